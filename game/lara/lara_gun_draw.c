/* Lara as the originals draw her: the body from her animation, the torso
 * and head turned by torso_rot / head_rot, the arms from the weapon's own
 * frames while a gun is out (the two-handed weapons' upper arms aim in her
 * item frame, not the torso's), the weapon meshes swapped onto her, and
 * what the game adds (GunRules.draw_arms / draw_extras: TR1's muzzle
 * flashes here, TR2's in lara_gun_draw_tr2.c). Reading only: nothing here changes the
 * simulation. */
#include "game/lara/lara_gun_internal.h"

#include <string.h>

#include "engine/math/matrix.h"
#include "game/mesh_table.h"

/* TR1 object of the muzzle flash mesh. */
#define GUN_OBJ_FLASH 166
#define LARA_MESHES 15

bool Gun_ArmFrame(const Level *lv, const LaraArm *arm, int object, AnimFrame *out)
{
    const Model *m = Level_FindModel(lv, (uint32_t)object);
    if (!m || arm->frame_base < 0 || m->animation == 0xFFFF ||
        m->animation >= lv->num_animations)
        return false;
    /* The stride of the animation the arm plays (TR2's gun models), else
     * of the model's first. */
    uint32_t anim = arm->anim >= 0 && (uint32_t)arm->anim < lv->num_animations
                        ? (uint32_t)arm->anim
                        : m->animation;
    uint32_t stride = Anim_FrameStride(lv, &lv->animations[anim], m->num_meshes);
    uint32_t word = (uint32_t)arm->frame_base + (uint32_t)arm->frame_number * stride;
    return Anim_DecodeFrame(lv, word, m->num_meshes, out);
}

static bool is_arm(int k)
{
    return k >= LARA_MESH_UARM_R && k <= LARA_MESH_HAND_L;
}

/* A muzzle flash on the hand matrix: along the barrel, turned to face
 * forward, spun by a number of its own (the original takes it from the draw
 * stream; the renderer must not touch the simulation's). */
static bool flash_tr1(const Sim *s, int type, const Mat34 *hand, uint32_t spin,
                      RenderMeshDraw *d)
{
    int32_t light, len, off;
    switch (type) {
    case LGT_MAGNUMS: light = 16 * 256; len = 155; off = 55; break;
    case LGT_UZIS: light = 10 * 256; len = 180; off = 55; break;
    case LGT_SHOTGUN: light = 10 * 256; len = 285; off = 0; break;
    default: light = 20 * 256; len = 155; off = 55; break;
    }
    const Level *lv = s->level;
    const Model *m = Level_FindModel(lv, GUN_OBJ_FLASH);
    if (!m || m->num_meshes == 0 || m->start_mesh >= lv->num_mesh_pointers)
        return false;
    memset(d, 0, sizeof(*d));
    d->world = *hand;
    Mat34_TranslateRel(&d->world, 0, len, off);
    Mat34_RotX(&d->world, -90 * GUN_DEG);
    Mat34_RotZ(&d->world, (int32_t)(spin & 0x7FFF) * 2);
    d->mesh = Sim_MeshAt(s, m->start_mesh);
    d->light_mode = RENDER_LIGHT_FIXED;
    d->shade = (int16_t)light;
    return true;
}

/* Her meshes for one body frame, placed by `place`: the original's walk of
 * her skeleton with the torso / head turns and the weapon's arms. */
static void walk(const Level *lv, const Model *m, const Lara *l, const Mat34 *place,
                 const AnimFrame *body, const GunArms *arms, AnimPose *out)
{
    MatStack st;
    MatStack_Init(&st, place);
    MatStack_Translate(&st, body->offset.x, body->offset.y, body->offset.z);
    MatStack_RotYXZ(&st, body->rot[0][1], body->rot[0][0], body->rot[0][2]);
    out->num_meshes = LARA_MESHES;
    out->mesh[0] = *MatStack_Top(&st);
    for (int k = 1; k < LARA_MESHES; k++) {
        Anim_TreeLink(lv, m, k, &st);

        const AnimFrame *f = body;
        bool arm_on = is_arm(k) && (k < LARA_MESH_UARM_L ? arms->right_on : arms->left_on);
        if (arm_on)
            f = k < LARA_MESH_UARM_L ? &arms->right : &arms->left;
        else if (arms->torso_on && (k == LARA_MESH_TORSO || k == LARA_MESH_HEAD))
            f = &arms->torso;
        if (arm_on && arms->two_handed && (k == LARA_MESH_UARM_R || k == LARA_MESH_UARM_L)) {
            /* The upper arm aims in Lara's own frame: its turn starts from
             * her placement, not from the (turned) torso. */
            const LaraArm *arm = k == LARA_MESH_UARM_R ? &l->right_arm : &l->left_arm;
            const Vec3s *turn = arms->arms_by_torso ? &l->torso_rot : &arm->rot;
            memcpy(MatStack_Top(&st)->m, place->m, sizeof(place->m));
            MatStack_RotYXZ(&st, turn->y, turn->x, turn->z);
        }
        MatStack_RotYXZ(&st, f->rot[k][1], f->rot[k][0], f->rot[k][2]);
        if (k == LARA_MESH_TORSO)
            MatStack_RotYXZ(&st, l->torso_rot.y, l->torso_rot.x, l->torso_rot.z);
        else if (k == LARA_MESH_HEAD)
            MatStack_RotYXZ(&st, l->head_rot.y, l->head_rot.x, l->head_rot.z);
        out->mesh[k] = *MatStack_Top(&st);
    }
}

