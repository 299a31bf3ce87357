/* TR1 .PHD writer. Field order and sizes follow TRosettaStone's TR1 level
 * layout; see level_write.h for what is recomputed rather than copied. */
#include "engine/level/level_write.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
    uint8_t *data;
    size_t size, cap;
    bool oom;
} Buf;

static void Buf_Reserve(Buf *b, size_t extra)
{
    if (b->oom || b->size + extra <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 65536;
    while (cap < b->size + extra)
        cap *= 2;
    uint8_t *p = realloc(b->data, cap);
    if (!p) {
        b->oom = true;
        return;
    }
    b->data = p;
    b->cap = cap;
}

static void Put(Buf *b, const void *src, size_t n)
{
    Buf_Reserve(b, n);
    if (b->oom || n == 0)
        return;
    if (src)
        memcpy(b->data + b->size, src, n);
    else
        memset(b->data + b->size, 0, n);
    b->size += n;
}

/* Little-endian writers, independent of host byte order. */
static void U8(Buf *b, uint32_t v)
{
    uint8_t x = (uint8_t)v;
    Put(b, &x, 1);
}
static void U16(Buf *b, uint32_t v)
{
    uint8_t x[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    Put(b, x, 2);
}
static void U32(Buf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16),
                    (uint8_t)(v >> 24)};
    Put(b, x, 4);
}
static void S16(Buf *b, int32_t v) { U16(b, (uint16_t)(int16_t)v); }
static void S32(Buf *b, int32_t v) { U32(b, (uint32_t)v); }
static void Vec(Buf *b, Vec3s v)
{
    S16(b, v.x);
    S16(b, v.y);
    S16(b, v.z);
}

typedef struct {
    char *err;
    size_t cap;
    bool failed;
} Err;

static bool Fail(Err *e, const char *fmt, ...)
{
    if (e->failed)
        return false;
    e->failed = true;
    if (e->err && e->cap) {
        int n = snprintf(e->err, e->cap, "error: write: ");
        if (n < 0)
            n = 0;
        if ((size_t)n < e->cap) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(e->err + n, e->cap - (size_t)n, fmt, ap);
            va_end(ap);
        }
    }
    return false;
}

/* A count that must fit a field of `limit` and whose array must exist. */
static bool CheckCount(Err *e, const char *what, uint32_t count, uint32_t limit,
                       const void *array)
{
    if (count > limit)
        return Fail(e, "%s: count %u exceeds %u", what, count, limit);
    if (count && !array)
        return Fail(e, "%s: %u entries but no array", what, count);
    return true;
}

size_t LevelWrite_MeshSize(const Mesh *m)
{
    size_t n = 6 + 4 + 2 + (size_t)m->num_vertices * 6 + 2;
    if (m->num_normals > 0)
        n += (size_t)m->num_normals * 6;
    else
        n += (size_t)(-(int32_t)m->num_normals) * 2;
    n += 2 + (size_t)m->num_tex_quads * 10;
    n += 2 + (size_t)m->num_tex_tris * 8;
    n += 2 + (size_t)m->num_col_quads * 10;
    n += 2 + (size_t)m->num_col_tris * 8;
    return n;
}

static uint32_t RoomDataWords(GameVersion g, const Room *r)
{
    return 1 + r->num_vertices * (g == GAME_TR1 ? 4 : 6) + 1 + r->num_quads * 5 + 1 + r->num_tris * 4 +
           1 + r->num_sprites * 2;
}

/* TR1: intensity, fade; TR2 adds a second of each; TR3: colour, type and 8
 * bytes that are a point light's intensity and fade or a sun's direction
 * (the loader keeps the raw 8 bytes in intensity/fade for every type). */
static void WriteLight(Buf *b, GameVersion g, const RoomLight *l)
{
    S32(b, l->pos.x);
    S32(b, l->pos.y);
    S32(b, l->pos.z);
    if (g == GAME_TR3) {
        U8(b, l->colour[0]);
        U8(b, l->colour[1]);
        U8(b, l->colour[2]);
        U8(b, l->type);
        S32(b, l->intensity);
        S32(b, l->fade);
        return;
    }
    U16(b, (uint32_t)l->intensity);
    if (g == GAME_TR2)
        U16(b, (uint32_t)l->intensity2);
    U32(b, (uint32_t)l->fade);
    if (g == GAME_TR2)
        U32(b, (uint32_t)l->fade2);
}

