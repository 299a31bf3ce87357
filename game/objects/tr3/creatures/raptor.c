/* TR3's raptor: picks the nearest other thinking creature as its enemy
 * now and then (another raptor only rarely and when near), Lara when she
 * is nearer still; stalks with a warning call, bites for 100 (25 to
 * another creature) from a stop, a lunge or a leap, calls again over a
 * kill. Its head turns by half its aim; its neck and tail swing against
 * its turn in the original (two more joints our creature data does not
 * have yet: only the head's two bones turn here). Its AI objects
 * (game/creature/ai_tr3.h) may then name another enemy: a patroller's
 * marker, an ambush, a follow spot (raptor.cpp's GetAITarget). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_rules.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define RAPTOR_HIT_POINTS 90
#define RAPTOR_RADIUS (WALL_SIZE / 3)
#define RAPTOR_PIVOT 600
#define RAPTOR_HEAD_BONE 20
#define RAPTOR_HEAD_BONE_2 21
#define RAPTOR_TOUCH 0xFF7C00
#define RAPTOR_WALK_TURN ANGLE_DEG(2)
#define RAPTOR_RUN_TURN ANGLE_DEG(4)
#define RAPTOR_CLOSE_RANGE 0x538D1 /* about 0.65 of a sector, squared */
#define RAPTOR_ATTACK_RANGE ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define RAPTOR_DAMAGE 100
#define RAPTOR_CREATURE_DAMAGE 25
#define RAPTOR_REACH 512
#define RAPTOR_CALL_CHANCE 128
#define RAPTOR_DIE_ANIM 9
/* flags: 1 = this attack has bitten; 2 = it killed: call over the body */
#define RAPTOR_BITTEN 1
#define RAPTOR_KILLED 2

enum {
    RAPTOR_EMPTY = 0,
    RAPTOR_STOP = 1,
    RAPTOR_WALK = 2,
    RAPTOR_RUN = 3,
    RAPTOR_ATTACK1 = 4, /* the bite from a stop */
    RAPTOR_DEATH = 5,
    RAPTOR_WARNING = 6,
    RAPTOR_ATTACK2 = 7, /* the leap from a run */
    RAPTOR_ATTACK3 = 8, /* the close bite */
};

static const CreatureBite k_jaws = { 0, 66, 318, 22 };

static int32_t dist64(const Item *a, const Item *b)
{
    int32_t x = (a->pos.x - b->pos.x) >> 6, y = (a->pos.y - b->pos.y) >> 6,
            z = (a->pos.z - b->pos.z) >> 6;
    return x * x + y * y + z * z;
}

/* The original's choice, drawn when it has no enemy or one tick in 128. */
static void choose_enemy(Game *g, int item, Item *it, CreatureInfo *raptor)
{
    Prng *p = &g->sim->prng;
    if (raptor->enemy != ITEM_NONE && (Prng_Control(p) & 0x7F))
        return;
    int best = ITEM_NONE;
    int32_t best_dist = INT32_MAX;
    int slots = Creature_Rules(g)->slots;
    for (int i = 0; i < slots; i++) {
        int other = g->creatures->slot[i].item;
        if (other == ITEM_NONE || other == item)
            continue;
        int32_t d = dist64(&g->sim->items[other], it);
        /* (the original tests the raptor's own hit points here) */
        if (d < best_dist && it->hit_points > 0) {
            best = other;
            best_dist = d;
        }
    }
    if (best != ITEM_NONE && (g->sim->items[best].object_id != O3_RAPTOR ||
                              (Prng_Control(p) < 0x400 && best_dist < 0x400000)))
        raptor->enemy = (int16_t)best;
    const Item *lara = Game_LaraItem(g);
    if (lara && dist64(lara, it) < best_dist)
        raptor->enemy = (int16_t)g->sim->lara;
}

/* A bite in an attack state: Lara when she is the enemy and its jaws
 * touch her, another creature within half a sector each way. */
static void bite(Game *g, int item, Item *it, CreatureInfo *raptor, int16_t next)
{
    if (raptor->flags & RAPTOR_BITTEN)
        return;
    int enemy = raptor->enemy;
    if (enemy == g->sim->lara) {
        if (!(it->touch_bits & RAPTOR_TOUCH))
            return;
        raptor->flags |= RAPTOR_BITTEN;
        Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
        Item *lara = &g->sim->items[enemy];
        if (next == RAPTOR_STOP && lara->hit_points <= 0)
            raptor->flags |= RAPTOR_KILLED;
        Creature_HurtLara(g, RAPTOR_DAMAGE);
        if (next == RAPTOR_RUN && lara->hit_points <= 0)
            raptor->flags |= RAPTOR_KILLED;
        it->required_state = next;
    } else if (enemy != ITEM_NONE) {
        Item *e = &g->sim->items[enemy];
        if (abs(e->pos.x - it->pos.x) < RAPTOR_REACH && abs(e->pos.y - it->pos.y) < RAPTOR_REACH &&
            abs(e->pos.z - it->pos.z) < RAPTOR_REACH) {
            e->hit_points = (int16_t)(e->hit_points - RAPTOR_CREATURE_DAMAGE);
            /* (the original tests the hit flag, never <= 0, for the call) */
            e->hit_status = true;
            raptor->flags |= RAPTOR_BITTEN;
            Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
        }
    }
}

