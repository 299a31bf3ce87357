/* Lara's guns (game/lara/lara_gun*.c): the draw / holster timing, fire
 * rates and random numbers per weapon, ammunition, mesh swaps, target
 * lock and hits, checked on LEVEL1 and against the LEVEL1_pistols
 * reference trace (gun status and control-stream calls every tick). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/mesh_table.h"
#include "engine/sim/sim_draw.h"
#include "game/trace.h"
#include "tests/test_game.h"
#include "tests/test_levels.h"

/* Field by field: Mat34 has padding between its rotation and translation. */
static bool mat_eq(const Mat34 *a, const Mat34 *b)
{
    return memcmp(a->m, b->m, sizeof(a->m)) == 0 && memcmp(a->t, b->t, sizeof(a->t)) == 0;
}

/* Columns `names` of every row of a reference trace CSV. */
static int read_columns(const char *path, const char *const *names, int n, int32_t **out,
                        int max_rows)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[2048];
    int idx[8];
    if (!fgets(line, sizeof line, f)) {
        fclose(f);
        return -1;
    }
    for (int k = 0; k < n; k++) {
        idx[k] = -1;
        int col = 0;
        for (char *tok = strtok(line, ",\r\n"); tok; tok = strtok(NULL, ",\r\n"), col++)
            if (!strcmp(tok, names[k]))
                idx[k] = col;
        /* strtok consumed the header: read it again for the next name. */
        rewind(f);
        if (!fgets(line, sizeof line, f) || idx[k] < 0) {
            fclose(f);
            return -1;
        }
    }
    int rows = 0;
    while (rows < max_rows && fgets(line, sizeof line, f)) {
        int col = 0;
        char *s = line;
        for (;;) {
            char *end = strchr(s, ',');
            for (int k = 0; k < n; k++)
                if (idx[k] == col)
                    out[k][rows] = (int32_t)strtoll(s, NULL, 10);
            if (!end)
                break;
            s = end + 1;
            col++;
        }
        rows++;
    }
    fclose(f);
    return rows;
}

TEST(lara_gun_pistols_trace_gun_status_and_rng)
{
    const char *ref = Test_SharedPath("../traces/LEVEL1_pistols.csv");
    if (!ref)
        SKIP("LEVEL1_pistols trace not available");
    char ref_path[512];
    snprintf(ref_path, sizeof ref_path, "%s", ref);
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");

    InputWord *words = NULL;
    uint32_t num = 0;
    char err[256];
    CHECK_MSG(Trace_ReadInputs(ref_path, &words, &num, err, sizeof err), "%s", err);
    enum { MAX = 2000 };
    static int32_t gun[MAX], calls[MAX];
    int32_t *cols[2] = { gun, calls };
    const char *names[2] = { "gun_status", "rng_control_calls" };
    int rows = read_columns(ref_path, names, 2, cols, MAX);
    CHECK(rows == (int)num && rows > 700);

    int bad = -1;
    for (int t = 0; t < rows; t++) {
        Game_Tick(&r.g, words[t]);
        if (bad < 0 && (r.g.lara.gun_status != gun[t] ||
                        (int32_t)r.sim.prng.control_calls != calls[t]))
            bad = t;
    }
    int gs = bad >= 0 ? r.g.lara.gun_status : 0;
    free(words);
    TestGame_Close(&r);
    CHECK_MSG(bad < 0, "first tick with another gun status / rng count: %d (gun %d)", bad, gs);
}

