/* The creature kinds' setups (see creatures.h). */
#include "game/objects/creatures/creatures.h"

#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/creatures/bear.h"
#include "game/objects/creatures/wolf.h"

typedef void (*CreatureSetupFn)(struct Game *g);

static const CreatureSetupFn k_creatures[] = {
    Wolf_Setup,
    Bear_Setup,
};

void Creatures_Setup(Game *g)
{
    for (size_t i = 0; i < COUNT_OF(k_creatures); i++)
        k_creatures[i](g);
    /* Triggers wake creatures through this (the original's
     * EnableBaddieAI). */
    g->enable_baddie_ai = Lot_EnableAI;
}
