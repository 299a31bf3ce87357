/* The renderer fuzz case (see render_fuzz.h). Every choice comes from the
 * input bytes, so a libFuzzer finding replays exactly, and the bounded run
 * in make test is the same code fed from a fixed-seed generator. */
#include "tests/render_fuzz.h"

#include "engine/core/log.h"
#include "engine/render/render.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "game/app/headless.h"
#include "game/game.h"
#include "game/game_audio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Guard bytes on each side of the target: larger than the widest row, so a
 * span that starts left of its row (the crash of issue 20) lands in them. */
#define GUARD ((size_t)RENDER_FUZZ_MAX_W * 8)
#define GUARD_BYTE 0xA5
#define MAX_EXTRA_MESHES 8
#define MAX_EXTRA_SPRITES 4

typedef struct {
    const uint8_t *p;
    size_t n, i;
} Bytes;

static uint32_t take(Bytes *b, int nbytes)
{
    uint32_t v = 0;
    for (int k = 0; k < nbytes; k++) {
        v = v << 8 | (b->i < b->n ? b->p[b->i] : 0);
        b->i++;
    }
    return v;
}

static uint32_t take8(Bytes *b) { return take(b, 1); }
static uint32_t take16(Bytes *b) { return take(b, 2); }
static uint32_t take32(Bytes *b) { return take(b, 4); }
/* A value in [-2^(bits-1), 2^(bits-1)) for a bit count from the input. */
static int32_t take_spread(Bytes *b)
{
    int bits = 1 + (int)(take8(b) % 17); /* up to +-65536 */
    uint32_t v = take32(b) & ((1u << bits) - 1);
    return (int32_t)v - (int32_t)(1u << (bits - 1));
}

static bool no_listener(void *user, const Sim *s, GameListener *out)
{
    (void)user;
    (void)s;
    (void)out;
    return false;
}

/* A target size: mostly in the renderer's range, sometimes anywhere from
 * 1x1 to 7680x4320, sometimes on the edges of the range. */
static void pick_size(Bytes *b, int *w, int *h)
{
    static const int ew[] = {1, RENDER_MIN_WIDTH - 1, RENDER_MIN_WIDTH, RENDER_MIN_WIDTH + 1,
                             RENDER_MAX_WIDTH - 1, RENDER_MAX_WIDTH, RENDER_MAX_WIDTH + 1,
                             RENDER_FUZZ_MAX_W};
    static const int eh[] = {1, RENDER_MIN_HEIGHT - 1, RENDER_MIN_HEIGHT, RENDER_MIN_HEIGHT + 1,
                             RENDER_MAX_HEIGHT - 1, RENDER_MAX_HEIGHT, RENDER_MAX_HEIGHT + 1,
                             RENDER_FUZZ_MAX_H};
    uint32_t sel = take8(b);
    if (sel < 150) {
        *w = RENDER_MIN_WIDTH + (int)(take16(b) % 705);
        *h = RENDER_MIN_HEIGHT + (int)(take16(b) % 529);
    } else if (sel < 210) {
        *w = 1 + (int)(take16(b) % RENDER_FUZZ_MAX_W);
        *h = 1 + (int)(take16(b) % RENDER_FUZZ_MAX_H);
    } else {
        *w = ew[take8(b) % 8];
        *h = eh[take8(b) % 8];
    }
}

/* A point of room ri: anywhere in its box, walls and beyond included. */
static void room_point(const Room *rm, Bytes *b, int32_t *x, int32_t *y, int32_t *z)
{
    int32_t xs = (int32_t)rm->num_x_sectors * 1024 + 1024, zs = (int32_t)rm->num_z_sectors * 1024 + 1024;
    int32_t hs = rm->y_bottom - rm->y_top;
    *x = rm->x - 512 + (int32_t)(take32(b) % (uint32_t)MAX(xs, 1));
    *z = rm->z - 512 + (int32_t)(take32(b) % (uint32_t)MAX(zs, 1));
    *y = rm->y_top - 256 + (int32_t)(take32(b) % (uint32_t)MAX(hs + 512, 1));
}

