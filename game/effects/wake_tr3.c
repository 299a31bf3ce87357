/* The boats' wake (see wake_tr3.h): laid, moved on and drawn. Numbers from
 * tomb3 kayak.cpp and boat.cpp (DoWake, UpdateWakeFX) and
 * specific/draweffects.cpp (S_DrawWakeFX). */
#include "game/effects/wake_tr3.h"

#include "engine/math/fixed.h"
#include "game/effects/bolt.h"
#include "game/effects/effect_internal.h"
#include "game/effects/splash_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define WAKE_Y 32           /* the points ride this far below the boat */
#define WAKE_HULL_LIFE 64   /* the hull end of the strip is lit as a new point */

/* Each kind's DoWake: how far out its sides are, where it looks for the
 * water, the two points' speeds and their angles off the heading (going
 * forward, going backwards). */
typedef struct {
    int32_t side;
    int32_t probe_y;     /* the water is looked for this far below it */
    bool need_water;     /* no point where the side is not over water */
    int32_t speed[2];
    int16_t ahead[2];    /* moving forward (or still) */
    int16_t astern[2];   /* moving backwards */
} WakeKind;

static const WakeKind k_kinds[2] = {
    [WAKE3_KAYAK] = {128, 0, true, {4, 6}, {30940, 27300}, {1820, 5460}},
    [WAKE3_BOAT] = {384, 128, false, {4, 10}, {29120, 25480}, {3640, 7280}},
};

