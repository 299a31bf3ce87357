/* The TR3 guards' stand-in animations (tests/tr3_range.h). The security
 * guard's: shared by the people tests (the guard's shots), the AI object
 * tests and the object table's (a creature that carries an artefact); the
 * sub-machine gun soldiers': by the soldiers' tests and the laser sight's. */
#ifndef TOMB8_TESTS_TR3_GUARD_ANIMS_H
#define TOMB8_TESTS_TR3_GUARD_ANIMS_H

#include "tests/tr3_range.h"

enum { SEC_WAIT = 1, SEC_WALK, SEC_RUN, SEC_AIM1, SEC_SHOOT1, SEC_AIM2, SEC_SHOOT2, SEC_SHOOT3A,
       SEC_SHOOT3B, SEC_SHOOT4A, SEC_AIM3, SEC_AIM4, SEC_DEATH, SEC_SHOOT4B, SEC_DUCK, SEC_DUCKED,
       SEC_DUCKAIM, SEC_DUCKSHOT, SEC_DUCKWALK, SEC_STAND };

/* The original's shooting animations are where its code names them (1
 * and 12 the first aim, 14 the death, 18 and 19 the walking aim); the
 * others here: the aim into the double shot (6) plays into it (7), each
 * shot back to the stand (0). 12, 18 and 19 are left out (fillers): the
 * tests watch the stand's three shots. */
static const Tr3Anim k_sec_anims[] = {
    { SEC_WAIT, 10, 0, -1, false },    { SEC_AIM1, 20, 0, 0, false },
    { SEC_WALK, 10, 20, -1, false },   { SEC_RUN, 10, 50, -1, false },
    { SEC_SHOOT1, 10, 0, 0, false },   { SEC_SHOOT2, 10, 0, 0, false },
    { SEC_AIM3, 5, 0, 7, false },      { SEC_SHOOT3A, 20, 0, 0, false },
    { SEC_SHOOT3B, 20, 0, 0, false },  { SEC_AIM4, 5, 0, -1, false },
    { SEC_SHOOT4A, 20, 0, 2, false },  { SEC_SHOOT4B, 20, 0, 2, false },
    { 40, 5, 0, -1, false },           { SEC_DUCK, 5, 0, 15, false },
    { SEC_DEATH, 30, 0, -1, true },    { SEC_DUCKED, 10, 0, -1, false },
    { SEC_DUCKAIM, 5, 0, -1, false },  { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },           { 43, 5, 0, -1, false },
    { SEC_DUCKSHOT, 10, 0, 15, false }, { SEC_DUCKWALK, 10, 10, -1, false },
    { SEC_STAND, 5, 0, 0, false },
};
#define SEC_ANIMS ((int)(sizeof k_sec_anims / sizeof k_sec_anims[0]))

enum { SMG_STOP = 1, SMG_WALK, SMG_RUN, SMG_WAIT, SMG_SHOOT1, SMG_SHOOT2, SMG_DEATH, SMG_AIM1,
       SMG_AIM2, SMG_AIM3, SMG_SHOOT3 };
#define SMG_DIE_ANIM 19

/* The soldier's stand is animation 12 (where the original starts him),
 * his death 19 (as the original's code names them); the others here,
 * every burst a loop. */
static const Tr3Anim k_smg_anims[] = {
    { SMG_STOP, 10, 0, -1, false },   { SMG_WALK, 10, 20, -1, false },
    { SMG_RUN, 10, 50, -1, false },   { SMG_WAIT, 10, 0, -1, false },
    { SMG_SHOOT1, 20, 0, -1, false }, { SMG_SHOOT2, 20, 0, -1, false },
    { SMG_AIM1, 5, 0, -1, false },    { SMG_AIM2, 5, 0, -1, false },
    { SMG_AIM3, 5, 0, -1, false },    { SMG_SHOOT3, 20, 0, -1, false },
    { 40, 5, 0, -1, false },          { 41, 5, 0, -1, false },
    { SMG_STOP, 10, 0, -1, false },   { 42, 5, 0, -1, false },
    { 43, 5, 0, -1, false },          { 44, 5, 0, -1, false },
    { 45, 5, 0, -1, false },          { 46, 5, 0, -1, false },
    { 47, 5, 0, -1, false },          { SMG_DEATH, 60, 0, -1, true },
};
#define SMG_ANIMS ((int)(sizeof k_smg_anims / sizeof k_smg_anims[0]))

#endif
