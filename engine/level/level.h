/* The in-memory level: every section of a TR1/TR2/TR3 level file in typed
 * structures, one layout for all three games.
 *
 * Contract: after Level_Load succeeds, every cross-reference inside the
 * Level has been validated (room numbers, mesh/texture/animation/frame
 * indices, floordata indices, sprite ranges...), so the rest of the engine
 * may index with them without checking again. Fields keep the file's raw
 * values unless a comment says otherwise; where the games differ, the
 * loader fills the common field and keeps the game-specific one too.
 *
 * What Level_Load guarantees (engine/level/level_validate.c):
 *  - rooms: face vertex indices < num_vertices; face textures (TR3: low 15
 *    bits, Level_RoomFaceTexture) < num_object_textures; sprite vertex and
 *    texture; portal rooms; at least one sector in each direction;
 *    sector room_below/room_above (or NO_ROOM); sector box
 *    (Level_SectorBox: NO_BOX or < num_boxes); sector fd_index
 *    < num_floordata or 0 (floordata always has at least one readable
 *    word); alternate_room (-1 or valid); RoomStatic.static_index resolved.
 *  - floordata: every list a sector points at stays inside the array and
 *    ends; portal rooms, trigger item (object/look-at, and the item word of
 *    switch/key/pick-up triggers) and camera (camera/current) indices are
 *    valid; unknown functions are rejected. The lists are parsed once into
 *    lv->floor (engine/level/level_floor.h); nothing reads the words again.
 *  - meshes: every mesh pointer is parsed (Level_MeshAt); face vertex
 *    indices < num_vertices; textured faces < num_object_textures; one
 *    normal or light per vertex. Coloured faces index 256-entry palettes.
 *  - animations: frame_rate > 0; frame_offset inside frames; next_anim
 *    valid; next_frame CLAMPED into the next animation's range (editor-made
 *    files hold out-of-range values the games never reach); state change
 *    ranges; anim command lists (known commands, arguments inside the
 *    array); dispatch next_anim valid, next_frame clamped likewise.
 *  - models: start_mesh + num_meshes <= pointers; mesh tree nodes inside;
 *    frame_offset inside frames; animation 0xFFFF or valid. Static meshes:
 *    mesh < pointers. Frame CONTENTS (per-frame sizes) are not checked:
 *    readers must bound their reads by num_frame_words.
 *  - textures: object texture tile (low 15 bits) < num_textiles; sprite
 *    texture tile valid and the sprite inside its tile; sprite sequences
 *    inside sprite_textures; animated texture ranges inside the array and
 *    naming valid object textures.
 *  - world coordinates: every stored world position (room x/z/y_top/
 *    y_bottom, room light and static positions, camera, sound source and
 *    item positions, TR1 box bounds) lies within +-LEVEL_WORLD_LIMIT, so
 *    sums and differences of positions and room extents fit an int32.
 *  - world: camera rooms, item rooms, item object ids >= 0 (but not
 *    checked against the models: an item may name a model, a sprite
 *    sequence, or nothing this level has);
 *    box overlap index < num_overlaps, overlap entries name valid boxes
 *    and the last entry ends a list; sound source ids < num_sound_map.
 *  - sound: sound map entries -1 or < num_sound_details; each detail's
 *    samples (sample + count from characteristics bits 2..5) inside
 *    sample_indices; TR1 sample offsets inside the embedded sample bytes.
 *    TR2/TR3 sample indices refer to MAIN.SFX and are not checked here.
 *
 * The same structure is what the level writer (engine/level/level_write.h)
 * serialises, so `write -> load` round-trips. */
#ifndef TOMB8_ENGINE_LEVEL_LEVEL_H
#define TOMB8_ENGINE_LEVEL_LEVEL_H

#include "engine/level/level_floor.h"
#include "engine/core/common.h"

typedef enum { GAME_TR1 = 1, GAME_TR2 = 2, GAME_TR3 = 3 } GameVersion;

#define LEVEL_VERSION_TR1 0x00000020u
#define LEVEL_VERSION_TR2 0x0000002Du
#define LEVEL_VERSION_TR3_A 0xFF080038u
#define LEVEL_VERSION_TR3_B 0xFF180038u

