/* The gameflow: which levels a game has, in which order, with which titles,
 * music, cut-scenes, FMVs and statistics screens. It is data, read from a
 * small text file of our own (the TR1 default is data/tr1.gameflow, built
 * into the program as well; --gameflow FILE replaces it).
 *
 * The file format (version 1) is described at the top of gameflow.c and in
 * the README ("Playing a whole game"). A parsed Gameflow is plain data (no
 * pointers), so a run's position in it can be saved as indices.
 *
 * Sequence of a game, as the original: the title screen; "New Game" plays
 * the `level` blocks in file order, each block's steps in their order (FMVs,
 * the level itself, cut-scenes, the statistics screen); after the last
 * level the title comes back. The `gym` block is reached from the title's
 * Lara's Home entry and goes back to the title. */
#ifndef TOMB8_GAME_GAMEFLOW_GAMEFLOW_H
#define TOMB8_GAME_GAMEFLOW_GAMEFLOW_H

#include "engine/core/common.h"

#define GAMEFLOW_VERSION 1
#define GAMEFLOW_MAX_FILE (256 * 1024)
#define GAMEFLOW_MAX_LINE 1024
#define GAMEFLOW_MAX_LEVELS 64
#define GAMEFLOW_MAX_CUTSCENES 32
#define GAMEFLOW_MAX_STEPS 24
#define GAMEFLOW_MAX_MOVIES 64      /* FMVs and pictures, all blocks together */
#define GAMEFLOW_MAX_GIVE 8         /* items given at a level's start */
#define GAMEFLOW_MAX_MESH_SWAPS 8
#define GAMEFLOW_PATH_MAX 128
#define GAMEFLOW_NAME_MAX 64
#define GAMEFLOW_NO_MUSIC (-1)

typedef enum {
    GF_STEP_FMV = 0,        /* arg: movie index; played (game/gameflow/fmv_phase.h) */
    GF_STEP_PICTURE,        /* arg: movie index; a still picture, announced */
    GF_STEP_PLAY,           /* the level itself */
    GF_STEP_CUTSCENE,       /* arg: cut-scene index */
    GF_STEP_STATS,          /* the statistics of the block's level */
    /* The game's end (a TR2/TR3 script's "game complete"): */
    GF_STEP_CREDITS,        /* arg: CD track (-1 none); the credit pictures */
    GF_STEP_FINAL_STATS,    /* the whole game's statistics */
} GameflowStepKind;

typedef struct {
    uint8_t kind;           /* GameflowStepKind */
    int16_t arg;
    int32_t line;           /* where it was written (messages) */
} GameflowStep;

typedef enum { GF_LEVEL_NORMAL = 0, GF_LEVEL_GYM = 1 } GameflowLevelKind;

typedef struct {
    int16_t object_id;
    int16_t count;
} GameflowGive;

/* What a TR2/TR3 script's "add to inventory" gives, in the originals'
 * numbering (the operand of opcode 18: below 1000 an item of the level's
 * secret reward, from 1000 on one given at the level's start). */
typedef enum {
    GF_INV_PISTOLS = 0, GF_INV_SHOTGUN, GF_INV_MAGNUMS, GF_INV_UZIS, GF_INV_HARPOON, GF_INV_M16,
    GF_INV_GRENADE, GF_INV_PISTOL_AMMO, GF_INV_SHOTGUN_AMMO, GF_INV_MAGNUM_AMMO,
    GF_INV_UZI_AMMO, GF_INV_HARPOON_AMMO, GF_INV_M16_AMMO, GF_INV_GRENADE_AMMO, GF_INV_FLARES,
    GF_INV_SMALL_MEDI, GF_INV_LARGE_MEDI, GF_INV_PICKUP1, GF_INV_PICKUP2, GF_INV_PUZZLE1,
    GF_INV_PUZZLE2, GF_INV_PUZZLE3, GF_INV_PUZZLE4, GF_INV_KEY1, GF_INV_KEY2, GF_INV_KEY3,
    GF_INV_KEY4,
    GF_INV_COUNT
} GameflowInvItem;
#define GF_INV_START_BASE 1000
/* TR3's list is TR2's with the rocket launcher after the M16, its rockets
 * after the M16's clips, and the save crystal last (tomb3 game/gameflow.h,
 * add_inv_types): its game rules' script_items name them in that order.
 * A level keeps counts for the longer list. */
#define GF_INV_COUNT_TR3 30
#define GF_INV_MAX GF_INV_COUNT_TR3

