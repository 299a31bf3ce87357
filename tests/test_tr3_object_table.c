/* TR3's object table against the original's (tomb3 setup.cpp
 * BaddyObjects, TrapObjects, ObjectObjects): a sample of kinds' numbers
 * and flags as the original sets them, and the ids our audit filled in.
 * On a level built at test time (tests/tr_build.h on the shared TR3
 * level) holding one item of each id; where the shared level has no
 * model for an id, a stand-in (tests/tr3_range.h) -- so every kind's
 * set-up that needs its model loaded runs. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"
#include "engine/math/fixed.h"
#include "game/creature/creature_rules.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr3/general/crystal_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_guard_anims.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define SEC 1024
#define ROOM_N 8

/* A room with Lara and one item of each id (the i-th on sector 1 + i of
 * the room's inner grid). NULL: no shared level, or it did not build. */
static const Tr3Anim k_anims[] = {
    { 0, 8, 0, -1, false }, { 1, 8, 0, -1, false }, { 2, 8, 0, -1, false },
    { 3, 8, 0, -1, false }, { 4, 8, 0, -1, false },
};

static TestGame *open_ids_with(const int16_t *ids, int n, const char *name, const Tr3Anim *anims,
                               int num_anims)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, ROOM_N, ROOM_N, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    bool ok = room >= 0;
    LB_AddItem(&b->lb, 0, room, SEC / 2 + SEC, 0, SEC / 2 + SEC, 0, 0);
    for (int k = 0; k < n && ok; k++) {
        if (!Level_FindModel(&b->donor, (uint32_t)ids[k]))
            ok = Tr3Range_AddStandIn(&b->donor, (uint32_t)ids[k], anims, num_anims);
        int slot = k + 1, inner = ROOM_N - 2;
        LB_AddItem(&b->lb, ids[k], room, (1 + slot % inner) * SEC + SEC / 2, 0,
                   (1 + slot / inner % inner) * SEC + SEC / 2, 0, 0);
    }
    char err[512] = "", path[4096] = "";
    const char *w = ok ? TrBuild_Write(b, name, err, sizeof err) : NULL;
    snprintf(path, sizeof path, "%s", w ? w : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!w || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "%s: %s\n", name, err);
        free(t);
        return NULL;
    }
    return t;
}

static TestGame *open_ids(const int16_t *ids, int n, const char *name)
{
    return open_ids_with(ids, n, name, k_anims, 5);
}

static int find_item(const Sim *s, int object_id)
{
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == object_id)
            return (int)i;
    return -1;
}

/* One kind as tomb3 setup.cpp sets it up. */
typedef struct {
    int16_t id;
    bool control, collision, floor;
    int16_t hit_points, radius, shadow, pivot;
    bool intelligent, save_flags, save_position, save_hitpoints, save_anim;
} OrigKind;

#define DT ITEM_DONT_TARGET
static const OrigKind k_sample[] = {
    /* id                     ctl    coll   floor  hp    rad  shad piv   int    sf     sp     shp    sa */
    { O3_LARA,                false, false, false, 1000, 10,  160, 0,    false, true,  true,  true,  true },
    { O3_COBRA,               true,  true,  false, 8,    102, 128, 0,    true,  true,  true,  true,  true },
    { O3_TREX,                true,  true,  false, 800,  512, 128, 1800, true,  true,  true,  true,  true },
    { O3_WHALE,               true,  true,  false, DT,   341, 128, 200,  true,  true,  true,  true,  true },
    { O3_COMPY,               true,  true,  false, 10,   102, 85,  50,   true,  true,  true,  true,  true },
    { O3_ROBOT_SENTRY_GUN,    true,  true,  false, 100,  102, 0,   0,    true,  true,  true,  true,  true },
    { O3_ELECTRIC_CLEANER,    true,  true,  false, DT,   512, 128, 0,    true,  true,  true,  true,  true },
    { O3_WINSTON,             true,  true,  false, 20,   102, 64,  0,    true,  false, false, false, false },
    { O3_LON_BOSS,            true,  true,  false, 300,  102, 0,   50,   true,  true,  true,  true,  true },
    { O3_BIGGUN,              false, true,  false, DT,   10,  0,   0,    false, true,  true,  false, true },
    { O3_KAYAK,               false, true,  false, DT,   10,  0,   0,    false, true,  true,  false, true },
    { O3_PENDULUM,            true,  true,  false, DT,   10,  128, 0,    false, true,  false, false, true },
    { O3_DARTS,               true,  true,  false, DT,   10,  128, 0,    false, false, false, false, false },
    { O3_SPIKE_WALL,          true,  true,  false, DT,   10,  0,   0,    false, true,  true,  false, false },
    { O3_FLYING_MUTANT_EMITTER, true, false, false, 150, 10,  0,   0,    false, true,  false, false, false },
    { O3_KEY_ITEM_1,          false, true,  false, DT,   10,  0,   0,    false, true,  true,  false, false },
    { O3_MEDI_ITEM,           false, true,  false, DT,   10,  0,   0,    false, true,  true,  false, false },
    { O3_FIREHEAD,            true,  true,  false, DT,   10,  0,   0,    false, true,  false, true,  true },
    { O3_PIRAHNAS,            true,  false, false, -1,   10,  0,   0,    false, true,  true,  true,  false },
    { O3_KILL_ALL_TRIGGERS,   true,  false, false, 0,    10,  0,   0,    false, true,  false, false, false },
    { O3_BIGTRAPDOOR,         false, false, false, DT,   10,  0,   0,    false, false, false, false, false },
    { O3_TRAPDOOR,            true,  false, true,  DT,   10,  0,   0,    false, true,  false, false, true },
};
#undef DT
#define SAMPLE ((int)(sizeof k_sample / sizeof k_sample[0]))

