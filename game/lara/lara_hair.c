/* Lara's braid (see lara_hair.h). Facts from the original's hair routine:
 * six segments whose lengths are the hair model's bone offsets, the
 * anchor 23 up and 55 back in her head's frame, each end moved by three
 * quarters of its last move and 10 down a tick above water (held between
 * the water's surface and the floor in it), pushed out of the spheres of
 * her hips, torso, head and upper arms (the arms' grown by half), and the
 * segment then pointed at that end and cut back to its length. Her pose is
 * the animation's nearer key frame (the original blends the two keys). */
#include "game/lara/lara_hair.h"

#include <string.h>

#include "engine/anim/anim.h"
#include "engine/math/matrix.h"
#include "engine/sim/sim_draw.h"
#include "game/collide/collide.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_internal.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define HAIR_ANCHOR_Y (-23)
#define HAIR_ANCHOR_Z (-55)
#define HAIR_GRAVITY 10
#define HAIR_SPHERES 5

typedef struct {
    int32_t x, y, z, r;
} HairSphere;

/* As the original's braid set-up: every segment pointed straight down and
 * the movement of the first six ends forgotten; the tip's (index 6) is
 * kept, so the braid's first swing after a reset carries it on. */
void LaraHair_Reset(LaraHair *h)
{
    h->placed = false;
    for (int i = 0; i <= LARA_HAIR_SEGMENTS; i++) {
        h->rot_x[i] = -ANGLE_90;
        h->rot_y[i] = 0;
    }
    memset(h->vel, 0, LARA_HAIR_SEGMENTS * sizeof(h->vel[0]));
}

/* Length (bone offset) of segment k (0..5): the hair model's tree link to
 * mesh k + 1; the last segment, which has no link of its own, takes the one
 * before it (as the original's tick does). */
static AnimTreeNode bone(const Level *lv, const Model *hm, int k)
{
    int i = k + 1 < hm->num_meshes ? k + 1 : hm->num_meshes - 1;
    return Anim_TreeNode(lv, hm, i);
}

/* The point segment `k`'s far end is at when the segment starts at p and
 * points along (yaw, pitch). */
static HairPoint segment_end(const Level *lv, const Model *hm, int k, HairPoint p, int16_t yaw,
                             int16_t pitch)
{
    AnimTreeNode b = bone(lv, hm, k);
    Mat34 mt;
    Mat34_Identity(&mt);
    Mat34_RotY(&mt, yaw);
    Mat34_RotX(&mt, pitch);
    Mat34_TranslateRel(&mt, b.dx, b.dy, b.dz);
    HairPoint e = {p.x + (int32_t)(mt.t[0] >> W2V_SHIFT), p.y + (int32_t)(mt.t[1] >> W2V_SHIFT),
                   p.z + (int32_t)(mt.t[2] >> W2V_SHIFT)};
    return e;
}

static void sphere(const Level *lv, const Model *m, int k, const Mat34 *at, const Item *it,
                   int grow, HairSphere *out)
{
    const Mesh *mesh = Level_MeshAt(lv, (uint32_t)m->start_mesh + (uint32_t)k);
    Mat34 c = *at;
    if (mesh)
        Mat34_TranslateRel(&c, mesh->centre.x, mesh->centre.y, mesh->centre.z);
    out->x = it->pos.x + (int32_t)(c.t[0] >> W2V_SHIFT);
    out->y = it->pos.y + (int32_t)(c.t[1] >> W2V_SHIFT);
    out->z = it->pos.z + (int32_t)(c.t[2] >> W2V_SHIFT);
    out->r = mesh ? mesh->coll_radius * grow / 2 : 0;
}

/* Her body spheres (hips, torso, head, right and left upper arm) and the
 * braid's anchor on her head, from her pose with the torso and head turns.
 * False when her model is not a 15-mesh Lara. */