TEST(lara_gun_draw_and_holster_pistols)
{
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
    Lara *l = &r.g.lara;
    /* At the start: holstered, pistols on her thighs, nothing requested. */
    CHECK_EQ(l->gun_status, LGS_ARMLESS);
    CHECK_EQ(l->gun_type, LGT_PISTOLS);
    CHECK_EQ(l->request_gun_type, LGT_UNARMED);
    CHECK_EQ(l->mesh_swap[1], 1);
    CHECK_EQ(l->mesh_swap[4], 1);
    CHECK_EQ(l->mesh_swap[10], -1);

    /* One tick of the draw key: 18 ticks of drawing (holster frames 5..12,
     * draw frames 13..22), then ready. */
    TestGame_Step(&r, INPUT_DRAW, 1);
    CHECK_EQ(l->gun_status, LGS_DRAW);
    CHECK_EQ(l->left_arm.frame_number, 5);
    TestGame_Step(&r, 0, 7);
    CHECK_EQ(l->left_arm.frame_number, 12);
    CHECK_EQ(l->mesh_swap[10], -1);
    TestGame_Step(&r, 0, 1);
    /* Frame 13: the guns change from thighs to hands. */
    CHECK_EQ(l->left_arm.frame_number, 13);
    CHECK_EQ(l->mesh_swap[10], 1);
    CHECK_EQ(l->mesh_swap[13], 1);
    CHECK_EQ(l->mesh_swap[1], -1);
    TestGame_Step(&r, 0, 9);
    CHECK_EQ(l->gun_status, LGS_DRAW);
    TestGame_Step(&r, 0, 1);
    CHECK_EQ(l->gun_status, LGS_READY);
    CHECK_EQ(l->left_arm.frame_number, 0);
    CHECK_EQ(r.sim.prng.control_calls, 0);

    /* Holster: 18 ticks back down (frame 23 .. 5), guns back on the
     * thighs half-way. */
    TestGame_Step(&r, INPUT_DRAW, 1);
    CHECK_EQ(l->gun_status, LGS_UNDRAW);
    CHECK_EQ(l->left_arm.frame_number, 23);
    TestGame_Step(&r, 0, 16);
    CHECK_EQ(l->gun_status, LGS_UNDRAW);
    CHECK_EQ(l->left_arm.frame_number, 7);
    CHECK_EQ(l->mesh_swap[1], 1);
    CHECK_EQ(l->mesh_swap[13], -1);
    TestGame_Step(&r, 0, 1);
    CHECK_EQ(l->gun_status, LGS_UNDRAW);
    TestGame_Step(&r, 0, 1);
    CHECK_EQ(l->gun_status, LGS_ARMLESS);
    CHECK_EQ(l->left_arm.frame_number, 0);
    TestGame_Close(&r);
}

/* Draws the weapon `type` (through request_gun_type, as the inventory
 * does) and waits until it is ready. */
static bool draw_weapon(TestGame *r, int type)
{
    r->g.lara.request_gun_type = (int16_t)type;
    for (int i = 0; i < 100 && r->g.lara.gun_status != LGS_READY; i++)
        Game_Tick(&r->g, 0);
    return r->g.lara.gun_status == LGS_READY && r->g.lara.gun_type == type;
}

/* Holds the action key with no target for `ticks` ticks; returns the ticks
 * (counted from 1) on which control numbers were drawn, as a bit mask over
 * the first 64, and the total drawn. */
static uint64_t fire_ticks(TestGame *r, int ticks, uint32_t *drawn)
{
    uint64_t mask = 0;
    uint32_t start = r->sim.prng.control_calls;
    for (int t = 1; t <= ticks; t++) {
        uint32_t before = r->sim.prng.control_calls;
        Game_Tick(&r->g, INPUT_ACTION);
        if (r->sim.prng.control_calls != before && t < 64)
            mask |= (uint64_t)1 << t;
    }
    *drawn = r->sim.prng.control_calls - start;
    return mask;
}

TEST(lara_gun_fire_rates_and_ammo)
{
    static const struct {
        int type;
        int first, period; /* ticks to the first shot, between shots */
        int per_shot;      /* control numbers a shot tick draws */
        int ammo_per_shot;
    } k[] = {
        { LGT_PISTOLS, 5, 10, 4, 0 },
        { LGT_MAGNUMS, 5, 10, 4, 2 },
        { LGT_UZIS, 5, 4, 4, 2 },
        { LGT_SHOTGUN, 14, 26, 24, 6 },
    };
    for (size_t i = 0; i < COUNT_OF(k); i++) {
        TestGame r;
        GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
        Lara *l = &r.g.lara;
        l->has_magnums = l->has_uzis = l->has_shotgun = true;
        l->magnums.ammo = l->uzis.ammo = l->shotgun.ammo = 600;
        CHECK_MSG(draw_weapon(&r, k[i].type), "weapon %d not drawn", k[i].type);
        uint32_t drawn = 0;
        uint32_t draws_before = r.sim.prng.draw;
        uint64_t mask = fire_ticks(&r, 40, &drawn);
        int first = -1, shots = 0;
        for (int t = 1; t < 64; t++)
            if (mask >> t & 1) {
                if (first < 0)
                    first = t;
                shots++;
            }
        CHECK_MSG(first == k[i].first, "weapon %d: first shot on tick %d", k[i].type, first);
        if (k[i].period) {
            for (int t = first; t < 41; t++)
                CHECK_MSG(((mask >> t & 1) != 0) == ((t - first) % k[i].period == 0),
                          "weapon %d: tick %d", k[i].type, t);
        }
        CHECK_EQ(drawn, (uint32_t)(shots * k[i].per_shot));
        /* Each missed shot (no target) ends in a ricochet: one draw-stream
         * number each. */
        CHECK(r.sim.prng.draw != draws_before);
        int32_t left = k[i].type == LGT_PISTOLS   ? l->pistols.ammo
                       : k[i].type == LGT_MAGNUMS ? l->magnums.ammo
                       : k[i].type == LGT_UZIS    ? l->uzis.ammo
                                                  : l->shotgun.ammo;
        if (k[i].type == LGT_PISTOLS)
            CHECK_EQ(left, 999); /* refilled to 1000 before each shot */
        else
            CHECK_EQ(left, 600 - shots * k[i].ammo_per_shot);
        TestGame_Close(&r);
    }
}

