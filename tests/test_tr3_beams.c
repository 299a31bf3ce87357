/* TR3's beams and bolts drawn as lines added to the screen
 * (game/effects/bolt.c on engine/render/render_line.c), in purpose-built
 * TR3 rooms (tests/tr3_trap_room.h; skipped without the shared donor
 * level): a security laser's beam is a row of pixels along its line,
 * brighter than what is behind and of its kind's colour, flickering from
 * tick to tick, the same with 1 and 4 threads. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)
#define FW 640
#define FH 480
#define BEAM_Y (-512)

/* A security laser of `kind` at (6, 4), 512 up, facing +x: its one beam
 * runs back along -x to the west wall; Lara out of its way at (3, 6) on
 * its trigger. */
static TestGame *laser_room(int16_t kind, int *laser)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(3), 0, MID(6), 0x4000, 0);
    *laser = LB_AddItem(&b->lb, kind, room, MID(6), BEAM_Y, MID(4), 0x4000, 0);
    int trig = LB_AddTrigger(&b->lb, room, 3, 6, LB_TRIG_TRIGGER, 1, false);
    LB_TriggerAction(&b->lb, trig, LB_ACT_OBJECT, *laser);
    TestGame *t = TrapRoom_Open(b, "tr3_beams.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

/* The room seen from (4, 1), 512 above the beam, looking along +z: with
 * the game's lines or without. */
static bool draw(TestGame *t, Renderer *r, bool lines, uint8_t *fb, SimDrawList *dl)
{
    dl->num_meshes = dl->num_sprites = dl->num_lines = 0;
    if (lines && !Effect_AppendDraws(&t->g, dl))
        return false;
    RenderCamera cam = { MID(4), BEAM_Y - 512, MID(1), 0, 0, 0, 0, 0 };
    Render_SetLines(r, dl->lines, dl->num_lines);
    return Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
}

/* The deadly laser's beam: one row of changed pixels (a line one pixel of
 * a 640-wide screen across) where the beam's line projects, across most
 * of the screen, each brighter than before, yellow (red and green over
 * blue); its pieces change colour from tick to tick; 1 and 4 threads
 * agree. */
TEST(tr3_beams_laser_drawn_along_its_line)
{
    int laser;
    TestGame *t = laser_room(O3_SECURITY_LASER_DEADLY, &laser);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->g.bolts.count, 1);
    const Bolt *bl = &t->g.bolts.bolt[0];
    CHECK_EQ(bl->look, BOLT_LASER);
    /* 6143 long: 11 pieces, black at the ends */
    CHECK_EQ(Bolt_Pieces(bl), (abs(bl->to.x - bl->from.x) >> 9));
    char err[256];
    Renderer *r = Render_Create(&t->lv, FW, FH, NULL, err, sizeof err);
    RenderConfig four = { 4 };
    Renderer *r4 = Render_Create(&t->lv, FW, FH, &four, err, sizeof err);
    CHECK(r && r4);
    uint8_t *plain = malloc(FW * FH), *fb = malloc(FW * FH), *fb4 = malloc(FW * FH);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(plain && fb && fb4 && draw(t, r, false, plain, &dl));
    CHECK(draw(t, r, true, fb, &dl));
    CHECK((int)dl.num_lines == Bolt_Pieces(bl));
    /* where the beam projects: 512 below the eye at its depth */
    int64_t v[3];
    Mat34_Transform(&r->view, bl->from.x, bl->from.y, bl->from.z, v);
    int want_row = (int)(r->cy + v[1] * r->f / v[2]);
    int cols = 0, rows_off = 0, brighter = 0;
    long rg = 0, bb = 0;
    for (int y = 0; y < FH; y++)
        for (int x = 0; x < FW; x++) {
            int i = y * FW + x;
            if (fb[i] == plain[i])
                continue;
            cols++;
            rows_off += abs(y - want_row) > 1;
            uint8_t a[3], c[3];
            Render_PaletteRGB(r, plain[i], a);
            Render_PaletteRGB(r, fb[i], c);
            brighter += c[0] + c[1] + c[2] > a[0] + a[1] + a[2];
            rg += c[0] - a[0] + c[1] - a[1];
            bb += 2 * (c[2] - a[2]);
        }
    CHECK_MSG(cols > FW * 6 / 10 && cols <= FW, "%d pixels changed", cols);
    CHECK_EQ(rows_off, 0);
    CHECK_MSG(brighter > cols * 9 / 10, "%d of %d brighter", brighter, cols);
    CHECK_MSG(rg > bb, "red + green %ld, blue %ld", rg, bb);
    CHECK(draw(t, r4, true, fb4, &dl));
    CHECK(!memcmp(fb, fb4, FW * FH));
    /* a flicker: some piece's colour changes within a few ticks */
    int changed = 0;
    for (uint32_t tick = 1; tick < 8; tick++)
        for (int i = 0; i < Bolt_Pieces(bl); i++) {
            Vec3i a, b;
            int c0[3], c1[3];
            Bolt_Piece(bl, 0, 100, i, &a, &b, c0);
            Bolt_Piece(bl, 0, 100 + tick, i, &a, &b, c1);
            changed += memcmp(c0, c1, sizeof c0) != 0;
        }
    CHECK(changed > 0);
    /* the end pieces are the dimmer halves of their inner points */
    Vec3i a, b;
    int c0[3], c1[3];
    Bolt_Piece(bl, 0, 100, 0, &a, &b, c0);
    CHECK(a.x == bl->from.x && c0[2] == 0 && c0[0] > 0 && c0[0] == c0[1]);
    Bolt_Piece(bl, 0, 100, Bolt_Pieces(bl) - 1, &a, &b, c1);
    CHECK(b.x == bl->to.x && c1[0] > 0 && c1[0] <= 127);
    SimDraw_Free(&dl);
    free(plain);
    free(fb);
    free(fb4);
    Render_Destroy(r);
    Render_Destroy(r4);
    TestGame_Delete(t);
}

/* The kinds' colours: the alarm laser green, the killer orange (red over
 * green over blue). */
TEST(tr3_beams_laser_colours_by_kind)
{
    int laser;
    TestGame *t = laser_room(O3_SECURITY_LASER_ALARM, &laser);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->g.bolts.count, 1);
    Vec3i a, b;
    int c[3];
    Bolt_Piece(&t->g.bolts.bolt[0], 0, 50, 3, &a, &b, c);
    CHECK(c[1] >= 32 && c[0] == 0 && c[2] == 0);
    TestGame_Delete(t);
    t = laser_room(O3_SECURITY_LASER_KILLER, &laser);
    CHECK(t);
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->g.bolts.count, 1);
    Bolt_Piece(&t->g.bolts.bolt[0], 0, 50, 3, &a, &b, c);
    CHECK(c[0] >= 32 && c[1] > 0 && c[1] < c[0] && c[2] == 0);
    TestGame_Delete(t);
}
