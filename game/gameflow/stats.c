/* Level statistics (see stats.h). */
#include "game/gameflow/stats.h"

#include "engine/world/world.h"
#include "game/creature/creature.h"
#include "game/game.h"

#include <stdio.h>
#include <string.h>

/* Trigger words (the floordata format): setup word type bits, action and
 * value of an action word, the camera action's extra word. */
#define TRIG_TYPE(w) (((w) >> 8) & 0x3F)
#define TRIG_ACTION(w) (((w) >> 10) & 0x0F)
#define TRIG_VALUE(w) ((w) & 0x3FF)
#define TT_SWITCH 2
#define TT_KEY 3
#define TT_PICKUP 4
#define ACTION_CAMERA 1
#define ACTION_SECRET 10

void Stats_Begin(GameStats *st, int level, const char *title, const Level *lv)
{
    memset(st, 0, sizeof *st);
    st->level = level;
    snprintf(st->title, sizeof st->title, "%s", title ? title : "");
    st->secrets_total = lv ? Stats_CountSecrets(lv) : 0;
}

void Stats_Update(GameStats *st, const Game *g)
{
    st->kills = Creature_Kills(g);
    st->pickups = g->pickups;
    st->secrets = g->secrets;
    st->secrets_found = g->secrets_found;
}

/* The secret numbers one trigger awards, as bits. */
static uint32_t trigger_secrets(const Level *lv, uint32_t i)
{
    uint32_t n = lv->num_floordata, bits = 0;
    if (i + 1 >= n)
        return 0;
    int type = TRIG_TYPE(lv->floordata[i]);
    i += 2;
    if (type == TT_SWITCH || type == TT_KEY || type == TT_PICKUP)
        i++; /* the switch / keyhole / pickup item */
    while (i < n) {
        uint16_t w = lv->floordata[i++];
        if (TRIG_ACTION(w) == ACTION_SECRET && TRIG_VALUE(w) < STATS_MAX_SECRETS)
            bits |= 1u << TRIG_VALUE(w);
        if (TRIG_ACTION(w) == ACTION_CAMERA)
            w = i < n ? lv->floordata[i++] : FD_END_BIT;
        if (w & FD_END_BIT)
            break;
    }
    return bits;
}

int Stats_CountSecrets(const Level *lv)
{
    uint32_t bits = 0;
    for (uint32_t r = 0; r < lv->num_rooms; r++) {
        const Room *room = &lv->rooms[r];
        uint32_t sectors = (uint32_t)room->num_x_sectors * room->num_z_sectors;
        for (uint32_t k = 0; k < sectors; k++) {
            FloorInfo fi;
            World_ParseFloor(lv, &room->sectors[k], &fi);
            if (fi.has_trigger)
                bits |= trigger_secrets(lv, fi.trigger_index);
        }
    }
    int count = 0;
    for (; bits; bits &= bits - 1)
        count++;
    return count;
}

int Stats_FormatTime(uint32_t ticks, char *buf, size_t cap)
{
    uint32_t seconds = ticks / SIM_TICK_HZ;
    uint32_t hours = seconds / 3600, minutes = (seconds / 60) % 60;
    seconds %= 60;
    if (hours)
        return snprintf(buf, cap, "%u:%02u:%02u", hours, minutes, seconds);
    return snprintf(buf, cap, "%u:%02u", minutes, seconds);
}
