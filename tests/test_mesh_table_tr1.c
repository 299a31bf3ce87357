/* The game's mesh table (game/mesh_table.h) on TR1: a room built at test
 * time (tools/levelbuild, its mannequin as Lara) with stand-ins for the
 * pistols' object and a cut-scene actor, each with mesh pointers of its
 * own. TR1's DRAW_RIGHTGUN (14) trades the right thigh and hand of the
 * item's own object with the pistols' object's (TR1's
 * FX_LaraDrawRightGun), not Lara's slots as TR2/TR3's does. Also: a save
 * holding a "held" slot is refused by a level without mesh pointers. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/core/serial.h"
#include "engine/level/level_write.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/mesh_table.h"
#include "game/objects/object_ids.h"

#include "tests/test_game.h"
#include "tools/levelbuild/levelbuild.h"

/* Appends a model `id` copying model 0's skeleton and animations, with
 * LARA_NUM_MESHES new mesh pointers: its slot k shows the mannequin's mesh
 * of slot (k * mul + add) % LARA_NUM_MESHES, so the stand-ins' slots differ
 * from Lara's and from each other's. */
static bool add_stand_in(Level *lv, uint32_t id, int mul, int add)
{
    const Model *own = Level_FindModel(lv, 0);
    if (!own || own->num_meshes < LARA_NUM_MESHES ||
        (uint32_t)own->start_mesh + LARA_NUM_MESHES > lv->num_mesh_pointers)
        return false;
    Model copy = *own;
    uint32_t n = lv->num_mesh_pointers;
    uint32_t *idx = realloc(lv->mesh_index, (n + LARA_NUM_MESHES) * sizeof *idx);
    if (!idx)
        return false;
    lv->mesh_index = idx;
    uint32_t *ptrs = realloc(lv->mesh_pointers, (n + LARA_NUM_MESHES) * sizeof *ptrs);
    if (!ptrs)
        return false;
    lv->mesh_pointers = ptrs;
    for (uint32_t k = 0; k < LARA_NUM_MESHES; k++) {
        uint32_t from = copy.start_mesh + (k * (uint32_t)mul + (uint32_t)add) % LARA_NUM_MESHES;
        idx[n + k] = idx[from];
        ptrs[n + k] = ptrs[from];
    }
    lv->num_mesh_pointers = n + LARA_NUM_MESHES;
    Model *m = realloc(lv->models, (lv->num_models + 1) * sizeof *m);
    if (!m)
        return false;
    copy.id = id;
    copy.start_mesh = (uint16_t)n;
    lv->models = m;
    lv->models[lv->num_models++] = copy;
    return true;
}

/* Lara at (2.5, 2.5), a cut-scene actor (O_PLAYER_1) at (4.5, 4.5);
 * the actor's and the pistols' models added after loading. */
static TestGame *open_cut_room(int *actor)
{
    LB_Builder b;
    if (!LB_Init(&b))
        return NULL;
    int r = LB_AddRoom(&b, 0, 0, 7, 7, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b, LB_OBJ_LARA, r, 2560, 0, 2560, 0, 0);
    LB_AddItem(&b, O_PLAYER_1, r, 4608, 0, 4608, 0, 0);
    bool ok = LB_Finish(&b);
    uint8_t *data = NULL;
    size_t size = 0;
    char err[256];
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    ok = ok && t && LevelWrite_TR1(&b.level, &data, &size, err, sizeof err) &&
         Level_LoadMemory(data, size, "mesh_table_tr1.phd", NULL, 0, &t->lv, err, sizeof err);
    free(data);
    LB_Free(&b);
    if (!ok) {
        free(t);
        return NULL;
    }
    if (!add_stand_in(&t->lv, O_PISTOLS, 1, 1) || !add_stand_in(&t->lv, O_PLAYER_1, 14, 14) ||
        !TestGame_Start(t)) {
        Level_Free(&t->lv);
        free(t);
        return NULL;
    }
    *actor = Test_FirstItem(&t->sim, O_PLAYER_1);
    return t;
}

/* What the table draws for object `id`'s slot k, and the level's own. */
static uint32_t table_mesh(const Sim *s, int id, int k)
{
    return Sim_MeshAt(s, Level_FindModel(s->level, (uint32_t)id)->start_mesh + (uint32_t)k);
}

static uint32_t own_mesh(const Level *lv, int id, int k)
{
    return lv->mesh_index[Level_FindModel(lv, (uint32_t)id)->start_mesh + (uint32_t)k];
}

