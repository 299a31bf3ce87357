/* The game's sound wiring shared by the headless runner and the window
 * (game/game_audio.h): sim events -> sounds in-process, and the viewer on
 * the null back end hearing the same animation sound as a headless run, at
 * the same tick. */
#include "tests/test.h"
#include "tests/window_run.h"
#include "tests/test_wav.h"

#include "engine/level/level.h"
#include "engine/level/level_write.h"
#include "engine/sim/sim.h"
#include "game/app/window.h"
#include "game/game_audio.h"
#include "game/options.h"
#include "tools/levelbuild/levelbuild.h"

#include <sndfile.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- helpers ---------------------------------------------------------------- */


/* The first 1/30 s tick with a non-zero sample, -1 when all silent. */
static int first_loud_tick(const int16_t *pcm, uint32_t frames)
{
    for (uint32_t i = 0; i < 2 * frames; i++)
        if (pcm[i])
            return (int)(i / 2 / 1470);
    return -1;
}

/* Lara's standing animation, which she loops in the built default level
 * (after the one-frame start animation). */
static int lara_start_anim(const Level *lv)
{
    Sim sim;
    SimConfig cfg = { .animate_all = false };
    char err[256];
    int anim = -1;
    if (!Sim_Init(&sim, lv, &cfg, err, sizeof err))
        return -1;
    Sim_Step(&sim, 0);
    if (sim.lara >= 0)
        anim = sim.items[sim.lara].anim;
    Sim_Free(&sim);
    return anim;
}

/* The built default level, silent by itself, with Lara's standing
 * animation given one animcommand: the landing sound (full volume, no
 * randomness) two frames into every loop. Written to `path`. */
static bool write_anim_sound_level(const char *path, char *err, size_t cap)
{
    Level lv;
    int anim;
    int16_t *cmds;
    bool ok;
    if (!Level_Load(Test_BinPath("data/default.phd"), &lv, err, cap))
        return false;
    anim = lara_start_anim(&lv);
    if (anim < 0 || lv.animations[anim].num_anim_commands != 0 ||
        lv.sound_map[LB_SFX_LANDING] < 0) {
        snprintf(err, cap, "default level: unexpected Lara standing animation %d", anim);
        Level_Free(&lv);
        return false;
    }
    cmds = malloc(sizeof(int16_t) * (lv.num_anim_commands + 3));
    if (!cmds) {
        Level_Free(&lv);
        return false;
    }
    if (lv.num_anim_commands)
        memcpy(cmds, lv.anim_commands, sizeof(int16_t) * lv.num_anim_commands);
    cmds[lv.num_anim_commands] = ANIMCMD_SOUND;
    cmds[lv.num_anim_commands + 1] = (int16_t)(lv.animations[anim].frame_start + 2);
    cmds[lv.num_anim_commands + 2] = LB_SFX_LANDING;
    {
        int16_t *saved = lv.anim_commands;
        uint32_t saved_n = lv.num_anim_commands;
        Animation *a = &lv.animations[anim];
        a->anim_command_offset = (uint16_t)saved_n;
        a->num_anim_commands = 1;
        lv.anim_commands = cmds;
        lv.num_anim_commands = saved_n + 3;
        ok = LevelWrite_TR1File(&lv, path, err, cap);
        lv.anim_commands = saved;
        lv.num_anim_commands = saved_n;
    }
    free(cmds);
    Level_Free(&lv);
    return ok;
}

/* ---- GameAudio in-process --------------------------------------------------- */

typedef struct {
    int calls;
    GameListener at;
} ListenerCtx;

static bool window_test_listener(void *user, const Sim *s, GameListener *out)
{
    ListenerCtx *c = user;
    (void)s;
    c->calls++;
    *out = c->at;
    return true;
}

/* Sim events reach the sound system as headless and the window hear them:
 * an animation's sound at the item, a flipeffect's global sound, Lara's
 * bubbles only while the listener's room is water (and then ordinary
 * sounds not); flipeffects run with or without sound. */
