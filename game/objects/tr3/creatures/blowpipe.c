/* TR3's tribesman with a blowpipe (O3_BLOWPIPE, the South Pacific): from
 * a stand he blows a dart at Lara whenever he can target her (the dart, a
 * O3_DARTS item, leaves his pipe at 256 a tick along it on the 16th frame
 * of the blow); close to her he pokes her for 100 with his pipe. Hurt
 * while she is badly poisoned and he idles, he runs. Numbers and states
 * as the original's (tomb3/game/blowpipe.cpp, setup.cpp). The dart's
 * flight and sting are the O3_DARTS trap's. He reads his AI objects
 * (game/creature/ai_tr3.h): on guard he stands looking about until
 * alerted; hit, or near or in sight of Lara within two sectors of height,
 * he alerts his kind. Hit while she is badly poisoned (256), a bored
 * one runs away (his mood set to escape). */
#include "game/objects/tr3/creatures/tr3_people.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"

#define BLOW_HIT_POINTS 28
#define BLOW_WAIT_TURN ANGLE_DEG(2)      /* 364 */
#define BLOW_WALK_TURN ANGLE_DEG(9)      /* 1638 */
#define BLOW_RUN_TURN ANGLE_DEG(6)       /* 1092 */
#define BLOW_POKE_RANGE 0x40000          /* half a sector, squared */
#define BLOW_WALK_RANGE 0x400000         /* 2 sectors */
#define BLOW_SHOOT_RANGE 0x4000000       /* 8 sectors */
#define BLOW_POKE_DAMAGE 100
#define BLOW_POKE_TOUCH 0x2400           /* his hands */
#define BLOW_DART_FRAME 15
#define BLOW_DART_SPEED 256
#define BLOW_DIE_ANIM 20                 /* 21 from a stand or blowing */
#define BLOW_STRUCK 0x1000               /* flags: this poke has landed */
#define BLOW_ALERT_NEAR 1024             /* (squared: the original's, as it is) */
#define BLOW_ALERT_DY 2048
#define BLOW_POISONED 256

enum {
    BLOW_EMPTY,
    BLOW_WAIT1,
    BLOW_WALK,
    BLOW_RUN,
    BLOW_ATTACK1,
    BLOW_ATTACK2,
    BLOW_ATTACK3,
    BLOW_ATTACK4,
    BLOW_AIM3,
    BLOW_DEATH,
    BLOW_ATTACK5,
    BLOW_WAIT2,
};

static const CreatureBite k_poke = { 0, 0, -200, 13 };
static const CreatureBite k_pipe = { 8, 40, -248, 13 };

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

/* The dart leaves the pipe's end along the pipe (from its end to a point
 * as far again along it). */
static void blow_dart(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    Vec3i from = { k_pipe.x, k_pipe.y, k_pipe.z };
    Vec3i along = { k_pipe.x, k_pipe.y, k_pipe.z * 2 };
    Creature_JointPos(g, it, &from, k_pipe.mesh);
    Creature_JointPos(g, it, &along, k_pipe.mesh);
    int32_t dx = along.x - from.x, dy = along.y - from.y, dz = along.z - from.z;
    int16_t yaw = (int16_t)Camera_Atan(dz, dx);
    uint32_t horiz = Math_Sqrt32((uint32_t)(dx * dx) + (uint32_t)(dz * dz));
    int16_t pitch = (int16_t)Camera_Atan((int32_t)horiz, dy);
    if ((dy > 0 && pitch > 0) || (dy < 0 && pitch < 0))
        pitch = (int16_t)-pitch;
    int d = Trap_CreateItem(g, O3_DARTS, it->room, from, yaw);
    if (d == ITEM_NONE)
        return;
    Item *dart = &g->sim->items[d];
    dart->rot.x = pitch;
    dart->speed = BLOW_DART_SPEED;
    Object_AddActive(g, d);
    dart->status = ITEM_STATUS_ACTIVE;
}

/* Whether he can blow a dart at her from where he stands. */
static bool can_shoot(Game *g, int item, const CreatureAI *info)
{
    return CreatureGun_CanTarget(g, item, Creature_Enemy(g, item), info) &&
           info->distance < BLOW_SHOOT_RANGE;
}

