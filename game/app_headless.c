/* Headless runner (see app_headless.h). */
#include "engine/render/png.h"
#include "engine/core/json.h"
#include "game/app_headless.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#include "engine/core/log.h"
#include "engine/render/render.h"
#include "engine/sim/demo.h"
#include "engine/sim/replay.h"
#include "engine/sim/sim_draw.h"
#include "engine/world/world.h"
#include "game/capture.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/game_audio.h"
#include "game/trace.h"


typedef struct {
    const Options *o;
    Level lv;
    bool level_loaded;
    Sim sim;
    bool sim_ready;
    GameAudio ga;           /* flipeffects, sounds, music, --audio-out */
    Game game;              /* Lara, camera, run-time world */
    bool game_ready;
    Renderer *renderer;
    uint8_t *fb, *rgb;
    SimDrawList draws;
    FILE *trace, *trace_items;
    InputWord *inputs;      /* --inputs */
    uint32_t num_inputs;
    Replay play, rec;
    Demo demo;
    bool have_demo;
} Headless;

/* ---- trace ---------------------------------------------------------------- */

/* Opens a trace output and writes its header line. */
static FILE *open_trace(const char *path, const char *header, char *err, size_t cap)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        snprintf(err, cap, "error: %s: %s", path, strerror(errno));
        return NULL;
    }
    fputs(header, f);
    fputc('\n', f);
    return f;
}

/* Closes a trace output; false (message in err) when any write failed. */
static bool close_trace(FILE **f, const char *path, char *err, size_t cap)
{
    if (!*f)
        return true;
    bool bad = ferror(*f) != 0;
    bad |= fclose(*f) != 0;
    *f = NULL;
    if (bad)
        snprintf(err, cap, "error: %s: write failed", path);
    return !bad;
}

/* ---- camera --------------------------------------------------------------- */

bool Headless_ViewBehindLara(const Sim *s, HeadlessView *out)
{
    int target = s->lara;
    if (target < 0) {
        for (uint32_t i = 0; i < s->num_items; i++)
            if (s->items[i].model >= 0) {
                target = (int)i;
                break;
            }
    }
    if (target < 0)
        return false;
    const Item *it = &s->items[target];
    /* Look at her chest from behind and above; if a wall is in the way,
     * swing around her and come closer until the spot is open space. */
    static const int32_t swing[] = {0, 0x2000, -0x2000, 0x4000, -0x4000, 0x6000, -0x6000, 0x8000};
    static const int32_t dist[] = {1536, 1024, 640};
    Vec3i aim = {it->pos.x, it->pos.y - 512, it->pos.z};
    Vec3i p = {it->pos.x, it->pos.y - 1024, it->pos.z};
    int room = World_FindRoomF(s->level, s->flipped, it->room, p.x, p.y, p.z, NULL);
    bool found = false;
    for (size_t d = 0; d < COUNT_OF(dist) && !found; d++) {
        for (size_t k = 0; k < COUNT_OF(swing) && !found; k++) {
            int32_t a = (uint16_t)it->rot.y + swing[k];
            Vec3i c = {it->pos.x - ((Math_Sin(a) * dist[d]) >> W2V_SHIFT), it->pos.y - 1024,
                       it->pos.z - ((Math_Cos(a) * dist[d]) >> W2V_SHIFT)};
            int r = World_FindRoomF(s->level, s->flipped, it->room, c.x, c.y, c.z, NULL);
            int32_t floor = World_GetFloorHeightF(s->level, s->flipped, r, c.x, c.y, c.z);
            int32_t ceil = World_GetCeilingHeightF(s->level, s->flipped, r, c.x, c.y, c.z);
            if (floor != WORLD_NO_HEIGHT && ceil != WORLD_NO_HEIGHT && c.y < floor - 64 &&
                c.y > ceil + 64 && World_InRoomBounds(s->level, r, c.x, c.y, c.z)) {
                p = c;
                room = r;
                found = true;
            }
        }
    }
    int32_t dx = aim.x - p.x, dy = aim.y - p.y, dz = aim.z - p.z;
    out->pos = p;
    out->room = room;
    out->yaw = found ? Math_Atan2(dx, dz) : (uint16_t)it->rot.y;
    /* positive pitch looks up; the aim point is below the camera */
    out->pitch = found ? (int16_t)Math_Atan2(-dy, (int32_t)Math_Length3(dx, 0, dz))
                       : -ANGLE_DEG(60);
    return true;
}

/* ---- sound ------------------------------------------------------------------ */

/* The sounds are heard from the capture camera (game/game_audio.h). */
static bool listener_behind_lara(void *user, const Sim *s, GameListener *out)
{
    HeadlessView v;
    (void)user;
    if (!Headless_ViewBehindLara(s, &v))
        return false;
    out->pos = v.pos;
    out->room = v.room;
    out->yaw = v.yaw;
    return true;
}

