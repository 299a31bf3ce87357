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
struct CollInfo;

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
/* One tick of a swinging pendulum (TR2's routine; `burns`: TR3's burning
 * kind, whose touch sets Lara alight instead of drawing blood). */
void Trap2_PendulumSwing(struct Game *g, int index, bool burns);

/* A rolling ball's numbers (TR2's three kinds, TR3's four): its rolling
 * sound, the sound where it stops (-1 none), how far ahead it looks for a
 * wall, the height it needs under the ceiling there (TR3; 0: no test) and
 * whether it ends in its own breaking animation (goal 2) rather than just
 * stopping. Trap2_BallControl is one tick of such a ball; an object's
 * control calls it with its kind. Trap2_SetupBallAs registers a ball kind
 * under object_id with that control (initialise, collision, saves). */
typedef struct Trap2BallKind {
    int16_t roll_sfx, stop_sfx;
    int16_t ahead, clearance;
    bool breaks;
} Trap2BallKind;
void Trap2_BallControl(struct Game *g, int index, const Trap2BallKind *k);
void Trap2_BallCollision(struct Game *g, int index, Item *lara, struct CollInfo *c);
void Trap2_SetupBallAs(struct Game *g, int object_id, void (*control)(struct Game *g, int index));

/* The spike wall's and spiked ceiling's numbers: the sound while they
 * move, the sound of a touch, how far below the ceiling's item the blood
 * sprays, and whether the wall goes home when its trigger lets go (TR2's;
 * TR3's stays). The ceiling comes down 5 a tick, or (`fast`: TR3's with a
 * trigger timer of 1) 10 a tick, animating. The Setup*As register the
 * kinds under object_id with the given control. */
typedef struct Trap2SpikeKind {
    int16_t move_sfx, hit_sfx;
    int16_t ceiling_blood_dy;
    bool goes_home;
} Trap2SpikeKind;
void Trap2_SpikeWallControl(struct Game *g, int index, const Trap2SpikeKind *k);
void Trap2_CeilingSpikesControl(struct Game *g, int index, const Trap2SpikeKind *k, bool fast);
void Trap2_SetupSpikeWallAs(struct Game *g, int object_id, void (*control)(struct Game *g, int index));
void Trap2_SetupCeilingSpikesAs(struct Game *g, int object_id,
                                void (*control)(struct Game *g, int index));

/* The spinning blade (`whirrs`: TR2's sound while it spins; TR3's has
 * none) and the icicle (`crash_sound`: TR3's stalactite sound where it
 * lands) under another game's id. */
void Trap2_SetupSpinningBladeAs(struct Game *g, int object_id, bool whirrs);
void Trap2_SetupIcicleAs(struct Game *g, int object_id, bool crash_sound);

/* The propellers and the saw: each kind's running sound, its sound when a
 * blade touches Lara (-1 none), its sound as it is turned off (-1 none),
 * and whether it still collides once deactivated (the saw). */
typedef struct Trap2PropellerKind {
    int16_t run_sfx, hit_sfx, stop_sfx;
    bool keeps_colliding;
} Trap2PropellerKind;
enum {
    TRAP2_PROPELLER_PLANE,
    TRAP2_PROPELLER_FAN,       /* the underwater fan (TR3's fan) */
    TRAP2_PROPELLER_SMALL_FAN,
    TRAP2_PROPELLER_SAW,
};
const Trap2PropellerKind *Trap2_PropellerKind(int which);
/* One tick of a propeller of kind k; `kills`: a blade's touch kills Lara
 * outright (TR3's saw on Thames Wharf, LEVEL_RULE_SAW_KILLS) instead of
 * costing her 200. */
void Trap2_PropellerControl(struct Game *g, int index, const Trap2PropellerKind *k, bool kills);
void Trap2_SetupPropellerAs(struct Game *g, int object_id, int which);

/* The breakable window's numbers: the sounds of its breaking (sfx2 -1:
 * one), and whether Lara riding a vehicle breaks it by coming within half
 * a sector (TR3's; TR2's vehicles do not yet). Trap2_WindowControl is TR2's
 * first window's tick with a kind (broken by Lara running into it at 50
 * along its facing); Trap2_WindowBreak breaks it now (a shot, a blast);
 * Trap2_SetupWindowAs registers a window kind under object_id with that
 * control (box blocked while whole, its pane alone shown). */
typedef struct Trap2WindowKind {
    int16_t sfx, sfx2;
    bool vehicle_near;
} Trap2WindowKind;
void Trap2_WindowControl(struct Game *g, int index, const Trap2WindowKind *k);
void Trap2_WindowBreak(struct Game *g, int index, const Trap2WindowKind *k);
void Trap2_SetupWindowAs(struct Game *g, int object_id, void (*control)(struct Game *g, int index));

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

/* TR3's sound ids (tomb3 sound.h's list) the shared trap routines play
 * for TR3's kinds. */
enum {
    T3_SFX_LARA_GRABFEET = 56,
    T3_SFX_STALACTITE = 69,
    T3_SFX_ROLLING_BALL = 147,
    T3_SFX_SMALL_FIRES = 150,
};

#endif
