/* TR3's flipeffects (see flipeffect.h): the original's routine list of 60
 * (tomb3 effects.cpp). Numbers 0..31 are TR2's list with TR2's routines
 * (game/flipeffect_tr2.c): TR3 kept them, and its sample numbers for their
 * sounds are TR2's (the flood's comes from the rules' sounds). TR3 adds:
 * the footprint (its footstep sound by the floor's material; the print
 * itself is not drawn: the PC original draws none), the gym's assault-course and quad-bike
 * clocks (game/gym_clock.h; TR3's routines at TR2's assault numbers 28..31 too), the instructor's nineteen exercise lines, the tube train's
 * shake and the rumble next door; and it fills TR2's empty 16 and 17 with
 * the cut-scenes' gun shots (a 3-tick flash in that hand). */
#include "game/flipeffect_internal.h"

#include "engine/world/floor.h"
#include "game/game.h"
#include "game/rules/rules.h"

enum {
    SFX3_RUMBLE_NEXTDOOR = 149,
    SFX3_FOOTSTEPS_MUD = 288, /* the first of the seven footstep sounds */
};

enum {
    FX3_ADD_FOOTPRINT = 32,
    FX3_ASSAULT_PENALTY_4 = 33,
    FX3_QUAD_START = 34,
    FX3_QUAD_STOP = 35,
    FX3_QUAD_FINISHED = 36,
    FX3_ASSAULT_PENALTY_30 = 37,
    FX3_EXERCISE_FIRST = 38, /* .. 56 */
    FX3_RESET_EXERCISES = 57,
    FX3_TUBE_TRAIN = 58,
    FX3_RUMBLE_NO_SHAKE = 59,
    FX3_COUNT = 60,
};

/* The instructor's lines: the nth exercise effect plays its track only
 * when it is the next one (the original's ExerciseNumber), and the count
 * wraps after the last. The next-to-last waits for Lara at the water's
 * surface. */
#define EXERCISES 19
static const uint8_t k_exercise_track[EXERCISES] = {
    108, 107, 115, 86, 118, 110, 82, 113, 114, 119, 98, 116, 117, 83, 109, 89, 96, 112, 90,
};
#define EXERCISE_AT_SURFACE 17

static void exercise(FlipFx *fx, int n)
{
    bool ready = fx->exercise == n;
    if (ready && n == EXERCISE_AT_SURFACE) {
        /* flip_user is the Game (Game_SetAudio). */
        const Game *g = fx->flip_user;
        ready = g && g->lara.water_status == LWS_SURFACE;
    }
    if (ready) {
        if (fx->play_music)
            fx->play_music(fx->flip_user, k_exercise_track[n]);
        fx->exercise = (uint8_t)(n + 1 < EXERCISES ? n + 1 : 0);
    }
    FlipFx_End(fx);
}

#define EXERCISE_FN(n) \
    static void fx3_exercise_##n(FlipFx *fx, Item *item) { exercise(fx, n); }
EXERCISE_FN(0) EXERCISE_FN(1) EXERCISE_FN(2) EXERCISE_FN(3) EXERCISE_FN(4)
EXERCISE_FN(5) EXERCISE_FN(6) EXERCISE_FN(7) EXERCISE_FN(8) EXERCISE_FN(9)
EXERCISE_FN(10) EXERCISE_FN(11) EXERCISE_FN(12) EXERCISE_FN(13) EXERCISE_FN(14)
EXERCISE_FN(15) EXERCISE_FN(16) EXERCISE_FN(17) EXERCISE_FN(18)

static void fx3_reset_exercises(FlipFx *fx, Item *item)
{
    fx->exercise = 0;
    FlipFx_End(fx);
}

/* The footstep sound of each floor material (a TR3 sector's low four
 * bits), after SFX3_FOOTSTEPS_MUD; -1: none (the original's materials 5,
 * 6, 9 and 11 are silent). */
static const int8_t k_footstep[16] = {0, 5, 3, 2, 1, -1, -1, 4, 6, -1, 3, -1, 4, 6, -1, -1};

/* AddFootprint: Lara's step sounds by the material of the floor under
 * her (the original looks under the stepping foot; here under her, a
 * step's length away at most). The print it leaves is drawn by none of
 * the PC original's renderers. */
static void fx3_footprint(FlipFx *fx, Item *item)
{
    Sim *s = fx->sim;
    if (!s || !s->world || !item || item != &s->items[s->lara])
        return;
    int16_t room = item->room;
    const RoomSector *sec = World_Sector(s->world, item->pos.x, item->pos.y, item->pos.z, &room);
    if (!sec)
        return;
    int step = k_footstep[sec->box_index & 0xF];
    if (step >= 0)
        FlipFx_Sound(fx, SFX3_FOOTSTEPS_MUD + step, &item->pos);
}

