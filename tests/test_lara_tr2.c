/* TR2's Lara (game/lara/lara_*_tr2.c, Lara_TableTR2) on rooms built at
 * test time (tests/tr_build.h: Lara's model and animations from
 * ../shared/levels/tr2/RANDO_TEST1.TR2; skipped without it): wading out of
 * the water and onto land, the twist of a forward jump, the underwater
 * roll, a ledge grab and a death. Each checks what only TR2's table does
 * (TR1's Lara has no wade, twist or roll state). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/rules/rules.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
enum { LEDGE_NONE = 0, LEDGE_BLOCK = 1, LEDGE_DROP = 2 };
#ifndef RAMP_SLOPE
#define RAMP_SLOPE (-1)
#endif

/* Her animations' flipeffects (the roll's and the twist's turn round) run
 * through the game's audio and effects hub, as in the harness. */
static GameAudio s_audio;

/* One test level: a dry room 0 (6 x 10 sectors inside, floor at 0, high
 * ceiling), its far half (z sectors 6..10) over water room 1 whose floor
 * is `depth` clicks under the surface at y = 0. With `step`, the water
 * deepens gently, as TR2's wading pools do (the wade starts deeper than
 * a step and a half and ends shallower than 474, so a flat floor in whole
 * clicks never starts it): z = 6 one click deep, z = 7 a ramp from one
 * click down to two. `ledge`: LEDGE_BLOCK, a block 5 clicks high fills the
 * near row z = 1 (a ledge to grab from z = 2); LEDGE_DROP, the floor of
 * z = 3..5 is a click lower. Lara stands
 * at (x 3.5, z 2.5) sectors. NULL: no donor level (skip). */
static TestGame *open_level(int depth, bool step, int ledge, char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR2, why, cap);
    if (!b)
        return NULL;
    int wet;
    int dry = TrBuild_AddDryOverPool(b, depth, &wet);
    if (step) {
        LB_SetFloor(&b->lb, wet, 1, 1, 6, 2, 1);
        for (int x = 1; x <= 6; x++)
            LB_SetSlope(&b->lb, wet, x, 2, 0, RAMP_SLOPE);
    }
    if (ledge == LEDGE_BLOCK)
        LB_SetFloor(&b->lb, dry, 1, 1, 6, 1, -5);
    if (ledge == LEDGE_DROP)
        LB_SetFloor(&b->lb, dry, 1, 3, 6, 5, 1);
    LB_AddItem(&b->lb, 0, dry, MID(3), 0, MID(2), 0, 0);
    TestGame *t = TrBuildGame_OpenWhy(b, "lara_tr2.tr2", why, cap);
    if (!t)
        return NULL;
    GameAudio_Attach(&s_audio, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, &s_audio);
    snprintf(why, cap, "ok");
    return t;
}


static void close_level(TestGame *t)
{
    GameAudio_Free(&s_audio);
    TestGame_Delete(t);
}

static int rel_anim(TestGame *t, const Item *l)
{
    return l->anim - Lara_AnimBase(&t->g, l);
}

static inline void set_anim(TestGame *t, Item *l, int anim, int state)
{
    Lara_SwitchAnim(&t->g, l, anim, 0);
    l->current_state = l->goal_state = (int16_t)state;
}

#define OPEN_OR_SKIP(t, depth, step, ledge)                                         \
    do {                                                                            \
        char why_[600];                                                             \
        if (!TrBuild_DonorName(GAME_TR2) || !Test_SharedPath(TrBuild_DonorName(GAME_TR2))) \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));                 \
        (t) = open_level(depth, step, ledge, why_, sizeof why_);                    \
        CHECK_MSG((t) != NULL, "%s", why_);                                         \
    } while (0)

TEST(lara_tr2_rules_use_tr2_table)
{
    /* TR2's rules carry TR2's Lara; TR1's keep TR1's. */
    CHECK(GameRules_TR2.lara == &Lara_TableTR2);
    CHECK(GameRules_TR1.lara == &Lara_TableTR1);
    CHECK(GameRules_TR2.lara != GameRules_TR1.lara);
}

