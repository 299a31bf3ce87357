/* TR3's spark pool: taking a slot, the tick, letting go and drawing (see
 * spark_tr3.h); numbers from tomb3 effect2.cpp's GetFreeSpark, UpdateSparks
 * and DetatchSpark. The spawners are spark_fx_tr3.c. */
#include "game/effects/spark_tr3.h"

#include <string.h>

#include "engine/core/mem.h"
#include "engine/world/floor.h"
#include "game/creature/creature.h"
#include "game/effects/effect_internal.h"
#include "game/lara/lara_gun.h"

#define SHADE_NEUTRAL 4096
#define ADD_VISIBLE 8   /* an additive spark darker than this adds nothing */

void Spark3_Init(Game *g)
{
    if (!g->sparks)
        g->sparks = Object_Alloc(g, sizeof(SparkPool));
    if (!g->sparks)
        return;
    memset(g->sparks, 0, sizeof(SparkPool));
    g->sparks->seed = PRNG_DEMO_SEED;
    g->sparks->light_seed = PRNG_DEMO_SEED;
    for (int i = 0; i < SPARK3_MAX; i++)
        g->sparks->s[i].dynamic = -1;
}

/* The draw stream's step on the pool's own seed. */
int32_t Spark3_Rand(Game *g)
{
    SparkPool *p = g->sparks;
    if (!p)
        return 0;
    p->seed = 0x41C64E6Du * p->seed + 0x3039u;
    return (int32_t)((p->seed >> 10) & 0x7FFF);
}

/* The original's search: the first free slot from where the last one was
 * taken, wrapping; when none is free, the one with the least life left
 * that has no light, blood only in odd slots. */
static int free_slot(SparkPool *p)
{
    int at = p->next;
    for (int i = 0; i < SPARK3_MAX; i++) {
        if (!p->s[at].on) {
            p->next = (at + 1) % SPARK3_MAX;
            return at;
        }
        at = at == SPARK3_MAX - 1 ? 0 : at + 1;
    }
    int best = 0, least = 4095;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &p->s[i];
        if (s->life < least && s->dynamic == -1 && (!(s->flags & SPARK3_BLOOD) || (i & 1))) {
            best = i;
            least = s->life;
        }
    }
    p->next = (best + 1) % SPARK3_MAX;
    return best;
}

Spark3 *Spark3_New(Game *g, int room)
{
    if (!g->sparks)
        return NULL;
    Spark3 *s = &g->sparks->s[free_slot(g->sparks)];
    g->sparks->made++;
    memset(s, 0, sizeof(*s));
    s->on = true;
    s->dynamic = -1;
    s->room = (int16_t)room;
    s->fx_obj = -1;
    return s;
}

int Spark3_Count(const Game *g)
{
    int n = 0;
    for (int i = 0; g->sparks && i < SPARK3_MAX; i++)
        n += g->sparks->s[i].on;
    return n;
}

/* The original's NodeOffsets: a point and the mesh it is on, by node. */
static const CreatureBite k_nodes[SPARK3_NODES] = {
    { 0, 340, 64, 7 },     { 0, 0, -96, 10 },      { 16, 48, 320, 13 },    { 0, -256, 0, 5 },
    { 0, 64, 0, 10 },      { 0, 64, 0, 13 },       { -32, -16, -192, 13 }, { -64, 410, 0, 20 },
    { 64, 410, 0, 23 },    { -160, -8, 16, 5 },    { -160, -8, 16, 9 },    { -160, -8, 16, 13 },
};

void Spark3_OnNode(Spark3 *s, int item, int node)
{
    s->flags |= SPARK3_ITEM | SPARK3_NODE;
    s->fx_obj = (int16_t)item;
    s->node = (uint8_t)node;
}

Vec3i Spark3_NodePos(const Game *g, int item, int node)
{
    const CreatureBite *n = &k_nodes[node >= 0 && node < SPARK3_NODES ? node : 0];
    Vec3i at = { n->x, n->y, n->z };
    const Item *it = &g->sim->items[item];
    /* a creature's head and torso turns count (GetJointAbsPosition reads
     * them from its data); other items have none */
    bool creature = it->object_id >= 0 && it->object_id < OBJECT_MAX &&
                    g->objects[it->object_id].intelligent;
    Effect_JointAbsPosition(g, it, &at, n->mesh, creature ? Creature_ExtraRotation(it) : NULL);
    return at;
}

