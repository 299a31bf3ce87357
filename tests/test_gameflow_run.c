/* Whole-game runs (game/app/runner.h, app.h): headless from the title
 * into LEVEL1 with the shared files (no TITLE.PHD there: the title takes
 * action for a new game), the same trace rows as the single-level run;
 * missing files skipped with one line each, names found without case; an
 * unknown folder refused; a recorded run replayed to the same state; the
 * sequence (level end, statistics screen, missing levels, the cut-scene,
 * back to the title); what Lara carries into the next level; death and
 * restart. */
#include "tests/test.h"

#include "engine/level/script.h"
#include "game/app/runner.h"
#include "game/gameflow/tr2_script.h"
#include "game/inventory/inventory.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *shared_tr1_dir(char *buf, size_t cap)
{
    const char *l1 = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!l1)
        return NULL;
    snprintf(buf, cap, "%s", l1);
    *strrchr(buf, '/') = '\0';
    return buf;
}

/* An inputs CSV: `pre` words, then the input column of a trace. */
static bool write_inputs(const char *path, const InputWord *pre, int npre, const char *trace)
{
    FILE *out = fopen(path, "w");
    FILE *in = trace ? fopen(trace, "r") : NULL;
    if (!out || (trace && !in)) {
        if (out)
            fclose(out);
        if (in)
            fclose(in);
        return false;
    }
    fprintf(out, "tick,input\n");
    int t = 0;
    for (; t < npre; t++)
        fprintf(out, "%d,%u\n", t, pre[t]);
    char line[4096];
    if (in && fgets(line, sizeof line, in)) {
        while (fgets(line, sizeof line, in)) {
            unsigned tick, word;
            if (sscanf(line, "%u,%u", &tick, &word) == 2)
                fprintf(out, "%d,%u\n", t++, word);
        }
    }
    fclose(out);
    if (in)
        fclose(in);
    return true;
}

static char *slurp(const char *path)
{
    size_t n;
    uint8_t *d = Test_ReadFile(path, &n);
    if (!d)
        return NULL;
    char *s = realloc(d, n + 1);
    s[n] = '\0';
    return s;
}

/* The JSON result's hash. */
static bool result_hash(const char *out, char hash[17])
{
    const char *h = strstr(out, "\"hash\":\"");
    if (!h)
        return false;
    memcpy(hash, h + 8, 16);
    hash[16] = '\0';
    return true;
}

TEST(gameflow_run_title_into_level1)
{
    char dir[PATH_MAX];
    const char *trace = Test_SharedPath("../traces/LEVEL1_walk_run_turn.csv");
    if (!shared_tr1_dir(dir, sizeof dir) || !trace)
        SKIP("shared LEVEL1 and its traces not present");
    const char *tmp = Test_TmpDir();
    char inputs[PATH_MAX], flow_trace[PATH_MAX], level_trace[PATH_MAX], cmd[4 * PATH_MAX];
    static char out[1 << 16];
    snprintf(inputs, sizeof inputs, "%s/gf_inputs.csv", tmp);
    snprintf(flow_trace, sizeof flow_trace, "%s/gf_trace.csv", tmp);
    snprintf(level_trace, sizeof level_trace, "%s/l1_trace.csv", tmp);
    /* Two title ticks (the second presses action: a new game), then the
     * trace's words in LEVEL1. */
    const InputWord pre[] = {0, INPUT_ACTION};
    CHECK(write_inputs(inputs, pre, 2, trace));
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s --trace %s 2>&1",
             Test_BinPath("tomb8"), dir, inputs, flow_trace);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    /* Every file the default gameflow names but the shared folder lacks is
     * named once; the FMVs that would play too. */
    CHECK_MSG(strstr(out, "TITLE.PHD: not in") != NULL, "%s", out);
    CHECK(strstr(out, "FMV FMV/SNOW.RPL: not in") != NULL);
    CHECK(strstr(out, "\"phase\":\"level\"") != NULL);
    CHECK(strstr(out, "\"level\":\"LEVEL1.PHD\"") != NULL);
    CHECK(strstr(out, "\"gameflow_level\":1") != NULL);
    char flow_hash[17], level_hash[17];
    CHECK(result_hash(out, flow_hash));
    snprintf(cmd, sizeof cmd, "%s --headless --level %s/LEVEL1.PHD --inputs %s --trace %s 2>&1",
             Test_BinPath("tomb8"), dir, trace, level_trace);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    CHECK(result_hash(out, level_hash));
    CHECK_MSG(!strcmp(flow_hash, level_hash), "hash %s != %s", flow_hash, level_hash);

    /* Row for row the same, two ticks later; the title's rows have the
     * tick and the word only. */
    char *a = slurp(flow_trace), *b = slurp(level_trace);
    CHECK(a && b);
    char *sa, *sb;
    char *la = strtok_r(a, "\n", &sa), *lb = strtok_r(b, "\n", &sb);
    CHECK(la && lb && !strcmp(la, lb)); /* the header */
    la = strtok_r(NULL, "\n", &sa);
    CHECK(la && !strncmp(la, "0,0,,,", 6));
    la = strtok_r(NULL, "\n", &sa);
    CHECK(la && !strncmp(la, "1,64,,,", 7));
    int rows = 0;
    while ((lb = strtok_r(NULL, "\n", &sb)) != NULL) {
        la = strtok_r(NULL, "\n", &sa);
        CHECK_MSG(la, "gameflow trace ends early at row %d", rows);
        unsigned ta, tb;
        CHECK(sscanf(la, "%u,", &ta) == 1 && sscanf(lb, "%u,", &tb) == 1);
        CHECK_EQ(ta, tb + 2);
        CHECK_MSG(!strcmp(strchr(la, ','), strchr(lb, ',')), "row %d differs:\n%s\n%s", rows, la,
                  lb);
        rows++;
    }
    CHECK_EQ(rows, 945);
    free(a);
    free(b);
}

