/* The built-in game's content (the levels in build/data/, made by
 * build/mklevel from data/NAME_level.txt, every picture and model our own): what a TR1 level
 * gives a player is there and shows.
 *   - the font: every string the UI prints has a letter in each built
 *     level's alphabet sprites and draws pixels;
 *   - the inventory ring: each item of the main ring (compass, pistols,
 *     medipack) and of the options ring (passport, controls, sound, detail)
 *     has a model with the frames the ring plays, and, turned to the front,
 *     is drawn with its name under it; the passport opens (its open model);
 *   - the title (title.phd, the default gameflow's): its ring has the four
 *     option items, each drawn and named;
 *   - a headless capture of the ring (`tomb8 --headless --ui inventory`)
 *     shows the item's name;
 *   - the title's picture (build/data/titleh.pcx, as the original's
 *     DATA/TITLEH.PCX) is a 640x480 PCX the game's reader takes.
 * The whole game (title -> level 1 -> statistics -> level 2 -> statistics
 * -> the title) is played in tests/test_gameflow_default.c. */
#include "tests/test.h"

#include <stb/stb_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "engine/core/log.h"
#include "engine/render/render.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/ui/picture.h"
#include "game/ui/text.h"
#include "game/ui/ui.h"
#include "tests/test_game.h"

#define W 640
#define H 480

static const char *const k_levels[] = {"data/default.phd", "data/title.phd", "data/level2.phd"};

static bool load_built(const char *name, Level *lv)
{
    const char *path = Test_BinPath(name);
    char err[256];
    return path && Level_Load(path, lv, err, sizeof err);
}

static size_t lit_in(const uint8_t *fb, int x0, int y0, int x1, int y1)
{
    size_t n = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
            n += fb[y * W + x] != 0;
    return n;
}

TEST(content_font_renders_every_string)
{
    size_t n;
    const char *const *strings = Ui_Strings(&n);
    for (size_t li = 0; li < COUNT_OF(k_levels); li++) {
        Level lv;
        CHECK_MSG(load_built(k_levels[li], &lv), "%s: not built", k_levels[li]);
        uint8_t *fb = calloc((size_t)W * H, 1);
        UiCanvas c;
        UiCanvas_Init(&c, &lv, fb, W, H);
        CHECK_MSG(UiCanvas_HasFont(&c), "%s: no font", k_levels[li]);
        CHECK_EQ(c.font_count, 110);
        const char *all[256];
        size_t na = 0;
        for (size_t i = 0; i < n && na < COUNT_OF(all); i++)
            all[na++] = strings[i];
        for (int id = 0; id < 256 && na < COUNT_OF(all); id++)
            if (Ring_ItemDef(id) && Ring_ItemDef(id)->object_id == id)
                all[na++] = Ring_ItemName(id);
        for (size_t i = 0; i < na; i++) {
            for (const unsigned char *p = (const unsigned char *)all[i]; *p; p++) {
                int sp = Ui_CharSprite(*p);
                if (sp < 0)
                    continue;
                const SpriteTexture *t = &lv.sprite_textures[c.font_first + sp];
                CHECK_MSG(t->right > t->left && t->bottom > t->top && t->tile < lv.num_textiles,
                          "%s: char %d empty", k_levels[li], *p);
            }
            memset(fb, 0, (size_t)W * H);
            Ui_Print(&c, 0, 0, UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V, all[i]);
            CHECK_MSG(lit_in(fb, 0, 0, W, H) > 0, "%s: '%s' drew nothing", k_levels[li], all[i]);
        }
        /* every printable character has a letter (messages name files) */
        for (int ch = 33; ch < 127; ch++) {
            int sp = Ui_CharSprite((unsigned char)ch);
            CHECK_MSG(sp >= 0 && sp < c.font_count, "char %d: sprite %d", ch, sp);
            const SpriteTexture *t = &lv.sprite_textures[c.font_first + sp];
            CHECK_MSG(t->right - t->left > 1, "%s: char '%c' has no letter", k_levels[li], ch);
        }
        /* distinct letters look different */
        size_t lit_i, lit_m;
        memset(fb, 0, (size_t)W * H);
        Ui_Print(&c, 0, 0, UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V, "i");
        lit_i = lit_in(fb, 0, 0, W, H);
        memset(fb, 0, (size_t)W * H);
        Ui_Print(&c, 0, 0, UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V, "M");
        lit_m = lit_in(fb, 0, 0, W, H);
        CHECK_MSG(lit_m > lit_i + 30, "M %zu, i %zu", lit_m, lit_i);
        free(fb);
        Level_Free(&lv);
    }
}

