/* The simulation: the level's items, the PRNG streams and the input word,
 * advanced in fixed 30 Hz ticks. Deterministic: same level, same start and
 * same input words give the same state (Sim_Hash) on every tick.
 *
 * Rendering reads Sim_ItemPoseInterp / Sim_ItemInterp, which blend the
 * previous and the current tick; nothing a renderer does feeds back. */
#ifndef TOMB8_ENGINE_SIM_SIM_H
#define TOMB8_ENGINE_SIM_SIM_H

#include "engine/anim/anim.h"
#include "engine/sim/demo.h"
#include "engine/sim/input.h"
#include "engine/sim/item.h"
#include "engine/sim/prng.h"

#define SIM_TICK_HZ 30
#define SIM_LARA_START_ANIM 11 /* offset of the standing animation in Lara's set */
#define SIM_LARA_HIT_POINTS 1000
/* Item slots, as the original's item array: the level's items first, the
 * rest for items made at run time (darts, Thor's hammer head). */
#define SIM_MAX_ITEMS 256

typedef struct Sim Sim;

/* The world the items stand in (engine/world/floor.h): the game layer's
 * run-time rooms, which hold the flip map state. */
struct World;

typedef struct {
    /* Animate every item, not only the active ones (benchmarks). Off for
     * real runs: without creature code an inactive item playing its first
     * animation (a bat's flight) would move through walls. */
    bool animate_all;
} SimConfig;

struct Sim {
    const Level *level;
    uint32_t num_items;
    Item *items;
    ItemSnapshot *prev;     /* state after the previous tick (interpolation) */
    ItemSnapshot *cur;      /* state after the current tick */
    int lara;               /* item index of Lara, -1 if none */
    uint32_t tick;          /* ticks done */
    Prng prng;
    /* The input word: the one home of the player's keys. `input` is the
     * word of the tick being run (or last run), whole, as given (the trace
     * prints it); `input_prev` the word before it (edge detection). */
    InputWord input;
    InputWord input_prev;
    int32_t flip_effect;    /* continuous flipeffect, -1 none (game layer) */
    int32_t flip_timer;
    /* The run-time world (NULL: none, the map is never flipped). The flip
     * map state is held there (World.flipped), once; the Sim reads it to
     * find rooms and to hash and save it. */
    struct World *world;
    /* The original's run-time lists: the head of the active list and of
     * each room's item list (ITEM_NONE = empty). Both are head-inserted, so
     * items active at load run in reverse index order. */
    int16_t next_active;
    uint32_t num_rooms;
    int16_t *room_items;
    /* Run-time items (Sim_CreateItem): slots level_items .. max_items - 1,
     * free ones chained through next_item from next_free_item as the
     * original; num_items covers the highest slot ever used. */
    uint32_t level_items;
    uint32_t max_items;
    int16_t next_free_item;
    bool animate_all;
    AnimEvents events;
    /* The level's mesh pointers as the game layer has changed them (the
     * original's meshes[] table, which its mesh swaps write): entry p is
     * the mesh pointer drawn where the level's pointer p would be. Owned
     * by the game layer, like `world`; NULL: the level's own. Drawing
     * only reads it (Sim_MeshAt); not hashed (the game's saves hold it). */
    const uint32_t *mesh_map;
};

/* The mesh drawn for the level's mesh pointer `ptr` (< the level's
 * num_mesh_pointers), through Sim.mesh_map. */
uint32_t Sim_MeshAt(const Sim *s, uint32_t ptr);

/* Builds the item list from the level. Seeds both PRNG streams with
 * PRNG_DEMO_SEED. False (one line in err) only on out-of-memory. */
bool Sim_Init(Sim *s, const Level *lv, const SimConfig *cfg, char *err, size_t err_cap);
void Sim_Free(Sim *s);

/* Places Lara at a demo start state (position, rotation, room) in her
 * standing animation and reseeds both PRNG streams with PRNG_DEMO_SEED,
 * as the original's demo mode. No-op without Lara. */
void Sim_StartDemo(Sim *s, const Demo *d);

/* The original's list operations. Sim_AddActive puts an item at the head
 * of the active list (no-op if already there; the caller checks that the
 * object has a control routine, as the original's Item_AddActive does);
 * Sim_RemoveActive takes it off. Sim_ItemNewRoom moves an item from its
 * room's list to the head of `room`'s and sets item->room (bad rooms are
 * ignored); Sim_RemoveDrawn takes it off its room's list (a killed item).
 * Change an item's room only through these, or the lists go stale. */
