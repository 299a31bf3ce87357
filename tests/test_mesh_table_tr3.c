/* The game's mesh table (game/mesh_table.h) on a TR3 room built at test
 * time (tests/tr_build.h: Lara, the pistols, the skin and the mesh-swap
 * models from ../shared/levels/tr3/RANDO_TEST1.TR2; skipped without it):
 * Lara wears her skin's meshes, the flipeffects that trade meshes
 * (DRAW_LEFTGUN 15, MESH_SWAP2 19, MESH_SWAP3 20, as tomb3's draw_left_gun
 * and swap_meshes_with_meshswapN) change what is drawn, and a save keeps
 * what they did. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/render/render.h"
#include "game/game.h"
#include "game/effects/effect.h"
#include "game/game_audio.h"
#include "game/lara/lara_hair.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/mesh_table.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define FW 320
#define FH 240

typedef struct {
    TestGame *t;
    GameAudio ga;
    int passport; /* an item drawn the default way, -1 none */
} TradeRoom;

/* A 6x6-sector room: Lara at (2.5, 2.5) facing +z, a passport model at
 * (4.5, 4.5). False (why says so) without the donor or its models. */
static bool open_room(TradeRoom *rm, char *why, size_t cap)
{
    memset(rm, 0, sizeof *rm);
    int r = -1;
    TrBuild *b = TrBuild_NewLaraRoom(GAME_TR3, &r, why, cap);
    if (!b)
        return false;
    LB_AddItem(&b->lb, O3_PASSPORT_OPTION, r, MID(4), 0, MID(4), 0, 0);
    char err[512] = "";
    rm->t = TrBuild_OpenGame(b, "mesh_table_tr3.tr2", err, sizeof err);
    TrBuild_Delete(b);
    if (!rm->t) {
        snprintf(why, cap, "level not built/opened: %s", err);
        return false;
    }
    static const int need[] = {O3_PISTOLS, O3_LARA_SKIN, O3_MESHSWAP_2, O3_MESHSWAP_3,
                               O3_PASSPORT_OPTION};
    for (size_t i = 0; i < sizeof need / sizeof need[0]; i++) {
        if (!Level_FindModel(rm->t->g.lv, (uint32_t)need[i])) {
            snprintf(why, cap, "donor level has no model %d", need[i]);
            TestGame_Delete(rm->t);
            rm->t = NULL;
            return false;
        }
    }
    GameAudio_Attach(&rm->ga, &rm->t->sim, NULL, NULL);
    Game_SetAudio(&rm->t->g, &rm->ga);
    rm->passport = Test_FirstItem(&rm->t->sim, O3_PASSPORT_OPTION);
    return true;
}

static void close_room(TradeRoom *rm)
{
    GameAudio_Free(&rm->ga);
    TestGame_Delete(rm->t);
}

#define OPEN_OR_SKIP(rm)                                                   \
    char why_[600] = "";                                                   \
    TradeRoom rm;                                                               \
    if (!open_room(&rm, why_, sizeof why_))                                \
        SKIP("%s", why_)

/* The level's own mesh for object `id`'s slot k (no table). */
static uint32_t own_mesh(const Level *lv, int id, int k)
{
    const Model *m = Level_FindModel(lv, (uint32_t)id);
    return lv->mesh_index[m->start_mesh + (uint32_t)k];
}

/* What the table draws for object `id`'s slot k. */
static uint32_t table_mesh(const Sim *s, int id, int k)
{
    const Model *m = Level_FindModel(s->level, (uint32_t)id);
    return Sim_MeshAt(s, m->start_mesh + (uint32_t)k);
}

/* Lara's first LARA_NUM_MESHES draws (her body, as Game_DrawItem gives it). */
static bool lara_draws(TradeRoom *rm, uint32_t mesh[LARA_NUM_MESHES])
{
    RenderMeshDraw out[64];
    int n = Game_DrawItem(&rm->t->g, &rm->t->sim, rm->t->sim.lara, 65536, out, 64);
    if (n < LARA_NUM_MESHES)
        return false;
    for (int k = 0; k < LARA_NUM_MESHES; k++)
        mesh[k] = out[k].mesh;
    return true;
}

