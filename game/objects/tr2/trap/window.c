/* Breakable windows. Both kinds block their sector's box for creatures
 * while whole and show only their pane (mesh 0). The first breaks when
 * Lara runs into it at 50 or more along its facing (or comes within 512
 * of it on the skidoo; TR2's vehicles are not here yet); the second
 * breaks as soon as it is triggered. Breaking: the box opens, the pane
 * goes, the other meshes but the eighth fly off as harmless pieces, the
 * glass sound plays, and the window is done for good (one-shot). */
#include "game/objects/tr2/trap/trap_tr2.h"

#include <stdlib.h>

#include "game/creature/box.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define WINDOW_BREAK_SPEED 50
#define WINDOW_PIECES 0xFEFE /* every mesh but the pane and the eighth */

static void set_box_blocked(Game *g, const Item *it, bool blocked)
{
    RoomSector *s = World_RoomSector(&g->world, it->room, it->pos.x, it->pos.z);
    int16_t box = s ? Box_OfSector(g, s) : -1;
    World *w = &g->world;
    if (box < 0 || (uint32_t)box >= g->lv->num_boxes || !w->box_overlap)
        return;
    if (blocked && (w->box_overlap[box] & WORLD_BOX_BLOCKABLE))
        w->box_overlap[box] = (int16_t)(w->box_overlap[box] | WORLD_BOX_BLOCKED);
    else if (!blocked && (w->box_overlap[box] & WORLD_BOX_BLOCKED))
        w->box_overlap[box] = (int16_t)(w->box_overlap[box] & ~WORLD_BOX_BLOCKED);
}

static void window_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    it->one_shot = false;
    it->mesh_bits = 1;
    set_box_blocked(g, it, true);
}

static void window_break(Game *g, int index, Item *it, int sfx, int sfx2, bool was_active_only)
{
    set_box_blocked(g, it, false);
    it->collidable = false;
    it->mesh_bits = ~1u;
    Effect_ExplodingDeath(g, index, WINDOW_PIECES, 0, NULL);
    Object_Sound(g, it, sfx);
    if (sfx2 >= 0)
        Object_Sound(g, it, sfx2);
    it->one_shot = true;
    if (!was_active_only || it->status == ITEM_STATUS_ACTIVE)
        Sim_RemoveActive(g->sim, index);
    it->status = ITEM_STATUS_DEACTIVATED;
}

void Trap2_WindowControl(Game *g, int index, const Trap2WindowKind *k)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    if (it->one_shot || !lara)
        return;
    if (k->vehicle_near && g->lara.vehicle != ITEM_NONE) {
        /* Riding: a vehicle within half a sector breaks it. */
        if (!Effect_LaraIsNear(g, &it->pos, WALL_SIZE / 2))
            return;
    } else {
        if (!it->touch_bits)
            return;
        it->touch_bits = 0;
        int32_t along =
            abs((lara->speed * Math_Cos((int16_t)(lara->rot.y - it->rot.y))) >> W2V_SHIFT);
        if (along < WINDOW_BREAK_SPEED)
            return;
    }
    window_break(g, index, it, k->sfx, k->sfx2, true);
}

void Trap2_WindowBreak(Game *g, int index, const Trap2WindowKind *k)
{
    Item *it = &g->sim->items[index];
    if (!it->one_shot)
        window_break(g, index, it, k->sfx, k->sfx2, true);
}

static const Trap2WindowKind k_window1 = { T2_SFX_GLASS_BREAK, -1, false };

static void window1_control(Game *g, int index) { Trap2_WindowControl(g, index, &k_window1); }

static void window2_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->one_shot)
        return;
    window_break(g, index, it, T2_SFX_BRITTLE_GROUND_BREAK, -1, false);
}

void Trap2_SetupWindowAs(Game *g, int object_id, void (*control)(Game *g, int index))
{
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = window_initialise;
    o->control = control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
    o->save_anim = true;
}

void Trap2_SetupWindows(Game *g)
{
    static const int16_t ids[] = { O2_WINDOW_1, O2_WINDOW_2 };
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        ObjectInfo *o = &g->objects[ids[i]];
        o->initialise = window_initialise;
        o->control = ids[i] == O2_WINDOW_1 ? window1_control : window2_control;
        o->collision = Coll_ObjectCollision;
        o->save_flags = true;
        o->save_anim = true;
    }
}
