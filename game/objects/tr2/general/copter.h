/* TR2's two helicopters, scenery that flies off with a rotor's sound:
 * the copter (O2_COPTER) spins its rotor in place until its trigger is
 * used up (one-shot), then takes off along its own animation and is gone
 * when the animation's end deactivates it; the mini copter
 * (O2_MINI_COPTER) flies straight along +z, 100 units a tick, and is gone
 * thirty sectors from Lara. Both sound from a quarter of the way from Lara
 * to themselves. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_COPTER_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_COPTER_H

struct Game;

void Copter_Setup(struct Game *g);
/* The mini copter under another game's id (TR3's, the same routine and
 * the same sound number). */
void Copter_SetupMiniAs(struct Game *g, int object_id);

#endif
