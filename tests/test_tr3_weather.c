/* TR3's rain and snow (game/effects/weather_tr3.c) in purpose-built TR3
 * rooms (tests/tr_build.h; skipped without the shared donor level): drops
 * only in outside (wind-flagged) rooms, drawn, on a stream of their own. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/render/render.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/weather.h"
#include "game/game.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)
#define FW 320
#define FH 240
#define DRIFT (4 + 4 * 11)

/* A tall room of 10 x 10 sectors (ceiling 24 clicks up), outside (the
 * wind flag) or not, Lara in its middle. */
static TestGame *open_room(bool outside)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 10, 0, -24, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    if (outside)
        b->lb.rooms[room].extra_flags = ROOM_FLAG_WIND;
    LB_AddItem(&b->lb, 0, room, MID(5), 0, MID(5), 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, outside ? "tr3_rain_out.tr2" : "tr3_rain_in.tr2", err,
                                     sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!path || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "tr3_weather: %s\n", err);
        free(t);
        t = NULL;
    }
    TrBuild_Delete(b);
    return t;
}

#define OPEN_OR_SKIP(t, outside)                                                    \
    do {                                                                            \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                          \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        (t) = open_room(outside);                                                   \
        CHECK((t) != NULL);                                                         \
        if (!(t))                                                                   \
            return;                                                                 \
    } while (0)

/* Rain falls in an outside room, every drop inside it, none in a room that
 * is not outside; the game's streams and Lara are as without it. */
TEST(weather_tr3_rain_falls_outside_only)
{
    TestGame *t, *u;
    OPEN_OR_SKIP(t, true);
    OPEN_OR_SKIP(u, true);
    Weather_Start(&t->g, WEATHER_RAIN);
    int most = 0;
    bool inside = true;
    for (int i = 0; i < 60; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        TestGame_Step(u, INPUT_FORWARD, 1);
        int n = Weather_Count(&t->g);
        most = n > most ? n : most;
        const Weather *w = t->g.weather_state;
        for (int k = 0; k < WEATHER_MAX; k++) {
            const WeatherDrop *d = &w->drop[k];
            /* tested before each move, as the original: a tick's fall
             * (at most 23 * 8) past the floor, and a tick's drift (4) and
             * wind (4 times at most 11) past a wall, before it goes */
            if (d->x && (d->x < SEC - DRIFT || d->x > 9 * SEC + DRIFT || d->z < SEC - DRIFT ||
                         d->z > 9 * SEC + DRIFT || d->y > 23 * 8 || d->y < -24 * 256))
                inside = false;
        }
    }
    CHECK_MSG(most > 20, "at most %d drops", most);
    CHECK(inside);
    /* no number of the game's own streams went to it */
    CHECK_EQ(t->sim.prng.control, u->sim.prng.control);
    CHECK_EQ(t->sim.prng.draw, u->sim.prng.draw);
    CHECK_EQ(Game_LaraItem(&t->g)->pos.z, Game_LaraItem(&u->g)->pos.z);
    /* the same run again makes the same drops */
    TestGame *v;
    OPEN_OR_SKIP(v, true);
    Weather_Start(&v->g, WEATHER_RAIN);
    TestGame_Step(v, INPUT_FORWARD, 60);
    CHECK(memcmp(v->g.weather_state, t->g.weather_state, sizeof(Weather)) == 0);
    TestGame_Delete(v);
    TestGame_Delete(u);
    TestGame_Delete(t);

    OPEN_OR_SKIP(t, false);
    Weather_Start(&t->g, WEATHER_RAIN);
    TestGame_Step(t, 0, 60);
    int none = Weather_Count(&t->g);
    TestGame_Delete(t);
    CHECK_EQ(none, 0);
}

/* The wind (the original's SmokeWindX/Z, the braid's TR3 wind) blows
 * them: each raindrop moves its own drift plus 4 times the wind a tick
 * (DoRain); a flake's drift eases one a tick towards twice the wind
 * (DoSnow). The wind is the braid's: strength 8 a quarter turn round
 * blows along +x at 8. */
