/* Lara's guns: drawing and holstering (driven by INPUT_DRAW and the gun
 * status), the choice of weapon, ammunition, aiming at targets and firing.
 * The above-water handler calls Gun_Control once per tick after her
 * collision and room update, as the original does. */
#ifndef TOMB8_GAME_LARA_LARA_GUN_H
#define TOMB8_GAME_LARA_LARA_GUN_H

struct Game;

/* The weapon part of Lara's start (the original's inventory set-up): the
 * pistols in hand type when she has them, nothing requested, arms at rest,
 * the holstered weapons' meshes on her thighs / back. Call at the end of
 * Lara_Init. */
void Gun_Init(struct Game *g);

/* One tick of Lara's weapons (the original's LaraGun): flash timers, the
 * draw / holster request (INPUT_DRAW, request_gun_type, leaving the dry
 * land), then the arms' animation, aiming and firing for the gun status. */
void Gun_Control(struct Game *g);

#endif
