/* Flipeffects (see flipeffect.h). Timings and sound ids are the original
 * TR1 routines' (facts: which sound at which tick of the effect timer). */
#include "game/flipeffect.h"

#include "engine/core/log.h"
#include "game/flipeffect_internal.h"
#include "game/game.h"
#include "game/mesh_table.h"
#include "game/rules/rules.h"

/* A camera shake request: kept here (tests, saves) and handed to the game's
 * camera when one is connected (the original sets its camera's bounce). */
void FlipFx_Shake(FlipFx *fx, int32_t v)
{
    fx->camera_bounce = v;
    if (fx->camera_bounce_out)
        *fx->camera_bounce_out = v;
}

Item *FlipFx_Lara(FlipFx *fx)
{
    return fx->sim && fx->sim->lara >= 0 ? &fx->sim->items[fx->sim->lara] : NULL;
}

void FlipFx_Sound(FlipFx *fx, int id, const Vec3i *pos)
{
    if (fx->play_sound)
        fx->play_sound(fx->user, id, pos);
}

void FlipFx_End(FlipFx *fx)
{
    fx->sim->flip_effect = -1;
}

/* First use of a routine whose real work belongs to a system not built yet. */
void FlipFx_HookOnce(FlipFx *fx, int effect, const char *name, const char *what)
{
    if (fx->logged & (1u << effect))
        return;
    fx->logged |= 1u << effect;
    Log_Info("flipeffect %s: %s (hook: not implemented yet)", name, what);
}

static void hook_once(FlipFx *fx, int effect, const char *what)
{
    FlipFx_HookOnce(fx, effect, FlipFx_Name(effect), what);
}

void FlipFx_Turn180(FlipFx *fx, Item *item)
{
    if (!item)
        return;
    item->rot.y = (int16_t)(uint16_t)((uint16_t)item->rot.y + 0x8000u);
    /* Under water the roll also turns the pitch over. */
    const Level *lv = fx->sim->level;
    if (item->room >= 0 && (uint32_t)item->room < lv->num_rooms &&
        (lv->rooms[item->room].flags & ROOM_FLAG_WATER))
        item->rot.x = (int16_t)-item->rot.x;
}

void FlipFx_DinoStomp(FlipFx *fx, Item *item)
{
    /* A shake that fades with the stomper's distance from the camera (the
     * original's formula: within 16 tiles on every axis, 100 at the camera
     * down to 0 at 16 tiles). Without a camera (engine-only runs) a fixed
     * request stands in. */
    if (!fx->camera_pos || !item) {
        FlipFx_Shake(fx, -100);
        return;
    }
    int32_t dx = item->pos.x - fx->camera_pos->x, dy = item->pos.y - fx->camera_pos->y,
            dz = item->pos.z - fx->camera_pos->z;
    const int32_t limit = 16 * 1024;
    if (dx > -limit && dx < limit && dy > -limit && dy < limit && dz > -limit && dz < limit) {
        int32_t dist = (int32_t)(((int64_t)dx * dx + (int64_t)dy * dy + (int64_t)dz * dz) / 256);
        FlipFx_Shake(fx, (int32_t)(((int64_t)1024 * 1024 - dist) * 100 / (1024 * 1024)));
    }
}

void FlipFx_LaraNormal(FlipFx *fx, Item *item)
{
    Item *l = FlipFx_Lara(fx);
    if (l && l->model >= 0) {
        int first = Sim_ModelFirstAnim(fx->sim->level, &fx->sim->level->models[l->model]);
        if (first >= 0)
            Anim_SetAnim(fx->sim->level, l, first + SIM_LARA_START_ANIM, -1);
    }
    /* the camera part is Lara_Animate's (game/lara) */
}