/* Running from dry land down a step and a ramp into water two clicks deep:
 * where the water passes a step and a half deep she starts wading
 * (LWS_WADE, the wade state and animation); turned round, she wades back up
 * the ramp and, where the water is shallower than that, runs on dry land's
 * terms again (above water, the run) up onto the floor of the dry room. */
TEST(lara_tr2_wades_in_and_out)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, true, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    CHECK_EQ(t->g.lara.water_status, LWS_ABOVE_WATER);

    int wade_tick = -1;
    bool wade_state = false, wade_anim = false;
    for (int i = 0; i < 150; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (wade_tick < 0 && t->g.lara.water_status == LWS_WADE)
            wade_tick = i;
        if (l->current_state == LS_WADE)
            wade_state = true;
        if (rel_anim(t, l) == LARA2_ANIM_WADE)
            wade_anim = true;
        if (l->pos.z > MID(9))
            break;
    }
    int16_t deep_status = t->g.lara.water_status;
    int32_t deep_y = l->pos.y;
    /* About turn in the water (left for a while) and back out. */
    TestGame_Step(t, 0, 20);
    for (int i = 0; i < 60 && (l->rot.y > -30000 && l->rot.y < 30000); i++)
        TestGame_Step(t, INPUT_LEFT, 1);
    TestGame_Step(t, 0, 10);
    int out_tick = -1;
    int16_t out_state = -1, out_goal = -1;
    for (int i = 0; i < 300 && l->pos.z > MID(3); i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (out_tick < 0 && t->g.lara.water_status == LWS_ABOVE_WATER) {
            out_tick = i;
            out_state = l->current_state;
            out_goal = l->goal_state;
        }
    }
    Vec3i end = l->pos;
    int16_t end_status = t->g.lara.water_status;
    close_level(t);

    CHECK_MSG(wade_tick >= 0, "never started wading");
    CHECK(wade_state);
    CHECK(wade_anim);
    CHECK_EQ(deep_status, LWS_WADE);
    CHECK_EQ(deep_y, 512);
    CHECK_MSG(out_tick >= 0, "never left the water");
    CHECK_MSG(out_state == LS_RUN || out_goal == LS_RUN, "state %d goal %d leaving the water",
              out_state, out_goal);
    CHECK_EQ(end_status, LWS_ABOVE_WATER);
    CHECK_MSG(end.y == 0 && end.z <= MID(3), "on dry land at %d,%d,%d", end.x, end.y, end.z);
}

/* Standing jump forward, roll in the air: the twist (goal LS_TWIST, its
 * animation) turns her round in flight; she flies on backwards into the
 * back jump and lands facing back the way she jumped. TR1's Lara has no twist (the roll key does nothing in the air). */
TEST(lara_tr2_forward_jump_twists)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 0, MID(1)};
    l->rot.y = 0;
    TestGame_Step(t, 0, 5);
    bool airborne = false;
    for (int i = 0; i < 20 && !airborne; i++) {
        TestGame_Step(t, INPUT_JUMP | INPUT_FORWARD, 1);
        airborne = l->current_state == LS_FORWARD_JUMP && l->gravity;
    }
    bool twist = false, twist_anim = false;
    for (int i = 0; i < 60; i++) {
        TestGame_Step(t, i < 3 ? INPUT_ROLL : 0, 1);
        /* (The twist animations carry the jump states: the twist is the
         * goal that leads into them.) */
        if (l->goal_state == LS_TWIST)
            twist = true;
        if (rel_anim(t, l) == LARA2_ANIM_JUMP_FORWARD_ROLL_START)
            twist_anim = true;
        if (twist && !l->gravity && l->current_state == LS_STOP)
            break;
    }
    TestGame_Step(t, 0, 20);
    int16_t yaw = l->rot.y;
    int16_t state = l->current_state;
    Vec3i end = l->pos;
    close_level(t);

    CHECK(airborne);
    CHECK(twist);
    CHECK(twist_anim);
    CHECK_EQ(state, LS_STOP);
    CHECK_EQ(end.y, 0);
    CHECK_MSG(yaw <= -30000 || yaw >= 30000, "facing %d after the twist", yaw);
}

