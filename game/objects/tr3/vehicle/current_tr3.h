/* TR3's rapids: the drift a sink trigger gives the kayak and the UPV (the
 * original's DoCurrent in kayak.cpp and sub.cpp). TR3's sink action names
 * a camera (Lara.current_sink, its index + 1, set again every tick she is
 * on the trigger): its room word is the current's strength, and the drift
 * heads for the camera from where Lara is, easing a sixteenth of the way
 * a tick towards strength × 1024 (1/256ths of a unit a tick) along that
 * line. Off the trigger the drift dies away (by a quarter, an eighth or a
 * sixteenth a tick as it is small or strong, to nothing under 4). */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_CURRENT_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_CURRENT_TR3_H

#include <stdint.h>

#include "engine/sim/item.h"

struct Game;

/* One tick of the drift on `it` (the vehicle), its velocity in *xvel /
 * *zvel (1/256ths); the sink is used up (Lara.current_sink and
 * current_active cleared) once it has pulled. */
void Current3_Drift(struct Game *g, Item *it, int32_t *xvel, int32_t *zvel);

#endif
