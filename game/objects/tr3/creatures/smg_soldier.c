/* TR3's soldiers with sub-machine guns, one routine for four kinds (the
 * original's armysmg.cpp, oilsmg.cpp and swat.cpp, near copies of each
 * other):
 *  - O3_STHPAC_MERCENARY, the army soldier of the South Pacific (the
 *    crash site's survivors; armysmg.cpp):
 *    leaves Lara alone until her guns hurt him, meanwhile going for the
 *    nearest other thinking creature not of his kind; alerts his kind when
 *    hit;
 *  - O3_WHITE_SOLDIER, the soldier in white of Antarctica (oilsmg.cpp):
 *    after Lara from the start; alerts his kind when he sees her (within 8
 *    sectors, in sight), when she is within a sector or when hit (not
 *    while following an AI_FOLLOW); falling dead one time in four he keeps
 *    his finger on the trigger (harmless shots every fourth frame);
 *  - O3_SWAT_GUN and O3_LON_MERCENARY_1, London's SWAT and the Damned's
 *    mercenary (swat.cpp): 45 hit points, turn faster (6 and 9 degrees);
 *    after Lara, alert their kind when she is near or seen (within 2
 *    sectors of height) or when hit; one time in two, falling dead, they
 *    fire on (frames 44 to 52, every fourth) at her ahead, 84 a hit.
 * The army soldier and the soldier in white: 30 hit points; from his stand he aims and fires (one of two aims)
 * when he can target his enemy within 3 sectors, walks at it from further
 * (aiming and firing on the walk), runs beyond 2 sectors when not bored;
 * a burst fires a shot every sixth tick for 28 (a tenth at another
 * creature: TR2's people gun routine, game/creature/creature_gun.h) with
 * his torso turned and pitched to the enemy; his AI objects
 * (game/creature/ai_tr3.h): guard, patrol, follow. Numbers and states as
 * the original's (setup.cpp: radius 102, torso bone 0 about y and x, head
 * bone 7 about y). His muzzle light and the "hoy" are sounds and lights
 * not made here (the shout's sound is). */
#include "game/objects/tr3/creatures/tr3_people.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum {
    SMG_EMPTY, SMG_STOP, SMG_WALK, SMG_RUN, SMG_WAIT, SMG_SHOOT1, SMG_SHOOT2, SMG_DEATH,
    SMG_AIM1, SMG_AIM2, SMG_AIM3, SMG_SHOOT3,
};

#define SMG_DAMAGE 28
#define SMG_BURST_GAP 5 /* ticks between a burst's shots, less one */
#define SMG_START_ANIM 12
#define SMG_TURN_ANIM 17
#define SMG_DIE_ANIM 19
#define SMG_NEAR 0x100000     /* a sector, squared */
#define SMG_RUN_RANGE 0x400000 /* 2 sectors */
#define SMG_FIRE_RANGE 0x900000 /* 3 sectors */
#define SFX3_AMERICAN_HOY 300
#define SFX3_ENGLISH_HOY 299
#define SFX3_OIL_SMG_FIRE 72
#define SFX3_SWAT_SMG_FIRE 137

/* Who he tells about Lara: the army soldier only when hit; the soldier in
 * white when she is near, seen or he is hit (not while following); the
 * SWAT when hit, or she is near or seen within 2 sectors of height. */
typedef enum { ALERT_HIT, ALERT_WHITE, ALERT_SWAT } SmgAlert;

typedef struct {
    int16_t object_id;
    int16_t hit_points;
    CreatureBite gun;
    bool friendly_until_hurt; /* the army soldier */
    SmgAlert alert;
    int16_t hoy;              /* his shout when alerted */
    int16_t walk_turn, run_turn, stand_turn;
    /* Falling dead (a control number & dead_mask == 0 at the fall's start)
     * he fires on: frames dead_first+1 .. dead_last-1, every fourth, for
     * dead_damage (0: harmless); aimed ones (the SWAT) only at Lara ahead. */
    int16_t dead_mask, dead_first, dead_last, dead_damage;
    bool dead_aimed;
    int16_t dead_sound;
} SmgKind;

