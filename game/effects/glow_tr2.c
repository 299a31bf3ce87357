/* TR2's glow (O2_GLOW): an effect that lasts `counter` ticks (gone on the
 * tick it reaches zero), its shade changing by `speed` and its sprite
 * frame by `fall_speed` each tick before that (facts from TRX src/tr2
 * glow.c). Nothing in our TR2 makes one yet. */
#include "game/effects/effect_internal.h"

static void fx_glow_tr2(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    if (--e->counter == 0) {
        Effect_Kill(g, fx);
        return;
    }
    e->shade = (int16_t)(e->shade + e->speed);
    e->frame_num = (int16_t)(e->frame_num + e->fall_speed);
}

void Effect_SetupGlowTR2(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_glow_tr2);
}
