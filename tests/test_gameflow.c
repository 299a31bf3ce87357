/* The gameflow file (game/gameflow/gameflow.h): the built-in TR1 gameflow
 * (the original's order, titles, tracks, cut-scenes; the same text as
 * data/tr1.gameflow), every kind of mistake reported as FILE:LINE, and
 * mutated files that must parse or fail with one such line. */
#include "tests/test.h"

#include "game/gameflow/gameflow.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Gameflow *parse(const char *text, char *err, size_t cap)
{
    Gameflow *gf = malloc(sizeof *gf);
    if (!Gameflow_Parse(text, strlen(text), "t.gameflow", gf, err, cap)) {
        free(gf);
        return NULL;
    }
    return gf;
}

TEST(gameflow_default_is_the_data_file)
{
    size_t n;
    uint8_t *file = Test_ReadFile("data/tr1.gameflow", &n);
    if (!file)
        SKIP("data/tr1.gameflow not found (run from the project root)");
    const char *text = Gameflow_DefaultText();
    bool same = n == strlen(text) && !memcmp(file, text, n);
    free(file);
    CHECK_MSG(same, "game/gameflow/gameflow_default.c differs from data/tr1.gameflow");
}

TEST(gameflow_default_tr1)
{
    Gameflow *gf = malloc(sizeof *gf);
    char err[512];
    CHECK_MSG(Gameflow_LoadDefault(gf, err, sizeof err), "%s", err);
    CHECK(!strcmp(gf->game, "Tomb Raider"));
    CHECK(gf->has_title);
    CHECK(!strcmp(gf->title_file, "TITLE.PHD"));
    CHECK_EQ(gf->title_music, 2);
    CHECK_EQ(gf->num_title_steps, 3);
    /* the gym and the fifteen levels, in the original's order */
    static const char *const files[] = {
        "GYM.PHD",     "LEVEL1.PHD",  "LEVEL2.PHD",  "LEVEL3A.PHD",  "LEVEL3B.PHD",  "LEVEL4.PHD",
        "LEVEL5.PHD",  "LEVEL6.PHD",  "LEVEL7A.PHD", "LEVEL7B.PHD",  "LEVEL8A.PHD",  "LEVEL8B.PHD",
        "LEVEL8C.PHD", "LEVEL10A.PHD", "LEVEL10B.PHD", "LEVEL10C.PHD"};
    static const char *const titles[] = {
        "Lara's Home",       "Caves",           "City of Vilcabamba", "Lost Valley",
        "Tomb of Qualopec",  "St. Francis' Folly", "Colosseum",       "Palace Midas",
        "The Cistern",       "Tomb of Tihocan", "City of Khamoon",    "Obelisk of Khamoon",
        "Sanctuary of the Scion", "Natla's Mines", "Atlantis",        "The Great Pyramid"};
    static const int music[] = {-1, 57, 57, 57, 57, 59, 59, 59, 58, 58, 59, 59, 59, 58, 60, 60};
    CHECK_EQ(gf->num_levels, 16);
    for (int i = 0; i < 16; i++) {
        CHECK_MSG(!strcmp(gf->levels[i].file, files[i]), "level %d: %s", i, gf->levels[i].file);
        CHECK_MSG(!strcmp(gf->levels[i].title, titles[i]), "level %d: %s", i, gf->levels[i].title);
        CHECK_EQ(gf->levels[i].music, music[i]);
    }
    CHECK_EQ(gf->gym_level, 0);
    CHECK_EQ(gf->first_level, 1);
    CHECK_EQ(Gameflow_NextLevel(gf, 1), 2);
    CHECK_EQ(Gameflow_NextLevel(gf, 15), -1);
    /* the cut-scenes follow Qualopec, Tihocan, the Mines and Atlantis */
    static const struct {
        int level;
        const char *cut;
    } cuts[] = {{4, "CUT1.PHD"}, {9, "CUT2.PHD"}, {13, "CUT3.PHD"}, {14, "CUT4.PHD"}};
    CHECK_EQ(gf->num_cutscenes, 4);
    for (size_t k = 0; k < COUNT_OF(cuts); k++) {
        const GameflowLevel *lv = &gf->levels[cuts[k].level];
        int found = -1;
        for (int i = 0; i < lv->num_steps; i++)
            if (lv->steps[i].kind == GF_STEP_CUTSCENE)
                found = lv->steps[i].arg;
        CHECK(found >= 0);
        CHECK_MSG(!strcmp(gf->cutscenes[found].file, cuts[k].cut), "%s", gf->cutscenes[found].file);
    }
    const GameflowCutscene *c1 = &gf->cutscenes[Gameflow_FindCutscene(gf, "data/cut1.phd")];
    CHECK(c1->has_origin_x && c1->has_origin_z && c1->has_angle);
    CHECK_EQ(c1->origin_x, 36668);
    CHECK_EQ(c1->origin_z, 63180);
    CHECK_EQ(c1->angle, -23312);
    CHECK_EQ(c1->music, 23);
    const GameflowCutscene *c3 = &gf->cutscenes[Gameflow_FindCutscene(gf, "CUT3.PHD")];
    CHECK(c3->flip_map && !c3->has_origin_x);
    CHECK_EQ(c3->angle, 16384);
    const GameflowCutscene *c2 = &gf->cutscenes[Gameflow_FindCutscene(gf, "CUT2.PHD")];
    CHECK_EQ(c2->num_mesh_swaps, 2);
    CHECK_EQ(c2->mesh_swaps[1].mesh, 4);
    /* Qualopec: play, the cut-scene, then the statistics */
    const GameflowLevel *q = &gf->levels[4];
    CHECK_EQ(q->num_steps, 3);
    CHECK_EQ(q->steps[0].kind, GF_STEP_PLAY);
    CHECK_EQ(q->steps[1].kind, GF_STEP_CUTSCENE);
    CHECK_EQ(q->steps[2].kind, GF_STEP_STATS);
    /* the Mines take the guns; Atlantis gives the pistols back */
    CHECK(gf->levels[13].remove_guns && gf->levels[13].remove_scions);
    CHECK_EQ(gf->levels[14].num_give, 1);
    CHECK_EQ(gf->levels[14].give[0].object_id, 84);
    /* the gym has no statistics */
    for (int i = 0; i < gf->levels[0].num_steps; i++)
        CHECK(gf->levels[0].steps[i].kind != GF_STEP_STATS);
    CHECK_EQ(Gameflow_FindLevel(gf, "/x/DATA/level10c.phd"), 15);
    free(gf);
}

