/* A level's sector functions, parsed once at load into typed records.
 *
 * The file stores them as lists of 16-bit words (TRosettaStone: FloorData);
 * every sector names the start of its list. The loader walks each distinct
 * list once, checks it (it stays inside the array and ends; the rooms,
 * items and cameras it names exist; its functions are known to the game)
 * and keeps what it says here. Nothing else in the engine or the game
 * reads the words again: the world's height queries, the triggers, the
 * camera, the statistics and the tools read these records.
 *
 * Word layouts (TR1-TR3, confirmed against the originals' GetHeight and
 * TestTriggers):
 *   function word  bits 0..4 function, bits 8..13 trigger type / climb
 *                  walls, bit 15 the last function of the sector;
 *                  TR3 splits: bits 5..9 and 10..14 two signed triangle
 *                  heights, then one word of four corner nibbles
 *   trigger setup  bits 0..7 timer, bit 8 one-shot, bits 9..13 mask
 *   item word      switch, key and pick-up triggers: bits 0..9 the item
 *   command word   bits 0..9 value, bits 10..13 action, bit 15 last;
 *                  a camera command has one more word: bits 0..7 timer,
 *                  bit 8 once, bits 9..13 glide, bit 15 last. */
#ifndef TOMB8_ENGINE_LEVEL_LEVEL_FLOOR_H
#define TOMB8_ENGINE_LEVEL_LEVEL_FLOOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct Level;

/* Sector functions (low 5 bits of a function word). */
enum {
    FD_PORTAL = 1,
    FD_FLOOR_SLANT = 2,
    FD_CEILING_SLANT = 3,
    FD_TRIGGER = 4,
    FD_KILL = 5,
    FD_CLIMB = 6,          /* TR2+ */
    /* TR3 triangulated floors (7, 8 and their no-collision variants
     * 11..14) and ceilings (9, 10 and 15..18). */
    FD_SPLIT_FLOOR1 = 7,
    FD_SPLIT_FLOOR2 = 8,
    FD_SPLIT_CEILING1 = 9,
    FD_SPLIT_CEILING2 = 10,
    FD_NOCOL_FLOOR1_LOW = 11,
    FD_NOCOL_FLOOR1_HIGH = 12,
    FD_NOCOL_FLOOR2_LOW = 13,
    FD_NOCOL_FLOOR2_HIGH = 14,
    FD_NOCOL_CEILING1_LOW = 15,
    FD_NOCOL_CEILING1_HIGH = 16,
    FD_NOCOL_CEILING2_LOW = 17,
    FD_NOCOL_CEILING2_HIGH = 18,
    FD_TRI_FIRST = 7,
    FD_TRI_LAST = 18,
    FD_MONKEY = 19,        /* TR3 */
    FD_MINECART_LEFT = 20, /* TR3 */
    FD_MINECART_RIGHT = 21,
};
#define FD_END_BIT 0x8000

/* Trigger types (function word bits 8..13). */
typedef enum {
    TRIGGER_TYPE_TRIGGER = 0, /* Lara anywhere in the sector */
    TRIGGER_TYPE_PAD = 1,     /* Lara on the floor */
    TRIGGER_TYPE_SWITCH = 2,  /* its switch item changed state */
    TRIGGER_TYPE_KEY = 3,     /* a key went into its keyhole item */
    TRIGGER_TYPE_PICKUP = 4,  /* its pick-up item was taken */
    TRIGGER_TYPE_HEAVY = 5,   /* an item (block, ball, creature) reached the sector */
    TRIGGER_TYPE_ANTIPAD = 6, /* pad that deactivates */
    TRIGGER_TYPE_COMBAT = 7,  /* Lara with weapons drawn */
    TRIGGER_TYPE_DUMMY = 8,   /* no actions: names the items Lara may stand on */
    TRIGGER_TYPE_ANTITRIGGER = 9, /* TR2+: trigger that deactivates */
} TriggerType;

/* Command actions (command word bits 10..13). */
typedef enum {
    TRIGGER_ACTION_OBJECT = 0,     /* value: item to (de)activate */
    TRIGGER_ACTION_CAMERA = 1,     /* value: camera; has the camera word */
    TRIGGER_ACTION_CURRENT = 2,    /* value: the sink (a camera) the water flows to */
    TRIGGER_ACTION_FLIPMAP = 3,    /* value: flip map slot */
    TRIGGER_ACTION_FLIP_ON = 4,
    TRIGGER_ACTION_FLIP_OFF = 5,
    TRIGGER_ACTION_TARGET = 6,     /* value: item the camera looks at */
    TRIGGER_ACTION_FINISH = 7,     /* end of level */
    TRIGGER_ACTION_MUSIC = 8,      /* value: CD track */
    TRIGGER_ACTION_FLIPEFFECT = 9, /* value: flipeffect number */
    TRIGGER_ACTION_SECRET = 10,    /* value: secret number */
    TRIGGER_ACTION_CLEAR_BODIES = 11, /* TR2+ (the editor's BODYBAG) */
} TriggerAction;

/* Climbable wall bits (TR2+ FD_CLIMB, function word bits 8..11). */
enum { CLIMB_POS_Z = 1, CLIMB_POS_X = 2, CLIMB_NEG_Z = 4, CLIMB_NEG_X = 8 };

