/* The default level is playable: a scripted run on build/data/default.phd
 * (Lara under the original's control code, our own animations) walks to the
 * ledge, jumps up and catches it, hangs and pulls herself up, runs off the
 * far side, runs into the pool, dives, swims up, surfaces, swims to the edge
 * and climbs out. The test checks what must be true along the way (the
 * states reached, standing on top of the ledge, entering the water) and at
 * the end (out of the pool on the hall floor, east of it, unhurt). */
#include "tests/test.h"

#include "engine/anim/anim.h"
#include "engine/level/level.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The input script: segments of "TICKS KEYS" (F forward, B back, L left,
 * R right, J jump, A action, W walk; no keys = nothing held). */
static const char *const k_script[] = {
    "26 L", "10", "50 F", "20",         /* face west, run to the ledge's middle */
    "26 R", "10",                       /* face north, towards the ledge */
    "100 FA", "80 FA",                  /* run into it holding action: jump up,
                                         * catch, hang, pull up */
    "20", "26 R", "10",                 /* on top: face east */
    "134 F",                            /* run off the ledge and into the pool */
    "60 BJ", "30 J", "30",              /* swim up and surface */
    "80 F", "40 FA", "60",              /* swim to the east edge, climb out */
};

static uint32_t parse_keys(const char *k)
{
    uint32_t w = 0;
    for (; *k; k++) {
        switch (*k) {
        case 'F': w |= INPUT_FORWARD; break;
        case 'B': w |= INPUT_BACK; break;
        case 'L': w |= INPUT_LEFT; break;
        case 'R': w |= INPUT_RIGHT; break;
        case 'J': w |= INPUT_JUMP; break;
        case 'A': w |= INPUT_ACTION; break;
        case 'W': w |= INPUT_WALK; break;
        default: break;
        }
    }
    return w;
}

static bool no_listener(void *user, const Sim *s, GameListener *out)
{
    (void)user;
    (void)s;
    (void)out;
    return false;
}

typedef struct {
    bool state_seen[LS_COUNT];
    bool water_seen[4];
    bool on_ledge;          /* stood still on top of the ledge (y = -1024) */
    bool in_pool;           /* was in the pool room */
    int32_t max_depth;      /* deepest y reached in the water */
    int hang_ticks;
} RunLog;

TEST(default_level_moves_ledge_and_pool)
{
    const char *path = Test_BinPath("data/default.phd");
    Level lv;
    char err[512];
    Sim *sim;
    Game *g;
    GameAudio ga;
    RunLog log;
    uint32_t tick = 0;
    if (!path || !Level_Load(path, &lv, err, sizeof err))
        SKIP("no default level (build/data/default.phd)");
    sim = calloc(1, sizeof *sim);
    g = calloc(1, sizeof *g);
    CHECK(sim && g);
    SimConfig cfg = {.animate_all = false};
    CHECK_MSG(Sim_Init(sim, &lv, &cfg, err, sizeof err), "%s", err);
    /* As the headless runner and the window attach them. */
    GameAudio_Attach(&ga, sim, no_listener, NULL);
    CHECK_MSG(Game_Attach(g, sim, err, sizeof err), "%s", err);
    Game_SetAudio(g, &ga);
    CHECK(sim->lara >= 0);
    memset(&log, 0, sizeof log);
    for (size_t s = 0; s < COUNT_OF(k_script); s++) {
        int n = atoi(k_script[s]);
        const char *sp = strchr(k_script[s], ' ');
        uint32_t w = sp ? parse_keys(sp + 1) : 0;
        for (int i = 0; i < n; i++, tick++) {
            Game_Tick(g, w);
            const Item *l = &sim->items[sim->lara];
            if (l->current_state >= 0 && l->current_state < LS_COUNT)
                log.state_seen[l->current_state] = true;
            if (g->lara.water_status >= 0 && g->lara.water_status < 4)
                log.water_seen[g->lara.water_status] = true;
            if (l->current_state == LS_HANG)
                log.hang_ticks++;
            if (l->current_state == LS_STOP && l->pos.y == -1024 && l->room == 0)
                log.on_ledge = true;
            if (l->room == 1) {
                log.in_pool = true;
                log.max_depth = MAX(log.max_depth, l->pos.y);
            }
            if (l->hit_points <= 0)
                break;
        }
    }
    const Item *l = &sim->items[sim->lara];
    int32_t x = l->pos.x, y = l->pos.y, z = l->pos.z, room = l->room, hp = l->hit_points;
    int state = l->current_state, water = g->lara.water_status;
    Game_Free(g);
    GameAudio_Free(&ga);
    Sim_Free(sim);
    free(g);
    free(sim);
    Level_Free(&lv);

    /* The ledge: up-jump, catch, hang, pull up, standing on top. */
    CHECK(log.state_seen[LS_UP_JUMP]);
    CHECK_MSG(log.hang_ticks > 0, "never hung from the ledge");
    CHECK(log.state_seen[LS_NULL]); /* the pull-up (TR1's climb state) */
    CHECK_MSG(log.on_ledge, "never stood on the ledge");
    /* Off the ledge and into the pool: falling, diving, swimming. */
    CHECK(log.state_seen[LS_FORWARD_JUMP]);
    CHECK(log.in_pool);
    CHECK(log.state_seen[LS_DIVE]);
    CHECK(log.state_seen[LS_SWIM]);
    CHECK(log.state_seen[LS_TREAD]);
    CHECK_MSG(log.max_depth > 1000, "only %d deep", (int)log.max_depth);
    CHECK(log.water_seen[LWS_UNDERWATER]);
    /* Surfacing and the surface moves, then out. */
    CHECK(log.water_seen[LWS_SURFACE]);
    CHECK(log.state_seen[LS_SURF_TREAD]);
    CHECK(log.state_seen[LS_SURF_SWIM]);
    CHECK(log.state_seen[LS_WATER_OUT]);
    /* The end: standing on the hall floor just east of the pool, unhurt. */
    CHECK_EQ(water, LWS_ABOVE_WATER);
    CHECK_EQ(state, LS_STOP);
    CHECK_EQ(room, 0);
    CHECK_EQ(y, 0);
    CHECK_MSG(x >= 7168 && x < 8192 && z >= 5120 && z < 8192, "ended at %d,%d", (int)x,
              (int)z);
    CHECK_EQ(hp, LARA_HITPOINTS);
}

