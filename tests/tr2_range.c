/* The TR2 creature test range (see tr2_range.h). */
#include "tests/tr2_range.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"
#include "tests/tr_build.h"

/* The TR2 object table as a TR2 level will have it once the game plays
 * TR2 (GameRules_TR2.setup_objects): until then the range installs it. */
static GameRules g_tr2_rules;

TestGame *Tr2Range_Open(const Range *r, int *lara, int *shooter)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    for (uint32_t i = 0; r->stand_in && i < b->donor.num_models; i++) {
        if (b->donor.models[i].id == O2_CULT_1)
            b->donor.models[i].id = (uint32_t)r->shooter_id;
        else if (r->second_id && b->donor.models[i].id == O2_CULT_1A)
            b->donor.models[i].id = (uint32_t)r->second_id;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[room].water = r->water;
    if (r->wall)
        LB_SetSolid(&b->lb, room, 1 + (r->gap + 1) / 2, 1, 1 + (r->gap + 1) / 2, 4, true);
    int lx = 1536, sx = lx + r->gap * WALL_SIZE;
    LB_AddItem(&b->lb, 0, room, lx, 0, 2560, 0x4000, 0);
    LB_AddItem(&b->lb, r->shooter_id, room, sx, 0, 2560, (int16_t)0xC000, 0);
    char err[512] = "";
    const char *written = TrBuild_Write(b, "gunmen.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        free(t);
        return NULL;
    }
    Game *g = &t->g;
    if (!GameRules_TR2.setup_objects) {
        g_tr2_rules = GameRules_TR2;
        g_tr2_rules.setup_objects = Object_SetupTR2;
        g->rules = &g_tr2_rules;
        Object_SetupAll(g);
        Object_InitialiseItems(g);
        Prng_SeedBoth(&t->sim.prng, PRNG_DEMO_SEED);
    }
    *lara = t->sim.lara;
    *shooter = Test_FirstItem(&t->sim, r->shooter_id);
    /* woken as a trigger wakes an inactive creature */
    if (*shooter >= 0) {
        Item *it = &t->sim.items[*shooter];
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, *shooter);
        Lot_EnableAI(g, *shooter, true);
    }
    return t;
}

