/* Animation engine (see anim.h). The rules follow the original engine as
 * documented in TRosettaStone (mesh_construction_animation.asc): the frame
 * counter advances first, the goal state is dispatched through the
 * StateChange ranges, whole-animation commands run when the animation ends,
 * per-frame commands when the frame matches. */
#include "engine/anim/anim.h"

#include <limits.h>
#include <string.h>

/* ---- frames ----------------------------------------------------------------- */

uint32_t Anim_FrameStride(const Level *lv, const Animation *a, int num_meshes)
{
    if (a->frame_size)
        return a->frame_size;
    /* TR1 files may leave FrameSize 0: header (bbox 6, offset 3, count 1)
     * plus two words per mesh. */
    if (lv->game == GAME_TR1)
        return 10u + 2u * (uint32_t)num_meshes;
    return 9u + 2u * (uint32_t)num_meshes;
}

static uint16_t angle10(uint32_t v) { return (uint16_t)((v & 0x3FFu) << 6); }

bool Anim_DecodeFrame(const Level *lv, uint32_t word, int num_meshes, AnimFrame *out)
{
    memset(out, 0, sizeof(*out));
    const uint32_t total = lv->num_frame_words;
    const uint16_t *w = lv->frames;
    if (num_meshes < 0)
        num_meshes = 0;
    if (num_meshes > ANIM_MAX_MESHES)
        num_meshes = ANIM_MAX_MESHES;
    uint32_t header = lv->game == GAME_TR1 ? 10u : 9u;
    if (word > total || total - word < header)
        return false;
    const uint16_t *p = w + word;
    out->bbox.min_x = (int16_t)p[0];
    out->bbox.max_x = (int16_t)p[1];
    out->bbox.min_y = (int16_t)p[2];
    out->bbox.max_y = (int16_t)p[3];
    out->bbox.min_z = (int16_t)p[4];
    out->bbox.max_z = (int16_t)p[5];
    out->offset.x = (int16_t)p[6];
    out->offset.y = (int16_t)p[7];
    out->offset.z = (int16_t)p[8];
    uint32_t at = word + header;
    int n = num_meshes;
    if (lv->game == GAME_TR1) {
        /* TR1 states the number of angle sets; meshes past it stay zero. */
        int stated = (int16_t)p[9];
        if (stated < 0)
            stated = 0;
        if (stated < n)
            n = stated;
    }
    for (int i = 0; i < n; i++) {
        if (at >= total)
            return false;
        uint16_t a = w[at];
        if (lv->game != GAME_TR1 && (a & 0xC000u)) {
            /* TR2/TR3 one-axis set. */
            uint16_t v = angle10(a);
            switch (a & 0xC000u) {
            case 0x4000u: out->rot[i][0] = v; break;
            case 0x8000u: out->rot[i][1] = v; break;
            default: out->rot[i][2] = v; break;
            }
            at += 1;
        } else {
            if (at + 1 >= total)
                return false;
            uint16_t b = w[at + 1];
            /* Two-word set: X in bits 20..29, Y in 10..19, Z in 0..9 of the
             * 32-bit value. TR2/TR3 store the high word first, TR1 the low
             * word first. */
            uint32_t v = lv->game == GAME_TR1 ? ((uint32_t)b << 16) | a
                                              : ((uint32_t)a << 16) | b;
            out->rot[i][0] = angle10(v >> 20);
            out->rot[i][1] = angle10(v >> 10);
            out->rot[i][2] = angle10(v);
            at += 2;
        }
    }
    out->num_meshes = (uint16_t)n;
    return true;
}

void Anim_GetKeys(const Level *lv, int anim, int frame, int num_meshes, AnimKeys *out)
{
    memset(out, 0, sizeof(*out));
    out->den = 1;
    if (anim < 0 || (uint32_t)anim >= lv->num_animations)
        return;
    const Animation *a = &lv->animations[anim];
    int32_t rate = a->frame_rate ? a->frame_rate : 1;
    int32_t cur = frame - a->frame_start;
    int32_t last = (int32_t)a->frame_end - a->frame_start;
    if (cur < 0)
        cur = 0;
    if (last < 0)
        last = 0;
    int32_t key = cur / rate;
    int32_t num = cur - key * rate;
    int32_t den = rate;
    /* The last key stands for frame_end, which may be closer than a full
     * FrameRate span. */
    if ((key + 1) * rate > last)
        den = last - key * rate;
    if (den <= 0 || num <= 0) {
        num = 0;
        den = 1;
    }
    if (num > den)
        num = den;
    uint32_t stride = Anim_FrameStride(lv, a, num_meshes);
    out->word0 = a->frame_offset / 2u + (uint32_t)key * stride;
    out->word1 = out->word0 + stride;
    out->num = num;
    out->den = den;
}

