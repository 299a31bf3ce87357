/* TR3's flaming punk as he looks (punk_looks_tr3.c): the flames and the
 * light at his burning hand (tomb3 punk.cpp TriggerPunkFlame and the light
 * PunkControl makes). Looks only: the spark pool's own streams
 * (spark_tr3.h), so the game's streams stay as they were. */
#ifndef TOMB8_GAME_EFFECTS_PUNK_LOOKS_TR3_H
#define TOMB8_GAME_EFFECTS_PUNK_LOOKS_TR3_H

#include "game/creature/creature.h"

struct Game;

/* One tick of a lit punk (`item`; `hand`: the point of his punch, which
 * is where the original's node 2 burns): a flame riding on him there
 * while Lara is within 16 sectors across, and the fire's light (reach 13,
 * orange) at the hand give or take 8. */
void Punk3_FireLooks(struct Game *g, int item, const CreatureBite *hand);

#endif
