/* What a run plays (see setup.h). */
#include "game/app/setup.h"

#include "engine/audio/music.h"
#include "engine/core/file_read.h"
#include "engine/level/script.h"
#include "game/gameflow/tr2_script.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool AppSetup_WantsGame(const Options *o)
{
    return o->gameflow_path || (o->level_path && Install_IsFolder(o->level_path));
}

bool AppSetup_DefaultLevel(char *out, size_t cap)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return false;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return false;
    *slash = '\0';
    int w = snprintf(out, cap, "%s/data/default.phd", exe);
    return w > 0 && (size_t)w < cap && access(out, R_OK) == 0;
}

/* The folder part of a path ("." for a bare name). */
static void folder_of(const char *path, char *out, size_t cap)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(out, cap, ".");
    else if (slash == path)
        snprintf(out, cap, "/");
    else
        snprintf(out, cap, "%.*s", (int)(slash - path), path);
}

/* A TR2/TR3 script as the gameflow; replays name the script file. */
static bool load_script(const char *path, Gameflow *gf, char *err, size_t err_cap)
{
    size_t size = 0;
    uint8_t *bytes = NULL;
    /* The shared bounded reader: a FIFO or folder is one line, no wait. */
    if (FileRead_Regular(path, "script", SCRIPT_MAX_FILE, &bytes, &size, err, err_cap) !=
        FILE_READ_OK)
        return false;
    Script s;
    const char *base = strrchr(path, '/');
    bool ok = Script_Parse(bytes, size, base ? base + 1 : path, &s, err, err_cap);
    if (ok) {
        ok = Gameflow_FromScript(&s, gf, err, err_cap);
        gf->checksum = Level_Crc32(bytes, size);
        gf->size = (uint32_t)size;
        Script_Free(&s);
    }
    free(bytes);
    return ok;
}

/* A run that could play nothing is an error, not a tick of an empty
 * title and exit 0: at least the title or one level must be there. */
static bool has_something_to_play(const AppSetup *gs, char *err, size_t err_cap)
{
    const Gameflow *gf = gs->gf;
    char path[INSTALL_PATH_MAX];
    if (gf->title_file[0] && Install_Find(&gs->install, gf->title_file, path, sizeof path))
        return true;
    for (int i = 0; i < gf->num_levels; i++)
        if (Install_Find(&gs->install, gf->levels[i].file, path, sizeof path))
            return true;
    char why[INSTALL_PATH_MAX + 64] = "";
    if (gf->num_levels)
        Install_Explain(&gs->install, gf->levels[0].file, why, sizeof why);
    snprintf(err, err_cap,
             "error: %s: none of the gameflow's %d levels%s is there (the first, %s: %s): "
             "nothing to play",
             gs->install.root, gf->num_levels, gf->title_file[0] ? " nor its title" : "",
             gf->num_levels ? gf->levels[0].file : "none", why);
    return false;
}

bool AppSetup_Game(const Options *o, AppSetup *gs, char *err, size_t err_cap)
{
    memset(gs, 0, sizeof *gs);
    gs->gf = malloc(sizeof *gs->gf);
    if (!gs->gf) {
        snprintf(err, err_cap, "error: out of memory");
        return false;
    }
    if (o->level_path && !Install_IsFolder(o->level_path)) {
        snprintf(err, err_cap,
                 "error: --gameflow plays a whole game from a folder: give the install folder, "
                 "not the level %s",
                 o->level_path);
        return false;
    }
    if (o->level_path) {
        if (!Install_Open(&gs->install, o->level_path, err, err_cap))
            return false;
    } else {
        /* --gameflow FILE alone: its files are next to it (a built-in
         * one's, in the current folder). */
        char dir[INSTALL_PATH_MAX];
        folder_of(o->gameflow_path, dir, sizeof dir);
        Install_OpenAny(&gs->install, dir);
    }
    char script[INSTALL_PATH_MAX];
    if (Gameflow_IsBuiltin(o->gameflow_path)) {
        if (!Gameflow_LoadBuiltin(o->gameflow_path, gs->gf, err, err_cap))
            return false;
    } else if (o->gameflow_path) {
        if (!Gameflow_Load(o->gameflow_path, gs->gf, err, err_cap))
            return false;
    } else if (Install_Find(&gs->install, "TOMBPC.DAT", script, sizeof script)) {
        /* A TR2/TR3 install: its own script says the order. */
        if (!load_script(script, gs->gf, err, err_cap))
            return false;
    } else if (Install_Has(&gs->install, ".tub") &&
               !Install_Find(&gs->install, "LEVEL1.PHD", script, sizeof script)) {
        /* Unfinished Business on its own: its levels in its order (beside
         * TR1's levels, TR1 plays; --gameflow ub picks it). */
        if (!Gameflow_LoadUb(gs->gf, err, err_cap))
            return false;
    } else if (!Gameflow_LoadDefault(gs->gf, err, err_cap)) {
        return false;
    }
    if (o->demo) {
        snprintf(err, err_cap, "error: --demo plays one level's demo, not a whole game: open the "
                               "level file");
        return false;
    }
    if (o->save_path || o->load_path) {
        snprintf(err, err_cap,
                 "error: %s: saves of a whole game go through the passport (in the window); "
                 "headless saves are of single levels",
                 o->save_path ? "--save" : "--load");
        return false;
    }
    if (o->ui_mode) {
        snprintf(err, err_cap, "error: --ui: a whole game shows its own screens (title, HUD, "
                               "statistics); --ui is for single levels");
        return false;
    }
    if (o->view != VIEW_NONE) {
        snprintf(err, err_cap, "error: %s: a whole game is seen through the game's camera",
                 o->view == VIEW_CAMERA ? "--camera" : "--view");
        return false;
    }
    return has_something_to_play(gs, err, err_cap);
}

void AppSetup_Release(AppSetup *s)
{
    free(s->gf);
    s->gf = NULL;
}


bool AppSetup_Level(const Options *o, AppSetup *s, Level *lv, char *err, size_t err_cap)
{
    memset(s, 0, sizeof *s);
    s->single = true;
    s->level_path = o->level_path;
    s->gf = calloc(1, sizeof *s->gf);
    if (!s->gf) {
        snprintf(err, err_cap, "error: out of memory");
        return false;
    }
    if (!o->level_path || !Level_Load(o->level_path, lv, err, err_cap)) {
        if (!o->level_path)
            snprintf(err, err_cap, "error: no level given");
        return false;
    }
    snprintf(s->level_name, sizeof s->level_name, "%s", lv->name);
    char dir[INSTALL_PATH_MAX];
    folder_of(o->level_path, dir, sizeof dir);
    Install_OpenAny(&s->install, dir);
    /* One block: the level, played; no title to come back to. */
    Gameflow *gf = s->gf;
    GameflowLevel *l = &gf->levels[0];
    const char *base = strrchr(o->level_path, '/');
    snprintf(l->file, sizeof l->file, "%s", base ? base + 1 : o->level_path);
    snprintf(l->title, sizeof l->title, "%s", lv->name);
    l->kind = GF_LEVEL_NORMAL;
    /* The ambient track the level's sound starts anyway (game_music.h). */
    l->music = (int16_t)Music_Tr1AmbientTrack(o->level_path);
    l->mirror_room = -1;
    l->num_steps = 1;
    l->steps[0].kind = GF_STEP_PLAY;
    gf->num_levels = 1;
    gf->first_level = 0;
    gf->gym_level = -1;
    gf->checksum = lv->checksum;
    gf->size = lv->file_size;
    return true;
}
