/* What the games' flipeffect tables (game/flipeffect.c for TR1,
 * game/flipeffect_tr2.c for TR2) share: the table layout, the helpers and
 * the routines that mean the same in both. Internal to game/. */
#ifndef TOMB8_GAME_FLIPEFFECT_INTERNAL_H
#define TOMB8_GAME_FLIPEFFECT_INTERNAL_H

#include "game/flipeffect.h"

typedef void (*FxFn)(FlipFx *fx, Item *item);

typedef struct {
    const char *name;
    /* The routine ends itself (FlipFx_End); otherwise a triggered run
     * ends after one tick. */
    bool continuous;
    FxFn fn;                /* NULL: no routine at this number */
} FxEntry;

struct FlipFxTable {
    const FxEntry *entries;
    int count;
};

/* A camera shake request (the original's camera bounce). */
void FlipFx_Shake(FlipFx *fx, int32_t v);
Item *FlipFx_Lara(FlipFx *fx);
/* A sound (pos NULL: global). */
void FlipFx_Sound(FlipFx *fx, int id, const Vec3i *pos);
/* The running effect ends (the original's FlipEffect = -1). */
void FlipFx_End(FlipFx *fx);
/* One log line the first time a routine needs a system not built yet. */
void FlipFx_HookOnce(FlipFx *fx, int effect, const char *name, const char *what);
/* The map flips now. */
void FlipFx_FlipMapNow(FlipFx *fx);

/* TR1's routines that TR2 keeps. */
void FlipFx_Turn180(FlipFx *fx, Item *item);
void FlipFx_DinoStomp(FlipFx *fx, Item *item);
void FlipFx_LaraNormal(FlipFx *fx, Item *item);
void FlipFx_LaraBubbles(FlipFx *fx, Item *item);
void FlipFx_FinishLevel(FlipFx *fx, Item *item);
void FlipFx_Explosion(FlipFx *fx, Item *item);
void FlipFx_LaraHandsfree(FlipFx *fx, Item *item);
void FlipFx_FlipMap(FlipFx *fx, Item *item);
void FlipFx_DrawRightgun(FlipFx *fx, Item *item);
/* The right (or left) thigh and hand trade with the pistols' object's;
 * gun_swapped's bit 0 (bit 1) records it. */
void FlipFx_DrawGun(FlipFx *fx, bool right);

/* TR2's own routines (game/flipeffect_tr2.c) that TR3 keeps at the same
 * numbers. */
void FlipFx2_Turn180(FlipFx *fx, Item *item);
void FlipFx2_Flood(FlipFx *fx, Item *item);
void FlipFx2_Chandelier(FlipFx *fx, Item *item);
void FlipFx2_Rubble(FlipFx *fx, Item *item);
void FlipFx2_Piston(FlipFx *fx, Item *item);
void FlipFx2_Curtain(FlipFx *fx, Item *item);
void FlipFx2_SetChange(FlipFx *fx, Item *item);
void FlipFx2_Statue(FlipFx *fx, Item *item);
void FlipFx2_Boiler(FlipFx *fx, Item *item);
void FlipFx2_DrawLeftgun(FlipFx *fx, Item *item);
void FlipFx2_MeshSwap1(FlipFx *fx, Item *item);
void FlipFx2_MeshSwap2(FlipFx *fx, Item *item);
void FlipFx2_MeshSwap3(FlipFx *fx, Item *item);
void FlipFx2_InvOn(FlipFx *fx, Item *item);
void FlipFx2_InvOff(FlipFx *fx, Item *item);
void FlipFx2_DynamicLight(FlipFx *fx, Item *item);
void FlipFx2_ResetHair(FlipFx *fx, Item *item);
void FlipFx2_Assault(FlipFx *fx, Item *item);

#endif
