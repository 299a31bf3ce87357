/* The windowed program: level -> game -> renderer -> platform window, at a
 * fixed 30 Hz tick with interpolated drawing. Lara plays under the key map
 * and is seen through the game camera; the free-fly viewer is a second
 * mode (--fly, F2). */
#include "game/app_window.h"

#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "engine/core/log.h"
#include "engine/math/fixed.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "engine/sim/demo.h"
#include "engine/sim/replay.h"
#include "engine/world/world.h"
#include "game/app_headless.h"
#include "game/capture.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/input_map.h"
#include "game/lara/lara_gun.h"
#include "game/settings.h"
#include "game/ui/ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TICK_RATE 30
#define MAX_CATCHUP 4          /* ticks run per drawn frame at most */
#define EYE_HEIGHT 768         /* above Lara's feet for the start camera */
#define FLY_SPEED 48           /* world units per tick (x4 with fly_fast) */
#define TURN_SPEED 0x0200      /* keyboard turn per tick */
#define MOUSE_SENS 16          /* angle units per mouse count */
#define PITCH_LIMIT 0x3F00
#define FALLBACK_FPS 240       /* frame cap when the display gives no vsync */

/* ---- camera helpers -------------------------------------------------------- */

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
     * floordata does not describe: try the neighbours, then everything. */
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
        cam->pitch = CLAMP((int16_t)o->cam_pitch, -PITCH_LIMIT, PITCH_LIMIT);
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
        cam->pitch = CLAMP((int16_t)rc.pitch, -PITCH_LIMIT, PITCH_LIMIT);
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
            for (int k = 0; k < 3; k++) {
                int32_t x = it->pos.x - (Math_Sin(yaw) * back[k] >> FIXED_TRIG_SHIFT);
                int32_t z = it->pos.z - (Math_Cos(yaw) * back[k] >> FIXED_TRIG_SHIFT);
                int32_t y = it->pos.y - EYE_HEIGHT - back[k] / 4;
                int32_t room = App_FindRoom(lv, it->room, x, y, z);
                int32_t fl = World_GetFloorHeight(lv, room, x, y, z);
                int32_t ce = World_GetCeilingHeight(lv, room, x, y, z);
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
                return true;
            }
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

/* Sound: the sound system mixes one tick (AUDIO_TICK_FRAMES) per
 * simulation tick into a ring the device pulls from (engine/platform.h). */
#define AUDIO_RING_TICKS 6

/* ---- the viewer ------------------------------------------------------------ */

/* Where the game camera looks from after a tick (drawing interpolates
 * between two of these). */
typedef struct {
    int32_t x, y, z;
    int32_t room;
    int32_t yaw, pitch, roll; /* 16-bit angles */
    bool valid;
} GameView;

typedef struct {
    const Options *o;
    GameSound sound;            /* --mute, --music-dir */
    Level level;
    Platform *plat;
    Renderer *rend;
    int rw, rh;                 /* renderer size */
    uint8_t *fb;
    PlatformRGB pal[256];
    uint8_t text_fg, text_bg;
    InputMap map;
    InputState in;
    FlyCamera cam, prev;        /* current and previous tick (interpolation) */
    Sim *sim;                   /* the level's items, stepped at 30 Hz */
    SimDrawList draws;          /* the items to draw, grown once in init_items */
    bool level_loaded;
    /* The game (Lara, her camera, the run-time world), attached to sim as
     * the headless runner attaches it, so a recorded session replays
     * headless to the same state. */
    Game *game;
    bool fly;                   /* free-fly viewer (else: play through the game camera) */
    GameView view, view_prev;   /* game camera after this / the previous tick */
    /* Input from a replay or the level's demo first (then the keys), and
     * the words actually run, for --record. */
    Replay play, rec;
    Demo demo;
    bool have_play, have_demo, recording, demo_start;
    /* The same sounds as the headless runner (game/game_audio.h): its
     * sound system exists with a device or --audio-out; silent otherwise
     * (--mute without --audio-out, no device, auto screenshots). */
    GameAudio ga;
    bool device;                /* ga's ticks go to the platform's ring */
    PlatformAudioFifo fifo;
    bool overlay;
    bool running;
    int threads;
    /* statistics for the overlay */
    uint64_t fps_window_start;
    int fps_frames;
    int fps_x10;
    uint64_t render_us_avg;     /* scene drawing, smoothed */
    uint64_t present_us_avg;    /* conversion + upload + flip (vsync wait) */
    /* auto screenshot (tests) */
    const char *auto_path;
    const char *auto_window;    /* also save what the window shows */
    char auto_buf[1024];
    int auto_frames;
    /* The HUD, the inventory ring and the pause around the game's ticks
     * (game/ui/ui.h), and the player's settings (game/settings.h). */
    UiSession ui;
    bool ui_ready;
    bool paused;                /* P: the window stops ticking (no words used) */
    Settings settings;
    char settings_dir[1024];    /* "" when unknown: nothing is saved */
    int start_w, start_h;       /* the window's size when it opened */
} Viewer;

static void pick_text_colours(Viewer *v)
{
    int best = -1, worst = 1 << 30;
    for (int i = 1; i < 256; i++) {
        int l = v->pal[i].r * 3 + v->pal[i].g * 6 + v->pal[i].b;
        if (l > best) {
            best = l;
            v->text_fg = (uint8_t)i;
        }
        if (l < worst) {
            worst = l;
            v->text_bg = (uint8_t)i;
        }
    }
}

/* The renderer's size: fixed by --render-size, or the window's drawable
 * size brought into the renderer's range (aspect kept when too big). */
