#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_MOUSE_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_MOUSE_H

struct Game;

/* TR2's rats (O2_MOUSE) in the object table (Object_SetupTR2's list). */
void Mouse_Setup(struct Game *g);

#endif
