/* The TR3 brawlers' stand-in animations (tests/tr3_range.h): punks,
 * civilians and prisoners, and the baton MPs, whose kick comes before the
 * climbs (game/objects/tr3/creatures/brawler.c). Shared by the people
 * tests and the AI object tests. */
#ifndef TOMB8_TESTS_TR3_BRAWLER_ANIMS_H
#define TOMB8_TESTS_TR3_BRAWLER_ANIMS_H

#include "tests/tr3_range.h"

enum { BR_STOP = 1, BR_WALK, BR_PUNCH2, BR_AIM2, BR_WAIT, BR_AIM1, BR_AIM0, BR_PUNCH1,
       BR_PUNCH0, BR_RUN, BR_DEATH, BR_CLIMB3, BR_CLIMB1, BR_CLIMB2, BR_FALL3 };

/* Standing in animation 6 (their start), dying in 26, climbing in 27-30,
 * as the original numbers them; punches play through back to the stand. */
static const Tr3Anim k_brawler_anims[] = {
    { BR_WALK, 10, 20, -1, false },   { BR_RUN, 10, 50, -1, false },
    { BR_AIM2, 5, 0, -1, false },     { BR_PUNCH2, 20, 0, 6, false },
    { BR_AIM1, 5, 0, -1, false },     { BR_AIM0, 5, 0, -1, false },
    { BR_STOP, 10, 0, -1, false },    { BR_PUNCH1, 20, 0, 6, false },
    { BR_PUNCH0, 20, 0, 6, false },   { BR_WAIT, 10, 0, -1, false },
    { 30, 5, 0, -1, false },          { 31, 5, 0, -1, false },
    { 32, 5, 0, -1, false },          { 33, 5, 0, -1, false },
    { 34, 5, 0, -1, false },          { 35, 5, 0, -1, false },
    { 36, 5, 0, -1, false },          { 37, 5, 0, -1, false },
    { 38, 5, 0, -1, false },          { 39, 5, 0, -1, false },
    { 40, 5, 0, -1, false },          { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },          { 43, 5, 0, -1, false },
    { 44, 5, 0, -1, false },          { 45, 5, 0, -1, false },
    { BR_DEATH, 10, 0, -1, true },    { BR_CLIMB3, 10, 0, 6, false },
    { BR_CLIMB1, 10, 0, 6, false },   { BR_CLIMB2, 10, 0, 6, false },
    { BR_FALL3, 10, 0, 6, false },
};
#define BRAWLER_ANIMS ((int)(sizeof k_brawler_anims / sizeof k_brawler_anims[0]))

enum { MP_KICK = 12, MP_CLIMB3, MP_CLIMB1, MP_CLIMB2, MP_FALL3 };
#define MP_KICK_ANIM 31

/* As the brawlers' set, but the kick is state 12 and the climbs follow
 * it (13-16), as the original numbers the MP's states; the kick (its own
 * animation here, 31) plays through back to the stand. */
static const Tr3Anim k_mp_anims[] = {
    { BR_WALK, 10, 20, -1, false },   { BR_RUN, 10, 50, -1, false },
    { BR_AIM2, 5, 0, -1, false },     { BR_PUNCH2, 20, 0, 6, false },
    { BR_AIM1, 5, 0, -1, false },     { BR_AIM0, 5, 0, -1, false },
    { BR_STOP, 10, 0, -1, false },    { BR_PUNCH1, 20, 0, 6, false },
    { BR_PUNCH0, 20, 0, 6, false },   { BR_WAIT, 10, 0, -1, false },
    { 30, 5, 0, -1, false },          { 31, 5, 0, -1, false },
    { 32, 5, 0, -1, false },          { 33, 5, 0, -1, false },
    { 34, 5, 0, -1, false },          { 35, 5, 0, -1, false },
    { 36, 5, 0, -1, false },          { 37, 5, 0, -1, false },
    { 38, 5, 0, -1, false },          { 39, 5, 0, -1, false },
    { 40, 5, 0, -1, false },          { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },          { 43, 5, 0, -1, false },
    { 44, 5, 0, -1, false },          { 45, 5, 0, -1, false },
    { BR_DEATH, 10, 0, -1, true },    { MP_CLIMB3, 10, 0, 6, false },
    { MP_CLIMB1, 10, 0, 6, false },   { MP_CLIMB2, 10, 0, 6, false },
    { MP_FALL3, 10, 0, 6, false },    { MP_KICK, 20, 0, 6, false },
};
#define MP_ANIMS ((int)(sizeof k_mp_anims / sizeof k_mp_anims[0]))

#endif