static void wanted_size(const Viewer *v, int *w, int *h)
{
    int ww, wh, k;
    if (v->o->render_width > 0) {
        *w = v->o->render_width;
        *h = v->o->render_height;
        return;
    }
    Platform_GetWindowSize(v->plat, &ww, &wh);
    k = MAX((ww + RENDER_MAX_WIDTH - 1) / RENDER_MAX_WIDTH,
            (wh + RENDER_MAX_HEIGHT - 1) / RENDER_MAX_HEIGHT);
    k = MAX(k, 1);
    *w = CLAMP(ww / k, RENDER_MIN_WIDTH, RENDER_MAX_WIDTH);
    *h = CLAMP(wh / k, RENDER_MIN_HEIGHT, RENDER_MAX_HEIGHT);
}

static bool ensure_renderer(Viewer *v, char *err, size_t cap)
{
    int w, h;
    RenderConfig cfg = { v->threads };
    Renderer *r;
    uint8_t *fb;
    wanted_size(v, &w, &h);
    if (v->rend && w == v->rw && h == v->rh)
        return true;
    r = Render_Create(&v->level, w, h, &cfg, err, cap);
    if (!r)
        return false;
    fb = realloc(v->fb, (size_t)w * (size_t)h);
    if (!fb) {
        Render_Destroy(r);
        snprintf(err, cap, "out of memory for a %dx%d frame", w, h);
        return false;
    }
    if (v->rend) {
        /* Keep animated textures in step: the new renderer starts at tick 0
         * only in appearance; nothing in the simulation depends on it. */
        Render_Destroy(v->rend);
    }
    v->rend = r;
    v->fb = fb;
    v->rw = w;
    v->rh = h;
    for (int i = 0; i < 256; i++) {
        uint8_t rgb[3];
        Render_PaletteRGB(r, (uint8_t)i, rgb);
        v->pal[i].r = rgb[0];
        v->pal[i].g = rgb[1];
        v->pal[i].b = rgb[2];
    }
    pick_text_colours(v);
    return true;
}

static int lerp_i(int32_t a, int32_t b, int32_t alpha)
{
    return a + (int32_t)(((int64_t)(b - a) * alpha) >> 16);
}

/* Angle a + alpha of the short way to b (16-bit angles). */
static int32_t lerp_angle(int32_t a, int32_t b, int32_t alpha)
{
    int32_t d = (int16_t)(uint16_t)(b - a);
    return (a + (int32_t)(((int64_t)d * alpha) >> 16)) & 0xFFFF;
}

/* The game camera between the previous tick and this one. A cut (fixed
 * camera, a teleport) is shown at once rather than swept through walls. */
static RenderCamera draw_game_camera(const Viewer *v, int32_t alpha)
{
    RenderCamera c;
    const GameView *a = &v->view_prev, *b = &v->view;
    memset(&c, 0, sizeof c);
    if (!a->valid || abs(b->x - a->x) > SIM_SNAP_DISTANCE ||
        abs(b->y - a->y) > SIM_SNAP_DISTANCE || abs(b->z - a->z) > SIM_SNAP_DISTANCE)
        a = b;
    c.x = lerp_i(a->x, b->x, alpha);
    c.y = lerp_i(a->y, b->y, alpha);
    c.z = lerp_i(a->z, b->z, alpha);
    c.room = App_FindRoom(&v->level, b->room, c.x, c.y, c.z);
    c.yaw = lerp_angle(a->yaw, b->yaw, alpha);
    c.pitch = (int16_t)lerp_angle(a->pitch, b->pitch, alpha);
    c.roll = (int16_t)lerp_angle(a->roll, b->roll, alpha);
    c.fov = ANGLE_DEG(v->o->fov_deg);
    return c;
}

static RenderCamera draw_camera(const Viewer *v, int32_t alpha)
{
    RenderCamera c;
    if (!v->fly && v->view.valid)
        return draw_game_camera(v, alpha);
    memset(&c, 0, sizeof c);
    c.x = lerp_i(v->prev.x, v->cam.x, alpha);
    c.y = lerp_i(v->prev.y, v->cam.y, alpha);
    c.z = lerp_i(v->prev.z, v->cam.z, alpha);
    c.room = App_FindRoom(&v->level, v->cam.room, c.x, c.y, c.z);
    /* Mouse-look is applied per drawn frame, so angles are not lerped. */
    c.yaw = v->cam.yaw;
    c.pitch = v->cam.pitch;
    c.fov = ANGLE_DEG(v->o->fov_deg);
    return c;
}

static uint64_t smooth(uint64_t avg, uint64_t sample)
{
    return avg ? (avg * 7 + sample) / 8 : sample;
}

static void draw_overlay(Viewer *v, const RenderCamera *c)
{
    char text[256];
    int scale = MAX(1, v->rh / 480);
    RenderStats st = Render_GetStats(v->rend);
    const Item *l = v->sim && v->sim->lara >= 0 ? &v->sim->items[v->sim->lara] : NULL;
    int n = snprintf(text, sizeof text,
             "FPS %d.%d  RENDER %d.%d MS  PRESENT %d.%d MS  %dX%d\n"
             "ROOM %d  X %d Y %d Z %d  YAW %d PITCH %d\n"
             "ROOMS %u  POLYS %u  TICK %u  %s%s",
             v->fps_x10 / 10, v->fps_x10 % 10, (int)(v->render_us_avg / 1000),
             (int)(v->render_us_avg / 100 % 10), (int)(v->present_us_avg / 1000),
             (int)(v->present_us_avg / 100 % 10), v->rw, v->rh, (int)c->room, (int)c->x,
             (int)c->y, (int)c->z, (int)(c->yaw & 0xFFFF), (int)(int16_t)c->pitch,
             st.rooms_visible, st.polys_submitted, v->sim ? v->sim->tick : 0,
             v->fly ? "FLY" : "PLAY", v->recording ? "  REC" : "");
    if (l && n > 0 && (size_t)n < sizeof text)
        snprintf(text + n, sizeof text - (size_t)n,
                 "\nLARA ROOM %d  X %d Y %d Z %d  ANIM %d FRAME %d  STATE %d GOAL %d",
                 (int)l->room, (int)l->pos.x, (int)l->pos.y, (int)l->pos.z, (int)l->anim,
                 (int)l->frame, (int)l->current_state, (int)l->goal_state);
    Platform_DrawText8(v->fb, v->rw, v->rh, v->rw, 4 * scale, 4 * scale, text, v->text_fg,
                       v->text_bg, scale);
}

