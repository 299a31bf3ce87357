/* TR2's animals on purpose-built TR2 rooms (tests/tr_build.h, Lara from
 * ../shared/levels/tr2/RANDO_TEST1.TR2). The donor has the tiger's model
 * (O2_TIGER) and animations, so the tiger is tested as itself. It has no
 * dog or shark: those are tested on a stand-in, the tiger's meshes and
 * animations copied under their id with the tiger's states renumbered to
 * theirs (stop, walk, run, attacks, death), their routine and numbers. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define TIGER_STATES 10

/* Copies model src_id of the donor as dst_id with its own animations,
 * state changes and dispatches, every state s renumbered to map[s] (states
 * past the map, or mapped to -1, become 20 + s: states the kind never
 * asks for). False when the donor lacks src_id. */
static bool stand_in(Level *lv, uint32_t src_id, uint32_t dst_id, const int *map, int map_len)
{
    const Model *src = Level_FindModel(lv, src_id);
    if (!src || src->animation == 0xFFFF)
        return false;
    uint32_t first = src->animation, end = lv->num_animations;
    for (uint32_t i = 0; i < lv->num_models; i++)
        if (lv->models[i].animation != 0xFFFF && lv->models[i].animation > first &&
            lv->models[i].animation < end)
            end = lv->models[i].animation;
    uint32_t n = end - first;
#define REMAP(s) ((int)(s) < map_len && map[(s)] >= 0 ? (uint16_t)map[(s)] : (uint16_t)(20 + (s)))
    uint32_t sc_count = 0, d_count = 0;
    for (uint32_t a = first; a < end; a++) {
        const Animation *an = &lv->animations[a];
        sc_count += an->num_state_changes;
        for (uint32_t c = 0; c < an->num_state_changes; c++)
            d_count += lv->state_changes[an->state_change_offset + c].num_dispatches;
    }
    Model m = *src;
    m.id = dst_id;
    m.animation = (uint16_t)lv->num_animations;
    Animation *anims = realloc(lv->animations, sizeof *anims * (lv->num_animations + n));
    StateChange *scs = realloc(lv->state_changes, sizeof *scs * (lv->num_state_changes + sc_count));
    AnimDispatch *ds = realloc(lv->anim_dispatches, sizeof *ds * (lv->num_anim_dispatches + d_count));
    Model *models = realloc(lv->models, sizeof *models * (lv->num_models + 1));
    if (anims)
        lv->animations = anims;
    if (scs)
        lv->state_changes = scs;
    if (ds)
        lv->anim_dispatches = ds;
    if (models)
        lv->models = models;
    if (!anims || !scs || !ds || !models)
        return false;
    uint32_t base = lv->num_animations, sc_at = lv->num_state_changes, d_at = lv->num_anim_dispatches;
    for (uint32_t a = 0; a < n; a++) {
        Animation an = lv->animations[first + a];
        an.state_id = REMAP(an.state_id);
        if (an.next_anim >= first && an.next_anim < end)
            an.next_anim = (uint16_t)(an.next_anim - first + base);
        uint32_t old_sc = an.state_change_offset;
        an.state_change_offset = (uint16_t)sc_at;
        for (uint32_t c = 0; c < an.num_state_changes; c++) {
            StateChange sc = lv->state_changes[old_sc + c];
            uint32_t old_d = sc.dispatch_offset;
            sc.state_id = REMAP(sc.state_id);
            sc.dispatch_offset = (uint16_t)d_at;
            for (uint32_t d = 0; d < sc.num_dispatches; d++) {
                AnimDispatch dp = lv->anim_dispatches[old_d + d];
                if ((uint32_t)dp.next_anim >= first && (uint32_t)dp.next_anim < end)
                    dp.next_anim = (int16_t)(dp.next_anim - (int)first + (int)base);
                lv->anim_dispatches[d_at++] = dp;
            }
            lv->state_changes[sc_at++] = sc;
        }
        lv->animations[base + a] = an;
    }
#undef REMAP
    lv->num_animations += n;
    lv->num_state_changes = sc_at;
    lv->num_anim_dispatches = d_at;
    lv->models[lv->num_models++] = m;
    return true;
}

