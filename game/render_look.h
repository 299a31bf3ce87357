/* How a game's world looks in the renderer beyond the level data: what the
 * renderer cannot know from the level (engine/ never reads game/), set on
 * every renderer the front ends make for a level: the game's sky (the
 * level's sky model, GameRules.sky_object, turned by its first frame) and
 * water look (GameRules.water_look). */
#ifndef TOMB8_GAME_RENDER_LOOK_H
#define TOMB8_GAME_RENDER_LOOK_H

#include "engine/level/level.h"
#include "engine/render/render.h"

/* The sky of lv's game (mesh -1 when the game has none or the level lacks
 * the model). */
RenderSky RenderLook_Sky(const Level *lv);
/* Sets everything above on r (made for lv). */
void RenderLook_Apply(Renderer *r, const Level *lv);

#endif
