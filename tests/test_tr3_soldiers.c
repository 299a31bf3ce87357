/* TR3's soldiers, divers, the autogun and Winston
 * (game/objects/tr3/creatures/) on stand-ins: the TR3 arena
 * (tests/tr3_beast_arena.h: the monkey's model under the kind's id, with a
 * pool for the diver) and the TR3 range (tests/tr3_range.h: Lara's meshes
 * under the kind's id). The shared TR3 level has none of their models. */
#include "tests/test.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_beast_arena.h"
#include "tests/tr3_guard_anims.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

/* ---- the diver ------------------------------------------------------------ */

/* The monkey's states as the diver's: stop = swim at the top 2, walk = aim
 * deep 4, run = swim deep 1, sit = aim at the top 6, eat = shoot at the
 * top 7, death 9, low attack = shoot deep 3. */
static const int k_diver_map[TR3_MONKEY_STATES] = { 0, 2, 4, -1, 1, -1, 6, 7, -1, -1, -1,
                                                    9, 3, -1, -1, -1, -1, -1, -1, -1, -1 };

/* Effects of this object on the active list. */
static int count_fx(const Game *g, int object_id)
{
    int n = 0;
    for (int i = g->effects.next_active; i >= 0 && i < EFFECT_MAX; i = g->effects.fx[i].next_active)
        n += g->effects.fx[i].object_id == object_id;
    return n;
}

/* In his shot he fires one harpoon (TR3's: O3_DIVER_HARPOON) at Lara in
 * the water; it costs her 50 when it reaches her and is gone. */
TEST(tr3_diver_harpoon_costs_lara_50)
{
    Tr3Arena a = { O3_DIVER, k_diver_map, 0, 2 };
    int diver = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &diver);
    Game *g = &t->g;
    Item *it = &t->sim.items[diver], *lara = &t->sim.items[t->sim.lara];
    int16_t hp = g->objects[O3_DIVER].hit_points;
    TestGame_Step(t, 0, 2);
    it->current_state = it->goal_state = 3;
    CreatureInfo *c = Creature_Info(g, diver);
    if (c)
        c->flags = 0;
    int before = count_fx(g, O3_DIVER_HARPOON);
    g->objects[O3_DIVER].control(g, diver);
    int fired = count_fx(g, O3_DIVER_HARPOON) - before;
    g->objects[O3_DIVER].control(g, diver);
    int again = count_fx(g, O3_DIVER_HARPOON) - before;
    /* keep him from firing more: he swims deep from here */
    int16_t lara_hp = lara->hit_points, first = 0;
    for (int i = 0; i < 60 && !first; i++) {
        it->current_state = it->goal_state = 1;
        TestGame_Step(t, 0, 1);
        if (lara->hit_points < lara_hp)
            first = (int16_t)(lara_hp - lara->hit_points);
    }
    int left = count_fx(g, O3_DIVER_HARPOON);
    TestGame_Delete(t);
    CHECK_EQ(hp, 20);
    CHECK_EQ(fired, 1);
    CHECK_EQ(again, 1); /* once per shot */
    CHECK_EQ(first, 50);
    CHECK_EQ(left, 0);
}

/* ---- Winston ------------------------------------------------------------------ */

