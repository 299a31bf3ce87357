/* Level writer and level builder tests: the default level round-trips
 * (build -> write -> load gives back the same structures), builds are
 * byte-identical, real TR1 files re-serialise to their own bytes, and tiny
 * purpose-made levels exercise one feature each (slope, portal corner,
 * water surface, corrupt count). */
#include "tests/test.h"

#include "engine/level/level.h"
#include "engine/level/level_write.h"
#include "tools/levelbuild/default_level.h"
#include "tools/levelbuild/levelbuild.h"

#include <sndfile.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- structure comparison ------------------------------------------------- */

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
#define MEMEQ(what, x, y, n)                                                        \
    do {                                                                            \
        if ((size_t)(n) != 0 && memcmp((x), (y), (n)) != 0)                          \
            return Differ("%s: %s differ", what, #x);                               \
    } while (0)

static bool SameRoom(const Room *a, const Room *b, uint32_t i)
{
    char w[32];
    snprintf(w, sizeof w, "room %u", i);
    EQ(w, a->x, b->x);
    EQ(w, a->z, b->z);
    EQ(w, a->y_bottom, b->y_bottom);
    EQ(w, a->y_top, b->y_top);
    EQ(w, a->num_vertices, b->num_vertices);
    for (uint32_t k = 0; k < a->num_vertices; k++) {
        EQ(w, a->vertices[k].pos.x, b->vertices[k].pos.x);
        EQ(w, a->vertices[k].pos.y, b->vertices[k].pos.y);
        EQ(w, a->vertices[k].pos.z, b->vertices[k].pos.z);
        EQ(w, a->vertices[k].lighting, b->vertices[k].lighting);
        EQ(w, a->vertices[k].shade, b->vertices[k].shade);
    }
    EQ(w, a->num_quads, b->num_quads);
    MEMEQ(w, a->quads, b->quads, a->num_quads * sizeof *a->quads);
    EQ(w, a->num_tris, b->num_tris);
    MEMEQ(w, a->tris, b->tris, a->num_tris * sizeof *a->tris);
    EQ(w, a->num_sprites, b->num_sprites);
    MEMEQ(w, a->sprites, b->sprites, a->num_sprites * sizeof *a->sprites);
    EQ(w, a->num_portals, b->num_portals);
    MEMEQ(w, a->portals, b->portals, a->num_portals * sizeof *a->portals);
    EQ(w, a->num_x_sectors, b->num_x_sectors);
    EQ(w, a->num_z_sectors, b->num_z_sectors);
    MEMEQ(w, a->sectors, b->sectors,
          (size_t)a->num_x_sectors * a->num_z_sectors * sizeof *a->sectors);
    EQ(w, a->ambient, b->ambient);
    EQ(w, a->num_lights, b->num_lights);
    for (uint32_t k = 0; k < a->num_lights; k++) {
        EQ(w, a->lights[k].pos.x, b->lights[k].pos.x);
        EQ(w, a->lights[k].pos.y, b->lights[k].pos.y);
        EQ(w, a->lights[k].pos.z, b->lights[k].pos.z);
        EQ(w, a->lights[k].intensity, b->lights[k].intensity);
        EQ(w, a->lights[k].fade, b->lights[k].fade);
    }
    EQ(w, a->num_statics, b->num_statics);
    for (uint32_t k = 0; k < a->num_statics; k++) {
        EQ(w, a->statics[k].pos.x, b->statics[k].pos.x);
        EQ(w, a->statics[k].pos.y, b->statics[k].pos.y);
        EQ(w, a->statics[k].pos.z, b->statics[k].pos.z);
        EQ(w, a->statics[k].rotation, b->statics[k].rotation);
        EQ(w, a->statics[k].intensity, b->statics[k].intensity);
        EQ(w, a->statics[k].mesh_id, b->statics[k].mesh_id);
        EQ(w, a->statics[k].static_index, b->statics[k].static_index);
    }
    EQ(w, a->alternate_room, b->alternate_room);
    EQ(w, a->flags, b->flags);
    EQ(w, a->num_data_words, b->num_data_words);
    return true;
}

static bool SameMesh(const Mesh *a, const Mesh *b, uint32_t i)
{
    char w[32];
    snprintf(w, sizeof w, "mesh %u", i);
    EQ(w, a->centre.x, b->centre.x);
    EQ(w, a->centre.y, b->centre.y);
    EQ(w, a->centre.z, b->centre.z);
    EQ(w, a->coll_radius, b->coll_radius);
    EQ(w, a->num_vertices, b->num_vertices);
    MEMEQ(w, a->vertices, b->vertices, a->num_vertices * sizeof(Vec3s));
    EQ(w, a->num_normals, b->num_normals);
    if (a->num_normals > 0)
        MEMEQ(w, a->normals, b->normals, (size_t)a->num_normals * sizeof(Vec3s));
    else
        MEMEQ(w, a->lights, b->lights, (size_t)-a->num_normals * sizeof(int16_t));
    EQ(w, a->num_tex_quads, b->num_tex_quads);
    MEMEQ(w, a->tex_quads, b->tex_quads, a->num_tex_quads * sizeof(MeshQuad));
    EQ(w, a->num_tex_tris, b->num_tex_tris);
    MEMEQ(w, a->tex_tris, b->tex_tris, a->num_tex_tris * sizeof(MeshTri));
    EQ(w, a->num_col_quads, b->num_col_quads);
    MEMEQ(w, a->col_quads, b->col_quads, a->num_col_quads * sizeof(MeshQuad));
    EQ(w, a->num_col_tris, b->num_col_tris);
    MEMEQ(w, a->col_tris, b->col_tris, a->num_col_tris * sizeof(MeshTri));
    EQ(w, a->offset, b->offset);
    EQ(w, a->end, b->end);
    return true;
}

/* Every field the TR1 file carries (and the loader's resolved indices). */
static bool SameLevel(const Level *a, const Level *b)
{
    EQ("level", a->version, b->version);
    EQ("level", a->num_textiles, b->num_textiles);
    MEMEQ("level", a->textiles8, b->textiles8, (size_t)a->num_textiles * 65536);
    EQ("level", a->num_rooms, b->num_rooms);
    for (uint32_t i = 0; i < a->num_rooms; i++)
        if (!SameRoom(&a->rooms[i], &b->rooms[i], i))
            return false;
    EQ("level", a->num_floordata, b->num_floordata);
    MEMEQ("level", a->floordata, b->floordata, a->num_floordata * 2);
    EQ("level", a->num_mesh_data_words, b->num_mesh_data_words);
    EQ("level", a->num_meshes, b->num_meshes);
    for (uint32_t i = 0; i < a->num_meshes; i++)
        if (!SameMesh(&a->meshes[i], &b->meshes[i], i))
            return false;
    EQ("level", a->num_mesh_pointers, b->num_mesh_pointers);
    MEMEQ("level", a->mesh_pointers, b->mesh_pointers, a->num_mesh_pointers * 4);
    MEMEQ("level", a->mesh_index, b->mesh_index, a->num_mesh_pointers * 4);
    EQ("level", a->num_animations, b->num_animations);
    for (uint32_t i = 0; i < a->num_animations; i++) {
        const Animation *x = &a->animations[i], *y = &b->animations[i];
        char w[32];
        snprintf(w, sizeof w, "animation %u", i);
        EQ(w, x->frame_offset, y->frame_offset);
        EQ(w, x->frame_rate, y->frame_rate);
        EQ(w, x->frame_size, y->frame_size);
        EQ(w, x->state_id, y->state_id);
        EQ(w, x->speed, y->speed);
        EQ(w, x->accel, y->accel);
        EQ(w, x->frame_start, y->frame_start);
        EQ(w, x->frame_end, y->frame_end);
        EQ(w, x->next_anim, y->next_anim);
        EQ(w, x->next_frame, y->next_frame);
        EQ(w, x->num_state_changes, y->num_state_changes);
        EQ(w, x->state_change_offset, y->state_change_offset);
        EQ(w, x->num_anim_commands, y->num_anim_commands);
        EQ(w, x->anim_command_offset, y->anim_command_offset);
    }
    EQ("level", a->num_state_changes, b->num_state_changes);
    MEMEQ("level", a->state_changes, b->state_changes, a->num_state_changes * sizeof(StateChange));
    EQ("level", a->num_anim_dispatches, b->num_anim_dispatches);
    MEMEQ("level", a->anim_dispatches, b->anim_dispatches,
          a->num_anim_dispatches * sizeof(AnimDispatch));
    EQ("level", a->num_anim_commands, b->num_anim_commands);
    MEMEQ("level", a->anim_commands, b->anim_commands, a->num_anim_commands * 2);
    EQ("level", a->num_mesh_tree_words, b->num_mesh_tree_words);
    MEMEQ("level", a->mesh_trees, b->mesh_trees, a->num_mesh_tree_words * 4);
    EQ("level", a->num_frame_words, b->num_frame_words);
    MEMEQ("level", a->frames, b->frames, a->num_frame_words * 2);
    EQ("level", a->num_models, b->num_models);
    for (uint32_t i = 0; i < a->num_models; i++) {
        const Model *x = &a->models[i], *y = &b->models[i];
        EQ("model", x->id, y->id);
        EQ("model", x->num_meshes, y->num_meshes);
        EQ("model", x->start_mesh, y->start_mesh);
        EQ("model", x->mesh_tree, y->mesh_tree);
        EQ("model", x->frame_offset, y->frame_offset);
        EQ("model", x->animation, y->animation);
    }
    EQ("level", a->num_static_meshes, b->num_static_meshes);
    for (uint32_t i = 0; i < a->num_static_meshes; i++) {
        const StaticMesh *x = &a->static_meshes[i], *y = &b->static_meshes[i];
        EQ("static", x->id, y->id);
        EQ("static", x->mesh, y->mesh);
        MEMEQ("static", &x->visibility, &y->visibility, sizeof x->visibility);
        MEMEQ("static", &x->collision, &y->collision, sizeof x->collision);
        EQ("static", x->flags, y->flags);
    }
    EQ("level", a->num_object_textures, b->num_object_textures);
    MEMEQ("level", a->object_textures, b->object_textures,
          a->num_object_textures * sizeof(ObjectTexture));
    EQ("level", a->num_sprite_textures, b->num_sprite_textures);
    MEMEQ("level", a->sprite_textures, b->sprite_textures,
          a->num_sprite_textures * sizeof(SpriteTexture));
    EQ("level", a->num_sprite_sequences, b->num_sprite_sequences);
    MEMEQ("level", a->sprite_sequences, b->sprite_sequences,
          a->num_sprite_sequences * sizeof(SpriteSequence));
    EQ("level", a->num_cameras, b->num_cameras);
    MEMEQ("level", a->cameras, b->cameras, a->num_cameras * sizeof(Camera));
    EQ("level", a->num_sound_sources, b->num_sound_sources);
    EQ("level", a->num_boxes, b->num_boxes);
    MEMEQ("level", a->boxes, b->boxes, a->num_boxes * sizeof(Box));
    EQ("level", a->num_overlaps, b->num_overlaps);
    MEMEQ("level", a->overlaps, b->overlaps, a->num_overlaps * 2);
    EQ("level", a->num_zone_words, b->num_zone_words);
    MEMEQ("level", a->zones, b->zones, a->num_zone_words * 2);
    EQ("level", a->num_animated_texture_words, b->num_animated_texture_words);
    MEMEQ("level", a->animated_textures, b->animated_textures,
          a->num_animated_texture_words * 2);
    EQ("level", a->num_items, b->num_items);
    for (uint32_t i = 0; i < a->num_items; i++) {
        const LevelItem *x = &a->items[i], *y = &b->items[i];
        EQ("item", x->object_id, y->object_id);
        EQ("item", x->room, y->room);
        EQ("item", x->pos.x, y->pos.x);
        EQ("item", x->pos.y, y->pos.y);
        EQ("item", x->pos.z, y->pos.z);
        EQ("item", x->angle, y->angle);
        EQ("item", x->intensity, y->intensity);
        EQ("item", x->flags, y->flags);
    }
    MEMEQ("level", a->lightmap, b->lightmap, sizeof a->lightmap);
    MEMEQ("level", a->palette, b->palette, sizeof a->palette);
    EQ("level", a->num_cinematic_frames, b->num_cinematic_frames);
    EQ("level", a->num_demo_bytes, b->num_demo_bytes);
    MEMEQ("level", a->sound_map, b->sound_map, 256 * sizeof(int16_t));
    EQ("level", a->num_sound_details, b->num_sound_details);
    for (uint32_t i = 0; i < a->num_sound_details; i++) {
        EQ("sound", a->sound_details[i].sample, b->sound_details[i].sample);
        EQ("sound", a->sound_details[i].volume, b->sound_details[i].volume);
        EQ("sound", a->sound_details[i].chance, b->sound_details[i].chance);
        EQ("sound", a->sound_details[i].characteristics, b->sound_details[i].characteristics);
    }
    EQ("level", a->num_sample_bytes, b->num_sample_bytes);
    MEMEQ("level", a->samples, b->samples, a->num_sample_bytes);
    EQ("level", a->num_sample_indices, b->num_sample_indices);
    MEMEQ("level", a->sample_indices, b->sample_indices, a->num_sample_indices * 4);
    return true;
}

/* ---- helpers ---------------------------------------------------------------- */

static bool WriteAndLoad(const Level *src, Level *out, uint8_t **bytes, size_t *size)
{
    char err[512];
    uint8_t *data;
    size_t n;
    if (!LevelWrite_TR1(src, &data, &n, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return false;
    }
    bool ok = Level_LoadMemory(data, n, "built.phd", NULL, 0, out, err, sizeof err);
    if (!ok)
        fprintf(stderr, "%s\n", err);
    if (bytes && ok) {
        *bytes = data;
        *size = n;
    } else {
        free(data);
    }
    return ok;
}

/* A tiny builder-made level: one room of w x d open sectors at 0 / -8. */
static LB_Builder g_b;
static bool TinyStart(void)
{
    if (!LB_Init(&g_b))
        return false;
    return true;
}

static const uint16_t *SectorFloorData(const Level *lv, uint32_t room, int x, int z)
{
    const Room *r = &lv->rooms[room];
    const RoomSector *s = &r->sectors[x * r->num_z_sectors + z];
    return s->fd_index ? &lv->floordata[s->fd_index] : NULL;
}

/* ---- the default level ------------------------------------------------------ */

TEST(build_default_level_round_trips)
{
    Level built, loaded;
    char err[512];
    CHECK_MSG(DefaultLevel_Make(&built, NULL, err, sizeof err), "%s", err);
    uint8_t *bytes = NULL;
    size_t size = 0;
    bool ok = WriteAndLoad(&built, &loaded, &bytes, &size);
    if (!ok) {
        LB_FreeLevel(&built);
        CHECK_MSG(ok, "default level does not load");
    }
    bool same = SameLevel(&built, &loaded);
    CHECK_EQ(loaded.file_size, size);
    /* Content the issue asks for. */
    CHECK(loaded.num_rooms >= 5);
    uint32_t portals = 0, water = 0, below = 0, above = 0, slants = 0;
    for (uint32_t i = 0; i < loaded.num_rooms; i++) {
        const Room *r = &loaded.rooms[i];
        portals += r->num_portals;
        water += (r->flags & ROOM_FLAG_WATER) != 0;
        for (uint32_t k = 0; k < (uint32_t)r->num_x_sectors * r->num_z_sectors; k++) {
            below += r->sectors[k].room_below != NO_ROOM;
            above += r->sectors[k].room_above != NO_ROOM;
            if (r->sectors[k].fd_index &&
                (loaded.floordata[r->sectors[k].fd_index] & 0x1F) == 2)
                slants++;
        }
    }
    uint32_t triggers = 0;
    for (uint32_t i = 0; i < loaded.num_floordata; i++)
        triggers += (loaded.floordata[i] & 0x1F) == 4 && (loaded.floordata[i] & 0x8000);
    uint32_t vertex_min = 0x1FFF, vertex_max = 0;
    for (uint32_t i = 0; i < loaded.num_rooms; i++)
        for (uint32_t k = 0; k < loaded.rooms[i].num_vertices; k++) {
            vertex_min = MIN(vertex_min, (uint32_t)loaded.rooms[i].vertices[k].shade);
            vertex_max = MAX(vertex_max, (uint32_t)loaded.rooms[i].vertices[k].shade);
        }
    bool has_static = false, has_sprite = false;
    for (uint32_t i = 0; i < loaded.num_rooms; i++) {
        has_static |= loaded.rooms[i].num_statics > 0;
        has_sprite |= loaded.rooms[i].num_sprites > 0;
    }
    const Model *lara = Level_FindModel(&loaded, 0);
    Level_Free(&loaded);
    LB_FreeLevel(&built);
    free(bytes);
    CHECK_MSG(same, "round trip differs: %s", g_why);
    CHECK(portals >= 8);
    CHECK_EQ(water, 1);
    CHECK(below >= 9 && above >= 9); /* pool hole 3x3 and loft hole 2x2 */
    CHECK(slants >= 8);
    CHECK(triggers >= 2);
    CHECK_MSG(vertex_max - vertex_min >= 0x0C00, "lighting range %x..%x", vertex_min, vertex_max);
    CHECK(has_static && has_sprite);
    CHECK(lara != NULL);
}

TEST(build_default_level_is_byte_identical_twice)
{
    Level a, b;
    char err[512];
    CHECK_MSG(DefaultLevel_Make(&a, NULL, err, sizeof err), "%s", err);
    bool okb = DefaultLevel_Make(&b, NULL, err, sizeof err);
    uint8_t *da = NULL, *db = NULL;
    size_t na = 0, nb = 0;
    bool ok = okb && LevelWrite_TR1(&a, &da, &na, err, sizeof err) &&
              LevelWrite_TR1(&b, &db, &nb, err, sizeof err);
    bool same = ok && na == nb && memcmp(da, db, na) == 0;
    LB_FreeLevel(&a);
    if (okb)
        LB_FreeLevel(&b);
    free(da);
    free(db);
    CHECK_MSG(ok, "%s", err);
    CHECK(na > 100000 && na < 1000000);
    CHECK(same);
}

TEST(build_default_file_matches_fresh_build)
{
    /* The Makefile's build/data/default.phd is what mklevel writes now. */
    size_t size = 0;
    uint8_t *file = Test_ReadFile(Test_BinPath("data/default.phd"), &size);
    if (!file)
        SKIP("no generated default level next to the test runner");
    Level lv;
    char err[512];
    uint8_t *fresh = NULL;
    size_t n = 0;
    bool ok = DefaultLevel_Make(&lv, NULL, err, sizeof err);
    if (ok) {
        ok = LevelWrite_TR1(&lv, &fresh, &n, err, sizeof err);
        LB_FreeLevel(&lv);
    }
    bool same = ok && n == size && memcmp(fresh, file, n) == 0;
    free(file);
    free(fresh);
    CHECK_MSG(ok, "%s", err);
    CHECK_MSG(same, "build/data/default.phd (%zu bytes) differs from a fresh build (%zu)", size, n);
}

TEST(build_levelinfo_reads_default_level)
{
    const char *bin = Test_BinPath("levelinfo");
    const char *file = Test_BinPath("data/default.phd");
    FILE *f = fopen(file, "rb");
    if (!f)
        SKIP("no generated default level next to the test runner");
    fclose(f);
    char cmd[2048], out[8192];
    snprintf(cmd, sizeof cmd, "'%s' '%s'", bin, file);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "levelinfo exit %d: %s", rc, out);
    CHECK_MSG(strstr(out, "TR1") != NULL, "%s", out);
    CHECK_MSG(strstr(out, "rooms            7") != NULL, "%s", out);
}

TEST(build_mannequin_follows_lara_layout)
{
    Level lv;
    char err[512];
    CHECK_MSG(DefaultLevel_Make(&lv, NULL, err, sizeof err), "%s", err);
    const Model *m = Level_FindModel(&lv, 0);
    bool ok = m && m->num_meshes == 15 && m->animation == 0;
    static const int32_t flags[14] = {2, 0, 0, 3, 0, 0, 1, 2, 0, 0, 3, 0, 0, 1};
    bool tree = ok;
    for (int i = 0; tree && i < 14; i++)
        tree = lv.mesh_trees[m->mesh_tree + (uint32_t)i * 4] == flags[i];
    /* TR1 numbering: run 0 (state 1), walk 1 (state 0), stand 11 (state 2),
     * turns 12/13 (states 6/7), fall 23 (state 9), jump 77 (state 3). */
    static const uint16_t anim[][2] = {{0, 1},   {1, 0},    {11, 2},   {12, 6},  {13, 7},
                                       {23, 9},  {77, 3},   {73, 15},  {82, 2},  {103, 2},
                                       {86, 17}, {108, 13}, {110, 33}, {116, 34}, {112, 35}};
    bool anims = ok && lv.num_animations >= 160;
    for (size_t i = 0; anims && i < COUNT_OF(anim); i++)
        anims = lv.animations[anim[i][0]].state_id == anim[i][1];
    /* stand -> walk through a state change to state 0 (into the walk's
     * start, animation 20, as TR1) */
    bool stand_walk = false;
    if (anims) {
        const Animation *s = &lv.animations[11];
        for (uint32_t k = 0; k < s->num_state_changes; k++) {
            const StateChange *c = &lv.state_changes[s->state_change_offset + k];
            if (c->state_id == 0)
                stand_walk = lv.anim_dispatches[c->dispatch_offset].next_anim == 20;
        }
    }
    /* TR1 frames: 10 header words, NumValues = 15, two words per mesh. */
    bool frames = ok && lv.frames[lv.animations[11].frame_offset / 2 + 9] == 15 &&
                  lv.animations[1].frame_offset - lv.animations[0].frame_offset ==
                      (uint32_t)(lv.animations[0].frame_end - lv.animations[0].frame_start + 1) *
                          40 * 2;
    LB_FreeLevel(&lv);
    CHECK(ok);
    CHECK(tree);
    CHECK(anims);
    CHECK(stand_walk);
    CHECK(frames);
}

TEST(build_lightmap_and_palette)
{
    Level lv;
    char err[512];
    CHECK_MSG(DefaultLevel_Make(&lv, NULL, err, sizeof err), "%s", err);
    bool six_bit = true, zero = true, identity = true;
    for (int i = 0; i < 256; i++)
        six_bit &= lv.palette[i].r < 64 && lv.palette[i].g < 64 && lv.palette[i].b < 64;
    for (int row = 0; row < 32; row++)
        zero &= lv.lightmap[row * 256] == 0;
    for (int i = 0; i < 256; i++)
        identity &= lv.lightmap[16 * 256 + i] == i;
    /* brightness falls with the row index */
    long lum[32];
    for (int row = 0; row < 32; row++) {
        lum[row] = 0;
        for (int i = 1; i < 256; i++) {
            const PaletteColour *c = &lv.palette[lv.lightmap[row * 256 + i]];
            lum[row] += c->r * 30 + c->g * 59 + c->b * 11;
        }
    }
    bool falls = lum[0] > lum[8] && lum[8] > lum[16] && lum[16] > lum[24] && lum[24] > lum[31];
    LB_FreeLevel(&lv);
    CHECK(six_bit);
    CHECK(zero);
    CHECK(identity);
    CHECK(falls);
}

/* libsndfile reading from memory, to check the embedded WAVE files. */
typedef struct { const uint8_t *p; sf_count_t n, pos; } MemIn;
static sf_count_t mi_len(void *u) { return ((MemIn *)u)->n; }
static sf_count_t mi_seek(sf_count_t o, int wh, void *u)
{
    MemIn *m = u;
    m->pos = wh == SEEK_SET ? o : wh == SEEK_CUR ? m->pos + o : m->n + o;
    return m->pos;
}
static sf_count_t mi_read(void *d, sf_count_t c, void *u)
{
    MemIn *m = u;
    if (m->pos + c > m->n)
        c = m->n - m->pos;
    if (c < 0)
        c = 0;
    memcpy(d, m->p + m->pos, (size_t)c);
    m->pos += c;
    return c;
}
static sf_count_t mi_write(const void *d, sf_count_t c, void *u) { (void)d; (void)u; (void)c; return 0; }
static sf_count_t mi_tell(void *u) { return ((MemIn *)u)->pos; }

TEST(build_sounds_are_wave_files)
{
    Level lv;
    char err[512];
    CHECK_MSG(DefaultLevel_Make(&lv, NULL, err, sizeof err), "%s", err);
    bool ok = lv.num_sample_indices == 8 && lv.sound_map[0] >= 0 && lv.sound_map[33] >= 0 &&
              lv.sound_map[8] >= 0 && lv.sound_map[24] >= 0 && lv.sound_map[1] == -1;
    int good = 0;
    for (uint32_t i = 0; ok && i < lv.num_sample_indices; i++) {
        uint32_t start = lv.sample_indices[i];
        uint32_t end = i + 1 < lv.num_sample_indices ? lv.sample_indices[i + 1] : lv.num_sample_bytes;
        MemIn m = {lv.samples + start, (sf_count_t)(end - start), 0};
        SF_VIRTUAL_IO io = {mi_len, mi_seek, mi_read, mi_write, mi_tell};
        SF_INFO info;
        memset(&info, 0, sizeof info);
        SNDFILE *sf = sf_open_virtual(&io, SFM_READ, &info, &m);
        if (!sf)
            continue;
        short buf[4096];
        sf_count_t got = sf_read_short(sf, buf, 4096);
        int peak = 0;
        for (sf_count_t k = 0; k < got; k++)
            peak = MAX(peak, abs(buf[k]));
        if (info.samplerate == 22050 && info.channels == 1 && info.frames > 1000 && peak > 2000)
            good++;
        sf_close(sf);
    }
    LB_FreeLevel(&lv);
    CHECK(ok);
    CHECK_EQ(good, 8);
}

/* ---- real files --------------------------------------------------------------- */

static long CompareRewrite(const char *rel, long *size_out, long *first)
{
    *first = -1;
    *size_out = 0;
    const char *path = Test_SharedPath(rel);
    if (!path)
        return -2;
    size_t n = 0;
    uint8_t *orig = Test_ReadFile(path, &n);
    Level lv;
    char err[512];
    if (!orig || !Level_LoadMemory(orig, n, rel, NULL, 0, &lv, err, sizeof err)) {
        free(orig);
        return -1;
    }
    uint8_t *out = NULL;
    size_t m = 0;
    bool ok = LevelWrite_TR1(&lv, &out, &m, err, sizeof err);
    Level_Free(&lv);
    long diffs = ok && m == n ? 0 : -1;
    *first = -1;
    for (size_t i = 0; diffs >= 0 && i < n; i++)
        if (orig[i] != out[i]) {
            if (*first < 0)
                *first = (long)i;
            diffs++;
        }
    *size_out = (long)n;
    free(orig);
    free(out);
    return diffs;
}

TEST(build_writer_reproduces_level1_bytes)
{
    long size, first;
    long d = CompareRewrite("tr1/LEVEL1.PHD", &size, &first);
    if (d == -2)
        SKIP("tr1/LEVEL1.PHD not present");
    CHECK_MSG(d == 0, "%ld differing bytes (first at %ld) of %ld", d, first, size);
    d = CompareRewrite("tr1/CUT1.PHD", &size, &first);
    if (d != -2)
        CHECK_MSG(d == 0, "CUT1: %ld differing bytes (first at %ld)", d, first);
}

TEST(build_writer_rando_level_differs_only_where_loader_clamps)
{
    /* The randomizer-made file has 3 anim dispatches whose next frame lies
     * outside the target animation; the loader clamps them (documented in
     * level_validate.c), so exactly those 3 words come back different. */
    long size, first;
    long d = CompareRewrite("tr1/RANDO_TEST1.PHD", &size, &first);
    if (d == -2)
        SKIP("tr1/RANDO_TEST1.PHD not present");
    CHECK_MSG(d >= 0 && d <= 6, "%ld differing bytes (first at %ld)", d, first);
}

/* ---- tiny purpose-made levels ---------------------------------------------- */

TEST(build_tiny_single_slope)
{
    CHECK(TinyStart());
    int r = LB_AddRoom(&g_b, 0, 0, 5, 5, 0, -8, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetSlope(&g_b, r, 2, 2, 3, -1);
    LB_AddItem(&g_b, LB_OBJ_LARA, r, 1536, 0, 1536, 0, 0);
    bool ok = LB_Finish(&g_b);
    Level lv;
    bool loaded = ok && WriteAndLoad(&g_b.level, &lv, NULL, NULL);
    LB_Free(&g_b);
    CHECK_MSG(ok, "%s", g_b.error);
    CHECK(loaded);
    const uint16_t *fd = SectorFloorData(&lv, 0, 2, 2);
    bool slant = fd && fd[0] == 0x8002 && fd[1] == (uint16_t)((0xFF << 8) | 3);
    bool flat = SectorFloorData(&lv, 0, 1, 1) == NULL;
    /* The slanted sector's floor quad: its four corners at the slant's
     * heights (x slant 3 lowers x=0 corners by 768; z slant -1 lowers the
     * far-z corners by 256). */
    int found = 0;
    const Room *room = &lv.rooms[0];
    for (uint32_t q = 0; q < room->num_quads; q++) {
        int hits = 0;
        for (int k = 0; k < 4; k++) {
            Vec3s v = room->vertices[room->quads[q].vertices[k]].pos;
            int want = (v.x == 2048 ? 768 : 0) + (v.z == 3072 ? 256 : 0);
            if (v.x >= 2048 && v.x <= 3072 && v.z >= 2048 && v.z <= 3072 && v.y == want)
                hits++;
        }
        found += hits == 4;
    }
    Level_Free(&lv);
    CHECK(slant);
    CHECK(flat);
    CHECK_EQ(found, 1);
}

TEST(build_tiny_portal_corner)
{
    /* Room A and room B side by side along x, B one click lower: the shared
     * ring sectors become collision portals both ways, each room gets one
     * visibility portal, and A gets no riser (B is lower) while B does. */
    CHECK(TinyStart());
    int a = LB_AddRoom(&g_b, 0, 0, 4, 4, 0, -8, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    int b = LB_AddRoom(&g_b, 2, 0, 4, 4, 1, -8, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    LB_Connect(&g_b, a, b);
    LB_AddItem(&g_b, LB_OBJ_LARA, a, 1536, 0, 1536, 0, 0);
    bool ok = LB_Finish(&g_b);
    Level lv;
    bool loaded = ok && WriteAndLoad(&g_b.level, &lv, NULL, NULL);
    LB_Free(&g_b);
    CHECK_MSG(ok, "%s", g_b.error);
    CHECK(loaded);
    const uint16_t *fa = SectorFloorData(&lv, 0, 3, 1); /* A's ring over B's interior */
    const uint16_t *fb = SectorFloorData(&lv, 1, 0, 1); /* B's ring over A's interior */
    bool portals = fa && fa[0] == 0x8001 && fa[1] == 1 && fb && fb[0] == 0x8001 && fb[1] == 0;
    const Room *ra = &lv.rooms[0], *rb = &lv.rooms[1];
    bool heights = ra->sectors[3 * 4 + 1].floor == 1 && rb->sectors[0 * 4 + 1].floor == 0;
    bool vis = ra->num_portals == 1 && rb->num_portals == 1 && ra->portals[0].adjoining_room == 1 &&
               rb->portals[0].adjoining_room == 0 && ra->portals[0].normal.x == -1 &&
               rb->portals[0].normal.x == 1 && ra->portals[0].vertices[0].x == 3072 &&
               rb->portals[0].vertices[0].x == 1023;
    /* B draws the riser from its floor (256) up to A's (0) at x = 1024. */
    int risers = 0;
    for (uint32_t q = 0; q < rb->num_quads; q++) {
        int on = 0;
        for (int k = 0; k < 4; k++) {
            Vec3s v = rb->vertices[rb->quads[q].vertices[k]].pos;
            on += v.x == 1024 && (v.y == 0 || v.y == 256);
        }
        risers += on == 4;
    }
    Level_Free(&lv);
    CHECK(portals);
    CHECK(heights);
    CHECK(vis);
    CHECK_EQ(risers, 2);
}

TEST(build_tiny_water_surface)
{
    CHECK(TinyStart());
    int top = LB_AddRoom(&g_b, 0, 0, 5, 5, 0, -8, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    int pool = LB_AddRoom(&g_b, 0, 0, 5, 5, 6, 0, LB_MAT_WATER0, LB_MAT_STONE, LB_MAT_STONE);
    LB_ConnectVertical(&g_b, top, pool, 1, 1, 3, 3);
    g_b.rooms[pool].water = true;
    LB_AddItem(&g_b, LB_OBJ_LARA, pool, 2560, 1536, 2560, 0, 0);
    bool ok = LB_Finish(&g_b);
    Level lv;
    bool loaded = ok && WriteAndLoad(&g_b.level, &lv, NULL, NULL);
    LB_Free(&g_b);
    CHECK_MSG(ok, "%s", g_b.error);
    CHECK(loaded);
    const Room *rt = &lv.rooms[0], *rp = &lv.rooms[1];
    bool flags = (rt->flags & ROOM_FLAG_WATER) == 0 && (rp->flags & ROOM_FLAG_WATER) != 0;
    bool links = rt->sectors[2 * 5 + 2].room_below == 1 && rp->sectors[2 * 5 + 2].room_above == 0 &&
                 rt->sectors[2 * 5 + 2].room_above == NO_ROOM;
    bool vis = rt->num_portals == 1 && rt->portals[0].normal.y == -1 &&
               rt->portals[0].adjoining_room == 1 && rp->num_portals == 1 &&
               rp->portals[0].normal.y == 1 && rp->portals[0].adjoining_room == 0;
    /* No floor faces where the surface is: 9 open sectors are holes, with
     * the see-through surface over them (a texture with the transparent
     * attribute, as the original's) on both sides. */
    uint32_t floors = 0, surfaces = 0;
    for (int side = 0; side < 2; side++) {
        const Room *r = side ? rp : rt;
        for (uint32_t q = 0; q < r->num_quads; q++) {
            bool flat0 = true;
            for (int k = 0; k < 4; k++)
                flat0 &= r->vertices[r->quads[q].vertices[k]].pos.y == 0;
            bool clear = lv.object_textures[r->quads[q].texture].attribute == 1;
            floors += flat0 && !clear && !side;
            surfaces += flat0 && clear;
        }
    }
    bool animated = lv.num_animated_texture_words == 5 && lv.animated_textures[0] == 1;
    Level_Free(&lv);
    CHECK(flags);
    CHECK(links);
    CHECK(vis);
    CHECK_EQ(floors, 0);
    CHECK_EQ(surfaces, 2);
    CHECK(animated);
}

TEST(build_tiny_corrupt_count_is_rejected)
{
    CHECK(TinyStart());
    int r = LB_AddRoom(&g_b, 0, 0, 4, 4, 0, -8, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&g_b, LB_OBJ_LARA, r, 1536, 0, 1536, 0, 0);
    bool ok = LB_Finish(&g_b);
    uint8_t *data = NULL;
    size_t size = 0;
    char err[512] = "";
    ok = ok && LevelWrite_TR1(&g_b.level, &data, &size, err, sizeof err);
    /* The writer itself refuses inconsistent input. */
    char werr[256] = "";
    uint8_t *bad = NULL;
    size_t bad_size = 0;
    size_t textiles = g_b.level.num_textiles; /* the materials' and the font's */
    uint32_t saved = g_b.level.num_items;
    LevelItem *saved_items = g_b.level.items;
    g_b.level.items = NULL;
    bool wrote = LevelWrite_TR1(&g_b.level, &bad, &bad_size, werr, sizeof werr);
    g_b.level.items = saved_items;
    g_b.level.num_items = saved;
    LB_Free(&g_b);
    CHECK_MSG(ok, "%s", err);
    CHECK(!wrote && bad == NULL && strncmp(werr, "error:", 6) == 0);
    /* NumRooms sits right after the textiles and the unused word. */
    size_t at = 4 + 4 + textiles * 65536 + 4;
    data[at] = 0xFF;
    data[at + 1] = 0x7F; /* 32767 rooms in a tiny file */
    Level lv;
    bool loaded = Level_LoadMemory(data, size, "corrupt.phd", NULL, 0, &lv, err, sizeof err);
    if (loaded)
        Level_Free(&lv);
    /* Truncation is rejected too. */
    data[at] = 1;
    data[at + 1] = 0;
    char err2[512] = "";
    bool loaded2 = Level_LoadMemory(data, size - 10, "short.phd", NULL, 0, &lv, err2, sizeof err2);
    if (loaded2)
        Level_Free(&lv);
    free(data);
    CHECK(!loaded);
    CHECK_MSG(strncmp(err, "error: corrupt.phd", 18) == 0, "got '%s'", err);
    CHECK(!loaded2);
    CHECK_MSG(strncmp(err2, "error: short.phd", 16) == 0, "got '%s'", err2);
}

TEST(build_rejects_bad_descriptions)
{
    CHECK(TinyStart());
    LB_AddRoom(&g_b, 0, 0, 4, 4, 0, -8, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&g_b, LB_OBJ_LARA, 7, 0, 0, 0, 0, 0); /* room 7 does not exist */
    bool ok = LB_Finish(&g_b);
    char msg[256];
    snprintf(msg, sizeof msg, "%s", g_b.error);
    LB_Free(&g_b);
    CHECK(!ok);
    CHECK_MSG(strstr(msg, "room 7") != NULL, "got '%s'", msg);
}

/* ---- text descriptions ------------------------------------------------------ */

static bool ParseExpectError(const char *text, const char *want, char *got, size_t cap)
{
    if (!LB_Init(&g_b))
        return false;
    bool ok = LB_ParseText(&g_b, text, strlen(text), "t.txt") && LB_Finish(&g_b);
    snprintf(got, cap, "%s", g_b.error);
    LB_Free(&g_b);
    return !ok && strstr(got, want) != NULL;
}

TEST(build_text_errors_name_the_line)
{
    char got[256];
    const char *room = "room a 0 0 4 4 0 -8 stone brick stone\n";
    char text[512];
    snprintf(text, sizeof text, "%s# comment\nfloor b 1 1 1 1 0\n", room);
    CHECK_MSG(ParseExpectError(text, "t.txt:3: unknown room 'b'", got, sizeof got), "got '%s'", got);
    snprintf(text, sizeof text, "%slight a 1.5 0 0 100 100\n", room);
    CHECK_MSG(ParseExpectError(text, "t.txt:2: bad number '1.5'", got, sizeof got), "got '%s'", got);
    snprintf(text, sizeof text, "%sitem l lara a 1.5s 0 1.5s 0\ntrigger pad a 1 1\n object nobody\nend\n",
             room);
    CHECK_MSG(ParseExpectError(text, "t.txt:4: unknown item 'nobody'", got, sizeof got), "got '%s'", got);
    snprintf(text, sizeof text, "%strigger pad a 1 1\n", room);
    CHECK_MSG(ParseExpectError(text, "without 'end'", got, sizeof got), "got '%s'", got);
    CHECK_MSG(ParseExpectError("fly away\n", "t.txt:1: unknown statement 'fly'", got, sizeof got),
              "got '%s'", got);
    CHECK_MSG(ParseExpectError("room a 0 0 4 4 0 -8 stone brick lava\n", "unknown material 'lava'",
                               got, sizeof got), "got '%s'", got);
}

TEST(build_text_units_and_statements)
{
    const char *text = "room a 0 0 5 5 2 -8 stone brick stone water ambient 0x0400\n"
                       "room b 3 0 4 5 2 -8 sand brick stone\n"
                       "connect a b\n"
                       "floor a 1 1 1 1 -2 wood\n"
                       "light a 2.5s -3c 1.25s 0x1000 4000\n"
                       "item l lara a 2.5s 2c 2.5s 0x4000\n"
                       "camera c a 1s -4c 1s\n"
                       "trigger pad a 2 2 oneshot\n  camera c 5 once\n  object l\nend\n";
    CHECK(LB_Init(&g_b));
    bool ok = LB_ParseText(&g_b, text, strlen(text), "u.txt") && LB_Finish(&g_b);
    Level lv;
    bool loaded = ok && WriteAndLoad(&g_b.level, &lv, NULL, NULL);
    LB_Free(&g_b);
    CHECK_MSG(ok, "%s", g_b.error);
    CHECK(loaded);
    const Room *a = &lv.rooms[0];
    bool room_ok = (a->flags & ROOM_FLAG_WATER) && a->ambient == 0x0400 &&
                   a->sectors[1 * 5 + 1].floor == -2 && a->num_lights == 1 &&
                   a->lights[0].pos.x == 2560 && a->lights[0].pos.y == -768 &&
                   a->lights[0].pos.z == 1280 && a->num_portals == 1;
    bool item_ok = lv.num_items == 1 && lv.items[0].pos.y == 512 && lv.items[0].angle == 0x4000;
    bool cam_ok = lv.num_cameras == 1 && lv.cameras[0].pos.x == 1024 && lv.cameras[0].pos.y == -1024;
    /* pad trigger: setup, trigger word (one-shot, mask), camera + its word,
     * then the object action with the end bit */
    const uint16_t *fd = SectorFloorData(&lv, 0, 2, 2);
    bool trig_ok = fd && fd[0] == (0x8000 | 0x0004 | (1 << 8)) && fd[1] == (0x100 | (0x1F << 9)) &&
                   fd[2] == (1 << 10) && fd[3] == (5 | 0x100) && fd[4] == (0x8000 | 0);
    Level_Free(&lv);
    CHECK(room_ok);
    CHECK(item_ok);
    CHECK(cam_ok);
    CHECK(trig_ok);
}

TEST(build_textures_are_varied_and_animated)
{
    Level lv;
    char err[512];
    CHECK_MSG(DefaultLevel_Make(&lv, NULL, err, sizeof err), "%s", err);
    /* Every material slot (64x64 in textile 0) uses many colours, none of
     * them the transparent index; the three water frames differ. */
    int poor = 0, transparent = 0;
    for (int slot = 0; slot < LB_MAT_COUNT; slot++) {
        bool seen[256] = {false};
        int distinct = 0;
        for (int y = 0; y < 64; y++)
            for (int x = 0; x < 64; x++) {
                uint8_t c = lv.textiles8[((slot / 4) * 64 + y) * 256 + (slot % 4) * 64 + x];
                transparent += c == 0;
                distinct += !seen[c];
                seen[c] = true;
            }
        poor += distinct < 6;
    }
    int water_diff = 0;
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++)
            water_diff += lv.textiles8[(64 + y) * 256 + x] != lv.textiles8[(64 + y) * 256 + 64 + x];
    /* the plant sprite has transparent surroundings; the medipack's
     * sprite follows it, then the font's 110 (lb_font.c) */
    bool sprite_alpha = lv.textiles8[192 * 256 + 0] == 0 && lv.num_sprite_textures == 2 + 110;
    /* animated group = the three water textures */
    bool group = lv.num_animated_texture_words == 5 &&
                 lv.animated_textures[2] == LB_MAT_WATER0 && lv.animated_textures[4] == LB_MAT_WATER2;
    LB_FreeLevel(&lv);
    CHECK_EQ(poor, 0);
    CHECK_EQ(transparent, 0);
    CHECK(water_diff > 1000);
    CHECK(sprite_alpha);
    CHECK(group);
}

TEST(build_text_survives_mutations)
{
    /* Deterministic mutations of the real description (byte changes, digit
     * changes, dropped and duplicated lines): the parser and builder either
     * succeed or fail with a message, never crash (ASan/UBSan watch). */
    size_t size = 0;
    uint8_t *orig = Test_ReadFile(DefaultLevel_Path(), &size);
    if (!orig)
        SKIP("data/default_level.txt not found from here");
    char *text = malloc(size * 2 + 16);
    uint32_t seed = 12345;
    int failures = 0, successes = 0;
    for (int iter = 0; iter < 300 && text; iter++) {
        memcpy(text, orig, size);
        size_t n = size;
        for (int m = 0; m < 4; m++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % n;
            switch ((seed >> 4) % 4) {
            case 0: text[at] = (char)(seed >> 16); break;                 /* any byte */
            case 1: if (text[at] >= '0' && text[at] <= '9') text[at] = '9'; break;
            case 2: text[at] = '\n'; break;                              /* split a line */
            default: /* duplicate a chunk */
                if (n + 64 < size * 2) {
                    memmove(text + at + 64, text + at, n - at);
                    n += 64;
                }
                break;
            }
        }
        LB_Builder *b = &g_b;
        LB_InitBare(b);
        bool ok = LB_ParseText(b, text, n, "m.txt") && LB_Finish(b);
        if (ok) {
            uint8_t *out = NULL;
            size_t out_size = 0;
            char err[256];
            if (LevelWrite_TR1(&b->level, &out, &out_size, err, sizeof err)) {
                Level lv;
                if (Level_LoadMemory(out, out_size, "m.phd", NULL, 0, &lv, err, sizeof err))
                    Level_Free(&lv);
                free(out);
            }
            successes++;
        } else {
            failures += b->error[0] != '\0';
        }
        LB_Free(b);
    }
    free(text);
    free(orig);
    CHECK_EQ(successes + failures, 300);
    CHECK(failures > 0);
}
