/* TR3's flaming punk as he looks (see punk_looks_tr3.h). Numbers from
 * tomb3 punk.cpp (TriggerPunkFlame, PunkControl). His flames ride on his
 * torch's joint (SPARK3_NODE_PUNK, the original's node 2: his punch
 * point) as the original's node sparks do, and let go of it 8..11 ticks
 * on. */
#include "game/effects/punk_looks_tr3.h"

#include <stdlib.h>

#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define NEAR_LARA 0x4000
#define FIRE_REACH 13

static void hand_flame(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    const Item *l = Game_LaraItem(g);
    if (!l || abs(l->pos.x - it->pos.x) > NEAR_LARA || abs(l->pos.z - it->pos.z) > NEAR_LARA)
        return;
    Spark3 *s = Spark3_New(g, it->room);
    if (!s)
        return;
    Spark3_FlameColours(g, s, 12, 24);
    s->x = (R(g) & 0xF) - 8;
    s->y = 0;
    s->z = (R(g) & 0xF) - 8;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)(-16 - (R(g) & 0xF));
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->friction = 5;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_OnNode(s, item, SPARK3_NODE_PUNK);
    bool turns = R(g) & 1;
    s->gravity = (int16_t)(-16 - (R(g) & 0x1F));
    s->max_yvel = (int8_t)(-16 - (R(g) & 7));
    if (turns) {
        s->flags |= SPARK3_ROTATE;
        s->rot_ang = (int16_t)(R(g) & 0xFFF);
        s->rot_add = (int8_t)((R(g) & 1) ? -16 - (R(g) & 0xF) : (R(g) & 0xF) + 16);
    }
    s->scalar = 1;
    s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 0x1F) + 64);
    s->d_width = s->d_height = s->width >> 2;
}

void Punk3_FireLooks(Game *g, int item, const CreatureBite *hand)
{
    const Item *it = &g->sim->items[item];
    hand_flame(g, item);
    int32_t rnd = Spark3_LightRand(g);
    Vec3i light = { hand->x + (rnd & 0xF) - 8, hand->y + ((rnd >> 4) & 0xF) - 8,
                    hand->z + ((rnd >> 8) & 0xF) - 8 };
    Effect_JointAbsPosition(g, it, &light, hand->mesh, NULL);
    Gun_AddLightTR3(&g->lights, light, it->room, FIRE_REACH, 31 - ((rnd >> 4) & 3),
                    24 - ((rnd >> 6) & 3), rnd & 7);
}
