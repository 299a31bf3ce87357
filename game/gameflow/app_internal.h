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

#endif
