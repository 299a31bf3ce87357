/* TR3's raptor maker (O3_RAPTOR_EMITTER; tomb3 rapmaker.cpp): an unseen
 * marker that, triggered, sends the level's raptors marked with AI_MODIFY
 * (the first three) back into play at its own spot one at a time, each
 * time one of them has no AI slot (dead or never woken), as long as Lara
 * is four sectors or more away; its trigger's timer counts how many. */
#ifndef TOMB8_GAME_OBJECTS_TR3_CREATURES_RAPMAKER_H
#define TOMB8_GAME_OBJECTS_TR3_CREATURES_RAPMAKER_H

struct Game;

void RaptorEmitter3_Setup(struct Game *g);

#endif
