/* Draw lists from the simulation (see sim_draw.h). */
#include "engine/sim/sim_draw.h"

#include "engine/core/mem.h"

#include <stdlib.h>
#include <string.h>

/* TR3 keeps Lara's animations in object 0 but her visible meshes in object
 * 315 (LARA_SKIN); TR1 and TR2 keep both in object 0. */
#define TR3_LARA_SKIN 315

const Model *SimDraw_MeshModel(const Level *lv, const Item *it)
{
    const Model *m = &lv->models[it->model];
    if (lv->game == GAME_TR3 && it->object_id == 0) {
        const Model *skin = Level_FindModel(lv, TR3_LARA_SKIN);
        if (skin && skin->num_meshes >= m->num_meshes)
            return skin;
    }
    return m;
}

bool SimDraw_Build(const Sim *s, int32_t t, SimDrawList *dl)
{
    const Level *lv = s->level;
    dl->num_meshes = dl->num_sprites = dl->num_shadows = dl->num_lights = dl->num_lines = 0;
    dl->num_tris = 0;
    size_t need_m = 0, need_s = 0;
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        if (it->status == ITEM_STATUS_INVISIBLE)
            continue;
        if (it->model >= 0)
            need_m += lv->models[it->model].num_meshes + (dl->item_fn ? SIMDRAW_ITEM_EXTRA : 0);
        else
            need_s++;
    }
    if (!Mem_Grow((void **)&dl->meshes, &dl->cap_meshes, need_m, sizeof(RenderMeshDraw)) ||
        !Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, need_s, sizeof(RenderSpriteDraw)))
        return false;
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        if (it->status == ITEM_STATUS_INVISIBLE)
            continue;
        if (it->model >= 0 && dl->item_fn) {
            int cap = lv->models[it->model].num_meshes + SIMDRAW_ITEM_EXTRA;
            if (cap > (int)(need_m - dl->num_meshes))
                cap = (int)(need_m - dl->num_meshes);
            RenderMeshDraw *out = &dl->meshes[dl->num_meshes];
            int n = dl->item_fn(dl->item_user, s, (int)i, t, out, cap);
            if (n >= 0) {
                for (int k = 0; k < n && k < cap; k++)
                    out[k].room = s->cur[i].room;
                dl->num_meshes += (size_t)MIN(n, cap);
                continue;
            }
        }
        if (it->model >= 0) {
            AnimPose pose;
            Sim_ItemPoseInterp(s, (int)i, t, &pose);
            const Model *m = SimDraw_MeshModel(lv, it);
            for (int k = 0; k < pose.num_meshes && dl->num_meshes < need_m; k++) {
                uint32_t ptr = (uint32_t)m->start_mesh + (uint32_t)k;
                if (ptr >= lv->num_mesh_pointers)
                    break;
                RenderMeshDraw *d = &dl->meshes[dl->num_meshes++];
                memset(d, 0, sizeof(*d));
                d->mesh = Sim_MeshAt(s, ptr);
                d->world = pose.mesh[k];
                d->room = s->cur[i].room;
                /* Items with a stored intensity are lit with it, the rest by
                 * their room. */
                d->light_mode = RENDER_LIGHT_ROOM;
                if (it->intensity >= 0) {
                    d->light_mode = RENDER_LIGHT_FIXED;
                    d->shade = (int16_t)CLAMP(it->intensity, 0, 0x1FFF);
                }
            }
        } else {
            const SpriteSequence *seq = Level_FindSpriteSequence(lv, it->object_id);
            if (!seq || seq->neg_length >= 0 || seq->offset < 0 ||
                (uint32_t)seq->offset >= lv->num_sprite_textures || dl->num_sprites >= need_s)
                continue;
            Vec3i pos;
            Vec3s rot;
            Sim_ItemInterp(s, (int)i, t, &pos, &rot);
            RenderSpriteDraw *d = &dl->sprites[dl->num_sprites++];
            memset(d, 0, sizeof(*d));
            d->x = pos.x;
            d->y = pos.y;
            d->z = pos.z;
            d->room = s->cur[i].room;
            d->sprite = (uint16_t)seq->offset;
            int32_t sh = it->intensity;
            if (sh < 0 && it->room >= 0 && (uint32_t)it->room < lv->num_rooms)
                sh = lv->rooms[it->room].ambient;
            d->shade = (int16_t)CLAMP(sh, 0, 0x1FFF);
        }
    }
    return true;
}

void SimDraw_Free(SimDrawList *dl)
{
    free(dl->meshes);
    free(dl->sprites);
    free(dl->shadows);
    free(dl->lines);
    free(dl->tris);
    memset(dl, 0, sizeof(*dl));
}

bool SimDraw_AddShadow(SimDrawList *dl, const RenderShadowDraw *shadow)
{
    if (!Mem_Grow((void **)&dl->shadows, &dl->cap_shadows, dl->num_shadows + 1,
                  sizeof(RenderShadowDraw)))
        return false;
    dl->shadows[dl->num_shadows++] = *shadow;
    return true;
}

bool SimDraw_AddLine(SimDrawList *dl, const RenderLineDraw *line)
{
    if (!Mem_Grow((void **)&dl->lines, &dl->cap_lines, dl->num_lines + 1, sizeof(RenderLineDraw)))
        return false;
    dl->lines[dl->num_lines++] = *line;
    return true;
}

bool SimDraw_AddTri(SimDrawList *dl, const RenderTriDraw *tri)
{
    if (!Mem_Grow((void **)&dl->tris, &dl->cap_tris, dl->num_tris + 1, sizeof(RenderTriDraw)))
        return false;
    dl->tris[dl->num_tris++] = *tri;
    return true;
}