/* The gym's clocks (game/gym_clock.h). */
static void fx3_assault_start(FlipFx *fx, Item *item)
{
    GymClock_AssaultStart(&fx->gym);
    if (fx->reset_targets)
        fx->reset_targets(fx->flip_user);
    FlipFx_End(fx);
}

static void fx3_assault_stop(FlipFx *fx, Item *item)
{
    GymClock_AssaultStop(&fx->gym);
    FlipFx_End(fx);
}

static void fx3_assault_reset(FlipFx *fx, Item *item)
{
    GymClock_AssaultReset(&fx->gym);
    FlipFx_End(fx);
}

/* A time under three minutes earns the instructor's praise (track 95). */
static void fx3_assault_finished(FlipFx *fx, Item *item)
{
    if (GymClock_AssaultFinished(&fx->gym) && fx->gym.timer < 3 * 60 * SIM_TICK_HZ &&
        fx->play_music)
        fx->play_music(fx->flip_user, 95);
    FlipFx_End(fx);
}

static void fx3_assault_penalty_4(FlipFx *fx, Item *item)
{
    GymClock_AssaultPenalty(&fx->gym, 240); /* the original's "4": 8 seconds */
    FlipFx_End(fx);
}

static void fx3_assault_penalty_30(FlipFx *fx, Item *item)
{
    GymClock_AssaultPenalty(&fx->gym, 30 * SIM_TICK_HZ);
    FlipFx_End(fx);
}

static bool rides(FlipFx *fx) { return fx->lara_rides && fx->lara_rides(fx->flip_user); }

static void fx3_quad_start(FlipFx *fx, Item *item)
{
    GymClock_QuadStart(&fx->gym, rides(fx));
    FlipFx_End(fx);
}

static void fx3_quad_stop(FlipFx *fx, Item *item)
{
    GymClock_QuadStop(&fx->gym, rides(fx));
    FlipFx_End(fx);
}

static void fx3_quad_finished(FlipFx *fx, Item *item)
{
    GymClock_QuadFinished(&fx->gym, rides(fx));
    FlipFx_End(fx);
}

/* shoot_right_gun / shoot_left_gun (cut-scenes): that hand's gun flashes
 * for 3 ticks (the gun code counts it down and lights and draws it).
 * flip_user is the Game (Game_SetAudio). */
static void shoot(FlipFx *fx, bool right)
{
    Game *g = fx->flip_user;
    if (!g)
        return;
    LaraArm *arm = right ? &g->lara.right_arm : &g->lara.left_arm;
    arm->flash_gun = 3;
}

static void fx3_shoot_right_gun(FlipFx *fx, Item *item) { shoot(fx, true); }
static void fx3_shoot_left_gun(FlipFx *fx, Item *item) { shoot(fx, false); }

/* dynamic_light_on / off: TR3 sets a flag that only its cut-scene actors'
 * control reads, and there it works out a joint's place and adds no light
 * (TR2's added one); so nothing is to be done, nor logged as missing. */
static void fx3_dynamic_light(FlipFx *fx, Item *item) {}

static void fx3_tube_train(FlipFx *fx, Item *item)
{
    FlipFx_Shake(fx, -350);
    FlipFx_End(fx);
}

static void fx3_rumble_no_shake(FlipFx *fx, Item *item)
{
    FlipFx_Sound(fx, SFX3_RUMBLE_NEXTDOOR, NULL);
    FlipFx_End(fx);
}

