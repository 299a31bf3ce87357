/* The simulation tick loop (see sim.h). */
#include "engine/sim/sim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/serial.h"
#include "engine/world/floor.h"

int Sim_ModelFirstAnim(const Level *lv, const Model *m)
{
    if (m->animation != 0xFFFF && m->animation < lv->num_animations)
        return m->animation;
    /* Borrowing: a model without animations uses those of a model built on
     * the same skeleton (same mesh tree and mesh count). Single-mesh models
     * have no skeleton to compare (their tree index means nothing): they
     * stay static. */
    if (m->num_meshes < 2)
        return -1;
    for (uint32_t i = 0; i < lv->num_models; i++) {
        const Model *o = &lv->models[i];
        if (o != m && o->animation != 0xFFFF && o->animation < lv->num_animations &&
            o->mesh_tree == m->mesh_tree && o->num_meshes == m->num_meshes)
            return o->animation;
    }
    return -1;
}

static void snapshot(const Item *it, ItemSnapshot *s)
{
    s->pos = it->pos;
    s->rot = it->rot;
    s->room = it->room;
    s->anim = it->anim;
    s->frame = it->frame;
}

static void init_item(const Level *lv, const LevelItem *li, Item *it)
{
    memset(it, 0, sizeof(*it));
    it->object_id = li->object_id;
    it->room = li->room;
    it->pos = li->pos;
    it->rot.y = li->angle;
    it->intensity = li->intensity;
    it->flags = li->flags;
    it->model = -1;
    it->anim = ITEM_NO_ANIM;
    it->hit_points = ITEM_DONT_TARGET;
    it->mesh_bits = 0xFFFFFFFFu;
    it->collidable = true;
    it->next_item = it->next_active = ITEM_NONE;
    it->linked_room = -1;
    it->ai_carried = ITEM_NONE;
    it->activation_mask = (uint8_t)((li->flags & ITEM_FILE_CODE_BITS) >> ITEM_FILE_CODE_SHIFT);
    it->status = ITEM_STATUS_INACTIVE;
    if (li->flags & ITEM_FILE_INVISIBLE) {
        it->invisible = true;
        it->status = ITEM_STATUS_INVISIBLE;
    }
    /* A full mask at load: the item starts active, reversed (e.g. a door
     * that starts open). */
    if (it->activation_mask == ITEM_MASK_FULL) {
        it->activation_mask = 0;
        it->reverse = true;
        it->status = ITEM_STATUS_ACTIVE;
    }
    const Model *m = Level_FindModel(lv, (uint32_t)(uint16_t)li->object_id);
    if (!m)
        return;
    it->model = (int16_t)(m - lv->models);
    int first = Sim_ModelFirstAnim(lv, m);
    if (first < 0)
        return;
    int anim = first;
    if (li->object_id == ITEM_LARA_OBJECT) {
        if ((uint32_t)(first + SIM_LARA_START_ANIM) < lv->num_animations)
            anim = first + SIM_LARA_START_ANIM;
        it->hit_points = SIM_LARA_HIT_POINTS;
        it->status = ITEM_STATUS_ACTIVE;
    }
    Anim_SetAnim(lv, it, anim, -1);
}

uint32_t Sim_MeshAt(const Sim *s, uint32_t ptr)
{
    return s->level->mesh_index[s->mesh_map ? s->mesh_map[ptr] : ptr];
}

