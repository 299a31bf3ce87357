/* TR2's cut-scenes and demos from the real script (issue 22): an install
 * folder made at test time of the shared TOMBPC.DAT, the shared TR2 level
 * as the title and as data\cut1.TR2 (it carries 181 cinematic frames), and
 * nothing else: the Great Wall is absent, so a new game goes straight to
 * the script's first cut-scene ([16,0] its angle, [5,0] the scene). There
 * Lara leads, as the original's cut-scene player: the origin of the camera
 * frames is where she starts, she is put on her first animation facing
 * the script's angle and plays it there; after the last frame the script
 * goes on. The demo levels ([7,19..21]: boat, keel, skidoo) are tried from
 * the title after its idle time; the shared level has no demo data, so
 * none plays and the title comes back (a demo with data is not tested: no
 * shared TR2 level has one). Nothing from ../shared is kept. */
#include "tests/test.h"

#include "engine/anim/anim.h"
#include "engine/level/script.h"
#include "engine/math/fixed.h"
#include "game/app/runner.h"
#include "game/game.h"
#include "game/gameflow/install.h"
#include "game/gameflow/tr2_script.h"
#include "game/inventory/ring.h"
#include "game/camera/camera.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool copy_file(const char *from, const char *to)
{
    size_t n;
    uint8_t *d = Test_ReadFile(from, &n);
    if (!d)
        return false;
    FILE *f = fopen(to, "wb");
    bool ok = f && fwrite(d, 1, n, f) == n;
    if (f)
        ok = fclose(f) == 0 && ok;
    free(d);
    return ok;
}

static void quiet(void *user, const char *line)
{
    (void)user;
    (void)line;
}

typedef struct {
    int ticks;
    bool lara_at_origin, camera_placed;
    int16_t first_anim;
    int32_t first_frame;
    bool frames_moved;
    Vec3i origin;
    int16_t angle;
} CutLog;

/* Each cut-scene tick: Lara where the origin is, turned by the angle, and
 * the camera of the frame shown placed from that origin. */
static void on_tick(void *user, Sim *s, Game *g)
{
    CutLog *log = user;
    if (!g->cutscene || s->lara < 0)
        return;
    const Item *lara = &s->items[s->lara];
    if (log->ticks == 0) {
        log->first_anim = lara->anim;
        log->first_frame = lara->frame;
        log->lara_at_origin = log->camera_placed = true;
    }
    if (lara->frame != log->first_frame)
        log->frames_moved = true;
    /* placed at the origin, then moved by one animate step at most (a
     * running animation's speed) */
    int32_t dx = lara->pos.x - log->origin.x, dz = lara->pos.z - log->origin.z;
    if (dx * dx + dz * dz > 256 * 256 || lara->rot.y != log->angle)
        log->lara_at_origin = false;
    const CinematicFrame *f = &g->lv->cinematic_frames[g->camera.cine.frame];
    int32_t c = Math_Cos(log->angle), sn = Math_Sin(log->angle);
    int32_t cx = f->pos_z, cy = f->pos_y, cz = f->pos_x;
    if (g->camera.pos.x != log->origin.x + ((sn * cz + c * cx) >> W2V_SHIFT) ||
        g->camera.pos.y != log->origin.y + cy ||
        g->camera.pos.z != log->origin.z + ((c * cz - sn * cx) >> W2V_SHIFT))
        log->camera_placed = false;
    log->ticks++;
}

/* DIR/data with the script, the title and cut1 (the shared level). */
static bool make_install(const char *dir, const char *dat, const char *level)
{
    char data[PATH_MAX + 8], to[PATH_MAX + 32];
    snprintf(data, sizeof data, "%s/data", dir);
    mkdir(dir, 0755);
    mkdir(data, 0755);
    snprintf(to, sizeof to, "%s/TOMBPC.DAT", data);
    if (!copy_file(dat, to))
        return false;
    snprintf(to, sizeof to, "%s/title.TR2", data);
    if (!copy_file(level, to))
        return false;
    snprintf(to, sizeof to, "%s/cut1.TR2", data);
    return copy_file(level, to);
}

static Runner *open_run(const char *dir, Gameflow *gf, CutLog *log, char *err, size_t cap)
{
    const char *dat = Test_SharedPath("tr2/TOMBPC.DAT");
    const char *level = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    Script s;
    if (!dat || !level || !make_install(dir, dat, level) || !Script_Load(dat, &s, err, cap))
        return NULL;
    bool ok = Gameflow_FromScript(&s, gf, err, cap);
    Script_Free(&s);
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    if (!ok || !Install_Open(&cfg.install, dir, err, cap))
        return NULL;
    cfg.announce = quiet;
    cfg.user = log;
    cfg.world_tick = on_tick;
    return Runner_Create(&cfg, err, cap);
}