static bool body(const Game *g, const Item *it, const AnimFrame *f, HairSphere sp[HAIR_SPHERES],
                 HairPoint *anchor)
{
    const Level *lv = g->lv;
    const Model *m = &lv->models[it->model];
    /* The spheres are her visible meshes' (TR3: her skin's), placed by
     * her own skeleton. */
    const Model *skin = SimDraw_MeshModel(lv, it);
    if (m->num_meshes < LARA_MESH_HEAD + 1 || skin->num_meshes < LARA_MESH_HEAD + 1)
        return false;
    const Lara *l = &g->lara;
    MatStack st;
    MatStack_Init(&st, NULL);
    MatStack_RotYXZ(&st, it->rot.y, it->rot.x, it->rot.z);
    MatStack_Translate(&st, f->offset.x, f->offset.y, f->offset.z);
    MatStack_RotYXZ(&st, f->rot[0][1], f->rot[0][0], f->rot[0][2]);
    sphere(lv, skin, LARA_MESH_HIPS, MatStack_Top(&st), it, 2, &sp[0]);
    for (int k = 1; k <= LARA_MESH_HEAD; k++) {
        Anim_TreeJoint(lv, m, k, f, &st, NULL);
        if (k == LARA_MESH_TORSO) {
            MatStack_RotYXZ(&st, l->torso_rot.y, l->torso_rot.x, l->torso_rot.z);
            sphere(lv, skin, k, MatStack_Top(&st), it, 2, &sp[1]);
        } else if (k == LARA_MESH_UARM_R) {
            sphere(lv, skin, k, MatStack_Top(&st), it, 3, &sp[3]);
        } else if (k == LARA_MESH_UARM_L) {
            sphere(lv, skin, k, MatStack_Top(&st), it, 3, &sp[4]);
        } else if (k == LARA_MESH_HEAD) {
            MatStack_RotYXZ(&st, l->head_rot.y, l->head_rot.x, l->head_rot.z);
            sphere(lv, skin, k, MatStack_Top(&st), it, 2, &sp[2]);
        }
    }
    Mat34 a = *MatStack_Top(&st);
    Mat34_TranslateRel(&a, 0, HAIR_ANCHOR_Y, HAIR_ANCHOR_Z);
    anchor->x = it->pos.x + (int32_t)(a.t[0] >> W2V_SHIFT);
    anchor->y = it->pos.y + (int32_t)(a.t[1] >> W2V_SHIFT);
    anchor->z = it->pos.z + (int32_t)(a.t[2] >> W2V_SHIFT);
    return true;
}

/* Gravity, the water's surface and the floor for one end (the original's
 * order: above water the surface wins over the floor). */
static void hold(const Lara *l, HairPoint *s, int32_t water, int32_t floor, int32_t wind)
{
    switch (l->water_status) {
    case LWS_ABOVE_WATER:
        s->y += HAIR_GRAVITY;
        if (water != WORLD_NO_HEIGHT && s->y > water)
            s->y = water;
        else if (s->y > floor)
            s->y = floor;
        else
            s->z += wind; /* the wind blows only on an end left free */
        break;
    case LWS_UNDERWATER:
    case LWS_SURFACE:
    case LWS_WADE:
        if (s->y < water)
            s->y = water;
        if (s->y > floor)
            s->y = floor;
        break;
    default:
        break;
    }
}

/* TR3: the wind's strength drifts by -3..+4 a tick (pulled back inside
 * -1..8), its direction wanders within a quarter turn either side of
 * east, and it blows (*wx, *wz) a tick, as the original's SmokeWind. The
 * original draws it from the control stream; here it is the draw stream,
 * as TR2's wind: the braid is only looks (never saved), and the
 * creatures' numbers stay what they would be without it. */
static void wind_tr3(Game *g, LaraHair *h, int32_t *wx, int32_t *wz)
{
    Prng *rng = &g->sim->prng;
    h->wind += (Prng_Draw(rng) & 7) - 3;
    if (h->wind <= -2)
        h->wind++;
    else if (h->wind >= 9)
        h->wind--;
    h->dwind_angle = (h->dwind_angle + ((Prng_Draw(rng) & 0x3F) - 32) * 2) & 0x1FFE;
    if (h->dwind_angle < 1024)
        h->dwind_angle += (1024 - h->dwind_angle) * 2;
    else if (h->dwind_angle > 3072)
        h->dwind_angle -= (h->dwind_angle - 3072) * 2;
    h->wind_angle = (h->wind_angle + ((h->dwind_angle - h->wind_angle) >> 3)) & 0x1FFE;
    /* The index counts 4096 steps a turn in steps of 2 (sine, cosine
     * pairs): a 16-bit angle of index * 8. */
    int32_t a = h->wind_angle << 3;
    *wx = (h->wind * Math_Sin(a)) >> 14;
    *wz = (h->wind * Math_Cos(a)) >> 14;
}