/* Lara alone, drawn from 1.5 sectors in front of her at her hands' height:
 * a hash of the frame. */
static uint64_t lara_frame(TradeRoom *rm, Renderer *r, uint8_t *fb)
{
    RenderMeshDraw out[64];
    int n = Game_DrawItem(&rm->t->g, &rm->t->sim, rm->t->sim.lara, 65536, out, 64);
    RenderCamera cam = {MID(2), -600, MID(2) + 1536, 0, (int32_t)0x8000, 0, 0, 0};
    if (n <= 0 || !Render_FrameObjects(r, &cam, out, (size_t)n, fb, 0))
        return 0;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < FW * FH; i++)
        h = (h ^ fb[i]) * 0x100000001b3ull;
    return h;
}

/* TR3 keeps her visible meshes in LARA_SKIN (its object 0's are stubs):
 * copied into her object as the level starts, as tomb3's
 * LaraInitialiseMeshes, so her body is drawn from them. */
TEST(tr3_lara_is_drawn_in_her_skin)
{
    OPEN_OR_SKIP(rm);
    const Level *lv = rm.t->g.lv;
    uint32_t mesh[LARA_NUM_MESHES];
    CHECK(lara_draws(&rm, mesh));
    static const int bare[] = {LARA_MESH_HIPS, LARA_MESH_TORSO, LARA_MESH_HEAD, LARA_MESH_HAND_L,
                               LARA_MESH_FOOT_R};
    for (size_t i = 0; i < sizeof bare / sizeof bare[0]; i++)
        CHECK_EQ(mesh[bare[i]], own_mesh(lv, O3_LARA_SKIN, bare[i]));
    CHECK(own_mesh(lv, 0, LARA_MESH_HEAD) != own_mesh(lv, O3_LARA_SKIN, LARA_MESH_HEAD));
    CHECK_EQ(table_mesh(&rm.t->sim, 0, LARA_MESH_TORSO), own_mesh(lv, O3_LARA_SKIN, LARA_MESH_TORSO));
    close_room(&rm);
}

/* DRAW_LEFTGUN: her left hand and thigh trade with the pistols' object's:
 * the pistol comes into her hand (her frame changes), her bare hand goes
 * to the pistols' object; again, and all is as it was. */
TEST(tr3_flipeffect_draw_left_gun_trades_meshes)
{
    OPEN_OR_SKIP(rm);
    const Level *lv = rm.t->g.lv;
    Item *lara = Game_LaraItem(&rm.t->g);
    char err[256] = "";
    Renderer *r = Render_Create(lv, FW, FH, NULL, err, sizeof err);
    uint8_t *fb = malloc(FW * FH);
    CHECK_MSG(r && fb, "%s", err);
    uint32_t before[LARA_NUM_MESHES], after[LARA_NUM_MESHES], back[LARA_NUM_MESHES];
    uint32_t bare_hand = own_mesh(lv, O3_LARA_SKIN, LARA_MESH_HAND_L);
    uint32_t pistol_hand = own_mesh(lv, O3_PISTOLS, LARA_MESH_HAND_L);
    CHECK(bare_hand != pistol_hand);

    CHECK(lara_draws(&rm, before));
    uint64_t h0 = lara_frame(&rm, r, fb);
    FlipFx_Call(&rm.ga.fx, lara, 15);
    CHECK(lara_draws(&rm, after));
    uint64_t h1 = lara_frame(&rm, r, fb);
    CHECK_EQ(before[LARA_MESH_HAND_L], bare_hand);
    CHECK_EQ(after[LARA_MESH_HAND_L], pistol_hand);
    CHECK_EQ(table_mesh(&rm.t->sim, O3_PISTOLS, LARA_MESH_HAND_L), bare_hand);
    /* the thigh wore the holstered pistol already: the same pointer traded */
    CHECK_EQ(after[LARA_MESH_THIGH_L], before[LARA_MESH_THIGH_L]);
    CHECK_EQ(after[LARA_MESH_HAND_R], before[LARA_MESH_HAND_R]);
    CHECK(h0 != 0 && h1 != 0 && h0 != h1);

    FlipFx_Call(&rm.ga.fx, lara, 15);
    CHECK(lara_draws(&rm, back));
    CHECK(memcmp(before, back, sizeof before) == 0);
    CHECK_EQ(table_mesh(&rm.t->sim, O3_PISTOLS, LARA_MESH_HAND_L), pistol_hand);
    CHECK_EQ(lara_frame(&rm, r, fb), h0);
    free(fb);
    Render_Destroy(r);
    close_room(&rm);
}

