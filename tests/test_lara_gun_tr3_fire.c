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

#include "tests/test_game.h"
#include "tests/tr_build.h"

#define TARGET_HP 30000

typedef struct {
    TestGame *t;
    int target;
} Range3;

/* A 6x6-sector room, Lara at (2560, 0, 1536) facing +z, the stand-in 3
 * sectors ahead (when `target`). False (why says so) without the donor. */
static bool open_range(Range3 *r, bool target, char *why, size_t cap)
{
    memset(r, 0, sizeof(*r));
    r->target = -1;
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b) {
        snprintf(why, cap, "%s not available", TrBuild_DonorName(GAME_TR3));
        return false;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 2560, 0, 1536, 0, 0);
    if (target)
        LB_AddItem(&b->lb, O3_MONKEY, room, 2560, 0, 4608, (int16_t)0x8000, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "gun_tr3_fire.tr2", err, sizeof err);
    r->t = calloc(1, sizeof(*r->t));
    bool ok = path && r->t && TestGame_OpenPath(r->t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(r->t);
        r->t = NULL;
        snprintf(why, cap, "level not built/opened: %s", err);
        return false;
    }
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
        Creature_Activate(g, (int)i);
        r->target = (int)i;
    }
    return true;
}

#define RANGE_OR_SKIP(r, target)                                                     \
    char why_[600] = "";                                                             \
    if (!open_range(r, target, why_, sizeof why_))                                   \
        SKIP(why_)

/* Lara with only gun `type` and `ammo` rounds for it. */
static LaraAmmo *arm_lara(Game *g, int type, int ammo)
{
    Lara *l = &g->lara;
    l->has_pistols = l->has_magnums = l->has_uzis = l->has_shotgun = false;
    l->has_m16 = l->has_grenade = l->has_harpoon = false;
    LaraAmmo *a = NULL;
    switch (type) {
    case LGT_PISTOLS: l->has_pistols = true; a = &l->pistols; break;
    case LGT_MAGNUMS: l->has_magnums = true; a = &l->magnums; break;
    case LGT_UZIS: l->has_uzis = true; a = &l->uzis; break;
    case LGT_SHOTGUN: l->has_shotgun = true; a = &l->shotgun; break;
    case LGT_M16: l->has_m16 = true; a = &l->m16; break;
    case LGT_GRENADE: l->has_grenade = true; a = &l->grenade; break;
    case LGT_HARPOON: l->has_harpoon = true; a = &l->harpoon; break;
    default: break;
    }
    if (a)
        *a = (LaraAmmo){ ammo, 0, 0 };
    Gun_Init(g);
    return a;
}

static bool draw_gun(TestGame *t)
{
    TestGame_Step(t, INPUT_DRAW, 1);
    for (int i = 0; i < 90 && t->g.lara.gun_status != LGS_READY; i++)
        TestGame_Step(t, 0, 1);
    return t->g.lara.gun_status == LGS_READY;
}

/* The Desert Eagle (TR3's table and frame runs): holstered on her right
 * thigh only, drawn into her right hand only (her left hand and thigh keep
 * Lara's own meshes), one round every 17 ticks (16 of recoil, TR2's
 * automatic pistols fire two rounds every 10), 21 hit points a hit (TR2's
 * table: 2). */
TEST(tr3_desert_eagle_one_handed)
{
    Range3 r;
    RANGE_OR_SKIP(&r, true);
    TestGame *t = r.t;
    Game *g = &t->g;
    LaraAmmo *a = arm_lara(g, LGT_MAGNUMS, 50);
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_THIGH_R], O3_MAGNUM);
    CHECK(g->lara.mesh_swap[LARA_MESH_THIGH_L] != O3_MAGNUM);
    CHECK(draw_gun(t));
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
    RANGE_OR_SKIP(&r, false);
    TestGame *t = r.t;
    Game *g = &t->g;
    LaraAmmo *a = arm_lara(g, LGT_HARPOON, 8);
    CHECK(draw_gun(t));
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
