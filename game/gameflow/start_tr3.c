/* TR3's start info (see start.h): TR2's way of carrying Lara's things
 * (start_tr2.c) with TR3's ids and its rocket launcher, and the
 * original's ModifyStartInfo (tomb3 game/savegame.cpp): the artefacts
 * carried too (CreateStartInfo's num_icon1..4); every level
 * entered anew (not from a save) starts with the pistols in hand; the
 * first level of a new game with the pistols, two flares and one of each
 * medipack; the gym with nothing; once the game was finished, every level
 * but the gym with every gun, 10000 rounds each and 255 flares. */
#include "game/gameflow/start_tr2.h"

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"

#include <string.h>

#define PISTOL_AMMO 1000
#define NEW_GAME_FLARES 2
#define BONUS_AMMO 10000
#define BONUS_FLARES 255

static const StartTable k_tr3 = {
    .num_guns = START_GUNS,
    .gun_option = { O3_GUN_OPTION, O3_MAGNUM_OPTION, O3_UZI_OPTION, O3_SHOTGUN_OPTION,
                    O3_M16_OPTION, O3_GRENADE_OPTION, O3_HARPOON_OPTION, O3_ROCKET_OPTION },
    .ammo_option = { O3_GUN_AMMO_OPTION, O3_MAG_AMMO_OPTION, O3_UZI_AMMO_OPTION,
                     O3_SG_AMMO_OPTION, O3_M16_AMMO_OPTION, O3_GRENADE_AMMO_OPTION,
                     O3_HARPOON_AMMO_OPTION, O3_ROCKET_AMMO_OPTION },
    .gun_item = { -1, O3_MAGNUM_ITEM, O3_UZI_ITEM, O3_SHOTGUN_ITEM, O3_M16_ITEM,
                  O3_GRENADE_GUN_ITEM, O3_HARPOON_ITEM, O3_ROCKET_GUN_ITEM },
    .ammo_item = { -1, O3_MAG_AMMO_ITEM, O3_UZI_AMMO_ITEM, O3_SG_AMMO_ITEM, O3_M16_AMMO_ITEM,
                   O3_GRENADE_AMMO_ITEM, O3_HARPOON_AMMO_ITEM, O3_ROCKET_AMMO_ITEM },
    .stats_option = O3_MAP_OPTION,
    .small_medi_option = O3_MEDI_OPTION,
    .big_medi_option = O3_BIGMEDI_OPTION,
    .flares_option = O3_FLAREBOX_OPTION,
};

/* The four artefacts' ring objects (the pick-ups count under them). */
static const int k_icons[START_ICONS] = {O3_ICON_PICKUP1_OPTION, O3_ICON_PICKUP2_OPTION,
                                         O3_ICON_PICKUP3_OPTION, O3_ICON_PICKUP4_OPTION};

/* The next level is entered anew: the pistols, and in hand; the
 * artefacts she holds go with her (the original's CreateStartInfo). */
static void from_game(StartInfo *s, const Game *g)
{
    Start2_FromGame(s, g);
    s->got_pistols = true;
    s->pistol_ammo = PISTOL_AMMO;
    s->gun_type = LGT_PISTOLS;
    for (int i = 0; i < START_ICONS; i++)
        s->num_icons[i] = (int16_t)g->inv.count[k_icons[i]];
}

/* TR2's set-up, then one of each artefact she brought (the original's
 * InitialiseLaraInventory adds one whatever the count). */
static void apply(const StartInfo *s, Game *g)
{
    Start2_Apply(s, g);
    for (int i = 0; i < START_ICONS; i++)
        g->inv.count[k_icons[i]] = s->num_icons[i] > 0 ? 1 : 0;
}

static void new_game(StartInfo *s, StartKind kind, bool bonus)
{
    if (kind == START_GYM)
        return; /* Start_New gave nothing */
    s->num_flares = NEW_GAME_FLARES;
    s->num_medis = 1;
    s->num_big_medis = 1;
    if (!bonus)
        return;
    s->got_magnums = s->got_uzis = s->got_shotgun = true;
    s->got_m16 = s->got_grenade = s->got_harpoon = s->got_rocket = true;
    s->magnum_ammo = s->uzi_ammo = s->shotgun_ammo = BONUS_AMMO;
    s->m16_ammo = s->grenade_ammo = s->harpoon_ammo = s->rocket_ammo = BONUS_AMMO;
    s->num_flares = BONUS_FLARES;
    s->gun_type = LGT_ROCKET; /* the original's: the rocket launcher in hand */
}

const StartRules Start_RulesTR3 = { from_game, apply, &k_tr3, new_game };
