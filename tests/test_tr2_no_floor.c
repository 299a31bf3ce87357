/* A TR2 script's "no floor" (the Floating Islands' 9728) in the game, on
 * purpose-built TR2 rooms (tests/tr_build.h; skipped without the shared
 * donor level): a floor exactly that deep is no floor (it reads 0x4000),
 * and Lara below that depth is dead, her death timer nine seconds on.
 * (The script's "deadly water" is read nowhere by the original.) The
 * whole-game side (the Islands' block) is in test_tr2_game.c. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)
#define CLICK 256
#define PIT_DEPTH (8 * CLICK)

static TestGame *open_built(TrBuild *b, const char *name)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    Log_SetQuiet(1);
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        fprintf(stderr, "%s: %s\n", name, err[0] ? err : "does not open");
        free(t);
        return NULL;
    }
    return t;
}

/* A room 8 x 8 with floor 0, its sectors x 4..6 by z 2..5 a pit 8 clicks
 * deep; Lara at (2.5, 3.5) facing the pit (+x). */
static TestGame *pit_room(void)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -16, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, room, 4, 2, 6, 5, PIT_DEPTH / CLICK);
    LB_AddItem(&b->lb, O2_LARA, room, MID(2), 0, MID(3), 0x4000, 0);
    return open_built(b, "tr2_pit.tr2");
}

static int32_t floor_at(Game *g, int32_t x, int32_t z)
{
    int16_t room = 0;
    const RoomSector *s = World_Sector(&g->world, x, 0, z, &room);
    return World_Height(&g->world, s, x, 0, z);
}

TEST(tr2_no_floor_reads_the_floor_at_its_depth_as_none)
{
    TestGame *t = pit_room();
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    CHECK_EQ(floor_at(g, MID(5), MID(3)), PIT_DEPTH);
    g->world.no_floor = PIT_DEPTH;
    CHECK_EQ(floor_at(g, MID(5), MID(3)), 0x4000);
    CHECK_EQ(floor_at(g, MID(2), MID(3)), 0);
    g->world.no_floor = PIT_DEPTH + CLICK;
    CHECK_EQ(floor_at(g, MID(5), MID(3)), PIT_DEPTH);
    TestGame_Delete(t);
}

/* She runs into the pit: without the option she lands on its floor and
 * lives; with the pit's depth as "no floor" she falls on and is dead as
 * she passes it, the death timer at nine seconds. */
TEST(tr2_no_floor_kills_her_below_it)
{
    for (int no_floor = 0; no_floor < 2; no_floor++) {
        TestGame *t = pit_room();
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
        Game *g = &t->g;
        Item *lara = Game_LaraItem(g);
        if (no_floor)
            g->world.no_floor = PIT_DEPTH;
        int died_at = -1;
        int32_t y_at_death = 0;
        int16_t count_at_death = 0;
        for (int i = 0; i < 150 && died_at < 0; i++) {
            TestGame_Step(t, i < 40 ? INPUT_FORWARD : 0, 1);
            if (lara->hit_points < 0) {
                died_at = i;
                y_at_death = lara->pos.y;
                count_at_death = g->lara.death_count;
            }
        }
        if (!no_floor) {
            CHECK_MSG(died_at < 0, "died at tick %d", died_at);
            CHECK_EQ(lara->pos.y, PIT_DEPTH);
        } else {
            CHECK_MSG(died_at >= 0, "alive at y %d", lara->pos.y);
            CHECK(y_at_death >= PIT_DEPTH);
            CHECK_EQ(count_at_death, 9 * SIM_TICK_HZ);
        }
        TestGame_Delete(t);
    }
}
