/* Area 51's rocket on its launch pad (tomb3 51rocket.cpp, setup.cpp):
 * SPECIAL_FX1 the rocket, SPECIAL_FX2 the fire below it (not drawn),
 * SPECIAL_FX3 its struts.
 *
 * Triggered, the rocket counts down: 63 ticks of smoke and the flare's
 * hiss (its required_state up 8 a tick to 512), then ignition (an
 * explosion's sound, required_state past 2560, the fire's reach, its
 * goal_state, 64). Each tick after, while Lara is not alight, the fire
 * spreads 80 further back over the pit (its reach held at 1024 for the
 * first 64 ticks), and Lara anywhere past 1.5 sectors behind its edge
 * (her x above the rocket's less the reach, at most 8 sectors, less 1536)
 * dies alight. After those 64 ticks the rocket climbs, 1 a tick faster
 * each tick to 1024 (a quarter of it a tick), its roar looping; once it
 * climbs faster than 72 its struts fall (each SPECIAL_FX3 goes to its
 * fall state and animates); when the fire has spread past 22528 the pit
 * bursts into 96 sparks of fire and smoke and the rocket is away: it roars
 * and the glow below fades until its count passes 16000, when it is gone.
 * The camera shakes by the count all along (Camera.bounce). Every fourth
 * tick four puffs of smoke (flames once lit) rise under it, and once lit
 * a glow under it and flames and smoke over the pit (TR3's sparks, their
 * lights dynamic lights). Its counters are its state fields and fall
 * speed, as the original's (saved with the item). The looks draw their
 * numbers from the spark pool's stream (the game's streams untouched). */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_ROCKET51_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_ROCKET51_TR3_H

#include <stdbool.h>

struct Game;

void Rocket51_Setup(struct Game *g);
/* Whether the struts fall: a rocket climbing faster than 72 (the
 * original's strut_fall, set then and cleared at the level's start). */
bool Rocket51_StrutsFall(const struct Game *g);

#endif
