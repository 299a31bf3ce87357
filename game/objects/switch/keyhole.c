/* Keyholes (see switch.h), and the choice of the item a hole takes, shared
 * with the puzzle holes: as the original, working a hole with nothing
 * chosen opens the keys ring; the item chosen there is used if it fits,
 * otherwise Lara says no (once per spot she stands on). */
#include "game/objects/switch/switch.h"

#include "game/game.h"
#include "game/objects/general/interact.h"

#define D INTERACT_DEG
#define SFX_LARA_NO 2
#define RING_KEYS 2 /* RING_MODE_KEYS of game/inventory/ring.h */

static const InteractBounds k_bounds = {
    -200, 200, 0, 0, 1024 / 2 - 200, 1024 / 2,
    -10 * D, 10 * D, -30 * D, 30 * D, -10 * D, 10 * D,
};

/* Where she stands to turn the key: in front of the wall, her radius and a
 * little more away from it. */
static const Vec3i k_position = { 0, 0, 1024 / 2 - LARA_RADIUS - 50 };

static bool same_pos(const Vec3i *a, const Vec3i *b)
{
    return a->x == b->x && a->y == b->y && a->z == b->z;
}

/* "No", unless she already said it standing here. */
static void say_no(Game *g, Item *lara)
{
    if (same_pos(&lara->pos, &g->pickup_pos))
        return;
    g->pickup_pos = lara->pos;
    Object_Sound(g, lara, SFX_LARA_NO);
}

/* Anything on the keys ring (the game's list: keys, puzzle pieces,
 * artefacts...). */
static bool keys_ring_empty(const Game *g)
{
    const GameObjectIds *ids = g->rules->ids;
    for (int i = 0; i < ids->keys_ring_count; i++)
        if (g->inv.count[ids->keys_ring[i]] > 0)
            return false;
    return true;
}

bool KeyHole_TakeItem(Game *g, Item *lara, Item *hole, int option, const InteractBounds *b)
{
    if ((g->inv_chosen == -1 && !(Game_Input(g) & INPUT_ACTION)) || g->lara.gun_status != LGS_ARMLESS ||
        lara->gravity)
        return false;
    if (!Interact_TestPosition(g, hole, b))
        return false;
    if (hole->status != ITEM_STATUS_INACTIVE) {
        say_no(g, lara);
        return false;
    }
    if (g->inv_chosen == -1) {
        if (g->ring_request) {
            /* The ring comes back with her choice on a later tick. */
            g->ring_request(g->ring_user, RING_KEYS);
            return false;
        }
        /* No ring to ask: she picks the piece that fits, if she has it. */
        if (g->inv.count[option] > 0)
            g->inv_chosen = (int16_t)option;
        else if (!keys_ring_empty(g))
            return false; /* as closing the ring without a choice */
    }
    if (g->inv_chosen != -1)
        g->pickup_pos.y = lara->pos.y - 1; /* a wrong choice says no here */
    bool fits = g->inv_chosen == option && g->rules->inventory_remove(g, option);
    g->inv_chosen = -1;
    if (!fits) {
        say_no(g, lara);
        return false;
    }
    g->pickup_pos = lara->pos;
    return true;
}

static void keyhole_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (lara->current_state != LS_STOP)
        return;
    const GameObjectIds *ids = g->rules->ids;
    int key = ids->key_option1 + (it->object_id - ids->key_hole1);
    if (!KeyHole_TakeItem(g, lara, it, key, &k_bounds))
        return;
    Interact_AlignPosition(g, it, &k_position);
    Interact_AnimateUntil(g, LS_USE_KEY);
    lara->goal_state = LS_STOP;
    g->lara.gun_status = LGS_HANDS_BUSY;
    it->status = ITEM_STATUS_ACTIVE;
    g->pickup_pos = lara->pos;
}

void KeyHole_SetupKind(Game *g, int id)
{
    g->objects[id].collision = keyhole_collision;
    g->objects[id].save_flags = true;
}

void KeyHole_Setup(Game *g)
{
    for (int id = O_KEY_HOLE1; id <= O_KEY_HOLE4; id++)
        KeyHole_SetupKind(g, id);
}

bool KeyHole_Trigger(Game *g, int index)
{
    if (index < 0 || (uint32_t)index >= g->sim->num_items)
        return false;
    Item *it = &g->sim->items[index];
    /* The key is in once Lara's hands are free again. */
    if (it->status == ITEM_STATUS_ACTIVE && g->lara.gun_status != LGS_HANDS_BUSY) {
        it->status = ITEM_STATUS_DEACTIVATED;
        return true;
    }
    return false;
}
