/* A whole TR3 game headless (issue 23, "How it is checked"): an install
 * folder made at test time of a TR3-format TOMBPC.DAT written here (the
 * original's 21 levels: Lara's Home, India's four, the South Pacific's
 * four, London's four, Nevada's three, Antarctica's four, All Hallows;
 * its 92 game strings, XOR-ed as the original's) and the shared TR3 level
 * copied under every level name (the FMVs and cut-scenes are absent:
 * named and skipped), played from the title: India first, the level
 * select after each location (the player's choice of the next three),
 * Antarctica last, the credits and the game's statistics, then the bonus
 * level when all its secrets but one were found, else the title; Lara's
 * Home from the title. Skipped without ../shared/levels/tr3/. Nothing
 * from ../shared is kept. */
#include "tests/test.h"

#include "engine/level/script.h"
#include "game/app/runner.h"
#include "game/effects/weather.h"
#include "game/game.h"
#include "game/rules/rules.h"
#include "game/gameflow/install.h"
#include "game/gameflow/tr2_script.h"
#include "game/inventory/ring.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save_run.h"
#include "game/ui/hud.h"
#include "tests/test_game.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define NUM_LEVELS 21
#define GAME_STRINGS 92
#define PC_STRINGS 41
#define XOR_KEY 0x5C

static const char *const k_names[NUM_LEVELS] = {
    "Lara's Home", "Jungle", "Temple Ruins", "The River Ganges", "Caves Of Kaliya",
    "Coastal Village", "Crash Site", "Madubu Gorge", "Temple Of Puna", "Thames Wharf",
    "Aldwych", "Lud's Gate", "City", "Nevada Desert", "High Security Compound", "Area 51",
    "Antarctica", "RX-Tech Mines", "Lost City Of Tinnos", "Meteorite Cavern", "All Hallows",
};
static const char *const k_files[NUM_LEVELS] = {
    "data\\house.tr2", "data\\jungle.tr2", "data\\temple.tr2", "data\\quadchas.tr2",
    "data\\tonyboss.tr2", "data\\shore.tr2", "data\\crash.tr2", "data\\rapids.tr2",
    "data\\triboss.tr2", "data\\roofs.tr2", "data\\sewer.tr2", "data\\tower.tr2",
    "data\\office.tr2", "data\\nevada.tr2", "data\\compound.tr2", "data\\area51.tr2",
    "data\\antarc.tr2", "data\\mines.tr2", "data\\city.tr2", "data\\chamber.tr2",
    "data\\stpaul.tr2",
};

/* ---- the script, byte by byte (engine/level/script.h's layout) ---------- */

typedef struct {
    uint8_t *b;
    size_t n, cap;
} Buf;

static void u8(Buf *b, uint8_t v)
{
    if (b->n < b->cap)
        b->b[b->n] = v;
    b->n++;
}
static void u16(Buf *b, uint16_t v)
{
    u8(b, (uint8_t)v);
    u8(b, (uint8_t)(v >> 8));
}
static void u32(Buf *b, uint32_t v)
{
    u16(b, (uint16_t)v);
    u16(b, (uint16_t)(v >> 16));
}
static void zeros(Buf *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        u8(b, 0);
}

static void table(Buf *b, const char *const *s, int n)
{
    uint16_t off = 0;
    for (int i = 0; i < n; i++) {
        u16(b, off);
        off = (uint16_t)(off + strlen(s[i]) + 1);
    }
    u16(b, off);
    for (int i = 0; i < n; i++)
        for (size_t k = 0; k <= strlen(s[i]); k++)
            u8(b, (uint8_t)(s[i][k] ^ XOR_KEY));
}

/* Opcodes (tomb3 game/gameflow.h gf_event_types). */
enum { GFE_PLAYFMV = 3, GFE_STARTLEVEL = 4, GFE_CUTSCENE = 5, GFE_LEVCOMPLETE = 6,
       GFE_END_SEQ = 9, GFE_SETTRACK = 10, GFE_GAMECOMPLETE = 15, GFE_CUTANGLE = 16,
       GFE_ADD2INV = 18 };
#define CUT_ANGLE 0x6000

/* The sequences: the front end's FMV; the gym; India's intro FMV before
 * the Jungle and a cut-scene after it; every level its track, the level
 * and its statistics; the Chamber's end FMV and the game's end; a flare
 * given on arrival at the Temple Ruins (TR3's item 16). */
static int sequence(int l, uint16_t *out)
{
    int n = 0;
    if (l < 0) {
        out[n++] = GFE_PLAYFMV;
        out[n++] = 0;
        out[n++] = GFE_END_SEQ;
        return n;
    }
    if (l == 1) {
        out[n++] = GFE_PLAYFMV;
        out[n++] = 1;
    }
    if (l == 2) {
        out[n++] = GFE_ADD2INV;
        out[n++] = 1000 + 16;
    }
    if (l > 0) {
        out[n++] = GFE_SETTRACK;
        out[n++] = (uint16_t)(30 + l);
    }
    out[n++] = GFE_STARTLEVEL;
    out[n++] = (uint16_t)l;
    if (l == 1) {
        out[n++] = GFE_CUTANGLE;
        out[n++] = CUT_ANGLE;
        out[n++] = GFE_CUTSCENE;
        out[n++] = 0;
    }
    if (l == 19) {
        out[n++] = GFE_PLAYFMV;
        out[n++] = 2;
        out[n++] = GFE_GAMECOMPLETE;
    } else if (l > 0) {
        out[n++] = GFE_LEVCOMPLETE;
    }
    out[n++] = GFE_END_SEQ;
    return n;
}

