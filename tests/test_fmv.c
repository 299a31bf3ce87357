/* FMVs (issue 20 section 5): tomb8's own RPL movie, made at build time by
 * mkrpl (Escape 124 video, PCM sound), decoded through engine/video/fmv.h:
 * every picture comes back as drawn, the sound as made, and a damaged,
 * cut-short or foreign file is one error line, never a crash or a hang. */
#include "engine/audio/mixer.h"
#include "engine/video/fmv.h"
#include "tests/test.h"
#include "tools/levelbuild/demo_movie.h"
#include "tools/levelbuild/rpl_write.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PIC_BYTES ((size_t)DEMO_MOVIE_WIDTH * DEMO_MOVIE_HEIGHT * 3)

static const char *movie_path(void) { return Test_BinPath("data/FMV/TOMB8.RPL"); }

static uint64_t fnv(uint64_t h, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001B3ull;
    return h;
}

static bool write_file(const char *path, const uint8_t *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(p, 1, n, f) == n;
    return fclose(f) == 0 && ok;
}

/* The picture as RGB555 widened back to 8 bits, as the decoder gives it. */
static void expected_picture(int frame, uint8_t *out)
{
    DemoMovie_Picture(frame, out);
    for (size_t i = 0; i < PIC_BYTES; i++) {
        unsigned v = out[i] >> 3;
        out[i] = (uint8_t)((v << 3) | (v >> 2));
    }
}

TEST(fmv_build_movie_decodes_as_drawn)
{
    char err[400];
    Fmv *f = Fmv_Open(movie_path(), err, sizeof err);
    CHECK_MSG(f, "%s", err);
    const FmvInfo *in = Fmv_Info(f);
    CHECK_EQ(in->width, DEMO_MOVIE_WIDTH);
    CHECK_EQ(in->height, DEMO_MOVIE_HEIGHT);
    CHECK_EQ(in->fps_num, DEMO_MOVIE_FPS);
    CHECK_EQ(in->fps_den, 1);
    CHECK_EQ(in->audio_rate, DEMO_MOVIE_RATE);
    CHECK_EQ(in->audio_channels, 1);
    CHECK_EQ(in->frames, DEMO_MOVIE_FRAMES);
    uint8_t *want = malloc(PIC_BYTES);
    CHECK(want);
    uint64_t h = 0xCBF29CE484222325ull;
    int n = 0, r;
    const uint8_t *rgb = NULL;
    while ((r = Fmv_NextFrame(f, &rgb, err, sizeof err)) == 1) {
        expected_picture(n, want);
        if (memcmp(rgb, want, PIC_BYTES) != 0) {
            free(want);
            Fmv_Close(f);
            CHECK_MSG(false, "frame %d differs from the picture mkrpl drew", n);
        }
        h = fnv(h, rgb, PIC_BYTES);
        n++;
    }
    free(want);
    Fmv_Close(f);
    CHECK_MSG(r == 0, "%s", err);
    CHECK_EQ(n, DEMO_MOVIE_FRAMES);
    /* Pins the build's movie: a change of the encoder or of the pictures
     * shows here (the pixel comparison above says whether it is right). */
    CHECK_MSG(h == 0x3926528795eab8ddull, "frames hash %016llx", (unsigned long long)h);
}

