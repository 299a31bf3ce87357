/* Lara: her state beyond the item (water, guns, air, head and torso, arms),
 * the TR1 state and animation numbers, and the per-tick control entry
 * point. The states' routines live in lara_state_*.c (control: input ->
 * goal state) and lara_col_*.c (collision: where the move ends), found
 * through one table (lara_table.c). */
#ifndef TOMB8_GAME_LARA_LARA_H
#define TOMB8_GAME_LARA_LARA_H

#include "engine/sim/item.h"

struct Game;

/* TR1 Lara states (current_state / goal_state): others test and set them
 * (traps kill her into LS_DEATH, the movable block waits for LS_PP_READY). */
typedef enum {
    LS_WALK = 0,
    LS_RUN = 1,
    LS_STOP = 2,
    LS_FORWARD_JUMP = 3,
    LS_POSE = 4,
    LS_FAST_BACK = 5,
    LS_TURN_R = 6,
    LS_TURN_L = 7,
    LS_DEATH = 8,
    LS_FAST_FALL = 9,
    LS_HANG = 10,
    LS_REACH = 11,
    LS_SPLAT = 12,
    LS_TREAD = 13,
    LS_LAND = 14,
    LS_COMPRESS = 15,
    LS_BACK = 16,
    LS_SWIM = 17,
    LS_GLIDE = 18,
    LS_NULL = 19,
    LS_FAST_TURN = 20,
    LS_STEP_RIGHT = 21,
    LS_STEP_LEFT = 22,
    LS_HIT = 23,
    LS_SLIDE = 24,
    LS_BACK_JUMP = 25,
    LS_RIGHT_JUMP = 26,
    LS_LEFT_JUMP = 27,
    LS_UP_JUMP = 28,
    LS_FALL_BACK = 29,
    LS_HANG_LEFT = 30,
    LS_HANG_RIGHT = 31,
    LS_SLIDE_BACK = 32,
    LS_SURF_TREAD = 33,
    LS_SURF_SWIM = 34,
    LS_DIVE = 35,
    LS_PUSH_BLOCK = 36,
    LS_PULL_BLOCK = 37,
    LS_PP_READY = 38,
    LS_PICKUP = 39,
    LS_SWITCH_ON = 40,
    LS_SWITCH_OFF = 41,
    LS_USE_KEY = 42,
    LS_USE_PUZZLE = 43,
    LS_UW_DEATH = 44,
    LS_ROLL = 45,
    LS_SPECIAL = 46,
    LS_SURF_BACK = 47,
    LS_SURF_LEFT = 48,
    LS_SURF_RIGHT = 49,
    LS_USE_MIDAS = 50,
    LS_DIE_MIDAS = 51,
    LS_SWAN_DIVE = 52,
    LS_FAST_DIVE = 53,
    LS_GYMNAST = 54,
    LS_WATER_OUT = 55,
    LS_COUNT = 56,
} LaraState;

/* The states TR2 adds after TR1's (the original's numbers; TR2 keeps
 * 0..55 as TR1 numbers them). Its table (lara_table_tr2.c) has
 * LS_TR2_COUNT entries. */
enum {
    LS_CLIMB_STANCE = 56,   /* ladders (lara_climb.c) */
    LS_CLIMBING = 57,
    LS_CLIMB_LEFT = 58,
    LS_CLIMB_END = 59,
    LS_CLIMB_RIGHT = 60,
    LS_CLIMB_DOWN = 61,
    LS_LARA_TEST1 = 62,     /* unused by the original */
    LS_LARA_TEST2 = 63,
    LS_LARA_TEST3 = 64,
    LS_WADE = 65,
    LS_WATER_ROLL = 66,     /* the underwater roll */
    LS_FLARE_PICKUP = 67,
    LS_TWIST = 68,          /* the mid-air turn of the jumps */
    LS_KICK = 69,
    LS_ZIPLINE = 70,        /* the death slide */
    LS_TR2_COUNT = 71,
};