static bool draw_frame(Viewer *v, int32_t alpha, bool with_overlay)
{
    RenderCamera c = draw_camera(v, alpha);
    uint64_t t0 = Platform_TimeUs(v->plat), t1;
    size_t nm = 0, ns = 0;
    /* The items at their interpolated poses, through the same draw-list code
     * as the headless runs (so a window screenshot equals a capture). */
    if (v->sim && SimDraw_Build(v->sim, alpha, &v->draws) &&
        (!v->game || Effect_AppendDraws(v->game, &v->draws))) {
        nm = v->draws.num_meshes;
        ns = v->draws.num_sprites;
    }
    if (v->sim)
        Render_SetFlipped(v->rend, v->sim->flipped); /* FLIP_MAP flipeffects */
    Render_Frame(v->rend, &c, v->draws.meshes, nm, v->draws.sprites, ns, v->fb);
    if (v->ui_ready && !v->fly) {
        /* the HUD, or the ring over the dimmed frame (game/ui/ui.h) */
        UiCanvas uc;
        UiCanvas_Init(&uc, &v->level, v->fb, v->rw, v->rh);
        UiSession_Draw(&v->ui, v->game, v->rend, &uc);
        if (v->paused)
            Hud_DrawPause(&uc);
    }
    t1 = Platform_TimeUs(v->plat);
    if (with_overlay)
        draw_overlay(v, &c);
    if (!Platform_PresentIndexed(v->plat, v->fb, v->rw, v->rh, v->rw, v->pal))
        return false;
    v->render_us_avg = smooth(v->render_us_avg, t1 - t0);
    v->present_us_avg = smooth(v->present_us_avg, Platform_TimeUs(v->plat) - t1);
    return true;
}

static void take_screenshot(Viewer *v, int32_t alpha)
{
    char name[64], err[256];
    if (!v->rend)
        return; /* before the first frame: nothing to save yet */
    /* The exact frame: drawn again without the overlay. */
    draw_frame(v, alpha, false);
    Platform_ScreenshotName(name, sizeof name);
    if (Platform_SaveScreenshot(v->plat, name, err, sizeof err))
        Log_Info("screenshot: %s", name);
    else
        Log_Warn("screenshot failed: %s", err);
}

/* The game camera's view after the tick just run. */
static void update_game_view(Viewer *v)
{
    HeadlessView hv;
    GameView *out = &v->view;
    v->view_prev = v->view;
    memset(out, 0, sizeof *out);
    if (v->game && v->sim->lara >= 0) {
        /* The original's camera (chase, look, fixed and trigger cameras). */
        Vec3i pos;
        int16_t room, yaw, pitch, roll;
        Camera_GetView(v->game, &pos, &room, &yaw, &pitch, &roll);
        out->x = pos.x;
        out->y = pos.y;
        out->z = pos.z;
        /* Its room is where the camera itself is; the shift can move the
         * eye over a portal. */
        out->room = App_FindRoom(&v->level, room, pos.x, pos.y, pos.z);
        out->yaw = (uint16_t)yaw;
        out->pitch = pitch;
        out->roll = roll;
        out->valid = true;
        return;
    }
    /* No Lara (cut-scenes): the chase view of the headless captures. */
    if (!Headless_ViewBehindLara(v->sim, &hv))
        return;
    out->x = hv.pos.x;
    out->y = hv.pos.y;
    out->z = hv.pos.z;
    out->room = hv.room;
    out->yaw = hv.yaw & 0xFFFF;
    out->pitch = hv.pitch;
    out->valid = true;
}

/* One tick of the free-fly camera from the held keys. */
static void fly_tick(Viewer *v)
{
    const InputMap *m = &v->map;
    const InputState *s = &v->in;
    int fwd = 0, side = 0, up = 0;
    int32_t speed = FLY_SPEED;
    /* Free fly: WASD / E Q (and arrows: up/down move, left/right turn). */
    fwd += InputMap_Held(m, s, ACT_FLY_FORWARD) || InputMap_Held(m, s, ACT_FORWARD);
    fwd -= InputMap_Held(m, s, ACT_FLY_BACK) || InputMap_Held(m, s, ACT_BACK);
    side += InputMap_Held(m, s, ACT_FLY_RIGHT) || InputMap_Held(m, s, ACT_STEP_RIGHT);
    side -= InputMap_Held(m, s, ACT_FLY_LEFT) || InputMap_Held(m, s, ACT_STEP_LEFT);
    up += InputMap_Held(m, s, ACT_FLY_UP) || InputMap_Held(m, s, ACT_JUMP);
    up -= InputMap_Held(m, s, ACT_FLY_DOWN) || InputMap_Held(m, s, ACT_ACTION);
    if (InputMap_Held(m, s, ACT_LEFT))
        v->cam.yaw = (v->cam.yaw - TURN_SPEED) & 0xFFFF;
    if (InputMap_Held(m, s, ACT_RIGHT))
        v->cam.yaw = (v->cam.yaw + TURN_SPEED) & 0xFFFF;
    /* Right stick looks around at up to a turn speed per tick. */
    if (abs(s->axes[PAXIS_RIGHTX]) > m->dead_zone)
        v->cam.yaw = (v->cam.yaw + s->axes[PAXIS_RIGHTX] * TURN_SPEED / 32768) & 0xFFFF;
    if (abs(s->axes[PAXIS_RIGHTY]) > m->dead_zone)
        v->cam.pitch = CLAMP(v->cam.pitch - s->axes[PAXIS_RIGHTY] * TURN_SPEED / 32768,
                             -PITCH_LIMIT, PITCH_LIMIT);
    if (InputMap_Held(m, s, ACT_FLY_FAST))
        speed *= 4;
    if (InputMap_Held(m, s, ACT_WALK) && !InputMap_Held(m, s, ACT_FLY_FAST))
        speed /= 4;
    App_FlyStep(&v->level, &v->cam, fwd, side, up, speed);
}

