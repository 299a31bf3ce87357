/* Gunfire of armed creatures from TR2 on (see creature_gun.h). */
#include "game/creature/creature_gun.h"

#include "engine/math/fixed.h"
#include "game/camera/los.h"
#include "game/effects/effect.h"
#include "game/game.h"

/* The sight line runs between points this far above the two pivots. */
#define GUN_SIGHT_HEIGHT (STEP_SIZE * 3)
/* The share of the near chance one unit of distance is worth: the
 * original divides by this (0x4000000 / 0x5000, truncated). */
#define GUN_NEAR_DIVISOR (CREATURE_GUN_RANGE / CREATURE_GUN_NEAR_CHANCE)

/* The original's 32-bit arithmetic wraps where a fast target makes the
 * crossing term overflow; these wrap the same way without undefined
 * behaviour. */
static int32_t mul32(int32_t a, int32_t b)
{
    return (int32_t)((uint32_t)a * (uint32_t)b);
}

static int32_t add32(int32_t a, int32_t b)
{
    return (int32_t)((uint32_t)a + (uint32_t)b);
}

bool CreatureGun_CanTarget(Game *g, int item, int enemy, const CreatureAI *info)
{
    Sim *s = g->sim;
    if (enemy < 0 || enemy >= (int)s->num_items)
        return false;
    const Item *it = &s->items[item];
    const Item *target = &s->items[enemy];
    if (target->hit_points <= 0 || !info->ahead || info->distance >= CREATURE_GUN_RANGE)
        return false;
    GameVec start = { it->pos.x, it->pos.y - GUN_SIGHT_HEIGHT, it->pos.z, it->room };
    GameVec end = { target->pos.x, target->pos.y - GUN_SIGHT_HEIGHT, target->pos.z, target->room };
    return Los_Check(&g->world, &start, &end);
}

int32_t CreatureGun_HitChance(int32_t distance)
{
    if (distance < 0 || distance > CREATURE_GUN_RANGE)
        return 0;
    return CREATURE_GUN_HIT_CHANCE + (CREATURE_GUN_RANGE - distance) / GUN_NEAR_DIVISOR;
}

/* Whether a target moving across the line of fire still counts as in
 * range: its sideways speed, scaled so that the targeting speed is the
 * whole range, is added squared to the distance. */
static bool crossing_in_range(const Item *target, const CreatureAI *info)
{
    int32_t across = (target->speed * Math_Sin(info->enemy_facing)) >> 14;
    int32_t far = mul32(CREATURE_GUN_RANGE, across) / CREATURE_GUN_TARGETING_SPEED;
    return add32(mul32(far, far), info->distance) <= CREATURE_GUN_RANGE;
}

bool CreatureGun_Shoot(Game *g, int item, int enemy, const CreatureAI *info,
                       const CreatureBite *gun, int16_t extra_rotation, int32_t damage)
{
    Sim *s = g->sim;
    if (enemy < 0 || enemy >= (int)s->num_items)
        return false;
    Item *target = &s->items[enemy];
    bool targetable = false, hit = false;
    if (info->distance <= CREATURE_GUN_RANGE && CreatureGun_CanTarget(g, item, enemy, info)) {
        targetable = true;
        /* No control number is drawn for a shot the crossing speed spoils. */
        if (crossing_in_range(target, info))
            hit = Prng_Control(&s->prng) < CreatureGun_HitChance(info->distance);
    }
    /* A shot of no damage (TR3's soldier firing as he falls dead) is only
     * the flash the original leaves to its muzzle code. */
    if (!damage)
        return targetable;
    int fx = EFFECT_NONE;
    if (enemy == s->lara) {
        if (hit) {
            fx = Creature_Effect(g, item, gun, CREATURE_FX_GUNSHOT_HIT);
            /* The original takes the hit points straight off (no floor at
             * zero) and makes her flinch. */
            target->hit_points = (int16_t)(target->hit_points - damage);
            target->hit_status = true;
        } else if (targetable) {
            fx = Creature_Effect(g, item, gun, CREATURE_FX_GUNSHOT_MISS);
        }
    } else {
        /* Creatures shooting each other: a flash, a tenth of the damage. */
        fx = Creature_Effect(g, item, gun, CREATURE_FX_GUNSHOT);
        if (hit) {
            target->hit_points = (int16_t)(target->hit_points - damage / 10);
            target->hit_status = true;
        }
    }
    Effect *e = fx != EFFECT_NONE ? Effect_Get(g, fx) : NULL;
    if (e)
        e->rot.y = (int16_t)(e->rot.y + extra_rotation);
    /* The original also breaks a smashable window on the line of fire
     * (ObjectOnLOS / SmashItem): TR2's windows are not in the object
     * table yet, so there is nothing to break. */
    return targetable;
}