static size_t build_script(Buf *b)
{
    static const char *const titles[] = {"data\\title.tr2"};
    static const char *const fmvs[] = {"fmv\\logo.rpl", "fmv\\intr_eng.rpl",
                                       "fmv\\endgame.rpl"};
    static const char *const cuts[] = {"cuts\\cut6.tr2"};
    u32(b, 3);
    const char *desc = "Tomb Raider III test script";
    size_t dn = strlen(desc);
    for (size_t i = 0; i < 256; i++)
        u8(b, i < dn ? (uint8_t)desc[i] : 0);
    u16(b, 128);
    u32(b, 0x500);
    u32(b, 0xFFFFFFFFu);
    u32(b, 0x500);
    u32(b, 0);
    u32(b, 900);
    u32(b, 0x500);
    u32(b, 0x500);
    zeros(b, 36);
    u16(b, NUM_LEVELS);
    u16(b, 0);  /* chapter screens */
    u16(b, 1);  /* titles */
    u16(b, 3);  /* fmvs */
    u16(b, 1);  /* cut-scenes */
    u16(b, 0);  /* demo levels */
    u16(b, 5);  /* title track */
    u16(b, 0xFFFF);
    zeros(b, 32);
    u16(b, 0x100 | 0x200); /* XOR, the gym */
    zeros(b, 6);
    u8(b, XOR_KEY);
    u8(b, 0);
    u16(b, 0);
    zeros(b, 4);
    table(b, k_names, NUM_LEVELS);
    table(b, NULL, 0);
    table(b, titles, 1);
    table(b, fmvs, 3);
    table(b, k_files, NUM_LEVELS);
    table(b, cuts, 1);
    /* sequence offsets (bytes), their size, the sequences */
    uint16_t seqs[NUM_LEVELS + 1][32];
    int len[NUM_LEVELS + 1];
    uint16_t off = 0;
    for (int s = 0; s <= NUM_LEVELS; s++) {
        len[s] = sequence(s - 1, seqs[s]);
        u16(b, off);
        off = (uint16_t)(off + 2 * len[s]);
    }
    u16(b, off);
    for (int s = 0; s <= NUM_LEVELS; s++)
        for (int i = 0; i < len[s]; i++)
            u16(b, seqs[s][i]);
    /* no demo levels; the game strings (the level select's names among
     * them), the PC strings, the item names */
    const char *gs[GAME_STRINGS];
    for (int i = 0; i < GAME_STRINGS; i++)
        gs[i] = "s";
    gs[85] = "London Town";
    gs[86] = "Nevada";
    gs[87] = "South Pacific";
    gs[88] = "Antarctica";
    gs[90] = "Select Level";
    gs[0] = "Inventar";     /* GT_MAIN_HEADING */
    gs[35] = "Stoppuhr";    /* GT_STOPWATCH */
    gs[58] = "Spiel";       /* GT_GAME */
    gs[59] = "Laras Haus";  /* GT_GYM */
    u16(b, GAME_STRINGS);
    table(b, gs, GAME_STRINGS);
    const char *ps[PC_STRINGS];
    for (int i = 0; i < PC_STRINGS; i++)
        ps[i] = "p";
    table(b, ps, PC_STRINGS);
    const char *names[NUM_LEVELS];
    for (int t = 0; t < 10; t++) {
        for (int i = 0; i < NUM_LEVELS; i++)
            names[i] = t == 6 && i == 1 ? "Indra Key" : "";
        table(b, names, NUM_LEVELS);
    }
    return b->n;
}

/* ---- the install and the run ------------------------------------------- */

typedef struct {
    char lines[1024][160];
    int n;
} Said;

static void collect(void *user, const char *line)
{
    Said *a = user;
    if (a->n < 1024)
        snprintf(a->lines[a->n++], sizeof a->lines[0], "%s", line);
}

static bool said(const Said *a, const char *part)
{
    for (int i = 0; i < a->n; i++)
        if (strstr(a->lines[i], part))
            return true;
    return false;
}

static bool write_file(const char *path, const void *d, size_t n)
{
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(d, 1, n, f) == n;
    if (f)
        ok = fclose(f) == 0 && ok;
    return ok;
}

typedef struct {
    Gameflow *gf;
    Said *a;
    Runner *r;
} TR3Run;

/* DIR/data with the script and the shared level under every name (and,
 * with `cut`, as the cut-scene too). */
static bool open_run_cut(TR3Run *run, const char *name, bool cut, char *err, size_t cap);

static bool open_run(TR3Run *run, const char *name, char *err, size_t cap)
{
    return open_run_cut(run, name, false, err, cap);
}

