/* Collision as the original computes it for Lara (and later creatures):
 * probes of floor and ceiling ahead, left, right and under an item at a
 * radius, the verdict (front / left / right / top / clamp) and the shift
 * that puts the item back in open space. */
#ifndef TOMB8_GAME_COLLIDE_COLLIDE_H
#define TOMB8_GAME_COLLIDE_COLLIDE_H

#include "engine/anim/anim.h"
#include "engine/sim/item.h"

struct Game;

typedef enum {
    COLL_NONE = 0,
    COLL_FRONT = 1,
    COLL_LEFT = 2,
    COLL_RIGHT = 4,
    COLL_TOP = 8,
    COLL_TOP_FRONT = 16,
    COLL_CLAMP = 32,
} CollType;

/* One probe: floor and ceiling heights relative to the item's y (floor - y,
 * ceiling - y - height), and the height type of the floor there. */
typedef struct {
    int32_t floor;
    int32_t ceiling;
    int32_t type;           /* HeightType */
} CollProbe;

typedef struct CollInfo {
    CollProbe mid, front, left, right;
    int32_t radius;
    int32_t bad_pos, bad_neg, bad_ceiling; /* step limits (NO_BAD_POS...) */
    Vec3i shift;            /* move that resolves the collision */
    Vec3i old;              /* position before this tick's move */
    /* State, animation and frame before this tick's move (TR2's Lara
     * goes back to them when a wall stops her turning on the spot). */
    int16_t old_state, old_anim, old_frame;
    int16_t facing;         /* direction of the probe */
    int16_t quadrant;       /* facing rounded to 0..3 */
    int16_t coll_type;      /* CollType */
    int32_t trigger;        /* handle of the trigger under the item (World.trigger_index), -1 none */
    uint8_t climb;          /* climbable walls of the sector under it (World.climb) */
    bool monkey;            /* TR3: its monkey-swing flag (World.monkey) */
    int8_t tilt_x, tilt_z;
    bool hit_by_baddie;
    bool hit_static;
    bool slopes_are_walls;
    bool slopes_are_pits;
    bool lava_is_pit;
    bool enable_baddie_push;
    bool enable_spaz;
} CollInfo;

/* "No limit": the original's NO_BAD_POS is -NO_HEIGHT (+32512) and NO_BAD_NEG
 * is NO_HEIGHT (-32512); the probes compare plainly (floor > bad_pos). */
#define COLL_NO_BAD_POS 32512
#define COLL_NO_BAD_NEG (-32512)

/* Fills c's probes and verdict for an item at (x, y, z) in `room` of height
 * obj_height, probing along c->facing at c->radius (the original's
 * GetCollisionInfo). Every probe looks its sector up 160 units above the
 * item's top, starting from the room the previous probe ended in (mid,
 * front, left, right). Also sets c->trigger (the mid probe's trigger),
 * c->tilt_x / tilt_z (the mid sector's slant, read at Lara's own height as
 * the original does) and c->hit_static (static meshes push before the
 * verdict). c->shift is what Coll_ShiftItem then applies. */
void Coll_GetCollisionInfo(struct Game *g, CollInfo *c, int32_t x, int32_t y, int32_t z,
                           int16_t room, int32_t obj_height);
/* The original's FindGridShift: the move along one axis that takes src
 * across the boundary of its sector facing dst, one unit in (0 when both
 * are in the same sector). The collision uses it to bring a probe that hit
 * a wall back into the item's own sector. */
int32_t Coll_FindGridShift(int32_t src, int32_t dst);
/* The original's CollideStaticObjects: whether a box of c->radius and
 * `height` standing at (x, y, z) overlaps a solid static mesh of the rooms
 * around; sets c->shift / coll_type / hit_static as the collision does
 * (c->quadrant and c->old are read). Pushable blocks test their way. */
bool Coll_CollideStaticObjects(struct Game *g, CollInfo *c, int32_t x, int32_t y, int32_t z,
                               int16_t room, int32_t height);
/* Whether a solid static mesh of the rooms around overlaps the box of
 * half-width `radius` standing `height` tall on (x, y, z) (the original's
 * GetStaticObjects, TR3's test for room behind her before she backs off a
 * crawlspace's edge). */