/* The model of a ring item has every frame the ring's table plays. */
static void check_model(const Level *lv, int object_id, int meshes, int frames)
{
    const Model *m = Level_FindModel(lv, (uint32_t)object_id);
    CHECK_MSG(m != NULL, "object %d: no model", object_id);
    if (!m)
        return;
    CHECK_MSG(m->num_meshes == meshes, "object %d: %d meshes", object_id, m->num_meshes);
    CHECK(m->animation < lv->num_animations);
    const Animation *a = &lv->animations[m->animation];
    CHECK_MSG(a->frame_end - a->frame_start + 1 >= frames, "object %d: %d frames", object_id,
              a->frame_end - a->frame_start + 1);
    uint32_t stride = Anim_FrameStride(lv, a, m->num_meshes);
    AnimFrame f;
    CHECK(Anim_DecodeFrame(lv, m->frame_offset / 2u + (uint32_t)(frames - 1) * stride,
                           m->num_meshes, &f));
}

TEST(content_ring_models)
{
    for (size_t li = 0; li < COUNT_OF(k_levels); li++) {
        Level lv;
        CHECK_MSG(load_built(k_levels[li], &lv), "%s: not built", k_levels[li]);
        check_model(&lv, O_MAP_OPTION, 4, Ring_ItemDef(O_MAP_OPTION)->frames_total);
        check_model(&lv, O_PASSPORT_CLOSED, 1, 1);
        check_model(&lv, O_PASSPORT_OPTION, 7, Ring_ItemDef(O_PASSPORT_CLOSED)->frames_total);
        check_model(&lv, O_SOUND_OPTION, 2, 1);
        check_model(&lv, O_DETAIL_OPTION, 1, 1);
        check_model(&lv, O_CONTROL_OPTION, 1, 1);
        check_model(&lv, O_GUN_OPTION, 3, Ring_ItemDef(O_GUN_OPTION)->frames_total);
        check_model(&lv, O_GUN_AMMO_OPTION, 2, 1);
        check_model(&lv, O_MEDI_OPTION, 1, Ring_ItemDef(O_MEDI_OPTION)->frames_total);
        Level_Free(&lv);
    }
}

/* Draws the ring alone (black behind it): how much of the front item and
 * of its name band is lit. */
static void draw_ring(const Ring *r, Renderer *rd, const Level *lv, uint8_t *fb, size_t *item,
                      size_t *label)
{
    memset(fb, 0, (size_t)W * H);
    UiCanvas c;
    UiCanvas_Init(&c, lv, fb, W, H);
    Ring_Draw(r, rd, &c);
    *item = lit_in(fb, W / 2 - 120, 160, W / 2 + 120, 400);
    *label = lit_in(fb, W / 2 - 200, 425, W / 2 + 200, H);
}

/* Turns the ring to each of its items in turn: each is drawn at the front
 * with its name under it; *count objects seen, in ring order. */
static void visit_items(Ring *r, Renderer *rd, const Level *lv, uint8_t *fb, int *seen,
                        int *count)
{
    int n = r->number_of_objects;
    *count = n;
    for (int i = 0; i < n; i++) {
        int obj = r->items[r->list[r->current_object]].object_id;
        seen[i] = obj;
        size_t item, label;
        draw_ring(r, rd, lv, fb, &item, &label);
        CHECK_MSG(item > 2000, "object %d: %zu pixels at the front", obj, item);
        CHECK_MSG(label > 100, "object %d: its name drew %zu pixels", obj, label);
        int before = r->current_object;
        Ring_Tick(r, INPUT_RIGHT);
        for (int t = 0; t < 24; t++)
            Ring_Tick(r, 0);
        CHECK(r->current_object != before || n == 1);
    }
}

static bool has(const int *seen, int n, int obj)
{
    for (int i = 0; i < n; i++)
        if (seen[i] == obj)
            return true;
    return false;
}

