/* Drawing the window (see window_internal.h): the world through the game
 * camera (interpolated between ticks) or the viewer's, then what the phase
 * shows over it (HUD and ring, the title's ring, the statistics), the F1
 * overlay, and the frame to the platform. */
#include "game/app/window_internal.h"

#include "engine/core/log.h"
#include "game/app/headless.h"
#include "game/game.h"
#include "game/ui/hud.h"
#include "game/ui/ui.h"
#include "game/render_look.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The renderer's size: fixed by --render-size, or the window's drawable
 * size brought into the renderer's range (aspect kept when too big). */
static void wanted_size(const Win *w, int *rw, int *rh)
{
    if (w->o->render_width > 0) {
        *rw = w->o->render_width;
        *rh = w->o->render_height;
        return;
    }
    int ww, wh;
    Platform_GetWindowSize(w->plat, &ww, &wh);
    int k = MAX((ww + RENDER_MAX_WIDTH - 1) / RENDER_MAX_WIDTH,
                (wh + RENDER_MAX_HEIGHT - 1) / RENDER_MAX_HEIGHT);
    k = MAX(k, 1);
    *rw = CLAMP(ww / k, RENDER_MIN_WIDTH, RENDER_MAX_WIDTH);
    *rh = CLAMP(wh / k, RENDER_MIN_HEIGHT, RENDER_MAX_HEIGHT);
}

/* The overlay's text colours in a palette: its brightest and darkest
 * entries (index 0 left out). */
static void pick_text(const PlatformRGB *pal, uint8_t *fg, uint8_t *bg)
{
    int best = -1, worst = 1 << 30;
    for (int i = 1; i < 256; i++) {
        int l = pal[i].r * 3 + pal[i].g * 6 + pal[i].b;
        if (l > best) {
            best = l;
            *fg = (uint8_t)i;
        }
        if (l < worst) {
            worst = l;
            *bg = (uint8_t)i;
        }
    }
}

/* The palette and the overlay's text colours: the brightest and darkest
 * of the level's palette (white on black without a level). */
static void take_palette(Win *w)
{
    memset(w->pal, 0, sizeof w->pal);
    w->pal[255] = (PlatformRGB){255, 255, 255};
    w->text_fg = 255;
    w->text_bg = 0;
    if (!w->rend)
        return;
    for (int i = 0; i < 256; i++) {
        uint8_t rgb[3];
        Render_PaletteRGB(w->rend, (uint8_t)i, rgb);
        w->pal[i] = (PlatformRGB){rgb[0], rgb[1], rgb[2]};
    }
    pick_text(w->pal, &w->text_fg, &w->text_bg);
}

/* A renderer for the loaded level at the window's size, made again when
 * either changes (none without a level: the frame is black). False only
 * when out of memory. */
bool Win_EnsureRenderer(Win *w)
{
    int rw, rh;
    wanted_size(w, &rw, &rh);
    if (w->fb == NULL || rw != w->rw || rh != w->rh) {
        uint8_t *fb = realloc(w->fb, (size_t)rw * (size_t)rh);
        if (!fb)
            return false;
        w->fb = fb;
        w->rw = rw;
        w->rh = rh;
        if (w->rend)
            Render_Destroy(w->rend);
        w->rend = NULL;
    }
    uint32_t gen = Runner_LevelGeneration(w->run);
    if (w->rend && w->rend_generation == gen)
        return true;
    if (w->rend)
        Render_Destroy(w->rend);
    w->rend = NULL;
    const Level *lv = Runner_Level(w->run);
    if (lv) {
        char err[512];
        RenderConfig cfg = {w->threads};
        w->rend = Render_Create(lv, rw, rh, &cfg, err, sizeof err);
        if (!w->rend)
            Log_Warn("%s", err); /* drawn black */
        else {
            Render_SetSunset(w->rend, Runner_Sunset(w->run));
            RenderLook_Apply(w->rend, lv);
        }
        w->rend_generation = gen;
    }
    take_palette(w);
    w->pal_wet = false; /* a new renderer has drawn nothing yet */
    return true;
}

static int32_t lerp_i(int32_t a, int32_t b, int32_t alpha)
{
    return a + (int32_t)(((int64_t)(b - a) * alpha) >> 16);
}

