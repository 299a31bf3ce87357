/* Animation engine on real data: frame decoding (TR1 and TR2/TR3
 * encodings), key-frame interpolation, state dispatch against the reference
 * traces, per-animation speed, animcommands. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "engine/core/log.h"
#include "engine/sim/sim.h"

#include "tests/test_levels.h"

/* ---- decoding ----------------------------------------------------------------- */

/* A tiny purpose-built level holding only frames. */
static void synth_frames(Level *lv, GameVersion g, uint16_t *words, uint32_t n)
{
    memset(lv, 0, sizeof(*lv));
    lv->game = g;
    lv->frames = words;
    lv->num_frame_words = n;
}

TEST(anim_decode_tr1_word_order_reversed)
{
    /* X=1, Y=2, Z=3 (10-bit units): packed 0x00100803. TR1 stores the low
     * word first, TR2 the high word first. */
    uint16_t tr1[] = {1, 2, 3, 4, 5, 6, 10, 20, 30, 2, 0x0803, 0x0010, 0x0000, 0x0100};
    uint16_t tr2[] = {1, 2, 3, 4, 5, 6, 10, 20, 30, 0x0010, 0x0803, 0x0100, 0x0000};
    Level lv;
    AnimFrame f;
    synth_frames(&lv, GAME_TR1, tr1, COUNT_OF(tr1));
    CHECK(Anim_DecodeFrame(&lv, 0, 2, &f));
    CHECK_EQ(f.bbox.min_x, 1);
    CHECK_EQ(f.bbox.max_z, 6);
    CHECK_EQ(f.offset.x, 10);
    CHECK_EQ(f.offset.z, 30);
    CHECK_EQ(f.rot[0][0], 64);
    CHECK_EQ(f.rot[0][1], 128);
    CHECK_EQ(f.rot[0][2], 192);
    /* 0x01000000 -> X = 16 -> 1024 (word order reversed again) */
    CHECK_EQ(f.rot[1][0], 1024);
    CHECK_EQ(f.rot[1][1], 0);
    synth_frames(&lv, GAME_TR2, tr2, COUNT_OF(tr2));
    CHECK(Anim_DecodeFrame(&lv, 0, 2, &f));
    CHECK_EQ(f.rot[0][0], 64);
    CHECK_EQ(f.rot[0][1], 128);
    CHECK_EQ(f.rot[0][2], 192);
    CHECK_EQ(f.rot[1][0], 1024);
}

TEST(anim_decode_tr2_one_axis_sets)
{
    uint16_t w[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0x4005, 0x8006, 0xC3FF, 0x0000, 0x0400};
    Level lv;
    AnimFrame f;
    synth_frames(&lv, GAME_TR3, w, COUNT_OF(w));
    CHECK(Anim_DecodeFrame(&lv, 0, 4, &f));
    CHECK(f.rot[0][0] == 5 * 64 && f.rot[0][1] == 0 && f.rot[0][2] == 0);
    CHECK(f.rot[1][0] == 0 && f.rot[1][1] == 6 * 64 && f.rot[1][2] == 0);
    CHECK(f.rot[2][0] == 0 && f.rot[2][1] == 0 && f.rot[2][2] == 0x3FF * 64);
    CHECK(f.rot[3][0] == 0 && f.rot[3][1] == 1 * 64 && f.rot[3][2] == 0);
    /* Truncated data is refused, not read past. */
    CHECK(!Anim_DecodeFrame(&lv, 0, 6, &f));
    CHECK(!Anim_DecodeFrame(&lv, 10, 1, &f));
}

TEST(anim_decode_tr1_numvalues_limits_sets)
{
    uint16_t w[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0x0803, 0x0010, 0x0803, 0x0010};
    Level lv;
    AnimFrame f;
    synth_frames(&lv, GAME_TR1, w, COUNT_OF(w));
    CHECK(Anim_DecodeFrame(&lv, 0, 2, &f));
    CHECK_EQ(f.num_meshes, 1);
    CHECK_EQ(f.rot[0][1], 128);
    CHECK_EQ(f.rot[1][1], 0); /* beyond NumValues: zero */
}

