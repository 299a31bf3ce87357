/* Items: every entry of the level's item list becomes one Item, the unit the
 * simulation moves and animates. Plain data; all angles are 16-bit
 * (65536 to a turn), positions in world units. */
#ifndef TOMB8_ENGINE_SIM_ITEM_H
#define TOMB8_ENGINE_SIM_ITEM_H

#include "engine/level/level.h"

#define ITEM_LARA_OBJECT 0      /* object id of Lara in all three games */
#define ITEM_NO_ANIM (-1)
#define ITEM_NONE (-1)         /* end of an item list */

/* Bits of LevelItem.flags as stored in the file. */
#define ITEM_FILE_INVISIBLE   0x0100 /* starts invisible */
#define ITEM_FILE_CODE_BITS   0x3E00 /* activation mask, bits 9..13 */
#define ITEM_FILE_CODE_SHIFT  9
#define ITEM_MASK_FULL        0x1F
#define ITEM_DONT_TARGET      (-16384) /* hit points of things that have none */

typedef enum {
    ITEM_STATUS_INACTIVE = 0,
    ITEM_STATUS_ACTIVE = 1,
    ITEM_STATUS_DEACTIVATED = 2,
    ITEM_STATUS_INVISIBLE = 3,
} ItemStatus;

typedef struct Item {
    int16_t object_id;
    int16_t room;
    Vec3i pos;
    Vec3s rot;              /* x (pitch), y (yaw), z (roll) */

    int16_t model;          /* index into Level.models, -1 = none (sprite) */
    int16_t anim;           /* index into Level.animations, -1 = none */
    int16_t frame;          /* absolute frame number (as the data stores) */
    int16_t current_state, goal_state, required_state;
    int16_t speed, fall_speed;
    bool gravity;           /* falling: fall_speed + gravity move y */
    int32_t floor;          /* floor height under the item as control last stored it
                             * (the original's item->floor; traces print Lara's) */

    uint8_t activation_mask;/* 5 bits */
    bool one_shot;
    bool invisible;
    bool reverse;           /* started with a full mask: acts reversed */
    uint8_t status;         /* ItemStatus */
    int16_t hit_points;     /* ITEM_DONT_TARGET unless the object has health */
    int16_t timer;
    uint32_t mesh_bits;     /* meshes drawn (bit per mesh), all set at start */
    uint32_t touch_bits;    /* meshes touching Lara this tick (game layer) */
    bool hit_status;        /* hit this tick (game layer) */
    bool collidable;
    uint16_t flags;         /* raw file flags */
    int16_t intensity;

    /* Run-time lists as the original keeps them (Sim_AddActive,
     * Sim_ItemNewRoom): the next item in the same room and the next active
     * item, ITEM_NONE at the end; `active` = on the active list. */
    int16_t next_item;
    int16_t next_active;
    bool active;
    int16_t linked_room;    /* room whose list holds the item (-1 none); Sim only */

    /* Game-layer data (creature info, door state...): not hashed, not
     * touched by the engine. */
    void *data;
    int32_t data_index;
    /* TR3's AI objects (game layer, game/creature/ai_tr3.h): the behaviour
     * bits the AI objects on a creature's spot gave it at the level's
     * start (the original's ai_bits) and the turn of that AI object,
     * which names the creature's route (the original's item_flags[3]).
     * Saved; not hashed (TR1's traces hash the fields above). */
    uint8_t ai_bits;
    int16_t ai_tag;
    /* The pick-up a creature has taken and carries off (TR3's monkeys:
     * the original's carried_item as its thieves set it), ITEM_NONE
     * none. Saved; not hashed. */
    int16_t ai_carried;
    /* TR3's flaming punk (a flame emitter on his spot at the level's
     * start: the original's item_flags[2]): 3 as he is lit, one less for
     * each of his first two blows that land on Lara, 1 once his blows set
     * her alight; 0 for every other item. Saved; not hashed. */
    int16_t ai_fire;
} Item;

/* Pose state kept for rendering: the previous and the current tick, so a
 * renderer can interpolate. Written only by Sim_EndTick; never read back by
 * the simulation. */
typedef struct {
    Vec3i pos;
    Vec3s rot;
    int16_t room;
    int16_t anim, frame;
} ItemSnapshot;

#endif