#define TEXTILE_SIZE 256 /* textiles are 256x256 pixels */
#define LIGHTMAP_SHADES 32
#define NO_ROOM 0xFF     /* sector room_below/room_above "none" */
#define NO_BOX 0xFFFF
/* Bound of every world coordinate a level may store, and of where the
 * simulation lets items move: 16384 sectors each way, 64 times the largest
 * world TR2/TR3 can even describe (boxes hold sector numbers in a byte).
 * With it, position arithmetic (differences, room extents up to 65535
 * sectors, camera offsets) cannot overflow an int32 anywhere; the original
 * engine's int32 arithmetic breaks long before real data gets near it. */
#define LEVEL_WORLD_LIMIT (1 << 24)

/* ---- rooms --------------------------------------------------------------- */

typedef struct {
    Vec3s pos;          /* relative to the room's x/z; y absolute */
    int16_t lighting;   /* raw Lighting field */
    uint16_t attributes;/* TR2/TR3 Attributes (0 in TR1) */
    int16_t lighting2;  /* TR2 Lighting2; TR3 15-bit colour (as uint16 bits) */
    /* Normalised shade for the renderer: 0 = brightest ... 0x1FFF = darkest.
     * TR1: Lighting; TR2: Lighting2; TR3: from the 15-bit colour
     * (Level_ShadeFromColour15: TR3 draws rooms by that colour alone and
     * ignores Lighting). Clamped to 0..0x1FFF. */
    int16_t shade;
} RoomVertex;

typedef struct {
    uint16_t vertices[4];
    uint16_t texture;   /* raw: object texture index (+ TR3 flag bit 15) */
} RoomQuad;

typedef struct {
    uint16_t vertices[3];
    uint16_t texture;
} RoomTri;

typedef struct {
    uint16_t vertex;    /* index into the room's vertices */
    uint16_t texture;   /* index into sprite_textures */
} RoomSprite;

typedef struct {
    uint16_t adjoining_room;
    Vec3s normal;
    Vec3s vertices[4];  /* relative to the room's x/z */
} RoomPortal;

typedef struct {
    uint16_t fd_index;  /* index into floordata */
    uint16_t box_index; /* NO_BOX if none (TR3: low 4 bits are material, box
                         * in bits 4..14; its bit 15 is `stopper`) */
    uint8_t room_below; /* NO_ROOM if none */
    int8_t floor;       /* in clicks (x256 units) */
    uint8_t room_above; /* NO_ROOM if none */
    int8_t ceiling;
    /* A stopper: moving objects keep out (TR3's cleaner robot turns away,
     * a block is not pushed into it). TR3 stores it in bit 15 of the box
     * word; the game sets and clears it while blocks and robots move
     * (World_SetStopper). TR1/TR2 have none: always 0. */
    uint8_t stopper;
} RoomSector;

typedef struct {
    Vec3i pos;          /* world coordinates */
    int32_t intensity;  /* TR1/TR2 Intensity1; TR3 point light Intensity */
    int32_t intensity2; /* TR2 Intensity2 */
    int32_t fade;       /* Fade1 (TR3: Fade) */
    int32_t fade2;      /* TR2 Fade2 */
    uint8_t type;       /* TR3: 0 sun, 1 point; TR1/TR2: 1 */
    uint8_t colour[3];  /* TR3 rgb */
    Vec3s sun_normal;   /* TR3 type 0: the same 8 bytes as intensity/fade
                         * read as a direction (intensity/fade are filled
                         * for every type: tool-made files keep point-light
                         * values in type 0 lights) */
} RoomLight;

typedef struct {
    Vec3i pos;          /* world coordinates */
    uint16_t rotation;  /* 16-bit angle */
    uint16_t intensity; /* TR1/TR2 Intensity1 (0 bright..0x1FFF dark); TR3 colour */
    uint16_t intensity2;/* TR2 Intensity2; TR3 unused word */
    uint16_t mesh_id;   /* static mesh object id (matches StaticMesh.id) */
    uint16_t static_index; /* index into Level.static_meshes (loader resolves) */
} RoomStatic;

typedef struct {
    int32_t x, z;           /* world offset */
    int32_t y_bottom, y_top;

    uint32_t num_vertices;
    RoomVertex *vertices;
    uint32_t num_quads;
    RoomQuad *quads;
    uint32_t num_tris;
    RoomTri *tris;
    uint32_t num_sprites;
    RoomSprite *sprites;
    uint32_t num_portals;
    RoomPortal *portals;

    uint16_t num_z_sectors; /* sectors along x is "x", along z is "z" */
    uint16_t num_x_sectors;
    RoomSector *sectors;    /* index: z + x * num_z_sectors */

    int16_t ambient;        /* AmbientIntensity (0 bright..0x1FFF dark in TR1) */
    int16_t ambient2;       /* TR2 */
    int16_t light_mode;     /* TR2/TR3 */
    uint32_t num_lights;
    RoomLight *lights;
    uint32_t num_statics;
    RoomStatic *statics;

    int16_t alternate_room; /* -1 none */
    uint16_t flags;         /* bit 0: water */
    uint8_t water_scheme;   /* TR3 */
    uint8_t reverb_info;    /* TR3 */
    uint8_t filler;         /* TR3 */
    uint32_t num_data_words;/* NumDataWords as stored */
} Room;

