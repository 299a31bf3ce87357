/* framediff: compares two PNG images, exactly and as a person would.
 *
 *   build/framediff A.png B.png [--out DIFF.png] [--heatmap HEAT.png]
 *                   [--ssim-map MAP.png] [--ignore X,Y,W,H]... [--json]
 *                   [--edge-threshold N] [--max-shift N]
 *   build/framediff --pairs DIR_A DIR_B --out-dir DIR [same options]
 *
 * Exact figures (our own captures: the same pixels, or not): the number and
 * fraction of differing pixels, the largest channel error and the PSNR
 * (dB, "inf" when identical). Figures for a picture from another renderer
 * (a GL port, an emulator), where no pixel is expected to be equal:
 *   - SSIM on luminance (11x11 Gaussian window, sigma 1.5, the usual
 *     constants), averaged over the picture; --ssim-map writes it per pixel
 *     (white = 1);
 *   - edges: strong edges (Sobel |gx|+|gy| of luminance >= the threshold) in
 *     each picture, the offset (dx, dy) within --max-shift that puts most of
 *     A's edges on B's (B(x+dx, y+dy) ~ A(x, y)), and the agreement at that
 *     offset: the fraction of A's edges with one of B's within 2 pixels, of
 *     B's with one of A's, and their mean. "The same scene drawn 1 px left"
 *     reads as an offset with a high agreement, "a wall missing" as no
 *     offset with a lower one.
 * --ignore X,Y,W,H (repeatable) masks a rectangle (HUD text, a logo): B is
 * taken equal to A there and its pixels count in no figure.
 * --out draws A darkened to a quarter with changed pixels in full red;
 * --heatmap colours each difference by its size (blue small .. red large)
 * over A dimmed to a third. --json prints every figure as one JSON object.
 *
 * --pairs pairs the PNG files of two folders by the tick number in their
 * names (`tick000150.png` from --capture-every, `LEVEL1_pistols_tick0150.png`
 * from the reference traces), compares each pair and writes, in --out-dir,
 * tickNNNN.json (the --json report) and tickNNNN.png (a contact sheet:
 * A | B | heatmap). It prints one line per pair (or one JSON object).
 *
 * Exit status: 0 identical (every pair), 1 different, 2 bad input
 * (unreadable file, not a PNG, different sizes, bad arguments, an output
 * that would replace an input). Outputs are written whole or not at all. */
#include "engine/core/atomic_file.h"
#include "engine/core/path_id.h"
#include "engine/core/errline.h"
#include "engine/core/json.h"
#include "engine/render/png.h"
#include <dirent.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <stb/stb_image.h>

#define MAX_IGNORE 64
#define EDGE_NEAR 2        /* "an edge within 2 pixels" */
#define DEFAULT_EDGE_T 160 /* Sobel |gx|+|gy|: a step of 40 luminance levels */
#define DEFAULT_SHIFT 8

typedef struct {
    int x, y, w, h;
} Rect;

typedef struct {
    const char *out, *heatmap, *ssim_map;
    Rect ignore[MAX_IGNORE];
    int num_ignore;
    bool json;
    int edge_t, max_shift;
} Opts;

typedef struct {
    int w, h;
    size_t pixels, masked, diff;
    int max_err;
    double psnr; /* INFINITY when identical */
    double ssim;
    size_t edges_a, edges_b;
    int dx, dy;
    double a_in_b, b_in_a, agreement; /* at (dx, dy) */
    double agreement_zero;            /* at (0, 0) */
} Figures;

typedef struct {
    int w, h;
    unsigned char *a, *b; /* RGB; b has A's pixels under the masks */
    uint8_t *mask;        /* 1 = ignored */
    uint8_t *ya, *yb;     /* luminance */
    float *ssim_map;
} Pair;

static const char usage_line[] =
    "usage: framediff A.png B.png [--out DIFF.png] [--heatmap HEAT.png] [--ssim-map MAP.png] "
    "[--ignore X,Y,W,H]... [--json] [--edge-threshold N] [--max-shift N] | "
    "framediff --pairs DIR_A DIR_B --out-dir DIR [options]";

static int usage(void)
{
    ErrLine_Printf("error: %s", usage_line);
    return 2;
}

/* A regular file that starts with the PNG signature; else one error line. */
static bool is_png(const char *path)
{
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    unsigned char head[8];
    char err[1200];
    if (!AtomicFile_CheckInput(path, "image", err, sizeof err)) {
        ErrLine_Print(err);
        return false;
    }
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(head, 1, sizeof head, f) : 0;
    if (f)
        fclose(f);
    if (n != sizeof head || memcmp(head, sig, sizeof sig) != 0) {
        ErrLine_Printf("error: %s: not a PNG file (no PNG signature)", path);
        return false;
    }
    return true;
}

