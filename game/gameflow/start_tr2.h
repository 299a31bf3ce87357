/* The start info of the games that carry TR2's way (TR2, TR3): the
 * table of a game's ids and numbers the shared routines read
 * (StartRules.table), and those routines (game/gameflow/start_tr2.c).
 * Internal to game/gameflow. */
#ifndef TOMB8_GAME_GAMEFLOW_START_TR2_H
#define TOMB8_GAME_GAMEFLOW_START_TR2_H

#include "game/gameflow/start.h"

typedef struct StartTable {
    int num_guns;   /* START_GUNS_TR2 or START_GUNS */
    /* per gun, in StartInfo's order: its ring object, its ammunition's,
     * and the level's pick-ups of each (-1: the pistols' stay) */
    int16_t gun_option[START_GUNS], ammo_option[START_GUNS];
    int16_t gun_item[START_GUNS], ammo_item[START_GUNS];
    int16_t stats_option, small_medi_option, big_medi_option, flares_option;
} StartTable;

void Start2_FromGame(StartInfo *s, const struct Game *g);
void Start2_Apply(const StartInfo *s, struct Game *g);

#endif
