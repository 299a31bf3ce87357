/* TR2's pick-ups of guns and ammunition (game/inventory/inventory_tr2.c),
 * on a purpose-built TR2 room (tests/tr_build.h; skipped without the
 * shared donor level, whose pick-up sprites and ring models are used):
 * the original's rounds per pick-up -- shotgun 12, automatic pistols 40,
 * uzis 80, M16 40, harpoons 3, grenades 2 -- into the gun when she has
 * it, else a pick-up in the ring that the gun turns into rounds when she
 * finds it; the level's other pick-ups of a gun she has become its
 * ammunition; the shotgun goes on her back. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"
#include "game/creature/creature.h"
#include "game/creature/creature_rules.h"
#include "game/game.h"
#include "game/objects/tr2/carried_tr2.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

static TestGame *open_built(TrBuild *b, const char *name)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!path || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "%s: %s\n", name, err);
        free(t);
        return NULL;
    }
    return t;
}

/* Lara walks up to nothing: she is put on the item's spot, standing, and
 * presses action until it is gone. False when she never takes it. */
static bool pick_up(TestGame *t, int item)
{
    Item *it = &t->sim.items[item];
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos = (Vec3i){it->pos.x, 0, it->pos.z};
    lara->rot.y = 0;
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 2);
    for (int n = 0; n < 200; n++) {
        TestGame_Step(t, n < 3 ? INPUT_ACTION : 0, 1);
        if (it->status == ITEM_STATUS_INVISIBLE) {
            TestGame_Step(t, 0, 60);
            return true;
        }
    }
    return false;
}

/* M16 clips before the M16 wait in the ring; the M16 brings its clip and
 * takes them in (40 + 40); clips after it go straight in; the level's
 * second M16 is clips now. */
TEST(tr2_pickups_m16_and_its_clips)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int clip1 = LB_AddItem(&b->lb, O2_M16_AMMO_ITEM, room, MID(2), 0, MID(3), 0, 0);
    int gun = LB_AddItem(&b->lb, O2_M16_ITEM, room, MID(4), 0, MID(3), 0, 0);
    int clip2 = LB_AddItem(&b->lb, O2_M16_AMMO_ITEM, room, MID(6), 0, MID(3), 0, 0);
    int gun2 = LB_AddItem(&b->lb, O2_M16_ITEM, room, MID(4), 0, MID(6), 0, 0);
    TestGame *t = open_built(b, "tr2_m16_pickups.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    CHECK(g->objects[O2_M16_OPTION].loaded && g->objects[O2_M16_AMMO_OPTION].loaded);

    CHECK(pick_up(t, clip1));
    CHECK_EQ(g->inv.count[O2_M16_AMMO_OPTION], 1);
    CHECK_EQ(g->lara.m16.ammo, 0);
    CHECK(!g->lara.has_m16);

    CHECK(pick_up(t, gun));
    CHECK_EQ(g->inv.count[O2_M16_OPTION], 1);
    CHECK_EQ(g->inv.count[O2_M16_AMMO_OPTION], 0);
    CHECK_EQ(g->lara.m16.ammo, 80);
    CHECK(g->lara.has_m16);
    CHECK_EQ(t->sim.items[gun2].object_id, O2_M16_AMMO_ITEM);

    CHECK(pick_up(t, clip2));
    CHECK_EQ(g->inv.count[O2_M16_AMMO_OPTION], 0);
    CHECK_EQ(g->lara.m16.ammo, 120);
    CHECK(pick_up(t, gun2));
    CHECK_EQ(g->lara.m16.ammo, 160);
    CHECK_EQ(g->inv.count[O2_M16_OPTION], 1);
    TestGame_Delete(t);
}

typedef struct {
    int gun, ammo, gun_opt, ammo_opt, per_pickup;
} GunCase;

/* Every gun and its ammunition, taken as the pick-up routine takes them:
 * two boxes before the gun, one after. */
