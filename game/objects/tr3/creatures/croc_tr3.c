/* TR3's crocodile: a swimmer only (TR1's also walked). It loses interest
 * while Lara is out of the water and not in a boat, swims at her
 * otherwise, and bites for 100 while its jaws touch her, once per bite
 * animation; it keeps a click under the surface, and its body floats up
 * when it dies. (Its search limits as a swimmer come from TR3's creature
 * rules.) */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "engine/world/world.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define CROC_HIT_POINTS 42
#define CROC_RADIUS (WALL_SIZE / 3)
#define CROC_PIVOT 200
#define CROC_HEAD_BONE 7
#define CROC_TURN ANGLE_DEG(3)
#define CROC_DAMAGE 100
#define CROC_DIE_ANIM 4

enum {
    CROC_EMPTY = 0,
    CROC_SWIM = 1,
    CROC_ATTACK = 2,
    CROC_DEATH = 3,
};

static const CreatureBite k_jaws = { 5, -21, 467, 9 };

static void alive(Game *g, int item, Item *it, const CreatureAI *info)
{
    switch (it->current_state) {
    case CROC_SWIM:
        if (info->bite && it->touch_bits)
            it->goal_state = CROC_ATTACK;
        break;

    case CROC_ATTACK:
        /* required_state marks the bite done until the animation starts
         * over */
        if (it->anim >= 0 && it->frame == g->lv->animations[it->anim].frame_start)
            it->required_state = CROC_EMPTY;
        if (info->bite && it->touch_bits) {
            if (it->required_state == CROC_EMPTY) {
                Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
                Creature_HurtLara(g, CROC_DAMAGE);
                it->required_state = CROC_SWIM;
            }
        } else {
            it->goal_state = CROC_SWIM;
        }
        break;

    default:
        break;
    }
}

static void croc_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *croc = it->data;
    int16_t head = 0;

    if (it->hit_points <= 0) {
        if (it->current_state != CROC_DEATH) {
            Creature_SwitchAnim(g, it, CROC_DIE_ANIM, 0);
            it->current_state = CROC_DEATH;
            it->hit_points = ITEM_DONT_TARGET;
        }
        Creature_Float(g, item);
        return;
    }

    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    if (info.ahead)
        head = info.angle;
    /* The original decides between its two mood halves that Lara out of
     * the water and on foot is left alone (bored); our mood is one call,
     * so it is told she is out of its zone, which keeps it bored. */
    const Item *lara = Game_LaraItem(g);
    CreatureAI mood_info = info;
    if (lara && !World_RoomIsWater(&g->world, lara->room) && g->lara.vehicle < 0) {
        croc->mood = MOOD_BORED;
        mood_info.enemy_zone = (int16_t)(info.zone_num + 1);
    }
    Creature_Mood(g, item, &mood_info, true);
    /* (its turn is not passed on: the original animates it with none) */
    Creature_Turn(g, item, CROC_TURN);
    alive(g, item, it, &info);

    Creature_Head(g, item, head);
    Creature_Underwater(g, item, STEP_SIZE);
    Creature_Animate(g, item, 0, 0);
}

void Croc3_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_CROCODILE))
        return;
    ObjectInfo *o = &g->objects[O3_CROCODILE];
    o->control = croc_control;
    o->hit_points = CROC_HIT_POINTS;
    o->radius = CROC_RADIUS;
    o->pivot_length = CROC_PIVOT;
    Creature_SetBoneFlags(g, O3_CROCODILE, CROC_HEAD_BONE, 8);
}
