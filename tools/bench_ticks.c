/* bench_ticks: simulation ticks per second on LEVEL1 (no rendering, no
 * audio). Two JSON lines:
 *   {"bench":"ticks","level":"LEVEL1.PHD","items":N,"ticks":T,"seconds":S,
 *    "ticks_per_s":R,"hash":"..."}
 *       every item animating in place, no game logic;
 *   {"bench":"lara","level":"LEVEL1.PHD","ticks":T,"seconds":S,
 *    "ticks_per_s":R,"restarts":K,"rooms":M,"hash":"..."}
 *       the full Game attached (Lara's control and collision, guns, camera,
 *       triggers, creatures, items, flipeffects) with Lara under random
 *       held key combinations; a fresh game every 2,000 ticks (and when
 *       she has been dead for two seconds) with Lara placed at a random
 *       open sector as a demo start places her, so the run samples the
 *       whole level (restarts counts them, rooms the rooms she went
 *       through);
 *   {"bench":"creatures","level":"LEVEL1.PHD","ticks":T,"seconds":S,
 *    "ticks_per_s":R,"creatures":C,"restarts":K,"hash":"..."}
 *       the same played game with every creature of the level woken at
 *       each start (as a trigger wakes them: active, AI slots while free)
 *       and Lara kept alive so they keep hunting her (C = creatures woken
 *       over the run). On a TR3 level without models of TR3's ground
 *       creatures (the shared one has only a monkey) ten stand-ins of them
 *       are added first, drawn with the monkey's model ("stand_ins":10).
 * The hashes are the state after the fixed runs (the same on every
 * machine). The random keys are the level's game's (TR2/TR3 add the
 * flare). Level: argv[1], else $TOMB8_SHARED/levels/tr1/LEVEL1.PHD, else
 * ../shared/levels/tr1/LEVEL1.PHD. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/core/log.h"
#include "engine/sim/demo.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "game/creature/lot.h"
#include "game/game_audio.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Every item animating, no game: the engine's own cost. */
static int bench_items(const Level *lv)
{
    Sim s;
    char err[512];
    SimConfig cfg = {.animate_all = true};
    if (!Sim_Init(&s, lv, &cfg, err, sizeof(err))) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    /* A fixed number of ticks (so the final hash is reproducible), timed
     * after a short warm-up. */
    const uint64_t ticks = 150000;
    for (int i = 0; i < 1000; i++)
        Sim_Step(&s, 0);
    double t0 = now();
    for (uint64_t i = 0; i < ticks; i++)
        Sim_Step(&s, (InputWord)(i & INPUT_VALID_MASK));
    double secs = now() - t0;
    if (secs <= 0)
        secs = 1e-9;
    printf("{\"bench\":\"ticks\",\"level\":\"%s\",\"items\":%u,\"ticks\":%llu,\"seconds\":%.3f,"
           "\"ticks_per_s\":%.0f,\"hash\":\"%016llx\"}\n",
           lv->name, s.num_items, (unsigned long long)ticks, secs, (double)ticks / secs,
           (unsigned long long)Sim_Hash(&s));
    Sim_Free(&s);
    return 0;
}

/* The played game: a Sim, its flipeffects and the Game, as the headless
 * runner sets them up. */
typedef struct {
    Sim sim;
    GameAudio ga;
    Game game;
} Played;

static uint32_t lcg(uint32_t *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return *seed >> 16;
}

/* A random inner sector of a random room with a floor, no portal and room
 * to stand; false when none is found in a few tries. */
static bool random_spot(Game *g, uint32_t *seed, Demo *d)
{
    World *w = &g->world;
    for (int tries = 0; tries < 200; tries++) {
        int room = (int)(lcg(seed) % g->lv->num_rooms);
        const Room *r = World_Room(w, room);
        if (!r || r->num_x_sectors < 3 || r->num_z_sectors < 3)
            continue;
        int32_t x = r->x + (1 + (int32_t)(lcg(seed) % (r->num_x_sectors - 2u))) * 1024 + 512;
        int32_t z = r->z + (1 + (int32_t)(lcg(seed) % (r->num_z_sectors - 2u))) * 1024 + 512;
        int16_t at = (int16_t)room;
        const RoomSector *s = World_Sector(w, x, r->y_bottom - 1, z, &at);
        if (!s || at != room)
            continue;
        int32_t floor = World_Height(w, s, x, r->y_bottom - 1, z);
        int32_t ceiling = World_Ceiling(w, s, x, r->y_bottom - 1, z);
        if (floor == WORLD_NO_HEIGHT || ceiling == WORLD_NO_HEIGHT || floor - ceiling < 1024 ||
            w->height_type == HEIGHT_BIG_SLOPE || floor > r->y_bottom || ceiling < r->y_top)
            continue;
        d->pos = (Vec3i){x, World_RoomIsWater(w, room) ? floor - 256 : floor, z};
        d->rot = (Vec3s){0, (int16_t)lcg(seed), 0};
        d->room = (int16_t)room;
        return true;
    }
    return false;
}

