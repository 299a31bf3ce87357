/* TR3's guns and flares (Gun_RulesTR3, game/lara/lara_gun_tr3.c: TR2's gun
 * code with TR3's objects) on a room built at test time (tests/tr_build.h:
 * Lara and her weapon models from ../shared/levels/tr3/RANDO_TEST1.TR2;
 * skipped without it). Each checks what TR1's gun code, which TR3 levels
 * used before, does not do: the flare key, the uzis' meshes from TR3's
 * uzi model (TR1's code takes TR1's uzi id, TR3's Desert Eagle), and TR3's
 * rule that no rifle-type gun comes out while she crouches. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr3/object_ids_tr3.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

/* A 6x6-sector room, Lara in the middle facing +z; NULL (why says so)
 * when the donor level or one of `models` is missing. */
static TestGame *open_range(const int *models, int n, char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int r = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, r, MID(2), 0, MID(2), 0, 0);
    TestGame *t = TrBuildGame_OpenWhy(b, "gun_tr3.tr2", why, cap);
    if (!t)
        return NULL;
    for (int i = 0; i < n; i++) {
        if (!Level_FindModel(t->g.lv, (uint32_t)models[i])) {
            snprintf(why, cap, "donor level has no model %d", models[i]);
            TestGame_Delete(t);
            return NULL;
        }
    }
    return t;
}

/* Lara with only gun `type` (LGT_*) and 600 rounds for it. */
static void arm_lara(Game *g, int type)
{
    Lara *l = &g->lara;
    l->has_pistols = type == LGT_PISTOLS;
    l->has_uzis = type == LGT_UZIS;
    l->has_shotgun = type == LGT_SHOTGUN;
    l->has_magnums = l->has_m16 = l->has_grenade = l->has_harpoon = false;
    l->uzis = l->shotgun = (LaraAmmo){ 600, 0, 0 };
    Gun_Init(g);
}

#define OPEN_OR_SKIP(t, models)                                                      \
    char why_[600] = "";                                                             \
    TestGame *t = open_range(models, (int)(sizeof models / sizeof models[0]), why_,  \
                             sizeof why_);                                           \
    if (!t)                                                                          \
        SKIP(why_)

/* The flare key lights a flare from the flare box (O3_FLAREBOX_OPTION):
 * one fewer in the inventory, the flare model's mesh in her left hand and
 * a flare burning there. */
TEST(tr3_flare_key_lights_a_flare)
{
    static const int models[] = { O3_FLARE };
    OPEN_OR_SKIP(t, models);
    Game *g = &t->g;
    arm_lara(g, LGT_PISTOLS);
    g->inv.count[O3_FLAREBOX_OPTION] = 3;
    TestGame_Step(t, INPUT_FLARE, 1);
    CHECK_EQ(g->lara.gun_type, LGT_FLARE);
    TestGame_Step(t, 0, 60);
    CHECK_EQ(g->inv.count[O3_FLAREBOX_OPTION], 2);
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_HAND_L], O3_FLARE);
    CHECK(g->lara.flare_age > 0);
    TestGame_Delete(t);
}

/* Without flares the key does nothing. */
TEST(tr3_flare_key_without_flares)
{
    static const int models[] = { O3_FLARE };
    OPEN_OR_SKIP(t, models);
    Game *g = &t->g;
    arm_lara(g, LGT_PISTOLS);
    TestGame_Step(t, INPUT_FLARE, 1);
    TestGame_Step(t, 0, 30);
    CHECK_EQ(g->lara.gun_type, LGT_PISTOLS);
    CHECK_EQ(g->lara.gun_status, LGS_ARMLESS);
    TestGame_Delete(t);
}

/* The uzis come out with TR3's uzi model (O3_UZI, 5) in her hands; TR1's
 * gun code would put object 4 there (TR3's Desert Eagle). */
TEST(tr3_uzis_drawn_with_tr3_model)
{
    static const int models[] = { O3_PISTOLS, O3_UZI };
    OPEN_OR_SKIP(t, models);
    Game *g = &t->g;
    arm_lara(g, LGT_UZIS);
    TestGame_DrawGun(t);
    CHECK_EQ(g->lara.gun_status, LGS_READY);
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_HAND_R], O3_UZI);
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_HAND_L], O3_UZI);
    TestGame_Delete(t);
}

/* Crouching: the draw key leaves the shotgun on her back (TR3's LaraGun);
 * the pistols still come out in the same crouch. */
static int crouch_and_draw(TestGame *t, int type)
{
    Game *g = &t->g;
    arm_lara(g, type);
    TestGame_Step(t, INPUT_DUCK, 20);
    if (Game_LaraItem(g)->current_state != LS_DUCK)
        return -1;
    TestGame_Step(t, INPUT_DUCK | INPUT_DRAW, 1);
    TestGame_Step(t, INPUT_DUCK, 40);
    return g->lara.gun_status;
}

TEST(tr3_no_rifle_drawn_while_crouching)
{
    static const int models[] = { O3_SHOTGUN, O3_PISTOLS };
    OPEN_OR_SKIP(t, models);
    CHECK_EQ(crouch_and_draw(t, LGT_SHOTGUN), LGS_ARMLESS);
    TestGame_Delete(t);
    char why2[600] = "";
    TestGame *p = open_range(models, 2, why2, sizeof why2);
    CHECK_MSG(p != NULL, "%s", why2);
    if (!p)
        return;
    CHECK_EQ(crouch_and_draw(p, LGT_PISTOLS), LGS_READY);
    TestGame_Delete(p);
}