/* True when path names the same file (after links) as one of the inputs:
 * an output must never replace what it was computed from. */
static bool same_file(const char *path, const char *input)
{
    struct stat so, si;
    if (stat(path, &so) != 0 || stat(input, &si) != 0)
        return false;
    return so.st_dev == si.st_dev && so.st_ino == si.st_ino;
}

static bool check_output(const char *path, const char *in_a, const char *in_b)
{
    char err[1200];
    if ((in_a && same_file(path, in_a)) || (in_b && same_file(path, in_b))) {
        ErrLine_Printf("error: %s: is an input; outputs never replace inputs", path);
        return false;
    }
    if (!AtomicFile_CheckOutput(path, err, sizeof err)) {
        ErrLine_Print(err);
        return false;
    }
    return true;
}

static bool parse_int(const char *s, long lo, long hi, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_rect(const char *s, Rect *r)
{
    long v[4];
    const char *p = s;
    for (int i = 0; i < 4; i++) {
        char *end;
        v[i] = strtol(p, &end, 10);
        if (end == p || v[i] < 0 || v[i] > 100000 || (i < 3 ? *end != ',' : *end != '\0'))
            return false;
        p = end + 1;
    }
    if (v[2] == 0 || v[3] == 0)
        return false;
    *r = (Rect){(int)v[0], (int)v[1], (int)v[2], (int)v[3]};
    return true;
}

/* ---- loading ----------------------------------------------------------------- */

static void pair_free(Pair *p)
{
    stbi_image_free(p->a);
    stbi_image_free(p->b);
    free(p->mask);
    free(p->ya);
    free(p->yb);
    free(p->ssim_map);
    memset(p, 0, sizeof *p);
}

static uint8_t luma(const unsigned char *px)
{
    return (uint8_t)((77 * px[0] + 150 * px[1] + 29 * px[2] + 128) >> 8);
}

static bool pair_load(Pair *p, const char *a_path, const char *b_path, const Opts *o)
{
    memset(p, 0, sizeof *p);
    if (!is_png(a_path) || !is_png(b_path))
        return false;
    int aw, ah, ac, bw, bh, bc;
    p->a = stbi_load(a_path, &aw, &ah, &ac, 3);
    if (!p->a) {
        ErrLine_Printf("error: %s: cannot read image (%s)", a_path, stbi_failure_reason());
        return false;
    }
    p->b = stbi_load(b_path, &bw, &bh, &bc, 3);
    if (!p->b) {
        ErrLine_Printf("error: %s: cannot read image (%s)", b_path, stbi_failure_reason());
        pair_free(p);
        return false;
    }
    if (aw != bw || ah != bh) {
        ErrLine_Printf("error: sizes differ: %dx%d vs %dx%d", aw, ah, bw, bh);
        pair_free(p);
        return false;
    }
    p->w = aw;
    p->h = ah;
    size_t n = (size_t)aw * (size_t)ah;
    p->mask = calloc(n, 1);
    p->ya = malloc(n);
    p->yb = malloc(n);
    p->ssim_map = malloc(n * sizeof(float));
    if (!p->mask || !p->ya || !p->yb || !p->ssim_map) {
        ErrLine_Print("error: out of memory");
        pair_free(p);
        return false;
    }
    for (int k = 0; k < o->num_ignore; k++) {
        const Rect *r = &o->ignore[k];
        for (int y = r->y; y < r->y + r->h && y < p->h; y++)
            for (int x = r->x; x < r->x + r->w && x < p->w; x++) {
                size_t i = (size_t)y * (size_t)p->w + (size_t)x;
                p->mask[i] = 1;
                memcpy(p->b + i * 3, p->a + i * 3, 3);
            }
    }
    for (size_t i = 0; i < n; i++) {
        p->ya[i] = luma(p->a + i * 3);
        p->yb[i] = luma(p->b + i * 3);
    }
    return true;
}

/* ---- SSIM -------------------------------------------------------------------- */

/* Separable Gaussian blur (11 taps, sigma 1.5) with the weights renormalised
 * at the borders, so edge pixels are not darkened by missing neighbours. */
static void blur(const double *in, double *tmp, double *out, int w, int h)
{
    static double k[11];
    if (k[5] == 0.0)
        for (int i = 0; i < 11; i++)
            k[i] = exp(-((i - 5) * (i - 5)) / (2.0 * 1.5 * 1.5));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double s = 0.0, ws = 0.0;
            for (int i = -5; i <= 5; i++) {
                int xx = x + i;
                if (xx < 0 || xx >= w)
                    continue;
                s += k[i + 5] * in[(size_t)y * w + xx];
                ws += k[i + 5];
            }
            tmp[(size_t)y * w + x] = s / ws;
        }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double s = 0.0, ws = 0.0;
            for (int i = -5; i <= 5; i++) {
                int yy = y + i;
                if (yy < 0 || yy >= h)
                    continue;
                s += k[i + 5] * tmp[(size_t)yy * w + x];
                ws += k[i + 5];
            }
            out[(size_t)y * w + x] = s / ws;
        }
}

