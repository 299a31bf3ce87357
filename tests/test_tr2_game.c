/* A whole TR2 game headless (issue 22, "How it is checked"): an install
 * folder made at test time of the shared TOMBPC.DAT and the shared TR2
 * level copied under every level name the script gives (title, Lara's
 * Home and the eighteen levels; the cut-scenes and FMVs are absent and are
 * named and skipped), played from the title through every level's end to
 * the game's end and back to the title. Nothing from ../shared is kept. */
#include "tests/test.h"

#include "engine/level/script.h"
#include "game/app/runner.h"
#include "game/game.h"
#include "game/gameflow/install.h"
#include "game/gameflow/tr2_script.h"
#include "game/gameflow/start.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/object.h"
#include "game/save/save_run.h"
#include "tests/test_game.h"
#include "game/ui/hud.h"
#include "game/ui/ui.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
    char lines[512][256];
    int n;
} Said;

static void collect(void *user, const char *line)
{
    Said *a = user;
    if (a->n < 512)
        snprintf(a->lines[a->n++], 256, "%s", line);
}

static bool said(const Said *a, const char *part)
{
    for (int i = 0; i < a->n; i++)
        if (strstr(a->lines[i], part))
            return true;
    return false;
}

static bool copy_file(const char *from, const char *to)
{
    size_t n;
    uint8_t *d = Test_ReadFile(from, &n);
    if (!d)
        return false;
    FILE *f = fopen(to, "wb");
    bool ok = f && fwrite(d, 1, n, f) == n;
    if (f)
        ok = fclose(f) == 0 && ok;
    free(d);
    return ok;
}

/* The file part of a script path ("data\\wall.TR2" -> "wall.TR2"). */
static const char *base_of(const char *path)
{
    const char *b = strrchr(path, '\\');
    return b ? b + 1 : path;
}

/* DIR/data with TOMBPC.DAT and the level under each of the script's
 * level and title names. */
static bool make_install(const char *dir, const Script *s, const char *dat, const char *level)
{
    char data[PATH_MAX + 8], to[PATH_MAX + 96];
    snprintf(data, sizeof data, "%s/data", dir);
    mkdir(dir, 0755);
    mkdir(data, 0755);
    snprintf(to, sizeof to, "%s/TOMBPC.DAT", data);
    if (!copy_file(dat, to))
        return false;
    snprintf(to, sizeof to, "%s/%s", data, base_of(s->titles.strings[0]));
    if (!copy_file(level, to))
        return false;
    for (uint32_t i = 0; i < s->level_paths.count; i++) {
        snprintf(to, sizeof to, "%s/%s", data, base_of(s->level_paths.strings[i]));
        if (access(to, F_OK) != 0 && !copy_file(level, to))
            return false;
    }
    return true;
}

/* Steps until the phase is no longer `phase` (at most `max` ticks). */
static int step_while(Runner *r, RunPhase phase, InputWord w, int max)
{
    int n = 0;
    while (Runner_Phase(r) == phase && n < max) {
        Runner_Step(r, w);
        n++;
    }
    return n;
}

/* The install made and a runner at its title; NULL (and a skip) when the
 * shared files are not there. */
typedef struct {
    Gameflow *gf;
    Said *a;
    Runner *r;
} TR2Run;

static bool open_run_in(TR2Run *run, const char *name, bool credits, char *err, size_t cap);

static bool open_run(TR2Run *run, char *err, size_t cap)
{
    return open_run_in(run, "tr2game", false, err, cap);
}

/* A small picture (2 x 2, index 7) as the original's PCX credits; its
 * palette: 7 is (200, 100, 50), 0 white, the rest black. */
static bool write_pcx(const char *path)
{
    uint8_t d[128 + 4 + 769] = { 0 };
    d[0] = 0x0A;
    d[1] = 5;
    d[2] = 1;
    d[3] = 8;
    d[8] = 1;  /* x max */
    d[10] = 1; /* y max */
    d[65] = 1;
    d[66] = 2; /* bytes a line */
    for (int i = 0; i < 4; i++)
        d[128 + i] = 7;
    d[132] = 0x0C;
    d[133] = d[134] = d[135] = 250;
    d[133 + 21] = 200;
    d[134 + 21] = 100;
    d[135 + 21] = 50;
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(d, 1, sizeof d, f) == sizeof d;
    if (f)
        ok = fclose(f) == 0 && ok;
    return ok;
}

