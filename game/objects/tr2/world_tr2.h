/* TR2's world objects that share TR1's routines (doors, trapdoors,
 * bridges, the drawbridge, keyholes, puzzle holes, pick-ups, movable
 * blocks) and its own switches, lift and sound objects, registered under
 * TR2's ids. */
#ifndef TOMB8_GAME_OBJECTS_TR2_WORLD_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_WORLD_TR2_H

struct Game;

void WorldTR2_Setup(struct Game *g);

#endif
