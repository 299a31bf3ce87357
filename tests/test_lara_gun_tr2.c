/* TR2's guns and flares (game/lara/lara_gun_tr2*.c, and the flare,
 * grenade and harpoon bolt items of game/objects/tr2/weapon_items_tr2.c) on
 * rooms built at test time (tests/tr_build.h: Lara, her weapon models and
 * animations from ../shared/levels/tr2/RANDO_TEST1.TR2). The target is a
 * cultist (O2_CULT_1, which the shared level has) that is never triggered:
 * it takes no turn on the active list, so it stands still and only Lara's
 * weapons change its hit points. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define TARGET_HP 30000

typedef struct {
    TestGame *t;
    int lara;
    int target[2];
} Range;

/* A 6x6-sector room (water or not), Lara at (2560, y, 1536) facing +z and
 * up to two stand-ins at the given positions (x < 0: none). `slot`: the
 * first stand-in gets an AI slot (Lara targets only creatures with one). */
static bool open_range(Range *r, const char *name, bool water, int y, const Vec3i *tg, int n,
                       bool slot, char *why, size_t cap)
{
    memset(r, 0, sizeof(*r));
    r->target[0] = r->target[1] = -1;
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return false;
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    b->lb.rooms[room].water = water;
    LB_AddItem(&b->lb, 0, room, 2560, y, 1536, 0, 0);
    for (int i = 0; i < n; i++)
        LB_AddItem(&b->lb, O2_CULT_1, room, tg[i].x, tg[i].y, tg[i].z, (int16_t)0x8000, 0);
    const char *path = TrBuild_Write(b, name, why, cap);
    r->t = calloc(1, sizeof(*r->t));
    bool ok = path && r->t && TestGame_OpenPath(r->t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(r->t);
        r->t = NULL;
        return false;
    }
    Game *g = &r->t->g;
    /* TR2's object table (Object_SetupTR2) has set up the weapon items and
     * the cultist; the stand-in stays a creature whatever its kind does. */
    Creature_SetupObject(g, O2_CULT_1);
    r->lara = r->t->sim.lara;
    int k = 0;
    for (uint32_t i = 0; i < r->t->sim.num_items && k < n; i++) {
        Item *it = &r->t->sim.items[i];
        if (it->object_id != O2_CULT_1)
            continue;
        it->hit_points = TARGET_HP;
        it->status = ITEM_STATUS_ACTIVE;
        it->collidable = true;
        if (k == 0 && slot)
            Creature_Activate(g, (int)i);
        r->target[k++] = (int)i;
    }
    return true;
}

static void close_range(Range *r)
{
    if (r->t)
        TestGame_Delete(r->t);
}

static int32_t rounds_used(const Lara *l, int type)
{
    switch (type) {
    case LGT_PISTOLS: return l->pistols.hit + l->pistols.miss;
    case LGT_MAGNUMS: return 600 - l->magnums.ammo;
    case LGT_UZIS: return 600 - l->uzis.ammo;
    case LGT_SHOTGUN: return 600 - l->shotgun.ammo;
    case LGT_M16: return 600 - l->m16.ammo;
    default: return 0;
    }
}

static int32_t hits(const Lara *l, int type)
{
    switch (type) {
    case LGT_PISTOLS: return l->pistols.hit;
    case LGT_MAGNUMS: return l->magnums.hit;
    case LGT_UZIS: return l->uzis.hit;
    case LGT_SHOTGUN: return l->shotgun.hit;
    case LGT_M16: return l->m16.hit;
    default: return 0;
    }
}

/* One gun on the range: drawn, action held 120 ticks at the stand-in 3
 * sectors ahead. Reports the ticks between firing ticks (first gap and
 * whether every gap is equal), rounds a firing tick uses, hits and the
 * stand-in's hit points lost. */
typedef struct {
    bool drawn;
    int shots;          /* ticks on which rounds were used */
    int gap;            /* ticks between the first two */
    bool even;          /* every gap the same */
    int per_shot;       /* rounds used on the first firing tick */
    int32_t rounds, hits, lost;
} Firing;

