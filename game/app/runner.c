/* The phase machine (see runner.h, runner_internal.h): the loaded level,
 * its sound, and one tick dispatched to the phase being played. */
#include "game/app/runner_internal.h"

#include "engine/audio/music.h"
#include "engine/core/log.h"
#include "game/lara/lara_gun.h"
#include "game/objects/shadow.h"
#include "game/settings.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void apply_volumes(Runner *r);

static void announce_line(Runner *r, bool tell, const char *fmt, va_list ap)
{
    char line[1024];
    vsnprintf(line, sizeof line, fmt, ap);
    if (r->cfg.announce)
        r->cfg.announce(r->cfg.user, line);
    else
        fprintf(stderr, "%s\n", line);
    if (tell && r->cfg.notice)
        r->cfg.notice(r->cfg.user, line);
}

void Run_Announce(Runner *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    announce_line(r, false, fmt, ap);
    va_end(ap);
}

void Run_Tell(Runner *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    announce_line(r, true, fmt, ap);
    va_end(ap);
}

/* A level, cut-scene or movie that cannot be used is skipped and the game
 * goes on: a warning, not the run's error (whose line would read as a
 * failed run that then exits 0). */
void Run_AnnounceNote(Runner *r, const char *err, const char *what_now)
{
    if (!strncmp(err, "error: ", 7))
        err += 7;
    Run_Tell(r, "warning: %s; %s", err, what_now);
}

void Run_AnnounceMissing(Runner *r, const char *file, const char *title, const char *what_now)
{
    /* Named as what is there (a FIFO, a folder, a link loop) or as absent. */
    char why[INSTALL_PATH_MAX + 64];
    Install_Explain(&r->cfg.install, file, why, sizeof why);
    if (title)
        Run_Tell(r, "warning: %s (%s): %s; %s", file, title, why, what_now);
    else
        Run_Tell(r, "warning: %s: %s; %s", file, why, what_now);
}

void Run_Unload(Runner *r)
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
    UiPicture_Free(&r->title_pic); /* in the title level's palette */
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

/* A level that cannot be used: the front end's error, or a warning. */
static void load_failed(Runner *r, const char *err, const char *what_now)
{
    if (r->cfg.load_failed)
        r->cfg.load_failed(r->cfg.user, err);
    else
        Run_AnnounceNote(r, err, what_now);
}

bool Run_Load(Runner *r, const char *path, bool with_game)
{
    return Run_LoadEx(r, path, with_game, false);
}

/* ...with the level's demo: Lara at its start (before the Game places her
 * and reseeds the random streams, as the original's demo mode). */
bool Run_LoadEx(Runner *r, const char *path, bool with_game, bool demo)
{
    char err[1024];
    Run_Unload(r);
    if (!Level_Load(path, &r->lv, err, sizeof err)) {
        load_failed(r, err, "skipped");
        return false;
    }
    r->have_level = true;
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&r->sim, &r->lv, &cfg, err, sizeof err)) {
        load_failed(r, err, "skipped");
        Run_Unload(r);
        return false;
    }
    r->have_sim = true;
    GameAudio_Attach(&r->ga, &r->sim, listener, r);
    r->ga.fx.gym.records = &r->gym;
    if (demo) {
        if (!Demo_Parse(&r->lv, &r->demo, err, sizeof err)) {
            load_failed(r, err, "no demo from it");
            Run_Unload(r);
            return false;
        }
        r->have_demo = true;
        Sim_StartDemo(&r->sim, &r->demo);
    }
    if (with_game) {
        if (!Game_Attach(&r->game, &r->sim, err, sizeof err)) {
            load_failed(r, err, "skipped");
            Run_Unload(r);
            return false;
        }
        r->have_game = true;
        Game_ConnectAudio(&r->game, &r->ga);
    }
    if (r->cfg.audio) {
        if (!GameAudio_Open(&r->ga, &r->lv, r->cfg.audio, path, NULL, err, sizeof err))
            load_failed(r, err, "running silent");
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
void Run_PlayMusic(Runner *r, int track, bool looped)
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

bool Run_FindFile(Runner *r, const char *name, char *out, size_t cap)
{
    return Install_Find(&r->cfg.install, name, out, cap);
}

/* A level block's file: a single level's is the file it was opened as. */
bool Run_FindLevel(Runner *r, int level, char *out, size_t cap)
{
    if (r->cfg.single_level && r->cfg.level_path) {
        int n = snprintf(out, cap, "%s", r->cfg.level_path);
        return n > 0 && (size_t)n < cap;
    }
    return Run_FindFile(r, r->cfg.gf->levels[level].file, out, cap);
}

/* Each phase's control (one tick) and what it draws over the world. */
static const struct {
    void (*control)(Runner *r, InputWord w);
    void (*draw)(Runner *r, Renderer *rd, UiCanvas *c, bool paused);
} k_phases[] = {
    [RUN_PHASE_TITLE] = {Run_TitleTick, Run_TitleDraw},
    [RUN_PHASE_LEVEL] = {Run_LevelTick, Run_LevelDraw},
    [RUN_PHASE_CUTSCENE] = {Run_CutsceneTick, NULL},
    [RUN_PHASE_STATS] = {Run_StatsTick, Run_StatsDraw},
    [RUN_PHASE_QUIT] = {NULL, NULL},
    [RUN_PHASE_DEMO] = {Run_DemoTick, NULL},
    [RUN_PHASE_FMV] = {Run_FmvTick, NULL},
    [RUN_PHASE_CREDITS] = {Run_CreditsTick, Run_CreditsDraw},
    [RUN_PHASE_SELECT] = {Run_SelectTick, Run_SelectDraw},
};

RunStatus Runner_Step(Runner *r, InputWord w)
{
    int phase = r->st.phase;
    if (phase < 0 || phase >= (int)COUNT_OF(k_phases) || !k_phases[phase].control)
        return RUN_QUIT;
    k_phases[phase].control(r, w);
    r->st.tick++;
    r->st.phase_ticks = r->st.phase == phase ? r->st.phase_ticks + 1 : 0;
    r->st.input_prev = w;
    return r->st.phase == RUN_PHASE_QUIT ? RUN_QUIT : RUN_OK;
}

void Runner_DrawUi(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    int phase = r->st.phase;
    if (r->have_level && phase >= 0 && phase < (int)COUNT_OF(k_phases) && k_phases[phase].draw)
        k_phases[phase].draw(r, rd, c, paused);
}

bool Runner_ScreenPalette(const Runner *r, uint8_t out[768])
{
    return r->have_level && r->st.phase == RUN_PHASE_CREDITS && Run_CreditsPalette(r, out);
}

Runner *Runner_Create(const RunConfig *cfg, char *err, size_t err_cap)
{
    Runner *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, err_cap, "error: out of memory");
        return NULL;
    }
    r->cfg = *cfg;
    /* The title's ring shows the game's own items (a TR2 install's). */
    if (!r->cfg.ring_env.items)
        r->cfg.ring_env.items =
            GameRules_For((GameVersion)cfg->gf->game_version)->ring_items;
    /* a TR2/TR3 script's strings name the items where the game's table
     * takes them from it (TR3's) */
    r->cfg.ring_env.script = r->cfg.gf;
    r->st.level = -1;
    r->st.cutscene = -1;
    r->st.death_overlay = 1;
    r->fmv_title = -1;
    char why[600];
    if (cfg->records_dir && cfg->records_dir[0] &&
        !GymRecords_Load(&r->gym, cfg->records_dir, why, sizeof why))
        Run_AnnounceNote(r, why, "the gym's best times start empty");
    r->gym_kept = r->gym;
    Run_TitleMovies(r, 0);
    return r;
}

