/* TR3's seal mutant (O3_BURNT_MUTANT, Antarctica) and the boomute
 * (O3_BOO_MUTANT). The seal mutant: 50 hit points, radius 204. It goes
 * for Lara, or for a flamethrower man nearer than she is; within two
 * sectors, when it can target its enemy, it stops and belches gas (its
 * burp state, frames 35 to 58: a puff a tick, 3 faster each tick up to
 * 24, then 8..23; Tr3Gas_Breathe, along its head: twice down, 8 times
 * forward); a badly poisoned Lara (256) it flees. Dying, it belches all
 * through its death (animation 5, a puff a tick from its second frame to
 * 8 before its end, speeding up and slowing down). Burnt past 80 (its
 * item flag 0, which the flamethrower's fire raises) it dies at once.
 * It alerts its kind when Lara is within a sector, hurts it or is seen.
 * The boomute is a dead one that only animates, belching as the seal
 * mutant does in its death. Facts from tomb3/game/sealmute.cpp,
 * boomute.cpp and setup.cpp. It reads its AI objects (game/creature/
 * ai_tr3.h): on guard it stands looking about until alerted, a patroller
 * walks its route. Burnt, it dies in flames at its meshes 9..16 with their
 * light (TR3's sparks, game/effects/gas_looks_tr3.c). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/effects/gas_looks_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SEAL_HIT_POINTS 50
#define SEAL_RADIUS 204
#define SEAL_TURN ANGLE_DEG(3)           /* 546 */
#define SEAL_BURP_RANGE 0x400000         /* 2 sectors, squared */
#define SEAL_AWARE_RANGE 0x100000
#define SEAL_BURP_FIRST 35
#define SEAL_BURP_LAST 58
#define SEAL_BURNT 80
#define SEAL_DIE_ANIM 5
#define SEAL_POISONED 256

enum { SEAL_STOP, SEAL_WALK, SEAL_BURP, SEAL_DEATH };

static const CreatureBite k_seal_gas = { 0, 48, 140, 10 };

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

/* A dying (or dead) mutant's belch: from the animation's second frame to
 * 8 before its end, faster up to 24, then slower towards the end. */
static void death_belch(Game *g, int item, const Item *it)
{
    const Animation *a = &g->lv->animations[it->anim];
    if (it->frame < a->frame_start + 1 || it->frame > a->frame_end - 8)
        return;
    int f = it->frame - a->frame_start + 1;
    if (f > 24) {
        f = a->frame_end - it->frame - 8;
        if (f <= 0)
            f = 1;
        if (f > 24)
            f = (rnd(g) & 0xF) + 8;
    }
    Tr3Gas_Breathe(g, item, &k_seal_gas, 2, 8, (int16_t)f);
}

/* Lara, or a flamethrower man in an AI slot nearer than she is (the
 * original's loop: the last such one). */
static int16_t seal_enemy(Game *g, int item, const Item *it, int32_t lara_dist)
{
    int16_t enemy = (int16_t)g->sim->lara;
    for (int i = 0; g->creatures && i < LOT_SLOTS; i++) {
        int other = g->creatures->slot[i].item;
        if (other < 0 || other == item)
            continue;
        const Item *o = &g->sim->items[other];
        if (o->object_id != O3_FLAMETHROWER_BLOKE || o->hit_points <= 0)
            continue;
        int32_t dx = o->pos.x - it->pos.x, dz = o->pos.z - it->pos.z;
        if (dx * dx + dz * dz < lara_dist)
            enemy = (int16_t)other;
    }
    return enemy;
}

typedef struct {
    Game *g;
    int item;
    Item *it;
    CreatureInfo *c;
    CreatureAI info;
    int16_t head, torso_x, torso_y;
} Seal;

static bool can_burp(const Seal *s)
{
    return CreatureGun_CanTarget(s->g, s->item, s->c->enemy, &s->info) &&
           s->info.distance < SEAL_BURP_RANGE;
}

static void seal_burp(Seal *s)
{
    Item *it = s->it;
    CreatureInfo *c = s->c;
    const CreatureAI *info = &s->info;
    Creature_TurnToward(it, info->angle, SEAL_TURN);
    if (info->ahead) {
        s->torso_x = Tr3People_XAngle(s->g, it, &s->g->sim->items[c->enemy]);
        s->torso_y = (int16_t)(info->angle >> 1);
    }
    int frame = it->frame - s->g->lv->animations[it->anim].frame_start;
    if (frame < SEAL_BURP_FIRST || frame > SEAL_BURP_LAST)
        return;
    if (c->flags < 24)
        c->flags += 3;
    int16_t speed = c->flags < 24 ? (int16_t)c->flags : (int16_t)((rnd(s->g) & 0xF) + 8);
    Tr3Gas_Breathe(s->g, s->item, &k_seal_gas, 2, 8, speed);
    if (c->enemy != s->g->sim->lara)
        s->g->sim->items[c->enemy].hit_status = true;
}

