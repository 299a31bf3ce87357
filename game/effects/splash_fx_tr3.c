/* Who makes TR3's splashes and ripples (see splash_tr3.h): Lara falling in
 * and wading (tomb3 effects.cpp Splash, WadeSplash), the rockets and
 * grenades (lara1gun.cpp ControlRocket, ControlGrenade), the carcass
 * (compy.cpp CarcassControl), bubbles and shells reaching the surface
 * (effects.cpp ControlBubble1, effect2.cpp ControlGunShell). */
#include "game/effects/splash_tr3.h"

#include "engine/world/floor.h"
#include "game/collide/collide.h"
#include "game/effects/effect_internal.h"
#include "game/lara/lara.h"

#define WADE_SPLASH_DEPTH 474 /* shallower than this a fall in splashes */
#define WADE_SPLASH_WAIT 16   /* SplashCount */

/* The original's wibble as the items' and Lara's controls see it. */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

/* The top of a room (the original's maxceiling: a water room's surface). */
static int32_t room_top(const Game *g, int room)
{
    if (room < 0 || (uint32_t)room >= g->lv->num_rooms)
        return 0;
    return g->lv->rooms[room].y_top;
}

/* The room at (x, y, z) from `room`, and whether it is water. */
static bool in_water(Game *g, int32_t x, int32_t y, int32_t z, int16_t *room)
{
    World_Sector(&g->world, x, y, z, room);
    return *room >= 0 && World_RoomIsWater(&g->world, *room);
}

/* The rings most splashes share (WadeSplash's, the rockets', the
 * carcass's): 16/24/32 out, 12 or 16/24 or 32/32 wide, 96 and 64 up. */
static void small_rings(Splash3Setup *s, int inner_size, int middle_size, int inner_yv,
                        int middle_yv)
{
    s->inner_xz_off = 16;
    s->inner_xz_size = (int16_t)inner_size;
    s->inner_y_size = -96;
    s->inner_xz_vel = 160;
    s->inner_y_vel = (int16_t)inner_yv;
    s->inner_gravity = 128;
    s->inner_friction = 7;
    s->middle_xz_off = 24;
    s->middle_xz_size = (int16_t)middle_size;
    s->middle_y_size = -64;
    s->middle_xz_vel = 224;
    s->middle_y_vel = (int16_t)middle_yv;
    s->middle_gravity = 72;
    s->middle_friction = 8;
    s->outer_xz_off = 32;
    s->outer_xz_size = 32;
    s->outer_xz_vel = 272;
    s->outer_friction = 9;
}

void Splash3_Item(Game *g, const Item *item)
{
    int16_t room = item->room;
    if (!in_water(g, item->pos.x, item->pos.y, item->pos.z, &room))
        return;
    Splash3Setup s = {
        .x = item->pos.x,
        .y = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, room),
        .z = item->pos.z,
        .room = room,
        .inner_xz_off = 32, .inner_xz_size = 8, .inner_y_size = -128, .inner_xz_vel = 320,
        .inner_y_vel = (int16_t)(-40 * item->fall_speed), .inner_gravity = 160,
        .inner_friction = 7,
        .middle_xz_off = 48, .middle_xz_size = 32, .middle_y_size = -64, .middle_xz_vel = 480,
        .middle_y_vel = (int16_t)(-20 * item->fall_speed), .middle_gravity = 96,
        .middle_friction = 8,
        .outer_xz_off = 32, .outer_xz_size = 128, .outer_xz_vel = 544, .outer_friction = 9,
    };
    Splash3_Setup(g, &s);
}

void Splash3_Wade(Game *g, const Item *item, int32_t water, int32_t depth)
{
    Water3 *w = g->water3;
    int16_t room = item->room;
    if (!w || water == WORLD_NO_HEIGHT ||
        !in_water(g, item->pos.x, item->pos.y, item->pos.z, &room))
        return;
    AnimFrame f;
    if (!Coll_GetBestFrame(g->lv, item, &f))
        return;
    if (item->pos.y + f.bbox.min_y > water || item->pos.y + f.bbox.max_y < water)
        return;
    if (item->fall_speed > 0 && depth < WADE_SPLASH_DEPTH && !w->splash_count) {
        Splash3Setup s = { .x = item->pos.x, .y = water, .z = item->pos.z, .room = room };
        small_rings(&s, 12, 24, -72 * item->fall_speed, -36 * item->fall_speed);
        Splash3_Setup(g, &s);
        w->splash_count = WADE_SPLASH_WAIT;
    } else if (!(wibble(g) & 0xF) &&
               (!(Splash3_Rand(g) & 0xF) || item->current_state != LS_STOP)) {
        int size = -16 - (Splash3_Rand(g) & 0xF);
        Splash3_Ripple(g, item->pos.x, water, item->pos.z, size, item->current_state == LS_STOP,
                       room);
    }
}

void Splash3_Rocket(Game *g, const Item *item)
{
    Splash3Setup s = { .x = item->pos.x, .y = room_top(g, item->room), .z = item->pos.z,
                       .room = item->room };
    small_rings(&s, 12, 24, -0x4000, -0x2000);
    Splash3_Setup(g, &s);
}

void Splash3_Grenade(Game *g, const Item *item)
{
    Splash3Setup s = { .x = item->pos.x, .y = room_top(g, item->room), .z = item->pos.z,
                       .room = item->room };
    small_rings(&s, 12, 24, -2048 - (item->fall_speed << 5), -1024 - (item->fall_speed << 4));
    Splash3_Setup(g, &s);
}

void Splash3_Carcass(Game *g, const Item *item, int room, int fall_speed)
{
    Splash3Setup s = { .x = item->pos.x, .y = room_top(g, room), .z = item->pos.z,
                       .room = (int16_t)room };
    small_rings(&s, 16, 32, -72 * fall_speed, -36 * fall_speed);
    Splash3_Setup(g, &s);
}

void Splash3_SurfaceRipple(Game *g, int32_t x, int32_t z, int room, int size)
{
    Splash3_Ripple(g, x, room_top(g, room), z, -size, true, room);
}
