/* Puna's looks (see puna.h): what the original draws of him besides his
 * meshes (tomb3 draweffects.cpp's TriggerTribeBossHeadElectricity,
 * TriggerElectricBeam, DrawTribeBossShield and his explosion rings;
 * triboss.cpp's TriggerElectricSparks and TriggerSummonSmoke) made as TR3's
 * sparks (game/effects/spark_tr3.h) and lines added to the screen
 * (game/effects/bolt.h): the lightning of his helmet as the original's
 * lines between its spikes, his beams as its strips, the shield's glow as
 * sparks at its lit points, the rings of his explosion as sparks on their
 * rings. Made in the tick from the spark pool's own random numbers, so
 * they never move the game's; not saved.
 *
 * His lights (TribeBossControl's TrigDynamics, from the spark pool's light
 * stream): blue at his helmet's middle spike while its lightning shows
 * (reach 8..11), where electric sparks fly (blue, green-blue at the
 * summoning; reach 8..15; one a tick where they fly), and at his beam's
 * source while it gathers and fires (attack count 64..127: reach
 * (128 - count) / 2, at most 31, fading as it runs). */
#include "game/objects/tr3/boss/puna.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define SPARK_REACH 0x5000       /* TriggerElectricSparks: near Lara only */
#define HEAD_MESH 8

/* His helmet's spikes (tomb3 tribeboss_hit[0..4], mesh 8). */
static const Vec3i k_spikes[5] = {
    { 120, 68, 136 }, { 128, -64, 136 }, { 8, -120, 136 }, { -128, -64, 136 }, { -124, 64, 126 },
};

/* The explosion's rings: their last radii and heights and their first
 * heights (tomb3 dradii, dheights1, dheights2). */
static const int32_t k_ring_r[5] = { 1600, 5600, 6400, 5600, 1600 };
static const int32_t k_ring_y1[5] = { -7680, -4224, -768, 2688, 6144 };
static const int32_t k_ring_y2[5] = { -1536, -1152, -768, -384, 0 };

static bool near_lara(Game *g, Vec3i p, int32_t reach)
{
    const Item *l = Game_LaraItem(g);
    if (!l)
        return false;
    int32_t dx = l->pos.x - p.x, dz = l->pos.z - p.z;
    return dx >= -reach && dx <= reach && dz >= -reach && dz <= reach;
}

/* A spark that shows where it is made, colour to colour, `ticks` ticks of
 * life: the pool's tick after his takes one, so 2 shows it for a frame. */
static Spark3 *glow(Game *g, Vec3i p, int room, int r, int gr, int b, int ticks, int size)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return NULL;
    s->x = p.x;
    s->y = p.y;
    s->z = p.z;
    s->sr = s->dr = (uint8_t)r;
    s->sg = s->dg = (uint8_t)gr;
    s->sb = s->db = (uint8_t)b;
    s->col_fade = 0;
    s->fade_black = (uint8_t)ticks;
    s->life = s->s_life = (uint8_t)ticks;
    s->trans = SPARK3_ADD;
    s->flags = SPARK3_SCALE;
    s->scalar = 3;
    s->width = s->s_width = s->d_width = (uint8_t)size;
    s->height = s->s_height = s->d_height = (uint8_t)size;
    return s;
}

/* The light where electric sparks fly: one a tick (the original keeps the
 * last place of the tick). */
static void spark_light(Game *g, Vec3i p, int room, int attack_type)
{
    const GunLights *ls = &g->lights;
    if (ls->count && ls->light[ls->count - 1].pos.x == p.x && ls->light[ls->count - 1].pos.y == p.y &&
        ls->light[ls->count - 1].pos.z == p.z)
        return;
    int gr = (Spark3_LightRand(g) & 7), b = (Spark3_LightRand(g) & 7);
    int reach = (Spark3_LightRand(g) & 7) + 8;
    if (attack_type)
        Gun_AddLightTR3(&g->lights, p, room, reach, 0, gr + 16, b + 8);
    else
        Gun_AddLightTR3(&g->lights, p, room, reach, 0, gr + 8, b + 16);
}

