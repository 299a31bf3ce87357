/* A game on a level built at test time (tests/tr_build.h), with copies of
 * the donor's models standing in for the ones it lacks. */
#ifndef TOMB8_TESTS_TR_BUILD_GAME_H
#define TOMB8_TESTS_TR_BUILD_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "tests/test_game.h"
#include "tests/tr_build.h"

/* The donor's model `donor` copied under the id `id`. */
typedef struct {
    uint32_t donor, id;
} TrBuildModelCopy;

/* Appends a copy of lv's model `donor` under the id `id` (its meshes and
 * animations). False when lv has no such model or memory runs out. */
bool TrBuildGame_CopyModel(Level *lv, uint32_t donor, uint32_t id);

/* Writes b as <Test_TmpDir()>/<name>, loads it, adds the num_copies
 * model copies and starts a game on it; b is deleted either way. NULL with
 * one line in err when a step fails. Free with TestGame_Delete. */
TestGame *TrBuildGame_Open(TrBuild *b, const char *name, const TrBuildModelCopy *copies,
                           int num_copies, char *err, size_t cap);

/* TrBuild_New, with "<donor> not available" in why when it fails. */
TrBuild *TrBuildGame_New(GameVersion game, char *why, size_t cap);

/* TrBuildGame_Open with no model copies, with "level not built/opened:
 * <reason>" in why when it fails. */
TestGame *TrBuildGame_OpenWhy(TrBuild *b, const char *name, char *why, size_t cap);

/* Wakes an item as a trigger does: every activation bit, active, on the
 * game's active list. */
void TrBuildGame_Wake(TestGame *t, int item);

#endif
