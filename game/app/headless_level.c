/* The headless driver for a single level (see headless.h): a one-level
 * gameflow played by the runner's level phase (game/app/runner.h) as the
 * window opens one, its words from the script (--inputs, --replay, --demo
 * or empty words), its outputs the traces, captures, sound, replay and
 * save this file writes. */
#include "engine/render/png.h"
#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "engine/core/json.h"
#include "game/app/headless.h"
#include "game/app/headless_out.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#include "engine/core/log.h"
#include "engine/render/render.h"
#include "engine/sim/demo.h"
#include "engine/sim/replay.h"
#include "engine/sim/sim_draw.h"
#include "engine/world/floor.h"
#include "game/capture.h"
#include "game/game.h"
#include "game/objects/shadow.h"
#include "game/lara/lara_gun.h"
#include "game/game_audio.h"
#include "game/app/runner.h"
#include "game/app/setup.h"
#include "engine/audio/audio.h"
#include "engine/audio/wav_writer.h"
#include "game/save/save.h"
#include "game/trace.h"
#include "game/ui/ui.h"
#include "game/render_look.h"

/* The longest run, whatever sets its length (--ticks takes 0..this). */
#define RUN_MAX_TICKS 100000000
_Static_assert(RUN_MAX_TICKS == SAVE_RUN_MAX_TICKS, "a save's latest tick assumes this cap");

typedef struct {
    const Options *o;
    GameSound sound;        /* --mute, --music-dir */
    AppSetup setup;         /* the one-level gameflow */
    Level setup_lv;         /* the file as checked by the setup (replay identity, demo) */
    bool setup_loaded;
    Runner *run;            /* the phase machine playing the level */
    char load_err[1024];    /* the level's load failure (the runner's) */
    /* The runner's level, while it plays (set once it is loaded): */
    const Level *lv;
    Sim *sim;
    Game *game;             /* Lara, camera, run-time world */
    FlipFx *fx;             /* flipeffect state (saves hold it) */
    UiSession *ui;          /* HUD, inventory ring, pause (game/ui/ui.h) */
    Renderer *renderer;
    uint8_t *fb, *rgb;
    SimDrawList draws;
    HeadlessFiles out;      /* traces, WAV, replay, capture: renamed at the end */
    InputWord *inputs;      /* --inputs */
    uint32_t num_inputs;
    uint32_t *input_ticks;  /* --inputs with --load: each row's tick */
    uint8_t *save_bytes;    /* --save: the state at --save-at, written at the end */
    size_t save_size;
    AtomicFile save_file;
    Replay play;
    Demo demo;
    bool have_demo, demo_start;
    int64_t ticks;          /* the run's length (--ticks, or what the inputs make) */
    uint32_t start;         /* the first tick's number (a loaded save's count) */
} Headless;

/* ---- camera --------------------------------------------------------------- */

