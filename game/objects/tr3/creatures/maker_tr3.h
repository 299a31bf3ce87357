/* What TR3's two creature emitters share (the raptor maker, rapmaker.c,
 * and the flying mutant emitter, flymaker.c): a list of up to three items
 * of one kind carrying AI_MODIFY, made on the emitter's first active tick;
 * the countdown between two; bringing one back at the emitter; and their
 * saved state (the countdown, whether listed, the three item numbers). */
#ifndef TOMB8_GAME_OBJECTS_TR3_CREATURES_MAKER_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_CREATURES_MAKER_TR3_H

#include <stdbool.h>
#include <stdint.h>

struct Game;
struct Item;
struct SerialReader;
struct SerialWriter;

#define TR3_MAKER_MAX 3

typedef struct Tr3Maker {
    int16_t wait;                 /* the original's item_flags[0] */
    bool listed;
    int16_t ids[TR3_MAKER_MAX];   /* ITEM_NONE: none */
} Tr3Maker;

/* The emitter's state, allocated as its item's data, the list empty;
 * NULL when out of object memory. */
Tr3Maker *Tr3Maker_Alloc(struct Game *g, int index, int16_t wait);

/* Lists the level's first three `kind` items carrying AI_MODIFY, taking
 * them out of the world when `kill`. */
void Tr3Maker_List(struct Game *g, Tr3Maker *m, int16_t kind, bool kill);

/* Brings item `id` back as its kind starts: at the emitter's spot and
 * facing, whole, with its kind's hit points, active, given an AI slot. */
void Tr3Maker_Revive(struct Game *g, int id, const struct Item *maker);

void Tr3Maker_Save(const struct Game *g, int item, struct SerialWriter *w);

/* Reads what Tr3Maker_Save wrote; a countdown above max_wait or a listed
 * item not of `kind` fails the load with "`what` state out of range". */
void Tr3Maker_Load(struct Game *g, int item, struct SerialReader *r, int16_t max_wait,
                   int16_t kind, const char *what);

#endif
