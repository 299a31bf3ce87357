/* TR3's tribesman with an axe (O3_TRIBEAXE, the South Pacific): waits,
 * walks and runs at Lara and swings one of five blows, each landing for
 * its own damage in its own frames while his axe hand touches her; a
 * wounded tribesman whom Lara has hurt runs off when she is far and faces
 * him. Numbers and states as the original's (tomb3/game/tribeaxe.cpp, its
 * set-up in setup.cpp). */
#include "game/objects/tr3/creatures/tr3_people.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define AXE_HIT_POINTS 28
#define AXE_WAIT_TURN ANGLE_DEG(4)       /* 728 */
#define AXE_WALK_TURN ANGLE_DEG(9)       /* 1638 */
#define AXE_RUN_TURN ANGLE_DEG(6)        /* 1092 */
#define AXE_BORED_WALK_TURN 409
#define AXE_BORED_RUN_TURN 273
#define AXE_CLOSE_RANGE 0x718E4          /* about 680 units, squared */
#define AXE_NEAR_RANGE 0x100000          /* 1 sector */
#define AXE_WALK_RANGE 0x400000          /* 2 sectors */
#define AXE_ESCAPE_RANGE 0x900000        /* 3 sectors */
#define AXE_TOUCH 0x2000                 /* his axe hand */
#define AXE_DIE_ANIM 20                  /* 21 from a stand or the low swing */
#define AXE_HEAD_BONE 13
#define AXE_TORSO_BONE 6

enum {
    AXE_EMPTY,
    AXE_WAIT1,
    AXE_WALK,
    AXE_RUN,
    AXE_ATTACK1,
    AXE_ATTACK2,
    AXE_ATTACK3,
    AXE_ATTACK4,
    AXE_AIM3,
    AXE_DEATH,
    AXE_ATTACK5,
    AXE_WAIT2,
    AXE_ATTACK6,
    AXE_STATES,
};

static const CreatureBite k_axe = { 0, 16, 265, 13 };

/* Per attack state: the first and last frame a blow lands, its damage
 * (blood once per 8 of it). */
static const uint8_t k_hit_frames[AXE_STATES][3] = {
    [AXE_ATTACK2] = { 2, 12, 8 },  [AXE_ATTACK3] = { 8, 9, 32 },
    [AXE_ATTACK4] = { 19, 28, 8 }, [AXE_ATTACK5] = { 7, 14, 8 },
    [AXE_ATTACK6] = { 15, 19, 32 },
};

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

static void axe_attack(Game *g, int item, Item *it, CreatureInfo *c)
{
    c->item_flags[0] = 1;
    c->maximum_turn = AXE_WAIT_TURN;
    const Animation *a = &g->lv->animations[it->anim];
    c->flags = (uint16_t)(it->frame - a->frame_start);
    const uint8_t *hf = k_hit_frames[it->current_state];
    int enemy = Creature_Enemy(g, item);
    bool in_frames = c->flags >= hf[0] && c->flags <= hf[1];
    if (enemy == g->sim->lara) {
        if (in_frames && (it->touch_bits & AXE_TOUCH)) {
            Creature_HurtLara(g, hf[2]);
            for (int i = 0; i < hf[2]; i += 8)
                Creature_Effect(g, item, &k_axe, CREATURE_FX_BLOOD);
        }
    } else if (in_frames && Tr3People_StrikeCreature(g, item, enemy, 512, 511, 2)) {
        Creature_Effect(g, item, &k_axe, CREATURE_FX_BLOOD);
    }
}

static void axe_wait(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                     bool first)
{
    c->maximum_turn = AXE_WAIT_TURN;
    c->flags = 0;
    if (c->mood == MOOD_BORED) {
        c->maximum_turn = 0;
        if (rnd(g) < 0x100)
            it->goal_state = AXE_WALK;
    } else if (c->mood == MOOD_ESCAPE) {
        if (!Tr3People_LaraTargets(g, item) && info->ahead && !it->hit_status)
            it->goal_state = AXE_WAIT1;
        else
            it->goal_state = AXE_RUN;
    } else if (first && c->item_flags[0]) {
        c->item_flags[0] = 0;
        it->goal_state = AXE_WAIT2;
    } else if (first) {
        if (info->ahead && info->distance < AXE_CLOSE_RANGE)
            it->goal_state = AXE_ATTACK4;
        else if (info->ahead && info->distance < AXE_NEAR_RANGE)
            it->goal_state = rnd(g) < 0x4000 ? AXE_WALK : AXE_ATTACK4;
        else if (info->ahead && info->distance < AXE_WALK_RANGE)
            it->goal_state = AXE_WALK;
        else
            it->goal_state = AXE_RUN;
    } else {
        if (info->ahead && info->distance < AXE_CLOSE_RANGE)
            it->goal_state = rnd(g) < 0x800 ? AXE_ATTACK2 : AXE_AIM3;
        else if (info->distance < AXE_WALK_RANGE)
            it->goal_state = AXE_WALK;
        else
            it->goal_state = AXE_RUN;
    }
}

