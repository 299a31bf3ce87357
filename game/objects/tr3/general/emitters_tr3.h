/* TR3's emitters (emitters_tr3.c): the smoke emitters (white, black),
 * steam, the ghost gas and the waterfall's mist, each making the
 * original's sparks (game/effects/spark_tr3.h) while it runs; and the
 * spent shells' effect routine (game/effects/gun_shell_tr3.c). */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_EMITTERS_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_EMITTERS_TR3_H

struct Game;

/* Registers their control routines (Object_SetupTR3). */
void Emitters3_Setup(struct Game *g);

#endif
