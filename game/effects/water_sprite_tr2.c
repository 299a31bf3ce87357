/* TR2's water sprite (O2_WATER_SPRITE: the boat's wake): drifts along its
 * heading at its speed, a frame further every fourth tick (back to the
 * first after the last), gone when its counter runs out or once it falls
 * back (a sprite thrown up rises under gravity and dies at the top). */
#include "game/effects/effect_internal.h"

static void fx_water_sprite(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->counter--;
    if (e->counter % 4 == 0) {
        e->frame_num--;
        if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
            e->frame_num = 0;
    }
    if (e->counter == 0 || e->fall_speed > 0) {
        Effect_Kill(g, fx);
        return;
    }
    e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    if (e->fall_speed) {
        e->pos.y += e->fall_speed;
        e->fall_speed = (int16_t)(e->fall_speed + ANIM_GRAVITY);
    }
}

void Effect_SetupWaterSpriteTR2(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_water_sprite);
}
