/* An FMV as a game phase: see fmv_phase.h. */
#include "game/gameflow/fmv_phase.h"

#include "engine/platform.h"
#include "engine/sim/sim.h"

#include <string.h>

bool FmvPhase_Start(FmvPhase *p, const char *path, InputWord held, char *err, size_t err_cap)
{
    memset(p, 0, sizeof *p);
    p->fmv = Fmv_Open(path, err, err_cap);
    if (!p->fmv)
        return false;
    const FmvInfo *in = Fmv_Info(p->fmv);
    p->width = in->width;
    p->height = in->height;
    p->prev = held;
    return true;
}

void FmvPhase_Stop(FmvPhase *p)
{
    Fmv_Close(p->fmv);
    memset(p, 0, sizeof *p);
}

bool FmvPhase_Playing(const FmvPhase *p) { return p->fmv != NULL; }

bool FmvPhase_Tick(FmvPhase *p, InputWord w, char *err, size_t err_cap)
{
    if (err_cap)
        err[0] = '\0';
    if (!p->fmv)
        return false;
    InputWord pressed = w & ~p->prev;
    p->prev = w;
    if (pressed & FMV_SKIP_KEYS)
        return false;
    /* The frame due at this tick: tick t is t/30 s into the movie. */
    const FmvInfo *in = Fmv_Info(p->fmv);
    int64_t due = (int64_t)p->ticks * in->fps_num / ((int64_t)SIM_TICK_HZ * in->fps_den);
    while (p->shown <= due) {
        const uint8_t *rgb;
        int r = Fmv_NextFrame(p->fmv, &rgb, err, err_cap);
        if (r <= 0)
            return false; /* the end, or broken (err says so) */
        p->frame = rgb;
        p->shown++;
    }
    uint32_t got = Fmv_TakeAudio(p->fmv, p->pcm, AUDIO_TICK_FRAMES);
    memset(p->pcm + 2 * got, 0, (AUDIO_TICK_FRAMES - got) * 2 * sizeof *p->pcm);
    p->ticks++;
    return true;
}

const uint8_t *FmvPhase_Frame(const FmvPhase *p, int *w, int *h)
{
    if (!p->fmv || !p->frame)
        return NULL;
    *w = p->width;
    *h = p->height;
    return p->frame;
}

const int16_t *FmvPhase_Pcm(const FmvPhase *p) { return p->pcm; }

void FmvPhase_DrawRGB(const FmvPhase *p, uint8_t *rgb, int w, int h)
{
    memset(rgb, 0, (size_t)w * (size_t)h * 3);
    int fw, fh;
    const uint8_t *src = FmvPhase_Frame(p, &fw, &fh);
    if (!src || w <= 0 || h <= 0)
        return;
    PlatformRect r = Platform_FitRect(fw, fh, w, h, PLATFORM_SCALE_FIT);
    for (int y = MAX(r.y, 0); y < MIN(r.y + r.h, h); y++) {
        int sy = (int)((int64_t)(y - r.y) * fh / r.h);
        for (int x = MAX(r.x, 0); x < MIN(r.x + r.w, w); x++) {
            int sx = (int)((int64_t)(x - r.x) * fw / r.w);
            memcpy(rgb + ((size_t)y * w + x) * 3, src + ((size_t)sy * fw + sx) * 3, 3);
        }
    }
}
