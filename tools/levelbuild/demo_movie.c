/* tomb8's own FMV: see demo_movie.h. */
#include "tools/levelbuild/demo_movie.h"

#include <stdio.h>
#include <stdlib.h>

void DemoMovie_Picture(int frame, uint8_t *rgb)
{
    const int w = DEMO_MOVIE_WIDTH, h = DEMO_MOVIE_HEIGHT;
    /* The square moves 4 pixels a frame, so it stays on the 2x2 grid. */
    int sx = 8 + frame * 4, sy = 40 + (frame % 10) * 2;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint8_t *p = rgb + ((size_t)y * w + x) * 3;
            int tx = (x + frame * 2) / 16, ty = y / 16; /* tiles drift left */
            p[0] = (uint8_t)(40 + (tx * 37 + ty * 11) % 160);
            p[1] = (uint8_t)(30 + (tx * 13 + ty * 29 + frame * 3) % 120);
            p[2] = (uint8_t)(60 + (ty * 41) % 150);
            if (x >= sx && x < sx + 24 && y >= sy && y < sy + 24)
                p[0] = p[1] = p[2] = 248;
        }
}

int16_t DemoMovie_Sample(uint32_t n)
{
    /* A triangle wave, 440 Hz for the first second then 660 Hz, fading out
     * over the last quarter second. */
    uint32_t hz = n < DEMO_MOVIE_RATE ? 440 : 660;
    uint32_t phase = (uint32_t)(((uint64_t)n * hz * 65536u / DEMO_MOVIE_RATE) & 0xFFFF);
    int32_t tri = phase < 32768 ? (int32_t)phase - 16384 : 49152 - (int32_t)phase;
    const uint32_t total = DEMO_MOVIE_RATE * DEMO_MOVIE_FRAMES / DEMO_MOVIE_FPS;
    const uint32_t fade = DEMO_MOVIE_RATE / 4;
    int32_t gain = n + fade >= total ? (int32_t)(total - n) : (int32_t)fade;
    return (int16_t)(tri * gain / (int32_t)fade / 2);
}

bool DemoMovie_Make(uint8_t **out, size_t *size, char *err, size_t err_cap)
{
    return DemoMovie_MakeAs(124, out, size, err, err_cap);
}

bool DemoMovie_MakeAs(int video_format, uint8_t **out, size_t *size, char *err, size_t err_cap)
{
    const size_t pic = (size_t)DEMO_MOVIE_WIDTH * DEMO_MOVIE_HEIGHT * 3;
    const uint32_t total = DEMO_MOVIE_RATE * DEMO_MOVIE_FRAMES / DEMO_MOVIE_FPS;
    uint8_t *pixels = malloc(pic * DEMO_MOVIE_FRAMES);
    int16_t *pcm = malloc(total * sizeof *pcm);
    const uint8_t *frames[DEMO_MOVIE_FRAMES];
    bool ok = pixels && pcm;
    if (ok) {
        for (int i = 0; i < DEMO_MOVIE_FRAMES; i++) {
            DemoMovie_Picture(i, pixels + pic * (size_t)i);
            frames[i] = pixels + pic * (size_t)i;
        }
        for (uint32_t n = 0; n < total; n++)
            pcm[n] = DemoMovie_Sample(n);
        RplDesc d = {"tomb8", video_format, DEMO_MOVIE_WIDTH, DEMO_MOVIE_HEIGHT, DEMO_MOVIE_FPS,
                     DEMO_MOVIE_RATE, 1, 16};
        ok = RplWrite_Make(&d, frames, DEMO_MOVIE_FRAMES, pcm, total, out, size, err, err_cap);
    } else {
        snprintf(err, err_cap, "error: mkrpl: out of memory");
    }
    free(pixels);
    free(pcm);
    return ok;
}
