/* TR3's bats (game/effects/bats_tr3.c) on a purpose-built TR3 room
 * (tests/tr3_trap_room.h; skipped without the shared donor level). The
 * emitter needs no model. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/effects/bats_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* Lara on a one-shot pad at (1, 1) waking a bat emitter at (4, 6)
 * facing +z, in a room tall enough for them (a pad that is not one-shot
 * wakes the emitter again every tick she stands on it: a new swarm each
 * time, as the original's). */
static TestGame *bat_room(int *emitter)
{
    int room;
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    room = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -40, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    *emitter = LB_AddItem(&b->lb, O3_BAT_EMITTER, room, MID(4), -3072, MID(6), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 1, LB_TRIG_PAD, 0, true);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, *emitter);
    TestGame *t = TrapRoom_Open(b, "tr3_bats.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

static int g_squeaks;

static void squeak(void *user, int sfx, const Vec3i *pos) { g_squeaks += sfx == 157; }

/* Triggered, the emitter lets loose 32 bats around itself and is gone;
 * they fly off (for an emitter facing +z: the original's heading 3072 of
 * 4096 steps, give or take 64, which takes them towards -z), squeak now
 * and then, and are all gone some 300 ticks later (their 144..151 ticks of
 * life counted every other tick). */
TEST(tr3_bat_emitter_lets_loose_a_swarm_that_flies_off)
{
    int emitter;
    TestGame *t = bat_room(&emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    t->g.effects.play_sound = squeak;
    g_squeaks = 0;
    CHECK_EQ(Bats3_Count(&t->g), 0);
    TestGame_Step(t, 0, 3);
    CHECK_EQ(Bats3_Count(&t->g), 32);
    CHECK(!t->sim.items[emitter].active);
    Vec3i e = t->sim.items[emitter].pos;
    for (int i = 0; i < BATS3_MAX; i++) {
        const Bat3 *b = &t->g.bats->bat[i];
        CHECK(abs(b->x - e.x) <= 512 && abs(b->z - e.z) <= 512 && abs(b->y - e.y) <= 512);
    }
    TestGame_Step(t, 0, 20);
    int64_t dz = 0, dx = 0;
    for (int i = 0; i < BATS3_MAX; i++) {
        dz += t->g.bats->bat[i].z - e.z;
        dx += t->g.bats->bat[i].x - e.x;
    }
    CHECK(dz / BATS3_MAX < -2000);
    CHECK(llabs(dx / BATS3_MAX) < 1000);
    CHECK(g_squeaks > 0);
    TestGame_Step(t, 0, 260);
    CHECK(Bats3_Count(&t->g) > 0);
    TestGame_Step(t, 0, 30);
    CHECK_EQ(Bats3_Count(&t->g), 0);
    TestGame_Delete(t);
}

/* The bats draw from the control stream, so a save keeps them: a game
 * restored mid-flight goes on with the same bats and the same stream. */
TEST(tr3_bats_survive_a_save)
{
    int emitter;
    TestGame *t = bat_room(&emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 40);
    CHECK_EQ(Bats3_Count(&t->g), 32);
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&t->g, &data, &size));
    TestGame *u = bat_room(&emitter);
    CHECK(u != NULL);
    if (u && data) {
        char err[512] = "";
        bool ok = Save_Restore(&u->g, NULL, data, size, "bats.sav", NULL, err, sizeof err);
        CHECK_MSG(ok, "%s", err);
        CHECK_EQ(Bats3_Count(&u->g), 32);
        TestGame_Step(t, 0, 30);
        TestGame_Step(u, 0, 30);
        CHECK(u->g.bats != NULL);
        for (int i = 0; u->g.bats && i < BATS3_MAX; i++) {
            CHECK_EQ(u->g.bats->bat[i].x, t->g.bats->bat[i].x);
            CHECK_EQ(u->g.bats->bat[i].z, t->g.bats->bat[i].z);
            CHECK_EQ(u->g.bats->bat[i].speed, t->g.bats->bat[i].speed);
        }
        CHECK_EQ(Sim_Hash(&u->sim), Sim_Hash(&t->sim));
    }
    free(data);
    if (u)
        TestGame_Delete(u);
    TestGame_Delete(t);
}

/* Drawn as the sprite sheet's bat, one sprite each, 512 above it. */
TEST(tr3_bats_drawn_as_the_sheets_bat)
{
    int emitter;
    TestGame *t = bat_room(&emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    const SpriteSequence *sq = Level_FindSpriteSequence(&t->lv, O3_EXPLOSION_1);
    if (!sq || -sq->neg_length <= 12) {
        TestGame_Delete(t);
        SKIP("the donor has no sprite sheet with a bat");
    }
    TestGame_Step(t, 0, 5);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(Bats3_AppendDraws(&t->g, &dl));
    CHECK_EQ((int)dl.num_sprites, 32);
    for (size_t i = 0; i < dl.num_sprites; i++) {
        CHECK_EQ(dl.sprites[i].sprite, sq->offset + 12);
        CHECK_EQ(dl.sprites[i].y, t->g.bats->bat[i].y - 512);
    }
    free(dl.sprites);
    TestGame_Delete(t);
}
