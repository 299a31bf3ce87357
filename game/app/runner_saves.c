/* Save slots (see runner.h): the level being played, with the run's
 * position, statistics and start info, into a slot; a slot checked whole
 * against its level before it replaces what is played. */
#include "game/app/runner_internal.h"

#include "game/save/save.h"
#include "game/save/save_run.h"
#include "game/save/save_slots.h"

#include <stdio.h>
#include <stdlib.h>

bool Runner_SaveSlot(Runner *r, const SaveSlots *slots, int slot, char *err, size_t err_cap)
{
    if (r->st.phase != RUN_PHASE_LEVEL || !r->have_game) {
        snprintf(err, err_cap, "error: save slot %d: no level is being played", slot + 1);
        return false;
    }
    SerialWriter w;
    Serial_WriterInit(&w, 1u << 16);
    SaveRun_Write(&r->st, r->cfg.gf, &w);
    SaveMeta meta = {.gameflow_level = r->st.level, .label = r->st.stats.title,
                     .extra = w.data, .extra_size = w.size};
    bool ok = !w.failed && SaveSlots_Write(slots, slot, &r->game, &r->ga.fx, &meta, err, err_cap);
    if (w.failed)
        snprintf(err, err_cap, "error: save slot %d: out of memory", slot + 1);
    Serial_WriterFree(&w);
    return ok;
}

bool Runner_LoadSlot(Runner *r, const SaveSlots *slots, int slot, char *err, size_t err_cap)
{
    const Gameflow *gf = r->cfg.gf;
    uint8_t *data;
    size_t size;
    SaveInfo info;
    RunState st;
    char path[INSTALL_PATH_MAX], name[SAVE_SLOT_DIR_MAX + 32], why[256];
    if (!SaveSlots_Read(slots, slot, &data, &size, &info, err, err_cap))
        return false;
    SaveSlots_Path(slots, slot, name, sizeof name);
    int32_t level = info.gameflow_level;
    bool ok = false;
    if (level < 0 || level >= gf->num_levels)
        snprintf(err, err_cap, "error: %s: not a save of this game's levels (level %d)", name,
                 (int)level);
    else if (!Run_FindLevel(r, level, path, sizeof path))
        snprintf(err, err_cap, "error: %s: its level %s is not in %s", name,
                 gf->levels[level].file, r->cfg.install.root);
    else if (!SaveRun_Read(&st, gf, level, data + info.extra_offset, info.extra_size, why,
                           sizeof why))
        snprintf(err, err_cap, "error: %s: damaged save (%s)", name, why);
    else if (Save_CheckWithLevel(data, size, name, path, NULL, err, err_cap)) {
        /* Checked whole: the level it was made on now replaces this one,
         * set up as at its start, then put in the saved state. */
        r->st.level = st.level;
        r->st.step = st.step;
        r->st.start = st.level_start;
        if (Run_StartLevel(r) &&
            Save_Restore(&r->game, &r->ga.fx, data, size, name, NULL, err, err_cap)) {
            /* The session's own clock and last word go on: a load does
             * not rewind the run's tick count (traces, replays), and a
             * key still held from the menu is not a new press. */
            uint32_t tick = r->st.tick;
            InputWord prev = r->st.input_prev;
            r->st = st;
            r->st.tick = tick;
            r->st.input_prev = prev;
            /* The UI is not saved: neutral (the last word it has seen is
             * the Sim's). */
            r->ui.level_ticks = r->sim.tick;
            r->secrets_seen = r->game.secrets;
            ok = true;
        } else {
            if (r->st.phase != RUN_PHASE_LEVEL)
                snprintf(err, err_cap, "error: %s: its level %s no longer loads", name, path);
            Run_EnterTitle(r);
        }
    }
    free(data);
    return ok;
}
