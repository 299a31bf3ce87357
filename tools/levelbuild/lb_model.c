/* Generated models: the "mannequin" player (TR1 Lara's 15-mesh tree and
 * animation numbering), a wall switch, a door and a static pillar (the
 * game objects are lb_props.c's and lb_wolf.c's); the mesh and model
 * helpers they share. Meshes
 * are boxes; poses are computed from integer sines; frames use TR1's
 * encoding (bounding box, root offset, NumValues, two-word angle sets with
 * the low word first). */
#include "engine/math/fixed.h"
#include "tools/levelbuild/lb_internal.h"
#include "engine/level/level_write.h"

#include <stdlib.h>
#include <string.h>

/* ---- meshes --------------------------------------------------------------- */

static int64_t Dot3(int64_t ax, int64_t ay, int64_t az, int64_t bx, int64_t by, int64_t bz)
{
    return ax * bx + ay * by + az * bz;
}

/* Adds a quad whose visible side faces `outward`. TR's winding: the cross
 * product (v1 - v0) x (v2 - v1) points away from the viewer, i.e. against
 * the visible normal (checked on the original levels' floors and portals). */
void LB_MeshQuad(LB_MeshBuild *mb, const Vec3s p[4], Vec3s outward, bool textured,
                     uint16_t texture, int16_t light)
{
    if (mb->nv + 4 > MB_MAX_V || (textured ? mb->ntq : mb->ncq) >= MB_MAX_Q)
        return;
    int64_t ax = p[1].x - p[0].x, ay = p[1].y - p[0].y, az = p[1].z - p[0].z;
    int64_t bx = p[2].x - p[1].x, by = p[2].y - p[1].y, bz = p[2].z - p[1].z;
    int64_t cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
    bool flip = Dot3(cx, cy, cz, outward.x, outward.y, outward.z) > 0;
    MeshQuad *q = textured ? &mb->tq[mb->ntq++] : &mb->cq[mb->ncq++];
    for (int k = 0; k < 4; k++) {
        int src = flip ? 3 - k : k;
        mb->v[mb->nv] = p[src];
        mb->n[mb->nv] = outward;
        mb->light[mb->nv] = light;
        q->vertices[k] = (uint16_t)mb->nv++;
    }
    q->texture = texture;
}

void LB_MeshTri(LB_MeshBuild *mb, const Vec3s p[3], Vec3s outward, bool textured,
                uint16_t texture, int16_t light)
{
    if (mb->nv + 3 > MB_MAX_V || (textured ? mb->ntt : mb->nct) >= MB_MAX_T)
        return;
    int64_t ax = p[1].x - p[0].x, ay = p[1].y - p[0].y, az = p[1].z - p[0].z;
    int64_t bx = p[2].x - p[1].x, by = p[2].y - p[1].y, bz = p[2].z - p[1].z;
    int64_t cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
    bool flip = Dot3(cx, cy, cz, outward.x, outward.y, outward.z) > 0;
    MeshTri *t = textured ? &mb->tt[mb->ntt++] : &mb->ct[mb->nct++];
    for (int k = 0; k < 3; k++) {
        int src = flip ? 2 - k : k;
        mb->v[mb->nv] = p[src];
        mb->n[mb->nv] = outward;
        mb->light[mb->nv] = light;
        t->vertices[k] = (uint16_t)mb->nv++;
    }
    t->texture = texture;
}

