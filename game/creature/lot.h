/* Creature AI slots and the per-creature pathfinding state ("LOT", the
 * original's name for it), as TR1 keeps them: a fixed number of creatures
 * think at once; each thinking creature owns one slot with a search node
 * per box of the level. A creature that cannot get a slot waits invisible
 * (the original's "paused baddie") until one frees up.
 *
 * The slot data hangs off the creature's item (Item.data) while it thinks;
 * its first two fields are the head and neck turns the mesh tree's extra
 * rotation flags read (Creature_ExtraRotation). */
#ifndef TOMB8_GAME_CREATURE_LOT_H
#define TOMB8_GAME_CREATURE_LOT_H

#include "engine/core/common.h"

struct Game;

/* Room for the most creatures any game thinks for at once: TR1's original
 * 8 (the reference engine's default of 32 is an enhancement); TR2 uses 5
 * of them (CreatureRules.slots). */
#define LOT_SLOTS 8
#define LOT_NO_BOX (-1)

/* Search numbers: the low 15 bits count searches, the top bit marks a
 * search that went through a blocked box. */
#define LOT_SEARCH_NUMBER 0x7FFF
#define LOT_BLOCKED_SEARCH 0x8000
/* Overlap list entries: the last one of a box has the top bit set. */
#define LOT_OVERLAP_END 0x8000
#define LOT_BOX_NUMBER 0x7FFF

typedef struct {
    int16_t exit_box;       /* next box towards the target, LOT_NO_BOX none */
    uint16_t search_num;
    int16_t next_expansion; /* queue link of the breadth-first search */
    int16_t box_num;        /* entry i of the creature's zone list */
} LotNode;

typedef struct Lot {
    LotNode *node;          /* one per box (+1 spare, see lot.c) */
    int16_t head, tail;     /* search queue */
    uint16_t search_num;
    uint16_t block_mask;    /* overlap-word bits that stop this creature */
    int16_t step, drop;     /* highest step up / lowest step down between boxes */
    int16_t fly;            /* vertical speed of swimmers and fliers; 0 = walks */
    int16_t zone_count;     /* boxes in the creature's zone list */
    int16_t target_box, required_box;
    Vec3i target;           /* a point in the target box */
} Lot;

typedef enum {
    MOOD_BORED = 0,
    MOOD_ATTACK = 1,
    MOOD_ESCAPE = 2,
    MOOD_STALK = 3,
} CreatureMood;

typedef struct CreatureInfo {
    /* Keep these two first: the mesh tree's extra rotations read them in
     * order (the original reads them straight from the item's data). */
    int16_t head_rotation;
    int16_t neck_rotation;
    /* TR3's creatures turn up to four joints (its CreatureJoint 0..3: the
     * two above, then these), read in this order by the mesh tree's flags
     * after the first two; TR1 and TR2 never set them. */
    int16_t joint2_rotation;
    int16_t joint3_rotation;
    int16_t maximum_turn;
    uint16_t flags;         /* per-kind scratch (bear: was hit; ...) */
    int16_t item;           /* item thinking in this slot, -1 free */
    int16_t box;            /* the item's box as the AI last found it */
    CreatureMood mood;
    Lot lot;
    Vec3i target;           /* where the creature heads this tick */
    /* TR2: the item the creature is after (ITEM_NONE: none chosen; TR1
     * leaves it so and means Lara) and that item's box as the AI last
     * found it. Not part of TR1's saves. */
    int16_t enemy;
    int16_t enemy_box;
    /* TR3: Lara's guns have hit this creature (the original's
     * hurt_by_lara, set by the guns' hit routine): kinds that leave her
     * alone until then (the T-rex, the monkeys) turn on her. */
    bool hurt_by_lara;
    /* TR3: the creature knows Lara is about (the original's alerted, set
     * for every thinking creature of a kind when one of them sees her). */
    bool alerted;
    /* TR3's per-item scratch words its kinds keep (the original's
     * item_flags: the axe man's "just struck"...), kept while thinking. */
    int16_t item_flags[4];
    /* TR3's AI objects (game/creature/ai_tr3.h): on the second leg of its
     * patrol (heading for AI_PATROL2 markers), at its ambush or follow
     * spot, and which way a guard looks about (the original's patrol2,
     * reached_goal, head_left, head_right). */
    bool patrol2;
    bool reached_goal;
    bool head_left, head_right;
} CreatureInfo;

