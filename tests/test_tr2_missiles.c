/* TR2's knives and harpoons (game/effects/missile_tr2.c) and the people
 * who throw and fire them, on the TR2 test range (tests/tr2_range.h; the
 * knife thrower is a stand-in: CULT_1's model renamed). */
#include "tests/test.h"

#include "engine/sim/sim.h"
#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/tr2_range.h"
#include "tests/tr_build.h"

/* The first active effect of an object id, -1 when none. */
static int find_effect(Game *g, int object_id)
{
    for (int fx = g->effects.next_active, n = 0; fx >= 0 && n < EFFECT_MAX; n++) {
        const Effect *e = Effect_Get(g, fx);
        if (!e)
            break;
        if (e->object_id == object_id)
            return fx;
        fx = e->next_active;
    }
    return -1;
}

/* Steps the game until Lara's hit points change or `ticks` pass; the
 * number of ticks it took (ticks when they never changed). */
static int ticks_until_hurt(TestGame *t, int lara, int ticks, int16_t *lost)
{
    int16_t hp = t->sim.items[lara].hit_points;
    for (int i = 0; i < ticks; i++) {
        TestGame_Step(t, 0, 1);
        if (t->sim.items[lara].hit_points != hp) {
            *lost = (int16_t)(hp - t->sim.items[lara].hit_points);
            return i;
        }
    }
    *lost = 0;
    return ticks;
}

/* In his throwing state with Lara in sight he throws one knife from his
 * hand; it flies to her (150 a tick) and costs her exactly 50. */
TEST(tr2_knife_thrower_knife_reaches_lara)
{
    Range r = { O2_CULT_2, 3, false, true, false, 0 };
    int lara, man;
    TestGame *t = Tr2Range_Open(&r, &lara, &man);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    Item *it = &t->sim.items[man];
    it->current_state = it->goal_state = 5; /* left-hand throw */
    bool set_up = g->objects[O2_CULT_2].control != NULL;
    if (set_up)
        g->objects[O2_CULT_2].control(g, man);
    int knife = find_effect(g, O2_MISSILE_KNIFE);
    /* only the knife from now on */
    Sim_RemoveActive(&t->sim, man);
    int16_t lost = 0;
    int took = ticks_until_hurt(t, lara, 60, &lost);
    bool became_blood = knife >= 0 && Effect_Get(g, knife)->object_id == O2_BLOOD;
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK(knife >= 0);
    CHECK_EQ(lost, 50);
    /* three sectors at 150 a tick, less the reach: about 17 ticks */
    CHECK_MSG(took > 8 && took < 30, "hit after %d ticks", took);
    CHECK(became_blood);
}

/* A harpoon fired in air dips a degree a tick and falls short of a Lara
 * six sectors off (a ricochet on the floor, no harm); a knife from the same
 * place, flying straight, reaches her. */
TEST(tr2_harpoon_dips_out_of_water_knife_flies_straight)
{
    Range r = { O2_CULT_1, 6, false, false, false, 0 };
    int lara, man;
    int16_t lost[2] = { 0, 0 };
    bool ricochet = false;
    for (int k = 0; k < 2; k++) {
        TestGame *t = Tr2Range_Open(&r, &lara, &man);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
        Game *g = &t->g;
        Effect_SetupMissilesTR2(g);
        Sim_RemoveActive(&t->sim, man);
        const Item *it = &t->sim.items[man];
        int fx = (k == 0 ? Effect_HarpoonTR2 : Effect_KnifeTR2)(
            g, it->pos.x, it->pos.y - 700, it->pos.z, 0, it->rot.y, it->room);
        ticks_until_hurt(t, lara, 60, &lost[k]);
        if (k == 0)
            ricochet = fx >= 0 && Effect_Get(g, fx)->object_id == O2_RICOCHET;
        TestGame_Delete(t);
    }
    CHECK_EQ(lost[0], 0);
    CHECK(ricochet);
    CHECK_EQ(lost[1], 50);
}

/* The diver (stand-in model) under water: aiming, he goes on to fire only
 * with Lara in front of him and in sight; firing, he lets one harpoon go. */
static void diver_aims(bool wall, int16_t *goal, bool *harpoon, bool *opened)
{
    Range r = { O2_DIVER, 3, wall, true, true, 0 };
    int lara, man;
    TestGame *t = Tr2Range_Open(&r, &lara, &man);
    *opened = t != NULL && man >= 0 && t->g.objects[O2_DIVER].control != NULL;
    if (!*opened) {
        if (t)
            TestGame_Delete(t);
        return;
    }
    Game *g = &t->g;
    Item *it = &t->sim.items[man];
    Vec3i pos = it->pos;
    it->current_state = it->goal_state = 4; /* aiming deep */
    g->objects[O2_DIVER].control(g, man);
    *goal = it->goal_state;
    it->pos = pos;
    it->current_state = it->goal_state = 3; /* firing deep */
    ((CreatureInfo *)it->data)->flags = 0;
    g->objects[O2_DIVER].control(g, man);
    *harpoon = find_effect(g, O2_MISSILE_HARPOON) >= 0;
    TestGame_Delete(t);
}

TEST(tr2_diver_fires_harpoons_at_lara_in_sight)
{
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR2)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int16_t goal_open = 0, goal_wall = 0;
    bool harpoon_open = false, harpoon_wall = false, opened = false, opened_wall = false;
    diver_aims(false, &goal_open, &harpoon_open, &opened);
    diver_aims(true, &goal_wall, &harpoon_wall, &opened_wall);
    CHECK(opened && opened_wall);
    CHECK_EQ(goal_open, 3);
    CHECK_EQ(goal_wall, 1);
    CHECK(harpoon_open);
}

/* The flamethrower (WORKER_5, stand-in model): from his shooting state he
 * pours fire; it reaches Lara two sectors off within its 20 ticks, costs
 * her 3 and sets her alight (she goes on burning after it). */
TEST(tr2_flamethrower_sets_lara_alight)
{
    Range r = { O2_WORKER_5, 2, false, true, false, 0 };
    int lara, man;
    TestGame *t = Tr2Range_Open(&r, &lara, &man);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    bool set_up = man >= 0 && g->objects[O2_WORKER_5].control != NULL;
    bool fire = false;
    int16_t lost = 0, later = 0;
    int took = 0;
    if (set_up) {
        Item *it = &t->sim.items[man];
        it->current_state = it->goal_state = 5; /* shooting from a wait */
        g->objects[O2_WORKER_5].control(g, man);
        fire = find_effect(g, O2_MISSILE_FLAME) >= 0;
        Sim_RemoveActive(&t->sim, man);
        took = ticks_until_hurt(t, lara, 25, &lost);
        int16_t hp = t->sim.items[lara].hit_points;
        TestGame_Step(t, 0, 10);
        later = (int16_t)(hp - t->sim.items[lara].hit_points);
    }
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK(fire);
    CHECK_MSG(took < 20, "reached her after %d ticks", took);
    CHECK_EQ(lost, 3);
    CHECK_MSG(later > 0, "she stopped burning (lost %d in 10 ticks)", later);
}