/* MESH_SWAP3 on Lara: her object's meshes trade with MESHSWAP3's and she
 * takes them; MESH_SWAP2 on her then trades her object's with MESHSWAP2's
 * but leaves what she wears; MESH_SWAP2 on another item trades that
 * object's meshes, and the item is drawn with MESHSWAP2's. */
TEST(tr3_flipeffect_mesh_swaps_trade_object_meshes)
{
    OPEN_OR_SKIP(rm);
    const Level *lv = rm.t->g.lv;
    const Sim *s = &rm.t->sim;
    Item *lara = Game_LaraItem(&rm.t->g);
    uint32_t worn[LARA_NUM_MESHES], still[LARA_NUM_MESHES];

    FlipFx_Call(&rm.ga.fx, lara, 20);
    CHECK(lara_draws(&rm, worn));
    for (int k = 0; k < LARA_NUM_MESHES; k++) {
        CHECK_EQ(worn[k], own_mesh(lv, O3_MESHSWAP_3, k));
        CHECK_EQ(table_mesh(s, O3_MESHSWAP_3, k), own_mesh(lv, O3_LARA_SKIN, k));
    }

    FlipFx_Call(&rm.ga.fx, lara, 19);
    CHECK(lara_draws(&rm, still));
    CHECK(memcmp(worn, still, sizeof worn) == 0);
    CHECK_EQ(table_mesh(s, O3_MESHSWAP_2, LARA_MESH_HEAD), own_mesh(lv, O3_MESHSWAP_3, LARA_MESH_HEAD));
    CHECK_EQ(table_mesh(s, 0, LARA_MESH_HEAD), own_mesh(lv, O3_MESHSWAP_2, LARA_MESH_HEAD));

    /* the passport (drawn the default way) takes MESHSWAP2's first meshes,
     * which are now Lara's object's old ones */
    CHECK(rm.passport >= 0);
    SimDrawList dl = {0};
    dl.item_fn = Game_DrawItem;
    dl.item_user = &rm.t->g;
    FlipFx_Call(&rm.ga.fx, &rm.t->sim.items[rm.passport], 19);
    CHECK(SimDraw_Build(s, 65536, &dl));
    int found = 0;
    for (size_t i = 0; i < dl.num_meshes; i++)
        found += dl.meshes[i].mesh == own_mesh(lv, O3_MESHSWAP_3, 0);
    CHECK(found >= 1);
    CHECK_EQ(table_mesh(s, O3_PASSPORT_OPTION, 0), own_mesh(lv, O3_MESHSWAP_3, 0));
    SimDraw_Free(&dl);
    close_room(&rm);
}

/* A save holds the traded meshes: restored into a fresh game of the same
 * level, Lara and the tables draw the same. */
