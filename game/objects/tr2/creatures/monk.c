/* TR2's monks of the Barkhang monastery (MONK_1 with a staff, MONK_2 with
 * a sword): friends of Lara's who fight the bandits, until she hurts them
 * enough; from then on every monk goes for her too. Numbers and states as
 * the original's (TRX src/tr2/game/objects/creatures/monk.c and the guns'
 * hit routine, TR2Main's HitTarget, for the facts). The creature core
 * chooses their enemy (Creature_Enemy: the nearest bandit, and Lara once
 * Creature_MonksAngry). */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define MONK_HIT_POINTS 30
#define MONK_LARA_DAMAGE 150
#define MONK_ENEMY_DAMAGE 5
#define MONK_WALK_TURN ANGLE_DEG(3)
#define MONK_RUN_TURN ANGLE_DEG(4)
#define MONK_ANGRY_RUN_TURN ANGLE_DEG(5)
#define MONK_CLOSE_RANGE ((WALL_SIZE / 2) * (WALL_SIZE / 2))
#define MONK_LONG_RANGE (WALL_SIZE * WALL_SIZE)
#define MONK_ATTACK5_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define MONK_WALK_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define MONK_HIT_RANGE (STEP_SIZE * 2)
#define MONK_TOUCH_BITS 0x4000u
#define MONK_DIE_ANIM 20
#define MONK_HEAD_BONE 6
#define SFX_MONK_CRUNCH 245 /* TR2's sound id */
/* flags: the low 12 bits add up Lara's damage while the monks are calm
 * (the guns' hit routine); 0x1000 marks a blow that has landed. */
#define MONK_DAMAGE_BITS 0xFFFu
#define MONK_BLOW_LANDED 0x1000u
#define MONK_BLOW_BITS 0xF000u
/* Lara's hits a calm monk forgives (in total) while he is busy fighting. */
#define MONK_FRIENDLY_FIRE 10

enum {
    MONK_EMPTY = 0,
    MONK_WAIT1 = 1,
    MONK_WALK = 2,
    MONK_RUN = 3,
    MONK_ATTACK1 = 4,
    MONK_ATTACK2 = 5,
    MONK_ATTACK3 = 6,
    MONK_ATTACK4 = 7,
    MONK_AIM3 = 8,
    MONK_DEATH = 9,
    MONK_ATTACK5 = 10,
    MONK_WAIT2 = 11,
};

static const CreatureBite k_weapon = { -23, 16, 265, 14 };

static bool is_monk(int object_id)
{
    return object_id == O2_MONK_1 || object_id == O2_MONK_2;
}

void Tr2Monk_HitByLara(Game *g, int item, int damage)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    if (Creature_MonksAngry(g) || !is_monk(it->object_id) || !c)
        return;
    c->flags = (uint16_t)(c->flags + damage);
    if ((c->flags & MONK_DAMAGE_BITS) > MONK_FRIENDLY_FIRE || c->mood == MOOD_BORED)
        Creature_AngerMonks(g);
}

/* A calm monk she is aiming at, and who faces her, stands his ground. */
static bool held_by_her_aim(const Game *g, int item, const CreatureAI *info)
{
    return !Creature_MonksAngry(g) && info->ahead && g->lara.target == item;
}

static int16_t either_wait(Game *g)
{
    return Prng_Control(&g->sim->prng) < 0x4000 ? MONK_WAIT1 : MONK_WAIT2;
}

static void wait_state(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    c->flags &= MONK_DAMAGE_BITS;
    if (held_by_her_aim(g, item, info))
        return;
    if (c->mood == MOOD_BORED) {
        it->goal_state = MONK_WALK;
    } else if (c->mood == MOOD_ESCAPE) {
        it->goal_state = MONK_RUN;
    } else if (info->ahead && info->distance < MONK_CLOSE_RANGE) {
        int32_t r = Prng_Control(&g->sim->prng);
        if (it->current_state == MONK_WAIT1)
            it->goal_state = r < 0x7000 ? MONK_ATTACK1 : MONK_WAIT2;
        else
            it->goal_state = r < 0x3000 ? MONK_ATTACK2 : r < 0x6000 ? MONK_AIM3 : MONK_WAIT1;
    } else if (it->current_state == MONK_WAIT1) {
        it->goal_state = !info->ahead                      ? MONK_RUN
                         : info->distance < MONK_LONG_RANGE ? MONK_ATTACK4
                         : info->distance < MONK_WALK_RANGE ? MONK_WALK
                                                            : MONK_RUN;
    } else {
        it->goal_state = info->ahead && info->distance < MONK_WALK_RANGE ? MONK_WALK : MONK_RUN;
    }
}

