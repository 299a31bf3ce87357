/* The level's built-in demo (TR1 DemoData): seven 32-bit start words
 * (Lara's x, y, z, rotation x, y, z, room), then one 32-bit input word per
 * tick until -1. */
#ifndef TOMB8_ENGINE_SIM_DEMO_H
#define TOMB8_ENGINE_SIM_DEMO_H

#include "engine/level/level.h"
#include "engine/sim/input.h"

typedef struct {
    Vec3i pos;
    Vec3s rot;
    int16_t room;
    uint32_t num_ticks;
    InputWord *inputs;  /* num_ticks words */
} Demo;

/* The original plays at most this many words of a demo. */
#define DEMO_MAX_TICKS 9000u

/* Parses and validates the level's DemoData: the start room must exist and
 * the start position lie in the world; the words run to the -1 terminator,
 * or to DEMO_MAX_TICKS words (the original stops there, terminator or not).
 * Any word other than -1 is kept whole. Without the terminator before that
 * limit, or without demo data: one line in err and false. */
bool Demo_Parse(const Level *lv, Demo *out, char *err, size_t err_cap);
void Demo_Free(Demo *d);

#endif
