/* The free-fly viewer's camera (see fly_camera.h). */
#include "game/app/fly_camera.h"

#include "engine/math/fixed.h"
#include "engine/world/floor.h"
#include "game/capture.h"

#include <stdio.h>
#include <string.h>

#define EYE_HEIGHT 768         /* above Lara's feet for the start camera */


static bool room_ok(const Level *lv, int32_t room)
{
    return room >= 0 && (uint32_t)room < lv->num_rooms;
}

int32_t App_FindRoom(const Level *lv, int32_t room, int32_t x, int32_t y, int32_t z)
{
    int32_t r;
    if (!room_ok(lv, room))
        room = 0;
    if (lv->num_rooms == 0)
        return room;
    if (World_InRoomBounds(lv, room, x, y, z))
        return room;
    r = World_FindRoom(lv, room, x, y, z, NULL);
    if (room_ok(lv, r) && World_InRoomBounds(lv, r, x, y, z))
        return r;
    /* A free camera crosses walls and visibility-only portals, which the
     * sectors do not describe: try the neighbours, then everything. */
    for (uint32_t i = 0; i < lv->rooms[room].num_portals; i++) {
        int32_t n = lv->rooms[room].portals[i].adjoining_room;
        if (room_ok(lv, n) && World_InRoomBounds(lv, n, x, y, z))
            return n;
    }
    for (uint32_t i = 0; i < lv->num_rooms; i++)
        if (World_InRoomBounds(lv, (int)i, x, y, z))
            return (int32_t)i;
    return room;
}

bool App_InitialCamera(const Level *lv, const Options *o, FlyCamera *cam, char *err,
                       size_t err_cap)
{
    memset(cam, 0, sizeof *cam);
    if (lv->num_rooms == 0) {
        snprintf(err, err_cap, "%s: level has no rooms", lv->name);
        return false;
    }
    if (o->view == VIEW_CAMERA) {
        if (!room_ok(lv, o->cam_room)) {
            snprintf(err, err_cap, "--camera: room %d out of range (level has %u rooms)",
                     (int)o->cam_room, lv->num_rooms);
            return false;
        }
        cam->x = o->cam_x;
        cam->y = o->cam_y;
        cam->z = o->cam_z;
        cam->room = o->cam_room;
        cam->yaw = o->cam_yaw & 0xFFFF;
        cam->pitch = CLAMP((int16_t)o->cam_pitch, -FLY_PITCH_LIMIT, FLY_PITCH_LIMIT);
        return true;
    }
    if (o->view == VIEW_FIXED) {
        RenderCamera rc;
        /* The same view as the headless capture of that camera. */
        if (o->view_index < 0 ||
            !Capture_FixedCameraView(lv, (uint32_t)o->view_index, &rc)) {
            snprintf(err, err_cap, "--view %d: level has %u cameras", (int)o->view_index,
                     lv->num_cameras);
            return false;
        }
        cam->x = rc.x;
        cam->y = rc.y;
        cam->z = rc.z;
        cam->room = room_ok(lv, rc.room) ? rc.room : 0;
        cam->yaw = rc.yaw & 0xFFFF;
        cam->pitch = CLAMP((int16_t)rc.pitch, -FLY_PITCH_LIMIT, FLY_PITCH_LIMIT);
        return true;
    }
    for (uint32_t i = 0; i < lv->num_items; i++) {
        const LevelItem *it = &lv->items[i];
        if (it->object_id == 0 && room_ok(lv, it->room)) { /* Lara */
            /* Behind her, a little above her eyes (kept under the
             * ceiling) and looking slightly down, at the first distance
             * that is inside the level; else above her head looking down. */
            static const int32_t back[3] = { 1024, 512, 256 };
            int32_t yaw = (uint16_t)it->angle;
            World w; /* the level as loaded, for its heights */
            bool heights = World_Init(&w, lv, err, err_cap);
            for (int k = 0; heights && k < 3; k++) {
                int32_t x = it->pos.x - (Math_Sin(yaw) * back[k] >> FIXED_TRIG_SHIFT);
                int32_t z = it->pos.z - (Math_Cos(yaw) * back[k] >> FIXED_TRIG_SHIFT);
                int32_t y = it->pos.y - EYE_HEIGHT - back[k] / 4;
                int32_t room = App_FindRoom(lv, it->room, x, y, z);
                int16_t at = (int16_t)room;
                const RoomSector *s = World_Sector(&w, x, y, z, &at);
                int32_t fl = World_Height(&w, s, x, y, z);
                int32_t ce = World_Ceiling(&w, s, x, y, z);
                if (fl == WORLD_NO_HEIGHT || ce == WORLD_NO_HEIGHT || fl - ce < 512)
                    continue;
                y = CLAMP(y, ce + 128, fl - 128);
                room = App_FindRoom(lv, room, x, y, z);
                if (!World_InRoomBounds(lv, room, x, y, z))
                    continue;
                cam->x = x;
                cam->y = y;
                cam->z = z;
                cam->room = room;
                cam->yaw = yaw;
                cam->pitch = -0x0600;
                World_Free(&w);
                return true;
            }
            if (heights)
                World_Free(&w);
            cam->x = it->pos.x - (Math_Sin(yaw) * 128 >> FIXED_TRIG_SHIFT);
            cam->z = it->pos.z - (Math_Cos(yaw) * 128 >> FIXED_TRIG_SHIFT);
            cam->y = it->pos.y - 1024 - 256;
            cam->room = App_FindRoom(lv, it->room, cam->x, cam->y, cam->z);
            cam->yaw = yaw;
            cam->pitch = -0x2800;
            return true;
        }
    }
    if (o->view == VIEW_LARA) {
        snprintf(err, err_cap, "--view lara: level has no Lara item");
        return false;
    }
    {
        const Room *r = &lv->rooms[0];
        cam->x = r->x + r->num_x_sectors * WALL_SIZE / 2;
        cam->z = r->z + r->num_z_sectors * WALL_SIZE / 2;
        cam->y = (r->y_top + r->y_bottom) / 2;
        cam->room = 0;
    }
    return true;
}

void App_FlyStep(const Level *lv, FlyCamera *cam, int fwd, int side, int up, int32_t speed)
{
    int32_t sy = Math_Sin(cam->yaw), cy = Math_Cos(cam->yaw);
    int32_t sp = Math_Sin(cam->pitch), cp = Math_Cos(cam->pitch);
    int64_t dx = 0, dy = 0, dz = 0;
    if (fwd) {
        /* Along the view direction: yaw 0 is +z, positive pitch looks up
         * (towards -y). */
        dx += (int64_t)fwd * speed * sy * cp >> 28;
        dz += (int64_t)fwd * speed * cy * cp >> 28;
        dy -= (int64_t)fwd * speed * sp >> 14;
    }
    if (side) {
        dx += (int64_t)side * speed * cy >> 14;
        dz -= (int64_t)side * speed * sy >> 14;
    }
    dy -= (int64_t)up * speed;
    if (!dx && !dy && !dz)
        return;
    cam->x += (int32_t)dx;
    cam->y += (int32_t)dy;
    cam->z += (int32_t)dz;
    cam->room = App_FindRoom(lv, cam->room, cam->x, cam->y, cam->z);
}
