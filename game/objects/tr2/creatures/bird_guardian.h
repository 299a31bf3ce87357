#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_BIRD_GUARDIAN_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_BIRD_GUARDIAN_H

struct Game;

/* TR2's bird monster (O2_BIRD_GUARDIAN, the guardian of the Dragon's
 * Lair) in the object table (Object_SetupTR2's list). */
void BirdGuardian_Setup(struct Game *g);

#endif
