/* TR3's guns firing (game/lara/lara_gun_tr3.c: TR3's weapon table and the
 * Desert Eagle's frame runs on TR2's gun code) on a room built at test time
 * (tests/tr_build.h: Lara and her weapon models from
 * ../shared/levels/tr3/RANDO_TEST1.TR2; skipped without it). The target is
 * a stand-in: a monkey (O3_MONKEY, whose model the shared level has) made a
 * creature with an AI slot and no routine of its own, so it stands still
 * and only Lara's weapons change its hit points. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/object.h"
#include "game/objects/trap/trap.h"
#include "game/save/save.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define TARGET_HP 30000

typedef struct {
    TestGame *t;
    int target;  /* the first stand-in: 3 sectors ahead, with an AI slot */
    int other;   /* the second (when asked for): at `other_at`, no AI slot */
} Range3;

static Vec3i other_at = { 600, 0, 5000 };

/* A 6x6-sector room, Lara at (2560, 0, 1536) facing +z, with `targets`
 * stand-ins (0..2). False (why says so) without the donor. */
static bool open_range(Range3 *r, int targets, char *why, size_t cap)
{
    memset(r, 0, sizeof(*r));
    r->target = r->other = -1;
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return false;
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 2560, 0, 1536, 0, 0);
    if (targets > 0)
        LB_AddItem(&b->lb, O3_MONKEY, room, 2560, 0, 4608, (int16_t)0x8000, 0);
    if (targets > 1)
        LB_AddItem(&b->lb, O3_MONKEY, room, other_at.x, other_at.y, other_at.z, (int16_t)0x8000,
                   0);
    r->t = TrBuildGame_OpenWhy(b, "gun_tr3_fire.tr2", why, cap);
    if (!r->t)
        return false;
    Game *g = &r->t->g;
    Creature_SetupObject(g, O3_MONKEY);
    g->objects[O3_MONKEY].control = NULL; /* a stand-in: it never moves */
    for (uint32_t i = 0; i < r->t->sim.num_items; i++) {
        Item *it = &r->t->sim.items[i];
        if (it->object_id != O3_MONKEY)
            continue;
        it->hit_points = TARGET_HP;
        it->status = ITEM_STATUS_ACTIVE;
        it->collidable = true;
        if (r->target < 0) {
            Creature_Activate(g, (int)i);
            r->target = (int)i;
        } else {
            r->other = (int)i;
        }
    }
    return true;
}

#define RANGE_OR_SKIP(r, target)                                                     \
    char why_[600] = "";                                                             \
    if (!open_range(r, target, why_, sizeof why_))                                   \
        SKIP(why_)

/* The Desert Eagle (TR3's table and frame runs): holstered on her right
 * thigh only, drawn into her right hand only (her left hand and thigh keep
 * Lara's own meshes), one round every 17 ticks (16 of recoil, TR2's
 * automatic pistols fire two rounds every 10), 21 hit points a hit (TR2's
 * table: 2). */
TEST(tr3_desert_eagle_one_handed)
{
    Range3 r;
    RANGE_OR_SKIP(&r, 1);
    TestGame *t = r.t;
    Game *g = &t->g;
    LaraAmmo *a = TestGame_ArmOnly(g, LGT_MAGNUMS, 50);
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_THIGH_R], O3_MAGNUM);
    CHECK(g->lara.mesh_swap[LARA_MESH_THIGH_L] != O3_MAGNUM);
    CHECK(TestGame_DrawGun(t));
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_HAND_R], O3_MAGNUM);
    CHECK(g->lara.mesh_swap[LARA_MESH_HAND_L] != O3_MAGNUM);
    CHECK(g->lara.mesh_swap[LARA_MESH_THIGH_R] != O3_MAGNUM);
    int32_t before = a->ammo;
    int first = -1, second = -1, per_tick = 0;
    for (int tick = 0; tick < 60; tick++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (a->ammo == before)
            continue;
        if (first < 0) {
            first = tick;
            per_tick = before - a->ammo;
        } else if (second < 0) {
            second = tick;
        }
        before = a->ammo;
    }
    int32_t used = 50 - a->ammo;
    int32_t lost = TARGET_HP - t->sim.items[r.target].hit_points;
    CHECK_EQ(per_tick, 1);
    CHECK_MSG(second - first == 17, "shots at ticks %d and %d", first, second);
    CHECK_MSG(a->hit > 0, "hits %d of %d", (int)a->hit, (int)used);
    CHECK_EQ(lost, 21 * a->hit);
    /* Holstered again: back on the right thigh, both hands empty. */
    TestGame_Step(t, INPUT_DRAW, 1);
    TestGame_Step(t, 0, 60);
    CHECK_EQ(g->lara.gun_status, LGS_ARMLESS);
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_THIGH_R], O3_MAGNUM);
    CHECK(g->lara.mesh_swap[LARA_MESH_HAND_R] != O3_MAGNUM);
    TestGame_Delete(t);
}

