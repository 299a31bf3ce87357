/* TR3's T-rex (not TR2's routine): 800 hit points; it goes for the
 * nearest burning flare or raptor around it, for Lara only once she has
 * hurt it or while she moves (a still Lara, standing or crouching without
 * a flare, wears out its patience: it sniffs and roars, then wanders).
 * It hurts by touch (10 a tick at a run, else 1) and bites her dead in
 * its kill scene (Lara's extra set, O3_LARA_EXTRA); a raptor it bites
 * loses 50, a flare goes out. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define TREX_HIT_POINTS 800
#define TREX_RADIUS (WALL_SIZE / 2)
#define TREX_PIVOT 1800
#define TREX_WALK_TURN ANGLE_DEG(2)
#define TREX_RUN_TURN ANGLE_DEG(4)
#define TREX_BITE_RANGE 0x225510  /* about 1.45 sectors, squared */
#define TREX_STALK_RANGE 0x1000000 /* 4 sectors, squared */
#define TREX_RUN_RANGE 0x1900000   /* 5 sectors, squared */
#define TREX_SEARCH 4096
#define TREX_JAWS_TOUCH 0x3000u
#define TREX_KILL_DAMAGE 10000
#define TREX_TRAMPLE_DAMAGE 10
#define TREX_TOUCH_DAMAGE 1
#define TREX_PREY_DAMAGE 50
#define TREX_PREY_FRAME 20
#define TREX_REACH 0x718E4 /* (the original compares distances with a squared number) */
#define TREX_ROAR_CHANCE 0x100
#define TREX_KILL_ANIM 11
#define TREX_LARA_KILL_STATE 6 /* O3_LARA_EXTRA's T-rex death */
#define TREX_PATIENCE 120
#define TREX_ROARS 3

enum {
    TREX_EMPTY = 0,
    TREX_STOP = 1,
    TREX_WALK = 2,
    TREX_RUN = 3,
    TREX_DEATH = 5,
    TREX_ROAR = 6,
    TREX_ATTACK = 7,
    TREX_KILL = 8,
    TREX_LONG_ROAR_START = 9,
    TREX_LONG_ROAR_END = 11,
    TREX_SNIFF_START = 12,
    TREX_SNIFF_MID = 13,
    TREX_SNIFF_END = 14,
};

static const CreatureBite k_jaws = { 0, 32, 64, 13 };

/* The original's two item_flags, kept in Item.data_index: the ticks of
 * patience left with a still Lara (low half) and the roars and sniffs it
 * has left (high half). */
static int16_t patience(const Item *it) { return (int16_t)(it->data_index & 0xFFFF); }
static int16_t roars(const Item *it) { return (int16_t)(it->data_index >> 16); }
static void set_flags(Item *it, int16_t p, int16_t r)
{
    it->data_index = (int32_t)(((uint32_t)(uint16_t)r << 16) | (uint16_t)p);
}

/* The nearest active flare or raptor with hit points around it (the
 * original looks in the rooms within 4 sectors; here: items within 4
 * sectors each way). */
static int choose_prey(Game *g, int item, const Item *it)
{
    int best = ITEM_NONE;
    int32_t best_dist = INT32_MAX;
    for (int i = 0; i < (int)g->sim->num_items; i++) {
        const Item *c = &g->sim->items[i];
        if (i == item || (c->object_id != O3_FLARE_ITEM && c->object_id != O3_RAPTOR) ||
            !c->hit_points || c->status != ITEM_STATUS_ACTIVE)
            continue;
        if (abs(c->pos.x - it->pos.x) > TREX_SEARCH || abs(c->pos.z - it->pos.z) > TREX_SEARCH ||
            abs(c->pos.y - it->pos.y) > TREX_SEARCH)
            continue;
        int32_t x = (c->pos.x - it->pos.x) >> 6, y = (c->pos.y - it->pos.y) >> 6,
                z = (c->pos.z - it->pos.z) >> 6;
        int32_t d = x * x + y * y + z * z;
        if (d < best_dist) {
            best = i;
            best_dist = d;
        }
    }
    return best;
}

