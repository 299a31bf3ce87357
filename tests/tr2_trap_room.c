/* See tr2_trap_room.h. */
#include "tests/tr2_trap_room.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"

TrBuild *Tr2Room_New(int *room)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    *room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, *room, 2560, 0, 2560, 0, 0);
    return b;
}

bool Tr2Room_StandIn(TrBuild *b, uint32_t donor_id, uint32_t id)
{
    for (uint32_t i = 0; i < b->donor.num_models; i++)
        if (b->donor.models[i].id == donor_id) {
            b->donor.models[i].id = id;
            return true;
        }
    return false;
}

TestGame *Tr2Room_Start(TrBuild *b, const char *name, char *why, size_t cap)
{
    const char *path = TrBuild_Write(b, name, why, cap);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        if (path)
            snprintf(why, cap, "%s does not open", name);
        free(t);
        return NULL;
    }
    if (!GameRules_TR2.setup_objects) {
        Object_SetupTR2(&t->g);
        Object_InitialiseItems(&t->g);
    }
    return t;
}