static int find_item(const Sim *s, int object_id)
{
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == object_id && s->items[i].active)
            return (int)i;
    return -1;
}

/* TR3's harpoon gun on dry land, nothing to aim at: a bolt leaves at 256
 * (TR2's: 150), its pitch drops until it strikes the floor, where it
 * sticks (TR2's bolt is gone at once) for 224 ticks: 32 quivering, two of
 * its 256 hit points a tick, then 192 more (the tip as far into the
 * floor as its last step took it). She reloads after every
 * fourth bolt (ammo 4 left of 8; TR2 after every third). */
TEST(tr3_harpoon_bolt_sticks_and_reloads_every_fourth)
{
    Range3 r;
    RANGE_OR_SKIP(&r, 0);
    TestGame *t = r.t;
    Game *g = &t->g;
    LaraAmmo *a = TestGame_ArmOnly(g, LGT_HARPOON, 8);
    CHECK(TestGame_DrawGun(t));
    int bolt = -1, first_speed = 0;
    for (int i = 0; i < 40 && bolt < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        bolt = find_item(&t->sim, O3_HARPOON_BOLT);
    }
    CHECK(bolt >= 0);
    if (bolt < 0) {
        TestGame_Delete(t);
        return;
    }
    first_speed = t->sim.items[bolt].speed;
    CHECK_MSG(first_speed > 200, "bolt speed %d", first_speed);
    /* Let go: the bolt flies on, lands and sticks. */
    int landed = -1;
    for (int i = 0; i < 60 && landed < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (t->sim.items[bolt].active && t->sim.items[bolt].speed == 0)
            landed = i;
    }
    CHECK(landed >= 0);
    /* In the floor (y 0) where its last step took it: not put back. */
    int32_t y = t->sim.items[bolt].pos.y;
    CHECK_MSG(y >= 0 && y < 256, "stuck at y %d", (int)y);
    TestGame_Step(t, 0, 200);
    CHECK(t->sim.items[bolt].active && t->sim.items[bolt].object_id == O3_HARPOON_BOLT);
    TestGame_Step(t, 0, 30);
    CHECK(!(t->sim.items[bolt].active && t->sim.items[bolt].object_id == O3_HARPOON_BOLT));

    /* The reload: the first time it is due, four bolts are left. */
    int at = -1;
    for (int i = 0; i < 300 && at < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (g->lara.harpoon_reload)
            at = a->ammo;
    }
    CHECK_EQ(at, 4);
    TestGame_Delete(t);
}

/* TR3's rocket launcher (LGT_ROCKET, its own model O3_ROCKET_GUN): drawn
 * into her right hand, it fires a rocket (O3_ROCKET) that starts at 16 and
 * speeds up by a quarter and 4 a tick, lights its way, and (aimed down at
 * the small stand-in from her launcher, which is low and to the right)
 * strikes the floor short of it: the blast takes 30 from the stand-in
 * within a sector of it, none from the one far from it; one rocket used,
 * the rocket gone. TR2's gun code has no such gun. */
