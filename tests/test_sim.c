/* Simulation: PRNG, items from the level, the tick loop against the
 * reference trace, determinism, interpolation, demo data, the --trace
 * output of build/tomb8. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/sim/demo.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "engine/world/floor.h"
#include "engine/level/level_write.h"

#include "tests/test_levels.h"

TEST(sim_prng_sequence)
{
    Prng p;
    Prng_SeedBoth(&p, 0);
    /* x1 = 0x3039 -> (0x3039 >> 10) & 0x7FFF = 12 */
    CHECK_EQ(Prng_Control(&p), 12);
    /* x2 = 0x41C64E6D * 0x3039 + 0x3039 (mod 2^32) */
    uint32_t x2 = 0x41C64E6Du * 0x3039u + 0x3039u;
    CHECK_EQ(Prng_Control(&p), (x2 >> 10) & 0x7FFF);
    CHECK_EQ(p.control_calls, 2);
    /* The draw stream is independent. */
    CHECK_EQ(Prng_Draw(&p), 12);
    CHECK_EQ(p.draw, 0x3039u);
    /* Every value is in 0..0x7FFF. */
    Prng_SeedBoth(&p, PRNG_DEMO_SEED);
    for (int i = 0; i < 1000; i++) {
        int32_t v = Prng_Control(&p);
        CHECK(v >= 0 && v <= 0x7FFF);
    }
}

/* The reference engine's control stream after N calls from the demo seed
 * (LEVEL1_pistols tick 157: 4 calls, state 1162535651). */
TEST(sim_prng_matches_reference_trace)
{
    const char *path = Test_SharedPath("../traces/LEVEL1_pistols.csv");
    if (!path)
        SKIP("trace not available");
    size_t size;
    char *text = (char *)Test_ReadFile(path, &size);
    if (!text)
        SKIP("trace not available");
    int checked = 0;
    char *line = strchr(text, '\n');
    while (line && *++line) {
        char *q = line;
        long long v[24];
        for (int i = 0; i < 24; i++) {
            v[i] = strtoll(q, &q, 10);
            if (*q == ',')
                q++;
        }
        Prng p;
        Prng_SeedBoth(&p, PRNG_DEMO_SEED);
        for (long long i = 0; i < v[22]; i++)
            Prng_Control(&p);
        if (p.control != (uint32_t)v[23]) {
            char msg[256];
            snprintf(msg, sizeof msg, "tick %lld: %lld calls give %u, trace %lld [%.60s]", v[0],
                     v[22], p.control, v[23], line);
            free(text);
            CHECK_MSG(false, "%s", msg);
        }
        checked++;
        line = strchr(line, '\n');
    }
    free(text);
    CHECK(checked > 700);
}

TEST(sim_items_from_level)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    CHECK_EQ(s.num_items, lv.num_items);
    CHECK_EQ(s.lara, 0);
    const Item *l = &s.items[0];
    /* As the reference's initial state (LEVEL1_*_init.csv). */
    CHECK_EQ(l->pos.x, 75264);
    CHECK_EQ(l->pos.y, 3072);
    CHECK_EQ(l->pos.z, 3584);
    CHECK_EQ(l->anim, 11);
    CHECK_EQ(l->frame, 185);
    CHECK_EQ(l->current_state, 2);
    CHECK_EQ(l->goal_state, 2);
    CHECK_EQ(l->hit_points, 1000);
    int animated = 0;
    for (uint32_t i = 0; i < s.num_items; i++) {
        const Item *it = &s.items[i];
        CHECK_EQ(it->object_id, lv.items[i].object_id);
        CHECK_EQ(it->room, lv.items[i].room);
        CHECK_EQ(it->rot.y, lv.items[i].angle);
        if ((lv.items[i].flags & 0x3E00) != 0x3E00)
            CHECK_EQ(it->activation_mask, (lv.items[i].flags >> 9) & 0x1F);
        CHECK_EQ(it->mesh_bits, 0xFFFFFFFFu);
        if (i != 0)
            CHECK_EQ(it->hit_points, ITEM_DONT_TARGET);
        if (it->anim >= 0) {
            animated++;
            const Animation *a = &lv.animations[it->anim];
            CHECK(it->frame >= a->frame_start && it->frame <= a->frame_end);
            CHECK_EQ(it->current_state, a->state_id);
        }
    }
    CHECK(animated > 20);
    Sim_Free(&s);
    Level_Free(&lv);
}

