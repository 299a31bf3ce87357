/* What the quad bike's two files share (quadbike.c: getting on and off,
 * her tick, her animations; quadbike_move.c: its driving physics). Not for
 * use outside game/objects/tr3/vehicle/. */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_QUADBIKE_INTERNAL_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_QUADBIKE_INTERNAL_H

#include "engine/sim/item.h"
#include "game/objects/tr3/vehicle/quadbike.h"

struct Game;

/* The floor under a point `front` ahead and `side` to the right of the
 * bike, on its tilted frame (*pos the point); WORLD_NO_HEIGHT when the
 * point is above the ceiling there. */
int32_t Quad_TestHeight(struct Game *g, const Item *it, int32_t front, int32_t side, Vec3i *pos);
/* The original's DoDynamics: a point following its floor (a damped climb
 * when under it, gravity when over it, landing within 80). */
int32_t Quad_DoDynamics(int32_t height, int32_t fall_speed, int32_t *y);
/* One tick of movement (turn, momentum, slip, creatures, walls); the
 * knock animation (VEHICLE_HIT_*, 0 none). */
int Quad_Dynamics(struct Game *g, int item);
/* Her keys (on the ground: steering, throttle, brake and reverse, the
 * handbrake start); *pitch the engine note. */
void Quad_UserControl(struct Game *g, Item *it, int32_t height, int32_t *pitch);

#endif
