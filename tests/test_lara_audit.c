/* Lara's paths that no shared reference trace walks through, checked on the
 * real levels against what the original's logic implies (the numbers below
 * are worked out from that logic and the level's geometry, not read back
 * from our own output): slopes and slides, vaults onto 2- and 3-click
 * steps, the walk's stop animation against a wall, fall damage and fatal
 * landings, and the underwater current of a sink trigger. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "engine/math/fixed.h"
#include "game/creature/box.h"
#include "game/game.h"
#include "game/game_audio.h"

#include "tests/test_levels.h"

typedef struct {
    Level lv;
    Sim sim;
    GameAudio ga;
    Game g;
} AuditFixture;

static AuditFixture *fixture_open(const char *rel)
{
    AuditFixture *f = calloc(1, sizeof *f);
    const char *path = Test_SharedPath(rel);
    char err[256];
    if (!f || !path)
        goto fail;
    Log_SetQuiet(1);
    if (!Level_Load(path, &f->lv, err, sizeof err))
        goto fail;
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&f->sim, &f->lv, &cfg, err, sizeof err)) {
        Level_Free(&f->lv);
        goto fail;
    }
    GameAudio_Attach(&f->ga, &f->sim, NULL, NULL);
    if (!Game_Attach(&f->g, &f->sim, err, sizeof err)) {
        GameAudio_Free(&f->ga);
        Sim_Free(&f->sim);
        Level_Free(&f->lv);
        goto fail;
    }
    Game_SetAudio(&f->g, &f->ga);
    return f;
fail:
    free(f);
    return NULL;
}

static void fixture_close(AuditFixture *f)
{
    if (!f)
        return;
    Game_Free(&f->g);
    GameAudio_Free(&f->ga);
    Sim_Free(&f->sim);
    Level_Free(&f->lv);
    free(f);
}

#define OPEN_OR_SKIP(f, rel)                                                    \
    do {                                                                        \
        if (!Test_SharedPath(rel))                                              \
            SKIP("%s not available", rel);                                      \
        (f) = fixture_open(rel);                                                \
        CHECK_MSG((f) != NULL, "cannot open %s", rel);                          \
    } while (0)

/* Floor height under (x, z) looked up from just above `y`, and the room
 * found there. */
static int32_t floor_at(AuditFixture *f, int32_t x, int32_t y, int32_t z, int16_t *room)
{
    const RoomSector *s = World_Sector(&f->g.world, x, y, z, room);
    return World_Height(&f->g.world, s, x, y, z);
}

/* Puts Lara at (x, floor, z) of `room`, facing `rot_y`, standing still in
 * her standing animation (the demo start's state). Returns the floor. */
static int32_t place_standing(AuditFixture *f, int16_t room, int32_t x, int32_t z,
                              int16_t rot_y, int32_t y_hint)
{
    Item *it = Game_LaraItem(&f->g);
    int32_t y = floor_at(f, x, y_hint, z, &room);
    Sim_ItemNewRoom(&f->sim, f->sim.lara, room);
    it->pos.x = x;
    it->pos.y = y;
    it->pos.z = z;
    it->rot.x = it->rot.z = 0;
    it->rot.y = rot_y;
    it->floor = y;
    it->speed = it->fall_speed = 0;
    it->gravity = false;
    it->current_state = it->goal_state = LS_STOP;
    Lara_SwitchAnim(&f->g, it, LARA_ANIM_STOP, 0);
    f->g.lara.move_angle = rot_y;
    f->g.lara.turn_rate = 0;
    return y;
}

static int rel_anim(const AuditFixture *f, const Item *it)
{
    return it->anim - Lara_AnimBase(&f->g, it);
}

static int rel_frame(const AuditFixture *f, const Item *it)
{
    return it->frame - (int)f->lv.animations[it->anim].frame_start;
}

/* ---- slopes ------------------------------------------------------------------ */

/* LEVEL1's first room: the sector at (75264, 14848) slopes down towards -x
 * by four clicks (tilt_x 4). Standing on it, the stand collision finds the
 * slant past two clicks and starts the slide: downhill is -90 degrees,
 * within 90 degrees of a +z facing, so it is the forward slide (state 24,
 * animation 70 from its first frame), turned to face downhill, moving
 * downhill. Facing +x instead, downhill lies behind her: the back slide
 * (state 32, animation 104), facing uphill (+90), still moving downhill. */
