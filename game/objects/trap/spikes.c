/* Floor spikes: no control; landing on them kills Lara, running over them
 * hurts (15 a tick, with blood). */
#include "game/objects/trap/trap.h"

#include "game/game.h"

#define SPIKE_DAMAGE 15
#define SPIKE_SAFE_SPEED 30     /* walking slower than this is safe */

/* min_fall: the fall speed above which landing on them kills (TR1 0, TR2
 * one tick of gravity). */
static void spikes_collide(Game *g, int index, Item *lara, CollInfo *c, int16_t min_fall)
{
    Item *it = &g->sim->items[index];
    if (lara->hit_points < 0)
        return;
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius))
        return;
    if (!Coll_TestCollision(g, it, lara))
        return;

    Prng *p = &g->sim->prng;
    int num = Prng_Control(p) / 24576;
    if (lara->gravity) {
        if (lara->fall_speed > min_fall) {
            /* Falling onto them: dead, and a lot of blood. */
            lara->hit_points = -1;
            num = 20;
        }
    } else if (lara->speed < SPIKE_SAFE_SPEED) {
        return;
    }

    lara->hit_points = (int16_t)(lara->hit_points - SPIKE_DAMAGE);
    for (; num > 0; num--) {
        int32_t x = lara->pos.x + (Prng_Control(p) - 0x4000) / 256;
        int32_t z = lara->pos.z + (Prng_Control(p) - 0x4000) / 256;
        int32_t y = lara->pos.y - Prng_Control(p) / 64;
        int16_t d = (int16_t)Prng_Control(p);
        Effect_Blood(g, x, y, z, 20, d, it->room);
    }

    if (lara->hit_points <= 0) {
        lara->current_state = LS_DEATH;
        lara->goal_state = LS_DEATH;
        Lara_SwitchAnim(g, lara, LARA_ANIM_SPIKE_DEATH, 0);
        lara->pos.y = it->pos.y;
        lara->gravity = false;
    }
}

static void spikes_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    spikes_collide(g, index, lara, c, 0);
}

static void spikes_collision_tr2(Game *g, int index, Item *lara, CollInfo *c)
{
    spikes_collide(g, index, lara, c, ANIM_GRAVITY);
}

void Trap_SetupSpikesTR2(Game *g, int object_id)
{
    g->objects[object_id].collision = spikes_collision_tr2;
}

void Trap_SetupSpikes(Game *g)
{
    g->objects[O_SPIKES].collision = spikes_collision;
}