#define ROOM_FLAG_WATER 0x0001
/* TR2: the sky is seen from or through this room (the original's outside
 * flag); a room that hides it (its far parts are black, not sky). */
#define ROOM_FLAG_OUTSIDE 0x0008
#define ROOM_FLAG_INSIDE 0x0040
/* TR2: wind blows on Lara's braid here (the original's "not inside"). */
#define ROOM_FLAG_WIND 0x0020
/* TR3: swamp or quicksand (a water room she wades in however deep it is,
 * slowed, sinking). */
#define ROOM_FLAG_SWAMP 0x0080

/* ---- meshes ---------------------------------------------------------------- */

typedef struct {
    uint16_t vertices[4];
    uint16_t texture;   /* textured: object texture index; coloured: palette index
                         * (TR2/TR3: low byte 8-bit index, high byte 16-bit index) */
} MeshQuad;

typedef struct {
    uint16_t vertices[3];
    uint16_t texture;
} MeshTri;

typedef struct {
    Vec3s centre;
    int32_t coll_radius;
    uint16_t num_vertices;
    Vec3s *vertices;
    int16_t num_normals;    /* as stored: > 0 normals, < 0 -count lights */
    Vec3s *normals;         /* when num_normals > 0 */
    int16_t *lights;        /* when num_normals < 0 (internal lighting) */
    uint16_t num_tex_quads, num_tex_tris, num_col_quads, num_col_tris;
    MeshQuad *tex_quads;
    MeshTri *tex_tris;
    MeshQuad *col_quads;
    MeshTri *col_tris;
    uint32_t offset;        /* byte offset in the mesh data it was read from */
    uint32_t end;           /* byte offset just after it in the mesh data */
} Mesh;

/* ---- animation ------------------------------------------------------------- */

typedef struct {
    uint32_t frame_offset;  /* byte offset into frames (as stored) */
    uint8_t frame_rate;
    uint8_t frame_size;     /* in words (TR2/TR3; TR1 may store 0) */
    uint16_t state_id;
    int32_t speed;          /* 16.16 fixed */
    int32_t accel;          /* 16.16 fixed */
    uint16_t frame_start, frame_end;
    uint16_t next_anim, next_frame; /* next_frame clamped by the loader */
    uint16_t num_state_changes, state_change_offset;
    uint16_t num_anim_commands, anim_command_offset;
} Animation;

typedef struct {
    uint16_t state_id;
    uint16_t num_dispatches;
    uint16_t dispatch_offset;
} StateChange;

typedef struct {
    int16_t low, high;
    int16_t next_anim, next_frame; /* next_frame clamped by the loader */
} AnimDispatch;

typedef struct {
    uint32_t id;            /* object id */
    uint16_t num_meshes;
    uint16_t start_mesh;    /* index into mesh_pointers */
    uint32_t mesh_tree;     /* index into mesh_trees (int32 words) as stored */
    uint32_t frame_offset;  /* byte offset into frames */
    uint16_t animation;     /* first animation, 0xFFFF none */
} Model;

typedef struct { int16_t min_x, max_x, min_y, max_y, min_z, max_z; } BoundingBox;

typedef struct {
    uint32_t id;
    uint16_t mesh;          /* index into mesh_pointers */
    BoundingBox visibility;
    BoundingBox collision;
    uint16_t flags;
} StaticMesh;

/* ---- textures and sprites -------------------------------------------------- */

typedef struct {
    uint8_t x_coord, x_pixel, y_coord, y_pixel; /* u = x_pixel (+x_coord sub), v = y_pixel */
} ObjectTextureVertex;

typedef struct {
    uint16_t attribute;     /* 0 opaque, 1 transparent (index 0), 2 additive */
    uint16_t tile;          /* textile index (TR3: bit 15 = triangle) */
    ObjectTextureVertex vertices[4]; /* 4th all zero for triangles */
} ObjectTexture;