static void seal_states(Seal *s)
{
    Item *it = s->it;
    CreatureInfo *c = s->c;
    switch (it->current_state) {
    case SEAL_STOP:
        c->maximum_turn = 0;
        c->flags = 0;
        s->head = s->info.angle;
        if (it->ai_bits & AI_BIT_GUARD) {
            s->head = AiTR3_GuardHead(s->g, s->item);
            it->goal_state = SEAL_STOP;
        } else if (it->ai_bits & AI_BIT_PATROL1) {
            s->head = 0;
            it->goal_state = SEAL_WALK;
        } else if (c->mood == MOOD_ESCAPE)
            it->goal_state = SEAL_WALK;
        else if (can_burp(s))
            it->goal_state = SEAL_BURP;
        else
            it->goal_state = it->required_state ? it->required_state : SEAL_WALK;
        break;
    case SEAL_WALK:
        c->maximum_turn = SEAL_TURN;
        if (s->info.ahead)
            s->head = s->info.angle;
        if (it->ai_bits & AI_BIT_PATROL1) {
            s->head = 0;
            it->goal_state = SEAL_WALK;
        } else if (can_burp(s)) {
            it->goal_state = SEAL_STOP;
        }
        break;
    case SEAL_BURP:
        seal_burp(s);
        break;
    default:
        break;
    }
}

static void seal_alive(Seal *s, int16_t *angle)
{
    Game *g = s->g;
    Item *it = s->it;
    CreatureInfo *c = s->c;
    const Item *lara = Game_LaraItem(g);
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    int32_t lara_dist = dx * dx + dz * dz;
    if (it->ai_bits)
        AiTR3_Target(g, s->item);
    else
        c->enemy = seal_enemy(g, s->item, it, lara_dist);
    Creature_AIInfoEnemy(g, s->item, &s->info);
    int16_t lara_angle = (int16_t)(Camera_Atan(dz, dx) - it->rot.y);
    if (c->enemy == g->sim->lara) {
        lara_angle = s->info.angle;
        lara_dist = s->info.distance;
    }
    bool violent = s->info.zone_num == s->info.enemy_zone;
    if (c->enemy == g->sim->lara && g->lara.poisoned >= SEAL_POISONED)
        Creature_MoodTR3Escaping(g, s->item, &s->info, violent, false);
    else
        Creature_Mood(g, s->item, &s->info, violent);
    *angle = Creature_Turn(g, s->item, c->maximum_turn);
    /* (its kind is alerted by Lara, whatever it is after) */
    if (lara_dist < SEAL_AWARE_RANGE || it->hit_status ||
        Tr3People_TargetVisible(g, s->item, lara_angle, lara_dist))
        Tr3People_AlertAll(g, s->item);
    seal_states(s);
}

static void seal_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    Seal s = { g, item, it, it->data, { 0 }, 0, 0, 0 };
    int16_t angle = 0;
    bool burnt = s.c->item_flags[0] > SEAL_BURNT;
    if (burnt)
        it->hit_points = 0;
    if (it->hit_points <= 0) {
        if (Creature_StartDeath(g, it, SEAL_DEATH, SEAL_DIE_ANIM, 0))
            s.c->flags = 0;
        else if (burnt)
            Gas3_BurntSealLooks(g, item);
        else
            death_belch(g, item, it);
    } else if (Game_LaraItem(g)) {
        seal_alive(&s, &angle);
    }
    Creature_Tilt(it, 0);
    Tr3People_Joint(s.c, 0, s.torso_x);
    Tr3People_Joint(s.c, 1, s.torso_y);
    Tr3People_Joint(s.c, 2, s.head);
    Creature_Animate(g, item, angle, 0);
}

/* The boomute: it animates and belches while triggered on. */
static void boomute_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (it->status != ITEM_STATUS_ACTIVE)
        return;
    death_belch(g, item, it);
    Object_Animate(g, it);
}

void SealMute_Setup(Game *g)
{
    /* Bone 8 turns about x and z (the torso), bone 9 about y (the head). */
    static const Tr3PersonNumbers n = {
        .hit_points = SEAL_HIT_POINTS,
        .radius = SEAL_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 8, 4 | 16 }, { 9, 8 } },
    };
    Tr3People_SetupKind(g, O3_BURNT_MUTANT, &n, seal_control);
    ObjectInfo *boo = &g->objects[O3_BOO_MUTANT];
    boo->control = boomute_control;
    boo->save_position = boo->save_flags = boo->save_anim = true;
}