/* The states TR3 adds after TR2's (the original's numbers, tomb3's
 * lara.h; TR3 keeps 0..70 as TR2 numbers them). Its table
 * (lara_table_tr3.c) has LS_TR3_COUNT entries. */
enum {
    LS_DUCK = 71,           /* crouching */
    LS_DUCK_ROLL = 72,      /* no routine leads here in the original */
    LS_DASH = 73,           /* sprint */
    LS_DASH_DIVE = 74,      /* the sprint's jump */
    LS_HANG2 = 75,          /* monkey-swing hang (and the free hang) */
    LS_MONKEY_SWING = 76,
    LS_MONKEY_L = 77,
    LS_MONKEY_R = 78,
    LS_MONKEY_180 = 79,
    LS_ALL4S = 80,          /* on all fours, still */
    LS_CRAWL = 81,
    LS_HANG_TURN_L = 82,    /* turning on the monkey bars */
    LS_HANG_TURN_R = 83,
    LS_ALL4_TURN_L = 84,
    LS_ALL4_TURN_R = 85,
    LS_CRAWL_BACK = 86,
    LS_HANG2_DUCK = 87,     /* from a hang up into a crawlspace */
    LS_CRAWL2HANG = 88,     /* backwards out of a crawlspace onto its edge */
    LS_TR3_COUNT = 89,
};

typedef enum {
    LWS_ABOVE_WATER = 0,
    LWS_UNDERWATER = 1,
    LWS_SURFACE = 2,
    LWS_CHEAT = 3,
    LWS_WADE = 4,           /* TR2: standing in shallow water */
} LaraWaterStatus;

typedef enum {
    LGS_ARMLESS = 0,
    LGS_HANDS_BUSY = 1,
    LGS_DRAW = 2,
    LGS_UNDRAW = 3,
    LGS_READY = 4,
    LGS_SPECIAL = 5,        /* TR2: a flare drawn while the hands are busy */
} LaraGunStatus;

typedef enum {
    LGT_UNARMED = 0,
    LGT_PISTOLS = 1,
    LGT_MAGNUMS = 2,
    LGT_UZIS = 3,
    LGT_SHOTGUN = 4,
    LGT_COUNT = 5,          /* TR1's gun types (saves check against it) */
    /* TR2's further types, numbered as its original. */
    LGT_M16 = 5,
    LGT_GRENADE = 6,
    LGT_HARPOON = 7,
    LGT_FLARE = 8,
    LGT_SKIDOO = 9,
    LGT_COUNT_TR2 = 10,
    /* TR3's further type (its original numbers it 6, between the M16 and
     * the grenade launcher; here it follows TR2's so theirs keep theirs). */
    LGT_ROCKET = 10,
    LGT_COUNT_TR3 = 11,
} LaraGunType;

#define LARA_HEIGHT 762          /* standing */
#define LARA_HEIGHT_SURF 700     /* on the water surface */
#define LARA_RADIUS 100
#define LARA_STEPUP_HEIGHT 384  /* highest step she walks up or down */
#define LARA_AIR_MAX 1800        /* ticks of air */
#define LARA_HITPOINTS 1000
#define LARA_NUM_MESHES 15
#define LARA_MESH_HELD (-2)      /* Lara.mesh_swap: a mesh of her own keeping */
#define LARA_DASH_MAX 120        /* TR3: ticks of sprint when rested */
#define LARA_EXPOSURE_MAX 600    /* TR3: her warmth in cold water (ExposureMeter) */

/* Her mesh slots (the joints effects are spawned at, the weapons' meshes
 * are swapped onto). */
