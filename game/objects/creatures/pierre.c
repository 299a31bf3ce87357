/* Pierre (see pierre.h). Numbers, states and the running away as the
 * original's. */
#include "game/objects/creatures/pierre.h"

#include "game/camera/los.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define PIERRE_HEAD_BONE 6
#define PIERRE_POSE_CHANCE 0x60
#define PIERRE_SHOT_DAMAGE 50       /* split between the two pistols */
#define PIERRE_WALK_TURN ANGLE_DEG(3)
#define PIERRE_RUN_TURN ANGLE_DEG(6)
#define PIERRE_WALK_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define PIERRE_DIE_ANIM 12
#define PIERRE_WIMP_CHANCE 0x2000
#define PIERRE_RUN_HIT_POINTS 40    /* below this he runs (unless one-shot) */
#define PIERRE_DISAPPEAR 10         /* ticks out of the camera's sight */

enum {
    PIERRE_EMPTY = 0,
    PIERRE_STOP = 1,
    PIERRE_WALK = 2,
    PIERRE_RUN = 3,
    PIERRE_AIM = 4,
    PIERRE_DEATH = 5,
    PIERRE_POSE = 6,
    PIERRE_SHOOT = 7,
};

static const CreatureBite k_gun1 = { 60, 200, 0, 11 };
static const CreatureBite k_gun2 = { -57, 200, 0, 14 };

/* Takes Pierre out of the level (ran away, fell into water). */
static void vanish(Game *g, int item)
{
    g->sim->items[item].hit_points = ITEM_DONT_TARGET;
    Lot_DisableAI(g, item);
    Object_Kill(g, item);
    g->creatures->pierre = -1;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *pierre, const CreatureAI *info,
                  int16_t angle, int16_t head, int16_t *tilt)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case PIERRE_STOP:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (pierre->mood == MOOD_BORED)
            it->goal_state = Prng_Control(p) < PIERRE_POSE_CHANCE ? PIERRE_POSE : PIERRE_WALK;
        else if (pierre->mood == MOOD_ESCAPE)
            it->goal_state = PIERRE_RUN;
        else
            it->goal_state = PIERRE_WALK;
        break;

    case PIERRE_POSE:
        if (pierre->mood != MOOD_BORED) {
            it->goal_state = PIERRE_STOP;
        } else if (Prng_Control(p) < PIERRE_POSE_CHANCE) {
            it->required_state = PIERRE_WALK;
            it->goal_state = PIERRE_STOP;
        }
        break;

    case PIERRE_WALK:
        pierre->maximum_turn = PIERRE_WALK_TURN;
        if (pierre->mood == MOOD_BORED && Prng_Control(p) < PIERRE_POSE_CHANCE) {
            it->required_state = PIERRE_POSE;
            it->goal_state = PIERRE_STOP;
        } else if (pierre->mood == MOOD_ESCAPE) {
            it->required_state = PIERRE_RUN;
            it->goal_state = PIERRE_STOP;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            it->required_state = PIERRE_AIM;
            it->goal_state = PIERRE_STOP;
        } else if (!info->ahead || info->distance > PIERRE_WALK_RANGE) {
            it->required_state = PIERRE_RUN;
            it->goal_state = PIERRE_STOP;
        }
        break;

    case PIERRE_RUN:
        pierre->maximum_turn = PIERRE_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (pierre->mood == MOOD_BORED && Prng_Control(p) < PIERRE_POSE_CHANCE) {
            it->required_state = PIERRE_POSE;
            it->goal_state = PIERRE_STOP;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            it->required_state = PIERRE_AIM;
            it->goal_state = PIERRE_STOP;
        } else if (info->ahead && info->distance < PIERRE_WALK_RANGE) {
            it->required_state = PIERRE_WALK;
            it->goal_state = PIERRE_STOP;
        }
        break;

    case PIERRE_AIM:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = PIERRE_SHOOT;
        else
            it->goal_state = PIERRE_STOP;
        break;

    case PIERRE_SHOOT:
        if (!it->required_state) {
            Creature_ShootAtLara(g, item, info->distance, &k_gun1, head, PIERRE_SHOT_DAMAGE / 2);
            Creature_ShootAtLara(g, item, info->distance, &k_gun2, head, PIERRE_SHOT_DAMAGE / 2);
            it->required_state = PIERRE_AIM;
        }
        if (pierre->mood == MOOD_ESCAPE && Prng_Control(p) > PIERRE_WIMP_CHANCE)
            it->required_state = PIERRE_STOP;
        break;

    default:
        break;
    }
}

static void pierre_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    CreatureSlots *cs = g->creatures;

    /* Only one Pierre at a time: a second one (the next place he shows
     * up) removes the other, the one-shot Pierre (the one who dies)
     * winning. */
    if (cs->pierre < 0) {
        cs->pierre = (int16_t)item;
    } else if (cs->pierre != item) {
        if (it->one_shot)
            Object_Kill(g, cs->pierre);
        else
            Object_Kill(g, item);
    }

    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *pierre = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    /* Not the fight where he dies: at 40 hit points he stops losing any
     * and counts the ticks he has been running. */
    if (it->hit_points <= PIERRE_RUN_HIT_POINTS && !it->one_shot) {
        it->hit_points = PIERRE_RUN_HIT_POINTS;
        pierre->flags++;
    }

    if (it->hit_points <= 0) {
        if (Creature_StartDeath(g, it, PIERRE_DEATH, PIERRE_DIE_ANIM, 0)) {
            Creature_SpawnItem(g, item, O_MAGNUM_ITEM);
            Creature_SpawnItem(g, item, O_SCION_ITEM2);
            Creature_SpawnItem(g, item, O_KEY_ITEM1);
        }
    } else {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        if (info.ahead)
            head = info.angle;
        if (pierre->flags) {
            /* Running away: never in Lara's zone, always "just hit". */
            info.enemy_zone = -1;
            it->hit_status = true;
        }
        Creature_Mood(g, item, &info, false);
        angle = Creature_Turn(g, item, pierre->maximum_turn);
        alive(g, item, it, pierre, &info, angle, head, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);

    /* Gone once the camera has not seen him for a while. The slot memory
     * outlives a death in the animate step, as in the original. */
    if (pierre->flags) {
        GameVec start = g->camera.pos;
        GameVec target = { it->pos.x, it->pos.y - WALL_SIZE, it->pos.z, it->room };
        if (Los_Check(&g->world, &start, &target))
            pierre->flags = 1;
        else if (pierre->flags > PIERRE_DISAPPEAR)
            vanish(g, item);
    }

    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
    if (wh != WORLD_NO_HEIGHT)
        vanish(g, item);
}

void Pierre_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_PIERRE))
        return;
    ObjectInfo *o = &g->objects[O_PIERRE];
    o->control = pierre_control;
    o->hit_points = 70;
    o->radius = WALL_SIZE / 10;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_PIERRE, PIERRE_HEAD_BONE, 8);
}
