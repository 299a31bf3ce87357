/* TR3's humans (game/objects/tr3/creatures/) on the TR3 test range
 * (tests/tr3_range.h): the shared TR3 level has none of their models, so
 * each is a stand-in (Lara's meshes, animations of our own numbered where
 * the original's code names them). A stand-in's hands are not where the
 * real model's are, so the tests put the touch of the striking meshes on
 * the creature themselves (Item.touch_bits, which Lara's collision
 * otherwise sets each tick) and check the original's damage, frames and
 * choices. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_brawler_anims.h"
#include "tests/tr3_guard_anims.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define OPEN_OR_SKIP(t, r, lara, cr, other)                                        \
    do {                                                                          \
        (t) = Tr3Range_Open(r, lara, cr, other);                                  \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

/* ---- the axe man ------------------------------------------------------------ */

enum { AXE_WAIT1 = 1, AXE_WALK, AXE_RUN, AXE_ATTACK1, AXE_ATTACK2, AXE_ATTACK3, AXE_ATTACK4,
       AXE_AIM3, AXE_DEATH, AXE_ATTACK5, AXE_WAIT2, AXE_ATTACK6 };

/* Attacks 20-30 frames long (the hit frames of the original's table all
 * fall inside), back to the first wait; deaths at 20 and 21 as the
 * original numbers them. */
static const Tr3Anim k_axe_anims[] = {
    { AXE_WAIT1, 10, 0, -1, false },   { AXE_WALK, 10, 20, -1, false },
    { AXE_RUN, 10, 50, -1, false },    { AXE_ATTACK2, 20, 0, 0, false },
    { AXE_ATTACK3, 20, 0, 0, false },  { AXE_ATTACK4, 30, 0, 0, false },
    { AXE_AIM3, 5, 0, -1, false },     { AXE_ATTACK5, 20, 0, 0, false },
    { AXE_WAIT2, 10, 0, -1, false },   { AXE_ATTACK6, 25, 0, 0, false },
    { 30, 5, 0, -1, false },           { 31, 5, 0, -1, false },
    { 32, 5, 0, -1, false },           { 33, 5, 0, -1, false },
    { 34, 5, 0, -1, false },           { 35, 5, 0, -1, false },
    { 36, 5, 0, -1, false },           { 37, 5, 0, -1, false },
    { 38, 5, 0, -1, false },           { 39, 5, 0, -1, false },
    { AXE_DEATH, 10, 0, -1, true },    { AXE_DEATH, 10, 0, -1, true },
};

/* The original's hit window and damage per attack state. */
static bool axe_blow_ok(int state, int frame, int damage)
{
    static const int win[13][3] = {
        [AXE_ATTACK2] = { 2, 12, 8 },  [AXE_ATTACK3] = { 8, 9, 32 },
        [AXE_ATTACK4] = { 19, 28, 8 }, [AXE_ATTACK5] = { 7, 14, 8 },
        [AXE_ATTACK6] = { 15, 19, 32 },
    };
    if (state < 0 || state >= 13 || !win[state][2])
        return false;
    return frame >= win[state][0] && frame <= win[state][1] && damage == win[state][2];
}

/* Woken 3 sectors away he comes for Lara and swings; with his axe hand on
 * her every blow costs her exactly the damage of the swing he is in, only
 * in that swing's frames. */