/* Lara's standing frame is the same animation in TR1 and TR2 data, stored
 * with the two encodings: both must decode to the same pose. */
TEST(anim_decode_tr1_and_tr2_lara_stand_agree)
{
    Level a, b;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &a);
    LOAD_OR_SKIP("tr2/RANDO_TEST1.TR2", &b);
    AnimFrame fa, fb;
    Anim_GetFrame(&a, 11, 185, 15, &fa);
    Anim_GetFrame(&b, 11, 185, 15, &fb);
    bool same = fa.offset.x == fb.offset.x && fa.offset.y == fb.offset.y &&
                fa.offset.z == fb.offset.z;
    for (int i = 0; i < 15; i++)
        for (int k = 0; k < 3; k++)
            same = same && fa.rot[i][k] == fb.rot[i][k];
    CHECK_EQ(fa.offset.y, -439);
    /* Lara's head rests above her hips: mesh 14's origin is ~250 up. */
    Level_Free(&b);
    CHECK(same);
    Item it = {0};
    it.model = (int16_t)(Level_FindModel(&a, 0) - a.models);
    it.anim = 11;
    it.frame = 185;
    AnimPose p;
    Anim_ItemPose(&a, &it, &p);
    CHECK_EQ(p.num_meshes, 15);
    int64_t head[3], foot[3];
    Mat34_Transform(&p.mesh[14], 0, 0, 0, head);
    Mat34_Transform(&p.mesh[3], 0, 0, 0, foot);
    Level_Free(&a);
    CHECK_MSG(head[1] < -600 && foot[1] > -100, "head y %lld foot y %lld", (long long)head[1],
              (long long)foot[1]);
}

TEST(anim_decode_tr3_frames_all_in_bounds)
{
    Level lv;
    LOAD_OR_SKIP("tr3/RANDO_TEST1.TR2", &lv);
    /* Every key frame of every model's animations decodes within the data
     * and the stated FrameSize matches what the decoder consumed. */
    int bad = 0, frames = 0;
    for (uint32_t m = 0; m < lv.num_models; m++) {
        const Model *mo = &lv.models[m];
        if (mo->animation == 0xFFFF)
            continue;
        uint32_t end = m + 1 < lv.num_models && lv.models[m + 1].animation != 0xFFFF
                           ? lv.models[m + 1].animation
                           : mo->animation + 1;
        for (uint32_t a = mo->animation; a < end && a < lv.num_animations; a++) {
            AnimFrame f;
            AnimKeys k;
            Anim_GetKeys(&lv, (int)a, lv.animations[a].frame_start, mo->num_meshes, &k);
            frames++;
            if (!Anim_DecodeFrame(&lv, k.word0, mo->num_meshes, &f))
                bad++;
        }
    }
    Level_Free(&lv);
    CHECK(frames > 50);
    CHECK_EQ(bad, 0);
}

/* ---- interpolation -------------------------------------------------------------- */

