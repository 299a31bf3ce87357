/* The gameflow runner (see runner.h). */
#include "game/gameflow/runner.h"

#include "engine/audio/music.h"
#include "engine/core/log.h"
#include "game/inventory/inventory.h"
#include "game/lara/lara_gun.h"
#include "game/objects/shadow.h"
#include "game/save/save_run.h"
#include "game/save/save_slots.h"
#include "game/objects/creatures/bacon_lara.h"
#include "game/settings.h"
#include "game/ui/ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The original's death timing: the menu comes 10 seconds after Lara died,
 * or after 2 seconds at the first key. */
#define DEATH_WAIT (10 * SIM_TICK_HZ)
#define DEATH_WAIT_MIN (2 * SIM_TICK_HZ)
/* Keys that confirm on the menus and skip a cut-scene (action sets select
 * in the original's input; replays keep only the play bits). */
/* Idle ticks on the title ring before a demo plays (TRX's demo_delay of
 * 16 seconds). */
#define TITLE_DEMO_DELAY (16 * SIM_TICK_HZ)
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
    bool ring_up;
    uint32_t generation;    /* counts loads and unloads */
    const int16_t *pcm;
    bool announced[GAMEFLOW_MAX_MOVIES];
    FmvPhase fmv;           /* the FMV playing (RUN_PHASE_FMV) */
    int fmv_title;          /* its index in the title's steps, -1: a level block's step */
    bool missing_level[GAMEFLOW_MAX_LEVELS];
    bool missing_cutscene[GAMEFLOW_MAX_CUTSCENES];
    bool missing_title;
    /* The title's demos (not part of a save: a demo cannot be saved). */
    Demo demo;
    bool have_demo;
    int demo_next;          /* level block to look at first for the next demo */
    uint32_t idle;          /* title ticks without input */
};

static void run_steps(Runner *r);
static void start_game(Runner *r);
static void apply_volumes(Runner *r);

/* ---- the announce channel ---------------------------------------------------- */

static void announce(Runner *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void announce(Runner *r, const char *fmt, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (r->cfg.announce)
        r->cfg.announce(r->cfg.user, line);
    else
        fprintf(stderr, "%s\n", line);
}

/* A level, cut-scene or movie that cannot be used is skipped and the game
 * goes on: a warning, not the run's error (whose line would read as a
 * failed run that then exits 0). */
static void announce_note(Runner *r, const char *err, const char *what_now)
{
    if (!strncmp(err, "error: ", 7))
        err += 7;
    announce(r, "warning: %s; %s", err, what_now);
}

static void announce_skipped(Runner *r, const char *err)
{
    announce_note(r, err, "skipped");
}

/* ---- the loaded level ------------------------------------------------------------ */

static void unload(Runner *r)
{
    /* As the headless runner's order: the Game gives the Sim its hooks
     * back, the sounds go before the Sim they are wired to. */
    if (r->have_game)
        Game_Free(&r->game);
    if (r->have_sim)
        GameAudio_Free(&r->ga);
    if (r->have_sim)
        Sim_Free(&r->sim);
    if (r->have_level)
        Level_Free(&r->lv);
    if (r->have_demo)
        Demo_Free(&r->demo);
    r->have_game = r->have_sim = r->have_level = r->have_demo = false;
    r->ring_up = false;
    r->pcm = NULL;
    r->path[0] = '\0';
    r->generation++;
}

/* Sounds are heard from the game camera (the title has none: music only). */
static bool listener(void *user, const Sim *s, GameListener *out)
{
    Runner *r = user;
    (void)s;
    if (r->cfg.listener && r->cfg.listener(r->cfg.user, out))
        return true;
    if (!r->have_game)
        return false;
    Vec3i pos;
    int16_t room, yaw, pitch, roll;
    Camera_GetView(&r->game, &pos, &room, &yaw, &pitch, &roll);
    out->pos = pos;
    out->room = room;
    out->yaw = (uint16_t)yaw;
    return true;
}

/* Loads a file into the runner: the Level, its Sim and sounds, and (for
 * levels and cut-scenes) the Game. A file that does not load is reported
 * and skipped. */
static bool load_ex(Runner *r, const char *path, bool with_game, bool demo);

static bool load(Runner *r, const char *path, bool with_game)
{
    return load_ex(r, path, with_game, false);
}

/* ...with the level's demo: Lara at its start (before the Game places her
 * and reseeds the random streams, as the original's demo mode). */
static bool load_ex(Runner *r, const char *path, bool with_game, bool demo)
{
    char err[1024];
    unload(r);
    if (!Level_Load(path, &r->lv, err, sizeof err)) {
        announce_skipped(r, err);
        return false;
    }
    r->have_level = true;
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&r->sim, &r->lv, &cfg, err, sizeof err)) {
        announce_skipped(r, err);
        unload(r);
        return false;
    }
    r->have_sim = true;
    GameAudio_Attach(&r->ga, &r->sim, listener, r);
    if (demo) {
        if (!Demo_Parse(&r->lv, &r->demo, err, sizeof err)) {
            announce_note(r, err, "no demo from it");
            unload(r);
            return false;
        }
        r->have_demo = true;
        Sim_StartDemo(&r->sim, &r->demo);
    }
    if (with_game) {
        if (!Game_Attach(&r->game, &r->sim, err, sizeof err)) {
            announce_skipped(r, err);
            unload(r);
            return false;
        }
        r->have_game = true;
        Game_ConnectAudio(&r->game, &r->ga);
    }
    if (r->cfg.audio) {
        if (!GameAudio_Open(&r->ga, &r->lv, r->cfg.audio, path, NULL, err, sizeof err))
            announce_note(r, err, "running silent");
        else if (r->have_game)
            Game_SetMusic(&r->game, r->ga.music);
        apply_volumes(r);
    }
    snprintf(r->path, sizeof r->path, "%s", path);
    r->generation++;
    return true;
}

