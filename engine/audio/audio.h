/* Sound effects as the game hears them: sound ids (SoundMap indices) ->
 * SoundDetails (volume, chance, variants, loop mode, random pitch/gain) ->
 * samples, positioned relative to a listener (the camera), mixed by the
 * software mixer into s16 stereo 44.1 kHz.
 *
 * Driven by the tick clock, never by an audio device: during a game tick the
 * simulation posts events (Audio_PlaySound, Audio_PlayAnimSound,
 * Audio_UpdateSoundSources, Audio_StopSound), then the game loop calls
 * Audio_RunTick once, which mixes exactly AUDIO_TICK_FRAMES frames (1/30 s).
 * Those frames go to the platform's audio queue and/or the WAV writer. The
 * same inputs therefore give the same PCM. Not thread-safe: call everything
 * from the game thread; the platform only copies finished buffers.
 *
 * Randomness (chance, variant choice, pitch and gain wobble) comes from a
 * callback returning 0..0x7FFF, normally the engine's "draw" stream:
 *     Audio_SetRandom(audio, Audio_PrngDraw, &prng);   (Prng from sim/prng.h)
 * Without one, a private LCG of the same kind (seed AUDIO_DEFAULT_SEED) is
 * used.
 *
 * Behaviour per game (facts from the format documents and the original's
 * known constants):
 *   TR1  loop mode (characteristics & 3): 0 "wait" (the same id from the same
 *        source is not restarted while playing), 1 restart, 2 looped.
 *        Volume = details.volume - 4 * distance; not started when <= 0 or
 *        when |dx|,|dy| or |dz| > 8 sectors (8192).
 *   TR2  0 normal, 1 wait, 2 restart, 3 looped; range 10 sectors; volume
 *        falls with the square of (distance - 1 sector) to 0 at the range.
 *   TR3  as TR2, but volume is a byte (<<7) and the range is per sound
 *        (details.range sectors, 10 when 0),
 *        and its pitch byte (signed) moves the pitch by pitch << 9;
 *   All: characteristics bits 2-7 number of variants, bit 12 no pan, bit 13
 *        random pitch (+-10 %), bit 14 random gain (up to -0x2000);
 *        chance != 0 and rand > chance => not played.
 *   Looped sounds must be re-posted every tick (as the original's sound
 *   sources and looping weapon sounds are); a loop not re-posted during a
 *   tick stops at the end of it. Re-posting refreshes volume/pan: it never
 *   stacks a second copy.
 *   Volume -> amplitude and pan -> per-side attenuation follow the
 *   original's DirectSound decibel curve, amplitude = (v / 32768) ^ 1.66;
 *   a sound at 90 degrees to one side is about -10 dB on the other side.
 *   When all voices are busy the quietest voice is stolen if it is quieter
 *   than the new sound (looped sounds count as 1.5x their volume, so
 *   ambience is not cut by a burst of one-shots). */
#ifndef TOMB8_ENGINE_AUDIO_AUDIO_H
#define TOMB8_ENGINE_AUDIO_AUDIO_H

#include "engine/audio/mixer.h"
#include "engine/audio/music.h"
#include "engine/audio/samplebank.h"
#include "engine/level/level.h"

#define AUDIO_RATE MIXER_RATE
#define AUDIO_TICK_FRAMES 1470      /* 44100 / 30 */
#define AUDIO_DEFAULT_SEED 0xD371F947u

/* `source` identifies the emitter (an item number, a sound-source index...)
 * so "wait"/"restart"/looped sounds from different emitters are separate.
 * Use AUDIO_SOURCE_NONE for sounds not tied to an emitter. */
#define AUDIO_SOURCE_NONE (-1)
#define AUDIO_SOURCE_ANY (-2)       /* Audio_StopSound: every emitter */
/* Sound sources from Level.sound_sources use source ids from this base. */
#define AUDIO_SOURCE_LEVEL_BASE 0x40000000

/* Anim command sound parameter (TR1 layout): low 14 bits sound id, bit 14
 * "only on land", bit 15 "only in water". */
#define AUDIO_ANIM_SOUND_ID_MASK 0x3FFF
#define AUDIO_ANIM_SOUND_LAND 0x4000
#define AUDIO_ANIM_SOUND_WATER 0x8000

typedef int32_t (*AudioRandFn)(void *ctx); /* returns 0..0x7FFF */

typedef struct Audio Audio;

/* Creates the sound system for a level: decodes every sample once (see
 * samplebank.h). level may be NULL (everything silent). The Level must
 * outlive the Audio. Returns NULL only when out of memory. */