/* An axis-aligned box; `light` is the internal vertex shade (0 bright). */
void LB_MeshBox(LB_MeshBuild *mb, int x0, int y0, int z0, int x1, int y1, int z1,
                   bool textured, uint16_t texture, int16_t light)
{
    const int16_t N = 16383;
    Vec3s c[8];
    for (int i = 0; i < 8; i++)
        c[i] = (Vec3s){(int16_t)(i & 1 ? x1 : x0), (int16_t)(i & 2 ? y1 : y0),
                       (int16_t)(i & 4 ? z1 : z0)};
    const int faces[6][4] = {{0, 2, 6, 4}, {1, 5, 7, 3}, {0, 4, 5, 1},
                             {2, 3, 7, 6}, {0, 1, 3, 2}, {4, 6, 7, 5}};
    const Vec3s normals[6] = {{-N, 0, 0}, {N, 0, 0}, {0, -N, 0},
                              {0, N, 0},  {0, 0, -N}, {0, 0, N}};
    for (int f = 0; f < 6; f++) {
        Vec3s p[4] = {c[faces[f][0]], c[faces[f][1]], c[faces[f][2]], c[faces[f][3]]};
        /* Internal light: tops brighter, bottoms darker (fake sky light). */
        int16_t l = (int16_t)CLAMP(light + (f == 2 ? -0x300 : f == 3 ? 0x400 : 0), 0, 0x1FFF);
        LB_MeshQuad(mb, p, normals[f], textured, texture, l);
    }
}

/* Appends the mesh and a pointer to it; returns the mesh pointer index. */
int LB_EmitMesh(LB_Builder *b, const LB_MeshBuild *mb)
{
    Level *lv = &b->level;
    Mesh *m = LB_GROW(b, lv->meshes, lv->num_meshes, 1);
    if (!m)
        return -1;
    int minv[3] = {32767, 32767, 32767}, maxv[3] = {-32768, -32768, -32768};
    for (uint32_t i = 0; i < mb->nv; i++) {
        const int16_t *c = &mb->v[i].x;
        for (int k = 0; k < 3; k++) {
            minv[k] = MIN(minv[k], c[k]);
            maxv[k] = MAX(maxv[k], c[k]);
        }
    }
    m->centre = (Vec3s){(int16_t)((minv[0] + maxv[0]) / 2), (int16_t)((minv[1] + maxv[1]) / 2),
                        (int16_t)((minv[2] + maxv[2]) / 2)};
    uint64_t r2 = 0;
    for (uint32_t i = 0; i < mb->nv; i++) {
        int64_t dx = mb->v[i].x - m->centre.x, dy = mb->v[i].y - m->centre.y,
                dz = mb->v[i].z - m->centre.z;
        uint64_t d = (uint64_t)(dx * dx + dy * dy + dz * dz);
        r2 = MAX(r2, d);
    }
    m->coll_radius = (int32_t)Math_Sqrt64(r2) + 1;
    m->num_vertices = (uint16_t)mb->nv;
    m->vertices = malloc(sizeof(Vec3s) * mb->nv);
    if (mb->internal_light) {
        m->num_normals = (int16_t)-(int32_t)mb->nv;
        m->lights = malloc(sizeof(int16_t) * mb->nv);
        if (m->lights)
            memcpy(m->lights, mb->light, sizeof(int16_t) * mb->nv);
    } else {
        m->num_normals = (int16_t)mb->nv;
        m->normals = malloc(sizeof(Vec3s) * mb->nv);
        if (m->normals)
            memcpy(m->normals, mb->n, sizeof(Vec3s) * mb->nv);
    }
    m->num_tex_quads = (uint16_t)mb->ntq;
    m->num_col_quads = (uint16_t)mb->ncq;
    m->tex_quads = malloc(sizeof(MeshQuad) * (mb->ntq ? mb->ntq : 1));
    m->col_quads = malloc(sizeof(MeshQuad) * (mb->ncq ? mb->ncq : 1));
    if (mb->ntt || mb->nct) {
        /* Meshes without triangles keep both arrays absent, as before. */
        m->num_tex_tris = (uint16_t)mb->ntt;
        m->num_col_tris = (uint16_t)mb->nct;
        m->tex_tris = malloc(sizeof(MeshTri) * (mb->ntt ? mb->ntt : 1));
        m->col_tris = malloc(sizeof(MeshTri) * (mb->nct ? mb->nct : 1));
        if (!m->tex_tris || !m->col_tris) {
            LB_Fail(b, "out of memory");
            return -1;
        }
        memcpy(m->tex_tris, mb->tt, sizeof(MeshTri) * mb->ntt);
        memcpy(m->col_tris, mb->ct, sizeof(MeshTri) * mb->nct);
    }
    if (!m->vertices || (!m->lights && !m->normals) || !m->tex_quads || !m->col_quads) {
        LB_Fail(b, "out of memory");
        return -1;
    }
    memcpy(m->vertices, mb->v, sizeof(Vec3s) * mb->nv);
    memcpy(m->tex_quads, mb->tq, sizeof(MeshQuad) * mb->ntq);
    memcpy(m->col_quads, mb->cq, sizeof(MeshQuad) * mb->ncq);
    /* Offsets as the writer lays them out (4-byte aligned). */
    uint32_t offset = 0;
    for (uint32_t i = 0; i + 1 < lv->num_meshes; i++)
        offset += (uint32_t)((LevelWrite_MeshSize(&lv->meshes[i]) + 3) & ~(size_t)3);
    m->offset = offset;
    m->end = offset + (uint32_t)LevelWrite_MeshSize(m); /* before the padding */
    lv->num_mesh_data_words =
        (offset + (uint32_t)((LevelWrite_MeshSize(m) + 3) & ~(size_t)3)) / 2;

    /* mesh_pointers and mesh_index grow together (same count). */
    uint32_t count = lv->num_mesh_pointers;
    uint32_t *mp = LB_GROW(b, lv->mesh_pointers, count, 1);
    uint32_t *mi = LB_GROW(b, lv->mesh_index, lv->num_mesh_pointers, 1);
    if (!mp || !mi)
        return -1;
    *mp = offset;
    *mi = lv->num_meshes - 1;
    return (int)lv->num_mesh_pointers - 1;
}