/* TR3's gravity, surface and floor for one end, the floor under that end
 * where it was (was, floor): out of the water (wading too) it falls 10,
 * held at the surface; under the floor it goes back to where it was
 * across and, within a click of it, up onto it. In the water it stays
 * between surface and floor. */
static void hold_tr3(const Lara *l, HairPoint *s, HairPoint was, int32_t water, int32_t floor)
{
    switch (l->water_status) {
    case LWS_ABOVE_WATER:
    case LWS_WADE:
        s->y += HAIR_GRAVITY;
        if (water != WORLD_NO_HEIGHT && s->y > water) {
            s->y = water;
        } else if (s->y > floor) {
            s->x = was.x;
            if (s->y - floor <= 256)
                s->y = floor;
            s->z = was.z;
        }
        break;
    case LWS_UNDERWATER:
    case LWS_SURFACE:
        if (s->y < water)
            s->y = water;
        else if (s->y > floor)
            s->y = floor;
        break;
    default:
        break;
    }
}

/* TR3: the floor under an end where it is (its own probe, from the room
 * the walk has reached). */
static int32_t end_floor(World *w, const HairPoint *s, int16_t room)
{
    const RoomSector *sec = World_Sector(w, s->x, s->y, s->z, &room);
    return World_Height(w, sec, s->x, s->y, s->z);
}

static void push_out(HairPoint *s, const HairSphere sp[HAIR_SPHERES])
{
    for (int j = 0; j < HAIR_SPHERES; j++) {
        int64_t dx = s->x - sp[j].x, dy = s->y - sp[j].y, dz = s->z - sp[j].z;
        int64_t d2 = dx * dx + dy * dy + dz * dz;
        if (d2 >= (int64_t)sp[j].r * sp[j].r)
            continue;
        int64_t d = (int64_t)Math_Sqrt64((uint64_t)d2);
        if (d < 1)
            d = 1;
        s->x = sp[j].x + (int32_t)(sp[j].r * dx / d);
        s->y = sp[j].y + (int32_t)(sp[j].r * dy / d);
        s->z = sp[j].z + (int32_t)(sp[j].r * dz / d);
    }
}

