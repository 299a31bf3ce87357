/* Lion, lioness and puma (see lion.h). Numbers as the original's. */
#include "game/objects/creatures/lion.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define LION_PIVOT 400
#define LION_HEAD_BONE 19
#define LION_BITE_DAMAGE 250
#define LION_POUNCE_DAMAGE 150
#define LION_TOUCH 0x380066
#define LION_WALK_TURN ANGLE_DEG(2)
#define LION_RUN_TURN ANGLE_DEG(5)
#define LION_ROAR_CHANCE 128
#define LION_POUNCE_RANGE (WALL_SIZE * WALL_SIZE)
#define LION_DIE_ANIM 7         /* and 8: two deaths */
#define PUMA_DIE_ANIM 4

enum {
    LION_EMPTY = 0,
    LION_STOP = 1,
    LION_WALK = 2,
    LION_RUN = 3,
    LION_ATTACK1 = 4,   /* pounce */
    LION_DEATH = 5,
    LION_WARNING = 6,   /* roar */
    LION_ATTACK2 = 7,   /* bite */
};

static const CreatureBite k_bite = { -2, -10, 132, 21 };

static void alive(Game *g, int item, Item *it, CreatureInfo *lion, const CreatureAI *info,
                  int16_t angle, int16_t *tilt)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case LION_STOP:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (lion->mood == MOOD_BORED)
            it->goal_state = LION_WALK;
        else if (info->ahead && (it->touch_bits & LION_TOUCH))
            it->goal_state = LION_ATTACK2;
        else if (info->ahead && info->distance < LION_POUNCE_RANGE)
            it->goal_state = LION_ATTACK1;
        else
            it->goal_state = LION_RUN;
        break;

    case LION_WALK:
        lion->maximum_turn = LION_WALK_TURN;
        if (lion->mood != MOOD_BORED) {
            it->goal_state = LION_STOP;
        } else if (Prng_Control(p) < LION_ROAR_CHANCE) {
            it->required_state = LION_WARNING;
            it->goal_state = LION_STOP;
        }
        break;

    case LION_RUN:
        lion->maximum_turn = LION_RUN_TURN;
        *tilt = angle;
        if (lion->mood == MOOD_BORED) {
            it->goal_state = LION_STOP;
        } else if (info->ahead && info->distance < LION_POUNCE_RANGE) {
            it->goal_state = LION_STOP;
        } else if ((it->touch_bits & LION_TOUCH) && info->ahead) {
            it->goal_state = LION_STOP;
        } else if (lion->mood != MOOD_ESCAPE && Prng_Control(p) < LION_ROAR_CHANCE) {
            it->required_state = LION_WARNING;
            it->goal_state = LION_STOP;
        }
        break;

    case LION_ATTACK1:
        if (it->required_state == LION_EMPTY && (it->touch_bits & LION_TOUCH)) {
            Creature_HurtLara(g, LION_POUNCE_DAMAGE);
            it->required_state = LION_STOP;
        }
        break;

    case LION_ATTACK2:
        if (it->required_state == LION_EMPTY && (it->touch_bits & LION_TOUCH))
            Creature_Bite(g, item, &k_bite, LION_BITE_DAMAGE, LION_STOP);
        break;

    default:
        break;
    }
}

static void lion_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *lion = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, LION_DEATH,
                            it->object_id == O_PUMA ? PUMA_DIE_ANIM : LION_DIE_ANIM, 0x4000);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, lion->maximum_turn);
        alive(g, item, it, lion, &info, angle, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, tilt);
}

static void setup_cat(Game *g, int id, int16_t hit_points, int16_t smartness)
{
    if (!Creature_SetupObject(g, id))
        return;
    ObjectInfo *o = &g->objects[id];
    o->control = lion_control;
    o->hit_points = hit_points;
    o->pivot_length = LION_PIVOT;
    o->radius = WALL_SIZE / 3;
    o->smartness = smartness;
    Creature_SetBoneFlags(g, id, LION_HEAD_BONE, 8);
}

void Lion_Setup(Game *g)
{
    setup_cat(g, O_LION, 30, 0x7FFF);
    setup_cat(g, O_LIONESS, 25, 0x2000);
    setup_cat(g, O_PUMA, 45, 0x2000);
}
