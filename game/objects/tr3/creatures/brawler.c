/* TR3's brawlers, who punch: London's punks (O3_PUNK_1), Area 51's
 * civilians (O3_CIVVIE), its prisoners (O3_BOB) and its MPs with a baton
 * (O3_MP_1). The original has one routine for each (tomb3/game/punk.cpp,
 * 51civvy.cpp, prisoner.cpp, 51baton.cpp) with the same states and flow;
 * they differ in numbers (reach, damage, turns) and in whom they are
 * after:
 *  - a punk goes for Lara only once alerted (he, or one of his kind, has
 *    seen her close or been hit); until then he has no enemy and idles;
 *  - a civilian always goes for her, and runs when far and she faces him;
 *  - a prisoner leaves her alone until her guns hurt him (hurt_by_lara):
 *    until then he fights the nearest other living creature (not another
 *    prisoner, not an autogun) within 32000 units, or idles;
 *  - an MP goes for Lara, or for a prisoner within 32000 units nearer
 *    than she is. He also kicks: walking, with his enemy in reach and
 *    lower than him (crouching, or on lower ground), in state 12, which
 *    moves his climbs one on; the kick hurts Lara 150.
 * From a stand a brawler takes one of two punches by reach, or walks into
 * a third; a punch lands once while his hands touch her. He climbs and
 * drops as TR2's climbers (Creature_Vault, animations 27-30). A punk
 * with a flame emitter on his spot (Item.ai_fire, set by AiTR3_Gather)
 * burns at his hand every tick, dead or alive, and the third of his blows
 * that land on Lara, and every one after, sets her alight (punk.cpp's
 * item_flags[2], LaraBurn). The damage of Area 51's killing boxes is not
 * done yet. The punks and the civilians read their
 * AI objects (game/creature/ai_tr3.h, as punk.cpp and 51civvy.cpp): a
 * guard stands looking about until alerted, a patroller walks his route,
 * a follower stops at his spot; the prisoners' and MPs' are not read
 * yet. */
#include "game/objects/tr3/creatures/tr3_people.h"

#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/effects/punk_looks_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum {
    BR_EMPTY,
    BR_STOP,
    BR_WALK,
    BR_PUNCH2,
    BR_AIM2,
    BR_WAIT,
    BR_AIM1,
    BR_AIM0,
    BR_PUNCH1,
    BR_PUNCH0,
    BR_RUN,
    BR_DEATH,
    /* The punks', civilians' and prisoners' climbs follow (12-15); the
     * MP's kick comes first and moves them on by one. */
    BR_CLIMB3,
    BR_KICK = BR_CLIMB3,
};

#define BR_START_ANIM 6
#define BR_DIE_ANIM 26
#define BR_TOUCH 0x2400           /* his hands */
#define BR_WALK_RANGE 0x100000    /* 1 sector, squared */
#define BR_FOLLOW_RANGE 0x400000
#define BR_FLEE_RANGE 0x900000
#define BR_SEE_RANGE 0x100000
#define BR_VAULT_SHIFT 260
#define BR_KICK_TOUCH 0x60        /* his feet */
#define BR_KICK_FRAME 8           /* the kick lands only after this frame */

typedef enum { AFTER_ALERTED, AFTER_LARA, AFTER_OTHERS, AFTER_NEAREST } EnemyRule;

typedef struct {
    int16_t object_id;
    int16_t hit_points;
    int16_t walk_turn, run_turn;
    int32_t aim0_range, aim1_range, walk_aim_range; /* squared */
    int16_t damage[3];        /* punch 0, 1, 2 at Lara */
    int16_t other_damage[3];  /* and at another creature */
    CreatureBite hit;
    EnemyRule rule;
    bool escape_checks_hit;   /* an escaping one stands only when not hit */
    bool escape_else_runs;    /* else he runs (the punk just stands on) */
    bool stop_walks;          /* from a stand he walks into the walking punch */
    int16_t alert_dy;         /* sees her only this near in height */
    int16_t climb3;           /* the first of the climb states */
    bool follow_quiet;        /* a follower does not alert his kind */
    /* The MP's kick: range (squared; 0 no kick), damage at Lara and at
     * another creature, where the blood shows. */
    int32_t kick_range;
    int16_t kick_damage, kick_other_damage;
    CreatureBite kick_hit;
} BrawlerKind;

