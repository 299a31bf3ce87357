/* The UPV's looks and propeller bubbles (tomb3 sub.cpp SubEffects,
 * TriggerSubMist; see wake_tr3.h): its mist and headlights are looks (the
 * spark pool's streams; the original draws them from its control stream),
 * its bubbles effects of the game's (the control stream, as the
 * original's). */
#include "game/effects/wake_tr3.h"

#include <stdlib.h>

#include "engine/world/floor.h"
#include "game/camera/los.h"
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define UPV_FAN_JOINT 3
#define UPV_LIGHT_JOINT 0
#define UPV_DROP 128       /* its model is drawn this far below its origin */
#define UPV_LIGHT_UP 96
#define UPV_LIGHT_AHEAD 256
#define UPV_BEAM_SHIFT 6   /* the beam's spot: 64 times further ahead */

/* TriggerSubMist: a grey puff pushed back from the fan along `angle`. */
static void sub_mist(Game *g, Vec3i at, int32_t speed, int16_t angle, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->dr = s->dg = s->db = 64;
    s->fade_black = 12;
    s->col_fade = (uint8_t)((R(g) & 3) + 4);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 3) + 20);
    s->x = (R(g) & 0xF) + at.x - 8;
    s->y = (R(g) & 0xF) + at.y - 8;
    s->z = (R(g) & 0xF) + at.z - 8;
    s->xvel = (int16_t)((R(g) & 0x7F) + ((speed * Math_Sin(angle)) >> (W2V_SHIFT + 2)) - 64);
    s->yvel = 0;
    s->zvel = (int16_t)((R(g) & 0x7F) + ((speed * Math_Cos(angle)) >> (W2V_SHIFT + 2)) - 64);
    s->friction = 3;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->scalar = 3;
    s->def = 0; /* the sheet's first smoke (EXPLOSION1's) */
    s->max_yvel = 0;
    s->gravity = 0;
    s->d_width = s->d_height = (uint8_t)((R(g) & 7) + (speed >> 1) + 16);
    s->s_width = s->width = s->s_height = s->height = (uint8_t)(s->d_width >> 2);
}

void UpvLooks3_Fan(Game *g, int item, int32_t vel)
{
    const Item *it = &g->sim->items[item];
    Vec3i p = {0, 0, 0};
    Effect_JointAbsPosition(g, it, &p, UPV_FAN_JOINT, NULL);
    Vec3i at = {p.x, p.y + UPV_DROP, p.z};
    if (g->sparks)
        sub_mist(g, at, abs(vel) >> 16, (int16_t)(it->rot.y + 0x8000), it->room);
    if (Prng_Control(&g->sim->prng) & 1)
        return;
    Vec3i b;
    b.x = (Prng_Control(&g->sim->prng) & 0x3F) + p.x - 32;
    b.y = p.y + UPV_DROP;
    b.z = (Prng_Control(&g->sim->prng) & 0x3F) + p.z - 32;
    int16_t room = it->room;
    World_Sector(&g->world, b.x, b.y, b.z, &room);
    Effect_Bubble3(g, &b, room);
}

void UpvLooks3_Lights(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    GameVec s = {0}, t;
    for (int i = 0; i < 2; i++) {
        Vec3i p = {0, UPV_LIGHT_UP, UPV_LIGHT_AHEAD << (UPV_BEAM_SHIFT * i)};
        Effect_JointAbsPosition(g, it, &p, UPV_LIGHT_JOINT, NULL);
        int c = 255 - (Spark3_LightRand(g) & 0x1F);
        if (i == 1) {
            t = (GameVec){p.x, p.y, p.z, it->room};
            Los_Check(&g->world, &s, &t);
            p = (Vec3i){t.x, t.y, t.z};
        } else {
            s = (GameVec){p.x, p.y, p.z, it->room};
        }
        /* (224..255 a channel, brought to TR3's 0..31 as the sparks'
         * lights are) */
        Gun_AddLightTR3(&g->lights, p, it->room, 8 * i + 16, c >> 3, c >> 3, c >> 3);
    }
}
