/* TR3's rapids (see current_tr3.h). */
#include "game/objects/tr3/vehicle/current_tr3.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/game.h"
#include "game/lara/lara.h"

/* The drift dies away: faster while it is strong. */
static void fade(int32_t *v)
{
    int32_t a = abs(*v);
    int shift = a > 16 ? 4 : a > 8 ? 3 : 2;
    *v -= *v >> shift;
    if (abs(*v) < 4)
        *v = 0;
}

void Current3_Drift(Game *g, Item *it, int32_t *xvel, int32_t *zvel)
{
    Lara *l = &g->lara;
    int sink = l->current_sink - 1;
    if (sink >= 0 && (uint32_t)sink < g->lv->num_cameras) {
        const Camera *cam = &g->lv->cameras[sink];
        const Item *lara = Game_LaraItem(g);
        /* The original's mGetAngle from the camera to her, less a quarter
         * turn, in the sine table's 4096 steps: the heading from her to
         * the camera. */
        uint16_t from_cam = (uint16_t)-Camera_Atan(lara->pos.x - cam->pos.x, lara->pos.z - cam->pos.z);
        int32_t step = (((int32_t)from_cam - 0x4000) >> 4) & 0xFFF;
        int32_t speed = cam->room;
        int32_t xv = (speed * (Math_Sin((int16_t)(step << 4)) >> 2)) >> 2;
        int32_t zv = (speed * (Math_Cos((int16_t)(step << 4)) >> 2)) >> 2;
        *xvel += (int16_t)((xv - *xvel) >> 4);
        *zvel += (int16_t)((zv - *zvel) >> 4);
    } else {
        fade(xvel);
        fade(zvel);
        if (!*xvel && !*zvel)
            return;
    }
    it->pos.x += *xvel >> 8;
    it->pos.z += *zvel >> 8;
    l->current_sink = 0;
    l->current_active = 0;
}
