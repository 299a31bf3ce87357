/* TR2's object table: every TR2 kind's setup, in the original's order (see
 * object.h; selected through game/rules/tr2.c). TR2's ids are in
 * object_ids_tr2.h. Each kind lives in its own module under
 * game/objects/tr2/ (or reuses TR1's routine where the original shares it)
 * and adds one line to the list below. */
#include "game/objects/object.h"

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr2/creatures/barracuda.h"
#include "game/objects/tr2/creatures/bird.h"
#include "game/objects/tr2/creatures/bird_guardian.h"
#include "game/objects/tr2/creatures/dog.h"
#include "game/objects/tr2/creatures/dragon.h"
#include "game/objects/tr2/creatures/eel.h"
#include "game/objects/tr2/creatures/jelly.h"
#include "game/objects/tr2/creatures/mouse.h"
#include "game/objects/tr2/creatures/shark.h"
#include "game/objects/tr2/creatures/spider.h"
#include "game/objects/tr2/creatures/tiger.h"
#include "game/objects/tr2/creatures/tr2_creatures.h"
#include "game/objects/tr2/creatures/yeti.h"
#include "game/objects/tr2/general/cutscene_tr2.h"
#include "game/objects/tr2/general/detonator.h"
#include "game/objects/tr2/general/dying_monk.h"
#include "game/objects/tr2/general/earthquake.h"
#include "game/objects/tr2/general/final_level_counter.h"
#include "game/objects/tr2/general/copter.h"
#include "game/objects/tr2/general/general_tr2.h"
#include "game/objects/tr2/general/gondola.h"
#include "game/objects/tr2/general/gong_bonger.h"
#include "game/objects/tr2/general/zipline.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/world_tr2.h"
#include "game/objects/tr2/trap/trap_tr2.h"
#include "game/objects/tr2/vehicle/skidoo.h"
#include "game/objects/tr2/vehicle/skidoo_driver.h"
#include "game/objects/tr2/vehicle/boat.h"

typedef void (*ObjectSetupFn)(Game *g);

static void glow_setup(Game *g) { Effect_SetupGlowTR2(g, O2_GLOW); }

static const ObjectSetupFn k_setups[] = {
    NULL, /* keeps the list non-empty; entries are added below this line */
    Tr2People_Setup, /* people with guns and knives, monks, bosses */
    Zipline_Setup,
    GongBonger_Setup,
    Detonator_Setup,
    FinalLevelCounter_Setup,
    Dragon_Setup, /* before Bartoli: his set-up makes the dragon */
    Bartoli_Setup,
    WorldTR2_Setup, /* doors, switches, bridges, pick-ups, holes, blocks */
    Trap2_Setup,
    Dog_Setup,
    Mouse_Setup,
    Shark_Setup,
    Barracuda_Setup,
    Jelly_Setup,
    Tiger_Setup,
    Eel_Setup,
    BigEel_Setup,
    Spider_Setup,
    BigSpider_Setup,
    Eagle_Setup,
    Crow_Setup,
    Yeti_Setup,
    BirdGuardian_Setup,
    Weapon2_SetupItems,
    Skidoo_Setup,
    SkidooDriver_Setup,
    Boat_Setup,
    CutsceneTR2_Setup,
    Copter_Setup,
    Earthquake_Setup,
    DyingMonk_Setup,
    Gondola_Setup,
    GeneralTR2_Setup,
    glow_setup,
};

void Object_SetupTR2(Game *g)
{
    for (size_t i = 0; i < sizeof(k_setups) / sizeof(k_setups[0]); i++)
        if (k_setups[i])
            k_setups[i](g);
    /* Lara: 1000 hit points and her shadow, as in TR1; her tick is not an
     * object routine. */
    g->objects[O2_LARA].hit_points = LARA_HITPOINTS;
    g->objects[O2_LARA].shadow_size = 256 * 10 / 16;
}
