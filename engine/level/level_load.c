/* Level loader: TR1 (retail and PC demo layouts), TR2 and TR3 level files
 * into the typed Level of level.h.
 *
 * Two passes:
 *  1. parse: read every section in file order through one bounds-checked
 *     Reader. Every count is checked against the bytes left before anything
 *     is allocated, so allocations stay proportional to the file. The file
 *     must end exactly where the last section ends.
 *  2. validate (level_validate.c): every cross reference is checked so the
 *     rest of the engine can index without checking again.
 *
 * TR1 demo layout: the PC demo stores the palette between the sprite
 * sequences and the cameras (and none after the LightMap). Nothing in the
 * header says which layout a file uses, so once the sprite sequences are
 * read we skim the rest of the file in both layouts, reading only the
 * counts and skipping the arrays (tr1_skim_tail). The layout whose skim
 * ends exactly at the end of the file is the one used (for a file to fit
 * both, 768 palette bytes would have to read as counts that happen to end
 * the file exactly; retail wins then). If neither fits (a damaged file), we take
 * the layout whose skim got further, so the error reported is the one that
 * makes sense for that file; ties go to retail. */
#include "engine/level/level_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers -------------------------------------------------------------- */

static void *alloc_array(Loader *ld, uint64_t count, size_t elem)
{
    /* Callers have already checked count*elem against the file, so this
     * is bounded. One zeroed spare element keeps every top-level array
     * non-NULL and readable at index 0 even when empty (sectors may name
     * floordata word 0 in a file without floordata). */
    void *p = calloc((size_t)count + 1, elem);
    if (!p)
        Reader_Fail(&ld->r, "out of memory");
    return p;
}

/* For the many small per-mesh arrays: NULL when empty, so a file made of
 * thousands of empty meshes can't make us allocate much more than its own
 * size. Callers test `n && !ptr` for failure. */
static void *alloc_small(Loader *ld, uint64_t count, size_t elem)
{
    if (count == 0)
        return NULL;
    return alloc_array(ld, count - 1, elem); /* alloc_array adds one */
}

/* Reads a u32/u16 count and checks count * elem_size fits in the file.
 * Returns false (error recorded) otherwise. */
static bool read_count32(Loader *ld, uint32_t *count, size_t elem_size, const char *name)
{
    *count = Reader_U32(&ld->r);
    return Reader_CheckArray(&ld->r, *count, elem_size, name);
}

static bool read_count16(Loader *ld, uint32_t *count, size_t elem_size, const char *name)
{
    *count = Reader_U16(&ld->r);
    return Reader_CheckArray(&ld->r, *count, elem_size, name);
}

static Vec3s read_vec3s(Reader *r)
{
    Vec3s v;
    v.x = Reader_I16(r);
    v.y = Reader_I16(r);
    v.z = Reader_I16(r);
    return v;
}

static Vec3i read_vec3i(Reader *r)
{
    Vec3i v;
    v.x = Reader_I32(r);
    v.y = Reader_I32(r);
    v.z = Reader_I32(r);
    return v;
}

static bool read_u16_array(Loader *ld, uint32_t count, uint16_t **out, const char *name)
{
    if (!Reader_CheckArray(&ld->r, count, 2, name))
        return false;
    uint16_t *a = alloc_array(ld, count, 2);
    if (!a)
        return false;
    *out = a;
    return Reader_U16Array(&ld->r, a, count);
}

/* ---- rooms ---------------------------------------------------------------- */

static bool parse_room_mesh(Loader *ld, Room *room, RoomOffsets *ro)
{
    Reader *r = &ld->r;
    GameVersion g = ld->lv->game;
    uint32_t n;

    if (!read_count16(ld, &n, g == GAME_TR1 ? 8 : 12, "vertex"))
        return false;
    room->num_vertices = n;
    room->vertices = alloc_array(ld, n, sizeof(RoomVertex));
    if (!room->vertices)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        RoomVertex *v = &room->vertices[i];
        v->pos = read_vec3s(r);
        v->lighting = Reader_I16(r);
        int32_t shade = v->lighting;
        if (g != GAME_TR1) {
            v->attributes = Reader_U16(r);
            v->lighting2 = Reader_I16(r);
            shade = g == GAME_TR2 ? v->lighting2 : 0x1FFF - v->lighting;
        }
        v->shade = (int16_t)CLAMP(shade, 0, 0x1FFF);
    }

    ro->quads = Reader_Pos(r) + 2;
    if (!read_count16(ld, &n, 10, "quad"))
        return false;
    room->num_quads = n;
    room->quads = alloc_array(ld, n, sizeof(RoomQuad));
    if (!room->quads)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++)
            room->quads[i].vertices[k] = Reader_U16(r);
        room->quads[i].texture = Reader_U16(r);
    }

    ro->tris = Reader_Pos(r) + 2;
    if (!read_count16(ld, &n, 8, "triangle"))
        return false;
    room->num_tris = n;
    room->tris = alloc_array(ld, n, sizeof(RoomTri));
    if (!room->tris)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        for (int k = 0; k < 3; k++)
            room->tris[i].vertices[k] = Reader_U16(r);
        room->tris[i].texture = Reader_U16(r);
    }

    ro->sprites = Reader_Pos(r) + 2;
    if (!read_count16(ld, &n, 4, "sprite"))
        return false;
    room->num_sprites = n;
    room->sprites = alloc_array(ld, n, sizeof(RoomSprite));
    if (!room->sprites)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        room->sprites[i].vertex = Reader_U16(r);
        room->sprites[i].texture = Reader_U16(r);
    }
    return Reader_Ok(r);
}