bool Sim_Init(Sim *s, const Level *lv, const SimConfig *cfg, char *err, size_t err_cap)
{
    memset(s, 0, sizeof(*s));
    s->level = lv;
    s->lara = -1;
    s->flip_effect = -1;
    s->animate_all = cfg ? cfg->animate_all : false;
    s->next_active = ITEM_NONE;
    Prng_SeedBoth(&s->prng, PRNG_DEMO_SEED);
    s->num_items = lv->num_items;
    s->level_items = lv->num_items;
    s->max_items = MAX(lv->num_items, (uint32_t)SIM_MAX_ITEMS);
    size_t n = s->max_items;
    s->items = calloc(n, sizeof(Item));
    s->prev = calloc(n, sizeof(ItemSnapshot));
    s->cur = calloc(n, sizeof(ItemSnapshot));
    s->num_rooms = lv->num_rooms;
    s->room_items = malloc((lv->num_rooms ? lv->num_rooms : 1) * sizeof(int16_t));
    if (!s->items || !s->prev || !s->cur || !s->room_items) {
        Sim_Free(s);
        snprintf(err, err_cap, "error: %s: out of memory for %u items", lv->name, lv->num_items);
        return false;
    }
    for (uint32_t r = 0; r < s->num_rooms; r++)
        s->room_items[r] = ITEM_NONE;
    for (uint32_t i = 0; i < s->num_items; i++) {
        init_item(lv, &lv->items[i], &s->items[i]);
        if (s->lara < 0 && s->items[i].object_id == ITEM_LARA_OBJECT)
            s->lara = (int)i;
        /* As the original's level set-up: each item goes to the head of its
         * room's list, and one that starts active to the head of the
         * active list, in index order. */
        Sim_ItemNewRoom(s, (int)i, s->items[i].room);
        if (s->items[i].status == ITEM_STATUS_ACTIVE && s->items[i].reverse)
            Sim_AddActive(s, (int)i);
        snapshot(&s->items[i], &s->cur[i]);
        s->prev[i] = s->cur[i];
    }
    /* The free slots past the level's items, lowest first. */
    s->next_free_item = s->level_items < s->max_items ? (int16_t)s->level_items : ITEM_NONE;
    for (uint32_t i = s->level_items; i < s->max_items; i++)
        s->items[i].next_item = i + 1 < s->max_items ? (int16_t)(i + 1) : ITEM_NONE;
    return true;
}

int Sim_CreateItem(Sim *s, int object_id, int room, Vec3i pos, int16_t yaw)
{
    int i = s->next_free_item;
    if (i == ITEM_NONE || (uint32_t)i >= s->max_items)
        return ITEM_NONE;
    Item *it = &s->items[i];
    s->next_free_item = it->next_item;
    LevelItem li = { .object_id = (int16_t)object_id, .room = (int16_t)room, .pos = pos,
                     .angle = yaw, .intensity = -1 };
    init_item(s->level, &li, it);
    if ((uint32_t)i >= s->num_items)
        s->num_items = (uint32_t)i + 1;
    Sim_ItemNewRoom(s, i, room);
    snapshot(it, &s->cur[i]);
    s->prev[i] = s->cur[i];
    return i;
}

void Sim_FreeItem(Sim *s, int i)
{
    if (i < 0 || (uint32_t)i < s->level_items || (uint32_t)i >= s->num_items)
        return;
    s->items[i].next_item = s->next_free_item;
    s->next_free_item = (int16_t)i;
}

void Sim_Free(Sim *s)
{
    free(s->items);
    free(s->prev);
    free(s->cur);
    free(s->room_items);
    s->room_items = NULL;
    s->num_rooms = 0;
    s->items = NULL;
    s->prev = s->cur = NULL;
    s->num_items = 0;
}

void Sim_StartDemo(Sim *s, const Demo *d)
{
    Prng_SeedBoth(&s->prng, PRNG_DEMO_SEED);
    if (s->lara < 0)
        return;
    Item *l = &s->items[s->lara];
    l->pos = d->pos;
    l->rot = d->rot;
    Sim_ItemNewRoom(s, s->lara, d->room);
    const Model *m = l->model >= 0 ? &s->level->models[l->model] : NULL;
    int first = m ? Sim_ModelFirstAnim(s->level, m) : -1;
    if (first >= 0) {
        int anim = first + SIM_LARA_START_ANIM;
        if ((uint32_t)anim >= s->level->num_animations)
            anim = first;
        Anim_SetAnim(s->level, l, anim, -1);
    }
    l->speed = l->fall_speed = 0;
    l->gravity = false;
    l->hit_points = SIM_LARA_HIT_POINTS;
    snapshot(l, &s->cur[s->lara]);
    s->prev[s->lara] = s->cur[s->lara];
}