static bool fire_range(int type, Firing *f, char *why, size_t cap)
{
    memset(f, 0, sizeof(*f));
    Range r;
    Vec3i tg = { 2560, 0, 4608 };
    if (!open_range(&r, "gun_range.tr2", false, 0, &tg, 1, true, why, cap))
        return false;
    Game *g = &r.t->g;
    TestGame_ArmOnly(g, type, 600);
    f->drawn = TestGame_DrawGun(r.t);
    int32_t before = rounds_used(&g->lara, type);
    int last = -1;
    f->even = true;
    for (int tick = 0; tick < 120; tick++) {
        TestGame_Step(r.t, INPUT_ACTION, 1);
        int32_t now = rounds_used(&g->lara, type);
        if (now == before)
            continue;
        if (f->shots == 0)
            f->per_shot = now - before;
        if (last >= 0) {
            if (f->gap == 0)
                f->gap = tick - last;
            else if (tick - last != f->gap)
                f->even = false;
        }
        last = tick;
        f->shots++;
        before = now;
    }
    f->rounds = rounds_used(&g->lara, type);
    f->hits = hits(&g->lara, type);
    f->lost = TARGET_HP - r.t->sim.items[r.target[0]].hit_points;
    close_range(&r);
    return true;
}

#define FIRE_OR_SKIP(type, f)                                                        \
    do {                                                                             \
        char why_[512] = "";                                                         \
        if (!fire_range(type, f, why_, sizeof why_)) {                               \
            if (!why_[0])                                                            \
                SKIP("tr2/RANDO_TEST1.TR2 not available");                           \
            CHECK_MSG(false, "range: %s", why_);                                     \
        }                                                                            \
    } while (0)

/* Pistol-type guns: both hands fire on the same tick, every recoil_frame + 1
 * ticks (10 for the pistols and automatic pistols, 4 for the uzis); each hit
 * takes the gun's damage (1, 2, 1); the pistols' ammunition never runs down. */
TEST(tr2_guns_pistols_rate_ammo_damage)
{
    Firing f;
    FIRE_OR_SKIP(LGT_PISTOLS, &f);
    CHECK(f.drawn);
    CHECK_EQ(f.per_shot, 2);
    CHECK_EQ(f.gap, 10);
    CHECK(f.even);
    CHECK(f.hits > 0);
    CHECK_EQ(f.lost, f.hits * 1);
}

TEST(tr2_guns_magnums_rate_ammo_damage)
{
    Firing f;
    FIRE_OR_SKIP(LGT_MAGNUMS, &f);
    CHECK(f.drawn);
    CHECK_EQ(f.per_shot, 2);
    CHECK_EQ(f.gap, 10);
    CHECK(f.even);
    CHECK_EQ(f.rounds, 2 * f.shots);
    CHECK(f.hits > 0);
    CHECK_EQ(f.lost, f.hits * 2);
}

TEST(tr2_guns_uzis_rate_ammo_damage)
{
    Firing f;
    FIRE_OR_SKIP(LGT_UZIS, &f);
    CHECK(f.drawn);
    CHECK_EQ(f.per_shot, 2);
    CHECK_EQ(f.gap, 4);
    CHECK(f.even);
    CHECK_EQ(f.rounds, 2 * f.shots);
    CHECK(f.hits > 0);
    CHECK_EQ(f.lost, f.hits * 1);
}

/* The shotgun: six pellets a shot, 3 damage a pellet that hits, a shot per
 * cycle of its model's recoil animation. */
TEST(tr2_guns_shotgun_rate_ammo_damage)
{
    Firing f;
    FIRE_OR_SKIP(LGT_SHOTGUN, &f);
    CHECK(f.drawn);
    CHECK_EQ(f.per_shot, 6);
    CHECK_EQ(f.rounds, 6 * f.shots);
    CHECK_MSG(f.gap >= 20 && f.even, "shotgun fired every %d ticks (even %d)", f.gap, f.even);
    CHECK(f.hits > 0);
    CHECK_EQ(f.lost, f.hits * 3);
}

