/* TR1's creature rules and the look-up (see creature_rules.h); TR2's are
 * in creature_tr2.c. */
#include "game/creature/creature_rules.h"

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"

const CreatureRules CreatureRules_TR1 = {
    .slots = 8,
    .lot_setup = Lot_SetupTR1,
    .climber_zone_list_quirk = true,
    .sector_boxes = false,
    .search_resets_tail = false,
    .die_one_shot = false,
    .stalk_by_box_size = false,
    .head_arc = CREATURE_FRONT_ARC, /* TR1 heads turn as far as the front arc */
    .water_creature = NULL,
    .fixed_top_object = O_ALLIGATOR, /* the crocodile in water measures from its feet */
    .fixed_top = 0,
    .ai_info = Creature_AIInfoTR1,
    .mood = Creature_MoodTR1,
    .collision = Creature_Collision,
};

const CreatureRules *Creature_Rules(const Game *g)
{
    return g->rules && g->rules->creatures ? g->rules->creatures : &CreatureRules_TR1;
}
