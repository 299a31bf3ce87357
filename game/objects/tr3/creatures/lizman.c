/* TR3's lizard man (O3_LIZARD_MAN, Puna's temple): 36 hit points; close
 * to Lara he swipes (120 through his hand) and then bites (100 through
 * his jaws), once each per blow; from a stand within 2.5 sectors, when
 * he can target her and she is not badly poisoned yet (256), he turns
 * to her and breathes his gas at her (Tr3Gas_Breathe: each puff that
 * reaches her poisons her by 4); he climbs and drops a sector like TR3's other
 * climbers. While Lara stands in a blockable box (the original's
 * overlap_index & 0x8000: Puna's arena) he is always in the attack mood
 * and breathes however poisoned she is.
 * Numbers, states and animations as the original's (tomb3/game/
 * lizman.cpp, setup.cpp). Summoned by the tribal boss (puna.c), his death
 * bursts on its 50th frame. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define LIZ_HIT_POINTS 36
#define LIZ_RADIUS 204
#define LIZ_WALK_TURN ANGLE_DEG(10)     /* 1820 */
#define LIZ_RUN_TURN ANGLE_DEG(4)       /* 728 */
#define LIZ_AIM_TURN ANGLE_DEG(4)
#define LIZ_SWIPE_RANGE 0x90000         /* 3/4 sector, squared */
#define LIZ_BITE_RANGE 0x240000         /* 1.5 sectors */
#define LIZ_WALK_RANGE 0x400000         /* 2 sectors */
#define LIZ_GAS_RANGE 0x640000          /* 2.5 sectors */
#define LIZ_BITE_DAMAGE 100
#define LIZ_SWIPE_DAMAGE 120
#define LIZ_BITE_TOUCH 0xC00
#define LIZ_SWIPE_TOUCH 0x20
#define LIZ_GAS_FIRST 7                 /* the breath's frames */
#define LIZ_GAS_LAST 28
#define LIZ_VAULT_SHIFT 260
#define LIZ_DIE_ANIM 26
#define LIZ_CLIMB3_ANIM 27
#define LIZ_CLIMB1_ANIM 28
#define LIZ_CLIMB2_ANIM 29
#define LIZ_FALL3_ANIM 30
#define LIZ_SLIDE1_ANIM 23              /* walks that do not turn */
#define LIZ_SLIDE2_ANIM 31
#define LIZ_BURST_FRAME 50              /* a summoned one's death bursts here */
#define LIZ_POISONED 256                /* Lara's poison from which he holds his breath */

enum {
    LIZ_EMPTY,
    LIZ_STOP,
    LIZ_WALK,
    LIZ_PUNCH2,
    LIZ_AIM2,
    LIZ_WAIT,
    LIZ_AIM1,
    LIZ_AIM0,
    LIZ_PUNCH1,
    LIZ_PUNCH0,
    LIZ_RUN,
    LIZ_DEATH,
    LIZ_CLIMB3,
    LIZ_CLIMB1,
    LIZ_CLIMB2,
    LIZ_FALL3,
};

static const CreatureBite k_bite = { 0, -120, 120, 10 };
static const CreatureBite k_swipe = { 0, 0, 0, 5 };
static const CreatureBite k_gas = { 0, -64, 56, 9 };

typedef struct {
    Game *g;
    int item;
    Item *it;
    CreatureInfo *c;
    CreatureAI info;
    bool arena; /* Lara's box is blockable */
    int16_t neck;
} Liz;

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

/* He breathes at her when he can target her within 2.5 sectors, unless
 * she is badly poisoned already (outside the arena). */
static bool gas_worth(Liz *l, bool need_target)
{
    if (need_target &&
        !CreatureGun_CanTarget(l->g, l->item, Creature_Enemy(l->g, l->item), &l->info))
        return false;
    if (l->info.distance >= LIZ_GAS_RANGE)
        return false;
    return l->g->lara.poisoned < LIZ_POISONED || l->arena;
}

/* He turns his whole body towards her, a little each tick. */
static void aim_body(Item *it, int16_t angle)
{
    Creature_TurnToward(it, angle, LIZ_AIM_TURN);
}

