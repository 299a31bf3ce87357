/* QA regressions: animation frame numbers beyond an item's int16 frame
 * counter. An animation ending at frame 32767 or above loaded, then its
 * items' frame counter wrapped negative on the step past the end, so the
 * animation never ended (no next animation, no end commands). The loader
 * now rejects such files; 32766 still works end to end. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "engine/core/log.h"
#include "engine/level/level_write.h"

static bool reload(const Level *lv, Level *out, char *err, size_t cap)
{
    uint8_t *buf = NULL;
    size_t size = 0;
    if (!LevelWrite_TR1(lv, &buf, &size, err, cap))
        return false;
    bool ok = Level_LoadMemory(buf, size, "qa", NULL, 0, out, err, cap);
    free(buf);
    return ok;
}

TEST(qa_anim_frame_numbers_fit_int16)
{
    Level lv, back;
    char err[512];
    Log_SetQuiet(1);
    CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err), "%s", err);
    CHECK(lv.num_animations > 1);
    /* a 3-frame animation 0 looping onto itself at the top of the range */
    Animation *a = &lv.animations[0];
    a->frame_rate = 1;
    a->next_anim = 0;
    a->num_state_changes = 0;
    a->frame_start = 32767;
    a->frame_end = 32769;
    a->next_frame = 32767;
    CHECK(!reload(&lv, &back, err, sizeof err));
    CHECK_MSG(strstr(err, "animation 0: frame end 32769 not below 32767"), "%s", err);
    a->frame_start = 32764;
    a->frame_end = 32767;
    a->next_frame = 32764;
    CHECK(!reload(&lv, &back, err, sizeof err));
    a->frame_end = 32766;
    CHECK_MSG(reload(&lv, &back, err, sizeof err), "%s", err);
    Level_Free(&lv);

    /* the highest allowed range loops like any other */
    Item it;
    memset(&it, 0, sizeof it);
    it.model = -1;
    Anim_SetAnim(&back, &it, 0, -1);
    CHECK_EQ(it.frame, 32764);
    int wraps = 0;
    for (int t = 0; t < 12; t++) {
        Anim_Animate(&back, &it, NULL);
        CHECK_EQ(it.anim, 0);
        CHECK_MSG(it.frame >= 32764 && it.frame <= 32766, "tick %d: frame %d", t, it.frame);
        wraps += it.frame == 32764;
    }
    CHECK_EQ(wraps, 4);
    Level_Free(&back);
}
