/* See tr3_trap_room.h. */
#include "tests/tr3_trap_room.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"
#include "tests/tr_build_game.h"

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
    bool ok = donor < 0 || TrBuildGame_CopyModel(&t->lv, (uint32_t)donor, (uint32_t)id);
    if (!ok || !TestGame_Start(t)) {
        Level_Free(&t->lv);
        free(t);
        return NULL;
    }
    return t;
}