static bool open_run_cut(TR3Run *run, const char *name, bool cut, char *err, size_t cap)
{
    memset(run, 0, sizeof *run);
    const char *level = Test_SharedPath("tr3/RANDO_TEST1.TR2");
    size_t size = 0;
    uint8_t *lvl = level ? Test_ReadFile(level, &size) : NULL;
    if (!lvl) {
        snprintf(err, cap, "shared level unreadable");
        return false;
    }
    char dir[PATH_MAX], data[PATH_MAX + 8], to[PATH_MAX + 64];
    snprintf(dir, sizeof dir, "%s/%s", Test_TmpDir(), name);
    snprintf(data, sizeof data, "%s/data", dir);
    mkdir(dir, 0755);
    mkdir(data, 0755);
    Buf b = {malloc(1 << 16), 0, 1 << 16};
    size_t n = build_script(&b);
    snprintf(to, sizeof to, "%s/TOMBPC.DAT", data);
    bool ok = n <= b.cap && write_file(to, b.b, n);
    Script s;
    ok = ok && Script_Parse(b.b, n, "TOMBPC.DAT", &s, err, cap);
    free(b.b);
    for (int i = 0; ok && i <= NUM_LEVELS; i++) {
        const char *f = i == NUM_LEVELS ? "data\\title.tr2" : k_files[i];
        snprintf(to, sizeof to, "%s/%s", data, strchr(f, '\\') + 1);
        ok = write_file(to, lvl, size);
    }
    if (ok && cut) {
        snprintf(to, sizeof to, "%s/cuts", dir);
        mkdir(to, 0755);
        snprintf(to, sizeof to, "%s/cuts/cut6.tr2", dir);
        ok = write_file(to, lvl, size);
    }
    free(lvl);
    run->gf = malloc(sizeof *run->gf);
    run->a = calloc(1, sizeof *run->a);
    if (ok) {
        ok = Gameflow_FromScript(&s, run->gf, err, cap);
        Script_Free(&s);
    }
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

static void close_run(TR3Run *run)
{
    Runner_Free(run->r);
    free(run->gf);
    free(run->a);
}

/* A test's start: skips, saying so, without the shared TR3 level, and
 * ends the test (a failed check said why) when the install cannot be
 * made. */
#define OPEN_RUN_OR_RETURN(run, name)                                                \
    do {                                                                            \
        if (!Test_SharedPath("tr3/RANDO_TEST1.TR2"))                                \
            SKIP("shared tr3/RANDO_TEST1.TR2 not present");                         \
        char open_err_[512] = "";                                                   \
        bool opened_ = open_run((run), (name), open_err_, sizeof open_err_);        \
        CHECK_MSG(opened_, "%s", open_err_);                                        \
        if (!opened_) {                                                             \
            close_run(run);                                                         \
            return;                                                                 \
        }                                                                           \
    } while (0)

static int step_while(Runner *r, RunPhase phase, InputWord w, int max)
{
    int n = 0;
    while (Runner_Phase(r) == phase && n < max) {
        Runner_Step(r, w);
        n++;
    }
    return n;
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

/* Plays the game to the title: each level ends at once (with every secret
 * of its total found when `secrets`); the level select picks by `picks`
 * (cursor moves right before action). The script levels played go to
 * `order`; returns how many. */
/* Steps until the level select's globe rests at a place (its name shown). */
static int globe_rest(Runner *r)
{
    int n = 0;
    while (Runner_Phase(r) == RUN_PHASE_SELECT && !Runner_SelectPlace(r) && n < 200) {
        Runner_Step(r, 0);
        n++;
    }
    return n;
}

typedef void (*AtLevel)(Runner *r, int level, void *user);

static int play_through_at(Runner *r, const Gameflow *gf, bool secrets, const int *picks,
                           int *order, int cap, AtLevel at, void *user)
{
    int played = 0, select = 0;
    for (int guard = 0; Runner_Phase(r) != RUN_PHASE_TITLE && guard < 400; guard++) {
        RunPhase phase = Runner_Phase(r);
        if (phase == RUN_PHASE_LEVEL) {
            Game *g = Runner_Game(r);
            int lv = Runner_State(r)->level;
            if (played < cap)
                order[played] = lv;
            played++;
            if (at)
                at(r, lv, user);
            Runner_Step(r, 0);
            if (secrets && gf->levels[lv].num_secrets > 0) {
                g->secrets = (1u << gf->levels[lv].num_secrets) - 1;
                g->secrets_found = gf->levels[lv].num_secrets;
            }
            g->level_complete = true;
            Runner_Step(r, 0);
        } else if (phase == RUN_PHASE_SELECT) {
            /* the globe: right held one tick once it rests moves it one
             * place; action chooses, then it turns back and the place's
             * first level starts */
            globe_rest(r);
            for (int k = 0; k < picks[select]; k++) {
                Runner_Step(r, INPUT_RIGHT);
                globe_rest(r);
            }
            Runner_Step(r, INPUT_ACTION);
            step_while(r, RUN_PHASE_SELECT, 0, 200);
            select++;
        } else if (phase == RUN_PHASE_STATS || phase == RUN_PHASE_CUTSCENE ||
                   phase == RUN_PHASE_FMV || phase == RUN_PHASE_CREDITS) {
            step_while(r, phase, 0, 2);
            Runner_Step(r, INPUT_ACTION);
            Runner_Step(r, 0);
        } else {
            Runner_Step(r, 0);
        }
    }
    return played;
}

static int play_through(Runner *r, const Gameflow *gf, bool secrets, const int *picks,
                        int *order, int cap)
{
    return play_through_at(r, gf, secrets, picks, order, cap, NULL, NULL);
}

TEST(tr3_game_whole_run_from_title)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3game");
    Runner *r = run.r;
    const Gameflow *gf = run.gf;
    /* the script is TR3's: its rules, its order, its bonus level */
    CHECK_EQ(gf->game_version, GAME_TR3);
    CHECK(gf->locations && gf->level_secrets);
    CHECK_EQ(gf->bonus_level, 20);
    CHECK_EQ(gf->gym_level, 0);
    CHECK_EQ(gf->levels[4].location, GF_LOCATION_INDIA);
    CHECK(gf->levels[4].location_end && gf->levels[15].location_end);
    CHECK(!gf->levels[16].location_end);
    CHECK_EQ(gf->levels[1].num_secrets, 6);
    /* the fish shoals' range tables (SetupShoal's levels) */
    CHECK_EQ(gf->levels[0].fish_shoals, 4);
    CHECK_EQ(gf->levels[3].fish_shoals, 3);
    CHECK_EQ(gf->levels[4].fish_shoals, 0);
    CHECK_EQ(gf->levels[7].fish_shoals, 7);
    CHECK_EQ(gf->levels[8].fish_shoals, 0);
    /* the game's end: the credits to TR3's track 121 */
    const GameflowLevel *end = &gf->levels[19];
    bool credits = false;
    for (int k = 0; k < end->num_steps; k++)
        credits |= end->steps[k].kind == GF_STEP_CREDITS && end->steps[k].arg == 121;
    CHECK(credits);
    CHECK(said(run.a, "fmv\\logo.rpl"));
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(Runner_TitleRing(r) && Runner_TitleRing(r)->defs == &Ring_ItemsTR3);
    title_new_game(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(r)->level, 1);
    /* a new game's Jungle: the pistols, two flares, a medipack of each */
    Game *g = Runner_Game(r);
    CHECK(g && g->rules == &GameRules_TR3);
    CHECK_EQ(Inventory_Count(g, O3_GUN_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O3_FLAREBOX_OPTION), 2);
    CHECK_EQ(Inventory_Count(g, O3_MEDI_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O3_BIGMEDI_OPTION), 1);
    /* the ring knows the Jungle's key name from the script */
    UiSession *ui = Runner_Ui(r);
    CHECK(ui && ui->env.level_names[GF_NAMES_KEY1] &&
          !strcmp(ui->env.level_names[GF_NAMES_KEY1], "Indra Key"));
    /* India, then London (the globe's third place right of the South
     * Pacific, past Nevada and Peru), Nevada (right of the South
     * Pacific), the South Pacific, Antarctica (alone), the bonus level */
    static const int picks[] = {2, 1, 0, 0};
    int order[64];
    int played = play_through(r, gf, true, picks, order, 64);
    static const int want[] = {1, 2, 3, 4, 9, 10, 11, 12, 13, 14, 15, 5, 6, 7, 8,
                               16, 17, 18, 19, 20};
    CHECK_EQ(played, (int)COUNT_OF(want));
    for (int i = 0; i < played && i < (int)COUNT_OF(want); i++)
        CHECK_MSG(order[i] == want[i], "level %d: %d, not %d", i, order[i], want[i]);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(said(run.a, "level select: 3 locations to choose from"));
    CHECK(said(run.a, "level select: London Town"));
    CHECK(said(run.a, "level select: 1 locations to choose from"));
    CHECK(said(run.a, "level complete: Meteorite Cavern") == false);
    CHECK(said(run.a, "game complete: final statistics"));
    CHECK(said(run.a, "level complete: All Hallows"));
    /* the cut-scene and FMVs are not in the folder: named, skipped */
    CHECK(said(run.a, "cut6.tr2"));
    CHECK(said(run.a, "fmv\\endgame.rpl"));
    /* the game's secrets: the original's table, 59 in levels 1-19 */
    CHECK_EQ(Runner_State(r)->totals.secrets_total, 59);
    CHECK_EQ(Runner_State(r)->totals.secrets_found, 59);
    CHECK(Runner_State(r)->bonus);
    close_run(&run);
}

/* Without the secrets the game ends at the title after Antarctica (no
 * bonus level); the Temple Ruins gives its flare on arrival; a save made
 * in London keeps the locations played through; Lara's Home from the
 * title's ring plays the gym with nothing in hand. */
TEST(tr3_game_no_bonus_without_secrets_and_the_gym)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3game2");
    Runner *r = run.r;
    const Gameflow *gf = run.gf;
    title_new_game(r);
    /* the Jungle ends: the Temple Ruins brings the script's flare */
    Game *g = Runner_Game(r);
    int flares = g ? Inventory_Count(g, O3_FLAREBOX_OPTION) : -1;
    g->level_complete = true;
    Runner_Step(r, 0);
    for (int i = 0; i < 50 && Runner_Phase(r) != RUN_PHASE_LEVEL; i++) {
        step_while(r, Runner_Phase(r), 0, 2);
        Runner_Step(r, INPUT_ACTION);
        Runner_Step(r, 0);
    }
    CHECK_EQ(Runner_State(r)->level, 2);
    CHECK_EQ(Inventory_Count(Runner_Game(r), O3_FLAREBOX_OPTION), flares + 1);
    static const int picks[] = {0, 0, 0, 0};
    int order[64];
    int played = play_through(r, gf, false, picks, order, 64);
    CHECK_EQ(played, 18); /* levels 2-19 */
    CHECK_EQ(order[3], 5); /* the South Pacific chosen first */
    CHECK(!said(run.a, "level complete: All Hallows"));
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(Runner_State(r)->bonus);
    /* a save's gameflow part keeps the locations done */
    RunState st = *Runner_State(r);
    st.phase = RUN_PHASE_LEVEL;
    st.level = 9;
    st.step = 0; /* London's first level: the level is its first step */
    st.stats.level = 9;
    st.locations_done = (1u << GF_LOCATION_INDIA) | (1u << GF_LOCATION_NEVADA);
    SerialWriter w;
    Serial_WriterInit(&w, 1u << 12);
    SaveRun_Write(&st, gf, &w);
    RunState back;
    char why[256] = "";
    CHECK_MSG(SaveRun_Read(&back, gf, 9, w.data, w.size, why, sizeof why), "%s", why);
    CHECK_EQ(back.locations_done, st.locations_done);
    Serial_WriterFree(&w);
    /* Lara's Home: the options ring turned once to it (the last item),
     * chosen */
    for (int i = 0; i < 20; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_RIGHT);
    for (int i = 0; i < 30; i++)
        Runner_Step(r, 0);
    const Ring *ring = Runner_TitleRing(r);
    CHECK(ring && ring->defs->defs[ring->list[ring->current_object]].object_id ==
                      O3_PHOTO_OPTION);
    Runner_Step(r, INPUT_ACTION);
    for (int i = 0; i < 40; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    step_while(r, RUN_PHASE_TITLE, 0, 200);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(r)->level, gf->gym_level);
    g = Runner_Game(r);
    CHECK(g && Inventory_Count(g, O3_GUN_OPTION) == 0 && !g->lara.has_pistols);
    close_run(&run);
}