/* Where what a spark rides on is (into *at), false when it is gone. */
static bool carrier(const Game *g, const Spark3 *s, int16_t *room, Vec3i *at)
{
    if (s->flags & SPARK3_FX) {
        if (s->fx_obj < 0 || s->fx_obj >= EFFECT_MAX)
            return false;
        *room = g->effects.fx[s->fx_obj].room;
        *at = g->effects.fx[s->fx_obj].pos;
        return true;
    }
    if (s->flags & SPARK3_ITEM) {
        if (s->fx_obj < 0 || (uint32_t)s->fx_obj >= g->sim->num_items)
            return false;
        *room = g->sim->items[s->fx_obj].room;
        *at = (s->flags & SPARK3_NODE) ? Spark3_NodePos(g, s->fx_obj, s->node)
                                       : g->sim->items[s->fx_obj].pos;
        return true;
    }
    return false;
}

/* s stops riding (the `type` flags cleared) and stays where it is. */
static void let_go(const Game *g, Spark3 *s, unsigned type)
{
    int16_t room = s->room;
    Vec3i at;
    if (carrier(g, s, &room, &at)) {
        s->x += at.x;
        s->y += at.y;
        s->z += at.z;
        s->room = room;
    }
    s->flags &= (uint16_t)~type;
}

void Spark3_Detach(Game *g, int num, unsigned type)
{
    for (int i = 0; g->sparks && i < SPARK3_MAX; i++) {
        Spark3 *s = &g->sparks->s[i];
        if (!s->on || !(s->flags & type) || s->fx_obj != num)
            continue;
        if (s->flags & SPARK3_ATTACHED) {
            s->on = false;
            continue;
        }
        let_go(g, s, type | SPARK3_NODE);
    }
}

/* Colour: start to end over col_fade ticks, then the end colour, black
 * over the last fade_black ticks (16.16 steps, as the original). */
static void fade_colour(Spark3 *s)
{
    int32_t lived = s->s_life - s->life;
    if (lived < s->col_fade) {
        int32_t f = lived * 65536 / s->col_fade;
        s->r = (uint8_t)(s->sr + ((f * (s->dr - s->sr)) >> 16));
        s->g = (uint8_t)(s->sg + ((f * (s->dg - s->sg)) >> 16));
        s->b = (uint8_t)(s->sb + ((f * (s->db - s->sb)) >> 16));
    } else if (s->life < s->fade_black) {
        int32_t f = (s->life - s->fade_black) * 65536 / s->fade_black + 0x10000;
        s->r = (uint8_t)((s->dr * f) >> 16);
        s->g = (uint8_t)((s->dg * f) >> 16);
        s->b = (uint8_t)((s->db * f) >> 16);
    } else {
        s->r = s->dr;
        s->g = s->dg;
        s->b = s->db;
    }
}

/* Motion: gravity, the cap on the vertical speed, friction, then a
 * thirty-second of the speed, the wind on outside sparks. */
static void move(Spark3 *s, int32_t wind_x, int32_t wind_z)
{
    int32_t yv = s->yvel + s->gravity;
    if (s->max_yvel) {
        int32_t cap = s->max_yvel * 32;
        if ((yv < 0 && yv < cap) || (yv > 0 && yv > cap))
            yv = cap;
    }
    int32_t xv = s->xvel, zv = s->zvel;
    if (s->friction & 0xF) {
        xv -= xv >> (s->friction & 0xF);
        zv -= zv >> (s->friction & 0xF);
    }
    if (s->friction & 0xF0)
        yv -= yv >> (s->friction >> 4);
    s->xvel = (int16_t)xv;
    s->yvel = (int16_t)yv;
    s->zvel = (int16_t)zv;
    s->x += s->xvel >> 5;
    s->y += s->yvel >> 5;
    s->z += s->zvel >> 5;
    if (s->flags & SPARK3_OUTSIDE) {
        s->x += wind_x >> 1;
        s->z += wind_z >> 1;
    }
}

/* An explosion spark's children, `extras >> 3` ticks into its life; its
 * light (if any) goes on with the first. */
static void set_off(Game *g, Spark3 *s)
{
    int n = s->extras & 7;
    int uw = (s->flags & SPARK3_UNDERWATER) ? 1 : (s->flags & SPARK3_GREEN) ? 2 : 0;
    int32_t x = s->x, y = s->y, z = s->z;
    int room = s->room;
    s->extras = 0;
    for (int j = 0; j < n; j++) {
        int light = s->dynamic;
        s->dynamic = -1;
        Spark3_Explosion(g, x, y, z, n - 1, light, uw, room);
    }
    /* under water a bubble goes up with them (UpdateSparks) */
    if (uw == 1)
        Spark3_ExplosionBubble(g, x, y, z, room);
}

/* The light stream's next number (the draw stream's step on its seed). */
static int32_t light_rand(SparkPool *p)
{
    p->light_seed = 0x41C64E6Du * p->light_seed + 0x3039u;
    return (int32_t)((p->light_seed >> 10) & 0x7FFF);
}

int32_t Spark3_LightRand(Game *g) { return g->sparks ? light_rand(g->sparks) : 0; }

