/* TR2's guard dog (see dog.h): numbers and states as the original's. */
#include "game/objects/tr2/creatures/dog.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define DOG_HIT_POINTS 10
#define DOG_RADIUS (WALL_SIZE / 3)
#define DOG_PIVOT 300
#define DOG_HEAD_BONE 19
#define DOG_TOUCH 0x13F7000
#define DOG_WALK_TURN ANGLE_DEG(3)
#define DOG_RUN_TURN ANGLE_DEG(6)
#define DOG_ATTACK1_RANGE ((WALL_SIZE / 3) * (WALL_SIZE / 3))
#define DOG_ATTACK2_RANGE ((WALL_SIZE * 3 / 4) * (WALL_SIZE * 3 / 4))
#define DOG_ATTACK3_RANGE ((WALL_SIZE * 2 / 3) * (WALL_SIZE * 2 / 3))
#define DOG_BITE_DAMAGE 100     /* standing bite */
#define DOG_LUNGE_DAMAGE 100    /* the two leaps */
#define DOG_BARK_CHANCE 0x300
#define DOG_CROUCH_CHANCE (DOG_BARK_CHANCE + 0x300)
#define DOG_STAND_CHANCE (DOG_CROUCH_CHANCE + 0x500)
#define DOG_WALK_CHANCE (DOG_STAND_CHANCE + 0x2000)
#define DOG_UNCROUCH_CHANCE 0x100
#define DOG_UNSTAND_CHANCE 0x200
#define DOG_UNBARK_CHANCE 0x500
#define DOG_DIE_ANIM 13

enum {
    DOG_EMPTY = 0,
    DOG_WALK = 1,
    DOG_RUN = 2,
    DOG_STOP = 3,
    DOG_BARK = 4,
    DOG_CROUCH = 5,
    DOG_STAND = 6,
    DOG_ATTACK1 = 7,  /* bite standing */
    DOG_ATTACK2 = 8,  /* leap from a run */
    DOG_ATTACK3 = 9,  /* second leap */
    DOG_DEATH = 10,
};

static const CreatureBite k_jaws = { 0, 30, 141, 20 };

/* One bite per attack: flags remembers which attack state has bitten. */
static void bite(Game *g, int item, CreatureInfo *dog, uint16_t attack, int16_t damage)
{
    Item *it = &g->sim->items[item];
    if (dog->flags != attack && (it->touch_bits & DOG_TOUCH)) {
        Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
        Creature_HurtLara(g, damage);
        dog->flags = attack;
    }
}

/* Idle states: back to a stop when roused, or by chance. */
static void idle(Game *g, Item *it, const CreatureInfo *dog, int32_t chance)
{
    if (dog->mood != MOOD_BORED || Prng_Control(&g->sim->prng) < chance)
        it->goal_state = DOG_STOP;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *dog, const CreatureAI *info,
                  int16_t *tilt, int16_t angle)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case DOG_WALK:
        dog->maximum_turn = DOG_WALK_TURN;
        if (dog->mood == MOOD_BORED) {
            int32_t r = Prng_Control(p);
            if (r < DOG_BARK_CHANCE) {
                it->required_state = DOG_BARK;
                it->goal_state = DOG_STOP;
            } else if (r < DOG_CROUCH_CHANCE) {
                it->required_state = DOG_CROUCH;
                it->goal_state = DOG_STOP;
            } else if (r < DOG_STAND_CHANCE) {
                it->goal_state = DOG_STOP;
            }
        } else {
            it->goal_state = DOG_RUN;
        }
        break;

    case DOG_RUN:
        *tilt = angle;
        dog->maximum_turn = DOG_RUN_TURN;
        if (dog->mood == MOOD_BORED)
            it->goal_state = DOG_STOP;
        else if (info->distance < DOG_ATTACK2_RANGE)
            it->goal_state = DOG_ATTACK2;
        break;

    case DOG_STOP:
        dog->maximum_turn = 0;
        dog->flags = 0;
        if (dog->mood != MOOD_BORED) {
            if (dog->mood != MOOD_ESCAPE && info->distance < DOG_ATTACK1_RANGE && info->ahead)
                it->goal_state = DOG_ATTACK1;
            else
                it->goal_state = DOG_RUN;
        } else if (it->required_state != DOG_EMPTY) {
            it->goal_state = it->required_state;
        } else {
            int32_t r = Prng_Control(p);
            if (r < DOG_BARK_CHANCE)
                it->goal_state = DOG_BARK;
            else if (r < DOG_CROUCH_CHANCE)
                it->goal_state = DOG_CROUCH;
            else if (r < DOG_WALK_CHANCE)
                it->goal_state = DOG_WALK;
        }
        break;

    case DOG_BARK:
        idle(g, it, dog, DOG_UNBARK_CHANCE);
        break;
    case DOG_CROUCH:
        idle(g, it, dog, DOG_UNCROUCH_CHANCE);
        break;
    case DOG_STAND:
        idle(g, it, dog, DOG_UNSTAND_CHANCE);
        break;

    case DOG_ATTACK1:
        dog->maximum_turn = 0;
        if (info->ahead)
            bite(g, item, dog, 1, DOG_BITE_DAMAGE);
        if (info->distance > DOG_ATTACK1_RANGE && info->distance < DOG_ATTACK3_RANGE)
            it->goal_state = DOG_ATTACK3;
        else
            it->goal_state = DOG_STOP;
        break;

    case DOG_ATTACK2:
        bite(g, item, dog, 2, DOG_LUNGE_DAMAGE);
        if (info->distance < DOG_ATTACK1_RANGE)
            it->goal_state = DOG_ATTACK1;
        else if (info->distance < DOG_ATTACK3_RANGE)
            it->goal_state = DOG_ATTACK3;
        break;

    case DOG_ATTACK3:
        dog->maximum_turn = DOG_RUN_TURN;
        bite(g, item, dog, 3, DOG_LUNGE_DAMAGE);
        if (info->distance < DOG_ATTACK1_RANGE)
            it->goal_state = DOG_ATTACK1;
        break;

    default:
        break;
    }
}

static void dog_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *dog = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, dog->maximum_turn);
        alive(g, item, it, dog, &info, &tilt, angle);
    } else {
        Creature_StartDeath(g, it, DOG_DEATH, DOG_DIE_ANIM, 0);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, tilt);
}

void Dog_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_DOG))
        return;
    ObjectInfo *o = &g->objects[O2_DOG];
    o->control = dog_control;
    o->hit_points = DOG_HIT_POINTS;
    o->radius = DOG_RADIUS;
    o->pivot_length = DOG_PIVOT;
    Creature_SetBoneFlags(g, O2_DOG, DOG_HEAD_BONE, 8);
}
