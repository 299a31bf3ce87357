/* TR1 DemoData parsing (see demo.h). */
#include "engine/sim/demo.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

bool Demo_Parse(const Level *lv, Demo *out, char *err, size_t err_cap)
{
    memset(out, 0, sizeof(*out));
    const uint8_t *d = lv->demo_data;
    uint32_t n = lv->num_demo_bytes;
    if (!d || n == 0) {
        snprintf(err, err_cap, "error: %s: level has no demo data", lv->name);
        return false;
    }
    if (n % 4 != 0 || n < 8 * 4) {
        snprintf(err, err_cap, "error: %s: demo data: %u bytes is not 7 start words + input words",
                 lv->name, n);
        return false;
    }
    int32_t start[7];
    for (int i = 0; i < 7; i++)
        start[i] = (int32_t)rd32(d + 4 * i);
    if (start[6] < 0 || (uint32_t)start[6] >= lv->num_rooms) {
        snprintf(err, err_cap, "error: %s: demo data: start room %d out of range (%u rooms)",
                 lv->name, start[6], lv->num_rooms);
        return false;
    }
    /* The start position is where Lara is put: held to the world bound
     * like every position the loader accepts (level.h). */
    for (int i = 0; i < 3; i++)
        if (start[i] < -LEVEL_WORLD_LIMIT || start[i] > LEVEL_WORLD_LIMIT) {
            snprintf(err, err_cap,
                     "error: %s: demo data: start position %d,%d,%d outside the world "
                     "(|coordinate| > %d)",
                     lv->name, start[0], start[1], start[2], LEVEL_WORLD_LIMIT);
            return false;
        }
    uint32_t words = n / 4 - 7, ticks = 0;
    bool ended = false;
    for (uint32_t i = 0; i < words; i++) {
        uint32_t w = rd32(d + 28 + 4 * i);
        if (w == 0xFFFFFFFFu) {
            ended = true;
            break;
        }
        /* Any other word is the original's input as it was: the game
         * reads the play bits and ignores the rest (select, pause...). */
        ticks++;
        if (ticks == DEMO_MAX_TICKS) {
            ended = true;
            break;
        }
    }
    if (!ended) {
        snprintf(err, err_cap, "error: %s: demo data: no -1 terminator", lv->name);
        return false;
    }
    out->pos.x = start[0];
    out->pos.y = start[1];
    out->pos.z = start[2];
    out->rot.x = (int16_t)start[3];
    out->rot.y = (int16_t)start[4];
    out->rot.z = (int16_t)start[5];
    out->room = (int16_t)start[6];
    out->num_ticks = ticks;
    out->inputs = malloc((size_t)(ticks ? ticks : 1) * sizeof(InputWord));
    if (!out->inputs) {
        snprintf(err, err_cap, "error: %s: out of memory", lv->name);
        return false;
    }
    for (uint32_t i = 0; i < ticks; i++)
        out->inputs[i] = rd32(d + 28 + 4 * i);
    return true;
}

void Demo_Free(Demo *d)
{
    free(d->inputs);
    memset(d, 0, sizeof(*d));
}
