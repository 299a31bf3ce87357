/* TR3's AI objects (the original's AI_GUARD, AI_AMBUSH, AI_PATROL1,
 * AI_MODIFY, AI_FOLLOW, AI_PATROL2 and AI_X1..X3 items; tomb3 setup.cpp
 * GetAIPickups and box.cpp GetAITarget, AIGuard, AlertNearbyGuards).
 *
 * An AI object is an invisible marker the level's author placed. One on
 * exactly a creature's spot (same room, same x and z) at the level's start
 * gives the creature its behaviour bit (Item.ai_bits: the AI object's id
 * less AI_GUARD's, as a bit; only GUARD to FOLLOW count) and its own turn
 * as the creature's route tag (Item.ai_tag); that marker then leaves the
 * world. The others stay where they are, as the places the creatures with
 * the same tag go to:
 *   - GUARD: Lara is its enemy, but its kind stands and looks about
 *     (AiTR3_GuardHead) until it is alerted; then the bit goes (with
 *     AMBUSH also set, MODIFY takes its place: it runs to its ambush).
 *   - PATROL1: walks to the nearest AI_PATROL1 of its tag in its zone,
 *     then to an AI_PATROL2 of its tag, and back, setting off the heavy
 *     triggers under each one it reaches; alerted or hurt by Lara it stops
 *     patrolling (to its ambush with AMBUSH).
 *   - AMBUSH: with MODIFY (or once hurt) it runs to an AI_AMBUSH of its
 *     tag, sets off the heavy triggers there and guards it; else Lara is
 *     its enemy.
 *   - FOLLOW: goes to an AI_FOLLOW of its tag and stays there; the bit
 *     goes when it is hit, and Lara is its enemy once she hurt it.
 * A monkey with none of these bits and empty hands is after a medipack in
 * its zone (with a lone MODIFY, the fourth key) that no thief dropped:
 * the thefts are the monkey's (monkey.c).
 * What a kind does with the bits in its states (a guard standing, a
 * patroller walking) is in its own control routine, as the original's. */
#ifndef TOMB8_GAME_CREATURE_AI_TR3_H
#define TOMB8_GAME_CREATURE_AI_TR3_H

#include <stdbool.h>
#include <stdint.h>

struct Game;

/* Item.ai_bits */
#define AI_BIT_GUARD 1
#define AI_BIT_AMBUSH 2
#define AI_BIT_PATROL1 4
#define AI_BIT_MODIFY 8
#define AI_BIT_FOLLOW 16

/* Whether an object id is one of TR3's AI objects (AI_GUARD..AI_X3). */
bool AiTR3_IsObject(int object_id);
/* The level's start (after the carried items are gathered): every
 * creature takes the bits of the AI objects on its spot, which leave
 * their rooms (the original's GetAIPickups). */
void AiTR3_Gather(struct Game *g);
/* The creature's enemy this tick from its AI bits (the original's
 * GetAITarget): sets CreatureInfo.enemy to Lara or to an AI object, moves
 * along the patrol, clears bits as above. Call it when Item.ai_bits is not
 * 0, before the AI info; no slot, nothing. */
void AiTR3_Target(struct Game *g, int item);
/* A thief (TR3's monkey) takes pick-up `pickup`: it leaves the world,
 * the thief carries it (Item.ai_carried), and the other creatures after
 * it forget it. */
void AiTR3_Steal(struct Game *g, int item, int pickup);
/* The thief puts what it carries down where it stands, into its room
 * (nothing carried: nothing). Its death does it too (the TR3 creature
 * rules' drop_carried). */
void AiTR3_Stash(struct Game *g, int item);
/* A guard's head while it stands (the original's AIGuard): now and then
 * (one control number) it looks left, right or ahead; returns the head
 * turn (-90, 90 or 0 degrees); 0 with MODIFY. */
int16_t AiTR3_GuardHead(struct Game *g, int item);
/* The original's AlertAllGuards: every thinking creature of `item`'s kind
 * that is active knows Lara is about (CreatureInfo.alerted). */
void AiTR3_AlertAll(struct Game *g, int item);
/* The original's AlertNearbyGuards: every thinking creature in `from`'s
 * room or within about 5.5 sectors of it knows Lara is about. */
void AiTR3_AlertNearby(struct Game *g, int from);
/* GameRules.gunfire_alert (the original's main loop): once Lara has fired
 * (Lara.has_fired), on the next tick that is a multiple of 32 (its wibble
 * coming round at 0x7F) the creatures near her are alerted and the flag
 * clears. */
void AiTR3_GunfireAlert(struct Game *g);

#endif