/* This tick's input word: the replay's or the demo's while they last, then
 * the keys (none while flying: the same keys move the camera). */
static InputWord tick_word(Viewer *v)
{
    uint32_t t = v->sim->tick;
    if (v->have_play && t < v->play.num_ticks)
        return Replay_Get(&v->play, t);
    if (v->have_demo && v->o->demo && t < v->demo.num_ticks)
        return v->demo.inputs[t];
    if (v->fly)
        return 0;
    InputWord w = InputMap_Word(&v->map, &v->in) & INPUT_VALID_MASK;
    /* In the ring Enter selects, as in the original (the key map binds it
     * to the option key, which there puts an item back). */
    if (v->ui_ready && UiSession_RingOpen(&v->ui) && v->in.keys[PKEY_ENTER] &&
        !v->in.keys[PKEY_ESCAPE])
        w = (w & ~INPUT_OPTION) | INPUT_ACTION;
    return w;
}

/* A choice from the passport: this window plays one level, so leaving it
 * ends the session; the others need the gameflow (a whole game). */
static void ui_result(Viewer *v)
{
    MenuResult r;
    if (!v->ui_ready || !UiSession_TakeResult(&v->ui, &r))
        return;
    if (r.action == MENU_EXIT_TO_TITLE || r.action == MENU_EXIT_GAME)
        v->running = false;
    else
        Log_Info("passport: this choice needs a whole game (tomb8 DIR)");
}

static void tick(Viewer *v)
{
    const int16_t *pcm;
    InputWord w;
    if (v->paused) {
        /* P: no tick at all, so nothing is recorded either */
        v->prev = v->cam;
        v->view_prev = v->view;
        return;
    }
    v->prev = v->cam;
    Render_Tick(v->rend);
    if (v->fly)
        fly_tick(v);
    /* The world after the free camera: this tick's sounds are heard from
     * where it now is (viewer_listener). */
    w = tick_word(v);
    if (v->recording && !Replay_Append(&v->rec, w)) {
        Log_Warn("--record: replay too long; recording stopped");
        v->recording = false;
    }
    /* The ring and the pause take the words of the ticks they hold the
     * world (game/ui/ui.h), exactly as a headless replay does. */
    if (!v->ui_ready || UiSession_BeginTick(&v->ui, v->game, w)) {
        Sim_Step(v->sim, w);
        if (v->ui_ready)
            UiSession_EndTick(&v->ui, v->game);
        update_game_view(v);
    } else {
        v->view_prev = v->view; /* the world stands still */
    }
    ui_result(v);
    pcm = GameAudio_EndTick(&v->ga);
    if (pcm && v->device) {
        Platform_AudioLock(v->plat);
        Platform_AudioFifoPush(&v->fifo, pcm, AUDIO_TICK_FRAMES);
        Platform_AudioUnlock(v->plat);
    }
}

/* F2: between playing and the free-fly viewer. The viewer starts where the
 * game camera is, so the picture does not jump. */
static void toggle_fly(Viewer *v)
{
    v->fly = !v->fly;
    if (v->fly && v->view.valid) {
        v->cam.x = v->view.x;
        v->cam.y = v->view.y;
        v->cam.z = v->view.z;
        v->cam.room = App_FindRoom(&v->level, v->view.room, v->cam.x, v->cam.y, v->cam.z);
        v->cam.yaw = v->view.yaw & 0xFFFF;
        v->cam.pitch = CLAMP((int16_t)v->view.pitch, -PITCH_LIMIT, PITCH_LIMIT);
        v->prev = v->cam;
    }
    if (!v->fly && Platform_IsMouseCaptured(v->plat))
        Platform_SetMouseCapture(v->plat, false); /* mouse-look is the viewer's */
}

static void save_settings(Viewer *v);

static void handle_command(Viewer *v, int cmd, int32_t alpha)
{
    switch (cmd) {
    case ACT_QUIT:
        v->running = false;
        break;
    case ACT_FULLSCREEN:
        Platform_SetFullscreen(v->plat, !Platform_IsFullscreen(v->plat));
        v->settings.fullscreen = Platform_IsFullscreen(v->plat);
        save_settings(v);
        break;
    case ACT_OVERLAY:
        v->overlay = !v->overlay;
        break;
    case ACT_SCREENSHOT:
        take_screenshot(v, alpha);
        break;
    case ACT_MOUSE_CAPTURE:
        Platform_SetMouseCapture(v->plat, !Platform_IsMouseCaptured(v->plat));
        break;
    case ACT_FLY_TOGGLE:
        toggle_fly(v);
        break;
    default:
        break;
    }
}

