/* The London boss's lights (tomb3 londboss.cpp: ControlLaserBolts' and
 * ControlLondBossPlasmaBall's lights, LondonBossControl's staff light and
 * the fusebox's shock on her): each a dynamic light into Game.lights in
 * TR3's terms (Gun_AddLightTR3: reach in 256-unit steps, colour 0..31),
 * its flicker from the spark pool's light stream (Spark3_LightRand; the
 * original takes it from its control stream), so the game's streams never
 * move. As TR3's other lights, their brightness and reach show through
 * the ColourMap, not their colour. */
#include "game/objects/tr3/boss/london.h"

#include "engine/math/fixed.h"
#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"

#define PLASMA_REACH 7
#define STAFF_REACH 10
#define STAFF_MESH 10
#define SUMMON_FADE 16

void London3_BoltLight(Game *g, const Effect *e, int reach)
{
    int gr = 31 - (Spark3_LightRand(g) & 7), b = gr >> 1;
    if (e->counter < 0 && e->fall_speed) {
        /* a summon bolt fades out with it */
        int f = SUMMON_FADE - e->shade;
        gr = (f * gr) >> 4;
        b = (f * b) >> 4;
    }
    Gun_AddLightTR3(&g->lights, e->pos, e->room, reach, 0, gr, b);
}

void London3_PlasmaLight(Game *g, const Effect *e)
{
    int32_t c = Spark3_LightRand(g);
    Gun_AddLightTR3(&g->lights, e->pos, e->room, PLASMA_REACH, c & 7, 31 - ((c >> 4) & 3),
                    24 - ((c >> 6) & 3));
}

void London3_ShockLight(Game *g, const Item *it, int shock)
{
    if (!shock)
        return;
    int reach, r, gr, b;
    if (shock < 12) {
        reach = (Spark3_LightRand(g) & 1) - (shock << 1) + 25;
        r = (Spark3_LightRand(g) & 7) - shock + 16;
        gr = 32 - shock;
        b = 31;
    } else {
        reach = (Spark3_LightRand(g) & 3) + 8;
        r = 0;
        gr = (Spark3_LightRand(g) & 7) + 8;
        b = (Spark3_LightRand(g) & 7) + 16;
    }
    Gun_AddLightTR3(&g->lights, it->pos, it->room, reach, r, gr, b);
}

void London3_StaffLight(Game *g, const Item *it)
{
    /* her staff's icon; its glow swells and ebbs over 64 ticks */
    Vec3i at = { -28, 48, 304 };
    Creature_JointPos(g, it, &at, STAFF_MESH);
    int32_t phase = (int32_t)(g->sim->tick & 0x3F);
    int32_t s = Math_Sin((int16_t)(phase << 10));
    int gr = (Spark3_LightRand(g) & 7) + ((s < 0 ? -s : s) >> 9);
    if (gr > 31)
        gr = 31;
    Gun_AddLightTR3(&g->lights, at, it->room, STAFF_REACH, 0, gr >> 1, gr >> 2);
}