/* The player's volumes on the loaded level's sound. */
static void apply_volumes(Runner *r)
{
    if (!r->cfg.volumes_set || !r->have_sim || !r->ga.audio)
        return;
    Audio_SetMasterVolume(r->ga.audio, Settings_MasterVolume(r->cfg.sound_volume));
    if (r->ga.music) {
        int m = r->cfg.music_volume;
        Music_SetVolume(r->ga.music, m ? (25 * m + 5) * 256 / 255 : 0);
    }
}

/* The gameflow's track for what was loaded: `looped` for ambient tracks.
 * GameAudio_Open started the track the file name is known for; the
 * gameflow has the last word. */
static void play_music(Runner *r, int track, bool looped)
{
    Music *m = r->ga.music;
    if (!m)
        return;
    if (track < 0) {
        Music_Stop(m);
        return;
    }
    if (Music_CurrentTrack(m) == track)
        return;
    if (looped)
        Music_PlayLooped(m, track);
    else
        Music_Play(m, track);
}

static bool find_file(Runner *r, const char *name, char *out, size_t cap)
{
    return Install_Find(&r->cfg.install, name, out, cap);
}

/* A level block's file: a single level's is the file it was opened as. */
static bool find_level(Runner *r, int level, char *out, size_t cap)
{
    if (r->cfg.single_level && r->cfg.level_path) {
        int n = snprintf(out, cap, "%s", r->cfg.level_path);
        return n > 0 && (size_t)n < cap;
    }
    return find_file(r, r->cfg.gf->levels[level].file, out, cap);
}

/* ---- the title ----------------------------------------------------------------- */

static void enter_title(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    unload(r);
    r->st.phase = RUN_PHASE_TITLE;
    r->st.level = -1;
    r->st.step = 0;
    r->st.cutscene = -1;
    r->st.phase_ticks = 0;
    r->idle = 0;
    if (!gf->has_title) {
        /* Nothing to come back to: the run is over. */
        r->st.phase = RUN_PHASE_QUIT;
        return;
    }
    char path[INSTALL_PATH_MAX];
    if (!find_file(r, gf->title_file, path, sizeof path)) {
        if (!r->missing_title)
            announce(r, "%s: not in %s; the title has no menu (action starts a new game)",
                     gf->title_file, r->cfg.install.root);
        r->missing_title = true;
        return;
    }
    if (!load(r, path, false))
        return;
    play_music(r, gf->title_music, true);
    RingEnv env = r->cfg.ring_env;
    env.lv = &r->lv;
    env.game = NULL;
    env.save = r->cfg.save;
    env.gym_available = gf->gym_level >= 0;
    env.in_gym = false;
    Ring_Open(&r->ring, &env, RING_MODE_TITLE, r->st.input_prev);
    r->ring_up = true;
}

