/* What the game hears (see game_audio.h). */
#include "game/game_audio.h"

#include <stdio.h>
#include <string.h>

#include "game/game_music.h"
#include "game/rules/rules.h"

/* Anim command sounds: anim.c already applied the land/water bits against
 * the item's room; what is heard then depends on the camera, as in the
 * original (NORMAL: only while the camera is out of water). The item number
 * is the emitter, so a "wait" sound of one item does not block another's. */
static void ev_sound(void *user, Item *item, int sound_id)
{
    GameAudio *ga = user;
    if (ga->audio)
        Audio_PlaySoundMode(ga->audio, sound_id, &item->pos, (int32_t)(item - ga->sim->items),
                            AUDIO_PLAY_NORMAL);
}

/* Flipeffect sounds are NORMAL too, except Lara's bubbles, which the
 * original plays only while the camera is under water. */
static void fx_sound(void *user, int sound_id, const Vec3i *pos)
{
    GameAudio *ga = user;
    if (ga->audio)
        Audio_PlaySoundMode(ga->audio, sound_id, pos, AUDIO_SOURCE_NONE,
                            sound_id == ga->fx.rules->sounds->lara_bubbles ? AUDIO_PLAY_UNDERWATER
                                                            : AUDIO_PLAY_NORMAL);
}

/* The vehicles' engines and the other pitched sounds (TR2/TR3). */
static void ev_sound_pitch(void *user, Item *item, int sound_id, int32_t pitch)
{
    GameAudio *ga = user;
    if (ga->audio)
        Audio_PlaySoundPitch(ga->audio, sound_id, &item->pos, (int32_t)(item - ga->sim->items),
                             AUDIO_PLAY_NORMAL, pitch);
}

void GameAudio_SoundAtPitch(void *user, int sound_id, const Vec3i *pos, int32_t pitch)
{
    GameAudio *ga = user;
    if (ga->audio)
        Audio_PlaySoundPitch(ga->audio, sound_id, pos, AUDIO_SOURCE_NONE, AUDIO_PLAY_NORMAL,
                             pitch);
}

static void ev_stop_sound(void *user, Item *item, int sound_id)
{
    GameAudio *ga = user;
    if (ga->audio)
        Audio_StopSound(ga->audio, sound_id, (int32_t)(item - ga->sim->items));
}

static void ev_flipeffect(void *user, Item *item, int effect)
{
    GameAudio *ga = user;
    FlipFx_Call(&ga->fx, item, effect);
}

void GameAudio_Sounds(GameAudio *ga)
{
    const Sim *s = ga->sim;
    GameListener l;
    if (!ga->audio)
        return;
    if (ga->listener && ga->listener(ga->listener_user, s, &l)) {
        bool water = l.room >= 0 && (uint32_t)l.room < s->level->num_rooms &&
                     (s->level->rooms[l.room].flags & ROOM_FLAG_WATER);
        Audio_SetListener(ga->audio, l.pos, (int16_t)l.yaw, water);
    }
    Audio_UpdateSoundSources(ga->audio, Sim_Flipped(s));
}

void GameAudio_Attach(GameAudio *ga, Sim *sim, GameListenerFn listener, void *user)
{
    memset(ga, 0, sizeof *ga);
    ga->sim = sim;
    ga->listener = listener;
    ga->listener_user = user;
    FlipFx_Init(&ga->fx, sim);
    ga->fx.user = ga;
    ga->fx.play_sound = fx_sound;
    sim->events = (AnimEvents){ .user = ga, .sound = ev_sound, .stop_sound = ev_stop_sound,
                                .flipeffect = ev_flipeffect, .sound_pitch = ev_sound_pitch };
}

static bool open_fail(GameAudio *ga, const char *msg, char *err, size_t cap)
{
    snprintf(err, cap, "%s", msg);
    GameAudio_Free(ga);
    return false;
}

bool GameAudio_Open(GameAudio *ga, const Level *lv, const GameSound *o, const char *level_path,
                    const char *wav_path, char *err, size_t err_cap)
{
    ga->audio = Audio_Create(lv);
    if (!ga->audio)
        return open_fail(ga, "error: out of memory for audio", err, err_cap);
    if (o && o->mute)
        Audio_SetMasterVolume(ga->audio, 0);
    /* Music: the level's ambient track from the music folder; CD triggers
     * will call GameMusic_PlayCdTrack(ga->music, track). */
    ga->music = GameMusic_Open(o, level_path);
    if (!ga->music)
        return open_fail(ga, "error: out of memory for music", err, err_cap);
    Audio_SetMusic(ga->audio, ga->music);
    if (wav_path) {
        char why[600];
        ga->wav = WavWriter_Open(wav_path, AUDIO_RATE, 2, why, sizeof why);
        if (!ga->wav)
            return open_fail(ga, why, err, err_cap);
    }
    return true;
}

const int16_t *GameAudio_EndTick(GameAudio *ga)
{
    if (!ga->audio)
        return NULL;
    Audio_RunTick(ga->audio, ga->pcm);
    if (ga->wav)
        WavWriter_Write(ga->wav, ga->pcm, AUDIO_TICK_FRAMES); /* errors: at close */
    return ga->pcm;
}

bool GameAudio_CloseWav(GameAudio *ga)
{
    bool ok = WavWriter_Close(ga->wav);
    ga->wav = NULL;
    return ok;
}

void GameAudio_Free(GameAudio *ga)
{
    /* A WAV still open here was not finished by GameAudio_CloseWav: the run
     * failed, so its partial file goes (an existing one stays untouched). */
    WavWriter_Abort(ga->wav);
    ga->wav = NULL;
    if (ga->audio)
        Audio_Destroy(ga->audio); /* it borrows the music: goes first */
    ga->audio = NULL;
    Music_Destroy(ga->music);
    ga->music = NULL;
}
