/* The inventory ring's drawing (see ring.h): the ring's camera, each item
 * posed on its slot, the headings and the current item's texts. Split from
 * ring.c (the ring's states and motions), which it only reads. */
#include "game/inventory/ring.h"
#include "game/inventory/ring_internal.h"

#include <stdio.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "game/game.h"
#include "game/gameflow/gameflow.h"
#include "game/ui/ring_pages.h"

#define SHADE_HIGH 0x1000   /* the current item (the original's HIGH_LIGHT) */
#define SHADE_LOW 0x1400    /* the others */
#define LIGHT_DIVIDER 0x6000

/* ---- drawing --------------------------------------------------------------- */

/* Angles of a vector as the original's GetVectorAngles (yaw, pitch; y down,
 * a target below gives a negative pitch). */
static void vector_angles(int32_t x, int32_t y, int32_t z, int32_t *yaw, int32_t *pitch)
{
    *yaw = Math_Atan2(x, z);
    uint32_t h = Math_Sqrt64((uint64_t)((int64_t)x * x + (int64_t)z * z));
    *pitch = (int16_t)Math_Atan2(-y, (int32_t)h);
}

static void ring_camera(const Ring *r, RenderCamera *cam)
{
    memset(cam, 0, sizeof(*cam));
    cam->x = 0;
    cam->y = r->camera_y;
    cam->z = r->camera_z;
    int32_t yaw, pitch;
    vector_angles(0, RING_CAMERA_Y_OFFSET - r->camera_y, r->radius - r->camera_z, &yaw, &pitch);
    cam->yaw = yaw;
    cam->pitch = (int16_t)(pitch + r->camera_pitch);
    cam->fov = ANGLE_DEG(RING_FOV_DEG);
}

/* Pose of one ring item: the ring's turn, its slot, its own lift and turn,
 * then the model's frame (the compass needle turns inside it). */
static int pose_item(const Ring *r, int slot, int16_t angle, RenderMeshDraw *out, int cap)
{
    const Level *lv = r->env.lv;
    const Game *g = r->env.game;
    int idx = r->list[slot];
    const RingItemState *it = &r->items[idx];
    const Model *m = Level_FindModel(lv, (uint32_t)it->object_id);
    if (!m || m->num_meshes == 0)
        return 0;
    Mat34 w;
    Mat34_Identity(&w);
    Mat34_RotY(&w, r->ring_rot_y);
    Mat34_RotY(&w, angle);
    Mat34_TranslateRel(&w, r->radius, 0, 0);
    Mat34_RotY(&w, ANGLE_90);
    Mat34_RotX(&w, it->x_rot_pt);
    Mat34_TranslateRel(&w, 0, it->y_trans, it->z_trans);
    Mat34_RotY(&w, it->y_rot);
    Mat34_RotX(&w, it->x_rot);
    /* frames are stored one after another from the model's frame base */
    int anim = Sim_ModelFirstAnim(lv, m);
    uint32_t stride = anim >= 0 ? Anim_FrameStride(lv, &lv->animations[anim], m->num_meshes)
                                : 10u + 2u * m->num_meshes;
    AnimFrame f;
    if (!Anim_DecodeFrame(lv, m->frame_offset / 2u + (uint32_t)it->current_frame * stride,
                          m->num_meshes, &f))
        Anim_DecodeFrame(lv, m->frame_offset / 2u, m->num_meshes, &f);
    AnimPose pose;
    Anim_PoseFromFrame(lv, m, &f, &w, &pose);
    if (r->defs->defs[r->list[slot]].kind == RING_KIND_COMPASS && pose.num_meshes > 1)
        Mat34_RotY(&pose.mesh[1], r->compass_needle);
    bool lit = r->motion.status != RNG_DONE && slot == r->current_object && !r->rotating;
    int n = 0;
    for (int k = 0; k < pose.num_meshes && n < cap; k++) {
        if (k < 32 && !(it->meshes_drawn & (1u << k)))
            continue;
        uint32_t ptr = (uint32_t)m->start_mesh + (uint32_t)k;
        if (ptr >= lv->num_mesh_pointers)
            break;
        memset(&out[n], 0, sizeof(out[n]));
        /* through the game's mesh table, as the originals draw ring items
         * from the changeable meshes[]; the title (no Game) has no table */
        out[n].mesh = g ? Sim_MeshAt(g->sim, ptr) : lv->mesh_index[ptr];
        out[n].world = pose.mesh[k];
        out[n].room = -1;
        out[n].light_mode = RENDER_LIGHT_DIRECTIONAL;
        out[n].shade = lit ? SHADE_HIGH : SHADE_LOW;
        n++;
    }
    return n;
}

