/* A whole game headless (see headless.h): the gameflow runner driven one
 * word a tick from --replay / --inputs, its worlds traced and captured,
 * its sound into --audio-out. */
#include "game/app/headless.h"
#include "game/app/headless_out.h"

#include "engine/audio/audio.h"
#include "engine/audio/wav_writer.h"
#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "engine/core/json.h"
#include "engine/render/png.h"
#include "engine/sim/replay.h"
#include "engine/level/level.h"
#include "engine/level/script.h"
#include "game/app/setup.h"
#include "game/app/runner.h"
#include "game/gameflow/tr2_script.h"
#include "game/trace.h"
#include "game/render_look.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- headless ------------------------------------------------------------------ */

typedef struct {
    const Options *o;
    GameSound sound;
    AppSetup gs;
    Runner *run;
    HeadlessFiles out;      /* traces, WAV, replay, capture */
    InputWord *inputs;
    uint32_t num_inputs;
    Replay play;
    Renderer *renderer;
    uint32_t renderer_generation;
    uint8_t *fb, *rgb;
    int w, h;
    SimDrawList draws;
    uint32_t tick;          /* the tick being run */
    bool row_written;       /* the world wrote this tick's trace row */
    bool write_failed;
    int64_t ticks;          /* the run's length */
    char err[1024];
} Headless;

static void h_cleanup(Headless *h)
{
    HeadlessOut_Abort(&h->out);
    free(h->inputs);
    Replay_Free(&h->play);
    Runner_Free(h->run);
    h->run = NULL;
    if (h->renderer)
        Render_Destroy(h->renderer);
    free(h->fb);
    free(h->rgb);
    SimDraw_Free(&h->draws);
    AppSetup_Release(&h->gs);
}

static int h_fail(Headless *h, const char *msg)
{
    h_cleanup(h);
    ErrLine_Print(msg);
    return 2;
}

/* The renderer follows the loaded level (made again when it changes). */
static bool ensure_renderer(Headless *h)
{
    const Level *lv = Runner_Level(h->run);
    if (!lv)
        return false;
    if (h->renderer && h->renderer_generation == Runner_LevelGeneration(h->run))
        return true;
    if (h->renderer)
        Render_Destroy(h->renderer);
    RenderConfig rc = {.threads = h->o->threads > 0 ? h->o->threads : 1};
    h->renderer = Render_Create(lv, h->w, h->h, &rc, h->err, sizeof h->err);
    if (h->renderer) {
        Render_SetSunset(h->renderer, Runner_Sunset(h->run));
        RenderLook_Apply(h->renderer, lv);
    }
    h->renderer_generation = Runner_LevelGeneration(h->run);
    return h->renderer != NULL;
}

/* Draws the world (or the FMV) as shown now into h->rgb; false when there
 * is none (the frame is then black). */
static bool draw_world(Headless *h)
{
    RenderCamera cam;
    const FmvPhase *movie = Runner_Fmv(h->run);
    if (movie) { /* an FMV: its frame as the window shows it */
        FmvPhase_DrawRGB(movie, h->rgb, h->w, h->h);
        return true;
    }
    memset(h->rgb, 0, (size_t)h->w * (size_t)h->h * 3);
    if (!Runner_View(h->run, &cam) || !ensure_renderer(h))
        return false;
    if (cam.fov == 0 && h->o->fov_given)
        cam.fov = ANGLE_DEG(h->o->fov_deg);
    if (!Runner_BuildDraws(h->run, 65536, &h->draws))
        return false;
    Sim *s = Runner_Sim(h->run);
    Render_SetFlipped(h->renderer, Sim_Flipped(s));
    RenderLook_FollowSim(h->renderer, s); /* the sky through the mesh table */
    Render_SetShadows(h->renderer, h->draws.shadows, h->draws.num_shadows);
    Render_SetLines(h->renderer, h->draws.lines, h->draws.num_lines);
    Render_SetTris(h->renderer, h->draws.tris, h->draws.num_tris);
    Render_SetDynamicLights(h->renderer, h->draws.lights, h->draws.num_lights);
    Render_Frame(h->renderer, &cam, h->draws.meshes, h->draws.num_meshes, h->draws.sprites,
                 h->draws.num_sprites, h->fb);
    Render_ToRGB(h->renderer, h->fb, h->rgb);
    return true;
}