static bool WriteRoom(Buf *b, Err *e, GameVersion g, const Room *r, uint32_t index)
{
    char what[64];
    snprintf(what, sizeof what, "room %u vertices", index);
    if (!CheckCount(e, what, r->num_vertices, 0x7FFF, r->vertices))
        return false;
    snprintf(what, sizeof what, "room %u quads", index);
    if (!CheckCount(e, what, r->num_quads, 0x7FFF, r->quads))
        return false;
    snprintf(what, sizeof what, "room %u triangles", index);
    if (!CheckCount(e, what, r->num_tris, 0x7FFF, r->tris))
        return false;
    snprintf(what, sizeof what, "room %u sprites", index);
    if (!CheckCount(e, what, r->num_sprites, 0x7FFF, r->sprites))
        return false;
    snprintf(what, sizeof what, "room %u portals", index);
    if (!CheckCount(e, what, r->num_portals, 0xFFFF, r->portals))
        return false;
    snprintf(what, sizeof what, "room %u sectors", index);
    if (!CheckCount(e, what, (uint32_t)r->num_x_sectors * r->num_z_sectors,
                    0xFFFFFFFFu, r->sectors))
        return false;
    snprintf(what, sizeof what, "room %u lights", index);
    if (!CheckCount(e, what, r->num_lights, 0xFFFF, r->lights))
        return false;
    snprintf(what, sizeof what, "room %u statics", index);
    if (!CheckCount(e, what, r->num_statics, 0xFFFF, r->statics))
        return false;

    S32(b, r->x);
    S32(b, r->z);
    S32(b, r->y_bottom);
    S32(b, r->y_top);
    /* NumDataWords covers exactly the four counted lists that follow. */
    U32(b, RoomDataWords(g, r));
    U16(b, r->num_vertices);
    for (uint32_t i = 0; i < r->num_vertices; i++) {
        Vec(b, r->vertices[i].pos);
        S16(b, r->vertices[i].lighting);
        if (g != GAME_TR1) {
            U16(b, r->vertices[i].attributes);
            S16(b, r->vertices[i].lighting2);
        }
    }
    U16(b, r->num_quads);
    for (uint32_t i = 0; i < r->num_quads; i++) {
        for (int k = 0; k < 4; k++)
            U16(b, r->quads[i].vertices[k]);
        U16(b, r->quads[i].texture);
    }
    U16(b, r->num_tris);
    for (uint32_t i = 0; i < r->num_tris; i++) {
        for (int k = 0; k < 3; k++)
            U16(b, r->tris[i].vertices[k]);
        U16(b, r->tris[i].texture);
    }
    U16(b, r->num_sprites);
    for (uint32_t i = 0; i < r->num_sprites; i++) {
        U16(b, r->sprites[i].vertex);
        U16(b, r->sprites[i].texture);
    }
    U16(b, r->num_portals);
    for (uint32_t i = 0; i < r->num_portals; i++) {
        const RoomPortal *p = &r->portals[i];
        U16(b, p->adjoining_room);
        Vec(b, p->normal);
        for (int k = 0; k < 4; k++)
            Vec(b, p->vertices[k]);
    }
    U16(b, r->num_z_sectors);
    U16(b, r->num_x_sectors);
    for (uint32_t i = 0; i < (uint32_t)r->num_x_sectors * r->num_z_sectors; i++) {
        const RoomSector *s = &r->sectors[i];
        U16(b, s->fd_index);
        /* TR3 keeps the stopper in the box word's top bit. */
        U16(b, g == GAME_TR3 && s->stopper ? (s->box_index | 0x8000u) : s->box_index);
        U8(b, s->room_below);
        U8(b, (uint8_t)s->floor);
        U8(b, s->room_above);
        U8(b, (uint8_t)s->ceiling);
    }
    S16(b, r->ambient);
    if (g == GAME_TR2)
        S16(b, r->ambient2);
    if (g != GAME_TR1)
        S16(b, r->light_mode);
    U16(b, r->num_lights);
    for (uint32_t i = 0; i < r->num_lights; i++)
        WriteLight(b, g, &r->lights[i]);
    U16(b, r->num_statics);
    for (uint32_t i = 0; i < r->num_statics; i++) {
        const RoomStatic *s = &r->statics[i];
        S32(b, s->pos.x);
        S32(b, s->pos.y);
        S32(b, s->pos.z);
        U16(b, s->rotation);
        U16(b, s->intensity);
        if (g != GAME_TR1)
            U16(b, s->intensity2);
        U16(b, s->mesh_id);
    }
    S16(b, r->alternate_room);
    U16(b, r->flags);
    if (g == GAME_TR3) {
        U8(b, r->water_scheme);
        U8(b, r->reverb_info);
        U8(b, r->filler);
    }
    return !e->failed;
}