bool Headless_ViewBehindLara(const Sim *s, HeadlessView *out)
{
    int target = s->lara;
    if (target < 0) {
        for (uint32_t i = 0; i < s->num_items; i++)
            if (s->items[i].model >= 0) {
                target = (int)i;
                break;
            }
    }
    if (target < 0)
        return false;
    const Item *it = &s->items[target];
    /* Look at her chest from behind and above; if a wall is in the way,
     * swing around her and come closer until the spot is open space. */
    static const int32_t swing[] = {0, 0x2000, -0x2000, 0x4000, -0x4000, 0x6000, -0x6000, 0x8000};
    static const int32_t dist[] = {1536, 1024, 640};
    Vec3i aim = {it->pos.x, it->pos.y - 512, it->pos.z};
    Vec3i p = {it->pos.x, it->pos.y - 1024, it->pos.z};
    int room = World_FindRoomF(s->level, Sim_Flipped(s), it->room, p.x, p.y, p.z, NULL);
    /* The level's sectors as loaded (in the flip state) give the heights. */
    World w;
    char err[160];
    bool found = false, heights = World_Init(&w, s->level, err, sizeof err);
    if (heights && Sim_Flipped(s))
        World_Flip(&w);
    for (size_t d = 0; heights && d < COUNT_OF(dist) && !found; d++) {
        for (size_t k = 0; k < COUNT_OF(swing) && !found; k++) {
            int32_t a = (uint16_t)it->rot.y + swing[k];
            Vec3i c = {it->pos.x - ((Math_Sin(a) * dist[d]) >> W2V_SHIFT), it->pos.y - 1024,
                       it->pos.z - ((Math_Cos(a) * dist[d]) >> W2V_SHIFT)};
            int r = World_FindRoomF(s->level, Sim_Flipped(s), it->room, c.x, c.y, c.z, NULL);
            int16_t at = (int16_t)r;
            const RoomSector *sec = World_Sector(&w, c.x, c.y, c.z, &at);
            int32_t floor = World_Height(&w, sec, c.x, c.y, c.z);
            int32_t ceil = World_Ceiling(&w, sec, c.x, c.y, c.z);
            if (floor != WORLD_NO_HEIGHT && ceil != WORLD_NO_HEIGHT && c.y < floor - 64 &&
                c.y > ceil + 64 && World_InRoomBounds(s->level, r, c.x, c.y, c.z)) {
                p = c;
                room = r;
                found = true;
            }
        }
    }
    if (heights)
        World_Free(&w);
    int32_t dx = aim.x - p.x, dy = aim.y - p.y, dz = aim.z - p.z;
    out->pos = p;
    out->room = room;
    out->yaw = found ? Math_Atan2(dx, dz) : (uint16_t)it->rot.y;
    /* positive pitch looks up; the aim point is below the camera */
    out->pitch = found ? (int16_t)Math_Atan2(-dy, (int32_t)Math_Length3(dx, 0, dz))
                       : -ANGLE_DEG(60);
    return true;
}

/* ---- sound ------------------------------------------------------------------ */

/* The sounds are heard from the game camera (as the original and the
 * window), or from behind the first item where the level has no Lara. */
static bool listener_behind_lara(void *user, GameListener *out)
{
    const Headless *h = user;
    const Sim *s = h->sim;
    HeadlessView v;
    if (!s || s->lara >= 0 || !Headless_ViewBehindLara(s, &v))
        return false;
    out->pos = v.pos;
    out->room = v.room;
    out->yaw = v.yaw;
    return true;
}

/* ---- captures ---------------------------------------------------------------- */

/* The camera of a capture during or after a run: --camera as given, --view
 * N the level's fixed camera N (as the still captures frame it), else
 * behind and above Lara where she is now. */
static bool capture_camera(Headless *h, RenderCamera *cam, char *err, size_t cap)
{
    const Options *o = h->o;
    memset(cam, 0, sizeof *cam);
    if (o->view == VIEW_CAMERA) {
        cam->x = o->cam_x;
        cam->y = o->cam_y;
        cam->z = o->cam_z;
        cam->room = o->cam_room;
        cam->yaw = o->cam_yaw;
        cam->pitch = o->cam_pitch;
    } else if (o->view == VIEW_FIXED) {
        if (o->view_index < 0 ||
            !Capture_FixedCameraView(h->lv, (uint32_t)o->view_index, cam)) {
            snprintf(err, cap, "error: --view %d: level has %u cameras", (int)o->view_index,
                     h->lv->num_cameras);
            return false;
        }
    } else if (h->game && h->sim->lara >= 0) {
        /* Playing: the game's own camera (chase, look, combat, fixed), as
         * the window draws it. */
        Vec3i pos;
        int16_t room, yaw, pitch, roll;
        Camera_GetView(h->game, &pos, &room, &yaw, &pitch, &roll);
        cam->x = pos.x;
        cam->y = pos.y;
        cam->z = pos.z;
        cam->room = room;
        cam->yaw = (uint16_t)yaw;
        cam->pitch = pitch;
        cam->roll = roll;
    } else {
        HeadlessView v;
        if (Headless_ViewBehindLara(h->sim, &v)) {
            cam->x = v.pos.x;
            cam->y = v.pos.y;
            cam->z = v.pos.z;
            cam->room = v.room;
            cam->yaw = v.yaw;
            cam->pitch = v.pitch;
        }
    }
    if (cam->room < 0 || (uint32_t)cam->room >= h->lv->num_rooms) {
        snprintf(err, cap, "error: camera room %d out of range (level has %u rooms)",
                 (int)cam->room, h->lv->num_rooms);
        return false;
    }
    cam->fov = o->fov_given ? ANGLE_DEG(o->fov_deg) : 0;
    return true;
}

