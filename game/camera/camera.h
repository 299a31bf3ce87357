/* The original's camera: chase (behind and above Lara, kept out of walls),
 * look, combat, fixed and trigger cameras, and the heavy (shaking) variant.
 * Positions are world units; the trace's cam_* columns are pos and target. */
#ifndef TOMB8_GAME_CAMERA_CAMERA_H
#define TOMB8_GAME_CAMERA_CAMERA_H

#include "engine/core/common.h"

struct Game;

typedef enum {
    CAM_CHASE = 0,
    CAM_FIXED = 1,
    CAM_LOOK = 2,
    CAM_COMBAT = 3,
    CAM_CINEMATIC = 4,
    CAM_HEAVY = 5,
} CameraType;

typedef struct {
    int32_t x, y, z;
    int16_t room;
} GameVec;

typedef struct GameCamera {
    GameVec pos;
    GameVec target;
    int16_t type;           /* CameraType */
    int16_t last_type;
    int16_t flags;
    int32_t shift;
    int32_t fixed_camera;
    int32_t number_frames;
    int32_t bounce;
    int32_t underwater;
    int32_t target_distance;
    int32_t target_square;
    int16_t target_angle;
    int16_t target_elevation;
    int16_t actual_elevation;
    int16_t actual_angle;
    int16_t number;         /* fixed camera in use, -1 none */
    int16_t last;
    int16_t timer;
    int16_t speed;
    int item;               /* item looked at, -1 = Lara */
    int last_item;
    /* Room the camera's position is in, for drawing and sound. */
} GameCamera;

void Camera_Init(struct Game *g);
/* One tick (the original's CalculateCamera). */
void Camera_Update(struct Game *g);

#endif
