/* Cross-reference validation, run once after a level has been parsed.
 *
 * After this every index stored in the Level is safe to use: rooms,
 * meshes, textures, animations, frames, boxes, sounds. Each failure points
 * at the byte of the offending field. Where the original games accept a
 * value that is technically out of range, we clamp (and say why) instead of
 * rejecting real data. */
#include "engine/level/level_internal.h"

#include <stdio.h>
#include <stdlib.h>

#define FAIL(pos, section, ...) Reader_FailAt(&ld->r, (pos), (section), __VA_ARGS__)

/* ---- rooms ---------------------------------------------------------------- */

/* World coordinates beyond LEVEL_WORLD_LIMIT (see level.h) are rejected:
 * no real level comes near it, and every later sum of positions can then
 * be done in int32 (the original's arithmetic overflows far sooner). */
static bool in_world(int32_t v) { return v >= -LEVEL_WORLD_LIMIT && v <= LEVEL_WORLD_LIMIT; }
static bool vec_in_world(Vec3i p) { return in_world(p.x) && in_world(p.y) && in_world(p.z); }
#define OUTSIDE_WORLD "outside the world (|coordinate| > %d)"

static bool check_room(Loader *ld, uint32_t ri)
{
    const Level *lv = ld->lv;
    Room *room = &lv->rooms[ri];
    const RoomOffsets *ro = &ld->room_off[ri];
    char sec[32];
    snprintf(sec, sizeof sec, "room %u", ri);

    if (!in_world(room->x) || !in_world(room->z) || !in_world(room->y_bottom) ||
        !in_world(room->y_top))
        return FAIL(ro->info, sec, "position %d,%d (y %d..%d) " OUTSIDE_WORLD, room->x,
                    room->z, room->y_top, room->y_bottom, LEVEL_WORLD_LIMIT);
    size_t light_size = lv->game == GAME_TR1 ? 18 : 24;
    for (uint32_t i = 0; i < room->num_lights; i++)
        if (!vec_in_world(room->lights[i].pos))
            return FAIL(ro->lights + light_size * i, sec, "light %u " OUTSIDE_WORLD, i,
                        LEVEL_WORLD_LIMIT);

    for (uint32_t i = 0; i < room->num_quads; i++) {
        const RoomQuad *q = &room->quads[i];
        size_t at = ro->quads + 10 * (size_t)i;
        for (int k = 0; k < 4; k++)
            if (q->vertices[k] >= room->num_vertices)
                return FAIL(at + 2 * k, sec, "quad %u: vertex %u >= %u vertices", i,
                            q->vertices[k], room->num_vertices);
        if (Level_RoomFaceTexture(lv, q->texture) >= lv->num_object_textures)
            return FAIL(at + 8, sec, "quad %u: texture %u >= %u object textures", i,
                        q->texture, lv->num_object_textures);
    }
    for (uint32_t i = 0; i < room->num_tris; i++) {
        const RoomTri *t = &room->tris[i];
        size_t at = ro->tris + 8 * (size_t)i;
        for (int k = 0; k < 3; k++)
            if (t->vertices[k] >= room->num_vertices)
                return FAIL(at + 2 * k, sec, "triangle %u: vertex %u >= %u vertices", i,
                            t->vertices[k], room->num_vertices);
        if (Level_RoomFaceTexture(lv, t->texture) >= lv->num_object_textures)
            return FAIL(at + 6, sec, "triangle %u: texture %u >= %u object textures", i,
                        t->texture, lv->num_object_textures);
    }
    for (uint32_t i = 0; i < room->num_sprites; i++) {
        const RoomSprite *s = &room->sprites[i];
        size_t at = ro->sprites + 4 * (size_t)i;
        if (s->vertex >= room->num_vertices)
            return FAIL(at, sec, "sprite %u: vertex %u >= %u vertices", i, s->vertex,
                        room->num_vertices);
        if (s->texture >= lv->num_sprite_textures)
            return FAIL(at + 2, sec, "sprite %u: texture %u >= %u sprite textures", i,
                        s->texture, lv->num_sprite_textures);
    }
    for (uint32_t i = 0; i < room->num_portals; i++)
        if (room->portals[i].adjoining_room >= lv->num_rooms)
            return FAIL(ro->portals + 32 * (size_t)i, sec, "portal %u: room %u >= %u rooms", i,
                        room->portals[i].adjoining_room, lv->num_rooms);

    /* Positions are mapped to sectors by clamping into the grid, so every
     * room needs at least one sector. */
    if (room->num_x_sectors == 0 || room->num_z_sectors == 0)
        return FAIL(ro->sectors - 4, sec, "room has no sectors (%u x %u)", room->num_x_sectors,
                    room->num_z_sectors);
    uint32_t nsec = (uint32_t)room->num_x_sectors * room->num_z_sectors;
    for (uint32_t i = 0; i < nsec; i++) {
        const RoomSector *s = &room->sectors[i];
        size_t at = ro->sectors + 8 * (size_t)i;
        /* Index 0 is the "no floordata" entry; the loader always keeps at
         * least one (zero) word so it can be read even when the file has
         * no floordata at all. */
        if (s->fd_index != 0 && s->fd_index >= lv->num_floordata)
            return FAIL(at, sec, "sector %u: floordata index %u >= %u words", i, s->fd_index,
                        lv->num_floordata);
        uint16_t box = Level_SectorBox(lv, s);
        if (box != NO_BOX && box >= lv->num_boxes)
            return FAIL(at + 2, sec, "sector %u: box %u >= %u boxes", i, box, lv->num_boxes);
        if (s->room_below != NO_ROOM && s->room_below >= lv->num_rooms)
            return FAIL(at + 4, sec, "sector %u: room below %u >= %u rooms", i, s->room_below,
                        lv->num_rooms);
        if (s->room_above != NO_ROOM && s->room_above >= lv->num_rooms)
            return FAIL(at + 6, sec, "sector %u: room above %u >= %u rooms", i, s->room_above,
                        lv->num_rooms);
    }

    size_t static_size = lv->game == GAME_TR1 ? 18 : 20;
    for (uint32_t i = 0; i < room->num_statics; i++) {
        RoomStatic *s = &room->statics[i];
        if (!vec_in_world(s->pos))
            return FAIL(ro->statics + static_size * i, sec, "static mesh %u " OUTSIDE_WORLD, i,
                        LEVEL_WORLD_LIMIT);
        const StaticMesh *sm = Level_FindStaticMesh(lv, s->mesh_id);
        if (!sm)
            return FAIL(ro->statics + static_size * i + static_size - 2, sec,
                        "static mesh %u: no static mesh with id %u", i, s->mesh_id);
        s->static_index = (uint16_t)(sm - lv->static_meshes);
    }

    if (room->alternate_room != -1 &&
        (room->alternate_room < 0 || (uint32_t)room->alternate_room >= lv->num_rooms))
        return FAIL(ro->alternate, sec, "alternate room %d >= %u rooms", room->alternate_room,
                    lv->num_rooms);
    return true;
}

