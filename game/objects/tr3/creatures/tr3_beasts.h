/* TR3's animals and mutants (game/objects/tr3/creatures/): one set-up
 * routine per kind, each registering its object ids in the object table
 * when the level has their model (Object_SetupTR3's list calls them).
 * Where TR3 kept TR2's routine (the rat, the crow and vulture) the list
 * registers our TR2 module under TR3's ids instead.
 *
 * Not yet in the creature core, so not here either: TR3's AI objects
 * (the original's ai_bits: guard, ambush, patrol, modify, follow, and
 * GetAITarget), its alert flags (hurt_by_lara, alerted, AlertAllGuards):
 * a TR3 creature here always has Lara as its enemy, as the original's
 * creatures without AI objects do. */
#ifndef TOMB8_GAME_OBJECTS_TR3_CREATURES_TR3_BEASTS_H
#define TOMB8_GAME_OBJECTS_TR3_CREATURES_TR3_BEASTS_H

#include "engine/sim/sim_draw.h"
#include "game/creature/creature.h"

struct Game;

/* Every kind below, for Object_SetupTR3's list. */
void Tr3Beasts_Setup(struct Game *g);

/* The tiger (O3_TIGER): TR2's states, TR3's numbers and choices. */
void Tiger3_Setup(struct Game *g);
/* The dog and the husky (O3_DOG, O3_HUSKIE). */
void Dog3_Setup(struct Game *g);
/* The cobra (O3_COBRA). */
void Cobra_Setup(struct Game *g);
/* The raptor (O3_RAPTOR). */
void Raptor3_Setup(struct Game *g);
/* The crocodile (O3_CROCODILE), a swimmer. */
void Croc3_Setup(struct Game *g);
/* The T-rex (O3_TREX). */
void Trex3_Setup(struct Game *g);
/* The compsognathus (O3_COMPY). */
void Compy_Setup(struct Game *g);
/* The orca (O3_WHALE), a swimmer. */
void Orca_Setup(struct Game *g);
/* Area 51's hybrid mutant (O3_MUTANT_3). */
void Hybrid_Setup(struct Game *g);
/* The monkey (O3_MONKEY). */
void Monkey_Setup(struct Game *g);
/* The monkey as DrawMonkey draws it: meshes whose bit is clear from
 * O3_MESHSWAP_3 (on a lone AI_MODIFY) or O3_MESHSWAP_2; -1 for every other
 * item. */
int Monkey_DrawItem(const struct Game *g, const Sim *s, int item, int32_t t, RenderMeshDraw *out,
                    int cap);
/* The lizard man (O3_LIZARD_MAN). */
void LizMan_Setup(struct Game *g);
/* The shiva statues (O3_SHIVA), and their look: meshes not yet awake
 * drawn from O3_MESHSWAP_1's statue (-1 for every other item; chained
 * in TR3's draw hook). */
void Shiva_Setup(struct Game *g);
/* The claw mutant (O3_MUTANT_2) and its plasma ball (O3_EXTRAFX_1). */
void ClawMute_Setup(struct Game *g);
/* The winged mutant (O3_MUTANT_1), a flier. */
void WingMute_Setup(struct Game *g);
/* The fish and piranha shoals (O3_TROPICAL_FISH, O3_PIRAHNAS). */
void Fish3_Setup(struct Game *g);
/* A fish item's shoal's range (x, depth, z: how far its leader may go from
 * the item), false before a trigger named its shoal. */
bool Fish3_ShoalRange(const struct Game *g, int item, int16_t out[3]);
/* The piranhas' bait (the original's CarcassItem): the carcass while it
 * falls in water (ITEM_NONE out of it). On the Crash Site
 * (LEVEL_RULE_CRASH_SITE) the piranhas go for it instead of Lara and bite
 * it, not her. Not saved (the original keeps it in memory only: after a
 * load they are after Lara again until the carcass moves). */
void Fish3_Bait(struct Game *g, int carcass);
/* The shoals drawn (tomb3 draweffects.cpp S_DrawFish): each of a woken
 * shoal's 24 fish as the sprite sheet's fish (O3_EXPLOSION_1's sequence:
 * +10 a piranha, +11 a tropical fish), 192..320 across by its place in
 * the shoal, lit by its heading as the original's (80..208 of 255),
 * through the ColourMap. An 8-bit frame shows each as a billboard of
 * that size: the original's triangle turned along the fish's heading and
 * wagging with its swim is not drawn turned. False only when out of
 * memory. */
bool Fish3_AppendDraws(const struct Game *g, SimDrawList *dl);
/* The seal mutant (O3_BURNT_MUTANT) and the boomute (O3_BOO_MUTANT). */
void SealMute_Setup(struct Game *g);

/* The gas the lizard man and the seal mutants breathe: a puff (an
 * O3_FX_GAS effect, 20 ticks) from `mouth` along the line to the point
 * (mouth.x, mouth.y * along_y, mouth.z * along_z) of the same mesh, at
 * speed * 4; within 350 of Lara each tick it adds 4 to her poison.
 * Returns the effect or EFFECT_NONE. Tr3Gas_Setup registers it. */
int Tr3Gas_Breathe(struct Game *g, int item, const CreatureBite *mouth, int along_y, int along_z,
                   int16_t speed);
void Tr3Gas_Setup(struct Game *g);

int Shiva_DrawItem(const struct Game *g, const Sim *s, int item, int32_t t, RenderMeshDraw *out,
                   int cap);

#endif
