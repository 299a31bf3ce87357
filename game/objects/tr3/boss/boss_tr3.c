/* TR3's bosses for Object_SetupTR3 (see boss_tr3.h). */
#include "game/objects/tr3/boss/boss_tr3.h"

void Tr3Bosses_Setup(struct Game *g)
{
    Tony3_Setup(g);
    Cleaner3_Setup(g);
    Willard3_Setup(g);
    Train3_Setup(g);
}
