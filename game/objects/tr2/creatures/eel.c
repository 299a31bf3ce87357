/* TR2's eels (see eel.h): numbers and states as the original's. An eel
 * never moves its item: it slides out of its hole along its facing, by an
 * offset kept in Item.data_index (saved with the item), which is taken
 * off at the start of each tick and put back at the end. */
#include "game/objects/tr2/creatures/eel.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define EEL_TOUCH 0x180
#define EEL_ANGLE ANGLE_DEG(10)     /* strikes at Lara this near its line */
#define EEL_MOVE (WALL_SIZE / 10)   /* slide a tick */

enum {
    EEL_EMPTY = 0,
    EEL_ATTACK = 1,
    EEL_STOP = 2,
    EEL_DEATH = 3,
};

typedef struct {
    int16_t object_id;
    int16_t hit_points;
    int16_t damage;
    int32_t range;      /* strikes at Lara within this (flat distance) */
    int32_t length;     /* of its body: slides out to her less this */
    int die_anim;
    /* The small eel turns towards Lara as it strikes and watches the
     * quarter it faces; the big one keeps its line. */
    bool turns;
} EelKind;

static const EelKind k_eel = { O2_EEL, 5, 50, WALL_SIZE * 2, WALL_SIZE / 2, 3, true };
static const EelKind k_big_eel = { O2_BIG_EEL, 20, 500, WALL_SIZE * 6, WALL_SIZE * 5 / 2, 2, false };

static const CreatureBite k_jaws = { 7, 157, 333, 7 };

static void slide(Item *it, int32_t pos, int sign)
{
    it->pos.x += sign * ((pos * Math_Sin(it->rot.y)) >> W2V_SHIFT);
    it->pos.z += sign * ((pos * Math_Cos(it->rot.y)) >> W2V_SHIFT);
}

static void strike(Game *g, int item, Item *it, const EelKind *k, int32_t *pos)
{
    const Item *lara = &g->sim->items[g->sim->lara];
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    int16_t angle = (int16_t)Camera_Atan(dz, dx);
    int32_t distance =
        (int32_t)Math_Sqrt32((uint32_t)dx * (uint32_t)dx + (uint32_t)dz * (uint32_t)dz);
    /* The small eel measures from the quarter it faces (a plain difference,
     * as the original: no wrap), the big one from its exact facing (a turn,
     * wrapped). */
    int32_t off = k->turns ? angle - (int16_t)((it->rot.y + ANGLE_DEG(45)) & 0xC000)
                           : (int16_t)(angle - it->rot.y);
    switch (it->current_state) {
    case EEL_STOP:
        if (*pos > 0)
            *pos -= EEL_MOVE;
        if (distance <= k->range && abs(off) < EEL_ANGLE)
            it->goal_state = EEL_ATTACK;
        break;

    case EEL_ATTACK:
        if (*pos < distance - k->length)
            *pos += EEL_MOVE;
        if (k->turns) {
            if (angle < it->rot.y - ANGLE_DEG(1) / 2)
                it->rot.y = (int16_t)(it->rot.y - ANGLE_DEG(1) / 2);
            else if (angle > it->rot.y + ANGLE_DEG(1) / 2)
                it->rot.y = (int16_t)(it->rot.y + ANGLE_DEG(1) / 2);
        }
        if (it->required_state == EEL_EMPTY && (it->touch_bits & EEL_TOUCH)) {
            Creature_HurtLara(g, k->damage);
            Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
            it->required_state = EEL_STOP;
        }
        break;

    default:
        break;
    }
}

static void control(Game *g, int item, const EelKind *k)
{
    Item *it = &g->sim->items[item];
    int32_t pos = it->data_index;
    slide(it, pos, -1);
    if (it->hit_points <= 0) {
        /* A dead eel slides out its whole length. */
        if (pos < k->range - k->length)
            pos += EEL_MOVE;
        Creature_StartDeath(g, it, EEL_DEATH, k->die_anim, 0);
    } else if (g->sim->lara >= 0) {
        strike(g, item, it, k, &pos);
    }
    slide(it, pos, 1);
    it->data_index = pos;
    Anim_Animate(g->lv, it, &g->sim->events);
}

static void eel_control(Game *g, int item)
{
    control(g, item, &k_eel);
}

static void big_eel_control(Game *g, int item)
{
    control(g, item, &k_big_eel);
}

static void setup(Game *g, const EelKind *k, void (*fn)(Game *, int))
{
    ObjectInfo *o = &g->objects[k->object_id];
    if (!o->loaded)
        return;
    o->control = fn;
    o->collision = Creature_CollisionTR2;
    o->hit_points = k->hit_points;
    o->save_hitpoints = true;
    o->save_flags = true;
    o->save_anim = true;
}

void Eel_Setup(Game *g)
{
    setup(g, &k_eel, eel_control);
}

void BigEel_Setup(Game *g)
{
    setup(g, &k_big_eel, big_eel_control);
}
