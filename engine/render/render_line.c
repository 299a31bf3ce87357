/* Lines (see RenderLineDraw in render.h): TR3's beams and bolts, which the
 * original adds to the screen. An 8-bit frame cannot add colours, so each
 * covered pixel goes through a 256-entry row of a table made from the
 * palette: the entry nearest what adding the line's colour would give.
 * Every pixel a line covers is found from the line's two projected ends by
 * a closed formula (never stepped from a neighbour), so a band of rows
 * gives the same bytes whichever thread draws it and wherever the band
 * starts. Integer only. */
#include "engine/render/render_internal.h"

#include <string.h>

/* View-space coordinates beyond this (about a thousand sectors) are not
 * drawn: the clipping products below stay inside 64 bits. */
#define LINE_VIEW_LIMIT (1 << 20)

void Render_SetLines(Renderer *r, const RenderLineDraw *lines, size_t num_lines)
{
    r->lines = lines;
    r->num_lines = lines ? num_lines : 0;
}

/* Builds row c of the add table: each palette entry p to the entry nearest
 * RGB(p) + RGB(c), channels capped at 255, index 0 left out. */
static void build_add_row(Renderer *r, uint8_t c)
{
    const uint8_t(*pal)[3] = (const uint8_t(*)[3])r->rgb_palette;
    uint8_t *row = r->line_add + (size_t)c * 256;
    for (int p = 0; p < 256; p++) {
        int want[3];
        for (int k = 0; k < 3; k++)
            want[k] = MIN(pal[p][k] + pal[c][k], 255);
        int best = 1;
        int32_t best_d = INT32_MAX;
        for (int j = 1; j < 256; j++) {
            int dr = pal[j][0] - want[0], dg = pal[j][1] - want[1], db = pal[j][2] - want[2];
            int32_t d = dr * dr + dg * dg + db * db;
            if (d < best_d) {
                best_d = d;
                best = j;
            }
        }
        row[p] = (uint8_t)best;
    }
    r->line_add_ready[c] = 1;
}

static const uint8_t *add_row(Renderer *r, uint8_t c)
{
    if (!r->line_add_ready[c])
        build_add_row(r, c);
    return r->line_add + (size_t)c * 256;
}

uint8_t Render_LineAdd(Renderer *r, uint8_t colour, uint8_t under)
{
    return add_row(r, colour)[under];
}

static int64_t fdiv(int64_t a, int64_t b)
{
    if (b < 0) {
        a = -a;
        b = -b;
    }
    int64_t q = a / b;
    if ((a % b) != 0 && a < 0)
        q--;
    return q;
}

/* ceil(a / 16) */
static int64_t ceil16(int64_t a) { return -fdiv(-a, SUB_ONE); }

/* Cuts view-space segment a..b to z >= lo (keep_above) or z <= hi; false
 * when nothing is left. */
static bool cut_z(int64_t *a, int64_t *b, int64_t plane, bool keep_above)
{
    bool ain = keep_above ? a[2] >= plane : a[2] <= plane;
    bool bin = keep_above ? b[2] >= plane : b[2] <= plane;
    if (ain && bin)
        return true;
    if (!ain && !bin)
        return false;
    int64_t *out = ain ? b : a, *in = ain ? a : b;
    int64_t dz = in[2] - out[2];
    for (int k = 0; k < 2; k++)
        out[k] += fdiv((in[k] - out[k]) * (plane - out[2]), dz);
    out[2] = plane;
    return true;
}

static int outside(int64_t x, int64_t y, const int64_t box[4])
{
    return (x < box[0]) | (x > box[1]) << 1 | (y < box[2]) << 2 | (y > box[3]) << 3;
}

/* Cuts screen segment (x0, y0)..(x1, y1) to box (xmin, xmax, ymin, ymax),
 * an end at a time (Cohen and Sutherland); false when none of it is in. */
