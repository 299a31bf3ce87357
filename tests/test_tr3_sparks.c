/* TR3's spark pool (game/effects/spark_tr3.c, spark_fx_tr3.c): a spark's
 * life, colour fade, size and motion tick by tick as tomb3's UpdateSparks;
 * how many sparks each event makes; and the sparks drawn
 * (engine/render/render_sprite.c: RenderSprite_EmitSpark) in a
 * purpose-built TR3 room (tests/tr_build.h; skipped without the shared
 * donor level), the frame compared with the same frame without them. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/render/render.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)
#define FW 640
#define FH 480

static TestGame *open_room(void)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, MID(1), 0, MID(1), 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "tr3_sparks.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!path || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "tr3_sparks: %s\n", err);
        free(t);
        t = NULL;
    }
    TrBuild_Delete(b);
    return t;
}

/* The room drawn from (MID(4), -1024, MID(0) + 100) looking along +z,
 * with the game's active effects (or without: `effects` false). */
static bool draw(TestGame *t, Renderer *r, bool effects, uint8_t *fb, SimDrawList *dl)
{
    dl->num_meshes = dl->num_sprites = 0;
    if (effects && !Effect_AppendDraws(&t->g, dl))
        return false;
    RenderCamera cam = {MID(4), -1024, 100, 0, 0, 0, 0, 0};
    return Render_Frame(r, &cam, NULL, 0, dl->sprites, dl->num_sprites, fb);
}

/* Pixels that differ between the frames; their RGB summed into sum[3]. */
static int changed(const Renderer *r, const uint8_t *a, const uint8_t *b, long sum[3])
{
    int n = 0;
    sum[0] = sum[1] = sum[2] = 0;
    for (int i = 0; i < FW * FH; i++) {
        if (a[i] == b[i])
            continue;
        uint8_t rgb[3];
        Render_PaletteRGB(r, b[i], rgb);
        for (int k = 0; k < 3; k++)
            sum[k] += rgb[k];
        n++;
    }
    return n;
}

static void clear_effects(Game *g)
{
    while (g->effects.next_active != EFFECT_NONE)
        Effect_Kill(g, g->effects.next_active);
    for (int i = 0; g->sparks && i < SPARK3_MAX; i++)
        g->sparks->s[i].on = false;
}

/* The one spark on (NULL unless exactly one). */
static Spark3 *only_spark(Game *g)
{
    Spark3 *one = NULL;
    for (int i = 0; i < SPARK3_MAX; i++) {
        if (!g->sparks->s[i].on)
            continue;
        if (one)
            return NULL;
        one = &g->sparks->s[i];
    }
    return one;
}

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

/* TriggerBlood's drop through UpdateSparks: 24 ticks; its colour from
 * (224, 0, 32) to (192, 0, 24) over the first 8, then held, then to black
 * over the last 8; its size 2 to 1 or 2; gravity pulling it down, friction
 * a sixteenth of its speed across a tick. */
TEST(tr3_sparks_blood_life_fade_and_motion)
{
    TestGame *t = open_room();
    if (!t)
        SKIP("no TR3 donor level");
    Game *g = &t->g;
    CHECK(g->sparks != NULL);
    clear_effects(g);
    Spark3_Blood(g, MID(4), -1024, MID(3), 0, 1, 0);
    Spark3 *s = only_spark(g);
    CHECK(s != NULL);
    CHECK_EQ(s->life, 24);
    CHECK_EQ(s->sr, 224);
    CHECK_EQ(s->dr, 192);
    CHECK_EQ(s->trans, SPARK3_OPAQUE);
    int32_t y0 = s->y, yv0 = s->yvel, xv0 = s->xvel;
    Spark3_Update(g);
    CHECK_EQ(s->life, 23);
    /* a tick into an 8-tick fade: an eighth of the way, 224 - 4 */
    CHECK_EQ(s->r, 220);
    CHECK_EQ(s->b, 31);
    CHECK_EQ(s->yvel, yv0 + s->gravity);
    CHECK_EQ(s->xvel, xv0 - (xv0 >> 4));
    CHECK_EQ(s->y, y0 + (s->yvel >> 5));
    for (int i = 0; i < 7; i++)
        Spark3_Update(g);
    CHECK_EQ(s->life, 16);
    CHECK_EQ(s->r, 192); /* the end colour */
    CHECK_EQ(s->b, 24);
    int falls = s->yvel;
    for (int i = 0; i < 12; i++)
        Spark3_Update(g);
    CHECK_EQ(s->life, 4);
    /* half way to black: 192 * (4 - 8) / 8 + 192 */
    CHECK_EQ(s->r, 96);
    CHECK(s->yvel > falls); /* still falling faster */
    CHECK(s->width >= 1 && s->width <= 2);
    for (int i = 0; i < 3; i++)
        Spark3_Update(g);
    CHECK(s->on);
    Spark3_Update(g);
    CHECK(!s->on);
    CHECK_EQ(Spark3_Count(g), 0);
    TestGame_Close(t);
    free(t);
}

