/* The gym's best times between runs (game/gym_records.h): the original's
 * data.bin layout read and written, bad files refused with one line, and
 * a runner on a TR3 level (built at test time, tests/tr_build.h) that
 * files an assault-course time keeps it for the next runner. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/core/log.h"
#include "game/app/runner.h"
#include "game/app/setup.h"
#include "game/game_audio.h"
#include "game/gym_records.h"
#include "game/inventory/inventory.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/options.h"

#include "tests/test_game.h"
#include "tests/tr_build_game.h"
#include "tests/tr_build.h"

static bool one_line(const char *s) { return s[0] && !strchr(s, '\n'); }

static GymRecords sample(void)
{
    GymRecords r = {{0}, {0}, 1};
    r.assault[0] = 2100;
    r.assault[1] = 2400;
    r.assault[2] = 2400;
    r.quad[0] = 65 * 30 + 15;
    return r;
}

/* A fresh folder under the tests' scratch space. */
static const char *scratch(const char *name, char *out, size_t cap)
{
    snprintf(out, cap, "%s/%s", Test_TmpDir(), name);
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", out, GYM_RECORDS_FILE);
    unlink(path);
    return out;
}

TEST(gym_records_bytes_are_the_originals_data_bin)
{
    GymRecords r = sample(), back;
    uint8_t b[GYM_RECORDS_BYTES];
    GymRecords_Serialize(&r, b);
    CHECK_EQ(GYM_RECORDS_BYTES, 84);
    /* little-endian words: assault times, quad laps, the key's flag */
    CHECK(b[0] == (2100 & 0xFF) && b[1] == (2100 >> 8) && b[2] == 0 && b[3] == 0);
    CHECK_EQ(b[40], (65 * 30 + 15) & 0xFF);
    CHECK_EQ(b[80], 1);
    char err[256] = "";
    CHECK_MSG(GymRecords_Parse(&back, b, sizeof b, "data.bin", err, sizeof err), "%s", err);
    CHECK(memcmp(&r, &back, sizeof r) == 0);
}

TEST(gym_records_bad_files_are_refused_with_one_line)
{
    GymRecords r = sample(), got;
    uint8_t b[GYM_RECORDS_BYTES + 1];
    char err[256];

    GymRecords_Serialize(&r, b);
    CHECK(!GymRecords_Parse(&got, b, GYM_RECORDS_BYTES - 1, "gym.bin", err, sizeof err));
    CHECK(one_line(err) && strstr(err, "gym.bin") && strstr(err, "83 bytes") && strstr(err, "84"));
    CHECK_EQ(got.assault[0], 0u);
    CHECK(!GymRecords_Parse(&got, b, GYM_RECORDS_BYTES + 1, "gym.bin", err, sizeof err));
    CHECK(one_line(err) && strstr(err, "85 bytes"));

    /* a time past the clock's cap (word 4) */
    GymRecords bad = r;
    bad.assault[3] = GYM_TIME_MAX + 1;
    GymRecords_Serialize(&bad, b);
    CHECK(!GymRecords_Parse(&got, b, GYM_RECORDS_BYTES, "gym.bin", err, sizeof err));
    CHECK(one_line(err) && strstr(err, "word 3") && strstr(err, "59:59.90"));
    /* not fastest first; a time after an empty place */
    bad = r;
    bad.quad[1] = 10;
    GymRecords_Serialize(&bad, b);
    CHECK(!GymRecords_Parse(&got, b, GYM_RECORDS_BYTES, "gym.bin", err, sizeof err));
    CHECK(one_line(err) && strstr(err, "word 11") && strstr(err, "fastest first"));
    bad = r;
    bad.assault[5] = 3000;
    GymRecords_Serialize(&bad, b);
    CHECK(!GymRecords_Parse(&got, b, GYM_RECORDS_BYTES, "gym.bin", err, sizeof err));
    CHECK(one_line(err) && strstr(err, "word 5"));
    /* the key's flag */
    bad = r;
    bad.quad_key = 2;
    GymRecords_Serialize(&bad, b);
    CHECK(!GymRecords_Parse(&got, b, GYM_RECORDS_BYTES, "gym.bin", err, sizeof err));
    CHECK(one_line(err) && strstr(err, "word 20") && strstr(err, "flag"));
    CHECK_EQ(got.quad_key, 0u);
    /* the cap itself is a time */
    bad = (GymRecords){{GYM_TIME_MAX}, {0}, 0};
    GymRecords_Serialize(&bad, b);
    CHECK(GymRecords_Parse(&got, b, GYM_RECORDS_BYTES, "gym.bin", err, sizeof err));
}

