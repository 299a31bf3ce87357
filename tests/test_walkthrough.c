/* The default level played through (build/data/default.phd, our own art):
 * Lara pulls the switch and the door opens, picks up the medipack behind
 * it, runs across the spikes into the chamber (they hurt), and the trigger
 * past them wakes the wolf in the slope room, which hunts her through the
 * hall and the corridor; she draws her pistols and shoots it dead, then
 * steps on the trigger that flips the map.
 *
 * The input is made tick by tick by a small driver (tests/walk_default.c) that steers Lara
 * from what it sees (walk to a point, face a way, press a key, shoot while
 * the wolf lives): readable, and it follows the level if the level is
 * edited. Every word it gives is recorded; the recorded replay is then
 * saved as a .t8r file and played by the headless runner, which must end
 * in exactly the same state. The end state is asserted: the medipack in
 * the inventory, the door open, the wolf dead, the map flipped, Lara alive
 * but hurt, in the chamber. */
#include "tests/test.h"
#include "tests/walk_default.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/math/fixed.h"
#include "engine/sim/replay.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/inventory/inventory.h"
#include "game/objects/door/door.h"
#include "tools/levelbuild/default_level.h"

#define S(n) ((int32_t)((n) * 1024))

static Item *lara(Walk *w) { return &w->sim->items[w->sim->lara]; }
static Item *item(Walk *w, int i) { return &w->sim->items[i]; }

/* The headless runner's trace, last row: the columns up to hit_points. */
static bool last_trace_row(const char *csv, char *out, size_t cap)
{
    size_t n = 0;
    uint8_t *data = Test_ReadFile(csv, &n);
    if (!data || n == 0) {
        free(data);
        return false;
    }
    size_t end = n;
    while (end > 0 && (data[end - 1] == '\n' || data[end - 1] == '\r'))
        end--;
    size_t start = end;
    while (start > 0 && data[start - 1] != '\n')
        start--;
    size_t len = MIN(end - start, cap - 1);
    memcpy(out, data + start, len);
    out[len] = '\0';
    free(data);
    return true;
}