TEST(content_ring_shows_labelled_items)
{
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    CHECK_MSG(TestGame_OpenPath(t, Test_BinPath("data/default.phd")), "default level");
    Inventory_Add(&t->g, O_MEDI_ITEM);
    Renderer *rd = Render_Create(&t->lv, W, H, NULL, NULL, 0);
    CHECK(rd);
    uint8_t *fb = malloc((size_t)W * H);
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.lv = &t->lv;
    env.game = &t->g;
    Ring *r = calloc(1, sizeof *r);
    Ring_Open(r, &env, RING_MODE_GAME, 0);
    for (int i = 0; i < 20; i++)
        Ring_Tick(r, 0);
    CHECK_EQ(r->type, RING_TYPE_MAIN);
    CHECK_EQ(r->motion.status, RNG_OPEN);
    /* "INVENTORY" over the ring */
    size_t item, label;
    draw_ring(r, rd, &t->lv, fb, &item, &label);
    CHECK(lit_in(fb, W / 2 - 120, 0, W / 2 + 120, 60) > 100);
    int seen[RING_MAX_ITEMS];
    int n;
    visit_items(r, rd, &t->lv, fb, seen, &n);
    CHECK_EQ(n, 3);
    CHECK(has(seen, n, O_MAP_OPTION) && has(seen, n, O_GUN_OPTION) && has(seen, n, O_MEDI_OPTION));
    /* back: the options ring */
    Ring_Tick(r, INPUT_BACK);
    for (int i = 0; i < 40; i++)
        Ring_Tick(r, 0);
    CHECK_EQ(r->type, RING_TYPE_OPTION);
    visit_items(r, rd, &t->lv, fb, seen, &n);
    CHECK_EQ(n, 4);
    CHECK(has(seen, n, O_PASSPORT_CLOSED) && has(seen, n, O_CONTROL_OPTION) &&
          has(seen, n, O_SOUND_OPTION) && has(seen, n, O_DETAIL_OPTION));
    free(r);
    free(fb);
    Render_Destroy(rd);
    TestGame_Close(t);
    free(t);
}

/* The default gameflow's title level: the ring of four (passport,
 * controls, sound, detail), each drawn and named; the passport opens (its
 * open model, drawn) at its New Game page. */
TEST(content_title_ring_has_four_choices)
{
    Level lv;
    CHECK_MSG(load_built("data/title.phd", &lv), "title.phd not built");
    Renderer *rd = Render_Create(&lv, W, H, NULL, NULL, 0);
    CHECK(rd);
    uint8_t *fb = malloc((size_t)W * H);
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.lv = &lv;
    Ring *r = calloc(1, sizeof *r);
    Ring_Open(r, &env, RING_MODE_TITLE, 0);
    for (int i = 0; i < 20; i++)
        Ring_Tick(r, 0);
    CHECK_EQ(r->motion.status, RNG_OPEN);
    int seen[RING_MAX_ITEMS];
    int n;
    visit_items(r, rd, &lv, fb, seen, &n);
    CHECK_EQ(n, 4);
    CHECK(has(seen, n, O_PASSPORT_CLOSED) && has(seen, n, O_CONTROL_OPTION) &&
          has(seen, n, O_SOUND_OPTION) && has(seen, n, O_DETAIL_OPTION));
    /* the passport at the front, chosen: it opens at New Game */
    for (int i = 0; i < 4 && r->items[r->list[r->current_object]].object_id != O_PASSPORT_CLOSED;
         i++) {
        Ring_Tick(r, INPUT_RIGHT);
        for (int k = 0; k < 24; k++)
            Ring_Tick(r, 0);
    }
    Ring_Tick(r, INPUT_ACTION);
    for (int i = 0; i < 60 && r->page_text == 0; i++)
        Ring_Tick(r, 0);
    CHECK_EQ(r->items[r->list[r->current_object]].object_id, O_PASSPORT_OPTION);
    CHECK_EQ(r->page_text, 2); /* New Game */
    size_t item, label;
    draw_ring(r, rd, &lv, fb, &item, &label);
    CHECK_MSG(item > 2000, "the open passport: %zu pixels", item);
    CHECK_MSG(label > 100, "the page's name: %zu pixels", label);
    free(r);
    free(fb);
    Render_Destroy(rd);
    Level_Free(&lv);
}

/* The headless program's capture of the ring on the default level: the
 * front item's name is drawn in the font's gold (today's main drew no
 * text). */
