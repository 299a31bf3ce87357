/* TR2's sky (Render_SetSky in engine/render/render.h, RenderLook_Sky in
 * game/render_look.h): the level's sky model drawn around the camera,
 * behind everything, where an outside room is in view. Checked on the
 * shared TR2 level's first room, changed in memory: its ceiling faces
 * removed (the sky shows through) and, where a test wants an outside
 * level, every room's inside flag swapped for the outside one. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/level/level.h"
#include "engine/render/render.h"
#include "game/render_look.h"
#include "tests/tr_build.h"

#define W 320
#define H 240
#define GAP 254 /* clear colour: pixels no polygon covers */

typedef struct {
    Level lv;
    Renderer *r;
    RenderCamera cam;
    RenderSky sky;
    uint8_t *fb, *fb2, *bare;
} SkyRig;

static bool rig_open(SkyRig *g, bool outside)
{
    memset(g, 0, sizeof *g);
    const char *path = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    char err[256];
    if (!path || !Level_Load(path, &g->lv, err, sizeof err))
        return false;
    Room *room = &g->lv.rooms[0];
    TrBuild_OpenCeiling(room);
    for (uint32_t i = 0; outside && i < g->lv.num_rooms; i++) {
        Room *o = &g->lv.rooms[i];
        o->flags = (uint16_t)((o->flags & ~ROOM_FLAG_INSIDE) | ROOM_FLAG_OUTSIDE);
    }
    g->sky = RenderLook_Sky(&g->lv, NULL);
    g->r = Render_Create(&g->lv, W, H, NULL, err, sizeof err);
    g->fb = malloc(W * H);
    g->fb2 = malloc(W * H);
    g->bare = malloc(W * H);
    /* from the room's middle, looking along +z and up */
    g->cam = (RenderCamera){room->x + room->num_x_sectors * 512,
                            (room->y_top + room->y_bottom) / 2,
                            room->z + 1024 + 512, 0, 0, 4096, 0, 0};
    return g->r && g->fb && g->fb2 && g->bare;
}

static void rig_close(SkyRig *g)
{
    if (g->r)
        Render_Destroy(g->r);
    free(g->fb);
    free(g->fb2);
    free(g->bare);
    Level_Free(&g->lv);
}

static bool frame(SkyRig *g, const RenderSky *sky, uint8_t *fb)
{
    RenderSky none = {.mesh = -1};
    Render_SetSky(g->r, sky ? sky : &none);
    return Render_FrameClear(g->r, &g->cam, NULL, 0, NULL, 0, fb, GAP);
}

static int count_gaps(const uint8_t *fb)
{
    int n = 0;
    for (int i = 0; i < W * H; i++)
        n += fb[i] == GAP;
    return n;
}

#define OPEN_RIG(g, outside)                                          \
    SkyRig *g = calloc(1, sizeof *g);                                 \
    if (!g || !rig_open(g, outside)) {                                \
        if (g)                                                        \
            rig_close(g);                                             \
        free(g);                                                      \
        SKIP("shared TR2 level not present");                         \
    }

TEST(render_sky_fills_the_open_ceiling_of_an_outside_room)
{
    OPEN_RIG(g, true);
    CHECK(g->sky.mesh >= 0);
    CHECK(frame(g, NULL, g->bare));
    int open = count_gaps(g->bare);
    CHECK_MSG(open > W * H / 10, "only %d pixels see out of the room", open);
    CHECK(frame(g, &g->sky, g->fb));
    CHECK_MSG(count_gaps(g->fb) == 0, "%d pixels still open under the sky", count_gaps(g->fb));
    /* the room's own pixels are the same: the sky is behind them */
    int changed = 0;
    for (int i = 0; i < W * H; i++)
        changed += g->bare[i] != GAP && g->bare[i] != g->fb[i];
    CHECK_EQ(changed, 0);
    rig_close(g);
    free(g);
}

