/* The phase machine's parts (game/app/runner*.c, phase_*.c), not for use
 * elsewhere. The runner (runner.c) owns the loaded level and dispatches
 * each tick to the phase being played; each phase is a small file with
 * its start, its end, its control (one tick) and what it draws over the
 * world (Runner_DrawUi):
 *
 *   phase_fmv.c       FMVs and pictures (before the title, in level blocks)
 *   phase_title.c     the title's ring (and its idle demos)
 *   phase_level.c     a level being played: the world and the HUD
 *   phase_ring.c      the inventory ring, entered from the level phase and
 *                     returning to it (game/ui/ui.h)
 *   phase_death.c     Lara's death: the death menu, or the level again
 *   phase_cutscene.c  a cut-scene's cinematic frames and actors
 *   phase_stats.c     the statistics at a level's end (and the game's)
 *   phase_credits.c   the credit pictures at the game's end
 *   phase_demo.c      a level's recorded demo from the title
 *   phase_select.c    TR3's level select between its locations
 *
 * runner_sequence.c walks the gameflow's steps from one phase to the next;
 * runner_view.c gives the camera and draw lists of the world shown;
 * runner_saves.c puts a level into a save slot and back. The free-fly
 * viewer is the window's own phase (game/app/phase_viewer.c). */
#ifndef TOMB8_GAME_APP_RUNNER_INTERNAL_H
#define TOMB8_GAME_APP_RUNNER_INTERNAL_H

#include "game/app/runner.h"
#include "game/gym_records.h"
#include "game/ui/picture.h"

/* The original's death timing: the menu comes 10 seconds after Lara died,
 * or after 2 seconds at the first key. */
#define DEATH_WAIT (10 * SIM_TICK_HZ)
#define DEATH_WAIT_MIN (2 * SIM_TICK_HZ)
/* Idle ticks on the title ring before a demo plays (TRX's demo_delay of
 * 16 seconds). */
#define TITLE_DEMO_DELAY (16 * SIM_TICK_HZ)
/* Keys that confirm on the menus and skip a cut-scene (action sets select
 * in the original's input; replays keep only the play bits). */
#define SELECT_KEYS (INPUT_ACTION | INPUT_SELECT)
#define SKIP_KEYS (INPUT_ACTION | INPUT_SELECT | INPUT_DESELECT)

struct Runner {
    RunConfig cfg;
    RunState st;
    char path[INSTALL_PATH_MAX];
    Level lv;
    bool have_level;
    Sim sim;
    bool have_sim;
    GameAudio ga;           /* attached whenever the Sim exists */
    Game game;
    bool have_game;
    UiSession ui;           /* levels: HUD, the ring, pause */
    Ring ring;              /* the title's ring */
    RunBareTitle bare;      /* the title's menu without a title level */
    UiPicture title_pic;    /* TITLEH.PCX beside the title level, behind its ring */
    bool ring_up;
    uint32_t generation;    /* counts loads and unloads */
    const int16_t *pcm;
    bool announced[GAMEFLOW_MAX_MOVIES];
    FmvPhase fmv;           /* the FMV playing (RUN_PHASE_FMV) */
    int fmv_title;          /* its index in the title's steps, -1: a level block's step */
    bool missing_level[GAMEFLOW_MAX_LEVELS];
    bool missing_cutscene[GAMEFLOW_MAX_CUTSCENES];
    bool missing_title;
    bool bad_title_pic;     /* its picture was said to be damaged */
    /* The title's demos (not part of a save: a demo cannot be saved). */
    Demo demo;
    bool have_demo;
    int demo_next;          /* level block to look at first for the next demo */
    uint32_t idle;          /* title ticks without input */
    /* The credits (RUN_PHASE_CREDITS; not saved, as an FMV's place): the
     * picture shown, its ticks, the tick its fade-out starts and the
     * fade-out's length; with credit_pic freed, credit_tick counts the
     * black tail after the last (TR2's). While credit_lead (TR2's), the
     * game's last frame fades out first, credit_tick counting it, and
     * credit_track waits for the title level loaded after it. */
    int credit;
    uint32_t credit_tick, credit_fade_at, credit_fade_out;
    UiPicture credit_pic;
    bool credit_lead;
    int credit_track;
    /* The level's secrets as last seen (Game.secrets): the script's secret
     * reward comes when the third is found (not saved: a load sets it). */
    uint32_t secrets_seen;
    /* The gym's best times (every level's clocks file into them) and what
     * its file holds (RunConfig.records_dir), to write it when they move. */
    GymRecords gym;
    GymRecords gym_kept;
};