static bool parse_room(Loader *ld, uint32_t index)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    GameVersion g = lv->game;
    Room *room = &lv->rooms[index];
    RoomOffsets *ro = &ld->room_off[index];
    uint32_t n;

    Reader_Section(r, "room %u", index);
    ro->info = Reader_Pos(r);
    room->x = Reader_I32(r);
    room->z = Reader_I32(r);
    room->y_bottom = Reader_I32(r);
    room->y_top = Reader_I32(r);

    /* The room mesh lives inside NumDataWords words; parse it with the
     * reader limited to that block so it can't run past it. */
    room->num_data_words = Reader_U32(r);
    if (!Reader_CheckArray(r, room->num_data_words, 2, "data word"))
        return false;
    size_t data_end = Reader_Pos(r) + (size_t)room->num_data_words * 2;
    size_t saved_size = r->size;
    r->size = data_end;
    bool ok = parse_room_mesh(ld, room, ro);
    r->size = saved_size;
    if (!ok || !Reader_Seek(r, data_end))
        return false;

    ro->portals = Reader_Pos(r) + 2;
    if (!read_count16(ld, &n, 32, "portal"))
        return false;
    room->num_portals = n;
    room->portals = alloc_array(ld, n, sizeof(RoomPortal));
    if (!room->portals)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        RoomPortal *p = &room->portals[i];
        p->adjoining_room = Reader_U16(r);
        p->normal = read_vec3s(r);
        for (int k = 0; k < 4; k++)
            p->vertices[k] = read_vec3s(r);
    }

    room->num_z_sectors = Reader_U16(r);
    room->num_x_sectors = Reader_U16(r);
    ro->sectors = Reader_Pos(r);
    n = (uint32_t)room->num_z_sectors * room->num_x_sectors;
    if (!Reader_CheckArray(r, n, 8, "sector"))
        return false;
    room->sectors = alloc_array(ld, n, sizeof(RoomSector));
    if (!room->sectors)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        RoomSector *s = &room->sectors[i];
        s->fd_index = Reader_U16(r);
        s->box_index = Reader_U16(r);
        s->room_below = Reader_U8(r);
        s->floor = Reader_I8(r);
        s->room_above = Reader_U8(r);
        s->ceiling = Reader_I8(r);
    }

    room->ambient = Reader_I16(r);
    if (g == GAME_TR2) {
        room->ambient2 = Reader_I16(r);
        room->light_mode = Reader_I16(r);
    } else if (g == GAME_TR3) {
        room->light_mode = Reader_I16(r);
    }

    ro->lights = Reader_Pos(r) + 2;
    if (!read_count16(ld, &n, g == GAME_TR1 ? 18 : 24, "light"))
        return false;
    room->num_lights = n;
    room->lights = alloc_array(ld, n, sizeof(RoomLight));
    if (!room->lights)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        RoomLight *l = &room->lights[i];
        l->pos = read_vec3i(r);
        l->type = 1;
        if (g == GAME_TR3) {
            l->colour[0] = Reader_U8(r);
            l->colour[1] = Reader_U8(r);
            l->colour[2] = Reader_U8(r);
            l->type = Reader_U8(r);
            /* 8 bytes: a point light's intensity and fade, or a sun's
             * direction. Tool-made files store point values in type 0
             * lights too, so keep both readings for type 0. */
            uint8_t raw[8] = { 0 };
            Reader_Bytes(r, raw, sizeof raw);
            l->intensity = (int32_t)((uint32_t)raw[0] | (uint32_t)raw[1] << 8 |
                                     (uint32_t)raw[2] << 16 | (uint32_t)raw[3] << 24);
            l->fade = (int32_t)((uint32_t)raw[4] | (uint32_t)raw[5] << 8 |
                                (uint32_t)raw[6] << 16 | (uint32_t)raw[7] << 24);
            if (l->type == 0) {
                l->sun_normal.x = (int16_t)(raw[0] | raw[1] << 8);
                l->sun_normal.y = (int16_t)(raw[2] | raw[3] << 8);
                l->sun_normal.z = (int16_t)(raw[4] | raw[5] << 8);
            }
        } else {
            l->intensity = Reader_U16(r);
            if (g == GAME_TR2)
                l->intensity2 = Reader_U16(r);
            l->fade = (int32_t)Reader_U32(r);
            if (g == GAME_TR2)
                l->fade2 = (int32_t)Reader_U32(r);
        }
    }

    ro->statics = Reader_Pos(r) + 2;
    if (!read_count16(ld, &n, g == GAME_TR1 ? 18 : 20, "static mesh"))
        return false;
    room->num_statics = n;
    room->statics = alloc_array(ld, n, sizeof(RoomStatic));
    if (!room->statics)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        RoomStatic *s = &room->statics[i];
        s->pos = read_vec3i(r);
        s->rotation = Reader_U16(r);
        s->intensity = Reader_U16(r);
        if (g != GAME_TR1)
            s->intensity2 = Reader_U16(r);
        s->mesh_id = Reader_U16(r);
    }

    ro->alternate = Reader_Pos(r);
    room->alternate_room = Reader_I16(r);
    room->flags = Reader_U16(r);
    if (g == GAME_TR3) {
        room->water_scheme = Reader_U8(r);
        room->reverb_info = Reader_U8(r);
        room->filler = Reader_U8(r);
    }
    return Reader_Ok(r);
}

/* ---- meshes --------------------------------------------------------------- */

/* Parses one mesh at byte offset `off` of the mesh data, with the reader
 * limited to the end of the mesh data. */