enum {
    LARA_MESH_HIPS = 0,
    LARA_MESH_THIGH_L = 1,
    LARA_MESH_CALF_L = 2,
    LARA_MESH_FOOT_L = 3,
    LARA_MESH_THIGH_R = 4,
    LARA_MESH_CALF_R = 5,
    LARA_MESH_FOOT_R = 6,
    LARA_MESH_TORSO = 7,
    LARA_MESH_UARM_R = 8,
    LARA_MESH_LARM_R = 9,
    LARA_MESH_HAND_R = 10,
    LARA_MESH_UARM_L = 11,
    LARA_MESH_LARM_L = 12,
    LARA_MESH_HAND_L = 13,
    LARA_MESH_HEAD = 14,
};

/* Lara's animations, numbered from her model's first animation (the
 * original's LA_* list). Use with Lara_SwitchAnim. */
enum {
    LARA_ANIM_RUN = 0,
    LARA_ANIM_WALK = 1,
    LARA_ANIM_STOP_LEFT = 2,
    LARA_ANIM_STOP_RIGHT = 3,
    LARA_ANIM_RUN_START = 6,
    LARA_ANIM_STOP = 11,
    LARA_ANIM_LAND_FAR = 24,
    LARA_ANIM_STOP_HANG = 28,
    LARA_ANIM_FAST_FALL = 32,
    LARA_ANIM_FALL_DOWN = 34,
    LARA_ANIM_WALK_BACK = 40,
    LARA_ANIM_VAULT_34 = 42,
    LARA_ANIM_VAULT_12 = 50,
    LARA_ANIM_HIT_WALL_LEFT = 53,
    LARA_ANIM_HIT_WALL_RIGHT = 54,
    LARA_ANIM_RUN_STEP_UP_RIGHT = 55,
    LARA_ANIM_RUN_STEP_UP_LEFT = 56,
    LARA_ANIM_WALK_STEP_UP_LEFT = 57,
    LARA_ANIM_WALK_STEP_UP_RIGHT = 58,
    LARA_ANIM_WALK_STEP_DOWN_RIGHT = 59,
    LARA_ANIM_WALK_STEP_DOWN_LEFT = 60,
    LARA_ANIM_BACK_STEP_DOWN_LEFT = 61,
    LARA_ANIM_BACK_STEP_DOWN_RIGHT = 62,
    LARA_ANIM_WALL_SWITCH_DOWN = 63,
    LARA_ANIM_WALL_SWITCH_UP = 64,
    LARA_ANIM_SIDE_STEP_LEFT = 65,
    LARA_ANIM_SIDE_STEP_LEFT_END = 66,
    LARA_ANIM_SIDE_STEP_RIGHT = 67,
    LARA_ANIM_SIDE_STEP_RIGHT_END = 68,
    LARA_ANIM_SLIDE = 70,
    LARA_ANIM_SWIM_GLIDE = 87,
    LARA_ANIM_FALL_BACK = 93,
    LARA_ANIM_HANG = 96,          /* also the ledge grab */
    LARA_ANIM_BREATH = 103,
    LARA_ANIM_SLIDE_BACK = 104,
    LARA_ANIM_TREAD = 108,
    LARA_ANIM_SURF_CLIMB = 111,
    LARA_ANIM_JUMP_IN = 112,
    LARA_ANIM_SURF_TREAD = 114,
    LARA_ANIM_SURF_DIVE = 119,
    LARA_ANIM_SPAZ_FORWARD = 125,
    LARA_ANIM_SPAZ_BACK = 126,
    LARA_ANIM_SPAZ_RIGHT = 127,
    LARA_ANIM_SPAZ_LEFT = 128,
    LARA_ANIM_PICKUP_UW = 130,
    LARA_ANIM_PICKUP = 135,
    LARA_ANIM_ROLLING_BALL_DEATH = 139,
    LARA_ANIM_ROLL = 146,
    LARA_ANIM_SPIKE_DEATH = 149,
    LARA_ANIM_GRAB_LEDGE_IN = 150,
};

