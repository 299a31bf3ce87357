/* TR3's poison and the gas that gives it (game/lara: Lara.poisoned, the
 * poison tick of TR3's Lara table; game/objects/tr3/creatures/gas_tr3.c,
 * sealmute.c): on the TR3 test range (tests/tr3_range.h), the breathers
 * on stand-ins (Lara's meshes, animations of our own numbered as the
 * original's where its code names them). */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "game/ui/hud.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define OPEN_OR_SKIP(t, r, lara, cr, other)                                        \
    do {                                                                          \
        (t) = Tr3Range_Open(r, lara, cr, other);                                  \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

enum { SEAL_STOP, SEAL_WALK, SEAL_BURP, SEAL_DEATH };

/* Its states' animations; 5 its death (the original's number), long
 * enough for the belch; the burp long enough for frames 35-58. */
static const Tr3Anim k_seal_anims[] = {
    { SEAL_STOP, 10, 0, -1, false }, { SEAL_WALK, 10, 15, -1, false },
    { SEAL_BURP, 70, 0, 0, false },  { 40, 5, 0, -1, false },
    { 41, 5, 0, -1, false },         { SEAL_DEATH, 60, 0, -1, true },
};
#define SEAL_ANIMS ((int)(sizeof k_seal_anims / sizeof k_seal_anims[0]))

/* Puffs of gas in flight; new: only those made this tick (a puff lives
 * 20 ticks and has run once in the tick that made it). */
static int count_gas(TestGame *t, bool new_only)
{
    int n = 0;
    const EffectList *l = &t->g.effects;
    for (int fx = l->next_active; fx >= 0 && fx < EFFECT_MAX; fx = l->fx[fx].next_active)
        n += l->fx[fx].object_id == O3_FX_GAS && (!new_only || l->fx[fx].counter == 19);
    return n;
}

/* Her poison costs her a sixteenth of it every 64 ticks once it is 16
 * or more, capped at 256 then (16 a time); under 16 nothing; a medipack
 * may be used at full health while she is poisoned, and cures it. */