int LB_ShareMesh(LB_Builder *b, int pointer)
{
    Level *lv = &b->level;
    if (pointer < 0 || (uint32_t)pointer >= lv->num_mesh_pointers) {
        LB_Fail(b, "mesh pointer %d does not exist", pointer);
        return -1;
    }
    uint32_t offset = lv->mesh_pointers[pointer], mesh = lv->mesh_index[pointer];
    uint32_t count = lv->num_mesh_pointers;
    uint32_t *mp = LB_GROW(b, lv->mesh_pointers, count, 1);
    uint32_t *mi = LB_GROW(b, lv->mesh_index, lv->num_mesh_pointers, 1);
    if (!mp || !mi)
        return -1;
    *mp = offset;
    *mi = mesh;
    return (int)lv->num_mesh_pointers - 1;
}

/* ---- frames and animations ------------------------------------------------ */

typedef struct {
    int nmeshes;
    int16_t offset[3];
    int16_t bbox[6];
    int32_t rot[15][3]; /* 16-bit angles, X Y Z */
} Pose;

/* TR1 frame: bbox, offset, NumValues, then per mesh two words holding
 * X, Y, Z as 10-bit angles; TR1 stores the word with Y's low bits and Z
 * first, then the word with X and Y's high bits. */
void LB_PoseCtxInit(LB_PoseCtx *c, const Level *lv, int num_meshes, int first_mesh,
                    uint32_t tree)
{
    memset(c, 0, sizeof *c);
    c->lv = lv;
    c->model.num_meshes = (uint16_t)num_meshes;
    c->model.start_mesh = (uint16_t)first_mesh;
    c->model.mesh_tree = tree;
}

uint32_t LB_AnimKeyCount(const LB_AnimDef *d)
{
    uint32_t r = d->rate ? d->rate : 1;
    return (d->frames - 1u + r - 1u) / r + 1u;
}

void LB_AnimLayout(const LB_AnimDef *defs, int n, uint32_t *start, uint32_t *key)
{
    start[0] = key[0] = 0;
    for (int i = 0; i < n; i++) {
        start[i + 1] = start[i] + defs[i].frames;
        key[i + 1] = key[i] + LB_AnimKeyCount(&defs[i]);
    }
}

