/* A TR2/TR3 gameflow script (engine/level/script.h) as our Gameflow: the
 * levels in the script's order with their names, files, ambient tracks,
 * FMVs, cut-scenes and statistics screens, the title level, and Lara's
 * Home as the gym when the script enables it. Playing TR2/TR3 is not
 * written yet; this gives their levels in order to the runner. */
#include "game/gameflow/tr2_script.h"

#include "engine/level/level.h"
#include "game/gameflow/tr3_script.h"

#include <stdio.h>
#include <string.h>

/* Script opcodes this needs (TRosettaStone numbering). */
enum {
    OP_FMV = 3,
    OP_LEVEL = 4,
    OP_CINE = 5,
    OP_COMPLETE = 6,
    OP_TRACK = 10,
    OP_SUNSET = 11,
    OP_DEADLY_WATER = 13,
    OP_REMOVE_WEAPONS = 14,
    OP_GAME_COMPLETE = 15,
    OP_CUT_ANGLE = 16,
    OP_NO_FLOOR = 17,
    OP_ADD_TO_INV = 18,
    OP_START_ANIM = 19,
    OP_SECRETS = 20,
    OP_KILL_TO_COMPLETE = 21,
    OP_REMOVE_AMMO = 22,
};

static bool copy_text(char *dst, size_t cap, const char *src, bool path)
{
    size_t n = strlen(src);
    if (n == 0 || n >= cap)
        return false;
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)src[i] < 0x20 || src[i] == 0x7F)
            return false;
    if (path && (src[0] == '/' || strstr(src, "..")))
        return false;
    memcpy(dst, src, n + 1);
    return true;
}

static int add_movie(Gameflow *gf, const char *path)
{
    for (int i = 0; i < gf->num_movies; i++)
        if (!strcmp(gf->movies[i], path))
            return i;
    if (gf->num_movies == GAMEFLOW_MAX_MOVIES ||
        !copy_text(gf->movies[gf->num_movies], GAMEFLOW_PATH_MAX, path, true))
        return -1;
    return gf->num_movies++;
}

static bool add_step(GameflowLevel *lv, int kind, int arg)
{
    if (lv->num_steps == GAMEFLOW_MAX_STEPS)
        return false;
    lv->steps[lv->num_steps++] = (GameflowStep){.kind = (uint8_t)kind, .arg = (int16_t)arg};
    return true;
}

/* The cut-scene block for script cut-scene c (made on first use). */
static int cutscene(Gameflow *gf, const Script *s, int c)
{
    if (c < 0 || (uint32_t)c >= s->cutscene_paths.count)
        return -1;
    const char *file = s->cutscene_paths.strings[c];
    int found = Gameflow_FindCutscene(gf, file);
    if (found >= 0)
        return found;
    if (gf->num_cutscenes == GAMEFLOW_MAX_CUTSCENES)
        return -1;
    GameflowCutscene *cs = &gf->cutscenes[gf->num_cutscenes];
    memset(cs, 0, sizeof *cs);
    cs->music = GAMEFLOW_NO_MUSIC;
    cs->line = 1;
    if (!copy_text(cs->file, sizeof cs->file, file, true))
        return -1;
    snprintf(cs->title, sizeof cs->title, "Cut-scene %d", c + 1);
    return gf->num_cutscenes++;
}

/* The title level and the front end's FMVs, which play before it. */
static void title_block(const Script *s, Gameflow *gf)
{
    if (s->titles.count > 0 && copy_text(gf->title_file, sizeof gf->title_file,
                                         s->titles.strings[0], true)) {
        gf->has_title = true;
        gf->title_music = (int16_t)s->title_track;
    }
    /* The front end's FMVs play before the title. */
    if (s->num_sequences > 0) {
        const ScriptSequence *fe = &s->sequences[0];
        for (uint32_t i = 0; i < fe->num_commands; i++) {
            const ScriptCommand *c = &fe->commands[i];
            if (c->opcode == OP_FMV && c->operand >= 0 &&
                (uint32_t)c->operand < s->fmvs.count && gf->num_title_steps < GAMEFLOW_MAX_STEPS) {
                int m = add_movie(gf, s->fmvs.strings[c->operand]);
                if (m >= 0)
                    gf->title_steps[gf->num_title_steps++] =
                        (GameflowStep){.kind = GF_STEP_FMV, .arg = (int16_t)m};
            }
        }
    }
}

