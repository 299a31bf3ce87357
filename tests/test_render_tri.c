/* Sprite triangles (engine/render/render_tri.c, RenderTriDraw): in a
 * purpose-built room with the sprite's texels painted in two colours, a
 * triangle facing the eye shows the corners of the picture it names
 * (mirrored when told so), from either side, texel 0 see-through; cut at
 * the near plane; dropped when its room is not seen or its sprite does not
 * exist; only for the next frame; the same bytes with 1 and 4 threads and
 * on every raster path. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "tests/test.h"
#include "tests/render_test_room.h"

#include <stdlib.h>
#include <string.h>

#define RW 320
#define RH 240
#define COL_A 40
#define COL_B 90

/* One open room (x and z 1024..4096 inside, floor y 0, ceiling -2048);
 * sprite 0's picture (tile 0, 64 x 64 at (0, 192)) painted COL_A on its
 * left half and COL_B on its right, a see-through column in the middle. */
static bool build_room(Level *lv)
{
    bool ok = RenderTestRoom_Build(lv, "tri_room.phd");
    if (!ok || lv->num_sprite_textures < 1 || !lv->textiles8)
        return false;
    const SpriteTexture *st = &lv->sprite_textures[0];
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++)
            lv->textiles8[(size_t)(st->y + y) * TEXTILE_SIZE + st->x + x] =
                x == 31 || x == 32 ? 0 : x < 32 ? COL_A : COL_B;
    return true;
}

static RenderTriDraw tri(Vec3i a, Vec3i b, Vec3i c, uint8_t ca, uint8_t cb, uint8_t cc)
{
    RenderTriDraw d;
    memset(&d, 0, sizeof d);
    d.v[0] = a;
    d.v[1] = b;
    d.v[2] = c;
    d.corner[0] = ca;
    d.corner[1] = cb;
    d.corner[2] = cc;
    d.shade = 0x1000; /* the ColourMap's identity row */
    return d;
}

/* The room seen from the middle of its south side looking north (+z). */
static bool draw(Renderer *r, const void *t, size_t n, uint8_t *fb)
{
    RenderCamera cam = { 2560, -1024, 1200, 0, 0, 0, 0, 0 };
    Render_SetTris(r, t, n);
    return Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
}

/* Pixels of colour c in columns [x0, x1). */
static int count(const uint8_t *fb, uint8_t c, int x0, int x1)
{
    int n = 0;
    for (int y = 0; y < RH; y++)
        for (int x = x0; x < x1; x++)
            n += fb[y * RW + x] == c;
    return n;
}

/* The triangle with its right angle at the top left of the screen square
 * (2048..3072 across, y -1536..-512, 1800 in front of the eye): its
 * corners TL, TR, BL show COL_A down its left, COL_B towards its right
 * corner, nothing past its diagonal or outside it; told TR, TL, BR it shows
 * the picture mirrored; given in the other order (seen from its back) the
 * same; texel 0 lets the room show through. */
