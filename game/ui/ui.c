/* The UI around a level's ticks (see ui.h). */
#include "game/ui/ui.h"

#include <string.h>

#include "game/game.h"

static void on_ring_request(void *user, int ring_mode)
{
    UiSession *u = user;
    if (!u->ring_open && u->pending < 0)
        u->pending = ring_mode;
}

void UiSession_Init(UiSession *u, Game *g, const RingEnv *env)
{
    memset(u, 0, sizeof(*u));
    if (env)
        u->env = *env;
    u->env.lv = g ? g->lv : u->env.lv;
    u->env.game = g;
    u->env.level_ticks = &u->level_ticks;
    u->pending = -1;
    Hud_Init(&u->hud, g);
    if (g) {
        g->ring_user = u;
        g->ring_request = on_ring_request;
    }
}

static bool lara_alive(const Game *g)
{
    int i = g->lara.item;
    return i >= 0 && (uint32_t)i < g->sim->num_items && g->lara.death_count == 0;
}

bool UiSession_OpenPending(UiSession *u, Game *g)
{
    InputWord prev = g ? g->sim->input : 0; /* the last word seen */
    if (!u->ring_open && u->pending >= 0 && g) {
        u->env.lv = g->lv;
        u->env.game = g;
        /* keys held at the tick that asked are not new presses */
        Ring_Open(&u->ring, &u->env, (RingMode)u->pending, prev);
        u->pending = -1;
        u->ring_open = !u->ring.done;
        if (!u->ring_open)
            g->inv_chosen = -1; /* a keys ring with nothing on it */
    }
    return u->ring_open;
}

void UiSession_RingTick(UiSession *u, Game *g, InputWord w)
{
    /* the world stands, but this tick's word is the last one seen
     * (traces show it) */
    if (g)
        Sim_SetInput(g->sim, w);
    if (!Ring_Tick(&u->ring, w)) {
        u->ring_open = false;
        MenuResult r = Ring_Result(&u->ring);
        if (r.action != MENU_NONE) {
            u->result = r;
            u->have_result = true;
        }
    }
}

bool UiSession_BeginTick(UiSession *u, Game *g, InputWord w)
{
    if (UiSession_OpenPending(u, g)) {
        UiSession_RingTick(u, g, w);
        return false;
    }
    return true;
}

void UiSession_EndTick(UiSession *u, Game *g)
{
    u->level_ticks++;
    Hud_Tick(&u->hud, g);
    /* the option key held asks for the ring at the next tick */
    if (!u->demo && (g->sim->input & INPUT_OPTION) && lara_alive(g) && u->pending < 0)
        u->pending = RING_MODE_GAME;
}

void UiSession_RequestRing(UiSession *u, RingMode mode)
{
    if (!u->ring_open)
        u->pending = mode;
}

bool UiSession_TakeResult(UiSession *u, MenuResult *out)
{
    if (!u->have_result)
        return false;
    *out = u->result;
    u->have_result = false;
    return true;
}

const char *const *Ui_Strings(size_t *count)
{
    static const char *const k_strings[] = {
        /* ring headings and arrows */
        "INVENTORY", "ITEMS", "OPTION", "GAME OVER", "[", "]",
        /* passport */
        "Load Game", "New Game", "Save Game", "Exit Game", "Exit to Title", "Select Level",
        "- EMPTY SLOT 16 -",
        /* option pages */
        "Set Volumes", "| 10", "}  0", "Select Detail", "Low", "Medium", "High", "User Keys",
        "Run", "Back", "Left", "Right", "Step Left", "Step Right", "Walk", "Jump", "Action",
        "Draw Weapon", "Look", "Roll", "Inventory", "-",
        /* statistics and pause */
        "Time Taken 1:02:03", "Secrets 0 of 3", "Pickups 12", "Kills 45", "Paused",
        /* level titles' characters (the gameflow's names) */
        "Caves", "City of Vilcabamba", "Lost Valley", "Tomb of Qualopec", "St. Francis' Folly",
        "Colosseum", "Palace Midas", "The Cistern", "Tomb of Tihocan", "City of Khamoon",
        "Obelisk of Khamoon", "Sanctuary of the Scion", "Natla's Mines", "Atlantis",
        "The Great Pyramid", "Lara's Home",
        /* ammo counts: the small digits and the weapons' icons */
        "\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a", "\x0c\x0d\x0e",
    };
    *count = COUNT_OF(k_strings);
    return k_strings;
}

bool UiSession_RingOpen(const UiSession *u) { return u->ring_open; }

bool UiSession_Paused(const UiSession *u) { return u->paused; }

void UiSession_Draw(const UiSession *u, const Game *g, Renderer *rd, UiCanvas *c)
{
    if (u->ring_open) {
        if (u->ring.mode != RING_MODE_TITLE)
            Ui_DimAll(c, UI_RING_BACKGROUND_SHADE);
        Ring_Draw(&u->ring, rd, c);
        return;
    }
    if (g)
        Hud_Draw(&u->hud, g, c);
}
