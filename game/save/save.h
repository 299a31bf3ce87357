/* Save games: every piece of a level's simulation state in a file of our
 * own, tied to the level file it was made on.
 *
 * What a save holds: the Sim (tick, both random streams and the control
 * call count, the input words edge detection needs, the flipeffect and flip
 * state, every item slot with the active, room and free lists and the
 * run-time items), the World (every sector, boxes' blocked bits, the flip
 * slots), the Game's trigger memory (flip maps, CD track bits, secrets,
 * level complete, the underwater current), inventory and statistics, Lara
 * whole, the camera whole (one-shot and looked-at marks, cinematics), the
 * effect pool (free slots too), the AI slots with their searches, each
 * item's own data (AI slot by number, its own block through its object's
 * save_data hook) and the flipeffects' state. Loading it into a freshly
 * set-up game of the same level gives a game that runs on exactly as the
 * saved one would have: same state hash, same trace rows, tick for tick.
 *
 * Layout (little-endian):
 *    0  char[8]  magic "T8SAVEGM"
 *    8  u32      format version (SAVE_VERSION)
 *   12  u32      level checksum (Level.checksum, CRC-32 of the level file)
 *   16  u32      level file size
 *   20  u32      ticks run when saved (Sim.tick)
 *   24  i32      gameflow level index (-1: a level opened on its own)
 *   28  char[48] label (the level's title; NUL-padded, for slot lists)
 *   76  u32      body size B
 *   80  u8[B]    body: sections, each a four-letter tag, a u32 length and
 *                its fields (SIM, WRLD, GAME, LARA, CAMR, EFFX, AISL, IDAT,
 *                FLFX: game/save/save_state.c), then XTRA: the caller's own
 *                bytes (the gameflow's position and statistics; empty for a
 *                single level)
 * 80+B  u32      CRC-32 of every byte before it
 * Anything after the checksum is an error. Every version keeps the magic,
 * the version field and the checksum at the end, so a file from a newer
 * version is told apart from a damaged one.
 *
 * Files are written whole or not at all (engine/core/atomic_file.h): a
 * full disk or a read-only folder fails with one line and leaves an
 * existing save as it was. Reading checks, in order: size, magic,
 * checksum, version, level; then the body, value by value, on a scratch
 * game first: a refused file (one line "error: FILE: what") changes
 * nothing. */
#ifndef TOMB8_GAME_SAVE_SAVE_H
#define TOMB8_GAME_SAVE_SAVE_H

#include "engine/core/common.h"
#include "game/flipeffect.h"
#include "game/game.h"

#define SAVE_MAGIC "T8SAVEGM"
/* 2: Lara's climb status (TR2 ladders); 3: the AI slots keep TR2's
 * "monks angry"; 4: TR2's guns and flare (Lara); 5: Lara's extra
 * animation flag (TR2); 6: TR2 games carry its guns, flares and
 * ammunition pickups in the start info (TR1 start info as it was); 7: the
 * vehicle Lara rides (TR2); 8: a TR2 game's figures so far (its final
 * statistics); 9: TR3's rocket launcher (Lara, the start info) and its
 * game's locations done; 10: TR3's creature fields (an AI slot's
 * hurt-by-Lara, the compsognathus pack's scared ticks and anger); 11: an
 * AI slot's further TR3 fields (joints 2 and 3, alerted, its kind's item
 * flags); 12: TR3's start info carries the four artefacts; 13: TR3's big
 * gun's data (its aim, swing rate, reload and flags); 14: TR3's mine
 * cart's data (speed, turn, flags, the last sector's turn functions); 15:
 * TR3's AI objects (an item's AI bits and route tag, an AI slot's patrol
 * leg, goal reached and guard's head turns); 16: TR3 Lara's warmth in
 * cold water; 17: TR3's Lara keeps her poison; 18: TR3's rapids (Lara's
 * sink camera in TR3 saves, the UPV's drift); 19: TR3 Lara's has_fired;
 * 20: TR3 Lara's own drift in a current; 21: the pick-up an item
 * carries off (TR3's monkeys); 22: TR3's earthquake's strength, goal and
 * hold, the fire head's blows, jet and stop, the raptor maker's wait and
 * raptors; 23: TR3's boss data (Puna's fight); 24: TR3 Lara's electrocution; 25: TR3's bats;
 * 26: TR3's flying mutant emitter's wait and mutants; 27: an item's fire
 * (TR3's flaming punks); 28: the level's mesh table and Lara's kept
 * meshes (game/mesh_table.h: the flipeffects' mesh trades). */