/* Its jaws on prey other than Lara, on the 20th frame of the bite. */
static void bite_prey(Game *g, int item, Item *it, Item *prey)
{
    if (it->frame != g->lv->animations[it->anim].frame_start + TREX_PREY_FRAME)
        return;
    int32_t px = (TREX_PIVOT * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    int32_t pz = (TREX_PIVOT * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    if (abs(prey->pos.x - px - it->pos.x) >= TREX_REACH || abs(prey->pos.y - it->pos.y) >= TREX_REACH ||
        abs(prey->pos.z - pz - it->pos.z) >= TREX_REACH)
        return;
    if (prey->object_id == O3_FLARE_ITEM) {
        prey->hit_points = 0;
    } else {
        prey->hit_points = (int16_t)(prey->hit_points - TREX_PREY_DAMAGE);
        prey->hit_status = true;
        Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
    }
}

static void stop(Game *g, int item, Item *it, CreatureInfo *rex, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    if (it->required_state != TREX_EMPTY) {
        it->goal_state = it->required_state;
    } else if (rex->mood == MOOD_BORED || rex->flags) {
        it->goal_state = TREX_WALK;
    } else if (rex->mood == MOOD_ESCAPE) {
        if (g->lara.target != item && info->ahead && !it->hit_status)
            it->goal_state = Prng_Control(p) < TREX_ROAR_CHANCE ? TREX_ROAR : TREX_STOP;
        else
            it->goal_state = TREX_RUN;
    } else if (info->distance < TREX_BITE_RANGE && info->bite) {
        if (patience(it))
            it->goal_state = TREX_ATTACK;
        else if (Prng_Control(p) & 1) {
            if (roars(it))
                it->goal_state = TREX_LONG_ROAR_START;
        } else if (roars(it)) {
            it->goal_state = TREX_SNIFF_START;
        }
    } else {
        it->goal_state = TREX_RUN;
    }
}

static void run(Game *g, int item, Item *it, CreatureInfo *rex, const CreatureAI *info)
{
    rex->maximum_turn = TREX_RUN_TURN;
    if ((info->distance < TREX_RUN_RANGE && info->bite) || rex->flags) {
        it->goal_state = TREX_STOP;
    } else if (rex->mood == MOOD_ESCAPE || !info->ahead ||
               Prng_Control(&g->sim->prng) >= TREX_ROAR_CHANCE) {
        if (rex->mood == MOOD_BORED ||
            (rex->mood == MOOD_ESCAPE && g->lara.target != item && info->ahead))
            it->goal_state = TREX_STOP;
    } else {
        it->required_state = TREX_ROAR;
        it->goal_state = TREX_STOP;
    }
}

/* A roar or sniff counts down its roars on its first frame; a flare it
 * is after goes out. */
static void roar_or_sniff(Game *g, Item *it, CreatureInfo *rex, bool sniff)
{
    rex->maximum_turn = 0;
    if (roars(it) > 0 && it->frame == g->lv->animations[it->anim].frame_start) {
        set_flags(it, patience(it), (int16_t)(roars(it) - 1));
        if (rex->enemy != ITEM_NONE && g->sim->items[rex->enemy].object_id == O3_FLARE_ITEM) {
            g->sim->items[rex->enemy].hit_points = 0;
            set_flags(it, patience(it), sniff ? 0 : (int16_t)(roars(it) - 1));
        }
    }
}

/* False when the bite killed Lara (the kill scene has begun). */
static bool alive(Game *g, int item, Item *it, CreatureInfo *rex, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case TREX_STOP:
        stop(g, item, it, rex, info);
        break;
    case TREX_WALK:
        rex->maximum_turn = TREX_WALK_TURN;
        if (rex->mood != MOOD_BORED || !rex->flags) {
            it->goal_state = TREX_STOP;
        } else if (info->ahead && Prng_Control(p) < TREX_ROAR_CHANCE) {
            it->required_state = TREX_ROAR;
            it->goal_state = TREX_STOP;
        }
        break;
    case TREX_RUN:
        run(g, item, it, rex, info);
        break;
    case TREX_ROAR:
        rex->maximum_turn = 0;
        break;
    case TREX_ATTACK:
        rex->maximum_turn = TREX_WALK_TURN;
        if (rex->enemy == g->sim->lara) {
            if (it->touch_bits & TREX_JAWS_TOUCH) {
                Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
                Creature_HurtLara(g, TREX_KILL_DAMAGE);
                it->goal_state = TREX_KILL;
                rex->maximum_turn = 0;
                Creature_KillWithExtra(g, item, TREX_KILL_ANIM, TREX_KILL, TREX_LARA_KILL_STATE,
                                       O3_LARA_EXTRA);
                return false;
            }
        } else if (rex->enemy != ITEM_NONE) {
            bite_prey(g, item, it, &g->sim->items[rex->enemy]);
        }
        if (!(Prng_Control(p) & 3))
            it->required_state = TREX_WALK;
        break;
    case TREX_KILL:
        rex->maximum_turn = 0;
        Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
        break;
    case TREX_LONG_ROAR_START:
        roar_or_sniff(g, it, rex, false);
        it->goal_state = TREX_LONG_ROAR_END;
        break;
    case TREX_SNIFF_START:
        roar_or_sniff(g, it, rex, true);
        break;
    case TREX_SNIFF_MID:
        rex->maximum_turn = 0;
        if (it->frame == g->lv->animations[it->anim].frame_start) {
            if ((Prng_Control(p) & 1) && roars(it) && !patience(it)) {
                it->goal_state = TREX_SNIFF_MID;
                if (roars(it) > 0)
                    set_flags(it, patience(it), (int16_t)(roars(it) - 1));
            } else {
                it->goal_state = TREX_SNIFF_END;
            }
        }
        break;
    default:
        break;
    }
    return true;
}

/* Its patience with a still Lara: standing or crouching, her goal her
 * state, no flare in hand and the T-rex not hit, it wears down; anything
 * else renews it and its roars. */
static void watch_lara(Game *g, Item *it)
{
    const Item *lara = Game_LaraItem(g);
    bool still = lara && g->lara.gun_type != LGT_FLARE &&
                 (lara->current_state == LS_STOP || lara->current_state == LS_DUCK) &&
                 lara->goal_state == lara->current_state && !it->hit_status;
    if (!still)
        set_flags(it, TREX_PATIENCE, TREX_ROARS);
    else if (patience(it) > 0)
        set_flags(it, (int16_t)(patience(it) - 1), roars(it));
}

static bool think(Game *g, int item, Item *it, CreatureInfo *rex, int16_t *angle)
{
    int prey = choose_prey(g, item, it);
    /* (no prey: the original's AI info takes Lara) */
    rex->enemy = (int16_t)(prey != ITEM_NONE ? prey : g->sim->lara);
    if (rex->hurt_by_lara)
        rex->enemy = (int16_t)g->sim->lara;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    /* Unhurt, with a Lara who has not moved yet, it stays bored: between
     * the original's mood halves; our one call is told she is out of its
     * zone. */
    CreatureAI mood_info = info;
    if (!patience(it) && !roars(it) && rex->enemy == g->sim->lara) {
        rex->mood = MOOD_BORED;
        mood_info.enemy_zone = (int16_t)(info.zone_num + 1);
    }
    Creature_Mood(g, item, &mood_info, true);
    if (rex->mood == MOOD_BORED)
        rex->maximum_turn >>= 1;
    *angle = Creature_Turn(g, item, rex->maximum_turn);

    Item *lara = Game_LaraItem(g);
    /* His touch: no flinch, as the original subtracts. */
    if (it->touch_bits && lara)
        lara->hit_points = (int16_t)(lara->hit_points -
                                     (it->current_state == TREX_RUN ? TREX_TRAMPLE_DAMAGE
                                                                    : TREX_TOUCH_DAMAGE));
    rex->flags = rex->mood != MOOD_ESCAPE && !info.ahead && info.enemy_facing > -ANGLE_90 &&
                 info.enemy_facing < ANGLE_90;
    if (!rex->flags && info.distance > TREX_BITE_RANGE && info.distance < TREX_STALK_RANGE &&
        info.bite)
        rex->flags = 1;
    watch_lara(g, it);
    return alive(g, item, it, rex, &info);
}

static void trex_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *rex = it->data;
    int16_t angle = 0;

    if (it->hit_points <= 0)
        it->goal_state = it->current_state == TREX_STOP ? TREX_DEATH : TREX_STOP;
    else if (!think(g, item, it, rex, &angle))
        return;

    Creature_Animate(g, item, angle, 0);
    it->collidable = it->hit_points > 0;
}

void Trex3_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_TREX))
        return;
    ObjectInfo *o = &g->objects[O3_TREX];
    o->control = trex_control;
    o->hit_points = TREX_HIT_POINTS;
    o->radius = TREX_RADIUS;
    o->pivot_length = TREX_PIVOT;
}
