/* The big bowl and the bell. The bowl, once tipped into its pouring state,
 * pours hot liquid every tick (a sprite from its lip, 512 across both ways
 * and 612 below) and five seconds in flips the map (slot 4 made full and
 * one-shot: the original's fixed slot), unless flipped already; it stops
 * being run two seconds after its animation ends. The bell swings when
 * set off, its swing setting off heavy triggers under it, until it comes
 * to rest. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

enum { BOWL_TIP = 0, BOWL_POUR = 1 };
enum { BELL_STOP = 0, BELL_SWING = 1 };

#define BOWL_FLIP_SLOT 4
#define BOWL_FLIP_FLAGS 0x3F00 /* all five mask bits and one-shot */
#define BOWL_FLIP_TICK (5 * 30)
#define BOWL_DONE_TICK (7 * 30)
#define HOT_LIQUID_SHADE 2048

static void pour(Game *g, const Item *bowl)
{
    int fx = Effect_Create(g, bowl->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    e->object_id = O2_HOT_LIQUID;
    e->pos.x = bowl->pos.x + STEP_SIZE * 2;
    e->pos.z = bowl->pos.z + STEP_SIZE * 2;
    e->pos.y = bowl->pos.y + STEP_SIZE * 2 + 100;
    e->frame_num = (int16_t)((g->effects.mesh_count[O2_HOT_LIQUID] * Prng_Draw(&g->sim->prng)) >> 15);
    e->fall_speed = 0;
    e->shade = HOT_LIQUID_SHADE;
}

static void bowl_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->current_state == BOWL_POUR) {
        pour(g, it);
        it->timer++;
        if (it->timer == BOWL_FLIP_TICK && !g->world.flipped) {
            g->flip_maps[BOWL_FLIP_SLOT] = BOWL_FLIP_FLAGS;
            Game_FlipMap(g);
        }
    }
    Object_Animate(g, it);
    if (it->status == ITEM_STATUS_DEACTIVATED && it->timer >= BOWL_DONE_TICK)
        Sim_RemoveActive(g->sim, index);
}

static void bell_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    it->goal_state = BELL_SWING;
    /* As the original: the search moves the bell's room without the room
     * lists being told. */
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->room = room;
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    Game_TestTriggers(g, g->world.trigger_index, true);
    Object_Animate(g, it);
    if (it->current_state == BELL_STOP) {
        it->status = ITEM_STATUS_INACTIVE;
        Sim_RemoveActive(g->sim, index);
    }
}

void Trap2_SetupBowlAndBell(Game *g)
{
    ObjectInfo *o = &g->objects[O2_BIG_BOWL];
    o->control = bowl_control;
    o->save_flags = true;
    o->save_anim = true;
    Effect_SetupHotLiquidTR2(g, O2_HOT_LIQUID);

    o = &g->objects[O2_BELL];
    o->control = bell_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
    o->save_anim = true;
}