static bool compute_ssim(Pair *p, Figures *f)
{
    size_t n = (size_t)p->w * (size_t)p->h;
    double *buf = calloc(n * 7, sizeof(double));
    if (!buf) {
        ErrLine_Print("error: out of memory");
        return false;
    }
    double *in = buf, *tmp = buf + n, *mx = buf + 2 * n, *my = buf + 3 * n;
    double *sxx = buf + 4 * n, *syy = buf + 5 * n, *sxy = buf + 6 * n;
    for (size_t i = 0; i < n; i++)
        in[i] = p->ya[i];
    blur(in, tmp, mx, p->w, p->h);
    for (size_t i = 0; i < n; i++)
        in[i] = p->yb[i];
    blur(in, tmp, my, p->w, p->h);
    for (size_t i = 0; i < n; i++)
        in[i] = (double)p->ya[i] * p->ya[i];
    blur(in, tmp, sxx, p->w, p->h);
    for (size_t i = 0; i < n; i++)
        in[i] = (double)p->yb[i] * p->yb[i];
    blur(in, tmp, syy, p->w, p->h);
    for (size_t i = 0; i < n; i++)
        in[i] = (double)p->ya[i] * p->yb[i];
    blur(in, tmp, sxy, p->w, p->h);
    const double c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255);
    double sum = 0.0;
    size_t counted = 0;
    for (size_t i = 0; i < n; i++) {
        double vx = sxx[i] - mx[i] * mx[i], vy = syy[i] - my[i] * my[i];
        double cxy = sxy[i] - mx[i] * my[i];
        double s = ((2 * mx[i] * my[i] + c1) * (2 * cxy + c2)) /
                   ((mx[i] * mx[i] + my[i] * my[i] + c1) * (vx + vy + c2));
        if (p->mask[i])
            s = 1.0;
        else {
            sum += s;
            counted++;
        }
        p->ssim_map[i] = (float)s;
    }
    f->ssim = counted ? sum / (double)counted : 1.0;
    free(buf);
    return true;
}

/* ---- edges ------------------------------------------------------------------- */

/* Strong-edge map of a luminance picture; pixels next to a mask never count
 * (B's pixels there were replaced, which can make a border of its own). */
static void edge_map(const uint8_t *y, const uint8_t *mask, int w, int h, int t, uint8_t *e,
                     size_t *count)
{
    *count = 0;
    memset(e, 0, (size_t)w * (size_t)h);
    for (int j = 1; j < h - 1; j++)
        for (int i = 1; i < w - 1; i++) {
            const uint8_t *c = y + (size_t)j * w + i;
            int gx = (c[-w + 1] + 2 * c[1] + c[w + 1]) - (c[-w - 1] + 2 * c[-1] + c[w - 1]);
            int gy = (c[w - 1] + 2 * c[w] + c[w + 1]) - (c[-w - 1] + 2 * c[-w] + c[-w + 1]);
            if (abs(gx) + abs(gy) < t)
                continue;
            bool near_mask = false;
            for (int dj = -1; dj <= 1 && !near_mask; dj++)
                for (int di = -1; di <= 1; di++)
                    if (mask[(size_t)(j + dj) * w + i + di]) {
                        near_mask = true;
                        break;
                    }
            if (!near_mask) {
                e[(size_t)j * w + i] = 1;
                (*count)++;
            }
        }
}