/* TITLE_ENTRY of a TR2 level's palette (6 bits, after its 4-byte
 * version) made TITLE_RGB, which the shared level's is not. */
#define TITLE_ENTRY 200
static const uint8_t k_title_rgb[3] = {1, 2, 3};

static bool patch_palette(const char *path)
{
    FILE *f = fopen(path, "r+b");
    bool ok = f && fseek(f, 4 + 3 * TITLE_ENTRY, SEEK_SET) == 0 &&
              fwrite(k_title_rgb, 1, 3, f) == 3;
    if (f)
        ok = fclose(f) == 0 && ok;
    return ok;
}

static bool open_run_in(TR2Run *run, const char *name, bool credits, char *err, size_t cap)
{
    const char *dat = Test_SharedPath("tr2/TOMBPC.DAT");
    const char *level = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    memset(run, 0, sizeof *run);
    Script s;
    if (!Script_Load(dat, &s, err, cap))
        return false;
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s/%s", Test_TmpDir(), name);
    run->gf = malloc(sizeof *run->gf);
    run->a = calloc(1, sizeof *run->a);
    bool ok = make_install(dir, &s, dat, level) && Gameflow_FromScript(&s, run->gf, err, cap);
    for (int i = 1; ok && credits && i <= 8; i++) {
        char pic[PATH_MAX + 32];
        snprintf(pic, sizeof pic, "%s/data/credit%02d.pcx", dir, i);
        ok = write_pcx(pic);
    }
    if (ok && credits) { /* the title's palette told from the levels' */
        char title[PATH_MAX + 96];
        snprintf(title, sizeof title, "%s/data/%s", dir, base_of(s.titles.strings[0]));
        ok = patch_palette(title);
    }
    Script_Free(&s);
    if (!ok)
        return false;
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = run->gf;
    if (!Install_Open(&cfg.install, dir, err, cap))
        return false;
    cfg.announce = collect;
    cfg.user = run->a;
    run->r = Runner_Create(&cfg, err, cap);
    return run->r != NULL;
}

static void close_run(TR2Run *run)
{
    Runner_Free(run->r);
    free(run->gf);
    free(run->a);
}