/* Angle a + alpha of the short way to b (16-bit angles). */
static int32_t lerp_angle(int32_t a, int32_t b, int32_t alpha)
{
    int32_t d = (int16_t)(uint16_t)(b - a);
    return (a + (int32_t)(((int64_t)d * alpha) >> 16)) & 0xFFFF;
}

/* The game camera's view after the tick just run: the runner's (chase,
 * look, fixed, cinematic), or without Lara the chase view of the
 * headless captures. */
void Win_UpdateView(Win *w)
{
    GameView *out = &w->view;
    RenderCamera c;
    Sim *s = Runner_Sim(w->run);
    const Level *lv = Runner_Level(w->run);
    memset(out, 0, sizeof *out);
    if (w->setup.single && s && s->lara < 0 && Runner_Game(w->run)) {
        HeadlessView hv;
        if (!Headless_ViewBehindLara(s, &hv))
            return;
        *out = (GameView){hv.pos.x, hv.pos.y, hv.pos.z, hv.room, hv.yaw & 0xFFFF, hv.pitch,
                          0, 0, true};
        return;
    }
    if (!Runner_View(w->run, &c))
        return;
    /* Its room is where the camera itself is; the shift can move the eye
     * over a portal. */
    *out = (GameView){c.x, c.y, c.z, App_FindRoom(lv, c.room, c.x, c.y, c.z), c.yaw, c.pitch,
                      c.roll, c.fov, true};
}

/* The viewer's camera is drawn while it flies, and for a single level that
 * gives no game view (nothing to look at). */
static bool fly_view(const Win *w)
{
    return w->fly || (w->setup.single && !w->view.valid);
}

/* Whether there is a world to draw: a level, a cut-scene or a demo (its
 * game camera), or any loaded level from the viewer's camera. */
bool Win_ShowsWorld(const Win *w)
{
    return w->rend && (fly_view(w) ? Runner_Level(w->run) != NULL : w->view.valid);
}

/* The game camera between the previous tick and this one. A cut (fixed
 * camera, a teleport) is shown at once rather than swept through walls. */
static RenderCamera game_camera(const Win *w, int32_t alpha)
{
    RenderCamera c;
    const GameView *a = &w->view_prev, *b = &w->view;
    memset(&c, 0, sizeof c);
    if (!a->valid || abs(b->x - a->x) > SIM_SNAP_DISTANCE ||
        abs(b->y - a->y) > SIM_SNAP_DISTANCE || abs(b->z - a->z) > SIM_SNAP_DISTANCE)
        a = b;
    c.x = lerp_i(a->x, b->x, alpha);
    c.y = lerp_i(a->y, b->y, alpha);
    c.z = lerp_i(a->z, b->z, alpha);
    c.room = App_FindRoom(Runner_Level(w->run), b->room, c.x, c.y, c.z);
    c.yaw = lerp_angle(a->yaw, b->yaw, alpha);
    c.pitch = (int16_t)lerp_angle(a->pitch, b->pitch, alpha);
    c.roll = (int16_t)lerp_angle(a->roll, b->roll, alpha);
    c.fov = b->fov ? b->fov : ANGLE_DEG(w->o->fov_deg);
    return c;
}

static RenderCamera draw_camera(const Win *w, int32_t alpha)
{
    RenderCamera c;
    if (!fly_view(w))
        return game_camera(w, alpha);
    memset(&c, 0, sizeof c);
    c.x = lerp_i(w->prev.x, w->cam.x, alpha);
    c.y = lerp_i(w->prev.y, w->cam.y, alpha);
    c.z = lerp_i(w->prev.z, w->cam.z, alpha);
    c.room = App_FindRoom(Runner_Level(w->run), w->cam.room, c.x, c.y, c.z);
    /* Mouse-look is applied per drawn frame, so angles are not lerped. */
    c.yaw = w->cam.yaw;
    c.pitch = w->cam.pitch;
    c.fov = ANGLE_DEG(w->o->fov_deg);
    return c;
}

static uint64_t smooth(uint64_t avg, uint64_t sample)
{
    return avg ? (avg * 7 + sample) / 8 : sample;
}

static const char *const k_phase_names[] = {"TITLE", "PLAY", "CUTSCENE", "STATS", "QUIT", "DEMO",
                                             "FMV",   "CREDITS"};

