/* TR2's cut-scenes: the actors (O2_PLAYER_1..10) and Lara's part, as the
 * original's cut-scene player routines. Lara leads: the scene's origin
 * (where its camera frames are placed from) is where she starts; at the
 * start she is put on her first animation facing north; each tick she and
 * every actor stand at the origin turned by the scene's angle (the
 * script's cut-angle), take the room their first mesh is in, and animate
 * (Lara by her own animate step, with its sounds and effects). */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_CUTSCENE_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_CUTSCENE_TR2_H

#include "game/rules/rules.h"

struct Game;

void CutsceneTR2_Setup(struct Game *g);
/* The actors' routines for the ids first..last (TR3 shares TR2's: its
 * cinema.cpp's InitialiseGenPlayer and ControlCinematicPlayer, with its
 * O3_PLAYER_1..10; Lara leads there as in TR2, so TR3's rules use
 * CutsceneRules_TR2 as well). */
void CutsceneTR2_SetupActors(struct Game *g, int first, int last);
extern const CutsceneRules CutsceneRules_TR2;

#endif