TEST(tr2_pickups_rounds_of_every_gun)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    TestGame *t = open_built(b, "tr2_gun_pickups.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Lara *l = &g->lara;
    const GunCase cases[] = {
        {O2_SHOTGUN_ITEM, O2_SHOTGUN_AMMO_ITEM, O2_SHOTGUN_OPTION, O2_SHOTGUN_AMMO_OPTION, 12},
        {O2_MAGNUM_ITEM, O2_MAGNUM_AMMO_ITEM, O2_MAGNUM_OPTION, O2_MAGNUM_AMMO_OPTION, 40},
        {O2_UZI_ITEM, O2_UZI_AMMO_ITEM, O2_UZI_OPTION, O2_UZI_AMMO_OPTION, 80},
        {O2_M16_ITEM, O2_M16_AMMO_ITEM, O2_M16_OPTION, O2_M16_AMMO_OPTION, 40},
        {O2_HARPOON_ITEM, O2_HARPOON_AMMO_ITEM, O2_HARPOON_OPTION, O2_HARPOON_AMMO_OPTION, 3},
        {O2_GRENADE_ITEM, O2_GRENADE_AMMO_ITEM, O2_GRENADE_OPTION, O2_GRENADE_AMMO_OPTION, 2},
    };
    LaraAmmo *rounds[] = {&l->shotgun, &l->magnums, &l->uzis, &l->m16, &l->harpoon, &l->grenade};
    bool *has[] = {&l->has_shotgun, &l->has_magnums, &l->has_uzis,
                   &l->has_m16,     &l->has_harpoon, &l->has_grenade};
    for (int i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        const GunCase *c = &cases[i];
        CHECK_MSG(g->objects[c->gun_opt].loaded && g->objects[c->ammo_opt].loaded, "case %d", i);
        g->rules->inventory_add(g, c->ammo);
        g->rules->inventory_add(g, c->ammo);
        CHECK_EQ(g->inv.count[c->ammo_opt], 2);
        CHECK_EQ(rounds[i]->ammo, 0);
        g->rules->inventory_add(g, c->gun);
        CHECK_MSG(*has[i], "case %d", i);
        CHECK_EQ(g->inv.count[c->gun_opt], 1);
        CHECK_EQ(g->inv.count[c->ammo_opt], 0);
        CHECK_EQ(rounds[i]->ammo, 3 * c->per_pickup);
        g->rules->inventory_add(g, c->ammo);
        CHECK_EQ(rounds[i]->ammo, 4 * c->per_pickup);
        CHECK_EQ(g->inv.count[c->ammo_opt], 0);
    }
    TestGame_Delete(t);
}

/* The shotgun's pick-up hangs it on her back and makes it the gun the
 * draw key brings out when she had none; her torso stays hers (TR1 swaps
 * it for the shotgun-carrying one). A later gun changes neither. */
TEST(tr2_pickups_shotgun_on_her_back)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int gun = LB_AddItem(&b->lb, O2_SHOTGUN_ITEM, room, MID(3), 0, MID(3), 0, 0);
    TestGame *t = open_built(b, "tr2_shotgun_pickup.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Lara *l = &g->lara;
    l->has_pistols = false;
    l->last_gun_type = LGT_UNARMED;
    CHECK_EQ(l->back_gun, -1);
    CHECK(pick_up(t, gun));
    CHECK_EQ(l->back_gun, O2_LARA_SHOTGUN);
    CHECK_EQ(l->last_gun_type, LGT_SHOTGUN);
    CHECK_EQ(l->mesh_swap[LARA_MESH_TORSO], -1);
    CHECK_EQ(l->shotgun.ammo, 12);
    g->rules->inventory_add(g, O2_M16_ITEM);
    CHECK_EQ(l->back_gun, O2_LARA_SHOTGUN);
    CHECK_EQ(l->last_gun_type, LGT_SHOTGUN);
    TestGame_Delete(t);
}