/* Animations only TR2's Lara has (her first 160 are numbered as TR1's). */
enum {
    LARA2_ANIM_JUMP_UP = 28,            /* TR1's STOP_HANG: the let-go */
    LARA2_ANIM_JUMP_UP_LAND = 31,
    LARA2_ANIM_UW_DEATH = 124,
    LARA2_ANIM_ONWATER_SWIM_FORWARD = 116,
    LARA2_ANIM_ONWATER_DEATH = 132,
    LARA2_ANIM_RUN_DEATH = 133,
    LARA2_ANIM_STAND_DEATH = 138,
    LARA2_ANIM_ONWATER_SWIM_BACK_START = 140,
    LARA2_ANIM_ONWATER_SWIM_LEFT = 143,
    LARA2_ANIM_ONWATER_SWIM_RIGHT = 144,
    LARA2_ANIM_DEATH_JUMP = 145,
    LARA2_ANIM_SWANDIVE_DEATH = 155,
    LARA2_ANIM_WADE = 177,
    LARA2_ANIM_ONWATER_TO_WADE = 190,
    LARA2_ANIM_ONWATER_TO_STAND_MEDIUM = 191,
    LARA2_ANIM_UNDERWATER_TO_STAND = 192,
    LARA2_ANIM_ONWATER_TO_WADE_LOW = 193,
    LARA2_ANIM_UW_ROLL_START = 203,
    LARA2_ANIM_UW_ROLL_END = 205,
    LARA2_ANIM_RUN_JUMP_ROLL_START = 207,
    LARA2_ANIM_JUMP_FORWARD_ROLL_START = 210,
    LARA2_ANIM_JUMP_BACK_ROLL_START = 212,
};

/* One arm: its own animation frame (layered over the body), aim and lock. */
typedef struct {
    int32_t frame_base;     /* word offset of the arm animation's frames */
    int16_t frame_number;
    int16_t anim;           /* level animation the arm plays, -1 = body's */
    bool lock;              /* on target */
    Vec3s rot;              /* x, y, z aim */
    int16_t flash_gun;      /* ticks of muzzle flash left (TR2's held flare: 1 while
                             * it gives light) */
} LaraArm;

typedef struct {
    int32_t ammo;
    int32_t hit, miss;
} LaraAmmo;

