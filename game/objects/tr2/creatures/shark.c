/* TR2's shark (see shark.h): numbers and states as the original's. It
 * swims in the fly zone (game/creature/creature_tr2.c gives it a flier's
 * search, stopped by blockable boxes), stays a radius under the surface,
 * and kills Lara with its own scene. */
#include "game/objects/tr2/creatures/shark.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define SHARK_HIT_POINTS 30
#define SHARK_RADIUS (WALL_SIZE / 3)
#define SHARK_PIVOT 200
#define SHARK_HEAD_BONE 9
#define SHARK_TOUCH 0x3400
#define SHARK_BITE_DAMAGE 400
#define SHARK_SWIM2_RANGE ((WALL_SIZE * 3) * (WALL_SIZE * 3))
#define SHARK_ATTACK1_RANGE ((WALL_SIZE * 3 / 4) * (WALL_SIZE * 3 / 4))
#define SHARK_ATTACK2_RANGE ((WALL_SIZE * 4 / 3) * (WALL_SIZE * 4 / 3))
#define SHARK_SWIM1_TURN (ANGLE_DEG(1) / 2)
#define SHARK_SWIM2_TURN ANGLE_DEG(2)
#define SHARK_ATTACK1_CHANCE 0x800
#define SHARK_DIE_ANIM 4
#define SHARK_KILL_ANIM 19
#define LARA_EXTRA_SHARK_KILL 3   /* Lara's state in O2_LARA_EXTRA's set */

enum {
    SHARK_STOP = 0,
    SHARK_SWIM1 = 1,
    SHARK_SWIM2 = 2,
    SHARK_ATTACK1 = 3,
    SHARK_ATTACK2 = 4,
    SHARK_DEATH = 5,
    SHARK_KILL = 6,
};

static const CreatureBite k_jaws = { 17, -22, 344, 12 };

static bool near_same_zone(const CreatureAI *info, int32_t range)
{
    return info->ahead && info->distance < range && info->zone_num == info->enemy_zone;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *shark, const CreatureAI *info,
                  int16_t *head)
{
    switch (it->current_state) {
    case SHARK_STOP:
        shark->flags = 0;
        shark->maximum_turn = 0;
        it->goal_state = near_same_zone(info, SHARK_ATTACK1_RANGE) ? SHARK_ATTACK1 : SHARK_SWIM1;
        break;

    case SHARK_SWIM1:
        shark->maximum_turn = SHARK_SWIM1_TURN;
        if (shark->mood == MOOD_BORED)
            break;
        if (info->ahead && info->distance < SHARK_ATTACK1_RANGE)
            it->goal_state = SHARK_STOP;
        else if (shark->mood == MOOD_ESCAPE || info->distance > SHARK_SWIM2_RANGE || !info->ahead)
            it->goal_state = SHARK_SWIM2;
        break;

    case SHARK_SWIM2:
        shark->flags = 0;
        shark->maximum_turn = SHARK_SWIM2_TURN;
        if (shark->mood == MOOD_BORED) {
            it->goal_state = SHARK_SWIM1;
        } else if (shark->mood != MOOD_ESCAPE && near_same_zone(info, SHARK_ATTACK2_RANGE)) {
            if (Prng_Control(&g->sim->prng) < SHARK_ATTACK1_CHANCE)
                it->goal_state = SHARK_STOP;
            else if (info->distance < SHARK_ATTACK1_RANGE)
                it->goal_state = SHARK_ATTACK2;
        }
        break;

    case SHARK_ATTACK1:
    case SHARK_ATTACK2:
        if (info->ahead)
            *head = info->angle;
        if (!shark->flags && (it->touch_bits & SHARK_TOUCH)) {
            Creature_HurtLara(g, SHARK_BITE_DAMAGE);
            Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
            shark->flags = 1;
        }
        break;

    default:
        break;
    }
}

static void shark_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *shark = it->data;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, SHARK_DEATH, SHARK_DIE_ANIM, 0);
        Creature_Float(g, item);
        return;
    }

    const Item *lara = Game_LaraItem(g);
    bool lara_alive = lara && lara->hit_points > 0;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, true);
    int16_t head = 0;
    int16_t angle = Creature_Turn(g, item, shark->maximum_turn);
    alive(g, item, it, shark, &info, &head);

    if (lara_alive && lara->hit_points <= 0) {
        /* The bite that killed her: the shark's kill scene. */
        Creature_KillTR2(g, item, SHARK_KILL_ANIM, SHARK_KILL, LARA_EXTRA_SHARK_KILL);
    } else if (it->current_state == SHARK_KILL) {
        Anim_Animate(g->lv, it, &g->sim->events);
    } else {
        Creature_Head(g, item, head);
        Creature_Animate(g, item, angle, 0);
        Creature_Underwater(g, item, SHARK_RADIUS);
    }
}

void Shark_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_SHARK))
        return;
    ObjectInfo *o = &g->objects[O2_SHARK];
    o->control = shark_control;
    o->hit_points = SHARK_HIT_POINTS;
    o->radius = SHARK_RADIUS;
    o->pivot_length = SHARK_PIVOT;
    Creature_SetBoneFlags(g, O2_SHARK, SHARK_HEAD_BONE, 8);
}
