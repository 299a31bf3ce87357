/* A TR3 script's own parts of the gameflow (tr3_script.c): what tells a
 * TR3 script from a TR2 one, and the original's order of its locations,
 * its bonus level and its secrets. Internal to game/gameflow. */
#ifndef TOMB8_GAME_GAMEFLOW_TR3_SCRIPT_H
#define TOMB8_GAME_GAMEFLOW_TR3_SCRIPT_H

#include "engine/level/script.h"
#include "game/gameflow/gameflow.h"

/* TR3's script holds 92 game strings (its loader refuses any other
 * count; TR2's has 89). */
#define SCRIPT_TR3_GAME_STRINGS 92

bool Gameflow_ScriptIsTR3(const Script *s);
/* For a TR3 script with the original's levels (the gym, India's four,
 * the South Pacific's four, London's four, Nevada's three, Antarctica's
 * four and the bonus level, by their script numbers): each level's
 * location, the locations' last levels, the bonus level and each level's
 * secrets (the original's table). script_level[i] is gf level i's script
 * number. Other scripts keep their plain order. */
void Gameflow_TR3Order(Gameflow *gf, const int16_t *script_level);
/* The credits' CD track as TR3 numbers it. */
void Gameflow_TR3Credits(Gameflow *gf);

#endif
