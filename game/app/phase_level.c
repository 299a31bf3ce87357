/* The level phase (see runner_internal.h): a level being played. Its
 * start loads the level and gives Lara what she brings (a whole game's;
 * a single level's Lara starts as the level places her); each tick runs
 * the death check, then the inventory ring's phase (phase_ring.c) when
 * a ring is up, or else the world, the level's timer and statistics; its
 * end records what Lara carries on. */
#include "game/app/runner_internal.h"

#include "engine/audio/music.h"
#include "engine/math/fixed.h"
#include "game/effects/weather.h"
#include "game/inventory/inventory.h"
#include "game/objects/creatures/bacon_lara.h"

/* What Lara brings into the level (a whole game's): her start info, the
 * block's gifts and removals, the mirror Lara. */
static void apply_start(Runner *r, const GameflowLevel *lv)
{
    Game *g = &r->game;
    r->st.level_start = r->st.start;
    if (lv->remove_guns)
        Start_RemoveGuns(&r->st.level_start);
    if (lv->remove_scions)
        Start_RemoveScions(&r->st.level_start);
    if (lv->remove_ammo)
        Start_RemoveAmmo(&r->st.level_start);
    /* a TR2/TR3 script's start animation: she opens the level in it. It
     * comes before her kit as in the original (Lara's set-up, then the
     * inventory's), whose gun set-up then leaves her hands free (armless)
     * while the animation plays. */
    if (lv->has_start_anim && lv->start_anim > 0 && Game_LaraItem(g) &&
        !Lara_StartLevelAnim(g, lv->start_anim))
        Run_Announce(r, "%s: no extra animations for the start animation %d", lv->file,
                     (int)lv->start_anim);
    Start_Apply(&r->st.level_start, g);
    /* a TR2/TR3 script's items given on arrival (the original gives them
     * to a level started anew, not to a loaded save) */
    Start_GiveScriptItems(g, lv->start_inv, GF_INV_MAX);
    for (int i = 0; i < lv->num_give; i++)
        for (int k = 0; k < lv->give[i].count; k++)
            Inventory_Add(g, lv->give[i].object_id);
    if (lv->mirror_room >= 0 && !BaconLara_SetAnchor(g, lv->mirror_room))
        Run_Announce(r, "%s: no room %d for the mirror Lara", lv->file, (int)lv->mirror_room);
}

/* The gym's quad bike key (GameObjectIds.gym_key): picked up there once
 * (the records' quad_key), she has it at every later visit and the one in
 * the level is gone, as the original's level start (after the script's
 * gifts). */
static void gym_key_start(Runner *r, const GameflowLevel *lv)
{
    Game *g = &r->game;
    int key = g->rules->ids->gym_key;
    if (lv->kind != GF_LEVEL_GYM || key < 0 || !r->gym.quad_key)
        return;
    Inventory_Add(g, key);
    Sim *s = &r->sim;
    for (uint32_t i = 0; i < s->level_items; i++) {
        if (s->items[i].object_id == key) {
            s->items[i].status = ITEM_STATUS_INVISIBLE;
            Sim_RemoveDrawn(s, (int)i);
            break;
        }
    }
}

/* ...and it is kept once she has it in the gym (the original's
 * Inv_AddItem there). */
static void gym_key_kept(Runner *r, const Game *g)
{
    int key = g->rules->ids->gym_key;
    if (key >= 0 && !r->gym.quad_key && r->cfg.gf->levels[r->st.level].kind == GF_LEVEL_GYM &&
        Inventory_Count(g, key) > 0)
        r->gym.quad_key = 1;
}

bool Run_StartLevel(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    const GameflowLevel *lv = &gf->levels[r->st.level];
    char path[INSTALL_PATH_MAX];
    if (!Run_FindLevel(r, r->st.level, path, sizeof path)) {
        if (!r->missing_level[r->st.level])
            Run_AnnounceMissing(r, lv->file, lv->title, "skipped");
        r->missing_level[r->st.level] = true;
        return false;
    }
    if (!Run_LoadEx(r, path, true, r->cfg.single_level && r->cfg.demo_start))
        return false;
    Game *g = &r->game;
    /* The script's bottomless depth for the level (its "no floor"). Its
     * deadly water is read nowhere by the original: nothing here either. */
    g->world.no_floor = lv->no_floor;
    g->cold_water = lv->cold_water || (r->cfg.single_level && Gameflow_ColdWaterFile(path));
    g->strobes_wait_alarm =
        lv->strobes_wait_alarm || (r->cfg.single_level && Gameflow_StrobesWaitFile(path));
    /* TR3's rain and snow: the script's level, or a level played alone by
     * its file's name (a TR3 level only: the table names TR3's files) */
    Weather_Start(g, lv->weather ? lv->weather
                     : r->cfg.single_level && g->lv->game == GAME_TR3
                         ? Weather_OfLevelFile(path) : WEATHER_NONE);
    g->fish_shoals = lv->fish_shoals;
    /* the level's own rules: the script's, or a level played alone by its
     * file's name */
    g->level_rules = lv->level_rules;
    if (r->cfg.single_level && g->rules->level_rules)
        g->level_rules |= g->rules->level_rules(-1, path);
    if (!r->cfg.single_level)
        apply_start(r, lv);
    gym_key_start(r, lv);
    Stats_Begin(&r->st.stats, r->st.level, lv->title, &r->lv);
    /* TR3's levels have the original's secret totals, not their triggers' */
    if (r->cfg.gf->level_secrets && lv->has_num_secrets)
        r->st.stats.secrets_total = lv->num_secrets;
    r->secrets_seen = g->secrets;
    Run_PlayMusic(r, lv->music, true);
    RingEnv env = r->cfg.ring_env;
    env.save = r->cfg.save;
    env.in_gym = lv->kind == GF_LEVEL_GYM;
    /* the script's names of this level's keys and puzzle pieces */
    for (int i = 0; i < GF_ITEM_NAMES && i < RING_NAMED_ITEMS; i++)
        env.level_names[i] = lv->item_names[i];
    UiSession_Init(&r->ui, g, &env);
    r->st.phase = RUN_PHASE_LEVEL;
    r->st.phase_ticks = 0;
    r->st.death_overlay = 1;
    return true;
}