/* Standing still, the loop reproduces the reference tick for tick (idle
 * animation 11 -> 103, frame counting). */
TEST(sim_idle_ticks_match_reference)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    const char *path = Test_SharedPath("../traces/LEVEL1_walk_run_turn.csv");
    size_t size;
    char *text = path ? (char *)Test_ReadFile(path, &size) : NULL;
    if (!text) {
        Level_Free(&lv);
        SKIP("trace not available");
    }
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    char *line = strchr(text, '\n');
    int t = 0;
    for (; t < 10 && line && *++line; t++) {
        char *q = line;
        long v[16];
        for (int i = 0; i < 16; i++) {
            v[i] = strtol(q, &q, 10);
            if (*q == ',')
                q++;
        }
        Sim_Step(&s, (InputWord)v[1]);
        const Item *l = &s.items[s.lara];
        CHECK(v[1] == 0);
        CHECK_EQ(l->anim, v[9]);
        CHECK_EQ(l->frame, v[10]);
        CHECK_EQ(l->current_state, v[12]);
        CHECK_EQ(l->pos.z, v[4]);
        CHECK_EQ(l->room, v[5]);
        line = strchr(line, '\n');
    }
    free(text);
    Sim_Free(&s);
    Level_Free(&lv);
    CHECK_EQ(t, 10);
}

TEST(sim_determinism_and_hash)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim a, b;
    char err[128];
    SimConfig cfg = {.animate_all = true};
    CHECK(Sim_Init(&a, &lv, &cfg, err, sizeof err));
    CHECK(Sim_Init(&b, &lv, &cfg, err, sizeof err));
    CHECK_EQ(Sim_Hash(&a), Sim_Hash(&b));
    uint32_t x = 1;
    bool moved = false;
    uint64_t h0 = Sim_Hash(&a);
    for (int t = 0; t < 300; t++) {
        x = x * 1103515245u + 12345u;
        InputWord w = (x >> 8) & INPUT_VALID_MASK;
        Sim_Step(&a, w);
        Sim_Step(&b, w);
        CHECK_MSG(Sim_Hash(&a) == Sim_Hash(&b), "tick %d", t);
        moved |= Sim_Hash(&a) != h0;
    }
    CHECK(moved);
    /* The hash sees state changes. */
    uint64_t h = Sim_Hash(&a);
    a.items[3].pos.x++;
    CHECK(Sim_Hash(&a) != h);
    a.items[3].pos.x--;
    CHECK_EQ(Sim_Hash(&a), h);
    a.prng.control ^= 1;
    CHECK(Sim_Hash(&a) != h);
    Sim_Free(&a);
    Sim_Free(&b);
    Level_Free(&lv);
}

TEST(sim_interpolation_between_ticks)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    Item *l = &s.items[s.lara];
    /* Make Lara walk: position changes every tick. */
    for (int t = 0; t < 15; t++) {
        l->goal_state = 0;
        Sim_Step(&s, INPUT_FORWARD | INPUT_WALK);
    }
    Vec3i p0 = s.prev[s.lara].pos, p1 = s.cur[s.lara].pos;
    CHECK(p0.z != p1.z);
    uint64_t h = Sim_Hash(&s);
    Vec3i p;
    Vec3s r;
    Sim_ItemInterp(&s, s.lara, 0, &p, &r);
    CHECK(p.z == p0.z && p.x == p0.x);
    Sim_ItemInterp(&s, s.lara, 65536, &p, &r);
    CHECK(p.z == p1.z);
    Sim_ItemInterp(&s, s.lara, 32768, &p, &r);
    CHECK_EQ(p.z, p0.z + (p1.z - p0.z) / 2);
    AnimPose a, b, mid;
    Sim_ItemPoseInterp(&s, s.lara, 0, &a);
    Sim_ItemPoseInterp(&s, s.lara, 65536, &b);
    Sim_ItemPoseInterp(&s, s.lara, 32768, &mid);
    int64_t oa[3], ob[3], om[3];
    Mat34_Transform(&a.mesh[0], 0, 0, 0, oa);
    Mat34_Transform(&b.mesh[0], 0, 0, 0, ob);
    Mat34_Transform(&mid.mesh[0], 0, 0, 0, om);
    CHECK(om[2] >= MIN(oa[2], ob[2]) && om[2] <= MAX(oa[2], ob[2]));
    CHECK(oa[2] != ob[2]);
    /* Reading interpolated state never changes the simulation. */
    CHECK_EQ(Sim_Hash(&s), h);
    Sim_Free(&s);
    Level_Free(&lv);
}