static void WriteMesh(Buf *b, const Mesh *m)
{
    Vec(b, m->centre);
    S32(b, m->coll_radius);
    U16(b, m->num_vertices);
    for (uint32_t i = 0; i < m->num_vertices; i++)
        Vec(b, m->vertices[i]);
    S16(b, m->num_normals);
    if (m->num_normals > 0) {
        for (int i = 0; i < m->num_normals; i++)
            Vec(b, m->normals[i]);
    } else {
        for (int i = 0; i < -(int32_t)m->num_normals; i++)
            S16(b, m->lights[i]);
    }
    U16(b, m->num_tex_quads);
    for (uint32_t i = 0; i < m->num_tex_quads; i++) {
        for (int k = 0; k < 4; k++)
            U16(b, m->tex_quads[i].vertices[k]);
        U16(b, m->tex_quads[i].texture);
    }
    U16(b, m->num_tex_tris);
    for (uint32_t i = 0; i < m->num_tex_tris; i++) {
        for (int k = 0; k < 3; k++)
            U16(b, m->tex_tris[i].vertices[k]);
        U16(b, m->tex_tris[i].texture);
    }
    U16(b, m->num_col_quads);
    for (uint32_t i = 0; i < m->num_col_quads; i++) {
        for (int k = 0; k < 4; k++)
            U16(b, m->col_quads[i].vertices[k]);
        U16(b, m->col_quads[i].texture);
    }
    U16(b, m->num_col_tris);
    for (uint32_t i = 0; i < m->num_col_tris; i++) {
        for (int k = 0; k < 3; k++)
            U16(b, m->col_tris[i].vertices[k]);
        U16(b, m->col_tris[i].texture);
    }
}

static bool CheckMesh(Err *e, const Mesh *m, uint32_t index)
{
    char what[64];
    snprintf(what, sizeof what, "mesh %u vertices", index);
    if (!CheckCount(e, what, m->num_vertices, 0x7FFF, m->vertices))
        return false;
    snprintf(what, sizeof what, "mesh %u normals", index);
    if (m->num_normals > 0 && !m->normals)
        return Fail(e, "%s: %d entries but no array", what, m->num_normals);
    if (m->num_normals < 0 && !m->lights)
        return Fail(e, "%s: %d lights but no array", what, -m->num_normals);
    snprintf(what, sizeof what, "mesh %u faces", index);
    if (!CheckCount(e, what, m->num_tex_quads, 0x7FFF, m->tex_quads) ||
        !CheckCount(e, what, m->num_tex_tris, 0x7FFF, m->tex_tris) ||
        !CheckCount(e, what, m->num_col_quads, 0x7FFF, m->col_quads) ||
        !CheckCount(e, what, m->num_col_tris, 0x7FFF, m->col_tris))
        return false;
    return true;
}

/* The mesh block: meshes in array order, each padded to 4 bytes (as the
 * retail files do; pointers are then 4-byte aligned). */
