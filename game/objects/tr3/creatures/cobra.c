/* TR3's cobra (and Nevada's rattlesnake, the same object): it lies coiled,
 * no target for Lara's guns, until she comes within alert range; then it
 * rises, turns on the spot to face her (10 degrees a tick at most, aiming
 * a little to her side as the original does) and strikes for 80 when she
 * is ahead and in range, moves fast, or hurts it; its bite poisons her
 * (Lara.poisoned set to 256). Lara gone beyond its
 * forget range, it coils again. It never walks (the original gives it no
 * paths). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define COBRA_HIT_POINTS 8
#define COBRA_RADIUS (WALL_SIZE / 10)
#define COBRA_START_ANIM 2
#define COBRA_START_FRAME 45
#define COBRA_DIE_ANIM 4
#define COBRA_POISON 256
#define COBRA_TOUCH 0x2000
#define COBRA_DAMAGE 80
#define COBRA_TURN ANGLE_DEG(10)
#define COBRA_AIM_OFFSET 3072
#define COBRA_FAST_LARA 15
/* India's and the South Pacific's ranges (squared): the original shortens
 * them from London on (its Nevada snakes); the Game does not carry the
 * level's number yet, so every snake keeps these. */
#define COBRA_FORGET_RANGE (3 * WALL_SIZE * 3 * WALL_SIZE)
#define COBRA_ALERT_RANGE ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define COBRA_ATTACK_RANGE (WALL_SIZE * WALL_SIZE)

enum {
    COBRA_RISE = 0,
    COBRA_WAIT = 1,
    COBRA_STRIKE = 2,
    COBRA_COILED = 3,
    COBRA_DEATH = 4,
};

static const CreatureBite k_fangs = { 0, 0, 0, 13 };

/* Its hit points while coiled are kept in Item.data_index (the original's
 * item_flags[2]): coiled, it is not a target. */
static void cobra_initialise(Game *g, int item)
{
    Creature_InitialiseIn(g, item, COBRA_START_ANIM, COBRA_START_FRAME, COBRA_COILED);
    Item *it = &g->sim->items[item];
    it->data_index = it->hit_points;
    it->hit_points = ITEM_DONT_TARGET;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *snake, const CreatureAI *info)
{
    const Item *lara = Game_LaraItem(g);
    bool lara_alive = lara && lara->hit_points > 0;
    switch (it->current_state) {
    case COBRA_RISE:
        it->hit_points = (int16_t)it->data_index;
        break;

    case COBRA_WAIT:
        snake->flags = 0;
        if (info->distance > COBRA_FORGET_RANGE)
            it->goal_state = COBRA_COILED;
        else if (lara_alive && ((info->ahead && info->distance < COBRA_ATTACK_RANGE) ||
                                it->hit_status || lara->speed > COBRA_FAST_LARA))
            it->goal_state = COBRA_STRIKE;
        break;

    case COBRA_STRIKE:
        if (snake->flags != 1 && (it->touch_bits & COBRA_TOUCH)) {
            snake->flags = 1;
            Creature_HurtLara(g, COBRA_DAMAGE);
            /* its venom: poisoned at once as badly as she can be */
            g->lara.poisoned = COBRA_POISON;
            Creature_Effect(g, item, &k_fangs, CREATURE_FX_BLOOD);
        }
        break;

    case COBRA_COILED:
        snake->flags = 0;
        if (it->hit_points != ITEM_DONT_TARGET) {
            it->data_index = it->hit_points;
            it->hit_points = ITEM_DONT_TARGET;
        }
        if (info->distance < COBRA_ALERT_RANGE && lara_alive) {
            it->goal_state = COBRA_RISE;
            it->hit_points = (int16_t)it->data_index;
        }
        break;

    default:
        break;
    }
}

static void cobra_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *snake = it->data;
    if (!snake)
        return;
    int16_t angle = 0;

    if (it->hit_points <= 0 && it->hit_points != ITEM_DONT_TARGET) {
        Creature_StartDeath(g, it, COBRA_DEATH, COBRA_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        info.angle = (int16_t)(info.angle + COBRA_AIM_OFFSET);
        const Item *lara = Game_LaraItem(g);
        if (lara) {
            snake->target.x = lara->pos.x;
            snake->target.z = lara->pos.z;
        }
        angle = Creature_Turn(g, item, snake->maximum_turn);
        Creature_TurnToward(it, info.angle, COBRA_TURN);
        alive(g, item, it, snake, &info);
    }

    Creature_Animate(g, item, angle, 0);
}

void Cobra_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_COBRA))
        return;
    ObjectInfo *o = &g->objects[O3_COBRA];
    o->initialise = cobra_initialise;
    o->control = cobra_control;
    o->hit_points = COBRA_HIT_POINTS;
    o->radius = COBRA_RADIUS;
    o->pivot_length = 0;
}
