/* The sector function parser (engine/level/level_floor.c) on purpose-built
 * sectors: hand-written word lists for every TR1, TR2 and TR3 function and
 * trigger type, checked field by field; and lists the loader must refuse. */
#include "tests/test.h"

#include "engine/level/level.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define END 0x8000
/* Function word: function, sub-function (trigger type, climb walls). */
#define FN(f, sub) ((uint16_t)((f) | ((sub) << 8)))
/* Trigger setup word. */
#define SETUP(timer, mask, once) ((uint16_t)((timer) | ((once) ? 0x100 : 0) | ((mask) << 9)))
/* Command word. */
#define CMD(action, value) ((uint16_t)(((action) << 10) | (value)))
/* Camera word. */
#define CAMW(timer, once, glide) ((uint16_t)((timer) | ((once) ? 0x100 : 0) | ((glide) << 9)))

/* A one-room level of 3 x 3 sectors whose middle sector starts its list at
 * word 1 (word 0 is the "none" entry). */
typedef struct {
    Level lv;
    Room room[2]; /* the second has no sectors (a portal target) */
    RoomSector sec[9];
    uint16_t fd[64];
    char err[256];
} Fixture;

static bool build(Fixture *f, GameVersion game, const uint16_t *words, uint32_t n)
{
    memset(f, 0, sizeof *f);
    f->lv.game = game;
    snprintf(f->lv.name, sizeof f->lv.name, "built");
    f->room[0].num_x_sectors = f->room[0].num_z_sectors = 3;
    f->room[0].sectors = f->sec;
    for (int k = 0; k < 9; k++)
        f->sec[k].room_below = f->sec[k].room_above = NO_ROOM;
    f->sec[4].fd_index = 1;
    memcpy(f->fd + 1, words, n * sizeof(uint16_t));
    f->lv.rooms = f->room;
    f->lv.num_rooms = 2;
    f->lv.num_items = 100;
    f->lv.num_cameras = 10;
    f->lv.floordata = f->fd;
    f->lv.num_floordata = n + 1;
    return LevelFloor_Build(&f->lv, f->err, sizeof f->err);
}

static const FloorSector *middle(const Fixture *f)
{
    return LevelFloor_Sector(&f->lv, f->sec[4].fd_index);
}

/* The one trigger of the middle sector. */
static const FloorTrigger *trigger(const Fixture *f)
{
    uint32_t n;
    const FloorTrigger *t = LevelFloor_Triggers(&f->lv, middle(f), &n);
    return n == 1 ? t : NULL;
}

/* ---- TR1 ----------------------------------------------------------------- */

TEST(floor_parse_tr1_portal_and_slants)
{
    Fixture f;
    const uint16_t w[] = {FD_FLOOR_SLANT, 0xFE02, FD_CEILING_SLANT, 0x01FD, FD_PORTAL | END, 1};
    CHECK_MSG(build(&f, GAME_TR1, w, COUNT_OF(w)), "%s", f.err);
    const FloorSector *s = middle(&f);
    CHECK(s != NULL);
    CHECK_EQ(s->floor_tilt.x, 2);
    CHECK_EQ(s->floor_tilt.z, -2);
    CHECK_EQ(s->ceiling_tilt.x, -3);
    CHECK_EQ(s->ceiling_tilt.z, 1);
    CHECK_EQ(s->portal, 1);
    CHECK(!s->kill);
    CHECK_EQ(s->trigger, -1);
    CHECK_EQ(s->trigger_handle, -1);
    /* Sectors without a list have no record. */
    CHECK(LevelFloor_Sector(&f.lv, 0) == NULL);
    LevelFloor_Free(&f.lv);
}

/* Every TR1 trigger type keeps its type, timer, one-shot flag and mask;
 * switch, key and pick-up triggers their item, the others none. */
