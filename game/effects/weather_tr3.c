/* TR3's rain and snow (see weather.h); numbers from tomb3's DoRain and
 * DoSnow. */
#include "game/effects/weather.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/core/mem.h"
#include "engine/world/floor.h"
#include "engine/world/world.h"
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"

#define SPAWN_RADIUS_MASK 0xFFF  /* within 4095 of the camera across */
#define SPAWN_HEIGHT 1024        /* and 1024..3071 above it */
#define SPAWN_HEIGHT_MASK 0x7FF
#define FAR_AWAY 6000            /* gone (rain) or fading (snow) past this */
#define SNOW_FLAKE 17            /* the sprite sheet's flake */
#define RAIN_R 0x30              /* the original's line fades to 0x304060 */
#define RAIN_G 0x40
#define RAIN_B 0x60

int Weather_OfLevelFile(const char *path)
{
    static const char *const snow[] = {"ANTARC.TR2", "CHAMBER.TR2"};
    static const char *const rain[] = {"JUNGLE.TR2", "QUADCHAS.TR2", "ROOFS.TR2", "OFFICE.TR2",
                                       "STPAUL.TR2"};
    const char *base = path;
    for (const char *p = path; *p; p++)
        if (*p == '/' || *p == '\\')
            base = p + 1;
    for (size_t i = 0; i < COUNT_OF(snow); i++)
        if (!strcasecmp(base, snow[i]))
            return WEATHER_SNOW;
    for (size_t i = 0; i < COUNT_OF(rain); i++)
        if (!strcasecmp(base, rain[i]))
            return WEATHER_RAIN;
    return WEATHER_NONE;
}

/* The draw stream's step on the weather's own seed: 0..0x7FFF. */
static int32_t rnd(Weather *w)
{
    w->seed = 0x41C64E6Du * w->seed + 0x3039u;
    return (int32_t)((w->seed >> 10) & 0x7FFF);
}

void Weather_Start(Game *g, int kind)
{
    g->weather = (int8_t)kind;
    if (kind == WEATHER_NONE)
        return;
    if (!g->weather_state)
        g->weather_state = Object_Alloc(g, sizeof(Weather));
    if (!g->weather_state) {
        g->weather = WEATHER_NONE;
        return;
    }
    memset(g->weather_state, 0, sizeof(Weather));
    g->weather_state->seed = PRNG_DEMO_SEED;
}

/* The original's IsRoomOutside: the room (>= 0) when (x, y, z) is between
 * the floor and ceiling of an outside (wind-flagged) or water room found
 * from `room`; -3 in another room; -2 in none (in a wall, under a floor,
 * over a ceiling, off the room's inner sectors). */
static int outside(Game *g, int32_t x, int32_t y, int32_t z, int16_t room)
{
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    const Level *lv = g->lv;
    if (!s || room < 0 || (uint32_t)room >= lv->num_rooms ||
        !World_InRoomBounds(lv, room, x, y, z))
        return -2;
    int32_t h = World_Height(&g->world, s, x, y, z);
    int32_t c = World_Ceiling(&g->world, s, x, y, z);
    if (h == WORLD_NO_HEIGHT || y > h || y < c)
        return -2;
    if (!(lv->rooms[room].flags & (ROOM_FLAG_WATER | ROOM_FLAG_WIND)))
        return -3;
    return room;
}

/* A new drop around the camera; false (slot left free) when its point is
 * not outside. */