/* Draws the current state into h->rgb. */
static bool draw_state(Headless *h, char *err, size_t cap)
{
    Sim *s = h->sim;
    RenderCamera cam;
    bool built = SimDraw_Build(s, 65536, &h->draws);
    if (built && h->game)
        Gun_AppendLightDraws(&h->game->lights, &h->draws); /* flares, gun flashes */
    if (!built ||
        (h->game && (!Effect_AppendDraws(h->game, &h->draws) ||
                           !Shadow_AppendDraws(h->game, 65536, &h->draws)))) {
        snprintf(err, cap, "error: out of memory");
        return false;
    }
    if (!capture_camera(h, &cam, err, cap))
        return false;
    Render_SetFlipped(h->renderer, Sim_Flipped(s));
    RenderLook_FollowSim(h->renderer, s); /* the sky through the mesh table */
    Render_SetShadows(h->renderer, h->draws.shadows, h->draws.num_shadows);
    Render_SetLines(h->renderer, h->draws.lines, h->draws.num_lines);
    Render_SetTris(h->renderer, h->draws.tris, h->draws.num_tris);
    Render_SetDynamicLights(h->renderer, h->draws.lights, h->draws.num_lights);
    Render_Frame(h->renderer, &cam, h->draws.meshes, h->draws.num_meshes, h->draws.sprites,
                 h->draws.num_sprites, h->fb);
    if (h->o->ui_mode && h->game) {
        /* --ui: the HUD / ring over the frame (the title's ring on black) */
        int w = Render_Width(h->renderer), hh = Render_Height(h->renderer);
        UiCanvas c;
        UiCanvas_Init(&c, h->lv, h->fb, w, hh);
        if (h->o->ui_mode == OPT_UI_TITLE)
            memset(h->fb, 0, (size_t)w * (size_t)hh);
        UiSession_Draw(h->ui, h->game, h->renderer, &c);
    }
    Render_ToRGB(h->renderer, h->fb, h->rgb);
    return true;
}

static bool capture_frame(Headless *h, uint32_t tick, char *err, size_t cap)
{
    if (!draw_state(h, err, cap))
        return false;
    char path[4096];
    snprintf(path, sizeof(path), "%s/tick%06u.png", h->o->capture_dir, tick);
    int w = Render_Width(h->renderer), hh = Render_Height(h->renderer);
    return Png_WriteRGBErr(path, w, hh, h->rgb, err, cap);
}

/* --capture after the run: the last state, written with the other outputs. */
static bool capture_last(Headless *h, char *err, size_t cap)
{
    if (!draw_state(h, err, cap))
        return false;
    int w = Render_Width(h->renderer), hh = Render_Height(h->renderer);
    return HeadlessOut_WritePng(&h->out.capture, h->o->capture_path, w, hh, h->rgb, err, cap);
}

/* ---- save games -------------------------------------------------------------- */

/* --save: the state once --save-at ticks have run, kept in memory and
 * written with the run's other outputs at its end. The UI is not saved, so
 * it must be neutral then (no ring open or about to open, no pause). */
