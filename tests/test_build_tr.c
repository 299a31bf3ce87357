/* The level writer on TR2 and TR3 files: the shared levels load, are
 * written back by LevelWrite, reload, and every section compares equal field
 * by field; the written files pass the loader's validation and survive
 * corruption with one error line. Also the TR2/TR3 test-level builder
 * (tests/test_build_tr.h): a flat room with Lara runs headless. */
#include "tests/test.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#include "engine/level/level.h"
#include "engine/level/level_write.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- field-by-field comparison ---------------------------------------------- */

static char g_why[512];

static bool Differ(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g_why, sizeof g_why, fmt, ap);
    va_end(ap);
    return false;
}

#define EQ(what, x, y)                                                              \
    do {                                                                            \
        if ((long long)(x) != (long long)(y))                                       \
            return Differ("%s: %s: %lld != %lld", what, #x, (long long)(x),         \
                          (long long)(y));                                          \
    } while (0)

/* Arrays of structs: both sides come from the loader (zero-filled
 * allocations), so comparing element bytes compares every field; the first
 * differing element is named. */
static bool SameArray(const char *what, const void *a, const void *b, uint32_t n, size_t elem)
{
    const uint8_t *x = a, *y = b;
    for (uint32_t i = 0; i < n; i++)
        if (memcmp(x + i * elem, y + i * elem, elem) != 0)
            return Differ("%s %u differs", what, i);
    return true;
}
#define ARR(what, a, b, field, count)                                               \
    do {                                                                            \
        EQ(what, (a)->count, (b)->count);                                           \
        if (!SameArray(what, (a)->field, (b)->field, (a)->count, sizeof *(a)->field)) \
            return false;                                                           \
    } while (0)

static bool SameRoom(const Room *a, const Room *b, uint32_t i)
{
    char w[48];
    snprintf(w, sizeof w, "room %u", i);
    EQ(w, a->x, b->x);
    EQ(w, a->z, b->z);
    EQ(w, a->y_bottom, b->y_bottom);
    EQ(w, a->y_top, b->y_top);
    ARR(w, a, b, vertices, num_vertices);
    ARR(w, a, b, quads, num_quads);
    ARR(w, a, b, tris, num_tris);
    ARR(w, a, b, sprites, num_sprites);
    ARR(w, a, b, portals, num_portals);
    EQ(w, a->num_x_sectors, b->num_x_sectors);
    EQ(w, a->num_z_sectors, b->num_z_sectors);
    if (!SameArray(w, a->sectors, b->sectors,
                   (uint32_t)a->num_x_sectors * a->num_z_sectors, sizeof *a->sectors))
        return false;
    EQ(w, a->ambient, b->ambient);
    EQ(w, a->ambient2, b->ambient2);
    EQ(w, a->light_mode, b->light_mode);
    ARR(w, a, b, lights, num_lights);
    ARR(w, a, b, statics, num_statics);
    EQ(w, a->alternate_room, b->alternate_room);
    EQ(w, a->flags, b->flags);
    EQ(w, a->water_scheme, b->water_scheme);
    EQ(w, a->reverb_info, b->reverb_info);
    EQ(w, a->filler, b->filler);
    EQ(w, a->num_data_words, b->num_data_words);
    return true;
}

/* Mesh contents; where they sit in the mesh data (offset/end) may differ
 * when the original packs them differently. */
static bool SameMesh(const Mesh *a, const Mesh *b, uint32_t i)
{
    char w[48];
    snprintf(w, sizeof w, "mesh %u", i);
    EQ(w, a->centre.x, b->centre.x);
    EQ(w, a->centre.y, b->centre.y);
    EQ(w, a->centre.z, b->centre.z);
    EQ(w, a->coll_radius, b->coll_radius);
    ARR(w, a, b, vertices, num_vertices);
    EQ(w, a->num_normals, b->num_normals);
    uint32_t nn = (uint32_t)(a->num_normals > 0 ? a->num_normals : -a->num_normals);
    if (a->num_normals > 0 && !SameArray(w, a->normals, b->normals, nn, sizeof(Vec3s)))
        return false;
    if (a->num_normals <= 0 && !SameArray(w, a->lights, b->lights, nn, sizeof(int16_t)))
        return false;
    ARR(w, a, b, tex_quads, num_tex_quads);
    ARR(w, a, b, tex_tris, num_tex_tris);
    ARR(w, a, b, col_quads, num_col_quads);
    ARR(w, a, b, col_tris, num_col_tris);
    return true;
}

