/* The zipline handle (see zipline.h). Its item runs three ways: waiting
 * (inactive, at its start), carrying Lara (active with the one-shot flag,
 * which also keeps triggers off it), and, triggered again once it has
 * stopped (active without the flag), back to its start. Numbers as the
 * original's. */
#include "game/objects/tr2/general/zipline.h"

#include "engine/math/fixed.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/general/interact.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define ZIPLINE_MAX_SPEED 100
#define ZIPLINE_ACCELERATION 5
#define ZIPLINE_GRAB_STATE 1     /* the handle's own grab animation */
#define SFX2_ZIPLINE_GO 280      /* TR2's sound ids */
#define SFX2_ZIPLINE_STOP 281
#define ANIMATE_CAP 512          /* bounds the grab's "play until" loop */

/* Where she stands to grab it: behind the handle, facing along the line. */
static const InteractBounds k_grab_bounds = {
    -WALL_SIZE / 4, WALL_SIZE / 4, -100, 100, WALL_SIZE / 4, WALL_SIZE / 2,
    0, 0, -25 * INTERACT_DEG, 25 * INTERACT_DEG, 0, 0,
};
static const Vec3i k_grab_offset = {0, 0, WALL_SIZE / 2 - 141};

typedef struct {
    Vec3i pos;
    int16_t room;
} ZiplineHome;

static void zipline_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    ZiplineHome *h = Object_Alloc(g, sizeof(ZiplineHome));
    it->data = h;
    if (h) {
        h->pos = it->pos;
        h->room = it->room;
    }
}

/* Triggered again after a ride: back to the start, waiting. */
static void zipline_reset(Game *g, int index, Item *it)
{
    const ZiplineHome *h = it->data;
    if (h) {
        it->pos = h->pos;
        if (it->room != h->room)
            Sim_ItemNewRoom(g->sim, index, h->room);
    }
    it->status = ITEM_STATUS_INACTIVE;
    it->goal_state = ZIPLINE_GRAB_STATE;
    it->current_state = ZIPLINE_GRAB_STATE;
    Trap_SwitchAnim(g, it, 0, 0);
    Sim_RemoveActive(g->sim, index);
}

static void zipline_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_ACTIVE)
        return;
    if (!it->one_shot) {
        zipline_reset(g, index, it);
        return;
    }
    bool grabbing = it->current_state == ZIPLINE_GRAB_STATE;
    Object_Animate(g, it);
    if (grabbing)
        return;

    /* Down the line, faster each tick up to its top speed; a quarter of the
     * speed downwards. */
    if (it->fall_speed < ZIPLINE_MAX_SPEED)
        it->fall_speed = (int16_t)(it->fall_speed + ZIPLINE_ACCELERATION);
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    it->pos.x += (it->fall_speed * s) >> W2V_SHIFT;
    it->pos.z += (it->fall_speed * c) >> W2V_SHIFT;
    it->pos.y += it->fall_speed >> 2;
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);

    Item *lara = Game_LaraItem(g);
    bool riding = lara && lara->current_state == LS_ZIPLINE;
    if (riding)
        lara->pos = it->pos;

    /* A sector ahead: open on both sides of the line (a step of room below
     * and above it), it goes on. */
    int32_t x = it->pos.x + ((s * WALL_SIZE) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((c * WALL_SIZE) >> W2V_SHIFT);
    int32_t y = it->pos.y + STEP_SIZE / 4;
    const RoomSector *sec = World_Sector(&g->world, x, y, z, &room);
    if (World_Height(&g->world, sec, x, y, z) > y + STEP_SIZE &&
        World_Ceiling(&g->world, sec, x, y, z) < y - STEP_SIZE) {
        Object_Sound(g, it, SFX2_ZIPLINE_GO);
        return;
    }

    /* The end: she drops off forwards at the handle's speed. */
    if (riding) {
        lara->goal_state = LS_FORWARD_JUMP;
        Lara_Animate(g, lara);
        lara->gravity = true;
        lara->speed = it->fall_speed;
        lara->fall_speed = (int16_t)(it->fall_speed >> 2);
    }
    Object_Sound(g, it, SFX2_ZIPLINE_STOP);
    Sim_RemoveActive(g->sim, index);
    it->status = ITEM_STATUS_INACTIVE;
    it->one_shot = false;
}

/* `lara_steps`: her grab plays through her own animate step (TR3's
 * AnimateLara, with its commands) rather than the plain one (TR2's). */
static void grab(Game *g, int index, Item *lara, bool lara_steps)
{
    if (!(Game_Input(g) & INPUT_ACTION) || g->lara.gun_status != LGS_ARMLESS || lara->gravity ||
        lara->current_state != LS_STOP)
        return;
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_INACTIVE)
        return;
    if (!Interact_TestPosition(g, it, &k_grab_bounds))
        return;

    Interact_AlignPosition(g, it, &k_grab_offset);
    g->lara.gun_status = LGS_HANDS_BUSY;
    /* Her grab plays until it reaches the hanging pull-up state: with the
     * item's plain animate step in TR2's original, her own in TR3's. */
    lara->goal_state = LS_ZIPLINE;
    for (int i = 0; i < ANIMATE_CAP && lara->current_state != LS_NULL; i++) {
        if (lara_steps)
            Lara_Animate(g, lara);
        else
            Object_Animate(g, lara);
    }

    if (!it->active)
        Object_AddActive(g, index);
    it->status = ITEM_STATUS_ACTIVE;
    it->one_shot = true;
}

static void zipline_collision(Game *g, int index, Item *lara, CollInfo *c) { grab(g, index, lara, false); }
static void death_slide_collision(Game *g, int index, Item *lara, CollInfo *c) { grab(g, index, lara, true); }

void Zipline_Setup(Game *g) { Zipline_SetupAs(g, O2_ZIPLINE_HANDLE, false); }

void Zipline_SetupAs(Game *g, int object_id, bool lara_steps)
{
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = zipline_initialise;
    o->control = zipline_control;
    o->collision = lara_steps ? death_slide_collision : zipline_collision;
    o->save_position = true;
    o->save_flags = true;
    o->save_anim = true;
}