TEST(floor_parse_tr1_trigger_types)
{
    for (int type = TRIGGER_TYPE_TRIGGER; type <= TRIGGER_TYPE_DUMMY; type++) {
        bool item = type == TRIGGER_TYPE_SWITCH || type == TRIGGER_TYPE_KEY ||
                    type == TRIGGER_TYPE_PICKUP;
        uint16_t w[4] = {FN(FD_TRIGGER, type) | END, SETUP(type + 3, 0x15, type & 1)};
        uint32_t n = 2;
        if (item)
            w[n++] = CMD(TRIGGER_ACTION_OBJECT, 40 + type);
        w[n++] = CMD(TRIGGER_ACTION_OBJECT, 7) | END;
        Fixture f;
        CHECK_MSG(build(&f, GAME_TR1, w, n), "type %d: %s", type, f.err);
        const FloorTrigger *t = trigger(&f);
        CHECK(t != NULL);
        CHECK_EQ(t->type, type);
        CHECK_EQ(t->timer, type + 3);
        CHECK_EQ(t->one_shot, (type & 1) != 0);
        CHECK_EQ(t->mask, 0x15);
        CHECK_EQ(t->item, item ? 40 + type : -1);
        CHECK_EQ(t->num_commands, 1);
        const TriggerCommand *c = LevelFloor_Commands(&f.lv, t);
        CHECK_EQ(c[0].action, TRIGGER_ACTION_OBJECT);
        CHECK_EQ(c[0].value, 7);
        CHECK_EQ(middle(&f)->trigger_handle, 1);
        LevelFloor_Free(&f.lv);
    }
}

/* Every action TR1 uses, in order, with its value; the camera's word. */
TEST(floor_parse_tr1_actions_and_camera_word)
{
    const uint16_t w[] = {
        FN(FD_TRIGGER, TRIGGER_TYPE_PAD) | END, SETUP(0, 0x1F, 0),
        CMD(TRIGGER_ACTION_OBJECT, 99), CMD(TRIGGER_ACTION_CAMERA, 9), CAMW(5, 1, 0x13),
        CMD(TRIGGER_ACTION_CURRENT, 3), CMD(TRIGGER_ACTION_FLIPMAP, 2),
        CMD(TRIGGER_ACTION_FLIP_ON, 4), CMD(TRIGGER_ACTION_FLIP_OFF, 5),
        CMD(TRIGGER_ACTION_TARGET, 11), CMD(TRIGGER_ACTION_FINISH, 0),
        CMD(TRIGGER_ACTION_MUSIC, 57), CMD(TRIGGER_ACTION_FLIPEFFECT, 8),
        CMD(TRIGGER_ACTION_CAMERA, 1), CAMW(1, 0, 0) | END, /* the camera word ends it */
        CMD(TRIGGER_ACTION_SECRET, 2) | END,                 /* not part of it */
    };
    Fixture f;
    CHECK_MSG(build(&f, GAME_TR1, w, COUNT_OF(w)), "%s", f.err);
    const FloorTrigger *t = trigger(&f);
    CHECK(t != NULL);
    CHECK_EQ(t->num_commands, 11);
    const TriggerCommand *c = LevelFloor_Commands(&f.lv, t);
    static const uint8_t act[] = {TRIGGER_ACTION_OBJECT, TRIGGER_ACTION_CAMERA,
                                  TRIGGER_ACTION_CURRENT, TRIGGER_ACTION_FLIPMAP,
                                  TRIGGER_ACTION_FLIP_ON, TRIGGER_ACTION_FLIP_OFF,
                                  TRIGGER_ACTION_TARGET, TRIGGER_ACTION_FINISH,
                                  TRIGGER_ACTION_MUSIC, TRIGGER_ACTION_FLIPEFFECT,
                                  TRIGGER_ACTION_CAMERA};
    static const uint16_t val[] = {99, 9, 3, 2, 4, 5, 11, 0, 57, 8, 1};
    for (int k = 0; k < 11; k++) {
        CHECK_EQ(c[k].action, act[k]);
        CHECK_EQ(c[k].value, val[k]);
    }
    CHECK_EQ(c[1].camera_timer, 5);
    CHECK(c[1].camera_once);
    CHECK_EQ(c[1].camera_glide, 0x13);
    CHECK_EQ(c[10].camera_timer, 1);
    CHECK(!c[10].camera_once);
    CHECK_EQ(c[10].camera_glide, 0);
    LevelFloor_Free(&f.lv);
}

