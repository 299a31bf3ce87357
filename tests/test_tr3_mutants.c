/* TR3's lizard man, shiva statues and mutants (game/objects/tr3/
 * creatures/) on the TR3 test range (tests/tr3_range.h). The shared TR3
 * level has none of their models, so each is a stand-in: Lara's meshes
 * with animations of our own, numbered as the original's code names them
 * (deaths, climbs, the statue's waking). A stand-in's limbs are not where
 * the real model's are, so the blows are checked by putting the touch of
 * the striking meshes on the creature (Item.touch_bits) and running its
 * routine in the attack state; the chases by letting it run. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"
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

/* The kind's routine run once in `state` at frame `frame` of animation
 * `anim` (counted from its first), its meshes touching Lara by `touch`,
 * its attack not yet landed (flags 0): what Lara lost. */
static int drive(TestGame *t, int creature, int16_t state, int anim, int frame, uint32_t touch)
{
    Game *g = &t->g;
    Item *it = &t->sim.items[creature], *lara = &t->sim.items[t->sim.lara];
    const Model *m = &t->lv.models[it->model];
    it->anim = (int16_t)(m->animation + anim);
    it->frame = (int16_t)(t->lv.animations[it->anim].frame_start + frame);
    it->current_state = it->goal_state = state;
    it->required_state = 0;
    it->touch_bits = touch;
    CreatureInfo *c = Creature_Info(g, creature);
    if (c)
        c->flags = 0;
    int16_t before = lara->hit_points;
    g->objects[it->object_id].control(g, creature);
    return before - lara->hit_points;
}

/* Runs until the creature is in one of `states` (at most `ticks`): the
 * tick it got there or -1. */
static int until_state(TestGame *t, int creature, const int16_t *states, int n, int ticks)
{
    for (int i = 0; i < ticks; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 0; k < n; k++)
            if (t->sim.items[creature].current_state == states[k])
                return i;
    }
    return -1;
}

/* Shot for all it has left through the guns' hit routine: the next tick
 * puts it in death_state, animation die_anim. */
static bool dies(TestGame *t, int creature, int16_t death_state, int die_anim)
{
    Item *it = &t->sim.items[creature];
    if (it->hit_points > 0)
        Gun2_HitTarget(&t->g, it, NULL, it->hit_points);
    if (it->hit_points > 0)
        return false;
    TestGame_Step(t, 0, 1);
    return it->current_state == death_state && Tr3Range_RelAnim(t, creature) == die_anim;
}

static int count_fx(TestGame *t, int16_t id);

/* ---- the lizard man --------------------------------------------------------- */

enum { LIZ_STOP = 1, LIZ_WALK, LIZ_PUNCH2, LIZ_AIM2, LIZ_WAIT, LIZ_AIM1, LIZ_AIM0, LIZ_PUNCH1,
       LIZ_PUNCH0, LIZ_RUN, LIZ_DEATH, LIZ_CLIMB3, LIZ_CLIMB1, LIZ_CLIMB2, LIZ_FALL3 };

/* His states' animations; 23 and 31 are walks that do not turn, 26 his
 * death, 27-30 his climbs and drop (the original's numbers). */
