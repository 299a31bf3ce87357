/* TR3's electric fences and lasers (game/objects/tr3/trap/electric_tr3.c,
 * lasers_tr3.c, laser51_tr3.c) on purpose-built TR3 rooms
 * (tests/tr3_trap_room.h; skipped without the shared donor level). The
 * fence and the security lasers need no model; the Area 51 laser's
 * stand-in is the flare's model, and so is the autogun's the alarm wakes
 * (its slot is the test's). The lasers' blockable boxes are made so by
 * the test (the builder makes boxes blockable only under doors). */
#include "tests/test.h"

#include <stdlib.h>

#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/rules/rules.h"
#include "game/save/save.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

static void wake(TestGame *t, int item)
{
    Item *it = &t->sim.items[item];
    it->activation_mask = ITEM_MASK_FULL;
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, item);
}

/* Lara at (2, 2); a fence facing 0 whose reach is centred on her
 * (`dx` more along x). */
static TestGame *fence_room(int32_t dx, int *fence)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    *fence = LB_AddItem(&b->lb, O3_LIGHTNING_EMITTER_2, room, MID(2) - 512 + dx, 0, MID(2) - 512, 0,
                        0);
    TestGame *t = TrapRoom_Open(b, "tr3_fence.tr2", -1, -1);
    TrBuild_Delete(b);
    if (t)
        wake(t, *fence);
    return t;
}

/* Within its reach, woken: she is electrocuted and dies; out of it (two
 * sectors along) nothing; in the City (harmless fences) nothing. */
TEST(tr3_electric_fence_electrocutes_lara)
{
    int fence;
    TestGame *t = fence_room(0, &fence);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 1);
    CHECK(t->g.lara.electric > 0);
    CHECK(t->sim.items[t->sim.lara].hit_points <= 0);
    CHECK(t->g.bolts.count > 0); /* her bolts */
    CHECK(Spark3_Count(&t->g) >= 3 * 6); /* the sparks about her */
    TestGame_Delete(t);

    t = fence_room(2048, &fence);
    CHECK(t);
    TestGame_Step(t, 0, 30);
    CHECK_EQ(t->g.lara.electric, 0);
    CHECK_EQ(t->sim.items[t->sim.lara].hit_points, 1000);
    TestGame_Delete(t);

    t = fence_room(0, &fence);
    CHECK(t);
    t->g.level_rules = LEVEL_RULE_HARMLESS_FENCES;
    TestGame_Step(t, 0, 30);
    CHECK_EQ(t->g.lara.electric, 0);
    CHECK_EQ(t->sim.items[t->sim.lara].hit_points, 1000);
    TestGame_Delete(t);
}

/* The fence's sparks as tomb3's TriggerFenceSparks: 3..18 runs of 6..9
 * about Lara as it kills her, grey-white (192..255) going blue, 32..39
 * ticks, twice the size of the fence's own (scalar 2), thrown up 25..40
 * and falling by 16..31 a tick, across (up to 256 either way) losing a
 * sixteenth a tick, a speck 4..7 high; drawn as the pool's flat sparks.
 * Their numbers are the pool's own: a twin without the pool plays the
 * same (the control stream stepped as the original's either way). */
TEST(tr3_electric_fence_sparks_fly)
{
    int fence, fence2;
    TestGame *t = fence_room(0, &fence);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame *twin = fence_room(0, &fence2);
    CHECK(twin);
    SparkPool *pool = twin->g.sparks;
    twin->g.sparks = NULL;
    TestGame_Step(twin, 0, 1);
    twin->g.sparks = pool;
    TestGame_Step(t, 0, 1);
    CHECK(t->sim.prng.control == twin->sim.prng.control);
    CHECK(t->sim.prng.draw == twin->sim.prng.draw);
    CHECK_EQ(Spark3_Count(&twin->g), 0);
    CHECK_EQ(twin->sim.items[twin->sim.lara].hit_points, t->sim.items[t->sim.lara].hit_points);
    int n = Spark3_Count(&t->g);
    CHECK_MSG(n >= 3 * 6 && n <= 18 * 9 + 6, "%d sparks", n);
    int at = -1;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (!s->on)
            continue;
        CHECK_EQ(s->flags, SPARK3_SCALE);
        CHECK_EQ(s->trans, SPARK3_ADD);
        CHECK(s->sr == s->sg && s->sg == s->sb && s->sr >= 192);
        CHECK(s->db >= 192 && s->dr == s->sb >> 2 && s->dg == s->sb >> 1);
        CHECK(s->s_life >= 32 && s->s_life <= 39 && s->life == s->s_life - 1);
        CHECK(s->gravity >= 16 && s->gravity <= 31);
        CHECK(s->friction == 4 && s->s_height >= 4 && s->s_height <= 7 && s->d_height == 1);
        if (s->scalar == 2 && at < 0 && s->yvel < 0)
            at = i;
    }
    CHECK_MSG(at >= 0, "no spark thrown up about her");
    Spark3 was = t->g.sparks->s[at];
    CHECK(was.yvel - was.gravity >= -40 && was.yvel - was.gravity <= -25);
    TestGame_Step(t, 0, 1);
    const Spark3 *s = &t->g.sparks->s[at];
    int32_t xv = was.xvel - (was.xvel >> 4), yv = was.yvel + was.gravity;
    CHECK_EQ(s->yvel, yv);
    CHECK_EQ(s->xvel, xv);
    CHECK_EQ(s->y, was.y + (yv >> 5));
    CHECK_EQ(s->x, was.x + (xv >> 5));
    SimDrawList dl = {0};
    CHECK(Spark3_AppendDraws(&t->g, &dl));
    int flat = 0;
    for (size_t i = 0; i < dl.num_sprites; i++)
        flat += dl.sprites[i].look == RENDER_SPRITE_FLAT;
    CHECK(flat >= n - 6);
    SimDraw_Free(&dl);
    TestGame_Delete(t);
    TestGame_Delete(twin);
}

