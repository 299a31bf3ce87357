#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_EEL_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_EEL_H

struct Game;

/* TR2's eels in the object table (Object_SetupTR2's list): the small eel
 * (O2_EEL) and the big eel (O2_BIG_EEL), which lurk in a hole and strike
 * out at Lara when she passes in front. Neither thinks with an AI slot. */
void Eel_Setup(struct Game *g);
void BigEel_Setup(struct Game *g);

#endif
