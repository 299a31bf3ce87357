/* The front end's one entry (build/tomb8): the command line parsed into one
 * description of the run (Options, game/options.h), checked, and consumed
 * here: a whole game or a single level, in a window or headless, a still
 * capture or an animation strip. Returns the process exit status (0, or 2
 * with one "error: ..." line). */
#ifndef TOMB8_GAME_APP_APP_H
#define TOMB8_GAME_APP_APP_H

int App_Main(int argc, char **argv);

#endif