TEST(anim_interpolation_between_keys)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    /* Animation 1 (Lara's walk) has FrameRate 2: its odd frames lie halfway
     * between two key frames. */
    const Animation *a = &lv.animations[1];
    CHECK_EQ(a->frame_rate, 2);
    AnimKeys k;
    Anim_GetKeys(&lv, 1, a->frame_start + 3, 15, &k);
    CHECK_EQ(k.num, 1);
    CHECK_EQ(k.den, 2);
    CHECK_EQ(k.word1 - k.word0, 40u); /* TR1 stride: 10 + 2 * 15 */
    AnimFrame f0, f1, mid;
    Anim_DecodeFrame(&lv, k.word0, 15, &f0);
    Anim_DecodeFrame(&lv, k.word1, 15, &f1);
    Anim_GetFrame(&lv, 1, a->frame_start + 3, 15, &mid);
    for (int i = 0; i < 15; i++) {
        for (int c = 0; c < 3; c++) {
            int d = (int16_t)(uint16_t)(f1.rot[i][c] - f0.rot[i][c]);
            CHECK_EQ(mid.rot[i][c], (uint16_t)(f0.rot[i][c] + d / 2));
        }
    }
    CHECK_EQ(mid.offset.y, f0.offset.y + (f1.offset.y - f0.offset.y) / 2);
    /* Key frames themselves are not interpolated. */
    Anim_GetKeys(&lv, 1, a->frame_start + 4, 15, &k);
    CHECK_EQ(k.num, 0);
    /* The last span may be shorter than FrameRate: anim 7 has rate 3 over
     * 21 frames, so frame 19 is 1/2 of the way to the final key. */
    const Animation *a7 = &lv.animations[7];
    CHECK_EQ(a7->frame_rate, 3);
    CHECK_EQ(a7->frame_end - a7->frame_start, 20);
    Anim_GetKeys(&lv, 7, a7->frame_start + 19, 15, &k);
    CHECK_EQ(k.num, 1);
    CHECK_EQ(k.den, 2);

    /* The drawn pose between keys is the matrix blend of the key poses. */
    Item it = {0};
    it.model = (int16_t)(Level_FindModel(&lv, 0) - lv.models);
    it.anim = 1;
    it.frame = (int16_t)(a->frame_start + 3);
    AnimPose p, p0, p1, lerp;
    Anim_ItemPose(&lv, &it, &p);
    Mat34 id;
    Mat34_Identity(&id);
    Anim_PoseFromFrame(&lv, &lv.models[it.model], &f0, &id, &p0);
    Anim_PoseFromFrame(&lv, &lv.models[it.model], &f1, &id, &p1);
    Anim_LerpPose(&p0, &p1, 32768, &lerp);
    Level_Free(&lv);
    for (int i = 0; i < 15; i++)
        CHECK(memcmp(p.mesh[i].m, lerp.mesh[i].m, sizeof(p.mesh[i].m)) == 0 &&
              memcmp(p.mesh[i].t, lerp.mesh[i].t, sizeof(p.mesh[i].t)) == 0);
    CHECK(memcmp(p.mesh[5].m, p0.mesh[5].m, sizeof(p.mesh[5].m)) != 0);
}

/* ---- dispatch against the reference traces ---------------------------------------- */

typedef struct {
    int v[34];
} TraceRow;

static int read_trace(const char *rel, TraceRow **rows)
{
    const char *p = Test_SharedPath(rel);
    if (!p)
        return -1;
    size_t size;
    char *text = (char *)Test_ReadFile(p, &size);
    if (!text)
        return -1;
    int cap = 2048, n = 0;
    *rows = calloc((size_t)cap, sizeof(TraceRow));
    char *line = strchr(text, '\n');
    while (line && *++line && n < cap) {
        char *q = line;
        for (int i = 0; i < 34; i++) {
            (*rows)[n].v[i] = (int)strtol(q, &q, 10);
            if (*q == ',')
                q++;
        }
        n++;
        line = strchr(line, '\n');
    }
    free(text);
    return n;
}

/* Every animation change in the trace, replayed from the previous row's
 * animation with the goal state the control code had set: the dispatch
 * must land on the same animation and frame. (Changes made by collision
 * code rather than by dispatch - running into a wall - cannot match.) */