/* ---- meshes --------------------------------------------------------------- */

static bool check_meshes(Loader *ld)
{
    const Level *lv = ld->lv;
    for (uint32_t mi = 0; mi < lv->num_meshes; mi++) {
        const Mesh *m = &lv->meshes[mi];
        /* position of the first textured quad: centre 6, radius 4,
         * vertex count 2 + 6 each, normal count 2 + 6 each or 2 each */
        uint32_t nn = m->num_normals > 0 ? (uint32_t)m->num_normals
                                          : (uint32_t)(-(int32_t)m->num_normals);
        size_t at = ld->mesh_data_off + m->offset + 10 + 2 + 6 * (size_t)m->num_vertices + 2 +
                    (m->num_normals > 0 ? 6 : 2) * (size_t)nn + 2;
        char sec[48];
        snprintf(sec, sizeof sec, "mesh at offset %u", m->offset);
        for (uint32_t i = 0; i < m->num_tex_quads; i++)
            if (m->tex_quads[i].texture >= lv->num_object_textures)
                return FAIL(at + 10 * (size_t)i + 8, sec,
                            "textured quad %u: texture %u >= %u object textures", i,
                            m->tex_quads[i].texture, lv->num_object_textures);
        at += 10 * (size_t)m->num_tex_quads + 2;
        for (uint32_t i = 0; i < m->num_tex_tris; i++)
            if (m->tex_tris[i].texture >= lv->num_object_textures)
                return FAIL(at + 8 * (size_t)i + 6, sec,
                            "textured triangle %u: texture %u >= %u object textures", i,
                            m->tex_tris[i].texture, lv->num_object_textures);
        /* Coloured faces index a 256-entry palette with a byte (TR2/TR3:
         * the low byte for the 8-bit palette, the high byte for the 16-bit
         * one), so every value is in range: nothing to check. */
    }
    return true;
}

