/* The mummy (see mummy.h). Not a thinking creature: it only turns its head
 * to Lara and falls when shot or touched, as the original. */
#include "game/objects/creatures/mummy.h"

#include "engine/core/serial.h"

#include "game/camera/camera.h"
#include "game/creature/creature.h"
#include "game/game.h"

#define MUMMY_HEAD_BONE 2
#define MUMMY_MESHES 0xFFFF87FF    /* some meshes start hidden */

enum {
    MUMMY_EMPTY = 0,
    MUMMY_STOP = 1,
    MUMMY_DEATH = 2,
};

static void mummy_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->touch_bits = 0;
    it->mesh_bits = MUMMY_MESHES;
    /* Only the head turn is used; no AI slot (item -1). The creature
     * layout keeps Creature_Head and the spheres' extra rotation working. */
    CreatureInfo *c = Object_Alloc(g, sizeof(*c));
    if (c)
        c->item = -1;
    it->data = c;
}

static void mummy_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    const Item *lara = Game_LaraItem(g);
    int16_t head = 0;

    if (it->current_state == MUMMY_STOP && lara) {
        head = (int16_t)(Camera_Atan(lara->pos.z - it->pos.z, lara->pos.x - it->pos.x) - it->rot.y);
        if (head > CREATURE_FRONT_ARC)
            head = CREATURE_FRONT_ARC;
        else if (head < -CREATURE_FRONT_ARC)
            head = -CREATURE_FRONT_ARC;
        if (it->hit_points <= 0 || it->touch_bits)
            it->goal_state = MUMMY_DEATH;
    }

    Creature_Head(g, item, head);
    Anim_Animate(g->lv, it, &g->sim->events);

    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, item);
        it->hit_points = ITEM_DONT_TARGET;
    }
}

/* Save games: of its creature block only the head turns ever change. */
static void mummy_save(const Game *g, int item, SerialWriter *w)
{
    const CreatureInfo *c = g->sim->items[item].data;
    Serial_PutI16(w, c->head_rotation);
    Serial_PutI16(w, c->neck_rotation);
}

static void mummy_load(Game *g, int item, SerialReader *r)
{
    CreatureInfo *c = g->sim->items[item].data;
    c->head_rotation = Serial_GetI16(r);
    c->neck_rotation = Serial_GetI16(r);
}

void Mummy_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O_MUMMY];
    if (!o->loaded)
        return;
    o->initialise = mummy_initialise;
    o->control = mummy_control;
    o->save_data = mummy_save;
    o->load_data = mummy_load;
    o->collision = Coll_ObjectCollision;
    o->hit_points = 18;
    o->save_flags = true;
    o->save_hitpoints = true;
    o->save_anim = true;
    Creature_SetBoneFlags(g, O_MUMMY, MUMMY_HEAD_BONE, 8);
}