TEST(tr3_axe_man_comes_and_strikes_with_the_originals_damage)
{
    Tr3Range r = { O3_TRIBEAXE, k_axe_anims, 22, 3, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, axe, other;
    OPEN_OR_SKIP(t, &r, &lara, &axe, &other);
    Sim *s = &t->sim;
    int32_t start_dx = s->items[axe].pos.x - s->items[lara].pos.x;
    int hits = 0, bad = 0, attacks = 0;
    int16_t hp = s->items[lara].hit_points;
    int16_t last_state = -1;
    for (int i = 0; i < 600; i++) {
        s->items[axe].touch_bits = 0x2000;
        /* what the axe man will read this tick */
        int16_t state = s->items[axe].current_state;
        const Animation *a = &t->lv.animations[s->items[axe].anim];
        int frame = s->items[axe].frame - a->frame_start;
        TestGame_Step(t, 0, 1);
        int16_t now = s->items[lara].hit_points;
        if (now < hp) {
            hits++;
            if (!axe_blow_ok(state, frame, hp - now))
                bad++;
        }
        int16_t st = s->items[axe].current_state;
        if (st != last_state && (st == AXE_ATTACK2 || st == AXE_ATTACK3 || st == AXE_ATTACK4 ||
                                 st == AXE_ATTACK5 || st == AXE_ATTACK6))
            attacks++;
        last_state = st;
        if (now < 300)
            now = s->items[lara].hit_points = 1000;
        hp = now;
    }
    int32_t end_dx = s->items[axe].pos.x - s->items[lara].pos.x;
    TestGame_Delete(t);
    CHECK_MSG(end_dx < start_dx - 1024, "he did not come (%d -> %d)", start_dx, end_dx);
    CHECK_MSG(attacks >= 3, "%d swings", attacks);
    CHECK_MSG(hits >= 5, "%d blows landed", hits);
    CHECK_EQ(bad, 0);
}

/* Without his axe hand on her, no swing costs her anything. */
TEST(tr3_axe_man_misses_without_touching)
{
    Tr3Range r = { O3_TRIBEAXE, k_axe_anims, 22, 3, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, axe, other;
    OPEN_OR_SKIP(t, &r, &lara, &axe, &other);
    Sim *s = &t->sim;
    int attacks = 0;
    for (int i = 0; i < 400; i++) {
        s->items[axe].touch_bits = 0x0400; /* the other hand */
        TestGame_Step(t, 0, 1);
        int16_t st = s->items[axe].current_state;
        attacks += st == AXE_ATTACK2 || st == AXE_ATTACK4 || st == AXE_ATTACK5 || st == AXE_ATTACK6;
    }
    int16_t hp = s->items[lara].hit_points;
    TestGame_Delete(t);
    CHECK(attacks > 0);
    CHECK_EQ(hp, 1000);
}

/* Hurt by Lara's guns, far from her and facing her, he runs (escape);
 * unhurt at the same place he attacks. */
TEST(tr3_axe_man_hurt_by_lara_runs_when_far)
{
    Tr3Range r = { O3_TRIBEAXE, k_axe_anims, 22, 4, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, axe, other;
    OPEN_OR_SKIP(t, &r, &lara, &axe, &other);
    Game *g = &t->g;
    Sim *s = &t->sim;
    TestGame_Step(t, 0, 1);
    CreatureInfo *c = Creature_Info(g, axe);
    CHECK(c != NULL);
    int mood_unhurt = c->mood;
    bool hurt_before = c->hurt_by_lara;
    /* a hit from her guns (the shared gun code's hit routine) */
    Gun2_HitTarget(g, &s->items[axe], NULL, 1);
    bool hurt_after = c->hurt_by_lara;
    s->items[axe].hit_status = false;
    TestGame_Step(t, 0, 1);
    int mood_hurt = c->mood;
    int16_t hp = s->items[axe].hit_points;
    TestGame_Delete(t);
    CHECK(!hurt_before);
    CHECK(hurt_after);
    CHECK_EQ(hp, 27);
    CHECK_EQ(mood_unhurt, MOOD_ATTACK);
    CHECK_EQ(mood_hurt, MOOD_ESCAPE);
}

/* Out of hit points he falls: the death state, in animation 21 from a
 * stand (20 otherwise), and stays down. */
TEST(tr3_axe_man_dies_at_zero_hit_points)
{
    Tr3Range r = { O3_TRIBEAXE, k_axe_anims, 22, 5, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, axe, other;
    OPEN_OR_SKIP(t, &r, &lara, &axe, &other);
    Sim *s = &t->sim;
    int16_t hp0 = s->items[axe].hit_points;
    s->items[axe].current_state = AXE_WAIT1;
    s->items[axe].hit_points = 0;
    TestGame_Step(t, 0, 1);
    int16_t st = s->items[axe].current_state;
    int rel = Tr3Range_RelAnim(t, axe);
    TestGame_Step(t, 0, 30);
    int16_t st_later = s->items[axe].current_state;
    TestGame_Delete(t);
    CHECK_EQ(hp0, 28);
    CHECK_EQ(st, AXE_DEATH);
    CHECK_EQ(rel, 21);
    CHECK_EQ(st_later, AXE_DEATH);
}

/* ---- the blowpipe man --------------------------------------------------------- */

enum { BLOW_WAIT1 = 1, BLOW_WALK, BLOW_RUN, BLOW_ATTACK1, BLOW_ATTACK2, BLOW_ATTACK3,
       BLOW_ATTACK4, BLOW_AIM3, BLOW_DEATH, BLOW_ATTACK5, BLOW_WAIT2 };

static const Tr3Anim k_blow_anims[] = {
    { BLOW_WAIT1, 10, 0, -1, false },  { BLOW_WALK, 10, 20, -1, false },
    { BLOW_RUN, 10, 50, -1, false },   { BLOW_ATTACK1, 25, 0, 0, false },
    { BLOW_ATTACK3, 20, 0, 6, false }, { BLOW_AIM3, 5, 0, -1, false },
    { BLOW_WAIT2, 10, 0, -1, false },  { 30, 5, 0, -1, false },
    { 31, 5, 0, -1, false },           { 32, 5, 0, -1, false },
    { 33, 5, 0, -1, false },           { 34, 5, 0, -1, false },
    { 35, 5, 0, -1, false },           { 36, 5, 0, -1, false },
    { 37, 5, 0, -1, false },           { 38, 5, 0, -1, false },
    { 39, 5, 0, -1, false },           { 40, 5, 0, -1, false },
    { 41, 5, 0, -1, false },           { 42, 5, 0, -1, false },
    { BLOW_DEATH, 10, 0, -1, true },   { BLOW_DEATH, 10, 0, -1, true },
};

/* The darts in flight (a dart that has landed or stung is off the active
 * list, its slot free for the next). */
static int count_darts(const Sim *s, int *last)
{
    int n = 0;
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == O3_DARTS && s->items[i].status == ITEM_STATUS_ACTIVE &&
            s->items[i].active) {
            n++;
            *last = (int)i;
        }
    return n;
}

/* Five sectors from Lara in plain sight he blows darts: each one leaves on
 * the 16th frame of his blow, an active O3_DARTS item at 256 a tick where
 * his pipe is. He never comes closer while he can shoot. */
TEST(tr3_blowpipe_man_blows_darts_in_sight)
{
    Tr3Range r = { O3_BLOWPIPE, k_blow_anims, 22, 5, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, blow, other;
    OPEN_OR_SKIP(t, &r, &lara, &blow, &other);
    Sim *s = &t->sim;
    int darts = 0, wrong_frame = 0, last = -1;
    int16_t speed = 0;
    for (int i = 0; i < 200; i++) {
        int before = count_darts(s, &last);
        TestGame_Step(t, 0, 1);
        int after = count_darts(s, &last);
        if (after > before) {
            darts++;
            const Item *b = &s->items[blow];
            const Animation *a = &t->lv.animations[b->anim];
            /* spawned during the control (frame 15), animated after */
            if (b->current_state != BLOW_ATTACK1 || b->frame - a->frame_start != 16)
                wrong_frame++;
            speed = s->items[last].speed;
        }
    }
    int32_t dx = s->items[blow].pos.x - s->items[lara].pos.x;
    TestGame_Delete(t);
    CHECK_MSG(darts >= 3, "%d darts", darts);
    CHECK_EQ(wrong_frame, 0);
    CHECK_EQ(speed, 256);
    CHECK_EQ(dx, 5 * 1024);
}

/* Behind a wall he has no line of sight: no dart. */
TEST(tr3_blowpipe_man_holds_fire_behind_a_wall)
{
    Tr3Range r = { O3_BLOWPIPE, k_blow_anims, 22, 5, 0, true, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, blow, other;
    OPEN_OR_SKIP(t, &r, &lara, &blow, &other);
    Sim *s = &t->sim;
    int darts = 0, last = -1, blows = 0;
    for (int i = 0; i < 200; i++) {
        TestGame_Step(t, 0, 1);
        darts = count_darts(s, &last);
        blows += s->items[blow].current_state == BLOW_ATTACK1;
    }
    TestGame_Delete(t);
    CHECK_EQ(blows, 0);
    CHECK_EQ(darts, 0);
}

/* Close to her he pokes her with the pipe: 100 a poke, once a poke. */
TEST(tr3_blowpipe_man_pokes_for_100)
{
    Tr3Range r = { O3_BLOWPIPE, k_blow_anims, 22, 0, 400, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, blow, other;
    OPEN_OR_SKIP(t, &r, &lara, &blow, &other);
    Sim *s = &t->sim;
    int pokes = 0, drops = 0, bad = 0;
    int16_t hp = s->items[lara].hit_points, last = -1;
    for (int i = 0; i < 300; i++) {
        s->items[blow].touch_bits = 0x2400;
        TestGame_Step(t, 0, 1);
        int16_t st = s->items[blow].current_state;
        pokes += st == BLOW_ATTACK3 && last != BLOW_ATTACK3;
        last = st;
        int16_t now = s->items[lara].hit_points;
        if (now < hp) {
            drops++;
            bad += hp - now != 100;
        }
        if (now < 300)
            now = s->items[lara].hit_points = 1000;
        hp = now;
    }
    TestGame_Delete(t);
    CHECK_MSG(pokes >= 2, "%d pokes", pokes);
    CHECK_EQ(bad, 0);
    CHECK_MSG(drops == pokes || drops == pokes - 1, "%d drops for %d pokes", drops, pokes);
}

/* ---- the brawlers: punks, civilians, prisoners --------------------------------- */


typedef struct {
    int punches, drops, wrong;
} Fight;

/* `ticks` ticks with his hands on Lara: punches thrown, her losses, and
 * losses that are not one of the kind's punches (punch0/1 `small`,
 * punch2 `big`) or come twice in one punch. */
static Fight watch_fight(TestGame *t, int lara, int man, int ticks, int small, int big)
{
    Sim *s = &t->sim;
    Fight f = { 0, 0, 0 };
    int16_t hp = s->items[lara].hit_points, last = -1;
    int landed = 0;
    for (int i = 0; i < ticks; i++) {
        s->items[man].touch_bits = 0x2400;
        TestGame_Step(t, 0, 1);
        int16_t st = s->items[man].current_state;
        bool punching = st == BR_PUNCH0 || st == BR_PUNCH1 || st == BR_PUNCH2;
        if (punching && st != last) {
            f.punches++;
            landed = 0;
        }
        last = st;
        int16_t now = s->items[lara].hit_points;
        if (now < hp) {
            f.drops++;
            int d = hp - now;
            if ((d != small && d != big) || ++landed > 1)
                f.wrong++;
        }
        if (now < 300)
            now = s->items[lara].hit_points = 1000;
        hp = now;
    }
    return f;
}

/* A punk 3 sectors from Lara in plain sight is alerted, comes and punches:
 * 80 (the near punches) or 100 (the walking one), once a punch. */
TEST(tr3_punk_sees_lara_and_punches_with_the_originals_damage)
{
    Tr3Range r = { O3_PUNK_1, k_brawler_anims, BRAWLER_ANIMS, 3, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, punk, other;
    OPEN_OR_SKIP(t, &r, &lara, &punk, &other);
    int16_t hp0 = t->sim.items[punk].hit_points;
    int16_t start_state = t->sim.items[punk].current_state;
    int start_anim = Tr3Range_RelAnim(t, punk);
    Fight f = watch_fight(t, lara, punk, 600, 80, 100);
    bool alerted = Creature_Info(&t->g, punk) && Creature_Info(&t->g, punk)->alerted;
    TestGame_Delete(t);
    CHECK_EQ(hp0, 20);
    CHECK_EQ(start_state, BR_STOP);
    CHECK_EQ(start_anim, 6);
    CHECK(alerted);
    CHECK_MSG(f.punches >= 3, "%d punches", f.punches);
    CHECK_MSG(f.drops >= 3, "%d blows landed", f.drops);
    CHECK_EQ(f.wrong, 0);
}

/* Behind a wall a punk does not see her: not alerted, no enemy, bored; a
 * shot that hits him alerts him and he turns on her. */
TEST(tr3_punk_behind_a_wall_idles_until_hit)
{
    Tr3Range r = { O3_PUNK_1, k_brawler_anims, BRAWLER_ANIMS, 5, 0, true, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, punk, other;
    OPEN_OR_SKIP(t, &r, &lara, &punk, &other);
    Game *g = &t->g;
    TestGame_Step(t, 0, 60);
    CreatureInfo *c = Creature_Info(g, punk);
    CHECK(c != NULL);
    bool alerted_before = c->alerted;
    int mood_before = c->mood;
    int enemy_before = c->enemy;
    Gun2_HitTarget(g, &t->sim.items[punk], NULL, 1);
    /* the hit alerts him this tick; the next he is after her */
    TestGame_Step(t, 0, 2);
    bool alerted_after = c->alerted;
    int enemy_after = c->enemy;
    TestGame_Delete(t);
    CHECK(!alerted_before);
    CHECK_EQ(mood_before, MOOD_BORED);
    CHECK_EQ(enemy_before, ITEM_NONE);
    CHECK(alerted_after);
    CHECK_EQ(enemy_after, lara);
}

/* An Area 51 civilian goes for her at once and punches for 40 or 50. */
TEST(tr3_civvy_punches_with_the_originals_damage)
{
    Tr3Range r = { O3_CIVVIE, k_brawler_anims, BRAWLER_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, man, other;
    OPEN_OR_SKIP(t, &r, &lara, &man, &other);
    int16_t hp0 = t->sim.items[man].hit_points;
    Fight f = watch_fight(t, lara, man, 600, 40, 50);
    TestGame_Delete(t);
    CHECK_EQ(hp0, 15);
    CHECK_MSG(f.punches >= 3, "%d punches", f.punches);
    CHECK_MSG(f.drops >= 3, "%d blows landed", f.drops);
    CHECK_EQ(f.wrong, 0);
}

/* A prisoner next to Lara leaves her alone, his hands on her or not, as
 * long as her guns have not hurt him; once they have, he punches her for
 * 40 or 50. */
TEST(tr3_prisoner_is_friendly_until_lara_hurts_him)
{
    Tr3Range r = { O3_BOB, k_brawler_anims, BRAWLER_ANIMS, 1, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, bob, other;
    OPEN_OR_SKIP(t, &r, &lara, &bob, &other);
    Game *g = &t->g;
    Fight calm = watch_fight(t, lara, bob, 400, 40, 50);
    CreatureInfo *c = Creature_Info(g, bob);
    CHECK(c != NULL);
    int mood_calm = c->mood;
    Gun2_HitTarget(g, &t->sim.items[bob], NULL, 1);
    t->sim.items[lara].hit_points = 1000;
    Fight angry = watch_fight(t, lara, bob, 600, 40, 50);
    int16_t hp = t->sim.items[bob].hit_points;
    TestGame_Delete(t);
    CHECK_EQ(calm.punches, 0);
    CHECK_EQ(calm.drops, 0);
    CHECK_EQ(mood_calm, MOOD_BORED);
    CHECK_EQ(hp, 19);
    CHECK_MSG(angry.punches >= 3, "%d punches", angry.punches);
    CHECK_MSG(angry.drops >= 3, "%d blows landed", angry.drops);
    CHECK_EQ(angry.wrong, 0);
}

/* Out of hit points a brawler falls in animation 26 and stays down. */
static void check_brawler_dies(const Tr3Range *r)
{
    TestGame *t;
    int lara, man, other;
    OPEN_OR_SKIP(t, r, &lara, &man, &other);
    t->sim.items[man].hit_points = 0;
    TestGame_Step(t, 0, 1);
    int16_t st = t->sim.items[man].current_state;
    int rel = Tr3Range_RelAnim(t, man);
    TestGame_Step(t, 0, 40);
    int16_t later = t->sim.items[man].current_state;
    TestGame_Delete(t);
    CHECK_EQ(st, BR_DEATH);
    CHECK_EQ(rel, 26);
    CHECK_EQ(later, BR_DEATH);
}

TEST(tr3_brawlers_die_at_zero_hit_points)
{
    static const int16_t ids[] = { O3_PUNK_1, O3_CIVVIE, O3_BOB };
    for (int k = 0; k < 3 && !Test_Failed(); k++) {
        Tr3Range r = { ids[k], k_brawler_anims, BRAWLER_ANIMS, 4, 0, false, 0, NULL, 0, 0 };
        check_brawler_dies(&r);
    }
}

/* ---- the MP with a baton (a brawler with a kick) -------------------------------- */


/* An MP (25 hit points, standing in animation 6) 3 sectors from Lara in
 * plain sight is alerted, comes and strikes with his baton: 80 (the near
 * blows) or 100 (the walking one), once a blow. */
TEST(tr3_mp_baton_strikes_with_the_originals_damage)
{
    Tr3Range r = { O3_MP_1, k_mp_anims, MP_ANIMS, 3, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, mp, other;
    OPEN_OR_SKIP(t, &r, &lara, &mp, &other);
    int16_t hp0 = t->sim.items[mp].hit_points;
    int16_t start_state = t->sim.items[mp].current_state;
    int start_anim = Tr3Range_RelAnim(t, mp);
    Fight f = watch_fight(t, lara, mp, 600, 80, 100);
    CreatureInfo *c = Creature_Info(&t->g, mp);
    bool alerted = c && c->alerted;
    int enemy = c ? c->enemy : -2;
    TestGame_Delete(t);
    CHECK_EQ(hp0, 25);
    CHECK_EQ(start_state, BR_STOP);
    CHECK_EQ(start_anim, 6);
    CHECK(alerted);
    CHECK_EQ(enemy, lara);
    CHECK_MSG(f.punches >= 3, "%d blows", f.punches);
    CHECK_MSG(f.drops >= 3, "%d blows landed", f.drops);
    CHECK_EQ(f.wrong, 0);
}

/* His kick (state 12) lands on Lara through his feet (touch 0x60) only
 * past its eighth frame, for 150, once a kick. */
TEST(tr3_mp_baton_kicks_for_150_late_in_the_kick)
{
    Tr3Range r = { O3_MP_1, k_mp_anims, MP_ANIMS, 0, 400, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, mp, other;
    OPEN_OR_SKIP(t, &r, &lara, &mp, &other);
    Item *it = &t->sim.items[mp], *l = &t->sim.items[lara];
    TestGame_Step(t, 0, 2);
    int base = Level_FindModel(&t->lv, O3_MP_1)->animation;
    it->anim = (int16_t)(base + MP_KICK_ANIM);
    it->frame = t->lv.animations[it->anim].frame_start;
    it->current_state = it->goal_state = MP_KICK;
    int16_t hp = l->hit_points;
    int early = 0, total = 0, landings = 0, first_frame = -1;
    for (int i = 0; i < 19 && it->current_state == MP_KICK; i++) {
        int frame = it->frame - t->lv.animations[it->anim].frame_start;
        it->touch_bits = 0x60;
        TestGame_Step(t, 0, 1);
        int d = hp - l->hit_points;
        hp = l->hit_points;
        if (d > 0) {
            landings++;
            total += d;
            if (first_frame < 0)
                first_frame = frame;
            if (frame <= 8)
                early += d;
        }
    }
    TestGame_Delete(t);
    CHECK_EQ(early, 0);
    CHECK_EQ(landings, 1);
    CHECK_EQ(total, 150);
    CHECK_MSG(first_frame > 8, "kick landed at frame %d", first_frame);
}

/* A prisoner nearer to him than Lara is his enemy: MPs and prisoners
 * fight. */
TEST(tr3_mp_baton_goes_for_a_nearer_prisoner)
{
    Tr3Range r = { O3_MP_1, k_mp_anims, MP_ANIMS, 4, 0, false, O3_BOB, k_brawler_anims,
                   BRAWLER_ANIMS, 512 };
    TestGame *t;
    int lara, mp, bob;
    OPEN_OR_SKIP(t, &r, &lara, &mp, &bob);
    TestGame_Step(t, 0, 2);
    CreatureInfo *c = Creature_Info(&t->g, mp);
    int enemy = c ? c->enemy : -2;
    TestGame_Delete(t);
    CHECK(bob >= 0);
    CHECK_EQ(enemy, bob);
}

/* Out of hit points he falls in animation 26 and stays down. */
TEST(tr3_mp_baton_dies_at_zero_hit_points)
{
    Tr3Range r = { O3_MP_1, k_mp_anims, MP_ANIMS, 4, 0, false, 0, NULL, 0, 0 };
    check_brawler_dies(&r);
}

/* ---- the security guard (stand-in: tests/tr3_guard_anims.h) ------------------- */

/* 900 ticks of a shooter on the security guard's routine (the guard, the
 * gun MP, the red soldier) at Lara in sight: her losses counted, those
 * not of `damage`, and those not on the frames the original fires on
 * (0 and 11 of the double shot, and with `stand_shot` frame 0 of the
 * second stand shot). She is healed below 300 so the count runs on. */
typedef struct SecShots {
    int hits, bad, wrong_frame;
} SecShots;

static SecShots sec_shots(TestGame *t, int lara, int shooter, int damage, bool stand_shot)
{
    Sim *s = &t->sim;
    SecShots out = { 0, 0, 0 };
    int16_t hp = s->items[lara].hit_points;
    for (int i = 0; i < 900; i++) {
        int16_t st = s->items[shooter].current_state;
        int f = s->items[shooter].frame - t->lv.animations[s->items[shooter].anim].frame_start;
        TestGame_Step(t, 0, 1);
        int16_t now = s->items[lara].hit_points;
        if (now < hp) {
            out.hits++;
            out.bad += hp - now != damage;
            bool on = (stand_shot && st == SEC_SHOOT2 && f == 0) ||
                      ((st == SEC_SHOOT3A || st == SEC_SHOOT3B) && (f == 0 || f == 11));
            out.wrong_frame += !on;
        }
        if (now < 300)
            now = s->items[lara].hit_points = 1000;
        hp = now;
    }
    return out;
}

/* Two sectors from Lara in sight he shoots her from his stand: every hit
 * costs 32, shots come only on the frames the original fires on (frame 0
 * of the second stand shot, 0 and 11 of the double shot). */
TEST(tr3_security_guard_shoots_lara_in_sight_for_32)
{
    Tr3Range r = { O3_SECURITY_GUARD, k_sec_anims, SEC_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, sec, other;
    OPEN_OR_SKIP(t, &r, &lara, &sec, &other);
    Sim *s = &t->sim;
    int16_t hp0 = s->items[sec].hit_points;
    SecShots shots = sec_shots(t, lara, sec, 32, true);
    TestGame_Delete(t);
    CHECK_EQ(hp0, 28);
    CHECK_MSG(shots.hits >= 5, "%d hits", shots.hits);
    CHECK_EQ(shots.bad, 0);
    CHECK_EQ(shots.wrong_frame, 0);
}

/* Behind a wall he has no sight line: she loses nothing. */
TEST(tr3_security_guard_holds_fire_behind_a_wall)
{
    Tr3Range r = { O3_SECURITY_GUARD, k_sec_anims, SEC_ANIMS, 4, 0, true, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, sec, other;
    OPEN_OR_SKIP(t, &r, &lara, &sec, &other);
    TestGame_Step(t, 0, 600);
    int16_t hp = t->sim.items[lara].hit_points;
    TestGame_Delete(t);
    CHECK_EQ(hp, 1000);
}

/* Out of hit points he falls (animation 14) and stays down. */
TEST(tr3_security_guard_dies_at_zero_hit_points)
{
    Tr3Range r = { O3_SECURITY_GUARD, k_sec_anims, SEC_ANIMS, 4, 0, true, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, sec, other;
    OPEN_OR_SKIP(t, &r, &lara, &sec, &other);
    t->sim.items[sec].hit_points = -5;
    TestGame_Step(t, 0, 1);
    int16_t st = t->sim.items[sec].current_state, hp = t->sim.items[sec].hit_points;
    int rel = Tr3Range_RelAnim(t, sec);
    TestGame_Step(t, 0, 60);
    int16_t later = t->sim.items[sec].current_state;
    TestGame_Delete(t);
    CHECK_EQ(st, SEC_DEATH);
    CHECK_EQ(hp, 0);
    CHECK_EQ(rel, 14);
    CHECK_EQ(later, SEC_DEATH);
}

/* Area 51's MP with a gun (the guard's routine, his own numbers): in
 * sight he shoots her for 32, only in the double shot's frames (his
 * second stand shot never fires, as the original's); 28 hit points. */
TEST(tr3_mp_gunman_shoots_only_double_shots_for_32)
{
    Tr3Range r = { O3_MP_2, k_sec_anims, SEC_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, mp, other;
    OPEN_OR_SKIP(t, &r, &lara, &mp, &other);
    Sim *s = &t->sim;
    int16_t hp0 = s->items[mp].hit_points;
    SecShots shots = sec_shots(t, lara, mp, 32, false);
    t->sim.items[mp].hit_points = 0;
    TestGame_Step(t, 0, 1);
    int16_t st = t->sim.items[mp].current_state;
    int rel = Tr3Range_RelAnim(t, mp);
    TestGame_Delete(t);
    CHECK_EQ(hp0, 28);
    CHECK_MSG(shots.hits >= 5, "%d hits", shots.hits);
    CHECK_EQ(shots.bad, 0);
    CHECK_EQ(shots.wrong_frame, 0);
    CHECK_EQ(st, SEC_DEATH);
    CHECK_EQ(rel, 14);
}

/* Nevada's red soldier (O3_OILRED, the guard's routine with oilred.cpp's
 * numbers): 34 hit points; in sight he shoots her for 35 on the guard's
 * frames; dead, on frame 47 of his fall (the stand-in's fall is made 60
 * frames long for it) he fires a last shot of 105 at her, every time. */
TEST(tr3_red_soldier_shoots_for_35_and_once_more_dead_for_105)
{
    static Tr3Anim anims[SEC_ANIMS];
    for (int i = 0; i < SEC_ANIMS; i++) {
        anims[i] = k_sec_anims[i];
        if (anims[i].state == SEC_DEATH)
            anims[i].frames = 60;
    }
    Tr3Range r = { O3_OILRED, anims, SEC_ANIMS, 2, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, red, other;
    OPEN_OR_SKIP(t, &r, &lara, &red, &other);
    Sim *s = &t->sim;
    int16_t hp0 = s->items[red].hit_points;
    SecShots shots = sec_shots(t, lara, red, 35, true);
    int16_t hp;
    /* Dead: wait until he is in his fall, then watch her hit points. */
    s->items[lara].hit_points = hp = 1000;
    s->items[red].hit_points = 0;
    int dead_hits = 0, dead_bad = 0, dead_frame = -1;
    for (int i = 0; i < 90; i++) {
        int f = s->items[red].frame - t->lv.animations[s->items[red].anim].frame_start;
        bool falling = s->items[red].current_state == SEC_DEATH;
        TestGame_Step(t, 0, 1);
        int16_t now = s->items[lara].hit_points;
        if (now < hp && falling) {
            dead_hits++;
            dead_bad += hp - now != 105;
            dead_frame = f;
        }
        hp = now;
    }
    TestGame_Delete(t);
    CHECK_EQ(hp0, 34);
    CHECK_MSG(shots.hits >= 5, "%d hits", shots.hits);
    CHECK_EQ(shots.bad, 0);
    CHECK_EQ(shots.wrong_frame, 0);
    CHECK_EQ(dead_hits, 1);
    CHECK_EQ(dead_bad, 0);
    CHECK_EQ(dead_frame, 47);
}
