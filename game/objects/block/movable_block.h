/* Pushable blocks: a block a sector wide and high that Lara pushes and
 * pulls along the grid. While it rests, its sector's floor is raised by a
 * block (and its box blocked for the creatures); it falls when pushed over
 * an edge and sets off heavy triggers where it lands. */
#ifndef TOMB8_GAME_OBJECTS_BLOCK_MOVABLE_BLOCK_H
#define TOMB8_GAME_OBJECTS_BLOCK_MOVABLE_BLOCK_H

#include <stdbool.h>

struct Game;

void MovableBlock_Setup(struct Game *g);
/* One block kind, in any game's numbering; tr2: TR2's grab (forward or
 * back held does not stop it; the block must be in the room Lara's room
 * search finds at it). */
void MovableBlock_SetupKind(struct Game *g, int object_id, bool tr2);

#endif
