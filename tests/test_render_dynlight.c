/* Dynamic lights (Render_SetDynamicLights in engine/render/render.h): a
 * light of intensity I and fall-off F takes 2^I - (d^2 >> (2F - I)) off the
 * shade of each room vertex within 2^F of it (clamped at 0) and nothing
 * from the others. Checked on the shared TR2 level's first room: a frame
 * with a light equals the frame without it after the test has written the
 * formula's shades into the vertices itself. A frame with no light is the
 * frame it always was; frames with a light are the same on 1 and 4
 * threads; an item lit the room way is brighter near a light. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/level/level.h"
#include "engine/render/render.h"

#define W 320
#define H 240

typedef struct {
    Level lv;
    Renderer *r;
    RenderCamera cam;
    RenderDynLight light;
    int16_t *base;
    uint8_t *fb, *fb2;
} DlRig;

static bool rig_open(DlRig *g, int threads)
{
    memset(g, 0, sizeof *g);
    const char *path = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    char err[256];
    if (!path || !Level_Load(path, &g->lv, err, sizeof err))
        return false;
    Room *room = &g->lv.rooms[0];
    g->base = malloc(room->num_vertices * sizeof *g->base);
    for (uint32_t i = 0; g->base && i < room->num_vertices; i++)
        g->base[i] = room->vertices[i].shade;
    RenderConfig cfg = {threads};
    g->r = Render_Create(&g->lv, W, H, &cfg, err, sizeof err);
    g->fb = malloc(W * H);
    g->fb2 = malloc(W * H);
    /* from the room's middle, looking along +z and a little down; the
     * light two tiles ahead, a quarter tile above the floor (a flare) */
    g->cam = (RenderCamera){room->x + room->num_x_sectors * 512,
                            (room->y_top + room->y_bottom) / 2,
                            room->z + 1024 + 512, 0, 0, -2048, 0, 0};
    g->light = (RenderDynLight){g->cam.x, room->y_bottom - 256, g->cam.z + 2048, 12, 11};
    return g->r && g->fb && g->fb2 && g->base;
}

static void rig_close(DlRig *g)
{
    Render_Destroy(g->r);
    free(g->fb);
    free(g->fb2);
    free(g->base);
    Level_Free(&g->lv);
}

static bool frame(DlRig *g, uint8_t *fb, const RenderDynLight *l, size_t n,
                  const RenderMeshDraw *m, size_t nm)
{
    Render_SetDynamicLights(g->r, l, n);
    return Render_Frame(g->r, &g->cam, m, nm, NULL, 0, fb);
}

/* The original's formula, written out here for one vertex: the shade it
 * keeps (and whether the light reached it). */
static int32_t lit_shade(const RenderDynLight *L, int64_t x, int64_t y, int64_t z, int32_t shade,
                         bool *reached)
{
    int64_t rad = (int64_t)1 << L->falloff;
    int64_t dx = x - L->x, dy = y - L->y, dz = z - L->z;
    int64_t d2 = dx * dx + dy * dy + dz * dz;
    if (d2 > rad * rad)
        return shade;
    *reached = true;
    int64_t w = ((int64_t)1 << L->intensity) - (d2 >> (2 * L->falloff - L->intensity));
    return (int32_t)(shade - w < 0 ? 0 : shade - w);
}

TEST(render_dynlight_room_vertices_by_the_formula)
{
    DlRig *g = calloc(1, sizeof *g);
    if (!g || !rig_open(g, 1)) {
        if (g)
            rig_close(g);
        free(g);
        SKIP("shared TR2 level not present");
    }
    /* rooms' own vertices only: no statics (lit by the light too), every
     * room in light mode 0 (its vertices' shade as loaded); the light
     * reaches the neighbours seen through the portals too */
    for (uint32_t ri = 0; ri < g->lv.num_rooms; ri++) {
        g->lv.rooms[ri].num_statics = 0;
        g->lv.rooms[ri].light_mode = 0;
    }
    uint8_t *unlit = malloc(W * H);
    CHECK(unlit && frame(g, unlit, NULL, 0, NULL, 0));
    CHECK(frame(g, g->fb, &g->light, 1, NULL, 0));
    int inside = 0, outside = 0, brighter = 0;
    for (uint32_t ri = 0; ri < g->lv.num_rooms; ri++) {
        Room *room = &g->lv.rooms[ri];
        for (uint32_t i = 0; i < room->num_vertices; i++) {
            RoomVertex *v = &room->vertices[i];
            bool reached = false;
            int32_t s = lit_shade(&g->light, (int64_t)room->x + v->pos.x, v->pos.y,
                                  (int64_t)room->z + v->pos.z, v->shade, &reached);
            if (ri == 0) {
                inside += reached;
                outside += !reached;
                brighter += s < v->shade;
            }
            v->shade = (int16_t)s;
        }
    }
    CHECK(frame(g, g->fb2, NULL, 0, NULL, 0));
    CHECK_MSG(memcmp(g->fb, g->fb2, W * H) == 0, "lit frame != formula's shades");
    CHECK_MSG(inside >= 4 && outside >= 4 && brighter >= 4, "inside %d outside %d brighter %d",
              inside, outside, brighter);
    /* and it is not the unlit frame */
    CHECK(memcmp(g->fb, unlit, W * H) != 0);
    free(unlit);
    rig_close(g);
    free(g);
}