/* TR3's cut-scenes as its cinema.cpp plays them (TR2's way): Lara leads
 * (the camera frames are placed from where she starts), each tick she
 * stands at that origin turned by the script's cut-angle and plays her
 * own animation; one tick a frame. The shared level (181 frames) is the
 * Jungle's cut-scene here. */
TEST(tr3_cutscene_lara_leads)
{
    if (!Test_SharedPath("tr3/RANDO_TEST1.TR2"))
        SKIP("shared tr3/RANDO_TEST1.TR2 not present");
    TR3Run run;
    char err[512] = "";
    bool opened = open_run_cut(&run, "tr3cut", true, err, sizeof err);
    CHECK_MSG(opened, "%s", err);
    if (!opened) {
        close_run(&run);
        return;
    }
    Runner *r = run.r;
    title_new_game(r);
    CHECK_EQ(Runner_State(r)->level, 1);
    Runner_Game(r)->level_complete = true;
    Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_CUTSCENE);
    Game *g = Runner_Game(r);
    const Level *lv = Runner_Level(r);
    if (Runner_Phase(r) != RUN_PHASE_CUTSCENE || !g || g->sim->lara < 0) {
        close_run(&run);
        return;
    }
    int lara = g->sim->lara;
    CHECK(lv->items[lara].angle != (int16_t)CUT_ANGLE);
    CHECK_EQ(g->camera.cine.origin.x, lv->items[lara].pos.x);
    CHECK_EQ(g->camera.cine.origin.z, lv->items[lara].pos.z);
    int ticks = 0;
    for (; ticks < 10; ticks++)
        Runner_Step(r, 0);
    const Item *it = &g->sim->items[lara];
    CHECK_EQ(it->rot.y, (int16_t)CUT_ANGLE);
    /* placed at the origin, then moved by her animation's step */
    CHECK(abs(it->pos.x - g->camera.cine.origin.x) < 256);
    CHECK(abs(it->pos.z - g->camera.cine.origin.z) < 256);
    const Model *m = Level_FindModel(lv, 0);
    CHECK(m && it->anim >= (int16_t)m->animation);
    while (Runner_Phase(r) == RUN_PHASE_CUTSCENE && ticks < 1000) {
        Runner_Step(r, 0);
        ticks++;
    }
    CHECK_EQ(ticks, 180);
    close_run(&run);
}

