/* Cut-scenes (game/camera/cinematic.c through the gameflow runner): CUT1.PHD
 * plays its whole cut-scene headless, as the gameflow after Qualopec has
 * it (origin, angle, track): one tick per cinematic frame, the camera on
 * the level's frames, the actors at the origin playing their animations,
 * then the sequence goes on. Frames drawn every 100 ticks are hashed
 * against tests/golden/cutscene.txt ("CUT1 TICK HASH" lines;
 * TOMB8_UPDATE_GOLDEN=1 prints fresh ones). */
#include "tests/test.h"

#include "engine/render/render.h"
#include "game/app/runner.h"
#include "game/mesh_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char k_cut1_flow[] = "gameflow 1\n"
                                  "level LEVEL3B.PHD \"Tomb of Qualopec\"\n"
                                  "  play\n"
                                  "  cutscene CUT1.PHD\n"
                                  "  stats\n"
                                  "end\n"
                                  "cutscene CUT1.PHD \"Cut Scene 1\"\n"
                                  "  origin-x 36668\n"
                                  "  origin-z 63180\n"
                                  "  angle -23312\n"
                                  "  music 23\n"
                                  "end\n";

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

static void quiet(void *user, const char *line)
{
    (void)user;
    (void)line;
}

typedef struct {
    uint32_t world_ticks;
    int32_t first_frame, last_frame;
    Vec3i actor_pos;
    int16_t actor_yaw;
    bool actors_moved;
    int32_t actor_frame0;
} CutLog;

static void on_world_tick(void *user, Sim *s, Game *g)
{
    CutLog *log = user;
    if (log->world_ticks == 0) {
        log->first_frame = g->camera.cine.frame;
        log->actor_frame0 = s->items[0].frame;
    }
    log->last_frame = g->camera.cine.frame;
    log->actor_pos = s->items[0].pos;
    log->actor_yaw = s->items[0].rot.y;
    if (s->items[0].frame != log->actor_frame0)
        log->actors_moved = true;
    log->world_ticks++;
}

/* cfg for running `flow` (parsed into a heap Gameflow, *out and cfg->gf:
 * free it after Runner_Free) with the levels of dir, quiet; false with the
 * parser's line in err */
static bool cut_config(RunConfig *cfg, Gameflow **out, const char *flow, const char *name,
                       const char *dir, char *err, size_t cap)
{
    memset(cfg, 0, sizeof *cfg);
    Gameflow *gf = *out = malloc(sizeof *gf);
    if (!gf || !Gameflow_Parse(flow, strlen(flow), name, gf, err, cap)) {
        free(gf);
        *out = NULL;
        return false;
    }
    cfg->gf = gf;
    Install_OpenAny(&cfg->install, dir);
    cfg->announce = quiet;
    return true;
}