static bool WriteMeshes(Buf *b, Err *e, const Level *lv)
{
    if (!CheckCount(e, "meshes", lv->num_meshes, 0xFFFFFFu, lv->meshes) ||
        !CheckCount(e, "mesh pointers", lv->num_mesh_pointers, 0xFFFFFFu,
                    lv->mesh_index))
        return false;
    uint32_t *offsets = calloc(lv->num_meshes ? lv->num_meshes : 1, sizeof *offsets);
    if (!offsets)
        return Fail(e, "out of memory");
    size_t total = 0;
    for (uint32_t i = 0; i < lv->num_meshes; i++) {
        if (!CheckMesh(e, &lv->meshes[i], i)) {
            free(offsets);
            return false;
        }
        offsets[i] = (uint32_t)total;
        total += (LevelWrite_MeshSize(&lv->meshes[i]) + 3) & ~(size_t)3;
    }
    if (total / 2 > 0xFFFFFFFFu) {
        free(offsets);
        return Fail(e, "mesh data too large");
    }
    for (uint32_t i = 0; i < lv->num_mesh_pointers; i++) {
        if (lv->mesh_index[i] >= lv->num_meshes) {
            free(offsets);
            return Fail(e, "mesh pointer %u: mesh %u of %u", i, lv->mesh_index[i],
                        lv->num_meshes);
        }
    }
    U32(b, (uint32_t)(total / 2));
    size_t start = b->size;
    for (uint32_t i = 0; i < lv->num_meshes; i++) {
        WriteMesh(b, &lv->meshes[i]);
        size_t used = b->size - start;
        Put(b, NULL, ((used + 3) & ~(size_t)3) - used);
    }
    U32(b, lv->num_mesh_pointers);
    for (uint32_t i = 0; i < lv->num_mesh_pointers; i++)
        U32(b, offsets[lv->mesh_index[i]]);
    free(offsets);
    return !e->failed;
}

static void WritePalette(Buf *b, const Level *lv)
{
    for (int i = 0; i < 256; i++) {
        U8(b, lv->palette[i].r);
        U8(b, lv->palette[i].g);
        U8(b, lv->palette[i].b);
    }
}

static uint32_t ZoneWords(GameVersion g) { return g == GAME_TR1 ? 6 : 10; }
static uint32_t SoundMapSize(GameVersion g) { return g == GAME_TR1 ? 256 : 370; }

/* Every count checked up front, so a failure leaves no half-done work. */
static bool CheckCounts(Err *e, GameVersion g, const Level *lv)
{
    if (!CheckCount(e, "textiles", lv->num_textiles, 0xFFFF, lv->textiles8) ||
        !CheckCount(e, "rooms", lv->num_rooms, 0xFFFF, lv->rooms) ||
        !CheckCount(e, "floordata", lv->num_floordata, 0xFFFFFFu, lv->floordata) ||
        !CheckCount(e, "animations", lv->num_animations, 0xFFFFFFu, lv->animations) ||
        !CheckCount(e, "state changes", lv->num_state_changes, 0xFFFFFFu,
                    lv->state_changes) ||
        !CheckCount(e, "anim dispatches", lv->num_anim_dispatches, 0xFFFFFFu,
                    lv->anim_dispatches) ||
        !CheckCount(e, "anim commands", lv->num_anim_commands, 0xFFFFFFu,
                    lv->anim_commands) ||
        !CheckCount(e, "mesh trees", lv->num_mesh_tree_words, 0xFFFFFFu,
                    lv->mesh_trees) ||
        !CheckCount(e, "frames", lv->num_frame_words, 0xFFFFFFFu, lv->frames) ||
        !CheckCount(e, "models", lv->num_models, 0xFFFFFFu, lv->models) ||
        !CheckCount(e, "static meshes", lv->num_static_meshes, 0xFFFFFFu,
                    lv->static_meshes) ||
        !CheckCount(e, "object textures", lv->num_object_textures, 0xFFFFFFu,
                    lv->object_textures) ||
        !CheckCount(e, "sprite textures", lv->num_sprite_textures, 0xFFFFFFu,
                    lv->sprite_textures) ||
        !CheckCount(e, "sprite sequences", lv->num_sprite_sequences, 0xFFFFFFu,
                    lv->sprite_sequences) ||
        !CheckCount(e, "cameras", lv->num_cameras, 0xFFFFFFu, lv->cameras) ||
        !CheckCount(e, "sound sources", lv->num_sound_sources, 0xFFFFFFu,
                    lv->sound_sources) ||
        !CheckCount(e, "boxes", lv->num_boxes, 0xFFFFFFu, lv->boxes) ||
        !CheckCount(e, "overlaps", lv->num_overlaps, 0xFFFFFFu, lv->overlaps) ||
        !CheckCount(e, "animated textures", lv->num_animated_texture_words,
                    0xFFFFFFu, lv->animated_textures) ||
        !CheckCount(e, "items", lv->num_items, 0xFFFFFFu, lv->items) ||
        !CheckCount(e, "cinematic frames", lv->num_cinematic_frames, 0xFFFF,
                    lv->cinematic_frames) ||
        !CheckCount(e, "demo data", lv->num_demo_bytes, 0xFFFF, lv->demo_data) ||
        !CheckCount(e, "sound details", lv->num_sound_details, 0xFFFFFFu,
                    lv->sound_details) ||
        !CheckCount(e, "samples", lv->num_sample_bytes, 0x7FFFFFFFu, lv->samples) ||
        !CheckCount(e, "sample indices", lv->num_sample_indices, 0xFFFFFFu,
                    lv->sample_indices))
        return false;
    uint32_t zone_words = ZoneWords(g), map = SoundMapSize(g);
    if (lv->zones && lv->num_zone_words != lv->num_boxes * zone_words)
        return Fail(e, "zones: %u words for %u boxes (TR%d needs %u per box)",
                    lv->num_zone_words, lv->num_boxes, (int)g, zone_words);
    if (lv->num_sound_map && lv->num_sound_map != map)
        return Fail(e, "sound map: %u entries (TR%d has %u)", lv->num_sound_map, (int)g,
                    map);
    if (g != GAME_TR1 && lv->num_sample_bytes)
        return Fail(e, "samples: TR%d levels keep them in MAIN.SFX", (int)g);
    /* TR2/TR3 store box bounds in whole sectors, one byte each. */
    for (uint32_t i = 0; g != GAME_TR1 && i < lv->num_boxes; i++) {
        const Box *x = &lv->boxes[i];
        int32_t v[4] = {x->min_z, x->max_z, x->min_x, x->max_x};
        for (int k = 0; k < 4; k++)
            if (v[k] < 0 || v[k] % WALL_SIZE || v[k] / WALL_SIZE > 255)
                return Fail(e, "box %u: bound %d is not a sector number 0..255", i, v[k]);
    }
    return true;
}

