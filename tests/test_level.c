/* Loader tests on the real shared levels: counts, content, layouts.
 *
 * Expected numbers come from an independent walk of the files (a small
 * script written from the format documents, not from this loader), and
 * from the shared levels' README (38 rooms / 60 items in LEVEL1, 3 models
 * in CUT1). */
#include "tests/test.h"

#include "engine/level/level.h"
#include "engine/level/level_write.h"
#include "engine/level/reader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool load_shared(const char *rel, Level *lv)
{
    const char *path = Test_SharedPath(rel);
    if (!path)
        return false;
    char err[512];
    bool ok = Level_Load(path, lv, err, sizeof err);
    if (!ok)
        fprintf(stderr, "%s\n", err);
    return ok;
}

static uint32_t sum_rooms(const Level *lv, int what)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < lv->num_rooms; i++) {
        const Room *r = &lv->rooms[i];
        n += what == 0 ? r->num_vertices : what == 1 ? r->num_quads : what == 2 ? r->num_tris
             : what == 3 ? (uint32_t)r->num_x_sectors * r->num_z_sectors : r->num_portals;
    }
    return n;
}

/* ---- reader ------------------------------------------------------------------ */

TEST(level_reader_records_first_error_with_section_and_offset)
{
    const uint8_t bytes[] = { 0x34, 0x12, 0x78, 0x56, 0x34, 0x12, 0xFF };
    Reader r;
    Reader_Init(&r, bytes, sizeof bytes);
    Reader_Section(&r, "part %d", 1);
    CHECK_EQ(Reader_U16(&r), 0x1234);
    CHECK_EQ(Reader_U32(&r), 0x12345678);
    CHECK_EQ(Reader_I8(&r), -1);
    CHECK(Reader_Ok(&r));
    CHECK_EQ(Reader_U16(&r), 0); /* past the end: 0 and an error at byte 7 */
    CHECK(!Reader_Ok(&r));
    Reader_Fail(&r, "second error is ignored");
    char msg[256];
    Reader_FormatError(&r, "F.PHD", msg, sizeof msg);
    CHECK_MSG(strcmp(msg, "error: F.PHD: part 1: unexpected end of file (need 2 bytes, 0 left) "
                          "(at byte 7)") == 0, "got '%s'", msg);

    Reader_Init(&r, bytes, sizeof bytes);
    CHECK(Reader_CheckArray(&r, 3, 2, "thing"));
    CHECK(!Reader_CheckArray(&r, 0xFFFFFFFFu, 65536 * 3, "thing"));
    CHECK_EQ(r.err_pos, 0);
}

TEST(level_crc32_matches_the_standard_check_value)
{
    /* CRC-32/ISO-HDLC check value of "123456789" */
    CHECK_EQ(Level_Crc32((const uint8_t *)"123456789", 9), 0xCBF43926u);
}

/* ---- TR1 ------------------------------------------------------------------- */

