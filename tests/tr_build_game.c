/* Games on levels built at test time (see tr_build_game.h). */
#include "tests/tr_build_game.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"
#include "game/objects/object.h"

bool TrBuildGame_CopyModel(Level *lv, uint32_t donor, uint32_t id)
{
    const Model *d = Level_FindModel(lv, donor);
    if (!d)
        return false;
    Model copy = *d;
    Model *m = realloc(lv->models, (lv->num_models + 1) * sizeof *m);
    if (!m)
        return false;
    copy.id = id;
    lv->models = m;
    lv->models[lv->num_models++] = copy;
    return true;
}

TestGame *TrBuildGame_Open(TrBuild *b, const char *name, const TrBuildModelCopy *copies,
                           int num_copies, char *err, size_t cap)
{
    if (cap)
        err[0] = '\0';
    const char *path = TrBuild_Write(b, name, err, cap);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    bool ok = path && t && Level_Load(path, &t->lv, err, cap);
    TrBuild_Delete(b);
    bool copied = ok;
    for (int i = 0; copied && i < num_copies; i++)
        copied = TrBuildGame_CopyModel(&t->lv, copies[i].donor, copies[i].id);
    if (!copied || !TestGame_Start(t)) {
        if (ok && cap && !err[0])
            snprintf(err, cap, "%s: stand-in models not added or game not started", name);
        if (ok)
            Level_Free(&t->lv);
        free(t);
        return NULL;
    }
    return t;
}

TrBuild *TrBuildGame_New(GameVersion game, char *why, size_t cap)
{
    TrBuild *b = TrBuild_New(game);
    if (!b)
        snprintf(why, cap, "%s not available", TrBuild_DonorName(game));
    return b;
}

TestGame *TrBuildGame_OpenWhy(TrBuild *b, const char *name, char *why, size_t cap)
{
    char err[512];
    TestGame *t = TrBuildGame_Open(b, name, NULL, 0, err, sizeof err);
    if (!t)
        snprintf(why, cap, "level not built/opened: %s", err);
    return t;
}

void TrBuildGame_Wake(TestGame *t, int item)
{
    Item *it = &t->sim.items[item];
    it->activation_mask = ITEM_MASK_FULL;
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, item);
}