/* d = 1 where an edge of e lies within r pixels (square neighbourhood). */
static void dilate(const uint8_t *e, uint8_t *tmp, uint8_t *d, int w, int h, int r)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint8_t v = 0;
            for (int i = -r; i <= r && !v; i++) {
                int xx = x + i;
                if (xx >= 0 && xx < w)
                    v = e[(size_t)y * w + xx];
            }
            tmp[(size_t)y * w + x] = v;
        }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint8_t v = 0;
            for (int i = -r; i <= r && !v; i++) {
                int yy = y + i;
                if (yy >= 0 && yy < h)
                    v = tmp[(size_t)yy * w + x];
            }
            d[(size_t)y * w + x] = v;
        }
}

/* Fraction of the edges of `from` that land within the dilated `to` when
 * moved by (dx, dy) (edges moved off the picture do not count). */
static double near_fraction(const uint8_t *from, const uint8_t *to_dil, int w, int h, int dx,
                            int dy)
{
    size_t total = 0, hit = 0;
    for (int y = 0; y < h; y++) {
        int yy = y + dy;
        if (yy < 0 || yy >= h)
            continue;
        for (int x = 0; x < w; x++) {
            int xx = x + dx;
            if (!from[(size_t)y * w + x] || xx < 0 || xx >= w)
                continue;
            total++;
            hit += to_dil[(size_t)yy * w + xx];
        }
    }
    return total ? (double)hit / (double)total : 1.0;
}

static bool compute_edges(const Pair *p, const Opts *o, Figures *f)
{
    int w = p->w, h = p->h;
    size_t n = (size_t)w * (size_t)h;
    uint8_t *buf = malloc(n * 7);
    if (!buf) {
        ErrLine_Print("error: out of memory");
        return false;
    }
    uint8_t *ea = buf, *eb = buf + n, *tmp = buf + 2 * n;
    uint8_t *da = buf + 4 * n, *db = buf + 5 * n;
    edge_map(p->ya, p->mask, w, h, o->edge_t, ea, &f->edges_a);
    edge_map(p->yb, p->mask, w, h, o->edge_t, eb, &f->edges_b);
    /* the offset: most of A's edges exactly on B's (a Sobel edge is two
     * pixels wide, so a one-pixel shift still finds half of them at zero
     * and all of them at the shift). Only A's edge pixels are visited. */
    int32_t *pts = malloc((f->edges_a ? f->edges_a : 1) * sizeof(int32_t) * 2);
    if (!pts) {
        free(buf);
        ErrLine_Print("error: out of memory");
        return false;
    }
    size_t np = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (ea[(size_t)y * w + x]) {
                pts[np * 2] = x;
                pts[np * 2 + 1] = y;
                np++;
            }
    long best = -1;
    f->dx = f->dy = 0;
    for (int ring = 0; ring <= o->max_shift; ring++)
        for (int dy = -ring; dy <= ring; dy++)
            for (int dx = -ring; dx <= ring; dx++) {
                if (abs(dx) != ring && abs(dy) != ring)
                    continue; /* inner rings first: ties keep the smaller shift */
                long hits = 0;
                for (size_t k = 0; k < np; k++) {
                    int x = pts[k * 2] + dx, y = pts[k * 2 + 1] + dy;
                    if (x >= 0 && x < w && y >= 0 && y < h)
                        hits += eb[(size_t)y * w + x];
                }
                if (hits > best) {
                    best = hits;
                    f->dx = dx;
                    f->dy = dy;
                }
            }
    free(pts);
    dilate(ea, tmp, da, w, h, EDGE_NEAR);
    dilate(eb, tmp, db, w, h, EDGE_NEAR);
    f->a_in_b = near_fraction(ea, db, w, h, f->dx, f->dy);
    f->b_in_a = near_fraction(eb, da, w, h, -f->dx, -f->dy);
    f->agreement = (f->a_in_b + f->b_in_a) / 2.0;
    f->agreement_zero =
        (near_fraction(ea, db, w, h, 0, 0) + near_fraction(eb, da, w, h, 0, 0)) / 2.0;
    free(buf);
    return true;
}

/* ---- exact figures and pictures --------------------------------------------- */

static void compute_exact(const Pair *p, Figures *f)
{
    size_t n = (size_t)p->w * (size_t)p->h;
    double sq = 0.0;
    f->w = p->w;
    f->h = p->h;
    f->pixels = n;
    f->masked = f->diff = 0;
    f->max_err = 0;
    for (size_t i = 0; i < n; i++) {
        if (p->mask[i]) {
            f->masked++;
            continue;
        }
        int changed = 0;
        for (int c = 0; c < 3; c++) {
            int e = abs((int)p->a[i * 3 + c] - (int)p->b[i * 3 + c]);
            if (e) {
                changed = 1;
                if (e > f->max_err)
                    f->max_err = e;
                sq += (double)e * e;
            }
        }
        f->diff += (size_t)changed;
    }
    size_t counted = n - f->masked;
    f->psnr = INFINITY;
    if (f->diff && counted)
        f->psnr = 10.0 * log10(255.0 * 255.0 / (sq / ((double)counted * 3.0)));
}