/* A picture step is named (tomb8 does not show the original's pictures). */
static void announce_picture(Runner *r, const GameflowStep *s)
{
    const Gameflow *gf = r->cfg.gf;
    int m = s->arg;
    if (m < 0 || m >= gf->num_movies || r->announced[m])
        return;
    r->announced[m] = true;
    announce(r, "picture %s would show here (tomb8 does not play the original's pictures); "
             "going on", gf->movies[m]);
}

/* An FMV step: true when the movie plays (RUN_PHASE_FMV from the next
 * tick); a missing or broken file is named once and skipped. */
static bool start_movie(Runner *r, const GameflowStep *s, int title_step)
{
    const Gameflow *gf = r->cfg.gf;
    int m = s->arg;
    if (s->kind != GF_STEP_FMV) {
        announce_picture(r, s);
        return false;
    }
    if (m < 0 || m >= gf->num_movies)
        return false;
    char path[INSTALL_PATH_MAX], err[512];
    if (!find_file(r, gf->movies[m], path, sizeof path)) {
        if (!r->announced[m])
            announce(r, "FMV %s: not in %s; skipped", gf->movies[m], r->cfg.install.root);
        r->announced[m] = true;
        return false;
    }
    if (!FmvPhase_Start(&r->fmv, path, r->st.input_prev, err, sizeof err)) {
        announce_skipped(r, err);
        return false;
    }
    r->fmv_title = title_step;
    r->st.phase = RUN_PHASE_FMV;
    r->st.phase_ticks = 0;
    r->pcm = NULL;
    return true;
}

/* The FMVs before the title, from title step i on, then the title. */
static void title_movies(Runner *r, int i)
{
    const Gameflow *gf = r->cfg.gf;
    for (; i < gf->num_title_steps; i++)
        if (start_movie(r, &gf->title_steps[i], i))
            return;
    start_game(r);
}

/* ---- levels -------------------------------------------------------------------- */

/* What Lara brings into the level (a whole game's): her start info, the
 * block's gifts and removals, the mirror Lara. */
static void apply_start(Runner *r, const GameflowLevel *lv)
{
    Game *g = &r->game;
    r->st.level_start = r->st.start;
    if (lv->remove_guns)
        Start_RemoveGuns(&r->st.level_start);
    if (lv->remove_scions)
        Start_RemoveScions(&r->st.level_start);
    Start_Apply(&r->st.level_start, g);
    for (int i = 0; i < lv->num_give; i++)
        for (int k = 0; k < lv->give[i].count; k++)
            Inventory_Add(g, lv->give[i].object_id);
    if (lv->mirror_room >= 0 && !BaconLara_SetAnchor(g, lv->mirror_room))
        announce(r, "%s: no room %d for the mirror Lara", lv->file, (int)lv->mirror_room);
}

static bool start_level(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    const GameflowLevel *lv = &gf->levels[r->st.level];
    char path[INSTALL_PATH_MAX];
    if (!find_level(r, r->st.level, path, sizeof path)) {
        if (!r->missing_level[r->st.level])
            announce(r, "%s (%s): not in %s; skipped", lv->file, lv->title,
                     r->cfg.install.root);
        r->missing_level[r->st.level] = true;
        return false;
    }
    if (!load_ex(r, path, true, r->cfg.single_level && r->cfg.demo_start))
        return false;
    Game *g = &r->game;
    if (!r->cfg.single_level)
        apply_start(r, lv);
    Stats_Begin(&r->st.stats, r->st.level, lv->title, &r->lv);
    play_music(r, lv->music, true);
    RingEnv env = r->cfg.ring_env;
    env.save = r->cfg.save;
    env.in_gym = lv->kind == GF_LEVEL_GYM;
    UiSession_Init(&r->ui, g, &env);
    r->st.phase = RUN_PHASE_LEVEL;
    r->st.phase_ticks = 0;
    r->st.death_overlay = 1;
    return true;
}

/* The same level again, with what Lara had when it began. */
static void restart_level(Runner *r)
{
    r->st.start = r->st.level_start;
    /* start_level applies the block's remove-guns again: harmless. */
    if (!start_level(r)) {
        r->st.step++;
        run_steps(r);
    }
}

static void finish_level(Runner *r)
{
    Game *g = &r->game;
    Stats_Update(&r->st.stats, g);
    if (Game_LaraItem(g))
        Start_FromGame(&r->st.start, g);
    r->st.played = true;
    /* The original stops the level's sounds and music at its end. */
    if (r->ga.music)
        Music_Stop(r->ga.music);
    r->pcm = NULL;
    r->st.step++;
    run_steps(r);
}

/* ---- cut-scenes ------------------------------------------------------------------- */

