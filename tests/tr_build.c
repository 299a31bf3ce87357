/* TR2/TR3 test levels: the builder's rooms merged with the shared level's
 * models, animations and tables (see tr_build.h for what is converted how). */
#include "tests/tr_build.h"

#include "engine/level/level_floor.h"
#include "engine/level/level_write.h"
#include "engine/core/log.h"
#include "tests/test.h"
#include "tests/test_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *TrBuild_DonorName(GameVersion game)
{
    return game == GAME_TR3 ? "tr3/RANDO_TEST1.TR2" : "tr2/RANDO_TEST1.TR2";
}

TrBuild *TrBuild_New(GameVersion game)
{
    if (game != GAME_TR2 && game != GAME_TR3)
        return NULL;
    const char *path = Test_SharedPath(TrBuild_DonorName(game));
    if (!path)
        return NULL;
    TrBuild *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    char err[512];
    b->game = game;
    if (!Level_Load(path, &b->donor, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        free(b);
        return NULL;
    }
    if (b->donor.game != game || !Level_FindModel(&b->donor, 0) || !LB_InitBare(&b->lb)) {
        fprintf(stderr, "%s: not a TR%d level with Lara's model\n", path, (int)game);
        Level_Free(&b->donor);
        free(b);
        return NULL;
    }
    return b;
}

TrBuild *TrBuild_NewLaraRoom(GameVersion game, int *room, char *why, size_t cap)
{
    TrBuild *b = TrBuild_New(game);
    if (!b) {
        snprintf(why, cap, "%s not available", TrBuild_DonorName(game));
        return NULL;
    }
    *room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, *room, 2560, 0, 2560, 0, 0);
    return b;
}

TestGame *TrBuild_OpenGame(TrBuild *b, const char *name, char *err, size_t cap)
{
    const char *path = TrBuild_Write(b, name, err, cap);
    if (!path)
        return NULL;
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!t || !TestGame_OpenPath(t, path)) {
        free(t);
        snprintf(err, cap, "%s: the game does not start on it", path);
        return NULL;
    }
    return t;
}

void TrBuild_Delete(TrBuild *b)
{
    if (!b)
        return;
    LB_Free(&b->lb);
    Level_Free(&b->donor);
    free(b->merged_fd);
    free(b);
}

/* The builder's rooms in the donor's game: new vertex, light, sector and
 * face arrays (the rest of each Room borrows the builder's). */
