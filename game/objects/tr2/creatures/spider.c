/* TR2's spiders (see spider.h): numbers and states as the original's. */
#include "game/objects/tr2/creatures/spider.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define SPIDER_HIT_POINTS 5
#define SPIDER_RADIUS (WALL_SIZE / 10)
#define SPIDER_TURN ANGLE_DEG(8)
#define SPIDER_ATTACK2_RANGE ((WALL_SIZE / 2) * (WALL_SIZE / 2))
#define SPIDER_ATTACK3_RANGE ((WALL_SIZE / 5) * (WALL_SIZE / 5))
#define SPIDER_DAMAGE 25
#define SPIDER_WANDER_CHANCE 256
#define SPIDER_LEAP_ANIM 2

#define BIG_SPIDER_HIT_POINTS 40
#define BIG_SPIDER_RADIUS (WALL_SIZE / 3)
#define BIG_SPIDER_TURN ANGLE_DEG(4)
#define BIG_SPIDER_DAMAGE 100
#define BIG_SPIDER_DIE_ANIM 2

enum {
    SPIDER_EMPTY = 0,
    SPIDER_STOP = 1,
    SPIDER_WALK1 = 2,
    SPIDER_WALK2 = 3,
    SPIDER_ATTACK1 = 4,
    SPIDER_ATTACK2 = 5,
    SPIDER_ATTACK3 = 6,
    SPIDER_DEATH = 7,
};

static const CreatureBite k_fangs = { 0, 0, 41, 1 };

static bool hunting(const CreatureInfo *c)
{
    return c->mood == MOOD_ESCAPE || c->mood == MOOD_ATTACK;
}

static void bite(Game *g, int item, Item *it, CreatureInfo *c, int16_t damage)
{
    if (!c->flags && it->touch_bits) {
        Creature_Effect(g, item, &k_fangs, CREATURE_FX_BLOOD);
        Creature_HurtLara(g, damage);
        c->flags = 1;
    }
}

static void spider_alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case SPIDER_STOP:
        c->flags = 0;
        if (c->mood == MOOD_BORED) {
            if (Prng_Control(p) < SPIDER_WANDER_CHANCE)
                it->goal_state = SPIDER_WALK1;
        } else if (info->ahead && it->touch_bits) {
            it->goal_state = SPIDER_ATTACK1;
        } else if (c->mood == MOOD_STALK) {
            it->goal_state = SPIDER_WALK1;
        } else if (hunting(c)) {
            it->goal_state = SPIDER_WALK2;
        }
        break;

    case SPIDER_WALK1:
        if (c->mood == MOOD_BORED) {
            if (Prng_Control(p) < SPIDER_WANDER_CHANCE)
                it->goal_state = SPIDER_STOP;
        } else if (hunting(c)) {
            it->goal_state = SPIDER_WALK2;
        }
        break;

    case SPIDER_WALK2:
        c->flags = 0;
        if (c->mood == MOOD_BORED || c->mood == MOOD_STALK)
            it->goal_state = SPIDER_WALK1;
        else if (info->ahead && it->touch_bits)
            it->goal_state = SPIDER_STOP;
        else if (info->ahead && info->distance < SPIDER_ATTACK3_RANGE)
            it->goal_state = SPIDER_ATTACK3;
        else if (info->ahead && info->distance < SPIDER_ATTACK2_RANGE)
            it->goal_state = SPIDER_ATTACK2;
        break;

    case SPIDER_ATTACK1:
    case SPIDER_ATTACK2:
    case SPIDER_ATTACK3:
        bite(g, item, it, c, SPIDER_DAMAGE);
        break;

    default:
        break;
    }
}

/* The small spider's move: a normal one, unless it climbed a step and a
 * half or more, when it goes back and leaps up instead. */
static void spider_leap(Game *g, int item, int16_t angle)
{
    Item *it = &g->sim->items[item];
    Vec3i old = it->pos;
    int16_t old_room = it->room;
    Creature_Animate(g, item, angle, 0);
    if (it->pos.y > old.y - STEP_SIZE * 3 / 2)
        return;
    it->pos = old;
    if (it->room != old_room)
        Sim_ItemNewRoom(g->sim, item, old_room);
    Creature_SwitchAnim(g, it, SPIDER_LEAP_ANIM, 0);
    it->current_state = SPIDER_ATTACK2;
    Creature_Animate(g, item, angle, 0);
}

static void spider_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *c = it->data;
    int16_t angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, SPIDER_TURN);
        spider_alive(g, item, it, c, &info);
    } else if (Creature_Explode(g, item, 0)) {
        Lot_DisableAI(g, item);
        Object_Kill(g, item);
        it->status = ITEM_STATUS_DEACTIVATED;
        return;
    }
    spider_leap(g, item, angle);
}

static void big_spider_alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    switch (it->current_state) {
    case SPIDER_STOP:
        c->flags = 0;
        if (c->mood == MOOD_BORED)
            break;
        if (info->ahead && it->touch_bits)
            it->goal_state = SPIDER_ATTACK1;
        else if (c->mood == MOOD_STALK)
            it->goal_state = SPIDER_WALK1;
        else if (hunting(c))
            it->goal_state = SPIDER_WALK2;
        break;

    case SPIDER_WALK1:
        if (c->mood == MOOD_BORED)
            break;
        if (info->ahead && it->touch_bits)
            it->goal_state = SPIDER_STOP;
        else if (hunting(c))
            it->goal_state = SPIDER_WALK2;
        break;

    case SPIDER_WALK2:
        c->flags = 0;
        if (info->ahead && it->touch_bits)
            it->goal_state = SPIDER_STOP;
        else if (c->mood == MOOD_BORED || c->mood == MOOD_STALK)
            it->goal_state = SPIDER_WALK1;
        break;

    case SPIDER_ATTACK1:
        bite(g, item, it, c, BIG_SPIDER_DAMAGE);
        break;

    default:
        break;
    }
}

static void big_spider_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *c = it->data;
    int16_t angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, BIG_SPIDER_TURN);
        big_spider_alive(g, item, it, c, &info);
    } else {
        Creature_StartDeath(g, it, SPIDER_DEATH, BIG_SPIDER_DIE_ANIM, 0);
    }
    Creature_Animate(g, item, angle, 0);
}

void Spider_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_SPIDER))
        return;
    ObjectInfo *o = &g->objects[O2_SPIDER];
    o->control = spider_control;
    o->hit_points = SPIDER_HIT_POINTS;
    o->radius = SPIDER_RADIUS;
}

void BigSpider_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_BIG_SPIDER))
        return;
    ObjectInfo *o = &g->objects[O2_BIG_SPIDER];
    o->control = big_spider_control;
    o->hit_points = BIG_SPIDER_HIT_POINTS;
    o->radius = BIG_SPIDER_RADIUS;
}