static bool capture_key(Viewer *v, const PlatformEvent *ev);

static void pump_events(Viewer *v, int32_t alpha)
{
    PlatformEvent ev;
    while (Platform_PollEvent(v->plat, &ev)) {
        int cmd = InputMap_HandleEvent(&v->map, &v->in, &ev);
        if (cmd >= 0)
            handle_command(v, cmd, alpha);
        if (capture_key(v, &ev))
            continue;
        bool playing = v->ui_ready && !v->fly;
        if (ev.type == PEV_KEY_DOWN && ev.key == PKEY_P && !ev.repeat && playing &&
            !UiSession_RingOpen(&v->ui)) {
            v->paused = !v->paused;
        } else if (ev.type == PEV_KEY_DOWN && ev.key == PKEY_ESCAPE && !ev.repeat && !playing) {
            /* The viewer: Esc first frees the mouse, then quits (playing,
             * Esc is the inventory key; the passport leaves). */
            if (Platform_IsMouseCaptured(v->plat))
                Platform_SetMouseCapture(v->plat, false);
            else
                v->running = false;
        } else if (ev.type == PEV_MOUSE_BUTTON_DOWN && ev.button == 1 && v->fly &&
                   !Platform_IsMouseCaptured(v->plat)) {
            Platform_SetMouseCapture(v->plat, true);
        } else if (ev.type == PEV_FOCUS_LOST && Platform_IsMouseCaptured(v->plat)) {
            Platform_SetMouseCapture(v->plat, false);
        }
    }
    if (v->fly && Platform_IsMouseCaptured(v->plat)) {
        v->cam.yaw = (v->cam.yaw + v->in.mouse_dx * MOUSE_SENS) & 0xFFFF;
        v->cam.pitch = CLAMP(v->cam.pitch - v->in.mouse_dy * MOUSE_SENS, -PITCH_LIMIT,
                             PITCH_LIMIT);
        v->prev.yaw = v->cam.yaw;
        v->prev.pitch = v->cam.pitch;
    }
    v->in.mouse_dx = v->in.mouse_dy = 0;
}

/* TOMB8_AUTOSCREENSHOT=PATH[,frames=N][,window=PATH2][,overlay]. Whoever
 * sets it wants the shot: an empty field, a bad count or a path that
 * cannot be written is an error line, never a run without the shot. */
static bool parse_auto_screenshot(Viewer *v)
{
    const char *env = getenv("TOMB8_AUTOSCREENSHOT");
    char err[1200];
    if (!env || !*env)
        return true;
    if (strlen(env) >= sizeof v->auto_buf) {
        ErrLine_Print("error: TOMB8_AUTOSCREENSHOT: value too long");
        return false;
    }
    snprintf(v->auto_buf, sizeof v->auto_buf, "%s", env);
    v->auto_frames = 3;
    v->auto_path = v->auto_buf;
    /* Split on every comma (strtok would merge ",," and skip an empty path). */
    char *field = strchr(v->auto_buf, ',');
    if (field)
        *field++ = '\0';
    if (!*v->auto_path) {
        ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT=%s: expected PATH[,frames=N][,window=PATH2]"
                       "[,overlay] (no file name before the first comma)", env);
        return false;
    }
    while (field) {
        char *next = strchr(field, ',');
        char *end;
        if (next)
            *next++ = '\0';
        if (!strncmp(field, "frames=", 7)) {
            long n = strtol(field + 7, &end, 10);
            if (end == field + 7 || *end || n < 1 || n > 10000) {
                ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT: %s: expected frames=1..10000", field);
                return false;
            }
            v->auto_frames = (int)n;
        } else if (!strncmp(field, "window=", 7) && field[7]) {
            v->auto_window = field + 7;
        } else if (!strcmp(field, "overlay")) {
            v->overlay = true;
        } else {
            ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT: unknown field '%s'", field);
            return false;
        }
        field = next;
    }
    if (!AtomicFile_CheckOutput(v->auto_path, err, sizeof err) ||
        (v->auto_window && !AtomicFile_CheckOutput(v->auto_window, err, sizeof err))) {
        ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT: %s", err + 7);
        return false;
    }
    return true;
}

/* The sounds are heard from the camera on screen (pan from its yaw). */
static bool viewer_listener(void *user, const Sim *s, GameListener *out)
{
    const Viewer *v = user;
    (void)s;
    if (!v->fly && v->view.valid) {
        out->pos = (Vec3i){ v->view.x, v->view.y, v->view.z };
        out->room = v->view.room;
        out->yaw = v->view.yaw;
        return true;
    }
    out->pos = (Vec3i){ v->cam.x, v->cam.y, v->cam.z };
    out->room = v->cam.room;
    out->yaw = v->cam.yaw;
    return true;
}

static void free_items(Viewer *v)
{
    if (v->game) {
        Game_Free(v->game);
        free(v->game);
        v->game = NULL;
    }
    GameAudio_Free(&v->ga); /* before the sim it is wired to */
    if (v->sim) {
        Sim_Free(v->sim);
        free(v->sim);
        v->sim = NULL;
    }
    SimDraw_Free(&v->draws);
    Replay_Free(&v->play);
    Replay_Free(&v->rec);
    Demo_Free(&v->demo);
}

/* The replay (--replay) or demo (--demo) that feeds the first ticks, and
 * whether the run starts from the demo's start state (as headless). */