#define CREDITS_TRACK 52 /* TR2's skidoo theme, which its credits play */

/* The block's options for the level (the originals' sequence flags: they
 * apply to the level the block plays). False for an opcode that is not
 * one of them. */
static bool level_option(GameflowLevel *lv, const ScriptCommand *c)
{
    switch (c->opcode) {
    case OP_SUNSET:
        lv->sunset = true;
        return true;
    case OP_DEADLY_WATER:
        lv->deadly_water = true;
        return true;
    case OP_REMOVE_WEAPONS:
        lv->remove_guns = true;
        return true;
    case OP_REMOVE_AMMO:
        lv->remove_ammo = true;
        return true;
    case OP_KILL_TO_COMPLETE:
        lv->kill_to_complete = true;
        return true;
    case OP_NO_FLOOR:
        lv->no_floor = c->operand;
        return true;
    case OP_START_ANIM:
        lv->has_start_anim = true;
        lv->start_anim = (int16_t)c->operand;
        return true;
    case OP_SECRETS:
        lv->has_num_secrets = true;
        lv->num_secrets = (int16_t)c->operand;
        return true;
    case OP_ADD_TO_INV: {
        /* Below 1000: part of the secrets' reward; from 1000: given on
         * arrival. An item number past the list is ignored. */
        bool start = c->operand >= GF_INV_START_BASE;
        int item = start ? c->operand - GF_INV_START_BASE : c->operand;
        uint8_t *counts = start ? lv->start_inv : lv->secret_inv;
        if (item >= 0 && item < GF_INV_MAX && counts[item] < UINT8_MAX)
            counts[item]++;
        return true;
    }
    default:
        return false;
    }
}

/* A level block's steps from its sequence: its ambient track, FMVs, the
 * level, cut-scenes (with their track and angle) and the statistics. */
static void level_steps(Gameflow *gf, const Script *s, const ScriptSequence *seq,
                        GameflowLevel *lv)
{
    bool played = false, stats = false;
    int track = -1, angle = -1;
    for (uint32_t i = 0; i < seq->num_commands; i++) {
        const ScriptCommand *c = &seq->commands[i];
        if (level_option(lv, c))
            continue;
        switch (c->opcode) {
        case OP_TRACK:
            /* Before the level: its ambient track; after: the
             * cut-scene's. */
            if (!played)
                lv->music = c->operand > 0 ? (int16_t)c->operand : GAMEFLOW_NO_MUSIC;
            else
                track = c->operand;
            break;
        case OP_CUT_ANGLE:
            angle = c->operand;
            break;
        case OP_FMV:
            if (c->operand >= 0 && (uint32_t)c->operand < s->fmvs.count) {
                int m = add_movie(gf, s->fmvs.strings[c->operand]);
                if (m >= 0)
                    add_step(lv, GF_STEP_FMV, m);
            }
            break;
        case OP_LEVEL:
            if (!played)
                add_step(lv, GF_STEP_PLAY, 0);
            played = true;
            break;
        case OP_CINE: {
            int cs = cutscene(gf, s, c->operand);
            if (cs >= 0) {
                if (track > 0)
                    gf->cutscenes[cs].music = (int16_t)track;
                if (angle >= 0) {
                    gf->cutscenes[cs].has_angle = true;
                    gf->cutscenes[cs].angle = (int16_t)(uint16_t)angle;
                }
                add_step(lv, GF_STEP_CUTSCENE, cs);
            }
            break;
        }
        case OP_GAME_COMPLETE:
            /* The original's game end: the credits (always to its
             * skidoo theme), then the whole game's statistics; no level
             * page. */
            lv->game_complete = true;
            if (played && !stats) {
                add_step(lv, GF_STEP_CREDITS, CREDITS_TRACK);
                add_step(lv, GF_STEP_FINAL_STATS, 0);
            }
            stats = true;
            break;
        case OP_COMPLETE:
            if (played && !stats)
                add_step(lv, GF_STEP_STATS, 0);
            stats = true;
            break;
        default:
            break;
        }
    }
}

