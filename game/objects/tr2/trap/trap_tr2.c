/* TR2 trap registration (see trap_tr2.h). */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

void Trap2_Setup(Game *g)
{
    Trap2_SetupSpikeWalls(g);
    Trap2_SetupBlades(g);
    Trap2_SetupSpinningBlade(g);
    Trap2_SetupSpringboard(g);
    Trap2_SetupPropellers(g);
    Trap2_SetupHook(g);
    Trap2_SetupIcicle(g);
    Trap2_SetupPendulums(g);
    Trap_SetupFallingCeilingAs(g, O2_FALLING_CEILING, true);
    Trap2_SetupDarts(g);
    Trap2_SetupRollingBalls(g);
    Trap2_SetupBowlAndBell(g);
    Trap2_SetupWindows(g);
    Trap2_SetupMine(g);
    Trap_SetupTeethAs(g, O2_TEETH_TRAP);
    Trap_SetupFlameAs(g, O2_FLAME_EMITTER);
    Trap_SetupEmberEmitterAs(g, O2_EMBER_EMITTER);
    Effect_SetupFlameTR2(g, O2_FLAME);
    /* The missiles run in every level, as the original registers them. */
    Effect_SetupMissilesTR2(g);
    Effect_SetupBodyPartTR2(g, O2_BODY_PART);
    Effect_SetupTwinkleTR2(g, O2_TWINKLE);
    /* Shared with TR1's routines. */
    Trap_SetupSpikesTR2(g, O2_SPIKES);
    Trap_SetupFallingBlockAs(g, O2_FALLING_BLOCK_1, false);
    Trap_SetupFallingBlockAs(g, O2_FALLING_BLOCK_2, false);
    Trap_SetupFallingBlockAs(g, O2_FALLING_BLOCK_3, true);
}
