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
 *     sampled evenly), model lit with a fixed intensity, camera in front.
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

#endif