/* F1: frame times, the camera, the renderer's counts, the phase, Lara. */
static void draw_overlay(Win *w, const RenderCamera *c)
{
    char text[320];
    int scale = MAX(1, w->rh / 480);
    RenderStats st = {0};
    if (w->rend)
        st = Render_GetStats(w->rend);
    const Sim *s = Runner_Sim(w->run);
    const Item *l = s && s->lara >= 0 ? &s->items[s->lara] : NULL;
    int phase = CLAMP((int)Runner_Phase(w->run), 0, (int)COUNT_OF(k_phase_names) - 1);
    int n = snprintf(text, sizeof text,
             "FPS %d.%d  RENDER %d.%d MS  PRESENT %d.%d MS  %dX%d\n"
             "ROOM %d  X %d Y %d Z %d  YAW %d PITCH %d\n"
             "ROOMS %u  POLYS %u  TICK %u  %s%s",
             w->fps_x10 / 10, w->fps_x10 % 10, (int)(w->render_us_avg / 1000),
             (int)(w->render_us_avg / 100 % 10), (int)(w->present_us_avg / 1000),
             (int)(w->present_us_avg / 100 % 10), w->rw, w->rh, (int)c->room, (int)c->x,
             (int)c->y, (int)c->z, (int)(c->yaw & 0xFFFF), (int)(int16_t)c->pitch,
             st.rooms_visible, st.polys_submitted, s ? s->tick : 0,
             w->fly ? "FLY" : k_phase_names[phase], w->recording ? "  REC" : "");
    if (l && n > 0 && (size_t)n < sizeof text)
        snprintf(text + n, sizeof text - (size_t)n,
                 "\nLARA ROOM %d  X %d Y %d Z %d  ANIM %d FRAME %d  STATE %d GOAL %d",
                 (int)l->room, (int)l->pos.x, (int)l->pos.y, (int)l->pos.z, (int)l->anim,
                 (int)l->frame, (int)l->current_state, (int)l->goal_state);
    Platform_DrawText8(w->fb, w->rw, w->rh, w->rw, 4 * scale, 4 * scale, text, w->text_fg,
                       w->text_bg, scale);
}

/* What the phase shows over the world: the HUD or the level's ring (and
 * the pause), the title's ring, the statistics; a title without its level
 * says how to start. */
/* The title without its level: its menu in the overlay's font (there is
 * no level to take the game's font from), with the keys that work. */
static void draw_bare_title(Win *w, const RunBareTitle *b)
{
    static const char *const k_rows[RUN_BARE_ROWS] = {"NEW GAME", "LOAD GAME", "EXIT GAME"};
    int scale = MAX(1, w->rh / 240), line = (PLATFORM_FONT_CELL_H + 3) * scale;
    int x = 8 * scale, y = 8 * scale;
    char text[160];
    Platform_DrawText8(w->fb, w->rw, w->rh, w->rw, x, y,
                       b->page ? "LOAD GAME" : "NO TITLE.PHD IN THIS FOLDER", w->text_fg,
                       w->text_bg, scale);
    y += 2 * line;
    int rows = b->page ? b->num_slots : RUN_BARE_ROWS;
    for (int i = 0; i < rows; i++, y += line) {
        const char *name = b->page ? (b->slots[i][0] ? b->slots[i] : "(EMPTY)") : k_rows[i];
        snprintf(text, sizeof text, "%s %s", i == b->row ? ">" : " ", name);
        Platform_DrawText8(w->fb, w->rw, w->rh, w->rw, x, y, text, w->text_fg,
                           i == b->row ? w->text_bg : -1, scale);
    }
    const char *act = InputMap_FirstKeyName(&w->map, ACT_ACTION);
    snprintf(text, sizeof text, "ARROWS MOVE  ENTER/SPACE%s%s CHOOSE  ESC BACK", act ? "/" : "",
             act ? act : "");
    Platform_DrawText8(w->fb, w->rw, w->rh, w->rw, x, w->rh - line - 4 * scale, text,
                       w->text_fg, w->text_bg, scale);
}

