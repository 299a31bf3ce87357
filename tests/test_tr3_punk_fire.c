/* TR3's flaming punk (tomb3 setup.cpp GetAIPickups, punk.cpp PunkControl
 * and TriggerPunkFlame): a flame emitter on a punk's spot at the level's
 * start lights him (Item.ai_fire 3) and leaves the world; he burns at his
 * hand every tick (a flame riding on him and the fire's light, from the
 * spark pool's streams only); his first two blows that land on Lara count
 * down, the third and every one after set her alight. On the TR3 test
 * range (tests/tr3_range.h: a stand-in punk, Lara's meshes with
 * animations of our own; the shared TR3 level has no punk); the tests put
 * his hands' touch on him as tests/test_tr3_people.c does. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr3_brawler_anims.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

/* The punk 3 sectors from Lara in plain sight, a flame emitter on his
 * spot or not. */
static TestGame *open_range(bool lit, int *lara, int *punk)
{
    static const Tr3RangeItem k_emitter[] = { { O3_FLAME_EMITTER, -1, 0, 0 } };
    Tr3Range r = { O3_PUNK_1, k_brawler_anims, BRAWLER_ANIMS, 3, 0, false, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { k_emitter, lit ? 1 : 0, false };
    int other;
    return Tr3Range_OpenWith(&r, &x, lara, punk, &other);
}

#define OPEN_OR_SKIP(t, lit, lara, punk)                                           \
    do {                                                                          \
        (t) = open_range(lit, lara, punk);                                        \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

static int find_item(const Sim *s, int object_id)
{
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == object_id)
            return (int)i;
    return -1;
}

/* Sparks riding on item `item`'s torch (the punk's node). */
static int riding_on(const Game *g, int item)
{
    int n = 0;
    for (int i = 0; g->sparks && i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        n += s->on && (s->flags & SPARK3_ITEM) && (s->flags & SPARK3_NODE) &&
             s->node == SPARK3_NODE_PUNK && s->fx_obj == item;
    }
    return n;
}

/* The emitter on his spot lights him and is gone; one elsewhere (none
 * here) would stay. Unlit, a punk has no fire. */
TEST(tr3_punk_flame_emitter_on_his_spot_lights_him)
{
    TestGame *t;
    int lara, punk;
    OPEN_OR_SKIP(t, true, &lara, &punk);
    int em = find_item(&t->sim, O3_FLAME_EMITTER);
    CHECK(em >= 0);
    int16_t fire = t->sim.items[punk].ai_fire;
    int16_t em_room = em >= 0 ? t->sim.items[em].linked_room : 0;
    bool em_active = em >= 0 && t->sim.items[em].active;
    TestGame_Delete(t);
    OPEN_OR_SKIP(t, false, &lara, &punk);
    int16_t unlit = t->sim.items[punk].ai_fire;
    TestGame_Delete(t);
    CHECK_EQ(fire, 3);
    CHECK_EQ(em_room, -1);
    CHECK(!em_active);
    CHECK_EQ(unlit, 0);
}

/* His blows: the first two leave her unlit (the count goes 3, 2, 1), the
 * third sets her alight (the original's LaraBurn), and the count stays at
 * 1 so every blow after burns her again once she is out. */
TEST(tr3_punk_third_blow_sets_lara_alight)
{
    TestGame *t;
    int lara, punk;
    OPEN_OR_SKIP(t, true, &lara, &punk);
    Sim *s = &t->sim;
    int16_t hp = s->items[lara].hit_points;
    int blows = 0;
    int16_t fire_after[4] = { -1, -1, -1, -1 };
    bool burning_after[4] = { false, false, false, false };
    for (int i = 0; i < 900 && blows < 4; i++) {
        s->items[punk].touch_bits = 0x2400;
        TestGame_Step(t, 0, 1);
        int16_t now = s->items[lara].hit_points;
        /* a blow is 80 or 100 at once; the fire's 7 a tick is not one */
        if (hp - now >= 80) {
            fire_after[blows] = s->items[punk].ai_fire;
            burning_after[blows] = Effect_LaraBurning(&t->g);
            blows++;
        }
        if (now < 500)
            now = s->items[lara].hit_points = 1000;
        hp = now;
    }
    TestGame_Delete(t);
    CHECK_MSG(blows >= 3, "%d blows landed", blows);
    CHECK_EQ(fire_after[0], 2);
    CHECK(!burning_after[0]);
    CHECK_EQ(fire_after[1], 1);
    CHECK(!burning_after[1]);
    CHECK_EQ(fire_after[2], 1);
    CHECK(burning_after[2]);
}

/* An unlit punk's blows never set her alight. */
TEST(tr3_punk_unlit_never_burns_lara)
{
    TestGame *t;
    int lara, punk;
    OPEN_OR_SKIP(t, false, &lara, &punk);
    Sim *s = &t->sim;
    int16_t hp = s->items[lara].hit_points;
    int blows = 0;
    bool burnt = false;
    for (int i = 0; i < 900 && blows < 4; i++) {
        s->items[punk].touch_bits = 0x2400;
        TestGame_Step(t, 0, 1);
        int16_t now = s->items[lara].hit_points;
        blows += hp - now >= 80;
        burnt = burnt || Effect_LaraBurning(&t->g);
        if (now < 500)
            now = s->items[lara].hit_points = 1000;
        hp = now;
    }
    TestGame_Delete(t);
    CHECK_MSG(blows >= 3, "%d blows landed", blows);
    CHECK(!burnt);
}

/* Lit, he burns every tick: a flame riding on his torch (TriggerPunkFlame: Lara
 * within 16 sectors) and the fire's light; unlit, neither. The looks draw
 * on the spark pool's streams alone: before his first blow the game's
 * streams run as an unlit punk's. Still burning once dead. */
TEST(tr3_punk_burns_at_his_hand_on_the_sparks_streams)
{
    TestGame *t;
    int lara, punk;
    OPEN_OR_SKIP(t, true, &lara, &punk);
    int flames = 0, lit_ticks = 0;
    for (int i = 0; i < 20; i++) {
        TestGame_Step(t, 0, 1);
        flames = riding_on(&t->g, punk) > flames ? riding_on(&t->g, punk) : flames;
        lit_ticks += t->g.lights.count > 0;
    }
    Prng lit_prng = t->sim.prng;
    int16_t lit_hp = t->sim.items[lara].hit_points;
    t->sim.items[punk].hit_points = 0;
    TestGame_Step(t, 0, 30);
    int dead_flames = riding_on(&t->g, punk);
    TestGame_Delete(t);

    OPEN_OR_SKIP(t, false, &lara, &punk);
    int unlit_flames = 0, unlit_light = 0;
    for (int i = 0; i < 20; i++) {
        TestGame_Step(t, 0, 1);
        unlit_flames += riding_on(&t->g, punk);
        unlit_light += t->g.lights.count > 0;
    }
    Prng unlit_prng = t->sim.prng;
    int16_t unlit_hp = t->sim.items[lara].hit_points;
    TestGame_Delete(t);

    CHECK_MSG(flames >= 5, "at most %d flames on him", flames);
    CHECK_EQ(lit_ticks, 20);
    CHECK(dead_flames > 0);
    CHECK_EQ(unlit_flames, 0);
    CHECK_EQ(unlit_light, 0);
    CHECK_EQ(lit_hp, unlit_hp);
    CHECK(memcmp(&lit_prng, &unlit_prng, sizeof lit_prng) == 0);
}

/* His count is saved (the fresh level's 3 gives way to the saved 1). */
TEST(tr3_punk_fire_saved)
{
    TestGame *t;
    int lara, punk;
    OPEN_OR_SKIP(t, true, &lara, &punk);
    t->sim.items[punk].ai_fire = 1;
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&t->g, &data, &size));
    TestGame_Delete(t);
    OPEN_OR_SKIP(t, true, &lara, &punk);
    char err[512] = "";
    bool ok = TestGame_Restore(&t->g, data, size, "punk.sav", err, sizeof err);
    free(data);
    CHECK_MSG(ok, "%s", err);
    int16_t fire = t->sim.items[punk].ai_fire;
    TestGame_Delete(t);
    CHECK_EQ(fire, 1);
}
