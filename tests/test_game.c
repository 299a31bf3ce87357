/* The shared game set-up of the tests (see test_game.h). */
#include "tests/test_game.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"

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