Audio *Audio_Create(const Level *level);
void Audio_Destroy(Audio *a);

const SampleBank *Audio_Bank(const Audio *a);

void Audio_SetRandom(Audio *a, AudioRandFn fn, void *ctx);
/* Adapter for the engine PRNG: ctx is a Prng* (engine/sim/prng.h). */
int32_t Audio_PrngDraw(void *prng);
/* Reseeds the private LCG used when no callback is set. */
void Audio_SetSeed(Audio *a, uint32_t seed);

/* The listener: position and yaw (16-bit angle, 0 = facing +z, 0x4000 =
 * facing +x; +x is then on the right), and whether the camera is in a water
 * room. The original TR1 measured distance from the camera's target (near
 * Lara) and pan from Lara's heading (body + torso + head yaw); passing the
 * camera position and camera yaw instead is the natural choice for a free
 * camera. Either way the listener only changes what is heard. */
void Audio_SetListener(Audio *a, Vec3i pos, int16_t yaw, bool underwater);

/* Plays sound `sound_id` (SoundMap index). pos NULL = global sound (full
 * volume, centred). Returns true when the sound is playing (started or
 * refreshed), false when not heard (absent, out of range, chance, silent
 * sample, no free voice). */
bool Audio_PlaySound(Audio *a, int sound_id, const Vec3i *pos, int32_t source);

/* The original's play modes, checked against the listener's water flag
 * (Audio_SetListener): NORMAL sounds are heard only while the camera is out
 * of water, UNDERWATER ones only while it is in water, ALWAYS regardless.
 * Level sound sources and anim sounds are NORMAL in TR1 (bubbles are
 * UNDERWATER). Audio_PlaySound is ALWAYS (no filtering). */
typedef enum {
    AUDIO_PLAY_NORMAL = 0,
    AUDIO_PLAY_UNDERWATER = 1,
    AUDIO_PLAY_ALWAYS = 2,
} AudioPlayMode;

bool Audio_PlaySoundMode(Audio *a, int sound_id, const Vec3i *pos,
                         int32_t source, AudioPlayMode mode);

/* The same at a pitch: TR2/TR3's SoundEffect takes one in its flags word
 * ((flags >> 8) & 0xFFFFFF with SPM_PITCH), Q16, 0x10000 = the sample's own
 * rate (AUDIO_PITCH_DEFAULT, what every other call plays at). TR3 adds the
 * sound's own pitch byte << 9, and the random wobble moves it as usual; the
 * result is kept so the sample plays at 100..100000 Hz (DirectSound's
 * range). A looped sound re-posted takes the pitch of the poster that wins
 * (the loudest), as its volume. */
#define AUDIO_PITCH_DEFAULT 0x10000
bool Audio_PlaySoundPitch(Audio *a, int sound_id, const Vec3i *pos,
                          int32_t source, AudioPlayMode mode, int32_t pitch);

/* Anim command sound: `packed` holds the id and land/water bits (see above),
 * checked against whether the item's room is water; played as NORMAL. */
bool Audio_PlayAnimSound(Audio *a, uint16_t packed, const Vec3i *pos,
                         int32_t source, bool item_room_is_water);

/* Stops sound_id from `source` (AUDIO_SOURCE_ANY: from every emitter).
 * sound_id < 0 stops everything from that source. */
void Audio_StopSound(Audio *a, int sound_id, int32_t source);
void Audio_StopAll(Audio *a);

/* Posts every level sound source whose flags match the flip state
 * (0x40: only when flipped, 0x80: only when not flipped; both: always), as
 * NORMAL sounds. Call once per tick. */
void Audio_UpdateSoundSources(Audio *a, bool flipped);

/* Ends the tick (stops loops not re-posted, re-evaluates positional voices
 * against the listener) and mixes AUDIO_TICK_FRAMES interleaved stereo
 * frames into out (2 * AUDIO_TICK_FRAMES int16). */
void Audio_RunTick(Audio *a, int16_t *out);

/* The two halves of Audio_RunTick, for callers that mix other amounts. */
void Audio_EndTick(Audio *a);
void Audio_Mix(Audio *a, int16_t *out, uint32_t frames);

/* 0..256 (256 = unity, the default). Mute = 0. Applies to the music too. */
void Audio_SetMasterVolume(Audio *a, int volume);
/* Music mixed into the same output (borrowed; NULL = none). */
void Audio_SetMusic(Audio *a, Music *music);

/* Introspection for tests and tools. */
int Audio_ActiveVoices(const Audio *a);
bool Audio_IsPlaying(const Audio *a, int sound_id);

#endif
