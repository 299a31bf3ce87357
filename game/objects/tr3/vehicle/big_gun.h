/* TR3's big gun (O3_BIGGUN, the turret), as the original's biggun.cpp:
 * Lara takes it with the action key standing within about 173 of its
 * origin (hands free, not falling); she plays the rider's get-on
 * (O3_VEHICLE_ANIM's animation 0, the gun its own) into the aiming state,
 * whose animation (2) is not played but posed: its frame is the gun's
 * elevation (0..59, 30 level). Forward / back raise and lower it a step a
 * tick; left / right swing it with an easing turn rate (8 a tick more, to
 * 64, halved when reversing, a quarter of it a tick, ±544 steps of 45
 * units each side of where it stood); action fires a rocket (at most one
 * each 26 ticks) from 256 along its barrel (mesh 2) at 182 × (32 −
 * elevation) of pitch, the gun's heading, speed 16, with twice the
 * launcher rocket's damage and blast; roll (or her death) brings the
 * barrel back to level, a step a tick while roll is held, then she gets
 * off (animation 1) and stands. While she holds it creatures touching her
 * do not push her; the camera looks down 15 degrees. Not done: the
 * rocket's flame and smoke sparks (cosmetic), the draw of its first three
 * meshes only. */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_BIG_GUN_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_BIG_GUN_H

#include <stdint.h>

struct Game;

#define BIG_GUN_REACH2 30000
#define BIG_GUN_LEVEL 30        /* elevation at rest */
#define BIG_GUN_TOP 59
#define BIG_GUN_YAW_STEPS 544   /* each way */
#define BIG_GUN_YAW_UNIT 45
#define BIG_GUN_RELOAD 26
#define BIG_GUN_CAMERA_ELEVATION (-2730)

/* The rider's states (the original's BIGGUN_STATE). */
enum {
    BIG_GUN_S_GET_ON = 0,
    BIG_GUN_S_GET_OFF = 1,
    BIG_GUN_S_AIM = 2,
    BIG_GUN_S_RECOIL = 3,
};

/* The rider's animations (relative to O3_VEHICLE_ANIM; the gun plays the
 * same numbers of its own set). */
enum {
    BIG_GUN_A_GET_ON = 0,
    BIG_GUN_A_GET_OFF = 1,
    BIG_GUN_A_AIM = 2,
};

/* Flags: held (aiming), leaving (levelling the barrel), getting off. */
enum { BIG_GUN_F_HELD = 1, BIG_GUN_F_LEAVE = 2, BIG_GUN_F_OFF = 4 };

typedef struct {
    int16_t rot_x, rot_y;        /* elevation 0..59, swing ±544 */
    int16_t start_rot_y;         /* its heading at level start */
    int16_t fire_count;          /* ticks until it may fire again */
    int16_t flags;               /* BIG_GUN_F_* */
    int16_t rot_y_add;           /* the swing's rate (the original's static) */
} BigGunInfo;

void BigGun_Setup(struct Game *g);

#endif
