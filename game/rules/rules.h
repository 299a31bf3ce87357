/* The per-game seam: where TR1, TR2 and TR3 differ, the Game reads a table
 * chosen once from the level's version at Game_Attach (Game.rules), never a
 * `version ==` test in shared code. A new game lands as a new table here
 * (game/rules/trN.c) and its own folders of routines (game/objects/trN/,
 * its Lara table...), filling the entries below.
 *
 * Today TR1 fills every entry with what exists. TR2 and TR3 select TR1's
 * Lara, sounds and shadows (their levels play with TR1's Lara code, as
 * before) and leave the entries that need their own object numbering
 * empty (no object routines, no triggers, items drawn the default way):
 * those are where their own tables go. */
#ifndef TOMB8_GAME_RULES_RULES_H
#define TOMB8_GAME_RULES_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/level/level.h"
#include "engine/render/render.h"
#include "engine/core/serial.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"

struct Game;
struct GunRules;
struct LaraConsts;
struct LaraTable;
struct RingItemTable;
struct EffectIds;
struct ShadowRules;
struct CreatureRules;

/* The sound ids (the game's SoundMap indices) the shared routines play. */
typedef struct GameSounds {
    int16_t lara_bubbles;
    int16_t earthquake_a, earthquake_b;
    int16_t stairs2slope;
    int16_t flood;
    int16_t raisingblock;
    int16_t sand_a, sand_b;
    int16_t powerup;
    int16_t explosion;
    int16_t chainblock_a, chainblock_b;
} GameSounds;

/* Object ids the shared object routines (game/objects: pick-ups,
 * keyholes, puzzle holes, the flip map's blocks) need in this game's
 * numbering; each run of four (keys, puzzle pieces, blocks) is in order. */
typedef struct GameObjectIds {
    int16_t key_hole1, key_option1;
    int16_t puzzle_hole1, puzzle_done1, puzzle_option1;
    int16_t movable_block1;
    int16_t rolling_block;          /* TR1's sliding pillar; -1 none */
    int16_t shotgun_item, lara_shotgun; /* the shotgun pick-up goes on her back */
    int16_t flare_item;             /* the flare a creature may carry; -1 none */
    /* TR2's switch code (game/objects/tr2/switch_tr2.c), which TR3 keeps:
     * the kinds with their own animation or trigger; -1 none (TR1). */
    int16_t switch_small, switch_button, switch_airlock;
    const int16_t *keys_ring;       /* what the keys ring holds */
    int keys_ring_count;
    /* Lara's meshes (game/mesh_table.h): the pistols' object, whose thigh
     * and hand meshes the DRAW_RIGHTGUN / DRAW_LEFTGUN flipeffects trade
     * with hers; the object whose meshes she wears (TR3's LARA_SKIN,
     * copied into her own object's as the level starts; -1: her own
     * object's); the MESH_SWAP1..3 flipeffects' objects (-1 none). */
    int16_t lara_pistols;
    int16_t lara_skin;
    int16_t mesh_swap[3];
    /* The gym's quad bike key (TR3's KEY_ITEM1): once picked up in the
     * gym she has it at every later visit, the one in the level gone (the
     * original's QuadbikeKeyFlag, kept with the gym's best times:
     * game/gym_records.h); -1 none. */
    int16_t gym_key;
} GameObjectIds;

/* Cut-scenes (game/camera/cinematic.c, game/app/phase_cutscene.c). */
typedef struct CutsceneRules {
    /* The object whose first item's start is the scene's origin (where
     * its camera frames and actors are placed from). */
    int16_t lead;
    /* Lara's part: at the scene's start (after the origin is set) and
     * each tick; NULL: nothing at the start, she animates in place. */
    void (*lara_start)(struct Game *g);
    void (*lara_control)(struct Game *g);
} CutsceneRules;

/* What GameRules.shot_smash found on a shot's line. */
enum { SHOT_SMASH_NONE, SHOT_SMASH_BROKE, SHOT_SMASH_RICOCHET };

