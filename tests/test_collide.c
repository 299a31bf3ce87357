/* The collision core (game/collide/collide.h) on the built-in default
 * level, whose geometry (data/default_level.txt) is known exactly: open
 * floor, walls, a platform step, the pool hole, stone pillars (static
 * meshes); grid shifts; room lists kept by Coll_UpdateRoom; per-object
 * collision routines called for items near Lara. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/collide/collide.h"
#include "game/game.h"
#include "tests/test_game.h"

#define S(n) ((int32_t)((n) * 1024)) /* sectors to world units */

/* The built-in default level (built next to run_tests). */
static bool fixture_open(TestGame *f)
{
    return TestGame_OpenPath(f, Test_BinPath("data/default.phd"));
}

/* Lara's usual probe set-up on dry land. */
static void lara_coll(CollInfo *c, int16_t facing, int32_t x, int32_t y, int32_t z)
{
    memset(c, 0, sizeof(*c));
    c->radius = 100;
    c->bad_pos = COLL_NO_BAD_POS;
    c->bad_neg = -384;
    c->bad_ceiling = 0;
    c->facing = facing;
    c->old.x = x;
    c->old.y = y;
    c->old.z = z;
}

TEST(collide_grid_shift)
{
    CHECK_EQ(Coll_FindGridShift(1000, 1010), 0);
    /* Towards a higher sector: one unit past the boundary. */
    CHECK_EQ(Coll_FindGridShift(1000, 1100), 25);
    CHECK_EQ(1000 + Coll_FindGridShift(1000, 1100), 1025);
    /* Back towards a lower sector: onto its last unit. */
    CHECK_EQ(Coll_FindGridShift(6194, 6094), -51);
    CHECK_EQ(6194 + Coll_FindGridShift(6194, 6094), 6143);
    CHECK_EQ(Coll_FindGridShift(-10, 10), 1024 - (1014 - 1));
}

TEST(collide_open_floor_wall_and_step)
{
    TestGame f;
    CHECK(fixture_open(&f));
    CollInfo c;

    /* The start: open tiled floor, 16 clicks of headroom. */
    lara_coll(&c, 0, S(4.5), 0, S(2.5));
    Coll_GetCollisionInfo(&f.g, &c, S(4.5), 0, S(2.5), 0, 762);
    CHECK_EQ(c.coll_type, COLL_NONE);
    CHECK_EQ(c.quadrant, 0);
    CHECK_EQ(c.mid.floor, 0);
    CHECK_EQ(c.mid.ceiling, -4096 + 762);
    CHECK_EQ(c.front.floor, 0);
    CHECK_EQ(c.mid.type, HEIGHT_WALL);
    CHECK_EQ(c.trigger, -1);
    CHECK_EQ(c.shift.x, 0);
    CHECK_EQ(c.shift.z, 0);

    /* Facing west next to the west wall ring: the front probe is in the
     * wall; the shift brings it back across the boundary. */
    int32_t x = S(1) + 50;
    lara_coll(&c, (int16_t)0xC000, x, 0, S(2.5));
    Coll_GetCollisionInfo(&f.g, &c, x, 0, S(2.5), 0, 762);
    CHECK_EQ(c.quadrant, 3);
    CHECK_EQ(c.coll_type, COLL_FRONT);
    CHECK_EQ(c.front.floor, WORLD_NO_HEIGHT);
    CHECK_EQ(c.shift.x, 51);
    CHECK_EQ(c.shift.z, 0);

    /* Facing east at the wooden platform (one click up): a step she may
     * take with bad_neg -384, a wall with bad_neg -128. */
    x = S(6) - 50;
    lara_coll(&c, 0x4000, x, 0, S(2.5));
    Coll_GetCollisionInfo(&f.g, &c, x, 0, S(2.5), 0, 762);
    CHECK_EQ(c.quadrant, 1);
    CHECK_EQ(c.front.floor, -256);
    CHECK_EQ(c.coll_type, COLL_NONE);
    c.bad_neg = -128;
    Coll_GetCollisionInfo(&f.g, &c, x, 0, S(2.5), 0, 762);
    CHECK_EQ(c.coll_type, COLL_FRONT);
    CHECK_EQ(c.shift.x, -51);
    CHECK_EQ(c.shift.z, 0);

    /* Shift applies and clears. */
    Item it;
    memset(&it, 0, sizeof it);
    it.pos.x = x;
    Coll_ShiftItem(&it, &c);
    CHECK_EQ(it.pos.x, x - 51);
    CHECK_EQ(c.shift.x, 0);

    /* Over the pool hole the floor is the pool's bottom, eight clicks down:
     * a pit beyond bad_pos. */
    lara_coll(&c, 0, S(4.5), 0, S(5) - 50);
    c.bad_pos = 384;
    Coll_GetCollisionInfo(&f.g, &c, S(4.5), 0, S(5) - 50, 0, 762);
    CHECK_EQ(c.front.floor, 2048);
    CHECK_EQ(c.coll_type, COLL_FRONT);
    TestGame_Close(&f);
}