TEST(tr3_object_table_sample_as_the_original)
{
    int16_t ids[SAMPLE];
    for (int i = 0; i < SAMPLE; i++)
        ids[i] = k_sample[i].id;
    TestGame *t = open_ids(ids + 1, SAMPLE - 1, "table3.tr2");
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    for (int i = 0; i < SAMPLE; i++) {
        const OrigKind *k = &k_sample[i];
        const ObjectInfo *o = Object_Info(&t->g, k->id);
        CHECK_MSG((o->control != NULL) == k->control, "id %d control", k->id);
        CHECK_MSG((o->collision != NULL) == k->collision, "id %d collision", k->id);
        CHECK_MSG((o->floor != NULL) == k->floor && (o->ceiling != NULL) == k->floor,
                  "id %d floor", k->id);
        CHECK_MSG(o->hit_points == k->hit_points, "id %d hit points %d", k->id, o->hit_points);
        CHECK_MSG(o->radius == k->radius, "id %d radius %d", k->id, o->radius);
        CHECK_MSG(o->shadow_size == k->shadow, "id %d shadow %d", k->id, o->shadow_size);
        CHECK_MSG(o->pivot_length == k->pivot, "id %d pivot %d", k->id, o->pivot_length);
        CHECK_MSG(o->intelligent == k->intelligent, "id %d intelligent", k->id);
        CHECK_MSG(o->save_flags == k->save_flags && o->save_position == k->save_position &&
                      o->save_hitpoints == k->save_hitpoints && o->save_anim == k->save_anim,
                  "id %d save flags %d%d%d%d", k->id, o->save_flags, o->save_position,
                  o->save_hitpoints, o->save_anim);
    }
    TestGame_Delete(t);
}

/* KILL_ALL_TRIGGERS: a trigger wakes it and it keeps running (its flag
 * is cleared the same tick, so nothing changes); never drawn. A
 * BIGTRAPDOOR has no routine: the same trigger leaves it inactive, no
 * floor of its own. */
TEST(tr3_kill_all_triggers_runs_and_is_not_drawn)
{
    static const int16_t ids[] = { O3_KILL_ALL_TRIGGERS, O3_BIGTRAPDOOR };
    TestGame *t = open_ids(ids, 2, "killall3.tr2");
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    Sim *s = &t->sim;
    int k = find_item(s, O3_KILL_ALL_TRIGGERS), d = find_item(s, O3_BIGTRAPDOOR);
    CHECK(k >= 0 && d >= 0);
    CHECK_EQ(s->items[k].hit_points, 0);
    for (int i = 0; i < 2; i++) {
        int it = i ? d : k;
        s->items[it].status = ITEM_STATUS_ACTIVE;
        Object_AddActive(&t->g, it);
    }
    TestGame_Step(t, 0, 30);
    CHECK(s->items[k].active);
    CHECK_EQ(s->items[k].status, ITEM_STATUS_ACTIVE);
    CHECK(!s->items[d].active);
    CHECK_EQ(s->items[d].status, ITEM_STATUS_INACTIVE);
    RenderMeshDraw out[64];
    CHECK_EQ(Game_DrawItem(&t->g, s, k, 65536, out, 64), 0);
    CHECK(Game_DrawItem(&t->g, s, d, 65536, out, 64) != 0); /* -1: drawn the default way */
    TestGame_Delete(t);
}