void FlipFx_LaraBubbles(FlipFx *fx, Item *item)
{
    Item *l = item ? item : FlipFx_Lara(fx);
    if (!l)
        return;
    if (fx->lara_bubbles) {
        fx->lara_bubbles(fx->bubbles_user, l);
        return;
    }
    FlipFx_Sound(fx, fx->rules->sounds->lara_bubbles, &l->pos);
    hook_once(fx, FX_LARA_BUBBLES, "bubble particle at the head mesh");
}

void FlipFx_FinishLevel(FlipFx *fx, Item *item) { fx->level_complete = true; }

static void fx_earthquake(FlipFx *fx, Item *item)
{
    int32_t t = fx->sim->flip_timer;
    if (t == 0) {
        FlipFx_Sound(fx, fx->rules->sounds->earthquake_a, NULL);
        FlipFx_Shake(fx, -250);
    } else if (t == 3) {
        FlipFx_Sound(fx, fx->rules->sounds->earthquake_b, NULL);
    } else if (t == 35) {
        FlipFx_Sound(fx, fx->rules->sounds->earthquake_a, NULL);
    } else if (t == 20 || t == 50 || t == 70) {
        FlipFx_Sound(fx, fx->rules->sounds->stairs2slope, NULL);
    }
    if (++fx->sim->flip_timer > 105)
        FlipFx_End(fx);
}

static void fx_flood(FlipFx *fx, Item *item)
{
    if (fx->sim->flip_timer > SIM_TICK_HZ) {
        FlipFx_End(fx);
    } else {
        Item *l = FlipFx_Lara(fx);
        FlipFx_Sound(fx, fx->rules->sounds->flood, l ? &l->pos : NULL);
    }
    fx->sim->flip_timer++;
}

static void fx_raisingblock(FlipFx *fx, Item *item)
{
    FlipFx_Sound(fx, fx->rules->sounds->raisingblock, NULL);
    FlipFx_End(fx);
}

static void fx_stairs2slope(FlipFx *fx, Item *item)
{
    if (fx->sim->flip_timer == 5) {
        FlipFx_Sound(fx, fx->rules->sounds->stairs2slope, NULL);
        FlipFx_End(fx);
    }
    fx->sim->flip_timer++;
}

static void fx_sand(FlipFx *fx, Item *item)
{
    int32_t t = fx->sim->flip_timer;
    if (t > 120) {
        FlipFx_End(fx);
    } else {
        if (t == 0)
            FlipFx_Sound(fx, fx->rules->sounds->sand_a, NULL);
        if ((t >= 3 && t <= 120))
            FlipFx_Sound(fx, fx->rules->sounds->sand_b, NULL);
        if (t == 3 || t == 35)
            FlipFx_Sound(fx, fx->rules->sounds->powerup, NULL);
    }
    fx->sim->flip_timer++;
}

static void fx_powerup(FlipFx *fx, Item *item)
{
    if (fx->sim->flip_timer > SIM_TICK_HZ) {
        FlipFx_End(fx);
    } else {
        Item *l = FlipFx_Lara(fx);
        FlipFx_Sound(fx, fx->rules->sounds->powerup, l ? &l->pos : NULL);
    }
    fx->sim->flip_timer++;
}

void FlipFx_Explosion(FlipFx *fx, Item *item)
{
    FlipFx_Sound(fx, fx->rules->sounds->explosion, NULL);
    FlipFx_Shake(fx, -75);
    FlipFx_End(fx);
}

void FlipFx_LaraHandsfree(FlipFx *fx, Item *item)
{
    fx->hands_free_pending = true;
    /* Lara_Animate frees her hands (game/lara) */
}

void FlipFx_FlipMapNow(FlipFx *fx)
{
    /* The original flips the rooms there and then. */
    if (fx->flip_map)
        fx->flip_map(fx->flip_user);
    fx->flip_count++;
}

void FlipFx_FlipMap(FlipFx *fx, Item *item)
{
    FlipFx_FlipMapNow(fx);
}

