/* Things Lara uses in place: wall and underwater switches, keyholes and
 * puzzle holes. Each one's trigger (a switch, key or pick-up type trigger
 * naming the item) fires only once the item has been used. */
#ifndef TOMB8_GAME_OBJECTS_SWITCH_SWITCH_H
#define TOMB8_GAME_OBJECTS_SWITCH_SWITCH_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/item.h"

struct Game;

/* Switch animation states. */
enum {
    SWITCH_STATE_OFF = 0,
    SWITCH_STATE_ON = 1,
};

void Switch_Setup(struct Game *g);
void KeyHole_Setup(struct Game *g);
void PuzzleHole_Setup(struct Game *g);
/* One keyhole kind / one puzzle hole and its done kind, in any game's
 * numbering (GameRules.ids says which key or piece each takes). */
void KeyHole_SetupKind(struct Game *g, int object_id);
void PuzzleHole_SetupKind(struct Game *g, int hole_id, int done_id);
/* A switch's tick (every game's): always fully triggered, it goes back up
 * when its timer runs out. */
void Switch_Control(struct Game *g, int item);

/* A switch trigger asks its switch: true once Lara has thrown it (the
 * switch's animation has ended, leaving it deactivated); a switch thrown
 * down with a timer stays active to flip back when the timer runs out. */
bool Switch_Trigger(struct Game *g, int item, int16_t timer);
/* The hole's side of the inventory (the original's keyhole and puzzle hole
 * collision): Lara standing within b of the hole with action (or a choice
 * from the ring) either gets the ring asked for, says no (wrong item, or
 * the hole already used) or gives up `option` (inventory id); true when
 * the item went in and she should use it. */
struct InteractBounds;
bool KeyHole_TakeItem(struct Game *g, Item *lara, Item *hole, int option,
                      const struct InteractBounds *b);
/* A key trigger asks its keyhole: true once, after the key went in and
 * Lara's hands are free again. */
bool KeyHole_Trigger(struct Game *g, int item);

#endif