/* ---- animation -------------------------------------------------------------- */

/* Number of argument words of each anim command (1-based ids). */
static int command_args(int16_t cmd)
{
    switch (cmd) {
    case 1: return 3; /* set position x, y, z */
    case 2: return 2; /* jump velocity y, z */
    case 3: return 0; /* empty hands */
    case 4: return 0; /* kill */
    case 5: return 2; /* sound: frame, id */
    case 6: return 2; /* effect: frame, id */
    default: return -1;
    }
}

static bool check_animations(Loader *ld)
{
    Level *lv = ld->lv;
    uint64_t frame_bytes = (uint64_t)lv->num_frame_words * 2;
    for (uint32_t i = 0; i < lv->num_animations; i++) {
        Animation *a = &lv->animations[i];
        size_t at = ld->off.animations + 32 * (size_t)i;
        const char *sec = "animations";
        if (a->frame_offset >= frame_bytes)
            return FAIL(at, sec, "animation %u: frame offset %u outside %llu bytes of frames", i,
                        a->frame_offset, (unsigned long long)frame_bytes);
        /* frame numbers are divided by the rate: 0 would divide by zero */
        if (a->frame_rate == 0)
            return FAIL(at + 4, sec, "animation %u: frame rate 0", i);
        if (a->frame_end < a->frame_start)
            return FAIL(at + 18, sec, "animation %u: frame end %u before frame start %u", i,
                        a->frame_end, a->frame_start);
        /* Items count frames in an int16, as the games do, and step past
         * frame_end to end an animation: with frame_end >= 32767 that step
         * wraps negative and the animation never ends. */
        if (a->frame_end >= INT16_MAX)
            return FAIL(at + 18, sec, "animation %u: frame end %u not below %d", i,
                        a->frame_end, INT16_MAX);
        if (a->next_anim >= lv->num_animations)
            return FAIL(at + 20, sec, "animation %u: next animation %u >= %u", i, a->next_anim,
                        lv->num_animations);
        if ((uint32_t)a->state_change_offset + a->num_state_changes > lv->num_state_changes)
            return FAIL(at + 26, sec, "animation %u: state changes %u+%u > %u", i,
                        a->state_change_offset, a->num_state_changes, lv->num_state_changes);
        /* Walk the commands: each has a variable number of argument words
         * and the walk must stay inside the command array. */
        uint32_t pos = a->anim_command_offset;
        for (uint32_t c = 0; c < a->num_anim_commands; c++) {
            if (pos >= lv->num_anim_commands)
                return FAIL(at + 30, sec, "animation %u: command %u outside %u command words",
                            i, c, lv->num_anim_commands);
            int nargs = command_args(lv->anim_commands[pos]);
            if (nargs < 0)
                return FAIL(ld->off.commands + 2 * (size_t)pos, "anim commands",
                            "animation %u: unknown command %d", i, lv->anim_commands[pos]);
            pos += 1 + (uint32_t)nargs;
            if (pos > lv->num_anim_commands)
                return FAIL(at + 30, sec,
                            "animation %u: command %u arguments outside %u command words", i,
                            c, lv->num_anim_commands);
        }
    }
    /* next_frame: real files (e.g. those made by level editors) contain
     * next frames outside the next animation's range; the games take the
     * value as is and only ever reach such links in animations that are
     * never played. Clamp to the next animation's range so frame look-ups
     * stay inside its frames. Checked after all next_anim values are
     * known valid. */
    for (uint32_t i = 0; i < lv->num_animations; i++) {
        Animation *a = &lv->animations[i];
        const Animation *next = &lv->animations[a->next_anim];
        a->next_frame = CLAMP(a->next_frame, next->frame_start, next->frame_end);
    }
    for (uint32_t i = 0; i < lv->num_state_changes; i++) {
        const StateChange *s = &lv->state_changes[i];
        if ((uint32_t)s->dispatch_offset + s->num_dispatches > lv->num_anim_dispatches)
            return FAIL(ld->off.state_changes + 6 * (size_t)i + 2, "state changes",
                        "state change %u: dispatches %u+%u > %u", i, s->dispatch_offset,
                        s->num_dispatches, lv->num_anim_dispatches);
    }
    for (uint32_t i = 0; i < lv->num_anim_dispatches; i++) {
        AnimDispatch *d = &lv->anim_dispatches[i];
        size_t at = ld->off.dispatches + 8 * (size_t)i;
        if (d->next_anim < 0 || (uint32_t)d->next_anim >= lv->num_animations)
            return FAIL(at + 4, "anim dispatches", "dispatch %u: next animation %d >= %u", i,
                        d->next_anim, lv->num_animations);
        /* Clamped like Animation.next_frame above (editor-made files). */
        const Animation *next = &lv->animations[d->next_anim];
        d->next_frame = (int16_t)CLAMP((int32_t)d->next_frame, (int32_t)next->frame_start,
                                       (int32_t)next->frame_end);
    }
    return true;
}

