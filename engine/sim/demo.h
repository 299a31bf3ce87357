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

/* Parses and validates the level's DemoData: the room must exist, words must
 * only use the 13 input bits, the -1 terminator must be present. On failure
 * one line in err and false. A level without demo data is an error too. */
bool Demo_Parse(const Level *lv, Demo *out, char *err, size_t err_cap);
void Demo_Free(Demo *d);

#endif