static bool compare(Pair *p, const Opts *o, Figures *f)
{
    compute_exact(p, f);
    return compute_ssim(p, f) && compute_edges(p, o, f);
}

/* Blue (small) .. cyan .. yellow .. red (large); differences from 64 up
 * are all red. */
static void ramp(int d, unsigned char out[3])
{
    int t = d * 4 > 255 ? 255 : d * 4;
    if (t < 85) {
        out[0] = 0;
        out[1] = (unsigned char)(t * 3);
        out[2] = 255;
    } else if (t < 170) {
        out[0] = (unsigned char)((t - 85) * 3);
        out[1] = 255;
        out[2] = (unsigned char)(255 - (t - 85) * 3);
    } else {
        out[0] = 255;
        out[1] = (unsigned char)(255 - (t - 170) * 3);
        out[2] = 0;
    }
}

/* Heatmap into out (w * h * 3, row pitch `pitch` pixels). */
static void draw_heatmap(const Pair *p, unsigned char *out, int pitch)
{
    for (int y = 0; y < p->h; y++)
        for (int x = 0; x < p->w; x++) {
            size_t i = (size_t)y * p->w + x;
            const unsigned char *pa = p->a + i * 3, *pb = p->b + i * 3;
            unsigned char *d = out + ((size_t)y * pitch + x) * 3;
            int e = 0;
            for (int c = 0; c < 3; c++) {
                int v = abs((int)pa[c] - (int)pb[c]);
                e = v > e ? v : e;
            }
            if (p->mask[i] || e == 0) {
                for (int c = 0; c < 3; c++)
                    d[c] = (unsigned char)(pa[c] / 3);
                continue;
            }
            unsigned char col[3];
            ramp(e, col);
            int alpha = 96 + (e * 4 > 159 ? 159 : e * 4); /* of 255 */
            for (int c = 0; c < 3; c++)
                d[c] = (unsigned char)((pa[c] / 3 * (255 - alpha) + col[c] * alpha) / 255);
        }
}

static bool write_png(const char *path, int w, int h, const unsigned char *rgb)
{
    char err[1200];
    if (!Png_WriteRGBErr(path, w, h, rgb, err, sizeof err)) {
        ErrLine_Print(err);
        return false;
    }
    return true;
}

static bool write_pictures(const Pair *p, const Opts *o)
{
    size_t n = (size_t)p->w * (size_t)p->h;
    unsigned char *img = malloc(n * 3);
    if (!img) {
        ErrLine_Print("error: out of memory");
        return false;
    }
    bool ok = true;
    if (o->out) {
        for (size_t i = 0; i < n; i++) {
            bool changed = !p->mask[i] && memcmp(p->a + i * 3, p->b + i * 3, 3) != 0;
            for (int c = 0; c < 3; c++)
                img[i * 3 + c] = changed ? (c == 0 ? 255 : 0) : (unsigned char)(p->a[i * 3 + c] / 4);
        }
        ok = write_png(o->out, p->w, p->h, img);
    }
    if (ok && o->heatmap) {
        draw_heatmap(p, img, p->w);
        ok = write_png(o->heatmap, p->w, p->h, img);
    }
    if (ok && o->ssim_map) {
        for (size_t i = 0; i < n; i++) {
            float s = p->ssim_map[i];
            unsigned char v = (unsigned char)(s <= 0.0f ? 0 : s >= 1.0f ? 255 : s * 255.0f + 0.5f);
            img[i * 3] = img[i * 3 + 1] = img[i * 3 + 2] = v;
        }
        ok = write_png(o->ssim_map, p->w, p->h, img);
    }
    free(img);
    return ok;
}

/* ---- reports ----------------------------------------------------------------- */