/* A kill function before a trigger: the handle of the kill names both;
 * a kill that ends its list names no trigger. */
TEST(floor_parse_tr1_kill_then_trigger)
{
    const uint16_t w[] = {FD_KILL, FN(FD_TRIGGER, TRIGGER_TYPE_TRIGGER) | END, SETUP(0, 0x1F, 0),
                          CMD(TRIGGER_ACTION_SECRET, 3) | END};
    Fixture f;
    CHECK_MSG(build(&f, GAME_TR1, w, COUNT_OF(w)), "%s", f.err);
    const FloorSector *s = middle(&f);
    CHECK(s->kill);
    CHECK_EQ(s->kill_handle, 1);
    CHECK_EQ(s->trigger_handle, 2);
    FloorEntry e;
    CHECK(LevelFloor_Entry(&f.lv, s->kill_handle, &e));
    CHECK(e.kill);
    CHECK(e.trigger == trigger(&f));
    CHECK(LevelFloor_Entry(&f.lv, s->trigger_handle, &e));
    CHECK(!e.kill);
    CHECK(e.trigger == trigger(&f));
    CHECK_EQ(LevelFloor_Commands(&f.lv, e.trigger)[0].action, TRIGGER_ACTION_SECRET);
    /* Other words are no handles. */
    CHECK(!LevelFloor_Entry(&f.lv, 3, &e));
    CHECK(!LevelFloor_Entry(&f.lv, -1, &e));
    LevelFloor_Free(&f.lv);

    const uint16_t lava[] = {FD_KILL | END};
    CHECK_MSG(build(&f, GAME_TR1, lava, 1), "%s", f.err);
    CHECK(LevelFloor_Entry(&f.lv, 1, &e));
    CHECK(e.kill);
    CHECK(e.trigger == NULL);
    LevelFloor_Free(&f.lv);
}

/* A switch trigger can end at its item: no commands. */
TEST(floor_parse_trigger_ending_at_its_item)
{
    const uint16_t w[] = {FN(FD_TRIGGER, TRIGGER_TYPE_SWITCH) | END, SETUP(0, 0x1F, 0),
                          CMD(TRIGGER_ACTION_OBJECT, 12) | END};
    Fixture f;
    CHECK_MSG(build(&f, GAME_TR1, w, COUNT_OF(w)), "%s", f.err);
    CHECK_EQ(trigger(&f)->item, 12);
    CHECK_EQ(trigger(&f)->num_commands, 0);
    LevelFloor_Free(&f.lv);
}

/* ---- TR2 ----------------------------------------------------------------- */

TEST(floor_parse_tr2_climb_walls_and_antitrigger)
{
    for (int walls = 1; walls <= 15; walls++) {
        const uint16_t w[] = {FN(FD_CLIMB, walls), 0 /* an empty function */,
                              FN(FD_TRIGGER, TRIGGER_TYPE_ANTITRIGGER) | END, SETUP(0, 0x1F, 1),
                              CMD(TRIGGER_ACTION_OBJECT, 3),
                              CMD(TRIGGER_ACTION_CLEAR_BODIES, 0) | END};
        Fixture f;
        CHECK_MSG(build(&f, GAME_TR2, w, COUNT_OF(w)), "%s", f.err);
        const FloorSector *s = middle(&f);
        CHECK_EQ(s->climb, walls);
        CHECK_EQ((s->climb & CLIMB_POS_Z) != 0, (walls & 1) != 0);
        CHECK_EQ((s->climb & CLIMB_NEG_X) != 0, (walls & 8) != 0);
        CHECK(!s->monkey);
        const FloorTrigger *t = trigger(&f);
        CHECK_EQ(t->type, TRIGGER_TYPE_ANTITRIGGER);
        CHECK(t->one_shot);
        CHECK_EQ(t->num_commands, 2);
        CHECK_EQ(LevelFloor_Commands(&f.lv, t)[1].action, TRIGGER_ACTION_CLEAR_BODIES);
        LevelFloor_Free(&f.lv);
    }
    /* TR1 reads no walls from a climb function. */
    const uint16_t w1[] = {FN(FD_CLIMB, 5) | END};
    Fixture f;
    CHECK_MSG(build(&f, GAME_TR1, w1, 1), "%s", f.err);
    CHECK_EQ(middle(&f)->climb, 0);
    LevelFloor_Free(&f.lv);
}

