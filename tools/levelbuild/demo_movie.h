/* tomb8's own FMV, made at build time by mkrpl (build/data/FMV/TOMB8.RPL):
 * 2 seconds of 160x120 pictures at 15 frames per second (coloured tiles
 * that drift and a white square crossing them) with a rising two-tone
 * chime, 22,050 Hz mono. Every 2x2 block of a picture holds one colour, so
 * the Escape 124 encoding keeps the pictures exactly (to RGB555): tests
 * compare decoded frames with DemoMovie_Picture. All integer, byte-identical
 * on every machine. */
#ifndef TOMB8_TOOLS_LEVELBUILD_DEMO_MOVIE_H
#define TOMB8_TOOLS_LEVELBUILD_DEMO_MOVIE_H

#include "tools/levelbuild/rpl_write.h"

#define DEMO_MOVIE_WIDTH 160
#define DEMO_MOVIE_HEIGHT 120
#define DEMO_MOVIE_FPS 15
#define DEMO_MOVIE_FRAMES 30
#define DEMO_MOVIE_RATE 22050

/* Picture `frame` (0..DEMO_MOVIE_FRAMES-1) as RGB24, pitch width * 3. */
void DemoMovie_Picture(int frame, uint8_t *rgb);
/* Sound sample n (mono). */
int16_t DemoMovie_Sample(uint32_t n);
/* The whole movie as an RPL file (malloc'd) with Escape 124 video. False
 * with one line in err. */
bool DemoMovie_Make(uint8_t **out, size_t *size, char *err, size_t err_cap);
/* The same with the video in `video_format` (124 or 130: TR2/TR3's). */
bool DemoMovie_MakeAs(int video_format, uint8_t **out, size_t *size, char *err, size_t err_cap);

#endif