static bool parse_mesh(Loader *ld, Mesh *m, uint32_t off)
{
    Reader *r = &ld->r;
    uint32_t n;
    Reader_Section(r, "mesh at offset %u", off);
    if (!Reader_Seek(r, ld->mesh_data_off + off))
        return false;
    m->offset = off;
    m->centre = read_vec3s(r);
    m->coll_radius = Reader_I32(r);

    int16_t nv = Reader_I16(r);
    if (Reader_Ok(r) && nv < 0)
        return Reader_Fail(r, "negative vertex count %d", nv);
    if (!Reader_CheckArray(r, (uint32_t)nv, 6, "vertex"))
        return false;
    m->num_vertices = (uint16_t)nv;
    m->vertices = alloc_small(ld, m->num_vertices, sizeof(Vec3s));
    if (m->num_vertices && !m->vertices)
        return false;
    for (uint32_t i = 0; i < m->num_vertices; i++)
        m->vertices[i] = read_vec3s(r);

    m->num_normals = Reader_I16(r);
    if (m->num_normals > 0) {
        n = (uint32_t)m->num_normals;
        if (!Reader_CheckArray(r, n, 6, "normal"))
            return false;
        m->normals = alloc_small(ld, n, sizeof(Vec3s));
        if (!m->normals)
            return false;
        for (uint32_t i = 0; i < n; i++)
            m->normals[i] = read_vec3s(r);
    } else {
        n = (uint32_t)(-(int32_t)m->num_normals);
        if (!Reader_CheckArray(r, n, 2, "light"))
            return false;
        m->lights = alloc_small(ld, n, sizeof(int16_t));
        if (n && !m->lights)
            return false;
        for (uint32_t i = 0; i < n; i++)
            m->lights[i] = Reader_I16(r);
    }
    /* The renderer shades vertex i with normal/light i, so there must be
     * one per vertex. */
    if (Reader_Ok(r) && n != m->num_vertices)
        return Reader_Fail(r, "%u normals/lights for %u vertices", n, m->num_vertices);

    struct { uint16_t *count; void **faces; int corners; } lists[4] = {
        { &m->num_tex_quads, (void **)&m->tex_quads, 4 },
        { &m->num_tex_tris, (void **)&m->tex_tris, 3 },
        { &m->num_col_quads, (void **)&m->col_quads, 4 },
        { &m->num_col_tris, (void **)&m->col_tris, 3 },
    };
    for (int l = 0; l < 4; l++) {
        int corners = lists[l].corners;
        if (!read_count16(ld, &n, (size_t)(corners + 1) * 2, "face"))
            return false;
        *lists[l].count = (uint16_t)n;
        size_t elem = corners == 4 ? sizeof(MeshQuad) : sizeof(MeshTri);
        uint8_t *faces = alloc_small(ld, n, elem);
        if (n && !faces)
            return false;
        *lists[l].faces = faces;
        for (uint32_t i = 0; i < n; i++) {
            size_t at = Reader_Pos(r);
            uint16_t *verts, *tex;
            if (corners == 4) {
                MeshQuad *q = (MeshQuad *)(faces + i * elem);
                verts = q->vertices;
                tex = &q->texture;
            } else {
                MeshTri *t = (MeshTri *)(faces + i * elem);
                verts = t->vertices;
                tex = &t->texture;
            }
            for (int k = 0; k < corners; k++) {
                verts[k] = Reader_U16(r);
                if (Reader_Ok(r) && verts[k] >= m->num_vertices)
                    return Reader_FailAt(r, at + 2 * (size_t)k, r->section,
                                         "face vertex %u >= %u vertices", verts[k],
                                         m->num_vertices);
            }
            *tex = Reader_U16(r);
        }
    }
    m->end = (uint32_t)(Reader_Pos(r) - ld->mesh_data_off);
    return Reader_Ok(r);
}


typedef struct { uint32_t offset, pointer; } PtrSort;

static int cmp_ptrsort(const void *a, const void *b)
{
    const PtrSort *x = a, *y = b;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    return x->pointer < y->pointer ? -1 : x->pointer > y->pointer;
}

/* Parses each distinct mesh pointer target once. Meshes may not overlap:
 * real files store them one after another (each starting on a 4-byte
 * boundary, so a 2-byte pad follows some), and refusing overlaps keeps the
 * memory used proportional to the mesh data. */
static bool parse_meshes(Loader *ld)
{
    Level *lv = ld->lv;
    Reader *r = &ld->r;
    uint32_t np = lv->num_mesh_pointers;
    uint64_t data_bytes = (uint64_t)lv->num_mesh_data_words * 2;

    lv->mesh_index = alloc_array(ld, np, sizeof(uint32_t));
    PtrSort *order = alloc_array(ld, np, sizeof(PtrSort));
    if (!lv->mesh_index || !order) {
        free(order);
        return false;
    }
    uint32_t unique = 0;
    for (uint32_t i = 0; i < np; i++) {
        if (lv->mesh_pointers[i] >= data_bytes) {
            free(order);
            return Reader_FailAt(r, ld->off.mesh_pointers + 4 * (size_t)i, "mesh pointers",
                                 "mesh pointer %u: offset %u outside the %llu bytes of mesh data",
                                 i, lv->mesh_pointers[i], (unsigned long long)data_bytes);
        }
        order[i].offset = lv->mesh_pointers[i];
        order[i].pointer = i;
    }
    qsort(order, np, sizeof *order, cmp_ptrsort);
    for (uint32_t i = 0; i < np; i++)
        if (i == 0 || order[i].offset != order[i - 1].offset)
            unique++;

    lv->meshes = alloc_array(ld, unique, sizeof(Mesh));
    if (!lv->meshes) {
        free(order);
        return false;
    }
    lv->num_meshes = 0;
    /* Limit the reader to the mesh data while parsing meshes. */
    size_t saved_size = r->size;
    r->size = ld->mesh_data_off + (size_t)data_bytes;
    bool ok = true;
    for (uint32_t i = 0; i < np && ok; i++) {
        if (i == 0 || order[i].offset != order[i - 1].offset) {
            if (lv->num_meshes > 0 && lv->meshes[lv->num_meshes - 1].end > order[i].offset) {
                const Mesh *prev = &lv->meshes[lv->num_meshes - 1];
                ok = Reader_FailAt(r, ld->mesh_data_off + prev->offset, "meshes",
                                   "mesh at offset %u overlaps the mesh at offset %u",
                                   prev->offset, order[i].offset);
                break;
            }
            Mesh *m = &lv->meshes[lv->num_meshes++];
            ok = parse_mesh(ld, m, order[i].offset);
        }
        lv->mesh_index[order[i].pointer] = lv->num_meshes - 1;
    }
    r->size = saved_size;
    free(order);
    return ok && Reader_Ok(r);
}

/* ---- the file ------------------------------------------------------------- */

/* Skims a TR1 file from just after the sprite sequences to the end,
 * reading only counts, in the retail or demo layout. Returns how far it
 * got; *exact tells whether it ended exactly at the end of the file. */
