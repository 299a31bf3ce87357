/* Animating props, cut-scene actors, save crystal, Scions (see general.h). */
#include "game/objects/general/general.h"

#include "game/game.h"

#define SCION_HIT_POINTS 5
#define SCION_BLAST_TICKS (SIM_TICK_HZ * 3)
#define SCION_BLAST_EVERY 10

void General_CogControl(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    it->goal_state = Object_IsTriggerActive(it) ? 1 : 0;
    Object_Animate(g, it);
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (room != it->room)
        Sim_ItemNewRoom(g->sim, index, room);
}

/* Like a cog, but solid. */
static void moving_bar_control(Game *g, int index) { General_CogControl(g, index); }

/* Props that only play their animation while active. */
static void animate_control(Game *g, int index) { Object_Animate(g, &g->sim->items[index]); }

/* The PC original has no save crystals: they are there, never drawn. */
static void save_crystal_initialise(Game *g, int index)
{
    g->sim->items[index].status = ITEM_STATUS_INVISIBLE;
}

/* ---- cut-scene actors ---------------------------------------------------- */

/* The actors start on the active list facing north; all but the fourth
 * follow the cut-scene's origin, which is where the first actor stands
 * (the camera path of a real cut-scene is not played here). */
static void actor_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Object_AddActive(g, index);
    it->rot.y = 0;
    it->data_index = -1;
}

static void actor_control(Game *g, int index)
{
    Sim *s = g->sim;
    Item *it = &s->items[index];
    it->status = ITEM_STATUS_ACTIVE;
    if (it->object_id != O_PLAYER_4 && g->camera.cine.cutscene) {
        /* A playing cut-scene's origin and angle (game/camera/cinematic.c):
         * the original keeps them in the camera. */
        it->pos = g->camera.cine.origin;
        it->rot.y = g->camera.cine.angle;
    } else if (it->object_id != O_PLAYER_4) {
        /* The origin: the first O_PLAYER_1 item's start (found once). */
        if (it->data_index < 0) {
            for (uint32_t i = 0; i < s->num_items; i++) {
                if (s->items[i].object_id == O_PLAYER_1) {
                    it->data_index = (int32_t)i;
                    break;
                }
            }
        }
        if (it->data_index >= 0 && (uint32_t)it->data_index < g->lv->num_items) {
            it->pos = g->lv->items[it->data_index].pos;
            it->rot.y = 0;
        }
    }
    Object_Animate(g, it);
}

/* ---- the Scion in the Great Pyramid: shot, it blows up -------------------- */

static void scion3_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    /* data_index counts the ticks since it broke (the original keeps one
     * static counter). */
    if (it->hit_points > 0) {
        it->data_index = 0;
        Object_Animate(g, it);
        return;
    }
    if (it->data_index == 0) {
        it->status = ITEM_STATUS_INVISIBLE;
        it->hit_points = ITEM_DONT_TARGET;
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        Game_TestTriggers(g, g->world.trigger_index, true);
        Sim_RemoveDrawn(g->sim, index);
    }
    if (it->data_index % SCION_BLAST_EVERY == 0) {
        /* An explosion near it, placed by the control stream (only when the
         * effect list has room, as the original). */
        int fx = Effect_Create(g, it->room);
        if (fx != EFFECT_NONE) {
            Prng *p = &g->sim->prng;
            Effect *e = Effect_Get(g, fx);
            e->pos.x = it->pos.x + (Prng_Control(p) - 0x4000) / 32;
            e->pos.y = it->pos.y + (Prng_Control(p) - 0x4000) / 256 - 500;
            e->pos.z = it->pos.z + (Prng_Control(p) - 0x4000) / 32;
            e->speed = 0;
            e->frame_num = 0;
            e->object_id = O_EXPLOSION1;
            e->counter = 0;
            Effect_Sound(g, EFFECT_SFX_ATLANTEAN_EXPLODE, &e->pos);
            g->camera.bounce = -200;
        }
    }
    if (++it->data_index >= SCION_BLAST_TICKS)
        Object_Kill(g, index);
}

void General_Setup(Game *g)
{
    for (int id = O_COG_1; id <= O_COG_3; id++) {
        g->objects[id].control = General_CogControl;
        g->objects[id].save_flags = true;
    }

    ObjectInfo *o = &g->objects[O_MOVING_BAR];
    o->control = moving_bar_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = o->save_anim = o->save_position = true;

    g->objects[O_SAVEGAME_ITEM].initialise = save_crystal_initialise;

    for (int id = O_PLAYER_1; id <= O_PLAYER_4; id++) {
        o = &g->objects[id];
        o->initialise = actor_initialise;
        o->control = actor_control;
        o->hit_points = 1;
    }

    o = &g->objects[O_SCION_ITEM3];
    o->control = scion3_control;
    o->hit_points = SCION_HIT_POINTS;
    o->save_flags = o->save_hitpoints = true;

    o = &g->objects[O_SCION_ITEM4];
    o->control = animate_control;
    o->save_flags = true;

    o = &g->objects[O_SCION_HOLDER];
    o->control = animate_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = o->save_anim = true;
}
