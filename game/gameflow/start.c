/* What Lara brings into a level (see start.h). */
#include "game/gameflow/start.h"
#include "game/gameflow/start_tr2.h"

#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"

#include <string.h>

#define PISTOL_AMMO 1000   /* the pistols never run out: the original's count */
#define BONUS_AMMO 1234    /* every gun's rounds after the game was finished */

void Start_New(StartInfo *s, StartKind kind, bool bonus)
{
    memset(s, 0, sizeof *s);
    s->gun_status = LGS_ARMLESS;
    if (kind == START_GYM) {
        s->gun_type = LGT_UNARMED;
        return;
    }
    s->got_pistols = true;
    s->pistol_ammo = PISTOL_AMMO;
    s->gun_type = LGT_PISTOLS;
    if (bonus) {
        s->got_magnums = s->got_uzis = s->got_shotgun = true;
        s->magnum_ammo = s->uzi_ammo = s->shotgun_ammo = BONUS_AMMO;
        s->gun_type = LGT_UZIS;
    }
}

bool Start_CarriesTR2(const GameRules *rules) { return rules && rules->start; }

int Start_NumGuns(const GameRules *rules)
{
    return rules && rules->start ? rules->start->table->num_guns : 0;
}

void Start_FromGame(StartInfo *s, const Game *g)
{
    if (g->rules && g->rules->start) {
        g->rules->start->from_game(s, g);
        return;
    }
    const Lara *l = &g->lara;
    memset(s, 0, sizeof *s);
    s->pistol_ammo = PISTOL_AMMO;
    s->got_pistols = Inventory_Count(g, O_GUN_ITEM) > 0;
    s->got_magnums = Inventory_Count(g, O_MAGNUM_ITEM) > 0;
    s->magnum_ammo = s->got_magnums ? l->magnums.ammo
                                    : Inventory_Count(g, O_MAG_AMMO_ITEM) * INVENTORY_MAGNUM_AMMO;
    s->got_uzis = Inventory_Count(g, O_UZI_ITEM) > 0;
    s->uzi_ammo = s->got_uzis ? l->uzis.ammo
                              : Inventory_Count(g, O_UZI_AMMO_ITEM) * INVENTORY_UZI_AMMO;
    s->got_shotgun = Inventory_Count(g, O_SHOTGUN_ITEM) > 0;
    s->shotgun_ammo = s->got_shotgun
                          ? l->shotgun.ammo
                          : Inventory_Count(g, O_SG_AMMO_ITEM) * INVENTORY_SHOTGUN_AMMO;
    s->num_medis = (int16_t)Inventory_Count(g, O_MEDI_ITEM);
    s->num_big_medis = (int16_t)Inventory_Count(g, O_BIGMEDI_ITEM);
    s->num_scions = (int16_t)Inventory_Count(g, O_SCION_ITEM);
    s->gun_type = l->gun_type;
    s->gun_status = l->gun_status == LGS_READY ? LGS_READY : LGS_ARMLESS;
}

void Start_RemoveGuns(StartInfo *s)
{
    s->got_pistols = s->got_magnums = s->got_uzis = s->got_shotgun = false;
    s->got_m16 = s->got_grenade = s->got_harpoon = s->got_rocket = false;
    s->gun_type = LGT_UNARMED;
    s->gun_status = LGS_ARMLESS;
}

void Start_RemoveScions(StartInfo *s) { s->num_scions = 0; }

void Start_RemoveArtefacts(StartInfo *s) { memset(s->num_icons, 0, sizeof s->num_icons); }

void Start_RemoveAmmo(StartInfo *s)
{
    s->magnum_ammo = s->uzi_ammo = s->shotgun_ammo = 0;
    s->num_medis = s->num_big_medis = 0;
    /* TR2's (zero for TR1): its other guns' rounds, pickups and flares */
    s->m16_ammo = s->grenade_ammo = s->harpoon_ammo = 0;
    s->num_flares = 0;
    memset(s->ammo_items, 0, sizeof s->ammo_items);
    s->rocket_ammo = 0; /* TR3's */
}

void Start_GiveScriptItems(Game *g, const uint8_t counts[], int n)
{
    const int16_t *ids = g->rules ? g->rules->script_items : NULL;
    if (!ids || !Game_LaraItem(g))
        return;
    /* the game's own way of taking a pickup (TR2: a flare box is six) */
    bool (*add)(Game *, int) = g->rules->inventory_add ? g->rules->inventory_add : Inventory_Add;
    for (int i = 0; i < n && i < g->rules->num_script_items; i++)
        for (int k = 0; k < counts[i]; k++)
            add(g, ids[i]);
}

/* Pickups of a gun she already holds are its ammunition in this level (the
 * original's GlobalItemReplace). */
static void replace_items(Game *g, int from, int to)
{
    Sim *sim = g->sim;
    for (uint32_t i = 0; i < sim->num_items; i++)
        if (sim->items[i].object_id == from)
            Object_SetObjectId(g, &sim->items[i], to);
}

/* A gun held: in the ring with its rounds; not held: its rounds as
 * ammunition pickups. */
static void give_gun(Game *g, bool held, int32_t ammo, int gun, int ammo_item, int per_pickup,
                     LaraAmmo *rounds, bool *has)
{
    if (held) {
        Inventory_Add(g, gun);
        /* Held even when the level has no ring model for it (our default
         * level): the gun is Lara's, the model only the ring's picture. */
        *has = true;
        rounds->ammo = ammo;
        replace_items(g, gun, ammo_item);
    } else {
        for (int32_t i = 0; i < ammo / per_pickup; i++)
            Inventory_Add(g, ammo_item);
        rounds->ammo = 0;
    }
}

void Start_Apply(const StartInfo *s, Game *g)
{
    Lara *l = &g->lara;
    if (!Game_LaraItem(g))
        return;
    if (g->rules && g->rules->start) {
        g->rules->start->apply(s, g);
        return;
    }
    /* the compass (TR2: the stopwatch) and the pistols are the game's own
     * ring objects */
    const RingItemTable *t = g->rules && g->rules->ring_items ? g->rules->ring_items
                                                               : &Ring_ItemsTR1;
    Inventory_Clear(&g->inv);
    g->inv.count[t->stats_option] = 1; /* the compass is always there */
    l->has_pistols = l->has_magnums = l->has_uzis = l->has_shotgun = false;
    l->pistols.ammo = PISTOL_AMMO;
    if (s->got_pistols) {
        Inventory_Add(g, t->pistols_option);
        l->has_pistols = true;
    }
    give_gun(g, s->got_magnums, s->magnum_ammo, O_MAGNUM_ITEM, O_MAG_AMMO_ITEM,
             INVENTORY_MAGNUM_AMMO, &l->magnums, &l->has_magnums);
    give_gun(g, s->got_uzis, s->uzi_ammo, O_UZI_ITEM, O_UZI_AMMO_ITEM, INVENTORY_UZI_AMMO,
             &l->uzis, &l->has_uzis);
    give_gun(g, s->got_shotgun, s->shotgun_ammo, O_SHOTGUN_ITEM, O_SG_AMMO_ITEM,
             INVENTORY_SHOTGUN_AMMO, &l->shotgun, &l->has_shotgun);
    for (int i = 0; i < s->num_scions; i++)
        Inventory_Add(g, O_SCION_ITEM);
    for (int i = 0; i < s->num_medis; i++)
        Inventory_Add(g, O_MEDI_ITEM);
    for (int i = 0; i < s->num_big_medis; i++)
        Inventory_Add(g, O_BIGMEDI_ITEM);

    Lara_InitGunInHand(g, s->gun_type);
}
