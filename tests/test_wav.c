#include "tests/test_wav.h"

#include <sndfile.h>
#include <stdlib.h>
#include <string.h>

int16_t *Test_ReadStereoWav(const char *path, uint32_t *frames)
{
    SF_INFO info;
    SNDFILE *sf;
    int16_t *pcm = NULL;
    *frames = 0;
    memset(&info, 0, sizeof info);
    sf = sf_open(path, SFM_READ, &info);
    if (!sf)
        return NULL;
    if (info.channels == 2 && info.samplerate == 44100 && info.frames > 0 &&
        info.frames < 30 * 44100) {
        pcm = malloc(sizeof(int16_t) * 2 * (size_t)info.frames);
        if (pcm && sf_readf_short(sf, pcm, info.frames) == info.frames)
            *frames = (uint32_t)info.frames;
    }
    sf_close(sf);
    if (!*frames) {
        free(pcm);
        pcm = NULL;
    }
    return pcm;
}