TEST(level_tr1_level1_counts_and_content)
{
    Level lv;
    if (!Test_SharedPath("tr1/LEVEL1.PHD"))
        SKIP("shared level tr1/LEVEL1.PHD absent");
    CHECK(load_shared("tr1/LEVEL1.PHD", &lv));
    CHECK_EQ(lv.game, GAME_TR1);
    CHECK_EQ(lv.version, 0x20);
    CHECK(!lv.demo_layout);
    CHECK_EQ(lv.file_size, 2533634);
    CHECK_EQ(lv.num_textiles, 11);
    CHECK_EQ(lv.num_rooms, 38);
    CHECK_EQ(sum_rooms(&lv, 0), 8349);
    CHECK_EQ(sum_rooms(&lv, 1), 6993);
    CHECK_EQ(sum_rooms(&lv, 2), 466);
    CHECK_EQ(sum_rooms(&lv, 3), 4026);
    CHECK_EQ(sum_rooms(&lv, 4), 78);
    CHECK_EQ(lv.num_floordata, 4338);
    CHECK_EQ(lv.num_mesh_pointers, 217);
    CHECK_EQ(lv.num_meshes, 171);
    CHECK_EQ(lv.num_animations, 277);
    CHECK_EQ(lv.num_state_changes, 234);
    CHECK_EQ(lv.num_anim_dispatches, 249);
    CHECK_EQ(lv.num_anim_commands, 721);
    CHECK_EQ(lv.num_mesh_tree_words, 668);
    CHECK_EQ(lv.num_frame_words, 138836);
    CHECK_EQ(lv.num_models, 42);
    CHECK_EQ(lv.num_static_meshes, 8);
    CHECK_EQ(lv.num_object_textures, 897);
    CHECK_EQ(lv.num_sprite_textures, 156);
    CHECK_EQ(lv.num_sprite_sequences, 25);
    CHECK_EQ(lv.num_boxes, 619);
    CHECK_EQ(lv.num_zone_words, 619 * 6); /* TR1: 6 zone words per box */
    CHECK_EQ(lv.num_overlaps, 3528);
    CHECK_EQ(lv.num_items, 60);
    CHECK_EQ(lv.num_sound_map, 256);
    CHECK_EQ(lv.num_sound_details, 71);
    CHECK_EQ(lv.num_sample_indices, 84);
    CHECK_EQ(lv.num_sample_bytes, 1202666);

    /* room 0 */
    const Room *r0 = &lv.rooms[0];
    CHECK_EQ(r0->x, 71680);
    CHECK_EQ(r0->z, 2048);
    CHECK_EQ(r0->y_bottom, 4096);
    CHECK_EQ(r0->y_top, -3584);
    CHECK_EQ(r0->num_vertices, 311);
    CHECK_EQ(r0->vertices[0].pos.x, 1024);
    CHECK_EQ(r0->vertices[0].pos.y, 1792);
    CHECK_EQ(r0->vertices[0].pos.z, 1024);
    CHECK_EQ(r0->vertices[0].lighting, 6751);
    CHECK_EQ(r0->vertices[0].shade, 6751);
    CHECK_EQ(r0->num_portals, 1);
    CHECK_EQ(r0->portals[0].adjoining_room, 6);
    CHECK_EQ(r0->num_z_sectors, 20);
    CHECK_EQ(r0->num_x_sectors, 6);
    CHECK_EQ(r0->alternate_room, -1);
    CHECK_EQ(r0->num_lights, 1);
    CHECK_EQ(r0->num_statics, 1);
    CHECK(Level_RoomSector(r0, 5, 19) == &r0->sectors[19 + 5 * 20]);
    CHECK(Level_RoomSector(r0, 6, 0) == NULL);
    CHECK(Level_RoomSector(r0, 0, -1) == NULL);
    /* static_index resolved to the static mesh with that id */
    const RoomStatic *rs = &r0->statics[0];
    CHECK_EQ(lv.static_meshes[rs->static_index].id, rs->mesh_id);

    /* palette (6-bit components) */
    CHECK_EQ(lv.palette[0].r, 2);
    CHECK_EQ(lv.palette[0].g, 0);
    CHECK_EQ(lv.palette[0].b, 0);
    CHECK_EQ(lv.palette[2].r, 6);
    CHECK_EQ(lv.palette[2].g, 1);
    CHECK_EQ(lv.palette[255].r, 0x21);
    CHECK_EQ(lv.palette[255].g, 0x23);
    CHECK_EQ(lv.palette[255].b, 0x1b);
    CHECK(!lv.has_palette16);

    /* Lara: model 0, 15 meshes from pointer 0, tree 0, animation 0 */
    const Model *lara = Level_FindModel(&lv, 0);
    CHECK(lara != NULL);
    CHECK_EQ(lara->num_meshes, 15);
    CHECK_EQ(lara->start_mesh, 0);
    CHECK_EQ(lara->mesh_tree, 0);
    CHECK_EQ(lara->frame_offset, 0);
    CHECK_EQ(lara->animation, 0);
    CHECK_EQ(Level_FindModel(&lv, 1)->start_mesh, 15);
    CHECK(Level_FindModel(&lv, 6) == NULL);
    /* mesh pointers: 0, 480, 1052, ... parsed at their offsets */
    CHECK_EQ(lv.mesh_pointers[1], 480);
    CHECK_EQ(Level_MeshAt(&lv, 1)->offset, 480);
    CHECK(Level_MeshAt(&lv, 217) == NULL);
    CHECK(Level_MeshAt(&lv, 0)->num_vertices > 0);

    /* animation 103: Lara's standing loop */
    const Animation *a = &lv.animations[103];
    CHECK_EQ(a->frame_offset, 72560);
    CHECK_EQ(a->frame_rate, 4);
    CHECK_EQ(a->state_id, 2);
    CHECK_EQ(a->frame_start, 1608);
    CHECK_EQ(a->frame_end, 1676);
    CHECK_EQ(a->next_anim, 103);
    CHECK_EQ(a->next_frame, 1608);
    CHECK_EQ(a->num_state_changes, 17);
    CHECK_EQ(a->state_change_offset, 125);
    CHECK_EQ(a->anim_command_offset, 336);
    /* animation 0: running, speed 47.0 */
    CHECK_EQ(lv.animations[0].speed, 47 << 16);
    CHECK_EQ(lv.animations[0].frame_end, 21);

    /* first object texture, sprite sequence, camera, item */
    CHECK_EQ(lv.object_textures[0].vertices[0].x_pixel, 128);
    CHECK_EQ(lv.object_textures[0].vertices[0].y_pixel, 192);
    CHECK_EQ(lv.object_textures[0].vertices[1].x_coord, 255);
    CHECK_EQ(lv.object_textures[0].vertices[1].x_pixel, 191);
    CHECK_EQ(lv.sprite_sequences[0].id, 84);
    CHECK_EQ(lv.sprite_sequences[0].neg_length, -1);
    CHECK(Level_FindSpriteSequence(&lv, 84) == &lv.sprite_sequences[0]);
    CHECK_EQ(lv.cameras[0].pos.x, 43136);
    CHECK_EQ(lv.cameras[0].room, 24);
    CHECK_EQ(lv.items[0].object_id, 0); /* Lara */
    CHECK_EQ(lv.items[0].room, 0);
    CHECK_EQ(lv.items[0].pos.x, 75264);
    CHECK_EQ(lv.items[0].pos.y, 3072);
    CHECK_EQ(lv.items[0].pos.z, 3584);
    CHECK_EQ(lv.items[0].intensity, -1);
    /* embedded samples are RIFF WAVE files */
    CHECK(memcmp(lv.samples + lv.sample_indices[0], "RIFF", 4) == 0);
    CHECK(lv.sfx_data == NULL);
    Level_Free(&lv);
    CHECK(lv.rooms == NULL && lv.num_rooms == 0);
}

