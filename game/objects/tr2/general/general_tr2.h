/* TR2's "general" object (O2_GENERAL): a triggered scenery animation (the
 * decompilation names it only "general") that plays its active state while its
 * trigger is live and its resting one otherwise, casting a light from a
 * point on its first mesh; once deactivated it stops for good. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_GENERAL_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_GENERAL_TR2_H

#include <stdbool.h>

struct Game;

void GeneralTR2_Setup(struct Game *g);
/* The same routine under another game's id; `light`: it casts TR2's light
 * (TR3's general control, its moving bar's, casts none). */
void GeneralTR2_SetupAs(struct Game *g, int object_id, bool light);

#endif
