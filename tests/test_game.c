/* The shared game set-up of the tests (see test_game.h). */
#include "tests/test_game.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/lara/lara_gun.h"
#include "game/save/save.h"

bool TestGame_Start(TestGame *t)
{
    char err[256];
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&t->sim, &t->lv, &cfg, err, sizeof err))
        return false;
    if (!Game_Attach(&t->g, &t->sim, err, sizeof err)) {
        Sim_Free(&t->sim);
        return false;
    }
    return true;
}

bool TestGame_OpenPath(TestGame *t, const char *path)
{
    char err[256];
    memset(t, 0, sizeof(*t));
    Log_SetQuiet(1);
    if (!path || !Level_Load(path, &t->lv, err, sizeof err))
        return false;
    if (!TestGame_Start(t)) {
        Level_Free(&t->lv);
        return false;
    }
    return true;
}

bool TestGame_Open(TestGame *t, const char *rel)
{
    return TestGame_OpenPath(t, Test_SharedPath(rel));
}

void TestGame_Close(TestGame *t)
{
    Game_Free(&t->g);
    Sim_Free(&t->sim);
    Level_Free(&t->lv);
}

TestGame *TestGame_New(const char *rel)
{
    TestGame *t = calloc(1, sizeof *t);
    if (t && !TestGame_Open(t, rel)) {
        free(t);
        t = NULL;
    }
    return t;
}

void TestGame_Delete(TestGame *t)
{
    TestGame_Close(t);
    free(t);
}

int Test_FirstItem(const Sim *s, int object_id)
{
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == object_id)
            return (int)i;
    return -1;
}

void TestGame_Step(TestGame *t, InputWord w, int ticks)
{
    for (int i = 0; i < ticks; i++)
        Game_Tick(&t->g, w);
}

bool TestGame_Save(const Game *g, uint8_t **data, size_t *size)
{
    SaveMeta meta;
    memset(&meta, 0, sizeof meta);
    return Save_Serialize(g, NULL, &meta, data, size);
}

bool TestGame_Restore(Game *g, const uint8_t *data, size_t size, const char *name, char *err,
                      size_t cap)
{
    SaveInfo info;
    return Save_Restore(g, NULL, data, size, name, &info, err, cap);
}

LaraAmmo *TestGame_ArmOnly(Game *g, int type, int ammo)
{
    Lara *l = &g->lara;
    l->has_pistols = l->has_magnums = l->has_uzis = l->has_shotgun = false;
    l->has_m16 = l->has_grenade = l->has_harpoon = l->has_rocket = false;
    LaraAmmo *a = NULL;
    switch (type) {
    case LGT_PISTOLS: l->has_pistols = true; a = &l->pistols; break;
    case LGT_MAGNUMS: l->has_magnums = true; a = &l->magnums; break;
    case LGT_UZIS: l->has_uzis = true; a = &l->uzis; break;
    case LGT_SHOTGUN: l->has_shotgun = true; a = &l->shotgun; break;
    case LGT_M16: l->has_m16 = true; a = &l->m16; break;
    case LGT_GRENADE: l->has_grenade = true; a = &l->grenade; break;
    case LGT_HARPOON: l->has_harpoon = true; a = &l->harpoon; break;
    case LGT_ROCKET: l->has_rocket = true; a = &l->rocket; break;
    default: break;
    }
    if (a)
        *a = (LaraAmmo){ ammo, 0, 0 };
    Gun_Init(g);
    return a;
}

bool TestGame_DrawGun(TestGame *t)
{
    TestGame_Step(t, INPUT_DRAW, 1);
    for (int i = 0; i < 90 && t->g.lara.gun_status != LGS_READY; i++)
        TestGame_Step(t, 0, 1);
    return t->g.lara.gun_status == LGS_READY;
}
