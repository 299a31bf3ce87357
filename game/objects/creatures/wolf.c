/* The wolf (see wolf.h). Numbers and states as the original's. */
#include "game/objects/creatures/wolf.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define WOLF_HIT_POINTS 6
#define WOLF_RADIUS (WALL_SIZE / 3)
#define WOLF_SMARTNESS 0x2000
#define WOLF_PIVOT 375
#define WOLF_HEAD_BONE 2

#define WOLF_SLEEP_FRAME 96    /* wolves start curled up asleep */
#define WOLF_BITE_DAMAGE 100
#define WOLF_POUNCE_DAMAGE 50
#define WOLF_DIE_ANIM 20       /* and 21, 22: one of three deaths */
#define WOLF_WALK_TURN ANGLE_DEG(2)
#define WOLF_RUN_TURN ANGLE_DEG(5)
#define WOLF_STALK_TURN ANGLE_DEG(2)
#define WOLF_ATTACK_RANGE (WALL_SIZE * 3 / 2 * (WALL_SIZE * 3 / 2))
#define WOLF_STALK_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define WOLF_BITE_RANGE (345 * 345)
#define WOLF_WAKE_CHANCE 32
#define WOLF_SLEEP_CHANCE 32
#define WOLF_HOWL_CHANCE 384
#define WOLF_TOUCH 0x774F

enum {
    WOLF_EMPTY = 0,
    WOLF_STOP = 1,
    WOLF_WALK = 2,
    WOLF_RUN = 3,
    WOLF_JUMP = 4,
    WOLF_STALK = 5,
    WOLF_ATTACK = 6,   /* pounce */
    WOLF_HOWL = 7,
    WOLF_SLEEP = 8,
    WOLF_CROUCH = 9,
    WOLF_FAST_TURN = 10,
    WOLF_DEATH = 11,
    WOLF_BITE = 12,
};

static const CreatureBite k_jaw_bite = { 0, -14, 174, 6 };

static bool facing_her(const CreatureAI *info)
{
    return info->enemy_facing < CREATURE_FRONT_ARC && info->enemy_facing > -CREATURE_FRONT_ARC;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *wolf, const CreatureAI *info,
                  int16_t *head, int16_t *tilt, int16_t angle)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case WOLF_SLEEP:
        *head = 0;
        if (wolf->mood == MOOD_ESCAPE || info->zone_num == info->enemy_zone) {
            it->required_state = WOLF_CROUCH;
            it->goal_state = WOLF_STOP;
        } else if (Prng_Control(p) < WOLF_WAKE_CHANCE) {
            it->required_state = WOLF_WALK;
            it->goal_state = WOLF_STOP;
        }
        break;

    case WOLF_STOP:
        it->goal_state = it->required_state ? it->required_state : WOLF_WALK;
        break;

    case WOLF_WALK:
        wolf->maximum_turn = WOLF_WALK_TURN;
        if (wolf->mood != MOOD_BORED) {
            it->goal_state = WOLF_STALK;
            it->required_state = WOLF_EMPTY;
        } else if (Prng_Control(p) < WOLF_SLEEP_CHANCE) {
            it->required_state = WOLF_SLEEP;
            it->goal_state = WOLF_STOP;
        }
        break;

    case WOLF_CROUCH:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (wolf->mood == MOOD_ESCAPE)
            it->goal_state = WOLF_RUN;
        else if (info->distance < WOLF_BITE_RANGE && info->bite)
            it->goal_state = WOLF_BITE;
        else if (wolf->mood == MOOD_STALK)
            it->goal_state = WOLF_STALK;
        else if (wolf->mood == MOOD_BORED)
            it->goal_state = WOLF_STOP;
        else
            it->goal_state = WOLF_RUN;
        break;

    case WOLF_STALK:
        wolf->maximum_turn = WOLF_STALK_TURN;
        if (wolf->mood == MOOD_ESCAPE) {
            it->goal_state = WOLF_RUN;
        } else if (info->distance < WOLF_BITE_RANGE && info->bite) {
            it->goal_state = WOLF_BITE;
        } else if (info->distance > WOLF_STALK_RANGE) {
            it->goal_state = WOLF_RUN;
        } else if (wolf->mood == MOOD_ATTACK) {
            /* Closes in at a run once she looks its way or gets away. */
            if (!info->ahead || info->distance > WOLF_ATTACK_RANGE || facing_her(info))
                it->goal_state = WOLF_RUN;
        } else if (Prng_Control(p) < WOLF_HOWL_CHANCE) {
            it->required_state = WOLF_HOWL;
            it->goal_state = WOLF_CROUCH;
        } else if (wolf->mood == MOOD_BORED) {
            it->goal_state = WOLF_CROUCH;
        }
        break;

    case WOLF_RUN:
        wolf->maximum_turn = WOLF_RUN_TURN;
        *tilt = angle;
        if (info->ahead && info->distance < WOLF_ATTACK_RANGE) {
            if (info->distance > WOLF_ATTACK_RANGE / 2 &&
                (info->enemy_facing > CREATURE_FRONT_ARC || info->enemy_facing < -CREATURE_FRONT_ARC)) {
                it->required_state = WOLF_STALK;
                it->goal_state = WOLF_CROUCH;
            } else {
                it->goal_state = WOLF_ATTACK;
                it->required_state = WOLF_EMPTY;
            }
        } else if (wolf->mood == MOOD_STALK && info->distance < WOLF_STALK_RANGE) {
            it->required_state = WOLF_STALK;
            it->goal_state = WOLF_CROUCH;
        } else if (wolf->mood == MOOD_BORED) {
            it->goal_state = WOLF_CROUCH;
        }
        break;

    case WOLF_ATTACK:
        *tilt = angle;
        if (it->required_state == WOLF_EMPTY && (it->touch_bits & WOLF_TOUCH))
            Creature_Bite(g, item, &k_jaw_bite, WOLF_POUNCE_DAMAGE, WOLF_RUN);
        it->goal_state = WOLF_RUN;
        break;

    case WOLF_BITE:
        if (it->required_state == WOLF_EMPTY && (it->touch_bits & WOLF_TOUCH) && info->ahead)
            Creature_Bite(g, item, &k_jaw_bite, WOLF_BITE_DAMAGE, WOLF_CROUCH);
        break;

    default:
        break;
    }
}

static void wolf_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *wolf = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, WOLF_DEATH, WOLF_DIE_ANIM, 11000);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, wolf->maximum_turn);
        alive(g, item, it, wolf, &info, &head, &tilt, angle);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, tilt);
}

static void wolf_initialise(Game *g, int item)
{
    g->sim->items[item].frame = WOLF_SLEEP_FRAME;
    Creature_Initialise(g, item);
}

void Wolf_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_WOLF))
        return;
    ObjectInfo *o = &g->objects[O_WOLF];
    o->initialise = wolf_initialise;
    o->control = wolf_control;
    o->hit_points = WOLF_HIT_POINTS;
    o->radius = WOLF_RADIUS;
    o->smartness = WOLF_SMARTNESS;
    o->pivot_length = WOLF_PIVOT;
    Creature_SetBoneFlags(g, O_WOLF, WOLF_HEAD_BONE, 8);
}
