/* Drawing the active effects (see Effect_AppendDraws). */
#include "game/effects/effect_internal.h"

#include <string.h>

#include "engine/core/mem.h"
#include "game/effects/bolt.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"
#include "game/effects/wake_tr3.h"
#include "game/effects/weather.h"

#define FX_SHADE_NEUTRAL 4096

/* The palette entry nearest an RGB colour (squared distance; the first of
 * equals), index 0 left out: it is the sprites' see-through texel. */
uint8_t Effect_NearestColour(const Level *lv, int r, int g, int b)
{
    int best = 1;
    int32_t best_d = INT32_MAX;
    for (int i = 1; i < 256; i++) {
        int dr = MIN(lv->palette[i].r * 4, 255) - r;
        int dg = MIN(lv->palette[i].g * 4, 255) - g;
        int db = MIN(lv->palette[i].b * 4, 255) - b;
        int32_t d = dr * dr + dg * dg + db * db;
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return (uint8_t)best;
}

/* A stand-in drawn as the original's spark (EffectIds.spark_looks). What an
 * 8-bit frame can show of it: an opaque or additive quad without a sprite
 * as its colour's nearest palette entry (no additive mixing here); an
 * opaque or additive sprite as its own texels, dimmed through the
 * ColourMap as far as its colour is dark (the hue is not shown). Its start
 * colour throughout (the original fades it over the spark's life). */
void Effect_DrawSparkLook(const Level *lv, const EffectIds *ids, const EffectSparkLook *lk,
                          Vec3i pos, int room, SimDrawList *dl)
{
    uint16_t sprite = RENDER_SPRITE_NONE;
    if (lk->sprite == EFFECT_SPARK_HIDDEN)
        return;
    if (lk->sprite >= 0) {
        const SpriteSequence *sq = Level_FindSpriteSequence(lv, ids->spark_sheet);
        int32_t n = sq ? -sq->neg_length : 0;
        if (lk->sprite >= n || sq->offset + lk->sprite >= (int32_t)lv->num_sprite_textures)
            return;
        sprite = (uint16_t)(sq->offset + lk->sprite);
    }
    int bright = MAX(lk->r, MAX(lk->g, lk->b));
    RenderSpriteDraw *d = &dl->sprites[dl->num_sprites++];
    memset(d, 0, sizeof(*d));
    d->x = pos.x;
    d->y = pos.y;
    d->z = pos.z;
    d->room = (int16_t)room;
    d->sprite = sprite;
    d->size = lk->size;
    d->scalar = lk->scalar;
    d->w = lk->w;
    d->h = lk->h;
    if (sprite == RENDER_SPRITE_NONE) {
        d->look = RENDER_SPRITE_FLAT;
        d->colour = Effect_NearestColour(lv, lk->r, lk->g, lk->b);
        d->shade = FX_SHADE_NEUTRAL;
    } else {
        d->look = RENDER_SPRITE_PLAIN;
        d->shade = (int16_t)(FX_SHADE_NEUTRAL + (255 - bright) * 0xFFF / 255);
    }
}

static void append_spark(const Level *lv, const EffectIds *ids, const Effect *e,
                         SimDrawList *dl)
{
    int k = e->object_id - ids->first_spark;
    if (k >= ids->num_spark_looks || !ids->spark_looks)
        return;
    Effect_DrawSparkLook(lv, ids, &ids->spark_looks[k], e->pos, e->room, dl);
}

bool Effect_AppendDraws(const Game *g, SimDrawList *dl)
{
    const EffectList *l = &g->effects;
    const Level *lv = g->lv;
    /* The kinds are TR1's object ids: a game that numbers them otherwise
     * draws none until its own table says so. */
    if (!lv || !g->rules->draw_effects)
        return true;
    size_t n = (size_t)Effect_ActiveCount(g);
    if (!Mem_Grow((void **)&dl->meshes, &dl->cap_meshes, dl->num_meshes + n,
                  sizeof(RenderMeshDraw)) ||
        !Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + n,
                  sizeof(RenderSpriteDraw)))
        return false;
    const EffectIds *ids = Effect_Ids(g);
    int guard = 0;
    for (int fx = l->next_active; Effect_Ok(fx) && guard < EFFECT_MAX;
         fx = l->fx[fx].next_active, guard++) {
        const Effect *e = &l->fx[fx];
        int16_t meshes = Effect_MeshesOf(g, e->object_id);
        if (e->room < 0 || (uint32_t)e->room >= lv->num_rooms)
            continue;
        if (e->object_id >= 0 && e->object_id < OBJECT_MAX && g->objects[e->object_id].effect_draw) {
            if (!g->objects[e->object_id].effect_draw(g, fx, dl))
                return false;
            continue;
        }
        if (ids->first_spark > 0 && e->object_id >= ids->first_spark) {
            append_spark(lv, ids, e, dl);
            continue;
        }
        if (meshes < 0) {
            const SpriteSequence *sq = Level_FindSpriteSequence(lv, e->object_id);
            int32_t sprite = sq ? sq->offset - e->frame_num : -1;
            if (sprite < 0 || (uint32_t)sprite >= lv->num_sprite_textures)
                continue;
            RenderSpriteDraw *d = &dl->sprites[dl->num_sprites++];
            memset(d, 0, sizeof(*d));
            d->x = e->pos.x;
            d->y = e->pos.y;
            d->z = e->pos.z;
            d->room = e->room;
            d->sprite = (uint16_t)sprite;
            d->shade = FX_SHADE_NEUTRAL;
            continue;
        }
        /* A model's first mesh, or (no meshes of its own) the mesh the
         * effect carries. */
        const Model *m = meshes ? Level_FindModel(lv, (uint32_t)e->object_id) : NULL;
        int32_t ptr = m ? m->start_mesh : e->frame_num;
        if (ptr < 0 || (uint32_t)ptr >= lv->num_mesh_pointers)
            continue;
        RenderMeshDraw *d = &dl->meshes[dl->num_meshes++];
        memset(d, 0, sizeof(*d));
        d->mesh = Sim_MeshAt(g->sim, (uint32_t)ptr);
        Mat34_FromPosRot(&d->world, e->pos.x, e->pos.y, e->pos.z, e->rot.y, e->rot.x, e->rot.z);
        d->room = e->room;
        if (m) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(e->shade, 0, 0x1FFF);
        } else {
            d->light_mode = RENDER_LIGHT_ROOM;
        }
    }
    if (ids->world_draws && !ids->world_draws(g, dl))
        return false;
    if (g->rules && g->rules->swarm && !g->rules->swarm->append_draws(g, dl))
        return false;
    return Spark3_AppendDraws(g, dl) && Splash3_AppendDraws(g, dl) && Wake3_AppendDraws(g, dl) &&
           Weather_AppendDraws(g, dl) && Bolt_AppendDraws(g, dl);
}
