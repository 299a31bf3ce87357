/* Level builder: describe a TR1 level conveniently in memory (rooms made of
 * sectors with heights, slopes, portals, water, triggers, lights, items...)
 * and turn it into a Level (engine/level/level.h) that the writer
 * (engine/level/level_write.h) serialises as a .PHD file.
 *
 * Coordinates: x east, z north, y DOWN (as in TR). Sector heights are in
 * clicks of 256 units; a room is a rectangle of sectors whose outer ring is
 * made of walls. Rooms are joined by overlapping their wall rings with a
 * neighbour's interior (as in the original games) and calling LB_Connect:
 * LB_Finish then finds the shared border sectors, writes portal floordata,
 * copies the neighbour's heights for collision and adds visibility portals.
 *
 * Everything the builder produces is deterministic: the same calls give the
 * same bytes (no clocks, no pointer hashing, integer arithmetic only: the
 * release and sanitizer builds write identical files). */
#ifndef TOMB8_TOOLS_LEVELBUILD_LEVELBUILD_H
#define TOMB8_TOOLS_LEVELBUILD_LEVELBUILD_H

#include "engine/level/level.h"

#define LB_WALL_CLICK ((int8_t)-127) /* 0x81: "no floor" for wall sectors */
#define LB_MAX_ROOMS 64

/* Materials: procedurally generated 64x64 textures (see LB_Textures). */
typedef enum {
    LB_MAT_STONE = 0,
    LB_MAT_BRICK,
    LB_MAT_SAND,
    LB_MAT_WOOD,
    LB_MAT_WATER0, /* three frames of the animated water texture */
    LB_MAT_WATER1,
    LB_MAT_WATER2,
    LB_MAT_TILE,   /* floor tiles */
    LB_MAT_MOSS,   /* mossy stone for ceilings */
    LB_MAT_METAL,  /* switch plate / door */
    LB_MAT_COUNT
} LB_Material;

/* Trigger types (FloorData trigger SubFunction). */
enum { LB_TRIG_TRIGGER = 0, LB_TRIG_PAD = 1, LB_TRIG_SWITCH = 2, LB_TRIG_ANTIPAD = 6 };
/* Trigger actions (TrigAction). */
enum {
    LB_ACT_OBJECT = 0,
    LB_ACT_CAMERA = 1,
    LB_ACT_FLIPMAP = 3,
    LB_ACT_FLIPON = 4,
    LB_ACT_FLIPOFF = 5,
    LB_ACT_LOOKAT = 6,
    LB_ACT_FINISH = 7,
    LB_ACT_FLIPEFFECT = 9,
};

/* TR1 object ids used by the builder. */
enum {
    LB_OBJ_LARA = 0,
    LB_OBJ_PISTOLS = 1,       /* Lara's gun meshes and arm frames */
    LB_OBJ_WOLF = 7,
    LB_OBJ_SPIKES = 37,
    LB_OBJ_SWITCH = 55,
    LB_OBJ_DOOR1 = 57,
    LB_OBJ_SMALL_MEDIPACK = 93,
    LB_OBJ_MEDIPACK_OPTION = 108, /* its inventory model */
    LB_OBJ_WATER_RIPPLES = 153,
    LB_OBJ_CAMERA_TARGET = 169,
};

/* TR1 sound ids given samples. */
enum {
    LB_SFX_FOOTSTEP = 0,
    LB_SFX_LANDING = 4,
    LB_SFX_PISTOLS = 8,
    LB_SFX_WOLF_POUNCE = 19,
    LB_SFX_WOLF_HURT = 20,
    LB_SFX_WOLF_DEATH = 22,
    LB_SFX_WOLF_HOWL = 24,
    LB_SFX_WOLF_BITE = 25,
    LB_SFX_SPLASH = 33,
    LB_SFX_DOOR = 64,
};

typedef struct {
    bool solid;              /* wall block (floor/ceiling 0x81, no geometry) */
    int8_t floor, ceiling;   /* clicks; y = clicks * 256 (y grows downward) */
    int8_t slope_x, slope_z; /* floor slant, clicks (FloorData function 2) */
    uint8_t floor_mat, ceil_mat, wall_mat;
    uint8_t room_below, room_above; /* NO_ROOM, or a room: horizontal portal */
    int16_t trigger;         /* index into the builder's triggers, -1 none */
    /* Set by LB_Finish: */
    int16_t portal_room;     /* -1, or the room this border sector leads to */
} LB_Sector;

typedef struct {
    uint8_t action;
    uint16_t param;
    uint16_t camera_word;    /* extra word of a camera action */
} LB_TrigAction;

typedef struct {
    uint8_t type;            /* LB_TRIG_* */
    uint8_t timer;
    bool one_shot;
    uint8_t mask;            /* 5 bits, 0x1F usually */
    uint32_t num_actions;
    LB_TrigAction actions[8];
} LB_Trigger;

typedef struct {
    Vec3i pos;               /* world */
    int32_t intensity;       /* 0..0x1FFF, brighter = larger (TR1 lights) */
    int32_t fade;            /* reach in world units */
} LB_Light;