static bool take_save(Headless *h, uint32_t tick, char *err, size_t cap)
{
    if (UiSession_RingOpen(h->ui) || UiSession_Paused(h->ui) || h->ui->pending >= 0) {
        snprintf(err, cap, "error: --save-at %u: the %s at that tick (a save holds the game, "
                 "not the menus)", tick, UiSession_Paused(h->ui) ? "game is paused" : "inventory is open");
        return false;
    }
    SaveMeta meta = {.gameflow_level = -1, .label = NULL};
    if (!Save_Serialize(h->game, h->fx, &meta, &h->save_bytes, &h->save_size)) {
        snprintf(err, cap, "error: %s: out of memory for the save", h->o->save_path);
        return false;
    }
    return true;
}

/* --inputs with --load: the word of the row whose tick is `tick` (0 when
 * there is none); *cursor walks the rows, whose ticks count up. */
static InputWord input_at_tick(const Headless *h, uint32_t tick, uint32_t *cursor)
{
    while (*cursor < h->num_inputs && h->input_ticks[*cursor] < tick)
        (*cursor)++;
    return *cursor < h->num_inputs && h->input_ticks[*cursor] == tick ? h->inputs[*cursor] : 0;
}

/* ---- the run ---------------------------------------------------------------- */

static void cleanup(Headless *h)
{
    /* Outputs not committed by now belong to a failed run: their
     * temporaries go, files of those names stay as they were. */
    HeadlessOut_Abort(&h->out);
    AtomicFile_Abort(&h->save_file);
    free(h->save_bytes);
    free(h->input_ticks);
    free(h->inputs);
    Runner_Free(h->run);
    h->run = NULL;
    if (h->renderer)
        Render_Destroy(h->renderer);
    free(h->fb);
    free(h->rgb);
    SimDraw_Free(&h->draws);
    Replay_Free(&h->play);
    Demo_Free(&h->demo);
    if (h->setup_loaded)
        Level_Free(&h->setup_lv);
    AppSetup_Release(&h->setup);
}

/* The run's one error line (prefixed and escaped by ErrLine), after the
 * outputs are dropped. */
static int fail(Headless *h, const char *msg)
{
    cleanup(h);
    ErrLine_Print(msg);
    return 2;
}


/* The level as a one-level gameflow (game/app/setup.h); its file, loaded
 * and checked whole, names the replays it takes and holds its demo. */
static bool open_level(Headless *h, char *err, size_t cap)
{
    bool ok = AppSetup_Level(h->o, &h->setup, &h->setup_lv, err, cap);
    h->setup_loaded = ok;
    return ok;
}

/* Where the words come from (--replay, --demo, --inputs) and how many
 * ticks they make when --ticks does not say. */
static bool read_inputs(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    if (o->replay_path) {
        if (!Replay_Load(o->replay_path, h->setup_lv.checksum, h->setup_lv.file_size, &h->play, err, cap))
            return false;
        if (h->ticks < 0)
            h->ticks = h->play.num_ticks;
    }
    h->demo_start = o->demo || (o->replay_path && (h->play.flags & REPLAY_FLAG_DEMO_START));
    if (h->demo_start) {
        /* The runner starts the level from it (RunConfig.demo_start); its
         * words and length are read here. */
        if (!Demo_Parse(&h->setup_lv, &h->demo, err, cap))
            return false;
        h->have_demo = true;
        if (o->demo && h->ticks < 0)
            h->ticks = h->demo.num_ticks;
    }
    if (o->inputs_path) {
        /* A run that continues a save takes the rows by their tick column. */
        bool ok = o->load_path ? Trace_ReadInputTicks(o->inputs_path, &h->inputs, &h->input_ticks,
                                                      &h->num_inputs, err, cap)
                               : Trace_ReadInputs(o->inputs_path, &h->inputs, &h->num_inputs,
                                                  err, cap);
        if (!ok)
            return false;
        if (h->ticks < 0 && !o->load_path)
            h->ticks = h->num_inputs;
    }
    return true;
}

static void load_failed(void *user, const char *err)
{
    Headless *h = user;
    if (!h->load_err[0])
        snprintf(h->load_err, sizeof h->load_err, "%s", err);
}