TEST(gameflow_run_install_folders)
{
    char dir[PATH_MAX];
    if (!shared_tr1_dir(dir, sizeof dir))
        SKIP("shared LEVEL1 not present");
    const char *tmp = Test_TmpDir();
    char inst[PATH_MAX], data[PATH_MAX + 8], link[PATH_MAX + 24], target[PATH_MAX + 16];
    char cmd[4 * PATH_MAX];
    static char out[1 << 16];
    /* An install with a lower-case data/ folder holding a lower-case
     * level1.phd: found all the same. */
    snprintf(inst, sizeof inst, "%s/install", tmp);
    snprintf(data, sizeof data, "%s/data", inst);
    mkdir(inst, 0755);
    mkdir(data, 0755);
    snprintf(link, sizeof link, "%s/level1.phd", data);
    snprintf(target, sizeof target, "%s/LEVEL1.PHD", dir);
    unlink(link);
    CHECK(realpath(target, cmd) && symlink(cmd, link) == 0);
    snprintf(cmd, sizeof cmd, "%s --headless %s --ticks 5 2>&1", Test_BinPath("tomb8"), inst);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    CHECK(strstr(out, "\"phase\":\"title\"") != NULL);
    /* a new game at tick 0: the level is played from tick 1 */
    FILE *f;
    char inputs[PATH_MAX];
    snprintf(inputs, sizeof inputs, "%s/action.csv", tmp);
    f = fopen(inputs, "w");
    fprintf(f, "input\n64\n0\n0\n");
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s 2>&1", Test_BinPath("tomb8"), inst,
             inputs);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && strstr(out, "\"level\":\"level1.phd\""), "exit %d: %s", rc, out);
    /* a missing level is named once */
    CHECK(strstr(out, "TITLE.PHD: not in") != NULL);
    const char *first = strstr(out, "TITLE.PHD: not in");
    CHECK(strstr(first + 1, "TITLE.PHD: not in") == NULL);

    /* An empty folder is not a game. */
    char empty[PATH_MAX];
    snprintf(empty, sizeof empty, "%s/empty", tmp);
    mkdir(empty, 0755);
    snprintf(cmd, sizeof cmd, "%s --headless %s --ticks 5 2>&1", Test_BinPath("tomb8"), empty);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && !strncmp(out, "error: ", 7) && strstr(out, "not a Tomb Raider folder") &&
                  strchr(out, '\n') == out + strlen(out) - 1,
              "exit %d: %s", rc, out);
    /* A bad gameflow: its file and line. */
    char flow[PATH_MAX];
    snprintf(flow, sizeof flow, "%s/bad.gameflow", tmp);
    f = fopen(flow, "w");
    fprintf(f, "gameflow 1\nlevel A.PHD \"A\"\n  jump\nend\n");
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless --gameflow %s %s --ticks 5 2>&1",
             Test_BinPath("tomb8"), flow, inst);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && strstr(out, "bad.gameflow:3: 'jump'"), "exit %d: %s", rc, out);
    /* --gameflow with a level file instead of a folder */
    snprintf(cmd, sizeof cmd, "%s --headless --gameflow %s %s --ticks 5 2>&1",
             Test_BinPath("tomb8"), flow, link);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && strstr(out, "give the install folder"), "exit %d: %s", rc, out);
}

