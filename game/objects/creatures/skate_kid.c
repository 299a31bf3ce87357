/* The skater boy (see skate_kid.h). Numbers and states as the original's.
 * The skateboard is a second model drawn with the boy's animation (a
 * drawing matter; the simulation only knows the boy). */
#include "game/objects/creatures/skate_kid.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define KID_HEAD_BONE 0
#define KID_STOP_SHOT_DAMAGE 50
#define KID_SKATE_SHOT_DAMAGE 40
#define KID_STOP_RANGE (WALL_SIZE * 4 * WALL_SIZE * 4)
#define KID_DONT_STOP_RANGE (WALL_SIZE * 5 / 2 * (WALL_SIZE * 5 / 2))
#define KID_TOO_CLOSE (WALL_SIZE * WALL_SIZE)
#define KID_SKATE_TURN ANGLE_DEG(4)
#define KID_PUSH_CHANCE 0x200
#define KID_SKATE_CHANCE 0x400
#define KID_DIE_ANIM 13
#define KID_MUSIC_HIT_POINTS 120    /* below this his theme starts */
#define KID_MUSIC_TRACK 56

enum {
    KID_STOP = 0,
    KID_SHOOT = 1,      /* standing */
    KID_SKATE = 2,
    KID_PUSH = 3,
    KID_SHOOT2 = 4,     /* skating */
    KID_DEATH = 5,
};

static const CreatureBite k_gun1 = { 0, 150, 34, 7 };
static const CreatureBite k_gun2 = { 0, 150, 37, 4 };

static void play_theme(Game *g)
{
    if (g->creatures->music_track == KID_MUSIC_TRACK)
        return;
    g->creatures->music_track = KID_MUSIC_TRACK;
    if (g->music_play)
        g->music_play(g->music_user, KID_MUSIC_TRACK);
}

static void alive(Game *g, int item, Item *it, CreatureInfo *kid, const CreatureAI *info,
                  int16_t head)
{
    Prng *p = &g->sim->prng;
    if (it->hit_points < KID_MUSIC_HIT_POINTS)
        play_theme(g);

    switch (it->current_state) {
    case KID_STOP:
        kid->flags = 0;
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = KID_SHOOT;
        else
            it->goal_state = KID_SKATE;
        break;

    case KID_SKATE:
        kid->flags = 0;
        if (Prng_Control(p) < KID_PUSH_CHANCE) {
            it->goal_state = KID_PUSH;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            if (info->distance > KID_DONT_STOP_RANGE && info->distance < KID_STOP_RANGE &&
                kid->mood != MOOD_ESCAPE)
                it->goal_state = KID_STOP;
            else
                it->goal_state = KID_SHOOT2;
        }
        break;

    case KID_PUSH:
        if (Prng_Control(p) < KID_SKATE_CHANCE)
            it->goal_state = KID_SKATE;
        break;

    case KID_SHOOT:
    case KID_SHOOT2:
        /* One volley per shooting animation. */
        if (!kid->flags && Creature_CanTargetEnemy(g, item, info)) {
            int16_t damage = it->current_state == KID_SHOOT ? KID_STOP_SHOT_DAMAGE
                                                            : KID_SKATE_SHOT_DAMAGE;
            Creature_ShootAtLara(g, item, info->distance, &k_gun1, head, damage);
            Creature_ShootAtLara(g, item, info->distance, &k_gun2, head, damage);
            kid->flags = 1;
        }
        if (kid->mood == MOOD_ESCAPE || info->distance < KID_TOO_CLOSE)
            it->required_state = KID_SKATE;
        break;

    default:
        break;
    }
}

static void kid_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *kid = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        if (Creature_StartDeath(g, it, KID_DEATH, KID_DIE_ANIM, 0))
            Creature_SpawnItem(g, item, O_UZI_ITEM);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, KID_SKATE_TURN);
        alive(g, item, it, kid, &info, head);
    }

    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

static void kid_initialise(Game *g, int item)
{
    Creature_Initialise(g, item);
    g->sim->items[item].current_state = KID_SKATE;
}

void SkateKid_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_SKATEKID))
        return;
    ObjectInfo *o = &g->objects[O_SKATEKID];
    o->initialise = kid_initialise;
    o->control = kid_control;
    o->hit_points = 125;
    o->radius = WALL_SIZE / 5;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_SKATEKID, KID_HEAD_BONE, 8);
}
