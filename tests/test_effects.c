/* The effect list (game/effects): pool and list order as the original's,
 * each kind's lifetime and motion, which random stream each uses, body
 * parts of an exploding death, joint positions, projectiles and fire on
 * Lara. On LEVEL1 (skipped without it). */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "tests/test_game.h"
#include "tests/test_levels.h"

/* Whether fx is on the active list. */
static bool is_active(Game *g, int fx)
{
    for (int i = g->effects.next_active, n = 0; i != EFFECT_NONE && n <= EFFECT_MAX;
         i = g->effects.fx[i].next_active, n++)
        if (i == fx)
            return true;
    return false;
}

static TestGame r_;

TEST(effects_pool_and_lists_as_the_original)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    EffectList *l = &g->effects;
    int room = Game_LaraItem(g)->room;
    CHECK_EQ(Effect_ActiveCount(g), 0);

    /* Slots come from the free list in order; each goes to the head of
     * the active list and of its room's list. */
    int a = Effect_Create(g, room), b = Effect_Create(g, room), c = Effect_Create(g, room);
    CHECK_EQ(a, 0);
    CHECK_EQ(b, 1);
    CHECK_EQ(c, 2);
    CHECK_EQ(l->next_active, c);
    CHECK_EQ(l->fx[c].next_active, b);
    CHECK_EQ(l->room_fx[room], c);
    CHECK_EQ(l->fx[c].next_draw, b);
    CHECK_EQ(l->fx[b].next_draw, a);

    /* A killed slot is the next one given out. */
    Effect_Kill(g, b);
    CHECK_EQ(l->fx[c].next_active, a);
    CHECK_EQ(l->fx[c].next_draw, a);
    CHECK_EQ(Effect_Create(g, room), b);

    /* Moving rooms relinks the room lists only. */
    int other = (room + 1) % (int)r->sim.num_rooms;
    Effect_NewRoom(g, a, other);
    CHECK_EQ(l->room_fx[other], a);
    CHECK_EQ(l->fx[b].next_draw, c);
    CHECK_EQ(l->fx[c].next_draw, EFFECT_NONE);
    CHECK_EQ(l->next_active, b);

    /* The pool holds the original's hundred. */
    int made = 3;
    while (Effect_Create(g, room) != EFFECT_NONE)
        made++;
    CHECK_EQ(made, EFFECT_MAX);
    CHECK_EQ(Effect_ActiveCount(g), EFFECT_MAX);
    TestGame_Close(r);
}

/* The kinds are object ids with their own control routine in the object
 * table (as the original's effect objects), apart from the items' routine. */
static const int k_fx_kinds[] = {
    O_BLOOD1,    O_RICOCHET1, O_GUN_FLASH,   O_SPLASH1, O_BUBBLES1,  O_EXPLOSION1, O_BODY_PART,
    O_DART_EFFECT, O_TWINKLE, O_MISSILE1,    O_MISSILE2, O_MISSILE3, O_LAVA,       O_FLAME,
};
static int stub_calls, stub_fx;
static void stub_control(Game *g, int fx)
{
    (void)g;
    stub_calls++;
    stub_fx = fx;
}

TEST(effects_kinds_run_from_the_object_table)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    int n = 0;
    for (int id = 0; id < OBJECT_MAX; id++)
        n += g->objects[id].effect_control != NULL;
    CHECK_EQ(n, (int)(sizeof(k_fx_kinds) / sizeof(k_fx_kinds[0])));
    for (size_t i = 0; i < sizeof(k_fx_kinds) / sizeof(k_fx_kinds[0]); i++) {
        CHECK(g->objects[k_fx_kinds[i]].effect_control != NULL);
        CHECK(g->objects[k_fx_kinds[i]].control == NULL);
    }
    /* Effect_Control runs whatever the table holds for the effect's id. */
    Item *lara = Game_LaraItem(g);
    int fx = Effect_Blood(g, lara->pos.x, lara->pos.y - 500, lara->pos.z, 16, 0x4000, lara->room);
    CHECK(fx != EFFECT_NONE);
    g->objects[O_BLOOD1].effect_control = stub_control;
    stub_calls = 0;
    TestGame_Step(r, 0, 1);
    CHECK_EQ(stub_calls, 1);
    CHECK_EQ(stub_fx, fx);
    CHECK_EQ(Effect_Get(g, fx)->pos.x, lara->pos.x);
    /* No routine: the effect stays as it is. */
    g->objects[O_BLOOD1].effect_control = NULL;
    TestGame_Step(r, 0, 12);
    CHECK(is_active(g, fx));
    CHECK_EQ(Effect_Get(g, fx)->pos.x, lara->pos.x);
    CHECK_EQ(Effect_Get(g, fx)->frame_num, 0);
    TestGame_Close(r);
}

