/* TR2's thrown and fired missiles: the knife thrower's knives, the scuba
 * diver's harpoons and the flamethrower's fire (O2_MISSILE_KNIFE,
 * O2_MISSILE_HARPOON, O2_MISSILE_FLAME; the dynamic light the fire casts
 * is left to the renderer's lights), aimed at
 * Lara as the other projectiles are. Facts from the original's missile
 * control (TRX src/tr2/game/objects/effects/missile_common.c): a harpoon
 * out of water dips by a degree a tick (to 67.5 degrees down), a knife
 * spins about z; hitting a floor or ceiling makes a ricochet, reaching
 * Lara costs her 50 hit points and leaves blood (the game's ricochet and
 * blood kinds, Effect_Ids). */
#include "game/effects/effect_internal.h"

#include "game/lara/lara.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define MISSILE_TR2_SPEED 150
#define MISSILE_TR2_SHADE 3584
#define MISSILE_TR2_DAMAGE 50
#define MISSILE_TR2_REACH 200
#define HARPOON_MAX_DIP (-0x3000)
/* TR2's sound ids. */
#define SFX_TR2_CIRCLE_BLADE_HIT 258
#define SFX_TR2_CRUNCH_1 317
#define SFX_TR2_DRAGON_FIRE 305
#define FLAME_TR2_SPEED 200
#define FLAME_TR2_SHADE (14 * 256)
#define FLAME_TR2_REACH 350
#define FLAME_TR2_DAMAGE 3
#define FLAME_TR2_LIFE 20
#define FLAME_TR2_DRAGON_LIFE 0x4000

static void fx_missile_tr2(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    if (e->object_id == O2_MISSILE_HARPOON && !World_RoomIsWater(&g->world, e->room) &&
        e->rot.x > HARPOON_MAX_DIP)
        e->rot.x = (int16_t)(e->rot.x - ANGLE_DEG(1));

    e->pos.y += (e->speed * Math_Sin(-e->rot.x)) >> W2V_SHIFT;
    int32_t speed = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= height || e->pos.y <= ceiling) {
        e->object_id = Effect_Ids(g)->ricochet;
        e->frame_num = (int16_t)(Prng_Control(&g->sim->prng) / -11000);
        e->speed = 0;
        e->counter = 6;
        Effect_Sound(g, SFX_TR2_CIRCLE_BLADE_HIT, &e->pos);
        return;
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);

    Item *lara = Game_LaraItem(g);
    if (lara && Effect_LaraIsNear(g, &e->pos, MISSILE_TR2_REACH)) {
        /* The original takes the hit points straight off (no floor). */
        lara->hit_points = (int16_t)(lara->hit_points - MISSILE_TR2_DAMAGE);
        lara->hit_status = true;
        e->object_id = Effect_Ids(g)->blood;
        Effect_Sound(g, SFX_TR2_CRUNCH_1, &e->pos);
        e->rot.y = lara->rot.y;
        e->frame_num = 0;
        e->speed = lara->speed;
        e->counter = 0;
    }

    if (e->object_id == O2_MISSILE_HARPOON && World_RoomIsWater(&g->world, e->room))
        Effect_Bubble(g, &e->pos, e->room);
    else if (e->object_id == O2_MISSILE_KNIFE)
        e->rot.z = (int16_t)(e->rot.z + 30 * ANGLE_DEG(1));
}

/* The flamethrower's (and the dragon's) fire: it burns out after its
 * count (20 ticks; with the dragon in the level it lasts), goes out on a
 * floor or ceiling, and sets Lara alight within 350 (3 a tick while it
 * touches her). */
static void fx_flame_tr2(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->pos.y += (e->speed * Math_Sin(-e->rot.x)) >> W2V_SHIFT;
    int32_t speed = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= height || e->pos.y <= ceiling) {
        Effect_Kill(g, fx);
        return;
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    if (Game_LaraItem(g) && Effect_LaraIsNear(g, &e->pos, FLAME_TR2_REACH)) {
        Lara_TakeDamage(g, FLAME_TR2_DAMAGE, true);
        Effect_LaraCatchFireTR2(g); /* once while burning: the original's burn flag */
        return;
    }
    if (!e->counter--) {
        Effect_Sound(g, SFX_TR2_DRAGON_FIRE, &e->pos);
        Effect_Kill(g, fx);
    }
}

void Effect_SetupMissilesTR2(Game *g)
{
    g->objects[O2_MISSILE_KNIFE].effect_control = fx_missile_tr2;
    g->objects[O2_MISSILE_HARPOON].effect_control = fx_missile_tr2;
    g->objects[O2_MISSILE_FLAME].effect_control = fx_flame_tr2;
}

int Effect_FireStreamTR2(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                         int room)
{
    (void)speed;
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ x, y, z };
    e->rot = (Vec3s){ 0, yrot, 0 };
    e->room = (int16_t)room;
    e->speed = FLAME_TR2_SPEED;
    /* a random frame of its sprites (the draw stream) */
    e->frame_num = (int16_t)(((Effect_MeshesOf(g, O2_MISSILE_FLAME) + 1) *
                              Prng_Draw(&g->sim->prng)) >> 15);
    e->object_id = O2_MISSILE_FLAME;
    e->shade = FLAME_TR2_SHADE;
    Effect_AimAtLara(g, e);
    e->counter = g->objects[O2_DRAGON_FRONT].loaded ? FLAME_TR2_DRAGON_LIFE : FLAME_TR2_LIFE;
    return fx;
}

int Effect_AimedMissile(Game *g, int object_id, int32_t x, int32_t y, int32_t z, int16_t yrot,
                        int room)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ x, y, z };
    e->room = (int16_t)room;
    e->rot = (Vec3s){ 0, yrot, 0 };
    e->speed = MISSILE_TR2_SPEED;
    e->fall_speed = 0;
    e->frame_num = 0;
    e->object_id = (int16_t)object_id;
    e->shade = MISSILE_TR2_SHADE;
    Effect_AimAtLara(g, e);
    return fx;
}

int Effect_KnifeTR2(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                    int room)
{
    (void)speed;
    return Effect_AimedMissile(g, O2_MISSILE_KNIFE, x, y, z, yrot, room);
}

int Effect_HarpoonTR2(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                      int room)
{
    (void)speed;
    return Effect_AimedMissile(g, O2_MISSILE_HARPOON, x, y, z, yrot, room);
}