static bool start_cutscene(Runner *r, int c)
{
    const Gameflow *gf = r->cfg.gf;
    const GameflowCutscene *cs = &gf->cutscenes[c];
    char path[INSTALL_PATH_MAX];
    if (!find_file(r, cs->file, path, sizeof path)) {
        if (!r->missing_cutscene[c])
            announce(r, "%s (%s): not in %s; skipped", cs->file, cs->title,
                     r->cfg.install.root);
        r->missing_cutscene[c] = true;
        return false;
    }
    if (!load(r, path, true))
        return false;
    if (r->lv.num_cinematic_frames < 2) {
        announce(r, "%s: no cinematic frames; skipped", cs->file);
        return false;
    }
    Game *g = &r->game;
    /* A cut-scene runs the items and effects, then its camera: Lara (if
     * the file has one) stands still, as the original runs no Lara there. */
    g->cutscene = true;
    Camera_StartCutscene(g);
    if (cs->has_origin_x)
        g->camera.cine.origin.x = cs->origin_x;
    if (cs->has_origin_z)
        g->camera.cine.origin.z = cs->origin_z;
    if (cs->has_angle)
        g->camera.cine.angle = cs->angle;
    if (cs->flip_map)
        Game_FlipMap(g);
    Camera_UpdateCutscene(g); /* the first frame before the first tick */
    play_music(r, cs->music, false);
    r->st.cutscene = c;
    r->st.phase = RUN_PHASE_CUTSCENE;
    r->st.phase_ticks = 0;
    return true;
}

static void finish_cutscene(Runner *r)
{
    if (r->ga.music)
        Music_Stop(r->ga.music);
    r->pcm = NULL;
    r->st.cutscene = -1;
    r->st.step++;
    run_steps(r);
}

/* ---- the sequence ------------------------------------------------------------------ */

static void start_block(Runner *r, int level)
{
    r->st.level = level;
    r->st.step = 0;
    r->st.played = false;
    r->st.cutscene = -1;
    run_steps(r);
}

/* Runs the current block's steps from st.step until one takes ticks (a
 * level, a cut-scene, the statistics screen); at the block's end goes on
 * to the next level, or back to the title. */
static void run_steps(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    /* Every block is visited at most once per call (all files missing:
     * back to the title without a tick). */
    for (int guard = 0; guard <= GAMEFLOW_MAX_LEVELS; guard++) {
        const GameflowLevel *lv = &gf->levels[r->st.level];
        while (r->st.step < lv->num_steps) {
            const GameflowStep *s = &lv->steps[r->st.step];
            switch (s->kind) {
            case GF_STEP_FMV:
            case GF_STEP_PICTURE:
                if (start_movie(r, s, -1))
                    return;
                break;
            case GF_STEP_PLAY:
                if (start_level(r))
                    return;
                break;
            case GF_STEP_CUTSCENE:
                if (start_cutscene(r, s->arg))
                    return;
                break;
            case GF_STEP_STATS:
                if (r->st.played) {
                    char time[32];
                    const GameStats *st = &r->st.stats;
                    Stats_FormatTime(st->timer, time, sizeof time);
                    announce(r, "level complete: %s: time %s, kills %d, pickups %d, secrets %d "
                             "of %d",
                             st->title, time, (int)st->kills, (int)st->pickups,
                             (int)st->secrets_found, (int)st->secrets_total);
                    r->st.phase = RUN_PHASE_STATS;
                    r->st.phase_ticks = 0;
                    r->st.stats_released = false;
                    return;
                }
                break;
            }
            r->st.step++;
        }
        /* The block is done. */
        int next = lv->kind == GF_LEVEL_GYM ? -1 : Gameflow_NextLevel(gf, r->st.level);
        if (next < 0) {
            /* The original gives every gun to the next new game once the
             * last level was played through. */
            if (lv->kind == GF_LEVEL_NORMAL && r->st.played)
                r->st.bonus = true;
            enter_title(r);
            return;
        }
        r->st.level = next;
        r->st.step = 0;
        r->st.played = false;
    }
    enter_title(r);
}

static void new_game(Runner *r, bool gym)
{
    const Gameflow *gf = r->cfg.gf;
    int level = gym ? gf->gym_level : gf->first_level;
    if (level < 0)
        return;
    Start_New(&r->st.start, gym ? START_GYM : START_NEW_GAME, r->st.bonus && !gym);
    start_block(r, level);
}

