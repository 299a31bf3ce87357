/* TR3's monkey (India): sits, eats, scratches while bored; in a level
 * with tigers it leaves Lara alone until she hurts it; otherwise it runs
 * at her, bites low or high for 40 and leaps for 50, once per attack, and
 * climbs blocks and drops down them, of 2, 3 or 4 clicks, each with its
 * own animation (Creature_Vault). It reads its AI
 * objects (game/creature/ai_tr3.h: guard, patrol, ambush, follow) and it
 * steals (monkey.cpp): with empty hands it goes for a medipack in its
 * zone (a monkey on a lone AI_MODIFY: the fourth key), picks it up on the
 * 12th frame of its pick-up and carries it off (Item.ai_carried); a
 * medipack it runs with to an AI_AMBUSH (any) and puts down there, where
 * no monkey takes it again; the key it keeps. Dead, it drops what it
 * carries. Its looks follow (DrawMonkey): a monkey carrying holds the
 * prize in its hand, one on AI_MODIFY is another monkey (its meshes from
 * O3_MESHSWAP_3, else O3_MESHSWAP_2, where its mesh bits are clear). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_draw.h"
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
#define MONKEY_PICKUP_FRAME 12
#define MONKEY_PICKUP_DY 256
#define MONKEY_FOLLOW_RANGE 0x400000
/* Its meshes drawn from the swap models: carrying (the hand), on AI_MODIFY
 * and on AI_MODIFY carrying. */
#define MONKEY_MESHES_CARRYING 0xFFFFFEFFu
#define MONKEY_MESHES_MODIFY 0xFFFF6F6Fu
#define MONKEY_MESHES_MODIFY_CARRYING 0xFFFF6E6Fu

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
    MONKEY_DOWN3 = 19,
    MONKEY_DOWN2 = 20,
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

/* On an AI_GUARD: looks about, and now and then fidgets (a or b). */
static void guard(Game *g, int item, Item *it, int16_t a, int16_t b)
{
    Prng *p = &g->sim->prng;
    AiTR3_GuardHead(g, item);
    if (!(Prng_Control(p) & 0xF))
        it->goal_state = (Prng_Control(p) & 1) ? a : b;
}

/* What the monkey knows this tick besides its AI info. */
typedef struct {
    CreatureAI info;
    int16_t enemy;     /* its enemy this tick (before the alert) */
    int32_t lara_dist; /* the original's distance to Lara (see think) */
} Sense;

static bool follow_done(const Item *it, const CreatureInfo *m, const Sense *s)
{
    return (it->ai_bits & AI_BIT_FOLLOW) && (m->reached_goal || s->lara_dist > MONKEY_FOLLOW_RANGE);
}

/* Something to pick up or put down close by: an enemy that is neither
 * Lara nor a patrol marker, near its height. */
static bool errand_here(Game *g, const Item *it, const Sense *s)
{
    if (s->enemy < 0 || s->enemy == g->sim->lara || s->info.distance >= MONKEY_JUMP_RANGE)
        return false;
    const Item *e = &g->sim->items[s->enemy];
    return e->object_id != O3_AI_PATROL_1 && e->object_id != O3_AI_PATROL_2 &&
           abs(it->pos.y - e->pos.y) < MONKEY_PICKUP_DY;
}

static void stand(Game *g, int item, Item *it, CreatureInfo *m, const Sense *s, const Item *lara)
{
    const CreatureAI *info = &s->info;
    m->flags = 0;
    m->maximum_turn = 0;
    if (it->ai_bits & AI_BIT_GUARD) {
        guard(g, item, it, MONKEY_ANGRY, MONKEY_SIT);
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = MONKEY_WALK;
    } else if (m->mood == MOOD_ESCAPE) {
        it->goal_state = g->lara.target != item && info->ahead ? MONKEY_STAND : MONKEY_RUN;
    } else if (m->mood == MOOD_BORED) {
        fidget(g, it, MONKEY_ANGRY, MONKEY_SIT);
    } else if (follow_done(it, m, s)) {
        if (it->required_state != MONKEY_EMPTY)
            it->goal_state = it->required_state;
        else
            it->goal_state = info->ahead ? MONKEY_SIT : MONKEY_RUN;
    } else if (info->bite && info->distance < MONKEY_BITE_RANGE) {
        it->goal_state = lara && lara->pos.y >= it->pos.y ? MONKEY_ATAK_LOW : MONKEY_ATAK_HIGH;
    } else if (info->bite && info->distance < MONKEY_JUMP_RANGE) {
        it->goal_state = MONKEY_ATAK_JUMP;
    } else if (errand_here(g, it, s)) {
        it->goal_state = MONKEY_PICKUP;
    } else if (info->bite && info->distance < MONKEY_ROLL_RANGE) {
        it->goal_state = MONKEY_ROLL;
    } else {
        it->goal_state = MONKEY_RUN;
    }
}