/* The M16: one round a shot, 3 damage, a shot per cycle of its recoil. */
TEST(tr2_guns_m16_rate_ammo_damage)
{
    Firing f;
    FIRE_OR_SKIP(LGT_M16, &f);
    CHECK(f.drawn);
    CHECK_EQ(f.per_shot, 1);
    CHECK_EQ(f.rounds, f.shots);
    CHECK_MSG(f.gap > 0 && f.gap < 10 && f.even, "M16 fired every %d ticks", f.gap);
    CHECK(f.hits > 0);
    CHECK_EQ(f.lost, f.hits * 3);
}

/* Items of object_id on the active list (a killed one leaves it). */
static int count_items(const Sim *s, int object_id)
{
    int n = 0;
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == object_id && s->items[i].active)
            n++;
    return n;
}

#define RANGE_OR_SKIP(r, name, water, y, tg, n, slot)                                 \
    do {                                                                              \
        char why_[512] = "";                                                          \
        if (!open_range(r, name, water, y, tg, n, slot, why_, sizeof why_)) {         \
            if (!why_[0])                                                             \
                SKIP("tr2/RANDO_TEST1.TR2 not available");                            \
            CHECK_MSG(false, "range: %s", why_);                                      \
        }                                                                             \
    } while (0)

/* The flare key takes a flare from the inventory: the left hand holds the
 * flare model, it is lit (light in Game.lights, age counting); the key
 * again throws it: a burning O2_FLARE_ITEM flies, lands on the floor and
 * goes after 60 seconds of burning, and Lara's hands are free again. */
TEST(tr2_flare_drawn_thrown_burns_out)
{
    Range r;
    RANGE_OR_SKIP(&r, "flare_range.tr2", false, 0, NULL, 0, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_PISTOLS, 0);
    g->inv.count[O2_FLARES_OPTION] = 2;
    TestGame_Step(t, INPUT_FLARE, 1);
    bool drawing = g->lara.gun_type == LGT_FLARE;
    int lit_at = -1;
    for (int i = 0; i < 120 && lit_at < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (g->lara.flare_age > 0 && g->lights.count > 0)
            lit_at = i;
    }
    TestGame_Step(t, 0, 60);
    bool in_hand = g->lara.mesh_swap[LARA_MESH_HAND_L] == O2_LARA_FLARE;
    int left = g->inv.count[O2_FLARES_OPTION];
    int16_t age = g->lara.flare_age;
    int lights = g->lights.count;
    bool hands_free = g->lara.gun_status == LGS_ARMLESS;

    /* Thrown. */
    TestGame_Step(t, INPUT_FLARE, 1);
    int flying = 0;
    for (int i = 0; i < 60 && !flying; i++) {
        TestGame_Step(t, 0, 1);
        flying = count_items(&t->sim, O2_FLARE_ITEM);
    }
    TestGame_Step(t, 0, 150);
    int fi = -1;
    for (uint32_t i = 0; i < t->sim.num_items; i++)
        if (t->sim.items[i].object_id == O2_FLARE_ITEM && t->sim.items[i].active)
            fi = (int)i;
    int32_t landed_y = fi >= 0 ? t->sim.items[fi].pos.y : -1;
    int16_t landed_speed = fi >= 0 ? t->sim.items[fi].speed : -1;
    int32_t item_age = fi >= 0 ? (t->sim.items[fi].data_index & 0x7FFF) : -1;
    bool back = g->lara.gun_type == LGT_PISTOLS && g->lara.gun_status == LGS_ARMLESS &&
                g->lara.mesh_swap[LARA_MESH_HAND_L] != O2_LARA_FLARE;
    /* Burnt out: gone once 1800 ticks old. */
    TestGame_Step(t, 0, GUN_FLARE_MAX_AGE - item_age + 2);
    int after = count_items(&t->sim, O2_FLARE_ITEM);
    close_range(&r);

    CHECK(drawing);
    CHECK_MSG(lit_at >= 0, "the flare never lit");
    CHECK(in_hand);
    CHECK_EQ(left, 1);
    CHECK_MSG(age > 60, "held flare age %d", age);
    CHECK(lights > 0);
    CHECK(hands_free);
    CHECK_EQ(flying, 1);
    CHECK_EQ(landed_y, 0);
    CHECK_EQ(landed_speed, 0);
    CHECK_MSG(item_age > age, "the thrown flare's age %d (held %d)", item_age, age);
    CHECK(back);
    CHECK_EQ(after, 0);
}

