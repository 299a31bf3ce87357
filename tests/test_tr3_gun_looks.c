/* TR3's looks of Lara's shots (game/lara/lara_gun_tr3_looks.c,
 * game/effects/gun_shell_tr3.c): smoke trailing from a gun after a shot,
 * its count running down; the shotgun's first puffs and sparks along the
 * barrel; a spent shell that falls and bounces on the floor, slower each
 * time, gone after its bounces. On a room built at test time
 * (tests/tr_build.h; skipped without the donor level). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

static TestGame *open_range(void)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int r = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, r, MID(2), 0, MID(2), 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "gun_looks_tr3.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    bool ok = path && t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        return NULL;
    }
    return t;
}

/* Lara with gun `type` drawn and ready; false when it never is. */
static bool ready_gun(TestGame *t, int type)
{
    Lara *l = &t->g.lara;
    l->has_pistols = type == LGT_PISTOLS;
    l->has_shotgun = type == LGT_SHOTGUN;
    l->has_uzis = l->has_magnums = l->has_m16 = l->has_grenade = l->has_harpoon = false;
    l->shotgun = (LaraAmmo){ 600, 0, 0 };
    Gun_Init(&t->g);
    return TestGame_DrawGun(t);
}

static int count_fx(const Game *g, int object_id)
{
    int n = 0;
    const EffectList *l = &g->effects;
    for (int i = l->next_active; i >= 0 && i < EFFECT_MAX; i = l->fx[i].next_active)
        n += l->fx[i].object_id == object_id;
    return n;
}

/* The pistols firing at nothing: after each shot the hand's gun smokes
 * for 28 ticks, a puff a tick, and a shell leaves that hand (when the
 * level has the shell's model). */
TEST(tr3_gun_looks_pistol_smoke_and_shells)
{
    TestGame *t = open_range();
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Game *g = &t->g;
    if (!Level_FindModel(g->lv, O3_PISTOLS) || !ready_gun(t, LGT_PISTOLS)) {
        TestGame_Delete(t);
        SKIP("donor level has no pistols");
    }
    CHECK_EQ(g->sparks->smoke_l + g->sparks->smoke_r, 0);
    uint32_t before = g->sparks->made;
    int shells = 0, smoking = 0;
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        shells += count_fx(g, O3_GUNSHELL) > 0;
        smoking += g->sparks->smoke_l > 0 || g->sparks->smoke_r > 0;
    }
    CHECK(g->lara.pistols.ammo >= 0);
    CHECK(smoking > 20);
    CHECK(g->sparks->made - before > 20); /* smoke puffs */
    CHECK_EQ(g->sparks->smoke_weapon, LGT_PISTOLS);
    if (Level_FindModel(g->lv, O3_GUNSHELL))
        CHECK(shells > 0);
    /* let go: the smoke runs down and stops */
    TestGame_Step(t, 0, 40);
    CHECK_EQ(g->sparks->smoke_l + g->sparks->smoke_r, 0);
    TestGame_Delete(t);
}

/* The shotgun's shot: seven first puffs and twelve sparks along the
 * barrel in the tick it fires, then its smoke for 32 ticks. */
TEST(tr3_gun_looks_shotgun_burst)
{
    TestGame *t = open_range();
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Game *g = &t->g;
    if (!Level_FindModel(g->lv, O3_SHOTGUN) || !ready_gun(t, LGT_SHOTGUN)) {
        TestGame_Delete(t);
        SKIP("donor level has no shotgun");
    }
    int most = 0;
    for (int i = 0; i < 40 && g->lara.shotgun.ammo == 600; i++) {
        uint32_t before = g->sparks->made;
        TestGame_Step(t, INPUT_ACTION, 1);
        most = (int)(g->sparks->made - before);
    }
    CHECK(g->lara.shotgun.ammo < 600);
    CHECK(most >= 19);
    CHECK_EQ(g->sparks->smoke_l, 31); /* 32, one tick run down */
    TestGame_Delete(t);
}

/* A shell dropped half a sector above the floor: it falls faster each
 * tick, bounces off the floor back up at half its speed, slower across,
 * and is gone after its bounces. */
TEST(tr3_gun_looks_shell_bounces)
{
    TestGame *t = open_range();
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Game *g = &t->g;
    int fx = Effect_Create(g, 0);
    CHECK(fx != EFFECT_NONE);
    Effect *e = Effect_Get(g, fx);
    e->object_id = O3_GUNSHELL;
    e->pos = (Vec3i){ MID(3), -512, MID(3) };
    e->rot = (Vec3s){ 0, 0, 0 };
    e->speed = 40;
    e->fall_speed = 0;
    e->counter = 2;
    e->frame_num = 0x4000; /* heading +x */
    int bounces = 0, ticks = 0;
    int16_t fall = 0, speed = e->speed;
    int32_t x0 = e->pos.x;
    while (count_fx(g, O3_GUNSHELL) && ticks < 200) {
        fall = e->fall_speed;
        speed = e->speed;
        Effect_Control(g);
        ticks++;
        if (!count_fx(g, O3_GUNSHELL))
            break;
        CHECK(e->pos.y <= 0); /* never through the floor */
        if (e->speed < speed) {
            bounces++;
            CHECK_EQ(e->speed, speed - 8);
            CHECK(e->fall_speed < 0); /* back up */
            CHECK(-e->fall_speed <= (fall + 6) / 2 + 1);
        }
    }
    CHECK_EQ(bounces, 2);
    CHECK(ticks > 10 && ticks < 200);
    CHECK(e->pos.x > x0); /* it flew along its heading */
    TestGame_Delete(t);
}