/* The tiger's states (stop 1, walk 2, run 3, wait 4, roar 5, attacks 6-8,
 * death 9) as the dog's and the shark's. */
static const int k_dog_map[TIGER_STATES] = { 0, 3, 1, 2, 6, 4, 7, 8, 9, 10 };
static const int k_shark_map[TIGER_STATES] = { -1, 0, 1, 2, -1, -1, 3, 4, -1, 5 };

/* ...the yeti's (run 1, stop 2, walk 3, attacks 4-6, waits 7 and 9,
 * death 8) and the eel's (the tiger's first animation, a run, as its
 * waiting stop 2; the tiger's standing stop as its strike 1). */
static const int k_yeti_map[TIGER_STATES] = { 0, 2, 3, 1, 7, 9, 4, 5, 6, 8 };
static const int k_eel_map[TIGER_STATES] = { 0, 1, -1, 2, -1, -1, -1, -1, -1, 3 };

typedef struct {
    int16_t id;             /* the creature */
    const int *map;         /* NULL: the donor's own model */
    bool pool;              /* the creature in a pool, Lara on the dry floor beside it */
    int block_x;            /* > 0: a block 2 clicks high across the room at this x sector */
    int lara_x;             /* > 0: Lara's x (else 7.5 sectors) */
} Arena;

/* A 10 x 10 room (inside 1..8); Lara at (7.5, 4.5) sectors facing -x, the
 * creature at (2.5, 4.5) facing +x, woken as a trigger wakes it. With
 * pool: the room's x 1..4 is open water 6 clicks deep (a room of its own
 * below), the creature 4 clicks down in it. */
static TestGame *open_arena(const Arena *a, int *creature)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    if (a->map && !stand_in(&b->donor, O2_TIGER, (uint32_t)a->id, a->map, TIGER_STATES)) {
        TrBuild_Delete(b);
        return (TestGame *)-1;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 10, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    int at = room;
    int32_t y = 0;
    if (a->pool) {
        int pool = LB_AddRoom(&b->lb, 0, 0, 6, 10, 6, 0, LB_MAT_WATER0, LB_MAT_STONE, LB_MAT_STONE);
        LB_ConnectVertical(&b->lb, room, pool, 1, 1, 4, 8);
        b->lb.rooms[pool].water = true;
        at = pool;
        y = 1024;
    }
    if (a->block_x > 0)
        LB_SetFloor(&b->lb, room, a->block_x, 1, a->block_x, 8, -2);
    LB_AddItem(&b->lb, 0, room, a->lara_x > 0 ? a->lara_x : 7680, 0, 4608, (int16_t)0xC000, 0);
    LB_AddItem(&b->lb, a->id, at, 2560, y, 4608, 0x4000, 0);
    char err[512] = "";
    const char *written = TrBuild_Write(b, "animals.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "arena: %s\n", err);
        free(t);
        return (TestGame *)-1;
    }
    *creature = Test_FirstItem(&t->sim, a->id);
    if (*creature >= 0) {
        Item *it = &t->sim.items[*creature];
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(&t->g, *creature);
        if (t->g.objects[a->id].intelligent)
            Lot_EnableAI(&t->g, *creature, true);
    }
    return t;
}

#define ARENA_OR_SKIP(t, a, c)                                                      \
    do {                                                                            \
        (t) = open_arena(a, c);                                                     \
        if (!(t))                                                                   \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));                  \
        CHECK_MSG((t) != (TestGame *)-1, "the arena does not build (tiger model?)"); \
        CHECK(*(c) >= 0);                                                           \
    } while (0)

/* Runs until Lara is first hurt (at most `ticks`): the damage of that
 * first blow, the tick it came and how near the creature got. */
typedef struct {
    int damage, tick;
    int32_t start_dx, min_dx;
    bool has_control;
} Chase;

