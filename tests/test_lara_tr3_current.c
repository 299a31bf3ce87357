/* TR3's current for Lara swimming (game/lara/lara_current_tr3.c) on a
 * pool built at test time (tests/tr_build.h; skipped without
 * ../shared/levels/tr3/RANDO_TEST1.TR2): a sink trigger under her names
 * a camera and she drifts straight for it, as the kayak does. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_floor.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/save/save.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define CAM_Y 1536

/* A pool all under water (x, z 1..8; floor 8 clicks down, a solid ceiling
 * at 0), Lara treading water at (2.5, 1024, 2.5), sink triggers on the
 * sectors x, z 1..5 naming a camera at (6.5, CAM_Y, 6.5): north-east of
 * her and deeper. */
static TestGame *open_pool(char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int r = LB_AddRoom(&b->lb, 0, 0, 10, 10, 8, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[r].water = true;
    int cam = LB_AddCamera(&b->lb, r, MID(6), CAM_Y, MID(6));
    for (int x = 1; x <= 5; x++) {
        for (int z = 1; z <= 5; z++) {
            int trig = LB_AddTrigger(&b->lb, r, x, z, LB_TRIG_TRIGGER, 0, false);
            LB_TriggerAction(&b->lb, trig, TRIGGER_ACTION_CURRENT, cam);
        }
    }
    LB_AddItem(&b->lb, 0, r, MID(2), 1024, MID(2), 0, 0);
    return TrBuildGame_OpenWhy(b, "lara_tr3_current.tr2", why, cap);
}

/* The camera's room word is the current's strength (0 here while she
 * settles, then 8): on the trigger her drift eases a sixteenth of the way
 * a tick towards 8 x 1024 along the line to the camera (1/256ths), so the
 * first tick gives 8192 x sin 45 / 16 on each axis; she heads north-east
 * evenly, her height eases towards the camera's, and TR2's pull along the
 * boxes plays no part (its strength, current_active, stays unset). */
TEST(lara_tr3_current_drifts_her_towards_the_sink_camera)
{
    char why[600] = "";
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame *t = open_pool(why, sizeof why);
    CHECK_MSG(t != NULL, "%s", why);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    Camera *cam = &t->lv.cameras[t->lv.num_cameras - 1];
    cam->room = 0;
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->g.lara.water_status, LWS_UNDERWATER);
    CHECK_EQ(t->g.lara.current_sink, (int16_t)t->lv.num_cameras);
    CHECK_EQ(t->g.lara.current_xvel, 0);
    Vec3i start = l->pos;

    cam->room = 8;
    TestGame_Step(t, 0, 1);
    int32_t xv = t->g.lara.current_xvel, zv = t->g.lara.current_zvel;
    CHECK_MSG(xv > 355 && xv < 370 && zv > 355 && zv < 370, "first tick's drift %d, %d", xv, zv);
    CHECK_EQ(t->g.lara.current_active, 0);

    TestGame_Step(t, 0, 40);
    Vec3i end = l->pos;
    int32_t dx = end.x - start.x, dz = end.z - start.z;
    xv = t->g.lara.current_xvel;
    int16_t sink = t->g.lara.current_sink;
    int16_t cams = (int16_t)t->lv.num_cameras;
    TestGame_Delete(t);
    CHECK_MSG(dx > 200 && dz > 200 && abs(dx - dz) < 20, "drifted %d, %d", dx, dz);
    CHECK_MSG(end.y > start.y && end.y <= CAM_Y, "height %d -> %d", start.y, end.y);
    CHECK_MSG(xv > 4000 && xv < 5793, "drift %d after 41 ticks", xv);
    CHECK_EQ(sink, cams);
}

/* Off the trigger TR3 never fades her drift, so a save keeps it. */
TEST(lara_tr3_current_drift_survives_a_save)
{
    char why[600] = "";
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame *t = open_pool(why, sizeof why);
    CHECK_MSG(t != NULL, "%s", why);
    t->g.lara.current_xvel = -1234;
    t->g.lara.current_zvel = 4321;
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&t->g, &data, &size));
    TestGame_Delete(t);
    TestGame *u = open_pool(why, sizeof why);
    CHECK_MSG(u != NULL, "%s", why);
    if (u && data) {
        char err[512] = "";
        bool ok = TestGame_Restore(&u->g, data, size, "current.sav", err, sizeof err);
        CHECK_MSG(ok, "%s", err);
        CHECK_EQ(u->g.lara.current_xvel, -1234);
        CHECK_EQ(u->g.lara.current_zvel, 4321);
    }
    free(data);
    if (u)
        TestGame_Delete(u);
}
