/* Small memory helpers shared by the engine's modules. */
#ifndef TOMB8_ENGINE_CORE_MEM_H
#define TOMB8_ENGINE_CORE_MEM_H

#include <stdbool.h>
#include <stddef.h>

/* Makes the array *p (capacity *cap elements of elem bytes) hold at least
 * need elements, doubling from 64; false (array unchanged) when out of
 * memory or when the size would overflow. */
bool Mem_Grow(void **p, size_t *cap, size_t need, size_t elem);

#endif