static void print_json(FILE *out, const char *a, const char *b, const Figures *f)
{
    char ea[2048], eb[2048];
    Json_Escape(a, ea, sizeof ea);
    Json_Escape(b, eb, sizeof eb);
    fprintf(out, "{\"a\":\"%s\",\"b\":\"%s\",\"width\":%d,\"height\":%d,\"pixels\":%zu,", ea, eb,
            f->w, f->h, f->pixels);
    fprintf(out, "\"masked_pixels\":%zu,\"differing_pixels\":%zu,\"differing_fraction\":%.6f,",
            f->masked, f->diff,
            f->pixels > f->masked ? (double)f->diff / (double)(f->pixels - f->masked) : 0.0);
    fprintf(out, "\"max_channel_error\":%d,\"psnr\":", f->max_err);
    if (isinf(f->psnr))
        fprintf(out, "null");
    else
        fprintf(out, "%.2f", f->psnr);
    fprintf(out,
            ",\"ssim\":%.4f,\"edges_a\":%zu,\"edges_b\":%zu,\"offset_dx\":%d,\"offset_dy\":%d,"
            "\"edge_a_in_b\":%.4f,\"edge_b_in_a\":%.4f,\"edge_agreement\":%.4f,"
            "\"edge_agreement_zero\":%.4f}",
            f->ssim, f->edges_a, f->edges_b, f->dx, f->dy, f->a_in_b, f->b_in_a, f->agreement,
            f->agreement_zero);
}

static void print_text(const Figures *f)
{
    size_t counted = f->pixels - f->masked;
    printf("differing pixels: %zu of %zu (%.6f)\nmax channel error: %d\n", f->diff, counted,
           counted ? (double)f->diff / (double)counted : 0.0, f->max_err);
    if (isinf(f->psnr))
        printf("psnr: inf\n");
    else
        printf("psnr: %.2f dB\n", f->psnr);
    if (f->masked)
        printf("ignored pixels: %zu\n", f->masked);
    printf("ssim: %.4f\n", f->ssim);
    printf("edges: %zu in A, %zu in B; offset (%d, %d); agreement %.4f (A in B %.4f, B in A "
           "%.4f; %.4f at no offset)\n",
           f->edges_a, f->edges_b, f->dx, f->dy, f->agreement, f->a_in_b, f->b_in_a,
           f->agreement_zero);
}

/* ---- batch mode -------------------------------------------------------------- */

typedef struct {
    unsigned tick;
    char *name;
} TickFile;

/* The tick number in a file name: the digits after the last "tick" and
 * before ".png". */
static bool tick_of(const char *name, unsigned *tick)
{
    size_t len = strlen(name);
    if (len < 4 || strcmp(name + len - 4, ".png") != 0)
        return false;
    const char *t = NULL;
    for (const char *s = strstr(name, "tick"); s; s = strstr(s + 1, "tick"))
        t = s;
    if (!t)
        return false;
    t += 4;
    unsigned long v = 0;
    const char *d = t;
    while (*d >= '0' && *d <= '9' && v <= 100000000ul)
        v = v * 10 + (unsigned long)(*d++ - '0');
    if (d == t || strcmp(d, ".png") != 0 || v > 100000000ul)
        return false;
    *tick = (unsigned)v;
    return true;
}

static int cmp_tick(const void *x, const void *y)
{
    const TickFile *a = x, *b = y;
    return a->tick < b->tick ? -1 : a->tick > b->tick;
}

static void free_list(TickFile *l, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(l[i].name);
    free(l);
}

/* The tick-numbered PNG files of dir, sorted by tick; two files with one
 * tick are refused (the pairing would be a guess). */
static bool list_dir(const char *dir, TickFile **out, size_t *count)
{
    DIR *d = opendir(dir);
    if (!d) {
        ErrLine_Printf("error: %s: cannot open folder", dir);
        return false;
    }
    TickFile *l = NULL;
    size_t n = 0, cap = 0;
    bool ok = true;
    for (struct dirent *e; (e = readdir(d));) {
        unsigned tick;
        if (!tick_of(e->d_name, &tick))
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            TickFile *nl = realloc(l, cap * sizeof *l);
            if (!nl) {
                ok = false;
                break;
            }
            l = nl;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        l[n].name = malloc(len);
        if (!l[n].name) {
            ok = false;
            break;
        }
        snprintf(l[n].name, len, "%s/%s", dir, e->d_name);
        l[n++].tick = tick;
    }
    closedir(d);
    if (!ok) {
        ErrLine_Print("error: out of memory");
        free_list(l, n);
        return false;
    }
    if (n)
        qsort(l, n, sizeof *l, cmp_tick);
    for (size_t i = 1; i < n; i++)
        if (l[i].tick == l[i - 1].tick) {
            ErrLine_Printf("error: %s: two pictures of tick %u (%s, %s)", dir, l[i].tick,
                           l[i - 1].name, l[i].name);
            free_list(l, n);
            return false;
        }
    *out = l;
    *count = n;
    return true;
}