/* Lara at (3, 4); a security laser of `kind` at (6, 4) facing +x (its
 * beams run back along -x through her), woken by a trigger under her
 * with timer `beams`; an autogun stand-in at (3, 1) with an AI slot. */
static TestGame *laser_room(int16_t kind, int beams, bool lara_in, int *laser, int *gun)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(3), 0, lara_in ? MID(4) : MID(6), 0x4000, 0);
    *laser = LB_AddItem(&b->lb, kind, room, MID(6), 0, MID(4), 0x4000, 0);
    *gun = LB_AddItem(&b->lb, O3_ROBOT_SENTRY_GUN, room, MID(3), 0, MID(1), 0, 0);
    int trig = LB_AddTrigger(&b->lb, room, 3, lara_in ? 4 : 6, LB_TRIG_TRIGGER, beams, false);
    LB_TriggerAction(&b->lb, trig, LB_ACT_OBJECT, *laser);
    int strobe = LB_AddItem(&b->lb, O3_STROBE_LIGHT, room, MID(1), 0, MID(1), 0, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_laser.tr2", O3_ROBOT_SENTRY_GUN, O3_FLARE_ITEM);
    TrBuild_Delete(b);
    if (t) {
        wake(t, *gun);
        Lot_EnableAI(&t->g, *gun, true);
        /* a strobe waiting for the alarm, as on Area 51 */
        t->g.strobes_wait_alarm = true;
        wake(t, strobe);
    }
    return t;
}

static bool gun_awake(TestGame *t, int gun)
{
    CreatureInfo *c = Creature_Info(&t->g, gun);
    return c && c->item_flags[0];
}

/* The room's strobe has turned: the alarm started it. */
static bool strobe_running(TestGame *t)
{
    for (uint32_t i = 0; i < t->sim.num_items; i++)
        if (t->sim.items[i].object_id == O3_STROBE_LIGHT)
            return t->sim.items[i].rot.y != 0;
    return false;
}

/* The deadly laser: its trigger's timer 3 makes three beams (256 apart
 * going up); the one across her body stops at her and costs her 10 a
 * tick; the alarm goes off. */
TEST(tr3_laser_deadly_beams_cost_10)
{
    int laser, gun;
    TestGame *t = laser_room(O3_SECURITY_LASER_DEADLY, 3, true, &laser, &gun);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *lara = &t->sim.items[t->sim.lara];
    CHECK(!gun_awake(t, gun));
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->sim.items[laser].hit_points, 3);
    CHECK_EQ(t->g.bolts.count, 3);
    int16_t hp = lara->hit_points;
    CHECK(hp < 1000);
    /* 10 for each beam across her */
    int stopped = 0;
    for (int i = 0; i < t->g.bolts.count; i++)
        stopped += t->g.bolts.bolt[i].to.x == lara->pos.x;
    CHECK(stopped >= 1);
    CHECK_EQ(hp, 1000 - 10 * stopped);
    CHECK(gun_awake(t, gun));
    TestGame_Step(t, 0, 1);
    CHECK(lara->hit_points <= hp - 10 * stopped);
    TestGame_Delete(t);
}

/* The killer laser kills; the alarm laser costs nothing but wakes the
 * autogun and the strobe; with Lara out of the beams, nothing happens and they reach
 * the far wall. */
TEST(tr3_laser_killer_alarm_and_clear)
{
    int laser, gun;
    TestGame *t = laser_room(O3_SECURITY_LASER_KILLER, 2, true, &laser, &gun);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK(t->sim.items[t->sim.lara].hit_points <= 0);
    TestGame_Delete(t);

    t = laser_room(O3_SECURITY_LASER_ALARM, 0, true, &laser, &gun);
    CHECK(t);
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->sim.items[laser].hit_points, 1);
    CHECK_EQ(t->sim.items[t->sim.lara].hit_points, 1000);
    CHECK(gun_awake(t, gun));
    CHECK(strobe_running(t));
    TestGame_Delete(t);

    t = laser_room(O3_SECURITY_LASER_DEADLY, 2, false, &laser, &gun);
    CHECK(t);
    TestGame_Step(t, 0, 5);
    CHECK_EQ(t->sim.items[t->sim.lara].hit_points, 1000);
    CHECK(!gun_awake(t, gun));
    CHECK(!strobe_running(t));
    CHECK_EQ(t->g.bolts.count, 2);
    CHECK(t->g.bolts.bolt[0].to.x < TRAP_SEC + 16);
    TestGame_Delete(t);
}

