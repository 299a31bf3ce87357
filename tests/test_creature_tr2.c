/* TR2's creature core on purpose-built TR2 rooms (tests/tr_build.h, Lara
 * from ../shared/levels/tr2/RANDO_TEST1.TR2): the zone layout of TR2 files
 * (4 ground zones and a fly zone per flip state), TR2's search limits,
 * slot count and target points, and a path found around a wall. */
#include "tests/test.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/creature_rules.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/objects/tr2/object_ids_tr2.h"

/* A 10 x 10 sector room (8 x 8 inside) split by a wall along x = 4 from
 * z = 1 to 6: the way from the west half to the east half goes round its
 * end at z = 7..8. Lara east, the items of `ids` west (one a sector apart
 * along z from (2.5, 1.5) sectors). NULL (test skipped) without the donor. */
static TestGame *open_walled_room(const char *name, const int16_t *ids, int n, int *first)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 10, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetSolid(&b->lb, room, 4, 1, 4, 6, true);
    LB_AddItem(&b->lb, 0, room, 6656, 0, 2560, 0, 0);
    for (int i = 0; i < n; i++) {
        int it = LB_AddItem(&b->lb, ids[i], room, 2560, 0, 1536 + 1024 * i, 0, 0);
        if (i == 0)
            *first = it;
    }
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    bool ok = path && t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        fprintf(stderr, "walled room: %s\n", err);
        free(t);
        return (TestGame *)-1;
    }
    return t;
}

#define OPEN_OR_SKIP(t, name, ids, n, first)                                    \
    do {                                                                        \
        (t) = open_walled_room(name, ids, n, first);                            \
        if (!(t))                                                               \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));              \
        CHECK_MSG((t) != (TestGame *)-1, "the TR2 room does not build or open"); \
    } while (0)

TEST(creature_tr2_zone_layout)
{
    int16_t ids[] = { O2_YETI };
    int yeti = -1;
    TestGame *t;
    OPEN_OR_SKIP(t, "zones.tr2", ids, 1, &yeti);
    Game *g = &t->g;
    uint32_t n = t->lv.num_boxes;
    int ground = Box_GroundZones(g);
    /* A TR2 file's zones: ground 1..4 and fly for the normal rooms, then
     * the same five for the flipped ones (TR1's layout would put the fly
     * zone third and the flipped arrays from the fourth on). */
    const int16_t *z = t->lv.zones;
    bool fly = Box_ZoneArray(g, BOX_ZONE_FLY, false) == z + 4 * n;
    bool ground4 = Box_ZoneArray(g, 3, false) == z + 3 * n;
    bool flipped = Box_ZoneArray(g, BOX_ZONE_GROUND, true) == z + 5 * n &&
                   Box_ZoneArray(g, BOX_ZONE_FLY, true) == z + 9 * n;
    bool none = Box_ZoneArray(g, 4, false) == NULL;
    /* The yeti climbs a sector: TR2 gives it ground zone 4, from which its
     * zone list is made. */
    bool slot = Lot_EnableAI(g, yeti, true);
    CreatureInfo *c = Creature_Info(g, yeti);
    int16_t step = c ? c->lot.step : 0, drop = c ? c->lot.drop : 0;
    bool zone4 = c && Box_LotZone(g, &c->lot) == z + 3 * n;
    int16_t zone_count = c ? c->lot.zone_count : 0;
    TestGame_Delete(t);
    CHECK_EQ(ground, 4);
    CHECK(fly && ground4 && flipped && none);
    CHECK(slot);
    CHECK_EQ(step, 1024);
    CHECK_EQ(drop, -1024);
    CHECK(zone4);
    CHECK(zone_count > 0);
}