/* ---- TR3 ----------------------------------------------------------------- */

TEST(floor_parse_tr3_monkey_and_minecart)
{
    const uint16_t w[] = {FD_MONKEY, FD_MINECART_LEFT | END};
    Fixture f;
    CHECK_MSG(build(&f, GAME_TR3, w, COUNT_OF(w)), "%s", f.err);
    CHECK(middle(&f)->monkey);
    CHECK(middle(&f)->minecart_left);
    CHECK(!middle(&f)->minecart_right);
    LevelFloor_Free(&f.lv);
    const uint16_t stop[] = {FD_MINECART_LEFT, FD_MINECART_RIGHT | END};
    CHECK_MSG(build(&f, GAME_TR3, stop, COUNT_OF(stop)), "%s", f.err);
    CHECK(!middle(&f)->monkey);
    CHECK(middle(&f)->minecart_left && middle(&f)->minecart_right); /* the cart stops */
    LevelFloor_Free(&f.lv);
}

/* All twelve split functions: floor or ceiling, diagonal, which triangle is
 * a hole, the two signed triangle heights and the four corner nibbles. */
TEST(floor_parse_tr3_splits)
{
    static const struct {
        int fn, floor, diagonal, hole;
    } want[] = {
        {FD_SPLIT_FLOOR1, 1, 1, SPLIT_SOLID},
        {FD_SPLIT_FLOOR2, 1, 2, SPLIT_SOLID},
        {FD_SPLIT_CEILING1, 0, 1, SPLIT_SOLID},
        {FD_SPLIT_CEILING2, 0, 2, SPLIT_SOLID},
        {FD_NOCOL_FLOOR1_LOW, 1, 1, SPLIT_HOLE_LOW},
        {FD_NOCOL_FLOOR1_HIGH, 1, 1, SPLIT_HOLE_HIGH},
        {FD_NOCOL_FLOOR2_LOW, 1, 2, SPLIT_HOLE_LOW},
        {FD_NOCOL_FLOOR2_HIGH, 1, 2, SPLIT_HOLE_HIGH},
        {FD_NOCOL_CEILING1_LOW, 0, 1, SPLIT_HOLE_LOW},
        {FD_NOCOL_CEILING1_HIGH, 0, 1, SPLIT_HOLE_HIGH},
        {FD_NOCOL_CEILING2_LOW, 0, 2, SPLIT_HOLE_LOW},
        {FD_NOCOL_CEILING2_HIGH, 0, 2, SPLIT_HOLE_HIGH},
    };
    for (size_t k = 0; k < COUNT_OF(want); k++) {
        /* heights +3 (bits 5..9) and -2 (bits 10..14), corners 1, 2, 3, 4 */
        uint16_t word = (uint16_t)(want[k].fn | (3 << 5) | ((32 - 2) << 10) | END);
        const uint16_t w[] = {word, 0x4321};
        Fixture f;
        CHECK_MSG(build(&f, GAME_TR3, w, COUNT_OF(w)), "fn %d: %s", want[k].fn, f.err);
        const FloorSector *s = middle(&f);
        const FloorSplit *sp = want[k].floor ? &s->floor_split : &s->ceiling_split;
        const FloorSplit *other = want[k].floor ? &s->ceiling_split : &s->floor_split;
        CHECK_EQ(sp->function, want[k].fn);
        CHECK_EQ(other->function, 0);
        CHECK_EQ(sp->diagonal, want[k].diagonal);
        CHECK_EQ(sp->hole, want[k].hole);
        CHECK_EQ(sp->height[0], 3);
        CHECK_EQ(sp->height[1], -2);
        for (int c = 0; c < 4; c++)
            CHECK_EQ(sp->corner[c], c + 1);
        LevelFloor_Free(&f.lv);
    }
    /* TR1 and TR2 know no splits. */
    const uint16_t w[] = {FD_SPLIT_FLOOR1 | END, 0};
    Fixture f;
    CHECK(!build(&f, GAME_TR2, w, COUNT_OF(w)));
    CHECK_MSG(strstr(f.err, "unknown function 7") != NULL, "%s", f.err);
    CHECK(!build(&f, GAME_TR1, w, COUNT_OF(w)));
}

