/* TR3's object table (see object.h; selected through game/rules/tr3.c).
 * TR3's ids are in object_ids_tr3.h. Each kind lives in its own module
 * under game/objects/tr3/ (or reuses TR1's or TR2's routine where the
 * original shares it) and adds one line here, as Object_SetupTR2 lists
 * TR2's. An id the original gives no routine (AI objects, inventory
 * models, sprite sheets) is drawn, if at all, and never runs. */
#include "game/objects/object.h"

#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/effects/bats_tr3.h"
#include "game/objects/tr2/general/cutscene_tr2.h"
#include "game/objects/tr3/boss/boss_tr3.h"
#include "game/objects/tr3/creatures/flymaker.h"
#include "game/objects/tr3/creatures/rapmaker.h"
#include "game/objects/tr3/creatures/tr3_beasts.h"
#include "game/objects/tr3/general/rocket51_tr3.h"
#include "game/objects/tr3/general/crystal_tr3.h"
#include "game/objects/tr3/general/lights_tr3.h"
#include "game/objects/tr3/general/sound_tr3.h"
#include "game/objects/tr3/general/targets_tr3.h"
#include "game/objects/tr3/general/remnants_tr3.h"
#include "game/objects/tr3/general/scenery_tr3.h"
#include "game/objects/tr3/general/smash_tr3.h"
#include "game/objects/tr3/general/emitters_tr3.h"
#include "game/objects/tr3/general/world_tr3.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/trap/firehead.h"
#include "game/objects/tr3/trap/traps_tr3.h"
#include "game/objects/tr3/vehicle/big_gun.h"
#include "game/objects/tr3/vehicle/kayak.h"
#include "game/objects/tr3/vehicle/minecart.h"
#include "game/objects/tr3/vehicle/quadbike.h"
#include "game/objects/tr3/vehicle/rubber_boat.h"
#include "game/objects/tr3/vehicle/upv.h"

void Object_SetupTR3(Game *g)
{
    /* Lara: 1000 hit points and her shadow, as in TR1 and TR2; her tick is
     * not an object routine. */
    g->objects[O3_LARA].hit_points = LARA_HITPOINTS;
    g->objects[O3_LARA].shadow_size = 256 * 10 / 16;
    /* (the original's save flags: informational here, the save format
     * keeps every item whole) */
    g->objects[O3_LARA].save_flags = g->objects[O3_LARA].save_position = true;
    g->objects[O3_LARA].save_hitpoints = g->objects[O3_LARA].save_anim = true;
    Weapon3_SetupItems(g);
    Tr3Beasts_Setup(g);
    RaptorEmitter3_Setup(g);
    FlyEmitter3_Setup(g);
    Quad_Setup(g);
    RubberBoat_Setup(g);
    Kayak_Setup(g);
    CutsceneTR2_SetupActors(g, O3_PLAYER_1, O3_PLAYER_10);
    Crystal3_Setup(g);
    WorldTR3_Setup(g);
    Scenery3_Setup(g);
    Smash3_Setup(g);
    Tr3People_Setup(g);
    Upv_Setup(g);
    BigGun_Setup(g);
    MineCart_Setup(g);
    Traps3_Setup(g);
    FireHead3_Setup(g);
    Tr3Bosses_Setup(g);
    Lights3_Setup(g);
    Sound3_Setup(g);
    Emitters3_Setup(g);
    Electric3_Setup(g);
    Lasers3_Setup(g);
    Laser51_Setup(g);
    Bats3_Setup(g);
    Rocket51_Setup(g);
    Remnants3_Setup(g);
    Targets3_Setup(g);
}
