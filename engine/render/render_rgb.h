/* Palette -> RGB conversion of 8-bit frames, in compiled paths chosen once
 * per process from the CPU (CPUID): a scalar reference, AVX2 (8 pixels a
 * step: table words packed by byte shuffles) and AVX-512 VBMI (64 pixels a
 * step: the lookup itself done by byte permutes). Every path writes the same
 * bytes. TOMB8_SIMD=scalar forces the scalar path (TOMB8_SIMD=avx2 or avx512
 * asks for one; unknown or unsupported names leave the default, the widest
 * the CPU has). The renderer's Render_ToRGB and the platform's presents
 * use it; nothing here depends on a renderer. */
#ifndef TOMB8_ENGINE_RENDER_RENDER_RGB_H
#define TOMB8_ENGINE_RENDER_RENDER_RGB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum {
    RENDER_RGB_SCALAR = 0, /* plain C, the reference */
    RENDER_RGB_AVX2,       /* table look-ups packed 8 pixels at a time */
    RENDER_RGB_AVX512,     /* AVX-512 VBMI byte permutes, 64 pixels at a time */
    RENDER_RGB_PATHS
} RenderRgbPath;

/* True when this CPU (and build) can run path p. */
bool RenderRGB_PathSupported(RenderRgbPath p);
/* The path in use (for the whole process). */
RenderRgbPath RenderRGB_Path(void);
/* Switches the process to path p (false, unchanged, when not supported).
 * Tests and benchmarks, between conversions. */
bool RenderRGB_SetPath(RenderRgbPath p);
/* Its name ("scalar", "avx2", "avx512"). */
const char *RenderRGB_PathName(RenderRgbPath p);
/* The path for a TOMB8_SIMD value (NULL or "": unset): scalar when it says
 * "scalar", the named path when supported, else the widest supported; then
 * warn (warn_cap > 0) holds one line saying the value was unknown or not
 * supported, with the accepted ones (RenderRGB_Path prints it once), else
 * it is empty. */
RenderRgbPath RenderRGB_ChoosePath(const char *simd, char *warn, size_t warn_cap);

/* n pixels of src through pal (pal[i] = r, g, b of index i) to RGB24 at
 * rgb (3 * n bytes; nothing past them is written). */
void RenderRGB_Convert(const uint8_t pal[256][3], const uint8_t *src, uint8_t *rgb, size_t n);

/* n RGB24 pixels to 32-bit words 0x00RRGGBB (the XRGB8888 textures of the
 * platform's windows), on the same paths; nothing outside the ranges is
 * read or written. */
void RenderRGB_ToXRGB(const uint8_t *rgb, uint32_t *dst, size_t n);

/* n pixels of src through pal straight to XRGB words 0x00RRGGBB at dst
 * (what RenderRGB_Convert then RenderRGB_ToXRGB give, in one pass), on the
 * same paths; nothing outside the ranges is read or written. */
void RenderRGB_ConvertXRGB(const uint8_t pal[256][3], const uint8_t *src, uint32_t *dst, size_t n);

#endif
