/* Wall and underwater switches (see switch.h). */
#include "game/objects/switch/switch.h"

#include "game/game.h"
#include "game/objects/general/interact.h"

#define D INTERACT_DEG

/* Standing in front of the lever, facing it. */
static const InteractBounds k_wall_bounds = {
    -200, 200, 0, 0, 1024 / 2 - 200, 1024 / 2,
    -10 * D, 10 * D, -30 * D, 30 * D, -10 * D, 10 * D,
};

/* Anywhere within a block of it, turned no more than 80 degrees away. */
static const InteractBounds k_water_bounds = {
    -1024, 1024, -1024, 1024, -1024, 1024 / 2,
    -80 * D, 80 * D, -80 * D, 80 * D, -80 * D, 80 * D,
};

static const Vec3i k_water_position = { 0, 0, 108 };

void Switch_Control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    /* A switch always counts as fully triggered: what its timer says is
     * whether it stays down. */
    it->activation_mask = ITEM_MASK_FULL;
    if (!Object_IsTriggerActive(it)) {
        it->goal_state = SWITCH_STATE_ON;
        it->timer = 0;
    }
    Object_Animate(g, it);
}

/* Lara throws the switch the other way; the switch goes on the active list
 * and takes its first step at once, as the original. */
static void throw_switch(Game *g, int index, Item *it)
{
    it->status = ITEM_STATUS_ACTIVE;
    it->goal_state = it->current_state == SWITCH_STATE_ON ? SWITCH_STATE_OFF : SWITCH_STATE_ON;
    Object_AddActive(g, index);
    Object_Animate(g, it);
}

static void switch_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (!(Game_Input(g) & INPUT_ACTION) || it->status != ITEM_STATUS_INACTIVE ||
        g->lara.gun_status != LGS_ARMLESS || lara->gravity)
        return;
    if (lara->current_state != LS_STOP)
        return;
    if (!Interact_TestPosition(g, it, &k_wall_bounds))
        return;
    lara->rot.y = it->rot.y;
    if (it->current_state == SWITCH_STATE_ON)
        Interact_AnimateUntil(g, LS_SWITCH_ON);
    else if (it->current_state == SWITCH_STATE_OFF)
        Interact_AnimateUntil(g, LS_SWITCH_OFF);
    else
        return;
    lara->goal_state = LS_STOP;
    g->lara.gun_status = LGS_HANDS_BUSY;
    throw_switch(g, index, it);
}

static void switch_collision_water(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (!(Game_Input(g) & INPUT_ACTION) || it->status != ITEM_STATUS_INACTIVE ||
        g->lara.water_status != LWS_UNDERWATER)
        return;
    if (lara->current_state != LS_TREAD)
        return;
    if (!Interact_TestPosition(g, it, &k_water_bounds))
        return;
    if (it->current_state != SWITCH_STATE_ON && it->current_state != SWITCH_STATE_OFF)
        return;
    if (!Interact_MovePosition(g, it, &k_water_position))
        return;
    lara->fall_speed = 0;
    Interact_AnimateUntil(g, LS_SWITCH_ON);
    lara->goal_state = LS_TREAD;
    g->lara.gun_status = LGS_HANDS_BUSY;
    throw_switch(g, index, it);
}

void Switch_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O_SWITCH_TYPE1];
    o->control = Switch_Control;
    o->collision = switch_collision;
    o->save_anim = o->save_flags = true;

    o = &g->objects[O_SWITCH_TYPE2];
    o->control = Switch_Control;
    o->collision = switch_collision_water;
    o->save_anim = o->save_flags = true;
}

bool Switch_Trigger(Game *g, int index, int16_t timer)
{
    if (index < 0 || (uint32_t)index >= g->sim->num_items)
        return false;
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_DEACTIVATED)
        return false;
    if (it->current_state == SWITCH_STATE_OFF && timer > 0) {
        it->timer = timer;
        if (timer != 1)
            it->timer = (int16_t)(timer * SIM_TICK_HZ);
        it->status = ITEM_STATUS_ACTIVE;
    } else {
        Sim_RemoveActive(g->sim, index);
        it->status = ITEM_STATUS_INACTIVE;
    }
    return true;
}