/* The triangle a point is in and its slopes (the originals' formulas). */
TEST(floor_split_triangles)
{
    FloorSplit s = {.function = FD_SPLIT_FLOOR1, .diagonal = 1, .corner = {1, 2, 3, 4}};
    FloorTilt t;
    /* Diagonal 1 divides at x = 1024 - z. */
    CHECK_EQ(LevelFloor_SplitTriangle(&s, 100, 100, &t), 0);
    CHECK_EQ(t.z, 3 - 2);
    CHECK_EQ(t.x, 1 - 2);
    CHECK_EQ(LevelFloor_SplitTriangle(&s, 1000, 1000, &t), 1);
    CHECK_EQ(t.z, 4 - 1);
    CHECK_EQ(t.x, 4 - 3);
    /* Diagonal 2 divides at x = z. */
    s.function = FD_SPLIT_FLOOR2;
    s.diagonal = 2;
    CHECK_EQ(LevelFloor_SplitTriangle(&s, 900, 100, &t), 1);
    CHECK_EQ(t.x, 1 - 2);
    CHECK_EQ(LevelFloor_SplitTriangle(&s, 100, 900, &t), 0);
    CHECK_EQ(t.x, 4 - 3);
    /* Ceilings count corners downwards. */
    s.function = FD_SPLIT_CEILING2;
    CHECK_EQ(LevelFloor_SplitTriangle(&s, 100, 900, &t), 0);
    CHECK_EQ(t.z, -3 + 2);
    CHECK_EQ(t.x, -1 + 2);
}

/* ---- refused lists --------------------------------------------------------- */

TEST(floor_parse_refuses_bad_lists)
{
    static const struct {
        GameVersion game;
        uint16_t w[6];
        uint32_t n;
        const char *want;
    } cases[] = {
        {GAME_TR1, {FN(FD_TRIGGER, 0), SETUP(0, 0x1F, 0), CMD(0, 5)}, 3,
         "error: built: floordata: trigger from 1 runs past 4 words"},
        {GAME_TR1, {FN(FD_TRIGGER, 0) | END, SETUP(0, 0x1F, 0), CMD(0, 500) | END}, 3,
         "error: built: floordata: trigger action on item 500 >= 100 items"},
        {GAME_TR1, {FN(FD_TRIGGER, 0) | END, SETUP(0, 0x1F, 0), CMD(6, 100) | END}, 3,
         "error: built: floordata: trigger action on item 100 >= 100 items"},
        {GAME_TR1, {FN(FD_TRIGGER, 2) | END, SETUP(0, 0x1F, 0), CMD(0, 100), CMD(7, 0) | END}, 4,
         "error: built: floordata: trigger action on item 100 >= 100 items"},
        {GAME_TR1, {FN(FD_TRIGGER, 3) | END, SETUP(0, 0x1F, 0), CMD(8, 1), CMD(7, 0) | END}, 4,
         "error: built: floordata: trigger item word 0x2001 is not an item"},
        {GAME_TR1, {FN(FD_TRIGGER, 0) | END, SETUP(0, 0x1F, 0), CMD(1, 10), CAMW(0, 0, 0) | END}, 4,
         "error: built: floordata: trigger action on camera 10 >= 10 cameras"},
        {GAME_TR1, {FN(FD_TRIGGER, 0) | END, SETUP(0, 0x1F, 0), CMD(1, 1) | END}, 3,
         "error: built: floordata: camera action at 3 has no timer word"},
        {GAME_TR1, {FD_PORTAL | END, 2}, 2, "error: built: floordata: portal room 2 >= 2 rooms"},
        {GAME_TR1, {FD_PORTAL | END}, 1, "error: built: floordata: portal at 1 has no room"},
        {GAME_TR1, {FD_FLOOR_SLANT, 0}, 2, "error: built: floordata: entry list from 1 runs past 3 words"},
        {GAME_TR1, {FD_MONKEY | END}, 1, "error: built: floordata: unknown function 19"},
        {GAME_TR1, {0 | END}, 1, "error: built: floordata: unknown function 0"},
        {GAME_TR2, {FD_MINECART_LEFT | END}, 1, "error: built: floordata: unknown function 20"},
        {GAME_TR3, {22 | END}, 1, "error: built: floordata: unknown function 22"},
    };
    for (size_t k = 0; k < COUNT_OF(cases); k++) {
        Fixture f;
        CHECK_MSG(!build(&f, cases[k].game, cases[k].w, cases[k].n), "case %zu parsed", k);
        CHECK_MSG(strcmp(f.err, cases[k].want) == 0, "case %zu:\n got  %s\n want %s", k, f.err,
                  cases[k].want);
        CHECK(f.lv.floor == NULL);
    }
}