static void expect_error(const char *text, const char *want, char *got, size_t cap)
{
    Gameflow *gf = parse(text, got, cap);
    if (gf) {
        free(gf);
        snprintf(got, cap, "(parsed)");
    }
    (void)want;
}

TEST(gameflow_errors_name_file_and_line)
{
    static const struct {
        const char *text, *want;
    } cases[] = {
        {"", "error: t.gameflow:1: empty gameflow"},
        {"level A.PHD \"A\"\n", "error: t.gameflow:1: the file must start with 'gameflow 1'"},
        {"gameflow 2\n", "error: t.gameflow:1: gameflow version 2"},
        {"gameflow 1\n", "error: t.gameflow:1: no level or gym block"},
        {"gameflow 1\nlevel A.PHD \"A\"\n  play\n", "error: t.gameflow:2: block without 'end'"},
        {"gameflow 1\nlevel A.PHD \"A\"\nend\n", "error: t.gameflow:3: the block of A.PHD"},
        {"gameflow 1\nlevel A.PHD \"A\n", "error: t.gameflow:2: unterminated quoted string"},
        {"gameflow 1\nlevel A.PHD \"A\"\n  play\n  play\nend\n",
         "error: t.gameflow:4: 'play' given twice"},
        {"gameflow 1\nlevel A.PHD \"A\"\n  music 1000\n", "error: t.gameflow:3: '1000' is not"},
        {"gameflow 1\nlevel A.PHD \"A\"\n  music x\n", "error: t.gameflow:3: 'x' is not"},
        {"gameflow 1\nlevel A.PHD \"A\"\n  jump\n", "error: t.gameflow:3: 'jump' inside a level"},
        {"gameflow 1\nlevel ../A.PHD \"A\"\n", "error: t.gameflow:2: file name '../A.PHD'"},
        {"gameflow 1\nlevel /A.PHD \"A\"\n", "error: t.gameflow:2: file name '/A.PHD'"},
        {"gameflow 1\nlevel A.PHD \"A\"\n play\n cutscene C.PHD\nend\n",
         "error: t.gameflow:4: cut-scene C.PHD has no cutscene block"},
        {"gameflow 1\nlevel A.PHD \"A\"\n play\nend\nlevel a.phd \"B\"\n",
         "error: t.gameflow:5: level a.phd is already"},
        {"gameflow 1\nend\n", "error: t.gameflow:2: 'end' without a block"},
        {"gameflow 1\nbogus\n", "error: t.gameflow:2: unknown statement 'bogus'"},
        {"gameflow 1\ncutscene C.PHD \"C\"\n angle 70000\n", "error: t.gameflow:3: '70000'"},
        {"gameflow 1\ncutscene C.PHD \"C\"\nend\ncutscene c.phd \"D\"\n",
         "error: t.gameflow:4: cut-scene c.phd is defined twice"},
        {"gameflow 1\ngym A.PHD \"A\"\n play\nend\ngym B.PHD \"B\"\n",
         "error: t.gameflow:5: a second gym block"},
        {"gameflow 1\ngame a b\n", "error: t.gameflow:2: 'game': too many values"},
        {"gameflow 1\nlevel A.PHD \"A\"x\n", "error: t.gameflow:2: a quoted string must be"},
        {"gameflow 1\nlevel A\"B \"A\"\n", "error: t.gameflow:2: a quote inside a word"},
        {"gameflow 1\nlevel A.PHD \"A\" x\n", "error: t.gameflow:2: 'level': too many values"},
        {"gameflow 1\ntitle T.PHD\n play\n", "error: t.gameflow:3: 'play' inside a title block"},
        {"gameflow 1\nlevel A.PHD \"A\"\n give 84 0\n", "error: t.gameflow:3: '0' is not"},
    };
    char got[600];
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        expect_error(cases[i].text, cases[i].want, got, sizeof got);
        CHECK_MSG(!strncmp(got, cases[i].want, strlen(cases[i].want)), "case %zu: got '%s'", i,
                  got);
        CHECK_MSG(!strchr(got, '\n'), "case %zu: two lines", i);
    }
    /* a long line, a NUL byte */
    char *big = malloc(3000);
    memset(big, 'a', 2999);
    memcpy(big, "gameflow 1\n#", 12);
    big[2999] = '\0';
    expect_error(big, "", got, sizeof got);
    free(big);
    CHECK_MSG(strstr(got, "t.gameflow:2: line longer than") != NULL, "%s", got);
    Gameflow *gf = malloc(sizeof *gf);
    CHECK(!Gameflow_Parse("gameflow 1\n\0", 12, "t.gameflow", gf, got, sizeof got));
    CHECK_MSG(strstr(got, "t.gameflow:2: NUL byte") != NULL, "%s", got);
    free(gf);
}