TEST(cutscene_cut1_plays_whole)
{
    const char *cut = Test_SharedPath("tr1/CUT1.PHD");
    if (!cut)
        SKIP("shared tr1/CUT1.PHD not present");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", cut);
    *strrchr(dir, '/') = '\0';

    char err[512];
    RunConfig cfg;
    Gameflow *gf;
    CHECK_MSG(cut_config(&cfg, &gf, k_cut1_flow, "cut1", dir, err, sizeof err), "%s", err);
    CutLog log;
    memset(&log, 0, sizeof log);
    cfg.user = &log;
    cfg.world_tick = on_world_tick;
    Runner *r = Runner_Create(&cfg, err, sizeof err);
    CHECK(r);
    /* LEVEL3B is not there: the cut-scene is the first thing that plays. */
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_CUTSCENE);
    const Level *lv = Runner_Level(r);
    CHECK(lv && lv->num_cinematic_frames == 1600);

    size_t gsize = 0;
    uint8_t *golden = Test_ReadFile("tests/golden/cutscene.txt", &gsize);
    bool update = getenv("TOMB8_UPDATE_GOLDEN") != NULL;
    char *g = calloc(gsize + 1, 1);
    if (golden)
        memcpy(g, golden, gsize);
    free(golden);
    Renderer *rd = Render_Create(lv, 320, 240, NULL, err, sizeof err);
    CHECK_MSG(rd, "%s", err);
    uint8_t *fb = malloc(320 * 240);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    int hashed = 0, missing = 0;
    char bad[200] = "";
    uint32_t tick = 0;
    while (Runner_Phase(r) == RUN_PHASE_CUTSCENE && tick < 5000) {
        Runner_Step(r, 0);
        tick++;
        if (tick % 100 != 0 || Runner_Phase(r) != RUN_PHASE_CUTSCENE)
            continue;
        RenderCamera cam;
        CHECK(Runner_View(r, &cam));
        CHECK(Runner_BuildDraws(r, 65536, &dl));
        Render_SetFlipped(rd, Sim_Flipped(Runner_Sim(r)));
        Render_Frame(rd, &cam, dl.meshes, dl.num_meshes, dl.sprites, dl.num_sprites, fb);
        char line[128];
        snprintf(line, sizeof line, "cutscene CUT1 %u", tick);
        Test_DumpFrame(line, fb, 320 * 240);
        snprintf(line, sizeof line, "CUT1 %u %016llx", tick,
                 (unsigned long long)fnv1a(fb, 320 * 240));
        if (update) {
            printf("%s\n", line);
        } else if (!strstr(g, line)) {
            missing++;
            if (!bad[0])
                snprintf(bad, sizeof bad, "%s", line);
        }
        hashed++;
    }
    /* One tick per frame but the last: 1599 ticks, then the sequence goes
     * on (nothing after it here: no title, so the run is over). */
    CHECK_EQ(tick, 1599);
    CHECK_EQ(log.world_ticks, 1599);
    CHECK_EQ(log.first_frame, 0);
    CHECK_EQ(log.last_frame, 1598);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_QUIT);
    /* The actors stand at the gameflow's origin (the first actor's height),
     * turned by its angle, and play their animation. */
    CHECK_EQ(log.actor_pos.x, 36668);
    CHECK_EQ(log.actor_pos.z, 63180);
    CHECK_EQ(log.actor_pos.y, 4864);
    CHECK_EQ(log.actor_yaw, -23312);
    CHECK(log.actors_moved);
    CHECK_EQ(hashed, 15);
    CHECK_MSG(missing == 0, "%d frames differ from tests/golden/cutscene.txt, first: %s", missing,
              bad);
    SimDraw_Free(&dl);
    free(fb);
    Render_Destroy(rd);
    free(g);
    Runner_Free(r);
    free(gf);
}

/* A cut-scene is skipped by action newly pressed (as the original's select
 * or deselect); holding it from before does not skip. */
TEST(cutscene_skip)
{
    const char *cut = Test_SharedPath("tr1/CUT1.PHD");
    if (!cut)
        SKIP("shared tr1/CUT1.PHD not present");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", cut);
    *strrchr(dir, '/') = '\0';
    char err[512];
    RunConfig cfg;
    Gameflow *gf;
    CHECK_MSG(cut_config(&cfg, &gf, k_cut1_flow, "cut1", dir, err, sizeof err), "%s", err);
    Runner *r = Runner_Create(&cfg, err, sizeof err);
    CHECK(r);
    for (int i = 0; i < 10; i++)
        Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_CUTSCENE);
    Runner_Step(r, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_QUIT);
    Runner_Free(r);
    free(gf);
}

/* A gameflow mesh swap of a cut-scene actor is drawn through the game's
 * mesh table: the actor's slot 2 shows the source object's mesh; with the
 * source's pointers traded with the actor's, it shows the pointer's new
 * mesh (the actor's own). */
