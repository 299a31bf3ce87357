/* TR3's rain and snow (weather_tr3.c), as the original's DoRain and DoSnow
 * (tomb3 specific/draweffects.cpp): up to 256 drops or flakes around the
 * camera, at most 8 new ones a tick, each made only where the point is in
 * an outside room (the wind flag, ROOM_FLAG_WIND: the original's
 * ROOM_NOT_INSIDE) between its floor and ceiling, falling until they leave
 * it (rain) or settle and fade (snow). Which levels have them is the
 * original's per-level table (DrawRooms: snow in Antarctica and the
 * Meteorite Cavern, rain in the Jungle, the Ganges, Thames Wharf, the City
 * and All Hallows): TR3's script has no word for it.
 *
 * The original moves them from the draw stream as it draws; here they
 * move once a game tick (after the camera) from a stream of their own,
 * seeded anew with the level, so neither of the game's streams (TR1's and
 * TR2's traces, TR3's creatures) sees them. They are not saved: they start
 * again empty after a load, as the original's. */
#ifndef TOMB8_GAME_EFFECTS_WEATHER_H
#define TOMB8_GAME_EFFECTS_WEATHER_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/sim_draw.h"

struct Game;

enum { WEATHER_NONE = 0, WEATHER_RAIN, WEATHER_SNOW };
#define WEATHER_MAX 256   /* the original's MAX_WEATHER */
#define WEATHER_ALIVE 8   /* the original's new ones a tick (MAX_WEATHER_ALIVE) */

typedef struct {
    int32_t x, y, z;      /* x == 0: a free slot, as the original */
    int16_t room;
    int8_t xv, zv;
    uint8_t yv, life;
    bool stopped;         /* snow: settled */
} WeatherDrop;

typedef struct Weather {
    uint32_t seed;        /* its own random stream (the draw stream's steps) */
    WeatherDrop drop[WEATHER_MAX];
} Weather;

/* The level's weather by its file name (the original's table by level;
 * WEATHER_NONE for others): ANTARC.TR2 and CHAMBER.TR2 snow; JUNGLE.TR2,
 * QUADCHAS.TR2, ROOFS.TR2, OFFICE.TR2 and STPAUL.TR2 rain. */
int Weather_OfLevelFile(const char *path);
/* Starts the level's weather (Game.weather = kind), empty, its stream
 * seeded; WEATHER_NONE stops it. */
void Weather_Start(struct Game *g, int kind);
/* One tick: new drops, then every drop moves (after the camera's tick). */
void Weather_Tick(struct Game *g);
/* Number of drops alive. */
int Weather_Count(const struct Game *g);
/* Adds the drops to a draw list: rain as streaks of the palette's nearest
 * to the original's blue line, snow as the sprite sheet's flake (+17)
 * dimmed as the original fades it. False only when out of memory. */
bool Weather_AppendDraws(const struct Game *g, SimDrawList *dl);

#endif
