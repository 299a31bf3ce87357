/* The cinematic camera: the level's camera frames played back (see
 * camera.h). A frame holds a target and a camera position relative to an
 * origin, turned by the origin's yaw, plus a field of view and a roll. The
 * original stores each frame as eight words in this order: target x, y, z,
 * camera x, y, z, fov, roll (our CinematicFrame keeps the names of the
 * format documents: rot_y, rot_z, rot_z2, pos_z, pos_y, pos_x, fov, roll). */
#include "game/game.h"

#include "engine/math/fixed.h"

/* The room whose box holds the point, in index order (an alternate room
 * never counts: the flip state shows alternates in their base room's
 * place). -1 when none does. */
int Camera_RoomAt(const Level *lv, int32_t x, int32_t y, int32_t z)
{
    for (uint32_t i = 0; i < lv->num_rooms; i++) {
        bool alternate = false;
        for (uint32_t k = 0; k < lv->num_rooms && !alternate; k++)
            alternate = lv->rooms[k].alternate_room == (int16_t)i;
        if (alternate)
            continue;
        const Room *r = &lv->rooms[i];
        int32_t x1 = r->x + WALL_SIZE, x2 = r->x + (r->num_x_sectors - 1) * WALL_SIZE;
        int32_t z1 = r->z + WALL_SIZE, z2 = r->z + (r->num_z_sectors - 1) * WALL_SIZE;
        if (x >= x1 && x < x2 && y >= r->y_top && y <= r->y_bottom && z >= z1 && z < z2)
            return (int)i;
    }
    return -1;
}

/* The camera of frame `frame` placed at `origin` turned by `yaw`. */
static void place_frame(Game *g, int32_t frame, Vec3i origin, int16_t yaw)
{
    const Level *lv = g->lv;
    GameCamera *c = &g->camera;
    if (!lv || lv->num_cinematic_frames == 0)
        return;
    if (frame < 0)
        frame = 0;
    if ((uint32_t)frame >= lv->num_cinematic_frames)
        frame = (int32_t)lv->num_cinematic_frames - 1;
    const CinematicFrame *f = &lv->cinematic_frames[frame];
    int32_t tx = f->rot_y, ty = f->rot_z, tz = f->rot_z2;
    int32_t cx = f->pos_z, cy = f->pos_y, cz = f->pos_x;
    int32_t cs = Math_Cos(yaw), sn = Math_Sin(yaw);
    c->target.x = origin.x + ((cs * tx + sn * tz) >> W2V_SHIFT);
    c->target.y = origin.y + ty;
    c->target.z = origin.z + ((cs * tz - sn * tx) >> W2V_SHIFT);
    c->pos.x = origin.x + ((sn * cz + cs * cx) >> W2V_SHIFT);
    c->pos.y = origin.y + cy;
    c->pos.z = origin.z + ((cs * cz - sn * cx) >> W2V_SHIFT);
    c->shift = 0;
    c->cine.fov = f->fov;
    c->cine.roll = f->roll;
    /* The original draws every room in a cut-scene; ours draws from the
     * room the camera is in, so it follows the camera through the rooms'
     * boxes (kept when the camera is outside all of them). */
    int room = Camera_RoomAt(lv, c->pos.x, c->pos.y, c->pos.z);
    if (room >= 0)
        c->pos.room = (int16_t)room;
    else if (c->pos.room < 0)
        c->pos.room = c->cine.origin_room;
    int troom = Camera_RoomAt(lv, c->target.x, c->target.y, c->target.z);
    c->target.room = (int16_t)(troom >= 0 ? troom : c->pos.room);
}

void Camera_StartCutscene(Game *g)
{
    GameCamera *c = &g->camera;
    Sim *s = g->sim;
    c->type = CAM_CINEMATIC;
    c->cine.cutscene = true;
    c->cine.frame = 0;
    c->cine.angle = 0;
    c->cine.origin = (Vec3i){0, 0, 0};
    c->cine.origin_room = 0;
    /* As the first actor's set-up in the original: the camera (the origin)
     * goes to where it stands, facing north (TR1's O_PLAYER_1, TR2's Lara:
     * GameRules.cutscene). */
    const CutsceneRules *cr = g->rules ? g->rules->cutscene : NULL;
    int lead = cr ? cr->lead : O_PLAYER_1;
    for (uint32_t i = 0; i < s->num_items; i++) {
        if (s->items[i].object_id == lead) {
            c->cine.origin = s->items[i].pos;
            c->cine.origin_room = s->items[i].room;
            break;
        }
    }
    c->pos.room = c->cine.origin_room;
}

void Camera_UpdateCutscene(Game *g)
{
    GameCamera *c = &g->camera;
    place_frame(g, c->cine.frame, c->cine.origin, c->cine.angle);
}

void Camera_InvokeCinematic(Game *g, Vec3i pos, int16_t yaw)
{
    GameCamera *c = &g->camera;
    c->type = CAM_CINEMATIC;
    c->cine.cutscene = false;
    c->cine.frame = 0;
    c->cine.origin = pos;
    c->cine.angle = yaw;
}

void Camera_InGameCinematic(Game *g)
{
    GameCamera *c = &g->camera;
    const Level *lv = g->lv;
    if (!lv || lv->num_cinematic_frames == 0)
        return;
    /* The original moves on a frame before showing it and stops on the
     * last one. */
    c->cine.frame++;
    if ((uint32_t)c->cine.frame >= lv->num_cinematic_frames)
        c->cine.frame = (int32_t)lv->num_cinematic_frames - 1;
    place_frame(g, c->cine.frame, c->cine.origin, c->cine.angle);
}