/* A choice of the passport or the title ring. */
static void act_on_menu(Runner *r, MenuResult res)
{
    switch (res.action) {
    case MENU_NEW_GAME:
        new_game(r, false);
        break;
    case MENU_LARAS_HOME:
        new_game(r, true);
        break;
    case MENU_LOAD_GAME:
        if (!r->cfg.load || !r->cfg.load(r->cfg.user, r, res.slot)) {
            if (r->st.phase == RUN_PHASE_TITLE && r->have_level)
                enter_title(r);
        }
        break;
    case MENU_EXIT_TO_TITLE:
        enter_title(r);
        break;
    case MENU_EXIT_GAME:
        unload(r);
        r->st.phase = RUN_PHASE_QUIT;
        break;
    case MENU_RESTART_LEVEL:
        if (r->st.phase == RUN_PHASE_LEVEL)
            restart_level(r);
        break;
    case MENU_SAVE_GAME:
    case MENU_NONE:
        break;
    }
}

/* ---- ticks --------------------------------------------------------------------------- */

/* The next demo level (cycling through the blocks marked `demo`) whose
 * file is there and has demo data; false when none. */
static bool start_demo(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    for (int k = 0; k < gf->num_levels; k++) {
        int l = (r->demo_next + k) % gf->num_levels;
        char path[INSTALL_PATH_MAX];
        if (!gf->levels[l].demo || !find_file(r, gf->levels[l].file, path, sizeof path))
            continue;
        if (!load_ex(r, path, true, true))
            continue;
        r->demo_next = l + 1;
        play_music(r, gf->levels[l].music, true);
        r->st.level = l;
        r->st.step = 0;
        r->st.phase = RUN_PHASE_DEMO;
        r->st.phase_ticks = 0;
        return true;
    }
    return false;
}

static void title_tick(Runner *r, InputWord w)
{
    /* The original counts the title ring's ticks without input; after a
     * while it plays a demo. */
    if (r->ring_up && w == 0 && ++r->idle > TITLE_DEMO_DELAY) {
        r->idle = 0;
        if (start_demo(r))
            return;
        enter_title(r); /* no demo after all: the title again */
        return;
    }
    if (w)
        r->idle = 0;
    if (r->ring_up) {
        if (!Ring_Tick(&r->ring, w)) {
            r->ring_up = false;
            MenuResult res = Ring_Result(&r->ring);
            act_on_menu(r, res);
            if (r->st.phase == RUN_PHASE_TITLE && !r->ring_up && r->have_level) {
                /* Nothing chosen (or nothing came of it): the ring again. */
                RingEnv env = r->ring.env;
                Ring_Open(&r->ring, &env, RING_MODE_TITLE, w);
                r->ring_up = true;
            }
        }
    } else if ((w & ~r->st.input_prev) & SELECT_KEYS) {
        new_game(r, false);
    }
}

static void level_tick(Runner *r, InputWord w)
{
    Game *g = &r->game;
    const Item *lara = Game_LaraItem(g);
    /* The original's death check comes before anything else in the tick:
     * once it holds, one more tick runs, then the death menu takes the
     * next (with a save system; without one the level starts again). */
    if (lara && !UiSession_RingOpen(&r->ui) &&
        (g->lara.death_count > DEATH_WAIT || (g->lara.death_count > DEATH_WAIT_MIN && w != 0) ||
         r->st.death_overlay == 2)) {
        if (r->st.death_overlay == 2) {
            r->st.death_overlay = 1;
            if (!r->cfg.load) {
                announce(r, "Lara died: %s starts again", r->st.stats.title);
                restart_level(r);
                return;
            }
        } else {
            r->st.death_overlay = 2;
            if (r->cfg.load)
                UiSession_RequestRing(&r->ui, RING_MODE_DEATH);
        }
    }
    if (UiSession_BeginTick(&r->ui, g, w)) {
        Game_Tick(g, w);
        r->st.stats.timer++;
        UiSession_EndTick(&r->ui, g);
        Stats_Update(&r->st.stats, g);
        r->pcm = GameAudio_EndTick(&r->ga);
        if (r->cfg.world_tick)
            r->cfg.world_tick(r->cfg.user, &r->sim, g);
    } else {
        r->pcm = NULL;
    }
    MenuResult res;
    if (UiSession_TakeResult(&r->ui, &res)) {
        act_on_menu(r, res);
        if (r->st.phase != RUN_PHASE_LEVEL)
            return;
    }
    if (!r->cfg.single_level && (g->level_complete || r->ga.fx.level_complete))
        finish_level(r);
}

