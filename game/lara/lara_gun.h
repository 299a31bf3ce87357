/* Lara's guns: drawing and holstering (driven by INPUT_DRAW and the gun
 * status), the choice of weapon, ammunition, aiming at targets and firing.
 * The above-water handler calls Gun_Control once per tick after her
 * collision, as the original does. */
#ifndef TOMB8_GAME_LARA_LARA_GUN_H
#define TOMB8_GAME_LARA_LARA_GUN_H

struct Game;

/* One tick of Lara's weapons (the original's LaraGun). */
void Gun_Control(struct Game *g);

#endif