static bool SameLevel(const Level *a, const Level *b)
{
    EQ("level", a->game, b->game);
    EQ("level", a->version, b->version);
    if (memcmp(a->palette, b->palette, sizeof a->palette) != 0)
        return Differ("palette differs");
    EQ("level", a->has_palette16, b->has_palette16);
    if (!SameArray("palette16", a->palette16, b->palette16, 256, sizeof a->palette16[0]))
        return false;
    EQ("level", a->num_textiles, b->num_textiles);
    if (!SameArray("textile8", a->textiles8, b->textiles8, a->num_textiles, 65536))
        return false;
    if ((a->textiles16 == NULL) != (b->textiles16 == NULL))
        return Differ("textiles16 presence differs");
    if (a->textiles16 &&
        !SameArray("textile16", a->textiles16, b->textiles16, a->num_textiles, 65536 * 2))
        return false;
    EQ("level", a->unused_word, b->unused_word);
    EQ("level", a->num_rooms, b->num_rooms);
    for (uint32_t i = 0; i < a->num_rooms; i++)
        if (!SameRoom(&a->rooms[i], &b->rooms[i], i))
            return false;
    ARR("floordata", a, b, floordata, num_floordata);
    EQ("level", a->num_meshes, b->num_meshes);
    for (uint32_t i = 0; i < a->num_meshes; i++)
        if (!SameMesh(&a->meshes[i], &b->meshes[i], i))
            return false;
    ARR("mesh index", a, b, mesh_index, num_mesh_pointers);
    ARR("animation", a, b, animations, num_animations);
    ARR("state change", a, b, state_changes, num_state_changes);
    ARR("anim dispatch", a, b, anim_dispatches, num_anim_dispatches);
    ARR("anim command", a, b, anim_commands, num_anim_commands);
    ARR("mesh tree word", a, b, mesh_trees, num_mesh_tree_words);
    ARR("frame word", a, b, frames, num_frame_words);
    ARR("model", a, b, models, num_models);
    ARR("static mesh", a, b, static_meshes, num_static_meshes);
    ARR("object texture", a, b, object_textures, num_object_textures);
    ARR("sprite texture", a, b, sprite_textures, num_sprite_textures);
    ARR("sprite sequence", a, b, sprite_sequences, num_sprite_sequences);
    ARR("camera", a, b, cameras, num_cameras);
    ARR("sound source", a, b, sound_sources, num_sound_sources);
    ARR("box", a, b, boxes, num_boxes);
    ARR("overlap", a, b, overlaps, num_overlaps);
    ARR("zone word", a, b, zones, num_zone_words);
    ARR("animated texture word", a, b, animated_textures, num_animated_texture_words);
    ARR("item", a, b, items, num_items);
    if (memcmp(a->lightmap, b->lightmap, sizeof a->lightmap) != 0)
        return Differ("lightmap differs");
    ARR("cinematic frame", a, b, cinematic_frames, num_cinematic_frames);
    ARR("demo byte", a, b, demo_data, num_demo_bytes);
    EQ("level", a->num_sound_map, b->num_sound_map);
    if (!SameArray("sound map entry", a->sound_map, b->sound_map, a->num_sound_map, 2))
        return false;
    ARR("sound detail", a, b, sound_details, num_sound_details);
    ARR("sample byte", a, b, samples, num_sample_bytes);
    ARR("sample index", a, b, sample_indices, num_sample_indices);
    return true;
}

/* ---- round trips ------------------------------------------------------------- */

