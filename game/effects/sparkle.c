/* Sparkles: the twinkle of pickups and the Midas hand's gold, and the
 * puff of dust a dart leaves where it hits. */
#include "game/effects/effect_internal.h"

static void fx_twinkle(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Effect_StepFrames(g, fx, e, 1);
}

static void fx_dart_dust(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    /* Counts to three rather than to an exact value. */
    if (++e->counter < 3)
        return;
    e->counter = 0;
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
        Effect_Kill(g, fx);
}

void Sparkle_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->twinkle, fx_twinkle);
    Effect_Register(g, Effect_Ids(g)->dart_effect, fx_dart_dust);
}

void Effect_Twinkle(Game *g, const GameVec *at)
{
    int fx = Effect_Create(g, at->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ at->x, at->y, at->z };
    e->counter = 0;
    e->object_id = Effect_Ids(g)->twinkle;
    e->frame_num = 0;
}

void Effect_SparkleItem(Game *g, const Item *item, uint32_t mesh_mask)
{
    CollSphere s[ANIM_MAX_MESHES];
    int n = Coll_GetSpheres(g, item, s, ANIM_MAX_MESHES, NULL);
    for (int i = 0; i < n && i < 32; i++) {
        if (!(mesh_mask & (1u << i)))
            continue;
        GameVec at;
        at.x = s[i].x + s[i].r * (Prng_Draw(&g->sim->prng) - 0x4000) / 0x4000;
        at.y = s[i].y + s[i].r * (Prng_Draw(&g->sim->prng) - 0x4000) / 0x4000;
        at.z = s[i].z + s[i].r * (Prng_Draw(&g->sim->prng) - 0x4000) / 0x4000;
        at.room = item->room;
        Effect_Twinkle(g, &at);
    }
}