/* TriggerElectricSparks: white sparks flung from where a beam ends or a
 * shot glances off the shield (going orange), going cyan at the beam at
 * Lara, green at the summoning. */
void Puna3_ElectricSparks(Game *g, Vec3i p, int room, bool shield, int attack_type)
{
    if (!near_lara(g, p, SPARK_REACH))
        return;
    spark_light(g, p, room, attack_type);
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->sr = s->sg = s->sb = 255;
    if (shield) {
        s->dr = 255, s->dg = (uint8_t)((R(g) & 0x7F) + 64), s->db = 0;
    } else if (attack_type) {
        s->dr = 0, s->db = (uint8_t)((R(g) & 0x7F) + 64), s->dg = (uint8_t)((s->db >> 1) + 128);
    } else {
        s->dr = 0, s->dg = (uint8_t)((R(g) & 0x7F) + 64), s->db = (uint8_t)((s->dg >> 1) + 128);
    }
    s->col_fade = 3;
    s->fade_black = 8;
    s->life = s->s_life = 16;
    s->trans = SPARK3_ADD;
    s->x = (R(g) & 0x1F) + p.x - 16;
    s->y = (R(g) & 0x1F) + p.y - 16;
    s->z = (R(g) & 0x1F) + p.z - 16;
    int div = shield ? 2 : 1;
    s->xvel = (int16_t)((4 * (R(g) & 0x1FF) - 1024) / div);
    s->yvel = (int16_t)((2 * (R(g) & 0x1FF) - 512) / div);
    s->zvel = (int16_t)((4 * (R(g) & 0x1FF) - 1024) / div);
    s->friction = 4;
    s->flags = SPARK3_SCALE;
    s->scalar = 3;
    s->width = s->s_width = (uint8_t)((R(g) & 1) + 1);
    s->d_width = (uint8_t)((R(g) & 3) + 4);
    s->height = s->s_height = (uint8_t)((R(g) & 1) + 1);
    s->d_height = (uint8_t)((R(g) & 3) + 4);
    s->gravity = 15;
}

/* TriggerSummonSmoke: green smoke rising where the lizard man comes. */
static void summon_smoke(Game *g, Vec3i p, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->sr = 16, s->sg = 64, s->sb = 0;
    s->dr = 8, s->dg = 32, s->db = 0;
    s->fade_black = 64;
    s->col_fade = (uint8_t)((R(g) & 7) + 16);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 0xF) + 96);
    s->x = (R(g) & 0x7F) + p.x - 64;
    s->y = p.y - (R(g) & 0x1F);
    s->z = (R(g) & 0x7F) + p.z - 64;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)(-16 - (R(g) & 0xF));
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->flags = SPARK3_ALTDEF | SPARK3_OUTSIDE | SPARK3_DEF | SPARK3_SCALE;
    s->scalar = 3;
    s->gravity = (int16_t)(-8 - (R(g) & 7));
    s->max_yvel = (int8_t)(-4 - (R(g) & 7));
    int dw = (R(g) & 0x1F) + 128;
    s->d_width = (uint8_t)dw;
    s->width = s->s_width = (uint8_t)(dw >> 1);
    int dh = dw + (R(g) & 0x1F) + 32;
    s->d_height = (uint8_t)(dh > 255 ? 255 : dh);
    s->height = s->s_height = (uint8_t)(s->d_height >> 1);
}

/* One point of the electricity's jitter (the original's
 * electricity_points, here fresh numbers of the spark pool's each tick)
 * and its brightness: its largest axis, folded back above 255. */
static int jitter(Game *g, Vec3i *e)
{
    e->x = (R(g) & 0x1FF) - 256;
    e->y = (R(g) & 0x1FF) - 256;
    e->z = (R(g) & 0x1FF) - 256;
    int v = MAX(abs(e->x), MAX(abs(e->y), abs(e->z)));
    return v > 255 ? MAX(511 - v, 0) : v;
}

