/* The inventory ring, as the original's Display_Inventory: the items'
 * meshes (the level's inventory models) on a turning ring, three rings
 * (main: compass, guns, ammunition, medipacks; keys: keys, puzzle pieces,
 * artefacts, the Scion; options: passport, controls, sound, detail, and
 * Lara's Home on the title), opening/closing/turning/switching animations
 * with the original's timings, selecting an item (it swings up to the
 * camera and plays its own animation: the passport opens, the compass
 * lid...), the option pages (game/ui/ring_pages.c) and, when the ring
 * closes, the choice: a gun drawn (Lara's request_gun_type), a medipack
 * used, a key or puzzle piece left in Game.inv_chosen for the hole that
 * asked, or a MenuResult for the gameflow (passport, Lara's Home).
 *
 * Time: the original pauses the game while the ring is up and runs the
 * ring's own loop, one input read per drawn frame, advancing its motions
 * by two steps per frame at 30 frames a second. Here the ring is driven
 * the same way from the tick stream: Ring_Tick takes one input word (one
 * 30 Hz tick of the run), advances the ring by two motion steps and never
 * touches the simulation except through the choice applied when it closes
 * (Game's Lara, inventory, inv_chosen). A headless run feeds it the next
 * words of --inputs/--replay, so the ring is as deterministic as the game;
 * see game/ui/ui.h for when a level's run hands words to the ring.
 *
 * Input (the word's bits): left/right held turn the ring; forward/back
 * (newly pressed) switch to the keys / options ring; action (or SELECT)
 * newly pressed selects; option (or DESELECT) newly pressed closes the
 * ring or puts an item back. Drawing reads the ring; it never changes it. */
#ifndef TOMB8_GAME_INVENTORY_RING_H
#define TOMB8_GAME_INVENTORY_RING_H

#include "engine/render/render.h"
#include "engine/sim/input.h"
#include "game/ui/hud.h"
#include "game/ui/menu.h"
#include "game/ui/text.h"

struct Game;
struct Gameflow;

typedef enum {
    RING_MODE_GAME = 0,   /* the option key in a level */
    RING_MODE_TITLE,      /* the title menu: options ring only, no closing */
    RING_MODE_KEYS,       /* a keyhole / puzzle hole asked: keys ring only */
    RING_MODE_SAVE,       /* straight to the passport's save page */
    RING_MODE_LOAD,       /* straight to the passport's load page */
    RING_MODE_DEATH,      /* Lara died: the passport, "GAME OVER" */
} RingMode;

typedef enum { RING_TYPE_MAIN = 0, RING_TYPE_OPTION, RING_TYPE_KEYS } RingType;

/* The original's ring states, in its order. */
typedef enum {
    RNG_OPENING = 0, RNG_OPEN, RNG_CLOSING, RNG_MAIN2OPTION, RNG_MAIN2KEYS, RNG_KEYS2MAIN,
    RNG_OPTION2MAIN, RNG_SELECTING, RNG_SELECTED, RNG_DESELECTING, RNG_DESELECT,
    RNG_CLOSING_ITEM, RNG_EXITING_INVENTORY, RNG_DONE
} RingStatus;

/* The original's numbers (ring geometry in world units, angles 16-bit). */
#define RING_RADIUS 688
#define RING_CAMERA_HEIGHT (-256)
#define RING_CAMERA_START_HEIGHT (-1536)
#define RING_CAMERA_Y_OFFSET (-96)
#define RING_CAMERA_TO_RING 598
#define RING_OPEN_FRAMES 32
#define RING_CLOSE_FRAMES 32
#define RING_OPEN_ROTATION (-0x8000)
#define RING_CLOSE_ROTATION (-0x8000)
#define RING_ROTATE_DURATION 24
#define RING_SWITCH_FRAMES 48
#define RING_SELECTING_FRAMES 16
#define RING_STEPS_PER_TICK 2
#define RING_FOV_DEG 65
#define RING_MAX_ITEMS 24

#define RING_NAMED_ITEMS 10

/* What an item is to the ring (what selecting it does, what its texts
 * say), so the ring's code reads the game's table, not object numbers. */
