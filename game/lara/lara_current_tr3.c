/* TR3's current for Lara swimming (see Lara3_WaterCurrent in
 * lara_internal.h). TR3 dropped TR2's pathfinding pull: she drifts the
 * same way as the kayak and the UPV, straight for the sink's camera. */
#include "game/lara/lara_internal.h"

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/objects/tr3/vehicle/current_tr3.h"

#define PROBE_HEIGHT 400        /* her swimming collision height */
#define STEEP_PITCH (35 * 182)  /* above this a wall ahead turns her pitch */
#define PITCH_DEFLECT (2 * 182) /* pitch change off a wall or ceiling */
#define YAW_DEFLECT (5 * 182)   /* yaw change off a wall at her side */

/* The probe's verdict after the drift: unlike her swimming collision, a
 * floor she drifted into lifts her without pitching her up. */
static void deflect(Item *item, const CollInfo *coll)
{
    switch (coll->coll_type) {
    case COLL_FRONT:
        if (item->rot.x > STEEP_PITCH)
            item->rot.x = (int16_t)(item->rot.x + PITCH_DEFLECT);
        else if (item->rot.x < -STEEP_PITCH)
            item->rot.x = (int16_t)(item->rot.x - PITCH_DEFLECT);
        else
            item->fall_speed = 0;
        break;
    case COLL_TOP:
        item->rot.x = (int16_t)(item->rot.x - PITCH_DEFLECT);
        break;
    case COLL_TOP_FRONT:
        item->fall_speed = 0;
        break;
    case COLL_LEFT:
        item->rot.y = (int16_t)(item->rot.y + YAW_DEFLECT);
        break;
    case COLL_RIGHT:
        item->rot.y = (int16_t)(item->rot.y - YAW_DEFLECT);
        break;
    default:
        break;
    }
    if (coll->mid.floor < 0)
        item->pos.y += coll->mid.floor;
}

void Lara3_WaterCurrent(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    /* The original runs it only while a sink names its camera: off the
     * trigger her drift is neither used nor faded. */
    int sink = l->current_sink - 1;
    if (sink < 0 || (uint32_t)sink >= g->lv->num_cameras || l->water_status == LWS_CHEAT)
        return;
    item->pos.y += (g->lv->cameras[sink].pos.y - item->pos.y) >> 4;
    Current3_Drift(g, item, &l->current_xvel, &l->current_zvel);

    coll->facing = (int16_t)Camera_Atan(item->pos.z - coll->old.z, item->pos.x - coll->old.x);
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y + PROBE_HEIGHT / 2, item->pos.z,
                          item->room, PROBE_HEIGHT);
    deflect(item, coll);
    Coll_ShiftItem(item, coll);
    /* Her swimming collision that follows measures from here. */
    coll->old = item->pos;
}
