/* TR3's objects that are only sounds (tomb3 effects.cpp): the bird
 * tweeter (birds, one chance in 32 a tick) and the water drip (drips, one
 * in 128) on the control stream, the clock chimes, the door bell and the
 * burglar alarm: TR2's routines and sound numbers, which TR3 kept
 * (game/objects/tr2/sound_tr2.c). The original gives O3_ALARM_SOUND no
 * routine. */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_SOUND_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_SOUND_TR3_H

struct Game;

void Sound3_Setup(struct Game *g);

#endif
