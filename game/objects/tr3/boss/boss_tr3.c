/* TR3's bosses for Object_SetupTR3 (see boss_tr3.h). */
#include "game/objects/tr3/boss/boss_tr3.h"

#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/object.h"

void Tr3Bosses_Setup(struct Game *g)
{
    Tony3_Setup(g);
    Cleaner3_Setup(g);
    Willard3_Setup(g);
    Train3_Setup(g);
    London3_Setup(g);
    Puna3_Setup(g);
}

void Tr3Boss_Vanish(struct Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Object_Kill(g, item);
    it->hit_points = ITEM_DONT_TARGET;
    it->collidable = false;
    Lot_DisableAI(g, item);
    it->invisible = true;
}
