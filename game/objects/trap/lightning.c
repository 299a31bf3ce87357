/* The lightning emitter (Thor's room): while triggered it strikes every
 * 35..79 ticks for 20 ticks, flipping the map for the flash; a strike
 * within reach of Lara hits her (400) and jolts her; otherwise it hits the
 * floor under it, or one of its own meshes when it has a target model. */
#include "game/objects/trap/trap.h"

#include "engine/core/serial.h"

#include "game/game.h"

#define LIGHTNING_DAMAGE 400
#define LIGHTNING_STEPS 8
#define LIGHTNING_SHOOTS 2

/* What the strike is doing; the bolt's shape (start step and end points of
 * the side shoots) is drawn from these. */
typedef struct {
    bool active;
    int32_t count;
    bool zapped;
    bool no_target;
    Vec3i target;
    int32_t start[LIGHTNING_SHOOTS];
    Vec3i end[LIGHTNING_SHOOTS];
} Lightning;

static void lightning_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Lightning *l = Object_Alloc(g, sizeof(Lightning));
    it->data = l;
    if (!l)
        return;
    const Model *m = it->model >= 0 ? &g->lv->models[it->model] : NULL;
    if (m && m->num_meshes > 1) {
        it->mesh_bits = 1;
        l->no_target = false;
    } else {
        l->no_target = true;
    }
    l->active = false;
    l->count = 1;
    l->zapped = false;
}

static void flip_to(Game *g, bool flipped)
{
    if (g->world.flipped != flipped)
        Game_FlipMap(g);
}

static void lightning_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Lightning *l = it->data;
    Item *lara = Game_LaraItem(g);
    if (!l)
        return;
    Prng *p = &g->sim->prng;

    if (!Object_IsTriggerActive(it)) {
        l->count = 1;
        l->active = false;
        l->zapped = false;
        flip_to(g, false);
        Sim_RemoveActive(g->sim, index);
        it->status = ITEM_STATUS_INACTIVE;
        return;
    }

    if (--l->count > 0)
        return;

    if (l->active) {
        l->active = false;
        l->count = 35 + (Prng_Control(p) * 45) / 0x8000;
        l->zapped = false;
        flip_to(g, false);
    } else {
        l->active = true;
        l->count = 20;
        int32_t radius = l->no_target ? WALL_SIZE : WALL_SIZE * 5 / 2;
        if (lara && Effect_LaraIsNear(g, &it->pos, radius)) {
            l->target = lara->pos;
            Lara_TakeDamage(g, LIGHTNING_DAMAGE, true);
            l->zapped = true;
        } else if (l->no_target) {
            /* The original searches from the item's own room and keeps
             * what it finds there, room lists untouched. */
            int16_t room = it->room;
            const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
            it->room = room;
            l->target.x = it->pos.x;
            l->target.y = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
            l->target.z = it->pos.z;
            l->zapped = false;
        } else {
            l->target = (Vec3i){ 0, 0, 0 };
            Effect_JointAbsPosition(g, it, &l->target, 1 + (Prng_Control(p) * 5) / 0x7FFF, NULL);
            l->zapped = false;
        }
        for (int i = 0; i < LIGHTNING_SHOOTS; i++) {
            l->start[i] = Prng_Control(p) * (LIGHTNING_STEPS - 1) / 0x7FFF;
            l->end[i].x = l->target.x + (Prng_Control(p) * WALL_SIZE) / 0x7FFF;
            l->end[i].y = l->target.y;
            l->end[i].z = l->target.z + (Prng_Control(p) * WALL_SIZE) / 0x7FFF;
        }
        flip_to(g, true);
    }
    Object_Sound(g, it, EFFECT_SFX_THUNDER);
}

static void lightning_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    const Lightning *l = g->sim->items[index].data;
    if (!l || !l->zapped)
        return;
    g->lara.hit_direction = (int16_t)(1 + (Prng_Control(&g->sim->prng) * 4) / (ANGLE_180 - 1));
    if (++g->lara.hit_frame > 34)
        g->lara.hit_frame = 34;
}

/* Save games: the strike's state changes every tick; no_target is set
 * up from the model and stays. */
static void lightning_save(const Game *g, int index, SerialWriter *w)
{
    const Lightning *l = g->sim->items[index].data;
    Serial_PutBool(w, l->active);
    Serial_PutI32(w, l->count);
    Serial_PutBool(w, l->zapped);
    Serial_PutBool(w, l->no_target);
    Serial_PutI32(w, l->target.x);
    Serial_PutI32(w, l->target.y);
    Serial_PutI32(w, l->target.z);
    for (int i = 0; i < LIGHTNING_SHOOTS; i++) {
        Serial_PutI32(w, l->start[i]);
        Serial_PutI32(w, l->end[i].x);
        Serial_PutI32(w, l->end[i].y);
        Serial_PutI32(w, l->end[i].z);
    }
}

static void lightning_load(Game *g, int index, SerialReader *r)
{
    Lightning *l = g->sim->items[index].data;
    l->active = Serial_GetBool(r, "lightning active");
    l->count = Serial_GetI32(r);
    l->zapped = Serial_GetBool(r, "lightning zapped");
    l->no_target = Serial_GetBool(r, "lightning target");
    const int32_t lim = LEVEL_WORLD_LIMIT;
    l->target.x = Serial_GetRange(r, -lim, lim, "lightning target");
    l->target.y = Serial_GetRange(r, -lim, lim, "lightning target");
    l->target.z = Serial_GetRange(r, -lim, lim, "lightning target");
    for (int i = 0; i < LIGHTNING_SHOOTS; i++) {
        l->start[i] = Serial_GetRange(r, 0, LIGHTNING_STEPS - 1, "lightning shoot start");
        l->end[i].x = Serial_GetRange(r, -lim, lim, "lightning end");
        l->end[i].y = Serial_GetRange(r, -lim, lim, "lightning end");
        l->end[i].z = Serial_GetRange(r, -lim, lim, "lightning end");
    }
}

void Trap_SetupLightning(Game *g)
{
    ObjectInfo *o = &g->objects[O_LIGHTNING_EMITTER];
    o->initialise = lightning_initialise;
    o->control = lightning_control;
    o->collision = lightning_collision;
    o->save_data = lightning_save;
    o->load_data = lightning_load;
    o->save_flags = true;
}
