/* Area 51's flamethrower guard (game/objects/tr3/creatures/flamer.c) on
 * a stand-in TR3 range (tests/tr3_range.h: Lara's meshes, animations of
 * our own, one per state; the shared level has no flamethrower guard). */
#include "tests/test.h"

#include "game/creature/creature.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

enum { FL_STOP = 1, FL_WALK = 2, FL_WAIT = 4, FL_WALK_FIRE = 6, FL_DEATH = 7, FL_WALK_AIM = 9,
       FL_STOP_AIM = 10, FL_STOP_FIRE = 11 };

/* Standing in animation 0 (the first: he has no initialise), dying in 19
 * as the original numbers it. */
static const Tr3Anim k_flamer_anims[] = {
    { FL_STOP, 10, 0, -1, false },      { FL_WALK, 10, 20, -1, false },
    { FL_WAIT, 10, 0, -1, false },      { FL_WALK_FIRE, 10, 20, -1, false },
    { FL_WALK_AIM, 5, 20, -1, false },  { FL_STOP_AIM, 5, 0, -1, false },
    { FL_STOP_FIRE, 10, 0, -1, false }, { 30, 5, 0, -1, false },
    { 31, 5, 0, -1, false },            { 32, 5, 0, -1, false },
    { 33, 5, 0, -1, false },            { 34, 5, 0, -1, false },
    { 35, 5, 0, -1, false },            { 36, 5, 0, -1, false },
    { 37, 5, 0, -1, false },            { 38, 5, 0, -1, false },
    { 39, 5, 0, -1, false },            { 40, 5, 0, -1, false },
    { 41, 5, 0, -1, false },            { FL_DEATH, 10, 0, -1, true },
};
#define FLAMER_ANIMS ((int)(sizeof k_flamer_anims / sizeof k_flamer_anims[0]))

static bool lara_burning(const TestGame *t)
{
    const EffectList *l = &t->g.effects;
    for (int i = l->next_active, n = 0; i >= 0 && i < EFFECT_MAX && n < EFFECT_MAX;
         i = l->fx[i].next_active, n++)
        if (l->fx[i].object_id == O3_FLAME && l->fx[i].counter < 0)
            return true;
    return false;
}

static int puffs(const TestGame *t)
{
    const EffectList *l = &t->g.effects;
    int n = 0;
    for (int i = l->next_active; i >= 0 && i < EFFECT_MAX && n < EFFECT_MAX; i = l->fx[i].next_active)
        n += l->fx[i].object_id == O3_DRAGON_FIRE;
    return n;
}

/* The speed of this tick's new puff (counter 19: made and run once), 0
 * none. */
static int16_t new_puff_speed(const TestGame *t)
{
    const EffectList *l = &t->g.effects;
    int n = 0;
    for (int i = l->next_active; i >= 0 && i < EFFECT_MAX && n < EFFECT_MAX;
         i = l->fx[i].next_active, n++)
        if (l->fx[i].object_id == O3_DRAGON_FIRE && l->fx[i].counter == 19)
            return l->fx[i].speed;
    return 0;
}

/* Two sectors from Lara, with no one else about, he leaves her alone;
 * once her gun hurts him he turns on her and pours fire: a puff of TR3's
 * stream of fire each tick, its speed growing (4 times 1, 2, 3, 4, 6, 8,
 * 11, 14, 18, 23, 29, 37), then 4 times 12..43. The stand-in's gun is
 * Lara's torso, pointing at the floor, so its puffs go out there: that
 * the stream sets her alight is tr3_fire_stream_burns_and_breath_poisons'. */
