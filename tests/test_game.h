/* A game on a real level for tests: the level, the simulation and the
 * Game attached to it, as the headless harness sets them up (no
 * animate_all, Lara at her start). The many test files that drive the
 * game tick by tick share this one set-up. */
#ifndef TOMB8_TESTS_TEST_GAME_H
#define TOMB8_TESTS_TEST_GAME_H

#include "engine/level/level.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "tests/test.h"

typedef struct TestGame {
    Level lv;
    Sim sim;
    Game g;
} TestGame;

/* Starts the simulation and the game on t->lv (already loaded). False on
 * failure (the simulation is then freed again). */
bool TestGame_Start(TestGame *t);
/* Clears *t, loads the level file at `path` (quietly) and starts it. */
bool TestGame_OpenPath(TestGame *t, const char *path);
/* The same for ../shared/levels/<rel>; false also when it is not there. */
bool TestGame_Open(TestGame *t, const char *rel);
/* Frees the game, the simulation and the level. */
void TestGame_Close(TestGame *t);
/* The same on the heap (a Game is large): NULL when the level is not there
 * or the set-up fails. */
TestGame *TestGame_New(const char *rel);
void TestGame_Delete(TestGame *t);
/* `ticks` ticks with input word w. */
void TestGame_Step(TestGame *t, InputWord w, int ticks);
/* The first item of object_id in the simulation, -1 when there is none. */
int Test_FirstItem(const Sim *s, int object_id);
/* The game's save file bytes (a zeroed SaveMeta, no flip effects):
 * *data (the caller frees it) and *size. */
bool TestGame_Save(const Game *g, uint8_t **data, size_t *size);
/* Restores save file bytes into g (no flip effects) as the file `name`;
 * false with one line in err. */
bool TestGame_Restore(Game *g, const uint8_t *data, size_t size, const char *name, char *err,
                      size_t cap);
/* Lara with only gun `type` (LGT_*) and `ammo` rounds for it, the guns set
 * up again (Gun_Init). Its rounds, NULL for a type that has none. */
LaraAmmo *TestGame_ArmOnly(Game *g, int type, int ammo);
/* The draw key for a tick, then nothing until the gun is ready; false
 * when it is not within 90 ticks. */
bool TestGame_DrawGun(TestGame *t);

/* Opens ../shared/levels/<rel> or skips the test when it is not there; a
 * failed set-up fails the test. */
#define GAME_OPEN_OR_SKIP(t, rel)                                               \
    do {                                                                        \
        if (!Test_SharedPath(rel))                                              \
            SKIP("%s not available", rel);                                      \
        CHECK_MSG(TestGame_Open(t, rel), "%s: set-up failed", rel);             \
    } while (0)

/* t = TestGame_New(rel), or skips the test when the level is not there; a
 * failed set-up fails the test. */
#define GAME_NEW_OR_SKIP(t, rel)                                                \
    do {                                                                        \
        if (!Test_SharedPath(rel))                                              \
            SKIP("%s not available", rel);                                      \
        (t) = TestGame_New(rel);                                                \
        CHECK_MSG((t) != NULL, "%s: set-up failed", rel);                       \
    } while (0)

#endif
