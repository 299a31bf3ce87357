/* Settings: the folder ($XDG_CONFIG_HOME/tomb8, else ~/.config/tomb8),
 * settings.cfg written and read back, bad lines reported with FILE:LINE
 * (the rest still read), and keys.cfg in the --config format round-trips
 * through the key map parser. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <limits.h>

#include "game/input_map.h"
#include "game/settings.h"
#include "tests/test.h"

TEST(ui_settings_dir)
{
    char old_xdg[1024] = "", old_home[1024] = "", out[1200];
    const char *x = getenv("XDG_CONFIG_HOME"), *h = getenv("HOME");
    bool had_x = x != NULL, had_h = h != NULL;
    if (x)
        snprintf(old_xdg, sizeof old_xdg, "%s", x);
    if (h)
        snprintf(old_home, sizeof old_home, "%s", h);
    setenv("XDG_CONFIG_HOME", "/cfg/here", 1);
    CHECK(Settings_Dir(out, sizeof out));
    CHECK(!strcmp(out, "/cfg/here/tomb8"));
    /* a relative XDG_CONFIG_HOME is ignored, as the spec says */
    setenv("XDG_CONFIG_HOME", "rel", 1);
    setenv("HOME", "/home/someone", 1);
    CHECK(Settings_Dir(out, sizeof out));
    CHECK(!strcmp(out, "/home/someone/.config/tomb8"));
    unsetenv("XDG_CONFIG_HOME");
    CHECK(Settings_Dir(out, sizeof out));
    CHECK(!strcmp(out, "/home/someone/.config/tomb8"));
    if (had_x)
        setenv("XDG_CONFIG_HOME", old_xdg, 1);
    if (had_h)
        setenv("HOME", old_home, 1);
    else
        unsetenv("HOME");
}

TEST(ui_settings_roundtrip)
{
    char dir[1024], err[512];
    snprintf(dir, sizeof dir, "%s/cfg/tomb8", Test_TmpDir());
    char old[1200];
    snprintf(old, sizeof old, "%s/settings.cfg", dir);
    remove(old); /* a previous run's */
    Settings s, r;
    Settings_Defaults(&s);
    /* nothing there yet: the defaults, no error */
    Settings_Defaults(&r);
    CHECK(Settings_Load(&r, dir, err, sizeof err));
    CHECK(!memcmp(&r, &s, sizeof s));
    s.music_volume = 3;
    s.sound_volume = 7;
    s.detail = 1;
    s.window_width = 1920;
    s.window_height = 1080;
    s.fullscreen = true;
    CHECK_MSG(Settings_Save(&s, dir, err, sizeof err), "%s", err);
    Settings_Defaults(&r);
    CHECK_MSG(Settings_Load(&r, dir, err, sizeof err), "%s", err);
    CHECK_EQ(r.music_volume, 3);
    CHECK_EQ(r.sound_volume, 7);
    CHECK_EQ(r.detail, 1);
    CHECK_EQ(r.window_width, 1920);
    CHECK_EQ(r.window_height, 1080);
    CHECK(r.fullscreen);
    /* nothing but the file itself (no temporary left next to it) */
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    int files = 0;
    for (struct dirent *e; (e = readdir(d));)
        files += e->d_name[0] != '.';
    closedir(d);
    CHECK_EQ(files, 1);
}

TEST(ui_settings_bad_lines)
{
    Settings s;
    Settings_Defaults(&s);
    char err[256];
    const char *text = "music_volume = 4\nsound_volume = 11\nbogus = 1\ndetail = 0\n";
    CHECK(!Settings_Parse(&s, text, strlen(text), "S.cfg", err, sizeof err));
    CHECK_MSG(!strcmp(err, "S.cfg:2: sound_volume: expected 0..10"), "%s", err);
    CHECK_EQ(s.music_volume, 4);
    CHECK_EQ(s.sound_volume, 10); /* kept */
    CHECK_EQ(s.detail, 0);        /* later lines still read */
    text = "# comment\n\n  fullscreen=1  # trailing\r\n";
    CHECK(Settings_Parse(&s, text, strlen(text), "S.cfg", err, sizeof err));
    CHECK(s.fullscreen);
    CHECK(!Settings_Parse(&s, "window_width = 100\n", 19, "S.cfg", err, sizeof err));
    CHECK(!Settings_Parse(&s, "no equals\n", 10, "S.cfg", err, sizeof err));
    CHECK(strstr(err, ":1:") != NULL);
}

