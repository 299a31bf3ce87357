/* Drawing TR3's splashes and ripples within 8 bits (see splash_tr3.h);
 * what the original draws from tomb3 specific/draweffects.cpp
 * S_DrawSplashes: each ring of a splash as eight textured quads between
 * its lower and upper circles (the sheet's splash sprite, +8, or once the
 * ring is down, and always for the outer ring, the rippling +4..7 turning
 * every 16 of wibble), lit by its life (twice it below, twice three
 * quarters of it above), added to the screen; a ripple as a flat square
 * of the ripple sprite (+9) on the surface, lit by init or life (half as
 * bright when dim), blood as the sheet's first sprite in red.
 *
 * Our renderer draws billboards: each quad becomes one sprite at its
 * middle, as wide as the quad and as high as it stands, and a flat piece
 * (a ripple, a fallen ring) as high as its depth seen from the camera's
 * height over it; the light dims the sprite's texels through the
 * ColourMap (the hue of blood: its palette's nearest red). */
#include "game/effects/splash_tr3.h"

#include <stdlib.h>

#include "engine/core/mem.h"
#include "engine/math/fixed.h"
#include "game/effects/effect_internal.h"

#define SPRITE_SPLASH 8
#define SPRITE_RIPPLING 4 /* +4..7 */
#define SPRITE_RIPPLE 9
#define SPRITE_BLOOD 0
#define ADD_VISIBLE 8     /* darker than this an added sprite shows nothing */
#define MIN_DEPTH 16

static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

static Vec3i point_at(const Splash3 *sp, const Splash3Point *p)
{
    return (Vec3i){ sp->x + (p->wx >> 4), sp->y + p->wy, sp->z + (p->wz >> 4) };
}

static int32_t dist2(int32_t dx, int32_t dz)
{
    return (int32_t)Math_Sqrt64((uint64_t)((int64_t)dx * dx + (int64_t)dz * dz));
}

/* How high a flat piece `depth` deep (at y, middle x, z) looks from the
 * camera: its depth times the sine of the camera's height over it. */
static int32_t flat_height(const Game *g, int32_t x, int32_t y, int32_t z, int32_t depth)
{
    int64_t dx = g->camera.pos.x - x, dy = g->camera.pos.y - y, dz = g->camera.pos.z - z;
    int64_t d = (int64_t)Math_Sqrt64((uint64_t)(dx * dx + dy * dy + dz * dz));
    if (d <= 0)
        return depth;
    return (int32_t)((int64_t)depth * llabs(dy) / d);
}

static void put(const Game *g, int sprite, int r, int gr, int b, Vec3i at, int room, int32_t w,
                int32_t h, SimDrawList *dl)
{
    if (MAX(r, MAX(gr, b)) < ADD_VISIBLE || room < 0 || (uint32_t)room >= g->lv->num_rooms)
        return;
    EffectSparkLook lk = {
        .sprite = (int16_t)sprite, .r = (uint8_t)r, .g = (uint8_t)gr, .b = (uint8_t)b,
        .trans = EFFECT_SPARK_ADD, .size = RENDER_SIZE_SCALED, .scalar = 0,
        .w = (int16_t)CLAMP(w, 1, 0x7FFF), .h = (int16_t)CLAMP(h, MIN_DEPTH, 0x7FFF),
    };
    Effect_DrawSparkLook(g->lv, Effect_Ids(g), &lk, at, room, dl);
}

static void draw_splash(const Game *g, const Splash3 *sp, SimDrawList *dl)
{
    int c1 = MIN(sp->life * 2, 255);
    int c2 = MIN((sp->life - (sp->life >> 2)) * 2, 255);
    int c = (c1 + c2) >> 1;
    for (int j = 0; j < 3; j++) {
        bool down = j == 2 || (j == 0 && (sp->flags & SPLASH3_INNER_DOWN)) ||
                    (j == 1 && (sp->flags & SPLASH3_MIDDLE_DOWN));
        int sprite = down ? SPRITE_RIPPLING + ((wibble(g) >> 4) & 3) : SPRITE_SPLASH;
        const Splash3Point *lo = &sp->p[j * 16], *hi = &sp->p[j * 16 + 8];
        for (int k = 0; k < 8; k++) {
            int n = (k + 1) & 7;
            Vec3i a = point_at(sp, &lo[k]), b = point_at(sp, &lo[n]);
            Vec3i e = point_at(sp, &hi[k]), f = point_at(sp, &hi[n]);
            Vec3i mid = { (a.x + b.x + e.x + f.x) >> 2, (a.y + b.y + e.y + f.y) >> 2,
                          (a.z + b.z + e.z + f.z) >> 2 };
            int32_t w = (dist2(b.x - a.x, b.z - a.z) + dist2(f.x - e.x, f.z - e.z)) >> 1;
            int32_t stand = abs(((e.y + f.y) - (a.y + b.y)) >> 1);
            int32_t across = abs(dist2(e.x + f.x - 2 * sp->x, e.z + f.z - 2 * sp->z) -
                                 dist2(a.x + b.x - 2 * sp->x, a.z + b.z - 2 * sp->z)) >> 1;
            int32_t h = MAX(stand, flat_height(g, mid.x, mid.y, mid.z, across));
            put(g, sprite, c, c, c, mid, sp->room, w, h, dl);
        }
    }
}

static void draw_ripple(const Game *g, const Ripple3 *r, SimDrawList *dl)
{
    int32_t n = r->size << 2;
    int c;
    if ((r->flags & RIPPLE3_DIM) && (r->flags & RIPPLE3_BLOOD)) {
        /* the original's red (the language 2 build's purple not kept) */
        put(g, SPRITE_BLOOD, r->life, 0, 0, (Vec3i){ r->x, r->y, r->z }, r->room, 2 * n,
            flat_height(g, r->x, r->y, r->z, 2 * n), dl);
        return;
    }
    int shift = (r->flags & RIPPLE3_DIM) ? 2 : 1;
    c = MIN(((r->init ? r->init : r->life) >> shift) << 3, 255);
    put(g, SPRITE_RIPPLE, c, c, c, (Vec3i){ r->x, r->y, r->z }, r->room, 2 * n,
        flat_height(g, r->x, r->y, r->z, 2 * n), dl);
}

bool Splash3_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Water3 *w = g->water3;
    if (!w || !g->lv)
        return true;
    size_t most = SPLASH3_MAX * 24 + RIPPLE3_MAX;
    if (!Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + most,
                  sizeof(RenderSpriteDraw)))
        return false;
    for (int i = 0; i < SPLASH3_MAX; i++)
        if (w->splash[i].flags & SPLASH3_ON)
            draw_splash(g, &w->splash[i], dl);
    for (int i = 0; i < RIPPLE3_MAX; i++)
        if (w->ripple[i].flags & RIPPLE3_ON)
            draw_ripple(g, &w->ripple[i], dl);
    return true;
}
