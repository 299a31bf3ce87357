/* TR3's sound objects (see sound_tr3.h). */
#include "game/objects/tr3/general/sound_tr3.h"

#include "game/game.h"
#include "game/objects/tr2/sound_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

/* ControlBirdTweeter: birds for the tweeter, drips for anything else
 * (the water drip), its chance from the control stream. */
static void tweeter_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    SoundTR2_Tweet(g, it, it->object_id == O3_BIRD_TWEETER, true);
}

void Sound3_Setup(Game *g)
{
    g->objects[O3_BIRD_TWEETER].control = tweeter_control;
    g->objects[O3_WATER_DRIP].control = tweeter_control;
    g->objects[O3_CLOCK_CHIMES].control = SoundTR2_ChimesControl;
    g->objects[O3_CLOCK_CHIMES].save_flags = true;
    g->objects[O3_DING_DONG].control = SoundTR2_DingDongControl;
    g->objects[O3_LARA_ALARM].control = SoundTR2_LaraAlarmControl;
    g->objects[O3_LARA_ALARM].save_flags = true;
}