TEST(weather_tr3_wind_blows_rain_and_snow)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true);
    for (int kind = WEATHER_RAIN; kind <= WEATHER_SNOW; kind++) {
        Weather_Start(&t->g, kind);
        int checked = 0, windy = 0;
        bool right = true;
        for (int i = 0; i < 60; i++) {
            Weather was = *t->g.weather_state;
            TestGame_Step(t, 0, 1);
            int32_t wx, wz;
            Spark3_SmokeWind(&t->g, &wx, &wz);
            windy += wx != 0 || wz != 0;
            for (int k = 0; k < WEATHER_MAX; k++) {
                const WeatherDrop *a = &was.drop[k], *b = &t->g.weather_state->drop[k];
                if (!a->x || !b->x)
                    continue;
                checked++;
                if (kind == WEATHER_RAIN) {
                    right &= b->x == a->x + a->xv + 4 * wx && b->z == a->z + a->zv + 4 * wz;
                } else {
                    int ex = a->xv < 2 * wx ? a->xv + 1 : a->xv > 2 * wx ? a->xv - 1 : a->xv;
                    int ez = a->zv < 2 * wz ? a->zv + 1 : a->zv > 2 * wz ? a->zv - 1 : a->zv;
                    right &= b->xv == ex && b->zv == ez;
                }
            }
        }
        CHECK_MSG(checked > 100 && windy > 10, "%d drops, %d windy ticks", checked, windy);
        CHECK_MSG(right, "weather %d not blown as the original", kind);
    }
    t->g.hair.wind = 8;
    t->g.hair.wind_angle = t->g.hair.dwind_angle = 0x800; /* a quarter turn: +x */
    int32_t wx, wz;
    Spark3_SmokeWind(&t->g, &wx, &wz);
    CHECK_EQ(wx, 8);
    CHECK_EQ(wz, 0);
    TestGame_Delete(t);
}

/* The drops are drawn: rain as flat streaks, the frame changed where they
 * are; snow as the sprite sheet's flake (+17). */
TEST(weather_tr3_rain_and_snow_drawn)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true);
    Weather_Start(&t->g, WEATHER_RAIN);
    TestGame_Step(t, 0, 40);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(Effect_AppendDraws(&t->g, &dl));
    int n = Weather_Count(&t->g);
    CHECK(n > 0);
    CHECK_EQ((int)dl.num_sprites, n);
    CHECK_EQ(dl.sprites[0].look, RENDER_SPRITE_FLAT);
    char err[256];
    Renderer *r = Render_Create(&t->lv, FW, FH, NULL, err, sizeof err);
    CHECK(r != NULL);
    uint8_t *a = malloc(FW * FH), *b = malloc(FW * FH);
    Vec3i pos;
    int16_t room, yaw, pitch, roll;
    Camera_GetView(&t->g, &pos, &room, &yaw, &pitch, &roll);
    RenderCamera cam = {pos.x, pos.y, pos.z, room, yaw, 0x1800, 0, 0};
    CHECK(a && b && Render_Frame(r, &cam, NULL, 0, NULL, 0, a));
    CHECK(Render_Frame(r, &cam, NULL, 0, dl.sprites, dl.num_sprites, b));
    int changed = 0;
    for (int i = 0; i < FW * FH; i++)
        changed += a[i] != b[i];
    CHECK_MSG(changed > 0, "%d drops changed no pixel", n);
    free(a);
    free(b);
    Render_Destroy(r);

    /* snow: the sheet's flake, where the sheet has one */
    Weather_Start(&t->g, WEATHER_SNOW);
    TestGame_Step(t, 0, 40);
    dl.num_sprites = 0;
    CHECK(Effect_AppendDraws(&t->g, &dl));
    const SpriteSequence *sheet =
        Level_FindSpriteSequence(&t->lv, Effect_Ids(&t->g)->spark_sheet);
    CHECK(Weather_Count(&t->g) > 0);
    if (sheet && -sheet->neg_length > 17) {
        CHECK(dl.num_sprites > 0);
        CHECK_EQ(dl.sprites[0].sprite, sheet->offset + 17);
    } else {
        CHECK_EQ(dl.num_sprites, 0); /* no flake to draw them with */
    }
    SimDraw_Free(&dl);
    TestGame_Delete(t);
}

/* The original's table by level file, for a level played alone. */
TEST(weather_tr3_levels_by_file)
{
    CHECK_EQ(Weather_OfLevelFile("data/ANTARC.TR2"), WEATHER_SNOW);
    CHECK_EQ(Weather_OfLevelFile("chamber.tr2"), WEATHER_SNOW);
    CHECK_EQ(Weather_OfLevelFile("x/JUNGLE.TR2"), WEATHER_RAIN);
    CHECK_EQ(Weather_OfLevelFile("data\\stpaul.tr2"), WEATHER_RAIN);
    CHECK_EQ(Weather_OfLevelFile("data/TEMPLE.TR2"), WEATHER_NONE);
}
