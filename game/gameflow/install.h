/* A game's install folder: where the gameflow's files are looked up. A TR1
 * install has its levels in DATA/ (TITLE.PHD, GYM.PHD, LEVEL1.PHD...); a
 * folder holding the .PHD files itself is accepted too. Names are matched
 * without regard to case (the original's files are upper case, copies
 * from CDs or other systems often are not). */
#ifndef TOMB8_GAME_GAMEFLOW_INSTALL_H
#define TOMB8_GAME_GAMEFLOW_INSTALL_H

#include "engine/core/common.h"

#define INSTALL_PATH_MAX 4096

typedef struct {
    char root[INSTALL_PATH_MAX];  /* the folder as given */
    char data[INSTALL_PATH_MAX];  /* its DATA folder, "" when it has none */
} Install;

/* Opens DIR as an install: it must be a folder with a DATA folder (any
 * case) that holds .PHD files (TR1), .TUB files (TR1's Unfinished Business)
 * or a TOMBPC.DAT script (TR2/TR3), or with those of its own. False with one line "error: DIR: ..." in err
 * otherwise. */
bool Install_Open(Install *in, const char *dir, char *err, size_t err_cap);
/* Opens a folder without checking for levels (the folder of a --gameflow
 * file whose levels may all be missing). */
void Install_OpenAny(Install *in, const char *dir);
/* The path of a file the gameflow names ("LEVEL1.PHD", "FMV/SNOW.RPL"): in
 * DATA/ first, then in the folder itself; every part of the name matched
 * without case. False when there is no such regular file. */
bool Install_Find(const Install *in, const char *name, char *out, size_t cap);
/* Whether the install (its DATA/ or the folder itself) holds a file whose
 * name ends in `ext` (".tub"), or is named `ext` when it does not start
 * with a dot; case is ignored. */
bool Install_Has(const Install *in, const char *ext);
/* Why Install_Find found no file `name`, for messages: "not in DIR", or
 * what is there instead ("DIR/DATA/LEVEL1.PHD is a FIFO, not a regular
 * file", "... is a folder", "... is a symbolic link loop"). */
void Install_Explain(const Install *in, const char *name, char *out, size_t cap);
/* Whether `path` is a folder (to tell `tomb8 DIR` from `tomb8 FILE`). */
bool Install_IsFolder(const char *path);

#endif