TEST(anim_dispatch_matches_reference_trace)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    TraceRow *r = NULL;
    int n = read_trace("../traces/LEVEL1_walk_run_turn.csv", &r);
    if (n < 0) {
        Level_Free(&lv);
        SKIP("trace not available");
    }
    int changes = 0, same = 0;
    bool run_stop_seen = false;
    for (int t = 1; t < n; t++) {
        const int *a = r[t - 1].v, *b = r[t].v;
        if (a[9] == b[9])
            continue;
        Item it = {0};
        it.anim = (int16_t)a[9];
        it.frame = (int16_t)a[10];
        it.current_state = (int16_t)a[12];
        it.goal_state = (int16_t)(b[13] != a[12] ? b[13] : b[12]);
        it.room = (int16_t)a[5];
        Anim_Animate(&lv, &it, NULL);
        changes++;
        if (it.anim == b[9] && it.frame == b[10])
            same++;
        /* Lara's run (anim 0) stopping: the stop that matches the foot. */
        if (a[9] == 0 && b[9] == 8) {
            CHECK_EQ(it.anim, 8);
            CHECK_EQ(it.frame, 131);
            run_stop_seen = true;
        }
    }
    free(r);
    Level_Free(&lv);
    CHECK(run_stop_seen);
    CHECK_MSG(changes >= 60 && same >= changes - 1, "%d of %d changes reproduced", same,
              changes);
}

TEST(anim_dispatch_run_stop_depends_on_foot)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    const Animation *run = &lv.animations[0];
    int targets[2] = {-1, -1}, ntargets = 0;
    int stops = 0;
    for (int f = run->frame_start; f <= run->frame_end; f++) {
        Item it = {0};
        it.anim = 0;
        it.frame = (int16_t)f;
        it.current_state = 1;
        it.goal_state = 2; /* stop */
        if (!Anim_GetChange(&lv, &it))
            continue;
        stops++;
        /* The landing frame is the new animation's own frame. */
        const Animation *s = &lv.animations[it.anim];
        CHECK(it.frame >= s->frame_start && it.frame <= s->frame_end);
        if (it.anim != targets[0] && it.anim != targets[1] && ntargets < 2)
            targets[ntargets++] = it.anim;
    }
    Level_Free(&lv);
    CHECK_MSG(ntargets == 2, "run -> stop uses %d animations", ntargets);
    CHECK(stops > 0);
}

/* Lara leaves her stance and walks: position per tick from the animations'
 * speed and acceleration, compared with the reference trace (flat floor, no
 * collision involved). */
TEST(anim_speed_and_accel_match_reference_walk)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    TraceRow *r = NULL;
    int n = read_trace("../traces/LEVEL1_walk_run_turn.csv", &r);
    if (n < 40) {
        Level_Free(&lv);
        free(r);
        SKIP("trace not available");
    }
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    int mismatch = -1;
    for (int t = 0; t < 40 && mismatch < 0; t++) {
        Item *l = &s.items[s.lara];
        if (r[t].v[1] != 0) /* forward + walk: the control code asks for "walk" */
            l->goal_state = 0;
        Sim_Step(&s, (InputWord)r[t].v[1]);
        if (l->pos.x != r[t].v[2] || l->pos.z != r[t].v[4] || l->anim != r[t].v[9] ||
            l->frame != r[t].v[10])
            mismatch = t;
    }
    Sim_Free(&s);
    Level_Free(&lv);
    free(r);
    CHECK_MSG(mismatch < 0, "differs from the trace at tick %d", mismatch);
}

/* ---- animcommands ------------------------------------------------------------------- */

typedef struct {
    int sounds[16], nsounds;
    int sound_frames[16];
    int effects[16], neffects;
    int effect_frames[16];
    int kills, hands;
} Events;

static void on_sound(void *u, Item *it, int id)
{
    Events *e = u;
    if (e->nsounds < 16) {
        e->sound_frames[e->nsounds] = it->frame;
        e->sounds[e->nsounds++] = id;
    }
}
static void on_fx(void *u, Item *it, int fx)
{
    Events *e = u;
    if (e->neffects < 16) {
        e->effect_frames[e->neffects] = it->frame;
        e->effects[e->neffects++] = fx;
    }
}
static void on_kill(void *u, Item *it) { ((Events *)u)->kills++; }
static void on_hands(void *u, Item *it) { ((Events *)u)->hands++; }