/* ---- demo data --------------------------------------------------------------- */

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

TEST(sim_demo_parse_and_validate)
{
    Level lv;
    memset(&lv, 0, sizeof lv);
    Room rooms[2];
    memset(rooms, 0, sizeof rooms);
    lv.rooms = rooms;
    lv.num_rooms = 2;
    strcpy(lv.name, "synthetic");
    uint8_t d[4 * 12];
    int32_t start[7] = {1024, -256, 2048, 0, 0x4000, 0, 1};
    for (int i = 0; i < 7; i++)
        put32(d + 4 * i, (uint32_t)start[i]);
    put32(d + 28, INPUT_FORWARD);
    put32(d + 32, INPUT_FORWARD | INPUT_JUMP);
    put32(d + 36, 0);
    put32(d + 40, 0xFFFFFFFFu);
    put32(d + 44, 0x12345); /* after the terminator: ignored */
    lv.demo_data = d;
    lv.num_demo_bytes = sizeof d;
    Demo demo;
    char err[256];
    CHECK(Demo_Parse(&lv, &demo, err, sizeof err));
    CHECK_EQ(demo.num_ticks, 3);
    CHECK_EQ(demo.pos.x, 1024);
    CHECK_EQ(demo.pos.y, -256);
    CHECK_EQ(demo.rot.y, 0x4000);
    CHECK_EQ(demo.room, 1);
    CHECK_EQ(demo.inputs[1], INPUT_FORWARD | INPUT_JUMP);
    Demo_Free(&demo);

    put32(d + 24, 7); /* room out of range */
    CHECK(!Demo_Parse(&lv, &demo, err, sizeof err));
    CHECK(strstr(err, "room") != NULL);
    put32(d + 24, 1);
    /* The PC original's words carry more than the play bits (select is
     * set with action): kept whole, not refused. */
    put32(d + 32, 0x00100021u);
    CHECK_MSG(Demo_Parse(&lv, &demo, err, sizeof err), "%s", err);
    CHECK_EQ(demo.inputs[1], 0x00100021u);
    Demo_Free(&demo);
    put32(d + 32, 0);
    put32(d + 40, 0); /* no terminator */
    put32(d + 44, 0);
    CHECK(!Demo_Parse(&lv, &demo, err, sizeof err));
    CHECK(strstr(err, "terminator") != NULL);
    lv.num_demo_bytes = 30; /* not whole words */
    CHECK(!Demo_Parse(&lv, &demo, err, sizeof err));
    lv.num_demo_bytes = 0;
    CHECK(!Demo_Parse(&lv, &demo, err, sizeof err));
}

TEST(sim_demo_start_places_lara_and_seeds)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    Prng_Control(&s.prng);
    Demo d = {.pos = {70000, 3072, 4000}, .rot = {0, 0x8000, 0}, .room = 0};
    Sim_StartDemo(&s, &d);
    const Item *l = &s.items[s.lara];
    CHECK_EQ(l->pos.x, 70000);
    CHECK_EQ((uint16_t)l->rot.y, 0x8000);
    CHECK_EQ(l->anim, 11);
    CHECK_EQ(s.prng.control, PRNG_DEMO_SEED);
    CHECK_EQ(s.prng.draw, PRNG_DEMO_SEED);
    CHECK_EQ(s.prng.control_calls, 0);
    Sim_Free(&s);
    Level_Free(&lv);
}

/* ---- build/tomb8 --headless --trace --------------------------------------------- */

