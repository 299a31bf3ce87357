#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_YETI_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_YETI_H

struct Game;

/* TR2's yeti (O2_YETI) in the object table (Object_SetupTR2's list). */
void Yeti_Setup(struct Game *g);

#endif
