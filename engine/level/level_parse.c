/* Level parsing, pass 1 of the loader (see level_load.c): every section in
 * file order through one bounds-checked Reader, one function per group of
 * sections. Every count is checked against the bytes left before anything
 * is allocated, so allocations stay proportional to the file. The file must
 * end exactly where the last section ends.
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

/* The version (which game) and, after TR1, the palettes. */
static bool parse_header(Loader *ld)
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
    return true;
}

/* The texture tiles (8-bit; 16-bit after TR1). */
static bool parse_textiles(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    GameVersion g = lv->game;

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
    return true;
}

/* The rooms (level_rooms.c parses each). */
static bool parse_rooms(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;

    Reader_Section(r, "rooms");
    /* A room takes at least 40 bytes in the file. */
    if (!read_count16(ld, &lv->num_rooms, 40, "room"))
        return false;
    lv->rooms = alloc_array(ld, lv->num_rooms, sizeof(Room));
    ld->room_off = alloc_array(ld, lv->num_rooms, sizeof(RoomOffsets));
    if (!lv->rooms || !ld->room_off)
        return false;
    for (uint32_t i = 0; i < lv->num_rooms; i++)
        if (!Level_ParseRoom(ld, i))
            return false;
    return true;
}

/* The floordata words. */
static bool parse_floordata(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;

    Reader_Section(r, "floordata");
    lv->num_floordata = Reader_U32(r);
    ld->off.floordata = Reader_Pos(r);
    if (!read_u16_array(ld, lv->num_floordata, &lv->floordata, "floordata"))
        return false;
    return true;
}

/* The mesh data (parsed later, by Level_ParseMeshes) and mesh pointers. */
static bool parse_mesh_words(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;

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
    return true;
}

/* Animations, state changes, anim dispatches and anim commands. */
static bool parse_animations(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;

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
    return true;
}

/* Mesh trees, frames, models and static meshes. */
static bool parse_models(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;

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
    return true;
}

/* Object textures (TR1/TR2), sprite textures and sequences; then which TR1
 * layout the rest of the file is in (see the top of this file). */
static bool parse_sprites(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    GameVersion g = lv->game;

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
    return true;
}

/* Cameras and sound sources. */
static bool parse_cameras_sounds(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;

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
    return true;
}

/* Boxes, overlaps and zones. */
static bool parse_boxes(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    GameVersion g = lv->game;

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
    return true;
}

/* Animated textures, object textures (TR3) and items. */
static bool parse_items(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    GameVersion g = lv->game;

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
    return true;
}

/* The LightMap, the TR1 retail palette, cinematic frames and demo data. */
static bool parse_tables(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    GameVersion g = lv->game;

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
    return true;
}

/* The sound map, sound details, samples (TR1) and sample indices; then the
 * end of the file. */
static bool parse_sounds(Loader *ld)
{
    Reader *r = &ld->r;
    Level *lv = ld->lv;
    GameVersion g = lv->game;

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
    return true;
}

bool Level_Parse(Loader *ld)
{
    return parse_header(ld) && parse_textiles(ld) && parse_rooms(ld) && parse_floordata(ld) &&
           parse_mesh_words(ld) && parse_animations(ld) && parse_models(ld) && parse_sprites(ld) &&
           parse_cameras_sounds(ld) && parse_boxes(ld) && parse_items(ld) && parse_tables(ld) &&
           parse_sounds(ld) && Level_ParseMeshes(ld);
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
