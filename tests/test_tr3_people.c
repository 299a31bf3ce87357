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

static int count_darts(const Sim *s, int *last)
{
    int n = 0;
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == O3_DARTS && s->items[i].status == ITEM_STATUS_ACTIVE) {
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
