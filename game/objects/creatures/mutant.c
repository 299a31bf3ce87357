/* The Atlantean mutants (see mutant.h). Numbers, states and flags as the
 * original's. */
#include "game/objects/creatures/mutant.h"

#include <string.h>

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define FLYER_PIVOT 150
#define FLYER_CHARGE_DAMAGE 100
#define FLYER_LUNGE_DAMAGE 150
#define FLYER_PUNCH_DAMAGE 200
#define FLYER_PART_DAMAGE 100
#define FLYER_WALK_TURN ANGLE_DEG(2)
#define FLYER_RUN_TURN ANGLE_DEG(6)
#define FLYER_POSE_CHANCE 80
#define FLYER_UNPOSE_CHANCE 256
#define FLYER_WALK_RANGE (WALL_SIZE * 9 / 2 * (WALL_SIZE * 9 / 2))
#define FLYER_ATTACK1_RANGE (600 * 600)
#define FLYER_ATTACK2_RANGE (WALL_SIZE * 5 / 2 * (WALL_SIZE * 5 / 2))
#define FLYER_ATTACK3_RANGE (300 * 300)
#define FLYER_ATTACK_RANGE (WALL_SIZE * 15 / 4 * (WALL_SIZE * 15 / 4))
#define FLYER_TOUCH 0x678
#define FLYER_WINGLESS_MESHES 0xFFE07FFF   /* the wingless kinds hide the wings */
#define SFX_ATLANTEAN_DEATH 171

/* CreatureInfo.flags */
#define FLYER_BULLET1 1     /* a shard is due (aiming right) */
#define FLYER_BULLET2 2     /* a grenade is due (aiming left) */
#define FLYER_FLYMODE 4     /* wants to fly */
#define FLYER_TWIST 8       /* the torso turns, not the head */

enum {
    FLYER_EMPTY = 0,
    FLYER_STOP = 1,
    FLYER_WALK = 2,
    FLYER_RUN = 3,
    FLYER_ATTACK1 = 4,
    FLYER_DEATH = 5,
    FLYER_POSE = 6,
    FLYER_ATTACK2 = 7,
    FLYER_ATTACK3 = 8,
    FLYER_AIM1 = 9,
    FLYER_AIM2 = 10,
    FLYER_SHOOT = 11,
    FLYER_MUMMY = 12,   /* still in its pod */
    FLYER_FLY = 13,
};

static const CreatureBite k_bite = { -27, 98, 0, 10 };
static const CreatureBite k_rocket = { 51, 213, 0, 14 };
static const CreatureBite k_shard = { -35, 269, 0, 9 };

static void melee(Game *g, int item, Item *it, int16_t damage, int16_t next)
{
    if (it->required_state == FLYER_EMPTY && (it->touch_bits & FLYER_TOUCH))
        Creature_Bite(g, item, &k_bite, damage, next);
}