TEST(window_audio_game_audio_routes_sim_events)
{
    Level lv;
    Sim sim;
    SimConfig cfg = { .animate_all = false };
    GameAudio ga;
    ListenerCtx ctx;
    GameSound o;
    char err[256];
    const int16_t *pcm;
    int nonzero = 0, water_room = 1;
    Item *lara;
    CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err), "%s", err);
    CHECK(lv.sound_map[LB_SFX_LANDING] >= 0 && lv.num_rooms > 1);
    /* The built level has no explosion or bubble sample: borrow the
     * landing one for both. */
    lv.sound_map[FX_SFX_EXPLOSION] = lv.sound_map[LB_SFX_LANDING];
    lv.sound_map[FX_SFX_LARA_BUBBLES] = lv.sound_map[LB_SFX_LANDING];
    CHECK_MSG(Sim_Init(&sim, &lv, &cfg, err, sizeof err), "%s", err);
    CHECK(sim.lara >= 0);
    lara = &sim.items[sim.lara];
    memset(&ctx, 0, sizeof ctx);
    ctx.at.pos = lara->pos;
    ctx.at.room = lara->room;
    if (water_room == lara->room)
        water_room = 0;
    GameAudio_Attach(&ga, &sim, window_test_listener, &ctx);
    CHECK(sim.events.sound && sim.events.flipeffect);

    /* No sound system: the effect still runs (simulation state), quietly. */
    sim.events.flipeffect(sim.events.user, lara, FX_EXPLOSION);
    CHECK_EQ(ga.fx.calls[FX_EXPLOSION], 1u);
    CHECK_EQ(ga.fx.camera_bounce, -75);
    sim.events.sound(sim.events.user, lara, LB_SFX_LANDING);
    CHECK(GameAudio_EndTick(&ga) == NULL);
    Sim_Step(&sim, 0);
    GameAudio_Sounds(&ga);
    CHECK_EQ(ctx.calls, 0); /* no listener work without sound */

    memset(&o, 0, sizeof o);
    o.music_dir = "/nonexistent/tomb8_music";
    CHECK_MSG(GameAudio_Open(&ga, &lv, &o, "LEVEL1.PHD", NULL, err, sizeof err), "%s", err);
    CHECK(ga.audio && ga.music && !ga.wav);
    Sim_Step(&sim, 0);
    GameAudio_Sounds(&ga);
    CHECK_EQ(ctx.calls, 1); /* the sounds step asked where to listen */

    sim.events.sound(sim.events.user, lara, LB_SFX_LANDING);
    CHECK(Audio_IsPlaying(ga.audio, LB_SFX_LANDING));
    sim.events.flipeffect(sim.events.user, lara, FX_EXPLOSION);
    CHECK(Audio_IsPlaying(ga.audio, FX_SFX_EXPLOSION));
    sim.events.flipeffect(sim.events.user, lara, FX_LARA_BUBBLES);
    CHECK(!Audio_IsPlaying(ga.audio, FX_SFX_LARA_BUBBLES)); /* dry camera */
    pcm = GameAudio_EndTick(&ga);
    CHECK(pcm == ga.pcm);
    for (int i = 0; i < 2 * AUDIO_TICK_FRAMES; i++)
        nonzero += pcm[i] != 0;
    CHECK_MSG(nonzero > AUDIO_TICK_FRAMES, "%d non-zero samples", nonzero);

    /* The camera under water: bubbles are heard, an animation's sound not. */
    Audio_StopAll(ga.audio);
    lv.rooms[water_room].flags |= ROOM_FLAG_WATER;
    ctx.at.room = water_room;
    Sim_Step(&sim, 0);
    GameAudio_Sounds(&ga);
    CHECK_EQ(ctx.calls, 2);
    sim.events.flipeffect(sim.events.user, lara, FX_LARA_BUBBLES);
    CHECK(Audio_IsPlaying(ga.audio, FX_SFX_LARA_BUBBLES));
    sim.events.sound(sim.events.user, lara, LB_SFX_LANDING);
    CHECK_EQ(Audio_ActiveVoices(ga.audio), 1);

    GameAudio_Free(&ga);
    CHECK(ga.audio == NULL && ga.music == NULL);
    CHECK(GameAudio_EndTick(&ga) == NULL);
    Sim_Free(&sim);
    Level_Free(&lv);
}

/* ---- the viewer on the null back end ---------------------------------------- */

/* Runs the viewer on the null back end for ~1.5 s of virtual time (F10
 * quits) with extra arguments, in a child so a crash fails only this test.
 * Returns the exit status, -1 when the child died. */