static const BrawlerKind k_punk = {
    O3_PUNK_1, 20, ANGLE_DEG(5), ANGLE_DEG(6), 0x40000, 0x100000, 0x190000,
    { 80, 80, 100 }, { 0, 0, 0 }, { 16, 48, 320, 13 }, AFTER_ALERTED, true, false,
    true, 1280, BR_CLIMB3, true, 0, 0, 0, { 0, 0, 0, 0 },
};
static const BrawlerKind k_civvy = {
    O3_CIVVIE, 15, ANGLE_DEG(5), ANGLE_DEG(6), 0x1C639, 0x718E4, 0x100000,
    { 40, 40, 50 }, { 0, 0, 0 }, { 0, 0, 0, 13 }, AFTER_LARA, false, true,
    true, 1280, BR_CLIMB3, true, 0, 0, 0, { 0, 0, 0, 0 },
};
static const BrawlerKind k_bob = {
    O3_BOB, 20, ANGLE_DEG(7), ANGLE_DEG(11), 0x1C639, 0x718E4, 0x90000,
    { 40, 40, 50 }, { 20, 20, 25 }, { 10, 10, 11, 13 }, AFTER_OTHERS, true, true,
    true, 1280, BR_CLIMB3, true, 0, 0, 0, { 0, 0, 0, 0 },
};
static const BrawlerKind k_mp = {
    O3_MP_1, 25, ANGLE_DEG(6), ANGLE_DEG(7), 0x40000, 0x100000, 0x190000,
    { 80, 80, 100 }, { 5, 5, 6 }, { 247, 10, 11, 13 }, AFTER_NEAREST, true, true,
    false, 1024, BR_CLIMB3 + 1, false, 0x240000, 150, 9, { 0, 0, 100, 6 },
};

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

/* Whether his AI objects choose his enemy this tick: any bit, but a
 * prisoner's lone AI_MODIFY (prisoner.cpp) only keeps him alive. */
static bool reads_ai(const Item *it, const BrawlerKind *k)
{
    if (k->rule == AFTER_OTHERS)
        return it->ai_bits && it->ai_bits != AI_BIT_MODIFY;
    return it->ai_bits != 0;
}

/* A prisoner on a lone AI_MODIFY cannot be killed. */
#define BR_KEPT_ALIVE 200

/* A prisoner's enemy while Lara has not hurt him: the nearest other
 * living creature thinking (not Lara, a prisoner or an autogun). */
static int16_t nearest_other(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    CreatureSlots *cs = g->creatures;
    int16_t best = ITEM_NONE;
    int32_t best_dist = INT32_MAX;
    for (int i = 0; cs && i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0 || other == item)
            continue;
        const Item *e = &g->sim->items[other];
        if (e->object_id == O3_LARA || e->object_id == O3_BOB ||
            e->object_id == O3_ROBOT_SENTRY_GUN || e->hit_points <= 0)
            continue;
        int32_t dx = e->pos.x - it->pos.x, dz = e->pos.z - it->pos.z;
        if (abs(dx) > 0x7D00 || abs(dz) > 0x7D00)
            continue;
        int32_t d = dx * dx + dz * dz;
        if (d < best_dist) {
            best = (int16_t)other;
            best_dist = d;
        }
    }
    return best;
}

/* An MP's enemy: Lara, or the nearest prisoner thinking within 32000
 * units on x and z that is nearer than she is. */
static int16_t nearest_prisoner(Game *g, int item)
{
    const Item *it = &g->sim->items[item], *l = &g->sim->items[g->sim->lara];
    CreatureSlots *cs = g->creatures;
    int32_t lx = l->pos.x - it->pos.x, lz = l->pos.z - it->pos.z;
    int32_t lara_dist = lx * lx + lz * lz;
    int16_t best = (int16_t)g->sim->lara;
    int32_t best_dist = INT32_MAX;
    for (int i = 0; cs && i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0 || other == item || g->sim->items[other].object_id != O3_BOB)
            continue;
        const Item *e = &g->sim->items[other];
        int32_t dx = e->pos.x - it->pos.x, dz = e->pos.z - it->pos.z;
        if (abs(dx) > 32000 || abs(dz) > 32000)
            continue;
        int32_t d = dx * dx + dz * dz;
        if (d < best_dist && d < lara_dist) {
            best = (int16_t)other;
            best_dist = d;
        }
    }
    return best;
}

/* A flaming punk's blow has landed on Lara: his first two only count
 * down, the third and every one after set her alight. */
static void burn_lara(Game *g, Item *it)
{
    if (it->ai_fire == 1)
        Effect_LaraBurnTR3(g);
    else if (it->ai_fire)
        it->ai_fire--;
}

/* A punch: at Lara through his hands' touch, at another creature when
 * it is within a quarter sector. `mark`: the flags value it leaves. */
