/* Keyholes (see switch.h). The original opens the inventory on the keys
 * ring when Lara works a keyhole and uses the key the player picks; there
 * is no ring here, so the key that fits is used when she carries one. */
#include "game/objects/switch/switch.h"

#include "game/game.h"
#include "game/objects/general/interact.h"

#define D INTERACT_DEG
#define SFX_LARA_NO 2

static const InteractBounds k_bounds = {
    -200, 200, 0, 0, 1024 / 2 - 200, 1024 / 2,
    -10 * D, 10 * D, -30 * D, 30 * D, -10 * D, 10 * D,
};

/* Where she stands to turn the key: in front of the wall, her radius and a
 * little more away from it. */
static const Vec3i k_position = { 0, 0, 1024 / 2 - LARA_RADIUS - 50 };

static void keyhole_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (!(g->input & INPUT_ACTION) || g->lara.gun_status != LGS_ARMLESS || lara->gravity ||
        lara->current_state != LS_STOP)
        return;
    if (!Interact_TestPosition(g, it, &k_bounds))
        return;
    if (it->status != ITEM_STATUS_INACTIVE) {
        Object_Sound(g, lara, SFX_LARA_NO);
        return;
    }
    int key = O_KEY_ITEM1 + (it->object_id - O_KEY_HOLE1);
    if (!Inventory_Remove(g, key))
        return;
    Interact_AlignPosition(g, it, &k_position);
    Interact_AnimateUntil(g, LS_USE_KEY);
    lara->goal_state = LS_STOP;
    g->lara.gun_status = LGS_HANDS_BUSY;
    it->status = ITEM_STATUS_ACTIVE;
}

void KeyHole_Setup(Game *g)
{
    for (int id = O_KEY_HOLE1; id <= O_KEY_HOLE4; id++) {
        g->objects[id].collision = keyhole_collision;
        g->objects[id].save_flags = true;
    }
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
