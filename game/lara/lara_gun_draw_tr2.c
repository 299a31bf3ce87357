/* Lara's arms and what TR2 adds when it draws her (GunRules_TR2's
 * draw_arms / draw_extras; the body is lara_gun_draw.c's): the two-handed
 * guns' arms from the pistols model, the rifle-type guns' arms (and, while
 * the M16 aims or fires, her torso and head) from their model's current
 * frame, the flare arm from the flare model; the gun hanging on her back,
 * the muzzle flashes and the held flare's flame. Facts from the original
 * (TRX src/tr2/game/lara/draw.c, gun/gun_misc.c). Reading only. */
#include "game/lara/lara_gun_tr2.h"

#include <string.h>

#include "game/objects/tr2/object_ids_tr2.h"

static bool two_handed(int type)
{
    return type == LGT_PISTOLS || type == LGT_MAGNUMS || type == LGT_UZIS;
}

/* The gun in her hands for drawing: none unless one is out. */
static int drawn_type(const Lara *l)
{
    bool out = l->gun_status == LGS_READY || l->gun_status == LGS_SPECIAL ||
               l->gun_status == LGS_DRAW || l->gun_status == LGS_UNDRAW;
    return out ? l->gun_type : LGT_UNARMED;
}

/* The M16 aiming, firing or lowering (its model's states 0, 2, 4): her
 * torso and head follow its frame. */
static bool m16_active(const Lara *l)
{
    int s = l->gun_item.current_state;
    return l->gun_item_on && l->gun_type == LGT_M16 && (s == 0 || s == 2 || s == 4);
}

void Gun_DrawArmsTR2(const Game *g, GunArms *arms)
{
    const Lara *l = &g->lara;
    const Level *lv = g->lv;
    int type = drawn_type(l);
    if (type == LGT_UNARMED || type == LGT_FLARE) {
        arms->left_on = l->flare_control_left &&
                        Gun_ArmFrame(lv, &l->left_arm, Gun2_Ids(g)->flare_anim, &arms->left);
    } else if (two_handed(type)) {
        arms->two_handed = true;
        int obj = Gun2_PistolsObject(g, type);
        bool on = Gun_ArmFrame(lv, &l->left_arm, obj, &arms->left) &&
                  Gun_ArmFrame(lv, &l->right_arm, obj, &arms->right);
        arms->left_on = arms->right_on = on;
    } else if (Gun2_IsRifle(type)) {
        /* Both arms take the right arm's frame of the gun model. */
        bool on = Gun_ArmFrame(lv, &l->right_arm, Gun_WeaponObject(g, type), &arms->right);
        arms->left = arms->right;
        arms->left_on = arms->right_on = on;
        if (on && m16_active(l)) {
            arms->torso = arms->right;
            arms->torso_on = true;
        }
    }
}

/* One mesh of an object at `place` lit with a fixed shade. */
static bool mesh_draw(const Sim *s, int object, int index, const Mat34 *place, int shade,
                      RenderMeshDraw *d)
{
    const Level *lv = s->level;
    const Model *m = Level_FindModel(lv, (uint32_t)object);
    if (!m || index >= m->num_meshes || m->start_mesh + (uint32_t)index >= lv->num_mesh_pointers)
        return false;
    memset(d, 0, sizeof(*d));
    d->world = *place;
    d->mesh = Sim_MeshAt(s, m->start_mesh + (uint32_t)index);
    d->light_mode = shade < 0 ? RENDER_LIGHT_ROOM : RENDER_LIGHT_FIXED;
    d->shade = (int16_t)(shade < 0 ? 0 : shade);
    return true;
}

/* The rifle-type gun on her back: its model's head-slot mesh, placed from
 * her torso by that model's head bone and first frame. */