/* The runner on the one-level gameflow: it loads the level (Sim, sounds
 * with --audio-out, the demo start, Lara, the camera and the run-time world)
 * and plays it in its level phase, scripted (runner.h). */
static bool attach_game(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = h->setup.gf;
    cfg.install = h->setup.install;
    cfg.audio = o->audio_out ? &h->sound : NULL;
    cfg.user = h;
    cfg.single_level = true;
    cfg.level_path = o->level_path;
    cfg.demo_start = h->demo_start;
    cfg.listener = listener_behind_lara;
    cfg.scripted = true;
    cfg.load_failed = load_failed;
    h->run = Runner_Create(&cfg, err, cap);
    if (!h->run)
        return false;
    if (h->load_err[0] || !Runner_Game(h->run) || !Runner_Ui(h->run)) {
        snprintf(err, cap, "%s", h->load_err[0] ? h->load_err : "error: the level did not load");
        return false;
    }
    h->lv = Runner_Level(h->run);
    h->sim = Runner_Sim(h->run);
    h->game = Runner_Game(h->run);
    h->fx = Runner_Fx(h->run);
    h->ui = Runner_Ui(h->run);
    /* --inputs and --demo runs play as the original's demo mode, where the
     * option key opens no inventory. */
    h->ui->demo = h->demo_start || o->inputs_path != NULL;
    if (o->ui_mode == OPT_UI_INVENTORY)
        UiSession_RequestRing(h->ui, RING_MODE_GAME);
    else if (o->ui_mode == OPT_UI_TITLE)
        UiSession_RequestRing(h->ui, RING_MODE_TITLE);
    /* Captures draw Lara the game's way (arms, weapons, flashes). */
    h->draws.item_fn = Game_DrawItem;
    h->draws.item_user = h->game;
    return true;
}

/* --load: the saved state replaces the level's start; the run's ticks (and
 * trace rows) go on from the save's tick count. */
static bool load_save(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    if (o->load_path) {
        if (!Save_LoadFile(o->load_path, h->game, h->fx, NULL, err, cap))
            return false;
        h->start = h->sim->tick;
        /* The UI is not part of a save: it starts neutral, having seen the
         * last word, with the level's time so far (world ticks). */
        h->ui->level_ticks = h->sim->tick;
        if (h->ticks < 0 && o->inputs_path) {
            uint32_t last = h->num_inputs ? h->input_ticks[h->num_inputs - 1] : 0;
            h->ticks = h->num_inputs && last >= h->start ? (int64_t)last + 1 - h->start : 0;
        }
    }
    if (o->save_path && o->save_at < (int64_t)h->start) {
        snprintf(err, cap, "error: --save-at %lld: the run starts at tick %u",
                 (long long)o->save_at, h->start);
        return false;
    }
    if (h->ticks < 0) {
        snprintf(err, cap, "error: --headless needs --ticks N (or --replay / --demo / --inputs)");
        return false;
    }
    /* Every run bounded: a length implied by the inputs' tick column, a
     * replay or the demo gets the cap of --ticks, and no tick count passes
     * 2^32 (the save's counter and the trace's tick column would wrap). */
    if (h->ticks > RUN_MAX_TICKS || (uint64_t)h->start + (uint64_t)h->ticks > UINT32_MAX) {
        const char *by = o->inputs_path ? "--inputs" : o->replay_path ? "--replay"
                         : o->demo ? "--demo" : o->load_path ? "--load" : "--ticks";
        if (h->ticks > RUN_MAX_TICKS)
            snprintf(err, cap, "error: %s: the run would be %lld ticks (at most %d, as --ticks)",
                     by, (long long)h->ticks, RUN_MAX_TICKS);
        else
            snprintf(err, cap, "error: %s: the run would pass tick 4294967295 (%lld ticks from "
                     "the save's tick %u)", by, (long long)h->ticks, h->start);
        return false;
    }
    return true;
}

/* The outputs (temporaries until the run has succeeded: the files they
 * are to replace stay untouched until then), the sound and the captures'
 * renderer; a camera that cannot be used fails now, not after the run. */
