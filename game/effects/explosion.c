/* Explosions: a sprite run at one frame every two ticks; projectiles and
 * body parts turn into one where they burst. */
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"

static void fx_explosion(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    if (!Effect_Ids(g)->explosion_light) {
        Effect_StepFrames(g, fx, e, 2);
        return;
    }
    /* TR2's burns bright while it lasts: intensity 2^12 over 2^10 units
     * on the ticks between frames, 2^13 over 2^11 on those that step a
     * frame (none on the tick it is gone), as the original's
     * AddDynamicLight calls */
    if (++e->counter != 2) {
        Gun_AddLight(&g->lights, e->pos, e->room, 12, 10);
        return;
    }
    e->counter = 0;
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
        Effect_Kill(g, fx);
    else
        Gun_AddLight(&g->lights, e->pos, e->room, 13, 11);
}

void Explosion_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->explosion, fx_explosion);
}

/* A projectile or body part turning into an explosion where it is. */
void Effect_BecomeExplosion(Game *g, Effect *e)
{
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = Effect_Ids(g)->explosion;
    Effect_Sound(g, Effect_Ids(g)->sfx_explosion, &e->pos);
    if (g->sparks)
        Spark3_ExplosionBurst(g, e->pos.x, e->pos.y, e->pos.z, e->room);
}

static int explosion_effect(Game *g, const Vec3i *pos, int room, bool sound)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = *pos;
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = Effect_Ids(g)->explosion;
    if (sound)
        Effect_Sound(g, Effect_Ids(g)->sfx_explosion, &e->pos);
    return fx;
}

int Effect_Explosion(Game *g, const Vec3i *pos, int room, bool sound)
{
    int fx = explosion_effect(g, pos, room, sound);
    if (fx == EFFECT_NONE)
        return fx;
    /* TR3: what is seen and what lights is its burst of sparks (the
     * first carries the light); EffectIds_TR3 draws the effect not */
    if (g->sparks)
        Spark3_ExplosionBurst(g, pos->x, pos->y, pos->z, room);
    return fx;
}

int Effect_ExplosionUnderwater(Game *g, const Vec3i *pos, int room, const Vec3i *at, int at_room)
{
    int fx = explosion_effect(g, pos, room, false);
    if (fx != EFFECT_NONE && g->sparks)
        Spark3_UnderwaterExplosion(g, at->x, at->y, at->z, at_room);
    return fx;
}