Animation *LB_AddAnim(LB_Builder *b, const LB_AnimDef *defs, int i, int first,
                      const uint32_t *start, const uint32_t *key, uint32_t frame_word,
                      uint32_t stride)
{
    const LB_AnimDef *d = &defs[i];
    Level *lv = &b->level;
    /* Grown zeroed: frame_size stays 0, as TR1 files leave it. */
    Animation *a = LB_GROW(b, lv->animations, lv->num_animations, 1);
    if (!a)
        return NULL;
    a->frame_offset = (frame_word + key[i] * stride) * 2;
    a->frame_rate = d->rate;
    a->state_id = d->state;
    a->speed = d->speed;
    a->accel = d->accel;
    a->frame_start = (uint16_t)start[i];
    a->frame_end = (uint16_t)(start[i] + d->frames - 1);
    a->next_anim = (uint16_t)(first + d->next);
    a->next_frame = (uint16_t)(start[d->next] + d->next_frame);
    return a;
}

void LB_EmitFrame(LB_Builder *b, const int16_t bbox[6], const int16_t offset[3], int nmeshes,
                  const int32_t (*rot)[3])
{
    Level *lv = &b->level;
    uint32_t words = 10 + (uint32_t)nmeshes * 2;
    uint16_t *f = LB_GROW(b, lv->frames, lv->num_frame_words, words);
    if (!f)
        return;
    for (int i = 0; i < 6; i++)
        f[i] = (uint16_t)bbox[i];
    for (int i = 0; i < 3; i++)
        f[6 + i] = (uint16_t)offset[i];
    f[9] = (uint16_t)nmeshes;
    for (int m = 0; m < nmeshes; m++) {
        uint32_t x = ((uint32_t)rot[m][0] >> 6) & 0x3FF;
        uint32_t y = ((uint32_t)rot[m][1] >> 6) & 0x3FF;
        uint32_t z = ((uint32_t)rot[m][2] >> 6) & 0x3FF;
        uint32_t packed = (x << 20) | (y << 10) | z;
        f[10 + m * 2] = (uint16_t)(packed & 0xFFFF);
        f[11 + m * 2] = (uint16_t)(packed >> 16);
    }
}

typedef struct {
    uint16_t state;
    int8_t target;       /* model-local animation */
    uint8_t target_frame;/* relative to the target's first frame */
    uint8_t low, high;   /* relative frame range in this animation; high
                          * 0 = through the end (+1, as the originals do) */
} SCSpec;

typedef enum {
    POSE_DOOR_OPENING, POSE_DOOR_CLOSING, POSE_DOOR_CLOSED, POSE_DOOR_OPEN, POSE_LEVER_UP,
    POSE_LEVER_DOWN, POSE_LEVER_PULL, POSE_LEVER_PUSH
} PoseKind;

typedef struct {
    int anim;            /* model-local number; -1 ends the table */
    uint16_t state;
    int frames, rate;
    PoseKind pose;
    int speed, accel;    /* units per frame (whole), 16.16 in the file */
    int next, next_frame;
    SCSpec sc[6];
    /* commands: type then args; sound frames are relative */
    int16_t cmd[12];
    int ncmd_words, ncmds;
} AnimSpec;

/* Mannequin geometry: joint lengths (units, y down). */
#define THIGH 190
#define SHIN 190
#define TORSO 190
#define UPPER_ARM 140
#define LOWER_ARM 120

static void ObjectPose(PoseKind kind, int t, int n, Pose *p, int nmeshes)
{
    memset(p, 0, sizeof *p);
    p->nmeshes = nmeshes;
    int d = n > 1 ? t * 16 / (n - 1) : 16; /* progress in 16ths */
    switch (kind) {
    case POSE_DOOR_CLOSED:
        break;
    case POSE_DOOR_OPEN:
        p->offset[1] = -960;
        break;
    case POSE_DOOR_OPENING:
        p->offset[1] = (int16_t)(-960 * d / 16);
        break;
    case POSE_DOOR_CLOSING:
        p->offset[1] = (int16_t)(-960 + 960 * d / 16);
        break;
    case POSE_LEVER_UP:
        p->rot[1][0] = -0x1800;
        break;
    case POSE_LEVER_DOWN:
        p->rot[1][0] = 0x1800;
        break;
    case POSE_LEVER_PULL:
        p->rot[1][0] = -0x1800 + 0x3000 * d / 16;
        break;
    case POSE_LEVER_PUSH:
        p->rot[1][0] = 0x1800 - 0x3000 * d / 16;
        break;
    default:
        break;
    }
    if (nmeshes == 1) { /* door: the slab on the item's -z sector edge */
        p->bbox[0] = -512;
        p->bbox[1] = 512;
        p->bbox[2] = (int16_t)(p->offset[1] - 1024);
        p->bbox[3] = p->offset[1];
        p->bbox[4] = -512;
        p->bbox[5] = -448;
    } else { /* switch plate on the item's +z sector edge */
        p->bbox[0] = -160;
        p->bbox[1] = 160;
        p->bbox[2] = -1000;
        p->bbox[3] = -500;
        p->bbox[4] = 400;
        p->bbox[5] = 512;
    }
}

