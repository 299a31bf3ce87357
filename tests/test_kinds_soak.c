/* Every object kind of TR2 and TR3 at once: a level built at test time
 * (tests/tr_build.h on the shared RANDO_TEST1 levels) holds one item of
 * every object id the game knows, each woken as a trigger wakes it
 * (active, with an AI slot while one is free), around a Lara who runs
 * under random held keys and is kept alive. Where the shared level has no
 * model for an id, the item gets a stand-in: Lara's meshes with a set of
 * looping animations of states 0..STAND_IN_STATES-1 that change to each
 * other at any frame (tests/tr3_range.h), so every kind's routine runs on
 * a model it was not written for -- as it would on a level made by
 * someone else's tool: levels are untrusted input.
 *
 * What must hold: no sanitizer report (the suite runs under ASan and
 * UBSan), every item still in a room, and the same input giving the same
 * state hashes and the same frames (drawn the game's way, with effects,
 * lines, shadows and lights, every DRAW_EVERY ticks) on a second run. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/sim/sim_draw.h"
#include "game/camera/camera.h"
#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/shadow.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/test_soak.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define ROOM_N 20         /* the room's sectors a side (ring included) */
#define PER_LEVEL 96      /* ids placed in one level */
#define TICKS 240
#define DRAW_EVERY 40
#define FW 320
#define FH 240
#define STAND_IN_STATES 16
#define SLOTS_BATCH 5     /* creatures placed in one level */

/* One level's run: the hash after every tick and every drawn frame's. */
typedef struct {
    uint64_t hash[TICKS];
    uint64_t frame[TICKS / DRAW_EVERY + 1];
    int items_out_of_rooms;
    int woken, moved; /* items woken; of those, moved or changed animation */
} KindsRun;

static uint64_t fnv(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

/* A key combination held for 1..30 ticks (no ring, pause, save or load:
 * the game's tick does not open them). */
static InputWord next_input(uint64_t *s, InputWord *held, int *left)
{
    static const InputWord k_keys[] = {
        INPUT_FORWARD, INPUT_FORWARD, INPUT_BACK,   INPUT_LEFT,  INPUT_RIGHT,
        INPUT_JUMP,    INPUT_ACTION,  INPUT_DRAW,   INPUT_WALK,  INPUT_ROLL,
        INPUT_LOOK,    INPUT_STEP_LEFT, INPUT_FLARE, INPUT_DUCK, INPUT_SPRINT,
    };
    if (*left <= 0) {
        *held = 0;
        int n = SoakRand_Below(s, 4);
        for (int i = 0; i < n; i++)
            *held |= k_keys[SoakRand_Below(s, (int)COUNT_OF(k_keys))];
        *left = 1 + SoakRand_Below(s, 30);
    }
    (*left)--;
    return *held;
}

/* The level with the n ids of `ids` (and id 0, Lara, at the room's
 * middle); wake: every item with a routine woken. NULL: no shared level
 * (*skip) or it did not build (a line on stderr). */
static TestGame *open_kinds(GameVersion game, const int16_t *ids, int n, bool wake, bool *skip,
                            int *woken)
{
    *skip = false;
    TrBuild *b = TrBuild_New(game);
    if (!b) {
        *skip = true;
        return NULL;
    }
    Tr3Anim anims[STAND_IN_STATES];
    for (int s = 0; s < STAND_IN_STATES; s++)
        anims[s] = (Tr3Anim){ (int16_t)s, (uint16_t)(4 + s), (int16_t)(s % 4 * 8), -1, false };
    int room = LB_AddRoom(&b->lb, 0, 0, ROOM_N, ROOM_N, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    int mid = ROOM_N / 2 * 1024 + 512;
    LB_AddItem(&b->lb, 0, room, mid, 0, mid, 0, 0);
    bool ok = room >= 0;
    int slot = 0;
    for (int k = 0; k < n && ok; k++) {
        int id = ids[k];
        if (!Level_FindModel(&b->donor, (uint32_t)id) &&
            !Level_FindSpriteSequence(&b->donor, id))
            ok = Tr3Range_AddStandIn(&b->donor, (uint32_t)id, anims, STAND_IN_STATES);
        /* on a grid of the inner sectors, Lara's left free */
        int inner = ROOM_N - 2, sx, sz;
        do {
            sx = 1 + slot % inner;
            sz = 1 + slot / inner % inner;
            slot++;
        } while (sx == ROOM_N / 2 && sz == ROOM_N / 2);
        LB_AddItem(&b->lb, (int16_t)id, room, sx * 1024 + 512, 0, sz * 1024 + 512,
                   (int16_t)(id * 0x1234), 0);
    }
    char err[512] = "";
    const char *written = ok ? TrBuild_Write(b, "kinds.tr2", err, sizeof err) : NULL;
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "kinds soak: ids %d..: %s\n", ids[0], ok ? err : "no stand-in model");
        free(t);
        return NULL;
    }
    /* every item woken as a trigger wakes it */
    for (uint32_t i = 0; i < t->sim.level_items && i < t->sim.num_items; i++)
        if (wake && (int)i != t->sim.lara &&
            Object_Info(&t->g, t->sim.items[i].object_id)->control) {
            Item *it = &t->sim.items[i];
            /* A stand-in's creature would stand in its state 0 for good
             * (few kinds have one): each starts in a state of its own. */
            if (Object_Info(&t->g, it->object_id)->intelligent) {
                int st = 1 + (int)(i * 7 % (STAND_IN_STATES - 1));
                Creature_SwitchAnim(&t->g, it, st, 0);
                it->current_state = it->goal_state = (int16_t)st;
            }
            Tr3Range_Wake(t, (int)i);
            (*woken)++;
        }
    return t;
}