/* First animation having command `op`; its operands in args. */
static int find_cmd(const Level *lv, int op, int16_t args[3], uint32_t skip_anims)
{
    static const int nargs[] = {0, 3, 2, 0, 0, 2, 2};
    for (uint32_t a = skip_anims; a < lv->num_animations; a++) {
        const Animation *an = &lv->animations[a];
        uint32_t at = an->anim_command_offset;
        for (int i = 0; i < an->num_anim_commands && at < lv->num_anim_commands; i++) {
            int o = lv->anim_commands[at];
            if (o < 0 || o > 6)
                break;
            if (o == op) {
                for (int k = 0; k < nargs[o]; k++)
                    args[k] = lv->anim_commands[at + 1 + k];
                return (int)a;
            }
            at += 1 + nargs[o];
        }
    }
    return -1;
}

TEST(anim_commands_position_velocity_kill)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Events ev = {0};
    AnimEvents cb = {&ev, on_sound, on_fx, on_hands, on_kill, NULL, NULL};
    int16_t args[3];

    /* 2: jump velocity, applied when the animation ends. */
    int a = find_cmd(&lv, ANIMCMD_JUMP_VELOCITY, args, 0);
    CHECK(a >= 0);
    Item it = {0};
    it.object_id = 0;
    Anim_SetAnim(&lv, &it, a, lv.animations[a].frame_end - 1);
    Anim_Animate(&lv, &it, &cb);
    CHECK(!it.gravity); /* not yet: one frame before the end */
    Anim_Animate(&lv, &it, &cb);
    CHECK(it.gravity);
    CHECK_EQ(it.anim, lv.animations[a].next_anim);
    /* fall speed from the command, then gravity for this tick */
    CHECK_EQ(it.fall_speed, args[0] + (args[0] < ANIM_FASTFALL_SPEED ? ANIM_GRAVITY : 1));
    CHECK_EQ(it.speed, args[1]);

    /* 1: set position, relative to the item's facing. */
    a = find_cmd(&lv, ANIMCMD_SET_POSITION, args, 0);
    CHECK(a >= 0);
    Item p = {0};
    p.rot.y = 0x4000; /* facing +x: local z becomes world x, local x world -z */
    Anim_SetAnim(&lv, &p, a, lv.animations[a].frame_end);
    Vec3i before = p.pos;
    Anim_Animate(&lv, &p, &cb);
    /* then the next animation's speed moves it along its facing (+x) */
    const Animation *nx = &lv.animations[lv.animations[a].next_anim];
    int32_t sp = (nx->speed + nx->accel * (lv.animations[a].next_frame - nx->frame_start)) >> 16;
    CHECK_EQ(p.pos.y - before.y, args[1]);
    CHECK_EQ(p.pos.x - before.x, args[2] + sp);
    CHECK_EQ(p.pos.z - before.z, -args[0]);

    /* 4: kill deactivates (not Lara) and tells the game layer. */
    a = find_cmd(&lv, ANIMCMD_KILL, args, 0);
    if (a >= 0) {
        Item k = {0};
        k.object_id = 5;
        k.status = ITEM_STATUS_ACTIVE;
        Anim_SetAnim(&lv, &k, a, lv.animations[a].frame_end);
        Anim_Animate(&lv, &k, &cb);
        CHECK_EQ(k.status, ITEM_STATUS_DEACTIVATED);
        CHECK_EQ(ev.kills, 1);
    }
    /* 3: empty hands hook. */
    a = find_cmd(&lv, ANIMCMD_EMPTY_HANDS, args, 0);
    if (a >= 0) {
        Item h = {0};
        Anim_SetAnim(&lv, &h, a, lv.animations[a].frame_end);
        Anim_Animate(&lv, &h, &cb);
        CHECK_EQ(ev.hands, 1);
    }
    Level_Free(&lv);
}

