/* The UI around a level's ticks: the HUD and the inventory ring, in one
 * object the runners (headless and window, and the gameflow's) put
 * around Game_Tick:
 *
 *     UiSession_Init(&ui, &game, &env);           after Game_Attach
 *     per tick, with this tick's input word w:
 *         if (UiSession_BeginTick(&ui, &game, w)) {
 *             Game_Tick(&game, w);
 *             UiSession_EndTick(&ui, &game);
 *         }
 *         if (UiSession_TakeResult(&ui, &res)) ... the gameflow acts on res
 *     per frame: draw the game, then UiSession_Draw(&ui, &game, renderer, &canvas)
 *
 * How the input stream is shared (deterministic, documented for replays):
 *   - Every tick of a run consumes exactly one input word, whoever uses it.
 *   - The option key held during a level tick (Lara alive) asks for the
 *     ring, as the original's OverlayFlag: that tick runs normally; the ring
 *     opens at the next tick, which is its first (the word of that tick is
 *     the ring's). A keyhole's request (Game.ring_request) opens the keys
 *     ring the same way.
 *   - While the ring is up, each tick's word drives Ring_Tick and the world
 *     does not move (no Game_Tick: the original pauses the game); the tick
 *     in which the ring finishes closing is still the ring's; the next word
 *     goes to the world again. The choice (gun, medipack, key) is applied
 *     when the ring closes, before that next world tick.
 *   - The pause is the window's (P): it stops the ticks altogether, so a
 *     paused stretch uses no words and leaves nothing in a recording.
 * So a replay recorded in the window (which records every tick's word)
 * plays back headless to the same state, ring included. */
#ifndef TOMB8_GAME_UI_UI_H
#define TOMB8_GAME_UI_UI_H

#include "game/inventory/ring.h"
#include "game/ui/hud.h"

struct Game;

typedef struct {
    Hud hud;
    Ring ring;
    RingEnv env;              /* the template each opening copies */
    bool ring_open;
    int pending;              /* RingMode to open at the next tick, -1 none */
    /* Demo playback (--demo, --inputs, a demo-start replay): the option
     * key opens nothing, as in the original's demo mode. */
    bool demo;
    bool paused;              /* kept for callers: the pause is the window's (false) */
    bool have_result;
    MenuResult result;
    uint32_t level_ticks;     /* world ticks run (the statistics' time) */
} UiSession;

/* Sets up the session for a level's Game (env: hooks and settings for the
 * ring; its lv and game fields are filled here). Installs the Game's
 * ring_request hook. */
void UiSession_Init(UiSession *u, struct Game *g, const RingEnv *env);
/* Before a tick: true when the world should step with w (then call
 * UiSession_EndTick after Game_Tick); false when the UI took the word. */
bool UiSession_BeginTick(UiSession *u, struct Game *g, InputWord w);
/* BeginTick's two halves, for a runner that plays the ring as a phase of
 * its own (game/app/phase_ring.c): a ring asked for opens (true while
 * one is up); then, while it is up, one tick of it with w (the world
 * stands). */
bool UiSession_OpenPending(UiSession *u, struct Game *g);
void UiSession_RingTick(UiSession *u, struct Game *g, InputWord w);
/* After the world's tick: the HUD's timers and pickups, the option key. */
void UiSession_EndTick(UiSession *u, struct Game *g);
/* Opens a ring at the next tick (the gameflow's death / save / load
 * screens). */
void UiSession_RequestRing(UiSession *u, RingMode mode);
/* A choice for the gameflow (passport, Lara's Home) once the ring closed;
 * true once per choice. MENU_NONE choices are not reported. */
bool UiSession_TakeResult(UiSession *u, MenuResult *out);
bool UiSession_RingOpen(const UiSession *u);
/* Always false here: pausing stops the window's ticks instead (ui.h top). */
bool UiSession_Paused(const UiSession *u);

/* Draws over the game frame in c->fb: the HUD, or with the ring up the
 * dimmed frame and the ring (the title's ring over what is there). */
void UiSession_Draw(const UiSession *u, const struct Game *g, Renderer *rd, UiCanvas *c);

/* Every fixed string the UI prints besides the ring's item names
 * (Ring_ItemName): headings, arrows, passport and option pages, the
 * statistics' labels with samples of their numbers, the volume and ammo
 * strings. The font test draws each with every level's font. */
const char *const *Ui_Strings(size_t *count);

/* How dark the game frame is behind the ring (ColourMap shade). */
#define UI_RING_BACKGROUND_SHADE 0x1800

#endif
