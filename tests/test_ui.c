/* UI: the font (the original's character map, every string the UI prints
 * drawn with each shared level's font), text layout at any size, the HUD's
 * bars, and golden hashes of the HUD, the inventory ring and the title's
 * ring on the shared levels (tests/golden/ui_shared.txt;
 * TOMB8_UPDATE_GOLDEN=1 prints fresh lines). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/sim/sim_draw.h"
#include "game/app/headless.h"
#include "game/game.h"
#include "game/inventory/ring.h"
#include "game/ui/hud.h"
#include "game/ui/text.h"
#include "game/ui/ui.h"
#include "tests/test.h"
#include "tests/test_levels.h"

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

TEST(ui_char_map)
{
    CHECK_EQ(Ui_CharSprite('A'), 0);
    CHECK_EQ(Ui_CharSprite('Z'), 25);
    CHECK_EQ(Ui_CharSprite('a'), 26);
    CHECK_EQ(Ui_CharSprite('z'), 51);
    CHECK_EQ(Ui_CharSprite('0'), 52);
    CHECK_EQ(Ui_CharSprite('9'), 61);
    CHECK_EQ(Ui_CharSprite('.'), 62);
    CHECK_EQ(Ui_CharSprite('?'), 65);
    CHECK_EQ(Ui_CharSprite('['), 80);
    CHECK_EQ(Ui_CharSprite(']'), 81);
    CHECK_EQ(Ui_CharSprite('|'), 101);
    CHECK_EQ(Ui_CharSprite('}'), 102);
    CHECK_EQ(Ui_CharSprite(1), 82);
    CHECK_EQ(Ui_CharSprite(10), 91);
    CHECK_EQ(Ui_CharSprite(12), 103);
    CHECK_EQ(Ui_CharSprite(' '), -1);
    CHECK_EQ(Ui_CharSprite(20), -1);
    /* widths: advance + 1 per letter, minus one, even */
    CHECK_EQ(Ui_TextWidth("A", UI_ONE), 14);
    CHECK_EQ(Ui_TextWidth("Ai", UI_ONE), (14 + 1 + 5 + 1 - 1) & ~1);
    CHECK_EQ(Ui_TextWidth("A A", UI_ONE), (15 + 6 + 15 - 1) & ~1);
    /* the letter spacing comes off unscaled, then the width is made even */
    CHECK_EQ(Ui_TextWidth("A", 2 * UI_ONE), 28);
    char ammo[] = "  120 A";
    Ui_MakeAmmoString(ammo);
    CHECK(ammo[0] == ' ' && ammo[2] == 2 && ammo[3] == 3 && ammo[4] == 1 && ammo[6] == 12);
}

/* Every character of every string the UI prints has a sprite in each TR1
 * level's font, and drawing the string puts pixels on the frame. */
TEST(ui_font_renders_every_string)
{
    /* TR2's and TR3's too: each game numbers its font (ALPHABET) its own way */
    static const char *levels[] = {"tr1/LEVEL1.PHD", "tr1/RANDO_TEST1.PHD", "tr1/CUT1.PHD",
                                   "tr2/RANDO_TEST1.TR2", "tr3/RANDO_TEST1.TR2"};
    size_t n;
    const char *const *strings = Ui_Strings(&n);
    int checked = 0;
    for (size_t li = 0; li < COUNT_OF(levels); li++) {
        const char *path = Test_SharedPath(levels[li]);
        if (!path)
            continue;
        Level lv;
        char err[256];
        CHECK_MSG(Level_Load(path, &lv, err, sizeof err), "%s", err);
        const int w = 640, h = 480;
        uint8_t *fb = calloc((size_t)w * h, 1);
        UiCanvas c;
        UiCanvas_Init(&c, &lv, fb, w, h);
        CHECK_MSG(UiCanvas_HasFont(&c), "%s: no font", levels[li]);
        /* the ring's item names too */
        const char *all[256];
        size_t na = 0;
        for (size_t i = 0; i < n; i++)
            all[na++] = strings[i];
        for (int id = 0; id < 256 && na < COUNT_OF(all); id++)
            if (Ring_ItemDef(id) && Ring_ItemDef(id)->object_id == id)
                all[na++] = Ring_ItemName(id);
        for (size_t i = 0; i < na; i++) {
            for (const unsigned char *p = (const unsigned char *)all[i]; *p; p++) {
                int sp = Ui_CharSprite(*p);
                if (sp < 0)
                    continue;
                CHECK_MSG(sp < c.font_count, "%s: '%s' char %d: sprite %d of %d", levels[li],
                          all[i], *p, sp, c.font_count);
                const SpriteTexture *t = &lv.sprite_textures[c.font_first + sp];
                CHECK_MSG(t->right > t->left && t->bottom > t->top, "%s: char %d empty",
                          levels[li], *p);
            }
            memset(fb, 0, (size_t)w * h);
            Ui_Print(&c, 0, 0, UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V, all[i]);
            size_t lit = 0;
            for (size_t k = 0; k < (size_t)w * h; k++)
                lit += fb[k] != 0;
            CHECK_MSG(lit > 0, "%s: '%s' drew nothing", levels[li], all[i]);
            checked++;
        }
        free(fb);
        Level_Free(&lv);
    }
    if (!checked)
        SKIP("no shared levels");
}