TEST(lara_gun_empty_weapon_falls_back_to_pistols)
{
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
    Lara *l = &r.g.lara;
    l->has_uzis = true;
    l->uzis.ammo = 2; /* one shot of both hands */
    CHECK(draw_weapon(&r, LGT_UZIS));
    for (int i = 0; i < 20; i++)
        Game_Tick(&r.g, INPUT_ACTION);
    CHECK_EQ(l->uzis.ammo, 0);
    /* The empty click asks for the pistols: the uzis go away, the pistols
     * come out. */
    for (int i = 0; i < 80 && !(l->gun_type == LGT_PISTOLS && l->gun_status == LGS_READY); i++)
        Game_Tick(&r.g, 0);
    CHECK_EQ(l->gun_type, LGT_PISTOLS);
    CHECK_EQ(l->gun_status, LGS_READY);
    TestGame_Close(&r);
}

TEST(lara_gun_shotgun_draw_meshes)
{
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
    Lara *l = &r.g.lara;
    l->has_shotgun = true;
    l->shotgun.ammo = 12;
    CHECK(draw_weapon(&r, LGT_SHOTGUN));
    CHECK_EQ(l->mesh_swap[10], 2);
    CHECK_EQ(l->mesh_swap[13], 2);
    CHECK_EQ(l->mesh_swap[7], -1);
    TestGame_Step(&r, INPUT_DRAW, 1);
    CHECK_EQ(l->gun_status, LGS_UNDRAW);
    for (int i = 0; i < 60 && l->gun_status != LGS_ARMLESS; i++)
        Game_Tick(&r.g, 0);
    CHECK_EQ(l->gun_status, LGS_ARMLESS);
    CHECK_EQ(l->mesh_swap[7], 2); /* on her back */
    CHECK_EQ(l->mesh_swap[10], -1);
    TestGame_Close(&r);
}

/* An item of object `obj` in LEVEL1 (any), -1 if none. */
TEST(lara_gun_locks_on_and_hits_a_creature)
{
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
    Lara *l = &r.g.lara;
    Item *lara = Game_LaraItem(&r.g);
    int wolf = Test_FirstItem(&r.sim, 7);
    if (wolf < 0) {
        TestGame_Close(&r);
        SKIP("no wolf in LEVEL1");
    }
    /* A wolf standing two sectors in front of her, awake. */
    Item *it = &r.sim.items[wolf];
    it->pos = (Vec3i){ lara->pos.x, lara->pos.y, lara->pos.z + 2 * 1024 };
    it->room = lara->room;
    it->rot.y = (int16_t)0x8000;
    it->hit_points = 100;
    it->status = ITEM_STATUS_ACTIVE;
    Sim_AddActive(&r.sim, wolf);

    CHECK(draw_weapon(&r, LGT_PISTOLS));
    Game_Tick(&r.g, 0);
    CHECK_EQ(l->target, wolf);
    CHECK(l->left_arm.lock && l->right_arm.lock);
    /* Straight ahead and a little down. */
    CHECK(l->target_angles[0] > -200 && l->target_angles[0] < 200);
    CHECK(l->target_angles[1] < 0);

    bool flagged = true;
    for (int i = 0; i < 60; i++) {
        int32_t before = l->pistols.hit;
        it->hit_status = false;
        Game_Tick(&r.g, INPUT_ACTION);
        if (l->pistols.hit != before && !it->hit_status)
            flagged = false;
    }
    int32_t hits = l->pistols.hit;
    CHECK_MSG(hits > 0, "no hit in 60 ticks (misses %d)", l->pistols.miss);
    CHECK_EQ(it->hit_points, 100 - hits);
    CHECK(flagged);
    TestGame_Close(&r);
}

