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
/* Zone kinds: ground zone k (0-based) is for walkers that climb k + 1
 * clicks (TR1 files have 2 ground zones, TR2/TR3 files 4); the fly zone
 * for swimmers and fliers. */
#define BOX_ZONE_GROUND 0
#define BOX_ZONE_GROUND2 1
#define BOX_ZONE_FLY (-1)

typedef enum {
    TARGET_NONE = 0,
    TARGET_PRIMARY = 1,
    TARGET_SECONDARY = 2,
} BoxTarget;

/* Ground zones per flip state in the level's zone words (TR1 2, TR2/TR3
 * 4; 0 without boxes). */
int Box_GroundZones(const struct Game *g);
/* The zone array (a zone number per box) of one kind in one flip state;
 * NULL when the level has no boxes or no such zone. */
const int16_t *Box_ZoneArray(const struct Game *g, int kind, bool flipped);
/* The zone kind a lot searches: fly, or the ground zone of its step. */
int Box_LotZoneKind(const Lot *lot);
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
/* Whether a box is a good place to watch the enemy from (near it, not in
 * front of it, not on the far side of it from the creature). */
bool Box_StalkBox(const struct Game *g, const Item *item, const Item *enemy, int box_num);
/* Whether a box is far from the enemy and away from it. */
bool Box_EscapeBox(const struct Game *g, const Item *item, const Item *enemy, int box_num);
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