TEST(tr3_poison_costs_lara_every_64_ticks_and_a_medipack_cures_it)
{
    Tr3Range r = { O3_BURNT_MUTANT, k_seal_anims, SEAL_ANIMS, 7, 0, true, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, seal, other;
    OPEN_OR_SKIP(t, &r, &lara, &seal, &other);
    Game *g = &t->g;
    Item *l = &t->sim.items[lara];
    /* (the seal stays still: it is not woken) */
    t->sim.items[seal].status = ITEM_STATUS_INACTIVE;
    int losses[3] = { 0, 0, 0 }, drops[3] = { 0, 0, 0 };
    static const int16_t start[3] = { 15, 100, 1000 };
    for (int k = 0; k < 3; k++) {
        g->lara.poisoned = start[k];
        l->hit_points = 1000;
        for (int i = 0; i < 128; i++) {
            int16_t hp = l->hit_points;
            TestGame_Step(t, 0, 1);
            drops[k] += hp != l->hit_points;
        }
        losses[k] = 1000 - l->hit_points;
    }
    int16_t capped = g->lara.poisoned;
    l->hit_points = LARA_HITPOINTS;
    bool added = Inventory_Add(g, O3_MEDI_ITEM);
    Ring_UseItem(g, O3_MEDI_OPTION, NULL, NULL);
    int16_t cured = g->lara.poisoned;
    int left = Inventory_Count(g, O3_MEDI_ITEM);
    TestGame_Delete(t);
    CHECK_EQ(losses[0], 0);
    CHECK_EQ(drops[1], 2);
    CHECK_EQ(losses[1], 2 * 6);
    CHECK_EQ(losses[2], 2 * 16);
    CHECK_EQ(capped, 256);
    CHECK(added);
    CHECK_EQ(cured, 0);
    CHECK_EQ(left, 0);
}

/* 50 hit points, radius 204; within two sectors, in sight, it stops and
 * belches: puffs of gas (O3_FX_GAS) in its burp's frames 35-58, each
 * reaching Lara poisoning her by 4; her poison is kept by a save; once
 * she is badly poisoned (256) it flees her. */
TEST(tr3_seal_mutant_belches_gas_that_poisons_lara)
{
    Tr3Range r = { O3_BURNT_MUTANT, k_seal_anims, SEAL_ANIMS, 1, 300, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, seal, other;
    OPEN_OR_SKIP(t, &r, &lara, &seal, &other);
    Game *g = &t->g;
    Item *it = &t->sim.items[seal];
    int16_t hp = g->objects[O3_BURNT_MUTANT].hit_points;
    int16_t radius = g->objects[O3_BURNT_MUTANT].radius;
    int burps = 0, puffs = 0, bad_frames = 0;
    for (int i = 0; i < 200 && g->lara.poisoned < 64; i++) {
        int16_t state = it->current_state;
        int frame = it->frame - t->lv.animations[it->anim].frame_start;
        TestGame_Step(t, 0, 1);
        burps += state == SEAL_BURP;
        int made = count_gas(t, true);
        puffs += made;
        if (made && (state != SEAL_BURP || frame < 35 || frame > 58))
            bad_frames++;
    }
    int16_t poisoned = g->lara.poisoned;
    SaveMeta meta = { .gameflow_level = -1, .label = NULL };
    uint8_t *data = NULL;
    size_t size = 0;
    bool saved = Save_Serialize(g, NULL, &meta, &data, &size);
    /* into a fresh game of the same level: the poison comes from the save */
    TestGame *t2;
    int lara2, seal2, other2;
    OPEN_OR_SKIP(t2, &r, &lara2, &seal2, &other2);
    int16_t fresh = t2->g.lara.poisoned;
    char err[256] = "";
    bool loaded =
        saved && Save_Restore(&t2->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err);
    free(data);
    int16_t restored = t2->g.lara.poisoned;
    TestGame_Delete(t2);
    g->lara.poisoned = 300;
    TestGame_Step(t, 0, 2);
    CreatureInfo *c = Creature_Info(g, seal);
    int16_t mood = c ? (int16_t)c->mood : -1;
    TestGame_Delete(t);
    CHECK_EQ(hp, 50);
    CHECK_EQ(radius, 204);
    CHECK(burps > 0);
    CHECK(puffs > 0);
    CHECK_EQ(bad_frames, 0);
    CHECK_MSG(poisoned >= 64 && poisoned % 4 == 0, "poisoned %d", poisoned);
    CHECK_EQ(fresh, 0);
    CHECK_MSG(loaded, "%s", err);
    CHECK_EQ(restored, poisoned);
    CHECK_EQ(mood, MOOD_ESCAPE);
}

/* Dying it belches through its death (animation 5): a puff a tick from
 * its second frame to 8 before its end; the boomute, a dead one that
 * only animates, belches the same way while it is triggered on. */
TEST(tr3_seal_mutant_belches_as_it_dies_and_the_boomute_too)
{
    Tr3Range r = { O3_BURNT_MUTANT, k_seal_anims, SEAL_ANIMS, 4, 0, false, O3_BOO_MUTANT,
                   k_seal_anims + 5, 1, 1024 };
    TestGame *t;
    int lara, seal, boo;
    OPEN_OR_SKIP(t, &r, &lara, &seal, &boo);
    Game *g = &t->g;
    Item *it = &t->sim.items[seal];
    Gun2_HitTarget(g, it, NULL, it->hit_points);
    /* the boomute is not a creature: on as a trigger turns it on */
    Item *b = &t->sim.items[boo];
    b->status = ITEM_STATUS_INACTIVE;
    TestGame_Step(t, 0, 1);
    int death_anim = Tr3Range_RelAnim(t, seal);
    int16_t state = it->current_state;
    int seal_puffs = 0;
    for (int i = 0; i < 70; i++) {
        int frame = it->frame - t->lv.animations[it->anim].frame_start;
        TestGame_Step(t, 0, 1);
        /* (frames 1..51 of 60: 51 puffs) */
        seal_puffs += count_gas(t, true) && frame >= 1 && frame <= 51;
    }
    int idle = count_gas(t, false);
    b->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(g, boo);
    b->status = ITEM_STATUS_ACTIVE;
    int boo_puffs = 0;
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, 0, 1);
        boo_puffs += count_gas(t, true);
    }
    TestGame_Delete(t);
    CHECK_EQ(death_anim, 5);
    CHECK_EQ(state, SEAL_DEATH);
    CHECK_MSG(seal_puffs >= 45, "%d puffs dying", seal_puffs);
    CHECK_EQ(idle, 0);
    CHECK_MSG(boo_puffs >= 20, "%d puffs from the boomute", boo_puffs);
}