/* Treading water deep under the surface, the roll key: the underwater
 * roll (LS_WATER_ROLL, its animation) stops her and turns her round. */
TEST(lara_tr2_underwater_roll)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, false, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 1024, MID(8)};
    l->room = 1;
    l->rot = (Vec3s){0, 0, 0};
    l->speed = l->fall_speed = 0;
    l->gravity = false;
    t->g.lara.water_status = LWS_UNDERWATER;
    t->g.lara.air = LARA_AIR_MAX;
    set_anim(t, l, LARA_ANIM_TREAD, LS_TREAD);
    TestGame_Step(t, 0, 2);
    bool rolled = false, roll_anim = false;
    int16_t speed_in_roll = -1;
    for (int i = 0; i < 80; i++) {
        TestGame_Step(t, i == 0 ? INPUT_ROLL : 0, 1);
        if (l->current_state == LS_WATER_ROLL) {
            rolled = true;
            speed_in_roll = l->fall_speed;
        }
        if (rel_anim(t, l) == LARA2_ANIM_UW_ROLL_START)
            roll_anim = true;
    }
    int16_t yaw = l->rot.y;
    int16_t status = t->g.lara.water_status;
    close_level(t);

    CHECK(rolled);
    CHECK(roll_anim);
    CHECK_EQ(speed_in_roll, 0);
    CHECK_EQ(status, LWS_UNDERWATER);
    CHECK_MSG(yaw <= -30000 || yaw >= 30000, "facing %d after the roll", yaw);
}

/* A ledge five clicks up: action at its wall jumps her up to grab it
 * (LS_HANG); letting go, TR2 drops her from the jump up's hanging frame
 * with her feet where that frame's bounds end (TR1 measures from the edge
 * to her hands instead); grabbed again and pulled up, she stands on it. */
TEST(lara_tr2_ledge_grab)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_BLOCK);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->rot.y = (int16_t)-32768;
    bool hung = false;
    for (int i = 0; i < 80 && !hung; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 1);
        hung = l->current_state == LS_HANG && !l->gravity;
    }
    TestGame_Step(t, INPUT_ACTION, 30);
    int16_t still_hanging = l->current_state;
    int32_t hang_y = l->pos.y;
    /* Let go. */
    TestGame_Step(t, 0, 1);
    int16_t drop_state = l->current_state;
    int drop_anim = rel_anim(t, l);
    BoundingBox b;
    Lara_GetBoundsAccurate(&t->g, l, &b);
    int32_t drop_y = l->pos.y;
    TestGame_Step(t, 0, 40);
    int16_t landed = l->current_state;
    int32_t floor_y = l->pos.y;
    /* Up again and over the top. */
    bool regrabbed = false;
    for (int i = 0; i < 80 && !regrabbed; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 1);
        regrabbed = l->current_state == LS_HANG && !l->gravity;
    }
    TestGame_Step(t, INPUT_ACTION, 25);
    TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 60);
    TestGame_Step(t, 0, 20);
    Vec3i top = l->pos;
    int16_t top_state = l->current_state;
    close_level(t);

    CHECK_MSG(hung, "never hung from the ledge");
    CHECK_EQ(still_hanging, LS_HANG);
    CHECK_EQ(drop_state, LS_UP_JUMP);
    CHECK_EQ(drop_anim, LARA2_ANIM_JUMP_UP);
    CHECK_EQ(drop_y, hang_y + b.max_y);
    CHECK_EQ(landed, LS_STOP);
    CHECK_EQ(floor_y, 0);
    CHECK(regrabbed);
    CHECK_EQ(top_state, LS_STOP);
    CHECK_MSG(top.y == -1280 && top.z < 2 * SECTOR, "on the ledge at %d,%d,%d", top.x, top.y, top.z);
}

