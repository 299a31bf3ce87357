/* The title phase (see runner_internal.h): the title ring over the title
 * level's models takes the word; its choice starts a new game, Lara's
 * Home, a saved game or quits. Without a title level there is no ring:
 * action newly pressed starts a new game. 16 seconds without input play
 * the next demo. */
#include "game/app/runner_internal.h"

#include <string.h>

/* The original shows DATA/TITLEH.PCX behind the title ring: the picture
 * beside the title level (the same folder of the gameflow's name). Without
 * it the ring is over black; a damaged one is said once and left out. */
static void load_picture(Runner *r, const char *title_file)
{
    char name[INSTALL_PATH_MAX], path[INSTALL_PATH_MAX], err[512];
    const char *slash = strrchr(title_file, '/');
    int dir = slash ? (int)(slash - title_file) + 1 : 0;
    snprintf(name, sizeof name, "%.*sTITLEH.PCX", dir, title_file);
    if (!Run_FindFile(r, name, path, sizeof path))
        return;
    if (!UiPicture_LoadPcx(&r->title_pic, path, &r->lv, err, sizeof err) && !r->bad_title_pic) {
        r->bad_title_pic = true;
        Run_AnnounceNote(r, err, "the title ring is shown over black");
    }
}

void Run_EnterTitle(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    Run_Unload(r);
    r->st.phase = RUN_PHASE_TITLE;
    r->st.level = -1;
    r->st.step = 0;
    r->st.cutscene = -1;
    r->st.phase_ticks = 0;
    r->idle = 0;
    memset(&r->bare, 0, sizeof r->bare);
    if (!gf->has_title) {
        /* Nothing to come back to: the run is over. */
        r->st.phase = RUN_PHASE_QUIT;
        return;
    }
    char path[INSTALL_PATH_MAX];
    if (!Run_FindFile(r, gf->title_file, path, sizeof path)) {
        if (!r->missing_title)
            Run_AnnounceMissing(r, gf->title_file, NULL, "the title is a menu of text");
        r->missing_title = true;
        return;
    }
    if (!Run_Load(r, path, false))
        return;
    Run_PlayMusic(r, gf->title_music, true);
    load_picture(r, gf->title_file);
    RingEnv env = r->cfg.ring_env;
    env.lv = &r->lv;
    env.game = NULL;
    env.save = r->cfg.save;
    env.gym_available = gf->gym_level >= 0;
    env.in_gym = false;
    Ring_Open(&r->ring, &env, RING_MODE_TITLE, r->st.input_prev);
    r->ring_up = true;
}

/* The title without its level: a menu of text (runner.h RunBareTitle). */
static void bare_tick(Runner *r, InputWord w)
{
    RunBareTitle *b = &r->bare;
    InputWord now = w & ~r->st.input_prev;
    int rows = b->page ? b->num_slots : RUN_BARE_ROWS;
    if (rows > 0 && (now & INPUT_FORWARD))
        b->row = (b->row + rows - 1) % rows;
    if (rows > 0 && (now & INPUT_BACK))
        b->row = (b->row + 1) % rows;
    if (now & (INPUT_OPTION | INPUT_DESELECT)) {
        if (b->page)
            *b = (RunBareTitle){.row = RUN_BARE_LOAD};
        return;
    }
    if (!(now & (SELECT_KEYS | INPUT_DRAW)))
        return;
    if (b->page) {
        if (b->row < b->num_slots && b->slots[b->row][0]) {
            MenuResult res = {.action = MENU_LOAD_GAME, .slot = b->row};
            Run_ActOnMenu(r, res);
        }
        return;
    }
    if (b->row == RUN_BARE_NEW) {
        Run_NewGame(r, false);
    } else if (b->row == RUN_BARE_EXIT) {
        Run_ActOnMenu(r, (MenuResult){.action = MENU_EXIT_GAME});
    } else {
        int used = 0;
        const MenuSaveHooks *s = &r->cfg.save;
        int n = s->list_slots && r->cfg.load
                    ? s->list_slots(s->user, b->slots, MENU_MAX_SLOTS, &used) : 0;
        if (used <= 0) {
            Run_Tell(r, "no saved games to load");
            return;
        }
        b->page = 1;
        b->num_slots = CLAMP(n, 0, MENU_MAX_SLOTS);
        b->row = 0;
    }
}

void Run_TitleTick(Runner *r, InputWord w)
{
    if (r->have_sim)
        r->pcm = GameAudio_EndTick(&r->ga);
    /* The original counts the title ring's ticks without input; after a
     * while it plays a demo. */
    if (r->ring_up && w == 0 && ++r->idle > TITLE_DEMO_DELAY) {
        r->idle = 0;
        if (Run_StartDemo(r))
            return;
        Run_EnterTitle(r); /* no demo after all: the title again */
        return;
    }
    if (w)
        r->idle = 0;
    if (r->ring_up) {
        if (!Ring_Tick(&r->ring, w)) {
            r->ring_up = false;
            MenuResult res = Ring_Result(&r->ring);
            Run_ActOnMenu(r, res);
            if (r->st.phase == RUN_PHASE_TITLE && !r->ring_up && r->have_level) {
                /* Nothing chosen (or nothing came of it): the ring again. */
                RingEnv env = r->ring.env;
                Ring_Open(&r->ring, &env, RING_MODE_TITLE, w);
                r->ring_up = true;
            }
        }
    } else {
        bare_tick(r, w);
    }
}

/* The title ring over the title's picture (over black without one: the
 * world is not shown). */
void Run_TitleDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    (void)paused;
    UiPicture_Draw(c, &r->title_pic);
    if (r->ring_up)
        Ring_Draw(&r->ring, rd, c);
}