/* A level's item names from a TR2/TR3 script, in its order. */
enum {
    GF_NAMES_PUZZLE1 = 0, GF_NAMES_PICKUP1 = 4, GF_NAMES_KEY1 = 6, GF_ITEM_NAMES = 10
};
#define GAMEFLOW_MAX_STRINGS 128    /* a script's game strings kept */

typedef struct {
    char file[GAMEFLOW_PATH_MAX];
    char title[GAMEFLOW_NAME_MAX];
    uint8_t kind;           /* GameflowLevelKind */
    int16_t music;          /* ambient CD track, GAMEFLOW_NO_MUSIC = none */
    bool demo;              /* the title may play this level's demo */
    bool remove_guns;       /* Lara arrives without her guns (Natla's Mines) */
    bool remove_scions;
    int16_t mirror_room;    /* Atlantis: the room the mirror Lara mirrors about, -1 none */
    uint8_t num_give;
    GameflowGive give[GAMEFLOW_MAX_GIVE];
    uint8_t num_steps;
    GameflowStep steps[GAMEFLOW_MAX_STEPS];
    int32_t line;
    /* From a TR2/TR3 script (a text gameflow leaves them all 0). */
    bool remove_ammo;       /* "remove ammo": she arrives without ammunition */
    bool kill_to_complete;  /* the level ends when its last enemy dies */
    bool deadly_water;      /* water kills (the Ice Palace's) */
    bool cold_water;        /* TR3: its water chills Lara (Antarctica, RX-Tech Mines) */
    bool strobes_wait_alarm;/* TR3: its strobe lights wait for an alarm (Area 51) */
    uint8_t weather;        /* TR3: rain or snow (WEATHER_*, game/effects/weather.h) */
    uint16_t level_rules;   /* the level's own rules (LEVEL_RULE_*, game/rules/rules.h) */
    /* TR3: which of the original's tables of fish shoal ranges the level
     * has (1 jungle, 2 temple ruins, 3 the Ganges, 4 Lara's home, 5 the
     * coastal village, 6 the crash site, 7 Madubu gorge), 0 none. */
    uint8_t fish_shoals;
    bool sunset;            /* the sky darkens over the level's time */
    bool game_complete;     /* the block ends the game: credits, final statistics */
    bool has_num_secrets;   /* else the game's default (TR2: 3) */
    int16_t num_secrets;
    bool has_start_anim;    /* else the level's own */
    int16_t start_anim;     /* Lara's first animation */
    int32_t no_floor;       /* below this height she falls to death; 0: no such */
    uint8_t start_inv[GF_INV_MAX];  /* given on arrival (not to a loaded save) */
    uint8_t secret_inv[GF_INV_MAX]; /* given once every secret is found */
    /* The level's puzzle, pickup and key names (GF_NAMES_*), "" none. */
    char item_names[GF_ITEM_NAMES][GAMEFLOW_NAME_MAX];
    /* TR3's locations (Gameflow.locations): the one the level is in
     * (GF_LOCATION_*, 0 none) and whether it is its last level. */
    uint8_t location;
    bool location_end;
    /* TR3: the level's end takes the four artefacts away (Antarctica's
     * first level, as the original's LevelStats). */
    bool takes_artefacts;
} GameflowLevel;

/* TR3's five locations, in its levels' order (the original's worlds). */
enum {
    GF_LOCATION_NONE = 0, GF_LOCATION_INDIA, GF_LOCATION_SOUTH_PACIFIC, GF_LOCATION_LONDON,
    GF_LOCATION_NEVADA, GF_LOCATION_ANTARCTICA, GF_LOCATIONS
};

typedef struct {
    int16_t actor;          /* object whose mesh is replaced (O_PLAYER_1...) */
    int16_t source;         /* object the mesh comes from */
    int16_t mesh;
} GameflowMeshSwap;

typedef struct {
    char file[GAMEFLOW_PATH_MAX];
    char title[GAMEFLOW_NAME_MAX];
    /* The origin of the cut-scene's camera frames and actors: by default
     * where the first actor stands, facing north; these replace parts. */
    bool has_origin_x, has_origin_z, has_angle;
    int32_t origin_x, origin_z;
    int16_t angle;
    int16_t music;          /* track played with it (once) */
    bool flip_map;          /* starts with the rooms flipped */
    uint8_t num_mesh_swaps;
    GameflowMeshSwap mesh_swaps[GAMEFLOW_MAX_MESH_SWAPS];
    int32_t line;
} GameflowCutscene;

