/* TR2's gong stick (O2_GONG_BONGER): made where Lara stands when she
 * strikes the gong, it plays its swing, and at the strike the music's
 * reveal sounds and the camera shakes; at the swing's end it sets off the
 * heavy triggers under it and is gone. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_GONG_BONGER_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_GONG_BONGER_H

struct Game;

void GongBonger_Setup(struct Game *g);

#endif
