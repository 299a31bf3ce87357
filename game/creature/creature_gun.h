/* Gunfire of armed creatures from TR2 on (the original's Targetable and
 * ShotLara, TR2's people.c; TR3 keeps the same rules): whether a creature
 * can shoot at its enemy, and one shot at it.
 *
 * The rules, as the original has them:
 *  - a target is shot at while it is alive, ahead of the shooter, closer
 *    than 8 sectors and in sight: the line from three clicks above the
 *    shooter's pivot to three clicks above the target's must be clear
 *    (the camera's line of sight, game/camera/los.h);
 *  - a target moving across the line of fire is harder to hit: its speed
 *    times the sine of its facing, scaled, is added (squared) to the
 *    distance, and a shot whose sum passes the range misses;
 *  - otherwise one control number decides: below 0x2000 plus a part of
 *    0x5000 that grows as the distance shrinks, the shot hits;
 *  - a shot at Lara that hits costs her `damage` hit points and spills her
 *    blood (the flash at the muzzle, blood on one of her meshes); one that
 *    misses ricochets by her feet; a shot that never had a target makes no
 *    effect at all. A shot at another creature (bandits and monks at each
 *    other) shows the muzzle flash only and costs a tenth of the damage.
 *
 * TR1's shooters (Larson, Pierre, the cowboy...) keep TR1's own rules in
 * creature.h (Creature_CanTargetEnemy / Creature_ShootAtLara): they differ
 * in range, chance and effects. */
#ifndef TOMB8_GAME_CREATURE_CREATURE_GUN_H
#define TOMB8_GAME_CREATURE_CREATURE_GUN_H

#include "game/creature/creature.h"

struct Game;

/* 8 sectors, squared: beyond it a creature does not shoot. */
#define CREATURE_GUN_RANGE (WALL_SIZE * 8 * WALL_SIZE * 8)
/* The hit chance every shot in range has, out of 0x7FFF... */
#define CREATURE_GUN_HIT_CHANCE 0x2000
/* ...plus up to this much more the closer the target is. */
#define CREATURE_GUN_NEAR_CHANCE 0x5000
/* The target speed (across the line of fire) that puts a target as far
 * as the whole range. */
#define CREATURE_GUN_TARGETING_SPEED 300

/* Whether `item` can shoot at item `enemy` this tick (info: the creature's
 * AI info about that enemy). */
bool CreatureGun_CanTarget(struct Game *g, int item, int enemy, const CreatureAI *info);

/* The chance out of 0x7FFF that a shot from squared distance `distance`
 * hits a target standing still, or 0 beyond the range. */
int32_t CreatureGun_HitChance(int32_t distance);

/* One shot from the muzzle `gun` of `item` at item `enemy` (usually Lara),
 * as above. extra_rotation turns the flash with the shooter's head. True
 * when there was a target to shoot at (the shot was fired at it, hit or
 * miss): runners that find none stop shooting. */
bool CreatureGun_Shoot(struct Game *g, int item, int enemy, const CreatureAI *info,
                       const CreatureBite *gun, int16_t extra_rotation, int32_t damage);

#endif