/* A script's text for a table's string id (RingItemTable.script_names),
 * NULL when there is none (no script, no such string, or empty). */
static const char *script_text(const Ring *r, int id)
{
    const Gameflow *gf = r->env.script;
    if (!gf || id < 0)
        return NULL;
    const char *s = NULL;
    if (id >= RING_PLATFORM_STRING) {
        int i = id - RING_PLATFORM_STRING;
        s = i < gf->num_platform_strings ? gf->platform_strings[i] : NULL;
    } else {
        s = Gameflow_String(gf, id);
    }
    return s && s[0] ? s : NULL;
}

const char *Ring_Heading(const Ring *r)
{
    int which = r->type == RING_TYPE_MAIN ? 0 : r->type == RING_TYPE_KEYS ? 2
                : r->mode == RING_MODE_DEATH ? 3 : 1;
    static const char *const k_headings[4] = {"INVENTORY", "OPTION", "ITEMS", "GAME OVER"};
    const char *h = r->defs->script_headings ? script_text(r, r->defs->script_headings[which])
                                             : NULL;
    return h ? h : k_headings[which];
}

const char *Ring_CurrentName(const Ring *r)
{
    const RingItemDef *d = &r->defs->defs[r->list[r->current_object]];
    int obj = r->items[r->list[r->current_object]].object_id;
    const char *name = r->env.item_name ? r->env.item_name(r->env.user, obj) : NULL;
    for (int i = 0; !name && i < RING_NAMED_ITEMS; i++)
        if (r->defs->named[i] == obj && r->env.level_names[i] && r->env.level_names[i][0])
            name = r->env.level_names[i];
    if (!name && r->defs->script_names)
        name = script_text(r, r->defs->script_names[r->list[r->current_object]]);
    return name ? name : d->name;
}

static void draw_headings(const Ring *r, UiCanvas *c)
{
    if (r->mode == RING_MODE_TITLE)
        return;
    Ui_Print(c, 0, 26, UI_TEXT_CENTRE_H, Ring_Heading(r));
    if (r->mode == RING_MODE_KEYS)
        return;
    if (r->type == RING_TYPE_OPTION || (r->type == RING_TYPE_MAIN && r->keys_count)) {
        Ui_Print(c, 20, 28, 0, "[");
        Ui_Print(c, -20, 28, UI_TEXT_RIGHT, "[");
    }
    if (r->type == RING_TYPE_MAIN || r->type == RING_TYPE_KEYS) {
        Ui_Print(c, 20, -15, UI_TEXT_BOTTOM, "]");
        Ui_Print(c, -20, -15, UI_TEXT_BOTTOM | UI_TEXT_RIGHT, "]");
    }
}

/* A gun's rounds as the ring shows them (TR2's M16, grenade launcher and
 * harpoon as its original: the rounds, no letter). */
