/* levelinfo FILE [--json]: loads a level (fully validated) and prints its
 * section counts. With --json: one JSON object whose counts are exactly as
 * stored in the file. Bad usage or a bad file: one error line, exit 2.
 *
 * levelinfo --script FILE: a TR2/TR3 gameflow script (TOMBPC.DAT,
 * TOMBPSX.DAT) as one JSON object: the header's options, counts and flags,
 * "levels" as {"name", "path"} objects in script order, "cutscenes",
 * "fmvs", "titles" and "chapter_screens" as lists of strings, "sequences"
 * (the front end's first, then one per level) as lists of [opcode, operand]
 * pairs (operand null for opcodes without one) and "demo_levels". */
#include "engine/core/json.h"
#include "engine/level/level.h"
#include "engine/level/script.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    uint64_t vertices, quads, tris, sprites, portals, sectors, lights, statics;
} RoomTotals;

static RoomTotals room_totals(const Level *lv)
{
    RoomTotals t = { 0 };
    for (uint32_t i = 0; i < lv->num_rooms; i++) {
        const Room *r = &lv->rooms[i];
        t.vertices += r->num_vertices;
        t.quads += r->num_quads;
        t.tris += r->num_tris;
        t.sprites += r->num_sprites;
        t.portals += r->num_portals;
        t.sectors += (uint64_t)r->num_x_sectors * r->num_z_sectors;
        t.lights += r->num_lights;
        t.statics += r->num_statics;
    }
    return t;
}

static const char *game_name(GameVersion g)
{
    return g == GAME_TR1 ? "TR1" : g == GAME_TR2 ? "TR2" : "TR3";
}

static void print_json(const Level *lv)
{
    RoomTotals t = room_totals(lv);
    printf("{\"game\": \"%s\", \"version\": %u, \"demo_layout\": %s, \"textiles\": %u, "
           "\"rooms\": %u, \"room_vertices\": %llu, \"room_quads\": %llu, "
           "\"room_tris\": %llu, \"room_sprites\": %llu, \"portals\": %llu, "
           "\"sectors\": %llu, \"lights\": %llu, \"room_statics\": %llu, ",
           game_name(lv->game), lv->version, lv->demo_layout ? "true" : "false",
           lv->num_textiles, lv->num_rooms, (unsigned long long)t.vertices,
           (unsigned long long)t.quads, (unsigned long long)t.tris,
           (unsigned long long)t.sprites, (unsigned long long)t.portals,
           (unsigned long long)t.sectors, (unsigned long long)t.lights,
           (unsigned long long)t.statics);
    printf("\"floordata\": %u, \"mesh_pointers\": %u, \"animations\": %u, "
           "\"state_changes\": %u, \"anim_dispatches\": %u, \"anim_commands\": %u, "
           "\"meshtree\": %u, \"frame_words\": %u, \"models\": %u, \"static_meshes\": %u, "
           "\"object_textures\": %u, \"sprite_textures\": %u, \"sprite_sequences\": %u, ",
           lv->num_floordata, lv->num_mesh_pointers, lv->num_animations,
           lv->num_state_changes, lv->num_anim_dispatches, lv->num_anim_commands,
           lv->num_mesh_tree_words, lv->num_frame_words, lv->num_models,
           lv->num_static_meshes, lv->num_object_textures, lv->num_sprite_textures,
           lv->num_sprite_sequences);
    printf("\"cameras\": %u, \"sound_sources\": %u, \"boxes\": %u, \"overlaps\": %u, "
           "\"animated_texture_words\": %u, \"items\": %u, \"cinematic_frames\": %u, "
           "\"demo_bytes\": %u, \"sound_details\": %u, \"sample_indices\": %u}\n",
           lv->num_cameras, lv->num_sound_sources, lv->num_boxes, lv->num_overlaps,
           lv->num_animated_texture_words, lv->num_items, lv->num_cinematic_frames,
           lv->num_demo_bytes, lv->num_sound_details, lv->num_sample_indices);
}