typedef enum {
    RING_KIND_NONE = 0,     /* shown, nothing to do (pistol clips) */
    RING_KIND_COMPASS,      /* TR1: the needle, the level's statistics */
    RING_KIND_STOPWATCH,    /* TR2: the level's statistics */
    RING_KIND_GUN,          /* drawn when chosen (RingItemDef.gun) */
    RING_KIND_AMMO,         /* its count shown as twice the boxes */
    RING_KIND_AMMO_ONE,     /* its count shown as the boxes (grenades) */
    RING_KIND_MEDI_SMALL,   /* heals half, the health bar shown */
    RING_KIND_MEDI_LARGE,   /* heals all */
    RING_KIND_FLARES,       /* TR2: chosen, she lights one */
    RING_KIND_ITEM,         /* keys, puzzle pieces, pickups: used at once */
    RING_KIND_EXPLOSIVE,    /* TR1's grenade: used at once, no count */
    RING_KIND_PASSPORT,
    RING_KIND_DETAIL,
    RING_KIND_SOUND,
    RING_KIND_CONTROLS,
    RING_KIND_GAMMA,
    RING_KIND_PHOTO,        /* Lara's Home */
} RingItemKind;

/* One inventory object's ring data (the original's INVENTORY_ITEM table). */
typedef struct {
    int16_t object_id;
    const char *name;
    int16_t frames_total, open_frame, anim_speed;
    int16_t x_rot_pt_sel, x_rot_sel, y_rot_sel;
    int32_t y_trans_sel, z_trans_sel;
    uint32_t meshes_sel;
    int16_t inv_pos;
    uint8_t kind;           /* RingItemKind */
    int8_t gun;             /* RING_KIND_GUN, RING_KIND_FLARES: the gun type asked
                             * for (the original's LARA_GUN_TYPE numbers) */
} RingItemDef;

/* A game's inventory items (GameRules.ring_items): the carried items
 * first, then from first_option on the options ring in its fixed order
 * (the last one only on the title's ring when the gym is there). */
typedef struct RingItemTable {
    const RingItemDef *defs;
    int count;          /* at most RING_MAX_DEFS */
    int first_option;
    int16_t passport_open;  /* the passport's object while open (its entry
                             * names the closed one) */
    int16_t stats_option;   /* always carried: the compass / stopwatch */
    int16_t pistols_option; /* the pistols' ring object */
    /* Gun types Lara's code of this game draws (LaraGunType < this); a
     * chosen gun beyond them is not asked for. */
    int16_t gun_types;
    /* The objects a level's names go to, in a TR2/TR3 script's order:
     * puzzle 1-4, pickup 1-2, key 1-4 (RingEnv.level_names). */
    int16_t named[RING_NAMED_ITEMS];
    /* The HUD's pickup display (game/ui/hud.c): each ring object with the
     * pickup whose sprite shows when Lara has more of it, in the order
     * they are shown; the three guns whose rounds grow without a pickup
     * (shotgun, magnums, uzis: the gun's ring object and its ammunition's
     * pickup). */
    const int16_t (*hud_pickups)[2];
    int num_hud_pickups;
    int16_t hud_guns[3], hud_gun_ammo[3];
    /* Names taken from the script, as TR3's GF_LoadScriptFile names its
     * ring items: per entry (defs' order) a game string's number,
     * RING_PLATFORM_STRING + a platform string's number, or -1 (its own
     * name); and the headings' game strings (main, options, keys, game
     * over). NULL: the names here (TR1, TR2). An empty or missing
     * string keeps the entry's own name. */
    const int16_t *script_names;
    const int16_t *script_headings;
} RingItemTable;
#define RING_PLATFORM_STRING 0x100
#define RING_MAX_DEFS 40

/* TR1's (ring.c), TR2's (ring_tr2.c) and TR3's (ring_tr3.c). */
extern const RingItemTable Ring_ItemsTR1;
extern const RingItemTable Ring_ItemsTR2;
extern const RingItemTable Ring_ItemsTR3;
/* The entry of object_id in a table (the passport's open object finds its
 * entry), NULL if none. */