static bool cut_box(int64_t *x0, int64_t *y0, int64_t *x1, int64_t *y1, const int64_t box[4])
{
    for (int iter = 0; iter < 8; iter++) {
        int c0 = outside(*x0, *y0, box), c1 = outside(*x1, *y1, box);
        if (!(c0 | c1))
            return true;
        if (c0 & c1)
            return false;
        bool first = c0 != 0;
        int c = first ? c0 : c1;
        int64_t *px = first ? x0 : x1, *py = first ? y0 : y1;
        int64_t ox = first ? *x1 : *x0, oy = first ? *y1 : *y0;
        if (c & 3) {
            int64_t e = (c & 1) ? box[0] : box[1];
            *py += fdiv((oy - *py) * (e - *px), ox - *px);
            *px = e;
        } else {
            int64_t e = (c & 4) ? box[2] : box[3];
            *px += fdiv((ox - *px) * (e - *py), oy - *py);
            *py = e;
        }
    }
    return false;
}

/* One line onto the sort list (its room seen). */
static void emit_line(Renderer *r, const RenderLineDraw *d, RectI rect)
{
    int64_t a[3], b[3];
    Mat34_Transform(&r->view, d->a.x, d->a.y, d->a.z, a);
    Mat34_Transform(&r->view, d->b.x, d->b.y, d->b.z, b);
    for (int k = 0; k < 3; k++)
        if (a[k] < -LINE_VIEW_LIMIT || a[k] > LINE_VIEW_LIMIT || b[k] < -LINE_VIEW_LIMIT ||
            b[k] > LINE_VIEW_LIMIT)
            return;
    if (!cut_z(a, b, RENDER_NEAR_Z, true) || !cut_z(a, b, r->far_z, false))
        return;
    int64_t f = r->f;
    int64_t x0 = (int64_t)r->cx * SUB_ONE + fdiv(a[0] * f * SUB_ONE, a[2]);
    int64_t y0 = (int64_t)r->cy * SUB_ONE + fdiv(a[1] * f * SUB_ONE, a[2]);
    int64_t x1 = (int64_t)r->cx * SUB_ONE + fdiv(b[0] * f * SUB_ONE, b[2]);
    int64_t y1 = (int64_t)r->cy * SUB_ONE + fdiv(b[1] * f * SUB_ONE, b[2]);
    /* the longer axis from the whole line, before the cut to the screen */
    int64_t adx = x1 > x0 ? x1 - x0 : x0 - x1, ady = y1 > y0 ? y1 - y0 : y0 - y1;
    bool xmajor = adx >= ady;
    int64_t hw = MAX((int64_t)MAX(d->width, 1) * r->width * SUB_ONE / 640, SUB_ONE) / 2;
    if (d->world_width) {
        int64_t ws = (int64_t)d->world_width * f * SUB_ONE / ((a[2] + b[2]) / 2) / 2;
        hw = MAX(hw, MIN(ws, (int64_t)r->width * SUB_ONE / 16));
    }
    /* cut to the rectangle grown by more than the half width: the raster
     * cuts exactly, this only keeps the numbers small */
    int64_t m = hw + 2 * SUB_ONE;
    int64_t box[4] = { ((int64_t)rect.x0 << SUB_BITS) - m, ((int64_t)rect.x1 << SUB_BITS) + m,
                       ((int64_t)rect.y0 << SUB_BITS) - m, ((int64_t)rect.y1 << SUB_BITS) + m };
    if (!cut_box(&x0, &y0, &x1, &y1, box))
        return;
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    Poly *p = &r->polys[r->num_polys];
    memset(p, 0, sizeof(*p));
    p->flags = POLY_LINE;
    p->nv = 2;
    p->x[0] = (int32_t)x0;
    p->y[0] = (int32_t)y0;
    p->x[1] = (int32_t)x1;
    p->y[1] = (int32_t)y1;
    p->su0 = (int32_t)hw;
    p->sv0 = xmajor;
    /* rows that may be touched (a bound: the raster decides) */
    p->ymin = (int32_t)(MIN(y0, y1) - hw - SUB_ONE);
    p->ymax = (int32_t)(MAX(y0, y1) + hw + SUB_ONE);
    p->rx0 = rect.x0;
    p->ry0 = rect.y0;
    p->rx1 = rect.x1;
    p->ry1 = rect.y1;
    p->colour = d->colour;
    p->cmap = add_row(r, d->colour);
    int64_t depth = (a[2] + b[2]) / 2;
    r->sort_keys[r->num_polys] = 0xFFFFu - (uint32_t)MIN(depth, 0xFFFF);
    r->num_polys++;
}

