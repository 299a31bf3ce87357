/* The built-in Unfinished Business gameflow: the text of data/ub.gameflow,
 * byte for byte (tests/test_gameflow_ub.c checks that the two agree; edit
 * the data file and copy it here). */
#include "game/gameflow/gameflow.h"

#include <string.h>

static const char k_text[] =
    "# tomb8 gameflow: Tomb Raider: Unfinished Business (1998), the TR1\n"
    "# expansion's four levels in their order.\n"
    "#\n"
    "# `build/tomb8 DIR` plays this one (it is built into the program) when DIR\n"
    "# (or its DATA/ folder) holds .TUB levels and not TR1's LEVEL1.PHD. Beside\n"
    "# TR1's levels, give it by name:\n"
    "#\n"
    "#     build/tomb8 TOMBRAID --gameflow data/ub.gameflow\n"
    "#\n"
    "# The levels are TR1 levels under a .TUB name (EGYPT.TUB, CAT.TUB, END.TUB,\n"
    "# END2.TUB), looked up in DATA/, then in the folder itself, without regard\n"
    "# to case. A file that is not there is skipped with one line. The title and\n"
    "# its movies are TR1's, when they are there.\n"
    "\n"
    "gameflow 1\n"
    "game \"Tomb Raider: Unfinished Business\"\n"
    "\n"
    "title TITLE.PHD\n"
    "  music 2\n"
    "  fmv FMV/CORE.RPL\n"
    "  fmv FMV/ESCAPE.RPL\n"
    "end\n"
    "\n"
    "level EGYPT.TUB \"Return to Egypt\"\n"
    "  music 59\n"
    "  play\n"
    "  stats\n"
    "end\n"
    "\n"
    "level CAT.TUB \"Temple of the Cat\"\n"
    "  music 59\n"
    "  play\n"
    "  stats\n"
    "end\n"
    "\n"
    "level END.TUB \"Atlantean Stronghold\"\n"
    "  music 60\n"
    "  play\n"
    "  stats\n"
    "end\n"
    "\n"
    "level END2.TUB \"The Hive\"\n"
    "  music 60\n"
    "  play\n"
    "  stats\n"
    "end\n";

const char *Gameflow_UbText(void) { return k_text; }

bool Gameflow_LoadUb(Gameflow *out, char *err, size_t err_cap)
{
    return Gameflow_Parse(k_text, strlen(k_text), "ub.gameflow (built in)", out, err, err_cap);
}
