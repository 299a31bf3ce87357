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

/* Lara and the shooter face each other along x in a 10 x 6 room (interior
 * sectors 1..8 x 1..4), `gap` sectors apart; wall = a solid row of sectors
 * between them (x = 4, all of z). */
typedef struct {
    int16_t shooter_id;
    int gap;
    bool wall;
} Range;

/* The TR2 object table as a TR2 level will have it once the game plays
 * TR2 (GameRules_TR2.setup_objects): until then the test installs it. */
static GameRules g_tr2_rules;

static TestGame *open_range(const Range *r, int *lara, int *shooter)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    if (r->wall)
        LB_SetSolid(&b->lb, room, 4, 1, 4, 4, true);
    int lx = 1536, sx = lx + r->gap * WALL_SIZE;
    LB_AddItem(&b->lb, 0, room, lx, 0, 2560, 0x4000, 0);
    LB_AddItem(&b->lb, r->shooter_id, room, sx, 0, 2560, (int16_t)0xC000, 0);
    char err[512] = "";
    const char *written = TrBuild_Write(b, "gunmen.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        free(t);
        return NULL;
    }
    Game *g = &t->g;
    if (!GameRules_TR2.setup_objects) {
        g_tr2_rules = GameRules_TR2;
        g_tr2_rules.setup_objects = Object_SetupTR2;
        g->rules = &g_tr2_rules;
        Object_SetupAll(g);
        Object_InitialiseItems(g);
        Prng_SeedBoth(&t->sim.prng, PRNG_DEMO_SEED);
    }
    *lara = t->sim.lara;
    *shooter = Test_FirstItem(&t->sim, r->shooter_id);
    /* woken as a trigger wakes an inactive creature */
    if (*shooter >= 0) {
        Item *it = &t->sim.items[*shooter];
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, *shooter);
        Lot_EnableAI(g, *shooter, true);
    }
    return t;
}

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
    Range r = { O2_CULT_1, 6, false };
    int lara, gunman;
    TestGame *t = open_range(&r, &lara, &gunman);
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
    Range r = { O2_CULT_1, 6, true };
    int lara, gunman;
    TestGame *t = open_range(&r, &lara, &gunman);
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
    Range r = { O2_CULT_1, 5, false };
    int lara, gunman;
    TestGame *t = open_range(&r, &lara, &gunman);
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
    Range r = { O2_CULT_1, 5, true };
    int lara, gunman;
    TestGame *t = open_range(&r, &lara, &gunman);
    if (!t)
        SKIP("%s not available (or CULT_1 missing)", TrBuild_DonorName(GAME_TR2));
    Watch w = watch_gunman(t, lara, gunman, 900);
    TestGame_Delete(t);
    CHECK_EQ(w.shots, 0);
    CHECK_EQ(w.hits, 0);
}
