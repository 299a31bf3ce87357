/* The object table and the original's item list routines (see object.h). */
#include "game/objects/object.h"

#include <stdlib.h>
#include <string.h>

#include "game/game.h"

void Object_SetupAll(Game *g)
{
    const Level *lv = g->lv;
    for (int i = 0; i < OBJECT_MAX; i++) {
        ObjectInfo *o = &g->objects[i];
        memset(o, 0, sizeof(*o));
        o->radius = OBJECT_DEFAULT_RADIUS;
        o->hit_points = ITEM_DONT_TARGET;
        o->loaded = lv && Level_FindModel(lv, (uint32_t)i) != NULL;
    }
    /* The effect kinds run in every level: Lara's own code makes splashes
     * and bubbles whatever the game (TR1's ids until each game has its own
     * table). */
    Effect_SetupKinds(g);
    /* The game's own routines for its object ids (game/rules): a game
     * without them yet keeps the defaults (drawn, not played). */
    const GameRules *rules = g->rules ? g->rules : GameRules_For(lv ? lv->game : GAME_TR1);
    if (rules->setup_objects)
        rules->setup_objects(g);
}

const ObjectInfo *Object_Info(const Game *g, int object_id)
{
    static const ObjectInfo none = { 0 };
    if (object_id < 0 || object_id >= OBJECT_MAX)
        return &none;
    return &g->objects[object_id];
}

void Object_InitialiseItems(Game *g)
{
    Sim *s = g->sim;
    /* The active list is built again in the original's order: item by item,
     * the one that starts active (full mask) joins, then its initialise
     * routine runs (which may add it too). */
    for (uint32_t i = 0; i < s->num_items; i++)
        Sim_RemoveActive(s, (int)i);
    /* Only the level's own items: an initialise routine that makes an item
     * (the eggs' and the statue's hidden creatures) sets that one up
     * itself, and the original's loop stops at the level's count. */
    for (uint32_t i = 0; i < s->level_items && i < s->num_items; i++) {
        Item *it = &s->items[i];
        if ((int)i == s->lara)
            continue; /* Lara_Init sets her up */
        const ObjectInfo *o = Object_Info(g, it->object_id);
        it->hit_points = o->hit_points;
        it->timer = 0;
        /* The list insertion refuses objects without a control routine and
         * leaves them inactive. */
        if (it->reverse && it->status == ITEM_STATUS_ACTIVE)
            Object_AddActive(g, (int)i);
        /* The floor of the item's own sector (no portal or pit followed). */
        RoomSector *sec = World_RoomSector(&g->world, it->room, it->pos.x, it->pos.z);
        if (sec)
            it->floor = (int32_t)sec->floor * 256;
        if (o->initialise)
            o->initialise(g, (int)i);
    }
}

void Object_AddActive(Game *g, int item)
{
    Sim *s = g->sim;
    if (item < 0 || (uint32_t)item >= s->num_items)
        return;
    Item *it = &s->items[item];
    if (!Object_Info(g, it->object_id)->control) {
        it->status = ITEM_STATUS_INACTIVE;
        return;
    }
    Sim_AddActive(s, item);
}

bool Object_IsTriggerActive(Item *it)
{
    /* "ok" is what an activated item does: act, unless it works reversed. */
    bool ok = !it->reverse;
    if (it->activation_mask != ITEM_MASK_FULL)
        return !ok;
    if (it->timer == 0)
        return ok;
    if (it->timer == -1)
        return !ok;
    it->timer--;
    if (it->timer == 0)
        it->timer = -1;
    return ok;
}

void Object_Kill(Game *g, int item)
{
    Sim *s = g->sim;
    if (item < 0 || (uint32_t)item >= s->num_items)
        return;
    Sim_RemoveActive(s, item);
    Sim_RemoveDrawn(s, item);
    if (g->lara.target == item)
        g->lara.target = -1;
    /* The reference engine marks a killed item dead this way. */
    s->items[item].hit_points = -1;
}

void Object_Animate(Game *g, Item *it) { Anim_Animate(g->lv, it, &g->sim->events); }

void Object_Sound(Game *g, Item *it, int sfx)
{
    if (g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, it, sfx);
}

void Object_SoundPitch(Game *g, Item *it, int sfx, int32_t pitch)
{
    if (g->sim->events.sound_pitch)
        g->sim->events.sound_pitch(g->sim->events.user, it, sfx, pitch);
    else if (g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, it, sfx);
}

void Object_SetObjectId(Game *g, Item *it, int object_id)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object_id);
    it->object_id = (int16_t)object_id;
    it->model = m ? (int16_t)(m - g->lv->models) : -1;
}

int Object_AnimFrame(const Game *g, const Item *it)
{
    if (it->anim < 0 || (uint32_t)it->anim >= g->lv->num_animations)
        return -1;
    return it->frame - g->lv->animations[it->anim].frame_start;
}

/* ---- per-item data ------------------------------------------------------- */

/* Blocks are chained through a header in front of each allocation. */
typedef struct ObjectBlock {
    struct ObjectBlock *next;
    max_align_t align[];
} ObjectBlock;

void *Object_Alloc(Game *g, size_t size)
{
    ObjectBlock *b = calloc(1, sizeof(ObjectBlock) + (size ? size : 1));
    if (!b)
        return NULL;
    b->next = g->object_mem;
    g->object_mem = b;
    return b->align;
}

void Object_FreeAll(Game *g)
{
    ObjectBlock *b = g->object_mem;
    while (b) {
        ObjectBlock *next = b->next;
        free(b);
        b = next;
    }
    g->object_mem = NULL;
}