TEST(render_tri_shows_the_sprites_corners)
{
    RenderTestScene sc;
    CHECK(RenderTestScene_Open(&sc, build_room, RW, RH, draw));
    Renderer *r = sc.r;
    uint8_t *plain = sc.plain, *fb = sc.fb, *back = malloc(RW * RH);
    CHECK(back);
    int plain_a = count(plain, COL_A, 0, RW), plain_b = count(plain, COL_B, 0, RW);
    Vec3i tl = { 2048, -1536, 3000 }, trr = { 3072, -1536, 3000 }, bl = { 2048, -512, 3000 };
    /* where its corners land on the screen */
    int32_t f = r->f, z = 3000 - 1200;
    int xl = RW / 2 + (2048 - 2560) * f / z, xr = RW / 2 + (3072 - 2560) * f / z;
    int yt = RH / 2 + (-1536 + 1024) * f / z, yb = RH / 2 + (-512 + 1024) * f / z;
    CHECK(xl > 10 && xr < RW - 10 && yt > 5 && yb < RH - 5);
    RenderTriDraw d = tri(tl, trr, bl, 0, 1, 2);
    CHECK(draw(r, &d, 1, fb));
    int xm = (xl + xr) / 2;
    int left_a = count(fb, COL_A, xl, xm) - count(plain, COL_A, xl, xm);
    int right_b = count(fb, COL_B, xm, xr + 1) - count(plain, COL_B, xm, xr + 1);
    CHECK_MSG(left_a > (xm - xl) * (yb - yt) / 2, "%d of A on the left", left_a);
    CHECK_MSG(right_b > (xr - xm) * (yb - yt) / 8, "%d of B on the right", right_b);
    CHECK_EQ(count(fb, COL_B, xl, xm - 2) - count(plain, COL_B, xl, xm - 2), 0);
    int changed = 0, see_through = 0;
    for (int y = 0; y < RH; y++)
        for (int x = 0; x < RW; x++) {
            if (fb[y * RW + x] == plain[y * RW + x])
                continue;
            changed++;
            /* inside the triangle (a pixel's slack): left of the diagonal */
            bool in = x >= xl - 1 && y >= yt - 1 &&
                      (x - xl) * (yb - yt) + (y - yt) * (xr - xl) <= (xr - xl) * (yb - yt) + 2 * (xr - xl);
            CHECK_MSG(in, "pixel %d,%d outside the triangle", x, y);
            if (!in)
                x = RW, y = RH;
        }
    for (int y = yt + 2; y < (yt + yb) / 2; y++) /* the middle column: the room */
        see_through += fb[y * RW + xm] == plain[y * RW + xm];
    CHECK(see_through > 0);
    CHECK(changed > 100);
    /* mirrored */
    d = tri(tl, trr, bl, 1, 0, 3);
    CHECK(draw(r, &d, 1, fb));
    CHECK(count(fb, COL_B, xl, xm) - count(plain, COL_B, xl, xm) > (xm - xl) * (yb - yt) / 2);
    CHECK_EQ(count(fb, COL_A, xl, xm - 2) - count(plain, COL_A, xl, xm - 2), 0);
    /* its back: the same pixels */
    d = tri(tl, trr, bl, 0, 1, 2);
    CHECK(draw(r, &d, 1, fb));
    RenderTriDraw rev = tri(bl, trr, tl, 2, 1, 0);
    CHECK(draw(r, &rev, 1, back));
    int differ = 0;
    for (int i = 0; i < RW * RH; i++)
        differ += fb[i] != back[i];
    CHECK_MSG(differ <= RH, "%d pixels differ seen from its back", differ);
    CHECK(count(back, COL_A, 0, RW) > plain_a);
    /* only the next frame; a room not seen or no such sprite: nothing */
    CHECK(draw(r, NULL, 0, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    d.room = 3;
    CHECK(draw(r, &d, 1, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    d.room = 0;
    d.sprite = 999;
    CHECK(draw(r, &d, 1, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    (void)plain_b;
    free(back);
    RenderTestScene_Close(&sc);
}

/* A triangle from behind the eye to the far wall is cut at the near plane
 * (drawn up to the screen's bottom edge); wholly behind the eye, nothing. */
TEST(render_tri_cut_at_the_near_plane)
{
    RenderTestScene sc;
    CHECK(RenderTestScene_Open(&sc, build_room, RW, RH, draw));
    Renderer *r = sc.r;
    uint8_t *plain = sc.plain, *fb = sc.fb;
    /* a floor-like triangle under the eye, from behind it to 3900 */
    RenderTriDraw d = tri((Vec3i){ 2000, -600, 600 }, (Vec3i){ 3100, -600, 600 },
                          (Vec3i){ 2560, -600, 3900 }, 0, 1, 2);
    CHECK(draw(r, &d, 1, fb));
    int bottom = 0, changed = 0;
    for (int x = 0; x < RW; x++)
        bottom += fb[(RH - 1) * RW + x] != plain[(RH - 1) * RW + x];
    for (int i = 0; i < RW * RH; i++)
        changed += fb[i] != plain[i];
    CHECK_MSG(bottom > RW / 4, "%d of the bottom row", bottom);
    CHECK(changed > 1000);
    d = tri((Vec3i){ 2000, -600, 300 }, (Vec3i){ 3100, -600, 300 }, (Vec3i){ 2560, -600, 1100 },
            0, 1, 2);
    CHECK(draw(r, &d, 1, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    RenderTestScene_Close(&sc);
}

/* Many triangles of every size and turn, some crossing the near plane:
 * the same bytes with 1 and 4 threads and on every raster path. */
TEST(render_tri_same_bytes_on_threads_and_paths)
{
    Level lv;
    CHECK(build_room(&lv));
    RenderTriDraw tris[150];
    uint32_t s = 777;
    for (int i = 0; i < 150; i++) {
        int32_t v[9];
        for (int k = 0; k < 9; k++)
            v[k] = RenderTestRoom_Random(&s, 3000);
        tris[i] = tri((Vec3i){ v[0] + 1100, v[1] - 2000, v[2] + 1000 },
                      (Vec3i){ v[3] + 1100, v[4] - 2000, v[5] + 1000 },
                      (Vec3i){ v[6] + 1100, v[7] - 2000, v[8] + 1000 }, (uint8_t)(s & 3),
                      (uint8_t)((s >> 2) & 3), (uint8_t)((s >> 4) & 3));
        tris[i].shade = (int16_t)((s >> 6) & 0x1FFF);
        tris[i].sprite = (uint16_t)(i & 1);
    }
    RenderTestRoom_CheckSameBytes(&lv, RW, RH, draw, tris, 150, 5000);
    Level_Free(&lv);
}