static void lay_side(Game *g, Water3 *w, const Item *it, const WakeKind *k, int side)
{
    Wake3Point *pt = &w->wake[w->wake_start][side];
    if (pt->life)
        return;
    int32_t off = side ? k->side : -k->side;
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    int32_t x = it->pos.x + ((off * c) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((-off * s) >> W2V_SHIFT);
    int32_t y = it->pos.y + k->probe_y;
    int16_t room = it->room;
    World_Sector(&g->world, x, y, z, &room);
    if (k->need_water && World_WaterHeight(&g->world, x, y, z, room) == WORLD_NO_HEIGHT)
        return;
    const int16_t *ang = it->speed >= 0 ? k->ahead : k->astern;
    for (int i = 0; i < 2; i++) {
        int16_t a = (int16_t)(side ? it->rot.y + ang[i] : it->rot.y - ang[i]);
        pt->x[i] = x;
        pt->z[i] = z;
        pt->xvel[i] = (int16_t)((k->speed[i] * Math_Sin(a)) >> W2V_SHIFT);
        pt->zvel[i] = (int16_t)((k->speed[i] * Math_Cos(a)) >> W2V_SHIFT);
    }
    pt->y = it->pos.y + WAKE_Y;
    pt->room = room;
    pt->life = WAKE3_LIFE;
    if (side == 1)
        w->wake_start = (uint8_t)((w->wake_start + 1) & (WAKE3_MAX - 1));
}

void Wake3_Lay(Game *g, int item, int kind)
{
    Water3 *w = g->water3;
    if (!w || item < 0 || (uint32_t)item >= g->sim->num_items || kind < 0 || kind > WAKE3_BOAT)
        return;
    w->wake_item = (int16_t)item;
    for (int side = 0; side < 2; side++)
        lay_side(g, w, &g->sim->items[item], &k_kinds[kind], side);
}

void Wake3_Shade(Game *g, bool moving)
{
    Water3 *w = g->water3;
    if (!w)
        return;
    if (moving && w->wake_shade < WAKE3_SHADE_MAX)
        w->wake_shade++;
    else if (!moving && w->wake_shade)
        w->wake_shade--;
}

void Wake3_Update(Game *g)
{
    Water3 *w = g->water3;
    if (!w)
        return;
    for (int side = 0; side < 2; side++)
        for (int j = 0; j < WAKE3_MAX; j++) {
            Wake3Point *pt = &w->wake[j][side];
            if (!pt->life)
                continue;
            pt->life--;
            for (int i = 0; i < 2; i++) {
                pt->x[i] += pt->xvel[i];
                pt->z[i] += pt->zvel[i];
            }
        }
}

/* ---- drawing ------------------------------------------------------------------ */

/* One row across the strip: its inner [0] and outer [1] points, its life. */
typedef struct {
    Vec3i p[2];
    int c;
    int16_t room;
} WakeRow;

/* The original's two 15-bit shades of a row lit `c` (0..64): a quarter of
 * it at the outer point, half at the inner, each channel five bits (at 64
 * the half spills into the next channel up, as the original's does). */
static void shade_rgb(int c, bool inner, int rgb[3])
{
    int32_t s = inner ? (c >> 1) | ((c & ~1) << 4) | ((c & ~1) << 9)
                      : (c >> 2) | ((c & ~3) << 3) | ((c & ~3) << 8);
    rgb[0] = (s >> 7) & 0xF8;
    rgb[1] = (s >> 2) & 0xF8;
    rgb[2] = (s << 3) & 0xF8;
}

static int32_t span(Vec3i a, Vec3i b)
{
    int64_t dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
    return (int32_t)Math_Sqrt64((uint64_t)(dx * dx + dy * dy + dz * dz));
}

/* The point `q` quarters of the way from a row's inner point to its outer. */
static Vec3i across(const WakeRow *r, int q)
{
    return (Vec3i){ r->p[0].x + (r->p[1].x - r->p[0].x) * q / 4,
                    r->p[0].y + (r->p[1].y - r->p[0].y) * q / 4,
                    r->p[0].z + (r->p[1].z - r->p[0].z) * q / 4 };
}

/* The quad between rows a and b as two strips, its inner half and its
 * outer half, each lit by the mean of the gouraud over it. */
static bool draw_quad(const Game *g, const WakeRow *a, const WakeRow *b, SimDrawList *dl)
{
    int ai[3], ao[3], bi[3], bo[3];
    shade_rgb(a->c, true, ai);
    shade_rgb(a->c, false, ao);
    shade_rgb(b->c, true, bi);
    shade_rgb(b->c, false, bo);
    int32_t half = (span(a->p[0], a->p[1]) + span(b->p[0], b->p[1])) / 4;
    for (int h = 0; h < 2; h++) {
        int q = h ? 3 : 1; /* the half's middle, in quarters out */
        int rgb[3];
        for (int ch = 0; ch < 3; ch++)
            rgb[ch] = ((4 - q) * (ai[ch] + bi[ch]) + q * (ao[ch] + bo[ch])) / 8;
        if (!Bolt_DrawLine(g->lv, dl, across(a, q), across(b, q), a->room, rgb[0], rgb[1],
                           rgb[2], MAX(half, 1)))
            return false;
    }
    return true;
}

/* The wake's strips from the hull of `it` (S_DrawWakeFX(item)). */
static bool draw_at(const Game *g, const Water3 *w, const Item *it, SimDrawList *dl)
{
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    for (int side = 0; side < 2; side++) {
        WakeRow rows[WAKE3_MAX + 1];
        int32_t off = side ? WAKE3_HULL : -WAKE3_HULL;
        Vec3i hull = { it->pos.x + ((off * c) >> W2V_SHIFT), it->pos.y,
                       it->pos.z + ((-off * s) >> W2V_SHIFT) };
        rows[0] = (WakeRow){ { hull, hull }, WAKE_HULL_LIFE, it->room };
        int n = 1;
        for (int k = 0, cur = (w->wake_start - 1) & (WAKE3_MAX - 1); k < WAKE3_MAX; k++) {
            const Wake3Point *pt = &w->wake[cur][side];
            if (!pt->life)
                break;
            rows[n++] = (WakeRow){ { { pt->x[0], pt->y, pt->z[0] }, { pt->x[1], pt->y, pt->z[1] } },
                                   pt->life, pt->room };
            cur = (cur - 1) & (WAKE3_MAX - 1);
        }
        /* (the original stops at a left side without points: the right's
         * go undrawn too) */
        if (n == 1)
            break;
        for (int i = 0; i < n; i++)
            if (w->wake_shade < WAKE3_SHADE_MAX)
                rows[i].c = (rows[i].c * w->wake_shade) >> 4;
        for (int i = 0; i + 1 < n; i++)
            if (!draw_quad(g, &rows[i], &rows[i + 1], dl))
                return false;
    }
    return true;
}

/* As the original's DrawBoat and KayakDraw, every kayak and rubber boat
 * drawn draws the one shared wake from its own hull, whichever laid it. */
bool Wake3_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Water3 *w = g->water3;
    if (!w || !g->lv)
        return true;
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        const Item *it = &g->sim->items[i];
        if ((it->object_id != O3_KAYAK && it->object_id != O3_BOAT) ||
            it->status == ITEM_STATUS_INVISIBLE)
            continue;
        if (!draw_at(g, w, it, dl))
            return false;
    }
    return true;
}