TEST(creature_tr2_slots_and_search_limits)
{
    int16_t ids[] = { O2_DOG, O2_DOG, O2_DOG, O2_DOG, O2_DOG, O2_DOG };
    int first = -1;
    TestGame *t;
    OPEN_OR_SKIP(t, "slots.tr2", ids, 6, &first);
    Game *g = &t->g;
    bool all = true;
    for (int i = 0; i < 6; i++)
        all = all && Lot_EnableAI(g, first + i, true);
    /* TR2 thinks for 5 creatures at once (TR1: 8): the sixth took the slot
     * of one that now waits invisible. */
    int used = g->creatures->used, invisible = 0;
    for (int i = 0; i < 6; i++)
        invisible += t->sim.items[first + i].status == ITEM_STATUS_INVISIBLE;
    const CreatureInfo *c = Creature_Info(g, first + 5);
    /* TR2's walkers climb a click and drop two (TR1: one). */
    int16_t step = c ? c->lot.step : 0, drop = c ? c->lot.drop : 0, fly = c ? c->lot.fly : -1;
    uint16_t mask = c ? c->lot.block_mask : 0;
    TestGame_Delete(t);
    CHECK(all);
    CHECK_EQ(used, 5);
    CHECK_EQ(invisible, 1);
    CHECK_EQ(step, 256);
    CHECK_EQ(drop, -512);
    CHECK_EQ(fly, 0);
    CHECK_EQ(mask, BOX_BLOCKED);
}

/* Follows the exit boxes from `from`: the number of hops to `to`, -1 when
 * the chain does not get there. *far_z: the largest max_z on the way. */
static int path_hops(const Game *g, const Lot *lot, int from, int to, int32_t *far_z)
{
    int box = from, hops = 0;
    *far_z = 0;
    while (box != to) {
        if (box < 0 || (uint32_t)box >= g->lv->num_boxes || hops > (int)g->lv->num_boxes)
            return -1;
        if (g->lv->boxes[box].max_z > *far_z)
            *far_z = g->lv->boxes[box].max_z;
        box = lot->node[box].exit_box;
        hops++;
    }
    return hops;
}

TEST(creature_tr2_path_round_wall)
{
    int16_t ids[] = { O2_DOG };
    int dog = -1;
    TestGame *t;
    OPEN_OR_SKIP(t, "path.tr2", ids, 1, &dog);
    Game *g = &t->g;
    bool slot = Lot_EnableAI(g, dog, true);
    CreatureInfo *c = Creature_Info(g, dog);
    CHECK(slot && c);
    int dog_box = Creature_ItemBox(g, &t->sim.items[dog]);
    int lara_box = Creature_ItemBox(g, &t->sim.items[t->sim.lara]);
    /* The search runs from Lara's box back over the level's boxes. */
    c->lot.required_box = (int16_t)lara_box;
    for (int i = 0; i < 64; i++)
        Box_UpdateLot(g, &c->lot, BOX_MAX_EXPANSION);
    int32_t far_z = 0;
    int hops = path_hops(g, &c->lot, dog_box, lara_box, &far_z);
    uint32_t boxes = t->lv.num_boxes;

    /* TR2's target point in a box: its span counts the last sector whole
     * (TR2 stores a box's far edges one past, TR1 on the last unit). */
    const Box *lb = &t->lv.boxes[lara_box];
    Prng before = t->sim.prng;
    Box_TargetBox(g, &c->lot, lara_box);
    Prng p = before;
    int32_t rz = Prng_Control(&p), rx = Prng_Control(&p);
    int32_t want_z = lb->min_z + 512 + (int32_t)(((int64_t)rz * (lb->max_z - lb->min_z - 1024)) >> 15);
    int32_t want_x = lb->min_x + 512 + (int32_t)(((int64_t)rx * (lb->max_x - lb->min_x - 1024)) >> 15);
    int32_t tz = c->lot.target.z, tx = c->lot.target.x;
    bool sectors = (lb->max_z & 1023) == 0 && (lb->max_x & 1023) == 0;
    /* a drained search forgets its tail (TR2) */
    int16_t tail = c->lot.tail;
    TestGame_Delete(t);
    CHECK(dog_box >= 0 && lara_box >= 0 && dog_box != lara_box);
    CHECK_MSG(hops >= 2, "no path of boxes from the dog to Lara (%d hops, %u boxes)", hops, boxes);
    /* round the wall's end: some box on the way reaches z = 7 sectors */
    CHECK_MSG(far_z > 7 * 1024, "the path does not go round the wall (max z %d)", far_z);
    CHECK(sectors);
    CHECK_EQ(tz, want_z);
    CHECK_EQ(tx, want_x);
    CHECK_EQ(tail, LOT_NO_BOX);
}

