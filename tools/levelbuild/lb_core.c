/* Level builder: room/world description API and the final assembly. */
#include "tools/levelbuild/levelbuild.h"
#include "tools/levelbuild/lb_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void LB_Fail(LB_Builder *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    b->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(b->error, sizeof b->error, fmt, ap);
    va_end(ap);
}

void *LB_Grow(LB_Builder *b, void **array, uint32_t *count, size_t elem, uint32_t add)
{
    void *p = realloc(*array, ((size_t)*count + add) * elem);
    if (!p) {
        LB_Fail(b, "out of memory");
        return NULL;
    }
    *array = p;
    uint8_t *slot = (uint8_t *)p + (size_t)*count * elem;
    memset(slot, 0, (size_t)add * elem);
    *count += add;
    return slot;
}

bool LB_InitBare(LB_Builder *b)
{
    memset(b, 0, sizeof *b);
    Level *lv = &b->level;
    lv->game = GAME_TR1;
    lv->version = LEVEL_VERSION_TR1;
    snprintf(lv->name, sizeof lv->name, "built.phd");
    lv->num_sound_map = 256;
    for (int i = 0; i < 256; i++)
        lv->sound_map[i] = -1;
    return true;
}

bool LB_Init(LB_Builder *b)
{
    LB_InitBare(b);
    /* The font and the ring's models come last: everything before them
     * keeps its place in the level's arrays. */
    if (!LB_Textures(b) || !LB_Models(b) || !LB_Sounds(b) || !LB_Font(b) || !LB_Inventory(b))
        return false;
    return !b->failed;
}

/* A built level owns its arrays exactly as a loaded one does. */
void LB_FreeLevel(Level *lv)
{
    Level_Free(lv);
}

void LB_Free(LB_Builder *b)
{
    for (uint32_t i = 0; i < b->num_rooms; i++)
        free(b->rooms[i].sectors);
    LB_FreeLevel(&b->level);
    b->num_rooms = 0;
}

void LB_TakeLevel(LB_Builder *b, Level *out)
{
    *out = b->level;
    memset(&b->level, 0, sizeof b->level);
}

/* ---- rooms ---------------------------------------------------------------- */

int LB_AddRoom(LB_Builder *b, int x0, int z0, int nx, int nz, int floor,
               int ceiling, LB_Material floor_mat, LB_Material wall_mat,
               LB_Material ceil_mat)
{
    if (b->num_rooms >= LB_MAX_ROOMS) {
        LB_Fail(b, "too many rooms");
        return -1;
    }
    if (nx < 3 || nz < 3 || nx > 31 || nz > 31 || x0 < 0 || z0 < 0 || x0 > 1000 || z0 > 1000) {
        LB_Fail(b, "room %u: bad size %dx%d at %d,%d", b->num_rooms, nx, nz, x0, z0);
        return -1;
    }
    if (floor <= ceiling || floor > 120 || ceiling < -120) {
        LB_Fail(b, "room %u: floor %d must be below ceiling %d", b->num_rooms, floor,
                ceiling);
        return -1;
    }
    int index = (int)b->num_rooms;
    LB_Room *r = &b->rooms[b->num_rooms++];
    memset(r, 0, sizeof *r);
    r->x0 = x0;
    r->z0 = z0;
    r->nx = nx;
    r->nz = nz;
    r->ambient = 0x0C00;
    r->shade_base = 0x1C00;
    r->alternate_room = -1;
    r->sectors = calloc((size_t)nx * nz, sizeof *r->sectors);
    if (!r->sectors) {
        LB_Fail(b, "out of memory");
        return -1;
    }
    for (int x = 0; x < nx; x++) {
        for (int z = 0; z < nz; z++) {
            LB_Sector *s = &r->sectors[x * nz + z];
            s->solid = x == 0 || z == 0 || x == nx - 1 || z == nz - 1;
            s->floor = (int8_t)floor;
            s->ceiling = (int8_t)ceiling;
            s->floor_mat = (uint8_t)floor_mat;
            s->wall_mat = (uint8_t)wall_mat;
            s->ceil_mat = (uint8_t)ceil_mat;
            s->room_below = NO_ROOM;
            s->room_above = NO_ROOM;
            s->trigger = -1;
            s->portal_room = -1;
        }
    }
    return index;
}