TEST(anim_commands_sound_and_flipeffect_on_their_frame)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Events ev = {0};
    AnimEvents cb = {&ev, on_sound, on_fx, NULL, NULL, NULL, NULL};
    int16_t args[3];
    int a = find_cmd(&lv, ANIMCMD_SOUND, args, 0);
    CHECK(a >= 0);
    const Animation *an = &lv.animations[a];
    /* Run the whole animation once from its first frame: the sound fires
     * exactly once, on its frame. */
    Item it = {0};
    it.room = 0;
    Anim_SetAnim(&lv, &it, a, an->frame_start - 1 >= 0 ? an->frame_start : 0);
    it.frame = (int16_t)(an->frame_start - 1);
    for (int f = an->frame_start; f <= an->frame_end; f++)
        Anim_Animate(&lv, &it, &cb);
    CHECK(ev.nsounds >= 1);
    CHECK_EQ(ev.sounds[0], args[1] & ANIM_SOUND_ID_MASK);
    CHECK_EQ(ev.sound_frames[0], args[0]);

    a = find_cmd(&lv, ANIMCMD_FLIPEFFECT, args, 0);
    CHECK(a >= 0);
    an = &lv.animations[a];
    Item f = {0};
    Anim_SetAnim(&lv, &f, a, -1);
    f.frame = (int16_t)(an->frame_start - 1);
    for (int i = an->frame_start; i <= an->frame_end; i++)
        Anim_Animate(&lv, &f, &cb);
    Level_Free(&lv);
    CHECK(ev.neffects >= 1);
    CHECK_EQ(ev.effects[0], args[1] & 0x3FFF);
    CHECK_EQ(ev.effect_frames[0], args[0]);
}

TEST(anim_sound_land_water_bits)
{
    Level lv;
    LOAD_OR_SKIP("tr2/RANDO_TEST1.TR2", &lv);
    /* Find a land-only sound (TR2 footsteps). */
    int found = -1;
    int16_t frame = 0, word = 0;
    for (uint32_t a = 0; a < lv.num_animations && found < 0; a++) {
        const Animation *an = &lv.animations[a];
        uint32_t at = an->anim_command_offset;
        static const int nargs[] = {0, 3, 2, 0, 0, 2, 2};
        for (int i = 0; i < an->num_anim_commands && at + 2 < lv.num_anim_commands; i++) {
            int o = lv.anim_commands[at];
            if (o < 0 || o > 6)
                break;
            if (o == ANIMCMD_SOUND && ((uint16_t)lv.anim_commands[at + 2] & 0xC000) == ANIM_SOUND_LAND &&
                lv.anim_commands[at + 1] >= an->frame_start && lv.anim_commands[at + 1] <= an->frame_end) {
                found = (int)a;
                frame = lv.anim_commands[at + 1];
                word = lv.anim_commands[at + 2];
                break;
            }
            at += 1 + nargs[o];
        }
    }
    if (found < 0) {
        Level_Free(&lv);
        SKIP("no land-only sound command in this level");
    }
    Events ev = {0};
    AnimEvents cb = {&ev, on_sound, NULL, NULL, NULL, NULL, NULL};
    Item it = {0};
    it.room = 0;
    Anim_SetAnim(&lv, &it, found, frame - 1);
    it.frame = (int16_t)(frame - 1);
    Anim_Animate(&lv, &it, &cb);
    int land_plays = 0;
    for (int i = 0; i < ev.nsounds; i++)
        land_plays += ev.sounds[i] == (word & ANIM_SOUND_ID_MASK);
    CHECK(land_plays >= 1);
    ev.nsounds = 0;
    /* Same in a water room: a land-only sound stays silent. */
    lv.rooms[0].flags |= ROOM_FLAG_WATER;
    Anim_SetAnim(&lv, &it, found, frame - 1);
    it.frame = (int16_t)(frame - 1);
    Anim_Animate(&lv, &it, &cb);
    Level_Free(&lv);
    int water_plays = 0;
    for (int i = 0; i < ev.nsounds; i++)
        water_plays += ev.sounds[i] == (word & ANIM_SOUND_ID_MASK);
    CHECK_EQ(water_plays, 0);
}

