/* TR3's stoppers (RoomSector.stopper: bit 15 of a TR3 sector's box word):
 * the cleaner robot turns away from them, a block is not pushed into one,
 * a moving block marks its way, the robot marks where it goes, and a load
 * marks them again as the original's does (tomb3 cleaner.cpp, moveblok.cpp,
 * box.cpp AdjustStopperFlag). On purpose-built TR3 rooms (tests/tr_build.h;
 * skipped without the shared donor level). The donor has neither the robot
 * nor a block: the flare's model stands in for both (a still, one-frame
 * animation; the test sets the block's coming to rest, as the end of a
 * real block's animation would). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

/* What a lab has besides the robot on (6, 3) facing -x, asleep. */
typedef struct {
    bool level_stopper; /* (6, 2), the robot's left, is a stopper in the file */
    bool block;         /* a block on (5, 2), Lara on (3, 2) facing +x */
} Lab;

/* The box of sector (5, 2) of room 0 (TR3's box word holds the material
 * too: Level_SectorBox). */
static uint16_t box_at_5_2(const Level *lv)
{
    return Level_SectorBox(lv, Level_RoomSector(&lv->rooms[0], 5, 2));
}

typedef struct {
    TestGame *t;
    int robot, block;
} LabGame;

static bool add_stand_in(Level *lv, int id)
{
    return TrBuildGame_CopyModel(lv, O3_FLARE_ITEM, (uint32_t)id);
}

/* A room 8 x 5 sectors inside (x 1..8, z 1..5, floor 0). NULL: no donor;
 * (TestGame *)-1: it does not build. */
static TestGame *open_lab(const Lab *lab, LabGame *out)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    b->tr3_material = 5; /* in the box words' low bits, beside the box */
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 7, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    if (lab->block)
        LB_AddItem(&b->lb, O3_LARA, room, MID(3), 0, MID(2), 0x4000, 0);
    else
        LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0x4000, 0);
    out->robot = LB_AddItem(&b->lb, O3_ELECTRIC_CLEANER, room, MID(6), 0, MID(3), (int16_t)0xC000, 0);
    out->block = lab->block ? LB_AddItem(&b->lb, O3_MOVABLE_BLOCK, room, MID(5), 0, MID(2), 0, 0) : -1;
    bool ok = !lab->level_stopper || TrBuild_AddStopper(b, room, 6, 2);
    char err[512] = "";
    const char *path = ok ? TrBuild_Write(b, "tr3_stopper.tr2", err, sizeof err) : NULL;
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    ok = path && t && Level_Load(path, &t->lv, err, sizeof err);
    TrBuild_Delete(b);
    bool models = ok && add_stand_in(&t->lv, O3_ELECTRIC_CLEANER) &&
                  (!lab->block || add_stand_in(&t->lv, O3_MOVABLE_BLOCK));
    /* The block's box is one a block blocks while it rests there (the
     * builder marks only TR1's doors' boxes blockable). */
    uint16_t box = models ? box_at_5_2(&t->lv) : NO_BOX;
    if (lab->block && box < t->lv.num_boxes)
        t->lv.boxes[box].overlap_index = (uint16_t)(t->lv.boxes[box].overlap_index | BOX_BLOCKABLE);
    if (!models || !TestGame_Start(t)) {
        fprintf(stderr, "tr3 stopper: %s\n", err);
        if (ok)
            Level_Free(&t->lv);
        free(t);
        return (TestGame *)-1;
    }
    out->t = t;
    return t;
}

#define LAB_OR_SKIP(lab, out)                                                     \
    do {                                                                          \
        TestGame *t_ = open_lab(lab, out);                                        \
        if (!t_)                                                                  \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        CHECK_MSG(t_ != (TestGame *)-1, "the lab does not build");                \
    } while (0)

