/* TR3's electric fences (O3_LIGHTNING_EMITTER_2; tomb3 51civvy.cpp
 * ControlElectricFence). The emitter stands at a sector's edge and its
 * fence runs two sectors long along that edge (its facing picks which):
 * while its trigger is on and Lara is within 20 sectors, now and then (one
 * tick in 64) a few sparks fly from a random point of it (up to about
 * three sectors up; in the City, LEVEL_RULE_HARMLESS_FENCES, along its
 * foot); and Lara within its reach (1056 along it, 128 across, from 32
 * below the emitter to three sectors above) is electrocuted
 * (Lara_Electrocute) and dies, sparks all about her, unless she already
 * is or the level's fences are harmless.
 *
 * The sparks are TR3's spark particles (TriggerFenceSparks): white-blue
 * specks thrown out at up to 256 and falling by gravity, drawn as the
 * pool draws its untextured sparks (game/effects/spark_tr3.h). The
 * original draws each spark's eight numbers from the control stream; the
 * control stream still steps eight times a spark, as the original's,
 * while the spark's numbers come from the pool's own stream, so the game
 * plays the same with or without them. */
#include "game/objects/tr3/trap/traps_tr3.h"

#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define FENCE_NEAR 0x5000
#define FENCE_SPARK_RATE 0x3F
#define SPARK_RANDOMS 8   /* the original's spark set-up draws eight numbers */

/* The fence's geometry by facing: its reach's centre (x, z) and half
 * sizes, and the line its sparks start from (ex, ez; along x with xa or
 * along z with za). */
typedef struct {
    int32_t x, z, ex, ez, xa, za, xs, zs;
} Fence;

static Fence fence_of(const Item *it)
{
    Fence f = { 0 };
    int32_t px = it->pos.x, pz = it->pos.z;
    switch (it->rot.y) {
    case 0:
        f = (Fence){ px + 512, pz + 512, px + 512 - 992, pz + 256, 2047, 0, 1056, 128 };
        break;
    case -0x4000:
        f = (Fence){ px - 512, pz + 512, px - 512 + 256, pz + 512 - 992, 0, 2047, 128, 1056 };
        break;
    case -0x8000:
        f = (Fence){ px - 512, pz - 512, px - 512 - 992, pz - 256, 2047, 0, 1056, 128 };
        break;
    case 0x4000:
        f = (Fence){ px + 512, pz - 512, px + 512 - 256, pz - 512 - 992, 0, 2047, 128, 1056 };
        break;
    default:
        break;
    }
    return f;
}

/* One spark at (x, y, z) (TriggerFenceSparks): grey-white going blue,
 * 32..39 ticks, thrown out along the floor up to 256 either way and up a
 * little (kill: the ones about Lara, 32 faster up and drawn twice as big),
 * falling by 16..31 a tick, a speck 4..7 high shrinking to 1. */
static void spark(Game *g, int room, int32_t x, int32_t y, int32_t z, int kill)
{
    for (int i = 0; i < SPARK_RANDOMS; i++)
        Prng_Control(&g->sim->prng);
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    uint8_t c = (uint8_t)((Spark3_Rand(g) & 0x3F) + 192);
    s->sr = s->sg = s->sb = c;
    s->db = (uint8_t)((Spark3_Rand(g) & 0x3F) + 192);
    s->dr = c >> 2;
    s->dg = c >> 1;
    s->col_fade = 8;
    s->fade_black = 16;
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((Spark3_Rand(g) & 7) + 32);
    s->x = x;
    s->y = y;
    s->z = z;
    s->xvel = (int16_t)(2 * (Spark3_Rand(g) & 0xFF) - 256);
    s->yvel = (int16_t)((Spark3_Rand(g) & 0xF) - (kill << 5) - 8);
    s->zvel = (int16_t)(2 * (Spark3_Rand(g) & 0xFF) - 256);
    s->friction = 4;
    s->flags = SPARK3_SCALE;
    s->scalar = (uint8_t)(kill + 1);
    s->s_width = s->d_width = 1;
    s->width = (uint8_t)((Spark3_Rand(g) & 3) + 4);
    s->height = s->s_height = s->width;
    s->d_height = 1;
    s->gravity = (int16_t)((Spark3_Rand(g) & 0xF) + 16);
}

/* A run of sparks from (x, y, z), each a little on from the last. */
static void spark_run(Game *g, int room, const Fence *f, int32_t x, int32_t y, int32_t z, int n,
                      int kill)
{
    Prng *p = &g->sim->prng;
    for (int i = 0; i < n; i++) {
        spark(g, room, x, y, z, kill);
        if (f->xa)
            x += (f->xa & Prng_Control(p) & 7) - 4;
        else
            z += (f->za & Prng_Control(p) & 7) - 4;
        y += (Prng_Control(p) & 7) - 4;
    }
}

static void fence_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    Prng *p = &g->sim->prng;
    if (!Object_IsTriggerActive(it) || !lara)
        return;
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (dx < -FENCE_NEAR || dx > FENCE_NEAR || dz < -FENCE_NEAR || dz > FENCE_NEAR)
        return;
    Fence f = fence_of(it);
    bool harmless = (g->level_rules & LEVEL_RULE_HARMLESS_FENCES) != 0;
    int32_t ex = f.ex, ez = f.ez;
    if (!(Prng_Control(p) & FENCE_SPARK_RATE)) {
        if (f.xa)
            ex += Prng_Control(p) & f.xa;
        else
            ez += Prng_Control(p) & f.za;
        int32_t ey;
        if (harmless) {
            ey = it->pos.y - (Prng_Control(p) & 0x1F);
        } else {
            ey = it->pos.y - (Prng_Control(p) & 0x7FF);
            ey -= Prng_Control(p) & 0x3FF;
        }
        spark_run(g, it->room, &f, ex, ey, ez, (Prng_Control(p) & 3) + 3, 0);
    }
    if (g->lara.electric || harmless || lara->pos.x < f.x - f.xs || lara->pos.x > f.x + f.xs ||
        lara->pos.z < f.z - f.zs || lara->pos.z > f.z + f.zs || lara->pos.y > it->pos.y + 32 ||
        lara->pos.y < it->pos.y - 3072)
        return;
    int runs = (Prng_Control(p) & 0xF) + 3;
    for (int i = 0; i < runs; i++) {
        int32_t sx = ex, sz = ez;
        if (f.xa)
            sx = (Prng_Control(p) & 0x1FF) + lara->pos.x - 256;
        else
            sz = (Prng_Control(p) & 0x1FF) + lara->pos.z - 256;
        int32_t sy = lara->pos.y - Prng_Control(p) % 768;
        spark_run(g, lara->room, &f, sx, sy, sz, (Prng_Control(p) & 3) + 6, 1);
    }
    Lara_Electrocute(g);
    lara->hit_points = 0;
}

void Electric3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_LIGHTNING_EMITTER_2];
    o->control = fence_control;
    o->save_flags = true;
}
