/* Basic types and helpers shared by every module. */
#ifndef TOMB8_ENGINE_CORE_COMMON_H
#define TOMB8_ENGINE_CORE_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))

typedef struct { int16_t x, y, z; } Vec3s;
typedef struct { int32_t x, y, z; } Vec3i;

/* World units: a sector ("tile") is 1024 units, a "click" 256. */
#define WALL_SIZE 1024
#define STEP_SIZE 256

#endif
