/* Save games in a whole game's window: the passport's save and load pages
 * wired to the slots (save_slots.h) and the gameflow runner.
 *
 *     SaveSession saves;
 *     SaveSession_Init(&saves, NULL, report, user);   the user's data folder
 *     cfg.save = SaveSession_MenuHooks(&saves);       RunConfig
 *     cfg.load = my_load;    -> SaveSession_Load(&saves, runner, slot)
 *     runner = Runner_Create(&cfg, ...);
 *     saves.runner = runner;
 *
 * Failures (a full disk, a damaged slot) are reported as one line through
 * `report` and change nothing: the game goes on as it was. */
#ifndef TOMB8_GAME_APP_SAVE_SESSION_H
#define TOMB8_GAME_APP_SAVE_SESSION_H

#include "game/app/runner.h"
#include "game/save/save_slots.h"

typedef struct {
    SaveSlots slots;
    bool enabled;               /* a slot folder could be named */
    Runner *runner;             /* set once the runner exists */
    void (*report)(void *user, const char *line); /* NULL: stderr */
    void *report_user;
} SaveSession;

/* dir NULL: the user's data folder (save_slots.h). When no folder can be
 * named, saving is off (the reason is reported once). */
void SaveSession_Init(SaveSession *s, const char *dir, void (*report)(void *user, const char *line),
                      void *user);
/* The passport's hooks (slot list, save); all NULL when saving is off. */
MenuSaveHooks SaveSession_MenuHooks(SaveSession *s);
/* RunConfig.load's work: loads the slot into r (false, reported, nothing
 * changed when the save is refused). */
bool SaveSession_Load(SaveSession *s, Runner *r, int slot);

#endif
