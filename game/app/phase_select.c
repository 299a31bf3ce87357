/* TR3's level select (see runner_internal.h): the original shows its
 * globe after India's last level and after each location played through
 * for the first time, and the player picks the next location among those
 * not yet played (South Pacific, London, Nevada); Antarctica follows the
 * fourth. Here it is a list of the locations' names from the script (its
 * level-select strings; English names without them): left/right or
 * forward/back (newly pressed) move the cursor, action or select (pressed
 * after being let go) chooses, and the chosen location's first level
 * starts with what Lara carries. */
#include "game/app/runner_internal.h"

/* The script's strings for the locations (tomb3 game/gameflow.h
 * GT_LSLONDON..GT_LSANTARC) and the select's heading (GT_LEVELSELECT). */
enum { GT_LSLONDON = 85, GT_LSNEVADA = 86, GT_LSSPAC = 87, GT_LSANTARC = 88,
       GT_LEVELSELECT = 90 };

static const char *location_name(const Gameflow *gf, int location)
{
    static const struct { int string; const char *name; } k_names[GF_LOCATIONS] = {
        [GF_LOCATION_SOUTH_PACIFIC] = {GT_LSSPAC, "South Pacific"},
        [GF_LOCATION_LONDON] = {GT_LSLONDON, "London"},
        [GF_LOCATION_NEVADA] = {GT_LSNEVADA, "Nevada"},
        [GF_LOCATION_ANTARCTICA] = {GT_LSANTARC, "Antarctica"},
    };
    if (location <= GF_LOCATION_INDIA || location >= GF_LOCATIONS)
        return "";
    const char *s = Gameflow_String(gf, k_names[location].string);
    return s[0] ? s : k_names[location].name;
}

int Run_SelectChoices(const Runner *r, int out[GF_LOCATIONS])
{
    int n = 0;
    for (int l = GF_LOCATION_SOUTH_PACIFIC; l <= GF_LOCATION_NEVADA; l++)
        if (!(r->st.locations_done & (1u << l)) && Gameflow_LocationStart(r->cfg.gf, l) >= 0)
            out[n++] = l;
    return n;
}

void Run_StartSelect(Runner *r)
{
    int choices[GF_LOCATIONS];
    int n = Run_SelectChoices(r, choices);
    Run_Announce(r, "level select: %d locations to choose from", n);
    r->st.phase = RUN_PHASE_SELECT;
    r->st.phase_ticks = 0;
    r->st.select = 0;
    r->st.stats_released = false;
    r->pcm = NULL;
}

void Run_SelectTick(Runner *r, InputWord w)
{
    r->pcm = NULL;
    int choices[GF_LOCATIONS];
    int n = Run_SelectChoices(r, choices);
    if (n == 0) {
        Run_EnterTitle(r);
        return;
    }
    InputWord pressed = w & ~r->st.input_prev;
    if (pressed & (INPUT_RIGHT | INPUT_BACK))
        r->st.select = (int16_t)((r->st.select + 1) % n);
    else if (pressed & (INPUT_LEFT | INPUT_FORWARD))
        r->st.select = (int16_t)((r->st.select + n - 1) % n);
    if (r->st.select >= n)
        r->st.select = 0;
    /* as the statistics: select let go, then pressed */
    if (!r->st.stats_released) {
        if (!(w & SELECT_KEYS))
            r->st.stats_released = true;
        return;
    }
    if (!(pressed & SELECT_KEYS))
        return;
    int location = choices[r->st.select];
    Run_Announce(r, "level select: %s", location_name(r->cfg.gf, location));
    r->st.level = Gameflow_LocationStart(r->cfg.gf, location);
    r->st.step = 0;
    r->st.played = false;
    r->st.cutscene = -1;
    Run_Steps(r);
}

/* The heading and the names, the cursor's between markers. */
void Run_SelectDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    (void)rd;
    (void)paused;
    const Gameflow *gf = r->cfg.gf;
    const char *heading = Gameflow_String(gf, GT_LEVELSELECT);
    Ui_Print(c, 0, -60, UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V, heading[0] ? heading : "Select Level");
    int choices[GF_LOCATIONS];
    int n = Run_SelectChoices(r, choices);
    for (int i = 0; i < n; i++) {
        char line[GAMEFLOW_NAME_MAX + 8];
        const char *name = location_name(gf, choices[i]);
        snprintf(line, sizeof line, i == r->st.select ? "> %s <" : "%s", name);
        Ui_Print(c, 0, -20 + 20 * i, UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V, line);
    }
}
