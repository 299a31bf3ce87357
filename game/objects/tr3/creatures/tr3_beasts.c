/* TR3's animals and mutants for Object_SetupTR3 (see tr3_beasts.h): TR3's
 * own routines, and TR2's where TR3 kept them, under TR3's ids. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/game.h"
#include "game/objects/tr2/creatures/bird.h"
#include "game/objects/tr2/creatures/mouse.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define CROW_HIT_POINTS 8
#define VULTURE_HIT_POINTS 18

void Tr3Beasts_Setup(Game *g)
{
    Tiger3_Setup(g);
    Dog3_Setup(g);
    Cobra_Setup(g);
    Raptor3_Setup(g);
    Croc3_Setup(g);
    Trex3_Setup(g);
    Compy_Setup(g);
    Orca_Setup(g);
    Hybrid_Setup(g);
    Monkey_Setup(g);
    LizMan_Setup(g);
    Shiva_Setup(g);
    ClawMute_Setup(g);
    WingMute_Setup(g);
    Fish3_Setup(g);
    SealMute_Setup(g);
    Tr3Gas_Setup(g);
    Mouse_SetupObject(g, O3_SMALL_RAT);
    Bird_SetupObject(g, O3_CROW, CROW_HIT_POINTS);
    Bird_SetupObject(g, O3_VULTURE, VULTURE_HIT_POINTS);
}
