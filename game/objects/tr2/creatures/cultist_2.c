/* TR2's knife thrower (CULT_2): stops, walks and runs; throws a knife
 * from either hand while walking, or both from a stop, once per aim.
 * Numbers and states as the original's (TRX src/tr2/game/objects/
 * creatures/cultist_2.c for the facts); the knives are missiles
 * (game/effects/missile_tr2.c), thrown when he can target Lara
 * (creature_gun.h's sight rule). */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define CULT2_HIT_POINTS 60
#define CULT2_WALK_TURN ANGLE_DEG(3)
#define CULT2_RUN_TURN ANGLE_DEG(6)
#define CULT2_WALK_RANGE (WALL_SIZE * 4 * WALL_SIZE * 4)
#define CULT2_KNIFE_RANGE (WALL_SIZE * 6 * WALL_SIZE * 6)
#define CULT2_STOP_RANGE ((WALL_SIZE * 5 / 2) * (WALL_SIZE * 5 / 2))
#define CULT2_DIE_ANIM 23
#define CULT2_HEAD_BONE 0
#define CULT2_NECK_BONE 8

enum {
    CULT2_EMPTY = 0,
    CULT2_STOP = 1,
    CULT2_WALK = 2,
    CULT2_RUN = 3,
    CULT2_AIM_L = 4,
    CULT2_THROW_L = 5,
    CULT2_AIM_R = 6,
    CULT2_THROW_R = 7,
    CULT2_AIM_BOTH = 8,
    CULT2_THROW_BOTH = 9,
    CULT2_DEATH = 10,
};

static const CreatureBite k_left_hand = { 0, 0, 0, 5 };
static const CreatureBite k_right_hand = { 0, 0, 0, 8 };

static void stop_state(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    c->maximum_turn = 0;
    if (c->mood == MOOD_ESCAPE)
        it->goal_state = CULT2_RUN;
    else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info))
        it->goal_state = CULT2_AIM_BOTH;
    else if (c->mood == MOOD_BORED) {
        if (!info->ahead || info->distance > CULT2_KNIFE_RANGE)
            it->goal_state = CULT2_WALK;
    } else {
        it->goal_state =
            info->ahead && info->distance < CULT2_WALK_RANGE ? CULT2_WALK : CULT2_RUN;
    }
}

static void walk_state(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    c->maximum_turn = CULT2_WALK_TURN;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = CULT2_RUN;
    } else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info)) {
        if (info->distance < CULT2_STOP_RANGE || info->zone_num != info->enemy_zone)
            it->goal_state = CULT2_STOP;
        else
            it->goal_state = Prng_Control(&g->sim->prng) < 0x4000 ? CULT2_AIM_L : CULT2_AIM_R;
    } else if (c->mood == MOOD_BORED) {
        if (info->ahead && info->distance < CULT2_KNIFE_RANGE)
            it->goal_state = CULT2_STOP;
    } else if (!info->ahead || info->distance > CULT2_WALK_RANGE) {
        it->goal_state = CULT2_RUN;
    }
}

static void run_state(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                      int16_t angle, int16_t *tilt)
{
    c->maximum_turn = CULT2_RUN_TURN;
    *tilt = (int16_t)(angle / 4);
    if (c->mood == MOOD_ESCAPE)
        return;
    if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info))
        it->goal_state = CULT2_WALK;
    else if (c->mood == MOOD_BORED)
        it->goal_state =
            info->ahead && info->distance < CULT2_KNIFE_RANGE ? CULT2_STOP : CULT2_WALK;
    else if (info->ahead && info->distance < CULT2_WALK_RANGE)
        it->goal_state = CULT2_WALK;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  int16_t angle, int16_t *head, int16_t *neck, int16_t *tilt)
{
    int enemy = Tr2People_Enemy(g, item);
    int16_t s = it->current_state;
    if (info->ahead) {
        if (s == CULT2_STOP || s == CULT2_WALK || s == CULT2_RUN)
            *neck = info->angle;
        else
            *head = info->angle;
    }
    switch (s) {
    case CULT2_STOP:
        stop_state(g, item, it, c, info);
        break;
    case CULT2_WALK:
        walk_state(g, item, it, c, info);
        break;
    case CULT2_RUN:
        run_state(g, item, it, c, info, angle, tilt);
        break;
    case CULT2_AIM_L:
    case CULT2_AIM_R:
        c->flags = 0;
        if (CreatureGun_CanTarget(g, item, enemy, info))
            it->goal_state = s == CULT2_AIM_L ? CULT2_THROW_L : CULT2_THROW_R;
        else
            it->goal_state = CULT2_WALK;
        break;
    case CULT2_AIM_BOTH:
        c->flags = 0;
        it->goal_state =
            CreatureGun_CanTarget(g, item, enemy, info) ? CULT2_THROW_BOTH : CULT2_STOP;
        break;
    case CULT2_THROW_L:
    case CULT2_THROW_R:
        if (!c->flags) {
            Tr2People_Missile(g, item, s == CULT2_THROW_L ? &k_left_hand : &k_right_hand,
                              Effect_KnifeTR2);
            c->flags = 1;
        }
        break;
    case CULT2_THROW_BOTH:
        if (!c->flags) {
            Tr2People_Missile(g, item, &k_left_hand, Effect_KnifeTR2);
            Tr2People_Missile(g, item, &k_right_hand, Effect_KnifeTR2);
            c->flags = 1;
        }
        break;
    default:
        break;
    }
}

static const Tr2PersonKind k_kind = {
    .hit_points = CULT2_HIT_POINTS,
    .pivot_length = 50,
    .radius = TR2_CULTIST_RADIUS,
    .head_bone = CULT2_HEAD_BONE,
    .neck_bone = CULT2_NECK_BONE,
    .death_state = CULT2_DEATH,
    .die_anim = CULT2_DIE_ANIM,
    .death_spread = 0,
    .violent = false,
    .zero_hp_on_death = false,
    .alive = alive,
};

static void cult2_control(Game *g, int item)
{
    Tr2People_Control(g, item, &k_kind);
}

void Cultist2_Setup(Game *g)
{
    if (Tr2People_SetupKind(g, O2_CULT_2, &k_kind, cult2_control))
        Effect_SetupMissilesTR2(g);
}