static const SmgKind k_army = {
    O3_STHPAC_MERCENARY, 30, { 0, 300, 64, 7 }, true, ALERT_HIT, SFX3_AMERICAN_HOY,
    ANGLE_DEG(5), ANGLE_DEG(10), ANGLE_DEG(10), 3, 0, 0, 0, false, 0,
};
static const SmgKind k_white = {
    O3_WHITE_SOLDIER, 30, { 0, 400, 64, 7 }, false, ALERT_WHITE, SFX3_AMERICAN_HOY,
    ANGLE_DEG(5), ANGLE_DEG(10), ANGLE_DEG(10), 3, 3, 31, 0, false, SFX3_OIL_SMG_FIRE,
};
static const SmgKind k_swat = {
    O3_SWAT_GUN, 45, { 0, 300, 64, 7 }, false, ALERT_SWAT, SFX3_AMERICAN_HOY,
    ANGLE_DEG(6), ANGLE_DEG(9), 0x666, 1, 44, 52, 84, true, SFX3_SWAT_SMG_FIRE,
};
static const SmgKind k_merc = {
    O3_LON_MERCENARY_1, 45, { 0, 300, 64, 7 }, false, ALERT_SWAT, SFX3_ENGLISH_HOY,
    ANGLE_DEG(6), ANGLE_DEG(9), 0x666, 1, 44, 52, 84, true, SFX3_OIL_SMG_FIRE,
};

typedef struct {
    const SmgKind *k;
    CreatureAI info;
    int16_t lara_angle;
    int32_t lara_dist;
} SmgSight;

static int16_t rnd(Game *g) { return (int16_t)Prng_Control(&g->sim->prng); }

/* The original's Targetable: only the enemy he has. */
static bool targetable(Game *g, int item, const CreatureInfo *c, const CreatureAI *info)
{
    return c->enemy >= 0 && CreatureGun_CanTarget(g, item, c->enemy, info);
}

/* Following an AI_FOLLOW: done at the spot, or with Lara over 2 sectors
 * away. */
static bool follow_done(const Item *it, const CreatureInfo *c, const SmgSight *s)
{
    return (it->ai_bits & AI_BIT_FOLLOW) && (c->reached_goal || s->lara_dist > SMG_RUN_RANGE);
}

/* A guard now and then changes between his stand and his wait. */
static void guard(Game *g, int item, Item *it, int16_t *head)
{
    *head = AiTR3_GuardHead(g, item);
    if (!(rnd(g) & 0xFF))
        it->goal_state = it->current_state == SMG_STOP ? SMG_WAIT : SMG_STOP;
}

static void smg_stop(Game *g, int item, Item *it, CreatureInfo *c, const SmgSight *s,
                     int16_t *head)
{
    const CreatureAI *info = &s->info;
    *head = s->lara_angle;
    c->flags = 0;
    c->maximum_turn = 0;
    const Model *m = &g->lv->models[it->model];
    int16_t st = s->k->stand_turn;
    if (it->anim - (int)m->animation == SMG_TURN_ANIM) {
        Creature_TurnToward(it, info->angle, st);
    }
    bool bored = s->k->friendly_until_hurt ? !c->alerted && c->mood == MOOD_BORED
                                           : c->mood == MOOD_BORED;
    if (it->ai_bits & AI_BIT_GUARD) {
        guard(g, item, it, head);
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = SMG_WALK;
        *head = 0;
    } else if (c->mood == MOOD_ESCAPE) {
        it->goal_state = SMG_RUN;
    } else if (targetable(g, item, c, info)) {
        if (info->distance >= SMG_FIRE_RANGE && info->zone_num == info->enemy_zone)
            it->goal_state = SMG_WALK;
        else
            it->goal_state = rnd(g) < 0x4000 ? SMG_AIM1 : SMG_AIM3;
    } else if (bored || follow_done(it, c, s)) {
        it->goal_state = SMG_STOP;
    } else if (c->mood != MOOD_BORED && info->distance > SMG_RUN_RANGE) {
        it->goal_state = SMG_RUN;
    } else {
        it->goal_state = SMG_WALK;
    }
}

static void smg_moving(Game *g, int item, Item *it, CreatureInfo *c, const SmgSight *s,
                       int16_t angle, int16_t *head, int16_t *tilt)
{
    const CreatureAI *info = &s->info;
    if (it->current_state == SMG_WALK) {
        *head = s->lara_angle;
        c->flags = 0;
        c->maximum_turn = s->k->walk_turn;
        if (it->ai_bits & AI_BIT_PATROL1) {
            it->goal_state = SMG_WALK;
            *head = 0;
        } else if (c->mood == MOOD_ESCAPE) {
            it->goal_state = SMG_RUN;
        } else if ((it->ai_bits & AI_BIT_GUARD) || follow_done(it, c, s)) {
            it->goal_state = SMG_STOP;
        } else if (targetable(g, item, c, info)) {
            bool near = info->distance < SMG_FIRE_RANGE || info->zone_num != info->enemy_zone;
            it->goal_state = near ? SMG_STOP : SMG_AIM2;
        } else if (c->mood == MOOD_BORED) {
            if (info->ahead)
                it->goal_state = SMG_STOP;
        } else if (info->distance > SMG_RUN_RANGE) {
            it->goal_state = SMG_RUN;
        }
        return;
    }
    if (info->ahead)
        *head = info->angle;
    c->maximum_turn = s->k->run_turn;
    *tilt = (int16_t)(angle >> 1);
    if ((it->ai_bits & AI_BIT_GUARD) || follow_done(it, c, s)) {
        it->goal_state = SMG_WALK;
    } else if (c->mood != MOOD_ESCAPE) {
        if (targetable(g, item, c, info) || c->mood == MOOD_BORED ||
            (c->mood == MOOD_STALK && !(it->ai_bits & AI_BIT_FOLLOW) &&
             info->distance < SMG_RUN_RANGE))
            it->goal_state = SMG_WALK;
    }
}

