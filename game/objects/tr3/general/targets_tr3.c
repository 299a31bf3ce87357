/* The gym's shooting targets (see targets_tr3.h). */
#include "game/objects/tr3/general/targets_tr3.h"

#include "game/creature/creature.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SFX3_TARGET_HITS 119
#define SFX3_TARGET_SMASH 120
#define TARGET_HIT_POINTS 8
#define TARGET_UP_TICKS 300
#define BACK_ANGLE 0x3800
#define FORWARD_ANGLE (-0x2A00)
#define KNOCK_SPEED 1820
#define KNOCK_GROWTH 728
#define FALL_SPEED 182
#define FALL_GROWTH 91
#define KNOCK_PITCH 0x20000 /* the original's 0x2000000 pitch word */

enum { TARGET_RISE, TARGET_HIT1, TARGET_HIT2, TARGET_HIT3 };

/* The swing in data_index: speed (int16), bounces, knocked back, falling. */
#define SWING_BOUNCES(d) (((d) >> 16) & 3)
#define SWING_BACK 0x40000
#define SWING_ON 0x80000

static int32_t swing(int16_t speed, int bounces, bool back)
{
    return (int32_t)(uint16_t)speed | (bounces << 16) | (back ? SWING_BACK : 0) | SWING_ON;
}

/* The gym's clock, when the game has one. */
static GymClock *gym(Game *g) { return g->audio ? &g->audio->fx.gym : NULL; }

static void stop_being_a_target(Game *g, int index, Item *it, int16_t speed, bool back)
{
    if (g->lara.target == index)
        g->lara.target = -1;
    it->hit_points = ITEM_DONT_TARGET;
    it->data_index = swing(speed, 0, back);
}

/* The stages a standing target goes through as it is hit. */
static void take_hits(Game *g, int index, Item *it)
{
    if (it->hit_status)
        Object_Sound(g, it, SFX3_TARGET_HITS);
    switch (it->current_state) {
    case TARGET_RISE:
        if (it->hit_points < 6) {
            it->hit_points = 6;
            it->goal_state = TARGET_HIT1;
        }
        break;
    case TARGET_HIT1:
        if (it->hit_points < 4) {
            Creature_SwitchAnim(g, it, 2, 0);
            it->current_state = TARGET_HIT2;
            it->hit_points = 4;
        }
        break;
    case TARGET_HIT2:
        if (it->hit_points < 2) {
            Creature_SwitchAnim(g, it, 3, 0);
            it->current_state = TARGET_HIT3;
            it->hit_points = 2;
        }
        break;
    case TARGET_HIT3:
        if (it->hit_points <= 0)
            stop_being_a_target(g, index, it, KNOCK_SPEED, true);
        break;
    default:
        break;
    }
    /* (counted on the tick it is knocked down too: past 300 it falls
     * forward even then, as the original's) */
    if (++it->timer > TARGET_UP_TICKS)
        stop_being_a_target(g, index, it, FALL_SPEED, false);
}

/* Its swing down: true when it has come to rest (off the active list). */
static bool swing_down(Game *g, int index, Item *it)
{
    int32_t d = it->data_index;
    if (!(d & SWING_ON))
        return false;
    int16_t speed = (int16_t)(d & 0xFFFF);
    int bounces = SWING_BOUNCES(d);
    bool back = (d & SWING_BACK) != 0;
    int32_t x = it->rot.x + (back ? speed : -speed);
    speed = (int16_t)(speed + ((back ? KNOCK_GROWTH : FALL_GROWTH) >> bounces));
    bool past = back ? x > BACK_ANGLE : x < FORWARD_ANGLE;
    it->rot.x = (int16_t)x;
    if (past) {
        it->rot.x = (int16_t)(back ? BACK_ANGLE : FORWARD_ANGLE);
        if (bounces == 2) {
            it->data_index = 0;
            Sim_RemoveActive(g->sim, index);
            /* one fewer standing (only those shot down) */
            if (back && gym(g))
                gym(g)->targets--;
            return true;
        }
        if (!back)
            Object_SoundPitch(g, it, SFX3_TARGET_HITS, KNOCK_PITCH);
        else if (bounces == 1)
            Object_Sound(g, it, SFX3_TARGET_SMASH);
        speed = (int16_t)(-speed >> 2);
        bounces++;
    }
    it->data_index = swing(speed, bounces, back);
    return false;
}

static void target_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_ACTIVE)
        return;
    if (it->hit_points != TARGET_HIT_POINTS && gym(g))
        gym(g)->targets_fresh = false;
    if (it->hit_points != ITEM_DONT_TARGET)
        take_hits(g, index, it);
    if (it->hit_points == ITEM_DONT_TARGET && swing_down(g, index, it))
        return;
    Object_Animate(g, it);
}

/* One target back at its start (the original's InitialiseTarget). */
static void stand_up(Game *g, int index, Item *it)
{
    if (it->active)
        Sim_RemoveActive(g->sim, index);
    Creature_SwitchAnim(g, it, 0, 0);
    if (it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations)
        it->current_state = (int16_t)g->lv->animations[it->anim].state_id;
    it->goal_state = it->current_state;
    it->required_state = TARGET_RISE;
    it->status = ITEM_STATUS_INACTIVE;
    it->rot.x = 0;
    it->rot.z = 0;
    it->timer = 0;
    /* the original clears its code bits and one-shot (its flags) */
    it->activation_mask = 0;
    it->one_shot = false;
    it->hit_points = g->objects[O3_TARGETS].hit_points;
    it->data_index = 0;
}

void Targets3_Reset(Game *g)
{
    GymClock *c = gym(g);
    if (!c || c->targets_fresh)
        return;
    c->targets = 0;
    for (int i = 0; i < (int)g->sim->num_items; i++) {
        Item *it = &g->sim->items[i];
        if (it->object_id == O3_TARGETS) {
            stand_up(g, i, it);
            c->targets++;
        }
    }
    c->targets_fresh = true;
}

void Targets3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_TARGETS];
    if (!o->loaded)
        return;
    o->control = target_control;
    o->collision = Coll_ObjectCollision;
    o->hit_points = TARGET_HIT_POINTS;
    o->shadow_size = 128;
    o->radius = 102;
    o->intelligent = true;
}