/* Loads ../shared/levels/<rel>, writes it with LevelWrite, reloads the bytes
 * and compares. Returns -1 skipped, 0 failed (message in g_why), 1 same;
 * *exact tells whether the bytes equal the original file's. */
static int RoundTrip(const char *rel, GameVersion game, bool *exact)
{
    const char *path = Test_SharedPath(rel);
    if (!path)
        return -1;
    Level a, b;
    char err[512];
    if (!Level_Load(path, &a, err, sizeof err))
        return Differ("%s", err), 0;
    if (a.game != game) {
        Level_Free(&a);
        return Differ("%s is TR%d", rel, (int)a.game), 0;
    }
    uint8_t *data = NULL;
    size_t n = 0;
    if (!LevelWrite(&a, &data, &n, err, sizeof err)) {
        Level_Free(&a);
        return Differ("%s", err), 0;
    }
    size_t orig_size = 0;
    uint8_t *orig = Test_ReadFile(path, &orig_size);
    *exact = orig && orig_size == n && memcmp(orig, data, n) == 0;
    /* The loader clamps out-of-range next frames in the randomizer-made
     * files (level_validate.c), so a handful of words come back changed;
     * everything else must be the file's own bytes. */
    size_t diffs = 0;
    for (size_t i = 0; orig && orig_size == n && i < n; i++)
        diffs += orig[i] != data[i];
    bool near_exact = orig && orig_size == n && diffs <= 64;
    if (orig && !*exact)
        printf("    %s: %zu bytes written, %zu in the file, %zu differ\n", rel, n, orig_size,
               diffs);
    free(orig);
    int ok = Level_LoadMemory(data, n, "rewritten", NULL, 0, &b, err, sizeof err);
    free(data);
    if (!ok) {
        Level_Free(&a);
        return Differ("rewritten %s does not load: %s", rel, err), 0;
    }
    ok = SameLevel(&a, &b);
    if (ok && !near_exact)
        ok = Differ("the rewrite is not the file's bytes (beyond the loader's clamps)");
    Level_Free(&a);
    Level_Free(&b);
    return ok;
}

TEST(build_tr_writer_round_trips_tr2_level)
{
    bool exact = false;
    int r = RoundTrip("tr2/RANDO_TEST1.TR2", GAME_TR2, &exact);
    if (r < 0)
        SKIP("tr2/RANDO_TEST1.TR2 not present");
    CHECK_MSG(r == 1, "%s", g_why);
    printf("    tr2 rewrite is %sbyte-exact\n", exact ? "" : "not ");
}

TEST(build_tr_writer_round_trips_tr3_level)
{
    bool exact = false;
    int r = RoundTrip("tr3/RANDO_TEST1.TR2", GAME_TR3, &exact);
    if (r < 0)
        SKIP("tr3/RANDO_TEST1.TR2 not present");
    CHECK_MSG(r == 1, "%s", g_why);
    printf("    tr3 rewrite is %sbyte-exact\n", exact ? "" : "not ");
}

/* The version field picks the format, and a mismatch or a TR2 level given
 * to the TR1-only entry point is refused with one line. */
TEST(build_tr_writer_version_choice)
{
    const char *path = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!path)
        SKIP("tr2/RANDO_TEST1.TR2 not present");
    Level a;
    char err[512];
    CHECK_MSG(Level_Load(path, &a, err, sizeof err), "%s", err);
    uint8_t *data = NULL;
    size_t n = 0;
    bool tr1 = LevelWrite_TR1(&a, &data, &n, err, sizeof err);
    bool refused = !tr1 && strstr(err, "only TR1") != NULL;
    free(data);
    a.version = LEVEL_VERSION_TR3_A; /* says TR3 while game says TR2 */
    bool mismatch = LevelWrite(&a, &data, &n, err, sizeof err);
    bool mismatch_msg = strstr(err, "is not TR2") != NULL;
    free(data);
    a.version = 0; /* game alone decides */
    bool by_game = LevelWrite(&a, &data, &n, err, sizeof err);
    uint32_t v = by_game && n >= 4 ? (uint32_t)data[0] | (uint32_t)data[1] << 8 |
                                         (uint32_t)data[2] << 16 | (uint32_t)data[3] << 24
                                   : 0;
    free(data);
    a.boxes[0].min_x += 5; /* not a whole sector: TR2 cannot store it */
    bool odd_box = LevelWrite(&a, &data, &n, err, sizeof err);
    bool odd_msg = strstr(err, "box 0") != NULL;
    free(data);
    Level_Free(&a);
    CHECK(refused);
    CHECK(!mismatch && mismatch_msg);
    CHECK_EQ(v, LEVEL_VERSION_TR2);
    CHECK(!odd_box && odd_msg);
}

