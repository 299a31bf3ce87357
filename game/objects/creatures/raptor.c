/* The raptor (see raptor.h). Numbers and states as the original's. */
#include "game/objects/creatures/raptor.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define RAPTOR_PIVOT 400
#define RAPTOR_HEAD_BONE 21
#define RAPTOR_ATTACK_RANGE (WALL_SIZE * 3 / 2 * (WALL_SIZE * 3 / 2))
#define RAPTOR_BITE_DAMAGE 100
#define RAPTOR_CHARGE_DAMAGE 100
#define RAPTOR_LUNGE_DAMAGE 100
#define RAPTOR_CLOSE_RANGE (680 * 680)
#define RAPTOR_LUNGE_RANGE (WALL_SIZE * 3 / 2 * (WALL_SIZE * 3 / 2))
#define RAPTOR_DIE_ANIM 9       /* and up to two more */
#define RAPTOR_ROAR_CHANCE 256
#define RAPTOR_RUN_TURN ANGLE_DEG(4)
#define RAPTOR_WALK_TURN ANGLE_DEG(1)
#define RAPTOR_TOUCH 0xFF7C00

enum {
    RAPTOR_EMPTY = 0,
    RAPTOR_STOP = 1,
    RAPTOR_WALK = 2,
    RAPTOR_RUN = 3,
    RAPTOR_ATTACK1 = 4, /* lunge */
    RAPTOR_DEATH = 5,
    RAPTOR_WARNING = 6,
    RAPTOR_ATTACK2 = 7, /* bite on the run */
    RAPTOR_ATTACK3 = 8, /* bite standing */
};

static const CreatureBite k_bite = { 0, 66, 318, 22 };

static void alive(Game *g, int item, Item *it, CreatureInfo *raptor, const CreatureAI *info,
                  int16_t angle, int16_t *tilt)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case RAPTOR_STOP:
        if (it->required_state != RAPTOR_EMPTY)
            it->goal_state = it->required_state;
        else if (it->touch_bits & RAPTOR_TOUCH)
            it->goal_state = RAPTOR_ATTACK3;
        else if (info->bite && info->distance < RAPTOR_CLOSE_RANGE)
            it->goal_state = RAPTOR_ATTACK3;
        else if (info->bite && info->distance < RAPTOR_LUNGE_RANGE)
            it->goal_state = RAPTOR_ATTACK1;
        else if (raptor->mood == MOOD_BORED)
            it->goal_state = RAPTOR_WALK;
        else
            it->goal_state = RAPTOR_RUN;
        break;

    case RAPTOR_WALK:
        raptor->maximum_turn = RAPTOR_WALK_TURN;
        if (raptor->mood != MOOD_BORED) {
            it->goal_state = RAPTOR_STOP;
        } else if (info->ahead && Prng_Control(p) < RAPTOR_ROAR_CHANCE) {
            it->required_state = RAPTOR_WARNING;
            it->goal_state = RAPTOR_STOP;
        }
        break;

    case RAPTOR_RUN:
        *tilt = angle;
        raptor->maximum_turn = RAPTOR_RUN_TURN;
        if (it->touch_bits & RAPTOR_TOUCH) {
            it->goal_state = RAPTOR_STOP;
        } else if (info->bite && info->distance < RAPTOR_ATTACK_RANGE) {
            if (it->goal_state == RAPTOR_RUN)
                it->goal_state = Prng_Control(p) < 0x2000 ? RAPTOR_STOP : RAPTOR_ATTACK2;
        } else if (info->ahead && raptor->mood != MOOD_ESCAPE &&
                   Prng_Control(p) < RAPTOR_ROAR_CHANCE) {
            it->required_state = RAPTOR_WARNING;
            it->goal_state = RAPTOR_STOP;
        } else if (raptor->mood == MOOD_BORED) {
            it->goal_state = RAPTOR_STOP;
        }
        break;

    case RAPTOR_ATTACK1:
        *tilt = angle;
        if (it->required_state == RAPTOR_EMPTY && info->ahead && (it->touch_bits & RAPTOR_TOUCH))
            Creature_Bite(g, item, &k_bite, RAPTOR_LUNGE_DAMAGE, RAPTOR_STOP);
        break;

    case RAPTOR_ATTACK2:
        *tilt = angle;
        if (it->required_state == RAPTOR_EMPTY && info->ahead && (it->touch_bits & RAPTOR_TOUCH))
            Creature_Bite(g, item, &k_bite, RAPTOR_CHARGE_DAMAGE, RAPTOR_RUN);
        break;

    case RAPTOR_ATTACK3:
        *tilt = angle;
        if (it->required_state == RAPTOR_EMPTY && (it->touch_bits & RAPTOR_TOUCH))
            Creature_Bite(g, item, &k_bite, RAPTOR_BITE_DAMAGE, RAPTOR_STOP);
        break;

    default:
        break;
    }
}

static void raptor_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *raptor = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, RAPTOR_DEATH, RAPTOR_DIE_ANIM, 16200);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, raptor->maximum_turn);
        alive(g, item, it, raptor, &info, angle, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, tilt);
}

void Raptor_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_RAPTOR))
        return;
    ObjectInfo *o = &g->objects[O_RAPTOR];
    o->control = raptor_control;
    o->hit_points = 20;
    o->pivot_length = RAPTOR_PIVOT;
    o->radius = WALL_SIZE / 3;
    o->smartness = 0x4000;
    Creature_SetBoneFlags(g, O_RAPTOR, RAPTOR_HEAD_BONE, 8);
}