static void cutscene_tick(Runner *r, InputWord w)
{
    Game *g = &r->game;
    if ((w & ~r->st.input_prev) & SKIP_KEYS) {
        finish_cutscene(r);
        return;
    }
    Game_Tick(g, w);
    r->pcm = GameAudio_EndTick(&r->ga);
    if (r->cfg.world_tick)
        r->cfg.world_tick(r->cfg.user, &r->sim, g);
    g->camera.cine.frame++;
    if ((uint32_t)g->camera.cine.frame >= r->lv.num_cinematic_frames - 1)
        finish_cutscene(r);
}

/* A demo tick: its own word; any key, its end, death or the level's end
 * back to the title (the original's demo mode). */
static void demo_tick(Runner *r, InputWord w)
{
    Game *g = &r->game;
    uint32_t t = r->st.phase_ticks;
    if (w != 0 || t >= r->demo.num_ticks) {
        enter_title(r);
        return;
    }
    if (Game_LaraItem(g) && (g->lara.death_count > DEATH_WAIT ||
                             (g->lara.death_count > DEATH_WAIT_MIN && w != 0))) {
        enter_title(r);
        return;
    }
    Game_Tick(g, r->demo.inputs[t]);
    r->pcm = GameAudio_EndTick(&r->ga);
    if (r->cfg.world_tick)
        r->cfg.world_tick(r->cfg.user, &r->sim, g);
    if (g->level_complete || r->ga.fx.level_complete)
        enter_title(r);
}

/* An FMV tick: its frame and sound; at its end (or skipped, or broken) the
 * sequence goes on where it was. */
static void fmv_tick(Runner *r, InputWord w)
{
    char err[512];
    if (FmvPhase_Tick(&r->fmv, w, err, sizeof err)) {
        r->pcm = r->cfg.audio && !r->cfg.audio->mute ? FmvPhase_Pcm(&r->fmv) : NULL;
        return;
    }
    if (err[0])
        announce(r, "%s", err);
    FmvPhase_Stop(&r->fmv);
    r->pcm = NULL;
    if (r->fmv_title >= 0) {
        title_movies(r, r->fmv_title + 1);
        return;
    }
    r->st.step++;
    run_steps(r);
}

static void stats_tick(Runner *r, InputWord w)
{
    /* The original waits for select to be let go, then pressed. */
    if (!r->st.stats_released) {
        if (!(w & SELECT_KEYS))
            r->st.stats_released = true;
        return;
    }
    if (w & SELECT_KEYS) {
        r->st.step++;
        run_steps(r);
    }
}

RunStatus Runner_Step(Runner *r, InputWord w)
{
    int phase = r->st.phase;
    switch (phase) {
    case RUN_PHASE_TITLE:
        if (r->have_sim)
            r->pcm = GameAudio_EndTick(&r->ga);
        title_tick(r, w);
        break;
    case RUN_PHASE_LEVEL:
        level_tick(r, w);
        break;
    case RUN_PHASE_CUTSCENE:
        cutscene_tick(r, w);
        break;
    case RUN_PHASE_STATS:
        r->pcm = NULL;
        stats_tick(r, w);
        break;
    case RUN_PHASE_DEMO:
        demo_tick(r, w);
        break;
    case RUN_PHASE_FMV:
        fmv_tick(r, w);
        break;
    default:
        return RUN_QUIT;
    }
    r->st.tick++;
    r->st.phase_ticks = r->st.phase == phase ? r->st.phase_ticks + 1 : 0;
    r->st.input_prev = w;
    return r->st.phase == RUN_PHASE_QUIT ? RUN_QUIT : RUN_OK;
}

/* ---- set-up and queries ------------------------------------------------------------------ */

Runner *Runner_Create(const RunConfig *cfg, char *err, size_t err_cap)
{
    Runner *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, err_cap, "error: out of memory");
        return NULL;
    }
    r->cfg = *cfg;
    r->st.level = -1;
    r->st.cutscene = -1;
    r->st.death_overlay = 1;
    r->fmv_title = -1;
    title_movies(r, 0);
    return r;
}

/* After the FMVs before the title: the title, or straight into the game. */
static void start_game(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    if (gf->has_title)
        enter_title(r);
    else if (gf->first_level >= 0)
        new_game(r, false);
    else
        new_game(r, true);
}