static void punch(Game *g, int item, CreatureInfo *c, const BrawlerKind *k, int which,
                  uint16_t mark)
{
    int enemy = c->enemy;
    if (enemy == g->sim->lara) {
        if (Tr3People_StrikeLara(g, item, &k->hit, BR_TOUCH, k->damage[which])) {
            c->flags = mark;
            burn_lara(g, &g->sim->items[item]);
        }
    } else if (enemy >= 0 && k->other_damage[which] &&
               Tr3People_StrikeCreature(g, item, enemy, 256, 256, k->other_damage[which])) {
        Creature_Effect(g, item, &k->hit, CREATURE_FX_BLOOD);
        c->flags = mark;
    }
}

/* The MP's kick, past its eighth frame: at Lara through his feet's
 * touch, once; at another creature the original tests its mark the other
 * way round (it kicks only after a blow has landed), kept as it is. */
static void kick(Game *g, int item, Item *it, CreatureInfo *c, const BrawlerKind *k)
{
    if (it->frame - g->lv->animations[it->anim].frame_start <= BR_KICK_FRAME)
        return;
    int enemy = c->enemy;
    if (enemy == g->sim->lara) {
        if (c->flags != 1 &&
            Tr3People_StrikeLara(g, item, &k->kick_hit, BR_KICK_TOUCH, k->kick_damage))
            c->flags = 1;
    } else if (enemy >= 0 && c->flags &&
               Tr3People_StrikeCreature(g, item, enemy, 256, 256, k->kick_other_damage)) {
        Creature_Effect(g, item, &k->kick_hit, CREATURE_FX_BLOOD);
        c->flags = 1;
    }
}

typedef struct {
    CreatureAI info;
    int16_t lara_angle;
    int32_t lara_dist;
    int16_t x_angle;
} Sight;

static void br_stop(Game *g, int item, Item *it, CreatureInfo *c, const BrawlerKind *k,
                    const Sight *s, int16_t *head)
{
    const CreatureAI *info = &s->info;
    c->flags = 0;
    c->maximum_turn = 0;
    *head = s->lara_angle;
    bool follow_done = (it->ai_bits & AI_BIT_FOLLOW) &&
                       (c->reached_goal || s->lara_dist > BR_FOLLOW_RANGE);
    if (it->ai_bits & AI_BIT_GUARD) {
        *head = AiTR3_GuardHead(g, item);
        if (!(rnd(g) & 0xFF))
            it->goal_state = it->current_state == BR_STOP ? BR_WAIT : BR_STOP;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = BR_WALK;
    } else if (c->mood == MOOD_ESCAPE) {
        bool stand = !Tr3People_LaraTargets(g, item) && info->ahead &&
                     !(k->escape_checks_hit && it->hit_status);
        if (stand)
            it->goal_state = BR_STOP;
        else if (k->escape_else_runs)
            it->goal_state = BR_RUN;
    } else if (c->mood == MOOD_BORED || follow_done) {
        if (it->required_state)
            it->goal_state = it->required_state;
        else
            it->goal_state = info->ahead ? BR_STOP : BR_RUN;
    } else if (info->bite && info->distance < k->aim0_range) {
        it->goal_state = BR_AIM0;
    } else if (info->bite && info->distance < k->aim1_range) {
        it->goal_state = BR_AIM1;
    } else if (k->stop_walks && info->bite && info->distance < BR_WALK_RANGE) {
        it->goal_state = BR_WALK;
    } else {
        it->goal_state = BR_RUN;
    }
}