/* The frame the game's camera sees, drawn the game's way. */
static uint64_t draw(TestGame *t, Renderer *r, SimDrawList *dl, uint8_t *fb)
{
    dl->item_fn = Game_DrawItem;
    dl->item_user = &t->g;
    if (!SimDraw_Build(&t->sim, 65536, dl))
        return 0;
    Gun_AppendLightDraws(&t->g.lights, dl);
    if (!Effect_AppendDraws(&t->g, dl) || !Shadow_AppendDraws(&t->g, 65536, dl))
        return 0;
    Vec3i pos;
    int16_t room, yaw, pitch, roll;
    Camera_GetView(&t->g, &pos, &room, &yaw, &pitch, &roll);
    RenderCamera cam = { pos.x, pos.y, pos.z, room, (uint16_t)yaw, pitch, roll, 0 };
    Render_SetFlipped(r, Sim_Flipped(&t->sim));
    Render_SetShadows(r, dl->shadows, dl->num_shadows);
    Render_SetLines(r, dl->lines, dl->num_lines);
    Render_SetTris(r, dl->tris, dl->num_tris);
    Render_SetDynamicLights(r, dl->lights, dl->num_lights);
    if (!Render_Frame(r, &cam, dl->meshes, dl->num_meshes, dl->sprites, dl->num_sprites, fb))
        return 0;
    return fnv(fb, (size_t)FW * FH) | 1;
}

static bool run_kinds(GameVersion game, const int16_t *ids, int n, uint64_t seed, KindsRun *out,
                      bool *skip)
{
    memset(out, 0, sizeof *out);
    TestGame *t = open_kinds(game, ids, n, true, skip, &out->woken);
    if (!t)
        return false;
    Item *start = malloc(sizeof *start * t->sim.num_items);
    if (start)
        memcpy(start, t->sim.items, sizeof *start * t->sim.num_items);
    char err[256];
    Renderer *r = Render_Create(&t->lv, FW, FH, NULL, err, sizeof err);
    uint8_t *fb = malloc((size_t)FW * FH);
    SimDrawList dl = { 0 };
    bool ok = r && fb;
    uint64_t rs = seed;
    InputWord held = 0;
    int left = 0, frames = 0;
    for (int tick = 0; tick < TICKS && ok; tick++) {
        Item *lara = Game_LaraItem(&t->g);
        if (lara && lara->hit_points > 0)
            lara->hit_points = 1000; /* alive, so the kinds keep at her */
        TestGame_Step(t, next_input(&rs, &held, &left), 1);
        out->hash[tick] = Sim_Hash(&t->sim);
        if (tick % DRAW_EVERY == 0)
            out->frame[frames++] = draw(t, r, &dl, fb);
    }
    for (uint32_t i = 0; i < t->sim.num_items; i++) {
        const Item *it = &t->sim.items[i];
        if (it->status != ITEM_STATUS_INVISIBLE && it->room >= 0 &&
            (uint32_t)it->room >= t->lv.num_rooms)
            out->items_out_of_rooms++;
        if (start && (int)i != t->sim.lara && i < t->sim.level_items &&
            (it->pos.x != start[i].pos.x || it->pos.z != start[i].pos.z ||
             it->pos.y != start[i].pos.y || it->anim != start[i].anim ||
             it->status != start[i].status))
            out->moved++;
    }
    free(start);
    SimDraw_Free(&dl);
    free(fb);
    if (r)
        Render_Destroy(r);
    TestGame_Close(t);
    free(t);
    return ok;
}

