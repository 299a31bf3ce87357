/* The passport's save pages in a whole game (see save_session.h). */
#include "game/app/save_session.h"

#include <stdio.h>

#include "engine/core/errline.h"

static void report(const SaveSession *s, const char *line)
{
    if (s->report)
        s->report(s->report_user, line);
    else
        ErrLine_Print(line);
}

void SaveSession_Init(SaveSession *s, const char *dir, void (*report_fn)(void *user, const char *line),
                      void *user)
{
    char err[512];
    s->runner = NULL;
    s->report = report_fn;
    s->report_user = user;
    s->enabled = SaveSlots_Init(&s->slots, dir, err, sizeof err);
    if (!s->enabled)
        report(s, err);
}

static bool save_hook(void *user, int slot)
{
    SaveSession *s = user;
    char err[1024];
    if (!s->runner)
        return false;
    if (Runner_SaveSlot(s->runner, &s->slots, slot, err, sizeof err))
        return true;
    report(s, err);
    return false;
}

static int list_hook(void *user, char names[][MENU_SLOT_NAME], int max, int *used)
{
    SaveSession *s = user;
    return SaveSlots_List(&s->slots, names, max, used);
}

MenuSaveHooks SaveSession_MenuHooks(SaveSession *s)
{
    MenuSaveHooks h = {0};
    if (!s->enabled)
        return h;
    h.user = s;
    h.list_slots = list_hook;
    h.save = save_hook;
    return h;
}

bool SaveSession_Load(SaveSession *s, Runner *r, int slot)
{
    char err[1024];
    if (!s->enabled)
        return false;
    if (Runner_LoadSlot(r, &s->slots, slot, err, sizeof err))
        return true;
    report(s, err);
    return false;
}