void Sim_UpdateItemRoom(Sim *s, int i) { Sim_UpdateItemRoomAt(s, i, 0); }

void Sim_UpdateItemRoomAt(Sim *s, int i, int32_t dy)
{
    Item *it = &s->items[i];
    int32_t y = (int32_t)CLAMP((int64_t)it->pos.y + dy, (int64_t)INT32_MIN, (int64_t)INT32_MAX);
    int room = World_FindRoomF(s->level, Sim_Flipped(s), it->room, it->pos.x, y, it->pos.z, NULL);
    if (room != it->room)
        Sim_ItemNewRoom(s, i, room);
}

/* ---- run-time lists --------------------------------------------------------- */

static bool item_ok(const Sim *s, int i) { return i >= 0 && (uint32_t)i < s->num_items; }

void Sim_AddActive(Sim *s, int i)
{
    if (!item_ok(s, i) || s->items[i].active)
        return;
    Item *it = &s->items[i];
    it->active = true;
    it->next_active = s->next_active;
    s->next_active = (int16_t)i;
}

void Sim_RemoveActive(Sim *s, int i)
{
    if (!item_ok(s, i) || !s->items[i].active)
        return;
    Item *it = &s->items[i];
    it->active = false;
    int16_t *link = &s->next_active;
    /* Bounded by the item count: a damaged list cannot hang the walk. */
    for (uint32_t guard = 0; *link != ITEM_NONE && guard <= s->num_items; guard++) {
        if (*link == i) {
            *link = it->next_active;
            return;
        }
        link = &s->items[*link].next_active;
    }
}

void Sim_RemoveDrawn(Sim *s, int i)
{
    if (!item_ok(s, i))
        return;
    Item *it = &s->items[i];
    int r = it->linked_room;
    it->linked_room = -1;
    if (r < 0 || (uint32_t)r >= s->num_rooms)
        return;
    int16_t *link = &s->room_items[r];
    for (uint32_t guard = 0; *link != ITEM_NONE && guard <= s->num_items; guard++) {
        if (*link == i) {
            *link = it->next_item;
            return;
        }
        link = &s->items[*link].next_item;
    }
}

void Sim_ItemNewRoom(Sim *s, int i, int room)
{
    if (!item_ok(s, i) || room < 0 || (uint32_t)room >= s->num_rooms)
        return;
    Item *it = &s->items[i];
    Sim_RemoveDrawn(s, i);
    it->room = (int16_t)room;
    it->linked_room = (int16_t)room;
    it->next_item = s->room_items[room];
    s->room_items[room] = (int16_t)i;
}

bool Sim_Flipped(const Sim *s) { return s->world && s->world->flipped; }

void Sim_AnimateInPlace(Sim *s, int i)
{
    Item *it = &s->items[i];
    if (it->anim == ITEM_NO_ANIM)
        return;
    Anim_Animate(s->level, it, &s->events);
    Sim_UpdateItemRoom(s, i);
}

void Sim_SetInput(Sim *s, InputWord w)
{
    s->input_prev = s->input;
    s->input = w; /* whole: the trace prints the word as given */
}

void Sim_BeginTick(Sim *s, InputWord w)
{
    Sim_SetInput(s, w);
    for (uint32_t i = 0; i < s->num_items; i++)
        s->prev[i] = s->cur[i];
}

void Sim_EndTick(Sim *s)
{
    for (uint32_t i = 0; i < s->num_items; i++)
        snapshot(&s->items[i], &s->cur[i]);
    s->tick++;
}

static void step_item(Sim *s, int i)
{
    if (i != s->lara && (s->animate_all || s->items[i].status == ITEM_STATUS_ACTIVE))
        Sim_AnimateInPlace(s, i);
}