static bool same_dir(const char *x, const char *y)
{
    char rx[PATH_MAX], ry[PATH_MAX];
    return realpath(x, rx) && realpath(y, ry) && strcmp(rx, ry) == 0;
}

/* One pair: its JSON report and contact sheet in out_dir (written together:
 * both or neither). Returns 0/1 (identical/different) or 2. */
static int batch_pair(const char *a, const char *b, unsigned tick, const char *out_dir,
                      const Opts *o, Figures *f)
{
    Pair p;
    if (!pair_load(&p, a, b, o))
        return 2;
    if (!compare(&p, o, f)) {
        pair_free(&p);
        return 2;
    }
    int rc = 2;
    char json_path[PATH_MAX], png_path[PATH_MAX], err[1200];
    snprintf(json_path, sizeof json_path, "%s/tick%04u.json", out_dir, tick);
    snprintf(png_path, sizeof png_path, "%s/tick%04u.png", out_dir, tick);
    size_t sw = (size_t)p.w * 3;
    unsigned char *sheet = malloc(sw * (size_t)p.h * 3);
    AtomicFile jf = {0}, pf = {0};
    if (!sheet) {
        ErrLine_Print("error: out of memory");
        goto done;
    }
    for (int y = 0; y < p.h; y++) {
        memcpy(sheet + (size_t)y * sw * 3, p.a + (size_t)y * p.w * 3, (size_t)p.w * 3);
        memcpy(sheet + ((size_t)y * sw + (size_t)p.w) * 3, p.b + (size_t)y * p.w * 3,
               (size_t)p.w * 3);
    }
    draw_heatmap(&p, sheet + (size_t)p.w * 2 * 3, (int)sw);
    if (!AtomicFile_Open(&jf, json_path, err, sizeof err) ||
        !AtomicFile_Open(&pf, png_path, err, sizeof err)) {
        ErrLine_Print(err);
        goto done;
    }
    print_json(jf.f, a, b, f);
    fputc('\n', jf.f);
    if (!Png_WriteRGBTo(pf.f, (int)sw, p.h, sheet)) {
        ErrLine_Printf("error: %s: cannot encode PNG", png_path);
        goto done;
    }
    if (!AtomicFile_Finish(&jf, err, sizeof err) || !AtomicFile_Finish(&pf, err, sizeof err) ||
        !AtomicFile_Commit(&jf, err, sizeof err) || !AtomicFile_Commit(&pf, err, sizeof err)) {
        ErrLine_Print(err);
        goto done;
    }
    rc = f->diff ? 1 : 0;
done:
    AtomicFile_Abort(&jf);
    AtomicFile_Abort(&pf);
    free(sheet);
    pair_free(&p);
    return rc;
}

