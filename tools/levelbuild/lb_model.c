/* Generated models: the "mannequin" player (TR1 Lara's 15-mesh tree and
 * animation numbering), a wall switch, a door and a static pillar. Meshes
 * are boxes; poses are computed from integer sines; frames use TR1's
 * encoding (bounding box, root offset, NumValues, two-word angle sets with
 * the low word first). */
#include "engine/math/fixed.h"
#include "tools/levelbuild/lb_internal.h"
#include "engine/level/level_write.h"

#include <stdlib.h>
#include <string.h>

/* ---- meshes --------------------------------------------------------------- */

#define MB_MAX_V 160
#define MB_MAX_Q 64
typedef struct {
    uint32_t nv;
    Vec3s v[MB_MAX_V];
    Vec3s n[MB_MAX_V];
    int16_t light[MB_MAX_V];
    uint32_t ntq, ncq;
    MeshQuad tq[MB_MAX_Q], cq[MB_MAX_Q];
    bool internal_light;
} MeshBuild;

static int64_t Dot3(int64_t ax, int64_t ay, int64_t az, int64_t bx, int64_t by, int64_t bz)
{
    return ax * bx + ay * by + az * bz;
}

/* Adds a quad whose visible side faces `outward`. TR's winding: the cross
 * product (v1 - v0) x (v2 - v1) points away from the viewer, i.e. against
 * the visible normal (checked on the original levels' floors and portals). */
static void FaceQuad(MeshBuild *mb, const Vec3s p[4], Vec3s outward, bool textured,
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

/* An axis-aligned box; `light` is the internal vertex shade (0 bright). */
static void AddBox(MeshBuild *mb, int x0, int y0, int z0, int x1, int y1, int z1,
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
        FaceQuad(mb, p, normals[f], textured, texture, l);
    }
}

