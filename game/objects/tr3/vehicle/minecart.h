/* TR3's mine cart (O3_MINECART), as the original's minecart.cpp: Lara
 * climbs in with the action key (hands free, standing within about 447 of
 * it and touching it), from its right side (animation 46) or its left
 * (0); on her way in she takes the wrench (frame 20 of animation 5: the
 * rider object's hand mesh in her hand) and the cart starts with a clunk.
 * It rolls along its track by itself: its speed (1/256ths) never drops
 * below 2560, grows by four times its gradient (the floor 256 ahead lower
 * than under it), and below 32 a tick the pulley pulls it at 32; a sector
 * with a mine-cart turn function (the floordata's MINEL / MINER, read as
 * the triggers are, from the sector it ended the last tick in) swings it
 * round a quarter circle of 3.5 sectors to that side, a sector with both
 * stops it where it crosses the middle of a sector unless it comes in at
 * 0xF000 or more. Jump brakes (1536 a tick) while held, duck ducks (the
 * static meshes then miss her), action swings the wrench (which works the
 * track's switches: an ANIMATING_2 at its first frame that the cart meets
 * on frames 12..22 of the swipe runs the heavy triggers under it and moves
 * on a frame; the kind's collision is the animating props' solid one,
 * scenery_tr3.c), left / right
 * lean. At a stop, roll with left / right climbs out to that side where
 * the floor there is fit to stand on under room enough. Its dangers: a
 * wall or a rise of more than 512 half a sector ahead kills her (the
 * crash); leaning past 4096 on a fast turn tips it over (she falls out
 * and dies where it comes to rest); a static mesh it hits costs her 25
 * for each 2048 of speed (20 at least) and kills her at 0; a drop of
 * more than 576 ahead throws it up (it falls back at 1025 a tick); the
 * creatures it meets are run over. The camera looks down 45 degrees at
 * two sectors (the crash and tip-over have their own). The sounds: its
 * start, the track's roll, the pulley, the brake's screech, landing and
 * tipping. Not done: the sounds' pitch, the blood's sparks (cosmetic). */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_MINECART_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_MINECART_H

#include <stdbool.h>
#include <stdint.h>

struct Game;

#define CART_GET_IN_REACH2 200000
#define CART_MIN_SPEED 2560       /* 1/256ths */
#define CART_PULLEY_SPEED 32      /* a tick */
#define CART_BRAKE 1536
#define CART_NO_STOP_SPEED 0xF000 /* this fast a stop sector does not stop it */
#define CART_TURN_RADIUS 3584
#define CART_TIP_ROLL 4096
#define CART_CAMERA_ELEVATION (-8190)
#define CART_CAMERA_DISTANCE 2048

/* The rider's states (the original's numbers). */
enum {
    CART_S_GET_IN = 0,
    CART_S_GET_OUT = 1,
    CART_S_GET_OUT_L = 2,
    CART_S_GET_OUT_R = 3,
    CART_S_STILL = 4,
    CART_S_DUCK = 5,
    CART_S_MOVE = 6,
    CART_S_RIGHT = 7,
    CART_S_LEFT = 9,
    CART_S_BRAKE_IN = 11,
    CART_S_FWD = 12,      /* downhill */
    CART_S_BACK = 13,     /* uphill */
    CART_S_TIP = 14,
    CART_S_WALL_DEATH = 16,
    CART_S_HIT = 17,
    CART_S_SWIPE = 18,
    CART_S_BRAKE = 19,
};

/* The rider's animations the code names (relative to O3_VEHICLE_ANIM). */
enum {
    CART_A_GET_IN_L = 0,
    CART_A_GET_OUT_L = 1,
    CART_A_WRENCH_IN = 5,
    CART_A_SWIPE = 6,
    CART_A_WRENCH_OUT = 7,
    CART_A_WALL_DEATH = 23,
    CART_A_TIP_END = 30,
    CART_A_TIP = 31,
    CART_A_HIT = 34,
    CART_A_GET_IN_R = 46,
    CART_A_GET_OUT_R = 47,
};

/* CartInfo.flags (the original's bits). */
enum {
    CART_F_WRENCH = 0x01,   /* the wrench in her hand */
    CART_F_TURN_L = 0x02,
    CART_F_TURN_R = 0x04,
    CART_F_OUT_R = 0x08,    /* she climbs out to its right */
    CART_F_MOVING = 0x10,
    CART_F_STOPPED = 0x20,
    CART_F_FROZEN = 0x40,   /* her animation stopped (dead) */
    CART_F_OWN_CAMERA = 0x80,
};

typedef struct {
    int32_t speed;              /* 1/256ths of a unit a tick */
    int32_t mid_pos, front_pos; /* the floor under it and 256 ahead */
    int32_t turn_x, turn_z;     /* the turn's centre */
    int32_t turn_len;           /* how far round the turn it is */
    int16_t turn_rot;           /* its heading where the turn began */
    int16_t y_vel;              /* thrown up over a drop (1/256ths) */
    int16_t gradient;
    int16_t flags;              /* CART_F_* */
    int16_t stop_delay;
    bool mine_left, mine_right; /* the turn functions of its last sector */
} CartInfo;

void MineCart_Setup(struct Game *g);

/* The track's note at a speed (Q16): the original's flags word
 * (speed << 15) + 0x1000000 read back as a pitch, 0x10000 + 128 a unit. */
int32_t Minecart_TrackPitch(int32_t speed);

#endif
