/* Crocodile on land and in water (see crocodile.h). Numbers and the
 * object switches as the original's. */
#include "game/objects/creatures/crocodile.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define CROC_PIVOT 600
#define CROC_HEAD_BONE 7
#define CROC_BITE_DAMAGE 100
#define CROC_BITE_RANGE (435 * 435)
#define CROC_DIE_ANIM 11
#define CROC_FASTTURN_ANGLE 0x4000
#define CROC_FASTTURN_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define CROC_FASTTURN_TURN ANGLE_DEG(6)
#define CROC_TOUCH 0x3FC
#define CROC_TURN ANGLE_DEG(3)

#define GATOR_BITE_DAMAGE 100
#define GATOR_DIE_ANIM 4
#define GATOR_FLOAT_SPEED (WALL_SIZE / 32)
#define GATOR_TURN ANGLE_DEG(3)

enum {
    CROC_EMPTY = 0,
    CROC_STOP = 1,
    CROC_RUN = 2,
    CROC_WALK = 3,
    CROC_FASTTURN = 4,
    CROC_ATTACK1 = 5,
    CROC_ATTACK2 = 6,
    CROC_DEATH = 7,
};

enum {
    GATOR_EMPTY = 0,
    GATOR_SWIM = 1,
    GATOR_ATTACK = 2,
    GATOR_DEATH = 3,
};

static const CreatureBite k_bite = { 5, -21, 467, 9 };

/* Only the invisible (waiting) case, as the original: a dead crocodile or
 * alligator runs on without an AI slot. */
static bool activate(Game *g, int item)
{
    if (Creature_Activate(g, item))
        return true;
    /* No data: a dead one runs on, unless it still waits for a slot. */
    const Item *it = &g->sim->items[item];
    return it->status != ITEM_STATUS_INVISIBLE && it->hit_points <= 0;
}

static bool wide_angle(int16_t a)
{
    return a < -CROC_FASTTURN_ANGLE || a > CROC_FASTTURN_ANGLE;
}

static void croc_alive(Game *g, int item, Item *it, CreatureInfo *croc, const CreatureAI *info)
{
    switch (it->current_state) {
    case CROC_STOP:
        if (info->bite && info->distance < CROC_BITE_RANGE) {
            it->goal_state = CROC_ATTACK1;
        } else if (croc->mood == MOOD_ESCAPE) {
            it->goal_state = CROC_RUN;
        } else if (croc->mood == MOOD_ATTACK) {
            it->goal_state = wide_angle(info->angle) && info->distance > CROC_FASTTURN_RANGE
                                 ? CROC_FASTTURN
                                 : CROC_RUN;
        } else if (croc->mood == MOOD_STALK) {
            it->goal_state = CROC_WALK;
        }
        break;

    case CROC_WALK:
        if (info->ahead && (it->touch_bits & CROC_TOUCH))
            it->goal_state = CROC_STOP;
        else if (croc->mood == MOOD_ATTACK || croc->mood == MOOD_ESCAPE)
            it->goal_state = CROC_RUN;
        else if (croc->mood == MOOD_BORED)
            it->goal_state = CROC_STOP;
        break;

    case CROC_FASTTURN:
        if (info->angle > -CROC_FASTTURN_ANGLE && info->angle < CROC_FASTTURN_ANGLE)
            it->goal_state = CROC_WALK;
        break;

    case CROC_RUN:
        if (info->ahead && (it->touch_bits & CROC_TOUCH))
            it->goal_state = CROC_STOP;
        else if (croc->mood == MOOD_STALK)
            it->goal_state = CROC_WALK;
        else if (croc->mood == MOOD_BORED)
            it->goal_state = CROC_STOP;
        else if (croc->mood == MOOD_ATTACK && info->distance > CROC_FASTTURN_RANGE &&
                 wide_angle(info->angle))
            it->goal_state = CROC_STOP;
        break;

    case CROC_ATTACK1:
        /* The original bites without checking contact. */
        if (it->required_state == CROC_EMPTY)
            Creature_Bite(g, item, &k_bite, CROC_BITE_DAMAGE, CROC_STOP);
        break;

    default:
        break;
    }
}

static void croc_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!activate(g, item))
        return;
    CreatureInfo *croc = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, CROC_DEATH, CROC_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        if (it->current_state == CROC_FASTTURN)
            it->rot.y = (int16_t)(it->rot.y + CROC_FASTTURN_TURN);
        else
            angle = Creature_Turn(g, item, CROC_TURN);
        croc_alive(g, item, it, croc, &info);
    }

    if (croc)
        Creature_Head(g, item, head);

    /* Into water: it becomes the swimming object (the state is the one of
     * the animation it leaves, as the original). */
    const Model *gm = Level_FindModel(g->lv, O_ALLIGATOR);
    if (World_RoomIsWater(&g->world, it->room) && gm) {
        it->object_id = O_ALLIGATOR;
        if (it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations)
            it->current_state = (int16_t)g->lv->animations[it->anim].state_id;
        it->goal_state = it->current_state;
        it->model = (int16_t)(gm - g->lv->models);
        Creature_SwitchAnim(g, it, 0, 0);
        if (croc) {
            croc->lot.step = WALL_SIZE * 20;
            croc->lot.drop = -WALL_SIZE * 20;
            croc->lot.fly = STEP_SIZE / 16;
        }
    }

    if (croc)
        Creature_Animate(g, item, angle, 0);
    else
        Anim_Animate(g->lv, it, &g->sim->events);
}

