/* Puzzle holes (see switch.h): Lara puts the piece in and the hole turns
 * into its "done" object at the frame of her animation where the piece
 * leaves her hand. The piece comes from the inventory as a key does
 * (KeyHole_TakeItem). */
#include "game/objects/switch/switch.h"

#include "game/game.h"
#include "game/objects/general/interact.h"

#define D INTERACT_DEG
#define USE_PUZZLE_FRAME 80 /* frame of her animation that places the piece */

static const InteractBounds k_bounds = {
    -200, 200, 0, 0, 1024 / 2 - 200, 1024 / 2,
    -10 * D, 10 * D, -30 * D, 30 * D, -10 * D, 10 * D,
};

static const Vec3i k_position = { 0, 0, 1024 / 2 - LARA_RADIUS - 85 };

static void puzzle_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    const GameObjectIds *ids = g->rules->ids;
    if (lara->current_state == LS_USE_PUZZLE) {
        if (!Interact_TestPosition(g, it, &k_bounds))
            return;
        if (Object_AnimFrame(g, lara) == USE_PUZZLE_FRAME)
            Object_SetObjectId(g, it, ids->puzzle_done1 + (it->object_id - ids->puzzle_hole1));
        return;
    }
    if (lara->current_state != LS_STOP)
        return;
    int piece = ids->puzzle_option1 + (it->object_id - ids->puzzle_hole1);
    if (!KeyHole_TakeItem(g, lara, it, piece, &k_bounds))
        return;
    Interact_AlignPosition(g, it, &k_position);
    Interact_AnimateUntil(g, LS_USE_PUZZLE);
    lara->goal_state = LS_STOP;
    g->lara.gun_status = LGS_HANDS_BUSY;
    it->status = ITEM_STATUS_ACTIVE;
    g->pickup_pos = lara->pos;
}

void PuzzleHole_SetupKind(Game *g, int hole_id, int done_id)
{
    g->objects[hole_id].collision = puzzle_collision;
    g->objects[hole_id].save_flags = true;
    g->objects[done_id].save_flags = true;
}

void PuzzleHole_Setup(Game *g)
{
    for (int i = 0; i < 4; i++)
        PuzzleHole_SetupKind(g, O_PUZZLE_HOLE1 + i, O_PUZZLE_DONE1 + i);
}