/* An arc of the helmet's lightning from a to b: four lines through three
 * points pushed off their line by the jitter >> shift (against it for
 * the copy, which is half as bright; only x and y when !use_z), each as
 * bright as the mean of its ends (0 at a and b) times num >> 6, cyan. */
static void arc(Game *g, int room, Vec3i a, Vec3i b, int shift, bool use_z, bool copy, int num)
{
    Vec3i p[5];
    int v[5] = { 0 };
    for (int j = 0; j < 5; j++) {
        p[j] = (Vec3i){ a.x + (b.x - a.x) * j / 4, a.y + (b.y - a.y) * j / 4,
                        a.z + (b.z - a.z) * j / 4 };
        if (j == 0 || j == 4)
            continue;
        Vec3i e;
        v[j] = jitter(g, &e) >> copy;
        int sg = copy ? -1 : 1;
        p[j].x += sg * (e.x >> shift);
        p[j].y += sg * (e.y >> shift);
        if (use_z)
            p[j].z += sg * (e.z >> shift);
    }
    for (int j = 0; j < 4; j++) {
        int c = CLAMP(((v[j] + v[j + 1]) / 2 * num) >> 6, 0, 255);
        if (c)
            Bolt_Add(&g->bolts, p[j], p[j + 1], room, 0, c, c);
    }
}

/* His beam as the original's strip (TriggerElectricBeam): 8 to 24
 * pieces, each point pushed off the line by the jitter and a wander up
 * and down, the strip 256 across from his head (cyan), 128 from his hand
 * (green), each point's brightness random, 0 at both ends; and its copy,
 * the other way off the line and half as bright. */
static void beam(Game *g, const GameVec *a, const GameVec *e, int attack_type)
{
    int32_t dx = abs(e->x - a->x), dz = abs(e->z - a->z);
    int n = (dx >= dz ? dx : dz) >> 8;
    n = n < 8 ? 8 : n > 24 ? 24 : n;
    for (int copy = 0; copy < 2; copy++) {
        Vec3i last = { a->x, a->y, a->z };
        int last_c = 0, wander = 0;
        for (int i = 1; i <= n; i++) {
            Vec3i p = { e->x, e->y, e->z };
            int c = 0;
            if (i < n) {
                Vec3i j;
                jitter(g, &j);
                wander += (R(g) & 0x1F) - 16;
                wander = wander < -256 ? -192 : wander > 256 ? 192 : wander;
                int sg = copy ? -1 : 1;
                p = (Vec3i){ a->x + (e->x - a->x) * i / n + sg * j.x,
                             a->y + (e->y - a->y) * i / n + sg * (j.y >> 1) + wander,
                             a->z + (e->z - a->z) * i / n + sg * j.z };
                c = (R(g) & 0xFF) >> copy;
            }
            int m = (last_c + c) / 2;
            if (m)
                Bolt_AddStrip(&g->bolts, last, p, a->room, m >> 1, m, attack_type ? m >> 1 : m,
                              attack_type ? 128 : 256);
            last = p;
            last_c = c;
        }
    }
}

/* The lightning between his helmet's spikes, its brightness swelling and
 * ebbing with the original's wibble (TriggerTribeBossHeadElectricity),
 * and, while his head's beam gathers, from each spike to the beam's
 * source, brightening over the attack's first 64 ticks. */
static void helmet(Game *g, const Item *it, const BossData *b)
{
    int32_t s = (Math_Sin((int16_t)((g->sim->tick * 4 & 0xFC) << 9)) >> 7) + 64;
    Vec3i spike[5];
    for (int i = 0; i < 5; i++) {
        spike[i] = k_spikes[i];
        Creature_JointPos(g, it, &spike[i], HEAD_MESH);
        if (i == 2) {
            int reach = (Spark3_LightRand(g) & 3) + 8;
            int gr = (Spark3_LightRand(g) & 7) + 8;
            Gun_AddLightTR3(&g->lights, spike[i], it->room, reach, 0, gr,
                            (Spark3_LightRand(g) & 7) + 16);
        }
    }
    bool gather = b->attack_count && !b->death_count && b->attack_type == 0;
    Vec3i src = { 8, 32, PUNA_HEAD_Z };
    Creature_JointPos(g, it, &src, PUNA_HEAD_MESH);
    for (int copy = 0; copy < 2; copy++) {
        for (int i = 0; i < 4; i++)
            arc(g, it->room, spike[i], spike[i + 1], 3, true, copy, s);
        for (int i = 0; gather && i < 5; i++)
            arc(g, it->room, spike[i], src, 4, false, copy, MIN(b->attack_count, 64));
    }
}

