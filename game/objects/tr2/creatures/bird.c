/* TR2's eagle and crow (see bird.h): numbers and states as the
 * original's. */
#include "game/objects/tr2/creatures/bird.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define BIRD_DAMAGE 20
#define BIRD_RADIUS (WALL_SIZE / 5)
#define BIRD_ATTACK_RANGE ((WALL_SIZE / 2) * (WALL_SIZE / 2))
#define BIRD_TURN ANGLE_DEG(3)
#define EAGLE_HIT_POINTS 20
#define EAGLE_START_ANIM 5
#define EAGLE_DIE_ANIM 8
#define CROW_HIT_POINTS 15
#define CROW_START_ANIM 14
#define CROW_DIE_ANIM 1

enum {
    BIRD_EMPTY = 0,
    BIRD_FLY = 1,
    BIRD_STOP = 2,   /* perched */
    BIRD_GLIDE = 3,
    BIRD_FALL = 4,
    BIRD_DEATH = 5,
    BIRD_ATTACK = 6,
    BIRD_EAT = 7,
};

static const CreatureBite k_eagle_beak = { 15, 46, 21, 6 };
static const CreatureBite k_crow_beak = { 2, 10, 60, 14 };

/* The crow of either game (TR3 kept TR2's bird routine for its crow and
 * vulture). Only bird ids reach this routine, and neither game's crow id
 * is a bird in the other game, so one test serves both. */
static bool is_crow(int object_id)
{
    return object_id == O2_CROW || object_id == O3_CROW;
}

static void bird_initialise(Game *g, int item)
{
    Creature_Initialise(g, item);
    Item *it = &g->sim->items[item];
    bool crow = is_crow(it->object_id);
    Creature_SwitchAnim(g, it, crow ? CROW_START_ANIM : EAGLE_START_ANIM, 0);
    it->goal_state = it->current_state = crow ? BIRD_EAT : BIRD_STOP;
}

/* A killed bird drops to the floor and lies there. */
static void fall(Game *g, int item, Item *it)
{
    switch (it->current_state) {
    case BIRD_FALL:
        if (it->pos.y > it->floor) {
            it->pos.y = it->floor;
            it->gravity = false;
            it->fall_speed = 0;
            it->goal_state = BIRD_DEATH;
        }
        break;
    case BIRD_DEATH:
        it->pos.y = it->floor;
        break;
    default:
        Creature_SwitchAnim(g, it, is_crow(it->object_id) ? CROW_DIE_ANIM : EAGLE_DIE_ANIM, 0);
        it->current_state = BIRD_FALL;
        it->gravity = true;
        it->speed = 0;
        break;
    }
    it->rot.x = 0;
    Creature_Animate(g, item, 0, 0);
}

static void alive(Game *g, int item, Item *it, CreatureInfo *bird, const CreatureAI *info)
{
    bool near = info->ahead && info->distance < BIRD_ATTACK_RANGE;
    switch (it->current_state) {
    case BIRD_FLY:
        bird->flags = 0;
        /* (The original's required state is overridden at once below.) */
        if (bird->mood == MOOD_BORED)
            it->goal_state = BIRD_STOP;
        else
            it->goal_state = near ? BIRD_ATTACK : BIRD_GLIDE;
        break;

    case BIRD_STOP:
    case BIRD_EAT:
        it->pos.y = it->floor;
        if (bird->mood != MOOD_BORED)
            it->goal_state = BIRD_FLY;
        break;

    case BIRD_GLIDE:
        if (bird->mood == MOOD_BORED) {
            it->required_state = BIRD_STOP;
            it->goal_state = BIRD_FLY;
        } else if (near) {
            it->goal_state = BIRD_ATTACK;
        }
        break;

    case BIRD_ATTACK:
        if (!bird->flags && it->touch_bits) {
            Creature_HurtLara(g, BIRD_DAMAGE);
            Creature_Effect(g, item, is_crow(it->object_id) ? &k_crow_beak : &k_eagle_beak,
                            CREATURE_FX_BLOOD);
            bird->flags = 1;
        }
        break;

    default:
        break;
    }
}

static void bird_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    if (it->hit_points <= 0) {
        fall(g, item, it);
        return;
    }
    CreatureInfo *bird = it->data;
    CreatureAI info;
    Creature_Think(g, item, &info, false);
    int16_t angle = Creature_Turn(g, item, BIRD_TURN);
    alive(g, item, it, bird, &info);
    Creature_Animate(g, item, angle, 0);
}

void Bird_SetupObject(Game *g, int object_id, int16_t hit_points)
{
    if (!Creature_SetupObject(g, object_id))
        return;
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = bird_initialise;
    o->control = bird_control;
    o->hit_points = hit_points;
    o->radius = BIRD_RADIUS;
    o->pivot_length = 0;
}

void Eagle_Setup(Game *g)
{
    Bird_SetupObject(g, O2_EAGLE, EAGLE_HIT_POINTS);
}

void Crow_Setup(Game *g)
{
    Bird_SetupObject(g, O2_CROW, CROW_HIT_POINTS);
}