/* draw_right_gun / draw_left_gun: her thigh and hand meshes on that side
 * trade places with the pistols' object's (the game's mesh table: the
 * holstered pistol comes into her hand, her bare hand goes to the
 * pistols' object; again, and they trade back), in fx->game; without one
 * only gun_swapped records it. */
void FlipFx_DrawGun(FlipFx *fx, bool right)
{
    fx->gun_swapped ^= right ? 1u : 2u;
    Game *g = fx->game;
    if (!g)
        return;
    int pistols = g->rules->ids->lara_pistols;
    MeshTable_TradeWithLara(g, right ? LARA_MESH_THIGH_R : LARA_MESH_THIGH_L, pistols);
    MeshTable_TradeWithLara(g, right ? LARA_MESH_HAND_R : LARA_MESH_HAND_L, pistols);
}

void FlipFx_DrawRightgun(FlipFx *fx, Item *item) { FlipFx_DrawGun(fx, true); }

/* TR1's draw_right_gun: the right thigh and hand of the item's own object
 * (a cut-scene actor's, in its cut scenes) trade with the pistols'
 * object's; Lara shows what she showed (a slot of hers reading the
 * pistols' holstered gun keeps it). */
static void fx_draw_rightgun_tr1(FlipFx *fx, Item *item)
{
    fx->gun_swapped ^= 1u;
    Game *g = fx->game;
    if (!g || !item)
        return;
    int pistols = g->rules->ids->lara_pistols;
    MeshTable_TradeSlot(g, item->object_id, pistols, LARA_MESH_THIGH_R);
    MeshTable_TradeSlot(g, item->object_id, pistols, LARA_MESH_HAND_R);
}

static void fx_chainblock(FlipFx *fx, Item *item)
{
    if (fx->sim->flip_timer == 0)
        FlipFx_Sound(fx, fx->rules->sounds->chainblock_a, NULL);
    fx->sim->flip_timer++;
    if (fx->sim->flip_timer == 55) {
        FlipFx_Sound(fx, fx->rules->sounds->chainblock_b, NULL);
        FlipFx_End(fx);
    }
}

static void fx_flicker(FlipFx *fx, Item *item)
{
    int32_t t = fx->sim->flip_timer;
    if (t > 125) {
        FlipFx_FlipMapNow(fx);
        FlipFx_End(fx);
    } else if (t == 90 || t == 92 || t == 105 || t == 107) {
        FlipFx_FlipMapNow(fx);
    }
    fx->sim->flip_timer++;
}

static const FxEntry k_tr1[FX_TR1_COUNT] = {
    [FX_TURN180] = {"TURN180", false, FlipFx_Turn180},
    [FX_DINO_STOMP] = {"DINO_STOMP", false, FlipFx_DinoStomp},
    [FX_LARA_NORMAL] = {"LARA_NORMAL", false, FlipFx_LaraNormal},
    [FX_LARA_BUBBLES] = {"LARA_BUBBLES", false, FlipFx_LaraBubbles},
    [FX_FINISH_LEVEL] = {"FINISH_LEVEL", false, FlipFx_FinishLevel},
    [FX_EARTHQUAKE] = {"EARTHQUAKE_FX", true, fx_earthquake},
    [FX_FLOOD] = {"FLOOD_FX", true, fx_flood},
    [FX_RAISINGBLOCK] = {"RAISINGBLOCK_FX", false, fx_raisingblock},
    [FX_STAIRS2SLOPE] = {"STAIRS2SLOPE_FX", true, fx_stairs2slope},
    [FX_SAND] = {"SAND_FX", true, fx_sand},
    [FX_POWERUP] = {"POWERUP_FX", true, fx_powerup},
    [FX_EXPLOSION] = {"EXPLOSION_FX", false, FlipFx_Explosion},
    [FX_LARA_HANDSFREE] = {"LARA_HANDSFREE", false, FlipFx_LaraHandsfree},
    [FX_FLIP_MAP] = {"FLIP_MAP", false, FlipFx_FlipMap},
    [FX_DRAW_RIGHTGUN] = {"DRAW_RIGHTGUN", false, fx_draw_rightgun_tr1},
    [FX_CHAINBLOCK] = {"CHAINBLOCK_FX", true, fx_chainblock},
    [FX_FLICKER] = {"FLICKER_FX", true, fx_flicker},
};