/* A spark's light this tick (see Spark3_Update). */
static void spark_light(Game *g, Spark3 *s)
{
    int32_t rnd = light_rand(g->sparks);
    Vec3i at = { s->x + ((rnd & 0xF) << 4), s->y + (rnd & 0xF0), s->z + ((rnd >> 4) & 0xF0) };
    /* (a child made this tick after its slot was passed: as one of 0) */
    int32_t age = MAX(s->s_life - s->life - 1, 0);
    int r, gr, b;
    if (age < 4) {
        if (s->dynamic < 28)
            s->dynamic = (int8_t)(s->dynamic + 6);
        r = 255 - (rnd & 0x1F) - (age << 3);
        if (age < 2) {
            gr = 255 - (rnd & 0x1F) - (age << 4);
            b = 255 - (rnd & 0x1F) - (age << 6);
        } else {
            gr = 128 - (age << 3);
            b = (4 - age) << 5;
        }
    } else {
        if (s->dynamic > 0)
            s->dynamic--;
        r = (rnd & 0x1F) + 224;
        gr = ((rnd >> 4) & 0x1F) + 128;
        b = (rnd >> 8) & 0x3F;
    }
    int reach = s->dynamic > 31 ? 31 : s->dynamic;
    if (s->flags & SPARK3_GREEN)
        Gun_AddLightTR3(&g->lights, at, s->room, reach, b >> 3, r >> 3, gr >> 3);
    else
        Gun_AddLightTR3(&g->lights, at, s->room, reach, r >> 3, gr >> 3, b >> 3);
}

/* One riding on an effect lets go of it (stays where it is) once it has
 * lived 4 to 11 ticks (the original's S_DrawSparks, frame by frame). */
static void let_go_of_effect(Game *g, Spark3 *s)
{
    if (!(s->flags & SPARK3_FX) || s->s_life - s->life <= (Spark3_Rand(g) & 7) + 4)
        return;
    let_go(g, s, SPARK3_FX);
}

/* The punk's and the pendulum's flames let go of their joint once they
 * have lived 8 to 11 (the punk's) or 12 to 15 ticks (the original's
 * S_DrawSparks, frame by frame; here once a tick on the pool's stream). */
static void let_go_of_node(Game *g, Spark3 *s)
{
    if (!(s->flags & SPARK3_NODE) ||
        (s->node != SPARK3_NODE_PUNK && s->node != SPARK3_NODE_PENDULUM))
        return;
    int after = (Spark3_Rand(g) & 3) + (s->node == SPARK3_NODE_PENDULUM ? 12 : 8);
    if (s->s_life - s->life > after)
        let_go(g, s, SPARK3_ITEM | SPARK3_NODE);
}

static void tick(Game *g, Spark3 *s, int32_t wind_x, int32_t wind_z)
{
    if (!(s->flags & SPARK3_ATTACHED) || s->life > 16)
        s->life--;
    if (!s->life) {
        s->on = false;
        s->dynamic = -1;
        return;
    }
    fade_colour(s);
    if (s->life == s->fade_black && (s->flags & SPARK3_UNDERWATER)) {
        s->d_width >>= 2;
        s->d_height >>= 2;
    }
    if (s->flags & SPARK3_ROTATE)
        s->rot_ang = (int16_t)((s->rot_ang + s->rot_add) & 0xFFF);
    if (s->flags & SPARK3_ALTDEF) {
        int m = MAX(s->r, MAX(s->g, s->b));
        s->def = (uint8_t)(m < 16 ? 3 : m < 64 ? 2 : m < 96 ? 1 : 0);
    }
    int32_t lived = s->s_life - s->life;
    if ((s->extras & 7) && lived == s->extras >> 3)
        set_off(g, s);
    int32_t f = lived * 65536 / s->s_life;
    move(s, wind_x, wind_z);
    s->width = (uint8_t)(s->s_width + ((f * (s->d_width - s->s_width)) >> 16));
    s->height = (uint8_t)(s->s_height + ((f * (s->d_height - s->s_height)) >> 16));
    let_go_of_effect(g, s);
    let_go_of_node(g, s);
    if (!(s->flags & (SPARK3_FX | SPARK3_ITEM)) && s->room >= 0)
        World_Sector(&g->world, s->x, s->y, s->z, &s->room);
}

void Spark3_SmokeWind(const Game *g, int32_t *x, int32_t *z)
{
    int32_t a = g->hair.wind_angle << 3;
    *x = (g->hair.wind * Math_Sin(a)) >> 14;
    *z = (g->hair.wind * Math_Cos(a)) >> 14;
}

