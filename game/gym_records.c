/* The gym's best times between runs (see gym_records.h). */
#include "game/gym_records.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/atomic_file.h"
#include "engine/core/file_read.h"
#include "game/settings.h"

static uint32_t get_u32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void put_u32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* One list of ten from word `first`: each time within the clock's cap,
 * fastest first, empty places last. NULL, or what is wrong. */
static const char *list_problem(const uint8_t *data, int first, uint32_t out[GYM_BEST], int *at)
{
    for (int i = 0; i < GYM_BEST; i++) {
        uint32_t t = get_u32(data + 4 * (first + i));
        *at = first + i;
        if (t > GYM_TIME_MAX)
            return "a time over 59:59.90";
        if (i > 0 && t != 0 && (out[i - 1] == 0 || t < out[i - 1]))
            return "times not fastest first with the empty places (0) last";
        out[i] = t;
    }
    return NULL;
}

bool GymRecords_Parse(GymRecords *r, const uint8_t *data, size_t size, const char *name, char *err,
                      size_t err_cap)
{
    memset(r, 0, sizeof *r);
    if (size != GYM_RECORDS_BYTES) {
        snprintf(err, err_cap,
                 "error: %s: %zu bytes, expected %d (the original's data.bin: ten assault "
                 "times, ten quad bike laps, the key's flag)",
                 name, size, GYM_RECORDS_BYTES);
        return false;
    }
    GymRecords got = {{0}, {0}, 0};
    int at = 0;
    const char *what = list_problem(data, 0, got.assault, &at);
    if (!what)
        what = list_problem(data, GYM_BEST, got.quad, &at);
    if (!what) {
        at = 2 * GYM_BEST;
        got.quad_key = get_u32(data + 4 * at);
        if (got.quad_key > 1)
            what = "the quad bike key's flag is not 0 or 1";
    }
    if (what) {
        snprintf(err, err_cap, "error: %s: word %d: %s", name, at, what);
        return false;
    }
    *r = got;
    return true;
}

void GymRecords_Serialize(const GymRecords *r, uint8_t out[GYM_RECORDS_BYTES])
{
    for (int i = 0; i < GYM_BEST; i++) {
        put_u32(out + 4 * i, r->assault[i]);
        put_u32(out + 4 * (GYM_BEST + i), r->quad[i]);
    }
    put_u32(out + 4 * (2 * GYM_BEST), r->quad_key);
}

static bool path_of(const char *dir, char *out, size_t cap, char *err, size_t err_cap)
{
    int n = snprintf(out, cap, "%s/%s", dir, GYM_RECORDS_FILE);
    if (n <= 0 || (size_t)n >= cap) {
        snprintf(err, err_cap, "error: %s: path too long", dir);
        return false;
    }
    return true;
}

bool GymRecords_Load(GymRecords *r, const char *dir, char *err, size_t err_cap)
{
    char path[4096];
    memset(r, 0, sizeof *r);
    if (!path_of(dir, path, sizeof path, err, err_cap))
        return false;
    uint8_t *buf;
    size_t n;
    /* a little over the size: a longer file is reported as such, not cut */
    FileReadResult res =
        FileRead_Regular(path, "gym records", GYM_RECORDS_BYTES + 1, &buf, &n, err, err_cap);
    if (res == FILE_READ_MISSING)
        return true;
    if (res != FILE_READ_OK)
        return false;
    bool ok = GymRecords_Parse(r, buf, n, path, err, err_cap);
    free(buf);
    return ok;
}

bool GymRecords_Save(const GymRecords *r, const char *dir, char *err, size_t err_cap)
{
    char path[4096];
    if (!path_of(dir, path, sizeof path, err, err_cap) || !Settings_MakeDir(dir, err, err_cap))
        return false;
    uint8_t bytes[GYM_RECORDS_BYTES];
    GymRecords_Serialize(r, bytes);
    return AtomicFile_WriteAll(path, bytes, sizeof bytes, err, err_cap);
}

const char *GymRecords_Dir(const char *settings_dir, bool input_replayed_or_recorded)
{
    return input_replayed_or_recorded ? NULL : settings_dir;
}