/* ---- captures ---------------------------------------------------------------- */

static bool capture_frame(Headless *h, uint32_t tick, char *err, size_t cap)
{
    Sim *s = &h->sim;
    if (!SimDraw_Build(s, 65536, &h->draws)) {
        snprintf(err, cap, "error: out of memory");
        return false;
    }
    HeadlessView v;
    RenderCamera cam = {0};
    if (Headless_ViewBehindLara(s, &v)) {
        cam.x = v.pos.x;
        cam.y = v.pos.y;
        cam.z = v.pos.z;
        cam.room = v.room;
        cam.yaw = v.yaw;
        cam.pitch = v.pitch;
    }
    Render_SetFlipped(h->renderer, s->flipped);
    Render_Frame(h->renderer, &cam, h->draws.meshes, h->draws.num_meshes, h->draws.sprites,
                 h->draws.num_sprites, h->fb);
    Render_ToRGB(h->renderer, h->fb, h->rgb);
    char path[4096];
    snprintf(path, sizeof(path), "%s/tick%06u.png", h->o->capture_dir, tick);
    int w = Render_Width(h->renderer), hh = Render_Height(h->renderer);
    if (!Png_WriteRGB(path, w, hh, h->rgb)) {
        snprintf(err, cap, "error: %.900s: cannot write PNG", path);
        return false;
    }
    return true;
}

/* ---- the run ---------------------------------------------------------------- */

static void cleanup(Headless *h)
{
    if (h->trace)
        fclose(h->trace);
    if (h->trace_items)
        fclose(h->trace_items);
    free(h->inputs);
    /* The Game gives the Sim its audio hooks back before the audio goes. */
    if (h->game_ready)
        Game_Free(&h->game);
    GameAudio_Free(&h->ga);
    if (h->renderer)
        Render_Destroy(h->renderer);
    free(h->fb);
    free(h->rgb);
    SimDraw_Free(&h->draws);
    Replay_Free(&h->play);
    Replay_Free(&h->rec);
    Demo_Free(&h->demo);
    if (h->sim_ready)
        Sim_Free(&h->sim);
    if (h->level_loaded)
        Level_Free(&h->lv);
}

static int fail(Headless *h, const char *msg)
{
    fprintf(stderr, "%s\n", msg);
    cleanup(h);
    return 2;
}


