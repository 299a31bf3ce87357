/* Music: the "play CD track" trigger and the level's ambient track mapped to
 * user-supplied files in a music folder, streamed through libsndfile (OGG,
 * FLAC or WAV, any rate, mono or stereo) and mixed into the sound output.
 *
 * Track N is looked up as, in this order:
 *   DIR/N.ogg  DIR/N.flac  DIR/N.wav  DIR/trackNN.ogg  DIR/trackNN.flac
 *   DIR/trackNN.wav   (NN = two digits, e.g. track05.ogg)
 * A missing or unreadable file is ignored quietly (one Info line) and the
 * request does nothing.
 *
 * Looping, as the original's single CD channel: there is one "ambient"
 * track (Music_PlayLooped, e.g. the level's background track), which loops
 * forever, and one-shot tracks (Music_Play, CD triggers), which replace it
 * while they play; when a one-shot track ends, the ambient track starts again
 * from its beginning.
 *
 * Streaming reads a block from the file as the mixer needs it, on the game
 * thread, so it is deterministic: the same calls produce the same PCM. */
#ifndef TOMB8_ENGINE_AUDIO_MUSIC_H
#define TOMB8_ENGINE_AUDIO_MUSIC_H

#include "engine/core/common.h"

typedef struct Music Music;

/* dir may be NULL (music disabled; every call is then a no-op). */
Music *Music_Create(const char *dir);
void Music_Destroy(Music *m);

/* One-shot track (CD trigger). Returns true when a file was opened. */
bool Music_Play(Music *m, int track);
/* Ambient track that loops; track < 0 clears it. */
bool Music_PlayLooped(Music *m, int track);
void Music_Stop(Music *m);          /* stops both */
int Music_CurrentTrack(const Music *m); /* -1 when silent */

/* The level's music map for retail TR1: the ambient CD track the original
 * loops for a level, by level file name (case-insensitive, directory
 * ignored): Caves to Qualopec 57, Cistern/Tihocan/Natla's Mines 58, Folly to
 * Midas and Khamoon to Sanctuary 59, Atlantis/Pyramid 60, title 2. Returns -1
 * for levels with no ambient track (gym, cut-scenes, unknown files). */
int Music_Tr1AmbientTrack(const char *level_name);

/* 0..256 (256 = unity). */
void Music_SetVolume(Music *m, int volume);

/* Adds `frames` stereo 44.1 kHz frames of music into acc (interleaved
 * int32). */
void Music_Accumulate(Music *m, int32_t *acc, uint32_t frames);

#endif