/* Key frames of an animation of n frames at rate r (the TR1 layout: key k
 * shows frame min(k * r, n - 1)). */
static int SpecKeys(const AnimSpec *s)
{
    int r = s->rate > 0 ? s->rate : 1;
    return (s->frames - 1 + r - 1) / r + 1;
}

/* Builds the animations of one object model (door, switch) from a spec
 * table indexed by local animation number (gaps: one closed frame).
 * Returns the first global animation index. Lara's are in lb_lara.c. */
static int BuildAnims(LB_Builder *b, const AnimSpec *specs, int num_anims, int nmeshes,
                      uint32_t model_frame_word)
{
    Level *lv = &b->level;
    int first = (int)lv->num_animations;
    AnimSpec *table = calloc((size_t)num_anims, sizeof *table);
    int *start = calloc((size_t)num_anims + 1, sizeof *start);
    int *key = calloc((size_t)num_anims + 1, sizeof *key);
    if (!table || !start || !key) {
        free(table);
        free(start);
        free(key);
        LB_Fail(b, "out of memory");
        return -1;
    }
    for (int i = 0; i < num_anims; i++)
        table[i] = (AnimSpec){.anim = i, .frames = 1, .rate = 1, .pose = POSE_DOOR_CLOSED};
    for (const AnimSpec *s = specs; s->anim >= 0; s++)
        table[s->anim] = *s;
    for (int i = 0; i < num_anims; i++) {
        start[i + 1] = start[i] + table[i].frames;
        key[i + 1] = key[i] + SpecKeys(&table[i]);
    }
    uint32_t frame_words = 10 + (uint32_t)nmeshes * 2;

    for (int i = 0; i < num_anims && !b->failed; i++) {
        const AnimSpec *s = &table[i];
        Animation *a = LB_GROW(b, lv->animations, lv->num_animations, 1);
        if (!a)
            break;
        a->frame_offset = (model_frame_word + (uint32_t)key[i] * frame_words) * 2;
        a->frame_rate = (uint8_t)s->rate;
        a->frame_size = 0; /* TR1 files leave this 0 */
        a->state_id = s->state;
        a->speed = s->speed * 65536;
        a->accel = s->accel * 65536;
        a->frame_start = (uint16_t)start[i];
        a->frame_end = (uint16_t)(start[i] + s->frames - 1);
        a->next_anim = (uint16_t)(first + s->next);
        a->next_frame = (uint16_t)(start[s->next] + s->next_frame);
        a->state_change_offset = (uint16_t)lv->num_state_changes;
        /* An entry with state 0 and target 0 ends the list. */
        for (int k = 0; k < 6 && (s->sc[k].state || s->sc[k].target); k++) {
            const SCSpec *sc = &s->sc[k];
            int target = sc->target;
            StateChange *c = LB_GROW(b, lv->state_changes, lv->num_state_changes, 1);
            AnimDispatch *d = LB_GROW(b, lv->anim_dispatches, lv->num_anim_dispatches, 1);
            if (!c || !d)
                break;
            c->state_id = sc->state;
            c->num_dispatches = 1;
            c->dispatch_offset = (uint16_t)(lv->num_anim_dispatches - 1);
            d->low = (int16_t)(start[i] + sc->low);
            d->high = (int16_t)(start[i] + (sc->high ? sc->high : s->frames));
            d->next_anim = (int16_t)(first + target);
            d->next_frame = (int16_t)(start[target] + sc->target_frame);
            a->num_state_changes++;
        }
        a->anim_command_offset = (uint16_t)lv->num_anim_commands;
        a->num_anim_commands = (uint16_t)s->ncmds;
        for (int k = 0; k < s->ncmd_words; k++) {
            int16_t *w = LB_GROW(b, lv->anim_commands, lv->num_anim_commands, 1);
            if (!w)
                break;
            *w = s->cmd[k];
        }
        /* Sound/effect commands carry absolute frame numbers. */
        for (int k = 0; k < s->ncmd_words;) {
            int16_t type = s->cmd[k];
            int nargs = type == 1 ? 3 : type == 2 ? 2 : (type == 5 || type == 6) ? 2 : 0;
            if (type == 5 || type == 6)
                lv->anim_commands[a->anim_command_offset + k + 1] =
                    (int16_t)(start[i] + s->cmd[k + 1]);
            k += 1 + nargs;
        }
        for (int k = 0; k < SpecKeys(s); k++) {
            Pose p;
            ObjectPose(s->pose, MIN(k * s->rate, s->frames - 1), s->frames, &p, nmeshes);
            LB_EmitFrame(b, p.bbox, p.offset, p.nmeshes, (const int32_t(*)[3])p.rot);
        }
    }
    free(table);
    free(start);
    free(key);
    return first;
}

