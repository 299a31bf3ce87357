/* Things to stand on that the room geometry does not have: bridges (flat
 * and the two slopes), trapdoors and drawbridges. The sector's trigger
 * names them, and the floor queries call their floor / ceiling routines
 * (ObjectInfo.floor / ceiling) for points on them. */
#ifndef TOMB8_GAME_OBJECTS_BRIDGE_BRIDGE_H
#define TOMB8_GAME_OBJECTS_BRIDGE_BRIDGE_H

struct Game;

void Bridge_Setup(struct Game *g);
void TrapDoor_Setup(struct Game *g);
/* The same kinds in any game's numbering. */
void Bridge_SetupKinds(struct Game *g, int flat, int tilt1, int tilt2);
void Drawbridge_SetupKind(struct Game *g, int object_id);
void TrapDoor_SetupKind(struct Game *g, int object_id);

#endif
