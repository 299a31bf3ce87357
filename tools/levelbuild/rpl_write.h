/* Writes ARMovie/RPL movies as the original games' FMVs are stored: Escape
 * 124 video and signed 16-bit PCM sound, one video frame and its share of
 * the sound per chunk. Used by mkrpl to make tomb8's own test movie at build
 * time (nobody's game files are needed to test FMV playback).
 *
 * The Escape 124 encoding is deliberately simple, but valid: every frame
 * carries its own codebook of 2x2 two-colour blocks (colours in RGB555),
 * and every 8x8 superblock is coded whole from it (no skipped superblocks,
 * nothing taken from the previous frame), so each frame decodes alone. A 2x2
 * block with at most two colours is kept exactly (to RGB555); one with more
 * is approximated by two of them.
 *
 * Escape 130 (TR2's and TR3's format) is written as flat 2x2 blocks: each
 * block's average luma (6 bits) and chroma (5-bit indices into the
 * decoder's chroma table), every block coded, so each frame decodes alone.
 *
 * The RPL header is the 21 text lines of the ARMovie format; the numbers
 * that locate the chunk catalogue are zero-padded to a fixed width so the
 * layout is computed in one pass. Output is byte-identical for the same
 * input. */
#ifndef TOMB8_TOOLS_LEVELBUILD_RPL_WRITE_H
#define TOMB8_TOOLS_LEVELBUILD_RPL_WRITE_H

#include "engine/core/common.h"

#define RPL_WRITE_MAX_SIDE 512   /* keeps the per-frame codebook within 2^15 entries */

typedef struct {
    const char *title;      /* the movie name line */
    int video_format;       /* 124 (Escape 124) or 130 (Escape 130); 0 = 124 */
    int width, height;      /* multiples of 8, 8..RPL_WRITE_MAX_SIDE */
    int fps;                /* whole frames per second, 1..60 */
    int audio_rate;         /* Hz (8000..48000); 0 = no sound track */
    int audio_channels;     /* 1 or 2 */
    int audio_bits;         /* 16 (signed) or 8 (unsigned); 0 = 16 */
} RplDesc;

/* frames: `count` RGB24 pictures of width x height (pitch width * 3).
 * audio: interleaved s16, audio_frames frames of audio_channels samples
 * (ignored without a sound track); chunk i carries the frames
 * [i * total / count, (i + 1) * total / count). On success *out (malloc'd,
 * caller frees) holds the file. False with one line in err. */
bool RplWrite_Make(const RplDesc *d, const uint8_t *const *frames, int count,
                   const int16_t *audio, uint32_t audio_frames, uint8_t **out, size_t *size,
                   char *err, size_t err_cap);

/* One Escape 124 frame of an RGB24 picture (exposed for tests): appended to
 * *buf (capacity *cap, grown with realloc) at *len. False when out of
 * memory. */
bool RplWrite_Escape124Frame(const uint8_t *rgb, int width, int height, uint8_t **buf,
                             size_t *len, size_t *cap);

/* One Escape 130 frame of an RGB24 picture, as above. */
bool RplWrite_Escape130Frame(const uint8_t *rgb, int width, int height, uint8_t **buf,
                             size_t *len, size_t *cap);

#endif