/* Whether item i is in its room's item list (drawn, and met by Lara's
 * collision). */
static bool in_room_list(const Sim *s, int i)
{
    int r = s->items[i].linked_room;
    if (r < 0)
        return false;
    for (int n = s->room_items[r], guard = 0; n != ITEM_NONE && guard <= (int)s->num_items;
         n = s->items[n].next_item, guard++)
        if (n == i)
            return true;
    return false;
}

/* A key placed exactly where a gunman stands is his: out of sight and out
 * of reach until he dies, then it lies where he fell (he has walked two
 * sectors meanwhile) and she picks it up there. A medipack at his x and z
 * but a click higher is not his. */
TEST(tr2_pickups_carried_by_a_creature)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int key = LB_AddItem(&b->lb, O2_KEY_ITEM_1, room, MID(4), 0, MID(3), 0, 0);
    int man = LB_AddItem(&b->lb, O2_CULT_1, room, MID(4), 0, MID(3), 0, 0);
    int med = LB_AddItem(&b->lb, O2_SMALL_MEDIPACK_ITEM, room, MID(4), -256, MID(3), 0, 0);
    TestGame *t = open_built(b, "tr2_carried.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Sim *s = &t->sim;
    CHECK_MSG(Level_FindModel(g->lv, O2_CULT_1) != NULL, "the donor has no gunman");
    CHECK(g->objects[O2_CULT_1].intelligent);
    CHECK_EQ(CarriedTR2_Carrier(g, key), man);
    CHECK_EQ(CarriedTR2_Carrier(g, med), -1);
    CHECK(!in_room_list(s, key));
    CHECK(in_room_list(s, med));
    /* she cannot take it from him */
    Item *lara = &s->items[s->lara];
    lara->pos = (Vec3i){MID(4), 0, MID(3)};
    Sim_UpdateItemRoom(s, s->lara);
    TestGame_Step(t, INPUT_ACTION, 90);
    CHECK_EQ(g->inv.count[O2_KEY_OPTION_1], 0);
    CHECK(s->items[key].status != ITEM_STATUS_INVISIBLE);

    Item *m = &s->items[man];
    m->pos.x = MID(6);
    m->pos.z = MID(6);
    Sim_UpdateItemRoom(s, man);
    Creature_Die(g, man);
    CHECK(in_room_list(s, key));
    CHECK_EQ(s->items[key].pos.x, MID(6));
    CHECK_EQ(s->items[key].pos.z, MID(6));
    CHECK_EQ(s->items[key].room, m->room);
    CHECK(pick_up(t, key));
    CHECK_EQ(g->inv.count[O2_KEY_OPTION_1], 1);
    TestGame_Delete(t);
}

/* Two creatures on one spot: the first in the level's order carries what
 * lies there; the second's death drops nothing. TR1 has no carried
 * items: its pick-ups on a creature's spot stay in sight. */
TEST(tr2_pickups_carried_by_the_first_creature_only)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int a = LB_AddItem(&b->lb, O2_CULT_1, room, MID(4), 0, MID(3), 0, 0);
    int c = LB_AddItem(&b->lb, O2_CULT_1, room, MID(4), 0, MID(3), 0, 0);
    int ammo = LB_AddItem(&b->lb, O2_UZI_AMMO_ITEM, room, MID(4), 0, MID(3), 0, 0);
    TestGame *t = open_built(b, "tr2_carried_two.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    CHECK_EQ(CarriedTR2_Carrier(g, ammo), a);
    t->sim.items[c].pos.x = MID(6);
    Creature_Die(g, c);
    CHECK(!in_room_list(&t->sim, ammo));
    Creature_Die(g, a);
    CHECK(in_room_list(&t->sim, ammo));
    CHECK_EQ(t->sim.items[ammo].pos.x, MID(4));
    TestGame_Delete(t);
    CHECK(CreatureRules_TR1.gather_carried == NULL && CreatureRules_TR1.drop_carried == NULL);
}
