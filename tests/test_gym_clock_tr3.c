/* TR3's gym clocks (game/gym_clock.h): the assault course's and the quad
 * bike's flipeffects (tomb3 effects.cpp) on a purpose-built TR3 room
 * (tests/tr_build.h; skipped without the shared donor level), the ten best
 * times, and the read-out's format (tomb3 health.cpp). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/flipeffect.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/gym_clock.h"
#include "game/gym_records.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define MID(n) ((n) * 1024 + 512)

enum { START = 30, STOP = 29, RESET = 28, FINISHED = 31, PEN4 = 33, PEN30 = 37 };
enum { QSTART = 34, QSTOP = 35, QFINISHED = 36 };

static int g_track;
static void record_track(void *user, int track) { g_track = track; }

/* A TR3 room with Lara and the game's flipeffects attached (the clocks
 * filing into *rec). */
static TestGame *open_gym(GameAudio *ga, GymRecords *rec)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "gym_clock3.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!path || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "gym_clock3: %s\n", err);
        free(t);
        TrBuild_Delete(b);
        return NULL;
    }
    TrBuild_Delete(b);
    GameAudio_Attach(ga, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, ga);
    ga->fx.play_music = record_track;
    ga->fx.gym.records = rec;
    g_track = 0;
    return t;
}

/* A trigger's effect, run at the end of a tick, as Game_Tick runs it. */
static void fire(GameAudio *ga, int effect)
{
    FlipFx_Trigger(&ga->fx, effect);
    FlipFx_RunTick(&ga->fx);
}

static void ticks(GameAudio *ga, int n)
{
    for (int i = 0; i < n; i++)
        FlipFx_RunTick(&ga->fx);
}

/* Start zeroes and runs the clock (counted after each tick's effect),
 * penalties of 240 and 900 ticks wait for the finish and show 120 ticks,
 * stop freezes it still shown, the finish adds the penalties and 300 a
 * standing target, files the time, praises one under three minutes;
 * reset hides it. The clock is idle before the start. */
TEST(gym_clock_tr3_assault_course)
{
    GameAudio ga;
    GymRecords rec = {0};
    TestGame *t = open_gym(&ga, &rec);
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    GymClock *c = &ga.fx.gym;
    ticks(&ga, 10);
    CHECK_EQ(c->timer, 0);
    CHECK(!c->display);

    fire(&ga, START);
    CHECK(c->active && c->display);
    CHECK_EQ(c->timer, 1);
    CHECK_EQ(t->sim.flip_effect, -1);
    /* the room has no targets: counted anew, none stand */
    CHECK_EQ(c->targets, 0);
    ticks(&ga, 99);
    CHECK_EQ(c->timer, 100);

    fire(&ga, PEN4);
    CHECK_EQ(c->penalties, 240);
    CHECK_EQ(c->penalty_display, 119);
    fire(&ga, PEN30);
    CHECK_EQ(c->penalties, 1140);
    ticks(&ga, 200);
    CHECK_EQ(c->penalty_display, 0);
    CHECK_EQ(c->timer, 302);

    fire(&ga, STOP);
    ticks(&ga, 50);
    CHECK(!c->active && c->display);
    CHECK_EQ(c->timer, 302);
    /* stopped: no penalty, no finish */
    fire(&ga, PEN30);
    CHECK_EQ(c->penalties, 1140);
    fire(&ga, FINISHED);
    CHECK_EQ(rec.assault[0], 0u);

    /* a second run, with one target said to stand */
    fire(&ga, START);
    CHECK_EQ(c->penalties, 0);
    ticks(&ga, 499);
    CHECK_EQ(c->timer, 500);
    fire(&ga, PEN4);
    c->targets = 1;
    fire(&ga, FINISHED);
    /* 501 on the clock when it finished (the effect runs before the
     * tick's count), then 240 and 300 */
    CHECK_EQ(c->timer, 501 + 240 + 300);
    CHECK(!c->active && c->display);
    CHECK_EQ(c->target_penalties, 300);
    CHECK_EQ(c->penalty_display, 299);
    CHECK_EQ(rec.assault[0], 1041u);
    CHECK_EQ(g_track, 95);
    ticks(&ga, 5);
    CHECK_EQ(c->timer, 1041);

    fire(&ga, RESET);
    CHECK(!c->active && !c->display);
    CHECK_EQ(c->penalty_display, 0);
    TestGame_Delete(t);
}