static size_t tr1_skim_tail(const uint8_t *data, size_t size, size_t pos, bool demo, bool *exact)
{
    Reader r;
    Reader_Init(&r, data, size);
    r.pos = pos;
    /* each array after the sprite sequences: the size of its count (4 or
     * 2 bytes; 0 for a fixed block) and of one element */
    static const struct { int count_bytes; uint32_t elem; } retail[] = {
        { 4, 16 },       /* cameras */
        { 4, 16 },       /* sound sources */
        { 4, 20 },       /* boxes */
        { 4, 2 },        /* overlaps */
        { 0, 0 },        /* zones: 6 words per box */
        { 4, 2 },        /* animated textures */
        { 4, 22 },       /* items */
        { 0, 8192 },     /* lightmap */
        { 0, 768 },      /* palette (retail) */
        { 2, 16 },       /* cinematic frames */
        { 2, 1 },        /* demo data */
        { 0, 512 },      /* sound map */
        { 4, 8 },        /* sound details */
        { 4, 1 },        /* samples */
        { 4, 4 },        /* sample indices */
    };
    uint32_t boxes = 0;
    *exact = false;
    if (demo && !Reader_Skip(&r, 768))
        return r.pos;
    for (size_t i = 0; i < sizeof retail / sizeof retail[0]; i++) {
        if (demo && retail[i].count_bytes == 0 && retail[i].elem == 768)
            continue;
        uint64_t n = 1, elem = retail[i].elem;
        if (retail[i].count_bytes == 4)
            n = Reader_U32(&r);
        else if (retail[i].count_bytes == 2)
            n = Reader_U16(&r);
        else if (elem == 0)
            n = boxes, elem = 12;
        if (i == 2)
            boxes = (uint32_t)n;
        if (!Reader_CheckArray(&r, n, (size_t)elem, "skim"))
            return r.pos;
        r.pos += (size_t)(n * elem);
    }
    *exact = r.pos == size;
    return r.pos;
}

