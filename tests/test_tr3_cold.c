/* TR3's cold water (game/lara/lara_water_tr2.c: chill, LaraTable.cold_water
 * on a Game.cold_water level; game/ui/hud.c: the cold bar), as the
 * original's LaraControl and DrawGameInfo on Antarctica and RX-Tech Mines,
 * on rooms built at test time (tests/tr_build.h; skipped without
 * ../shared/levels/tr3/RANDO_TEST1.TR2). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/game.h"
#include "game/gameflow/gameflow.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara.h"
#include "game/save/save.h"
#include "game/ui/hud.h"
#include "game/ui/text.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

/* `pool`: a room all under water (floor 8 clicks down), Lara treading
 * water in it; else a dry room whose far half (z 6..10) is over water
 * `depth` clicks deep (2, or 8 with `deep`), Lara on the dry floor at
 * (3.5, 2.5) facing it. */
static TestGame *open_level(bool pool, bool deep, bool cold)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    if (pool) {
        int r = LB_AddRoom(&b->lb, 0, 0, 8, 8, 8, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
        b->lb.rooms[r].water = true;
        LB_AddItem(&b->lb, 0, r, MID(3), 1024, MID(3), 0, 0);
    } else {
        int wet;
        int dry = TrBuild_AddDryOverPool(b, deep ? 8 : 2, &wet);
        LB_AddItem(&b->lb, 0, dry, MID(3), 0, MID(2), 0, 0);
    }
    char err[512] = "";
    const char *path = TrBuild_Write(b, pool ? "tr3_cold_pool.tr2" : "tr3_cold_wade.tr2", err,
                                     sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    bool ok = path && t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        fprintf(stderr, "tr3_cold: %s\n", err);
        free(t);
        return NULL;
    }
    t->g.cold_water = cold;
    return t;
}

static TestGame *open_cold(bool pool, bool cold) { return open_level(pool, false, cold); }

#define OPEN_OR_SKIP(t, pool, cold)                                                 \
    do {                                                                            \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                          \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        (t) = open_cold(pool, cold);                                                \
        CHECK((t) != NULL);                                                         \
        if (!(t))                                                                   \
            return;                                                                 \
    } while (0)

/* Under water the cold takes two of her 600 a tick, on a cold level only;
 * once none is left she loses 10 hit points a tick. */
TEST(lara_tr3_cold_water_chills_two_a_tick_under_water)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true, true);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    CHECK_EQ(t->g.lara.water_status, LWS_UNDERWATER);
    TestGame_Step(t, 0, 10);
    int16_t ten = t->g.lara.cold;
    int16_t hp = l->hit_points;
    t->g.lara.cold = LARA_EXPOSURE_MAX - 1; /* one left */
    TestGame_Step(t, 0, 1);
    int16_t spent = t->g.lara.cold, hp1 = l->hit_points;
    TestGame_Step(t, 0, 1);
    int16_t hp2 = l->hit_points;
    TestGame_Delete(t);
    CHECK_EQ(ten, 20);
    CHECK_EQ(spent, LARA_EXPOSURE_MAX + 1);
    CHECK_EQ(hp1, hp - 10);
    CHECK_EQ(hp2, hp - 20);

    /* the same pool on a level that is not cold: nothing */
    OPEN_OR_SKIP(t, true, false);
    TestGame_Step(t, 0, 10);
    int16_t warm = t->g.lara.cold;
    TestGame_Delete(t);
    CHECK_EQ(warm, 0);
}

/* Wading takes one a tick; on dry land it comes back one a tick, up to
 * full; at the surface one a tick goes. */
TEST(lara_tr3_cold_water_wading_and_dry_land)
{
    TestGame *t;
    OPEN_OR_SKIP(t, false, true);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    t->g.lara.cold = 50;
    TestGame_Step(t, 0, 10);
    int16_t dried = t->g.lara.cold;
    t->g.lara.cold = 0;
    int waded = 0, wade_cold_before = -1, wade_cold_after = -1;
    for (int i = 0; i < 400 && waded < 12; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (t->g.lara.water_status == LWS_WADE) {
            if (waded == 1)
                wade_cold_before = t->g.lara.cold;
            waded++;
        }
    }
    wade_cold_after = t->g.lara.cold;
    TestGame_Delete(t);
    CHECK_EQ(dried, 40);
    CHECK_EQ(waded, 12); /* ticks 3..12 of wading: ten */
    CHECK_EQ(wade_cold_after - wade_cold_before, 10);

    /* into water eight clicks deep and up to the surface: one a tick
     * goes there */
    t = open_level(false, true, true);
    CHECK(t != NULL);
    if (!t)
        return;
    for (int i = 0; i < 400 && t->g.lara.water_status != LWS_SURFACE; i++) {
        bool dry = t->g.lara.water_status == LWS_ABOVE_WATER ||
                   t->g.lara.water_status == LWS_WADE;
        /* in, then up: back pitches her up, jump swims */
        TestGame_Step(t, dry ? INPUT_FORWARD : INPUT_BACK | INPUT_JUMP, 1);
    }
    int16_t status = t->g.lara.water_status;
    int16_t c0 = t->g.lara.cold;
    TestGame_Step(t, 0, 10);
    int16_t status2 = t->g.lara.water_status;
    int16_t c1 = t->g.lara.cold;
    TestGame_Delete(t);
    CHECK_EQ(status, LWS_SURFACE);
    CHECK_EQ(status2, LWS_SURFACE);
    CHECK_EQ(c1 - c0, 10);
}

/* The cold bar (DrawGameInfo): under the health bar on the left, cyan, as
 * wide as the warmth left; none while she is warm; empty once spent. */
