/* What a run plays, as the front end sets it up from the options: a
 * gameflow and the folder its files are in. A whole game (`tomb8 DIR`,
 * --gameflow FILE) has its gameflow file, TR2/TR3 script or TR1's built-in
 * one; a single level (`tomb8 FILE`) is a one-level gameflow whose block
 * plays that file, with the file's identity (CRC-32 and size) as the
 * gameflow's, so replays are tied to the level as before. */
#ifndef TOMB8_GAME_APP_SETUP_H
#define TOMB8_GAME_APP_SETUP_H

#include "engine/level/level.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/install.h"
#include "game/options.h"

typedef struct {
    Gameflow *gf;           /* malloc'd */
    Install install;
    bool single;            /* one level opened on its own */
    const char *level_path; /* the single level's file (the options') */
    char level_name[64];    /* the single level's name (window title) */
} AppSetup;

/* Whether the options ask for a whole game (a folder, or --gameflow). */
bool AppSetup_WantsGame(const Options *o);
/* The built-in default level next to the program (build/data/default.phd
 * beside build/tomb8), for a run without arguments. False when absent. */
bool AppSetup_DefaultLevel(char *out, size_t cap);

/* A whole game: the gameflow (--gameflow FILE, the install's TOMBPC.DAT or
 * the built-in TR1 one) and the install folder; options that mean nothing
 * for a whole game refused. False with one line in err. Release in either
 * case. */
bool AppSetup_Game(const Options *o, AppSetup *s, char *err, size_t err_cap);
/* A single level: the level is loaded into lv (checked whole; the caller
 * frees it) and described as a one-level gameflow. False with one line in
 * err. Release in either case. */
bool AppSetup_Level(const Options *o, AppSetup *s, Level *lv, char *err, size_t err_cap);
void AppSetup_Release(AppSetup *s);

#endif
