/* TR2's sky through the mesh table end to end: a single-level headless run
 * (game/app/headless_level.c, the tomb8 program as a user runs it) draws its
 * frames with the sky the game's mesh table names (RenderLook_FollowSim in
 * its draw), not the level's own pointer. tests/test_mesh_table_views.c
 * checks RenderLook_Sky itself; this checks that the program's frame
 * follows it. On a TR2 room built at test time (tests/tr_build.h, models
 * from the shared TR2 level; skipped without it), made an outside room with
 * its ceiling faces gone so the sky shows above a camera looking up:
 *  - a save whose table has the sky traded with the pistols
 *    (MeshTable_TradeObjects), loaded with --load, is captured;
 *  - it differs from the capture of an untraded save of the same level;
 *  - it equals the capture of a level whose own mesh pointers are traded
 *    that way (an untraded save of it).
 * The whole-game headless path (headless_game.c) cannot load a save (the
 * passport does that) and nothing in a game trades the sky, so it is not
 * driven here. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_write.h"
#include "game/game.h"
#include "game/mesh_table.h"
#include "game/objects/tr2/object_ids_tr2.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"

/* The room's ceiling faces (every corner at its top) removed and the room
 * made an outside one: the sky shows through. */
static void open_to_the_sky(Room *room)
{
    TrBuild_OpenCeiling(room);
    room->flags = (uint16_t)((room->flags & ~ROOM_FLAG_INSIDE) | ROOM_FLAG_OUTSIDE);
}

/* The level's mesh pointers of the sky and the pistols swapped as
 * MeshTable_TradeObjects(sky, pistols) swaps the table's (as many as the
 * sky has); false when either model is missing. */
static bool trade_in_level(Level *lv)
{
    const Model *a = Level_FindModel(lv, O2_SKYBOX), *b = Level_FindModel(lv, O2_LARA_PISTOLS);
    if (!a || !b || a->num_meshes == 0)
        return false;
    for (uint32_t k = 0; k < a->num_meshes; k++) {
        uint32_t ia = a->start_mesh + k, ib = b->start_mesh + k;
        if (ia >= lv->num_mesh_pointers || ib >= lv->num_mesh_pointers)
            return false;
        uint32_t t = lv->mesh_index[ia];
        lv->mesh_index[ia] = lv->mesh_index[ib];
        lv->mesh_index[ib] = t;
    }
    return lv->mesh_index[a->start_mesh] != lv->mesh_index[b->start_mesh];
}

/* Writes the open room's level as <tmp>/name (its own pointers traded when
 * `traded`); false with why. */
static bool write_level(bool traded, const char *name, char *path, size_t pcap, char *why,
                        size_t cap)
{
    int r = -1;
    TrBuild *b = TrBuild_NewLaraRoom(GAME_TR2, &r, why, cap);
    if (!b)
        return false;
    Level lv;
    if (TrBuild_Merge(b, &lv, why, cap)) {
        bool ok = r == 0; /* the camera's room below */
        if (ok)
            open_to_the_sky(&lv.rooms[r]);
        else
            snprintf(why, cap, "the built room is room %d, not 0", r);
        if (ok && traded && !trade_in_level(&lv)) {
            snprintf(why, cap, "the donor level has no sky or pistols model");
            ok = false;
        }
        snprintf(path, pcap, "%s/%s", Test_TmpDir(), name);
        ok = ok && LevelWrite_File(&lv, path, why, cap);
        TrBuild_FreeMerged(b, &lv);
        TrBuild_Delete(b);
        return ok;
    }
    TrBuild_Delete(b);
    return false;
}

/* A save at tick 0 of a game on the level at `level` (its table's sky
 * traded with the pistols when `trade`) as <tmp>/name. */
static bool write_save(const char *level, bool trade, const char *name, char *path, size_t pcap,
                       char *why, size_t cap)
{
    TestGame *t = calloc(1, sizeof *t);
    if (!t || !TestGame_OpenPath(t, level)) {
        free(t);
        snprintf(why, cap, "%s: the game does not start on it", level);
        return false;
    }
    if (trade)
        MeshTable_TradeObjects(&t->g, O2_SKYBOX, O2_LARA_PISTOLS, false);
    uint8_t *data = NULL;
    size_t size = 0;
    snprintf(path, pcap, "%s/%s", Test_TmpDir(), name);
    FILE *f = NULL;
    bool ok = TestGame_Save(&t->g, &data, &size) && (f = fopen(path, "wb")) != NULL &&
              fwrite(data, 1, size, f) == size;
    if (f)
        ok = fclose(f) == 0 && ok;
    if (!ok)
        snprintf(why, cap, "%s: save not written", path);
    free(data);
    TestGame_Delete(t);
    return ok;
}

/* The program's capture of one tick from the save, the camera in the
 * room's middle looking up at the open ceiling; the PNG's bytes (caller
 * frees) or NULL with why. */
static uint8_t *capture(const char *level, const char *save, const char *name, size_t *n,
                        char *why, size_t cap)
{
    char png[1024], cmd[4096], out[2048] = "";
    snprintf(png, sizeof png, "%s/%s", Test_TmpDir(), name);
    snprintf(cmd, sizeof cmd,
             "'%s' --headless --level '%s' --load '%s' --ticks 1 --size 320x240 --camera "
             "3072,-1024,3072,0,0,12000 --capture '%s' 2>&1",
             Test_BinPath("tomb8"), level, save, png);
    if (Test_Run(cmd, out, sizeof out) != 0) {
        snprintf(why, cap, "%s", out);
        return NULL;
    }
    uint8_t *p = Test_ReadFile(png, n);
    if (!p)
        snprintf(why, cap, "%s not written", png);
    return p;
}

TEST(headless_level_run_draws_the_sky_through_the_mesh_table)
{
    char why[1024] = "", lvl[1024], lvl_traded[1024], s0[1024], s1[1024], s2[1024];
    if (!write_level(false, "sky_run.tr2", lvl, sizeof lvl, why, sizeof why))
        SKIP("%s", why);
    CHECK_MSG(write_level(true, "sky_run_traded.tr2", lvl_traded, sizeof lvl_traded, why,
                          sizeof why), "%s", why);
    CHECK_MSG(write_save(lvl, false, "sky_run_plain.sav", s0, sizeof s0, why, sizeof why), "%s", why);
    CHECK_MSG(write_save(lvl, true, "sky_run_traded.sav", s1, sizeof s1, why, sizeof why), "%s", why);
    CHECK_MSG(write_save(lvl_traded, false, "sky_run_level.sav", s2, sizeof s2, why, sizeof why),
              "%s", why);
    size_t n0 = 0, n1 = 0, n2 = 0;
    uint8_t *plain = capture(lvl, s0, "sky_run_plain.png", &n0, why, sizeof why);
    uint8_t *traded = plain ? capture(lvl, s1, "sky_run_traded.png", &n1, why, sizeof why) : NULL;
    uint8_t *level = traded ? capture(lvl_traded, s2, "sky_run_level.png", &n2, why, sizeof why)
                            : NULL;
    bool differs = plain && traded && (n0 != n1 || memcmp(plain, traded, n0) != 0);
    bool same = traded && level && n1 == n2 && memcmp(traded, level, n1) == 0;
    const bool ran = level != NULL;
    free(plain);
    free(traded);
    free(level);
    CHECK_MSG(ran, "%s", why);
    CHECK_MSG(differs, "the run's frame shows the level's own sky, not the traded pointer's");
    CHECK_MSG(same, "the traded save's frame is not the frame of a level with those pointers");
}