/* ---- the animating pick-ups (tomb3 pickup.cpp AnimatingPickUp) --------- */

/* The original's sine table (4096 to one) at an artefact's phase; its
 * glow's light intensity (the channel, 0..31, halved). */
static int glow_intensity(int phase)
{
    int c = abs((Math_Sin(phase * 1024) >> 2) >> 7);
    return (c > 31 ? 31 : c) / 2;
}

/* A boss's death drops its artefact (BossDropIcon): it lies where the
 * boss is and runs: it turns 1024 a tick and glows with its phase; a
 * plain creature death drops it too but leaves it still. */
TEST(tr3_artefact_dropped_by_a_boss_turns_and_glows)
{
    static const Tr3RangeItem items[] = { { O3_ICON_PICKUP1_ITEM, -1, 0, 0 } };
    Tr3Range r = { O3_SECURITY_GUARD, k_sec_anims, SEC_ANIMS, 5, 0, false, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { items, 1, false };
    for (int boss = 0; boss < 2; boss++) {
        int lara, guard, other;
        TestGame *t = Tr3Range_OpenWith(&r, &x, &lara, &guard, &other);
        if (!t)
            SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
        Sim *s = &t->sim;
        int icon = find_item(s, O3_ICON_PICKUP1_ITEM);
        CHECK(icon >= 0);
        CHECK_EQ(s->items[icon].linked_room, -1); /* carried: out of the world */
        s->items[guard].pos.x -= 700;             /* it dies away from its start */
        if (boss)
            Icon3_BossDrop(&t->g, guard);
        else
            Creature_Rules(&t->g)->drop_carried(&t->g, guard);
        CHECK(s->items[icon].linked_room >= 0);
        CHECK_EQ(s->items[icon].pos.x, s->items[guard].pos.x);
        CHECK_EQ(s->items[icon].active, boss == 1);
        int16_t yaw = s->items[icon].rot.y;
        for (int tick = 1; tick <= 20; tick++) {
            TestGame_Step(t, 0, 1);
            const GunLights *l = &t->g.lights;
            bool lit = false;
            for (int k = 0; k < l->count; k++)
                lit |= l->light[k].pos.x == s->items[icon].pos.x &&
                       l->light[k].pos.z == s->items[icon].pos.z &&
                       l->light[k].intensity == glow_intensity(tick);
            if (boss) {
                CHECK_EQ(s->items[icon].rot.y, (int16_t)(yaw + 1024 * tick));
                CHECK_EQ(s->items[icon].timer, tick);
                CHECK_MSG(lit || glow_intensity(tick) == 0, "tick %d: no glow", tick);
            } else {
                CHECK_EQ(s->items[icon].rot.y, yaw);
                CHECK(!lit || glow_intensity(tick) == 0);
            }
        }
        TestGame_Delete(t);
    }
}

/* ---- the gym's targets (tomb3 target.cpp TargetControl) ---------------- */

static int g_hits, g_smashes, g_knocks;
static int32_t g_knock_pitch;

static void target_sound(void *user, Item *it, int sfx)
{
    (void)user, (void)it;
    g_hits += sfx == 119;
    g_smashes += sfx == 120;
}

static void target_sound_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    (void)user, (void)it;
    if (sfx == 119) {
        g_knocks++;
        g_knock_pitch = pitch;
    }
}

static TestGame *open_target(int *target)
{
    /* its stand-in: up (0) and its first hit (1) loop; the second and
     * third hit (2, 3) hold, as the target's own do not change back */
    static const int16_t ids[] = { O3_TARGETS };
    static const Tr3Anim anims[] = {
        { 0, 8, 0, -1, false }, { 1, 8, 0, -1, false }, { 2, 8, 0, -1, true },
        { 3, 8, 0, -1, true },
    };
    TestGame *t = open_ids_with(ids, 1, "targets3.tr2", anims, 4);
    if (!t)
        return NULL;
    *target = find_item(&t->sim, O3_TARGETS);
    Item *it = &t->sim.items[*target];
    it->status = ITEM_STATUS_ACTIVE; /* as its trigger wakes it: no AI slot */
    Object_AddActive(&t->g, *target);
    t->sim.events.sound = target_sound;
    t->sim.events.sound_pitch = target_sound_pitch;
    g_hits = g_smashes = g_knocks = 0;
    g_knock_pitch = 0;
    return t;
}