TEST(sim_headless_trace_format)
{
    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!lvl)
        SKIP("tr1/LEVEL1.PHD not available");
    char trace[512], cmd[2048], out[1024];
    snprintf(trace, sizeof trace, "%s/sim_trace.csv", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 12 --trace %s",
             Test_BinPath("tomb8"), lvl, trace);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
    CHECK(strstr(out, "\"ticks\":12") != NULL);
    CHECK(strstr(out, "\"hash\":\"") != NULL);
    size_t size;
    char *csv = (char *)Test_ReadFile(trace, &size);
    CHECK(csv != NULL);
    int lines = 0;
    for (size_t i = 0; i < size; i++)
        lines += csv[i] == '\n';
    /* The reference traces' columns (game/trace.h), Lara standing. */
    bool header = strncmp(csv, "tick,input,x,y,z,room,rot_x,rot_y,rot_z,anim,frame,anim_frame,", 61) == 0 &&
                  strstr(csv, ",cam_target_room,cam_type\n") != NULL;
    bool row0 = strstr(csv, "\n0,0,75264,3072,3584,0,0,0,0,103,1608,0,2,2,0,1000,") != NULL;
    bool row11 = strstr(csv, "\n11,0,75264,3072,3584,0,0,0,0,103,1619,11,2,2,0,1000,") != NULL;
    free(csv);
    CHECK_EQ(lines, 13);
    CHECK(header);
    CHECK(row0);
    CHECK(row11);
    /* Same run again: byte-identical JSON line. */
    char out2[1024];
    CHECK_EQ(Test_Run(cmd, out2, sizeof out2), 0);
    CHECK(strcmp(out, out2) == 0);
}

TEST(sim_headless_bad_input_exit_2)
{
    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!lvl)
        SKIP("tr1/LEVEL1.PHD not available");
    char cmd[2048], out[1024];
    /* LEVEL1 has no demo data: a clear error, not a crash. */
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --demo 2>&1", Test_BinPath("tomb8"), lvl);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK(strstr(out, "error:") != NULL);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 5 --replay /nonexistent/x 2>&1",
             Test_BinPath("tomb8"), lvl);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK(strstr(out, "error:") != NULL);
}

static bool files_equal(const char *a, const char *b, size_t *size_out)
{
    size_t na, nb;
    uint8_t *x = Test_ReadFile(a, &na), *y = Test_ReadFile(b, &nb);
    bool same = x && y && na == nb && memcmp(x, y, na) == 0;
    if (size_out)
        *size_out = x ? na : 0;
    free(x);
    free(y);
    return same;
}

/* --capture-every renders frames with the renderer (camera near Lara) and
 * --audio-out mixes one tick of audio per tick; both byte-identical when
 * run twice. */
TEST(sim_headless_captures_and_audio_deterministic)
{
    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!lvl)
        SKIP("tr1/LEVEL1.PHD not available");
    char cmd[4096], out[1024], d1[512], d2[512], w1[512], w2[512];
    for (int run = 0; run < 2; run++) {
        char *d = run ? d2 : d1, *w = run ? w2 : w1;
        snprintf(d, 512, "%s/cap%d", Test_TmpDir(), run);
        snprintf(w, 512, "%s/audio%d.wav", Test_TmpDir(), run);
        snprintf(cmd, sizeof cmd,
                 "mkdir -p %s && %s --headless --level %s --ticks 10 --size 320x240 "
                 "--capture-every 5 --capture-dir %s --audio-out %s",
                 d, Test_BinPath("tomb8"), lvl, d, w);
        CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
    }
    char a[600], b[600];
    size_t size = 0;
    snprintf(a, sizeof a, "%s/tick000004.png", d1);
    snprintf(b, sizeof b, "%s/tick000004.png", d2);
    CHECK(files_equal(a, b, &size));
    CHECK(size > 1000);
    snprintf(a, sizeof a, "%s/tick000009.png", d1);
    snprintf(b, sizeof b, "%s/tick000009.png", d2);
    CHECK(files_equal(a, b, &size));
    CHECK(files_equal(w1, w2, &size));
    /* 10 ticks of 1470 stereo s16 frames, plus a header */
    CHECK(size >= 10u * 1470u * 4u);
    CHECK(size < 10u * 1470u * 4u + 1024u);
}

/* Mat34 has padding: compare the fields. */
static bool mat_same(const Mat34 *a, const Mat34 *b)
{
    return memcmp(a->m, b->m, sizeof(a->m)) == 0 && memcmp(a->t, b->t, sizeof(a->t)) == 0;
}

