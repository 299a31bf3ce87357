/* TR3's light objects (see lights_tr3.h). Colours are on TR3's 0..31
 * scale, reaches in its 256-unit steps, as its TriggerDynamic takes them. */
#include "game/objects/tr3/general/lights_tr3.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/los.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SFX3_ALARM_1 208

#define STROBE_TURN 2912
#define STROBE_BEAM_TURN 0x5800 /* the beam's heading from the item's */
#define STROBE_RUN 1800         /* ticks an alarm keeps a waiting strobe going */
#define STROBE_RUNNING 0x10000  /* data_index: the original's really_active */
#define STROBE_SPOT_REACH 8
#define PULSE_STEP 728

/* The original's wibble: 4 a tick, in a byte. */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

static void light_at(Game *g, const Item *it, int falloff, int r, int gr, int b)
{
    Gun_AddLightTR3(&g->lights, it->pos, it->room, falloff, r, gr, b);
}

/* Turns and throws its beam while its trigger is on (and, where strobes
 * wait for an alarm, while an alarm keeps it running). */
static void strobe_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it))
        return;
    if (g->strobes_wait_alarm && !(it->data_index & STROBE_RUNNING))
        return;
    it->rot.y = (int16_t)(it->rot.y + STROBE_TURN);
    int32_t beam = (uint16_t)(it->rot.y + STROBE_BEAM_TURN) & 0xFFF0;
    /* its beam on the room (TriggerAlertLight): from 512 up, out to twice
     * a unit vector's length; where a wall stops it, an orange light there */
    GameVec from = { it->pos.x, it->pos.y - 512, it->pos.z, it->room };
    World_Sector(&g->world, from.x, from.y, from.z, &from.room);
    GameVec to = { from.x + Math_Sin(beam) * 2, from.y, from.z + Math_Cos(beam) * 2, from.room };
    if (!Los_Check(&g->world, &from, &to))
        Gun_AddLightTR3(&g->lights, (Vec3i){ to.x, to.y, to.z }, to.room, STROBE_SPOT_REACH, 31,
                        8, 0);
    Vec3i at = { it->pos.x + (Math_Sin(beam) >> 4), it->pos.y - 768, it->pos.z + (Math_Cos(beam) >> 4) };
    Gun_AddLightTR3(&g->lights, at, it->room, 6, 31, 12, 0);
    if ((wibble(g) & 0x7F) == 0)
        Object_Sound(g, it, SFX3_ALARM_1);
    int32_t count = (it->data_index & 0xFFFF) + 1;
    it->data_index = count > STROBE_RUN ? 0 : (it->data_index & STROBE_RUNNING) | count;
}

void Lights3_StrobeAlarm(Game *g)
{
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        Item *it = &g->sim->items[i];
        if (it->object_id == O3_STROBE_LIGHT && Object_IsTriggerActive(it))
            it->data_index |= STROBE_RUNNING;
    }
}

/* Its reach follows |sin| of a phase stepping 728 a tick (times 4 over
 * 256: up to 64, held at 31), the dim part (under 8) skipped ahead. */
static void pulse_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it))
        return;
    it->data_index = (int16_t)(it->data_index + PULSE_STEP);
    int32_t f = abs(Math_Sin((uint16_t)it->data_index & 0xFFF0) >> 7);
    if (f > 31) {
        f = 31;
    } else if (f < 8) {
        f = 8;
        it->data_index = (int16_t)(it->data_index + 2048);
    }
    light_at(g, it, f, 31, 12, 0);
}

static void on_off_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it))
        light_at(g, it, 16, 31, 31, 31);
}

/* A fluorescent tube starting: its colour (red and green alike, blue a
 * little more) from the control stream by the tick count since it was
 * switched on. */
static void electrical_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it)) {
        it->data_index = 0;
        return;
    }
    Prng *p = &g->sim->prng;
    int32_t n = it->data_index, rg, b;
    if (n < 16) {
        rg = (Prng_Control(p) & 7) << 2;
        b = rg + (Prng_Control(p) & 3);
        it->data_index++;
    } else if (n < 96) {
        if ((wibble(g) & 0x3F) && (Prng_Control(p) & 7))
            rg = Prng_Control(p) & 7;
        else
            rg = 24 - (Prng_Control(p) & 7);
        b = rg + (Prng_Control(p) & 3);
        it->data_index++;
    } else if (n < 160) {
        rg = 12 - (Prng_Control(p) & 3);
        b = rg + (Prng_Control(p) & 3);
        if (!(Prng_Control(p) & 0x1F) && n > 128)
            it->data_index = 160;
        else
            it->data_index++;
    } else {
        rg = 31 - (Prng_Control(p) & 3);
        b = 31 - (Prng_Control(p) & 1);
    }
    light_at(g, it, 16, rg, rg, b);
}

/* A flash for the first 3 ticks of every 64 (its colour drawn on a
 * 0..255 scale, as this routine has it, and brought to 0..31). */
static void beacon_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it))
        return;
    it->data_index = (it->data_index + 1) & 0x3F;
    if (it->data_index < 3) {
        Prng *p = &g->sim->prng;
        int rg = (255 - (Prng_Control(p) & 3)) >> 3;
        int b = (255 - (Prng_Control(p) & 0x1F)) >> 3;
        light_at(g, it, 16, rg, rg, b);
    }
}

/* The coloured lights, red to white in their ids' order. */
static const uint8_t k_colours[5][3] = {
    { 31, 0, 0 }, { 0, 31, 0 }, { 0, 0, 31 }, { 31, 24, 0 }, { 28, 28, 31 },
};

static void coloured_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    int k = it->object_id - O3_RED_LIGHT;
    if (k >= 0 && k < 5 && Object_IsTriggerActive(it))
        light_at(g, it, 24, k_colours[k][0], k_colours[k][1], k_colours[k][2]);
}

void Lights3_Setup(Game *g)
{
    static const struct { int16_t id; void (*control)(Game *, int); } k[] = {
        { O3_STROBE_LIGHT, strobe_control },  { O3_PULSE_LIGHT, pulse_control },
        { O3_ON_OFF_LIGHT, on_off_control },  { O3_ELECTRICAL_LIGHT, electrical_control },
        { O3_EXTRA_LIGHT_1, beacon_control }, { O3_RED_LIGHT, coloured_control },
        { O3_GREEN_LIGHT, coloured_control }, { O3_BLUE_LIGHT, coloured_control },
        { O3_AMBER_LIGHT, coloured_control }, { O3_WHITE_LIGHT, coloured_control },
    };
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        g->objects[k[i].id].control = k[i].control;
        g->objects[k[i].id].save_flags = true;
    }
}
