/* The original's camera: chase (behind and above Lara, kept out of walls),
 * look, combat, fixed and trigger cameras, and the heavy (shaking) variant.
 * Positions are world units; the trace's cam_* columns are pos and target.
 *
 * Who writes what, as in the original:
 *  - Lara's states set type = CAM_LOOK (look key), target_angle /
 *    target_elevation / target_distance (hanging, death, pick-ups...) and
 *    flags (CAM_FLAG_FOLLOW_CENTRE, CAM_FLAG_NO_CHUNKY);
 *  - the guns set type = CAM_COMBAT while aiming;
 *  - triggers set number, timer, speed, type (CAM_FIXED / CAM_HEAVY), item
 *    (an item to look at or follow), flags;
 *  - shaking effects set bounce (< 0: shake of that strength, fading;
 *    > 0: one drop by that much).
 * Camera_Update reads them once per tick and, unless a heavy camera is still
 * running, puts them back to the chase defaults. */
#ifndef TOMB8_GAME_CAMERA_CAMERA_H
#define TOMB8_GAME_CAMERA_CAMERA_H

#include "engine/core/common.h"
#include "engine/level/level_floor.h"

struct Game;

typedef enum {
    CAM_CHASE = 0,
    CAM_FIXED = 1,
    CAM_LOOK = 2,
    CAM_COMBAT = 3,
    CAM_CINEMATIC = 4,
    CAM_HEAVY = 5,
} CameraType;

/* GameCamera.flags */
typedef enum {
    CAM_FLAG_NORMAL = 0,
    CAM_FLAG_FOLLOW_CENTRE = 1, /* aim at the middle of the item's box */
    CAM_FLAG_NO_CHUNKY = 2,
    CAM_FLAG_CHASE_OBJECT = 3,  /* a trigger's item is chased, not watched */
} CameraFlags;

#define CAMERA_DEFAULT_DISTANCE 1536 /* 1.5 sectors behind */
#define CAMERA_COMBAT_DISTANCE 2560
#define CAMERA_CHASE_SPEED 12        /* a chase camera closes 1/12 of the gap a tick */
#define CAMERA_LOOK_SPEED 4
#define CAMERA_COMBAT_SPEED 8
#define CAMERA_MAX_ELEVATION (85 * 182)
#define CAMERA_NO_NUMBER (-1)
/* Items and fixed cameras the run-time bit sets below can mark; the original
 * allows 256 items and far fewer cameras. */
#define CAMERA_MAX_ITEMS 1024
#define CAMERA_MAX_FIXED 1024

typedef struct {
    int32_t x, y, z;
    int16_t room;
} GameVec;

/* The level's cinematic camera frames (game/camera/cinematic.c): cut-scenes
 * play them from an origin (the original keeps it in the camera position
 * and target angle while a cut-scene runs; the actors stand there too), and
 * in-game cinematics (Midas's touch, the Scion) from an item's place. */
typedef struct {
    bool cutscene;          /* a cut-scene is playing: the frames are the camera */
    int32_t frame;          /* frame shown (index into Level.cinematic_frames) */
    Vec3i origin;           /* where the frames and actors are placed */
    int16_t origin_room;
    int16_t angle;          /* their yaw */
    int16_t fov;            /* the frame's field of view (16-bit angle), 0 = default */
    int16_t roll;           /* the frame's roll */
} CameraCinematic;

typedef struct GameCamera {
    GameVec pos;
    GameVec target;
    int16_t type;           /* CameraType */
    int16_t last_type;
    int16_t flags;          /* CameraFlags */
    int32_t shift;          /* vertical push out of floor/ceiling, drawn only */
    int32_t fixed_camera;   /* last tick followed a fixed camera's item */
    int32_t number_frames;
    int32_t bounce;
    int32_t underwater;     /* the camera's room is underwater */
    int32_t target_distance;
    int32_t target_square;
    int16_t target_angle;
    int16_t target_elevation;
    int16_t actual_elevation;
    int16_t actual_angle;
    int16_t number;         /* fixed camera in use, -1 none */
    int16_t last;           /* fixed camera of the last tick, -1 none */
    int16_t timer;          /* ticks left on a fixed camera; -1 = ran out */
    int16_t speed;          /* divisor of the approach to the ideal position */
    int item;               /* item looked at, -1 = Lara */
    int last_item;          /* item of the last tick, -1 none */
    /* Looked-at marks of items (the original keeps one bit in each item): an
     * item watched once is not watched again by a plain trigger. */
    uint8_t looked_at[CAMERA_MAX_ITEMS / 8];
    /* Fixed cameras used by a one-shot trigger. */
    uint8_t fixed_one_shot[CAMERA_MAX_FIXED / 8];
    CameraCinematic cine;   /* type CAM_CINEMATIC (cinematic.c) */
    /* A fixed camera an object forces on the view until the level ends
     * (TR3's ForcedFixedCamera and UseForcedFixedCamera: the tube train
     * after its kill); not saved, as the original's. */
    bool forced;
    GameVec forced_pos;
} GameCamera;