TEST(creature_tr2_monks_and_bandits_choose_enemies)
{
    int16_t ids[] = { O2_MONK_1, O2_BANDIT_1 };
    int monk = -1;
    TestGame *t;
    OPEN_OR_SKIP(t, "enemies.tr2", ids, 2, &monk);
    Game *g = &t->g;
    int bandit = monk + 1, lara = t->sim.lara;
    for (int i = 0; i < 2; i++)
        t->sim.items[monk + i].status = ITEM_STATUS_ACTIVE;
    bool slots = Lot_EnableAI(g, monk, true) && Lot_EnableAI(g, bandit, true);
    CreatureAI info;
    /* Monk and bandit go for each other (a sector apart; Lara is four). */
    Creature_AIInfo(g, monk, &info);
    int monk_enemy = Creature_Info(g, monk)->enemy;
    int32_t monk_dist = info.distance;
    Creature_AIInfo(g, bandit, &info);
    int bandit_enemy = Creature_Info(g, bandit)->enemy;
    /* Without a bandit thinking, a calm monk has no enemy and stays bored
     * however near Lara is... */
    Lot_DisableAI(g, bandit);
    Creature_AIInfo(g, monk, &info);
    int calm_enemy = Creature_Info(g, monk)->enemy;
    int32_t calm_dist = info.distance;
    Creature_Mood(g, monk, &info, false);
    CreatureMood calm_mood = Creature_Info(g, monk)->mood;
    bool friendly = Creature_IsFriendlyTR2(g, O2_MONK_1);
    /* ...until Lara shoots a monk. */
    Creature_AngerMonks(g);
    Creature_AIInfo(g, monk, &info);
    int angry_enemy = Creature_Info(g, monk)->enemy;
    bool still_friendly = Creature_IsFriendlyTR2(g, O2_MONK_1);
    TestGame_Delete(t);
    CHECK(slots);
    CHECK_EQ(monk_enemy, bandit);
    CHECK_EQ(monk_dist, 1024 * 1024);
    CHECK_EQ(bandit_enemy, monk);
    CHECK_EQ(calm_enemy, ITEM_NONE);
    CHECK_EQ(calm_dist, INT32_MAX);
    CHECK_EQ(calm_mood, MOOD_BORED);
    CHECK(friendly);
    CHECK_EQ(angry_enemy, lara);
    CHECK(!still_friendly);
}

/* TR2's mood goes for the chosen enemy: a bandit a sector from a monk
 * (Lara four away) attacks the monk: its search heads for the monk's box
 * and point, and no control number decides it (TR1's smartness draw). */
TEST(creature_tr2_mood_attacks_the_chosen_enemy)
{
    int16_t ids[] = { O2_MONK_1, O2_BANDIT_1 };
    int monk = -1;
    TestGame *t;
    OPEN_OR_SKIP(t, "mood.tr2", ids, 2, &monk);
    Game *g = &t->g;
    int bandit = monk + 1;
    for (int i = 0; i < 2; i++) {
        t->sim.items[monk + i].status = ITEM_STATUS_ACTIVE;
        /* (neither model is in the level: give them life) */
        t->sim.items[monk + i].hit_points = 10;
    }
    bool slots = Lot_EnableAI(g, monk, true) && Lot_EnableAI(g, bandit, true);
    CreatureInfo *c = Creature_Info(g, bandit);
    CreatureAI info;
    Creature_AIInfo(g, bandit, &info);
    int16_t monk_box = Creature_ItemBox(g, &t->sim.items[monk]);
    /* a non-violent creature attacks an enemy in its zone within 3 sectors
     * (two ticks: on the first, a search without a target box yet aims
     * inside its own box, as the original) */
    c->mood = MOOD_ATTACK;
    Creature_Mood(g, bandit, &info, false);
    Creature_AIInfo(g, bandit, &info);
    Creature_Mood(g, bandit, &info, false);
    CreatureMood mood = c->mood;
    Vec3i target = c->lot.target;
    int16_t required = c->lot.required_box;
    Vec3i monk_pos = t->sim.items[monk].pos;
    int enemy = c->enemy;
    TestGame_Delete(t);
    CHECK(slots);
    CHECK_EQ(enemy, monk);
    CHECK_EQ(mood, MOOD_ATTACK);
    CHECK_EQ(required, monk_box);
    CHECK_EQ(target.x, monk_pos.x);
    CHECK_EQ(target.z, monk_pos.z);
}