const RingItemDef *Ring_TableDef(const RingItemTable *t, int object_id);

/* An item's state on the ring (kept per object kind while the ring is up,
 * as the original's static items). */
typedef struct {
    int16_t object_id;        /* the passport swaps closed/open */
    int16_t current_frame, goal_frame, anim_direction, anim_count;
    int16_t x_rot_pt, x_rot, y_rot;
    int32_t y_trans, z_trans;
    uint32_t meshes_drawn;
} RingItemState;

typedef struct {
    int16_t count;
    RingStatus status, status_target;
    int16_t radius_target, radius_rate;
    int16_t camera_y_target, camera_y_rate;
    int16_t camera_pitch_target, camera_pitch_rate;
    int16_t rotate_target, rotate_rate;
    int16_t item_pt_x_rot_target, item_pt_x_rot_rate;
    int16_t item_x_rot_target, item_x_rot_rate;
    int32_t item_y_trans_target, item_y_trans_rate;
    int32_t item_z_trans_target, item_z_trans_rate;
    int32_t misc;
} RingMotion;

/* What the ring may use: the level (models, font), the Game in a level
 * (counts, Lara; NULL on the title), the save hooks, and hooks for the
 * settings pages. Copied at Ring_Open. */
typedef struct {
    const Level *lv;
    struct Game *game;
    /* The game's items when there is no Game (the title of a TR2
     * install); NULL: the Game's rules', else TR1's. */
    const RingItemTable *items;
    /* The script whose strings name the items (RingItemTable.script_names);
     * NULL: their own names. */
    const struct Gameflow *script;
    MenuSaveHooks save;
    bool gym_available;       /* Lara's Home on the title ring */
    bool in_gym;              /* the passport's page 2 says "New Game" */
    void *user;
    /* A menu sound (SFX id, the original's SPM_ALWAYS sounds). NULL: silent. */
    void (*sound)(void *user, int sfx);
    /* The sound page changed a volume (0..10 each). */
    void (*set_volumes)(void *user, int music, int sfx);
    /* Settings the pages edit; the ring keeps its own copy while open and
     * reports changes through the hooks. */
    int music_volume, sfx_volume; /* 0..10 */
    int detail;               /* 0 low, 1 medium, 2 high */
    void (*set_detail)(void *user, int detail);
    /* Key names for the controls page (13 actions in the original's page
     * order: run, back, left, right, step left, step right, walk, jump,
     * action, draw, look, roll, inventory), and a hook that rebinds one
     * action to the next key pressed in the window (NULL: the page only
     * shows the keys). */
    const char *key_names[13];
    /* Names of the level's keys/puzzle items (the gameflow's per-level
     * strings); NULL or NULL entries: the generic names. */
    const char *(*item_name)(void *user, int object_id);
    /* The level's puzzle, pickup and key names from its script (the
     * table's `named` order); NULL, or "" entries: the item's own name. */
    const char *level_names[RING_NAMED_ITEMS];
    /* The level's statistics for the compass page (the gameflow's, with
     * the level's title and secret total); NULL: made from the Game with
     * the ticks counted at *level_ticks (UiSession sets it) and the
     * name and total below. */
    bool (*stats)(void *user, HudStats *out);
    const uint32_t *level_ticks;
    const char *level_name;
    int32_t secrets_total;
} RingEnv;