/* A list without end bits stops at the array's end: every function reads
 * at least one word. */
TEST(floor_parse_is_bounded)
{
    Fixture f;
    uint16_t w[60];
    /* 30 triggers without end bits, each of two words: runs past the end. */
    for (int k = 0; k < 60; k += 2) {
        w[k] = FN(FD_TRIGGER, 0);
        w[k + 1] = SETUP(0, 0, 0);
    }
    CHECK(!build(&f, GAME_TR1, w, 60));
    CHECK_MSG(strstr(f.err, "runs past") != NULL, "%s", f.err);
}

/* Through the loader: a trigger naming an item the level does not have is
 * refused with the byte of the word. */
TEST(floor_parse_loader_reports_bad_trigger_item)
{
    const char *path = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!path)
        SKIP("tr1/LEVEL1.PHD not available");
    size_t size;
    uint8_t *d = Test_ReadFile(path, &size);
    CHECK(d != NULL);
    Level lv;
    char err[256];
    CHECK_MSG(Level_LoadMemory(d, size, "LEVEL1.PHD", NULL, 0, &lv, err, sizeof err), "%s", err);
    /* The first object command of the first trigger with one. */
    int32_t word = -1;
    const LevelFloor *o = lv.floor;
    for (uint32_t h = 0; h < o->num_words && word < 0; h++) {
        FloorEntry e;
        if (!LevelFloor_Entry(&lv, (int32_t)h, &e) || e.kill || !e.trigger || e.trigger->item >= 0)
            continue;
        const TriggerCommand *c = LevelFloor_Commands(&lv, e.trigger);
        if (e.trigger->num_commands && c[0].action == TRIGGER_ACTION_OBJECT)
            word = (int32_t)h + 2;
    }
    uint32_t items = lv.num_items;
    uint16_t orig = word >= 0 ? lv.floordata[word] : 0;
    /* Find the array in the file: the words are stored as they are. */
    size_t at = 0;
    for (size_t i = 0; word >= 0 && i + 2 * lv.num_floordata <= size; i += 2) {
        bool same = true;
        for (uint32_t k = 0; k < 64 && k < lv.num_floordata && same; k++)
            same = d[i + 2 * k] == (uint8_t)lv.floordata[k] &&
                   d[i + 2 * k + 1] == (uint8_t)(lv.floordata[k] >> 8);
        if (same && i >= 4 && d[i - 4] == (uint8_t)lv.num_floordata) {
            at = i;
            break;
        }
    }
    Level_Free(&lv);
    CHECK(word >= 0);
    CHECK(at > 0);
    size_t pos = at + 2 * (size_t)word;
    uint16_t bad = (uint16_t)((orig & 0xFC00) | 0x3FF);
    d[pos] = (uint8_t)bad;
    d[pos + 1] = (uint8_t)(bad >> 8);
    char want[256];
    snprintf(want, sizeof want,
             "error: LEVEL1.PHD: floordata: trigger action on item 1023 >= %u items (at byte %zu)",
             items, pos);
    bool loaded = Level_LoadMemory(d, size, "LEVEL1.PHD", NULL, 0, &lv, err, sizeof err);
    if (loaded)
        Level_Free(&lv);
    free(d);
    CHECK(!loaded);
    CHECK_MSG(strcmp(err, want) == 0, "\n got  %s\n want %s", err, want);
}

