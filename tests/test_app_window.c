/* The one window (game/app/window.h) on the null back end (virtual clock:
 * scripted keys land on the same ticks every run): a single level is a
 * one-level gameflow with the whole game's death menu and save slots, and
 * F1 (overlay) and F2 (free-fly viewer) work in both a single level and a
 * whole game. */
#include "tests/test.h"
#include "tests/window_run.h"

#include "engine/level/level.h"
#include "engine/level/level_write.h"
#include "engine/platform.h"
#include "engine/sim/replay.h"
#include "engine/world/world.h"
#include "game/app/window.h"
#include "game/options.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Lara's start on the default level (data/default_level.txt). */
#define START_X 4608
#define START_Z 2560

typedef struct {
    WindowScript s;
    const char *home;
} AppRun;

/* The child's part of run_window. */
static void run_child(void *ctx, void *result)
{
    const AppRun *w = ctx;
    WindowAppOut *out = result;
    char tmp[PATH_MAX], dir[2 * PATH_MAX];
    /* XDG folders must be absolute (a relative one is ignored) */
    if (!realpath(Test_TmpDir(), tmp))
        _exit(4);
    snprintf(dir, sizeof dir, "%s/%s", tmp, w->home);
    mkdir(dir, 0755);
    setenv("XDG_DATA_HOME", dir, 1);
    setenv("XDG_CONFIG_HOME", dir, 1);
    out->status = -3;
    int why;
    Platform *p = WindowRun_Open(&w->s, &why);
    if (p) {
        out->status = App_RunWindowEx(&w->s.o, p, &out->r);
        Platform_Close(p);
    }
}

/* The window on the null back end with these arguments and keys (F10 quits
 * at quit_ms), in a child whose saves and settings live in `home` (a
 * folder under the test's temporary one). The exit status (-1: the child
 * died) and how the session ended. */
static int run_window(const char *home, const char *const *args, int nargs, const KeyStep *keys,
                      int nkeys, uint32_t quit_ms, AppWindowResult *res)
{
    AppRun w = {.home = home};
    if (!WindowRun_Script(&w.s, args, nargs, keys, nkeys, quit_ms))
        return -2;
    WindowAppOut out;
    int rc = WindowRun_InChild(run_child, &w, &out, sizeof out);
    if (rc != 0)
        return rc;
    *res = out.r;
    return out.status;
}

static const char *default_level(void)
{
    static char abs[PATH_MAX];
    const char *p = Test_BinPath("data/default.phd");
    return p && access(p, R_OK) == 0 && realpath(p, abs) ? abs : NULL;
}

/* The default level with a kill (lava) floor under Lara's start: she
 * burns at once. Written to `path`. */
static bool write_lava_level(const char *path, char *err, size_t cap)
{
    Level lv;
    if (!Level_Load(default_level(), &lv, err, cap))
        return false;
    bool ok = false;
    for (uint32_t i = 0; i < lv.num_items && !ok; i++) {
        const LevelItem *it = &lv.items[i];
        if (it->object_id != 0)
            continue;
        Room *r = &lv.rooms[it->room];
        int sx = (it->pos.x - r->x) / WALL_SIZE, sz = (it->pos.z - r->z) / WALL_SIZE;
        RoomSector *s = &r->sectors[sz + sx * r->num_z_sectors];
        uint16_t *fd = realloc(lv.floordata, (lv.num_floordata + 1) * sizeof(uint16_t));
        if (!fd || s->fd_index != 0)
            break; /* the start sector has floordata of its own: not this level */
        fd[lv.num_floordata] = (uint16_t)(FD_KILL | FD_END_BIT);
        lv.floordata = fd;
        s->fd_index = (uint16_t)lv.num_floordata++;
        ok = true;
    }
    if (!ok)
        snprintf(err, cap, "no Lara on a sector without floordata");
    ok = ok && LevelWrite_TR1File(&lv, path, err, cap);
    Level_Free(&lv);
    return ok;
}

/* A single level: Lara dies (lava under her start); two seconds on, a key
 * brings the death menu, as in a whole game (before, the single-level
 * window had none: she lay there). */
