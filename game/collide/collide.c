/* Collision probes (see collide.h). */
#include "game/collide/collide.h"

#include <string.h>

#include "game/game.h"

void Coll_GetCollisionInfo(Game *g, CollInfo *c, int32_t x, int32_t y, int32_t z, int16_t room,
                           int32_t obj_height)
{
    (void)g; (void)c; (void)x; (void)y; (void)z; (void)room; (void)obj_height;
}

void Coll_ShiftItem(Item *it, CollInfo *c)
{
    it->pos.x += c->shift.x;
    it->pos.y += c->shift.y;
    it->pos.z += c->shift.z;
    c->shift.x = c->shift.y = c->shift.z = 0;
}

void Coll_UpdateRoom(Game *g, int item, int32_t height)
{
    (void)g; (void)item; (void)height;
}

void Coll_LaraBaddieCollision(Game *g, Item *lara, CollInfo *c)
{
    (void)g; (void)lara; (void)c;
}
