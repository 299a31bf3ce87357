/* Lara's breath in the cold (tomb3 effects.cpp LaraBreath, called from the
 * main loop's ControlPhase on Antarctica and RX-Tech Mines, after the
 * camera and before the sparks' update): a puff of TR3's breath spark
 * (Spark3_Breath) from her mouth, 64 ahead of her head joint, blown up to
 * 191 further ahead. Standing she breathes out every tick once her
 * breathing stand (animation 103) is 30 frames in, crouching once her
 * crouch's (222) is; otherwise on 17 ticks of every 64 (the original's
 * wibble between 128 and 192). Not under water, not dead.
 *
 * The original draws the blow's three numbers from its control stream;
 * here, as all TR3 looks, from the spark pool's own, so the game plays the
 * same with or without them. The head's place is its joint as her body's
 * animation holds it (her head's own turn is not counted). */
#include "game/lara/lara_internal.h"

#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara_tr3_internal.h"

#define BREATH_FRAME 30      /* frames into the breathing animations */
#define WIBBLE_FROM 128
#define WIBBLE_TO 192

/* The original's wibble as its LaraBreath sees it: stepped (4 a tick, in
 * a byte) just before. */
static int32_t wibble_after(const Game *g) { return (int32_t)(((g->sim->tick + 1) * 4) & 0xFC); }

/* Her frame is at least `frames` into animation `anim` (the original
 * compares the absolute frame number, whatever animation she is in). */
static bool past(const Game *g, const Item *item, int anim, int frames)
{
    if (anim < 0 || (uint32_t)anim >= g->lv->num_animations)
        return false;
    return item->frame >= g->lv->animations[anim].frame_start + frames;
}

void Lara3_Breath(Game *g)
{
    Item *item = Game_LaraItem(g);
    if (!g->cold_water || !g->sparks || !item)
        return;
    if (g->lara.water_status == LWS_UNDERWATER || item->hit_points < 0)
        return;
    if (item->current_state == LS_STOP) {
        if (!past(g, item, LARA_ANIM_BREATH, BREATH_FRAME))
            return;
    } else if (item->current_state == LS_DUCK) {
        if (!past(g, item, LARA3_ANIM_DUCK_BREATHE, BREATH_FRAME))
            return;
    } else {
        int32_t w = wibble_after(g);
        if (w < WIBBLE_FROM || w > WIBBLE_TO)
            return;
    }
    Vec3i mouth = { 0, -4, 64 };
    Effect_JointAbsPosition(g, item, &mouth, LARA_MESH_HEAD, NULL);
    Vec3i to;
    to.x = (Spark3_Rand(g) & 7) - 4;
    to.y = (Spark3_Rand(g) & 7) - 8;
    to.z = (Spark3_Rand(g) & 0x7F) + 64;
    Effect_JointAbsPosition(g, item, &to, LARA_MESH_HEAD, NULL);
    Spark3_Breath(g, mouth.x, mouth.y, mouth.z, to.x - mouth.x, to.y - mouth.y, to.z - mouth.z,
                  item->room);
}
