/* TR2's armed humans on purpose-built TR2 rooms (tests/tr_build.h; Lara
 * and the gunman cultist's own model and animations come from the shared
 * RANDO_TEST1.TR2, which has CULT_1): the gunfire rules of
 * game/creature/creature_gun.h and the cultist who uses them. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr2_range.h"

/* ---- the rules on their own ------------------------------------------------- */

TEST(tr2_gun_hit_chance_grows_as_the_range_shrinks)
{
    /* 0x2000 at the edge of the 8-sector range, 0x2000 + 0x4000000 / 3276
     * point blank; nothing beyond. */
    CHECK_EQ(CreatureGun_HitChance(CREATURE_GUN_RANGE), 0x2000);
    CHECK_EQ(CreatureGun_HitChance(0), 0x2000 + 0x4000000 / 3276);
    CHECK_EQ(CreatureGun_HitChance(CREATURE_GUN_RANGE + 1), 0);
    int32_t d4 = 4 * WALL_SIZE * 4 * WALL_SIZE;
    CHECK_EQ(CreatureGun_HitChance(d4), 0x2000 + (0x4000000 - d4) / 3276);
}

/* A shot at Lara standing still in plain sight: one control number
 * against the chance decides; a hit costs her the damage exactly and makes
 * her flinch; a miss costs nothing. A sideways-moving Lara far enough away
 * is missed without a number drawn. */
