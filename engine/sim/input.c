#include "engine/sim/input.h"

#include <stddef.h>

static const char *const k_names[INPUT_NUM_BITS] = {
    "forward", "back", "left", "right", "jump", "draw", "action",
    "walk", "option", "look", "step_left", "step_right", "roll",
};

const char *Input_BitName(int bit)
{
    if (bit < 0 || bit >= INPUT_NUM_BITS)
        return NULL;
    return k_names[bit];
}
