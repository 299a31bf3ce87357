/* TR2's water looks (Render_SetWaterLook(RENDER_WATER_TR2) in
 * engine/render/render.h): from under water the screen through the water
 * palette (no tinted ColourMap, no shifted rows), water rooms' vertices
 * shimmering, rooms seen through the surface wobbling. Checked on the
 * shared TR2 level, changed in memory: its room 1 is a pit under room 0's
 * floor (a floor portal), made a pool; frames are compared with frames of
 * the same rooms made dry, held still (Attributes bit 15) and given the
 * shimmer's shades by the test itself. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/level/level.h"
#include "engine/render/render.h"
#include "game/render_look.h"
#include "game/rules/rules.h"

#define W 320
#define H 240

typedef struct {
    Level lv;
    Renderer *r;
    RenderCamera above, below;
    uint8_t *fb, *fb2, *rgb;
} WaterRig;

static bool rig_open(WaterRig *g)
{
    memset(g, 0, sizeof *g);
    const char *path = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    char err[256];
    if (!path || !Level_Load(path, &g->lv, err, sizeof err) || g->lv.num_rooms < 2)
        return false;
    for (uint32_t i = 0; i < g->lv.num_rooms; i++) {
        g->lv.rooms[i].flags &= (uint16_t)~ROOM_FLAG_WATER;
        for (uint32_t k = 0; k < g->lv.rooms[i].num_vertices; k++)
            g->lv.rooms[i].vertices[k].attributes &= 0x7FFF;
    }
    g->r = Render_Create(&g->lv, W, H, NULL, err, sizeof err);
    if (g->r)
        Render_SetWaterLook(g->r, RENDER_WATER_TR2);
    g->fb = malloc(W * H);
    g->fb2 = malloc(W * H);
    g->rgb = malloc(W * H * 3);
    /* over the pit (room 1, under room 0) looking down into it, and in the
     * pit looking up out of it */
    const Room *pit = &g->lv.rooms[1];
    int32_t x = pit->x + pit->num_x_sectors * 512, z = pit->z + pit->num_z_sectors * 512;
    g->above = (RenderCamera){x, -1536, z, 0, 0x1000, -0x3000, 0, 0};
    g->below = (RenderCamera){x, 1536, z, 1, 0x1000, 0x3000, 0, 0};
    return g->r && g->fb && g->fb2 && g->rgb;
}

static void rig_close(WaterRig *g)
{
    if (g->r)
        Render_Destroy(g->r);
    free(g->fb);
    free(g->fb2);
    free(g->rgb);
    Level_Free(&g->lv);
}

#define OPEN_RIG(g)                                                   \
    WaterRig *g = calloc(1, sizeof *g);                               \
    if (!g || !rig_open(g)) {                                         \
        if (g)                                                        \
            rig_close(g);                                             \
        free(g);                                                      \
        SKIP("shared TR2 level not present");                         \
    }

static void hold_room(Room *room, bool held)
{
    for (uint32_t k = 0; k < room->num_vertices; k++)
        room->vertices[k].attributes =
            (uint16_t)(held ? room->vertices[k].attributes | 0x8000
                            : room->vertices[k].attributes & 0x7FFF);
}

/* The room made dry with the shimmer's shades written into its vertices
 * (restored by undo_shimmer). */
static int16_t *bake_shimmer(WaterRig *g, Room *room)
{
    int16_t *base = malloc(room->num_vertices * sizeof *base);
    for (uint32_t k = 0; base && k < room->num_vertices; k++) {
        base[k] = room->vertices[k].shade;
        room->vertices[k].shade =
            (int16_t)(base[k] + Render_WaterShimmer(g->r, k, room->num_vertices));
    }
    room->flags &= (uint16_t)~ROOM_FLAG_WATER;
    return base;
}

static void undo_shimmer(Room *room, int16_t *base)
{
    for (uint32_t k = 0; base && k < room->num_vertices; k++)
        room->vertices[k].shade = base[k];
    room->flags |= ROOM_FLAG_WATER;
    free(base);
}

static bool frame(WaterRig *g, const RenderCamera *cam, uint8_t *fb)
{
    return Render_Frame(g->r, cam, NULL, 0, NULL, 0, fb);
}

/* From the air: the pool wobbles (vertices without bit 15) and shimmers,
 * untinted; the room the camera is in keeps still. */
