/* TR2's rats (see mouse.h): numbers and states as the original's. */
#include "game/objects/tr2/creatures/mouse.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define MOUSE_HIT_POINTS 4
#define MOUSE_RADIUS (WALL_SIZE / 10)
#define MOUSE_PIVOT 50
#define MOUSE_HEAD_BONE 3
#define MOUSE_TOUCH 0x7F
#define MOUSE_RUN_TURN ANGLE_DEG(6)
#define MOUSE_ATTACK_RANGE ((WALL_SIZE / 3) * (WALL_SIZE / 3))
#define MOUSE_BITE_DAMAGE 20
#define MOUSE_WAIT1_CHANCE 0x500
#define MOUSE_WAIT2_CHANCE (MOUSE_WAIT1_CHANCE + 0x500)
#define MOUSE_DIE_ANIM 9

enum {
    MOUSE_EMPTY = 0,
    MOUSE_RUN = 1,
    MOUSE_STOP = 2,
    MOUSE_WAIT1 = 3,
    MOUSE_WAIT2 = 4,
    MOUSE_ATTACK = 5,
    MOUSE_DEATH = 6,
};

static const CreatureBite k_teeth = { 0, 0, 57, 2 };

static bool idle_mood(const CreatureInfo *m)
{
    return m->mood == MOOD_BORED || m->mood == MOOD_STALK;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *mouse, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case MOUSE_RUN:
        mouse->maximum_turn = MOUSE_RUN_TURN;
        if (idle_mood(mouse)) {
            int32_t r = Prng_Control(p);
            if (r < MOUSE_WAIT1_CHANCE) {
                it->required_state = MOUSE_WAIT1;
                it->goal_state = MOUSE_STOP;
            } else if (r < MOUSE_WAIT2_CHANCE) {
                it->goal_state = MOUSE_STOP;
            }
        } else if (info->ahead && info->distance < MOUSE_ATTACK_RANGE) {
            it->goal_state = MOUSE_STOP;
        }
        break;

    case MOUSE_STOP:
        mouse->maximum_turn = 0;
        if (it->required_state != MOUSE_EMPTY)
            it->goal_state = it->required_state;
        break;

    case MOUSE_WAIT1:
        if (Prng_Control(p) < MOUSE_WAIT1_CHANCE)
            it->goal_state = MOUSE_STOP;
        break;

    case MOUSE_WAIT2:
        if (idle_mood(mouse)) {
            int32_t r = Prng_Control(p);
            if (r < MOUSE_WAIT1_CHANCE)
                it->required_state = MOUSE_WAIT1;
            else if (r > MOUSE_WAIT2_CHANCE)
                it->required_state = MOUSE_RUN;
        } else if (info->distance < MOUSE_ATTACK_RANGE) {
            it->required_state = MOUSE_ATTACK;
        } else {
            it->required_state = MOUSE_RUN;
        }
        if (it->required_state != MOUSE_EMPTY)
            it->goal_state = MOUSE_STOP;
        break;

    case MOUSE_ATTACK:
        if (it->required_state == MOUSE_EMPTY && (it->touch_bits & MOUSE_TOUCH)) {
            Creature_HurtLara(g, MOUSE_BITE_DAMAGE);
            Creature_Effect(g, item, &k_teeth, CREATURE_FX_BLOOD);
            it->required_state = MOUSE_STOP;
        }
        break;

    default:
        break;
    }
}

static void mouse_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *mouse = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        /* The rat always turns at its running rate. */
        angle = Creature_Turn(g, item, MOUSE_RUN_TURN);
        alive(g, item, it, mouse, &info);
    } else {
        Creature_StartDeath(g, it, MOUSE_DEATH, MOUSE_DIE_ANIM, 0);
    }

    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

void Mouse_SetupObject(Game *g, int object_id)
{
    if (!Creature_SetupObject(g, object_id))
        return;
    ObjectInfo *o = &g->objects[object_id];
    o->control = mouse_control;
    o->hit_points = MOUSE_HIT_POINTS;
    o->radius = MOUSE_RADIUS;
    o->pivot_length = MOUSE_PIVOT;
    Creature_SetBoneFlags(g, object_id, MOUSE_HEAD_BONE, 8);
}

void Mouse_Setup(Game *g)
{
    Mouse_SetupObject(g, O2_MOUSE);
}
