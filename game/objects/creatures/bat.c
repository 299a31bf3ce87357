/* The bat (see bat.h). Numbers and states as the original's; the
 * reference engine's lift of bats embedded in the ceiling is an
 * enhancement and is not done. */
#include "game/objects/creatures/bat.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define BAT_ATTACK_DAMAGE 2
#define BAT_TURN ANGLE_DEG(20)

enum {
    BAT_EMPTY = 0,
    BAT_STOP = 1,       /* hanging */
    BAT_FLY = 2,
    BAT_ATTACK = 3,
    BAT_FALL = 4,
    BAT_DEATH = 5,
};

static const CreatureBite k_bite = { 0, 16, 45, 4 };

static void bat_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *bat = it->data;
    int16_t angle = 0;

    if (it->hit_points <= 0) {
        /* Falls to the floor, then lies there. */
        if (it->pos.y < it->floor) {
            it->gravity = true;
            it->goal_state = BAT_FALL;
            it->speed = 0;
        } else {
            it->gravity = false;
            it->fall_speed = 0;
            it->goal_state = BAT_DEATH;
            it->pos.y = it->floor;
        }
        Creature_Animate(g, item, 0, 0);
        return;
    }

    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, false);
    angle = Creature_Turn(g, item, BAT_TURN);

    switch (it->current_state) {
    case BAT_STOP:
        it->goal_state = BAT_FLY;
        break;
    case BAT_FLY:
        if (it->touch_bits)
            it->goal_state = BAT_ATTACK;
        break;
    case BAT_ATTACK:
        if (it->touch_bits) {
            Creature_Effect(g, item, &k_bite, CREATURE_FX_BLOOD);
            Creature_HurtLara(g, BAT_ATTACK_DAMAGE);
        } else {
            /* Lost contact: fly off and lose interest. */
            it->goal_state = BAT_FLY;
            bat->mood = MOOD_BORED;
        }
        break;
    default:
        break;
    }

    Creature_Animate(g, item, angle, 0);
}

void Bat_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_BAT))
        return;
    ObjectInfo *o = &g->objects[O_BAT];
    o->control = bat_control;
    o->hit_points = 1;
    o->radius = WALL_SIZE / 10;
    o->smartness = 0x400;
}