TEST(gym_records_file_round_trip_and_missing_file)
{
    char dir[4096];
    scratch("gym_records_rt", dir, sizeof dir);
    char err[512] = "";
    GymRecords r = sample(), got = sample();
    CHECK_MSG(GymRecords_Load(&got, dir, err, sizeof err), "%s", err);
    CHECK_EQ(got.assault[0], 0u); /* none yet: empty */
    CHECK_MSG(GymRecords_Save(&r, dir, err, sizeof err), "%s", err);
    CHECK_MSG(GymRecords_Load(&got, dir, err, sizeof err), "%s", err);
    CHECK(memcmp(&r, &got, sizeof r) == 0);

    /* a damaged file: one line naming it, the records empty */
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", dir, GYM_RECORDS_FILE);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    fwrite("short", 1, 5, f);
    fclose(f);
    CHECK(!GymRecords_Load(&got, dir, err, sizeof err));
    CHECK(one_line(err) && strstr(err, GYM_RECORDS_FILE) && strstr(err, "5 bytes"));
    CHECK_EQ(got.quad_key, 0u);
}

/* A one-level runner on a built TR3 room keeping its records in dir (the
 * level played as the script's gym when `gym`). */
static Runner *open_runner_as(const char *level, const char *dir, bool gym, AppSetup *setup,
                              Level *lv)
{
    Options o;
    memset(&o, 0, sizeof o);
    o.level_path = level;
    char err[512];
    if (!AppSetup_Level(&o, setup, lv, err, sizeof err))
        return NULL;
    if (gym) {
        setup->gf->levels[0].kind = GF_LEVEL_GYM;
        setup->gf->gym_level = 0;
    }
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = setup->gf;
    cfg.install = setup->install;
    cfg.single_level = true;
    cfg.level_path = level;
    cfg.records_dir = dir;
    return Runner_Create(&cfg, err, sizeof err);
}

static Runner *open_runner(const char *level, const char *dir, AppSetup *setup, Level *lv)
{
    return open_runner_as(level, dir, false, setup, lv);
}

/* A built TR3 room with Lara and, with `key`, the gym's quad bike key
 * lying there: its path in out. */
static bool build_room(const char *name, bool key, char *out, size_t cap, char *err, size_t ecap)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return false;
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 2560, 0, 2560, 0, 0);
    /* the key's ring model: a stand-in (the donor has none) */
    if (key && (!TrBuildGame_CopyModel(&b->donor, O3_PASSPORT_OPTION, O3_KEY_OPTION_1) ||
                LB_AddItem(&b->lb, O3_KEY_ITEM_1, room, 4608, 0, 4608, 0, 0) < 0)) {
        snprintf(err, ecap, "no stand-in for the key");
        TrBuild_Delete(b);
        return false;
    }
    const char *built = TrBuild_Write(b, name, err, ecap);
    snprintf(out, cap, "%s", built ? built : "");
    TrBuild_Delete(b);
    return built != NULL;
}

/* The assault course run in one runner: its time is filed and written;
 * the next runner starts with it. */
