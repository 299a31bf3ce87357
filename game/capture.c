/* Headless still captures and animation strips (see capture.h). */
#include "engine/sim/sim_draw.h"
#include "engine/core/errline.h"
#include "engine/render/png.h"
#include "game/capture.h"
#include "game/game.h"
#include "game/render_look.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#include "engine/anim/anim.h"
#include "engine/sim/sim.h"
#include "engine/world/floor.h"

#define DEFAULT_W 640
#define DEFAULT_H 480

/* One error line (ErrLine escapes user text such as file names). */
static int fail(const char *msg, const char *a)
{
    ErrLine_Printf("%s%s", msg, a ? a : "");
    return 2;
}

/* Points the camera from (x, y, z) at (tx, ty, tz). */
static void look_at(RenderCamera *cam, int64_t tx, int64_t ty, int64_t tz)
{
    int64_t dx = tx - cam->x, dy = ty - cam->y, dz = tz - cam->z;
    cam->yaw = Math_Atan2((int32_t)CLAMP(dx, -(1 << 30), 1 << 30), (int32_t)CLAMP(dz, -(1 << 30), 1 << 30));
    uint32_t horiz = Math_Sqrt64((uint64_t)(dx * dx + dz * dz));
    /* y is down: a target below gives a negative (downward) pitch */
    cam->pitch = (int16_t)Math_Atan2((int32_t)CLAMP(-dy, -(1 << 30), 1 << 30), (int32_t)MIN(horiz, 1u << 30));
}

bool Capture_FixedCameraView(const Level *lv, uint32_t n, RenderCamera *out)
{
    if (n >= lv->num_cameras)
        return false;
    const Camera *c = &lv->cameras[n];
    memset(out, 0, sizeof(*out));
    out->x = c->pos.x;
    out->y = c->pos.y;
    out->z = c->pos.z;
    out->room = c->room;
    if (c->room < 0 || (uint32_t)c->room >= lv->num_rooms)
        return true; /* renderer will report the bad room */
    const Room *rm = &lv->rooms[c->room];
    int64_t tx = rm->x + rm->num_x_sectors * (WALL_SIZE / 2);
    int64_t tz = rm->z + rm->num_z_sectors * (WALL_SIZE / 2);
    int64_t ty = ((int64_t)rm->y_top + rm->y_bottom) / 2;
    int64_t dx = tx - c->pos.x, dz = tz - c->pos.z;
    if (dx * dx + dz * dz < (int64_t)256 * 256) {
        /* at the centre: look at the nearest item instead */
        int64_t best = INT64_MAX;
        for (uint32_t i = 0; i < lv->num_items; i++) {
            const LevelItem *it = &lv->items[i];
            int64_t ix = it->pos.x - c->pos.x, iy = it->pos.y - c->pos.y, iz = it->pos.z - c->pos.z;
            int64_t d = ix * ix + iy * iy + iz * iz;
            if (ix * ix + iz * iz >= 256 * 256 && d < best) {
                best = d;
                tx = it->pos.x;
                ty = it->pos.y;
                tz = it->pos.z;
            }
        }
        if (best == INT64_MAX) {
            tx = c->pos.x;
            tz = c->pos.z + WALL_SIZE;
            ty = c->pos.y;
        }
    }
    look_at(out, tx, ty, tz);
    return true;
}