/* TR3's level statistics page: a level without secrets says "None"
 * (TR2's page leaves the row out); a TR3 game's page is TR3's: the two
 * pages drawn differ. */
TEST(tr3_stats_page_says_none_without_secrets)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3stats");
    Runner *r = run.r;
    title_new_game(r);
    Runner_Step(r, 0);
    HudStats hs;
    Runner_HudStats(r, &hs);
    CHECK(hs.secrets_none && hs.tr2);
    /* drawn in the default level's font (the shared TR3 level has none) */
    enum { W = 320, H = 240 };
    Level font;
    char lerr[256];
    const char *path = Test_BinPath("data/default.phd");
    CHECK_MSG(path && Level_Load(path, &font, lerr, sizeof lerr), "default level: %s", lerr);
    uint8_t *a = calloc(W * H, 1), *b = calloc(W * H, 1);
    UiCanvas c;
    UiCanvas_Init(&c, &font, a, W, H);
    CHECK(UiCanvas_HasFont(&c));
    hs.secrets_total = 0;
    Hud_DrawStats(&c, &hs);
    hs.secrets_none = false;
    UiCanvas_Init(&c, &font, b, W, H);
    Hud_DrawStats(&c, &hs);
    CHECK(memcmp(a, b, W * H) != 0);
    Level_Free(&font);
    free(a);
    free(b);
    close_run(&run);
}

/* The four artefacts: each level's start records whether Lara holds
 * them; the Jungle gives them to her. */
static const int k_icons[4] = {O3_ICON_PICKUP1_OPTION, O3_ICON_PICKUP2_OPTION,
                               O3_ICON_PICKUP3_OPTION, O3_ICON_PICKUP4_OPTION};

static void note_icons(Runner *r, int level, void *user)
{
    int *held = user;
    Game *g = Runner_Game(r);
    int n = 0;
    for (int i = 0; i < 4; i++)
        n += Inventory_Count(g, k_icons[i]);
    held[level] = n;
    /* the shared level has no artefact models: counted straight in */
    if (level == 1)
        for (int i = 0; i < 4; i++)
            g->inv.count[k_icons[i]] = 1;
}

/* TR3 carries the artefacts from level to level (the original's
 * CreateStartInfo num_icon1..4) through the level select, and takes them
 * away at the end of Antarctica's first level (LevelStats' LV_ANTARC):
 * Antarctica starts with all four, RX-Tech Mines without. A save's start
 * info keeps them. */
TEST(tr3_game_artefacts_carried_then_taken_after_antarctica)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3icons");
    Runner *r = run.r;
    const Gameflow *gf = run.gf;
    CHECK(gf->levels[16].takes_artefacts);
    CHECK(!gf->levels[15].takes_artefacts && !gf->levels[17].takes_artefacts);
    title_new_game(r);
    int held[NUM_LEVELS + 1];
    for (int i = 0; i <= NUM_LEVELS; i++)
        held[i] = -1;
    static const int picks[] = {0, 0, 0, 0};
    int order[64];
    play_through_at(r, gf, false, picks, order, 64, note_icons, held);
    CHECK_EQ(held[1], 0);
    CHECK_EQ(held[2], 4);
    CHECK_EQ(held[5], 4);  /* through the level select */
    CHECK_EQ(held[13], 4);
    CHECK_EQ(held[16], 4); /* Antarctica */
    CHECK_EQ(held[17], 0); /* taken at Antarctica's end */
    CHECK_EQ(held[19], 0);
    /* a save's start info keeps them (a TR3 game's part) */
    RunState st = *Runner_State(r);
    st.phase = RUN_PHASE_LEVEL;
    st.level = 5;
    st.step = 0;
    st.stats.level = 5;
    st.start.num_icons[0] = 1;
    st.start.num_icons[3] = 1;
    SerialWriter w;
    Serial_WriterInit(&w, 1u << 12);
    SaveRun_Write(&st, gf, &w);
    RunState back;
    char why[256] = "";
    CHECK_MSG(SaveRun_Read(&back, gf, 5, w.data, w.size, why, sizeof why), "%s", why);
    CHECK_EQ(back.start.num_icons[0], 1);
    CHECK_EQ(back.start.num_icons[1], 0);
    CHECK_EQ(back.start.num_icons[3], 1);
    Serial_WriterFree(&w);
    close_run(&run);
}

