/* Mutant eggs and the centaur statue (see pod.h), as the original: the
 * hidden creature is made (invisible) when the level starts and woken
 * when the shell breaks. The hidden item's number is kept in the shell's
 * Item.data_index. */
#include "game/objects/creatures/pod.h"

#include "game/creature/creature.h"
#include "game/game.h"

#define POD_EXPLODE_DIST (WALL_SIZE * 4)
#define POD_SHELL_MESHES 0xFF0001FF     /* the egg as drawn before it breaks */
#define POD_BREAK_MESHES 0xFFFE00       /* the shell pieces that fly off */
#define STATUE_EXPLODE_DIST (WALL_SIZE * 7 / 2)
#define STATUE_CENTAUR_ANIM 7           /* the centaur frozen mid-rear */
#define STATUE_CENTAUR_FRAME 36
#define SFX_ATLANTEAN_EXPLODE 104

enum {
    POD_SET = 0,
    POD_EXPLODE = 1,
};

/* A creature made inside a shell: placed where the shell is, invisible
 * until woken. */
static int hide_creature(Game *g, int item, int object_id)
{
    int n = Creature_SpawnItem(g, item, object_id);
    if (n != ITEM_NONE)
        g->sim->items[n].status = ITEM_STATUS_INVISIBLE;
    return n;
}

static void pod_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    /* The activation mask, not yet used by any trigger, says what hatches. */
    int object_id;
    switch (it->activation_mask) {
    case 1: object_id = O_WARRIOR2; break;
    case 2: object_id = O_CENTAUR; break;
    case 4: object_id = O_TORSO; break;
    case 8: object_id = O_WARRIOR3; break;
    default: object_id = O_WARRIOR1; break;
    }
    int bug = hide_creature(g, item, object_id);
    it = &g->sim->items[item];
    it->data_index = bug;
    /* The original clears the shell's flags word. */
    it->activation_mask = 0;
    it->one_shot = false;
    it->reverse = false;
    it->mesh_bits = POD_SHELL_MESHES;
}

/* Wakes the creature inside: on the active list, with an AI slot when one
 * can be had. */
static void wake(Game *g, int bug, bool always)
{
    if (bug < 0 || (uint32_t)bug >= g->sim->num_items)
        return;
    Item *b = &g->sim->items[bug];
    b->touch_bits = 0;
    Object_AddActive(g, bug);
    if (always) {
        Lot_EnableAI(g, bug, true);
        b->status = ITEM_STATUS_ACTIVE;
    } else {
        b->status = Lot_EnableAI(g, bug, false) ? ITEM_STATUS_ACTIVE : ITEM_STATUS_INVISIBLE;
    }
}

static void pod_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    const Item *lara = Game_LaraItem(g);
    if (it->goal_state != POD_EXPLODE) {
        bool explode = it->one_shot || it->object_id == O_BIG_POD;
        if (!explode && lara) {
            int32_t x = lara->pos.x - it->pos.x, y = lara->pos.y - it->pos.y;
            int32_t z = lara->pos.z - it->pos.z;
            explode = x > -POD_EXPLODE_DIST && x < POD_EXPLODE_DIST && y > -POD_EXPLODE_DIST &&
                      y < POD_EXPLODE_DIST && z > -POD_EXPLODE_DIST && z < POD_EXPLODE_DIST;
        }
        if (explode) {
            it->goal_state = POD_EXPLODE;
            it->mesh_bits = 0xFFFFFF;
            it->collidable = false;
            Effect_ExplodingDeath(g, item, POD_BREAK_MESHES, 0, NULL);
            it = &g->sim->items[item];
            int bug = it->data_index;
            if (bug >= 0 && (uint32_t)bug < g->sim->num_items &&
                Object_Info(g, g->sim->items[bug].object_id)->loaded)
                wake(g, bug, false);
            it->status = ITEM_STATUS_DEACTIVATED;
        }
    }
    Anim_Animate(g->lv, it, &g->sim->events);
}

static void statue_initialise(Game *g, int item)
{
    int n = hide_creature(g, item, O_CENTAUR);
    Item *it = &g->sim->items[item];
    it->data_index = n;
    if (n == ITEM_NONE)
        return;
    /* Frozen in the statue's pose, facing as the statue. */
    Item *c = &g->sim->items[n];
    Creature_SwitchAnim(g, c, STATUE_CENTAUR_ANIM, STATUE_CENTAUR_FRAME);
    if (c->anim >= 0 && (uint32_t)c->anim < g->lv->num_animations)
        c->current_state = (int16_t)g->lv->animations[c->anim].state_id;
    c->goal_state = c->current_state;
    c->rot.y = it->rot.y;
}

static void statue_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    const Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int32_t x = lara->pos.x - it->pos.x, y = lara->pos.y - it->pos.y;
    int32_t z = lara->pos.z - it->pos.z;
    if (y <= -WALL_SIZE || y >= WALL_SIZE ||
        (int64_t)x * x + (int64_t)z * z >= (int64_t)STATUE_EXPLODE_DIST * STATUE_EXPLODE_DIST)
        return;
    Effect_ExplodingDeath(g, item, 0xFFFFFFFFu, 0, NULL);
    Object_Kill(g, item);
    it = &g->sim->items[item];
    it->status = ITEM_STATUS_DEACTIVATED;
    int n = it->data_index;
    if (n < 0 || (uint32_t)n >= g->sim->num_items)
        return;
    wake(g, n, true);
    Creature_Sound(g, &g->sim->items[n], SFX_ATLANTEAN_EXPLODE);
}

static void setup_shell(Game *g, int id, void (*init)(Game *, int), void (*control)(Game *, int))
{
    ObjectInfo *o = &g->objects[id];
    if (!o->loaded)
        return;
    o->initialise = init;
    o->control = control;
    o->collision = Coll_ObjectCollision;
    o->save_anim = true;
    o->save_flags = true;
}

void Pod_Setup(Game *g)
{
    setup_shell(g, O_PODS, pod_initialise, pod_control);
    setup_shell(g, O_BIG_POD, pod_initialise, pod_control);
    setup_shell(g, O_STATUE, statue_initialise, statue_control);
}