static const Tr3Anim k_liz_anims[] = {
    { LIZ_STOP, 10, 0, -1, false },    { LIZ_WALK, 10, 20, -1, false },
    { LIZ_RUN, 10, 50, -1, false },    { LIZ_PUNCH2, 20, 0, 0, false },
    { LIZ_AIM2, 5, 0, -1, false },     { LIZ_WAIT, 10, 0, -1, false },
    { LIZ_AIM1, 5, 0, -1, false },     { LIZ_AIM0, 5, 0, -1, false },
    { LIZ_PUNCH1, 20, 0, 0, false },   { LIZ_PUNCH0, 35, 0, 0, false },
    { 40, 5, 0, -1, false },           { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },           { 43, 5, 0, -1, false },
    { 44, 5, 0, -1, false },           { 45, 5, 0, -1, false },
    { 46, 5, 0, -1, false },           { 47, 5, 0, -1, false },
    { 48, 5, 0, -1, false },           { 49, 5, 0, -1, false },
    { 50, 5, 0, -1, false },           { 51, 5, 0, -1, false },
    { 52, 5, 0, -1, false },           { LIZ_WALK, 10, 20, 1, false },
    { 53, 5, 0, -1, false },           { 54, 5, 0, -1, false },
    { LIZ_DEATH, 10, 0, -1, true },    { LIZ_CLIMB3, 10, 0, 0, false },
    { LIZ_CLIMB1, 10, 0, 0, false },   { LIZ_CLIMB2, 10, 0, 0, false },
    { LIZ_FALL3, 10, 0, 0, false },    { LIZ_WALK, 10, 20, 1, false },
};
#define LIZ_ANIMS ((int)(sizeof k_liz_anims / sizeof k_liz_anims[0]))

/* 36 hit points; his swipe costs 120 through his hand (0x20), his bite
 * 100 through his jaws (0xC00), each once per blow and only through its
 * own meshes; at 0 hit points he falls into his death (animation 26). */