/* Out of hit points running: TR2's run death animation and the death
 * state, which takes her look away (no head turning while dead); she
 * stays down, dead, whatever the keys. */
TEST(lara_tr2_death_animations)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 0, MID(1)};
    l->rot.y = 0;
    TestGame_Step(t, INPUT_FORWARD, 25);
    int16_t running = l->current_state;
    /* Her look allowed (TR2's handler allows it every tick, a dead Lara's
     * state takes it away again; TR1's never touches it). */
    t->g.lara.look = true;
    l->hit_points = 0;
    bool run_death = false;
    for (int i = 0; i < 10; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (rel_anim(t, l) == LARA2_ANIM_RUN_DEATH)
            run_death = true;
    }
    TestGame_Step(t, 0, 80);
    Vec3i lying = l->pos;
    TestGame_Step(t, INPUT_FORWARD | INPUT_JUMP, 30);
    Vec3i later = l->pos;
    int16_t state = l->current_state, hp = l->hit_points;
    bool look = t->g.lara.look;
    int deaths = t->g.lara.death_count;
    close_level(t);

    CHECK_EQ(running, LS_RUN);
    CHECK(run_death);
    CHECK_EQ(state, LS_DEATH);
    CHECK_EQ(hp, -1);
    CHECK(!look);
    CHECK(deaths > 100);
    CHECK(lying.x == later.x && lying.y == later.y && lying.z == later.z);
}


/* Rolling forward over a drop of one click: TR2's roll follows the floor
 * down (it only falls off more than a step and a half), TR1's falls off
 * anything deeper than 200. */
TEST(lara_tr2_roll_follows_a_click_down)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_DROP);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    /* Near enough the edge to pass it in the roll's first half (the
     * second half is the hit state's, which falls off 200 in both). */
    l->pos = (Vec3i){MID(3), 0, MID(2) + 200};
    l->rot.y = 0;
    TestGame_Step(t, 0, 3);
    bool rolled = false, fell = false;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, i == 0 ? INPUT_ROLL : 0, 1);
        if (l->current_state == LS_ROLL)
            rolled = true;
        if (l->gravity || l->current_state == LS_FORWARD_JUMP)
            fell = true;
    }
    TestGame_Step(t, 0, 20);
    Vec3i end = l->pos;
    close_level(t);

    CHECK(rolled);
    CHECK(!fell);
    CHECK_MSG(end.z > 3 * SECTOR && end.y == 256, "at %d,%d,%d after the roll", end.x, end.y, end.z);
}

/* Swimming under water towards a floor within two clicks of the surface:
 * she stands up out of the swim into the wade. */
TEST(lara_tr2_swims_up_onto_shallows)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, true, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 300, MID(9)};
    l->room = 1;
    l->rot = (Vec3s){0, (int16_t)-32768, 0};
    l->speed = l->fall_speed = 0;
    l->gravity = false;
    t->g.lara.water_status = LWS_UNDERWATER;
    t->g.lara.air = LARA_AIR_MAX;
    set_anim(t, l, LARA_ANIM_TREAD, LS_TREAD);
    bool stood = false;
    int32_t floor_y = 0;
    for (int i = 0; i < 150 && !stood; i++) {
        TestGame_Step(t, INPUT_JUMP, 1);
        stood = l->current_state == LS_WATER_OUT &&
                rel_anim(t, l) == LARA2_ANIM_UNDERWATER_TO_STAND;
        floor_y = l->pos.y;
    }
    int16_t status = t->g.lara.water_status;
    TestGame_Step(t, 0, 60);
    int16_t after = l->current_state;
    close_level(t);

    CHECK_MSG(stood, "never stood up from the swim");
    CHECK_EQ(status, LWS_WADE);
    CHECK_MSG(floor_y > 256 && floor_y <= 512, "stood at y %d", floor_y);
    CHECK_EQ(after, LS_STOP);
}