/* Door: 0 closed (state 0), 1 opening (state 1), 2 open (state 1),
 * 3 closing (state 0); the door sound (64, as TR1) plays as it moves. */
#define SND(frame, id) 5, (frame), (id)
static const AnimSpec k_door_anims[] = {
    {0, 0, 1, 1, POSE_DOOR_CLOSED, 0, 0, 0, 0, {{1, 1, 0, 0, 0}}, {0}, 0, 0},
    {1, 1, 16, 2, POSE_DOOR_OPENING, 0, 0, 2, 0, {{0}}, {SND(0, LB_SFX_DOOR)}, 3, 1},
    {2, 1, 1, 1, POSE_DOOR_OPEN, 0, 0, 2, 0, {{0, 3, 0, 0, 0}}, {0}, 0, 0},
    {3, 0, 16, 2, POSE_DOOR_CLOSING, 0, 0, 0, 0, {{0}}, {SND(0, LB_SFX_DOOR)}, 3, 1},
    {-1, 0, 0, 0, 0, 0, 0, 0, 0, {{0}}, {0}, 0, 0},
};
static const AnimSpec k_switch_anims[] = {
    /* As TR1's wall switch: a new switch rests in state 1 (anim 0); going to
     * state 0 plays anim 2 into the state-0 rest (anim 1); back to state 1
     * plays anim 3. The transitions end with a "kill" command (type 4), the
     * switching point. */
    {0, 1, 1, 1, POSE_LEVER_UP, 0, 0, 0, 0, {{0, 2, 0, 0, 0}}, {0}, 0, 0},
    {1, 0, 1, 1, POSE_LEVER_DOWN, 0, 0, 1, 0, {{1, 3, 0, 0, 0}}, {0}, 0, 0},
    {2, 0, 16, 2, POSE_LEVER_PULL, 0, 0, 1, 0, {{0}}, {4}, 1, 1},
    {3, 1, 16, 2, POSE_LEVER_PUSH, 0, 0, 0, 0, {{0}}, {4}, 1, 1},
    {-1, 0, 0, 0, 0, 0, 0, 0, 0, {{0}}, {0}, 0, 0},
};

void LB_AddModel(LB_Builder *b, uint32_t id, int num_meshes, int start_mesh,
                     uint32_t tree, uint32_t frame_word, int anim)
{
    Level *lv = &b->level;
    Model *m = LB_GROW(b, lv->models, lv->num_models, 1);
    if (!m)
        return;
    m->id = id;
    m->num_meshes = (uint16_t)num_meshes;
    m->start_mesh = (uint16_t)start_mesh;
    m->mesh_tree = tree;
    m->frame_offset = frame_word * 2;
    m->animation = (uint16_t)anim;
}

