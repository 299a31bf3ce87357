/* TR3's fire head (O3_FIREHEAD; tomb3 firehead.cpp): a carved head that,
 * while triggered, rears back and breathes fire along its facing for as
 * many of its blow loops as its trigger's timer byte says, the jet
 * lengthening 32 a tick (to 2048) while it blows and shrinking as fast
 * once it stops; Lara inside the jet (a sector wide, from a sector above
 * the head to a click below) catches fire. */
#ifndef TOMB8_GAME_OBJECTS_TR3_TRAP_FIREHEAD_H
#define TOMB8_GAME_OBJECTS_TR3_TRAP_FIREHEAD_H

struct Game;

void FireHead3_Setup(struct Game *g);

#endif
