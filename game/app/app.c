/* The front end's entry (see app.h). Without a level the window opens the
 * built-in default level (build/data/default.phd next to the program). */
#include "game/app/app.h"

#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "game/app/headless.h"
#include "game/app/setup.h"
#include "game/app/window.h"
#include "game/options.h"

int App_Main(int argc, char **argv)
{
    Options opts;
    bool exit_now;
    char err[1024];

    /* A closed stdout is a failed write reported as one line, not a death
     * between renaming the outputs (engine/core/atomic_file.h). */
    AtomicFile_IgnoreSigpipe();
    if (!Options_Parse(&opts, argc, argv, &exit_now))
        return 2;
    if (exit_now)
        return 0;
    char default_level[4096];
    if (!opts.level_path && !opts.gameflow_path && !opts.headless &&
        AppSetup_DefaultLevel(default_level, sizeof default_level))
        opts.level_path = default_level;
    if (!opts.level_path && !opts.gameflow_path) {
        ErrLine_Print("error: no level given (usage: tomb8 FILE [options], see --help)");
        return 2;
    }
    /* Before anything runs: a bad output found after a long run (or an
     * input that would block) wastes the run and leaves work half done. */
    if (!Options_CheckFiles(&opts, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    if (!opts.headless)
        return App_RunWindow(&opts);
    return AppSetup_WantsGame(&opts) ? App_RunHeadlessGame(&opts) : App_RunHeadless(&opts);
}
