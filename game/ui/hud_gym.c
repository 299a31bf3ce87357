/* TR3's gym clocks on the HUD (see hud_gym.h). */
#include "game/ui/hud_gym.h"

#include <stdio.h>

#include "game/objects/tr3/object_ids_tr3.h"

#define GYM_TPS 30
#define GYM_Y 36              /* the read-outs' top, 640x480 units */
#define GYM_Y_SECOND 64       /* the target penalties under the penalties */
#define GYM_CLOCK_X (-50)     /* from the centre: the clock and the last lap */
#define GYM_BEST_X 100        /* the best lap */
#define GYM_PENALTY_X (-175)
#define GYM_TARGETS_X (-193)
/* the original's advances: a digit 20; a mark steps back 6 then on 14; a
 * space 8; 'T' also 2 more and 1 lower, 's' drawn 4 left */
#define ADV_DIGIT 20
#define ADV_MARK_BACK (-6)
#define ADV_MARK 14
#define ADV_SPACE 8

enum { SPR_COLON = 10, SPR_POINT = 11, SPR_T = 12, SPR_S = 13 };

int Hud_GymNumbers(const Level *lv)
{
    const SpriteSequence *s = lv ? Level_FindSpriteSequence(lv, O3_ASSAULT_NUMBERS) : NULL;
    if (!s || s->neg_length > -HUD_GYM_SPRITES || s->offset < 0 ||
        (uint32_t)s->offset + (uint32_t)-s->neg_length > lv->num_sprite_textures)
        return -1;
    return s->offset;
}

/* One read-out from the centre offset dx at y (units), in the numbers'
 * sprites as the original steps them, or the font's text. */
static void readout(UiCanvas *c, int32_t dx, int32_t y, const char *s, int numbers)
{
    if (numbers < 0) {
        Ui_Print(c, c->virt_w / 2 + dx, y, 0, s);
        return;
    }
    int32_t x = ((c->width - 1) >> 1) + Ui_Px(c, dx);
    int32_t py = Ui_Px(c, y), one = Ui_Px(c, 1);
    for (; *s; s++) {
        int sprite = -1;
        int32_t sx, sy = py, after;
        switch (*s) {
        case ' ': x += Ui_Px(c, ADV_SPACE); continue;
        case ':': sprite = SPR_COLON; break;
        case '.': sprite = SPR_POINT; break;
        case 'T': sprite = SPR_T; break;
        case 's': sprite = SPR_S; break;
        default:
            if (*s < '0' || *s > '9')
                continue;
            Ui_DrawSprite(c, x, py, c->scale, c->scale, numbers + (*s - '0'), UI_SHADE_NEUTRAL);
            x += Ui_Px(c, ADV_DIGIT);
            continue;
        }
        x += Ui_Px(c, ADV_MARK_BACK);
        sx = x;
        after = Ui_Px(c, ADV_MARK);
        if (sprite == SPR_T) {
            sy += one;
            after += 2 * one;
        } else if (sprite == SPR_S) {
            sx -= 4 * one;
        }
        Ui_DrawSprite(c, sx, sy, c->scale, c->scale, numbers + sprite, UI_SHADE_NEUTRAL);
        x += after;
    }
}

/* "m:ss s" of a penalty (the original caps it as the clock). */
static void penalty_text(int32_t t, bool targets, char *out, size_t cap)
{
    t = CLAMP(t, 0, GYM_TIME_MAX);
    snprintf(out, cap, "%s%d:%02d s", targets ? "T " : "", (int)(t / GYM_TPS / 60),
             (int)(t / GYM_TPS % 60));
}

void Hud_DrawGymClock(UiCanvas *c, const GymClock *gc, int numbers)
{
    char buf[24];
    if (!gc)
        return;
    if (gc->display && !gc->lap_display) {
        GymClock_Format(gc->timer, buf, sizeof buf);
        readout(c, GYM_CLOCK_X, GYM_Y, buf, numbers);
    }
    if (gc->display && gc->penalty_display) {
        if (gc->penalties) {
            penalty_text(gc->penalties, false, buf, sizeof buf);
            readout(c, GYM_PENALTY_X, GYM_Y, buf, numbers);
        }
        if (gc->target_penalties) {
            penalty_text(gc->target_penalties, true, buf, sizeof buf);
            readout(c, GYM_TARGETS_X, gc->penalties ? GYM_Y_SECOND : GYM_Y, buf, numbers);
        }
    }
    if (gc->lap_display) {
        GymClock_Format(gc->lap_time, buf, sizeof buf);
        readout(c, GYM_CLOCK_X, GYM_Y, buf, numbers);
        GymClock_Format(gc->records ? (int32_t)gc->records->quad[0] : 0, buf, sizeof buf);
        readout(c, GYM_BEST_X, GYM_Y, buf, numbers);
    }
}
