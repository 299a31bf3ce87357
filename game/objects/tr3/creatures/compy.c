/* TR3's compsognathus: a pack that scatters when Lara faces it and moves
 * fast, rolls or hurts one, feeds on a dead raptor (the level's
 * ANIMATING_6 prop in its room) while bored, circles her each at its own
 * angle, and once the pack has turned on her (a chance each tick while
 * scared after its first three seconds, or when one is hurt after more
 * than 200 ticks) bites for 90, once per attack. The pack's timer and
 * anger are one per level (CreatureSlots). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "engine/world/world.h"
#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define COMPY_HIT_POINTS 10
#define COMPY_RADIUS (WALL_SIZE / 10)
#define COMPY_PIVOT 50
#define COMPY_SHADOW 85
#define COMPY_TORSO_BONE 1
#define COMPY_HEAD_BONE 2
#define COMPY_STOP_TURN ANGLE_DEG(3)
#define COMPY_RUN_TURN ANGLE_DEG(10)
#define COMPY_ATTACK_ANGLE 0x3000
#define COMPY_UPSET_SPEED 15
#define COMPY_SCARED_TICKS 280
#define COMPY_ATTACK_RANGE 0x718E4 /* about 0.45 of a sector, squared */
#define COMPY_FAR_RANGE 0xFF801    /* about a sector, squared */
#define COMPY_FEED_RANGE 0x552AB
#define COMPY_HIT_RANGE ((WALL_SIZE / 3) * (WALL_SIZE / 3))
#define COMPY_TOUCH 0x4
#define COMPY_DAMAGE 90
#define COMPY_DIE_ANIM 6
#define COMPY_HIT 1

enum {
    COMPY_STOP = 0,
    COMPY_RUN = 1,
    COMPY_JUMP = 2,
    COMPY_ATTACK = 3,
    COMPY_DEATH = 4,
};

static const CreatureBite k_jaws = { 0, 0, 0, 2 };

/* The original's item_flags, kept in Item.data_index: the ticks before a
 * scared compy runs (low half) and the dead raptor's item (high half, 0:
 * none). */
static int16_t delay(const Item *it) { return (int16_t)(it->data_index & 0xFFFF); }
static int16_t carcass(const Item *it) { return (int16_t)(it->data_index >> 16); }
static void set_flags(Item *it, int16_t d, int16_t c)
{
    it->data_index = (int32_t)(((uint32_t)(uint16_t)c << 16) | (uint16_t)d);
}

static void compy_initialise(Game *g, int item)
{
    Creature_Initialise(g, item);
    if (g->creatures)
        g->creatures->compys_attack = false;
}

/* The dead raptor in its room, looked for until found (the original's
 * check, item 0 counting as none). */
static void find_carcass(Game *g, Item *it)
{
    if (carcass(it))
        return;
    for (int i = g->sim->room_items[it->room]; i != ITEM_NONE; i = g->sim->items[i].next_item) {
        if (g->sim->items[i].object_id == O3_ANIMATING_6) {
            set_flags(it, delay(it), (int16_t)i);
            return;
        }
    }
}

static int32_t sq(int32_t v) { return v * v; }

/* The pack's fear and anger, and the mood it gives this compy. */
static void scare(Game *g, int item, Item *it, CreatureInfo *compy, const CreatureAI *info)
{
    CreatureSlots *cs = g->creatures;
    const Item *lara = Game_LaraItem(g);
    int16_t bits = (int16_t)(512 * (item & 7) - 1792);
    bool upset = lara && ((info->enemy_facing < COMPY_ATTACK_ANGLE &&
                           info->enemy_facing > -COMPY_ATTACK_ANGLE &&
                           lara->speed > COMPY_UPSET_SPEED) ||
                          lara->current_state == LS_ROLL || it->hit_status);
    if (!cs->compy_scared && !cs->compys_attack && upset) {
        set_flags(it, (int16_t)((bits + 1792) >> 7), carcass(it));
        cs->compy_scared = COMPY_SCARED_TICKS;
    } else if (cs->compy_scared) {
        if (delay(it) > 0) {
            set_flags(it, (int16_t)(delay(it) - 1), carcass(it));
        } else {
            compy->mood = MOOD_ESCAPE;
            cs->compy_scared--;
        }
        if (Prng_Control(&g->sim->prng) < 0x1F && it->timer > 180)
            cs->compys_attack = true;
    } else {
        compy->mood = info->zone_num == info->enemy_zone ? MOOD_ATTACK : MOOD_BORED;
    }
}

/* Where this compy heads for its mood: the carcass, a point a sector
 * from its enemy at its own angle, or away from her. */
static void aim(Game *g, Item *it, CreatureInfo *compy, const CreatureAI *info, int16_t bits)
{
    const Item *enemy = &g->sim->items[compy->enemy >= 0 ? compy->enemy : g->sim->lara];
    switch (compy->mood) {
    case MOOD_BORED:
        if (carcass(it)) {
            compy->target.x = g->sim->items[carcass(it)].pos.x;
            compy->target.z = g->sim->items[carcass(it)].pos.z;
        }
        break;
    case MOOD_ATTACK:
        compy->target.x = enemy->pos.x + ((WALL_SIZE * Math_Sin(bits + it->rot.y)) >> W2V_SHIFT);
        compy->target.y = enemy->pos.y;
        compy->target.z = enemy->pos.z + ((WALL_SIZE * Math_Cos(bits + it->rot.y)) >> W2V_SHIFT);
        break;
    default: {
        int32_t a = bits + info->angle + 0x8000;
        compy->target.x = enemy->pos.x + ((WALL_SIZE * Math_Sin(a)) >> W2V_SHIFT);
        compy->target.z = enemy->pos.z + ((WALL_SIZE * Math_Cos(a)) >> W2V_SHIFT);
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, compy->target.x, it->pos.y, compy->target.z, &room);
        int16_t box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
        /* no way down or up there: it settles */
        if (box == LOT_NO_BOX || (uint32_t)box >= g->lv->num_boxes ||
            abs(g->lv->boxes[box].true_floor - it->pos.y) > STEP_SIZE) {
            compy->mood = MOOD_BORED;
            set_flags(it, g->creatures->compy_scared, carcass(it));
        }
        break;
    }
    }
}

