/* Lara's collision helpers (game/lara/lara_col_util.c) on LEVEL1's Lara:
 * her accurate bounds between key frames (with the original's end-of-
 * animation quirk), the slope slide and the vault decisions from a given
 * collision verdict. The full routines are measured against the reference
 * traces by the conformance test. */
#include "tests/test.h"

#include <string.h>

#include "engine/anim/anim.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "game/lara/lara_internal.h"

#include "tests/test_game.h"


static void key_bbox(const Level *lv, int anim, int key, int16_t out[6])
{
    const Animation *a = &lv->animations[anim];
    uint32_t w = a->frame_offset / 2u + (uint32_t)key * Anim_FrameStride(lv, a, 15);
    for (int i = 0; i < 6; i++)
        out[i] = (int16_t)lv->frames[w + i];
}

TEST(lara_col_bounds_accurate)
{
    static TestGame f;
    GAME_OPEN_OR_SKIP(&f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f.g);
    CHECK(it != NULL);

    /* On a key frame: that frame's box (the hang animation's first). */
    it->anim = 96;
    it->frame = (int16_t)f.lv.animations[96].frame_start;
    BoundingBox b;
    Lara_GetBoundsAccurate(&f.g, it, &b);
    int16_t k0[6], k1[6];
    key_bbox(&f.lv, 96, 0, k0);
    CHECK_EQ(b.min_y, k0[2]);
    CHECK_EQ(b.max_z, k0[5]);

    /* Between keys: linear, truncated toward zero. Walk (rate 2), frame 3. */
    it->anim = 1;
    it->frame = (int16_t)(f.lv.animations[1].frame_start + 3);
    Lara_GetBoundsAccurate(&f.g, it, &b);
    key_bbox(&f.lv, 1, 1, k0);
    key_bbox(&f.lv, 1, 2, k1);
    CHECK_EQ(b.min_y, k0[2] + (k1[2] - k0[2]) / 2);
    CHECK_EQ(b.min_x, k0[0] + (k1[0] - k0[0]) / 2);

    /* The last span of animation 7 (rate 3, 21 frames) is 2 frames long,
     * but the original compares the relative key with the absolute end
     * frame and keeps dividing by 3. */
    const Animation *a7 = &f.lv.animations[7];
    CHECK(a7->frame_start > 21);
    it->anim = 7;
    it->frame = (int16_t)(a7->frame_start + 19);
    Lara_GetBoundsAccurate(&f.g, it, &b);
    key_bbox(&f.lv, 7, 6, k0);
    key_bbox(&f.lv, 7, 7, k1);
    CHECK_EQ(b.min_y, k0[2] + (k1[2] - k0[2]) * 1 / 3);
    CHECK_EQ(b.max_y, k0[3] + (k1[3] - k0[3]) * 1 / 3);
    TestGame_Close(&f);
}

TEST(lara_col_slide_direction)
{
    static TestGame f;
    GAME_OPEN_OR_SKIP(&f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f.g);
    CollInfo c;
    memset(&c, 0, sizeof c);

    /* Gentle slant: no slide. */
    c.tilt_x = 2;
    c.tilt_z = -2;
    CHECK(!Lara_TestSlide(&f.g, it, &c));

    /* tilt_x > 2 slopes down towards -x: facing +z she slides forwards
     * (the slope is within 90 degrees of her facing), turned to -x. */
    it->rot.y = 0;
    it->current_state = LS_STOP;
    c.tilt_x = 3;
    c.tilt_z = 0;
    CHECK(Lara_TestSlide(&f.g, it, &c));
    CHECK_EQ(it->current_state, LS_SLIDE);
    CHECK_EQ(it->goal_state, LS_SLIDE);
    CHECK_EQ(it->anim, LARA_ANIM_SLIDE);
    CHECK_EQ(it->rot.y, -0x4000);
    CHECK_EQ(f.g.lara.move_angle, -0x4000);

    /* Same slope again: the running slide is left alone. */
    it->frame = (int16_t)(it->frame + 3);
    int16_t frame = it->frame;
    CHECK(Lara_TestSlide(&f.g, it, &c));
    CHECK_EQ(it->frame, frame);

    /* The steeper z slant wins; facing away from it she slides backwards,
     * facing uphill. */
    c.tilt_z = 5;
    it->rot.y = 0;
    CHECK(Lara_TestSlide(&f.g, it, &c));
    CHECK_EQ(it->current_state, LS_SLIDE_BACK);
    CHECK_EQ(it->anim, LARA_ANIM_SLIDE_BACK);
    CHECK_EQ(it->rot.y, 0);
    CHECK_EQ(f.g.lara.move_angle, -0x8000);
    TestGame_Close(&f);
}

TEST(lara_col_vault_heights)
{
    static TestGame f;
    GAME_OPEN_OR_SKIP(&f, "tr1/LEVEL1.PHD");
    Item *it = Game_LaraItem(&f.g);
    CollInfo c;
    memset(&c, 0, sizeof c);
    c.coll_type = COLL_FRONT;
    c.front.ceiling = -1000;
    c.left.floor = c.right.floor = -512;
    c.left.ceiling = c.right.ceiling = -1000;

    /* Without action nothing happens. */
    f.g.sim->input = 0;
    c.front.floor = -512;
    CHECK(!Lara_TestVault(&f.g, it, &c));

    /* 2 clicks, facing 20 degrees off the wall: vault, snapped square. */
    f.g.sim->input = INPUT_ACTION;
    f.g.lara.gun_status = LGS_ARMLESS;
    it->rot.y = 3640;
    int32_t y = it->pos.y;
    CHECK(Lara_TestVault(&f.g, it, &c));
    CHECK_EQ(it->anim, LARA_ANIM_VAULT_12);
    CHECK_EQ(it->current_state, LS_NULL);
    CHECK_EQ(it->goal_state, LS_STOP);
    CHECK_EQ(it->rot.y, 0);
    CHECK_EQ(it->pos.y, y);
    CHECK_EQ(f.g.lara.gun_status, LGS_HANDS_BUSY);

    /* 3 clicks less 100: the 3-click vault, lifted to stand 100 higher. */
    f.g.lara.gun_status = LGS_ARMLESS;
    c.front.floor = -668;
    it->rot.y = -0x4000 - 100;
    CHECK(Lara_TestVault(&f.g, it, &c));
    CHECK_EQ(it->anim, LARA_ANIM_VAULT_34);
    CHECK_EQ(it->rot.y, -0x4000);
    CHECK_EQ(it->pos.y, y + 768 - 668);

    /* Facing 40 degrees off any wall: no vault. */
    f.g.lara.gun_status = LGS_ARMLESS;
    c.front.floor = -512;
    it->rot.y = 7280;
    CHECK(!Lara_TestVault(&f.g, it, &c));

    /* Head room too low over the step. */
    it->rot.y = 0;
    c.front.ceiling = -400;
    CHECK(!Lara_TestVault(&f.g, it, &c));
    TestGame_Close(&f);
}