TEST(fmv_build_movie_sound_reaches_mixer_rate)
{
    char err[400];
    Fmv *f = Fmv_Open(movie_path(), err, sizeof err);
    CHECK_MSG(f, "%s", err);
    const uint32_t src = DEMO_MOVIE_RATE * DEMO_MOVIE_FRAMES / DEMO_MOVIE_FPS;
    const uint32_t want = (uint32_t)((uint64_t)src * MIXER_RATE / DEMO_MOVIE_RATE);
    int16_t *pcm = malloc((size_t)(want + 4096) * 2 * sizeof *pcm);
    CHECK(pcm);
    uint32_t got = 0, k = 1;
    /* A game tick (1/30 s) at a time, as the window plays it: a picture
     * every other tick (15 per second), a tick's sound every tick. */
    for (int tick = 0; k > 0 && got < want + 2048; tick++) {
        const uint8_t *rgb;
        if (tick % 2 == 0)
            Fmv_NextFrame(f, &rgb, err, sizeof err);
        k = Fmv_TakeAudio(f, pcm + 2 * got, 1470);
        got += k;
    }
    Fmv_Close(f);
    bool ok = got >= want - 2 && got <= want;
    /* 22,050 Hz to 44,100: every other output frame is a source sample,
     * the same on both sides (mono). */
    uint32_t bad = 0;
    for (uint32_t i = 0; ok && i + 1 < got; i += 2)
        if (pcm[2 * i] != DemoMovie_Sample(i / 2) || pcm[2 * i + 1] != pcm[2 * i])
            bad++;
    int16_t mid = got > 1000 ? pcm[2 * 1001] : 0;
    free(pcm);
    CHECK_MSG(ok, "%u frames of sound, expected %u", got, want);
    CHECK_EQ(bad, 0);
    CHECK(mid != 0);
}

/* One error line: "error: PATH: ..." with no line break. */
static bool one_error_line(const char *err, const char *path)
{
    return strncmp(err, "error: ", 7) == 0 && strstr(err, path) && !strchr(err, '\n');
}

/* Opens and plays path to its end; returns -1 (error, with err), 0 (played
 * to the end) or -2 (refused at open, with err). */
static int play_all(const char *path, char *err, size_t cap, int *frames)
{
    *frames = 0;
    Fmv *f = Fmv_Open(path, err, cap);
    if (!f)
        return -2;
    const uint8_t *rgb;
    int16_t pcm[2 * 1470];
    int r;
    while ((r = Fmv_NextFrame(f, &rgb, err, cap)) == 1 && *frames < 100000) {
        (*frames)++;
        Fmv_TakeAudio(f, pcm, 735);
    }
    Fmv_Close(f);
    return r;
}

TEST(fmv_damaged_movies_give_one_error_line)
{
    size_t size;
    uint8_t *good = Test_ReadFile(movie_path(), &size);
    CHECK(good && size > 4096);
    char path[512], err[400];
    int frames, r;
    snprintf(path, sizeof path, "%s/fmv_bad.rpl", Test_TmpDir());

    /* Cut short in the middle: the first frames play, then one line. */
    CHECK(write_file(path, good, size / 2));
    r = play_all(path, err, sizeof err, &frames);
    CHECK_MSG(r == -1 && one_error_line(err, path), "r=%d '%s'", r, err);
    CHECK(frames > 0 && frames < DEMO_MOVIE_FRAMES);
    CHECK_MSG(strstr(err, "cut short"), "%s", err);

    /* Cut inside the header. */
    CHECK(write_file(path, good, 40));
    r = play_all(path, err, sizeof err, &frames);
    CHECK_MSG(r == -2 && one_error_line(err, path), "r=%d '%s'", r, err);

    /* Not a movie at all. */
    CHECK(write_file(path, (const uint8_t *)"PK\3\4 not a movie\n", 18));
    r = play_all(path, err, sizeof err, &frames);
    CHECK_MSG(r == -2 && one_error_line(err, path) && strstr(err, "not an RPL"), "'%s'", err);

    /* A header that announces two billion chunks. */
    uint8_t *big = malloc(size);
    CHECK(big);
    memcpy(big, good, size);
    char *line = (char *)big;
    for (int i = 0; i < 14; i++)
        line = strchr(line, '\n') + 1;
    memcpy(line, "2000000000", 10);
    CHECK(write_file(path, big, size));
    r = play_all(path, err, sizeof err, &frames);
    CHECK_MSG(r == -2 && one_error_line(err, path), "r=%d '%s'", r, err);

    /* A catalogue line that is not numbers. */
    memcpy(big, good, size);
    char *cat = strstr((char *)big, "catalogue offset");
    CHECK(cat);
    long at = strtol(cat - 11, NULL, 10);
    memcpy(big + at, "xx", 2);
    CHECK(write_file(path, big, size));
    r = play_all(path, err, sizeof err, &frames);
    CHECK_MSG(r == -2 && one_error_line(err, path), "r=%d '%s'", r, err);

    /* A missing file. */
    snprintf(path, sizeof path, "%s/no_such.rpl", Test_TmpDir());
    r = play_all(path, err, sizeof err, &frames);
    CHECK_MSG(r == -2 && one_error_line(err, path), "'%s'", err);
    free(big);
    free(good);
}