void Sim_AddActive(Sim *s, int item);
void Sim_RemoveActive(Sim *s, int item);
void Sim_ItemNewRoom(Sim *s, int item, int room);
void Sim_RemoveDrawn(Sim *s, int item);
/* The original's CreateItem with the engine's half of its item set-up: the
 * first free slot past the level's items (a freed slot is reused first),
 * set up as a level item with that object, room (head of its list),
 * position and yaw would be: model, first animation, inactive, no
 * activation bits. The game layer adds its own set-up (hit points, floor,
 * the object's initialise). ITEM_NONE when every slot is taken. */
int Sim_CreateItem(Sim *s, int object_id, int room, Vec3i pos, int16_t yaw);
/* Gives a slot made by Sim_CreateItem back, as the original's Item_Kill
 * does for run-time items (call once the item is off both lists); level
 * items are left alone. */
void Sim_FreeItem(Sim *s, int item);

/* The engine's half of a tick, for a game layer that runs its own order
 * between them (game/game_tick.c): Sim_BeginTick takes the input word
 * (the old one becomes input_prev) and keeps the state before the tick for
 * interpolation; Sim_EndTick records the state after it and counts the
 * tick. */
void Sim_BeginTick(Sim *s, InputWord w);
void Sim_EndTick(Sim *s);
/* Makes w this tick's word without running a tick (a menu that stops the
 * world still shows the last word seen); the old one becomes input_prev. */
void Sim_SetInput(Sim *s, InputWord w);

/* Advances item i's animation in place (no game rules: no gravity, no
 * collision) and moves it to the room its position is in now. Items
 * without an animation stay. */
void Sim_AnimateInPlace(Sim *s, int item);

/* One tick without a game layer (the viewer of a level, tests of the
 * engine alone): every active item other than Lara animates in place (with
 * animate_all: every item), in active list order (each item's successor is
 * read after it ran, as the original), then Lara animates in place. */
void Sim_Step(Sim *s, InputWord w);

/* The flip map state of the world the Sim runs in (false without one). */
bool Sim_Flipped(const Sim *s);

/* Moves an item's room membership to where its position is now (portals,
 * rooms above/below). */
void Sim_UpdateItemRoom(Sim *s, int item);
/* Same, looking dy units below the item's position (Lara above water looks
 * from half her height: dy = -381, as the original; checked against the
 * reference traces in tests/test_world.c). */
void Sim_UpdateItemRoomAt(Sim *s, int item, int32_t dy);

/* FNV-1a (64-bit) over the canonical simulation state: tick, PRNG state,
 * flipeffect and flip map state (Sim_Flipped), the run-time lists (active, rooms, free
 * slots) and every item's fields (data_index included; not the game-layer
 * data pointer, not the interpolation snapshots). */
uint64_t Sim_Hash(const Sim *s);

/* Save games (game/save): every field Sim_Hash covers (the flip map state
 * is written here too, read back into the attached World if any, whose own
 * World_Load has the last word) plus the rest of each item (floor, model, intensity, list links), field by field. Sim_Load
 * reads them into a Sim initialised on the same level (Sim_Init), checking
 * every index against the level (rooms, models, animations, item slots);
 * item data pointers are left for the game layer, slots past the saved
 * item count are reset to never-used, and the interpolation snapshots show
 * the loaded state. False (reason in r->why) on a bad value; the Sim is
 * then only fit for Sim_Free. */
struct SerialWriter;
struct SerialReader;
void Sim_Save(const Sim *s, struct SerialWriter *w);
bool Sim_Load(Sim *s, struct SerialReader *r);

/* Interpolated placement / pose of item i between the previous tick (t = 0)
 * and the current one (t = 65536). A jump of more than SIM_SNAP_DISTANCE on
 * an axis or a turn of more than SIM_SNAP_ANGLE in one tick is shown at
 * once (t = 65536): it is a teleport or a TURN180, not motion. */
#define SIM_SNAP_DISTANCE 2048
#define SIM_SNAP_ANGLE 0x4000
void Sim_ItemInterp(const Sim *s, int i, int32_t t, Vec3i *pos, Vec3s *rot);
void Sim_ItemPoseInterp(const Sim *s, int i, int32_t t, AnimPose *out);

/* The item's first animation, following models that borrow another model's
 * animations (animation 0xFFFF: the model with the same skeleton that has
 * animations). -1 if none. */
int Sim_ModelFirstAnim(const Level *lv, const Model *m);

#endif
