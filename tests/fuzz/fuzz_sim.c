/* libFuzzer target: the simulation and the renderer on loaded mutants
 * (built by tools/fuzz.sh, not by the normal build).
 *
 * A level that loads is run as the headless runner runs it: Sim_Init, the
 * sounds and flipeffects (GameAudio_Attach, no device), the Game attached
 * (Lara's control, collision, guns, camera, creatures, triggers), 60 ticks
 * of input words drawn from the input itself, then one 320x240 frame from
 * behind Lara through the same draw list as captures (Lara's arms and
 * weapons included). Anything the loader accepts must survive this without
 * a sanitizer report, a hang or a crash. */
#include "engine/core/log.h"
#include "engine/level/level.h"
#include "engine/render/render.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "game/app/headless.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara_gun.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_TICKS 60
#define FUZZ_W 320
#define FUZZ_H 240

static volatile uint32_t g_sink;

static bool no_listener(void *user, const Sim *s, GameListener *out)
{
    (void)user;
    (void)s;
    (void)out;
    return false;
}

/* Input words: a small generator seeded from the input's length and its
 * last bytes, so a mutation of the tail steers Lara differently. */
static uint32_t next_word(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (*state >> 12) & INPUT_VALID_MASK;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Level lv;
    static Sim sim;
    static Game game;
    static GameAudio ga;
    char err[512];
    Log_SetQuiet(1);
    memset(&lv, 0, sizeof lv);
    if (!Level_LoadMemory(data, size, "fuzz", NULL, 0, &lv, err, sizeof err))
        return 0;
    memset(&sim, 0, sizeof sim);
    memset(&game, 0, sizeof game);
    memset(&ga, 0, sizeof ga);
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&sim, &lv, &cfg, err, sizeof err)) {
        Level_Free(&lv);
        return 0;
    }
    GameAudio_Attach(&ga, &sim, no_listener, NULL);
    bool attached = Game_Attach(&game, &sim, err, sizeof err);
    if (attached)
        Game_SetAudio(&game, &ga);
    uint32_t seed = (uint32_t)size;
    for (size_t k = 0; k < 8 && k < size; k++)
        seed = seed * 31u + data[size - 1 - k];
    for (int t = 0; t < FUZZ_TICKS; t++) {
        if (attached)
            Game_Tick(&game, next_word(&seed));
        else
            Sim_Step(&sim, next_word(&seed));
        GameAudio_EndTick(&ga);
    }
    /* one frame, as a capture draws it */
    RenderConfig rcfg = {.threads = 1};
    Renderer *r = Render_Create(&lv, FUZZ_W, FUZZ_H, &rcfg, err, sizeof err);
    if (r) {
        uint8_t *fb = malloc((size_t)FUZZ_W * FUZZ_H);
        SimDrawList dl;
        memset(&dl, 0, sizeof dl);
        if (attached) {
            dl.item_fn = Gun_DrawLara;
            dl.item_user = &game;
        }
        HeadlessView v;
        RenderCamera cam;
        memset(&cam, 0, sizeof cam);
        if (Headless_ViewBehindLara(&sim, &v)) {
            cam.x = v.pos.x;
            cam.y = v.pos.y;
            cam.z = v.pos.z;
            cam.room = v.room;
            cam.yaw = v.yaw;
            cam.pitch = v.pitch;
        }
        if (fb && SimDraw_Build(&sim, 32768, &dl)) {
            Render_Tick(r);
            Render_SetFlipped(r, Sim_Flipped(&sim));
            Render_Frame(r, &cam, dl.meshes, dl.num_meshes, dl.sprites, dl.num_sprites, fb);
            g_sink = fb[(FUZZ_H / 2) * FUZZ_W + FUZZ_W / 2];
        }
        SimDraw_Free(&dl);
        free(fb);
        Render_Destroy(r);
    }
    g_sink += (uint32_t)Sim_Hash(&sim);
    if (attached)
        Game_Free(&game);
    GameAudio_Free(&ga);
    Sim_Free(&sim);
    Level_Free(&lv);
    return 0;
}