static uint16_t lerp_angle(uint16_t a, uint16_t b, int32_t t, int32_t den)
{
    int32_t d = (int16_t)(uint16_t)(b - a); /* shortest arc */
    return (uint16_t)(a + d * t / den);
}

static int16_t lerp_s(int16_t a, int16_t b, int32_t t, int32_t den)
{
    return (int16_t)(a + ((int32_t)b - a) * t / den);
}

void Anim_LerpFrame(const AnimFrame *a, const AnimFrame *b, int32_t t, int32_t den,
                    AnimFrame *out)
{
    AnimFrame r;
    if (den <= 0)
        den = 1;
    t = CLAMP(t, 0, den);
    r.bbox.min_x = lerp_s(a->bbox.min_x, b->bbox.min_x, t, den);
    r.bbox.max_x = lerp_s(a->bbox.max_x, b->bbox.max_x, t, den);
    r.bbox.min_y = lerp_s(a->bbox.min_y, b->bbox.min_y, t, den);
    r.bbox.max_y = lerp_s(a->bbox.max_y, b->bbox.max_y, t, den);
    r.bbox.min_z = lerp_s(a->bbox.min_z, b->bbox.min_z, t, den);
    r.bbox.max_z = lerp_s(a->bbox.max_z, b->bbox.max_z, t, den);
    r.offset.x = lerp_s(a->offset.x, b->offset.x, t, den);
    r.offset.y = lerp_s(a->offset.y, b->offset.y, t, den);
    r.offset.z = lerp_s(a->offset.z, b->offset.z, t, den);
    r.num_meshes = MAX(a->num_meshes, b->num_meshes);
    for (int i = 0; i < ANIM_MAX_MESHES; i++)
        for (int k = 0; k < 3; k++)
            r.rot[i][k] = lerp_angle(a->rot[i][k], b->rot[i][k], t, den);
    *out = r;
}

void Anim_GetFrame(const Level *lv, int anim, int frame, int num_meshes, AnimFrame *out)
{
    AnimKeys k;
    Anim_GetKeys(lv, anim, frame, num_meshes, &k);
    if (!Anim_DecodeFrame(lv, k.word0, num_meshes, out))
        return;
    if (k.num == 0)
        return;
    AnimFrame f1;
    if (!Anim_DecodeFrame(lv, k.word1, num_meshes, &f1))
        return;
    Anim_LerpFrame(out, &f1, k.num, k.den, out);
}

/* ---- the per-tick step ---------------------------------------------------- */

void Anim_SetAnim(const Level *lv, Item *item, int anim, int frame)
{
    if (anim < 0 || (uint32_t)anim >= lv->num_animations) {
        item->anim = ITEM_NO_ANIM;
        item->frame = 0;
        return;
    }
    const Animation *a = &lv->animations[anim];
    item->anim = (int16_t)anim;
    item->frame = (int16_t)(frame < 0 ? a->frame_start : frame);
    item->current_state = (int16_t)a->state_id;
    item->goal_state = (int16_t)a->state_id;
    if (item->required_state == item->current_state)
        item->required_state = 0;
}

bool Anim_GetChange(const Level *lv, Item *item)
{
    if (item->anim < 0 || (uint32_t)item->anim >= lv->num_animations)
        return false;
    if (item->current_state == item->goal_state)
        return false;
    const Animation *a = &lv->animations[item->anim];
    for (uint32_t i = 0; i < a->num_state_changes; i++) {
        uint32_t sc_i = (uint32_t)a->state_change_offset + i;
        if (sc_i >= lv->num_state_changes)
            break;
        const StateChange *sc = &lv->state_changes[sc_i];
        if (sc->state_id != (uint16_t)item->goal_state)
            continue;
        for (uint32_t j = 0; j < sc->num_dispatches; j++) {
            uint32_t d_i = (uint32_t)sc->dispatch_offset + j;
            if (d_i >= lv->num_anim_dispatches)
                break;
            const AnimDispatch *d = &lv->anim_dispatches[d_i];
            if (item->frame >= d->low && item->frame <= d->high &&
                d->next_anim >= 0 && (uint32_t)d->next_anim < lv->num_animations) {
                item->anim = d->next_anim;
                item->frame = d->next_frame;
                return true;
            }
        }
    }
    return false;
}

/* Reads animcommand word i of the level, 0 past the end (the loader checks
 * offsets, but a command's operands could still run off a malformed list). */