static bool open_outputs(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    if (o->record_path) {
        Replay_InitMask(&h->out.rec, h->lv->checksum, h->lv->file_size,
                        GameRules_InputMask(h->lv->game));
        if (h->demo_start)
            h->out.rec.flags |= REPLAY_FLAG_DEMO_START;
    }
    if ((o->trace_path && !HeadlessOut_OpenTrace(&h->out.trace, o->trace_path, TRACE_HEADER, err, cap)) ||
        (o->trace_items_path &&
         !HeadlessOut_OpenTrace(&h->out.trace_items, o->trace_items_path, TRACE_ITEMS_HEADER, err, cap)))
        return false;
    /* The level's sound (with its music) is the runner's; its ticks go
     * to the file. */
    if (o->audio_out && !(h->out.wav = WavWriter_Open(o->audio_out, AUDIO_RATE, 2, err, cap)))
        return false;
    if (o->capture_every > 0 || o->capture_path) {
        int w = o->width > 0 ? o->width : 640, hh = o->height > 0 ? o->height : 480;
        RenderConfig rcfg = {.threads = o->threads > 0 ? o->threads : 1};
        h->renderer = Render_Create(h->lv, w, hh, &rcfg, err, cap);
        if (h->renderer)
            RenderLook_Apply(h->renderer, h->lv);
        h->fb = malloc((size_t)w * (size_t)hh);
        h->rgb = malloc((size_t)w * (size_t)hh * 3);
        if (!h->renderer || !h->fb || !h->rgb) {
            if (h->renderer)
                snprintf(err, cap, "error: out of memory for captures");
            return false;
        }
        RenderCamera probe;
        if (!capture_camera(h, &probe, err, cap))
            return false;
    }
    if (o->save_path && o->save_at == (int64_t)h->start && !take_save(h, h->start, err, cap))
        return false;
    return true;
}

/* The word of run tick t (the tick's number in the run: tick_no). */
static InputWord tick_word(Headless *h, int64_t t, uint32_t tick_no, uint32_t *cursor)
{
    const Options *o = h->o;
    if (o->replay_path)
        return Replay_Get(&h->play, (uint32_t)t);
    if (h->have_demo && o->demo)
        return (uint32_t)t < h->demo.num_ticks ? h->demo.inputs[t] : 0;
    if (o->inputs_path && o->load_path)
        return input_at_tick(h, tick_no, cursor);
    if (o->inputs_path)
        return (uint64_t)t < h->num_inputs ? h->inputs[t] : 0;
    return 0;
}

/* One tick: its word (recorded), the world (unless the ring or a pause
 * holds it: the UI takes the word, as the window does), its trace rows,
 * sound, capture and save. */
static bool run_tick(Headless *h, int64_t t, uint32_t *cursor, char *err, size_t cap)
{
    const Options *o = h->o;
    char row[TRACE_ROW_MAX];
    uint32_t tick_no = h->start + (uint32_t)t; /* a loaded save's ticks first */
    InputWord w = tick_word(h, t, tick_no, cursor);
    if (o->record_path && !Replay_Append(&h->out.rec, w)) {
        snprintf(err, cap, "error: --record: replay too long");
        return false;
    }
    Runner_Step(h->run, w); /* the level phase: the ring or the world */
    errno = 0; /* a failed write below leaves its reason here */
    if (h->out.trace.f) {
        int n = Trace_Row(h->sim, h->game, tick_no, row, sizeof(row));
        fwrite(row, 1, (size_t)n, h->out.trace.f);
    }
    if (h->out.trace_items.f)
        Trace_WriteItems(h->out.trace_items.f, h->sim, tick_no);
    if (!HeadlessOut_TracesOk(&h->out.trace, &h->out.trace_items, o, err, cap))
        return false;
    const int16_t *pcm = Runner_Pcm(h->run);
    if (h->out.wav && pcm)
        WavWriter_Write(h->out.wav, pcm, AUDIO_TICK_FRAMES); /* errors: at its end */
    if (h->renderer) {
        Render_Tick(h->renderer);
        if (o->capture_every > 0 && ((int64_t)tick_no + 1) % o->capture_every == 0 &&
            !capture_frame(h, tick_no, err, cap))
            return false;
    }
    return !(o->save_path && (int64_t)tick_no + 1 == o->save_at &&
             !take_save(h, tick_no + 1, err, cap));
}