/* A held flare that burns out is thrown away by itself; without flares
 * the key does nothing. */
TEST(tr2_flare_burns_out_in_hand)
{
    Range r;
    RANGE_OR_SKIP(&r, "flare_out.tr2", false, 0, NULL, 0, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_PISTOLS, 0);
    TestGame_Step(t, INPUT_FLARE, 1);
    TestGame_Step(t, 0, 10);
    bool none = g->lara.gun_type != LGT_FLARE;
    g->inv.count[O2_FLARES_OPTION] = 1;
    TestGame_Step(t, INPUT_FLARE, 1);
    TestGame_Step(t, 0, 100);
    bool held = g->lara.gun_type == LGT_FLARE && g->lara.gun_status == LGS_ARMLESS;
    g->lara.flare_age = GUN_FLARE_MAX_AGE - 5;
    TestGame_Step(t, 0, 6);
    int lights_at_end = g->lights.count;
    TestGame_Step(t, 0, 80);
    int thrown = count_items(&t->sim, O2_FLARE_ITEM);
    bool free_hands = g->lara.gun_type != LGT_FLARE;
    close_range(&r);
    CHECK(none);
    CHECK(held);
    CHECK_EQ(lights_at_end, 0);
    CHECK_EQ(thrown, 1);
    CHECK(free_hands);
}

/* The grenade launcher fired at a wall: a grenade item flies, explodes on
 * the wall (an explosion effect, the grenade gone) and hurts the creature
 * within 512 of the blast by 30, not the one far from it; one grenade
 * used. The stand-ins have no AI slot, so Lara aims straight ahead. */
TEST(tr2_grenade_explodes_and_damages_in_radius)
{
    Range r;
    Vec3i tg[2] = { { 2560 + 400, 0, 4700 }, { 1300, 0, 2800 } };
    RANGE_OR_SKIP(&r, "grenade_range.tr2", false, 0, tg, 2, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_GRENADE, 5);
    bool drawn = TestGame_DrawGun(t);
    int flew = 0, boom = 0;
    for (int i = 0; i < 80 && !boom; i++) {
        TestGame_Step(t, i < 40 ? INPUT_ACTION : 0, 1);
        if (count_items(&t->sim, O2_GRENADE))
            flew = 1;
        for (int fx = 0; fx < EFFECT_MAX; fx++) {
            Effect *e = Effect_Get(g, fx);
            if (e && e->object_id == O2_EXPLOSION)
                boom = 1;
        }
    }
    int32_t near_hp = t->sim.items[r.target[0]].hit_points;
    int32_t far_hp = t->sim.items[r.target[1]].hit_points;
    int32_t used = 5 - g->lara.grenade.ammo;
    close_range(&r);
    CHECK(drawn);
    CHECK(flew);
    CHECK(boom);
    CHECK_MSG(used >= 1, "grenades used %d", used);
    CHECK_EQ(near_hp, TARGET_HP - 30);
    CHECK_EQ(far_hp, TARGET_HP);
}

/* Under water only the harpoon gun comes out; its bolts fly to the target
 * and each hit takes 4; one bolt a shot. */