static void axe_alive(Game *g, int item, Item *it, CreatureInfo *c, int16_t *angle,
                      int16_t *head, int16_t *tilt)
{
    c->enemy = (int16_t)g->sim->lara;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, true);
    /* Hurt by her and she is far, facing him: he runs. */
    if (Creature_Enemy(g, item) == g->sim->lara && c->hurt_by_lara &&
        info.distance > AXE_ESCAPE_RANGE && info.enemy_facing < 0x3000 &&
        info.enemy_facing > -0x3000)
        c->mood = MOOD_ESCAPE;
    *angle = Creature_Turn(g, item, c->maximum_turn);
    if (info.ahead)
        *head = info.angle;

    switch (it->current_state) {
    case AXE_WAIT1:
        axe_wait(g, item, it, c, &info, true);
        break;
    case AXE_WAIT2:
        axe_wait(g, item, it, c, &info, false);
        break;
    case AXE_WALK:
        c->maximum_turn = AXE_WALK_TURN;
        c->flags = 0;
        *tilt = (int16_t)(*angle >> 3);
        if (c->mood == MOOD_BORED) {
            c->maximum_turn = AXE_BORED_WALK_TURN;
            if (rnd(g) < 0x100)
                it->goal_state = rnd(g) < 0x2000 ? AXE_WAIT1 : AXE_WAIT2;
        } else if (c->mood == MOOD_ESCAPE) {
            it->goal_state = AXE_RUN;
        } else if (info.ahead && info.distance < AXE_CLOSE_RANGE) {
            it->goal_state = rnd(g) < 0x2000 ? AXE_WAIT1 : AXE_WAIT2;
        } else if (info.distance > AXE_WALK_RANGE) {
            it->goal_state = AXE_RUN;
        }
        break;
    case AXE_RUN:
        c->maximum_turn = AXE_RUN_TURN;
        c->flags = 0;
        *tilt = (int16_t)(*angle >> 2);
        if (c->mood == MOOD_BORED) {
            c->maximum_turn = AXE_BORED_RUN_TURN;
            if (rnd(g) < 0x100)
                it->goal_state = rnd(g) < 0x4000 ? AXE_WAIT1 : AXE_WAIT2;
        } else if (c->mood == MOOD_ESCAPE && !Tr3People_LaraTargets(g, item) && info.ahead) {
            it->goal_state = AXE_WAIT2;
        } else if (info.bite || info.distance < AXE_WALK_RANGE) {
            if (rnd(g) < 0x4000)
                it->goal_state = AXE_ATTACK6;
            else if (rnd(g) < 0x2000)
                it->goal_state = AXE_ATTACK5;
            else
                it->goal_state = AXE_WALK;
        }
        break;
    case AXE_ATTACK2:
    case AXE_ATTACK3:
    case AXE_ATTACK4:
    case AXE_ATTACK5:
    case AXE_ATTACK6:
        axe_attack(g, item, it, c);
        break;
    case AXE_AIM3:
        c->maximum_turn = AXE_WAIT_TURN;
        it->goal_state = info.bite || info.distance < AXE_CLOSE_RANGE ? AXE_ATTACK3 : AXE_WAIT2;
        break;
    default:
        break;
    }
}

static void axe_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t angle = 0, head = 0, tilt = 0;
    if (it->hit_points <= 0) {
        /* From a stand or the low swing he falls one way, else the other. */
        bool low = it->current_state == AXE_WAIT1 || it->current_state == AXE_ATTACK4;
        Creature_StartDeath(g, it, AXE_DEATH, AXE_DIE_ANIM + (low ? 1 : 0), 0);
    } else {
        axe_alive(g, item, it, c, &angle, &head, &tilt);
    }
    Creature_Tilt(it, tilt);
    Tr3People_Joint(c, 0, (int16_t)(head >> 1));
    Tr3People_Joint(c, 1, (int16_t)(head >> 1));
    Creature_Animate(g, item, angle, 0);
}

void Tr3TribeAxe_Setup(Game *g)
{
    /* The original turns his neck (bone 13) and torso (bone 6) about y. */
    static const Tr3PersonNumbers n = {
        .hit_points = AXE_HIT_POINTS,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { AXE_HEAD_BONE, 8 }, { AXE_TORSO_BONE, 8 } },
    };
    Tr3People_SetupKind(g, O3_TRIBEAXE, &n, axe_control);
}
