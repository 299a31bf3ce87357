/* TR3's sparks drawn (game/effects/effect_draw.c: EffectIds.spark_looks,
 * engine/render/render_sprite.c: RenderSprite_EmitSpark): the stand-in
 * effects of TR3's blood, ricochets and explosions drawn in a purpose-built
 * TR3 room (tests/tr_build.h; skipped without the shared donor level), the
 * frame compared with the same frame without them. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/render/render.h"
#include "game/effects/effect.h"
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
}

TEST(tr3_sparks_blood_ricochet_and_explosion_drawn)
{
    TestGame *t = open_room();
    if (!t)
        SKIP("no TR3 donor level");
    Game *g = &t->g;
    char err[256];
    Renderer *r = Render_Create(&t->lv, FW, FH, NULL, err, sizeof err);
    CHECK(r != NULL);
    uint8_t *plain = malloc(FW * FH), *fb = malloc(FW * FH);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(plain && fb && draw(t, r, false, plain, &dl));
    long sum[3];

    /* Blood: TriggerBlood's 2 x 2 opaque red quad (4 pixels at 640 x 480) */
    int fx = Effect_Blood(g, MID(4), -1024, MID(3), 0, 0, 0);
    CHECK(fx != EFFECT_NONE);
    CHECK(draw(t, r, true, fb, &dl));
    CHECK_EQ(dl.num_sprites, 1);
    CHECK_EQ(dl.sprites[0].look, RENDER_SPRITE_FLAT);
    CHECK_EQ(changed(r, plain, fb, sum), 4);
    CHECK(sum[0] > 4 * 150 && sum[1] < sum[0] / 4 && sum[2] < sum[0] / 2);
    clear_effects(g);

    /* A ricochet: an orange quad 5 wide, scaled by 8 over the depth: about
     * 5 pixels at three sectors, less further off */
    GameVec at = {MID(4), -1024, MID(3), 0};
    Effect_Ricochet(g, &at);
    CHECK(draw(t, r, true, fb, &dl));
    int near_px = changed(r, plain, fb, sum);
    CHECK(near_px >= 16 && near_px <= 36);
    /* the palette's nearest to (255, 48, 0): the donor's palette has no
     * orange, its nearest is a red */
    CHECK(sum[0] > sum[1] && sum[0] > sum[2]);
    clear_effects(g);
    at.z = MID(6);
    Effect_Ricochet(g, &at);
    CHECK(draw(t, r, true, fb, &dl));
    int far_px = changed(r, plain, fb, sum);
    CHECK(far_px > 0 && far_px < near_px);
    clear_effects(g);

    /* An explosion: the sheet's first sprite (O3_EXPLOSION_1's sequence),
     * 48 x 60 scaled by 8, as big as its clamp allows this near */
    const SpriteSequence *sheet = Level_FindSpriteSequence(&t->lv, O3_EXPLOSION_1);
    Vec3i pos = {MID(4), -1024, MID(3)};
    Effect_Explosion(g, &pos, 0, false);
    CHECK(draw(t, r, true, fb, &dl));
    if (sheet) {
        CHECK_EQ(dl.num_sprites, 1);
        CHECK_EQ(dl.sprites[0].sprite, sheet->offset);
        CHECK_EQ(dl.sprites[0].size, RENDER_SIZE_SCALED);
        CHECK(changed(r, plain, fb, sum) > 100);
    } else {
        CHECK_EQ(dl.num_sprites, 0); /* no sheet: nothing to draw it with */
    }
    clear_effects(g);

    /* TR3 has no twinkle: none is drawn */
    Effect_Twinkle(g, &at);
    CHECK(draw(t, r, true, fb, &dl));
    CHECK_EQ(dl.num_sprites, 0);
    CHECK_EQ(changed(r, plain, fb, sum), 0);

    SimDraw_Free(&dl);
    free(plain);
    free(fb);
    Render_Destroy(r);
    TestGame_Close(t);
    free(t);
}
