/* Lara's tick (see lara.h): water-status transitions and the above-water,
 * underwater and surface handlers. */
#include "game/lara/lara_internal.h"

#include <string.h>

void Lara_Init(Game *g)
{
    Lara *l = &g->lara;
    memset(l, 0, sizeof(*l));
    l->item = g->sim->lara;
    l->target = -1;
    l->interact_target = -1;
    l->air = LARA_AIR_MAX;
    l->water_status = LWS_ABOVE_WATER;
    l->gun_status = LGS_ARMLESS;
    l->gun_type = LGT_PISTOLS;
    l->request_gun_type = LGT_PISTOLS;
    l->has_pistols = true;
    l->pistols.ammo = 1000;
    l->left_arm.anim = l->right_arm.anim = -1;
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        l->mesh_swap[i] = -1;
}

void Lara_Control(Game *g)
{
    Item *item = Game_LaraItem(g);
    if (!item)
        return;
    /* Placeholder until the handlers land: animate in place. */
    Anim_Animate(g->lv, item, &g->sim->events);
}
