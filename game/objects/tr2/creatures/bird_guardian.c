/* TR2's bird monster (see bird_guardian.h): numbers and states as the
 * original's. It punches with either fist; each fist hurts once per
 * attack. */
#include "game/objects/tr2/creatures/bird_guardian.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define GUARDIAN_HIT_POINTS 200
#define GUARDIAN_TOUCH_L 0x0C0000
#define GUARDIAN_TOUCH_R 0x600000
#define GUARDIAN_RADIUS (WALL_SIZE / 3)
#define GUARDIAN_HEAD_BONE 14
#define GUARDIAN_WALK_TURN ANGLE_DEG(4)
#define GUARDIAN_ATTACK1_RANGE (WALL_SIZE * WALL_SIZE)
#define GUARDIAN_ATTACK2_RANGE ((WALL_SIZE * 2) * (WALL_SIZE * 2))
#define GUARDIAN_PUNCH_DAMAGE 200
#define GUARDIAN_AIM1_CHANCE 0x4000
#define GUARDIAN_DIE_ANIM 20

enum {
    GUARDIAN_EMPTY = 0,
    GUARDIAN_WAIT = 1,
    GUARDIAN_WALK = 2,
    GUARDIAN_AIM1 = 3,
    GUARDIAN_PUNCH1 = 4,
    GUARDIAN_AIM2 = 5,
    GUARDIAN_PUNCH2 = 6,
    GUARDIAN_PUNCH_R = 7,
    GUARDIAN_WAIT2 = 8,
    GUARDIAN_DEATH = 9,
    GUARDIAN_AIM3 = 10,
    GUARDIAN_PUNCH3 = 11,
};

static const CreatureBite k_left_fist = { 0, 224, 0, 19 };
static const CreatureBite k_right_fist = { 0, 224, 0, 22 };

static void punch(Game *g, int item, Item *it, CreatureInfo *c)
{
    if (!(c->flags & 1) && (it->touch_bits & GUARDIAN_TOUCH_R)) {
        Creature_Effect(g, item, &k_right_fist, CREATURE_FX_BLOOD);
        Creature_HurtLara(g, GUARDIAN_PUNCH_DAMAGE);
        c->flags |= 1;
    }
    if (!(c->flags & 2) && (it->touch_bits & GUARDIAN_TOUCH_L)) {
        Creature_Effect(g, item, &k_left_fist, CREATURE_FX_BLOOD);
        Creature_HurtLara(g, GUARDIAN_PUNCH_DAMAGE);
        c->flags |= 2;
    }
}

/* An aim that becomes its punch while Lara stays ahead and within range. */
static void aim(Item *it, CreatureInfo *c, const CreatureAI *info, int32_t range, int16_t hit,
                int16_t otherwise)
{
    c->flags = 0;
    it->goal_state = info->ahead && info->distance < range ? hit : otherwise;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    bool idle = c->mood == MOOD_BORED || c->mood == MOOD_STALK;
    switch (it->current_state) {
    case GUARDIAN_WAIT:
        c->maximum_turn = 0;
        if (info->ahead && info->distance < GUARDIAN_ATTACK1_RANGE)
            it->goal_state = Prng_Control(&g->sim->prng) < GUARDIAN_AIM1_CHANCE ? GUARDIAN_AIM1
                                                                                  : GUARDIAN_AIM3;
        else if (info->ahead && idle)
            it->goal_state = GUARDIAN_WAIT2;
        else
            it->goal_state = GUARDIAN_WALK;
        break;

    case GUARDIAN_WAIT2:
        if (c->mood != MOOD_BORED || !info->ahead)
            it->goal_state = GUARDIAN_WAIT;
        break;

    case GUARDIAN_WALK:
        c->maximum_turn = GUARDIAN_WALK_TURN;
        if (info->ahead && info->distance < GUARDIAN_ATTACK2_RANGE)
            it->goal_state = GUARDIAN_AIM2;
        else if (info->ahead && idle)
            it->goal_state = GUARDIAN_WAIT;
        break;

    case GUARDIAN_AIM1:
        aim(it, c, info, GUARDIAN_ATTACK1_RANGE, GUARDIAN_PUNCH1, GUARDIAN_WAIT);
        break;
    case GUARDIAN_AIM2:
        aim(it, c, info, GUARDIAN_ATTACK2_RANGE, GUARDIAN_PUNCH2, GUARDIAN_WALK);
        break;
    case GUARDIAN_AIM3:
        aim(it, c, info, GUARDIAN_ATTACK1_RANGE, GUARDIAN_PUNCH3, GUARDIAN_WAIT);
        break;

    case GUARDIAN_PUNCH1:
    case GUARDIAN_PUNCH2:
    case GUARDIAN_PUNCH_R:
    case GUARDIAN_PUNCH3:
        punch(g, item, it, c);
        break;

    default:
        break;
    }
}

static void guardian_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *c = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, c->maximum_turn);
        alive(g, item, it, c, &info);
    } else {
        Creature_StartDeath(g, it, GUARDIAN_DEATH, GUARDIAN_DIE_ANIM, 0);
    }
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

void BirdGuardian_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_BIRD_GUARDIAN))
        return;
    ObjectInfo *o = &g->objects[O2_BIRD_GUARDIAN];
    o->control = guardian_control;
    o->hit_points = GUARDIAN_HIT_POINTS;
    o->radius = GUARDIAN_RADIUS;
    o->shadow_size = 0; /* the original draws it without a shadow */
    Creature_SetBoneFlags(g, O2_BIRD_GUARDIAN, GUARDIAN_HEAD_BONE, 8);
}