const FlipFxTable FlipFx_TableTR1 = {k_tr1, FX_TR1_COUNT};

/* The level's game's table (GameRules.flipeffects; TR1's without one). */
static const FlipFxTable *table_of(const FlipFx *fx)
{
    return fx->rules->flipeffects ? fx->rules->flipeffects : &FlipFx_TableTR1;
}

void FlipFx_Init(FlipFx *fx, Sim *sim)
{
    *fx = (FlipFx){0};
    fx->sim = sim;
    fx->rules = GameRules_For(sim && sim->level ? sim->level->game : GAME_TR1);
}

const char *FlipFx_Name(int effect)
{
    if (effect < 0 || effect >= FX_TR1_COUNT)
        return "UNKNOWN";
    return k_tr1[effect].name;
}

bool FlipFx_IsContinuous(int effect)
{
    return effect >= 0 && effect < FX_TR1_COUNT && k_tr1[effect].continuous;
}

int FlipFx_Count(void) { return FX_TR1_COUNT; }

bool FlipFx_SameInLaterGames(int effect)
{
    return effect <= FX_FINISH_LEVEL || (effect >= FX_EXPLOSION && effect <= FX_DRAW_RIGHTGUN);
}

static void run(FlipFx *fx, Item *item, int effect)
{
    /* Counted for TR1's numbers (the counts are saved in that size). */
    if (effect < FX_TR1_COUNT)
        fx->calls[effect]++;
    if (fx->rules->flipeffect_runs && !fx->rules->flipeffect_runs(effect)) {
        if (!(fx->logged & 0x40000000u)) {
            fx->logged |= 0x40000000u;
            Log_Info("flipeffect %d: TR2/TR3 meaning differs from TR1 (hook: not implemented yet)",
                     effect);
        }
        if (fx->sim->flip_effect == effect)
            FlipFx_End(fx);
        return;
    }
    table_of(fx)->entries[effect].fn(fx, item);
}

/* A number the game's table has a routine for. */
static bool known(const FlipFx *fx, int effect)
{
    const FlipFxTable *t = table_of(fx);
    return effect >= 0 && effect < t->count && t->entries[effect].fn;
}

void FlipFx_Call(FlipFx *fx, Item *item, int effect)
{
    if (!known(fx, effect)) {
        if (!(fx->logged & 0x80000000u)) {
            fx->logged |= 0x80000000u;
            Log_Warn("flipeffect %d: not an effect of this game, ignored", effect);
        }
        return;
    }
    /* As the original: the routine runs directly and shares the global
     * effect timer (a one-shot that "ends the effect" ends a running
     * continuous one too). */
    run(fx, item, effect);
}

void FlipFx_Trigger(FlipFx *fx, int effect)
{
    if (!known(fx, effect))
        return;
    fx->sim->flip_effect = effect;
    fx->sim->flip_timer = 0;
}

void FlipFx_RunTick(FlipFx *fx)
{
    int32_t e = fx->sim->flip_effect;
    if (known(fx, e)) {
        run(fx, NULL, e);
        if (!table_of(fx)->entries[e].continuous && fx->sim->flip_effect == e)
            fx->sim->flip_effect = -1;
    }
    /* after the effect, as the original's control phase (TR3's gym; idle
     * elsewhere) */
    GymClock_Tick(&fx->gym);
}

void FlipFx_AnimEvent(void *user, Item *item, int effect)
{
    FlipFx_Call((FlipFx *)user, item, effect);
}
