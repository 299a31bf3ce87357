/* The renderer fuzz case (tests/render_fuzz.c) run a bounded, fixed number
 * of times from a fixed seed (make fuzz runs it open-ended under
 * libFuzzer), and the span clamp it guards: a polygon whose rows lie wholly
 * past x = 32767 must draw nothing, not wrap to a span left of its row (the
 * SIGSEGV in rows_textured_bmi2 of issue 20). */
#include "engine/level/level.h"
#include "engine/render/render_internal.h"
#include "tests/render_fuzz.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Cases, and the frame area they are held to (about 0.3 s each under
 * ASan at most): a few seconds in all. TOMB8_RENDER_FUZZ_CASES overrides;
 * TOMB8_RENDER_FUZZ_TRACE prints each case's number before it runs. */
#define BOUNDED_CASES 48
#define BOUNDED_MAX_PIXELS (640 * 480)

/* The bytes of case c of the fixed-seed stream. */
static void case_bytes(int c, uint8_t *data, size_t size)
{
    uint64_t seed = 0x7E57F022ull;
    for (size_t i = 0; i < (size_t)c * (size / 8); i++)
        splitmix(&seed);
    for (size_t i = 0; i + 8 <= size; i += 8) {
        uint64_t v = splitmix(&seed);
        memcpy(data + i, &v, 8);
    }
}

/* Cases further down the stream that found a fault, run every time: 1423
 * draws a face whose row spans lie past x = 32767 (the span clamp below). */
static const int k_found[] = {1423};

TEST(render_fuzz_bounded_run)
{
    Level lv;
    char err[512];
    if (!Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err))
        SKIP("default level not built: %s", err);
    const char *env = getenv("TOMB8_RENDER_FUZZ_CASES");
    int cases = env && atoi(env) > 0 ? atoi(env) : BOUNDED_CASES;
    bool trace = getenv("TOMB8_RENDER_FUZZ_TRACE") != NULL;
    int nfound = (int)(sizeof k_found / sizeof k_found[0]);
    RenderFuzzStats st = {0};
    uint8_t data[384];
    bool ok = true;
    int c = 0;
    for (int k = 0; k < cases + nfound && ok; k++) {
        c = k < nfound ? k_found[k] : k - nfound;
        case_bytes(c, data, sizeof data);
        if (trace) /* which case a sanitizer report came from */
            fprintf(stderr, "render fuzz: case %d\n", c);
        ok = RenderFuzz_Case(&lv, data, sizeof data, BOUNDED_MAX_PIXELS, &st, err, sizeof err);
    }
    Level_Free(&lv);
    CHECK_MSG(ok, "case %d: %s", c, err);
    /* the run reached what it is for */
    CHECK(st.cases == (uint32_t)(cases + nfound));
    CHECK(st.frames > (uint32_t)cases / 2);
    CHECK(st.refused_sizes > 0);
    CHECK(st.portal_cameras > 0);
    CHECK(st.wild_cameras > 0);
    CHECK(st.object_frames > 0);
}

/* A flat triangle from the top left corner's column down to rows where both
 * its edges are past x = 32767 pixels (a near-plane-clipped face seen from
 * right beside it projects so): its bounding box overlaps the screen, so the
 * geometry stage keeps it, but no row of it is on screen. Each row's span
 * was clamped only on its far side, then stored in 16 bits, so a left end
 * of 32768..65535 wrapped to a negative x and the span ran from before the
 * row to the screen's right edge. */
TEST(render_raster_spans_past_int16_stay_in_target)
{
    enum { W = 320, H = 240, MARGIN = 65536 };
    uint8_t *buf = malloc(MARGIN + W * H + MARGIN);
    uint8_t cmap[LIGHTMAP_SHADES * 256];
    CHECK(buf != NULL);
    memset(cmap, 7, sizeof cmap);
    Raster_Init();
    static const int32_t xs[][3] = { /* pixels: the apex, then two far corners */
        {0, 40000, 40000}, {0, 60000, 60000}, {0, 100000, 100000}, {100, 33000, 34000},
    };
    for (size_t k = 0; k < sizeof xs / sizeof xs[0]; k++) {
        memset(buf, 0xA5, MARGIN + W * H + MARGIN);
        Poly p;
        memset(&p, 0, sizeof p);
        p.nv = 3;
        p.colour = 3;
        p.cmap = cmap;
        p.rx0 = 0;
        p.ry0 = 0;
        p.rx1 = W;
        p.ry1 = H;
        /* apex far above the screen, the other two just below it */
        p.x[0] = xs[k][0] * SUB_ONE;
        p.y[0] = -200000 * SUB_ONE;
        p.x[1] = xs[k][1] * SUB_ONE;
        p.y[1] = (H + 60) * SUB_ONE;
        p.x[2] = xs[k][2] * SUB_ONE - 10 * SUB_ONE;
        p.y[2] = (H + 50) * SUB_ONE;
        p.ymin = p.y[0];
        p.ymax = p.y[1];
        p.x0 = p.x[0];
        p.y0 = p.y[0];
        Raster_DrawPoly(&p, buf + MARGIN, W, 0, H);
        size_t bad = 0;
        for (size_t i = 0; i < (size_t)(MARGIN + W * H + MARGIN); i++)
            bad += buf[i] != 0xA5;
        if (bad) {
            free(buf);
            CHECK_MSG(false, "case %zu: %zu bytes written (nothing of it is on screen)", k, bad);
        }
    }
    free(buf);
}