void LB_AddTreeNode(LB_Builder *b, int32_t flags, int x, int y, int z)
{
    Level *lv = &b->level;
    int32_t *w = LB_GROW(b, lv->mesh_trees, lv->num_mesh_tree_words, 4);
    if (!w)
        return;
    w[0] = flags;
    w[1] = x;
    w[2] = y;
    w[3] = z;
}

/* The mannequin: coloured boxes, external lighting (normals). */
static int BuildMannequinMeshes(LB_Builder *b)
{
    static LB_MeshBuild mb;
    uint8_t skin = LB_PlainColour(14), suit = LB_PlainColour(9), dark = LB_PlainColour(12),
            boot = LB_PlainColour(6), hair = LB_PlainColour(6);
    /* x extents are mirrored for the left (-x) and right (+x) limbs. */
    struct { int x0, y0, z0, x1, y1, z1; uint8_t col; } parts[15] = {
        {-60, -40, -40, 60, 40, 40, dark},                          /* 0 hips */
        {-28, 0, -30, 28, THIGH, 30, suit},                         /* 1 left thigh */
        {-22, 0, -25, 22, SHIN, 25, skin},                          /* 2 left shin */
        {-22, 0, -30, 22, 40, 80, boot},                            /* 3 left foot */
        {-28, 0, -30, 28, THIGH, 30, suit},                         /* 4 right thigh */
        {-22, 0, -25, 22, SHIN, 25, skin},                          /* 5 right shin */
        {-22, 0, -30, 22, 40, 80, boot},                            /* 6 right foot */
        {-70, -TORSO, -40, 70, 0, 45, suit},                        /* 7 torso */
        {-20, 0, -20, 20, UPPER_ARM, 20, skin},                     /* 8 right upper arm */
        {-18, 0, -18, 18, LOWER_ARM, 18, skin},                     /* 9 right lower arm */
        {-16, 0, -12, 16, 50, 18, skin},                            /* 10 right hand */
        {-20, 0, -20, 20, UPPER_ARM, 20, skin},                     /* 11 left upper arm */
        {-18, 0, -18, 18, LOWER_ARM, 18, skin},                     /* 12 left lower arm */
        {-16, 0, -12, 16, 50, 18, skin},                            /* 13 left hand */
        {-46, -120, -50, 46, 0, 46, skin},                          /* 14 head */
    };
    int first = -1;
    for (int i = 0; i < 15; i++) {
        memset(&mb, 0, sizeof mb);
        LB_MeshBox(&mb, parts[i].x0, parts[i].y0, parts[i].z0, parts[i].x1, parts[i].y1,
               parts[i].z1, false, parts[i].col, 0);
        if (i == 14) { /* hair cap and a nose so facing is visible */
            LB_MeshBox(&mb, -50, -130, -56, 50, -85, 36, false, hair, 0);
            LB_MeshBox(&mb, -8, -70, 46, 8, -45, 62, false, skin, 0);
        }
        if (i == 7) /* a belt stripe */
            LB_MeshBox(&mb, -72, -30, -42, 72, 0, 47, false, LB_PlainColour(4), 0);
        int ptr = LB_EmitMesh(b, &mb);
        if (i == 0)
            first = ptr;
    }
    /* TR1 Lara's tree: hips root; legs pushed/popped off the hips, torso
     * pops back to the hips, arms push/pop off the torso, head pops last. */
    LB_AddTreeNode(b, 2, -45, 20, 0);         /* 1 left thigh: push hips */
    LB_AddTreeNode(b, 0, 0, THIGH, 0);        /* 2 */
    LB_AddTreeNode(b, 0, 0, SHIN, 0);         /* 3 */
    LB_AddTreeNode(b, 3, 45, 20, 0);          /* 4 right thigh: pop+push hips */
    LB_AddTreeNode(b, 0, 0, THIGH, 0);        /* 5 */
    LB_AddTreeNode(b, 0, 0, SHIN, 0);         /* 6 */
    LB_AddTreeNode(b, 1, 0, -30, 0);          /* 7 torso: pop hips */
    LB_AddTreeNode(b, 2, 80, -(TORSO - 20), 0); /* 8 right upper arm: push torso */
    LB_AddTreeNode(b, 0, 0, UPPER_ARM, 0);    /* 9 */
    LB_AddTreeNode(b, 0, 0, LOWER_ARM, 0);    /* 10 */
    LB_AddTreeNode(b, 3, -80, -(TORSO - 20), 0); /* 11 left upper arm: pop+push */
    LB_AddTreeNode(b, 0, 0, UPPER_ARM, 0);    /* 12 */
    LB_AddTreeNode(b, 0, 0, LOWER_ARM, 0);    /* 13 */
    LB_AddTreeNode(b, 1, 0, -TORSO, 0);       /* 14 head: pop torso */
    return first;
}