TEST(tr3_rocket_flies_faster_and_explodes_on_a_creature)
{
    Range3 r;
    RANGE_OR_SKIP(&r, 2);
    TestGame *t = r.t;
    Game *g = &t->g;
    LaraAmmo *a = TestGame_ArmOnly(g, LGT_ROCKET, 3);
    CHECK_EQ(g->lara.gun_type, LGT_ROCKET);
    CHECK_EQ(g->lara.back_gun, O3_ROCKET_GUN);
    CHECK(TestGame_DrawGun(t));
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_HAND_R], O3_ROCKET_GUN);
    int rk = -1;
    for (int i = 0; i < 60 && rk < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        rk = find_item(&t->sim, O3_ROCKET);
    }
    CHECK(rk >= 0);
    int speeds[3] = { 0, 0, 0 };
    bool lit = false;
    for (int i = 0; i < 3 && rk >= 0; i++) {
        speeds[i] = t->sim.items[rk].speed;
        TestGame_Step(t, 0, 1);
        lit = lit || g->lights.count > 0;
    }
    /* 16 at launch; its first tick already made it 24, then 34, 46. */
    CHECK_MSG(speeds[1] == speeds[0] + (speeds[0] >> 2) + 4 &&
                  speeds[2] == speeds[1] + (speeds[1] >> 2) + 4,
              "speeds %d %d %d", speeds[0], speeds[1], speeds[2]);
    CHECK(lit);
    TestGame_Step(t, 0, 40);
    CHECK_EQ(find_item(&t->sim, O3_ROCKET), -1);
    CHECK_EQ(3 - a->ammo, 1);
    CHECK_EQ(TARGET_HP - t->sim.items[r.target].hit_points, 30);
    CHECK_EQ(t->sim.items[r.other].hit_points, TARGET_HP);
    TestGame_Delete(t);
}

/* A rocket that meets a creature on its way explodes on it: the one it
 * met takes 30 for the hit and 30 more from the blast (the original's
 * second pass over the same rooms), the aimed-at stand-in farther on is
 * out of the blast. The second stand-in stands in the rocket's path (from
 * her launcher, low and right of her aim: see the test above). */
TEST(tr3_rocket_hit_and_blast_on_the_creature_it_meets)
{
    Range3 r;
    other_at = (Vec3i){ 2778, 0, 2650 };
    char why_[600] = "";
    bool ok = open_range(&r, 2, why_, sizeof why_);
    other_at = (Vec3i){ 600, 0, 5000 };
    if (!ok)
        SKIP(why_);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_ROCKET, 1);
    CHECK(TestGame_DrawGun(t));
    TestGame_Step(t, INPUT_ACTION, 20);
    TestGame_Step(t, 0, 40);
    CHECK_EQ(find_item(&t->sim, O3_ROCKET), -1);
    CHECK_EQ(TARGET_HP - t->sim.items[r.other].hit_points, 60);
    CHECK_EQ(t->sim.items[r.target].hit_points, TARGET_HP);
    TestGame_Delete(t);
}

/* A TR3 save keeps the rocket launcher and its rockets (TR3's saves only:
 * Gun_TypeCount > LGT_ROCKET); a fresh game loaded from it has them. */
TEST(tr3_save_keeps_the_rocket_launcher)
{
    Range3 a, b;
    RANGE_OR_SKIP(&a, 0);
    Game *g = &a.t->g;
    TestGame_ArmOnly(g, LGT_ROCKET, 7);
    g->lara.rocket.hit = 2;
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(g, &data, &size));
    TestGame_Delete(a.t);
    char why2[600] = "";
    CHECK_MSG(open_range(&b, 0, why2, sizeof why2), "%s", why2);
    if (b.t && data) {
        char err[512] = "";
        bool ok = TestGame_Restore(&b.t->g, data, size, "rocket.sav", err, sizeof err);
        CHECK_MSG(ok, "%s", err);
        CHECK(b.t->g.lara.has_rocket);
        CHECK_EQ(b.t->g.lara.rocket.ammo, 7);
        CHECK_EQ(b.t->g.lara.rocket.hit, 2);
        CHECK_EQ(b.t->g.lara.gun_type, LGT_ROCKET);
    }
    free(data);
    if (b.t)
        TestGame_Delete(b.t);
}

