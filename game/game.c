/* The game attached to a Sim (see game.h). */
#include "game/game.h"

#include "game/creature/creature_draw.h"
#include "game/game_audio.h"
#include "game/game_music.h"
#include "game/lara/lara_gun.h"

#include <stdio.h>
#include <string.h>

/* A flipeffect may have flipped the map (Sim.flipped) since the Game last
 * looked: every hook that reads the world catches up first. */
static void hook_control_lara(void *user, Sim *s)
{
    (void)s;
    Game_SyncFlip((Game *)user);
    Lara_Control((Game *)user);
}

static void hook_camera(void *user, Sim *s)
{
    (void)s;
    Game_SyncFlip((Game *)user);
    Camera_Update((Game *)user);
}

/* An active item's tick: its object's control routine (the original's
 * item loop); items whose object has none fall back to the hook that was
 * installed before the Game, if any. */
static void hook_control_item(void *user, Sim *s, int item)
{
    Game *g = user;
    Game_SyncFlip(g);
    const ObjectInfo *o = Object_Info(g, s->items[item].object_id);
    if (o->control)
        o->control(g, item);
    else if (g->chained.control_item)
        g->chained.control_item(g->chained.user, s, item);
}

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

/* Forwarders to the hooks that were installed before the Game (see
 * Game.chained). */

/* The effects' tick (game/effects), then whatever was installed before. */
static void hook_control_effects(void *user, Sim *s)
{
    Game *g = user;
    Game_SyncFlip(g);
    Effect_Control(g);
    if (g->chained.control_effects)
        g->chained.control_effects(g->chained.user, s);
}

static void fwd_sounds(void *user, Sim *s)
{
    Game *g = user;
    g->chained.sounds(g->chained.user, s);
}

static void fwd_flipeffect(void *user, Sim *s)
{
    Game *g = user;
    g->chained.flipeffect(g->chained.user, s);
}

bool Game_Attach(Game *g, Sim *sim, char *err, size_t err_cap)
{
    memset(g, 0, sizeof(*g));
    g->sim = sim;
    g->lv = sim->level;
    if (!World_Init(&g->world, sim->level, err, err_cap))
        return false;
    g->world.flipped = sim->flipped;
    g->world.hooks.user = g;
    g->world.hooks.floor = hook_object_floor;
    g->world.hooks.ceiling = hook_object_ceiling;
    /* As the original's level load: the object table, then every item's
     * set-up in item order, then Lara. */
    Effect_Init(g);
    Object_SetupAll(g);
    Object_InitialiseItems(g);
    g->sink_box = -1;
    Lara_Init(g);
    Inventory_InitLara(g);
    Camera_Init(g);
    /* The original seeds both streams again once Lara is placed. */
    Prng_SeedBoth(&sim->prng, PRNG_DEMO_SEED);
    g->chained = sim->hooks;
    sim->hooks.user = g;
    sim->hooks.control_item = hook_control_item;
    sim->hooks.control_effects = hook_control_effects;
    sim->hooks.sounds = g->chained.sounds ? fwd_sounds : NULL;
    sim->hooks.flipeffect = g->chained.flipeffect ? fwd_flipeffect : NULL;
    sim->hooks.control_lara = hook_control_lara;
    sim->hooks.camera = hook_camera;
    return true;
}

void Game_Free(Game *g)
{
    /* Give the Sim back the hooks it had before the Game. */
    if (g->sim && g->sim->hooks.user == g)
        g->sim->hooks = g->chained;
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

void Game_ConnectAudio(Game *g, GameAudio *ga)
{
    g->effects.play_sound = ga->fx.play_sound;
    g->effects.sound_user = ga->fx.user;
    ga->fx.lara_bubbles = Effect_FlipBubbles;
    ga->fx.bubbles_user = g;
    ga->fx.camera_bounce_out = &g->camera.bounce;
    ga->fx.camera_pos = &g->camera.pos;
}

int Game_DrawItem(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    int n = Gun_DrawLara(user, s, item, t, out, cap);
    return n >= 0 ? n : Creature_DrawItem(user, s, item, t, out, cap);
}