static void print_human(const Level *lv)
{
    RoomTotals t = room_totals(lv);
    printf("%s: %s (version 0x%08X)%s, %u bytes, crc32 %08x\n", lv->name, game_name(lv->game),
           lv->version, lv->demo_layout ? ", PC demo layout" : "", lv->file_size, lv->checksum);
    printf("  textiles         %u\n", lv->num_textiles);
    printf("  rooms            %u (%llu vertices, %llu quads, %llu triangles, %llu sprites,\n"
           "                   %llu portals, %llu sectors, %llu lights, %llu static meshes)\n",
           lv->num_rooms, (unsigned long long)t.vertices, (unsigned long long)t.quads,
           (unsigned long long)t.tris, (unsigned long long)t.sprites,
           (unsigned long long)t.portals, (unsigned long long)t.sectors,
           (unsigned long long)t.lights, (unsigned long long)t.statics);
    printf("  floordata        %u words\n", lv->num_floordata);
    printf("  meshes           %u pointers, %u distinct meshes, %u data words\n",
           lv->num_mesh_pointers, lv->num_meshes, lv->num_mesh_data_words);
    printf("  animations       %u (%u state changes, %u dispatches, %u command words)\n",
           lv->num_animations, lv->num_state_changes, lv->num_anim_dispatches,
           lv->num_anim_commands);
    printf("  mesh trees       %u words; frames %u words\n", lv->num_mesh_tree_words,
           lv->num_frame_words);
    printf("  models           %u; static meshes %u\n", lv->num_models, lv->num_static_meshes);
    printf("  textures         %u object, %u sprite, %u sprite sequences, "
           "%u animated texture words\n",
           lv->num_object_textures, lv->num_sprite_textures, lv->num_sprite_sequences,
           lv->num_animated_texture_words);
    printf("  cameras          %u; sound sources %u\n", lv->num_cameras, lv->num_sound_sources);
    printf("  boxes            %u (%u overlaps, %u zone words)\n", lv->num_boxes,
           lv->num_overlaps, lv->num_zone_words);
    printf("  items            %u\n", lv->num_items);
    printf("  cinematic frames %u; demo data %u bytes\n", lv->num_cinematic_frames,
           lv->num_demo_bytes);
    printf("  sound            %u details, %u sample indices, %u embedded sample bytes, "
           "MAIN.SFX %s\n",
           lv->num_sound_details, lv->num_sample_indices, lv->num_sample_bytes,
           lv->game == GAME_TR1 ? "n/a" : lv->sfx_data ? "loaded" : "absent (silence)");
}

/* A JSON string (the script's strings may hold any byte). */
static void print_string(const char *s)
{
    char buf[1024];
    Json_Escape(s, buf, sizeof buf);
    printf("\"%s\"", buf);
}

static void print_string_list(const char *key, const ScriptStrings *t)
{
    printf(", \"%s\": [", key);
    for (uint32_t i = 0; i < t->count; i++) {
        if (i)
            printf(", ");
        print_string(t->strings[i]);
    }
    printf("]");
}