/* A burning flare (O3_FLARE_ITEM, 300 ticks old) on the floor just in
 * front of her. Returns the item. */
static int drop_flare(TestGame *t)
{
    Game *g = &t->g;
    Item *lara = Game_LaraItem(g);
    Vec3i at = { lara->pos.x, 0, lara->pos.z + 100 };
    int fi = Trap_CreateItem(g, O3_FLARE_ITEM, lara->room, at, 0);
    if (fi == ITEM_NONE)
        return fi;
    t->sim.items[fi].data_index = 300 | 0x8000;
    Object_AddActive(g, fi);
    t->sim.items[fi].status = ITEM_STATUS_ACTIVE;
    return fi;
}

/* Picks the flare up (action held until her flare pick-up starts, `keys`
 * held throughout); true when it did, the flare burning on in her left
 * hand from its age, the item gone. */
static bool pick_flare_up(TestGame *t, int fi, InputWord keys, int16_t *state_seen)
{
    Game *g = &t->g;
    Item *lara = Game_LaraItem(g);
    int16_t state = -1;
    for (int i = 0; i < 30 && state != LS_FLARE_PICKUP; i++) {
        TestGame_Step(t, keys | INPUT_ACTION, 1);
        state = lara->current_state;
    }
    *state_seen = state;
    TestGame_Step(t, keys, 120);
    int16_t age = g->lara.flare_age;
    return g->lara.gun_type == LGT_FLARE && !t->sim.items[fi].active && age > 300 &&
           age < 300 + 200;
}

/* TR3's flare pick-up standing (before, a thrown TR3 flare could not be
 * taken again): in her breathing animation, action starts the flare
 * pick-up (state 67); the flare is hers, burning on from its age. */
TEST(tr3_flare_picked_up_standing)
{
    Range3 r;
    RANGE_OR_SKIP(&r, 0);
    TestGame *t = r.t;
    TestGame_ArmOnly(&t->g, LGT_PISTOLS, 0);
    int fi = drop_flare(t);
    CHECK(fi != ITEM_NONE);
    TestGame_Step(t, 0, 3);
    int16_t state;
    CHECK(pick_flare_up(t, fi, 0, &state));
    CHECK_EQ(state, LS_FLARE_PICKUP);
    CHECK_EQ(t->g.lara.mesh_swap[LARA_MESH_HAND_L], O3_FLARE);
    TestGame_Delete(t);
}

/* And crouching (TR3's own: her crouching flare pick-up, animation 312,
 * takes it on its frame 22), ending crouched. */
TEST(tr3_flare_picked_up_crouching)
{
    Range3 r;
    RANGE_OR_SKIP(&r, 0);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_PISTOLS, 0);
    TestGame_Step(t, INPUT_DUCK, 20);
    CHECK_EQ(Game_LaraItem(g)->current_state, LS_DUCK);
    int fi = drop_flare(t);
    CHECK(fi != ITEM_NONE);
    TestGame_Step(t, INPUT_DUCK, 3);
    int16_t state;
    CHECK(pick_flare_up(t, fi, INPUT_DUCK, &state));
    CHECK_EQ(state, LS_FLARE_PICKUP);
    CHECK_EQ(Game_LaraItem(g)->current_state, LS_DUCK);
    TestGame_Delete(t);
}

/* TR3's grenade (O3_GRENADE): fired with nothing to aim at, it falls onto
 * the floor and bounces up (TR2's grenade explodes on the floor), rolls
 * on, and explodes only when its fuse runs out, 120 ticks after it was
 * fired; one grenade used. */
