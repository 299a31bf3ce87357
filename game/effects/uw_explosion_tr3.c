/* TR3's explosion under water (tomb3 lara1gun.cpp TriggerUnderwaterExplosion,
 * effect2.cpp TriggerExplosionBubble): what a rocket or grenade going off in
 * a water room looks like instead of the burst in the air.
 *
 * The sparks and the splash are looks, on the spark pool's and the water
 * looks' own streams. The seven small bubbles round the big one are game
 * effects (the original's CreateBubble, Effect_Bubble3): as the original,
 * where they start and their speeds come from the control stream. */
#include "game/effects/spark_tr3.h"

#include "engine/world/floor.h"
#include "game/effects/effect_internal.h"
#include "game/effects/splash_tr3.h"

#define UW_NEAR_LARA 0x4000  /* the original's reach for explosion looks */
#define UW_SPLASH_DEPTH 2048 /* deeper than two sectors: no splash */
#define UW_BUBBLES 7

static bool near_lara(const Game *g, int32_t x, int32_t z)
{
    if (g->sim->lara < 0)
        return false;
    const Item *l = &g->sim->items[g->sim->lara];
    int32_t dx = l->pos.x - x, dz = l->pos.z - z;
    return dx >= -UW_NEAR_LARA && dx <= UW_NEAR_LARA && dz >= -UW_NEAR_LARA && dz <= UW_NEAR_LARA;
}

/* The big bubble: an orange flash going grey, growing from half its size
 * to twice it (shrunk to a quarter for its last 12 ticks, as all sparks
 * under water), still. The original leaves its sprite as the slot had it;
 * ours is the explosion sheet's first. */
static void big_bubble(Game *g, int32_t x, int32_t y, int32_t z, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->sr = 128;
    s->sg = 64;
    s->sb = 0;
    s->dr = s->dg = s->db = 128;
    s->col_fade = 8;
    s->fade_black = 12;
    s->s_life = s->life = 24;
    s->trans = SPARK3_ADD;
    s->x = x;
    s->y = y;
    s->z = z;
    s->flags = SPARK3_UNDERWATER | SPARK3_DEF | SPARK3_SCALE;
    s->scalar = 3;
    int size = (Spark3_Rand(g) & 7) + 63;
    s->s_width = s->width = s->s_height = s->height = (uint8_t)(size >> 1);
    s->d_width = s->d_height = (uint8_t)(size << 1);
}

void Spark3_ExplosionBubble(Game *g, int32_t x, int32_t y, int32_t z, int room)
{
    if (!near_lara(g, x, z))
        return;
    big_bubble(g, x, y, z, room);
    Prng *p = &g->sim->prng;
    for (int i = 0; i < UW_BUBBLES; i++) {
        Vec3i at;
        at.x = (Prng_Control(p) & 0x1FF) + x - 256;
        at.y = (Prng_Control(p) & 0x7F) + y - 64;
        at.z = (Prng_Control(p) & 0x1FF) + z - 256;
        Effect_Bubble3(g, &at, room);
    }
}

/* The splash thrown up on the surface, the stronger the nearer it went
 * off (the original's numbers, `power` = 2048 less its depth). */
static void surface_splash(Game *g, int32_t x, int32_t z, int room, int32_t power)
{
    int32_t step = power >> 6;
    int32_t top = (room >= 0 && (uint32_t)room < g->lv->num_rooms) ? g->lv->rooms[room].y_top : 0;
    Splash3Setup s = { .x = x, .y = top, .z = z, .room = (int16_t)room };
    s.inner_xz_off = (int16_t)(step + 16);
    s.inner_xz_size = (int16_t)(step + 12);
    s.inner_y_size = -96;
    s.inner_xz_vel = 160;
    s.inner_y_vel = (int16_t)((-512 - power) * 8);
    s.inner_gravity = 96;
    s.inner_friction = 7;
    s.middle_xz_off = (int16_t)(step + 24);
    s.middle_xz_size = (int16_t)(step + 24);
    s.middle_y_size = -64;
    s.middle_xz_vel = 224;
    s.middle_y_vel = (int16_t)((-768 - power) * 4);
    s.middle_gravity = 56;
    s.middle_friction = 8;
    s.outer_xz_off = (int16_t)(step + 32);
    s.outer_xz_size = (int16_t)(step + 32);
    s.outer_xz_vel = 272;
    s.outer_friction = 9;
    Splash3_Setup(g, &s);
}

void Spark3_UnderwaterExplosion(Game *g, int32_t x, int32_t y, int32_t z, int room)
{
    Spark3_ExplosionBubble(g, x, y, z, room);
    Spark3_Explosion(g, x, y, z, 2, -2, 1, room);
    for (int i = 0; i < 3; i++)
        Spark3_Explosion(g, x, y, z, 2, -1, 1, room);
    int32_t water = World_WaterHeight(&g->world, x, y, z, (int16_t)room);
    if (water == WORLD_NO_HEIGHT || !g->water3)
        return;
    int32_t depth = y - water;
    if (depth < UW_SPLASH_DEPTH)
        surface_splash(g, x, z, room, UW_SPLASH_DEPTH - depth);
}