/* Random bit flips in a good movie: every round plays to its end or stops
 * with one error line; never a crash, a hang or extra frames. */
static int damage_rounds(const uint8_t *good, size_t size, const char *name, uint32_t seed,
                         int *errors)
{
    uint8_t *bad = malloc(size);
    if (!bad)
        return -1;
    char path[512], err[400];
    snprintf(path, sizeof path, "%s/%s", Test_TmpDir(), name);
    *errors = 0;
    for (int round = 0; round < 24; round++) {
        memcpy(bad, good, size);
        for (int k = 0; k < 1 + round % 8; k++) {
            seed = seed * 1664525u + 1013904223u;
            /* Mostly the pictures' bit streams, sometimes the header. */
            size_t at = round % 4 == 0 ? (seed >> 8) % 1200 : (seed >> 8) % size;
            bad[at] ^= (uint8_t)(1u << ((seed >> 4) & 7));
        }
        int frames, r = write_file(path, bad, size) ? play_all(path, err, sizeof err, &frames) : -3;
        if (r == -3 || frames > DEMO_MOVIE_FRAMES + 1 || (r != 0 && !one_error_line(err, path))) {
            free(bad);
            return round;
        }
        *errors += r != 0;
    }
    free(bad);
    return -1;
}

TEST(fmv_random_damage_never_crashes)
{
    size_t size;
    uint8_t *good = Test_ReadFile(movie_path(), &size);
    CHECK(good && size > 4096);
    int errors, bad = damage_rounds(good, size, "fmv_fuzz.rpl", 0x5EED1234u, &errors);
    free(good);
    CHECK_MSG(bad < 0, "round %d", bad);
    CHECK(errors > 0);
    /* The same with Escape 130 video. */
    char err[400];
    CHECK_MSG(DemoMovie_MakeAs(130, &good, &size, err, sizeof err), "%s", err);
    bad = damage_rounds(good, size, "fmv_fuzz130.rpl", 0x130130u, &errors);
    free(good);
    CHECK_MSG(bad < 0, "escape 130 round %d", bad);
}

/* TR2's and TR3's video format: the same pictures written as Escape 130
 * (flat 2x2 blocks of YUV) decode, through the YUV-to-RGB conversion, to
 * pictures close to the drawn ones. */