typedef struct Gameflow {
    char game[GAMEFLOW_NAME_MAX];   /* the game's name */
    /* Which game's rules the install plays (GameVersion; 0 for a text
     * gameflow: TR1's). Replays of it keep that game's input bits. */
    int32_t game_version;
    bool has_title;
    char title_file[GAMEFLOW_PATH_MAX];
    int16_t title_music;
    uint8_t num_title_steps;        /* FMVs / pictures before the title */
    GameflowStep title_steps[GAMEFLOW_MAX_STEPS];
    int32_t num_levels;
    GameflowLevel levels[GAMEFLOW_MAX_LEVELS];
    int32_t num_cutscenes;
    GameflowCutscene cutscenes[GAMEFLOW_MAX_CUTSCENES];
    int32_t num_movies;
    char movies[GAMEFLOW_MAX_MOVIES][GAMEFLOW_PATH_MAX];
    int32_t first_level;            /* first GF_LEVEL_NORMAL level, -1 none */
    int32_t gym_level;              /* the GF_LEVEL_GYM level, -1 none */
    /* A TR2/TR3 script's game strings (the ring's and statistics' texts
     * in the original's numbering, "" past num_strings), its platform
     * strings (option names), and the track of a secret found. */
    int32_t num_strings, num_platform_strings;
    char strings[GAMEFLOW_MAX_STRINGS][GAMEFLOW_NAME_MAX];
    char platform_strings[GAMEFLOW_MAX_STRINGS / 2][GAMEFLOW_NAME_MAX];
    int16_t secret_music;           /* 0: none */
    /* TR3's order (a TR3 script with the original's levels, tr3_script.c):
     * India first, then the player chooses each of the next three
     * locations, Antarctica last; the bonus level after the game's end when
     * all its secrets but one were found (-1 none); and TR3's secrets:
     * each level's total is its num_secrets, every secret found counts,
     * the game's totals leave out the bonus level. */
    bool locations;
    int32_t bonus_level;
    bool level_secrets;
    /* TR3's credits (Gameflow_TR3Credits): its pix\*.bmp pictures and
     * timing (game/app/phase_credits.c), else TR2's. */
    bool tr3_credits;
    uint32_t checksum;              /* CRC-32 of the text it was parsed from */
    uint32_t size;                  /* its length in bytes (replays name both) */
} Gameflow;

/* Parses gameflow text (size bytes, need not be NUL-terminated). name is
 * the file name used in messages. False with one line
 * "error: NAME:LINE: what" in err. */
bool Gameflow_Parse(const char *text, size_t size, const char *name, Gameflow *out, char *err,
                    size_t err_cap);
/* Reads and parses a file (at most GAMEFLOW_MAX_FILE bytes). */
bool Gameflow_Load(const char *path, Gameflow *out, char *err, size_t err_cap);
/* The TR1 gameflow built into the program (the text of data/tr1.gameflow). */
const char *Gameflow_DefaultText(void);
bool Gameflow_LoadDefault(Gameflow *out, char *err, size_t err_cap);
/* The Unfinished Business gameflow built into the program (the text of
 * data/ub.gameflow): TR1's expansion, four .TUB levels. */
const char *Gameflow_UbText(void);
bool Gameflow_LoadUb(Gameflow *out, char *err, size_t err_cap);

/* The built-in gameflows by name, so an install needs no source tree to
 * choose one: "tr1" (Gameflow_LoadDefault) and "ub" (Gameflow_LoadUb).
 * Any other string is a file's path (a file named "ub" is "./ub"). */
bool Gameflow_IsBuiltin(const char *name);
/* Loads the built-in gameflow `name`; false with one line in err for a
 * name that is not one. */
bool Gameflow_LoadBuiltin(const char *name, Gameflow *out, char *err, size_t err_cap);

/* A script's game string `i` ("" when it has none: a text gameflow). */
const char *Gameflow_String(const Gameflow *gf, int i);

/* The next level the New Game sequence plays after level index `level`
 * (the next GF_LEVEL_NORMAL block), -1 after the last. */
int Gameflow_NextLevel(const Gameflow *gf, int level);
/* The first level of a TR3 location (GF_LOCATION_*), -1 none. */
int Gameflow_LocationStart(const Gameflow *gf, int location);
/* The level block whose file is `file` (compared without case and without
 * folders), -1 if none. */
int Gameflow_FindLevel(const Gameflow *gf, const char *file);
/* The cut-scene block for a file (same comparison), -1 if none. */
int Gameflow_FindCutscene(const Gameflow *gf, const char *file);

/* TR3's cold levels by their file name, for a level played alone (no
 * script numbers it): the original's ANTARC.TR2 and MINES.TR2, in any
 * case, in any folder. */
bool Gameflow_ColdWaterFile(const char *path);
/* TR3: a level file named as Area 51's (AREA51.TR2), whose strobes wait
 * for an alarm, played alone. */
bool Gameflow_StrobesWaitFile(const char *path);

#endif
