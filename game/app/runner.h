/* The gameflow runner: plays a whole game tick by tick, the title screen,
 * the levels in the gameflow's order, their cut-scenes and statistics
 * screens, Lara's Home, and back to the title. The headless runner and the
 * window both drive it with one input word per tick; it owns the loaded
 * level (Level, Sim, Game, sounds) and swaps it as the game moves on.
 *
 * The input stream: every tick of the run takes exactly one word, whatever
 * the phase (title menu, level, cut-scene, statistics screen, the ring in
 * a level). A phase that ends hands over at the end of its tick, so the
 * next word goes to the next phase. Loading screens take no ticks; an FMV
 * whose file is in the install plays as a phase of its own (its ticks take
 * words), a missing one is named once on the announce channel and skipped,
 * so a replay of a run with the FMVs present needs them present. A replay or
 * --inputs file of a gameflow run is therefore one word per tick from the
 * title on, across level changes.
 *
 * Phases and what a tick does (the original's order):
 *  - title: the title ring (game/inventory/ring.h, RING_MODE_TITLE) over
 *    the title level's models takes the word; its choice starts a new game,
 *    Lara's Home, a saved game (RunConfig.load) or quits. Without a title
 *    level (a partial install) there is no ring: action (or select) newly
 *    pressed starts a new game.
 *  - level: first the death check (Lara dead for more than 10 seconds, or
 *    more than 2 with any input: the next tick opens the death menu; with
 *    no save to load the level restarts, as the original without saves),
 *    then one simulation tick (game/game.h), the level's timer; the finish
 *    trigger or flipeffect (Game.level_complete) ends the level after this
 *    tick. What Lara carries is recorded then (game/gameflow/start.h).
 *  - cut-scene: action/select/deselect newly pressed skips it; otherwise the
 *    actors and effects run, the camera shows the next cinematic frame, and
 *    after the last frame the cut-scene ends.
 *  - FMV: the movie's frame due at this tick and the tick's sound
 *    (game/gameflow/fmv_phase.h); action, select, deselect or option newly
 *    pressed skips it; at its end the gameflow goes on (after the FMVs
 *    before the title: the title).
 *  - statistics: shown until action/select is pressed (after being
 *    released), as the original.
 *  - demo: after 16 seconds without input on the title ring, the next level
 *    marked `demo` plays its built-in demo data (the tick's own word is not
 *    used); any key, the demo's end, Lara's death or the level's end goes
 *    back to the title.
 *
 * Saving: RunState is plain data (indices into the Gameflow, counters,
 * statistics, Lara's start info); with it and the level's own state a game
 * can be rebuilt (RunConfig.load is the hook for loading). */
#ifndef TOMB8_GAME_APP_RUNNER_H
#define TOMB8_GAME_APP_RUNNER_H

#include "engine/render/render.h"
#include "engine/sim/sim_draw.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/gameflow/fmv_phase.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/run_state.h"
#include "game/gameflow/install.h"
#include "game/gameflow/start.h"
#include "game/gameflow/stats.h"
#include "game/inventory/ring.h"
#include "game/game_music.h"
#include "game/ui/menu.h"
#include "game/ui/ui.h"

typedef enum { RUN_OK = 0, RUN_QUIT, RUN_FAILED } RunStatus;

typedef struct Runner Runner;

typedef struct {
    const Gameflow *gf;     /* must outlive the runner */
    Install install;        /* where its files are */
    /* Sound: NULL = silent (no sound system at all). */
    const GameSound *audio;
    /* One line per FMV that would play, missing file skipped, level
     * statistics... NULL: stderr. */
    void (*announce)(void *user, const char *line);
    void *user;
    /* The lines of those the player needs to see (a level, cut-scene or
     * movie skipped and why, a title without its menu): also given here,
     * after announce, for the screen. NULL: announce only. */
    void (*notice)(void *user, const char *line);
    /* Called right after each tick the world ran (a level's or a
     * cut-scene's Game_Tick), before the gameflow moves on: traces and
     * captures see the state that tick made. NULL: none. */
    void (*world_tick)(void *user, Sim *s, Game *g);
    /* Passport "Load Game" and the death menu's load: loads `slot` into
     * the runner (NULL: no save system; the title stays, a death restarts
     * the level). True when it loaded. */
    bool (*load)(void *user, Runner *r, int slot);
    MenuSaveHooks save;
    /* The ring's settings and hooks (sounds, volumes, key names...); its
     * level, game, save and gym fields are the runner's. */
    RingEnv ring_env;
    /* The player's volumes (0..10, game/settings.h), applied to every level's
     * sound when volumes_set. */
    bool volumes_set;
    int music_volume, sound_volume;
    /* One level opened on its own: a one-level gameflow whose block plays
     * `level_path` (the file itself, not looked up in the install). Lara
     * starts as the level places her (nothing carried in or given), and
     * the level's end does not end it: it plays on. Death, the ring, save
     * slots and the HUD are the whole game's. */
    bool single_level;
    const char *level_path;
    /* The level starts from its demo's start state (--demo, or a replay
     * recorded so); Runner_Demo gives the demo's words. */
    bool demo_start;
    /* Where sounds are heard from when the front end says so (the
     * window's free-fly camera); NULL or false: the game camera. */
    bool (*listener)(void *user, GameListener *out);
    /* A scripted single level (the headless runner's --ticks, --inputs,
     * --replay, --demo): the words are the script's, so Lara's death
     * interrupts nothing (she stays dead, the level plays on), the ring's
     * choices are not acted on, and the sound runs every tick, also while
     * the ring or the pause holds the world. */
    bool scripted;
    /* A level that cannot be loaded (its Sim, demo, Game or sound): the
     * error line goes here instead of a warning on the announce channel
     * (the level is skipped all the same). NULL: announced. */
    void (*load_failed)(void *user, const char *err);
    /* The settings folder the gym's best times are kept in between runs
     * (game/gym_records.h: read as the runner starts, written whenever a
     * time is filed); NULL or "": kept for this run only. */
    const char *records_dir;
} RunConfig;

