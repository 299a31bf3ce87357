/* TR2's gong (O2_DETONATOR_1) and detonator box (O2_DETONATOR_2): both take
 * the level's second key item (the gong hammer, the detonator key) from a
 * stand in front of them; Lara then plays her extra animation (striking
 * the gong, with a gong stick made where she stands; pushing the
 * plunger, setting the box off). */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_DETONATOR_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_DETONATOR_H

#include "engine/sim/item.h"

struct Game;
struct CollInfo;

void Detonator_Setup(struct Game *g);
/* The shared routines under another game's ids (TR3's detonator is TR2's
 * box to the number): the box's object, the key that works it and Lara's
 * extra model; any other id with this collision is a gong. */
typedef struct DetonatorKind {
    int16_t box_id, key_option, extra_object;
} DetonatorKind;
void Detonator_Collide(struct Game *g, int index, Item *lara, struct CollInfo *c,
                       const DetonatorKind *k);
/* The box's tick: its animation, the blast at frame 80 (the camera shaken,
 * the explosion heard everywhere). */
void Detonator_BoxControl(struct Game *g, int index);

#endif
