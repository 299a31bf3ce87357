/* TR3's fish (O3_TROPICAL_FISH) and piranhas (O3_PIRAHNAS): not creatures
 * but shoals. A trigger names the shoal in its timer byte (0..7: the
 * item's hit points, its timer left at 0); the shoal's leader wanders
 * inside its range around the item, turning and changing speed at random,
 * and 24 fish follow it, each with its own speed, turn and depth. While
 * Lara is in the piranhas' room the leader heads for her and the fish go
 * for her depth; every piranha within 256 of her costs her 4 hit points
 * a tick (no flinch). An anti trigger stops the shoal (it is set up anew
 * when triggered again). Facts from tomb3/game/fish.cpp (ControlFish,
 * SetupFish, SetupShoal, FishNearLara) and control.cpp's triggers; each
 * shoal's range from the original's table for the level (Game.fish_shoals
 * from the script's level: the jungle, the temple ruins, the Ganges,
 * Lara's home, the coastal village, the crash site, Madubu gorge), 256
 * each way elsewhere. Drawn as the original's S_DrawFish (Fish3_AppendDraws).
 * On the Crash Site the piranhas go for the carcass instead while it is
 * their bait (Fish3_Bait: once it has fallen into water), biting it, not
 * her. The shoals' state is not saved (as the original, which keeps it in
 * memory only). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/mem.h"
#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SHOALS 8
#define SHOAL_FISH 24
#define FISH_RANGE_FALLBACK 256
#define PIRANHA_REACH 256
#define PIRANHA_DAMAGE 4
#define PIRANHA_BLOOD_WAIT 8

/* What piranhas go for: nothing (they wander), Lara, or the bait. */
enum { ATTACK_NONE, ATTACK_LARA, ATTACK_BAIT };

/* The original's SetupShoal tables, per level (Game.fish_shoals 1..7):
 * each shoal's x range, z range (in quarter clicks, plus 2) and depth (in
 * quarter clicks). */
typedef struct {
    uint8_t x, z, y;
} ShoalRange;
static const ShoalRange k_jungle[] = { { 8, 20, 3 } };
static const ShoalRange k_temple[] = { { 4, 4, 2 }, { 4, 16, 2 }, { 4, 28, 3 } };
static const ShoalRange k_ganges[] = { { 4, 12, 1 }, { 0, 12, 2 }, { 8, 4, 2 }, { 4, 8, 1 },
                                       { 4, 16, 2 }, { 4, 24, 1 }, { 12, 4, 1 }, { 16, 4, 1 } };
static const ShoalRange k_house[] = { { 4, 4, 1 },  { 16, 8, 2 }, { 24, 8, 2 }, { 8, 16, 2 },
                                      { 8, 12, 1 }, { 20, 8, 2 }, { 16, 8, 1 } };
static const ShoalRange k_shore[] = { { 12, 12, 6 }, { 12, 20, 6 }, { 20, 4, 8 } };
static const ShoalRange k_crash[] = { { 20, 4, 6 } };
static const ShoalRange k_rapids[] = { { 16, 16, 8 }, { 4, 8, 5 } };
static const struct {
    const ShoalRange *r;
    int n;
} k_levels[] = {
    { NULL, 0 },   { k_jungle, 1 }, { k_temple, 3 }, { k_ganges, 8 },
    { k_house, 7 }, { k_shore, 3 },  { k_crash, 1 },  { k_rapids, 2 },
};

typedef struct {
    int16_t x, y, z;
    uint16_t angle;    /* 4096 to a turn */
    int16_t desty;
    int8_t angadd;
    uint8_t speed;
    uint8_t swim;
} Fish;

typedef struct {
    int16_t angle;
    uint8_t speed;
    bool on;
    int16_t angle_time, speed_time;
    int16_t xrange, zrange, yrange;
} Leader;

/* Every shoal of the level: fish[0..7] are the leaders' own positions,
 * fish[8 + 24 * shoal + i] its followers (the original's layout). */
typedef struct Tr3Shoals {
    Fish fish[SHOALS + SHOALS * SHOAL_FISH];
    Leader lead[SHOALS];
    int16_t hit_wait;
    bool has_bait;     /* the original's CarcassItem, when not NO_ITEM */
    int16_t bait;
} Tr3Shoals;

static int rnd(Game *g)
{
    return Prng_Control(&g->sim->prng);
}

static bool is_fish(int object_id)
{
    return object_id == O3_TROPICAL_FISH || object_id == O3_PIRAHNAS;
}

