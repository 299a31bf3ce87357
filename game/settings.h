/* The player's settings, kept between runs in the user's configuration
 * folder: $XDG_CONFIG_HOME/tomb8/ (else ~/.config/tomb8/).
 *
 *   settings.cfg   the option pages' and the window's settings, one
 *                  "name = value" a line ('#' comments):
 *                      music_volume = 0..10     (the sound page's sliders)
 *                      sound_volume = 0..10
 *                      detail = 0..2            (low, medium, high)
 *                      window_width = 320..3840 (0: the default)
 *                      window_height = 240..2160
 *                      fullscreen = 0|1
 *   keys.cfg       the key map in the --config format (game/input_map.h),
 *                  written by the controls page; read at start unless
 *                  --config names another file.
 *
 * Both are written atomically (engine/core/atomic_file.h): a crash or a
 * full disk leaves the previous file. Reading is forgiving: a missing file
 * means the defaults, an unknown name or a bad value is reported as
 * "FILE:LINE: what" and the rest is still read. */
#ifndef TOMB8_GAME_SETTINGS_H
#define TOMB8_GAME_SETTINGS_H

#include "engine/core/common.h"
#include "game/input_map.h"

#define SETTINGS_FILE "settings.cfg"
#define SETTINGS_KEYS_FILE "keys.cfg"

typedef struct {
    int music_volume;     /* 0..10 */
    int sound_volume;     /* 0..10 */
    int detail;           /* 0..2 */
    int window_width, window_height; /* 0: default */
    bool fullscreen;
} Settings;

void Settings_Defaults(Settings *s);
/* The settings folder (not created): $XDG_CONFIG_HOME/tomb8 when set and
 * absolute, else $HOME/.config/tomb8. False when neither is known. */
bool Settings_Dir(char *out, size_t cap);
/* Reads dir/settings.cfg over the defaults. A missing file is fine (true).
 * False with one "FILE:LINE: what" in err when a line was bad (the other
 * lines were still used). */
bool Settings_Load(Settings *s, const char *dir, char *err, size_t err_cap);
/* Writes dir/settings.cfg (creating dir and its parent when missing).
 * False with one "error: ..." line in err; the old file is kept then. */
bool Settings_Save(const Settings *s, const char *dir, char *err, size_t err_cap);
/* Creates the settings folder (and its parent) when missing: false with
 * one "error: ..." line in err. */
bool Settings_MakeDir(const char *dir, char *err, size_t cap);
/* Parses settings text (tests, Settings_Load). */
bool Settings_Parse(Settings *s, const char *text, size_t len, const char *name, char *err,
                    size_t err_cap);
/* dir/keys.cfg: written from a key map / its path. */
bool Settings_SaveKeys(const InputMap *m, const char *dir, char *err, size_t err_cap);
bool Settings_KeysPath(const char *dir, char *out, size_t cap);

/* The sound page's 0..10 steps as the mixer's master volume 0..256 (the
 * original's steps: 0 silent, then 6 * v + 3 of 63). */
/* What a window starts with: the defaults, then the saved settings and,
 * unless use_saved_keys is false (a --config key map was given), the saved
 * keys into *map. dir receives the settings folder ("" when there is none).
 * Problems are warnings: the game still starts, with the defaults. */
void Settings_LoadForWindow(Settings *s, char *dir, size_t dir_cap, bool use_saved_keys,
                            InputMap *map);
int Settings_MasterVolume(int sound_volume);

#endif