/* Text scales with the frame: the same string twice as big at twice the
 * height, centred in the wider 16:9 frame. */
TEST(ui_text_scales_with_frame)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    int sizes[3][2] = {{640, 480}, {1280, 960}, {1920, 1080}};
    int32_t extent[3][4];
    for (int s = 0; s < 3; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        uint8_t *fb = calloc((size_t)w * h, 1);
        UiCanvas c;
        UiCanvas_Init(&c, &lv, fb, w, h);
        Ui_Print(&c, 0, 0, UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V, "INVENTORY");
        int32_t x0 = w, x1 = -1, y0 = h, y1 = -1;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                if (fb[(size_t)y * w + x]) {
                    x0 = MIN(x0, x); x1 = MAX(x1, x); y0 = MIN(y0, y); y1 = MAX(y1, y);
                }
        extent[s][0] = x0; extent[s][1] = x1; extent[s][2] = y0; extent[s][3] = y1;
        free(fb);
    }
    int32_t w0 = extent[0][1] - extent[0][0], h0 = extent[0][3] - extent[0][2];
    int32_t w1 = extent[1][1] - extent[1][0], h1 = extent[1][3] - extent[1][2];
    CHECK(w0 > 50 && h0 > 8);
    CHECK_MSG(abs(w1 - 2 * w0) <= 2 && abs(h1 - 2 * h0) <= 2, "%d %d vs %d %d", w0, h0, w1, h1);
    /* centred: the same margin on both sides (to a pixel or two) */
    for (int s = 0; s < 3; s++)
        CHECK(abs(extent[s][0] - (sizes[s][0] - 1 - extent[s][1])) <= 3 * sizes[s][1] / 480);
    Level_Free(&lv);
}

/* The original's bars: 100x5 from (8, 8) at 640x480 with a 2-pixel frame,
 * the fill as wide as the percentage; air mirrored on the right. */
TEST(ui_hud_bars)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    const int w = 640, h = 480;
    uint8_t *fb = malloc((size_t)w * h);
    memset(fb, 255, (size_t)w * h);
    UiCanvas c;
    UiCanvas_Init(&c, &lv, fb, w, h);
    Hud_DrawBar(&c, 0, 50);
    CHECK_EQ(fb[10 * w + 8], 8);        /* top row of the fill: palette 8 */
    CHECK_EQ(fb[10 * w + 57], 8);       /* 50 pixels wide */
    CHECK_EQ(fb[10 * w + 58], 0);       /* then the black background */
    CHECK_EQ(fb[11 * w + 8], 6);        /* fourth row */
    CHECK_EQ(fb[12 * w + 8], 24);       /* fifth */
    CHECK_EQ(fb[6 * w + 6], 19);        /* light frame corner */
    CHECK_EQ(fb[200 * w + 200], 255);   /* nothing else touched */
    Hud_DrawBar(&c, 1, 100);
    CHECK_EQ(fb[8 * w + (w - 8 - 1)], 32);
    CHECK_EQ(fb[8 * w + (w - 108)], 32);
    /* TR3's sprint bar: on the right, from y 25, green with a darker
     * second row, as wide as the energy left. */
    Hud_DrawBar(&c, HUD_BAR_DASH, 40);
    CHECK_EQ(fb[25 * w + (w - 108)], c.colours[UI_COL_GREEN]);
    CHECK_EQ(fb[26 * w + (w - 108)], c.colours[UI_COL_DARKGREEN]);
    CHECK_EQ(fb[25 * w + (w - 108 + 39)], c.colours[UI_COL_GREEN]);
    CHECK_EQ(fb[25 * w + (w - 108 + 40)], 0);
    free(fb);
    Level_Free(&lv);
}


/* ---- a level with the UI around it ---------------------------------------- */

typedef struct {
    Level lv;
    Sim sim;
    Game game;
    UiSession ui;
} UiRun;

static bool run_open(UiRun *u, const char *rel)
{
    const char *p = Test_SharedPath(rel);
    char err[256];
    if (!p)
        return false;
    Log_SetQuiet(1);
    if (!Level_Load(p, &u->lv, err, sizeof err) || !Sim_Init(&u->sim, &u->lv, NULL, err, sizeof err))
        return false;
    if (!Game_Attach(&u->game, &u->sim, err, sizeof err))
        return false;
    UiSession_Init(&u->ui, &u->game, NULL);
    return true;
}

