/* The level's mesh pointers as the game changes them: the originals keep
 * one table of mesh pointers (meshes[], an object's meshes from its
 * mesh_index on) and Lara's own fifteen (lara.mesh_ptrs), and a few
 * routines write them:
 *   - TR3 copies its LARA_SKIN object's meshes into Lara's object as a
 *     level starts (LaraInitialiseMeshes; GameObjectIds.lara_skin);
 *   - DRAW_RIGHTGUN / DRAW_LEFTGUN (TR2/TR3's flipeffects 14 / 15) trade
 *     her thigh and hand meshes with the pistols' object's; TR1's
 *     DRAW_RIGHTGUN (its 14; its 15 is CHAINBLOCK) trades the right thigh
 *     and hand of the item's own object (a cut-scene actor) with the
 *     pistols' object's instead, leaving Lara's slots alone;
 *   - MESH_SWAP1..3 (TR2/TR3's 18..20) trade all the meshes of an item's
 *     object with a mesh-swap object's; the third also gives them to Lara
 *     when the item is her.
 * Game.mesh_map holds the table: the level's num_mesh_pointers entries
 * (entry p: the pointer drawn where the level's p would be; the Sim reads
 * it through Sim.mesh_map for every item drawn) and, past them, one entry
 * per mesh slot of Lara's for a mesh she was handed by a trade
 * (Lara.mesh_swap = LARA_MESH_HELD). Her other slots name the object whose
 * slot they show, read through the table; before the table changes under
 * such a slot, the slot keeps what it showed (the originals copy the
 * pointer when they give her a mesh). Saved with Lara. */
#ifndef TOMB8_GAME_MESH_TABLE_H
#define TOMB8_GAME_MESH_TABLE_H

#include <stdbool.h>
#include <stdint.h>

struct Game;
struct SerialWriter;
struct SerialReader;

/* The level's table as it starts (Game_Attach, before Lara): the level's
 * own pointers, TR3's skin copied into Lara's object; hands it to the Sim.
 * False on out-of-memory. */
bool MeshTable_Init(struct Game *g);

/* The mesh (index into the level's meshes) Lara's slot k shows. */
uint32_t MeshTable_LaraMesh(const struct Game *g, int k);

/* draw_right_gun / draw_left_gun: her slot `slot` and the same slot of
 * `object` change places. Nothing without the object or the slot. */
void MeshTable_TradeWithLara(struct Game *g, int slot, int object);

/* TR1's draw_right_gun: slot `slot` of `object` and the same slot of
 * `other` change places in the table (Lara's slots reading either keep
 * what they showed). Nothing without either object or the slot. */
void MeshTable_TradeSlot(struct Game *g, int object, int other, int slot);

/* swap_meshes_with_meshswapN: each mesh of `object` (as many as it has)
 * changes places with `other`'s at the same offset (the originals' loop
 * runs over the first object's count only, on into the objects after the
 * second's); with lara_takes (the third's, on her item) Lara's slots are
 * given the meshes her object now has. */
void MeshTable_TradeObjects(struct Game *g, int object, int other, bool lara_takes);

/* Lara's slots and the table's changes, in the LARA section of a save. */
void MeshTable_Save(const struct Game *g, struct SerialWriter *w);
void MeshTable_Load(struct Game *g, struct SerialReader *r);

#endif