/* Her pose at one tick's snapshot: both key frames around her frame posed
 * and blended, as the simulation's own item poses. */
static void snapshot_pose(const Sim *s, int i, const ItemSnapshot *sn, const Lara *l,
                          const GunArms *arms, AnimPose *out)
{
    const Level *lv = s->level;
    const Model *m = &lv->models[s->items[i].model];
    Mat34 place;
    Anim_PlaceWorld(sn->pos, sn->rot, &place);
    AnimKeys k;
    AnimFrame f0, f1;
    Anim_GetKeys(lv, sn->anim, sn->frame, LARA_MESHES, &k);
    Anim_DecodeFrame(lv, k.word0, LARA_MESHES, &f0);
    walk(lv, m, l, &place, &f0, arms, out);
    if (k.num == 0 || !Anim_DecodeFrame(lv, k.word1, LARA_MESHES, &f1))
        return;
    AnimPose p1;
    walk(lv, m, l, &place, &f1, arms, &p1);
    Anim_LerpPose(out, &p1, (int32_t)(((int64_t)k.num << 16) / k.den), out);
}

int Gun_DrawLara(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    const Game *g = user;
    const Level *lv = s->level;
    if (!g || item != s->lara)
        return -1;
    const Item *it = &s->items[item];
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return -1;
    const Model *m = &lv->models[it->model];
    if (m->num_meshes != LARA_MESHES || cap < LARA_MESHES)
        return -1;
    const Lara *l = &g->lara;

    GunArms arms;
    memset(&arms, 0, sizeof(arms));
    g->rules->guns->draw_arms(g, &arms);

    /* Between the ticks as the simulation blends every item: both ticks'
     * poses, matrices blended (a teleport shows the new one at once). */
    AnimPose pose;
    snapshot_pose(s, item, &s->cur[item], l, &arms, &pose);
    if (t < 65536) {
        const ItemSnapshot *a = &s->prev[item];
        Vec3i p0;
        Vec3s r0;
        Sim_ItemInterp(s, item, 0, &p0, &r0);
        bool snapped = p0.x != a->pos.x || p0.y != a->pos.y || p0.z != a->pos.z ||
                       r0.x != a->rot.x || r0.y != a->rot.y || r0.z != a->rot.z;
        if (!snapped) {
            AnimPose before;
            snapshot_pose(s, item, a, l, &arms, &before);
            Anim_LerpPose(&before, &pose, t, &pose);
        }
    }
    const Mat34 *world = pose.mesh;

    int n = 0;
    for (int k = 0; k < LARA_MESHES; k++) {
        RenderMeshDraw *d = &out[n++];
        memset(d, 0, sizeof(*d));
        d->mesh = MeshTable_LaraMesh(g, k);
        d->world = world[k];
        d->light_mode = RENDER_LIGHT_ROOM;
        if (it->intensity >= 0) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(it->intensity, 0, 0x1FFF);
        }
    }
    n += g->rules->guns->draw_extras(g, s, world, out + n, cap - n);
    return n;
}

/* TR1: while a gun is out (drawing, ready, holstering) the arms play the
 * weapon's frames. */
void Gun_DrawArmsTR1(const Game *g, GunArms *arms)
{
    const Lara *l = &g->lara;
    const Level *lv = g->lv;
    bool guns = l->gun_status == LGS_DRAW || l->gun_status == LGS_READY ||
                l->gun_status == LGS_UNDRAW;
    int type = guns ? l->gun_type : LGT_UNARMED;
    bool two_handed = type == LGT_PISTOLS || type == LGT_MAGNUMS || type == LGT_UZIS;
    arms->two_handed = two_handed;
    if (two_handed || type == LGT_SHOTGUN) {
        int obj = two_handed ? GUN_OBJ_PISTOLS : GUN_OBJ_SHOTGUN;
        bool on = Gun_ArmFrame(lv, &l->left_arm, obj, &arms->left) &&
                  Gun_ArmFrame(lv, &l->right_arm, obj, &arms->right);
        arms->left_on = arms->right_on = on;
    }
}

/* TR1: flashes at the hands of the two-handed weapons (the original's
 * shotgun has none). */
int Gun_DrawExtrasTR1(const Game *g, const Sim *s, const Mat34 *world, RenderMeshDraw *out,
                      int cap)
{
    const Lara *l = &g->lara;
    GunArms arms;
    memset(&arms, 0, sizeof(arms));
    Gun_DrawArmsTR1(g, &arms);
    if (!arms.right_on || !arms.two_handed)
        return 0;
    int n = 0;
    uint32_t spin = s->tick * 0x41C64E6Du + 0x3039u;
    if (l->left_arm.flash_gun && n < cap &&
        flash_tr1(s, l->gun_type, &world[LARA_MESH_HAND_L], spin >> 10, &out[n]))
        n++;
    if (l->right_arm.flash_gun && n < cap &&
        flash_tr1(s, l->gun_type, &world[LARA_MESH_HAND_R], spin >> 16, &out[n]))
        n++;
    return n;
}
