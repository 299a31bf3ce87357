#include "engine/sim/prng.h"

#include <stddef.h>

static int32_t step(uint32_t *x)
{
    *x = 0x41C64E6Du * *x + 0x3039u; /* unsigned: wraps mod 2^32 by definition */
    return (int32_t)((*x >> 10) & 0x7FFFu);
}

void Prng_SeedBoth(Prng *p, uint32_t seed)
{
    p->control = seed;
    p->draw = seed;
    p->control_calls = 0;
}

void Prng_SeedControl(Prng *p, uint32_t seed) { p->control = seed; }
void Prng_SeedDraw(Prng *p, uint32_t seed) { p->draw = seed; }

int32_t Prng_Control(Prng *p)
{
    p->control_calls++;
    return step(&p->control);
}

int32_t Prng_Draw(Prng *p) { return step(&p->draw); }
