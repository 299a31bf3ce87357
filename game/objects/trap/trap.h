/* Traps: the TR1 objects that hurt or kill Lara or move the level under her
 * — swinging blade, spikes, rolling ball, falling block and ceiling, teeth
 * doors, dart emitters and darts, Damocles swords, Thor's hammer (handle and
 * head) and lightning, lava emitter and lava wedge, flame jets, sliding
 * pillar, the cabin and the Midas hand (the moving bar is with the general
 * objects). Each kind fills its object table entry (control, collision,
 * floor/ceiling, initialise) with the original's routines and numbers;
 * Trap_Setup registers them all.
 *
 * Shared here: the trap states the original gives most of them, and the
 * helpers the kinds have in common. Files: one per kind (or pair of kinds)
 * under game/objects/trap/. */
#ifndef TOMB8_GAME_OBJECTS_TRAP_TRAP_H
#define TOMB8_GAME_OBJECTS_TRAP_TRAP_H

#include "engine/sim/item.h"

struct Game;
struct CollInfo;

/* The states of the simple traps' animations. */
enum {
    TRAP_SET = 0,
    TRAP_ACTIVATE = 1,
    TRAP_WORKING = 2,
    TRAP_FINISHED = 3,
};

/* Registers every trap kind (one entry of object.c's setup list). */
void Trap_Setup(struct Game *g);

/* The kinds, each filling its g->objects entries. */
void Trap_SetupPendulum(struct Game *g);
void Trap_SetupSpikes(struct Game *g);
void Trap_SetupRollingBall(struct Game *g);
void Trap_SetupFallingBlock(struct Game *g);
void Trap_SetupFallingCeiling(struct Game *g);
void Trap_SetupTeeth(struct Game *g);
void Trap_SetupDarts(struct Game *g);
void Trap_SetupDamocles(struct Game *g);
void Trap_SetupThorsHammer(struct Game *g);
void Trap_SetupLightning(struct Game *g);
void Trap_SetupLava(struct Game *g);
void Trap_SetupFlame(struct Game *g);
void Trap_SetupSlidingPillar(struct Game *g);
void Trap_SetupCabin(struct Game *g);
void Trap_SetupMidas(struct Game *g);
/* The waterfall (splashes) and the earthquake (camera shakes). */
void Trap_SetupEmitters(struct Game *g);

/* TR2's ids for the routines its original shares with TR1
 * (game/objects/tr2/trap registers them): the teeth doors; floor spikes that kill on a
 * landing faster than one tick of gravity; a crumbling tile, `tall` = its
 * top a whole sector above the item (TR2's third kind) rather than half. */
void Trap_SetupSpikesTR2(struct Game *g, int object_id);
void Trap_SetupFallingBlockAs(struct Game *g, int object_id, bool tall);
/* The falling ceiling (300 a tick it touches Lara on the way down);
 * `refloor` = TR2's, which looks its floor and room up again every tick
 * rather than landing on the floor it started over. */
void Trap_SetupFallingCeilingAs(struct Game *g, int object_id, bool refloor);
/* The teeth doors, the same in both games. */
void Trap_SetupTeethAs(struct Game *g, int object_id);
/* The flame emitter (its flame: the game's Effect_Ids(g)->flame). */
void Trap_SetupFlameAs(struct Game *g, int object_id);
/* The lava emitter, TR2's ember emitter: an ember (Effect_Ids(g)->ember)
 * every tick, triggered or not. */
void Trap_SetupEmberEmitterAs(struct Game *g, int object_id);

/* The rolling balls of both games (rolling_ball.c): where a ball started
 * (it goes back there), recorded by Trap_BallInitialise as item data; and a
 * ball hitting Lara in the air: pushed, 100 off, blood where the ball's
 * surface meets the line to her middle. */
typedef struct {
    Vec3i pos;
    int16_t room;
} TrapBallHome;
void Trap_BallInitialise(struct Game *g, int index);
void Trap_BallHitInAir(struct Game *g, const Item *it, Item *lara, struct CollInfo *c);

/* A dart emitter's tick (darts.c), both games: its trigger sets it firing
 * or idle, and `fire` (the game's dart) goes off on the first frame of
 * each firing cycle. */
void Trap_DartEmitterTick(struct Game *g, int index, void (*fire)(struct Game *g, const Item *emitter));

/* ---- helpers the kinds share (trap.c) ------------------------------------ */

/* Moves an item to `room` if that is not its room already (the original's
 * guarded Item_NewRoom). */
void Trap_NewRoom(struct Game *g, int item, int room);
/* The original's Item_Initialise for an item made at run time (a dart, the
 * hammer's head): a free slot past the level's items, placed and set up as
 * a level item, with the object's hit points, the floor of its sector and
 * its initialise routine. ITEM_NONE when no slot is free. */
int Trap_CreateItem(struct Game *g, int object_id, int room, Vec3i pos, int16_t yaw);
/* The original's Item_Kill: off both lists, marked dead, and a run-time
 * item's slot back to the free list. */
void Trap_KillItem(struct Game *g, int item);
/* Blood splashed around Lara by a blade (four control-stream numbers: x,
 * z, height, direction). */
void Trap_BloodOnLara(struct Game *g);
/* The item's first animation plus rel_anim, at its first frame + rel_frame
 * (the original's Item_SwitchToAnim); and the reverse (which animation of
 * its object an item plays). */
void Trap_SwitchAnim(struct Game *g, Item *it, int rel_anim, int rel_frame);
int Trap_RelativeAnim(const struct Game *g, const Item *it);
/* The item's first animation in the level, -1 if none. */
int Trap_FirstAnim(const struct Game *g, const Item *it);

#endif