void Runner_Free(Runner *r)
{
    if (!r)
        return;
    unload(r);
    FmvPhase_Stop(&r->fmv);
    free(r);
}

const FmvPhase *Runner_Fmv(const Runner *r)
{
    return r->st.phase == RUN_PHASE_FMV && FmvPhase_Playing(&r->fmv) ? &r->fmv : NULL;
}

const RunState *Runner_State(const Runner *r) { return &r->st; }
RunPhase Runner_Phase(const Runner *r) { return (RunPhase)r->st.phase; }
const Level *Runner_Level(const Runner *r) { return r->have_level ? &r->lv : NULL; }
Sim *Runner_Sim(Runner *r) { return r->have_sim ? &r->sim : NULL; }
Game *Runner_Game(Runner *r) { return r->have_game ? &r->game : NULL; }
const char *Runner_LevelPath(const Runner *r) { return r->path; }
const int16_t *Runner_Pcm(const Runner *r) { return r->pcm; }
const Demo *Runner_Demo(const Runner *r) { return r->have_demo ? &r->demo : NULL; }
const Ring *Runner_TitleRing(const Runner *r) { return r->ring_up ? &r->ring : NULL; }
UiSession *Runner_Ui(Runner *r)
{
    return r->st.phase == RUN_PHASE_LEVEL && r->have_game ? &r->ui : NULL;
}

uint32_t Runner_LevelGeneration(const Runner *r) { return r->generation; }

bool Runner_View(const Runner *r, RenderCamera *cam)
{
    if (!r->have_game || (r->st.phase != RUN_PHASE_LEVEL && r->st.phase != RUN_PHASE_CUTSCENE &&
                          r->st.phase != RUN_PHASE_DEMO))
        return false;
    Vec3i pos;
    int16_t room, yaw, pitch, roll;
    Camera_GetView(&r->game, &pos, &room, &yaw, &pitch, &roll);
    memset(cam, 0, sizeof *cam);
    cam->x = pos.x;
    cam->y = pos.y;
    cam->z = pos.z;
    cam->room = room;
    cam->yaw = (uint16_t)yaw;
    cam->pitch = pitch;
    cam->roll = roll;
    if (r->st.phase == RUN_PHASE_CUTSCENE) {
        cam->roll = r->game.camera.cine.roll;
        cam->fov = r->game.camera.cine.fov;
    }
    if (cam->room < 0 || (uint32_t)cam->room >= r->lv.num_rooms)
        return false;
    return true;
}

/* Cut-scene actors with the gameflow's mesh swaps (Lara's holsters in
 * CUT2 and CUT4); outside cut-scenes everything the game's way (Lara with
 * her guns, creatures with their head turns). */
static int draw_item(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    Runner *r = user;
    if (item == s->lara || r->st.phase != RUN_PHASE_CUTSCENE || r->st.cutscene < 0)
        return Game_DrawItem(&r->game, s, item, t, out, cap);
    const GameflowCutscene *cs = &r->cfg.gf->cutscenes[r->st.cutscene];
    const Item *it = &s->items[item];
    const Level *lv = s->level;
    bool swapped = false;
    for (int i = 0; i < cs->num_mesh_swaps; i++)
        swapped |= cs->mesh_swaps[i].actor == it->object_id;
    if (!swapped || it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return -1;
    const Model *m = &lv->models[it->model];
    AnimPose pose;
    Sim_ItemPoseInterp(s, item, t, &pose);
    int n = 0;
    for (int k = 0; k < pose.num_meshes && n < cap; k++) {
        uint32_t ptr = (uint32_t)m->start_mesh + (uint32_t)k;
        for (int i = 0; i < cs->num_mesh_swaps; i++) {
            const GameflowMeshSwap *sw = &cs->mesh_swaps[i];
            const Model *src = Level_FindModel(lv, (uint32_t)sw->source);
            if (sw->actor == it->object_id && sw->mesh == k && src && k < src->num_meshes)
                ptr = (uint32_t)src->start_mesh + (uint32_t)k;
        }
        if (ptr >= lv->num_mesh_pointers)
            break;
        RenderMeshDraw *d = &out[n++];
        memset(d, 0, sizeof *d);
        d->mesh = lv->mesh_index[ptr];
        d->world = pose.mesh[k];
        d->light_mode = RENDER_LIGHT_ROOM;
        if (it->intensity >= 0) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(it->intensity, 0, 0x1FFF);
        }
    }
    return n;
}

