/* The windowed viewer: level -> renderer -> platform window, at a fixed
 * 30 Hz tick with interpolated drawing. */
#include "game/app_window.h"

#include "engine/core/log.h"
#include "engine/math/fixed.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "engine/world/world.h"
#include "game/capture.h"
#include "game/game_audio.h"
#include "game/input_map.h"

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

typedef struct {
    const Options *o;
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

static RenderCamera draw_camera(const Viewer *v, int32_t alpha)
{
    RenderCamera c;
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
    snprintf(text, sizeof text,
             "FPS %d.%d  RENDER %d.%d MS  PRESENT %d.%d MS  %dX%d\n"
             "ROOM %d  X %d Y %d Z %d  YAW %d PITCH %d\n"
             "ROOMS %u  POLYS %u  TICK %u",
             v->fps_x10 / 10, v->fps_x10 % 10, (int)(v->render_us_avg / 1000),
             (int)(v->render_us_avg / 100 % 10), (int)(v->present_us_avg / 1000),
             (int)(v->present_us_avg / 100 % 10), v->rw, v->rh, (int)c->room, (int)c->x,
             (int)c->y, (int)c->z, (int)(c->yaw & 0xFFFF), (int)(int16_t)c->pitch,
             st.rooms_visible, st.polys_submitted, v->sim ? v->sim->tick : 0);
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
    if (v->sim && SimDraw_Build(v->sim, alpha, &v->draws)) {
        nm = v->draws.num_meshes;
        ns = v->draws.num_sprites;
    }
    if (v->sim)
        Render_SetFlipped(v->rend, v->sim->flipped); /* FLIP_MAP flipeffects */
    Render_Frame(v->rend, &c, v->draws.meshes, nm, v->draws.sprites, ns, v->fb);
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

static void tick(Viewer *v)
{
    const InputMap *m = &v->map;
    const InputState *s = &v->in;
    int fwd = 0, side = 0, up = 0;
    int32_t speed = FLY_SPEED;
    const int16_t *pcm;
    v->prev = v->cam;
    Render_Tick(v->rend);
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
    /* The world after the camera: this tick's sounds are heard from where
     * the camera now is (viewer_listener). */
    if (v->sim)
        Sim_Step(v->sim, InputMap_Word(m, s));
    pcm = GameAudio_EndTick(&v->ga);
    if (pcm && v->device) {
        Platform_AudioLock(v->plat);
        Platform_AudioFifoPush(&v->fifo, pcm, AUDIO_TICK_FRAMES);
        Platform_AudioUnlock(v->plat);
    }
}

static void handle_command(Viewer *v, int cmd, int32_t alpha)
{
    switch (cmd) {
    case ACT_QUIT:
        v->running = false;
        break;
    case ACT_FULLSCREEN:
        Platform_SetFullscreen(v->plat, !Platform_IsFullscreen(v->plat));
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
    default:
        break;
    }
}

static void pump_events(Viewer *v, int32_t alpha)
{
    PlatformEvent ev;
    while (Platform_PollEvent(v->plat, &ev)) {
        int cmd = InputMap_HandleEvent(&v->map, &v->in, &ev);
        if (cmd >= 0)
            handle_command(v, cmd, alpha);
        if (ev.type == PEV_KEY_DOWN && ev.key == PKEY_ESCAPE && !ev.repeat) {
            /* No game menu yet: Esc first frees the mouse, then quits. */
            if (Platform_IsMouseCaptured(v->plat))
                Platform_SetMouseCapture(v->plat, false);
            else
                v->running = false;
        } else if (ev.type == PEV_MOUSE_BUTTON_DOWN && ev.button == 1 &&
                   !Platform_IsMouseCaptured(v->plat)) {
            Platform_SetMouseCapture(v->plat, true);
        } else if (ev.type == PEV_FOCUS_LOST && Platform_IsMouseCaptured(v->plat)) {
            Platform_SetMouseCapture(v->plat, false);
        }
    }
    if (Platform_IsMouseCaptured(v->plat)) {
        v->cam.yaw = (v->cam.yaw + v->in.mouse_dx * MOUSE_SENS) & 0xFFFF;
        v->cam.pitch = CLAMP(v->cam.pitch - v->in.mouse_dy * MOUSE_SENS, -PITCH_LIMIT,
                             PITCH_LIMIT);
        v->prev.yaw = v->cam.yaw;
        v->prev.pitch = v->cam.pitch;
    }
    v->in.mouse_dx = v->in.mouse_dy = 0;
}

/* TOMB8_AUTOSCREENSHOT=PATH[,frames=N][,window=PATH2][,overlay] */
static bool parse_auto_screenshot(Viewer *v)
{
    const char *env = getenv("TOMB8_AUTOSCREENSHOT");
    char *field, *save = NULL;
    if (!env || !*env)
        return true;
    snprintf(v->auto_buf, sizeof v->auto_buf, "%s", env);
    v->auto_frames = 3;
    v->auto_path = strtok_r(v->auto_buf, ",", &save);
    while ((field = strtok_r(NULL, ",", &save)) != NULL) {
        if (!strncmp(field, "frames=", 7))
            v->auto_frames = CLAMP(atoi(field + 7), 1, 10000);
        else if (!strncmp(field, "window=", 7))
            v->auto_window = field + 7;
        else if (!strcmp(field, "overlay"))
            v->overlay = true;
        else {
            fprintf(stderr, "error: TOMB8_AUTOSCREENSHOT: unknown field '%s'\n", field);
            return false;
        }
    }
    return v->auto_path != NULL;
}

/* The free camera is the listener (pan from its yaw). */
static bool viewer_listener(void *user, const Sim *s, GameListener *out)
{
    const Viewer *v = user;
    (void)s;
    out->pos = (Vec3i){ v->cam.x, v->cam.y, v->cam.z };
    out->room = v->cam.room;
    out->yaw = v->cam.yaw;
    return true;
}

static void free_items(Viewer *v)
{
    GameAudio_Free(&v->ga); /* before the sim it is wired to */
    if (v->sim) {
        Sim_Free(v->sim);
        free(v->sim);
        v->sim = NULL;
    }
    SimDraw_Free(&v->draws);
}

/* The simulation and the draw lists, allocated once. Only items the level
 * starts active animate: without creature AI, an inactive bat or wolf played
 * through its moving animation would just drift through the walls. */
static bool init_items(Viewer *v, char *err, size_t cap)
{
    const Level *lv = &v->level;
    SimConfig cfg = { .animate_all = false };
    v->sim = calloc(1, sizeof *v->sim);
    if (!v->sim) {
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
    if (!GameAudio_Open(&v->ga, &v->level, o, o->level_path, wav, err, cap))
        return false;
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
        alpha = v->auto_path ? 65536 : Platform_PacerAlpha(&pacer);
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
                fprintf(stderr, "error: %s\n", err);
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
    v->threads = auto_threads(o);
    if (!parse_auto_screenshot(v))
        return false;
    InputMap_Defaults(&v->map);
    InputState_Clear(&v->in);
    if (o->config_path && !InputMap_Load(&v->map, o->config_path, err, sizeof err)) {
        fprintf(stderr, "error: %s\n", err);
        return false;
    }
    if (!o->level_path || !Level_Load(o->level_path, &v->level, err, sizeof err)) {
        fprintf(stderr, "%s\n", o->level_path ? err : "error: no level given");
        return false;
    }
    v->level_loaded = true;
    if (!App_InitialCamera(&v->level, o, &v->cam, err, sizeof err) ||
        !init_items(v, err, sizeof err)) {
        fprintf(stderr, "error: %s\n", err);
        return false;
    }
    v->prev = v->cam;
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
    {
        char err[512];
        if (!start_audio(v, err, sizeof err)) {
            /* err is "error: ..."; the message box gets the rest */
            Platform_FatalMessage(p, "tomb8", strncmp(err, "error: ", 7) ? err : err + 7);
            return 2;
        }
    }
    rc = run_viewer(v);
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

int App_RunWindowWith(const Options *o, Platform *p, FlyCamera *final_cam)
{
    Viewer *v = calloc(1, sizeof *v);
    int rc = 2;
    if (!v) {
        fprintf(stderr, "error: out of memory\n");
        return 2;
    }
    if (viewer_prepare(v, o)) {
        rc = viewer_run_on(v, p);
        if (final_cam)
            *final_cam = v->cam;
    }
    viewer_free(v);
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
    desc.width = o->width;
    desc.height = o->height;
    desc.fullscreen = o->fullscreen;
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
