/* Explosions: a sprite run at one frame every two ticks; projectiles and
 * body parts turn into one where they burst. */
#include "game/effects/effect_internal.h"

static void fx_explosion(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Effect_StepFrames(g, fx, e, 2);
}

void Explosion_Setup(Game *g)
{
    g->objects[O_EXPLOSION1].effect_control = fx_explosion;
}

/* A projectile or body part turning into an explosion where it is. */
void Effect_BecomeExplosion(Game *g, Effect *e)
{
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = O_EXPLOSION1;
    Effect_Sound(g, EFFECT_SFX_ATLANTEAN_EXPLODE, &e->pos);
}

int Effect_Explosion(Game *g, const Vec3i *pos, int room, bool sound)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = *pos;
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = O_EXPLOSION1;
    if (sound)
        Effect_Sound(g, EFFECT_SFX_ATLANTEAN_EXPLODE, &e->pos);
    return fx;
}
