/* The centaur (see centaur.h). Numbers and states as the original's. */
#include "game/objects/creatures/centaur.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define CENTAUR_PIVOT 400
#define CENTAUR_HEAD_BONE 10
#define CENTAUR_PART_DAMAGE 100
#define CENTAUR_REAR_DAMAGE 200
#define CENTAUR_TOUCH 0x30199
#define CENTAUR_DIE_ANIM 8
#define CENTAUR_TURN ANGLE_DEG(4)
#define CENTAUR_REAR_CHANCE 96
#define CENTAUR_REAR_RANGE (WALL_SIZE * 3 / 2 * (WALL_SIZE * 3 / 2))
#define SFX_ATLANTEAN_DEATH 171

enum {
    CENTAUR_EMPTY = 0,
    CENTAUR_STOP = 1,
    CENTAUR_SHOOT = 2,
    CENTAUR_RUN = 3,
    CENTAUR_AIM = 4,
    CENTAUR_DEATH = 5,
    CENTAUR_WARNING = 6,    /* rears and kicks */
};

static const CreatureBite k_rocket = { 11, 415, 41, 13 };
static const CreatureBite k_rear = { 50, 30, 0, 5 };

static void alive(Game *g, int item, Item *it, CreatureInfo *centaur, const CreatureAI *info)
{
    switch (it->current_state) {
    case CENTAUR_STOP:
        centaur->neck_rotation = 0;
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (info->bite && info->distance < CENTAUR_REAR_RANGE)
            it->goal_state = CENTAUR_RUN;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = CENTAUR_AIM;
        else
            it->goal_state = CENTAUR_RUN;
        break;

    case CENTAUR_RUN:
        if (info->bite && info->distance < CENTAUR_REAR_RANGE) {
            it->required_state = CENTAUR_WARNING;
            it->goal_state = CENTAUR_STOP;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            it->required_state = CENTAUR_AIM;
            it->goal_state = CENTAUR_STOP;
        } else if (Prng_Control(&g->sim->prng) < CENTAUR_REAR_CHANCE) {
            it->required_state = CENTAUR_WARNING;
            it->goal_state = CENTAUR_STOP;
        }
        break;

    case CENTAUR_AIM:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = CENTAUR_SHOOT;
        else
            it->goal_state = CENTAUR_STOP;
        break;

    case CENTAUR_SHOOT:
        if (it->required_state == CENTAUR_EMPTY) {
            it->required_state = CENTAUR_AIM;
            /* The arm follows the grenade's pitch. */
            int fx = Creature_Effect(g, item, &k_rocket, CREATURE_FX_ROCKET);
            Effect *e = fx >= 0 ? Effect_Get(g, fx) : NULL;
            if (e)
                centaur->neck_rotation = e->rot.x;
        }
        break;

    case CENTAUR_WARNING:
        if (it->required_state == CENTAUR_EMPTY && (it->touch_bits & CENTAUR_TOUCH))
            Creature_Bite(g, item, &k_rear, CENTAUR_REAR_DAMAGE, CENTAUR_STOP);
        break;

    default:
        break;
    }
}

static void centaur_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *centaur = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, CENTAUR_DEATH, CENTAUR_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, CENTAUR_TURN);
        alive(g, item, it, centaur, &info);
    }

    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);

    /* The end of the death animation: it bursts. */
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Creature_Sound(g, it, SFX_ATLANTEAN_DEATH);
        Creature_Explode(g, item, CENTAUR_PART_DAMAGE);
        Object_Kill(g, item);
        it->status = ITEM_STATUS_DEACTIVATED;
    }
}

void Centaur_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_CENTAUR))
        return;
    ObjectInfo *o = &g->objects[O_CENTAUR];
    o->control = centaur_control;
    o->shadow_size = CREATURE_SHADOW / 3;
    o->hit_points = 120;
    o->pivot_length = CENTAUR_PIVOT;
    o->radius = WALL_SIZE / 3;
    o->smartness = 0x7FFF;
    /* The arm aims up and down as well as around. */
    Creature_SetBoneFlags(g, O_CENTAUR, CENTAUR_HEAD_BONE, 8 | 4);
}
