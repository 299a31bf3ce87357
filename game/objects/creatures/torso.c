/* The giant mutant (see torso.h). Numbers, states and quirks as the
 * original's. */
#include "game/objects/creatures/torso.h"

#include "game/camera/camera.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define TORSO_HEAD_BONE 1
#define TORSO_DIE_ANIM 13
#define TORSO_PART_DAMAGE 250
#define TORSO_ATTACK_DAMAGE 500
#define TORSO_TOUCH_DAMAGE 5
#define TORSO_NEED_TURN ANGLE_DEG(45)
#define TORSO_TURN ANGLE_DEG(3)
#define TORSO_ATTACK_RANGE (2600 * 2600)
#define TORSO_CLOSE_RANGE (2250 * 2250)
#define TORSO_TLEFT 0x7FF0
#define TORSO_TRIGHT 0x3FF8000
#define TORSO_TOUCH (TORSO_TLEFT | TORSO_TRIGHT)
#define TORSO_LARA_DEATH_ANIM 0     /* of Lara's extra animations */
#define SFX_ATLANTEAN_DEATH 171

enum {
    TORSO_EMPTY = 0,
    TORSO_STOP = 1,
    TORSO_TURN_L = 2,
    TORSO_TURN_R = 3,
    TORSO_ATTACK1 = 4,
    TORSO_ATTACK2 = 5,
    TORSO_ATTACK3 = 6,
    TORSO_FORWARD = 7,
    TORSO_SET = 8,      /* waiting up high */
    TORSO_FALL = 9,
    TORSO_DEATH = 10,
    TORSO_KILL = 11,
};

static void kill_lara(Game *g, Item *it)
{
    it->goal_state = TORSO_KILL;
    Creature_LaraKilledBy(g, it, O_LARA_EXTRA, TORSO_LARA_DEATH_ANIM, LS_SPECIAL);
}

static void alive(Game *g, Item *it, CreatureInfo *torso, const CreatureAI *info, int16_t angle)
{
    Item *lara = Game_LaraItem(g);
    if (it->touch_bits)
        Creature_HurtLara(g, TORSO_TOUCH_DAMAGE);

    switch (it->current_state) {
    case TORSO_SET:
        it->goal_state = TORSO_FALL;
        it->gravity = true;
        break;

    case TORSO_STOP:
        if (lara->hit_points <= 0)
            break;
        torso->flags = 0;
        if (angle > TORSO_NEED_TURN)
            it->goal_state = TORSO_TURN_R;
        else if (angle < -TORSO_NEED_TURN)
            it->goal_state = TORSO_TURN_L;
        else if (info->distance >= TORSO_ATTACK_RANGE)
            it->goal_state = TORSO_FORWARD;
        else if (lara->hit_points > TORSO_ATTACK_DAMAGE)
            it->goal_state = Prng_Control(&g->sim->prng) < 0x4000 ? TORSO_ATTACK1 : TORSO_ATTACK2;
        else if (info->distance < TORSO_CLOSE_RANGE)
            it->goal_state = TORSO_ATTACK3;
        else
            it->goal_state = TORSO_FORWARD;
        break;

    case TORSO_FORWARD:
        /* The original adds the turn to the goal state here, not to the
         * facing; the state is overwritten below or left to the animation
         * data. Kept. */
        if (angle < -TORSO_TURN)
            it->goal_state = (int16_t)(it->goal_state - TORSO_TURN);
        else if (angle > TORSO_TURN)
            it->goal_state = (int16_t)(it->goal_state + TORSO_TURN);
        else
            it->goal_state = (int16_t)(it->goal_state + angle);
        if (angle > TORSO_NEED_TURN || angle < -TORSO_NEED_TURN)
            it->goal_state = TORSO_STOP;
        else if (info->distance < TORSO_ATTACK_RANGE)
            it->goal_state = TORSO_STOP;
        break;

    case TORSO_TURN_L:
        /* flags: the frame the turn started on; the body swings round in
         * the middle of the animation. */
        if (!torso->flags)
            torso->flags = (uint16_t)it->frame;
        else if (it->frame - (int16_t)torso->flags > 13 && it->frame - (int16_t)torso->flags < 23)
            it->rot.y = (int16_t)(it->rot.y - ANGLE_DEG(9));
        if (angle > -TORSO_NEED_TURN)
            it->goal_state = TORSO_STOP;
        break;

    case TORSO_TURN_R:
        if (!torso->flags)
            torso->flags = (uint16_t)it->frame;
        else if (it->frame - (int16_t)torso->flags > 16 && it->frame - (int16_t)torso->flags < 23)
            it->rot.y = (int16_t)(it->rot.y + ANGLE_DEG(14));
        if (angle < TORSO_NEED_TURN)
            it->goal_state = TORSO_STOP;
        break;

    case TORSO_ATTACK1:
        if (!torso->flags && (it->touch_bits & TORSO_TRIGHT)) {
            Creature_HurtLara(g, TORSO_ATTACK_DAMAGE);
            torso->flags = 1;
        }
        break;

    case TORSO_ATTACK2:
        if (!torso->flags && (it->touch_bits & TORSO_TOUCH)) {
            Creature_HurtLara(g, TORSO_ATTACK_DAMAGE);
            torso->flags = 1;
        }
        break;

    case TORSO_ATTACK3:
        if ((it->touch_bits & TORSO_TRIGHT) || lara->hit_points <= 0) {
            kill_lara(g, it);
            g->camera.target_distance = WALL_SIZE * 2;
            g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
        }
        break;

    case TORSO_KILL:
        g->camera.target_distance = WALL_SIZE * 2;
        g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
        break;

    default:
        break;
    }
}

static void torso_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *torso = it->data;
    int16_t head = 0;

    if (it->hit_points <= 0) {
        /* From the death animation's first frame, as the original (it
         * plays out before the burst). */
        Creature_StartDeath(g, it, TORSO_DEATH, TORSO_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        /* It turns by its animations, not by Creature_Turn. */
        int16_t angle = (int16_t)(Camera_Atan(torso->target.z - it->pos.z,
                                              torso->target.x - it->pos.x) -
                                  it->rot.y);
        alive(g, it, torso, &info, angle);
    }

    Creature_Head(g, item, head);

    if (it->current_state == TORSO_FALL) {
        Anim_Animate(g->lv, it, &g->sim->events);
        if (it->pos.y > it->floor) {
            it->goal_state = TORSO_STOP;
            it->gravity = false;
            it->pos.y = it->floor;
            g->camera.bounce = 500;
        }
    } else {
        Creature_Animate(g, item, 0, 0);
    }

    /* Dead: bursts, and sets off the heavy triggers where it lay. */
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Creature_Sound(g, it, SFX_ATLANTEAN_DEATH);
        Creature_Explode(g, item, TORSO_PART_DAMAGE);
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        Game_TestTriggers(g, g->world.trigger_index, true);
        Object_Kill(g, item);
        it->status = ITEM_STATUS_DEACTIVATED;
    }
}

void Torso_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_TORSO))
        return;
    ObjectInfo *o = &g->objects[O_TORSO];
    o->control = torso_control;
    o->shadow_size = CREATURE_SHADOW / 3;
    o->hit_points = 500;
    o->radius = WALL_SIZE / 3;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_TORSO, TORSO_HEAD_BONE, 8);
}