TEST(fmv_escape130_movie_decodes_close_to_drawn)
{
    char err[400], path[512];
    uint8_t *bytes = NULL;
    size_t size = 0;
    CHECK_MSG(DemoMovie_MakeAs(130, &bytes, &size, err, sizeof err), "%s", err);
    snprintf(path, sizeof path, "%s/fmv_e130.rpl", Test_TmpDir());
    bool wrote = write_file(path, bytes, size);
    free(bytes);
    CHECK(wrote);
    Fmv *f = Fmv_Open(path, err, sizeof err);
    CHECK_MSG(f, "%s", err);
    CHECK_EQ(Fmv_Info(f)->width, DEMO_MOVIE_WIDTH);
    CHECK_EQ(Fmv_Info(f)->fps_num, DEMO_MOVIE_FPS);
    uint8_t *want = malloc(PIC_BYTES);
    CHECK(want);
    const uint8_t *rgb;
    int n = 0, r, worst = 0;
    uint64_t h = 0xCBF29CE484222325ull, total = 0;
    bool square = true;
    while ((r = Fmv_NextFrame(f, &rgb, err, sizeof err)) == 1) {
        DemoMovie_Picture(n, want);
        uint64_t sum = 0;
        for (size_t i = 0; i < PIC_BYTES; i++)
            sum += (uint64_t)abs((int)rgb[i] - (int)want[i]);
        int mean = (int)(sum / PIC_BYTES);
        worst = MAX(worst, mean);
        total += sum;
        /* the middle of the white square */
        int sx = 8 + n * 4 + 12, sy = 40 + (n % 10) * 2 + 12;
        if (sx < DEMO_MOVIE_WIDTH) {
            const uint8_t *p = rgb + ((size_t)sy * DEMO_MOVIE_WIDTH + sx) * 3;
            square = square && p[0] > 220 && p[1] > 220 && p[2] > 220;
        }
        h = fnv(h, rgb, PIC_BYTES);
        n++;
    }
    free(want);
    Fmv_Close(f);
    CHECK_MSG(r == 0, "%s", err);
    CHECK_EQ(n, DEMO_MOVIE_FRAMES);
    CHECK_MSG(worst <= 12, "mean error %d per channel", worst);
    CHECK(square);
    CHECK_MSG(h == 0x781800e82b482fe9ull, "frames hash %016llx (mean error %llu)", (unsigned long long)h,
              (unsigned long long)(total / PIC_BYTES / DEMO_MOVIE_FRAMES));
}

/* 8-bit unsigned stereo sound (another of the originals' PCM kinds): both
 * sides kept apart, each sample its top byte, at the mixer's rate. */
TEST(fmv_u8_stereo_sound)
{
    enum { W = 16, H = 16, RATE = 11025, FRAMES = 4, FPS = 10 };
    static uint8_t pic[FRAMES][W * H * 3];
    const uint8_t *pics[FRAMES];
    for (int i = 0; i < FRAMES; i++) {
        memset(pic[i], 40 * i, sizeof pic[i]);
        pics[i] = pic[i];
    }
    const uint32_t n = RATE * FRAMES / FPS;
    int16_t *pcm = malloc(n * 2 * sizeof *pcm), *out = malloc((size_t)n * 8 * sizeof *out);
    CHECK(pcm && out);
    for (uint32_t i = 0; i < n; i++) {
        pcm[2 * i] = (int16_t)((int32_t)(i * 61 % 65536) - 32768);
        pcm[2 * i + 1] = (int16_t)(-(int32_t)(i * 37 % 32768));
    }
    RplDesc d = {"u8", 124, W, H, FPS, RATE, 2, 8};
    uint8_t *bytes;
    size_t size;
    char err[400], path[512];
    bool made = RplWrite_Make(&d, pics, FRAMES, pcm, n, &bytes, &size, err, sizeof err);
    snprintf(path, sizeof path, "%s/fmv_u8.rpl", Test_TmpDir());
    bool wrote = made && write_file(path, bytes, size);
    if (made)
        free(bytes);
    Fmv *f = wrote ? Fmv_Open(path, err, sizeof err) : NULL;
    uint32_t got = 0, bad = 0;
    if (f) {
        const uint8_t *rgb;
        while (Fmv_NextFrame(f, &rgb, err, sizeof err) == 1)
            got += Fmv_TakeAudio(f, out + 2 * got, n * 4 - got);
        got += Fmv_TakeAudio(f, out + 2 * got, n * 4 - got);
        CHECK_EQ(Fmv_Info(f)->audio_channels, 2);
        Fmv_Close(f);
    }
    /* 11,025 Hz to 44,100: every fourth output frame is a source frame. */
    for (uint32_t k = 0; k + 3 < got; k += 4)
        for (int c = 0; c < 2; c++)
            bad += out[2 * k + c] != (int16_t)(pcm[2 * (k / 4) + c] & ~0xFF);
    free(pcm);
    free(out);
    CHECK_MSG(f, "%s", err);
    CHECK_MSG(got >= n * 4 - 4 && got <= n * 4, "%u frames of sound", got);
    CHECK_EQ(bad, 0);
}
