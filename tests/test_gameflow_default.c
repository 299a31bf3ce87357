/* The built-in levels as a whole game (data/default.gameflow): from the
 * title's ring (title.phd; the passport's New Game) into the default level,
 * through it (switch, door, medipack, spikes, the wolf shot, the map
 * flipped, back into the levelled slope room) to its end, the statistics
 * screen, the second level (level2.phd: out of the yard, the medipack in
 * the gallery, its far end), its statistics, and the end of the game: back
 * to the title. A small driver steers Lara from what it sees; every word
 * goes through the gameflow runner, one a tick, title ticks included. The
 * recording then replays through `tomb8 --headless DIR --gameflow FILE` to
 * the same state. */
#include "tests/test.h"

#include "engine/core/log.h"
#include "engine/math/fixed.h"
#include "engine/sim/replay.h"
#include "game/app/runner.h"
#include "game/inventory/inventory.h"
#include "tools/levelbuild/default_level.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S(n) ((int32_t)((n) * 1024))

typedef struct {
    Runner *r;
    Replay rec;
    uint32_t tick;
    bool bitten;
    char lines[16][256];
    int num_lines;
    char why[256];
} Drive;

static void note(void *user, const char *line)
{
    Drive *d = user;
    if (d->num_lines < 16)
        snprintf(d->lines[d->num_lines++], sizeof d->lines[0], "%s", line);
}

static void step(Drive *d, InputWord w)
{
    Replay_Append(&d->rec, w);
    Runner_Step(d->r, w);
    d->tick++;
}

static Game *game(Drive *d) { return Runner_Game(d->r); }
static Item *lara(Drive *d) { return Game_LaraItem(game(d)); }
static Item *item(Drive *d, int i) { return &Runner_Sim(d->r)->items[i]; }
static bool alive(Drive *d) { return lara(d)->hit_points > 0; }
static int32_t turn(int32_t a, int32_t b) { return (int16_t)(uint16_t)(a - b); }

static bool rest(Drive *d, int budget)
{
    for (int i = 0; i < budget && alive(d); i++) {
        const Item *l = lara(d);
        if (l->current_state == LS_STOP && l->goal_state == LS_STOP && l->speed == 0)
            return true;
        step(d, 0);
    }
    snprintf(d->why, sizeof d->why, "no rest (state %d)", lara(d)->current_state);
    return false;
}

static bool face(Drive *d, int32_t yaw, int budget)
{
    for (int i = 0; i < budget && alive(d); i++) {
        int32_t t = turn(yaw, lara(d)->rot.y);
        if (t > -ANGLE_DEG(2) && t < ANGLE_DEG(2))
            return rest(d, 60);
        bool close = t > -ANGLE_DEG(12) && t < ANGLE_DEG(12);
        step(d, close && (d->tick & 1) ? 0 : t > 0 ? INPUT_RIGHT : INPUT_LEFT);
    }
    snprintf(d->why, sizeof d->why, "cannot face %d", (int)yaw);
    return false;
}

static bool go(Drive *d, int32_t x, int32_t z, bool walk, int32_t within, int budget)
{
    for (int i = 0; i < budget && alive(d); i++) {
        if (Runner_Phase(d->r) != RUN_PHASE_LEVEL)
            return true; /* the level ended on the way */
        const Item *l = lara(d);
        int32_t dx = x - l->pos.x, dz = z - l->pos.z;
        uint32_t dist = Math_Length3(dx, 0, dz);
        if (dist <= (uint32_t)within)
            return rest(d, 90);
        int32_t want = (int32_t)Math_Atan2(dx, dz), t = turn(want, l->rot.y);
        if (l->current_state == LS_STOP && (t > ANGLE_DEG(20) || t < -ANGLE_DEG(20))) {
            if (!face(d, want, 120))
                return false;
            continue;
        }
        InputWord w = INPUT_FORWARD | (walk || dist < 1200 ? INPUT_WALK : 0);
        if (t > ANGLE_DEG(2))
            w |= INPUT_RIGHT;
        else if (t < -ANGLE_DEG(2))
            w |= INPUT_LEFT;
        step(d, w);
    }
    snprintf(d->why, sizeof d->why, "did not reach %d,%d (at %d,%d)", (int)x, (int)z,
             lara(d)->pos.x, lara(d)->pos.z);
    return false;
}

static bool use(Drive *d, int state, int budget)
{
    bool seen = false;
    for (int i = 0; i < budget && alive(d); i++) {
        if (lara(d)->current_state == state)
            seen = true;
        if (seen && lara(d)->current_state == LS_STOP && game(d)->lara.gun_status == LGS_ARMLESS)
            return true;
        step(d, seen ? 0 : INPUT_ACTION);
    }
    snprintf(d->why, sizeof d->why, "never in state %d", state);
    return false;
}

