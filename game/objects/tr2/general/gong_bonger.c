/* The gong stick (see gong_bonger.h), as the original's control. */
#include "game/objects/tr2/general/gong_bonger.h"

#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define GONG_STRIKE_FRAME 41   /* the stick meets the gong */
#define MUSIC2_REVEAL_1 61     /* TR2's CD track of the strike */
#define GONG_CAMERA_BOUNCE 50

static void gong_bonger_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Object_Animate(g, it);
    if (it->anim < 0 || (uint32_t)it->anim >= g->lv->num_animations)
        return;
    const Animation *a = &g->lv->animations[it->anim];
    if (it->frame - a->frame_start == GONG_STRIKE_FRAME) {
        if (g->music_play)
            g->music_play(g->music_user, MUSIC2_REVEAL_1);
        g->camera.bounce -= GONG_CAMERA_BOUNCE;
    }
    if (it->frame == a->frame_end) {
        /* The swing is over: the heavy triggers under the stick fire. */
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        Game_TestTriggers(g, g->world.trigger_index, true);
        Trap_KillItem(g, index);
    }
}

void GongBonger_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_GONG_BONGER];
    o->control = gong_bonger_control;
    o->save_flags = true;
    o->save_anim = true;
}
