/* TR3's splashes and ripples: making them and their tick (see
 * splash_tr3.h); numbers from tomb3 effect2.cpp's SetupSplash, SetupRipple,
 * TriggerUnderwaterBlood and UpdateSplashes. */
#include "game/effects/splash_tr3.h"

#include <string.h>

#include "game/effects/effect_internal.h"

#define SPLASH_LIFE 63
#define RIPPLE_GROW 2
#define RIPPLE_FADE 2
#define RIPPLE_BRIGHTEN 4
#define RIPPLE_GONE 250   /* life wrapped below 0 */
#define YV_CAP 0x10000

/* The eight directions of a ring (24 long, as the original's table). */
static const int16_t k_ring[8][2] = {
    { 0, -24 }, { 17, -17 }, { 24, 0 }, { 17, 17 }, { 0, 24 }, { -17, 17 }, { -24, 0 }, { -17, -17 },
};

void Splash3_Init(Game *g)
{
    if (!g->water3)
        g->water3 = Object_Alloc(g, sizeof(Water3));
    if (!g->water3)
        return;
    memset(g->water3, 0, sizeof(Water3));
    g->water3->wake_item = -1;
    /* its own seed, not the sparks' (so neither moves the other) */
    g->water3->seed = PRNG_DEMO_SEED ^ 0x5A5A5A5Au;
}

int32_t Splash3_Rand(Game *g)
{
    Water3 *w = g->water3;
    if (!w)
        return 0;
    w->seed = 0x41C64E6Du * w->seed + 0x3039u;
    return (int32_t)((w->seed >> 10) & 0x7FFF);
}

/* One circle of eight points: at `off` (x 2 in 16ths) moving out at `vel`
 * (div: the lower circles 12, the upper 8), `wy` high going up at `yv`. */
static void circle(Splash3Point *p, int off, int vel, int div, int wy, int yv, int gravity,
                   int friction)
{
    for (int i = 0; i < 8; i++, p++) {
        p->wx = (int16_t)(off * k_ring[i][0] * 2);
        p->wy = (int16_t)wy;
        p->wz = (int16_t)(off * k_ring[i][1] * 2);
        p->xv = (int16_t)(div == 8 ? (vel * k_ring[i][0]) >> 3 : (vel * k_ring[i][0]) / 12);
        p->zv = (int16_t)(div == 8 ? (vel * k_ring[i][1]) >> 3 : (vel * k_ring[i][1]) / 12);
        p->yv = yv;
        p->oxv = (int16_t)(p->xv >> 3);
        p->ozv = (int16_t)(p->zv >> 3);
        p->gravity = (uint8_t)gravity;
        p->friction = (uint8_t)friction;
    }
}

bool Splash3_Setup(Game *g, const Splash3Setup *s)
{
    Vec3i at = { s->x, s->y, s->z };
    Effect_Sound(g, EFFECT_SFX_LARA_SPLASH, &at);
    Water3 *w = g->water3;
    if (!w)
        return false;
    Splash3 *sp = NULL;
    for (int i = 0; i < SPLASH3_MAX && !sp; i++)
        if (!(w->splash[i].flags & SPLASH3_ON))
            sp = &w->splash[i];
    if (!sp)
        return false;
    int outer_friction = s->outer_friction;
    sp->flags = SPLASH3_ON | 2; /* (bit 1 as the original sets it; read nowhere) */
    if (outer_friction == -9) {
        sp->flags |= SPLASH3_WIDE;
        outer_friction = 9;
    }
    sp->x = s->x;
    sp->y = s->y;
    sp->z = s->z;
    sp->room = s->room;
    sp->life = SPLASH_LIFE;
    Splash3Point *p = sp->p;
    circle(p, s->inner_xz_off, s->inner_xz_vel, 12, 0, 0, 0, s->inner_friction - 2);
    circle(p + 8, s->inner_xz_off + s->inner_xz_size, s->inner_xz_vel, 8, s->inner_y_size,
           s->inner_y_vel, s->inner_gravity, s->inner_friction);
    circle(p + 16, s->middle_xz_off, s->middle_xz_vel, 12, 0, 0, 0, s->middle_friction - 2);
    circle(p + 24, s->middle_xz_off + s->middle_xz_size, s->middle_xz_vel, 8, s->middle_y_size,
           s->middle_y_vel, s->middle_gravity, s->middle_friction);
    circle(p + 32, s->outer_xz_off, s->outer_xz_vel, 12, 0, 0, 0, outer_friction - 2);
    circle(p + 40, s->outer_xz_off + s->outer_xz_size, s->outer_xz_vel, 8, 0, 0, 0,
           outer_friction);
    return true;
}

