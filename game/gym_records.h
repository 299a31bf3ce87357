/* The gym's best times, kept between runs (TR3's assault course and quad
 * bike: GymRecords, game/gym_clock.h) in the settings folder
 * (game/settings.h) as GYM_RECORDS_FILE, laid out as the original's
 * data.bin (S_LoadSettings / S_SaveSettings): 21 little-endian 32-bit
 * words, the ten best assault-course times in ticks, the ten best quad
 * bike laps, then the quad bike key's flag (QuadbikeKeyFlag). A player's
 * own data.bin copied there is read as it is.
 *
 * The file is untrusted: one of another size, a time over 59:59.90
 * (GYM_TIME_MAX), a list not fastest first with its empty places (0)
 * last, or a flag other than 0 or 1 is refused whole with one line naming
 * the file and the word; the records then start empty, and the next time
 * filed writes a good file in its place. */
#ifndef TOMB8_GAME_GYM_RECORDS_H
#define TOMB8_GAME_GYM_RECORDS_H

#include "game/gym_clock.h"

#define GYM_RECORDS_FILE "gym.bin"
#define GYM_RECORDS_BYTES ((2 * GYM_BEST + 1) * 4)

/* The file's bytes into *r (name for the message): false with one line in
 * err ("error: NAME: what"), *r then empty. */
bool GymRecords_Parse(GymRecords *r, const uint8_t *data, size_t size, const char *name, char *err,
                      size_t err_cap);
/* The file's bytes of *r. */
void GymRecords_Serialize(const GymRecords *r, uint8_t out[GYM_RECORDS_BYTES]);
/* dir/GYM_RECORDS_FILE into *r: a missing file is empty records (true);
 * false with one line in err on a bad or unreadable one (*r empty). */
bool GymRecords_Load(GymRecords *r, const char *dir, char *err, size_t err_cap);
/* The folder a run keeps its records in: none (this run only) when its
 * input is replayed or recorded, since the quad bike key's flag changes
 * where a gym run starts and a replay file does not carry it (nor should
 * a replay file the player's times). */
const char *GymRecords_Dir(const char *settings_dir, bool input_replayed_or_recorded);
/* Writes dir/GYM_RECORDS_FILE whole (creating dir): false with one line
 * in err, the old file kept. */
bool GymRecords_Save(const GymRecords *r, const char *dir, char *err, size_t err_cap);

#endif
