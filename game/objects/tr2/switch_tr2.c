/* TR2's switches (see switch_tr2.h; TR3 keeps them, its ids from its
 * rules' GameObjectIds): the wall lever, the small switch and
 * the push button share one collision that puts Lara straight into her
 * animation for the kind (TR1 animates her until the state comes); the
 * underwater switch is TR1's with the hands-free test added. The tick and
 * the trigger's side are TR1's (Switch_Control, Switch_Trigger). The
 * airlock's wheel is turned on in Lara's extra animation and fires its
 * trigger once while on. */
#include "game/objects/tr2/switch_tr2.h"

#include "game/game.h"
#include "game/objects/general/interact.h"
#include "game/objects/switch/switch.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"

#define D INTERACT_DEG

/* Her animations for the switches (relative to her first). */
enum {
    LA2_WALL_SWITCH_DOWN = 63,
    LA2_WALL_SWITCH_UP = 64,
    LA2_SWITCH_SMALL_DOWN = 195,
    LA2_SWITCH_SMALL_UP = 196,
    LA2_BUTTON_PUSH = 197,
};

/* In front of it, facing it: TR2 allows 220 units either side (TR1 200). */
static const InteractBounds k_bounds = {
    -220, 220, 0, 0, 1024 / 2 - 220, 1024 / 2,
    -10 * D, 10 * D, -30 * D, 30 * D, -10 * D, 10 * D,
};

static const InteractBounds k_bounds_water = {
    -1024, 1024, -1024, 1024, -1024, 1024 / 2,
    -80 * D, 80 * D, -80 * D, 80 * D, -80 * D, 80 * D,
};

/* Where she stands for the small switch and the button (the lever needs no
 * move). */
static const Vec3i k_small_position = { 0, 0, 362 };
static const Vec3i k_button_position = { 0, 0, 292 };
static const Vec3i k_water_position = { 0, 0, 108 };
static const Vec3i k_airlock_position = { 0, 0, 212 };

static void start_switch(Game *g, int index, Item *it)
{
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(g, index);
    Object_Animate(g, it);
}

static void switch_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    (void)c;
    Item *it = &g->sim->items[index];
    if (!(Game_Input(g) & INPUT_ACTION) || it->status != ITEM_STATUS_INACTIVE ||
        g->lara.gun_status != LGS_ARMLESS || lara->gravity || lara->current_state != LS_STOP)
        return;
    if (!Interact_TestPosition(g, it, &k_bounds))
        return;
    lara->rot.y = it->rot.y;
    int id = it->object_id;
    const GameObjectIds *ids = g->rules->ids;
    if (id == ids->switch_airlock) {
        /* The wheel only turns on, in her extra animation. */
        if (it->current_state == SWITCH_STATE_ON)
            return;
        Interact_AlignPosition(g, it, &k_airlock_position);
        lara->current_state = LS_SWITCH_OFF;
        if (!Lara_StartExtraAnim(g, LS2_EXTRA_AIRLOCK))
            return;
        it->goal_state = SWITCH_STATE_ON;
        start_switch(g, index, it);
        return;
    }
    if (id == ids->switch_small)
        Interact_AlignPosition(g, it, &k_small_position);
    else if (id == ids->switch_button)
        Interact_AlignPosition(g, it, &k_button_position);

    bool down = it->current_state == SWITCH_STATE_ON;
    int anim;
    if (id == ids->switch_small)
        anim = down ? LA2_SWITCH_SMALL_DOWN : LA2_SWITCH_SMALL_UP;
    else if (id == ids->switch_button)
        anim = LA2_BUTTON_PUSH;
    else
        anim = down ? LA2_WALL_SWITCH_DOWN : LA2_WALL_SWITCH_UP;
    Lara_SwitchAnim(g, lara, anim, 0);
    lara->current_state = down ? LS_SWITCH_ON : LS_SWITCH_OFF;
    it->goal_state = down ? SWITCH_STATE_OFF : SWITCH_STATE_ON;
    lara->goal_state = LS_STOP;
    g->lara.gun_status = LGS_HANDS_BUSY;
    start_switch(g, index, it);
}

static void switch_collision_water(Game *g, int index, Item *lara, CollInfo *c)
{
    (void)c;
    Item *it = &g->sim->items[index];
    if (!(Game_Input(g) & INPUT_ACTION) || it->status != ITEM_STATUS_INACTIVE ||
        g->lara.water_status != LWS_UNDERWATER || g->lara.gun_status != LGS_ARMLESS ||
        lara->current_state != LS_TREAD)
        return;
    if (!Interact_TestPosition(g, it, &k_bounds_water))
        return;
    if (it->current_state != SWITCH_STATE_ON && it->current_state != SWITCH_STATE_OFF)
        return;
    if (!Interact_MovePosition(g, it, &k_water_position))
        return;
    lara->fall_speed = 0;
    Interact_AnimateUntil(g, LS_SWITCH_ON);
    lara->goal_state = LS_TREAD;
    g->lara.gun_status = LGS_HANDS_BUSY;
    it->goal_state = it->current_state == SWITCH_STATE_ON ? SWITCH_STATE_OFF : SWITCH_STATE_ON;
    start_switch(g, index, it);
}

void SwitchTR2_SetupKinds(Game *g, const int16_t *wall, int num_wall, int16_t underwater)
{
    for (int i = 0; i < num_wall; i++) {
        ObjectInfo *o = &g->objects[wall[i]];
        o->control = Switch_Control;
        o->collision = switch_collision;
        o->save_anim = o->save_flags = true;
    }
    ObjectInfo *o = &g->objects[underwater];
    o->control = Switch_Control;
    o->collision = switch_collision_water;
    o->save_anim = o->save_flags = true;
}

void SwitchTR2_Setup(Game *g)
{
    static const int16_t wall[] = { O2_SWITCH_TYPE_NORMAL, O2_SWITCH_TYPE_SMALL, O2_SWITCH_TYPE_BUTTON,
                                    O2_SWITCH_TYPE_AIRLOCK };
    SwitchTR2_SetupKinds(g, wall, (int)(sizeof(wall) / sizeof(wall[0])), O2_SWITCH_TYPE_UW);
}

bool SwitchTR2_Trigger(Game *g, int index, int16_t timer)
{
    if (index < 0 || (uint32_t)index >= g->sim->num_items)
        return false;
    Item *it = &g->sim->items[index];
    if (!g->rules || it->object_id != g->rules->ids->switch_airlock)
        return Switch_Trigger(g, index, timer);
    /* The airlock fires once, while it is turned on; once its animation
     * ends it rests. */
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, index);
        it->status = ITEM_STATUS_INACTIVE;
        return false;
    }
    if (it->one_shot || it->current_state == SWITCH_STATE_OFF)
        return false;
    it->one_shot = true;
    return true;
}
