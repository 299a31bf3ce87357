/* TR3's splashes and ripples (game/effects/splash_tr3.c, splash_fx_tr3.c,
 * splash_draw_tr3.c; tomb3 effect2.cpp SetupSplash, SetupRipple,
 * UpdateSplashes, effects.cpp Splash, WadeSplash, S_DrawSplashes) on
 * rooms built at test time (tests/tr_build.h; skipped without
 * ../shared/levels/tr3/RANDO_TEST1.TR2): a dry room whose far half opens
 * on a water room `depth` clicks deep, the surface at y = 0. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/effects/effect.h"
#include "game/effects/splash_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_trap_room.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

/* Dry room x 1..6, z 1..10 (floor 0); z 6..10 over water room 1 whose
 * floor is `depth` clicks down (z = 6 one click, z = 7 a ramp from one to
 * two). Lara at (3.5, y, lz.5). */
static TestGame *open_level(int depth, int32_t y, int lz, char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int wet;
    int dry = TrBuild_AddDryOverPool(b, depth, &wet);
    LB_SetFloor(&b->lb, wet, 1, 1, 6, 2, 1);
    for (int x = 1; x <= 6; x++)
        LB_SetSlope(&b->lb, wet, x, 2, 0, -1);
    LB_AddItem(&b->lb, 0, dry, MID(3), y, MID(lz), 0, 0);
    return TrBuildGame_OpenWhy(b, "tr3_water_looks.tr2", why, cap);
}

#define OPEN_OR_SKIP(t, depth, y, lz)                                                   \
    do {                                                                                \
        char why_[600] = "";                                                            \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                              \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                     \
        (t) = open_level(depth, y, lz, why_, sizeof why_);                              \
        CHECK_MSG((t) != NULL, "%s", why_);                                             \
    } while (0)

static int splashes_on(const Game *g)
{
    int n = 0;
    for (int i = 0; i < SPLASH3_MAX; i++)
        n += (g->water3->splash[i].flags & SPLASH3_ON) != 0;
    return n;
}

static int ripples_on(const Game *g)
{
    int n = 0;
    for (int i = 0; i < RIPPLE3_MAX; i++)
        n += (g->water3->ripple[i].flags & RIPPLE3_ON) != 0;
    return n;
}

/* Falling into deep water from high up, Lara makes the original's Splash
 * where she went in: on the surface above her, its rings 32, 48 and 32
 * out (x2 in 16ths), the upper circles 128 and 64 up, thrown up at 40 and
 * 20 times her speed into the water, as SetupSplash lays them; none of
 * TR1/TR2's splash sprites (effects) come with it. */
TEST(tr3_water_lara_dives_in_with_the_originals_splash)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 12, -4096, 8);
    Game *g = &t->g;
    CHECK(g->water3 != NULL);
    Item *l = Game_LaraItem(g);
    int fx_before = Effect_ActiveCount(g);
    int16_t fall = 0;
    for (int i = 0; i < 120 && g->lara.water_status != LWS_UNDERWATER; i++) {
        fall = l->fall_speed;
        TestGame_Step(t, 0, 1);
    }
    CHECK_EQ(g->lara.water_status, LWS_UNDERWATER);
    CHECK_EQ(splashes_on(g), 1);
    CHECK_EQ(Effect_ActiveCount(g), fx_before);
    const Splash3 *sp = &g->water3->splash[0];
    CHECK_EQ(sp->y, 0);
    CHECK_EQ(sp->x, l->pos.x);
    /* her speed went in x 3/2 (the jump-in animation); the tick since
     * moved each point once */
    int32_t fs = l->fall_speed;
    CHECK_MSG(fs >= fall, "fall %d then %d", fall, fs);
    const Splash3Point *in_lo = &sp->p[0], *in_hi = &sp->p[8], *out_hi = &sp->p[40];
    CHECK_EQ(in_lo->wx, 0);
    /* lower inner: (32 * -24) << 1 = -1536, zv -320 * 24 / 12 = -640,
     * after one tick: -1536 + (-640 >> 2) */
    CHECK_EQ(in_lo->wz, -1536 - 160);
    CHECK_EQ(in_lo->friction, 5);
    CHECK_EQ(in_hi->friction, 7);
    CHECK_EQ(in_hi->gravity, 160);
    /* upper inner: ((32 + 8) * -24) << 1 = -1920, zv -320 * 24 >> 3 = -960 */
    CHECK_EQ(in_hi->wz, -1920 - 240);
    /* thrown up at -40 x her speed then, gravity 160 * 8 a tick since */
    CHECK_EQ((in_hi->yv - 160 * 8) % 40, 0);
    CHECK(in_hi->wy < -128);
    CHECK_EQ(sp->p[24].gravity, 96);
    /* outer upper: ((32 + 128) * -24) << 1 = -7680, zv -544 * 24 >> 3 */
    CHECK_EQ(out_hi->wz, -7680 - (1632 >> 2));
    CHECK_EQ(out_hi->wy, 0);
    /* it lives on until it has been down 63 ticks, then it is gone */
    TestGame_Step(t, 0, 40);
    CHECK_EQ(splashes_on(g), 1);
    TestGame_Step(t, 0, 100);
    CHECK_EQ(splashes_on(g), 0);
    TestGame_Delete(t);
}

