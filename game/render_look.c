#include "game/render_look.h"

#include "engine/anim/anim.h"
#include "game/rules/rules.h"

RenderSky RenderLook_Sky(const Level *lv, const Sim *s)
{
    RenderSky sky = {.mesh = -1};
    Mat34_Identity(&sky.rot);
    int16_t id = GameRules_For(lv->game)->sky_object;
    const Model *m = id > 0 ? Level_FindModel(lv, (uint32_t)id) : NULL;
    if (!m || m->num_meshes == 0 || m->start_mesh >= lv->num_mesh_pointers)
        return sky;
    /* the originals draw the sky through the changeable mesh pointers
     * (meshes[] at the object's mesh_index), so a traded pointer shows */
    sky.mesh = (int32_t)(s ? Sim_MeshAt(s, m->start_mesh) : lv->mesh_index[m->start_mesh]);
    /* the original turns it by its first mesh's angles in the first frame
     * of its animation (a model without one: unturned) */
    if (m->animation < lv->num_animations) {
        AnimFrame f;
        const Animation *a = &lv->animations[m->animation];
        Anim_GetFrame(lv, m->animation, a->frame_start, 1, &f);
        Mat34_RotYXZ(&sky.rot, f.rot[0][1], f.rot[0][0], f.rot[0][2]);
    }
    return sky;
}

void RenderLook_Apply(Renderer *r, const Level *lv)
{
    RenderSky sky = RenderLook_Sky(lv, NULL);
    Render_SetSky(r, &sky);
    Render_SetWaterLook(r, GameRules_For(lv->game)->water_look);
}

void RenderLook_FollowSim(Renderer *r, const Sim *s)
{
    RenderSky sky = RenderLook_Sky(s->level, s);
    Render_SetSky(r, &sky);
}
