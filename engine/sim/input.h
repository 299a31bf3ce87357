/* The input word: one per 30 Hz tick, in the bit order of TR1's demo data
 * (so demo words, replay words and live input are the same thing). A word
 * is 32 bits as the PC original's; any word but -1 (a demo's terminator)
 * may be run. */
#ifndef TOMB8_ENGINE_SIM_INPUT_H
#define TOMB8_ENGINE_SIM_INPUT_H

#include <stdint.h>

typedef uint32_t InputWord;

#define INPUT_FORWARD    (1u << 0)
#define INPUT_BACK       (1u << 1)
#define INPUT_LEFT       (1u << 2)
#define INPUT_RIGHT      (1u << 3)
#define INPUT_JUMP       (1u << 4)
#define INPUT_DRAW       (1u << 5)
#define INPUT_ACTION     (1u << 6)
#define INPUT_WALK       (1u << 7)
#define INPUT_OPTION     (1u << 8)
#define INPUT_LOOK       (1u << 9)
#define INPUT_STEP_LEFT  (1u << 10)
#define INPUT_STEP_RIGHT (1u << 11)
#define INPUT_ROLL       (1u << 12)

/* Bits of the PC original's word beyond the play bits: the game keeps a
 * demo word whole (Sim.input, the trace's input column) and reacts only to
 * the play bits. SELECT is also set whenever action is held. */
#define INPUT_PAUSE      (1u << 13)
/* TR2/TR3: light a flare (the originals' IN_FLARE). */
#define INPUT_FLARE      (1u << 19)
#define INPUT_SELECT     (1u << 20)
#define INPUT_DESELECT   (1u << 21)
#define INPUT_SAVE       (1u << 22)
#define INPUT_LOAD       (1u << 23)
/* TR3: crouch (hold to crawl) and sprint, the originals' IN_DUCK and
 * IN_SPRINT. */
#define INPUT_DUCK       (1u << 29)
#define INPUT_SPRINT     (1u << 30)

/* The play bits (0..12): what live input maps to and replays store. */
#define INPUT_NUM_BITS 13
#define INPUT_VALID_MASK ((1u << INPUT_NUM_BITS) - 1u)

/* Every bit a game of the series plays: TR1's play bits, TR2/TR3's
 * flare and TR3's duck and sprint. Which of them a level's game reacts to is that game's own mask
 * (game/rules: GameRules.input_mask); a replay's words may hold only these. */
#define INPUT_ANY_GAME_MASK (INPUT_VALID_MASK | INPUT_FLARE | INPUT_DUCK | INPUT_SPRINT)

/* Short names ("forward", "step_left", ...) for bit i, NULL out of range. */
const char *Input_BitName(int bit);

#endif