/* A burst: a shot every sixth tick, his torso on the enemy. */
static void burst(Game *g, int item, CreatureInfo *c, const SmgSight *s, int16_t *torso_x,
                  int16_t *torso_y)
{
    const CreatureAI *info = &s->info;
    if (info->ahead) {
        *torso_x = info->x_angle;
        *torso_y = info->angle;
    }
    if (c->flags) {
        c->flags--;
    } else {
        CreatureGun_Shoot(g, item, c->enemy, info, &s->k->gun, *torso_y, SMG_DAMAGE);
        c->flags = SMG_BURST_GAP;
    }
}

/* His wait, aims and bursts. */
static void smg_firing(Game *g, int item, Item *it, CreatureInfo *c, const SmgSight *s,
                       int16_t *head, int16_t *torso_x, int16_t *torso_y)
{
    const CreatureAI *info = &s->info;
    switch (it->current_state) {
    case SMG_WAIT:
        *head = s->lara_angle;
        c->flags = 0;
        c->maximum_turn = 0;
        if (it->ai_bits & AI_BIT_GUARD)
            guard(g, item, it, head);
        else if (targetable(g, item, c, info))
            it->goal_state = SMG_SHOOT1;
        else if (c->mood != MOOD_BORED || !info->ahead)
            it->goal_state = SMG_STOP;
        break;
    case SMG_SHOOT3:
        if (it->goal_state != SMG_STOP &&
            (c->mood == MOOD_ESCAPE || info->distance > SMG_FIRE_RANGE ||
             !targetable(g, item, c, info)))
            it->goal_state = SMG_STOP;
        burst(g, item, c, s, torso_x, torso_y);
        break;
    case SMG_SHOOT1:
    case SMG_SHOOT2:
        burst(g, item, c, s, torso_x, torso_y);
        break;
    case SMG_AIM1:
    case SMG_AIM2:
    case SMG_AIM3:
        c->flags = 0;
        if (!info->ahead)
            break;
        *torso_x = info->x_angle;
        *torso_y = info->angle;
        if (!targetable(g, item, c, info))
            it->goal_state = it->current_state == SMG_AIM2 ? SMG_WALK : SMG_STOP;
        else
            it->goal_state = it->current_state == SMG_AIM1   ? SMG_SHOOT1
                             : it->current_state == SMG_AIM2 ? SMG_SHOOT2
                                                             : SMG_SHOOT3;
        break;
    default:
        break;
    }
}

/* The army soldier's enemy while Lara has not hurt him: the nearest other
 * thinking creature not of his kind (none: ITEM_NONE). */
static int16_t nearest_other(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    CreatureSlots *cs = g->creatures;
    int16_t best = ITEM_NONE;
    int64_t best_dist = INT32_MAX;
    for (int i = 0; cs && i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0 || other == item || other == g->sim->lara)
            continue;
        const Item *e = &g->sim->items[other];
        if (e->object_id == ITEM_LARA_OBJECT || e->object_id == it->object_id)
            continue;
        int64_t dx = e->pos.x - it->pos.x, dz = e->pos.z - it->pos.z;
        if (dx * dx + dz * dz < best_dist) {
            best = (int16_t)other;
            best_dist = dx * dx + dz * dz;
        }
    }
    return best;
}