TEST(lara_audit_slide_starts_forward_and_back)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);

    place_standing(f, 0, 75264, 14848, 0, 3000);
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_SLIDE);
    CHECK_EQ(it->goal_state, LS_SLIDE);
    CHECK_EQ(rel_anim(f, it), 70);
    CHECK_EQ(rel_frame(f, it), 0);
    CHECK_EQ(it->rot.y, -0x4000);
    CHECK_EQ(f->g.lara.move_angle, -0x4000);

    /* Still on the same slope: the slide goes on, it does not restart. */
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_SLIDE);
    CHECK(rel_anim(f, it) != 70 || rel_frame(f, it) == 1);

    place_standing(f, 0, 75264, 14848, 0x4000, 3000);
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_SLIDE_BACK);
    CHECK_EQ(it->goal_state, LS_SLIDE_BACK);
    CHECK_EQ(rel_anim(f, it), 104);
    CHECK_EQ(rel_frame(f, it), 0);
    CHECK_EQ(it->rot.y, 0x4000);
    CHECK_EQ(f->g.lara.move_angle, -0x4000);
    fixture_close(f);
}

/* A slide ends where the floor flattens (goal back to standing) and never
 * climbs: x only ever decreases (downhill is -x) and her feet follow the
 * floor every tick. Jump held during a slide asks for the forward jump,
 * during a back slide for the back jump. */
TEST(lara_audit_slide_runs_out_and_jumps_off)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);

    place_standing(f, 0, 75264, 14848, 0, 3000);
    int32_t last_x = it->pos.x;
    bool stood = false;
    for (int t = 0; t < 120 && !stood; t++) {
        Game_Tick(&f->g, 0);
        CHECK(it->pos.x <= last_x);
        last_x = it->pos.x;
        if (it->current_state == LS_STOP)
            stood = true;
    }
    CHECK_MSG(stood, "still sliding after 120 ticks (state %d)", it->current_state);
    int16_t room = it->room;
    CHECK_EQ(it->pos.y, floor_at(f, it->pos.x, it->pos.y - 100, it->pos.z, &room));

    place_standing(f, 0, 75264, 14848, 0, 3000);
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_SLIDE);
    Game_Tick(&f->g, INPUT_JUMP);
    CHECK_EQ(it->goal_state, LS_FORWARD_JUMP);

    place_standing(f, 0, 75264, 14848, 0x4000, 3000);
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_SLIDE_BACK);
    Game_Tick(&f->g, INPUT_JUMP);
    CHECK_EQ(it->goal_state, LS_BACK_JUMP);
    fixture_close(f);
}

/* ---- vaults ------------------------------------------------------------------- */

/* Runs Lara (forward + action) at a step ahead of her until the vault
 * starts; returns the tick it started, -1 if it never did. */
static int run_until_vault(AuditFixture *f, int max_ticks)
{
    Item *it = Game_LaraItem(&f->g);
    for (int t = 0; t < max_ticks; t++) {
        Game_Tick(&f->g, INPUT_FORWARD | INPUT_ACTION);
        if (it->current_state == LS_NULL)
            return t;
    }
    return -1;
}

/* LEVEL1 room 13: from the floor at 6400, the sector beyond -z is two
 * clicks higher (5888) with head room above it. Running at it with action
 * held, the front probe meets a 512 rise: the 2-click vault (the pull-up
 * state 19, animation 50, her y unchanged since the step is exactly two
 * clicks, hands busy, facing snapped to -180). When the climb is over she
 * stands on the upper floor with free hands. */
TEST(lara_audit_vault_two_clicks)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);
    int32_t y0 = place_standing(f, 13, 14848, 48640, (int16_t)-0x8000, 6000);
    CHECK_EQ(y0, 6400);

    int t = run_until_vault(f, 60);
    CHECK_MSG(t >= 0, "no vault (state %d anim %d)", it->current_state, rel_anim(f, it));
    CHECK_EQ(rel_anim(f, it), 50);
    CHECK_EQ(rel_frame(f, it), 0);
    CHECK_EQ(it->goal_state, LS_STOP);
    CHECK_EQ(it->pos.y, y0);
    CHECK_EQ(it->rot.y, (int16_t)-0x8000);
    CHECK_EQ(f->g.lara.gun_status, LGS_HANDS_BUSY);
    /* The front probe (her radius ahead) had crossed into the higher
     * sector, whose edge is at z 48128; the vault's shift puts it back one
     * unit inside her own sector. */
    CHECK_EQ(it->pos.z, 48128 + 1 + LARA_RADIUS);

    for (int i = 0; i < 120 && it->current_state != LS_STOP; i++)
        Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_STOP);
    CHECK_EQ(it->pos.y, 5888);
    CHECK(it->pos.z < 48128);
    CHECK_EQ(f->g.lara.gun_status, LGS_ARMLESS);
    fixture_close(f);
}

