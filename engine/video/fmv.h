/* FMV decoding: the original games' movies, ARMovie/RPL files with Escape
 * 124 (TR1) or Escape 130 (TR2, TR3) video and PCM or ADPCM sound, read with
 * FFmpeg (libavformat's RPL demuxer, libavcodec's decoders, libswresample
 * for the sound, libswscale for video that is not RGB555).
 *
 * Frames come out as RGB24 at the movie's own size (the window scales them
 * with the game's letterboxing, Platform_PresentRGB); sound comes out in the
 * mixer's output format, interleaved s16 stereo at MIXER_RATE, so it goes
 * wherever the game's mixed sound goes (the audio device, --audio-out).
 *
 * Untrusted input: only the RPL demuxer and those decoders are allowed
 * (FFmpeg never guesses another format), the file, the picture size, the
 * frame rate and the frame count are bounded, decoding stops at the first
 * broken packet; every failure is one line "error: PATH: what" and FFmpeg's
 * own logging is silenced. Single-threaded and deterministic: the same file
 * gives the same frames and samples. */
#ifndef TOMB8_ENGINE_VIDEO_FMV_H
#define TOMB8_ENGINE_VIDEO_FMV_H

#include "engine/core/common.h"

#define FMV_MAX_SIDE 1024             /* widest / tallest movie accepted */
#define FMV_MAX_FILE (1536u << 20)    /* bytes (the originals' are < 200 MB) */
#define FMV_MAX_FRAMES 200000         /* over 3 hours at 15 fps */
#define FMV_MAX_FPS 120

typedef struct {
    int width, height;
    int fps_num, fps_den;      /* frame rate as a fraction (> 0) */
    int audio_rate;            /* the file's sound: Hz, 0 = no sound */
    int audio_channels;
    int64_t frames;            /* frames the header announces (0 = unknown) */
} FmvInfo;

typedef struct Fmv Fmv;

/* Opens and checks a movie. NULL with one line in err. */
Fmv *Fmv_Open(const char *path, char *err, size_t err_cap);
void Fmv_Close(Fmv *f);
const FmvInfo *Fmv_Info(const Fmv *f);

/* The next frame in order: 1 with *rgb (RGB24, pitch width * 3, valid until
 * the next call) , 0 at the end of the movie, -1 with one line in err when
 * the file is broken (the movie should then stop). */
int Fmv_NextFrame(Fmv *f, const uint8_t **rgb, char *err, size_t err_cap);

/* Up to `frames` stereo frames of sound (s16, MIXER_RATE) decoded so far,
 * reading ahead in the file as needed (never past a few frames of video).
 * Returns the frames written; fewer at the end of the movie. */
uint32_t Fmv_TakeAudio(Fmv *f, int16_t *out, uint32_t frames);

/* Frames of the movie decoded so far (for messages and tests). */
int64_t Fmv_FramesDecoded(const Fmv *f);

#endif
