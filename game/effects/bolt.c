/* Beams and bolts drawn as lines added to the screen (see bolt.h). */
#include "game/effects/bolt.h"

#include <stdlib.h>
#include <string.h>

#include "engine/math/fixed.h"
#include "game/effects/effect_internal.h"

/* The ticks a laser point's shade is worked out over: its fall of an
 * eighth a tick brings any flare back to 16 well within them. */
#define LASER_SHADE_HISTORY 24

static void add(Bolts *l, Vec3i from, Vec3i to, int room, int r, int g, int b, uint8_t look)
{
    if (l->count >= BOLT_MAX || room < 0)
        return;
    Bolt *o = &l->bolt[l->count++];
    o->from = from;
    o->to = to;
    o->room = (int16_t)room;
    o->r = (uint8_t)CLAMP(r, 0, 255);
    o->g = (uint8_t)CLAMP(g, 0, 255);
    o->b = (uint8_t)CLAMP(b, 0, 255);
    o->look = look;
    o->width = 0;
}

void Bolt_Add(Bolts *l, Vec3i from, Vec3i to, int room, int r, int g, int b)
{
    add(l, from, to, room, r, g, b, BOLT_PLAIN);
}

void Bolt_AddStrip(Bolts *l, Vec3i from, Vec3i to, int room, int r, int g, int b, int width)
{
    int n = l->count;
    add(l, from, to, room, r, g, b, BOLT_PLAIN);
    if (l->count > n)
        l->bolt[n].width = (uint8_t)CLAMP(width / 8, 0, 255);
}

void Bolt_AddLaser(Bolts *l, Vec3i from, Vec3i to, int room, int sr, int sg, int sb)
{
    add(l, from, to, room, sr, sg, sb, BOLT_LASER);
}

int Bolt_Pieces(const Bolt *bl)
{
    if (bl->look != BOLT_LASER)
        return 1;
    int64_t dx = bl->to.x - bl->from.x, dz = bl->to.z - bl->from.z;
    int n = (int)(Math_Sqrt64((uint64_t)(dx * dx + dz * dz)) >> 9);
    return CLAMP(n, BOLT_LASER_PIECES_MIN, BOLT_LASER_PIECES_MAX);
}

/* A cosmetic stand-in for the original's draw-stream number (0..32767)
 * at tick t for point i of bolt k: a hash, so drawing reads no stream. */
static int32_t flicker_draw(uint32_t t, int k, int i)
{
    uint32_t h = t * 0x9E3779B1u ^ (uint32_t)k * 0x85EBCA77u ^ (uint32_t)i * 0xC2B2AE3Du;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    h *= 0x297A2D39u;
    h ^= h >> 15;
    return (int32_t)(h & 0x7FFF);
}

/* The original's LaserShades rule for one point, run over the last ticks
 * from its resting 16: now and then a flare (up to 31, mostly a few), else
 * an eighth off while above 16. */
static int laser_shade(uint32_t tick, int k, int i)
{
    int s = 16;
    for (uint32_t t = tick - LASER_SHADE_HISTORY + 1, n = 0; n < LASER_SHADE_HISTORY; t++, n++) {
        int32_t r = flicker_draw(t, k, i);
        if (r < 1024)
            r = (r & 0xF) + 16;
        else if (r < 4096)
            r &= 7;
        else if (!(r & 0x70))
            r &= 3;
        else
            r = 0;
        if (r)
            s = MIN(s + r, 127);
        else if (s > 16)
            s -= s >> 3;
        else
            s = 16;
    }
    return s;
}

/* The colour of a laser's point i of n (black at the ends). */
static void laser_point(const Bolt *bl, int k, uint32_t tick, int i, int n, int rgb[3])
{
    const uint8_t shift[3] = { bl->r, bl->g, bl->b };
    int s = (i == 0 || i == n) ? -1 : laser_shade(tick, k, i);
    for (int c = 0; c < 3; c++) {
        int v = s < 0 ? 0 : shift[c] == 0xFF ? s + 32 : s >> MIN(shift[c], 16);
        rgb[c] = MIN(v * 2, 255);
    }
}