TEST(level_tr1_cut1_has_no_lara)
{
    Level lv;
    if (!Test_SharedPath("tr1/CUT1.PHD"))
        SKIP("shared level tr1/CUT1.PHD absent");
    CHECK(load_shared("tr1/CUT1.PHD", &lv));
    CHECK_EQ(lv.num_rooms, 15);
    CHECK_EQ(lv.num_models, 3);
    CHECK(Level_FindModel(&lv, 0) == NULL);
    CHECK_EQ(lv.num_items, 3);
    CHECK_EQ(lv.num_cinematic_frames, 1600);
    CHECK_EQ(lv.num_animations, 3);
    CHECK_EQ(lv.num_frame_words, 83280);
    CHECK_EQ(lv.num_mesh_pointers, 31);
    CHECK_EQ(lv.num_boxes, 159);
    CHECK_EQ(lv.num_sample_indices, 6);
    /* every item is a model of the level or a sprite sequence */
    for (uint32_t i = 0; i < lv.num_items; i++)
        CHECK(Level_FindModel(&lv, (uint32_t)lv.items[i].object_id) != NULL ||
              Level_FindSpriteSequence(&lv, lv.items[i].object_id) != NULL);
    Level_Free(&lv);
}

TEST(level_tr1_rando_test_level)
{
    Level lv;
    if (!Test_SharedPath("tr1/RANDO_TEST1.PHD"))
        SKIP("shared level tr1/RANDO_TEST1.PHD absent");
    CHECK(load_shared("tr1/RANDO_TEST1.PHD", &lv));
    CHECK_EQ(lv.num_rooms, 10);
    CHECK_EQ(lv.num_items, 14);
    CHECK_EQ(lv.num_models, 39);
    CHECK_EQ(lv.num_cinematic_frames, 181);
    CHECK_EQ(lv.num_sound_details, 90);
    CHECK(Level_FindModel(&lv, 0) != NULL);
    Level_Free(&lv);
}