/* Switches the item to the land object's model and animation `rel`
 * (levels without the land model keep the swimmer). */
static void become_croc(Game *g, Item *it, int rel)
{
    const Model *m = Level_FindModel(g->lv, O_CROCODILE);
    if (!m)
        return;
    it->object_id = O_CROCODILE;
    it->model = (int16_t)(m - g->lv->models);
    Creature_SwitchAnim(g, it, rel, 0);
}

static void gator_dead(Game *g, int item, Item *it, CreatureInfo *gator)
{
    if (Creature_StartDeath(g, it, GATOR_DEATH, GATOR_DIE_ANIM, 0))
        it->hit_points = ITEM_DONT_TARGET;

    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
    if (wh == WORLD_NO_HEIGHT) {
        /* Washed up: a dead crocodile on the floor. */
        it->current_state = CROC_DEATH;
        it->goal_state = CROC_DEATH;
        become_croc(g, it, CROC_DIE_ANIM);
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        it->pos.y = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        it->rot.x = 0;
    } else if (it->pos.y > wh + GATOR_FLOAT_SPEED) {
        it->pos.y -= GATOR_FLOAT_SPEED;
    } else if (it->pos.y < wh) {
        it->pos.y = wh;
        if (gator)
            Lot_DisableAI(g, item);
    }

    Anim_Animate(g->lv, it, &g->sim->events);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (room != it->room)
        Sim_ItemNewRoom(g->sim, item, room);
}

static void gator_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!activate(g, item))
        return;
    CreatureInfo *gator = it->data;
    int16_t head = 0;

    if (it->hit_points <= 0) {
        gator_dead(g, item, it, gator);
        return;
    }

    CreatureAI info;
    head = Creature_Think(g, item, &info, true);
    /* The original turns it here but hands the animate step no turn. */
    Creature_Turn(g, item, GATOR_TURN);

    switch (it->current_state) {
    case GATOR_SWIM:
        if (info.bite && it->touch_bits)
            it->goal_state = GATOR_ATTACK;
        break;
    case GATOR_ATTACK:
        if (it->anim >= 0 && it->frame == g->lv->animations[it->anim].frame_start)
            it->required_state = GATOR_EMPTY;
        if (info.bite && it->touch_bits) {
            if (it->required_state == GATOR_EMPTY)
                Creature_Bite(g, item, &k_bite, GATOR_BITE_DAMAGE, GATOR_SWIM);
        } else {
            it->goal_state = GATOR_SWIM;
        }
        break;
    default:
        break;
    }

    Creature_Head(g, item, head);

    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
    if (wh == WORLD_NO_HEIGHT) {
        /* Out of water: back to the land object. */
        if (it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations)
            it->current_state = (int16_t)g->lv->animations[it->anim].state_id;
        it->goal_state = it->current_state;
        become_croc(g, it, 0);
        it->pos.y = it->floor;
        it->rot.x = 0;
        gator->lot.step = STEP_SIZE;
        gator->lot.drop = -STEP_SIZE;
        gator->lot.fly = 0;
    } else if (it->pos.y < wh + STEP_SIZE) {
        it->pos.y = wh + STEP_SIZE;
    }

    Creature_Animate(g, item, 0, 0);
}

void Crocodile_Setup(Game *g)
{
    if (Creature_SetupObject(g, O_CROCODILE)) {
        ObjectInfo *o = &g->objects[O_CROCODILE];
        o->control = croc_control;
        o->shadow_size = CREATURE_SHADOW / 3;
        o->hit_points = 20;
        o->pivot_length = CROC_PIVOT;
        o->radius = WALL_SIZE / 3;
        o->smartness = 0x2000;
        Creature_SetBoneFlags(g, O_CROCODILE, CROC_HEAD_BONE, 8);
    }
    if (Creature_SetupObject(g, O_ALLIGATOR)) {
        ObjectInfo *o = &g->objects[O_ALLIGATOR];
        o->control = gator_control;
        o->shadow_size = CREATURE_SHADOW / 3;
        o->hit_points = 20;
        o->pivot_length = CROC_PIVOT;
        o->radius = WALL_SIZE / 3;
        o->smartness = 0x400;
        Creature_SetBoneFlags(g, O_ALLIGATOR, CROC_HEAD_BONE, 8);
    }
}
