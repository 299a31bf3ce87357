/* The default level's walkthrough driver (see walk_default.h). */
#include "tests/walk_default.h"

#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/math/fixed.h"
#include "game/creature/creature.h"
#include "game/inventory/inventory.h"
#include "game/objects/door/door.h"
#include "tools/levelbuild/default_level.h"

#define S(n) ((int32_t)((n) * 1024))

static bool no_listener(void *user, const Sim *s, GameListener *out)
{
    (void)user;
    (void)s;
    (void)out;
    return false;
}

static Item *lara(Walk *w) { return &w->sim->items[w->sim->lara]; }
static Item *item(Walk *w, int i) { return &w->sim->items[i]; }

/* One tick with the given input, recorded; notes where the wolf goes. */
static void step(Walk *w, InputWord in)
{
    Replay_Append(&w->rec, in);
    Game_Tick(w->g, in);
    w->tick++;
    const Item *wolf = item(w, DL_ITEM_WOLF);
    if (wolf->active && w->num_wolf_rooms < (int)COUNT_OF(w->wolf_rooms) &&
        (w->num_wolf_rooms == 0 || w->wolf_rooms[w->num_wolf_rooms - 1] != wolf->room))
        w->wolf_rooms[w->num_wolf_rooms++] = wolf->room;
}

static bool alive(Walk *w) { return lara(w)->hit_points > 0; }

/* Signed difference a - b of two 16-bit angles. */
static int32_t angle_diff(int32_t a, int32_t b) { return (int16_t)(uint16_t)(a - b); }

/* Stands still until she is at rest (a stop after a run takes a while). */
static bool settle(Walk *w, int budget)
{
    for (int i = 0; i < budget && alive(w); i++) {
        if (lara(w)->current_state == LS_STOP && lara(w)->goal_state == LS_STOP &&
            lara(w)->speed == 0)
            return true;
        step(w, 0);
    }
    snprintf(w->why, sizeof w->why, "never came to rest (state %d)", lara(w)->current_state);
    return false;
}

/* Turns on the spot to face `yaw` (within a degree or two). */
static bool face(Walk *w, int32_t yaw, int budget)
{
    for (int i = 0; i < budget && alive(w); i++) {
        int32_t d = angle_diff(yaw, lara(w)->rot.y);
        if (d > -ANGLE_DEG(2) && d < ANGLE_DEG(2))
            return settle(w, 60);
        /* Short taps near the end: the turn keeps going a little. */
        bool near = d > -ANGLE_DEG(12) && d < ANGLE_DEG(12);
        step(w, (near && (w->tick & 1)) ? 0 : d > 0 ? INPUT_RIGHT : INPUT_LEFT);
    }
    snprintf(w->why, sizeof w->why, "could not face %d (at %d)", (int)yaw, lara(w)->rot.y);
    return false;
}

/* Goes to (x, z): turns towards it, then runs (or walks) there, steering;
 * stops within `near` units and settles. */
static bool go_to(Walk *w, int32_t x, int32_t z, bool walk, int32_t near, int budget)
{
    for (int i = 0; i < budget && alive(w); i++) {
        const Item *l = lara(w);
        int32_t dx = x - l->pos.x, dz = z - l->pos.z;
        uint32_t dist = Math_Length3(dx, 0, dz);
        if (dist <= (uint32_t)near)
            return settle(w, 90);
        int32_t d = angle_diff((int32_t)Math_Atan2(dx, dz), l->rot.y);
        if (l->current_state == LS_STOP && (d > ANGLE_DEG(20) || d < -ANGLE_DEG(20))) {
            if (!face(w, (int32_t)Math_Atan2(dx, dz), 120))
                return false;
            continue;
        }
        InputWord in = INPUT_FORWARD | (walk || dist < 1200 ? INPUT_WALK : 0);
        if (d > ANGLE_DEG(2))
            in |= INPUT_RIGHT;
        else if (d < -ANGLE_DEG(2))
            in |= INPUT_LEFT;
        step(w, in);
    }
    snprintf(w->why, sizeof w->why, "did not reach %d,%d (at %d,%d)", (int)x, (int)z,
             lara(w)->pos.x, lara(w)->pos.z);
    return false;
}

/* Presses action until Lara is in `state`, then waits for her to stand. */
static bool use(Walk *w, int state, int budget)
{
    bool seen = false;
    for (int i = 0; i < budget && alive(w); i++) {
        if (lara(w)->current_state == state)
            seen = true;
        if (seen && lara(w)->current_state == LS_STOP && w->g->lara.gun_status == LGS_ARMLESS)
            return true;
        step(w, seen ? 0 : INPUT_ACTION);
    }
    snprintf(w->why, sizeof w->why, "action never reached state %d (state %d)", state,
             lara(w)->current_state);
    return false;
}