static void br_states(Game *g, int item, Item *it, CreatureInfo *c, const BrawlerKind *k,
                      const Sight *s, int16_t angle, int16_t *head, int16_t *torso_x,
                      int16_t *torso_y, int16_t *tilt)
{
    const CreatureAI *info = &s->info;
    int16_t st = it->current_state;
    if (st == BR_PUNCH0 || st == BR_PUNCH1 || st == BR_PUNCH2 || st == BR_AIM0 ||
        st == BR_AIM1 || st == BR_AIM2) {
        if (info->ahead) {
            *torso_y = info->angle;
            *torso_x = s->x_angle;
        }
        c->maximum_turn = k->walk_turn;
    }
    switch (st) {
    case BR_WAIT:
        if (c->alerted || it->goal_state == BR_RUN) {
            it->goal_state = BR_STOP;
            break;
        }
        br_stop(g, item, it, c, k, s, head);
        break;
    case BR_STOP:
        br_stop(g, item, it, c, k, s, head);
        break;
    case BR_WALK:
        *head = s->lara_angle;
        c->maximum_turn = k->walk_turn;
        if (k->kick_range)
            c->flags = 0;
        if (it->ai_bits & AI_BIT_PATROL1) {
            it->goal_state = BR_WALK;
            *head = 0;
        } else if (c->mood == MOOD_ESCAPE) {
            it->goal_state = BR_RUN;
        } else if (c->mood == MOOD_BORED) {
            if (rnd(g) < 256) {
                it->required_state = BR_WAIT;
                it->goal_state = BR_STOP;
            }
        } else if (info->bite && info->distance < k->kick_range && s->x_angle < 0) {
            it->goal_state = BR_KICK;
        } else if (info->bite && info->distance < k->aim0_range) {
            it->goal_state = BR_STOP;
        } else if (info->bite && info->distance < k->walk_aim_range) {
            it->goal_state = BR_AIM2;
        } else {
            it->goal_state = BR_RUN;
        }
        break;
    case BR_PUNCH2:
        if (c->flags != 2)
            punch(g, item, c, k, 2, 2);
        break;
    case BR_AIM2:
        c->flags = 0;
        it->goal_state = info->bite && info->distance < k->walk_aim_range ? BR_PUNCH2 : BR_WALK;
        break;
    case BR_AIM1:
        c->flags = 0;
        it->goal_state = info->ahead && info->distance < k->aim1_range ? BR_PUNCH1 : BR_STOP;
        break;
    case BR_AIM0:
        c->flags = 0;
        it->goal_state = info->bite && info->distance < k->aim0_range ? BR_PUNCH0 : BR_STOP;
        break;
    case BR_PUNCH1:
        if (!c->flags)
            punch(g, item, c, k, 1, 1);
        if (info->ahead && info->distance > k->aim1_range && info->distance < k->walk_aim_range)
            it->goal_state = BR_PUNCH2;
        break;
    case BR_PUNCH0:
        if (!c->flags)
            punch(g, item, c, k, 0, 1);
        break;
    case BR_RUN:
        if (info->ahead)
            *head = info->angle;
        c->maximum_turn = k->run_turn;
        *tilt = (int16_t)(angle / 2);
        if (it->ai_bits & AI_BIT_GUARD) {
            it->goal_state = BR_WAIT;
        } else if (c->mood == MOOD_ESCAPE) {
            if (!Tr3People_LaraTargets(g, item) && info->ahead)
                it->goal_state = BR_STOP;
        } else if ((it->ai_bits & AI_BIT_FOLLOW) &&
                   (c->reached_goal || s->lara_dist > BR_FOLLOW_RANGE)) {
            it->goal_state = BR_STOP;
        } else if (c->mood == MOOD_BORED) {
            it->goal_state = BR_WALK;
        } else if (info->ahead && info->distance < BR_WALK_RANGE) {
            it->goal_state = BR_WALK;
        }
        break;
    default:
        if (st == BR_KICK && k->kick_range) {
            if (info->ahead)
                *torso_y = info->angle;
            c->maximum_turn = k->walk_turn;
            kick(g, item, it, c, k);
        }
        break;
    }
}

/* Whom he is after, his AI info, mood and alert (the top of the
 * original's routine). */
static void br_think(Game *g, int item, Item *it, CreatureInfo *c, const BrawlerKind *k, Sight *s)
{
    int lara = g->sim->lara;
    if (reads_ai(it, k))
        AiTR3_Target(g, item);
    else if (k->rule == AFTER_OTHERS)
        c->enemy = c->hurt_by_lara ? (int16_t)lara : nearest_other(g, item);
    else if (k->rule == AFTER_NEAREST)
        c->enemy = nearest_prisoner(g, item);
    else
        c->enemy = (int16_t)lara;
    if (k->rule == AFTER_OTHERS && it->ai_bits == AI_BIT_MODIFY)
        it->hit_points = BR_KEPT_ALIVE;
    int16_t chosen = c->enemy;
    Creature_AIInfo(g, item, &s->info);
    /* (the game's AI info may fill in Lara for no one) */
    c->enemy = chosen;
    if (k->rule == AFTER_ALERTED && !c->alerted && c->enemy == lara)
        c->enemy = ITEM_NONE;
    /* a prisoner's AI objects may name Lara: not until she hurts him */
    if (k->rule == AFTER_OTHERS && !c->hurt_by_lara && c->enemy == lara)
        c->enemy = ITEM_NONE;
    const Item *l = &g->sim->items[lara];
    if (c->enemy == lara) {
        s->lara_angle = s->info.angle;
        s->lara_dist = s->info.distance;
    } else {
        int32_t dx = l->pos.x - it->pos.x, dz = l->pos.z - it->pos.z;
        s->lara_angle = (int16_t)(Camera_Atan(dz, dx) - it->rot.y);
        s->lara_dist = dx * dx + dz * dz;
    }
    const Item *e = &g->sim->items[c->enemy >= 0 ? c->enemy : lara];
    s->x_angle = Tr3People_XAngle(g, it, e);
    Tr3People_Mood(g, item, &s->info, true);
    if (k->rule == AFTER_LARA && c->enemy == lara && s->info.distance > BR_FLEE_RANGE &&
        s->info.enemy_facing < 0x3000 && s->info.enemy_facing > -0x3000)
        c->mood = MOOD_ESCAPE;

    bool alert;
    if (k->rule == AFTER_OTHERS)
        alert = c->hurt_by_lara;
    else if (k->rule == AFTER_LARA)
        alert = (s->lara_dist < BR_SEE_RANGE || it->hit_status ||
                 Tr3People_TargetVisible(g, item, s->lara_angle, s->lara_dist)) &&
                !(it->ai_bits & AI_BIT_FOLLOW);
    else
        alert = it->hit_status ||
                ((s->lara_dist < BR_SEE_RANGE ||
                  Tr3People_TargetVisible(g, item, s->lara_angle, s->lara_dist)) &&
                 abs(l->pos.y - it->pos.y) < k->alert_dy &&
                 !(k->follow_quiet && (it->ai_bits & AI_BIT_FOLLOW)));
    if (alert)
        Tr3People_AlertAll(g, item);
}

