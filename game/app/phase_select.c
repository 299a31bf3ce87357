/* TR3's level select (see runner_internal.h), as the original's globe
 * (tomb3 game/inventry.cpp GetGlobeMeshFlags, specific/option.cpp
 * do_levelselect_option and GlobeLevelAngles, game/gameflow.cpp
 * Adventure): after a location's last level played through for the first
 * time the globe shows the places in its own order -- India, the South
 * Pacific, Nevada, (Peru, never offered), London, Antarctica; India and
 * the places played are passed over, Antarctica is offered once the four
 * others are done, alone. The globe turns to the place's angles by an
 * eighth of what is left each tick, snapping within 128; once it rests,
 * the place's name shows (the script's string) and left/right held move
 * to the previous/next place not played (one place each time it rests).
 * Action or select (newly pressed, after being let go) chooses: the
 * globe turns back to rest at zero, then the place's first level starts
 * with what Lara carries. Deselect does nothing, as in the original.
 *
 * Drawn with what we have: the globe's model (GAMMA_OPTION) from the
 * title level, loaded for it as the original does (Ring_DrawGlobe); the
 * heading, the place's name and, while more than one place is left to
 * choose, the side arrows either side of it (the font's marks 0x11 and
 * 0x12, 120 either side of the middle). Not drawn: the ring's opening and
 * closing motions (the globe answers from the first tick), the markers'
 * pulsing lights (red where played, green where not) and the title's
 * picture behind. */
#include "game/app/runner_internal.h"

#include "game/inventory/ring.h"

#include <string.h>

/* The script's strings (tomb3 game/gameflow.h game_string_ids). */
enum { GT_LSLONDON = 85, GT_LSNEVADA = 86, GT_LSSPAC = 87, GT_LSANTARC = 88, GT_LSPERU = 89,
       GT_LEVELSELECT = 90 };

/* The globe's places (GlobeLevel), OUT its rest after a choice. */
enum { G_INDIA, G_PACIFIC, G_NEVADA, G_PERU, G_LONDON, G_ANTARCTICA, G_OUT, G_PLACES = G_OUT };

/* Each place's globe angles (x, y, z), string and location. India's
 * string is London's in the original (never shown: India is always
 * played first). */
static const struct {
    int16_t rot[3];
    int16_t string;
    int8_t location;
    const char *name;   /* without the script's string */
} k_globe[G_PLACES + 1] = {
    {{-1536, -7936, 1536}, GT_LSLONDON, GF_LOCATION_INDIA, "India"},
    {{1024, -512, -256}, GT_LSSPAC, GF_LOCATION_SOUTH_PACIFIC, "South Pacific"},
    {{2560, 21248, -4096}, GT_LSNEVADA, GF_LOCATION_NEVADA, "Nevada"},
    {{-3328, 29440, 1024}, GT_LSPERU, GF_LOCATION_NONE, "Peru"},
    {{3072, -20992, 6400}, GT_LSLONDON, GF_LOCATION_LONDON, "London"},
    {{-5120, -15360, -18688}, GT_LSANTARC, GF_LOCATION_ANTARCTICA, "Antarctica"},
    {{0, 0, 0}, 0, GF_LOCATION_NONE, ""},
};

#define GLOBE_SNAP 128
/* The side arrows' distance from the middle of the screen. */
#define SELECT_ARROW_OFFSET 120

static const char *place_name(const Gameflow *gf, int place)
{
    const char *s = Gameflow_String(gf, k_globe[place].string);
    return s[0] ? s : k_globe[place].name;
}

/* GetGlobeMeshFlags: a place is passed over when played, when it is Peru,
 * when it is Antarctica before the four others are done -- and here when
 * the script has no level for it. */
static bool passed_over(const Runner *r, int place)
{
    int loc = k_globe[place].location;
    if (loc == GF_LOCATION_NONE || Gameflow_LocationStart(r->cfg.gf, loc) < 0)
        return true;
    if (loc == GF_LOCATION_ANTARCTICA) {
        for (int l = GF_LOCATION_INDIA; l <= GF_LOCATION_NEVADA; l++)
            if (!(r->st.locations_done & (1u << l)))
                return true;
    }
    return (r->st.locations_done & (1u << loc)) != 0;
}

int Run_SelectChoices(const Runner *r, int out[GF_LOCATIONS])
{
    int n = 0;
    for (int p = 0; p < G_PLACES && n < GF_LOCATIONS; p++)
        if (!passed_over(r, p))
            out[n++] = k_globe[p].location;
    return n;
}

static int first_place(const Runner *r)
{
    for (int p = 0; p < G_PLACES; p++)
        if (!passed_over(r, p))
            return p;
    return G_OUT;
}

/* The original loads the title level for the globe (LevelStats): its
 * model is the title's GAMMA_OPTION. Without the file the globe is not
 * drawn; the choice works the same. */
