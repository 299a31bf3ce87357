/* What the title menu and the in-game passport hand to the gameflow: the
 * player's choice when the ring closes (the original's GF_ commands), and
 * the hooks the passport's load and save pages call.
 *
 * The gameflow runner opens the title ring (Ring_Open with RING_MODE_TITLE
 * over TITLE.PHD), feeds it one input word per tick (Ring_Tick) and, when
 * it closes, acts on Ring_Result(): a new game, a saved game, Lara's Home,
 * exit. In a level the same happens through UiSession (game/ui/ui.h): its
 * tick reports a MenuResult the runner acts on (exit to title, load...).
 *
 * Save/load itself belongs to others: the hooks may be NULL, and then the
 * passport shows no load page and its save page does nothing. */
#ifndef TOMB8_GAME_UI_MENU_H
#define TOMB8_GAME_UI_MENU_H

#include <stdbool.h>
#include <stdint.h>

typedef enum {
    MENU_NONE = 0,        /* nothing to do: back to the game (or still open) */
    MENU_NEW_GAME,        /* passport "New Game" (title, or the Gym's page) */
    MENU_LOAD_GAME,       /* passport "Load Game": slot */
    MENU_SAVE_GAME,       /* passport "Save Game": slot (saved through the hook) */
    MENU_LARAS_HOME,      /* title: Lara's Home (the Gym) */
    MENU_EXIT_TO_TITLE,   /* passport in a level: "Exit to Title" */
    MENU_EXIT_GAME,       /* passport on the title: "Exit Game" */
    MENU_RESTART_LEVEL,   /* death: no save to load (the original restarts) */
} MenuAction;

typedef struct {
    MenuAction action;
    int32_t slot;         /* MENU_LOAD_GAME / MENU_SAVE_GAME */
} MenuResult;

#define MENU_MAX_SLOTS 16
#define MENU_SLOT_NAME 48

typedef struct {
    void *user;
    /* Names of the save slots ("" for an empty one); returns how many slots
     * there are (<= MENU_MAX_SLOTS) and how many are used through *used.
     * NULL: no save system. */
    int (*list_slots)(void *user, char names[][MENU_SLOT_NAME], int max, int *used);
    /* Writes slot now (the ring is closing with "Save Game"); false when it
     * failed (the passport says nothing more: the hook reports). NULL: the
     * save page does nothing. */
    bool (*save)(void *user, int slot);
} MenuSaveHooks;

#endif