static bool spawn(Game *g, Weather *w, WeatherDrop *d, bool snow)
{
    const GameVec *cam = &g->camera.pos;
    int32_t rad = rnd(w) & SPAWN_RADIUS_MASK;
    int16_t ang = (int16_t)((rnd(w) & 0x1FFE) << 3); /* the table's index as an angle */
    d->x = cam->x + ((rad * Math_Sin(ang)) >> W2V_SHIFT);
    d->y = cam->y - SPAWN_HEIGHT - (rnd(w) & SPAWN_HEIGHT_MASK);
    d->z = cam->z + ((rad * Math_Cos(ang)) >> W2V_SHIFT);
    int r = outside(g, d->x, d->y, d->z, cam->room);
    if (r < 0) {
        d->x = 0;
        return false;
    }
    d->room = (int16_t)r;
    d->stopped = false;
    if (snow) {
        d->xv = (int8_t)((rnd(w) & 7) - 4);
        d->yv = (uint8_t)((rnd(w) % 24 + 8) << 3);
        d->zv = (int8_t)((rnd(w) & 7) - 4);
        d->life = (uint8_t)(96 - (d->yv << 1));
    } else {
        d->yv = (uint8_t)((rnd(w) & 7) + 16);
        d->xv = (int8_t)((rnd(w) & 7) - 4);
        d->zv = (int8_t)((rnd(w) & 7) - 4);
        d->life = (uint8_t)(88 - (d->yv << 1));
    }
    return true;
}

static int8_t drift(int8_t v, int32_t step)
{
    return (int8_t)CLAMP(v + step, -4, 4);
}

/* Rain is blown 4 times the wind a tick, on top of its own drift (DoRain:
 * SmokeWindX/Z * 4). */
static void move_rain(Game *g, Weather *w, WeatherDrop *d, int32_t wind_x, int32_t wind_z)
{
    const GameVec *cam = &g->camera.pos;
    int r = outside(g, d->x, d->y, d->z, d->room);
    if (r == -2 || (r >= 0 && (g->lv->rooms[r].flags & ROOM_FLAG_WATER)) || d->life > 240 ||
        abs(cam->x - d->x) > FAR_AWAY || abs(cam->z - d->z) > FAR_AWAY) {
        d->x = 0;
        return;
    }
    if (r >= 0)
        d->room = (int16_t)r;
    d->x += d->xv + 4 * wind_x;
    d->y += d->yv << 3;
    d->z += d->zv + 4 * wind_z;
    int32_t n = rnd(w);
    if ((n & 3) != 3)
        d->xv = drift(d->xv, (n & 3) - 1);
    if (((n >> 2) & 3) != 3)
        d->zv = drift(d->zv, ((n >> 2) & 3) - 1);
    d->life = (uint8_t)(d->life - 2);
    if (d->life > 240)
        d->x = 0;
}

/* One step of v towards `to` (a flake's drift easing towards twice the
 * wind, DoSnow). */
static int8_t towards(int8_t v, int32_t to)
{
    return (int8_t)(v < to ? v + 1 : v > to ? v - 1 : v);
}

static void move_snow(Game *g, WeatherDrop *d, int32_t wind_x, int32_t wind_z)
{
    const GameVec *cam = &g->camera.pos;
    if (!d->stopped) {
        int32_t ox = d->x, oy = d->y, oz = d->z;
        d->x += d->xv;
        d->y += (d->yv & 0xF8) >> 2;
        d->z += d->zv;
        int r = outside(g, d->x, d->y, d->z, d->room);
        if (r == -3) {
            d->x = 0;
            return;
        }
        if (r == -2 || (g->lv->rooms[r].flags & ROOM_FLAG_WATER)) {
            /* it settles where it was */
            d->stopped = true;
            d->x = ox;
            d->y = oy;
            d->z = oz;
            if (d->life > 16)
                d->life = 16;
            if (d->yv > 16)
                d->yv = (uint8_t)(d->yv - 16);
        } else {
            d->room = (int16_t)r;
        }
    }
    if (!d->life) {
        d->x = 0;
        return;
    }
    if ((abs(cam->x - d->x) > FAR_AWAY || abs(cam->z - d->z) > FAR_AWAY) && d->life > 16)
        d->life = 16;
    d->xv = towards(d->xv, wind_x * 2);
    d->zv = towards(d->zv, wind_z * 2);
    d->life = (uint8_t)(d->life >= 2 ? d->life - 2 : 0);
    if ((d->yv & 7) != 7)
        d->yv++;
}