LB_Sector *LB_Sec(LB_Builder *b, int room, int x, int z)
{
    if (room < 0 || (uint32_t)room >= b->num_rooms)
        return NULL;
    LB_Room *r = &b->rooms[room];
    if (x < 0 || z < 0 || x >= r->nx || z >= r->nz)
        return NULL;
    return &r->sectors[x * r->nz + z];
}

#define FOR_RECT(b, room, x0, z0, x1, z1, s)                                     \
    for (int fx_ = (x0); fx_ <= (x1); fx_++)                                       \
        for (int fz_ = (z0); fz_ <= (z1); fz_++)                                   \
            for (LB_Sector *s = LB_Sec(b, room, fx_, fz_); s; s = NULL)

/* Heights are signed clicks; -127 (0x81) is reserved for walls. */
static bool CheckHeight(LB_Builder *b, int clicks)
{
    if (clicks < -120 || clicks > 120) {
        LB_Fail(b, "height %d clicks out of range (-120..120)", clicks);
        return false;
    }
    return true;
}

void LB_SetFloor(LB_Builder *b, int room, int x0, int z0, int x1, int z1, int floor)
{
    if (!CheckHeight(b, floor))
        return;
    FOR_RECT(b, room, x0, z0, x1, z1, s) s->floor = (int8_t)floor;
}

void LB_SetCeiling(LB_Builder *b, int room, int x0, int z0, int x1, int z1, int ceiling)
{
    if (!CheckHeight(b, ceiling))
        return;
    FOR_RECT(b, room, x0, z0, x1, z1, s) s->ceiling = (int8_t)ceiling;
}

void LB_SetSolid(LB_Builder *b, int room, int x0, int z0, int x1, int z1, bool solid)
{
    FOR_RECT(b, room, x0, z0, x1, z1, s) s->solid = solid;
}

void LB_SetFloorMat(LB_Builder *b, int room, int x0, int z0, int x1, int z1, LB_Material m)
{
    FOR_RECT(b, room, x0, z0, x1, z1, s) s->floor_mat = (uint8_t)m;
}

void LB_SetSlope(LB_Builder *b, int room, int x, int z, int slope_x, int slope_z)
{
    LB_Sector *s = LB_Sec(b, room, x, z);
    if (!s) {
        LB_Fail(b, "slope outside room %d", room);
        return;
    }
    if (slope_x < -16 || slope_x > 16 || slope_z < -16 || slope_z > 16) {
        LB_Fail(b, "slope %d,%d out of range (-16..16 clicks)", slope_x, slope_z);
        return;
    }
    s->slope_x = (int8_t)slope_x;
    s->slope_z = (int8_t)slope_z;
}

void LB_Connect(LB_Builder *b, int a, int c)
{
    if (a < 0 || c < 0 || (uint32_t)a >= b->num_rooms || (uint32_t)c >= b->num_rooms ||
        a == c) {
        LB_Fail(b, "connect: bad rooms %d %d", a, c);
        return;
    }
    for (uint32_t i = 0; i < b->num_rooms; i++) {
        if (b->rooms[i].alternate_room == a || b->rooms[i].alternate_room == c) {
            /* Neighbours lead into the room it replaces. */
            LB_Fail(b, "connect: room %d is a flipped room (connect the room it replaces)",
                    b->rooms[i].alternate_room);
            return;
        }
    }
    LB_Room *ra = &b->rooms[a], *rc = &b->rooms[c];
    if (ra->num_links >= COUNT_OF(ra->links) || rc->num_links >= COUNT_OF(rc->links)) {
        LB_Fail(b, "connect: too many links");
        return;
    }
    ra->links[ra->num_links++] = (uint8_t)c;
    rc->links[rc->num_links++] = (uint8_t)a;
}

