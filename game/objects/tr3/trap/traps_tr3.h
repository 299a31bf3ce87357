/* TR3's traps: the kinds whose original routine is one we already have
 * for TR1 or TR2 (game/objects/trap/, game/objects/tr2/trap/), registered
 * under TR3's ids with TR3's numbers passed in, and the few small routines
 * TR3 changed (its darts and dart emitter). Numbers are the original's
 * (tomb3/game/traps.cpp, objects.cpp). Traps3_Setup is one line of
 * Object_SetupTR3. */
#ifndef TOMB8_GAME_OBJECTS_TR3_TRAP_TRAPS_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_TRAP_TRAPS_TR3_H

struct Game;

void Traps3_Setup(struct Game *g);
/* TR3's flame emitters and their flame (fire_tr3.c), called by
 * Traps3_Setup. */
void Fire3_Setup(struct Game *g);
/* The electric fences (electric_tr3.c), the security lasers
 * (lasers_tr3.c) and Area 51's moving laser (laser51_tr3.c). */
void Electric3_Setup(struct Game *g);
void Lasers3_Setup(struct Game *g);
void Laser51_Setup(struct Game *g);

#endif