void Sim_Step(Sim *s, InputWord w)
{
    Sim_BeginTick(s, w);
    if (s->animate_all) {
        for (uint32_t i = 0; i < s->num_items; i++)
            step_item(s, (int)i);
    } else {
        /* The successor is read after the item's control: an item that
         * leaves the list during its own control still leads on. */
        int i = s->next_active;
        for (uint32_t guard = 0; i != ITEM_NONE && item_ok(s, i) && guard < s->num_items;
             guard++) {
            step_item(s, i);
            i = s->items[i].next_active;
        }
    }
    if (s->lara >= 0)
        Sim_AnimateInPlace(s, s->lara);
    Sim_EndTick(s);
}

/* ---- hash ----------------------------------------------------------------- */

typedef struct { uint64_t h; } Fnv;

static void fnv_bytes(Fnv *f, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        f->h ^= p[i];
        f->h *= 1099511628211ull;
    }
}

/* Values go in as little-endian bytes of a fixed width, so the hash does
 * not depend on struct layout, padding or host byte order. */
static void fnv_u32(Fnv *f, uint32_t v)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    fnv_bytes(f, b, 4);
}
static void fnv_i32(Fnv *f, int32_t v) { fnv_u32(f, (uint32_t)v); }

uint64_t Sim_Hash(const Sim *s)
{
    Fnv f = {14695981039346656037ull};
    fnv_u32(&f, s->tick);
    fnv_u32(&f, s->prng.control);
    fnv_u32(&f, s->prng.draw);
    fnv_u32(&f, s->prng.control_calls);
    /* Only the play bits: a replay (which stores those) of a demo whose
     * words also carry select / deselect hashes the same as the demo. */
    fnv_u32(&f, s->input & INPUT_VALID_MASK);
    fnv_i32(&f, s->flip_effect);
    fnv_i32(&f, s->flip_timer);
    fnv_u32(&f, Sim_Flipped(s));
    fnv_i32(&f, s->next_active);
    fnv_u32(&f, s->num_items);
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        fnv_i32(&f, it->object_id);
        fnv_i32(&f, it->room);
        fnv_i32(&f, it->pos.x);
        fnv_i32(&f, it->pos.y);
        fnv_i32(&f, it->pos.z);
        fnv_i32(&f, it->rot.x);
        fnv_i32(&f, it->rot.y);
        fnv_i32(&f, it->rot.z);
        fnv_i32(&f, it->anim);
        fnv_i32(&f, it->frame);
        fnv_i32(&f, it->current_state);
        fnv_i32(&f, it->goal_state);
        fnv_i32(&f, it->required_state);
        fnv_i32(&f, it->speed);
        fnv_i32(&f, it->fall_speed);
        fnv_u32(&f, it->gravity);
        fnv_u32(&f, it->activation_mask);
        fnv_u32(&f, it->one_shot);
        fnv_u32(&f, it->invisible);
        fnv_u32(&f, it->reverse);
        fnv_u32(&f, it->status);
        fnv_i32(&f, it->hit_points);
        fnv_i32(&f, it->timer);
        fnv_u32(&f, it->flags);
        fnv_u32(&f, it->mesh_bits);
        fnv_u32(&f, it->touch_bits);
        fnv_u32(&f, it->hit_status);
        fnv_u32(&f, it->collidable);
        fnv_i32(&f, it->next_item);
        fnv_i32(&f, it->next_active);
        fnv_u32(&f, it->active);
        fnv_i32(&f, it->floor);
        fnv_i32(&f, it->model);
        fnv_i32(&f, it->intensity);
        fnv_i32(&f, it->linked_room);
        fnv_i32(&f, it->data_index);
    }
    /* The heads of the room lists and the free slots: a save that lost
     * them would run differently later. */
    fnv_i32(&f, s->next_free_item);
    for (uint32_t r = 0; r < s->num_rooms; r++)
        fnv_i32(&f, s->room_items[r]);
    return f.h;
}

/* ---- save games ---------------------------------------------------------------- */

