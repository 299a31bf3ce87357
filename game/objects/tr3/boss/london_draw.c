/* Drawing the London boss's bolts, plasma and rings (ObjectInfo.effect_draw
 * of O3_EXTRAFX_4 and O3_EXTRAFX_5), what an 8-bit frame can show of them:
 * TR3's sparks (Effect_DrawSparkLook), dimmed through the ColourMap as the
 * original fades them (the hue is not shown).
 *   - a bolt: the original's tube of light trailing it, as strips added
 *     to the screen (draw_bolt);
 *   - a plasma ball: the flame the original trails from it (the sheet's
 *     first sprite, additive, 64..95 wide);
 *   - a ring: the original draws a band of 8 textured quads between its
 *     radius and half of it (the sheet's sprites 4 to 7 in turn, every 16
 *     ticks); here 8 sprites of that sheet round the middle of the band,
 *     each as wide as the band, turning with the tick as the original's,
 *     tilted as it tilts them, bright as the original's vertex colours for
 *     its life. */
#include "game/objects/tr3/boss/london.h"

#include "engine/core/mem.h"
#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define RING_POINTS 8
#define RING_SPRITE 4

/* Her green (the original's: red 0..63, green 224..255, blue a quarter of
 * it plus 0..63, the middles), scaled by bright / full. */
static EffectSparkLook green(int sprite, int bright, int full, int16_t w, uint8_t scalar)
{
    EffectSparkLook lk = { (int16_t)sprite, 0, 0, 0, EFFECT_SPARK_ADD, RENDER_SIZE_SCALED,
                           scalar, w, w };
    if (bright > full)
        bright = full;
    if (bright < 0)
        bright = 0;
    lk.r = (uint8_t)(32 * bright / full);
    lk.g = (uint8_t)(240 * bright / full);
    lk.b = (uint8_t)(92 * bright / full);
    return lk;
}

/* Room for n more sprites and one for every other effect still to draw. */
static bool room_for(SimDrawList *dl, size_t n)
{
    return Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + n + EFFECT_MAX,
                    sizeof(RenderSpriteDraw));
}

/* A ring of `radius` round `at`, tilted by xrot then zrot (16-bit). */
static void ring(const Game *g, const Effect *e, Vec3i at, int32_t radius, int16_t xrot,
                 int16_t zrot, const EffectSparkLook *lk, SimDrawList *dl)
{
    int32_t mid = radius * 3 / 4;
    int32_t turn = (int32_t)(((g->sim->tick * 4) & 0x3C) << 7); /* (wibble & 63) << 3, 16-bit */
    for (int k = 0; k < RING_POINTS; k++) {
        int16_t a = (int16_t)(turn + k * 0x2000);
        int32_t x = (mid * Math_Sin(a)) >> W2V_SHIFT, z = (mid * Math_Cos(a)) >> W2V_SHIFT;
        /* about x, then about z */
        int32_t y1 = -((z * Math_Sin(xrot)) >> W2V_SHIFT), z1 = (z * Math_Cos(xrot)) >> W2V_SHIFT;
        int32_t x2 = ((x * Math_Cos(zrot)) - (y1 * Math_Sin(zrot))) >> W2V_SHIFT;
        int32_t y2 = ((x * Math_Sin(zrot)) + (y1 * Math_Cos(zrot))) >> W2V_SHIFT;
        Vec3i p = { at.x + x2, at.y + y2, at.z + z1 };
        Effect_DrawSparkLook(g->lv, Effect_Ids(g), lk, p, e->room, dl);
    }
}

static int16_t band(int32_t radius)
{
    int32_t w = radius / 2;
    return (int16_t)(w < 16 ? 16 : w > 4096 ? 4096 : w);
}