/* LEVEL1 room 10: a 3-click rise (7680 to 6912) beyond +z: the 3-click
 * vault (state 19, animation 42), ending on the upper floor. */
TEST(lara_audit_vault_three_clicks)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);
    int32_t y0 = place_standing(f, 10, 45568, 53760, 0, 7400);
    CHECK_EQ(y0, 7680);

    int t = run_until_vault(f, 60);
    CHECK_MSG(t >= 0, "no vault (state %d anim %d)", it->current_state, rel_anim(f, it));
    CHECK_EQ(rel_anim(f, it), 42);
    CHECK_EQ(rel_frame(f, it), 0);
    CHECK_EQ(it->pos.y, y0);
    CHECK_EQ(it->rot.y, 0);
    for (int i = 0; i < 120 && it->current_state != LS_STOP; i++)
        Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_STOP);
    CHECK_EQ(it->pos.y, 6912);
    fixture_close(f);
}

/* Without action the same step is a wall: no vault, she stops. */
TEST(lara_audit_no_vault_without_action)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);
    place_standing(f, 13, 14848, 48640, (int16_t)-0x8000, 6000);
    for (int t = 0; t < 60; t++) {
        Game_Tick(&f->g, INPUT_FORWARD);
        CHECK(it->current_state != LS_NULL);
    }
    CHECK_EQ(it->pos.y, 6400);
    CHECK(it->pos.z >= 48128 + LARA_RADIUS - 1);
    fixture_close(f);
}

/* ---- walking into a wall ------------------------------------------------------- */

/* Walking (forward + walk) into the wall south of her start, she stops on
 * the foot that is down: the walk's frames 7..25 (counted after this
 * tick's frame step) give animation 2, frames 0..6 and 26..35 animation 3,
 * as the reference engine's collision numbers them. */
TEST(lara_audit_walk_into_wall_stop_animation)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);
    const int32_t start_z[] = {3584, 3584 + 40, 3584 + 80, 3584 + 120, 3584 + 160, 3584 + 200};
    int checked = 0;
    for (size_t k = 0; k < sizeof start_z / sizeof start_z[0]; k++) {
        place_standing(f, 0, 75264, start_z[k], (int16_t)-0x8000, 3000);
        int prev_anim = rel_anim(f, it), prev_frame = rel_frame(f, it);
        for (int t = 0; t < 200; t++) {
            Game_Tick(&f->g, INPUT_FORWARD | INPUT_WALK);
            if (prev_anim == LARA_ANIM_WALK && it->current_state == LS_STOP) {
                int fr = prev_frame + 1;
                int want = fr >= 7 && fr <= 25 ? 2 : fr <= 35 ? 3 : -1;
                if (want >= 0) {
                    CHECK_MSG(rel_anim(f, it) == want, "walk frame %d: anim %d, want %d", fr,
                              rel_anim(f, it), want);
                    CHECK_EQ(rel_frame(f, it), 0);
                    checked++;
                }
                break;
            }
            prev_anim = rel_anim(f, it);
            prev_frame = rel_frame(f, it);
        }
    }
    CHECK_MSG(checked > 0, "she never walked into the wall");
    fixture_close(f);
}

/* ---- falls ---------------------------------------------------------------------- */

/* Lara a few units above LEVEL1's start floor in the long fall (state 9,
 * free-fall animation 23) at fall speed v: this tick's gravity adds one
 * (fast enough already), she lands, and the damage is the original's
 * 1000 * (v+1-140)^2 / 14^2 when v+1-140 is 1..14; past 14 she dies. */
static void fall_onto_floor(AuditFixture *f, int16_t fall_speed)
{
    Item *it = Game_LaraItem(&f->g);
    int32_t y = place_standing(f, 0, 75264, 3584, 0, 3000);
    it->pos.y = y - 20;
    it->current_state = it->goal_state = LS_FAST_FALL;
    Lara_SwitchAnim(&f->g, it, 23, 0);
    it->gravity = true;
    it->fall_speed = fall_speed;
    it->hit_points = LARA_HITPOINTS;
    Game_Tick(&f->g, 0);
}