/* Written TR2/TR3 files are validated like any other: the written bytes
 * load, and corrupted copies load or fail with one "error:" line. */
static int HostileWritten(const char *rel, char *why, size_t cap)
{
    const char *path = Test_SharedPath(rel);
    if (!path)
        return -1;
    Level a;
    char err[512];
    if (!Level_Load(path, &a, err, sizeof err))
        return snprintf(why, cap, "%s", err), 0;
    uint8_t *data = NULL;
    size_t n = 0;
    bool ok = LevelWrite(&a, &data, &n, err, sizeof err);
    /* past the palettes and textiles: the rooms and every later section */
    size_t start = 4 + 768 + 1024 + 4 + (size_t)a.num_textiles * 65536 * 3 + 4;
    Level_Free(&a);
    if (ok && start >= n)
        return snprintf(why, cap, "written file ends in its textiles"), 0;
    if (!ok)
        return snprintf(why, cap, "%s", err), 0;
    uint8_t *copy = malloc(n);
    uint32_t seed = 0x2D2D;
    int failures = 0;
    for (int round = 0; ok && copy && round < 24; round++) {
        memcpy(copy, data, n);
        for (int k = 0; k < 8; k++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = start + (seed >> 4) % (n - start);
            copy[at] ^= (uint8_t)(1u << ((seed >> 28) & 7));
        }
        Level b;
        if (Level_LoadMemory(copy, n, "mutated", NULL, 0, &b, err, sizeof err)) {
            Level_Free(&b);
        } else {
            failures++;
            ok = strncmp(err, "error: ", 7) == 0 && !strchr(err, '\n');
            if (!ok)
                snprintf(why, cap, "bad message: %s", err);
        }
    }
    Level c;
    bool loads = Level_LoadMemory(data, n, "written", NULL, 0, &c, err, sizeof err);
    if (loads)
        Level_Free(&c);
    else if (ok)
        snprintf(why, cap, "%s", err);
    free(copy);
    free(data);
    return ok && loads && failures > 0;
}

TEST(build_tr_writer_hostile_tr2)
{
    char why[600] = "no corruption was ever rejected";
    int r = HostileWritten("tr2/RANDO_TEST1.TR2", why, sizeof why);
    if (r < 0)
        SKIP("tr2/RANDO_TEST1.TR2 not present");
    CHECK_MSG(r == 1, "%s", why);
}

TEST(build_tr_writer_hostile_tr3)
{
    char why[600] = "no corruption was ever rejected";
    int r = HostileWritten("tr3/RANDO_TEST1.TR2", why, sizeof why);
    if (r < 0)
        SKIP("tr3/RANDO_TEST1.TR2 not present");
    CHECK_MSG(r == 1, "%s", why);
}

/* ---- the TR2/TR3 test-level builder (tests/tr_build.h) ------------------------ */

/* A flat 4x4-sector room (walls around), Lara standing in it; written,
 * loaded, attached to a game and run for 30 headless ticks. Lara must stay
 * on the floor of her room, and the level must carry the donor's Lara. */