static Chase chase(TestGame *t, int creature, int ticks)
{
    Chase c = { 0, -1, 0, 0, false };
    Item *lara = &t->sim.items[t->sim.lara], *it = &t->sim.items[creature];
    c.has_control = t->g.objects[it->object_id].control != NULL;
    c.start_dx = c.min_dx = lara->pos.x - it->pos.x;
    for (int i = 0; i < ticks; i++) {
        int16_t hp = lara->hit_points;
        TestGame_Step(t, 0, 1);
        int32_t dx = lara->pos.x - it->pos.x;
        if (dx < c.min_dx)
            c.min_dx = dx;
        if (lara->hit_points < hp) {
            c.damage = hp - lara->hit_points;
            c.tick = i;
            break;
        }
    }
    return c;
}

TEST(tr2_tiger_chases_and_bites_lara)
{
    Arena a = { O2_TIGER, NULL, false, 0, 0 };
    int tiger = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &tiger);
    int16_t hp = t->g.objects[O2_TIGER].hit_points, radius = t->g.objects[O2_TIGER].radius;
    Chase c = chase(t, tiger, 400);
    TestGame_Delete(t);
    CHECK(c.has_control);
    CHECK_EQ(hp, 20);
    CHECK_EQ(radius, 341);
    CHECK_MSG(c.min_dx < c.start_dx - 2048, "the tiger did not close in (%d -> %d)", c.start_dx,
              c.min_dx);
    CHECK_MSG(c.tick >= 0, "no bite in 400 ticks");
    CHECK_EQ(c.damage, 100);
}

TEST(tr2_dog_chases_and_bites_lara)
{
    Arena a = { O2_DOG, k_dog_map, false, 0, 0 };
    int dog = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &dog);
    int16_t hp = t->g.objects[O2_DOG].hit_points;
    /* the trigger code wakes TR2 creatures with an AI slot */
    bool wakes = t->g.enable_baddie_ai == Lot_EnableAI;
    Chase c = chase(t, dog, 400);
    TestGame_Delete(t);
    CHECK(c.has_control);
    CHECK_EQ(hp, 10);
    CHECK(wakes);
    CHECK_MSG(c.min_dx < c.start_dx - 2048, "the dog did not close in (%d -> %d)", c.start_dx,
              c.min_dx);
    CHECK_MSG(c.tick >= 0, "no bite in 400 ticks");
    CHECK_EQ(c.damage, 100);
}

TEST(tr2_shark_only_swims)
{
    Arena a = { O2_SHARK, k_shark_map, true, 0, 0 };
    int shark = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &shark);
    Item *it = &t->sim.items[shark];
    int16_t pool = it->room;
    bool water = World_RoomIsWater(&t->g.world, pool);
    int32_t start_x = it->pos.x, max_x = it->pos.x, min_y = it->pos.y;
    bool stayed = true;
    for (int i = 0; i < 300; i++) {
        TestGame_Step(t, 0, 1);
        /* in water where its pivot is (its room follows its top, which on
         * the tall stand-in can break the surface) */
        int16_t at = it->room;
        World_Sector(&t->g.world, it->pos.x, it->pos.y, it->pos.z, &at);
        stayed = stayed && at == pool && it->hit_points > 0;
        if (it->pos.x > max_x)
            max_x = it->pos.x;
        if (it->pos.y < min_y)
            min_y = it->pos.y;
    }
    int16_t lara_hp = t->sim.items[t->sim.lara].hit_points;
    TestGame_Delete(t);
    CHECK(water);
    /* it goes for Lara (violent)... */
    CHECK_MSG(max_x > start_x + 1024, "the shark did not swim at Lara (%d -> %d)", start_x, max_x);
    /* ...but never leaves the water: in the pool, alive, and a radius
     * under the surface (y 0) */
    CHECK(stayed);
    CHECK_MSG(max_x < 5 * 1024, "the shark left the pool (x %d)", max_x);
    CHECK_MSG(min_y >= 341, "the shark rose to y %d", min_y);
    CHECK_EQ(lara_hp, 1000);
}

/* The yeti climbs a block (Creature_Vault): the tick it reaches the
 * block's edge it goes back down to its floor, squared onto the edge 300
 * units short of it facing +x, in its first climb (a 2-click block). */
