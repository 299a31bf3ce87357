/* The inventory ring phase (see runner_internal.h), entered from the level
 * phase and returning to it. A ring asked for (the option key, a keyhole,
 * the death menu; game/ui/ui.h) opens at the start of the next level tick;
 * while it is up each tick's word is the ring's and the world stands; at
 * its end the choice (passport, Lara's Home) goes to the gameflow. The
 * runner's RunPhase stays RUN_PHASE_LEVEL meanwhile: the ring plays over
 * the level's world, which saves, the window and the view keep (as TRX's
 * inventory phase over its game phase). */
#include "game/app/runner_internal.h"

bool Run_RingStart(Runner *r)
{
    return UiSession_OpenPending(&r->ui, &r->game);
}

/* End: the ring closed; its choice is acted on (a script's choices are
 * not: it plays only the words it was given). */
static void ring_end(Runner *r)
{
    MenuResult res;
    if (!r->cfg.scripted && UiSession_TakeResult(&r->ui, &res))
        Run_ActOnMenu(r, res);
}

void Run_RingTick(Runner *r, InputWord w)
{
    UiSession_RingTick(&r->ui, &r->game, w);
    /* A script's sound goes on while the ring holds the world. */
    r->pcm = r->cfg.scripted ? GameAudio_EndTick(&r->ga) : NULL;
    if (!UiSession_RingOpen(&r->ui))
        ring_end(r);
}

/* The ring over the dimmed frame. */
void Run_RingDraw(Runner *r, Renderer *rd, UiCanvas *c)
{
    UiSession_Draw(&r->ui, &r->game, rd, c);
}
