/* Lara's guns: the draw / holster state machine (see lara_gun.h). */
#include "game/lara/lara_gun.h"

#include "game/game.h"

void Gun_Control(struct Game *g)
{
    (void)g;
}
