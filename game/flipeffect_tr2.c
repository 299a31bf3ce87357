/* TR2's flipeffects (see flipeffect.h): its own numbering of 32, as the
 * original's routine list (TRosettaStone's flipeffect table, facts from
 * TRX's TR2 effect routines). Numbers 0..4 and 11..14 keep TR1's routines;
 * the rest are TR2's: the flood, the chandelier and the global one-shot
 * sounds of its levels, the gun and mesh swaps, invisibility, the assault
 * course clock. (The bubbles are TR1's routine: the game's effect list
 * makes TR2's the same way.) The ones marked continuous end themselves (the original
 * runs the current effect every tick until it does); the others are the
 * animations' one-off calls, ended after their tick when a trigger names
 * them, as TR1's table does. TR3 keeps all 32 (game/flipeffect_tr3.c reuses
 * these routines: flipeffect_internal.h). */
#include "game/flipeffect_internal.h"

#include "game/game.h"
#include "game/mesh_table.h"
#include "game/rules/rules.h"

/* TR2's sound ids (TRX's ids_tr2 list). */
enum {
    SFX2_MASSIVE_CRASH = 24,
    SFX2_PULLEY_CRANE = 190,
    SFX2_CURTAIN = 191,
    SFX2_CHAIN_PULLEY = 278,
    SFX2_STAGE_BACKDROP = 330,
    SFX2_STONE_DOOR_SLIDE = 331,
    SFX2_BOILER = 338,
};

enum {
    FX2_TURN180 = 0,
    FX2_FLOOR_SHAKE = 1,
    FX2_LARA_NORMAL = 2,
    FX2_LARA_BUBBLES = 3,
    FX2_FINISH_LEVEL = 4,
    FX2_FLOOD = 5,
    FX2_CHANDELIER = 6,
    FX2_RUBBLE = 7,
    FX2_PISTON = 8,
    FX2_CURTAIN = 9,
    FX2_SET_CHANGE = 10,
    FX2_EXPLOSION = 11,
    FX2_LARA_HANDSFREE = 12,
    FX2_FLIP_MAP = 13,
    FX2_DRAW_RIGHTGUN = 14,
    FX2_DRAW_LEFTGUN = 15,
    FX2_MESH_SWAP_1 = 18,
    FX2_MESH_SWAP_2 = 19,
    FX2_MESH_SWAP_3 = 20,
    FX2_INV_ON = 21,
    FX2_INV_OFF = 22,
    FX2_DYN_ON = 23,
    FX2_DYN_OFF = 24,
    FX2_STATUE = 25,
    FX2_RESET_HAIR = 26,
    FX2_BOILER = 27,
    FX2_ASSAULT_RESET = 28,
    FX2_ASSAULT_STOP = 29,
    FX2_ASSAULT_START = 30,
    FX2_ASSAULT_FINISHED = 31,
    FX2_COUNT = 32,
};

static const FxEntry k_tr2[FX2_COUNT];

static void hook(FlipFx *fx, int effect, const char *what)
{
    FlipFx_HookOnce(fx, effect, k_tr2[effect].name, what);
}

/* TR2 turns the pitch over too, wherever the item is. */
void FlipFx2_Turn180(FlipFx *fx, Item *item)
{
    if (!item)
        return;
    item->rot.x = (int16_t)-item->rot.x;
    item->rot.y = (int16_t)(uint16_t)((uint16_t)item->rot.y + 0x8000u);
}

/* The water's roar for four seconds, from a point that passes Lara a
 * second in (the original places it above and below its camera's target;
 * here Lara stands for the target). */
void FlipFx2_Flood(FlipFx *fx, Item *item)
{
    int32_t t = fx->sim->flip_timer;
    if (t > 4 * SIM_TICK_HZ) {
        FlipFx_End(fx);
        fx->sim->flip_timer++;
        return;
    }
    Item *l = FlipFx_Lara(fx);
    if (l) {
        Vec3i pos = l->pos;
        pos.y += 100 * (t >= SIM_TICK_HZ ? t - SIM_TICK_HZ : SIM_TICK_HZ - t);
        FlipFx_Sound(fx, fx->rules->sounds->flood, &pos);
    }
    fx->sim->flip_timer++;
}

/* The chandelier's chain for a second. */
void FlipFx2_Chandelier(FlipFx *fx, Item *item)
{
    FlipFx_Sound(fx, SFX2_CHAIN_PULLEY, NULL);
    if (++fx->sim->flip_timer > SIM_TICK_HZ)
        FlipFx_End(fx);
}

void FlipFx2_Rubble(FlipFx *fx, Item *item)
{
    FlipFx_Sound(fx, SFX2_MASSIVE_CRASH, NULL);
    FlipFx_Shake(fx, -350);
    FlipFx_End(fx);
}

/* One global sound, then the effect ends. */
static void once(FlipFx *fx, int sfx)
{
    FlipFx_Sound(fx, sfx, NULL);
    FlipFx_End(fx);
}

void FlipFx2_Piston(FlipFx *fx, Item *item) { once(fx, SFX2_PULLEY_CRANE); }
void FlipFx2_Curtain(FlipFx *fx, Item *item) { once(fx, SFX2_CURTAIN); }
void FlipFx2_SetChange(FlipFx *fx, Item *item) { once(fx, SFX2_STAGE_BACKDROP); }
void FlipFx2_Statue(FlipFx *fx, Item *item) { once(fx, SFX2_STONE_DOOR_SLIDE); }
void FlipFx2_Boiler(FlipFx *fx, Item *item) { once(fx, SFX2_BOILER); }