static int count_items(const Sim *s, int object_id)
{
    int n = 0;
    for (uint32_t i = 0; i < s->num_items; i++)
        n += s->items[i].object_id == object_id && s->items[i].active;
    return n;
}

/* The flare key again throws the held flare: an O3_FLARE_ITEM flies,
 * lands on the floor (y 0) and stops, burning on, and is gone once it is
 * 30 seconds old (TR3's flares burn half as long as TR2's; before, TR3
 * had no routine for it: it hung where it was made). */
TEST(tr3_thrown_flare_lands_and_burns_out)
{
    static const int models[] = { O3_FLARE };
    OPEN_OR_SKIP(t, models);
    Game *g = &t->g;
    arm_lara(g, LGT_PISTOLS);
    g->inv.count[O3_FLAREBOX_OPTION] = 1;
    TestGame_Step(t, INPUT_FLARE, 1);
    TestGame_Step(t, 0, 90);
    TestGame_Step(t, INPUT_FLARE, 1);
    int flying = 0;
    for (int i = 0; i < 60 && !flying; i++) {
        TestGame_Step(t, 0, 1);
        flying = count_items(&t->sim, O3_FLARE_ITEM);
    }
    CHECK_EQ(flying, 1);
    TestGame_Step(t, 0, 150);
    int fi = -1;
    for (uint32_t i = 0; i < t->sim.num_items; i++)
        if (t->sim.items[i].object_id == O3_FLARE_ITEM && t->sim.items[i].active)
            fi = (int)i;
    CHECK(fi >= 0);
    if (fi >= 0) {
        const Item *it = &t->sim.items[fi];
        CHECK_EQ(it->pos.y, 0);
        CHECK_EQ(it->speed, 0);
        int32_t age = it->data_index & 0x7FFF;
        CHECK_MSG(age > 150, "the thrown flare's age %d", (int)age);
        TestGame_Step(t, 0, GUN_FLARE_MAX_AGE_TR3 - age + 2);
    }
    CHECK_EQ(count_items(&t->sim, O3_FLARE_ITEM), 0);
    CHECK_EQ(g->lara.gun_status, LGS_ARMLESS);
    TestGame_Delete(t);
}

/* Her right upper arm's placement as TR3 draws her now. */
static Mat34 right_upper_arm(TestGame *t)
{
    RenderMeshDraw d[40];
    Game *g = &t->g;
    int n = g->rules->draw_item(g, &t->sim, t->sim.lara, 65536, d, 40);
    Mat34 m;
    memset(&m, 0, sizeof m);
    if (n > LARA_MESH_UARM_R)
        m = d[LARA_MESH_UARM_R].world;
    return m;
}

/* Out and ready, gun `type`: whether her right upper arm is drawn turned
 * when the arm's own aim turns a quarter right (arm_turn) and when her
 * torso turns an eighth (torso_turn), each against both at rest. */
static bool arm_turns(TestGame *t, int type, bool *arm_turn, bool *torso_turn)
{
    Game *g = &t->g;
    Lara *l = &g->lara;
    l->has_pistols = type == LGT_PISTOLS;
    l->has_magnums = type == LGT_MAGNUMS;
    l->has_uzis = l->has_shotgun = l->has_m16 = l->has_grenade = l->has_harpoon = false;
    l->magnums = (LaraAmmo){ 600, 0, 0 };
    Gun_Init(g);
    TestGame_DrawGun(t);
    if (l->gun_status != LGS_READY || l->gun_type != type)
        return false;
    l->right_arm.rot = l->left_arm.rot = l->torso_rot = (Vec3s){ 0, 0, 0 };
    Mat34 rest = right_upper_arm(t);
    l->right_arm.rot.y = 0x4000;
    Mat34 aimed = right_upper_arm(t);
    l->right_arm.rot.y = 0;
    l->torso_rot.y = 0x2000;
    Mat34 turned = right_upper_arm(t);
    /* the turn of the arm (its rotation; the torso moves the shoulder too) */
    *arm_turn = memcmp(rest.m, aimed.m, sizeof rest.m) != 0;
    *torso_turn = memcmp(rest.m, turned.m, sizeof rest.m) != 0;
    return true;
}

/* TR3 draws the Desert Eagle's arms by its own rule (tomb3 DrawLara's
 * LG_MAGNUMS case): her upper arms start from her placement turned by her
 * torso's turn, not by each arm's aim, which the pistols follow (as TR2's
 * draw them all). */
TEST(tr3_desert_eagle_arms_follow_the_torso)
{
    static const int models[] = { O3_PISTOLS, O3_MAGNUM };
    OPEN_OR_SKIP(t, models);
    bool eagle_arm = true, eagle_torso = false, pistol_arm = false, pistol_torso = true;
    bool eagle = arm_turns(t, LGT_MAGNUMS, &eagle_arm, &eagle_torso);
    TestGame_Delete(t);
    TestGame *u = open_range(models, 2, why_, sizeof why_);
    CHECK(u != NULL);
    bool pistols = arm_turns(u, LGT_PISTOLS, &pistol_arm, &pistol_torso);
    TestGame_Delete(u);
    CHECK(eagle);
    CHECK(pistols);
    CHECK(!eagle_arm);
    CHECK(eagle_torso);
    CHECK(pistol_arm);
    CHECK(!pistol_torso);
}