TEST(effects_blood_drifts_and_fades_on_no_random_number)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    int fx = Effect_Blood(g, lara->pos.x, lara->pos.y - 500, lara->pos.z, 16, 0x4000, lara->room);
    CHECK(fx != EFFECT_NONE);
    uint32_t calls = r->sim.prng.control_calls;
    uint32_t draw = r->sim.prng.draw;
    TestGame_Step(r, 0, 1);
    CHECK_EQ(Effect_Get(g, fx)->pos.x, lara->pos.x + 16);
    /* A frame every four ticks; LEVEL1's blood has three. */
    CHECK_EQ(g->effects.mesh_count[O_BLOOD1], -3);
    TestGame_Step(r, 0, 10);
    CHECK(is_active(g, fx));
    TestGame_Step(r, 0, 1);
    CHECK(!is_active(g, fx));
    CHECK_EQ(r->sim.prng.control_calls, calls);
    CHECK_EQ(r->sim.prng.draw, draw);
    TestGame_Close(r);
}

TEST(effects_gun_flash_rolls_on_the_control_stream)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    int fx = Effect_GunShot(g, lara->pos.x, lara->pos.y - 700, lara->pos.z, 0, 0, lara->room);
    CHECK(fx != EFFECT_NONE);
    uint32_t calls = r->sim.prng.control_calls;
    TestGame_Step(r, 0, 2);
    CHECK(is_active(g, fx));
    CHECK_EQ(r->sim.prng.control_calls, calls + 2);
    TestGame_Step(r, 0, 1);
    CHECK(!is_active(g, fx));
    CHECK_EQ(r->sim.prng.control_calls, calls + 2);
    TestGame_Close(r);
}

TEST(effects_ricochet_and_splash_use_the_draw_stream_only)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    uint32_t calls = r->sim.prng.control_calls;

    Prng expect = r->sim.prng;
    int32_t frame = -3 * Prng_Draw(&expect) / 0x8000;
    GameVec at = { lara->pos.x, lara->pos.y, lara->pos.z, lara->room };
    Effect_Ricochet(g, &at);
    int fx = g->effects.next_active;
    CHECK_EQ(Effect_Get(g, fx)->object_id, O_RICOCHET1);
    CHECK_EQ(Effect_Get(g, fx)->frame_num, frame);
    CHECK_EQ(r->sim.prng.draw, expect.draw);
    TestGame_Step(r, 0, 3);
    CHECK(is_active(g, fx));
    TestGame_Step(r, 0, 1);
    CHECK(!is_active(g, fx));

    /* Ten splashes, two draw numbers each. */
    for (int i = 0; i < 20; i++)
        Prng_Draw(&expect);
    Effect_Splash(g, lara);
    CHECK_EQ(Effect_ActiveCount(g), 10);
    CHECK_EQ(r->sim.prng.draw, expect.draw);
    CHECK_EQ(g->effects.mesh_count[O_SPLASH1], -11);
    TestGame_Step(r, 0, 10);
    CHECK_EQ(Effect_ActiveCount(g), 10);
    TestGame_Step(r, 0, 1);
    CHECK_EQ(Effect_ActiveCount(g), 0);
    CHECK_EQ(r->sim.prng.control_calls, calls);
    TestGame_Close(r);
}

TEST(effects_joint_positions_match_the_mesh_spheres)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    int w = Test_FirstItem(&r->sim, O_WOLF);
    CHECK(w >= 0);
    Item *wolf = &r->sim.items[w];
    const Model *m = &r->lv.models[wolf->model];
    CollSphere s[ANIM_MAX_MESHES];
    int n = Coll_GetSpheres(g, wolf, s, ANIM_MAX_MESHES, NULL);
    CHECK_EQ(n, m->num_meshes);
    for (int i = 0; i < n; i++) {
        const Mesh *mesh = Level_MeshAt(&r->lv, (uint32_t)m->start_mesh + (uint32_t)i);
        Vec3i v = { mesh->centre.x, mesh->centre.y, mesh->centre.z };
        Effect_JointAbsPosition(g, wolf, &v, i, NULL);
        CHECK_EQ(v.x, s[i].x);
        CHECK_EQ(v.y, s[i].y);
        CHECK_EQ(v.z, s[i].z);
    }
    TestGame_Close(r);
}