TEST(collide_low_ceiling_clamps)
{
    TestGame f;
    CHECK(fixture_open(&f));
    CollInfo c;
    /* The corridor is four clicks high. Standing (762 tall) she fits. */
    lara_coll(&c, 0, S(4.5), 0, S(9.5));
    Coll_GetCollisionInfo(&f.g, &c, S(4.5), 0, S(9.5), 3, 762);
    CHECK_EQ(c.mid.ceiling, -1024 + 762);
    CHECK_EQ(c.coll_type, COLL_NONE);
    /* In the air 100 above the floor and 1000 tall, her head is in the
     * ceiling: pushed down by the overlap. */
    c.bad_ceiling = 1000;
    Coll_GetCollisionInfo(&f.g, &c, S(4.5), -100, S(9.5), 3, 1000);
    CHECK_EQ(c.mid.floor, 100);
    CHECK_EQ(c.mid.ceiling, 76);
    CHECK_EQ(c.coll_type, COLL_TOP);
    CHECK_EQ(c.shift.y, 76);
    /* Taller than the gap: clamped back to the old position. */
    c.old.x = S(4.5) - 7;
    Coll_GetCollisionInfo(&f.g, &c, S(4.5), 0, S(9.5), 3, 1100);
    CHECK_EQ(c.coll_type, COLL_CLAMP);
    CHECK_EQ(c.shift.x, -7);
    TestGame_Close(&f);
}

TEST(collide_static_pillar)
{
    TestGame f;
    CHECK(fixture_open(&f));
    /* The chamber's first pillar stands at (3.5s, 16.5s). */
    const Room *ch = World_Room(&f.g.world, 4);
    CHECK(ch && ch->num_statics >= 1);
    const RoomStatic *rs = &ch->statics[0];
    CHECK_EQ(rs->pos.x, S(3.5));
    const BoundingBox *b = &f.lv.static_meshes[rs->static_index].collision;
    CHECK(b->max_z > b->min_z);

    /* Walking north into its south face: a front hit pushing her back out
     * along z, x back to where she was. */
    int32_t x = rs->pos.x, z = rs->pos.z + b->min_z - 100 + 30, y = rs->pos.y;
    CollInfo c;
    lara_coll(&c, 0, x - 5, y, z - 20);
    Coll_GetCollisionInfo(&f.g, &c, x, y, z, 4, 762);
    CHECK(c.hit_static);
    CHECK_EQ(c.coll_type, COLL_FRONT);
    CHECK_EQ(c.shift.z, -30);
    CHECK_EQ(c.shift.x, -5);

    /* Brushing its east side while facing north: pushed sideways, a left
     * hit (the pillar is on her left). */
    x = rs->pos.x + b->max_x + 100 - 20;
    z = rs->pos.z;
    lara_coll(&c, 0, x, y, z);
    Coll_GetCollisionInfo(&f.g, &c, x, y, z, 4, 762);
    CHECK(c.hit_static);
    CHECK_EQ(c.coll_type, COLL_LEFT);
    CHECK_EQ(c.shift.x, 20);
    CHECK_EQ(c.shift.z, 0);

    /* Well away from it: nothing. */
    lara_coll(&c, 0, S(5), y, S(18.5));
    Coll_GetCollisionInfo(&f.g, &c, S(5), y, S(18.5), 4, 762);
    CHECK(!c.hit_static);
    TestGame_Close(&f);
}

/* The original's GetStaticObjects (TR3's room-behind test): a box that
 * reaches into the pillar's collision box finds it; one that stops short
 * of it (or sits wholly above it) does not. */