static void liz_stop(Liz *l)
{
    Item *it = l->it;
    CreatureInfo *c = l->c;
    c->flags = 0;
    c->maximum_turn = 0;
    if (c->mood == MOOD_ESCAPE)
        it->goal_state = LIZ_RUN;
    else if (c->mood == MOOD_BORED)
        it->goal_state = it->required_state ? it->required_state
                         : rnd(l->g) < 0x4000 ? LIZ_WALK
                                              : LIZ_WAIT;
    else if (l->info.bite && l->info.distance < LIZ_SWIPE_RANGE)
        it->goal_state = LIZ_AIM1;
    else if (gas_worth(l, true))
        it->goal_state = LIZ_AIM0;
    else
        it->goal_state = LIZ_RUN;
}

static void liz_walk(Liz *l)
{
    Item *it = l->it;
    CreatureInfo *c = l->c;
    int rel = it->anim - (int)Level_FindModel(l->g->lv, O3_LIZARD_MAN)->animation;
    c->maximum_turn = rel == LIZ_SLIDE1_ANIM || rel == LIZ_SLIDE2_ANIM ? 0 : LIZ_WALK_TURN;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = LIZ_RUN;
    } else if (c->mood == MOOD_BORED) {
        if (rnd(l->g) < 256) {
            it->required_state = LIZ_WAIT;
            it->goal_state = LIZ_STOP;
        }
    } else if (l->info.bite && l->info.distance < LIZ_SWIPE_RANGE) {
        it->goal_state = LIZ_STOP;
    } else if (l->info.bite && l->info.distance < LIZ_BITE_RANGE) {
        it->goal_state = LIZ_AIM2;
    } else if (gas_worth(l, true)) {
        it->goal_state = LIZ_STOP;
    } else if (l->info.distance > LIZ_WALK_RANGE) {
        it->goal_state = LIZ_RUN;
    }
}

/* The breath: from its 7th to its 28th frame a puff each tick, 2 faster
 * each tick up to 24 (the count kept in flags), then 8..23 from the
 * control stream; along the line of his head (8 times down, 4 times
 * forward of his mouth). */
static void liz_breathe(Liz *l)
{
    Item *it = l->it;
    CreatureInfo *c = l->c;
    aim_body(it, l->info.angle);
    int frame = it->frame - l->g->lv->animations[it->anim].frame_start;
    if (frame >= LIZ_GAS_FIRST && frame <= LIZ_GAS_LAST) {
        if (c->flags < 24)
            c->flags += 2;
        int16_t speed = c->flags < 24 ? (int16_t)c->flags : (int16_t)((rnd(l->g) & 0xF) + 8);
        Tr3Gas_Breathe(l->g, l->item, &k_gas, 8, 4, speed);
    }
    if (frame > LIZ_GAS_LAST)
        c->flags = 0;
}

static void liz_states(Liz *l, int16_t *tilt, int16_t angle)
{
    Item *it = l->it;
    CreatureInfo *c = l->c;
    const CreatureAI *info = &l->info;
    if (info->ahead)
        l->neck = info->angle;
    switch (it->current_state) {
    case LIZ_STOP:
        liz_stop(l);
        break;
    case LIZ_WALK:
        liz_walk(l);
        break;
    case LIZ_PUNCH2:
        if (c->flags != 2 &&
            Tr3People_StrikeLara(l->g, l->item, &k_bite, LIZ_BITE_TOUCH, LIZ_BITE_DAMAGE))
            c->flags = 2;
        break;
    case LIZ_AIM2:
        c->maximum_turn = LIZ_WALK_TURN;
        c->flags = 0;
        it->goal_state = info->bite && info->distance < LIZ_BITE_RANGE ? LIZ_PUNCH2 : LIZ_WALK;
        break;
    case LIZ_WAIT:
        c->maximum_turn = 0;
        if (c->mood != MOOD_BORED) {
            it->goal_state = LIZ_STOP;
        } else if (rnd(l->g) < 256) {
            it->required_state = LIZ_WALK;
            it->goal_state = LIZ_STOP;
        }
        break;
    case LIZ_AIM1:
        c->maximum_turn = LIZ_WALK_TURN;
        c->flags = 0;
        it->goal_state = info->ahead && info->distance < LIZ_SWIPE_RANGE ? LIZ_PUNCH1 : LIZ_STOP;
        break;
    case LIZ_AIM0:
        c->maximum_turn = 0;
        aim_body(it, info->angle);
        it->goal_state = info->bite && gas_worth(l, false) ? LIZ_PUNCH0 : LIZ_STOP;
        break;
    case LIZ_PUNCH1:
        if (!c->flags &&
            Tr3People_StrikeLara(l->g, l->item, &k_swipe, LIZ_SWIPE_TOUCH, LIZ_SWIPE_DAMAGE))
            c->flags = 1;
        if (info->distance < LIZ_BITE_RANGE)
            it->goal_state = LIZ_PUNCH2;
        break;
    case LIZ_PUNCH0:
        liz_breathe(l);
        break;
    case LIZ_RUN:
        c->maximum_turn = LIZ_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (c->mood == MOOD_ESCAPE)
            break;
        if (c->mood == MOOD_BORED)
            it->goal_state = LIZ_WALK;
        else if (info->bite && info->distance < LIZ_SWIPE_RANGE)
            it->goal_state = LIZ_STOP;
        else if (gas_worth(l, true))
            it->goal_state = LIZ_STOP;
        else if (info->ahead && info->distance < LIZ_WALK_RANGE)
            it->goal_state = LIZ_WALK;
        break;
    default:
        break;
    }
}

