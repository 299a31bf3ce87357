/* TR2's gong (O2_DETONATOR_1) and detonator box (O2_DETONATOR_2): both take
 * the level's second key item (the gong hammer, the detonator key) from a
 * stand in front of them; Lara then plays her extra animation (striking
 * the gong, with a gong stick made where she stands; pushing the
 * plunger, setting the box off). */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_DETONATOR_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_DETONATOR_H

struct Game;

void Detonator_Setup(struct Game *g);

#endif
