/* TR3's smashables (see smash_tr3.h). Facts from the TR3 decompilation:
 * objects.cpp WindowControl / SmashWindow (the window's sound is
 * SFX_METAL_SHUTTERS_SMASH, 214; the others' the two explosions, 105 and
 * 106), setup.cpp (all four run the window's routine), larafire.cpp
 * SmashItem and control.cpp ObjectOnLOS (a shot breaks the first one on
 * its line, or sets a carcass falling), lara1gun.cpp (the harpoon, rocket
 * and grenade break one they
 * meet and fly on). The Crash Site's SMASH_OBJECT_1 (LEVEL_RULE_CRASH_SITE)
 * breaks only under the big gun's rockets: shots glance off it (a miss
 * ricochets where it ends), a rocket blows up on it, harpoons and grenades
 * pass it by. */
#include "game/objects/tr3/general/smash_tr3.h"

#include <stdlib.h>

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/trap/trap_tr2.h"
#include "game/objects/tr2/weapon_items_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum { SFX3_EXPLOSION1 = 105, SFX3_EXPLOSION2 = 106, SFX3_METAL_SHUTTERS_SMASH = 214 };

static const Trap2WindowKind k_window = { SFX3_METAL_SHUTTERS_SMASH, -1, true };
static const Trap2WindowKind k_object = { SFX3_EXPLOSION1, SFX3_EXPLOSION2, true };

static const Trap2WindowKind *kind_of(int object_id)
{
    if (object_id == O3_SMASH_WINDOW)
        return &k_window;
    if (object_id >= O3_SMASH_OBJECT_1 && object_id <= O3_SMASH_OBJECT_3)
        return &k_object;
    return NULL;
}

static void window_control(Game *g, int index) { Trap2_WindowControl(g, index, &k_window); }
static void object_control(Game *g, int index) { Trap2_WindowControl(g, index, &k_object); }

/* The Crash Site's SMASH_OBJECT_1, which only the big gun breaks. */
static bool crash_object(const Game *g, int object_id)
{
    return object_id == O3_SMASH_OBJECT_1 && (g->level_rules & LEVEL_RULE_CRASH_SITE);
}

bool Smash3_Projectile(Game *g, int self, int target, Vec3i old, int32_t radius)
{
    const Item *t = &g->sim->items[target];
    const Item *p = &g->sim->items[self];
    const Trap2WindowKind *k = kind_of(t->object_id);
    if (!k || target == self || !t->collidable || !Weapon2_Meets(g, p, old, t, radius))
        return false;
    if (!crash_object(g, t->object_id)) {
        Trap2_WindowBreak(g, target, k);
        return false;
    }
    /* (the big gun's rockets: data_index 1, the original's item_flags[0]) */
    if (p->object_id == O3_ROCKET && p->data_index == 1)
        Trap2_WindowBreak(g, target, k);
    return true;
}

/* ---- Lara's shots (the original's ObjectOnLOS) ----------------------------------- */

#define SHOT_ROOMS 24

/* Whether the line d (from the shot's start s) crosses the item's box: the
 * original's test, stepping to the box's two faces across the line's main
 * axis and checking the other two axes there; a line passing one side at
 * the near face and the other at the far one crosses it too. */
static bool line_meets(const Item *it, const BoundingBox *b, Vec3i s, Vec3i d)
{
    bool turned = ((uint16_t)(it->rot.y + 0x2000)) & 0x4000;
    int32_t x0 = turned ? b->min_z : b->min_x, x1 = turned ? b->max_z : b->max_x;
    int32_t z0 = turned ? b->min_x : b->min_z, z1 = turned ? b->max_x : b->max_z;
    bool along_z = abs(d.z) > abs(d.x);
    int32_t main_d = along_z ? d.z : d.x;
    if (!main_d)
        return false;
    int32_t face[2] = { along_z ? it->pos.z - s.z + z0 : it->pos.x + x0 - s.x,
                        along_z ? it->pos.z - s.z + z1 : it->pos.x + x1 - s.x };
    int pass = 0;
    for (int j = 0; j < 2; j++) {
        int32_t dist = face[j];
        if ((main_d < 0) != (dist < 0))
            continue; /* (that face is behind the shot) */
        int32_t y = (int32_t)((int64_t)d.y * dist / main_d);
        if (y <= it->pos.y - s.y + b->min_y || y >= it->pos.y - s.y + b->max_y)
            continue;
        int32_t side = (int32_t)((int64_t)(along_z ? d.x : d.z) * dist / main_d);
        int32_t lo = along_z ? it->pos.x + x0 - s.x : it->pos.z - s.z + z0;
        int32_t hi = along_z ? it->pos.x + x1 - s.x : it->pos.z - s.z + z1;
        if (side < lo)
            pass |= 1;
        else if (side > hi)
            pass |= 2;
        else
            return true;
    }
    return pass == 3;
}

/* The rooms the line may pass through: its two ends' and those next to
 * the start (the original reuses the rooms of its last line-of-sight). */
static int shot_rooms(Game *g, int16_t from_room, int16_t to_room, int16_t *out)
{
    int n = 0;
    out[n++] = from_room;
    if (to_room != from_room)
        out[n++] = to_room;
    const Room *r = World_Room(&g->world, from_room);
    for (uint32_t i = 0; r && i < r->num_portals && n < SHOT_ROOMS; i++) {
        int16_t adj = (int16_t)r->portals[i].adjoining_room;
        bool seen = false;
        for (int k = 0; k < n; k++)
            seen = seen || out[k] == adj;
        if (!seen && (uint32_t)adj < g->sim->num_rooms)
            out[n++] = adj;
    }
    return n;
}

int Smash3_Shot(Game *g, Vec3i from, int16_t from_room, Vec3i to, int16_t to_room)
{
    Vec3i d = { to.x - from.x, to.y - from.y, to.z - from.z };
    int16_t rooms[SHOT_ROOMS];
    int n = shot_rooms(g, from_room, to_room, rooms);
    for (int i = 0; i < n; i++) {
        for (int t = g->sim->room_items[rooms[i]]; t != ITEM_NONE; t = g->sim->items[t].next_item) {
            Item *it = &g->sim->items[t];
            const Trap2WindowKind *k = kind_of(it->object_id);
            if (it->status == ITEM_STATUS_DEACTIVATED || (!k && it->object_id != O3_CARCASS))
                continue;
            BoundingBox b;
            Lara_GetBoundsAccurate(g, it, &b);
            if (!line_meets(it, &b, from, d))
                continue;
            if (crash_object(g, it->object_id))
                return SHOT_SMASH_RICOCHET;
            if (k) {
                Trap2_WindowBreak(g, t, k);
            } else if (it->status != ITEM_STATUS_ACTIVE) {
                it->status = ITEM_STATUS_ACTIVE;
                Object_AddActive(g, t);
            }
            return SHOT_SMASH_BROKE;
        }
    }
    return SHOT_SMASH_NONE;
}

void Smash3_Setup(Game *g)
{
    Trap2_SetupWindowAs(g, O3_SMASH_WINDOW, window_control);
    for (int id = O3_SMASH_OBJECT_1; id <= O3_SMASH_OBJECT_3; id++)
        Trap2_SetupWindowAs(g, id, object_control);
}