/* Starts a run at the title (or at the first level when the gameflow has
 * no title block). False with one line in err only when out of memory; a
 * missing or damaged level is reported on the announce channel and
 * skipped. */
Runner *Runner_Create(const RunConfig *cfg, char *err, size_t err_cap);
void Runner_Free(Runner *r);

/* One tick with input word w (see above). RUN_QUIT once the player left the
 * game (or the sequence ended without a title to return to). */
RunStatus Runner_Step(Runner *r, InputWord w);

const RunState *Runner_State(const Runner *r);
RunPhase Runner_Phase(const Runner *r);
/* The loaded level's parts (NULL when none: a title without its file). The
 * Game exists in levels and cut-scenes. */
const Level *Runner_Level(const Runner *r);
Sim *Runner_Sim(Runner *r);
Game *Runner_Game(Runner *r);
/* The input bits the game being played reacts to (its GameRules'
 * input_mask; the gameflow's game's before a level is loaded). */
uint32_t Runner_InputMask(const Runner *r);
/* The path of the loaded level ("" when none). */
const char *Runner_LevelPath(const Runner *r);
/* A number that changes whenever the loaded level does (a renderer made
 * for the level must be made again: the Level is at the same address). */
uint32_t Runner_LevelGeneration(const Runner *r);
/* Whether the loaded level is one of the script's sunset levels (its
 * renderer darkens the sunset-mode rooms over 20 minutes: Render_SetSunset). */
bool Runner_Sunset(const Runner *r);
/* The camera to draw the world from (levels and cut-scenes: the game
 * camera, a cut-scene's roll and field of view); false when the phase
 * shows no world (title, statistics). */
bool Runner_View(const Runner *r, RenderCamera *cam);
/* The draw lists of the world: Lara the game's way, cut-scene actors with
 * their mesh swaps. */
bool Runner_BuildDraws(Runner *r, int32_t t, SimDrawList *dl);
/* The FMV playing (RUN_PHASE_FMV), NULL otherwise: its frame is what the
 * screen shows (FmvPhase_Frame, FmvPhase_DrawRGB). */
const FmvPhase *Runner_Fmv(const Runner *r);
/* The title without its level (no TITLE.PHD: no ring): a menu of text,
 * moved with forward/back (the arrows), chosen with action, select or draw
 * (Enter, Space), left with option or deselect (Esc). Page 0: New Game,
 * Load Game, Exit Game; page 1: the save slots (names "" for empty). */
enum { RUN_BARE_NEW, RUN_BARE_LOAD, RUN_BARE_EXIT, RUN_BARE_ROWS };
typedef struct {
    int page, row;
    int num_slots;
    char slots[MENU_MAX_SLOTS][MENU_SLOT_NAME];
} RunBareTitle;
/* That menu while it is shown (NULL otherwise), for drawing. */
const RunBareTitle *Runner_BareTitle(const Runner *r);
/* The title ring while it is up (NULL otherwise), for drawing. */
const Ring *Runner_TitleRing(const Runner *r);
/* TR3's level select: the place the globe rests at (its name: the
 * script's string), NULL while it turns or outside the select. */
const char *Runner_SelectPlace(const Runner *r);
/* Draws what the phase shows over the world into c (the title's ring, the
 * level's HUD or ring and the pause, the statistics); nothing without a
 * level. */
void Runner_DrawUi(Runner *r, Renderer *rd, UiCanvas *c, bool paused);
/* When the phase shows its screen in a palette of its own (TR2's credit
 * pictures, in theirs, faded): true with its 256 RGB triples (8 bits) as
 * they are now, for presenting the frame Runner_DrawUi drew; false when
 * the level's palette shows it. */
bool Runner_ScreenPalette(const Runner *r, uint8_t out[768]);
/* The level's UI session (HUD, the ring, pause) while a level plays, NULL
 * otherwise, for drawing. */
UiSession *Runner_Ui(Runner *r);
/* The loaded level's demo (RunConfig.demo_start, the title's demos), NULL
 * when none. */
const Demo *Runner_Demo(const Runner *r);
/* The sound of the last tick (AUDIO_TICK_FRAMES stereo frames), NULL when
 * silent. */
const int16_t *Runner_Pcm(const Runner *r);
/* The loaded level's sound system (menu sounds), NULL when silent. */
struct Audio *Runner_Audio(Runner *r);
/* New volumes (0..10) for this and the next levels. */
void Runner_SetVolumes(Runner *r, int music, int sound);
/* The loaded level's flipeffect state (saves hold it), NULL when none. */
FlipFx *Runner_Fx(Runner *r);
/* The statistics of the level being played or just finished, for the HUD. */
void Runner_HudStats(const Runner *r, HudStats *out);

/* Save games (game/save/save_slots.h): the level being played, with the
 * run's position, statistics and start info, into a slot. False with one
 * line in err when no level is being played or the file could not be
 * written (the slot's old save is kept). */
struct SaveSlots;
bool Runner_SaveSlot(Runner *r, const struct SaveSlots *slots, int slot, char *err,
                     size_t err_cap);
/* Loads a slot: the file is checked whole against its level file first
 * (frame, the gameflow's level, the level file's identity, every value on
 * a scratch game); only then does its level replace what the runner plays,
 * in the state saved. A refused save changes nothing (false, one line). */
bool Runner_LoadSlot(Runner *r, const struct SaveSlots *slots, int slot, char *err,
                     size_t err_cap);

#endif
