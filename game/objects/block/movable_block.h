/* Pushable blocks: a block a sector wide and high that Lara pushes and
 * pulls along the grid. While it rests, its sector's floor is raised by a
 * block (and its box blocked for the creatures); it falls when pushed over
 * an edge and sets off heavy triggers where it lands. */
#ifndef TOMB8_GAME_OBJECTS_BLOCK_MOVABLE_BLOCK_H
#define TOMB8_GAME_OBJECTS_BLOCK_MOVABLE_BLOCK_H

#include <stdbool.h>

struct Game;
struct Item;

void MovableBlock_Setup(struct Game *g);
/* One block kind, in any game's numbering; tr2: TR2's grab (forward or
 * back held does not stop it; the block must be in the room Lara's room
 * search finds at it). */
void MovableBlock_SetupKind(struct Game *g, int object_id, bool tr2);
/* TR3's: TR2's grab, and the sectors' stoppers (a block keeps off them
 * and marks its way while it moves; see movable_block.c). */
void MovableBlock_SetupKindTR3(struct Game *g, int object_id);
/* The original's SetupCleanerFromSavegame (TR3): after a load, marks as
 * stoppers where a moving block (block) or a cleaner robot stands, and,
 * between sector centres, the next sector along its heading (a robot:
 * from the centre of the sector it left). */
void MovableBlock_MarkFromSave(struct Game *g, const struct Item *it, bool block);

#endif