/* Animations, state changes, dispatches, commands, mesh trees, frames and
 * models. */
static void WriteAnimations(Buf *b, const Level *lv)
{
    U32(b, lv->num_animations);
    for (uint32_t i = 0; i < lv->num_animations; i++) {
        const Animation *a = &lv->animations[i];
        U32(b, a->frame_offset);
        U8(b, a->frame_rate);
        U8(b, a->frame_size);
        U16(b, a->state_id);
        S32(b, a->speed);
        S32(b, a->accel);
        U16(b, a->frame_start);
        U16(b, a->frame_end);
        U16(b, a->next_anim);
        U16(b, a->next_frame);
        U16(b, a->num_state_changes);
        U16(b, a->state_change_offset);
        U16(b, a->num_anim_commands);
        U16(b, a->anim_command_offset);
    }
    U32(b, lv->num_state_changes);
    for (uint32_t i = 0; i < lv->num_state_changes; i++) {
        U16(b, lv->state_changes[i].state_id);
        U16(b, lv->state_changes[i].num_dispatches);
        U16(b, lv->state_changes[i].dispatch_offset);
    }
    U32(b, lv->num_anim_dispatches);
    for (uint32_t i = 0; i < lv->num_anim_dispatches; i++) {
        const AnimDispatch *d = &lv->anim_dispatches[i];
        S16(b, d->low);
        S16(b, d->high);
        S16(b, d->next_anim);
        S16(b, d->next_frame);
    }
    U32(b, lv->num_anim_commands);
    for (uint32_t i = 0; i < lv->num_anim_commands; i++)
        S16(b, lv->anim_commands[i]);
    U32(b, lv->num_mesh_tree_words);
    for (uint32_t i = 0; i < lv->num_mesh_tree_words; i++)
        S32(b, lv->mesh_trees[i]);
    U32(b, lv->num_frame_words);
    for (uint32_t i = 0; i < lv->num_frame_words; i++)
        U16(b, lv->frames[i]);
    U32(b, lv->num_models);
    for (uint32_t i = 0; i < lv->num_models; i++) {
        const Model *m = &lv->models[i];
        U32(b, m->id);
        U16(b, m->num_meshes);
        U16(b, m->start_mesh);
        U32(b, m->mesh_tree);
        U32(b, m->frame_offset);
        U16(b, m->animation);
    }
}

/* TR1/TR2 keep them after the static meshes, TR3 after the animated
 * textures. */