/* The title's ring: New Game on the passport. */
static void new_game(Runner *r)
{
    for (int i = 0; i < 20; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    for (int i = 0; i < 40; i++)
        Runner_Step(r, 0);
    Runner_Step(r, INPUT_ACTION);
    for (int i = 0; i < 200 && Runner_Phase(r) == RUN_PHASE_TITLE; i++)
        Runner_Step(r, 0);
}

TEST(tr2_cutscene_from_script_lara_leads)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT") || !Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    char dir[PATH_MAX], err[512];
    snprintf(dir, sizeof dir, "%s/tr2cut", Test_TmpDir());
    Gameflow *gf = malloc(sizeof *gf);
    CutLog *log = calloc(1, sizeof *log);
    Runner *r = open_run(dir, gf, log, err, sizeof err);
    CHECK_MSG(r != NULL, "%s", err);
    if (!r) {
        free(gf);
        free(log);
        return;
    }
    /* the script's cut-scene 1 has its angle ([16,0]) */
    int c = Gameflow_FindCutscene(gf, "data\\cut1.TR2");
    CHECK(c >= 0);
    if (c >= 0)
        CHECK(gf->cutscenes[c].has_angle && gf->cutscenes[c].angle == 0);
    new_game(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_CUTSCENE);
    const Level *lv = Runner_Level(r);
    Game *g = Runner_Game(r);
    CHECK(lv && lv->num_cinematic_frames == 181);
    if (!lv || Runner_Phase(r) != RUN_PHASE_CUTSCENE || g->sim->lara < 0) {
        Runner_Free(r);
        free(gf);
        free(log);
        return;
    }
    /* the origin: where Lara starts in the file */
    int lara = g->sim->lara;
    log->origin = lv->items[lara].pos;
    log->angle = 0;
    CHECK_EQ(g->camera.cine.origin.x, log->origin.x);
    CHECK_EQ(g->camera.cine.origin.z, log->origin.z);
    int ticks = 0;
    while (Runner_Phase(r) == RUN_PHASE_CUTSCENE && ticks < 1000) {
        Runner_Step(r, 0);
        ticks++;
    }
    /* one tick per frame but the last, then the script goes on */
    CHECK_EQ(ticks, 180);
    CHECK_EQ(log->ticks, 180);
    CHECK(Runner_Phase(r) != RUN_PHASE_CUTSCENE);
    /* Lara: her first animation, played at the origin, turned by the angle */
    const Model *m = Level_FindModel(lv, 0);
    CHECK(m && log->first_anim == (int16_t)m->animation);
    CHECK(log->frames_moved);
    CHECK(log->lara_at_origin);
    CHECK(log->camera_placed);
    Runner_Free(r);
    free(gf);
    free(log);
}

/* The script's demo levels are tried after the title's idle time; without
 * demo data none plays and the title stays. */
TEST(tr2_demo_levels_without_data_keep_the_title)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT") || !Test_SharedPath("tr2/RANDO_TEST1.TR2"))
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    char dir[PATH_MAX], err[512];
    snprintf(dir, sizeof dir, "%s/tr2demo", Test_TmpDir());
    Gameflow *gf = malloc(sizeof *gf);
    CutLog *log = calloc(1, sizeof *log);
    Runner *r = open_run(dir, gf, log, err, sizeof err);
    CHECK_MSG(r != NULL, "%s", err);
    if (!r) {
        free(gf);
        free(log);
        return;
    }
    char to[PATH_MAX + 32];
    snprintf(to, sizeof to, "%s/data/boat.tr2", dir); /* the first demo level */
    CHECK(copy_file(Test_SharedPath("tr2/RANDO_TEST1.TR2"), to));
    int demos = 0;
    for (int l = 0; l < gf->num_levels; l++)
        demos += gf->levels[l].demo;
    CHECK_EQ(demos, 3);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    bool left = false;
    for (int i = 0; i < 3000; i++) {
        Runner_Step(r, 0);
        left = left || Runner_Phase(r) != RUN_PHASE_TITLE;
    }
    CHECK(!left);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    Runner_Free(r);
    free(gf);
    free(log);
}

/* The actors (O2_PLAYER_1..10) in a cut-scene: each tick at the origin
 * (where Lara starts), turned by the scene's angle, active. The shared
 * level has no actor model: the test lends the donor's one-mesh model of
 * the smallest id above Lara's to O2_PLAYER_2 as a stand-in. */
TEST(tr2_cutscene_actors_stand_at_the_origin)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    bool lent = false;
    for (uint32_t i = 0; i < b->donor.num_models && !lent; i++)
        if (b->donor.models[i].id > 0 && b->donor.models[i].num_meshes == 1 &&
            !Level_FindModel(&b->donor, O2_PLAYER_2)) {
            b->donor.models[i].id = O2_PLAYER_2;
            lent = true;
        }
    CHECK(lent);
    int r = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, r, 3 * 1024 + 512, 0, 2 * 1024 + 512, 0, 0);
    LB_AddItem(&b->lb, O2_PLAYER_2, r, 5 * 1024 + 512, 0, 6 * 1024 + 512, 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "cut_actors_tr2.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    bool ok = path && t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    CHECK_MSG(ok, "level not built/opened: %s", err);
    if (!ok) {
        free(t);
        return;
    }
    Game *g = &t->g;
    int actor = -1;
    for (uint32_t i = 0; i < g->sim->num_items; i++)
        if (g->sim->items[i].object_id == O2_PLAYER_2)
            actor = (int)i;
    CHECK(actor >= 0);
    g->cutscene = true;
    Camera_StartCutscene(g);
    g->camera.cine.angle = 0x4000;
    Vec3i origin = g->camera.cine.origin;
    CHECK_EQ(origin.x, 3 * 1024 + 512);
    CHECK_EQ(origin.z, 2 * 1024 + 512);
    TestGame_Step(t, 0, 3);
    if (actor >= 0) {
        const Item *it = &g->sim->items[actor];
        /* placed there, then moved by its animation's speed along its
         * heading (+x at 0x4000) in the tick's animate step */
        CHECK_EQ(it->pos.z, origin.z);
        CHECK(it->pos.x >= origin.x && it->pos.x - origin.x < 256);
        CHECK_EQ(it->rot.y, 0x4000);
        CHECK_EQ(it->status, ITEM_STATUS_ACTIVE);
    }
    TestGame_Delete(t);
}