TEST(collide_static_in_box)
{
    TestGame f;
    CHECK(fixture_open(&f));
    const Room *ch = World_Room(&f.g.world, 4);
    CHECK(ch && ch->num_statics >= 1);
    const RoomStatic *rs = &ch->statics[0];
    const BoundingBox *b = &f.lv.static_meshes[rs->static_index].collision;
    int32_t x = rs->pos.x, y = rs->pos.y, z = rs->pos.z + b->min_z - 50;
    CHECK(Coll_StaticInBox(&f.g, x, y, z + 1, 4, 50, 512));
    CHECK(!Coll_StaticInBox(&f.g, x, y, z, 4, 50, 512));
    CHECK(!Coll_StaticInBox(&f.g, x, y + b->min_y - 1, z + 60, 4, 50, 100));
    CHECK(!Coll_StaticInBox(&f.g, S(5), y, S(18.5), 4, 50, 512));
    TestGame_Close(&f);
}

TEST(collide_update_room_keeps_lists)
{
    TestGame f;
    CHECK(fixture_open(&f));
    Sim *s = &f.sim;
    int lara = s->lara;
    CHECK(lara >= 0);
    Item *it = &s->items[lara];
    CHECK_EQ(it->room, 0);
    /* Into the corridor through its portal. */
    it->pos.x = S(4.5);
    it->pos.z = S(9.5);
    Coll_UpdateRoom(&f.g, lara, -381);
    CHECK_EQ(it->room, 3);
    CHECK_EQ(it->floor, 0);
    bool in3 = false, in0 = false;
    for (int n = s->room_items[3]; n != ITEM_NONE; n = s->items[n].next_item)
        in3 |= n == lara;
    for (int n = s->room_items[0]; n != ITEM_NONE; n = s->items[n].next_item)
        in0 |= n == lara;
    CHECK(in3 && !in0);
    /* Far south of the corridor: its edge row leads through the portal to
     * the hall, whose pool hole leads down into the pool. */
    it->pos.x = S(5.5);
    it->pos.z = S(6.5);
    it->pos.y = 1000;
    Coll_UpdateRoom(&f.g, lara, 0);
    CHECK_EQ(it->room, 1);
    CHECK_EQ(it->floor, 2048);
    in3 = false;
    for (int n = s->room_items[3]; n != ITEM_NONE; n = s->items[n].next_item)
        in3 |= n == lara;
    CHECK(!in3);
    CHECK_EQ(s->room_items[1], lara);
    TestGame_Close(&f);
}

static int g_calls[8];
static int g_ncalls;
static void count_routine(Game *g, int item, Item *lara, CollInfo *c)
{
    (void)g;
    (void)lara;
    (void)c;
    if (g_ncalls < 8)
        g_calls[g_ncalls] = item;
    g_ncalls++;
}

TEST(collide_baddie_collision_calls_routines_near_lara)
{
    TestGame f;
    CHECK(fixture_open(&f));
    Sim *s = &f.sim;
    Item *lara = &s->items[s->lara];
    /* The switch (hall) and the door (corridor, a portal neighbour of the
     * hall) get a routine. */
    int sw = -1, door = -1;
    for (uint32_t i = 0; i < s->num_items; i++) {
        if (s->items[i].object_id == O_SWITCH_TYPE1)
            sw = (int)i;
        if (s->items[i].object_id == O_DOOR_TYPE1)
            door = (int)i;
    }
    CHECK(sw >= 0 && door >= 0);
    /* Lara in the hall, by its north wall: both within 4096 on each axis. */
    lara->pos.x = S(4.5);
    lara->pos.z = S(8);
    f.g.objects[s->items[sw].object_id].collision = count_routine;
    f.g.objects[s->items[door].object_id].collision = count_routine;
    CollInfo c;
    lara_coll(&c, 0, lara->pos.x, lara->pos.y, lara->pos.z);
    f.g.lara.hit_direction = 3;
    g_ncalls = 0;
    Coll_LaraBaddieCollision(&f.g, lara, &c);
    CHECK_EQ(f.g.lara.hit_direction, -1);
    CHECK_EQ(f.g.lara.hit_frame, 0);
    CHECK_EQ(g_ncalls, 2);
    CHECK_EQ(g_calls[0], sw); /* her own room first */
    CHECK_EQ(g_calls[1], door);

    /* Out of range (more than 4096 on an axis): not called. */
    Item *d = &s->items[door];
    d->pos.z += 8192;
    g_ncalls = 0;
    Coll_LaraBaddieCollision(&f.g, lara, &c);
    CHECK_EQ(g_ncalls, 1);
    d->pos.z -= 8192;
    /* Invisible, not collidable, or Lara dead: not called. */
    d->status = ITEM_STATUS_INVISIBLE;
    s->items[sw].collidable = false;
    g_ncalls = 0;
    Coll_LaraBaddieCollision(&f.g, lara, &c);
    CHECK_EQ(g_ncalls, 0);
    d->status = ITEM_STATUS_INACTIVE;
    lara->hit_points = 0;
    Coll_LaraBaddieCollision(&f.g, lara, &c);
    CHECK_EQ(g_ncalls, 0);
    TestGame_Close(&f);
}