static void states(Game *g, Item *it, CreatureInfo *compy, const CreatureAI *info, bool fed)
{
    Prng *p = &g->sim->prng;
    bool attack = g->creatures->compys_attack;
    int32_t near = COMPY_FAR_RANGE - COMPY_ATTACK_RANGE * (attack ? 1 : 0);
    switch (it->current_state) {
    case COMPY_STOP:
        compy->flags &= ~COMPY_HIT;
        compy->maximum_turn = COMPY_STOP_TURN;
        if (compy->mood == MOOD_ATTACK) {
            if (info->angle && info->distance < COMPY_ATTACK_RANGE) {
                if (attack)
                    it->goal_state = Prng_Control(p) < 0x4000 ? COMPY_ATTACK : COMPY_JUMP;
                else
                    it->goal_state = COMPY_STOP;
            } else if (info->distance > near) {
                it->goal_state = COMPY_RUN;
            }
        } else if (compy->mood == MOOD_BORED) {
            if (info->ahead && info->distance < COMPY_FEED_RANGE && fed)
                it->goal_state = Prng_Control(p) < 0x4000 ? COMPY_ATTACK : COMPY_JUMP;
            else if (info->distance > COMPY_FEED_RANGE)
                it->goal_state = COMPY_RUN;
        } else {
            it->goal_state = Prng_Control(p) < 0x1000 ? COMPY_JUMP : COMPY_RUN;
        }
        break;
    case COMPY_RUN:
        compy->flags &= ~COMPY_HIT;
        compy->maximum_turn = COMPY_RUN_TURN;
        if (info->angle < COMPY_ATTACK_ANGLE && info->angle > -COMPY_ATTACK_ANGLE &&
            info->distance < near)
            it->goal_state = COMPY_STOP;
        break;
    case COMPY_JUMP:
    case COMPY_ATTACK:
        compy->maximum_turn = COMPY_RUN_TURN;
        if (compy->flags & COMPY_HIT)
            break;
        if ((it->touch_bits & COMPY_TOUCH) && attack) {
            compy->flags |= COMPY_HIT;
            Creature_HurtLara(g, COMPY_DAMAGE);
            Creature_Effect(g, (int)(it - g->sim->items), &k_jaws, CREATURE_FX_BLOOD);
        } else if (info->distance < COMPY_HIT_RANGE && info->ahead && fed &&
                   compy->mood == MOOD_ATTACK) {
            compy->flags |= COMPY_HIT;
            Creature_Effect(g, (int)(it - g->sim->items), &k_jaws, CREATURE_FX_BLOOD);
        }
        break;
    default:
        break;
    }
}

static void compy_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *compy = it->data;
    int16_t angle = 0, torso = 0, head = 0;
    find_carcass(g, it);
    int16_t dead = carcass(it);

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, COMPY_DEATH, COMPY_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        if (compy->mood == MOOD_BORED && dead) {
            /* bored, it sees the carcass instead of Lara */
            const Item *r = &g->sim->items[dead];
            int32_t dx = r->pos.x - it->pos.x, dz = r->pos.z - it->pos.z;
            info.distance = sq(dx) + sq(dz);
            info.angle = (int16_t)(Math_Atan2(dx, dz) - it->rot.y);
            info.ahead = info.angle > -ANGLE_90 && info.angle < ANGLE_90;
        }
        int16_t bits = (int16_t)(512 * (item & 7) - 1792);
        scare(g, item, it, compy, &info);
        aim(g, it, compy, &info, bits);
        angle = Creature_Turn(g, item, compy->maximum_turn);
        if (info.ahead)
            torso = info.angle;
        head = (int16_t)-(info.angle / 4);
        it->timer++;
        if (it->hit_status && it->timer > 200 && Prng_Control(&g->sim->prng) < 0xC1C)
            g->creatures->compys_attack = true;
        states(g, it, compy, &info, dead != 0);
    }

    Creature_Tilt(it, (int16_t)(angle >> 1));
    Creature_Head(g, item, torso);
    Creature_Neck(g, item, head);
    Creature_Animate(g, item, angle, (int16_t)(angle >> 1));
}

void Compy_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_COMPY))
        return;
    ObjectInfo *o = &g->objects[O3_COMPY];
    o->initialise = compy_initialise;
    o->control = compy_control;
    o->hit_points = COMPY_HIT_POINTS;
    o->radius = COMPY_RADIUS;
    o->pivot_length = COMPY_PIVOT;
    o->shadow_size = COMPY_SHADOW;
    Creature_SetBoneFlags(g, O3_COMPY, COMPY_TORSO_BONE, 8);
    Creature_SetBoneFlags(g, O3_COMPY, COMPY_HEAD_BONE, 8);
}