static bool check_models(Loader *ld)
{
    const Level *lv = ld->lv;
    uint64_t frame_bytes = (uint64_t)lv->num_frame_words * 2;
    for (uint32_t i = 0; i < lv->num_models; i++) {
        const Model *m = &lv->models[i];
        size_t at = ld->off.models + 18 * (size_t)i;
        const char *sec = "models";
        if ((uint32_t)m->start_mesh + m->num_meshes > lv->num_mesh_pointers)
            return FAIL(at + 6, sec, "model %u (id %u): meshes %u+%u > %u mesh pointers", i,
                        m->id, m->start_mesh, m->num_meshes, lv->num_mesh_pointers);
        /* A model with n meshes uses n-1 mesh tree nodes of 4 words. */
        if (m->num_meshes > 1 &&
            (uint64_t)m->mesh_tree + 4 * (uint64_t)(m->num_meshes - 1) > lv->num_mesh_tree_words)
            return FAIL(at + 8, sec, "model %u (id %u): mesh tree %u+%u nodes > %u words", i,
                        m->id, m->mesh_tree, m->num_meshes - 1u, lv->num_mesh_tree_words);
        if (m->frame_offset > frame_bytes || (m->frame_offset == frame_bytes && frame_bytes))
            return FAIL(at + 12, sec, "model %u (id %u): frame offset %u outside %llu bytes", i,
                        m->id, m->frame_offset, (unsigned long long)frame_bytes);
        if (m->animation != 0xFFFF && m->animation >= lv->num_animations)
            return FAIL(at + 16, sec, "model %u (id %u): animation %u >= %u", i, m->id,
                        m->animation, lv->num_animations);
    }
    for (uint32_t i = 0; i < lv->num_static_meshes; i++)
        if (lv->static_meshes[i].mesh >= lv->num_mesh_pointers)
            return FAIL(ld->off.static_meshes + 32 * (size_t)i + 4, "static meshes",
                        "static mesh %u: mesh %u >= %u mesh pointers", i,
                        lv->static_meshes[i].mesh, lv->num_mesh_pointers);
    return true;
}

/* ---- textures --------------------------------------------------------------- */