/* The quad bike's lap runs only for Lara riding: the lap time is kept,
 * shown 300 ticks, filed among the best; a slow lap earns no praise. */
TEST(gym_clock_tr3_quad_lap)
{
    GameAudio ga;
    GymRecords rec = {0};
    TestGame *t = open_gym(&ga, &rec);
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    GymClock *c = &ga.fx.gym;
    CHECK_EQ(t->g.lara.vehicle, -1);
    fire(&ga, QSTART);
    CHECK(!c->active && !c->display);

    /* (only the effects run here: her vehicle is not driven) */
    t->g.lara.vehicle = 0;
    fire(&ga, QSTART);
    CHECK(c->active && c->display);
    ticks(&ga, 6000);
    fire(&ga, QFINISHED);
    CHECK(!c->active);
    CHECK_EQ(c->lap_time, 6001);
    CHECK_EQ(c->lap_display, 299);
    CHECK_EQ(rec.quad[0], 6001u);
    CHECK_EQ(rec.assault[0], 0u);
    CHECK_EQ(g_track, 0);
    ticks(&ga, 400);
    CHECK_EQ(c->lap_display, 0);

    fire(&ga, QSTART);
    ticks(&ga, 10);
    fire(&ga, QSTOP);
    CHECK(!c->active && c->display);
    CHECK_EQ(c->timer, 11);
    t->g.lara.vehicle = -1;
    fire(&ga, QSTART);
    CHECK_EQ(c->timer, 11);
    TestGame_Delete(t);
}

/* Ten best, fastest first; a time no better than the tenth is not kept. */
TEST(gym_clock_tr3_best_times)
{
    uint32_t best[GYM_BEST] = {0};
    CHECK(GymRecords_Add(best, 500));
    CHECK(GymRecords_Add(best, 300));
    CHECK(GymRecords_Add(best, 400));
    CHECK_EQ(best[0], 300u);
    CHECK_EQ(best[1], 400u);
    CHECK_EQ(best[2], 500u);
    CHECK_EQ(best[3], 0u);
    for (uint32_t i = 0; i < 7; i++)
        CHECK(GymRecords_Add(best, 600 + i));
    CHECK(!GymRecords_Add(best, 606));
    CHECK(!GymRecords_Add(best, 9000));
    CHECK(GymRecords_Add(best, 100));
    CHECK_EQ(best[0], 100u);
    CHECK_EQ(best[9], 605u);
}

/* A run finished on the tick it started (0 ticks) is filed as 1: 0 marks an
 * empty place, and a list with a time after one is refused when read back,
 * which would lose every best time. */
TEST(gym_clock_tr3_zero_time_keeps_the_file_good)
{
    GymRecords r;
    memset(&r, 0, sizeof r);
    CHECK(GymRecords_Add(r.quad, 500));
    CHECK(GymRecords_Add(r.quad, 0));
    CHECK_EQ(r.quad[0], 1u);
    CHECK_EQ(r.quad[1], 500u);
    uint8_t bytes[GYM_RECORDS_BYTES];
    GymRecords_Serialize(&r, bytes);
    GymRecords back;
    char err[200] = "";
    CHECK_MSG(GymRecords_Parse(&back, bytes, sizeof bytes, "gym.bin", err, sizeof err), "%s", err);
    CHECK_EQ(back.quad[0], 1u);
    CHECK_EQ(back.quad[1], 500u);
}

/* Replayed or recorded input keeps no records (the key flag would change a
 * replayed gym run); otherwise the settings folder. */
TEST(gym_records_not_kept_for_replays)
{
    CHECK(GymRecords_Dir("/s", true) == NULL);
    CHECK(GymRecords_Dir("/s", false) != NULL);
}

/* The read-out: minutes, seconds, hundredths (334 * (t % 30) / 100);
 * under 2 ticks reads 0; capped at 59:59.90. */
TEST(gym_clock_tr3_format)
{
    char s[16];
    GymClock_Format(5399, s, sizeof s);
    CHECK_MSG(strcmp(s, "2:59.96") == 0, "%s", s);
    GymClock_Format(1, s, sizeof s);
    CHECK_MSG(strcmp(s, "0:00.00") == 0, "%s", s);
    GymClock_Format(2, s, sizeof s);
    CHECK_MSG(strcmp(s, "0:00.06") == 0, "%s", s);
    GymClock_Format(GYM_TIME_MAX + 100, s, sizeof s);
    CHECK_MSG(strcmp(s, "59:59.90") == 0, "%s", s);
}
