/* TR3's scenery that moves: the animating props (ANIMATING_1..6, and the
 * puzzle holes and their done forms, which the original animates the same
 * way), the lift, the moving bar, the mini copter, the death slide and
 * the detonator (TR3 kept TR2's code for these; they run our TR2 modules
 * with TR3's parameters), the earthquake and the carcass. */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_SCENERY_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_SCENERY_TR3_H

struct Game;

void Scenery3_Setup(struct Game *g);

#endif