TEST(tr2_gun_shot_at_lara_follows_the_chance)
{
    Range r = { O2_CULT_1, 6, false, false, false, 0 };
    int lara, gunman;
    TestGame *t = Tr2Range_Open(&r, &lara, &gunman);
    if (!t)
        SKIP("%s not available (or CULT_1 missing)", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    Sim *s = &t->sim;
    CreatureAI info = { 0 };
    info.ahead = true;
    info.distance = 6 * WALL_SIZE * 6 * WALL_SIZE;
    info.enemy_facing = 0x4000; /* Lara crosses the line of fire */
    const CreatureBite gun = { 0, 0, 0, 0 };
    int hits = 0, misses = 0;
    bool rule_kept = true;
    for (int i = 0; i < 200; i++) {
        Prng before = s->prng;
        int32_t expect = Prng_Control(&before) < CreatureGun_HitChance(info.distance);
        int16_t hp = s->items[lara].hit_points = 1000;
        s->items[lara].hit_status = false;
        bool shot = CreatureGun_Shoot(g, gunman, lara, &info, &gun, 0, 37);
        int16_t lost = (int16_t)(hp - s->items[lara].hit_points);
        rule_kept = rule_kept && shot && lost == (expect ? 37 : 0) &&
                    s->items[lara].hit_status == (bool)expect;
        hits += expect;
        misses += !expect;
    }
    /* moving across at 100 units a tick, 6 sectors away: out of reach,
     * and the control stream is left alone */
    s->items[lara].speed = 100;
    s->items[lara].hit_points = 1000;
    Prng before = s->prng;
    bool shot_moving = CreatureGun_Shoot(g, gunman, lara, &info, &gun, 0, 37);
    bool stream_kept = before.control_calls == s->prng.control_calls;
    int16_t hp_moving = s->items[lara].hit_points;
    /* dead targets are not shot at */
    s->items[lara].speed = 0;
    s->items[lara].hit_points = 0;
    bool shot_dead = CreatureGun_Shoot(g, gunman, lara, &info, &gun, 0, 37);
    TestGame_Delete(t);
    CHECK(rule_kept);
    CHECK_MSG(hits > 20 && misses > 20, "hits %d misses %d", hits, misses);
    CHECK(shot_moving);
    CHECK_EQ(hp_moving, 1000);
    CHECK(stream_kept);
    CHECK(!shot_dead);
}

/* The same shooter and target with a wall between them: no sight line, no
 * shot (no target, no effect, no damage, no number drawn). */
TEST(tr2_gun_no_shot_without_line_of_sight)
{
    Range r = { O2_CULT_1, 6, true, false, false, 0 };
    int lara, gunman;
    TestGame *t = Tr2Range_Open(&r, &lara, &gunman);
    if (!t)
        SKIP("%s not available (or CULT_1 missing)", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    Sim *s = &t->sim;
    CreatureAI info = { 0 };
    info.ahead = true;
    info.distance = 6 * WALL_SIZE * 6 * WALL_SIZE;
    const CreatureBite gun = { 0, 0, 0, 0 };
    bool can = CreatureGun_CanTarget(g, gunman, lara, &info);
    Prng before = s->prng;
    int fx_before = g->effects.next_active;
    bool shot = CreatureGun_Shoot(g, gunman, lara, &info, &gun, 0, 37);
    bool same_stream = before.control_calls == s->prng.control_calls;
    bool no_effect = g->effects.next_active == fx_before;
    int16_t hp = s->items[lara].hit_points;
    TestGame_Delete(t);
    CHECK(!can);
    CHECK(!shot);
    CHECK(same_stream);
    CHECK(no_effect);
    CHECK_EQ(hp, 1000);
}

/* ---- the gunman cultist ----------------------------------------------------- */

typedef struct {
    int shots;          /* visits to a standing shoot state */
    int hits;           /* drops of Lara's hit points */
    int first_hit_tick;
    bool drops_exact;   /* every drop was exactly the cultist's 50 */
    int min_gap;        /* fewest ticks between two shots */
} Watch;

static Watch watch_gunman(TestGame *t, int lara, int gunman, int ticks)
{
    Watch w = { 0, 0, -1, true, 1 << 30 };
    int16_t hp = t->sim.items[lara].hit_points;
    int16_t state = t->sim.items[gunman].current_state;
    int last_shot = -1;
    for (int i = 0; i < ticks; i++) {
        TestGame_Step(t, 0, 1);
        const Item *g = &t->sim.items[gunman];
        int16_t now = t->sim.items[lara].hit_points;
        if (now != hp) {
            w.hits++;
            w.drops_exact = w.drops_exact && hp - now == 50;
            if (w.first_hit_tick < 0)
                w.first_hit_tick = i;
        }
        bool shooting = g->current_state == 7 || g->current_state == 11;
        if (shooting && g->current_state != state) {
            if (last_shot >= 0 && i - last_shot < w.min_gap)
                w.min_gap = i - last_shot;
            last_shot = i;
            w.shots++;
        }
        hp = now;
        state = g->current_state;
        /* keep her alive so the count goes on */
        if (now < 200)
            t->sim.items[lara].hit_points = hp = 1000;
    }
    return w;
}

/* The length in ticks of animation rel of an object's model. */
static int anim_ticks(const Level *lv, int object_id, int rel)
{
    const Model *m = Level_FindModel(lv, (uint32_t)object_id);
    if (!m || m->animation == 0xFFFF || m->animation + rel >= (int)lv->num_animations)
        return -1;
    const Animation *a = &lv->animations[m->animation + rel];
    return a->frame_end - a->frame_start + 1;
}

/* In sight, 5 sectors away, Lara standing: he aims (one of his two aims)
 * and shoots once per shoot animation, back to the aim and again: one
 * shot every aim + shoot cycle of his animations (his model's animations
 * 16, the shot, and 15, the aim it returns to), each hit exactly 50, hitting about
 * as often as the chance at that range says (0x2000 + 0x3200 of 0x7FFF,
 * 64%). */
TEST(tr2_cultist_gunman_shoots_lara_in_sight)
{
    Range r = { O2_CULT_1, 5, false, false, false, 0 };
    int lara, gunman;
    TestGame *t = Tr2Range_Open(&r, &lara, &gunman);
    if (!t)
        SKIP("%s not available (or CULT_1 missing)", TrBuild_DonorName(GAME_TR2));
    int cycle = anim_ticks(&t->lv, O2_CULT_1, 16) + anim_ticks(&t->lv, O2_CULT_1, 15);
    Watch w = watch_gunman(t, lara, gunman, 900);
    TestGame_Delete(t);
    CHECK_MSG(w.shots >= 900 / cycle - 3, "%d shots in 900 ticks (cycle %d)", w.shots, cycle);
    CHECK_EQ(w.min_gap, cycle);
    CHECK(w.drops_exact);
    CHECK_MSG(w.first_hit_tick >= 0 && w.first_hit_tick < 90, "first hit at tick %d",
              w.first_hit_tick);
    CHECK_MSG(w.hits * 100 >= w.shots * 45 && w.hits * 100 <= w.shots * 85,
              "%d hits of %d shots", w.hits, w.shots);
    CHECK(w.hits <= w.shots);
}

/* The same with a wall between them: he never shoots, she loses nothing. */
TEST(tr2_cultist_gunman_holds_fire_behind_a_wall)
{
    Range r = { O2_CULT_1, 5, true, false, false, 0 };
    int lara, gunman;
    TestGame *t = Tr2Range_Open(&r, &lara, &gunman);
    if (!t)
        SKIP("%s not available (or CULT_1 missing)", TrBuild_DonorName(GAME_TR2));
    Watch w = watch_gunman(t, lara, gunman, 900);
    TestGame_Delete(t);
    CHECK_EQ(w.shots, 0);
    CHECK_EQ(w.hits, 0);
}

/* ---- the other armed humans, on the stand-in -------------------------------- */

typedef struct {
    int16_t id;
    int16_t hit_points;     /* the original's */
    int16_t shoot_state;    /* a state in which the routine fires */
    int16_t damage;         /* per hit on Lara */
} Gunman;

static const Gunman k_gunmen[] = {
    { O2_CULT_3, 150, 7, 50 },   /* left-hand shot */
    { O2_BANDIT_1, 45, 5, 8 },   /* first standing burst */
    { O2_BANDIT_2, 50, 7, 50 },  /* first standing shot */
    { O2_WORKER_1, 25, 4, 150 }, /* shotgun from a wait */
    { O2_WORKER_2, 20, 5, 30 },  /* first burst */
};

/* Runs the kind's routine `tries` times from its shoot state (fresh shot
 * flags, same place): counts Lara's losses and whether each was exactly
 * the kind's damage. */
static void fire_from_shoot_state(const Gunman *k, bool wall, int *hits, bool *exact,
                                  int16_t *hp_setup, bool *opened)
{
    Range r = { k->id, 2, wall, true, false, 0 };
    int lara, man;
    TestGame *t = Tr2Range_Open(&r, &lara, &man);
    *opened = t != NULL && man >= 0 && t->g.objects[k->id].control != NULL;
    *hits = 0;
    *exact = true;
    if (!*opened) {
        if (t)
            TestGame_Delete(t);
        return;
    }
    Game *g = &t->g;
    Item *it = &t->sim.items[man];
    *hp_setup = it->hit_points;
    Vec3i pos = it->pos;
    int16_t rot = it->rot.y;
    for (int i = 0; i < 60; i++) {
        it->pos = pos;
        it->rot.y = rot;
        it->current_state = it->goal_state = k->shoot_state;
        it->required_state = 0;
        ((CreatureInfo *)it->data)->flags = 0;
        int16_t before = t->sim.items[lara].hit_points = 1000;
        g->objects[k->id].control(g, man);
        int16_t lost = (int16_t)(before - t->sim.items[lara].hit_points);
        if (lost) {
            (*hits)++;
            *exact = *exact && lost == k->damage;
        }
        if (!it->data)
            break;
    }
    TestGame_Delete(t);
}

TEST(tr2_gunmen_each_fire_their_damage_in_sight_only)
{
    if (!TrBuild_DonorName(GAME_TR2) || !Test_SharedPath(TrBuild_DonorName(GAME_TR2)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    for (size_t i = 0; i < sizeof k_gunmen / sizeof k_gunmen[0]; i++) {
        const Gunman *k = &k_gunmen[i];
        int hits, blocked_hits;
        bool exact, blocked_exact, opened, blocked_opened;
        int16_t hp = 0, hp2 = 0;
        fire_from_shoot_state(k, false, &hits, &exact, &hp, &opened);
        fire_from_shoot_state(k, true, &blocked_hits, &blocked_exact, &hp2, &blocked_opened);
        CHECK_MSG(opened && blocked_opened, "object %d not set up on the stand-in", k->id);
        CHECK_MSG(hp == k->hit_points, "object %d starts with %d hit points", k->id, hp);
        CHECK_MSG(hits >= 20 && exact, "object %d: %d hits in 60, exact %d", k->id, hits, exact);
        CHECK_MSG(blocked_hits == 0, "object %d hit %d times through a wall", k->id,
                  blocked_hits);
    }
}

/* CULT_1A's model (in the donor) has no animations of its own: it plays
 * CULT_1's, from his first animation, and shoots as he does. */
TEST(tr2_cultist_1a_borrows_the_gunman_animations)
{
    Range r = { O2_CULT_1A, 5, false, false, false, 0 };
    int lara, gunman;
    TestGame *t = Tr2Range_Open(&r, &lara, &gunman);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    const Model *own = Level_FindModel(&t->lv, O2_CULT_1A);
    const Model *his = Level_FindModel(&t->lv, O2_CULT_1);
    bool borrowed = own && his && own->animation == his->animation;
    bool set_up = gunman >= 0 && t->g.objects[O2_CULT_1A].control != NULL;
    Watch w = set_up ? watch_gunman(t, lara, gunman, 300) : (Watch){ 0 };
    TestGame_Delete(t);
    CHECK(borrowed);
    CHECK(set_up);
    CHECK_MSG(w.shots >= 5 && w.hits > 0 && w.drops_exact, "%d shots %d hits", w.shots, w.hits);
}

/* Winston (stand-in model): never a target, never hurts her; from a stand
 * with Lara far off he sets off towards her. */
TEST(tr2_winston_follows_and_is_no_target)
{
    Range r = { O2_WINSTON, 6, false, true, false, 0 };
    int lara, winston;
    TestGame *t = Tr2Range_Open(&r, &lara, &winston);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    Item *it = &t->sim.items[winston];
    int16_t hp = it->hit_points;
    it->current_state = it->goal_state = 1; /* standing */
    g->objects[O2_WINSTON].control(g, winston);
    int16_t goal = it->goal_state;
    TestGame_Step(t, 0, 200);
    int16_t lara_hp = t->sim.items[lara].hit_points;
    TestGame_Delete(t);
    CHECK_EQ(hp, ITEM_DONT_TARGET);
    CHECK_EQ(goal, 2);
    CHECK_EQ(lara_hp, 1000);
}