static void states(Game *g, int item, Item *it, CreatureInfo *flyer, const CreatureAI *info,
                   bool shoot1, bool shoot2, int16_t *head)
{
    Prng *p = &g->sim->prng;
    bool fly = flyer->flags & FLYER_FLYMODE;
    switch (it->current_state) {
    case FLYER_MUMMY:
        it->goal_state = FLYER_STOP;
        break;

    case FLYER_STOP:
        flyer->flags &= ~(FLYER_BULLET1 | FLYER_BULLET2 | FLYER_TWIST);
        if (fly)
            it->goal_state = FLYER_FLY;
        else if (it->touch_bits & FLYER_TOUCH)
            it->goal_state = FLYER_ATTACK3;
        else if (info->bite && info->distance < FLYER_ATTACK3_RANGE)
            it->goal_state = FLYER_ATTACK3;
        else if (info->bite && info->distance < FLYER_ATTACK1_RANGE)
            it->goal_state = FLYER_ATTACK1;
        else if (shoot1)
            it->goal_state = FLYER_AIM1;
        else if (shoot2)
            it->goal_state = FLYER_AIM2;
        else if (flyer->mood == MOOD_BORED ||
                 (flyer->mood == MOOD_STALK && info->distance < FLYER_WALK_RANGE))
            it->goal_state = FLYER_POSE;
        else
            it->goal_state = FLYER_RUN;
        break;

    case FLYER_POSE:
        *head = 0;
        if (shoot1 || shoot2 || fly) {
            it->goal_state = FLYER_STOP;
        } else if (flyer->mood == MOOD_STALK) {
            if (info->distance < FLYER_WALK_RANGE) {
                if (info->zone_num == info->enemy_zone || Prng_Control(p) < FLYER_UNPOSE_CHANCE)
                    it->goal_state = FLYER_WALK;
            } else {
                it->goal_state = FLYER_STOP;
            }
        } else if (flyer->mood == MOOD_BORED && Prng_Control(p) < FLYER_UNPOSE_CHANCE) {
            it->goal_state = FLYER_WALK;
        } else if (flyer->mood == MOOD_ATTACK || flyer->mood == MOOD_ESCAPE) {
            it->goal_state = FLYER_STOP;
        }
        break;

    case FLYER_WALK:
        flyer->maximum_turn = FLYER_WALK_TURN;
        if (shoot1 || shoot2 || fly) {
            it->goal_state = FLYER_STOP;
        } else if (flyer->mood == MOOD_ATTACK || flyer->mood == MOOD_ESCAPE) {
            it->goal_state = FLYER_STOP;
        } else if (flyer->mood == MOOD_BORED ||
                   (flyer->mood == MOOD_STALK && info->zone_num != info->enemy_zone)) {
            if (Prng_Control(p) < FLYER_POSE_CHANCE)
                it->goal_state = FLYER_POSE;
        } else if (flyer->mood == MOOD_STALK && info->distance > FLYER_WALK_RANGE) {
            it->goal_state = FLYER_STOP;
        }
        break;

    case FLYER_RUN:
        flyer->maximum_turn = FLYER_RUN_TURN;
        if (fly)
            it->goal_state = FLYER_STOP;
        else if (it->touch_bits & FLYER_TOUCH)
            it->goal_state = FLYER_STOP;
        else if (info->bite && info->distance < FLYER_ATTACK1_RANGE)
            it->goal_state = FLYER_STOP;
        else if (info->ahead && info->distance < FLYER_ATTACK2_RANGE)
            it->goal_state = FLYER_ATTACK2;
        else if (shoot1 || shoot2)
            it->goal_state = FLYER_STOP;
        else if (flyer->mood == MOOD_BORED ||
                 (flyer->mood == MOOD_STALK && info->distance < FLYER_WALK_RANGE))
            it->goal_state = FLYER_STOP;
        break;

    case FLYER_ATTACK1:
        melee(g, item, it, FLYER_LUNGE_DAMAGE, FLYER_STOP);
        break;
    case FLYER_ATTACK2:
        melee(g, item, it, FLYER_CHARGE_DAMAGE, FLYER_RUN);
        break;
    case FLYER_ATTACK3:
        melee(g, item, it, FLYER_PUNCH_DAMAGE, FLYER_STOP);
        break;

    case FLYER_AIM1:
        flyer->flags |= FLYER_TWIST | FLYER_BULLET1;
        it->goal_state = shoot1 ? FLYER_SHOOT : FLYER_STOP;
        break;

    case FLYER_AIM2:
        flyer->flags |= FLYER_BULLET2;
        it->goal_state = shoot2 ? FLYER_SHOOT : FLYER_STOP;
        break;

    case FLYER_SHOOT:
        if (flyer->flags & FLYER_BULLET1) {
            flyer->flags &= ~FLYER_BULLET1;
            Creature_Effect(g, item, &k_shard, CREATURE_FX_SHARD);
        } else if (flyer->flags & FLYER_BULLET2) {
            flyer->flags &= ~FLYER_BULLET2;
            Creature_Effect(g, item, &k_rocket, CREATURE_FX_ROCKET);
        }
        break;

    case FLYER_FLY:
        if (!fly && it->pos.y == it->floor)
            it->goal_state = FLYER_STOP;
        break;

    default:
        break;
    }
}