TEST(lara_audit_fall_damage_and_fatal_landing)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);

    /* Landing at 151: 11 over the limit, 1000 * 121 / 196 = 617 lost. The
     * hard landing animation (24) in the standing state. */
    fall_onto_floor(f, 150);
    CHECK_EQ(it->hit_points, LARA_HITPOINTS - 617);
    CHECK_EQ(it->current_state, LS_STOP);
    CHECK_EQ(it->goal_state, LS_STOP);
    CHECK_EQ(rel_anim(f, it), LARA_ANIM_LAND_FAR);
    CHECK_EQ(it->pos.y, 3072);
    CHECK_EQ(it->fall_speed, 0);
    CHECK(!it->gravity);

    /* At 140 exactly: no damage at all. */
    fall_onto_floor(f, 139);
    CHECK_EQ(it->hit_points, LARA_HITPOINTS);

    /* Landing at 154: 14 over, all 1000 points lost, yet the original's
     * test for death is "below zero": she lands standing with none left,
     * and the next tick's check kills her (the stand routine then asks for
     * the death state). */
    fall_onto_floor(f, 153);
    CHECK_EQ(it->hit_points, 0);
    CHECK_EQ(it->goal_state, LS_STOP);
    CHECK_EQ(rel_anim(f, it), LARA_ANIM_LAND_FAR);
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->hit_points, -1);
    CHECK_EQ(it->goal_state, LS_DEATH);

    /* Landing at 155: past the limit, dead on the spot; she keeps the fall
     * state and animation this tick with death as the goal, and the level's
     * dispatch then plays the fatal landing into the death state. */
    fall_onto_floor(f, 154);
    CHECK_EQ(it->hit_points, -1);
    CHECK_EQ(it->goal_state, LS_DEATH);
    CHECK_EQ(it->current_state, LS_FAST_FALL);
    CHECK_EQ(it->pos.y, 3072);
    for (int t = 0; t < 10 && it->current_state != LS_DEATH; t++)
        Game_Tick(&f->g, 0);
    CHECK_EQ(it->current_state, LS_DEATH);
    fixture_close(f);
}

/* A fast (swan) dive onto land faster than 133 is fatal whatever the hit
 * points; at 133 or less she rolls out standing. */
TEST(lara_audit_fast_dive_landing)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f->g);
    int32_t y = place_standing(f, 0, 75264, 3584, 0, 3000);
    it->pos.y = y - 20;
    it->current_state = it->goal_state = LS_FAST_DIVE;
    Lara_SwitchAnim(&f->g, it, 153, 0);
    it->gravity = true;
    it->fall_speed = 133; /* +1 this tick: 134 */
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->goal_state, LS_DEATH);
    CHECK_EQ(it->pos.y, y);

    y = place_standing(f, 0, 75264, 3584, 0, 3000);
    it->pos.y = y - 20;
    it->current_state = it->goal_state = LS_FAST_DIVE;
    Lara_SwitchAnim(&f->g, it, 153, 0);
    it->gravity = true;
    it->fall_speed = 132; /* 133: survives */
    Game_Tick(&f->g, 0);
    CHECK_EQ(it->goal_state, LS_STOP);
    CHECK_EQ(it->hit_points, LARA_HITPOINTS);
    fixture_close(f);
}

/* ---- underwater current ---------------------------------------------------------- */

/* RANDO_TEST1's pool: Lara treading water (no speed, no input) with a sink
 * current of strength 30 towards a point in her own box. The path search
 * ends in that box at once (the primary target is the current's point,
 * no random draw), so she moves at most 30 on each axis towards it, the
 * strength is used up, and on the next tick (no trigger renewing it) the
 * current's target box is forgotten. */