static bool parse_level(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;

    Reader_Section(r, "header");
    lv->version = Reader_U32(r);
    if (!Reader_Ok(r))
        return false;
    switch (lv->version) {
    case LEVEL_VERSION_TR1: lv->game = GAME_TR1; break;
    case LEVEL_VERSION_TR2: lv->game = GAME_TR2; break;
    case LEVEL_VERSION_TR3_A:
    case LEVEL_VERSION_TR3_B: lv->game = GAME_TR3; break;
    default:
        return Reader_FailAt(r, 0, "header", "unsupported version 0x%08X", lv->version);
    }
    GameVersion g = lv->game;
    lv->num_sound_map = g == GAME_TR1 ? 256 : 370;

    if (g != GAME_TR1) {
        Reader_Section(r, "palette");
        Reader_Bytes(r, lv->palette, sizeof lv->palette);
        Reader_Section(r, "palette16");
        for (int i = 0; i < 256; i++) {
            lv->palette16[i].r = Reader_U8(r);
            lv->palette16[i].g = Reader_U8(r);
            lv->palette16[i].b = Reader_U8(r);
            lv->palette16[i].unused = Reader_U8(r);
        }
        lv->has_palette16 = true;
    }

    Reader_Section(r, "textiles");
    size_t tile_px = TEXTILE_SIZE * TEXTILE_SIZE;
    if (!read_count32(ld, &lv->num_textiles, g == GAME_TR1 ? tile_px : tile_px * 3, "textile"))
        return false;
    lv->textiles8 = alloc_array(ld, lv->num_textiles, tile_px);
    if (!lv->textiles8 || !Reader_Bytes(r, lv->textiles8, lv->num_textiles * tile_px))
        return false;
    if (g != GAME_TR1) {
        lv->textiles16 = alloc_array(ld, lv->num_textiles, tile_px * 2);
        if (!lv->textiles16)
            return false;
        if (!Reader_U16Array(r, lv->textiles16, lv->num_textiles * tile_px))
            return false;
    }
    lv->unused_word = Reader_U32(r);

    Reader_Section(r, "rooms");
    /* A room takes at least 40 bytes in the file. */
    if (!read_count16(ld, &lv->num_rooms, 40, "room"))
        return false;
    lv->rooms = alloc_array(ld, lv->num_rooms, sizeof(Room));
    ld->room_off = alloc_array(ld, lv->num_rooms, sizeof(RoomOffsets));
    if (!lv->rooms || !ld->room_off)
        return false;
    for (uint32_t i = 0; i < lv->num_rooms; i++)
        if (!parse_room(ld, i))
            return false;

    Reader_Section(r, "floordata");
    lv->num_floordata = Reader_U32(r);
    ld->off.floordata = Reader_Pos(r);
    if (!read_u16_array(ld, lv->num_floordata, &lv->floordata, "floordata"))
        return false;

    Reader_Section(r, "mesh data");
    if (!read_count32(ld, &lv->num_mesh_data_words, 2, "mesh data word"))
        return false;
    ld->mesh_data_off = Reader_Pos(r);
    Reader_Skip(r, (size_t)lv->num_mesh_data_words * 2);

    Reader_Section(r, "mesh pointers");
    if (!read_count32(ld, &lv->num_mesh_pointers, 4, "mesh pointer"))
        return false;
    ld->off.mesh_pointers = Reader_Pos(r);
    lv->mesh_pointers = alloc_array(ld, lv->num_mesh_pointers, 4);
    if (!lv->mesh_pointers)
        return false;
    for (uint32_t i = 0; i < lv->num_mesh_pointers; i++)
        lv->mesh_pointers[i] = Reader_U32(r);

    Reader_Section(r, "animations");
    if (!read_count32(ld, &lv->num_animations, 32, "animation"))
        return false;
    ld->off.animations = Reader_Pos(r);
    lv->animations = alloc_array(ld, lv->num_animations, sizeof(Animation));
    if (!lv->animations)
        return false;
    for (uint32_t i = 0; i < lv->num_animations; i++) {
        Animation *a = &lv->animations[i];
        a->frame_offset = Reader_U32(r);
        a->frame_rate = Reader_U8(r);
        a->frame_size = Reader_U8(r);
        a->state_id = Reader_U16(r);
        a->speed = Reader_I32(r);
        a->accel = Reader_I32(r);
        a->frame_start = Reader_U16(r);
        a->frame_end = Reader_U16(r);
        a->next_anim = Reader_U16(r);
        a->next_frame = Reader_U16(r);
        a->num_state_changes = Reader_U16(r);
        a->state_change_offset = Reader_U16(r);
        a->num_anim_commands = Reader_U16(r);
        a->anim_command_offset = Reader_U16(r);
    }

    Reader_Section(r, "state changes");
    if (!read_count32(ld, &lv->num_state_changes, 6, "state change"))
        return false;
    ld->off.state_changes = Reader_Pos(r);
    lv->state_changes = alloc_array(ld, lv->num_state_changes, sizeof(StateChange));
    if (!lv->state_changes)
        return false;
    for (uint32_t i = 0; i < lv->num_state_changes; i++) {
        lv->state_changes[i].state_id = Reader_U16(r);
        lv->state_changes[i].num_dispatches = Reader_U16(r);
        lv->state_changes[i].dispatch_offset = Reader_U16(r);
    }

    Reader_Section(r, "anim dispatches");
    if (!read_count32(ld, &lv->num_anim_dispatches, 8, "anim dispatch"))
        return false;
    ld->off.dispatches = Reader_Pos(r);
    lv->anim_dispatches = alloc_array(ld, lv->num_anim_dispatches, sizeof(AnimDispatch));
    if (!lv->anim_dispatches)
        return false;
    for (uint32_t i = 0; i < lv->num_anim_dispatches; i++) {
        AnimDispatch *d = &lv->anim_dispatches[i];
        d->low = Reader_I16(r);
        d->high = Reader_I16(r);
        d->next_anim = Reader_I16(r);
        d->next_frame = Reader_I16(r);
    }

    Reader_Section(r, "anim commands");
    lv->num_anim_commands = Reader_U32(r);
    ld->off.commands = Reader_Pos(r);
    if (!read_u16_array(ld, lv->num_anim_commands, (uint16_t **)&lv->anim_commands,
                        "anim command"))
        return false;

    Reader_Section(r, "mesh trees");
    if (!read_count32(ld, &lv->num_mesh_tree_words, 4, "mesh tree word"))
        return false;
    lv->mesh_trees = alloc_array(ld, lv->num_mesh_tree_words, 4);
    if (!lv->mesh_trees)
        return false;
    for (uint32_t i = 0; i < lv->num_mesh_tree_words; i++)
        lv->mesh_trees[i] = Reader_I32(r);

    Reader_Section(r, "frames");
    lv->num_frame_words = Reader_U32(r);
    if (!read_u16_array(ld, lv->num_frame_words, &lv->frames, "frame word"))
        return false;

    Reader_Section(r, "models");
    if (!read_count32(ld, &lv->num_models, 18, "model"))
        return false;
    ld->off.models = Reader_Pos(r);
    lv->models = alloc_array(ld, lv->num_models, sizeof(Model));
    if (!lv->models)
        return false;
    for (uint32_t i = 0; i < lv->num_models; i++) {
        Model *m = &lv->models[i];
        m->id = Reader_U32(r);
        m->num_meshes = Reader_U16(r);
        m->start_mesh = Reader_U16(r);
        m->mesh_tree = Reader_U32(r);
        m->frame_offset = Reader_U32(r);
        m->animation = Reader_U16(r);
    }

    Reader_Section(r, "static meshes");
    if (!read_count32(ld, &lv->num_static_meshes, 32, "static mesh"))
        return false;
    ld->off.static_meshes = Reader_Pos(r);
    lv->static_meshes = alloc_array(ld, lv->num_static_meshes, sizeof(StaticMesh));
    if (!lv->static_meshes)
        return false;
    for (uint32_t i = 0; i < lv->num_static_meshes; i++) {
        StaticMesh *s = &lv->static_meshes[i];
        s->id = Reader_U32(r);
        s->mesh = Reader_U16(r);
        BoundingBox *boxes[2] = { &s->visibility, &s->collision };
        for (int b = 0; b < 2; b++) {
            boxes[b]->min_x = Reader_I16(r);
            boxes[b]->max_x = Reader_I16(r);
            boxes[b]->min_y = Reader_I16(r);
            boxes[b]->max_y = Reader_I16(r);
            boxes[b]->min_z = Reader_I16(r);
            boxes[b]->max_z = Reader_I16(r);
        }
        s->flags = Reader_U16(r);
    }

    if (g != GAME_TR3 && !Level_ParseObjectTextures(ld))
        return false;

    Reader_Section(r, "sprite textures");
    if (!read_count32(ld, &lv->num_sprite_textures, 16, "sprite texture"))
        return false;
    ld->off.sprite_textures = Reader_Pos(r);
    lv->sprite_textures = alloc_array(ld, lv->num_sprite_textures, sizeof(SpriteTexture));
    if (!lv->sprite_textures)
        return false;
    for (uint32_t i = 0; i < lv->num_sprite_textures; i++) {
        SpriteTexture *s = &lv->sprite_textures[i];
        s->tile = Reader_U16(r);
        s->x = Reader_U8(r);
        s->y = Reader_U8(r);
        s->width = Reader_U16(r);
        s->height = Reader_U16(r);
        s->left = Reader_I16(r);
        s->top = Reader_I16(r);
        s->right = Reader_I16(r);
        s->bottom = Reader_I16(r);
    }

    Reader_Section(r, "sprite sequences");
    if (!read_count32(ld, &lv->num_sprite_sequences, 8, "sprite sequence"))
        return false;
    ld->off.sprite_sequences = Reader_Pos(r);
    lv->sprite_sequences = alloc_array(ld, lv->num_sprite_sequences, sizeof(SpriteSequence));
    if (!lv->sprite_sequences)
        return false;
    for (uint32_t i = 0; i < lv->num_sprite_sequences; i++) {
        SpriteSequence *s = &lv->sprite_sequences[i];
        s->id = Reader_I32(r);
        s->neg_length = Reader_I16(r);
        s->offset = Reader_I16(r);
    }
    if (!Reader_Ok(r))
        return false;

    if (g == GAME_TR1) {
        bool retail_exact, demo_exact;
        size_t retail_end = tr1_skim_tail(r->data, r->size, Reader_Pos(r), false, &retail_exact);
        size_t demo_end = tr1_skim_tail(r->data, r->size, Reader_Pos(r), true, &demo_exact);
        lv->demo_layout = !retail_exact && (demo_exact || demo_end > retail_end);
    }
    if (lv->demo_layout) {
        Reader_Section(r, "palette");
        Reader_Bytes(r, lv->palette, sizeof lv->palette);
    }

    Reader_Section(r, "cameras");
    if (!read_count32(ld, &lv->num_cameras, 16, "camera"))
        return false;
    ld->off.cameras = Reader_Pos(r);
    lv->cameras = alloc_array(ld, lv->num_cameras, sizeof(Camera));
    if (!lv->cameras)
        return false;
    for (uint32_t i = 0; i < lv->num_cameras; i++) {
        lv->cameras[i].pos = read_vec3i(r);
        lv->cameras[i].room = Reader_I16(r);
        lv->cameras[i].flag = Reader_U16(r);
    }

    Reader_Section(r, "sound sources");
    if (!read_count32(ld, &lv->num_sound_sources, 16, "sound source"))
        return false;
    ld->off.sound_sources = Reader_Pos(r);
    lv->sound_sources = alloc_array(ld, lv->num_sound_sources, sizeof(SoundSource));
    if (!lv->sound_sources)
        return false;
    for (uint32_t i = 0; i < lv->num_sound_sources; i++) {
        lv->sound_sources[i].pos = read_vec3i(r);
        lv->sound_sources[i].sound_id = Reader_U16(r);
        lv->sound_sources[i].flags = Reader_U16(r);
    }

    Reader_Section(r, "boxes");
    size_t box_size = g == GAME_TR1 ? 20 : 8;
    size_t zone_words = g == GAME_TR1 ? 6 : 10;
    /* each box is followed by its zone words, so check both together */
    if (!read_count32(ld, &lv->num_boxes, box_size + 2 * zone_words, "box"))
        return false;
    ld->off.boxes = Reader_Pos(r);
    lv->boxes = alloc_array(ld, lv->num_boxes, sizeof(Box));
    if (!lv->boxes)
        return false;
    for (uint32_t i = 0; i < lv->num_boxes; i++) {
        Box *b = &lv->boxes[i];
        if (g == GAME_TR1) {
            b->min_z = Reader_I32(r);
            b->max_z = Reader_I32(r);
            b->min_x = Reader_I32(r);
            b->max_x = Reader_I32(r);
        } else { /* stored in sectors; level.h promises world units */
            b->min_z = Reader_U8(r) * WALL_SIZE;
            b->max_z = Reader_U8(r) * WALL_SIZE;
            b->min_x = Reader_U8(r) * WALL_SIZE;
            b->max_x = Reader_U8(r) * WALL_SIZE;
        }
        b->true_floor = Reader_I16(r);
        b->overlap_index = Reader_I16(r);
    }

    Reader_Section(r, "overlaps");
    lv->num_overlaps = Reader_U32(r);
    ld->off.overlaps = Reader_Pos(r);
    if (!read_u16_array(ld, lv->num_overlaps, &lv->overlaps, "overlap"))
        return false;

    Reader_Section(r, "zones");
    lv->num_zone_words = lv->num_boxes * (uint32_t)zone_words;
    if (!read_u16_array(ld, lv->num_zone_words, (uint16_t **)&lv->zones, "zone word"))
        return false;

    Reader_Section(r, "animated textures");
    lv->num_animated_texture_words = Reader_U32(r);
    ld->off.animated_textures = Reader_Pos(r);
    if (!read_u16_array(ld, lv->num_animated_texture_words, &lv->animated_textures,
                        "animated texture word"))
        return false;

    if (g == GAME_TR3 && !Level_ParseObjectTextures(ld))
        return false;

    Reader_Section(r, "items");
    if (!read_count32(ld, &lv->num_items, g == GAME_TR1 ? 22 : 24, "item"))
        return false;
    ld->off.items = Reader_Pos(r);
    lv->items = alloc_array(ld, lv->num_items, sizeof(LevelItem));
    if (!lv->items)
        return false;
    for (uint32_t i = 0; i < lv->num_items; i++) {
        LevelItem *it = &lv->items[i];
        it->object_id = Reader_I16(r);
        it->room = Reader_I16(r);
        it->pos = read_vec3i(r);
        it->angle = Reader_I16(r);
        it->intensity = Reader_I16(r);
        if (g != GAME_TR1)
            it->intensity2 = Reader_I16(r);
        it->flags = Reader_U16(r);
    }

    Reader_Section(r, "lightmap");
    Reader_Bytes(r, lv->lightmap, sizeof lv->lightmap);

    if (g == GAME_TR1 && !lv->demo_layout) {
        Reader_Section(r, "palette");
        Reader_Bytes(r, lv->palette, sizeof lv->palette);
    }

    Reader_Section(r, "cinematic frames");
    if (!read_count16(ld, &lv->num_cinematic_frames, 16, "cinematic frame"))
        return false;
    lv->cinematic_frames = alloc_array(ld, lv->num_cinematic_frames, sizeof(CinematicFrame));
    if (!lv->cinematic_frames)
        return false;
    for (uint32_t i = 0; i < lv->num_cinematic_frames; i++) {
        CinematicFrame *c = &lv->cinematic_frames[i];
        c->rot_y = Reader_I16(r);
        c->rot_z = Reader_I16(r);
        c->rot_z2 = Reader_I16(r);
        c->pos_z = Reader_I16(r);
        c->pos_y = Reader_I16(r);
        c->pos_x = Reader_I16(r);
        c->fov = Reader_I16(r);
        c->roll = Reader_I16(r);
    }

    Reader_Section(r, "demo data");
    if (!read_count16(ld, &lv->num_demo_bytes, 1, "demo byte"))
        return false;
    lv->demo_data = alloc_array(ld, lv->num_demo_bytes, 1);
    if (!lv->demo_data || !Reader_Bytes(r, lv->demo_data, lv->num_demo_bytes))
        return false;

    Reader_Section(r, "sound map");
    ld->off.sound_map = Reader_Pos(r);
    for (uint32_t i = 0; i < lv->num_sound_map; i++)
        lv->sound_map[i] = Reader_I16(r);

    Reader_Section(r, "sound details");
    if (!read_count32(ld, &lv->num_sound_details, 8, "sound detail"))
        return false;
    ld->off.sound_details = Reader_Pos(r);
    lv->sound_details = alloc_array(ld, lv->num_sound_details, sizeof(SoundDetail));
    if (!lv->sound_details)
        return false;
    for (uint32_t i = 0; i < lv->num_sound_details; i++) {
        SoundDetail *d = &lv->sound_details[i];
        d->sample = Reader_U16(r);
        if (g == GAME_TR3) {
            d->volume = Reader_U8(r);
            d->range = Reader_U8(r);
            d->chance = Reader_U8(r);
            d->pitch = Reader_I8(r);
        } else {
            d->volume = Reader_U16(r);
            d->chance = Reader_U16(r);
        }
        d->characteristics = Reader_U16(r);
    }

    if (g == GAME_TR1) {
        Reader_Section(r, "samples");
        if (!read_count32(ld, &lv->num_sample_bytes, 1, "sample byte"))
            return false;
        lv->samples = alloc_array(ld, lv->num_sample_bytes, 1);
        if (!lv->samples || !Reader_Bytes(r, lv->samples, lv->num_sample_bytes))
            return false;
    }

    Reader_Section(r, "sample indices");
    if (!read_count32(ld, &lv->num_sample_indices, 4, "sample index"))
        return false;
    ld->off.sample_indices = Reader_Pos(r);
    lv->sample_indices = alloc_array(ld, lv->num_sample_indices, 4);
    if (!lv->sample_indices)
        return false;
    for (uint32_t i = 0; i < lv->num_sample_indices; i++)
        lv->sample_indices[i] = Reader_U32(r);
    if (!Reader_Ok(r))
        return false;

    if (Reader_Pos(r) != r->size) {
        Reader_Section(r, "end of file");
        return Reader_Fail(r, "%zu unexpected bytes after the last section",
                           r->size - Reader_Pos(r));
    }

    return parse_meshes(ld);
}

