/* Puna's fight as drawing reads it (game/objects/tr3/boss/puna.c). */
#ifndef TOMB8_GAME_OBJECTS_TR3_BOSS_PUNA_H
#define TOMB8_GAME_OBJECTS_TR3_BOSS_PUNA_H

#include "engine/sim/item.h"
#include "game/camera/camera.h"

struct Game;

/* His head's mesh and where on it his head's beam starts (the original's
 * tribeboss_hit[5]): the charge leaves it this far ahead. */
#define PUNA_HEAD_MESH 8
#define PUNA_HEAD_Z (4 * 63 + 136)

/* A point of his shield (0..39: five rings of eight, bottom ring last),
 * relative to him. */
Vec3i Puna3_ShieldPoint(int i);
/* His beam this tick, from his head (the beam at Lara) or his hand (the
 * summoning), to where the world stops it; false when it has no
 * direction. */
bool Puna3_BeamPath(struct Game *g, const Item *it, GameVec *src, GameVec *end);

/* His looks this tick (puna_fx.c): his helmet's lightning and his beam as
 * lines and strips added to the screen (game/effects/bolt.h), the sparks
 * where the beam ends and the smoke where he summons, the shield's lit
 * points, his explosion's rings as TR3's sparks. */
void Puna3_Looks(struct Game *g, const Item *it);
/* The original's TriggerElectricSparks at `p` (shield: a shot glancing
 * off it; attack_type: his beam's kind). */
void Puna3_ElectricSparks(struct Game *g, Vec3i p, int room, bool shield, int attack_type);

#endif