static Vec3i point_at(const Bolt *bl, int i, int n)
{
    return (Vec3i){ bl->from.x + (int32_t)((int64_t)(bl->to.x - bl->from.x) * i / n),
                    bl->from.y + (int32_t)((int64_t)(bl->to.y - bl->from.y) * i / n),
                    bl->from.z + (int32_t)((int64_t)(bl->to.z - bl->from.z) * i / n) };
}

void Bolt_Piece(const Bolt *bl, int k, uint32_t tick, int i, Vec3i *a, Vec3i *b, int rgb[3])
{
    if (bl->look != BOLT_LASER) {
        *a = bl->from;
        *b = bl->to;
        rgb[0] = bl->r;
        rgb[1] = bl->g;
        rgb[2] = bl->b;
        return;
    }
    int n = Bolt_Pieces(bl);
    int c0[3], c1[3];
    laser_point(bl, k, tick, i, n, c0);
    laser_point(bl, k, tick, i + 1, n, c1);
    for (int c = 0; c < 3; c++)
        rgb[c] = (c0[c] + c1[c]) / 2;
    *a = point_at(bl, i, n);
    *b = point_at(bl, i + 1, n);
}

bool Bolt_DrawLine(const Level *lv, SimDrawList *dl, Vec3i a, Vec3i b, int room, int r, int g,
                   int bl, int world_width)
{
    if (!lv || room < 0 || (uint32_t)room >= lv->num_rooms || !(r | g | bl))
        return true;
    RenderLineDraw d;
    memset(&d, 0, sizeof d);
    d.a = a;
    d.b = b;
    d.room = (int16_t)room;
    d.colour = Effect_NearestColour(lv, CLAMP(r, 0, 255), CLAMP(g, 0, 255), CLAMP(bl, 0, 255));
    d.width = 1;
    d.world_width = (uint16_t)CLAMP(world_width, 0, 0xFFFF);
    return SimDraw_AddLine(dl, &d);
}

bool Bolt_AppendOne(const Level *lv, const Bolt *bl, int k, uint32_t tick, SimDrawList *dl)
{
    if (!lv || bl->room < 0 || (uint32_t)bl->room >= lv->num_rooms)
        return true;
    for (int i = 0, n = Bolt_Pieces(bl); i < n; i++) {
        RenderLineDraw d;
        memset(&d, 0, sizeof d);
        int rgb[3];
        Bolt_Piece(bl, k, tick, i, &d.a, &d.b, rgb);
        if (!rgb[0] && !rgb[1] && !rgb[2])
            continue; /* adds nothing */
        d.room = bl->room;
        d.colour = Effect_NearestColour(lv, rgb[0], rgb[1], rgb[2]);
        d.width = 1;
        d.world_width = (uint16_t)(bl->width * 8);
        if (!SimDraw_AddLine(dl, &d))
            return false;
    }
    return true;
}

bool Bolt_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Bolts *l = &g->bolts;
    const Level *lv = g->lv;
    if (!lv || !l->count)
        return true;
    uint32_t tick = g->sim ? g->sim->tick : 0;
    for (int k = 0; k < l->count; k++)
        if (!Bolt_AppendOne(lv, &l->bolt[k], k, tick, dl))
            return false;
    return true;
}

void Bolt_Drift(Bolts *l, int32_t (*rand)(void *ctx), void *ctx)
{
    for (int i = 0; i < 32; i++) {
        int16_t *v = l->jitter[i];
        int32_t rnd = rand(ctx);
        int32_t x = v[0], y = v[1], z = v[2];
        bool far = ((x > 256 || x < -256) && (y > 256 || y < -256) && (z > 256 || z < -256)) ||
                   x > 384 || x < -128 || y > 384 || y < -128 || z > 384 || z < -128;
        if (far)
            memset(v, 0, 6 * sizeof *v);
        for (int k = 0; k < 3; k++) {
            int16_t *vel = &v[3 + k];
            int step = k == 2 ? 1 : 2;
            if (*vel)
                *vel = (int16_t)(*vel >= 0 ? *vel + step : *vel - step);
            else if (rnd & (1 << k))
                *vel = (int16_t)(-1 - (rand(ctx) & 3));
            else
                *vel = (int16_t)((rand(ctx) & 3) + 1);
            v[k] = (int16_t)(v[k] + *vel);
        }
    }
}