TEST(tr3_mesh_trades_survive_a_save)
{
    OPEN_OR_SKIP(rm);
    Item *lara = Game_LaraItem(&rm.t->g);
    FlipFx_Call(&rm.ga.fx, lara, 15);
    FlipFx_Call(&rm.ga.fx, &rm.t->sim.items[rm.passport], 19);
    uint32_t saved[LARA_NUM_MESHES], loaded[LARA_NUM_MESHES];
    CHECK(lara_draws(&rm, saved));
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(Save_Serialize(&rm.t->g, &rm.ga.fx, NULL, &data, &size));

    char why2[600] = "";
    TradeRoom fresh;
    CHECK_MSG(open_room(&fresh, why2, sizeof why2), "%s", why2);
    char err[256] = "";
    CHECK_MSG(Save_Restore(&fresh.t->g, &fresh.ga.fx, data, size, "trades.t8s", NULL, err,
                           sizeof err),
              "%s", err);
    CHECK(lara_draws(&fresh, loaded));
    CHECK(memcmp(saved, loaded, sizeof saved) == 0);
    CHECK_EQ(fresh.t->g.lara.mesh_swap[LARA_MESH_HAND_L], LARA_MESH_HELD);
    for (int k = 0; k < 7; k++)
        CHECK_EQ(table_mesh(&fresh.t->sim, O3_PASSPORT_OPTION, k),
                 table_mesh(&rm.t->sim, O3_PASSPORT_OPTION, k));
    CHECK_EQ(table_mesh(&fresh.t->sim, O3_PISTOLS, LARA_MESH_HAND_L),
             table_mesh(&rm.t->sim, O3_PISTOLS, LARA_MESH_HAND_L));
    CHECK(fresh.ga.fx.gun_swapped == 2);
    free(data);
    close_room(&fresh);
    close_room(&rm);
}

/* An effect that carries one of an object's meshes (a body part) is drawn
 * through the table too: after MESH_SWAP2 on the passport, the passport's
 * first mesh pointer shows MESHSWAP2's mesh. */
TEST(tr3_effects_draw_through_the_mesh_table)
{
    OPEN_OR_SKIP(rm);
    const Level *lv = rm.t->g.lv;
    Game *g = &rm.t->g;
    const Model *pass = Level_FindModel(lv, O3_PASSPORT_OPTION);
    int fx = Effect_Create(g, 0);
    CHECK(fx >= 0);
    Effect *e = &g->effects.fx[fx];
    e->object_id = O3_BODY_PART;
    e->frame_num = (int16_t)pass->start_mesh;
    e->pos = (Vec3i){MID(3), -512, MID(3)};
    SimDrawList dl = {0};
    CHECK(Effect_AppendDraws(g, &dl));
    CHECK_EQ(dl.num_meshes, 1u);
    uint32_t before = dl.num_meshes ? dl.meshes[0].mesh : 0;
    FlipFx_Call(&rm.ga.fx, &rm.t->sim.items[rm.passport], 19);
    dl.num_meshes = dl.num_sprites = 0;
    CHECK(Effect_AppendDraws(g, &dl));
    CHECK_EQ(dl.num_meshes, 1u);
    CHECK_EQ(before, own_mesh(lv, O3_PASSPORT_OPTION, 0));
    CHECK_EQ(dl.num_meshes ? dl.meshes[0].mesh : 0, own_mesh(lv, O3_MESHSWAP_2, 0));
    SimDraw_Free(&dl);
    close_room(&rm);
}

/* Her braid is drawn through the table as well: its object's meshes
 * traded with MESHSWAP2's, the braid shows MESHSWAP2's. */
TEST(tr3_braid_draws_through_the_mesh_table)
{
    OPEN_OR_SKIP(rm);
    const Level *lv = rm.t->g.lv;
    Game *g = &rm.t->g;
    if (!Level_FindModel(lv, O2_LARA_HAIR)) {
        close_room(&rm);
        SKIP("donor level has no braid");
    }
    TestGame_Step(rm.t, 0, 3);
    RenderMeshDraw out[16];
    int n = LaraHair_Draw(g, out, 16);
    CHECK(n > 0);
    uint32_t before = n > 0 ? out[0].mesh : 0;
    MeshTable_TradeObjects(g, O2_LARA_HAIR, O3_MESHSWAP_2, false);
    n = LaraHair_Draw(g, out, 16);
    CHECK(n > 0);
    CHECK_EQ(before, own_mesh(lv, O2_LARA_HAIR, 0));
    CHECK_EQ(n > 0 ? out[0].mesh : 0, own_mesh(lv, O3_MESHSWAP_2, 0));
    close_room(&rm);
}