static bool load_inputs(Viewer *v, char *err, size_t cap)
{
    const Options *o = v->o;
    const Level *lv = &v->level;
    if (o->replay_path) {
        if (!Replay_Load(o->replay_path, lv->checksum, lv->file_size, &v->play, err, cap))
            return false;
        v->have_play = true;
    }
    v->demo_start = o->demo || (v->have_play && (v->play.flags & REPLAY_FLAG_DEMO_START));
    if (v->demo_start) {
        if (!Demo_Parse(lv, &v->demo, err, cap))
            return false;
        v->have_demo = true;
    }
    return true;
}

/* The simulation, the game and the draw lists, allocated once, in the
 * headless runner's order (game/app_headless.c): Sim_Init, the sounds and
 * flipeffects, the demo start if any, then the Game (it places Lara and
 * reseeds the random streams, and keeps the audio's hooks). Only items the
 * level starts active animate: without creature AI, an inactive bat or
 * wolf played through its moving animation would drift through walls. */
/* ---- the UI and the settings --------------------------------------------- */

static void ui_sound(void *user, int sfx)
{
    Viewer *v = user;
    if (v->ga.audio)
        Audio_PlaySound(v->ga.audio, sfx, NULL, -1);
}

static void apply_volumes(Viewer *v)
{
    if (v->o->mute || !v->ga.audio)
        return;
    Audio_SetMasterVolume(v->ga.audio, Settings_MasterVolume(v->settings.sound_volume));
    if (v->ga.music) {
        int m = v->settings.music_volume;
        Music_SetVolume(v->ga.music, m ? (25 * m + 5) * 256 / 255 : 0);
    }
}

static void save_settings(Viewer *v)
{
    char err[512];
    if (v->settings_dir[0] && !Settings_Save(&v->settings, v->settings_dir, err, sizeof err))
        Log_Warn("settings not saved: %s", err);
}

static void ui_set_volumes(void *user, int music, int sfx)
{
    Viewer *v = user;
    v->settings.music_volume = music;
    v->settings.sound_volume = sfx;
    apply_volumes(v);
    save_settings(v);
}

static void ui_set_detail(void *user, int detail)
{
    Viewer *v = user;
    v->settings.detail = detail;
    save_settings(v);
}

/* The ring's hooks and settings, and the key names of its controls page. */
static void init_ui(Viewer *v)
{
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.user = v;
    env.sound = ui_sound;
    env.set_volumes = ui_set_volumes;
    env.set_detail = ui_set_detail;
    env.music_volume = v->settings.music_volume;
    env.sfx_volume = v->settings.sound_volume;
    env.detail = v->settings.detail;
    for (int i = 0; i < 13; i++)
        env.key_names[i] = InputMap_FirstKeyName(&v->map, (InputAction)Ring_ControlAction(i));
    UiSession_Init(&v->ui, v->game, &env);
    v->ui_ready = true;
}

/* The saved settings and, unless --config names a key map, the saved keys
 * (problems are warnings: the game still starts, with the defaults). */
static void load_settings(Viewer *v)
{
    Settings_LoadForWindow(&v->settings, v->settings_dir, sizeof v->settings_dir,
                           !v->o->config_path, &v->map);
}

/* The controls page waits for a key: the next one pressed (not the
 * ring's own keys) is bound to its action and saved. */
static bool capture_key(Viewer *v, const PlatformEvent *ev)
{
    if (!v->ui_ready || !UiSession_RingOpen(&v->ui) || ev->type != PEV_KEY_DOWN || ev->repeat)
        return false;
    int row = Ring_WantsKey(&v->ui.ring);
    if (row < 0 || ev->key == PKEY_ESCAPE || ev->key == PKEY_ENTER || ev->key == PKEY_UP ||
        ev->key == PKEY_DOWN || ev->key == PKEY_LEFT || ev->key == PKEY_RIGHT)
        return false;
    const char *name = InputMap_KeyName((PlatformKey)ev->key);
    if (!name)
        return false;
    InputMap_BindKey(&v->map, (InputAction)Ring_ControlAction(row), (PlatformKey)ev->key);
    Ring_SetKey(&v->ui.ring, name);
    char err[512];
    if (v->settings_dir[0] && !Settings_SaveKeys(&v->map, v->settings_dir, err, sizeof err))
        Log_Warn("keys not saved: %s", err);
    return true;
}

static bool init_items(Viewer *v, char *err, size_t cap)
{
    const Level *lv = &v->level;
    load_settings(v);
    SimConfig cfg = { .animate_all = false };
    v->sim = calloc(1, sizeof *v->sim);
    v->game = calloc(1, sizeof *v->game);
    if (!v->sim || !v->game) {
        snprintf(err, cap, "out of memory");
        return false;
    }
    if (!Sim_Init(v->sim, lv, &cfg, err, cap)) {
        free(v->sim);
        v->sim = NULL;
        return false;
    }
    /* Flipeffects and sounds as headless; silent until start_audio. */
    GameAudio_Attach(&v->ga, v->sim, viewer_listener, v);
    if (!load_inputs(v, err, cap))
        return false;
    if (v->demo_start)
        Sim_StartDemo(v->sim, &v->demo);
    if (!Game_Attach(v->game, v->sim, err, cap)) {
        free(v->game);
        v->game = NULL;
        return false;
    }
    /* Effects sound where they are, through the flipeffects' output. */
    Game_ConnectAudio(v->game, &v->ga);
    /* Lara drawn the game's way (arms, weapons, flashes). */
    v->draws.item_fn = Game_DrawItem;
    v->draws.item_user = v->game;
    init_ui(v);
    if (v->o->record_path) {
        Replay_Init(&v->rec, lv->checksum, lv->file_size);
        if (v->demo_start)
            v->rec.flags |= REPLAY_FLAG_DEMO_START;
        v->recording = true;
    }
    update_game_view(v); /* the view before the first tick */
    v->view_prev = v->view;
    /* Grow the draw lists now, so drawing frames allocates nothing. */
    if (!SimDraw_Build(v->sim, 65536, &v->draws)) {
        snprintf(err, cap, "out of memory");
        return false;
    }
    return true;
}

