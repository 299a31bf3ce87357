/* Where the creature core differs between the games: one table per game
 * (GameRules.creatures), read by lot.c, box.c, creature.c. The zone layout
 * itself comes from the level (TR1 files carry 2 ground zones and a fly
 * zone per flip state, TR2/TR3 files 4 and a fly zone: box.c counts them
 * from the level's zone words), everything else from here. A Game without
 * a table (tests of the rules alone) uses TR1's. */
#ifndef TOMB8_GAME_CREATURE_CREATURE_RULES_H
#define TOMB8_GAME_CREATURE_CREATURE_RULES_H

#include <stdbool.h>
#include <stdint.h>

struct Game;
struct Lot;
struct CreatureAI;
struct CollInfo;
struct Item;

typedef struct CreatureRules {
    /* AI slots thinking at once (at most LOT_SLOTS): TR1 8, TR2 5. */
    int slots;
    /* The per-kind search limits of a new slot's LOT (step, drop, fly,
     * block_mask), from the creature's object id. */
    void (*lot_setup)(int object_id, struct Lot *lot);
    /* TR1's zone-list quirk: climbers (ground zone 2) list their boxes from
     * the flipped array for both states. */
    bool climber_zone_list_quirk;
    /* Boxes stored in whole sectors (TR2/TR3): the path walk's far edges
     * are one unit inside the stored bounds (the original shifts the sector
     * and subtracts one). The loader keeps them one past; the other tests
     * (a box's middle, span, the creature inside it) read them so. */
    bool sector_boxes;
    /* TR2 on: a search whose queue runs dry also clears its tail. */
    bool search_resets_tail;
    /* TR2: a creature whose death animation ended is one-shot (no trigger
     * wakes it again). */
    bool die_one_shot;
    /* A box is a stalking place within 3 sectors of the enemy (TR1) or
     * within its own size plus 3 sectors (TR2). */
    bool stalk_by_box_size;
    /* How far a head or neck turns either side. */
    int16_t head_arc;
    /* TR2: Creature_Animate moves a land creature to the room it stands in
     * before animating, kills it when its middle is under water, and tilts
     * on an edge push only when tilting. NULL: TR1's order. */
    bool (*water_creature)(int object_id);
    /* A swimmer whose top for the ceiling test is fixed, not its bounds
     * (TR1 the crocodile: 0, TR2 the shark: 128). */
    int16_t fixed_top_object;
    int16_t fixed_top;
    /* What the creature knows about its enemy this tick and its mood (the
     * original's CreatureAIInfo and CreatureMood of each game). */
    void (*ai_info)(struct Game *g, int item, struct CreatureAI *info);
    void (*mood)(struct Game *g, int item, const struct CreatureAI *info, bool violent);
    /* The creatures' collision routine (the object table's): TR1 pushes
     * Lara, hurting only while the creature lives; TR2 pushes her only
     * out of the water, hurting as her collision allows. */
    void (*collision)(struct Game *g, int item, struct Item *lara, struct CollInfo *c);
    /* TR2's carried items (game/objects/tr2/carried_tr2.h): the level's
     * start hides the pick-ups creatures carry, a death drops them; NULL:
     * none (TR1). */
    void (*gather_carried)(struct Game *g);
    void (*drop_carried)(struct Game *g, int item);
    /* TR3's AI objects (game/creature/ai_tr3.h): the level's start gives
     * the creatures on their spots their AI bits; NULL: none (TR1, TR2). */
    void (*gather_ai)(struct Game *g);
    /* TR3's CreatureVault: the kinds that also drop down 2 and 3 clicks
     * (-2, -3: the monkey); NULL: only the drop of a sector (TR2). */
    bool (*vault_small_drops)(int object_id);
} CreatureRules;

extern const CreatureRules CreatureRules_TR1;
extern const CreatureRules CreatureRules_TR2;
extern const CreatureRules CreatureRules_TR3;

/* The Game's table (TR1's when it has none). */
const CreatureRules *Creature_Rules(const struct Game *g);

#endif