#define SAVE_VERSION 28
#define SAVE_HEADER_SIZE 80
#define SAVE_LABEL_MAX 48
/* Far above any level's state (LEVEL1: ~100 KB): bounds what a reader
 * allocates for a file it has not checked yet. */
#define SAVE_MAX_SIZE (64u << 20)
/* The longest headless run (the cap of --ticks), and so the latest tick a
 * save may hold: a run from it never wraps the 32-bit tick counter. */
#define SAVE_RUN_MAX_TICKS 100000000u
#define SAVE_MAX_TICK (UINT32_MAX - SAVE_RUN_MAX_TICKS)

/* The header of a save. */
typedef struct {
    uint32_t version;
    uint32_t level_checksum;
    uint32_t level_size;
    uint32_t tick;
    int32_t gameflow_level;
    char label[SAVE_LABEL_MAX];     /* NUL-terminated */
    uint32_t body_size;
    /* The XTRA section's bytes: data + extra_offset, extra_size long. */
    size_t extra_offset;
    uint32_t extra_size;
} SaveInfo;

/* What the caller adds: where the game is in its gameflow (-1: none), a
 * label for slot lists (NULL: the level's file name), and bytes of its own
 * stored with the state (the gameflow's RunState, written field by field
 * with engine/core/serial.h; NULL / 0: none). */
typedef struct {
    int32_t gameflow_level;
    const char *label;
    const void *extra;
    size_t extra_size;
} SaveMeta;

/* The file image of the game's state (fx may be NULL: the flipeffects'
 * state is then saved as absent). malloc'd into *out; false only when out
 * of memory. */
bool Save_Serialize(const Game *g, const FlipFx *fx, const SaveMeta *meta, uint8_t **out,
                    size_t *size);

/* Checks a file image's frame (size, magic, checksum, version, the
 * sections' tags and lengths) and fills info; the level is not checked.
 * name is used in the message: one line "error: NAME: what" in err. */
bool Save_Parse(const uint8_t *data, size_t size, const char *name, SaveInfo *info, char *err,
                size_t err_cap);

/* Puts the saved state into g (and fx, may be NULL). g must be attached to
 * a Sim of the level the save was made on and not have run (Sim.tick 0):
 * the way the original reloads the level before it applies a save. The
 * whole file is checked (frame, level, every value, on a scratch game)
 * before g is touched; false with one line in err leaves g and fx as they
 * were. */
bool Save_Restore(Game *g, FlipFx *fx, const uint8_t *data, size_t size, const char *name,
                  SaveInfo *info, char *err, size_t err_cap);

/* The whole check of Save_Restore (frame, level identity, every value on
 * a scratch game) against the level file at level_path, without a game to
 * load into: a runner checks a save this way before it gives up the level
 * it is playing. */
bool Save_CheckWithLevel(const uint8_t *data, size_t size, const char *name,
                         const char *level_path, SaveInfo *info, char *err, size_t err_cap);

/* Writes a save file whole or not at all; one line in err on failure (the
 * file that had the name is then untouched). */
bool Save_WriteFile(const char *path, const Game *g, const FlipFx *fx, const SaveMeta *meta,
                    char *err, size_t err_cap);
/* Reads a file (a regular file of at most SAVE_MAX_SIZE bytes) whole;
 * *data is malloc'd. */
bool Save_ReadFile(const char *path, uint8_t **data, size_t *size, char *err, size_t err_cap);
/* Save_ReadFile + Save_Restore. */
bool Save_LoadFile(const char *path, Game *g, FlipFx *fx, SaveInfo *info, char *err,
                   size_t err_cap);
/* The header of a save file (slot lists); false (one line) when it is not
 * a readable, undamaged save of a known version. */
bool Save_ReadInfo(const char *path, SaveInfo *info, char *err, size_t err_cap);

/* FNV-1a (64-bit) of the whole saved state (the body a save would hold,
 * with input words reduced to their play bits as Sim_Hash does): two games
 * with the same hash run on the same. Covers far more than Sim_Hash (the
 * World, Lara, camera, effects, AI slots...). */
uint64_t Save_StateHash(const Game *g, const FlipFx *fx);

#endif
