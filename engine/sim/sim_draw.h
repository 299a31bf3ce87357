/* Draw lists of a simulation state for the renderer: one RenderMeshDraw per
 * mesh of every visible item with a model (pose interpolated between the
 * previous and the current tick), one RenderSpriteDraw per visible sprite
 * item. Reading only: building draws never changes the simulation.
 *
 *     SimDrawList dl = {0};
 *     each frame: SimDraw_Build(&sim, t, &dl);   // t: 0 prev tick .. 65536 current
 *                 Render_Frame(r, &cam, dl.meshes, dl.num_meshes, dl.sprites, dl.num_sprites, fb);
 *     at exit:    SimDraw_Free(&dl);
 * The arrays grow to the largest frame and are then reused (no per-frame
 * allocation once warm). */
#ifndef TOMB8_ENGINE_SIM_SIM_DRAW_H
#define TOMB8_ENGINE_SIM_SIM_DRAW_H

#include "engine/render/render.h"
#include "engine/sim/sim.h"

typedef struct {
    RenderMeshDraw *meshes;
    size_t num_meshes, cap_meshes;
    RenderSpriteDraw *sprites;
    size_t num_sprites, cap_sprites;
} SimDrawList;

/* False only when out of memory (the list is then empty). */
bool SimDraw_Build(const Sim *s, int32_t t, SimDrawList *dl);
void SimDraw_Free(SimDrawList *dl);

#endif
