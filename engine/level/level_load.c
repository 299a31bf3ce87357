/* Level loader: TR1 (retail and PC demo layouts), TR2 and TR3 level files
 * into the typed Level of level.h.
 *
 *
 * Two passes:
 *  1. parse (level_parse.c, rooms and meshes in level_rooms.c): read every
 *     section in file order through one bounds-checked Reader.
 *  2. validate (level_validate.c): every cross reference is checked so the
 *     rest of the engine can index without checking again. */
#include "engine/level/level_internal.h"
#include "engine/core/file_read.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>


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
        ok = Level_Parse(&ld) && Level_Validate(&ld);
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

/* Reads a whole file, refusing anything over max bytes, through the one
 * bounded reader (engine/core/file_read.h): a FIFO (a MAIN.SFX made one
 * would block the load forever), a folder or a device is refused without
 * being read. NULL with why (no "error: " prefix) otherwise. */
static uint8_t *read_file(const char *path, size_t max, size_t *size, char *why, size_t why_cap)
{
    uint8_t *data;
    char err[1200];
    FileReadResult r = FileRead_Regular(path, "file", max, &data, size, err, sizeof err);
    if (r == FILE_READ_OK)
        return data;
    if (r == FILE_READ_MISSING)
        snprintf(why, why_cap, "%s", strerror(ENOENT));
    else /* "error: PATH: file is a FIFO, ..." -> "file is a FIFO, ..." */
        snprintf(why, why_cap, "%s", strstr(err, ": file ") ? strstr(err, ": file ") + 2 : err);
    return NULL;
}

/* MAIN.SFX in the level's folder, in any case of its name: installs copied
 * from a CD or another OS keep names as "main.sfx" or "Main.sfx", and the
 * level itself is found in any case too. False when there is none. */
static bool find_main_sfx(const char *level_path, char *out, size_t cap)
{
    const char *slash = strrchr(level_path, '/');
    int dir_len = slash ? (int)(slash - level_path + 1) : 0;
    int n = snprintf(out, cap, "%.*sMAIN.SFX", dir_len, level_path);
    if (n < 0 || (size_t)n >= cap)
        return false;
    struct stat st;
    if (stat(out, &st) == 0)
        return true;
    char dir[4096];
    n = snprintf(dir, sizeof dir, "%.*s", dir_len ? dir_len : 1, dir_len ? level_path : ".");
    if (n < 0 || (size_t)n >= sizeof dir)
        return false;
    DIR *d = opendir(dir);
    if (!d)
        return false;
    bool found = false;
    for (struct dirent *e; !found && (e = readdir(d)) != NULL;) {
        if (strcasecmp(e->d_name, "MAIN.SFX") == 0) {
            n = snprintf(out, cap, "%.*s%s", dir_len, level_path, e->d_name);
            found = n >= 0 && (size_t)n < cap;
        }
    }
    closedir(d);
    return found;
}

bool Level_Load(const char *path, Level *out, char *err, size_t err_cap)
{
    size_t size = 0;
    char why[1200];
    memset(out, 0, sizeof *out);
    /* No level format we read comes near 256 MB. */
    uint8_t *data = read_file(path, 256u << 20, &size, why, sizeof why);
    if (!data) {
        if (err && err_cap)
            snprintf(err, err_cap, "error: %s: file: cannot read: %s (at byte 0)", path, why);
        return false;
    }

    /* TR2/TR3 keep their samples in MAIN.SFX next to the level. */
    uint8_t *sfx = NULL;
    size_t sfx_size = 0;
    char sfx_path[4096];
    if (size >= 4 && !(data[0] == 0x20 && data[1] == 0 && data[2] == 0 && data[3] == 0) &&
        find_main_sfx(path, sfx_path, sizeof sfx_path)) {
        char why2[1200];
        sfx = read_file(sfx_path, 256u << 20, &sfx_size, why2, sizeof why2);
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
    LevelFloor_Free(lv);
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
