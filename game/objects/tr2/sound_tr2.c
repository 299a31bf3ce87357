/* TR2's sound objects (see sound_tr2.h); sound ids are TR2's (TRX's
 * ids_tr2 list). Each sounds at itself, but the clock, which sounds from
 * a point near Lara. */
#include "game/objects/tr2/sound_tr2.h"

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define WATERFALL_RANGE (10 * 1024)

enum {
    SFX2_WATERFALL_LOOP = 79,
    SFX2_DOOR_CHIME = 208,
    SFX2_BIRDS_CHIRP = 316,
    SFX2_DRIPS_REVERB = 329,
    SFX2_PLATFORM_ALARM = 332,
    SFX2_DOORBELL = 334,
    SFX2_BURGLAR_ALARM = 335,
};

/* Sounds while fully triggered; the counter (data_index) runs 0..12 for
 * the alarm light, which is on past 6 (the light is the renderer's). */
static void alarm_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->activation_mask != ITEM_MASK_FULL)
        return;
    Object_Sound(g, it, SFX2_PLATFORM_ALARM);
    if (++it->data_index > 12)
        it->data_index = 0;
}

void SoundTR2_Tweet(Game *g, Item *it, bool birds, bool control_stream)
{
    Prng *p = &g->sim->prng;
    int32_t r = control_stream ? Prng_Control(p) : Prng_Draw(p);
    if (birds ? r < 1024 : r < 256)
        Object_Sound(g, it, birds ? SFX2_BIRDS_CHIRP : SFX2_DRIPS_REVERB);
}

/* Now and then, from the draw stream as the original: water drips (one in
 * 128) or birds (one in 32). */
static void tweeter_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    SoundTR2_Tweet(g, it, it->object_id == O2_BIRD_TWEETER_2, false);
}

/* The chime sounds from a sixty-fourth of the way from Lara to the
 * clock. */
static void chime(Game *g, const Item *it)
{
    const Item *lara = Game_LaraItem(g);
    Vec3i pos = it->pos;
    if (lara) {
        pos.x = lara->pos.x + ((it->pos.x - lara->pos.x) >> 6);
        pos.y = lara->pos.y + ((it->pos.y - lara->pos.y) >> 6);
        pos.z = lara->pos.z + ((it->pos.z - lara->pos.z) >> 6);
    }
    Effect_Sound(g, SFX2_DOOR_CHIME, &pos);
}

/* The trigger's timer counts the chiming: one every two seconds and one
 * at the end, when the clock rests again. */
void SoundTR2_ChimesControl(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->timer == 0)
        return;
    if (it->timer % 60 == 59)
        chime(g, it);
    if (--it->timer == 0) {
        chime(g, it);
        it->timer = -1;
        Sim_RemoveActive(g->sim, index);
        it->status = ITEM_STATUS_INACTIVE;
        it->activation_mask = 0;
    }
}

/* Once per full trigger. */
void SoundTR2_DingDongControl(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->activation_mask == ITEM_MASK_FULL) {
        Object_Sound(g, it, SFX2_DOORBELL);
        it->activation_mask = 0;
    }
}

void SoundTR2_LaraAlarmControl(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->activation_mask == ITEM_MASK_FULL)
        Object_Sound(g, it, SFX2_BURGLAR_ALARM);
}

/* Within ten sectors of Lara on every axis: its roar and a splash at a
 * random spot within half a sector of it (draw stream). The splash's
 * light is the renderer's. */
static void waterfall_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    const Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int32_t dx = it->pos.x - lara->pos.x, dy = it->pos.y - lara->pos.y, dz = it->pos.z - lara->pos.z;
    if (dx < -WATERFALL_RANGE || dx > WATERFALL_RANGE || dz < -WATERFALL_RANGE ||
        dz > WATERFALL_RANGE || dy < -WATERFALL_RANGE || dy > WATERFALL_RANGE)
        return;
    Object_Sound(g, it, SFX2_WATERFALL_LOOP);
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    Prng *p = &g->sim->prng;
    e->object_id = Effect_Ids(g)->splash;
    e->pos.x = it->pos.x + (Prng_Draw(p) - 0x4000) * 1024 / 0x7FFF;
    e->pos.y = it->pos.y;
    e->pos.z = it->pos.z + (Prng_Draw(p) - 0x4000) * 1024 / 0x7FFF;
    e->speed = 0;
    e->frame_num = 0;
}

void SoundTR2_Setup(Game *g)
{
    g->objects[O2_WATERFALL].control = waterfall_control;
    g->objects[O2_ALARM_SOUND].control = alarm_control;
    g->objects[O2_ALARM_SOUND].save_flags = true;
    g->objects[O2_BIRD_TWEETER_1].control = tweeter_control;
    g->objects[O2_BIRD_TWEETER_2].control = tweeter_control;
    g->objects[O2_CLOCK_CHIMES].control = SoundTR2_ChimesControl;
    g->objects[O2_CLOCK_CHIMES].save_flags = true;
    g->objects[O2_DING_DONG].control = SoundTR2_DingDongControl;
    g->objects[O2_LARA_ALARM].control = SoundTR2_LaraAlarmControl;
    g->objects[O2_LARA_ALARM].save_flags = true;
}
