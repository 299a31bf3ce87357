/* TR2's T-rex (DINO, in the Temple of Xian's garden... and the hidden
 * levels): stands, walks, runs and roars; hurts Lara by touch (10 a tick
 * at a run, else 1), and bites her dead when his jaws meet her, in the
 * kill scene (Creature_KillTR2). He turns his head by half his aim, the
 * neck following it. Numbers and states as the original's (TRX
 * src/tr2/game/objects/creatures/trex.c for the facts). */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define DINO_HIT_POINTS 100
#define DINO_RADIUS (WALL_SIZE / 3)
#define DINO_PIVOT 1800
#define DINO_SHADOW 64
#define DINO_JAWS_TOUCH 0x3000u
#define DINO_RUN_TURN ANGLE_DEG(4)
#define DINO_WALK_TURN ANGLE_DEG(2)
#define DINO_FRONT_ARC ANGLE_90
#define DINO_RUN_RANGE (WALL_SIZE * 5 * WALL_SIZE * 5)
#define DINO_ATTACK_RANGE (WALL_SIZE * 4 * WALL_SIZE * 4)
#define DINO_BITE_RANGE (1500 * 1500)
#define DINO_TOUCH_DAMAGE 1
#define DINO_TRAMPLE_DAMAGE 10
#define DINO_BITE_DAMAGE 10000
#define DINO_ROAR_CHANCE 0x200
#define DINO_KILL_ANIM 11
#define DINO_LARA_KILL_STATE 6 /* O2_LARA_EXTRA's T-rex death */
#define DINO_HEAD_BONE 10
#define DINO_NECK_BONE 11

enum {
    DINO_EMPTY = 0,
    DINO_STOP = 1,
    DINO_WALK = 2,
    DINO_RUN = 3,
    DINO_ATTACK1 = 4,
    DINO_DEATH = 5,
    DINO_ROAR = 6,
    DINO_BITE = 7,
    DINO_KILL = 8,
};

/* flags: 1 = Lara is behind him looking at him, or standing off in the
 * middle range: he walks rather than runs. */

static bool roar(Game *g) { return Prng_Control(&g->sim->prng) < DINO_ROAR_CHANCE; }

/* False when the bite killed her (the kill scene has begun). */
static bool alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    switch (it->current_state) {
    case DINO_STOP:
        if (it->required_state != DINO_EMPTY)
            it->goal_state = it->required_state;
        else if (info->distance < DINO_BITE_RANGE && info->bite)
            it->goal_state = DINO_BITE;
        else if (c->mood == MOOD_BORED || c->flags)
            it->goal_state = DINO_WALK;
        else
            it->goal_state = DINO_RUN;
        break;
    case DINO_WALK:
        c->maximum_turn = DINO_WALK_TURN;
        if (c->mood != MOOD_BORED && !c->flags) {
            it->goal_state = DINO_STOP;
        } else if (info->ahead && roar(g)) {
            it->required_state = DINO_ROAR;
            it->goal_state = DINO_STOP;
        }
        break;
    case DINO_RUN:
        c->maximum_turn = DINO_RUN_TURN;
        if ((info->distance < DINO_RUN_RANGE && info->bite) || c->flags) {
            it->goal_state = DINO_STOP;
        } else if (c->mood != MOOD_ESCAPE && info->ahead && roar(g)) {
            it->required_state = DINO_ROAR;
            it->goal_state = DINO_STOP;
        } else if (c->mood == MOOD_BORED) {
            it->goal_state = DINO_STOP;
        }
        break;
    case DINO_BITE:
        if (it->touch_bits & DINO_JAWS_TOUCH) {
            Creature_HurtLara(g, DINO_BITE_DAMAGE);
            Creature_KillTR2(g, item, DINO_KILL_ANIM, DINO_KILL, DINO_LARA_KILL_STATE);
            return false;
        }
        it->required_state = DINO_WALK;
        break;
    default:
        break;
    }
    return true;
}

static void dino_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        Creature_Mood(g, item, &info, true);
        if (info.ahead)
            head = info.angle;
        angle = Creature_Turn(g, item, c->maximum_turn);

        Item *lara = Game_LaraItem(g);
        /* His touch: no flinch, and no floor under her hit points, as the
         * original subtracts. */
        if (it->touch_bits && lara)
            lara->hit_points = (int16_t)(lara->hit_points - (it->current_state == DINO_RUN
                                                                  ? DINO_TRAMPLE_DAMAGE
                                                                  : DINO_TOUCH_DAMAGE));

        c->flags = c->mood != MOOD_ESCAPE && !info.ahead && info.enemy_facing > -DINO_FRONT_ARC &&
                   info.enemy_facing < DINO_FRONT_ARC;
        if (!c->flags && info.distance > DINO_BITE_RANGE && info.distance < DINO_ATTACK_RANGE &&
            info.bite)
            c->flags = 1;
        if (!alive(g, item, it, c, &info))
            return;
    } else if (it->current_state == DINO_STOP) {
        it->goal_state = DINO_DEATH;
    } else {
        it->goal_state = DINO_STOP;
    }

    Creature_Head(g, item, (int16_t)(head / 2));
    c->neck_rotation = c->head_rotation;
    Creature_Animate(g, item, angle, 0);
}

void Dino_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_DINO))
        return;
    ObjectInfo *o = &g->objects[O2_DINO];
    o->control = dino_control;
    o->hit_points = DINO_HIT_POINTS;
    o->radius = DINO_RADIUS;
    o->shadow_size = DINO_SHADOW;
    o->pivot_length = DINO_PIVOT;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O2_DINO, DINO_HEAD_BONE, 8);
    Creature_SetBoneFlags(g, O2_DINO, DINO_NECK_BONE, 8);
}
