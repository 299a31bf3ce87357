/* TR2's Lara (game/lara/lara_*_tr2.c, Lara_TableTR2) on rooms built at
 * test time (tests/tr_build.h: Lara's model and animations from
 * ../shared/levels/tr2/RANDO_TEST1.TR2; skipped without it): wading out of
 * the water and onto land, the twist of a forward jump, the underwater
 * roll, a ledge grab and a death. Each checks what only TR2's table does
 * (TR1's Lara has no wade, twist or roll state). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/rules/rules.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#ifndef RAMP_SLOPE
#define RAMP_SLOPE (-1)
#endif

/* One test level: a dry room 0 (6 x 10 sectors inside, floor at 0, high
 * ceiling), its far half (z sectors 6..10) over water room 1 whose floor
 * is `depth` clicks under the surface at y = 0. With `step`, the water
 * deepens gently, as TR2's wading pools do (the wade starts deeper than
 * a step and a half and ends shallower than 474, so a flat floor in whole
 * clicks never starts it): z = 6 one click deep, z = 7 a ramp from one
 * click down to two. With `ledge`, a block 5 clicks
 * high fills the near row z = 1 (a ledge to grab from z = 2). Lara stands
 * at (x 3.5, z 2.5) sectors. NULL: no donor level (skip). */
static TestGame *open_level(int depth, bool step, bool ledge, char *why, size_t cap)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b) {
        snprintf(why, cap, "%s not available", TrBuild_DonorName(GAME_TR2));
        return NULL;
    }
    int dry = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    int wet = LB_AddRoom(&b->lb, 0, 5, 8, 7, depth, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[wet].water = true;
    LB_ConnectVertical(&b->lb, dry, wet, 1, 6, 6, 10);
    if (step) {
        LB_SetFloor(&b->lb, wet, 1, 1, 6, 2, 1);
        for (int x = 1; x <= 6; x++)
            LB_SetSlope(&b->lb, wet, x, 2, 0, RAMP_SLOPE);
    }
    if (ledge)
        LB_SetFloor(&b->lb, dry, 1, 1, 6, 1, -5);
    LB_AddItem(&b->lb, 0, dry, MID(3), 0, MID(2), 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "lara_tr2.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    bool ok = path && t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        snprintf(why, cap, "level not built/opened: %s", err);
        return NULL;
    }
    snprintf(why, cap, "ok");
    return t;
}

static int rel_anim(TestGame *t, const Item *l)
{
    return l->anim - Lara_AnimBase(&t->g, l);
}

static inline void set_anim(TestGame *t, Item *l, int anim, int state)
{
    Lara_SwitchAnim(&t->g, l, anim, 0);
    l->current_state = l->goal_state = (int16_t)state;
}

#define OPEN_OR_SKIP(t, depth, step, ledge)                                         \
    do {                                                                            \
        char why_[600];                                                             \
        if (!TrBuild_DonorName(GAME_TR2) || !Test_SharedPath(TrBuild_DonorName(GAME_TR2))) \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));                 \
        (t) = open_level(depth, step, ledge, why_, sizeof why_);                    \
        CHECK_MSG((t) != NULL, "%s", why_);                                         \
    } while (0)

TEST(lara_tr2_rules_use_tr2_table)
{
    /* TR2's rules carry TR2's Lara; TR1's keep TR1's. */
    CHECK(GameRules_TR2.lara == &Lara_TableTR2);
    CHECK(GameRules_TR1.lara == &Lara_TableTR1);
    CHECK(GameRules_TR2.lara != GameRules_TR1.lara);
}

/* Running from dry land down a step and a ramp into water two clicks deep:
 * where the water passes a step and a half deep she starts wading
 * (LWS_WADE, the wade state and animation); turned round, she wades back up
 * the ramp and, where the water is shallower than that, runs on dry land's
 * terms again (above water, the run) up onto the floor of the dry room. */
TEST(lara_tr2_wades_in_and_out)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, true, false);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    CHECK_EQ(t->g.lara.water_status, LWS_ABOVE_WATER);

    int wade_tick = -1;
    bool wade_state = false, wade_anim = false;
    for (int i = 0; i < 150; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (getenv("LARA2_DEBUG"))
            printf("    in t%d pos %d,%d,%d room %d st %d/%d anim %d ws %d\n", i, l->pos.x, l->pos.y,
                   l->pos.z, l->room, l->current_state, l->goal_state, rel_anim(t, l),
                   t->g.lara.water_status);
        if (wade_tick < 0 && t->g.lara.water_status == LWS_WADE)
            wade_tick = i;
        if (l->current_state == LS_WADE)
            wade_state = true;
        if (rel_anim(t, l) == LARA2_ANIM_WADE)
            wade_anim = true;
        if (l->pos.z > MID(9))
            break;
    }
    int16_t deep_status = t->g.lara.water_status;
    int32_t deep_y = l->pos.y;
    /* About turn in the water (left for a while) and back out. */
    TestGame_Step(t, 0, 20);
    for (int i = 0; i < 60 && (l->rot.y > -30000 && l->rot.y < 30000); i++)
        TestGame_Step(t, INPUT_LEFT, 1);
    TestGame_Step(t, 0, 10);
    int out_tick = -1;
    int16_t out_state = -1, out_goal = -1;
    for (int i = 0; i < 300 && l->pos.z > MID(3); i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (getenv("LARA2_DEBUG"))
            printf("    out t%d pos %d,%d,%d room %d st %d/%d anim %d ws %d\n", i, l->pos.x,
                   l->pos.y, l->pos.z, l->room, l->current_state, l->goal_state, rel_anim(t, l),
                   t->g.lara.water_status);
        if (out_tick < 0 && t->g.lara.water_status == LWS_ABOVE_WATER) {
            out_tick = i;
            out_state = l->current_state;
            out_goal = l->goal_state;
        }
    }
    Vec3i end = l->pos;
    int16_t end_status = t->g.lara.water_status;
    TestGame_Delete(t);

    CHECK_MSG(wade_tick >= 0, "never started wading");
    CHECK(wade_state);
    CHECK(wade_anim);
    CHECK_EQ(deep_status, LWS_WADE);
    CHECK_EQ(deep_y, 512);
    CHECK_MSG(out_tick >= 0, "never left the water");
    CHECK_MSG(out_state == LS_RUN || out_goal == LS_RUN, "state %d goal %d leaving the water",
              out_state, out_goal);
    CHECK_EQ(end_status, LWS_ABOVE_WATER);
    CHECK_MSG(end.y == 0 && end.z <= MID(3), "on dry land at %d,%d,%d", end.x, end.y, end.z);
}