bool Coll_StaticInBox(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t room,
                      int32_t radius, int32_t height);
/* Applies c->shift to the item and clears it. */
void Coll_ShiftItem(Item *it, CollInfo *c);

/* The original's "nearby rooms" (GetNearByRooms): `room` itself, then the
 * rooms of the four corners of a box of half-width r at y and at y - h,
 * each once. */
#define NEAR_ROOMS_MAX 100 /* the original's room-list capacity */
typedef struct {
    int16_t room[NEAR_ROOMS_MAX];
    int count;
} RoomList;
void Coll_NearRooms(struct Game *g, RoomList *l, int32_t x, int32_t y, int32_t z, int32_t r,
                    int32_t h, int16_t room);
/* The original's Item_UpdateRoom: looks up the sector at the item's
 * position + (0, height, 0) from its room, stores the floor height there in
 * item->floor and moves the item to the room found (Sim_ItemNewRoom). */
void Coll_UpdateRoom(struct Game *g, int item, int32_t height);
/* The original's LaraBaddieCollision: clears Lara's hit status and hit
 * direction, then (while she lives) calls the collision routine of every
 * collidable, visible item within 4096 units on each axis in her room and
 * the rooms its portals lead to (12 rooms at most), walking each room's item
 * list; resets hit_frame when nothing set a hit direction. Lara's hit
 * effects (projectiles) are the game layer's. */
/* Nothing at all while she plays a TR2 extra animation (Lara.extra_anim). */
void Coll_LaraBaddieCollision(struct Game *g, Item *lara, CollInfo *c);

/* Per-object collision routines (the original's object "collision"
 * function), ObjectInfo.collision of every object id (to OBJECT_MAX: TR3's
 * reach past 255); NULL = none. */
typedef void (*CollObjectRoutine)(struct Game *g, int item, Item *lara, CollInfo *c);

/* ---- items against Lara ------------------------------------------------------
 * The original's generic pieces object collision routines are made of. */

/* A bounding sphere of one mesh, world coordinates. */
typedef struct {
    int32_t x, y, z, r;
} CollSphere;

/* The key frame the original takes as an item's current frame (its
 * GetBestFrame: the nearer key, with the original's rate quirk at an
 * animation's end). False (out zeroed) without a usable animation. */
bool Coll_GetBestFrame(const Level *lv, const Item *it, AnimFrame *out);
/* The item's mesh spheres in world space for its best frame (the
 * original's GetSpheres); returns how many (at most cap). `extra`, when not
 * NULL, supplies the extra bone rotations (creature head turns) that the
 * mesh tree asks for, as the original reads them from the item's data. */
int Coll_GetSpheres(const struct Game *g, const Item *it, CollSphere *out, int cap,
                    const int16_t *extra);
/* Which of item's spheres touch any of Lara's (bit per mesh); stored in
 * item->touch_bits as the original does. */
uint32_t Coll_TestCollision(const struct Game *g, Item *item, const Item *lara);
/* Whether src (Lara) is within dst's best-frame box grown by radius, in
 * dst's frame (the original's TestBoundsCollide). */
bool Coll_TestBoundsCollide(const struct Game *g, const Item *src, const Item *dst,
                            int32_t radius);
/* The original's Lara_Push: moves Lara out of item's box (grown by her
 * radius when big_push), optionally taking a hit (hit direction, hit frame,
 * body-slam sound), then re-probes and either undoes the push or accepts it
 * and updates her room (from the pushing item's position, as the original). */
void Coll_LaraPush(struct Game *g, const Item *item, CollInfo *c, bool hit_on, bool big_push);

/* Ready-made routines for Game.coll_objects (the original's
 * Object_Collision, Object_CollisionTrap and Creature_Collision). */
void Coll_ObjectCollision(struct Game *g, int item, Item *lara, CollInfo *c);
void Coll_TrapCollision(struct Game *g, int item, Item *lara, CollInfo *c);
void Coll_CreatureCollision(struct Game *g, int item, Item *lara, CollInfo *c);

#endif
