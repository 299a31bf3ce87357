/* The mirror Lara (see bacon_lara.h), as the original. Item.data_index is
 * set once she falls. */
#include "game/objects/creatures/bacon_lara.h"

#include "game/creature/creature.h"
#include "game/game.h"

#define BACON_FALL_FRAME 1      /* of Lara's fast-fall animation */

bool BaconLara_SetAnchor(Game *g, int room)
{
    const Room *r = World_Room(&g->world, room);
    if (!r || !Lot_Init(g))
        return false;
    /* The middle of the room: half its sector count along each axis from
     * its corner (the original's names for the two counts read as if the
     * axes were swapped; they are not). */
    g->creatures->bacon_x = r->x + r->num_x_sectors * (WALL_SIZE >> 1);
    g->creatures->bacon_z = r->z + r->num_z_sectors * (WALL_SIZE >> 1);
    return true;
}

/* Mirrors Lara: position through the anchor, facing turned round, her
 * animation and frame, her room. */
static void mirror(Game *g, int item, Item *it, const Item *lara)
{
    CreatureSlots *cs = g->creatures;
    int32_t x = 2 * cs->bacon_x - lara->pos.x, y = lara->pos.y, z = 2 * cs->bacon_z - lara->pos.z;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    it->floor = h;
    room = lara->room;
    s = World_Sector(&g->world, lara->pos.x, lara->pos.y, lara->pos.z, &room);
    int32_t lh = World_Height(&g->world, s, lara->pos.x, lara->pos.y, lara->pos.z);

    it->anim = lara->anim;
    it->frame = lara->frame;
    it->pos = (Vec3i){x, y, z};
    it->rot.x = lara->rot.x;
    it->rot.y = (int16_t)(lara->rot.y - ANGLE_180);
    it->rot.z = lara->rot.z;
    Sim_ItemNewRoom(g->sim, item, lara->room);

    /* Where Lara stands on a floor a sector above the twin's: she falls. */
    if (h >= lh + WALL_SIZE && !lara->gravity) {
        it->current_state = LS_FAST_FALL;
        it->goal_state = LS_FAST_FALL;
        const Model *m = Level_FindModel(g->lv, O_LARA);
        int first = m ? Sim_ModelFirstAnim(g->lv, m) : -1;
        int anim = first + LARA_ANIM_FAST_FALL;
        if (first >= 0 && (uint32_t)anim < g->lv->num_animations) {
            it->anim = (int16_t)anim;
            it->frame = (int16_t)(g->lv->animations[anim].frame_start + BACON_FALL_FRAME);
        }
        it->speed = 0;
        it->fall_speed = 0;
        it->gravity = true;
        it->data_index = 1;
        it->pos.y += 50;
    }
}

static void fall(Game *g, Item *it)
{
    Anim_Animate(g->lv, it, &g->sim->events);
    int32_t x = it->pos.x, y = it->pos.y, z = it->pos.z;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    it->floor = h;
    Game_TestTriggers(g, g->world.trigger_index, true);
    if (it->pos.y >= h) {
        it->floor = h;
        it->pos.y = h;
        s = World_Sector(&g->world, x, h, z, &room);
        World_Height(&g->world, s, x, h, z);
        Game_TestTriggers(g, g->world.trigger_index, true);
        it->gravity = false;
        it->fall_speed = 0;
        it->goal_state = LS_DEATH;
        it->required_state = LS_DEATH;
    }
}

static void bacon_control(Game *g, int item)
{
    if (!g->creatures || g->creatures->bacon_x == -1)
        return;
    Item *it = &g->sim->items[item];
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    /* Shooting the twin hurts Lara ten times over. */
    if (it->hit_points < LARA_HITPOINTS) {
        Lara_TakeDamage(g, (int16_t)((LARA_HITPOINTS - it->hit_points) * 10), false);
        it->hit_points = LARA_HITPOINTS;
    }
    if (!it->data_index)
        mirror(g, item, it, lara);
    if (it->data_index)
        fall(g, it);
}

static void bacon_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->data = NULL;
    it->data_index = 0;
}

void BaconLara_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O_BACON_LARA];
    if (!o->loaded || !Lot_Init(g))
        return;
    o->initialise = bacon_initialise;
    o->control = bacon_control;
    o->collision = Creature_Collision;
    o->hit_points = LARA_HITPOINTS;
    o->shadow_size = CREATURE_SHADOW * 10 / 16;
    o->save_position = true;
    o->save_hitpoints = true;
    o->save_flags = true;
}