void RenderLine_Emit(Renderer *r)
{
    const Level *lv = r->level;
    const RenderLineDraw *list = r->lines;
    size_t n = r->num_lines;
    r->lines = NULL;
    r->num_lines = 0;
    for (size_t k = 0; k < n; k++) {
        const RenderLineDraw *d = &list[k];
        if (d->room < 0 || (uint32_t)d->room >= lv->num_rooms ||
            r->room_stamp[d->room] != r->stamp || rect_empty(r->room_rect[d->room]))
            continue;
        emit_line(r, d, r->room_rect[d->room]);
    }
}

/* The pixels across the line at one step along its longer axis: those
 * whose centres lie in [c - hw, c + hw) (c: the line's crossing, in
 * subpixels), within [lo, hi). */
static void across(int64_t c, int64_t hw, int lo, int hi, int *s, int *e)
{
    *s = (int)MAX(ceil16(c - hw - SUB_ONE / 2), (int64_t)lo);
    *e = (int)MIN(ceil16(c + hw - SUB_ONE / 2), (int64_t)hi);
}

void RasterLine_Draw(const Poly *p, uint8_t *fb, int pitch, int y0, int y1)
{
    const int rx0 = MAX(p->rx0, 0), rx1 = MIN(p->rx1, pitch);
    const int ry0 = MAX(p->ry0, y0), ry1 = MIN(p->ry1, y1);
    if (rx0 >= rx1 || ry0 >= ry1)
        return;
    const uint8_t *add = p->cmap;
    const int64_t hw = p->su0;
    /* u: along the longer axis, v: across */
    bool xmajor = p->sv0 != 0;
    int64_t ua = xmajor ? p->x[0] : p->y[0], va = xmajor ? p->y[0] : p->x[0];
    int64_t ub = xmajor ? p->x[1] : p->y[1], vb = xmajor ? p->y[1] : p->x[1];
    if (ub < ua) {
        int64_t t = ua;
        ua = ub;
        ub = t;
        t = va;
        va = vb;
        vb = t;
    }
    int64_t du = ub - ua, dv = vb - va;
    /* steps whose pixel centres are in [ua, ub); a line seen end on (both
     * ends in one place) is the one pixel it falls in */
    int64_t s0 = ceil16(ua - SUB_ONE / 2), s1 = ceil16(ub - SUB_ONE / 2);
    if (du == 0)
        s1 = (s0 = fdiv(ua, SUB_ONE)) + 1;
    int ulo = xmajor ? rx0 : ry0, uhi = xmajor ? rx1 : ry1;
    int vlo = xmajor ? ry0 : rx0, vhi = xmajor ? ry1 : rx1;
    s0 = MAX(s0, (int64_t)ulo);
    s1 = MIN(s1, (int64_t)uhi);
    for (int64_t s = s0; s < s1; s++) {
        int64_t c = du ? va + fdiv((s * SUB_ONE + SUB_ONE / 2 - ua) * dv, du) : va;
        int e0, e1;
        across(c, hw, vlo, vhi, &e0, &e1);
        for (int t = e0; t < e1; t++) {
            uint8_t *px = xmajor ? fb + (size_t)t * pitch + s : fb + (size_t)s * pitch + t;
            *px = add[*px];
        }
    }
}