TEST(cutscene_mesh_swap_draws_through_the_mesh_table)
{
    const char *cut = Test_SharedPath("tr1/CUT1.PHD");
    if (!cut)
        SKIP("shared tr1/CUT1.PHD not present");
    char dir[4096], err[512];
    snprintf(dir, sizeof dir, "%s", cut);
    *strrchr(dir, '/') = '\0';
    /* the actor (the first item's object) and another model of 3+ meshes
     * whose slot 2 differs from the actor's */
    Level *lv0 = calloc(1, sizeof *lv0);
    CHECK(lv0 && Level_Load(cut, lv0, err, sizeof err));
    int actor = -1, source = -1;
    uint32_t own_actor = 0, own_source = 0;
    if (lv0 && lv0->num_items > 0) {
        const Model *a = Level_FindModel(lv0, (uint32_t)lv0->items[0].object_id);
        for (uint32_t i = 0; a && a->num_meshes > 2 && i < lv0->num_models; i++) {
            const Model *m = &lv0->models[i];
            if (m->id != a->id && m->num_meshes > 2 &&
                lv0->mesh_index[m->start_mesh + 2] != lv0->mesh_index[a->start_mesh + 2]) {
                actor = (int)a->id;
                source = (int)m->id;
                own_actor = lv0->mesh_index[a->start_mesh + 2];
                own_source = lv0->mesh_index[m->start_mesh + 2];
                break;
            }
        }
        Level_Free(lv0);
    }
    free(lv0);
    if (actor < 0)
        SKIP("CUT1 has no second model to swap from");
    char flow[1024];
    snprintf(flow, sizeof flow,
             "gameflow 1\n"
             "level LEVEL3B.PHD \"Tomb of Qualopec\"\n  play\n  cutscene CUT1.PHD\nend\n"
             "cutscene CUT1.PHD \"Cut Scene 1\"\n"
             "  origin-x 36668\n  origin-z 63180\n  angle -23312\n"
             "  mesh-swap %d %d 2\n"
             "end\n",
             actor, source);
    RunConfig cfg;
    Gameflow *gf;
    CHECK_MSG(cut_config(&cfg, &gf, flow, "cutswap", dir, err, sizeof err), "%s", err);
    Runner *r = Runner_Create(&cfg, err, sizeof err);
    CHECK_MSG(r, "%s", err);
    if (!r) {
        free(gf);
        return;
    }
    for (int i = 0; i < 10; i++)
        Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_CUTSCENE);
    const Sim *s = Runner_Sim(r);
    int item = -1;
    for (uint32_t i = 0; item < 0 && i < s->num_items; i++)
        if (s->items[i].object_id == actor)
            item = (int)i;
    CHECK(item >= 0);
    uint32_t shown[2] = {0, 0};
    for (int pass = 0; pass < 2 && item >= 0; pass++) {
        if (pass == 1)
            MeshTable_TradeObjects(Runner_Game(r), source, actor, false);
        AnimPose pose;
        Sim_ItemPoseInterp(s, item, 65536, &pose);
        SimDrawList dl;
        memset(&dl, 0, sizeof dl);
        CHECK(Runner_BuildDraws(r, 65536, &dl));
        int found = 0;
        for (size_t i = 0; i < dl.num_meshes; i++) {
            const Mat34 *w = &dl.meshes[i].world;
            if (!memcmp(w->m, pose.mesh[2].m, sizeof w->m) &&
                !memcmp(w->t, pose.mesh[2].t, sizeof w->t)) {
                shown[pass] = dl.meshes[i].mesh;
                found++;
            }
        }
        CHECK_EQ(found, 1);
        SimDraw_Free(&dl);
    }
    CHECK_EQ(shown[0], own_source);
    CHECK_EQ(shown[1], own_actor);
    Runner_Free(r);
    free(gf);
}

/* In-game cinematics (Midas's touch, the Scion): the camera plays the
 * level's frames from an item's place, one frame a tick from frame 1 (the
 * original moves on before it shows), stopping on the last. */
TEST(cutscene_in_game_cinematic_camera)
{
    const char *cut = Test_SharedPath("tr1/CUT1.PHD");
    if (!cut)
        SKIP("shared tr1/CUT1.PHD not present");
    Level lv;
    Sim sim;
    Game *g = calloc(1, sizeof *g);
    char err[512];
    CHECK_MSG(Level_Load(cut, &lv, err, sizeof err), "%s", err);
    SimConfig cfg = {.animate_all = false};
    CHECK(Sim_Init(&sim, &lv, &cfg, err, sizeof err));
    CHECK(Game_Attach(g, &sim, err, sizeof err));
    Vec3i at = {40000, 5000, 60000};
    Camera_InvokeCinematic(g, at, 0x4000);
    CHECK_EQ(g->camera.type, CAM_CINEMATIC);
    for (int i = 0; i < 3; i++)
        Camera_Update(g);
    CHECK_EQ(g->camera.cine.frame, 3);
    CHECK_EQ(g->camera.type, CAM_CINEMATIC);
    /* yaw 0x4000: sin 16384, cos 0; target x = origin + tz, z = origin - tx */
    const CinematicFrame *f = &lv.cinematic_frames[3];
    CHECK_EQ(g->camera.target.x, at.x + f->rot_z2);
    CHECK_EQ(g->camera.target.y, at.y + f->rot_z);
    CHECK_EQ(g->camera.target.z, at.z - f->rot_y);
    CHECK_EQ(g->camera.pos.x, at.x + f->pos_x);
    CHECK_EQ(g->camera.pos.z, at.z - f->pos_z);
    CHECK_EQ(g->camera.cine.fov, f->fov);
    g->camera.cine.frame = (int32_t)lv.num_cinematic_frames - 2;
    Camera_Update(g);
    Camera_Update(g);
    CHECK_EQ(g->camera.cine.frame, (int32_t)lv.num_cinematic_frames - 1);
    Game_Free(g);
    Sim_Free(&sim);
    Level_Free(&lv);
    free(g);
}