TEST(lara_gun_draw_hook_arms_meshes_flashes)
{
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
    const Level *lv = &r.lv;
    const Model *own = Level_FindModel(lv, 0), *pistols = Level_FindModel(lv, 1);
    CHECK(own && pistols && own->num_meshes == 15);
    RenderMeshDraw d[15 + SIMDRAW_ITEM_EXTRA];
    int lara = r.sim.lara;

    /* Holstered: the pistols' thigh meshes, her own hands; other items are
     * left to the default drawing. */
    CHECK_EQ(Gun_DrawLara(&r.g, &r.sim, lara, 65536, d, 19), 15);
    CHECK_EQ(d[1].mesh, lv->mesh_index[pistols->start_mesh + 1]);
    CHECK_EQ(d[10].mesh, lv->mesh_index[own->start_mesh + 10]);
    for (uint32_t i = 0; i < r.sim.num_items; i++)
        if ((int)i != lara)
            CHECK_EQ(Gun_DrawLara(&r.g, &r.sim, (int)i, 65536, d, 19), -1);

    /* Ready: guns in her hands, holsters empty; the arms no longer follow
     * the body's frame. */
    AnimPose body;
    CHECK(draw_weapon(&r, LGT_PISTOLS));
    Sim_ItemPoseInterp(&r.sim, lara, 65536, &body);
    CHECK_EQ(Gun_DrawLara(&r.g, &r.sim, lara, 65536, d, 19), 15);
    CHECK_EQ(d[10].mesh, lv->mesh_index[pistols->start_mesh + 10]);
    CHECK_EQ(d[1].mesh, lv->mesh_index[own->start_mesh + 1]);
    CHECK(mat_eq(&d[0].world, &body.mesh[0]));
    CHECK(mat_eq(&d[3].world, &body.mesh[3]));
    CHECK(memcmp(&d[8].world.m, &body.mesh[8].m, sizeof(body.mesh[8].m)) != 0);

    /* Firing: a flash at each hand while the timers run. */
    for (int i = 0; i < 5; i++)
        Game_Tick(&r.g, INPUT_ACTION);
    CHECK(r.g.lara.left_arm.flash_gun > 0 && r.g.lara.right_arm.flash_gun > 0);
    CHECK_EQ(Gun_DrawLara(&r.g, &r.sim, lara, 65536, d, 19), 17);

    /* Through the draw-list builder. */
    SimDrawList dl = {0}, plain = {0};
    dl.item_fn = Gun_DrawLara;
    dl.item_user = &r.g;
    CHECK(SimDraw_Build(&r.sim, 65536, &dl));
    CHECK(SimDraw_Build(&r.sim, 65536, &plain));
    CHECK_EQ(dl.num_meshes, plain.num_meshes + 2);
    SimDraw_Free(&dl);
    SimDraw_Free(&plain);
    TestGame_Close(&r);
}

/* The muzzle flashes are drawn through the game's mesh table: with the
 * flash object's pointer traded (here with the pistols' first), both
 * flashes show the traded mesh. */
TEST(lara_gun_flash_draws_through_the_mesh_table)
{
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
    const Level *lv = &r.lv;
    const Model *flash = Level_FindModel(lv, O_GUN_FLASH), *pistols = Level_FindModel(lv, 1);
    CHECK(flash && pistols && flash->num_meshes >= 1);
    if (!flash || !pistols) {
        TestGame_Close(&r);
        return;
    }
    uint32_t own_flash = lv->mesh_index[flash->start_mesh];
    uint32_t other = lv->mesh_index[pistols->start_mesh];
    CHECK(own_flash != other);
    RenderMeshDraw d[15 + SIMDRAW_ITEM_EXTRA];
    CHECK(draw_weapon(&r, LGT_PISTOLS));
    for (int i = 0; i < 5; i++)
        Game_Tick(&r.g, INPUT_ACTION);
    CHECK_EQ(Gun_DrawLara(&r.g, &r.sim, r.sim.lara, 65536, d, 19), 17);
    CHECK_EQ(d[15].mesh, own_flash);
    CHECK_EQ(d[16].mesh, own_flash);
    MeshTable_TradeObjects(&r.g, O_GUN_FLASH, 1, false);
    CHECK_EQ(Gun_DrawLara(&r.g, &r.sim, r.sim.lara, 65536, d, 19), 17);
    CHECK_EQ(d[15].mesh, other);
    CHECK_EQ(d[16].mesh, other);
    TestGame_Close(&r);
}

TEST(lara_gun_draw_hook_matches_plain_pose_when_unarmed)
{
    TestGame r;
    GAME_OPEN_OR_SKIP(&r, "tr1/LEVEL1.PHD");
    int lara = r.sim.lara;
    TestGame_Step(&r, INPUT_FORWARD, 6); /* running: the two ticks differ */
    r.g.lara.head_rot = r.g.lara.torso_rot = (Vec3s){ 0, 0, 0 };
    RenderMeshDraw d[15 + SIMDRAW_ITEM_EXTRA];
    static const int32_t ts[] = { 0, 20000, 65536 };
    for (size_t i = 0; i < COUNT_OF(ts); i++) {
        AnimPose plain;
        Sim_ItemPoseInterp(&r.sim, lara, ts[i], &plain);
        CHECK_EQ(Gun_DrawLara(&r.g, &r.sim, lara, ts[i], d, 19), 15);
        for (int k = 0; k < 15; k++)
            CHECK_MSG(mat_eq(&d[k].world, &plain.mesh[k]),
                      "t %d mesh %d", (int)ts[i], k);
    }
    TestGame_Close(&r);
}