TEST(lara_audit_underwater_current_pulls_towards_sink)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/RANDO_TEST1.PHD");
    Game *g = &f->g;
    Item *it = Game_LaraItem(g);
    int16_t room = 5;
    const int32_t x0 = 7663, y0 = 1519, z0 = 18335;
    floor_at(f, x0, y0, z0, &room);
    CHECK(World_RoomIsWater(&g->world, room));
    Sim_ItemNewRoom(&f->sim, f->sim.lara, room);
    it->pos.x = x0;
    it->pos.y = y0;
    it->pos.z = z0;
    it->rot.x = it->rot.y = it->rot.z = 0;
    it->gravity = false;
    it->speed = it->fall_speed = 0;
    g->lara.water_status = LWS_UNDERWATER;
    it->current_state = it->goal_state = LS_TREAD;
    Lara_SwitchAnim(g, it, LARA_ANIM_TREAD, 0);

    const RoomSector *s = World_RoomSector(&g->world, room, x0, z0);
    int box = Box_OfSector(g, s);
    CHECK(box >= 0);
    const Box *b = &f->lv.boxes[box];
    /* A point inside the box, well away from her on x and z. */
    Vec3i target = {(b->min_x + b->max_x) / 2, y0 - 100, (b->min_z + b->max_z) / 2};
    g->sink_target = target;
    g->sink_box = box;
    g->lara.current_active = 30;

    uint32_t calls = f->sim.prng.control_calls;
    Game_Tick(&f->g, 0);
    int32_t dx = target.x - x0, dy = target.y - y0, dz = target.z - z0;
    int32_t ex = x0 + (dx > 30 ? 30 : dx < -30 ? -30 : dx);
    int32_t ey = y0 + (dy > 30 ? 30 : dy < -30 ? -30 : dy);
    int32_t ez = z0 + (dz > 30 ? 30 : dz < -30 ? -30 : dz);
    CHECK_EQ(it->pos.x, ex);
    CHECK_EQ(it->pos.y, ey);
    CHECK_EQ(it->pos.z, ez);
    CHECK_EQ(g->lara.current_active, 0);
    CHECK_EQ(f->sim.prng.control_calls, calls);
    CHECK_EQ(g->sink_box, box);

    /* No trigger renewed the current: next tick it is forgotten and she
     * stays put. */
    Game_Tick(&f->g, 0);
    CHECK_EQ(g->sink_box, -1);
    CHECK_EQ(it->pos.x, ex);
    CHECK_EQ(it->pos.z, ez);
    fixture_close(f);
}

/* ---- camera ---------------------------------------------------------------------- */

/* Middle of an item's box along its own z at its current frame, as the
 * camera reads it (key frame, no interpolation needed at frame 0). */
static int32_t box_mid_z(const AuditFixture *f, const Item *it)
{
    const Animation *a = &f->lv.animations[it->anim];
    const Model *m = &f->lv.models[it->model];
    uint32_t w = a->frame_offset / 2u + (uint32_t)((it->frame - a->frame_start) / a->frame_rate) *
                                            Anim_FrameStride(&f->lv, a, m->num_meshes);
    return ((int16_t)f->lv.frames[w + 4] + (int16_t)f->lv.frames[w + 5]) / 2;
}

/* A trigger's camera target straight behind Lara is out of reach of her
 * neck, so the chase camera runs; with the follow-centre flag (pushing a
 * block, the special deaths) the original centres on the box it read
 * last, the watched item's, not Lara's. */
TEST(lara_audit_camera_follow_centre_reads_watched_box)
{
    AuditFixture *f;
    OPEN_OR_SKIP(f, "tr1/LEVEL1.PHD");
    Game *g = &f->g;
    Item *lara = Game_LaraItem(g);
    place_standing(f, 0, 75264, 3584, 0, 3000);
    /* Any other item with a model whose box is not centred on z. */
    int watched = -1;
    for (uint32_t i = 0; i < f->sim.num_items && watched < 0; i++) {
        Item *it = &f->sim.items[i];
        if ((int)i == f->sim.lara || it->model < 0 || it->anim < 0)
            continue;
        if (box_mid_z(f, it) != box_mid_z(f, lara))
            watched = (int)i;
    }
    if (watched < 0)
        SKIP("no item with an off-centre box");
    Item *w = &f->sim.items[watched];
    /* Behind her, far enough for the neck test to fail. */
    w->pos.x = lara->pos.x;
    w->pos.z = lara->pos.z - 2048;
    w->pos.y = lara->pos.y;

    g->camera.type = CAM_CHASE;
    g->camera.item = watched;
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    int16_t head = g->lara.head_rot.y;
    Camera_Update(g);
    CHECK_EQ(g->lara.head_rot.y, head);
    int32_t shift = box_mid_z(f, w);
    /* Lara faces +z: the shift moves the target along z only. */
    CHECK_EQ(g->camera.target.z, lara->pos.z + ((Math_Cos(0) * shift) >> W2V_SHIFT));
    CHECK_EQ(g->camera.target.x, lara->pos.x);
    fixture_close(f);
}