/* The mannequin's animations have the TR1 Lara set's structure, which the
 * original control code relies on: per animation the state, frame count
 * and rate, speed and acceleration, next animation and frame, and every
 * state change and dispatch (frames relative to their animation). Checked
 * against LEVEL1's Lara when the shared levels are there. */
TEST(default_level_lara_structure_matches_tr1)
{
    const char *path = Test_BinPath("data/default.phd");
    const char *ref_path = Test_SharedPath("tr1/LEVEL1.PHD");
    Level lv, ref;
    char err[512];
    if (!path || !Level_Load(path, &lv, err, sizeof err))
        SKIP("no default level (build/data/default.phd)");
    if (!ref_path || !Level_Load(ref_path, &ref, err, sizeof err)) {
        Level_Free(&lv);
        SKIP("no tr1/LEVEL1.PHD");
    }
    const Model *m = Level_FindModel(&lv, 0), *rm = Level_FindModel(&ref, 0);
    CHECK(m && rm);
    int a0 = m->animation, r0 = rm->animation, bad = -1;
    for (int i = 0; i < 160 && bad < 0; i++) {
        const Animation *a = &lv.animations[a0 + i], *r = &ref.animations[r0 + i];
        const Animation *an = &lv.animations[a->next_anim], *rn = &ref.animations[r->next_anim];
        bool same = a->state_id == r->state_id && a->frame_rate == r->frame_rate &&
                    a->frame_end - a->frame_start == r->frame_end - r->frame_start &&
                    a->speed == r->speed && a->accel == r->accel &&
                    a->next_anim - a0 == r->next_anim - r0 &&
                    a->next_frame - an->frame_start == r->next_frame - rn->frame_start &&
                    a->num_state_changes == r->num_state_changes;
        for (int k = 0; same && k < a->num_state_changes; k++) {
            const StateChange *sa = &lv.state_changes[a->state_change_offset + k];
            const StateChange *sr = &ref.state_changes[r->state_change_offset + k];
            same = sa->state_id == sr->state_id && sa->num_dispatches == sr->num_dispatches;
            for (int d = 0; same && d < sa->num_dispatches; d++) {
                const AnimDispatch *da = &lv.anim_dispatches[sa->dispatch_offset + d];
                const AnimDispatch *dr = &ref.anim_dispatches[sr->dispatch_offset + d];
                const Animation *ta = &lv.animations[da->next_anim];
                const Animation *tr = &ref.animations[dr->next_anim];
                same = da->low - a->frame_start == dr->low - r->frame_start &&
                       da->high - a->frame_start == dr->high - r->frame_start &&
                       da->next_anim - a0 == dr->next_anim - r0 &&
                       da->next_frame - ta->frame_start == dr->next_frame - tr->frame_start;
            }
        }
        if (!same)
            bad = i;
    }
    Level_Free(&ref);
    Level_Free(&lv);
    CHECK_MSG(bad < 0, "animation %d differs from TR1's", bad);
}

/* Frame boxes where the original code reads them: the hands 740 above her
 * origin while reaching and hanging (edge catch, hang test, pull-up range
 * 650..850), 870 at the top of the up-jump (the vault's jump height), the
 * feet on the floor when standing, the head just above the water on the
 * surface. */
TEST(default_level_lara_frame_boxes)
{
    const char *path = Test_BinPath("data/default.phd");
    Level lv;
    char err[512];
    if (!path || !Level_Load(path, &lv, err, sizeof err))
        SKIP("no default level (build/data/default.phd)");
    const Model *m = Level_FindModel(&lv, 0);
    CHECK(m);
    static const struct { int anim; int top, bottom; } want[] = {
        {95, -740, 9999}, {96, -740, 9999}, {28, -870, 9999}, {11, 9999, 0}, {103, 9999, 0},
        {110, -100, 9999},
    };
    for (size_t i = 0; i < COUNT_OF(want); i++) {
        int anim = m->animation + want[i].anim;
        const Animation *a = &lv.animations[anim];
        for (int f = a->frame_start; f <= a->frame_end; f++) {
            AnimFrame fr;
            Anim_GetFrame(&lv, anim, f, m->num_meshes, &fr);
            if (want[i].top != 9999)
                CHECK_MSG(fr.bbox.min_y == want[i].top, "anim %d frame %d top %d", want[i].anim,
                          f - a->frame_start, fr.bbox.min_y);
            if (want[i].bottom != 9999)
                CHECK_MSG(fr.bbox.max_y == want[i].bottom, "anim %d frame %d bottom %d",
                          want[i].anim, f - a->frame_start, fr.bbox.max_y);
        }
    }
    Level_Free(&lv);
}