TEST(effects_exploding_death_throws_every_mesh)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    int w = Test_FirstItem(&r->sim, O_WOLF);
    CHECK(w >= 0);
    Item *wolf = &r->sim.items[w];
    int meshes = r->lv.models[wolf->model].num_meshes;
    uint32_t calls = r->sim.prng.control_calls;

    /* Half the meshes first: not all gone yet. */
    CHECK(!Effect_ExplodingDeath(g, w, 0x55555555u, 0, NULL));
    int first = (meshes + 1) / 2;
    CHECK_EQ(Effect_ActiveCount(g), first);
    CHECK_EQ(r->sim.prng.control_calls, calls + 3u * (uint32_t)first);
    CHECK(Effect_ExplodingDeath(g, w, 0xFFFFFFFFu, 0, NULL));
    CHECK_EQ(Effect_ActiveCount(g), meshes);
    CHECK_EQ(wolf->mesh_bits & ((1u << meshes) - 1), 0u);

    /* Every part is a mesh of the wolf, flying, then gone on landing
     * (no damage: no explosion). */
    const Model *m = &r->lv.models[wolf->model];
    for (int i = g->effects.next_active; i != EFFECT_NONE; i = g->effects.fx[i].next_active) {
        const Effect *e = &g->effects.fx[i];
        CHECK_EQ(e->object_id, O_BODY_PART);
        CHECK(e->frame_num >= m->start_mesh && e->frame_num < m->start_mesh + meshes);
        CHECK(e->fall_speed <= 0);
    }
    TestGame_Step(r, 0, 300);
    CHECK_EQ(Effect_ActiveCount(g), 0);
    TestGame_Close(r);
}

TEST(effects_body_part_and_projectiles_hurt_lara)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    TestGame_Step(r, 0, 1);

    /* A part with damage 50 falling onto her middle: 50 off, it explodes
     * and she staggers for five ticks. */
    int fx = Effect_Create(g, lara->room);
    Effect *e = Effect_Get(g, fx);
    e->pos = (Vec3i){ lara->pos.x, lara->pos.y - 400, lara->pos.z };
    e->rot = (Vec3s){ 0, 0, 0 };
    e->speed = 0;
    e->fall_speed = 0;
    e->counter = 50;
    e->object_id = O_BODY_PART;
    e->frame_num = 0;
    int hp = lara->hit_points;
    Effect_Control(g);
    CHECK_EQ(lara->hit_points, hp - 50);
    CHECK_EQ(e->object_id, O_EXPLOSION1);
    CHECK_EQ(g->lara.spaz_effect, fx);
    CHECK_EQ(g->lara.spaz_effect_count, 5);
    TestGame_Step(r, 0, 10);
    CHECK_EQ(g->lara.spaz_effect_count, 0);

    /* A shard from 1.5 sectors above her, aimed at her (two control
     * numbers of spread), hits her for 30 and turns to blood. */
    hp = lara->hit_points;
    uint32_t calls = r->sim.prng.control_calls;
    fx = Effect_ShardGun(g, lara->pos.x, lara->pos.y - 1536, lara->pos.z + 64, 0, 0, lara->room);
    CHECK(fx != EFFECT_NONE);
    CHECK_EQ(r->sim.prng.control_calls, calls + 2);
    CHECK(g->effects.fx[fx].rot.x < -0x3000); /* steeply down */
    int ticks = 0;
    while (g->effects.fx[fx].object_id == O_MISSILE2 && ticks < 30) {
        TestGame_Step(r, 0, 1);
        ticks++;
    }
    CHECK_EQ(g->effects.fx[fx].object_id, O_BLOOD1);
    CHECK_EQ(lara->hit_points, hp - 30);
    TestGame_Close(r);
}