/* A smoke emitter's puff: it grows from a quarter of its end width over
 * its life, rises (gravity up to its cap) and fades in from black. */
TEST(tr3_sparks_smoke_grows_and_rises)
{
    TestGame *t = open_room();
    if (!t)
        SKIP("no TR3 donor level");
    Game *g = &t->g;
    clear_effects(g);
    Spark3_EmitterSmoke(g, MID(4), -512, MID(3), SPARK3_SMOKE_WHITE, 0);
    Spark3 *s = only_spark(g);
    CHECK(s != NULL);
    CHECK(s->life >= 96 && s->life <= 111);
    CHECK_EQ(s->width, s->d_width >> 2);
    CHECK_EQ(s->r, 0);
    int32_t y0 = s->y;
    int w0 = s->width;
    for (int i = 0; i < 30; i++)
        Spark3_Update(g);
    CHECK(s->on);
    CHECK(s->y < y0 - 100);          /* risen */
    CHECK(s->yvel >= s->max_yvel * 32); /* never faster than its cap */
    CHECK(s->width > w0);
    CHECK_EQ(s->r, 32);              /* faded in to its grey */
    /* a steam puff rises half as fast and ends paler */
    clear_effects(g);
    Spark3_EmitterSmoke(g, MID(4), -512, MID(3), SPARK3_SMOKE_STEAM, 0);
    s = only_spark(g);
    CHECK(s != NULL);
    CHECK_EQ(s->dr, 24);
    /* none far from Lara (16 sectors across) */
    clear_effects(g);
    Spark3_EmitterSmoke(g, MID(40), -512, MID(3), SPARK3_SMOKE_BLACK, 0);
    CHECK_EQ(Spark3_Count(g), 0);
    TestGame_Close(t);
    free(t);
}

/* How many sparks TR3's events make: a blood splat 6..13 drops
 * (DoBloodSplat), a ricochet a spark and a puff, an explosion three
 * bursts with their smoke whose children burst in turn a few ticks on;
 * the game's own random streams untouched by any of it. */
TEST(tr3_sparks_counts_per_event)
{
    TestGame *t = open_room();
    if (!t)
        SKIP("no TR3 donor level");
    Game *g = &t->g;
    clear_effects(g);
    Prng before = g->sim->prng;
    int min = 99, max = 0;
    for (int i = 0; i < 40; i++) {
        clear_effects(g);
        CHECK_EQ(Effect_Blood(g, MID(4), -1024, MID(3), 0, 0, 0), EFFECT_NONE);
        int n = Spark3_Count(g);
        min = n < min ? n : min;
        max = n > max ? n : max;
    }
    CHECK(min >= 6 && max <= 13 && max > min);
    CHECK_EQ(Effect_ActiveCount(g), 0);

    clear_effects(g);
    GameVec at = {MID(4), -1024, MID(3), 0};
    Effect_Ricochet(g, &at);
    CHECK_EQ(Spark3_Count(g), 2);
    CHECK_EQ(Effect_ActiveCount(g), 0);

    clear_effects(g);
    Vec3i pos = {MID(4), -1024, MID(3)};
    CHECK(Effect_Explosion(g, &pos, 0, false) != EFFECT_NONE); /* its light */
    CHECK_EQ(Spark3_Count(g), 6);
    int peak = 0;
    for (int i = 0; i < 40; i++) {
        Spark3_Update(g);
        int n = Spark3_Count(g);
        peak = n > peak ? n : peak;
    }
    CHECK(peak > 20); /* the bursts' children and grandchildren */
    CHECK(memcmp(&before, &g->sim->prng, sizeof before) == 0);
    TestGame_Close(t);
    free(t);
}

