/* Puna's fight as drawing reads it (game/objects/tr3/boss/puna.c). */
#ifndef TOMB8_GAME_OBJECTS_TR3_BOSS_PUNA_H
#define TOMB8_GAME_OBJECTS_TR3_BOSS_PUNA_H

#include "engine/sim/item.h"
#include "game/camera/camera.h"

struct Game;

/* A point of his shield (0..39: five rings of eight, bottom ring last),
 * relative to him. */
Vec3i Puna3_ShieldPoint(int i);
/* His beam this tick, from his head (the beam at Lara) or his hand (the
 * summoning), to where the world stops it; false when it has no
 * direction. */
bool Puna3_BeamPath(struct Game *g, const Item *it, GameVec *src, GameVec *end);

#endif