/* Appends the mesh and a pointer to it; returns the mesh pointer index. */
static int EmitMesh(LB_Builder *b, const MeshBuild *mb)
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
static void EmitFrame(LB_Builder *b, const Pose *p)
{
    Level *lv = &b->level;
    uint32_t words = 10 + (uint32_t)p->nmeshes * 2;
    uint16_t *f = LB_GROW(b, lv->frames, lv->num_frame_words, words);
    if (!f)
        return;
    for (int i = 0; i < 6; i++)
        f[i] = (uint16_t)p->bbox[i];
    for (int i = 0; i < 3; i++)
        f[6 + i] = (uint16_t)p->offset[i];
    f[9] = (uint16_t)p->nmeshes;
    for (int m = 0; m < p->nmeshes; m++) {
        uint32_t x = ((uint32_t)p->rot[m][0] >> 6) & 0x3FF;
        uint32_t y = ((uint32_t)p->rot[m][1] >> 6) & 0x3FF;
        uint32_t z = ((uint32_t)p->rot[m][2] >> 6) & 0x3FF;
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
    POSE_STAND, POSE_IDLE, POSE_WALK, POSE_RUN, POSE_STOP, POSE_TURN, POSE_CROUCH,
    POSE_JUMP, POSE_FALL, POSE_LAND, POSE_SWIM, POSE_TREAD, POSE_DOOR_OPENING, POSE_DOOR_CLOSING,
    POSE_DOOR_CLOSED, POSE_DOOR_OPEN, POSE_LEVER_UP, POSE_LEVER_DOWN,
    POSE_LEVER_PULL, POSE_LEVER_PUSH
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
#define HIP_Y (-440)
#define THIGH 190
#define SHIN 190
#define TORSO 190
#define UPPER_ARM 140
#define LOWER_ARM 120

static void LaraPose(PoseKind kind, int t, int n, Pose *p)
{
    memset(p, 0, sizeof *p);
    p->nmeshes = 15;
    int y = HIP_Y;
    int32_t phase = n > 0 ? t * 0x10000 / n : 0;
    int32_t s = LB_Sin(phase), c = LB_Cos(phase); /* x16384 */
    int32_t (*r)[3] = p->rot;
    /* Arms hang slightly away from the body in every pose. */
    r[8][2] = -0x0600;
    r[11][2] = 0x0600;
    r[9][0] = r[12][0] = 0x0600; /* elbows a little bent */
    switch (kind) {
    case POSE_STAND:
    case POSE_STOP:
        break;
    case POSE_IDLE:
        r[7][0] = (int32_t)(s * 0x100 / 16384); /* breathing */
        break;
    case POSE_WALK:
    case POSE_TURN: {
        int amp = kind == POSE_WALK ? 0x1600 : 0x0800;
        r[1][0] = s * amp / 16384;           /* left thigh */
        r[4][0] = -s * amp / 16384;          /* right thigh */
        r[2][0] = -MAX(0, -s) * amp / 16384; /* knees bend on the back swing */
        r[5][0] = -MAX(0, s) * amp / 16384;
        r[8][0] = s * amp / 2 / 16384;       /* arms swing against the legs */
        r[11][0] = -s * amp / 2 / 16384;
        y += (c < 0 ? -c : c) * 12 / 16384 - 12;
        break;
    }
    case POSE_RUN: {
        int amp = 0x2800;
        r[0][0] = -0x0400;                   /* lean forward */
        r[1][0] = s * amp / 16384;
        r[4][0] = -s * amp / 16384;
        r[2][0] = -0x1000 - MAX(0, -s) * 0x2000 / 16384;
        r[5][0] = -0x1000 - MAX(0, s) * 0x2000 / 16384;
        r[8][0] = s * amp * 2 / 3 / 16384;
        r[11][0] = -s * amp * 2 / 3 / 16384;
        r[9][0] = r[12][0] = 0x2000;         /* elbows bent */
        y += (c < 0 ? -c : c) * 30 / 16384 - 40;
        break;
    }
    case POSE_CROUCH:
    case POSE_LAND: {
        /* depth 0..1 in 1/16: crouch goes down, land comes back up */
        int d = n > 1 ? t * 16 / (n - 1) : 16;
        if (kind == POSE_LAND)
            d = 16 - d;
        r[1][0] = r[4][0] = 0x1800 * d / 16;
        r[2][0] = r[5][0] = -0x3000 * d / 16;
        r[3][0] = r[6][0] = 0x1800 * d / 16;
        r[7][0] = -0x0800 * d / 16;
        r[8][0] = r[11][0] = -0x1000 * d / 16;
        y += 110 * d / 16;
        break;
    }
    case POSE_JUMP:
        r[1][0] = 0x1800;
        r[2][0] = -0x1000;
        r[4][0] = -0x1200;
        r[5][0] = -0x1400;
        r[8][0] = r[11][0] = 0x5800;        /* arms reach forward and up */
        r[7][0] = -0x0400;
        break;
    case POSE_FALL:
        r[1][0] = r[4][0] = 0x0800 + s * 0x400 / 16384;
        r[2][0] = r[5][0] = -0x1000;
        r[8][0] = r[11][0] = 0x7000;        /* arms above the head */
        r[8][2] = -0x1000;
        r[11][2] = 0x1000;
        break;
    case POSE_SWIM: {
        /* frog-less flutter kick; arms sweep from above the head to the
         * thighs (the engine pitches the whole body underwater) */
        int amp = 0x1000;
        r[1][0] = s * amp / 16384;
        r[4][0] = -s * amp / 16384;
        r[2][0] = r[5][0] = -0x0800;
        int sweep = 0x3800 + c * 0x3800 / 16384; /* 0 .. 0x7000 */
        r[8][0] = r[11][0] = sweep;
        r[8][2] = -0x0800 - (0x7000 - sweep) / 4;
        r[11][2] = 0x0800 + (0x7000 - sweep) / 4;
        break;
    }
    case POSE_TREAD: {
        /* upright, legs cycling, arms sculling sideways */
        r[1][0] = 0x0800 + s * 0x0800 / 16384;
        r[4][0] = 0x0800 - s * 0x0800 / 16384;
        r[2][0] = -0x1000 - MAX(0, s) * 0x0800 / 16384;
        r[5][0] = -0x1000 - MAX(0, -s) * 0x0800 / 16384;
        r[8][0] = r[11][0] = 0x2000;
        r[8][2] = -0x2000 - c * 0x0C00 / 16384;
        r[11][2] = 0x2000 + c * 0x0C00 / 16384;
        break;
    }
    default:
        break;
    }
    p->offset[1] = (int16_t)y;
    int top = y - 30 - TORSO - 130;
    p->bbox[0] = -120;
    p->bbox[1] = 120;
    p->bbox[2] = (int16_t)top;
    p->bbox[3] = 0;
    p->bbox[4] = -120;
    p->bbox[5] = 140;
}

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

/* Builds the animations of one model from a spec table indexed by local
 * animation number (gaps filled with `filler`). Returns the first global
 * animation index. */
static int BuildAnims(LB_Builder *b, const AnimSpec *specs, int num_anims, int nmeshes,
                      uint32_t model_frame_word, bool lara)
{
    Level *lv = &b->level;
    int first = (int)lv->num_animations;
    AnimSpec *table = calloc((size_t)num_anims, sizeof *table);
    int *start = calloc((size_t)num_anims + 1, sizeof *start);
    if (!table || !start) {
        free(table);
        free(start);
        LB_Fail(b, "out of memory");
        return -1;
    }
    for (int i = 0; i < num_anims; i++) {
        /* Placeholder: one standing frame that returns to the stand anim;
         * keeps the numbering of animations we don't provide. */
        table[i] = (AnimSpec){.anim = i, .state = lara ? LB_STATE_STOP : 0, .frames = 1,
                              .rate = 1, .pose = lara ? POSE_STAND : POSE_DOOR_CLOSED,
                              .next = lara ? LB_ANIM_STAND : 0};
    }
    for (const AnimSpec *s = specs; s->anim >= 0; s++)
        table[s->anim] = *s;
    for (int i = 0; i < num_anims; i++)
        start[i + 1] = start[i] + table[i].frames;
    uint32_t frame_words = 10 + (uint32_t)nmeshes * 2;

    for (int i = 0; i < num_anims && !b->failed; i++) {
        const AnimSpec *s = &table[i];
        Animation *a = LB_GROW(b, lv->animations, lv->num_animations, 1);
        if (!a)
            break;
        a->frame_offset = (model_frame_word + (uint32_t)start[i] * frame_words) * 2;
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
        for (int f = 0; f < s->frames; f++) {
            Pose p;
            if (lara)
                LaraPose(s->pose, f, s->frames, &p);
            else
                ObjectPose(s->pose, f, s->frames, &p, nmeshes);
            EmitFrame(b, &p);
        }
    }
    free(table);
    free(start);
    return first;
}

/* TR1 Lara animation numbers and states for what the mannequin provides;
 * transitions mirror the original graph (stand -> walk/run/turn/jump,
 * walk/run stops on either foot, jumps land or fall). */
#define SC(st, tgt) {(st), (tgt), 0, 0, 0}
#define SND(frame, id) 5, (frame), (id)
static const AnimSpec k_lara_anims[] = {
    {LB_ANIM_RUN, LB_STATE_RUN, 22, 1, POSE_RUN, 47, 0, LB_ANIM_RUN, 0,
     {SC(LB_STATE_WALK, LB_ANIM_WALK), {LB_STATE_STOP, LB_ANIM_RUN_STOP_LEFT, 0, 0, 11},
      {LB_STATE_STOP, LB_ANIM_RUN_STOP_RIGHT, 0, 11, 0},
      SC(LB_STATE_FORWARD_JUMP, LB_ANIM_RUN_JUMP)},
     {SND(4, LB_SFX_FOOTSTEP), SND(15, LB_SFX_FOOTSTEP)}, 6, 2},
    {LB_ANIM_WALK, LB_STATE_WALK, 36, 2, POSE_WALK, 15, 0, LB_ANIM_WALK, 0,
     {SC(LB_STATE_RUN, LB_ANIM_RUN), {LB_STATE_STOP, LB_ANIM_WALK_STOP_RIGHT, 0, 0, 18},
      {LB_STATE_STOP, LB_ANIM_WALK_STOP_LEFT, 0, 18, 0}},
     {SND(4, LB_SFX_FOOTSTEP), SND(22, LB_SFX_FOOTSTEP)}, 6, 2},
    {LB_ANIM_WALK_STOP_RIGHT, LB_STATE_WALK, 8, 2, POSE_STOP, 0, 0, LB_ANIM_STAND, 0, {{0}},
     {0}, 0, 0},
    {LB_ANIM_WALK_STOP_LEFT, LB_STATE_WALK, 8, 2, POSE_STOP, 0, 0, LB_ANIM_STAND, 0, {{0}},
     {0}, 0, 0},
    {LB_ANIM_START_RUN, LB_STATE_RUN, 8, 1, POSE_RUN, 24, 2, LB_ANIM_RUN, 0,
     {SC(LB_STATE_STOP, LB_ANIM_RUN_STOP_LEFT)}, {0}, 0, 0},
    {LB_ANIM_RUN_STOP_LEFT, LB_STATE_RUN, 8, 2, POSE_STOP, 47, -5, LB_ANIM_STAND, 0, {{0}},
     {SND(2, LB_SFX_FOOTSTEP)}, 3, 1},
    {LB_ANIM_RUN_STOP_RIGHT, LB_STATE_RUN, 8, 2, POSE_STOP, 47, -5, LB_ANIM_STAND, 0, {{0}},
     {SND(2, LB_SFX_FOOTSTEP)}, 3, 1},
    {LB_ANIM_STAND, LB_STATE_STOP, 1, 1, POSE_STAND, 0, 0, LB_ANIM_STAND_IDLE, 0,
     {SC(LB_STATE_WALK, LB_ANIM_WALK), SC(LB_STATE_RUN, LB_ANIM_START_RUN),
      SC(LB_STATE_TURN_RIGHT, LB_ANIM_TURN_RIGHT), SC(LB_STATE_TURN_LEFT, LB_ANIM_TURN_LEFT),
      SC(LB_STATE_COMPRESS, LB_ANIM_JUMP_PREP), SC(LB_STATE_FAST_TURN, LB_ANIM_FAST_TURN)},
     {0}, 0, 0},
    {LB_ANIM_TURN_RIGHT, LB_STATE_TURN_RIGHT, 16, 2, POSE_TURN, 0, 0, LB_ANIM_TURN_RIGHT, 0,
     {SC(LB_STATE_STOP, LB_ANIM_STAND), SC(LB_STATE_WALK, LB_ANIM_WALK),
      SC(LB_STATE_RUN, LB_ANIM_START_RUN), SC(LB_STATE_FAST_TURN, LB_ANIM_FAST_TURN)},
     {SND(3, LB_SFX_FOOTSTEP)}, 3, 1},
    {LB_ANIM_TURN_LEFT, LB_STATE_TURN_LEFT, 16, 2, POSE_TURN, 0, 0, LB_ANIM_TURN_LEFT, 0,
     {SC(LB_STATE_STOP, LB_ANIM_STAND), SC(LB_STATE_WALK, LB_ANIM_WALK),
      SC(LB_STATE_RUN, LB_ANIM_START_RUN), SC(LB_STATE_FAST_TURN, LB_ANIM_FAST_TURN)},
     {SND(3, LB_SFX_FOOTSTEP)}, 3, 1},
    {LB_ANIM_RUN_JUMP, LB_STATE_FORWARD_JUMP, 6, 1, POSE_JUMP, 47, 0, LB_ANIM_JUMP_FORWARD, 0,
     {{0}}, {2, -100, 75}, 3, 1},
    {LB_ANIM_FALL_START, LB_STATE_FAST_FALL, 8, 2, POSE_FALL, 40, -4, LB_ANIM_FALL, 0,
     {SC(LB_STATE_STOP, LB_ANIM_LAND_FALL)}, {0}, 0, 0},
    {LB_ANIM_FALL, LB_STATE_FAST_FALL, 10, 2, POSE_FALL, 0, 0, LB_ANIM_FALL, 0,
     {SC(LB_STATE_RUN, LB_ANIM_LAND_FALL), SC(LB_STATE_STOP, LB_ANIM_LAND_FALL)}, {0}, 0, 0},
    {LB_ANIM_LAND_FALL, LB_STATE_STOP, 12, 2, POSE_LAND, 0, 0, LB_ANIM_STAND, 0, {{0}},
     {SND(0, LB_SFX_LANDING)}, 3, 1},
    {LB_ANIM_UP_JUMP_PREP, LB_STATE_UP_JUMP, 5, 1, POSE_CROUCH, 0, 0, LB_ANIM_UP_JUMP, 0,
     {{0}}, {0}, 0, 0},
    {LB_ANIM_UP_JUMP, LB_STATE_UP_JUMP, 10, 5, POSE_JUMP, 2, 0, LB_ANIM_UP_JUMP, 0,
     {SC(LB_STATE_STOP, LB_ANIM_LAND), SC(LB_STATE_FAST_FALL, LB_ANIM_FALL)}, {0}, 0, 0},
    {LB_ANIM_FAST_TURN, LB_STATE_FAST_TURN, 20, 2, POSE_TURN, 0, 0, LB_ANIM_FAST_TURN, 0,
     {SC(LB_STATE_STOP, LB_ANIM_STAND), SC(LB_STATE_WALK, LB_ANIM_WALK),
      SC(LB_STATE_RUN, LB_ANIM_START_RUN)},
     {0}, 0, 0},
    {LB_ANIM_JUMP_PREP, LB_STATE_COMPRESS, 11, 1, POSE_CROUCH, 0, 0, LB_ANIM_UP_JUMP_PREP, 0,
     {{LB_STATE_FORWARD_JUMP, LB_ANIM_JUMP_FORWARD_START, 0, 8, 0}}, {0}, 0, 0},
    {LB_ANIM_JUMP_FORWARD_START, LB_STATE_FORWARD_JUMP, 3, 1, POSE_JUMP, 100, 0,
     LB_ANIM_JUMP_FORWARD, 0, {{0}}, {2, -100, 50}, 3, 1},
    {LB_ANIM_JUMP_FORWARD, LB_STATE_FORWARD_JUMP, 20, 2, POSE_JUMP, 0, 0,
     LB_ANIM_JUMP_FORWARD, 19,
     {SC(LB_STATE_STOP, LB_ANIM_LAND), SC(LB_STATE_RUN, LB_ANIM_LAND),
      SC(LB_STATE_FAST_FALL, LB_ANIM_FALL)},
     {0}, 0, 0},
    {LB_ANIM_LAND, LB_STATE_STOP, 18, 1, POSE_LAND, 0, 0, LB_ANIM_STAND, 0,
     {{LB_STATE_RUN, LB_ANIM_START_RUN, 0, 17, 0}}, {SND(0, LB_SFX_LANDING)}, 3, 1},
    {LB_ANIM_STAND_IDLE, LB_STATE_STOP, 32, 4, POSE_IDLE, 0, 0, LB_ANIM_STAND_IDLE, 0,
     {SC(LB_STATE_WALK, LB_ANIM_WALK), SC(LB_STATE_RUN, LB_ANIM_START_RUN),
      SC(LB_STATE_TURN_RIGHT, LB_ANIM_TURN_RIGHT), SC(LB_STATE_TURN_LEFT, LB_ANIM_TURN_LEFT),
      SC(LB_STATE_COMPRESS, LB_ANIM_JUMP_PREP), SC(LB_STATE_FAST_TURN, LB_ANIM_FAST_TURN)},
     {0}, 0, 0},
    /* water: underwater swim/glide/tread, surface tread/swim, dives */
    {LB_ANIM_SWIM, LB_STATE_SWIM, 36, 3, POSE_SWIM, 0, 0, LB_ANIM_SWIM, 0,
     {SC(LB_STATE_GLIDE, LB_ANIM_GLIDE)}, {0}, 0, 0},
    {LB_ANIM_GLIDE, LB_STATE_GLIDE, 1, 1, POSE_SWIM, 0, 0, LB_ANIM_GLIDE, 0,
     {SC(LB_STATE_TREAD, LB_ANIM_TREAD_START), SC(LB_STATE_SWIM, LB_ANIM_SWIM)}, {0}, 0, 0},
    {LB_ANIM_TREAD_START, LB_STATE_TREAD, 11, 2, POSE_TREAD, 0, 0, LB_ANIM_TREAD, 0, {{0}},
     {0}, 0, 0},
    {LB_ANIM_TREAD, LB_STATE_TREAD, 64, 4, POSE_TREAD, 0, 0, LB_ANIM_TREAD, 0,
     {SC(LB_STATE_SWIM, LB_ANIM_TREAD_TO_SWIM)}, {0}, 0, 0},
    {LB_ANIM_TREAD_TO_SWIM, LB_STATE_SWIM, 7, 2, POSE_SWIM, 0, 0, LB_ANIM_SWIM, 0, {{0}},
     {0}, 0, 0},
    {LB_ANIM_SURF_TREAD, LB_STATE_SURF_TREAD, 40, 4, POSE_TREAD, 0, 0, LB_ANIM_SURF_TREAD, 0,
     {SC(LB_STATE_SURF_SWIM, LB_ANIM_SURF_TREAD_TO_SWIM),
      SC(LB_STATE_DIVE, LB_ANIM_SURF_DIVE)},
     {0}, 0, 0},
    {LB_ANIM_DIVE_IN, LB_STATE_DIVE, 26, 2, POSE_SWIM, 0, 0, LB_ANIM_SWIM, 0, {{0}},
     {SND(0, LB_SFX_SPLASH)}, 3, 1},
    {LB_ANIM_SURFACE, LB_STATE_SURF_TREAD, 11, 2, POSE_TREAD, 0, 0, LB_ANIM_SURF_TREAD, 0,
     {{0}}, {0}, 0, 0},
    {LB_ANIM_SURF_DIVE, LB_STATE_DIVE, 21, 2, POSE_SWIM, 0, 0, LB_ANIM_SWIM, 0, {{0}}, {0},
     0, 0},
    {LB_ANIM_SURF_SWIM, LB_STATE_SURF_SWIM, 40, 4, POSE_SWIM, 0, 0, LB_ANIM_SURF_SWIM, 0,
     {SC(LB_STATE_SURF_TREAD, LB_ANIM_SURF_SWIM_STOP), SC(LB_STATE_DIVE, LB_ANIM_SURF_DIVE)},
     {0}, 0, 0},
    {LB_ANIM_SURF_SWIM_STOP, LB_STATE_SURF_TREAD, 16, 2, POSE_TREAD, 0, 0,
     LB_ANIM_SURF_TREAD, 0, {{0}}, {0}, 0, 0},
    {LB_ANIM_SURF_TREAD_TO_SWIM, LB_STATE_SURF_SWIM, 16, 2, POSE_SWIM, 0, 0,
     LB_ANIM_SURF_SWIM, 0, {{0}}, {0}, 0, 0},
    {LB_ANIM_SWIM_DIVE, LB_STATE_DIVE, 31, 1, POSE_SWIM, 0, 0, LB_ANIM_SWIM, 0, {{0}}, {0},
     0, 0},
    {-1, 0, 0, 0, 0, 0, 0, 0, 0, {{0}}, {0}, 0, 0},
};

/* Door: 0 closed (state 0), 1 opening (state 1), 2 open (state 1),
 * 3 closing (state 0); the door sound (64, as TR1) plays as it moves. */
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

static void AddModel(LB_Builder *b, uint32_t id, int num_meshes, int start_mesh,
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

static void AddTreeNode(LB_Builder *b, int32_t flags, int x, int y, int z)
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
    static MeshBuild mb;
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
        AddBox(&mb, parts[i].x0, parts[i].y0, parts[i].z0, parts[i].x1, parts[i].y1,
               parts[i].z1, false, parts[i].col, 0);
        if (i == 14) { /* hair cap and a nose so facing is visible */
            AddBox(&mb, -50, -130, -56, 50, -85, 36, false, hair, 0);
            AddBox(&mb, -8, -70, 46, 8, -45, 62, false, skin, 0);
        }
        if (i == 7) /* a belt stripe */
            AddBox(&mb, -72, -30, -42, 72, 0, 47, false, LB_PlainColour(4), 0);
        int ptr = EmitMesh(b, &mb);
        if (i == 0)
            first = ptr;
    }
    /* TR1 Lara's tree: hips root; legs pushed/popped off the hips, torso
     * pops back to the hips, arms push/pop off the torso, head pops last. */
    AddTreeNode(b, 2, -45, 20, 0);         /* 1 left thigh: push hips */
    AddTreeNode(b, 0, 0, THIGH, 0);        /* 2 */
    AddTreeNode(b, 0, 0, SHIN, 0);         /* 3 */
    AddTreeNode(b, 3, 45, 20, 0);          /* 4 right thigh: pop+push hips */
    AddTreeNode(b, 0, 0, THIGH, 0);        /* 5 */
    AddTreeNode(b, 0, 0, SHIN, 0);         /* 6 */
    AddTreeNode(b, 1, 0, -30, 0);          /* 7 torso: pop hips */
    AddTreeNode(b, 2, 80, -(TORSO - 20), 0); /* 8 right upper arm: push torso */
    AddTreeNode(b, 0, 0, UPPER_ARM, 0);    /* 9 */
    AddTreeNode(b, 0, 0, LOWER_ARM, 0);    /* 10 */
    AddTreeNode(b, 3, -80, -(TORSO - 20), 0); /* 11 left upper arm: pop+push */
    AddTreeNode(b, 0, 0, UPPER_ARM, 0);    /* 12 */
    AddTreeNode(b, 0, 0, LOWER_ARM, 0);    /* 13 */
    AddTreeNode(b, 1, 0, -TORSO, 0);       /* 14 head: pop torso */
    return first;
}

bool LB_Models(LB_Builder *b)
{
    Level *lv = &b->level;
    static MeshBuild mb;

    /* Lara (object 0). */
    uint32_t tree = lv->num_mesh_tree_words;
    int lara_mesh = BuildMannequinMeshes(b);
    uint32_t lara_frames = lv->num_frame_words;
    int lara_anim = BuildAnims(b, k_lara_anims, LB_LARA_NUM_ANIMS, 15, lara_frames, true);
    AddModel(b, LB_OBJ_LARA, 15, lara_mesh, tree, lara_frames, lara_anim);

    /* Wall switch (object 55): a metal plate and a lever. */
    memset(&mb, 0, sizeof mb);
    AddBox(&mb, -160, -1000, 480, 160, -500, 512, true, b->mat_texture[LB_MAT_METAL], 0);
    int switch_mesh = EmitMesh(b, &mb);
    memset(&mb, 0, sizeof mb);
    AddBox(&mb, -20, -180, -30, 20, 0, 10, false, LB_PlainColour(1), 0);
    EmitMesh(b, &mb);
    tree = lv->num_mesh_tree_words;
    AddTreeNode(b, 0, 0, -750, 470);
    uint32_t switch_frames = lv->num_frame_words;
    int switch_anim = BuildAnims(b, k_switch_anims, 4, 2, switch_frames, false);
    AddModel(b, LB_OBJ_SWITCH, 2, switch_mesh, tree, switch_frames, switch_anim);

    /* Door (object 57): a wooden slab on the sector edge. */
    memset(&mb, 0, sizeof mb);
    AddBox(&mb, -512, -1024, -512, 512, 0, -448, true, b->mat_texture[LB_MAT_WOOD], 0);
    int door_mesh = EmitMesh(b, &mb);
    uint32_t door_frames = lv->num_frame_words;
    int door_anim = BuildAnims(b, k_door_anims, 4, 1, door_frames, false);
    AddModel(b, LB_OBJ_DOOR1, 1, door_mesh, lv->num_mesh_tree_words, door_frames, door_anim);

    /* Static pillar: brick column with a stone cap, internal lighting. */
    memset(&mb, 0, sizeof mb);
    mb.internal_light = true;
    AddBox(&mb, -200, -1536, -200, 200, -128, 200, true, b->mat_texture[LB_MAT_BRICK], 0x0C00);
    AddBox(&mb, -256, -128, -256, 256, 0, 256, true, b->mat_texture[LB_MAT_STONE], 0x0A00);
    AddBox(&mb, -256, -1664, -256, 256, -1536, 256, true, b->mat_texture[LB_MAT_STONE], 0x0800);
    int pillar_mesh = EmitMesh(b, &mb);
    StaticMesh *sm = LB_GROW(b, lv->static_meshes, lv->num_static_meshes, 1);
    if (!sm)
        return false;
    sm->id = LB_STATIC_PILLAR;
    sm->mesh = (uint16_t)pillar_mesh;
    sm->visibility = (BoundingBox){-256, 256, -1664, 0, -256, 256};
    sm->collision = (BoundingBox){-256, 256, -1664, 0, -256, 256};
    sm->flags = 2; /* visible, solid */
    return !b->failed;
}