/* The original's level-start set-up: target at Lara, 1024 above her feet,
 * the position 100 units behind that, chase type; then one update. */
void Camera_Init(struct Game *g);
/* One tick (the original's CalculateCamera). */
void Camera_Update(struct Game *g);

/* The view to draw from: the camera position (moved by its floor/ceiling
 * shift) looking at the target, as the original's phd_LookAt. Angles are
 * 16-bit; yaw 0 looks along +z, positive pitch looks up; roll is zero
 * outside cut-scenes. */
void Camera_GetView(const struct Game *g, Vec3i *pos, int16_t *room, int16_t *yaw,
                    int16_t *pitch, int16_t *roll);

/* Triggers (the trigger system calls these; the original keeps them in its
 * trigger test). They read the level's parsed trigger records
 * (engine/level/level_floor.h). */

/* Before a trigger under Lara runs (and unless a heavy camera is running):
 * keeps the fixed camera of the last tick if the trigger's commands (n of
 * them) name it again, and the trigger's target item if it may be watched. */
void Camera_RefreshFromTrigger(struct Game *g, const TriggerCommand *cmd, uint32_t n);
/* A trigger's camera command (its camera, timer, once and glide), and what
 * the trigger is (a switch, a combat trigger, a switch with a timer being
 * switched off, a heavy trigger). Starts the fixed (or heavy) camera unless
 * the rules of the original say otherwise. */
void Camera_TriggerFixed(struct Game *g, const TriggerCommand *cmd, bool is_switch,
                         bool is_combat, bool switch_timer_off, bool heavy);

bool Camera_FixedOneShotUsed(const GameCamera *c, int camera_num);
/* Forces a fixed camera at `at` looking at Lara from the next tick on, as
 * TR3's train does once it has killed her (the original's
 * ForcedFixedCamera); a camera already forced stays where it is. */
void Camera_ForceFixed(struct Game *g, GameVec at);

/* Looked-at marks (see GameCamera.looked_at). */
bool Camera_ItemLookedAt(const GameCamera *c, int item);
void Camera_SetItemLookedAt(GameCamera *c, int item);

/* Cinematic frames (game/camera/cinematic.c). Camera_StartCutscene: the
 * cut-scene's origin is where its first actor (TR1's O_PLAYER_1, TR2's
 * Lara: GameRules.cutscene) stands, angle 0
 * (the gameflow may then move it), frame 0, type CAM_CINEMATIC.
 * Camera_UpdateCutscene: the camera of the frame shown, placed at the
 * origin (the cut-scene's tick; the caller advances cine.frame).
 * Camera_InvokeCinematic / Camera_InGameCinematic: the in-game variant
 * (Midas's touch, the Scion): frames from 0 placed at pos turned by yaw, the
 * frame advanced by each call (up to the last); Camera_Update's owner calls
 * it instead of the chase camera while type == CAM_CINEMATIC. The view's roll
 * and field of view are in cine.roll / cine.fov. */
void Camera_StartCutscene(struct Game *g);
/* The room whose box (less its outer wall ring; its floor and ceiling
 * heights) holds the point, the first in index order, alternates never
 * counted; -1 when none (the original's cut-scene room look-up). */
int Camera_RoomAt(const struct Level *lv, int32_t x, int32_t y, int32_t z);
void Camera_UpdateCutscene(struct Game *g);
void Camera_InvokeCinematic(struct Game *g, Vec3i pos, int16_t yaw);
void Camera_InGameCinematic(struct Game *g);

/* The original's atan, bit for bit (engine/math's Math_Atan2 rounds the
 * table index where the original truncates): Camera_Atan(z, x) is the yaw
 * of the direction (x, z) in 0..65535, with the original's quirk that just
 * west of +z it gives 0xFFFF - a rather than 0x10000 - a. */
int32_t Camera_Atan(int32_t z, int32_t x);
/* The original's phd_GetVectorAngles: out[0] the yaw, out[1] the pitch
 * (positive = up) of the direction (x, y, z), the pitch worked on the
 * vector scaled down until every part fits 16 bits. Lara's aim and TR3's
 * creatures' projectiles use it. */
void Camera_VectorAngles(int32_t x, int32_t y, int32_t z, int16_t out[2]);

#endif