/* From the title's ring: the passport opened at New Game, chosen. */
static void title_new_game(Runner *r)
{
    for (int i = 0; i < 20; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    for (int i = 0; i < 40; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    step_while(r, RUN_PHASE_TITLE, 0, 200);
}

/* The level ends; its statistics, cut-scenes and FMVs are passed until
 * the next level plays (or the title comes back). */
static void finish_level(Runner *r)
{
    Runner_Game(r)->level_complete = true;
    Runner_Step(r, 0);
    for (int guard = 0; guard < 50; guard++) {
        RunPhase phase = Runner_Phase(r);
        if (phase == RUN_PHASE_LEVEL || phase == RUN_PHASE_TITLE)
            return;
        step_while(r, phase, 0, 2);
        Runner_Step(r, INPUT_ACTION);
        Runner_Step(r, 0);
    }
}

TEST(tr2_game_whole_run_from_title)
{
    const char *dat = Test_SharedPath("tr2/TOMBPC.DAT");
    const char *level = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!dat || !level)
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    Script s;
    char err[512];
    CHECK_MSG(Script_Load(dat, &s, err, sizeof err), "%s", err);
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s/tr2game", Test_TmpDir());
    CHECK(make_install(dir, &s, dat, level));
    Gameflow *gf = malloc(sizeof *gf);
    Said *a = calloc(1, sizeof *a);
    CHECK_MSG(Gameflow_FromScript(&s, gf, err, sizeof err), "%s", err);
    Script_Free(&s);
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    CHECK_MSG(Install_Open(&cfg.install, dir, err, sizeof err), "%s", err);
    cfg.announce = collect;
    cfg.user = a;
    Runner *r = Runner_Create(&cfg, err, sizeof err);
    CHECK_MSG(r != NULL, "%s", err);
    if (!r)
        return;
    /* the front end's FMVs are named, then the title: TITLE.TR2 */
    CHECK(said(a, "FMV\\LOGO.RPL"));
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    /* TR2's title ring (its own items): it opens; action on the passport
     * opens it at New Game; action again chooses it */
    CHECK(Runner_TitleRing(r) && Runner_TitleRing(r)->defs == &Ring_ItemsTR2);
    for (int i = 0; i < 20; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    for (int i = 0; i < 40; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    step_while(r, RUN_PHASE_TITLE, 0, 200);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(r)->level, gf->first_level);
    /* the ring knows the Great Wall's key names from the script */
    UiSession *ui = Runner_Ui(r);
    CHECK(ui && ui->env.level_names[GF_NAMES_KEY1] &&
          !strcmp(ui->env.level_names[GF_NAMES_KEY1], "Guardhouse Key"));
    /* every level to its end: the statistics, then the next */
    int played = 0, guard = 0;
    uint32_t level_ticks = 0; /* ticks stepped in a level (its timer) */
    while (Runner_Phase(r) != RUN_PHASE_TITLE && guard++ < 200) {
        RunPhase phase = Runner_Phase(r);
        if (phase == RUN_PHASE_LEVEL) {
            CHECK_EQ(Runner_State(r)->level, gf->first_level + played);
            for (int i = 0; i < 5; i++)
                Runner_Step(r, 0);
            Runner_Game(r)->level_complete = true;
            Runner_Step(r, 0);
            level_ticks += 6;
            played++;
        } else if (phase == RUN_PHASE_STATS || phase == RUN_PHASE_CUTSCENE ||
                   phase == RUN_PHASE_FMV) {
            step_while(r, phase, 0, 2);
            Runner_Step(r, INPUT_ACTION);
            level_ticks += Runner_Phase(r) == RUN_PHASE_LEVEL;
            Runner_Step(r, 0);
        } else {
            level_ticks += phase == RUN_PHASE_LEVEL;
            Runner_Step(r, 0);
        }
    }
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    /* the eighteen levels of the game, in the script's order */
    CHECK_EQ(played, 18);
    CHECK(said(a, "level complete: The Great Wall"));
    CHECK(said(a, "level complete: The Dragon's Lair"));
    /* the game's end: no page for Home Sweet Home, the credits (their
     * pictures are not in the folder: named, skipped), then the whole
     * game's statistics: every tick played in the 18 levels, three
     * secrets in each but the last two */
    CHECK(!said(a, "level complete: Home Sweet Home"));
    CHECK(said(a, "credit01.pcx"));
    CHECK(said(a, "credit08.pcx"));
    CHECK(said(a, "game complete: final statistics"));
    CHECK_EQ(Runner_State(r)->totals.timer, level_ticks);
    CHECK_EQ(Runner_State(r)->totals.secrets_total, 48);
    /* the cut-scenes and FMVs are not in the folder: named, skipped */
    CHECK(said(a, "cut1.TR2"));
    CHECK(said(a, "FMV\\END.RPL"));
    /* the game was finished: the next new game has the bonus */
    CHECK(Runner_State(r)->bonus);
    Runner_Free(r);
    free(gf);
    free(a);
}

/* The script's items: the Great Wall's secret reward (the grenade launcher,
 * two grenade packs, a small medipack) comes once with the third secret;
 * the Offshore Rig takes her guns. */
TEST(tr2_game_secret_reward_and_remove_weapons)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT") || !Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    TR2Run run;
    char err[512];
    CHECK_MSG(open_run(&run, err, sizeof err), "%s", err);
    if (!run.r) {
        close_run(&run);
        return;
    }
    Runner *r = run.r;
    title_new_game(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    Game *g = Runner_Game(r);
    CHECK(g && !strcmp(Runner_State(r)->stats.title, "The Great Wall"));
    if (!g) {
        close_run(&run);
        return;
    }
    CHECK_EQ(Inventory_Count(g, O2_PISTOL_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_COMPASS_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_GRENADE_OPTION), 0);
    /* TR2's statistics: the distance she runs is counted */
    for (int i = 0; i < 40; i++)
        Runner_Step(r, INPUT_FORWARD);
    CHECK(Runner_State(r)->stats.tr2);
    CHECK_MSG(Runner_State(r)->stats.distance > 0, "distance %u",
              Runner_State(r)->stats.distance);
    HudStats hs;
    Runner_HudStats(r, &hs);
    CHECK(hs.tr2 && hs.distance == Runner_State(r)->stats.distance);
    g->secrets = 3; /* two of three: nothing yet */
    Runner_Step(r, 0);
    CHECK_EQ(Inventory_Count(g, O2_GRENADE_OPTION), 0);
    g->secrets = 7;
    Runner_Step(r, 0);
    /* the launcher with its two grenades, and the two boxes of grenades
     * go into it (the original's reward: 2 + 2 x 2 rounds) */
    CHECK_EQ(Inventory_Count(g, O2_GRENADE_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_GRENADE_AMMO_OPTION), 0);
    CHECK_EQ(g->lara.grenade.ammo, 6);
    CHECK_EQ(Inventory_Count(g, O2_SMALL_MEDIPACK_OPTION), 1);
    Runner_Step(r, 0); /* once */
    CHECK_EQ(g->lara.grenade.ammo, 6);
    /* on to the Offshore Rig: captured, no guns */
    for (int i = 0; i < 10 && strcmp(Runner_State(r)->stats.title, "Offshore Rig"); i++)
        finish_level(r);
    CHECK(!strcmp(Runner_State(r)->stats.title, "Offshore Rig"));
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Inventory_Count(Runner_Game(r), O2_PISTOL_OPTION), 0);
    CHECK_EQ(Inventory_Count(Runner_Game(r), O2_COMPASS_OPTION), 1);
    close_run(&run);
}

/* The items given on arrival go in by the game's own objects; a game
 * without the script's list (TR1) gets nothing from it. */
TEST(tr2_game_script_items_given)
{
    TestGame *t = TestGame_New("tr2/RANDO_TEST1.TR2");
    if (!t)
        SKIP("shared tr2/RANDO_TEST1.TR2 not present");
    uint8_t counts[GF_INV_COUNT] = {0};
    counts[GF_INV_FLARES] = 2;
    counts[GF_INV_UZIS] = 1;
    counts[GF_INV_LARGE_MEDI] = 1;
    Start_GiveScriptItems(&t->g, counts, GF_INV_COUNT);
    CHECK_EQ(Inventory_Count(&t->g, O2_FLARES_OPTION), 2);
    CHECK_EQ(Inventory_Count(&t->g, O2_UZI_OPTION), 1);
    CHECK_EQ(Inventory_Count(&t->g, O2_LARGE_MEDIPACK_ITEM), 1);
    TestGame_Delete(t);
    t = TestGame_New("tr1/LEVEL1.PHD");
    if (t) {
        int before = Inventory_Count(&t->g, O_MEDI_ITEM);
        counts[GF_INV_SMALL_MEDI] = 3;
        Start_GiveScriptItems(&t->g, counts, GF_INV_COUNT);
        CHECK_EQ(Inventory_Count(&t->g, O_MEDI_ITEM), before);
        TestGame_Delete(t);
    }
    /* remove ammo: no rounds, no medipacks; the guns stay */
    StartInfo st;
    Start_New(&st, START_NEW_GAME, true);
    st.num_medis = 2;
    Start_RemoveAmmo(&st);
    CHECK(st.got_uzis && st.uzi_ammo == 0 && st.shotgun_ammo == 0 && st.magnum_ammo == 0);
    CHECK_EQ(st.num_medis, 0);
}

/* Gives Lara, as pick-ups would, the shotgun (in hand; its 12 rounds), two
 * boxes of shells (into the gun: 36 rounds), M16 clips (no M16: in the
 * ring), a pack of flares, a small and a large medipack. */
static void give_kit(Game *g)
{
    g->rules->inventory_add(g, O2_SHOTGUN_ITEM);
    /* chosen in the ring: the draw key brings it out */
    g->lara.gun_type = g->lara.last_gun_type = g->lara.request_gun_type = LGT_SHOTGUN;
    g->rules->inventory_add(g, O2_SHOTGUN_AMMO_ITEM);
    g->rules->inventory_add(g, O2_SHOTGUN_AMMO_ITEM);
    g->rules->inventory_add(g, O2_M16_AMMO_ITEM);
    g->rules->inventory_add(g, O2_FLARES_ITEM);
    g->rules->inventory_add(g, O2_SMALL_MEDIPACK_ITEM);
    g->rules->inventory_add(g, O2_LARGE_MEDIPACK_ITEM);
}

/* What she carries goes on to the next level (TR2's start info): the
 * shotgun with its rounds, the shells, flares and medipacks; a save keeps
 * the record; the Offshore Rig's "remove weapons" still takes the guns. */
TEST(tr2_game_carries_guns_flares_medipacks)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT") || !Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    TR2Run run;
    char err[512];
    CHECK_MSG(open_run(&run, err, sizeof err), "%s", err);
    if (!run.r) {
        close_run(&run);
        return;
    }
    Runner *r = run.r;
    title_new_game(r);
    Game *g = Runner_Game(r);
    CHECK(g && !strcmp(Runner_State(r)->stats.title, "The Great Wall"));
    if (!g) {
        close_run(&run);
        return;
    }
    give_kit(g);
    Runner_Step(r, 0);
    finish_level(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_MSG(strcmp(Runner_State(r)->stats.title, "The Great Wall") != 0, "%s",
              Runner_State(r)->stats.title);
    g = Runner_Game(r);
    CHECK_EQ(Inventory_Count(g, O2_PISTOL_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_SHOTGUN_OPTION), 1);
    CHECK(g->lara.has_shotgun && g->lara.has_pistols);
    CHECK_EQ(g->lara.shotgun.ammo, 36);
    CHECK_EQ(g->lara.gun_type, LGT_SHOTGUN);
    CHECK_EQ(g->lara.request_gun_type, LGT_SHOTGUN);
    CHECK_EQ(Inventory_Count(g, O2_SHOTGUN_AMMO_OPTION), 0);
    CHECK_EQ(Inventory_Count(g, O2_M16_AMMO_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_M16_OPTION), 0);
    CHECK(!g->lara.has_m16);
    CHECK_EQ(Inventory_Count(g, O2_FLARES_OPTION), 6);
    CHECK_EQ(Inventory_Count(g, O2_SMALL_MEDIPACK_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_LARGE_MEDIPACK_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_COMPASS_OPTION), 1);
    /* the record of what she brought in survives a save of the run */
    const RunState *st = Runner_State(r);
    CHECK(st->level_start.got_shotgun && st->level_start.num_flares == 6);
    SerialWriter w;
    Serial_WriterInit(&w, 1u << 12);
    SaveRun_Write(st, run.gf, &w);
    RunState back;
    char why[256] = "";
    CHECK_MSG(SaveRun_Read(&back, run.gf, st->level, w.data, w.size, why, sizeof why), "%s",
              why);
    CHECK(!memcmp(&back.level_start, &st->level_start, sizeof back.level_start));
    CHECK(!memcmp(&back.start, &st->start, sizeof back.start));
    Serial_WriterFree(&w);
    /* on to the Offshore Rig: the guns are taken, the rest stays */
    for (int i = 0; i < 10 && strcmp(Runner_State(r)->stats.title, "Offshore Rig"); i++)
        finish_level(r);
    CHECK(!strcmp(Runner_State(r)->stats.title, "Offshore Rig"));
    g = Runner_Game(r);
    CHECK_EQ(Inventory_Count(g, O2_PISTOL_OPTION), 0);
    CHECK_EQ(Inventory_Count(g, O2_SHOTGUN_OPTION), 0);
    CHECK(!g->lara.has_shotgun && !g->lara.has_pistols);
    CHECK_EQ(g->lara.gun_type, LGT_UNARMED);
    CHECK_EQ(Inventory_Count(g, O2_FLARES_OPTION), 6);
    CHECK_EQ(Inventory_Count(g, O2_SMALL_MEDIPACK_OPTION), 1);
    close_run(&run);
}

/* A gun she brings into a level lies there as its ammunition: the level's
 * shotgun pick-up becomes shells when she has the shotgun, stays a
 * shotgun when she has not. */
TEST(tr2_start_gun_pickups_become_ammunition)
{
    for (int held = 0; held < 2; held++) {
        TestGame *t = TestGame_New("tr2/RANDO_TEST1.TR2");
        if (!t)
            SKIP("shared tr2/RANDO_TEST1.TR2 not present");
        Sim *sim = t->g.sim;
        CHECK(sim->num_items > 1);
        uint32_t n = sim->num_items - 1; /* any item but Lara */
        if ((int)n == t->g.lara.item)
            n--;
        Object_SetObjectId(&t->g, &sim->items[n], O2_SHOTGUN_ITEM);
        StartInfo s;
        Start_New(&s, START_NEW_GAME, false);
        s.got_shotgun = held;
        Start_Apply(&s, &t->g);
        CHECK_EQ(sim->items[n].object_id, held ? O2_SHOTGUN_AMMO_ITEM : O2_SHOTGUN_ITEM);
        CHECK_EQ(Inventory_Count(&t->g, O2_SHOTGUN_OPTION), held);
        TestGame_Delete(t);
    }
}

/* The credits' screen now: its middle pixel and one at its left side (a
 * 64 x 48 canvas), and the screen palette's colour of the middle one
 * (-1 when the level's palette shows it). */
typedef struct {
    int mid, side;
    int rgb[3];
} CreditsLook;

static CreditsLook credits_look(Runner *r)
{
    enum { W = 64, H = 48 };
    static uint8_t fb[W * H];
    CreditsLook l = {-1, -1, {-1, -1, -1}};
    const Level *lv = Runner_Level(r);
    if (!lv)
        return l;
    memset(fb, 0, sizeof fb);
    UiCanvas c;
    UiCanvas_Init(&c, lv, fb, W, H);
    Runner_DrawUi(r, NULL, &c, false);
    l.mid = fb[(H / 2) * W + W / 2];
    l.side = fb[(H / 2) * W + 1];
    uint8_t pal[768];
    if (Runner_ScreenPalette(r, pal))
        for (int k = 0; k < 3; k++)
            l.rgb[k] = pal[3 * l.mid + k];
    return l;
}

static bool rgb_is(const CreditsLook *l, int r, int g, int b)
{
    return l->rgb[0] == r && l->rgb[1] == g && l->rgb[2] == b;
}

/* The game's end with the credit pictures there (credit01-08; credit09,
 * the original's ninth, is not: named, skipped): after Home Sweet Home,
 * as the original's DisplayCredits, the game's last frame faded to black
 * (11 ticks of FadeToPal(10) on the level's palette, the world still in
 * view, no key cutting it short), the title level loaded, then each picture in its own palette (its
 * indices kept, the sides in its darkest colour), a frame black, 31 of
 * FadeToPal(30) from black, 225 as it is, 11 of FadeToPal(10) to black:
 * 268 ticks; no key cuts them short; then 181 black ticks (its 150 frames'
 * wait and the title palette's fade over the cleared screen), the whole
 * game's statistics (in the title level's palette: the test's title file
 * has an entry of its own), and select goes back to the title with the bonus for
 * the next game. */
TEST(tr2_game_credits_then_final_statistics)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT") || !Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    TR2Run run;
    char err[512] = "";
    CHECK_MSG(open_run_in(&run, "tr2credits", true, err, sizeof err), "%s", err);
    if (!run.r)
        return;
    Runner *r = run.r;
    title_new_game(r);
    /* every level to its end; the last (the game's end) by itself, so
     * that no key reaches the credits */
    int guard = 0;
    while (Runner_Phase(r) == RUN_PHASE_LEVEL && guard++ < 40) {
        if (run.gf->levels[Runner_State(r)->level].game_complete) {
            Runner_Game(r)->level_complete = true;
            Runner_Step(r, 0);
            break;
        }
        finish_level(r);
    }
    bool credits = Runner_Phase(r) == RUN_PHASE_CREDITS;
    /* first the game's last frame fades out over 11 ticks (S_FadeToBlack):
     * the world still in view, the level's palette stepped to black */
    const Level *game_lv = Runner_Level(r);
    bool game_title_rgb = game_lv && !memcmp(&game_lv->palette[TITLE_ENTRY], k_title_rgb, 3);
    int lead_ok = 0, lead_view = 0, lead_ticks = 0;
    char game_path[512];
    snprintf(game_path, sizeof game_path, "%s", Runner_LevelPath(r));
    while (Runner_Phase(r) == RUN_PHASE_CREDITS && lead_ticks < 11 && game_lv) {
        RenderCamera cam;
        uint8_t pal[768];
        lead_view += Runner_View(r, &cam);
        if (Runner_ScreenPalette(r, pal) && !strcmp(Runner_LevelPath(r), game_path)) {
            bool steps = true;
            for (int i = 1; i < 256; i++) {
                int c = MIN(game_lv->palette[i].g * 4, 255);
                steps = steps && pal[3 * i + 1] == c - c * lead_ticks / 10;
            }
            lead_ok += steps;
        }
        Runner_Step(r, lead_ticks % 3 == 2 ? INPUT_ACTION : 0);
        lead_ticks++;
    }
    bool then_title = strcmp(Runner_LevelPath(r), game_path) != 0;
    /* the first picture at its ticks 0 (black), 16 (j = 15 of 30), 31
     * (in), 100, 262 (j = 5 of 10 down), 267 (black); the next's tick 0;
     * action pressed every 50 ticks */
    static const int at[] = {0, 16, 31, 100, 262, 267, 268};
    CreditsLook seen[7];
    int ticks = 0, n = 0, tail_drawn = -1, tail_black = 1;
    seen[n++] = credits_look(r);
    while (Runner_Phase(r) == RUN_PHASE_CREDITS && ticks < 10000) {
        Runner_Step(r, ticks % 50 == 49 ? INPUT_ACTION : 0);
        ticks++;
        if (n < 7 && ticks == at[n])
            seen[n++] = credits_look(r);
        if (ticks == 8 * 268 + 90) {
            CreditsLook l = credits_look(r);
            tail_drawn = l.mid;
            tail_black = rgb_is(&l, 0, 0, 0);
        }
    }
    bool final = Runner_Phase(r) == RUN_PHASE_STATS && said(run.a, "game complete: final statistics");
    bool titled_early = Runner_Phase(r) == RUN_PHASE_TITLE;
    bool ninth = said(run.a, "credit09.pcx");
    /* the statistics in the title level's palette */
    const Level *stats_lv = Runner_Level(r);
    bool stats_title_rgb = stats_lv && !memcmp(&stats_lv->palette[TITLE_ENTRY], k_title_rgb, 3);
    uint8_t unused[768];
    bool stats_own_palette = Runner_ScreenPalette(r, unused);
    RenderCamera no_view;
    bool stats_view = Runner_View(r, &no_view);
    step_while(r, RUN_PHASE_STATS, 0, 5);
    Runner_Step(r, INPUT_ACTION);
    Runner_Step(r, 0);
    bool title = Runner_Phase(r) == RUN_PHASE_TITLE && Runner_State(r)->bonus;
    close_run(&run);
    CHECK(credits);
    CHECK(!game_title_rgb);
    CHECK_EQ(lead_ticks, 11);
    CHECK_EQ(lead_view, 11);
    CHECK_EQ(lead_ok, 11);
    CHECK(then_title);
    CHECK(stats_title_rgb);
    CHECK(!stats_own_palette);
    CHECK(!stats_view);
    CHECK_EQ(n, 7);
    CHECK_EQ(ticks, 8 * 268 + 181);
    CHECK(ninth);
    for (int i = 0; i < n; i++) {
        CHECK_EQ(seen[i].mid, 7);  /* the picture's own index */
        CHECK_EQ(seen[i].side, 1); /* its darkest entry (0 is white) */
    }
    CHECK(rgb_is(&seen[0], 0, 0, 0));
    CHECK(rgb_is(&seen[1], 100, 50, 25));
    CHECK(rgb_is(&seen[2], 200, 100, 50));
    CHECK(rgb_is(&seen[3], 200, 100, 50));
    CHECK(rgb_is(&seen[4], 100, 50, 25));
    CHECK(rgb_is(&seen[5], 0, 0, 0));
    CHECK(rgb_is(&seen[6], 0, 0, 0));
    CHECK_EQ(tail_drawn, 0); /* nothing drawn, */
    CHECK(tail_black);       /* the palette black */
    CHECK(final);
    CHECK(!titled_early);
    CHECK(title);
}