bool Runner_BuildDraws(Runner *r, int32_t t, SimDrawList *dl)
{
    if (!r->have_sim)
        return false;
    dl->item_fn = r->have_game ? draw_item : NULL;
    dl->item_user = r;
    /* the effects (blood, splashes, flames...) after the items, as the
     * window draws them */
    return SimDraw_Build(&r->sim, t, dl) &&
           (!r->have_game ||
            (Effect_AppendDraws(&r->game, dl) && Shadow_AppendDraws(&r->game, t, dl)));
}

struct Audio *Runner_Audio(Runner *r) { return r->have_sim ? r->ga.audio : NULL; }

void Runner_SetVolumes(Runner *r, int music, int sound)
{
    r->cfg.volumes_set = true;
    r->cfg.music_volume = music;
    r->cfg.sound_volume = sound;
    apply_volumes(r);
}

void Runner_HudStats(const Runner *r, HudStats *out)
{
    const GameStats *st = &r->st.stats;
    memset(out, 0, sizeof *out);
    out->level_name = st->title;
    out->timer = st->timer;
    out->kills = st->kills;
    out->pickups = st->pickups;
    out->secrets_found = st->secrets_found;
    out->secrets_total = st->secrets_total;
}

/* ---- save games ------------------------------------------------------------------------ */

bool Runner_SaveSlot(Runner *r, const SaveSlots *slots, int slot, char *err, size_t err_cap)
{
    if (r->st.phase != RUN_PHASE_LEVEL || !r->have_game) {
        snprintf(err, err_cap, "error: save slot %d: no level is being played", slot + 1);
        return false;
    }
    SerialWriter w;
    Serial_WriterInit(&w, 1u << 16);
    SaveRun_Write(&r->st, &w);
    SaveMeta meta = {.gameflow_level = r->st.level, .label = r->st.stats.title,
                     .extra = w.data, .extra_size = w.size};
    bool ok = !w.failed && SaveSlots_Write(slots, slot, &r->game, &r->ga.fx, &meta, err, err_cap);
    if (w.failed)
        snprintf(err, err_cap, "error: save slot %d: out of memory", slot + 1);
    Serial_WriterFree(&w);
    return ok;
}

bool Runner_LoadSlot(Runner *r, const SaveSlots *slots, int slot, char *err, size_t err_cap)
{
    const Gameflow *gf = r->cfg.gf;
    uint8_t *data;
    size_t size;
    SaveInfo info;
    RunState st;
    char path[INSTALL_PATH_MAX], name[SAVE_SLOT_DIR_MAX + 32], why[256];
    if (!SaveSlots_Read(slots, slot, &data, &size, &info, err, err_cap))
        return false;
    SaveSlots_Path(slots, slot, name, sizeof name);
    int32_t level = info.gameflow_level;
    bool ok = false;
    if (level < 0 || level >= gf->num_levels)
        snprintf(err, err_cap, "error: %s: not a save of this game's levels (level %d)", name,
                 (int)level);
    else if (!find_level(r, level, path, sizeof path))
        snprintf(err, err_cap, "error: %s: its level %s is not in %s", name,
                 gf->levels[level].file, r->cfg.install.root);
    else if (!SaveRun_Read(&st, gf, level, data + info.extra_offset, info.extra_size, why,
                           sizeof why))
        snprintf(err, err_cap, "error: %s: damaged save (%s)", name, why);
    else if (Save_CheckWithLevel(data, size, name, path, NULL, err, err_cap)) {
        /* Checked whole: the level it was made on now replaces this one,
         * set up as at its start, then put in the saved state. */
        r->st.level = st.level;
        r->st.step = st.step;
        r->st.start = st.level_start;
        if (start_level(r) &&
            Save_Restore(&r->game, &r->ga.fx, data, size, name, NULL, err, err_cap)) {
            /* The session's own clock and last word go on: a load does
             * not rewind the run's tick count (traces, replays), and a
             * key still held from the menu is not a new press. */
            uint32_t tick = r->st.tick;
            InputWord prev = r->st.input_prev;
            r->st = st;
            r->st.tick = tick;
            r->st.input_prev = prev;
            /* The UI is not saved: neutral (the last word it has seen is
             * the Sim's). */
            r->ui.level_ticks = r->sim.tick;
            ok = true;
        } else {
            if (r->st.phase != RUN_PHASE_LEVEL)
                snprintf(err, err_cap, "error: %s: its level %s no longer loads", name, path);
            enter_title(r);
        }
    }
    free(data);
    return ok;
}