/* A camera exactly on a portal: on a corner, an edge's middle or the
 * centre, on the portal's plane or one unit either side. False: none. */
static bool portal_camera(const Level *lv, Bytes *b, RenderCamera *cam)
{
    uint32_t start = take16(b) % lv->num_rooms;
    for (uint32_t k = 0; k < lv->num_rooms; k++) {
        uint32_t ri = (start + k) % lv->num_rooms;
        const Room *rm = &lv->rooms[ri];
        if (rm->num_portals == 0)
            continue;
        const RoomPortal *p = &rm->portals[take8(b) % rm->num_portals];
        int64_t sx = 0, sy = 0, sz = 0;
        uint32_t where = take8(b) % 3, c = take8(b) % 4;
        if (where == 0) { /* a corner */
            sx = p->vertices[c].x * 4;
            sy = p->vertices[c].y * 4;
            sz = p->vertices[c].z * 4;
        } else if (where == 1) { /* an edge's middle */
            const Vec3s *a = &p->vertices[c], *d = &p->vertices[(c + 1) % 4];
            sx = (a->x + d->x) * 2;
            sy = (a->y + d->y) * 2;
            sz = (a->z + d->z) * 2;
        } else {
            for (int i = 0; i < 4; i++) {
                sx += p->vertices[i].x;
                sy += p->vertices[i].y;
                sz += p->vertices[i].z;
            }
        }
        int32_t side = (int32_t)(take8(b) % 3) - 1; /* -1, 0, 1 along the normal */
        cam->x = rm->x + (int32_t)(sx / 4) + (p->normal.x > 0 ? side : p->normal.x < 0 ? -side : 0);
        cam->y = (int32_t)(sy / 4) + (p->normal.y > 0 ? side : p->normal.y < 0 ? -side : 0);
        cam->z = rm->z + (int32_t)(sz / 4) + (p->normal.z > 0 ? side : p->normal.z < 0 ? -side : 0);
        cam->room = (take8(b) & 1) && p->adjoining_room < lv->num_rooms ? (int16_t)p->adjoining_room
                                                                          : (int16_t)ri;
        return true;
    }
    return false;
}

static void pick_camera(const Level *lv, const Sim *sim, Bytes *b, RenderCamera *cam,
                        RenderFuzzStats *st)
{
    memset(cam, 0, sizeof *cam);
    uint32_t mode = take8(b) % 5;
    HeadlessView v;
    if (mode == 0 && sim && Headless_ViewBehindLara(sim, &v)) {
        cam->x = v.pos.x;
        cam->y = v.pos.y;
        cam->z = v.pos.z;
        cam->room = v.room;
    } else if (mode == 2 && portal_camera(lv, b, cam)) {
        st->portal_cameras++;
    } else if (mode == 3) { /* anywhere at all, with any room */
        cam->x = (int32_t)take32(b);
        cam->y = (int32_t)take32(b);
        cam->z = (int32_t)take32(b);
        cam->room = (int16_t)(take16(b) % (lv->num_rooms + 2)) - 1;
        st->wild_cameras++;
    } else {
        uint32_t ri = take16(b) % lv->num_rooms;
        room_point(&lv->rooms[ri], b, &cam->x, &cam->y, &cam->z);
        cam->room = (int16_t)ri;
    }
    cam->yaw = (int32_t)take16(b);
    cam->pitch = (int32_t)(int16_t)take16(b);
    cam->roll = (take8(b) & 3) == 0 ? (int32_t)(int16_t)take16(b) : 0;
    cam->fov = (take8(b) & 1) ? 0 : (int32_t)take16(b);
}

/* Meshes and sprites round the camera (a few units away: through the near
 * plane; up to tens of thousands: beyond the far cut), any rotation. */
