/* TR2's traps: the kinds TR2 adds (spike walls and ceilings, blades and
 * killer statues, the spinning blade, springboard, propellers and power
 * saw, hook, icicles...) and those it shares with TR1 under its own ids
 * (TR1's routines in game/objects/trap/, registered for O2_* ids where the
 * original runs the same code). Trap2_Setup registers them all (one line
 * of Object_SetupTR2). Numbers are the original's (TR2's trap routines as
 * TRX's decompilation gives them). */
#ifndef TOMB8_GAME_OBJECTS_TR2_TRAP_TRAP_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_TRAP_TRAP_TR2_H

#include "engine/sim/item.h"

struct Game;

void Trap2_Setup(struct Game *g);

/* The kinds (one file each, or a pair of close kinds). */
void Trap2_SetupSpikeWalls(struct Game *g);   /* spike wall, ceiling spikes */
void Trap2_SetupBlades(struct Game *g);       /* blade, killer statue */
void Trap2_SetupSpinningBlade(struct Game *g);
void Trap2_SetupSpringboard(struct Game *g);
void Trap2_SetupPropellers(struct Game *g);   /* propellers 1-3, power saw */
void Trap2_SetupHook(struct Game *g);
void Trap2_SetupIcicle(struct Game *g);
void Trap2_SetupPendulums(struct Game *g);
void Trap2_SetupDarts(struct Game *g);        /* dart emitter, dart */
void Trap2_SetupRollingBalls(struct Game *g); /* boulder, snowball, spiked ball */
void Trap2_SetupBowlAndBell(struct Game *g);  /* big bowl (hot liquid), bell */
void Trap2_SetupWindows(struct Game *g);      /* breakable windows 1, 2 */
void Trap2_SetupMine(struct Game *g);

/* The same routines under another game's id (TR3 keeps them): the wall
 * blade, a pendulum (`stops_untriggered`: TR3's, which stands still and
 * harmless while its trigger is off), the springboard, the hook. */
void Trap2_SetupBladeAs(struct Game *g, int object_id);
void Trap2_SetupPendulumAs(struct Game *g, int object_id, bool stops_untriggered);
void Trap2_SetupSpringboardAs(struct Game *g, int object_id);
void Trap2_SetupHookAs(struct Game *g, int object_id);

/* TR2's sound ids the traps play (its SoundMap indices). */
enum {
    T2_SFX_GLASS_BREAK = 58,
    T2_SFX_EXPLOSION = 105,
    T2_SFX_ROLLING_BALL = 147,
    T2_SFX_SNOWBALL_ROLL = 222,
    T2_SFX_SNOWBALL_STOP = 223,
    T2_SFX_ROLLING_2 = 227,
    T2_SFX_ROLLING_2_HIT = 228,
    T2_SFX_DOOR_SLIDE = 204,
    T2_SFX_FLESH_WOUND = 205,
    T2_SFX_SAW_REVVING = 206,
    T2_SFX_SAW_STOP = 207,
    T2_SFX_AIRPLANE_IDLE = 213,
    T2_SFX_UNDERWATER_FAN_ON = 215,
    T2_SFX_UNDERWATER_FAN_OFF = 216, /* absent from the original's files */
    T2_SFX_SMALL_FAN_ON = 217,
    T2_SFX_ROLLING_BLADE = 231,
    T2_SFX_CIRCLE_BLADE = 254,
    T2_SFX_CIRCLE_BLADE_HIT = 258,
    T2_SFX_BRITTLE_GROUND_BREAK = 348,
};

#endif