/* The same level again, with what Lara had when it began. */
void Run_RestartLevel(Runner *r)
{
    r->st.start = r->st.level_start;
    /* start_level applies the block's remove-guns again: harmless. */
    if (!Run_StartLevel(r)) {
        r->st.step++;
        Run_Steps(r);
    }
}

/* The original counts three secrets in every level of the game but its
 * last two (its final statistics' sum), and nothing of the gym; TR3 each
 * level's own total but the bonus level's. */
static void add_to_totals(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    if (r->st.level < 0 || r->st.level >= gf->num_levels ||
        gf->levels[r->st.level].kind != GF_LEVEL_NORMAL)
        return;
    if (gf->level_secrets) {
        /* TR3: every secret found of each level's total, but the bonus
         * level's (the original's GameStats) */
        if (r->st.level != gf->bonus_level)
            Stats_AddLevelSecrets(&r->st.totals, &r->st.stats);
        else
            Stats_AddToTotals(&r->st.totals, &r->st.stats, false);
        return;
    }
    int after = 0;
    for (int l = Gameflow_NextLevel(gf, r->st.level); l >= 0; l = Gameflow_NextLevel(gf, l))
        after++;
    Stats_AddToTotals(&r->st.totals, &r->st.stats, after >= 2);
}

void Run_FinishLevel(Runner *r)
{
    Game *g = &r->game;
    Stats_Update(&r->st.stats, g);
    if (Game_LaraItem(g))
        Start_FromGame(&r->st.start, g);
    if (r->st.level >= 0 && r->st.level < r->cfg.gf->num_levels &&
        r->cfg.gf->levels[r->st.level].takes_artefacts)
        Start_RemoveArtefacts(&r->st.start);
    add_to_totals(r);
    r->st.played = true;
    /* The original stops the level's sounds and music at its end. */
    if (r->ga.music)
        Music_Stop(r->ga.music);
    r->pcm = NULL;
    r->st.step++;
    Run_Steps(r);
}

/* A TR2/TR3 script's secret reward: given when the level's three secrets
 * (numbers 0..2, the stone, jade and gold dragons) are all found, as the
 * original does on picking up the third. */
static void secret_reward(Runner *r)
{
    const uint32_t all = 7u;
    bool had = (r->secrets_seen & all) == all;
    r->secrets_seen = r->game.secrets;
    if (!had && (r->game.secrets & all) == all && r->st.level >= 0)
        Start_GiveScriptItems(&r->game, r->cfg.gf->levels[r->st.level].secret_inv, GF_INV_MAX);
}

/* TR2's distance travelled: how far Lara moved this tick (the original
 * adds it at the end of her control, from her last position). */
static void add_distance(Game *g, Vec3i before)
{
    const Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int64_t dx = lara->pos.x - before.x, dy = lara->pos.y - before.y, dz = lara->pos.z - before.z;
    g->distance += Math_Sqrt64((uint64_t)(dx * dx + dy * dy + dz * dz));
}

void Run_LevelTick(Runner *r, InputWord w)
{
    Game *g = &r->game;
    if (!r->cfg.scripted && Run_DeathCheck(r, w))
        return;
    if (Run_RingStart(r)) {
        Run_RingTick(r, w);
        if (r->st.phase != RUN_PHASE_LEVEL)
            return;
    } else {
        const Item *lara = Game_LaraItem(g);
        Vec3i before = lara ? lara->pos : (Vec3i){0, 0, 0};
        Game_Tick(g, w);
        if (g->rules && g->rules->tr2_statistics)
            add_distance(g, before);
        r->st.stats.timer++;
        UiSession_EndTick(&r->ui, g);
        Stats_Update(&r->st.stats, g);
        if (!r->cfg.single_level)
            secret_reward(r);
        r->pcm = GameAudio_EndTick(&r->ga);
        gym_key_kept(r, g);
        Run_KeepGymRecords(r);
        if (r->cfg.world_tick)
            r->cfg.world_tick(r->cfg.user, &r->sim, g);
    }
    if (!r->cfg.single_level && (g->level_complete || r->ga.fx.level_complete))
        Run_FinishLevel(r);
}

/* The HUD, or the ring's phase; the pause's word. */
void Run_LevelDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    if (!r->have_game)
        return;
    if (UiSession_RingOpen(&r->ui))
        Run_RingDraw(r, rd, c);
    else
        UiSession_Draw(&r->ui, &r->game, rd, c);
    if (paused)
        Hud_DrawPause(c);
}
