/* The game's mesh table (game/mesh_table.h) seen by the views drawn outside
 * the items' draw list, on rooms built at test time (tests/tr_build.h, the
 * models borrowed from the shared TR2/TR3 levels; skipped without them):
 *  - TR2's sky (RenderLook_Sky / RenderLook_FollowSim) and the inventory
 *    ring's items (Ring_Draw) show a traded pointer's mesh, as the
 *    originals draw both from the changeable meshes[] (TR2Main
 *    DrawRooms / DrawInventoryItem, tomb3 DrawRooms / DrawInventoryItem);
 *  - a capture strip's meshes are the table's as a game starts the level
 *    (Capture_StartMeshes): TR3's Lara in her skin's meshes. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/render/render.h"
#include "game/capture.h"
#include "game/game.h"
#include "game/inventory/ring.h"
#include "game/mesh_table.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/render_look.h"
#include "game/ui/text.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"

#define FW 320
#define FH 240

/* A 6x6-sector room of `game` with Lara at (2.5, 2.5), the donor level's
 * models among them the n of `need`; NULL (why says so) without the donor
 * or one of those models. */
static TestGame *open_room(GameVersion game, const char *name, const int *need, size_t n,
                           char *why, size_t cap)
{
    int r = -1;
    TrBuild *b = TrBuild_NewLaraRoom(game, &r, why, cap);
    if (!b)
        return NULL;
    char err[512] = "";
    TestGame *t = TrBuild_OpenGame(b, name, err, sizeof err);
    TrBuild_Delete(b);
    if (!t) {
        snprintf(why, cap, "level not built/opened: %s", err);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        if (!Level_FindModel(&t->lv, (uint32_t)need[i])) {
            snprintf(why, cap, "the donor level has no model %d", need[i]);
            TestGame_Delete(t);
            return NULL;
        }
    }
    return t;
}

/* t: open_room's game with the models listed, or the test skips saying why. */
#define ROOM_OR_SKIP(t, game, name, ...)                                              \
    char why_[600] = "";                                                              \
    static const int need_[] = {__VA_ARGS__};                                         \
    TestGame *t = open_room(game, name, need_, COUNT_OF(need_), why_, sizeof why_);   \
    if (!t)                                                                           \
        SKIP("%s", why_)

/* The level's own mesh for object `id`'s slot k (no table). */
static uint32_t own_mesh(const Level *lv, int id, int k)
{
    const Model *m = Level_FindModel(lv, (uint32_t)id);
    return lv->mesh_index[m->start_mesh + (uint32_t)k];
}

TEST(tr2_sky_draws_through_the_mesh_table)
{
    ROOM_OR_SKIP(t, GAME_TR2, "mesh_table_sky.tr2", O2_SKYBOX, O2_LARA_PISTOLS);
    const Level *lv = &t->lv;
    uint32_t sky = own_mesh(lv, O2_SKYBOX, 0), other = own_mesh(lv, O2_LARA_PISTOLS, 0);
    CHECK(sky != other);
    CHECK_EQ(RenderLook_Sky(lv, &t->sim).mesh, (int32_t)sky);
    MeshTable_TradeObjects(&t->g, O2_SKYBOX, O2_LARA_PISTOLS, false);
    RenderSky traded = RenderLook_Sky(lv, &t->sim);
    CHECK_EQ(traded.mesh, (int32_t)other);
    /* turned as before: only the mesh follows the table */
    RenderSky start = RenderLook_Sky(lv, NULL);
    CHECK_EQ(start.mesh, (int32_t)sky);
    CHECK(memcmp(&traded.rot, &start.rot, sizeof start.rot) == 0);
    TestGame_Delete(t);
}

/* The ring's frame: opened on the game (its main ring, the stopwatch
 * first), run until it stands open, drawn over a cleared frame. */
static bool ring_frame(TestGame *t, Ring *ring, uint8_t *fb)
{
    char err[256];
    Renderer *rd = Render_Create(&t->lv, FW, FH, NULL, err, sizeof err);
    if (!rd)
        return false;
    memset(fb, 0, FW * FH);
    UiCanvas c;
    UiCanvas_Init(&c, &t->lv, fb, FW, FH);
    Ring_Draw(ring, rd, &c);
    Render_Destroy(rd);
    return true;
}