/* Lists that overlap (every sector starting one word further into the same
 * long run) would cost the square of the array: the walk stops at its
 * budget with one line. */
TEST(floor_parse_budget_stops_overlapping_lists)
{
    enum { N = 65535, SIDE = 256 };
    Level lv;
    memset(&lv, 0, sizeof lv);
    lv.game = GAME_TR2; /* function 0 is an empty function there */
    snprintf(lv.name, sizeof lv.name, "built");
    Room room;
    memset(&room, 0, sizeof room);
    room.num_x_sectors = room.num_z_sectors = SIDE;
    room.sectors = calloc((size_t)SIDE * SIDE, sizeof(RoomSector));
    lv.floordata = calloc(N + 1, sizeof(uint16_t));
    CHECK(room.sectors && lv.floordata);
    for (uint32_t k = 0; k < (uint32_t)SIDE * SIDE; k++)
        room.sectors[k].fd_index = (uint16_t)(k % N + 1);
    lv.floordata[N] = END;
    lv.num_floordata = N + 1;
    lv.rooms = &room;
    lv.num_rooms = 1;
    char err[256];
    bool ok = LevelFloor_Build(&lv, err, sizeof err);
    free(room.sectors);
    free(lv.floordata);
    CHECK(!ok);
    CHECK_MSG(strstr(err, "floordata: entry lists too long to check") != NULL, "%s", err);
}

/* Random words under random sectors: every build either succeeds with
 * records that stay inside their arrays or fails with one line. */
TEST(floor_parse_random_words)
{
    uint32_t seed = 12345;
    int built = 0;
    for (int iter = 0; iter < 3000; iter++) {
        Fixture f;
        uint16_t w[40];
        uint32_t n = 1 + iter % 40;
        for (uint32_t k = 0; k < n; k++) {
            seed = seed * 1103515245u + 12345u;
            /* mostly small functions and values, some end bits */
            uint16_t v = (uint16_t)(seed >> 16);
            w[k] = (seed & 0x300) ? (uint16_t)(v & 0x801F) : v;
        }
        GameVersion game = (GameVersion)(1 + iter % 3);
        bool ok = build(&f, game, w, n);
        if (!ok) {
            CHECK_MSG(strncmp(f.err, "error: built: floordata: ", 25) == 0, "%s", f.err);
            CHECK(f.lv.floor == NULL);
            continue;
        }
        built++;
        const LevelFloor *o = f.lv.floor;
        const FloorSector *s = middle(&f);
        CHECK(s != NULL);
        uint32_t nt;
        const FloorTrigger *t = LevelFloor_Triggers(&f.lv, s, &nt);
        for (uint32_t k = 0; k < nt; k++)
            CHECK(t[k].first_command + t[k].num_commands <= o->num_commands);
        FloorEntry e;
        if (s->kill_handle >= 0)
            CHECK(LevelFloor_Entry(&f.lv, s->kill_handle, &e) && e.kill);
        if (s->trigger_handle >= 0)
            CHECK(LevelFloor_Entry(&f.lv, s->trigger_handle, &e) && !e.kill && e.trigger == t);
        LevelFloor_Free(&f.lv);
    }
    CHECK(built > 100);
}