static void sit(Game *g, int item, Item *it, CreatureInfo *m, const Sense *s)
{
    m->flags = 0;
    m->maximum_turn = 0;
    if (it->ai_bits & AI_BIT_GUARD)
        guard(g, item, it, MONKEY_SCRATCH, MONKEY_EAT);
    else if (it->ai_bits & AI_BIT_PATROL1)
        it->goal_state = MONKEY_WALK;
    else if (m->mood == MOOD_ESCAPE)
        it->goal_state = MONKEY_STAND;
    else if (m->mood == MOOD_BORED)
        fidget(g, it, MONKEY_SCRATCH, MONKEY_EAT);
    else if (follow_done(it, m, s))
        it->goal_state = it->required_state != MONKEY_EMPTY ? it->required_state
                         : s->info.ahead                    ? MONKEY_SIT
                                                            : MONKEY_STAND;
    else
        it->goal_state = MONKEY_STAND;
}

/* Squares up to its target, at most 7 degrees a tick. */
static void face(Item *it, CreatureInfo *m, const CreatureAI *info)
{
    m->maximum_turn = 0;
    Creature_TurnToward(it, info->angle, MONKEY_ATTACK_TURN);
}

/* The pick-up state: on its 12th frame it takes the medipack or key it
 * is after (gone from the world: it forgets it), or puts what it carries
 * down at its ambush; otherwise it turns to face it. */
static void pick_up(Game *g, int item, Item *it, CreatureInfo *m, const Sense *s)
{
    m->reached_goal = true;
    if (s->enemy < 0)
        return;
    Item *e = &g->sim->items[s->enemy];
    bool frame = it->frame - g->lv->animations[it->anim].frame_start == MONKEY_PICKUP_FRAME;
    if ((e->object_id == O3_MEDI_ITEM || e->object_id == O3_KEY_ITEM_4) && frame) {
        if (e->linked_room < 0 || e->status == ITEM_STATUS_INVISIBLE) {
            m->enemy = ITEM_NONE;
            return;
        }
        AiTR3_Steal(g, item, s->enemy);
        m->enemy = ITEM_NONE;
        if (it->ai_bits != AI_BIT_MODIFY)
            it->ai_bits |= AI_BIT_AMBUSH | AI_BIT_MODIFY;
    } else if (e->object_id == O3_AI_AMBUSH && frame) {
        int prize = it->ai_carried;
        it->ai_bits = 0;
        AiTR3_Stash(g, item);
        if (prize >= 0)
            g->sim->items[prize].ai_bits = AI_BIT_GUARD;
        m->enemy = ITEM_NONE;
    } else {
        face(it, m, &s->info);
    }
}

/* An attack: it squares up to its enemy and hurts it once: Lara when its
 * teeth touch her, another creature within a quarter sector. */
static int16_t attack(Game *g, int item, Item *it, CreatureInfo *m, const Sense *s,
                      int16_t damage, int16_t other_damage, uint16_t again)
{
    const CreatureAI *info = &s->info;
    int16_t torso = info->ahead ? info->angle : 0;
    face(it, m, info);
    bool ready = again ? m->flags != again : !m->flags;
    if (!ready || s->enemy < 0)
        return torso;
    if (s->enemy == g->sim->lara) {
        if (it->touch_bits & MONKEY_TOUCH) {
            Creature_HurtLara(g, damage);
            Creature_Effect(g, item, &k_teeth, CREATURE_FX_BLOOD);
            m->flags = 1;
        }
        return torso;
    }
    Item *e = &g->sim->items[s->enemy];
    if (abs(e->pos.x - it->pos.x) < 256 && abs(e->pos.y - it->pos.y) <= 256 &&
        abs(e->pos.z - it->pos.z) < 256) {
        e->hit_points = (int16_t)(e->hit_points - other_damage);
        e->hit_status = true;
        m->flags = 1;
        Creature_Effect(g, item, &k_teeth, CREATURE_FX_BLOOD);
    }
    return torso;
}