/* The script's start animation: the Offshore Rig (start animation 8)
 * opens with Lara in her extra set, that animation her goal, the level's
 * cinematic camera on; the Great Wall (none) does not. Her kit is set up
 * after the animation starts, as the original's, so her hands are free
 * (armless), not busy, while it plays. */
TEST(tr2_game_script_start_animation)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT") || !Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    TR2Run run;
    char err[512] = "";
    CHECK_MSG(open_run(&run, err, sizeof err), "%s", err);
    if (!run.r)
        return;
    Runner *r = run.r;
    title_new_game(r);
    bool wall_plain = Runner_Phase(r) == RUN_PHASE_LEVEL && !Runner_Game(r)->lara.extra_anim;
    /* each level ended, the pages after it passed, until a level with a
     * start animation begins (seen before its first tick: the shared
     * level's extra set lacks the rig's animation, and its breath state
     * would take her out of it on that tick) */
    for (int guard = 0; guard < 2000; guard++) {
        RunPhase phase = Runner_Phase(r);
        if (phase == RUN_PHASE_LEVEL &&
            run.gf->levels[Runner_State(r)->level].has_start_anim)
            break;
        if (phase == RUN_PHASE_LEVEL)
            Runner_Game(r)->level_complete = true;
        Runner_Step(r, phase == RUN_PHASE_LEVEL || (guard & 1) ? 0 : INPUT_ACTION);
    }
    const GameflowLevel *lv = &run.gf->levels[Runner_State(r)->level];
    const Game *g = Runner_Game(r);
    const Item *lara = &Runner_Sim(r)->items[Runner_Sim(r)->lara];
    bool rig = !strcmp(lv->title, "Offshore Rig") && lv->start_anim == 8;
    bool opening = g->lara.extra_anim && lara->goal_state == 8 &&
                   g->camera.type == CAM_CINEMATIC;
    int16_t gun_status = g->lara.gun_status;
    close_run(&run);
    CHECK(wall_plain);
    CHECK(rig);
    CHECK(opening);
    CHECK_EQ(gun_status, LGS_ARMLESS);
}

/* The script's "no floor" reaches the level: the Floating Islands have no
 * floor at 9728, the levels before them none. */
TEST(tr2_game_script_no_floor)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT") || !Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    TR2Run run;
    char err[512];
    CHECK_MSG(open_run(&run, err, sizeof err), "%s", err);
    if (!run.r) {
        close_run(&run);
        return;
    }
    Runner *r = run.r;
    title_new_game(r);
    CHECK_EQ(Runner_Game(r)->world.no_floor, 0);
    bool islands = false;
    for (int i = 0; i < 20 && !islands; i++) {
        finish_level(r);
        const char *title = Runner_State(r)->stats.title;
        Game *g = Runner_Game(r);
        if (!strcmp(title, "Floating Islands")) {
            islands = true;
            CHECK_EQ(g->world.no_floor, 9728);
        } else {
            CHECK_MSG(g->world.no_floor == 0, "%s", title);
        }
    }
    CHECK(islands);
    close_run(&run);
}