typedef struct Lara {
    int item;               /* Lara's item index, -1 none */
    int16_t gun_status;     /* LaraGunStatus */
    int16_t gun_type;       /* LaraGunType in hand */
    int16_t request_gun_type;
    int16_t calc_fall_speed;
    int16_t water_status;   /* LaraWaterStatus */
    int16_t pose_count;
    int16_t hit_frame;
    int16_t hit_direction;
    int16_t air;
    /* TR3: how poisoned she is (the original's lara.poisoned: darts, the
     * gas of the lizard man and the seal mutants); from 16 on it costs her
     * a sixteenth of it (at most 16) every 64 ticks, and a medipack cures
     * it. Always 0 in TR1 and TR2. */
    int16_t poisoned;
    /* TR3: she is electrocuted (the original's lara.electric: the cleaner
     * robot, electric fences, the electrified lava of Area 51 and the
     * City): 0 none, else 1 growing a tick to 16 (the electricity's look
     * and light). Always 0 in TR1 and TR2. */
    int16_t electric;
    /* TR3: she fired a gun, a rocket or a grenade since the last alert
     * (the original's lara.has_fired): GameRules.gunfire_alert reads it.
     * Set by TR2's gun code too, where nothing reads it. */
    bool has_fired;
    int16_t dive_count;
    int16_t death_count;
    int16_t current_active;
    int16_t spaz_effect_count;
    int16_t spaz_effect;    /* effect that hit her (explosions, shards: game/effects), read
                             * while spaz_effect_count runs */
    int16_t mesh_effects;
    int16_t turn_rate;
    int16_t move_angle;
    Vec3s head_rot;         /* x, y, z */
    Vec3s torso_rot;
    int target;             /* targeted item, -1 none */
    int16_t target_angles[2];
    LaraArm left_arm, right_arm;
    LaraAmmo pistols, magnums, uzis, shotgun;
    bool has_pistols, has_magnums, has_uzis, has_shotgun;
    /* TR2's further guns, its flare and the state its gun code keeps
     * (game/lara/lara_gun_tr2*.c); TR1 never touches them. */
    LaraAmmo m16, grenade, harpoon;
    bool has_m16, has_grenade, has_harpoon;
    /* TR3's rocket launcher (its inventory and start info; game/inventory/
     * inventory_tr3.c); TR1 and TR2 never touch it. */
    LaraAmmo rocket;
    bool has_rocket;
    int16_t last_gun_type;  /* drawn again by the draw key / after a flare */
    int16_t back_gun;       /* object whose mesh hangs on her back, -1 none */
    int16_t flare_age;      /* ticks the held flare has burnt */
    int16_t flare_frame;    /* her body frame while throwing it standing */
    bool flare_control_left; /* the left arm plays the flare's frames */
    bool m16_firing;        /* the M16's sound loop runs */
    bool harpoon_reload;    /* the harpoon gun reloads after its clip */
    bool uzi_left, uzi_right; /* an uzi's sound loop runs, per hand */
    /* The rifle-type guns' animation (the original's gun item): a model
     * animated through its states beside Lara, never in the item lists. */
    bool gun_item_on;
    Item gun_item;
    /* The original's look mode flags and camera requests live in Camera. */
    /* Model whose mesh is drawn in slot i, -1 = own (through the game's
     * mesh table: game/mesh_table.h), LARA_MESH_HELD = the mesh her slot
     * was given by a flipeffect's trade, kept in that table. */
    int16_t mesh_swap[LARA_NUM_MESHES];
    /* Extra run-time flags the states share. */
    bool look;              /* the original's g_Lara.look: head may turn */
    /* TR2+: the sector under her has a climbable wall on the side she
     * faces (the original's climb_status, set with the triggers each tick
     * from the floor's climb bits; never set on a TR1 level, which has
     * none): the ladder moves read it (lara_climb.c). */
    bool climb_status;
    /* TR2+: she plays one of her extra animations (the level's Lara-extra
     * model: striking a gong, the detonator, the deaths some creatures
     * deal): the extra states' routines run instead of hers, with no
     * collision (lara_extra_tr2.c). Never set on a TR1 level. */
    bool extra_anim;
    /* TR2+: the vehicle she rides (the original's g_Lara.skidoo), its item
     * index, -1 on foot. While she rides, the vehicle's routines drive her
     * (game/objects/tr2/vehicle/vehicle.c) instead of her states, and the
     * water-status checks wait. Never set on a TR1 level. */
    int16_t vehicle;
    int32_t interact_target; /* item being pushed / used, -1 none */
    /* Slope the last slide started on (the original keeps it in a static
     * that starts at an impossible angle): a new slide animation starts only
     * when the slope direction changes. */
    bool slide_angle_set;
    /* TR2: a jump may not start yet from the run (its first stride). The
     * original keeps it in a static its saves do not hold: not saved. */
    bool run_jump_refused;
    int16_t slide_angle;
    /* TR3: the sprint's energy spent (the original keeps what is left,
     * DashTimer = LARA_DASH_MAX - dash_used: one a tick spent sprinting,
     * one a tick back otherwise; 0 = rested, as she starts); she stays
     * crouched under a low ceiling (keep_ducked); the sector under her has
     * a monkey-swing ceiling (refreshed with the triggers, as the climb
     * status). Never set on a TR1 or TR2 level. */
    int16_t dash_used;
    /* TR3: the warmth cold water has taken (the original keeps what is
     * left, ExposureMeter = LARA_EXPOSURE_MAX - cold, -1 when spent: cold
     * LARA_EXPOSURE_MAX + 1); 0 = warm, as she starts. Only in a cold
     * level's water (Lara_Chill). */
    int16_t cold;
    bool keep_ducked;
    bool can_monkey_swing;
    /* TR3: the sink camera whose current pulls her vehicle (index + 1, 0
     * none; the original's current_active as TR3's sink action sets it:
     * its TR2 meaning, the current's strength, stays in current_active). */
    int16_t current_sink;
    /* TR3: her own drift in a sink's current (the original's
     * current_xvel / current_zvel, 1/256ths of a unit a tick): eased
     * towards the sink camera while she is on its trigger and kept as it
     * is off it (lara_current_tr3.c). */
    int32_t current_xvel, current_zvel;
    /* Her own pathfinding state for an underwater current (the original's
     * Lara LOT: a search node per box), made the first time a current
     * pulls her (Object_Alloc, lives with the Game); its target and
     * required box mirror Game.sink_target / sink_box (lara_water.c). */
    struct CreatureInfo *current_ai;
} Lara;

