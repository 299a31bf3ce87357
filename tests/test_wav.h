/* Reading the WAV files the programs write (--audio-out) in tests. */
#ifndef TOMB8_TESTS_TEST_WAV_H
#define TOMB8_TESTS_TEST_WAV_H

#include <stdint.h>

/* A whole s16 stereo 44.1 kHz WAV of at most 30 s; NULL (and *frames 0)
 * when unreadable or of another format. Caller frees. */
int16_t *Test_ReadStereoWav(const char *path, uint32_t *frames);

#endif