static bool back_gun(const Game *g, const Mat34 *torso, RenderMeshDraw *d)
{
    const Level *lv = g->lv;
    const Model *m = Level_FindModel(lv, (uint32_t)g->lara.back_gun);
    AnimFrame f;
    if (!m || m->num_meshes <= LARA_MESH_HEAD || m->animation == 0xFFFF ||
        m->animation >= lv->num_animations ||
        !Anim_DecodeFrame(lv, lv->animations[m->animation].frame_offset / 2u, m->num_meshes, &f))
        return false;
    AnimTreeNode b = Anim_TreeNode(lv, m, LARA_MESH_HEAD);
    Mat34 place = *torso;
    Mat34_TranslateRel(&place, b.dx, b.dy, b.dz);
    MatStack st;
    MatStack_Init(&st, &place);
    MatStack_RotYXZ(&st, f.rot[LARA_MESH_HEAD][1], f.rot[LARA_MESH_HEAD][0],
                    f.rot[LARA_MESH_HEAD][2]);
    return mesh_draw(g->sim, g->lara.back_gun, LARA_MESH_HEAD, MatStack_Top(&st), -1, d);
}

/* A muzzle flash (or the flare's flame) on a hand: moved along the barrel,
 * turned to face forward, spun by a number of its own (the original takes
 * it from the draw stream; the renderer must not touch the simulation's). */
static bool flash(const Game *g, int type, const Mat34 *hand, uint32_t spin, RenderMeshDraw *d)
{
    int32_t x = 0, y, z, shade, rot_x = -90 * GUN_DEG, roll;
    int obj = Gun2_Ids(g)->gun_flash;
    bool yaw = false;
    switch (type) {
    case LGT_MAGNUMS: shade = 0x1000; y = 215; z = 65; break;
    case LGT_UZIS: shade = 2560; y = 200; z = 50; break;
    case LGT_SHOTGUN: return false;
    case LGT_M16:
        y = 400; z = 99; rot_x = -85 * GUN_DEG; shade = 2560; obj = Gun2_Ids(g)->m16_flash;
        break;
    case LGT_FLARE:
        x = 11; y = 32; z = 80; shade = 2048; obj = Gun2_Ids(g)->flare_fire; yaw = true;
        break;
    /* The pistols' (and the others'): TR1's pistol flash shade. */
    default: shade = 20 * 256; y = 185; z = 40; break;
    }
    Mat34 place = *hand;
    Mat34_TranslateRel(&place, x, y, z);
    Mat34_RotX(&place, rot_x);
    if (type == LGT_M16)
        roll = (int32_t)(((spin & 0x7FFF) * 2) & 0x4000) + 0x2000;
    else
        roll = (int32_t)(spin & 0x7FFF) * 2;
    if (yaw)
        Mat34_RotY(&place, roll);
    else
        Mat34_RotZ(&place, roll);
    return mesh_draw(g->sim, obj, 0, &place, shade, d);
}

int Gun_DrawExtrasTR2(const Game *g, const Sim *s, const Mat34 *world, RenderMeshDraw *out,
                      int cap)
{
    const Lara *l = &g->lara;
    int n = 0;
    if (l->back_gun >= 0 && n < cap && back_gun(g, &world[LARA_MESH_TORSO], &out[n]))
        n++;
    uint32_t spin = s->tick * 0x41C64E6Du + 0x3039u;
    int type = drawn_type(l);
    if (type == LGT_UNARMED || type == LGT_FLARE) {
        if (l->gun_type == LGT_FLARE && l->left_arm.flash_gun && n < cap &&
            flash(g, LGT_FLARE, &world[LARA_MESH_HAND_L], spin >> 10, &out[n]))
            n++;
    } else if (two_handed(type)) {
        if (l->left_arm.flash_gun && n < cap &&
            flash(g, type, &world[LARA_MESH_HAND_L], spin >> 10, &out[n]))
            n++;
        if (l->right_arm.flash_gun && n < cap &&
            flash(g, type, &world[LARA_MESH_HAND_R], spin >> 16, &out[n]))
            n++;
    } else if (Gun2_IsRifle(type)) {
        if (l->right_arm.flash_gun && n < cap &&
            flash(g, type, &world[LARA_MESH_HAND_R], spin >> 16, &out[n]))
            n++;
    }
    return n;
}
