/* The game: everything that makes a loaded level play as Tomb Raider. One
 * Game is attached to one Sim; it owns the run-time world (sectors that
 * change, the flip map), Lara's own state and the camera, and runs the
 * ticks: Game_Tick (game/game_tick.c) holds the original's order within a
 * tick in one place. */
#ifndef TOMB8_GAME_GAME_H
#define TOMB8_GAME_GAME_H

#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "engine/world/floor.h"
#include "game/camera/camera.h"
#include "game/collide/collide.h"
#include "game/effects/bolt.h"
#include "game/effects/effect.h"
#include "game/inventory/inventory.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/lara/lara_hair.h"
#include "game/objects/object.h"
#include "game/rules/rules.h"

#define GAME_FLIP_MAPS 10
#define GAME_MUSIC_TRACKS 64

typedef struct Game {
    Sim *sim;
    const Level *lv;
    /* The per-game tables (game/rules/rules.h), chosen from the level's
     * version at Game_Attach: where TR1, TR2 and TR3 differ. */
    const GameRules *rules;
    World world;
    Lara lara;
    /* TR2's braid (game/lara/lara_hair.h): zero = not yet hung (a fresh
     * game, so also after a save loads: the original never saves it). */
    LaraHair hair;
    GameCamera camera;
    /* This tick's light sources the renderer is yet to show (TR2's flares
     * and gun flashes; game/lara/lara_gun.h): emptied as a tick starts. */
    GunLights lights;
    /* This tick's beams and bolts (TR3's lasers, electricity; game/effects/
     * bolt.h): cosmetic, emptied as a tick starts. */
    Bolts bolts;
    /* The effect list (game/effects/effect.h): blood, ricochets, splashes,
     * projectiles... run between the items and Lara each tick. */
    EffectList effects;
    /* The input word itself is the Sim's (Sim.input, Sim.input_prev). The
     * original's look code consumes direction bits of its global input for
     * the rest of the tick: those bits are kept here, and Game_Input gives
     * the word less them. Cleared when Lara's control starts. */
    InputWord input_taken;
    /* The sound side of the run (game/game_audio.h; NULL none): its sound
     * sources and continuous flipeffect run in the tick, its flipeffects
     * flip this game's map. */
    struct GameAudio *audio;
    /* A cut-scene runs instead of Lara and the chase camera: Lara (if the
     * file has one) animates in place, the cinematic camera follows its
     * frames. */
    bool cutscene;
    /* The object table (game/objects/object.h): every object id's
     * routines; Coll_LaraBaddieCollision calls the collision ones. */
    ObjectInfo objects[OBJECT_MAX];
    void *object_mem;       /* Object_Alloc's blocks */
    /* The level's mesh pointers as the game has changed them, then Lara's
     * kept meshes (game/mesh_table.h; Object_Alloc'd, mesh_map_len
     * entries); the Sim draws through it (Sim.mesh_map). */
    uint32_t *mesh_map;
    uint32_t mesh_map_len;
    /* Creature AI: the original's AI slots and pathfinding state
     * (game/creature/lot.h); NULL until a creature kind's setup runs. */
    struct CreatureSlots *creatures;
    /* Level logic the triggers keep (game/trigger.c), as the original's
     * globals: flip map slots and CD track flags (activation mask bits and
     * the one-shot bit in the trigger word's positions), secrets found. */
    uint16_t flip_maps[GAME_FLIP_MAPS];
    uint16_t music_flags[GAME_MUSIC_TRACKS];
    uint32_t secrets;       /* bit per secret number found */
    int32_t secrets_found;
    Inventory inv;          /* what Lara picked up (game/inventory) */
    /* The ring and the holes (the original's InventoryChosen): a keyhole or
     * puzzle hole Lara works with nothing chosen calls ring_request (the
     * keys ring, game/inventory/ring.h); the ring leaves the chosen option
     * id in inv_chosen (-1 none) and the hole takes it on a later tick.
     * Without a ring_request the fitting item is chosen for her. */
    int16_t inv_chosen;
    void *ring_user;
    void (*ring_request)(void *user, int ring_mode);
    Vec3i pickup_pos;       /* where the last "no" was said (once per spot) */
    int32_t pickups;        /* items picked up (level statistics) */
    /* TR2's statistics beyond TR1's (GameRules.tr2_statistics): rounds
     * fired and hits (its gun code counts them), medipacks used in halves
     * (the ring), the distance Lara moved (the level phase adds it each
     * tick, as the original's Lara control). */
    int32_t ammo_used, ammo_hits, medipacks_used;
    uint32_t distance;
    /* The level is done (finish trigger, finish flipeffect): the gameflow
     * (and --demo) stop here. */
    bool level_complete;
    /* TR3: the level's water is cold (the script's Antarctica and RX-Tech
     * Mines; Lara.cold), set when the level starts. */
    bool cold_water;
    /* TR3: the level's strobe lights wait for an alarm (Area 51, as the
     * original's ControlStrobeLight), set when the level starts. */
    bool strobes_wait_alarm;
    /* The level's own rules (LEVEL_RULE_*, GameRules.level_rules), set
     * when the level starts; 0 none. */
    uint16_t level_rules;
    /* TR3: the level's rain or snow (game/effects/weather.h, WEATHER_*),
     * set when the level starts, and its drops (Object_Alloc'd). */
    int8_t weather;
    struct Weather *weather_state;
    /* TR3: the spark pool (game/effects/spark_tr3.h; Object_Alloc'd by
     * Effect_Init when the game's EffectIds have one), NULL otherwise. */
    struct SparkPool *sparks;
    /* TR3: its splashes, ripples and wake (game/effects/splash_tr3.h;
     * Object_Alloc'd with the spark pool), NULL otherwise. */
    struct Water3 *water3;
    /* TR3: its bats (game/effects/bats_tr3.h, Object_Alloc'd when the
     * first swarm is let loose; GameRules.swarm). */
    struct Bats3 *bats;
    /* TR3: the level's table of fish shoal ranges (GameflowLevel
     * .fish_shoals), set when the level starts; 0 the fallback. */
    uint8_t fish_shoals;
    int16_t gym_counter;    /* the training level's last hint counts ticks */
    /* Underwater current ("sink" trigger action): where the current pulls
     * Lara (a fixed camera's position) and that camera's box, -1 none; its
     * strength is lara.current_active. */
    Vec3i sink_target;
    int32_t sink_box;
    /* Hooks for systems outside the simulation or built by others; NULL =
     * none (music silent; every creature gets an AI slot). */
    void *music_user;
    void (*music_play)(void *user, int track);   /* CD track, secret sting */
    void (*music_stop)(void *user);
    /* The original's EnableBaddieAI: gives a creature an AI slot (always:
     * take one even when all are busy); false when none was free. */
    bool (*enable_baddie_ai)(struct Game *g, int item, bool always);
} Game;

