/* TR3's Lara, more of her moves on rooms built at test time (tests/
 * tr_build.h; skipped without ../shared/levels/tr3/RANDO_TEST1.TR2): the
 * crouching pick-up (Pickup_SetupKindTR3), her braid drawn. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/lara/lara_hair.h"
#include "game/objects/pickup/pickup.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

static GameAudio s_audio;

/* One room 8 x 12 sectors, floor 0, ceiling 20 clicks up; with `crawl`,
 * z 6..9 is a crawlspace two clicks high. Lara at (3.5, 2.5) facing +z;
 * a small medipack (TR3's id) at (3.5, z_item) when z_item >= 0. */
static uint16_t s_room_flags; /* extra flags of the next level's room */

static TestGame *open_level(bool crawl, int z_item, char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int r = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    if (crawl)
        LB_SetCeiling(&b->lb, r, 1, 6, 6, 9, -2);
    b->lb.rooms[r].extra_flags = s_room_flags;
    LB_AddItem(&b->lb, 0, r, MID(3), 0, MID(2), 0, 0);
    if (z_item >= 0)
        LB_AddItem(&b->lb, O3_MEDI_ITEM, r, MID(3), 0, z_item, 0, 0);
    TestGame *t = TrBuildGame_OpenWhy(b, "lara_tr3_moves.tr2", why, cap);
    if (!t)
        return NULL;
    GameAudio_Attach(&s_audio, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, &s_audio);
    return t;
}

static void close_level(TestGame *t)
{
    GameAudio_Free(&s_audio);
    TestGame_Delete(t);
}

#define OPEN_OR_SKIP(t, crawl, z_item)                                              \
    do {                                                                            \
        char why_[600] = "";                                                        \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                          \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        (t) = open_level(crawl, z_item, why_, sizeof why_);                         \
        CHECK_MSG((t) != NULL, "%s", why_);                                         \
    } while (0)

static int rel_anim(TestGame *t, const Item *l)
{
    return l->anim - Lara_AnimBase(&t->g, l);
}

/* The medipack's item index (the level's second item). */
static Item *medipack(TestGame *t)
{
    for (uint32_t i = 0; i < t->sim.num_items; i++)
        if (t->sim.items[i].object_id == O3_MEDI_ITEM)
            return &t->sim.items[i];
    return NULL;
}

/* Crouching over a pick-up, action: TR3's crouching pick-up (its own
 * animation, 291) takes it and she stays down; TR2's rules (standing
 * only) would leave it lying there. */
TEST(lara_tr3_picks_up_crouching)
{
    TestGame *t;
    OPEN_OR_SKIP(t, false, MID(2) + 60);
    Item *l = Game_LaraItem(&t->g);
    Item *it = medipack(t);
    CHECK(l != NULL && it != NULL);
    /* (TR3's pick-ups register with the rest of its objects.) */
    Pickup_SetupKindTR3(&t->g, O3_MEDI_ITEM);
    TestGame_Step(t, 0, 5);
    for (int i = 0; i < 30; i++)
        TestGame_Step(t, INPUT_DUCK, 1);
    int16_t ducked = l->current_state;
    bool duck_anim = false;
    for (int i = 0; i < 80 && it->status != ITEM_STATUS_INVISIBLE; i++) {
        TestGame_Step(t, INPUT_DUCK | INPUT_ACTION, 1);
        duck_anim |= rel_anim(t, l) == 291;
    }
    int16_t status = it->status;
    TestGame_Step(t, INPUT_DUCK, 40);
    int16_t after = l->current_state;
    int32_t taken = t->g.pickups;
    close_level(t);

    CHECK_EQ(ducked, LS_DUCK);
    CHECK(duck_anim);
    CHECK_EQ(status, ITEM_STATUS_INVISIBLE);
    CHECK_EQ(taken, 1);
    CHECK_EQ(after, LS_DUCK);
}

/* Crawling over a pick-up in a crawlspace, action: she stops and crouches
 * (action on all fours crouches her), then takes it crouching. */
TEST(lara_tr3_picks_up_in_a_crawlspace)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true, MID(7) + 300);
    Item *l = Game_LaraItem(&t->g);
    Item *it = medipack(t);
    CHECK(l != NULL && it != NULL);
    Pickup_SetupKindTR3(&t->g, O3_MEDI_ITEM);
    TestGame_Step(t, 0, 5);
    for (int i = 0; i < 30; i++)
        TestGame_Step(t, INPUT_DUCK, 1);
    for (int i = 0; i < 400 && l->pos.z < MID(7) + 300 - 400; i++)
        TestGame_Step(t, INPUT_DUCK | INPUT_FORWARD, 1);
    TestGame_Step(t, INPUT_DUCK, 40);
    int16_t all4s = l->current_state;
    int32_t dz = l->pos.z - it->pos.z;
    bool crouched = false;
    for (int i = 0; i < 150 && it->status != ITEM_STATUS_INVISIBLE; i++) {
        TestGame_Step(t, INPUT_DUCK | INPUT_ACTION, 1);
        crouched |= l->current_state == LS_DUCK;
    }
    int16_t status = it->status;
    close_level(t);

    CHECK_EQ(all4s, LS_ALL4S);
    CHECK_MSG(dz > -256 && dz < 256, "%d from the pick-up", dz);
    CHECK(crouched);
    CHECK_EQ(status, ITEM_STATUS_INVISIBLE);
}