static void WriteObjectTextures(Buf *b, const Level *lv)
{
    U32(b, lv->num_object_textures);
    for (uint32_t i = 0; i < lv->num_object_textures; i++) {
        const ObjectTexture *t = &lv->object_textures[i];
        U16(b, t->attribute);
        U16(b, t->tile);
        for (int k = 0; k < 4; k++) {
            U8(b, t->vertices[k].x_coord);
            U8(b, t->vertices[k].x_pixel);
            U8(b, t->vertices[k].y_coord);
            U8(b, t->vertices[k].y_pixel);
        }
    }
}

/* Static meshes, object (TR1/TR2) and sprite textures, sprite sequences (and
 * the demo layout's palette). */
static void WriteTextures(Buf *b, GameVersion g, const Level *lv)
{
    U32(b, lv->num_static_meshes);
    for (uint32_t i = 0; i < lv->num_static_meshes; i++) {
        const StaticMesh *s = &lv->static_meshes[i];
        const BoundingBox *bb[2] = {&s->visibility, &s->collision};
        U32(b, s->id);
        U16(b, s->mesh);
        for (int k = 0; k < 2; k++) {
            S16(b, bb[k]->min_x);
            S16(b, bb[k]->max_x);
            S16(b, bb[k]->min_y);
            S16(b, bb[k]->max_y);
            S16(b, bb[k]->min_z);
            S16(b, bb[k]->max_z);
        }
        U16(b, s->flags);
    }
    if (g != GAME_TR3)
        WriteObjectTextures(b, lv);
    U32(b, lv->num_sprite_textures);
    for (uint32_t i = 0; i < lv->num_sprite_textures; i++) {
        const SpriteTexture *t = &lv->sprite_textures[i];
        U16(b, t->tile);
        U8(b, t->x);
        U8(b, t->y);
        U16(b, t->width);
        U16(b, t->height);
        S16(b, t->left);
        S16(b, t->top);
        S16(b, t->right);
        S16(b, t->bottom);
    }
    U32(b, lv->num_sprite_sequences);
    for (uint32_t i = 0; i < lv->num_sprite_sequences; i++) {
        S32(b, lv->sprite_sequences[i].id);
        S16(b, lv->sprite_sequences[i].neg_length);
        S16(b, lv->sprite_sequences[i].offset);
    }
    if (g == GAME_TR1 && lv->demo_layout)
        WritePalette(b, lv);
}

/* Cameras, sound sources, boxes, overlaps, zones, animated textures, items. */
static void WriteWorld(Buf *b, GameVersion g, const Level *lv)
{
    U32(b, lv->num_cameras);
    for (uint32_t i = 0; i < lv->num_cameras; i++) {
        const Camera *c = &lv->cameras[i];
        S32(b, c->pos.x);
        S32(b, c->pos.y);
        S32(b, c->pos.z);
        S16(b, c->room);
        U16(b, c->flag);
    }
    U32(b, lv->num_sound_sources);
    for (uint32_t i = 0; i < lv->num_sound_sources; i++) {
        const SoundSource *s = &lv->sound_sources[i];
        S32(b, s->pos.x);
        S32(b, s->pos.y);
        S32(b, s->pos.z);
        U16(b, s->sound_id);
        U16(b, s->flags);
    }
    U32(b, lv->num_boxes);
    for (uint32_t i = 0; i < lv->num_boxes; i++) {
        const Box *x = &lv->boxes[i];
        if (g == GAME_TR1) {
            S32(b, x->min_z);
            S32(b, x->max_z);
            S32(b, x->min_x);
            S32(b, x->max_x);
        } else { /* checked by CheckCounts: whole sectors 0..255 */
            U8(b, (uint32_t)(x->min_z / WALL_SIZE));
            U8(b, (uint32_t)(x->max_z / WALL_SIZE));
            U8(b, (uint32_t)(x->min_x / WALL_SIZE));
            U8(b, (uint32_t)(x->max_x / WALL_SIZE));
        }
        S16(b, x->true_floor);
        S16(b, x->overlap_index);
    }
    U32(b, lv->num_overlaps);
    for (uint32_t i = 0; i < lv->num_overlaps; i++)
        U16(b, lv->overlaps[i]);
    for (uint32_t i = 0; i < lv->num_boxes * ZoneWords(g); i++)
        S16(b, lv->zones ? lv->zones[i] : 0);
    U32(b, lv->num_animated_texture_words);
    for (uint32_t i = 0; i < lv->num_animated_texture_words; i++)
        U16(b, lv->animated_textures[i]);
    if (g == GAME_TR3)
        WriteObjectTextures(b, lv);
    U32(b, lv->num_items);
    for (uint32_t i = 0; i < lv->num_items; i++) {
        const LevelItem *it = &lv->items[i];
        S16(b, it->object_id);
        S16(b, it->room);
        S32(b, it->pos.x);
        S32(b, it->pos.y);
        S32(b, it->pos.z);
        S16(b, it->angle);
        S16(b, it->intensity);
        if (g != GAME_TR1)
            S16(b, it->intensity2);
        U16(b, it->flags);
    }
}

