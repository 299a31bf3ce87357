/* Item shadows (see shadow.h). */
#include "game/objects/shadow.h"

#include "engine/anim/anim.h"
#include "engine/math/fixed.h"
#include "game/game.h"
#include "game/objects/object.h"


/* All three games draw the same octagon, two half extents long on each axis
 * with its corners cut at one: (-1, 2) (1, 2) (2, 1) (2, -1) ... The shade
 * the original passes is 32, one past the 32 depth-cue tables, which lands
 * on the table of row 24: half way from normal to black. */
const ShadowRules Shadow_Octagon = {
    {{-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}}, 8, 24};

bool Shadow_OfItem(const Game *g, int item, int32_t t, RenderShadowDraw *out)
{
    const Sim *s = g->sim;
    const Level *lv = g->lv;
    if (item < 0 || (uint32_t)item >= s->num_items)
        return false;
    const Item *it = &s->items[item];
    const ShadowRules *rules = g->rules ? g->rules->shadow : NULL;
    int size = Object_Info(g, it->object_id)->shadow_size;
    if (!rules || size <= 0 || it->status == ITEM_STATUS_INVISIBLE || it->model < 0 ||
        (uint32_t)it->model >= lv->num_models || it->anim < 0 ||
        (uint32_t)it->anim >= lv->num_animations)
        return false;
    /* the bounds of the key frame shown (the original's frame[0]) */
    int nm = lv->models[it->model].num_meshes;
    AnimKeys keys;
    AnimFrame f;
    Anim_GetKeys(lv, it->anim, it->frame, nm, &keys);
    if (!Anim_DecodeFrame(lv, keys.word0, nm, &f))
        return false;
    int32_t x_mid = ((int32_t)f.bbox.min_x + f.bbox.max_x) / 2;
    int32_t z_mid = ((int32_t)f.bbox.min_z + f.bbox.max_z) / 2;
    int32_t x_add = ((int32_t)f.bbox.max_x - f.bbox.min_x) * size / 1024;
    int32_t z_add = ((int32_t)f.bbox.max_z - f.bbox.min_z) * size / 1024;
    Vec3i pos;
    Vec3s rot;
    Sim_ItemInterp(s, item, t, &pos, &rot);
    int32_t sn = Math_Sin(rot.y), cs = Math_Cos(rot.y);
    out->nv = rules->nv;
    out->shade_row = rules->shade_row;
    out->room = (int16_t)s->cur[item].room;
    for (int i = 0; i < rules->nv; i++) {
        int32_t x = x_mid + rules->corner[i][0] * x_add;
        int32_t z = z_mid + rules->corner[i][1] * z_add;
        /* turned by the heading (the original's RotY), placed at the floor */
        out->v[i].x = pos.x + (int32_t)(((int64_t)x * cs + (int64_t)z * sn) >> 14);
        out->v[i].y = it->floor;
        out->v[i].z = pos.z + (int32_t)(((int64_t)z * cs - (int64_t)x * sn) >> 14);
    }
    return true;
}

bool Shadow_AppendDraws(const Game *g, int32_t t, SimDrawList *dl)
{
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        RenderShadowDraw sd;
        if (Shadow_OfItem(g, (int)i, t, &sd) && !SimDraw_AddShadow(dl, &sd))
            return false;
    }
    return true;
}