/* Sparks drawn: a ricochet's spark and puff where they are, blood's 2 x 2
 * pixels, an explosion's burst as the sheet's sprites; the frame the same
 * with 1 and 4 threads, and its hash pinned. */
TEST(tr3_sparks_drawn)
{
    TestGame *t = open_room();
    if (!t)
        SKIP("no TR3 donor level");
    Game *g = &t->g;
    clear_effects(g);
    char err[256];
    Renderer *r = Render_Create(&t->lv, FW, FH, NULL, err, sizeof err);
    RenderConfig four = {4};
    Renderer *r4 = Render_Create(&t->lv, FW, FH, &four, err, sizeof err);
    CHECK(r != NULL && r4 != NULL);
    uint8_t *plain = malloc(FW * FH), *fb = malloc(FW * FH), *fb4 = malloc(FW * FH);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(plain && fb && fb4 && draw(t, r, false, plain, &dl));
    long sum[3];

    /* one drop of blood, opaque red, 2 x 2 pixels */
    Spark3_Blood(g, MID(4), -1024, MID(3), 0, 1, 0);
    CHECK(draw(t, r, true, fb, &dl));
    CHECK_EQ(dl.num_sprites, 1);
    CHECK_EQ(dl.sprites[0].look, RENDER_SPRITE_FLAT);
    CHECK_EQ(changed(r, plain, fb, sum), 4);
    CHECK(sum[0] > 4 * 150 && sum[1] < sum[0] / 4 && sum[2] < sum[0] / 2);
    clear_effects(g);

    /* a ricochet: two small quads, scaled by the depth */
    GameVec at = {MID(4), -1024, MID(3), 0};
    Effect_Ricochet(g, &at);
    CHECK(draw(t, r, true, fb, &dl));
    CHECK_EQ(dl.num_sprites, 2);
    int near_px = changed(r, plain, fb, sum);
    CHECK_MSG(near_px >= 4 && near_px < 100, "%d pixels", near_px);
    CHECK(dl.sprites[0].w >= 4 && dl.sprites[0].size == RENDER_SIZE_SCALED);
    /* a few ticks on they have flown apart and shrunk */
    for (int i = 0; i < 6; i++)
        Spark3_Update(g);
    CHECK(draw(t, r, true, fb, &dl));
    CHECK_EQ(dl.num_sprites, 2);
    CHECK(dl.sprites[0].x != dl.sprites[1].x || dl.sprites[0].z != dl.sprites[1].z);
    CHECK(dl.sprites[0].w < 4 && dl.sprites[1].w < 4);
    CHECK(changed(r, plain, fb, sum) > 0);
    clear_effects(g);

    /* an explosion's burst: textured sparks of the sheet, big this near */
    const SpriteSequence *sheet = Level_FindSpriteSequence(&t->lv, O3_EXPLOSION_1);
    Vec3i pos = {MID(4), -1024, MID(3)};
    Effect_Explosion(g, &pos, 0, false);
    for (int i = 0; i < 3; i++)
        Spark3_Update(g);
    CHECK(draw(t, r, true, fb, &dl));
    if (sheet) {
        CHECK(dl.num_sprites >= 3);
        CHECK(dl.sprites[0].sprite >= sheet->offset && dl.sprites[0].sprite < sheet->offset + 4);
        CHECK(changed(r, plain, fb, sum) > 100);
        CHECK(draw(t, r4, true, fb4, &dl));
        CHECK(memcmp(fb, fb4, FW * FH) == 0);
        uint64_t h = fnv1a(fb, FW * FH);
        CHECK_MSG(h == 0xdfb23613a596eb7aull, "frame hash %016llx", (unsigned long long)h);
    }

    SimDraw_Free(&dl);
    free(plain);
    free(fb);
    free(fb4);
    Render_Destroy(r);
    Render_Destroy(r4);
    TestGame_Close(t);
    free(t);
}
