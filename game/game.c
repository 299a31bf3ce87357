/* The game attached to a Sim (see game.h). */
#include "game/game.h"

#include "game/creature/creature_rules.h"
#include "game/game_audio.h"
#include "game/game_music.h"
#include "game/mesh_table.h"
#include "game/objects/tr3/general/targets_tr3.h"
#include "game/trigger_internal.h"

#include <stdio.h>
#include <string.h>

/* The World's floor / ceiling functions of items named by a trigger. */
static void hook_object_floor(void *user, int item, int32_t x, int32_t y, int32_t z,
                              int32_t *height)
{
    Game *g = user;
    if (item < 0 || (uint32_t)item >= g->sim->num_items)
        return;
    const ObjectInfo *o = Object_Info(g, g->sim->items[item].object_id);
    if (o->floor)
        o->floor(g, item, x, y, z, height);
}

static void hook_object_ceiling(void *user, int item, int32_t x, int32_t y, int32_t z,
                                int32_t *height)
{
    Game *g = user;
    if (item < 0 || (uint32_t)item >= g->sim->num_items)
        return;
    const ObjectInfo *o = Object_Info(g, g->sim->items[item].object_id);
    if (o->ceiling)
        o->ceiling(g, item, x, y, z, height);
}

bool Game_Attach(Game *g, Sim *sim, char *err, size_t err_cap)
{
    memset(g, 0, sizeof(*g));
    g->sim = sim;
    g->lv = sim->level;
    g->rules = GameRules_For(sim->level->game);
    if (!World_Init(&g->world, sim->level, err, err_cap))
        return false;
    g->world.hooks.user = g;
    g->world.hooks.floor = hook_object_floor;
    g->world.hooks.ceiling = hook_object_ceiling;
    /* As the original's level load: the object table, then every item's
     * set-up in item order, then Lara. */
    Effect_Init(g);
    Object_SetupAll(g);
    Object_InitialiseItems(g);
    g->sink_box = -1;
    if (!MeshTable_Init(g)) {
        snprintf(err, err_cap, "out of memory (mesh table)");
        return false;
    }
    Lara_Init(g);
    /* The pick-ups creatures carry (TR2) leave sight once Lara is set up. */
    if (Creature_Rules(g)->gather_carried)
        Creature_Rules(g)->gather_carried(g);
    /* TR3's AI objects give the creatures on their spots their bits. */
    if (Creature_Rules(g)->gather_ai)
        Creature_Rules(g)->gather_ai(g);
    Inventory_InitLara(g);
    Camera_Init(g);
    /* The original seeds both streams again once Lara is placed. */
    Prng_SeedBoth(&sim->prng, PRNG_DEMO_SEED);
    sim->world = &g->world;
    return true;
}

void Game_Free(Game *g)
{
    if (g->sim && g->sim->world == &g->world)
        g->sim->world = NULL;
    if (g->sim && g->mesh_map && g->sim->mesh_map == g->mesh_map)
        g->sim->mesh_map = NULL;
    World_Free(&g->world);
    Object_FreeAll(g);
}

static void music_play_hook(void *user, int track) { GameMusic_PlayCdTrack(user, track); }

void Game_SetMusic(Game *g, Music *m)
{
    g->music_user = m;
    g->music_play = m ? music_play_hook : NULL;
    /* Stopping a trigger's track would stop the level's ambient track too
     * (one music stream here): left playing. */
    g->music_stop = NULL;
}

Item *Game_LaraItem(Game *g)
{
    if (!g->sim || g->sim->lara < 0)
        return NULL;
    return &g->sim->items[g->sim->lara];
}

static void flip_map_hook(void *user) { Game_FlipMap(user); }
static void reset_hair_hook(void *user) { LaraHair_Reset(&((Game *)user)->hair); }
static void play_music_hook(void *user, int track) { Trigger_MusicPlay(user, track); }
static bool lara_rides_hook(void *user) { return ((Game *)user)->lara.vehicle >= 0; }
/* only TR3's table calls it (its gym's ASSAULT_START) */
static void reset_targets_hook(void *user) { Targets3_Reset(user); }

void Game_SetAudio(Game *g, GameAudio *ga)
{
    g->audio = ga;
    ga->fx.flip_map = flip_map_hook;
    ga->fx.flip_user = g;
    ga->fx.game = g;
    ga->fx.reset_hair = reset_hair_hook;
    ga->fx.play_music = play_music_hook;
    ga->fx.lara_rides = lara_rides_hook;
    ga->fx.reset_targets = reset_targets_hook;
}

void Game_ConnectAudio(Game *g, GameAudio *ga)
{
    Game_SetAudio(g, ga);
    g->effects.play_sound = ga->fx.play_sound;
    g->effects.play_sound_pitch = GameAudio_SoundAtPitch;
    g->effects.sound_user = ga->fx.user;
    ga->fx.lara_bubbles = Effect_FlipBubbles;
    ga->fx.bubbles_user = g;
    ga->fx.camera_bounce_out = &g->camera.bounce;
    ga->fx.camera_pos = &g->camera.pos;
}

int Game_DrawItem(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    const Game *g = user;
    if (!g || !g->rules->draw_item)
        return -1;
    return g->rules->draw_item(user, s, item, t, out, cap);
}