typedef struct {
    int32_t x0, z0;          /* world position of the room corner, in sectors */
    int nx, nz;              /* sectors along x and z, including the wall ring
                              * (3..31: room-relative coordinates are int16) */
    LB_Sector *sectors;      /* index x * nz + z (as in the file) */
    bool water;
    uint16_t extra_flags;    /* more room flags (e.g. TR3's ROOM_FLAG_SWAMP) */
    int16_t ambient;         /* 0 bright .. 0x1FFF dark */
    int32_t shade_base;      /* vertex shade with no light (0..0x1FFF) */
    uint32_t num_lights;
    LB_Light lights[8];
    uint32_t num_statics;
    RoomStatic statics[8];
    uint32_t num_sprites;
    struct { Vec3i pos; uint16_t texture; } sprites[8];
    int16_t alternate_room;
    uint32_t num_links;
    uint8_t links[16];       /* rooms connected through vertical portals */
} LB_Room;

/* A mesh under construction (vertices + textured/coloured faces). */
typedef struct LB_Mesh LB_Mesh;

typedef struct {
    Level level;             /* arrays filled progressively, then by LB_Finish */
    uint32_t num_rooms;
    LB_Room rooms[LB_MAX_ROOMS];
    uint32_t num_triggers;
    LB_Trigger triggers[32];
    uint16_t mat_texture[LB_MAT_COUNT]; /* object texture of each material quad */
    uint16_t mat_texture_tri[LB_MAT_COUNT]; /* ...and for triangles */
    uint16_t water_surface;             /* see-through water (slot 14) */
    uint16_t sprite_texture_base;
    char error[256];
    bool failed;
} LB_Builder;

/* ---- whole level ---------------------------------------------------------- */

/* Starts an empty TR1 level: palette, lightmap, textures, the mannequin
 * (Lara model 0), door, switch, static and sprite objects, sounds. */
bool LB_Init(LB_Builder *b);
/* Starts an empty level without any generated content (no textures,
 * models or sounds): enough for geometry-only tests and parsing. */
bool LB_InitBare(LB_Builder *b);
/* Frees the builder (and its Level unless it was taken with LB_TakeLevel). */
void LB_Free(LB_Builder *b);
/* Computes geometry, lighting, floordata, portals, boxes and fills b->level.
 * Returns false with b->error set when the description is inconsistent. */
bool LB_Finish(LB_Builder *b);
/* Moves the finished Level out (the builder no longer owns it). */
void LB_TakeLevel(LB_Builder *b, Level *out);
/* Frees a Level produced by the builder (every array is malloc'ed). */
void LB_FreeLevel(Level *level);

/* ---- rooms ---------------------------------------------------------------- */

/* A room at sector (x0, z0) of nx * nz sectors (ring included), interior at
 * floor/ceiling clicks, using the given materials. Returns its index or -1. */
int LB_AddRoom(LB_Builder *b, int x0, int z0, int nx, int nz, int floor,
               int ceiling, LB_Material floor_mat, LB_Material wall_mat,
               LB_Material ceil_mat);
/* Sector at room-local (x, z) (0..nx-1, 0..nz-1); NULL when out of range. */
LB_Sector *LB_Sec(LB_Builder *b, int room, int x, int z);
/* Sets floor (and ceiling unless keep) over a local rectangle, inclusive. */
void LB_SetFloor(LB_Builder *b, int room, int x0, int z0, int x1, int z1, int floor);
void LB_SetCeiling(LB_Builder *b, int room, int x0, int z0, int x1, int z1, int ceiling);
void LB_SetSolid(LB_Builder *b, int room, int x0, int z0, int x1, int z1, bool solid);
void LB_SetFloorMat(LB_Builder *b, int room, int x0, int z0, int x1, int z1, LB_Material m);
/* Slope over one sector: TR1 slant values (x, z), clicks. */
void LB_SetSlope(LB_Builder *b, int room, int x, int z, int slope_x, int slope_z);
/* Makes `alt` the flipped version of `room` (same corner and size): it
 * stands in its place while the flip map is on, with the same neighbours
 * (its own border portals are found for it). False with b->error set. */
bool LB_SetAlternate(LB_Builder *b, int room, int alt);
/* Joins two rooms whose wall rings overlap (side by side). */
void LB_Connect(LB_Builder *b, int room_a, int room_b);
/* Stacks rooms: the local rectangle of `upper` gets room_below = lower and
 * the matching sectors of `lower` get room_above = upper. */
void LB_ConnectVertical(LB_Builder *b, int upper, int lower, int x0, int z0, int x1, int z1);
void LB_AddLight(LB_Builder *b, int room, int x, int y, int z, int intensity, int fade);
void LB_AddStatic(LB_Builder *b, int room, int x, int y, int z, uint16_t rotation,
                  uint16_t mesh_id);
void LB_AddRoomSprite(LB_Builder *b, int room, int x, int y, int z, uint16_t sprite);

/* ---- world data ----------------------------------------------------------- */

/* Returns the item index. pos is world (y = floor of the standing place). */
int LB_AddItem(LB_Builder *b, int16_t object_id, int room, int x, int y, int z,
               int16_t angle, uint16_t flags);