static void FlatRoomRuns(GameVersion game)
{
    TrBuild *b = TrBuild_New(game);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(game));
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    int lara = LB_AddItem(&b->lb, 0, room, 2560, 0, 2560, 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, game == GAME_TR2 ? "flat.tr2" : "flat_tr3.tr2", err,
                                     sizeof err);
    const Model *donor_lara = Level_FindModel(&b->donor, 0);
    uint16_t donor_meshes = donor_lara->num_meshes;
    uint32_t donor_anims = b->donor.num_animations, donor_version = b->donor.version;
    bool made = path != NULL && room == 0 && lara == 0;
    TestGame *t = calloc(1, sizeof *t);
    bool loaded = made && t && Level_Load(path, &t->lv, err, sizeof err);
    TrBuild_Delete(b);
    if (!loaded) {
        free(t);
        CHECK_MSG(made, "build failed: %s", err);
        CHECK_MSG(loaded, "built level does not load: %s", err);
    }
    const Model *m = Level_FindModel(&t->lv, 0);
    bool same_lara = m && m->num_meshes == donor_meshes &&
                     t->lv.num_animations == donor_anims && t->lv.version == donor_version;
    bool started = TestGame_Start(t);
    if (!started) {
        Level_Free(&t->lv);
        free(t);
        CHECK_MSG(started, "the game does not attach to the built TR%d level", (int)game);
    }
    int li = Test_FirstItem(&t->sim, 0);
    TestGame_Step(t, 0, 30);
    Vec3i pos = li >= 0 ? t->sim.items[li].pos : (Vec3i){0, 0, 0};
    int16_t in_room = li >= 0 ? t->sim.items[li].room : -1;
    /* then forward (facing +z) for 20 ticks: she moves, on the floor */
    TestGame_Step(t, INPUT_FORWARD, 20);
    Vec3i moved = li >= 0 ? t->sim.items[li].pos : (Vec3i){0, 0, 0};
    GameVersion got = t->lv.game;
    TestGame_Delete(t);
    CHECK_EQ(got, game);
    CHECK(same_lara);
    CHECK(li >= 0);
    CHECK_EQ(in_room, 0);
    CHECK_EQ(pos.y, 0);
    CHECK_EQ(pos.x, 2560);
    CHECK_EQ(pos.z, 2560);
    CHECK_MSG(moved.z > pos.z + 256 && moved.z < 5120 && moved.y == 0,
              "after 20 ticks forward Lara is at %d,%d,%d", moved.x, moved.y, moved.z);
}

TEST(build_tr_flat_room_tr2_runs_30_ticks) { FlatRoomRuns(GAME_TR2); }
TEST(build_tr_flat_room_tr3_runs_30_ticks) { FlatRoomRuns(GAME_TR3); }

/* Floordata the builder cannot describe goes through TrBuild_AddFloorData:
 * appended to a slope's list (TR2 ladder) or replacing it (TR3 monkey
 * ceiling); the loader's parsed records show the result. */