TEST(render_dynlight_none_or_out_of_reach_changes_nothing)
{
    DlRig *g = calloc(1, sizeof *g);
    if (!g || !rig_open(g, 1)) {
        if (g)
            rig_close(g);
        free(g);
        SKIP("shared TR2 level not present");
    }
    CHECK(frame(g, g->fb, NULL, 0, NULL, 0));
    /* a lit frame, then the next frame without lights: as before (the
     * renderer forgets them) */
    CHECK(frame(g, g->fb2, &g->light, 1, NULL, 0));
    CHECK(memcmp(g->fb, g->fb2, W * H) != 0);
    CHECK(Render_Frame(g->r, &g->cam, NULL, 0, NULL, 0, g->fb2));
    CHECK(memcmp(g->fb, g->fb2, W * H) == 0);
    /* a light far beyond every wall (64 tiles up the x axis) */
    RenderDynLight far = g->light;
    far.x += 65536;
    CHECK(frame(g, g->fb2, &far, 1, NULL, 0));
    CHECK(memcmp(g->fb, g->fb2, W * H) == 0);
    rig_close(g);
    free(g);
}

TEST(render_dynlight_same_on_1_and_4_threads)
{
    DlRig *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    if (!a || !b || !rig_open(a, 1) || !rig_open(b, 4)) {
        if (a)
            rig_close(a);
        if (b)
            rig_close(b);
        free(a);
        free(b);
        SKIP("shared TR2 level not present");
    }
    RenderDynLight two[2] = {a->light, a->light};
    two[1].x -= 1024;
    two[1].intensity = 13;
    two[1].falloff = 12;
    CHECK(frame(a, a->fb, two, 2, NULL, 0));
    CHECK(frame(b, b->fb, two, 2, NULL, 0));
    CHECK(memcmp(a->fb, b->fb, W * H) == 0);
    rig_close(a);
    rig_close(b);
    free(a);
    free(b);
}

/* An item lit the room way (a mesh with normals) next to the light is
 * drawn brighter: more of its pixels differ from the unlit frame than
 * the room's alone do. The mesh is the level's first with normals. */
TEST(render_dynlight_lights_items)
{
    DlRig *g = calloc(1, sizeof *g);
    if (!g || !rig_open(g, 1)) {
        if (g)
            rig_close(g);
        free(g);
        SKIP("shared TR2 level not present");
    }
    uint32_t mi = 0;
    while (mi < g->lv.num_meshes && g->lv.meshes[mi].num_normals <= 0)
        mi++;
    CHECK(mi < g->lv.num_meshes);
    RenderMeshDraw d = {0};
    d.mesh = mi;
    d.room = 0;
    d.light_mode = RENDER_LIGHT_ROOM;
    Mat34_FromPosRot(&d.world, g->light.x, g->light.y - 128, g->light.z - 256, 0, 0, 0);
    /* the item's own pixels: with and without the mesh, unlit */
    uint8_t *room_only = malloc(W * H);
    CHECK(room_only && frame(g, room_only, NULL, 0, NULL, 0));
    CHECK(frame(g, g->fb, NULL, 0, &d, 1));
    int item_px = 0, changed = 0;
    CHECK(frame(g, g->fb2, &g->light, 1, &d, 1));
    for (int i = 0; i < W * H; i++) {
        if (g->fb[i] != room_only[i]) {
            item_px++;
            changed += g->fb2[i] != g->fb[i];
        }
    }
    CHECK_MSG(item_px > 50 && changed > item_px / 2, "item pixels %d, changed by the light %d",
              item_px, changed);
    free(room_only);
    rig_close(g);
    free(g);
}
