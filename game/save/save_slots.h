/* Save slots: save anywhere, into numbered slots, as the PC original. Each
 * slot is one save file (game/save/save.h) in the user's data folder:
 *
 *     $XDG_DATA_HOME/tomb8/saves/slotNN.t8s     (NN = 01 .. 16)
 *     ~/.local/share/tomb8/saves/...            when XDG_DATA_HOME is unset
 *
 * (saves are data, not settings: the settings live in
 * $XDG_CONFIG_HOME/tomb8/). The folder is made on the first save. A slot
 * file that is missing is an empty slot; one that is damaged or from a
 * newer version shows as "(unreadable)" and is only replaced by a save.
 *
 * The passport's pages reach this through MenuSaveHooks (game/ui/menu.h):
 * SaveSlots_Hooks fills list_slots; its save hook needs the running game,
 * which the runner owning it supplies (SaveSlots_Write). */
#ifndef TOMB8_GAME_SAVE_SAVE_SLOTS_H
#define TOMB8_GAME_SAVE_SAVE_SLOTS_H

#include "game/save/save.h"
#include "game/ui/menu.h"

#define SAVE_SLOTS MENU_MAX_SLOTS
#define SAVE_SLOT_DIR_MAX 1024

typedef struct SaveSlots {
    char dir[SAVE_SLOT_DIR_MAX];    /* the slots' folder ("" = none: saving off) */
} SaveSlots;

/* The slots in `dir`, or (dir NULL) in the user's data folder as above.
 * False with one line in err when no folder can be named (no
 * XDG_DATA_HOME nor HOME, or a name too long). Nothing is created yet. */
bool SaveSlots_Init(SaveSlots *s, const char *dir, char *err, size_t err_cap);
/* Save slots belong to their game: the folder gets a sub-folder named after
 * the game (lower-case letters and digits, other runs as one '-': "Tomb
 * Raider" -> tomb-raider), so another game's saves are never listed (as
 * unreadable) in this one's passport. False (folder unchanged) when the
 * name has no letter or digit or the path would be too long. */
bool SaveSlots_ForGame(SaveSlots *s, const char *game);
/* The file of slot (0-based); false for a slot out of range. */
bool SaveSlots_Path(const SaveSlots *s, int slot, char *out, size_t cap);
/* The passport's list (MenuSaveHooks.list_slots, user = SaveSlots*): each
 * slot's label and saved time ("" for an empty slot); returns the number
 * of slots, *used the number holding a save. */
int SaveSlots_List(void *user, char names[][MENU_SLOT_NAME], int max, int *used);
/* Writes the game into a slot (making the folder first), whole or not at
 * all; one line in err on failure, the slot's old save then kept. */
bool SaveSlots_Write(const SaveSlots *s, int slot, const Game *g, const FlipFx *fx,
                     const SaveMeta *meta, char *err, size_t err_cap);
/* Reads a slot's file whole and checks its frame (Save_Parse); the caller
 * then loads the level it names and calls Save_Restore. *data is malloc'd. */
bool SaveSlots_Read(const SaveSlots *s, int slot, uint8_t **data, size_t *size, SaveInfo *info,
                    char *err, size_t err_cap);

#endif