/* After each world tick: its trace rows and captures. */
static void world_tick(void *user, Sim *s, Game *g)
{
    Headless *h = user;
    char row[TRACE_ROW_MAX];
    if (h->out.trace.f) {
        int n = Trace_Row(s, g, h->tick, row, sizeof row);
        fwrite(row, 1, (size_t)n, h->out.trace.f);
        h->row_written = true;
    }
    if (h->out.trace_items.f)
        Trace_WriteItems(h->out.trace_items.f, s, h->tick);
    if (h->renderer)
        Render_Tick(h->renderer);
}

/* A tick without a world: the tick and the word, the rest empty. */
static void blank_row(Headless *h, InputWord w)
{
    /* The header's columns after tick and input. */
    int columns = 0;
    for (const char *c = TRACE_HEADER; *c; c++)
        columns += *c == ',';
    fprintf(h->out.trace.f, "%u,%u", h->tick, w);
    for (int i = 1; i < columns; i++)
        fputc(',', h->out.trace.f);
    fputc('\n', h->out.trace.f);
}

static void announce_stderr(void *user, const char *line)
{
    (void)user;
    fprintf(stderr, "%s\n", line);
}

/* Where the words come from (--replay, --inputs, or --ticks N of empty
 * words) and how many ticks they make. */
static bool read_inputs(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    const Gameflow *gf = h->gs.gf;
    h->ticks = o->ticks;
    if (o->replay_path) {
        if (!Replay_LoadFor(o->replay_path, "gameflow", gf->checksum, gf->size, &h->play, err,
                            cap))
            return false;
        if (h->ticks < 0)
            h->ticks = h->play.num_ticks;
    }
    if (o->inputs_path) {
        if (!Trace_ReadInputs(o->inputs_path, &h->inputs, &h->num_inputs, err, cap))
            return false;
        if (h->ticks < 0)
            h->ticks = h->num_inputs;
    }
    if (h->ticks < 0) {
        snprintf(err, cap, "error: --headless needs --ticks N (or --replay / --inputs) to play a "
                           "game");
        return false;
    }
    return true;
}

/* The outputs (temporaries until the run has succeeded), the captures'
 * frame, then the runner at the title. */
static bool open_outputs(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    const Gameflow *gf = h->gs.gf;
    if (o->record_path)
        Replay_InitMask(&h->out.rec, gf->checksum, gf->size,
                        GameRules_InputMask((GameVersion)gf->game_version));
    if ((o->trace_path && !HeadlessOut_OpenTrace(&h->out.trace, o->trace_path, TRACE_HEADER, err, cap)) ||
        (o->trace_items_path &&
         !HeadlessOut_OpenTrace(&h->out.trace_items, o->trace_items_path, TRACE_ITEMS_HEADER, err, cap)))
        return false;
    if (o->audio_out) {
        h->out.wav = WavWriter_Open(o->audio_out, AUDIO_RATE, 2, err, cap);
        if (!h->out.wav)
            return false;
    }
    if (o->capture_every > 0 || o->capture_path) {
        h->w = o->width > 0 ? o->width : 640;
        h->h = o->height > 0 ? o->height : 480;
        h->fb = malloc((size_t)h->w * (size_t)h->h);
        h->rgb = malloc((size_t)h->w * (size_t)h->h * 3);
        if (!h->fb || !h->rgb) {
            snprintf(err, cap, "error: out of memory for captures");
            return false;
        }
    }
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    cfg.install = h->gs.install;
    h->sound = Options_Sound(o);
    cfg.audio = o->audio_out ? &h->sound : NULL;
    cfg.announce = announce_stderr;
    cfg.user = h;
    cfg.world_tick = world_tick;
    h->run = Runner_Create(&cfg, err, cap);
    return h->run != NULL;
}

/* One tick: its word (recorded), the runner, a blank trace row when no
 * world ran, its sound (silence where there is none), a capture. */