bool Capture_BuildItemDraws(const Level *lv, RenderMeshDraw **meshes, size_t *num_meshes,
                            RenderSpriteDraw **sprites, size_t *num_sprites)
{
    /* The items as the simulation places them before its first tick, through
     * the same draw-list code the running game uses. */
    SimDrawList dl = {0};
    char err[256];
    bool ok;
    Sim *s = calloc(1, sizeof(Sim));
    *meshes = NULL;
    *sprites = NULL;
    *num_meshes = *num_sprites = 0;
    if (!s)
        return false;
    if (!Sim_Init(s, lv, NULL, err, sizeof(err))) {
        free(s);
        return true; /* a level whose items cannot be simulated: draw rooms only */
    }
    /* With the game attached, as a run shows its first frame: Lara with her
     * holstered pistols, creatures the game's way. */
    Game *g = calloc(1, sizeof(Game));
    bool attached = g && Game_Attach(g, s, err, sizeof(err));
    if (attached) {
        dl.item_fn = Game_DrawItem;
        dl.item_user = g;
    }
    ok = SimDraw_Build(s, 65536, &dl);
    if (g)
        Game_Free(g); /* also after a failed attach: it frees what was made */
    free(g);
    Sim_Free(s);
    free(s);
    if (!ok) {
        SimDraw_Free(&dl);
        return false;
    }
    *meshes = dl.meshes;
    *num_meshes = dl.num_meshes;
    *sprites = dl.sprites;
    *num_sprites = dl.num_sprites;
    return true;
}

uint32_t *Capture_StartMeshes(const Level *lv)
{
    uint32_t n = lv->num_mesh_pointers;
    uint32_t *shown = malloc(sizeof(uint32_t) * (n ? n : 1));
    if (!shown)
        return NULL;
    for (uint32_t p = 0; p < n; p++)
        shown[p] = lv->mesh_index[p];
    /* the table a game attached to the level starts with (Game_Attach) */
    Sim *s = calloc(1, sizeof(Sim));
    Game *g = s ? calloc(1, sizeof(Game)) : NULL;
    char err[256];
    if (g && Sim_Init(s, lv, NULL, err, sizeof(err))) {
        if (Game_Attach(g, s, err, sizeof(err)))
            for (uint32_t p = 0; p < n; p++)
                shown[p] = Sim_MeshAt(s, p);
        Game_Free(g); /* also after a failed attach: it frees what was made */
        Sim_Free(s);
    }
    free(g);
    free(s);
    return shown;
}

/* Behind and above Lara's start (object 0, else the first item), looking at
 * her chest: tries 1.5, 1, 0.75 and 0.5 tiles back (rising with distance)
 * and keeps the first spot that is inside the level (not in a wall, between
 * floor and ceiling); if none is, it looks down at her from above her head. */
static bool view_lara(const Level *lv, RenderCamera *cam)
{
    const LevelItem *it = NULL;
    for (uint32_t i = 0; i < lv->num_items && !it; i++)
        if (lv->items[i].object_id == 0)
            it = &lv->items[i];
    if (!it && lv->num_items)
        it = &lv->items[0];
    if (!it || it->room < 0 || (uint32_t)it->room >= lv->num_rooms)
        return false;
    int32_t yaw = (uint16_t)it->angle;
    int64_t tx = it->pos.x, ty = it->pos.y - 512, tz = it->pos.z;
    static const int32_t dists[4] = {1536, 1024, 768, 512};
    memset(cam, 0, sizeof(*cam));
    World w; /* the level as loaded, for its heights */
    char err[160];
    if (!World_Init(&w, lv, err, sizeof err))
        return false;
    for (int k = 0; k < 4; k++) {
        int32_t d = dists[k];
        int32_t x = it->pos.x - ((Math_Sin(yaw) * d) >> W2V_SHIFT);
        int32_t z = it->pos.z - ((Math_Cos(yaw) * d) >> W2V_SHIFT);
        int32_t y = it->pos.y - 768 - d / 3;
        int16_t room = (int16_t)it->room;
        const RoomSector *s = World_Sector(&w, x, y, z, &room);
        int32_t fl = World_Height(&w, s, x, y, z);
        int32_t ce = World_Ceiling(&w, s, x, y, z);
        if (room < 0 || fl == WORLD_NO_HEIGHT || ce == WORLD_NO_HEIGHT || y >= fl - 64 ||
            y <= ce + 64 || !World_InRoomBounds(lv, room, x, y, z))
            continue;
        cam->x = x;
        cam->y = y;
        cam->z = z;
        cam->room = room;
        look_at(cam, tx, ty, tz);
        World_Free(&w);
        return true;
    }
    World_Free(&w);
    /* above her head, a little behind, looking down at her */
    cam->x = it->pos.x - ((Math_Sin(yaw) * 128) >> W2V_SHIFT);
    cam->z = it->pos.z - ((Math_Cos(yaw) * 128) >> W2V_SHIFT);
    cam->y = it->pos.y - 1024 - 256;
    int room = World_FindRoom(lv, it->room, cam->x, cam->y, cam->z, NULL);
    cam->room = room >= 0 ? room : it->room;
    look_at(cam, tx, it->pos.y, tz);
    return true;
}