static void flyer_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *flyer = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        /* Bursts into pieces; once none is left it is gone. */
        if (Creature_Explode(g, item, FLYER_PART_DAMAGE)) {
            Creature_Sound(g, it, SFX_ATLANTEAN_DEATH);
            Lot_DisableAI(g, item);
            Object_Kill(g, item);
            it->status = ITEM_STATUS_DEACTIVATED;
            return;
        }
    } else {
        flyer->lot.step = STEP_SIZE;
        flyer->lot.drop = -STEP_SIZE;
        flyer->lot.fly = 0;

        CreatureAI info;
        Creature_AIInfo(g, item, &info);

        /* The shooters aim when Lara is out of reach: right of ahead, a
         * shard; left of ahead, a grenade. */
        bool shoot1 = false, shoot2 = false;
        if (it->object_id != O_WARRIOR3 && Creature_CanTargetEnemy(g, item, &info) &&
            (info.zone_num != info.enemy_zone || info.distance > FLYER_ATTACK_RANGE)) {
            if (info.angle > 0 && info.angle < 0x2000)
                shoot1 = true;
            else if (info.angle < 0 && info.angle > -0x2000)
                shoot2 = true;
        }

        if (it->object_id == O_WARRIOR1) {
            if (it->current_state == FLYER_FLY) {
                if ((flyer->flags & FLYER_FLYMODE) && flyer->mood != MOOD_ESCAPE &&
                    info.zone_num == info.enemy_zone)
                    flyer->flags &= ~FLYER_FLYMODE;
                if (!(flyer->flags & FLYER_FLYMODE))
                    Creature_Mood(g, item, &info, true);
                /* In the air it uses the fly zone. */
                flyer->lot.step = WALL_SIZE * 30;
                flyer->lot.drop = -WALL_SIZE * 30;
                flyer->lot.fly = STEP_SIZE / 8;
                Creature_AIInfo(g, item, &info);
            } else if ((info.zone_num != info.enemy_zone && !shoot1 && !shoot2 &&
                        (!info.ahead || flyer->mood == MOOD_BORED)) ||
                       flyer->mood == MOOD_ESCAPE) {
                flyer->flags |= FLYER_FLYMODE;
            }
        }

        if (info.ahead)
            head = info.angle;
        if (it->current_state != FLYER_FLY)
            Creature_Mood(g, item, &info, false);
        else if (flyer->flags & FLYER_FLYMODE)
            Creature_Mood(g, item, &info, true);
        angle = Creature_Turn(g, item, flyer->maximum_turn);
        states(g, item, it, flyer, &info, shoot1, shoot2, &head);
    }

    /* The turn goes to the head (neck bone) unless the torso twists to aim
     * (head bone). */
    if (!(flyer->flags & FLYER_TWIST))
        flyer->head_rotation = flyer->neck_rotation;
    Creature_Head(g, item, head);
    if (!(flyer->flags & FLYER_TWIST)) {
        flyer->neck_rotation = flyer->head_rotation;
        flyer->head_rotation = 0;
    } else {
        flyer->neck_rotation = 0;
    }
    Creature_Animate(g, item, angle, 0);
}

static void wingless_initialise(Game *g, int item)
{
    Creature_Initialise(g, item);
    g->sim->items[item].mesh_bits = FLYER_WINGLESS_MESHES;
}

void Mutant_Setup(Game *g)
{
    if (Creature_SetupObject(g, O_WARRIOR1)) {
        ObjectInfo *o = &g->objects[O_WARRIOR1];
        o->control = flyer_control;
        o->shadow_size = CREATURE_SHADOW / 3;
        o->hit_points = 50;
        o->pivot_length = FLYER_PIVOT;
        o->radius = WALL_SIZE / 3;
        o->smartness = 0x7FFF;
    }
    /* The wingless kinds are copies of the winged one (the original copies
     * its whole entry, bones included, so their head turns follow the
     * same bones). */
    static const int wingless[] = { O_WARRIOR2, O_WARRIOR3 };
    for (size_t i = 0; i < COUNT_OF(wingless); i++) {
        int id = wingless[i];
        if (!g->objects[id].loaded)
            continue;
        bool loaded = g->objects[id].loaded;
        g->objects[id] = g->objects[O_WARRIOR1];
        g->objects[id].loaded = loaded;
        g->objects[id].initialise = wingless_initialise;
        if (id == O_WARRIOR2)
            g->objects[id].smartness = 0x2000;
    }
    static const int all[] = { O_WARRIOR1, O_WARRIOR2, O_WARRIOR3 };
    for (size_t i = 0; i < COUNT_OF(all); i++) {
        if (!g->objects[all[i]].loaded)
            continue;
        Creature_SetBoneFlags(g, all[i], 0, 8);
        Creature_SetBoneFlags(g, all[i], 2, 8);
    }
}
