/* The sword of Damocles: hangs turning slowly until Lara walks beneath it,
 * then falls towards where she was, and stays stuck in the floor. Hitting
 * her while falling costs her 100. */
#include "game/objects/trap/trap.h"

#include <stdlib.h>

#include "game/game.h"

#define SWORD_ACTIVATE_DIST (WALL_SIZE * 3 / 2)
#define SWORD_DAMAGE 100

/* The sword keeps its turn rate in required_state and its sideways drift
 * (x, z) in current_state and goal_state, as the original. */
static void sword_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Prng *p = &g->sim->prng;
    it->rot.y = (int16_t)Prng_Control(p);
    it->required_state = (int16_t)((Prng_Control(p) - 0x4000) / 16);
    it->fall_speed = 50;
    /* Its floor stays the one its own sector had at the level's start, as
     * the original (the reference engine looks the real floor up from the
     * bottom of the room stack here and while it falls). */
}

static void sword_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    if (it->gravity) {
        it->rot.y = (int16_t)(it->rot.y + it->required_state);
        it->fall_speed =
            (int16_t)(it->fall_speed + (it->fall_speed < ANIM_FASTFALL_SPEED ? ANIM_GRAVITY : 1));
        it->pos.y += it->fall_speed;
        it->pos.x += it->current_state;
        it->pos.z += it->goal_state;
        if (it->pos.y > it->floor) {
            Object_Sound(g, it, EFFECT_SFX_DAMOCLES_SWORD);
            it->pos.y = it->floor + 10;
            it->gravity = false;
            it->status = ITEM_STATUS_DEACTIVATED;
            Sim_RemoveActive(g->sim, index);
        }
    } else if (it->pos.y != it->floor && lara) {
        it->rot.y = (int16_t)(it->rot.y + it->required_state);
        int32_t x = lara->pos.x - it->pos.x;
        int32_t y = lara->pos.y - it->pos.y;
        int32_t z = lara->pos.z - it->pos.z;
        if (abs(x) <= SWORD_ACTIVATE_DIST && abs(z) <= SWORD_ACTIVATE_DIST && y > 0 &&
            y < WALL_SIZE * 3) {
            it->current_state = (int16_t)(x / 32);
            it->goal_state = (int16_t)(z / 32);
            it->gravity = true;
        }
    }
}

static void sword_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius))
        return;
    if (c->enable_baddie_push)
        Coll_LaraPush(g, it, c, false, true);
    if (it->gravity) {
        lara->hit_points = (int16_t)(lara->hit_points - SWORD_DAMAGE);
        Trap_BloodOnLara(g);
    }
}

void Trap_SetupDamocles(Game *g)
{
    ObjectInfo *o = &g->objects[O_DAMOCLES_SWORD];
    o->initialise = sword_initialise;
    o->control = sword_control;
    o->collision = sword_collision;
    o->save_position = true;
    o->save_anim = true;
    o->save_flags = true;
}
