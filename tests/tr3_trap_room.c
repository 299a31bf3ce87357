/* See tr3_trap_room.h. */
#include "tests/tr3_trap_room.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"

TrBuild *TrapRoom_New(int *room)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (b)
        *room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    return b;
}

TestGame *TrapRoom_Open(TrBuild *b, const char *name, int16_t id, int32_t donor)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!path || !t || !Level_Load(path, &t->lv, err, sizeof err)) {
        fprintf(stderr, "%s: %s\n", name, err);
        free(t);
        return NULL;
    }
    bool ok = true;
    if (donor >= 0) {
        const Model *d = Level_FindModel(&t->lv, (uint32_t)donor);
        Model copy = d ? *d : (Model){ 0 };
        Model *m = d ? realloc(t->lv.models, (t->lv.num_models + 1) * sizeof *m) : NULL;
        if (m) {
            copy.id = (uint32_t)id;
            t->lv.models = m;
            t->lv.models[t->lv.num_models++] = copy;
        }
        ok = m != NULL;
    }
    if (!ok || !TestGame_Start(t)) {
        Level_Free(&t->lv);
        free(t);
        return NULL;
    }
    return t;
}
