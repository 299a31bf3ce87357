/* TR2's objects that are only sounds: the alarm (with its light's
 * counter), the two tweeters (dripping water, birds), the clock chimes,
 * the door bell, the burglar alarm, and the waterfall's roar and spray. */
#ifndef TOMB8_GAME_OBJECTS_TR2_SOUND_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_SOUND_TR2_H

#include <stdbool.h>

#include "engine/sim/item.h"

struct Game;

void SoundTR2_Setup(struct Game *g);

/* The routines TR3 kept, with their sound numbers (game/objects/tr3/
 * general/sound_tr3.c): a tweeter's one chance a tick (birds: one in 32,
 * else drips: one in 128) on the draw stream (TR2) or the control stream
 * (TR3); the clock chimes (by the trigger's timer), the door bell (once a
 * full trigger) and the burglar alarm (every tick of one). */
void SoundTR2_Tweet(struct Game *g, Item *it, bool birds, bool control_stream);
void SoundTR2_ChimesControl(struct Game *g, int index);
void SoundTR2_DingDongControl(struct Game *g, int index);
void SoundTR2_LaraAlarmControl(struct Game *g, int index);

#endif