/* Shots take it down a stage at a time (6, 4, 2 kept), each hit heard;
 * at 0 it stops being Lara's target and tips over backwards to 0x3800,
 * bouncing twice (the second a smash), then rests off the active list. */
TEST(tr3_targets_hits_knock_it_down)
{
    int n;
    TestGame *t = open_target(&n);
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    Item *it = &t->sim.items[n];
    CHECK_EQ(it->hit_points, 8);
    CHECK(Object_Info(&t->g, O3_TARGETS)->intelligent);
    static const struct { int16_t hp, keep, state; } k_stages[] = {
        { 5, 6, 1 }, { 3, 4, 2 }, { 1, 2, 3 },
    };
    for (int s = 0; s < 3; s++) {
        it->hit_points = k_stages[s].hp;
        it->hit_status = true;
        TestGame_Step(t, 0, 3);
        CHECK_EQ(it->hit_points, k_stages[s].keep);
        CHECK_EQ(it->current_state, k_stages[s].state);
        CHECK_EQ(g_hits, s + 1);
    }
    CHECK_EQ(Tr3Range_RelAnim(t, n), 3);
    t->g.lara.target = n;
    it->hit_points = 0;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->hit_points, ITEM_DONT_TARGET);
    CHECK_EQ(t->g.lara.target, -1);
    int16_t top = 0;
    int ticks = 0;
    while (it->active && ticks < 200) {
        TestGame_Step(t, 0, 1);
        top = it->rot.x > top ? it->rot.x : top;
        ticks++;
    }
    CHECK(!it->active);
    CHECK_EQ(it->rot.x, 0x3800);
    CHECK_EQ(top, 0x3800);
    CHECK_EQ(g_smashes, 1);
    CHECK(ticks > 5 && ticks < 200);
    TestGame_Delete(t);
}

/* Left standing 300 ticks, it stops being a target and tips forwards to
 * -0x2A00, knocking at double pitch as it bounces twice; then rests. */
TEST(tr3_targets_left_standing_fall_forward)
{
    int n;
    TestGame *t = open_target(&n);
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    Item *it = &t->sim.items[n];
    TestGame_Step(t, 0, 300);
    CHECK_EQ(it->hit_points, 8);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->hit_points, ITEM_DONT_TARGET);
    int ticks = 0;
    int16_t low = 0;
    while (it->active && ticks < 400) {
        TestGame_Step(t, 0, 1);
        low = it->rot.x < low ? it->rot.x : low;
        ticks++;
    }
    CHECK(!it->active);
    CHECK_EQ(it->rot.x, -0x2A00);
    CHECK_EQ(low, -0x2A00);
    CHECK_EQ(g_knocks, 2);
    CHECK_EQ(g_knock_pitch, 0x20000);
    CHECK_EQ(g_hits, 0);
    TestGame_Delete(t);
}

/* ---- the knife (tomb3 missile.cpp ControlMissile, KNIFE) ---------------- */

static int g_sword, g_chatter;

static void knife_sound(void *user, int sfx, const Vec3i *pos)
{
    (void)user, (void)pos;
    g_sword += sfx == 258;
    g_chatter += sfx == 317;
}

static bool fx_alive(const Game *g, int fx)
{
    for (int i = g->effects.next_active; i != EFFECT_NONE; i = g->effects.fx[i].next_active)
        if (i == fx)
            return true;
    return false;
}

/* A knife (no TR3 creature throws one; the original's table still runs
 * it, whatever the level holds): flying, it spins 30 degrees a tick;
 * reaching Lara it costs her 50 (a chatter) and is gone; one that meets a
 * wall ends there with the sword's clang. */