/* Sound: a device on the SDL2 back end unless --mute (none, or none
 * available: the viewer runs silent), and/or the --audio-out WAV, which is
 * written on any back end (with --mute: silence, as headless). Auto
 * screenshots pause the world: nothing to hear. False with a message only
 * when --audio-out cannot be written. */
static bool start_audio(Viewer *v, char *err, size_t cap)
{
    const Options *o = v->o;
    const char *wav = v->auto_path ? NULL : o->audio_out;
    bool device = !o->mute && !v->auto_path && Platform_GetBackend(v->plat) == PLATFORM_BACKEND_SDL2;
    char why[256];
    if (!device && !wav)
        return true;
    if (!GameAudio_Open(&v->ga, &v->level, &v->sound, o->level_path, wav, err, cap))
        return false;
    if (v->game)
        Game_SetMusic(v->game, v->ga.music); /* CD triggers and secrets play here */
    apply_volumes(v);
    if (!device)
        return true;
    if (!Platform_AudioFifoInit(&v->fifo, AUDIO_RING_TICKS * AUDIO_TICK_FRAMES)) {
        snprintf(why, sizeof why, "out of memory for the audio ring");
    } else if (Platform_AudioStart(v->plat, AUDIO_RATE, Platform_AudioFifoCallback, &v->fifo,
                                   why, sizeof why)) {
        v->device = true;
        return true;
    }
    Log_Warn("%s; running silent", why);
    if (!wav)
        GameAudio_Free(&v->ga); /* nothing would hear it: do not mix */
    return true;
}

static int auto_threads(const Options *o)
{
    long n;
    if (o->threads > 0)
        return MIN(o->threads, RENDER_MAX_THREADS);
    n = sysconf(_SC_NPROCESSORS_ONLN);
    return (int)CLAMP(n, 1, 8);
}

static int run_viewer(Viewer *v)
{
    PlatformPacer pacer;
    char err[512];
    int32_t alpha = 0;
    int presented = 0;
    uint64_t next_frame_us = 0, frame_us = v->o->fps > 0 ? 1000000u / (unsigned)v->o->fps : 0;

    /* No --fps and no vsync granted: do not spin faster than a fast
     * display would refresh. */
    if (!frame_us && !Platform_HasVsync(v->plat))
        frame_us = 1000000u / FALLBACK_FPS;

    /* The renderer exists before the first event (F12 may come at once). */
    if (!ensure_renderer(v, err, sizeof err)) {
        Platform_FatalMessage(v->plat, "tomb8", err);
        return 2;
    }
    Platform_PacerInit(&pacer, TICK_RATE, MAX_CATCHUP);
    v->running = true;
    v->fps_window_start = Platform_TimeUs(v->plat);
    while (v->running) {
        uint64_t now;
        int n;
        pump_events(v, alpha);
        if (!v->running)
            break;
        if (!ensure_renderer(v, err, sizeof err)) {
            Platform_FatalMessage(v->plat, "tomb8", err);
            return 2;
        }
        now = Platform_TimeUs(v->plat);
        n = Platform_PacerUpdate(&pacer, now);
        if (v->auto_path)
            n = 0; /* paused world: the still must equal a headless capture */
        for (int i = 0; i < n; i++)
            tick(v);
        /* a still world (auto screenshot, pause, the ring) is drawn as it is */
        alpha = v->auto_path || v->paused || (v->ui_ready && UiSession_RingOpen(&v->ui))
                    ? 65536 : Platform_PacerAlpha(&pacer);
        if (!draw_frame(v, alpha, v->overlay)) {
            Platform_FatalMessage(v->plat, "tomb8", "could not present a frame");
            return 2;
        }
        presented++;
        v->fps_frames++;
        if (now - v->fps_window_start >= 1000000u) {
            v->fps_x10 = (int)((uint64_t)v->fps_frames * 10000000u /
                               (now - v->fps_window_start));
            v->fps_frames = 0;
            v->fps_window_start = now;
        }
        if (v->auto_path && presented >= v->auto_frames) {
            if (!Platform_SaveScreenshot(v->plat, v->auto_path, err, sizeof err) ||
                (v->auto_window &&
                 !Platform_SaveWindowShot(v->plat, v->auto_window, err, sizeof err))) {
                ErrLine_Print(err);
                return 2;
            }
            return 0;
        }
        if (frame_us) {
            /* --fps: a drawn-frame limiter (ticks stay at 30 Hz). */
            uint64_t t = Platform_TimeUs(v->plat);
            next_frame_us = next_frame_us ? next_frame_us + frame_us : t + frame_us;
            if (next_frame_us > t)
                Platform_SleepUs(v->plat, next_frame_us - t);
            else if (t - next_frame_us > 4 * frame_us)
                next_frame_us = t; /* far behind: do not race to catch up */
        }
    }
    return 0;
}

/* Options, key map, level, start camera, items: everything before a window
 * is needed. Prints one line and returns false on bad input. The Viewer
 * is freed by viewer_free either way. */
