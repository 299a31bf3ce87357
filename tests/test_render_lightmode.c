/* TR2 room light modes (Render_SetSunset in engine/render/render.h): a
 * room in flicker, glow or sunset mode shades its vertices Lighting + a
 * table step chosen by the mode's row this tick and the vertex's
 * light-table value. Checked on the shared TR2 level's first room with
 * its vertices rewritten in memory: every vertex gets Lighting = its
 * mode-0 shade and a light-table value spread over 0..31, so a frame in a
 * light mode can be compared with the same frame in mode 0 with the
 * expected shades written into the vertices by the formula. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/level/level.h"
#include "engine/math/fixed.h"
#include "engine/render/render.h"

#define W 320
#define H 240

typedef struct {
    Level lv;
    Renderer *r;
    RenderCamera cam;
    int16_t *base;  /* each vertex's mode-0 shade, as loaded */
    uint8_t *fb, *fb2;
} LmRig;

static bool rig_open(LmRig *g)
{
    memset(g, 0, sizeof *g);
    const char *path = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    char err[256];
    if (!path || !Level_Load(path, &g->lv, err, sizeof err))
        return false;
    Room *room = &g->lv.rooms[0];
    g->base = malloc(room->num_vertices * sizeof *g->base);
    for (uint32_t i = 0; i < room->num_vertices; i++) {
        RoomVertex *v = &room->vertices[i];
        g->base[i] = v->shade;
        v->lighting = v->shade;
        v->attributes = (uint16_t)((v->attributes & 0xFF00) | ((i * 7) % 32));
    }
    g->r = Render_Create(&g->lv, W, H, NULL, err, sizeof err);
    g->fb = malloc(W * H);
    g->fb2 = malloc(W * H);
    /* from the room's middle, looking along +z and a little down */
    g->cam = (RenderCamera){room->x + room->num_x_sectors * 512,
                            (room->y_top + room->y_bottom) / 2,
                            room->z + 1024 + 512, 0, 0, -2048, 0, 0};
    return g->r && g->fb && g->fb2 && g->base;
}

static void rig_close(LmRig *g)
{
    Render_Destroy(g->r);
    free(g->fb);
    free(g->fb2);
    free(g->base);
    Level_Free(&g->lv);
}

static bool frame(LmRig *g, uint8_t *fb)
{
    return Render_Frame(g->r, &g->cam, NULL, 0, NULL, 0, fb);
}

/* The room's frame in `mode` now, against the mode-0 frame with every
 * vertex's shade set to Lighting + the step of `row` (the formula). */
static bool same_as_row(LmRig *g, int mode, int32_t row)
{
    Room *room = &g->lv.rooms[0];
    room->light_mode = (int16_t)mode;
    bool ok = frame(g, g->fb);
    room->light_mode = 0;
    for (uint32_t i = 0; i < room->num_vertices; i++) {
        RoomVertex *v = &room->vertices[i];
        int32_t j = (v->attributes & 0xFF) % 32;
        int32_t s = v->lighting + (j - 16) * row * 512 / 31;
        v->shade = (int16_t)(s < 0 ? 0 : s > 0x1FFF ? 0x1FFF : s);
    }
    ok = ok && frame(g, g->fb2);
    for (uint32_t i = 0; i < room->num_vertices; i++)
        room->vertices[i].shade = g->base[i];
    return ok && memcmp(g->fb, g->fb2, W * H) == 0;
}

static bool differs_from_mode0(LmRig *g, int mode)
{
    Room *room = &g->lv.rooms[0];
    room->light_mode = (int16_t)mode;
    bool ok = frame(g, g->fb);
    room->light_mode = 0;
    ok = ok && frame(g, g->fb2);
    return ok && memcmp(g->fb, g->fb2, W * H) != 0;
}

/* Glow: row 31 * (sin(tick * 360/32) + 1) / 2: 0 at tick 24 (as mode 0),
 * 31 at tick 8, 15 at tick 0 and 16. */
TEST(render_lightmode_glow_follows_the_sine)
{
    LmRig *g = calloc(1, sizeof *g);
    if (!rig_open(g)) {
        rig_close(g);
        free(g);
        SKIP("shared TR2 level not present");
    }
    int checked = 0;
    for (uint32_t t = 1; t <= 40; t++) {
        Render_Tick(g->r);
        int32_t row = (31 * (Math_Sin((int32_t)(t % 32) * 2048) + 0x4000)) >> 15;
        CHECK_MSG(same_as_row(g, 2, row), "tick %u: glow row %d", t, row);
        if (t == 8)
            CHECK(row == 31 && differs_from_mode0(g, 2));
        if (t == 24)
            CHECK(row == 0 && !differs_from_mode0(g, 2));
        checked++;
    }
    CHECK(checked == 40);
    rig_close(g);
    free(g);
}

/* Flicker: a fresh row each tick from the original's generator; the same
 * ticks give the same frames; rows vary. */
TEST(render_lightmode_flicker_is_random_and_repeatable)
{
    LmRig *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    if (!rig_open(a) || !rig_open(b)) {
        rig_close(a);
        rig_close(b);
        free(a);
        free(b);
        SKIP("shared TR2 level not present");
    }
    uint32_t seed = 0;
    int rows_seen = 0;
    uint32_t seen = 0;
    for (int t = 0; t < 64; t++) {
        Render_Tick(a->r);
        Render_Tick(b->r);
        seed = seed * 0x41C64E6Du + 0x3039u;
        int32_t row = (int32_t)((seed >> 10) & 0x7FFF) % 32;
        if (!(seen & (1u << row)))
            rows_seen++;
        seen |= 1u << row;
        CHECK_MSG(same_as_row(a, 1, row), "tick %d: flicker row %d", t, row);
        a->lv.rooms[0].light_mode = b->lv.rooms[0].light_mode = 1;
        CHECK(frame(a, a->fb) && frame(b, b->fb));
        CHECK(memcmp(a->fb, b->fb, W * H) == 0);
        a->lv.rooms[0].light_mode = b->lv.rooms[0].light_mode = 0;
    }
    CHECK_MSG(rows_seen >= 16, "flicker rows seen: %d", rows_seen);
    rig_close(a);
    rig_close(b);
    free(a);
    free(b);
}

/* Sunset: row 0 until switched on, then timer * 31 / 36000 (20 minutes),
 * held at 31; off resets it. Mode 0 rooms never change. */
TEST(render_lightmode_sunset_over_twenty_minutes)
{
    LmRig *g = calloc(1, sizeof *g);
    if (!rig_open(g)) {
        rig_close(g);
        free(g);
        SKIP("shared TR2 level not present");
    }
    for (int t = 0; t < 100; t++)
        Render_Tick(g->r);
    CHECK(same_as_row(g, 3, 0));
    Render_SetSunset(g->r, true);
    for (int t = 1; t <= 36000 + 50; t++) {
        Render_Tick(g->r);
        if (t == 1 || t == 1162 || t == 18000 || t == 36000 || t == 36050) {
            int32_t row = (t > 36000 ? 36000 : t) * 31 / 36000;
            CHECK_MSG(same_as_row(g, 3, row), "tick %d: sunset row %d", t, row);
        }
    }
    CHECK(differs_from_mode0(g, 3));
    Render_SetSunset(g->r, false);
    CHECK(same_as_row(g, 3, 0));
    rig_close(g);
    free(g);
}
