/* An FMV playing as a phase of the game: one call a game tick (30 a
 * second), whatever the movie's own frame rate. Tick t shows the movie's
 * frame floor(t * fps / 30) and hands over the tick's sound (AUDIO_TICK_FRAMES
 * stereo frames at the mixer's rate, silence past the movie's sound), so a
 * window plays it at the file's frame rate and a headless run captures the
 * same frames at the same ticks. Action, select, deselect or option (Esc)
 * newly pressed skips the rest, as the original.
 *
 * The frame is the movie's own picture (RGB24 at its size): the window
 * presents it and the platform scales it with the game's letterboxing;
 * FmvPhase_DrawRGB does the same scaling in software for captures. */
#ifndef TOMB8_GAME_GAMEFLOW_FMV_PHASE_H
#define TOMB8_GAME_GAMEFLOW_FMV_PHASE_H

#include "engine/audio/audio.h"
#include "engine/sim/input.h"
#include "engine/video/fmv.h"

/* Newly pressed, these end a movie. */
#define FMV_SKIP_KEYS (INPUT_ACTION | INPUT_SELECT | INPUT_DESELECT | INPUT_OPTION)

typedef struct {
    Fmv *fmv;               /* NULL: nothing playing */
    uint32_t ticks;         /* ticks played */
    int64_t shown;          /* movie frames shown so far */
    const uint8_t *frame;   /* the frame on screen (NULL before the first) */
    int width, height;
    InputWord prev;         /* last tick's word */
    int16_t pcm[2 * AUDIO_TICK_FRAMES];
} FmvPhase;

/* Opens the movie; `held` is the word of the tick before (keys still held
 * from a menu do not skip it). False with one line in err. */
bool FmvPhase_Start(FmvPhase *p, const char *path, InputWord held, char *err, size_t err_cap);
/* One tick with word w: false once the movie is over (played to its end,
 * skipped, or broken: then err holds one line, else err is ""). */
bool FmvPhase_Tick(FmvPhase *p, InputWord w, char *err, size_t err_cap);
void FmvPhase_Stop(FmvPhase *p);
bool FmvPhase_Playing(const FmvPhase *p);

/* The frame on screen (RGB24, pitch width * 3), NULL when there is none. */
const uint8_t *FmvPhase_Frame(const FmvPhase *p, int *w, int *h);
/* The last tick's sound (interleaved s16 stereo, AUDIO_TICK_FRAMES). */
const int16_t *FmvPhase_Pcm(const FmvPhase *p);
/* The frame scaled into an RGB24 picture of w x h as the window shows it:
 * aspect kept, centred, black bars (nearest pixel). */
void FmvPhase_DrawRGB(const FmvPhase *p, uint8_t *rgb, int w, int h);

#endif
