/* The London boss's pieces shared by london.c (her routine) and
 * london_fx.c (her bolts, plasma, rings and the fusebox): internal to
 * game/objects/tr3/boss/. */
#ifndef TOMB8_GAME_OBJECTS_TR3_BOSS_LONDON_H
#define TOMB8_GAME_OBJECTS_TR3_BOSS_LONDON_H

#include "engine/sim/item.h"

struct Game;

/* Her bolts (the original's TriggerLaserBolt types). */
enum { LON_BOLT_SMALL = 0, LON_BOLT_LARGE = 1, LON_BOLT_SUMMON = 2 };

/* What an effect of O3_EXTRAFX_5 is (its counter): her plasma (harmful or
 * not: the original's flag2), or one of her rings, which the original
 * keeps in global tables (KBRings, ExpRings) and we keep as effects so
 * that they save with the game. */
enum {
    LON_FX_PLASMA = 0,
    LON_FX_PLASMA_HARMLESS = 1,
    LON_FX_KNOCKBACK = 2,
    LON_FX_SUMMON_RING = 3,
    LON_FX_EXPLOSION_RING = 4,
};

/* How many of her effects of this kind are active. */
int London3_CountFx(struct Game *g, int kind);
/* Ends every active effect of this kind. */
void London3_KillFx(struct Game *g, int kind);

/* A bolt from `pos` (for the summon: only its height offset counts, see
 * london_fx.c); `angle` its heading. */
void London3_Bolt(struct Game *g, const Item *boss, Vec3i pos, int type, int16_t angle);
/* The three knock-back rings starting round her. */
void London3_KnockBack(struct Game *g, const Item *boss);
/* One shrinking summon ring round her. */
void London3_SummonRing(struct Game *g, const Item *boss);
/* Her death's n-th explosion ring (0..5) at pos. */
void London3_ExplosionRing(struct Game *g, Vec3i pos, int room, int n);

/* Their lights (london_lights.c): a bolt's of `reach`, a plasma ball's,
 * the fusebox's shock on her (`shock`: the original's item_flags[2]) and
 * her staff's. */
struct Effect;
void London3_BoltLight(struct Game *g, const struct Effect *e, int reach);
void London3_PlasmaLight(struct Game *g, const struct Effect *e);
void London3_ShockLight(struct Game *g, const Item *it, int shock);
void London3_StaffLight(struct Game *g, const Item *it);
/* A burst as the original's green TriggerExplosionSparks: one of `extras`
 * to come with its light, then `more` of `more_extras` without. */
void London3_Burst(struct Game *g, Vec3i at, int room, int extras, int more, int more_extras);
/* The electricity over her as she dies, before her explosion
 * (london_shock.c): this tick's lines. */
void London3_DeathElectricity(struct Game *g, const Item *it);

/* Registers the effects' routines and the fusebox (O3_EXTRAFX_6). */
void London3_FxSetup(struct Game *g);
/* Registers the effects' drawing (london_draw.c). */
void London3_DrawSetup(struct Game *g);

/* Item.data_index of the boss: the fusebox's shock (the original's
 * item_flags[2], 1 once it blew), whether she dropped what she carried,
 * and whether her summon charged her for the big zap (bossdata). */
#define LON_D_SHOCK 0xFF
#define LON_D_DROPPED 0x100
#define LON_D_CHARGED 0x200

#endif