/* The original's rcossin table: sine and cosine of a 4096-step angle at
 * a quarter of the 16384 scale. */
static int32_t rsin(int a) { return Math_Sin((int16_t)((a & 0xFFF) << 4)) >> 2; }
static int32_t rcos(int a) { return Math_Cos((int16_t)((a & 0xFFF) << 4)) >> 2; }

/* The original's mGetAngle, turned into the fish's 4096-step heading. */
static int heading(int32_t x, int32_t z, int32_t x1, int32_t z1)
{
    uint32_t m = (x1 == x && z1 == z) ? 0u : (uint32_t)(-Camera_Atan(x1 - x, z1 - z)) & 0xFFFFu;
    return (int)(((-(int32_t)m - 16384) >> 4) & 0xFFF);
}

static void setup_fish(Game *g, Tr3Shoals *sh, int shoal)
{
    Leader *l = &sh->lead[shoal];
    Fish *f = &sh->fish[shoal];
    /* (a shoal whose trigger has not run since a load: the fallback) */
    if (l->xrange <= 0 || l->yrange <= 0 || l->zrange <= 0)
        l->xrange = l->zrange = l->yrange = FISH_RANGE_FALLBACK;
    int x = l->xrange, y = l->yrange, z = l->zrange;
    f->x = f->y = f->z = 0;
    f->angle = 0;
    f->speed = (uint8_t)((rnd(g) & 0x3F) + 8);
    f->swim = (uint8_t)(rnd(g) & 0x3F);
    for (int i = 0; i < SHOAL_FISH; i++) {
        f = &sh->fish[shoal * SHOAL_FISH + SHOALS + i];
        f->x = (int16_t)(rnd(g) % (x << 1) - x);
        f->y = (int16_t)(rnd(g) % y);
        f->z = (int16_t)(rnd(g) % (z << 1) - z);
        f->desty = (int16_t)(rnd(g) % y);
        f->angle = (uint16_t)(rnd(g) & 0xFFF);
        f->speed = (uint8_t)((rnd(g) & 0x1F) + 32);
        f->swim = (uint8_t)(rnd(g) & 0x3F);
    }
    l->on = true;
    l->angle = 0;
    l->speed = (uint8_t)((rnd(g) & 0x7F) + 32);
    l->angle_time = 0;
    l->speed_time = 0;
}

/* Every fish item of the level shares one block (made by the first). */
static Tr3Shoals *shoals_of(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (it->data)
        return it->data;
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        const Item *o = &g->sim->items[i];
        if ((int)i != item && is_fish(o->object_id) && o->data)
            return it->data = o->data;
    }
    return it->data = Object_Alloc(g, sizeof(Tr3Shoals));
}

void Fish3_Bait(Game *g, int carcass)
{
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        if (!is_fish(g->sim->items[i].object_id))
            continue;
        Tr3Shoals *sh = shoals_of(g, (int)i);
        if (sh) {
            sh->has_bait = carcass >= 0;
            sh->bait = (int16_t)carcass;
        }
        return;
    }
}

/* Turns a fish towards `want` (both 4096-step): its turn grows 4 a tick
 * up to `most`, dies away when on course, and a sharp turn turns more. */
static void steer(Fish *f, int want, int most)
{
    int diff = (int)f->angle - want;
    if (diff > 2048)
        diff -= 4096;
    else if (diff < -2048)
        diff += 4096;
    if (diff > 128) {
        f->angadd = (int8_t)(f->angadd - 4);
        if (f->angadd < -most)
            f->angadd = (int8_t)-most;
    } else if (diff < -128) {
        f->angadd = (int8_t)(f->angadd + 4);
        if (f->angadd > most)
            f->angadd = (int8_t)most;
    } else {
        f->angadd = (int8_t)(f->angadd - (f->angadd >> 2));
        if (abs(f->angadd) < 4)
            f->angadd = 0;
    }
    f->angle = (uint16_t)(f->angle + f->angadd);
    if (diff > 1024)
        f->angle = (uint16_t)(f->angle + (f->angadd >> 2));
    f->angle &= 0xFFF;
}

/* At the edge of its range the leader turns back (away by 128..255). */
static void bounce(Game *g, Leader *l, const Fish *f, bool turn_down)
{
    if (turn_down)
        l->angle = (int16_t)(f->angle - (rnd(g) & 0x7F) - 128);
    else
        l->angle = (int16_t)(f->angle + (rnd(g) & 0x7F) + 128);
    l->angle_time = (int16_t)((rnd(g) & 0xF) + 8);
    l->speed_time = 0;
}