static void smg_think(Game *g, int item, Item *it, CreatureInfo *c, SmgSight *s)
{
    int lara = g->sim->lara;
    const SmgKind *k = s->k;
    if (it->ai_bits)
        AiTR3_Target(g, item);
    else if (!k->friendly_until_hurt || c->hurt_by_lara)
        c->enemy = (int16_t)lara;
    else
        c->enemy = nearest_other(g, item);
    Creature_AIInfo(g, item, &s->info);
    const Item *l = &g->sim->items[lara];
    if (c->enemy == lara) {
        s->lara_angle = s->info.angle;
        s->lara_dist = s->info.distance;
    } else {
        int32_t dx = l->pos.x - it->pos.x, dz = l->pos.z - it->pos.z;
        s->lara_angle = (int16_t)(Camera_Atan(dz, dx) - it->rot.y);
        s->lara_dist = dx * dx + dz * dz;
    }
    if (k->friendly_until_hurt && !c->hurt_by_lara && c->enemy == lara)
        c->enemy = ITEM_NONE;
    Tr3People_Mood(g, item, &s->info, c->enemy != lara);
    bool alert = it->hit_status;
    if (k->alert != ALERT_HIT) {
        bool seen = s->lara_dist < SMG_NEAR ||
                    Tr3People_TargetVisible(g, item, s->lara_angle, s->lara_dist);
        if (k->alert == ALERT_WHITE)
            alert = (alert || seen) && !(it->ai_bits & AI_BIT_FOLLOW);
        else
            alert = alert || (seen && abs(l->pos.y - it->pos.y) < 2048);
    }
    if (alert) {
        if (!c->alerted)
            Object_Sound(g, it, k->hoy);
        Tr3People_AlertAll(g, item);
    }
}

/* Falling dead he may fire on (see SmgKind). */
static void smg_dead(Game *g, int item, Item *it, CreatureInfo *c, const SmgKind *k,
                     int16_t *head, int16_t *torso_y)
{
    if (it->current_state != SMG_DEATH) {
        Creature_SwitchAnim(g, it, SMG_DIE_ANIM, 0);
        it->current_state = SMG_DEATH;
        c->flags = !(rnd(g) & k->dead_mask);
        return;
    }
    if (!k->dead_sound || !c->flags)
        return;
    int base = g->lv->animations[it->anim].frame_start;
    if (it->frame <= base + k->dead_first || it->frame >= base + k->dead_last || (it->frame & 3))
        return;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    if (!k->dead_aimed) {
        *head = *torso_y = info.angle;
        CreatureGun_Shoot(g, item, c->enemy, &info, &k->gun, 0, 0);
        Object_Sound(g, it, k->dead_sound);
    } else if (targetable(g, item, c, &info) && info.angle > -0x2000 && info.angle < 0x2000) {
        *head = *torso_y = info.angle;
        CreatureGun_Shoot(g, item, c->enemy, &info, &k->gun, info.angle, k->dead_damage);
        Object_Sound(g, it, k->dead_sound);
    }
}

static void smg_control(Game *g, int item, const SmgKind *k)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t angle = 0, tilt = 0, head = 0, torso_x = 0, torso_y = 0;
    if (it->hit_points <= 0) {
        smg_dead(g, item, it, c, k, &head, &torso_y);
    } else {
        SmgSight s;
        s.k = k;
        smg_think(g, item, it, c, &s);
        angle = Creature_Turn(g, item, c->maximum_turn);
        switch (it->current_state) {
        case SMG_STOP:
            smg_stop(g, item, it, c, &s, &head);
            break;
        case SMG_WALK:
        case SMG_RUN:
            smg_moving(g, item, it, c, &s, angle, &head, &tilt);
            break;
        default:
            smg_firing(g, item, it, c, &s, &head, &torso_x, &torso_y);
            break;
        }
    }
    Tr3People_Pose(it, c, tilt, torso_y, torso_x, head);
    Creature_Animate(g, item, angle, 0);
}

static void army_control(Game *g, int item) { smg_control(g, item, &k_army); }
static void white_control(Game *g, int item) { smg_control(g, item, &k_white); }
static void swat_control(Game *g, int item) { smg_control(g, item, &k_swat); }
static void merc_control(Game *g, int item) { smg_control(g, item, &k_merc); }

/* The original's initialise of both: a creature's, then standing in
 * animation 12. */
static void smg_initialise(Game *g, int item)
{
    Creature_InitialiseIn(g, item, SMG_START_ANIM, 0, SMG_STOP);
}

static void setup_one(Game *g, const SmgKind *k, void (*control)(Game *g, int item))
{
    /* Torso (bone 0) about y and x, head (bone 7) about y. */
    const Tr3PersonNumbers n = {
        .hit_points = k->hit_points,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 0, 8 | 4 }, { 7, 8 } },
    };
    if (Tr3People_SetupKind(g, k->object_id, &n, control))
        g->objects[k->object_id].initialise = smg_initialise;
}

void Tr3SmgSoldier_Setup(Game *g)
{
    setup_one(g, &k_army, army_control);
    setup_one(g, &k_white, white_control);
    setup_one(g, &k_swat, swat_control);
    setup_one(g, &k_merc, merc_control);
}