static void note_cold(Runner *r, int level, void *user)
{
    /* cold water, the weather in the tens, waiting strobes in the
     * hundreds, drowning rapids in the thousands */
    const Game *g = Runner_Game(r);
    ((int *)user)[level] = g->cold_water + 10 * g->weather + 100 * g->strobes_wait_alarm +
                           1000 * !!(g->level_rules & LEVEL_RULE_RAPIDS_DROWN);
}

/* The water of Antarctica and RX-Tech Mines (the script's levels 16 and
 * 17) is cold, as the original's LaraControl has it: the gameflow marks
 * them and each level's start sets the game's flag from it. The same for
 * the weather, the original's table in DrawRooms: snow on 16 and 19, rain
 * on 1, 3, 9, 12 and 20. And Area 51's (15) strobes wait for an alarm
 * (ControlStrobeLight); Madubu Gorge's (7) deadly sectors drown Lara
 * (LavaBurn). */
TEST(tr3_game_cold_water_in_antarctica_and_mines)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3cold");
    Runner *r = run.r;
    const Gameflow *gf = run.gf;
    for (int i = 0; i < NUM_LEVELS; i++) {
        CHECK_EQ(gf->levels[i].cold_water, i == 16 || i == 17);
        CHECK_EQ(gf->levels[i].strobes_wait_alarm, i == 15);
        CHECK_EQ(!!(gf->levels[i].level_rules & LEVEL_RULE_RAPIDS_DROWN), i == 7);
        int want = i == 16 || i == 19 ? WEATHER_SNOW
                   : i == 1 || i == 3 || i == 9 || i == 12 || i == 20 ? WEATHER_RAIN
                                                                      : WEATHER_NONE;
        CHECK_EQ(gf->levels[i].weather, want);
    }
    title_new_game(r);
    int cold[NUM_LEVELS + 1];
    for (int i = 0; i <= NUM_LEVELS; i++)
        cold[i] = -1;
    static const int picks[] = {0, 0, 0, 0};
    int order[64];
    play_through_at(r, gf, false, picks, order, 64, note_cold, cold);
    CHECK_EQ(cold[1], 10 * WEATHER_RAIN);
    CHECK_EQ(cold[2], 0);
    CHECK_EQ(cold[7], 1000);
    CHECK_EQ(cold[8], 0);
    CHECK_EQ(cold[14], 0);
    CHECK_EQ(cold[15], 100);
    CHECK_EQ(cold[16], 1 + 10 * WEATHER_SNOW);
    CHECK_EQ(cold[17], 1);
    CHECK_EQ(cold[18], 0);
    CHECK_EQ(cold[19], 10 * WEATHER_SNOW);
    close_run(&run);
}

/* TR3 names its ring items and headings from the script's strings (the
 * original's GF_LoadScriptFile): the title ring's passport or Lara's
 * Home, a level's ring's heading and stopwatch show the script's texts;
 * an item whose string is empty keeps its own name. */
TEST(tr3_ring_names_from_the_script)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3names");
    Runner *r = run.r;
    for (int i = 0; i < 20; i++)
        Runner_Step(r, 0);
    const Ring *title = Runner_TitleRing(r);
    CHECK(title != NULL);
    if (title) {
        int obj = title->items[title->list[title->current_object]].object_id;
        const char *want = obj == O3_PHOTO_OPTION ? "Laras Haus" : "Spiel";
        CHECK_MSG(!strcmp(Ring_CurrentName(title), want), "%s", Ring_CurrentName(title));
    }
    title_new_game(r);
    UiSession *ui = Runner_Ui(r);
    CHECK(ui != NULL);
    if (!ui) {
        close_run(&run);
        return;
    }
    RingEnv env = ui->env;
    Ring *ring = calloc(1, sizeof *ring);
    Ring_Open(ring, &env, RING_MODE_GAME, 0);
    CHECK(!strcmp(Ring_Heading(ring), "Inventar"));
    /* the main ring opens at the stopwatch */
    CHECK_EQ(ring->items[ring->list[ring->current_object]].object_id, O3_MAP_OPTION);
    CHECK(!strcmp(Ring_CurrentName(ring), "Stoppuhr"));
    /* without the script: the table's own names */
    env.script = NULL;
    Ring_Open(ring, &env, RING_MODE_GAME, 0);
    CHECK(!strcmp(Ring_Heading(ring), "INVENTORY"));
    CHECK(!strcmp(Ring_CurrentName(ring), "Statistics"));
    free(ring);
    close_run(&run);
}

/* Ends the level being played (statistics and cut-scenes passed) until
 * the level select comes up or another level starts. */
static void end_level(Runner *r)
{
    Runner_Game(r)->level_complete = true;
    Runner_Step(r, 0);
    for (int i = 0; i < 60; i++) {
        RunPhase p = Runner_Phase(r);
        if (p == RUN_PHASE_SELECT || p == RUN_PHASE_LEVEL)
            return;
        step_while(r, p, 0, 2);
        Runner_Step(r, INPUT_ACTION);
        Runner_Step(r, 0);
    }
}

/* Lit pixels where the globe's side arrows go (the font's marks 0x11 and
 * 0x12, 120 either side of the middle on the place name's line), the
 * runner's UI drawn at 640 x 480 in the default level's font (the shared
 * TR3 level has none) whose blank mark sprites (108, 109) are given its
 * letter A's texture. */
