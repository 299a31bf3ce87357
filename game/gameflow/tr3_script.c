/* TR3's order (see tr3_script.h), as the original's LevelStats, GameStats
 * and Level2World have it (tomb3 specific/game.cpp, game/invfunc.cpp):
 * the levels are numbered by the script, India's are 1-4, the South
 * Pacific's 5-8, London's 9-12, Nevada's 13-15, Antarctica's 16-19 (the
 * game's end), the bonus level (All Hallows) 20; each location's last
 * level ends in the level select (the globe) until the four are done; the
 * end of Antarctica's first level takes the four artefacts away; the
 * bonus level is enabled when the secrets found in levels 0-19 reach
 * their total less one; a level's secret total is the original's table,
 * not its triggers' count. */
#include "game/gameflow/tr3_script.h"

#include <strings.h>

#include "game/effects/weather.h"
#include "game/rules/rules.h"

enum { LV_GYM = 0, LV_INDIA_END = 4, LV_PACIFIC_END = 8, LV_LONDON_END = 12, LV_NEVADA_END = 15,
       LV_ANTARCTICA = 16, LV_MINES = 17, LV_GAME_END = 19, LV_BONUS = 20, LV_COUNT = 21 };

/* The original's LevelSecrets. */
static const int16_t k_secrets[LV_COUNT] = {0, 6, 4, 5, 0, 3, 3, 3, 1, 5, 5,
                                            6, 1, 3, 2, 3, 3, 3, 3, 0, 0};

/* The original's DisplayCredits plays track 121 (TR2's credits play 52). */
#define TR3_CREDITS_TRACK 121

void Gameflow_TR3Credits(Gameflow *gf)
{
    gf->tr3_credits = true;
    for (int i = 0; i < gf->num_levels; i++)
        for (int k = 0; k < gf->levels[i].num_steps; k++)
            if (gf->levels[i].steps[k].kind == GF_STEP_CREDITS)
                gf->levels[i].steps[k].arg = TR3_CREDITS_TRACK;
}

bool Gameflow_ScriptIsTR3(const Script *s)
{
    return s->num_game_strings == SCRIPT_TR3_GAME_STRINGS;
}

static int location_of(int l)
{
    if (l <= LV_INDIA_END)
        return GF_LOCATION_INDIA;
    if (l <= LV_PACIFIC_END)
        return GF_LOCATION_SOUTH_PACIFIC;
    if (l <= LV_LONDON_END)
        return GF_LOCATION_LONDON;
    if (l <= LV_NEVADA_END)
        return GF_LOCATION_NEVADA;
    return l <= LV_GAME_END ? GF_LOCATION_ANTARCTICA : GF_LOCATION_NONE;
}

/* The original's DrawRooms: snow in Antarctica and the Meteorite Cavern,
 * rain in the Jungle, the Ganges, Thames Wharf, the City and All
 * Hallows. */
static int weather_of(int l)
{
    if (l == LV_ANTARCTICA || l == LV_GAME_END)
        return WEATHER_SNOW;
    if (l == 1 || l == 3 || l == 9 || l == LV_LONDON_END || l == LV_BONUS)
        return WEATHER_RAIN;
    return WEATHER_NONE;
}

void Gameflow_TR3Order(Gameflow *gf, const int16_t *script_level)
{
    /* every level of the original's numbering must be there, the gym
     * first, the game's end on level 19 */
    int at[LV_COUNT];
    for (int l = 0; l < LV_COUNT; l++)
        at[l] = -1;
    for (int i = 0; i < gf->num_levels; i++)
        if (script_level[i] >= 0 && script_level[i] < LV_COUNT)
            at[script_level[i]] = i;
    for (int l = 1; l < LV_COUNT; l++)
        if (at[l] < 0 || gf->levels[at[l]].kind != GF_LEVEL_NORMAL)
            return;
    if (!gf->levels[at[LV_GAME_END]].game_complete)
        return;
    gf->locations = true;
    gf->level_secrets = true;
    gf->bonus_level = at[LV_BONUS];
    for (int l = 1; l < LV_COUNT; l++) {
        GameflowLevel *lv = &gf->levels[at[l]];
        lv->location = (uint8_t)location_of(l);
        lv->location_end = l == LV_INDIA_END || l == LV_PACIFIC_END || l == LV_LONDON_END ||
                           l == LV_NEVADA_END;
        lv->takes_artefacts = l == LV_ANTARCTICA;
        /* LaraControl's ExposureMeter runs on these two only */
        lv->cold_water = l == LV_ANTARCTICA || l == LV_MINES;
        lv->weather = (uint8_t)weather_of(l);
        /* ControlStrobeLight tests for Area 51, Nevada's last level */
        lv->strobes_wait_alarm = l == LV_NEVADA_END;
        lv->level_rules = Tr3Levels_Rules(l, NULL);
        /* SetupShoal's tables: the first three levels, then 5-7 */
        lv->fish_shoals = (uint8_t)(l <= 3 || (l >= 5 && l <= 7) ? l : 0);
        lv->has_num_secrets = true;
        lv->num_secrets = k_secrets[l];
    }
    if (at[LV_GYM] >= 0) {
        gf->levels[at[LV_GYM]].has_num_secrets = true;
        gf->levels[at[LV_GYM]].num_secrets = 0;
        gf->levels[at[LV_GYM]].fish_shoals = 4;
    }
}

static const char *base_name(const char *path)
{
    const char *base = path;
    for (const char *p = path; *p; p++)
        if (*p == '/' || *p == '\\')
            base = p + 1;
    return base;
}

bool Gameflow_ColdWaterFile(const char *path)
{
    const char *base = base_name(path);
    return strcasecmp(base, "ANTARC.TR2") == 0 || strcasecmp(base, "MINES.TR2") == 0;
}

bool Gameflow_StrobesWaitFile(const char *path)
{
    return strcasecmp(base_name(path), "AREA51.TR2") == 0;
}
