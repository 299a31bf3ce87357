/* The mannequin's animations: Lara's whole TR1 animation set (160
 * animations in the original numbering) with motion of our own.
 *
 * Two halves:
 *   - the STRUCTURE the original control code relies on: per animation its
 *     state id, frame count and rate, speed and acceleration, the next
 *     animation and frame, the state-change dispatch table and the
 *     animation commands (jump velocities, position moves at the end of
 *     climbs, hand-freeing effects). These are facts about the TR1 Lara
 *     set (state and animation numbers as TRX's enums name them); the
 *     tables below hold them as plain numbers. Sound commands are kept
 *     only for the sounds this level has (footstep, landing, splash).
 *   - the MOTION: poses of the 15-mesh mannequin made here from a handful
 *     of hand-written key poses (stand, crouch, arms up, hang, swim...) and
 *     a few gait cycles (walk, run, swim strokes), blended over each
 *     animation. The frame bounding boxes are measured from the posed
 *     meshes, and the poses are placed so the boxes match what the
 *     original code expects of them: feet on the floor when standing, the
 *     hands 740 above the origin when reaching and hanging (the edge-catch
 *     and hang tests put the box top on the ledge, and the pull-up needs
 *     the ledge 650..850 above her), 870 when jumping up (the vault's
 *     up-jump height is computed for that reach), the head just above the
 *     water on the surface, the body centred on the origin underwater.
 *
 * Key frames follow the TR1 layout: an animation of N frames at rate R has
 * ceil((N - 1) / R) + 1 key frames, key k showing frame min(k * R, N - 1). */
#include "engine/anim/anim.h"
#include "engine/math/fixed.h"
#include "engine/math/matrix.h"
#include "tools/levelbuild/lb_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- the structure tables --------------------------------------------------- */

typedef LB_AnimDef LaraAnimDef;

/* One dispatch: in `anim`, when the goal state is `state` and the frame
 * (relative) is in low..high, go to `target` at `target_frame` (relative).
 * Consecutive entries of one animation and state form one state change. */
typedef struct {
    uint8_t anim, state;
    uint16_t low, high;
    uint8_t target;
    uint16_t target_frame;
} LaraDispatchDef;

/* Animation commands; frames (sound, effect) relative to the animation. */
enum {
    LB_CMD_MOVE = 1,        /* x, y, z moved at the end (climbs) */
    LB_CMD_JUMP = 2,        /* vertical, horizontal speed at the end */
    LB_CMD_EMPTY_HANDS = 3,
    LB_CMD_KILL = 4,
    LB_CMD_SOUND = 5,       /* frame, sound id */
    LB_CMD_EFFECT = 6,      /* frame, flipeffect */
};
typedef struct {
    uint8_t anim, type;
    int16_t a, b, c;
} LaraCommandDef;

#define U(n) ((n) * 65536)

static const LaraAnimDef k_lara_anims[LB_LARA_NUM_ANIMS] = {
    /*   0 run                                    */ { 1,  22, 1, U(47), U(0),   0,   0},
    /*   1 walk_forward                           */ { 0,  36, 2, U(15), U(0),   1,   0},
    /*   2 walk_stop_right                        */ { 0,  16, 2, U(0), U(0),  11,   0},
    /*   3 walk_stop_left                         */ { 0,  16, 2, U(0), U(0),  11,   0},
    /*   4 walk_to_run_right                      */ { 0,   3, 1, U(15), U(16),   0,   8},
    /*   5 walk_to_run_left                       */ { 0,   3, 1, U(15), U(16),   0,  19},
    /*   6 run_start                              */ { 1,  14, 1, 1572863, 115948,   0,  19},
    /*   7 run_to_walk_right                      */ { 0,  21, 3, U(47), -104857,   1,  30},
    /*   8 run_to_stand_left                      */ { 1,  16, 2, U(47), -205346,  11,   0},
    /*   9 run_to_walk_left                       */ { 0,  21, 3, U(47), -104857,   1,  11},
    /*  10 run_to_stand_right                     */ { 1,  17, 2, U(47), -192512,  11,   0},
    /*  11 stand_still                            */ { 2,   1, 1, U(0), U(0), 103,   0},
    /*  12 turn_right_slow                        */ { 6,  31, 2, U(0), U(0),  12,   2},
    /*  13 turn_left_slow                         */ { 7,  31, 2, U(0), U(0),  13,   2},
    /*  14 jump_forward_land_start_unused         */ { 2,   7, 2, U(30), U(-5),  15,   0},
    /*  15 jump_forward_land_end_unused           */ { 2,  20, 2, U(0), U(0),  11,   0},
    /*  16 run_jump_right_start                   */ { 3,   7, 1, U(47), U(0),  17,   0},
    /*  17 run_jump_right_continue                */ { 3,  11, 1, U(0), U(0),  77,  17},
    /*  18 run_jump_left_start                    */ { 3,   7, 1, U(47), U(0),  19,   0},
    /*  19 run_jump_left_continue                 */ { 3,  11, 1, U(0), U(0),  77,  17},
    /*  20 walk_forward_start                     */ { 0,  10, 3, U(2), U(0),  21,   0},
    /*  21 walk_forward_start_continue            */ { 0,  17, 2, U(8), 28671,   1,  15},
    /*  22 jump_forward_to_freefall               */ { 9,  10, 2, U(40), -291271,  23,   0},
    /*  23 freefall                               */ { 9,  10, 2, U(0), U(0),  23,   0},
    /*  24 freefall_land                          */ { 2,  40, 2, U(0), U(0),  11,   0},
    /*  25 freefall_land_death                    */ { 8,  20, 1, U(0), U(0),  25,  19},
    /*  26 stand_to_jump_up                       */ {19,  16, 2, U(0), U(0),  27,   0},
    /*  27 stand_to_jump_up_continue              */ {28,   5, 1, U(0), U(0),  28,   0},
    /*  28 jump_up                                */ {28,  11, 5, U(2), U(0),  28,   0},
    /*  29 jump_up_to_hang_unused                 */ {10,   5, 2, U(2), U(0),  96,   0},
    /*  30 jump_up_to_freefall                    */ { 9,   5, 1, U(0), U(0),  23,   0},
    /*  31 jump_up_land                           */ { 2,  20, 2, U(0), U(0),  11,   0},
    /*  32 smash_jump                             */ { 9,   3, 1, U(30), U(-15),  33,   0},
    /*  33 smash_jump_continue                    */ { 9,   9, 1, -3932159, 491519,  23,   0},
    /*  34 fall_start                             */ { 3,   5, 1, U(0), U(0),  35,   0},
    /*  35 fall                                   */ { 3,  10, 3, U(0), U(0),  35,   9},
    /*  36 fall_to_freefall                       */ { 9,   7, 1, U(0), U(0),  23,   0},
    /*  37 hang_to_freefall                       */ { 9,   6, 1, U(0), U(0),  23,   0},
    /*  38 walk_back_end_right                    */ {16,   9, 2, 327679, -40959,  11,   0},
    /*  39 walk_back_end_left                     */ {16,   9, 2, 327679, -40959,  11,   0},
    /*  40 walk_back                              */ {16,  60, 4, U(10), U(0),  40,   0},
    /*  41 walk_back_start                        */ {16,  16, 3, U(2), U(0),  40,   0},
    /*  42 climb_3click                           */ { 2,  66, 2, U(0), U(0),  11,   0},
    /*  43 climb_3click_end_to_run                */ { 1,   3, 2, U(0), U(6),   6,   3},
    /*  44 turn_right                             */ {20,  21, 2, U(0), U(0),  44,   0},
    /*  45 jump_forward_to_freefall_2             */ { 9,   7, 2, U(50), U(-5),  23,   0},
    /*  46 reach_to_freefall                      */ { 3,   7, 1, U(0), U(0),   0,   0},
    /*  47 roll_alternate                         */ {45,  26, 8, 3932159, -99614,  48,   1},
    /*  48 roll_end_alternate                     */ {45,   6, 5, U(0), U(0),  11,   0},
    /*  49 jump_forward_end_to_freefall           */ { 9,   9, 1, U(0), U(0),  23,   0},
    /*  50 climb_2click                           */ { 2,  28, 2, U(0), U(0),  51,   0},
    /*  51 climb_2click_end                       */ { 2,   8, 2, U(0), U(0),  11,   0},
    /*  52 climb_2click_end_to_run                */ { 1,   5, 2, U(0), 131071,   6,   3},
    /*  53 wall_smash_left                        */ { 2,  15, 1, U(0), U(0),  11,   0},
    /*  54 wall_smash_right                       */ { 2,  15, 1, U(0), U(0),  11,   0},
    /*  55 run_up_step_right                      */ { 1,   7, 1, U(47), U(0),   0,   7},
    /*  56 run_up_step_left                       */ { 1,   7, 1, U(47), U(0),   0,  18},
    /*  57 walk_up_step_right                     */ { 0,  14, 2, U(5), U(0),   1,  13},
    /*  58 walk_up_step_left                      */ { 0,  16, 2, U(5), U(0),   1,  31},
    /*  59 walk_down_left                         */ { 0,  13, 2, 786431, U(0),   1,  28},
    /*  60 walk_down_right                        */ { 0,  12, 2, U(12), U(0),   1,  10},
    /*  61 walk_down_back_left                    */ {16,  31, 3, U(10), U(0),  40,  31},
    /*  62 walk_down_back_right                   */ {16,  31, 3, U(10), U(0),  40,   1},
    /*  63 wall_switch_down                       */ {40,  45, 3, U(0), U(0),  11,   0},
    /*  64 wall_switch_up                         */ {41,  46, 3, U(0), U(0),  11,   0},
    /*  65 side_step_left                         */ {22,  25, 2, U(9), U(0),  65,   0},
    /*  66 side_step_left_end                     */ {22,   5, 3, U(0), U(0),  11,   0},
    /*  67 side_step_right                        */ {21,  25, 2, U(9), U(0),  67,   0},
    /*  68 side_step_right_end                    */ {21,   5, 3, U(0), U(0),  11,   0},
    /*  69 rotate_left                            */ {20,  21, 2, U(0), U(0),  69,   0},
    /*  70 slide_forward                          */ {24,  21, 4, U(50), U(0),  70,   0},
    /*  71 slide_forward_end                      */ {24,  15, 1, U(30), U(0),  72,   0},
    /*  72 slide_forward_stop                     */ {24,   9, 2, U(0), U(0),  11,   0},
    /*  73 stand_to_jump                          */ {15,  11, 1, U(0), U(0),  91,   0},
    /*  74 jump_back_start                        */ {25,   3, 1, 6553599, U(0),  75,   0},
    /*  75 jump_back                              */ {25,  40, 2, U(0), U(0),  75,  39},
    /*  76 jump_forward_start                     */ { 3,   3, 1, 6553599, U(0),  77,   0},
    /*  77 jump_forward                           */ { 3,  40, 2, U(0), U(0),  77,  39},
    /*  78 jump_left_start                        */ {27,   3, 1, 6553599, U(0),  79,   0},
    /*  79 jump_left                              */ {27,  40, 2, U(0), U(0),  79,  39},
    /*  80 jump_right_start                       */ {26,   3, 1, 6553599, U(0),  81,   0},
    /*  81 jump_right                             */ {26,  40, 2, U(0), U(0),  81,  39},
    /*  82 land                                   */ { 2,  18, 1, U(0), U(0),  11,   0},
    /*  83 jump_back_to_freefall                  */ { 9,   5, 1, U(0), U(0),  23,   0},
    /*  84 jump_left_to_freefall                  */ { 9,   5, 1, U(0), U(0),  23,   0},
    /*  85 jump_right_to_freefall                 */ { 9,   5, 1, U(0), U(0),  23,   0},
    /*  86 underwater_swim_forward                */ {17,  37, 3, U(0), U(0),  86,   0},
    /*  87 underwater_swim_forward_drift          */ {18,   1, 1, U(0), U(0),  87,   0},
    /*  88 small_jump_back_start                  */ { 5,  10, 2, U(0), 305834,  89,   0},
    /*  89 small_jump_back                        */ { 5,  12, 2, U(42), U(0),  90,   0},
    /*  90 small_jump_back_end                    */ { 5,   6, 2, U(42), -550502,  11,   0},
    /*  91 jump_up_start                          */ {28,   3, 1, U(0), U(0),  28,   0},
    /*  92 land_to_run                            */ { 1,  10, 2, U(47), U(0),   0,   1},
    /*  93 fall_back                              */ {29,  10, 2, U(0), U(0),  93,   9},
    /*  94 jump_forward_to_reach                  */ {11,   9, 2, U(48), U(0),  95,   0},
    /*  95 reach                                  */ {11,   1, 1, U(0), U(0),  95,   0},
    /*  96 reach_to_hang                          */ {10,  22, 2, U(0), U(0),  96,  21},
    /*  97 climb_on                               */ {19,  74, 3, U(0), U(0), 102,   0},
    /*  98 reach_to_freefall_2                    */ { 9,   6, 2, U(0), U(0),  23,   0},
    /*  99 fall_crouching_landing                 */ { 2,   1, 1, U(0), U(0),  82,   2},
    /* 100 jump_forward_to_reach_late             */ {11,   7, 1, U(0), U(0),  95,   0},
    /* 101 jump_forward_start_to_reach_alternate  */ {11,   4, 1, U(0), U(0),  95,   0},
    /* 102 climb_on_end                           */ {19,   1, 1, U(0), U(0),  11,   0},
    /* 103 stand_idle                             */ { 2,  69, 4, U(0), U(0), 103,   0},
    /* 104 slide_backward_start                   */ {32,   9, 2, U(0), 409600, 105,   0},
    /* 105 slide_backward                         */ {32,  23, 4, U(50), U(0), 105,   0},
    /* 106 slide_backward_end                     */ {32,  16, 2, U(50), -218453,  11,   0},
    /* 107 underwater_swim_to_idle                */ {13,  11, 2, U(0), U(0), 108,  18},
    /* 108 underwater_idle                        */ {13,  65, 4, U(0), U(0), 108,   0},
    /* 109 underwater_idle_to_swim                */ {17,   7, 2, U(0), U(0),  86,  36},
    /* 110 onwater_idle                           */ {33,  41, 4, U(0), U(0), 110,   0},
    /* 111 onwater_to_stand_high                  */ {55,  46, 2, U(0), U(0),  11,   0},
    /* 112 freefall_to_underwater                 */ {35,  26, 2, U(0), U(0),  86,   0},
    /* 113 onwater_dive_alternate                 */ {35,  16, 1, U(0), U(0),  86,   0},
    /* 114 underwater_to_onwater                  */ {33,  11, 2, U(0), U(0), 110,   0},
    /* 115 onwater_swim_forward_dive              */ {35,  21, 2, U(0), U(0),  86,   0},
    /* 116 onwater_swim_forward                   */ {34,  40, 4, U(0), U(0), 116,   0},
    /* 117 onwater_swim_forward_to_idle           */ {33,  16, 2, U(0), U(0), 110,   0},
    /* 118 onwater_idle_to_swim_forward           */ {34,  16, 2, U(0), U(0), 116,   0},
    /* 119 onwater_dive                           */ {35,  31, 1, U(0), U(0),  86,   0},
    /* 120 pushable_grab                          */ {38,  20, 5, U(0), U(0), 120,  19},
    /* 121 pushable_release                       */ {38,  20, 5, U(0), U(0),  11,   0},
    /* 122 pushable_pull                          */ {37, 209, 3, U(0), U(0),  11,   0},
    /* 123 pushable_push                          */ {36, 180, 3, U(0), U(0),  11,   0},
    /* 124 underwater_death                       */ {44, 165, 3, U(0), U(0), 124, 164},
    /* 125 hit_front                              */ { 0,  35, 1, U(0), U(0), 125,   0},
    /* 126 hit_back                               */ { 0,  35, 1, U(0), U(0), 126,   0},
    /* 127 hit_left                               */ { 0,  35, 1, U(0), U(0), 127,   0},
    /* 128 hit_right                              */ { 0,  35, 1, U(0), U(0),   0,   0},
    /* 129 underwater_switch                      */ {40, 146, 3, U(0), U(0), 108,  21},
    /* 130 underwater_pickup                      */ {39,  33, 3, U(0), U(0), 108,  21},
    /* 131 use_key                                */ {42, 135, 3, U(0), U(0),  11,   0},
    /* 132 onwater_death                          */ {44, 140, 3, U(0), U(0), 132, 139},
    /* 133 run_death                              */ { 8,  32, 2, U(48), -101475, 133,  31},
    /* 134 use_puzzle                             */ {43, 109, 3, U(0), U(0),  11,   0},
    /* 135 pickup                                 */ {39,  66, 3, U(0), U(0),  11,   0},
    /* 136 shimmy_left                            */ {30,  30, 2, U(8), U(0), 136,   0},
    /* 137 shimmy_right                           */ {31,  30, 2, U(8), U(0), 137,   0},
    /* 138 stand_death                            */ { 8,  34, 3, U(0), U(0), 138,  33},
    /* 139 boulder_death                          */ {46,  40, 2, U(0), U(0), 139,  39},
    /* 140 onwater_idle_to_swim_back              */ {47,  20, 3, U(0), U(0), 141,   0},
    /* 141 onwater_swim_back                      */ {47,  55, 3, U(0), U(0), 141,   0},
    /* 142 onwater_swim_back_to_idle              */ {47,  20, 3, U(0), U(0), 110,   0},
    /* 143 onwater_swim_left                      */ {48,  45, 3, U(0), U(0), 143,   0},
    /* 144 onwater_swim_right                     */ {49,  45, 3, U(0), U(0), 144,   0},
    /* 145 death_jump                             */ { 8,  69, 3, U(0), U(0), 145,  68},
    /* 146 roll_start                             */ {45,  10, 3, U(50), U(0), 147,   0},
    /* 147 roll_continue                          */ {23,  14, 3, U(50), -151236, 148,   0},
    /* 148 roll_end                               */ { 2,   8, 3, U(0), U(0),  11,   0},
    /* 149 spike_death                            */ { 8,  87, 4, U(0), U(0), 149,  86},
    /* 150 reach_to_thin_ledge                    */ {10,  39, 3, U(0), U(0),  96,  21},
    /* 151 swandive_roll                          */ {45,  23, 2, U(37), -110219,  11,   0},
    /* 152 swandive_to_underwater                 */ {35,  22, 3, U(0), U(0),  87,   0},
    /* 153 freefall_swandive                      */ {53,   9, 4, U(0), U(0), 153,   8},
    /* 154 freefall_swandive_to_underwater        */ {35,  28, 5, U(0), U(0),  87,   0},
    /* 155 swandive_death                         */ { 8,  19, 2, U(0), U(0), 155,  18},
    /* 156 swandive_left                          */ {52,  13, 4, U(0), U(0), 158,  10},
    /* 157 swandive_right                         */ {52,  13, 4, U(0), U(0), 158,  10},
    /* 158 swandive_start                         */ {52,  40, 2, U(0), U(0), 158,  39},
    /* 159 climb_on_handstand                     */ {54, 193, 2, U(0), U(0), 102,   0},
};