static int arrow_pixels(Runner *r)
{
    enum { W = 640, H = 480 };
    Level font;
    char lerr[256];
    const char *path = Test_BinPath("data/default.phd");
    if (!path || !Level_Load(path, &font, lerr, sizeof lerr))
        return -1;
    uint8_t *fb = calloc(W * H, 1);
    UiCanvas c;
    UiCanvas_Init(&c, &font, fb, W, H);
    if (c.font_first >= 0 && c.font_count >= 110) {
        font.sprite_textures[c.font_first + 108] = font.sprite_textures[c.font_first];
        font.sprite_textures[c.font_first + 109] = font.sprite_textures[c.font_first];
    }
    Runner_DrawUi(r, NULL, &c, false);
    int n = 0;
    for (int y = H - 48; y < H; y++)
        for (int x = 0; x < 40; x++)
            n += (fb[y * W + W / 2 - 125 + x] != 0) + (fb[y * W + W / 2 + 115 + x] != 0);
    free(fb);
    Level_Free(&font);
    return n;
}

/* TR3's globe (do_levelselect_option): after India it rests at the South
 * Pacific (the first place not played in its order); it answers left and
 * right only at rest, one place each time it rests, passing over India,
 * Peru and Antarctica (before the four) and wrapping round; deselect does
 * nothing; action chooses, the globe turns back to zero and the chosen
 * place's first level starts. After the four locations it offers
 * Antarctica alone. The side arrows show while more than one place is
 * left. */
TEST(tr3_globe_level_select)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3globe");
    Runner *r = run.r;
    title_new_game(r);
    for (int l = 1; l <= 4 && Runner_Phase(r) == RUN_PHASE_LEVEL; l++)
        end_level(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_SELECT);
    CHECK(Runner_SelectPlace(r) == NULL); /* turning from zero */
    CHECK(globe_rest(r) > 5);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "South Pacific"));
    /* at rest with three places left: the side arrows */
    CHECK(arrow_pixels(r) > 0);
    /* right: Nevada, then past Peru to London, then round to the Pacific */
    Runner_Step(r, INPUT_RIGHT);
    CHECK(Runner_SelectPlace(r) == NULL);
    /* held while it turns: no further move */
    for (int i = 0; i < 3; i++)
        Runner_Step(r, INPUT_RIGHT);
    globe_rest(r);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "Nevada"));
    Runner_Step(r, INPUT_RIGHT);
    globe_rest(r);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "London Town"));
    Runner_Step(r, INPUT_RIGHT);
    globe_rest(r);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "South Pacific"));
    /* left from the Pacific: past India and Antarctica to London */
    Runner_Step(r, INPUT_LEFT);
    globe_rest(r);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "London Town"));
    /* deselect does nothing */
    Runner_Step(r, INPUT_DESELECT);
    Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_SELECT);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "London Town"));
    /* action: the globe turns back to zero, then London starts */
    Runner_Step(r, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_SELECT);
    CHECK(Runner_SelectPlace(r) == NULL);
    int ticks = step_while(r, RUN_PHASE_SELECT, 0, 200);
    CHECK(ticks > 5 && ticks < 200);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(r)->level, 9);
    CHECK_EQ(Runner_State(r)->globe_rot[0], 0);
    CHECK_EQ(Runner_State(r)->globe_rot[1], 0);
    CHECK_EQ(Runner_State(r)->globe_rot[2], 0);
    /* London, the Pacific (first again), Nevada played: Antarctica alone */
    static const int rest[] = {5, 13};
    for (int k = 0; k < 2; k++) {
        for (int l = 0; l < 4 && Runner_Phase(r) == RUN_PHASE_LEVEL; l++)
            end_level(r);
        CHECK_EQ(Runner_Phase(r), RUN_PHASE_SELECT);
        globe_rest(r);
        Runner_Step(r, INPUT_ACTION);
        step_while(r, RUN_PHASE_SELECT, 0, 200);
        CHECK_EQ(Runner_State(r)->level, rest[k]);
    }
    for (int l = 0; l < 4 && Runner_Phase(r) == RUN_PHASE_LEVEL; l++)
        end_level(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_SELECT);
    globe_rest(r);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "Antarctica"));
    CHECK_EQ(arrow_pixels(r), 0); /* one place: no arrows */
    Runner_Step(r, INPUT_RIGHT);
    globe_rest(r);
    CHECK(Runner_SelectPlace(r) && !strcmp(Runner_SelectPlace(r), "Antarctica"));
    Runner_Step(r, INPUT_ACTION);
    step_while(r, RUN_PHASE_SELECT, 0, 200);
    CHECK_EQ(Runner_State(r)->level, 16);
    CHECK(said(run.a, "level select: Antarctica"));
    close_run(&run);
}

/* A BMP of w x h pixels of one colour (r, g, b), 8 (one colour table
 * entry), 24 or 32 bits, bottom-up; cut short by `cut` bytes. */
static bool write_bmp(const char *path, int w, int h, int bpp, uint8_t r, uint8_t g, uint8_t b,
                      size_t cut)
{
    size_t stride = ((size_t)w * (size_t)bpp + 31) / 32 * 4;
    size_t pal = bpp == 8 ? 4 : 0, at = 14 + 40 + pal, size = at + stride * (size_t)h;
    uint8_t *d = calloc(size, 1);
    if (!d)
        return false;
    Buf hb = {d, 0, size};
    u8(&hb, 'B');
    u8(&hb, 'M');
    u32(&hb, (uint32_t)size);
    u32(&hb, 0);
    u32(&hb, (uint32_t)at);
    u32(&hb, 40);
    u32(&hb, (uint32_t)w);
    u32(&hb, (uint32_t)h);
    u16(&hb, 1);
    u16(&hb, (uint16_t)bpp);
    u32(&hb, 0);
    zeros(&hb, 12);
    u32(&hb, bpp == 8 ? 1 : 0);
    u32(&hb, 0);
    if (bpp == 8) {
        u8(&hb, b);
        u8(&hb, g);
        u8(&hb, r);
        u8(&hb, 0);
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint8_t *px = d + at + (size_t)y * stride + (size_t)x * (size_t)(bpp / 8);
            if (bpp == 8) {
                px[0] = 0;
            } else {
                px[0] = b;
                px[1] = g;
                px[2] = r;
            }
        }
    bool ok = write_file(path, d, size - cut);
    free(d);
    return ok;
}

