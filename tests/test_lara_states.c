/* Lara's tick and her dry-land states (game/lara/lara_control.c,
 * lara_state.c, lara_look.c): the reference traces of LEVEL1, Lara's own
 * columns (not the camera's), and the look helpers. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara_internal.h"
#include "game/rules/rules.h"
#include "game/trace.h"

#include "tests/test_levels.h"

/* Columns tick .. rng_control_seed: everything the trace says about Lara and
 * the random stream, before the reference's internal animation number and
 * the camera. */
#define LARA_COLUMNS 24

/* Splits a CSV line in place; returns the number of fields. */
static int split(char *line, char **f, int max)
{
    int n = 0;
    char *p = line;
    while (n < max) {
        f[n++] = p;
        char *c = strchr(p, ',');
        if (!c)
            break;
        *c = '\0';
        p = c + 1;
    }
    char *nl = strpbrk(f[n - 1], "\r\n");
    if (nl)
        *nl = '\0';
    return n;
}

/* Replays trace `name` from the demo start the harness uses and returns the
 * number of ticks whose Lara columns all equal the reference (stops at the
 * first difference, described in what). -1: not available. */
static int lara_prefix(const char *name, int *rows, char *what, size_t what_cap)
{
    char rel[128];
    snprintf(rel, sizeof rel, "../traces/%s.csv", name);
    const char *ref_path = Test_SharedPath(rel);
    const char *lvl_path = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!ref_path || !lvl_path)
        return -1;
    char path[512];
    snprintf(path, sizeof path, "%s", ref_path);
    InputWord *words = NULL;
    uint32_t n = 0;
    char err[256];
    if (!Trace_ReadInputs(path, &words, &n, err, sizeof err))
        return -1;
    FILE *ref = fopen(path, "r");
    Level lv;
    Log_SetQuiet(1);
    if (!ref || !Level_Load(lvl_path, &lv, err, sizeof err)) {
        if (ref)
            fclose(ref);
        free(words);
        return -1;
    }
    Sim sim;
    GameAudio ga;
    Game *g = calloc(1, sizeof *g);
    SimConfig cfg = {.animate_all = false};
    int same = 0;
    *rows = (int)n;
    what[0] = '\0';
    if (g && Sim_Init(&sim, &lv, &cfg, err, sizeof err)) {
        GameAudio_Attach(&ga, &sim, NULL, NULL);
        if (Game_Attach(g, &sim, err, sizeof err)) {
            Game_SetAudio(g, &ga);
            char line[1024], ours[TRACE_ROW_MAX];
            if (!fgets(line, sizeof line, ref)) /* header */
                line[0] = '\0';
            for (uint32_t t = 0; t < n && fgets(line, sizeof line, ref); t++) {
                Game_Tick(g, words[t]);
                Trace_Row(&sim, g, t, ours, sizeof ours);
                char *a[64], *b[64];
                int na = split(line, a, 64), nb = split(ours, b, 64);
                int bad = -1;
                for (int c = 0; c < LARA_COLUMNS && bad < 0; c++)
                    if (c >= na || c >= nb || strcmp(a[c], b[c]) != 0)
                        bad = c;
                if (bad >= 0) {
                    snprintf(what, what_cap, "tick %u column %d: ref %s ours %s", t, bad,
                             bad < na ? a[bad] : "-", bad < nb ? b[bad] : "-");
                    break;
                }
                same++;
            }
            Game_Free(g);
        }
        GameAudio_Free(&ga);
        Sim_Free(&sim);
    }
    free(g);
    Level_Free(&lv);
    fclose(ref);
    free(words);
    return same;
}

/* Every LEVEL1 trace: walking, running, turns, side steps, hops, jumps,
 * rolls, ledges, guns and random keys reproduce Lara's state on every
 * tick. */
TEST(lara_level1_traces_match_lara_columns)
{
    static const char *names[] = {"LEVEL1_walk_run_turn", "LEVEL1_jumps", "LEVEL1_ledges",
                                  "LEVEL1_pistols", "LEVEL1_random_1"};
    int ran = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        int rows = 0;
        char what[256];
        int same = lara_prefix(names[i], &rows, what, sizeof what);
        if (same < 0)
            continue;
        ran++;
        CHECK_MSG(same == rows, "%s: %d of %d ticks, then %s", names[i], same, rows, what);
    }
    if (!ran)
        SKIP("LEVEL1 or its traces not available");
}

/* A game on a real level, Lara standing, for the unit checks below. */
typedef struct {
    Level lv;
    Sim sim;
    Game g;
} Stage;

static bool stage_up(Stage *st)
{
    const char *p = Test_SharedPath("tr1/LEVEL1.PHD");
    char err[256];
    Log_SetQuiet(1);
    if (!p || !Level_Load(p, &st->lv, err, sizeof err))
        return false;
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&st->sim, &st->lv, &cfg, err, sizeof err) ||
        !Game_Attach(&st->g, &st->sim, err, sizeof err)) {
        Level_Free(&st->lv);
        return false;
    }
    return true;
}

static void stage_down(Stage *st)
{
    Game_Free(&st->g);
    Sim_Free(&st->sim);
    Level_Free(&st->lv);
}

/* The standing sideways look stops at the game table's limit
 * (GameRules.lara_consts): TR1's 9100, and 8008 under TR2's table (only its
 * Lara numbers are read by the look, so the TR1 stage serves); the surface
 * look's limit is shared. The up/down tilt limits likewise (TR3's differ). */