static bool ConvertRooms(TrBuild *b, const Level *src, Level *out)
{
    uint32_t ntex = b->donor.num_object_textures;
    out->rooms = calloc(src->num_rooms ? src->num_rooms : 1, sizeof(Room));
    if (!out->rooms)
        return false;
    out->num_rooms = src->num_rooms;
    for (uint32_t i = 0; i < src->num_rooms; i++) {
        const Room *s = &src->rooms[i];
        Room *r = &out->rooms[i];
        *r = *s;
        r->vertices = calloc(s->num_vertices + 1, sizeof *r->vertices);
        r->quads = calloc(s->num_quads + 1, sizeof *r->quads);
        r->tris = calloc(s->num_tris + 1, sizeof *r->tris);
        r->lights = calloc(s->num_lights + 1, sizeof *r->lights);
        uint32_t nsec = (uint32_t)s->num_x_sectors * s->num_z_sectors;
        r->sectors = calloc(nsec + 1, sizeof *r->sectors);
        r->sprites = NULL;
        r->num_sprites = 0;
        r->statics = calloc(s->num_statics + 1, sizeof *r->statics);
        r->num_statics = 0;
        if (!r->vertices || !r->quads || !r->tris || !r->lights || !r->sectors || !r->statics)
            return false;
        /* statics naming one of the donor's static meshes stay */
        for (uint32_t k = 0; k < s->num_statics; k++) {
            if (!Level_FindStaticMesh(&b->donor, s->statics[k].mesh_id))
                continue;
            RoomStatic st = s->statics[k];
            st.intensity2 = st.intensity;
            r->statics[r->num_statics++] = st;
        }
        for (uint32_t k = 0; k < s->num_vertices; k++) {
            RoomVertex v = s->vertices[k];
            int shade = CLAMP(v.lighting, 0, 0x1FFF);
            if (b->game == GAME_TR2) {
                v.lighting2 = (int16_t)shade;
            } else {
                int grey = (0x1FFF - shade) >> 8;
                v.lighting = (int16_t)(0x1FFF - shade);
                v.lighting2 = (int16_t)(grey << 10 | grey << 5 | grey);
            }
            v.shade = (int16_t)shade;
            r->vertices[k] = v;
        }
        for (uint32_t k = 0; k < s->num_quads; k++) {
            r->quads[k] = s->quads[k];
            r->quads[k].texture = (uint16_t)(s->quads[k].texture % ntex);
        }
        for (uint32_t k = 0; k < s->num_tris; k++) {
            r->tris[k] = s->tris[k];
            r->tris[k].texture = (uint16_t)(s->tris[k].texture % ntex);
        }
        for (uint32_t k = 0; k < s->num_lights; k++) {
            RoomLight l = s->lights[k];
            l.intensity2 = l.intensity;
            l.fade2 = l.fade;
            l.type = 1;
            l.colour[0] = l.colour[1] = l.colour[2] = 0xFF;
            r->lights[k] = l;
        }
        for (uint32_t k = 0; k < nsec; k++) {
            RoomSector sec = s->sectors[k];
            if (b->game == GAME_TR3) {
                uint16_t box = sec.box_index == NO_BOX ? 0x7FF : sec.box_index;
                sec.box_index = (uint16_t)(box << 4 | (b->tr3_material & 0xF));
            }
            for (uint32_t m = 0; m < b->num_stoppers; m++)
                if (b->stoppers[m].room == (int)i &&
                    (uint32_t)(b->stoppers[m].z + b->stoppers[m].x * s->num_z_sectors) == k)
                    sec.stopper = 1;
            r->sectors[k] = sec;
        }
        r->ambient2 = s->ambient;
        r->light_mode = 0;
    }
    return true;
}

bool TrBuild_AddStopper(TrBuild *b, int room, int x, int z)
{
    if (b->game != GAME_TR3 || b->num_stoppers >= TRBUILD_MAX_STOPPERS)
        return false;
    b->stoppers[b->num_stoppers].room = room;
    b->stoppers[b->num_stoppers].x = x;
    b->stoppers[b->num_stoppers].z = z;
    b->num_stoppers++;
    return true;
}

bool TrBuild_AddFloorData(TrBuild *b, int room, int x, int z, const uint16_t *words,
                          uint32_t num_words, bool replace)
{
    if (b->num_fd_edits >= TRBUILD_MAX_FD || num_words == 0 || num_words > TRBUILD_FD_WORDS)
        return false;
    TrBuildFloorEdit *e = &b->fd_edits[b->num_fd_edits++];
    e->room = room;
    e->x = x;
    e->z = z;
    e->replace = replace;
    e->num_words = num_words;
    memcpy(e->words, words, num_words * sizeof *words);
    return true;
}

/* Words of the list at fd[start] (*last: index of its last header word);
 * 0 when it runs out of the array. Entry sizes as level_floor.c reads them. */
static uint32_t ListLength(const uint16_t *fd, uint32_t n, uint32_t start, uint32_t *last)
{
    uint32_t i = start;
    for (;;) {
        if (i >= n)
            return 0;
        uint16_t h = fd[i];
        *last = i++;
        int fn = h & 0x1F;
        if (fn == FD_PORTAL || fn == FD_FLOOR_SLANT || fn == FD_CEILING_SLANT ||
            (fn >= FD_TRI_FIRST && fn <= FD_TRI_LAST))
            i++;
        if (fn == FD_TRIGGER) {
            i++; /* timer/mask word */
            bool end = false;
            while (!end && i < n) {
                uint16_t a = fd[i++];
                end = (a & FD_END_BIT) != 0;
                if (((a >> 10) & 0xF) == 1 && i < n) /* camera: one more word */
                    end = (fd[i++] & FD_END_BIT) != 0;
            }
        }
        if (h & FD_END_BIT)
            return i <= n ? i - start : 0;
    }
}