TEST(render_water_tr2_pool_seen_from_the_air)
{
    OPEN_RIG(g);
    Room *pit = &g->lv.rooms[1];
    pit->flags |= ROOM_FLAG_WATER;
    for (int t = 0; t < 5; t++) /* a tick where the tables are not at 0 */
        Render_Tick(g->r);
    CHECK(frame(g, &g->above, g->fb));
    CHECK(!Render_Wet(g->r));
    CHECK(Render_GetStats(g->r).rooms_visible >= 2);
    hold_room(pit, true);
    CHECK(frame(g, &g->above, g->fb2));
    CHECK_MSG(memcmp(g->fb, g->fb2, W * H) != 0, "the pool did not wobble");
    /* held still, it is the dry pit with the shimmer's shades */
    int16_t *base = bake_shimmer(g, pit);
    CHECK(frame(g, &g->above, g->fb));
    CHECK_MSG(memcmp(g->fb, g->fb2, W * H) == 0, "held pool != dry pit with shimmer shades");
    /* (and the shimmer is not nothing) */
    undo_shimmer(pit, base);
    pit->flags &= (uint16_t)~ROOM_FLAG_WATER;
    CHECK(frame(g, &g->above, g->fb));
    CHECK(memcmp(g->fb, g->fb2, W * H) != 0);
    /* the camera's dry room never wobbles */
    pit->flags |= ROOM_FLAG_WATER;
    CHECK(frame(g, &g->above, g->fb));
    hold_room(&g->lv.rooms[0], true);
    CHECK(frame(g, &g->above, g->fb2));
    CHECK(memcmp(g->fb, g->fb2, W * H) == 0);
    rig_close(g);
    free(g);
}

/* From under water: the screen's palette is the water one (red and green
 * x 2/3), faces keep the normal ColourMap, rows are not shifted; the dry
 * room above wobbles, the pool itself only shimmers. */
TEST(render_water_tr2_seen_from_under_water)
{
    OPEN_RIG(g);
    Room *pit = &g->lv.rooms[1];
    pit->flags |= ROOM_FLAG_WATER;
    for (int t = 0; t < 5; t++)
        Render_Tick(g->r);
    hold_room(&g->lv.rooms[0], true);
    CHECK(frame(g, &g->below, g->fb));
    CHECK(Render_Wet(g->r));
    Render_ToRGB(g->r, g->fb, g->rgb);
    int bad = 0;
    for (int i = 0; i < W * H; i++) {
        uint8_t pal[3];
        Render_PaletteRGB(g->r, g->fb[i], pal);
        bad += g->rgb[i * 3] != pal[0] || g->rgb[i * 3 + 1] != pal[1] || g->rgb[i * 3 + 2] != pal[2];
    }
    CHECK_EQ(bad, 0);
    uint8_t wet[256][3], dry[256][3];
    for (int i = 0; i < 256; i++)
        Render_PaletteRGB(g->r, (uint8_t)i, wet[i]);
    int16_t *base = bake_shimmer(g, pit);
    CHECK(frame(g, &g->below, g->fb2)); /* all dry now: the plain palette */
    CHECK(!Render_Wet(g->r));
    CHECK_MSG(memcmp(g->fb, g->fb2, W * H) == 0, "pool frame != dry frame with shimmer shades");
    bad = 0;
    for (int i = 0; i < 256; i++) {
        Render_PaletteRGB(g->r, (uint8_t)i, dry[i]);
        bad += wet[i][0] != dry[i][0] * 2 / 3 || wet[i][1] != dry[i][1] * 2 / 3 ||
               wet[i][2] != dry[i][2];
    }
    CHECK_EQ(bad, 0);
    undo_shimmer(pit, base);
    /* the room above, let go, wobbles */
    hold_room(&g->lv.rooms[0], false);
    CHECK(frame(g, &g->below, g->fb2));
    CHECK_MSG(memcmp(g->fb, g->fb2, W * H) != 0, "the room above did not wobble");
    rig_close(g);
    free(g);
}

/* The wobble moves with the ticks. */
TEST(render_water_tr2_wobble_moves_with_the_tick)
{
    OPEN_RIG(g);
    g->lv.rooms[1].flags |= ROOM_FLAG_WATER;
    hold_room(&g->lv.rooms[1], false);
    CHECK(frame(g, &g->above, g->fb));
    Render_Tick(g->r);
    Render_Tick(g->r);
    CHECK(frame(g, &g->above, g->fb2));
    CHECK(memcmp(g->fb, g->fb2, W * H) != 0);
    rig_close(g);
    free(g);
}

/* The games' looks: TR2's, TR1's (the default) for TR1. */
TEST(render_look_water_of_each_game)
{
    CHECK_EQ(GameRules_For(GAME_TR2)->water_look, RENDER_WATER_TR2);
    CHECK_EQ(GameRules_For(GAME_TR1)->water_look, RENDER_WATER_TR1);
}