bool LB_SetAlternate(LB_Builder *b, int room, int alt)
{
    if (room < 0 || alt < 0 || (uint32_t)room >= b->num_rooms ||
        (uint32_t)alt >= b->num_rooms || room == alt) {
        LB_Fail(b, "alternate: bad rooms %d %d", room, alt);
        return false;
    }
    LB_Room *r = &b->rooms[room], *a = &b->rooms[alt];
    if (r->x0 != a->x0 || r->z0 != a->z0 || r->nx != a->nx || r->nz != a->nz) {
        LB_Fail(b, "alternate: rooms %d and %d differ in corner or size", room, alt);
        return false;
    }
    for (uint32_t i = 0; i < b->num_rooms; i++) {
        int other = b->rooms[i].alternate_room;
        if (other == room || other == alt || (other >= 0 && ((int)i == room || (int)i == alt))) {
            LB_Fail(b, "alternate: room %d or %d already in a flip pair", room, alt);
            return false;
        }
    }
    if (a->num_links > 0) {
        LB_Fail(b, "alternate: room %d has connections of its own", alt);
        return false;
    }
    r->alternate_room = (int16_t)alt;
    return true;
}

void LB_ConnectVertical(LB_Builder *b, int upper, int lower, int x0, int z0, int x1, int z1)
{
    if (upper < 0 || lower < 0 || (uint32_t)upper >= b->num_rooms ||
        (uint32_t)lower >= b->num_rooms) {
        LB_Fail(b, "vertical connect: bad rooms");
        return;
    }
    LB_Room *ru = &b->rooms[upper], *rl = &b->rooms[lower];
    for (int x = x0; x <= x1; x++) {
        for (int z = z0; z <= z1; z++) {
            LB_Sector *su = LB_Sec(b, upper, x, z);
            int lx = ru->x0 + x - rl->x0, lz = ru->z0 + z - rl->z0;
            LB_Sector *sl = LB_Sec(b, lower, lx, lz);
            if (!su || !sl || su->solid || sl->solid) {
                LB_Fail(b, "vertical connect %d/%d: sector %d,%d not open in both", upper,
                        lower, x, z);
                return;
            }
            /* The boundary is the lower room's ceiling: the upper room's floor
             * there is the same plane. */
            su->room_below = (uint8_t)lower;
            su->floor = sl->ceiling;
            su->slope_x = su->slope_z = 0;
            sl->room_above = (uint8_t)upper;
        }
    }
}

void LB_AddLight(LB_Builder *b, int room, int x, int y, int z, int intensity, int fade)
{
    if (room < 0 || (uint32_t)room >= b->num_rooms ||
        b->rooms[room].num_lights >= COUNT_OF(b->rooms[room].lights)) {
        LB_Fail(b, "light: bad room %d or too many lights", room);
        return;
    }
    LB_Room *r = &b->rooms[room];
    LB_Light *l = &r->lights[r->num_lights++];
    l->pos = (Vec3i){x, y, z};
    l->intensity = intensity;
    l->fade = fade;
}

void LB_AddStatic(LB_Builder *b, int room, int x, int y, int z, uint16_t rotation,
                  uint16_t mesh_id)
{
    if (room < 0 || (uint32_t)room >= b->num_rooms ||
        b->rooms[room].num_statics >= COUNT_OF(b->rooms[room].statics)) {
        LB_Fail(b, "static: bad room %d or too many statics", room);
        return;
    }
    LB_Room *r = &b->rooms[room];
    RoomStatic *s = &r->statics[r->num_statics++];
    memset(s, 0, sizeof *s);
    s->pos = (Vec3i){x, y, z};
    s->rotation = rotation;
    s->intensity = 0x0800;
    s->mesh_id = mesh_id;
    s->static_index = 0;
    for (uint32_t i = 0; i < b->level.num_static_meshes; i++)
        if (b->level.static_meshes[i].id == mesh_id)
            s->static_index = (uint16_t)i;
}