void FlipFx2_DrawLeftgun(FlipFx *fx, Item *item) { FlipFx_DrawGun(fx, false); }

/* swap_meshes_with_meshswapN: the item's object's meshes trade places
 * with the game's nth mesh-swap object's (GameObjectIds.mesh_swap; every
 * item of both objects is drawn so from then on); the third's gives Lara
 * the new ones when the item is hers. */
static void mesh_swap(FlipFx *fx, Item *item, int n)
{
    Game *g = fx->game;
    if (!g || !item || item->object_id < 0 || g->rules->ids->mesh_swap[n] < 0)
        return;
    bool lara = n == 2 && g->sim->lara >= 0 && item == &g->sim->items[g->sim->lara];
    MeshTable_TradeObjects(g, item->object_id, g->rules->ids->mesh_swap[n], lara);
}

void FlipFx2_MeshSwap1(FlipFx *fx, Item *item) { mesh_swap(fx, item, 0); }
void FlipFx2_MeshSwap2(FlipFx *fx, Item *item) { mesh_swap(fx, item, 1); }
void FlipFx2_MeshSwap3(FlipFx *fx, Item *item) { mesh_swap(fx, item, 2); }

/* The item goes out of sight and comes back (cut-scene actors). */
void FlipFx2_InvOn(FlipFx *fx, Item *item)
{
    if (item)
        item->status = ITEM_STATUS_INVISIBLE;
}

void FlipFx2_InvOff(FlipFx *fx, Item *item)
{
    if (item)
        item->status = ITEM_STATUS_ACTIVE;
}

void FlipFx2_DynamicLight(FlipFx *fx, Item *item)
{
    hook(fx, FX2_DYN_ON, "the item's dynamic light on / off");
}

/* Lara's braid hangs straight down from her head again on the game's next
 * braid tick (cut-scenes call it when they move her). */
void FlipFx2_ResetHair(FlipFx *fx, Item *item)
{
    if (fx->reset_hair)
        fx->reset_hair(fx->flip_user);
}

/* The assault course's clock (the gym): the effect ends at once. */
void FlipFx2_Assault(FlipFx *fx, Item *item)
{
    hook(fx, FX2_ASSAULT_RESET, "the assault course clock");
    FlipFx_End(fx);
}

static const FxEntry k_tr2[FX2_COUNT] = {
    [FX2_TURN180] = {"TURN180", false, FlipFx2_Turn180},
    [FX2_FLOOR_SHAKE] = {"FLOOR_SHAKE", false, FlipFx_DinoStomp},
    [FX2_LARA_NORMAL] = {"LARA_NORMAL", false, FlipFx_LaraNormal},
    [FX2_LARA_BUBBLES] = {"LARA_BUBBLES", false, FlipFx_LaraBubbles},
    [FX2_FINISH_LEVEL] = {"FINISH_LEVEL", false, FlipFx_FinishLevel},
    [FX2_FLOOD] = {"FLOOD_FX", true, FlipFx2_Flood},
    [FX2_CHANDELIER] = {"CHANDELIER_FX", true, FlipFx2_Chandelier},
    [FX2_RUBBLE] = {"RUBBLE_FX", true, FlipFx2_Rubble},
    [FX2_PISTON] = {"PISTON_FX", true, FlipFx2_Piston},
    [FX2_CURTAIN] = {"CURTAIN_FX", true, FlipFx2_Curtain},
    [FX2_SET_CHANGE] = {"SETCHANGE_FX", true, FlipFx2_SetChange},
    [FX2_EXPLOSION] = {"EXPLOSION_FX", true, FlipFx_Explosion},
    [FX2_LARA_HANDSFREE] = {"LARA_HANDSFREE", false, FlipFx_LaraHandsfree},
    [FX2_FLIP_MAP] = {"FLIP_MAP", false, FlipFx_FlipMap},
    [FX2_DRAW_RIGHTGUN] = {"DRAW_RIGHTGUN", false, FlipFx_DrawRightgun},
    [FX2_DRAW_LEFTGUN] = {"DRAW_LEFTGUN", false, FlipFx2_DrawLeftgun},
    [FX2_MESH_SWAP_1] = {"MESH_SWAP1", false, FlipFx2_MeshSwap1},
    [FX2_MESH_SWAP_2] = {"MESH_SWAP2", false, FlipFx2_MeshSwap2},
    [FX2_MESH_SWAP_3] = {"MESH_SWAP3", false, FlipFx2_MeshSwap3},
    [FX2_INV_ON] = {"INV_ON", false, FlipFx2_InvOn},
    [FX2_INV_OFF] = {"INV_OFF", false, FlipFx2_InvOff},
    [FX2_DYN_ON] = {"DYN_ON", false, FlipFx2_DynamicLight},
    [FX2_DYN_OFF] = {"DYN_OFF", false, FlipFx2_DynamicLight},
    [FX2_STATUE] = {"STATUE_FX", true, FlipFx2_Statue},
    [FX2_RESET_HAIR] = {"RESET_HAIR", false, FlipFx2_ResetHair},
    [FX2_BOILER] = {"BOILER_FX", true, FlipFx2_Boiler},
    [FX2_ASSAULT_RESET] = {"ASSAULT_RESET", true, FlipFx2_Assault},
    [FX2_ASSAULT_STOP] = {"ASSAULT_STOP", true, FlipFx2_Assault},
    [FX2_ASSAULT_START] = {"ASSAULT_START", true, FlipFx2_Assault},
    [FX2_ASSAULT_FINISHED] = {"ASSAULT_FINISHED", true, FlipFx2_Assault},
};

const FlipFxTable FlipFx_TableTR2 = {k_tr2, FX2_COUNT};