static void brawler_control(Game *g, int item, const BrawlerKind *k)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t tilt = 0, angle = 0, head = 0, torso_x = 0, torso_y = 0;
    /* Area 51's civilians and baton MPs: caught in a laser's box */
    if (k->object_id == O3_CIVVIE || k->object_id == O3_MP_1)
        Tr3People_LaserBox(g, it);
    if (it->ai_fire)
        Punk3_FireLooks(g, item, &k->hit);
    if (it->hit_points <= 0) {
        if (it->current_state != BR_DEATH) {
            Creature_StartDeath(g, it, BR_DEATH, BR_DIE_ANIM, 0);
            c->lot.step = STEP_SIZE;
        }
    } else {
        Sight s;
        br_think(g, item, it, c, k, &s);
        angle = Creature_Turn(g, item, c->maximum_turn);
        br_states(g, item, it, c, k, &s, angle, &head, &torso_x, &torso_y, &tilt);
    }
    Tr3People_Pose(it, c, tilt, torso_y, torso_x, head);
    if (it->current_state >= BR_DEATH) {
        c->maximum_turn = 0;
        Creature_Animate(g, item, angle, 0);
        return;
    }
    /* (climb3, climb1, climb2, fall3 in a row from the kind's first) */
    static const struct { int vault, anim, state; } k_vaults[] = {
        { -4, 30, 3 }, { 2, 28, 1 }, { 3, 29, 2 }, { 4, 27, 0 },
    };
    int v = Creature_Vault(g, item, angle, 2, BR_VAULT_SHIFT);
    for (size_t i = 0; i < sizeof k_vaults / sizeof k_vaults[0]; i++)
        if (v && v == k_vaults[i].vault) {
            c->maximum_turn = 0;
            Creature_SwitchAnim(g, it, k_vaults[i].anim, 0);
            it->current_state = (int16_t)(k->climb3 + k_vaults[i].state);
        }
}

static void punk_control(Game *g, int item) { brawler_control(g, item, &k_punk); }
static void civvy_control(Game *g, int item) { brawler_control(g, item, &k_civvy); }
static void bob_control(Game *g, int item) { brawler_control(g, item, &k_bob); }
static void mp_control(Game *g, int item) { brawler_control(g, item, &k_mp); }

/* The original's initialise of all four: a creature's, then standing in
 * animation 6. */
static void brawler_initialise(Game *g, int item)
{
    Creature_InitialiseIn(g, item, BR_START_ANIM, 0, BR_STOP);
}

static void setup_one(Game *g, const BrawlerKind *k, void (*control)(Game *g, int item))
{
    /* Torso (bone 6) about y and x, head (bone 13) about y. */
    const Tr3PersonNumbers n = {
        .hit_points = k->hit_points,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 6, 8 | 4 }, { 13, 8 } },
    };
    if (Tr3People_SetupKind(g, k->object_id, &n, control))
        g->objects[k->object_id].initialise = brawler_initialise;
}

void Tr3Brawler_Setup(Game *g)
{
    setup_one(g, &k_punk, punk_control);
    setup_one(g, &k_civvy, civvy_control);
    setup_one(g, &k_bob, bob_control);
    setup_one(g, &k_mp, mp_control);
}