typedef struct {
    uint16_t tile;
    uint8_t x, y;
    uint16_t width, height; /* (pixels - 1) * 256 + 255 as stored */
    int16_t left, top, right, bottom;
} SpriteTexture;

typedef struct {
    int32_t id;             /* object id */
    int16_t neg_length;     /* -(number of sprites) */
    int16_t offset;         /* first sprite texture */
} SpriteSequence;

/* ---- world data ------------------------------------------------------------ */

typedef struct {
    Vec3i pos;
    int16_t room;
    uint16_t flag;
} Camera;

typedef struct {
    Vec3i pos;
    uint16_t sound_id;
    uint16_t flags;
} SoundSource;

typedef struct {
    /* In world units for every game (TR2/TR3 store sectors; the loader
     * multiplies by 1024). */
    int32_t min_z, max_z, min_x, max_x;
    int16_t true_floor;
    int16_t overlap_index;  /* raw: low 15 bits index (TR1: 0x3FFF mask in TR2+) */
} Box;

typedef struct {
    int16_t object_id;
    int16_t room;
    Vec3i pos;
    int16_t angle;
    int16_t intensity;
    int16_t intensity2;     /* TR2/TR3 */
    uint16_t flags;
} LevelItem;

typedef struct {
    int16_t rot_y, rot_z, rot_z2, pos_z, pos_y, pos_x, fov, roll;
} CinematicFrame;

typedef struct {
    uint16_t sample;        /* index into sample_indices */
    uint16_t volume;        /* TR1/TR2: 0..0x7FFF; TR3: byte scaled as stored */
    uint16_t chance;        /* TR1/TR2 "chance"; TR3 chance byte */
    uint16_t characteristics;
    uint8_t range;          /* TR3 */
    int8_t pitch;           /* TR3 */
} SoundDetail;

typedef struct { uint8_t r, g, b; } PaletteColour;       /* as stored (6-bit in TR1) */
typedef struct { uint8_t r, g, b, unused; } PaletteColour16;

/* ---- the level ------------------------------------------------------------- */

typedef struct Level {
    GameVersion game;
    uint32_t version;
    bool demo_layout;       /* TR1 demo: palette between sprite sequences and cameras */
    char name[64];          /* file name without directory, for messages */

    uint32_t num_textiles;
    uint8_t *textiles8;     /* num_textiles * 256 * 256 */
    uint16_t *textiles16;   /* TR2/TR3: num_textiles * 256 * 256 ARGB1555, else NULL */
    uint32_t unused_word;

    uint32_t num_rooms;
    Room *rooms;

    uint32_t num_floordata;
    uint16_t *floordata;
    struct LevelFloor *floor; /* the lists parsed (engine/level/level_floor.h) */

    uint32_t num_mesh_data_words; /* NumMeshData as stored */
    uint32_t num_meshes;    /* unique meshes parsed (shared pointers parse once) */
    Mesh *meshes;
    uint32_t num_mesh_pointers;
    uint32_t *mesh_pointers;/* raw byte offsets */
    uint32_t *mesh_index;   /* per pointer: index into meshes */

    uint32_t num_animations;
    Animation *animations;
    uint32_t num_state_changes;
    StateChange *state_changes;
    uint32_t num_anim_dispatches;
    AnimDispatch *anim_dispatches;
    uint32_t num_anim_commands;
    int16_t *anim_commands;
    uint32_t num_mesh_tree_words; /* int32 words (4 per node) */
    int32_t *mesh_trees;
    uint32_t num_frame_words;
    uint16_t *frames;

    uint32_t num_models;
    Model *models;
    uint32_t num_static_meshes;
    StaticMesh *static_meshes;

    uint32_t num_object_textures;
    ObjectTexture *object_textures;
    uint32_t num_sprite_textures;
    SpriteTexture *sprite_textures;
    uint32_t num_sprite_sequences;
    SpriteSequence *sprite_sequences;

    uint32_t num_cameras;
    Camera *cameras;
    uint32_t num_sound_sources;
    SoundSource *sound_sources;

    uint32_t num_boxes;
    Box *boxes;
    uint32_t num_overlaps;
    uint16_t *overlaps;
    uint32_t num_zone_words;/* TR1: 6 per box; TR2/TR3: 10 per box */
    int16_t *zones;

    uint32_t num_animated_texture_words;
    uint16_t *animated_textures;

    uint32_t num_items;
    LevelItem *items;

    uint8_t lightmap[LIGHTMAP_SHADES * 256];
    PaletteColour palette[256];
    bool has_palette16;
    PaletteColour16 palette16[256];

    uint32_t num_cinematic_frames;
    CinematicFrame *cinematic_frames;
    uint32_t num_demo_bytes;
    uint8_t *demo_data;

    uint32_t num_sound_map;  /* 256 (TR1) or 370 (TR2/TR3) */
    int16_t sound_map[370];
    uint32_t num_sound_details;
    SoundDetail *sound_details;

    uint32_t num_sample_bytes; /* TR1 embedded WAVE data */
    uint8_t *samples;
    uint32_t num_sample_indices;
    uint32_t *sample_indices;

    /* TR2/TR3: contents of MAIN.SFX found next to the level (NULL if absent). */
    uint32_t sfx_size;
    uint8_t *sfx_data;

    uint32_t file_size;
    uint32_t checksum;       /* CRC-32 of the file bytes (replays refer to it) */
} Level;

