/* Doors (see door.h). As the original: a door that closes on Lara shuts
 * its sector all the same (the reference engine reopens it under her). */
#include "game/objects/door/door.h"

#include "game/game.h"

/* One sector a door blocks: where it is, what it was, and its box if the
 * creatures' pathfinding may block it. */
typedef struct {
    RoomSector *sector;     /* NULL: none */
    RoomSector saved;
    int32_t box;            /* -1: none */
} DoorSector;

typedef struct {
    DoorSector near, near_flip, far, far_flip;
} DoorData;

#define FLOOR_WALL (-127)   /* WORLD_NO_HEIGHT in clicks */

/* The sector of level room `room` (its own data, whatever the flip state)
 * that holds the item's position moved by (dx, dz) sectors. */
static RoomSector *room_sector(World *w, int room, const Item *it, int dx, int dz)
{
    const Level *lv = w->lv;
    if (room < 0 || (uint32_t)room >= lv->num_rooms)
        return NULL;
    const Room *r = &lv->rooms[room];
    int32_t sx = ((it->pos.x - r->x) >> 10) + dx;
    int32_t sz = ((it->pos.z - r->z) >> 10) + dz;
    if (!r->sectors || sx < 0 || sz < 0 || sx >= r->num_x_sectors || sz >= r->num_z_sectors)
        return NULL;
    return &w->sectors[w->base[room] + (uint32_t)(sz + sx * r->num_z_sectors)];
}

static void init_sector(World *w, int room, const Item *it, int dx, int dz, DoorSector *d)
{
    d->sector = room_sector(w, room, it, dx, dz);
    d->box = -1;
    if (!d->sector)
        return;
    d->saved = *d->sector;
    /* The box is the one on the far side of the sector's portal, if any. */
    const RoomSector *s = d->sector;
    int portal = World_PortalRoom(w->lv, s);
    if (portal >= 0) {
        const RoomSector *o = room_sector(w, portal, it, dx, dz);
        if (o)
            s = o;
    }
    /* TR3's box word carries the floor's material too (Level_SectorBox). */
    uint16_t box = Level_SectorBox(w->lv, s);
    if (box < w->lv->num_boxes && (w->box_overlap[box] & WORLD_BOX_BLOCKABLE))
        d->box = box;
}

static void shut(World *w, DoorSector *d)
{
    RoomSector *s = d->sector;
    if (!s)
        return;
    s->fd_index = 0;
    s->box_index = NO_BOX;
    s->floor = FLOOR_WALL;
    s->ceiling = FLOOR_WALL;
    s->room_below = NO_ROOM;
    s->room_above = NO_ROOM;
    if (d->box >= 0)
        w->box_overlap[d->box] = (int16_t)(w->box_overlap[d->box] | WORLD_BOX_BLOCKED);
}

static void open(World *w, DoorSector *d)
{
    if (!d->sector)
        return;
    *d->sector = d->saved;
    if (d->box >= 0)
        w->box_overlap[d->box] = (int16_t)(w->box_overlap[d->box] & ~WORLD_BOX_BLOCKED);
}

static void door_initialise(Game *g, int index)
{
    World *w = &g->world;
    Item *it = &g->sim->items[index];
    DoorData *d = Object_Alloc(g, sizeof(DoorData));
    it->data = d;
    if (!d)
        return;

    /* The sector in front of the door: the door faces along its yaw. */
    int dx = 0, dz = 0;
    if (it->rot.y == 0)
        dz = -1;
    else if (it->rot.y == -0x8000)
        dz = 1;
    else if (it->rot.y == 0x4000)
        dx = -1;
    else
        dx = 1;

    /* At level start every slot shows its own room. */
    int room = it->room;
    int alt = w->alternate && room >= 0 && (uint32_t)room < w->lv->num_rooms ? w->alternate[room] : -1;
    init_sector(w, room, it, dx, dz, &d->near);
    if (alt >= 0)
        init_sector(w, alt, it, dx, dz, &d->near_flip);
    int far_room = d->near.sector ? World_PortalRoom(w->lv, d->near.sector) : -1;
    shut(w, &d->near);
    shut(w, &d->near_flip);
    if (far_room < 0)
        return;

    int far_alt = w->alternate ? w->alternate[far_room] : -1;
    init_sector(w, far_room, it, 0, 0, &d->far);
    if (far_alt >= 0)
        init_sector(w, far_alt, it, 0, 0, &d->far_flip);
    shut(w, &d->far);
    shut(w, &d->far_flip);

    /* The door is drawn with the far room too: it joins that room's item
     * list while its own room number stays. */
    int16_t own = it->room;
    Sim_ItemNewRoom(g->sim, index, far_room);
    it->room = own;
}

static void door_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    DoorData *d = it->data;
    World *w = &g->world;
    if (Object_IsTriggerActive(it)) {
        if (it->current_state == DOOR_STATE_CLOSED) {
            it->goal_state = DOOR_STATE_OPEN;
        } else if (d) {
            open(w, &d->near);
            open(w, &d->far);
            open(w, &d->near_flip);
            open(w, &d->far_flip);
        }
    } else {
        if (it->current_state == DOOR_STATE_OPEN) {
            it->goal_state = DOOR_STATE_CLOSED;
        } else if (d) {
            shut(w, &d->near);
            shut(w, &d->far);
            shut(w, &d->near_flip);
            shut(w, &d->far_flip);
        }
    }
    Object_Animate(g, it);
}

void Door_Collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius))
        return;
    if (!Coll_TestCollision(g, it, lara))
        return;
    if (c->enable_baddie_push) {
        /* A moving door hits her. */
        bool moving = it->current_state != it->goal_state;
        Coll_LaraPush(g, it, c, moving && c->enable_spaz, true);
    }
}

void Door_SetupKind(Game *g, int id)
{
    ObjectInfo *o = &g->objects[id];
    o->initialise = door_initialise;
    o->control = door_control;
    o->collision = Door_Collision;
    o->save_anim = o->save_flags = true;
}

void Door_Setup(Game *g)
{
    for (int id = O_DOOR_TYPE1; id <= O_DOOR_TYPE8; id++)
        Door_SetupKind(g, id);
}
