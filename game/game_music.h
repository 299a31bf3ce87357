/* The game's music: which folder the tracks come from, the level's ambient
 * track, and the "play CD track" event. Shared by the headless runner and
 * the window app so both hear the same thing.
 *
 * Folder: --music-dir DIR, else "music" next to the level file. A missing
 * folder or track is not an error: the music is simply silent (see
 * engine/audio/music.h for file names and formats). */
#ifndef TOMB8_GAME_GAME_MUSIC_H
#define TOMB8_GAME_GAME_MUSIC_H

#include "engine/audio/music.h"

/* What the front end tells the game's sound about the run (the rules
 * never see the command line): --mute and --music-dir. */
typedef struct {
    bool mute;              /* master volume 0 */
    const char *music_dir;  /* NULL: "music" next to the level */
} GameSound;

/* The originals' CD trigger values: 0 and 1 never play; TR1's and TR2's
 * track flag tables have 64 entries, TR3's tracks run to 127 (its secret
 * jingle is 122, its atmospheres 73..78 and 117). Each game's trigger code
 * keeps to its own range; this is the widest, TR3's. */
#define GAME_CD_TRACK_MIN 2
#define GAME_CD_TRACK_COUNT 128

/* Writes the music folder for this sound set-up (NULL: defaults) and level path into buf
 * ("<dir of level_path>/music", "music" for a bare file name). False when
 * it does not fit (music is then disabled). */
bool GameMusic_Dir(const GameSound *o, const char *level_path, char *buf, size_t cap);

/* Creates the music for a level and starts its ambient track
 * (Music_Tr1AmbientTrack of the level file name), looped. Returns NULL only
 * when out of memory. */
Music *GameMusic_Open(const GameSound *o, const char *level_path);

/* "Play CD track" event: the trigger action TO_CD (trigger code, once it
 * exists: engine/sim's trigger handler, after its one-shot / activation-mask
 * bookkeeping, which is saved game state and therefore the simulation's)
 * calls this through a game hook. Plays `track` once over the ambient track,
 * which resumes when it ends; a re-trigger of the playing track does not
 * restart it. Values outside GAME_CD_TRACK_MIN..GAME_CD_TRACK_COUNT-1 are
 * ignored, as the original did. m may be NULL (no audio). Returns true when
 * the track is playing. */
bool GameMusic_PlayCdTrack(Music *m, int track);

#endif
