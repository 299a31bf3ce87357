/* The object table: what every object id (the level's item kinds: Lara,
 * doors, switches, pickups, traps, creatures...) does, as the original's
 * per-object function table. Each kind's module registers its routines from
 * its setup function (listed once in object.c); the game loop calls them
 * through the table, never through a switch on object ids.
 *
 * Adding a kind: write `void Foo_Setup(struct Game *g)` that fills
 * g->objects[O_FOO] (after Object_SetupAll has put every entry to its
 * defaults), declare it in your module's header and add one line to the
 * setup list in object.c.
 *
 * TR1 object ids are in game/objects/object_ids.h. */
#ifndef TOMB8_GAME_OBJECTS_OBJECT_H
#define TOMB8_GAME_OBJECTS_OBJECT_H

#include <stddef.h>

#include "engine/sim/sim_draw.h"
#include "game/collide/collide.h"
#include "game/objects/object_ids.h"

struct Game;
struct SerialWriter;
struct SerialReader;

#define OBJECT_MAX 384 /* TR3 numbers its objects up to 375; TR2 to 264 */
#define OBJECT_DEFAULT_RADIUS 10 /* the original's radius of every object */

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
    /* Effect kinds (game/effects: blood, splashes, projectiles...): one
     * tick of effect `fx` carrying this object id (the original's control
     * routine of an effect object). Kept apart from `control` so a level
     * item with such an id never runs it. */
    void (*effect_control)(struct Game *g, int fx);
    /* Drawing effect `fx` carrying this object id its own way (TR3's boss
     * bolts and rings: several sprites); NULL: the shared drawing
     * (Effect_AppendDraws). False: out of memory. Never changes the game. */
    bool (*effect_draw)(const struct Game *g, int fx, SimDrawList *dl);
    /* Vehicles (TR2+): one tick of Lara while she rides an item of this
     * kind (Lara.vehicle; see Vehicle_LaraControl): true when it took the
     * whole tick, false when her own states run (she has got off). NULL: a
     * vehicle that moves her from its own control (the boat) and only lets
     * her use her guns. */
    bool (*rider_control)(struct Game *g, Item *lara);
    /* TR3's triggers (game/trigger_tr3.c): an object that reads its
     * trigger's timer byte itself (the fish shoals, the lasers, the
     * ceiling spikes, the pendulum, the fire head) keeps what it needs and
     * returns the timer the item then gets; an anti trigger tells the
     * object (the shoal's leader, the earthquake) it is off; a dart
     * emitter still shooting ignores a new trigger. NULL / false: none. */
    int16_t (*trigger_timer)(struct Game *g, int item, int16_t timer);
    void (*anti_triggered)(struct Game *g, int item);
    bool trigger_ignored_while_active;
    /* A shield against Lara's guns and projectiles (TR3's Puna): true when
     * the hit at `at` (NULL: where is not known) glances off it and does no
     * harm. NULL: none. */
    bool (*deflects)(struct Game *g, int item, const Vec3i *at);
    int16_t hit_points;     /* ITEM_DONT_TARGET = not a target */
    int16_t radius;         /* collision radius (creatures) */
    int16_t pivot_length;   /* creatures: turning pivot */
    int16_t smartness;      /* creatures: pathfinding (0x7FFF = smart) */
    int16_t shadow_size;
    bool intelligent;       /* a creature: takes an AI slot */
    bool save_flags, save_position, save_hitpoints, save_anim;
    bool loaded;            /* the level has a model for this id */
    /* A vehicle under water (TR3's UPV): riding it, her air is its to
     * keep (her above-water tick does not refill it). */
    bool rider_keeps_air;
    /* Save games (game/save): an item's own data block (Item.data made by
     * the initialise routine with Object_Alloc) whose contents change
     * after the set-up is written and read back by value through these.
     * NULL for data that never changes once set up (a door's sectors, the
     * rolling ball's home): the loading game's own set-up made the same.
     * load_data fails the reader (Serial_Fail) on a bad value. AI slots
     * (creatures) are saved by game/save itself. */
    void (*save_data)(const struct Game *g, int item, struct SerialWriter *w);
    void (*load_data)(struct Game *g, int item, struct SerialReader *r);
    /* After a whole save is read, for each item of the kind: puts back
     * into the world what the original derives on load rather than saves
     * (TR3's robots and moving blocks mark their sectors' stoppers). */
    void (*after_load)(struct Game *g, int item);
} ObjectInfo;

/* Fills g->objects for the loaded level: defaults for every id, then every
 * kind's setup function. */
void Object_SetupAll(struct Game *g);
/* TR1's kinds (game/objects/object_tr1.c): GameRules_TR1.setup_objects. */
void Object_SetupTR1(struct Game *g);
/* TR2's kinds (game/objects/tr2/object_tr2.c): GameRules_TR2.setup_objects. */
void Object_SetupTR2(struct Game *g);
/* TR3's (game/objects/tr3/object_tr3.c): GameRules_TR3.setup_objects. */
void Object_SetupTR3(struct Game *g);
/* The original's level-start item set-up, in item order: hit points from
 * the table, an item that starts active (full activation mask) but whose
 * object has no control routine goes back to inactive, the floor under it,
 * then the object's initialise routine. Call once after Object_SetupAll. */
void Object_InitialiseItems(struct Game *g);

/* The table entry of an object id (a zeroed entry for ids out of range). */
const ObjectInfo *Object_Info(const struct Game *g, int object_id);

/* ---- item activation (the original's item list routines) ------------------ */

/* Puts an item on the active list if its object has a control routine;
 * otherwise only marks it inactive (the original's Item_AddActive). */
void Object_AddActive(struct Game *g, int item);
/* The original's Item_IsTriggerActive: whether a triggered item should act
 * now, from its activation mask, its reverse flag and its timer (a running
 * timer counts down here and ends at -1). */
bool Object_IsTriggerActive(Item *it);
/* Takes an item out of the game: off the active list and its room's list
 * (the original's Item_Kill); Lara's target is cleared. */
void Object_Kill(struct Game *g, int item);
/* Whether any trigger activated the item with a full mask (the five
 * activation bits all set). */
static inline bool Object_MaskFull(const Item *it) { return it->activation_mask == ITEM_MASK_FULL; }

/* One tick of an item's animation (the original's Item_Animate): the
 * Sim's sounds and flipeffects fire. */
void Object_Animate(struct Game *g, Item *it);
/* Sound effect at an item (nothing without a sound system). */
void Object_Sound(struct Game *g, Item *it, int sfx);
/* The same at a pitch (the original's pitch word: Q16, 0x10000 = the
 * sample's own rate; AnimEvents.sound_pitch). */
void Object_SoundPitch(struct Game *g, Item *it, int sfx, int32_t pitch);
/* Changes an item's object id (a puzzle hole that takes its piece) and the
 * model it is drawn with. */
void Object_SetObjectId(struct Game *g, Item *it, int object_id);
/* The item's frame within its animation (the original's frame tests). */
int Object_AnimFrame(const struct Game *g, const Item *it);

/* ---- per-item data ------------------------------------------------------- */

/* Zeroed memory that lives as long as the Game (freed by Game_Free): item
 * data of doors, blocks, creatures... NULL when out of memory. */
void *Object_Alloc(struct Game *g, size_t size);
/* Frees everything Object_Alloc gave out (Game_Free calls it). */
void Object_FreeAll(struct Game *g);

#endif