static size_t extra_draws(const Level *lv, const RenderCamera *cam, Bytes *b, RenderMeshDraw *m,
                          size_t nm, RenderSpriteDraw *s, size_t *ns)
{
    size_t n = nm, want = take8(b) % (MAX_EXTRA_MESHES + 1);
    for (size_t i = 0; i < want && lv->num_meshes; i++) {
        RenderMeshDraw *d = &m[n++];
        memset(d, 0, sizeof *d);
        d->mesh = take16(b) % lv->num_meshes;
        Mat34_FromPosRot(&d->world, cam->x + take_spread(b), cam->y + take_spread(b),
                         cam->z + take_spread(b), (int32_t)take16(b), (int32_t)take16(b),
                         (int32_t)take16(b));
        d->room = (take8(b) & 3) ? cam->room : (int16_t)(take16(b) % (lv->num_rooms + 2)) - 1;
        d->light_mode = (uint8_t)(take8(b) % 3);
        d->shade = (int16_t)(take16(b) & 0x1FFF);
    }
    size_t ws = take8(b) % (MAX_EXTRA_SPRITES + 1);
    for (size_t i = 0; i < ws; i++) {
        RenderSpriteDraw *d = &s[(*ns)++];
        d->x = cam->x + take_spread(b);
        d->y = cam->y + take_spread(b);
        d->z = cam->z + take_spread(b);
        d->room = (take8(b) & 3) ? cam->room : (int16_t)(take16(b) % (lv->num_rooms + 2)) - 1;
        d->sprite = (uint16_t)(take16(b) % (lv->num_sprite_textures + 2));
        d->shade = (int16_t)(take16(b) & 0x1FFF);
        /* sparks' looks and sizes (TR3), the plain sprite most often */
        uint8_t k = take8(b);
        d->look = (uint8_t)((k & 3) == 3 ? RENDER_SPRITE_FLAT : RENDER_SPRITE_PLAIN);
        d->size = (uint8_t)((k >> 2) % 4);
        d->scalar = (uint8_t)(take8(b) % 12);
        d->colour = take8(b);
        d->w = (int16_t)take16(b);
        d->h = (int16_t)take16(b);
        if ((k >> 4) & 1)
            d->sprite = RENDER_SPRITE_NONE;
    }
    return n;
}

static bool guards_intact(const uint8_t *buf, size_t px)
{
    for (size_t i = 0; i < GUARD; i++)
        if (buf[i] != GUARD_BYTE || buf[GUARD + px + i] != GUARD_BYTE)
            return false;
    return true;
}

/* One frame of size w x h of the simulation's draw list plus extras. */
static bool one_frame(const Level *lv, const Sim *sim, const SimDrawList *dl, Bytes *b, int w,
                      int h, RenderFuzzStats *st, char *err, size_t cap)
{
    char rerr[256] = "";
    RenderConfig cfg = {1 + (int)(take8(b) % 4)};
    bool in_range = w >= RENDER_MIN_WIDTH && h >= RENDER_MIN_HEIGHT && w <= RENDER_MAX_WIDTH &&
                    h <= RENDER_MAX_HEIGHT;
    Renderer *r = Render_Create(lv, w, h, &cfg, rerr, sizeof rerr);
    if (!in_range) {
        Render_Destroy(r);
        if (r || !rerr[0]) {
            snprintf(err, cap, "render fuzz: size %dx%d %s", w, h,
                     r ? "was taken (out of range)" : "refused without a message");
            return false;
        }
        st->refused_sizes++;
        return true;
    }
    if (!r) {
        snprintf(err, cap, "render fuzz: %dx%d: %s", w, h, rerr);
        return false;
    }
    size_t px = (size_t)w * (size_t)h;
    uint8_t *buf = malloc(px + 2 * GUARD);
    RenderMeshDraw *meshes = malloc((dl->num_meshes + MAX_EXTRA_MESHES) * sizeof *meshes);
    RenderSpriteDraw sprites[MAX_EXTRA_SPRITES];
    bool ok = buf && meshes;
    if (ok) {
        memset(buf, GUARD_BYTE, px + 2 * GUARD);
        if (dl->num_meshes)
            memcpy(meshes, dl->meshes, dl->num_meshes * sizeof *meshes);
        for (uint32_t t = take8(b) % 8; t > 0; t--)
            Render_Tick(r);
        Render_SetFlipped(r, (take8(b) & 7) == 0 ? !Sim_Flipped(sim) : Sim_Flipped(sim));
        if ((take8(b) & 7) == 0)
            Render_SetFarZ(r, (int32_t)take32(b));
        RenderCamera cam;
        pick_camera(lv, sim, b, &cam, st);
        size_t ns = 0;
        size_t nm = extra_draws(lv, &cam, b, meshes, dl->num_meshes, sprites, &ns);
        uint8_t *fb = buf + GUARD;
        Render_FrameClear(r, &cam, meshes, nm, sprites, ns, fb, (uint8_t)take8(b));
        ok = guards_intact(buf, px);
        if (ok && (take8(b) & 3) == 0) { /* the inventory's object frames */
            Render_SetObjectLight(r, take_spread(b), take_spread(b), take_spread(b),
                                  (int32_t)(take16(b) % 4096));
            Render_FrameObjectsOver(r, &cam, meshes, nm, fb);
            ok = guards_intact(buf, px);
            st->object_frames++;
        }
        st->frames++;
        if (!ok)
            snprintf(err, cap,
                     "render fuzz: a %dx%d frame (%d threads) wrote outside its target "
                     "(camera %d %d %d room %d)",
                     w, h, cfg.threads, (int)cam.x, (int)cam.y, (int)cam.z, (int)cam.room);
    } else {
        snprintf(err, cap, "render fuzz: out of memory");
    }
    free(meshes);
    free(buf);
    Render_Destroy(r);
    return ok;
}

