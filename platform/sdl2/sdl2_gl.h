/* The SDL2 back end's OpenGL presenter (--present gl): the 8-bit frame goes
 * to the GPU as it is, one byte a pixel, and a fragment shader looks its
 * palette up, instead of the CPU writing 4 bytes a pixel of XRGB (issue 24:
 * that conversion is memory-bound, 6-8 MB a 1080p frame). SDL_Renderer has
 * no indexed textures, hence plain GL 2.1 / GLSL 1.10, every function
 * loaded through SDL_GL_GetProcAddress so tomb8 links nothing new.
 * Internal to platform/sdl2/. */
#ifndef TOMB8_PLATFORM_SDL2_GL_H
#define TOMB8_PLATFORM_SDL2_GL_H

#include "platform/platform_internal.h"

#include <SDL.h>

typedef struct SdlGl SdlGl;

/* Creates a context on `window` (made with SDL_WINDOW_OPENGL), loads the
 * functions, compiles the shaders. *vsync is the swap interval asked, set
 * false when the driver refuses it. NULL with the reason in why on any
 * failure (the caller falls back to SDL's renderer). */
SdlGl *SdlGl_Open(SDL_Window *window, bool *vsync, char *why, size_t cap);
void SdlGl_Close(SdlGl *g);

/* Whether a w x h frame fits this GL's largest texture. */
bool SdlGl_Fits(const SdlGl *g, int w, int h);

/* Draws p's last frame (indexed through its palette, or RGB24) into the
 * rectangle r of a win_w x win_h drawable, black around it; false on a GL
 * error. Does not swap. */
bool SdlGl_Draw(SdlGl *g, const Platform *p, int win_w, int win_h, PlatformRect r);

/* Reads the drawable back as RGB24, top row first (GL's rows are bottom
 * up), before the swap. */
bool SdlGl_ReadBack(SdlGl *g, uint8_t *rgb, int w, int h);

void SdlGl_Swap(SdlGl *g);

#endif
