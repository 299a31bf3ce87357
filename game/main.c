/* tomb8 — program entry: the front end (game/app/app.h) does the rest. */
#include "game/app/app.h"

int main(int argc, char **argv) { return App_Main(argc, argv); }