/* Sets Lara up as the original's demo mode does (see game.h). */
void Lara_Init(struct Game *g);
/* One tick of Lara: water-status transitions, then the above-water,
 * underwater or surface handler (state control, head and torso, lean and
 * turn decay, her animate step, creature push, collision, room, guns,
 * triggers). */
void Lara_Control(struct Game *g);

/* ---- What the rest of the game may do with her -------------------------
 * (traps, creatures, effects, pick-ups, the movable block, the gameflow's
 * start of a level). Everything else of hers is in game/lara/'s internal
 * headers and stays there. */

/* Index of Lara's first animation in the level (her model's, following a
 * model that borrows another's animations); 0 if she has none. */
int Lara_AnimBase(const struct Game *g, const Item *item);

/* The original's switch to one of her animations: anim = base + rel_anim,
 * frame = that animation's first frame + rel_frame. States are left alone
 * (callers set current/goal as the original does). */
void Lara_SwitchAnim(struct Game *g, Item *item, int rel_anim, int rel_frame);

/* Her own animate step (the original's Lara_Animate): frame, dispatch,
 * end-of-animation commands (take-off speed from calc_fall_speed, empty
 * hands), sounds and effects, speed or gravity, then the move along
 * g->lara.move_angle. */
void Lara_Animate(struct Game *g, Item *item);

/* Her head tilts with the forward / back keys while the look key is held
 * (the original's Lara_LookUpDown; the skidoo's look while it stands). */
void Lara_LookUpDown(struct Game *g);

/* TR3: she is electrocuted from now on (Lara.electric; nothing if she
 * already is): the electricity's light, sounds and bolts on her body each
 * tick (game/lara/lara_electric_tr3.c). Her hit points are the caller's. */
void Lara_Electrocute(struct Game *g);

/* Damage as the original's Lara_TakeDamage (never below zero). */
void Lara_TakeDamage(struct Game *g, int16_t damage, bool hit_status);
/* The look key's up / down head tilt (lara_look.c): her states use it, and
 * so does the boat while it stands still (its own control drives her). */
void Lara_LookUpDown(struct Game *g);

/* Her bounding box at the current frame, interpolated between key frames
 * exactly as the original's "accurate bounds" (including its quirk at the
 * end of an animation). */
void Lara_GetBoundsAccurate(const struct Game *g, const Item *item, BoundingBox *out);

/* The gun in hand at the start of a level (the gameflow's hand-over of the
 * previous level's weapons): gun_type (LaraGunType) when she holds it,
 * otherwise the first she holds as at a new game; its holsters on her
 * thighs, the shotgun on her back, and the pistols' holsters still shown
 * with the shotgun in hand when she has any pistol-type gun. Call after
 * her has_* flags and ammunition are set. */
void Lara_InitGunInHand(struct Game *g, int gun_type);

