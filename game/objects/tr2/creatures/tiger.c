/* The tiger (see tiger.h): TR2's numbers and choices, and the attack and
 * death both games' tigers share. */
#include "game/objects/tr2/creatures/tiger.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define TIGER_RADIUS (WALL_SIZE / 3)
#define TIGER_PIVOT 200
#define TIGER_HEAD_BONE 21
#define TIGER_TOUCH 0x7FDC000
#define TIGER_DIE_ANIM 11

static const CreatureBite k_jaws = { 19, -13, 3, 26 };

static void tr2_stop(Game *g, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    tiger->maximum_turn = 0;
    tiger->flags = 0;
    if (tiger->mood == MOOD_ESCAPE) {
        it->goal_state = TIGER_RUN;
    } else if (tiger->mood == MOOD_BORED) {
        /* The original draws for a roar and then walks regardless. */
        if (Prng_Control(p) < TIGER_ROAR_CHANCE)
            it->goal_state = TIGER_ROAR;
        it->goal_state = TIGER_WALK;
    } else if (info->ahead && info->distance < TIGER_ATTACK1_RANGE) {
        it->goal_state = TIGER_ATTACK1;
    } else if (info->ahead && info->distance < TIGER_ATTACK3_RANGE) {
        tiger->maximum_turn = TIGER_WALK_TURN;
        it->goal_state = TIGER_ATTACK3;
    } else if (it->required_state != TIGER_EMPTY) {
        it->goal_state = it->required_state;
    } else if (tiger->mood != MOOD_ATTACK && Prng_Control(p) < TIGER_ROAR_CHANCE) {
        it->goal_state = TIGER_ROAR;
    } else {
        it->goal_state = TIGER_RUN;
    }
}

static void tr2_run(Game *g, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    tiger->maximum_turn = TIGER_RUN_TURN;
    const Item *lara = Game_LaraItem(g);
    if (tiger->mood == MOOD_BORED) {
        it->goal_state = TIGER_STOP;
    } else if (tiger->flags) {
        if (info->ahead)
            it->goal_state = TIGER_STOP;
    } else if (info->ahead && info->distance < TIGER_ATTACK2_RANGE) {
        /* A standing Lara is swiped, a moving one leapt at. */
        it->goal_state = lara && lara->speed == 0 ? TIGER_STOP : TIGER_ATTACK2;
    } else if (tiger->mood != MOOD_ATTACK && Prng_Control(&g->sim->prng) < TIGER_ROAR_CHANCE) {
        it->required_state = TIGER_ROAR;
        it->goal_state = TIGER_STOP;
    }
    tiger->flags = 0;
}

static void tr2_decide(Game *g, int item, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    (void)item;
    switch (it->current_state) {
    case TIGER_STOP:
        tr2_stop(g, it, tiger, info);
        break;
    case TIGER_WALK:
        tiger->maximum_turn = TIGER_WALK_TURN;
        if (Prng_Control(&g->sim->prng) < TIGER_ROAR_CHANCE) {
            it->goal_state = TIGER_STOP;
            it->required_state = TIGER_ROAR;
        }
        break;
    case TIGER_RUN:
        tr2_run(g, it, tiger, info);
        break;
    default:
        break;
    }
}

void Tiger_Control(Game *g, int item, const TigerKind *k)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *tiger = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, tiger->maximum_turn);
        switch (it->current_state) {
        case TIGER_ATTACK1:
        case TIGER_ATTACK2:
        case TIGER_ATTACK3:
            /* One bite per attack, when the jaws' spheres touch Lara. */
            if (!tiger->flags && (it->touch_bits & TIGER_TOUCH)) {
                Creature_HurtLara(g, k->bite_damage);
                Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
                tiger->flags = 1;
            }
            break;
        default:
            k->decide(g, item, it, tiger, &info);
            break;
        }
    } else {
        Creature_StartDeath(g, it, TIGER_DEATH, TIGER_DIE_ANIM, 0);
    }

    /* The originals never lean the tiger (its tilt stays 0). */
    Creature_Tilt(it, 0);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

void Tiger_SetupKind(Game *g, const TigerKind *k)
{
    if (!Creature_SetupObject(g, k->object_id))
        return;
    ObjectInfo *o = &g->objects[k->object_id];
    o->control = k->control;
    o->hit_points = k->hit_points;
    o->radius = TIGER_RADIUS;
    o->pivot_length = TIGER_PIVOT;
    Creature_SetBoneFlags(g, k->object_id, TIGER_HEAD_BONE, 8);
}

static void tr2_control(Game *g, int item);

static const TigerKind k_tr2 = {
    .object_id = O2_TIGER,
    .hit_points = 20,
    .bite_damage = 100,
    .decide = tr2_decide,
    .control = tr2_control,
};

static void tr2_control(Game *g, int item)
{
    Tiger_Control(g, item, &k_tr2);
}

void Tiger_Setup(Game *g)
{
    Tiger_SetupKind(g, &k_tr2);
}
