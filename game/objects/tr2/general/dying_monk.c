/* The dying monk (see dying_monk.h), as the original's initialise and
 * control (facts from TRX src/tr2 dying_monk.c). */
#include "game/objects/tr2/general/dying_monk.h"

#include "game/collide/collide.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define DYING_MONK_ROOMIES 2

typedef struct {
    int16_t roomie[DYING_MONK_ROOMIES]; /* ITEM_NONE when fewer */
} DyingMonk;

/* The room's creatures as the original's set-up finds them: it links each
 * item into its room's list as it initialises it, so the monk sees only
 * the items before it, the latest first. Here the lists are whole before
 * any set-up (the latest first too), so later items are passed over.
 * Nothing is saved: a loaded game notes the same items again. */
static void note_roomies(Game *g, int item)
{
    DyingMonk *m = g->sim->items[item].data;
    if (!m)
        return;
    int n = 0;
    for (int i = 0; i < DYING_MONK_ROOMIES; i++)
        m->roomie[i] = ITEM_NONE;
    for (int i = g->sim->room_items[g->sim->items[item].room];
         i != ITEM_NONE && n < DYING_MONK_ROOMIES; i = g->sim->items[i].next_item)
        if (i < item && Object_Info(g, g->sim->items[i].object_id)->intelligent)
            m->roomie[n++] = (int16_t)i;
}

static void dying_monk_initialise(Game *g, int item)
{
    g->sim->items[item].data = Object_Alloc(g, sizeof(DyingMonk));
    note_roomies(g, item);
}

static void dying_monk_load(Game *g, int item, struct SerialReader *r)
{
    (void)r;
    note_roomies(g, item);
}

static void dying_monk_control(Game *g, int index)
{
    const Item *it = &g->sim->items[index];
    const DyingMonk *m = it->data;
    if (m)
        for (int i = 0; i < DYING_MONK_ROOMIES; i++)
            if (m->roomie[i] != ITEM_NONE && g->sim->items[m->roomie[i]].hit_points > 0)
                return;
    const Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (dx > -WALL_SIZE && dx < WALL_SIZE && dz > -WALL_SIZE && dz < WALL_SIZE && !lara->gravity &&
        lara->pos.y == it->pos.y)
        g->level_complete = true;
}

void DyingMonk_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_DYING_MONK];
    o->initialise = dying_monk_initialise;
    o->control = dying_monk_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
    o->load_data = dying_monk_load;
}
