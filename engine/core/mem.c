/* Small memory helpers (see mem.h). */
#include "engine/core/mem.h"

#include <stdint.h>
#include <stdlib.h>

bool Mem_Grow(void **p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return true;
    size_t nc = *cap ? *cap : 64;
    while (nc < need) {
        if (nc > SIZE_MAX / 2)
            return false;
        nc *= 2;
    }
    if (elem && nc > SIZE_MAX / elem)
        return false;
    void *q = realloc(*p, nc * elem);
    if (!q)
        return false;
    *p = q;
    *cap = nc;
    return true;
}
