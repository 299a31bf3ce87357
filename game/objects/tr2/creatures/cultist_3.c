/* TR2's two-gun cultist (CULT_3): walks and runs at Lara, aims with his
 * left or right arm from a walk, or with both from a stand, and shoots
 * one shot per aim (two from the stand). Numbers and states as the
 * original's (TRX src/tr2/game/objects/creatures/cultist_3.c for the
 * facts); shots by game/creature/creature_gun.h. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define CULT3_HIT_POINTS 150
#define CULT3_SHOT_DAMAGE 50
#define CULT3_WALK_TURN ANGLE_DEG(3)
#define CULT3_RUN_TURN ANGLE_DEG(3)
#define CULT3_STOP_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define CULT3_RUN_RANGE (WALL_SIZE * 5 * WALL_SIZE * 5)
#define CULT3_WAIT_ANIM 3
#define CULT3_DIE_ANIM 32
/* The bones his aim turns: the body, each arm, the head. */
#define CULT3_BODY_BONE 0
#define CULT3_LEFT_BONE 2
#define CULT3_RIGHT_BONE 6
#define CULT3_HEAD_BONE 10

enum {
    CULT3_EMPTY = 0,
    CULT3_STOP = 1,
    CULT3_WAIT = 2,
    CULT3_WALK = 3,
    CULT3_RUN = 4,
    CULT3_AIM_L = 5,
    CULT3_AIM_R = 6,
    CULT3_SHOOT_L = 7,
    CULT3_SHOOT_R = 8,
    CULT3_AIM_BOTH = 9,
    CULT3_SHOOT_BOTH = 10,
    CULT3_DEATH = 11,
};

static const CreatureBite k_left_gun = { -2, 275, 23, 6 };
static const CreatureBite k_right_gun = { 2, 275, 23, 10 };

/* The turns of this tick: head, body, left and right arm. */
typedef struct {
    int16_t head, body, left, right;
} Aim;

static void stand(Game *g, int item, Item *it, const CreatureInfo *c, const CreatureAI *info,
                  Aim *a, bool lara_dead)
{
    if (info->ahead)
        a->head = info->angle;
    if (c->mood == MOOD_BORED && lara_dead)
        it->goal_state = CULT3_WAIT;
    else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info))
        it->goal_state = info->distance > CULT3_STOP_RANGE ? CULT3_WALK : CULT3_AIM_BOTH;
    else if (c->mood == MOOD_ESCAPE)
        it->goal_state = CULT3_RUN;
    else if (c->mood == MOOD_ATTACK)
        it->goal_state =
            info->distance > CULT3_RUN_RANGE || !info->ahead ? CULT3_RUN : CULT3_WALK;
    else if (c->mood == MOOD_STALK || !info->ahead)
        it->goal_state = CULT3_WALK;
}

static void move(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info, Aim *a,
                 int16_t angle, int16_t *tilt, bool lara_dead)
{
    int enemy = Tr2People_Enemy(g, item);
    bool can = false;
    if (info->ahead)
        a->head = info->angle;
    if (it->current_state == CULT3_WALK) {
        c->maximum_turn = CULT3_WALK_TURN;
        can = CreatureGun_CanTarget(g, item, enemy, info);
        if (can) {
            if (info->distance < CULT3_STOP_RANGE || info->zone_num != info->enemy_zone)
                it->goal_state = CULT3_STOP;
            else
                it->goal_state = info->angle < 0 ? CULT3_AIM_L : CULT3_AIM_R;
        } else if (c->mood == MOOD_ESCAPE) {
            it->goal_state = CULT3_RUN;
        } else if (c->mood == MOOD_STALK || c->mood == MOOD_ATTACK) {
            if (info->distance > CULT3_RUN_RANGE || !info->ahead)
                it->goal_state = CULT3_RUN;
        } else if (lara_dead) {
            it->goal_state = CULT3_WAIT;
        } else if (info->ahead) {
            it->goal_state = CULT3_STOP;
        }
        return;
    }
    c->maximum_turn = CULT3_RUN_TURN;
    *tilt = (int16_t)(angle / 4);
    if (CreatureGun_CanTarget(g, item, enemy, info)) {
        if (info->zone_num != info->enemy_zone)
            it->goal_state = CULT3_STOP;
        else
            it->goal_state = info->angle < 0 ? CULT3_AIM_L : CULT3_AIM_R;
    } else if (c->mood == MOOD_BORED) {
        it->goal_state = lara_dead ? CULT3_WAIT : CULT3_STOP;
    } else if (info->ahead && info->distance < CULT3_RUN_RANGE) {
        it->goal_state = CULT3_WALK;
    }
}

