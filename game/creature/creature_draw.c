/* Creature drawing (see creature_draw.h). */
#include "game/creature/creature_draw.h"

#include <string.h>

#include "game/creature/creature.h"
#include "game/game.h"

/* Whether the item is one this module draws. */
static bool drawn_here(const Game *g, const Item *it)
{
    const ObjectInfo *o = Object_Info(g, it->object_id);
    return o->intelligent || it->object_id == O_MUMMY || it->object_id == O_PODS ||
           it->object_id == O_BIG_POD || it->object_id == O_STATUE;
}

/* The pose of `m` at (anim, frame) placed at a snapshot's position, key
 * frames blended as the original draws them. */
static void snapshot_pose(const Level *lv, const Model *m, const ItemSnapshot *sn, int anim,
                          int frame, const int16_t *extra, AnimPose *out)
{
    Mat34 place;
    Anim_PlaceWorld(sn->pos, sn->rot, &place);
    AnimKeys k;
    AnimFrame f0, f1;
    Anim_GetKeys(lv, anim, frame, m->num_meshes, &k);
    Anim_DecodeFrame(lv, k.word0, m->num_meshes, &f0);
    /* Each key frame posed with the extra rotations the marked bones take
     * (as the original's drawing of creatures). */
    Anim_PoseFromFrameExtra(lv, m, &f0, &place, extra, out);
    if (k.num == 0 || !Anim_DecodeFrame(lv, k.word1, m->num_meshes, &f1))
        return;
    AnimPose p1;
    Anim_PoseFromFrameExtra(lv, m, &f1, &place, extra, &p1);
    Anim_LerpPose(out, &p1, (int32_t)(((int64_t)k.num << 16) / k.den), out);
}

/* A jump between the ticks too big to be motion is shown at once. */
static bool snapped(const ItemSnapshot *a, const ItemSnapshot *b)
{
    int64_t dx = (int64_t)b->pos.x - a->pos.x, dy = (int64_t)b->pos.y - a->pos.y;
    int64_t dz = (int64_t)b->pos.z - a->pos.z;
    int ry = (int16_t)(uint16_t)((uint16_t)b->rot.y - (uint16_t)a->rot.y);
    return dx > SIM_SNAP_DISTANCE || dx < -SIM_SNAP_DISTANCE || dy > SIM_SNAP_DISTANCE ||
           dy < -SIM_SNAP_DISTANCE || dz > SIM_SNAP_DISTANCE || dz < -SIM_SNAP_DISTANCE ||
           ry > SIM_SNAP_ANGLE || ry < -SIM_SNAP_ANGLE;
}

/* The pose between the ticks (t: 0 last tick .. 65536 this one) of model
 * `m` playing the item's animation shifted by anim_shift (the skateboard
 * plays the boy's animation in its own set). */
static void pose_at(const Sim *s, int item, const Model *m, int anim_shift, const int16_t *extra,
                    int32_t t, AnimPose *out)
{
    const Level *lv = s->level;
    const ItemSnapshot *a = &s->prev[item], *b = &s->cur[item];
    t = CLAMP(t, 0, 65536);
    if (snapped(a, b))
        t = 65536;
    snapshot_pose(lv, m, b, b->anim + anim_shift, b->frame, extra, out);
    if (t >= 65536)
        return;
    AnimPose before;
    snapshot_pose(lv, m, a, a->anim + anim_shift, a->frame, extra, &before);
    Anim_LerpPose(&before, out, t, out);
}

/* Appends the meshes of a pose that mesh_bits shows (mesh k from mesh
 * pointer swap[k] when swap is given and swap[k] >= 0). */