/* Lara in the air (the original's Lara_Animate): fall speed and gravity,
 * and the horizontal speed still following the animation's acceleration,
 * against the reference jumps. Wall hits change speed outside the
 * animation, so a few rows cannot match. */
TEST(anim_lara_air_step_matches_reference)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    TraceRow *r = NULL;
    int n = read_trace("../traces/LEVEL1_jumps.csv", &r);
    if (n < 0) {
        Level_Free(&lv);
        SKIP("trace not available");
    }
    int rows = 0, same = 0;
    AnimStepOptions opt = {.lara = true};
    for (int t = 1; t < n; t++) {
        const int *a = r[t - 1].v, *b = r[t].v;
        if (!(a[18] && b[18] && a[9] == b[9] && b[10] == a[10] + 1))
            continue;
        Item it = {0};
        it.anim = (int16_t)a[9];
        it.frame = (int16_t)a[10];
        it.current_state = it.goal_state = (int16_t)a[12];
        it.speed = (int16_t)a[16];
        it.fall_speed = (int16_t)a[17];
        it.gravity = true;
        it.pos.y = a[3];
        Anim_AnimateEx(&lv, &it, NULL, &opt);
        rows++;
        if (it.speed == b[16] && it.fall_speed == b[17] && it.pos.y == b[3])
            same++;
    }
    free(r);
    Level_Free(&lv);
    CHECK_MSG(rows > 200 && same * 10 >= rows * 9, "%d of %d airborne ticks", same, rows);
}

static uint32_t rnd_next(uint32_t *x)
{
    *x = *x * 1103515245u + 12345u;
    return *x >> 8;
}

/* Garbage animation data (offsets, counts, links, frames all random) never
 * makes the engine read outside the arrays or crash (ASan watches). */
