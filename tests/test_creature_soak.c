/* Creature soak: on every shared TR1 level, every creature is woken at the
 * start (as a trigger wakes it: active, with an AI slot while one is free;
 * the rest wait invisible for one) and the eggs and the statue break at
 * once, while Lara runs under random held keys. After every tick each
 * creature that moves on its own (active status, alive) is checked for
 * what the original's box rules guarantee:
 *
 *   room     its room slot exists and its x and z are inside the room's
 *            sector grid (border included);
 *   wall     the sector under it (the original's GetFloor from its room,
 *            at the middle of its box) is not a wall;
 *   floor    its feet are not under that floor.
 *
 * Lara is kept alive (her hit points topped up every tick) so the
 * creatures keep hunting her; every EPISODE ticks the game starts again
 * with her at a random open sector (a demo start) so the run covers the
 * level. Short under `make test` (TOMB8_CREATURE_SOAK_TICKS, default 1,500
 * ticks a level); the full run is `make creature-soak` (20,000 ticks a
 * level). Both run under ASan + UBSan. */
#include "tests/test.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/core/log.h"
#include "engine/sim/demo.h"
#include "engine/sim/sim.h"
#include "engine/world/floor.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "tests/test_soak.h"

#define EPISODE 2500
#define MAX_REPORTS 8

/* A key combination held for 1..40 ticks. */
static InputWord next_input(uint64_t *s, InputWord *held, int *left)
{
    static const InputWord k_keys[] = {
        INPUT_FORWARD, INPUT_FORWARD, INPUT_BACK,   INPUT_LEFT, INPUT_RIGHT, INPUT_JUMP,
        INPUT_ACTION,  INPUT_ACTION,  INPUT_DRAW,   INPUT_WALK, INPUT_ROLL,  INPUT_STEP_LEFT,
    };
    if (*left <= 0) {
        *held = 0;
        int n = SoakRand_Below(s, 4);
        for (int i = 0; i < n; i++)
            *held |= k_keys[SoakRand_Below(s, (int)COUNT_OF(k_keys))];
        *left = 1 + SoakRand_Below(s, 40);
    }
    (*left)--;
    return *held;
}

typedef struct {
    const char *path;
    SoakRun run;
    long ticks, checks, bad, woken, episodes, kills, lara_hits;
    char report[4096];
    size_t used;
} Soak;

/* Every creature awake, as a trigger with the "always" slot rule wakes an
 * inactive one; egg shells and the statue set to break. */
static void wake_all(Soak *k)
{
    Game *g = &k->run.game;
    Sim *s = &k->run.sim;
    for (uint32_t i = 0; i < s->level_items && i < s->num_items; i++) {
        Item *it = &s->items[i];
        const ObjectInfo *o = Object_Info(g, it->object_id);
        if ((int)i == s->lara || !o->control)
            continue;
        if (o->intelligent && it->status == ITEM_STATUS_INACTIVE) {
            it->touch_bits = 0;
            it->status = ITEM_STATUS_ACTIVE;
            Object_AddActive(g, (int)i);
            Lot_EnableAI(g, (int)i, true);
            k->woken++;
        } else if (it->object_id == O_PODS || it->object_id == O_BIG_POD ||
                   it->object_id == O_STATUE) {
            it->one_shot = true;
            it->status = ITEM_STATUS_ACTIVE;
            Object_AddActive(g, (int)i);
        }
    }
}

/* An inner sector of a random room with a floor and head room. */
static bool random_spot(SoakRun *run, void *user, Demo *d)
{
    uint64_t *rs = user;
    World *w = &run->game.world;
    for (int tries = 0; tries < 200; tries++) {
        int room = SoakRand_Below(rs, (int)run->lv.num_rooms);
        const Room *r = World_Room(w, room);
        if (!r || r->num_x_sectors < 3 || r->num_z_sectors < 3 || World_RoomIsWater(w, room))
            continue;
        int32_t x = r->x + (1 + SoakRand_Below(rs, r->num_x_sectors - 2)) * 1024 + 512;
        int32_t z = r->z + (1 + SoakRand_Below(rs, r->num_z_sectors - 2)) * 1024 + 512;
        int16_t at = (int16_t)room;
        const RoomSector *s = World_Sector(w, x, r->y_bottom - 1, z, &at);
        if (!s || at != room)
            continue;
        int32_t floor = World_Height(w, s, x, r->y_bottom - 1, z);
        int32_t ceiling = World_Ceiling(w, s, x, r->y_bottom - 1, z);
        if (floor == WORLD_NO_HEIGHT || floor - ceiling < LARA_HEIGHT + 256 || floor > r->y_bottom ||
            ceiling < r->y_top)
            continue;
        d->pos = (Vec3i){x, floor, z};
        d->rot = (Vec3s){0, (int16_t)SoakRand_Next(rs), 0};
        d->room = (int16_t)room;
        return true;
    }
    return false;
}

static bool soak_start(Soak *k, uint64_t *rs, char *err, size_t cap)
{
    if (!SoakRun_Start(&k->run, rs ? random_spot : NULL, rs, err, cap))
        return false;
    wake_all(k);
    k->episodes++;
    return true;
}