/* TR3's rules draw Lara with her braid: her 15 meshes, then the hair
 * model's six, each where its segment hangs (TR2's braid routine). */
TEST(lara_tr3_braid_drawn_with_her)
{
    TestGame *t;
    OPEN_OR_SKIP(t, false, -1);
    TestGame_Step(t, 0, 40);
    const Level *lv = t->g.lv;
    const Model *hm = Level_FindModel(lv, O3_HAIR);
    CHECK(hm != NULL);
    CHECK(GameRules_TR3.draw_item != NULL);
    RenderMeshDraw out[15 + SIMDRAW_ITEM_EXTRA];
    int n = GameRules_TR3.draw_item(&t->g, &t->sim, t->sim.lara, 65536, out,
                                    (int)(sizeof out / sizeof out[0]));
    CHECK_EQ(n, 15 + LARA_HAIR_SEGMENTS);
    for (int i = 0; n == 15 + LARA_HAIR_SEGMENTS && i < LARA_HAIR_SEGMENTS; i++) {
        const RenderMeshDraw *d = &out[n - LARA_HAIR_SEGMENTS + i];
        CHECK_EQ(d->mesh, lv->mesh_index[hm->start_mesh + i]);
        CHECK_EQ((int32_t)(d->world.t[1] >> W2V_SHIFT), t->g.hair.pos[i].y);
    }
    /* Moved by TR3's tick: hanging down from her head, kept out of the
     * spheres of her visible meshes (TR3: her skin's, object 315). */
    CHECK_MSG(t->g.hair.pos[LARA_HAIR_SEGMENTS].y > t->g.hair.pos[0].y + 150, "tip %d, root %d",
              t->g.hair.pos[LARA_HAIR_SEGMENTS].y, t->g.hair.pos[0].y);
    close_level(t);
}

/* TR3's wind in a windy room (ROOM_FLAG_WIND) blows her braid mostly
 * east (+x: TR2's blew it along +z only); where the room is not windy
 * it hangs straight down. Standing still facing +z for ten seconds. */
TEST(lara_tr3_braid_blown_east_by_the_wind)
{
    int32_t most[2] = {0, 0};
    for (int windy = 0; windy < 2; windy++) {
        TestGame *t;
        s_room_flags = windy ? ROOM_FLAG_WIND : 0;
        OPEN_OR_SKIP(t, false, -1);
        s_room_flags = 0;
        for (int i = 0; i < 300; i++) {
            TestGame_Step(t, 0, 1);
            int32_t dx = t->g.hair.pos[LARA_HAIR_SEGMENTS].x - t->g.hair.pos[0].x;
            if (dx > most[windy])
                most[windy] = dx;
        }
        close_level(t);
    }
    CHECK_MSG(most[0] < 10, "the braid moved %d east without wind", most[0]);
    CHECK_MSG(most[1] > 40, "the braid moved %d east in the wind", most[1]);
}

/* ---- the slide's sound ----------------------------------------------------- */

static int s_slip_stops, s_slip_stops_sliding;

static void record_stop(void *user, Item *item, int sound_id)
{
    (void)user;
    if (sound_id != 3)
        return;
    s_slip_stops++;
    if (item->current_state == LS_SLIDE || item->current_state == LS_SLIDE_BACK)
        s_slip_stops_sliding++;
}

/* Lara stood on a steep sector (raised 3 clicks, slanting 3) in a flat
 * room of `game`, then left to slide down it for 100 ticks; false when the
 * level cannot be made. */
static bool slide_down(GameVersion game, bool *slid)
{
    TrBuild *b = TrBuild_New(game);
    if (!b)
        return false;
    int r = LB_AddRoom(&b->lb, 0, 0, 7, 7, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, r, 3, 3, 3, 3, -3);
    LB_SetSlope(&b->lb, r, 3, 3, 0, 3);
    LB_AddItem(&b->lb, 0, r, MID(3), -512, MID(3), 0, 0);
    char err[256] = "";
    const char *path = TrBuild_Write(b, game == GAME_TR3 ? "slide3.tr2" : "slide2.tr2", err,
                                     sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    bool ok = path && t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        return false;
    }
    t->sim.events.stop_sound = record_stop;
    s_slip_stops = s_slip_stops_sliding = 0;
    *slid = false;
    Item *lara = Game_LaraItem(&t->g);
    for (int i = 0; i < 100; i++) {
        TestGame_Step(t, 0, 1);
        *slid |= lara->current_state == LS_SLIDE || lara->current_state == LS_SLIDE_BACK;
    }
    TestGame_Delete(t);
    return true;
}

/* TR3 stops her slipping sound (3) where a slide runs out or off an edge
 * (lara_slide_slope) and while she stands outside its slide-to-stand
 * animations (lara_as_stop); TR2 never does. */
TEST(lara_tr3_slide_stops_the_slipping_sound)
{
    bool slid2 = false, slid3 = false;
    if (!slide_down(GAME_TR2, &slid2))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int tr2_stops = s_slip_stops;
    if (!slide_down(GAME_TR3, &slid3))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(slid2 && slid3);
    CHECK_EQ(tr2_stops, 0);
    CHECK(s_slip_stops_sliding >= 1);
    CHECK(s_slip_stops > s_slip_stops_sliding); /* standing after it */
}