/* A fresh game; with seed, Lara at a random spot (placed, then the game
 * set up, as the original's demo start). */
static bool played_start(Played *p, const Level *lv, uint32_t *seed, char *err, size_t cap)
{
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&p->sim, lv, &cfg, err, cap))
        return false;
    GameAudio_Attach(&p->ga, &p->sim, NULL, NULL);
    if (!Game_Attach(&p->game, &p->sim, err, cap)) {
        GameAudio_Free(&p->ga);
        Sim_Free(&p->sim);
        return false;
    }
    Game_SetAudio(&p->game, &p->ga);
    Demo d;
    if (seed && random_spot(&p->game, seed, &d)) {
        Game_Free(&p->game);
        Sim_StartDemo(&p->sim, &d);
        if (!Game_Attach(&p->game, &p->sim, err, cap)) {
            GameAudio_Free(&p->ga);
            Sim_Free(&p->sim);
            return false;
        }
        Game_SetAudio(&p->game, &p->ga);
    }
    return true;
}

static void played_stop(Played *p)
{
    Game_Free(&p->game);
    GameAudio_Free(&p->ga);
    Sim_Free(&p->sim);
}

/* Random held key combinations: 0..3 keys (forward and the turns more
 * often) for 1..40 ticks, from a fixed LCG so every run is the same. */
static uint32_t s_game_bits; /* the level's game's input bits (its rules) */

static InputWord next_input(uint32_t *seed, InputWord *word, int *left)
{
    /* The flare key comes last, so a game without it (TR1) draws from the
     * first 17 and its runs (and hashes) are as before. */
    static const InputWord k_keys[] = {
        INPUT_FORWARD, INPUT_FORWARD, INPUT_FORWARD, INPUT_BACK,   INPUT_LEFT,
        INPUT_LEFT,    INPUT_RIGHT,   INPUT_RIGHT,   INPUT_JUMP,   INPUT_JUMP,
        INPUT_ACTION,  INPUT_DRAW,    INPUT_WALK,    INPUT_LOOK,   INPUT_STEP_LEFT,
        INPUT_STEP_RIGHT, INPUT_ROLL, INPUT_FLARE,
    };
    uint32_t num_keys = sizeof k_keys / sizeof k_keys[0];
    if (!(s_game_bits & INPUT_FLARE))
        num_keys--;
    if (*left <= 0) {
        int n = (int)(lcg(seed) % 4);
        *word = 0;
        for (int i = 0; i < n; i++)
            *word |= k_keys[lcg(seed) % num_keys];
        *left = 1 + (int)(lcg(seed) % 40);
    }
    (*left)--;
    return *word;
}

static int bench_lara(const Level *lv)
{
    char err[512];
    Played *p = calloc(1, sizeof(*p));
    uint8_t *seen = calloc(lv->num_rooms + 1u, 1);
    if (!p || !seen || !played_start(p, lv, NULL, err, sizeof(err))) {
        fprintf(stderr, "%s\n", p && seen ? err : "out of memory");
        printf("{\"bench\":\"lara\",\"error\":\"set-up failed\"}\n");
        free(p);
        free(seen);
        return 2;
    }
    if (p->sim.lara < 0) {
        printf("{\"bench\":\"lara\",\"level\":\"%s\",\"error\":\"no Lara in the level\"}\n",
               lv->name);
        played_stop(p);
        free(p);
        free(seen);
        return 2;
    }
    const uint64_t ticks = 100000;
    uint32_t seed = 12345;
    InputWord word = 0;
    int left = 0, dead = 0, episode = 0;
    long restarts = 0;
    bool ok = true;
    double t0 = now();
    for (uint64_t i = 0; i < ticks && ok; i++) {
        Game_Tick(&p->game, next_input(&seed, &word, &left));
        const Item *lara = &p->sim.items[p->sim.lara];
        if (lara->room >= 0 && (uint32_t)lara->room < lv->num_rooms)
            seen[lara->room] = 1;
        dead = lara->hit_points <= 0 ? dead + 1 : 0;
        if (dead >= 60 || ++episode >= 2000 || p->ga.fx.level_complete) {
            played_stop(p);
            ok = played_start(p, lv, &seed, err, sizeof(err));
            dead = episode = 0;
            restarts++;
        }
    }
    double secs = now() - t0;
    if (secs <= 0)
        secs = 1e-9;
    if (!ok) {
        fprintf(stderr, "%s\n", err);
        printf("{\"bench\":\"lara\",\"error\":\"restart failed\"}\n");
        free(p);
        free(seen);
        return 2;
    }
    int rooms = 0;
    for (uint32_t r = 0; r < lv->num_rooms; r++)
        rooms += seen[r];
    printf("{\"bench\":\"lara\",\"level\":\"%s\",\"ticks\":%llu,\"seconds\":%.3f,"
           "\"ticks_per_s\":%.0f,\"restarts\":%ld,\"rooms\":%d,\"hash\":\"%016llx\"}\n",
           lv->name, (unsigned long long)ticks, secs, (double)ticks / secs, restarts, rooms,
           (unsigned long long)Sim_Hash(&p->sim));
    played_stop(p);
    free(p);
    free(seen);
    return 0;
}