static void note(Soak *k, const char *what, int item, const Item *it, int32_t floor)
{
    if (k->bad > MAX_REPORTS || k->used >= sizeof k->report - 1)
        return;
    int n = snprintf(k->report + k->used, sizeof k->report - k->used,
                     "\n    %s tick %ld: item %d (object %d) %s: pos %d,%d,%d room %d anim %d "
                     "state %d hp %d floor %d",
                     k->path, k->ticks, item, it->object_id, what, it->pos.x, it->pos.y, it->pos.z,
                     it->room, it->anim, it->current_state, it->hit_points, floor);
    if (n > 0)
        k->used = MIN(k->used + (size_t)n, sizeof k->report - 1);
}

/* The checks of the file comment on every moving creature. */
static void check_creatures(Soak *k)
{
    Game *g = &k->run.game;
    Sim *s = &k->run.sim;
    World *w = &g->world;
    World saved = *w; /* the queries leave their findings in the World */
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        if ((int)i == s->lara || !Object_Info(g, it->object_id)->intelligent ||
            it->status != ITEM_STATUS_ACTIVE || it->hit_points <= 0 || !it->data)
            continue;
        k->checks++;
        const Room *r = World_Room(w, it->room);
        const char *bad = NULL;
        int32_t floor = WORLD_NO_HEIGHT;
        if (!r) {
            bad = "room slot out of range";
        } else if (it->pos.x < r->x || it->pos.x >= r->x + r->num_x_sectors * 1024 ||
                   it->pos.z < r->z || it->pos.z >= r->z + r->num_z_sectors * 1024) {
            bad = "x/z outside its room";
        } else {
            /* From the middle of its box: a click above the feet may
             * already be in the room above for a bat under the ceiling. */
            AnimFrame f;
            Coll_GetBestFrame(g->lv, it, &f);
            int16_t room = it->room;
            int32_t y = it->pos.y + (f.bbox.min_y + f.bbox.max_y) / 2;
            const RoomSector *sec = World_Sector(w, it->pos.x, y, it->pos.z, &room);
            floor = World_Height(w, sec, it->pos.x, y, it->pos.z);
            if (!sec || floor == WORLD_NO_HEIGHT)
                bad = "inside a wall";
            else if (it->pos.y > floor)
                bad = "feet under the floor";
        }
        if (bad) {
            k->bad++;
            note(k, bad, (int)i, it, floor);
        }
    }
    *w = saved;
}

static bool soak_level(Soak *k, uint64_t seed, long ticks, char *err, size_t cap)
{
    uint64_t rs = seed * 0x2545F4914F6CDD1Dull + 7;
    InputWord held = 0;
    int left = 0;
    if (!soak_start(k, NULL, err, cap))
        return false;
    for (long t = 0; t < ticks; t++) {
        if (t && t % EPISODE == 0) {
            k->kills += Creature_Kills(&k->run.game);
            if (!soak_start(k, &rs, err, cap))
                return false;
        }
        Item *lara = Game_LaraItem(&k->run.game);
        if (!lara)
            return true;
        Game_Tick(&k->run.game, next_input(&rs, &held, &left));
        if (lara->hit_points < LARA_HITPOINTS)
            k->lara_hits++;
        /* Kept alive so the hunt goes on (a test harness's liberty). */
        if (lara->hit_points > 0)
            lara->hit_points = LARA_HITPOINTS;
        k->ticks++;
        check_creatures(k);
    }
    k->kills += Creature_Kills(&k->run.game);
    return true;
}

static long env_long(const char *name, long def)
{
    const char *v = getenv(name);
    return v && *v ? strtol(v, NULL, 10) : def;
}

TEST(creature_soak_every_creature_awake)
{
    const char *dir = Test_SharedPath("tr1");
    if (!dir)
        SKIP("no TR1 levels under ../shared/levels");
    DIR *dh = opendir(dir);
    if (!dh)
        SKIP("cannot list %s", dir);
    long ticks = env_long("TOMB8_CREATURE_SOAK_TICKS", 1500);
    char names[32][300];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(dh)) != NULL && n < 32) {
        size_t len = strlen(e->d_name);
        if (len > 4 && !strcasecmp(e->d_name + len - 4, ".phd"))
            snprintf(names[n++], sizeof names[0], "tr1/%s", e->d_name);
    }
    closedir(dh);
    qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);

    long total_bad = 0;
    char failures[8192] = "";
    size_t fused = 0;
    Log_SetQuiet(1);
    for (int li = 0; li < n; li++) {
        Soak *k = calloc(1, sizeof *k);
        CHECK(k != NULL);
        k->path = names[li];
        char err[512] = "";
        const char *full = Test_SharedPath(names[li]);
        bool ok = full && Level_Load(full, &k->run.lv, err, sizeof err);
        if (ok)
            ok = soak_level(k, (uint64_t)li + 1, ticks, err, sizeof err);
        SoakRun_Stop(&k->run);
        printf("  creature soak %s: %ld ticks, %ld episodes, %ld creatures woken, %ld checks, "
               "%ld kills, %ld ticks Lara was hurt, %ld bad\n",
               k->path, k->ticks, k->episodes, k->woken, k->checks, k->kills, k->lara_hits,
               k->bad);
        if (!ok)
            fused += (size_t)snprintf(failures + fused, sizeof failures - fused, "\n  %s: %s",
                                      k->path, err);
        else if (k->bad)
            fused += (size_t)snprintf(failures + fused, sizeof failures - fused, "%s", k->report);
        fused = MIN(fused, sizeof failures - 1);
        total_bad += k->bad + !ok;
        Level_Free(&k->run.lv);
        free(k);
    }
    Log_SetQuiet(0);
    CHECK_MSG(total_bad == 0, "creatures left the open space %ld times:%s", total_bad, failures);
}
