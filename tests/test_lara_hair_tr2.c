/* TR2's braid (game/lara/lara_hair.c) on a room built at test time
 * (tests/tr_build.h: Lara and her braid, O2_LARA_HAIR, borrowed from
 * ../shared/levels/tr2/RANDO_TEST1.TR2; skipped without it): at rest it
 * hangs below her head, it swings when she runs and turns and settles when
 * she stops, it never sinks through the floor when she lies on it, and it
 * is drawn with her. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/lara/lara_hair.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

/* A dry room 8 x 12 sectors, floor at y = 0, Lara standing at (3.5, 2.5)
 * facing +z. NULL: no donor level or no braid in it (why says). */
static TestGame *open_level(char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR2, why, cap);
    if (!b)
        return NULL;
    int r = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, r, MID(3), 0, MID(2), 0, 0);
    TestGame *t = TrBuildGame_OpenWhy(b, "hair_tr2.tr2", why, cap);
    if (!t)
        return NULL;
    if (!Level_FindModel(t->g.lv, O2_LARA_HAIR)) {
        TestGame_Delete(t);
        snprintf(why, cap, "the donor level has no braid model");
        return NULL;
    }
    return t;
}

#define OPEN_OR_SKIP(t)                                                             \
    do {                                                                            \
        char why_[600];                                                             \
        if (!TrBuild_DonorName(GAME_TR2) || !Test_SharedPath(TrBuild_DonorName(GAME_TR2))) \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));                 \
        (t) = open_level(why_, sizeof why_);                                        \
        CHECK_MSG((t) != NULL, "%s", why_);                                         \
    } while (0)

/* Horizontal distance of the braid's tip from the anchor on her head. */
static int32_t tip_reach(const LaraHair *h)
{
    int64_t dx = h->pos[LARA_HAIR_SEGMENTS].x - h->pos[0].x;
    int64_t dz = h->pos[LARA_HAIR_SEGMENTS].z - h->pos[0].z;
    return (int32_t)Math_Sqrt64((uint64_t)(dx * dx + dz * dz));
}

static int32_t speed(const LaraHair *h)
{
    int32_t s = 0;
    for (int i = 1; i <= LARA_HAIR_SEGMENTS; i++)
        s += abs(h->vel[i].x) + abs(h->vel[i].y) + abs(h->vel[i].z);
    return s;
}

TEST(lara_hair_tr2_hangs_below_her_head)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    const LaraHair *h = &t->g.hair;
    CHECK(!h->placed);
    TestGame_Step(t, 0, 40);
    CHECK(h->placed);
    /* Each end below the one before it, the tip well below her head (the
     * anchor is behind her head, above her shoulders). */
    for (int i = 1; i <= LARA_HAIR_SEGMENTS; i++)
        CHECK_MSG(h->pos[i].y > h->pos[i - 1].y, "segment %d: %d above %d", i, h->pos[i].y,
                  h->pos[i - 1].y);
    CHECK(h->pos[LARA_HAIR_SEGMENTS].y - h->pos[0].y > 150);
    CHECK(h->pos[0].y < -400);
    /* Only her breathing stirs it. */
    CHECK_MSG(speed(h) < 30, "moving %d", speed(h));
    TestGame_Delete(t);
}

TEST(lara_hair_tr2_swings_and_settles)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    const LaraHair *h = &t->g.hair;
    TestGame_Step(t, 0, 40);
    int32_t rest = tip_reach(h);
    int32_t max_speed = 0, max_reach = rest;
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, INPUT_FORWARD | (i >= 15 ? INPUT_LEFT : 0), 1);
        max_speed = MAX(max_speed, speed(h));
        max_reach = MAX(max_reach, tip_reach(h));
    }
    /* Running and turning, the braid moves and flies out from her back. */
    CHECK(max_speed > 60);
    CHECK_MSG(max_reach > rest + 40, "reach %d at rest %d", max_reach, rest);
    /* Standing again it comes back to rest. */
    TestGame_Step(t, 0, 90);
    CHECK_MSG(speed(h) < 30, "still moving: %d", speed(h));
    CHECK_MSG(abs(tip_reach(h) - rest) < 40, "reach %d at rest %d", tip_reach(h), rest);
    TestGame_Delete(t);
}