/* runner.c: the announce channel, the loaded level, music, files. */
void Run_Announce(Runner *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An announced line the player needs to see: also to RunConfig.notice. */
void Run_Tell(Runner *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "warning: WHAT; what_now" (err without its "error: "). */
void Run_AnnounceNote(Runner *r, const char *err, const char *what_now);
/* A file of the gameflow not found: "warning: FILE (TITLE): WHY; WHAT_NOW",
 * WHY from Install_Explain (title may be NULL). */
void Run_AnnounceMissing(Runner *r, const char *file, const char *title, const char *what_now);
void Run_Unload(Runner *r);
/* The gym's best times written to their file when a time was filed since
 * the last look (a failure is warned about and tried again next time). */
void Run_KeepGymRecords(Runner *r);
bool Run_Load(Runner *r, const char *path, bool with_game);
bool Run_LoadEx(Runner *r, const char *path, bool with_game, bool demo);
void Run_PlayMusic(Runner *r, int track, bool looped);
bool Run_FindFile(Runner *r, const char *name, char *out, size_t cap);
bool Run_FindLevel(Runner *r, int level, char *out, size_t cap);
void Run_StartGame(Runner *r);

/* runner_sequence.c */
void Run_Steps(Runner *r);
void Run_NewGame(Runner *r, bool gym);
void Run_ActOnMenu(Runner *r, MenuResult res);

/* The phases: start, end, control (one tick with its word). */
void Run_TitleMovies(Runner *r, int i);
bool Run_StartMovie(Runner *r, const GameflowStep *s, int title_step);
void Run_FmvTick(Runner *r, InputWord w);

void Run_EnterTitle(Runner *r);
void Run_TitleTick(Runner *r, InputWord w);
void Run_TitleDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused);

bool Run_StartLevel(Runner *r);
void Run_RestartLevel(Runner *r);
void Run_FinishLevel(Runner *r);
void Run_LevelTick(Runner *r, InputWord w);
void Run_LevelDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused);

/* The inventory ring: start (a ring asked for opens; true while one is
 * up, the tick then the ring's), control, draw. Its end acts on the
 * choice. */
bool Run_RingStart(Runner *r);
void Run_RingTick(Runner *r, InputWord w);
void Run_RingDraw(Runner *r, Renderer *rd, UiCanvas *c);

/* Before a level's tick: true when death took the tick (the level starts
 * again). */
bool Run_DeathCheck(Runner *r, InputWord w);

bool Run_StartCutscene(Runner *r, int c);
void Run_FinishCutscene(Runner *r);
void Run_CutsceneTick(Runner *r, InputWord w);
int Run_DrawItem(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap);

void Run_StartStats(Runner *r);
/* The whole game's statistics (a TR2 script's game end), as the level's
 * page with the game's totals. */
void Run_StartFinalStats(Runner *r);
void Run_StatsTick(Runner *r, InputWord w);
void Run_StatsDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused);

/* The credit pictures with `track` (-1 none): false when none could be
 * shown (each missing one is named); TR2's fade the game's frame out and
 * load the title level first, whether any picture is there or not. */
bool Run_StartCredits(Runner *r, int track);
void Run_CreditsTick(Runner *r, InputWord w);
void Run_CreditsDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused);
void Run_StopCredits(Runner *r);
/* TR2's credits show in the picture's own palette: its colours as faded
 * now (256 RGB triples, 8 bits), the level's as faded while the game's
 * last frame fades out; false for TR3's (the level's palette). */
bool Run_CreditsPalette(const Runner *r, uint8_t out[768]);
/* While TR2's credits fade the game's last frame out: its world is still
 * shown (the game camera as it was). */
bool Run_CreditsShowGame(const Runner *r);

/* TR3's level select (phase_select.c): after a location's last level,
 * the locations still to play; the chosen one's first level starts. */
void Run_StartSelect(Runner *r);
void Run_SelectTick(Runner *r, InputWord w);
void Run_SelectDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused);
/* The locations the globe offers (GF_LOCATION_*, in the globe's order),
 * their count. */
int Run_SelectChoices(const Runner *r, int out[GF_LOCATIONS]);
/* The globe rests at its place; the place's name while it does (NULL
 * while it turns, and after a choice). */
bool Run_SelectRests(const Runner *r);
const char *Run_SelectPlaceName(const Runner *r);

bool Run_StartDemo(Runner *r);
void Run_DemoTick(Runner *r, InputWord w);

#endif