TEST(app_window_single_level_death_menu)
{
    if (!default_level())
        SKIP("no default level");
    char lvl[PATH_MAX], err[256];
    snprintf(lvl, sizeof lvl, "%s/app_window_lava.phd", Test_TmpDir());
    CHECK_MSG(write_lava_level(lvl, err, sizeof err), "%s", err);
    static const KeyStep keys[] = {{PKEY_LCTRL, true, 2600}, {PKEY_LCTRL, false, 2700}};
    const char *args[] = {lvl, "--render-size", "320x240", "--mute"};
    AppWindowResult r;
    int st = run_window("app_window_death", args, 4, keys, 2, 3400, &r);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK_MSG(r.lara_health <= 0, "Lara has %d hit points", r.lara_health);
    CHECK_EQ(r.phase, RUN_PHASE_LEVEL);
    CHECK(r.death_menu);
    /* Without the key, no menu yet (the original waits 10 seconds). */
    st = run_window("app_window_death", args, 4, NULL, 0, 3400, &r);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK(r.lara_health <= 0);
    CHECK(!r.death_menu);
}

/* Words of a replay: (word, ticks) runs. */
static bool write_replay(const char *path, const char *level, const uint32_t (*runs)[2], int n)
{
    Level lv;
    Replay rp;
    char err[256];
    if (!Level_Load(level, &lv, err, sizeof err))
        return false;
    Replay_Init(&rp, lv.checksum, lv.file_size);
    Level_Free(&lv);
    bool ok = true;
    for (int i = 0; i < n; i++)
        for (uint32_t k = 0; k < runs[i][1]; k++)
            ok = ok && Replay_Append(&rp, runs[i][0]);
    ok = ok && Replay_Save(&rp, path, err, sizeof err);
    Replay_Free(&rp);
    return ok;
}

/* The passport, from a level being played: the ring (option), its options
 * ring (back), the passport (action), its slot list (action), the first
 * slot (action); each press released, and time for the ring to turn. */
#define PASSPORT_TO_SLOT1                                                                 \
    {INPUT_OPTION, 1}, {0, 20}, {INPUT_BACK, 1}, {0, 50}, {INPUT_ACTION, 1}, {0, 40},     \
        {INPUT_ACTION, 1}, {0, 20}, {INPUT_ACTION, 1}, {0, 60}

/* A single level: run forward, save into slot 1 through the passport; a
 * new session loads slot 1 through the passport and Lara is where she was
 * saved (she stood at her start until then). */
TEST(app_window_single_level_save_and_load)
{
    const char *level = default_level();
    if (!level)
        SKIP("no default level");
    char home[PATH_MAX], slot[PATH_MAX + 64], save_rp[PATH_MAX], load_rp[PATH_MAX];
    snprintf(home, sizeof home, "%s/app_window_saves", Test_TmpDir());
    snprintf(slot, sizeof slot, "%s/tomb8/saves/default-phd/slot01.t8s", home);
    remove(slot);
    snprintf(save_rp, sizeof save_rp, "%s/app_window_save.t8r", Test_TmpDir());
    snprintf(load_rp, sizeof load_rp, "%s/app_window_load.t8r", Test_TmpDir());
    static const uint32_t save_runs[][2] = {{INPUT_FORWARD, 30}, {0, 10}, PASSPORT_TO_SLOT1};
    static const uint32_t load_runs[][2] = {{0, 10}, PASSPORT_TO_SLOT1};
    CHECK(write_replay(save_rp, level, save_runs, (int)COUNT_OF(save_runs)));
    CHECK(write_replay(load_rp, level, load_runs, (int)COUNT_OF(load_runs)));

    AppWindowResult saved, loaded, fresh;
    const char *a1[] = {level, "--render-size", "320x240", "--mute", "--replay", save_rp};
    int st = run_window("app_window_saves", a1, 6, NULL, 0, 9000, &saved);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK_MSG(access(slot, R_OK) == 0, "no %s", slot);
    CHECK_MSG(abs(saved.lara_pos.z - START_Z) > 1000, "Lara at z %d", (int)saved.lara_pos.z);

    const char *a2[] = {level, "--render-size", "320x240", "--mute", "--replay", load_rp};
    st = run_window("app_window_saves", a2, 6, NULL, 0, 9000, &loaded);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK_EQ(loaded.lara_pos.x, saved.lara_pos.x);
    CHECK_EQ(loaded.lara_pos.z, saved.lara_pos.z);
    CHECK_EQ(loaded.lara_room, saved.lara_room);

    /* The same words without a save to load: she stays at her start. */
    remove(slot);
    st = run_window("app_window_saves", a2, 6, NULL, 0, 9000, &fresh);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK_EQ(fresh.lara_pos.z, START_Z);
}

