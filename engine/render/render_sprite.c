/* Sprites: room sprites and sprite draws, screen-aligned rectangles. */
#include "engine/render/render_internal.h"

#include <string.h>

void RenderSprite_Emit(EmitCtx *c, int32_t vx, int32_t vy, int32_t vz, uint16_t sprite,
                       int32_t shade)
{
    Renderer *r = c->r;
    const Level *lv = r->level;
    if (sprite >= lv->num_sprite_textures || vz < RENDER_NEAR_Z || vz > r->far_z)
        return;
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    const SpriteTexture *st = &lv->sprite_textures[sprite];
    if (st->tile >= lv->num_textiles || !lv->textiles8)
        return;
    int64_t f = r->f;
    int64_t sx = ((int64_t)r->cx * SUB_ONE) + floordiv((int64_t)vx * f * SUB_ONE, vz);
    int64_t sy = ((int64_t)r->cy * SUB_ONE) + floordiv((int64_t)vy * f * SUB_ONE, vz);
    int64_t x0 = sx + floordiv((int64_t)st->left * f * SUB_ONE, vz);
    int64_t x1 = sx + floordiv((int64_t)st->right * f * SUB_ONE, vz);
    int64_t y0 = sy + floordiv((int64_t)st->top * f * SUB_ONE, vz);
    int64_t y1 = sy + floordiv((int64_t)st->bottom * f * SUB_ONE, vz);
    if (x1 <= x0 || y1 <= y0)
        return;
    if (x1 <= (c->rect.x0 << SUB_BITS) || x0 >= (c->rect.x1 << SUB_BITS) ||
        y1 <= (c->rect.y0 << SUB_BITS) || y0 >= (c->rect.y1 << SUB_BITS))
        return;
    /* sprites far off screen are rejected above; clamp to keep 32 bits */
    int64_t lim = (int64_t)(RENDER_MAX_WIDTH * 4) << SUB_BITS;
    if (x0 < -lim || y0 < -lim || x1 > lim || y1 > lim)
        return;
    Poly *p = &r->polys[r->num_polys];
    int32_t tw = (st->width >> 8) + 1, th = (st->height >> 8) + 1;
    p->flags = POLY_SPRITE | POLY_TRANSPARENT;
    p->nv = 2;
    p->x[0] = (int32_t)x0;
    p->y[0] = (int32_t)y0;
    p->x[1] = (int32_t)x1;
    p->y[1] = (int32_t)y1;
    p->ymin = (int32_t)y0;
    p->ymax = (int32_t)y1;
    p->tex = lv->textiles8 + (size_t)st->tile * TEXTILE_SIZE * TEXTILE_SIZE;
    p->cmap = c->cmap;
    p->su0 = st->x << 16;
    p->sv0 = st->y << 16;
    /* texels per subpixel, 16.16 */
    p->sdu = (int32_t)(((int64_t)tw << 16) / (x1 - x0));
    p->sdv = (int32_t)(((int64_t)th << 16) / (y1 - y0));
    p->sshade = fog_shade(shade, vz);
    p->rx0 = c->rect.x0;
    p->ry0 = c->rect.y0;
    p->rx1 = c->rect.x1;
    p->ry1 = c->rect.y1;
    r->sort_keys[r->num_polys] = 0xFFFFu - (uint32_t)MIN(vz, 0xFFFF);
    r->num_polys++;
}


/* The spark's size in subpixels on this frame (see RENDER_SIZE_*); 0 when
 * it has none. Sizes of the original's 640-wide screen scale with the
 * frame's width. */
static int64_t spark_extent(const Renderer *r, int32_t vz, int16_t n, uint8_t size,
                            uint8_t scalar, bool flat)
{
    int64_t w640 = r->width;
    if (n <= 0)
        return 0;
    if (size == RENDER_SIZE_PIXELS)
        return MAX((int64_t)n * w640 * SUB_ONE / 640, SUB_ONE);
    int64_t px = floordiv(((int64_t)n * r->f) << MIN(scalar, 8), vz) * SUB_ONE;
    int64_t lo = (flat ? 1 : 4) * w640 * SUB_ONE / 640;
    int64_t hi = ((int64_t)n << (flat ? 2 : MIN(scalar, 8))) * w640 * SUB_ONE / 640;
    return CLAMP(px, MAX(lo, SUB_ONE), MAX(hi, SUB_ONE));
}

