#include "game/objects/tr2/general/cutscene_tr2.h"

#include "engine/anim/anim.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"

/* At the origin, turned by the scene's angle, in the room its first mesh
 * is in (kept when that point is in none). */
static void place(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    it->pos = g->camera.cine.origin;
    it->rot.y = g->camera.cine.angle;
    Vec3i p = {0, 0, 0};
    Effect_JointAbsPosition(g, it, &p, 0, NULL);
    int room = Camera_RoomAt(g->lv, p.x, p.y, p.z);
    if (room >= 0 && room != it->room)
        Sim_ItemNewRoom(g->sim, index, room);
}

static void actor_initialise(Game *g, int index)
{
    Object_AddActive(g, index);
    g->sim->items[index].rot.y = 0;
}

static void actor_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    it->status = ITEM_STATUS_ACTIVE;
    place(g, index);
    Object_Animate(g, it);
}

void CutsceneTR2_Setup(Game *g) { CutsceneTR2_SetupActors(g, O2_PLAYER_1, O2_PLAYER_10); }

void CutsceneTR2_SetupActors(Game *g, int first, int last)
{
    for (int id = first; id <= last; id++) {
        ObjectInfo *o = &g->objects[id];
        o->initialise = actor_initialise;
        o->control = actor_control;
        o->hit_points = 1;
    }
}

static void lara_start(Game *g)
{
    Sim *s = g->sim;
    if (s->lara < 0)
        return;
    Item *it = &s->items[s->lara];
    it->rot.y = 0;
    it->current_state = it->goal_state = 0;
    const Model *m = Level_FindModel(g->lv, O2_LARA);
    if (m && m->animation < g->lv->num_animations) {
        it->anim = (int16_t)m->animation;
        it->frame = (int16_t)g->lv->animations[m->animation].frame_start;
    }
    g->lara.hit_direction = -1;
}

static void lara_control(Game *g)
{
    Sim *s = g->sim;
    if (s->lara < 0)
        return;
    place(g, s->lara);
    if (s->items[s->lara].anim >= 0)
        Lara_Animate(g, &s->items[s->lara]);
}

const CutsceneRules CutsceneRules_TR2 = {
    .lead = O2_LARA,
    .lara_start = lara_start,
    .lara_control = lara_control,
};
