/* The object table: what every object id (the level's item kinds: Lara,
 * doors, switches, pickups, traps, creatures...) does, as the original's
 * per-object function table. Each kind's module registers its routines from
 * its setup function (listed once in object.c); the game loop calls them
 * through the table, never through a switch on object ids.
 *
 * TR1 object ids are in game/objects/object_ids.h. */
#ifndef TOMB8_GAME_OBJECTS_OBJECT_H
#define TOMB8_GAME_OBJECTS_OBJECT_H

#include "game/collide/collide.h"

struct Game;

#define OBJECT_MAX 256

typedef struct ObjectInfo {
    /* Item set-up at level start (the original's per-object initialise). */
    void (*initialise)(struct Game *g, int item);
    /* One tick of an active item (the original's control routine). */
    void (*control)(struct Game *g, int item);
    /* Against Lara (see Coll_LaraBaddieCollision). */
    CollObjectRoutine collision;
    /* Floor / ceiling functions of items a sector's trigger names
     * (trapdoors, bridges): adjust *height for a point on them. */
    void (*floor)(struct Game *g, int item, int32_t x, int32_t y, int32_t z, int32_t *height);
    void (*ceiling)(struct Game *g, int item, int32_t x, int32_t y, int32_t z, int32_t *height);
    int16_t hit_points;     /* ITEM_DONT_TARGET = not a target */
    int16_t radius;         /* collision radius (creatures) */
    int16_t pivot_length;   /* creatures: turning pivot */
    int16_t smartness;      /* creatures: pathfinding (0x7FFF = smart) */
    int16_t shadow_size;
    bool intelligent;       /* a creature: takes an AI slot */
    bool save_flags, save_position, save_hitpoints, save_anim;
} ObjectInfo;

/* Fills g->objects for the loaded level (every kind's setup function). */
void Object_SetupAll(struct Game *g);
/* Runs the initialise routine of every item whose object has one. */
void Object_InitialiseItems(struct Game *g);

#endif
