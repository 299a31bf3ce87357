/* TR3's hybrid (Area 51's MUTANT_3): 90 hit points; runs or walks at
 * Lara, leaps at her from afar when she is ahead (20 a tick its claw
 * touches her in the leap), and from close slashes (100) or kicks (80),
 * once per blow. Three joints as hybrid.cpp turns them (TR3's
 * CreatureJoint): its torso pitches (joint 0, about its first bone's x)
 * and turns (joint 1, about that bone's z, as the set-up marks it) to
 * her as it strikes or leaps; its head (joint 2, bone 7 about y) looks
 * at her while it stands, or walks or runs with her ahead.
 * It reads its AI objects (hybrid.cpp's GetAITarget: game/creature/
 * ai_tr3.h): on guard it stands looking about (the original's AIGuard
 * turns its head) until alerted, a patroller walks its route looking
 * ahead; Lara within a sector, seen (from where its head looks) or
 * hurting it, it alerts its kind. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define HYBRID_HIT_POINTS 90
#define HYBRID_RADIUS 128
#define HYBRID_TORSO_BONE 0
#define HYBRID_HEAD_BONE 7
#define HYBRID_WALK_TURN ANGLE_DEG(3)
#define HYBRID_RUN_TURN ANGLE_DEG(6)
#define HYBRID_CLOSE_RANGE (WALL_SIZE * WALL_SIZE)
#define HYBRID_WALK_RANGE 0x1C6E39 /* about 1.33 sectors, squared */
#define HYBRID_NEAR_RANGE (2 * WALL_SIZE * 2 * WALL_SIZE)
#define HYBRID_LEAP_ARC 0x2000
#define HYBRID_CLAW_TOUCH 0x80
#define HYBRID_FOOT_TOUCH 0x800
#define HYBRID_LEAP_DAMAGE 20
#define HYBRID_SLASH_DAMAGE 100
#define HYBRID_KICK_DAMAGE 80
#define HYBRID_DIE_ANIM 18
#define HYBRID_AWARE_RANGE 0x100000   /* a sector, squared */

enum {
    HYBRID_EMPTY = 0,
    HYBRID_STOP = 1,
    HYBRID_WALK = 2,
    HYBRID_RUN = 3,
    HYBRID_JUMP_STR = 4,
    HYBRID_JUMP_MID = 5,
    HYBRID_JUMP_END = 6,
    HYBRID_SLASH_LEFT = 7,
    HYBRID_KICK = 8,
    HYBRID_RUN_ATAK = 9,
    HYBRID_WALK_ATAK = 10,
    HYBRID_DEATH = 11,
};

static const CreatureBite k_claw = { 19, -13, 3, 7 };
static const CreatureBite k_foot = { 19, -13, 3, 14 };

/* What its joints turn towards this tick (the original's torso_x,
 * torso_y and head). */
typedef struct {
    int16_t torso_x, torso_y, head;
} HybridTurns;

/* The torso to her (a strike or the leap). */
static void aim_torso(const CreatureAI *info, HybridTurns *j)
{
    j->torso_x = info->x_angle;
    j->torso_y = info->angle;
}

static void stop(Game *g, int item, Item *it, CreatureInfo *h, const CreatureAI *info,
                 HybridTurns *j)
{
    h->maximum_turn = 0;
    h->flags = 0;
    j->head = info->angle;
    if (it->ai_bits & AI_BIT_GUARD) {
        j->head = AiTR3_GuardHead(g, item);
        it->goal_state = HYBRID_STOP;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = HYBRID_WALK;
        j->head = 0;
    } else if (h->mood == MOOD_ESCAPE) {
        it->goal_state = g->lara.target == item || !info->ahead ? HYBRID_RUN : HYBRID_STOP;
    } else if (info->angle < HYBRID_LEAP_ARC && info->angle > -HYBRID_LEAP_ARC &&
               info->distance > HYBRID_CLOSE_RANGE) {
        it->goal_state = HYBRID_JUMP_STR;
    } else if (info->bite && info->distance < HYBRID_CLOSE_RANGE) {
        aim_torso(info, j);
        it->goal_state = info->angle < 0 ? HYBRID_SLASH_LEFT : HYBRID_KICK;
    } else if (it->required_state != HYBRID_EMPTY) {
        it->goal_state = it->required_state;
    } else {
        it->goal_state = info->distance < HYBRID_NEAR_RANGE ? HYBRID_WALK : HYBRID_RUN;
    }
}

static void run(Game *g, int item, Item *it, CreatureInfo *h, const CreatureAI *info)
{
    h->maximum_turn = HYBRID_RUN_TURN;
    const Item *lara = Game_LaraItem(g);
    if (it->ai_bits & AI_BIT_GUARD)
        it->goal_state = HYBRID_STOP;
    else if (h->mood == MOOD_BORED || (h->mood == MOOD_ESCAPE && g->lara.target != item && info->ahead))
        it->goal_state = HYBRID_STOP;
    else if (h->flags && info->ahead)
        it->goal_state = HYBRID_STOP;
    else if (info->bite && info->distance < HYBRID_NEAR_RANGE)
        it->goal_state = lara && lara->speed ? HYBRID_RUN_ATAK : HYBRID_STOP;
    else if (info->distance < HYBRID_NEAR_RANGE)
        it->goal_state = HYBRID_WALK;
    h->flags = 0;
}