/* Swimming on the surface onto a floor that rises under her: her feet
 * find it and she wades out of the swim (out of the water animation or
 * straight into the wade), wading. */
TEST(lara_tr2_surface_swim_steps_out_into_wade)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, true, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 1, MID(9)};
    l->room = 1;
    l->rot = (Vec3s){0, (int16_t)-32768, 0};
    l->speed = l->fall_speed = 0;
    l->gravity = false;
    t->g.lara.water_status = LWS_SURFACE;
    set_anim(t, l, LARA_ANIM_SURF_TREAD, LS_SURF_TREAD);
    bool stepped = false;
    for (int i = 0; i < 200 && !stepped; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        int a = rel_anim(t, l);
        stepped = t->g.lara.water_status == LWS_WADE &&
                  (a == LARA2_ANIM_ONWATER_TO_WADE || a == LARA2_ANIM_WADE);
    }
    int16_t status = t->g.lara.water_status;
    int32_t y = l->pos.y;
    close_level(t);

    CHECK_MSG(stepped, "never waded out of the swim");
    CHECK_EQ(status, LWS_WADE);
    CHECK_MSG(y > 256 && y <= 512, "on the floor at y %d", y);
}

/* Jumping straight up, forward held while she rises drifts her forward a
 * little: her speed builds to 5 (TR2's up jump; TR1's keeps the jump's
 * own speed). */
TEST(lara_tr2_up_jump_drifts_forward)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 0, MID(2)};
    l->rot.y = 0;
    TestGame_Step(t, 0, 3);
    bool up = false;
    for (int i = 0; i < 30 && !up; i++) {
        TestGame_Step(t, INPUT_JUMP, 1);
        up = l->current_state == LS_UP_JUMP && l->gravity;
    }
    int32_t z0 = l->pos.z;
    int16_t top_speed = 0;
    for (int i = 0; i < 40 && (l->gravity || i == 0); i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (l->speed > top_speed)
            top_speed = l->speed;
    }
    TestGame_Step(t, 0, 30);
    int32_t z1 = l->pos.z, y1 = l->pos.y;
    int16_t state = l->current_state;
    close_level(t);

    CHECK(up);
    /* The jump's own speed is 2; forward builds it to 5. */
    CHECK_EQ(top_speed, 5);
    CHECK_MSG(z1 > z0, "z %d -> %d", z0, z1);
    CHECK_EQ(y1, 0);
    CHECK_EQ(state, LS_STOP);
}

/* A standing jump at a wall close ahead hits it as she leaves the
 * ground: TR2 lands her on the spot (the land state and the jump up's
 * landing), as it does for any wall hit within half a click of the floor;
 * TR1 always smashes into the fast fall. She ends standing. */
TEST(lara_tr2_jump_into_wall_lands)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_BLOCK);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 0, 2 * SECTOR + 400};
    l->rot.y = (int16_t)-32768;
    TestGame_Step(t, 0, 3);
    bool landed = false, smashed = false;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, i < 12 ? INPUT_JUMP | INPUT_FORWARD : 0, 1);
        if (l->current_state == LS_LAND && rel_anim(t, l) == LARA2_ANIM_JUMP_UP_LAND)
            landed = true;
        if (l->current_state == LS_FAST_FALL || rel_anim(t, l) == LARA_ANIM_FAST_FALL)
            smashed = true;
    }
    TestGame_Step(t, 0, 60);
    Vec3i end = l->pos;
    int16_t state = l->current_state;
    close_level(t);

    CHECK(landed);
    CHECK(!smashed);
    CHECK_EQ(state, LS_STOP);
    CHECK_MSG(end.y == 0 && end.z > 2 * SECTOR, "at %d,%d,%d", end.x, end.y, end.z);
}

/* Standing against a wall, forward: the wall stops her at once, and TR2
 * puts her back in the stand she was in (its animation and frame going
 * on); TR1 restarts the standing animation. */
