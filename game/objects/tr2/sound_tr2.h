/* TR2's objects that are only sounds: the alarm (with its light's
 * counter), the two tweeters (dripping water, birds), the clock chimes,
 * the door bell, the burglar alarm, and the waterfall's roar and spray. */
#ifndef TOMB8_GAME_OBJECTS_TR2_SOUND_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_SOUND_TR2_H

struct Game;

void SoundTR2_Setup(struct Game *g);

#endif