static const LaraDispatchDef k_lara_dispatches[] = {
    {0, 0, 5, 6, 7, 0}, {0, 0, 15, 16, 9, 0}, {0, 2, 0, 5, 8, 0}, {0, 2, 10, 14, 10, 1},
    {0, 3, 14, 15, 16, 0}, {0, 3, 3, 4, 18, 0}, {0, 8, 0, 22, 133, 0},
    {1, 1, 14, 16, 4, 0}, {1, 1, 33, 35, 5, 0}, {1, 2, 15, 16, 2, 0}, {1, 2, 33, 34, 3, 0},
    {6, 2, 6, 8, 10, 0},
    {8, 8, 0, 16, 133, 0},
    {10, 8, 0, 17, 133, 0},
    {11, 0, 0, 1, 20, 0}, {11, 1, 0, 1, 6, 0}, {11, 5, 0, 1, 88, 0}, {11, 6, 0, 1, 12, 0},
    {11, 7, 0, 1, 13, 0}, {11, 8, 0, 1, 138, 0}, {11, 15, 0, 1, 73, 0}, {11, 16, 0, 1, 41, 0},
    {11, 21, 0, 1, 67, 0}, {11, 22, 0, 1, 65, 0}, {11, 28, 0, 1, 26, 0}, {11, 38, 0, 1, 120, 0},
    {11, 39, 0, 1, 135, 0}, {11, 40, 0, 1, 63, 0}, {11, 41, 0, 1, 64, 0}, {11, 42, 0, 1, 131, 0},
    {11, 43, 0, 1, 134, 0},
    {12, 0, 0, 31, 20, 0}, {12, 1, 0, 31, 6, 0}, {12, 2, 0, 31, 11, 0}, {12, 20, 2, 3, 44, 0},
    {13, 0, 0, 31, 20, 0}, {13, 1, 0, 31, 6, 0}, {13, 2, 0, 31, 11, 0}, {13, 20, 2, 3, 69, 0},
    {14, 8, 0, 7, 133, 0},
    {16, 8, 0, 7, 133, 0},
    {17, 1, 5, 11, 92, 0}, {17, 2, 5, 11, 92, 0}, {17, 52, 0, 2, 157, 0},
    {18, 8, 0, 7, 133, 0},
    {19, 1, 5, 11, 92, 0}, {19, 2, 5, 11, 92, 0}, {19, 52, 0, 2, 156, 0},
    {22, 1, 0, 10, 24, 0}, {22, 2, 0, 10, 24, 0},
    {23, 1, 0, 10, 24, 0}, {23, 2, 0, 10, 24, 0}, {23, 8, 0, 10, 25, 0},
    {28, 2, 0, 11, 31, 0}, {28, 9, 0, 11, 30, 0}, {28, 10, 0, 11, 29, 0},
    {30, 2, 0, 5, 24, 0},
    {31, 8, 1, 2, 145, 2}, {31, 15, 3, 5, 73, 6},
    {34, 11, 0, 5, 94, 6},
    {35, 1, 0, 10, 92, 0}, {35, 2, 0, 10, 82, 0}, {35, 9, 0, 10, 36, 0}, {35, 11, 0, 10, 94, 5},
    {36, 2, 0, 7, 24, 0},
    {40, 0, 54, 55, 21, 0}, {40, 1, 27, 28, 6, 1}, {40, 2, 25, 26, 38, 0}, {40, 2, 55, 56, 39, 0},
    {44, 0, 0, 21, 20, 0}, {44, 1, 0, 21, 6, 0}, {44, 2, 0, 21, 11, 0},
    {46, 2, 4, 7, 14, 0}, {46, 2, 0, 4, 99, 0}, {46, 9, 0, 7, 23, 0}, {46, 10, 0, 4, 96, 0},
    {49, 2, 0, 9, 24, 0},
    {51, 1, 0, 8, 52, 0},
    {55, 2, 6, 7, 8, 6},
    {56, 2, 6, 7, 10, 7},
    {61, 2, 25, 31, 38, 0},
    {62, 2, 28, 31, 39, 0},
    {65, 2, 24, 25, 66, 0},
    {67, 2, 24, 25, 68, 0},
    {69, 0, 0, 21, 20, 0}, {69, 1, 0, 21, 6, 0}, {69, 2, 0, 21, 11, 0},
    {70, 2, 0, 21, 71, 0}, {70, 3, 0, 21, 76, 1},
    {73, 3, 8, 11, 76, 0}, {73, 25, 8, 11, 74, 0}, {73, 26, 8, 11, 80, 0}, {73, 27, 8, 11, 78, 0},
    {75, 2, 15, 40, 82, 0}, {75, 9, 39, 40, 83, 0},
    {77, 1, 15, 40, 92, 0}, {77, 2, 14, 40, 82, 0}, {77, 9, 39, 40, 45, 0}, {77, 11, 8, 28, 94, 0},
    {77, 11, 28, 40, 100, 0}, {77, 52, 0, 2, 158, 0},
    {79, 2, 15, 40, 82, 0}, {79, 9, 39, 40, 84, 0},
    {81, 2, 15, 40, 82, 0}, {81, 9, 39, 40, 85, 0},
    {82, 1, 17, 18, 6, 1}, {82, 6, 17, 18, 12, 0}, {82, 7, 17, 18, 13, 0}, {82, 8, 1, 2, 145, 1},
    {82, 15, 17, 18, 73, 2}, {82, 15, 9, 11, 73, 7},
    {83, 2, 0, 5, 82, 0},
    {84, 2, 0, 5, 82, 0},
    {85, 2, 0, 5, 82, 0},
    {86, 18, 35, 37, 87, 0}, {86, 18, 0, 2, 87, 0}, {86, 44, 0, 37, 124, 0},
    {87, 13, 0, 1, 107, 0}, {87, 17, 0, 1, 86, 0}, {87, 44, 0, 1, 124, 0},
    {93, 2, 0, 10, 82, 0}, {93, 9, 0, 10, 36, 0}, {93, 11, 7, 10, 94, 0},
    {94, 2, 0, 9, 82, 0}, {94, 9, 0, 9, 98, 0}, {94, 10, 0, 9, 96, 0},
    {95, 2, 0, 1, 82, 0}, {95, 9, 0, 1, 98, 0}, {95, 10, 0, 1, 96, 0},
    {96, 19, 12, 22, 97, 0}, {96, 30, 21, 22, 136, 0}, {96, 31, 21, 22, 137, 0}, {96, 54, 21, 22, 159, 0},
    {98, 2, 3, 6, 24, 0}, {98, 2, 0, 3, 99, 0},
    {100, 2, 0, 7, 82, 0},
    {103, 0, 0, 69, 20, 0}, {103, 1, 0, 69, 6, 0}, {103, 5, 0, 69, 88, 0}, {103, 6, 0, 69, 12, 0},
    {103, 7, 0, 69, 13, 0}, {103, 8, 0, 69, 138, 0}, {103, 15, 0, 69, 73, 0}, {103, 16, 0, 69, 41, 0},
    {103, 21, 0, 69, 67, 0}, {103, 22, 0, 69, 65, 0}, {103, 28, 0, 69, 26, 0}, {103, 38, 0, 69, 120, 0},
    {103, 39, 0, 69, 135, 0}, {103, 40, 0, 69, 63, 0}, {103, 41, 0, 69, 64, 0}, {103, 42, 0, 69, 131, 0},
    {103, 43, 0, 69, 134, 0},
    {104, 2, 0, 9, 106, 0}, {104, 25, 0, 9, 74, 0},
    {105, 2, 0, 23, 106, 0}, {105, 25, 0, 23, 74, 0},
    {108, 17, 0, 65, 109, 0}, {108, 39, 0, 65, 130, 0}, {108, 40, 0, 65, 129, 0}, {108, 44, 0, 65, 124, 9},
    {110, 2, 0, 41, 111, 0}, {110, 34, 0, 41, 118, 0}, {110, 44, 0, 41, 132, 0}, {110, 47, 0, 41, 140, 0},
    {110, 48, 0, 41, 143, 0}, {110, 49, 0, 41, 144, 0},
    {116, 17, 0, 3, 115, 0}, {116, 33, 0, 40, 117, 0}, {116, 44, 0, 40, 132, 0},
    {120, 2, 15, 20, 121, 0}, {120, 36, 19, 20, 123, 0}, {120, 37, 19, 20, 122, 0},
    {136, 10, 29, 30, 96, 21},
    {137, 10, 29, 30, 96, 21},
    {141, 33, 0, 30, 142, 0}, {141, 33, 30, 55, 142, 0},
    {143, 33, 0, 5, 110, 0}, {143, 33, 5, 27, 143, 30},
    {144, 33, 0, 5, 110, 0}, {144, 33, 5, 27, 144, 30},
    {153, 2, 0, 9, 151, 2}, {153, 8, 0, 9, 155, 0}, {153, 35, 0, 9, 154, 0},
    {156, 2, 0, 13, 24, 0},
    {157, 2, 0, 13, 24, 0},
    {158, 2, 0, 21, 24, 0}, {158, 2, 21, 40, 151, 0}, {158, 35, 0, 40, 152, 0}, {158, 53, 39, 40, 153, 0},
};