/* The builder's floordata with the edits applied: each edited sector gets
 * a new list at the end of the array. */
static bool ApplyFloorEdits(TrBuild *b, const Level *s, Level *out, uint16_t **owned,
                            char *err, size_t cap)
{
    *owned = NULL;
    if (!b->num_fd_edits)
        return true;
    uint32_t n = s->num_floordata, max = n + b->num_fd_edits * 64u;
    uint16_t *fd = calloc(max + 1, sizeof *fd);
    if (!fd)
        return false;
    memcpy(fd, s->floordata, n * sizeof *fd);
    for (uint32_t k = 0; k < b->num_fd_edits; k++) {
        const TrBuildFloorEdit *e = &b->fd_edits[k];
        if (e->room < 0 || (uint32_t)e->room >= out->num_rooms || e->x < 0 || e->z < 0 ||
            e->x >= out->rooms[e->room].num_x_sectors ||
            e->z >= out->rooms[e->room].num_z_sectors) {
            free(fd);
            snprintf(err, cap, "error: build: floordata edit %u: no sector %d,%d in room %d", k,
                     e->x, e->z, e->room);
            return false;
        }
        Room *r = &out->rooms[e->room];
        RoomSector *sec = &r->sectors[e->x * r->num_z_sectors + e->z];
        uint32_t last = 0, len = 0;
        if (!e->replace && sec->fd_index)
            len = ListLength(fd, n, sec->fd_index, &last);
        if (len > 48 || n + len + e->num_words > 0xFFFF) {
            free(fd);
            snprintf(err, cap, "error: build: floordata edit %u does not fit", k);
            return false;
        }
        uint32_t at = n;
        if (len) {
            memmove(fd + n, fd + sec->fd_index, len * sizeof *fd);
            fd[n + (last - sec->fd_index)] &= (uint16_t)~FD_END_BIT;
        }
        memcpy(fd + n + len, e->words, e->num_words * sizeof *fd);
        n += len + e->num_words;
        sec->fd_index = (uint16_t)at;
    }
    out->floordata = fd;
    out->num_floordata = n;
    *owned = fd;
    return true;
}

/* Boxes in whole sectors and TR2/TR3's ten zone arrays. */
static bool ConvertBoxes(const Level *src, Level *out)
{
    uint32_t n = src->num_boxes;
    out->num_boxes = n;
    out->boxes = calloc(n + 1, sizeof *out->boxes);
    out->num_zone_words = n * 10;
    out->zones = calloc((size_t)n * 10 + 1, sizeof *out->zones);
    if (!out->boxes || !out->zones)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        Box x = src->boxes[i];
        x.max_x += 1; /* the builder's bounds are inclusive world units */
        x.max_z += 1;
        out->boxes[i] = x;
    }
    /* TR1: g1, g2, fly, then the flipped three; TR2/TR3: g1..g4, fly, then
     * the flipped five. */
    static const int from[10] = {0, 1, 0, 1, 2, 3, 4, 3, 4, 5};
    for (int k = 0; k < 10; k++)
        for (uint32_t i = 0; i < n; i++)
            out->zones[(size_t)k * n + i] =
                src->zones ? src->zones[(size_t)from[k] * n + i] : 0;
    return true;
}