/* The shield's points Puna's fight keeps (the original's SHIELD_POINTS,
 * five rings of eight): the glow of each where bullets glance off and how
 * fast it fades. */
#define BOSS_SHIELD_POINTS 40

/* TR3's boss of the level, as the original keeps it in one global
 * (bossdata): the Temple of Puna's tribal boss keeps his fight here
 * (game/objects/tr3/boss/puna.c). Saved, but the shield's glow (drawing
 * only). */
typedef struct BossData {
    int16_t attack_count;       /* the beam's or the summoning's count */
    int16_t death_count;        /* the dying shake's size; -1 exploding */
    int16_t explode_count;
    int16_t ring_count;         /* explosion rings started */
    int16_t attack_head_count;  /* beams at Lara since the last summoning */
    int16_t attack_type;        /* 0 the beam at Lara, 1 or 2 the summoning spot */
    bool attack_flag;           /* Lara has come within 2 sectors: he turns */
    bool dropped_icon;
    bool dead;
    bool shield_on;             /* bullets glance off (TribeBossShieldOn) */
    bool lizard_active;         /* his lizard man is about (lizard_man_active) */
    bool turned;                /* his chair's turn sound has played */
    Vec3i beam_target;          /* where the beam aims (BeamTarget) */
    int16_t lizard_item;        /* the lizard man he summons, -1 none */
    int16_t lizard_room;
    uint8_t glow[BOSS_SHIELD_POINTS][3];
    uint8_t glow_fade[BOSS_SHIELD_POINTS][3];
} BossData;

typedef struct CreatureSlots {
    CreatureInfo slot[LOT_SLOTS];
    int used;
    int16_t lara_box;       /* Lara's box as the AI last found it */
    int32_t kills;          /* level statistics: creatures Lara killed */
    int16_t pierre;         /* the one Pierre item allowed at a time, -1 none */
    int16_t music_track;    /* last track a creature asked for (skater boy) */
    int16_t natla_facing;   /* Natla in flight: her body's turn ahead of her path */
    int32_t bacon_x, bacon_z; /* the mirror Lara's mirror point, -1 = not set */
    bool monks_angry;       /* TR2: Lara has shot a monk; monks are enemies */
    /* TR3's compsognathus pack: the ticks they stay scared off, and
     * whether they have started biting Lara (the original's
     * compy_scared_timer and compys_attack_lara, one per level). */
    int16_t compy_scared;
    bool compys_attack;
    /* TR3's boss of the level (the original's bossdata, one a level). */
    BossData boss;
    uint32_t num_boxes;
    LotNode *nodes;         /* LOT_SLOTS * (num_boxes + 1) */
} CreatureSlots;

/* Allocates the slots for the loaded level (once per Game; later calls do
 * nothing). False on out-of-memory. */
bool Lot_Init(struct Game *g);

/* The original's LOT_EnableBaddieAI: gives the creature a slot (true if it
 * has one now). With every slot taken, the creature furthest from the
 * camera loses its slot and turns invisible, unless `always` is false and
 * this creature is further still. Triggers call it with always = true for
 * an inactive creature, false for an invisible one. */
bool Lot_EnableAI(struct Game *g, int item, bool always);
/* The original's LOT_DisableBaddieAI: frees the creature's slot. */
void Lot_DisableAI(struct Game *g, int item);
/* TR1's per-kind search limits of a new slot (CreatureRules.lot_setup). */
void Lot_SetupTR1(int object_id, Lot *lot);
/* Resets a search (no target, empty queue, every node unsearched). */
void Lot_Clear(const struct Game *g, Lot *lot);
/* Fills the creature's zone list: every box of its zone in either flip
 * state (the original's LOT_CreateZone, with its ground-zone-2 quirk). */
void Lot_CreateZone(struct Game *g, int item);

#endif