TEST(ui_settings_keys_roundtrip)
{
    InputMap m, r;
    InputMap_Defaults(&m);
    InputMap_BindKey(&m, ACT_JUMP, PKEY_J);
    InputMap_BindKey(&m, ACT_ROLL, PKEY_R);
    char dir[1024], err[512], path[1200];
    snprintf(dir, sizeof dir, "%s/cfgkeys/tomb8", Test_TmpDir());
    CHECK_MSG(Settings_SaveKeys(&m, dir, err, sizeof err), "%s", err);
    CHECK(Settings_KeysPath(dir, path, sizeof path));
    InputMap_Defaults(&r);
    CHECK_MSG(InputMap_Load(&r, path, err, sizeof err), "%s", err);
    CHECK(!memcmp(&m, &r, sizeof m));
    CHECK(!strcmp(InputMap_FirstKeyName(&r, ACT_JUMP), "j"));
    /* the pad button stays with the action */
    bool pad = false;
    for (int i = 0; i < INPUT_MAP_MAX_BINDS; i++)
        pad |= r.binds[ACT_JUMP][i].kind == BIND_PAD && r.binds[ACT_JUMP][i].code == PPAD_A;
    CHECK(pad);
    /* the sound page's steps: 0 silent, 10 the mixer's unity */
    CHECK_EQ(Settings_MasterVolume(0), 0);
    CHECK_EQ(Settings_MasterVolume(10), 256);
    CHECK(Settings_MasterVolume(5) > 0 && Settings_MasterVolume(5) < 256);
}

/* What a window starts with: the saved settings, and the saved keys unless
 * a --config key map was given. */
TEST(ui_settings_load_for_window)
{
    char xdg[PATH_MAX + 16], tmp[PATH_MAX], dir[PATH_MAX + 32], err[512];
    /* absolute: the game ignores a relative XDG_CONFIG_HOME */
    CHECK(realpath(Test_TmpDir(), tmp) != NULL);
    snprintf(xdg, sizeof xdg, "%s/cfg_window", tmp);
    setenv("XDG_CONFIG_HOME", xdg, 1); /* this test's own child process */
    snprintf(dir, sizeof dir, "%s/tomb8", xdg);
    Settings s;
    InputMap saved, m, defaults;
    Settings_Defaults(&s);
    s.music_volume = 4;
    CHECK_MSG(Settings_Save(&s, dir, err, sizeof err), "%s", err);
    InputMap_Defaults(&saved);
    InputMap_BindKey(&saved, ACT_JUMP, PKEY_J);
    CHECK_MSG(Settings_SaveKeys(&saved, dir, err, sizeof err), "%s", err);
    InputMap_Defaults(&defaults);
    char got_dir[PATH_MAX + 32];
    Settings r;
    m = defaults;
    Settings_LoadForWindow(&r, got_dir, sizeof got_dir, true, &m);
    CHECK(strcmp(got_dir, dir) == 0);
    CHECK_EQ(r.music_volume, 4);
    CHECK(memcmp(&m, &defaults, sizeof m) != 0); /* the saved keys came in */
    m = defaults;
    Settings_LoadForWindow(&r, got_dir, sizeof got_dir, false, &m);
    CHECK_EQ(r.music_volume, 4);
    CHECK(memcmp(&m, &defaults, sizeof m) == 0); /* --config: keys left alone */
}
