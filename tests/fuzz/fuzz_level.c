/* libFuzzer target for the level loader (built by tools/fuzz.sh, not by the
 * normal build). Any input must load or fail with one message; a loaded
 * level's validated indices are exercised so a validation gap shows up as a
 * sanitizer report. */
#include "engine/core/log.h"
#include "engine/level/level.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static volatile uint32_t g_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Level lv;
    char err[512];
    Log_SetQuiet(1);
    if (!Level_LoadMemory(data, size, "fuzz", NULL, 0, &lv, err, sizeof err)) {
        if (strncmp(err, "error: fuzz: ", 13) != 0 || !strstr(err, "(at byte "))
            __builtin_trap(); /* every failure must carry a proper message */
        return 0;
    }
    /* Walk the references the loader promises are valid. */
    uint32_t sum = 0;
    for (uint32_t i = 0; i < lv.num_rooms; i++) {
        const Room *r = &lv.rooms[i];
        for (uint32_t q = 0; q < r->num_quads; q++) {
            for (int k = 0; k < 4; k++)
                sum += (uint16_t)r->vertices[r->quads[q].vertices[k]].pos.x;
            sum += lv.object_textures[Level_RoomFaceTexture(&lv, r->quads[q].texture)].tile;
        }
        for (uint32_t t = 0; t < r->num_tris; t++)
            sum += lv.object_textures[Level_RoomFaceTexture(&lv, r->tris[t].texture)].tile;
        for (uint32_t s = 0; s < r->num_sprites; s++)
            sum += lv.sprite_textures[r->sprites[s].texture].tile +
                   (uint16_t)r->vertices[r->sprites[s].vertex].pos.y;
        for (uint32_t p = 0; p < r->num_portals; p++)
            sum += lv.rooms[r->portals[p].adjoining_room].num_vertices;
        for (uint32_t s = 0; s < (uint32_t)r->num_x_sectors * r->num_z_sectors; s++) {
            const RoomSector *sec = &r->sectors[s];
            sum += lv.floordata[sec->fd_index];
            uint16_t box = Level_SectorBox(&lv, sec);
            if (box != NO_BOX)
                sum += (uint32_t)lv.boxes[box].min_x;
            if (sec->room_below != NO_ROOM)
                sum += lv.rooms[sec->room_below].num_portals;
        }
        for (uint32_t s = 0; s < r->num_statics; s++)
            sum += lv.static_meshes[r->statics[s].static_index].mesh;
    }
    for (uint32_t m = 0; m < lv.num_models; m++) {
        const Model *md = &lv.models[m];
        for (uint32_t k = 0; k < md->num_meshes; k++) {
            const Mesh *mesh = Level_MeshAt(&lv, md->start_mesh + k);
            for (uint32_t q = 0; q < mesh->num_tex_quads; q++)
                sum += lv.object_textures[mesh->tex_quads[q].texture].attribute +
                       (uint16_t)mesh->vertices[mesh->tex_quads[q].vertices[3]].x;
        }
        if (md->num_meshes > 1)
            sum += (uint32_t)lv.mesh_trees[md->mesh_tree + 4 * (md->num_meshes - 1u) - 1];
        sum += lv.frames[md->frame_offset / 2 < lv.num_frame_words ? md->frame_offset / 2 : 0];
    }
    for (uint32_t a = 0; a < lv.num_animations; a++) {
        const Animation *an = &lv.animations[a];
        sum += lv.frames[an->frame_offset / 2] + lv.animations[an->next_anim].frame_start;
        for (uint32_t s = 0; s < an->num_state_changes; s++) {
            const StateChange *sc = &lv.state_changes[an->state_change_offset + s];
            for (uint32_t d = 0; d < sc->num_dispatches; d++)
                sum += lv.animations[lv.anim_dispatches[sc->dispatch_offset + d].next_anim]
                           .frame_end;
        }
    }
    for (uint32_t i = 0; i < lv.num_items; i++)
        sum += lv.rooms[lv.items[i].room].num_x_sectors;
    g_sink = sum;
    Level_Free(&lv);
    return 0;
}
