/* The window's wiring to the runner (see window_internal.h): the ring's
 * settings and hooks (sounds, volumes, detail, key names, statistics), the
 * passport's save slots, the announce channel, where sounds are heard from
 * and the sound device. */
#include "game/app/window_internal.h"
#include "game/gym_records.h"

#include "engine/audio/audio.h"
#include "engine/core/log.h"

#include <stdio.h>
#include <string.h>

/* The saved settings and, unless --config names a key map, the saved keys
 * (problems are warnings: the game still starts, with the defaults). */
void Win_LoadSettings(Win *w)
{
    Settings_LoadForWindow(&w->settings, w->settings_dir, sizeof w->settings_dir,
                           !w->o->config_path, &w->map);
}

void Win_SaveSettings(Win *w)
{
    char err[512];
    if (w->settings_dir[0] && !Settings_Save(&w->settings, w->settings_dir, err, sizeof err))
        Log_Warn("settings not saved: %s", err);
}

/* The runner's lines (an FMV named, a level's statistics): the log. The
 * last one is kept: a single level that did not load reports it. */
static void announce_log(void *user, const char *line)
{
    Win *w = user;
    snprintf(w->last_announce, sizeof w->last_announce, "%s", line);
    Log_Info("%s", line);
}

void Win_Notice(Win *w, const char *line)
{
    while (!strncmp(line, "warning: ", 9) || !strncmp(line, "error: ", 7))
        line += line[0] == 'w' ? 9 : 7;
    memmove(&w->notices[0], &w->notices[1], sizeof w->notices - sizeof w->notices[0]);
    WinNotice *n = &w->notices[WIN_NOTICES - 1];
    snprintf(n->text, sizeof n->text, "%s", line);
    n->until_us = (w->plat ? Platform_TimeUs(w->plat) : 0) + WIN_NOTICE_US;
}

static void notice(void *user, const char *line) { Win_Notice(user, line); }

/* Save games: a refused load or a failed save is a warning (one prefix:
 * the slot's line is an error of its own) said on screen too; the game
 * goes on as it was. */
static void save_report(void *user, const char *line)
{
    Win *w = user;
    Log_Warn("%s", !strncmp(line, "error: ", 7) ? line + 7 : line);
    Win_Notice(w, line);
}

static bool load_slot(void *user, Runner *r, int slot)
{
    Win *w = user;
    return SaveSession_Load(&w->saves, r, slot);
}

static void ring_sound(void *user, int sfx)
{
    Win *w = user;
    struct Audio *a = w->run ? Runner_Audio(w->run) : NULL;
    if (a)
        Audio_PlaySound(a, sfx, NULL, -1);
}

static void ring_set_volumes(void *user, int music, int sfx)
{
    Win *w = user;
    w->settings.music_volume = music;
    w->settings.sound_volume = sfx;
    if (w->run && !w->o->mute)
        Runner_SetVolumes(w->run, music, sfx);
    Win_SaveSettings(w);
}

static void ring_set_detail(void *user, int detail)
{
    Win *w = user;
    w->settings.detail = detail;
    Win_SaveSettings(w);
}

/* The compass page's statistics: the level's, as the runner counts them. */
static bool ring_stats(void *user, HudStats *out)
{
    Win *w = user;
    if (!w->run || Runner_Phase(w->run) != RUN_PHASE_LEVEL)
        return false;
    Runner_HudStats(w->run, out);
    return true;
}

/* While the viewer flies, sounds are heard from its camera (pan from its
 * yaw); otherwise from the game camera. */
static bool fly_listener(void *user, GameListener *out)
{
    const Win *w = user;
    if (!w->fly)
        return false;
    out->pos = (Vec3i){w->cam.x, w->cam.y, w->cam.z};
    out->room = w->cam.room;
    out->yaw = w->cam.yaw;
    return true;
}

/* Sound: a device on the SDL2 back end unless --mute (none, or none
 * available: the window runs silent), and/or the --audio-out WAV, written
 * on any back end (with --mute: silence, as headless). Auto screenshots
 * pause the world: nothing to hear. False with a message only when
 * --audio-out cannot be written. */
bool Win_StartAudio(Win *w, char *err, size_t cap)
{
    const Options *o = w->o;
    char why[256];
    if (o->audio_out && !w->auto_path) {
        w->wav = WavWriter_Open(o->audio_out, AUDIO_RATE, 2, err, cap);
        if (!w->wav)
            return false;
    }
    if (o->mute || w->auto_path || Platform_GetBackend(w->plat) != PLATFORM_BACKEND_SDL2)
        return true;
    if (!Platform_AudioFifoInit(&w->fifo, WINDOW_AUDIO_RING_TICKS * AUDIO_TICK_FRAMES)) {
        snprintf(why, sizeof why, "out of memory for the audio ring");
    } else if (Platform_AudioStart(w->plat, AUDIO_RATE, Platform_AudioFifoCallback, &w->fifo,
                                   why, sizeof why)) {
        w->device = true;
        return true;
    }
    Log_Warn("%s; running silent", why);
    return true;
}

void Win_RunConfig(Win *w, RunConfig *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->gf = w->setup.gf;
    cfg->install = w->setup.install;
    cfg->single_level = w->setup.single;
    cfg->level_path = w->setup.level_path;
    cfg->demo_start = w->demo_start;
    cfg->audio = w->device || w->wav ? &w->sound : NULL;
    cfg->listener = fly_listener;
    cfg->user = w;
    cfg->announce = announce_log;
    cfg->notice = notice;
    RingEnv *env = &cfg->ring_env;
    env->user = w;
    env->sound = ring_sound;
    env->set_volumes = ring_set_volumes;
    env->set_detail = ring_set_detail;
    env->music_volume = w->settings.music_volume;
    env->sfx_volume = w->settings.sound_volume;
    env->detail = w->settings.detail;
    env->stats = ring_stats;
    for (int i = 0; i < 13; i++)
        env->key_names[i] = InputMap_FirstKeyName(&w->map, (InputAction)Ring_ControlAction(i));
    cfg->records_dir = GymRecords_Dir(w->settings_dir, w->o->replay_path || w->o->record_path);
    cfg->volumes_set = !w->o->mute;
    cfg->music_volume = w->settings.music_volume;
    cfg->sound_volume = w->settings.sound_volume;
    /* Slots in the user's data folder (game/save/save_slots.h). */
    SaveSession_Init(&w->saves, NULL, save_report, w);
    /* ...in a folder of this game's (a single level: of its file). */
    const Gameflow *gf = w->setup.gf;
    SaveSlots_ForGame(&w->saves.slots, gf->game[0] ? gf->game : gf->levels[0].file);
    cfg->save = SaveSession_MenuHooks(&w->saves);
    cfg->load = w->saves.enabled ? load_slot : NULL;
}