static void wake(LabGame *l)
{
    Item *it = &l->t->sim.items[l->robot];
    it->activation_mask = ITEM_MASK_FULL;
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&l->t->g, l->robot);
    Lot_EnableAI(&l->t->g, l->robot, true);
}

static bool stopper_at(Game *g, int sx, int sz)
{
    int16_t room = 0;
    const RoomSector *s = World_Sector(&g->world, MID(sx), 0, MID(sz), &room);
    return s && s->stopper;
}

static int32_t floor_at(Game *g, int sx, int sz)
{
    int16_t room = 0;
    const RoomSector *s = World_Sector(&g->world, MID(sx), -2048, MID(sz), &room);
    return World_Height(&g->world, s, MID(sx), -2048, MID(sz));
}

/* Lara, against the block's -x face, takes hold (action) and at her ready
 * stance's 19th frame pushes (forward): true once the block moves. */
static bool push_block(LabGame *l)
{
    TestGame *t = l->t;
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos.x = 5 * SEC - LARA_RADIUS - 1;
    lara->rot.y = 0x4000;
    TestGame_Step(t, 0, 2);
    for (int n = 0; n < 60 && lara->current_state != LS_PP_READY; n++)
        TestGame_Step(t, INPUT_ACTION, 1);
    for (int n = 0; n < 60; n++) {
        if (t->sim.items[l->block].status == ITEM_STATUS_ACTIVE)
            return true;
        TestGame_Step(t, INPUT_ACTION | INPUT_FORWARD, 1);
    }
    return false;
}

/* The level file's stopper on its left (6, 2) keeps the woken robot from
 * turning that way: it goes ahead (-x) at once. Without it, the same robot
 * turns left (tr3_cleaner_circles_in_the_open). */
TEST(tr3_stopper_in_the_level_turns_the_robot_away)
{
    LabGame l;
    LAB_OR_SKIP(&(Lab){ .level_stopper = true }, &l);
    TestGame *t = l.t;
    Item *it = &t->sim.items[l.robot];
    CHECK(stopper_at(&t->g, 6, 2));
    CHECK(!stopper_at(&t->g, 5, 3));
    CHECK(!stopper_at(&t->g, 6, 3));
    wake(&l);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->rot.y, (int16_t)0xC000);
    CHECK_EQ(it->pos.x, MID(6) - 64);
    CHECK_EQ(it->pos.z, MID(3));
    /* It marked the sector it goes into; its start was never marked. */
    CHECK(stopper_at(&t->g, 5, 3));
    CHECK(!stopper_at(&t->g, 6, 3));
    /* At (5, 3)'s centre it clears (6, 3) behind it, and with its left
     * (5, 2) open turns that way; the level's stopper stays. */
    TestGame_Step(t, 0, 15);
    CHECK_EQ(it->pos.x, MID(5));
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->rot.y, (int16_t)(0xC000 - 1024));
    CHECK(stopper_at(&t->g, 5, 3));
    CHECK(!stopper_at(&t->g, 6, 3));
    CHECK(stopper_at(&t->g, 6, 2));
    TestGame_Delete(t);
}

/* The same room without the file's stopper: the robot turns left at once
 * (the test above fails without the stopper bit read). */
TEST(tr3_stopper_absent_the_robot_turns_left)
{
    LabGame l;
    LAB_OR_SKIP(&(Lab){ 0 }, &l);
    TestGame *t = l.t;
    Item *it = &t->sim.items[l.robot];
    CHECK(!stopper_at(&t->g, 6, 2));
    wake(&l);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->rot.y, (int16_t)(0xC000 - 1024));
    CHECK_EQ(it->pos.x, MID(6));
    TestGame_Delete(t);
}

/* Lara pushes a block from (5, 2) towards (6, 2) (resting, it blocks its
 * box for the creatures; set moving, it frees it): while it moves both are
 * stoppers (the floor of (6, 2) still the room's), so the robot woken on
 * (6, 3) does not turn left into the block's new sector but goes ahead;
 * come to rest on (6, 2) the block clears both and raises (6, 2)'s floor,
 * which keeps the robot out from then on. */