TEST(gameflow_run_record_replay)
{
    char dir[PATH_MAX];
    if (!shared_tr1_dir(dir, sizeof dir))
        SKIP("shared LEVEL1 not present");
    const char *tmp = Test_TmpDir();
    char inputs[PATH_MAX], rec[PATH_MAX], cmd[4 * PATH_MAX];
    static char out[1 << 16];
    snprintf(inputs, sizeof inputs, "%s/rr.csv", tmp);
    snprintf(rec, sizeof rec, "%s/rr.t8r", tmp);
    InputWord pre[120];
    for (int i = 0; i < 120; i++)
        pre[i] = i == 3 ? INPUT_ACTION : i > 10 && i < 60 ? INPUT_FORWARD : i >= 60 ? INPUT_LEFT : 0;
    CHECK(write_inputs(inputs, pre, 120, NULL));
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s --record %s 2>/dev/null",
             Test_BinPath("tomb8"), dir, inputs, rec);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    char h1[17], h2[17];
    CHECK(result_hash(out, h1));
    snprintf(cmd, sizeof cmd, "%s --headless %s --replay %s 2>/dev/null", Test_BinPath("tomb8"),
             dir, rec);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    CHECK(result_hash(out, h2));
    CHECK_MSG(!strcmp(h1, h2), "%s != %s", h1, h2);
    CHECK(strstr(out, "\"ticks\":120") != NULL);
    /* the recording belongs to this gameflow: another one refuses it */
    char flow[PATH_MAX];
    snprintf(flow, sizeof flow, "%s/other.gameflow", tmp);
    FILE *f = fopen(flow, "w");
    fprintf(f, "gameflow 1\nlevel LEVEL1.PHD \"Caves\"\n  play\nend\n");
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless --gameflow %s %s --replay %s 2>&1",
             Test_BinPath("tomb8"), flow, dir, rec);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && !strncmp(out, "error: ", 7), "exit %d: %s", rc, out);
}

/* ---- the sequence, in process -------------------------------------------- */

typedef struct {
    char lines[64][256];
    int n;
} Announced;

static void collect(void *user, const char *line)
{
    Announced *a = user;
    if (a->n < 64)
        snprintf(a->lines[a->n++], sizeof a->lines[0], "%s", line);
}

static bool announced(const Announced *a, const char *needle)
{
    for (int i = 0; i < a->n; i++)
        if (strstr(a->lines[i], needle))
            return true;
    return false;
}

static Runner *start(const char *text, const char *dir, Gameflow *gf, Announced *a)
{
    char err[512];
    if (!Gameflow_Parse(text, strlen(text), "t.gameflow", gf, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return NULL;
    }
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    Install_OpenAny(&cfg.install, dir);
    cfg.announce = collect;
    cfg.user = a;
    return Runner_Create(&cfg, err, sizeof err);
}

TEST(gameflow_run_sequence)
{
    char dir[PATH_MAX];
    if (!shared_tr1_dir(dir, sizeof dir) || !Test_SharedPath("tr1/CUT1.PHD"))
        SKIP("shared LEVEL1 / CUT1 not present");
    Gameflow *gf = malloc(sizeof *gf);
    Announced *a = calloc(1, sizeof *a);
    Runner *r = start(Gameflow_DefaultText(), dir, gf, a);
    CHECK(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(announced(a, "FMV FMV/CORE.RPL: not in"));
    CHECK(announced(a, "TITLE.PHD: not in"));
    /* action held from before is not a new press; pressing it is */
    Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    Runner_Step(r, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(r)->level, 1);
    CHECK(announced(a, "FMV FMV/SNOW.RPL"));
    for (int i = 0; i < 30; i++)
        Runner_Step(r, 0);
    CHECK_EQ(Runner_State(r)->stats.timer, 30);
    CHECK(!strcmp(Runner_State(r)->stats.title, "Caves"));
    /* LEVEL1's three secrets */
    CHECK_EQ(Runner_State(r)->stats.secrets_total, 3);
    /* The finish trigger: the level ends after this tick. */
    Runner_Game(r)->level_complete = true;
    Runner_Step(r, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_STATS);
    CHECK(announced(a, "level complete: Caves: time 0:01"));
    /* Action still held: the screen waits for it to be let go, then pressed. */
    Runner_Step(r, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_STATS);
    Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_STATS);
    Runner_Step(r, INPUT_ACTION);
    /* LEVEL2 to LEVEL3B are not there; CUT1 (after LEVEL3B) is. */
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_CUTSCENE);
    CHECK(announced(a, "LEVEL2.PHD (City of Vilcabamba): not in"));
    CHECK(announced(a, "LEVEL3B.PHD (Tomb of Qualopec): not in"));
    CHECK_EQ(Runner_State(r)->level, 4);
    /* skip it: the rest is missing too, back to the title */
    Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(announced(a, "LEVEL10C.PHD (The Great Pyramid): not in"));
    CHECK(!Runner_State(r)->bonus); /* the last level was not played */
    Runner_Free(r);
    free(gf);
    free(a);
}

