/* The Atlantean mutants (TR1): the winged one that flies, and its two
 * wingless kinds that shoot or only walk; all three share one routine. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_MUTANT_H
#define TOMB8_GAME_OBJECTS_CREATURES_MUTANT_H

struct Game;

/* Registers the three mutants (object.c's list). */
void Mutant_Setup(struct Game *g);

#endif