bool TrBuild_Merge(TrBuild *b, Level *out, char *err, size_t cap)
{
    memset(out, 0, sizeof *out);
    if (!b->finished) {
        if (!LB_Finish(&b->lb)) {
            snprintf(err, cap, "error: build: %s", b->lb.error);
            return false;
        }
        b->finished = true;
    }
    const Level *d = &b->donor, *s = &b->lb.level;
    if (d->num_object_textures == 0) {
        snprintf(err, cap, "error: build: the donor level has no object textures");
        return false;
    }
    /* Everything but the world from the donor (arrays borrowed). */
    *out = *d;
    out->floor = NULL;
    out->sfx_data = NULL;
    out->sfx_size = 0;
    out->rooms = NULL;
    out->boxes = NULL;
    out->zones = NULL;
    out->items = NULL;
    out->num_rooms = out->num_boxes = out->num_zone_words = out->num_items = 0;
    /* The world from the builder. */
    out->num_floordata = s->num_floordata;
    out->floordata = s->floordata;
    out->num_overlaps = s->num_overlaps;
    out->overlaps = s->overlaps;
    out->num_cameras = s->num_cameras;
    out->cameras = s->cameras;
    out->num_sound_sources = 0;
    out->sound_sources = NULL;
    out->num_cinematic_frames = 0;
    out->cinematic_frames = NULL;
    out->num_demo_bytes = 0;
    out->demo_data = NULL;
    out->num_items = s->num_items;
    out->items = calloc(s->num_items + 1, sizeof *out->items);
    bool ok = out->items && ConvertRooms(b, s, out) && ConvertBoxes(s, out);
    free(b->merged_fd);
    b->merged_fd = NULL;
    if (ok && !ApplyFloorEdits(b, s, out, &b->merged_fd, err, cap)) {
        TrBuild_FreeMerged(b, out);
        return false;
    }
    for (uint32_t i = 0; ok && i < s->num_items; i++) {
        out->items[i] = s->items[i];
        out->items[i].intensity2 = s->items[i].intensity;
    }
    if (!ok) {
        TrBuild_FreeMerged(b, out);
        snprintf(err, cap, "error: build: out of memory");
    }
    return ok;
}

void TrBuild_FreeMerged(TrBuild *b, Level *out)
{
    for (uint32_t i = 0; out->rooms && i < out->num_rooms; i++) {
        free(out->rooms[i].vertices);
        free(out->rooms[i].quads);
        free(out->rooms[i].tris);
        free(out->rooms[i].lights);
        free(out->rooms[i].sectors);
        free(out->rooms[i].statics);
    }
    free(out->rooms);
    free(out->boxes);
    free(out->zones);
    free(out->items);
    memset(out, 0, sizeof *out);
    free(b->merged_fd);
    b->merged_fd = NULL;
}

int TrBuild_AddDryOverPool(TrBuild *b, int depth, int *wet)
{
    int dry = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    *wet = LB_AddRoom(&b->lb, 0, 5, 8, 7, depth, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[*wet].water = true;
    LB_ConnectVertical(&b->lb, dry, *wet, 1, 6, 6, 10);
    return dry;
}

const char *TrBuild_Write(TrBuild *b, const char *name, char *err, size_t cap)
{
    Level merged;
    if (!TrBuild_Merge(b, &merged, err, cap))
        return NULL;
    snprintf(b->path, sizeof b->path, "%s/%s", Test_TmpDir(), name);
    bool ok = LevelWrite_File(&merged, b->path, err, cap);
    TrBuild_FreeMerged(b, &merged);
    return ok ? b->path : NULL;
}

void TrBuild_OpenCeiling(Room *room)
{
    int32_t top = 0;
    for (uint32_t i = 0; i < room->num_vertices; i++)
        top = room->vertices[i].pos.y < top ? room->vertices[i].pos.y : top;
    uint32_t k = 0;
    for (uint32_t i = 0; i < room->num_quads; i++) {
        const RoomQuad *q = &room->quads[i];
        bool up = true;
        for (int j = 0; j < 4; j++)
            up = up && room->vertices[q->vertices[j]].pos.y == top;
        if (!up)
            room->quads[k++] = *q;
    }
    room->num_quads = k;
}