static const FxEntry k_tr3[FX3_COUNT] = {
    [0] = {"TURN180", false, FlipFx2_Turn180},
    [1] = {"FLOOR_SHAKE", false, FlipFx_DinoStomp},
    [2] = {"LARA_NORMAL", false, FlipFx_LaraNormal},
    [3] = {"LARA_BUBBLES", false, FlipFx_LaraBubbles},
    [4] = {"FINISH_LEVEL", false, FlipFx_FinishLevel},
    [5] = {"FLOOD_FX", true, FlipFx2_Flood},
    [6] = {"CHANDELIER_FX", true, FlipFx2_Chandelier},
    [7] = {"RUBBLE_FX", true, FlipFx2_Rubble},
    [8] = {"PISTON_FX", true, FlipFx2_Piston},
    [9] = {"CURTAIN_FX", true, FlipFx2_Curtain},
    [10] = {"SETCHANGE_FX", true, FlipFx2_SetChange},
    [11] = {"EXPLOSION_FX", true, FlipFx_Explosion},
    [12] = {"LARA_HANDSFREE", false, FlipFx_LaraHandsfree},
    [13] = {"FLIP_MAP", false, FlipFx_FlipMap},
    [14] = {"DRAW_RIGHTGUN", false, FlipFx_DrawRightgun},
    [15] = {"DRAW_LEFTGUN", false, FlipFx2_DrawLeftgun},
    [16] = {"SHOOT_RIGHTGUN", false, fx3_shoot_right_gun},
    [17] = {"SHOOT_LEFTGUN", false, fx3_shoot_left_gun},
    [18] = {"MESH_SWAP1", false, FlipFx2_MeshSwap1},
    [19] = {"MESH_SWAP2", false, FlipFx2_MeshSwap2},
    [20] = {"MESH_SWAP3", false, FlipFx2_MeshSwap3},
    [21] = {"INV_ON", false, FlipFx2_InvOn},
    [22] = {"INV_OFF", false, FlipFx2_InvOff},
    [23] = {"DYN_ON", false, fx3_dynamic_light},
    [24] = {"DYN_OFF", false, fx3_dynamic_light},
    [25] = {"STATUE_FX", true, FlipFx2_Statue},
    [26] = {"RESET_HAIR", false, FlipFx2_ResetHair},
    [27] = {"BOILER_FX", true, FlipFx2_Boiler},
    [28] = {"ASSAULT_RESET", true, fx3_assault_reset},
    [29] = {"ASSAULT_STOP", true, fx3_assault_stop},
    [30] = {"ASSAULT_START", true, fx3_assault_start},
    [31] = {"ASSAULT_FINISHED", true, fx3_assault_finished},
    [FX3_ADD_FOOTPRINT] = {"ADD_FOOTPRINT", false, fx3_footprint},
    [FX3_ASSAULT_PENALTY_4] = {"ASSAULT_PENALTY_4", true, fx3_assault_penalty_4},
    [FX3_QUAD_START] = {"QUAD_START", true, fx3_quad_start},
    [FX3_QUAD_STOP] = {"QUAD_STOP", true, fx3_quad_stop},
    [FX3_QUAD_FINISHED] = {"QUAD_FINISHED", true, fx3_quad_finished},
    [FX3_ASSAULT_PENALTY_30] = {"ASSAULT_PENALTY_30", true, fx3_assault_penalty_30},
    [FX3_EXERCISE_FIRST + 0] = {"EXERCISE1_105", true, fx3_exercise_0},
    [FX3_EXERCISE_FIRST + 1] = {"EXERCISE1_104", true, fx3_exercise_1},
    [FX3_EXERCISE_FIRST + 2] = {"EXERCISE2_112", true, fx3_exercise_2},
    [FX3_EXERCISE_FIRST + 3] = {"EXERCISE2_83", true, fx3_exercise_3},
    [FX3_EXERCISE_FIRST + 4] = {"EXERCISE3_115", true, fx3_exercise_4},
    [FX3_EXERCISE_FIRST + 5] = {"EXERCISE3_107", true, fx3_exercise_5},
    [FX3_EXERCISE_FIRST + 6] = {"EXERCISE3_79", true, fx3_exercise_6},
    [FX3_EXERCISE_FIRST + 7] = {"EXERCISE4_110", true, fx3_exercise_7},
    [FX3_EXERCISE_FIRST + 8] = {"EXERCISE4_111", true, fx3_exercise_8},
    [FX3_EXERCISE_FIRST + 9] = {"EXERCISE5_116", true, fx3_exercise_9},
    [FX3_EXERCISE_FIRST + 10] = {"EXERCISE5_95", true, fx3_exercise_10},
    [FX3_EXERCISE_FIRST + 11] = {"EXERCISE6_113", true, fx3_exercise_11},
    [FX3_EXERCISE_FIRST + 12] = {"EXERCISE6_114", true, fx3_exercise_12},
    [FX3_EXERCISE_FIRST + 13] = {"EXERCISE6_80", true, fx3_exercise_13},
    [FX3_EXERCISE_FIRST + 14] = {"EXERCISE7_106", true, fx3_exercise_14},
    [FX3_EXERCISE_FIRST + 15] = {"EXERCISE7_86", true, fx3_exercise_15},
    [FX3_EXERCISE_FIRST + 16] = {"EXERCISE8_93", true, fx3_exercise_16},
    [FX3_EXERCISE_FIRST + 17] = {"EXERCISE8_109SP", true, fx3_exercise_17},
    [FX3_EXERCISE_FIRST + 18] = {"EXERCISE8_87", true, fx3_exercise_18},
    [FX3_RESET_EXERCISES] = {"RESET_EXERCISES", true, fx3_reset_exercises},
    [FX3_TUBE_TRAIN] = {"TUBE_TRAIN", true, fx3_tube_train},
    [FX3_RUMBLE_NO_SHAKE] = {"RUMBLE_NO_SHAKE", true, fx3_rumble_no_shake},
};

const FlipFxTable FlipFx_TableTR3 = {k_tr3, FX3_COUNT};