/* Every creature awake, as a trigger wakes an inactive one. */
static long wake_creatures(Game *g)
{
    Sim *s = g->sim;
    long woken = 0;
    for (uint32_t i = 0; i < s->level_items && i < s->num_items; i++) {
        Item *it = &s->items[i];
        const ObjectInfo *o = Object_Info(g, it->object_id);
        if ((int)i == s->lara || !o->intelligent || !o->control ||
            it->status != ITEM_STATUS_INACTIVE)
            continue;
        it->touch_bits = 0;
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, (int)i);
        Lot_EnableAI(g, (int)i, true);
        woken++;
    }
    return woken;
}

static int bench_creatures(const Level *lv, int stand_ins)
{
    char err[512];
    Played *p = calloc(1, sizeof(*p));
    if (!p || !played_start(p, lv, NULL, err, sizeof(err))) {
        fprintf(stderr, "%s\n", p ? err : "out of memory");
        printf("{\"bench\":\"creatures\",\"error\":\"set-up failed\"}\n");
        free(p);
        return 2;
    }
    if (p->sim.lara < 0) {
        printf("{\"bench\":\"creatures\",\"level\":\"%s\",\"error\":\"no Lara\"}\n", lv->name);
        played_stop(p);
        free(p);
        return 2;
    }
    const uint64_t ticks = 100000;
    uint32_t seed = 54321;
    InputWord word = 0;
    int left = 0, episode = 0;
    long restarts = 0, creatures = wake_creatures(&p->game);
    bool ok = true;
    double t0 = now();
    for (uint64_t i = 0; i < ticks && ok; i++) {
        Game_Tick(&p->game, next_input(&seed, &word, &left));
        Item *lara = &p->sim.items[p->sim.lara];
        if (lara->hit_points > 0)
            lara->hit_points = LARA_HITPOINTS;
        if (++episode >= 5000 || p->ga.fx.level_complete) {
            played_stop(p);
            ok = played_start(p, lv, &seed, err, sizeof(err));
            if (ok)
                creatures += wake_creatures(&p->game);
            episode = 0;
            restarts++;
        }
    }
    double secs = now() - t0;
    if (secs <= 0)
        secs = 1e-9;
    if (!ok) {
        fprintf(stderr, "%s\n", err);
        printf("{\"bench\":\"creatures\",\"error\":\"restart failed\"}\n");
        free(p);
        return 2;
    }
    char extra[64] = "";
    if (stand_ins)
        snprintf(extra, sizeof extra, ",\"stand_ins\":%d", stand_ins);
    printf("{\"bench\":\"creatures\",\"level\":\"%s\",\"ticks\":%llu,\"seconds\":%.3f,"
           "\"ticks_per_s\":%.0f,\"creatures\":%ld,\"restarts\":%ld%s,\"hash\":\"%016llx\"}\n",
           lv->name, (unsigned long long)ticks, secs, (double)ticks / secs, creatures, restarts,
           extra, (unsigned long long)Sim_Hash(&p->sim));
    played_stop(p);
    free(p);
    return 0;
}

/* A TR3 level without TR3's ground creatures (the shared one has only a
 * monkey): stand-ins of them (tiger, dog, raptor, cobra, rat, two of
 * each) on open sectors of Lara's room, drawn and animated with the
 * monkey's model (its states are not theirs: they pathfind, turn and
 * hunt, their animations stay the monkey's). The number added; 0 when the
 * level has models of those kinds or no monkey. */
