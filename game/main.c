/* tomb8 — program entry. Parses the options and hands over to the windowed
 * game (App_RunWindow) or to the headless runner (App_RunHeadless). */
#include "game/app_headless.h"
#include "game/app_window.h"
#include "game/options.h"

#include <stdio.h>

int main(int argc, char **argv)
{
    Options opts;
    bool exit_now;

    if (!Options_Parse(&opts, argc, argv, &exit_now))
        return 2;
    if (exit_now)
        return 0;
    if (!opts.level_path) {
        fprintf(stderr, "error: no level given (usage: tomb8 FILE [options], see --help)\n");
        return 2;
    }
    return opts.headless ? App_RunHeadless(&opts) : App_RunWindow(&opts);
}