static bool run_tick(Headless *h, int64_t t, RunStatus *st, char *err, size_t cap)
{
    static const int16_t silence[2 * AUDIO_TICK_FRAMES];
    const Options *o = h->o;
    InputWord w = 0;
    if (o->replay_path)
        w = Replay_Get(&h->play, (uint32_t)t);
    else if (o->inputs_path)
        w = (uint64_t)t < h->num_inputs ? h->inputs[t] : 0;
    if (o->record_path && !Replay_Append(&h->out.rec, w)) {
        snprintf(err, cap, "error: --record: replay too long");
        return false;
    }
    h->tick = (uint32_t)t;
    h->row_written = false;
    errno = 0;
    *st = Runner_Step(h->run, w);
    if (h->out.trace.f && !h->row_written)
        blank_row(h, w);
    if (h->out.wav) {
        const int16_t *pcm = Runner_Pcm(h->run);
        WavWriter_Write(h->out.wav, pcm ? pcm : silence, AUDIO_TICK_FRAMES);
    }
    if (!HeadlessOut_TracesOk(&h->out.trace, &h->out.trace_items, o, err, cap))
        return false;
    if (o->capture_every > 0 && (t + 1) % o->capture_every == 0 && draw_world(h)) {
        char path[4096];
        snprintf(path, sizeof path, "%s/tick%06u.png", o->capture_dir, (uint32_t)t);
        if (!Png_WriteRGBErr(path, h->w, h->h, h->rgb, err, cap))
            return false;
    }
    return true;
}

static bool run_ticks(Headless *h, char *err, size_t cap)
{
    for (int64_t t = 0; t < h->ticks; t++) {
        RunStatus st;
        if (!run_tick(h, t, &st, err, cap))
            return false;
        if (st == RUN_QUIT) {
            h->ticks = t + 1;
            break;
        }
    }
    return true;
}

/* Every output finished before any is renamed into place. */
static bool finish_outputs(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    if (!HeadlessOut_FinishStreams(&h->out, o, err, cap))
        return false;
    if (o->capture_path) {
        draw_world(h);
        if (!HeadlessOut_WritePng(&h->out.capture, o->capture_path, h->w, h->h, h->rgb, err, cap))
            return false;
    }
    return true;
}

static void print_result(Headless *h)
{
    static const char *const phases[] = {"title", "level", "cutscene", "stats",
                                         "quit",  "demo",  "fmv",   "credits"};
    const RunState *st = Runner_State(h->run);
    Sim *s = Runner_Sim(h->run);
    const Level *lv = Runner_Level(h->run);
    char name[200];
    Json_Escape(lv ? lv->name : "", name, sizeof name);
    printf("{\"ticks\":%lld,\"hash\":\"%016llx\",\"phase\":\"%s\",\"level\":\"%s\","
           "\"gameflow_level\":%d,\"lara\":",
           (long long)h->ticks, (unsigned long long)(s ? Sim_Hash(s) : 0),
           phases[CLAMP(st->phase, 0, (int)COUNT_OF(phases) - 1)], name, (int)st->level);
    bool playing = s && s->lara >= 0 && st->phase == RUN_PHASE_LEVEL;
    HeadlessOut_PrintLara(playing ? &s->items[s->lara] : NULL);
}

int App_RunHeadlessGame(const Options *o)
{
    Headless *h = calloc(1, sizeof *h);
    if (!h) {
        ErrLine_Print("error: out of memory");
        return 2;
    }
    h->o = o;
    char *err = h->err;
    size_t cap = sizeof h->err;
    bool ok = AppSetup_Game(o, &h->gs, err, cap) && read_inputs(h, err, cap) &&
              open_outputs(h, err, cap) && run_ticks(h, err, cap) &&
              finish_outputs(h, err, cap);
    if (ok) {
        AtomicFile *done[] = {&h->out.trace, &h->out.trace_items, &h->out.wav_done, &h->out.record, &h->out.capture};
        ok = HeadlessOut_Commit(done, COUNT_OF(done), err, cap);
    }
    if (ok) {
        print_result(h);
        ok = HeadlessOut_DeliverResult(err, cap);
    }
    int rc = 0;
    if (ok)
        h_cleanup(h);
    else
        rc = h_fail(h, err);
    free(h);
    return rc;
}