TEST(gym_records_kept_between_runs)
{
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    char err[512] = "", level[4096];
    CHECK_MSG(build_room("gym_records.tr2", false, level, sizeof level, err, sizeof err), "%s",
              err);
    char dir[4096];
    scratch("gym_records_run", dir, sizeof dir);
    Log_SetQuiet(1);

    AppSetup setup;
    Level lv;
    Runner *r = open_runner(level, dir, &setup, &lv);
    CHECK(r != NULL);
    Runner_Step(r, 0);
    Game *g = Runner_Game(r);
    CHECK(g && g->audio && g->audio->fx.gym.records);
    FlipFx_Call(&g->audio->fx, NULL, 30); /* ASSAULT_START */
    for (int i = 0; i < 90; i++)
        Runner_Step(r, 0);
    FlipFx_Call(&g->audio->fx, NULL, 31); /* ASSAULT_FINISHED */
    Runner_Step(r, 0);
    uint32_t filed = g->audio->fx.gym.records->assault[0];
    Runner_Free(r);
    AppSetup_Release(&setup);
    Level_Free(&lv);
    CHECK(filed > 0);

    GymRecords on_disk;
    CHECK_MSG(GymRecords_Load(&on_disk, dir, err, sizeof err), "%s", err);
    CHECK_EQ(on_disk.assault[0], filed);

    r = open_runner(level, dir, &setup, &lv);
    CHECK(r != NULL);
    Runner_Step(r, 0);
    g = Runner_Game(r);
    CHECK(g && g->audio && g->audio->fx.gym.records);
    CHECK_EQ(g->audio->fx.gym.records->assault[0], filed);
    Runner_Free(r);
    AppSetup_Release(&setup);
    Level_Free(&lv);
}

/* The quad bike key (the original's QuadbikeKeyFlag): picked up in the gym
 * it is written with the times, and the next visit starts with it, the
 * one in the level gone; a level that is not the gym gives nothing. */
TEST(gym_records_quad_bike_key_kept_for_the_next_visit)
{
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    char err[512] = "", level[4096], dir[4096];
    CHECK_MSG(build_room("gym_key.tr2", true, level, sizeof level, err, sizeof err), "%s", err);
    scratch("gym_records_key", dir, sizeof dir);
    Log_SetQuiet(1);

    AppSetup setup;
    Level lv;
    Runner *r = open_runner_as(level, dir, true, &setup, &lv);
    CHECK(r != NULL);
    Runner_Step(r, 0);
    Game *g = Runner_Game(r);
    CHECK(g != NULL);
    int key = Test_FirstItem(Runner_Sim(r), O3_KEY_ITEM_1);
    CHECK(key >= 0 && Runner_Sim(r)->items[key].status != ITEM_STATUS_INVISIBLE);
    CHECK_EQ(Inventory_Count(g, O3_KEY_ITEM_1), 0);
    Inventory_Add(g, O3_KEY_ITEM_1); /* picked up */
    Runner_Step(r, 0);
    Runner_Free(r);
    AppSetup_Release(&setup);
    Level_Free(&lv);
    GymRecords on_disk;
    CHECK_MSG(GymRecords_Load(&on_disk, dir, err, sizeof err), "%s", err);
    CHECK_EQ(on_disk.quad_key, 1u);

    r = open_runner_as(level, dir, true, &setup, &lv);
    CHECK(r != NULL);
    Runner_Step(r, 0);
    g = Runner_Game(r);
    CHECK(g && Inventory_Count(g, O3_KEY_ITEM_1) == 1);
    key = Test_FirstItem(Runner_Sim(r), O3_KEY_ITEM_1);
    CHECK(key >= 0 && Runner_Sim(r)->items[key].status == ITEM_STATUS_INVISIBLE);
    Runner_Free(r);
    AppSetup_Release(&setup);
    Level_Free(&lv);

    r = open_runner(level, dir, &setup, &lv);
    CHECK(r != NULL);
    Runner_Step(r, 0);
    g = Runner_Game(r);
    CHECK(g && Inventory_Count(g, O3_KEY_ITEM_1) == 0);
    Runner_Free(r);
    AppSetup_Release(&setup);
    Level_Free(&lv);
}