TEST(lara_tr2_wall_keeps_her_stand)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_BLOCK);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 0, 2 * SECTOR + LARA_RADIUS + 1};
    l->rot.y = (int16_t)-32768;
    TestGame_Step(t, 0, 30);
    int idle_anim = rel_anim(t, l);
    int idle_frame = l->frame;
    int16_t idle_state = l->current_state;
    TestGame_Step(t, INPUT_FORWARD, 1);
    int anim = rel_anim(t, l);
    int frame = l->frame;
    int16_t state = l->current_state;
    Vec3i pos = l->pos;
    close_level(t);

    CHECK_EQ(idle_state, LS_STOP);
    CHECK(idle_anim != LARA_ANIM_STOP);
    CHECK_EQ(state, LS_STOP);
    CHECK_EQ(anim, idle_anim);
    CHECK_EQ(frame, idle_frame + 1);
    CHECK_MSG(pos.z >= 2 * SECTOR + LARA_RADIUS, "in the wall at z %d", pos.z);
}

/* Jump held from the start of a run: TR2 refuses the jump through the
 * run's start and first stride (until the run's frame 4 comes round), then
 * jumps; TR1 asks for the jump at once. */
TEST(lara_tr2_run_jump_waits_for_stride)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos = (Vec3i){MID(3), 0, MID(1)};
    l->rot.y = 0;
    TestGame_Step(t, 0, 3);
    TestGame_Step(t, INPUT_FORWARD, 1);
    bool started = rel_anim(t, l) == LARA_ANIM_RUN_START;
    bool early = false;
    int jump_tick = -1;
    for (int i = 0; i < 40 && jump_tick < 0; i++) {
        bool in_start = rel_anim(t, l) == LARA_ANIM_RUN_START;
        TestGame_Step(t, INPUT_FORWARD | INPUT_JUMP, 1);
        if (in_start && l->goal_state == LS_FORWARD_JUMP)
            early = true;
        if (l->current_state == LS_FORWARD_JUMP)
            jump_tick = i;
    }
    close_level(t);

    CHECK(started);
    CHECK(!early);
    CHECK_MSG(jump_tick >= 0, "never jumped");
}

/* While she rides a vehicle (Lara.vehicle set) the vehicle drives her:
 * one with no rider routine of its own (as the boat, which moves her from
 * its own control) leaves her states, animation and position alone, so
 * forward does not start a run. Off it (vehicle -1) the same input runs. */
TEST(lara_tr2_vehicle_takes_her_tick)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false, LEDGE_NONE);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    CHECK_EQ(t->g.lara.vehicle, -1);
    TestGame_Step(t, 0, 5);
    /* Any item whose object has no rider routine stands in for the boat:
     * Lara's own. */
    t->g.lara.vehicle = (int16_t)t->g.lara.item;
    Vec3i at = l->pos;
    int16_t anim = l->anim, frame = l->frame;
    TestGame_Step(t, INPUT_FORWARD, 20);
    bool held_still = l->pos.x == at.x && l->pos.z == at.z && l->anim == anim && l->frame == frame &&
                      l->current_state == LS_STOP;
    t->g.lara.vehicle = -1;
    TestGame_Step(t, INPUT_FORWARD, 20);
    bool ran = l->pos.z != at.z;
    close_level(t);
    CHECK_MSG(held_still, "her states ran while on the vehicle");
    CHECK_MSG(ran, "she did not run once off it");
}

/* Out of the water TR2's Lara has all her breath back at once (TR3's
 * refills 10 a tick: test_lara_tr3_water.c). */
TEST(lara_tr2_air_full_at_once_above_water)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, false, LEDGE_NONE);
    TestGame_Step(t, 0, 1);
    int16_t status = t->g.lara.water_status;
    t->g.lara.air = 100;
    TestGame_Step(t, 0, 1);
    int16_t air = t->g.lara.air;
    close_level(t);
    CHECK_EQ(status, LWS_ABOVE_WATER);
    CHECK_EQ(air, LARA_AIR_MAX);
}