TEST(anim_hostile_data_is_contained)
{
    enum { NA = 4, NSC = 3, ND = 3, NC = 7, NF = 50, NT = 8 };
    Animation anims[NA];
    StateChange sc[NSC];
    AnimDispatch disp[ND];
    int16_t cmds[NC];
    uint16_t frames[NF];
    int32_t tree[NT];
    Model model = {.id = 1, .num_meshes = 40, .mesh_tree = 2, .animation = 0};
    uint32_t x = 12345;
#define RND() rnd_next(&x)
    for (int round = 0; round < 300; round++) {
        for (int i = 0; i < NA; i++) {
            Animation *a = &anims[i];
            a->frame_offset = RND() % 200;
            a->frame_rate = (uint8_t)(RND() % 4);
            a->frame_size = (uint8_t)(RND() % 30);
            a->state_id = (uint16_t)(RND() % 5);
            a->speed = (int32_t)(RND() << 8);
            a->accel = (int32_t)(RND() << 8);
            a->frame_start = (uint16_t)(RND() % 20);
            a->frame_end = (uint16_t)(a->frame_start + RND() % 10);
            a->next_anim = (uint16_t)(RND() % 6);
            a->next_frame = (uint16_t)(RND() % 40);
            a->num_state_changes = (uint16_t)(RND() % 4);
            a->state_change_offset = (uint16_t)(RND() % 5);
            a->num_anim_commands = (uint16_t)(RND() % 5);
            a->anim_command_offset = (uint16_t)(RND() % 9);
        }
        for (int i = 0; i < NSC; i++) {
            sc[i].state_id = (uint16_t)(RND() % 5);
            sc[i].num_dispatches = (uint16_t)(RND() % 4);
            sc[i].dispatch_offset = (uint16_t)(RND() % 5);
        }
        for (int i = 0; i < ND; i++) {
            disp[i].low = (int16_t)(RND() % 30);
            disp[i].high = (int16_t)(RND() % 30);
            disp[i].next_anim = (int16_t)((int)(RND() % 6) - 1);
            disp[i].next_frame = (int16_t)(RND() % 40);
        }
        for (int i = 0; i < NC; i++)
            cmds[i] = (int16_t)(RND() % 8);
        for (int i = 0; i < NF; i++)
            frames[i] = (uint16_t)RND();
        for (int i = 0; i < NT; i++)
            tree[i] = (int32_t)(RND() % 4);
        Level lv;
        memset(&lv, 0, sizeof lv);
        lv.game = (GameVersion)(1 + round % 3);
        lv.animations = anims;
        lv.num_animations = NA;
        lv.state_changes = sc;
        lv.num_state_changes = NSC;
        lv.anim_dispatches = disp;
        lv.num_anim_dispatches = ND;
        lv.anim_commands = cmds;
        lv.num_anim_commands = NC;
        lv.frames = frames;
        lv.num_frame_words = NF;
        lv.mesh_trees = tree;
        lv.num_mesh_tree_words = NT;
        lv.models = &model;
        lv.num_models = 1;
        Item it = {0};
        it.model = 0;
        it.room = -1;
        Anim_SetAnim(&lv, &it, (int)(RND() % NA), -1);
        for (int t = 0; t < 20; t++) {
            it.goal_state = (int16_t)(RND() % 5);
            Anim_Animate(&lv, &it, NULL);
            CHECK(it.anim >= 0 && it.anim < NA);
            AnimPose p;
            Anim_ItemPose(&lv, &it, &p);
            CHECK(p.num_meshes <= ANIM_MAX_MESHES);
        }
    }
#undef RND
}

/* Lara's first animations exist in both TR1 (two-word sets only) and TR2
 * (which compresses single-axis rotations to one word): decoding both
 * encodings must give the same angles for nearly every key frame, including
 * the hundreds that use one-axis sets. */
TEST(anim_decode_tr2_one_axis_matches_tr1_data)
{
    Level a, b;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &a);
    LOAD_OR_SKIP("tr2/RANDO_TEST1.TR2", &b);
    int frames = 0, same = 0, one_axis = 0, one_axis_same = 0;
    for (int an = 0; an < 100; an++) {
        const Animation *x = &a.animations[an], *y = &b.animations[an];
        if (x->frame_start != y->frame_start || x->frame_end != y->frame_end)
            continue;
        int step = x->frame_rate ? x->frame_rate : 1;
        for (int f = x->frame_start; f <= x->frame_end; f += step) {
            AnimFrame fa, fb;
            Anim_GetFrame(&a, an, f, 15, &fa);
            Anim_GetFrame(&b, an, f, 15, &fb);
            AnimKeys k;
            Anim_GetKeys(&b, an, f, 15, &k);
            bool has1 = false;
            uint32_t at = k.word0 + 9;
            for (int m = 0; m < 15 && at < b.num_frame_words; m++) {
                if (b.frames[at] & 0xC000) {
                    has1 = true;
                    at++;
                } else {
                    at += 2;
                }
            }
            bool eq = memcmp(fa.rot, fb.rot, sizeof(uint16_t) * 3 * 15) == 0;
            frames++;
            same += eq;
            one_axis += has1;
            one_axis_same += has1 && eq;
        }
    }
    Level_Free(&a);
    Level_Free(&b);
    CHECK(frames > 500);
    CHECK_MSG(one_axis > 500 && one_axis_same * 100 >= one_axis * 95,
              "%d of %d frames with one-axis sets agree", one_axis_same, one_axis);
    CHECK(same * 100 >= frames * 95);
}