bool Level_ParseObjectTextures(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    Reader_Section(r, "object textures");
    if (!read_count32(ld, &lv->num_object_textures, 20, "object texture"))
        return false;
    ld->off.object_textures = Reader_Pos(r);
    lv->object_textures = alloc_array(ld, lv->num_object_textures, sizeof(ObjectTexture));
    if (!lv->object_textures)
        return false;
    for (uint32_t i = 0; i < lv->num_object_textures; i++) {
        ObjectTexture *t = &lv->object_textures[i];
        t->attribute = Reader_U16(r);
        t->tile = Reader_U16(r);
        for (int k = 0; k < 4; k++) {
            t->vertices[k].x_coord = Reader_U8(r);
            t->vertices[k].x_pixel = Reader_U8(r);
            t->vertices[k].y_coord = Reader_U8(r);
            t->vertices[k].y_pixel = Reader_U8(r);
        }
    }
    return Reader_Ok(r);
}

/* ---- public --------------------------------------------------------------- */

/* Not instrumented by AddressSanitizer: it is pure arithmetic over the
 * caller's buffer (which the parse has just read to its exact end through
 * the checked reader), and instrumented it was half of every load in the
 * sanitizer build, where the tests load levels hundreds of times. */
__attribute__((no_sanitize_address))
uint32_t Level_Crc32(const uint8_t *data, size_t size)
{
    /* Slicing-by-8: eight tables let the loop take 8 bytes per step; the
     * checksum of a 2.5 MB level is otherwise most of its load time. The
     * tables are rebuilt per call (16K steps) to stay free of globals. */
    uint32_t t[8][256];
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        t[0][i] = c;
    }
    for (uint32_t i = 0; i < 256; i++)
        for (int s = 1; s < 8; s++)
            t[s][i] = (t[s - 1][i] >> 8) ^ t[0][t[s - 1][i] & 0xFF];
    uint32_t crc = 0xFFFFFFFFu;
    size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        const uint8_t *p = data + i;
        uint32_t lo = crc ^ ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
                             (uint32_t)p[3] << 24);
        crc = t[7][lo & 0xFF] ^ t[6][(lo >> 8) & 0xFF] ^ t[5][(lo >> 16) & 0xFF] ^
              t[4][lo >> 24] ^ t[3][p[4]] ^ t[2][p[5]] ^ t[1][p[6]] ^ t[0][p[7]];
    }
    for (; i < size; i++)
        crc = t[0][(crc ^ data[i]) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

bool Level_LoadMemory(const uint8_t *data, size_t size, const char *name, const uint8_t *sfx,
                      size_t sfx_size, Level *out, char *err, size_t err_cap)
{
    const char *msg_name = name ? name : "level";
    Loader ld;
    memset(&ld, 0, sizeof ld);
    memset(out, 0, sizeof *out);
    if (err && err_cap)
        err[0] = '\0';
    ld.lv = out;
    snprintf(out->name, sizeof out->name, "%s", base_name(msg_name));
    Reader_Init(&ld.r, data, size);

    bool ok;
    if (size > UINT32_MAX)
        ok = Reader_FailAt(&ld.r, 0, "header", "file too large (%zu bytes)", size);
    else
        ok = parse_level(&ld) && Level_Validate(&ld);
    free(ld.room_off);
    if (!ok) {
        Reader_FormatError(&ld.r, msg_name, err, err_cap);
        Level_Free(out);
        return false;
    }

    out->file_size = (uint32_t)size;
    out->checksum = Level_Crc32(data, size);
    if (sfx && sfx_size && out->game != GAME_TR1) {
        out->sfx_data = malloc(sfx_size);
        if (out->sfx_data) {
            memcpy(out->sfx_data, sfx, sfx_size);
            out->sfx_size = (uint32_t)MIN(sfx_size, (size_t)UINT32_MAX);
        }
    }
    return true;
}

/* Reads a whole file, refusing anything over max bytes. */
static uint8_t *read_file(const char *path, size_t max, size_t *size, int *errnum)
{
    errno = 0;
    FILE *f = fopen(path, "rb");
    *errnum = 0;
    if (!f) {
        *errnum = errno;
        return NULL;
    }
    uint8_t *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len == cap) {
            if (cap >= max) {
                *errnum = EFBIG;
                break;
            }
            size_t ncap = cap ? cap * 2 : 1 << 20;
            if (ncap > max)
                ncap = max;
            uint8_t *nb = realloc(buf, ncap);
            if (!nb) {
                *errnum = ENOMEM;
                break;
            }
            buf = nb;
            cap = ncap;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0) {
            if (ferror(f))
                *errnum = errno ? errno : EIO; /* e.g. EISDIR for a directory */
            break;
        }
    }
    fclose(f);
    if (*errnum) {
        free(buf);
        return NULL;
    }
    *size = len;
    return buf ? buf : calloc(1, 1);
}

