/* The game attached to a Sim (see game.h). */
#include "game/game.h"

#include <stdio.h>
#include <string.h>

static void hook_control_lara(void *user, Sim *s)
{
    (void)s;
    Lara_Control((Game *)user);
}

static void hook_camera(void *user, Sim *s)
{
    (void)s;
    Camera_Update((Game *)user);
}

bool Game_Attach(Game *g, Sim *sim, char *err, size_t err_cap)
{
    memset(g, 0, sizeof(*g));
    g->sim = sim;
    g->lv = sim->level;
    if (!World_Init(&g->world, sim->level, err, err_cap))
        return false;
    g->world.flipped = sim->flipped;
    Lara_Init(g);
    Camera_Init(g);
    /* The original seeds both streams again once Lara is placed. */
    Prng_SeedBoth(&sim->prng, PRNG_DEMO_SEED);
    sim->hooks.user = g;
    sim->hooks.control_lara = hook_control_lara;
    sim->hooks.camera = hook_camera;
    return true;
}

void Game_Free(Game *g)
{
    if (g->sim && g->sim->hooks.user == g) {
        g->sim->hooks.user = NULL;
        g->sim->hooks.control_lara = NULL;
        g->sim->hooks.camera = NULL;
    }
    World_Free(&g->world);
}

Item *Game_LaraItem(Game *g)
{
    if (!g->sim || g->sim->lara < 0)
        return NULL;
    return &g->sim->items[g->sim->lara];
}