static bool check_textures(Loader *ld)
{
    const Level *lv = ld->lv;
    for (uint32_t i = 0; i < lv->num_object_textures; i++)
        if (Level_TextureTile(&lv->object_textures[i]) >= lv->num_textiles)
            return FAIL(ld->off.object_textures + 20 * (size_t)i + 2, "object textures",
                        "object texture %u: tile %u >= %u textiles", i,
                        Level_TextureTile(&lv->object_textures[i]), lv->num_textiles);
    for (uint32_t i = 0; i < lv->num_sprite_textures; i++)
        if (lv->sprite_textures[i].tile >= lv->num_textiles)
            return FAIL(ld->off.sprite_textures + 16 * (size_t)i, "sprite textures",
                        "sprite texture %u: tile %u >= %u textiles", i,
                        lv->sprite_textures[i].tile, lv->num_textiles);
    for (uint32_t i = 0; i < lv->num_sprite_textures; i++) {
        /* Width/height are stored as (pixels - 1) * 256 + 255: the sprite
         * must lie inside its 256x256 tile, or a renderer would read the
         * next tile (or past the last one). */
        const SpriteTexture *t = &lv->sprite_textures[i];
        uint32_t w = ((uint32_t)t->width >> 8) + 1, h = ((uint32_t)t->height >> 8) + 1;
        if (t->x + w > TEXTILE_SIZE || t->y + h > TEXTILE_SIZE)
            return FAIL(ld->off.sprite_textures + 16 * (size_t)i + 2, "sprite textures",
                        "sprite texture %u: %ux%u pixels at %u,%u outside its tile", i, w, h,
                        t->x, t->y);
    }
    for (uint32_t i = 0; i < lv->num_sprite_sequences; i++) {
        const SpriteSequence *s = &lv->sprite_sequences[i];
        int32_t len = -(int32_t)s->neg_length;
        if (len < 0 || s->offset < 0 ||
            (uint32_t)s->offset + (uint32_t)len > lv->num_sprite_textures)
            return FAIL(ld->off.sprite_sequences + 8 * (size_t)i + 4, "sprite sequences",
                        "sprite sequence %u (id %d): sprites %d+%d outside %u sprite textures",
                        i, s->id, s->offset, len, lv->num_sprite_textures);
    }
    /* Animated textures: a range count, then per range (count-1) and the
     * object texture indices. */
    uint32_t n = lv->num_animated_texture_words, pos = 0;
    const uint16_t *w = lv->animated_textures;
    if (n > 0) {
        uint32_t ranges = w[pos++];
        for (uint32_t rgi = 0; rgi < ranges; rgi++) {
            if (pos >= n)
                return FAIL(ld->off.animated_textures + 2 * (size_t)pos, "animated textures",
                            "range %u outside %u words", rgi, n);
            uint32_t count = (uint32_t)w[pos++] + 1;
            if (count > n - pos)
                return FAIL(ld->off.animated_textures + 2 * (size_t)(pos - 1),
                            "animated textures", "range %u: %u textures outside %u words", rgi,
                            count, n);
            for (uint32_t k = 0; k < count; k++, pos++)
                if (w[pos] >= lv->num_object_textures)
                    return FAIL(ld->off.animated_textures + 2 * (size_t)pos,
                                "animated textures", "texture %u >= %u object textures",
                                w[pos], lv->num_object_textures);
        }
    }
    return true;
}

/* ---- world ------------------------------------------------------------------ */