/* Deepest an end of the braid sits inside her hips', torso's or head's
 * sphere (0: outside them all). */
static int32_t inside_body(TestGame *t)
{
    CollSphere sp[ANIM_MAX_MESHES];
    int ns = Coll_GetSpheres(&t->g, Game_LaraItem(&t->g), sp, ANIM_MAX_MESHES, NULL);
    static const int body[] = {LARA_MESH_HIPS, LARA_MESH_TORSO, LARA_MESH_HEAD};
    int32_t worst = 0;
    for (int i = 1; i <= LARA_HAIR_SEGMENTS; i++)
        for (int j = 0; j < 3 && ns >= 15; j++) {
            const CollSphere *c = &sp[body[j]];
            const HairPoint *p = &t->g.hair.pos[i];
            int64_t dx = p->x - c->x, dy = p->y - c->y, dz = p->z - c->z;
            int32_t d = (int32_t)Math_Sqrt64((uint64_t)(dx * dx + dy * dy + dz * dz));
            worst = MAX(worst, c->r - d);
        }
    return worst;
}

/* Hopping back and jumping back, the braid swings forward against her
 * back: each end is pushed out of her body's spheres. As the original, the
 * segment is then re-pointed at the pushed end at its own length, which
 * can leave the end partly inside again (here at most 39 units; without
 * the push 68). */
TEST(lara_hair_tr2_kept_out_of_her_body)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    TestGame_Step(t, 0, 40);
    int32_t worst = 0;
    for (int i = 0; i < 60; i++) {
        TestGame_Step(t, i < 30 ? INPUT_BACK : INPUT_JUMP | INPUT_BACK, 1);
        worst = MAX(worst, inside_body(t));
    }
    CHECK_MSG(worst < 50, "an end %d inside her", worst);
    TestGame_Delete(t);
}

TEST(lara_hair_tr2_stays_above_the_floor)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    const LaraHair *h = &t->g.hair;
    TestGame_Step(t, 0, 10);
    /* Dead, she falls down on the floor (y = 0): the braid lies on it. As
     * the original, each end is held at the floor and its segment then
     * pointed at it at its own length, which can leave an end a few units
     * under the floor (without the floor's hold her braid sinks 12 under
     * it here). */
    Game_LaraItem(&t->g)->hit_points = 0;
    bool on_floor = false;
    for (int i = 0; i < 120; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 1; k <= LARA_HAIR_SEGMENTS; k++) {
            CHECK_MSG(h->pos[k].y <= 8, "tick %d segment %d at y %d", i, k, h->pos[k].y);
            if (h->pos[k].y >= -2)
                on_floor = true;
        }
    }
    CHECK(on_floor);
    TestGame_Delete(t);
}

TEST(lara_hair_tr2_drawn_with_her)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    TestGame_Step(t, 0, 5);
    const Level *lv = t->g.lv;
    const Model *hm = Level_FindModel(lv, O2_LARA_HAIR);
    CHECK(GameRules_TR2.draw_item != NULL);
    RenderMeshDraw out[15 + SIMDRAW_ITEM_EXTRA];
    int n = GameRules_TR2.draw_item(&t->g, &t->sim, t->sim.lara, 65536, out,
                                    (int)(sizeof out / sizeof out[0]));
    /* Her 15 meshes (and her guns' extras, none here), then the braid's
     * meshes, each where its segment hangs. */
    CHECK_EQ(n, 15 + LARA_HAIR_SEGMENTS);
    for (int i = 0; i < LARA_HAIR_SEGMENTS; i++) {
        const RenderMeshDraw *d = &out[n - LARA_HAIR_SEGMENTS + i];
        CHECK_EQ(d->mesh, lv->mesh_index[hm->start_mesh + i]);
        CHECK_EQ((int32_t)(d->world.t[1] >> W2V_SHIFT), t->g.hair.pos[i].y);
    }
    TestGame_Delete(t);
}

