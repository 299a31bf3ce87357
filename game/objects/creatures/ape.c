/* The gorilla (see ape.h). Numbers, states and quirks as the original's. */
#include "game/objects/creatures/ape.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define APE_PIVOT 250
#define APE_HEAD_BONE 13
#define APE_ATTACK_DAMAGE 200
#define APE_TOUCH 0xFF00
#define APE_DIE_ANIM 7          /* and 8 */
#define APE_RUN_TURN ANGLE_DEG(5)
#define APE_DISPLAY_ANGLE ANGLE_DEG(45)
#define APE_ATTACK_RANGE (430 * 430)
#define APE_PANIC_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define APE_JUMP_CHANCE 160
#define APE_WARN1_CHANCE (APE_JUMP_CHANCE + 160)
#define APE_WARN2_CHANCE (APE_WARN1_CHANCE + 160)
#define APE_RUN_LEFT_CHANCE (APE_WARN2_CHANCE + 272)
#define APE_VAULT_ANIM 19
#define APE_SHIFT 75            /* from the ledge edge after a climb */

/* CreatureInfo.flags */
#define APE_ATTACK_FLAG 1       /* hurt or crowded: no more displays */
#define APE_TURN_L_FLAG 2       /* sidestep done: turn back left at the stop */
#define APE_TURN_R_FLAG 4

enum {
    APE_EMPTY = 0,
    APE_STOP = 1,
    APE_WALK = 2,
    APE_RUN = 3,
    APE_ATTACK1 = 4,
    APE_DEATH = 5,
    APE_WARNING = 6,
    APE_WARNING2 = 7,
    APE_RUN_LEFT = 8,
    APE_RUN_RIGHT = 9,
    APE_JUMP = 10,
    APE_VAULT = 11,
};

static const CreatureBite k_bite = { 0, -19, 75, 15 };

/* Undoes a sidestep's quarter turn. The original reads the right-turn bit
 * from the item's own flags instead of the creature's, so that turn never
 * comes back; kept. */
static void turn_back(Item *it, CreatureInfo *ape)
{
    if (ape->flags & APE_TURN_L_FLAG) {
        it->rot.y = (int16_t)(it->rot.y - ANGLE_90);
        ape->flags &= ~APE_TURN_L_FLAG;
    } else if (it->flags & APE_TURN_R_FLAG) {
        it->rot.y = (int16_t)(it->rot.y + ANGLE_90);
        ape->flags &= ~APE_TURN_R_FLAG;
    }
}

/* The move, then the climb: when the move lifted it more than a click and
 * a half into the next sector, it is put on the edge facing the ledge and
 * plays the climb. */
static void move_and_vault(Game *g, int item, int16_t angle)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *ape = it->data;
    turn_back(it, ape);

    int32_t old_zs = it->pos.z >> 10, old_xs = it->pos.x >> 10;
    int32_t y = it->pos.y;
    Creature_Animate(g, item, angle, 0);
    if (it->pos.y > y - STEP_SIZE * 3 / 2)
        return;

    int32_t zs = it->pos.z >> 10, xs = it->pos.x >> 10;
    if (old_zs == zs) {
        if (old_xs == xs)
            return;
        if (old_xs < xs) {
            it->pos.x = (xs << 10) - APE_SHIFT;
            it->rot.y = ANGLE_90;
        } else {
            it->pos.x = (old_xs << 10) + APE_SHIFT;
            it->rot.y = -ANGLE_90;
        }
    } else if (old_xs == xs) {
        if (old_zs < zs) {
            it->pos.z = (zs << 10) - APE_SHIFT;
            it->rot.y = 0;
        } else {
            it->pos.z = (old_zs << 10) + APE_SHIFT;
            it->rot.y = (int16_t)-ANGLE_180;
        }
    }
    it->pos.y = y;
    it->current_state = APE_VAULT;
    Creature_SwitchAnim(g, it, APE_VAULT_ANIM, 0);
}