/* Wading, every fourth tick a ripple where the surface crosses her, 16..31
 * (growing 2 a tick), not dim while she moves; standing still only one
 * time in 16, dim. Surface swimming the same. */
TEST(tr3_water_wading_and_swimming_leave_ripples)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, 0, 3);
    Game *g = &t->g;
    Item *l = Game_LaraItem(g);
    int made = 0, seen_wade = 0, phase = -1;
    for (int i = 0; i < 300 && g->lara.water_status != LWS_SURFACE; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (g->lara.water_status != LWS_WADE)
            continue;
        seen_wade++;
        /* the ones made this tick: init 1, then 4 more in the update */
        for (int k = 0; k < RIPPLE3_MAX; k++) {
            const Ripple3 *r = &g->water3->ripple[k];
            if (!(r->flags & RIPPLE3_ON) || r->init != 5)
                continue;
            /* on one tick in four (the original's wibble & 0xF) */
            if (made++ == 0)
                phase = (int)(g->sim->tick % 4);
            CHECK_EQ((int)(g->sim->tick % 4), phase);
            CHECK_EQ(r->flags, RIPPLE3_ON | RIPPLE3_MADE_SMALL);
            CHECK(r->size >= 18 && r->size <= 33);
            CHECK_EQ(r->y, 0);
            CHECK(abs(r->x - l->pos.x) <= 64 + 64);
        }
    }
    CHECK_MSG(seen_wade > 8 && made >= seen_wade / 4 - 1 && made <= seen_wade / 4 + 1,
              "%d ripples in %d wading ticks", made, seen_wade);
    CHECK_EQ(g->lara.water_status, LWS_SURFACE);
    /* swimming on the surface: one every fourth tick too */
    int surf = 0;
    for (int i = 0; i < 16; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        CHECK_EQ(g->lara.water_status, LWS_SURFACE);
        for (int k = 0; k < RIPPLE3_MAX; k++)
            surf += (g->water3->ripple[k].flags & RIPPLE3_ON) && g->water3->ripple[k].init == 5;
    }
    CHECK_EQ(surf, 4);
    TestGame_Delete(t);
}

/* Standing in the shallows she ripples the water only one time in 16 of
 * the fourth ticks, dim (the original's flag for a still Lara). */
TEST(tr3_water_standing_still_ripples_seldom_and_dim)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, 0, 3);
    Game *g = &t->g;
    for (int i = 0; i < 400 && Game_LaraItem(g)->pos.z < MID(8); i++)
        TestGame_Step(t, INPUT_FORWARD, 1);
    TestGame_Step(t, 0, 60);
    CHECK_EQ(g->lara.water_status, LWS_WADE);
    int made = 0;
    for (int i = 0; i < 640; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 0; k < RIPPLE3_MAX; k++) {
            const Ripple3 *r = &g->water3->ripple[k];
            if (!(r->flags & RIPPLE3_ON) || r->init != 5)
                continue;
            made++;
            CHECK_EQ(r->flags, RIPPLE3_ON | RIPPLE3_MADE_SMALL | RIPPLE3_DIM);
        }
    }
    /* 160 chances of one in 16 */
    CHECK_MSG(made >= 3 && made <= 22, "%d ripples standing 640 ticks", made);
    TestGame_Delete(t);
}

/* A ripple's life as UpdateSplashes gives it: init climbs 4 a tick to its
 * life, then its life falls 2 a tick until it wraps; size grows 2 a tick
 * to 254. Made through SetupRipple's numbers: within 64 of the spot, life
 * 48..63. Under-water blood: flags 51, life 240..247 as a byte. */
