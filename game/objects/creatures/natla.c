/* Natla (see natla.h). Numbers, states and the flight facing as the
 * original's. */
#include "game/objects/creatures/natla.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define NATLA_GUN_BONE 2
#define NATLA_NEAR_DEATH 200        /* below this she fights on foot */
#define NATLA_FLY_MODE 0x8000       /* CreatureInfo.flags: wants to fly */
#define NATLA_TIMER 0x7FFF          /* CreatureInfo.flags: ticks since a shot */
#define NATLA_FIRE_ARC ANGLE_DEG(30)
#define NATLA_FLY_TURN ANGLE_DEG(5)
#define NATLA_RUN_TURN ANGLE_DEG(6)
#define NATLA_LAND_CHANCE 256
#define NATLA_DIE_TIME (SIM_TICK_HZ * 16)
#define NATLA_SPEECH_TRACK 54
#define SFX_ATLANTEAN_NEEDLE 123

enum {
    NATLA_EMPTY = 0,
    NATLA_STOP = 1,
    NATLA_FLY = 2,
    NATLA_RUN = 3,
    NATLA_AIM = 4,
    NATLA_SEMIDEATH = 5,
    NATLA_SHOOT = 6,
    NATLA_FALL = 7,
    NATLA_STAND = 8,
    NATLA_DEATH = 9,
};

static const CreatureBite k_gun = { 5, 220, 7, 4 };

/* One shot from her gun; the gun bone takes the shot's pitch. */
static void fire(Game *g, int item, CreatureEffect kind, int16_t *gun, bool sound)
{
    int fx = Creature_Effect(g, item, &k_gun, kind);
    Effect *e = fx >= 0 ? Effect_Get(g, fx) : NULL;
    if (!e)
        return;
    *gun = e->rot.x;
    if (sound)
        Effect_Sound(g, SFX_ATLANTEAN_NEEDLE, &e->pos);
}

static bool can_shoot(Game *g, int item, const CreatureAI *info)
{
    return info->angle > -NATLA_FIRE_ARC && info->angle < NATLA_FIRE_ARC &&
           Creature_CanTargetEnemy(g, item, info);
}

/* Second form: on foot, falling from the air first, lying "dead" for a
 * while before getting up. */
static void on_foot(Game *g, int item, Item *it, CreatureInfo *natla, int16_t *head,
                    int16_t *angle, int16_t *tilt, int16_t *gun, int16_t *timer)
{
    int16_t *facing = &g->creatures->natla_facing;
    natla->lot.step = STEP_SIZE;
    natla->lot.drop = -STEP_SIZE;
    natla->lot.fly = 0;

    CreatureAI info;
    *head = Creature_Think(g, item, &info, true);
    *angle = Creature_Turn(g, item, NATLA_RUN_TURN);
    bool shoot = can_shoot(g, item, &info);

    if (*facing) {
        it->rot.y = (int16_t)(it->rot.y + *facing);
        *facing = 0;
    }

    switch (it->current_state) {
    case NATLA_FALL:
        if (it->pos.y < it->floor) {
            it->gravity = true;
            it->speed = 0;
        } else {
            it->gravity = false;
            it->goal_state = NATLA_SEMIDEATH;
            it->pos.y = it->floor;
            *timer = 0;
        }
        break;

    case NATLA_STAND:
        if (!shoot)
            it->goal_state = NATLA_RUN;
        if (*timer >= 20) {
            fire(g, item, CREATURE_FX_SHARD, gun, true);
            *timer = 0;
        }
        break;

    case NATLA_RUN:
        *tilt = *angle;
        if (*timer >= 20) {
            fire(g, item, CREATURE_FX_SHARD, gun, true);
            *timer = 0;
        }
        if (shoot)
            it->goal_state = NATLA_STAND;
        break;

    case NATLA_SEMIDEATH:
        if (*timer == NATLA_DIE_TIME) {
            it->goal_state = NATLA_STAND;
            natla->flags = 0;
            *timer = 0;
            it->hit_points = NATLA_NEAR_DEATH;
            if (g->music_play)
                g->music_play(g->music_user, NATLA_SPEECH_TRACK);
        } else {
            it->hit_points = ITEM_DONT_TARGET;
        }
        break;

    case NATLA_FLY:
        it->goal_state = NATLA_FALL;
        *timer = 0;
        break;

    case NATLA_STOP:
    case NATLA_AIM:
    case NATLA_SHOOT:
        it->goal_state = NATLA_SEMIDEATH;
        /* The original clears the item's flags word here. */
        it->one_shot = false;
        it->activation_mask = 0;
        it->reverse = false;
        *timer = 0;
        break;

    default:
        break;
    }
}

