/* TR2's yeti (see yeti.h): numbers and states as the original's. It
 * climbs blocks up to a sector and drops down them (Creature_Vault), and
 * kills Lara with its own scene. */
#include "game/objects/tr2/creatures/yeti.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define YETI_HIT_POINTS 30
#define YETI_RADIUS (WALL_SIZE / 8)
#define YETI_PIVOT 100
#define YETI_TOUCH_R 0x0700
#define YETI_TOUCH_L 0x3800
#define YETI_TOUCH_LR (YETI_TOUCH_R | YETI_TOUCH_L)
#define YETI_WALK_TURN ANGLE_DEG(4)
#define YETI_RUN_TURN ANGLE_DEG(6)
#define YETI_VAULT_SHIFT 300
#define YETI_ATTACK1_RANGE ((WALL_SIZE / 2) * (WALL_SIZE / 2))
#define YETI_ATTACK2_RANGE ((WALL_SIZE * 2 / 3) * (WALL_SIZE * 2 / 3))
#define YETI_ATTACK3_RANGE ((WALL_SIZE * 2) * (WALL_SIZE * 2))
#define YETI_RUN_RANGE ((WALL_SIZE * 2) * (WALL_SIZE * 2))
#define YETI_PUNCH_DAMAGE 100
#define YETI_THUMP_DAMAGE 150
#define YETI_CHARGE_DAMAGE 200
#define YETI_ATTACK1_CHANCE 0x4000
#define YETI_WAIT1_CHANCE 0x100
#define YETI_WAIT2_CHANCE (YETI_WAIT1_CHANCE + 0x100)
#define YETI_WALK_CHANCE (YETI_WAIT2_CHANCE + 0x100)
#define YETI_STOP_ROAR_CHANCE 0x200
#define LARA_EXTRA_YETI_KILL 2

enum {
    YETI_EMPTY = 0,
    YETI_RUN = 1,
    YETI_STOP = 2,
    YETI_WALK = 3,
    YETI_ATTACK1 = 4,  /* punch */
    YETI_ATTACK2 = 5,  /* two-handed thump */
    YETI_ATTACK3 = 6,  /* charge */
    YETI_WAIT1 = 7,
    YETI_DEATH = 8,
    YETI_WAIT2 = 9,
    YETI_CLIMB1 = 10,
    YETI_CLIMB2 = 11,
    YETI_CLIMB3 = 12,
    YETI_FALL = 13,
    YETI_KILL = 14,
};

enum {
    YETI_DEATH_ANIM = 31,
    YETI_CLIMB3_ANIM = 32,
    YETI_CLIMB2_ANIM = 33,
    YETI_CLIMB1_ANIM = 34,
    YETI_FALL_ANIM = 35,
    YETI_KILL_ANIM = 36,
};

static const CreatureBite k_left_hand = { 12, 101, 19, 13 };
static const CreatureBite k_right_hand = { 12, 101, 19, 10 };

typedef struct {
    Game *g;
    int item;
    Item *it;
    CreatureInfo *yeti;
    const CreatureAI *info;
    bool lara_alive;
} Yeti;

static void stop(Yeti *y)
{
    Item *it = y->it;
    CreatureInfo *c = y->yeti;
    Prng *p = &y->g->sim->prng;
    c->flags = 0;
    c->maximum_turn = 0;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = YETI_RUN;
    } else if (it->required_state != YETI_EMPTY) {
        it->goal_state = it->required_state;
    } else if (c->mood == MOOD_BORED) {
        int32_t r = Prng_Control(p);
        if (r < YETI_WAIT1_CHANCE || !y->lara_alive)
            it->goal_state = YETI_WAIT1;
        else if (r < YETI_WAIT2_CHANCE)
            it->goal_state = YETI_WAIT2;
        else if (r < YETI_WALK_CHANCE)
            it->goal_state = YETI_WALK;
    } else if (y->info->ahead && y->info->distance < YETI_ATTACK1_RANGE &&
               Prng_Control(p) < YETI_ATTACK1_CHANCE) {
        it->goal_state = YETI_ATTACK1;
    } else if (y->info->ahead && y->info->distance < YETI_ATTACK2_RANGE) {
        it->goal_state = YETI_ATTACK2;
    } else if (c->mood == MOOD_STALK) {
        it->goal_state = YETI_WALK;
    } else {
        it->goal_state = YETI_RUN;
    }
}

/* The two waits: roused by escape or a hit; bored, they change by chance
 * (other_wait: the wait it may switch to; the first wait only while Lara
 * lives); otherwise a roar may end them. */
static void wait(Yeti *y, int16_t other_wait, bool first)
{
    Item *it = y->it;
    CreatureInfo *c = y->yeti;
    Prng *p = &y->g->sim->prng;
    if (c->mood == MOOD_ESCAPE || it->hit_status) {
        it->goal_state = YETI_STOP;
    } else if (c->mood == MOOD_BORED) {
        if (first && !y->lara_alive)
            return;
        int32_t r = Prng_Control(p);
        if (r < YETI_WAIT1_CHANCE || (!first && !y->lara_alive)) {
            it->goal_state = first ? YETI_STOP : YETI_WAIT1;
        } else if (r < YETI_WAIT2_CHANCE) {
            it->goal_state = other_wait;
        } else if (r < YETI_WALK_CHANCE) {
            it->goal_state = YETI_STOP;
            it->required_state = YETI_WALK;
        }
    } else if (Prng_Control(p) < YETI_STOP_ROAR_CHANCE) {
        it->goal_state = YETI_STOP;
    }
}

