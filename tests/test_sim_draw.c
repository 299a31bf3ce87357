/* Draw lists built from the simulation. */
#include "engine/level/level.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "tests/test.h"

#include <stdlib.h>

/* Index in dl of the first mesh draw of item `item` (items with models are
 * listed in item order, num_meshes draws each). */
static size_t first_draw_of(const Sim *s, int item)
{
    size_t n = 0;
    for (int i = 0; i < item; i++)
        if (s->items[i].model >= 0 && s->items[i].status != ITEM_STATUS_INVISIBLE)
            n += s->level->models[s->items[i].model].num_meshes;
    return n;
}

static void check_lara_meshes(const char *rel, uint32_t skin_id, bool expect_skin)
{
    const char *path = Test_SharedPath(rel);
    char err[256];
    Level lv;
    Sim *s;
    SimDrawList dl = {0};
    if (!path)
        SKIP("%s not present (../shared/levels)", rel);
    CHECK_MSG(Level_Load(path, &lv, err, sizeof err), "%s", err);
    s = calloc(1, sizeof *s);
    CHECK(s && Sim_Init(s, &lv, NULL, err, sizeof err));
    CHECK(s->lara >= 0);
    CHECK(SimDraw_Build(s, 65536, &dl));
    const Model *own = &lv.models[s->items[s->lara].model];
    const Model *skin = Level_FindModel(&lv, skin_id);
    const Model *want = expect_skin ? skin : own;
    CHECK(want != NULL);
    size_t at = first_draw_of(s, s->lara);
    CHECK(at + own->num_meshes <= dl.num_meshes);
    for (uint32_t k = 0; k < own->num_meshes; k++)
        CHECK_EQ(dl.meshes[at + k].mesh, lv.mesh_index[want->start_mesh + k]);
    SimDraw_Free(&dl);
    Sim_Free(s);
    free(s);
    Level_Free(&lv);
}

/* TR3 keeps Lara's visible meshes in object 315 (LARA_SKIN); object 0 only
 * animates. Drawing object 0's own meshes shows a heap of gun parts. */
TEST(simdraw_tr3_lara_uses_skin_meshes)
{
    check_lara_meshes("tr3/RANDO_TEST1.TR2", 315, true);
}

TEST(simdraw_tr1_lara_uses_own_meshes)
{
    check_lara_meshes("tr1/LEVEL1.PHD", 315, false);
}