static int run_sim(const Options *o)
{
    Headless *h = calloc(1, sizeof(*h));
    if (!h) {
        fprintf(stderr, "error: out of memory\n");
        return 2;
    }
    char err[1024];
    h->o = o;
    int rc = 2;
    if (!Level_Load(o->level_path, &h->lv, err, sizeof(err))) {
        rc = fail(h, err);
        goto out;
    }
    h->level_loaded = true;
    /* Only active items (and Lara) run, as the original: an inactive bat
     * playing its flying animation would leave through the walls, since
     * there is no creature code yet to steer it. */
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&h->sim, &h->lv, &cfg, err, sizeof(err))) {
        rc = fail(h, err);
        goto out;
    }
    h->sim_ready = true;
    GameAudio_Attach(&h->ga, &h->sim, listener_behind_lara, h);

    int64_t ticks = o->ticks;
    if (o->replay_path) {
        if (!Replay_Load(o->replay_path, h->lv.checksum, h->lv.file_size, &h->play, err,
                         sizeof(err))) {
            rc = fail(h, err);
            goto out;
        }
        if (ticks < 0)
            ticks = h->play.num_ticks;
    }
    bool demo_start = o->demo || (o->replay_path && (h->play.flags & REPLAY_FLAG_DEMO_START));
    if (demo_start) {
        if (!Demo_Parse(&h->lv, &h->demo, err, sizeof(err))) {
            rc = fail(h, err);
            goto out;
        }
        h->have_demo = true;
        Sim_StartDemo(&h->sim, &h->demo);
        if (o->demo && ticks < 0)
            ticks = h->demo.num_ticks;
    }
    if (o->inputs_path) {
        if (!Trace_ReadInputs(o->inputs_path, &h->inputs, &h->num_inputs, err, sizeof(err))) {
            rc = fail(h, err);
            goto out;
        }
        if (ticks < 0)
            ticks = h->num_inputs;
    }
    /* Lara, the camera and the run-time world; after the audio (which sets
     * the Sim's hooks wholesale) and after any demo start, since attaching
     * places Lara and reseeds the random streams as the original does. */
    if (!Game_Attach(&h->game, &h->sim, err, sizeof(err))) {
        rc = fail(h, err);
        goto out;
    }
    h->game_ready = true;
    /* Captures draw Lara the game's way (arms, weapons, flashes). */
    h->draws.item_fn = Gun_DrawLara;
    h->draws.item_user = &h->game;
    if (ticks < 0) {
        rc = fail(h, "error: --headless needs --ticks N (or --replay / --demo / --inputs)");
        goto out;
    }
    if (o->record_path) {
        Replay_Init(&h->rec, h->lv.checksum, h->lv.file_size);
        if (demo_start)
            h->rec.flags |= REPLAY_FLAG_DEMO_START;
    }
    if (o->trace_path && !(h->trace = open_trace(o->trace_path, TRACE_HEADER, err, sizeof(err)))) {
        rc = fail(h, err);
        goto out;
    }
    if (o->trace_items_path &&
        !(h->trace_items = open_trace(o->trace_items_path, TRACE_ITEMS_HEADER, err, sizeof(err)))) {
        rc = fail(h, err);
        goto out;
    }
    if (o->audio_out &&
        !GameAudio_Open(&h->ga, &h->lv, o, o->level_path, o->audio_out, err, sizeof(err))) {
        rc = fail(h, err);
        goto out;
    }
    if (o->capture_every > 0) {
        int w = o->width > 0 ? o->width : 640, hh = o->height > 0 ? o->height : 480;
        RenderConfig rcfg = {.threads = o->threads > 0 ? o->threads : 1};
        h->renderer = Render_Create(&h->lv, w, hh, &rcfg, err, sizeof(err));
        h->fb = malloc((size_t)w * (size_t)hh);
        h->rgb = malloc((size_t)w * (size_t)hh * 3);
        if (!h->renderer || !h->fb || !h->rgb) {
            rc = fail(h, h->renderer ? "error: out of memory for captures" : err);
            goto out;
        }
    }

    char row[TRACE_ROW_MAX];
    for (int64_t t = 0; t < ticks; t++) {
        InputWord w = 0;
        if (o->replay_path)
            w = Replay_Get(&h->play, (uint32_t)t);
        else if (h->have_demo && o->demo)
            w = (uint32_t)t < h->demo.num_ticks ? h->demo.inputs[t] : 0;
        else if (o->inputs_path)
            w = (uint64_t)t < h->num_inputs ? h->inputs[t] : 0;
        if (o->record_path && !Replay_Append(&h->rec, w)) {
            rc = fail(h, "error: --record: replay too long");
            goto out;
        }
        Sim_Step(&h->sim, w);
        if (h->trace) {
            int n = Trace_Row(&h->sim, &h->game, (uint32_t)t, row, sizeof(row));
            fwrite(row, 1, (size_t)n, h->trace);
        }
        if (h->trace_items)
            Trace_WriteItems(h->trace_items, &h->sim, (uint32_t)t); /* errors: at close */
        GameAudio_EndTick(&h->ga);
        if (h->renderer) {
            Render_Tick(h->renderer);
            if ((t + 1) % o->capture_every == 0 && !capture_frame(h, (uint32_t)t, err, sizeof(err))) {
                rc = fail(h, err);
                goto out;
            }
        }
        /* The original stops a demo when its level is completed. */
        if (o->demo && h->ga.fx.level_complete) {
            ticks = t + 1;
            break;
        }
    }
    if (!close_trace(&h->trace, o->trace_path, err, sizeof(err)) ||
        !close_trace(&h->trace_items, o->trace_items_path, err, sizeof(err))) {
        rc = fail(h, err);
        goto out;
    }
    if (h->ga.wav) {
        if (!GameAudio_CloseWav(&h->ga)) {
            rc = fail(h, "error: --audio-out: write failed");
            goto out;
        }
    }
    if (o->record_path && !Replay_Save(&h->rec, o->record_path, err, sizeof(err))) {
        rc = fail(h, err);
        goto out;
    }
    char name[200];
    Json_Escape(h->lv.name, name, sizeof(name));
    printf("{\"ticks\":%lld,\"hash\":\"%016llx\",\"level\":\"%s\",\"lara\":", (long long)ticks,
           (unsigned long long)Sim_Hash(&h->sim), name);
    if (h->sim.lara >= 0) {
        const Item *l = &h->sim.items[h->sim.lara];
        printf("{\"x\":%d,\"y\":%d,\"z\":%d,\"room\":%d,\"anim\":%d,\"frame\":%d}}\n", l->pos.x,
               l->pos.y, l->pos.z, l->room, l->anim, l->frame);
    } else {
        printf("null}\n");
    }
    /* The JSON line is the run's result: failing to deliver it is an error. */
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "error: stdout: write failed\n");
        cleanup(h);
        rc = 2;
        goto out;
    }
    cleanup(h);
    rc = 0;
out:
    free(h);
    return rc;
}

int App_RunHeadless(const Options *o)
{
    if (o->capture_path)
        return Capture_Still(o);
    if (o->strip_path)
        return Capture_Strip(o);
    return run_sim(o);
}