/* The LightMap, the retail palette, cinematic frames, demo data and sounds. */
static void WriteTail(Buf *b, GameVersion g, const Level *lv)
{
    Put(b, lv->lightmap, sizeof lv->lightmap);
    if (g == GAME_TR1 && !lv->demo_layout)
        WritePalette(b, lv);
    U16(b, lv->num_cinematic_frames);
    for (uint32_t i = 0; i < lv->num_cinematic_frames; i++) {
        const CinematicFrame *c = &lv->cinematic_frames[i];
        S16(b, c->rot_y);
        S16(b, c->rot_z);
        S16(b, c->rot_z2);
        S16(b, c->pos_z);
        S16(b, c->pos_y);
        S16(b, c->pos_x);
        S16(b, c->fov);
        S16(b, c->roll);
    }
    U16(b, lv->num_demo_bytes);
    Put(b, lv->demo_data, lv->num_demo_bytes);
    for (uint32_t i = 0; i < SoundMapSize(g); i++)
        S16(b, lv->num_sound_map ? lv->sound_map[i] : -1);
    U32(b, lv->num_sound_details);
    for (uint32_t i = 0; i < lv->num_sound_details; i++) {
        const SoundDetail *s = &lv->sound_details[i];
        U16(b, s->sample);
        if (g == GAME_TR3) { /* bytes: volume, range, chance, pitch */
            U8(b, s->volume);
            U8(b, s->range);
            U8(b, s->chance);
            U8(b, (uint8_t)s->pitch);
        } else {
            U16(b, s->volume);
            U16(b, s->chance);
        }
        U16(b, s->characteristics);
    }
    if (g == GAME_TR1) {
        U32(b, lv->num_sample_bytes);
        Put(b, lv->samples, lv->num_sample_bytes);
    }
    U32(b, lv->num_sample_indices);
    for (uint32_t i = 0; i < lv->num_sample_indices; i++)
        U32(b, lv->sample_indices[i]);
}

/* Which game and version the level asks for: the version field decides when
 * set (it must agree with game when both are), else game's own version. */
static bool PickVersion(Err *e, const Level *lv, GameVersion *g, uint32_t *version)
{
    GameVersion by_version = 0;
    switch (lv->version) {
    case 0: break;
    case LEVEL_VERSION_TR1: by_version = GAME_TR1; break;
    case LEVEL_VERSION_TR2: by_version = GAME_TR2; break;
    case LEVEL_VERSION_TR3_A:
    case LEVEL_VERSION_TR3_B: by_version = GAME_TR3; break;
    default: return Fail(e, "version 0x%08X is no TR1/TR2/TR3 version", lv->version);
    }
    if (lv->game != 0 && lv->game != GAME_TR1 && lv->game != GAME_TR2 && lv->game != GAME_TR3)
        return Fail(e, "unknown game %d", (int)lv->game);
    if (by_version && lv->game && by_version != lv->game)
        return Fail(e, "version 0x%08X is not TR%d", lv->version, (int)lv->game);
    *g = by_version ? by_version : lv->game ? lv->game : GAME_TR1;
    static const uint32_t defaults[4] = {0, LEVEL_VERSION_TR1, LEVEL_VERSION_TR2,
                                         LEVEL_VERSION_TR3_A};
    *version = lv->version ? lv->version : defaults[*g];
    return true;
}