TEST(sim_draw_lists_from_state)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim s;
    char err[128];
    SimConfig cfg = {.animate_all = true};
    CHECK(Sim_Init(&s, &lv, &cfg, err, sizeof err));
    for (int t = 0; t < 3; t++)
        Sim_Step(&s, 0);
    uint64_t h = Sim_Hash(&s);
    SimDrawList dl = {0};
    CHECK(SimDraw_Build(&s, 65536, &dl));
    size_t want = 0, sprites = 0;
    for (uint32_t i = 0; i < s.num_items; i++) {
        if (s.items[i].status == ITEM_STATUS_INVISIBLE)
            continue;
        if (s.items[i].model >= 0)
            want += lv.models[s.items[i].model].num_meshes;
        else if (Level_FindSpriteSequence(&lv, s.items[i].object_id))
            sprites++;
    }
    CHECK_EQ(dl.num_meshes, want);
    CHECK_EQ(dl.num_sprites, sprites);
    /* Lara comes first (item 0): her meshes are her current pose. */
    AnimPose p;
    Anim_ItemPose(&lv, &s.items[0], &p);
    CHECK(mat_same(&dl.meshes[0].world, &p.mesh[0]));
    CHECK(mat_same(&dl.meshes[14].world, &p.mesh[14]));
    CHECK_EQ(dl.meshes[0].mesh, lv.mesh_index[lv.models[s.items[0].model].start_mesh]);
    /* Rebuilding reuses the arrays. */
    RenderMeshDraw *before = dl.meshes;
    CHECK(SimDraw_Build(&s, 0, &dl));
    CHECK(dl.meshes == before);
    CHECK_EQ(Sim_Hash(&s), h);
    SimDraw_Free(&dl);
    Sim_Free(&s);
    Level_Free(&lv);
}

/* --demo end to end: LEVEL1 with demo data added (the shared levels have
 * none) written by the level writer, played headless: Lara starts at the
 * demo's start state, the words drive the ticks, the run length is the
 * demo's, and recording it gives a replay that reproduces the run. */
/* Row 0 of the demo run below: input 1, y 3072, z near 4608, room 0,
 * rotation (0, 16384, 0). */
static bool demo_row0_ok(const char *csv)
{
    const char *r0 = strstr(csv, "\n0,1,75");
    if (!r0)
        return false;
    const char *end = strchr(r0 + 1, '\n');
    const char *rot = strstr(r0, ",3072,46");
    const char *tail = rot ? strstr(rot, ",0,0,16384,0,") : NULL;
    return end && rot && tail && rot < end && tail < end;
}

TEST(sim_headless_demo_end_to_end)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    uint8_t demo[4 * (7 + 41)];
    int32_t start[7] = {75264, 3072, 4608, 0, 0x4000, 0, 0};
    for (int i = 0; i < 7; i++)
        put32(demo + 4 * i, (uint32_t)start[i]);
    for (int t = 0; t < 40; t++)
        put32(demo + 28 + 4 * t, t < 20 ? INPUT_FORWARD : INPUT_LEFT | INPUT_WALK);
    put32(demo + 28 + 4 * 40, 0xFFFFFFFFu);
    uint8_t *saved = lv.demo_data;
    uint32_t saved_n = lv.num_demo_bytes;
    lv.demo_data = demo;
    lv.num_demo_bytes = sizeof demo;
    char path[512], err[256], rec[512], trace[512];
    snprintf(path, sizeof path, "%s/demo_level.phd", Test_TmpDir());
    snprintf(rec, sizeof rec, "%s/demo.t8r", Test_TmpDir());
    snprintf(trace, sizeof trace, "%s/demo.csv", Test_TmpDir());
    bool written = LevelWrite_TR1File(&lv, path, err, sizeof err);
    lv.demo_data = saved;
    lv.num_demo_bytes = saved_n;
    Level_Free(&lv);
    CHECK_MSG(written, "%s", err);
    char cmd[4096], o1[512], o2[512];
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --demo --record %s --trace %s",
             Test_BinPath("tomb8"), path, rec, trace);
    CHECK_EQ(Test_Run(cmd, o1, sizeof o1), 0);
    CHECK_MSG(strstr(o1, "\"ticks\":40") != NULL, "%s", o1);
    size_t size;
    char *csv = (char *)Test_ReadFile(trace, &size);
    CHECK(csv != NULL);
    /* tick 0: the first demo word, Lara started at the demo's place (room
     * 0, facing +x; her first step has moved her already) */
    bool row0 = demo_row0_ok(csv);
    bool row39 = strstr(csv, "\n39,132,") != NULL;
    free(csv);
    CHECK(row0);
    CHECK(row39);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --replay %s", Test_BinPath("tomb8"), path,
             rec);
    CHECK_EQ(Test_Run(cmd, o2, sizeof o2), 0);
    CHECK_MSG(strcmp(o1, o2) == 0, "%s vs %s", o1, o2);
}

