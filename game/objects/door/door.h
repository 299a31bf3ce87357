/* Doors: a closed door turns the sector it stands in (and the matching
 * sector on the far side of the room portal it blocks, in both flip
 * states) into a wall and blocks their boxes for the creatures; opening
 * puts the sectors back as the level had them. */
#ifndef TOMB8_GAME_OBJECTS_DOOR_DOOR_H
#define TOMB8_GAME_OBJECTS_DOOR_DOOR_H

#include "game/collide/collide.h"

struct Game;

enum {
    DOOR_STATE_CLOSED = 0,
    DOOR_STATE_OPEN = 1,
};

void Door_Setup(struct Game *g);
/* One door kind, in any game's numbering. */
void Door_SetupKind(struct Game *g, int object_id);
/* Lara pushed out of a door's box (taking a hit while it moves). Drawbridges
 * use it while raised. */
void Door_Collision(struct Game *g, int item, Item *lara, CollInfo *c);

#endif