static void gun_rounds(const Game *g, int gun, char *buf, size_t cap)
{
    switch (gun) {
    case LGT_SHOTGUN:
        snprintf(buf, cap, "%5d A", (int)(g->lara.shotgun.ammo / 6));
        break;
    case LGT_MAGNUMS:
        snprintf(buf, cap, "%5d B", (int)g->lara.magnums.ammo);
        break;
    case LGT_UZIS:
        snprintf(buf, cap, "%5d C", (int)g->lara.uzis.ammo);
        break;
    case LGT_M16:
        snprintf(buf, cap, "%5d", (int)g->lara.m16.ammo);
        break;
    case LGT_GRENADE:
        snprintf(buf, cap, "%5d", (int)g->lara.grenade.ammo);
        break;
    case LGT_HARPOON:
        snprintf(buf, cap, "%5d", (int)g->lara.harpoon.ammo);
        break;
    case LGT_ROCKET:
        snprintf(buf, cap, "%5d", (int)g->lara.rocket.ammo);
        break;
    default:
        break;
    }
}

/* The current item's name and count (the original's RingNotActive). */
static void draw_item_texts(const Ring *r, UiCanvas *c)
{
    const RingItemState *it = &r->items[r->list[r->current_object]];
    const RingItemDef *d = &r->defs->defs[r->list[r->current_object]];
    const Game *g = r->env.game;
    if (!passport_open(r, it))
        Ui_Print(c, 0, -16, UI_TEXT_BOTTOM | UI_TEXT_CENTRE_H, Ring_CurrentName(r));
    int qty = r->qty[r->current_object];
    char buf[32] = "";
    switch (d->kind) {
    case RING_KIND_GUN:
        if (g)
            gun_rounds(g, d->gun, buf, sizeof buf);
        break;
    case RING_KIND_AMMO:
        snprintf(buf, sizeof buf, "%d", qty * 2);
        break;
    case RING_KIND_AMMO_ONE: case RING_KIND_FLARES:
    case RING_KIND_MEDI_SMALL: case RING_KIND_MEDI_LARGE: case RING_KIND_ITEM:
        if (qty > 1)
            snprintf(buf, sizeof buf, "%d", qty);
        break;
    default:
        break;
    }
    if (buf[0]) {
        Ui_MakeAmmoString(buf);
        Ui_Print(c, 64, -56, UI_TEXT_BOTTOM | UI_TEXT_CENTRE_H, buf);
    }
    if ((d->kind == RING_KIND_MEDI_SMALL || d->kind == RING_KIND_MEDI_LARGE) && g &&
        g->lara.item >= 0) {
        int32_t hp = g->sim->items[g->lara.item].hit_points;
        Hud_DrawBar(c, 0, CLAMP(hp, 0, LARA_HITPOINTS) * 100 / LARA_HITPOINTS);
    }
}

void Ring_Draw(const Ring *r, Renderer *rd, UiCanvas *c)
{
    if (r->number_of_objects > 0 && rd) {
        RenderCamera cam;
        ring_camera(r, &cam);
        /* the ring's light (the original's: from the front left, above) */
        Render_SetObjectLight(rd, -1536, 256, 1024, LIGHT_DIVIDER);
        RenderMeshDraw draws[RING_MAX_ITEMS * 8];
        size_t n = 0;
        int16_t angle = 0;
        for (int i = 0; i < r->number_of_objects; i++) {
            n += (size_t)pose_item(r, i, angle, draws + n, (int)(COUNT_OF(draws) - n));
            angle = (int16_t)(angle + r->angle_adder);
        }
        Render_FrameObjectsOver(rd, &cam, draws, n, c->fb);
    }
    RingStatus s = r->motion.status;
    if (status_open_like(s)) {
        draw_headings(r, c);
        if (!r->rotating && !(r->input & (INPUT_LEFT | INPUT_RIGHT)) && r->number_of_objects > 0 &&
            !(s == RNG_SELECTED && r->page_open))
            draw_item_texts(r, c);
    }
    if (s == RNG_SELECTED && r->number_of_objects > 0)
        RingPages_Draw(r, c, &r->items[r->list[r->current_object]]);
}