/* ---- TR2 / TR3 ----------------------------------------------------------------- */

TEST(level_tr2_counts_and_palettes)
{
    Level lv;
    if (!Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared level tr2/RANDO_TEST1.TR2 absent");
    CHECK(load_shared("tr2/RANDO_TEST1.TR2", &lv));
    CHECK_EQ(lv.game, GAME_TR2);
    CHECK_EQ(lv.version, 0x2D);
    CHECK_EQ(lv.num_textiles, 9);
    CHECK(lv.textiles16 != NULL);
    CHECK(lv.has_palette16);
    CHECK_EQ(lv.num_rooms, 5);
    CHECK_EQ(sum_rooms(&lv, 0), 371);
    CHECK_EQ(sum_rooms(&lv, 3), 192);
    CHECK_EQ(lv.num_mesh_pointers, 334);
    CHECK_EQ(lv.num_animations, 339);
    CHECK_EQ(lv.num_models, 50);
    CHECK_EQ(lv.num_object_textures, 1200);
    CHECK_EQ(lv.num_boxes, 17);
    CHECK_EQ(lv.num_zone_words, 170);
    CHECK_EQ(lv.num_items, 7);
    CHECK_EQ(lv.num_sound_map, 370);
    CHECK_EQ(lv.num_sound_details, 163);
    CHECK_EQ(lv.num_sample_indices, 197);
    CHECK_EQ(lv.num_sample_bytes, 0);
    CHECK(lv.sfx_data == NULL); /* no MAIN.SFX next to it: silence */
    /* boxes are stored in sectors and kept in world units */
    for (uint32_t i = 0; i < lv.num_boxes; i++) {
        CHECK_EQ(lv.boxes[i].min_x % WALL_SIZE, 0);
        CHECK(lv.boxes[i].max_z > lv.boxes[i].min_z);
    }
    CHECK(Level_FindModel(&lv, 0) != NULL);

    /* content, from an independent walk of the file */
    CHECK_EQ(lv.palette[255].r, 0x1e); /* 8-bit palette: components > 63 kept */
    CHECK_EQ(lv.palette[255].g, 0x3e);
    CHECK_EQ(lv.palette[255].b, 0x2a);
    const RoomVertex *v = &lv.rooms[0].vertices[0];
    CHECK_EQ(v->pos.x, 2048);
    CHECK_EQ(v->pos.z, 1024);
    CHECK_EQ(v->lighting, 7136);
    CHECK_EQ(v->attributes, 16);
    CHECK_EQ(v->lighting2, 7136);
    CHECK_EQ(v->shade, 7136); /* TR2 shades with Lighting2 */
    CHECK_EQ(lv.rooms[0].ambient, 7136);
    CHECK_EQ(lv.rooms[0].ambient2, 7136);
    const RoomLight *l = &lv.rooms[0].lights[0];
    CHECK_EQ(l->pos.x, 4608);
    CHECK_EQ(l->pos.y, -2176);
    CHECK_EQ(l->intensity, 7044);
    CHECK_EQ(l->intensity2, 7044);
    CHECK_EQ(l->fade, 2560);
    CHECK_EQ(l->fade2, 2560);
    CHECK_EQ(lv.rooms[4].lights[0].intensity, 4095);
    /* box 0 stored as sectors 10,11,2,7 */
    CHECK_EQ(lv.boxes[0].min_z, 10 * 1024);
    CHECK_EQ(lv.boxes[0].max_z, 11 * 1024);
    CHECK_EQ(lv.boxes[0].min_x, 2 * 1024);
    CHECK_EQ(lv.boxes[0].max_x, 7 * 1024);
    CHECK_EQ(lv.object_textures[0].vertices[0].x_pixel, 255);
    CHECK_EQ(lv.object_textures[0].vertices[0].y_pixel, 233);
    CHECK_EQ(lv.object_textures[0].vertices[1].x_pixel, 207);
    CHECK_EQ(lv.items[0].pos.x, 4608);
    CHECK_EQ(lv.items[0].pos.z, 22016);
    CHECK_EQ(lv.items[0].angle, -32768);
    CHECK_EQ(lv.items[0].intensity, -1);
    CHECK_EQ(lv.items[0].intensity2, -1);
    CHECK_EQ(lv.sound_map[3], 3);
    CHECK_EQ(lv.sound_details[0].volume, 21299);
    CHECK_EQ(lv.sound_details[0].characteristics, 24592);
    CHECK_EQ(lv.sample_indices[2], 2);
    Level_Free(&lv);
}

TEST(level_tr3_counts)
{
    Level lv;
    if (!Test_SharedPath("tr3/RANDO_TEST1.TR2"))
        SKIP("shared level tr3/RANDO_TEST1.TR2 absent");
    CHECK(load_shared("tr3/RANDO_TEST1.TR2", &lv));
    CHECK_EQ(lv.game, GAME_TR3);
    CHECK_EQ(lv.version, LEVEL_VERSION_TR3_B);
    CHECK_EQ(lv.num_textiles, 6);
    CHECK_EQ(lv.num_rooms, 4);
    CHECK_EQ(sum_rooms(&lv, 0), 324);
    CHECK_EQ(sum_rooms(&lv, 1), 297);
    CHECK_EQ(lv.num_mesh_pointers, 288);
    CHECK_EQ(lv.num_animations, 436);
    CHECK_EQ(lv.num_anim_commands, 1944);
    CHECK_EQ(lv.num_frame_words, 174327);
    CHECK_EQ(lv.num_models, 54);
    CHECK_EQ(lv.num_object_textures, 1102); /* read after animated textures */
    CHECK_EQ(lv.num_animated_texture_words, 8);
    CHECK_EQ(lv.num_items, 4);
    CHECK_EQ(lv.num_sound_details, 148);
    CHECK_EQ(lv.num_sample_indices, 177);
    /* TR3 shade comes from the 15-bit colour (Lighting is not used) */
    const RoomVertex *v = &lv.rooms[0].vertices[0];
    CHECK_EQ(v->pos.x, 2048);
    CHECK_EQ(v->lighting, 4228);
    CHECK_EQ(v->lighting2, 4228); /* the 15-bit colour word: grey 4 */
    CHECK_EQ(v->shade, 0x1FFF - (4 << 8));
    /* TR3 rooms: ambient + light mode, 24-byte lights, 3 extra bytes */
    const Room *r0 = &lv.rooms[0];
    CHECK_EQ(r0->ambient, 7136);
    CHECK_EQ(r0->light_mode, 0);
    CHECK_EQ(r0->water_scheme, 5);
    CHECK_EQ(r0->reverb_info, 0);
    CHECK_EQ(r0->flags, 64);
    CHECK_EQ(r0->alternate_room, -1);
    const RoomLight *l = &r0->lights[0];
    CHECK_EQ(l->pos.z, 16896);
    CHECK_EQ(l->colour[0], 255);
    CHECK_EQ(l->colour[1], 129);
    CHECK_EQ(l->colour[2], 0);
    CHECK_EQ(l->type, 0);
    CHECK_EQ(l->intensity, 7044);
    CHECK_EQ(l->fade, 2560);
    CHECK_EQ(l->sun_normal.x, 7044);
    /* object textures come after the animated textures in TR3 */
    CHECK_EQ(lv.object_textures[0].tile, 2);
    CHECK_EQ(lv.object_textures[0].vertices[0].x_coord, 127);
    CHECK_EQ(lv.object_textures[0].vertices[0].x_pixel, 26);
    CHECK_EQ(lv.boxes[0].max_x, 7 * 1024);
    CHECK_EQ(lv.items[0].pos.z, 22016);
    /* TR3 sound details: byte volume, range, chance, pitch */
    const SoundDetail *sd = &lv.sound_details[0];
    CHECK_EQ(sd->sample, 0);
    CHECK_EQ(sd->volume, 89);
    CHECK_EQ(sd->range, 13);
    CHECK_EQ(sd->chance, 0);
    CHECK_EQ(sd->pitch, 19);
    CHECK_EQ(sd->characteristics, 24592);
    Level_Free(&lv);
}

/* ---- all shared files: levelinfo --json equals the independent walk --------- */

static const struct {
    const char *rel;
    const char *json;
} k_expected_json[] = {
    { "tr1/LEVEL1.PHD",
      "{\"game\": \"TR1\", \"version\": 32, \"demo_layout\": false, \"textiles\": 11, "
      "\"rooms\": 38, \"room_vertices\": 8349, \"room_quads\": 6993, \"room_tris\": 466, "
      "\"room_sprites\": 43, \"portals\": 78, \"sectors\": 4026, \"lights\": 44, "
      "\"room_statics\": 44, \"floordata\": 4338, \"mesh_pointers\": 217, "
      "\"animations\": 277, \"state_changes\": 234, \"anim_dispatches\": 249, "
      "\"anim_commands\": 721, \"meshtree\": 668, \"frame_words\": 138836, \"models\": 42, "
      "\"static_meshes\": 8, \"object_textures\": 897, \"sprite_textures\": 156, "
      "\"sprite_sequences\": 25, \"cameras\": 2, \"sound_sources\": 0, \"boxes\": 619, "
      "\"overlaps\": 3528, \"animated_texture_words\": 1, \"items\": 60, "
      "\"cinematic_frames\": 0, \"demo_bytes\": 0, \"sound_details\": 71, "
      "\"sample_indices\": 84}" },
    { "tr1/CUT1.PHD",
      "{\"game\": \"TR1\", \"version\": 32, \"demo_layout\": false, \"textiles\": 4, "
      "\"rooms\": 15, \"room_vertices\": 1460, \"room_quads\": 1012, \"room_tris\": 294, "
      "\"room_sprites\": 0, \"portals\": 36, \"sectors\": 985, \"lights\": 17, "
      "\"room_statics\": 0, \"floordata\": 1344, \"mesh_pointers\": 31, \"animations\": 3, "
      "\"state_changes\": 0, \"anim_dispatches\": 0, \"anim_commands\": 0, \"meshtree\": 112, "
      "\"frame_words\": 83280, \"models\": 3, \"static_meshes\": 0, \"object_textures\": 324, "
      "\"sprite_textures\": 110, \"sprite_sequences\": 1, \"cameras\": 1, "
      "\"sound_sources\": 0, \"boxes\": 159, \"overlaps\": 696, "
      "\"animated_texture_words\": 11, \"items\": 3, \"cinematic_frames\": 1600, "
      "\"demo_bytes\": 0, \"sound_details\": 6, \"sample_indices\": 6}" },
    { "tr1/RANDO_TEST1.PHD",
      "{\"game\": \"TR1\", \"version\": 32, \"demo_layout\": false, \"textiles\": 9, "
      "\"rooms\": 10, \"room_vertices\": 628, \"room_quads\": 553, \"room_tris\": 24, "
      "\"room_sprites\": 1, \"portals\": 18, \"sectors\": 345, \"lights\": 4, "
      "\"room_statics\": 2, \"floordata\": 222, \"mesh_pointers\": 194, \"animations\": 263, "
      "\"state_changes\": 225, \"anim_dispatches\": 240, \"anim_commands\": 674, "
      "\"meshtree\": 612, \"frame_words\": 129300, \"models\": 39, \"static_meshes\": 2, "
      "\"object_textures\": 728, \"sprite_textures\": 164, \"sprite_sequences\": 28, "
      "\"cameras\": 1, \"sound_sources\": 1, \"boxes\": 40, \"overlaps\": 236, "
      "\"animated_texture_words\": 16, \"items\": 14, \"cinematic_frames\": 181, "
      "\"demo_bytes\": 0, \"sound_details\": 90, \"sample_indices\": 103}" },
    { "tr2/RANDO_TEST1.TR2",
      "{\"game\": \"TR2\", \"version\": 45, \"demo_layout\": false, \"textiles\": 9, "
      "\"rooms\": 5, \"room_vertices\": 371, \"room_quads\": 334, \"room_tris\": 8, "
      "\"room_sprites\": 0, \"portals\": 8, \"sectors\": 192, \"lights\": 2, "
      "\"room_statics\": 0, \"floordata\": 135, \"mesh_pointers\": 334, \"animations\": 339, "
      "\"state_changes\": 295, \"anim_dispatches\": 328, \"anim_commands\": 1266, "
      "\"meshtree\": 1136, \"frame_words\": 151916, \"models\": 50, \"static_meshes\": 0, "
      "\"object_textures\": 1200, \"sprite_textures\": 183, \"sprite_sequences\": 32, "
      "\"cameras\": 1, \"sound_sources\": 1, \"boxes\": 17, \"overlaps\": 80, "
      "\"animated_texture_words\": 8, \"items\": 7, \"cinematic_frames\": 181, "
      "\"demo_bytes\": 0, \"sound_details\": 163, \"sample_indices\": 197}" },
    { "tr3/RANDO_TEST1.TR2",
      "{\"game\": \"TR3\", \"version\": 4279763000, \"demo_layout\": false, \"textiles\": 6, "
      "\"rooms\": 4, \"room_vertices\": 324, \"room_quads\": 297, \"room_tris\": 4, "
      "\"room_sprites\": 0, \"portals\": 6, \"sectors\": 162, \"lights\": 1, "
      "\"room_statics\": 0, \"floordata\": 121, \"mesh_pointers\": 288, \"animations\": 436, "
      "\"state_changes\": 419, \"anim_dispatches\": 509, \"anim_commands\": 1944, "
      "\"meshtree\": 936, \"frame_words\": 174327, \"models\": 54, \"static_meshes\": 0, "
      "\"object_textures\": 1102, \"sprite_textures\": 147, \"sprite_sequences\": 6, "
      "\"cameras\": 1, \"sound_sources\": 1, \"boxes\": 13, \"overlaps\": 58, "
      "\"animated_texture_words\": 8, \"items\": 4, \"cinematic_frames\": 181, "
      "\"demo_bytes\": 0, \"sound_details\": 148, \"sample_indices\": 177}" },
};

TEST(level_levelinfo_json_matches_independent_walk)
{
    int checked = 0;
    for (size_t i = 0; i < sizeof k_expected_json / sizeof k_expected_json[0]; i++) {
        const char *path = Test_SharedPath(k_expected_json[i].rel);
        if (!path)
            continue;
        char cmd[1024], out[4096];
        snprintf(cmd, sizeof cmd, "'%s' '%s' --json 2>&1", Test_BinPath("levelinfo"), path);
        CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
        size_t len = strlen(out);
        while (len && (out[len - 1] == '\n' || out[len - 1] == '\r'))
            out[--len] = '\0';
        CHECK_MSG(strcmp(out, k_expected_json[i].json) == 0, "%s:\n got  %s\n want %s",
                  k_expected_json[i].rel, out, k_expected_json[i].json);
        checked++;
    }
    if (!checked)
        SKIP("no shared levels");
}

TEST(level_levelinfo_bad_input_exits_2_with_one_line)
{
    const char *path = Test_SharedPath("tr1/CUT1.PHD");
    if (!path)
        SKIP("shared level tr1/CUT1.PHD absent");
    size_t size;
    uint8_t *data = Test_ReadFile(path, &size);
    CHECK(data != NULL);
    char trunc[1024];
    snprintf(trunc, sizeof trunc, "%s/cut1_truncated.phd", Test_TmpDir());
    FILE *f = fopen(trunc, "wb");
    CHECK(f != NULL);
    CHECK_EQ(fwrite(data, 1, size / 2, f), size / 2);
    fclose(f);
    free(data);

    const char *cases[][2] = {
        { trunc, "error: " },
        { "/nonexistent/level.phd",
          "error: /nonexistent/level.phd: file: cannot read: No such file or directory (at byte 0)" },
        { "", "error: usage" },
    };
    for (size_t i = 0; i < 3; i++) {
        char cmd[2048], out[2048];
        if (cases[i][0][0])
            snprintf(cmd, sizeof cmd, "'%s' '%s' 2>&1", Test_BinPath("levelinfo"), cases[i][0]);
        else
            snprintf(cmd, sizeof cmd, "'%s' 2>&1", Test_BinPath("levelinfo"));
        CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
        CHECK_MSG(strncmp(out, cases[i][1], strlen(cases[i][1])) == 0, "got '%s'", out);
        char *nl = strchr(out, '\n');
        CHECK_MSG(nl && nl[1] == '\0', "want exactly one line, got '%s'", out);
    }
    /* the truncated file: names the file, a section and a byte offset */
    char cmd[2048], out[2048];
    snprintf(cmd, sizeof cmd, "'%s' '%s' --json 2>&1", Test_BinPath("levelinfo"), trunc);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK_MSG(strstr(out, "cut1_truncated.phd: mesh data: ") && strstr(out, "(at byte "),
              "got '%s'", out);
}

TEST(level_tr2_main_sfx_next_to_the_level_is_loaded)
{
    const char *path = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!path)
        SKIP("shared level tr2/RANDO_TEST1.TR2 absent");
    char dir[1024], lvl[1100], sfx[1100], cmd[3600];
    snprintf(dir, sizeof dir, "%s/sfxdir", Test_TmpDir());
    snprintf(lvl, sizeof lvl, "%s/LEVEL.TR2", dir);
    snprintf(sfx, sizeof sfx, "%s/MAIN.SFX", dir);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' && rm -f '%s' && cp '%s' '%s'", dir, lvl, path, lvl);
    CHECK_EQ(Test_Run(cmd, NULL, 0), 0);
    FILE *f = fopen(sfx, "wb");
    CHECK(f != NULL);
    fputs("RIFF-not-really", f);
    fclose(f);
    Level lv;
    char err[512];
    CHECK_MSG(Level_Load(lvl, &lv, err, sizeof err), "%s", err);
    CHECK_EQ(lv.sfx_size, 15);
    CHECK(lv.sfx_data && memcmp(lv.sfx_data, "RIFF-not-really", 15) == 0);
    Level_Free(&lv);
}