/* Loads a level file. On failure writes one line
 * "error: FILE: SECTION: WHAT (at byte N)" into err (without the trailing
 * newline) and returns false; *out is then empty. For TR2/TR3 it also loads
 * MAIN.SFX from the level's directory when present. */
bool Level_Load(const char *path, Level *out, char *err, size_t err_cap);

/* Loads from memory. name is used in messages; sfx may be NULL. */
bool Level_LoadMemory(const uint8_t *data, size_t size, const char *name,
                      const uint8_t *sfx, size_t sfx_size, Level *out,
                      char *err, size_t err_cap);

void Level_Free(Level *level);

/* Helpers for common look-ups; NULL / -1 when absent. */
const Model *Level_FindModel(const Level *level, uint32_t object_id);
const StaticMesh *Level_FindStaticMesh(const Level *level, uint32_t id);
const SpriteSequence *Level_FindSpriteSequence(const Level *level, int32_t id);
const Mesh *Level_MeshAt(const Level *level, uint32_t mesh_pointer_index);
/* Sector of a room by sector column/row (x along the room's x axis), or
 * NULL outside the room. */
const RoomSector *Level_RoomSector(const Room *room, int x_index, int z_index);

/* The shade (0 brightest .. 0x1FFF darkest) of a TR3 15-bit colour
 * (0RRRRRGGGGGBBBBB). TR3 lights a room vertex by this colour alone, each
 * channel widened to 8 bits (<< 3) (tomb3 calc_roomvert), and pairs the
 * shade scale with 8-bit colour as colour = (0x1FFF - shade) >> 5 (tomb3
 * calc_vertice_light); one 8-bit ColourMap row holds one intensity, so the
 * colour's brightness is taken as its BT.601 luma in integers (77, 150, 29
 * over 256; a grey g maps to exactly 0x1FFF - (g << 8)). */
static inline int16_t Level_ShadeFromColour15(uint16_t c)
{
    int32_t r8 = ((c >> 10) & 31) << 3, g8 = ((c >> 5) & 31) << 3, b8 = (c & 31) << 3;
    int32_t luma = (77 * r8 + 150 * g8 + 29 * b8) >> 8;
    return (int16_t)(0x1FFF - (luma << 5));
}
/* TR3 room faces keep a "double-sided" flag in bit 15 of the texture word;
 * the loader validated the low 15 bits as an object texture index. */
#define ROOM_FACE_DOUBLE_SIDED 0x8000
static inline uint16_t Level_RoomFaceTexture(const Level *level, uint16_t raw)
{
    return level->game == GAME_TR3 ? (uint16_t)(raw & 0x7FFF) : raw;
}
/* Object texture tile index without TR3's triangle flag (bit 15). */
static inline uint16_t Level_TextureTile(const ObjectTexture *t)
{
    return (uint16_t)(t->tile & 0x7FFF);
}
/* Box index of a sector, or NO_BOX. TR3 keeps the material in the low 4
 * bits and the box in the next 11 (0x7FF = none). */
static inline uint16_t Level_SectorBox(const Level *level, const RoomSector *s)
{
    if (level->game == GAME_TR3) {
        uint16_t b = (uint16_t)((s->box_index >> 4) & 0x7FF);
        return b == 0x7FF ? NO_BOX : b;
    }
    return s->box_index;
}
/* Overlap list start of a box (bits 14 and 15 are the blocked flags). */
#define BOX_OVERLAP_MASK 0x3FFF
#define BOX_BLOCKABLE 0x8000
#define BOX_BLOCKED 0x4000

/* CRC-32 (IEEE) as stored in Level.checksum. */
uint32_t Level_Crc32(const uint8_t *data, size_t size);

#endif