bool Level_Load(const char *path, Level *out, char *err, size_t err_cap)
{
    size_t size = 0;
    int errnum;
    memset(out, 0, sizeof *out);
    /* No level format we read comes near 256 MB. */
    uint8_t *data = read_file(path, 256u << 20, &size, &errnum);
    if (!data) {
        if (err && err_cap)
            snprintf(err, err_cap, "error: %s: file: cannot read: %s (at byte 0)", path,
                     errnum == EFBIG ? "file too large" : strerror(errnum));
        return false;
    }

    /* TR2/TR3 keep their samples in MAIN.SFX next to the level. */
    uint8_t *sfx = NULL;
    size_t sfx_size = 0;
    if (size >= 4 && !(data[0] == 0x20 && data[1] == 0 && data[2] == 0 && data[3] == 0)) {
        char sfx_path[4096];
        const char *slash = strrchr(path, '/');
        int dir_len = slash ? (int)(slash - path + 1) : 0;
        if (snprintf(sfx_path, sizeof sfx_path, "%.*sMAIN.SFX", dir_len, path) <
            (int)sizeof sfx_path) {
            int e2;
            sfx = read_file(sfx_path, 256u << 20, &sfx_size, &e2);
        }
    }

    bool ok = Level_LoadMemory(data, size, path, sfx, sfx_size, out, err, err_cap);
    free(sfx);
    free(data);
    return ok;
}