static int16_t alive(Game *g, int item, Item *it, CreatureInfo *m, const Sense *s, int16_t angle,
                     int16_t *tilt)
{
    const CreatureAI *info = &s->info;
    const Item *lara = Game_LaraItem(g);
    switch (it->current_state) {
    case MONKEY_WALK:
        m->maximum_turn = MONKEY_WALK_TURN;
        if (it->ai_bits & AI_BIT_PATROL1)
            it->goal_state = MONKEY_WALK;
        else if (m->mood == MOOD_ESCAPE)
            it->goal_state = MONKEY_RUN;
        else if (m->mood == MOOD_BORED) {
            if (Prng_Control(&g->sim->prng) < 256)
                it->goal_state = MONKEY_SIT;
        } else {
            it->goal_state = MONKEY_STAND;
        }
        break;
    case MONKEY_STAND:
        stand(g, item, it, m, s, lara);
        break;
    case MONKEY_RUN:
        m->maximum_turn = MONKEY_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (it->ai_bits & AI_BIT_GUARD) {
            it->goal_state = MONKEY_STAND;
        } else if (m->mood == MOOD_ESCAPE) {
            if (g->lara.target != item && info->ahead)
                it->goal_state = MONKEY_STAND;
        } else if (follow_done(it, m, s)) {
            it->goal_state = MONKEY_STAND;
        } else if (m->mood == MOOD_BORED) {
            it->goal_state = MONKEY_ROLL;
        } else if (info->distance < MONKEY_JUMP_RANGE) {
            it->goal_state = MONKEY_STAND;
        } else if (info->bite && info->distance < MONKEY_ROLL_RANGE) {
            it->goal_state = MONKEY_ROLL;
        }
        break;
    case MONKEY_PICKUP:
        pick_up(g, item, it, m, s);
        break;
    case MONKEY_SIT:
        sit(g, item, it, m, s);
        break;
    case MONKEY_ATAK_LOW:
        return attack(g, item, it, m, s, MONKEY_BITE_DAMAGE, 20, 0);
    case MONKEY_ATAK_HIGH:
        /* the original runs on into the leap's code here: the high bite
         * is checked again as a leap, for 50 */
        attack(g, item, it, m, s, MONKEY_BITE_DAMAGE, 20, 0);
        return attack(g, item, it, m, s, MONKEY_JUMP_DAMAGE, 25, 1);
    case MONKEY_ATAK_JUMP:
        return attack(g, item, it, m, s, MONKEY_JUMP_DAMAGE, 25, 1);
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
    /* climbs of 2..4 clicks, drops of 4, 3 and 2 (TR3's vault gives the
     * monkey the small drops: CreatureRules.vault_small_drops) */
    static const int16_t anim_for[5] = { 0, 0, 19, 18, 17 };
    static const int16_t state_for[5] = { 0, 0, MONKEY_CLIMB2, MONKEY_CLIMB3, MONKEY_CLIMB4 };
    static const int16_t down_anim[5] = { 0, 0, 22, 21, 20 };
    static const int16_t down_state[5] = { 0, 0, MONKEY_DOWN2, MONKEY_DOWN3, MONKEY_DOWN4 };
    if (v <= -2 && v >= -4) {
        m->maximum_turn = 0;
        Creature_SwitchAnim(g, it, down_anim[-v], 0);
        it->current_state = down_state[-v];
    } else if (v >= 2 && v <= 4) {
        m->maximum_turn = 0;
        Creature_SwitchAnim(g, it, anim_for[v], 0);
        it->current_state = state_for[v];
    }
}

/* Its meshes as it looks this tick (the original sets them in its
 * control; DrawMonkey draws the swap model's where a bit is clear). */
static uint32_t monkey_meshes(const Item *it)
{
    bool carrying = it->ai_carried != ITEM_NONE;
    if (it->ai_bits == AI_BIT_MODIFY)
        return carrying ? MONKEY_MESHES_MODIFY_CARRYING : MONKEY_MESHES_MODIFY;
    return carrying ? MONKEY_MESHES_CARRYING : 0xFFFFFFFFu;
}

/* Whom it is after, its AI info and mood (the top of the original's
 * routine). */
static void think(Game *g, int item, Item *it, CreatureInfo *m, Sense *s)
{
    int lara = g->sim->lara;
    AiTR3_Target(g, item);
    if (m->hurt_by_lara)
        m->enemy = (int16_t)lara;
    it->mesh_bits = monkey_meshes(it);
    Creature_AIInfo(g, item, &s->info);
    /* Where tigers live, monkeys leave Lara be until she hurts one. */
    if (!m->hurt_by_lara && m->enemy == lara && g->objects[O3_TIGER].loaded)
        m->enemy = ITEM_NONE;
    if (m->enemy == lara) {
        s->lara_dist = s->info.distance;
    } else {
        /* the original multiplies the squares here (wrapping at 32
         * bits), so its follower's "far from Lara" is seldom what it
         * meant: kept */
        const Item *l = &g->sim->items[lara];
        uint32_t dx = (uint32_t)(l->pos.x - it->pos.x), dz = (uint32_t)(l->pos.z - it->pos.z);
        s->lara_dist = (int32_t)(dx * dx * (dz * dz));
    }
    if (g->lara.vehicle >= 0)
        m->mood = MOOD_ESCAPE;
    Creature_Mood(g, item, &s->info, true);
    s->enemy = m->enemy;
    if (it->hit_status)
        AiTR3_AlertAll(g, item);
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
        Sense s;
        think(g, item, it, m, &s);
        angle = Creature_Turn(g, item, m->maximum_turn);
        torso = alive(g, item, it, m, &s, angle, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, torso);
    animate(g, item, it, m, angle);
}

int Monkey_DrawItem(const Game *g, const Sim *s, int item, int32_t t, RenderMeshDraw *out,
                    int cap)
{
    if (item < 0 || (uint32_t)item >= s->num_items)
        return -1;
    const Item *it = &s->items[item];
    if (it->object_id != O3_MONKEY || it->model < 0)
        return -1;
    int swap_id = it->ai_bits == AI_BIT_MODIFY ? O3_MESHSWAP_3 : O3_MESHSWAP_2;
    int32_t swap[CREATURE_DRAW_SWAPS];
    Creature_SwapsFrom(s->level, it, swap_id, swap);
    return Creature_DrawStatue(g, s, item, t, swap, out, cap);
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