static void blow_poke(Game *g, int item, CreatureInfo *c)
{
    int enemy = Creature_Enemy(g, item);
    if (c->flags & 0xF000)
        return;
    if (enemy == g->sim->lara) {
        if (Tr3People_StrikeLara(g, item, &k_poke, BLOW_POKE_TOUCH, BLOW_POKE_DAMAGE))
            c->flags |= BLOW_STRUCK;
    } else if (Tr3People_StrikeCreature(g, item, enemy, 512, 511, 5)) {
        /* The original leaves the z test out (any z will do): kept. */
        c->flags |= BLOW_STRUCK;
    }
}

static void blow_wait(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                      bool first, int16_t *head, int16_t *torso_x, int16_t *torso_y)
{
    c->flags &= 0xFFF;
    c->maximum_turn = BLOW_WAIT_TURN;
    if (it->ai_bits & AI_BIT_GUARD) {
        /* on guard: he looks about, now and then shifting his stance */
        *head = AiTR3_GuardHead(g, item);
        *torso_x = *torso_y = 0;
        c->maximum_turn = 0;
        if (!(rnd(g) & 0xFF))
            it->goal_state = first ? BLOW_WAIT2 : BLOW_WAIT1;
    } else if (c->mood == MOOD_ESCAPE) {
        bool stand = !Tr3People_LaraTargets(g, item) && info->ahead && !it->hit_status;
        it->goal_state = stand ? BLOW_WAIT1 : BLOW_RUN;
    } else if (info->bite && info->distance < BLOW_POKE_RANGE) {
        it->goal_state = first ? BLOW_WAIT2 : BLOW_ATTACK3;
    } else if (info->bite && info->distance < BLOW_WALK_RANGE) {
        it->goal_state = BLOW_WALK;
    } else if (can_shoot(g, item, info)) {
        it->goal_state = first ? BLOW_ATTACK1 : BLOW_WAIT1;
    } else if (c->mood == MOOD_BORED) {
        if (first) {
            if (rnd(g) < 512)
                it->goal_state = BLOW_WALK;
        } else {
            it->goal_state = rnd(g) < 512 ? BLOW_WALK : BLOW_RUN;
        }
    } else {
        it->goal_state = BLOW_RUN;
    }
}