int LB_AddCamera(LB_Builder *b, int room, int x, int y, int z);
/* A trigger on a room-local sector; actions are added with LB_TriggerAction. */
int LB_AddTrigger(LB_Builder *b, int room, int x, int z, int type, int timer,
                  bool one_shot);
void LB_TriggerAction(LB_Builder *b, int trigger, int action, int param);
void LB_TriggerCamera(LB_Builder *b, int trigger, int camera, int seconds, bool once);

/* ---- sub-builders (lb_*.c) ----------------------------------------------- */

/* Palette (6-bit components), ColourMap, textiles, object/sprite textures. */
bool LB_Textures(LB_Builder *b);
/* Nearest palette index (1..255) to an 8-bit RGB colour, perceptual metric. */
uint8_t LB_NearestColour(const PaletteColour *palette, int r, int g, int b);
/* Fills level->lightmap from level->palette (32 rows, 16 = identity). */
void LB_ComputeLightmap(Level *level);
/* Models: mannequin (Lara, 15 meshes), door, switch, statics, sprites. */
bool LB_Models(LB_Builder *b);
/* Synthesised samples as WAVE (libsndfile) with SoundMap/Details/Indices. */
bool LB_Sounds(LB_Builder *b);
/* Rooms: geometry, vertex light, portals, floordata, boxes (LB_Finish). */
bool LB_BuildRooms(LB_Builder *b);

/* Reads a text description (see data/default_level.txt) into the builder.
 * Errors: b->error = "FILE:LINE: message". Call LB_Finish afterwards. */
bool LB_ParseText(LB_Builder *b, const char *text, size_t size, const char *file);

/* The title's picture (lb_picture.c): a 640x480 PCX file of our own in
 * the palette of a builder started with LB_Init (malloc'ed into *pcx). */
bool LB_TitlePicture(LB_Builder *b, uint8_t **pcx, size_t *size);

/* Fails the build with a message (first failure wins). */
void LB_Fail(LB_Builder *b, const char *fmt, ...);

/* A few of Lara's animation numbers (TR1 numbering). */
enum {
    LB_ANIM_RUN = 0,
    LB_ANIM_WALK = 1,
    LB_ANIM_WALK_STOP_RIGHT = 2,
    LB_ANIM_WALK_STOP_LEFT = 3,
    LB_ANIM_START_RUN = 6,
    LB_ANIM_RUN_STOP_LEFT = 8,
    LB_ANIM_RUN_STOP_RIGHT = 10,
    LB_ANIM_STAND = 11,
    LB_ANIM_TURN_RIGHT = 12,
    LB_ANIM_TURN_LEFT = 13,
    LB_ANIM_RUN_JUMP = 16,
    LB_ANIM_FALL_START = 22,
    LB_ANIM_FALL = 23,
    LB_ANIM_LAND_FALL = 24,
    LB_ANIM_UP_JUMP_PREP = 27,
    LB_ANIM_UP_JUMP = 28,
    LB_ANIM_FAST_TURN = 44,
    LB_ANIM_JUMP_PREP = 73,
    LB_ANIM_JUMP_FORWARD_START = 76,
    LB_ANIM_JUMP_FORWARD = 77,
    LB_ANIM_LAND = 82,
    LB_ANIM_STAND_IDLE = 103,
    LB_ANIM_SWIM = 86,
    LB_ANIM_GLIDE = 87,
    LB_ANIM_TREAD_START = 107,
    LB_ANIM_TREAD = 108,
    LB_ANIM_TREAD_TO_SWIM = 109,
    LB_ANIM_SURF_TREAD = 110,
    LB_ANIM_DIVE_IN = 112,
    LB_ANIM_SURFACE = 114,
    LB_ANIM_SURF_DIVE = 115,
    LB_ANIM_SURF_SWIM = 116,
    LB_ANIM_SURF_SWIM_STOP = 117,
    LB_ANIM_SURF_TREAD_TO_SWIM = 118,
    LB_ANIM_SWIM_DIVE = 119,
    /* TR1 Lara has 160 animations; the mannequin has all of them, with
     * the original's states, links and dispatches (lb_lara.c). */
    LB_LARA_NUM_ANIMS = 160,
};
/* Lara state ids (TR1). */
enum {
    LB_STATE_WALK = 0,
    LB_STATE_RUN = 1,
    LB_STATE_STOP = 2,
    LB_STATE_FORWARD_JUMP = 3,
    LB_STATE_TURN_RIGHT = 6,
    LB_STATE_TURN_LEFT = 7,
    LB_STATE_FAST_FALL = 9,
    LB_STATE_COMPRESS = 15,
    LB_STATE_FAST_TURN = 20,
    LB_STATE_UP_JUMP = 28,
    LB_STATE_TREAD = 13,
    LB_STATE_SWIM = 17,
    LB_STATE_GLIDE = 18,
    LB_STATE_SURF_TREAD = 33,
    LB_STATE_SURF_SWIM = 34,
    LB_STATE_DIVE = 35,
};

#endif
