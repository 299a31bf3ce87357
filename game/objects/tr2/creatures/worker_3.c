/* TR2's rig workers with a crowbar or a pipe (WORKER_3, WORKER_4): they
 * stop, wait, walk and run, strike from three aims (80 from a stand, 100
 * with the swipe from a walk), once per attack when the weapon touches
 * Lara; and they climb up and jump down blocks as Lara does
 * (Creature_Vault). Numbers and states as the original's (TRX
 * src/tr2/game/objects/creatures/worker_3.c for the facts); both play
 * WORKER_3's climbing and dying animations. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "engine/sim/sim.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define WORKER3_HIT_POINTS 27
#define WORKER3_HIT_DAMAGE 80
#define WORKER3_SWIPE_DAMAGE 100
#define WORKER3_WALK_TURN ANGLE_DEG(5)
#define WORKER3_RUN_TURN ANGLE_DEG(6)
#define WORKER3_RANGE0 ((WALL_SIZE / 2) * (WALL_SIZE / 2))
#define WORKER3_RANGE1 (WALL_SIZE * WALL_SIZE)
#define WORKER3_RANGE2 ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define WORKER3_WALK_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define WORKER3_WALK_CHANCE 0x100
#define WORKER3_WAIT_CHANCE 0x100
#define WORKER3_TOUCH 0x600u
#define WORKER3_VAULT_SHIFT 260
#define WORKER3_DIE_ANIM 26
#define WORKER3_CLIMB3_ANIM 27
#define WORKER3_CLIMB1_ANIM 28
#define WORKER3_CLIMB2_ANIM 29
#define WORKER3_FALL_ANIM 30
/* TR2's sound ids. */
#define SFX_ENEMY_HIT1 71
#define SFX_ENEMY_HIT2 72

enum {
    WORKER3_EMPTY = 0,
    WORKER3_STOP = 1,
    WORKER3_WALK = 2,
    WORKER3_PUNCH2 = 3,
    WORKER3_AIM2 = 4,
    WORKER3_WAIT = 5,
    WORKER3_AIM1 = 6,
    WORKER3_AIM0 = 7,
    WORKER3_PUNCH1 = 8,
    WORKER3_PUNCH0 = 9,
    WORKER3_RUN = 10,
    WORKER3_DEATH = 11,
    WORKER3_CLIMB3 = 12,
    WORKER3_CLIMB1 = 13,
    WORKER3_CLIMB2 = 14,
    WORKER3_FALL3 = 15,
};

static const CreatureBite k_weapon = { 247, 10, 11, 10 };

/* WORKER_3's animation rel (from its first), whichever worker plays it,
 * at its first frame; states are left to the caller. */
static void switch_to_worker3_anim(Game *g, Item *it, int rel)
{
    const Level *lv = g->lv;
    const Model *m = Level_FindModel(lv, O2_WORKER_3);
    int first = m ? Sim_ModelFirstAnim(lv, m) : -1;
    if (first < 0 || (uint32_t)(first + rel) >= lv->num_animations)
        return;
    it->anim = (int16_t)(first + rel);
    it->frame = (int16_t)lv->animations[first + rel].frame_start;
}

static void strike(Game *g, int item, Item *it, CreatureInfo *c, uint16_t mark, int16_t damage,
                   int sound)
{
    if (c->flags == mark || !(it->touch_bits & WORKER3_TOUCH))
        return;
    Creature_HurtLara(g, damage);
    Creature_Effect(g, item, &k_weapon, CREATURE_FX_BLOOD);
    Creature_Sound(g, it, sound);
    c->flags = mark;
}

static void stand_states(Game *g, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    if (it->current_state == WORKER3_STOP) {
        c->flags = 0;
        c->maximum_turn = 0;
        if (c->mood == MOOD_ESCAPE)
            it->goal_state = WORKER3_RUN;
        else if (c->mood == MOOD_BORED) {
            if (it->required_state != WORKER3_EMPTY)
                it->goal_state = it->required_state;
            else
                it->goal_state = Prng_Control(p) < 0x4000 ? WORKER3_WALK : WORKER3_WAIT;
        } else if (!info->bite)
            it->goal_state = WORKER3_RUN;
        else if (info->distance < WORKER3_RANGE0)
            it->goal_state = WORKER3_AIM0;
        else if (info->distance < WORKER3_RANGE1)
            it->goal_state = WORKER3_AIM1;
        else
            it->goal_state = info->distance < WORKER3_WALK_RANGE ? WORKER3_WALK : WORKER3_RUN;
        return;
    }
    /* waiting */
    if (c->mood != MOOD_BORED) {
        it->goal_state = WORKER3_STOP;
    } else if (Prng_Control(p) < WORKER3_WALK_CHANCE) {
        it->required_state = WORKER3_WALK;
        it->goal_state = WORKER3_STOP;
    }
}