static int emit_swapped(const Sim *s, const Model *m, const Item *it, const AnimPose *pose,
                        uint32_t mesh_bits, const int32_t *swap, RenderMeshDraw *out, int cap)
{
    const Level *lv = s->level;
    int n = 0;
    for (int k = 0; k < pose->num_meshes && n < cap; k++) {
        if (k < 32 && !(mesh_bits & (1u << k)))
            continue;
        uint32_t ptr = (uint32_t)m->start_mesh + (uint32_t)k;
        if (swap && k < CREATURE_DRAW_SWAPS && swap[k] >= 0)
            ptr = (uint32_t)swap[k];
        if (ptr >= lv->num_mesh_pointers)
            break;
        RenderMeshDraw *d = &out[n++];
        memset(d, 0, sizeof(*d));
        d->mesh = Sim_MeshAt(s, ptr);
        d->world = pose->mesh[k];
        d->room = it->room;
        d->light_mode = RENDER_LIGHT_ROOM;
        if (it->intensity >= 0) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(it->intensity, 0, 0x1FFF);
        }
    }
    return n;
}

static int emit(const Sim *s, const Model *m, const Item *it, const AnimPose *pose,
                uint32_t mesh_bits, RenderMeshDraw *out, int cap)
{
    return emit_swapped(s, m, it, pose, mesh_bits, NULL, out, cap);
}

int Creature_DrawSwapped(const struct Game *g, const Sim *s, int item, int32_t t,
                         const int32_t *swap, RenderMeshDraw *out, int cap)
{
    const Level *lv = s->level;
    if (!g || item < 0 || (uint32_t)item >= s->num_items)
        return -1;
    const Item *it = &s->items[item];
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return -1;
    const Model *m = &lv->models[it->model];
    AnimPose pose;
    pose_at(s, item, m, 0, NULL, t, &pose);
    return emit_swapped(s, m, it, &pose, it->mesh_bits, swap, out, cap);
}

int Creature_DrawStatue(const struct Game *g, const Sim *s, int item, int32_t t,
                        const int32_t *swap, RenderMeshDraw *out, int cap)
{
    const Level *lv = s->level;
    if (!g || item < 0 || (uint32_t)item >= s->num_items)
        return -1;
    const Item *it = &s->items[item];
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return -1;
    const Model *m = &lv->models[it->model];
    AnimPose pose;
    pose_at(s, item, m, 0, Creature_ExtraRotation(it), t, &pose);
    return emit_swapped(s, m, it, &pose, 0xFFFFFFFFu, swap, out, cap);
}

void Creature_SwapsFrom(const Level *lv, const Item *it, int swap_id, int32_t *swap)
{
    const Model *from = Level_FindModel(lv, (uint32_t)swap_id);
    int own = it->model >= 0 && (uint32_t)it->model < lv->num_models
                  ? lv->models[it->model].num_meshes : 0;
    for (int k = 0; k < CREATURE_DRAW_SWAPS; k++) {
        bool kept = (it->mesh_bits >> k) & 1u;
        swap[k] = -1;
        if (!kept && from && k < own && k < from->num_meshes &&
            (uint32_t)(from->start_mesh + k) < lv->num_mesh_pointers)
            swap[k] = (int32_t)(from->start_mesh + k);
    }
}

int Creature_DrawItem(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    const Game *g = user;
    const Level *lv = s->level;
    if (!g || item < 0 || (uint32_t)item >= s->num_items)
        return -1;
    const Item *it = &s->items[item];
    if (item == s->lara || !drawn_here(g, it) || it->model < 0 ||
        (uint32_t)it->model >= lv->num_models)
        return -1;
    const Model *m = &lv->models[it->model];
    AnimPose pose;
    pose_at(s, item, m, 0, Creature_ExtraRotation(it), t, &pose);
    int n = emit(s, m, it, &pose, it->mesh_bits, out, cap);

    /* The board: the skateboard model playing the boy's animation in its
     * own animation set, without head turns. */
    if (it->object_id == O_SKATEKID) {
        const Model *board = Level_FindModel(lv, O_SKATEBOARD);
        if (board && n < cap) {
            int shift = Sim_ModelFirstAnim(lv, board) - Sim_ModelFirstAnim(lv, m);
            int a = s->cur[item].anim + shift;
            if (a >= 0 && (uint32_t)a < lv->num_animations) {
                pose_at(s, item, board, shift, NULL, t, &pose);
                n += emit(s, board, it, &pose, 0xFFFFFFFFu, out + n, cap - n);
            }
        }
    }
    return n;
}
