/* TR3's tiger (see tr3_beasts.h) on TR2's routine (tiger.h): TR3 hits for
 * 90 (TR2 100), has 24 hit points (TR2 20), attacks when Lara is within
 * its bite cone (TR2: anywhere ahead), a walking tiger runs as soon as it
 * attacks or flees, and a fleeing one stops to face Lara unless she is
 * aiming at it. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/creatures/tiger.h"
#include "game/objects/tr3/object_ids_tr3.h"

static void stop(Game *g, int item, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    tiger->maximum_turn = 0;
    tiger->flags = 0;
    if (tiger->mood == MOOD_ESCAPE) {
        /* It holds its ground while Lara is in front of it and not aiming
         * at it. */
        it->goal_state = g->lara.target == item || !info->ahead ? TIGER_RUN : TIGER_STOP;
    } else if (tiger->mood == MOOD_BORED) {
        /* The original draws for a roar and then walks regardless. */
        if (Prng_Control(p) < TIGER_ROAR_CHANCE)
            it->goal_state = TIGER_ROAR;
        it->goal_state = TIGER_WALK;
    } else if (info->bite && info->distance < TIGER_ATTACK1_RANGE) {
        it->goal_state = TIGER_ATTACK1;
    } else if (info->bite && info->distance < TIGER_ATTACK3_RANGE) {
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

static void run(Game *g, int item, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    tiger->maximum_turn = TIGER_RUN_TURN;
    const Item *lara = Game_LaraItem(g);
    if (tiger->mood == MOOD_BORED || (tiger->flags && info->ahead)) {
        it->goal_state = TIGER_STOP;
    } else if (info->bite && info->distance < TIGER_ATTACK2_RANGE) {
        /* A moving Lara is leapt at, a standing one swiped from a stop. */
        it->goal_state = lara && lara->speed != 0 ? TIGER_ATTACK2 : TIGER_STOP;
    } else if (tiger->mood != MOOD_ATTACK && Prng_Control(&g->sim->prng) < TIGER_ROAR_CHANCE) {
        it->goal_state = TIGER_STOP;
        it->required_state = TIGER_ROAR;
    } else if (tiger->mood == MOOD_ESCAPE && g->lara.target != item && info->ahead) {
        it->goal_state = TIGER_STOP;
    }
    tiger->flags = 0;
}

static void decide(Game *g, int item, Item *it, CreatureInfo *tiger, const CreatureAI *info)
{
    switch (it->current_state) {
    case TIGER_STOP:
        stop(g, item, it, tiger, info);
        break;
    case TIGER_WALK:
        tiger->maximum_turn = TIGER_WALK_TURN;
        if (tiger->mood == MOOD_ESCAPE || tiger->mood == MOOD_ATTACK) {
            it->goal_state = TIGER_RUN;
        } else if (Prng_Control(&g->sim->prng) < TIGER_ROAR_CHANCE) {
            it->goal_state = TIGER_STOP;
            it->required_state = TIGER_ROAR;
        }
        break;
    case TIGER_RUN:
        run(g, item, it, tiger, info);
        break;
    default:
        break;
    }
}

static void control(Game *g, int item);

static const TigerKind k_tr3 = {
    .object_id = O3_TIGER,
    .hit_points = 24,
    .bite_damage = 90,
    .decide = decide,
    .control = control,
};

static void control(Game *g, int item)
{
    Tiger_Control(g, item, &k_tr3);
}

void Tiger3_Setup(Game *g)
{
    Tiger_SetupKind(g, &k_tr3);
}
