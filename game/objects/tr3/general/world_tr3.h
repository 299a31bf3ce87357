/* TR3's world objects: doors, trapdoors, bridges, the drawbridge,
 * pushable blocks, switches, keyholes, puzzle holes and the pick-ups lying
 * in a level. TR3 keeps TR2's code for all of them (tomb3 doors.cpp,
 * switch.cpp, moveblok.cpp, pickup.cpp are TR2's with TR3's ids), so the
 * shared modules serve under TR3's ids; the pick-ups take TR3's collision
 * (Pickup_SetupKindTR3: her crouching pick-up). */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_WORLD_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_WORLD_TR3_H

struct Game;

void WorldTR3_Setup(struct Game *g);

#endif