/* F1 shows the overlay and F2 flies in a single level (keys held while
 * flying move the camera, not Lara), and F2 again plays. */
TEST(app_window_single_level_f1_f2)
{
    const char *level = default_level();
    if (!level)
        SKIP("no default level");
    static const KeyStep keys[] = {
        {PKEY_F1, true, 100}, {PKEY_F1, false, 150}, {PKEY_F2, true, 200},
        {PKEY_F2, false, 250}, {PKEY_W, true, 300},  {PKEY_W, false, 900},
    };
    const char *args[] = {level, "--render-size", "320x240", "--mute"};
    AppWindowResult r;
    int st = run_window("app_window_keys", args, 4, keys, (int)COUNT_OF(keys), 1200, &r);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK(r.overlay);
    CHECK(r.fly);
    CHECK_EQ(r.lara_pos.z, START_Z);
    /* F1 again hides it. */
    static const KeyStep twice[] = {{PKEY_F1, true, 100}, {PKEY_F1, false, 150},
                                    {PKEY_F1, true, 300}, {PKEY_F1, false, 350}};
    st = run_window("app_window_keys", args, 4, twice, 4, 600, &r);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK(!r.overlay);
    CHECK(!r.fly);
}

/* A whole game (the built-in levels from their title): F1 shows the
 * overlay, F2 flies over the title level (the camera moves with the keys)
 * and F2 again gives the keys back to the game. */
TEST(app_window_whole_game_f1_f2)
{
    char data[PATH_MAX], flow[PATH_MAX];
    const char *title = Test_BinPath("data/title.phd");
    if (!title || access(title, R_OK) != 0 || !realpath("data/default.gameflow", flow))
        SKIP("no built-in title level");
    snprintf(data, sizeof data, "%s", title);
    *strrchr(data, '/') = '\0';
    const char *args[] = {data, "--gameflow", flow, "--render-size", "320x240", "--mute"};
    static const KeyStep fly[] = {
        {PKEY_F1, true, 100}, {PKEY_F1, false, 150}, {PKEY_F2, true, 200},
        {PKEY_F2, false, 250}, {PKEY_W, true, 300},  {PKEY_W, false, 900},
    };
    AppWindowResult r, still;
    int st = run_window("app_window_game", args, 6, fly, (int)COUNT_OF(fly), 1200, &r);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK_EQ(r.phase, RUN_PHASE_TITLE);
    CHECK(r.overlay);
    CHECK(r.fly);
    /* The same flight without W: the camera stays where it started. */
    static const KeyStep hover[] = {{PKEY_F2, true, 200}, {PKEY_F2, false, 250}};
    st = run_window("app_window_game", args, 6, hover, 2, 1200, &still);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK(still.fly && !still.overlay);
    CHECK(r.cam.x != still.cam.x || r.cam.z != still.cam.z || r.cam.y != still.cam.y);
    static const KeyStep back[] = {{PKEY_F2, true, 200}, {PKEY_F2, false, 250},
                                   {PKEY_F2, true, 400}, {PKEY_F2, false, 450}};
    st = run_window("app_window_game", args, 6, back, 4, 700, &r);
    CHECK_MSG(st == 0, "window exit %d", st);
    CHECK(!r.fly);
}