static bool draw_rings(const Game *g, const Effect *e, SimDrawList *dl)
{
    if (!room_for(dl, 3 * RING_POINTS))
        return false;
    int sprite = RING_SPRITE + (int)((g->sim->tick >> 2) & 3);
    int life = e->shade;
    if (e->counter == LON_FX_KNOCKBACK) {
        int c = life > 24 ? (32 - life) << 2 : life < 16 ? life << 1 : 32;
        EffectSparkLook outer = green(sprite, c, 32, band(e->rot.x), 0);
        EffectSparkLook middle = green(sprite, c, 32, band(e->rot.y), 0);
        ring(g, e, e->pos, e->rot.x, 0, 0, &outer, dl);
        ring(g, e, (Vec3i){ e->pos.x, e->pos.y + 128, e->pos.z }, e->rot.y, 0, 0, &middle, dl);
        ring(g, e, (Vec3i){ e->pos.x, e->pos.y + 256, e->pos.z }, e->rot.x, 0, 0, &outer, dl);
        return true;
    }
    int c = e->counter == LON_FX_SUMMON_RING
                ? (life > 32 ? (64 - life) << 1 : life < 8 ? life << 3 : 64)
                : life << 2;
    EffectSparkLook lk = green(sprite, c, 128, band(e->rot.y), 0);
    ring(g, e, e->pos, e->rot.y, (int16_t)(e->rot.x * 16), (int16_t)(e->rot.z * 16), &lk, dl);
    return true;
}

static bool draw_fx5(const Game *g, int fx, SimDrawList *dl)
{
    const Effect *e = &g->effects.fx[fx];
    if (e->counter >= LON_FX_KNOCKBACK)
        return draw_rings(g, e, dl);
    if (!room_for(dl, 1))
        return false;
    EffectSparkLook lk = green(0, 1, 1, 80, 1);
    Effect_DrawSparkLook(g->lv, Effect_Ids(g), &lk, e->pos, e->room, dl);
    return true;
}

/* One piece of a bolt's tube: a strip from a to b as wide as the mean of
 * the rings' sizes there, green as the original's vertex colours at its
 * two ends (c0 toward the head, c1 behind), doubled for the tube's near
 * and far walls both added. */
static bool tube_piece(const Game *g, const Effect *e, Vec3i a, Vec3i b, int32_t da, int32_t db,
                       int c0, int c1, SimDrawList *dl)
{
    return Bolt_DrawLine(g->lv, dl, a, b, e->room, (c0 >> 2) + (c1 >> 3), c0 + c1,
                         (c0 >> 1) + (c1 >> 1), CLAMP(da + db, 1, 4096));
}

/* A bolt as the original's S_DrawLaserBolts draws it: a tube trailing
 * back along its flight from its head, four square rings 2, 3, 4 and 5
 * ticks of its speed behind (half-size its light's growth, each a quarter
 * less), to a tail 6 ticks behind; bright 128 at the head, then 64, 48,
 * 32, 16 and 0. A summon bolt's is half as wide, one ring 2 ticks behind
 * and its tail 5, fading over its last 16 ticks. Here each length of the
 * tube is a strip (London3's lines, game/effects/bolt.h's way). */
static bool draw_bolt(const Game *g, int fx, SimDrawList *dl)
{
    const Effect *e = &g->effects.fx[fx];
    bool summon = e->fall_speed != 0;
    int32_t flat = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    Vec3i v = { (flat * Math_Sin(e->rot.y)) >> W2V_SHIFT,
                -((e->speed * Math_Sin(e->rot.x)) >> W2V_SHIFT),
                (flat * Math_Cos(e->rot.y)) >> W2V_SHIFT };
    int32_t d = summon ? e->rot.z >> 1 : e->rot.z;
    int fade = summon ? 16 - e->shade : 16;
    fade = CLAMP(fade, 0, 16);
    static const int k_bright[6] = { 128, 64, 48, 32, 16, 0 };
    static const int k_back[6] = { 0, 2, 3, 4, 5, 6 };
    int n = summon ? 2 : 5;
    for (int i = 0; i < n; i++) {
        int j = i + 1;
        int back_a = k_back[i], back_b = summon && j == 2 ? 5 : k_back[j];
        int bright_b = summon && j == 2 ? 0 : k_bright[j];
        Vec3i a = { e->pos.x - v.x * back_a, e->pos.y - v.y * back_a, e->pos.z - v.z * back_a };
        Vec3i b = { e->pos.x - v.x * back_b, e->pos.y - v.y * back_b, e->pos.z - v.z * back_b };
        int32_t da = i == 0 ? 0 : d * (5 - i) / 4, db = bright_b ? d * (5 - j) / 4 : 0;
        if (!tube_piece(g, e, a, b, da, db, k_bright[i] * fade >> 4, bright_b * fade >> 4, dl))
            return false;
    }
    return true;
}

void London3_DrawSetup(Game *g)
{
    g->objects[O3_EXTRAFX_4].effect_draw = draw_bolt;
    g->objects[O3_EXTRAFX_5].effect_draw = draw_fx5;
}