void Sim_Save(const Sim *s, SerialWriter *w)
{
    Serial_PutU32(w, s->tick);
    Serial_PutU32(w, s->prng.control);
    Serial_PutU32(w, s->prng.draw);
    Serial_PutU32(w, s->prng.control_calls);
    Serial_PutU32(w, s->input);
    Serial_PutI32(w, s->flip_effect);
    Serial_PutI32(w, s->flip_timer);
    Serial_PutBool(w, Sim_Flipped(s));
    Serial_PutU32(w, s->level_items);
    Serial_PutU32(w, s->max_items);
    Serial_PutU32(w, s->num_items);
    Serial_PutI16(w, s->next_active);
    Serial_PutI16(w, s->next_free_item);
    Serial_PutU32(w, s->num_rooms);
    for (uint32_t r = 0; r < s->num_rooms; r++)
        Serial_PutI16(w, s->room_items[r]);
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        Serial_PutI16(w, it->object_id);
        Serial_PutI16(w, it->room);
        Serial_PutI32(w, it->pos.x);
        Serial_PutI32(w, it->pos.y);
        Serial_PutI32(w, it->pos.z);
        Serial_PutI16(w, it->rot.x);
        Serial_PutI16(w, it->rot.y);
        Serial_PutI16(w, it->rot.z);
        Serial_PutI16(w, it->model);
        Serial_PutI16(w, it->anim);
        Serial_PutI16(w, it->frame);
        Serial_PutI16(w, it->current_state);
        Serial_PutI16(w, it->goal_state);
        Serial_PutI16(w, it->required_state);
        Serial_PutI16(w, it->speed);
        Serial_PutI16(w, it->fall_speed);
        Serial_PutBool(w, it->gravity);
        Serial_PutI32(w, it->floor);
        Serial_PutU8(w, it->activation_mask);
        Serial_PutBool(w, it->one_shot);
        Serial_PutBool(w, it->invisible);
        Serial_PutBool(w, it->reverse);
        Serial_PutU8(w, it->status);
        Serial_PutI16(w, it->hit_points);
        Serial_PutI16(w, it->timer);
        Serial_PutU32(w, it->mesh_bits);
        Serial_PutU32(w, it->touch_bits);
        Serial_PutBool(w, it->hit_status);
        Serial_PutBool(w, it->collidable);
        Serial_PutU16(w, it->flags);
        Serial_PutI16(w, it->intensity);
        Serial_PutI16(w, it->next_item);
        Serial_PutI16(w, it->next_active);
        Serial_PutBool(w, it->active);
        Serial_PutI16(w, it->linked_room);
        Serial_PutI32(w, it->data_index);
        Serial_PutU8(w, it->ai_bits);
        Serial_PutI16(w, it->ai_tag);
        Serial_PutI16(w, it->ai_carried);
        Serial_PutI16(w, it->ai_fire);
    }
}

