/* The gym's shooting targets (O3_TARGETS; tomb3 target.cpp TargetControl,
 * setup.cpp: 8 hit points, radius 102, shadow 128, "intelligent" so a
 * trigger wakes them as it wakes creatures, though they take no AI slot:
 * game/trigger_tr3.c).
 *
 * Woken, a target stands up (state 0) and each hit under its next mark
 * drops it a stage: under 6 its goal becomes state 1 (6 kept), under 4
 * its third animation (state 2, 4 kept), under 2 its fourth (state 3, 2
 * kept), at 0 it is knocked back. Each hit sounds (119). After 300 ticks
 * up it falls forward instead. Then it stops being a target (Lara's
 * target cleared) and swings: knocked back it tips over backwards (x
 * turn growing by 728, halved each bounce) to 0x3800, bouncing back a
 * quarter of its speed twice (the second bounce smashes, 120) and stays;
 * timed out it tips forwards (91, halved each bounce) to -0x2A00 with a
 * knock at double pitch at each of its two bounces. Then it is off the
 * active list.
 *
 * The original keeps the swing's speed, bounce count and way in the
 * item's item_flags[0..2]; here in its data_index (low 16 bits the speed,
 * bits 16-17 the bounces, bit 18 knocked back, bit 19 falling), which
 * saves keep.
 *
 * The gym's count (game/gym_clock.h): a target shot down, at rest, is one
 * fewer standing (one that timed out still counts); Targets3_Reset (the
 * original's ResetTargets, called by ASSAULT_START) stands every target
 * up again, inactive as at the level's start, and counts them, unless
 * none was hit since the last reset. */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_TARGETS_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_TARGETS_TR3_H

struct Game;

void Targets3_Setup(struct Game *g);
void Targets3_Reset(struct Game *g);

#endif
