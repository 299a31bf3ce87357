/* Thor's hammer: a handle (the trap) and a head (made at level start, drawn
 * and pushed against separately, always playing the handle's animation).
 * Triggered, it teases, then swings down: Lara anywhere in the sector-sized
 * square three sectors in front of it when it lands is crushed. It ends
 * lying there as a two-sector step (a raised floor), running the heavy
 * triggers under it. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

enum { THOR_SET = 0, THOR_TEASE = 1, THOR_ACTIVE = 2, THOR_DONE = 3 };

#define THOR_REACH (WALL_SIZE * 3)
#define THOR_KILL_HALF_WIDTH 520
#define THOR_KILL_FRAME 30

/* The handle keeps its head's item number in data_index. */
static void handle_initialise(Game *g, int index)
{
    Item *hand = &g->sim->items[index];
    int head = Trap_CreateItem(g, O_THORS_HEAD, hand->room, hand->pos, hand->rot.y);
    hand = &g->sim->items[index];
    hand->data_index = head;
}

/* The point three sectors in front of the handle. */
static void landing_point(const Item *it, int32_t *x, int32_t *z)
{
    *x = it->pos.x;
    *z = it->pos.z;
    switch (it->rot.y) {
    case 0: *z += THOR_REACH; break;
    case 0x4000: *x += THOR_REACH; break;
    case -0x4000: *x -= THOR_REACH; break;
    case -0x8000: *z -= THOR_REACH; break;
    default: break;
    }
}

static void handle_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    switch (it->current_state) {
    case THOR_SET:
        if (Object_IsTriggerActive(it)) {
            it->goal_state = THOR_TEASE;
        } else {
            Sim_RemoveActive(g->sim, index);
            it->status = ITEM_STATUS_INACTIVE;
        }
        break;
    case THOR_TEASE:
        it->goal_state = Object_IsTriggerActive(it) ? THOR_ACTIVE : THOR_SET;
        break;
    case THOR_ACTIVE:
        if (Object_AnimFrame(g, it) > THOR_KILL_FRAME && lara) {
            int32_t x, z;
            landing_point(it, &x, &z);
            if (lara->hit_points >= 0 && lara->pos.x > x - THOR_KILL_HALF_WIDTH &&
                lara->pos.x < x + THOR_KILL_HALF_WIDTH && lara->pos.z > z - THOR_KILL_HALF_WIDTH &&
                lara->pos.z < z + THOR_KILL_HALF_WIDTH) {
                lara->hit_points = -1;
                lara->pos.y = it->pos.y;
                lara->gravity = false;
                lara->current_state = LS_SPECIAL;
                lara->goal_state = LS_SPECIAL;
                Lara_SwitchAnim(g, lara, LARA_ANIM_ROLLING_BALL_DEATH, 0);
            }
        }
        break;
    case THOR_DONE: {
        /* The heavy triggers of the handle's own sector. */
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        Game_TestTriggers(g, g->world.trigger_index, true);
        int32_t old_x = it->pos.x, old_z = it->pos.z;
        landing_point(it, &it->pos.x, &it->pos.z);
        if (lara && lara->hit_points >= 0)
            World_AlterFloorHeight(&g->world, it->pos.x, it->pos.z, it->room, -WALL_SIZE * 2);
        it->pos.x = old_x;
        it->pos.z = old_z;
        Sim_RemoveActive(g->sim, index);
        it->status = ITEM_STATUS_DEACTIVATED;
        break;
    }
    default:
        break;
    }
    Object_Animate(g, it);

    /* The head plays the same animation and frame. */
    if (it->data_index >= 0 && (uint32_t)it->data_index < g->sim->num_items &&
        it->data_index != index) {
        Item *head = &g->sim->items[it->data_index];
        int rel_frame = Object_AnimFrame(g, it);
        Trap_SwitchAnim(g, head, Trap_RelativeAnim(g, it), rel_frame < 0 ? 0 : rel_frame);
        head->current_state = it->current_state;
    }
}

static void handle_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius))
        return;
    if (c->enable_baddie_push)
        Coll_LaraPush(g, it, c, false, true);
}

static void head_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius))
        return;
    if (c->enable_baddie_push && it->current_state != THOR_ACTIVE)
        Coll_LaraPush(g, it, c, false, true);
}

void Trap_SetupThorsHammer(Game *g)
{
    ObjectInfo *o = &g->objects[O_THORS_HANDLE];
    o->initialise = handle_initialise;
    o->control = handle_control;
    o->collision = handle_collision;
    o->save_flags = true;
    o->save_anim = true;

    o = &g->objects[O_THORS_HEAD];
    o->collision = head_collision;
    o->save_flags = true;
    o->save_anim = true;
}