TEST(render_sky_not_drawn_without_an_outside_room)
{
    OPEN_RIG(g, false);
    CHECK(frame(g, NULL, g->bare));
    CHECK(frame(g, &g->sky, g->fb));
    CHECK(memcmp(g->bare, g->fb, W * H) == 0);
    CHECK(count_gaps(g->fb) > 0);
    rig_close(g);
    free(g);
}

/* The sky is turned with the view but never moved: where only the sky is
 * seen, a camera a quarter tile higher (and aside) sees the same pixels. */
TEST(render_sky_stays_centred_on_the_camera)
{
    OPEN_RIG(g, true);
    CHECK(frame(g, NULL, g->bare));
    CHECK(frame(g, &g->sky, g->fb));
    g->cam.y -= 256;
    g->cam.x += 128;
    CHECK(frame(g, NULL, g->fb2));
    int both = 0;
    for (int i = 0; i < W * H; i++)
        if (g->bare[i] == GAP && g->fb2[i] == GAP)
            g->bare[i] = 1, both++; /* sky alone in both views */
        else
            g->bare[i] = 0;
    CHECK(frame(g, &g->sky, g->fb2));
    int differ = 0;
    for (int i = 0; i < W * H; i++)
        differ += g->bare[i] && g->fb[i] != g->fb2[i];
    CHECK_MSG(both > W * H / 10, "only %d pixels of sky alone", both);
    CHECK_EQ(differ, 0);
    /* turning the view turns it */
    g->cam.yaw += 0x2000;
    CHECK(frame(g, &g->sky, g->fb2));
    differ = 0;
    for (int i = 0; i < W * H; i++)
        differ += g->bare[i] && g->fb[i] != g->fb2[i];
    CHECK(differ > 0);
    rig_close(g);
    free(g);
}

/* The model's own rotation (its first frame's) turns it too. */
TEST(render_sky_turned_by_its_rotation)
{
    OPEN_RIG(g, true);
    CHECK(frame(g, &g->sky, g->fb));
    RenderSky turned = g->sky;
    Mat34_RotY(&turned.rot, 0x4000);
    CHECK(frame(g, &turned, g->fb2));
    CHECK(memcmp(g->fb, g->fb2, W * H) != 0);
    rig_close(g);
    free(g);
}

/* Under the sky an outside room is not cut at the far plane (its far
 * faces are black against the sky); without a sky it is, as before. */
TEST(render_sky_outside_rooms_not_cut_far)
{
    OPEN_RIG(g, true);
    g->cam.pitch = 0;
    CHECK(frame(g, NULL, g->fb));
    uint32_t plain = Render_GetStats(g->r).polys_submitted;
    CHECK(frame(g, &g->sky, g->fb));
    uint32_t with_sky = Render_GetStats(g->r).polys_submitted;
    Render_SetFarZ(g->r, 1024);
    CHECK(frame(g, NULL, g->fb));
    uint32_t plain_near = Render_GetStats(g->r).polys_submitted;
    CHECK(frame(g, &g->sky, g->fb));
    uint32_t sky_near = Render_GetStats(g->r).polys_submitted;
    CHECK_MSG(plain_near < plain, "far cut at 1024: %u of %u polygons", plain_near, plain);
    CHECK_EQ(sky_near, with_sky);
    rig_close(g);
    free(g);
}

/* The game side: TR2's sky is its O2_SKYBOX model's mesh; a TR1 level has
 * none. */
TEST(render_look_sky_of_each_game)
{
    const char *path = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    Level lv;
    char err[256];
    if (!path || !Level_Load(path, &lv, err, sizeof err))
        SKIP("shared TR2 level not present");
    RenderSky sky = RenderLook_Sky(&lv, NULL);
    const Model *m = Level_FindModel(&lv, 254); /* O2_SKYBOX */
    CHECK(m != NULL);
    if (m)
        CHECK_EQ(sky.mesh, (int32_t)lv.mesh_index[m->start_mesh]);
    lv.game = GAME_TR1;
    CHECK_EQ(RenderLook_Sky(&lv, NULL).mesh, -1);
    lv.game = GAME_TR2;
    Level_Free(&lv);
}
