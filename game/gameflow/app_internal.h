/* Shared by the gameflow's headless run (app.c) and its window
 * (app_window.c). */
#ifndef TOMB8_GAME_GAMEFLOW_APP_INTERNAL_H
#define TOMB8_GAME_GAMEFLOW_APP_INTERNAL_H

#include "game/gameflow/app.h"
#include "game/gameflow/runner.h"

typedef struct {
    Gameflow *gf;           /* malloc'd */
    Install install;
} GameflowSetup;

/* The gameflow (--gameflow FILE or the built-in TR1 one) and the install
 * folder (FILE as a folder, or --gameflow's folder); options that mean
 * nothing for a whole game refused. False with one line in err. Release
 * in either case. */
bool GameflowApp_Prepare(const Options *o, GameflowSetup *gs, char *err, size_t err_cap);
void GameflowApp_Release(GameflowSetup *gs);

int GameflowApp_RunWindow(const Options *o);

/* The window on a platform the caller opened (tests: the null back end
 * with scripted events), and how the session ended. */
struct Platform;
typedef struct {
    uint32_t ticks;
    int32_t phase, level;
    uint64_t hash;          /* Sim_Hash of the loaded world, 0 none */
} GameflowWindowResult;
int GameflowApp_RunWindowWith(const Options *o, struct Platform *p, GameflowWindowResult *res);

#endif
