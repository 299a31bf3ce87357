/* TR3's save crystal as the PC game has it (tomb3 game/pickup.cpp,
 * AnimatingPickUp): the PC original saves anywhere, so a crystal is a
 * health pick-up that is never carried. It turns (1024 a tick) and bobs
 * over 64 ticks up to 64..1088 above where it lies; Lara within 256 of it
 * across, 1024 up or down, takes it: 500 hit points back (to at most
 * 1000), the medipack's sound, and it is gone. Counted as a pick-up in
 * the level's statistics. (The original also lights it blue, a dynamic
 * light not drawn here.) */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_CRYSTAL_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_CRYSTAL_TR3_H

struct Game;

void Crystal3_Setup(struct Game *g);

#endif