/* The leader wanders: kept in its range, new headings and speeds now and
 * then (the original's draws, in its order). */
static void wander(Game *g, Leader *l, const Fish *f, int32_t *x, int32_t *z)
{
    if (*z < -l->zrange) {
        *z = -l->zrange;
        bounce(g, l, f, f->angle < 2048);
    } else if (*z > l->zrange) {
        *z = l->zrange;
        bounce(g, l, f, f->angle > 3072);
    }
    if (*x < -l->xrange) {
        *x = -l->xrange;
        bounce(g, l, f, f->angle < 1024);
    } else if (*x > l->xrange) {
        *x = l->xrange;
        bounce(g, l, f, f->angle < 3072);
    }
    if (!(rnd(g) & 0xF))
        l->angle_time = 0;
    if (l->angle_time) {
        l->angle_time--;
    } else {
        l->angle_time = (int16_t)((rnd(g) & 0xF) + 8);
        int d = (rnd(g) & 0x3F) - 24;
        if (!(rnd(g) & 3))
            d *= 32; /* (the original shifts: the same) */
        l->angle = (int16_t)((l->angle + d) & 0xFFF);
    }
    if (l->speed_time) {
        l->speed_time--;
    } else {
        l->speed_time = (int16_t)((rnd(g) & 0x1F) + 32);
        if (!(rnd(g) & 7)) {
            l->speed = (uint8_t)((rnd(g) & 0x7F) + 128);
        } else if (!(rnd(g) & 3)) {
            l->speed = (uint8_t)(l->speed + (rnd(g) & 0x7F) + 32);
        } else if (l->speed > 140) {
            l->speed = (uint8_t)(l->speed + 208 - (rnd(g) & 0x1F));
        } else {
            l->speed_time = (int16_t)((rnd(g) & 3) + 4);
            l->speed = (uint8_t)(l->speed + (rnd(g) & 0x1F) - 15);
        }
    }
}

/* The leader's own fish: steers for the leader's heading and speed,
 * moves; returns where it went. */
static void lead(Game *g, const Item *it, Leader *l, Fish *f, const Item *enemy, bool attack,
                 int32_t *x, int32_t *z)
{
    if (attack) {
        f->angle = (uint16_t)heading(f->x + it->pos.x, f->z + it->pos.z, enemy->pos.x,
                                     enemy->pos.z);
        l->angle = (int16_t)f->angle;
        l->speed = (uint8_t)((rnd(g) & 0x3F) - 64);
    }
    steer(f, l->angle, 120);
    int diff = f->speed - l->speed;
    if (diff < -4) {
        diff = f->speed + (rnd(g) & 3) + 1;
        f->speed = (uint8_t)(diff < 0 ? 0 : diff);
    } else if (diff > 4) {
        diff = f->speed - (rnd(g) & 3) - 1;
        f->speed = (uint8_t)(diff > 255 ? 255 : diff);
    }
    f->swim = (uint8_t)((f->swim + (f->speed >> 4)) & 0x3F);
    *x = f->x - ((f->speed * rsin(f->angle)) >> 13);
    *z = f->z + ((f->speed * rcos(f->angle)) >> 13);
    if (!attack)
        wander(g, l, f, x, z);
    f->x = (int16_t)*x;
    f->z = (int16_t)*z;
}

/* Whether a fish at pos is within `dist` of the item (the original's
 * FishNearLara). */
static bool near(const Vec3i *pos, int32_t dist, const Item *who)
{
    int32_t dx = pos->x - who->pos.x, dz = pos->z - who->pos.z;
    int32_t dy = abs(pos->y - who->pos.y);
    return !(dx < -dist || dx > dist || dz < -dist || dz > dist || dy > 3072 ||
             dz * dz + dx * dx > dist * dist || dy > dist);
}

/* Follower i swims after the leader (at x, z), a little further back the
 * later it comes; a piranha near Lara bites. */
