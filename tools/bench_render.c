/* bench_render: frames per second of the software renderer.
 *
 *   build/bench_render [--quick] [--levels DIR]
 *   build/bench_render --peer W H FRAMES [--threads N]
 *   build/bench_render [--quick] [--levels DIR] --only speedup|rgb
 *
 * The levels come from --levels DIR, else $TOMB8_SHARED/levels, else
 * ../shared/levels (then /work/shared/levels). --quick measures each view
 * for 0.03 s instead of 0.1 s. Bad options (unknown, a missing or malformed
 * value, --threads outside 1..16 or without --peer, a size Render_Create
 * refuses: its error is printed) give one error line on stderr and exit 2.
 * Without tr1/LEVEL1.PHD in the default places the line says the run was
 * skipped and why, exit 0 (like bench_load and bench_ticks, so `make bench`
 * on a machine without the shared data goes on); with --levels DIR that
 * has no LEVEL1 it is bad input.
 *
 * The second form draws only the peer view at W x H, FRAMES times (1 to
 * 100,000) on N threads (1 to 16, default 1), and prints its best and
 * median frame times (for A/B comparisons of two builds run alternately on
 * a shared machine, or under a profiler). The third prints one set of
 * figures of the full run (LEVEL1's views at 1080p): "speedup" the
 * two-thread speed-ups (median and best frame), "rgb" the one-thread draw
 * and _rgb figures, how far _rgb is under draw from those, and the median
 * over views of each view's own figure ("_alternating_pct")
 * (BENCH_VIEWS=1: each view's speed-up on stderr too).
 * Prints ONE JSON line {"bench":"render", ...}. Views:
 *  - "peer": LEVEL1 start view, camera (73984, 2237, 3327) room 0, yaw 14319,
 *    pitch 0, 80 degree horizontal FOV at 4:3 (the view OpenLara's figures
 *    were measured on).
 *  - LEVEL1 views: the peer view, every fixed camera of the level, and the
 *    centres of up to 12 rooms spread over the level (looking along +z, then
 *    +x if the room is wider along x).
 *  - the other shared levels' views (same recipe) and the project's own level
 *    (build/data/default.phd) when present.
 * Items are drawn at their start poses. "draw" figures exclude the RGB
 * conversion; "_rgb" figures draw the frame and convert all of it to RGB24
 * every frame with Render_FrameRGB (each thread converts the rows it has
 * just drawn; the same bytes as Render_Frame then Render_ToRGB). The
 * LEVEL1 1080p draw and _rgb figures (fps_1080p_1t / _rgb, _2t / _rgb and
 * their best_frame_ forms) come from one pass each, blocks of drawing-only
 * and _rgb frames alternating per view (bench_draw_rgb), so that a busy
 * spell of the shared machine does not land on one of them only.
 * "fps_1080p_1t_xrgb" draws then converts the whole
 * frame to the window texture's XRGB8888 words in one pass on the calling
 * thread, as the SDL window does (RenderRGB_ConvertXRGB with the
 * renderer's palette). Each figure is the median
 * over the views of 1 / (median frame time), frames drawn for at least 0.1 s
 * per view (0.03 s with --quick; twice that for the alternating passes).
 * "best_frame_*" figures use the fastest
 * frame instead of the median (what the renderer does when the machine is
 * not shared with other work). "speedup_1080p_2t" is measured apart, with
 * blocks of one- and two-thread frames alternating per view (see bench_speedup), so a
 * busy spell of the machine does not land on one side only. "raster_path" names
 * the rasteriser path in use (TOMB8_RASTER chooses another), "rgb_path" the
 * palette conversion's (TOMB8_SIMD); "best_frame_speedup_1080p_2t" is
 * bench_speedup's ratio of fastest frames. Floats are fine here: this is a tool, not
 * the pipeline. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/render/render.h"
#include "engine/render/render_rgb.h"
#include "game/capture.h"

#define MAX_VIEWS 64
#define PEER_MAX_FRAMES 100000

typedef struct {
    Level lv;
    bool ok;
    RenderCamera views[MAX_VIEWS];
    int num_views;
    RenderMeshDraw *md;
    RenderSpriteDraw *sd;
    size_t nm, ns;
} BenchLevel;

static double g_min_time = 0.1;
static bool g_best; /* report 1 / fastest frame instead of 1 / median frame */
static uint32_t *g_xrgb; /* set: frames are drawn then converted to XRGB words here */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    if (n <= 0)
        return 0.0;
    qsort(v, (size_t)n, sizeof(double), cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static bool file_exists(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

static bool load_level(BenchLevel *b, const char *path, bool peer, char *err, size_t err_cap)
{
    memset(b, 0, sizeof(*b));
    if (!Level_Load(path, &b->lv, err, err_cap))
        return false;
    b->ok = true;
    if (peer) {
        RenderCamera c = {73984, 2237, 3327, 0, 14319, 0, 0, 0};
        b->views[b->num_views++] = c;
    }
    for (uint32_t i = 0; i < b->lv.num_cameras && b->num_views < MAX_VIEWS / 2; i++) {
        RenderCamera c;
        if (Capture_FixedCameraView(&b->lv, i, &c) && c.room >= 0 &&
            (uint32_t)c.room < b->lv.num_rooms)
            b->views[b->num_views++] = c;
    }
    uint32_t nr = b->lv.num_rooms, step = nr > 12 ? nr / 12 : 1;
    for (uint32_t ri = 0; ri < nr && b->num_views < MAX_VIEWS; ri += step) {
        const Room *rm = &b->lv.rooms[ri];
        RenderCamera c = {0};
        c.x = rm->x + rm->num_x_sectors * 512;
        c.z = rm->z + rm->num_z_sectors * 512;
        c.y = (rm->y_top + rm->y_bottom) / 2;
        c.room = (int32_t)ri;
        c.yaw = rm->num_x_sectors > rm->num_z_sectors ? ANGLE_90 : 0;
        b->views[b->num_views++] = c;
    }
    Capture_BuildItemDraws(&b->lv, &b->md, &b->nm, &b->sd, &b->ns);
    return true;
}

/* fps of one view: 1 / median frame time over at least g_min_time seconds
 * (the median resists other processes stealing the CPU now and then) */
static double fps_view(Renderer *r, const BenchLevel *b, const RenderCamera *c, uint8_t *fb)
{
    static double times[4096];
    Render_Frame(r, c, b->md, b->nm, b->sd, b->ns, fb); /* warm up */
    int frames = 0;
    double t0 = now(), t;
    do {
        double a = now();
        if (g_xrgb) { /* what the window does: the palette, then one pass to its texture's words */
            Render_Frame(r, c, b->md, b->nm, b->sd, b->ns, fb);
            uint8_t pal[256][3];
            for (int k = 0; k < 256; k++)
                Render_PaletteRGB(r, (uint8_t)k, pal[k]);
            RenderRGB_ConvertXRGB(pal, fb, g_xrgb, (size_t)Render_Width(r) * (size_t)Render_Height(r));
        } else
            Render_Frame(r, c, b->md, b->nm, b->sd, b->ns, fb);
        double e = now();
        times[frames++] = e - a;
        t = e - t0;
    } while ((t < g_min_time || frames < 5) && frames < 4096);
    double best = times[0];
    for (int i = 1; i < frames; i++)
        if (times[i] < best)
            best = times[i];
    double med = median(times, frames);
    double t_used = g_best ? best : med;
    return t_used > 0 ? 1.0 / t_used : 0.0;
}

/* median fps over views [v0, v1) */
static double bench(BenchLevel *b, int v0, int v1, int w, int h, int threads)
{
    char err[256];
    RenderConfig cfg = {threads};
    Renderer *r = Render_Create(&b->lv, w, h, &cfg, err, sizeof(err));
    if (!r)
        return 0.0;
    uint8_t *fb = malloc((size_t)w * h);
    double fps[MAX_VIEWS];
    int n = 0;
    if (fb)
        for (int i = v0; i < v1 && i < b->num_views; i++)
            fps[n++] = fps_view(r, b, &b->views[i], fb);
    free(fb);
    Render_Destroy(r);
    return median(fps, n);
}

#define SPEEDUP_BLOCK 8 /* frames a block of alternate_blocks (see bench_speedup) */

/* One frame of side k (0 or 1) of an alternating measurement: side k
 * draws on renderer r[k]; with rgb set, side 1 draws with Render_FrameRGB. */
typedef struct {
    const BenchLevel *b;
    const RenderCamera *c;
    Renderer *r[2];
    uint8_t *fb, *rgb;
} AltFrame;

/* Blocks of SPEEDUP_BLOCK frames of side 0 and side 1 alternate (each
 * block's first frame not counted) for at least 2 * g_min_time and 5
 * frames a side, so that other work on the machine hits both sides alike;
 * frame times in t[side][...], returns the frames per side. */
static int alternate_blocks(double t[2][2048], const AltFrame *af)
{
    const BenchLevel *b = af->b;
    int frames = 0;
    double t0 = now();
    do {
        for (int k = 0; k < 2; k++)
            for (int f = 0; f < SPEEDUP_BLOCK; f++) {
                double a = now();
                if (k && af->rgb)
                    Render_FrameRGB(af->r[k], af->c, b->md, b->nm, b->sd, b->ns, af->fb, af->rgb);
                else
                    Render_Frame(af->r[k], af->c, b->md, b->nm, b->sd, b->ns, af->fb);
                if (f > 0)
                    t[k][frames + f - 1] = now() - a;
            }
        frames += SPEEDUP_BLOCK - 1;
    } while ((now() - t0 < 2 * g_min_time || frames < 5) && frames + SPEEDUP_BLOCK <= 2048);
    return frames;
}

/* The two-thread speed-up, measured so that other work on the machine hits
 * both sides alike: per view, blocks of SPEEDUP_BLOCK frames with one thread
 * and with two threads alternate, and the view's figure is median(1t) /
 * median(2t); the result is the median over views [v0, v1). Each block's
 * first frame is timed but not counted: it pays for the other renderer
 * having just run (its framebuffer and tables evicted, the worker asleep on
 * a core other work took meanwhile), which a game, drawing every frame with
 * the same renderer, never pays. Alternating single frames counted that cost
 * in every two-thread frame (about 1.81x against 1.97x back to back). */
static double bench_speedup(BenchLevel *b, int v0, int v1, int w, int h)
{
    static double t[2][2048];
    char err[256];
    RenderConfig c1 = {1}, c2 = {2};
    Renderer *r[2] = {Render_Create(&b->lv, w, h, &c1, err, sizeof(err)),
                      Render_Create(&b->lv, w, h, &c2, err, sizeof(err))};
    uint8_t *fb = malloc((size_t)w * h);
    double ratio[MAX_VIEWS];
    int n = 0;
    for (int i = v0; r[0] && r[1] && fb && i < v1 && i < b->num_views; i++) {
        const RenderCamera *c = &b->views[i];
        AltFrame af = {b, c, {r[0], r[1]}, fb, NULL};
        const int frames = alternate_blocks(t, &af);
        double m1 = median(t[0], frames), m2 = median(t[1], frames);
        if (g_best) /* fastest frames: sorted by median() */
            m1 = t[0][0], m2 = t[1][0];
        ratio[n++] = m2 > 0 ? m1 / m2 : 0.0;
        if (getenv("BENCH_VIEWS"))
            fprintf(stderr, "view %d: 1t %.1f us 2t %.1f us x%.3f\n", i, m1 * 1e6, m2 * 1e6, m1 / m2);
    }
    free(fb);
    Render_Destroy(r[0]);
    Render_Destroy(r[1]);
    return median(ratio, n);
}

/* Drawing-only and _rgb figures from the same time window, measured like
 * bench_speedup so that other work on the machine hits both alike: per view,
 * blocks of SPEEDUP_BLOCK Render_Frame and Render_FrameRGB frames alternate
 * on one renderer (each block's first frame not counted). Per view: 1 /
 * t(draw), 1 / t(draw + RGB) and how far _rgb is under draw, 1 - t(draw) /
 * t(draw + RGB) in percent (median frames, or fastest with g_best); each
 * result is the median over views [v0, v1). Measured in two separate passes,
 * a busy spell of the shared machine landed on one figure only. */
typedef struct {
    double fps_draw, fps_rgb, under_pct;
} DrawRgb;

static DrawRgb bench_draw_rgb(BenchLevel *b, int v0, int v1, int w, int h, int threads)
{
    static double t[2][2048];
    char err[256];
    RenderConfig cfg = {threads};
    Renderer *r = Render_Create(&b->lv, w, h, &cfg, err, sizeof(err));
    uint8_t *fb = malloc((size_t)w * h), *rgb = malloc((size_t)w * h * 3);
    double fd[MAX_VIEWS], fc[MAX_VIEWS], under[MAX_VIEWS];
    int n = 0;
    for (int i = v0; r && fb && rgb && i < v1 && i < b->num_views; i++) {
        const RenderCamera *c = &b->views[i];
        AltFrame af = {b, c, {r, r}, fb, rgb};
        const int frames = alternate_blocks(t, &af);
        double m0 = median(t[0], frames), m1 = median(t[1], frames);
        if (g_best) /* fastest frames: sorted by median() */
            m0 = t[0][0], m1 = t[1][0];
        fd[n] = m0 > 0 ? 1.0 / m0 : 0.0;
        fc[n] = m1 > 0 ? 1.0 / m1 : 0.0;
        under[n++] = m1 > 0 ? 100.0 * (1.0 - m0 / m1) : 0.0;
    }
    free(fb);
    free(rgb);
    Render_Destroy(r);
    return (DrawRgb){median(fd, n), median(fc, n), median(under, n)};
}

/* --peer: the peer view only, `frames` frames at w x h (frames and threads
 * checked by main; the size by Render_Create, whose error is printed) */
static int peer_only(BenchLevel *b, int w, int h, int frames, int threads)
{
    static double times[PEER_MAX_FRAMES];
    char err[256];
    RenderConfig cfg = {threads};
    Renderer *r = Render_Create(&b->lv, w, h, &cfg, err, sizeof(err));
    if (!r) {
        fprintf(stderr, "error: bench_render: --peer %d %d: %s\n", w, h, err);
        return 2;
    }
    uint8_t *fb = malloc((size_t)w * h);
    if (!fb) {
        fprintf(stderr, "error: bench_render: out of memory\n");
        Render_Destroy(r);
        return 1;
    }
    Render_Frame(r, &b->views[0], b->md, b->nm, b->sd, b->ns, fb);
    for (int i = 0; i < frames; i++) {
        double a = now();
        Render_Frame(r, &b->views[0], b->md, b->nm, b->sd, b->ns, fb);
        times[i] = now() - a;
    }
    double med = median(times, frames); /* sorts: times[0] is the fastest */
    printf("{\"bench\":\"render_peer\",\"w\":%d,\"h\":%d,\"threads\":%d,\"frames\":%d,"
           "\"best_us\":%.2f,\"median_us\":%.2f,\"best_fps\":%.0f,\"median_fps\":%.0f}\n",
           w, h, threads, frames, times[0] * 1e6, med * 1e6, 1.0 / times[0], 1.0 / med);
    free(fb);
    Render_Destroy(r);
    return 0;
}

/* A whole decimal number in [lo, hi] (all of s), else false. */
static bool parse_int(const char *s, int lo, int hi, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

/* One error line for bad input: exit status 2. */
static int bad_input(const char *what)
{
    fprintf(stderr, "error: bench_render: %s (usage: bench_render [--quick] [--levels DIR] "
                    "[--only speedup|rgb] | --peer W H FRAMES [--threads 1-16])\n", what);
    return 2;
}

/* An option given a second time: an error, not the last value winning
 * silently (a script's two --threads would time what it did not mean). */
static int given_twice(const char *opt)
{
    char msg[64];
    snprintf(msg, sizeof(msg), "%s given twice", opt);
    return bad_input(msg);
}

/* The command line: bench_render [--quick] [--levels DIR] [--only speedup|rgb]
 * | --peer W H FRAMES [--threads N]. */
typedef struct {
    const char *dir;  /* --levels, NULL: not given */
    bool quick;
    const char *only; /* NULL: not given */
    int pw, ph, pframes, pthreads;
    bool have_peer, have_threads;
} BenchArgs;

/* Reads the options into *o: 0, or 2 after one error line. */
static int parse_args(int argc, char **argv, BenchArgs *o)
{
    char msg[512];
    *o = (BenchArgs){.pthreads = 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--peer")) {
            if (o->have_peer)
                return given_twice(a);
            /* W and H are checked by Render_Create (its error is printed) */
            if (i + 3 >= argc || !parse_int(argv[i + 1], -0x7fffffff, 0x7fffffff, &o->pw) ||
                !parse_int(argv[i + 2], -0x7fffffff, 0x7fffffff, &o->ph) ||
                !parse_int(argv[i + 3], 1, PEER_MAX_FRAMES, &o->pframes))
                return bad_input("--peer needs W H FRAMES, whole numbers, FRAMES 1-100000");
            o->have_peer = true;
            i += 3;
        } else if (!strcmp(a, "--threads")) {
            if (o->have_threads)
                return given_twice(a);
            if (i + 1 >= argc || !parse_int(argv[i + 1], 1, RENDER_MAX_THREADS, &o->pthreads)) {
                snprintf(msg, sizeof(msg), "--threads needs a count from 1 to %d%s%s", RENDER_MAX_THREADS,
                         i + 1 < argc ? ", not " : "", i + 1 < argc ? argv[i + 1] : "");
                return bad_input(msg);
            }
            o->have_threads = true;
            i++;
        } else if (!strcmp(a, "--only")) {
            if (o->only)
                return given_twice(a);
            if (i + 1 >= argc || (strcmp(argv[i + 1], "speedup") && strcmp(argv[i + 1], "rgb")))
                return bad_input("--only needs speedup or rgb");
            o->only = argv[++i];
        } else if (!strcmp(a, "--quick")) {
            if (o->quick)
                return given_twice(a);
            o->quick = true;
        } else if (!strcmp(a, "--levels")) {
            if (o->dir)
                return given_twice(a);
            if (i + 1 >= argc)
                return bad_input("--levels needs a folder");
            o->dir = argv[++i];
        } else {
            snprintf(msg, sizeof(msg), "unknown option %.200s", a);
            return bad_input(msg);
        }
    }
    if (o->have_threads && !o->have_peer)
        return bad_input("--threads goes with --peer (the full run measures 1 and 2 threads)");
    if (o->have_peer && o->only)
        return bad_input("--peer and --only are separate runs");
    return 0;
}

int main(int argc, char **argv)
{
    BenchArgs args;
    int bad = parse_args(argc, argv, &args);
    if (bad)
        return bad;
    const char *dir = args.dir, *only = args.only;
    char msg[512];
    /* the levels: --levels, else $TOMB8_SHARED/levels, else ../shared/levels
     * (then /work/shared/levels, for a worktree elsewhere) */
    const char *env = getenv("TOMB8_SHARED");
    char path[2200];
    static char lvdir[1024];
    const bool named = dir != NULL;
    if (!dir && env) {
        snprintf(lvdir, sizeof(lvdir), "%s/levels", env);
        dir = lvdir;
    }
    const bool fallback = !dir;
    if (!dir)
        dir = "../shared/levels";
    if (args.quick)
        g_min_time = 0.03;
    static BenchLevel l1, other[4], own;
    snprintf(path, sizeof(path), "%s/tr1/LEVEL1.PHD", dir);
    if (fallback && !file_exists(path) && file_exists("/work/shared/levels/tr1/LEVEL1.PHD")) {
        dir = "/work/shared/levels";
        snprintf(path, sizeof(path), "%s/tr1/LEVEL1.PHD", dir);
    }
    if (!file_exists(path)) {
        /* no shared data: every figure needs LEVEL1, so none is measured;
         * `make bench` goes on (bench_load and bench_ticks skip too) unless
         * --levels named a folder, which is then bad input */
        if (named) {
            snprintf(msg, sizeof(msg), "--levels %.200s: no tr1/LEVEL1.PHD there", dir);
            return bad_input(msg);
        }
        printf("{\"bench\":\"render\",\"skipped\":\"no shared level %s\"}\n", path);
        return 0;
    }
    char err[512];
    if (!load_level(&l1, path, true, err, sizeof(err))) {
        fprintf(stderr, "error: bench_render: %s\n", err);
        return 2;
    }
    if (args.have_peer)
        return peer_only(&l1, args.pw, args.ph, args.pframes, args.pthreads);
    if (only) { /* one figure, for A/B runs of two builds */
        bool sp = !strcmp(only, "speedup");
        if (sp) {
            g_best = true;
            double best = bench_speedup(&l1, 0, l1.num_views, 1920, 1080);
            g_best = false;
            double med = bench_speedup(&l1, 0, l1.num_views, 1920, 1080);
            printf("{\"bench\":\"render\",\"speedup_1080p_2t\":%.3f,\"best_frame_speedup_1080p_2t\":%.3f}\n",
                   med, best);
        } else {
            DrawRgb m = bench_draw_rgb(&l1, 0, l1.num_views, 1920, 1080, 1);
            g_best = true;
            DrawRgb bst = bench_draw_rgb(&l1, 0, l1.num_views, 1920, 1080, 1);
            g_best = false;
            printf("{\"bench\":\"render\",\"fps_1080p_1t\":%.0f,\"fps_1080p_1t_rgb\":%.0f,"
                   "\"rgb_under_draw_pct\":%.1f,\"best_frame_fps_1080p_1t\":%.0f,"
                   "\"best_frame_fps_1080p_1t_rgb\":%.0f,\"best_frame_rgb_under_draw_pct\":%.1f,"
                   "\"rgb_under_draw_alternating_pct\":%.2f,"
                   "\"best_frame_rgb_under_draw_alternating_pct\":%.2f}\n",
                   m.fps_draw, m.fps_rgb, 100.0 * (1.0 - m.fps_rgb / m.fps_draw), bst.fps_draw,
                   bst.fps_rgb, 100.0 * (1.0 - bst.fps_rgb / bst.fps_draw), m.under_pct, bst.under_pct);
        }
        return 0;
    }
    /* fastest-frame figures first: on a shared machine they show what the
     * renderer does when it gets the CPU; the medians below are the targets */
    g_best = true;
    double best_peer480 = bench(&l1, 0, 1, 640, 480, 1);
    double best_peer1080 = bench(&l1, 0, 1, 1920, 1080, 1);
    /* draw and _rgb from one pass each (bench_draw_rgb) */
    DrawRgb best_1t = bench_draw_rgb(&l1, 0, l1.num_views, 1920, 1080, 1);
    DrawRgb best_2t = bench_draw_rgb(&l1, 0, l1.num_views, 1920, 1080, 2);
    double best_l1080 = best_1t.fps_draw, best_l1080_rgb = best_1t.fps_rgb;
    double best_l1080_2 = best_2t.fps_draw, best_l1080_2_rgb = best_2t.fps_rgb;
    double best_speedup = bench_speedup(&l1, 0, l1.num_views, 1920, 1080);
    g_best = false;
    double peer480 = bench(&l1, 0, 1, 640, 480, 1);
    double peer1080 = bench(&l1, 0, 1, 1920, 1080, 1);
    double peer1080_2 = bench(&l1, 0, 1, 1920, 1080, 2);
    double l480 = bench(&l1, 0, l1.num_views, 640, 480, 1);
    DrawRgb med_1t = bench_draw_rgb(&l1, 0, l1.num_views, 1920, 1080, 1);
    DrawRgb med_2t = bench_draw_rgb(&l1, 0, l1.num_views, 1920, 1080, 2);
    double l1080 = med_1t.fps_draw, l1080_rgb = med_1t.fps_rgb;
    double l1080_2 = med_2t.fps_draw, l1080_2_rgb = med_2t.fps_rgb;
    double speedup = bench_speedup(&l1, 0, l1.num_views, 1920, 1080);
    double l1080_xrgb = 0;
    if ((g_xrgb = malloc((size_t)1920 * 1080 * 4)) != NULL)
        l1080_xrgb = bench(&l1, 0, l1.num_views, 1920, 1080, 1);
    free(g_xrgb);
    g_xrgb = NULL;

    const char *others[4] = {"tr1/RANDO_TEST1.PHD", "tr1/CUT1.PHD", "tr2/RANDO_TEST1.TR2",
                             "tr3/RANDO_TEST1.TR2"};
    double all1080[8];
    int na = 0;
    all1080[na++] = l1080;
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof(path), "%s/%s", dir, others[i]);
        if (!file_exists(path))
            continue; /* absent shared level: not measured */
        if (!load_level(&other[i], path, false, err, sizeof(err))) {
            fprintf(stderr, "error: bench_render: %s\n", err);
            return 2;
        }
        all1080[na++] = bench(&other[i], 0, other[i].num_views, 1920, 1080, 1);
    }
    double own480 = 0, own1080 = 0;
    bool have_own = load_level(&own, "build/data/default.phd", false, err, sizeof(err));
    if (have_own) {
        own480 = bench(&own, 0, own.num_views, 640, 480, 1);
        own1080 = bench(&own, 0, own.num_views, 1920, 1080, 1);
    }
    printf("{\"bench\":\"render\",\"fps_peer_480p_1t\":%.0f,\"fps_peer_1080p_1t\":%.0f,"
           "\"fps_peer_1080p_2t\":%.0f,\"fps_480p_1t\":%.0f,\"fps_1080p_1t\":%.0f,"
           "\"fps_1080p_2t\":%.0f,\"speedup_1080p_2t\":%.2f,\"fps_1080p_1t_rgb\":%.0f,"
           "\"fps_1080p_2t_rgb\":%.0f,\"fps_1080p_1t_xrgb\":%.0f,"
           "\"fps_levels_1080p_1t_median\":%.0f,\"level1_views\":%d",
           peer480, peer1080, peer1080_2, l480, l1080, l1080_2, speedup,
           l1080_rgb, l1080_2_rgb, l1080_xrgb, median(all1080, na), l1.num_views);
    if (have_own)
        printf(",\"fps_own_480p_1t\":%.0f,\"fps_own_1080p_1t\":%.0f", own480, own1080);
    printf(",\"best_frame_fps_peer_480p_1t\":%.0f,\"best_frame_fps_peer_1080p_1t\":%.0f,"
           "\"best_frame_fps_1080p_1t\":%.0f,\"best_frame_fps_1080p_2t\":%.0f,"
           "\"best_frame_fps_1080p_1t_rgb\":%.0f,\"best_frame_fps_1080p_2t_rgb\":%.0f,"
           "\"best_frame_speedup_1080p_2t\":%.2f,\"raster_path\":\"%s\",\"rgb_path\":\"%s\"",
           best_peer480, best_peer1080, best_l1080, best_l1080_2, best_l1080_rgb, best_l1080_2_rgb,
           best_speedup, Render_RasterPathName(Render_RasterPath()), RenderRGB_PathName(RenderRGB_Path()));
    printf("}\n");
    return 0;
}