/* TR2's RESET_HAIR flipeffect (26), from an animation frame or a trigger,
 * hangs the braid straight down from her head again: swinging after a run,
 * it is at rest the tick after the effect, when it would still swing
 * without it. */
TEST(lara_hair_tr2_reset_by_flipeffect)
{
    for (int way = 0; way < 3; way++) {
        TestGame *t;
        OPEN_OR_SKIP(t);
        GameAudio ga;
        GameAudio_Attach(&ga, &t->sim, NULL, NULL);
        Game_SetAudio(&t->g, &ga);
        const LaraHair *h = &t->g.hair;
        TestGame_Step(t, 0, 40);
        for (int i = 0; i < 20; i++)
            TestGame_Step(t, INPUT_FORWARD | (i >= 10 ? INPUT_LEFT : 0), 1);
        int32_t swing = speed(h);
        CHECK_MSG(swing > 60, "not swinging: %d", swing);
        if (way == 1) {
            FlipFx_Call(&ga.fx, Game_LaraItem(&t->g), 26);
            CHECK(!h->placed);
        } else if (way == 2) {
            /* The trigger's effect runs at the end of the tick. */
            FlipFx_Trigger(&ga.fx, 26);
            TestGame_Step(t, 0, 1);
            CHECK(!h->placed);
        }
        TestGame_Step(t, 0, 1);
        CHECK(h->placed);
        /* Hung anew: every segment pointed straight down, its movement
         * forgotten. */
        int straight = 0;
        for (int i = 0; i < LARA_HAIR_SEGMENTS; i++)
            straight += h->rot_x[i] == -ANGLE_90 && h->rot_y[i] == 0 && h->vel[i].y == 0;
        if (way == 0)
            CHECK_MSG(straight < LARA_HAIR_SEGMENTS, "straight without the effect");
        else
            CHECK_MSG(straight == LARA_HAIR_SEGMENTS, "way %d: %d straight", way, straight);
        GameAudio_Free(&ga);
        TestGame_Delete(t);
    }
}

/* Wind (the original's, in rooms with ROOM_FLAG_WIND): standing, her
 * braid is blown along +z; in a room without it, it hangs as before
 * (measured: the tip's mean z from the anchor -3 calm, 46 in the wind). */
static int64_t lean_z(bool wind)
{
    TestGame *t = open_level(NULL, 0);
    if (!t)
        return INT64_MIN;
    Level *lv = (Level *)t->g.lv;
    int room = Game_LaraItem(&t->g)->room;
    if (wind)
        lv->rooms[room].flags |= ROOM_FLAG_WIND;
    TestGame_Step(t, 0, 40);
    int64_t sum = 0;
    int32_t most = 0;
    for (int i = 0; i < 60; i++) {
        TestGame_Step(t, 0, 1);
        sum += t->g.hair.pos[LARA_HAIR_SEGMENTS].z - t->g.hair.pos[0].z;
        most = MAX(most, t->g.hair.wind);
    }
    if (wind && (most <= 0 || most > 8))
        sum = INT64_MIN; /* the wind out of its range */
    TestGame_Delete(t);
    return sum / 60;
}

TEST(lara_hair_tr2_blown_by_the_wind)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    TestGame_Delete(t);
    int64_t calm = lean_z(false), windy = lean_z(true);
    CHECK(calm != INT64_MIN && windy != INT64_MIN);
    CHECK_MSG(windy > calm + 20, "tip's mean z from the anchor: calm %lld, windy %lld",
              (long long)calm, (long long)windy);
}