TEST(sim_models_borrow_animations)
{
    Level lv;
    memset(&lv, 0, sizeof lv);
    Animation anims[3];
    memset(anims, 0, sizeof anims);
    Model models[4] = {
        {.id = 10, .num_meshes = 5, .mesh_tree = 40, .animation = 1},
        {.id = 11, .num_meshes = 5, .mesh_tree = 40, .animation = 0xFFFF}, /* borrower */
        {.id = 12, .num_meshes = 5, .mesh_tree = 80, .animation = 0xFFFF}, /* other skeleton */
        {.id = 13, .num_meshes = 1, .mesh_tree = 40, .animation = 0xFFFF}, /* single mesh */
    };
    lv.animations = anims;
    lv.num_animations = 3;
    lv.models = models;
    lv.num_models = 4;
    CHECK_EQ(Sim_ModelFirstAnim(&lv, &models[0]), 1);
    CHECK_EQ(Sim_ModelFirstAnim(&lv, &models[1]), 1);
    CHECK_EQ(Sim_ModelFirstAnim(&lv, &models[2]), -1);
    CHECK_EQ(Sim_ModelFirstAnim(&lv, &models[3]), -1);
}

TEST(sim_animdump_json)
{
    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!lvl)
        SKIP("tr1/LEVEL1.PHD not available");
    char cmd[2048], out[8192];
    snprintf(cmd, sizeof cmd, "%s --level %s --model 0 --anim 11 --frame 0 --json",
             Test_BinPath("animdump"), lvl);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
    CHECK(strstr(out, "\"num_meshes\":15") != NULL);
    CHECK(strstr(out, "\"frame_abs\":185") != NULL);
    /* root mesh at the frame's offset, angles in Y, X, Z order */
    CHECK(strstr(out, "{\"mesh\":0,\"origin\":[-8,-439,-7],\"rot_yxz\":[64,64896,192]}") != NULL);
    int meshes = 0;
    for (const char *p = out; (p = strstr(p, "\"mesh\":")) != NULL; p++)
        meshes++;
    CHECK_EQ(meshes, 15);
    snprintf(cmd, sizeof cmd, "%s --level %s --model 0 --anim 11 --frame 5 2>&1",
             Test_BinPath("animdump"), lvl);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2); /* animation 11 has one frame */
    CHECK(strstr(out, "error:") != NULL);
    snprintf(cmd, sizeof cmd, "%s --level %s --model 999 --anim 0 --frame 0 2>&1",
             Test_BinPath("animdump"), lvl);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    snprintf(cmd, sizeof cmd, "%s --level %s --model x --anim 0 --frame 0 2>&1",
             Test_BinPath("animdump"), lvl);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
}

/* Room membership follows the item; Lara looks from half her height (the
 * reference keeps her in room 0 while her feet already dip into room 5's
 * water during a jump: RANDO_TEST1_random_1 tick 405). */
TEST(sim_item_room_follows_position)
{
    Level lv;
    LOAD_OR_SKIP("tr1/RANDO_TEST1.PHD", &lv);
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    Item *l = &s.items[s.lara];
    l->room = 0;
    l->pos = (Vec3i){7720, 280, 19190};
    Sim_UpdateItemRoomAt(&s, s.lara, -381);
    CHECK_EQ(l->room, 0);
    Sim_UpdateItemRoom(&s, s.lara);
    CHECK_EQ(l->room, 5);
    /* and back up when she rises again */
    l->pos.y = -200;
    Sim_UpdateItemRoom(&s, s.lara);
    CHECK_EQ(l->room, 0);
    Sim_Free(&s);
    Level_Free(&lv);
}

