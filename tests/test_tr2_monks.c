/* TR2's monks (game/objects/tr2/creatures/monk.c) on the TR2 test range
 * (tests/tr2_range.h). The shared level has no monk: a stand-in, CULT_1's
 * model renamed MONK_1, carries the monk's routine and numbers; the blows
 * are driven from the attack state directly (his animations are the
 * cultist's), with the weapon's mesh touching Lara. */
#include "tests/test.h"

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr2/creatures/tr2_creatures.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/tr2_range.h"
#include "tests/tr_build.h"

#define MONK_ATTACK1 4
#define MONK_TOUCH 0x4000u

/* One tick of the monk's routine in his first attack with his weapon on
 * Lara (fresh blow flags); what she lost. */
static int16_t blow(TestGame *t, int monk, int lara)
{
    Game *g = &t->g;
    Item *it = &t->sim.items[monk];
    Vec3i pos = it->pos;
    it->current_state = it->goal_state = MONK_ATTACK1;
    it->touch_bits = MONK_TOUCH;
    CreatureInfo *c = it->data;
    if (c)
        c->flags &= 0x0FFF;
    int16_t before = t->sim.items[lara].hit_points = 1000;
    g->objects[O2_MONK_1].control(g, monk);
    it->pos = pos;
    return (int16_t)(before - t->sim.items[lara].hit_points);
}

/* A calm monk's blows never fall on Lara (he has no enemy: no bandit
 * near); once she has shot him he is her enemy and his blow costs 150. */
TEST(tr2_monk_friendly_until_shot)
{
    Range r = { O2_MONK_1, 1, false, true, false, 0 };
    int lara, monk;
    TestGame *t = Tr2Range_Open(&r, &lara, &monk);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    bool set_up = monk >= 0 && g->objects[O2_MONK_1].control != NULL;
    int16_t calm_lost = 0;
    for (int i = 0; set_up && i < 20; i++)
        calm_lost = (int16_t)(calm_lost + blow(t, monk, lara));
    bool calm = !Creature_MonksAngry(g);
    int16_t enemy_calm = set_up ? ((CreatureInfo *)t->sim.items[monk].data)->enemy : 0;
    /* her shot: 20 on an idle monk */
    if (set_up) {
        t->sim.items[monk].hit_points -= 20;
        Tr2Monk_HitByLara(g, monk, 20);
    }
    bool angry = Creature_MonksAngry(g);
    int16_t angry_lost = set_up ? blow(t, monk, lara) : 0;
    int16_t enemy_angry = set_up ? ((CreatureInfo *)t->sim.items[monk].data)->enemy : 0;
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK(calm);
    CHECK_EQ(enemy_calm, ITEM_NONE);
    CHECK_EQ(calm_lost, 0);
    CHECK(angry);
    CHECK_EQ(enemy_angry, lara);
    CHECK_EQ(angry_lost, 150);
}

/* While a monk is busy (not bored) he forgives stray shots up to 10 in
 * all; the one that takes the total past 10 angers every monk. Other
 * creatures' hits mean nothing to the monks. */
TEST(tr2_monk_forgives_ten_points_while_fighting)
{
    Range r = { O2_MONK_1, 3, false, true, false, 0 };
    int lara, monk;
    TestGame *t = Tr2Range_Open(&r, &lara, &monk);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    CreatureInfo *c = monk >= 0 ? t->sim.items[monk].data : NULL;
    bool after_five = true, after_ten = true, after_eleven = false;
    if (c) {
        c->mood = MOOD_ATTACK;
        Tr2Monk_HitByLara(g, lara, 50); /* not a monk */
        Tr2Monk_HitByLara(g, monk, 5);
        after_five = Creature_MonksAngry(g);
        Tr2Monk_HitByLara(g, monk, 5);
        after_ten = Creature_MonksAngry(g);
        Tr2Monk_HitByLara(g, monk, 1);
        after_eleven = Creature_MonksAngry(g);
    }
    TestGame_Delete(t);
    CHECK(c != NULL);
    CHECK(!after_five);
    CHECK(!after_ten);
    CHECK(after_eleven);
}

/* Lara's weapons' hit routine (Gun_HitTarget: bullets, grenades, bolts)
 * is what angers them: a hit on an idle calm monk turns the monks. */
TEST(tr2_monk_angered_by_laras_weapon_hit)
{
    Range r = { O2_MONK_1, 3, false, true, false, 0 };
    int lara, monk;
    TestGame *t = Tr2Range_Open(&r, &lara, &monk);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    bool set_up = monk >= 0 && t->sim.items[monk].data != NULL;
    bool before = Creature_MonksAngry(g);
    int16_t hp = set_up ? t->sim.items[monk].hit_points : 0;
    if (set_up)
        Gun_HitTarget(g, &t->sim.items[monk], 4);
    bool after = Creature_MonksAngry(g);
    int16_t lost = set_up ? (int16_t)(hp - t->sim.items[monk].hit_points) : 0;
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK(!before);
    CHECK_EQ(lost, 4);
    CHECK(after);
}