/* The header, palettes (TR2/TR3 before the textiles) and textiles. */
static void WriteHeader(Buf *b, GameVersion g, uint32_t version, const Level *lv)
{
    size_t px = (size_t)lv->num_textiles * TEXTILE_SIZE * TEXTILE_SIZE;
    U32(b, version);
    if (g != GAME_TR1) {
        WritePalette(b, lv);
        for (int i = 0; i < 256; i++) {
            U8(b, lv->palette16[i].r);
            U8(b, lv->palette16[i].g);
            U8(b, lv->palette16[i].b);
            U8(b, lv->palette16[i].unused);
        }
    }
    U32(b, lv->num_textiles);
    Put(b, lv->textiles8, px);
    if (g != GAME_TR1) {
        /* A hand-built level may leave the 16-bit tiles out: zeros then. */
        if (!lv->textiles16)
            Put(b, NULL, px * 2);
        for (size_t i = 0; lv->textiles16 && i < px; i++)
            U16(b, lv->textiles16[i]);
    }
    U32(b, lv->unused_word);
}

static bool WriteAll(Buf *b, Err *e, const Level *lv, bool tr1_only)
{
    GameVersion g = GAME_TR1;
    uint32_t version = LEVEL_VERSION_TR1;
    if (tr1_only && lv->game != GAME_TR1 && lv->game != 0)
        return Fail(e, "only TR1 levels can be written (game %d)", (int)lv->game);
    if (!PickVersion(e, lv, &g, &version))
        return false;
    if (tr1_only && g != GAME_TR1)
        return Fail(e, "version 0x%08X is not TR1", version);
    if (!CheckCounts(e, g, lv))
        return false;

    WriteHeader(b, g, version, lv);
    U16(b, lv->num_rooms);
    for (uint32_t i = 0; i < lv->num_rooms; i++)
        if (!WriteRoom(b, e, g, &lv->rooms[i], i))
            return false;
    U32(b, lv->num_floordata);
    for (uint32_t i = 0; i < lv->num_floordata; i++)
        U16(b, lv->floordata[i]);
    if (!WriteMeshes(b, e, lv))
        return false;

    WriteAnimations(b, lv);
    WriteTextures(b, g, lv);
    WriteWorld(b, g, lv);
    WriteTail(b, g, lv);
    if (b->oom)
        return Fail(e, "out of memory");
    return !e->failed;
}

static bool WriteBuffer(const Level *level, bool tr1_only, uint8_t **out, size_t *size,
                        char *err, size_t err_cap)
{
    Err e = {err, err_cap, false};
    Buf b = {0};
    *out = NULL;
    *size = 0;
    if (err && err_cap)
        err[0] = '\0';
    if (!level)
        return Fail(&e, "no level");
    if (!WriteAll(&b, &e, level, tr1_only)) {
        free(b.data);
        return false;
    }
    *out = b.data;
    *size = b.size;
    return true;
}

bool LevelWrite_TR1(const Level *level, uint8_t **out, size_t *size, char *err,
                    size_t err_cap)
{
    return WriteBuffer(level, true, out, size, err, err_cap);
}

bool LevelWrite(const Level *level, uint8_t **out, size_t *size, char *err, size_t err_cap)
{
    return WriteBuffer(level, false, out, size, err, err_cap);
}

static bool WriteFile(const Level *level, bool tr1_only, const char *path, char *err,
                      size_t err_cap)
{
    uint8_t *data;
    size_t size;
    if (!WriteBuffer(level, tr1_only, &data, &size, err, err_cap))
        return false;
    Err e = {err, err_cap, false};
    FILE *f = fopen(path, "wb");
    if (!f) {
        free(data);
        return Fail(&e, "%s: cannot create", path);
    }
    bool ok = fwrite(data, 1, size, f) == size;
    ok = (fclose(f) == 0) && ok;
    free(data);
    if (!ok) {
        /* Only a regular file is a partial level worth removing: as root,
         * remove("/dev/full") would delete the device node itself. */
        struct stat st;
        if (lstat(path, &st) == 0 && S_ISREG(st.st_mode))
            remove(path);
        return Fail(&e, "%s: write failed", path);
    }
    return true;
}

bool LevelWrite_TR1File(const Level *level, const char *path, char *err, size_t err_cap)
{
    return WriteFile(level, true, path, err, err_cap);
}

bool LevelWrite_File(const Level *level, const char *path, char *err, size_t err_cap)
{
    return WriteFile(level, false, path, err, err_cap);
}
