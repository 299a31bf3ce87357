/* Level statistics (see stats.h). */
#include "game/gameflow/stats.h"

#include "game/creature/creature.h"
#include "game/game.h"

#include <stdio.h>
#include <string.h>

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
    st->tr2 = g->rules && g->rules->tr2_statistics;
    st->ammo_used = g->ammo_used;
    st->ammo_hits = g->ammo_hits;
    st->medipacks_used = g->medipacks_used;
    st->distance = g->distance;
}

void Stats_AddToTotals(GameTotals *t, const GameStats *st, bool with_secrets)
{
    t->timer += st->timer;
    t->kills += st->kills;
    t->ammo_used += st->ammo_used;
    t->ammo_hits += st->ammo_hits;
    t->medipacks_used += st->medipacks_used;
    t->distance += st->distance;
    if (!with_secrets)
        return;
    for (int i = 0; i < 3; i++)
        t->secrets_found += (st->secrets >> i) & 1;
    t->secrets_total += 3;
}

void Stats_AddLevelSecrets(GameTotals *t, const GameStats *st)
{
    Stats_AddToTotals(t, st, false);
    for (int i = 0; i < 8; i++)
        t->secrets_found += (st->secrets >> i) & 1;
    t->secrets_total += st->secrets_total;
}

int Stats_FormatMedipacks(int32_t halves, char *buf, size_t cap)
{
    return snprintf(buf, cap, "%d.%d", (int)(halves >> 1), (halves & 1) ? 5 : 0);
}

int Stats_FormatDistance(uint32_t units, char *buf, size_t cap)
{
    uint32_t metres = units / 445;
    if (metres < 1000)
        return snprintf(buf, cap, "%um", metres);
    /* the original prints metres % 100 as the hundredths */
    return snprintf(buf, cap, "%u.%02ukm", metres / 1000, metres % 100);
}

/* The secret numbers a sector's triggers award, as bits. */
static uint32_t sector_secrets(const Level *lv, const FloorSector *d)
{
    uint32_t nt, bits = 0;
    const FloorTrigger *t = LevelFloor_Triggers(lv, d, &nt);
    for (uint32_t k = 0; k < nt; k++) {
        const TriggerCommand *c = LevelFloor_Commands(lv, &t[k]);
        for (uint32_t j = 0; j < t[k].num_commands; j++)
            if (c[j].action == TRIGGER_ACTION_SECRET && c[j].value < STATS_MAX_SECRETS)
                bits |= 1u << c[j].value;
    }
    return bits;
}

int Stats_CountSecrets(const Level *lv)
{
    uint32_t bits = 0;
    for (uint32_t r = 0; r < lv->num_rooms; r++) {
        const Room *room = &lv->rooms[r];
        uint32_t sectors = room->sectors ? (uint32_t)room->num_x_sectors * room->num_z_sectors : 0;
        for (uint32_t k = 0; k < sectors; k++) {
            const FloorSector *d = LevelFloor_Sector(lv, room->sectors[k].fd_index);
            if (d)
                bits |= sector_secrets(lv, d);
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
