/* TR3's gym clocks on the HUD (the original's health.cpp DrawAssaultTimer,
 * DrawAssaultPenalties, DrawQuadbikeLapTime): the assault course's clock
 * at the top, a little left of the centre, while it is shown and no lap
 * time is; its penalties further left ("m:ss s", and "T m:ss s" for the
 * standing targets under them, or in their place without penalties) while
 * the penalty read-out lasts; the quad bike's last lap in the clock's place
 * and the best lap right of the centre while the lap read-out lasts.
 *
 * They are drawn with the level's ASSAULT_NUMBERS sprites (digits 0..9,
 * then the colon 10, the point 11, 'T' 12 and 's' 13), each sprite at the
 * frame's scale; a level without them gets the same strings in the game's
 * font at the same places. The original's colour tint of these sprites is
 * not reproduced (the 8-bit frame draws them in their own colours). */
#ifndef TOMB8_GAME_UI_HUD_GYM_H
#define TOMB8_GAME_UI_HUD_GYM_H

#include "game/gym_clock.h"
#include "game/ui/text.h"

#define HUD_GYM_SPRITES 14 /* digits, colon, point, T, s */

/* The first sprite texture of the level's ASSAULT_NUMBERS; -1 when the
 * level has no such sequence or it is shorter than HUD_GYM_SPRITES. */
int Hud_GymNumbers(const Level *lv);
/* The clocks' read-outs over the frame (nothing when none is shown);
 * `numbers` from Hud_GymNumbers (-1: the font's text). */
void Hud_DrawGymClock(UiCanvas *c, const GymClock *gc, int numbers);

#endif
