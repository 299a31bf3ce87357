#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_SPIDER_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_SPIDER_H

struct Game;

/* TR2's spiders in the object table (Object_SetupTR2's list): the small
 * spider (O2_SPIDER), which leaps up ledges and bursts when killed, and
 * the giant spider (O2_BIG_SPIDER). */
void Spider_Setup(struct Game *g);
void BigSpider_Setup(struct Game *g);

#endif
