/* TR3's hybrid (Area 51's MUTANT_3): 90 hit points; runs or walks at
 * Lara, leaps at her from afar when she is ahead (20 a tick its claw
 * touches her in the leap), and from close slashes (100) or kicks (80),
 * once per blow. Its torso turns to her as it strikes (the original's
 * torso pitch needs the AI info's pitch, which ours lacks; its head, a
 * third joint, has no room in our creature data: only the torso turns).
 * It reads its AI objects (hybrid.cpp's GetAITarget: game/creature/
 * ai_tr3.h): on guard it stands (looking about: the head it would turn
 * is drawn for, not shown) until alerted, a patroller walks its route;
 * Lara within a sector, seen or hurting it, it alerts its kind. */
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

static void stop(Game *g, int item, Item *it, CreatureInfo *h, const CreatureAI *info,
                 int16_t *torso)
{
    h->maximum_turn = 0;
    h->flags = 0;
    if (it->ai_bits & AI_BIT_GUARD) {
        (void)AiTR3_GuardHead(g, item); /* (its head: see above) */
        it->goal_state = HYBRID_STOP;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = HYBRID_WALK;
    } else if (h->mood == MOOD_ESCAPE) {
        it->goal_state = g->lara.target == item || !info->ahead ? HYBRID_RUN : HYBRID_STOP;
    } else if (info->angle < HYBRID_LEAP_ARC && info->angle > -HYBRID_LEAP_ARC &&
               info->distance > HYBRID_CLOSE_RANGE) {
        it->goal_state = HYBRID_JUMP_STR;
    } else if (info->bite && info->distance < HYBRID_CLOSE_RANGE) {
        *torso = info->angle;
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

static int16_t alive(Game *g, int item, Item *it, CreatureInfo *h, const CreatureAI *info)
{
    int16_t torso = 0;
    switch (it->current_state) {
    case HYBRID_STOP:
        stop(g, item, it, h, info, &torso);
        break;
    case HYBRID_WALK:
        h->maximum_turn = HYBRID_WALK_TURN;
        if (it->ai_bits & AI_BIT_PATROL1)
            it->goal_state = HYBRID_WALK;
        else if (info->bite && info->distance < HYBRID_WALK_RANGE)
            it->goal_state = HYBRID_WALK_ATAK;
        else if (h->mood == MOOD_ESCAPE || h->mood == MOOD_ATTACK)
            it->goal_state = HYBRID_RUN;
        break;
    case HYBRID_RUN:
        run(g, item, it, h, info);
        break;
    case HYBRID_JUMP_STR:
        h->maximum_turn = HYBRID_WALK_TURN;
        break;
    case HYBRID_JUMP_MID:
    case HYBRID_JUMP_END:
        h->maximum_turn = 0;
        if (info->ahead)
            torso = info->angle;
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
            torso = info->angle;
        blow(g, item, it, h, info, HYBRID_CLAW_TOUCH, HYBRID_SLASH_DAMAGE, &k_claw);
        break;
    case HYBRID_KICK:
        if (info->ahead)
            torso = info->angle;
        blow(g, item, it, h, info, HYBRID_FOOT_TOUCH, HYBRID_KICK_DAMAGE, &k_foot);
        break;
    default:
        break;
    }
    return torso;
}

static void hybrid_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *h = it->data;
    int16_t angle = 0, torso = 0;

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
        torso = alive(g, item, it, h, &info);
    }

    Creature_Tilt(it, 0);
    /* the torso's pitch (first) and turn (second) on its first bone */
    Creature_Head(g, item, 0);
    Creature_Neck(g, item, torso);
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
    Creature_SetBoneFlags(g, O3_MUTANT_3, HYBRID_TORSO_BONE, 4 | 16);
}