/* Guns, ammunition and medipacks go into the next level; keys do not. */
TEST(gameflow_run_start_info_carried)
{
    char dir[PATH_MAX];
    if (!shared_tr1_dir(dir, sizeof dir) || !Test_SharedPath("tr1/RANDO_TEST1.PHD"))
        SKIP("shared LEVEL1 / RANDO_TEST1 not present");
    static const char flow[] = "gameflow 1\n"
                               "level LEVEL1.PHD \"Caves\"\n  play\nend\n"
                               "level RANDO_TEST1.PHD \"Test\"\n  play\nend\n";
    Gameflow *gf = malloc(sizeof *gf);
    Announced *a = calloc(1, sizeof *a);
    Runner *r = start(flow, dir, gf, a);
    CHECK(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    Game *g = Runner_Game(r);
    CHECK_EQ(Inventory_Count(g, O_GUN_ITEM), 1);
    CHECK(Inventory_Add(g, O_MEDI_ITEM));
    CHECK(Inventory_Add(g, O_MEDI_ITEM));
    bool shotgun = Inventory_Add(g, O_SHOTGUN_ITEM) || Inventory_Count(g, O_SHOTGUN_ITEM) > 0;
    int32_t rounds = g->lara.shotgun.ammo;
    Runner_Step(r, 0);
    g->level_complete = true;
    Runner_Step(r, 0);
    /* no stats step: straight into the next level */
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(r)->level, 1);
    g = Runner_Game(r);
    CHECK_EQ(Inventory_Count(g, O_GUN_ITEM), 1);
    if (g->objects[O_MEDI_OPTION].loaded)
        CHECK_EQ(Inventory_Count(g, O_MEDI_ITEM), 2);
    if (shotgun && g->objects[O_SHOTGUN_OPTION].loaded) {
        CHECK_EQ(Inventory_Count(g, O_SHOTGUN_ITEM), 1);
        CHECK_EQ(g->lara.shotgun.ammo, rounds);
        CHECK(g->lara.has_shotgun);
    }
    CHECK_EQ(Runner_State(r)->start.num_medis, 2);
    Runner_Free(r);
    free(gf);
    free(a);
}

/* Lara dead: 10 seconds (or 2 and a key), one more tick, then with no save
 * system the level starts again with what she brought into it. */
TEST(gameflow_run_death_restarts)
{
    char dir[PATH_MAX];
    if (!shared_tr1_dir(dir, sizeof dir))
        SKIP("shared LEVEL1 not present");
    static const char flow[] = "gameflow 1\nlevel LEVEL1.PHD \"Caves\"\n  play\nend\n";
    Gameflow *gf = malloc(sizeof *gf);
    Announced *a = calloc(1, sizeof *a);
    Runner *r = start(flow, dir, gf, a);
    CHECK(r);
    Game *g = Runner_Game(r);
    Item *lara = Game_LaraItem(g);
    Vec3i start = lara->pos;
    lara->hit_points = 0;
    int ticks = 0;
    while (!announced(a, "Lara died") && ticks < 400) {
        Runner_Step(r, 0);
        ticks++;
    }
    /* dead for more than 300 ticks, one more tick, then the restart */
    CHECK(announced(a, "Lara died: Caves starts again"));
    CHECK_MSG(ticks >= 300 && ticks <= 305, "restarted after %d ticks", ticks);
    lara = Game_LaraItem(Runner_Game(r));
    CHECK_EQ(lara->hit_points, LARA_HITPOINTS);
    CHECK_EQ(lara->pos.x, start.x);
    CHECK_EQ(lara->pos.z, start.z);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    Runner_Free(r);
    free(gf);
    free(a);
}

/* A TR2 install: its TOMBPC.DAT gives the order (playing TR2 is not
 * written; loading its levels in order is). */
