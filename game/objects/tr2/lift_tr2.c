/* TR2's lift (see lift_tr2.h): a cabin two sectors square. Triggered, it
 * waits three seconds with its doors open, shuts them and rides down 22
 * clicks at 16 units a tick, then opens; untriggered it rides back up the
 * same way. Its floor and ceiling are what the shaft gives, depending on
 * whether Lara is inside it. */
#include "game/objects/tr2/lift_tr2.h"

#include "engine/core/serial.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define STEP 256
#define LIFT_WAIT (3 * SIM_TICK_HZ)
#define LIFT_SHIFT 16
#define LIFT_HEIGHT (STEP * 5)
#define LIFT_TRAVEL (STEP * 22)
#define NO_FLOOR 0x7FFF

enum { LIFT_DOORS_SHUT = 0, LIFT_DOORS_OPEN = 1 };

typedef struct {
    int32_t start_y;
    int32_t wait;
    bool fixed_square; /* TR3's: the square ignores the cabin's yaw */
} LiftData;

/* Whether sector (x, z) (world units) is one of the four the cabin fills:
 * its own and the neighbours its yaw points the rest of the square to
 * (TR3's: always its own and the ones at -x and +z, whatever its yaw). */
static bool in_shaft(const Item *it, int32_t x, int32_t z)
{
    int32_t lx = it->pos.x >> 10, lz = it->pos.z >> 10;
    int32_t tx = x >> 10, tz = z >> 10;
    const LiftData *d = it->data;
    int dx = -1, dz = 1; /* facing north */
    int quadrant = d && d->fixed_square ? 2 : (uint16_t)(it->rot.y + 0x2000) / 0x4000;
    switch (quadrant) {
    case 1: dx = 1; dz = 1; break;   /* east */
    case 2: dx = 1; dz = -1; break;  /* south */
    case 3: dx = -1; dz = -1; break; /* west */
    default: break;
    }
    return (tx == lx || tx + dx == lx) && (tz == lz || tz + dz == lz);
}

/* The shaft's floor and ceiling at (x, y, z) (NO_FLOOR / -NO_FLOOR: the
 * lift does not change them). */
static void shaft(Game *g, const Item *it, int32_t x, int32_t y, int32_t z, int32_t *floor,
                  int32_t *ceiling)
{
    const Item *lara = Game_LaraItem(g);
    int32_t lift_floor = it->pos.y, lift_ceiling = it->pos.y - LIFT_HEIGHT;
    bool point = in_shaft(it, x, z);
    *floor = NO_FLOOR;
    *ceiling = -NO_FLOOR;
    if (lara && in_shaft(it, lara->pos.x, lara->pos.z)) {
        int32_t ly = lara->pos.y;
        if (it->current_state == LIFT_DOORS_SHUT && ly < lift_floor + STEP &&
            ly > lift_ceiling + STEP) {
            /* Shut in: the cabin is all there is. */
            *floor = point ? lift_floor : WORLD_NO_HEIGHT;
            *ceiling = point ? lift_ceiling + STEP : NO_FLOOR;
        } else if (point) {
            if (ly < lift_ceiling + STEP) {
                *floor = lift_ceiling;
            } else if (ly < lift_floor + STEP) {
                *floor = lift_floor;
                *ceiling = lift_ceiling + STEP;
            } else {
                *ceiling = lift_floor + STEP;
            }
        }
    } else if (point) {
        if (y <= lift_ceiling) {
            *floor = lift_ceiling;
        } else if (y >= lift_floor + STEP) {
            *ceiling = lift_floor + STEP;
        } else if (it->current_state == LIFT_DOORS_OPEN) {
            *floor = lift_floor;
            *ceiling = lift_ceiling + STEP;
        } else {
            *floor = WORLD_NO_HEIGHT;
            *ceiling = NO_FLOOR;
        }
    }
}

static void lift_floor(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    int32_t f, c;
    shaft(g, &g->sim->items[index], x, y, z, &f, &c);
    if (f < *h)
        *h = f;
}

static void lift_ceiling(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    int32_t f, c;
    shaft(g, &g->sim->items[index], x, y, z, &f, &c);
    if (c > *h)
        *h = c;
}

static void lift_initialise_as(Game *g, int index, bool fixed_square)
{
    Item *it = &g->sim->items[index];
    LiftData *d = Object_Alloc(g, sizeof *d);
    it->data = d;
    if (d) {
        d->start_y = it->pos.y;
        d->fixed_square = fixed_square;
    }
}

static void lift_initialise(Game *g, int index) { lift_initialise_as(g, index, false); }
static void lift3_initialise(Game *g, int index) { lift_initialise_as(g, index, true); }

/* One leg of the ride: wait with the doors open, then shut them and move
 * by `step` until `arrived`. */
static void ride(Item *it, LiftData *d, bool arrived, int32_t step)
{
    if (arrived) {
        it->goal_state = LIFT_DOORS_OPEN;
        d->wait = 0;
    } else if (d->wait < LIFT_WAIT) {
        it->goal_state = LIFT_DOORS_OPEN;
        d->wait++;
    } else {
        it->goal_state = LIFT_DOORS_SHUT;
        it->pos.y += step;
    }
}

static void lift_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    LiftData *d = it->data;
    if (d) {
        if (Object_IsTriggerActive(it))
            ride(it, d, it->pos.y >= d->start_y + LIFT_TRAVEL - LIFT_SHIFT, LIFT_SHIFT);
        else
            ride(it, d, it->pos.y <= d->start_y + LIFT_SHIFT, -LIFT_SHIFT);
    }
    Object_Animate(g, it);
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (room != it->room)
        Sim_ItemNewRoom(g->sim, index, room);
}

/* Save games: the wait counter changes; the start height is the set-up's. */
static void lift_save(const Game *g, int item, SerialWriter *w)
{
    const LiftData *d = g->sim->items[item].data;
    Serial_PutI32(w, d ? d->wait : 0);
}

static void lift_load(Game *g, int item, SerialReader *r)
{
    LiftData *d = g->sim->items[item].data;
    int32_t wait = Serial_GetI32(r);
    if (wait < 0 || wait > LIFT_WAIT) {
        Serial_Fail(r, "lift wait out of range");
        return;
    }
    if (d)
        d->wait = wait;
}

void LiftTR2_SetupAs(Game *g, int object_id, bool fixed_square)
{
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = fixed_square ? lift3_initialise : lift_initialise;
    o->control = lift_control;
    o->floor = lift_floor;
    o->ceiling = lift_ceiling;
    o->save_data = lift_save;
    o->load_data = lift_load;
    o->save_position = o->save_flags = o->save_anim = true;
}

void LiftTR2_Setup(Game *g) { LiftTR2_SetupAs(g, O2_LIFT, false); }
