/* See tr3_willard_range.h. */
#include "tests/tr3_willard_range.h"

#include "game/objects/tr3/object_ids_tr3.h"

static const Tr3Anim k_will_anims[] = {
    { W_STOP, 10, 0, -1, false },     { W_WALK, 40, 20, -1, false },
    { W_LUNGE, 20, 0, 0, false },     { W_180, 60, 0, 0, false },
    { W_SHOOT, 50, 0, 0, false },     { W_KNOCKOUT, 10, 0, -1, false },
    { W_BIGKILL, 120, 0, -1, true },  { W_STUNNED, 20, 0, 5, false },
    { W_GETUP, 20, 0, 0, false },     { W_ATAK1, 20, 0, 1, false },
    { W_ATAK2, 20, 0, 1, false },
};

TestGame *Tr3Willard_Open(int *lara, int *will)
{
    static Tr3RangeItem items[7];
    for (int k = 0; k < 6; k++)
        items[k] = (Tr3RangeItem){ O3_AI_X_1, 2560 + 1024 * k, 1536, 0x4000 };
    items[6] = (Tr3RangeItem){ O3_AI_X_2, 1536, 4608, 0 };
    static const Tr3RangeExtra extra = { items, 7, false };
    Tr3Range r = { .id = O3_WILLARD_BOSS, .anims = k_will_anims, .num_anims = 11, .gap = 5 };
    int other;
    return Tr3Range_OpenWith(&r, &extra, lara, will, &other);
}