/* Attaches the game to a freshly initialised Sim: run-time world, Lara as
 * the original's demo mode starts her (pistols holstered, 1000 rounds, full
 * health), the camera behind her, and the Sim hooks. Call after Sim_Init
 * and (if any) Sim_StartDemo: it reseeds both random streams with
 * PRNG_DEMO_SEED after placing Lara, as the original. False with one line in
 * err on out-of-memory. */
bool Game_Attach(Game *g, Sim *sim, char *err, size_t err_cap);
void Game_Free(Game *g);

/* Gives the triggers the music (CD tracks, the secret sting); NULL
 * silences them. */
struct Music;
void Game_SetMusic(Game *g, struct Music *m);

/* Gives the game the GameAudio attached to its Sim: its sound sources and
 * continuous flipeffect run in every tick, and its flipeffects flip this
 * game's map. Without it (tests of the rules alone) neither runs. */
struct GameAudio;
void Game_SetAudio(Game *g, struct GameAudio *ga);
/* Game_SetAudio, and more: effects sound through the flipeffects' output,
 * Lara's bubbles flipeffect makes bubble particles, and flipeffect shakes
 * reach the camera. Every runner (window, headless, gameflow) calls this
 * once after Game_Attach. */
void Game_ConnectAudio(Game *g, struct GameAudio *ga);

/* One tick with input word w, in the original's order (game/game_tick.c):
 * input word -> control active items -> effects -> Lara -> camera ->
 * sounds -> continuous flipeffect. */
void Game_Tick(Game *g, InputWord w);

/* This tick's input word less the bits Lara's look consumed (the
 * original's global input). */
static inline InputWord Game_Input(const Game *g) { return g->sim->input & ~g->input_taken; }

/* SimDrawList.item_fn for a game (user = the Game): the game's own drawing
 * (GameRules.draw_item; TR1: Lara with her guns, arms and flashes,
 * creatures with their head turns and hidden meshes); -1 (drawn the
 * default way) for everything else. */
int Game_DrawItem(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap);

/* The Lara item, or NULL when the level has none (cut-scenes). */
Item *Game_LaraItem(Game *g);

/* Runs the kill function and / or trigger that the handle trigger_index
 * names (World.trigger_index after a height query; -1: none; see
 * LevelFloor_Entry) for Lara standing there, or for a heavy item when
 * `heavy` (the original's TestTriggers), with the game's routine
 * (GameRules.test_triggers; none: nothing happens). game/trigger.c. */
void Game_TestTriggers(Game *g, int32_t trigger_index, bool heavy);
/* TR1's trigger routine (GameRules_TR1.test_triggers). */
void Trigger_TestTR1(Game *g, int32_t trigger_index, bool heavy);
/* TR2's TestTriggers (game/trigger_tr2.c): GameRules_TR2.test_triggers. */
void Trigger_TestTR2(Game *g, int32_t trigger_index, bool heavy);
/* TR3's (game/trigger_tr3.c). */
void Trigger_TestTR3(Game *g, int32_t trigger_index, bool heavy);
/* The original's FlipMap: every room with an alternate swaps with it (the
 * movable blocks standing in them lift their floors off the old data and
 * onto the new), and the flip state (World.flipped) toggles. Triggers and
 * the flipeffects (through Game_SetAudio) flip the map here. game/trigger.c. */
void Game_FlipMap(Game *g);

#endif
