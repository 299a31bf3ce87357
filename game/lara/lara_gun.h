/* Lara's guns: drawing and holstering (driven by INPUT_DRAW and the gun
 * status), the choice of weapon, ammunition, aiming at targets and firing.
 * The above-water handler calls Gun_Control once per tick after her
 * collision and room update, as the original does. */
#ifndef TOMB8_GAME_LARA_LARA_GUN_H
#define TOMB8_GAME_LARA_LARA_GUN_H

#include "engine/render/render.h"
#include "engine/sim/sim.h"

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

/* Lara's meshes for drawing (a SimDrawList item hook, user = the Game):
 * the body from her animation, torso and head turns, the arms from the
 * weapon's frames while a gun is out, swapped weapon meshes, muzzle
 * flashes. Writes up to cap draws and returns how many; -1 for any other
 * item (or a level whose Lara is not TR1's 15-mesh one). Reads only. */
int Gun_DrawLara(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap);

#endif