TEST(tr3_knife_flies_spinning_and_cuts_lara)
{
    static const int16_t ids[] = { O3_MEDI_ITEM };
    for (int wall = 0; wall < 2; wall++) {
        TestGame *t = open_ids(ids, 1, "knife3.tr2");
        if (!t)
            SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
        Game *g = &t->g;
        CHECK(g->objects[O3_KNIFE].effect_control != NULL);
        Item *lara = Game_LaraItem(g);
        int fx = Effect_Create(g, lara->room);
        CHECK(fx != EFFECT_NONE);
        Effect *e = &g->effects.fx[fx];
        e->pos = (Vec3i){ lara->pos.x + 4 * SEC, lara->pos.y - 512, lara->pos.z };
        e->room = lara->room;
        e->rot = (Vec3s){ 0, (int16_t)(wall ? 0x4000 : -0x4000), 0 }; /* away / at her */
        e->speed = 150;
        e->object_id = O3_KNIFE;
        g->effects.play_sound = knife_sound;
        g_sword = g_chatter = 0;
        int16_t hp = lara->hit_points;
        int ticks = 0;
        bool spin_ok = true;
        while (fx_alive(g, fx) && ticks < 100) {
            int16_t z = e->rot.z;
            TestGame_Step(t, 0, 1);
            if (fx_alive(g, fx))
                spin_ok = spin_ok && e->rot.z == (int16_t)(z + 5460);
            ticks++;
        }
        CHECK(!fx_alive(g, fx));
        CHECK(spin_ok);
        CHECK(ticks > 5);
        if (wall) {
            CHECK_EQ(g_sword, 1);
            CHECK_EQ(lara->hit_points, hp);
        } else {
            CHECK_EQ(g_chatter, 1);
            CHECK_EQ(lara->hit_points, hp - 50);
        }
        TestGame_Delete(t);
    }
}

/* An item of Lara's extra set's id, woken, plays its animation
 * (ControlLaraExtra). */
TEST(tr3_lara_extra_item_animates)
{
    static const int16_t ids[] = { O3_LARA_EXTRA };
    TestGame *t = open_ids(ids, 1, "laraextra3.tr2");
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    int n = find_item(&t->sim, O3_LARA_EXTRA);
    Item *it = &t->sim.items[n];
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, n);
    int16_t frame = it->frame;
    TestGame_Step(t, 0, 3);
    CHECK(it->active);
    CHECK_EQ(it->frame, frame + 3);
    TestGame_Delete(t);
}

/* The gym's count (tomb3 target.cpp ResetTargets, effects.cpp
 * AssaultStart/Finished): the assault's start stands every target up
 * again, inactive, and counts them; one shot down is one fewer standing;
 * one left standing costs 300 ticks at the finish. A start with no target
 * hit since the last reset counts none anew. */
TEST(tr3_targets_counted_and_reset_by_the_assault)
{
    int n;
    TestGame *t = open_target(&n);
    if (!t)
        SKIP("%s not available (or the level does not build)", TrBuild_DonorName(GAME_TR3));
    GameAudio ga;
    GameAudio_Attach(&ga, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, &ga);
    t->sim.events.sound = target_sound;
    t->sim.events.sound_pitch = target_sound_pitch;
    GymClock *c = &ga.fx.gym;
    Item *it = &t->sim.items[n];
    FlipFx_Call(&ga.fx, NULL, 30);
    CHECK_EQ(c->targets, 1);
    CHECK(!it->active);
    CHECK_EQ(it->status, ITEM_STATUS_INACTIVE);

    /* woken and shot down */
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, n);
    it->hit_points = 0;
    Creature_SwitchAnim(&t->g, it, 3, 0);
    it->current_state = 3;
    for (int i = 0; i < 200 && it->active; i++)
        TestGame_Step(t, 0, 1);
    CHECK(!it->active);
    CHECK_EQ(it->rot.x, 0x3800);
    CHECK_EQ(c->targets, 0);
    CHECK(!c->targets_fresh);

    /* the next start stands it up again */
    FlipFx_Call(&ga.fx, NULL, 30);
    CHECK_EQ(c->targets, 1);
    CHECK_EQ(it->rot.x, 0);
    CHECK_EQ(it->hit_points, 8);
    CHECK_EQ(it->data_index, 0);
    CHECK_EQ(Tr3Range_RelAnim(t, n), 0);
    CHECK(c->active);
    TestGame_Step(t, 0, 10);
    FlipFx_Call(&ga.fx, NULL, 31);
    CHECK_EQ(c->target_penalties, 300);
    CHECK_EQ(c->timer, 10 + 300);
    TestGame_Delete(t);
}
