/* TR2's twinkle (O2_TWINKLE): a sparkle that either fades over -counter
 * ticks (counter < 0) or drifts towards the item its counter names, a
 * sixteenth of the way a tick (the dragon's front: towards a point on its
 * body), gone within a click of it: Bartoli's mystic lights gather so. */
#include "game/effects/effect_internal.h"

#include <stdlib.h>

#include "game/objects/tr2/object_ids_tr2.h"

static Vec3i target_of(const Item *it)
{
    Vec3i p = it->pos;
    if (it->object_id == O2_DRAGON_FRONT) {
        int32_t c = Math_Cos(it->rot.y), s = Math_Sin(it->rot.y);
        p.x += (c * 1100 + s * 490) >> W2V_SHIFT;
        p.z += (c * 490 - s * 1100) >> W2V_SHIFT;
        p.y -= 540;
    }
    return p;
}

static void fx_twinkle_tr2(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
        e->frame_num = 0;
    if (e->counter < 0) {
        if (++e->counter == 0)
            Effect_Kill(g, fx);
        return;
    }
    if ((uint32_t)e->counter >= g->sim->num_items) {
        Effect_Kill(g, fx);
        return;
    }
    Vec3i t = target_of(&g->sim->items[e->counter]);
    e->pos.x += (t.x - e->pos.x) >> 4;
    e->pos.y += (t.y - e->pos.y) >> 4;
    e->pos.z += (t.z - e->pos.z) >> 4;
    if (abs(e->pos.x - t.x) < STEP_SIZE && abs(e->pos.y - t.y) < STEP_SIZE &&
        abs(e->pos.z - t.z) < STEP_SIZE)
        Effect_Kill(g, fx);
}

void Effect_SetupTwinkleTR2(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_twinkle_tr2);
}