TEST(walkthrough_default_level)
{
    static Walk w;
    char err[512];
    FILE *f = fopen(Test_BinPath("data/default.phd"), "rb");
    if (!f)
        SKIP("no default level (build/data/default.phd)");
    fclose(f);
    bool opened = WalkDefault_Open(&w, err, sizeof err);
    if (!opened) {
        WalkDefault_Close(&w);
        CHECK_MSG(opened, "%s", err);
    }
    int16_t wolf_hp0 = item(&w, DL_ITEM_WOLF)->hit_points;
    bool ok = WalkDefault_Play(&w);

    Item *l = lara(&w), *wolf = item(&w, DL_ITEM_WOLF), *door = item(&w, DL_ITEM_DOOR);
    Vec3i pos = l->pos;
    int room = l->room, hp = l->hit_points, state = l->current_state;
    int medi = Inventory_Count(w.g, O_MEDI_ITEM);
    int door_state = door->current_state, wolf_hp = wolf->hit_points;
    bool wolf_active = wolf->active, flipped = w.g->world.flipped;
    int32_t kills = Creature_Kills(w.g);
    int16_t door_room = 3;
    const RoomSector *ds = World_Sector(&w.g->world, S(4.5), -S(0.5), S(10.5), &door_room);
    int32_t door_floor = World_Height(&w.g->world, ds, S(4.5), -S(0.5), S(10.5));
    /* The slope room stands levelled in the flipped map: flat where the
     * slope was. */
    int16_t sroom = DL_ROOM_SLOPE;
    const RoomSector *ss = World_Sector(&w.g->world, S(12.5), -S(1), S(4.5), &sroom);
    int32_t slope_floor = World_Height(&w.g->world, ss, S(12.5), -S(1), S(4.5));
    uint32_t ticks = w.tick;
    char final[160];
    snprintf(final, sizeof final, "%d,%d,%d,%d", (int)pos.x, (int)pos.y, (int)pos.z, room);

    /* The replay, saved and played by the headless runner. */
    char rpath[1024], tpath[1024], cmd[4096], out[4096], row[512];
    snprintf(rpath, sizeof rpath, "%s/walkthrough.t8r", Test_TmpDir());
    snprintf(tpath, sizeof tpath, "%s/walkthrough.csv", Test_TmpDir());
    bool saved = Replay_Save(&w.rec, rpath, err, sizeof err);
    WalkDefault_Close(&w);

    CHECK_MSG(ok, "walkthrough stopped at tick %u: %s (Lara at %d,%d,%d room %d, hp %d)", ticks,
              w.why, (int)pos.x, (int)pos.y, (int)pos.z, room, hp);
    /* The switch opened the door: open, and its sector no wall. */
    CHECK_EQ(door_state, DOOR_STATE_OPEN);
    CHECK(door_floor != WORLD_NO_HEIGHT);
    /* The medipack is in the inventory. */
    CHECK_EQ(medi, 1);
    /* The spikes hurt her. */
    CHECK_MSG(w.hp_after_spikes < w.hp_before_spikes, "spikes: %d -> %d", w.hp_before_spikes,
              w.hp_after_spikes);
    /* The wolf hunted her from the slope room through the hall and the
     * corridor into the chamber, bit her and died there. */
    CHECK(w.num_wolf_rooms >= 4);
    CHECK_EQ(w.wolf_rooms[0], DL_ROOM_SLOPE);
    CHECK_EQ(w.wolf_rooms[1], DL_ROOM_HALL);
    CHECK_EQ(w.wolf_rooms[2], DL_ROOM_CORRIDOR);
    CHECK_EQ(w.wolf_rooms[3], DL_ROOM_CHAMBER);
    CHECK_MSG(w.bitten && w.hp_bitten < w.hp_before_bite, "the wolf never hurt her");
    CHECK(wolf_hp0 > 0);
    CHECK(wolf_hp <= 0);
    CHECK(!wolf_active);
    CHECK_EQ(kills, 1); /* shot dead: the kill statistics count it */
    /* The map is flipped: the slope levelled out. */
    CHECK(flipped);
    CHECK_EQ(slope_floor, 0);
    /* Lara: alive, hurt, standing in the chamber by the trigger. */
    CHECK(hp > 0 && hp < LARA_HITPOINTS);
    CHECK_EQ(room, DL_ROOM_CHAMBER);
    CHECK_EQ(state, LS_STOP);
    CHECK_MSG(pos.x >= S(6) && pos.x < S(7) && pos.z >= S(18) && pos.z < S(19),
              "ended at %d,%d", (int)pos.x, (int)pos.z);

    /* The recorded replay, played by the headless runner, ends the same. */
    CHECK_MSG(saved, "%s", err);
    snprintf(cmd, sizeof cmd, "'%s' --headless --level '%s' --replay '%s' --trace '%s' --mute",
             Test_BinPath("tomb8"), Test_BinPath("data/default.phd"), rpath, tpath);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "headless replay: exit %d: %s", rc, out);
    CHECK(last_trace_row(tpath, row, sizeof row));
    /* tick,input,x,y,z,room,... */
    const char *p = row;
    for (int comma = 0; comma < 2 && p; comma++) {
        p = strchr(p, ',');
        if (p)
            p++;
    }
    CHECK_MSG(p && strncmp(p, final, strlen(final)) == 0 && p[strlen(final)] == ',',
              "replay ended at %s, the run at %s", p ? p : row, final);
}

/* ---- what the walkthrough stands on: the builder's pathfinding data ---------- */

static int box_at(const Level *lv, int room, int32_t wx, int32_t wz)
{
    const Room *r = &lv->rooms[room];
    int x = (wx - r->x) / 1024, z = (wz - r->z) / 1024;
    return r->sectors[x * r->num_z_sectors + z].box_index;
}

static int16_t zone(const Level *lv, int kind, bool flipped, int box)
{
    return lv->zones[(size_t)((flipped ? 3 : 0) + kind) * lv->num_boxes + (uint32_t)box];
}

static bool overlaps(const Level *lv, int a, int b)
{
    for (uint32_t o = (uint16_t)lv->boxes[a].overlap_index & 0x3FFF; o < lv->num_overlaps; o++) {
        if ((lv->overlaps[o] & 0x7FFF) == b)
            return true;
        if (lv->overlaps[o] & 0x8000)
            break;
    }
    return false;
}