/* A slash, run or walk attack, or the kick: one blow per attack while
 * its limb touches her; out of reach, it stops. */
static void blow(Game *g, int item, Item *it, CreatureInfo *h, const CreatureAI *info,
                 uint32_t touch, int16_t damage, const CreatureBite *at)
{
    h->maximum_turn = HYBRID_WALK_TURN;
    if (!h->flags && (it->touch_bits & touch)) {
        Creature_HurtLara(g, damage);
        Creature_Effect(g, item, at, CREATURE_FX_BLOOD);
        h->flags = 1;
    }
    if (!info->bite || info->distance >= HYBRID_CLOSE_RANGE)
        it->goal_state = HYBRID_STOP;
    if (it->frame == g->lv->animations[it->anim].frame_end)
        h->flags = 0;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *h, const CreatureAI *info,
                  HybridTurns *j)
{
    switch (it->current_state) {
    case HYBRID_STOP:
        stop(g, item, it, h, info, j);
        break;
    case HYBRID_WALK:
        h->maximum_turn = HYBRID_WALK_TURN;
        if (info->ahead)
            j->head = info->angle;
        if (it->ai_bits & AI_BIT_PATROL1) {
            it->goal_state = HYBRID_WALK;
            j->head = 0;
        } else if (info->bite && info->distance < HYBRID_WALK_RANGE)
            it->goal_state = HYBRID_WALK_ATAK;
        else if (h->mood == MOOD_ESCAPE || h->mood == MOOD_ATTACK)
            it->goal_state = HYBRID_RUN;
        break;
    case HYBRID_RUN:
        if (info->ahead)
            j->head = info->angle;
        run(g, item, it, h, info);
        break;
    case HYBRID_JUMP_STR:
        h->maximum_turn = HYBRID_WALK_TURN;
        break;
    case HYBRID_JUMP_MID:
    case HYBRID_JUMP_END:
        h->maximum_turn = 0;
        if (info->ahead)
            aim_torso(info, j);
        /* the leap hurts on every tick its claw touches */
        if (it->touch_bits & HYBRID_CLAW_TOUCH) {
            Creature_HurtLara(g, HYBRID_LEAP_DAMAGE);
            Creature_Effect(g, item, &k_claw, CREATURE_FX_BLOOD);
        }
        break;
    case HYBRID_SLASH_LEFT:
    case HYBRID_RUN_ATAK:
    case HYBRID_WALK_ATAK:
        if (info->ahead)
            aim_torso(info, j);
        blow(g, item, it, h, info, HYBRID_CLAW_TOUCH, HYBRID_SLASH_DAMAGE, &k_claw);
        break;
    case HYBRID_KICK:
        if (info->ahead)
            aim_torso(info, j);
        blow(g, item, it, h, info, HYBRID_FOOT_TOUCH, HYBRID_KICK_DAMAGE, &k_foot);
        break;
    default:
        break;
    }
}

static void hybrid_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *h = it->data;
    int16_t angle = 0;
    HybridTurns j = {0, 0, 0};

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, HYBRID_DEATH, HYBRID_DIE_ANIM, 0);
    } else {
        if (it->ai_bits)
            AiTR3_Target(g, item);
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        int16_t lara_angle;
        int32_t lara_dist;
        Tr3People_LaraSight(g, item, &info, &lara_angle, &lara_dist);
        Creature_Mood(g, item, &info, true);
        angle = Creature_Turn(g, item, h->maximum_turn);
        /* from here on Lara is its enemy again (the original's), and
         * she alerts its kind */
        h->enemy = (int16_t)g->sim->lara;
        if (lara_dist < HYBRID_AWARE_RANGE || it->hit_status ||
            Tr3People_TargetVisible(g, item, lara_angle, lara_dist))
            Tr3People_AlertAll(g, item);
        alive(g, item, it, h, &info, &j);
    }

    Creature_Tilt(it, 0);
    Tr3People_Joint(h, 0, j.torso_x);
    Tr3People_Joint(h, 1, j.torso_y);
    Tr3People_Joint(h, 2, j.head);
    Creature_Animate(g, item, angle, 0);
}

void Hybrid_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_MUTANT_3))
        return;
    ObjectInfo *o = &g->objects[O3_MUTANT_3];
    o->control = hybrid_control;
    o->hit_points = HYBRID_HIT_POINTS;
    o->radius = HYBRID_RADIUS;
    o->pivot_length = 0;
    /* the original's set-up: the first bone about x and z (joints 0, 1),
     * bone 7 about y (joint 2, the head) */
    Creature_SetBoneFlags(g, O3_MUTANT_3, HYBRID_TORSO_BONE, 4 | 16);
    Creature_SetBoneFlags(g, O3_MUTANT_3, HYBRID_HEAD_BONE, 8);
}