static void free_room(Room *r)
{
    free(r->vertices);
    free(r->quads);
    free(r->tris);
    free(r->sprites);
    free(r->portals);
    free(r->sectors);
    free(r->lights);
    free(r->statics);
}

static void free_mesh(Mesh *m)
{
    free(m->vertices);
    free(m->normals);
    free(m->lights);
    free(m->tex_quads);
    free(m->tex_tris);
    free(m->col_quads);
    free(m->col_tris);
}

void Level_Free(Level *lv)
{
    if (!lv)
        return;
    free(lv->textiles8);
    free(lv->textiles16);
    if (lv->rooms)
        for (uint32_t i = 0; i < lv->num_rooms; i++)
            free_room(&lv->rooms[i]);
    free(lv->rooms);
    free(lv->floordata);
    if (lv->meshes)
        for (uint32_t i = 0; i < lv->num_meshes; i++)
            free_mesh(&lv->meshes[i]);
    free(lv->meshes);
    free(lv->mesh_pointers);
    free(lv->mesh_index);
    free(lv->animations);
    free(lv->state_changes);
    free(lv->anim_dispatches);
    free(lv->anim_commands);
    free(lv->mesh_trees);
    free(lv->frames);
    free(lv->models);
    free(lv->static_meshes);
    free(lv->object_textures);
    free(lv->sprite_textures);
    free(lv->sprite_sequences);
    free(lv->cameras);
    free(lv->sound_sources);
    free(lv->boxes);
    free(lv->overlaps);
    free(lv->zones);
    free(lv->animated_textures);
    free(lv->items);
    free(lv->cinematic_frames);
    free(lv->demo_data);
    free(lv->sound_details);
    free(lv->samples);
    free(lv->sample_indices);
    free(lv->sfx_data);
    memset(lv, 0, sizeof *lv);
}

/* ---- look-ups ------------------------------------------------------------- */

const Model *Level_FindModel(const Level *lv, uint32_t object_id)
{
    for (uint32_t i = 0; i < lv->num_models; i++)
        if (lv->models[i].id == object_id)
            return &lv->models[i];
    return NULL;
}

const StaticMesh *Level_FindStaticMesh(const Level *lv, uint32_t id)
{
    for (uint32_t i = 0; i < lv->num_static_meshes; i++)
        if (lv->static_meshes[i].id == id)
            return &lv->static_meshes[i];
    return NULL;
}

const SpriteSequence *Level_FindSpriteSequence(const Level *lv, int32_t id)
{
    for (uint32_t i = 0; i < lv->num_sprite_sequences; i++)
        if (lv->sprite_sequences[i].id == id)
            return &lv->sprite_sequences[i];
    return NULL;
}

const Mesh *Level_MeshAt(const Level *lv, uint32_t mesh_pointer_index)
{
    if (mesh_pointer_index >= lv->num_mesh_pointers || !lv->mesh_index)
        return NULL;
    return &lv->meshes[lv->mesh_index[mesh_pointer_index]];
}

const RoomSector *Level_RoomSector(const Room *room, int x_index, int z_index)
{
    if (x_index < 0 || z_index < 0 || x_index >= room->num_x_sectors ||
        z_index >= room->num_z_sectors)
        return NULL;
    return &room->sectors[z_index + x_index * room->num_z_sectors];
}