static void run_close(UiRun *u)
{
    Game_Free(&u->game);
    Sim_Free(&u->sim);
    Level_Free(&u->lv);
}

/* The HUD shows the sprint bar while her energy is spent, never when it is
 * full (so never on TR1 or TR2, whose Lara does not sprint). */
TEST(ui_hud_sprint_bar_when_spent)
{
    UiRun *u = calloc(1, sizeof *u);
    CHECK(u);
    if (!run_open(u, "tr3/RANDO_TEST1.TR2")) {
        free(u);
        SKIP("shared TR3 level not present");
    }
    const int w = 640, h = 480;
    uint8_t *fb = malloc((size_t)w * h);
    UiCanvas c;
    memset(fb, 255, (size_t)w * h);
    UiCanvas_Init(&c, &u->lv, fb, w, h);
    Hud hud;
    Hud_Init(&hud, &u->game);
    Hud_Draw(&hud, &u->game, &c);
    bool none = fb[27 * w + (w - 108)] == 255;
    u->game.lara.dash_used = LARA_DASH_MAX / 2;
    Hud_Draw(&hud, &u->game, &c);
    uint8_t half_in = fb[25 * w + (w - 108 + 40)], half_out = fb[25 * w + (w - 108 + 60)];
    free(fb);
    run_close(u);
    free(u);
    CHECK_MSG(none, "a sprint bar with her energy full");
    CHECK_EQ(half_in, c.colours[UI_COL_GREEN]);
    CHECK_EQ(half_out, 0);
}

/* One tick; true when the world moved. */
static bool run_tick(UiRun *u, InputWord w)
{
    if (!UiSession_BeginTick(&u->ui, &u->game, w))
        return false;
    Game_Tick(&u->game, w);
    UiSession_EndTick(&u->ui, &u->game);
    return true;
}

static Item *lara_of(UiRun *u) { return &u->sim.items[u->game.lara.item]; }

/* The option key opens the ring at the next tick; the world stands still
 * while it is up; it opens in 16 ticks (32 steps) and closes in 16. */
