/* Tomb Raider: Unfinished Business (issue 20 section 6): TR1's expansion,
 * four .TUB levels in their own order (data/ub.gameflow, built in). A
 * folder holding them alone plays them from the title; beside TR1's levels
 * TR1 plays and --gameflow ub (a built-in name, no source tree needed) or
 * --gameflow data/ub.gameflow picks the expansion. The tests
 * copy the shared LEVEL1.PHD under .TUB names into temporary folders (never
 * into the repository). Before, a folder of .TUB files was "not a Tomb
 * Raider folder". */
#include "game/app/setup.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/install.h"
#include "game/options.h"
#include "tests/test.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

TEST(gameflow_ub_is_the_data_file)
{
    size_t n;
    uint8_t *file = Test_ReadFile("data/ub.gameflow", &n);
    if (!file)
        SKIP("data/ub.gameflow not found (run from the project root)");
    const char *text = Gameflow_UbText();
    bool same = n == strlen(text) && !memcmp(file, text, n);
    free(file);
    CHECK_MSG(same, "game/gameflow/gameflow_ub.c differs from data/ub.gameflow");
}

TEST(gameflow_ub_order)
{
    Gameflow *gf = malloc(sizeof *gf);
    char err[512];
    CHECK(gf);
    bool ok = Gameflow_LoadUb(gf, err, sizeof err);
    static const char *const files[] = {"EGYPT.TUB", "CAT.TUB", "END.TUB", "END2.TUB"};
    static const char *const titles[] = {"Return to Egypt", "Temple of the Cat",
                                         "Atlantean Stronghold", "The Hive"};
    static const int music[] = {59, 59, 60, 60};
    int bad = -1, l = ok ? gf->first_level : -1;
    for (int i = 0; ok && i < 4; i++, l = Gameflow_NextLevel(gf, l))
        if (l < 0 || strcmp(gf->levels[l].file, files[i]) || strcmp(gf->levels[l].title, titles[i]) ||
            gf->levels[l].music != music[i])
            bad = bad < 0 ? i : bad;
    bool last = ok && l < 0;
    bool title = ok && gf->has_title && !strcmp(gf->title_file, "TITLE.PHD");
    bool name = ok && !strcmp(gf->game, "Tomb Raider: Unfinished Business");
    free(gf);
    CHECK_MSG(ok, "%s", err);
    CHECK_MSG(bad < 0, "level %d", bad);
    CHECK(last && title && name);
}

static bool copy_file(const char *from, const char *to)
{
    size_t n;
    uint8_t *d = Test_ReadFile(from, &n);
    FILE *f = d ? fopen(to, "wb") : NULL;
    bool ok = f && fwrite(d, 1, n, f) == n;
    if (f)
        ok = fclose(f) == 0 && ok;
    free(d);
    return ok;
}

/* A folder `name`/DATA holding copies of LEVEL1.PHD as each of `files`. */
static bool make_folder(const char *name, const char *const *files, int n, char *dir, size_t cap)
{
    const char *level1 = Test_SharedPath("tr1/LEVEL1.PHD");
    char tmp[PATH_MAX], p[PATH_MAX + 64];
    if (!level1 || !realpath(Test_TmpDir(), tmp))
        return false;
    snprintf(dir, cap, "%s/%s", tmp, name);
    mkdir(dir, 0755);
    snprintf(p, sizeof p, "%s/DATA", dir);
    mkdir(p, 0755);
    for (int i = 0; i < n; i++) {
        snprintf(p, sizeof p, "%s/DATA/%s", dir, files[i]);
        if (!copy_file(level1, p))
            return false;
    }
    return true;
}

/* The game `tomb8 ARGS...` would play (its gameflow's name), "" on error. */
static void game_of(const char *const *argv, int argc, char *game, size_t cap, char *err,
                    size_t err_cap)
{
    Options o;
    bool exit_now;
    AppSetup gs;
    game[0] = '\0';
    err[0] = '\0';
    if (!Options_Parse(&o, argc, (char **)argv, &exit_now)) {
        snprintf(err, err_cap, "options refused");
        return;
    }
    if (AppSetup_Game(&o, &gs, err, err_cap))
        snprintf(game, cap, "%s", gs.gf->game);
    AppSetup_Release(&gs);
}