/* The guns: out (the draw key) or away again. */
static bool guns(Walk *w, bool out, int budget)
{
    int want = out ? LGS_READY : LGS_ARMLESS;
    for (int i = 0; i < budget && alive(w); i++) {
        if (w->g->lara.gun_status == want)
            return true;
        /* Taps of the key (it acts on a fresh press) until the guns move. */
        bool idle = w->g->lara.gun_status == (out ? LGS_ARMLESS : LGS_READY);
        step(w, idle && !(i & 1) ? INPUT_DRAW : 0);
    }
    snprintf(w->why, sizeof w->why, "guns never %s (status %d)", out ? "ready" : "away",
             w->g->lara.gun_status);
    return false;
}

/* Stands her ground facing the wolf's way, guns out, and lets it come:
 * once it has bitten her she shoots whenever a target is locked, until the
 * wolf is dead. */
static bool fight(Walk *w, int budget)
{
    int16_t hp0 = lara(w)->hit_points;
    for (int i = 0; i < budget && alive(w); i++) {
        const Item *wolf = item(w, DL_ITEM_WOLF);
        if (wolf->hit_points <= 0)
            return true;
        if (lara(w)->hit_points < hp0 && !w->bitten) {
            w->bitten = true;
            w->hp_bitten = lara(w)->hit_points;
            w->hp_before_bite = hp0;
        }
        step(w, w->bitten && w->g->lara.target >= 0 ? INPUT_ACTION : 0);
    }
    snprintf(w->why, sizeof w->why, "the wolf still lives (hp %d, Lara %d)",
             item(w, DL_ITEM_WOLF)->hit_points, lara(w)->hit_points);
    return false;
}

/* Waits (standing still) until the dying wolf has fallen and gone quiet. */
static bool wait_wolf_still(Walk *w, int budget)
{
    for (int i = 0; i < budget; i++) {
        if (!item(w, DL_ITEM_WOLF)->active)
            return true;
        step(w, 0);
    }
    snprintf(w->why, sizeof w->why, "the wolf is still active");
    return false;
}

/* The run. Each stage says what failed in w->why. */
bool WalkDefault_Play(Walk *w)
{
    const Item *sw = item(w, DL_ITEM_SWITCH);
    const Item *medikit = item(w, DL_ITEM_MEDIKIT);
    const Item *spikes = item(w, DL_ITEM_SPIKES);

    /* Round the pool to the switch on the hall's north wall, into it,
     * pull it. */
    if (!go_to(w, S(7.5), S(4.5), false, 200, 600) ||
        !go_to(w, sw->pos.x, sw->pos.z - 300, true, 120, 600) || !face(w, 0, 120))
        return false;
    for (int i = 0; i < 120 && lara(w)->pos.z < sw->pos.z + 360; i++)
        step(w, INPUT_FORWARD | INPUT_WALK);
    if (!settle(w, 60) || !use(w, LS_SWITCH_ON, 200))
        return false;

    /* Through the door (it opens meanwhile) to the medipack; pick it up. */
    if (!go_to(w, S(4.5), S(8.5), false, 200, 600) ||
        !go_to(w, medikit->pos.x, medikit->pos.z, true, 60, 900) ||
        !use(w, LS_PICKUP, 200))
        return false;

    /* Run north across the spikes into the chamber. */
    w->hp_before_spikes = lara(w)->hit_points;
    if (!go_to(w, S(4.5), spikes->pos.z + S(2.2), false, 150, 600))
        return false;
    w->hp_after_spikes = lara(w)->hit_points;

    /* The wolf is awake: face the corridor, pistols out, shoot it. */
    if (!face(w, -0x8000, 200) || !guns(w, true, 120))
        return false;
    if (!fight(w, 1800) || !wait_wolf_still(w, 300) || !guns(w, false, 120))
        return false;

    /* To the trigger by the east pillar: the map flips. */
    if (!go_to(w, S(6.5), S(18.5), true, 150, 600))
        return false;
    for (int i = 0; i < 30; i++)
        step(w, 0);
    return true;
}

bool WalkDefault_Open(Walk *w, char *err, size_t cap)
{
    memset(w, 0, sizeof *w);
    Log_SetQuiet(1);
    const char *path = Test_BinPath("data/default.phd");
    if (!path || !Level_Load(path, &w->lv, err, cap))
        return false;
    w->sim = calloc(1, sizeof *w->sim);
    w->g = calloc(1, sizeof *w->g);
    if (!w->sim || !w->g)
        return false;
    /* As the headless runner sets them up (so its replay ends the same). */
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(w->sim, &w->lv, &cfg, err, cap))
        return false;
    GameAudio_Attach(&w->ga, w->sim, no_listener, NULL);
    if (!Game_Attach(w->g, w->sim, err, cap))
        return false;
    Game_SetAudio(w->g, &w->ga);
    Replay_Init(&w->rec, w->lv.checksum, w->lv.file_size);
    return w->sim->lara >= 0 && w->sim->num_items >= DL_NUM_ITEMS;
}

void WalkDefault_Close(Walk *w)
{
    if (w->g)
        Game_Free(w->g);
    GameAudio_Free(&w->ga);
    if (w->sim)
        Sim_Free(w->sim);
    free(w->g);
    free(w->sim);
    Replay_Free(&w->rec);
    Level_Free(&w->lv);
}

