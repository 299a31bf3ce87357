/* One tick of the game, in the original's order (see game.h). Everything a
 * tick does is named here, in the order it happens; the engine supplies
 * only what any game needs (the input word, the interpolation snapshots,
 * the tick count). */
#include "game/game.h"

#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"
#include "game/effects/weather.h"
#include "game/game_audio.h"

/* The original's item loop: every item on the active list runs its
 * object's control routine (Lara is run on her own, later). The successor
 * is read after the item ran: an item that leaves the list during its own
 * control still leads on. With animate_all (benchmarks) every item. */
static void control_items(Game *g)
{
    Sim *s = g->sim;
    if (s->animate_all) {
        for (uint32_t i = 0; i < s->num_items; i++) {
            const ObjectInfo *o = Object_Info(g, s->items[i].object_id);
            if ((int)i != s->lara && o->control)
                o->control(g, (int)i);
        }
        return;
    }
    int i = s->next_active;
    for (uint32_t guard = 0; i != ITEM_NONE && i >= 0 && (uint32_t)i < s->num_items &&
                             guard < s->num_items;
         guard++) {
        const ObjectInfo *o = Object_Info(g, s->items[i].object_id);
        if (i != s->lara && o->control)
            o->control(g, i);
        i = s->items[i].next_active;
    }
}

/* Lara's tick; a cut-scene runs no Lara code (TR1: she animates in place;
 * TR2: GameRules.cutscene's, she plays at the scene's origin). */
static void control_lara(Game *g)
{
    Sim *s = g->sim;
    if (s->lara < 0)
        return;
    if (g->cutscene && g->rules && g->rules->cutscene && g->rules->cutscene->lara_control)
        g->rules->cutscene->lara_control(g);
    else if (g->cutscene)
        Sim_AnimateInPlace(s, s->lara);
    else
        Lara_Control(g);
}

static void update_camera(Game *g)
{
    if (g->cutscene)
        Camera_UpdateCutscene(g);
    else
        Camera_Update(g);
}

void Game_Tick(Game *g, InputWord w)
{
    Sim_BeginTick(g->sim, w);
    g->lights.count = 0;
    g->bolts.count = 0;
    control_items(g);
    Effect_Control(g);
    if (g->rules && g->rules->gunfire_alert && !g->cutscene && g->sim->lara >= 0)
        g->rules->gunfire_alert(g);
    control_lara(g);
    if (g->sparks)
        Spark3_Update(g); /* looks, on the pool's own random stream */
    if (g->water3)
        Splash3_Update(g); /* the same, on its own stream */
    update_camera(g);
    if (g->rules && g->rules->swarm)
        g->rules->swarm->tick(g);
    if (g->weather)
        Weather_Tick(g); /* cosmetic, on its own random stream */
    if (g->audio) {
        GameAudio_Sounds(g->audio);
        FlipFx_RunTick(&g->audio->fx);
    }
    Sim_EndTick(g->sim);
}
