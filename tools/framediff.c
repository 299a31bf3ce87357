/* framediff: compares two PNG images.
 *
 *   build/framediff A.png B.png [--out DIFF.png]
 *
 * Prints the number and fraction of differing pixels, the largest channel
 * error and the PSNR (dB, "inf" when identical). The diff image shows the
 * first image darkened to a quarter, with changed pixels in full red.
 * Exit status: 0 identical, 1 different, 2 bad input (unreadable file, a
 * file that is not a PNG, different sizes, bad arguments). Only PNG files
 * are compared: a PNM or TGA renamed .png is refused by its first bytes,
 * not decoded. The diff image is written whole or not at all. */
#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "engine/render/png.h"
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_image.h>

static int usage(void)
{
    ErrLine_Print("error: usage: framediff A.png B.png [--out DIFF.png]");
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


int main(int argc, char **argv)
{
    const char *a_path = NULL, *b_path = NULL, *out_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--out")) {
            if (i + 1 >= argc || out_path)
                return usage();
            out_path = argv[++i];
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: framediff A.png B.png [--out DIFF.png]\n");
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            ErrLine_Printf("error: unknown option %s", argv[i]);
            return 2;
        } else if (!a_path) {
            a_path = argv[i];
        } else if (!b_path) {
            b_path = argv[i];
        } else {
            return usage();
        }
    }
    if (!a_path || !b_path)
        return usage();
    if (!is_png(a_path) || !is_png(b_path))
        return 2;
    char err[1200];
    if (out_path && !AtomicFile_CheckOutput(out_path, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    int aw, ah, ac, bw, bh, bc;
    unsigned char *a = stbi_load(a_path, &aw, &ah, &ac, 3);
    if (!a) {
        ErrLine_Printf("error: %s: cannot read image (%s)", a_path, stbi_failure_reason());
        return 2;
    }
    unsigned char *b = stbi_load(b_path, &bw, &bh, &bc, 3);
    if (!b) {
        ErrLine_Printf("error: %s: cannot read image (%s)", b_path, stbi_failure_reason());
        stbi_image_free(a);
        return 2;
    }
    if (aw != bw || ah != bh) {
        ErrLine_Printf("error: sizes differ: %dx%d vs %dx%d", aw, ah, bw, bh);
        stbi_image_free(a);
        stbi_image_free(b);
        return 2;
    }
    size_t n = (size_t)aw * ah;
    size_t diff = 0;
    int max_err = 0;
    double sq = 0.0;
    unsigned char *d = out_path ? malloc(n * 3) : NULL;
    if (out_path && !d) {
        ErrLine_Print("error: out of memory");
        stbi_image_free(a);
        stbi_image_free(b);
        return 2;
    }
    for (size_t i = 0; i < n; i++) {
        const unsigned char *pa = a + i * 3, *pb = b + i * 3;
        int changed = 0;
        for (int c = 0; c < 3; c++) {
            int e = abs((int)pa[c] - (int)pb[c]);
            if (e) {
                changed = 1;
                if (e > max_err)
                    max_err = e;
                sq += (double)e * e;
            }
        }
        diff += (size_t)changed;
        if (d) {
            if (changed) {
                d[i * 3] = 255;
                d[i * 3 + 1] = 0;
                d[i * 3 + 2] = 0;
            } else {
                d[i * 3] = pa[0] / 4;
                d[i * 3 + 1] = pa[1] / 4;
                d[i * 3 + 2] = pa[2] / 4;
            }
        }
    }
    int rc = diff ? 1 : 0;
    if (diff) {
        double mse = sq / ((double)n * 3.0);
        double psnr = 10.0 * log10(255.0 * 255.0 / mse);
        printf("differing pixels: %zu of %zu (%.6f)\nmax channel error: %d\npsnr: %.2f dB\n", diff,
               n, (double)diff / (double)n, max_err, psnr);
    } else {
        printf("differing pixels: 0 of %zu (0.000000)\nmax channel error: 0\npsnr: inf\n", n);
    }
    if (d) {
        if (!Png_WriteRGBErr(out_path, aw, ah, d, err, sizeof err)) {
            ErrLine_Print(err);
            rc = 2;
        }
        free(d);
    }
    stbi_image_free(a);
    stbi_image_free(b);
    return rc;
}