/* Plays the game (the globe's first place each time) to its credits. */
static bool play_to_credits(Runner *r)
{
    for (int guard = 0; guard < 600; guard++) {
        RunPhase phase = Runner_Phase(r);
        if (phase == RUN_PHASE_CREDITS)
            return true;
        if (phase == RUN_PHASE_TITLE)
            return false;
        if (phase == RUN_PHASE_LEVEL) {
            Runner_Step(r, 0);
            Runner_Game(r)->level_complete = true;
            Runner_Step(r, 0);
        } else if (phase == RUN_PHASE_SELECT) {
            globe_rest(r);
            Runner_Step(r, INPUT_ACTION);
            step_while(r, RUN_PHASE_SELECT, 0, 200);
        } else if (phase == RUN_PHASE_STATS || phase == RUN_PHASE_CUTSCENE ||
                   phase == RUN_PHASE_FMV) {
            step_while(r, phase, 0, 2);
            Runner_Step(r, INPUT_ACTION);
            Runner_Step(r, 0);
        } else {
            Runner_Step(r, 0);
        }
    }
    return false;
}

/* The credits' middle pixel as the runner draws them now. */
static int credits_pixel(Runner *r)
{
    enum { W = 64, H = 48 };
    static uint8_t fb[W * H];
    const Level *lv = Runner_Level(r);
    if (!lv)
        return -1;
    memset(fb, 0, sizeof fb);
    UiCanvas c;
    UiCanvas_Init(&c, lv, fb, W, H);
    Runner_DrawUi(r, NULL, &c, false);
    return fb[(H / 2) * W + W / 2];
}

/* A palette entry's brightness (its channels' sum). */
static int brightness(const Level *lv, int index)
{
    const PaletteColour *p = &lv->palette[index];
    return p->r + p->g + p->b;
}

/* TR3's credits (DisplayCredits) from the player's own pix\*.bmp: the
 * end picture, credit01-09 and the second end picture, each 32 ticks'
 * fade in, 5 seconds and 32 ticks' fade out (the last only fades in); no
 * key cuts them short; a missing picture is named and skipped, a damaged
 * one says why; 8-, 24- and 32-bit BMPs are read. Then the game's
 * statistics. */
TEST(tr3_game_credit_pictures)
{
    TR3Run run;
    OPEN_RUN_OR_RETURN(&run, "tr3credits");
    char dir[PATH_MAX], pic[PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s/tr3credits/pix", Test_TmpDir());
    mkdir(dir, 0755);
    snprintf(pic, sizeof pic, "%s/theend.bmp", dir);
    CHECK(write_bmp(pic, 4, 3, 24, 200, 40, 40, 0));
    snprintf(pic, sizeof pic, "%s/credit01.bmp", dir);
    CHECK(write_bmp(pic, 5, 2, 8, 40, 200, 40, 0));
    snprintf(pic, sizeof pic, "%s/credit03.bmp", dir);
    CHECK(write_bmp(pic, 3, 3, 32, 40, 40, 200, 0));
    snprintf(pic, sizeof pic, "%s/credit05.bmp", dir);
    CHECK(write_bmp(pic, 8, 8, 24, 9, 9, 9, 40)); /* damaged: cut short */
    snprintf(pic, sizeof pic, "%s/theend2.bmp", dir);
    CHECK(write_bmp(pic, 2, 2, 24, 255, 255, 255, 0));
    Runner *r = run.r;
    title_new_game(r);
    CHECK(play_to_credits(r));
    /* action pressed now and then changes nothing; the first picture's
     * middle pixel drawn as it fades in (ticks 1 and 16), when shown (40)
     * and as it fades out (200) */
    int ticks = 0, seen[4] = {-1, -1, -1, -1};
    bool own_pal = false;
    while (Runner_Phase(r) == RUN_PHASE_CREDITS && ticks < 5000) {
        Runner_Step(r, ticks % 50 == 40 ? INPUT_ACTION : 0);
        ticks++;
        int at = ticks == 1 ? 0 : ticks == 16 ? 1 : ticks == 40 ? 2 : ticks == 200 ? 3 : -1;
        if (at >= 0)
            seen[at] = credits_pixel(r);
        uint8_t pal[768];
        own_pal |= Runner_ScreenPalette(r, pal);
    }
    CHECK(!own_pal); /* TR3's are drawn in the level's palette */
    CHECK_EQ(ticks, 3 * (32 + 150 + 32) + 32);
    /* TR3 fades its pictures (FadePictureUp, FadePictureDown): darker
     * while fading, the picture's own colour once in */
    const Level *lv = Runner_Level(r);
    CHECK(seen[2] > 0);
    CHECK(seen[0] != seen[2] && seen[1] != seen[2] && seen[3] != seen[2]);
    if (lv && seen[2] > 0) {
        CHECK(brightness(lv, seen[0]) < brightness(lv, seen[1]));
        CHECK(brightness(lv, seen[1]) < brightness(lv, seen[2]));
        CHECK(brightness(lv, seen[3]) < brightness(lv, seen[2]));
    }
    CHECK(said(run.a, "pix\\credit02.bmp"));
    CHECK(said(run.a, "credit05.bmp: picture data cut short"));
    CHECK(said(run.a, "pix\\credit09.bmp"));
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_STATS);
    CHECK(said(run.a, "game complete: final statistics"));
    close_run(&run);
}