static int16_t cmd_word(const Level *lv, uint32_t i)
{
    return i < lv->num_anim_commands ? lv->anim_commands[i] : 0;
}

static int cmd_operands(int op)
{
    switch (op) {
    case ANIMCMD_SET_POSITION: return 3;
    case ANIMCMD_JUMP_VELOCITY: return 2;
    case ANIMCMD_SOUND: return 2;
    case ANIMCMD_FLIPEFFECT: return 2;
    default: return 0;
    }
}

/* Position arithmetic saturates at the world bound (LEVEL_WORLD_LIMIT,
 * which the loader also holds every stored position to) instead of
 * overflowing: an item falling or running forever with no collision code
 * stops at the edge of the world, so code that adds offsets to item
 * positions (cameras, sounds, rendering) stays inside int32. Real
 * positions are far from it, so results are unchanged. */
static int32_t add_sat(int32_t a, int64_t d)
{
    int64_t v = (int64_t)a + d;
    return (int32_t)CLAMP(v, -(int64_t)LEVEL_WORLD_LIMIT, (int64_t)LEVEL_WORLD_LIMIT);
}

static void translate_item(Item *item, int32_t x, int32_t y, int32_t z)
{
    int32_t c = Math_Cos(item->rot.y), s = Math_Sin(item->rot.y);
    item->pos.x = add_sat(item->pos.x, (c * x + s * z) >> W2V_SHIFT);
    item->pos.y = add_sat(item->pos.y, y);
    item->pos.z = add_sat(item->pos.z, (-s * x + c * z) >> W2V_SHIFT);
}

static bool item_in_water(const Level *lv, const Item *item)
{
    return item->room >= 0 && (uint32_t)item->room < lv->num_rooms &&
           (lv->rooms[item->room].flags & ROOM_FLAG_WATER);
}

/* whole = true: commands that belong to the end of the animation;
 * false: the per-frame ones (sound, flipeffect) matching item->frame. */
static void run_commands(const Level *lv, Item *item, const Animation *a, bool whole,
                         const AnimStepOptions *opt, const AnimEvents *ev)
{
    bool lara = opt && opt->lara;
    uint32_t at = a->anim_command_offset;
    int16_t frame = item->frame;
    for (uint32_t n = 0; n < a->num_anim_commands; n++) {
        int op = cmd_word(lv, at);
        int16_t p0 = cmd_word(lv, at + 1), p1 = cmd_word(lv, at + 2), p2 = cmd_word(lv, at + 3);
        at += 1u + (uint32_t)cmd_operands(op);
        if (whole) {
            switch (op) {
            case ANIMCMD_SET_POSITION:
                translate_item(item, p0, p1, p2);
                break;
            case ANIMCMD_JUMP_VELOCITY:
                item->fall_speed = p0;
                item->speed = p1;
                item->gravity = true;
                /* Lara's take-off may have been computed by her state code
                 * (a jump to a ledge): it replaces the animation's, once. */
                if (lara && opt->calc_fall_speed && *opt->calc_fall_speed) {
                    item->fall_speed = *opt->calc_fall_speed;
                    *opt->calc_fall_speed = 0;
                }
                break;
            case ANIMCMD_EMPTY_HANDS:
                if (ev && ev->empty_hands)
                    ev->empty_hands(ev->user, item);
                break;
            case ANIMCMD_KILL:
                if (!lara && item->object_id != ITEM_LARA_OBJECT)
                    item->status = ITEM_STATUS_DEACTIVATED;
                if (ev && ev->kill)
                    ev->kill(ev->user, item);
                break;
            default: break;
            }
        } else if (op == ANIMCMD_SOUND && p0 == frame) {
            int type = (uint16_t)p1 & 0xC000;
            bool water = item_in_water(lv, item);
            bool play = type == 0 || (type == ANIM_SOUND_LAND && !water) ||
                        (type == ANIM_SOUND_WATER && water);
            if (play && ev && ev->sound)
                ev->sound(ev->user, item, p1 & ANIM_SOUND_ID_MASK);
        } else if (op == ANIMCMD_FLIPEFFECT && p0 == frame) {
            if (ev && ev->flipeffect)
                ev->flipeffect(ev->user, item, p1 & 0x3FFF);
        }
    }
}

void Anim_Animate(const Level *lv, Item *item, const AnimEvents *ev)
{
    Anim_AnimateEx(lv, item, ev, NULL);
}

/* Lara falling or jumping in a TR3 swamp: the mud brakes her (see
 * AnimStepOptions.swamp). */
