/* TR3's extra death scenes and death looks: the rapids' drowning
 * (Madubu Gorge's deadly sectors, the original's LavaBurn and
 * LaraRapidsDrown) on a purpose-built TR3 room (tests/tr3_trap_room.h).
 * The shared TR3 level has no vehicle set: the drowning's animation (25 of
 * O3_VEHICLE_ANIM) is a stand-in (tests/vehicle_stand_in.h). */
#include "tests/test.h"

#include "engine/level/level_floor.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"
#include "tests/tr3_trap_room.h"
#include "tests/vehicle_stand_in.h"

#define MID(n) TRAP_MID(n)
#define DROWN_ANIM 25

/* A room with Lara on a deadly (lava) sector at (2, 2), the vehicle set's
 * stand-in loaded; `rapids`: the level's deadly sectors are rapids. */
static TestGame *deadly_room(bool rapids)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    StandInAnim set[DROWN_ANIM + 1] = { { 0 } };
    for (int i = 0; i <= DROWN_ANIM; i++)
        set[i] = (StandInAnim){ 0, 4, (uint16_t)i, { { 0 } }, 0, 0, false };
    set[DROWN_ANIM] = (StandInAnim){ LS3_EXTRA_RAPIDS_DROWN, 60, DROWN_ANIM, { { 0 } }, 0, 0,
                                     false };
    static const int ids[] = { O3_VEHICLE_ANIM };
    if (!StandIn_Add(&b->donor, set, DROWN_ANIM + 1, ids, 1)) {
        TrBuild_Delete(b);
        return NULL;
    }
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    const uint16_t lava[] = { FD_KILL | FD_END_BIT };
    if (!TrBuild_AddFloorData(b, room, 2, 2, lava, 1, false)) {
        TrBuild_Delete(b);
        return NULL;
    }
    TestGame *t = TrapRoom_Open(b, "tr3_rapids.tr2", -1, -1);
    TrBuild_Delete(b);
    if (t)
        t->g.level_rules = rapids ? LEVEL_RULE_RAPIDS_DROWN : 0;
    return t;
}

/* In Madubu Gorge a deadly sector drowns her in the rapids: the vehicle
 * set's animation 25 in her extra state 12, hit points 0, hands busy;
 * then each tick 384 under the floor, turning 1024, once (not started
 * again). Elsewhere the same sector burns her. */
TEST(tr3_rapids_drown_lara_on_a_deadly_sector)
{
    TestGame *t = deadly_room(true);
    if (!t)
        SKIP("%s not available (or the room does not build)", TrBuild_DonorName(GAME_TR3));
    Game *g = &t->g;
    Item *l = &t->sim.items[t->sim.lara];
    int first = (int)Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
    TestGame_Step(t, 0, 1);
    int rel = l->anim - first;
    int16_t state = l->current_state, hp = l->hit_points;
    bool extra = g->lara.extra_anim, busy = g->lara.gun_status == LGS_HANDS_BUSY;
    int16_t yaw = l->rot.y;
    int16_t frame = l->frame;
    /* the rapids' mist: a waterfall's four puffs about her each tick */
    int sparks0 = Spark3_Count(g);
    TestGame_Step(t, 0, 1);
    int mist = Spark3_Count(g) - sparks0;
    TestGame_Step(t, 0, 3);
    int32_t y = l->pos.y;
    int16_t turned = (int16_t)(l->rot.y - yaw);
    int frames_on = l->frame - frame;
    TestGame_Delete(t);
    CHECK_EQ(rel, DROWN_ANIM);
    CHECK_EQ(state, LS3_EXTRA_RAPIDS_DROWN);
    CHECK_EQ(hp, 0);
    CHECK(extra);
    CHECK(busy);
    CHECK_EQ(y, 384);
    CHECK_EQ(turned, 4 * 1024);
    CHECK_MSG(frames_on == 4, "the drowning restarted (%d frames on)", frames_on);
    CHECK_EQ(mist, 4);

    t = deadly_room(false);
    CHECK(t != NULL);
    l = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 2);
    bool burnt_extra = t->g.lara.extra_anim;
    int16_t burnt_hp = l->hit_points, burnt_state = l->current_state;
    TestGame_Delete(t);
    CHECK(!burnt_extra);
    CHECK(burnt_hp < 0);
    CHECK(burnt_state != LS3_EXTRA_RAPIDS_DROWN);
}

/* A shiva's or Willard's kill puts Lara in the extra set's state 2 (TR2's
 * yeti kill). TR3's routine for it does nothing (its extra routines): her
 * death timer runs on (and the camera stays as the kill turned it); TR2's
 * holds the timer until the animation is nearly over. */
TEST(tr3_kill_in_the_yeti_state_runs_the_death_timer)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_kill.tr2", -1, -1);
    TrBuild_Delete(b);
    CHECK(t != NULL);
    Game *g = &t->g;
    Item *l = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 1);
    l->current_state = l->goal_state = LS2_EXTRA_YETI_KILL;
    l->hit_points = -1;
    g->lara.extra_anim = true;
    g->lara.gun_status = LGS_HANDS_BUSY;
    g->lara.death_count = 0;
    TestGame_Step(t, 0, 5);
    int deaths = g->lara.death_count;
    TestGame_Delete(t);
    CHECK_MSG(deaths >= 5, "her death timer was held (%d)", deaths);
}
