/* The bear (see bear.h). Numbers and states as the original's. */
#include "game/objects/creatures/bear.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define BEAR_HIT_POINTS 20
#define BEAR_RADIUS (WALL_SIZE / 3)
#define BEAR_SMARTNESS 0x4000
#define BEAR_PIVOT 500
#define BEAR_HEAD_BONE 13

#define BEAR_CHARGE_DAMAGE 3
#define BEAR_SLAM_DAMAGE 200
#define BEAR_ATTACK_DAMAGE 200
#define BEAR_PAT_DAMAGE 400
/* Meshes that hurt Lara: paws and jaws. */
#define BEAR_TOUCH 0x2406C
#define BEAR_ROAR_CHANCE 80
#define BEAR_REAR_CHANCE 768
#define BEAR_DROP_CHANCE 1536
#define BEAR_REAR_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define BEAR_ATTACK_RANGE (WALL_SIZE * WALL_SIZE)
#define BEAR_PAT_RANGE (600 * 600)
#define BEAR_RUN_TURN ANGLE_DEG(5)
#define BEAR_WALK_TURN ANGLE_DEG(2)
#define BEAR_EAT_RANGE (WALL_SIZE * 3 / 4 * WALL_SIZE * 3 / 4)

enum {
    BEAR_STROLL = 0,
    BEAR_STOP = 1,
    BEAR_WALK = 2,     /* upright */
    BEAR_RUN = 3,
    BEAR_REAR = 4,
    BEAR_ROAR = 5,
    BEAR_ATTACK1 = 6,  /* charge bite */
    BEAR_ATTACK2 = 7,  /* upright swipe */
    BEAR_EAT = 8,
    BEAR_DEATH = 9,
};

static const CreatureBite k_head_bite = { 0, 96, 335, 14 };

/* A dead bear falls from where it stands; one that died upright lands on
 * Lara when she is under it. */
static void dying(Game *g, Item *it, CreatureInfo *bear)
{
    switch (it->current_state) {
    case BEAR_WALK:
        it->goal_state = BEAR_REAR;
        break;
    case BEAR_RUN:
    case BEAR_STROLL:
        it->goal_state = BEAR_STOP;
        break;
    case BEAR_REAR:
        bear->flags = 1;
        it->goal_state = BEAR_DEATH;
        break;
    case BEAR_STOP:
        bear->flags = 0;
        it->goal_state = BEAR_DEATH;
        break;
    case BEAR_DEATH:
        if (bear->flags && (it->touch_bits & BEAR_TOUCH)) {
            Creature_HurtLara(g, BEAR_SLAM_DAMAGE);
            bear->flags = 0;
        }
        break;
    default:
        break;
    }
}

static void alive(Game *g, int item, Item *it, CreatureInfo *bear, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    bool dead_enemy = g->sim->items[g->sim->lara].hit_points <= 0;
    /* flags: the bear has been shot and prefers to get down and run. */
    if (it->hit_status)
        bear->flags = 1;

    switch (it->current_state) {
    case BEAR_STOP:
        if (dead_enemy) {
            it->goal_state = info->bite && info->distance < BEAR_EAT_RANGE ? BEAR_EAT : BEAR_STROLL;
        } else if (it->required_state) {
            it->goal_state = it->required_state;
        } else if (bear->mood == MOOD_BORED) {
            it->goal_state = BEAR_STROLL;
        } else {
            it->goal_state = BEAR_RUN;
        }
        break;

    case BEAR_STROLL:
        bear->maximum_turn = BEAR_WALK_TURN;
        if (dead_enemy && (it->touch_bits & BEAR_TOUCH) && info->ahead) {
            it->goal_state = BEAR_STOP;
        } else if (bear->mood != MOOD_BORED) {
            it->goal_state = BEAR_STOP;
            if (bear->mood == MOOD_ESCAPE)
                it->required_state = BEAR_STROLL;
        } else if (Prng_Control(p) < BEAR_ROAR_CHANCE) {
            it->required_state = BEAR_ROAR;
            it->goal_state = BEAR_STOP;
        }
        break;

    case BEAR_RUN:
        bear->maximum_turn = BEAR_RUN_TURN;
        if (it->touch_bits & BEAR_TOUCH)
            Creature_HurtLara(g, BEAR_CHARGE_DAMAGE);
        if (bear->mood == MOOD_BORED || dead_enemy) {
            it->goal_state = BEAR_STOP;
        } else if (info->ahead && !it->required_state) {
            if (!bear->flags && info->distance < BEAR_REAR_RANGE &&
                Prng_Control(p) < BEAR_REAR_CHANCE) {
                it->required_state = BEAR_REAR;
                it->goal_state = BEAR_STOP;
            } else if (info->distance < BEAR_ATTACK_RANGE) {
                it->goal_state = BEAR_ATTACK1;
            }
        }
        break;

    case BEAR_REAR:
        if (bear->flags) {
            it->required_state = BEAR_STROLL;
            it->goal_state = BEAR_STOP;
        } else if (it->required_state) {
            it->goal_state = it->required_state;
        } else if (bear->mood == MOOD_BORED || bear->mood == MOOD_ESCAPE) {
            it->goal_state = BEAR_STOP;
        } else if (info->bite && info->distance < BEAR_PAT_RANGE) {
            it->goal_state = BEAR_ATTACK2;
        } else {
            it->goal_state = BEAR_WALK;
        }
        break;

    case BEAR_WALK:
        if (bear->flags) {
            it->required_state = BEAR_STROLL;
            it->goal_state = BEAR_REAR;
        } else if (info->ahead && (it->touch_bits & BEAR_TOUCH)) {
            it->goal_state = BEAR_REAR;
        } else if (bear->mood == MOOD_ESCAPE) {
            it->goal_state = BEAR_REAR;
            it->required_state = BEAR_STROLL;
        } else if (bear->mood == MOOD_BORED || Prng_Control(p) < BEAR_ROAR_CHANCE) {
            it->required_state = BEAR_ROAR;
            it->goal_state = BEAR_REAR;
        } else if (info->distance > BEAR_REAR_RANGE || Prng_Control(p) < BEAR_DROP_CHANCE) {
            it->required_state = BEAR_STOP;
            it->goal_state = BEAR_REAR;
        }
        break;

    case BEAR_ATTACK1:
        if (!it->required_state && (it->touch_bits & BEAR_TOUCH))
            Creature_Bite(g, item, &k_head_bite, BEAR_ATTACK_DAMAGE, BEAR_STOP);
        break;

    case BEAR_ATTACK2:
        if (!it->required_state && (it->touch_bits & BEAR_TOUCH)) {
            Creature_HurtLara(g, BEAR_PAT_DAMAGE);
            it->required_state = BEAR_REAR;
        }
        break;

    default:
        break;
    }
}

static void bear_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *bear = it->data;
    int16_t head = 0, angle;

    if (it->hit_points <= 0) {
        angle = Creature_Turn(g, item, ANGLE_DEG(1));
        dying(g, it, bear);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, bear->maximum_turn);
        alive(g, item, it, bear, &info);
    }

    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

void Bear_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_BEAR))
        return;
    ObjectInfo *o = &g->objects[O_BEAR];
    o->control = bear_control;
    o->hit_points = BEAR_HIT_POINTS;
    o->radius = BEAR_RADIUS;
    o->smartness = BEAR_SMARTNESS;
    o->pivot_length = BEAR_PIVOT;
    Creature_SetBoneFlags(g, O_BEAR, BEAR_HEAD_BONE, 8);
}