TEST(tr3_grenade_bounces_and_explodes_on_its_fuse)
{
    Range3 r;
    RANGE_OR_SKIP(&r, 0);
    TestGame *t = r.t;
    Game *g = &t->g;
    LaraAmmo *a = TestGame_ArmOnly(g, LGT_GRENADE, 2);
    CHECK(TestGame_DrawGun(t));
    int gr = -1;
    for (int i = 0; i < 60 && gr < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        gr = find_item(&t->sim, O3_GRENADE);
    }
    CHECK(gr >= 0);
    if (gr < 0) {
        TestGame_Delete(t);
        return;
    }
    int ticks = 1; /* its first tick ran with the launch */
    bool bounced = false, grounded = false;
    while (ticks < 200 && t->sim.items[gr].active && t->sim.items[gr].object_id == O3_GRENADE) {
        TestGame_Step(t, 0, 1);
        const Item *it = &t->sim.items[gr];
        if (!it->active || it->object_id != O3_GRENADE)
            break;
        ticks++;
        bounced = bounced || it->fall_speed < 0;
        grounded = grounded || (it->pos.y == 0 && it->fall_speed == 0);
    }
    CHECK(bounced);
    CHECK(grounded);
    CHECK_MSG(ticks == 120, "the grenade lasted %d ticks", ticks);
    CHECK_EQ(2 - a->ammo, 1);
    TestGame_Delete(t);
}

/* TR3's gun flash lights (game/lara/lara_gun_tr3.c flash_light): the
 * pistols' at the flashing hand, within a sector of her (TR2's is 1024
 * ahead of her), the shotgun's 1024 ahead give or take 128. */
static bool flash_at(int type, int32_t *dist, char *why, size_t cap)
{
    Range3 r;
    if (!open_range(&r, 1, why, cap))
        return false;
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, type, 50);
    *dist = -1;
    if (TestGame_DrawGun(t)) {
        for (int i = 0; i < 40 && *dist < 0; i++) {
            TestGame_Step(t, INPUT_ACTION, 1);
            if (g->lights.count > 0) {
                const Item *lara = Game_LaraItem(g);
                int32_t dx = g->lights.light[0].pos.x - lara->pos.x;
                int32_t dz = g->lights.light[0].pos.z - lara->pos.z;
                *dist = (int32_t)Math_Sqrt32((uint32_t)(dx * dx + dz * dz));
            }
        }
    }
    TestGame_Delete(t);
    return true;
}

TEST(tr3_gun_flash_lights_at_the_hand)
{
    char why[600] = "";
    int32_t pistols = 0, shotgun = 0;
    if (!flash_at(LGT_PISTOLS, &pistols, why, sizeof why))
        SKIP(why);
    CHECK(flash_at(LGT_SHOTGUN, &shotgun, why, sizeof why));
    CHECK_MSG(pistols >= 0 && pistols < 512, "pistols' flash light %d from her", (int)pistols);
    CHECK_MSG(shotgun > 1024 - 200 && shotgun < 1024 + 200, "shotgun's %d from her",
              (int)shotgun);
}

/* A flare in her hand burns TR3's 30 seconds (TR2's: 60): still hers
 * after 850 ticks, burnt out and thrown away (a flare item on the floor,
 * her hand empty) by 1000. */
TEST(tr3_held_flare_burns_thirty_seconds)
{
    Range3 r;
    RANGE_OR_SKIP(&r, 0);
    TestGame *t = r.t;
    Game *g = &t->g;
    TestGame_ArmOnly(g, LGT_PISTOLS, 0);
    g->inv.count[O3_FLAREBOX_OPTION] = 1;
    TestGame_Step(t, INPUT_FLARE, 1);
    TestGame_Step(t, 0, 850);
    CHECK_EQ(g->lara.gun_type, LGT_FLARE);
    CHECK_EQ(find_item(&t->sim, O3_FLARE_ITEM), -1);
    TestGame_Step(t, 0, 150);
    CHECK(g->lara.gun_type != LGT_FLARE);
    CHECK(find_item(&t->sim, O3_FLARE_ITEM) >= 0);
    TestGame_Delete(t);
}
