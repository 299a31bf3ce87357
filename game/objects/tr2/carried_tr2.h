/* TR2's carried items: a pick-up placed at exactly a creature's position
 * (same room, same x, y and z in the level file) is carried by it -- out of
 * sight and out of reach -- and lies where the creature dies (the
 * original's GetCarriedItems at the level's start and its creature death
 * routine). With two creatures on one spot the first in the level's item
 * order carries it.
 *
 * Who carries what follows from the level file alone, so nothing is kept
 * or saved: the level's start hides the carried pick-ups, a death moves
 * each of its carrier's pick-ups to the creature (whether Lara took it
 * since or not, as the original walks its list), and a loaded game's room
 * lists and positions already say where each one is. */
#ifndef TOMB8_GAME_OBJECTS_TR2_CARRIED_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_CARRIED_TR2_H

struct Game;

/* The level's start (after Lara is set up): every carried pick-up leaves
 * its room's item list. */
void CarriedTR2_Gather(struct Game *g);
/* Creature `item` died: its pick-ups move to where it is, into its room. */
void CarriedTR2_Drop(struct Game *g, int item);
/* The creature carrying pick-up `item`, -1 none. */
int CarriedTR2_Carrier(const struct Game *g, int item);

#endif