TEST(effects_fire_on_lara)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    TestGame_Step(r, 0, 1);

    /* A flame riding on her burns 5 a tick at her hips. */
    Effect_LaraCatchFire(g);
    int fx = g->effects.next_active;
    int hp = lara->hit_points;
    TestGame_Step(r, 0, 3);
    CHECK_EQ(lara->hit_points, hp - 15);
    const Effect *e = Effect_Get(g, fx);
    CHECK(abs(e->pos.x - lara->pos.x) < 200 && abs(e->pos.z - lara->pos.z) < 200);
    CHECK(e->pos.y < lara->pos.y && e->pos.y > lara->pos.y - 762);
    Effect_LaraExtinguish(g);
    CHECK_EQ(Effect_ActiveCount(g), 0);

    /* Lava under her feet: dead, ten flames on random meshes (two control
     * numbers each). */
    uint32_t calls = r->sim.prng.control_calls;
    Effect_LaraTouchLava(g);
    CHECK_EQ(lara->hit_points, -1);
    CHECK_EQ(Effect_ActiveCount(g), 10);
    CHECK_EQ(r->sim.prng.control_calls, calls + 20);
    for (int i = g->effects.next_active; i != EFFECT_NONE; i = g->effects.fx[i].next_active)
        CHECK(g->effects.fx[i].counter <= -1 && g->effects.fx[i].counter >= -25);
    TestGame_Close(r);
}

TEST(effects_lara_bubbles_rise_and_burst)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    /* Out of water a bubble is gone at once. */
    Vec3i at = { lara->pos.x, lara->pos.y - 700, lara->pos.z };
    Effect_Bubble(g, &at, lara->room);
    CHECK_EQ(Effect_ActiveCount(g), 1);
    Effect_Control(g);
    CHECK_EQ(Effect_ActiveCount(g), 0);
    /* The flipeffect makes 0..2 of them from the draw stream. */
    uint32_t calls = r->sim.prng.control_calls;
    for (int i = 0; i < 10; i++)
        Effect_LaraBubbles(g, lara);
    CHECK(Effect_ActiveCount(g) > 0);
    CHECK_EQ(r->sim.prng.control_calls, calls);
    TestGame_Close(r);
}

TEST(effects_drawn_as_sprites_and_meshes)
{
    TestGame *r = &r_;
    GAME_OPEN_OR_SKIP(r, "tr1/LEVEL1.PHD");
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(SimDraw_Build(&r->sim, 65536, &dl));
    size_t meshes = dl.num_meshes, sprites = dl.num_sprites;

    /* Blood two frames in: its sprite sequence's third picture. */
    int b = Effect_Blood(g, lara->pos.x, lara->pos.y - 500, lara->pos.z, 0, 0, lara->room);
    Effect_Get(g, b)->frame_num = -2;
    /* A creature's muzzle flash: the flash model, lit by its shade. */
    Effect_GunShot(g, lara->pos.x, lara->pos.y - 600, lara->pos.z, 0, 0x4000, lara->room);
    /* A body part carries its mesh. */
    int p = Effect_Create(g, lara->room);
    Effect *e = Effect_Get(g, p);
    e->object_id = O_BODY_PART;
    e->frame_num = (int16_t)r->lv.models[lara->model].start_mesh;
    e->pos = lara->pos;
    e->rot = (Vec3s){ 0, 0, 0 };

    CHECK(Effect_AppendDraws(g, &dl));
    CHECK_EQ(dl.num_sprites, sprites + 1);
    CHECK_EQ(dl.num_meshes, meshes + 2);
    const SpriteSequence *sq = Level_FindSpriteSequence(&r->lv, O_BLOOD1);
    CHECK(sq != NULL);
    CHECK_EQ(dl.sprites[sprites].sprite, sq->offset + 2);
    CHECK_EQ(dl.sprites[sprites].y, lara->pos.y - 500);
    /* Effects come in active-list order: the body part first. */
    CHECK_EQ(dl.meshes[meshes].mesh, r->lv.mesh_index[r->lv.models[lara->model].start_mesh]);
    CHECK_EQ(dl.meshes[meshes].light_mode, RENDER_LIGHT_ROOM);
    const Model *flash = Level_FindModel(&r->lv, O_GUN_FLASH);
    CHECK(flash != NULL);
    CHECK_EQ(dl.meshes[meshes + 1].mesh, r->lv.mesh_index[flash->start_mesh]);
    CHECK_EQ(dl.meshes[meshes + 1].light_mode, RENDER_LIGHT_FIXED);
    SimDraw_Free(&dl);
    TestGame_Close(r);
}