TEST(lara_look_limit_from_game_table)
{
    Stage *st = calloc(1, sizeof *st);
    CHECK(st);
    if (!stage_up(st)) {
        free(st);
        SKIP("LEVEL1 not available");
    }
    Game *g = &st->g;
    const GameRules *own = g->rules;
    static const int16_t want[2] = {-9100, -8008};
    for (int k = 0; k < 2; k++) {
        g->rules = k ? &GameRules_TR2 : own;
        g->lara.head_rot.y = 0;
        for (int i = 0; i < 40; i++) {
            g->sim->input = INPUT_LOOK | INPUT_LEFT;
            g->input_taken = 0;
            Lara_LookLeftRight(g);
        }
        CHECK_EQ(g->lara.head_rot.y, want[k]); /* whole steps of 364 land on both */
        /* Treading water the limit is 9100 in every game: steps of 546
         * overshoot it to -9282 (under 8008 they would stop at -8190). */
        g->lara.head_rot.y = 0;
        for (int i = 0; i < 40; i++) {
            g->sim->input = INPUT_LOOK | INPUT_LEFT;
            g->input_taken = 0;
            Lara_LookLeftRightSurf(g);
        }
        CHECK_EQ(g->lara.head_rot.y, -9282);
    }
    /* The tilt limits: TR1's -7644 / 4004 (whole steps), TR3's -6370
     * (overshot to -6552) / 5460. */
    static const GameRules *tilt_rules[2] = {&GameRules_TR1, &GameRules_TR3};
    static const int16_t want_up[2] = {-7644, -6552}, want_down[2] = {4004, 5460};
    for (int k = 0; k < 2; k++) {
        g->rules = tilt_rules[k];
        for (int dir = 0; dir < 2; dir++) {
            g->lara.head_rot.x = 0;
            for (int i = 0; i < 40; i++) {
                g->sim->input = INPUT_LOOK | (dir ? INPUT_BACK : INPUT_FORWARD);
                g->input_taken = 0;
                Lara_LookUpDown(g);
            }
            CHECK_EQ(g->lara.head_rot.x, dir ? want_down[k] : want_up[k]);
        }
    }
    g->rules = own;
    stage_down(st);
    free(st);
}

/* The look helpers take the direction bits they use out of the tick's
 * input, turn the head in half head-turn steps up to the limit, and put the
 * camera in look mode; the torso follows unless her hands are busy. */
TEST(lara_look_consumes_input_and_clamps)
{
    Stage *st = calloc(1, sizeof *st);
    CHECK(st);
    if (!stage_up(st)) {
        free(st);
        SKIP("LEVEL1 not available");
    }
    Game *g = &st->g;
    for (int i = 0; i < 40; i++) {
        g->sim->input = INPUT_LOOK | INPUT_LEFT | INPUT_FORWARD;
        g->input_taken = 0;
        Lara_LookLeftRight(g);
        Lara_LookUpDown(g);
        CHECK_EQ(Game_Input(g), INPUT_LOOK); /* the look took the directions */
        CHECK_EQ(g->sim->input, INPUT_LOOK | INPUT_LEFT | INPUT_FORWARD); /* the word stays */
    }
    CHECK_EQ(g->camera.type, CAM_LOOK);
    /* -9100 is reached in steps of 364 and overshot by less than a step */
    CHECK(g->lara.head_rot.y <= -g->rules->lara_consts->max_head_rotation &&
          g->lara.head_rot.y > -g->rules->lara_consts->max_head_rotation - LARA_HEAD_TURN / 2);
    CHECK(g->lara.head_rot.x <= g->rules->lara_consts->min_head_tilt &&
          g->lara.head_rot.x > g->rules->lara_consts->min_head_tilt - LARA_HEAD_TURN / 2);
    CHECK_EQ(g->lara.torso_rot.y, g->lara.head_rot.y);
    CHECK_EQ(g->lara.torso_rot.x, g->lara.head_rot.x);
    g->lara.gun_status = LGS_HANDS_BUSY;
    int16_t torso = g->lara.torso_rot.y;
    g->sim->input = INPUT_RIGHT;
    g->input_taken = 0;
    Lara_LookLeftRight(g);
    CHECK_EQ(g->lara.head_rot.y, (int16_t)(torso + LARA_HEAD_TURN / 2));
    CHECK_EQ(g->lara.torso_rot.y, torso);
    stage_down(st);
    free(st);
}

/* Standing with look held: the head turns, the turn keys do not start a
 * turn, and the head eases back (an eighth a tick, then snaps) once the
 * key is released and the camera has left look mode. */
TEST(lara_stop_look_then_head_eases_back)
{
    Stage *st = calloc(1, sizeof *st);
    CHECK(st);
    if (!stage_up(st)) {
        free(st);
        SKIP("LEVEL1 not available");
    }
    Game *g = &st->g;
    Item *l = Game_LaraItem(g);
    CHECK(l);
    for (int i = 0; i < 10; i++)
        Game_Tick(g, INPUT_LOOK | INPUT_RIGHT);
    CHECK_EQ(l->current_state, LS_STOP);
    CHECK_EQ(l->goal_state, LS_STOP);
    CHECK_EQ(l->rot.y, 0);
    CHECK_EQ(g->lara.head_rot.y, 10 * (LARA_HEAD_TURN / 2));
    int16_t prev = g->lara.head_rot.y;
    Game_Tick(g, 0);
    /* this tick the stop state gives the camera back to the chase camera */
    CHECK_EQ(g->lara.head_rot.y, (int16_t)(prev - prev / 8));
    for (int i = 0; i < 60; i++)
        Game_Tick(g, 0);
    CHECK_EQ(g->lara.head_rot.y, 0);
    CHECK_EQ(g->lara.torso_rot.y, 0);
    stage_down(st);
    free(st);
}