TEST(tr2_harpoon_fires_underwater)
{
    Range r;
    Vec3i tg = { 2560, -1024, 4096 };
    RANGE_OR_SKIP(&r, "harpoon_range.tr2", true, -1024, &tg, 1, true);
    TestGame *t = r.t;
    Game *g = &t->g;
    bool under = g->lara.water_status == LWS_UNDERWATER;
    TestGame_ArmOnly(g, LGT_SHOTGUN, 60);
    TestGame_Step(t, INPUT_DRAW, 1);
    TestGame_Step(t, 0, 40);
    bool shotgun_stays = g->lara.gun_status == LGS_ARMLESS;
    TestGame_ArmOnly(g, LGT_HARPOON, 6);
    bool drawn = TestGame_DrawGun(t);
    int bolts = 0;
    for (int i = 0; i < 150; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (count_items(&t->sim, O2_HARPOON_BOLT))
            bolts = 1;
    }
    TestGame_Step(t, 0, 40);
    int32_t used = 6 - g->lara.harpoon.ammo;
    int32_t lost = TARGET_HP - t->sim.items[r.target[0]].hit_points;
    close_range(&r);
    CHECK(under);
    CHECK(shotgun_stays);
    CHECK(drawn);
    CHECK(bolts);
    CHECK_MSG(used >= 2, "bolts used %d", used);
    CHECK_MSG(lost > 0 && lost % 4 == 0 && lost <= used * 4, "lost %d with %d bolts", lost, used);
}

/* A burning flare on the floor in front of her: action makes her pick it
 * up (TR2's flare pick-up state, 67); it burns on in her hand from its
 * age and the item is gone. */
TEST(tr2_flare_picked_up_again)
{
    Range r;
    RANGE_OR_SKIP(&r, "flare_pickup.tr2", false, 0, NULL, 0, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_PISTOLS, 0);
    Item *lara = Game_LaraItem(g);
    Vec3i at = { lara->pos.x, 0, lara->pos.z + 100 };
    int fi = Trap_CreateItem(g, O2_FLARE_ITEM, lara->room, at, 0);
    CHECK(fi != ITEM_NONE);
    t->sim.items[fi].data_index = 300 | 0x8000;
    Object_AddActive(g, fi);
    t->sim.items[fi].status = ITEM_STATUS_ACTIVE;
    TestGame_Step(t, 0, 3);
    int16_t state = -1;
    for (int i = 0; i < 20 && state != LS_FLARE_PICKUP; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        state = lara->current_state;
    }
    TestGame_Step(t, 0, 120);
    bool held = g->lara.gun_type == LGT_FLARE && g->lara.gun_status == LGS_ARMLESS;
    int16_t age = g->lara.flare_age;
    bool gone = !t->sim.items[fi].active;
    bool in_hand = g->lara.mesh_swap[LARA_MESH_HAND_L] == O2_LARA_FLARE;
    close_range(&r);
    CHECK_EQ(state, LS_FLARE_PICKUP);
    CHECK(held);
    CHECK(in_hand);
    CHECK(gone);
    CHECK_MSG(age > 300 && age < 300 + 200, "held flare age %d (picked up at 300+)", age);
}

/* The M16 while Lara moves: its model takes the hip-fire stance (the
 * underwater / running states, 6 and 8) and keeps firing from there. */
TEST(tr2_m16_fires_from_the_hip_while_running)
{
    Range r;
    Vec3i tg = { 2560, 0, 4864 };
    RANGE_OR_SKIP(&r, "m16_run.tr2", false, 0, &tg, 1, true);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_M16, 300);
    bool drawn = TestGame_DrawGun(t);
    int hip = 0, moving_shots = 0;
    int32_t before = g->lara.m16.ammo;
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 1);
        int s = g->lara.gun_item.current_state;
        if (Game_LaraItem(g)->speed != 0 && (s == 6 || s == 8))
            hip++;
        if (Game_LaraItem(g)->speed != 0 && g->lara.m16.ammo < before)
            moving_shots++;
        before = g->lara.m16.ammo;
    }
    close_range(&r);
    CHECK(drawn);
    CHECK_MSG(hip > 5, "%d ticks in the hip stance while moving", hip);
    CHECK_MSG(moving_shots > 1, "%d shots while moving", moving_shots);
}

