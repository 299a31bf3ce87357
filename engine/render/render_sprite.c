/* Sprites: room sprites and sprite draws, screen-aligned rectangles. */
#include "engine/render/render_internal.h"

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