static const LaraCommandDef k_lara_commands[] = {
    {0, LB_CMD_SOUND, 4, 0, 0},
    {0, LB_CMD_SOUND, 15, 0, 0},
    {1, LB_CMD_SOUND, 4, 0, 0},
    {1, LB_CMD_SOUND, 24, 0, 0},
    {2, LB_CMD_SOUND, 4, 0, 0},
    {2, LB_CMD_SOUND, 15, 0, 0},
    {3, LB_CMD_SOUND, 4, 0, 0},
    {3, LB_CMD_SOUND, 14, 0, 0},
    {6, LB_CMD_SOUND, 10, 0, 0},
    {7, LB_CMD_SOUND, 16, 0, 0},
    {8, LB_CMD_SOUND, 1, 0, 0},
    {8, LB_CMD_SOUND, 9, 0, 0},
    {9, LB_CMD_SOUND, 14, 0, 0},
    {9, LB_CMD_SOUND, 0, 0, 0},
    {10, LB_CMD_SOUND, 3, 0, 0},
    {10, LB_CMD_SOUND, 12, 0, 0},
    {12, LB_CMD_SOUND, 3, 0, 0},
    {12, LB_CMD_SOUND, 17, 0, 0},
    {13, LB_CMD_SOUND, 13, 0, 0},
    {13, LB_CMD_SOUND, 27, 0, 0},
    {14, LB_CMD_SOUND, 1, 4, 0},
    {15, LB_CMD_SOUND, 13, 0, 0},
    {15, LB_CMD_SOUND, 19, 0, 0},
    {16, LB_CMD_JUMP, -100, 75, 0},
    {16, LB_CMD_SOUND, 1, 0, 0},
    {18, LB_CMD_JUMP, -100, 75, 0},
    {18, LB_CMD_SOUND, 1, 0, 0},
    {21, LB_CMD_SOUND, 6, 0, 0},
    {24, LB_CMD_SOUND, 1, 4, 0},
    {26, LB_CMD_JUMP, -110, 2, 0},
    {29, LB_CMD_MOVE, 0, -138, 0},
    {31, LB_CMD_SOUND, 2, 4, 0},
    {33, LB_CMD_SOUND, 0, 4, 0},
    {38, LB_CMD_SOUND, 6, 0, 0},
    {39, LB_CMD_SOUND, 5, 0, 0},
    {40, LB_CMD_SOUND, 12, 0, 0},
    {40, LB_CMD_SOUND, 42, 0, 0},
    {42, LB_CMD_MOVE, 0, -768, 128},
    {42, LB_CMD_SOUND, 45, 0, 0},
    {42, LB_CMD_EFFECT, 49, 12, 0},
    {43, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {43, LB_CMD_MOVE, 0, -512, 128},
    {44, LB_CMD_SOUND, 20, 0, 0},
    {44, LB_CMD_SOUND, 9, 0, 0},
    {48, LB_CMD_EFFECT, 5, 0, 0},
    {48, LB_CMD_SOUND, 5, 0, 0},
    {50, LB_CMD_MOVE, 0, -512, 128},
    {50, LB_CMD_SOUND, 11, 0, 0},
    {50, LB_CMD_EFFECT, 17, 12, 0},
    {51, LB_CMD_SOUND, 7, 0, 0},
    {55, LB_CMD_SOUND, 1, 0, 0},
    {56, LB_CMD_SOUND, 1, 0, 0},
    {57, LB_CMD_SOUND, 2, 0, 0},
    {58, LB_CMD_SOUND, 5, 0, 0},
    {59, LB_CMD_SOUND, 7, 0, 0},
    {60, LB_CMD_SOUND, 6, 0, 0},
    {61, LB_CMD_SOUND, 12, 0, 0},
    {62, LB_CMD_SOUND, 13, 0, 0},
    {63, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {64, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {65, LB_CMD_SOUND, 15, 0, 0},
    {65, LB_CMD_SOUND, 24, 0, 0},
    {67, LB_CMD_SOUND, 14, 0, 0},
    {67, LB_CMD_SOUND, 24, 0, 0},
    {69, LB_CMD_SOUND, 12, 0, 0},
    {69, LB_CMD_SOUND, 20, 0, 0},
    {71, LB_CMD_SOUND, 0, 0, 0},
    {71, LB_CMD_SOUND, 6, 0, 0},
    {71, LB_CMD_SOUND, 11, 0, 0},
    {72, LB_CMD_SOUND, 8, 0, 0},
    {73, LB_CMD_SOUND, 3, 0, 0},
    {74, LB_CMD_JUMP, -100, 50, 0},
    {76, LB_CMD_JUMP, -100, 50, 0},
    {78, LB_CMD_JUMP, -100, 50, 0},
    {80, LB_CMD_JUMP, -100, 50, 0},
    {82, LB_CMD_SOUND, 0, 4, 0},
    {82, LB_CMD_SOUND, 17, 0, 0},
    {86, LB_CMD_EFFECT, 16, 3, 0},
    {86, LB_CMD_EFFECT, 33, 3, 0},
    {89, LB_CMD_SOUND, 11, 0, 0},
    {90, LB_CMD_SOUND, 3, 0, 0},
    {91, LB_CMD_JUMP, -110, 2, 0},
    {92, LB_CMD_SOUND, 1, 0, 0},
    {96, LB_CMD_SOUND, 6, 4, 0},
    {97, LB_CMD_MOVE, 0, -735, 0},
    {97, LB_CMD_SOUND, 52, 0, 0},
    {97, LB_CMD_SOUND, 69, 0, 0},
    {97, LB_CMD_SOUND, 73, 0, 0},
    {97, LB_CMD_EFFECT, 59, 12, 0},
    {99, LB_CMD_SOUND, 0, 4, 0},
    {102, LB_CMD_MOVE, 0, 0, 200},
    {104, LB_CMD_SOUND, 0, 4, 0},
    {106, LB_CMD_SOUND, 6, 0, 0},
    {106, LB_CMD_SOUND, 13, 0, 0},
    {108, LB_CMD_EFFECT, 18, 3, 0},
    {108, LB_CMD_EFFECT, 7, 3, 0},
    {108, LB_CMD_EFFECT, 29, 3, 0},
    {111, LB_CMD_EFFECT, 32, 12, 0},
    {112, LB_CMD_SOUND, 1, 33, 0},
    {112, LB_CMD_EFFECT, 13, 3, 0},
    {112, LB_CMD_EFFECT, 14, 3, 0},
    {112, LB_CMD_EFFECT, 15, 3, 0},
    {119, LB_CMD_EFFECT, 10, 3, 0},
    {119, LB_CMD_EFFECT, 7, 3, 0},
    {119, LB_CMD_EFFECT, 9, 3, 0},
    {121, LB_CMD_EFFECT, 1, 12, 0},
    {122, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {122, LB_CMD_MOVE, 0, 0, -1024},
    {123, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {123, LB_CMD_MOVE, 0, 0, 1024},
    {124, LB_CMD_EFFECT, 14, 3, 0},
    {124, LB_CMD_EFFECT, 34, 3, 0},
    {124, LB_CMD_EFFECT, 85, 3, 0},
    {124, LB_CMD_EFFECT, 67, 3, 0},
    {124, LB_CMD_EFFECT, 21, 3, 0},
    {124, LB_CMD_EFFECT, 58, 3, 0},
    {129, LB_CMD_EFFECT, 75, 3, 0},
    {129, LB_CMD_EFFECT, 54, 3, 0},
    {129, LB_CMD_EFFECT, 113, 3, 0},
    {130, LB_CMD_EFFECT, 19, 3, 0},
    {130, LB_CMD_EFFECT, 8, 3, 0},
    {131, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {132, LB_CMD_EFFECT, 30, 3, 0},
    {132, LB_CMD_EFFECT, 78, 3, 0},
    {132, LB_CMD_EFFECT, 21, 3, 0},
    {134, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {135, LB_CMD_EMPTY_HANDS, 0, 0, 0},
    {145, LB_CMD_SOUND, 3, 4, 0},
    {147, LB_CMD_EFFECT, 0, 0, 0},
    {151, LB_CMD_SOUND, 1, 4, 0},
    {151, LB_CMD_SOUND, 22, 0, 0},
    {151, LB_CMD_SOUND, 11, 0, 0},
    {152, LB_CMD_SOUND, 1, 33, 0},
    {154, LB_CMD_SOUND, 1, 33, 0},
    {159, LB_CMD_EFFECT, 178, 12, 0},
};

/* ---- poses -------------------------------------------------------------------- */

#define NUM_MESHES 15
#define DEG(d) ((int32_t)(d) * 65536 / 360)

/* Mesh slots of the TR1 Lara tree (the mannequin's meshes in that order). */
enum {
    J_HIPS = 0, J_LTHIGH, J_LSHIN, J_LFOOT, J_RTHIGH, J_RSHIN, J_RFOOT, J_TORSO,
    J_RUARM, J_RLARM, J_RHAND, J_LUARM, J_LLARM, J_LHAND, J_HEAD
};

/* A pose: per mesh its X, Y, Z rotation (16-bit angles; X forward swings a
 * hanging limb forward and leans the torso back) and the root offset. */
typedef struct {
    int32_t r[NUM_MESHES][3];
    int32_t ox, oy, oz;
} LPose;

/* Heights of the box tops the original code relies on (see the top of
 * the file): the hands when reaching and hanging, when jumping up. */
#define HANG_TOP (-740)
#define UPJUMP_TOP (-870)

/* How a key pose sits relative to the item's origin. */
typedef enum {
    PL_GROUND,      /* lowest point on y = v (feet on the floor) */
    PL_TOP,         /* highest point on y = v (hands on a ledge, head at the surface) */
    PL_HANDS,       /* lowest point of the hands on y = v (pushing on a ledge) */
    PL_CENTRE,      /* box centred on the origin (underwater) */
} Placement;

/* What the builder needs to measure poses: the mannequin's meshes and tree. */
typedef LB_PoseCtx PoseCtx;

/* Both angle sets a frame stores are 10-bit: measure what the engine will
 * draw. */
static int32_t Quantise(int32_t a) { return (int32_t)(((uint32_t)a >> 6) & 0x3FF) << 6; }

static void ToFrame(const LPose *p, AnimFrame *f)
{
    memset(f, 0, sizeof *f);
    f->offset = (Vec3s){(int16_t)p->ox, (int16_t)p->oy, (int16_t)p->oz};
    f->num_meshes = NUM_MESHES;
    for (int m = 0; m < NUM_MESHES; m++)
        for (int k = 0; k < 3; k++)
            f->rot[m][k] = (uint16_t)Quantise(p->r[m][k]);
}

/* Bounding box of the posed meshes in `mask` (bit per mesh), item space. */
static void Measure(const PoseCtx *c, const LPose *p, uint32_t mask, int32_t lo[3],
                    int32_t hi[3])
{
    AnimFrame f;
    AnimPose pose;
    ToFrame(p, &f);
    Anim_PoseFromFrame(c->lv, &c->model, &f, NULL, &pose);
    for (int k = 0; k < 3; k++) {
        lo[k] = INT32_MAX;
        hi[k] = INT32_MIN;
    }
    for (int m = 0; m < NUM_MESHES; m++) {
        if (!(mask & (1u << m)))
            continue;
        const Mesh *mesh = Level_MeshAt(c->lv, c->model.start_mesh + (uint32_t)m);
        for (uint32_t v = 0; mesh && v < mesh->num_vertices; v++) {
            int64_t w[3];
            Mat34_Transform(&pose.mesh[m], mesh->vertices[v].x, mesh->vertices[v].y,
                            mesh->vertices[v].z, w);
            for (int k = 0; k < 3; k++) {
                lo[k] = MIN(lo[k], (int32_t)w[k]);
                hi[k] = MAX(hi[k], (int32_t)w[k]);
            }
        }
    }
}

#define ALL_MESHES ((1u << NUM_MESHES) - 1)
#define HAND_MESHES ((1u << J_RHAND) | (1u << J_LHAND))

/* Moves the root so the pose sits as asked, then by (dy, dz). */
static void Place(const PoseCtx *c, LPose *p, Placement how, int32_t v, int32_t dy, int32_t dz)
{
    int32_t lo[3], hi[3];
    p->ox = 0;
    p->oy = 0;
    p->oz = 0;
    Measure(c, p, how == PL_HANDS ? HAND_MESHES : ALL_MESHES, lo, hi);
    switch (how) {
    case PL_GROUND: p->oy = v - hi[1]; break;
    case PL_TOP: p->oy = v - lo[1]; break;
    case PL_HANDS: p->oy = v - hi[1]; break;
    case PL_CENTRE:
        p->oy = -(lo[1] + hi[1]) / 2;
        p->oz = -(lo[2] + hi[2]) / 2;
        break;
    }
    p->oy += dy;
    p->oz += dz;
}

static int32_t Sin(int32_t a) { return LB_Sin(a); }  /* x16384 */
static int32_t Cos(int32_t a) { return LB_Cos(a); }
/* amplitude * sin(phase) */
static int32_t Swing(int32_t amp, int32_t phase) { return amp * Sin(phase) / 16384; }
static int32_t CSwing(int32_t amp, int32_t phase) { return amp * Cos(phase) / 16384; }

/* Key poses; the gaits take a phase (65536 = one cycle). */
typedef enum {
    KP_STAND, KP_IDLE, KP_WALK, KP_RUN, KP_BACK, KP_TURN, KP_SIDE_L, KP_SIDE_R,
    KP_CROUCH, KP_CROUCH_LOW, KP_UPJUMP, KP_JUMP, KP_JUMP_BACK, KP_JUMP_L, KP_JUMP_R,
    KP_FALL, KP_FREEFALL, KP_FALL_BACK, KP_LAND, KP_LAND_DEEP, KP_REACH, KP_HANG,
    KP_HANG_SWING, KP_SHIMMY_L, KP_SHIMMY_R, KP_CLIMB_GRAB, KP_CLIMB_PULL, KP_CLIMB_PUSH,
    KP_CLIMB_KNEE,
    KP_HANDSTAND, KP_USE, KP_USE_HIGH, KP_PICKUP, KP_PUSH, KP_PULL, KP_DEAD_BACK,
    KP_DEAD_FRONT, KP_TUCK, KP_SWAN, KP_DIVE, KP_SLIDE, KP_SLIDE_BACK, KP_SMASH, KP_HIT_F,
    KP_HIT_B, KP_HIT_L, KP_HIT_R, KP_SWIM, KP_GLIDE, KP_UW_TREAD, KP_UW_USE, KP_UW_DEAD,
    KP_SURF_TREAD, KP_SURF_SWIM, KP_SURF_BACK, KP_SURF_L, KP_SURF_R, KP_SURF_DEAD,
    KP_WATER_GRAB,
} KeyPose;

/* Arms hanging a little away from the body, elbows slightly bent. */
static void Rest(LPose *p)
{
    memset(p, 0, sizeof *p);
    p->r[J_RUARM][2] = -DEG(6);
    p->r[J_LUARM][2] = DEG(6);
    p->r[J_RLARM][0] = p->r[J_LLARM][0] = DEG(8);
}

/* Legs: thigh forward swing, knee bend (positive = bent), foot. */
static void Leg(LPose *p, int thigh, int32_t swing, int32_t knee, int32_t foot)
{
    p->r[thigh][0] = swing;
    p->r[thigh + 1][0] = -knee;
    p->r[thigh + 2][0] = foot;
}

/* Arms: forward/up swing, sideways spread (positive = away from the body),
 * elbow bend. */
static void Arm(LPose *p, int upper, int32_t swing, int32_t spread, int32_t elbow)
{
    p->r[upper][0] = swing;
    p->r[upper][2] = upper == J_RUARM ? -spread : spread;
    p->r[upper + 1][0] = elbow;
}

static void Arms(LPose *p, int32_t swing, int32_t spread, int32_t elbow)
{
    Arm(p, J_RUARM, swing, spread, elbow);
    Arm(p, J_LUARM, swing, spread, elbow);
}

/* Both legs bent as in a crouch of depth d degrees (feet flat). */
static void Squat(LPose *p, int32_t d)
{
    Leg(p, J_LTHIGH, d, 2 * d, d);
    Leg(p, J_RTHIGH, d, 2 * d, d);
}

static void Gait(LPose *p, int32_t ph, int32_t thigh, int32_t knee, int32_t arm, int32_t lift)
{
    int32_t s = Sin(ph), c = Cos(ph);
    /* Each knee bends while its leg swings through (moving forward). */
    Leg(p, J_LTHIGH, thigh * s / 16384, lift + knee * MAX(0, c) / 16384, 0);
    Leg(p, J_RTHIGH, -thigh * s / 16384, lift + knee * MAX(0, -c) / 16384, 0);
    Arm(p, J_RUARM, arm * s / 16384, DEG(6), DEG(12));
    Arm(p, J_LUARM, -arm * s / 16384, DEG(6), DEG(12));
    p->r[J_TORSO][1] = Swing(DEG(3), ph);
    p->r[J_HIPS][1] = -Swing(DEG(3), ph);
}

static void SurfLegs(LPose *p, int32_t ph)
{
    Leg(p, J_LTHIGH, DEG(20) + Swing(DEG(20), ph), DEG(40) - Swing(DEG(25), ph), -DEG(20));
    Leg(p, J_RTHIGH, DEG(20) - Swing(DEG(20), ph), DEG(40) + Swing(DEG(25), ph), -DEG(20));
}

/* Builds key pose kp at phase ph and says where it sits. */
static Placement Key(LPose *p, KeyPose kp, int32_t ph, int32_t *place_v)
{
    Rest(p);
    *place_v = 0;
    switch (kp) {
    case KP_STAND:
        break;
    case KP_IDLE:
        p->r[J_TORSO][0] = Swing(DEG(2), ph);
        p->r[J_HEAD][1] = Swing(DEG(6), ph / 2);
        Arms(p, Swing(DEG(2), ph), DEG(6) + CSwing(DEG(2), ph), DEG(8));
        break;
    case KP_WALK:
        Gait(p, ph, DEG(24), DEG(40), DEG(14), DEG(4));
        break;
    case KP_RUN:
        Gait(p, ph, DEG(38), DEG(85), DEG(34), DEG(25));
        p->r[J_LTHIGH][0] += DEG(10);
        p->r[J_RTHIGH][0] += DEG(10);
        p->r[J_TORSO][0] = -DEG(10);
        p->r[J_HEAD][0] = DEG(8);
        p->r[J_RLARM][0] = p->r[J_LLARM][0] = DEG(80);
        break;
    case KP_BACK:
        Gait(p, -ph, DEG(16), DEG(30), DEG(8), DEG(4));
        break;
    case KP_TURN:
        Gait(p, ph, DEG(8), DEG(16), DEG(4), DEG(3));
        break;
    case KP_SIDE_L:
    case KP_SIDE_R: {
        int32_t dir = kp == KP_SIDE_L ? 1 : -1;
        int32_t out = DEG(8) * MAX(0, Sin(ph)) / 16384;
        p->r[J_LTHIGH][2] = dir > 0 ? out : -out / 2;
        p->r[J_RTHIGH][2] = dir > 0 ? out / 2 : -out;
        p->r[J_LSHIN][0] = p->r[J_RSHIN][0] = -DEG(6);
        break;
    }
    case KP_CROUCH:
    case KP_CROUCH_LOW: {
        int32_t d = kp == KP_CROUCH ? DEG(45) : DEG(28);
        Squat(p, d);
        p->r[J_TORSO][0] = -d / 2;
        p->r[J_HEAD][0] = d / 3;
        Arms(p, -d / 2, DEG(8), DEG(20));
        break;
    }
    case KP_UPJUMP:
        Arms(p, DEG(176), DEG(6), 0);
        Leg(p, J_LTHIGH, DEG(4), DEG(8), -DEG(25));
        Leg(p, J_RTHIGH, DEG(4), DEG(8), -DEG(25));
        p->r[J_HEAD][0] = DEG(12);
        *place_v = UPJUMP_TOP;
        return PL_TOP;
    /* In the air the feet stay near the origin, as on the ground. */
    case KP_JUMP:
        Arms(p, DEG(120), DEG(10), DEG(10));
        Leg(p, J_LTHIGH, DEG(25), DEG(45), -DEG(25));
        Leg(p, J_RTHIGH, -DEG(12), DEG(30), -DEG(25));
        p->r[J_TORSO][0] = DEG(5);
        p->r[J_HEAD][0] = DEG(6);
        break;
    case KP_JUMP_BACK:
        Arms(p, DEG(140), DEG(14), DEG(6));
        Squat(p, DEG(10));
        p->r[J_HIPS][0] = DEG(15);
        p->r[J_TORSO][0] = DEG(25);
        p->r[J_HEAD][0] = DEG(20);
        break;
    case KP_JUMP_L:
    case KP_JUMP_R: {
        int32_t dir = kp == KP_JUMP_L ? 1 : -1;
        Arms(p, DEG(110), DEG(30), DEG(10));
        Squat(p, DEG(15));
        p->r[J_HIPS][2] = dir * DEG(14);
        p->r[J_TORSO][2] = -dir * DEG(8);
        break;
    }
    case KP_FALL:
    case KP_FREEFALL:
    case KP_FALL_BACK: {
        int32_t w = kp == KP_FREEFALL ? ph : 0;
        Arms(p, DEG(130) + Swing(DEG(14), w), DEG(30), DEG(20));
        Leg(p, J_LTHIGH, DEG(18) + Swing(DEG(10), w), DEG(35), -DEG(10));
        Leg(p, J_RTHIGH, DEG(8) - Swing(DEG(10), w), DEG(25), -DEG(10));
        if (kp == KP_FALL_BACK) {
            p->r[J_HIPS][0] = DEG(25);
            p->r[J_TORSO][0] = DEG(10);
        }
        break;
    }
    case KP_LAND:
    case KP_LAND_DEEP: {
        int32_t d = kp == KP_LAND ? DEG(40) : DEG(62);
        Squat(p, d);
        p->r[J_TORSO][0] = -d / 2;
        p->r[J_HEAD][0] = d / 4;
        Arms(p, d * 3 / 4, DEG(12), DEG(30));
        break;
    }
    case KP_REACH:
        Arms(p, DEG(158), DEG(8), 0);
        Leg(p, J_LTHIGH, -DEG(6), DEG(18), -DEG(25));
        Leg(p, J_RTHIGH, -DEG(14), DEG(24), -DEG(25));
        *place_v = HANG_TOP;
        return PL_TOP;
    case KP_HANG:
    case KP_HANG_SWING:
    case KP_SHIMMY_L:
    case KP_SHIMMY_R: {
        /* Hands on the edge in front of her (the wall is 100 ahead). */
        int32_t sw = kp == KP_HANG_SWING ? Swing(DEG(22), ph) : 0;
        Arms(p, DEG(162), DEG(8), 0);
        Leg(p, J_LTHIGH, DEG(4) + sw, DEG(8) + MAX(0, sw), -DEG(25));
        Leg(p, J_RTHIGH, DEG(2) + sw, DEG(6) + MAX(0, sw), -DEG(25));
        if (kp == KP_SHIMMY_L || kp == KP_SHIMMY_R) {
            int32_t dir = kp == KP_SHIMMY_L ? 1 : -1;
            int32_t s = Swing(DEG(10), ph);
            p->r[J_RUARM][2] += dir * s;
            p->r[J_LUARM][2] += dir * s;
            p->r[J_HIPS][2] = -dir * s / 3;
            p->r[J_LTHIGH][2] = dir * DEG(4);
            p->r[J_RTHIGH][2] = dir * DEG(4);
        }
        *place_v = HANG_TOP;
        return PL_TOP;
    }
    case KP_CLIMB_GRAB:
        /* Arms up onto a ledge at about head height and above. */
        Arms(p, DEG(150), DEG(10), DEG(20));
        Squat(p, DEG(12));
        p->r[J_HEAD][0] = DEG(15);
        break;
    case KP_CLIMB_PULL:
        /* Pulling up: elbows bent, hands on the ledge at shoulder height. */
        Arms(p, DEG(95), DEG(14), DEG(110));
        p->r[J_TORSO][0] = -DEG(10);
        Leg(p, J_LTHIGH, DEG(20), DEG(35), -DEG(10));
        Leg(p, J_RTHIGH, DEG(5), DEG(15), -DEG(20));
        *place_v = 0;
        return PL_HANDS;
    case KP_CLIMB_PUSH:
        /* Pushing up on straight arms, hands on the ledge, legs below. */
        Arms(p, DEG(18), DEG(12), 0);
        p->r[J_TORSO][0] = -DEG(22);
        Leg(p, J_LTHIGH, DEG(35), DEG(60), 0);
        Leg(p, J_RTHIGH, DEG(10), DEG(20), -DEG(20));
        *place_v = 0;
        return PL_HANDS;
    case KP_CLIMB_KNEE:
        /* One knee up on the ledge, about to stand. */
        Leg(p, J_LTHIGH, DEG(95), DEG(120), DEG(25));
        Leg(p, J_RTHIGH, DEG(10), DEG(60), DEG(10));
        p->r[J_TORSO][0] = -DEG(28);
        Arms(p, DEG(25), DEG(12), DEG(20));
        break;
    case KP_HANDSTAND:
        /* Upside down on straight arms: the root turned over. */
        p->r[J_HIPS][0] = DEG(180);
        Arms(p, DEG(172), DEG(14), 0);
        Leg(p, J_LTHIGH, DEG(6), DEG(4), -DEG(30));
        Leg(p, J_RTHIGH, -DEG(6), DEG(4), -DEG(30));
        p->r[J_HEAD][0] = DEG(30);
        *place_v = 0;
        return PL_HANDS;
    case KP_USE:
    case KP_USE_HIGH:
        Arm(p, J_RUARM, kp == KP_USE ? DEG(80) : DEG(115), DEG(8), DEG(20));
        Arm(p, J_LUARM, DEG(20), DEG(8), DEG(20));
        p->r[J_TORSO][0] = -DEG(4);
        p->r[J_HEAD][0] = kp == KP_USE ? -DEG(8) : DEG(12);
        break;
    case KP_PICKUP:
        Squat(p, DEG(50));
        p->r[J_TORSO][0] = -DEG(40);
        Arm(p, J_RUARM, DEG(55), DEG(8), DEG(10));
        p->r[J_HEAD][0] = -DEG(15);
        break;
    case KP_PUSH:
    case KP_PULL: {
        int32_t w = Swing(DEG(12), ph);
        Arms(p, DEG(82), DEG(10), DEG(30));
        Leg(p, J_LTHIGH, DEG(25) + w, DEG(35), 0);
        Leg(p, J_RTHIGH, -DEG(15) - w, DEG(20), 0);
        p->r[J_TORSO][0] = kp == KP_PUSH ? -DEG(15) : DEG(8);
        break;
    }
    case KP_DEAD_BACK:
    case KP_DEAD_FRONT:
        p->r[J_HIPS][0] = kp == KP_DEAD_BACK ? DEG(90) : -DEG(90);
        Arms(p, DEG(70), DEG(45), DEG(30));
        Leg(p, J_LTHIGH, DEG(6), DEG(12), -DEG(20));
        Leg(p, J_RTHIGH, -DEG(4), DEG(20), -DEG(20));
        p->r[J_HEAD][1] = DEG(40);
        break;
    case KP_TUCK:
        Squat(p, DEG(60));
        p->r[J_LTHIGH][0] = p->r[J_RTHIGH][0] = DEG(110);
        p->r[J_TORSO][0] = -DEG(45);
        p->r[J_HEAD][0] = -DEG(30);
        Arms(p, DEG(60), DEG(10), DEG(90));
        break;
    case KP_SWAN:
        Arms(p, DEG(10), DEG(85), 0);
        Leg(p, J_LTHIGH, 0, 0, -DEG(30));
        Leg(p, J_RTHIGH, 0, 0, -DEG(30));
        p->r[J_TORSO][0] = DEG(6);
        p->r[J_HEAD][0] = DEG(14);
        break;
    case KP_DIVE:
        /* Head first, arms stretched past the head. */
        p->r[J_HIPS][0] = -DEG(90);
        Arms(p, DEG(178), DEG(4), 0);
        Leg(p, J_LTHIGH, 0, 0, -DEG(40));
        Leg(p, J_RTHIGH, 0, 0, -DEG(40));
        p->r[J_HEAD][0] = DEG(10);
        return PL_CENTRE;
    case KP_SLIDE:
    case KP_SLIDE_BACK:
        Leg(p, J_LTHIGH, DEG(35), DEG(60), DEG(25));
        Leg(p, J_RTHIGH, DEG(12), DEG(28), DEG(16));
        p->r[J_TORSO][0] = kp == KP_SLIDE ? -DEG(10) : -DEG(30);
        p->r[J_HIPS][1] = kp == KP_SLIDE ? DEG(18) : 0;
        p->r[J_TORSO][1] = kp == KP_SLIDE ? -DEG(14) : 0;
        Arms(p, DEG(25) + Swing(DEG(4), ph), DEG(45), DEG(20));
        break;
    case KP_SMASH:
        Arms(p, DEG(95), DEG(20), DEG(40));
        Squat(p, DEG(18));
        p->r[J_TORSO][0] = DEG(22);
        p->r[J_HEAD][0] = DEG(25);
        break;
    case KP_HIT_F:
    case KP_HIT_B:
    case KP_HIT_L:
    case KP_HIT_R:
        Squat(p, DEG(10));
        if (kp == KP_HIT_F || kp == KP_HIT_B)
            p->r[J_TORSO][0] = kp == KP_HIT_F ? DEG(16) : -DEG(16);
        else
            p->r[J_TORSO][2] = kp == KP_HIT_L ? DEG(16) : -DEG(16);
        Arms(p, DEG(25), DEG(20), DEG(35));
        break;
    case KP_SWIM:
    case KP_GLIDE:
    case KP_UW_USE: {
        /* Prone (the engine pitches her with rot.x), head towards +z:
         * arms sweep from past the head down to the thighs, legs kick. */
        int32_t sweep = kp == KP_SWIM ? DEG(90) + CSwing(DEG(84), ph)
                        : kp == KP_GLIDE ? DEG(4) : DEG(120);
        p->r[J_HIPS][0] = -DEG(90);
        Arms(p, sweep, DEG(12) + (kp == KP_SWIM ? Swing(DEG(20), ph) * Sin(ph) / 16384 : 0),
             kp == KP_UW_USE ? DEG(30) : DEG(6));
        Leg(p, J_LTHIGH, Swing(DEG(14), ph), DEG(16) + Swing(DEG(8), ph + 0x4000), -DEG(45));
        Leg(p, J_RTHIGH, -Swing(DEG(14), ph), DEG(16) - Swing(DEG(8), ph + 0x4000), -DEG(45));
        p->r[J_HEAD][0] = DEG(35);
        return PL_CENTRE;
    }
    case KP_UW_TREAD:
        p->r[J_HIPS][0] = -DEG(50);
        Arms(p, DEG(60) + Swing(DEG(15), ph), DEG(60) + CSwing(DEG(18), ph), DEG(30));
        Leg(p, J_LTHIGH, DEG(30) + Swing(DEG(20), ph), DEG(50) - Swing(DEG(20), ph), -DEG(20));
        Leg(p, J_RTHIGH, DEG(30) - Swing(DEG(20), ph), DEG(50) + Swing(DEG(20), ph), -DEG(20));
        p->r[J_HEAD][0] = DEG(30);
        return PL_CENTRE;
    case KP_UW_DEAD:
        p->r[J_HIPS][0] = -DEG(70);
        Arms(p, DEG(40), DEG(30), DEG(25));
        Leg(p, J_LTHIGH, DEG(20), DEG(30), 0);
        Leg(p, J_RTHIGH, DEG(10), DEG(20), 0);
        p->r[J_HEAD][0] = -DEG(25);
        return PL_CENTRE;
    case KP_SURF_TREAD:
    case KP_SURF_L:
    case KP_SURF_R:
        SurfLegs(p, ph);
        Arms(p, DEG(30) + CSwing(DEG(15), ph), DEG(70), DEG(40));
        if (kp != KP_SURF_TREAD) {
            int32_t dir = kp == KP_SURF_L ? 1 : -1;
            p->r[J_LTHIGH][2] = dir * (DEG(8) + Swing(DEG(8), ph));
            p->r[J_RTHIGH][2] = dir * (DEG(8) - Swing(DEG(8), ph));
        }
        *place_v = -100;
        return PL_TOP;
    case KP_SURF_SWIM:
        /* Breaststroke, leaning forward into the water. */
        p->r[J_HIPS][0] = -DEG(60);
        Arms(p, DEG(100) + CSwing(DEG(60), ph), DEG(20) + MAX(0, Swing(DEG(40), ph)), DEG(20));
        Leg(p, J_LTHIGH, DEG(25) + Swing(DEG(25), ph), DEG(50) + Swing(DEG(40), ph), -DEG(30));
        Leg(p, J_RTHIGH, DEG(25) + Swing(DEG(25), ph), DEG(50) + Swing(DEG(40), ph), -DEG(30));
        p->r[J_HEAD][0] = DEG(50);
        *place_v = -120;
        return PL_TOP;
    case KP_SURF_BACK:
        p->r[J_HIPS][0] = DEG(20);
        SurfLegs(p, ph);
        Arms(p, DEG(60) + Swing(DEG(20), ph), DEG(40), DEG(30));
        p->r[J_HEAD][0] = -DEG(10);
        *place_v = -100;
        return PL_TOP;
    case KP_SURF_DEAD:
        p->r[J_HIPS][0] = -DEG(80);
        Arms(p, DEG(50), DEG(30), DEG(20));
        Leg(p, J_LTHIGH, DEG(10), DEG(20), 0);
        Leg(p, J_RTHIGH, DEG(5), DEG(10), 0);
        p->r[J_HEAD][0] = -DEG(20);
        *place_v = -60;
        return PL_TOP;
    case KP_WATER_GRAB:
        /* In the water against the wall, both hands up on the edge. */
        Arms(p, DEG(155), DEG(12), DEG(25));
        Leg(p, J_LTHIGH, DEG(10), DEG(20), -DEG(20));
        Leg(p, J_RTHIGH, DEG(4), DEG(12), -DEG(20));
        *place_v = -10;
        return PL_TOP;
    }
    return PL_GROUND;
}

/* A stop of a motion: at fraction `at` (0..256 of the animation) the key
 * pose kp at phase ph, placed as the key pose says and moved by (dy, dz),
 * turned by yaw on the root. */
typedef struct {
    uint16_t at;
    uint8_t kp;
    int32_t ph;
    int16_t dy, dz;
    int32_t yaw;
} Stop;

static void StopPose(const PoseCtx *c, const Stop *s, LPose *p)
{
    int32_t v;
    Placement how = Key(p, (KeyPose)s->kp, s->ph, &v);
    p->r[J_HIPS][1] += s->yaw;
    Place(c, p, how, v, s->dy, s->dz);
}

/* a + t/65536 of the short way to b, per angle and offset. */
static void Mix(LPose *out, const LPose *a, const LPose *b, int32_t t)
{
    for (int m = 0; m < NUM_MESHES; m++)
        for (int k = 0; k < 3; k++) {
            int32_t d = (int16_t)(uint16_t)(b->r[m][k] - a->r[m][k]);
            out->r[m][k] = a->r[m][k] + (int32_t)((int64_t)d * t >> 16);
        }
    out->ox = a->ox + (int32_t)((int64_t)(b->ox - a->ox) * t >> 16);
    out->oy = a->oy + (int32_t)((int64_t)(b->oy - a->oy) * t >> 16);
    out->oz = a->oz + (int32_t)((int64_t)(b->oz - a->oz) * t >> 16);
}

/* Smooth in-out easing of t (0..65536). */
static int32_t Ease(int32_t t)
{
    int64_t x = t;
    return (int32_t)((3 * x * x * 65536 - 2 * x * x * x) >> 32);
}

/* The pose of a motion given by stops at time t (0..65536). */
static void Stops(const PoseCtx *c, const Stop *s, int n, int32_t t, LPose *out)
{
    int i = 0;
    int32_t at = t >> 8; /* 0..256 */
    while (i + 1 < n && s[i + 1].at <= at)
        i++;
    if (i + 1 >= n || s[i].at >= s[i + 1].at) {
        StopPose(c, &s[i], out);
        return;
    }
    LPose a, b;
    StopPose(c, &s[i], &a);
    StopPose(c, &s[i + 1], &b);
    int32_t span = (s[i + 1].at - s[i].at) << 8;
    Mix(out, &a, &b, Ease((int32_t)((int64_t)(t - (s[i].at << 8)) * 65536 / span)));
}

/* A gait from phase p0 to p1 (65536 = a cycle) over the animation. */
static void Cycle(const PoseCtx *c, KeyPose kp, int32_t p0, int32_t p1, int32_t t,
                  int16_t dy0, int16_t dy1, LPose *out)
{
    Stop s = {0, (uint8_t)kp, p0 + (int32_t)((int64_t)(p1 - p0) * t >> 16),
              (int16_t)(dy0 + (int32_t)((int64_t)(dy1 - dy0) * Ease(t) >> 16)), 0, 0};
    StopPose(c, &s, out);
}

#define P(pct) ((int32_t)(pct) * 65536 / 100) /* a phase: percent of a cycle */
#define S(at, kp) {(at), (kp), 0, 0, 0, 0}
#define SP(at, kp, ph) {(at), (kp), (ph), 0, 0, 0}
#define SD(at, kp, dy, dz) {(at), (kp), 0, (dy), (dz), 0}
#define SY(at, kp, yaw) {(at), (kp), 0, 0, 0, (yaw)}
#define STOPS(...)                                                    \
    do {                                                              \
        const Stop st_[] = {__VA_ARGS__};                             \
        Stops(c, st_, (int)COUNT_OF(st_), t, out);                    \
        return;                                                       \
    } while (0)
#define CYCLE(kp, p0, p1)                                             \
    do {                                                              \
        Cycle(c, (kp), (p0), (p1), t, 0, 0, out);                     \
        return;                                                       \
    } while (0)
#define CYCLE_DY(kp, p0, p1, dy0, dy1)                                \
    do {                                                              \
        Cycle(c, (kp), (p0), (p1), t, (dy0), (dy1), out);             \
        return;                                                       \
    } while (0)

/* Heights the climbs end at (their MOVE commands). */
#define CLIMB_ON_Y (-735)
#define CLIMB_ON_Z 200

/* The pose of animation `anim` at logical frame f of n. */
static void LaraMotion(const PoseCtx *c, int anim, int f, int n, LPose *out)
{
    /* t: 0 at the first frame, 65536 at the last (cycles: one frame short
     * of a whole cycle, so the loop back to frame 0 is seamless). */
    int32_t t = n > 1 ? (int32_t)((int64_t)f * 65536 / (n - 1)) : 0;
    int32_t tc = n > 0 ? (int32_t)((int64_t)f * 65536 / n) : 0;
    switch (anim) {
    case 0: t = tc; CYCLE(KP_RUN, 0, P(100));
    case 1: t = tc; CYCLE(KP_WALK, 0, P(100));
    case 2: STOPS(SP(0, KP_WALK, P(50)), S(256, KP_STAND));
    case 3: STOPS(SP(0, KP_WALK, 0), S(256, KP_STAND));
    case 4: STOPS(SP(0, KP_WALK, P(50)), SP(256, KP_RUN, P(36)));
    case 5: STOPS(SP(0, KP_WALK, 0), SP(256, KP_RUN, P(86)));
    case 6: STOPS(S(0, KP_STAND), SP(256, KP_RUN, P(86)));
    case 7: STOPS(SP(0, KP_RUN, P(50)), SP(256, KP_WALK, P(83)));
    case 8: STOPS(SP(0, KP_RUN, 0), SP(90, KP_RUN, P(20)), S(256, KP_STAND));
    case 9: STOPS(SP(0, KP_RUN, 0), SP(256, KP_WALK, P(30)));
    case 10: STOPS(SP(0, KP_RUN, P(50)), SP(90, KP_RUN, P(70)), S(256, KP_STAND));
    case 11: STOPS(S(0, KP_STAND));
    case 12: case 13: t = tc; CYCLE(KP_TURN, 0, P(100));
    case 14: STOPS(S(0, KP_LAND), S(256, KP_LAND));
    case 15: STOPS(S(0, KP_LAND), S(256, KP_STAND));
    case 16: case 18: STOPS(SP(0, KP_RUN, anim == 16 ? P(50) : 0), S(256, KP_JUMP));
    case 17: case 19: STOPS(S(0, KP_JUMP), S(256, KP_JUMP));
    case 20: STOPS(S(0, KP_STAND), SP(256, KP_WALK, P(10)));
    case 21: CYCLE(KP_WALK, P(10), P(42));
    case 22: case 45: case 49: STOPS(S(0, KP_JUMP), S(256, KP_FALL));
    case 23: t = tc; CYCLE(KP_FREEFALL, 0, P(100));
    case 24: STOPS(S(0, KP_LAND_DEEP), S(90, KP_LAND_DEEP), S(256, KP_STAND));
    case 25: STOPS(S(0, KP_LAND_DEEP), S(256, KP_DEAD_FRONT));
    case 26: STOPS(S(0, KP_STAND), S(256, KP_CROUCH_LOW));
    case 27: case 91: STOPS(S(0, KP_CROUCH_LOW), S(256, KP_UPJUMP));
    case 28: STOPS(S(0, KP_UPJUMP), S(256, KP_UPJUMP));
    case 29: STOPS(S(0, KP_UPJUMP), S(256, KP_HANG));
    case 30: STOPS(S(0, KP_UPJUMP), S(256, KP_FALL));
    case 31: STOPS(S(0, KP_LAND), S(100, KP_LAND), S(256, KP_STAND));
    case 32: STOPS(S(0, KP_JUMP), S(256, KP_SMASH));
    case 33: STOPS(S(0, KP_SMASH), S(256, KP_FALL));
    case 34: STOPS(S(0, KP_STAND), S(256, KP_JUMP));
    case 35: STOPS(S(0, KP_JUMP), S(256, KP_JUMP));
    case 36: case 98: case 46: STOPS(S(0, anim == 36 ? KP_JUMP : KP_REACH), S(256, KP_FALL));
    case 37: STOPS(S(0, KP_HANG), S(256, KP_FALL));
    case 38: STOPS(SP(0, KP_BACK, P(50)), S(256, KP_STAND));
    case 39: STOPS(SP(0, KP_BACK, 0), S(256, KP_STAND));
    case 40: t = tc; CYCLE(KP_BACK, 0, P(100));
    case 41: STOPS(S(0, KP_STAND), SP(256, KP_BACK, 0));
    case 42: /* vault three clicks: grab, pull up, knee on top, stand */
        STOPS(S(0, KP_STAND), SD(40, KP_CLIMB_GRAB, 0, 0), SD(80, KP_CLIMB_PULL, -768, 30),
              SD(120, KP_CLIMB_PUSH, -768, 40),
              SD(180, KP_CLIMB_KNEE, -768, 110), SD(256, KP_STAND, -768, 128));
    case 43: STOPS(S(0, KP_CLIMB_KNEE), SP(256, KP_RUN, 0));
    case 44: case 69: t = tc; CYCLE(KP_TURN, 0, P(100));
    case 47: STOPS(S(0, KP_STAND), SY(60, KP_TUCK, 0), SY(256, KP_TUCK, DEG(180)));
    case 48:
        if (f < 5)
            STOPS(SY(0, KP_TUCK, DEG(180)), SY(256, KP_STAND, DEG(180)));
        STOPS(S(0, KP_STAND));
    case 50: /* vault two clicks: hands on the edge, up to a crouch on top */
        STOPS(S(0, KP_STAND), SD(50, KP_CLIMB_GRAB, 0, 0), SD(100, KP_CLIMB_PULL, -512, 30),
              SD(150, KP_CLIMB_PUSH, -512, 50),
              SD(256, KP_CLIMB_KNEE, -512, 128));
    case 51: STOPS(S(0, KP_CLIMB_KNEE), S(256, KP_STAND));
    case 52: STOPS(S(0, KP_CLIMB_KNEE), SP(256, KP_RUN, P(86)));
    case 53: case 54: STOPS(S(0, KP_SMASH), S(100, KP_SMASH), S(256, KP_STAND));
    /* Steps: her position moves by the step at once; the body follows. */
    case 55: case 56: CYCLE_DY(KP_RUN, anim == 55 ? P(50) : 0, anim == 55 ? P(80) : P(30), 256, 0);
    case 57: case 58: CYCLE_DY(KP_WALK, anim == 57 ? P(50) : 0, anim == 57 ? P(90) : P(40), 256, 0);
    case 59: case 60: CYCLE_DY(KP_WALK, anim == 60 ? P(50) : 0, anim == 60 ? P(85) : P(35), -256, 0);
    case 61: case 62: CYCLE_DY(KP_BACK, anim == 62 ? P(50) : 0, anim == 62 ? P(100) : P(50), -256, 0);
    case 63: STOPS(S(0, KP_STAND), S(60, KP_USE_HIGH), S(170, KP_USE), S(256, KP_STAND));
    case 64: STOPS(S(0, KP_STAND), S(60, KP_USE), S(170, KP_USE_HIGH), S(256, KP_STAND));
    case 65: t = tc; CYCLE(KP_SIDE_L, 0, P(100));
    case 67: t = tc; CYCLE(KP_SIDE_R, 0, P(100));
    case 66: STOPS(S(0, KP_SIDE_L), S(256, KP_STAND));
    case 68: STOPS(S(0, KP_SIDE_R), S(256, KP_STAND));
    case 70: t = tc; CYCLE(KP_SLIDE, 0, P(100));
    case 71: STOPS(S(0, KP_SLIDE), SP(256, KP_RUN, P(20)));
    case 72: STOPS(SP(0, KP_RUN, P(20)), S(256, KP_STAND));
    case 73: STOPS(S(0, KP_STAND), S(256, KP_CROUCH));
    case 74: STOPS(S(0, KP_CROUCH), S(256, KP_JUMP_BACK));
    case 75: STOPS(S(0, KP_JUMP_BACK), S(160, KP_JUMP_BACK), S(256, KP_FALL_BACK));
    case 76: case 101: STOPS(S(0, KP_CROUCH), S(256, anim == 76 ? KP_JUMP : KP_REACH));
    case 77: STOPS(S(0, KP_JUMP), S(160, KP_JUMP), S(256, KP_FALL));
    case 78: STOPS(S(0, KP_CROUCH), S(256, KP_JUMP_L));
    case 79: STOPS(S(0, KP_JUMP_L), S(160, KP_JUMP_L), S(256, KP_FALL));
    case 80: STOPS(S(0, KP_CROUCH), S(256, KP_JUMP_R));
    case 81: STOPS(S(0, KP_JUMP_R), S(160, KP_JUMP_R), S(256, KP_FALL));
    case 82: STOPS(S(0, KP_LAND), S(60, KP_LAND), S(256, KP_STAND));
    case 83: STOPS(S(0, KP_JUMP_BACK), S(256, KP_FALL));
    case 84: STOPS(S(0, KP_JUMP_L), S(256, KP_FALL));
    case 85: STOPS(S(0, KP_JUMP_R), S(256, KP_FALL));
    case 86: t = tc; CYCLE(KP_SWIM, 0, P(100));
    case 87: STOPS(S(0, KP_GLIDE));
    case 88: STOPS(S(0, KP_STAND), S(256, KP_CROUCH_LOW));
    case 89: STOPS(S(0, KP_CROUCH_LOW), S(80, KP_JUMP_BACK), S(256, KP_LAND));
    case 90: STOPS(S(0, KP_LAND), S(256, KP_STAND));
    case 92: STOPS(S(0, KP_LAND), SP(256, KP_RUN, P(5)));
    case 93: STOPS(S(0, KP_FALL_BACK), S(256, KP_FALL_BACK));
    case 94: case 100: STOPS(S(0, KP_JUMP), S(256, KP_REACH));
    case 95: STOPS(S(0, KP_REACH));
    case 96: case 150: /* the catch swings the legs, then she hangs still */
        if (f < 12) {
            t = (int32_t)((int64_t)f * 65536 / 12);
            CYCLE(KP_HANG_SWING, 0, P(100));
        }
        STOPS(S(0, KP_HANG));
    case 97: /* pull up: push on the edge, knee on top, stand 200 in */
        STOPS(S(0, KP_HANG), SD(50, KP_CLIMB_PULL, HANG_TOP, 40),
              SD(100, KP_CLIMB_PUSH, HANG_TOP, 60), SD(170, KP_CLIMB_KNEE, CLIMB_ON_Y, 150),
              SD(256, KP_STAND, CLIMB_ON_Y, CLIMB_ON_Z));
    case 159: /* the same by way of a handstand */
        STOPS(S(0, KP_HANG), SD(60, KP_CLIMB_PUSH, HANG_TOP, 60),
              SD(130, KP_HANDSTAND, HANG_TOP, 120),
              SD(200, KP_CLIMB_KNEE, CLIMB_ON_Y, 170),
              SD(256, KP_STAND, CLIMB_ON_Y, CLIMB_ON_Z));
    case 102: STOPS(SD(0, KP_STAND, 0, CLIMB_ON_Z));
    case 99: STOPS(S(0, KP_LAND));
    case 103: t = tc; CYCLE(KP_IDLE, 0, P(100));
    case 104: STOPS(S(0, KP_STAND), S(256, KP_SLIDE_BACK));
    case 105: t = tc; CYCLE(KP_SLIDE_BACK, 0, P(100));
    case 106: STOPS(S(0, KP_SLIDE_BACK), S(256, KP_STAND));
    case 107: STOPS(SP(0, KP_SWIM, 0), SP(256, KP_UW_TREAD, P(28)));
    case 108: t = tc; CYCLE(KP_UW_TREAD, 0, P(100));
    case 109: STOPS(SP(0, KP_UW_TREAD, 0), SP(256, KP_SWIM, P(97)));
    case 110: t = tc; CYCLE(KP_SURF_TREAD, 0, P(100));
    case 111: /* out of the water: the origin is already on the edge, 100 in */
        STOPS(SD(0, KP_WATER_GRAB, 0, -200), SD(50, KP_CLIMB_PULL, 0, -180),
              SD(100, KP_CLIMB_PUSH, 0, -150),
              SD(170, KP_CLIMB_KNEE, 0, -60), S(256, KP_STAND));
    case 112: case 152: case 154: STOPS(S(0, KP_DIVE), SP(256, KP_SWIM, 0));
    case 113: case 119: STOPS(S(0, KP_SURF_TREAD), S(90, KP_DIVE), SP(256, KP_SWIM, 0));
    case 114: STOPS(SP(0, KP_SWIM, 0), S(256, KP_SURF_TREAD));
    case 115: STOPS(S(0, KP_SURF_SWIM), S(100, KP_DIVE), SP(256, KP_SWIM, 0));
    case 116: t = tc; CYCLE(KP_SURF_SWIM, 0, P(100));
    case 117: STOPS(S(0, KP_SURF_SWIM), S(256, KP_SURF_TREAD));
    case 118: STOPS(S(0, KP_SURF_TREAD), S(256, KP_SURF_SWIM));
    case 120: STOPS(S(0, KP_STAND), S(256, KP_PUSH));
    case 121: STOPS(S(0, KP_PUSH), S(256, KP_STAND));
    case 122: /* pull the block back a whole sector (the MOVE at the end) */
        STOPS(S(0, KP_PULL), SD(256, KP_PULL, 0, -1024));
    case 123: STOPS(S(0, KP_PUSH), SD(256, KP_PUSH, 0, 1024));
    case 124: STOPS(SP(0, KP_SWIM, 0), S(120, KP_UW_DEAD), S(256, KP_UW_DEAD));
    case 125: STOPS(S(0, KP_STAND), S(60, KP_HIT_F), S(256, KP_STAND));
    case 126: STOPS(S(0, KP_STAND), S(60, KP_HIT_B), S(256, KP_STAND));
    case 127: STOPS(S(0, KP_STAND), S(60, KP_HIT_L), S(256, KP_STAND));
    case 128: STOPS(S(0, KP_STAND), S(60, KP_HIT_R), S(256, KP_STAND));
    case 129: case 130:
        STOPS(SP(0, KP_UW_TREAD, 0), S(100, KP_UW_USE), S(160, KP_UW_USE),
              SP(256, KP_UW_TREAD, P(30)));
    case 131: case 134: STOPS(S(0, KP_STAND), S(70, KP_USE), S(190, KP_USE), S(256, KP_STAND));
    case 132: STOPS(S(0, KP_SURF_TREAD), S(100, KP_SURF_DEAD), S(256, KP_SURF_DEAD));
    case 133: STOPS(SP(0, KP_RUN, 0), S(120, KP_LAND), S(256, KP_DEAD_FRONT));
    case 135: STOPS(S(0, KP_STAND), S(90, KP_PICKUP), S(160, KP_PICKUP), S(256, KP_STAND));
    case 136: t = tc; CYCLE(KP_SHIMMY_L, 0, P(100));
    case 137: t = tc; CYCLE(KP_SHIMMY_R, 0, P(100));
    case 138: STOPS(S(0, KP_STAND), S(100, KP_LAND), S(256, KP_DEAD_BACK));
    case 139: STOPS(S(0, KP_STAND), S(40, KP_DEAD_FRONT), S(256, KP_DEAD_FRONT));
    case 140: STOPS(S(0, KP_SURF_TREAD), S(256, KP_SURF_BACK));
    case 141: t = tc; CYCLE(KP_SURF_BACK, 0, P(100));
    case 142: STOPS(S(0, KP_SURF_BACK), S(256, KP_SURF_TREAD));
    case 143: t = tc; CYCLE(KP_SURF_L, 0, P(100));
    case 144: t = tc; CYCLE(KP_SURF_R, 0, P(100));
    case 145: STOPS(S(0, KP_FALL), S(60, KP_LAND_DEEP), S(256, KP_DEAD_FRONT));
    /* The roll: the tuck spins half a turn; the TURN180 effect on the
     * first frame of 147 turns her item, so the spin there starts from
     * behind her. */
    case 146: STOPS(S(0, KP_STAND), S(256, KP_TUCK));
    case 147: STOPS(SY(0, KP_TUCK, DEG(180)), SY(256, KP_TUCK, DEG(359)));
    case 148: STOPS(S(0, KP_TUCK), S(256, KP_STAND));
    case 149: STOPS(S(0, KP_STAND), S(40, KP_LAND_DEEP), S(256, KP_DEAD_FRONT));
    case 151: STOPS(S(0, KP_SWAN), S(60, KP_TUCK), S(200, KP_TUCK), S(256, KP_STAND));
    case 153: STOPS(S(0, KP_DIVE));
    case 155: STOPS(S(0, KP_DIVE), S(256, KP_DEAD_FRONT));
    case 156: case 157: STOPS(S(0, KP_JUMP), S(256, KP_SWAN));
    case 158: STOPS(S(0, KP_SWAN), S(200, KP_SWAN), S(256, KP_DIVE));
    default: STOPS(S(0, KP_STAND));
    }
}

/* ---- building ------------------------------------------------------------------ */

static int CommandArgs(int type)
{
    switch (type) {
    case LB_CMD_MOVE: return 3;
    case LB_CMD_JUMP:
    case LB_CMD_SOUND:
    case LB_CMD_EFFECT: return 2;
    default: return 0;
    }
}

int LB_LaraAnims(LB_Builder *b, int first_mesh, uint32_t tree, uint32_t frame_word)
{
    Level *lv = &b->level;
    PoseCtx c;
    uint32_t start[LB_LARA_NUM_ANIMS + 1], key[LB_LARA_NUM_ANIMS + 1];
    const uint32_t stride = 10 + 2 * NUM_MESHES;
    int first = (int)lv->num_animations;

    LB_PoseCtxInit(&c, lv, NUM_MESHES, first_mesh, tree);
    LB_AnimLayout(k_lara_anims, LB_LARA_NUM_ANIMS, start, key);
    for (int i = 0; i < LB_LARA_NUM_ANIMS && !b->failed; i++) {
        const LaraAnimDef *d = &k_lara_anims[i];
        Animation *a = LB_AddAnim(b, k_lara_anims, i, first, start, key, frame_word, stride);
        if (!a)
            break;

        /* State changes: each run of dispatches for one state. */
        a->state_change_offset = (uint16_t)lv->num_state_changes;
        for (size_t k = 0; k < COUNT_OF(k_lara_dispatches); k++) {
            const LaraDispatchDef *x = &k_lara_dispatches[k];
            if (x->anim != i)
                continue;
            bool same = k > 0 && k_lara_dispatches[k - 1].anim == i &&
                        k_lara_dispatches[k - 1].state == x->state;
            if (!same) {
                StateChange *sc = LB_GROW(b, lv->state_changes, lv->num_state_changes, 1);
                if (!sc)
                    return -1;
                sc->state_id = x->state;
                sc->dispatch_offset = (uint16_t)lv->num_anim_dispatches;
                a->num_state_changes++;
            }
            AnimDispatch *ad = LB_GROW(b, lv->anim_dispatches, lv->num_anim_dispatches, 1);
            if (!ad)
                return -1;
            ad->low = (int16_t)(start[i] + x->low);
            ad->high = (int16_t)(start[i] + x->high);
            ad->next_anim = (int16_t)(first + x->target);
            ad->next_frame = (int16_t)(start[x->target] + x->target_frame);
            lv->state_changes[lv->num_state_changes - 1].num_dispatches++;
        }

        /* Commands: the type word, then its arguments. */
        a->anim_command_offset = (uint16_t)lv->num_anim_commands;
        for (size_t k = 0; k < COUNT_OF(k_lara_commands); k++) {
            const LaraCommandDef *x = &k_lara_commands[k];
            if (x->anim != i)
                continue;
            int n = CommandArgs(x->type);
            int16_t *w = LB_GROW(b, lv->anim_commands, lv->num_anim_commands, (uint32_t)(1 + n));
            if (!w)
                return -1;
            w[0] = x->type;
            if (n > 0)
                w[1] = x->a;
            if (n > 1)
                w[2] = x->b;
            if (n > 2)
                w[3] = x->c;
            if (x->type == LB_CMD_SOUND || x->type == LB_CMD_EFFECT)
                w[1] = (int16_t)(start[i] + x->a); /* frames are absolute */
            a->num_anim_commands++;
        }

        /* Key frames, each with the box of its posed meshes. */
        for (uint32_t k = 0; k < LB_AnimKeyCount(d); k++) {
            int f = (int)MIN(k * d->rate, d->frames - 1u);
            LPose p;
            int32_t lo[3], hi[3];
            int16_t bbox[6], offset[3];
            LaraMotion(&c, i, f, d->frames, &p);
            Measure(&c, &p, ALL_MESHES, lo, hi);
            for (int m = 0; m < 3; m++) {
                bbox[2 * m] = (int16_t)lo[m];
                bbox[2 * m + 1] = (int16_t)hi[m];
            }
            offset[0] = (int16_t)p.ox;
            offset[1] = (int16_t)p.oy;
            offset[2] = (int16_t)p.oz;
            LB_EmitFrame(b, bbox, offset, NUM_MESHES, (const int32_t(*)[3])p.r);
        }
    }
    return b->failed ? -1 : first;
}