/* The rules of particular levels (Game.level_rules), where an original's
 * routines test which level is played (TR3's CurrentLevel tests). */
enum {
    LEVEL_RULE_ELECTRIC_LAVA = 1 << 0,  /* its lava electrocutes (TR3: Area 51, the City) */
    LEVEL_RULE_SWAMP_FIRE = 1 << 1,     /* fire on Lara stays lit in a swamp */
    LEVEL_RULE_SAW_KILLS = 1 << 2,      /* the saw kills outright (TR3: Thames Wharf) */
    LEVEL_RULE_SLOW_SIDE_FLAMES = 1 << 3, /* side flame jets rest 120 ticks (Madubu Gorge) */
    LEVEL_RULE_HARMLESS_FENCES = 1 << 4, /* electric fences spark low, never kill (the City) */
    LEVEL_RULE_RAPIDS_DROWN = 1 << 5,  /* its deadly sectors drown Lara (Madubu Gorge) */
    /* (the Crash Site) piranhas go for the carcass in their water, and its
     * SMASH_OBJECT_1 breaks only under the big gun's rockets */
    LEVEL_RULE_CRASH_SITE = 1 << 6,
};

typedef struct GameRules {
    GameVersion game;
    const char *name;
    /* The input word's bits this game plays (engine/sim/input.h): live
     * keys, replays and saves keep these and no others. TR1: bits 0..12;
     * TR2/TR3 add the flare (bit 19). */
    uint32_t input_mask;
    /* The object id of the sprite sequence that is the game's font (its
     * ALPHABET: TR1 190, TR2 255, TR3 356); the UI draws text with it. */
    int font_object;
    /* Fills Game.objects for this game's object ids (creatures, traps,
     * doors, pick-ups...); NULL: none yet, the items keep the defaults
     * (drawn, never run). */
    void (*setup_objects)(struct Game *g);
    /* The original's TestTriggers for this game's trigger and action
     * numbers; NULL: triggers do nothing. */
    void (*test_triggers)(struct Game *g, int32_t trigger_index, bool heavy);
    /* Items drawn the game's way (Lara's arms and guns, creatures' head
     * turns): as SimDrawList.item_fn, user = the Game; NULL: every item
     * the default way. */
    int (*draw_item)(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap);
    /* The effect list's objects (blood, splashes...) are this game's ids
     * and are drawn. */
    bool draw_effects;
    /* The object ids the shared effect kinds carry (game/effects/effect.h). */
    const struct EffectIds *effect_ids;
    /* Lara's state routines (game/lara). */
    const struct LaraTable *lara;
    /* Lara's guns and flares (game/lara/lara_gun.h): weapon table, models,
     * per-tick routine. */
    const struct GunRules *guns;
    /* Lara's numbers that differ between the games (game/lara/lara.h). */
    const struct LaraConsts *lara_consts;
    /* Which of the flipeffect routines (game/flipeffect.c, numbered as
     * TR1's) a number means the same in this game; NULL: all. */
    bool (*flipeffect_runs)(int effect);
    /* The game's own flipeffect numbering (game/flipeffect.h); NULL:
     * TR1's. */
    const struct FlipFxTable *flipeffects;
    const GameSounds *sounds;
    /* The ids the shared object routines need. */
    const GameObjectIds *ids;
    /* The inventory's counts in this game's ids (game/inventory): a
     * pick-up goes in, a key or puzzle piece comes out (false: none). */
    bool (*inventory_add)(struct Game *g, int object_id);
    bool (*inventory_remove)(struct Game *g, int object_id);
    /* The inventory ring's items (game/inventory/ring.h). */
    const struct RingItemTable *ring_items;
    /* The inventory id of an object (game/inventory/inventory.h); NULL:
     * TR1's Inventory_Option. */
    int (*inventory_option)(int object_id);
    /* The object each item of a TR2/TR3 script's "add to inventory" gives
     * (in the script's item order, game/gameflow/gameflow.h
     * GameflowInvItem); NULL: none (TR1's gameflow gives by object). */
    const int16_t *script_items;
    int num_script_items;
    /* The statistics are TR2's list (time, secrets, kills, ammo used, hits,
     * medipacks used, distance travelled) and a save keeps its counters;
     * false: TR1's (time, secrets, pickups, kills). */
    bool tr2_statistics;
    /* The shape and shade of item shadows (game/objects/shadow.c). */
    const struct ShadowRules *shadow;
    /* The creature core's differences (game/creature/creature_rules.h);
     * NULL: TR1's. */
    const struct CreatureRules *creatures;
    /* What Lara carries from one level to the next
     * (game/gameflow/start.h); NULL: TR1's start info. */
    const struct StartRules *start;
    /* The sky model's object id (drawn by the renderer, Render_SetSky,
     * see game/render_look.h); 0 (Lara's id, never a sky): no sky. */
    int16_t sky_object;
    /* How water looks (Render_SetWaterLook); 0: TR1's. */
    RenderWaterLook water_look;
    /* Cut-scenes; NULL: TR1's (the first O_PLAYER_1 leads, Lara animates
     * in place). */
    const CutsceneRules *cutscene;
    /* Each tick after the items and effects, before Lara (not in a
     * cut-scene): what her gunfire does to the creatures about (TR3: the
     * original's AlertNearbyGuards when she has fired); NULL: nothing. */
    void (*gunfire_alert)(struct Game *g);
    /* The rules of a level (LEVEL_RULE_*): by the script's level number
     * (>= 0) or else by the level file's name (path, NULL none); NULL:
     * none (TR1, TR2). */
    uint16_t (*level_rules)(int script_level, const char *path);
    /* Lara's shot along from..to (to: where it stopped): a smashable on
     * the line breaks (TR3: the original's ObjectOnLOS and SmashItem);
     * SHOT_SMASH_NONE when none was on it, SHOT_SMASH_BROKE when one was,
     * SHOT_SMASH_RICOCHET when one was that shots only glance off (a miss
     * then ricochets where it ends: the Crash Site's SMASH_OBJECT_1).
     * NULL: shots break nothing. */
    int (*shot_smash)(struct Game *g, Vec3i from, int16_t from_room, Vec3i to, int16_t to_room);
    /* What flies outside the items and effects (TR3: its bats,
     * game/effects/bats_tr3.h); NULL: nothing. */
    const struct SwarmRules *swarm;
} GameRules;

