/* Floor triggers (see game.h). */
#include "game/game.h"

/* Stub: the trigger system (item activation, cameras, flip map, ...) comes
 * with the next issue; Lara's handlers already call it where the original
 * does, so filling this in needs no change to them. */
void Game_TestTriggers(Game *g, int32_t trigger_index, bool heavy)
{
    (void)g;
    (void)trigger_index;
    (void)heavy;
}
