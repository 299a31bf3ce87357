/* TR3's gym clocks on the HUD (game/ui/hud_gym.h, tomb3 health.cpp's
 * DrawAssaultTimer / DrawAssaultPenalties / DrawQuadbikeLapTime): each
 * read-out is compared, frame against frame, with its sprites drawn by hand
 * at the original's places and advances, or with the font's text where the
 * level has no ASSAULT_NUMBERS. The shared TR3 level has none, so its font's
 * first sprites stand in for the numbers (only where they land is tested). */
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/ui/hud_gym.h"
#include "game/ui/text.h"
#include "tests/test.h"
#include "tests/test_levels.h"

#define W 640
#define H 480

typedef struct {
    Level lv;
    UiCanvas got, want;
    uint8_t fb_got[W * H], fb_want[W * H];
    int first; /* the stand-in numbers' first sprite */
} Frames;

static void frames_clear(Frames *f)
{
    memset(f->fb_got, 255, sizeof f->fb_got);
    memset(f->fb_want, 255, sizeof f->fb_want);
}

static bool blank(const uint8_t *fb)
{
    for (int i = 0; i < W * H; i++)
        if (fb[i] != 255)
            return false;
    return true;
}

/* sprite n of the stand-in numbers at pixel (x, y) on the expected frame */
static void put(Frames *f, int n, int x, int y)
{
    Ui_DrawSprite(&f->want, x, y, f->want.scale, f->want.scale, f->first + n,
                  UI_SHADE_NEUTRAL);
}

/* "1:05.50" from x 269 (the centre 319 less 50) at y 36: digits advance
 * 20, a mark steps back 6 and on 14. */
static void want_clock_1_05_50(Frames *f, int x)
{
    put(f, 1, x, 36);
    put(f, 10, x + 14, 36);
    put(f, 0, x + 28, 36);
    put(f, 5, x + 48, 36);
    put(f, 11, x + 62, 36);
    put(f, 5, x + 76, 36);
    put(f, 0, x + 96, 36);
}

TEST(hud_gym_tr3_clock_sprites_at_the_originals_place)
{
    Frames *f = calloc(1, sizeof *f);
    CHECK(f);
    const char *p = Test_SharedPath("tr3/RANDO_TEST1.TR2");
    char err[256];
    if (!p) {
        free(f);
        SKIP("tr3/RANDO_TEST1.TR2 not available");
    }
    Log_SetQuiet(1);
    CHECK_MSG(Level_Load(p, &f->lv, err, sizeof err), "%s", err);
    UiCanvas_Init(&f->got, &f->lv, f->fb_got, W, H);
    UiCanvas_Init(&f->want, &f->lv, f->fb_want, W, H);
    /* the stand-in: the level's longest sprite sequence (its font) */
    int numbers = -1, longest = 0;
    for (uint32_t i = 0; i < f->lv.num_sprite_sequences; i++) {
        const SpriteSequence *q = &f->lv.sprite_sequences[i];
        if (-q->neg_length > longest && q->offset >= 0) {
            longest = -q->neg_length;
            numbers = q->offset;
        }
    }
    CHECK(longest >= HUD_GYM_SPRITES);
    f->first = numbers;
    /* the shared level lacks the numbers: the font's text is the fallback */
    CHECK_EQ(Hud_GymNumbers(&f->lv), -1);
    CHECK_EQ(Hud_GymNumbers(NULL), -1);

    /* not shown: nothing drawn, even with time on the clock */
    GymClock gc = {0};
    gc.timer = 65 * 30 + 15;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &gc, numbers);
    CHECK(blank(f->fb_got));

    /* running, shown: "1:05.50" */
    gc.display = gc.active = true;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &gc, numbers);
    want_clock_1_05_50(f, 269);
    CHECK(!blank(f->fb_got));
    CHECK(memcmp(f->fb_got, f->fb_want, sizeof f->fb_got) == 0);

    /* penalties: "0:08 s" from 144 (centre less 175); the standing targets'
     * "T 0:10 s" from 126 under them at y 64 ('T' 1 lower and 2 wider, 's'
     * 4 to the left) */
    gc.penalties = 240;
    gc.target_penalties = 300;
    gc.penalty_display = 10;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &gc, numbers);
    want_clock_1_05_50(f, 269);
    put(f, 0, 144, 36);
    put(f, 10, 158, 36);
    put(f, 0, 172, 36);
    put(f, 8, 192, 36);
    put(f, 13, 210, 36); /* space 8: 220, back 6: 214, drawn 4 left */
    put(f, 12, 120, 65); /* 'T': 126 back 6, 1 lower; then 120 + 16 */
    put(f, 0, 144, 64);  /* space 8 */
    put(f, 10, 158, 64);
    put(f, 1, 172, 64);
    put(f, 0, 192, 64);
    put(f, 13, 210, 64);
    CHECK(memcmp(f->fb_got, f->fb_want, sizeof f->fb_got) == 0);
    /* without penalties, the targets' line takes the top place */
    gc.penalties = 0;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &gc, numbers);
    want_clock_1_05_50(f, 269);
    put(f, 12, 120, 37);
    put(f, 0, 144, 36);
    put(f, 10, 158, 36);
    put(f, 1, 172, 36);
    put(f, 0, 192, 36);
    put(f, 13, 210, 36);
    CHECK(memcmp(f->fb_got, f->fb_want, sizeof f->fb_got) == 0);
    /* the penalties need the clock shown */
    gc.display = false;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &gc, numbers);
    CHECK(blank(f->fb_got));

    /* the quad bike's lap in the clock's place (which it hides), the best
     * lap from 419 (centre plus 100) */
    GymRecords rec = {{0}, {65 * 30 + 15}, 0};
    GymClock lap = {0};
    lap.display = true; /* an assault clock also up: the lap wins */
    lap.timer = 5;
    lap.lap_time = 65 * 30 + 15;
    lap.lap_display = 300;
    lap.records = &rec;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &lap, numbers);
    want_clock_1_05_50(f, 269);
    want_clock_1_05_50(f, 419);
    CHECK(memcmp(f->fb_got, f->fb_want, sizeof f->fb_got) == 0);

    Level_Free(&f->lv);
    free(f);
}

/* A level without the numbers (TR1's first, which has the font): the same
 * strings in the game's font at the clock's place; nothing when hidden. */
TEST(hud_gym_tr3_clock_falls_back_to_the_font)
{
    Frames *f = calloc(1, sizeof *f);
    CHECK(f);
    const char *p = Test_SharedPath("tr1/LEVEL1.PHD");
    char err[256];
    if (!p) {
        free(f);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    Log_SetQuiet(1);
    CHECK_MSG(Level_Load(p, &f->lv, err, sizeof err), "%s", err);
    UiCanvas_Init(&f->got, &f->lv, f->fb_got, W, H);
    UiCanvas_Init(&f->want, &f->lv, f->fb_want, W, H);
    CHECK_EQ(Hud_GymNumbers(&f->lv), -1);
    GymClock gc = {0};
    gc.timer = 65 * 30 + 15;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &gc, -1);
    CHECK(blank(f->fb_got));
    gc.display = true;
    gc.penalties = 240;
    gc.penalty_display = 5;
    frames_clear(f);
    Hud_DrawGymClock(&f->got, &gc, -1);
    Ui_Print(&f->want, 320 - 50, 36, 0, "1:05.50");
    Ui_Print(&f->want, 320 - 175, 36, 0, "0:08 s");
    CHECK(!blank(f->fb_got));
    CHECK(memcmp(f->fb_got, f->fb_want, sizeof f->fb_got) == 0);
    Level_Free(&f->lv);
    free(f);
}