static int add_tr3_stand_ins(Level *lv)
{
    static const int16_t kinds[] = {O3_TIGER, O3_DOG, O3_RAPTOR, O3_COBRA, O3_SMALL_RAT};
    const Model *monkey = Level_FindModel(lv, O3_MONKEY);
    if (lv->game != GAME_TR3 || !monkey || lv->num_items == 0)
        return 0;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (Level_FindModel(lv, (uint32_t)kinds[k]))
            return 0;
    const LevelItem *lara = NULL;
    for (uint32_t i = 0; i < lv->num_items && !lara; i++)
        if (lv->items[i].object_id == O3_LARA)
            lara = &lv->items[i];
    if (!lara || lara->room < 0 || (uint32_t)lara->room >= lv->num_rooms)
        return 0;
    const int n_kinds = (int)(sizeof kinds / sizeof kinds[0]), per_kind = 2;
    Model *models = realloc(lv->models, sizeof *models * (lv->num_models + (uint32_t)n_kinds));
    if (!models)
        return 0;
    lv->models = models;
    monkey = Level_FindModel(lv, O3_MONKEY);
    Model m = *monkey;
    for (int k = 0; k < n_kinds; k++) {
        m.id = (uint32_t)kinds[k];
        lv->models[lv->num_models++] = m;
    }
    LevelItem *items = realloc(lv->items, sizeof *items * (lv->num_items + (uint32_t)(n_kinds * per_kind)));
    if (!items)
        return 0;
    lv->items = items;
    LevelItem base = *lara; /* re-read: items moved */
    for (uint32_t i = 0; i < lv->num_items; i++)
        if (lv->items[i].object_id == O3_LARA)
            base = lv->items[i];
    const Room *room = &lv->rooms[base.room];
    int added = 0;
    for (int x = 1; x + 1 < room->num_x_sectors && added < n_kinds * per_kind; x++) {
        for (int z = 1; z + 1 < room->num_z_sectors && added < n_kinds * per_kind; z++) {
            const RoomSector *sec = &room->sectors[z + x * room->num_z_sectors];
            if (sec->floor == -127 || sec->room_below != 0xFF || sec->box_index == 0xFFFF)
                continue;
            LevelItem it = base;
            it.object_id = kinds[added % n_kinds];
            it.pos.x = room->x + x * 1024 + 512;
            it.pos.z = room->z + z * 1024 + 512;
            it.pos.y = sec->floor * 256;
            if (it.pos.x == base.pos.x && it.pos.z == base.pos.z)
                continue;
            it.flags = 0;
            lv->items[lv->num_items++] = it;
            added++;
        }
    }
    return added;
}

int main(int argc, char **argv)
{
    char path[4096];
    const char *shared = getenv("TOMB8_SHARED");
    if (argc > 1)
        snprintf(path, sizeof(path), "%s", argv[1]);
    else if (shared)
        snprintf(path, sizeof(path), "%s/levels/tr1/LEVEL1.PHD", shared);
    else
        snprintf(path, sizeof(path), "../shared/levels/tr1/LEVEL1.PHD");
    /* one JSON line per figure and nothing else: the game's "not yet"
     * notes stay quiet */
    Log_SetQuiet(1);
    Level lv;
    char err[512];
    FILE *probe = argc > 1 ? NULL : fopen(path, "rb");
    if (argc <= 1 && !probe) {
        /* no shared data: `make bench` goes on, as bench_load and
         * bench_render skip absent shared levels; a level named is input */
        printf("{\"bench\":\"ticks\",\"skipped\":\"no shared level %s\"}\n", path);
        return 0;
    }
    if (probe)
        fclose(probe);
    if (!Level_Load(path, &lv, err, sizeof(err))) {
        fprintf(stderr, "%s\n", err);
        printf("{\"bench\":\"ticks\",\"error\":\"level not found\"}\n");
        return 2;
    }
    s_game_bits = GameRules_InputMask(lv.game);
    int rc = bench_items(&lv);
    int rc2 = bench_lara(&lv);
    /* TR3's shared level has only a monkey: stand-ins (said in the line) */
    int stand_ins = add_tr3_stand_ins(&lv);
    int rc3 = bench_creatures(&lv, stand_ins);
    Level_Free(&lv);
    return rc ? rc : rc2 ? rc2 : rc3;
}