#define OPEN_OR_SKIP(t, r, lara, cr, other)                                        \
    do {                                                                          \
        (t) = Tr3Range_Open(r, lara, cr, other);                                  \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

enum { WIN_STOP = 1, WIN_WALK, WIN_DEF1, WIN_DEF2, WIN_DEF3, WIN_HIT1, WIN_HIT2, WIN_HIT3,
       WIN_HITDOWN, WIN_FALLDOWN, WIN_GETUP, WIN_BRUSHOFF, WIN_ONFLOOR };

/* His fall is animation 16 (the original's); getting up and brushing off
 * lead back to his stand. */
static const Tr3Anim k_win_anims[] = {
    { WIN_STOP, 10, 0, -1, false },     { WIN_WALK, 10, 20, -1, false },
    { WIN_DEF1, 10, 0, -1, false },     { WIN_DEF2, 10, 0, -1, false },
    { WIN_DEF3, 10, 0, -1, false },     { WIN_HIT1, 5, 0, -1, false },
    { WIN_HIT2, 5, 0, -1, false },      { WIN_HIT3, 5, 0, -1, false },
    { WIN_HITDOWN, 5, 0, -1, false },   { WIN_GETUP, 10, 0, 0, false },
    { WIN_BRUSHOFF, 10, 0, 0, false },  { WIN_ONFLOOR, 10, 0, -1, false },
    { 40, 5, 0, -1, false },            { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },            { 43, 5, 0, -1, false },
    { WIN_FALLDOWN, 10, 0, -1, false },
};
#define WIN_ANIMS ((int)(sizeof k_win_anims / sizeof k_win_anims[0]))

/* Five sectors from Lara he walks up to her and stands within a sector and
 * a half (about: his pivot), never hurting her; she walks into him as
 * into an object. */
TEST(tr3_winston_follows_lara_and_stands_by_her)
{
    Tr3Range r = { O3_WINSTON, k_win_anims, WIN_ANIMS, 5, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, win, other;
    OPEN_OR_SKIP(t, &r, &lara, &win, &other);
    Sim *s = &t->sim;
    int16_t hp = t->g.objects[O3_WINSTON].hit_points;
    bool object_push = t->g.objects[O3_WINSTON].collision == Coll_ObjectCollision;
    int32_t start = s->items[win].pos.x - s->items[lara].pos.x;
    bool walked = false;
    for (int i = 0; i < 400; i++) {
        TestGame_Step(t, 0, 1);
        walked = walked || s->items[win].current_state == WIN_WALK;
    }
    int32_t end = s->items[win].pos.x - s->items[lara].pos.x;
    int16_t st = s->items[win].current_state, lara_hp = s->items[lara].hit_points;
    TestGame_Delete(t);
    CHECK_EQ(hp, 20);
    CHECK(object_push);
    CHECK(walked);
    CHECK_MSG(start > 4 * 1024 && end < 2 * 1024, "from %d to %d", start, end);
    CHECK_EQ(st, WIN_STOP);
    CHECK_EQ(lara_hp, 1000);
}

/* Armoured, shot down he falls (animation 16), lies his 150 ticks, gets up
 * with 16 hit points; the butler of the house is gone meanwhile. */
TEST(tr3_army_winston_falls_and_gets_up)
{
    Tr3Range r = { O3_ARMY_WINSTON, k_win_anims, WIN_ANIMS, 3, 0, false,
                   O3_WINSTON, k_win_anims, WIN_ANIMS, 1024 };
    TestGame *t;
    int lara, win, old;
    OPEN_OR_SKIP(t, &r, &lara, &win, &old);
    Sim *s = &t->sim;
    TestGame_Step(t, 0, 2);
    bool old_gone = Creature_Info(&t->g, old) == NULL;
    s->items[win].hit_points = 0;
    TestGame_Step(t, 0, 1);
    int16_t fell = s->items[win].current_state;
    int rel = Tr3Range_RelAnim(t, win);
    int on_floor = 0, up_at = -1;
    for (int i = 0; i < 400 && up_at < 0; i++) {
        TestGame_Step(t, 0, 1);
        on_floor += s->items[win].current_state == WIN_ONFLOOR;
        if (s->items[win].current_state == WIN_GETUP)
            up_at = i;
    }
    TestGame_Step(t, 0, 1);
    int16_t hp = s->items[win].hit_points;
    TestGame_Delete(t);
    CHECK(old_gone);
    CHECK_EQ(fell, WIN_FALLDOWN);
    CHECK_EQ(rel, 16);
    CHECK_MSG(up_at >= 150 && up_at < 400, "got up at %d", up_at);
    CHECK(on_floor > 0);
    CHECK_EQ(hp, 16);
}

/* ---- the soldiers with sub-machine guns ---------------------------------------- */

/* The soldiers' stand-in: tests/tr3_guard_anims.h. */

/* Watches `ticks` ticks of shooting at Lara (healed when low): hits, hits
 * not of `damage`, the fewest ticks between two hits. */
typedef struct {
    int hits, bad, min_gap;
} Volley;

static Volley volley(TestGame *t, int lara, int ticks, int damage)
{
    Sim *s = &t->sim;
    Volley v = { 0, 0, 1 << 30 };
    int16_t hp = s->items[lara].hit_points;
    int last = -1;
    for (int i = 0; i < ticks; i++) {
        TestGame_Step(t, 0, 1);
        int16_t now = s->items[lara].hit_points;
        if (now < hp) {
            v.hits++;
            v.bad += hp - now != damage;
            if (last >= 0 && i - last < v.min_gap)
                v.min_gap = i - last;
            last = i;
        }
        if (now < 300)
            now = s->items[lara].hit_points = 1000;
        hp = now;
    }
    return v;
}

/* Antarctica's soldier in white: two sectors from Lara in sight he fires
 * bursts at her, 28 a hit, a shot every sixth tick at most; 30 hit
 * points; shot dead he falls in animation 19. */
TEST(tr3_white_soldier_fires_bursts_for_28)
{
    Tr3Range r = { O3_WHITE_SOLDIER, k_smg_anims, SMG_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, smg, other;
    OPEN_OR_SKIP(t, &r, &lara, &smg, &other);
    int16_t hp = t->g.objects[O3_WHITE_SOLDIER].hit_points;
    Volley v = volley(t, lara, 900, 28);
    t->sim.items[smg].hit_points = 0;
    TestGame_Step(t, 0, 1);
    int16_t st = t->sim.items[smg].current_state;
    int rel = Tr3Range_RelAnim(t, smg);
    TestGame_Delete(t);
    CHECK_EQ(hp, 30);
    CHECK_MSG(v.hits >= 5, "%d hits", v.hits);
    CHECK_EQ(v.bad, 0);
    CHECK_MSG(v.min_gap >= 6, "two hits %d ticks apart", v.min_gap);
    CHECK_EQ(st, SMG_DEATH);
    CHECK_EQ(rel, 19);
}

/* The South Pacific's army soldier leaves Lara alone in sight until her guns hurt
 * him; then he fires at her, 28 a hit. */
TEST(tr3_army_soldier_fires_only_once_lara_hurts_him)
{
    Tr3Range r = { O3_STHPAC_MERCENARY, k_smg_anims, SMG_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, smg, other;
    OPEN_OR_SKIP(t, &r, &lara, &smg, &other);
    Volley calm = volley(t, lara, 400, 28);
    Gun2_HitTarget(&t->g, &t->sim.items[smg], NULL, 1);
    bool hurt = Creature_Info(&t->g, smg) && Creature_Info(&t->g, smg)->hurt_by_lara;
    Volley angry = volley(t, lara, 900, 28);
    TestGame_Delete(t);
    CHECK_EQ(calm.hits, 0);
    CHECK(hurt);
    CHECK_MSG(angry.hits >= 5, "%d hits", angry.hits);
    CHECK_EQ(angry.bad, 0);
}

/* Until then he shoots at the other creatures about (a tenth of his
 * damage: 2 a hit), not at her. */
TEST(tr3_army_soldier_shoots_other_creatures_first)
{
    Tr3Range r = { O3_STHPAC_MERCENARY, k_smg_anims, SMG_ANIMS, 4, 0, false,
                   O3_WHITE_SOLDIER, k_smg_anims, SMG_ANIMS, 2048 };
    TestGame *t;
    int lara, smg, white;
    OPEN_OR_SKIP(t, &r, &lara, &smg, &white);
    Sim *s = &t->sim;
    /* the soldier in white (two sectors behind him) thinks (it has its AI
     * slot) but does not act: it would go for Lara */
    Sim_RemoveActive(s, white);
    s->items[white].hit_points = 1000;
    int16_t enemy = -2;
    int16_t lara_hp = 1000;
    for (int i = 0; i < 600; i++) {
        TestGame_Step(t, 0, 1);
        if (enemy == -2 && Creature_Info(&t->g, smg))
            enemy = Creature_Info(&t->g, smg)->enemy;
        if (s->items[lara].hit_points < lara_hp)
            lara_hp = s->items[lara].hit_points;
    }
    int16_t white_hp = s->items[white].hit_points;
    TestGame_Delete(t);
    CHECK_EQ(enemy, white);
    CHECK_EQ(lara_hp, 1000);
    CHECK_MSG(white_hp < 1000 && (1000 - white_hp) % 2 == 0, "the other has %d", white_hp);
}

/* ---- the autogun -------------------------------------------------------------- */

enum { GUN_FIRE = 0, GUN_STILL = 1 };

/* Its stand is animation 1 (the original's), its burst animation 0. */
static const Tr3Anim k_gun_anims[] = {
    { GUN_FIRE, 8, 0, -1, false },
    { GUN_STILL, 8, 0, -1, false },
};

/* In sight of Lara it does nothing until it is shot; then it turns on her
 * and fires, 10 a hit; with Lara behind it, it swings round; shot to
 * nothing it is gone. */
TEST(tr3_autogun_wakes_when_shot_and_fires_for_10)
{
    Tr3Range r = { O3_ROBOT_SENTRY_GUN, k_gun_anims, 2, 3, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, gun, other;
    OPEN_OR_SKIP(t, &r, &lara, &gun, &other);
    Sim *s = &t->sim;
    int16_t hp = t->g.objects[O3_ROBOT_SENTRY_GUN].hit_points;
    Volley asleep = volley(t, lara, 200, 10);
    Gun2_HitTarget(&t->g, &s->items[gun], NULL, 1);
    Volley awake = volley(t, lara, 600, 10);
    /* Lara walks round behind it: it swings its base round */
    int16_t yaw0 = s->items[gun].rot.y;
    s->items[lara].pos.x = s->items[gun].pos.x + 2048;
    Gun2_HitTarget(&t->g, &s->items[gun], NULL, 1);
    TestGame_Step(t, 0, 3);
    int16_t turned = (int16_t)(s->items[gun].rot.y - yaw0);
    Gun2_HitTarget(&t->g, &s->items[gun], NULL, 1000);
    TestGame_Step(t, 0, 1);
    uint8_t status = s->items[gun].status;
    int16_t linked = s->items[gun].linked_room;
    TestGame_Delete(t);
    CHECK_EQ(hp, 100);
    CHECK_EQ(asleep.hits, 0);
    CHECK_MSG(awake.hits >= 3, "%d hits", awake.hits);
    CHECK_EQ(awake.bad, 0);
    CHECK_MSG(turned == (int16_t)0x8000, "turned %d", turned);
    CHECK_EQ(status, ITEM_STATUS_DEACTIVATED);
    CHECK_EQ(linked, -1);
}

/* London's SWAT (the routine of the soldiers above, swat.cpp's numbers):
 * 45 hit points, bursts of 28 at Lara in sight; falling dead with his
 * finger on the trigger he fires on only on frames 45 to 51 of his fall,
 * every fourth (a flash or blood each), 84 a hit. */
TEST(tr3_swat_fires_bursts_for_28_and_dying_for_84)
{
    Tr3Range r = { O3_SWAT_GUN, k_smg_anims, SMG_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, swat, other;
    OPEN_OR_SKIP(t, &r, &lara, &swat, &other);
    Sim *s = &t->sim;
    int16_t hp = t->g.objects[O3_SWAT_GUN].hit_points;
    Volley v = volley(t, lara, 900, 28);
    s->items[lara].hit_points = 1000;
    s->items[swat].hit_points = 0;
    TestGame_Step(t, 0, 1);
    CreatureInfo *c = Creature_Info(&t->g, swat);
    if (c)
        c->flags = 1; /* (one time in two: this time) */
    int dying_hits = 0, bad = 0, shots = 0, stray = 0;
    int16_t lara_hp = s->items[lara].hit_points;
    for (int i = 0; i < 58; i++) {
        Item *it = &s->items[swat];
        int f = it->frame - t->lv.animations[it->anim].frame_start;
        bool on = f > 44 && f < 52 && !(it->frame & 3);
        int fx = Effect_ActiveCount(&t->g);
        TestGame_Step(t, 0, 1);
        if (Effect_ActiveCount(&t->g) > fx) {
            shots += on;
            stray += !on;
        }
        if (s->items[lara].hit_points < lara_hp) {
            dying_hits++;
            bad += !on || lara_hp - s->items[lara].hit_points != 84;
        }
        lara_hp = s->items[lara].hit_points;
    }
    TestGame_Delete(t);
    CHECK_EQ(hp, 45);
    CHECK_MSG(v.hits >= 5, "%d hits", v.hits);
    CHECK_EQ(v.bad, 0);
    CHECK_EQ(bad, 0);
    CHECK_MSG(shots >= 1, "no shot falling");
    CHECK_EQ(stray, 0);
    CHECK_MSG(dying_hits <= 2, "%d hits falling", dying_hits);
}
