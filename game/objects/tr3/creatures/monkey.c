/* TR3's monkey (India): sits, eats, scratches while bored; in a level
 * with tigers it leaves Lara alone until she hurts it; otherwise it runs
 * at her, bites low or high for 40 and leaps for 50, once per attack, and
 * climbs blocks and drops down them (Creature_Vault). Not here yet: the
 * original's AI objects (the monkeys that steal a medipack or key and
 * hide it, ai_bits) and its mesh swaps while carrying (DrawMonkey). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define MONKEY_HIT_POINTS 8
#define MONKEY_RADIUS (WALL_SIZE / 10)
#define MONKEY_START_ANIM 2
#define MONKEY_WALK_TURN ANGLE_DEG(7)
#define MONKEY_RUN_TURN ANGLE_DEG(11)
#define MONKEY_ATTACK_TURN ANGLE_DEG(7)
#define MONKEY_BITE_RANGE ((WALL_SIZE / 3) * (WALL_SIZE / 3))
#define MONKEY_JUMP_RANGE 0x718E4 /* about 0.45 of a sector, squared */
#define MONKEY_ROLL_RANGE (WALL_SIZE * WALL_SIZE)
#define MONKEY_TOUCH 0x2400
#define MONKEY_BITE_DAMAGE 40
#define MONKEY_JUMP_DAMAGE 50
#define MONKEY_VAULT_SHIFT 128
#define MONKEY_DIE_ANIM 14

enum {
    MONKEY_EMPTY = 0,
    MONKEY_STOP = 1,
    MONKEY_WALK = 2,
    MONKEY_STAND = 3,
    MONKEY_RUN = 4,
    MONKEY_PICKUP = 5,
    MONKEY_SIT = 6,
    MONKEY_EAT = 7,
    MONKEY_SCRATCH = 8,
    MONKEY_ROLL = 9,
    MONKEY_ANGRY = 10,
    MONKEY_DEATH = 11,
    MONKEY_ATAK_LOW = 12,
    MONKEY_ATAK_HIGH = 13,
    MONKEY_ATAK_JUMP = 14,
    MONKEY_CLIMB4 = 15,
    MONKEY_CLIMB3 = 16,
    MONKEY_CLIMB2 = 17,
    MONKEY_DOWN4 = 18,
};

static const CreatureBite k_teeth = { 10, 10, 11, 13 };

static void monkey_initialise(Game *g, int item)
{
    Creature_InitialiseIn(g, item, MONKEY_START_ANIM, 0, MONKEY_SIT);
}

/* Bored: now and then it gets up to walk, or it fidgets (a or b). */
static void fidget(Game *g, Item *it, int16_t a, int16_t b)
{
    Prng *p = &g->sim->prng;
    if (it->required_state != MONKEY_EMPTY)
        it->goal_state = it->required_state;
    else if (!(Prng_Control(p) & 0xF))
        it->goal_state = MONKEY_WALK;
    else if (!(Prng_Control(p) & 0xF))
        it->goal_state = (Prng_Control(p) & 1) ? a : b;
}

static void stand(Game *g, int item, Item *it, CreatureInfo *m, const CreatureAI *info,
                  const Item *lara)
{
    m->flags = 0;
    m->maximum_turn = 0;
    if (m->mood == MOOD_ESCAPE) {
        it->goal_state = g->lara.target != item && info->ahead ? MONKEY_STAND : MONKEY_RUN;
    } else if (m->mood == MOOD_BORED) {
        fidget(g, it, MONKEY_ANGRY, MONKEY_SIT);
    } else if (info->bite && info->distance < MONKEY_BITE_RANGE) {
        it->goal_state = lara && lara->pos.y >= it->pos.y ? MONKEY_ATAK_LOW : MONKEY_ATAK_HIGH;
    } else if (info->bite && info->distance < MONKEY_JUMP_RANGE) {
        it->goal_state = MONKEY_ATAK_JUMP;
    } else if (info->bite && info->distance < MONKEY_ROLL_RANGE) {
        it->goal_state = MONKEY_ROLL;
    } else {
        it->goal_state = MONKEY_RUN;
    }
}

/* An attack: it squares up to Lara (7 degrees a tick) and hurts her once
 * when its teeth touch her, if she is its enemy. */
static int16_t attack(Game *g, int item, Item *it, CreatureInfo *m, const CreatureAI *info,
                      bool on_lara, int16_t damage)
{
    int16_t torso = info->ahead ? info->angle : 0;
    m->maximum_turn = 0;
    Creature_TurnToward(it, info->angle, MONKEY_ATTACK_TURN);
    if (on_lara && m->flags != 1 && (it->touch_bits & MONKEY_TOUCH)) {
        Creature_HurtLara(g, damage);
        Creature_Effect(g, item, &k_teeth, CREATURE_FX_BLOOD);
        m->flags = 1;
    }
    return torso;
}

