/* TR3's dog and husky (see tr3_beasts.h): one routine for both (the
 * original's DogControl), its own states (not TR2's dog): it sleeps or
 * wanders while bored, crouches between a stop and a run, stalks Lara
 * within a sector and a half and bites with a lunge (50 a tick of its
 * bite frames) or a snap (12). Its AI objects (ai_tr3.h): a guard stays
 * and looks about, a patroller walks its route, AI_MODIFY lets it sleep
 * until Lara comes within 3 sectors. Its head turns and pitches to her. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define DOG_HIT_POINTS 16
#define DOG_RADIUS (WALL_SIZE / 3)
#define DOG_PIVOT 300
#define DOG_HEAD_BONE 2
#define DOG_START_ANIM 8
#define DOG_BORED_TURN ANGLE_DEG(1)
#define DOG_WALK_TURN ANGLE_DEG(3)
#define DOG_RUN_TURN ANGLE_DEG(6)
#define DOG_LUNGE_RANGE (WALL_SIZE * WALL_SIZE)
#define DOG_STALK_RANGE ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define DOG_SNAP_RANGE 0x2C4E4 /* about 0.66 of a sector, squared */
#define DOG_LUNGE_TOUCH 0x6648
#define DOG_SNAP_TOUCH 0x48
#define DOG_LUNGE_DAMAGE 50
#define DOG_SNAP_DAMAGE 12
#define DOG_SLEEP_TICKS 300
#define DOG_ALERT_RANGE (3 * WALL_SIZE * 3 * WALL_SIZE)

enum {
    DOG_EMPTY = 0,
    DOG_STOP = 1,
    DOG_WALK = 2,
    DOG_RUN = 3,
    DOG_JUMP = 4,
    DOG_STALK = 5,
    DOG_ATTACK1 = 6, /* the lunge from a run */
    DOG_HOWL = 7,
    DOG_SLEEP = 8,
    DOG_CROUCH = 9,
    DOG_TURN = 10,
    DOG_DEATH = 11,
    DOG_ATTACK2 = 12, /* the snaps while stalking */
};

static const CreatureBite k_jaws = { 0, 0, 100, 3 };
/* One of these, by a control number's low two bits. */
static const int k_death_anims[4] = { 20, 21, 22, 20 };

static void dog_initialise(Game *g, int item)
{
    /* The original's dog initialise replaces the creature one: no turn
     * drawn, it starts in its stop. */
    Item *it = &g->sim->items[item];
    it->collidable = true;
    it->data = NULL;
    Creature_SwitchAnim(g, it, DOG_START_ANIM, 0);
    it->current_state = DOG_STOP;
}

/* The stop and the crouch (a crouch with a required state goes there). A
 * guard (AI_GUARD) stays, looking about, now and then crouching or
 * standing up; a patroller walks on; with AI_MODIFY a bored dog may lie
 * down to sleep. */
static void stop(Game *g, int item, Item *it, CreatureInfo *dog, const CreatureAI *info,
                 int16_t rnd, int16_t *head)
{
    dog->maximum_turn = 0;
    bool stopped = it->current_state == DOG_STOP;
    if (it->ai_bits & AI_BIT_GUARD) {
        *head = AiTR3_GuardHead(g, item);
        if (!(Prng_Control(&g->sim->prng) & 0xFF))
            it->goal_state = stopped ? DOG_CROUCH : DOG_STOP;
    } else if (it->current_state == DOG_CROUCH && rnd < 128) {
        it->goal_state = DOG_STOP;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = stopped ? DOG_WALK : DOG_STOP;
    } else if (dog->mood == MOOD_ESCAPE) {
        if (g->lara.target == item || !info->ahead || it->hit_status) {
            it->required_state = DOG_RUN;
            it->goal_state = DOG_CROUCH;
        } else {
            it->goal_state = DOG_STOP;
        }
    } else if (dog->mood == MOOD_BORED) {
        dog->flags = 0;
        dog->maximum_turn = DOG_BORED_TURN;
        if (rnd < 256 && (it->ai_bits & AI_BIT_MODIFY) && stopped) {
            it->goal_state = DOG_SLEEP;
            dog->flags = 0;
        } else if (rnd < 4096)
            it->goal_state = stopped ? DOG_WALK : DOG_STOP;
        else if (!(rnd & 0x1F))
            it->goal_state = DOG_HOWL;
    } else {
        it->required_state = DOG_RUN;
        if (stopped)
            it->goal_state = DOG_CROUCH;
    }
}

static void attack(Game *g, int item, Item *it, const CreatureAI *info, uint32_t touch,
                   bool frames, int16_t damage)
{
    if (info->bite && (it->touch_bits & touch) && frames) {
        Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
        Creature_HurtLara(g, damage);
    }
}