static void walk(Yeti *y)
{
    Item *it = y->it;
    CreatureInfo *c = y->yeti;
    c->maximum_turn = YETI_WALK_TURN;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = YETI_RUN;
    } else if (c->mood == MOOD_BORED) {
        int32_t r = Prng_Control(&y->g->sim->prng);
        if (r < YETI_WAIT1_CHANCE || !y->lara_alive) {
            it->goal_state = YETI_STOP;
            it->required_state = YETI_WAIT1;
        } else if (r < YETI_WAIT2_CHANCE) {
            it->goal_state = YETI_STOP;
            it->required_state = YETI_WAIT2;
        } else if (r < YETI_WALK_CHANCE) {
            it->goal_state = YETI_STOP;
        }
    } else if (c->mood == MOOD_ATTACK) {
        if (y->info->ahead && y->info->distance < YETI_ATTACK2_RANGE)
            it->goal_state = YETI_STOP;
        else if (y->info->distance > YETI_RUN_RANGE)
            it->goal_state = YETI_RUN;
    }
}

static void run(Yeti *y)
{
    Item *it = y->it;
    CreatureInfo *c = y->yeti;
    c->flags = 0;
    c->maximum_turn = YETI_RUN_TURN;
    if (c->mood == MOOD_ESCAPE)
        return;
    if (c->mood == MOOD_BORED)
        it->goal_state = YETI_WALK;
    else if (y->info->ahead && y->info->distance < YETI_ATTACK2_RANGE)
        it->goal_state = YETI_STOP;
    else if (y->info->ahead && y->info->distance < YETI_ATTACK3_RANGE)
        it->goal_state = YETI_ATTACK3;
    else if (c->mood == MOOD_STALK)
        it->goal_state = YETI_WALK;
}

/* A blow with either hand: blood at each hand that touches her. */
static void blow(Yeti *y, int16_t damage)
{
    Item *it = y->it;
    if (it->touch_bits & YETI_TOUCH_L)
        Creature_Effect(y->g, y->item, &k_left_hand, CREATURE_FX_BLOOD);
    if (it->touch_bits & YETI_TOUCH_R)
        Creature_Effect(y->g, y->item, &k_right_hand, CREATURE_FX_BLOOD);
    Creature_HurtLara(y->g, damage);
    y->yeti->flags = 1;
}

static void alive(Yeti *y, int16_t *head, int16_t *body)
{
    Item *it = y->it;
    CreatureInfo *c = y->yeti;
    switch (it->current_state) {
    case YETI_STOP:
        stop(y);
        break;
    case YETI_WAIT1:
        wait(y, YETI_WAIT2, true);
        break;
    case YETI_WAIT2:
        wait(y, YETI_STOP, false);
        break;
    case YETI_WALK:
        walk(y);
        break;
    case YETI_RUN:
        run(y);
        break;

    case YETI_ATTACK1:
        *body = *head;
        *head = 0;
        if (!c->flags && (it->touch_bits & YETI_TOUCH_R)) {
            Creature_Effect(y->g, y->item, &k_right_hand, CREATURE_FX_BLOOD);
            Creature_HurtLara(y->g, YETI_PUNCH_DAMAGE);
            c->flags = 1;
        }
        break;

    case YETI_ATTACK2:
        *body = *head;
        *head = 0;
        c->maximum_turn = YETI_WALK_TURN;
        if (!c->flags && (it->touch_bits & YETI_TOUCH_LR))
            blow(y, YETI_THUMP_DAMAGE);
        break;

    case YETI_ATTACK3:
        *body = *head;
        *head = 0;
        /* As the original: the charge hurts only once flags is set. */
        if (c->flags && (it->touch_bits & YETI_TOUCH_LR))
            blow(y, YETI_CHARGE_DAMAGE);
        break;

    default:
        break;
    }
}

static void move(Game *g, int item, Item *it, int16_t angle)
{
    if (it->current_state >= YETI_CLIMB1) {
        Creature_Animate(g, item, angle, 0);
        return;
    }
    int anim, state;
    switch (Creature_Vault(g, item, angle, 2, YETI_VAULT_SHIFT)) {
    case -4:
        anim = YETI_FALL_ANIM, state = YETI_FALL;
        break;
    case 2:
        anim = YETI_CLIMB1_ANIM, state = YETI_CLIMB1;
        break;
    case 3:
        anim = YETI_CLIMB2_ANIM, state = YETI_CLIMB2;
        break;
    case 4:
        anim = YETI_CLIMB3_ANIM, state = YETI_CLIMB3;
        break;
    default:
        return;
    }
    Creature_SwitchAnim(g, it, anim, 0);
    it->current_state = (int16_t)state;
}

static void yeti_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    const Item *lara = Game_LaraItem(g);
    Yeti y = { g, item, it, it->data, NULL, lara && lara->hit_points > 0 };
    int16_t head = 0, body = 0, angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, y.yeti->maximum_turn);
        y.info = &info;
        alive(&y, &head, &body);
    } else {
        Creature_StartDeath(g, it, YETI_DEATH, YETI_DEATH_ANIM, 0);
    }

    if (y.lara_alive && lara->hit_points <= 0) {
        Creature_KillTR2(g, item, YETI_KILL_ANIM, YETI_KILL, LARA_EXTRA_YETI_KILL);
        return;
    }
    Creature_Head(g, item, body);
    Creature_Neck(g, item, head);
    move(g, item, it, angle);
}

void Yeti_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_YETI))
        return;
    ObjectInfo *o = &g->objects[O2_YETI];
    o->control = yeti_control;
    o->hit_points = YETI_HIT_POINTS;
    o->radius = YETI_RADIUS;
    o->pivot_length = YETI_PIVOT;
    Creature_SetBoneFlags(g, O2_YETI, 6, 8);
    Creature_SetBoneFlags(g, O2_YETI, 14, 8);
}