void LaraHair_Control(Game *g)
{
    const Level *lv = g->lv;
    const Item *it = Game_LaraItem(g);
    const Model *hm = Level_FindModel(lv, O2_LARA_HAIR);
    LaraHair *h = &g->hair;
    AnimFrame f;
    HairSphere sp[HAIR_SPHERES];
    if (!it || !hm || hm->num_meshes < 2 || it->model < 0 || !Coll_GetBestFrame(lv, it, &f) ||
        !body(g, it, &f, sp, &h->pos[0]))
        return;

    if (!h->placed) {
        h->placed = true;
        for (int i = 1; i <= LARA_HAIR_SEGMENTS; i++) {
            h->rot_x[i - 1] = -ANGLE_90;
            h->rot_y[i - 1] = 0;
            h->pos[i] = segment_end(lv, hm, i - 1, h->pos[i - 1], 0, -ANGLE_90);
        }
        h->rot_x[LARA_HAIR_SEGMENTS] = -ANGLE_90;
        h->wind = 0;
        h->wind_angle = h->dwind_angle = 2048;
        /* TR3's wind draws its numbers on this tick too, so that a loaded
         * game, whose braid is placed anew, draws as the saved one. */
        if (g->rules && g->rules->lara->hair_tr3) {
            int32_t wx, wz;
            wind_tr3(g, h, &wx, &wz);
        }
        return;
    }

    World *w = &g->world;
    int16_t room = it->room;
    int32_t water = World_WaterHeight(w, it->pos.x + (f.bbox.min_x + f.bbox.max_x) / 2,
                                      it->pos.y + (f.bbox.min_y + f.bbox.max_y) / 2,
                                      it->pos.z + (f.bbox.min_z + f.bbox.max_z) / 2, room);
    HairPoint a = h->pos[0];
    const RoomSector *sec = World_Sector(w, a.x, a.y, a.z, &room);
    int32_t floor = World_Height(w, sec, a.x, a.y, a.z);
    if (floor < a.y)
        floor = it->floor;
    bool tr3 = g->rules && g->rules->lara->hair_tr3;
    int32_t wx = 0, wz = 0;
    if (tr3) {
        wind_tr3(g, h, &wx, &wz);
        if (g->lara.water_status != LWS_ABOVE_WATER || !(World_Room(w, room)->flags & ROOM_FLAG_WIND))
            wx = wz = 0;
    }
    /* Wind in the room the anchor is in: each tick the draw stream's next
     * value & 7, unless 0, moves it by that less 4, held at 0 and brought
     * back from 8 (the original's wind, always along +z). */
    if (tr3) {
        /* (TR3's own, above.) */
    } else if (World_Room(w, room)->flags & ROOM_FLAG_WIND) {
        int32_t r = Prng_Draw(&g->sim->prng) & 7;
        if (r) {
            h->wind += r - 4;
            if (h->wind < 0)
                h->wind = 0;
            else if (h->wind >= 8)
                h->wind--;
        }
    } else {
        h->wind = 0;
    }

    for (int i = 1; i <= LARA_HAIR_SEGMENTS; i++) {
        HairPoint *s = &h->pos[i];
        const HairPoint *p = &h->pos[i - 1];
        HairPoint was = *s;
        if (tr3)
            floor = end_floor(w, s, room);
        s->x += h->vel[i].x * 3 / 4;
        s->y += h->vel[i].y * 3 / 4;
        s->z += h->vel[i].z * 3 / 4;
        if (tr3) {
            s->x += wx;
            s->z += wz;
            hold_tr3(&g->lara, s, was, water, floor);
        } else {
            hold(&g->lara, s, water, floor, h->wind);
        }
        push_out(s, sp);

        int32_t dx = s->x - p->x, dz = s->z - p->z;
        int32_t flat = (int32_t)Math_Sqrt64((uint64_t)((int64_t)dx * dx + (int64_t)dz * dz));
        h->rot_y[i - 1] = (int16_t)Math_Atan2(dx, dz);
        h->rot_x[i - 1] = (int16_t)-Math_Atan2(s->y - p->y, flat);
        *s = segment_end(lv, hm, i - 1, *p, h->rot_y[i - 1], h->rot_x[i - 1]);
        h->vel[i].x = s->x - was.x;
        h->vel[i].y = s->y - was.y;
        h->vel[i].z = s->z - was.z;
    }
}

int LaraHair_Draw(const Game *g, RenderMeshDraw *out, int cap)
{
    const Level *lv = g->lv;
    const Model *hm = Level_FindModel(lv, O2_LARA_HAIR);
    const LaraHair *h = &g->hair;
    const Item *it = Game_LaraItem((Game *)g);
    if (!hm || !h->placed || !it)
        return 0;
    int n = 0;
    for (int i = 0; i < LARA_HAIR_SEGMENTS && i < hm->num_meshes && n < cap; i++) {
        uint32_t ptr = (uint32_t)hm->start_mesh + (uint32_t)i;
        if (ptr >= lv->num_mesh_pointers)
            break;
        RenderMeshDraw *d = &out[n++];
        memset(d, 0, sizeof(*d));
        Vec3i pos = {h->pos[i].x, h->pos[i].y, h->pos[i].z};
        Vec3s rot = {h->rot_x[i], h->rot_y[i], 0};
        Anim_PlaceWorld(pos, rot, &d->world);
        d->mesh = Sim_MeshAt(g->sim, ptr);
        d->light_mode = RENDER_LIGHT_ROOM;
        if (it->intensity >= 0) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(it->intensity, 0, 0x1FFF);
        }
    }
    return n;
}