TEST(tr2_yeti_vaults_onto_a_block)
{
    Arena a = { O2_YETI, k_yeti_map, false, 5, 0 };
    int yeti = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &yeti);
    Item *it = &t->sim.items[yeti];
    int climb_tick = -1;
    Vec3i at = { 0, 0, 0 };
    int16_t facing = 0;
    int32_t max_x = it->pos.x;
    for (int i = 0; i < 400 && climb_tick < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (it->pos.x > max_x)
            max_x = it->pos.x;
        if (it->current_state == 10) {
            climb_tick = i;
            at = it->pos;
            facing = it->rot.y;
        }
    }
    TestGame_Delete(t);
    CHECK_MSG(climb_tick >= 0, "the yeti never climbed (got to x %d)", max_x);
    CHECK_EQ(at.x, 5 * 1024 - 300);
    CHECK_EQ(at.y, 0);
    CHECK_EQ(facing, 0x4000);
}

/* The eel strikes out of its hole at Lara in front of it: its slide
 * (Item.data_index) grows; with Lara behind it, it stays in. (The
 * stand-in's waiting animation is the tiger's run, which carries the item
 * along +x: the strike test is what is checked, not where the eel is.) */
TEST(tr2_eel_strikes_at_lara_in_front)
{
    int slide[2] = { 0, 0 };
    for (int k = 0; k < 2; k++) {
        Arena a = { O2_EEL, k_eel_map, false, 0, k == 0 ? 4096 : 1536 };
        int eel = -1;
        TestGame *t;
        ARENA_OR_SKIP(t, &a, &eel);
        bool has_control = t->g.objects[O2_EEL].control != NULL;
        TestGame_Step(t, 0, 60);
        slide[k] = t->sim.items[eel].data_index;
        TestGame_Delete(t);
        CHECK(has_control);
    }
    CHECK_MSG(slide[0] > 0, "the eel did not strike (slide %d)", slide[0]);
    CHECK_EQ(slide[1], 0);
}

/* The bird monster's punch: each fist that touches Lara hurts her 200,
 * once per attack (its flags), blood at the fist. Run on a stand-in, its
 * control routine called with the punch state and both fists touching. */
TEST(tr2_bird_guardian_punches_with_both_fists)
{
    Arena a = { O2_BIRD_GUARDIAN, k_dog_map, false, 0, 3584 };
    int bird = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &bird);
    Game *g = &t->g;
    Item *it = &t->sim.items[bird], *lara = &t->sim.items[t->sim.lara];
    int16_t hp = g->objects[O2_BIRD_GUARDIAN].hit_points;
    void (*control)(Game *, int) = g->objects[O2_BIRD_GUARDIAN].control;
    int lost[3] = { 0, 0, 0 };
    for (int k = 0; k < 3 && control; k++) {
        int16_t before = lara->hit_points;
        it->current_state = it->goal_state = 4; /* the first punch */
        it->touch_bits = k == 0 ? 0x600000 : 0x0C0000 | 0x600000;
        control(g, bird);
        lost[k] = before - lara->hit_points;
    }
    TestGame_Delete(t);
    CHECK(control != NULL);
    CHECK_EQ(hp, 200);
    CHECK_EQ(lost[0], 200);  /* the right fist */
    CHECK_EQ(lost[1], 200);  /* then the left: the right has hit already */
    CHECK_EQ(lost[2], 0);    /* both have */
}

/* TR2's land creatures drown: a dog whose middle is under water loses its
 * hit points at once (the shark, a water creature, lives there: see
 * tr2_shark_only_swims). */
TEST(tr2_land_creature_drowns_in_water)
{
    Arena a = { O2_DOG, k_dog_map, true, 0, 0 };
    int dog = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &dog);
    int16_t before = t->sim.items[dog].hit_points;
    TestGame_Step(t, 0, 1);
    int16_t after = t->sim.items[dog].hit_points;
    TestGame_Delete(t);
    CHECK_EQ(before, 10);
    CHECK(after <= 0);
}

/* TR2's creature collision: Lara standing against the tiger is pushed
 * off it; swimming or treading water she is not (TR1 pushes her
 * anywhere). */