/* A full activation mask in the file: the item starts active and reversed
 * (RANDO_TEST1 item 13: the reference lists it active from tick 0 with the
 * "reverse" flag 0x4000 and no mask bits left). */
TEST(sim_items_full_mask_start_active)
{
    Level lv;
    LOAD_OR_SKIP("tr1/RANDO_TEST1.PHD", &lv);
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    CHECK(lv.num_items > 13);
    CHECK_EQ(lv.items[13].flags & 0x3E00, 0x3E00);
    const Item *it = &s.items[13];
    CHECK_EQ(it->status, ITEM_STATUS_ACTIVE);
    CHECK(it->reverse);
    CHECK_EQ(it->activation_mask, 0);
    CHECK_EQ(it->hit_points, -16384);
    int active = 0;
    for (uint32_t i = 0; i < s.num_items; i++)
        active += i != (uint32_t)s.lara && s.items[i].status == ITEM_STATUS_ACTIVE;
    /* only the full-mask items move without animate_all */
    uint64_t h = Sim_Hash(&s);
    Sim_Step(&s, 0);
    CHECK(Sim_Hash(&s) != h);
    Sim_Free(&s);
    Level_Free(&lv);
    CHECK(active >= 1);
}

TEST(sim_interpolation_snaps_on_teleport_and_turn)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim s;
    char err[128];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    Item *l = &s.items[s.lara];
    Sim_Step(&s, 0);
    l->rot.y = (int16_t)(l->rot.y + 0x8000); /* TURN180 */
    Sim_Step(&s, 0);
    Vec3i p;
    Vec3s r;
    Sim_ItemInterp(&s, s.lara, 0, &p, &r);
    CHECK_EQ(r.y, l->rot.y);
    AnimPose a, b;
    Sim_ItemPoseInterp(&s, s.lara, 16384, &a);
    Sim_ItemPoseInterp(&s, s.lara, 65536, &b);
    CHECK(memcmp(a.mesh[0].m, b.mesh[0].m, sizeof(a.mesh[0].m)) == 0);
    /* a small turn is interpolated */
    Sim_Step(&s, 0);
    l->rot.y = (int16_t)(l->rot.y + 0x400);
    Sim_Step(&s, 0);
    Sim_ItemInterp(&s, s.lara, 32768, &p, &r);
    CHECK_EQ((int16_t)(r.y - s.prev[s.lara].rot.y), 0x200);
    Sim_Free(&s);
    Level_Free(&lv);
}

/* The input word lives once, in the Sim: each tick's word moves the last
 * one to input_prev (edge detection); a word taken without a tick (a menu
 * holding the world) does the same. The flip state is read from the World
 * the Sim runs in, and hashed from there. */
TEST(sim_input_word_and_flip_state_held_once)
{
    Level lv;
    char err[256];
    CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err), "%s", err);
    Sim s;
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    Sim_Step(&s, INPUT_FORWARD);
    CHECK_EQ(s.input, INPUT_FORWARD);
    CHECK_EQ(s.input_prev, 0u);
    Sim_Step(&s, INPUT_JUMP);
    CHECK_EQ(s.input, INPUT_JUMP);
    CHECK_EQ(s.input_prev, INPUT_FORWARD);
    Sim_SetInput(&s, INPUT_ACTION);
    CHECK_EQ(s.input, INPUT_ACTION);
    CHECK_EQ(s.input_prev, INPUT_JUMP);
    CHECK_EQ(s.tick, 2u);
    /* The previous word is not simulation state: the hash leaves it out. */
    uint64_t h = Sim_Hash(&s);
    s.input_prev = INPUT_BACK;
    CHECK_EQ(Sim_Hash(&s), h);

    /* No World: never flipped. With one, its state is the Sim's. */
    CHECK(!Sim_Flipped(&s));
    World w;
    CHECK(World_Init(&w, &lv, err, sizeof err));
    s.world = &w;
    CHECK(!Sim_Flipped(&s));
    CHECK_EQ(Sim_Hash(&s), h);
    World_Flip(&w);
    CHECK(Sim_Flipped(&s));
    CHECK(Sim_Hash(&s) != h);
    s.world = NULL;
    World_Free(&w);
    Sim_Free(&s);
    Level_Free(&lv);
}