static void swamp_fall(Item *item)
{
    item->speed = (int16_t)(item->speed - (item->speed >> 3));
    if (item->speed > -8 && item->speed < 8) {
        item->speed = 0;
        item->gravity = false;
    }
    if (item->fall_speed > 128)
        item->fall_speed = (int16_t)(item->fall_speed >> 1);
    item->fall_speed = (int16_t)(item->fall_speed - (item->fall_speed >> 2));
    if (item->fall_speed < 4)
        item->fall_speed = 4;
    item->pos.y = add_sat(item->pos.y, item->fall_speed);
}

void Anim_AnimateEx(const Level *lv, Item *item, const AnimEvents *ev, const AnimStepOptions *opt)
{
    bool lara = opt && opt->lara;
    if (item->anim < 0 || (uint32_t)item->anim >= lv->num_animations)
        return;
    if (!lara) {
        /* per-tick contact state, refilled by the game layer's collision */
        item->touch_bits = 0;
        item->hit_status = false;
    }
    item->frame++;
    const Animation *a = &lv->animations[item->anim];
    /* Lara's step never clears required_state and keeps her goal state
     * across the end of an animation (her state code owns both). */
    if (a->num_state_changes > 0 && Anim_GetChange(lv, item)) {
        a = &lv->animations[item->anim];
        item->current_state = (int16_t)a->state_id;
        if (!lara && item->required_state == item->current_state)
            item->required_state = 0;
    }
    if (item->frame > a->frame_end) {
        run_commands(lv, item, a, true, opt, ev);
        int next = a->next_anim;
        if ((uint32_t)next >= lv->num_animations)
            next = item->anim; /* defensive: loop */
        item->anim = (int16_t)next;
        item->frame = (int16_t)a->next_frame;
        a = &lv->animations[next];
        if (lara) {
            item->current_state = (int16_t)a->state_id;
        } else {
            /* TR1 resets the goal to the new animation's state at every
             * animation end (a creature's pending goal is dropped when its
             * run cycle loops); TR2 and TR3 only on a state change. */
            if (lv->game == GAME_TR1 || item->current_state != (int16_t)a->state_id) {
                item->current_state = (int16_t)a->state_id;
                item->goal_state = (int16_t)a->state_id;
            }
            if (item->required_state == item->current_state)
                item->required_state = 0;
        }
    }
    run_commands(lv, item, a, false, opt, ev);
    if (item->gravity && opt && opt->swamp) {
        swamp_fall(item);
    } else if (item->gravity) {
        if (lara) {
            /* The speed curve of the animation still applies in the air:
             * take off last tick's share, add this tick's. */
            int64_t prev = a->speed + (int64_t)a->accel * (item->frame - a->frame_start - 1);
            item->speed = (int16_t)(item->speed - (int16_t)(prev >> 16) +
                                    (int16_t)((prev + a->accel) >> 16));
        }
        item->fall_speed += item->fall_speed < ANIM_FASTFALL_SPEED ? ANIM_GRAVITY : 1;
        item->pos.y = add_sat(item->pos.y, item->fall_speed);
    } else {
        /* 64-bit: hostile data must not overflow (the original's values fit
         * 32 bits, so results are the same for real levels). */
        int64_t speed = a->speed;
        if (opt && opt->swamp_wade) {
            speed = a->speed >> 1;
            if (a->accel)
                speed += ((int64_t)a->accel * (item->frame - a->frame_start)) >> 2;
        } else if (a->accel) {
            speed += (int64_t)a->accel * (item->frame - a->frame_start);
        }
        item->speed = (int16_t)(speed >> 16);
    }
    int32_t dir = opt && opt->use_move_angle ? opt->move_angle : item->rot.y;
    item->pos.x = add_sat(item->pos.x, (Math_Sin(dir) * item->speed) >> W2V_SHIFT);
    item->pos.z = add_sat(item->pos.z, (Math_Cos(dir) * item->speed) >> W2V_SHIFT);
}

/* ---- poses ------------------------------------------------------------------ */

AnimTreeNode Anim_TreeNode(const Level *lv, const Model *m, int i)
{
    AnimTreeNode n = {0, 0, 0, 0};
    uint32_t at = m->mesh_tree + (uint32_t)(i - 1) * 4u;
    if (i >= 1 && at + 3 < lv->num_mesh_tree_words) {
        n.flags = lv->mesh_trees[at];
        n.dx = lv->mesh_trees[at + 1];
        n.dy = lv->mesh_trees[at + 2];
        n.dz = lv->mesh_trees[at + 3];
    }
    return n;
}

