/* TR3's gym clocks (see gym_clock.h). */
#include "game/gym_clock.h"

#include <stdio.h>

#define TPS 30
#define ASSAULT_TARGETS 7          /* before the targets are counted */
#define TARGET_PENALTY 300         /* ten seconds a target left standing */
#define PENALTY_SHOWN 120
#define FINISH_SHOWN 300

static int32_t capped(int32_t t) { return t > GYM_TIME_MAX ? GYM_TIME_MAX : t; }

void GymClock_AssaultStart(GymClock *c)
{
    c->timer = 0;
    c->active = true;
    c->display = true;
    c->penalties = 0;
    c->penalty_display = 0;
    c->targets = ASSAULT_TARGETS;
}

void GymClock_AssaultStop(GymClock *c)
{
    c->active = false;
    c->display = true;
}

void GymClock_AssaultReset(GymClock *c)
{
    c->active = false;
    c->display = false;
    c->penalties = 0;
    c->penalty_display = 0;
}

void GymClock_AssaultPenalty(GymClock *c, int32_t ticks)
{
    if (!c->active)
        return;
    c->penalty_display = PENALTY_SHOWN;
    c->penalties += ticks;
}

bool GymClock_AssaultFinished(GymClock *c)
{
    if (!c->active)
        return false;
    c->penalty_display = FINISH_SHOWN;
    c->target_penalties = TARGET_PENALTY * c->targets;
    c->timer = capped(c->timer + c->target_penalties + c->penalties);
    if (c->records)
        GymRecords_Add(c->records->assault, (uint32_t)c->timer);
    c->active = false;
    return true;
}

void GymClock_QuadStart(GymClock *c, bool riding)
{
    if (!riding)
        return;
    c->timer = 0;
    c->active = true;
    c->display = true;
}

void GymClock_QuadStop(GymClock *c, bool riding)
{
    if (!riding)
        return;
    c->active = false;
    c->display = true;
}

bool GymClock_QuadFinished(GymClock *c, bool riding)
{
    if (!riding || !c->active)
        return false;
    c->timer = capped(c->timer);
    c->lap_time = c->timer;
    c->lap_display = FINISH_SHOWN;
    if (c->records)
        GymRecords_Add(c->records->quad, (uint32_t)c->timer);
    c->active = false;
    return true;
}

void GymClock_Tick(GymClock *c)
{
    if (c->active)
        c->timer++;
    if (c->penalty_display)
        c->penalty_display--;
    if (c->lap_display)
        c->lap_display--;
}

bool GymRecords_Add(uint32_t best[GYM_BEST], uint32_t t)
{
    /* 0 marks an empty place (the file refuses a time after one): a run
     * finished on the tick it started is kept as the shortest time, 1 */
    t = MAX(t, 1u);
    int n = 0;
    while (n < GYM_BEST && best[n] && t >= best[n])
        n++;
    if (n == GYM_BEST)
        return false;
    for (int i = GYM_BEST - 1; i > n; i--)
        best[i] = best[i - 1];
    best[n] = t;
    return true;
}

void GymClock_Format(int32_t ticks, char *out, size_t cap)
{
    int32_t t = capped(ticks);
    if (t < 2)
        t = 0;
    snprintf(out, cap, "%d:%02d.%02d", (int)(t / TPS / 60), (int)(t / TPS % 60),
             (int)(334 * (t % TPS) / 100));
}