TEST(tr3_water_ripple_and_blood_lives)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, 0, 3);
    Game *g = &t->g;
    memset(g->water3->ripple, 0, sizeof g->water3->ripple);
    Ripple3 *r = Splash3_Ripple(g, MID(3), 0, MID(8), 20, false, 1);
    CHECK(r != NULL);
    CHECK_EQ(r->flags, RIPPLE3_ON);
    CHECK(r->life >= 48 && r->life <= 63);
    CHECK(abs(r->x - MID(3)) <= 64 && abs(r->z - MID(8)) <= 64);
    int life = r->life, ticks = 0;
    while ((r->flags & RIPPLE3_ON) && ticks < 200) {
        Splash3_Update(g);
        ticks++;
    }
    /* up: ceil((life - 1) / 4) ticks; down: life / 2 + 1 ticks */
    int up = (life - 1 + 3) / 4, down = life / 2 + 1;
    CHECK_MSG(ticks == up + down, "gone after %d ticks (life %d)", ticks, life);
    /* sixteen at most */
    for (int i = 0; i < RIPPLE3_MAX; i++)
        CHECK(Splash3_Ripple(g, 0, 0, 0, -3, true, 1) != NULL);
    CHECK(Splash3_Ripple(g, 0, 0, 0, -3, true, 1) == NULL);
    CHECK_EQ(g->water3->ripple[5].flags, RIPPLE3_ON | RIPPLE3_MADE_SMALL | RIPPLE3_DIM);
    CHECK_EQ(g->water3->ripple[5].size, 3);
    memset(g->water3->ripple, 0, sizeof g->water3->ripple);
    /* blood shot under water: a ripple of blood, not drops of the pool */
    Effect_Blood(g, MID(3), 1024, MID(8), 0, 0, 1);
    CHECK_EQ(ripples_on(g), 1);
    const Ripple3 *b = &g->water3->ripple[0];
    CHECK_EQ(b->flags, 51);
    CHECK(b->life >= 240 && b->life <= 247);
    CHECK(b->size <= 7);
    CHECK(abs(b->x - MID(3)) <= 32 && b->y == 1024);
    TestGame_Delete(t);
}

/* Bubbles reaching the surface and gun shells falling in leave small dim
 * ripples at the water room's top (ControlBubble1: 2..3, ControlGunShell:
 * 8..11). */
TEST(tr3_water_bubbles_and_shells_ripple_the_surface)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, 0, 3);
    Game *g = &t->g;
    memset(g->water3->ripple, 0, sizeof g->water3->ripple);
    Vec3i at = { MID(3), 300, MID(8) };
    Effect_Bubble(g, &at, 1);
    for (int i = 0; i < 60 && !ripples_on(g); i++)
        Effect_Control(g);
    CHECK_EQ(ripples_on(g), 1);
    const Ripple3 *r = &g->water3->ripple[0];
    CHECK_EQ(r->flags, RIPPLE3_ON | RIPPLE3_MADE_SMALL | RIPPLE3_DIM);
    CHECK(r->size == 2 || r->size == 3);
    CHECK_EQ(r->y, g->lv->rooms[1].y_top);
    TestGame_Delete(t);
}

/* The rocket's, grenade's and carcass's splashes: SetupSplash with their
 * numbers at the water room's top (16/24/32 out, the rocket thrown up at
 * 0x4000 and 0x2000, the grenade at 2048 + 32 x its fall); a fifth splash
 * while four are on makes none. None of it moves the game's streams. */
TEST(tr3_water_projectile_and_carcass_splashes)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, 0, 3);
    Game *g = &t->g;
    Prng before = g->sim->prng;
    Item it;
    memset(&it, 0, sizeof it);
    it.pos = (Vec3i){ MID(3), 100, MID(8) };
    it.room = 1;
    it.fall_speed = 20;
    Splash3_Rocket(g, &it);
    Splash3_Grenade(g, &it);
    Splash3_Carcass(g, &it, 1, 30);
    Splash3_Item(g, &it);
    CHECK_EQ(splashes_on(g), 4);
    const Splash3 *s = g->water3->splash;
    CHECK_EQ(s[0].y, g->lv->rooms[1].y_top);
    CHECK_EQ(s[0].p[8].yv, -0x4000);
    CHECK_EQ(s[0].p[24].yv, -0x2000);
    CHECK_EQ(s[0].p[8].wz, -((16 + 12) * 24) * 2);
    CHECK_EQ(s[1].p[8].yv, -2048 - (20 << 5));
    CHECK_EQ(s[1].p[24].yv, -1024 - (20 << 4));
    CHECK_EQ(s[2].p[8].yv, -72 * 30);
    CHECK_EQ(s[2].p[8].wz, -((16 + 16) * 24) * 2);
    CHECK_EQ(s[2].p[24].wz, -((24 + 32) * 24) * 2);
    Splash3_Rocket(g, &it);
    CHECK_EQ(splashes_on(g), 4);
    for (int i = 0; i < 30; i++) {
        Splash3_Update(g);
        Splash3_Wade(g, Game_LaraItem(g), 0, 400);
    }
    Splash3_Ripple(g, 0, 0, 0, 5, false, 1);
    CHECK_EQ(g->sim->prng.control, before.control);
    CHECK_EQ(g->sim->prng.draw, before.draw);
    TestGame_Delete(t);
}