/* First form: flies while Lara is out of her sights, lands to shoot. */
static void flying(Game *g, int item, Item *it, CreatureInfo *natla, int16_t *head,
                   int16_t *angle, int16_t *gun, int16_t *timer)
{
    Prng *p = &g->sim->prng;
    int16_t *facing = &g->creatures->natla_facing;
    natla->lot.step = STEP_SIZE;
    natla->lot.drop = -STEP_SIZE;
    natla->lot.fly = 0;

    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    bool shoot = can_shoot(g, item, &info);
    if (it->current_state == NATLA_FLY && (natla->flags & NATLA_FLY_MODE)) {
        if (shoot && Prng_Control(p) < NATLA_LAND_CHANCE)
            natla->flags &= ~NATLA_FLY_MODE;
        if (!(natla->flags & NATLA_FLY_MODE))
            Creature_Mood(g, item, &info, true);
        natla->lot.step = WALL_SIZE * 20;
        natla->lot.drop = -WALL_SIZE * 20;
        natla->lot.fly = STEP_SIZE / 8;
        Creature_AIInfo(g, item, &info);
    } else if (!shoot) {
        natla->flags |= NATLA_FLY_MODE;
    }

    if (info.ahead)
        *head = info.angle;
    if (it->current_state != NATLA_FLY || (natla->flags & NATLA_FLY_MODE))
        Creature_Mood(g, item, &info, false);

    /* In flight her body turns towards Lara ahead of her path ("facing"),
     * which the path-following turn does not see. */
    it->rot.y = (int16_t)(it->rot.y - *facing);
    *angle = Creature_Turn(g, item, NATLA_FLY_TURN);
    if (it->current_state == NATLA_FLY) {
        if (info.angle > NATLA_FLY_TURN)
            *facing = (int16_t)(*facing + NATLA_FLY_TURN);
        else if (info.angle < -NATLA_FLY_TURN)
            *facing = (int16_t)(*facing - NATLA_FLY_TURN);
        else
            *facing = (int16_t)(*facing + info.angle);
        it->rot.y = (int16_t)(it->rot.y + *facing);
    } else {
        it->rot.y = (int16_t)(it->rot.y + *facing - *angle);
        *facing = 0;
    }

    switch (it->current_state) {
    case NATLA_STOP:
        *timer = 0;
        it->goal_state = (natla->flags & NATLA_FLY_MODE) ? NATLA_FLY : NATLA_AIM;
        break;

    case NATLA_FLY:
        if (!(natla->flags & NATLA_FLY_MODE) && it->pos.y == it->floor)
            it->goal_state = NATLA_STOP;
        if (*timer >= 30) {
            fire(g, item, CREATURE_FX_ROCKET, gun, true);
            *timer = 0;
        }
        break;

    case NATLA_AIM:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (shoot)
            it->goal_state = NATLA_SHOOT;
        else
            it->goal_state = NATLA_STOP;
        break;

    case NATLA_SHOOT:
        if (!it->required_state) {
            /* Three shots, the last two spread at random. */
            fire(g, item, CREATURE_FX_ROCKET, gun, false);
            for (int i = 0; i < 2; i++) {
                int fx = Creature_Effect(g, item, &k_gun, CREATURE_FX_ROCKET);
                Effect *e = fx >= 0 ? Effect_Get(g, fx) : NULL;
                if (e)
                    e->rot.y = (int16_t)(e->rot.y + (Prng_Control(p) - 0x4000) / 4);
            }
            it->required_state = NATLA_STOP;
        }
        break;

    default:
        break;
    }
}

static void natla_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *natla = it->data;
    int16_t head = 0, angle = 0, tilt = 0;
    int16_t gun = (int16_t)(natla->head_rotation * 7 / 8);
    int16_t timer = (int16_t)(natla->flags & NATLA_TIMER);
    int16_t *facing = &g->creatures->natla_facing;

    if (it->hit_points <= 0 && it->hit_points > ITEM_DONT_TARGET)
        it->goal_state = NATLA_DEATH;
    else if (it->hit_points <= NATLA_NEAR_DEATH)
        on_foot(g, item, it, natla, &head, &angle, &tilt, &gun, &timer);
    else
        flying(g, item, it, natla, &head, &angle, &gun, &timer);

    Creature_Tilt(it, tilt);
    natla->neck_rotation = (int16_t)-head;
    if (gun)
        natla->head_rotation = gun;

    timer++;
    natla->flags = (uint16_t)((natla->flags & ~NATLA_TIMER) | (timer & NATLA_TIMER));

    it->rot.y = (int16_t)(it->rot.y - *facing);
    Creature_Animate(g, item, angle, 0);
    it->rot.y = (int16_t)(it->rot.y + *facing);
}

void Natla_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_NATLA))
        return;
    ObjectInfo *o = &g->objects[O_NATLA];
    o->control = natla_control;
    o->hit_points = 400;
    o->radius = WALL_SIZE / 5;
    o->smartness = 0x7FFF;
    /* The gun arm aims in pitch (x) and roll (z). */
    Creature_SetBoneFlags(g, O_NATLA, NATLA_GUN_BONE, 4 | 16);
}