bool Sim_Load(Sim *s, SerialReader *r)
{
    const Level *lv = s->level;
    s->tick = Serial_GetU32(r);
    s->prng.control = Serial_GetU32(r);
    s->prng.draw = Serial_GetU32(r);
    s->prng.control_calls = Serial_GetU32(r);
    s->input = Serial_GetU32(r);
    s->flip_effect = Serial_GetI32(r);
    s->flip_timer = Serial_GetI32(r);
    bool flipped = Serial_GetBool(r, "flipped");
    if (s->world)
        s->world->flipped = flipped;
    /* The slot layout is the level's: another one means another level. */
    int32_t max = (int32_t)s->max_items;
    Serial_GetRange(r, (int32_t)s->level_items, (int32_t)s->level_items, "level item count");
    Serial_GetRange(r, max, max, "item slot count");
    uint32_t n = (uint32_t)Serial_GetRange(r, (int32_t)s->level_items, max, "item count");
    int32_t last_item = (int32_t)n - 1, last_slot = max - 1;
    int32_t last_room = (int32_t)s->num_rooms - 1;
    s->next_active = Serial_GetI16Range(r, ITEM_NONE, last_item, "active list head");
    s->next_free_item = Serial_GetI16Range(r, ITEM_NONE, last_slot, "free slot list head");
    Serial_GetRange(r, (int32_t)s->num_rooms, (int32_t)s->num_rooms, "room count");
    for (uint32_t i = 0; i < s->num_rooms && !r->failed; i++)
        s->room_items[i] = Serial_GetI16Range(r, ITEM_NONE, last_item, "room item list head");
    if (r->failed)
        return false;
    for (uint32_t i = 0; i < n && !r->failed; i++) {
        Item *it = &s->items[i];
        it->object_id = Serial_GetI16(r);
        it->room = Serial_GetI16Range(r, 0, last_room, "item room");
        /* Items stay within the world the level loader allows. */
        it->pos.x = Serial_GetRange(r, -LEVEL_WORLD_LIMIT, LEVEL_WORLD_LIMIT, "item position");
        it->pos.y = Serial_GetRange(r, -LEVEL_WORLD_LIMIT, LEVEL_WORLD_LIMIT, "item position");
        it->pos.z = Serial_GetRange(r, -LEVEL_WORLD_LIMIT, LEVEL_WORLD_LIMIT, "item position");
        it->rot.x = Serial_GetI16(r);
        it->rot.y = Serial_GetI16(r);
        it->rot.z = Serial_GetI16(r);
        it->model = Serial_GetI16Range(r, -1, (int32_t)lv->num_models - 1, "item model");
        it->anim = Serial_GetI16Range(r, ITEM_NO_ANIM, (int32_t)lv->num_animations - 1,
                                      "item animation");
        it->frame = Serial_GetI16(r);
        it->current_state = Serial_GetI16(r);
        it->goal_state = Serial_GetI16(r);
        it->required_state = Serial_GetI16(r);
        it->speed = Serial_GetI16(r);
        it->fall_speed = Serial_GetI16(r);
        it->gravity = Serial_GetBool(r, "item gravity");
        it->floor = Serial_GetRange(r, -LEVEL_WORLD_LIMIT, LEVEL_WORLD_LIMIT, "item floor");
        it->activation_mask = Serial_GetU8(r);
        if (it->activation_mask > ITEM_MASK_FULL)
            Serial_Fail(r, "item activation mask %u", it->activation_mask);
        it->one_shot = Serial_GetBool(r, "item one-shot");
        it->invisible = Serial_GetBool(r, "item invisible");
        it->reverse = Serial_GetBool(r, "item reverse");
        it->status = Serial_GetU8(r);
        if (it->status > ITEM_STATUS_INVISIBLE)
            Serial_Fail(r, "item status %u", it->status);
        it->hit_points = Serial_GetI16(r);
        it->timer = Serial_GetI16(r);
        it->mesh_bits = Serial_GetU32(r);
        it->touch_bits = Serial_GetU32(r);
        it->hit_status = Serial_GetBool(r, "item hit status");
        it->collidable = Serial_GetBool(r, "item collidable");
        it->flags = Serial_GetU16(r);
        it->intensity = Serial_GetI16(r);
        /* A freed run-time slot links into the free list, which may go on
         * past the item count. */
        it->next_item = Serial_GetI16Range(r, ITEM_NONE, last_slot, "item room list link");
        it->next_active = Serial_GetI16Range(r, ITEM_NONE, last_item, "item active list link");
        it->active = Serial_GetBool(r, "item active");
        it->linked_room = Serial_GetI16Range(r, -1, last_room, "item linked room");
        it->data_index = Serial_GetI32(r);
        it->ai_bits = Serial_GetU8(r);
        it->ai_tag = Serial_GetI16(r);
        it->ai_carried = Serial_GetI16Range(r, ITEM_NONE, last_item, "item carried");
        it->ai_fire = Serial_GetI16Range(r, 0, 3, "item fire");
    }
    if (r->failed)
        return false;
    /* Slots never used in the saved run: as Sim_Init leaves them. */
    for (uint32_t i = n; i < s->max_items; i++) {
        memset(&s->items[i], 0, sizeof(Item));
        s->items[i].ai_carried = ITEM_NONE;
        s->items[i].next_item = i + 1 < s->max_items ? (int16_t)(i + 1) : ITEM_NONE;
    }
    s->num_items = n;
    for (uint32_t i = 0; i < s->max_items; i++) {
        snapshot(&s->items[i], &s->cur[i]);
        s->prev[i] = s->cur[i];
    }
    return true;
}

