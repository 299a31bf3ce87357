/* TR3's winged mutant's glow and the cleaner robot's sparks (see
 * creature_looks_tr3.h). Numbers from tomb3 wingmute.cpp and cleaner.cpp. */
#include "game/effects/creature_looks_tr3.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define LR(g) Spark3_LightRand(g)

#define WING_NEAR 0x4000
#define WING_GLOW_MESH 10
#define WING_GLOW_REACH 10
#define CLEANER_NEAR 0x5000
#define CLEANER_REACH 10

static bool near_lara(Game *g, Vec3i at, int32_t range)
{
    const Item *l = Game_LaraItem(g);
    return l && abs(l->pos.x - at.x) <= range && abs(l->pos.z - at.z) <= range;
}

int32_t Wing3_GlowPhase(int32_t rnd) { return rnd & 0x7F; }

/* TriggerWingMuteParticles: a tiny green spark on its node 1, growing
 * greener, shrinking by half over its 8 ticks. */
static void wing_spark(Game *g, int item)
{
    Spark3 *s = Spark3_New(g, g->sim->items[item].room);
    if (!s)
        return;
    s->sg = (uint8_t)((R(g) & 0x3F) + 32);
    s->sb = s->sg >> 1;
    s->sr = s->sg >> 2;
    s->dg = (uint8_t)((R(g) & 0x1F) + 224);
    s->db = s->dg >> 1;
    s->dr = s->dg >> 2;
    s->life = s->s_life = 8;
    s->col_fade = 4;
    s->fade_black = 2;
    s->trans = SPARK3_ADD;
    s->x = (R(g) & 0xF) - 8;
    s->y = (R(g) & 0xF) - 8;
    s->z = (R(g) & 0x7F) - 64;
    s->xvel = (int16_t)((R(g) & 0x1F) - 16);
    s->yvel = (int16_t)((R(g) & 0x1F) - 16);
    s->zvel = (int16_t)((R(g) & 0x1F) - 16);
    s->flags = SPARK3_DEF | SPARK3_SCALE;
    Spark3_OnNode(s, item, SPARK3_NODE_WINGMUTE);
    s->friction = 34;
    s->scalar = 3;
    s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 3) + 3);
    s->d_width = s->d_height = s->width >> 1;
}

void Wing3_Looks(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    /* |sin| of the phase * 1024 (a full turn every 64 ticks), 0..31. A
     * phase from the initialise (64..127, the first tick only) reads past
     * the original's table; here its angle wraps. */
    int32_t c = abs(Math_Sin((int32_t)((it->data_index << 10) & 0xFFFF)) >> 9);
    if (c > 31)
        c = 31;
    Vec3i at = { 0, 0, 0 };
    Effect_JointAbsPosition(g, it, &at, WING_GLOW_MESH, Creature_ExtraRotation(it));
    Gun_AddLightTR3(&g->lights, at, it->room, WING_GLOW_REACH, 0, c, 0);
    it->data_index = (it->data_index + 1) & 0x3F;
    for (int i = 0; i < 2; i++)
        if (near_lara(g, it->pos, WING_NEAR))
            wing_spark(g, item);
}

/* TriggerElectricSparks: a blue-white spark riding on `node`, flung
 * out fast across, falling a little. */
static void electric_spark(Game *g, int item, int node)
{
    Spark3 *s = Spark3_New(g, g->sim->items[item].room);
    if (!s)
        return;
    s->sr = s->sg = s->sb = (uint8_t)((R(g) & 0x3F) + 192);
    s->dr = s->sb >> 2;
    s->dg = s->sb >> 1;
    s->db = (uint8_t)((R(g) & 0x3F) + 192);
    s->col_fade = 8;
    s->fade_black = 8;
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 7) + 20);
    s->x = (R(g) & 0x1F) - 16;
    s->y = (R(g) & 0x1F) - 16;
    s->z = (R(g) & 0x1F) - 16;
    s->xvel = (int16_t)(((R(g) & 0xFF) << 2) - 512);
    s->yvel = (int16_t)((R(g) & 7) - 4);
    s->zvel = (int16_t)(((R(g) & 0xFF) << 2) - 512);
    s->friction = 4;
    s->flags = SPARK3_SCALE;
    Spark3_OnNode(s, item, node);
    s->scalar = 1;
    s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 3) + 4);
    s->d_width = s->d_height = s->width >> 1;
    s->gravity = (int16_t)((R(g) & 3) + 4);
}

void Cleaner3_Looks(Game *g, int item)
{
    SparkPool *p = g->sparks;
    if (!p)
        return;
    const Item *it = &g->sim->items[item];
    for (int k = 0; k < 3; k++) {
        uint8_t *left = &p->cleaner_burst[k];
        /* (the original draws the number whether or not a burst is on) */
        bool start = !(R(g) & 7);
        if (!*left && !start)
            continue;
        if (*left)
            (*left)--;
        else
            *left = (uint8_t)((R(g) & 7) + 4);
        int node = SPARK3_NODE_CLEANER + k;
        Vec3i at = Spark3_NodePos(g, item, node);
        if (near_lara(g, at, CLEANER_NEAR))
            electric_spark(g, item, node);
        at.x += (LR(g) & 0x1F) - 16;
        at.y += (LR(g) & 0x1F) - 16;
        at.z += (LR(g) & 0x1F) - 16;
        int c = (LR(g) & 0xF) + 16;
        Gun_AddLightTR3(&g->lights, at, it->room, CLEANER_REACH, c >> 2, c >> 1, c);
    }
}