void RenderSprite_EmitSpark(EmitCtx *c, int32_t vx, int32_t vy, int32_t vz,
                            const RenderSpriteDraw *s)
{
    Renderer *r = c->r;
    const Level *lv = r->level;
    bool flat = s->sprite == RENDER_SPRITE_NONE || s->look == RENDER_SPRITE_FLAT;
    if (vz < RENDER_NEAR_Z || vz > r->far_z || (!flat && s->sprite >= lv->num_sprite_textures))
        return;
    if (s->look == RENDER_SPRITE_PLAIN && s->size == RENDER_SIZE_AUTO) {
        RenderSprite_Emit(c, vx, vy, vz, s->sprite, s->shade);
        return;
    }
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    const SpriteTexture *st = flat ? NULL : &lv->sprite_textures[s->sprite];
    if (st && (st->tile >= lv->num_textiles || !lv->textiles8))
        return;
    int64_t f = r->f;
    int64_t sx = ((int64_t)r->cx * SUB_ONE) + floordiv((int64_t)vx * f * SUB_ONE, vz);
    int64_t sy = ((int64_t)r->cy * SUB_ONE) + floordiv((int64_t)vy * f * SUB_ONE, vz);
    int64_t x0, x1, y0, y1;
    if (s->size == RENDER_SIZE_AUTO && st) {
        x0 = sx + floordiv((int64_t)st->left * f * SUB_ONE, vz);
        x1 = sx + floordiv((int64_t)st->right * f * SUB_ONE, vz);
        y0 = sy + floordiv((int64_t)st->top * f * SUB_ONE, vz);
        y1 = sy + floordiv((int64_t)st->bottom * f * SUB_ONE, vz);
    } else {
        int64_t ew = spark_extent(r, vz, s->w, s->size, s->scalar, flat);
        int64_t eh = spark_extent(r, vz, s->h, s->size, s->scalar, flat);
        x0 = sx - ew / 2;
        x1 = x0 + ew;
        y0 = sy - eh / 2;
        y1 = y0 + eh;
    }
    if (x1 <= x0 || y1 <= y0)
        return;
    if (x1 <= (c->rect.x0 << SUB_BITS) || x0 >= (c->rect.x1 << SUB_BITS) ||
        y1 <= (c->rect.y0 << SUB_BITS) || y0 >= (c->rect.y1 << SUB_BITS))
        return;
    int64_t lim = (int64_t)(RENDER_MAX_WIDTH * 4) << SUB_BITS;
    if (x0 < -lim || y0 < -lim || x1 > lim || y1 > lim)
        return;
    Poly *p = &r->polys[r->num_polys];
    memset(p, 0, sizeof(*p));
    p->flags = POLY_SPRITE | POLY_TRANSPARENT;
    p->nv = 2;
    p->x[0] = (int32_t)x0;
    p->y[0] = (int32_t)y0;
    p->x[1] = (int32_t)x1;
    p->y[1] = (int32_t)y1;
    p->ymin = (int32_t)y0;
    p->ymax = (int32_t)y1;
    p->cmap = c->cmap;
    p->colour = s->colour;
    if (st) {
        int32_t tw = (st->width >> 8) + 1, th = (st->height >> 8) + 1;
        p->tex = lv->textiles8 + (size_t)st->tile * TEXTILE_SIZE * TEXTILE_SIZE;
        p->su0 = st->x << 16;
        p->sv0 = st->y << 16;
        p->sdu = (int32_t)(((int64_t)tw << 16) / (x1 - x0));
        p->sdv = (int32_t)(((int64_t)th << 16) / (y1 - y0));
    }
    p->sshade = fog_shade(s->shade, vz);
    p->rx0 = c->rect.x0;
    p->ry0 = c->rect.y0;
    p->rx1 = c->rect.x1;
    p->ry1 = c->rect.y1;
    r->sort_keys[r->num_polys] = 0xFFFFu - (uint32_t)MIN(vz, 0xFFFF);
    r->num_polys++;
}