static void aim_and_shoot(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                          Aim *a)
{
    int enemy = Tr2People_Enemy(g, item);
    int16_t s = it->current_state;
    bool left = s == CULT3_AIM_L || s == CULT3_SHOOT_L;
    bool both = s == CULT3_AIM_BOTH || s == CULT3_SHOOT_BOTH;
    if (info->ahead) {
        if (both) {
            a->body = info->angle;
        } else {
            a->head = info->angle;
            if (left)
                a->left = info->angle;
            else
                a->right = info->angle;
        }
    }
    switch (s) {
    case CULT3_AIM_L:
    case CULT3_AIM_R:
        c->flags = 0;
        if (CreatureGun_CanTarget(g, item, enemy, info))
            it->goal_state = left ? CULT3_SHOOT_L : CULT3_SHOOT_R;
        else
            it->goal_state = CULT3_WALK;
        break;
    case CULT3_AIM_BOTH:
        c->flags = 0;
        it->goal_state = CreatureGun_CanTarget(g, item, enemy, info) ? CULT3_SHOOT_BOTH
                                                                     : CULT3_STOP;
        break;
    case CULT3_SHOOT_L:
    case CULT3_SHOOT_R:
        if (!c->flags) {
            CreatureGun_Shoot(g, item, enemy, info, left ? &k_left_gun : &k_right_gun, a->head,
                              CULT3_SHOT_DAMAGE);
            c->flags = 1;
        }
        break;
    default: /* both guns: no flash turn */
        if (!c->flags) {
            CreatureGun_Shoot(g, item, enemy, info, &k_left_gun, 0, CULT3_SHOT_DAMAGE);
            CreatureGun_Shoot(g, item, enemy, info, &k_right_gun, 0, CULT3_SHOT_DAMAGE);
            c->flags = 1;
        }
        break;
    }
}

/* Which bones take this tick's turns, and the turns themselves: the body
 * alone, an arm (head turn) with the head (neck turn), or the head. */
static void turn_bones(Game *g, int item, const Aim *a)
{
    Tr2People_BoneTurn(g, O2_CULT_3, CULT3_BODY_BONE, a->body != 0);
    Tr2People_BoneTurn(g, O2_CULT_3, CULT3_LEFT_BONE, a->left != 0);
    Tr2People_BoneTurn(g, O2_CULT_3, CULT3_RIGHT_BONE, a->right != 0);
    Tr2People_BoneTurn(g, O2_CULT_3, CULT3_HEAD_BONE, a->head != 0);
    if (a->body) {
        Creature_Head(g, item, a->body);
    } else if (a->left || a->right) {
        Creature_Head(g, item, a->left ? a->left : a->right);
        Creature_Neck(g, item, a->head);
    } else if (a->head) {
        Creature_Head(g, item, a->head);
    }
}

static void cult3_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    Aim a = { 0, 0, 0, 0 };
    int16_t angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, CULT3_DEATH, CULT3_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        Creature_Mood(g, item, &info, true);
        angle = Creature_Turn(g, item, c->maximum_turn);
        const Item *lara = Game_LaraItem(g);
        bool lara_dead = lara && lara->hit_points <= 0;
        switch (it->current_state) {
        case CULT3_STOP:
        case CULT3_WAIT:
            stand(g, item, it, c, &info, &a, lara_dead);
            break;
        case CULT3_WALK:
        case CULT3_RUN:
            move(g, item, it, c, &info, &a, angle, &tilt, lara_dead);
            break;
        case CULT3_AIM_L:
        case CULT3_AIM_R:
        case CULT3_AIM_BOTH:
        case CULT3_SHOOT_L:
        case CULT3_SHOOT_R:
        case CULT3_SHOOT_BOTH:
            aim_and_shoot(g, item, it, c, &info, &a);
            break;
        default:
            break;
        }
    }

    Creature_Tilt(it, tilt);
    turn_bones(g, item, &a);
    Creature_Animate(g, item, angle, 0);
}

/* The original's set-up: the common creature start, then waiting. */
static void cult3_initialise(Game *g, int item)
{
    Creature_InitialiseIn(g, item, CULT3_WAIT_ANIM, 0, CULT3_WAIT);
}

void Cultist3_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_CULT_3))
        return;
    ObjectInfo *o = &g->objects[O2_CULT_3];
    o->initialise = cult3_initialise;
    o->control = cult3_control;
    o->hit_points = CULT3_HIT_POINTS;
    o->radius = TR2_CULTIST_RADIUS;
    o->pivot_length = 0;
    o->smartness = 0x7FFF;
}
