/* TR3's weapon items, where TR3 changed TR2's (game/objects/tr2/
 * weapon_items_tr2.c):
 *  - the harpoon bolt (O3_HARPOON_BOLT): spins as it flies; in air its
 *    pitch drops a degree a tick (to straight down) at 256 along it, under
 *    water it keeps its pitch at 128 and trails bubbles; the first creature
 *    it meets takes the harpoon's damage and the bolt is gone; a bolt that
 *    hits the floor or ceiling sticks there, quivering for its first 64
 *    ticks, and is gone once its 256 hit points have counted down (two a
 *    tick while it quivers, one after);
 *  - the thrown flare: TR2's (Weapon3_SetupFlare).
 * Facts from the original (tomb3 game/lara1gun.cpp ControlHarpoonBolt). */
#include "game/game.h"

#include "game/effects/effect.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/weapon_items_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"

#define HARPOON_DAMAGE 4      /* TR3's weapon table (lara_gun_tr3.c) */
#define BOLT_LIFE 256         /* its hit points at launch */
#define BOLT_QUIVER 192       /* quivers while it has more */
#define BOLT_AIR_SPEED 256
#define BOLT_WATER_SPEED 128
#define BOLT_SPIN 6370
#define BOLT_DROP (1 * 182)   /* a degree of pitch a tick in air */

/* Stuck in the floor or ceiling: the pitch it struck at (kept in its
 * current_state, as the original) wobbles by a falling sine while it
 * quivers; the count runs down and the bolt goes at zero. */
static bool stuck(Game *g, int item, Item *it)
{
    if (it->hit_points == BOLT_LIFE)
        it->current_state = it->rot.x;
    if (it->hit_points >= BOLT_QUIVER) {
        int32_t wave = (Math_Sin((it->hit_points & 7) * 4096) >> 1) - 1024;
        it->rot.x = (int16_t)(it->current_state + (((it->hit_points - BOLT_QUIVER) * wave) >> 6));
        it->hit_points--;
    }
    it->hit_points--;
    if (it->hit_points <= 0) {
        Trap_KillItem(g, item);
        return false;
    }
    it->fall_speed = 0;
    it->speed = 0;
    return true;
}

static void bolt_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Vec3i old = it->pos;
    it->pos.x += (it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    it->pos.y += it->fall_speed;
    it->pos.z += (it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    Trap_NewRoom(g, item, room);

    for (int t = g->sim->room_items[it->room]; t != ITEM_NONE; t = g->sim->items[t].next_item) {
        if (!Weapon2_Candidate(g, t, item))
            continue;
        Item *ti = &g->sim->items[t];
        if (!Weapon2_Meets(g, it, old, ti, 0))
            continue;
        Effect_BloodBath(g, it->pos.x, it->pos.y, it->pos.z, 0, 0, it->room, 3);
        Gun_HitTarget(g, ti, HARPOON_DAMAGE);
        Trap_KillItem(g, item);
        return;
    }

    int32_t ceiling = s ? World_Ceiling(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    if (!s || it->pos.y >= it->floor || it->pos.y <= ceiling) {
        if (!stuck(g, item, it))
            return;
    } else {
        it->rot.z = (int16_t)(it->rot.z + BOLT_SPIN);
        int32_t speed = BOLT_AIR_SPEED;
        if (World_RoomIsWater(&g->world, it->room)) {
            /* The original trails a bubble every fourth frame. */
            if ((g->sim->tick & 3) == 0)
                Effect_Bubble(g, &it->pos, it->room);
            speed = BOLT_WATER_SPEED;
        } else {
            it->rot.x = (int16_t)(it->rot.x - BOLT_DROP);
            if (it->rot.x < -0x4000)
                it->rot.x = -0x4000;
        }
        it->fall_speed = (int16_t)((-speed * Math_Sin(it->rot.x)) >> W2V_SHIFT);
        it->speed = (int16_t)((speed * Math_Cos(it->rot.x)) >> W2V_SHIFT);
    }
    room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, item, room);
}

void Weapon3_SetupItems(Game *g)
{
    Weapon3_SetupFlare(g, O3_FLARE_ITEM);
    ObjectInfo *o = &g->objects[O3_HARPOON_BOLT];
    o->control = bolt_control;
    o->save_position = true;
}