static int write_png(const char *path, Renderer *r, const uint8_t *fb)
{
    int w = Render_Width(r), h = Render_Height(r);
    uint8_t *rgb = malloc((size_t)w * h * 3);
    if (!rgb)
        return fail("out of memory", NULL);
    Render_ToRGB(r, fb, rgb);
    char err[1200];
    int ok = Png_WriteRGBErr(path, w, h, rgb, err, sizeof err);
    free(rgb);
    if (!ok)
        return fail(err, NULL);
    return 0;
}

int Capture_Still(const Options *o)
{
    if (!o->level_path)
        return fail("--capture needs --level FILE", NULL);
    Level lv;
    char err[512];
    if (!Level_Load(o->level_path, &lv, err, sizeof(err)))
        return fail(err, NULL);
    int w = o->width ? o->width : DEFAULT_W, h = o->height ? o->height : DEFAULT_H;
    RenderCamera cam = {0};
    int rc = 0;
    if (o->view == VIEW_CAMERA) {
        cam.x = o->cam_x;
        cam.y = o->cam_y;
        cam.z = o->cam_z;
        cam.room = o->cam_room;
        cam.yaw = o->cam_yaw;
        cam.pitch = o->cam_pitch;
    } else if (o->view == VIEW_FIXED) {
        if (o->view_index < 0 || !Capture_FixedCameraView(&lv, (uint32_t)o->view_index, &cam)) {
            snprintf(err, sizeof(err), "--view %d: level has %u cameras", (int)o->view_index,
                     lv.num_cameras);
            Level_Free(&lv);
            return fail(err, NULL);
        }
    } else {
        if (!view_lara(&lv, &cam)) {
            Level_Free(&lv);
            return fail("--view lara: the level has no Lara (object 0) or items", NULL);
        }
    }
    if (cam.room < 0 || (uint32_t)cam.room >= lv.num_rooms) {
        snprintf(err, sizeof(err), "camera room %d out of range (level has %u rooms)",
                 (int)cam.room, lv.num_rooms);
        Level_Free(&lv);
        return fail(err, NULL);
    }
    cam.fov = o->fov_deg > 0 ? ANGLE_DEG(o->fov_deg) : 0;
    RenderConfig cfg = {o->threads > 0 ? o->threads : 1};
    Renderer *r = Render_Create(&lv, w, h, &cfg, err, sizeof(err));
    if (!r) {
        Level_Free(&lv);
        return fail(err, NULL);
    }
    /* the sky as a game starts the level: its table there differs from the
     * level's own pointers only at Lara's object (TR3's skin) */
    RenderLook_Apply(r, &lv);
    RenderMeshDraw *md = NULL;
    RenderSpriteDraw *sd = NULL;
    size_t nm = 0, ns = 0;
    uint8_t *fb = malloc((size_t)w * h);
    if (!fb || !Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns)) {
        rc = fail("out of memory", NULL);
    } else {
        Render_Frame(r, &cam, md, nm, sd, ns, fb);
        rc = write_png(o->capture_path, r, fb);
    }
    free(fb);
    free(md);
    free(sd);
    Render_Destroy(r);
    Level_Free(&lv);
    return rc;
}