TEST(gameflow_ub_folder_alone_plays_the_expansion)
{
    static const char *const files[] = {"EGYPT.TUB", "cat.tub"};
    char dir[PATH_MAX], err[512], game[128];
    if (!Test_SharedPath("tr1/LEVEL1.PHD"))
        SKIP("shared LEVEL1.PHD not present");
    CHECK(make_folder("ub_alone", files, 2, dir, sizeof dir));
    Install in;
    CHECK_MSG(Install_Open(&in, dir, err, sizeof err), "%s", err);
    const char *argv[] = {"tomb8", dir, NULL};
    game_of(argv, 2, game, sizeof game, err, sizeof err);
    CHECK_MSG(!strcmp(game, "Tomb Raider: Unfinished Business"), "'%s' %s", game, err);
    /* Headless from the title (no TITLE.PHD: action starts a new game):
     * the first level played is EGYPT.TUB. */
    char inputs[PATH_MAX + 32], cmd[3 * PATH_MAX], out[8192];
    snprintf(inputs, sizeof inputs, "%s/in.csv", dir);
    FILE *f = fopen(inputs, "w");
    CHECK(f);
    fprintf(f, "tick,input\n0,0\n1,64\n2,0\n3,0\n");
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s 2>&1", Test_BinPath("tomb8"), dir,
             inputs);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    CHECK_MSG(strstr(out, "\"phase\":\"level\"") && strstr(out, "\"gameflow_level\":0") &&
                  strstr(out, "EGYPT.TUB"),
              "%s", out);
}

TEST(gameflow_ub_beside_tr1_by_name)
{
    static const char *const files[] = {"LEVEL1.PHD", "EGYPT.TUB"};
    char dir[PATH_MAX], err[512], game[128];
    if (!Test_SharedPath("tr1/LEVEL1.PHD"))
        SKIP("shared LEVEL1.PHD not present");
    CHECK(make_folder("ub_beside", files, 2, dir, sizeof dir));
    const char *argv[] = {"tomb8", dir, NULL};
    game_of(argv, 2, game, sizeof game, err, sizeof err);
    CHECK_MSG(!strcmp(game, "Tomb Raider"), "'%s' %s", game, err);
    const char *named[] = {"tomb8", dir, "--gameflow", "data/ub.gameflow", NULL};
    game_of(named, 4, game, sizeof game, err, sizeof err);
    CHECK_MSG(!strcmp(game, "Tomb Raider: Unfinished Business"), "'%s' %s", game, err);
}

/* Built-in gameflows by name (no source tree needed): `--gameflow ub`
 * plays the expansion beside TR1's levels, `--gameflow tr1` TR1, through
 * the program's own option checks (a name is not a file); `./ub`, not
 * there, is a file's path and refused. */
TEST(gameflow_builtin_by_name)
{
    static const char *const files[] = {"LEVEL1.PHD", "EGYPT.TUB"};
    char dir[PATH_MAX], err[512], game[128];
    CHECK(Gameflow_IsBuiltin("ub") && Gameflow_IsBuiltin("tr1"));
    CHECK(!Gameflow_IsBuiltin("./ub") && !Gameflow_IsBuiltin("UB") && !Gameflow_IsBuiltin(NULL));
    Gameflow *gf = malloc(sizeof *gf);
    CHECK(gf);
    CHECK(!Gameflow_LoadBuiltin("tr2", gf, err, sizeof err));
    CHECK_MSG(strstr(err, "not a built-in gameflow"), "%s", err);
    free(gf);
    if (!Test_SharedPath("tr1/LEVEL1.PHD"))
        SKIP("shared LEVEL1.PHD not present");
    CHECK(make_folder("ub_builtin", files, 2, dir, sizeof dir));
    const char *ub[] = {"tomb8", dir, "--gameflow", "ub", NULL};
    game_of(ub, 4, game, sizeof game, err, sizeof err);
    CHECK_MSG(!strcmp(game, "Tomb Raider: Unfinished Business"), "'%s' %s", game, err);
    const char *tr1[] = {"tomb8", dir, "--gameflow", "tr1", NULL};
    game_of(tr1, 4, game, sizeof game, err, sizeof err);
    CHECK_MSG(!strcmp(game, "Tomb Raider"), "'%s' %s", game, err);
    /* The program itself, from another folder than the source tree's:
     * action on the text title starts EGYPT.TUB. */
    char inputs[PATH_MAX + 32], cmd[6 * PATH_MAX], out[8192];
    snprintf(inputs, sizeof inputs, "%s/in.csv", dir);
    FILE *f = fopen(inputs, "w");
    CHECK(f);
    fprintf(f, "tick,input\n0,0\n1,64\n2,0\n3,0\n");
    fclose(f);
    char bin[PATH_MAX];
    CHECK(realpath(Test_BinPath("tomb8"), bin));
    snprintf(cmd, sizeof cmd, "cd %s && %s --headless %s --gameflow ub --inputs %s 2>&1", dir,
             bin, dir, inputs);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    CHECK_MSG(strstr(out, "\"phase\":\"level\"") && strstr(out, "EGYPT.TUB"), "%s", out);
    snprintf(cmd, sizeof cmd, "cd %s && %s --headless %s --gameflow ./ub --inputs %s 2>&1", dir,
             bin, dir, inputs);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc != 0 && strstr(out, "error:") && strstr(out, "./ub"), "exit %d: %s", rc, out);
}