typedef struct Ring {
    RingEnv env;
    RingMode mode;
    RingType type;
    int16_t list[RING_MAX_ITEMS];   /* indices into the item table */
    int16_t qty[RING_MAX_ITEMS];
    int16_t number_of_objects;
    int16_t current_object, target_object;
    int16_t current_main, current_option, current_keys; /* saved per ring */
    int16_t main_count, option_count, keys_count;
    int16_t angle_adder, rot_adder, rot_adder_l, rot_adder_r;
    int16_t rot_count;
    bool rotating;
    int16_t radius, camera_pitch;
    int32_t camera_y, camera_z;
    int16_t ring_rot_y;
    RingMotion motion;
    const RingItemTable *defs;      /* the game's items (GameRules) */
    RingItemState items[RING_MAX_DEFS]; /* per item-table entry */
    bool pass_open;
    bool idelay;
    int16_t idcount;
    InputWord input, input_prev, input_db;
    int16_t compass_needle, compass_speed;
    int16_t chosen;                 /* object chosen (0 none) */
    /* passport and option pages (game/ui/ring_pages.c) */
    int16_t passport_page;          /* page the player confirmed, -1 none */
    int16_t passport_mode;          /* 0 browsing, 1 slot list */
    int16_t select_slot;
    int16_t slot_first, slot_count, slots_used, slot_cursor;
    char slot_names[MENU_MAX_SLOTS][MENU_SLOT_NAME];
    int16_t page_row;               /* sound/detail/controls cursor */
    int16_t page_text;              /* passport: which page name is up (0 none) */
    bool page_open;
    int16_t want_key;               /* controls page: row waiting for a key, -1 */
    char key_names[13][16];
    uint32_t ticks;                 /* ticks since open (text flashing) */
    MenuResult result;
    bool done;
} Ring;

/* Starts the ring in a mode. `held` is the word of the tick that opened it
 * (keys held then are not new presses). Always succeeds; in RING_MODE_KEYS
 * without keys the ring is done at once (chosen stays 0). */
void Ring_Open(Ring *r, const RingEnv *env, RingMode mode, InputWord held);
/* One tick (see above). True while the ring is still up; once it returns
 * false the choice was applied and Ring_Result tells the gameflow's part. */
bool Ring_Tick(Ring *r, InputWord w);
MenuResult Ring_Result(const Ring *r);
/* The controls page: the row (0..12, page order) waiting for a key, or -1.
 * The window captures the next key, rebinds the action (Ring_ControlAction)
 * and tells the ring its name. Headless runs never capture: the player
 * backs out with option. */
int Ring_WantsKey(const Ring *r);
void Ring_SetKey(Ring *r, const char *key_name);
/* The input bit (ACT_* / INPUT_* bit number) of a controls-page row. */
int Ring_ControlAction(int row);
/* The object the player chose (0 none; the original's InvChosen). */
int Ring_Chosen(const Ring *r);

/* Draws the ring's meshes with their own camera and light over fb (the
 * caller drew the background: the dimmed game frame or the title's), then
 * its texts and pages through the canvas. `r` is not changed. */
void Ring_Draw(const Ring *r, Renderer *rd, UiCanvas *c);
/* The heading the ring shows (not on the title's ring) and the current
 * item's name: the level's name for it, else the script's (TR3's
 * table), else its own. */
const char *Ring_Heading(const Ring *r);
/* TR3's level-select globe (ring_globe.c): the level's GAMMA_OPTION model
 * posed as its ring's one open item, turned by rot (x, y, z: the
 * original's GlobeXRot, GlobeYRot, GlobeZRot), over c's frame. False when
 * the level has no such model (nothing drawn). */
bool Ring_DrawGlobe(const Level *lv, Renderer *rd, UiCanvas *c, const int16_t rot[3]);
const char *Ring_CurrentName(const Ring *r);

/* The original's UseItem: a gun becomes Lara's requested weapon, a
 * medipack heals her (and is used up), TR2's flares ask for a flare.
 * Other objects: nothing. The object is looked up in the Game's ring
 * table (TR1's without rules). Calls the sound hook for the medipack (may
 * be NULL). */
void Ring_UseItem(struct Game *g, int object_id, void (*sound)(void *user, int sfx), void *user);

/* The item table entry of an inventory object, NULL if none (tests). */
const RingItemDef *Ring_ItemDef(int object_id);
/* Display name of an inventory object ("Small Medi Pack"...). */
const char *Ring_ItemName(int object_id);

/* Sound ids the ring plays (the original's menu sounds). */
enum {
    RING_SFX_ROTATE = 108, RING_SFX_CHOOSE = 109, RING_SFX_GAMEBOY = 110,
    RING_SFX_SPININ = 111, RING_SFX_SPINOUT = 112, RING_SFX_COMPASS = 113,
    RING_SFX_GUNS = 114, RING_SFX_PASSPORT = 115, RING_SFX_MEDI = 116,
};

#endif