static bool check_world(Loader *ld)
{
    const Level *lv = ld->lv;
    for (uint32_t i = 0; i < lv->num_cameras; i++) {
        int16_t room = lv->cameras[i].room;
        if (room < 0 || (uint32_t)room >= lv->num_rooms)
            return FAIL(ld->off.cameras + 16 * (size_t)i + 12, "cameras",
                        "camera %u: room %d >= %u rooms", i, room, lv->num_rooms);
        if (!vec_in_world(lv->cameras[i].pos))
            return FAIL(ld->off.cameras + 16 * (size_t)i, "cameras", "camera %u " OUTSIDE_WORLD,
                        i, LEVEL_WORLD_LIMIT);
    }
    for (uint32_t i = 0; i < lv->num_sound_sources; i++)
        if (!vec_in_world(lv->sound_sources[i].pos))
            return FAIL(ld->off.sound_sources + 16 * (size_t)i, "sound sources",
                        "sound source %u " OUTSIDE_WORLD, i, LEVEL_WORLD_LIMIT);
    uint32_t box_size = lv->game == GAME_TR1 ? 20 : 8;
    for (uint32_t i = 0; i < lv->num_boxes; i++) {
        const Box *b = &lv->boxes[i];
        if (!in_world(b->min_x) || !in_world(b->max_x) || !in_world(b->min_z) ||
            !in_world(b->max_z))
            return FAIL(ld->off.boxes + box_size * (size_t)i, "boxes", "box %u " OUTSIDE_WORLD,
                        i, LEVEL_WORLD_LIMIT);
        /* Every box has an overlap list (the games read it even for a box
         * with no neighbours), so the index must be inside the array. */
        uint32_t ov = (uint16_t)lv->boxes[i].overlap_index & BOX_OVERLAP_MASK;
        if (ov >= lv->num_overlaps)
            return FAIL(ld->off.boxes + box_size * (size_t)i + box_size - 2, "boxes",
                        "box %u: overlap index %u >= %u overlaps", i, ov, lv->num_overlaps);
    }
    for (uint32_t i = 0; i < lv->num_overlaps; i++)
        if ((lv->overlaps[i] & 0x7FFF) >= lv->num_boxes)
            return FAIL(ld->off.overlaps + 2 * (size_t)i, "overlaps",
                        "overlap %u: box %u >= %u boxes", i, lv->overlaps[i] & 0x7FFF,
                        lv->num_boxes);
    /* Each box's overlap list runs until an entry with bit 15 set, so the
     * last entry must have it or a walk would run off the array. */
    if (lv->num_overlaps > 0 && !(lv->overlaps[lv->num_overlaps - 1] & 0x8000))
        return FAIL(ld->off.overlaps + 2 * (size_t)(lv->num_overlaps - 1), "overlaps",
                    "last overlap list does not end");
    for (uint32_t i = 0; i < lv->num_sound_sources; i++)
        if (lv->sound_sources[i].sound_id >= lv->num_sound_map)
            return FAIL(ld->off.sound_sources + 16 * (size_t)i + 12, "sound sources",
                        "sound source %u: sound %u >= %u", i, lv->sound_sources[i].sound_id,
                        lv->num_sound_map);
    uint32_t item_size = lv->game == GAME_TR1 ? 22 : 24;
    for (uint32_t i = 0; i < lv->num_items; i++) {
        int16_t room = lv->items[i].room;
        if (room < 0 || (uint32_t)room >= lv->num_rooms)
            return FAIL(ld->off.items + item_size * (size_t)i + 2, "items",
                        "item %u: room %d >= %u rooms", i, room, lv->num_rooms);
        if (lv->items[i].object_id < 0)
            return FAIL(ld->off.items + item_size * (size_t)i, "items",
                        "item %u: negative object id %d", i, lv->items[i].object_id);
        if (!vec_in_world(lv->items[i].pos))
            return FAIL(ld->off.items + item_size * (size_t)i + 4, "items",
                        "item %u: position %d,%d,%d " OUTSIDE_WORLD, i, lv->items[i].pos.x,
                        lv->items[i].pos.y, lv->items[i].pos.z, LEVEL_WORLD_LIMIT);
    }
    return true;
}

static bool check_sound(Loader *ld)
{
    const Level *lv = ld->lv;
    for (uint32_t i = 0; i < lv->num_sound_map; i++) {
        int16_t d = lv->sound_map[i];
        if (d != -1 && (d < 0 || (uint32_t)d >= lv->num_sound_details))
            return FAIL(ld->off.sound_map + 2 * (size_t)i, "sound map",
                        "sound %u: detail %d >= %u sound details", i, d, lv->num_sound_details);
    }
    for (uint32_t i = 0; i < lv->num_sound_details; i++) {
        const SoundDetail *d = &lv->sound_details[i];
        /* bits 2..5 of characteristics: number of alternative samples */
        uint32_t count = (d->characteristics >> 2) & 0x0F;
        if (count == 0)
            count = 1;
        if ((uint32_t)d->sample + count > lv->num_sample_indices)
            return FAIL(ld->off.sound_details + 8 * (size_t)i, "sound details",
                        "sound detail %u: samples %u+%u > %u sample indices", i, d->sample,
                        count, lv->num_sample_indices);
    }
    if (lv->game == GAME_TR1)
        for (uint32_t i = 0; i < lv->num_sample_indices; i++)
            if (lv->sample_indices[i] >= lv->num_sample_bytes)
                return FAIL(ld->off.sample_indices + 4 * (size_t)i, "sample indices",
                            "sample %u: offset %u outside %u sample bytes", i,
                            lv->sample_indices[i], lv->num_sample_bytes);
    return true;
}

bool Level_Validate(Loader *ld)
{
    Level *lv = ld->lv;
    for (uint32_t i = 0; i < lv->num_rooms; i++)
        if (!check_room(ld, i))
            return false;
    return check_meshes(ld) && check_animations(ld) && check_models(ld) &&
           check_textures(ld) && check_world(ld) && check_sound(ld) && Level_ParseFloor(ld);
}