TEST(tr2_creature_push_only_out_of_water)
{
    Arena a = { O2_TIGER, NULL, false, 0, 0 };
    int tiger = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &tiger);
    Game *g = &t->g;
    Item *it = &t->sim.items[tiger], *lara = &t->sim.items[t->sim.lara];
    void (*coll)(Game *, int, Item *, CollInfo *) = g->objects[O2_TIGER].collision;
    const int status[3] = { LWS_ABOVE_WATER, LWS_UNDERWATER, LWS_SURFACE };
    int32_t moved[3] = { 0, 0, 0 };
    uint32_t touch[3] = { 0, 0, 0 };
    for (int k = 0; k < 3 && coll; k++) {
        lara->pos = it->pos;
        lara->pos.x += 150;
        g->lara.water_status = status[k];
        CollInfo c;
        memset(&c, 0, sizeof c);
        c.radius = 100;
        c.bad_pos = COLL_NO_BAD_POS;
        c.bad_neg = -384;
        c.old = lara->pos;
        c.enable_baddie_push = true;
        Vec3i before = lara->pos;
        coll(g, tiger, lara, &c);
        touch[k] = it->touch_bits;
        moved[k] = abs(lara->pos.x - before.x) + abs(lara->pos.z - before.z);
    }
    TestGame_Delete(t);
    CHECK(coll != NULL);
    CHECK(touch[0] != 0 && touch[1] != 0 && touch[2] != 0);
    CHECK_MSG(moved[0] > 0, "not pushed on land");
    CHECK_EQ(moved[1], 0);
    CHECK_EQ(moved[2], 0);
}

/* A TR2 creature whose death has played out is one-shot: its slot is
 * freed and no trigger wakes it again. */
TEST(tr2_dead_creature_is_one_shot)
{
    Arena a = { O2_DOG, k_dog_map, false, 0, 0 };
    int dog = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &dog);
    Item *it = &t->sim.items[dog];
    bool before = it->one_shot;
    Creature_Die(&t->g, dog);
    bool after = it->one_shot, freed = it->data == NULL, solid = it->collidable;
    TestGame_Delete(t);
    CHECK(!before);
    CHECK(after);
    CHECK(freed);
    CHECK(!solid);
}

/* TR2's kill scene (Creature_KillTR2, the shark's and yeti's): the
 * creature in its kill animation and state; Lara where it stands, facing
 * as it faces, in her extra set (O2_LARA_EXTRA, in the shared level) in
 * the scene's state with her extra routines on, hands busy, no air. */
TEST(tr2_kill_scene_puts_lara_in_the_creature)
{
    Arena a = { O2_TIGER, NULL, false, 0, 0 };
    int tiger = -1;
    TestGame *t;
    ARENA_OR_SKIP(t, &a, &tiger);
    Game *g = &t->g;
    Item *it = &t->sim.items[tiger], *lara = &t->sim.items[t->sim.lara];
    it->rot.y = 0x1234;
    Creature_KillTR2(g, tiger, 2, 6, 3);
    const Model *extra = Level_FindModel(&t->lv, O2_LARA_EXTRA);
    const Model *tm = Level_FindModel(&t->lv, O2_TIGER);
    int extra_first = extra ? extra->animation : -1;
    int tiger_first = tm ? tm->animation : -1;
    bool same_place = lara->pos.x == it->pos.x && lara->pos.y == it->pos.y &&
                      lara->pos.z == it->pos.z && lara->rot.y == 0x1234 && lara->room == it->room;
    int16_t lara_state = lara->current_state, lara_goal = lara->goal_state, lara_anim = lara->anim;
    int16_t state = it->current_state, anim = it->anim;
    int32_t air = g->lara.air;
    int gun = g->lara.gun_status;
    bool extra_on = g->lara.extra_anim;
    TestGame_Delete(t);
    CHECK(extra_first >= 0 && tiger_first >= 0);
    CHECK(same_place);
    CHECK_EQ(lara_state, 3);
    CHECK_EQ(lara_goal, 3);
    CHECK(lara_anim >= extra_first && lara_anim < extra_first + 40);
    CHECK_EQ(state, 6);
    CHECK_EQ(anim, tiger_first + 2);
    CHECK_EQ(air, -1);
    CHECK_EQ(gun, LGS_HANDS_BUSY);
    CHECK(extra_on);
}
