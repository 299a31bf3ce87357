/* Mines (in the water under the boat's route): a boat within half a
 * sector across, checked two sectors above the mine, sets off the mines:
 * the boat is blown apart (as its bits model, when the level has it) and
 * taken out, heavy triggers under the mine fire, and from then on every
 * other mine goes off on a tick its control-stream number is 0x7800 or
 * more. A mine going off: an explosion a sector above it, a splash, the
 * explosion sound, only its first mesh left, no longer collidable, done
 * (one-shot). The original keeps "the mines are going off" in one flag;
 * here it is "a mine has gone off", the same thing in play (the first
 * mine goes off in the tick it is set). Lara riding the blown boat is
 * blown apart first (every mesh, harmless parts) and dies at once, her
 * item one-shot: her control stops and her death counts twice as fast
 * (lara_water_tr2.c). */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define MINE_BOAT_REACH (WALL_SIZE / 2)
#define MINE_CHAIN_CHANCE 0x7800

static bool mines_going_off(const Game *g)
{
    const Sim *s = g->sim;
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == O2_MINE && s->items[i].one_shot)
            return true;
    return false;
}

/* The boat within reach of pos (its room's items), ITEM_NONE if none. */
static int boat_near(Game *g, Vec3i pos, int16_t room)
{
    World_Sector(&g->world, pos.x, pos.y, pos.z, &room);
    if (room < 0 || (uint32_t)room >= g->sim->num_rooms)
        return ITEM_NONE;
    for (int i = g->sim->room_items[room]; i != ITEM_NONE; i = g->sim->items[i].next_item) {
        const Item *it = &g->sim->items[i];
        int32_t dx = it->pos.x - pos.x, dz = it->pos.z - pos.z;
        /* The original squares in 32 bits and ignores height. */
        if (it->object_id == O2_BOAT && dx * dx + dz * dz < MINE_BOAT_REACH * MINE_BOAT_REACH)
            return i;
    }
    return ITEM_NONE;
}

static void blow_up_boat(Game *g, const Item *mine, int boat)
{
    Item *b = &g->sim->items[boat];
    Item *lara = Game_LaraItem(g);
    if (lara && g->lara.vehicle == boat) {
        Effect_ExplodingDeath(g, g->lara.item, 0xFFFFFFFFu, 0, NULL);
        lara->hit_points = 0;
        lara->one_shot = true;
    }
    const ObjectInfo *bits = Object_Info(g, O2_BOAT_BITS);
    if (bits->loaded) {
        const Model *m = Level_FindModel(g->lv, O2_BOAT_BITS);
        Object_SetObjectId(g, b, O2_BOAT_BITS);
        b->mesh_bits = m ? (1u << m->num_meshes) - 1 : 0;
        Effect_ExplodingDeath(g, boat, 0xFFFFFFFFu, 0, NULL);
    }
    Object_Kill(g, boat);
    Object_SetObjectId(g, b, O2_BOAT);
    /* The heavy triggers under the mine. */
    int16_t room = mine->room;
    const RoomSector *s = World_Sector(&g->world, mine->pos.x, mine->pos.y, mine->pos.z, &room);
    World_Height(&g->world, s, mine->pos.x, mine->pos.y, mine->pos.z);
    Game_TestTriggers(g, g->world.trigger_index, true);
}

static void explode(Game *g, Item *it)
{
    int fx = Effect_Create(g, it->room);
    if (fx != EFFECT_NONE) {
        Effect *e = Effect_Get(g, fx);
        e->object_id = Effect_Ids(g)->explosion;
        e->pos = (Vec3i){ it->pos.x, it->pos.y - WALL_SIZE, it->pos.z };
        e->speed = 0;
        e->frame_num = 0;
        e->counter = 0;
    }
    Effect_Splash(g, it);
    Object_Sound(g, it, T2_SFX_EXPLOSION);
    it->one_shot = true;
    it->mesh_bits = 1;
    it->collidable = false;
}

static void mine_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->one_shot)
        return;
    if (!mines_going_off(g)) {
        Vec3i probe = { it->pos.x, it->pos.y - WALL_SIZE * 2, it->pos.z };
        int boat = boat_near(g, probe, it->room);
        if (boat == ITEM_NONE)
            return;
        blow_up_boat(g, it, boat);
    } else if (Prng_Control(&g->sim->prng) < MINE_CHAIN_CHANCE) {
        return;
    }
    explode(g, it);
}

void Trap2_SetupMine(Game *g)
{
    ObjectInfo *o = &g->objects[O2_MINE];
    o->control = mine_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
}
