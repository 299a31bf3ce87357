/* Headless still captures and animation strips (build/tomb8 --headless).
 *
 *   --level FILE --size WxH --capture OUT.png  plus one of
 *     --camera X,Y,Z,ROOM,YAW,PITCH  (world units, 16-bit angles, positive pitch looks up)
 *     --view N     the level's fixed camera N. Fixed cameras only store a
 *                  position and a room, so the capture looks from there at the
 *                  centre of the camera's room (its bounding box); when the
 *                  camera sits within a quarter tile of that centre (horizontally)
 *                  it looks at the nearest item instead, and failing that along +z.
 *     --view lara  behind and above the start position of Lara (object 0),
 *                  looking at her (see view_lara in capture.c). Also the default.
 *   The level's items are drawn at their start positions in the first frame of
 *   their first animation; sprite items as billboards.
 *
 *   --model ID --anim A --capture-strip OUT.png
 *     the frames of animation A (relative to model ID's first animation) side
 *     by side, each tile --size big (default 320x240 per frame, max 16 frames
 *     sampled evenly), model lit with a fixed intensity, camera in front;
 *     its meshes as the game shows them when it starts the level (its mesh
 *     table, Capture_StartMeshes): what a player sees, e.g. TR3's Lara in
 *     her skin's meshes where the file's object 0 holds stubs.
 *
 * Called by App_RunHeadless (game/app/headless_level.c) when o->capture_path /
 * o->strip_path is set. Both return the process exit status: 0 ok, 2 bad input
 * (one "error: ..." line on stderr). Output is byte-identical for identical
 * inputs. */
#ifndef TOMB8_GAME_CAPTURE_H
#define TOMB8_GAME_CAPTURE_H

#include "engine/render/render.h"
#include "game/options.h"

int Capture_Still(const Options *o);
int Capture_Strip(const Options *o);

/* Camera of a level's fixed camera n (see above); false if n is out of range. */
bool Capture_FixedCameraView(const Level *lv, uint32_t n, RenderCamera *out);

/* Draw list of a level's items at their start (first frame of the first
 * animation) for captures/benchmarks. Allocates *meshes and *sprites (free()
 * them); false on out of memory. */
bool Capture_BuildItemDraws(const Level *lv, RenderMeshDraw **meshes, size_t *num_meshes,
                            RenderSpriteDraw **sprites, size_t *num_sprites);

/* The mesh (index into lv's meshes) each of lv's mesh pointers shows as a
 * game starts the level: its mesh table after Game_Attach (TR3's skin on
 * Lara's object), the level's own pointers when its items cannot be
 * simulated. num_mesh_pointers entries (at least one allocated; free() it);
 * NULL on out of memory. */
uint32_t *Capture_StartMeshes(const Level *lv);

#endif
