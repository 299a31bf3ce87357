/* The engine's random numbers, as the original: two independent linear
 * congruential streams, "control" (simulation: AI, triggers) and "draw"
 * (cosmetic: effects the player sees but that never feed back).
 * Each step: x = 0x41C64E6D * x + 0x3039; value = (x >> 10) & 0x7FFF. */
#ifndef TOMB8_ENGINE_SIM_PRNG_H
#define TOMB8_ENGINE_SIM_PRNG_H

#include <stdint.h>

#define PRNG_DEMO_SEED 0xD371F947u

typedef struct {
    uint32_t control;
    uint32_t draw;
    uint32_t control_calls; /* numbers drawn from the control stream */
} Prng;

void Prng_SeedBoth(Prng *p, uint32_t seed);
void Prng_SeedControl(Prng *p, uint32_t seed);
void Prng_SeedDraw(Prng *p, uint32_t seed);
/* 0..0x7FFF */
int32_t Prng_Control(Prng *p);
int32_t Prng_Draw(Prng *p);

#endif