int Capture_Strip(const Options *o)
{
    if (!o->level_path)
        return fail("--capture-strip needs --level FILE", NULL);
    Level lv;
    char err[512];
    if (!Level_Load(o->level_path, &lv, err, sizeof(err)))
        return fail(err, NULL);
    int rc = 0;
    const Model *m = o->model_id >= 0 ? Level_FindModel(&lv, (uint32_t)o->model_id) : NULL;
    if (!m || m->animation == 0xFFFF) {
        Level_Free(&lv);
        return fail("--model: no such model with animations", NULL);
    }
    uint32_t anim = (uint32_t)m->animation + (uint32_t)(o->anim_index < 0 ? 0 : o->anim_index);
    if (anim >= lv.num_animations) {
        Level_Free(&lv);
        return fail("--anim: out of range", NULL);
    }
    const Animation *a = &lv.animations[anim];
    int tw = o->width ? o->width : 320, th = o->height ? o->height : 240;
    int nframes = (int)a->frame_end - (int)a->frame_start + 1;
    if (nframes < 1)
        nframes = 1;
    /* At most 16 frames, evenly spread; and at most 16384 pixels across, so
     * a 4K tile size does not ask for a 61440-pixel-wide image. */
    int tiles = MIN(nframes, MIN(16, MAX(1, 16384 / tw)));
    RenderConfig cfg = {o->threads > 0 ? o->threads : 1};
    Renderer *r = Render_Create(&lv, tw, th, &cfg, err, sizeof(err));
    if (!r) {
        Level_Free(&lv);
        return fail(err, NULL);
    }
    uint8_t *fb = malloc((size_t)tw * th);
    uint8_t *strip = malloc((size_t)tw * tiles * th * 3);
    uint8_t *rgb = malloc((size_t)tw * th * 3);
    uint32_t *shown = Capture_StartMeshes(&lv);
    if (!fb || !strip || !rgb || !shown) {
        rc = fail("out of memory", NULL);
        goto out;
    }
    for (int t = 0; t < tiles; t++) {
        int frame = a->frame_start + (tiles > 1 ? t * (nframes - 1) / (tiles - 1) : 0);
        AnimFrame f;
        Anim_GetFrame(&lv, (int)anim, frame, m->num_meshes, &f);
        Mat34 base;
        Mat34_Identity(&base);
        AnimPose pose;
        Anim_PoseFromFrame(&lv, m, &f, &base, &pose);
        RenderMeshDraw draws[ANIM_MAX_MESHES];
        int nd = 0;
        for (int k = 0; k < pose.num_meshes && k < ANIM_MAX_MESHES; k++) {
            uint32_t ptr = (uint32_t)m->start_mesh + (uint32_t)k;
            if (ptr >= lv.num_mesh_pointers)
                break;
            memset(&draws[nd], 0, sizeof(draws[nd]));
            draws[nd].mesh = shown[ptr];
            draws[nd].world = pose.mesh[k];
            draws[nd].light_mode = RENDER_LIGHT_FIXED;
            draws[nd].shade = 0x0C00;
            nd++;
        }
        /* camera in front of the model's bounding box centre, looking back at it */
        int32_t cxw = (f.bbox.min_x + f.bbox.max_x) / 2, cyw = (f.bbox.min_y + f.bbox.max_y) / 2;
        int32_t cz = (f.bbox.min_z + f.bbox.max_z) / 2;
        int32_t ext = MAX(f.bbox.max_y - f.bbox.min_y, MAX(f.bbox.max_x - f.bbox.min_x, f.bbox.max_z - f.bbox.min_z));
        ext = MAX(ext, 256);
        RenderCamera cam = {0};
        cam.x = cxw;
        cam.y = cyw;
        cam.z = cz + ext * 5 / 4;
        cam.yaw = ANGLE_180;
        cam.fov = o->fov_given ? ANGLE_DEG(o->fov_deg) : 0;
        Render_FrameObjects(r, &cam, draws, (size_t)nd, fb, 0);
        Render_ToRGB(r, fb, rgb);
        for (int y = 0; y < th; y++)
            memcpy(strip + ((size_t)y * tw * tiles + (size_t)t * tw) * 3, rgb + (size_t)y * tw * 3,
                   (size_t)tw * 3);
    }
    if (!Png_WriteRGBErr(o->strip_path, tw * tiles, th, strip, err, sizeof err))
        rc = fail(err, NULL);
out:
    free(shown);
    free(fb);
    free(strip);
    free(rgb);
    Render_Destroy(r);
    Level_Free(&lv);
    return rc;
}