/* The shield's lit points. */
static void shield(Game *g, const Item *it, const BossData *b)
{
    for (int i = 8; i <= 31; i++) {
        const uint8_t *c = b->glow[i];
        if (!(c[0] | c[1] | c[2]))
            continue;
        Vec3i p = Puna3_ShieldPoint(i);
        p = (Vec3i){ it->pos.x + p.x, it->pos.y + p.y, it->pos.z + p.z };
        glow(g, p, it->room, c[0], c[1], c[2], 2, 8);
    }
}

/* ExplodeTribeBoss's rings, widening and rising with the count, blue
 * fading to nothing by its 64th. */
static void rings(Game *g, const Item *it, const BossData *b)
{
    int count = b->explode_count;
    if (count <= 0 || count >= 64)
        return;
    int m = 64 - count;
    int16_t start = (int16_t)((g->sim->tick * 4 & 0x3F) << 7);
    for (int i = 1; i < 4; i++) {
        int32_t rad = (k_ring_r[i] >> 4) + ((count * k_ring_r[i]) >> 7);
        int32_t y = k_ring_y2[i] + ((count * (k_ring_y1[i] - k_ring_y2[i])) >> 7);
        for (int j = 0; j < 8; j++) {
            int16_t a = (int16_t)(start + j * 0x2000);
            Vec3i p = { it->pos.x + ((rad * Math_Sin(a)) >> (W2V_SHIFT - 1)), it->pos.y + y,
                        it->pos.z + ((rad * Math_Cos(a)) >> (W2V_SHIFT - 1)) };
            int r = (m * (R(g) & 0x1F)) >> 6;
            int bl = (R(g) & 0x3F) + 224;
            int gr = (m * ((bl >> 2) + (R(g) & 0x3F))) >> 6;
            glow(g, p, it->room, r, gr, (m * bl) >> 6, 2, 16);
        }
    }
}

void Puna3_Looks(Game *g, const Item *it)
{
    const BossData *b = &g->creatures->boss;
    shield(g, it, b);
    if (b->explode_count) {
        rings(g, it, b);
        return;
    }
    if (!near_lara(g, it->pos, 0x4800))
        return;
    helmet(g, it, b);
    bool head = b->attack_type == 0 && b->attack_count > 64;
    bool hand = b->attack_type != 0 && b->attack_count >= 64 && b->attack_count <= 96;
    GameVec src, end;
    bool path = !b->death_count && Puna3_BeamPath(g, it, &src, &end);
    if (path && b->attack_count >= 64 && b->attack_count < 128) {
        /* the beam's source, fading as it runs */
        int reach = (128 - b->attack_count) >> 1;
        reach = reach > 31 ? 31 : reach;
        int r = reach >> 2, x = Spark3_LightRand(g) & 7, y = Spark3_LightRand(g) & 7;
        Vec3i at = { src.x, src.y, src.z };
        if (b->attack_type)
            Gun_AddLightTR3(&g->lights, at, src.room, reach, r, x + 24, y + 16);
        else
            Gun_AddLightTR3(&g->lights, at, src.room, reach, r, x + 16, y + 24);
    }
    if (!path || !(head || hand))
        return;
    beam(g, &src, &end, b->attack_type);
    Vec3i tip = { end.x, end.y, end.z };
    for (int k = 0; k < 2; k++)
        Puna3_ElectricSparks(g, tip, end.room, false, b->attack_type);
    if (hand)
        for (int k = 0; k < 3; k++)
            summon_smoke(g, b->beam_target, it->room);
}