/* The climbs and the drop Creature_Vault finds for him. */
static void liz_vault(Game *g, int item, Item *it, CreatureInfo *c, int16_t angle)
{
    int anim = 0;
    int16_t state = 0;
    switch (Creature_Vault(g, item, angle, 2, LIZ_VAULT_SHIFT)) {
    case -4:
        anim = LIZ_FALL3_ANIM, state = LIZ_FALL3;
        break;
    case 2:
        anim = LIZ_CLIMB1_ANIM, state = LIZ_CLIMB1;
        break;
    case 3:
        anim = LIZ_CLIMB2_ANIM, state = LIZ_CLIMB2;
        break;
    case 4:
        anim = LIZ_CLIMB3_ANIM, state = LIZ_CLIMB3;
        break;
    default:
        return;
    }
    c->maximum_turn = 0;
    Creature_SwitchAnim(g, it, anim, 0);
    it->current_state = state;
}

/* Puna's summoned lizard man (BossData.lizard_active) does not lie dead:
 * on his death's 50th frame he bursts and is gone, and Puna may summon
 * him again (the original's lizard_man_active). */
static bool summoned_bursts(Game *g, int item, Item *it)
{
    BossData *b = g->creatures ? &g->creatures->boss : NULL;
    if (!b || !b->lizard_active || b->lizard_item != item ||
        Object_AnimFrame(g, it) != LIZ_BURST_FRAME)
        return false;
    Creature_Explode(g, item, 0);
    Creature_Die(g, item);
    b->lizard_active = false;
    return true;
}

static void liz_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    Liz l = { g, item, it, c, { 0 }, false, 0 };
    int16_t tilt = 0, angle = 0;
    if (it->hit_points <= 0) {
        if (!Creature_StartDeath(g, it, LIZ_DEATH, LIZ_DIE_ANIM, 0) && summoned_bursts(g, item, it))
            return;
    } else {
        Creature_AIInfo(g, item, &l.info);
        Creature_Mood(g, item, &l.info, true);
        l.arena = (Box_Overlap(g, c->enemy_box) & BOX_BLOCKABLE) != 0;
        if (l.arena)
            c->mood = MOOD_ATTACK;
        angle = Creature_Turn(g, item, c->maximum_turn);
        liz_states(&l, &tilt, angle);
    }
    Creature_Tilt(it, tilt);
    Tr3People_Joint(c, 0, 0);
    Tr3People_Joint(c, 1, l.neck);
    if (it->current_state >= LIZ_DEATH)
        Creature_Animate(g, item, angle, 0);
    else
        liz_vault(g, item, it, c, angle);
}

void LizMan_Setup(Game *g)
{
    /* Bones 1 and 9 turn about z (the set-up's 0x10). */
    static const Tr3PersonNumbers n = {
        .hit_points = LIZ_HIT_POINTS,
        .radius = LIZ_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 1, 16 }, { 9, 16 } },
    };
    Tr3People_SetupKind(g, O3_LIZARD_MAN, &n, liz_control);
}
