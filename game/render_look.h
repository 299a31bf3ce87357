/* How a game's world looks in the renderer beyond the level data: what the
 * renderer cannot know from the level (engine/ never reads game/), set on
 * every renderer the front ends make for a level: the game's sky (the
 * level's sky model, GameRules.sky_object, turned by its first frame) and
 * water look (GameRules.water_look). */
#ifndef TOMB8_GAME_RENDER_LOOK_H
#define TOMB8_GAME_RENDER_LOOK_H

#include "engine/level/level.h"
#include "engine/render/render.h"
#include "engine/sim/sim.h"

/* The sky of lv's game (mesh -1 when the game has none or the level lacks
 * the model): the mesh the sky object's first pointer shows in s's mesh
 * table (Sim_MeshAt: a traded pointer shows, as in the originals), or
 * with s NULL the level's own (the table as a level starts). */
RenderSky RenderLook_Sky(const Level *lv, const Sim *s);
/* Sets everything above on r (made for lv), the sky as the level starts. */
void RenderLook_Apply(Renderer *r, const Level *lv);
/* Each frame of a running game: the sky as s's mesh table shows it now
 * (s runs the level r was made for). */
void RenderLook_FollowSim(Renderer *r, const Sim *s);

#endif
