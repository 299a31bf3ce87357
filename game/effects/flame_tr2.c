/* TR2's flame (see Effect_SetupFlameTR2): TR1's flame with TR2's numbers
 * and order: nearer burns (5 a tick within 600, alight within 450 rather
 * than 300), and on Lara 7 a tick without the flinch, the flame following
 * her room before the water test. */
#include "game/effects/effect_internal.h"

#define FLAME_NEAR 600
#define FLAME_NEAR_DAMAGE 5
#define FLAME_CATCH 450
#define FLAME_ON_LARA_DAMAGE 7
#define FLAME_SFX 150 /* TR2's small fires loop */

/* Whether a flame rides on Lara already (the original's Lara.burn: set
 * when she catches fire, cleared when the water or the flight cheat puts
 * the flame out). */
bool Effect_LaraBurning(Game *g)
{
    const EffectList *l = &g->effects;
    int guard = 0;
    for (int i = l->next_active; Effect_Ok(i) && guard < EFFECT_MAX; i = l->fx[i].next_active, guard++)
        if (l->fx[i].object_id == Effect_Ids(g)->flame && l->fx[i].counter < 0)
            return true;
    return false;
}

void Effect_LaraCatchFireTR2(Game *g)
{
    if (g->lara.water_status == LWS_CHEAT || Effect_LaraBurning(g))
        return;
    Effect_LaraCatchFire(g);
}

static void fx_flame_tr2(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Item *lara = Game_LaraItem(g);
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
        e->frame_num = 0;
    if (!lara)
        return;

    if (e->counter >= 0) {
        Effect_Sound(g, FLAME_SFX, &e->pos);
        if (e->counter) {
            e->counter--;
        } else if (Effect_LaraIsNear(g, &e->pos, FLAME_NEAR)) {
            Lara_TakeDamage(g, FLAME_NEAR_DAMAGE, true);
            int32_t dx = lara->pos.x - e->pos.x;
            int32_t dz = lara->pos.z - e->pos.z;
            if (dx * dx + dz * dz < FLAME_CATCH * FLAME_CATCH) {
                e->counter = 100;
                Effect_LaraCatchFireTR2(g);
            }
        }
        return;
    }

    /* Riding on Lara: counter -1 - n burns on her mesh n. */
    e->pos.x = 0;
    e->pos.y = 0;
    e->pos.z = e->counter == -1 ? -100 : 0;
    Effect_JointAbsPosition(g, lara, &e->pos, -1 - e->counter, NULL);
    if (lara->room != e->room)
        Effect_NewRoom(g, fx, lara->room);
    int32_t wh = World_WaterHeight(&g->world, e->pos.x, e->pos.y, e->pos.z, e->room);
    if ((wh != WORLD_NO_HEIGHT && e->pos.y > wh) || g->lara.water_status == LWS_CHEAT) {
        e->counter = 0;
        Effect_Kill(g, fx);
        return;
    }
    Effect_Sound(g, FLAME_SFX, &e->pos);
    Lara_TakeDamage(g, FLAME_ON_LARA_DAMAGE, false);
}

void Effect_SetupFlameTR2(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_flame_tr2);
}
