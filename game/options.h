/* Command-line options of build/tomb8. Parsing only: validation of values
 * (ranges, formats) happens here too, so bad options fail early with one
 * line and exit status 2. */
#ifndef TOMB8_GAME_OPTIONS_H
#define TOMB8_GAME_OPTIONS_H

#include "engine/core/common.h"
#include "game/game_music.h"

typedef enum { VIEW_NONE = 0, VIEW_CAMERA, VIEW_FIXED, VIEW_LARA } ViewKind;
typedef enum { SCALE_FIT = 0, SCALE_INTEGER } ScaleMode;

typedef struct {
    const char *level_path;     /* positional FILE or --level FILE */
    bool headless;

    int width, height;          /* --size WxH (window or capture size); 0 = default */
    int render_width, render_height; /* --render-size WxH; 0 = follow window */
    bool fullscreen;            /* --fullscreen */
    ScaleMode scale;            /* --scale fit|integer */
    bool present_gl;            /* --present gl (default sdl) */
    bool present_given;         /* --present was on the command line */
    int fps;                    /* --fps N (0 = display rate) */
    bool fly;                   /* --fly: free-fly viewer camera */
    const char *config_path;    /* --config FILE: key map */
    int threads;                /* --threads N for the renderer (0 = auto) */
    int fov_deg;                /* --fov DEG horizontal at 4:3 (default 80) */
    bool fov_given;             /* --fov was on the command line */

    /* Still captures (--capture) and views. */
    const char *capture_path;   /* --capture OUT.png */
    ViewKind view;              /* --camera / --view N / --view lara */
    int32_t cam_x, cam_y, cam_z;
    int32_t cam_room;
    int32_t cam_yaw, cam_pitch; /* 16-bit angles */
    int32_t view_index;         /* --view N */

    /* Simulation runs. */
    int64_t ticks;              /* --ticks N (-1 = not given) */
    const char *replay_path;    /* --replay FILE */
    const char *record_path;    /* --record FILE */
    bool demo;                  /* --demo */
    const char *inputs_path;    /* --inputs FILE.csv: input words of a trace */
    const char *trace_path;     /* --trace OUT.csv */
    const char *trace_items_path; /* --trace-items OUT.csv */
    int capture_every;          /* --capture-every K */
    const char *capture_dir;    /* --capture-dir D */

    /* Animation strip (--model ID --anim A --capture-strip OUT.png). */
    int32_t model_id;           /* -1 = not given */
    int32_t anim_index;         /* -1 = not given */
    const char *strip_path;

    /* Sound. */
    const char *audio_out;      /* --audio-out FILE.wav */
    bool mute;                  /* --mute */
    const char *music_dir;      /* --music-dir DIR (default: music/ next to the level) */

    /* Save games (game/save/save.h), headless: --save-at N --save FILE
     * writes a save once N ticks have run and goes on; --load FILE starts
     * from a save (ticks and trace rows continue its tick count). */
    int64_t save_at;            /* --save-at N (-1 = not given) */
    const char *save_path;      /* --save FILE */
    const char *load_path;      /* --load FILE */

    /* A whole game (game/app/headless.h): FILE is an install folder, or
     * --gameflow FILE names the game's sequence (default: TR1's). */
    const char *gameflow_path;  /* --gameflow FILE */

    /* --ui hud|inventory|title: what a headless simulation run's captures
     * show over the game (game/ui/ui.h): the HUD, the inventory ring
     * opened at the first tick, or the title's ring menu. */
    int ui_mode;                /* OptionsUi */
} Options;

typedef enum { OPT_UI_NONE = 0, OPT_UI_HUD, OPT_UI_INVENTORY, OPT_UI_TITLE } OptionsUi;

/* Parses argv. On error prints one line "error: ..." to stderr and returns
 * false. --help prints usage to stdout and sets *exit_now.
 *
 * Besides each value's range, the combination is checked: an option that
 * the chosen run would not act on is refused, never silently ignored
 * (window-only options with --headless, headless-only ones without it,
 * drawing options in a run that draws nothing, a value option given twice,
 * two outputs to one file). --capture with a simulation (--ticks,
 * --replay, --demo, --inputs) simulates first and captures the last
 * state; --capture-strip draws a model outside any simulation and takes no
 * simulation option. */
bool Options_Parse(Options *o, int argc, char **argv, bool *exit_now);
void Options_PrintUsage(void);

/* Checks the files a run will use before it starts, so that nothing is
 * half done when one is unusable: the key map (read and parsed, in both
 * modes), the level, replay and input trace (existing readable regular
 * files: a FIFO or device is refused without being opened), every output
 * (its folder exists and files can be created there; not a folder) and the
 * capture folder. False with one line "error: ..." in err. */
bool Options_CheckFiles(const Options *o, char *err, size_t err_cap);

/* What the game's sound needs of the options (--mute, --music-dir). */
GameSound Options_Sound(const Options *o);

/* Part of Options_CheckFiles: no output is an input or another output,
 * whatever the spelling (engine/core/path_id.h: ./, ../, symbolic and hard
 * links). False with one line naming both options. */
bool Options_CheckIdentities(const Options *o, char *err, size_t err_cap);

/* True when a headless run simulates (as opposed to a still capture or an
 * animation strip). */
bool Options_Simulates(const Options *o);

#endif