static void draw_phase(Win *w)
{
    const Level *lv = Runner_Level(w->run);
    const RunBareTitle *bare = Runner_BareTitle(w->run);
    if (!lv || !w->rend) {
        if (bare)
            draw_bare_title(w, bare);
        return;
    }
    UiCanvas uc;
    UiCanvas_Init(&uc, lv, w->fb, w->rw, w->rh);
    Runner_DrawUi(w->run, w->rend, &uc, w->paused);
    if (Runner_TitleRing(w->run)) {
        /* The keys the title's ring takes, named (the player's own action
         * key among them). */
        char text[160];
        const char *act = InputMap_FirstKeyName(&w->map, ACT_ACTION);
        snprintf(text, sizeof text, "Arrows move   Enter, Space%s%s choose   Esc back",
                 act ? " or " : "", act ? act : "");
        Ui_Print(&uc, 0, 24, UI_TEXT_CENTRE_H | UI_TEXT_BGND, text);
    }
}

/* One notice, wrapped at words into lines of at most `max` units of the
 * game's font; a word longer than that is cut. Returns the lines drawn
 * from y (baseline, 640x480 units) down. */
static int print_wrapped(UiCanvas *uc, int32_t y, const char *text, int32_t max)
{
    char line[400];
    int lines = 0;
    const char *p = text;
    while (*p) {
        size_t n = 0, fit = 0;
        while (p[n]) {
            if (n + 1 >= sizeof line)
                break;
            memcpy(line, p, n + 1);
            line[n + 1] = '\0';
            if (Ui_TextWidth(line, UI_ONE) > max)
                break;
            n++;
            if (p[n] == ' ' || !p[n])
                fit = n;
        }
        if (!fit)
            fit = MAX(n, (size_t)1);
        memcpy(line, p, fit);
        line[fit] = '\0';
        Ui_Print(uc, 0, y + lines * (UI_TEXT_HEIGHT + 5), UI_TEXT_CENTRE_H | UI_TEXT_BGND, line);
        lines++;
        p += fit;
        while (*p == ' ')
            p++;
    }
    return lines;
}

/* The notices still due, in the game's font over whatever is shown (the
 * overlay's font without a level or a font in it). */
static void draw_notices(Win *w)
{
    uint64_t now = Platform_TimeUs(w->plat);
    const Level *lv = Runner_Level(w->run);
    UiCanvas uc;
    bool font = false;
    if (lv) {
        UiCanvas_Init(&uc, lv, w->fb, w->rw, w->rh);
        font = UiCanvas_HasFont(&uc);
    }
    int32_t y = 60;
    int row = 0, scale = MAX(1, w->rh / 240);
    for (int i = 0; i < WIN_NOTICES; i++) {
        const WinNotice *n = &w->notices[i];
        if (!n->text[0] || now >= n->until_us)
            continue;
        if (font) {
            y += print_wrapped(&uc, y, n->text, uc.virt_w - 40) * (UI_TEXT_HEIGHT + 5) + 6;
        } else {
            /* wrapped at the frame's width, at a space when there is one */
            int cols = MAX((w->rw - 16 * scale) / (PLATFORM_FONT_CELL_W * scale), 8);
            const char *t = n->text;
            while (*t) {
                int len = (int)strlen(t), cut = MIN(len, cols);
                for (int k = cut; k > cols / 2 && cut < len; k--)
                    if (t[k] == ' ') {
                        cut = k;
                        break;
                    }
                char part[400];
                snprintf(part, sizeof part, "%.*s", cut, t);
                Platform_DrawText8(w->fb, w->rw, w->rh, w->rw, 8 * scale,
                                   w->rh / 2 + row * (PLATFORM_FONT_CELL_H + 2) * scale, part,
                                   w->text_fg, w->text_bg, scale);
                row++;
                t += cut;
                while (*t == ' ')
                    t++;
            }
            row++;
        }
    }
}