/* Drawn: a splash as 24 sprites of the sheet's splash sprite (+8) round
 * its rings (the outer ring the rippling +4..7), a ripple as the ripple
 * sprite (+9), flattened seen from low over the water. */
TEST(tr3_water_splash_and_ripple_drawn_as_sheet_sprites)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, 0, 3);
    Game *g = &t->g;
    const SpriteSequence *sheet = Level_FindSpriteSequence(g->lv, O3_EXPLOSION_1);
    if (!sheet || -sheet->neg_length < 10) {
        TestGame_Delete(t);
        SKIP("the donor's sprite sheet has fewer than 10 sprites");
    }
    memset(g->water3, 0, sizeof *g->water3);
    Item it;
    memset(&it, 0, sizeof it);
    it.pos = (Vec3i){ MID(3), 100, MID(8) };
    it.room = 1;
    it.fall_speed = 60;
    Splash3_Item(g, &it);
    Splash3_Update(g);
    g->camera.pos = (GameVec){ MID(3), -512, MID(3), 0 };
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(Splash3_AppendDraws(g, &dl));
    CHECK_EQ(dl.num_sprites, 24);
    int plain = 0, rippling = 0;
    for (size_t i = 0; i < dl.num_sprites; i++) {
        int k = dl.sprites[i].sprite - sheet->offset;
        plain += k == 8;
        rippling += k >= 4 && k <= 7;
        CHECK_EQ(dl.sprites[i].size, RENDER_SIZE_SCALED);
    }
    CHECK_EQ(plain, 16);
    CHECK_EQ(rippling, 8);
    dl.num_sprites = 0;
    memset(g->water3->splash, 0, sizeof g->water3->splash);
    Ripple3 *r = Splash3_Ripple(g, MID(3), 0, MID(8), 40, false, 1);
    r->init = 40; /* as bright as 160 */
    CHECK(Splash3_AppendDraws(g, &dl));
    CHECK_EQ(dl.num_sprites, 1);
    CHECK_EQ(dl.sprites[0].sprite - sheet->offset, 9);
    CHECK_EQ(dl.sprites[0].w, 40 * 4 * 2);
    CHECK(dl.sprites[0].h < dl.sprites[0].w / 4);
    free(dl.sprites);
    free(dl.meshes);
    TestGame_Delete(t);
}

/* The carcass (the flare's model stands in: the shared level has none) hung
 * over the water and set going by Lara's pad: where it goes in, the
 * original's splash at the water room's top, thrown up at 72 and 36 times
 * the speed it had. */
TEST(tr3_water_carcass_splashes_where_it_falls_in)
{
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TrBuild *b = TrBuild_New(GAME_TR3);
    CHECK(b != NULL);
    int wet;
    int dry = TrBuild_AddDryOverPool(b, 8, &wet);
    LB_AddItem(&b->lb, O3_LARA, dry, MID(3), 0, MID(2), 0, 0);
    int body = LB_AddItem(&b->lb, O3_CARCASS, dry, MID(3), -2048, MID(8), 0, 0);
    int pad = LB_AddTrigger(&b->lb, dry, 3, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, body);
    TestGame *t = TrapRoom_Open(b, "tr3_water_carcass.tr2", O3_CARCASS, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t != NULL);
    Game *g = &t->g;
    Item *it = &t->sim.items[body];
    int16_t fall = 0;
    for (int i = 0; i < 100 && !splashes_on(g); i++) {
        fall = it->fall_speed;
        TestGame_Step(t, 0, 1);
    }
    CHECK_EQ(splashes_on(g), 1);
    CHECK_EQ(it->fall_speed, 16);
    const Splash3 *sp = &g->water3->splash[0];
    CHECK_EQ(sp->y, g->lv->rooms[wet].y_top);
    CHECK_EQ(sp->x, it->pos.x);
    /* its speed that tick: the last one's + 1 (it is in the water now),
     * thrown up -72 x it; one update since added gravity */
    int v = fall + 1;
    CHECK_EQ(sp->p[8].yv, -72 * v + 128 * 8);
    CHECK_EQ(sp->p[24].yv, -36 * v + 72 * 8);
    TestGame_Delete(t);
}