bool RenderFuzz_Case(const Level *lv, const uint8_t *data, size_t size, size_t max_pixels,
                     RenderFuzzStats *st, char *err, size_t cap)
{
    Bytes b = {data, size, 0};
    static Sim sim;
    static Game game;
    static GameAudio ga;
    char serr[256];
    if (lv->num_rooms == 0)
        return true;
    st->cases++;
    memset(&sim, 0, sizeof sim);
    memset(&game, 0, sizeof game);
    memset(&ga, 0, sizeof ga);
    SimConfig scfg = {.animate_all = false};
    if (!Sim_Init(&sim, lv, &scfg, serr, sizeof serr)) {
        snprintf(err, cap, "render fuzz: %s", serr);
        return false;
    }
    GameAudio_Attach(&ga, &sim, no_listener, NULL);
    bool attached = Game_Attach(&game, &sim, serr, sizeof serr);
    if (attached)
        Game_SetAudio(&game, &ga);
    /* a few ticks of input from the bytes: Lara moves, draws her guns, the
     * wolf wakes; then the poses at a fraction between two ticks */
    for (uint32_t t = take8(&b) % 48; t > 0; t--) {
        if (attached)
            Game_Tick(&game, take32(&b) & INPUT_VALID_MASK);
        else
            Sim_Step(&sim, take32(&b) & INPUT_VALID_MASK);
        GameAudio_EndTick(&ga);
    }
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    if (attached) {
        dl.item_fn = Game_DrawItem;
        dl.item_user = &game;
    }
    bool ok = true;
    if (SimDraw_Build(&sim, (int32_t)(take32(&b) % 65537), &dl)) {
        for (uint32_t f = 1 + take8(&b) % 2; f > 0 && ok; f--) {
            int w, h;
            pick_size(&b, &w, &h);
            if (max_pixels && (size_t)w * (size_t)h > max_pixels && w >= RENDER_MIN_WIDTH &&
                h >= RENDER_MIN_HEIGHT && w <= RENDER_MAX_WIDTH && h <= RENDER_MAX_HEIGHT) {
                w = RENDER_MIN_WIDTH + w % 64; /* a bounded run: a small frame instead */
                h = RENDER_MIN_HEIGHT + h % 64;
            }
            ok = one_frame(lv, &sim, &dl, &b, w, h, st, err, cap);
        }
    }
    SimDraw_Free(&dl);
    if (attached)
        Game_Free(&game);
    GameAudio_Free(&ga);
    Sim_Free(&sim);
    return ok;
}