TEST(ui_hud_cold_bar_when_chilled)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true, true);
    const int w = 640, h = 480;
    uint8_t *fb = malloc((size_t)w * h);
    CHECK(fb != NULL);
    UiCanvas c;
    UiCanvas_Init(&c, &t->lv, fb, w, h);
    Hud hud;
    Hud_Init(&hud, &t->g);
    memset(fb, 255, (size_t)w * h);
    Hud_Draw(&hud, &t->g, &c);
    bool none = fb[25 * w + 8] == 255;
    t->g.lara.cold = LARA_EXPOSURE_MAX / 2; /* half left */
    memset(fb, 255, (size_t)w * h);
    Hud_Draw(&hud, &t->g, &c);
    uint8_t in = fb[25 * w + 8 + 40], out = fb[25 * w + 8 + 60];
    t->g.lara.cold = LARA_EXPOSURE_MAX + 1; /* spent */
    memset(fb, 255, (size_t)w * h);
    Hud_Draw(&hud, &t->g, &c);
    uint8_t empty = fb[25 * w + 8];
    free(fb);
    TestGame_Delete(t);
    CHECK_MSG(none, "a cold bar while she is warm");
    CHECK_EQ(in, c.colours[UI_COL_CYAN]);
    CHECK_EQ(out, 0);
    CHECK_EQ(empty, 0);
}

/* A TR3 save keeps how cold she is; a level named as the original's cold
 * levels is cold when played alone. */
TEST(lara_tr3_cold_survives_a_save)
{
    CHECK(Gameflow_ColdWaterFile("data/ANTARC.TR2"));
    CHECK(Gameflow_ColdWaterFile("x\\mines.tr2"));
    CHECK(!Gameflow_ColdWaterFile("data/CITY.TR2"));
    CHECK(!Gameflow_ColdWaterFile("ANTARC.TR2/x.tr2"));
    TestGame *t;
    OPEN_OR_SKIP(t, true, true);
    t->g.lara.cold = 333;
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&t->g, &data, &size));
    TestGame_Delete(t);
    TestGame *u = open_cold(true, true);
    CHECK(u != NULL);
    if (u && data) {
        char err[512] = "";
        bool ok = TestGame_Restore(&u->g, data, size, "cold.sav", err, sizeof err);
        CHECK_MSG(ok, "%s", err);
        CHECK_EQ(u->g.lara.cold, 333);
    }
    free(data);
    if (u)
        TestGame_Delete(u);
}

/* A breath spark: black going grey 32, 37..40 ticks, the sheet's smoke
 * (TriggerBreath). */
static int breaths(const TestGame *t)
{
    int n = 0;
    for (int i = 0; t->g.sparks && i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        n += s->on && s->sr == 0 && s->dr == 32 && s->dg == 32 && s->db == 32 && s->scalar == 3 &&
             s->s_life >= 37 && s->s_life <= 40 && (s->flags & SPARK3_DEF);
    }
    return n;
}

/* Her breath in the cold (tomb3 LaraBreath, on Antarctica and RX-Tech
 * Mines): standing, a puff every tick once her breathing stand (103) is 30
 * frames in, from 64 ahead of her head, blown on ahead of her (she faces
 * +z) by 64..191; turning on the spot, on 17 ticks of every 64; none on a
 * level that is not cold, none under water. The game's streams are the
 * same with or without them. */
TEST(lara_tr3_breath_in_the_cold)
{
    TestGame *t, *warm;
    OPEN_OR_SKIP(t, false, true);
    OPEN_OR_SKIP(warm, false, false);
    Item *l = Game_LaraItem(&t->g);
    const Animation *breathe = &t->g.lv->animations[LARA_ANIM_BREATH];
    int first = -1, per_tick_ok = 1;
    for (int i = 0; i < 120; i++) {
        uint32_t made = t->g.sparks->made;
        TestGame_Step(t, 0, 1);
        TestGame_Step(warm, 0, 1);
        bool due = l->current_state == LS_STOP && l->frame >= breathe->frame_start + 30;
        int n = (int)(t->g.sparks->made - made);
        if (n != (due ? 1 : 0))
            per_tick_ok = 0;
        if (due && first < 0)
            first = i;
    }
    CHECK_MSG(first >= 0, "never 30 frames into her breathing stand (state %d anim %d)",
              l->current_state, l->anim);
    CHECK(per_tick_ok);
    CHECK(breaths(t) > 0);
    CHECK_EQ(warm->g.sparks->made, 0u);
    CHECK(t->sim.prng.control == warm->sim.prng.control && t->sim.prng.draw == warm->sim.prng.draw);
    int ahead = 0, near_head = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (!s->on)
            continue;
        ahead += s->zvel >= 48 && s->zvel <= 200;
        near_head += s->y < l->pos.y - 400 && abs(s->x - l->pos.x) < 200;
    }
    CHECK(ahead > 0 && near_head > 0);
    /* turning on the spot: 17 of 64 ticks */
    TestGame_Step(t, INPUT_LEFT, 4);
    uint32_t made = t->g.sparks->made;
    bool turning = true;
    for (int i = 0; i < 64; i++) {
        TestGame_Step(t, INPUT_LEFT, 1);
        turning &= l->current_state != LS_STOP && l->current_state != LS_DUCK;
    }
    CHECK(turning);
    CHECK_EQ(t->g.sparks->made - made, 17u);
    TestGame_Delete(t);
    TestGame_Delete(warm);

    /* under water: none */
    OPEN_OR_SKIP(t, true, true);
    TestGame_Step(t, 0, 64);
    CHECK_EQ(t->g.lara.water_status, LWS_UNDERWATER);
    CHECK_EQ(t->g.sparks->made, 0u);
    TestGame_Delete(t);
}
