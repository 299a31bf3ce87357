/* A whole game in a window (see app.h). */
#include "game/gameflow/app_internal.h"

#include "engine/core/errline.h"

int GameflowApp_RunWindow(const Options *o)
{
    GameflowSetup gs;
    char err[1024];
    if (!GameflowApp_Prepare(o, &gs, err, sizeof err)) {
        GameflowApp_Release(&gs);
        ErrLine_Print(err);
        return 2;
    }
    GameflowApp_Release(&gs);
    ErrLine_Print("error: a whole game plays headless only for now (add --headless)");
    return 2;
}