void Weather_Tick(Game *g)
{
    Weather *w = g->weather_state;
    if (g->weather == WEATHER_NONE || !w || !g->lv || g->camera.pos.room < 0 ||
        (uint32_t)g->camera.pos.room >= g->lv->num_rooms)
        return;
    bool snow = g->weather == WEATHER_SNOW;
    int32_t wind_x, wind_z;
    Spark3_SmokeWind(g, &wind_x, &wind_z);
    int made = 0;
    for (int i = 0; i < WEATHER_MAX; i++) {
        WeatherDrop *d = &w->drop[i];
        if (!d->x && made < WEATHER_ALIVE) {
            made++;
            if (!spawn(g, w, d, snow))
                continue;
        }
        if (!d->x)
            continue;
        if (snow)
            move_snow(g, d, wind_x, wind_z);
        else
            move_rain(g, w, d, wind_x, wind_z);
    }
}

int Weather_Count(const Game *g)
{
    const Weather *w = g->weather_state;
    int n = 0;
    if (g->weather == WEATHER_NONE || !w)
        return 0;
    for (int i = 0; i < WEATHER_MAX; i++)
        n += w->drop[i].x != 0;
    return n;
}

bool Weather_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Weather *w = g->weather_state;
    const Level *lv = g->lv;
    int n = Weather_Count(g);
    if (!n || !lv)
        return true;
    if (!Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + (size_t)n,
                  sizeof(RenderSpriteDraw)))
        return false;
    bool snow = g->weather == WEATHER_SNOW;
    uint16_t flake = RENDER_SPRITE_NONE;
    if (snow) {
        const SpriteSequence *sq = Level_FindSpriteSequence(lv, Effect_Ids(g)->spark_sheet);
        if (!sq || -sq->neg_length <= SNOW_FLAKE ||
            sq->offset + SNOW_FLAKE >= (int32_t)lv->num_sprite_textures)
            return true; /* no flake to draw them with */
        flake = (uint16_t)(sq->offset + SNOW_FLAKE);
    }
    uint8_t blue = snow ? 0 : Effect_NearestColour(lv, RAIN_R, RAIN_G, RAIN_B);
    int32_t wind_x, wind_z;
    Spark3_SmokeWind(g, &wind_x, &wind_z);
    for (int i = 0; i < WEATHER_MAX; i++) {
        const WeatherDrop *d = &w->drop[i];
        if (!d->x || d->room < 0 || (uint32_t)d->room >= lv->num_rooms)
            continue;
        RenderSpriteDraw *s = &dl->sprites[dl->num_sprites++];
        memset(s, 0, sizeof(*s));
        s->x = d->x;
        s->z = d->z;
        s->room = d->room;
        s->size = RENDER_SIZE_SCALED;
        if (snow) {
            /* its shade: rising while it starts, fading over its last 16 */
            int c = (d->yv & 7) < 7 ? (d->yv & 7) : d->life > 18 ? 15 : d->life;
            s->y = d->y;
            s->sprite = flake;
            s->look = RENDER_SPRITE_PLAIN;
            s->w = s->h = (int16_t)MAX(1, (d->yv >> 3) / 3);
            s->shade = (int16_t)(0x1000 + (255 - MIN(c << 4, 255)) * 0xFFF / 255);
        } else {
            /* a streak from where it was a tick ago to where it is (the
             * wind's part of its slant shown by its middle, not its
             * slant) */
            s->x = d->x - 2 * wind_x;
            s->z = d->z - 2 * wind_z;
            s->y = d->y - (d->yv << 2);
            s->sprite = RENDER_SPRITE_NONE;
            s->look = RENDER_SPRITE_FLAT;
            s->colour = blue;
            s->shade = 0x1000;
            s->w = 1;
            s->h = (int16_t)(d->yv << 3);
        }
    }
    return true;
}
