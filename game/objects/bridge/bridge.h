/* Things to stand on that the room geometry does not have: bridges (flat
 * and the two slopes), trapdoors and drawbridges. The sector's trigger
 * names them, and the floor queries call their floor / ceiling routines
 * (ObjectInfo.floor / ceiling) for points on them. */
#ifndef TOMB8_GAME_OBJECTS_BRIDGE_BRIDGE_H
#define TOMB8_GAME_OBJECTS_BRIDGE_BRIDGE_H

struct Game;

void Bridge_Setup(struct Game *g);
void TrapDoor_Setup(struct Game *g);

#endif