static void follow(Game *g, const Item *it, Tr3Shoals *sh, int shoal, int i, int32_t x, int32_t z,
                   const Item *enemy, int attack)
{
    Fish *f = &sh->fish[SHOAL_FISH * shoal + i + SHOALS];
    Item *lara = Game_LaraItem(g);
    if (it->object_id == O3_PIRAHNAS && lara) {
        /* (after the bait, they bite it and spare her) */
        const Item *prey = attack == ATTACK_BAIT ? enemy : lara;
        Vec3i pos = { it->pos.x + f->x, it->pos.y + f->y, it->pos.z + f->z };
        if (near(&pos, PIRANHA_REACH, prey)) {
            if (!sh->hit_wait) {
                Effect_Blood(g, pos.x, pos.y, pos.z, 0, 0, prey->room);
                sh->hit_wait = PIRANHA_BLOOD_WAIT;
            }
            if (attack != ATTACK_BAIT)
                lara->hit_points = (int16_t)(lara->hit_points - PIRANHA_DAMAGE);
        }
    }
    int64_t dx = (int64_t)(f->x - x - 128 * i + 3072) * (f->x - x - 128 * i + 3072);
    int64_t dz = (int64_t)(f->z - z + 128 * i - 3072) * (f->z - z + 128 * i - 3072);
    steer(f, heading(f->x, f->z, x, z), (i >> 1) + 92);
    if (dx + dz < (int64_t)16384 * i * i + 1048576) {
        if (f->speed > 2 * i + 32)
            f->speed = (uint8_t)(f->speed - (f->speed >> 5));
    } else {
        if (f->speed < (i >> 1) + 160)
            f->speed = (uint8_t)(f->speed + (uint8_t)((i >> 1) + (rnd(g) & 3) + 1));
        if (f->speed > (i >> 1) - 4 * i + 160)
            f->speed = (uint8_t)((i >> 1) - 4 * i - 96);
    }
    if (rnd(g) & 1)
        f->speed = (uint8_t)(f->speed - (rnd(g) & 1));
    else
        f->speed = (uint8_t)(f->speed + (rnd(g) & 1));
    if (f->speed < 32)
        f->speed = 32;
    else if (f->speed > 200)
        f->speed = 200;
    f->swim = (uint8_t)((f->swim + (f->speed >> 4) + (f->speed >> 5)) & 0x3F);
    int32_t nx = f->x - ((f->speed * rsin(f->angle)) >> 13);
    int32_t nz = f->z + ((f->speed * rcos(f->angle)) >> 13);
    f->x = (int16_t)CLAMP(nx, -32000, 32000);
    f->z = (int16_t)CLAMP(nz, -32000, 32000);
    if (abs(f->y - f->desty) < 16)
        f->desty = attack ? (int16_t)(enemy->pos.y - it->pos.y + (rnd(g) & 0xFF))
                          : (int16_t)(rnd(g) % sh->lead[shoal].yrange);
    f->y = (int16_t)(f->y + ((f->desty - f->y) >> 4));
}

static void fish_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Object_IsTriggerActive(it))
        return;
    int shoal = it->hit_points;
    Tr3Shoals *sh = shoals_of(g, item);
    if (!sh || shoal < 0 || shoal >= SHOALS)
        return;
    Leader *l = &sh->lead[shoal];
    if (!l->on)
        setup_fish(g, sh, shoal);
    Item *lara = Game_LaraItem(g);
    int attack = ATTACK_NONE;
    const Item *enemy = it;
    if (it->object_id == O3_PIRAHNAS) {
        if ((g->level_rules & LEVEL_RULE_CRASH_SITE) && sh->has_bait &&
            (uint32_t)sh->bait < g->sim->num_items) {
            attack = ATTACK_BAIT;
            enemy = &g->sim->items[sh->bait];
        } else if (lara && lara->room == it->room) {
            attack = ATTACK_LARA;
            enemy = lara;
        }
    }
    if (sh->hit_wait)
        sh->hit_wait--;
    int32_t x = 0, z = 0;
    lead(g, it, l, &sh->fish[shoal], enemy, attack != ATTACK_NONE, &x, &z);
    for (int i = 0; i < SHOAL_FISH; i++)
        follow(g, it, sh, shoal, i, x, z, enemy, attack);
}

/* The trigger's timer byte is the shoal (the original's SetupShoal: the
 * range; the timer itself left at 0). */
static int16_t fish_trigger_timer(Game *g, int item, int16_t timer)
{
    Item *it = &g->sim->items[item];
    it->hit_points = (int16_t)(timer & 7);
    Tr3Shoals *sh = shoals_of(g, item);
    if (sh) {
        Leader *l = &sh->lead[it->hit_points];
        l->xrange = l->zrange = l->yrange = FISH_RANGE_FALLBACK;
        int table = g->fish_shoals;
        /* (the original reads past a short table: such a shoal keeps the
         * fallback here) */
        if (table > 0 && table < (int)(sizeof k_levels / sizeof k_levels[0]) &&
            it->hit_points < k_levels[table].n) {
            const ShoalRange *r = &k_levels[table].r[it->hit_points];
            l->xrange = (int16_t)((r->x + 2) << 8);
            l->zrange = (int16_t)((r->z + 2) << 8);
            l->yrange = (int16_t)(r->y << 8);
        }
    }
    return 0;
}

