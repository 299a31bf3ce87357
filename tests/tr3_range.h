/* A TR3 test range for creature tests (tests/tr_build.h on the shared
 * TR3 RANDO_TEST1.TR2): one room 10 x 6 sectors, Lara at one end facing
 * along +x, the creature `gap` sectors from her facing back, an optional
 * wall between them, and optionally a second creature. The shared level
 * has none of TR3's humans, so each is a stand-in made at test time:
 * Lara's meshes (with a mesh tree of its own) and a set of animations of
 * our own, one per entry of the kind's table (numbered as the original's
 * where its code names an animation: the deaths), every pose Lara's
 * standing frame. Each animation that loops can change to every other
 * state's first animation at any frame, so the kind's routine drives the
 * state flow; one followed by another (a blow) plays through to it;
 * the tests check its numbers (damage, ranges, hit points) and choices,
 * not the looks. */
#ifndef TOMB8_TESTS_TR3_RANGE_H
#define TOMB8_TESTS_TR3_RANGE_H

#include "tests/test_game.h"

/* One animation of a stand-in: its state, length in frames, speed (units
 * a tick), the animation that follows it (-1: itself) and whether it
 * holds its last frame (deaths). */
typedef struct {
    int16_t state;
    uint16_t frames;
    int16_t speed;
    int16_t next;
    bool hold;
} Tr3Anim;

typedef struct {
    int16_t id;
    const Tr3Anim *anims; /* NULL: the donor's own model (the monkey) */
    int num_anims;
    int gap;        /* sectors from Lara along x (may be 0: see gap_units) */
    int gap_units;  /* added to gap * 1024 */
    bool wall;
    /* A second creature (0: none), `other_gap` units beyond the first. */
    int16_t other_id;
    const Tr3Anim *other_anims;
    int other_num_anims;
    int other_gap;
} Tr3Range;

/* An item placed on the range: x and z in units (x < 0: on the first
 * creature's spot), its turn. */
typedef struct Tr3RangeItem {
    int16_t id;
    int32_t x, z;
    int16_t yaw;
} Tr3RangeItem;

/* What Tr3Range_OpenWith adds: more items (TR3's AI objects...), each
 * with a one-animation stand-in model of its own id when the level has
 * none; a wall with its last sector (z 4) open, a way round it. */
typedef struct {
    const Tr3RangeItem *items;
    int num_items;
    bool wall_gap;
} Tr3RangeExtra;

/* What Tr3Range_OpenShaped changes besides: the floor from the first
 * creature's sector to the far wall `raise` clicks higher (the creature
 * and the items on its spot on it), and the stand-in of the extra items
 * of id `item_id` given these animations (rather than one still one). */
typedef struct {
    int raise;
    int16_t item_id;
    const Tr3Anim *item_anims;
    int item_num_anims;
} Tr3RangeShape;

/* Where Tr3Range_OpenIn puts the range: the room's corner in sectors,
 * its size (0: 10 x 6), its floor in clicks (the ceiling 12 clicks
 * above) and how far from its corner along z Lara and the creatures
 * stand (0: 2.5 sectors). */
typedef struct {
    int x, z, nx, nz, floor_clicks, line_z;
} Tr3RangeRoom;

/* NULL when the shared level is missing or the level does not build (a
 * line on stderr). *other: the second creature or -1. */
TestGame *Tr3Range_Open(const Tr3Range *r, int *lara, int *creature, int *other);
TestGame *Tr3Range_OpenWith(const Tr3Range *r, const Tr3RangeExtra *x, int *lara, int *creature,
                            int *other);
TestGame *Tr3Range_OpenShaped(const Tr3Range *r, const Tr3RangeExtra *x, const Tr3RangeShape *sh,
                              int *lara, int *creature, int *other);
/* A stand-in model of id `id` added to the donor level: Lara's meshes
 * with a mesh tree of its own and the animations `anims`. */
bool Tr3Range_AddStandIn(Level *lv, uint32_t id, const Tr3Anim *anims, int n);
TestGame *Tr3Range_OpenIn(const Tr3Range *r, const Tr3RangeExtra *x, const Tr3RangeShape *sh,
                          const Tr3RangeRoom *room, int *lara, int *creature, int *other);
/* Wakes an item as a trigger wakes a creature (active, AI slot). */
void Tr3Range_Wake(TestGame *t, int item);
/* The item's animation relative to its model's first. */
int Tr3Range_RelAnim(const TestGame *t, int item);

/* A creature on the tests' patrol (its AI_PATROL1 item at (5632, 4608),
 * AI_PATROL2 at (5632, 1536)) watched for up to max_ticks ticks: the legs
 * it walked (changes of leg, up to 3) and whether a leg ended within 768
 * of each marker. */
typedef struct {
    int legs;
    bool near_p1, near_p2;
} Tr3Patrol;
Tr3Patrol Tr3Range_WatchPatrol(TestGame *t, int creature, int max_ticks);

#endif
