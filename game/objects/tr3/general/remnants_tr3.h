/* TR3's object ids whose routines are TR2's left in the game (tomb3
 * setup.cpp TrapObjects/ObjectObjects, effect2.cpp, objects.cpp):
 *
 *  - O3_KILL_ALL_TRIGGERS (KillAllCurrentItems): once triggered it runs
 *    every tick and sets the game's kill-everything flag, which the same
 *    tick's end (ControlPhase's KillEverything) only clears again: nothing
 *    else reads it. So the item stays active and changes nothing; it is
 *    never drawn (the original's dummy draw) and has 0 hit points.
 *  - O3_LARA_EXTRA (ControlLaraExtra): an item of that id, once running,
 *    plays its animation.
 *  - O3_KNIFE (ControlMissile): TR2's knife, which no TR3 creature throws;
 *    its effect routine is the diver's harpoon's (game/effects/
 *    missile_tr3.c), registered here for every level as the original's.
 *
 * Ids the original's set-up never names (no control, collision, floor or
 * flags, drawn as plain animating items): O3_BUTTERFLY, O3_WILLARD (43,
 * not the boss), O3_LON_MERCENARY_2, O3_PUNK_2, O3_WATER_BLOKE,
 * O3_FLOATING_CORPSE, O3_BEAR_TRAP, O3_CIRCULAR_BLADE, O3_BIGTRAPDOOR,
 * O3_TUMBLEWEED, O3_LEAVES, O3_BIRD_EMITTER, O3_SPHERE_OF_DOOM_3,
 * O3_ALARM_SOUND, O3_HOT_LIQUID, O3_EXTRA_LIGHT_2, O3_SHADOW,
 * O3_EXPLOSION_1 (the sprite sheet), O3_BUBBLES_2, O3_GLOW,
 * O3_EXTRAFX_7/8, the secret items: they stay without routines here. */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_REMNANTS_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_REMNANTS_TR3_H

#include <stdbool.h>

struct Game;

void Remnants3_Setup(struct Game *g);
/* Ids the original draws with its dummy routine among these. */
bool Remnants3_NotDrawn(int object_id);

#endif
