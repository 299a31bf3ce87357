#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_MOUSE_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_MOUSE_H

struct Game;

/* TR2's rats (O2_MOUSE) in the object table (Object_SetupTR2's list). */
void Mouse_Setup(struct Game *g);
/* The same routine and numbers under another id (TR3's rat, O3_SMALL_RAT:
 * TR3 kept TR2's rat as it was). */
void Mouse_SetupObject(struct Game *g, int object_id);

#endif