TEST(gameflow_quotes_comments_forward_cutscenes)
{
    char err[512];
    Gameflow *gf = parse("# a comment\n"
                         "gameflow 1   # version\n"
                         "game \"A \\\"quoted\\\" \\\\ game\"\n"
                         "level L.PHD \"Two words\"#comment\n"
                         "  play\n"
                         "  cutscene C.PHD\n"
                         "end\n"
                         "cutscene C.PHD \"C\"\n"
                         "  origin-x -5\n"
                         "end\n",
                         err, sizeof err);
    CHECK_MSG(gf, "%s", err);
    CHECK(!strcmp(gf->game, "A \"quoted\" \\ game"));
    CHECK(!strcmp(gf->levels[0].title, "Two words"));
    CHECK(!gf->has_title);
    CHECK_EQ(gf->cutscenes[gf->levels[0].steps[1].arg].origin_x, -5);
    CHECK_EQ(gf->first_level, 0);
    CHECK_EQ(gf->gym_level, -1);
    free(gf);
}

TEST(gameflow_mutations)
{
    const char *text = Gameflow_DefaultText();
    size_t n = strlen(text);
    char *d = malloc(n + 1);
    Gameflow *gf = malloc(sizeof *gf);
    char err[600];
    uint32_t seed = 7;
    for (int k = 0; k < 4000; k++) {
        memcpy(d, text, n);
        size_t len = n;
        for (int m = 0; m < 1 + k % 3; m++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % n;
            seed = seed * 1103515245u + 12345u;
            static const char pool[] = "\"#\n \\0x9-e";
            d[at] = k % 5 == 0 ? (char)(seed >> 16) : pool[(seed >> 16) % (sizeof pool - 1)];
        }
        if (k % 7 == 0)
            len = (seed >> 4) % n;
        if (!Gameflow_Parse(d, len, "m.gameflow", gf, err, sizeof err)) {
            CHECK_MSG(!strncmp(err, "error: m.gameflow:", 18) && !strchr(err, '\n'),
                      "mutation %d: '%s'", k, err);
        } else {
            /* whatever parsed refers only to what exists */
            for (int l = 0; l < gf->num_levels; l++)
                for (int s = 0; s < gf->levels[l].num_steps; s++) {
                    const GameflowStep *st = &gf->levels[l].steps[s];
                    if (st->kind == GF_STEP_CUTSCENE)
                        CHECK(st->arg >= 0 && st->arg < gf->num_cutscenes);
                    if (st->kind == GF_STEP_FMV || st->kind == GF_STEP_PICTURE)
                        CHECK(st->arg >= 0 && st->arg < gf->num_movies);
                }
        }
    }
    free(d);
    free(gf);
}