TEST(tr3_lizard_man_swipes_for_120_and_bites_for_100)
{
    Tr3Range r = { O3_LIZARD_MAN, k_liz_anims, LIZ_ANIMS, 0, 600, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, liz, other;
    OPEN_OR_SKIP(t, &r, &lara, &liz, &other);
    Game *g = &t->g;
    Item *it = &t->sim.items[liz];
    int16_t hp = g->objects[O3_LIZARD_MAN].hit_points;
    int16_t radius = g->objects[O3_LIZARD_MAN].radius;
    int swipe = drive(t, liz, LIZ_PUNCH1, 8, 3, 0x20);
    /* the same blow next tick: already landed */
    int16_t before = t->sim.items[lara].hit_points;
    it->current_state = it->goal_state = LIZ_PUNCH1;
    g->objects[O3_LIZARD_MAN].control(g, liz);
    int swipe_again = before - t->sim.items[lara].hit_points;
    int swipe_by_jaws = drive(t, liz, LIZ_PUNCH1, 8, 3, 0xC00);
    int bite = drive(t, liz, LIZ_PUNCH2, 3, 3, 0x400);
    int bite_by_hand = drive(t, liz, LIZ_PUNCH2, 3, 3, 0x20);
    bool died = dies(t, liz, LIZ_DEATH, 26);
    TestGame_Delete(t);
    CHECK_EQ(hp, 36);
    CHECK_EQ(radius, 204);
    CHECK_EQ(swipe, 120);
    CHECK_EQ(swipe_again, 0);
    CHECK_EQ(swipe_by_jaws, 0);
    CHECK_EQ(bite, 100);
    CHECK_EQ(bite_by_hand, 0);
    CHECK(died);
}

/* Woken four sectors from Lara, in sight, he comes for her and, within
 * 2.5 sectors, turns to her and breathes (aim 7, breath 9): puffs of his
 * gas (O3_FX_GAS; where they go on a stand-in is the stand-in's mesh 9's
 * business, and their poison is checked with the seal mutant's); behind
 * a wall (she cannot be targeted) he never breathes; at a badly
 * poisoned Lara (256) neither. */
TEST(tr3_lizard_man_breathes_poison_at_lara_in_sight)
{
    static const int16_t breath[] = { LIZ_AIM0, LIZ_PUNCH0 };
    int at[3] = { -2, -2, -2 };
    int32_t dx[3] = { 0, 0, 0 };
    int puffs = 0;
    for (int k = 0; k < 3; k++) {
        Tr3Range r = { O3_LIZARD_MAN, k_liz_anims, LIZ_ANIMS, 4, 0, k == 1, 0, NULL, 0, 0 };
        TestGame *t;
        int lara, liz, other;
        OPEN_OR_SKIP(t, &r, &lara, &liz, &other);
        if (k == 2)
            t->g.lara.poisoned = 256;
        at[k] = until_state(t, liz, breath, 2, 300);
        dx[k] = t->sim.items[liz].pos.x - t->sim.items[lara].pos.x;
        for (int i = 0; k == 0 && i < 60; i++) {
            TestGame_Step(t, 0, 1);
            puffs += count_fx(t, O3_FX_GAS) > 0;
        }
        TestGame_Delete(t);
    }
    CHECK_MSG(at[0] >= 0, "no breath in 300 ticks");
    CHECK_MSG(dx[0] < 2560 + 256, "he breathed from %d away", dx[0]);
    CHECK_MSG(puffs > 0, "no gas");
    CHECK_EQ(at[1], -1);
    CHECK_EQ(at[2], -1);
}

/* ---- the shiva statues ------------------------------------------------------ */

enum { SHIVA_WAIT, SHIVA_WALK, SHIVA_WAIT_DEF, SHIVA_WALK_DEF, SHIVA_START, SHIVA_PINCER,
       SHIVA_KILL, SHIVA_CHOPPER, SHIVA_WALKBACK, SHIVA_DEATH };

/* Its states' animations; 14 its waking, 18 its kill, 22 its death (the
 * original's numbers). */
static const Tr3Anim k_shiva_anims[] = {
    { SHIVA_WAIT, 10, 0, -1, false },     { SHIVA_WALK, 10, 20, -1, false },
    { SHIVA_WAIT_DEF, 10, 0, -1, false }, { SHIVA_WALK_DEF, 10, 10, -1, false },
    { SHIVA_PINCER, 20, 0, 0, false },    { SHIVA_CHOPPER, 20, 0, 0, false },
    { SHIVA_WALKBACK, 10, -10, -1, false }, { 40, 5, 0, -1, false },
    { 41, 5, 0, -1, false },              { 42, 5, 0, -1, false },
    { 43, 5, 0, -1, false },              { 44, 5, 0, -1, false },
    { 45, 5, 0, -1, false },              { 46, 5, 0, -1, false },
    { SHIVA_START, 10, 0, -1, false },    { 47, 5, 0, -1, false },
    { 48, 5, 0, -1, false },              { 49, 5, 0, -1, false },
    { SHIVA_KILL, 40, 0, -1, true },      { 50, 5, 0, -1, false },
    { 51, 5, 0, -1, false },              { 52, 5, 0, -1, false },
    { SHIVA_DEATH, 10, 0, -1, true },
};
#define SHIVA_ANIMS ((int)(sizeof k_shiva_anims / sizeof k_shiva_anims[0]))

/* It stands as stone in its waking animation (14, no mesh of its own);
 * woken, a mesh comes alive every other tick until all 31 are, then it
 * stands 45 ticks before it moves; drawn, a mesh still stone is the
 * statue model's (O3_MESHSWAP_1: here a stand-in whose meshes are the
 * monkey's), a live one its own. */
TEST(tr3_shiva_wakes_from_stone_a_mesh_at_a_time)
{
    Tr3Range r = { O3_SHIVA, k_shiva_anims, SHIVA_ANIMS, 4, 0, false, O3_MESHSWAP_1,
                   k_shiva_anims, 1, 3000 };
    TestGame *t;
    int lara, shiva, stone;
    OPEN_OR_SKIP(t, &r, &lara, &shiva, &stone);
    Game *g = &t->g;
    Item *it = &t->sim.items[shiva];
    int start_anim = Tr3Range_RelAnim(t, shiva);
    int16_t start_state = it->current_state;
    uint32_t start_bits = it->mesh_bits;
    /* the statue's meshes: the monkey's */
    const Model *monkey = Level_FindModel(&t->lv, O3_MONKEY);
    Model *statue = (Model *)Level_FindModel(&t->lv, O3_MESHSWAP_1);
    bool have = monkey && statue;
    if (have)
        statue->start_mesh = monkey->start_mesh;
    RenderMeshDraw d[64];
    int n_stone = g->rules->draw_item(g, &t->sim, shiva, 65536, d, 64);
    bool stone_drawn = have && n_stone > 0 && d[0].mesh == t->lv.mesh_index[monkey->start_mesh];
    TestGame_Step(t, 0, 1);
    uint32_t bits1 = it->mesh_bits;
    TestGame_Step(t, 0, 2);
    uint32_t bits3 = it->mesh_bits;
    int n_half = g->rules->draw_item(g, &t->sim, shiva, 65536, d, 64);
    const Model *own = &t->lv.models[it->model];
    /* (its stand-in shares Lara's mesh pointers, which the level's start
     * gives her skin's: read through the game's table) */
    bool half_drawn = have && n_half > 2 && d[0].mesh == Sim_MeshAt(&t->sim, own->start_mesh) &&
                      d[2].mesh == Sim_MeshAt(&t->sim, monkey->start_mesh + 2);
    int alive_at = -1, moved_at = -1;
    for (int i = 3; i < 200 && moved_at < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (alive_at < 0 && it->mesh_bits >= 0x7FFFFFFFu)
            alive_at = i;
        if (it->current_state != SHIVA_START && it->current_state != SHIVA_WAIT)
            moved_at = i;
    }
    TestGame_Delete(t);
    CHECK_EQ(start_anim, 14);
    CHECK_EQ(start_state, SHIVA_START);
    CHECK_EQ(start_bits, 0u);
    CHECK_MSG(stone_drawn, "stone: %d draws", n_stone);
    CHECK_EQ(bits1, 1u);
    CHECK_EQ(bits3, 3u);
    CHECK(half_drawn);
    /* 31 meshes, one every other tick */
    CHECK_MSG(alive_at >= 59 && alive_at <= 62, "alive at tick %d", alive_at);
    CHECK_MSG(moved_at - alive_at >= 45, "moved %d ticks after waking", moved_at - alive_at);
}

/* 100 hit points; the pincer costs 150, the chopper 180, once per blow,
 * through either hand (right 0x2400000, left 0x2400); hit while it
 * waits facing Lara it guards; a blow that kills her plays its kill
 * (animation 18); at 0 hit points it dies (animation 22). */
TEST(tr3_shiva_pincer_150_chopper_180_guard_and_kill)
{
    Tr3Range r = { O3_SHIVA, k_shiva_anims, SHIVA_ANIMS, 1, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, shiva, other;
    OPEN_OR_SKIP(t, &r, &lara, &shiva, &other);
    Game *g = &t->g;
    Item *it = &t->sim.items[shiva], *l = &t->sim.items[lara];
    int16_t hp = g->objects[O3_SHIVA].hit_points, radius = g->objects[O3_SHIVA].radius;
    int pincer = drive(t, shiva, SHIVA_PINCER, 4, 5, 0x2000000);
    int16_t before = l->hit_points;
    it->current_state = it->goal_state = SHIVA_PINCER;
    it->touch_bits = 0x400;
    g->objects[O3_SHIVA].control(g, shiva);
    int again = before - l->hit_points;
    int chopper = drive(t, shiva, SHIVA_CHOPPER, 5, 5, 0x400);
    int none = drive(t, shiva, SHIVA_CHOPPER, 5, 5, 0x1);
    /* hit while waiting with Lara ahead (out of reach) */
    it->pos.x = l->pos.x + 3 * 1024;
    it->rot.y = (int16_t)0xC000;
    it->current_state = it->goal_state = SHIVA_WAIT;
    it->anim = (int16_t)t->lv.models[it->model].animation;
    it->frame = (int16_t)t->lv.animations[it->anim].frame_start;
    Creature_Info(g, shiva)->flags = 0;
    it->hit_status = true;
    g->objects[O3_SHIVA].control(g, shiva);
    int16_t guard = it->goal_state;
    /* a blow that kills her */
    it->pos.x = l->pos.x + 700;
    l->hit_points = 100;
    drive(t, shiva, SHIVA_CHOPPER, 5, 5, 0x400);
    int16_t kill_state = it->current_state;
    int kill_anim = Tr3Range_RelAnim(t, shiva);
    l->hit_points = 1000;
    it->current_state = SHIVA_WAIT;
    bool died = dies(t, shiva, SHIVA_DEATH, 22);
    TestGame_Delete(t);
    CHECK_EQ(hp, 100);
    CHECK_EQ(radius, 341);
    CHECK_EQ(pincer, 150);
    CHECK_EQ(again, 0);
    CHECK_EQ(chopper, 180);
    CHECK_EQ(none, 0);
    CHECK_EQ(guard, SHIVA_WAIT_DEF);
    CHECK_EQ(kill_state, SHIVA_KILL);
    CHECK_EQ(kill_anim, 18);
    CHECK(died);
}

/* ---- the claw mutant -------------------------------------------------------- */

enum { CLAW_STOP, CLAW_WALK, CLAW_RUN, CLAW_RUN_ATAK, CLAW_WALK_ATAK1, CLAW_WALK_ATAK2,
       CLAW_SLASH_LEFT, CLAW_SLASH_RIGHT, CLAW_DEATH, CLAW_CLAW_ATAK, CLAW_FIRE_ATAK };

/* Its states' animations; 20 its death (the original's number); the
 * fire state long enough for its 28th frame. */
static const Tr3Anim k_claw_anims[] = {
    { CLAW_STOP, 10, 0, -1, false },        { CLAW_WALK, 10, 20, -1, false },
    { CLAW_RUN, 10, 50, -1, false },        { CLAW_RUN_ATAK, 20, 20, 0, false },
    { CLAW_WALK_ATAK1, 20, 10, 0, false },  { CLAW_WALK_ATAK2, 20, 10, 0, false },
    { CLAW_SLASH_LEFT, 20, 0, 0, false },   { CLAW_SLASH_RIGHT, 20, 0, 0, false },
    { CLAW_CLAW_ATAK, 20, 0, 0, false },    { CLAW_FIRE_ATAK, 45, 0, 0, false },
    { 40, 5, 0, -1, false },                { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },                { 43, 5, 0, -1, false },
    { 44, 5, 0, -1, false },                { 45, 5, 0, -1, false },
    { 46, 5, 0, -1, false },                { 47, 5, 0, -1, false },
    { 48, 5, 0, -1, false },                { 49, 5, 0, -1, false },
    { CLAW_DEATH, 10, 0, -1, true },
};
#define CLAW_ANIMS ((int)(sizeof k_claw_anims / sizeof k_claw_anims[0]))

static int count_fx(TestGame *t, int16_t id)
{
    int n = 0;
    const EffectList *l = &t->g.effects;
    for (int fx = l->next_active; fx >= 0 && fx < EFFECT_MAX; fx = l->fx[fx].next_active)
        n += l->fx[fx].object_id == id;
    return n;
}

/* 130 hit points, radius 256; every close attack costs 100 once a blow
 * through either claw (meshes 4 and 7: 0x90), nothing otherwise; at 0
 * hit points it dies (animation 20) and at its end bursts into pieces
 * and is gone. */
TEST(tr3_claw_mutant_strikes_for_100_and_bursts_when_dead)
{
    Tr3Range r = { O3_MUTANT_2, k_claw_anims, CLAW_ANIMS, 1, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, claw, other;
    OPEN_OR_SKIP(t, &r, &lara, &claw, &other);
    Game *g = &t->g;
    Item *it = &t->sim.items[claw], *l = &t->sim.items[lara];
    int16_t hp = g->objects[O3_MUTANT_2].hit_points, radius = g->objects[O3_MUTANT_2].radius;
    static const int16_t blows[] = { CLAW_RUN_ATAK, CLAW_WALK_ATAK1, CLAW_WALK_ATAK2,
                                     CLAW_SLASH_LEFT, CLAW_SLASH_RIGHT, CLAW_CLAW_ATAK };
    static const int anim_of[] = { 3, 4, 5, 6, 7, 8 };
    int bad = 0;
    for (int i = 0; i < 6; i++) {
        l->hit_points = 1000;
        bad += drive(t, claw, blows[i], anim_of[i], 5, i & 1 ? 0x80 : 0x10) != 100;
        int16_t before = l->hit_points;
        it->current_state = it->goal_state = blows[i];
        it->touch_bits = 0x90;
        g->objects[O3_MUTANT_2].control(g, claw);
        bad += before != l->hit_points;
        bad += drive(t, claw, blows[i], anim_of[i], 5, 0x1) != 0;
    }
    bool died = dies(t, claw, CLAW_DEATH, 20);
    TestGame_Step(t, 0, 10);
    bool gone = !it->collidable && it->hit_points < 0;
    int parts = count_fx(t, O3_BODY_PART);
    TestGame_Delete(t);
    CHECK_EQ(hp, 130);
    CHECK_EQ(radius, 256);
    CHECK_EQ(bad, 0);
    CHECK(died);
    CHECK(gone);
    CHECK_MSG(parts > 0, "no pieces flew");
}

/* Five sectors from Lara, in sight, it stops and fires: its ball (one
 * O3_EXTRAFX_1) leaves on the fire state's 28th frame, speeds towards
 * her and costs her 200 when it reaches her, bursting into fragments. */
TEST(tr3_claw_mutant_plasma_ball_costs_200)
{
    Tr3Range r = { O3_MUTANT_2, k_claw_anims, CLAW_ANIMS, 5, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, claw, other;
    OPEN_OR_SKIP(t, &r, &lara, &claw, &other);
    Item *l = &t->sim.items[lara], *it = &t->sim.items[claw];
    int fired_frame = -1, balls = 0, hit = 0, fragments = 0;
    for (int i = 0; i < 300 && !hit; i++) {
        int16_t state = it->current_state;
        int frame = it->frame - t->lv.animations[it->anim].frame_start;
        int before_balls = count_fx(t, O3_EXTRAFX_1);
        int16_t hp = l->hit_points;
        TestGame_Step(t, 0, 1);
        int now = count_fx(t, O3_EXTRAFX_1);
        if (now > before_balls && fired_frame < 0 && state == CLAW_FIRE_ATAK)
            fired_frame = frame, balls = now;
        if (l->hit_points < hp) {
            hit = hp - l->hit_points;
            fragments = count_fx(t, O3_EXTRAFX_1);
        }
    }
    TestGame_Delete(t);
    CHECK_EQ(fired_frame, 28);
    CHECK_EQ(balls, 1);
    CHECK_EQ(hit, 200);
    CHECK_MSG(fragments >= 3, "%d fragments", fragments);
}

/* ---- the winged mutant ------------------------------------------------------ */

enum { WING_HOVER, WING_LAND, WING_WAIT, WING_TAKEOFF, WING_ATTACK, WING_FALL, WING_DEATH,
       WING_MOVE };

/* Its states' animations; 2 its start on the floor, 5 its fall (the
 * original's numbers). */
static const Tr3Anim k_wing_anims[] = {
    { WING_HOVER, 10, 0, -1, false },  { WING_LAND, 10, 0, 2, false },
    { WING_WAIT, 10, 0, -1, false },   { WING_TAKEOFF, 10, 0, 0, false },
    { WING_ATTACK, 20, 0, 0, false },  { WING_FALL, 10, 0, -1, false },
    { WING_DEATH, 10, 0, -1, false },  { WING_MOVE, 10, 30, -1, false },
};
#define WING_ANIMS ((int)(sizeof k_wing_anims / sizeof k_wing_anims[0]))

/* 24 hit points, radius 204; it waits on the floor (animation 2) while
 * Lara is more than three sectors off and takes off once she comes
 * nearer; aloft its bite costs 50 once a bite through its jaws (0x1000);
 * killed it falls (animation 5) to the floor and lies there. */
TEST(tr3_winged_mutant_takes_off_bites_for_50_and_falls)
{
    Tr3Range r = { O3_MUTANT_1, k_wing_anims, WING_ANIMS, 5, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, wing, other;
    OPEN_OR_SKIP(t, &r, &lara, &wing, &other);
    Game *g = &t->g;
    Item *it = &t->sim.items[wing], *l = &t->sim.items[lara];
    int16_t hp = g->objects[O3_MUTANT_1].hit_points, radius = g->objects[O3_MUTANT_1].radius;
    int start_anim = Tr3Range_RelAnim(t, wing);
    TestGame_Step(t, 0, 30);
    int16_t far_state = it->current_state;
    /* Lara two sectors from it */
    l->pos.x = it->pos.x - 2048;
    static const int16_t up[] = { WING_TAKEOFF, WING_HOVER, WING_MOVE };
    int took_off = until_state(t, wing, up, 3, 30);
    l->pos.x = it->pos.x - 1536;
    int bite = drive(t, wing, WING_ATTACK, 4, 5, 0x1000);
    int16_t before = l->hit_points;
    it->current_state = it->goal_state = WING_ATTACK;
    it->touch_bits = 0x1000;
    g->objects[O3_MUTANT_1].control(g, wing);
    int again = before - l->hit_points;
    int wrong = drive(t, wing, WING_ATTACK, 4, 5, 0x800);
    it->pos.y -= 1024;
    Gun2_HitTarget(g, it, NULL, it->hit_points);
    TestGame_Step(t, 0, 1);
    int16_t falling = it->current_state;
    int fall_anim = Tr3Range_RelAnim(t, wing);
    static const int16_t down[] = { WING_DEATH };
    int landed = until_state(t, wing, down, 1, 60);
    TestGame_Step(t, 0, 2);
    int32_t above_floor = it->floor - it->pos.y;
    TestGame_Delete(t);
    CHECK_EQ(hp, 24);
    CHECK_EQ(radius, 204);
    CHECK_EQ(start_anim, 2);
    CHECK_EQ(far_state, WING_WAIT);
    CHECK_MSG(took_off >= 0, "it never took off");
    CHECK_EQ(bite, 50);
    CHECK_EQ(again, 0);
    CHECK_EQ(wrong, 0);
    CHECK_EQ(falling, WING_FALL);
    CHECK_EQ(fall_anim, 5);
    CHECK(landed >= 0);
    /* (put on the floor each tick; the fliers' step of the core then
     * moves it at most 16 towards where it was heading, as the original) */
    CHECK_MSG(above_floor >= 0 && above_floor <= 16, "%d above the floor", above_floor);
}

/* Dead, once its death has played out (its animation's end deactivates
 * it: set here, the stand-in's death has no such command), a shiva turns
 * back to stone, its last mesh first, a mesh a tick (shiva.cpp's
 * DrawShiva), drawn from the statue's meshes again, and then rests (off
 * the active list). */
TEST(tr3_shiva_turns_back_to_stone_when_dead)
{
    Tr3Range r = { O3_SHIVA, k_shiva_anims, SHIVA_ANIMS, 4, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, shiva, other;
    OPEN_OR_SKIP(t, &r, &lara, &shiva, &other);
    Item *it = &t->sim.items[shiva];
    for (int i = 0; i < 200 && it->current_state == SHIVA_START; i++)
        TestGame_Step(t, 0, 1);
    TestGame_Step(t, 0, 2);
    uint32_t alive_bits = it->mesh_bits;
    it->hit_points = 0;
    TestGame_Step(t, 0, 12);
    int16_t state = it->current_state;
    uint32_t dead_bits = it->mesh_bits;
    it->status = ITEM_STATUS_DEACTIVATED; /* as its death's end does */
    TestGame_Step(t, 0, 1);
    bool still_active = it->active;
    uint32_t bits1 = it->mesh_bits;
    TestGame_Step(t, 0, 1);
    uint32_t bits2 = it->mesh_bits;
    TestGame_Step(t, 0, 40);
    uint32_t stone = it->mesh_bits;
    bool rests = !it->active;
    TestGame_Delete(t);
    CHECK_EQ(alive_bits, 0xFFFFFFFFu);
    CHECK_EQ(state, SHIVA_DEATH);
    CHECK_EQ(dead_bits, 0xFFFFFFFFu);
    CHECK(still_active);
    CHECK_EQ(bits1, 0x7FFFFFFFu);
    CHECK_EQ(bits2, 0x3FFFFFFFu);
    CHECK_EQ(stone, 0u);
    CHECK(rests);
}

/* ---- their looks (game/effects/gas_looks_tr3.c) ---------------------------------- */

/* The lizard man's gas as TR3's sparks: each puff brings four, green (no
 * red; 128..191 green at the start), one riding on the puff. */
TEST(tr3_lizard_man_gas_sparks)
{
    Tr3Range r = { O3_LIZARD_MAN, k_liz_anims, LIZ_ANIMS, 4, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, liz, other;
    OPEN_OR_SKIP(t, &r, &lara, &liz, &other);
    static const int16_t breath[] = { LIZ_PUNCH0 };
    CHECK(until_state(t, liz, breath, 1, 300) >= 0);
    int puffs = 0, riding = 0, green = 0, other_colour = 0;
    for (int i = 0; i < 40; i++) {
        int before = count_fx(t, O3_FX_GAS);
        uint32_t m = t->g.sparks->made;
        TestGame_Step(t, 0, 1);
        int made = (int)(t->g.sparks->made - m);
        int now = count_fx(t, O3_FX_GAS);
        if (now > before) {
            puffs++;
            CHECK_EQ(made, 4 * (now - before));
        }
        for (int k = 0; k < SPARK3_MAX; k++)
            riding += t->g.sparks->s[k].on && (t->g.sparks->s[k].flags & SPARK3_FX);
    }
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (!s->on)
            continue;
        if (s->sr == 0 && s->sg >= 128 && s->sg <= 191)
            green++;
        else
            other_colour++;
    }
    TestGame_Delete(t);
    CHECK(puffs > 0);
    CHECK(riding > 0);
    CHECK(green > 0);
    CHECK_EQ(other_colour, 0);
}

/* The claw mutant's plasma as TR3's sparks: while it charges (its fire
 * animation's frames 0..27) a spark a tick riding on it, cyan-white (255
 * blue at the start, 24..31 ticks); the ball a flame riding on it every
 * other tick and its blue light. */
TEST(tr3_claw_mutant_plasma_sparks)
{
    Tr3Range r = { O3_MUTANT_2, k_claw_anims, CLAW_ANIMS, 5, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, claw, other;
    OPEN_OR_SKIP(t, &r, &lara, &claw, &other);
    Item *it = &t->sim.items[claw];
    int charge = 0, ball_flames = 0, lit = 0;
    for (int i = 0; i < 300 && !ball_flames; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 0; k < SPARK3_MAX; k++) {
            const Spark3 *s = &t->g.sparks->s[k];
            if (!s->on || s->life != s->s_life - 1)
                continue; /* this tick's only (made, then ticked once) */
            if ((s->flags & SPARK3_ITEM) && s->fx_obj == claw) {
                charge++;
                CHECK(s->sb == 255 && s->s_life >= 24 && s->s_life <= 31);
            }
            if ((s->flags & SPARK3_FX) && t->g.effects.fx[s->fx_obj].object_id == O3_EXTRAFX_1)
                ball_flames++;
        }
        lit += count_fx(t, O3_EXTRAFX_1) > 0 && t->g.lights.count > 0;
    }
    (void)it;
    TestGame_Delete(t);
    CHECK_MSG(charge >= 20, "%d charge sparks", charge);
    CHECK(ball_flames > 0);
    CHECK(lit > 0);
}