static int run_pairs(const char *dir_a, const char *dir_b, const char *out_dir, const Opts *o)
{
    char err[1200];
    if (!out_dir) {
        ErrLine_Print("error: --pairs needs --out-dir DIR for the reports and contact sheets");
        return 2;
    }
    if (!AtomicFile_CheckOutputDir(out_dir, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    if (same_dir(out_dir, dir_a) || same_dir(out_dir, dir_b)) {
        ErrLine_Printf("error: %s: is an input folder; outputs never go among inputs", out_dir);
        return 2;
    }
    TickFile *la, *lb;
    size_t na, nb;
    if (!list_dir(dir_a, &la, &na))
        return 2;
    if (!list_dir(dir_b, &lb, &nb)) {
        free_list(la, na);
        return 2;
    }
    int rc = 0;
    size_t pairs = 0;
    if (o->json)
        printf("{\"pairs\":[");
    for (size_t i = 0, j = 0; i < na; i++) {
        while (j < nb && lb[j].tick < la[i].tick)
            j++;
        if (j >= nb || lb[j].tick != la[i].tick)
            continue;
        Figures f;
        int r = batch_pair(la[i].name, lb[j].name, la[i].tick, out_dir, o, &f);
        if (r == 2) {
            rc = 2;
            break;
        }
        if (r == 1)
            rc = 1;
        if (o->json) {
            printf("%s{\"tick\":%u,\"report\":", pairs ? "," : "", la[i].tick);
            print_json(stdout, la[i].name, lb[j].name, &f);
            printf("}");
        } else {
            printf("tick %u: ssim %.4f, edges %.4f at (%d, %d), differing %.6f\n", la[i].tick,
                   f.ssim, f.agreement, f.dx, f.dy,
                   (double)f.diff / (double)(f.pixels - f.masked ? f.pixels - f.masked : 1));
        }
        pairs++;
    }
    if (o->json)
        printf("],\"count\":%zu}\n", pairs);
    free_list(la, na);
    free_list(lb, nb);
    if (rc != 2 && pairs == 0) {
        ErrLine_Printf("error: no tick numbers in common between %s and %s", dir_a, dir_b);
        rc = 2;
    }
    return rc;
}

/* ---- main -------------------------------------------------------------------- */

int main(int argc, char **argv)
{
    const char *paths[2] = {NULL, NULL}, *out_dir = NULL;
    int npaths = 0;
    bool pairs = false;
    Opts o = {.edge_t = DEFAULT_EDGE_T, .max_shift = DEFAULT_SHIFT};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_val = i + 1 < argc;
        if (!strcmp(a, "--out") || !strcmp(a, "--heatmap") || !strcmp(a, "--ssim-map") ||
            !strcmp(a, "--out-dir")) {
            const char **slot = !strcmp(a, "--out")       ? &o.out
                                : !strcmp(a, "--heatmap") ? &o.heatmap
                                : !strcmp(a, "--ssim-map") ? &o.ssim_map
                                                           : &out_dir;
            if (!has_val || *slot)
                return usage();
            *slot = argv[++i];
        } else if (!strcmp(a, "--ignore")) {
            if (!has_val || o.num_ignore >= MAX_IGNORE ||
                !parse_rect(argv[i + 1], &o.ignore[o.num_ignore])) {
                ErrLine_Printf("error: --ignore %s: expected X,Y,W,H (W, H > 0; at most %d)",
                               has_val ? argv[i + 1] : "", MAX_IGNORE);
                return 2;
            }
            o.num_ignore++;
            i++;
        } else if (!strcmp(a, "--edge-threshold") || !strcmp(a, "--max-shift")) {
            bool edge = !strcmp(a, "--edge-threshold");
            if (!has_val || !parse_int(argv[i + 1], edge ? 1 : 0, edge ? 2040 : 32,
                                       edge ? &o.edge_t : &o.max_shift)) {
                ErrLine_Printf("error: %s: expected a number (%s)", a,
                               edge ? "1..2040" : "0..32");
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--json")) {
            o.json = true;
        } else if (!strcmp(a, "--pairs")) {
            pairs = true;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            printf("%s\n", usage_line);
            return 0;
        } else if (a[0] == '-' && a[1] == '-') {
            ErrLine_Printf("error: unknown option %s", a);
            return 2;
        } else if (npaths < 2) {
            paths[npaths++] = a;
        } else {
            return usage();
        }
    }
    if (npaths != 2)
        return usage();
    if (pairs) {
        if (o.out || o.heatmap || o.ssim_map) {
            ErrLine_Print("error: --pairs writes its pictures into --out-dir (no --out, "
                          "--heatmap or --ssim-map)");
            return 2;
        }
        return run_pairs(paths[0], paths[1], out_dir, &o);
    }
    if (out_dir)
        return usage();
    const char *outs[3] = {o.out, o.heatmap, o.ssim_map};
    if (!is_png(paths[0]) || !is_png(paths[1]))
        return 2;
    /* No picture written may replace an image compared or another picture,
     * by any spelling or link (engine/core/path_id.h). */
    const PathRole files[] = {
        {"A", paths[0], PATH_INPUT, NULL, NULL},      {"B", paths[1], PATH_INPUT, NULL, NULL},
        {"--out", o.out, PATH_OUTPUT, NULL, NULL},    {"--heatmap", o.heatmap, PATH_OUTPUT, NULL, NULL},
        {"--ssim-map", o.ssim_map, PATH_OUTPUT, NULL, NULL},
    };
    char id_err[2400];
    if (!PathId_CheckRoles(files, sizeof files / sizeof files[0], id_err, sizeof id_err)) {
        ErrLine_Print(id_err);
        return 2;
    }
    for (int k = 0; k < 3; k++)
        if (outs[k] && !check_output(outs[k], paths[0], paths[1]))
            return 2;
    Pair p;
    if (!pair_load(&p, paths[0], paths[1], &o))
        return 2;
    Figures f;
    int rc = 2;
    if (compare(&p, &o, &f)) {
        rc = f.diff ? 1 : 0;
        if (o.json) {
            print_json(stdout, paths[0], paths[1], &f);
            printf("\n");
        } else {
            print_text(&f);
        }
        if (!write_pictures(&p, &o))
            rc = 2;
    }
    pair_free(&p);
    return rc;
}