static int run_null_viewer(const char *level, const char **extra, int n_extra)
{
    const char *argv[16] = { "tomb8", level, "--render-size", "320x240", "--music-dir",
                             "/nonexistent/tomb8_music" };
    int argc = 6, fds[2], res = -1;
    bool exit_now;
    Options o;
    PlatformWindowDesc d = { "t", 640, 480, false, true, PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL };
    char err[256];
    Platform *p;
    pid_t pid;
    for (int i = 0; i < n_extra && argc < 15; i++)
        argv[argc++] = extra[i];
    argv[argc] = NULL;
    if (!Options_Parse(&o, argc, (char **)argv, &exit_now))
        return -2;
    p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
    if (!p)
        return -3;
    WindowRun_PushQuit(p, 1500);
    if (pipe(fds) != 0) {
        Platform_Close(p);
        return -4;
    }
    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid == 0) {
        int rc;
        close(fds[0]);
        rc = App_RunWindowWith(&o, p, NULL);
        _exit(write(fds[1], &rc, sizeof rc) == (ssize_t)sizeof rc ? 0 : 3);
    }
    close(fds[1]);
    if (pid > 0 && read(fds[0], &res, sizeof res) != (ssize_t)sizeof res)
        res = -1;
    close(fds[0]);
    if (pid > 0)
        waitpid(pid, NULL, 0);
    Platform_Close(p);
    return res;
}

/* The viewer plays the animation's sound: --audio-out of a windowed run on
 * the null back end (the same PCM the device ring gets) is loud from the
 * tick the headless runner first hears it, one tick of audio per 30 Hz
 * tick; --mute makes the same run silent. */
TEST(window_audio_viewer_plays_anim_sound)
{
    char lvl[512], hwav[512], wwav[512], cmd[2048], err[256];
    int16_t *pcm;
    uint32_t frames, nonzero = 0;
    int head_first, win_first, ticks;
    snprintf(lvl, sizeof lvl, "%s/window_anim_sound.phd", Test_TmpDir());
    snprintf(hwav, sizeof hwav, "%s/window_anim_sound_headless.wav", Test_TmpDir());
    snprintf(wwav, sizeof wwav, "%s/window_anim_sound_window.wav", Test_TmpDir());
    CHECK_MSG(write_anim_sound_level(lvl, err, sizeof err), "%s", err);

    /* The headless reference: when the sound is first heard. */
    snprintf(cmd, sizeof cmd,
             "%s --headless --level %s --ticks 40 --audio-out %s --music-dir /nonexistent >/dev/null",
             Test_BinPath("tomb8"), lvl, hwav);
    CHECK_EQ(Test_Run(cmd, NULL, 0), 0);
    pcm = Test_ReadStereoWav(hwav, &frames);
    CHECK(pcm);
    head_first = first_loud_tick(pcm, frames);
    free(pcm);
    CHECK_MSG(head_first >= 0 && head_first < 30, "headless first sound at tick %d", head_first);

    {
        const char *extra[] = { "--audio-out", wwav };
        CHECK_EQ(run_null_viewer(lvl, extra, 2), 0);
    }
    pcm = Test_ReadStereoWav(wwav, &frames);
    CHECK(pcm);
    CHECK_EQ(frames % 1470u, 0u);
    ticks = (int)(frames / 1470u);
    /* 1.5 s of virtual time at 30 Hz (the pacer may be a tick either way). */
    CHECK_MSG(ticks >= 43 && ticks <= 46, "%d ticks", ticks);
    win_first = first_loud_tick(pcm, frames);
    for (uint32_t i = 0; i < 2 * frames; i++)
        nonzero += pcm[i] != 0;
    free(pcm);
    CHECK_MSG(win_first == head_first, "window first sound at tick %d, headless %d", win_first,
              head_first);
    CHECK_MSG(nonzero > frames / 4, "%u non-zero samples of %u frames", nonzero, frames);

    {
        const char *extra[] = { "--audio-out", wwav, "--mute" };
        CHECK_EQ(run_null_viewer(lvl, extra, 3), 0);
    }
    pcm = Test_ReadStereoWav(wwav, &frames);
    CHECK(pcm);
    CHECK_MSG(frames / 1470u == (uint32_t)ticks, "%u frames muted, %d ticks loud", frames, ticks);
    CHECK_EQ(first_loud_tick(pcm, frames), -1);
    free(pcm);
}

/* An --audio-out the viewer cannot create: one error, exit 2, no window
 * loop. */
TEST(window_audio_bad_audio_out_exits_2)
{
    char lvl[512], err[256];
    const char *extra[] = { "--audio-out", "/nonexistent/dir/out.wav" };
    snprintf(lvl, sizeof lvl, "%s/window_anim_sound_bad.phd", Test_TmpDir());
    CHECK_MSG(write_anim_sound_level(lvl, err, sizeof err), "%s", err);
    CHECK_EQ(run_null_viewer(lvl, extra, 2), 2);
}
