/* Rooms and meshes of a level file (pass 1 of the loader, see
 * level_parse.c). */
#include "engine/level/level_internal.h"

#include <stdlib.h>

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
            shade = g == GAME_TR2 ? v->lighting2 : Level_ShadeFromColour15((uint16_t)v->lighting2);
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

bool Level_ParseRoom(Loader *ld, uint32_t index)
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
        s->stopper = 0;
        if (g == GAME_TR3) {
            /* TR3's box word: its top bit is the sector's stopper. */
            s->stopper = (uint8_t)(s->box_index >> 15);
            s->box_index &= 0x7FFF;
        }
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
bool Level_ParseMeshes(Loader *ld)
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
