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

/* An item the game layer draws its own way (Lara: arms from her weapon's
 * frames, swapped meshes, muzzle flashes): fills up to `cap` draws (mesh,
 * world, light_mode, shade; the builder sets the room) and returns how
 * many, or -1 to draw the item the default way. cap is the model's mesh
 * count plus SIMDRAW_ITEM_EXTRA. Must not change the simulation. */
typedef int (*SimDrawItemFn)(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out,
                             int cap);
#define SIMDRAW_ITEM_EXTRA 12

typedef struct {
    RenderMeshDraw *meshes;
    size_t num_meshes, cap_meshes;
    RenderSpriteDraw *sprites;
    size_t num_sprites, cap_sprites;
    RenderShadowDraw *shadows; /* filled by the game layer (SimDraw_AddShadow);
                                * SimDraw_Build empties it */
    size_t num_shadows, cap_shadows;
    RenderLineDraw *lines;  /* filled by the game layer (SimDraw_AddLine: TR3's
                             * beams and bolts); SimDraw_Build empties it */
    size_t num_lines, cap_lines;
    RenderTriDraw *tris;    /* filled by the game layer (SimDraw_AddTri: TR3's
                             * fish); SimDraw_Build empties it */
    size_t num_tris, cap_tris;
    RenderDynLight lights[RENDER_MAX_DYN_LIGHTS]; /* dynamic lights, filled by the
                                * game layer; SimDraw_Build empties it */
    size_t num_lights;
    SimDrawItemFn item_fn;  /* NULL: every item the default way */
    void *item_user;
} SimDrawList;

/* False only when out of memory (the list is then empty). */
/* The model whose meshes show a model item: its own, but TR3's Lara's
 * (object 0) meshes are object 315's (LARA_SKIN), her animations and
 * skeleton object 0's. */
const Model *SimDraw_MeshModel(const Level *lv, const Item *it);
bool SimDraw_Build(const Sim *s, int32_t t, SimDrawList *dl);
void SimDraw_Free(SimDrawList *dl);
/* Appends a shadow; false only when out of memory. */
bool SimDraw_AddShadow(SimDrawList *dl, const RenderShadowDraw *shadow);
/* Appends a line; false only when out of memory. */
bool SimDraw_AddLine(SimDrawList *dl, const RenderLineDraw *line);
/* Appends a sprite triangle; false only when out of memory. */
bool SimDraw_AddTri(SimDrawList *dl, const RenderTriDraw *tri);

#endif