void LB_AddRoomSprite(LB_Builder *b, int room, int x, int y, int z, uint16_t sprite)
{
    if (room < 0 || (uint32_t)room >= b->num_rooms ||
        b->rooms[room].num_sprites >= COUNT_OF(b->rooms[room].sprites)) {
        LB_Fail(b, "sprite: bad room %d or too many sprites", room);
        return;
    }
    LB_Room *r = &b->rooms[room];
    r->sprites[r->num_sprites].pos = (Vec3i){x, y, z};
    r->sprites[r->num_sprites].texture = sprite;
    r->num_sprites++;
}

/* ---- world data ----------------------------------------------------------- */

int LB_AddItem(LB_Builder *b, int16_t object_id, int room, int x, int y, int z,
               int16_t angle, uint16_t flags)
{
    Level *lv = &b->level;
    LevelItem *it = LB_GROW(b, lv->items, lv->num_items, 1);
    if (!it)
        return -1;
    it->object_id = object_id;
    it->room = (int16_t)room;
    it->pos = (Vec3i){x, y, z};
    it->angle = angle;
    it->intensity = -1; /* use the room's lighting */
    it->flags = flags;
    return (int)lv->num_items - 1;
}

int LB_AddCamera(LB_Builder *b, int room, int x, int y, int z)
{
    Level *lv = &b->level;
    Camera *c = LB_GROW(b, lv->cameras, lv->num_cameras, 1);
    if (!c)
        return -1;
    c->pos = (Vec3i){x, y, z};
    c->room = (int16_t)room;
    c->flag = 0;
    return (int)lv->num_cameras - 1;
}

int LB_AddTrigger(LB_Builder *b, int room, int x, int z, int type, int timer, bool one_shot)
{
    LB_Sector *s = LB_Sec(b, room, x, z);
    if (!s || s->solid || b->num_triggers >= COUNT_OF(b->triggers)) {
        LB_Fail(b, "trigger: bad sector %d,%d in room %d", x, z, room);
        return -1;
    }
    int index = (int)b->num_triggers++;
    LB_Trigger *t = &b->triggers[index];
    memset(t, 0, sizeof *t);
    t->type = (uint8_t)type;
    t->timer = (uint8_t)timer;
    t->one_shot = one_shot;
    t->mask = 0x1F;
    s->trigger = (int16_t)index;
    return index;
}

void LB_TriggerAction(LB_Builder *b, int trigger, int action, int param)
{
    if (trigger < 0 || (uint32_t)trigger >= b->num_triggers ||
        b->triggers[trigger].num_actions >= COUNT_OF(b->triggers[trigger].actions)) {
        LB_Fail(b, "trigger action: bad trigger %d", trigger);
        return;
    }
    LB_Trigger *t = &b->triggers[trigger];
    LB_TrigAction *a = &t->actions[t->num_actions++];
    a->action = (uint8_t)action;
    a->param = (uint16_t)(param & 0x3FF);
    a->camera_word = 0;
}

void LB_TriggerCamera(LB_Builder *b, int trigger, int camera, int seconds, bool once)
{
    LB_TriggerAction(b, trigger, LB_ACT_CAMERA, camera);
    if (b->failed)
        return;
    LB_Trigger *t = &b->triggers[trigger];
    t->actions[t->num_actions - 1].camera_word =
        (uint16_t)((seconds & 0xFF) | (once ? 0x100 : 0));
}

bool LB_Finish(LB_Builder *b)
{
    if (b->failed)
        return false;
    if (!LB_BuildRooms(b))
        return false;
    Level *lv = &b->level;
    /* Validate item rooms now that rooms exist. */
    for (uint32_t i = 0; i < lv->num_items; i++) {
        if (lv->items[i].room < 0 || (uint32_t)lv->items[i].room >= lv->num_rooms) {
            LB_Fail(b, "item %u: room %d does not exist", i, lv->items[i].room);
            return false;
        }
    }
    for (uint32_t i = 0; i < lv->num_cameras; i++) {
        if (lv->cameras[i].room < 0 || (uint32_t)lv->cameras[i].room >= lv->num_rooms) {
            LB_Fail(b, "camera %u: room %d does not exist", i, lv->cameras[i].room);
            return false;
        }
    }
    return !b->failed;
}