int32_t Anim_TreeLink(const Level *lv, const Model *m, int i, MatStack *st)
{
    AnimTreeNode t = Anim_TreeNode(lv, m, i);
    /* Both bits: read the top without removing it. */
    if (t.flags & 1)
        MatStack_Pop(st);
    if (t.flags & 2)
        MatStack_Push(st);
    MatStack_Translate(st, t.dx, t.dy, t.dz);
    return t.flags;
}

int32_t Anim_TreeJoint(const Level *lv, const Model *m, int i, const AnimFrame *f, MatStack *st,
                       const int16_t **extra)
{
    int32_t flags = Anim_TreeLink(lv, m, i, st);
    MatStack_RotYXZ(st, f->rot[i][1], f->rot[i][0], f->rot[i][2]);
    if (extra && *extra) {
        if (flags & 8)
            MatStack_RotY(st, *(*extra)++);
        if (flags & 4)
            MatStack_RotX(st, *(*extra)++);
        if (flags & 16)
            MatStack_RotZ(st, *(*extra)++);
    }
    return flags;
}

void Anim_PoseFromFrameExtra(const Level *lv, const Model *model, const AnimFrame *f,
                             const Mat34 *item_world, const int16_t *extra, AnimPose *out)
{
    MatStack st;
    MatStack_Init(&st, item_world);
    int n = MIN((int)model->num_meshes, ANIM_MAX_MESHES);
    out->num_meshes = n;
    if (n == 0)
        return;
    MatStack_Translate(&st, f->offset.x, f->offset.y, f->offset.z);
    MatStack_RotYXZ(&st, f->rot[0][1], f->rot[0][0], f->rot[0][2]);
    out->mesh[0] = *MatStack_Top(&st);
    for (int i = 1; i < n; i++) {
        Anim_TreeJoint(lv, model, i, f, &st, &extra);
        out->mesh[i] = *MatStack_Top(&st);
    }
}

void Anim_PoseFromFrame(const Level *lv, const Model *model, const AnimFrame *f,
                        const Mat34 *item_world, AnimPose *out)
{
    Anim_PoseFromFrameExtra(lv, model, f, item_world, NULL, out);
}

void Anim_LerpPose(const AnimPose *a, const AnimPose *b, int32_t t, AnimPose *out)
{
    t = CLAMP(t, 0, 65536);
    int n = MIN(a->num_meshes, b->num_meshes);
    for (int i = 0; i < n; i++) {
        Mat34 r;
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 3; x++) {
                int64_t va = a->mesh[i].m[y][x], vb = b->mesh[i].m[y][x];
                r.m[y][x] = (int32_t)(va + (((vb - va) * t) >> 16));
            }
            int64_t ta = a->mesh[i].t[y], tb = b->mesh[i].t[y];
            /* |tb - ta| < 2^40 even for absurd worlds: the product fits */
            r.t[y] = ta + (((tb - ta) * t) >> 16);
        }
        out->mesh[i] = r;
    }
    out->num_meshes = n;
}

void Anim_PlaceWorld(Vec3i pos, Vec3s rot, Mat34 *out)
{
    /* Multiplications, not shifts: positions are often negative. */
    Mat34_Identity(out);
    out->t[0] = (int64_t)pos.x * (1 << W2V_SHIFT);
    out->t[1] = (int64_t)pos.y * (1 << W2V_SHIFT);
    out->t[2] = (int64_t)pos.z * (1 << W2V_SHIFT);
    Mat34_RotYXZ(out, rot.y, rot.x, rot.z);
}

void Anim_ItemWorld(const Item *item, Mat34 *out)
{
    Anim_PlaceWorld(item->pos, item->rot, out);
}

void Anim_ItemPose(const Level *lv, const Item *item, AnimPose *out)
{
    out->num_meshes = 0;
    if (item->model < 0 || (uint32_t)item->model >= lv->num_models)
        return;
    const Model *m = &lv->models[item->model];
    Mat34 world;
    Anim_ItemWorld(item, &world);
    AnimFrame f0;
    AnimKeys k;
    Anim_GetKeys(lv, item->anim, item->frame, m->num_meshes, &k);
    Anim_DecodeFrame(lv, k.word0, m->num_meshes, &f0);
    Anim_PoseFromFrame(lv, m, &f0, &world, out);
    if (k.num == 0)
        return;
    AnimFrame f1;
    if (!Anim_DecodeFrame(lv, k.word1, m->num_meshes, &f1))
        return;
    AnimPose p1;
    Anim_PoseFromFrame(lv, m, &f1, &world, &p1);
    Anim_LerpPose(out, &p1, (int32_t)(((int64_t)k.num << 16) / k.den), out);
}