static bool viewer_prepare(Viewer *v, const Options *o)
{
    char err[512];
    v->o = o;
    v->sound = Options_Sound(o);
    v->threads = auto_threads(o);
    if (!parse_auto_screenshot(v))
        return false;
    InputMap_Defaults(&v->map);
    InputState_Clear(&v->in);
    if (o->config_path && !InputMap_Load(&v->map, o->config_path, err, sizeof err)) {
        ErrLine_Print(err);
        return false;
    }
    if (!o->level_path || !Level_Load(o->level_path, &v->level, err, sizeof err)) {
        ErrLine_Print(o->level_path ? err : "error: no level given");
        return false;
    }
    v->level_loaded = true;
    if (!App_InitialCamera(&v->level, o, &v->cam, err, sizeof err) ||
        !init_items(v, err, sizeof err)) {
        ErrLine_Print(err); /* adds the prefix when missing */
        return false;
    }
    v->prev = v->cam;
    /* A placed camera (--camera, --view N) is a viewer's request; so is a
     * level without a TR1 Lara to play (cut-scenes; TR2/TR3 have no game
     * logic yet). */
    v->fly = o->fly || o->view == VIEW_CAMERA || o->view == VIEW_FIXED || v->sim->lara < 0 ||
             v->level.game != GAME_TR1;
    return true;
}

/* Runs the viewer on an open platform (not closed here). */
static int viewer_run_on(Viewer *v, Platform *p)
{
    int rc;
    v->plat = p;
    if (v->o->fly && !v->auto_path)
        Platform_SetMouseCapture(p, true);
    if (v->auto_window)
        Platform_SetWindowReadback(p, true);
    Platform_GetWindowSize(p, &v->start_w, &v->start_h);
    {
        char err[512];
        if (!start_audio(v, err, sizeof err)) {
            /* err is "error: ..."; the message box gets the rest */
            Platform_FatalMessage(p, "tomb8", strncmp(err, "error: ", 7) ? err : err + 7);
            return 2;
        }
    }
    rc = run_viewer(v);
    {
        /* a window the player resized is remembered (not a fullscreen one) */
        int ww = 0, wh = 0;
        Platform_GetWindowSize(p, &ww, &wh);
        if (!Platform_IsFullscreen(p) && ww >= 320 && wh >= 240 && ww <= 3840 && wh <= 2160 &&
            v->start_w && (ww != v->start_w || wh != v->start_h)) {
            v->settings.window_width = ww;
            v->settings.window_height = wh;
            save_settings(v);
        }
    }
    if (v->o->record_path) {
        char err[512];
        if (!Replay_Save(&v->rec, v->o->record_path, err, sizeof err)) {
            Platform_FatalMessage(p, "tomb8", strncmp(err, "error: ", 7) ? err : err + 7);
            rc = 2;
        }
    }
    Platform_AudioStop(p);
    v->device = false;
    if (!GameAudio_CloseWav(&v->ga) && rc == 0) {
        Platform_FatalMessage(p, "tomb8", "--audio-out: write failed");
        rc = 2;
    }
    return rc;
}

static void viewer_free(Viewer *v)
{
    free_items(v); /* the sound system first: nothing pulls the ring now */
    Platform_AudioFifoFree(&v->fifo);
    if (v->rend)
        Render_Destroy(v->rend);
    free(v->fb);
    if (v->level_loaded)
        Level_Free(&v->level);
    free(v);
}

int App_RunWindowEx(const Options *o, Platform *p, AppWindowResult *out)
{
    Viewer *v = calloc(1, sizeof *v);
    int rc = 2;
    if (out)
        memset(out, 0, sizeof *out);
    if (!v) {
        fprintf(stderr, "error: out of memory\n");
        return 2;
    }
    if (viewer_prepare(v, o)) {
        rc = viewer_run_on(v, p);
        if (out) {
            out->cam = v->cam;
            out->fly = v->fly;
            out->ticks = v->sim->tick;
            out->hash = Sim_Hash(v->sim);
            if (v->sim->lara >= 0) {
                const Item *l = &v->sim->items[v->sim->lara];
                out->lara_pos = l->pos;
                out->lara_room = l->room;
                out->lara_state = l->current_state;
            }
        }
    }
    viewer_free(v);
    return rc;
}

int App_RunWindowWith(const Options *o, Platform *p, FlyCamera *final_cam)
{
    AppWindowResult r;
    int rc = App_RunWindowEx(o, p, &r);
    if (final_cam)
        *final_cam = r.cam;
    return rc;
}

int App_RunWindowOn(const Options *o, PlatformBackend backend)
{
    Viewer *v = calloc(1, sizeof *v);
    PlatformWindowDesc desc;
    Platform *p;
    char err[512], title[128];
    int rc;
    if (!v) {
        fprintf(stderr, "error: out of memory\n");
        return 2;
    }
    if (!viewer_prepare(v, o)) {
        viewer_free(v);
        return 2;
    }
    memset(&desc, 0, sizeof desc);
    snprintf(title, sizeof title, "tomb8 - %s", v->level.name);
    desc.title = title;
    /* the saved window unless the command line says otherwise */
    desc.width = o->width ? o->width : v->settings.window_width;
    desc.height = o->width ? o->height : v->settings.window_height;
    /* a size on the command line asks for a window of that size */
    desc.fullscreen = o->fullscreen || (!o->width && v->settings.fullscreen);
    desc.vsync = o->fps == 0;
    desc.scale = o->scale == SCALE_INTEGER ? PLATFORM_SCALE_INTEGER : PLATFORM_SCALE_FIT;
    p = Platform_Open(backend, &desc, err, sizeof err);
    if (!p) {
        fprintf(stderr, "error: %s\n", err);
        viewer_free(v);
        return 2;
    }
    rc = viewer_run_on(v, p);
    Platform_Close(p);
    viewer_free(v);
    return rc;
}

int App_RunWindow(const Options *o) { return App_RunWindowOn(o, PLATFORM_BACKEND_SDL2); }
