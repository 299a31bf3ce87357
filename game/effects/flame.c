/* Flames: the flame emitters' fire that sets Lara alight when she comes
 * too near, and the flames that then ride on her meshes until the water
 * puts them out. */
#include "game/effects/effect_internal.h"

#define FX_MAX_HEIGHT 32000      /* a probe from below every floor */
#define FLAME_ON_FIRE_DAMAGE 5
#define FLAME_TOO_NEAR_DAMAGE 3

static void fx_flame(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Item *lara = Game_LaraItem(g);
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, Effect_Ids(g)->flame))
        e->frame_num = 0;

    if (e->counter < 0) {
        /* Riding on Lara: counter -1 - n burns on her mesh n. */
        if (!lara || g->lara.water_status == LWS_CHEAT) {
            e->counter = 0;
            Effect_Kill(g, fx);
            return;
        }
        e->pos.x = 0;
        e->pos.y = 0;
        e->pos.z = e->counter == -1 ? -100 : 0;
        Effect_JointAbsPosition(g, lara, &e->pos, -1 - e->counter, NULL);
        int32_t wh = World_WaterHeight(&g->world, lara->pos.x, lara->pos.y, lara->pos.z, lara->room);
        if (wh != WORLD_NO_HEIGHT && e->pos.y > wh) {
            e->counter = 0;
            Effect_Kill(g, fx);
            return;
        }
        if (e->room != lara->room)
            Effect_NewRoom(g, fx, lara->room);
        Effect_Sound(g, EFFECT_SFX_FIRE, &e->pos);
        Lara_TakeDamage(g, FLAME_ON_FIRE_DAMAGE, true);
        return;
    }

    Effect_Sound(g, EFFECT_SFX_FIRE, &e->pos);
    if (e->counter) {
        e->counter--;
    } else if (lara && Effect_LaraIsNear(g, &e->pos, 600)) {
        if (g->lara.water_status == LWS_CHEAT)
            return;
        int32_t x = lara->pos.x - e->pos.x;
        int32_t z = lara->pos.z - e->pos.z;
        int32_t dist = x * x + z * z;
        Lara_TakeDamage(g, FLAME_TOO_NEAR_DAMAGE, true);
        if (dist < 300 * 300) {
            e->counter = 100;
            Effect_LaraCatchFire(g);
        }
    }
}

void Flame_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->flame, fx_flame);
}

void Effect_LaraCatchFire(Game *g)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int fx = Effect_Create(g, lara->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    /* The position comes with the flame's first tick. */
    e->frame_num = 0;
    e->object_id = Effect_Ids(g)->flame;
    e->counter = -1;
}

bool Effect_LaraOnLowestFloor(Game *g, const Item *lara)
{
    int16_t room = lara->room;
    const RoomSector *s = World_Sector(&g->world, lara->pos.x, FX_MAX_HEIGHT, lara->pos.z, &room);
    return lara->floor == World_Height(&g->world, s, lara->pos.x, FX_MAX_HEIGHT, lara->pos.z);
}

void Effect_LaraTouchLava(Game *g)
{
    Item *lara = Game_LaraItem(g);
    if (!lara || lara->hit_points < 0 || g->lara.water_status == LWS_CHEAT)
        return;
    /* Only on the floor of the lowest sector under her. */
    if (!Effect_LaraOnLowestFloor(g, lara))
        return;
    lara->hit_points = -1;
    lara->hit_status = true;
    if (g->lara.water_status != LWS_ABOVE_WATER)
        return;
    for (int i = 0; i < 10; i++) {
        int fx = Effect_Create(g, lara->room);
        if (fx == EFFECT_NONE)
            continue;
        Effect *e = &g->effects.fx[fx];
        e->object_id = Effect_Ids(g)->flame;
        e->frame_num = (int16_t)(Effect_MeshesOf(g, Effect_Ids(g)->flame) * Prng_Control(&g->sim->prng) / 0x7FFF);
        e->counter = (int16_t)(-1 - 24 * Prng_Control(&g->sim->prng) / 0x7FFF);
    }
}

void Effect_LaraExtinguish(Game *g)
{
    EffectList *l = &g->effects;
    int fx = l->next_active;
    for (int guard = 0; Effect_Ok(fx) && guard < EFFECT_MAX; guard++) {
        Effect *e = &l->fx[fx];
        int next = e->next_active;
        if (e->object_id == Effect_Ids(g)->flame && e->counter < 0) {
            e->counter = 0;
            Effect_Kill(g, fx);
        }
        fx = next;
    }
}