static void print_script(const Script *s)
{
    static const struct {
        uint16_t bit;
        const char *name;
    } k_flags[] = {
        {SCRIPT_FLAG_DEMO_VERSION, "demo_version"},
        {SCRIPT_FLAG_TITLE_DISABLED, "title_disabled"},
        {SCRIPT_FLAG_NO_CHEAT_CHECK, "cheat_check_disabled"},
        {SCRIPT_FLAG_NO_INPUT_TIMEOUT, "no_input_timeout"},
        {SCRIPT_FLAG_NO_LOAD_SAVE, "load_save_disabled"},
        {SCRIPT_FLAG_NO_SCREEN_SIZING, "screen_sizing_disabled"},
        {SCRIPT_FLAG_LOCKOUT_OPTIONS, "lockout_option_ring"},
        {SCRIPT_FLAG_DOZY_CHEAT, "dozy_cheat"},
        {SCRIPT_FLAG_USE_XOR, "use_xor"},
        {SCRIPT_FLAG_GYM_ENABLED, "gym_enabled"},
        {SCRIPT_FLAG_SELECT_ANY_LEVEL, "select_any_level"},
        {SCRIPT_FLAG_CHEAT_CODE, "cheat_code"},
    };
    printf("{\"version\": %u, \"description\": ", s->version);
    print_string(s->description);
    printf(", \"platform\": \"%s\", \"gameflow_size\": %u, ",
           s->platform == SCRIPT_PSX ? "psx" : "pc", s->gameflow_size);
    printf("\"first_option\": %d, \"title_replace\": %d, \"on_death_demo_mode\": %d, "
           "\"on_death_in_game\": %d, \"demo_time\": %d, \"on_demo_interrupt\": %d, "
           "\"on_demo_end\": %d, ",
           s->first_option, s->title_replace, s->on_death_demo_mode, s->on_death_in_game,
           s->demo_time, s->on_demo_interrupt, s->on_demo_end);
    printf("\"num_levels\": %u, \"num_chapter_screens\": %u, \"num_titles\": %u, "
           "\"num_fmvs\": %u, \"num_cutscenes\": %u, \"num_demo_levels\": %u, "
           "\"title_track\": %u, \"single_level\": %d, \"secret_track\": %u, "
           "\"language\": %u, \"xor_key\": %u, \"flags\": %u, \"flag_names\": [",
           s->num_levels, s->num_chapter_screens, s->num_titles, s->num_fmvs, s->num_cutscenes,
           s->num_demo_levels, s->title_track, s->single_level, s->secret_track, s->language,
           s->xor_key, s->flags);
    bool first = true;
    for (size_t i = 0; i < COUNT_OF(k_flags); i++) {
        if (s->flags & k_flags[i].bit) {
            printf("%s\"%s\"", first ? "" : ", ", k_flags[i].name);
            first = false;
        }
    }
    printf("], \"levels\": [");
    for (uint32_t i = 0; i < s->num_levels; i++) {
        printf("%s{\"name\": ", i ? ", " : "");
        print_string(s->level_names.strings[i]);
        printf(", \"path\": ");
        print_string(s->level_paths.strings[i]);
        printf("}");
    }
    printf("]");
    print_string_list("cutscenes", &s->cutscene_paths);
    print_string_list("fmvs", &s->fmvs);
    print_string_list("titles", &s->titles);
    print_string_list("chapter_screens", &s->chapter_screens);
    printf(", \"sequences\": [");
    for (uint32_t q = 0; q < s->num_sequences; q++) {
        const ScriptSequence *seq = &s->sequences[q];
        printf("%s[", q ? ", " : "");
        for (uint32_t i = 0; i < seq->num_commands; i++) {
            const ScriptCommand *c = &seq->commands[i];
            if (c->operand == SCRIPT_NO_OPERAND)
                printf("%s[%u, null]", i ? ", " : "", c->opcode);
            else
                printf("%s[%u, %d]", i ? ", " : "", c->opcode, c->operand);
        }
        printf("]");
    }
    printf("], \"demo_levels\": [");
    for (uint32_t i = 0; i < s->num_demo_levels; i++)
        printf("%s%u", i ? ", " : "", s->demo_levels[i]);
    printf("], \"game_strings\": %u, \"platform_strings\": %u}\n", s->num_game_strings,
           s->num_platform_strings);
}

/* --script FILE */
static int run_script(const char *path)
{
    Script s;
    char err[512];
    if (!Script_Load(path, &s, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    print_script(&s);
    Script_Free(&s);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "error: stdout: write failed\n");
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *path = NULL;
    bool json = false;
    if (argc >= 2 && strcmp(argv[1], "--script") == 0) {
        if (argc != 3 || argv[2][0] == '\0') {
            fprintf(stderr, "error: usage: levelinfo --script FILE\n");
            return 2;
        }
        return run_script(argv[2]);
    }
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (argv[i][0] == '-' || path) {
            fprintf(stderr,
                    "error: usage: levelinfo FILE [--json] | levelinfo --script FILE "
                    "(unexpected '%s')\n",
                    argv[i]);
            return 2;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        fprintf(stderr, "error: usage: levelinfo FILE [--json]\n");
        return 2;
    }

    Level lv;
    char err[512];
    if (!Level_Load(path, &lv, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    if (json)
        print_json(&lv);
    else
        print_human(&lv);
    Level_Free(&lv);
    /* A full disk or closed pipe must not pass for a summary. */
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "error: stdout: write failed\n");
        return 2;
    }
    return 0;
}
