/* TR3's rules of particular levels (see GameRules.level_rules): where the
 * original's routines test CurrentLevel, by its level numbers (the
 * script's: 1 the jungle ... 20 All Hallows) or, for a level played on its
 * own, by the original's file name. */
#include "game/rules/rules.h"

#include <stddef.h>
#include <strings.h>

#include "engine/core/common.h"

enum { LV_INDIABOSS = 4, LV_CRASH = 6, LV_RAPIDS = 7, LV_ROOFTOPS = 9, LV_OFFICE = 12, LV_AREA51 = 15,
       LV_CITY = 18, LV_CHAMBER = 19, LV_COUNT = 21 };

/* The original's file of each of its levels. */
static const char *const k_files[LV_COUNT] = {
    "HOUSE.TR2",  "JUNGLE.TR2", "TEMPLE.TR2",  "QUADCHAS.TR2", "TONYBOSS.TR2", "SHORE.TR2",
    "CRASH.TR2",  "RAPIDS.TR2", "TRIBOSS.TR2", "ROOFS.TR2",    "SEWER.TR2",    "TOWER.TR2",
    "OFFICE.TR2", "NEVADA.TR2", "COMPOUND.TR2", "AREA51.TR2",  "ANTARC.TR2",   "MINES.TR2",
    "CITY.TR2",   "CHAMBER.TR2", "STPAUL.TR2",
};

static uint16_t of_level(int l)
{
    uint16_t r = 0;
    /* LavaBurn: the floor of these two electrocutes */
    if (l == LV_AREA51 || l == LV_OFFICE)
        r |= LEVEL_RULE_ELECTRIC_LAVA;
    /* FlameControl: a burning Lara stays alight in these levels' swamps */
    if (l == LV_CITY || l == LV_INDIABOSS || l == LV_CHAMBER)
        r |= LEVEL_RULE_SWAMP_FIRE;
    /* PropellerControl: the saw kills outright */
    if (l == LV_ROOFTOPS)
        r |= LEVEL_RULE_SAW_KILLS;
    /* FlameControl: the side jets rest 120 ticks between bursts (60
     * elsewhere) */
    if (l == LV_RAPIDS)
        r |= LEVEL_RULE_SLOW_SIDE_FLAMES;
    /* LavaBurn: Madubu Gorge's deadly sectors are its rapids, which drown
     * her (LaraRapidsDrown) */
    if (l == LV_RAPIDS)
        r |= LEVEL_RULE_RAPIDS_DROWN;
    /* ControlElectricFence: the City's fences spark along their foot and
     * never electrocute */
    if (l == LV_OFFICE)
        r |= LEVEL_RULE_HARMLESS_FENCES;
    /* ControlFish, CarcassControl: the piranhas go for the carcass in
     * their water; FireWeapon, ControlRocket, ControlGrenade,
     * ControlHarpoonBolt: SMASH_OBJECT1 takes only the big gun's rockets */
    if (l == LV_CRASH)
        r |= LEVEL_RULE_CRASH_SITE;
    return r;
}

uint16_t Tr3Levels_Rules(int script_level, const char *path)
{
    if (script_level >= 0 && script_level < LV_COUNT)
        return of_level(script_level);
    if (!path)
        return 0;
    const char *base = path;
    for (const char *p = path; *p; p++)
        if (*p == '/' || *p == '\\')
            base = p + 1;
    for (int l = 0; l < LV_COUNT; l++)
        if (!strcasecmp(base, k_files[l]))
            return of_level(l);
    return 0;
}
