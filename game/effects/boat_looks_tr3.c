/* The kayak's and the rubber boat's looks on the water (see wake_tr3.h):
 * their landing splashes, their mist and when they lay and move their
 * wake. Numbers from tomb3 kayak.cpp (KayakControl, KayakSplash,
 * TriggerRapidsMist) and boat.cpp (BoatControl, BoatSplash,
 * TriggerBoatMist). The original draws the mist's numbers from its control
 * stream; here from the spark pool's. The propeller's bubbles are the
 * game's effects: on the control stream, as the original's. */
#include "game/effects/wake_tr3.h"

#include <stdlib.h>

#include "engine/math/matrix.h"
#include "engine/world/floor.h"
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"

#define R(g) Spark3_Rand(g)
#define SPLASH_WAIT 16        /* SplashCount after a landing */
#define KAYAK_SPLASH_FALL 128 /* a landing harder than this splashes */
#define BOAT_SPLASH_FALL 32
#define KAYAK_MIST_FALL 20    /* no mist while it falls this fast */
#define KAYAK_MIST_Y 50
#define BOAT_WATER_PROBE 128  /* the water is looked for this far below it */
#define BOAT_WATER_REACH 32   /* ... and must be no lower than this */
#define BOAT_PROP_JOINT 2
#define BOAT_PROP_BACK (-80)

/* The original's wibble: 4 more every tick, in a byte. */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

/* ---- splashes ------------------------------------------------------------------- */

/* The three rings of a boat's landing: the kayak's 128/192/256 out (the
 * outer ring wide), the boat's 64/96/128; thrown up by the fall lost. */
static void landing_splash(Game *g, const Item *it, int32_t y, int32_t fall, bool kayak)
{
    Splash3Setup s = {
        .x = it->pos.x, .y = y, .z = it->pos.z, .room = it->room,
        .inner_xz_off = (int16_t)(kayak ? 128 : 64), .inner_xz_size = 48, .inner_y_size = -384,
        .inner_xz_vel = 160, .inner_y_vel = (int16_t)(kayak ? -32 * fall : -128 * fall),
        .inner_gravity = 128, .inner_friction = 7,
        .middle_xz_off = (int16_t)(kayak ? 192 : 96), .middle_xz_size = 96, .middle_y_size = -256,
        .middle_xz_vel = 224, .middle_y_vel = (int16_t)(kayak ? -16 * fall : -64 * fall),
        .middle_gravity = 72, .middle_friction = 8,
        .outer_xz_off = (int16_t)(kayak ? 256 : 128), .outer_xz_size = 128, .outer_xz_vel = 272,
        .outer_friction = (int16_t)(kayak ? -9 : 9),
    };
    Splash3_Setup(g, &s);
    if (g->water3)
        g->water3->splash_count = SPLASH_WAIT;
}

void BoatLooks3_BoatSplash(Game *g, int item, int32_t landing, int32_t surface)
{
    const Item *it = &g->sim->items[item];
    if (landing > BOAT_SPLASH_FALL && !it->fall_speed && surface != WORLD_NO_HEIGHT)
        landing_splash(g, it, surface, landing, false);
}

/* ---- mist --------------------------------------------------------------------- */

static void mist_turn_and_look(Game *g, Spark3 *s)
{
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->def = 0; /* the sheet's first smoke (EXPLOSION1's) */
}

/* TriggerRapidsMist: a short puff of white spray flung any way. */
static void rapids_mist(Game *g, int32_t x, int32_t y, int32_t z, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->sr = s->sg = s->sb = 128;
    s->dr = s->dg = s->db = 192;
    s->col_fade = 2;
    s->fade_black = 4;
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 3) + 6);
    s->x = (R(g) & 0xF) + x - 8;
    s->y = (R(g) & 0xF) + y - 8;
    s->z = (R(g) & 0xF) + z - 8;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)((R(g) & 0xFF) - 128);
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->friction = 3;
    mist_turn_and_look(g, s);
    s->scalar = 4;
    s->d_width = s->d_height = (uint8_t)((R(g) & 7) + 16);
    s->s_width = s->width = s->s_height = s->height = (uint8_t)(s->d_width >> 1);
}

/* TriggerBoatMist: from the propeller along `angle` (16-bit) pushed by
 * `speed`: grey spray in the water, or a white spray of snow falling. */
static void boat_mist(Game *g, Vec3i at, int32_t speed, int16_t angle, bool snow, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->dr = s->dg = s->db = (uint8_t)(snow ? 255 : 64);
    s->col_fade = (uint8_t)((R(g) & 3) + 4);
    s->fade_black = (uint8_t)(snow ? 4 : 12);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 3) + 20);
    s->x = (R(g) & 0xF) + at.x - 8;
    s->y = (R(g) & 0xF) + at.y - 8;
    s->z = (R(g) & 0xF) + at.z - 8;
    s->xvel = (int16_t)((R(g) & 0x7F) + ((speed * Math_Sin(angle)) >> (W2V_SHIFT + 2)) - 64);
    s->yvel = (int16_t)(12 * speed);
    s->zvel = (int16_t)((R(g) & 0x7F) + ((speed * Math_Cos(angle)) >> (W2V_SHIFT + 2)) - 64);
    s->friction = 3;
    mist_turn_and_look(g, s);
    s->max_yvel = 0;
    if (snow) {
        s->friction = 0;
        s->scalar = 3;
        s->yvel = (int16_t)(-s->yvel >> 5);
        s->gravity = (int16_t)((R(g) & 0x1F) + 32);
        uint8_t size = (uint8_t)((R(g) & 7) + 16);
        s->s_width = s->width = s->d_width = s->s_height = s->height = s->d_height = size;
    } else {
        s->scalar = 4;
        s->gravity = 0;
        uint8_t size = (uint8_t)((R(g) & 7) + (speed >> 1) + 16);
        s->d_width = s->d_height = size;
        s->s_width = s->width = s->s_height = s->height = (uint8_t)(size >> 2);
    }
}

