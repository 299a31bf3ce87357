/* Line of sight through the rooms, as the original tests it for the camera
 * and for aiming: the segment from start to target is walked one sector
 * boundary at a time along x and along z, and every crossing is checked
 * against the floor and ceiling on both sides of it. */
#ifndef TOMB8_GAME_CAMERA_LOS_H
#define TOMB8_GAME_CAMERA_LOS_H

#include "engine/world/floor.h"
#include "game/camera/camera.h"

/* True when nothing blocks the way from start to target. Either way target
 * is moved to where the sight line ends (the first wall, floor or ceiling
 * it meets, or unchanged) and target->room is set to the room that point is
 * in. start->room must be the room of start. */
bool Los_Check(World *w, const GameVec *start, GameVec *target);

#endif