static void alive(Game *g, int item, Item *it, CreatureInfo *ape, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case APE_STOP:
        turn_back(it, ape);
        if (it->required_state) {
            it->goal_state = it->required_state;
        } else if (info->bite && info->distance < APE_ATTACK_RANGE) {
            it->goal_state = APE_ATTACK1;
        } else if (!(ape->flags & APE_ATTACK_FLAG) && info->zone_num == info->enemy_zone &&
                   info->ahead) {
            int16_t r = (int16_t)(Prng_Control(p) >> 5);
            if (r < APE_JUMP_CHANCE) {
                it->goal_state = APE_JUMP;
            } else if (r < APE_WARN1_CHANCE) {
                it->goal_state = APE_WARNING;
            } else if (r < APE_WARN2_CHANCE) {
                it->goal_state = APE_WARNING2;
            } else if (r < APE_RUN_LEFT_CHANCE) {
                it->goal_state = APE_RUN_LEFT;
                ape->maximum_turn = 0;
            } else {
                it->goal_state = APE_RUN_RIGHT;
                ape->maximum_turn = 0;
            }
        } else {
            it->goal_state = APE_RUN;
        }
        break;

    case APE_RUN:
        ape->maximum_turn = APE_RUN_TURN;
        if (!ape->flags && info->angle > -APE_DISPLAY_ANGLE && info->angle < APE_DISPLAY_ANGLE) {
            it->goal_state = APE_STOP;
        } else if (info->ahead && (it->touch_bits & APE_TOUCH)) {
            it->required_state = APE_ATTACK1;
            it->goal_state = APE_STOP;
        } else if (ape->mood != MOOD_ESCAPE) {
            int16_t r = (int16_t)Prng_Control(p);
            if (r < APE_JUMP_CHANCE) {
                it->required_state = APE_JUMP;
                it->goal_state = APE_STOP;
            } else if (r < APE_WARN1_CHANCE) {
                it->required_state = APE_WARNING;
                it->goal_state = APE_STOP;
            } else if (r < APE_WARN2_CHANCE) {
                it->required_state = APE_WARNING2;
                it->goal_state = APE_STOP;
            }
        }
        break;

    case APE_RUN_LEFT:
        if (!(ape->flags & APE_TURN_R_FLAG)) {
            it->rot.y = (int16_t)(it->rot.y - ANGLE_90);
            ape->flags |= APE_TURN_R_FLAG;
        }
        it->goal_state = APE_STOP;
        break;

    case APE_RUN_RIGHT:
        if (!(ape->flags & APE_TURN_L_FLAG)) {
            it->rot.y = (int16_t)(it->rot.y + ANGLE_90);
            ape->flags |= APE_TURN_L_FLAG;
        }
        it->goal_state = APE_STOP;
        break;

    case APE_ATTACK1:
        if (!it->required_state && (it->touch_bits & APE_TOUCH))
            Creature_Bite(g, item, &k_bite, APE_ATTACK_DAMAGE, APE_STOP);
        break;

    default:
        break;
    }
}

static void ape_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *ape = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, APE_DEATH, APE_DIE_ANIM, 0x4000);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, ape->maximum_turn);
        if (it->hit_status || info.distance < APE_PANIC_RANGE)
            ape->flags |= APE_ATTACK_FLAG;
        alive(g, item, it, ape, &info);
    }

    Creature_Head(g, item, head);
    if (it->current_state == APE_VAULT)
        Creature_Animate(g, item, angle, 0);
    else
        move_and_vault(g, item, angle);
}

void Ape_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_APE))
        return;
    ObjectInfo *o = &g->objects[O_APE];
    o->control = ape_control;
    o->hit_points = 22;
    o->pivot_length = APE_PIVOT;
    o->radius = WALL_SIZE / 3;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_APE, APE_HEAD_BONE, 8);
}
