/* TR3's tiger (see tr3_beasts.h): TR2's states and bite point; TR3 hits
 * for 90 (TR2 100), has 24 hit points (TR2 20), a walking tiger runs as
 * soon as it attacks or flees, and a fleeing one stops to face Lara
 * unless she is aiming at it. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define TIGER_HIT_POINTS 24
#define TIGER_RADIUS (WALL_SIZE / 3)
#define TIGER_PIVOT 200
#define TIGER_HEAD_BONE 21
#define TIGER_TOUCH 0x7FDC000
#define TIGER_WALK_TURN ANGLE_DEG(3)
#define TIGER_RUN_TURN ANGLE_DEG(6)
#define TIGER_ATTACK1_RANGE ((WALL_SIZE / 3) * (WALL_SIZE / 3))
#define TIGER_ATTACK2_RANGE ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define TIGER_ATTACK3_RANGE (WALL_SIZE * WALL_SIZE)
#define TIGER_BITE_DAMAGE 90
#define TIGER_ROAR_CHANCE 96
#define TIGER_DIE_ANIM 11

enum {
    TIGER_EMPTY = 0,
    TIGER_STOP = 1,
    TIGER_WALK = 2,
    TIGER_RUN = 3,
    TIGER_WAIT = 4,
    TIGER_ROAR = 5,
    TIGER_ATTACK1 = 6,  /* swipe standing */
    TIGER_ATTACK2 = 7,  /* leap from a run */
    TIGER_ATTACK3 = 8,  /* lunge */
    TIGER_DEATH = 9,
};

static const CreatureBite k_jaws = { 19, -13, 3, 26 };

static void stop(Game *g, int item, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    tiger->maximum_turn = 0;
    tiger->flags = 0;
    if (tiger->mood == MOOD_ESCAPE) {
        /* It holds its ground while Lara is in front of it and not aiming
         * at it. */
        it->goal_state = g->lara.target == item || !info->ahead ? TIGER_RUN : TIGER_STOP;
    } else if (tiger->mood == MOOD_BORED) {
        /* The original draws for a roar and then walks regardless. */
        if (Prng_Control(p) < TIGER_ROAR_CHANCE)
            it->goal_state = TIGER_ROAR;
        it->goal_state = TIGER_WALK;
    } else if (info->bite && info->distance < TIGER_ATTACK1_RANGE) {
        it->goal_state = TIGER_ATTACK1;
    } else if (info->bite && info->distance < TIGER_ATTACK3_RANGE) {
        tiger->maximum_turn = TIGER_WALK_TURN;
        it->goal_state = TIGER_ATTACK3;
    } else if (it->required_state != TIGER_EMPTY) {
        it->goal_state = it->required_state;
    } else if (tiger->mood != MOOD_ATTACK && Prng_Control(p) < TIGER_ROAR_CHANCE) {
        it->goal_state = TIGER_ROAR;
    } else {
        it->goal_state = TIGER_RUN;
    }
}

static void run(Game *g, int item, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    tiger->maximum_turn = TIGER_RUN_TURN;
    const Item *lara = Game_LaraItem(g);
    if (tiger->mood == MOOD_BORED || (tiger->flags && info->ahead)) {
        it->goal_state = TIGER_STOP;
    } else if (info->bite && info->distance < TIGER_ATTACK2_RANGE) {
        /* A moving Lara is leapt at, a standing one swiped from a stop. */
        it->goal_state = lara && lara->speed != 0 ? TIGER_ATTACK2 : TIGER_STOP;
    } else if (tiger->mood != MOOD_ATTACK && Prng_Control(&g->sim->prng) < TIGER_ROAR_CHANCE) {
        it->goal_state = TIGER_STOP;
        it->required_state = TIGER_ROAR;
    } else if (tiger->mood == MOOD_ESCAPE && g->lara.target != item && info->ahead) {
        it->goal_state = TIGER_STOP;
    }
    tiger->flags = 0;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    switch (it->current_state) {
    case TIGER_STOP:
        stop(g, item, it, tiger, info);
        break;

    case TIGER_WALK:
        tiger->maximum_turn = TIGER_WALK_TURN;
        if (tiger->mood == MOOD_ESCAPE || tiger->mood == MOOD_ATTACK) {
            it->goal_state = TIGER_RUN;
        } else if (Prng_Control(&g->sim->prng) < TIGER_ROAR_CHANCE) {
            it->goal_state = TIGER_STOP;
            it->required_state = TIGER_ROAR;
        }
        break;

    case TIGER_RUN:
        run(g, item, it, tiger, info);
        break;

    case TIGER_ATTACK1:
    case TIGER_ATTACK2:
    case TIGER_ATTACK3:
        if (!tiger->flags && (it->touch_bits & TIGER_TOUCH)) {
            Creature_HurtLara(g, TIGER_BITE_DAMAGE);
            Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
            tiger->flags = 1;
        }
        break;

    default:
        break;
    }
}

static void tiger_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *tiger = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, tiger->maximum_turn);
        alive(g, item, it, tiger, &info);
    } else {
        Creature_StartDeath(g, it, TIGER_DEATH, TIGER_DIE_ANIM, 0);
    }

    Creature_Tilt(it, 0);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

void Tiger3_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_TIGER))
        return;
    ObjectInfo *o = &g->objects[O3_TIGER];
    o->control = tiger_control;
    o->hit_points = TIGER_HIT_POINTS;
    o->radius = TIGER_RADIUS;
    o->pivot_length = TIGER_PIVOT;
    Creature_SetBoneFlags(g, O3_TIGER, TIGER_HEAD_BONE, 8);
}