/* The laser's sector's box made blockable: while the laser's trigger is
 * on it is closed (the original's LaserSplitterToggle), open again when
 * the trigger goes off; a civilian or MP standing in a closed box is
 * caught, 20 a tick (their "killing boxes", Tr3People_LaserBox). */
TEST(tr3_laser_closes_blockable_boxes)
{
    int laser, gun;
    TestGame *t = laser_room(O3_SECURITY_LASER_DEADLY, 1, false, &laser, &gun);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    World *w = &t->g.world;
    Item *it = &t->sim.items[laser];
    int16_t room = it->room;
    const RoomSector *s = World_Sector(w, it->pos.x, it->pos.y, it->pos.z, &room);
    int box = Box_OfSector(&t->g, s);
    CHECK(box >= 0);
    w->box_overlap[box] = (int16_t)((w->box_overlap[box] | WORLD_BOX_BLOCKABLE) & ~WORLD_BOX_BLOCKED);
    Item *victim = &t->sim.items[gun];
    victim->hit_points = 100;
    Tr3People_LaserBox(&t->g, victim);
    CHECK_EQ(victim->hit_points, 100);
    wake(t, laser);
    TestGame_Step(t, 0, 1);
    CHECK(w->box_overlap[box] & WORLD_BOX_BLOCKED);
    Tr3People_LaserBox(&t->g, victim);
    CHECK_EQ(victim->hit_points, 80);
    it->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    CHECK(!(w->box_overlap[box] & WORLD_BOX_BLOCKED));
    TestGame_Delete(t);
}

/* Area 51's laser at (3, 5) facing +x, woken; Lara at (`lara_x`, 5). */
static TestGame *laser51_room(int lara_x, int *laser)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(lara_x), 0, lara_x == 3 ? MID(1) : MID(5), 0x4000, 0);
    *laser = LB_AddItem(&b->lb, O3_AREA51_LASER, room, MID(3), 0, MID(5), 0x4000, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_laser51.tr2", O3_AREA51_LASER, O3_FLARE_ITEM);
    TrBuild_Delete(b);
    if (t)
        wake(t, *laser);
    return t;
}

/* It slides ahead, speeding up 5 a tick in quarter units, to about 2560
 * ahead, rests and comes back past its start to about 2560 behind it,
 * flickering; a save keeps where it is going. */
TEST(tr3_area51_laser_slides_to_and_fro)
{
    int laser;
    TestGame *t = laser51_room(3, &laser);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *it = &t->sim.items[laser];
    int32_t x0 = it->pos.x;
    TestGame_Step(t, 0, 4);
    /* (5 + 10 + 15 + 20) quarter units, each tick's rounded down */
    CHECK_EQ(it->pos.x, x0 + 1 + 2 + 3 + 5);
    CHECK_EQ(it->pos.z, MID(5));
    int32_t hi = x0, lo = x0;
    bool flickered = false;
    for (int i = 0; i < 400; i++) {
        TestGame_Step(t, 0, 1);
        hi = MAX(hi, it->pos.x);
        lo = MIN(lo, it->pos.x);
        flickered |= it->mesh_bits != 0xFFFFFFFFu;
    }
    CHECK_MSG(hi > x0 + 1792 && hi < x0 + 2560 + 768, "ahead to %d", hi - x0);
    CHECK_MSG(lo < x0 - 1792 && lo > x0 - 2560 - 768, "back to %d", lo - x0);
    CHECK(flickered);
    CHECK_EQ(t->sim.items[t->sim.lara].hit_points, 1000);
    SaveMeta meta = { .gameflow_level = -1, .label = NULL };
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(Save_Serialize(&t->g, NULL, &meta, &data, &size));
    int laser2;
    TestGame *t2 = laser51_room(3, &laser2);
    CHECK(t2);
    char err[256] = "";
    CHECK(Save_Restore(&t2->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err));
    free(data);
    TestGame_Step(t, 0, 50);
    TestGame_Step(t2, 0, 50);
    CHECK_EQ(t2->sim.items[laser2].pos.x, it->pos.x);
    TestGame_Delete(t2);
    TestGame_Delete(t);
}

/* Lara in its way: its box (grown by 64) costs her 25 a tick it touches
 * her. */
TEST(tr3_area51_laser_cuts_lara)
{
    int laser;
    TestGame *t = laser51_room(5, &laser);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *lara = &t->sim.items[t->sim.lara];
    int hits = 0, bad = 0;
    for (int i = 0; i < 200 && lara->hit_points > 0; i++) {
        int16_t hp = lara->hit_points;
        TestGame_Step(t, 0, 1);
        if (lara->hit_points != hp && lara->hit_points > 0)
            hits++, bad += hp - lara->hit_points != 25;
    }
    CHECK(hits > 0);
    CHECK_EQ(bad, 0);
    TestGame_Delete(t);
}
