/* The cut-scene phase (see runner_internal.h): the items and effects run,
 * the camera shows the next cinematic frame (not the chase camera), and
 * after the last frame it ends; action/select/deselect newly pressed
 * skips it. Its actors are drawn with the gameflow's mesh swaps. */
#include "game/app/runner_internal.h"

#include "engine/audio/music.h"

#include <string.h>

bool Run_StartCutscene(Runner *r, int c)
{
    const Gameflow *gf = r->cfg.gf;
    const GameflowCutscene *cs = &gf->cutscenes[c];
    char path[INSTALL_PATH_MAX];
    if (!Run_FindFile(r, cs->file, path, sizeof path)) {
        if (!r->missing_cutscene[c])
            Run_AnnounceMissing(r, cs->file, cs->title, "skipped");
        r->missing_cutscene[c] = true;
        return false;
    }
    if (!Run_Load(r, path, true))
        return false;
    if (r->lv.num_cinematic_frames < 2) {
        Run_Tell(r, "%s: no cinematic frames; skipped", cs->file);
        return false;
    }
    Game *g = &r->game;
    /* A cut-scene runs the items and effects, then its camera: Lara (if
     * the file has one) animates in place, as TR1 runs no Lara there, or
     * plays her part (TR2, GameRules.cutscene). */
    g->cutscene = true;
    Camera_StartCutscene(g);
    if (cs->has_origin_x)
        g->camera.cine.origin.x = cs->origin_x;
    if (cs->has_origin_z)
        g->camera.cine.origin.z = cs->origin_z;
    if (cs->has_angle)
        g->camera.cine.angle = cs->angle;
    if (g->rules && g->rules->cutscene && g->rules->cutscene->lara_start)
        g->rules->cutscene->lara_start(g);
    if (cs->flip_map)
        Game_FlipMap(g);
    Camera_UpdateCutscene(g); /* the first frame before the first tick */
    Run_PlayMusic(r, cs->music, false);
    r->st.cutscene = c;
    r->st.phase = RUN_PHASE_CUTSCENE;
    r->st.phase_ticks = 0;
    return true;
}

void Run_FinishCutscene(Runner *r)
{
    if (r->ga.music)
        Music_Stop(r->ga.music);
    r->pcm = NULL;
    r->st.cutscene = -1;
    r->st.step++;
    Run_Steps(r);
}

void Run_CutsceneTick(Runner *r, InputWord w)
{
    Game *g = &r->game;
    if ((w & ~r->st.input_prev) & SKIP_KEYS) {
        Run_FinishCutscene(r);
        return;
    }
    Game_Tick(g, w);
    r->pcm = GameAudio_EndTick(&r->ga);
    if (r->cfg.world_tick)
        r->cfg.world_tick(r->cfg.user, &r->sim, g);
    g->camera.cine.frame++;
    if ((uint32_t)g->camera.cine.frame >= r->lv.num_cinematic_frames - 1)
        Run_FinishCutscene(r);
}

/* Cut-scene actors with the gameflow's mesh swaps (Lara's holsters in
 * CUT2 and CUT4); outside cut-scenes everything the game's way (Lara with
 * her guns, creatures with their head turns). */
int Run_DrawItem(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    Runner *r = user;
    if (item == s->lara || r->st.phase != RUN_PHASE_CUTSCENE || r->st.cutscene < 0)
        return Game_DrawItem(&r->game, s, item, t, out, cap);
    const GameflowCutscene *cs = &r->cfg.gf->cutscenes[r->st.cutscene];
    const Item *it = &s->items[item];
    const Level *lv = s->level;
    bool swapped = false;
    for (int i = 0; i < cs->num_mesh_swaps; i++)
        swapped |= cs->mesh_swaps[i].actor == it->object_id;
    if (!swapped || it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return -1;
    const Model *m = &lv->models[it->model];
    AnimPose pose;
    Sim_ItemPoseInterp(s, item, t, &pose);
    int n = 0;
    for (int k = 0; k < pose.num_meshes && n < cap; k++) {
        uint32_t ptr = (uint32_t)m->start_mesh + (uint32_t)k;
        for (int i = 0; i < cs->num_mesh_swaps; i++) {
            const GameflowMeshSwap *sw = &cs->mesh_swaps[i];
            const Model *src = Level_FindModel(lv, (uint32_t)sw->source);
            if (sw->actor == it->object_id && sw->mesh == k && src && k < src->num_meshes)
                ptr = (uint32_t)src->start_mesh + (uint32_t)k;
        }
        if (ptr >= lv->num_mesh_pointers)
            break;
        RenderMeshDraw *d = &out[n++];
        memset(d, 0, sizeof *d);
        d->mesh = Sim_MeshAt(s, ptr);
        d->world = pose.mesh[k];
        d->light_mode = RENDER_LIGHT_ROOM;
        if (it->intensity >= 0) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(it->intensity, 0, 0x1FFF);
        }
    }
    return n;
}