/* Her numbers that differ between the games (GameRules.lara_consts; each
 * game's values are in game/rules/trN.c). Numbers the three games share
 * stay #defines (here and in lara_internal.h). */
typedef struct LaraConsts {
    /* How far the look key turns her head sideways either way, standing
     * (16-bit angle units): 50 degrees in TR1, 44 in TR2 and TR3. */
    int16_t max_head_rotation;
    /* How far it tilts, standing: down to max_head_tilt with back, up to
     * min_head_tilt with forward (TR1 and TR2 22 / -42 degrees, TR3 30 /
     * -35). */
    int16_t max_head_tilt, min_head_tilt;
} LaraConsts;

/* TR2's extra states: the states of the Lara-extra model's animations
 * (object 12), which she plays with Lara.extra_anim set. */
enum {
    LS2_EXTRA_BREATH = 0,      /* back to her own standing animation */
    LS2_EXTRA_PLUNGER = 1,     /* the detonator box */
    LS2_EXTRA_YETI_KILL = 2,
    LS2_EXTRA_SHARK_KILL = 3,
    LS2_EXTRA_AIRLOCK = 4,
    LS2_EXTRA_GONG_BONG = 5,
    LS2_EXTRA_TREX_KILL = 6,
    LS2_EXTRA_PULL_DAGGER = 7,
    LS2_EXTRA_START_ANIM = 8,
    LS2_EXTRA_START_HOUSE = 9,
    LS2_EXTRA_FINAL_ANIM = 10,
    LS3_EXTRA_TRAIN_KILL = 11, /* TR3: run over by London's tube train */
    LS3_EXTRA_RAPIDS_DROWN = 12, /* TR3: drowned in Madubu Gorge's rapids */
    LS_EXTRA_COUNT = 13,
};
#define LARA2_EXTRA_OBJECT 12  /* TR2's Lara-extra model (O2_LARA_EXTRA) */

/* Into her extra animations (TR2): the extra model's first animation (the
 * breath, state LS2_EXTRA_BREATH) with `goal` its goal state, one plain
 * animate step to take the change, hands busy, no hit direction. False
 * (nothing changed) when the level has no extra model with animations. */
bool Lara_StartExtraAnim(struct Game *g, int goal);
/* The same from another game's extra model (TR3's O3_LARA_EXTRA, whose
 * states are TR2's). */
bool Lara_StartExtraAnimOf(struct Game *g, int extra_object, int goal);
/* TR3's drowning in the rapids (the original's LaraRapidsDrown): animation
 * 25 of `anim_object` (the vehicle set), her extra state
 * LS3_EXTRA_RAPIDS_DROWN, hit points 0, hands busy, unarmed; she then
 * sinks 384 under the floor beneath her and turns 1024 a tick, her death
 * counting twice as fast. False when the set has no such animation. */
bool Lara_StartRapidsDrown(struct Game *g, int anim_object);
/* The level's opening in her extra set (a TR2 script's start animation,
 * given to a level started anew): as above, out of water, and the level's
 * cinematic camera from its first frame at her place. */
bool Lara_StartLevelAnim(struct Game *g, int goal);

/* TR1's Lara: her state routine tables (GameRules.lara; the type is
 * game/lara's own). */
struct LaraTable;
extern const struct LaraTable Lara_TableTR1;
/* TR2's: its state numbers (LS_TR2_COUNT), wading, the twist, the
 * underwater roll, its ledge grabs (lara_table_tr2.c). */
extern const struct LaraTable Lara_TableTR2;
/* TR3's: TR2's states as TR3 changed them, sprint, crouch and crawl, the
 * monkey swing (lara_table_tr3.c). */
extern const struct LaraTable Lara_TableTR3;
/* The game's Lara is TR3's (her sprint, crouch and monkey-swing state is
 * saved with her). */
bool Lara_HasTR3Moves(const struct Game *g);

#endif