static void load_title_level(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    char path[INSTALL_PATH_MAX];
    Run_Unload(r);
    if (!gf->has_title)
        return;
    if (!Run_FindFile(r, gf->title_file, path, sizeof path)) {
        Run_AnnounceMissing(r, gf->title_file, NULL, "the globe is not drawn");
        return;
    }
    Run_Load(r, path, false);
}

void Run_StartSelect(Runner *r)
{
    int choices[GF_LOCATIONS];
    int n = Run_SelectChoices(r, choices);
    load_title_level(r);
    Run_Announce(r, "level select: %d locations to choose from", n);
    r->st.phase = RUN_PHASE_SELECT;
    r->st.phase_ticks = 0;
    r->st.select = (int16_t)first_place(r);
    memset(r->st.globe_rot, 0, sizeof r->st.globe_rot);
    r->st.globe_next = -1;
    r->st.stats_released = false;
    r->pcm = NULL;
}

/* One tick of the globe's turn towards its place; true once it rests. */
static bool turn_globe(Runner *r)
{
    int rest = 0;
    for (int a = 0; a < 3; a++) {
        int16_t want = k_globe[r->st.select].rot[a];
        int16_t left = (int16_t)(want - r->st.globe_rot[a]);
        if (left >= GLOBE_SNAP || left <= -GLOBE_SNAP) {
            r->st.globe_rot[a] = (int16_t)(r->st.globe_rot[a] + (left >> 3));
        } else {
            r->st.globe_rot[a] = want;
            rest++;
        }
    }
    return rest == 3;
}

/* The next place not passed over, dir +1 (right) or -1 (left). */
static int16_t step_place(const Runner *r, int place, int dir)
{
    for (int k = 0; k < G_PLACES; k++) {
        place = (place + dir + G_PLACES) % G_PLACES;
        if (!passed_over(r, place))
            break;
    }
    return (int16_t)place;
}

void Run_SelectTick(Runner *r, InputWord w)
{
    r->pcm = NULL;
    if (first_place(r) == G_OUT) {
        Run_EnterTitle(r);
        return;
    }
    bool rests = turn_globe(r);
    if (rests && r->st.select != G_OUT) {
        if (w & INPUT_LEFT)
            r->st.select = step_place(r, r->st.select, -1);
        else if (w & INPUT_RIGHT)
            r->st.select = step_place(r, r->st.select, +1);
    }
    if (rests && r->st.select == G_OUT) {
        int place = r->st.globe_next;
        Run_Announce(r, "level select: %s", place_name(r->cfg.gf, place));
        r->st.level = Gameflow_LocationStart(r->cfg.gf, k_globe[place].location);
        r->st.step = 0;
        r->st.played = false;
        r->st.cutscene = -1;
        Run_Steps(r);
        return;
    }
    /* as the statistics: select let go, then pressed */
    if (!r->st.stats_released) {
        if (!(w & SELECT_KEYS))
            r->st.stats_released = true;
        return;
    }
    InputWord pressed = w & ~r->st.input_prev;
    if ((pressed & SELECT_KEYS) && r->st.select != G_OUT) {
        r->st.globe_next = r->st.select;
        r->st.select = G_OUT;
    }
}

bool Run_SelectRests(const Runner *r)
{
    for (int a = 0; a < 3; a++)
        if (r->st.globe_rot[a] != k_globe[r->st.select].rot[a])
            return false;
    return true;
}

const char *Run_SelectPlaceName(const Runner *r)
{
    if (r->st.select == G_OUT || !Run_SelectRests(r))
        return NULL;
    return place_name(r->cfg.gf, r->st.select);
}

/* The globe, the ring's heading (the script's "select level"), the place
 * once the globe rests. */
void Run_SelectDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    (void)paused;
    if (rd && r->have_level)
        Ring_DrawGlobe(&r->lv, rd, c, r->st.globe_rot);
    const char *heading = Gameflow_String(r->cfg.gf, GT_LEVELSELECT);
    Ui_Print(c, 0, 26, UI_TEXT_CENTRE_H, heading[0] ? heading : "Select Level");
    const char *name = Run_SelectPlaceName(r);
    if (!name)
        return;
    Ui_Print(c, 0, -16, UI_TEXT_BOTTOM | UI_TEXT_CENTRE_H, name);
    int choices[GF_LOCATIONS];
    if (Run_SelectChoices(r, choices) > 1) {
        uint32_t f = UI_TEXT_BOTTOM | UI_TEXT_CENTRE_H | UI_TEXT_MARKS;
        Ui_Print(c, -SELECT_ARROW_OFFSET, -16, f, "\x11");
        Ui_Print(c, SELECT_ARROW_OFFSET, -16, f, "\x12");
    }
}
