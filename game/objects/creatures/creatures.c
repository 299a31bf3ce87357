/* The creature kinds' setups (see creatures.h). */
#include "game/objects/creatures/creatures.h"

#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/creatures/ape.h"
#include "game/objects/creatures/bacon_lara.h"
#include "game/objects/creatures/baldy.h"
#include "game/objects/creatures/bat.h"
#include "game/objects/creatures/bear.h"
#include "game/objects/creatures/centaur.h"
#include "game/objects/creatures/cowboy.h"
#include "game/objects/creatures/crocodile.h"
#include "game/objects/creatures/larson.h"
#include "game/objects/creatures/lion.h"
#include "game/objects/creatures/mummy.h"
#include "game/objects/creatures/mutant.h"
#include "game/objects/creatures/natla.h"
#include "game/objects/creatures/pierre.h"
#include "game/objects/creatures/pod.h"
#include "game/objects/creatures/raptor.h"
#include "game/objects/creatures/rat.h"
#include "game/objects/creatures/skate_kid.h"
#include "game/objects/creatures/torso.h"
#include "game/objects/creatures/trex.h"
#include "game/objects/creatures/wolf.h"

typedef void (*CreatureSetupFn)(struct Game *g);

static const CreatureSetupFn k_creatures[] = {
    /* In the original's object order. */
    Wolf_Setup,
    Bear_Setup,
    Bat_Setup,
    Crocodile_Setup,
    Lion_Setup,
    Ape_Setup,
    Rat_Setup,
    TRex_Setup,
    Raptor_Setup,
    Larson_Setup,
    Pierre_Setup,
    SkateKid_Setup,
    Cowboy_Setup,
    Baldy_Setup,
    Natla_Setup,
    Torso_Setup,
    Mutant_Setup,
    Centaur_Setup,
    Mummy_Setup,
    Pod_Setup,
    BaconLara_Setup,
};

void Creatures_Setup(Game *g)
{
    for (size_t i = 0; i < COUNT_OF(k_creatures); i++)
        k_creatures[i](g);
    /* Triggers wake creatures through this (the original's
     * EnableBaddieAI). */
    g->enable_baddie_ai = Lot_EnableAI;
}
