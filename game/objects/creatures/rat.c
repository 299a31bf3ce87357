/* Rat on land and in water (see rat.h). Numbers and the object switches
 * as the original's. */
#include "game/objects/creatures/rat.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define RAT_PIVOT 200
#define RAT_HEAD_BONE 1
#define RAT_BITE_DAMAGE 20
#define RAT_CHARGE_DAMAGE 20
#define RAT_TOUCH 0x300018F
#define RAT_DIE_ANIM 8
#define RAT_RUN_TURN ANGLE_DEG(6)
#define RAT_BITE_RANGE (341 * 341)
#define RAT_CHARGE_RANGE (WALL_SIZE * 3 / 2 * (WALL_SIZE * 3 / 2))
#define RAT_POSE_CHANCE 256

#define VOLE_DIE_ANIM 2
#define VOLE_SWIM_TURN ANGLE_DEG(3)

enum {
    RAT_EMPTY = 0,
    RAT_STOP = 1,
    RAT_ATTACK2 = 2,    /* bite on the run */
    RAT_RUN = 3,
    RAT_ATTACK1 = 4,    /* bite standing */
    RAT_DEATH = 5,
    RAT_POSE = 6,       /* up on its hind legs */
};

enum {
    VOLE_EMPTY = 0,
    VOLE_SWIM = 1,
    VOLE_ATTACK = 2,
    VOLE_DEATH = 3,
};

static const CreatureBite k_bite = { 0, -11, 108, 3 };

/* Changes the item to the other object's model at its animation `rel`;
 * false when the level lacks that model. */
static bool switch_object(Game *g, Item *it, int object_id, int rel)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object_id);
    if (!m)
        return false;
    it->object_id = (int16_t)object_id;
    it->model = (int16_t)(m - g->lv->models);
    Creature_SwitchAnim(g, it, rel, 0);
    return true;
}

/* Takes the state of the animation the item now plays, goal included. */
static void take_anim_state(Game *g, Item *it)
{
    if (it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations)
        it->current_state = (int16_t)g->lv->animations[it->anim].state_id;
    it->goal_state = it->current_state;
}

static void rat_alive(Game *g, int item, Item *it, CreatureInfo *rat, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case RAT_STOP:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (info->bite && info->distance < RAT_BITE_RANGE)
            it->goal_state = RAT_ATTACK1;
        else
            it->goal_state = RAT_RUN;
        break;

    case RAT_RUN:
        if (info->ahead && (it->touch_bits & RAT_TOUCH)) {
            it->goal_state = RAT_STOP;
        } else if (info->bite && info->distance < RAT_CHARGE_RANGE) {
            it->goal_state = RAT_ATTACK2;
        } else if (info->ahead && Prng_Control(p) < RAT_POSE_CHANCE) {
            it->required_state = RAT_POSE;
            it->goal_state = RAT_STOP;
        }
        break;

    case RAT_ATTACK1:
        if (it->required_state == RAT_EMPTY && info->ahead && (it->touch_bits & RAT_TOUCH))
            Creature_Bite(g, item, &k_bite, RAT_BITE_DAMAGE, RAT_STOP);
        break;

    case RAT_ATTACK2:
        if (it->required_state == RAT_EMPTY && info->ahead && (it->touch_bits & RAT_TOUCH))
            Creature_Bite(g, item, &k_bite, RAT_CHARGE_DAMAGE, RAT_RUN);
        break;

    case RAT_POSE:
        if (rat->mood != MOOD_BORED || Prng_Control(p) < RAT_POSE_CHANCE)
            it->goal_state = RAT_STOP;
        break;

    default:
        break;
    }
}

static void rat_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *rat = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, RAT_DEATH, RAT_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, RAT_RUN_TURN);
        rat_alive(g, item, it, rat, &info);
    }

    Creature_Head(g, item, head);

    /* In water (dead or alive, as the original) it becomes the swimmer,
     * at the surface. */
    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
    if (wh != WORLD_NO_HEIGHT && switch_object(g, it, O_VOLE, 0)) {
        take_anim_state(g, it);
        it->pos.y = wh;
    }

    Creature_Animate(g, item, angle, 0);
}

static void vole_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, VOLE_DEATH, VOLE_DIE_ANIM, 0);
        Creature_Head(g, item, head);
        Anim_Animate(g->lv, it, &g->sim->events);
        int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
        if (wh == WORLD_NO_HEIGHT && switch_object(g, it, O_RAT, RAT_DIE_ANIM)) {
            it->current_state = RAT_DEATH;
            it->goal_state = RAT_DEATH;
            it->pos.y = it->floor;
        }
        return;
    }

    CreatureAI info;
    head = Creature_Think(g, item, &info, true);
    angle = Creature_Turn(g, item, VOLE_SWIM_TURN);

    switch (it->current_state) {
    case VOLE_SWIM:
        if (info.ahead && (it->touch_bits & RAT_TOUCH))
            it->goal_state = VOLE_ATTACK;
        break;
    case VOLE_ATTACK:
        if (it->required_state == VOLE_EMPTY && info.ahead && (it->touch_bits & RAT_TOUCH))
            Creature_Bite(g, item, &k_bite, RAT_BITE_DAMAGE, VOLE_SWIM);
        it->goal_state = VOLE_EMPTY;
        break;
    default:
        break;
    }

    Creature_Head(g, item, head);

    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
    if (wh == WORLD_NO_HEIGHT && switch_object(g, it, O_RAT, 0))
        take_anim_state(g, it);

    /* The swimmer walks the floor's boxes, then is put back near the
     * surface, at most an eighth of a click a tick. The original tests the
     * old height, not the water, against "no height". */
    int32_t height = it->pos.y;
    it->pos.y = it->floor;
    Creature_Animate(g, item, angle, 0);
    if (height != WORLD_NO_HEIGHT) {
        if (wh - height < -STEP_SIZE / 8)
            it->pos.y = height - STEP_SIZE / 8;
        else if (wh - height > STEP_SIZE / 8)
            it->pos.y = height + STEP_SIZE / 8;
        else
            it->pos.y = wh;
    }
}

static void setup_rat(Game *g, int id, void (*control)(Game *, int))
{
    if (!Creature_SetupObject(g, id))
        return;
    ObjectInfo *o = &g->objects[id];
    o->control = control;
    o->hit_points = 5;
    o->pivot_length = RAT_PIVOT;
    o->radius = WALL_SIZE / 5;
    o->smartness = 0x2000;
    Creature_SetBoneFlags(g, id, RAT_HEAD_BONE, 8);
}

void Rat_Setup(Game *g)
{
    setup_rat(g, O_RAT, rat_control);
    setup_rat(g, O_VOLE, vole_control);
}