static void FloorEdits(GameVersion game)
{
    TrBuild *b = TrBuild_New(game);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(game));
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    LB_SetSlope(&b->lb, room, 2, 2, 0, 2);
    LB_SetSlope(&b->lb, room, 3, 3, 2, 0);
    LB_AddItem(&b->lb, 0, room, 1536, 0, 1536, 0, 0);
    /* a static the donor has stays, one it lacks is dropped */
    uint16_t static_id = b->donor.num_static_meshes ? (uint16_t)b->donor.static_meshes[0].id : 0;
    LB_AddStatic(&b->lb, room, 4608, 0, 4608, 0, static_id);
    LB_AddStatic(&b->lb, room, 4608, 0, 3584, 0, 0xFFF0);
    bool donor_statics = b->donor.num_static_meshes > 0;
    uint16_t ladder = FD_END_BIT | FD_CLIMB | CLIMB_POS_Z << 8;
    uint16_t monkey = FD_END_BIT | FD_MONKEY;
    bool added = TrBuild_AddFloorData(b, room, 2, 2, &ladder, 1, false) &&
                 TrBuild_AddFloorData(b, room, 1, 4, &ladder, 1, false);
    if (game == GAME_TR3)
        added = added && TrBuild_AddFloorData(b, room, 3, 3, &monkey, 1, true);
    bool bad_sector = TrBuild_AddFloorData(b, room, 9, 9, &ladder, 1, false);
    char err[512] = "";
    /* the out-of-room edit is refused when merged */
    const char *refused = TrBuild_Write(b, "edits_bad.tr2", err, sizeof err);
    bool refused_msg = strstr(err, "no sector 9,9") != NULL;
    b->num_fd_edits--;
    const char *path = TrBuild_Write(b, "edits.tr2", err, sizeof err);
    Level lv;
    bool loaded = path && Level_Load(path, &lv, err, sizeof err);
    TrBuild_Delete(b);
    CHECK(added && bad_sector);
    CHECK(refused == NULL && refused_msg);
    CHECK_MSG(loaded, "%s", err);
    const Room *r = &lv.rooms[0];
    const FloorSector *slope = LevelFloor_Sector(&lv, Level_RoomSector(r, 2, 2)->fd_index);
    const FloorSector *wall = LevelFloor_Sector(&lv, Level_RoomSector(r, 1, 4)->fd_index);
    const FloorSector *swing = LevelFloor_Sector(&lv, Level_RoomSector(r, 3, 3)->fd_index);
    bool slope_ok = slope && slope->climb == CLIMB_POS_Z && slope->floor_tilt.z == 2;
    bool wall_ok = wall && wall->climb == CLIMB_POS_Z;
    bool swing_ok = game == GAME_TR2 ? swing && swing->floor_tilt.x == 2 && !swing->monkey
                                     : swing && swing->monkey && swing->floor_tilt.x == 0;
    uint32_t statics = r->num_statics;
    uint16_t kept_id = statics ? r->statics[0].mesh_id : 0;
    Level_Free(&lv);
    CHECK_EQ(statics, donor_statics ? 1 : 0);
    if (donor_statics)
        CHECK_EQ(kept_id, static_id);
    CHECK_MSG(slope_ok, "the slope sector lost its slant or got no ladder");
    CHECK(wall_ok);
    CHECK(swing_ok);
}

TEST(build_tr_floordata_edits_tr2) { FloorEdits(GAME_TR2); }
TEST(build_tr_floordata_edits_tr3) { FloorEdits(GAME_TR3); }

/* The shared levels hold equal values in several TR2/TR3-only fields
 * (Lighting = Lighting2 everywhere, light mode 0), where a swapped or
 * dropped field would still round-trip. So give each of those fields its
 * own value, write, reload and look for every one. */
static void Perturb(Level *lv)
{
    for (uint32_t i = 0; i < 256; i++)
        lv->palette16[i].unused = (uint8_t)(i ^ 0x5A);
    for (uint32_t i = 0; i < lv->num_rooms; i++) {
        Room *r = &lv->rooms[i];
        r->ambient2 = (int16_t)(0x100 + i);
        r->light_mode = (int16_t)(1 + i % 3);
        r->water_scheme = (uint8_t)(10 + i);
        r->reverb_info = (uint8_t)(20 + i);
        r->filler = (uint8_t)(30 + i);
        for (uint32_t k = 0; k < r->num_vertices; k++) {
            r->vertices[k].lighting2 = (int16_t)((k * 37 + i) & 0x1FFF);
            r->vertices[k].attributes = (uint16_t)(k * 3 + 1);
        }
        for (uint32_t k = 0; k < r->num_lights; k++) {
            r->lights[k].intensity2 = (int32_t)(0x1234 + k);
            r->lights[k].fade2 = (int32_t)(0x20000 + k);
            r->lights[k].colour[0] = (uint8_t)(k + 1);
            r->lights[k].colour[1] = (uint8_t)(k + 2);
            r->lights[k].colour[2] = (uint8_t)(k + 3);
        }
    }
    for (uint32_t i = 0; i < lv->num_items; i++)
        lv->items[i].intensity2 = (int16_t)(0x77 + i);
    for (uint32_t i = 0; i < lv->num_sound_details; i++) {
        lv->sound_details[i].range = (uint8_t)(i + 5);
        lv->sound_details[i].pitch = (int8_t)(i * 3 - 40);
        lv->sound_details[i].chance = (uint16_t)(lv->game == GAME_TR3 ? (i & 0xFF) : i + 9);
    }
}