static int16_t alive(Game *g, int item, Item *it, CreatureInfo *m, const CreatureAI *info,
                     bool on_lara, int16_t angle, int16_t *tilt)
{
    const Item *lara = Game_LaraItem(g);
    switch (it->current_state) {
    case MONKEY_WALK:
        m->maximum_turn = MONKEY_WALK_TURN;
        if (m->mood == MOOD_ESCAPE)
            it->goal_state = MONKEY_RUN;
        else if (m->mood == MOOD_BORED) {
            if (Prng_Control(&g->sim->prng) < 256)
                it->goal_state = MONKEY_SIT;
        } else {
            it->goal_state = MONKEY_STAND;
        }
        break;
    case MONKEY_STAND:
        stand(g, item, it, m, info, lara);
        break;
    case MONKEY_RUN:
        m->maximum_turn = MONKEY_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (m->mood == MOOD_ESCAPE) {
            if (g->lara.target != item && info->ahead)
                it->goal_state = MONKEY_STAND;
        } else if (m->mood == MOOD_BORED) {
            it->goal_state = MONKEY_ROLL;
        } else if (info->distance < MONKEY_JUMP_RANGE) {
            it->goal_state = MONKEY_STAND;
        } else if (info->bite && info->distance < MONKEY_ROLL_RANGE) {
            it->goal_state = MONKEY_ROLL;
        }
        break;
    case MONKEY_SIT:
        m->flags = 0;
        m->maximum_turn = 0;
        if (m->mood == MOOD_BORED)
            fidget(g, it, MONKEY_SCRATCH, MONKEY_EAT);
        else
            it->goal_state = MONKEY_STAND;
        break;
    case MONKEY_ATAK_LOW:
        return attack(g, item, it, m, info, on_lara, MONKEY_BITE_DAMAGE);
    case MONKEY_ATAK_HIGH:
        /* the original runs on into the leap's code here: the high bite
         * is checked again as a leap, for 50 */
        attack(g, item, it, m, info, on_lara, MONKEY_BITE_DAMAGE);
        return attack(g, item, it, m, info, on_lara, MONKEY_JUMP_DAMAGE);
    case MONKEY_ATAK_JUMP:
        return attack(g, item, it, m, info, on_lara, MONKEY_JUMP_DAMAGE);
    default:
        break;
    }
    return 0;
}

static void animate(Game *g, int item, Item *it, CreatureInfo *m, int16_t angle)
{
    if (it->current_state >= MONKEY_CLIMB4) {
        m->maximum_turn = 0;
        Creature_Animate(g, item, angle, 0);
        return;
    }
    int v = Creature_Vault(g, item, angle, 2, MONKEY_VAULT_SHIFT);
    /* (our vault reports drops of a sector only, as TR2's) */
    static const int16_t anim_for[5] = { 0, 0, 19, 18, 17 };
    static const int16_t state_for[5] = { 0, 0, MONKEY_CLIMB2, MONKEY_CLIMB3, MONKEY_CLIMB4 };
    if (v == -4) {
        m->maximum_turn = 0;
        Creature_SwitchAnim(g, it, 20, 0);
        it->current_state = MONKEY_DOWN4;
    } else if (v >= 2 && v <= 4) {
        m->maximum_turn = 0;
        Creature_SwitchAnim(g, it, anim_for[v], 0);
        it->current_state = state_for[v];
    }
}

static void monkey_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *m = it->data;
    int16_t angle = 0, tilt = 0, torso = 0;

    if (it->hit_points <= 0) {
        it->mesh_bits = 0xFFFFFFFFu;
        Creature_StartDeath(g, it, MONKEY_DEATH, MONKEY_DIE_ANIM, 0);
    } else {
        m->enemy = (int16_t)g->sim->lara;
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        /* Where tigers live, monkeys leave Lara be until she hurts one:
         * no enemy, bored (our one mood call is told she is out of its
         * zone) */
        bool on_lara = m->hurt_by_lara || !g->objects[O3_TIGER].loaded;
        CreatureAI mood_info = info;
        if (!on_lara) {
            m->mood = MOOD_BORED;
            mood_info.enemy_zone = (int16_t)(info.zone_num + 1);
        }
        if (g->lara.vehicle >= 0)
            m->mood = MOOD_ESCAPE;
        Creature_Mood(g, item, &mood_info, true);
        angle = Creature_Turn(g, item, m->maximum_turn);
        torso = alive(g, item, it, m, &info, on_lara, angle, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, torso);
    animate(g, item, it, m, angle);
}

void Monkey_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_MONKEY))
        return;
    ObjectInfo *o = &g->objects[O3_MONKEY];
    o->initialise = monkey_initialise;
    o->control = monkey_control;
    o->hit_points = MONKEY_HIT_POINTS;
    o->radius = MONKEY_RADIUS;
    o->pivot_length = 0;
    /* Its torso turns about z on its first bone (the original also flags
     * its head's bone, whose joints it never turns: left unflagged, as our
     * creature data has two joints) */
    Creature_SetBoneFlags(g, O3_MONKEY, 0, 16);
}
