/* Lara's inventory as counts: what she picked up (guns, ammunition,
 * medipacks, keys, puzzle pieces, artefacts, the Scion), keyed by the
 * objects' inventory ("option") ids as the original's ring keeps them.
 * Picking up a gun or its ammunition moves rounds into Lara's weapon
 * state as the original does; the rings and their screens are not here. */
#ifndef TOMB8_GAME_INVENTORY_INVENTORY_H
#define TOMB8_GAME_INVENTORY_INVENTORY_H

#include <stdbool.h>
#include <stdint.h>

struct Game;

#define INVENTORY_SLOTS 256

/* Rounds one ammunition pickup gives (two clips; the shotgun's clip of six
 * counts two shells each). */
#define INVENTORY_MAGNUM_AMMO 50
#define INVENTORY_UZI_AMMO 100
#define INVENTORY_SHOTGUN_AMMO 12

typedef struct {
    int16_t count[INVENTORY_SLOTS]; /* by option object id */
} Inventory;

/* Empties it. */
void Inventory_Clear(Inventory *inv);
/* The inventory id of a pickup (O_SHOTGUN_ITEM -> O_SHOTGUN_OPTION, the
 * option ids map to themselves); -1 for objects that never go there. */
int Inventory_Option(int object_id);
/* The original's Inv_AddItem: one more of the object (guns take the
 * ammunition already carried for them, ammunition for a gun she has goes
 * straight into the weapon). False when the level has no inventory model
 * for it or it does not count as an item. */
bool Inventory_Add(struct Game *g, int object_id);
/* The inventory id of an object in the Game's own numbering (its rules'
 * inventory_option, TR1's Inventory_Option without one). */
int Inventory_OptionOf(const struct Game *g, int object_id);
/* How many she has (the original's Inv_RequestItem). */
int Inventory_Count(const struct Game *g, int object_id);
/* One fewer; false if she had none. */
bool Inventory_Remove(struct Game *g, int object_id);
/* TR2's (game/inventory/inventory_tr2.c, GameRules_TR2): its ids' ring
 * counts (Inventory_OptionTR2 is GameRules_TR2.inventory_option: each
 * pickup to its ring object, the ring's own objects to themselves); the
 * secrets are counted as found, not carried. */
int Inventory_OptionTR2(int object_id);
bool Inventory_AddTR2(struct Game *g, int object_id);
bool Inventory_RemoveTR2(struct Game *g, int object_id);
/* TR3's (game/inventory/inventory_tr3.c, GameRules_TR3): TR2's way with
 * TR3's ids, rounds and rules (a box of flares is eight, harpoons go into
 * the gun's rounds, the artefacts on the keys ring, no save crystals on
 * the PC game). */
int Inventory_OptionTR3(int object_id);
bool Inventory_AddTR3(struct Game *g, int object_id);
bool Inventory_RemoveTR3(struct Game *g, int object_id);
/* The start of a level as the demo mode has it: the pistols. */
void Inventory_InitLara(struct Game *g);

#endif