TEST(tr1_draw_right_gun_trades_the_items_own_object_meshes)
{
    int actor = -1;
    TestGame *t = open_cut_room(&actor);
    CHECK_MSG(t != NULL, "the TR1 cut room does not build");
    if (!t)
        return;
    GameAudio ga;
    GameAudio_Attach(&ga, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, &ga);
    const Level *lv = &t->lv;
    const Sim *s = &t->sim;
    CHECK(actor >= 0);
    static const int traded[] = {LARA_MESH_THIGH_R, LARA_MESH_HAND_R};
    for (int i = 0; i < 2; i++)
        CHECK(own_mesh(lv, O_PLAYER_1, traded[i]) != own_mesh(lv, O_PISTOLS, traded[i]));
    uint32_t lara_before[LARA_NUM_MESHES];
    for (int k = 0; k < LARA_NUM_MESHES; k++)
        lara_before[k] = MeshTable_LaraMesh(&t->g, k);

    if (actor >= 0)
        FlipFx_Call(&ga.fx, &t->sim.items[actor], 14);
    for (int i = 0; i < 2; i++) {
        int k = traded[i];
        CHECK_EQ(table_mesh(s, O_PLAYER_1, k), own_mesh(lv, O_PISTOLS, k));
        CHECK_EQ(table_mesh(s, O_PISTOLS, k), own_mesh(lv, O_PLAYER_1, k));
    }
    /* Lara shows what she showed (her holstered pistol, read from the
     * pistols' object, is kept as it was: the original's copy) */
    for (int k = 0; k < LARA_NUM_MESHES; k++) {
        CHECK_EQ(MeshTable_LaraMesh(&t->g, k), lara_before[k]);
        CHECK_EQ(table_mesh(s, O_LARA, k), own_mesh(lv, O_LARA, k));
        if (k != LARA_MESH_THIGH_R && k != LARA_MESH_HAND_R)
            CHECK_EQ(table_mesh(s, O_PLAYER_1, k), own_mesh(lv, O_PLAYER_1, k));
    }
    /* the actor's draw (the default one, through the table) holds the
     * pistol's hand mesh */
    SimDrawList dl = {0};
    dl.item_fn = Game_DrawItem;
    dl.item_user = &t->g;
    CHECK(SimDraw_Build(s, 65536, &dl));
    int found = 0;
    for (size_t i = 0; i < dl.num_meshes; i++)
        found += dl.meshes[i].mesh == own_mesh(lv, O_PISTOLS, LARA_MESH_HAND_R);
    CHECK(found >= 1);
    SimDraw_Free(&dl);

    /* again: all as it was; without an item, nothing traded */
    if (actor >= 0)
        FlipFx_Call(&ga.fx, &t->sim.items[actor], 14);
    FlipFx_Call(&ga.fx, NULL, 14);
    for (int k = 0; k < LARA_NUM_MESHES; k++) {
        CHECK_EQ(table_mesh(s, O_PLAYER_1, k), own_mesh(lv, O_PLAYER_1, k));
        CHECK_EQ(table_mesh(s, O_PISTOLS, k), own_mesh(lv, O_PISTOLS, k));
        CHECK_EQ(MeshTable_LaraMesh(&t->g, k), lara_before[k]);
    }
    GameAudio_Free(&ga);
    TestGame_Delete(t);
}

/* Lara's mesh section of a save: every slot her own but slot `held_slot`
 * held (-1: none), nothing kept, no changed pointers. */
static uint8_t *mesh_section(int held_slot, size_t *size)
{
    SerialWriter w;
    Serial_WriterInit(&w, 1024);
    Serial_PutU32(&w, LARA_NUM_MESHES);
    for (int k = 0; k < LARA_NUM_MESHES; k++)
        Serial_PutI16(&w, k == held_slot ? LARA_MESH_HELD : -1);
    for (int k = 0; k < LARA_NUM_MESHES; k++)
        Serial_PutU32(&w, 0);
    Serial_PutU32(&w, 0);
    return Serial_WriterTake(&w, size);
}

/* A held slot reads an entry past the level's mesh pointers: a level with
 * none refuses it (it would read mesh_index[0] of an empty index); a level
 * with one takes the same bytes. */
TEST(mesh_table_load_refuses_held_slots_without_mesh_pointers)
{
    Game *g = calloc(1, sizeof *g);
    Level *lv = calloc(1, sizeof *lv);
    CHECK(g && lv);
    if (!g || !lv) {
        free(g);
        free(lv);
        return;
    }
    g->lv = lv;
    size_t size = 0;
    uint8_t *held = mesh_section(LARA_MESH_HAND_R, &size);
    CHECK(held != NULL);
    SerialReader r;
    Serial_ReaderInit(&r, held, size, 0);
    MeshTable_Load(g, &r);
    CHECK(r.failed);
    CHECK(strstr(r.why, "mesh swap") != NULL);

    uint32_t one = 7;
    lv->num_mesh_pointers = 1;
    lv->mesh_index = &one;
    Serial_ReaderInit(&r, held, size, 0);
    MeshTable_Load(g, &r);
    CHECK(!r.failed);
    CHECK_EQ(g->lara.mesh_swap[LARA_MESH_HAND_R], LARA_MESH_HELD);

    /* no held slot: a level without pointers takes it */
    lv->num_mesh_pointers = 0;
    lv->mesh_index = NULL;
    free(held);
    held = mesh_section(-1, &size);
    Serial_ReaderInit(&r, held, size, 0);
    MeshTable_Load(g, &r);
    CHECK(!r.failed);
    free(held);
    free(lv);
    free(g);
}
