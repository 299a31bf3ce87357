/* TR2's start info (see start.h): what Lara carries into the next level
 * in a TR2 game, as the original's end-of-level record and inventory
 * set-up do: every gun held with the rounds in it, the ammunition
 * pickups, flares and medipacks of the ring; keys, puzzle items and
 * pickups stay behind. The TR1 fields hold the first four guns (the
 * automatic pistols in the magnums' place), the TR2 fields the rest.
 *
 * TR3 carries the same way (its CreateStartInfo is TR2's with the rocket
 * launcher), so the routines read a table of the game's ids
 * (StartRules.table): TR2's is here, TR3's in start_tr3.c. */
#include "game/gameflow/start_tr2.h"

#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"

#include <string.h>

#define PISTOL_AMMO 1000 /* the pistols never run out */

static const StartTable k_tr2 = {
    .num_guns = START_GUNS_TR2,
    .gun_option = { O2_PISTOL_OPTION, O2_MAGNUM_OPTION, O2_UZI_OPTION, O2_SHOTGUN_OPTION,
                    O2_M16_OPTION, O2_GRENADE_OPTION, O2_HARPOON_OPTION },
    .ammo_option = { O2_PISTOL_AMMO_OPTION, O2_MAGNUM_AMMO_OPTION, O2_UZI_AMMO_OPTION,
                     O2_SHOTGUN_AMMO_OPTION, O2_M16_AMMO_OPTION, O2_GRENADE_AMMO_OPTION,
                     O2_HARPOON_AMMO_OPTION },
    /* the pistols' pick-up stays as it is */
    .gun_item = { -1, O2_MAGNUM_ITEM, O2_UZI_ITEM, O2_SHOTGUN_ITEM, O2_M16_ITEM, O2_GRENADE_ITEM,
                  O2_HARPOON_ITEM },
    .ammo_item = { -1, O2_MAGNUM_AMMO_ITEM, O2_UZI_AMMO_ITEM, O2_SHOTGUN_AMMO_ITEM,
                   O2_M16_AMMO_ITEM, O2_GRENADE_AMMO_ITEM, O2_HARPOON_AMMO_ITEM },
    .stats_option = O2_COMPASS_OPTION,
    .small_medi_option = O2_SMALL_MEDIPACK_OPTION,
    .big_medi_option = O2_LARGE_MEDIPACK_OPTION,
    .flares_option = O2_FLARES_OPTION,
};

/* A gun she brings in lies in the level as its ammunition instead (the
 * original's item replace at the level's start). */
static void replace_items(Game *g, int from, int to)
{
    Sim *sim = g->sim;
    for (uint32_t i = 0; i < sim->num_items; i++)
        if (sim->items[i].object_id == from)
            Object_SetObjectId(g, &sim->items[i], to);
}

static bool *lara_has(Lara *l, int i)
{
    bool *has[START_GUNS] = { &l->has_pistols, &l->has_magnums, &l->has_uzis, &l->has_shotgun,
                              &l->has_m16,     &l->has_grenade, &l->has_harpoon, &l->has_rocket };
    return has[i];
}

static LaraAmmo *lara_ammo(Lara *l, int i)
{
    LaraAmmo *a[START_GUNS] = { &l->pistols, &l->magnums, &l->uzis,    &l->shotgun,
                                &l->m16,     &l->grenade, &l->harpoon, &l->rocket };
    return a[i];
}

static bool *start_got(StartInfo *s, int i)
{
    bool *got[START_GUNS] = { &s->got_pistols, &s->got_magnums, &s->got_uzis, &s->got_shotgun,
                              &s->got_m16,     &s->got_grenade, &s->got_harpoon, &s->got_rocket };
    return got[i];
}

static int32_t *start_rounds(StartInfo *s, int i)
{
    int32_t *r[START_GUNS] = { &s->pistol_ammo, &s->magnum_ammo, &s->uzi_ammo, &s->shotgun_ammo,
                               &s->m16_ammo,    &s->grenade_ammo, &s->harpoon_ammo,
                               &s->rocket_ammo };
    return r[i];
}

static const StartTable *table_of(const Game *g) { return g->rules->start->table; }

/* The gun types carried in hand to the next level: the guns (TR3's
 * rocket launcher among them), not a flare or a vehicle. */
static bool carried(const StartTable *t, int type)
{
    return (type >= LGT_UNARMED && type <= LGT_HARPOON) ||
           (t->num_guns > START_GUNS_TR2 && type == LGT_ROCKET);
}

/* StartInfo's index of a gun type (gun type t is index t - 1, TR3's
 * rocket launcher after TR2's seven). */
static int gun_index(int type)
{
    return type == LGT_ROCKET ? START_GUNS_TR2 : type - 1;
}

void Start2_FromGame(StartInfo *s, const Game *g)
{
    const StartTable *t = table_of(g);
    Lara copy = g->lara; /* read through the accessors apply() writes by */
    Lara *l = &copy;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < t->num_guns; i++) {
        *start_got(s, i) = g->inv.count[t->gun_option[i]] > 0 || *lara_has(l, i);
        *start_rounds(s, i) = lara_ammo(l, i)->ammo;
        s->ammo_items[i] = g->inv.count[t->ammo_option[i]];
    }
    s->pistol_ammo = PISTOL_AMMO;
    s->num_medis = g->inv.count[t->small_medi_option];
    s->num_big_medis = g->inv.count[t->big_medi_option];
    s->num_flares = g->inv.count[t->flares_option];
    /* A flare or a vehicle in hand is not a gun she takes on: the gun she
     * last held is. */
    int type = l->gun_type;
    if (!carried(t, type))
        type = l->last_gun_type;
    s->gun_type = (int16_t)(carried(t, type) ? type : LGT_UNARMED);
    s->gun_status = LGS_ARMLESS;
}

void Start2_Apply(const StartInfo *s, Game *g)
{
    const StartTable *t = table_of(g);
    Lara *l = &g->lara;
    StartInfo c = *s;
    Inventory_Clear(&g->inv);
    g->inv.count[t->stats_option] = 1; /* the stopwatch is always there */
    for (int i = 0; i < t->num_guns; i++) {
        bool held = *start_got(&c, i);
        *lara_has(l, i) = held;
        if (held)
            g->inv.count[t->gun_option[i]] = 1;
        if (held && t->gun_item[i] >= 0)
            replace_items(g, t->gun_item[i], t->ammo_item[i]);
        /* Rounds of a gun taken away stay Lara's record: they are hers
         * again with the gun. */
        lara_ammo(l, i)->ammo = *start_rounds(&c, i);
        g->inv.count[t->ammo_option[i]] = c.ammo_items[i];
    }
    l->pistols.ammo = PISTOL_AMMO;
    g->inv.count[t->small_medi_option] = c.num_medis;
    g->inv.count[t->big_medi_option] = c.num_big_medis;
    g->inv.count[t->flares_option] = c.num_flares;
    /* The gun she had in hand is the one the draw key brings out; one
     * she no longer holds gives way to the next she does, as the
     * original's set-up. Gun_Init picks the first held, so the guns
     * before the wanted one are hidden from it meanwhile. */
    int want = gun_index(c.gun_type);
    bool hidden[START_GUNS];
    for (int i = 0; i < t->num_guns; i++) {
        hidden[i] = *lara_has(l, i);
        if (i < want)
            *lara_has(l, i) = false;
    }
    Gun_Init(g);
    for (int i = 0; i < t->num_guns; i++)
        *lara_has(l, i) = hidden[i];
}

const StartRules Start_RulesTR2 = { Start2_FromGame, Start2_Apply, &k_tr2, NULL };
