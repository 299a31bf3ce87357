/* Shadows (see RenderShadowDraw in render.h): the original's "trans8"
 * polygon. It has no texture and no shade of its own; it takes what the
 * painter's order has already drawn beneath it and darkens each pixel
 * through one row of the level's ColourMap. The rules below are the
 * original's: the whole polygon is dropped when any vertex is behind the
 * near plane or when it faces away (seen from below), and it sorts by the
 * average depth of its vertices. Integer only. */
#include "engine/render/render_internal.h"

#include <string.h>

#define SHADOW_COORD_LIMIT (1 << 26) /* subpixels; far beyond any screen */

void Render_SetShadows(Renderer *r, const RenderShadowDraw *shadows, size_t num_shadows)
{
    r->shadows = shadows;
    r->num_shadows = shadows ? num_shadows : 0;
}

static int64_t floordiv64(int64_t a, int64_t b)
{
    int64_t q = a / b;
    if ((a % b) != 0 && ((a < 0) != (b < 0)))
        q--;
    return q;
}

/* The polygon of one shadow in screen subpixels, or false when the
 * original would not draw it. *depth: the average view depth. */
static bool project_shadow(const Renderer *r, const RenderShadowDraw *s, int32_t *sx,
                           int32_t *sy, int64_t *depth)
{
    int64_t zsum = 0;
    bool all_far = true;
    for (int i = 0; i < s->nv; i++) {
        int64_t v[3];
        Mat34_Transform(&r->view, s->v[i].x, s->v[i].y, s->v[i].z, v);
        if (v[2] < RENDER_NEAR_Z)
            return false; /* the original: no shadow once a corner is behind the eye */
        if (v[2] <= r->far_z)
            all_far = false;
        int64_t x = (int64_t)r->cx * SUB_ONE + floordiv64(v[0] * r->f * SUB_ONE, v[2]);
        int64_t y = (int64_t)r->cy * SUB_ONE + floordiv64(v[1] * r->f * SUB_ONE, v[2]);
        if (x < -SHADOW_COORD_LIMIT || x > SHADOW_COORD_LIMIT || y < -SHADOW_COORD_LIMIT ||
            y > SHADOW_COORD_LIMIT)
            return false;
        sx[i] = (int32_t)x;
        sy[i] = (int32_t)y;
        zsum += v[2];
    }
    if (all_far)
        return false;
    /* Clockwise on screen (y down) when seen from above: a positive area. */
    int64_t area = 0;
    for (int i = 0; i < s->nv; i++) {
        int j = i + 1 == s->nv ? 0 : i + 1;
        area += (int64_t)sx[i] * sy[j] - (int64_t)sx[j] * sy[i];
    }
    if (area <= 0)
        return false;
    *depth = zsum / s->nv;
    return true;
}

void RenderShadow_Emit(Renderer *r)
{
    const Level *lv = r->level;
    const RenderShadowDraw *list = r->shadows;
    size_t n = r->num_shadows;
    r->shadows = NULL;
    r->num_shadows = 0;
    for (size_t k = 0; k < n; k++) {
        const RenderShadowDraw *s = &list[k];
        if (s->nv < 3 || s->nv > RENDER_SHADOW_MAX_VERTS || s->shade_row >= LIGHTMAP_SHADES)
            continue;
        if (s->room < 0 || (uint32_t)s->room >= lv->num_rooms ||
            r->room_stamp[s->room] != r->stamp)
            continue;
        RectI rect = r->room_rect[s->room];
        if (rect.x0 >= rect.x1 || rect.y0 >= rect.y1)
            continue;
        int32_t sx[RENDER_SHADOW_MAX_VERTS], sy[RENDER_SHADOW_MAX_VERTS];
        int64_t depth;
        if (!project_shadow(r, s, sx, sy, &depth))
            continue;
        int32_t xmin = sx[0], xmax = sx[0], ymin = sy[0], ymax = sy[0];
        for (int i = 1; i < s->nv; i++) {
            xmin = MIN(xmin, sx[i]);
            xmax = MAX(xmax, sx[i]);
            ymin = MIN(ymin, sy[i]);
            ymax = MAX(ymax, sy[i]);
        }
        if (xmax <= (rect.x0 << SUB_BITS) || xmin >= (rect.x1 << SUB_BITS) ||
            ymax <= (rect.y0 << SUB_BITS) || ymin >= (rect.y1 << SUB_BITS) || ymax == ymin)
            continue;
        if (r->num_polys >= MAX_POLYS) {
            r->stats.polys_dropped++;
            continue;
        }
        Poly *p = &r->polys[r->num_polys];
        memset(p, 0, sizeof(*p));
        p->flags = POLY_SHADOW;
        p->nv = s->nv;
        memcpy(p->x, sx, sizeof(int32_t) * s->nv);
        memcpy(p->y, sy, sizeof(int32_t) * s->nv);
        p->ymin = ymin;
        p->ymax = ymax;
        p->rx0 = rect.x0;
        p->ry0 = rect.y0;
        p->rx1 = rect.x1;
        p->ry1 = rect.y1;
        p->cmap = lv->lightmap + (size_t)s->shade_row * 256;
        r->sort_keys[r->num_polys] = 0xFFFFu - (uint32_t)MIN(depth, 0xFFFF);
        r->num_polys++;
    }
}