Ripple3 *Splash3_Ripple(Game *g, int32_t x, int32_t y, int32_t z, int size, bool dim, int room)
{
    Water3 *w = g->water3;
    if (!w)
        return NULL;
    Ripple3 *r = NULL;
    for (int i = 0; i < RIPPLE3_MAX && !r; i++)
        if (!(w->ripple[i].flags & RIPPLE3_ON))
            r = &w->ripple[i];
    if (!r)
        return NULL;
    if (size < 0) {
        r->flags = RIPPLE3_ON | RIPPLE3_MADE_SMALL | (dim ? RIPPLE3_DIM : 0);
        size = -size;
    } else {
        r->flags = RIPPLE3_ON;
    }
    r->init = 1;
    r->size = (uint8_t)size;
    r->life = (uint8_t)((Splash3_Rand(g) & 0xF) + 48);
    r->x = (Splash3_Rand(g) & 0x7F) + x - 64;
    r->y = y;
    r->z = (Splash3_Rand(g) & 0x7F) + z - 64;
    r->room = (int16_t)room;
    return r;
}

void Splash3_UnderwaterBlood(Game *g, int32_t x, int32_t y, int32_t z, int size, int room)
{
    Water3 *w = g->water3;
    if (!w)
        return;
    Ripple3 *r = NULL;
    for (int i = 0; i < RIPPLE3_MAX && !r; i++)
        if (!(w->ripple[i].flags & RIPPLE3_ON))
            r = &w->ripple[i];
    if (!r)
        return;
    r->flags = RIPPLE3_ON | RIPPLE3_MADE_SMALL | RIPPLE3_DIM | RIPPLE3_BLOOD;
    r->init = 1;
    /* (rand & 7) - 16 in a byte: 240..247, fading 2 a tick once grown */
    r->life = (uint8_t)((Splash3_Rand(g) & 7) - 16);
    r->size = (uint8_t)size;
    r->x = (Splash3_Rand(g) & 0x3F) + x - 32;
    r->y = y;
    r->z = (Splash3_Rand(g) & 0x3F) + z - 32;
    r->room = (int16_t)room;
}

/* One point of a splash: moved, slowed (down to its slowest across, the
 * original's x-before-z test), pulled down; true when it reached the
 * surface again. */
static bool move_point(Splash3Point *p)
{
    p->wx = (int16_t)(p->wx + (p->xv >> 2));
    p->wy = (int16_t)(p->wy + (int16_t)(p->yv >> 6));
    p->wz = (int16_t)(p->wz + (p->zv >> 2));
    p->xv = (int16_t)(p->xv - (p->xv >> p->friction));
    p->zv = (int16_t)(p->zv - (p->zv >> p->friction));
    if ((p->oxv < 0 && p->xv > p->oxv) || (p->oxv > 0 && p->xv < p->oxv))
        p->xv = p->oxv;
    else if ((p->ozv < 0 && p->zv > p->ozv) || (p->ozv > 0 && p->zv < p->ozv))
        p->zv = p->ozv;
    p->yv += p->gravity << 3;
    if (p->yv > YV_CAP)
        p->yv = YV_CAP;
    if (p->wy <= 0)
        return false;
    p->wy = 0;
    return true;
}

static void update_splash(Splash3 *sp)
{
    bool down = false;
    for (int j = 0; j < SPLASH3_POINTS; j++) {
        if (!move_point(&sp->p[j]))
            continue;
        if (j < 16)
            sp->flags |= SPLASH3_INNER_DOWN;
        else if (j < 32)
            sp->flags |= SPLASH3_MIDDLE_DOWN;
        down = true;
    }
    if (down && !--sp->life)
        sp->flags = 0;
}

static void update_ripple(Ripple3 *r)
{
    if (r->size < 254)
        r->size = (uint8_t)(r->size + RIPPLE_GROW);
    if (!r->init) {
        r->life = (uint8_t)(r->life - RIPPLE_FADE);
        if (r->life > RIPPLE_GONE)
            r->flags = 0;
    } else if (r->init < r->life) {
        r->init = (uint8_t)(r->init + RIPPLE_BRIGHTEN);
        if (r->init >= r->life)
            r->init = 0;
    }
}

void Splash3_Update(Game *g)
{
    Water3 *w = g->water3;
    if (!w)
        return;
    for (int i = 0; i < SPLASH3_MAX; i++)
        if (w->splash[i].flags & SPLASH3_ON)
            update_splash(&w->splash[i]);
    for (int i = 0; i < RIPPLE3_MAX; i++)
        if (w->ripple[i].flags & RIPPLE3_ON)
            update_ripple(&w->ripple[i]);
    if (w->splash_count)
        w->splash_count--;
}
