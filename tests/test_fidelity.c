/* The fidelity table (make fidelity, tools/fidelity.sh): our frames at the
 * shared traces' picture ticks against the reference pictures. Every row of
 * tests/golden/fidelity.txt (the table in the README) is measured again and
 * must stay within tolerances: SSIM and edge agreement within 0.03 of the
 * pinned figures and above the bars (SSIM 0.30, edge agreement 0.80), the
 * offset within one pixel of the pinned one and never more than one pixel
 * from (0, 0). A renderer change that breaks the framing (camera, projection,
 * geometry, a missing object) fails here. Skipped, saying so, when the
 * shared traces or LEVEL1 are absent. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BAR_SSIM 0.30
#define BAR_EDGES 0.80
#define TOL 0.03

typedef struct {
    char trace[64];
    int tick;
    double ssim, edges, zero;
    int dx, dy;
} Row;

static bool parse_row(const char *line, Row *r)
{
    return sscanf(line, "| %63s | %d | %lf | %lf | (%d, %d) | %lf |", r->trace, &r->tick, &r->ssim,
                  &r->edges, &r->dx, &r->dy, &r->zero) == 7;
}

TEST(fidelity_table_pinned)
{
    if (!Test_SharedPath("tr1/LEVEL1.PHD") ||
        !Test_SharedPath("../traces/LEVEL1_pistols_tick0150.png"))
        SKIP("no ../shared traces with pictures or no LEVEL1: fidelity table not measured");
    size_t n = 0;
    char *golden = (char *)Test_ReadFile("tests/golden/fidelity.txt", &n);
    CHECK_MSG(golden, "tests/golden/fidelity.txt missing");
    char *text = calloc(n + 1, 1);
    memcpy(text, golden, n);
    free(golden);
    char cmd[4096], bindir[2048];
    snprintf(bindir, sizeof bindir, "%s", Test_BinPath(""));
    bindir[strlen(bindir) - 1] = '\0'; /* "DIR/" -> "DIR" */
    snprintf(cmd, sizeof cmd, "tools/fidelity.sh %s %s/fidelity 2>&1", bindir, Test_TmpDir());
    static char out[16384];
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "fidelity.sh exit %d: %s", rc, out);
    int rows = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        Row want, got;
        if (!parse_row(line, &want))
            continue;
        rows++;
        char key[96];
        snprintf(key, sizeof key, "| %s | %d |", want.trace, want.tick);
        const char *at = strstr(out, key);
        CHECK_MSG(at, "no row for %s %d in:\n%s", want.trace, want.tick, out);
        CHECK_MSG(parse_row(at, &got), "bad row: %.120s", at);
        CHECK_MSG(got.ssim >= BAR_SSIM && got.edges >= BAR_EDGES,
                  "%s %d below the bars: SSIM %.4f, edges %.4f", got.trace, got.tick, got.ssim,
                  got.edges);
        CHECK_MSG(got.ssim > want.ssim - TOL && got.ssim < want.ssim + TOL &&
                      got.edges > want.edges - TOL && got.edges < want.edges + TOL &&
                      got.zero > want.zero - TOL && got.zero < want.zero + TOL,
                  "%s %d: SSIM %.4f edges %.4f (%.4f at 0) against pinned %.4f %.4f (%.4f)",
                  got.trace, got.tick, got.ssim, got.edges, got.zero, want.ssim, want.edges,
                  want.zero);
        CHECK_MSG(abs(got.dx - want.dx) <= 1 && abs(got.dy - want.dy) <= 1 && abs(got.dx) <= 1 &&
                      abs(got.dy) <= 1,
                  "%s %d: offset (%d, %d), pinned (%d, %d)", got.trace, got.tick, got.dx, got.dy,
                  want.dx, want.dy);
    }
    free(text);
    CHECK_MSG(rows >= 16, "only %d pinned rows", rows);
}
