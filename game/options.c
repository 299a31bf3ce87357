/* Command-line parsing for build/tomb8. Every value is checked here so the
 * rest of the program can trust the Options it is handed. */
#include "game/options.h"

#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "engine/core/path_id.h"
#include "engine/render/render.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/install.h"
#include "game/input_map.h"

#include <errno.h>
#include <stddef.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MIN_W 320
#define MIN_H 240
#define MAX_W 3840
#define MAX_H 2160

/* One error line; user text in it (option values, file names) is printed
 * escaped by ErrLine, so a value with a newline stays on the one line. */
static bool fail(const char *fmt, const char *a, const char *b)
{
    char msg[1024];
    snprintf(msg, sizeof msg, fmt, a, b);
    ErrLine_Print(msg);
    return false;
}

/* Parses a whole decimal integer within [lo, hi]. */
static bool parse_int(const char *s, long long lo, long long hi, long long *out)
{
    char *end;
    long long v;
    if (!s || !*s)
        return false;
    errno = 0;
    v = strtoll(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

static bool parse_size(const char *s, int *w, int *h)
{
    char buf[32];
    char *x;
    long long a, b;
    if (!s || strlen(s) >= sizeof buf)
        return false;
    strcpy(buf, s);
    x = strchr(buf, 'x');
    if (!x)
        return false;
    *x = '\0';
    if (!parse_int(buf, MIN_W, MAX_W, &a) || !parse_int(x + 1, MIN_H, MAX_H, &b))
        return false;
    *w = (int)a;
    *h = (int)b;
    return true;
}

/* --camera X,Y,Z,ROOM,YAW,PITCH: world units and 16-bit angles. Angles may be
 * given as -32768..65535 and are wrapped to 16 bits. */
static bool parse_camera(const char *s, Options *o)
{
    long long v[6];
    char buf[128];
    int n = 0;
    if (!s || strlen(s) >= sizeof buf)
        return false;
    strcpy(buf, s);
    /* Split on every comma (strtok would merge ",," and drop a trailing
     * ",", silently shifting the fields); an empty field is an error. */
    for (char *tok = buf; tok; n++) {
        char *comma = strchr(tok, ',');
        if (comma)
            *comma = '\0';
        long long lo = n == 3 ? 0 : n >= 4 ? -65536 : -(1LL << 24);
        long long hi = n == 3 ? 1023 : n >= 4 ? 65535 : (1LL << 24);
        if (n >= 6 || !parse_int(tok, lo, hi, &v[n]))
            return false;
        tok = comma ? comma + 1 : NULL;
    }
    if (n != 6)
        return false;
    o->cam_x = (int32_t)v[0];
    o->cam_y = (int32_t)v[1];
    o->cam_z = (int32_t)v[2];
    o->cam_room = (int32_t)v[3];
    o->cam_yaw = (int32_t)(v[4] & 0xFFFF);
    o->cam_pitch = (int32_t)(int16_t)(uint16_t)(v[5] & 0xFFFF);
    return true;
}

static bool check_combination(const Options *o);

void Options_PrintUsage(void)
{
    puts("usage: tomb8 [FILE] [options]\n"
         "\n"
         "  FILE, --level FILE        level to open (.PHD, .TR2), or a Tomb Raider folder\n"
         "                            (its DATA/ or its .PHD files): the whole game\n"
         "  --gameflow FILE|tr1|ub    the game's sequence of levels (default: TR1's); tr1, ub:\n"
         "                            the built-in TR1 and Unfinished Business ones\n"
         "  --headless                run without a window (tests, captures)\n"
         "  --size WxH                window / capture size (320x240 .. 3840x2160)\n"
         "  --render-size WxH         fixed renderer resolution (window mode)\n"
         "  --fullscreen              start fullscreen (Alt+Enter / F11 toggle)\n"
         "  --scale fit|integer       presentation scaling (default fit)\n"
         "  --present gl|sdl          window presentation: gl looks the palette up on the GPU\n"
         "                            (default sdl: SDL's renderer)\n"
         "  --fps N                   drawn frames per second (30 = original look)\n"
         "  --fly                     free-fly viewer camera\n"
         "  --config FILE             key map file\n"
         "  --threads N               renderer threads, 1..16 (default: all cores; headless 1)\n"
         "  --fov DEG                 horizontal field of view at 4:3 (default 80)\n"
         "\n"
         "  --capture OUT.png         headless: render one frame and save it (after the\n"
         "                            simulation when --ticks/--replay/--demo/--inputs is given)\n"
         "  --camera X,Y,Z,ROOM,YAW,PITCH   camera for --capture (world units, 16-bit angles)\n"
         "  --view N | --view lara    the level's fixed camera N, or behind Lara's start\n"
         "\n"
         "  --ticks N                 headless: simulate N ticks (30 per second)\n"
         "  --replay FILE             feed input from a replay file\n"
         "  --record FILE             record the input into a replay file\n"
         "  --demo                    play the level's built-in demo data (TR1)\n"
         "  --inputs FILE.csv         feed the input column of a trace CSV (one word per tick)\n"
         "  --trace OUT.csv           write Lara's, the random stream's and the camera's state\n"
         "                            after every tick (the reference trace columns)\n"
         "  --trace-items OUT.csv     write every active item's state after every tick\n"
         "  --save-at N --save FILE   headless: write a save game once N ticks have run\n"
         "  --load FILE               headless: start from a save game (ticks, --inputs rows\n"
         "                            and --trace rows continue from its tick)\n"
         "  --capture-every K         with --capture-dir D: save a frame every K ticks\n"
         "  --capture-dir D\n"
         "  --ui hud|inventory|title  captures show the HUD, the inventory ring (opened at the\n"
         "                            first tick) or the title's ring menu\n"
         "  --model ID --anim A --capture-strip OUT.png   an animation's frames side by side\n"
         "\n"
         "  --audio-out FILE.wav      write the mixed sound to a WAV file\n"
         "  --mute                    no sound output\n"
         "  --music-dir DIR           folder with music tracks (default: music/ next to the level)\n"
         "  --help                    this text");
}

/* ---- parsing ------------------------------------------------------------------ */

/* Options that name a file or folder: the value is kept as given. */
static const struct {
    const char *name;
    size_t offset;
} k_paths[] = {
    {"--level", offsetof(Options, level_path)},
    {"--config", offsetof(Options, config_path)},
    {"--capture", offsetof(Options, capture_path)},
    {"--replay", offsetof(Options, replay_path)},
    {"--record", offsetof(Options, record_path)},
    {"--trace", offsetof(Options, trace_path)},
    {"--trace-items", offsetof(Options, trace_items_path)},
    {"--inputs", offsetof(Options, inputs_path)},
    {"--save", offsetof(Options, save_path)},
    {"--load", offsetof(Options, load_path)},
    {"--capture-dir", offsetof(Options, capture_dir)},
    {"--capture-strip", offsetof(Options, strip_path)},
    {"--audio-out", offsetof(Options, audio_out)},
    {"--music-dir", offsetof(Options, music_dir)},
    {"--gameflow", offsetof(Options, gameflow_path)},
};

/* Options that take a whole number within a range. */
enum { N_FPS, N_THREADS, N_FOV, N_TICKS, N_SAVE_AT, N_CAPTURE_EVERY, N_MODEL, N_ANIM };
static const struct {
    const char *name;
    long long lo, hi;
    const char *expected;
} k_numbers[] = {
    [N_FPS] = {"--fps", 1, 1000, "1..1000"},
    [N_THREADS] = {"--threads", 1, RENDER_MAX_THREADS, "1..16 (the renderer's most)"},
    [N_FOV] = {"--fov", 10, 170, "10..170 degrees"},
    [N_TICKS] = {"--ticks", 0, 100000000, "0..100000000"},
    [N_SAVE_AT] = {"--save-at", 0, 100000000, "0..100000000"},
    [N_CAPTURE_EVERY] = {"--capture-every", 1, 1000000, "1..1000000"},
    [N_MODEL] = {"--model", 0, 65535, "0..65535"},
    [N_ANIM] = {"--anim", 0, 65535, "0..65535"},
};

/* The other options with a value, parsed one by one below. */
static const char *const k_specials[] = {"--size",   "--render-size", "--scale",
                                         "--camera", "--view",        "--ui",
                                         "--present"};

/* The option flags (no value); false when `a` is none of them. */
static bool set_flag(Options *o, const char *a)
{
    bool *flag = !strcmp(a, "--headless")     ? &o->headless
                 : !strcmp(a, "--fullscreen") ? &o->fullscreen
                 : !strcmp(a, "--fly")        ? &o->fly
                 : !strcmp(a, "--demo")       ? &o->demo
                 : !strcmp(a, "--mute")       ? &o->mute
                                              : NULL;
    if (flag)
        *flag = true;
    return flag != NULL;
}

static int find_number(const char *a)
{
    for (size_t i = 0; i < COUNT_OF(k_numbers); i++)
        if (!strcmp(a, k_numbers[i].name))
            return (int)i;
    return -1;
}

static bool takes_value(const char *a)
{
    for (size_t i = 0; i < COUNT_OF(k_paths); i++)
        if (!strcmp(a, k_paths[i].name))
            return true;
    for (size_t i = 0; i < COUNT_OF(k_specials); i++)
        if (!strcmp(a, k_specials[i]))
            return true;
    return find_number(a) >= 0;
}

static bool set_number(Options *o, int k, const char *val)
{
    long long n;
    if (!parse_int(val, k_numbers[k].lo, k_numbers[k].hi, &n)) {
        char msg[1024];
        snprintf(msg, sizeof msg, "%s %s: expected %s", k_numbers[k].name, val,
                 k_numbers[k].expected);
        ErrLine_Print(msg);
        return false;
    }
    switch (k) {
    case N_FPS: o->fps = (int)n; break;
    case N_THREADS: o->threads = (int)n; break;
    case N_FOV: o->fov_deg = (int)n; o->fov_given = true; break;
    case N_TICKS: o->ticks = n; break;
    case N_SAVE_AT: o->save_at = n; break;
    case N_CAPTURE_EVERY: o->capture_every = (int)n; break;
    case N_MODEL: o->model_id = (int32_t)n; break;
    default: o->anim_index = (int32_t)n; break;
    }
    return true;
}

/* --camera X,Y,Z,ROOM,YAW,PITCH and --view N|lara: one of the two. */
static bool set_view(Options *o, const char *a, const char *val)
{
    long long n;
    if (o->view != VIEW_NONE)
        return fail("%s: only one of --camera and --view may be given%s", a, "");
    if (!strcmp(a, "--camera")) {
        if (!parse_camera(val, o))
            return fail("--camera %s: expected X,Y,Z,ROOM,YAW,PITCH (integers; X,Y,Z "
                        "within +-16777216, ROOM 0..1023, angles -65536..65535)%s",
                        val, "");
        o->view = VIEW_CAMERA;
    } else if (!strcmp(val, "lara")) {
        o->view = VIEW_LARA;
    } else if (parse_int(val, 0, 65535, &n)) {
        o->view = VIEW_FIXED;
        o->view_index = (int32_t)n;
    } else {
        return fail("--view %s: expected a camera number or 'lara'%s", val, "");
    }
    return true;
}

/* The value of option `a` (known to take one). */
static bool set_value(Options *o, const char *a, const char *val)
{
    for (size_t i = 0; i < COUNT_OF(k_paths); i++)
        if (!strcmp(a, k_paths[i].name)) {
            *(const char **)((char *)o + k_paths[i].offset) = val;
            return true;
        }
    int k = find_number(a);
    if (k >= 0)
        return set_number(o, k, val);
    if (!strcmp(a, "--size") && !parse_size(val, &o->width, &o->height))
        return fail("--size %s: expected WxH between 320x240 and 3840x2160%s", val, "");
    if (!strcmp(a, "--render-size") && !parse_size(val, &o->render_width, &o->render_height))
        return fail("--render-size %s: expected WxH between 320x240 and 3840x2160%s", val, "");
    if (!strcmp(a, "--scale")) {
        if (strcmp(val, "fit") && strcmp(val, "integer"))
            return fail("--scale %s: expected fit or integer%s", val, "");
        o->scale = !strcmp(val, "fit") ? SCALE_FIT : SCALE_INTEGER;
    }
    if (!strcmp(a, "--present")) {
        if (strcmp(val, "gl") && strcmp(val, "sdl"))
            return fail("--present %s: expected gl or sdl%s", val, "");
        o->present_gl = !strcmp(val, "gl");
        o->present_given = true;
    }
    if (!strcmp(a, "--camera") || !strcmp(a, "--view"))
        return set_view(o, a, val);
    if (!strcmp(a, "--ui")) {
        if (o->ui_mode)
            return fail("--ui given twice%s%s", "", "");
        o->ui_mode = !strcmp(val, "hud")         ? OPT_UI_HUD
                     : !strcmp(val, "inventory") ? OPT_UI_INVENTORY
                     : !strcmp(val, "title")     ? OPT_UI_TITLE
                                                 : -1;
        if (o->ui_mode < 0)
            return fail("--ui %s: expected hud, inventory or title%s", val, "");
    }
    return true;
}

/* Value options already given: a second one would silently replace the
 * first, so it is refused (as a second positional level is). */
typedef struct {
    const char *names[64];
    int count;
} Given;

static bool need_value(Given *g, const char *a, const char *val)
{
    if (!val)
        return fail("option %s needs a value%s", a, "");
    for (int i = 0; i < g->count; i++)
        if (!strcmp(g->names[i], a))
            return fail("%s given twice (once is enough)%s", a, "");
    if (g->count < (int)COUNT_OF(g->names))
        g->names[g->count++] = a;
    return true;
}

bool Options_Parse(Options *o, int argc, char **argv, bool *exit_now)
{
    memset(o, 0, sizeof *o);
    o->ticks = -1;
    o->save_at = -1;
    o->model_id = -1;
    o->anim_index = -1;
    o->view_index = -1;
    o->fov_deg = 80;
    *exit_now = false;
    Given given = {.count = 0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            Options_PrintUsage();
            *exit_now = true;
            return true;
        }
        if (set_flag(o, a))
            continue;
        if (takes_value(a)) {
            /* --level twice, or with a positional FILE: the same refusal. */
            if (!strcmp(a, "--level") && val && o->level_path)
                return fail("more than one level given: %s and %s", o->level_path, val);
            if (!need_value(&given, a, val))
                return false;
            i++;
            if (!set_value(o, a, val))
                return false;
        } else if (a[0] == '-' && a[1] != '\0') {
            return fail("unknown option %s (see --help)%s", a, "");
        } else {
            if (o->level_path)
                return fail("more than one level given: %s and %s", o->level_path, a);
            o->level_path = a;
        }
    }
    return check_combination(o);
}

/* ---- combinations ------------------------------------------------------------ */

bool Options_Simulates(const Options *o)
{
    return o->ticks >= 0 || o->replay_path || o->demo || o->inputs_path || o->load_path;
}

/* The first simulation option given, for messages. */
static const char *sim_option(const Options *o)
{
    return o->ticks >= 0        ? "--ticks"
           : o->replay_path     ? "--replay"
           : o->demo            ? "--demo"
           : o->inputs_path     ? "--inputs"
           : o->load_path       ? "--load"
           : o->save_path       ? "--save"
           : o->record_path     ? "--record"
           : o->trace_path      ? "--trace"
           : o->trace_items_path ? "--trace-items"
           : o->capture_every   ? "--capture-every"
           : o->audio_out       ? "--audio-out"
           : o->music_dir       ? "--music-dir"
                                : NULL;
}

/* Two outputs named alike would overwrite each other. */
static bool same_outputs(const Options *o)
{
    const char *names[] = {"--capture", "--capture-strip", "--trace", "--trace-items",
                           "--record", "--audio-out", "--save", "--load"};
    const char *paths[] = {o->capture_path, o->strip_path, o->trace_path,
                           o->trace_items_path, o->record_path, o->audio_out,
                           o->save_path, o->load_path};
    for (size_t i = 0; i < COUNT_OF(paths); i++)
        for (size_t k = i + 1; k < COUNT_OF(paths); k++)
            if (paths[i] && paths[k] && !strcmp(paths[i], paths[k]))
                return !fail("%s and %s name the same file", names[i], names[k]);
    return false;
}

static bool check_window(const Options *o);
static bool check_headless(const Options *o);

static bool check_combination(const Options *o)
{
    if (o->replay_path && o->demo)
        return fail("--replay and --demo cannot be combined%s%s", "", "");
    if (o->inputs_path && (o->replay_path || o->demo))
        return fail("--inputs cannot be combined with %s%s", o->demo ? "--demo" : "--replay", "");
    if ((o->capture_every > 0) != (o->capture_dir != NULL))
        return fail("--capture-every and --capture-dir go together%s%s", "", "");
    if ((o->save_at >= 0) != (o->save_path != NULL))
        return fail("--save-at N and --save FILE go together%s%s", "", "");
    /* A save continues its own run: replays and the demo start from the
     * level's start, and a recording of the rest could not replay alone. */
    if (o->load_path && (o->replay_path || o->demo || o->record_path))
        return fail("--load continues a saved run: %s starts from the level's start%s",
                    o->replay_path ? "--replay" : o->demo ? "--demo" : "--record", "");
    if (o->strip_path && (o->model_id < 0 || o->anim_index < 0))
        return fail("--capture-strip needs --model ID and --anim A%s%s", "", "");
    if (!o->strip_path && (o->model_id >= 0 || o->anim_index >= 0))
        return fail("%s is only used by --capture-strip%s", o->model_id >= 0 ? "--model" : "--anim",
                    "");
    if (same_outputs(o))
        return false;
    return o->headless ? check_headless(o) : check_window(o);
}

/* The window plays the level (replays, demo, recording, sound); runs of a
 * fixed length, traces and captures are headless. */
static bool check_window(const Options *o)
{
    const char *h = o->capture_path      ? "--capture"
                    : o->strip_path      ? "--capture-strip"
                    : o->ticks >= 0      ? "--ticks"
                    : o->inputs_path     ? "--inputs"
                    : o->save_path       ? "--save"
                    : o->load_path       ? "--load"
                    : o->trace_path      ? "--trace"
                    : o->trace_items_path ? "--trace-items"
                    : o->capture_every   ? "--capture-every"
                    : o->ui_mode         ? "--ui"
                                         : NULL;
    if (h)
        return fail("%s needs --headless%s", h, "");
    return true;
}

static bool check_headless(const Options *o)
{
    const char *w = o->render_width ? "--render-size"
                    : o->fullscreen ? "--fullscreen"
                    : o->scale != SCALE_FIT ? "--scale"
                    : o->present_given ? "--present"
                    : o->fps ? "--fps"
                    : o->fly ? "--fly"
                             : NULL;
    if (w)
        return fail("%s is for the window; a headless run has none (without --headless it "
                    "opens one)%s",
                    w, "");

    if (o->ui_mode && (o->strip_path || !(o->capture_path || o->capture_every > 0) ||
                       !Options_Simulates(o)))
        return fail("--ui shows the UI in a simulation's captures: add --ticks N and --capture "
                    "OUT.png (or --capture-every K --capture-dir D)%s%s",
                    "", "");

    if (o->strip_path) {
        /* A model's animation drawn on its own: no level state, camera or
         * simulation takes part. */
        if (o->capture_path)
            return fail("--capture-strip and --capture are two different pictures: run them "
                        "one at a time%s%s",
                        "", "");
        if (o->view != VIEW_NONE)
            return fail("--capture-strip frames the model itself: %s is not used%s",
                        o->view == VIEW_CAMERA ? "--camera" : "--view", "");
        const char *s = sim_option(o);
        if (s)
            return fail("--capture-strip draws a model, not a simulation: %s is not used%s", s,
                        "");
        return true;
    }

    if (o->capture_path && !Options_Simulates(o)) {
        /* A still of the level's start. Outputs of a simulation need one. */
        const char *s = sim_option(o);
        if (s)
            return fail("%s needs a simulation: add --ticks N (then --capture shows its last "
                        "frame)%s",
                        s, "");
        return true;
    }

    /* A simulation run. */
    bool draws = o->capture_path || o->capture_every > 0;
    if (!draws) {
        const char *d = o->width ? "--size"
                        : o->view == VIEW_CAMERA ? "--camera"
                        : o->view != VIEW_NONE ? "--view"
                        : o->fov_given ? "--fov"
                        : o->threads ? "--threads"
                                     : NULL;
        if (d)
            return fail("%s: this run draws nothing (add --capture OUT.png or --capture-every "
                        "K --capture-dir D)%s",
                        d, "");
    }
    if (o->music_dir && !o->audio_out)
        return fail("--music-dir: a headless run plays music only into --audio-out FILE.wav%s%s",
                    "", "");
    return true;
}

/* ---- files ------------------------------------------------------------------- */

bool Options_CheckIdentities(const Options *o, char *err, size_t err_cap)
{
    bool level_dir = o->level_path && Install_IsFolder(o->level_path);
    const PathRole files[] = {
        {"the level", o->level_path, level_dir ? PATH_INPUT_DIR : PATH_INPUT, NULL, NULL},
        {"--config", o->config_path, PATH_INPUT, NULL, NULL},
        /* a built-in gameflow's name is no file */
        {"--gameflow", Gameflow_IsBuiltin(o->gameflow_path) ? NULL : o->gameflow_path, PATH_INPUT,
         NULL, NULL},
        {"--replay", o->replay_path, PATH_INPUT, NULL, NULL},
        {"--inputs", o->inputs_path, PATH_INPUT, NULL, NULL},
        {"--load", o->load_path, PATH_INPUT, NULL, NULL},
        {"--music-dir", o->music_dir, PATH_INPUT_DIR, NULL, NULL},
        {"--capture", o->capture_path, PATH_OUTPUT, NULL, NULL},
        {"--capture-strip", o->strip_path, PATH_OUTPUT, NULL, NULL},
        {"--trace", o->trace_path, PATH_OUTPUT, NULL, NULL},
        {"--trace-items", o->trace_items_path, PATH_OUTPUT, NULL, NULL},
        {"--record", o->record_path, PATH_OUTPUT, NULL, NULL},
        {"--audio-out", o->audio_out, PATH_OUTPUT, NULL, NULL},
        {"--save", o->save_path, PATH_OUTPUT, NULL, NULL},
        {"--capture-dir", o->capture_dir, PATH_OUTPUT_DIR, "tick", ".png"},
    };
    if (!PathId_CheckRoles(files, COUNT_OF(files), err, err_cap))
        return false;
    /* Writes decided later (the window's screenshots and save slots) are
     * refused on these too (AtomicFile_Open). */
    for (size_t i = 0; i < COUNT_OF(files); i++)
        if (files[i].kind == PATH_INPUT || files[i].kind == PATH_INPUT_DIR)
            PathId_Protect(files[i].option, files[i].path, files[i].kind == PATH_INPUT_DIR);
    return true;
}

bool Options_CheckFiles(const Options *o, char *err, size_t err_cap)
{
    /* The key map first: it is the one input the window reads before the
     * level, and a bad one must be reported the same way in both modes. */
    if (o->config_path) {
        InputMap map;
        char why[512];
        if (!AtomicFile_CheckInput(o->config_path, "key map", err, err_cap))
            return false;
        if (!InputMap_Load(&map, o->config_path, why, sizeof why)) {
            snprintf(err, err_cap, "error: %s", why);
            return false;
        }
    }
    /* A folder is a whole game: game/app/setup.c checks it. */
    if (o->level_path && !Install_IsFolder(o->level_path) &&
        !AtomicFile_CheckInput(o->level_path, "level", err, err_cap))
        return false;
    if (o->gameflow_path && !Gameflow_IsBuiltin(o->gameflow_path) &&
        !AtomicFile_CheckInput(o->gameflow_path, "gameflow", err, err_cap))
        return false;
    if (o->replay_path && !AtomicFile_CheckInput(o->replay_path, "replay", err, err_cap))
        return false;
    if (o->inputs_path && !AtomicFile_CheckInput(o->inputs_path, "inputs", err, err_cap))
        return false;
    if (o->load_path && !AtomicFile_CheckInput(o->load_path, "save", err, err_cap))
        return false;
    /* A whole game saves into slots from the passport (game/save). */
    if ((o->load_path || o->save_path) &&
        (o->gameflow_path || (o->level_path && Install_IsFolder(o->level_path)))) {
        snprintf(err, err_cap, "error: %s works on a single level's run, not a whole game "
                 "(whose passport saves into slots)", o->load_path ? "--load" : "--save");
        return false;
    }
    if (!Options_CheckIdentities(o, err, err_cap))
        return false;
    const char *outs[] = {o->capture_path, o->strip_path, o->trace_path, o->trace_items_path,
                          o->record_path, o->audio_out, o->save_path};
    for (size_t i = 0; i < COUNT_OF(outs); i++)
        if (outs[i] && !AtomicFile_CheckOutput(outs[i], err, err_cap))
            return false;
    if (o->capture_dir && !AtomicFile_CheckOutputDir(o->capture_dir, err, err_cap))
        return false;
    return true;
}

GameSound Options_Sound(const Options *o)
{
    return (GameSound){.mute = o->mute, .music_dir = o->music_dir};
}