/* The mesh `index` of object `object`'s model. */
static uint32_t model_mesh(const Level *lv, int object, int index)
{
    const Model *m = Level_FindModel(lv, (uint32_t)object);
    return m ? lv->mesh_index[m->start_mesh + (uint32_t)index] : 0xFFFFFFFFu;
}

static bool draws_mesh(const RenderMeshDraw *d, int n, uint32_t mesh)
{
    for (int i = 0; i < n; i++)
        if (d[i].mesh == mesh)
            return true;
    return false;
}

/* Drawing TR2's Lara (GameRules_TR2.draw_item): the shotgun in her right
 * hand with her arms on its frames, then on her back once holstered (its
 * model's back mesh beside her 15); a lit flare in her left hand with its
 * flame, the left arm raised on the flare model's frames. */
TEST(tr2_guns_drawn_on_lara)
{
    Range r;
    RANGE_OR_SKIP(&r, "gun_draw.tr2", false, 0, NULL, 0, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    const Level *lv = &t->lv;
    int li = t->sim.lara;
    RenderMeshDraw d[32], body[32];
    int nb = g->rules->draw_item(g, &t->sim, li, 65536, body, 32);

    TestGame_ArmOnly(g, LGT_SHOTGUN, 60);
    bool drawn = TestGame_DrawGun(t);
    int n1 = g->rules->draw_item(g, &t->sim, li, 65536, d, 32);
    bool in_hand = n1 >= 15 && d[LARA_MESH_HAND_R].mesh == model_mesh(lv, O2_LARA_SHOTGUN,
                                                                       LARA_MESH_HAND_R);
    bool arm_moved = n1 >= 15 && memcmp(&d[LARA_MESH_HAND_L].world, &body[LARA_MESH_HAND_L].world,
                                        sizeof(Mat34)) != 0;
    TestGame_Step(t, INPUT_DRAW, 1);
    for (int i = 0; i < 90 && g->lara.gun_status != LGS_ARMLESS; i++)
        TestGame_Step(t, 0, 1);
    int n2 = g->rules->draw_item(g, &t->sim, li, 65536, d, 32);
    /* her 15, the shotgun on her back, then her braid's meshes */
    bool on_back = n2 == 16 + LARA_HAIR_SEGMENTS && d[15].mesh == model_mesh(lv, O2_LARA_SHOTGUN, LARA_MESH_HEAD) &&
                   d[LARA_MESH_HAND_R].mesh != model_mesh(lv, O2_LARA_SHOTGUN, LARA_MESH_HAND_R);

    g->inv.count[O2_FLARES_OPTION] = 1;
    TestGame_Step(t, INPUT_FLARE, 1);
    TestGame_Step(t, 0, 100);
    int n3 = g->rules->draw_item(g, &t->sim, li, 65536, d, 32);
    bool flare = n3 >= 15 && d[LARA_MESH_HAND_L].mesh == model_mesh(lv, O2_LARA_FLARE,
                                                                      LARA_MESH_HAND_L);
    bool flame = g->lara.left_arm.flash_gun && draws_mesh(d, n3, model_mesh(lv, O2_FLARE_FIRE, 0));
    close_range(&r);
    CHECK_EQ(nb, 15);
    CHECK(drawn);
    CHECK(in_hand);
    CHECK(arm_moved);
    CHECK_MSG(on_back, "holstered: %d draws", n2);
    CHECK(flare);
    CHECK(flame);
}

/* In an extra animation (gong, kill scenes) the draw key draws nothing and
 * the request is dropped; out of it the same key draws. */
TEST(tr2_guns_not_drawn_in_an_extra_animation)
{
    Range r;
    RANGE_OR_SKIP(&r, "gun_extra.tr2", false, 0, NULL, 0, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_PISTOLS, 0);
    g->lara.extra_anim = true;
    TestGame_Step(t, INPUT_DRAW, 1);
    TestGame_Step(t, 0, 30);
    int16_t during = g->lara.gun_status, request = g->lara.request_gun_type;
    g->lara.extra_anim = false;
    bool drawn = TestGame_DrawGun(t);
    close_range(&r);
    CHECK_EQ(during, LGS_ARMLESS);
    CHECK_EQ(request, LGT_UNARMED);
    CHECK(drawn);
}

/* TR2's explosion lights its surroundings: every tick it burns, a light
 * at its position in Game.lights, intensity 12 / fall-off 10 on the ticks
 * between its frames and 13 / 11 on those that step one, none on the tick
 * it is gone (then the renderer's dynamic lights show it). */
static bool fx_active(const Game *g, int fx)
{
    for (int i = g->effects.next_active, n = 0; i != EFFECT_NONE && n < EFFECT_MAX;
         i = g->effects.fx[i].next_active, n++)
        if (i == fx)
            return true;
    return false;
}

TEST(tr2_explosion_adds_dynamic_light)
{
    Range r;
    RANGE_OR_SKIP(&r, "explosion_light.tr2", false, 0, NULL, 0, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    Vec3i at = {2560, -512, 4096};
    int fx = Effect_Explosion(g, &at, t->sim.items[r.lara].room, false);
    CHECK(fx != EFFECT_NONE);
    int lit = 0, wrong = 0, tick = 0;
    bool alive = true;
    for (tick = 1; tick <= 200 && alive; tick++) {
        TestGame_Step(t, 0, 1);
        alive = fx_active(g, fx);
        int found = -1;
        for (int i = 0; i < g->lights.count; i++) {
            const GunLight *l = &g->lights.light[i];
            if (l->pos.x == at.x && l->pos.y == at.y && l->pos.z == at.z)
                found = i;
        }
        if (!alive) {
            wrong += found >= 0;
            break;
        }
        const GunLight *l = found >= 0 ? &g->lights.light[found] : NULL;
        bool even = tick % 2 == 0;
        if (!l || l->intensity != (even ? 13 : 12) || l->falloff != (even ? 11 : 10))
            wrong++;
        else
            lit++;
    }
    close_range(&r);
    CHECK_MSG(!alive, "explosion still there after %d ticks (lit %d, wrong %d)", tick, lit, wrong);
    CHECK_MSG(wrong == 0 && lit >= 1 && lit == tick - 1, "lit %d wrong %d of %d ticks", lit,
              wrong, tick);
}

typedef struct {
    int m16_fire, m16_stop, waterfall;
} HeardM16;

static void hear_m16(void *user, Item *item, int sfx)
{
    HeardM16 *h = user;
    h->m16_fire += sfx == 78;
    h->m16_stop += sfx == 104;
    h->waterfall += sfx == 79;
}

/* The M16's sounds are TR2's: its burst (78) while she fires standing,
 * and when she lets go its stop (104, not the waterfall's 79). */
TEST(tr2_m16_stop_sound)
{
    Range r;
    Vec3i tg = { 2560, 0, 4864 };
    RANGE_OR_SKIP(&r, "m16_stop.tr2", false, 0, &tg, 1, true);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_M16, 300);
    bool drawn = TestGame_DrawGun(t);
    HeardM16 h = { 0, 0, 0 };
    t->sim.events.sound = hear_m16;
    t->sim.events.user = &h;
    TestGame_Step(t, INPUT_ACTION, 20);
    int fired = h.m16_fire, stopped_early = h.m16_stop;
    TestGame_Step(t, 0, 20);
    close_range(&r);
    CHECK(drawn);
    CHECK(fired > 0);
    CHECK_EQ(stopped_early, 0);
    CHECK_EQ(h.m16_stop, 1);
    CHECK_EQ(h.waterfall, 0);
}
