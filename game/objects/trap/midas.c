/* The Midas hand: Lara standing on its plinth turns to gold and dies;
 * using a lead bar on it gives her a gold bar (puzzle item 1) at the frame
 * of her "place bar" animation where she takes it back. Both animations
 * are in Lara's extra set. The hand keeps turning to face her quadrant. */
#include "game/objects/trap/trap.h"

#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/objects/general/interact.h"
#include "game/objects/switch/switch.h"

#define MIDAS_RANGE_H (STEP_SIZE * 2)
#define MIDAS_RANGE_V (STEP_SIZE * 3)
#define EXTRA_ANIM_PLACE_BAR 0
#define EXTRA_ANIM_DIE_GOLD 1
#define PICKUP_GOLD_BAR_FRAME 113

/* Where Lara may stand to offer the bar (the hand's frame), and how far
 * she may be turned from it. */
static const InteractBounds k_bounds = {
    -700, 700, 384 - 100, 384 + 100 + 512, -700, 700,
    -10 * INTERACT_DEG, 10 * INTERACT_DEG, -30 * INTERACT_DEG, 30 * INTERACT_DEG,
    -10 * INTERACT_DEG, 10 * INTERACT_DEG,
};

/* One of the animations of Lara's extra set (first frame). */
static void lara_extra_anim(Game *g, Item *lara, int rel_anim)
{
    const Model *m = Level_FindModel(g->lv, O_LARA_EXTRA);
    int first = m ? Sim_ModelFirstAnim(g->lv, m) : -1;
    if (first < 0 || (uint32_t)(first + rel_anim) >= g->lv->num_animations)
        return;
    lara->anim = (int16_t)(first + rel_anim);
    lara->frame = (int16_t)g->lv->animations[lara->anim].frame_start;
}

static void midas_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    Lara *l = &g->lara;
    static const int16_t k_facing[4] = { 0, 0x4000, (int16_t)-0x8000, -0x4000 };
    it->rot.y = k_facing[(uint16_t)(lara->rot.y + 0x2000) / 0x4000];

    if (lara->current_state == LS_USE_MIDAS && l->interact_target == index &&
        Object_AnimFrame(g, lara) == PICKUP_GOLD_BAR_FRAME) {
        Inventory_Add(g, O_PUZZLE_ITEM1);
        l->interact_target = -1;
    }

    if (!lara->gravity && lara->current_state == LS_STOP &&
        lara->pos.x > it->pos.x - MIDAS_RANGE_H && lara->pos.x < it->pos.x + MIDAS_RANGE_H &&
        lara->pos.y > it->pos.y - MIDAS_RANGE_V && lara->pos.y < it->pos.y + MIDAS_RANGE_V &&
        lara->pos.z > it->pos.z - MIDAS_RANGE_H && lara->pos.z < it->pos.z + MIDAS_RANGE_H) {
        lara->current_state = LS_DIE_MIDAS;
        lara->goal_state = LS_DIE_MIDAS;
        lara_extra_anim(g, lara, EXTRA_ANIM_DIE_GOLD);
        lara->hit_points = -1;
        lara->gravity = false;
        l->air = -1;
        l->gun_status = LGS_HANDS_BUSY;
        l->gun_type = LGT_UNARMED;
        /* The camera plays the level's cinematic frames from where she
         * stands (game/camera/cinematic.c). */
        Camera_InvokeCinematic(g, lara->pos, lara->rot.y);
        return;
    }
    /* Offering the lead bar: chosen on the keys ring (or for her, without
     * one) as a keyhole takes its key. */
    if (lara->current_state != LS_STOP)
        return;
    if (!KeyHole_TakeItem(g, lara, it, O_LEADBAR_OPTION, &k_bounds))
        return;
    lara->current_state = LS_USE_MIDAS;
    lara->goal_state = LS_USE_MIDAS;
    lara_extra_anim(g, lara, EXTRA_ANIM_PLACE_BAR);
    l->gun_status = LGS_HANDS_BUSY;
    l->interact_target = index;
}

void Trap_SetupMidas(Game *g)
{
    g->objects[O_MIDAS_TOUCH].collision = midas_collision;
}