TEST(ui_ring_open_close_timing)
{
    UiRun *u = calloc(1, sizeof(UiRun));
    if (!run_open(u, "tr1/LEVEL1.PHD")) {
        free(u);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    CHECK(run_tick(u, 0));
    CHECK(run_tick(u, INPUT_OPTION)); /* the world still runs this tick */
    uint32_t t = u->sim.tick;
    uint64_t hash = Sim_Hash(&u->sim);
    CHECK(!run_tick(u, INPUT_OPTION)); /* the ring's first tick */
    CHECK(UiSession_RingOpen(&u->ui));
    CHECK_EQ(u->ui.ring.type, RING_TYPE_MAIN);
    CHECK_EQ(u->ui.ring.number_of_objects, 2); /* compass, pistols */
    int ticks = 1;
    while (u->ui.ring.motion.status != RNG_OPEN && ticks < 100) {
        CHECK(!run_tick(u, 0));
        ticks++;
    }
    CHECK_EQ(ticks, 16);
    CHECK_EQ(u->ui.ring.radius, RING_RADIUS);
    CHECK_EQ(u->ui.ring.camera_y, RING_CAMERA_HEIGHT);
    /* option again: closes */
    CHECK(!run_tick(u, INPUT_OPTION));
    ticks = 1;
    while (UiSession_RingOpen(&u->ui) && ticks < 100) {
        CHECK(!run_tick(u, 0));
        ticks++;
    }
    CHECK_EQ(ticks, 17);
    CHECK_EQ(u->sim.tick, t);
    /* only the last word seen changed (traces print it) */
    CHECK_EQ(u->sim.input, 0);
    u->sim.input = INPUT_OPTION;
    CHECK(Sim_Hash(&u->sim) == hash);
    CHECK_EQ(u->game.inv_chosen, -1);
    CHECK(run_tick(u, 0));
    run_close(u);
    free(u);
}

/* Turning to the pistols and choosing them draws them (request_gun_type);
 * a small medipack heals half of her health and is used up. */
TEST(ui_ring_use_items)
{
    UiRun *u = calloc(1, sizeof(UiRun));
    if (!run_open(u, "tr1/LEVEL1.PHD")) {
        free(u);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    CHECK(Inventory_Add(&u->game, O_MEDI_ITEM));
    lara_of(u)->hit_points = 300;
    CHECK(run_tick(u, INPUT_OPTION));
    for (int i = 0; i < 16; i++)
        run_tick(u, 0);
    CHECK_EQ(u->ui.ring.motion.status, RNG_OPEN);
    CHECK_EQ(u->ui.ring.number_of_objects, 3); /* compass, pistols, small medipack */
    /* right: one turn takes 24 steps = 12 ticks after the one that starts it */
    run_tick(u, INPUT_RIGHT);
    for (int i = 0; i < 12; i++)
        run_tick(u, 0);
    CHECK(!u->ui.ring.rotating);
    CHECK_EQ(u->ui.ring.current_object, 2);
    CHECK_EQ(u->ui.ring.items[u->ui.ring.list[2]].object_id, O_MEDI_OPTION);
    run_tick(u, INPUT_ACTION);
    int ticks = 0;
    while (UiSession_RingOpen(&u->ui) && ticks < 200) {
        run_tick(u, 0);
        ticks++;
    }
    CHECK(ticks < 200);
    CHECK_EQ(lara_of(u)->hit_points, 800);
    CHECK_EQ(Inventory_Count(&u->game, O_MEDI_ITEM), 0);
    CHECK_EQ(u->game.inv_chosen, O_MEDI_OPTION);
    /* again, to the pistols (left of the compass: right turns the other way) */
    run_tick(u, 0);
    CHECK(run_tick(u, INPUT_OPTION));
    for (int i = 0; i < 16; i++)
        run_tick(u, 0);
    run_tick(u, INPUT_LEFT);
    for (int i = 0; i < 12; i++)
        run_tick(u, 0);
    CHECK_EQ(u->ui.ring.items[u->ui.ring.list[u->ui.ring.current_object]].object_id,
             O_GUN_OPTION);
    run_tick(u, INPUT_ACTION);
    for (ticks = 0; UiSession_RingOpen(&u->ui) && ticks < 200; ticks++)
        run_tick(u, 0);
    CHECK_EQ(u->game.lara.request_gun_type, LGT_PISTOLS);
    run_close(u);
    free(u);
}

/* The title ring: the passport opens at "New Game" (no saves), choosing it
 * hands MENU_NEW_GAME to the gameflow; "Exit Game" two pages on. */
TEST(ui_title_passport)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    for (int exit_page = 0; exit_page < 2; exit_page++) {
        RingEnv env;
        memset(&env, 0, sizeof env);
        env.lv = &lv;
        Ring r;
        Ring_Open(&r, &env, RING_MODE_TITLE, 0);
        CHECK_EQ(r.type, RING_TYPE_OPTION);
        CHECK_EQ(r.number_of_objects, 4);
        for (int i = 0; i < 16; i++)
            CHECK(Ring_Tick(&r, 0));
        CHECK_EQ(r.motion.status, RNG_OPEN);
        /* option never closes the title ring */
        Ring_Tick(&r, INPUT_OPTION);
        Ring_Tick(&r, 0);
        CHECK_EQ(r.motion.status, RNG_OPEN);
        Ring_Tick(&r, INPUT_ACTION);
        int i;
        for (i = 0; i < 60 && r.page_text == 0; i++)
            Ring_Tick(&r, 0);
        CHECK_MSG(r.page_text == 2, "page %d", r.page_text); /* New Game */
        if (exit_page) {
            Ring_Tick(&r, INPUT_RIGHT);
            for (i = 0; i < 30; i++)
                Ring_Tick(&r, 0);
            CHECK_EQ(r.page_text, 4); /* Exit Game */
        }
        Ring_Tick(&r, INPUT_ACTION);
        for (i = 0; i < 200 && Ring_Tick(&r, 0); i++)
            ;
        CHECK(i < 200);
        CHECK_EQ(Ring_Result(&r).action, exit_page ? MENU_EXIT_GAME : MENU_NEW_GAME);
    }
    Level_Free(&lv);
}

/* Pickups show their sprite; the health bar comes up when hurt. */
TEST(ui_hud_pickups_and_timer)
{
    UiRun *u = calloc(1, sizeof(UiRun));
    if (!run_open(u, "tr1/LEVEL1.PHD")) {
        free(u);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    for (int i = 0; i < 50; i++)
        run_tick(u, 0);
    CHECK_EQ(u->ui.hud.bar_timer, 0);
    Inventory_Add(&u->game, O_MEDI_ITEM);
    lara_of(u)->hit_points = 900;
    run_tick(u, 0);
    CHECK(u->ui.hud.bar_timer > 0);
    int shown = 0;
    for (int i = 0; i < HUD_MAX_PICKUPS; i++)
        shown += u->ui.hud.pickup_left[i] > 0;
    CHECK_EQ(shown, 1);
    for (int i = 0; i < HUD_PICKUP_TICKS; i++)
        run_tick(u, 0);
    shown = 0;
    for (int i = 0; i < HUD_MAX_PICKUPS; i++)
        shown += u->ui.hud.pickup_left[i] > 0;
    CHECK_EQ(shown, 0);
    run_close(u);
    free(u);
}

/* ---- golden captures ---------------------------------------------------------- */

/* The game frame behind Lara (as the headless captures) with the UI over
 * it, after `ticks` words from `words` (0 past its end). */
static uint64_t capture(UiRun *u, int w, int h, int ui_mode, const InputWord *words, int nw,
                        int ticks, const char *dump_name)
{
    if (ui_mode == 1)
        UiSession_RequestRing(&u->ui, RING_MODE_GAME);
    else if (ui_mode == 2)
        UiSession_RequestRing(&u->ui, RING_MODE_TITLE);
    for (int t = 0; t < ticks; t++)
        run_tick(u, t < nw ? words[t] : 0);
    char err[256];
    RenderConfig cfg = {1};
    Renderer *r = Render_Create(&u->lv, w, h, &cfg, err, sizeof err);
    uint8_t *fb = malloc((size_t)w * h);
    SimDrawList dl = {0};
    HeadlessView hv;
    RenderCamera cam = {0};
    if (Headless_ViewBehindLara(&u->sim, &hv)) {
        cam.x = hv.pos.x;
        cam.y = hv.pos.y;
        cam.z = hv.pos.z;
        cam.room = hv.room;
        cam.yaw = hv.yaw;
        cam.pitch = hv.pitch;
    }
    SimDraw_Build(&u->sim, 65536, &dl);
    Render_Frame(r, &cam, dl.meshes, dl.num_meshes, dl.sprites, dl.num_sprites, fb);
    if (ui_mode == 2)
        memset(fb, 0, (size_t)w * h);
    UiCanvas c;
    UiCanvas_Init(&c, &u->lv, fb, w, h);
    UiSession_Draw(&u->ui, &u->game, r, &c);
    uint64_t hash = fnv1a(fb, (size_t)w * h);
    Test_DumpFrame(dump_name, fb, (size_t)w * h);
    if (getenv("TOMB8_UI_DUMP")) {
        char path[256];
        snprintf(path, sizeof path, "%s/ui_%d_%dx%d.raw", Test_TmpDir(), ui_mode, w, h);
        FILE *f = fopen(path, "wb");
        if (f) {
            fwrite(fb, 1, (size_t)w * h, f);
            fclose(f);
        }
    }
    SimDraw_Free(&dl);
    free(fb);
    Render_Destroy(r);
    return hash;
}

TEST(ui_golden_shared_levels)
{
    static const char *levels[] = {"tr1/LEVEL1.PHD", "tr1/RANDO_TEST1.PHD"};
    static const char *modes[] = {"hud", "inventory", "title", "compass"};
    /* the compass: the ring opened, the compass chosen, its page */
    static const InputWord compass[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                        0, 0, 0, 0, INPUT_ACTION};
    static const InputWord hurt[] = {INPUT_DRAW};
    size_t gsize = 0;
    uint8_t *golden = Test_ReadFile("tests/golden/ui_shared.txt", &gsize);
    bool update = getenv("TOMB8_UPDATE_GOLDEN") != NULL;
    CHECK_MSG(golden || update, "tests/golden/ui_shared.txt missing");
    char *g = golden ? calloc(gsize + 1, 1) : NULL;
    if (g)
        memcpy(g, golden, gsize);
    free(golden);
    int checked = 0;
    for (size_t li = 0; li < COUNT_OF(levels); li++) {
        if (!Test_SharedPath(levels[li]))
            continue;
        for (int m = 0; m < 4; m++) {
            static const int sizes[2][2] = {{640, 480}, {1280, 720}};
            for (int s = 0; s < 2; s++) {
                UiRun *u = calloc(1, sizeof(UiRun));
                CHECK(run_open(u, levels[li]));
                char name[96];
                snprintf(name, sizeof name, "ui %s %s %dx%d", levels[li], modes[m], sizes[s][0],
                         sizes[s][1]);
                uint64_t hash;
                if (m == 0)
                    hash = capture(u, sizes[s][0], sizes[s][1], 0, hurt, 1, 40, name);
                else if (m == 3)
                    hash = capture(u, sizes[s][0], sizes[s][1], 1, compass, 21, 60, name);
                else
                    hash = capture(u, sizes[s][0], sizes[s][1], m, NULL, 0, 24, name);
                run_close(u);
                free(u);
                char line[160];
                snprintf(line, sizeof line, "%s %s %dx%d %016llx", levels[li], modes[m],
                         sizes[s][0], sizes[s][1], (unsigned long long)hash);
                if (update)
                    printf("%s\n", line);
                else
                    CHECK_MSG(strstr(g, line) != NULL, "no golden line: %s", line);
                checked++;
            }
        }
    }
    free(g);
    if (!checked)
        SKIP("no shared levels");
}

/* ---- the keys ring ------------------------------------------------------------ */

/* A hole's request opens the keys ring; the key chosen there waits in
 * Game.inv_chosen; without keys the ring does not open and the hole hears
 * "nothing chosen". */
TEST(ui_keys_ring)
{
    UiRun *u = calloc(1, sizeof(UiRun));
    if (!run_open(u, "tr1/LEVEL1.PHD")) {
        free(u);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    CHECK(u->game.ring_request != NULL);
    u->game.ring_request(u->game.ring_user, RING_MODE_KEYS);
    CHECK(run_tick(u, 0)); /* nothing to choose: no ring */
    CHECK(!UiSession_RingOpen(&u->ui));
    CHECK_EQ(u->game.inv_chosen, -1);
    u->game.inv.count[O_KEY_OPTION2] = 1;
    u->game.ring_request(u->game.ring_user, RING_MODE_KEYS);
    CHECK(!run_tick(u, 0));
    CHECK(UiSession_RingOpen(&u->ui));
    CHECK_EQ(u->ui.ring.type, RING_TYPE_KEYS);
    for (int i = 0; i < 16; i++)
        run_tick(u, 0);
    run_tick(u, INPUT_ACTION);
    int t = 0;
    while (UiSession_RingOpen(&u->ui) && t++ < 200)
        run_tick(u, 0);
    CHECK_EQ(u->game.inv_chosen, O_KEY_OPTION2);
    /* the key stays in the inventory: the hole takes it */
    CHECK_EQ(u->game.inv.count[O_KEY_OPTION2], 1);
    run_close(u);
    free(u);
}

/* ---- pictures ----------------------------------------------------------------- */

#include "game/ui/picture.h"

/* A 5x2 PCX (pitch 6) with a run, its palette; a cut one and a wrong one
 * are refused with one line. */
TEST(ui_picture_pcx)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    uint8_t f[128 + 16 + 769];
    memset(f, 0, sizeof f);
    f[0] = 0x0A; f[1] = 5; f[2] = 1; f[3] = 8;
    f[8] = 4; f[10] = 1;          /* x 0..4, y 0..1 */
    f[65] = 1; f[66] = 6;         /* one plane, 6 bytes a line */
    size_t n = 128;
    /* line 0: run of 3 x colour 1, then 2, 3, pad; line 1: 6 x colour 2 */
    const uint8_t rle[] = {0xC3, 1, 2, 3, 0, 0xC6, 2};
    memcpy(f + n, rle, sizeof rle);
    n += sizeof rle;
    f[n] = 0x0C;
    /* colour 1 pure red, 2 pure blue, 3 white (8-bit) */
    f[n + 1 + 3] = 255;
    f[n + 1 + 6 + 2] = 255;
    f[n + 1 + 9] = f[n + 1 + 10] = f[n + 1 + 11] = 255;
    n += 769;
    UiPicture p;
    char err[256];
    CHECK_MSG(UiPicture_DecodePcx(&p, f, n, &lv, "t.pcx", err, sizeof err), "%s", err);
    CHECK_EQ(p.width, 5);
    CHECK_EQ(p.height, 2);
    CHECK(p.pixels[0] == p.pixels[1] && p.pixels[1] == p.pixels[2]);
    CHECK(p.pixels[0] != p.pixels[3] && p.pixels[3] != p.pixels[4]);
    const PaletteColour *red = &lv.palette[p.pixels[0]];
    CHECK(red->r > red->g && red->r > red->b);
    CHECK(p.pixels[5] == p.pixels[3]);
    /* drawn over a wider frame: scaled to its height, bars at the sides */
    uint8_t fb[64 * 18];
    memset(fb, 7, sizeof fb);
    UiCanvas c;
    UiCanvas_Init(&c, &lv, fb, 64, 18);
    UiPicture_Draw(&c, &p);
    CHECK_EQ(fb[0], 0);
    CHECK_EQ(fb[63], 0);
    CHECK(fb[9 * 64 + 32] == p.pixels[5 + 2]);
    CHECK(fb[0 * 64 + 10] == p.pixels[0]);
    UiPicture_Free(&p);
    CHECK(!UiPicture_DecodePcx(&p, f, 128 + 3, &lv, "t.pcx", err, sizeof err));
    CHECK_MSG(!strncmp(err, "error: t.pcx: ", 14), "%s", err);
    f[3] = 4;
    CHECK(!UiPicture_DecodePcx(&p, f, n, &lv, "t.pcx", err, sizeof err));
    /* data ending inside a run: the header, a run byte, the palette */
    f[3] = 8;
    uint8_t cut[128 + 1 + 769];
    memcpy(cut, f, 128);
    cut[128] = 0xC3;
    memcpy(cut + 129, f + n - 769, 769);
    CHECK(!UiPicture_DecodePcx(&p, cut, sizeof cut, &lv, "t.pcx", err, sizeof err));
    CHECK_MSG(strstr(err, "cut short") != NULL, "%s", err);
    UiPicture_Free(&p);
    Level_Free(&lv);
}

/* TR3's BMP pictures: a 2x2 24-bit bottom-up one (its rows flipped), an
 * 8-bit one through its colour table, a top-down 32-bit one; broken ones
 * (wrong magic, compressed, cut short, too large, a colour table past the
 * file) are refused with one line. */
static size_t bmp_header(uint8_t *d, int w, int h, int bpp, uint32_t colours)
{
    size_t pal = bpp == 8 ? 4u * colours : 0;
    size_t stride = ((size_t)w * (size_t)bpp + 31) / 32 * 4;
    size_t at = 54 + pal, size = at + stride * (size_t)(h < 0 ? -h : h);
    memset(d, 0, size);
    d[0] = 'B'; d[1] = 'M';
    d[10] = (uint8_t)at;
    d[14] = 40;
    memcpy(d + 18, &w, 4);
    memcpy(d + 22, &h, 4);
    d[26] = 1;
    d[28] = (uint8_t)bpp;
    d[46] = (uint8_t)colours;
    return size;
}

TEST(ui_picture_bmp)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    uint8_t d[1024];
    UiPicture p;
    char err[256];
    /* 24-bit, bottom-up: file row 0 is the picture's last; stride 8 */
    size_t n = bmp_header(d, 2, 2, 24, 0);
    uint8_t *px = d + 54;
    px[2] = 255;                     /* bottom-left red */
    px[8 + 3 + 0] = 255;             /* top-right blue */
    CHECK_MSG(UiPicture_DecodeBmp(&p, d, n, &lv, "t.bmp", err, sizeof err), "%s", err);
    CHECK_EQ(p.width, 2);
    CHECK_EQ(p.height, 2);
    uint8_t red = p.pixels[2], blue = p.pixels[1], black = p.pixels[0];
    CHECK(red != blue && red != black && blue != black);
    CHECK_EQ(p.pixels[3], black);
    UiPicture_Free(&p);
    /* 8-bit: two table entries (black, red), pixel values 1 0 / 0 1 */
    n = bmp_header(d, 2, 2, 8, 2);
    d[54 + 4 + 2] = 255;
    d[62] = 1;
    d[62 + 4 + 1] = 1;
    CHECK_MSG(UiPicture_DecodeBmp(&p, d, n, &lv, "t.bmp", err, sizeof err), "%s", err);
    CHECK(p.pixels[0] == black && p.pixels[1] == red && p.pixels[2] == red && p.pixels[3] == black);
    UiPicture_Free(&p);
    /* 32-bit top-down: the file's first row is the top */
    n = bmp_header(d, 1, -2, 32, 0);
    d[54 + 2] = 255;
    CHECK_MSG(UiPicture_DecodeBmp(&p, d, n, &lv, "t.bmp", err, sizeof err), "%s", err);
    CHECK(p.pixels[0] == red && p.pixels[1] == black);
    UiPicture_Free(&p);
    /* broken */
    n = bmp_header(d, 2, 2, 24, 0);
    CHECK(!UiPicture_DecodeBmp(&p, d, n - 1, &lv, "t.bmp", err, sizeof err));
    CHECK_MSG(strstr(err, "error: t.bmp: picture data cut short") != NULL, "%s", err);
    CHECK(!UiPicture_DecodeBmp(&p, d, 20, &lv, "t.bmp", err, sizeof err));
    d[30] = 1; /* run-length */
    CHECK(!UiPicture_DecodeBmp(&p, d, n, &lv, "t.bmp", err, sizeof err));
    d[30] = 0;
    int32_t big = 1 << 20;
    memcpy(d + 18, &big, 4);
    CHECK(!UiPicture_DecodeBmp(&p, d, n, &lv, "t.bmp", err, sizeof err));
    CHECK_MSG(strstr(err, "bad picture size") != NULL, "%s", err);
    int32_t lowest = INT32_MIN, one = 1;
    memcpy(d + 18, &one, 4);
    memcpy(d + 22, &lowest, 4);
    CHECK(!UiPicture_DecodeBmp(&p, d, n, &lv, "t.bmp", err, sizeof err));
    n = bmp_header(d, 2, 2, 8, 200);
    CHECK(!UiPicture_DecodeBmp(&p, d, 100, &lv, "t.bmp", err, sizeof err));
    d[0] = 'X';
    CHECK(!UiPicture_DecodeBmp(&p, d, n, &lv, "t.bmp", err, sizeof err));
    CHECK(p.pixels == NULL);
    Level_Free(&lv);
}

/* Death: the passport opens by itself on "Exit to Title" (no saves), the
 * option key cannot put it back; choosing it hands MENU_EXIT_TO_TITLE. */
TEST(ui_death_ring)
{
    UiRun *u = calloc(1, sizeof(UiRun));
    if (!run_open(u, "tr1/LEVEL1.PHD")) {
        free(u);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    UiSession_RequestRing(&u->ui, RING_MODE_DEATH);
    CHECK(!run_tick(u, 0));
    int t;
    for (t = 0; t < 100 && u->ui.ring.page_text != 5; t++)
        run_tick(u, t & 1 ? INPUT_OPTION : 0);
    CHECK_MSG(u->ui.ring.page_text == 5, "page text %d", u->ui.ring.page_text);
    CHECK(UiSession_RingOpen(&u->ui));
    run_tick(u, INPUT_ACTION);
    for (t = 0; t < 200 && UiSession_RingOpen(&u->ui); t++)
        run_tick(u, 0);
    MenuResult r;
    CHECK(UiSession_TakeResult(&u->ui, &r));
    CHECK_EQ(r.action, MENU_EXIT_TO_TITLE);
    CHECK(!UiSession_TakeResult(&u->ui, &r));
    run_close(u);
    free(u);
}

/* Back (down) from the main ring goes to the options ring in 24 ticks;
 * forward (up) brings the main ring back. */
TEST(ui_ring_switch)
{
    UiRun *u = calloc(1, sizeof(UiRun));
    if (!run_open(u, "tr1/LEVEL1.PHD")) {
        free(u);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    run_tick(u, INPUT_OPTION);
    for (int i = 0; i < 16; i++)
        run_tick(u, 0);
    run_tick(u, INPUT_BACK);
    int t = 1;
    while ((u->ui.ring.type != RING_TYPE_OPTION || u->ui.ring.motion.status != RNG_OPEN) &&
           t < 100) {
        run_tick(u, 0);
        t++;
    }
    CHECK_EQ(u->ui.ring.type, RING_TYPE_OPTION);
    CHECK_EQ(t, 25); /* 24 steps closing, 24 opening, 2 a tick, +1 for the switch */
    CHECK_EQ(u->ui.ring.number_of_objects, 4);
    run_tick(u, INPUT_FORWARD);
    for (t = 1; t < 100 && u->ui.ring.motion.status != RNG_OPEN; t++)
        run_tick(u, 0);
    CHECK_EQ(u->ui.ring.type, RING_TYPE_MAIN);
    run_close(u);
    free(u);
}

/* --ui: its values, and it only goes with a headless simulation that
 * draws. */
#include "game/options.h"

static bool parse(int argc, char **argv, Options *o)
{
    bool exit_now = false;
    return Options_Parse(o, argc, argv, &exit_now);
}

TEST(ui_option)
{
    Options o;
    char *ok[] = {"tomb8", "--headless", "L.PHD", "--ticks", "5", "--capture", "x.png", "--ui",
                  "inventory"};
    CHECK(parse(9, ok, &o));
    CHECK_EQ(o.ui_mode, OPT_UI_INVENTORY);
    ok[8] = "title";
    CHECK(parse(9, ok, &o));
    CHECK_EQ(o.ui_mode, OPT_UI_TITLE);
    ok[8] = "hud";
    CHECK(parse(9, ok, &o));
    CHECK_EQ(o.ui_mode, OPT_UI_HUD);
    ok[8] = "menu";
    CHECK(!parse(9, ok, &o));
    char *nosim[] = {"tomb8", "--headless", "L.PHD", "--capture", "x.png", "--ui", "hud"};
    CHECK(!parse(7, nosim, &o));
    char *nodraw[] = {"tomb8", "--headless", "L.PHD", "--ticks", "5", "--ui", "hud"};
    CHECK(!parse(7, nodraw, &o));
    char *window[] = {"tomb8", "L.PHD", "--ui", "hud"};
    CHECK(!parse(4, window, &o));
}

/* The statistics' time: H:MM:SS (M:SS under an hour) on the levels' pages,
 * HH:MM:SS on TR2's and TR3's final page (their ShowEndStatsText). */
TEST(ui_stats_time_clock_on_the_final_page)
{
    HudStats s;
    memset(&s, 0, sizeof s);
    char t[32];
    s.timer = 30 * 61;
    Hud_FormatStatsTime(&s, t, sizeof t);
    CHECK_MSG(!strcmp(t, "1:01"), "%s", t);
    s.timer = 30 * (2 * 3600 + 5 * 60 + 7);
    Hud_FormatStatsTime(&s, t, sizeof t);
    CHECK_MSG(!strcmp(t, "2:05:07"), "%s", t);
    s.clock_time = true;
    Hud_FormatStatsTime(&s, t, sizeof t);
    CHECK_MSG(!strcmp(t, "02:05:07"), "%s", t);
    s.timer = 30 * 61;
    Hud_FormatStatsTime(&s, t, sizeof t);
    CHECK_MSG(!strcmp(t, "00:01:01"), "%s", t);
}