/* ---- interpolation ----------------------------------------------------------- */

static int32_t lerp32(int32_t a, int32_t b, int32_t t)
{
    return (int32_t)(a + (((int64_t)b - a) * t >> 16));
}

static int16_t lerp_angle16(int16_t a, int16_t b, int32_t t)
{
    int32_t d = (int16_t)(uint16_t)((uint16_t)b - (uint16_t)a);
    return (int16_t)(uint16_t)(a + (int32_t)(((int64_t)d * t) >> 16));
}

/* Changes too big to be motion (teleports, TURN180 at an animation's end,
 * a new level position) are not interpolated: blending through them would
 * show a shrunken or half-turned model for a frame. */
static bool snaps(const ItemSnapshot *a, const ItemSnapshot *b)
{
    /* 64-bit: the game layer may place items anywhere in the int32 range */
    int64_t dx = (int64_t)b->pos.x - a->pos.x, dy = (int64_t)b->pos.y - a->pos.y,
            dz = (int64_t)b->pos.z - a->pos.z;
    int ry = (int16_t)(uint16_t)((uint16_t)b->rot.y - (uint16_t)a->rot.y);
    int rx = (int16_t)(uint16_t)((uint16_t)b->rot.x - (uint16_t)a->rot.x);
    int rz = (int16_t)(uint16_t)((uint16_t)b->rot.z - (uint16_t)a->rot.z);
    return dx > SIM_SNAP_DISTANCE || dx < -SIM_SNAP_DISTANCE || dy > SIM_SNAP_DISTANCE ||
           dy < -SIM_SNAP_DISTANCE || dz > SIM_SNAP_DISTANCE || dz < -SIM_SNAP_DISTANCE ||
           ry > SIM_SNAP_ANGLE || ry < -SIM_SNAP_ANGLE || rx > SIM_SNAP_ANGLE ||
           rx < -SIM_SNAP_ANGLE || rz > SIM_SNAP_ANGLE || rz < -SIM_SNAP_ANGLE;
}

void Sim_ItemInterp(const Sim *s, int i, int32_t t, Vec3i *pos, Vec3s *rot)
{
    t = CLAMP(t, 0, 65536);
    if (snaps(&s->prev[i], &s->cur[i]))
        t = 65536;
    const ItemSnapshot *a = &s->prev[i], *b = &s->cur[i];
    pos->x = lerp32(a->pos.x, b->pos.x, t);
    pos->y = lerp32(a->pos.y, b->pos.y, t);
    pos->z = lerp32(a->pos.z, b->pos.z, t);
    rot->x = lerp_angle16(a->rot.x, b->rot.x, t);
    rot->y = lerp_angle16(a->rot.y, b->rot.y, t);
    rot->z = lerp_angle16(a->rot.z, b->rot.z, t);
}

static void snapshot_pose(const Sim *s, int i, const ItemSnapshot *sn, AnimPose *out)
{
    Item tmp = s->items[i]; /* a copy: the simulation's item is never touched */
    tmp.pos = sn->pos;
    tmp.rot = sn->rot;
    tmp.anim = sn->anim;
    tmp.frame = sn->frame;
    Anim_ItemPose(s->level, &tmp, out);
}

void Sim_ItemPoseInterp(const Sim *s, int i, int32_t t, AnimPose *out)
{
    t = CLAMP(t, 0, 65536);
    if (snaps(&s->prev[i], &s->cur[i]))
        t = 65536;
    if (t >= 65536) {
        snapshot_pose(s, i, &s->cur[i], out);
        return;
    }
    AnimPose b;
    snapshot_pose(s, i, &s->prev[i], out);
    if (t == 0)
        return;
    snapshot_pose(s, i, &s->cur[i], &b);
    Anim_LerpPose(out, &b, t, out);
}