static int differing(const uint8_t *a, const uint8_t *b)
{
    int n = 0;
    for (int i = 0; i < FW * FH; i++)
        n += a[i] != b[i];
    return n;
}

TEST(ring_items_draw_through_the_mesh_table)
{
    ROOM_OR_SKIP(t, GAME_TR2, "mesh_table_ring.tr2", O2_COMPASS_OPTION, O2_LARA_PISTOLS);
    Ring *ring = calloc(1, sizeof *ring);
    uint8_t *before = malloc(FW * FH), *traded = malloc(FW * FH), *edited = malloc(FW * FH);
    CHECK(ring && before && traded && edited);
    if (!ring || !before || !traded || !edited)
        goto out;
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.lv = &t->lv;
    env.game = &t->g;
    Ring_Open(ring, &env, RING_MODE_GAME, 0);
    for (int i = 0; i < 100 && ring->motion.status != RNG_OPEN; i++)
        Ring_Tick(ring, 0);
    CHECK_EQ(ring->motion.status, RNG_OPEN);
    CHECK(ring->number_of_objects > 0 &&
          ring->items[ring->list[0]].object_id == O2_COMPASS_OPTION);
    CHECK(ring_frame(t, ring, before));

    MeshTable_TradeObjects(&t->g, O2_COMPASS_OPTION, O2_LARA_PISTOLS, false);
    CHECK(ring_frame(t, ring, traded));
    CHECK_MSG(differing(before, traded) > 100, "the traded stopwatch looks the same (%d pixels)",
              differing(before, traded));
    /* what it shows is the pistols' meshes: the same frame as a level whose
     * own stopwatch pointers name them, with the table as it started */
    MeshTable_TradeObjects(&t->g, O2_COMPASS_OPTION, O2_LARA_PISTOLS, false);
    const Model *sw = Level_FindModel(&t->lv, O2_COMPASS_OPTION);
    const Model *pi = Level_FindModel(&t->lv, O2_LARA_PISTOLS);
    for (uint32_t k = 0; k < sw->num_meshes && pi->start_mesh + k < t->lv.num_mesh_pointers; k++)
        t->lv.mesh_index[sw->start_mesh + k] = t->lv.mesh_index[pi->start_mesh + k];
    CHECK(ring_frame(t, ring, edited));
    CHECK_EQ(differing(traded, edited), 0);
out:
    free(before);
    free(traded);
    free(edited);
    free(ring);
    TestGame_Delete(t);
}

/* A capture strip draws what a game shows as it starts the level: TR3's
 * object 0 holds stubs, its skin the meshes she wears. */
TEST(capture_strip_meshes_are_the_start_table)
{
    ROOM_OR_SKIP(t, GAME_TR3, "mesh_table_strip.tr2", O3_LARA_SKIN, O3_PISTOLS);
    const Level *lv = &t->lv;
    uint32_t *shown = Capture_StartMeshes(lv);
    CHECK(shown != NULL);
    if (shown) {
        const Model *own = Level_FindModel(lv, 0), *pi = Level_FindModel(lv, O3_PISTOLS);
        CHECK(own_mesh(lv, 0, LARA_MESH_HEAD) != own_mesh(lv, O3_LARA_SKIN, LARA_MESH_HEAD));
        for (int k = 0; k < LARA_NUM_MESHES; k++) {
            CHECK_EQ(shown[own->start_mesh + (uint32_t)k], own_mesh(lv, O3_LARA_SKIN, k));
            CHECK_EQ(shown[own->start_mesh + (uint32_t)k],
                     Sim_MeshAt(&t->sim, own->start_mesh + (uint32_t)k));
        }
        /* other objects: the level's own pointers */
        CHECK_EQ(shown[pi->start_mesh], own_mesh(lv, O3_PISTOLS, 0));
    }
    free(shown);
    TestGame_Delete(t);
}