/* A game's swarm (GameRules.swarm): its tick, each tick after the camera
 * (as the original's main loop moves its bats), its draws, and its part of
 * a save (its moves draw from the control stream, so a save keeps it). */
typedef struct SwarmRules {
    void (*tick)(struct Game *g);
    bool (*append_draws)(const struct Game *g, SimDrawList *dl);
    void (*save)(const struct Game *g, SerialWriter *w);
    void (*load)(struct Game *g, SerialReader *r);
} SwarmRules;

/* TR1's sound ids (game/rules/tr1.c). */
extern const GameSounds GameSounds_TR1;
/* TR2's (game/rules/tr2.c). */
extern const GameSounds GameSounds_TR2;
/* TR3's (game/rules/tr3.c). */
extern const GameSounds GameSounds_TR3;

extern const GameRules GameRules_TR1;
extern const GameRules GameRules_TR2;
extern const GameRules GameRules_TR3;

/* TR3's level rules (game/rules/tr3_levels.c). */
uint16_t Tr3Levels_Rules(int script_level, const char *path);

/* The input bits of a game (GameRules_For(game)->input_mask). */
uint32_t GameRules_InputMask(GameVersion game);

/* The table of a level's game (Level.game); TR1's for an unknown value. */
const GameRules *GameRules_For(GameVersion game);

#endif