static void alive(Game *g, int item, Item *it, CreatureInfo *dog, const CreatureAI *info,
                  int16_t rnd, int frame, int16_t *head, int16_t *x_head)
{
    switch (it->current_state) {
    case DOG_EMPTY:
    case DOG_SLEEP:
        *head = *x_head = 0;
        if (dog->mood != MOOD_BORED && it->ai_bits != AI_BIT_MODIFY) {
            it->goal_state = DOG_STOP;
        } else {
            dog->flags++;
            dog->maximum_turn = 0;
            if (dog->flags > DOG_SLEEP_TICKS && rnd < 128)
                it->goal_state = DOG_STOP;
        }
        break;

    case DOG_CROUCH:
        if (it->required_state != DOG_EMPTY) {
            it->goal_state = it->required_state;
            break;
        }
        stop(g, item, it, dog, info, rnd, head);
        break;

    case DOG_STOP:
        stop(g, item, it, dog, info, rnd, head);
        break;

    case DOG_WALK:
        dog->maximum_turn = DOG_WALK_TURN;
        if (it->ai_bits & AI_BIT_PATROL1)
            it->goal_state = DOG_WALK;
        else
            it->goal_state = dog->mood == MOOD_BORED && rnd < 256 ? DOG_STOP : DOG_STALK;
        break;

    case DOG_RUN:
        dog->maximum_turn = DOG_RUN_TURN;
        if (dog->mood == MOOD_ESCAPE) {
            if (g->lara.target != item && info->ahead)
                it->goal_state = DOG_CROUCH;
        } else if (dog->mood == MOOD_BORED) {
            it->goal_state = DOG_CROUCH;
        } else if (info->bite && info->distance < DOG_LUNGE_RANGE) {
            it->goal_state = DOG_ATTACK1;
        } else if (info->distance < DOG_STALK_RANGE) {
            it->required_state = DOG_STALK;
            it->goal_state = DOG_CROUCH;
        }
        break;

    case DOG_STALK:
        dog->maximum_turn = DOG_WALK_TURN;
        if (dog->mood == MOOD_BORED) {
            it->goal_state = DOG_CROUCH;
        } else if (dog->mood == MOOD_ESCAPE) {
            it->goal_state = DOG_RUN;
        } else if (info->bite && info->distance < DOG_SNAP_RANGE) {
            it->goal_state = DOG_ATTACK2;
            it->required_state = DOG_STALK;
        } else if (info->distance > DOG_STALK_RANGE || it->hit_status) {
            it->goal_state = DOG_RUN;
        }
        break;

    case DOG_ATTACK1:
        attack(g, item, it, info, DOG_LUNGE_TOUCH, frame >= 4 && frame <= 14, DOG_LUNGE_DAMAGE);
        it->goal_state = DOG_RUN;
        break;

    case DOG_HOWL:
        *head = *x_head = 0;
        break;

    case DOG_ATTACK2:
        attack(g, item, it, info, DOG_SNAP_TOUCH,
               (frame >= 9 && frame <= 12) || (frame >= 22 && frame <= 25), DOG_SNAP_DAMAGE);
        break;

    default:
        break;
    }
}

/* Lara's squared distance: the AI info's when she is the enemy. */
static int32_t lara_distance(Game *g, const Item *it, const CreatureInfo *dog,
                             const CreatureAI *info)
{
    if (dog->enemy == g->sim->lara)
        return info->distance;
    const Item *l = &g->sim->items[g->sim->lara];
    int32_t dx = l->pos.x - it->pos.x, dz = l->pos.z - it->pos.z;
    return dx * dx + dz * dz;
}

static void dog_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *dog = it->data;
    int16_t head = 0, x_head = 0, angle = 0;

    if (it->hit_points > 0) {
        CreatureAI info;
        if (it->ai_bits)
            AiTR3_Target(g, item);
        else
            dog->enemy = (int16_t)g->sim->lara;
        Creature_AIInfo(g, item, &info);
        if (info.ahead) {
            head = info.angle;
            x_head = info.x_angle;
        }
        Creature_Mood(g, item, &info, true);
        if (dog->mood == MOOD_BORED)
            dog->maximum_turn >>= 1;
        angle = Creature_Turn(g, item, dog->maximum_turn);
        /* Lara near (or the dog hurt) wakes every dog of its kind; a
         * sleeper (AI_MODIFY) wakes up. */
        if (dog->hurt_by_lara ||
            (lara_distance(g, it, dog, &info) < DOG_ALERT_RANGE && !(it->ai_bits & AI_BIT_MODIFY))) {
            AiTR3_AlertAll(g, item);
            it->ai_bits &= (uint8_t)~AI_BIT_MODIFY;
        }
        int16_t rnd = (int16_t)Prng_Control(&g->sim->prng);
        int frame = it->frame - g->lv->animations[it->anim].frame_start;
        alive(g, item, it, dog, &info, rnd, frame, &head, &x_head);
    } else if (it->current_state != DOG_DEATH) {
        it->current_state = DOG_DEATH;
        Creature_SwitchAnim(g, it, k_death_anims[Prng_Control(&g->sim->prng) & 3], 0);
    }

    Creature_Tilt(it, 0);
    Creature_Head(g, item, head);
    Creature_Neck(g, item, x_head);
    Creature_Animate(g, item, angle, 0);
}

static void setup(Game *g, int object_id)
{
    if (!Creature_SetupObject(g, object_id))
        return;
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = dog_initialise;
    o->control = dog_control;
    o->hit_points = DOG_HIT_POINTS;
    o->radius = DOG_RADIUS;
    o->pivot_length = DOG_PIVOT;
    /* The head turns about y, then x, on one bone. */
    Creature_SetBoneFlags(g, object_id, DOG_HEAD_BONE, 8 | 4);
}

void Dog3_Setup(Game *g)
{
    setup(g, O3_DOG);
    setup(g, O3_HUSKIE);
}