bool Win_DrawFrame(Win *w, int32_t alpha, bool with_overlay)
{
    /* An FMV is shown alone, at its own size: the platform scales it into
     * the window with the game's letterboxing. */
    int mw, mh;
    const FmvPhase *mv = Runner_Fmv(w->run);
    const uint8_t *movie = mv ? FmvPhase_Frame(mv, &mw, &mh) : NULL;
    if (movie)
        return Platform_PresentRGB(w->plat, movie, mw, mh, mw * 3);
    if (!Win_EnsureRenderer(w))
        return false;
    uint64_t t0 = Platform_TimeUs(w->plat);
    RenderCamera c;
    memset(&c, 0, sizeof c);
    memset(w->fb, 0, (size_t)w->rw * (size_t)w->rh);
    if (Win_ShowsWorld(w)) {
        c = draw_camera(w, alpha);
        /* The items at their interpolated poses, through the same draw-list
         * code as the headless runs (a window screenshot equals a capture). */
        size_t nm = 0, ns = 0;
        if (Runner_BuildDraws(w->run, alpha, &w->draws)) {
            nm = w->draws.num_meshes;
            ns = w->draws.num_sprites;
        }
        Render_SetFlipped(w->rend, Sim_Flipped(Runner_Sim(w->run))); /* FLIP_MAP flipeffects */
        RenderLook_FollowSim(w->rend, Runner_Sim(w->run)); /* the sky through the mesh table */
        Render_SetShadows(w->rend, w->draws.shadows, nm ? w->draws.num_shadows : 0);
        Render_SetLines(w->rend, w->draws.lines, nm ? w->draws.num_lines : 0);
        Render_SetTris(w->rend, w->draws.tris, nm ? w->draws.num_tris : 0);
        Render_SetDynamicLights(w->rend, w->draws.lights, nm ? w->draws.num_lights : 0);
        Render_Frame(w->rend, &c, w->draws.meshes, nm, w->draws.sprites, ns, w->fb);
        /* TR2 under water: the screen's palette is the water one */
        if (Render_Wet(w->rend) != w->pal_wet) {
            take_palette(w);
            w->pal_wet = Render_Wet(w->rend);
        }
    }
    if (!w->fly)
        draw_phase(w);
    /* A screen in a palette of its own (TR2's credits): presented with it,
     * the notices and overlay in its colours */
    uint8_t rgb[768];
    PlatformRGB own[256];
    const PlatformRGB *pal = w->pal;
    uint8_t fg = w->text_fg, bg = w->text_bg;
    if (!w->fly && Runner_ScreenPalette(w->run, rgb)) {
        for (int i = 0; i < 256; i++)
            own[i] = (PlatformRGB){rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]};
        pal = own;
        pick_text(own, &w->text_fg, &w->text_bg);
    }
    if (!w->auto_path) /* the auto screenshot equals a headless still */
        draw_notices(w);
    uint64_t t1 = Platform_TimeUs(w->plat);
    if (with_overlay)
        draw_overlay(w, &c);
    w->text_fg = fg;
    w->text_bg = bg;
    if (!Platform_PresentIndexed(w->plat, w->fb, w->rw, w->rh, w->rw, pal))
        return false;
    w->render_us_avg = smooth(w->render_us_avg, t1 - t0);
    w->present_us_avg = smooth(w->present_us_avg, Platform_TimeUs(w->plat) - t1);
    return true;
}

/* Where F12 puts its pictures: $XDG_PICTURES_DIR/tomb8, else the data
 * folder's screenshots/ ($XDG_DATA_HOME/tomb8 or ~/.local/share/tomb8),
 * made when missing; the current folder when none can be named. */
static void screenshot_dir(char *out, size_t cap)
{
    const char *pics = getenv("XDG_PICTURES_DIR"), *data = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    int n;
    if (pics && pics[0] == '/')
        n = snprintf(out, cap, "%s/tomb8", pics);
    else if (data && data[0] == '/')
        n = snprintf(out, cap, "%s/tomb8/screenshots", data);
    else if (home && home[0] == '/')
        n = snprintf(out, cap, "%s/.local/share/tomb8/screenshots", home);
    else
        n = snprintf(out, cap, ".");
    if (n < 0 || (size_t)n >= cap)
        snprintf(out, cap, ".");
    for (char *p = out + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char c = *p;
        *p = '\0';
        mkdir(out, 0755); /* an existing one is fine; a failure shows at the save */
        *p = c;
        if (!c)
            break;
    }
}

/* F12: the exact frame, drawn again without the overlay, and where it went
 * said on screen. */
void Win_Screenshot(Win *w, int32_t alpha)
{
    char name[64], dir[1024], path[1200], err[256], line[1400];
    if (!w->fb)
        return; /* before the first frame: nothing to save yet */
    Win_DrawFrame(w, alpha, false);
    Platform_ScreenshotName(name, sizeof name);
    screenshot_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (Platform_SaveScreenshot(w->plat, path, err, sizeof err)) {
        Log_Info("screenshot: %s", path);
        snprintf(line, sizeof line, "Screenshot saved: %s", path);
    } else {
        Log_Warn("screenshot failed: %s", err);
        snprintf(line, sizeof line, "Screenshot failed: %s", err);
    }
    Win_Notice(w, line);
}
