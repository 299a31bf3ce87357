/* The springboard: Lara standing on its sector at its height is thrown
 * up (fall speed -240) into a forward jump (backwards if she was stepping
 * back), and the board springs. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

enum { SPRINGBOARD_OFF = 0, SPRINGBOARD_ON = 1 };

#define SPRINGBOARD_LAUNCH (-240)

static bool same_sector(int32_t a, int32_t b) { return (a >> 10) == (b >> 10); }

static void springboard_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    if (lara && it->current_state == SPRINGBOARD_OFF && lara->pos.y == it->pos.y &&
        same_sector(lara->pos.x, it->pos.x) && same_sector(lara->pos.z, it->pos.z)) {
        if (lara->hit_points <= 0)
            return;
        if (lara->current_state == LS_BACK || lara->current_state == LS_FAST_BACK)
            lara->speed = (int16_t)-lara->speed;
        lara->fall_speed = SPRINGBOARD_LAUNCH;
        lara->gravity = true;
        Lara_SwitchAnim(g, lara, LARA_ANIM_FALL_DOWN, 0);
        lara->current_state = LS_FORWARD_JUMP;
        lara->goal_state = LS_FORWARD_JUMP;
        it->goal_state = SPRINGBOARD_ON;
    }
    Object_Animate(g, it);
}

void Trap2_SetupSpringboard(Game *g) { Trap2_SetupSpringboardAs(g, O2_SPRINGBOARD); }

void Trap2_SetupSpringboardAs(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = springboard_control;
    o->save_flags = true;
    o->save_anim = true;
}
