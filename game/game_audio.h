/* What the game hears, shared by the headless runner and the window app so
 * both play the same sounds (issue 5):
 *   - one-shot animcommand sounds (engine/anim already applied the land/water
 *     bits against the item's room), positional at the item, NORMAL mode;
 *   - flipeffects (game/flipeffect.h: the animcommand and per-tick paths
 *     are routed here, since their sounds are ours), global or positional,
 *     NORMAL except Lara's bubbles (UNDERWATER);
 *   - the level's sound sources, posted every tick for the flip state;
 *   - the listener (a caller-supplied view: the chase camera headless, the
 *     free camera in the window) with its room's water flag;
 *   - music (game/game_music.h) mixed into the same output, --mute (master
 *     volume 0), and the optional --audio-out WAV.
 *
 * Sound never feeds back into the simulation: it uses the audio layer's
 * private PRNG, never the sim's streams, and the flipeffects run the same
 * with or without a sound system, so the state hash does not depend on
 * whether anyone listens.
 *
 * Use:
 *     GameAudio ga;                    (must not move once attached)
 *     GameAudio_Attach(&ga, &sim, my_view, me);   always: flipeffects
 *     Game_Attach(&game, &sim, ...); Game_ConnectAudio(&game, &ga);
 *     GameAudio_Open(&ga, &level, o, level_path, wav_path, err, cap);
 *     per tick:  Game_Tick(&game, w);  pcm = GameAudio_EndTick(&ga);
 *     GameAudio_Free(&ga);             (before Sim_Free / Level_Free)
 * Everything runs on the game thread; an audio device only gets copies of
 * the returned PCM. */
#ifndef TOMB8_GAME_GAME_AUDIO_H
#define TOMB8_GAME_GAME_AUDIO_H

#include "engine/audio/audio.h"
#include "engine/audio/wav_writer.h"
#include "engine/sim/sim.h"
#include "game/flipeffect.h"
#include "game/game_music.h"

/* Where the sound is heard from. */
typedef struct {
    Vec3i pos;
    int32_t room;   /* its water flag selects NORMAL / UNDERWATER sounds */
    int32_t yaw;    /* 16-bit angle */
} GameListener;

/* Fills the listener for the state after this tick's item control; false
 * keeps the previous one. */
typedef bool (*GameListenerFn)(void *user, const Sim *s, GameListener *out);

typedef struct GameAudio {
    Sim *sim;
    FlipFx fx;                 /* the flipeffect routines (sim state) */
    GameListenerFn listener;
    void *listener_user;
    Audio *audio;              /* NULL: silent (no --audio-out, no device) */
    Music *music;
    WavWriter *wav;            /* --audio-out */
    int16_t pcm[2 * AUDIO_TICK_FRAMES]; /* the last mixed tick */
} GameAudio;

/* Zeroes ga and wires the simulation's animation events to it (AnimEvents:
 * sound, flipeffect), replacing whatever was there. Call even without
 * sound: flipeffects are part of the simulation. The per-tick steps
 * (GameAudio_Sounds, FlipFx_RunTick) are the Game's to run (Game_Tick). */
void GameAudio_Attach(GameAudio *ga, Sim *sim, GameListenerFn listener, void *user);

/* The sounds step of a tick: the listener first, so this tick's sound
 * sources are placed relative to where the camera now is, then the level's
 * sound sources for the flip state. Nothing without a sound system. */
void GameAudio_Sounds(GameAudio *ga);

/* A sound at a point (pos NULL: global) at a pitch (Q16, 0x10000 = the
 * sample's own rate), NORMAL; user = the GameAudio. EffectList's
 * play_sound_pitch. */
void GameAudio_SoundAtPitch(void *user, int sound_id, const Vec3i *pos, int32_t pitch);

/* Creates the sound system for the level: samples, music (the level's
 * ambient track from the music folder of `o`), master volume 0 when
 * o->mute, and a WAV writer when wav_path is not NULL. False with a message
 * ("error: ...") in err when out of memory or the WAV cannot be created;
 * ga is then left silent (GameAudio_Free still needed). */
bool GameAudio_Open(GameAudio *ga, const Level *lv, const GameSound *o, const char *level_path,
                    const char *wav_path, char *err, size_t err_cap);

/* After the tick: mixes one tick (AUDIO_TICK_FRAMES stereo frames) into
 * ga->pcm, appends it to the WAV and returns it; NULL without a sound
 * system. */
const int16_t *GameAudio_EndTick(GameAudio *ga);

/* Finishes the WAV (if any); false when writing it failed. */
bool GameAudio_CloseWav(GameAudio *ga);

/* Releases the sound system (the music after the mixer that borrows it) and
 * unwires nothing: the sim must not step after this. A WAV not finished by
 * GameAudio_CloseWav is dropped (its temporary removed, nothing written). */
void GameAudio_Free(GameAudio *ga);

#endif
