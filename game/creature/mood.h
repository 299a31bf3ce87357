/* Creature mood, as the original: bored (wanders), attack (goes for Lara),
 * escape (runs away when hurt), stalk (keeps near Lara out of her sight),
 * and the target box each mood picks. */
#ifndef TOMB8_GAME_CREATURE_MOOD_H
#define TOMB8_GAME_CREATURE_MOOD_H

#include "game/creature/creature.h"

struct Game;

/* The original's CreatureMood: updates the creature's mood from info
 * (`violent` creatures never turn to escape by chance and always attack
 * when Lara is in their zone), picks a target box for the mood and
 * computes this tick's target point. Draws control numbers as the
 * original does. */
void Creature_Mood(struct Game *g, int item, const CreatureAI *info, bool violent);
/* Each game's routine behind Creature_Mood (CreatureRules.mood): TR1's
 * goes for Lara, attacking when a control number is under the kind's
 * smartness; TR2's goes for the creature's chosen enemy (Creature_Enemy),
 * always. */
void Creature_MoodTR1(struct Game *g, int item, const CreatureAI *info, bool violent);
void Creature_MoodTR2(struct Game *g, int item, const CreatureAI *info, bool violent);
/* TR3's (its GetCreatureMood and CreatureMood): TR2's, but only a dead
 * Lara bores it (an AI object it heads for has no hit points), and a calm
 * creature that is alerted stalks, one hit while attacking stalks too. */
void Creature_MoodTR3(struct Game *g, int item, const CreatureAI *info, bool violent);
/* TR3's with the mood then set to escape before its target is picked
 * (TR3's seal mutant flees a badly poisoned Lara that way); bored_only:
 * only a mood that came out bored (TR3's blowpipe man, hit while she is
 * badly poisoned). */
void Creature_MoodTR3Escaping(struct Game *g, int item, const CreatureAI *info, bool violent,
                              bool bored_only);

#endif