static bool run_ticks(Headless *h, char *err, size_t cap)
{
    uint32_t cursor = 0;
    for (int64_t t = 0; t < h->ticks; t++) {
        if (!run_tick(h, t, &cursor, err, cap))
            return false;
        /* The original stops a demo when its level is completed. */
        if (h->o->demo && (h->fx->level_complete || h->game->level_complete)) {
            h->ticks = t + 1;
            break;
        }
    }
    if (h->o->save_path && !h->save_bytes) {
        snprintf(err, cap, "error: --save-at %lld: the run ended after tick %lld",
                 (long long)h->o->save_at, (long long)h->start + h->ticks);
        return false;
    }
    return true;
}

/* Every output finished (flushed, synced) before any is renamed into
 * place: a failure in one leaves none of them. */
static bool finish_outputs(Headless *h, char *err, size_t cap)
{
    const Options *o = h->o;
    if (!HeadlessOut_FinishStreams(&h->out, o, err, cap))
        return false;
    if (o->capture_path && !capture_last(h, err, cap))
        return false;
    return !h->save_bytes || HeadlessOut_WriteBytes(&h->save_file, o->save_path, h->save_bytes,
                                                    h->save_size, err, cap);
}

/* The result line. hash: the Sim's (items, lists, random streams); state:
 * everything a save holds (game/save/save.h), so two runs that print the
 * same state go on the same. */
static void print_result(Headless *h)
{
    char name[200];
    Json_Escape(h->lv->name, name, sizeof(name));
    printf("{\"ticks\":%lld,\"hash\":\"%016llx\",\"state\":\"%016llx\",\"level\":\"%s\","
           "\"lara\":",
           (long long)h->start + h->ticks, (unsigned long long)Sim_Hash(h->sim),
           (unsigned long long)Save_StateHash(h->game, h->fx), name);
    HeadlessOut_PrintLara(h->sim->lara >= 0 ? &h->sim->items[h->sim->lara] : NULL);
}

static int run_sim(const Options *o)
{
    Headless *h = calloc(1, sizeof(*h));
    if (!h) {
        fprintf(stderr, "error: out of memory\n");
        return 2;
    }
    char err[1024];
    h->o = o;
    h->sound = Options_Sound(o);
    h->ticks = o->ticks;
    bool ok = open_level(h, err, sizeof err) && read_inputs(h, err, sizeof err) &&
              attach_game(h, err, sizeof err) && load_save(h, err, sizeof err) &&
              open_outputs(h, err, sizeof err) && run_ticks(h, err, sizeof err) &&
              finish_outputs(h, err, sizeof err);
    if (ok) {
        AtomicFile *done[] = {&h->out.trace,  &h->out.trace_items, &h->out.wav_done,
                              &h->out.record, &h->out.capture,     &h->save_file};
        ok = HeadlessOut_Commit(done, COUNT_OF(done), err, sizeof err);
    }
    if (ok) {
        print_result(h);
        ok = HeadlessOut_DeliverResult(err, sizeof err);
    }
    int rc = 0;
    if (ok)
        cleanup(h);
    else
        rc = fail(h, err);
    free(h);
    return rc;
}

int App_RunHeadless(const Options *o)
{
    /* Options_Parse has refused the combinations that mean nothing: a
     * strip takes no simulation; --capture with one captures its end. */
    if (o->strip_path)
        return Capture_Strip(o);
    if (o->capture_path && !Options_Simulates(o))
        return Capture_Still(o);
    return run_sim(o);
}
