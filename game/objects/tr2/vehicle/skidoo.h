/* TR2's skidoo (O2_SKIDOO_FAST): Lara gets on it from either side, drives
 * it (acceleration, turning, slopes, jumps and landings, walls, running
 * creatures over), falls off it or gets off; the armed skidoo a dead
 * driver leaves behind is the same object with its guns (her fire key
 * shoots them). Her animations while she rides come from O2_LARA_SKIDOO's
 * set; the skidoo plays the same animation numbers from its own model.
 * Numbers and order of work as the original (TRX src/tr2
 * game/objects/vehicles/skidoo_common.c, decomp/skidoo.c). */
#ifndef TOMB8_GAME_OBJECTS_TR2_VEHICLE_SKIDOO_H
#define TOMB8_GAME_OBJECTS_TR2_VEHICLE_SKIDOO_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/item.h"
#include "engine/sim/sim_draw.h"

struct Game;

#define SKIDOO_MIN_SPEED 15
#define SKIDOO_MAX_SPEED 100
#define SKIDOO_SLOW_SPEED 50  /* with the walk key held */
#define SKIDOO_FAST_SPEED 150 /* with the action key held (unarmed skidoo) */
#define SKIDOO_ACCELERATION 10
#define SKIDOO_SLOWDOWN 2
#define SKIDOO_BRAKE 5
#define SKIDOO_REVERSE (-5)
#define SKIDOO_MAX_BACK (-30)
#define SKIDOO_TURN (0x10000 / 360 / 2 + SKIDOO_UNDO_TURN) /* 455 */
#define SKIDOO_UNDO_TURN (0x10000 / 360 * 2)               /* 364 */
#define SKIDOO_MAX_TURN (0x10000 / 360 * 6)                /* 1092 */
#define SKIDOO_MOMENTUM_TURN (0x10000 / 360 * 3)           /* 546 */
#define SKIDOO_MAX_MOMENTUM_TURN (0x10000 / 360 * 150)     /* 27300 */
#define SKIDOO_GET_OFF_DIST 330
/* track_mesh: bits 0-1 the animated track's frame (1, 2; 0 still), bit 2
 * the guns (an armed skidoo: drawn with O2_SKIDOO_ARMED's meshes). */
#define SKIDOO_GUN_MESH 4

/* Lara's states in O2_LARA_SKIDOO's set. */
enum {
    SKIDOO_LS_SIT = 0,
    SKIDOO_LS_GET_ON = 1,
    SKIDOO_LS_LEFT = 2,
    SKIDOO_LS_RIGHT = 3,
    SKIDOO_LS_FALL = 4,
    SKIDOO_LS_HIT = 5,
    SKIDOO_LS_GET_ON_L = 6,
    SKIDOO_LS_GET_OFF_L = 7,
    SKIDOO_LS_STILL = 8,
    SKIDOO_LS_GET_OFF_R = 9,
    SKIDOO_LS_LET_GO = 10,
    SKIDOO_LS_DEATH = 11,
    SKIDOO_LS_FALLOFF = 12,
};

/* Her animations in that set (the rest follow from its state changes). */
enum {
    SKIDOO_LA_GET_ON_L = 1,
    SKIDOO_LA_FALL = 8,
    SKIDOO_LA_DEAD = 15, /* the skidoo's own animation once she is dead */
    SKIDOO_LA_GET_ON_R = 18,
};

/* The skidoo's data (Item.data; saved with the item). */
typedef struct {
    int16_t track_mesh;
    int32_t skidoo_turn;
    int32_t left_fallspeed, right_fallspeed;
    int16_t momentum_angle;
    int16_t extra_rotation;
    int32_t pitch;
} SkidooInfo;

/* O2_SKIDOO_FAST and the snow its track throws up (O2_SNOW_SPRITE). */
void Skidoo_Setup(struct Game *g);
/* The original's skidoo initialise: its data at rest, momentum along its
 * facing. Also used when a dead driver's armed skidoo becomes hers. */
void Skidoo_Initialise(struct Game *g, int item);
/* Lara's tick on the skidoo (Vehicle_LaraControl calls it for
 * O2_SKIDOO_FAST): false when her own states run this tick (she let go
 * of it in the air). */
bool Skidoo_LaraControl(struct Game *g, Item *lara);
/* The skidoo drawn as the original draws it (a SimDrawItemFn's work for
 * O2_SKIDOO_FAST; -1 for anything else): an armed one with
 * O2_SKIDOO_ARMED's meshes, its track (mesh 1) turning while it drives
 * (O2_SKIDOO_TRACK's meshes 1 and 7 in turn). Reads only. */
int Skidoo_DrawItem(const struct Game *g, const Sim *s, int item, int32_t t, RenderMeshDraw *out,
                    int cap);
/* Snow behind a moving skidoo (the draw stream only: a look). */
void Skidoo_SnowEffect(struct Game *g, const Item *skidoo);

/* The engine's note at a speed (Q16, 0x10000 = the sample's rate): the
 * original's (0x10000 - (100 - speed) * 100), for the rider's eased note and
 * the driver's speed alike. */
int32_t Skidoo_EnginePitch(int32_t speed);

#endif