static void fish_anti_triggered(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Tr3Shoals *sh = shoals_of(g, item);
    if (sh && it->hit_points >= 0 && it->hit_points < SHOALS)
        sh->lead[it->hit_points].on = false;
}

void Fish3_Setup(Game *g)
{
    static const int16_t ids[] = { O3_TROPICAL_FISH, O3_PIRAHNAS };
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        ObjectInfo *o = &g->objects[ids[k]];
        o->control = fish_control;
        o->trigger_timer = fish_trigger_timer;
        o->anti_triggered = fish_anti_triggered;
        o->hit_points = -1;
        o->save_position = o->save_hitpoints = o->save_flags = true;
    }
}

bool Fish3_ShoalRange(const Game *g, int item, int16_t out[3])
{
    const Item *it = &g->sim->items[item];
    const Tr3Shoals *sh = it->data;
    if (!is_fish(it->object_id) || !sh || it->hit_points < 0 || it->hit_points >= SHOALS)
        return false;
    const Leader *l = &sh->lead[it->hit_points];
    out[0] = l->xrange;
    out[1] = l->yrange;
    out[2] = l->zrange;
    return true;
}

/* ---- the look ------------------------------------------------------------------ */

#define FISH_SIZE 128
#define SHADE_NEUTRAL 4096

/* The original's light on a fish by its heading (0..4095): a rise and
 * fall over the second half of each quarter turn, a little more for those
 * further back in the shoal; 80..208 of 255. */
static int fish_bright(int ang, int i)
{
    int s = (ang & 1023) - 512;
    int b = s < 0 ? 0 : s < 256 ? s >> 2 : (512 - s) >> 2;
    b += i;
    if (b > 128)
        b = 128;
    return b + 80;
}

bool Fish3_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Level *lv = g->lv;
    const SpriteSequence *sq = lv ? Level_FindSpriteSequence(lv, O3_EXPLOSION_1) : NULL;
    if (!sq)
        return true;
    for (uint32_t n = 0; n < g->sim->num_items; n++) {
        const Item *it = &g->sim->items[n];
        const Tr3Shoals *sh = it->data;
        int shoal = it->hit_points;
        if (!is_fish(it->object_id) || !sh || shoal < 0 || shoal >= SHOALS ||
            !sh->lead[shoal].on || !it->active || it->room < 0)
            continue;
        /* the sheet's piranha (+10) or tropical fish (+11) */
        int off = it->object_id == O3_PIRAHNAS ? 10 : 11;
        if (off >= -sq->neg_length || sq->offset + off >= (int32_t)lv->num_sprite_textures)
            continue;
        for (int i = 0; i < SHOAL_FISH; i++) {
            const Fish *f = &sh->fish[SHOALS + shoal * SHOAL_FISH + i];
            /* (its tail's heading: behind it, wagging as it swims) */
            int ang = ((rsin(f->swim << 6) >> 5) + f->angle - 2048) & 0xFFF;
            int32_t size = ((FISH_SIZE * rsin(i << 6)) >> 12) + 192;
            RenderTriDraw d;
            memset(&d, 0, sizeof(d));
            int32_t x = it->pos.x + f->x, y = it->pos.y + f->y, z = it->pos.z + f->z;
            int32_t tx = x - ((size * rsin(ang)) >> 12), tz = z + ((size * rcos(ang)) >> 12);
            /* the nose at the fish, the tail's edge upright `size` behind */
            d.v[0] = (Vec3i){ x, y, z };
            d.v[1] = (Vec3i){ tx, y - size, tz };
            d.v[2] = (Vec3i){ tx, y + size, tz };
            /* half the picture: the top left half, or (every other
             * piranha, every other shoal of tropical fish) the bottom
             * right one, mirrored */
            bool left = it->object_id == O3_PIRAHNAS ? (i & 1) : (shoal & 1);
            static const uint8_t k_left[3] = { 0, 1, 2 }, k_right[3] = { 3, 2, 1 };
            memcpy(d.corner, left ? k_left : k_right, 3);
            d.room = it->room;
            d.sprite = (uint16_t)(sq->offset + off);
            d.shade = (int16_t)(SHADE_NEUTRAL + (255 - fish_bright(ang, i)) * 0xFFF / 255);
            if (!SimDraw_AddTri(dl, &d))
                return false;
        }
    }
    return true;
}