/* Her health bar while she is poisoned (health.cpp, drawbars.cpp): it
 * stays up, and for 16 ticks after the poison costs her hit points it is
 * drawn in the poison's colour (0xC0C000, its second line 0xA0A000: the
 * palette's nearest), otherwise in its own. */
TEST(ui_hud_health_bar_in_the_poisons_colour)
{
    Tr3Range r = { O3_BURNT_MUTANT, k_seal_anims, SEAL_ANIMS, 7, 0, true, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, seal, other;
    OPEN_OR_SKIP(t, &r, &lara, &seal, &other);
    Game *g = &t->g;
    Item *l = &t->sim.items[lara];
    t->sim.items[seal].status = ITEM_STATUS_INACTIVE;
    const int w = 640, h = 480;
    uint8_t *fb = malloc((size_t)w * h);
    CHECK(fb != NULL);
    UiCanvas c;
    UiCanvas_Init(&c, &t->lv, fb, w, h);
    Hud hud;
    Hud_Init(&hud, &t->g);
    /* well and idle for a while: no bar */
    TestGame_Step(t, 0, 60);
    for (int i = 0; i < 60; i++)
        Hud_Tick(&hud, g);
    memset(fb, 255, (size_t)w * h);
    Hud_Draw(&hud, g, &c);
    bool none = fb[8 * w + 48] == 255;
    g->lara.poisoned = 100;
    int16_t hp = l->hit_points;
    int hit_at = -1;
    for (int i = 0; i < 70 && hit_at < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (l->hit_points < hp)
            hit_at = i;
    }
    for (int i = 0; i < 60; i++)
        Hud_Tick(&hud, g); /* its own timer long run out */
    memset(fb, 255, (size_t)w * h);
    Hud_Draw(&hud, g, &c);
    uint8_t top = fb[8 * w + 48], line = fb[9 * w + 48];
    TestGame_Step(t, 0, 15);
    memset(fb, 255, (size_t)w * h);
    Hud_Draw(&hud, g, &c);
    uint8_t last = fb[8 * w + 48];
    TestGame_Step(t, 0, 1);
    memset(fb, 255, (size_t)w * h);
    Hud_Draw(&hud, g, &c);
    uint8_t after = fb[8 * w + 48];
    uint8_t poison = c.colours[UI_COL_POISON], dark = c.colours[UI_COL_DARKPOISON];
    free(fb);
    TestGame_Delete(t);
    CHECK_MSG(none, "a health bar while she is well and idle");
    CHECK(hit_at >= 0);
    CHECK_EQ(top, poison);
    CHECK_EQ(line, dark);
    CHECK_EQ(last, poison);
    CHECK(after != poison && after != 255);
}

/* Burnt past 80 it dies in flames (TR3's sparks, game/effects/
 * gas_looks_tr3.c): from the tick after it falls, a flame at each of its
 * meshes 9..16 every tick (the flamethrower kind's, 24..27 ticks) and its
 * fire's light; no gas. */
TEST(tr3_seal_mutant_burnt_dies_in_flames)
{
    Tr3Range r = { O3_BURNT_MUTANT, k_seal_anims, SEAL_ANIMS, 4, 0, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, seal, other;
    OPEN_OR_SKIP(t, &r, &lara, &seal, &other);
    Game *g = &t->g;
    TestGame_Step(t, 0, 1);
    CreatureInfo *c = Creature_Info(g, seal);
    CHECK(c != NULL);
    if (!c) {
        TestGame_Delete(t);
        return;
    }
    c->item_flags[0] = 81;
    TestGame_Step(t, 0, 1);
    CHECK(t->sim.items[seal].hit_points <= 0);
    for (int i = 0; i < SPARK3_MAX; i++)
        g->sparks->s[i].on = false;
    uint32_t m = g->sparks->made;
    TestGame_Step(t, 0, 5);
    uint32_t made = g->sparks->made - m;
    int flames = 0;
    for (int i = 0; i < SPARK3_MAX; i++)
        flames += g->sparks->s[i].on && g->sparks->s[i].s_life >= 24 && g->sparks->s[i].s_life <= 27 &&
                  g->sparks->s[i].sr == 255;
    int gas = count_gas(t, false);
    bool lit = g->lights.count > 0;
    TestGame_Delete(t);
    CHECK_EQ(made, 5u * 8u);
    CHECK_EQ(flames, 40);
    CHECK_EQ(gas, 0);
    CHECK(lit);
}