/* After the FMVs before the title: the title, or straight into the game. */
void Run_StartGame(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    if (gf->has_title)
        Run_EnterTitle(r);
    else if (gf->first_level >= 0)
        Run_NewGame(r, false);
    else
        Run_NewGame(r, true);
}

void Run_KeepGymRecords(Runner *r)
{
    if (!memcmp(&r->gym, &r->gym_kept, sizeof r->gym))
        return;
    r->gym_kept = r->gym;
    char err[600];
    if (r->cfg.records_dir && r->cfg.records_dir[0] &&
        !GymRecords_Save(&r->gym, r->cfg.records_dir, err, sizeof err))
        Run_AnnounceNote(r, err, "the gym's best times are kept for this run only");
}

void Runner_Free(Runner *r)
{
    if (!r)
        return;
    Run_Unload(r);
    FmvPhase_Stop(&r->fmv);
    Run_StopCredits(r);
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

uint32_t Runner_InputMask(const Runner *r)
{
    return r->have_game ? r->game.rules->input_mask : GameRules_InputMask((GameVersion)r->cfg.gf->game_version);
}

const char *Runner_LevelPath(const Runner *r) { return r->path; }

const int16_t *Runner_Pcm(const Runner *r) { return r->pcm; }

const Demo *Runner_Demo(const Runner *r) { return r->have_demo ? &r->demo : NULL; }

const RunBareTitle *Runner_BareTitle(const Runner *r)
{
    return r->st.phase == RUN_PHASE_TITLE && !r->have_level && !r->ring_up ? &r->bare : NULL;
}

const Ring *Runner_TitleRing(const Runner *r) { return r->ring_up ? &r->ring : NULL; }

const char *Runner_SelectPlace(const Runner *r)
{
    return r->st.phase == RUN_PHASE_SELECT ? Run_SelectPlaceName(r) : NULL;
}

UiSession *Runner_Ui(Runner *r)
{
    return r->st.phase == RUN_PHASE_LEVEL && r->have_game ? &r->ui : NULL;
}

uint32_t Runner_LevelGeneration(const Runner *r) { return r->generation; }

bool Runner_Sunset(const Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    return r->have_sim && gf && r->st.level >= 0 && r->st.level < gf->num_levels &&
           gf->levels[r->st.level].sunset;
}

FlipFx *Runner_Fx(Runner *r) { return r->have_sim ? &r->ga.fx : NULL; }

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
    out->tr2 = st->tr2;
    out->ammo_used = st->ammo_used;
    out->ammo_hits = st->ammo_hits;
    out->medipacks_used = st->medipacks_used;
    out->distance = st->distance;
    /* TR3's levels without secrets say so (its original's table) */
    out->secrets_none = r->cfg.gf && r->cfg.gf->level_secrets;
}
