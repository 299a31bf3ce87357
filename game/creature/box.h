/* Pathfinding over the level's boxes, as the original: the zones that say
 * which boxes a kind of creature can reach, the breadth-first search that
 * leads from the target box back to every box ("exit" boxes), target
 * points inside boxes, and the floor test that keeps a creature inside the
 * boxes it may use. */
#ifndef TOMB8_GAME_CREATURE_BOX_H
#define TOMB8_GAME_CREATURE_BOX_H

#include "engine/sim/item.h"
#include "game/creature/lot.h"

struct Game;

#define BOX_MAX_EXPANSION 5     /* boxes searched per creature per tick */
#define BOX_ZONE_GROUND 0       /* walkers that climb one click */
#define BOX_ZONE_GROUND2 1      /* walkers that climb more */
#define BOX_ZONE_FLY 2          /* swimmers and fliers */

typedef enum {
    TARGET_NONE = 0,
    TARGET_PRIMARY = 1,
    TARGET_SECONDARY = 2,
} BoxTarget;

/* The zone array (a zone number per box) of one kind in one flip state;
 * NULL when the level has no boxes. */
const int16_t *Box_ZoneArray(const struct Game *g, int kind, bool flipped);
/* The zone array a creature with this lot uses in the current flip state. */
const int16_t *Box_LotZone(const struct Game *g, const Lot *lot);
/* Box data with bounds checks: height (the box's floor), run-time overlap
 * word (blocked bits included). A bad box reads as an unreachable height
 * and as blocked. */
int32_t Box_Height(const struct Game *g, int box);
uint16_t Box_Overlap(const struct Game *g, int box);
/* The box of a sector (LOT_NO_BOX when none). */
int16_t Box_OfSector(const struct Game *g, const RoomSector *s);

/* Runs `expansion` steps of the lot's search (the original's SearchLOT);
 * false when the queue ran dry. */
bool Box_SearchLot(const struct Game *g, Lot *lot, int expansion);
/* Starts a new search when the required box changed, then searches. */
bool Box_UpdateLot(const struct Game *g, Lot *lot, int expansion);
/* Picks a random point in box_num as the target (two control-stream
 * numbers) and requires the box. */
void Box_TargetBox(struct Game *g, Lot *lot, int box_num);
/* Whether a box is a good place to watch Lara from (near her, not in
 * front of her, not on the far side of her from the creature). */
bool Box_StalkBox(const struct Game *g, const Item *item, int box_num);
/* Whether a box is far from Lara and away from her. */
bool Box_EscapeBox(const struct Game *g, const Item *item, int box_num);
/* Whether the creature could go to box_num: in its zone, not blocked for
 * it, and not the box it stands in. */
bool Box_ValidBox(const struct Game *g, const Item *item, int16_t zone_num, int box_num);
/* Where the creature should head this tick: through the exit boxes
 * towards the target box, as far as a straight line inside the boxes
 * goes (the original's CalculateTarget; may draw control numbers). */
BoxTarget Box_CalculateTarget(struct Game *g, Vec3i *target, const Item *item, CreatureInfo *c);
/* Whether (x, y, z) is a floor the creature must not step onto from a box
 * of height box_height (next_height: the box it is heading for). */
bool Box_BadFloor(struct Game *g, int32_t x, int32_t y, int32_t z, int32_t box_height,
                  int32_t next_height, int16_t room, const Lot *lot);

#endif