/* TR3 lights a room vertex by its 15-bit colour alone (tomb3 calc_roomvert),
 * on the original's shade scale, colour = (0x1FFF - shade) >> 5: a grey g
 * is 0x1FFF - (g << 8); a coloured vertex takes its luma. */
TEST(level_tr3_vertex_shade_from_its_colour)
{
    CHECK_EQ(Level_ShadeFromColour15(0), 0x1FFF);
    CHECK_EQ(Level_ShadeFromColour15(0x7FFF), 0x1FFF - (31 << 8));
    CHECK_EQ(Level_ShadeFromColour15(16 << 10 | 16 << 5 | 16), 0x0FFF);
    /* pure red, green, blue: 77, 150 and 29 parts of 256 of 248 */
    CHECK_EQ(Level_ShadeFromColour15(31 << 10), 0x1FFF - (((77 * 248) >> 8) << 5));
    CHECK_EQ(Level_ShadeFromColour15(31 << 5), 0x1FFF - (((150 * 248) >> 8) << 5));
    CHECK_EQ(Level_ShadeFromColour15(31), 0x1FFF - (((29 * 248) >> 8) << 5));
    /* a file whose Lighting says dark and whose colour says bright is bright */
    Level lv;
    if (!Test_SharedPath("tr3/RANDO_TEST1.TR2"))
        SKIP("shared level tr3/RANDO_TEST1.TR2 absent");
    CHECK(load_shared("tr3/RANDO_TEST1.TR2", &lv));
    RoomVertex *v = &lv.rooms[0].vertices[0];
    v->lighting = 0x0100;
    v->lighting2 = 24 << 10 | 28 << 5 | 20;
    uint8_t *buf = NULL;
    size_t size = 0;
    char err[256];
    CHECK(LevelWrite(&lv, &buf, &size, err, sizeof err));
    Level back;
    CHECK(Level_LoadMemory(buf, size, "shade.tr2", NULL, 0, &back, err, sizeof err));
    int32_t luma = (77 * 24 * 8 + 150 * 28 * 8 + 29 * 20 * 8) >> 8;
    CHECK_EQ(back.rooms[0].vertices[0].shade, 0x1FFF - (luma << 5));
    Level_Free(&back);
    free(buf);
    Level_Free(&lv);
}