typedef struct {
    uint8_t action;        /* TriggerAction */
    uint16_t value;        /* 10 bits: its item, camera, slot, track... */
    /* Camera commands only: the camera word. */
    uint8_t camera_timer;  /* seconds to hold it (1 = one tick, 0 = while on the trigger) */
    bool camera_once;      /* only the first time */
    uint8_t camera_glide;  /* 5 bits: how slowly it swings in */
} TriggerCommand;

typedef struct {
    uint8_t type;          /* TriggerType (6 bits) */
    uint8_t timer;         /* seconds; 1 = one tick */
    bool one_shot;
    uint8_t mask;          /* 5 activation bits */
    int16_t item;          /* switch / key / pick-up: the item it waits on; -1 */
    uint16_t num_commands;
    uint32_t first_command;/* index into LevelFloor.commands */
} FloorTrigger;

/* A slant: clicks of slope across the sector along x and along z. */
typedef struct {
    int8_t x, z;
} FloorTilt;

/* Which triangle of a split sector is a no-collision hole (a portal to the
 * room below / above). With (x, z) the position inside the sector (0..1023):
 * diagonal 1 divides at x = 1024 - z, diagonal 2 at x = z; LOW is the
 * triangle where x is at or below the diagonal, HIGH the other. */
enum { SPLIT_SOLID = 0, SPLIT_HOLE_LOW = 1, SPLIT_HOLE_HIGH = 2 };

typedef struct {
    uint8_t function;      /* FD_SPLIT_* / FD_NOCOL_*; 0 = none */
    uint8_t diagonal;      /* 1 or 2 (see above) */
    uint8_t hole;          /* SPLIT_SOLID / SPLIT_HOLE_LOW / SPLIT_HOLE_HIGH */
    int8_t height[2];      /* triangle heights (function word bits 5..9, 10..14), clicks */
    uint8_t corner[4];     /* the data word's nibbles, low first (0..15 clicks) */
} FloorSplit;

typedef struct {
    int16_t portal;        /* room a wall portal leads to; -1 none */
    FloorTilt floor_tilt, ceiling_tilt;
    FloorSplit floor_split, ceiling_split; /* TR3 */
    bool kill;             /* lava: Lara burns */
    uint8_t climb;         /* TR2+: CLIMB_* walls */
    bool monkey;           /* TR3: monkey-swing ceiling */
    bool minecart_left, minecart_right; /* TR3: mine cart turns (both: stops) */
    int32_t trigger;       /* first of its triggers in LevelFloor.triggers; -1 */
    uint16_t num_triggers; /* (real levels have at most one) */
    /* The handles the height query hands to the trigger code (as the
     * original's trigger index): the word of the sector's last kill
     * function and of its first trigger; -1 none. */
    int32_t kill_handle, trigger_handle;
} FloorSector;

/* What a handle names (LevelFloor_Entry). */
typedef struct {
    bool kill;                    /* a kill function ... */
    const FloorTrigger *trigger;  /* ... and the trigger after it / the trigger; NULL */
} FloorEntry;

typedef struct LevelFloor {
    uint32_t num_sectors, num_triggers, num_commands;
    FloorSector *sectors;
    FloorTrigger *triggers;
    TriggerCommand *commands;
    /* Per list start (a sector's fd_index): its record, -1 none. */
    uint32_t num_starts;
    int32_t *sector_at;
    /* Per word: its entry in entries (kill and trigger words), -1 none. */
    uint32_t num_words;
    int32_t *entry_at;
    uint32_t num_entries;
    struct { bool kill; int32_t trigger; } *entries;
} LevelFloor;

/* Parses the level's lists into lv->floor (replacing what was there).
 * False with one "error: NAME: floordata: ..." line in err for a list the
 * loader would reject (Level_Load reports the same with the byte offset).
 * For levels built or changed in memory (tools, tests). */
bool LevelFloor_Build(struct Level *lv, char *err, size_t err_cap);
/* Parses one more list, at `start`, that no sector names (functions a tool
 * or test appended in memory), keeping the records already there; its
 * kill and trigger words become handles (LevelFloor_Entry). */
bool LevelFloor_AddList(struct Level *lv, uint32_t start, char *err, size_t err_cap);
void LevelFloor_Free(struct Level *lv);

/* The record of a sector whose fd_index is `index`; NULL when the sector
 * has no functions (index 0) or the level none parsed. */
const FloorSector *LevelFloor_Sector(const struct Level *lv, uint32_t index);
/* The trigger records of a sector (count in *n). */
const FloorTrigger *LevelFloor_Triggers(const struct Level *lv, const FloorSector *s, uint32_t *n);
/* A trigger's commands (count t->num_commands). */
const TriggerCommand *LevelFloor_Commands(const struct Level *lv, const FloorTrigger *t);
/* What a kill / trigger handle names; false (out zeroed) for anything else. */
bool LevelFloor_Entry(const struct Level *lv, int32_t handle, FloorEntry *out);

/* A TR3 split at (dx, dz) inside the sector: returns the triangle the point
 * is in (0 = the LOW one, whose extra height is height[1]; 1 = HIGH, with
 * height[0]) and sets its slope in clicks across x and z from the corner
 * nibbles (ceilings count them downwards). */
int LevelFloor_SplitTriangle(const FloorSplit *s, int32_t dx, int32_t dz, FloorTilt *slope);

#endif