TEST(walkthrough_level_boxes_and_zones)
{
    Level lv;
    char err[512];
    CHECK_MSG(DefaultLevel_Make(&lv, NULL, err, sizeof err), "%s", err);
    enum { GROUND = 0, GROUND2 = 1, FLY = 2 };
    int hall = box_at(&lv, DL_ROOM_HALL, S(3.5), S(3.5));
    int ledge = box_at(&lv, DL_ROOM_HALL, S(1.5), S(7.5));
    int pool = box_at(&lv, DL_ROOM_POOL, S(5.5), S(6.5));
    int door = box_at(&lv, DL_ROOM_CORRIDOR, S(4.5), S(10.5));
    int corridor = box_at(&lv, DL_ROOM_CORRIDOR, S(4.5), S(12.5));
    int chamber = box_at(&lv, DL_ROOM_CHAMBER, S(4.5), S(18.5));
    int wolf = box_at(&lv, DL_ROOM_SLOPE, S(10.5), S(4.5));
    int wolf_flipped = box_at(&lv, DL_ROOM_SLOPE_FLIPPED, S(10.5), S(4.5));
    int slope = box_at(&lv, DL_ROOM_SLOPE, S(12.5), S(4.5));
    int hole = box_at(&lv, DL_ROOM_HALL, S(5.5), S(6.5)); /* over the pool */
    int portal = box_at(&lv, DL_ROOM_HALL, S(9.5), S(4.5)); /* into the slope room */
    bool ok = hall != NO_BOX && ledge != NO_BOX && pool != NO_BOX && door != NO_BOX &&
              corridor != NO_BOX && chamber != NO_BOX && wolf != NO_BOX &&
              wolf_flipped != NO_BOX && slope != NO_BOX;
    const Box *db = ok ? &lv.boxes[door] : NULL;
    bool door_alone = db && db->max_x - db->min_x == 1023 && db->max_z - db->min_z == 1023;
    bool door_blockable = db && (db->overlap_index & 0x8000);
    bool symmetric = true;
    for (uint32_t a = 0; a < lv.num_boxes; a++)
        for (uint32_t b = 0; b < lv.num_boxes; b++)
            if (a != b && overlaps(&lv, (int)a, (int)b) != overlaps(&lv, (int)b, (int)a))
                symmetric = false;
    int16_t z_hall = ok ? zone(&lv, GROUND, false, hall) : 0;
    bool wolf_reaches = ok && zone(&lv, GROUND, false, wolf) == z_hall &&
                        zone(&lv, GROUND, false, corridor) == z_hall &&
                        zone(&lv, GROUND, false, door) == z_hall &&
                        zone(&lv, GROUND, false, chamber) == z_hall;
    bool ledge_apart = ok && zone(&lv, GROUND, false, ledge) != z_hall &&
                       zone(&lv, GROUND2, false, ledge) != zone(&lv, GROUND2, false, hall);
    bool pool_apart = ok && zone(&lv, GROUND, false, pool) != z_hall &&
                      zone(&lv, FLY, false, pool) == zone(&lv, FLY, false, hall) &&
                      overlaps(&lv, pool, box_at(&lv, DL_ROOM_HALL, S(3.5), S(6.5)));
    bool slope_step = ok && zone(&lv, GROUND, false, slope) != z_hall &&
                      zone(&lv, GROUND2, false, slope) == zone(&lv, GROUND2, false, hall);
    /* Flipped: the levelled room joins the hall's zones, the original
     * room stands apart; unflipped the other way round. */
    bool flip_ok = ok && zone(&lv, GROUND, true, wolf_flipped) == zone(&lv, GROUND, true, hall) &&
                   zone(&lv, GROUND, true, wolf) != zone(&lv, GROUND, true, hall) &&
                   zone(&lv, GROUND, false, wolf_flipped) != z_hall &&
                   overlaps(&lv, box_at(&lv, DL_ROOM_HALL, S(8.5), S(4.5)), wolf_flipped);
    LB_FreeLevel(&lv);
    CHECK(ok);
    CHECK_EQ(hole, NO_BOX);
    CHECK_EQ(portal, NO_BOX);
    CHECK(door_alone);
    CHECK(door_blockable);
    CHECK(symmetric);
    CHECK(wolf_reaches);
    CHECK(ledge_apart);
    CHECK(pool_apart);
    CHECK(slope_step);
    CHECK(flip_ok);
}