TEST(tr3_flamer_fires_at_lara_only_once_she_hurts_him)
{
    Tr3Range r = { O3_FLAMETHROWER_BLOKE, k_flamer_anims, FLAMER_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    int lara, man, other;
    TestGame *t = Tr3Range_Open(&r, &lara, &man, &other);
    if (!t)
        SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
    Tr3Range_Wake(t, man);
    int fire = 0;
    for (int i = 0; i < 150; i++) {
        TestGame_Step(t, 0, 1);
        fire += puffs(t);
    }
    CHECK_EQ(fire, 0);
    CHECK(!lara_burning(t));
    Gun2_HitTarget(&t->g, &t->sim.items[man], NULL, 1);
    CHECK_EQ(t->sim.items[man].hit_points, 35);
    int ticks = 0;
    int16_t speed = 0;
    while (!(speed = new_puff_speed(t)) && ticks < 300) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    static const int16_t ramp[] = { 1, 2, 3, 4, 6, 8, 11, 14, 18, 23, 29, 37 };
    int16_t seen[12 + 4];
    seen[0] = speed;
    for (int i = 1; i < 16; i++) {
        TestGame_Step(t, 0, 1);
        seen[i] = new_puff_speed(t);
    }
    int16_t state = t->sim.items[man].current_state;
    TestGame_Delete(t);
    CHECK_MSG(speed != 0, "no fire %d ticks after he was hurt", ticks);
    CHECK(state == FL_STOP_FIRE || state == FL_WALK_FIRE);
    for (int i = 0; i < 12; i++)
        CHECK_EQ(seen[i], ramp[i] * 4);
    /* (A fast puff from the stand-in's gun, pointing at the floor, may
     * reach it in its first tick and be gone: 0.) */
    int flicker = 0;
    for (int i = 12; i < 16; i++) {
        CHECK(seen[i] == 0 || (seen[i] >= 12 * 4 && seen[i] <= 43 * 4 && seen[i] % 4 == 0));
        flicker += seen[i] != 0;
    }
    CHECK(flicker > 0);
}

/* Out of hit points he falls in animation 19 and stays down. */
TEST(tr3_flamer_dies_at_zero_hit_points)
{
    Tr3Range r = { O3_FLAMETHROWER_BLOKE, k_flamer_anims, FLAMER_ANIMS, 4, 0, false, 0, NULL, 0, 0 };
    int lara, man, other;
    TestGame *t = Tr3Range_Open(&r, &lara, &man, &other);
    if (!t)
        SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
    Tr3Range_Wake(t, man);
    t->sim.items[man].hit_points = 0;
    TestGame_Step(t, 0, 1);
    int16_t st = t->sim.items[man].current_state;
    int rel = Tr3Range_RelAnim(t, man);
    TestGame_Step(t, 0, 30);
    int16_t later = t->sim.items[man].current_state;
    TestGame_Delete(t);
    CHECK_EQ(st, FL_DEATH);
    CHECK_EQ(rel, 19);
    CHECK_EQ(later, FL_DEATH);
}

/* His looks (game/effects/flamer_looks_tr3.c, tomb3 FlamerControl,
 * TriggerPilotFlame): not firing, a pilot flame a tick riding on him
 * (20..23 ticks) and a small light at his nozzle (reach 6..9); pouring
 * fire, no pilot flame, each puff with its four flames. */
TEST(tr3_flamer_pilot_flame_and_light)
{
    Tr3Range r = { O3_FLAMETHROWER_BLOKE, k_flamer_anims, FLAMER_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    int lara, man, other;
    TestGame *t = Tr3Range_Open(&r, &lara, &man, &other);
    if (!t)
        SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
    Tr3Range_Wake(t, man);
    TestGame_Step(t, 0, 2);
    for (int i = 0; i < SPARK3_MAX; i++)
        t->g.sparks->s[i].on = false;
    uint32_t m = t->g.sparks->made;
    TestGame_Step(t, 0, 10);
    CHECK_EQ(t->g.sparks->made - m, 10u);
    int riding = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (s->on && (s->flags & SPARK3_ITEM) && s->fx_obj == man) {
            riding++;
            CHECK(s->s_life >= 20 && s->s_life <= 23);
        }
    }
    CHECK_EQ(riding, 10);
    CHECK(t->g.lights.count >= 1);
    /* hurt, he pours fire: four flames a puff, no pilot */
    Gun2_HitTarget(&t->g, &t->sim.items[man], NULL, 1);
    for (int i = 0; i < 300 && !new_puff_speed(t); i++)
        TestGame_Step(t, 0, 1);
    CHECK(new_puff_speed(t) != 0);
    TestGame_Step(t, 0, 1);
    int16_t st = t->sim.items[man].current_state;
    if (st == FL_STOP_FIRE || st == FL_WALK_FIRE) {
        m = t->g.sparks->made;
        TestGame_Step(t, 0, 1);
        if (t->sim.items[man].current_state == st && new_puff_speed(t))
            CHECK(t->g.sparks->made - m >= 4u);
    }
    TestGame_Delete(t);
}