static void move_states(Game *g, Item *it, CreatureInfo *c, const CreatureAI *info,
                        int16_t angle, int16_t *tilt)
{
    if (it->current_state == WORKER3_WALK) {
        c->maximum_turn = WORKER3_WALK_TURN;
        if (c->mood == MOOD_ESCAPE) {
            it->goal_state = WORKER3_RUN;
        } else if (c->mood == MOOD_BORED) {
            if (Prng_Control(&g->sim->prng) < WORKER3_WAIT_CHANCE) {
                it->required_state = WORKER3_WAIT;
                it->goal_state = WORKER3_STOP;
            }
        } else if (!info->bite) {
            it->goal_state = WORKER3_RUN;
        } else if (info->distance < WORKER3_RANGE0) {
            it->goal_state = WORKER3_STOP;
        } else {
            it->goal_state = info->distance < WORKER3_RANGE2 ? WORKER3_AIM2 : WORKER3_RUN;
        }
        return;
    }
    c->maximum_turn = WORKER3_RUN_TURN;
    *tilt = (int16_t)(angle / 2);
    if (c->mood == MOOD_ESCAPE)
        return;
    if (c->mood == MOOD_BORED || (info->ahead && info->distance < WORKER3_WALK_RANGE))
        it->goal_state = WORKER3_WALK;
}

static void attack_states(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    switch (it->current_state) {
    case WORKER3_AIM0:
        c->flags = 0;
        it->goal_state =
            info->bite && info->distance < WORKER3_RANGE0 ? WORKER3_PUNCH0 : WORKER3_STOP;
        break;
    case WORKER3_AIM1:
        c->flags = 0;
        it->goal_state =
            info->ahead && info->distance < WORKER3_RANGE1 ? WORKER3_PUNCH1 : WORKER3_STOP;
        break;
    case WORKER3_AIM2:
        c->flags = 0;
        it->goal_state =
            info->bite && info->distance < WORKER3_RANGE2 ? WORKER3_PUNCH2 : WORKER3_WALK;
        break;
    case WORKER3_PUNCH0:
        strike(g, item, it, c, 1, WORKER3_HIT_DAMAGE, SFX_ENEMY_HIT2);
        break;
    case WORKER3_PUNCH1:
        strike(g, item, it, c, 1, WORKER3_HIT_DAMAGE, SFX_ENEMY_HIT1);
        if (info->ahead && info->distance > WORKER3_RANGE1 && info->distance < WORKER3_RANGE2)
            it->goal_state = WORKER3_PUNCH2;
        break;
    case WORKER3_PUNCH2:
        strike(g, item, it, c, 2, WORKER3_SWIPE_DAMAGE, SFX_ENEMY_HIT1);
        break;
    default:
        break;
    }
}

static void worker3_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t head = 0, neck = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        if (it->current_state != WORKER3_DEATH) {
            switch_to_worker3_anim(g, it, WORKER3_DIE_ANIM);
            it->current_state = WORKER3_DEATH;
        }
    } else {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        Creature_Mood(g, item, &info, false);
        angle = Creature_Turn(g, item, c->maximum_turn);
        int16_t s = it->current_state;
        if (info.ahead) {
            if (s == WORKER3_STOP || s == WORKER3_WAIT || s == WORKER3_WALK || s == WORKER3_RUN)
                neck = info.angle;
            else if (s >= WORKER3_PUNCH2 && s <= WORKER3_PUNCH0 && s != WORKER3_WAIT)
                head = info.angle;
        }
        if (s == WORKER3_STOP || s == WORKER3_WAIT)
            stand_states(g, it, c, &info);
        else if (s == WORKER3_WALK || s == WORKER3_RUN)
            move_states(g, it, c, &info, angle, &tilt);
        else
            attack_states(g, item, it, c, &info);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Neck(g, item, neck);
    if (it->current_state >= WORKER3_CLIMB3) {
        Creature_Animate(g, item, angle, 0);
        return;
    }
    int anim, state;
    switch (Creature_Vault(g, item, angle, 2, WORKER3_VAULT_SHIFT)) {
    case -4:
        anim = WORKER3_FALL_ANIM, state = WORKER3_FALL3;
        break;
    case 2:
        anim = WORKER3_CLIMB1_ANIM, state = WORKER3_CLIMB1;
        break;
    case 3:
        anim = WORKER3_CLIMB2_ANIM, state = WORKER3_CLIMB2;
        break;
    case 4:
        anim = WORKER3_CLIMB3_ANIM, state = WORKER3_CLIMB3;
        break;
    default:
        return;
    }
    switch_to_worker3_anim(g, it, anim);
    it->current_state = (int16_t)state;
}

static void setup(Game *g, int id)
{
    if (!Creature_SetupObject(g, id))
        return;
    ObjectInfo *o = &g->objects[id];
    o->control = worker3_control;
    o->hit_points = WORKER3_HIT_POINTS;
    o->radius = TR2_PERSON_RADIUS;
    o->pivot_length = 0;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, id, 0, 8);
    Creature_SetBoneFlags(g, id, 4, 8);
}

void Worker3_Setup(Game *g)
{
    setup(g, O2_WORKER_3);
    setup(g, O2_WORKER_4);
}