static bool guns(Drive *d, bool out, int budget)
{
    int want = out ? LGS_READY : LGS_ARMLESS;
    for (int i = 0; i < budget && alive(d); i++) {
        int status = game(d)->lara.gun_status;
        if (status == want)
            return true;
        step(d, (i & 1) || status != (out ? LGS_ARMLESS : LGS_READY) ? 0 : INPUT_DRAW);
    }
    snprintf(d->why, sizeof d->why, "guns never %s", out ? "out" : "away");
    return false;
}

/* Guns out, facing the corridor: the wolf comes; once it has bitten, she
 * fires at it whenever it is locked, until it is dead and still. */
static bool fight(Drive *d, int budget)
{
    int16_t hp = lara(d)->hit_points;
    for (int i = 0; i < budget && alive(d); i++) {
        const Item *wolf = item(d, DL_ITEM_WOLF);
        if (wolf->hit_points <= 0 && !wolf->active)
            return true;
        if (lara(d)->hit_points < hp)
            d->bitten = true;
        step(d, d->bitten && wolf->hit_points > 0 && game(d)->lara.target >= 0 ? INPUT_ACTION : 0);
    }
    snprintf(d->why, sizeof d->why, "the wolf lives (hp %d)", item(d, DL_ITEM_WOLF)->hit_points);
    return false;
}

static bool title_to_new_game(Drive *d)
{
    /* The ring opens; action on the passport opens it at New Game; action
     * again chooses it; the ring closes and the level starts. */
    for (int i = 0; i < 20; i++)
        step(d, 0);
    step(d, INPUT_ACTION);
    for (int i = 0; i < 40; i++)
        step(d, 0);
    step(d, INPUT_ACTION);
    for (int i = 0; i < 200 && Runner_Phase(d->r) == RUN_PHASE_TITLE; i++)
        step(d, 0);
    if (Runner_Phase(d->r) != RUN_PHASE_LEVEL)
        snprintf(d->why, sizeof d->why, "the title ring did not start a new game");
    return Runner_Phase(d->r) == RUN_PHASE_LEVEL;
}

static bool walk_through(Drive *d)
{
    const Item *sw = item(d, DL_ITEM_SWITCH);
    const Item *kit = item(d, DL_ITEM_MEDIKIT);
    const Item *spikes = item(d, DL_ITEM_SPIKES);
    /* the switch on the hall's north wall */
    if (!go(d, S(7.5), S(4.5), false, 200, 600) ||
        !go(d, sw->pos.x, sw->pos.z - 300, true, 120, 600) || !face(d, 0, 120))
        return false;
    for (int i = 0; i < 120 && lara(d)->pos.z < sw->pos.z + 360; i++)
        step(d, INPUT_FORWARD | INPUT_WALK);
    if (!rest(d, 60) || !use(d, LS_SWITCH_ON, 200))
        return false;
    /* through the door to the medipack */
    if (!go(d, S(4.5), S(8.5), false, 200, 600) || !go(d, kit->pos.x, kit->pos.z, true, 60, 900) ||
        !use(d, LS_PICKUP, 200))
        return false;
    /* over the spikes into the chamber: the wolf wakes */
    if (!go(d, S(4.5), spikes->pos.z + S(2.2), false, 150, 600) || !face(d, -0x8000, 200) ||
        !guns(d, true, 120) || !fight(d, 2400) || !guns(d, false, 120))
        return false;
    /* the flip trigger by the east pillar */
    if (!go(d, S(6.5), S(18.5), true, 150, 600))
        return false;
    for (int i = 0; i < 30; i++)
        step(d, 0);
    if (!Sim_Flipped(Runner_Sim(d->r))) {
        snprintf(d->why, sizeof d->why, "the map did not flip");
        return false;
    }
    /* back through the corridor and the hall (round the pool) into the
     * levelled slope room, to its far end */
    if (!go(d, S(4.5), S(15.5), false, 200, 600) || !go(d, S(4.5), S(8.5), false, 200, 900) ||
        !go(d, S(7.5), S(8.5), false, 200, 600) || !go(d, S(7.5), S(4.5), false, 200, 600) ||
        !go(d, S(14.5), S(4.5), false, 100, 900))
        return false;
    return true;
}

/* The second level: round the yard's pillars and platform, into the
 * gallery, the medipack on the way, to the finish at its far end. */
static bool walk_level2(Drive *d)
{
    if (!go(d, S(6.5), S(1.5), false, 200, 600) || !go(d, S(6.5), S(3.5), false, 200, 600) ||
        !go(d, S(9.5), S(4.5), true, 60, 900) || !use(d, LS_PICKUP, 200))
        return false;
    return go(d, S(12.5), S(3.5), false, 100, 900);
}