static bool CheckPerturbed(const Level *lv)
{
    GameVersion g = lv->game;
    for (uint32_t i = 0; i < 256; i++)
        EQ("palette16 unused", lv->palette16[i].unused, (uint8_t)(i ^ 0x5A));
    for (uint32_t i = 0; i < lv->num_rooms; i++) {
        const Room *r = &lv->rooms[i];
        char w[48];
        snprintf(w, sizeof w, "room %u", i);
        EQ(w, r->ambient2, g == GAME_TR2 ? (int16_t)(0x100 + i) : 0);
        EQ(w, r->light_mode, 1 + i % 3);
        EQ(w, r->water_scheme, g == GAME_TR3 ? 10 + i : 0);
        EQ(w, r->reverb_info, g == GAME_TR3 ? 20 + i : 0);
        EQ(w, r->filler, g == GAME_TR3 ? 30 + i : 0);
        for (uint32_t k = 0; k < r->num_vertices; k++) {
            EQ(w, r->vertices[k].lighting2, (int16_t)((k * 37 + i) & 0x1FFF));
            EQ(w, r->vertices[k].attributes, k * 3 + 1);
        }
        for (uint32_t k = 0; k < r->num_lights; k++) {
            EQ(w, r->lights[k].intensity2, g == GAME_TR2 ? (int32_t)(0x1234 + k) : 0);
            EQ(w, r->lights[k].fade2, g == GAME_TR2 ? (int32_t)(0x20000 + k) : 0);
            EQ(w, r->lights[k].colour[0], g == GAME_TR3 ? k + 1 : 0);
            EQ(w, r->lights[k].colour[2], g == GAME_TR3 ? k + 3 : 0);
        }
    }
    for (uint32_t i = 0; i < lv->num_items; i++)
        EQ("item", lv->items[i].intensity2, 0x77 + i);
    for (uint32_t i = 0; i < lv->num_sound_details; i++) {
        const SoundDetail *d = &lv->sound_details[i];
        EQ("sound detail", d->range, g == GAME_TR3 ? i + 5 : 0);
        EQ("sound detail", d->pitch, g == GAME_TR3 ? (int8_t)(i * 3 - 40) : 0);
        EQ("sound detail", d->chance, g == GAME_TR3 ? (i & 0xFF) : i + 9);
    }
    return true;
}

static void GameFieldsSurvive(const char *rel)
{
    const char *path = Test_SharedPath(rel);
    if (!path)
        SKIP("%s not present", rel);
    Level a, b;
    char err[512];
    CHECK_MSG(Level_Load(path, &a, err, sizeof err), "%s", err);
    Perturb(&a);
    uint8_t *data = NULL;
    size_t n = 0;
    bool wrote = LevelWrite(&a, &data, &n, err, sizeof err);
    bool counts = a.num_rooms > 0 && a.num_items > 0 && a.num_sound_details > 0;
    Level_Free(&a);
    CHECK_MSG(wrote, "%s", err);
    bool loaded = Level_LoadMemory(data, n, "perturbed", NULL, 0, &b, err, sizeof err);
    free(data);
    CHECK_MSG(loaded, "%s", err);
    bool same = CheckPerturbed(&b);
    Level_Free(&b);
    CHECK(counts);
    CHECK_MSG(same, "%s", g_why);
}

TEST(build_tr_writer_keeps_tr2_only_fields) { GameFieldsSurvive("tr2/RANDO_TEST1.TR2"); }
TEST(build_tr_writer_keeps_tr3_only_fields) { GameFieldsSurvive("tr3/RANDO_TEST1.TR2"); }