TEST(content_headless_ring_capture_has_text)
{
    char png[1024], cmd[4096], out[4096];
    snprintf(png, sizeof png, "%s/content_ring.png", Test_TmpDir());
    snprintf(cmd, sizeof cmd,
             "'%s' --headless --level '%s' --ui inventory --ticks 30 --size 640x480 "
             "--capture '%s' 2>&1",
             Test_BinPath("tomb8"), Test_BinPath("data/default.phd"), png);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    int w, h, ch;
    uint8_t *img = stbi_load(png, &w, &h, &ch, 3);
    CHECK(img && w == W && h == H);
    /* golden pixels (red well above blue) in the name's band only the
     * font puts there: the level behind is grey stone and tiles */
    size_t gold = 0;
    for (int y = 430; y < H; y++)
        for (int x = W / 2 - 120; x < W / 2 + 120; x++) {
            const uint8_t *p = img + ((size_t)y * W + x) * 3;
            gold += p[0] > 150 && p[0] > p[2] + 60;
        }
    CHECK_MSG(gold > 40, "%zu golden pixels under the ring", gold);
    stbi_image_free(img);
}

/* The title's picture: the game's PCX reader takes it, at the original's
 * size, many colours of the level's palette (a picture, not a fill), the
 * same bytes from every build of mklevel. */
TEST(content_title_picture)
{
    Level lv;
    CHECK_MSG(load_built("data/title.phd", &lv), "title.phd not built");
    const char *path = Test_BinPath("data/titleh.pcx");
    UiPicture p;
    char err[512];
    CHECK_MSG(path && UiPicture_LoadPcx(&p, path, &lv, err, sizeof err), "%s", err);
    CHECK_EQ(p.width, 640);
    CHECK_EQ(p.height, 480);
    bool seen[256] = {false};
    int distinct = 0;
    for (int i = 0; i < p.width * p.height; i++) {
        distinct += !seen[p.pixels[i]];
        seen[p.pixels[i]] = true;
    }
    CHECK_MSG(distinct > 24, "%d colours", distinct);
    /* drawn over a frame: it fills it */
    uint8_t *fb = calloc((size_t)W * H, 1);
    UiCanvas c;
    UiCanvas_Init(&c, &lv, fb, W, H);
    UiPicture_Draw(&c, &p);
    CHECK(lit_in(fb, 0, 0, W, H) > (size_t)W * H * 9 / 10);
    free(fb);
    UiPicture_Free(&p);
    /* a second run of mklevel writes the same bytes */
    char again[1024], cmd[4096], out[1024];
    snprintf(again, sizeof again, "%s/titleh_again.pcx", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "'%s' --picture '%s' && cmp '%s' '%s' 2>&1",
             Test_BinPath("mklevel"), again, again, path);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    Level_Free(&lv);
}

/* The pool's water surface (issue 20 section 2): as the original, every
 * portal between a water room and a dry one has see-through textured faces
 * (a texture with the transparent attribute) in its plane on both sides,
 * each facing into its own room, covering the portal. */
TEST(content_water_surface_both_sides)
{
    Level lv;
    if (!load_built("data/default.phd", &lv))
        SKIP("build/data not built");
    int portals = 0, sides = 0;
    for (uint32_t ri = 0; ri < lv.num_rooms; ri++) {
        const Room *r = &lv.rooms[ri];
        for (uint32_t pi = 0; pi < r->num_portals; pi++) {
            const RoomPortal *p = &r->portals[pi];
            const Room *o = &lv.rooms[p->adjoining_room];
            if (p->normal.y == 0 || !(r->flags & ROOM_FLAG_WATER) == !(o->flags & ROOM_FLAG_WATER))
                continue;
            portals++;
            int area = 0;
            for (uint32_t qi = 0; qi < r->num_quads; qi++) {
                const RoomQuad *q = &r->quads[qi];
                const ObjectTexture *ot = &lv.object_textures[q->texture & 0x7FFF];
                bool flat = true;
                for (int k = 0; k < 4; k++)
                    flat = flat && abs(r->vertices[q->vertices[k]].pos.y - p->vertices[0].y) <= 1;
                if (!flat || ot->attribute != 1)
                    continue;
                int w = abs(r->vertices[q->vertices[2]].pos.x - r->vertices[q->vertices[0]].pos.x);
                int d = abs(r->vertices[q->vertices[2]].pos.z - r->vertices[q->vertices[0]].pos.z);
                area += w / 1024 * (d / 1024);
            }
            int pw = abs(p->vertices[2].x - p->vertices[0].x) + 1;
            int pd = abs(p->vertices[2].z - p->vertices[0].z) + 1;
            CHECK_MSG(area >= pw / 1024 * (pd / 1024), "room %u: surface %d sectors of %d", ri,
                      area, pw / 1024 * (pd / 1024));
            sides += area > 0;
        }
    }
    CHECK_MSG(portals == 2 && sides == 2, "%d water portals, %d sides with a surface", portals,
              sides);
    Level_Free(&lv);
}