TEST(gameflow_default_level_title_to_end)
{
    const char *level = Test_BinPath("data/default.phd");
    FILE *probe = fopen(level, "rb");
    if (!probe)
        SKIP("no default level (build/data/default.phd)");
    fclose(probe);
    char dir[PATH_MAX], err[512];
    snprintf(dir, sizeof dir, "%s", level);
    *strrchr(dir, '/') = '\0';
    Gameflow *gf = malloc(sizeof *gf);
    CHECK_MSG(Gameflow_Load("data/default.gameflow", gf, err, sizeof err), "%s", err);
    Drive *d = calloc(1, sizeof *d);
    Log_SetQuiet(1);
    Replay_Init(&d->rec, gf->checksum, gf->size);
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    Install_OpenAny(&cfg.install, dir);
    cfg.announce = note;
    cfg.user = d;
    d->r = Runner_Create(&cfg, err, sizeof err);
    CHECK(d->r);
    CHECK_EQ(Runner_Phase(d->r), RUN_PHASE_TITLE);
    CHECK(Runner_TitleRing(d->r) != NULL);

    CHECK_MSG(title_to_new_game(d), "%s", d->why);
    uint32_t level_start = d->tick;
    CHECK_MSG(walk_through(d), "tick %u: %s", d->tick, d->why);
    /* the level is done: the statistics screen */
    for (int i = 0; i < 60 && Runner_Phase(d->r) == RUN_PHASE_LEVEL; i++)
        step(d, 0);
    CHECK_EQ(Runner_Phase(d->r), RUN_PHASE_STATS);
    uint32_t end_tick = d->tick;
    uint64_t end_hash = Sim_Hash(Runner_Sim(d->r));
    const GameStats *st = &Runner_State(d->r)->stats;
    CHECK(!strcmp(st->title, "The Hall"));
    CHECK_EQ(st->kills, 1);
    CHECK_EQ(st->pickups, 1);
    CHECK_EQ(st->timer, end_tick - level_start);
    bool said = false;
    for (int i = 0; i < d->num_lines; i++)
        said |= strstr(d->lines[i], "level complete: The Hall: time ") != NULL;
    CHECK(said);
    /* action (newly pressed) leaves the statistics: the second level */
    step(d, 0);
    step(d, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(d->r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(d->r)->level, 1);
    CHECK(strstr(Runner_LevelPath(d->r), "level2.phd") != NULL);
    /* she keeps her medipack from the first level */
    CHECK_EQ(Inventory_Count(game(d), O_MEDI_ITEM), 1);
    uint32_t level2_start = d->tick;
    CHECK_MSG(walk_level2(d), "tick %u: %s", d->tick, d->why);
    for (int i = 0; i < 60 && Runner_Phase(d->r) == RUN_PHASE_LEVEL; i++)
        step(d, 0);
    CHECK_EQ(Runner_Phase(d->r), RUN_PHASE_STATS);
    CHECK(!strcmp(st->title, "The Yard"));
    CHECK_EQ(st->kills, 0);
    CHECK_EQ(st->pickups, 1);
    CHECK_EQ(st->timer, d->tick - level2_start);
    /* the last level's statistics end the game: back to the title */
    step(d, 0);
    step(d, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(d->r), RUN_PHASE_TITLE);
    CHECK(Runner_TitleRing(d->r) != NULL);

    /* the recording, replayed headless up to the level's end */
    char rec[PATH_MAX], cmd[4 * PATH_MAX];
    static char out[1 << 16];
    snprintf(rec, sizeof rec, "%s/default_game.t8r", Test_TmpDir());
    CHECK_MSG(Replay_Save(&d->rec, rec, err, sizeof err), "%s", err);
    snprintf(cmd, sizeof cmd,
             "'%s' --headless '%s' --gameflow data/default.gameflow --replay '%s' --ticks %u "
             "2>/dev/null",
             Test_BinPath("tomb8"), dir, rec, end_tick);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    char want[64];
    snprintf(want, sizeof want, "\"hash\":\"%016llx\"", (unsigned long long)end_hash);
    CHECK_MSG(strstr(out, want) && strstr(out, "\"phase\":\"stats\""), "want %s: %s", want, out);
    snprintf(cmd, sizeof cmd,
             "'%s' --headless '%s' --gameflow data/default.gameflow --replay '%s' 2>/dev/null",
             Test_BinPath("tomb8"), dir, rec);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && strstr(out, "\"phase\":\"title\""), "exit %d: %s", rc, out);

    Replay_Free(&d->rec);
    Runner_Free(d->r);
    free(d);
    free(gf);
}