/* The kayak's mist off true water: five of ten points along the hull (odd
 * and even ones by turns), each on a random side, 50 below it, turned with
 * the hull (the original's positions as tomb3's fix has them). */
static void kayak_mist(Game *g, const Item *it)
{
    static const int16_t across[10] = {32, 96, 170, 220, 300, 400, 400, 300, 200, 64};
    static const int16_t along[10] = {900, 750, 600, 450, 300, 150, 0, -150, -300, -450};
    Water3 *w = g->water3;
    if (!w || !g->sparks)
        return;
    w->mist_turn ^= 1;
    Mat34 m;
    Mat34_Identity(&m);
    Mat34_RotYXZ(&m, it->rot.y, it->rot.x, it->rot.z);
    for (int i = w->mist_turn; i < 10; i += 2) {
        int32_t x = (R(g) & 1) ? across[i] >> 1 : -(across[i] >> 1);
        int32_t p[3];
        Mat34_Rotate(&m, x, KAYAK_MIST_Y, along[i], p);
        rapids_mist(g, it->pos.x + p[0], it->pos.y + p[1], it->pos.z + p[2], it->room);
    }
}

/* ---- the vehicles' ticks -------------------------------------------------------- */

void BoatLooks3_Kayak(Game *g, int item, int32_t landing, int32_t surface, bool true_water,
                      bool moving)
{
    const Item *it = &g->sim->items[item];
    if (landing > KAYAK_SPLASH_FALL && !it->fall_speed && surface != WORLD_NO_HEIGHT)
        landing_splash(g, it, it->pos.y, landing, true);
    if (!(wibble(g) & 0xF) && true_water)
        Wake3_Lay(g, item, WAKE3_KAYAK);
    if ((wibble(g) & 7) && !true_water && it->fall_speed < KAYAK_MIST_FALL)
        kayak_mist(g, it);
    Wake3_Shade(g, moving);
    Wake3_Update(g);
}

/* One time in two a bubble from around the propeller (a game effect: its
 * numbers from the control stream, as the original's). */
static void propeller_bubble(Game *g, const Item *it, Vec3i p)
{
    if (Prng_Control(&g->sim->prng) & 1)
        return;
    Vec3i b;
    b.x = (Prng_Control(&g->sim->prng) & 0x3F) + p.x - 32;
    b.y = p.y + (Prng_Control(&g->sim->prng) & 0xF);
    b.z = (Prng_Control(&g->sim->prng) & 0x3F) + p.z - 32;
    int16_t room = it->room;
    World_Sector(&g->world, b.x, b.y, b.z, &room);
    Effect_Bubble3(g, &b, room);
}

/* The propeller's mist: moving with it under water a puff along the wake
 * (and a bubble);
 * out of the water, where it is below the floor of a dry room, 3..6 puffs
 * of snow flung out to the sides. */
static void propeller_mist(Game *g, const Item *it)
{
    Vec3i p = {0, 0, BOAT_PROP_BACK};
    Effect_JointAbsPosition(g, it, &p, BOAT_PROP_JOINT, NULL);
    int16_t room = it->room;
    const RoomSector *sec = World_Sector(&g->world, p.x, p.y, p.z, &room);
    int32_t wh = World_WaterHeight(&g->world, p.x, p.y, p.z, room);
    if (it->speed && wh < p.y && wh != WORLD_NO_HEIGHT) {
        boat_mist(g, p, abs(it->speed), (int16_t)(it->rot.y + 0x8000), false, room);
        propeller_bubble(g, it, p);
        return;
    }
    if (!g->sparks || p.y <= World_Height(&g->world, sec, p.x, p.y, p.z) ||
        World_RoomIsWater(&g->world, room))
        return;
    for (int i = (R(g) & 3) + 3; i > 0; i--) {
        int16_t ang = (int16_t)(it->rot.y + R(g) + 0x4000);
        int32_t speed = ((R(g) & 0xF) + 96) << 4;
        boat_mist(g, p, speed, ang, true, room);
    }
}

void BoatLooks3_Boat(Game *g, int item, bool leaving)
{
    const Item *it = &g->sim->items[item];
    int32_t y = it->pos.y + BOAT_WATER_PROBE;
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, y, it->pos.z, &room);
    int32_t wh = World_WaterHeight(&g->world, it->pos.x, y, it->pos.z, room);
    bool on_water = wh != WORLD_NO_HEIGHT && wh <= it->pos.y + BOAT_WATER_REACH;
    if (!(wibble(g) & 0xF) && on_water && !leaving)
        Wake3_Lay(g, item, WAKE3_BOAT);
    Wake3_Shade(g, it->speed && on_water && !leaving);
    propeller_mist(g, it);
    Wake3_Update(g);
}