void Spark3_Update(Game *g)
{
    SparkPool *p = g->sparks;
    if (!p)
        return;
    int32_t wind_x, wind_z;
    Spark3_SmokeWind(g, &wind_x, &wind_z);
    for (int i = 0; i < SPARK3_MAX; i++)
        if (p->s[i].on)
            tick(g, &p->s[i], wind_x, wind_z);
    for (int i = 0; i < SPARK3_MAX; i++)
        if (p->s[i].on && p->s[i].dynamic >= 0)
            spark_light(g, &p->s[i]);
    if (p->smoke_l)
        p->smoke_l--;
    if (p->smoke_r)
        p->smoke_r--;
}

/* ---- drawing ------------------------------------------------------------- */

/* What an 8-bit frame can show of a spark: untextured ones as a rectangle
 * of their colour's nearest palette entry, textured ones as their sprite's
 * texels dimmed through the ColourMap as far as their colour is dark (the
 * hue is not shown); additive ones too dark to add anything are left out,
 * subtractive ones darken as far as their colour is bright. Not turned
 * (SPARK3_ROTATE), no mixing with what is behind. */
static bool look(const Game *g, const Spark3 *s, RenderSpriteDraw *d)
{
    const Level *lv = g->lv;
    /* one not yet ticked shows its start colour */
    bool fresh = s->life == s->s_life;
    int r = fresh ? s->sr : s->r, gr = fresh ? s->sg : s->g, b = fresh ? s->sb : s->b;
    int bright = MAX(r, MAX(gr, b));
    if (s->trans == SPARK3_ADD && bright < ADD_VISIBLE)
        return false;
    if (s->flags & SPARK3_DEF) {
        const SpriteSequence *sq = Level_FindSpriteSequence(lv, Effect_Ids(g)->spark_sheet);
        int32_t n = sq ? -sq->neg_length : 0;
        if (s->def >= n || sq->offset + s->def >= (int32_t)lv->num_sprite_textures)
            return false;
        d->sprite = (uint16_t)(sq->offset + s->def);
        d->look = RENDER_SPRITE_PLAIN;
        int dark = s->trans == SPARK3_SUB ? bright : 255 - bright;
        d->shade = (int16_t)(SHADE_NEUTRAL + dark * 0xFFF / 255);
    } else {
        d->sprite = RENDER_SPRITE_NONE;
        d->look = RENDER_SPRITE_FLAT;
        if (s->trans == SPARK3_SUB)
            d->colour = Effect_NearestColour(lv, (255 - r) >> 2, (255 - gr) >> 2, (255 - b) >> 2);
        else
            d->colour = Effect_NearestColour(lv, r, gr, b);
        d->shade = SHADE_NEUTRAL;
    }
    d->size = (s->flags & SPARK3_SCALE) ? RENDER_SIZE_SCALED : RENDER_SIZE_PIXELS;
    d->scalar = s->scalar;
    d->w = MAX(s->width, 1);
    d->h = MAX(s->height, 1);
    return true;
}

bool Spark3_AppendDraws(const Game *g, SimDrawList *dl)
{
    const SparkPool *p = g->sparks;
    if (!p || !g->lv)
        return true;
    if (!Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + SPARK3_MAX,
                  sizeof(RenderSpriteDraw)))
        return false;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &p->s[i];
        if (!s->on)
            continue;
        RenderSpriteDraw *d = &dl->sprites[dl->num_sprites];
        memset(d, 0, sizeof(*d));
        int16_t room = s->room;
        d->x = s->x;
        d->y = s->y;
        d->z = s->z;
        Vec3i at;
        if (s->flags & (SPARK3_FX | SPARK3_ITEM)) {
            if (!carrier(g, s, &room, &at))
                continue;
            d->x += at.x;
            d->y += at.y;
            d->z += at.z;
        }
        if (room < 0 || (uint32_t)room >= g->lv->num_rooms || !look(g, s, d))
            continue;
        d->room = room;
        dl->num_sprites++;
    }
    return true;
}

void Spark3_FlameColours(Game *g, Spark3 *s, int fade_lo, int life_lo)
{
    s->sr = 255;
    s->sg = (uint8_t)((Spark3_Rand(g) & 0x1F) + 48);
    s->sb = 48;
    s->dr = (uint8_t)((Spark3_Rand(g) & 0x3F) + 192);
    s->dg = (uint8_t)((Spark3_Rand(g) & 0x3F) + 128);
    s->db = 32;
    s->fade_black = 8;
    s->col_fade = (uint8_t)((Spark3_Rand(g) & 3) + fade_lo);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((Spark3_Rand(g) & 7) + life_lo);
}

void Spark3_MaybeTurn(Game *g, Spark3 *s, int lo, int span)
{
    if (!(Spark3_Rand(g) & 1))
        return;
    s->flags |= SPARK3_ROTATE;
    s->rot_ang = (int16_t)(Spark3_Rand(g) & 0xFFF);
    s->rot_add = (int8_t)((Spark3_Rand(g) & 1) ? -lo - (Spark3_Rand(g) & span)
                                               : (Spark3_Rand(g) & span) + lo);
}