/* Splits ids 1..count-1 into batches: the creatures SLOTS_BATCH at a time
 * (a game has few AI slots: the rest would wait invisible for one), the
 * other kinds PER_LEVEL at a time. Learnt from a level holding them all
 * (a kind registers only where its model is). Returns the batch count. */
static int make_batches(GameVersion game, int count, int16_t *ids, int *starts, bool *skip)
{
    int16_t *all = malloc(sizeof *all * (size_t)count);
    if (!all)
        return 0;
    for (int id = 1; id < count; id++)
        all[id - 1] = (int16_t)id;
    int woken = 0;
    TestGame *t = open_kinds(game, all, count - 1, false, skip, &woken);
    free(all);
    if (!t)
        return 0;
    int n = 0, batches = 0;
    for (int pass = 0; pass < 2; pass++) {
        int in_batch = 0, per = pass ? SLOTS_BATCH : PER_LEVEL;
        for (int id = 1; id < count; id++) {
            if (Object_Info(&t->g, id)->intelligent != (pass == 1))
                continue;
            if (in_batch == 0)
                starts[batches++] = n;
            ids[n++] = (int16_t)id;
            in_batch = (in_batch + 1) % per;
        }
    }
    starts[batches] = n;
    TestGame_Close(t);
    free(t);
    return batches;
}

static void soak_game(GameVersion game, int count)
{
    Log_SetQuiet(1);
    KindsRun *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    int16_t *ids = malloc(sizeof *ids * (size_t)count);
    int *starts = malloc(sizeof *starts * (size_t)(count + 1));
    CHECK(a && b && ids && starts);
    bool skip = false;
    int batches = make_batches(game, count, ids, starts, &skip);
    if (skip) {
        free(a);
        free(b);
        free(ids);
        free(starts);
        SKIP("%s not available", TrBuild_DonorName(game));
    }
    CHECK_MSG(batches > 0, "the level of every kind did not build");
    int woken = 0, moved = 0;
    for (int k = 0; k < batches; k++) {
        const int16_t *bi = ids + starts[k];
        int n = starts[k + 1] - starts[k];
        uint64_t seed = 0x6b696e64ull + (uint64_t)k;
        bool ran = run_kinds(game, bi, n, seed, a, &skip);
        CHECK_MSG(ran, "ids %d..: the level did not build or run", bi[0]);
        CHECK_MSG(a->items_out_of_rooms == 0, "ids %d..: %d items outside every room", bi[0],
                  a->items_out_of_rooms);
        for (int f = 0; f < TICKS / DRAW_EVERY; f++)
            CHECK_MSG(a->frame[f] != 0, "ids %d..: frame %d not drawn", bi[0], f);
        /* the same input again: the same states and frames */
        CHECK(run_kinds(game, bi, n, seed, b, &skip));
        for (int i = 0; i < TICKS; i++)
            CHECK_MSG(a->hash[i] == b->hash[i], "ids %d..: state differs at tick %d", bi[0], i);
        CHECK_MSG(!memcmp(a->frame, b->frame, sizeof a->frame), "ids %d..: frames differ",
                  bi[0]);
        woken += a->woken;
        moved += a->moved;
    }
    fprintf(stderr, "kinds soak: %d levels, %d items woken, %d moved\n", batches, woken, moved);
    /* the run exercised the kinds: a good part of them moved or changed */
    CHECK_MSG(moved * 3 >= woken, "only %d of %d woken items moved", moved, woken);
    free(a);
    free(b);
    free(ids);
    free(starts);
}

TEST(kinds_soak_tr3_every_object_id_awake)
{
    soak_game(GAME_TR3, O3_COUNT);
}

TEST(kinds_soak_tr2_every_object_id_awake)
{
    soak_game(GAME_TR2, O2_COUNT);
}