bool LB_Models(LB_Builder *b)
{
    Level *lv = &b->level;
    static LB_MeshBuild mb;

    /* Lara (object 0). */
    uint32_t tree = lv->num_mesh_tree_words;
    const uint32_t lara_tree = tree;
    int lara_mesh = BuildMannequinMeshes(b);
    uint32_t lara_frames = lv->num_frame_words;
    int lara_anim = LB_LaraAnims(b, lara_mesh, tree, lara_frames);
    LB_AddModel(b, LB_OBJ_LARA, 15, lara_mesh, tree, lara_frames, lara_anim);

    /* Wall switch (object 55): a metal plate and a lever. */
    memset(&mb, 0, sizeof mb);
    LB_MeshBox(&mb, -160, -1000, 480, 160, -500, 512, true, b->mat_texture[LB_MAT_METAL], 0);
    int switch_mesh = LB_EmitMesh(b, &mb);
    memset(&mb, 0, sizeof mb);
    LB_MeshBox(&mb, -20, -180, -30, 20, 0, 10, false, LB_PlainColour(1), 0);
    LB_EmitMesh(b, &mb);
    tree = lv->num_mesh_tree_words;
    LB_AddTreeNode(b, 0, 0, -750, 470);
    uint32_t switch_frames = lv->num_frame_words;
    int switch_anim = BuildAnims(b, k_switch_anims, 4, 2, switch_frames);
    LB_AddModel(b, LB_OBJ_SWITCH, 2, switch_mesh, tree, switch_frames, switch_anim);

    /* Door (object 57): a wooden slab on the sector edge. */
    memset(&mb, 0, sizeof mb);
    LB_MeshBox(&mb, -512, -1024, -512, 512, 0, -448, true, b->mat_texture[LB_MAT_WOOD], 0);
    int door_mesh = LB_EmitMesh(b, &mb);
    uint32_t door_frames = lv->num_frame_words;
    int door_anim = BuildAnims(b, k_door_anims, 4, 1, door_frames);
    LB_AddModel(b, LB_OBJ_DOOR1, 1, door_mesh, lv->num_mesh_tree_words, door_frames, door_anim);

    /* Static pillar: brick column with a stone cap, internal lighting. */
    memset(&mb, 0, sizeof mb);
    mb.internal_light = true;
    LB_MeshBox(&mb, -200, -1536, -200, 200, -128, 200, true, b->mat_texture[LB_MAT_BRICK], 0x0C00);
    LB_MeshBox(&mb, -256, -128, -256, 256, 0, 256, true, b->mat_texture[LB_MAT_STONE], 0x0A00);
    LB_MeshBox(&mb, -256, -1664, -256, 256, -1536, 256, true, b->mat_texture[LB_MAT_STONE], 0x0800);
    int pillar_mesh = LB_EmitMesh(b, &mb);
    StaticMesh *sm = LB_GROW(b, lv->static_meshes, lv->num_static_meshes, 1);
    if (!sm)
        return false;
    sm->id = LB_STATIC_PILLAR;
    sm->mesh = (uint16_t)pillar_mesh;
    sm->visibility = (BoundingBox){-256, 256, -1664, 0, -256, 256};
    sm->collision = (BoundingBox){-256, 256, -1664, 0, -256, 256};
    sm->flags = 2; /* visible, solid */

    /* The game objects: her pistols, spikes, the medipack's inventory
     * model (lb_props.c), the wolf (lb_wolf.c). */
    return LB_Props(b, lara_mesh, lara_tree) && LB_Wolf(b);
}