TEST(gameflow_run_tr2_script_order)
{
    const char *dat = Test_SharedPath("tr2/TOMBPC.DAT");
    const char *wall = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!dat || !wall)
        SKIP("shared tr2/TOMBPC.DAT or RANDO_TEST1.TR2 not present");
    Script s;
    char err[512];
    CHECK_MSG(Script_Load(dat, &s, err, sizeof err), "%s", err);
    Gameflow *gf = malloc(sizeof *gf);
    CHECK_MSG(Gameflow_FromScript(&s, gf, err, sizeof err), "%s", err);
    Script_Free(&s);
    /* Lara's Home and the eighteen levels; the demo copies are not in it */
    CHECK_EQ(gf->num_levels, 19);
    CHECK_EQ(gf->gym_level, 0);
    CHECK_EQ(gf->first_level, 1);
    CHECK(!strcmp(gf->levels[0].title, "Lara's Home"));
    CHECK(!strcmp(gf->levels[1].title, "The Great Wall"));
    CHECK(!strcmp(gf->levels[1].file, "data\\wall.TR2"));
    CHECK_EQ(gf->levels[1].music, 33);
    CHECK(!strcmp(gf->levels[18].title, "Home Sweet Home"));
    CHECK(gf->has_title && !strcmp(gf->title_file, "data\\title.TR2"));
    CHECK_EQ(gf->title_music, 64);
    /* the Great Wall: its FMV, the level, CUT1 with track 3, statistics */
    const GameflowLevel *w = &gf->levels[1];
    CHECK_EQ(w->num_steps, 4);
    CHECK_EQ(w->steps[0].kind, GF_STEP_FMV);
    CHECK_EQ(w->steps[1].kind, GF_STEP_PLAY);
    CHECK_EQ(w->steps[2].kind, GF_STEP_CUTSCENE);
    CHECK_EQ(w->steps[3].kind, GF_STEP_STATS);
    CHECK(!strcmp(gf->cutscenes[w->steps[2].arg].file, "data\\cut1.TR2"));
    CHECK_EQ(gf->cutscenes[w->steps[2].arg].music, 3);
    CHECK_EQ(gf->num_cutscenes, 4);
    free(gf);

    /* tomb8 DIR on such a folder: the title (absent), then the Great Wall */
    const char *tmp = Test_TmpDir();
    char inst[PATH_MAX], data[PATH_MAX + 8], link[PATH_MAX + 32], real[PATH_MAX];
    char cmd[4 * PATH_MAX], inputs[PATH_MAX];
    static char out[1 << 16];
    snprintf(inst, sizeof inst, "%s/tr2install", tmp);
    snprintf(data, sizeof data, "%s/data", inst);
    mkdir(inst, 0755);
    mkdir(data, 0755);
    snprintf(link, sizeof link, "%s/TOMBPC.DAT", data);
    unlink(link);
    CHECK(realpath(dat, real) && symlink(real, link) == 0);
    snprintf(link, sizeof link, "%s/WALL.TR2", data);
    unlink(link);
    CHECK(realpath(wall, real) && symlink(real, link) == 0);
    snprintf(inputs, sizeof inputs, "%s/tr2.csv", tmp);
    FILE *f = fopen(inputs, "w");
    fprintf(f, "input\n0\n64\n0\n0\n");
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s 2>&1", Test_BinPath("tomb8"), inst,
             inputs);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && strstr(out, "\"level\":\"WALL.TR2\"") &&
                  strstr(out, "\"gameflow_level\":1") && strstr(out, "FMV\\LOGO.RPL"),
              "exit %d: %s", rc, out);
}

/* The title ring idle for 16 seconds plays a demo level's demo; a level
 * without demo data (the shared LEVEL1 has none) is named and the title
 * comes back. */
TEST(gameflow_run_title_demo_idle)
{
    char dir[PATH_MAX];
    if (!shared_tr1_dir(dir, sizeof dir))
        SKIP("shared LEVEL1 not present");
    static const char flow[] = "gameflow 1\n"
                               "title LEVEL1.PHD\nend\n"
                               "level LEVEL1.PHD \"Caves\"\n  demo\n  play\nend\n";
    Gameflow *gf = malloc(sizeof *gf);
    Announced *a = calloc(1, sizeof *a);
    Runner *r = start(flow, dir, gf, a);
    CHECK(r);
    CHECK(Runner_TitleRing(r) != NULL);
    for (int i = 0; i < 16 * 30; i++)
        Runner_Step(r, 0);
    CHECK(!announced(a, "no demo data"));
    Runner_Step(r, 0);
    CHECK(announced(a, "no demo data"));
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(Runner_TitleRing(r) != NULL);
    Runner_Free(r);
    free(gf);
    free(a);
}
