/* TR3's winged mutant's glow and the cleaner robot's sparks
 * (creature_looks_tr3.c): tomb3 wingmute.cpp (WingmuteControl's light,
 * TriggerWingMuteParticles) and cleaner.cpp (CleanerControl's sparks,
 * TriggerElectricSparks), as TR3's sparks riding on the item's joints
 * (spark_tr3.h), their numbers from the pool's own streams. */
#ifndef TOMB8_GAME_EFFECTS_CREATURE_LOOKS_TR3_H
#define TOMB8_GAME_EFFECTS_CREATURE_LOOKS_TR3_H

#include <stdint.h>

struct Game;

/* The winged mutant's glow phase as its initialise picks it (0..127 from
 * the number it draws); kept in Item.data_index (the original's
 * item_flags[1]), saved with the item. */
int32_t Wing3_GlowPhase(int32_t rnd);
/* Each tick of winged mutant `item` (alive or dead, before it animates):
 * its green light at mesh 10 (reach 10) pulsing twice every 64 ticks with
 * its phase, which steps on; within 16 sectors of Lara two tiny green
 * sparks riding on its node 1, 8 ticks each. */
void Wing3_Looks(struct Game *g, int item);
/* Each tick the cleaner robot `item` runs (not once stopped): at each of
 * its three nodes (9..11: meshes 5, 9 and 13) a burst of 5..12 ticks now
 * and then (one tick in eight starts one), each tick of it a blue-white
 * spark riding on the node (within 20 sectors of Lara) and a flicker of
 * blue light there (reach 10). The bursts' counts are the pool's
 * (SparkPool.cleaner_burst: one set for all robots, as the original's,
 * not saved). */
void Cleaner3_Looks(struct Game *g, int item);

#endif