static void move_state(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                       int16_t angle, int16_t *tilt)
{
    if (it->current_state == MONK_WALK) {
        c->maximum_turn = MONK_WALK_TURN;
        if (c->mood == MOOD_BORED) {
            if (held_by_her_aim(g, item, info))
                it->goal_state = either_wait(g);
        } else if (c->mood == MOOD_ESCAPE) {
            it->goal_state = MONK_RUN;
        } else if (info->ahead && info->distance < MONK_CLOSE_RANGE) {
            it->goal_state = either_wait(g);
        } else if (!info->ahead || info->distance > MONK_WALK_RANGE) {
            it->goal_state = MONK_RUN;
        }
        return;
    }
    c->flags &= MONK_DAMAGE_BITS;
    c->maximum_turn = Creature_MonksAngry(g) ? MONK_ANGRY_RUN_TURN : MONK_RUN_TURN;
    *tilt = (int16_t)(angle / 4);
    if (c->mood == MOOD_BORED)
        it->goal_state = MONK_WAIT1;
    else if (c->mood == MOOD_ESCAPE)
        return;
    else if (info->ahead && info->distance < MONK_CLOSE_RANGE)
        it->goal_state = either_wait(g);
    else if (info->ahead && info->distance < MONK_ATTACK5_RANGE)
        it->goal_state = MONK_ATTACK5;
}

/* One blow per attack: on Lara when his weapon touches her, on a bandit
 * within two clicks each way (a little: monks and bandits wear each
 * other down slowly). */
static void attack_state(Game *g, int item, Item *it, CreatureInfo *c)
{
    if (c->flags & MONK_BLOW_BITS)
        return;
    int enemy = c->enemy;
    if (enemy >= 0 && enemy == g->sim->lara) {
        if (it->touch_bits & MONK_TOUCH_BITS) {
            Creature_HurtLara(g, MONK_LARA_DAMAGE);
            Creature_Sound(g, it, SFX_MONK_CRUNCH);
            Creature_Effect(g, item, &k_weapon, CREATURE_FX_BLOOD);
            c->flags |= MONK_BLOW_LANDED;
        }
    } else if (enemy >= 0) {
        Item *e = &g->sim->items[enemy];
        if (abs(e->pos.x - it->pos.x) < MONK_HIT_RANGE &&
            abs(e->pos.y - it->pos.y) < MONK_HIT_RANGE &&
            abs(e->pos.z - it->pos.z) < MONK_HIT_RANGE) {
            e->hit_points = (int16_t)(e->hit_points - MONK_ENEMY_DAMAGE);
            if (e->hit_points < 0)
                e->hit_points = 0;
            e->hit_status = true;
            Creature_Sound(g, it, SFX_MONK_CRUNCH);
            c->flags |= MONK_BLOW_LANDED;
        }
    }
}

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  int16_t angle, int16_t *head, int16_t *neck, int16_t *tilt)
{
    (void)neck; /* monks turn only their heads */
    if (info->ahead)
        *head = info->angle;
    switch (it->current_state) {
    case MONK_WAIT1:
    case MONK_WAIT2:
        wait_state(g, item, it, c, info);
        break;
    case MONK_WALK:
    case MONK_RUN:
        move_state(g, item, it, c, info, angle, tilt);
        break;
    case MONK_AIM3:
        it->goal_state =
            !info->ahead || info->distance > MONK_CLOSE_RANGE ? MONK_WAIT2 : MONK_ATTACK3;
        break;
    case MONK_ATTACK1:
    case MONK_ATTACK2:
    case MONK_ATTACK3:
    case MONK_ATTACK4:
    case MONK_ATTACK5:
        attack_state(g, item, it, c);
        break;
    default:
        break;
    }
}

static const Tr2PersonKind k_kind = {
    .hit_points = MONK_HIT_POINTS,
    .pivot_length = 0,
    .radius = TR2_PERSON_RADIUS,
    .head_bone = MONK_HEAD_BONE,
    .neck_bone = -1,
    .death_state = MONK_DEATH,
    .die_anim = MONK_DIE_ANIM,
    .death_spread = 0x4000,
    .violent = true,
    .zero_hp_on_death = false,
    .alive = alive,
};

static void monk_control(Game *g, int item)
{
    Tr2People_Control(g, item, &k_kind);
}

static void setup(Game *g, int id)
{
    Tr2People_SetupKind(g, id, &k_kind, monk_control);
}

void Monk_Setup(Game *g)
{
    setup(g, O2_MONK_1);
    setup(g, O2_MONK_2);
}