/* The script's game and platform strings (each cut to the name size). */
static void copy_strings(const Script *s, Gameflow *gf)
{
    for (uint32_t i = 0; i < s->game_strings.count && i < GAMEFLOW_MAX_STRINGS; i++)
        snprintf(gf->strings[i], GAMEFLOW_NAME_MAX, "%s", s->game_strings.strings[i]);
    gf->num_strings = (int32_t)MIN(s->game_strings.count, (uint32_t)GAMEFLOW_MAX_STRINGS);
    uint32_t np = MIN(s->platform_strings.count, (uint32_t)(GAMEFLOW_MAX_STRINGS / 2));
    for (uint32_t i = 0; i < np; i++)
        snprintf(gf->platform_strings[i], GAMEFLOW_NAME_MAX, "%s", s->platform_strings.strings[i]);
    gf->num_platform_strings = (int32_t)np;
}

/* Script level l's puzzle, pickup and key names. */
static void item_names(const Script *s, uint32_t l, GameflowLevel *lv)
{
    for (int t = 0; t < GF_ITEM_NAMES && t < SCRIPT_ITEM_NAME_TABLES; t++)
        if (l < s->item_names[t].count)
            snprintf(lv->item_names[t], GAMEFLOW_NAME_MAX, "%s", s->item_names[t].strings[l]);
}

/* The demo levels (script level numbers; the script's own demo blocks
 * play copies of game levels): the game level with that file plays its
 * demo from the title. */
static void mark_demos(const Script *s, Gameflow *gf)
{
    for (uint32_t d = 0; d < s->num_demo_levels; d++) {
        uint32_t l = s->demo_levels[d];
        if (l >= s->level_paths.count)
            continue;
        int found = Gameflow_FindLevel(gf, s->level_paths.strings[l]);
        if (found >= 0)
            gf->levels[found].demo = true;
    }
}

bool Gameflow_FromScript(const Script *s, Gameflow *gf, char *err, size_t err_cap)
{
    memset(gf, 0, sizeof *gf);
    gf->first_level = -1;
    gf->gym_level = -1;
    gf->title_music = GAMEFLOW_NO_MUSIC;
    snprintf(gf->game, sizeof gf->game, "%.*s", (int)sizeof gf->game - 1, s->description);
    /* A script is TR2's or TR3's (TR3's has its own count of game
     * strings): the game's rules (its input bits, its title's ring, its
     * saves' start info) before a level says which game it is. */
    gf->game_version = Gameflow_ScriptIsTR3(s) ? GAME_TR3 : GAME_TR2;
    gf->bonus_level = -1;
    int16_t script_level[GAMEFLOW_MAX_LEVELS];
    title_block(s, gf);
    for (uint32_t l = 0; l < s->num_levels && l + 1 < s->num_sequences; l++) {
        const ScriptSequence *seq = &s->sequences[l + 1];
        /* Blocks without a level of their own (the demo levels' copies) are
         * not part of the game's order. */
        bool plays = false;
        for (uint32_t i = 0; i < seq->num_commands; i++)
            plays |= seq->commands[i].opcode == OP_LEVEL;
        if (!plays || gf->num_levels == GAMEFLOW_MAX_LEVELS)
            continue;
        const char *file = s->level_paths.strings[l];
        if (Gameflow_FindLevel(gf, file) >= 0)
            continue;
        GameflowLevel *lv = &gf->levels[gf->num_levels];
        memset(lv, 0, sizeof *lv);
        lv->music = GAMEFLOW_NO_MUSIC;
        lv->mirror_room = -1;
        lv->line = 1;
        if (!copy_text(lv->file, sizeof lv->file, file, true) ||
            !copy_text(lv->title, sizeof lv->title, s->level_names.strings[l], false))
            continue;
        lv->kind = l == 0 && (s->flags & SCRIPT_FLAG_GYM_ENABLED) ? GF_LEVEL_GYM : GF_LEVEL_NORMAL;
        level_steps(gf, s, seq, lv);
        item_names(s, l, lv);
        script_level[gf->num_levels] = (int16_t)l;
        int index = gf->num_levels++;
        if (lv->kind == GF_LEVEL_GYM)
            gf->gym_level = index;
        else if (gf->first_level < 0)
            gf->first_level = index;
    }
    mark_demos(s, gf);
    if (gf->game_version == GAME_TR3) {
        Gameflow_TR3Order(gf, script_level);
        Gameflow_TR3Credits(gf);
    }
    copy_strings(s, gf);
    gf->secret_music = (int16_t)s->secret_track;
    if (gf->num_levels == 0) {
        snprintf(err, err_cap, "error: the script has no level to play");
        return false;
    }
    return true;
}