/* The description's flip statements refuse what cannot be built. */
TEST(walkthrough_level_text_flip_statements)
{
    static const struct {
        const char *text, *expect;
    } k_cases[] = {
        {"room a 0 0 5 5 0 -8 stone stone stone\nroom b 0 0 5 4 0 -8 stone stone stone\n"
         "alternate a b\n",
         "t.txt:3: alternate: 'b' must be another room with the same corner and size"},
        {"room a 0 0 5 5 0 -8 stone stone stone\nroom b 0 0 5 5 0 -8 stone stone stone\n"
         "room c 4 0 5 5 0 -8 stone stone stone\nalternate a b\nconnect b c\n",
         "t.txt:5: connect: 'b' is a flipped room (connect the room it replaces)"},
        {"room a 0 0 5 5 0 -8 stone stone stone\ntrigger trigger a 1 1\n  flipmap 10\nend\n",
         "t.txt:3: flipmap '10' out of range (0..9)"},
        {"room a 0 0 5 5 0 -8 stone stone stone\ntrigger trigger a 1 1\n  finish 2\nend\n",
         "t.txt:3: 'finish': too many arguments"},
    };
    for (size_t i = 0; i < COUNT_OF(k_cases); i++) {
        static LB_Builder b;
        LB_InitBare(&b);
        bool ok = LB_ParseText(&b, k_cases[i].text, strlen(k_cases[i].text), "t.txt");
        char why[256];
        snprintf(why, sizeof why, "%s", b.error);
        LB_Free(&b);
        CHECK_MSG(!ok, "case %zu parsed", i);
        CHECK_MSG(strstr(why, k_cases[i].expect) != NULL, "case %zu: %s", i, why);
    }
    /* A good pair: flip map, flipped room, flip actions. */
    static LB_Builder b;
    LB_InitBare(&b);
    static const char good[] =
        "room a 0 0 5 5 0 -8 stone stone stone\nroom b 3 0 5 5 0 -8 stone stone stone\n"
        "room b2 3 0 5 5 -1 -8 stone stone stone\nalternate b b2\nconnect a b\n"
        "trigger trigger a 1 1 oneshot\n  flipmap 0\n  flipon 1\n  flipoff 2\n  flipeffect 3\n"
        "  finish\nend\n";
    bool ok = LB_ParseText(&b, good, sizeof good - 1, "good.txt") && LB_Finish(&b);
    char why[256];
    snprintf(why, sizeof why, "%s", b.error);
    int16_t alt = ok ? b.level.rooms[1].alternate_room : -2;
    /* The flipped room leads into a's slot through its own border. */
    uint32_t portals = ok ? b.level.rooms[2].num_portals : 0;
    uint32_t actions = b.num_triggers ? b.triggers[0].num_actions : 0;
    LB_Free(&b);
    CHECK_MSG(ok, "%s", why);
    CHECK_EQ(alt, 2);
    CHECK(portals >= 1);
    CHECK_EQ(actions, 5);
}

/* A door on a room's border: the sector it closes lies in the next room
 * (where the door's code takes the box from), and its own sector is closed
 * on the far side too; both get blockable boxes of their own. */
TEST(walkthrough_level_door_on_portal_boxes)
{
    static LB_Builder b;
    LB_InitBare(&b);
    static const char text[] =
        "room a 0 0 5 5 0 -8 stone stone stone\nroom b 3 0 5 5 0 -8 stone stone stone\n"
        "connect a b\nitem door door a 3.5s 0 2.5s -16384\n";
    bool ok = LB_ParseText(&b, text, sizeof text - 1, "door.txt") && LB_Finish(&b);
    char why[256];
    snprintf(why, sizeof why, "%s", b.error);
    int near = -1, own = -1, other = -1;
    bool near_alone = false, own_alone = false, near_blk = false, own_blk = false, other_blk = true;
    if (ok) {
        const Level *lv = &b.level;
        near = box_at(lv, 1, S(4.5), S(2.5));
        own = box_at(lv, 0, S(3.5), S(2.5));
        other = box_at(lv, 0, S(2.5), S(2.5));
        const Box *bn = &lv->boxes[near], *bo = &lv->boxes[own];
        near_alone = bn->max_x - bn->min_x == 1023 && bn->max_z - bn->min_z == 1023;
        own_alone = bo->max_x - bo->min_x == 1023 && bo->max_z - bo->min_z == 1023;
        near_blk = (bn->overlap_index & 0x8000) != 0;
        own_blk = (bo->overlap_index & 0x8000) != 0;
        other_blk = (lv->boxes[other].overlap_index & 0x8000) != 0;
    }
    LB_Free(&b);
    CHECK_MSG(ok, "%s", why);
    CHECK(near != NO_BOX && own != NO_BOX && other != NO_BOX);
    CHECK(near_alone && own_alone);
    CHECK(near_blk && own_blk);
    CHECK(!other_blk);
}