static int g_sounds;
static void count_sound(void *user, Item *item, int id)
{
    (void)user;
    (void)item;
    if (id == 27)
        g_sounds++;
}

TEST(collide_object_push)
{
    TestGame f;
    CHECK(fixture_open(&f));
    Sim *s = &f.sim;
    Item *lara = &s->items[s->lara];
    int door = -1;
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == O_DOOR_TYPE1)
            door = (int)i;
    CHECK(door >= 0);
    Item *d = &s->items[door];
    AnimFrame fr;
    CHECK(Coll_GetBestFrame(&f.lv, d, &fr));
    const BoundingBox *b = &fr.bbox;
    CHECK(b->max_x > b->min_x);

    /* Lara in the corridor just south of the slab, within her radius of
     * its south face: pushed back to radius from the face. */
    Sim_ItemNewRoom(s, s->lara, 3);
    lara->pos.x = d->pos.x + (b->min_x + b->max_x) / 2;
    lara->pos.y = d->pos.y;
    lara->pos.z = d->pos.z + b->min_z - 60;
    /* The closed door walls off the sector she stands in (game/objects/
     * door): give it back its floor, as an open door does. */
    RoomSector *ws = World_RoomSector(&f.g.world, 3, lara->pos.x, lara->pos.z);
    *ws = f.lv.rooms[3].sectors[ws - (f.g.world.sectors + f.g.world.base[3])];
    CollInfo c;
    lara_coll(&c, 0, lara->pos.x, lara->pos.y, lara->pos.z - 20);
    c.enable_baddie_push = true;
    CHECK(Coll_TestBoundsCollide(&f.g, lara, d, c.radius));
    CHECK(!Coll_TestBoundsCollide(&f.g, lara, d, 10));
    uint32_t touch = Coll_TestCollision(&f.g, d, lara);
    CHECK_EQ(d->touch_bits, touch);
    CollSphere sp[ANIM_MAX_MESHES];
    int n = Coll_GetSpheres(&f.g, d, sp, ANIM_MAX_MESHES, NULL);
    CHECK(n >= 1);
    CHECK(touch != 0);
    {
        int32_t before = lara->pos.z;
        Coll_ObjectCollision(&f.g, door, lara, &c);
        CHECK_EQ(lara->pos.z, d->pos.z + b->min_z - c.radius);
        CHECK(lara->pos.z < before);
        CHECK_EQ(c.coll_type, COLL_NONE);
        CHECK_EQ(c.old.z, lara->pos.z);
    }

    /* A push taken as a hit from a live creature: hit direction (from
     * behind: she faces north, the push comes from the north), hit frame,
     * one body-slam sound. */
    lara->pos.z = d->pos.z + b->min_z - 60;
    lara_coll(&c, 0, lara->pos.x, lara->pos.y, lara->pos.z - 20);
    c.enable_baddie_push = true;
    c.enable_spaz = true;
    d->hit_points = 10;
    f.g.lara.hit_frame = 0;
    g_sounds = 0;
    s->events.sound = count_sound;
    Coll_LaraPush(&f.g, d, &c, true, true);
    CHECK_EQ(f.g.lara.hit_frame, 1);
    CHECK_EQ(f.g.lara.hit_direction, 0);
    CHECK_EQ(g_sounds, 1);
    /* On the grown box's edge she still counts as inside (as the
     * original); one unit further out nothing happens. */
    lara->pos.z -= 1;
    int32_t z = lara->pos.z;
    Coll_LaraPush(&f.g, d, &c, true, true);
    CHECK_EQ(f.g.lara.hit_frame, 1);
    CHECK_EQ(lara->pos.z, z);
    TestGame_Close(&f);
}
