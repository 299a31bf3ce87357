/* The T-rex (see trex.h). Numbers and states as the original's. */
#include "game/objects/creatures/trex.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define TREX_PIVOT 2000
#define TREX_NECK_BONE 10
#define TREX_HEAD_BONE 11
#define TREX_ATTACK_RANGE (WALL_SIZE * 4 * WALL_SIZE * 4)
#define TREX_BITE_DAMAGE 10000
#define TREX_BITE_RANGE (1500 * 1500)
#define TREX_ROAR_CHANCE 512
#define TREX_RUN_RANGE (WALL_SIZE * 5 * WALL_SIZE * 5)
#define TREX_RUN_TURN ANGLE_DEG(4)
#define TREX_TOUCH 0x3000
#define TREX_TOUCH_DAMAGE 1
#define TREX_TRAMPLE_DAMAGE 10
#define TREX_WALK_TURN ANGLE_DEG(2)
#define TREX_LARA_DEATH_ANIM 1  /* of Lara's extra animations */

enum {
    TREX_EMPTY = 0,
    TREX_STOP = 1,
    TREX_WALK = 2,
    TREX_RUN = 3,
    TREX_ATTACK1 = 4,
    TREX_DEATH = 5,
    TREX_ROAR = 6,
    TREX_ATTACK2 = 7,   /* the bite */
    TREX_KILL = 8,      /* shaking Lara */
};

/* The bite that ends it: Lara in the jaws, the camera circling. */
static void kill_lara(Game *g, Item *it)
{
    it->goal_state = TREX_KILL;
    Creature_LaraKilledBy(g, it, O_LARA_EXTRA, TREX_LARA_DEATH_ANIM, LS_SPECIAL);
    /* She is drawn with the extra object's meshes (her bloodied body). */
    if (Level_FindModel(g->lv, O_LARA_EXTRA))
        for (int i = 0; i < LARA_NUM_MESHES; i++)
            g->lara.mesh_swap[i] = O_LARA_EXTRA;
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    g->camera.target_angle = ANGLE_DEG(170);
    g->camera.target_elevation = (int16_t)-ANGLE_DEG(25);
}

static void alive(Game *g, Item *it, CreatureInfo *dino, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    if (it->touch_bits)
        Creature_HurtLaraQuiet(g, it->current_state == TREX_RUN ? TREX_TRAMPLE_DAMAGE
                                                                : TREX_TOUCH_DAMAGE);

    /* flags: keep walking, Lara is behind and looking at it, or within
     * reach of a charge. */
    dino->flags = dino->mood != MOOD_ESCAPE && !info->ahead &&
                  info->enemy_facing > -CREATURE_FRONT_ARC &&
                  info->enemy_facing < CREATURE_FRONT_ARC;
    if (!dino->flags && info->distance > TREX_BITE_RANGE && info->distance < TREX_ATTACK_RANGE &&
        info->bite)
        dino->flags = 1;

    switch (it->current_state) {
    case TREX_STOP:
        if (it->required_state != TREX_EMPTY)
            it->goal_state = it->required_state;
        else if (info->distance < TREX_BITE_RANGE && info->bite)
            it->goal_state = TREX_ATTACK2;
        else if (dino->mood == MOOD_BORED || dino->flags)
            it->goal_state = TREX_WALK;
        else
            it->goal_state = TREX_RUN;
        break;

    case TREX_WALK:
        dino->maximum_turn = TREX_WALK_TURN;
        if (dino->mood != MOOD_BORED || !dino->flags) {
            it->goal_state = TREX_STOP;
        } else if (info->ahead && Prng_Control(p) < TREX_ROAR_CHANCE) {
            it->required_state = TREX_ROAR;
            it->goal_state = TREX_STOP;
        }
        break;

    case TREX_RUN:
        dino->maximum_turn = TREX_RUN_TURN;
        if (info->distance < TREX_RUN_RANGE && info->bite) {
            it->goal_state = TREX_STOP;
        } else if (dino->flags) {
            it->goal_state = TREX_STOP;
        } else if (dino->mood != MOOD_ESCAPE && info->ahead &&
                   Prng_Control(p) < TREX_ROAR_CHANCE) {
            it->required_state = TREX_ROAR;
            it->goal_state = TREX_STOP;
        } else if (dino->mood == MOOD_BORED) {
            it->goal_state = TREX_STOP;
        }
        break;

    case TREX_ATTACK2:
        if (it->touch_bits & TREX_TOUCH) {
            Creature_HurtLara(g, TREX_BITE_DAMAGE);
            it->goal_state = TREX_KILL;
            kill_lara(g, it);
        }
        it->required_state = TREX_WALK;
        break;

    default:
        break;
    }
}

static void trex_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *dino = it->data;
    int16_t head = 0, angle = 0;

    if (it->hit_points <= 0) {
        it->goal_state = it->current_state == TREX_STOP ? TREX_DEATH : TREX_STOP;
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, dino->maximum_turn);
        alive(g, it, dino, &info);
    }

    /* Neck and head share the turn. */
    Creature_Head(g, item, (int16_t)(head >> 1));
    dino->neck_rotation = dino->head_rotation;
    Creature_Animate(g, item, angle, 0);
    /* Even dead it stays solid. */
    it->collidable = true;
}

void TRex_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_TREX))
        return;
    ObjectInfo *o = &g->objects[O_TREX];
    o->control = trex_control;
    o->hit_points = 100;
    o->pivot_length = TREX_PIVOT;
    o->radius = WALL_SIZE / 3;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_TREX, TREX_NECK_BONE, 8);
    Creature_SetBoneFlags(g, O_TREX, TREX_HEAD_BONE, 8);
}
