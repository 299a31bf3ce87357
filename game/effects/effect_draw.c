/* Drawing the active effects (see Effect_AppendDraws). */
#include "game/effects/effect_internal.h"

#include <string.h>

#include "engine/core/mem.h"

#define FX_SHADE_NEUTRAL 4096

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
        if (ids->first_undrawn > 0 && e->object_id >= ids->first_undrawn)
            continue;
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
        d->mesh = lv->mesh_index[ptr];
        Mat34_FromPosRot(&d->world, e->pos.x, e->pos.y, e->pos.z, e->rot.y, e->rot.x, e->rot.z);
        d->room = e->room;
        if (m) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(e->shade, 0, 0x1FFF);
        } else {
            d->light_mode = RENDER_LIGHT_ROOM;
        }
    }
    return true;
}