static void blow_alive(Game *g, int item, Item *it, CreatureInfo *c, int16_t *angle,
                       int16_t *tilt, int16_t *head, int16_t *torso_x, int16_t *torso_y)
{
    if (it->ai_bits)
        AiTR3_Target(g, item);
    else
        c->enemy = (int16_t)g->sim->lara;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    /* hit while Lara is badly poisoned, a bored one runs away */
    if (it->hit_status && g->lara.poisoned >= BLOW_POISONED)
        Creature_MoodTR3Escaping(g, item, &info, info.zone_num == info.enemy_zone, true);
    else
        Creature_Mood(g, item, &info, info.zone_num == info.enemy_zone);
    *angle = Creature_Turn(g, item, c->mood == MOOD_BORED ? BLOW_WAIT_TURN : c->maximum_turn);
    if (info.ahead) {
        *head = (int16_t)(info.angle >> 1);
        *torso_y = (int16_t)(info.angle >> 1);
    }
    /* hit, or seeing Lara (or near her) within two sectors of height, he
     * alerts his kind */
    const Item *lara = Game_LaraItem(g);
    if (it->hit_status ||
        (c->enemy == g->sim->lara && lara && abs(lara->pos.y - it->pos.y) < BLOW_ALERT_DY &&
         (info.distance < BLOW_ALERT_NEAR ||
          Tr3People_TargetVisible(g, item, info.angle, info.distance))))
        Tr3People_AlertAll(g, item);
    const Item *enemy = &g->sim->items[Creature_Enemy(g, item)];
    switch (it->current_state) {
    case BLOW_WAIT1:
        if (info.ahead) {
            *torso_x = (int16_t)(Tr3People_XAngle(g, it, enemy) >> 1);
            *torso_y = info.angle;
        }
        blow_wait(g, item, it, c, &info, true, head, torso_x, torso_y);
        break;
    case BLOW_WAIT2:
        blow_wait(g, item, it, c, &info, false, head, torso_x, torso_y);
        break;
    case BLOW_WALK:
        c->maximum_turn = BLOW_WALK_TURN;
        if (info.bite && info.distance < BLOW_POKE_RANGE)
            it->goal_state = BLOW_WAIT2;
        else if (info.bite && info.distance < BLOW_WALK_RANGE)
            it->goal_state = BLOW_WALK;
        else if (can_shoot(g, item, &info))
            it->goal_state = BLOW_WAIT1;
        else if (c->mood == MOOD_ESCAPE)
            it->goal_state = BLOW_RUN;
        else if (c->mood == MOOD_BORED)
            it->goal_state = rnd(g) > 512 ? BLOW_WALK : rnd(g) > 512 ? BLOW_WAIT2 : BLOW_WAIT1;
        else if (info.distance > BLOW_WALK_RANGE)
            it->goal_state = BLOW_RUN;
        break;
    case BLOW_RUN:
        c->flags &= 0xFFF;
        c->maximum_turn = BLOW_RUN_TURN;
        *tilt = (int16_t)(*angle >> 2);
        if (info.bite && info.distance < BLOW_POKE_RANGE)
            it->goal_state = BLOW_WAIT2;
        else if (can_shoot(g, item, &info))
            it->goal_state = BLOW_WAIT1;
        if (it->ai_bits & AI_BIT_GUARD)
            it->goal_state = BLOW_WAIT2;
        else if (c->mood == MOOD_ESCAPE && !Tr3People_LaraTargets(g, item) && info.ahead)
            it->goal_state = BLOW_WAIT2;
        else if (c->mood == MOOD_BORED)
            it->goal_state = BLOW_WAIT1;
        break;
    case BLOW_ATTACK1: {
        if (info.ahead) {
            *torso_x = Tr3People_XAngle(g, it, enemy);
            *torso_y = info.angle;
        }
        c->maximum_turn = 0;
        /* He aims with his whole body, a little each tick. */
        Creature_TurnToward(it, info.angle, BLOW_WAIT_TURN);
        const Animation *a = &g->lv->animations[it->anim];
        if (it->frame == a->frame_start + BLOW_DART_FRAME)
            blow_dart(g, item);
        it->goal_state = BLOW_WAIT1;
        break;
    }
    case BLOW_ATTACK3:
        blow_poke(g, item, c);
        break;
    case BLOW_AIM3:
        it->goal_state = !info.bite || info.distance > BLOW_POKE_RANGE ? BLOW_WAIT2 : BLOW_ATTACK3;
        break;
    default:
        break;
    }
}

static void blow_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t angle = 0, tilt = 0, head = 0, torso_x = 0, torso_y = 0;
    if (it->hit_points <= 0) {
        bool low = it->current_state == BLOW_WAIT1 || it->current_state == BLOW_ATTACK1;
        Creature_StartDeath(g, it, BLOW_DEATH, BLOW_DIE_ANIM + (low ? 1 : 0), 0);
    } else {
        blow_alive(g, item, it, c, &angle, &tilt, &head, &torso_x, &torso_y);
    }
    Creature_Tilt(it, tilt);
    Tr3People_Joint(c, 0, torso_y);
    Tr3People_Joint(c, 1, torso_x);
    Tr3People_Joint(c, 2, (int16_t)(head - torso_y));
    Tr3People_Joint(c, 3, 0);
    Creature_Animate(g, item, angle, 0);
}

void Tr3Blowpipe_Setup(Game *g)
{
    /* Torso (bone 6) and head (bone 13) turn about y and x. */
    static const Tr3PersonNumbers n = {
        .hit_points = BLOW_HIT_POINTS,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 6, 8 | 4 }, { 13, 8 | 4 } },
    };
    Tr3People_SetupKind(g, O3_BLOWPIPE, &n, blow_control);
}