TEST(tr3_stopper_pushed_block_turns_the_robot_away)
{
    LabGame l;
    LAB_OR_SKIP(&(Lab){ .block = true }, &l);
    TestGame *t = l.t;
    Game *g = &t->g;
    Item *it = &t->sim.items[l.robot];
    Item *bl = &t->sim.items[l.block];
    CHECK_EQ(floor_at(g, 5, 2), -SEC);
    uint16_t box = box_at_5_2(&t->lv);
    CHECK(box < t->lv.num_boxes);
    CHECK(g->world.box_overlap[box] & WORLD_BOX_BLOCKED);
    CHECK(push_block(&l));
    CHECK(!(g->world.box_overlap[box] & WORLD_BOX_BLOCKED));
    CHECK(stopper_at(g, 5, 2));
    CHECK(stopper_at(g, 6, 2));
    CHECK_EQ(floor_at(g, 6, 2), 0);
    CHECK_EQ(floor_at(g, 5, 2), 0);
    wake(&l);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->rot.y, (int16_t)0xC000);
    CHECK_EQ(it->pos.x, MID(6) - 64);
    /* At rest on (6, 2) (the block's animation would move it and end it;
     * the stand-in's does neither). */
    bl->pos.x = MID(6);
    Sim_UpdateItemRoom(&t->sim, l.block);
    bl->status = ITEM_STATUS_DEACTIVATED;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(bl->status, ITEM_STATUS_INACTIVE);
    CHECK(!stopper_at(g, 5, 2));
    CHECK(!stopper_at(g, 6, 2));
    CHECK_EQ(floor_at(g, 6, 2), -SEC);
    TestGame_Delete(t);
}

/* A block is not pushed into a stopper: the file's on (6, 2). */
TEST(tr3_stopper_keeps_a_block_out)
{
    LabGame l;
    const Lab both = { .block = true, .level_stopper = true };
    LAB_OR_SKIP(&both, &l);
    TestGame *t = l.t;
    CHECK(!push_block(&l));
    CHECK_EQ(t->sim.items[l.block].status, ITEM_STATUS_INACTIVE);
    CHECK_EQ(floor_at(&t->g, 5, 2), -SEC);
    TestGame_Delete(t);
    /* The same push with no stopper there goes. */
    LAB_OR_SKIP(&(Lab){ .block = true }, &l);
    CHECK(push_block(&l));
    TestGame_Delete(l.t);
}

/* Stoppers are not saved: a load has the level's, and marks where the
 * robot is as the original's load does -- between centres the sector it
 * left (its start, never marked while it ran) and the next. */
TEST(tr3_stopper_marked_again_after_a_load)
{
    LabGame l;
    LAB_OR_SKIP(&(Lab){ .level_stopper = true }, &l);
    TestGame *t = l.t;
    wake(&l);
    TestGame_Step(t, 0, 1);
    CHECK(stopper_at(&t->g, 5, 3));
    CHECK(!stopper_at(&t->g, 6, 3));
    SaveMeta meta = { .gameflow_level = -1, .label = NULL };
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(Save_Serialize(&t->g, NULL, &meta, &data, &size));
    LabGame l2;
    LAB_OR_SKIP(&(Lab){ .level_stopper = true }, &l2);
    char err[256] = "";
    CHECK_MSG(Save_Restore(&l2.t->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err), "%s",
              err);
    free(data);
    CHECK(stopper_at(&l2.t->g, 6, 2));
    CHECK(stopper_at(&l2.t->g, 6, 3));
    CHECK(stopper_at(&l2.t->g, 5, 3));
    CHECK(!stopper_at(&l2.t->g, 4, 3));
    CHECK_EQ(l2.t->sim.items[l2.robot].pos.x, MID(6) - 64);
    TestGame_Delete(l2.t);
    TestGame_Delete(t);
}