static void stop(Game *g, int item, Item *it, CreatureInfo *raptor, const CreatureAI *info)
{
    raptor->flags &= ~RAPTOR_BITTEN;
    raptor->maximum_turn = 0;
    if (it->required_state != RAPTOR_EMPTY) {
        it->goal_state = it->required_state;
    } else if (raptor->flags & RAPTOR_KILLED) {
        raptor->flags &= ~RAPTOR_KILLED;
        it->goal_state = RAPTOR_WARNING;
    } else if ((it->touch_bits & RAPTOR_TOUCH) ||
               (info->distance < RAPTOR_CLOSE_RANGE && info->bite)) {
        it->goal_state = RAPTOR_ATTACK3;
    } else if (info->bite && info->distance < RAPTOR_ATTACK_RANGE) {
        it->goal_state = RAPTOR_ATTACK1;
    } else if (raptor->mood == MOOD_ESCAPE && g->lara.target != item && info->ahead &&
               !it->hit_status) {
        it->goal_state = RAPTOR_STOP;
    } else {
        it->goal_state = raptor->mood == MOOD_BORED ? RAPTOR_WALK : RAPTOR_RUN;
    }
}

static void run(Game *g, int item, Item *it, CreatureInfo *raptor, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    raptor->flags &= ~RAPTOR_BITTEN;
    raptor->maximum_turn = RAPTOR_RUN_TURN;
    if (it->touch_bits & RAPTOR_TOUCH) {
        it->goal_state = RAPTOR_STOP;
    } else if (raptor->flags & RAPTOR_KILLED) {
        it->goal_state = RAPTOR_STOP;
        it->required_state = RAPTOR_WARNING;
        raptor->flags &= ~RAPTOR_KILLED;
    } else if (info->bite && info->distance < RAPTOR_ATTACK_RANGE) {
        if (it->goal_state == RAPTOR_RUN)
            it->goal_state = Prng_Control(p) < 0x2000 ? RAPTOR_STOP : RAPTOR_ATTACK2;
    } else if (info->ahead && raptor->mood != MOOD_ESCAPE && Prng_Control(p) < RAPTOR_CALL_CHANCE) {
        /* (the original also skips this when its enemy is a dead raptor
         * prop, ANIMATING_6) */
        it->goal_state = RAPTOR_STOP;
        it->required_state = RAPTOR_WARNING;
    } else if (raptor->mood == MOOD_BORED ||
               (raptor->mood == MOOD_ESCAPE && g->lara.target != item && info->ahead)) {
        it->goal_state = RAPTOR_STOP;
    }
}

static int16_t alive(Game *g, int item, Item *it, CreatureInfo *raptor, const CreatureAI *info,
                     int16_t angle)
{
    int16_t tilt = 0;
    switch (it->current_state) {
    case RAPTOR_STOP:
        stop(g, item, it, raptor, info);
        break;
    case RAPTOR_WALK:
        raptor->flags &= ~RAPTOR_BITTEN;
        raptor->maximum_turn = RAPTOR_WALK_TURN;
        if (raptor->mood != MOOD_BORED) {
            it->goal_state = RAPTOR_STOP;
        } else if (info->ahead && Prng_Control(&g->sim->prng) < RAPTOR_CALL_CHANCE) {
            it->goal_state = RAPTOR_STOP;
            it->required_state = RAPTOR_WARNING;
            raptor->flags &= ~RAPTOR_KILLED;
        }
        break;
    case RAPTOR_RUN:
        tilt = angle;
        run(g, item, it, raptor, info);
        break;
    case RAPTOR_ATTACK1:
    case RAPTOR_ATTACK3:
        raptor->maximum_turn = RAPTOR_WALK_TURN;
        tilt = angle;
        bite(g, item, it, raptor, RAPTOR_STOP);
        break;
    case RAPTOR_ATTACK2:
        raptor->maximum_turn = RAPTOR_WALK_TURN;
        tilt = angle;
        bite(g, item, it, raptor, RAPTOR_RUN);
        break;
    default:
        break;
    }
    return tilt;
}

static void raptor_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *raptor = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        if (it->current_state != RAPTOR_DEATH) {
            int anim = Prng_Control(&g->sim->prng) > 0x4000 ? RAPTOR_DIE_ANIM : RAPTOR_DIE_ANIM + 1;
            Creature_SwitchAnim(g, it, anim, 0);
            it->current_state = RAPTOR_DEATH;
        }
    } else {
        choose_enemy(g, item, it, raptor);
        if (it->ai_bits)
            AiTR3_Target(g, item);
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        if (info.ahead)
            head = info.angle;
        Creature_Mood(g, item, &info, true);
        if (raptor->mood == MOOD_BORED)
            raptor->maximum_turn >>= 1;
        angle = Creature_Turn(g, item, raptor->maximum_turn);
        tilt = alive(g, item, it, raptor, &info, angle);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, (int16_t)(head >> 1));
    Creature_Neck(g, item, (int16_t)(head >> 1));
    Creature_Animate(g, item, angle, tilt);
}

void Raptor3_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_RAPTOR))
        return;
    ObjectInfo *o = &g->objects[O3_RAPTOR];
    o->control = raptor_control;
    o->hit_points = RAPTOR_HIT_POINTS;
    o->radius = RAPTOR_RADIUS;
    o->pivot_length = RAPTOR_PIVOT;
    Creature_SetBoneFlags(g, O3_RAPTOR, RAPTOR_HEAD_BONE, 8);
    Creature_SetBoneFlags(g, O3_RAPTOR, RAPTOR_HEAD_BONE_2, 8);
}
