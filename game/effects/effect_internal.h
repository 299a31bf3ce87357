/* What the effect list (effect.c) and the effect kinds share. Each kind is
 * one file: its control routine, registered in the object table for its
 * object ids by its setup function (listed once in effect.c), and its
 * spawners (declared in effect.h). Not for use outside game/effects/.
 *
 *   blood.c       O_BLOOD1         ricochet.c   O_RICOCHET1
 *   gun_flash.c   O_GUN_FLASH      splash.c     O_SPLASH1
 *   bubble.c      O_BUBBLES1       explosion.c  O_EXPLOSION1
 *   body_part.c   O_BODY_PART      sparkle.c    O_TWINKLE, O_DART_EFFECT
 *   missile.c     O_MISSILE1..3    ember.c      O_LAVA
 *   flame.c       O_FLAME          effect_draw.c  drawing them all
 *   missile_tr2.c O2_MISSILE_KNIFE, O2_MISSILE_HARPOON (TR2's, set up by
 *                 the creatures that throw them: Effect_SetupMissilesTR2)
 *   missile_tr3.c O3_DIVER_HARPOON, O3_KNIFE (TR3's: Effect_SetupMissilesTR3) */
#ifndef TOMB8_GAME_EFFECTS_EFFECT_INTERNAL_H
#define TOMB8_GAME_EFFECTS_EFFECT_INTERNAL_H

#include "engine/math/matrix.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object_ids.h"

static inline bool Effect_Ok(int fx) { return fx >= 0 && fx < EFFECT_MAX; }

/* Registers `fn` as the effect control of object id `id` (nothing for the
 * -1 of a kind the game lacks). */
static inline void Effect_Register(struct Game *g, int id, void (*fn)(struct Game *, int))
{
    if (id >= 0 && id < OBJECT_MAX)
        g->objects[id].effect_control = fn;
}

/* ---- bubble_tr3.c --------------------------------------------------------- */

/* One tick of a bubble TR3's spawner made (Effect_Bubble3), as tomb3's
 * ControlBubble1: it sways, rises ever faster and leaves a ripple where it
 * comes up. False, nothing done, for TR1's and TR2's bubbles. */
bool Bubble3_Control(struct Game *g, int fx);

/* ---- effect.c ------------------------------------------------------------- */

/* The object's mesh count as effects read it (EffectList.mesh_count; 0 for
 * ids out of range). */
int16_t Effect_MeshesOf(const struct Game *g, int id);
/* Along the heading at the effect's speed, on the floor plane. */
void Effect_MoveFlat(Effect *e);
/* One sprite frame every `every` ticks, gone after the last. */
void Effect_StepFrames(struct Game *g, int fx, Effect *e, int every);
/* A sound at an item of the level (its number is the emitter). */
void Effect_ItemSound(struct Game *g, Item *item, int sound_id);
/* The model an item is drawn with, NULL when out of range. */
const Model *Effect_ItemModel(const Level *lv, const Item *it);
/* The start of the mesh walk shared by the joint position and the
 * exploding death (see effect.c). */
void Effect_WalkBegin(MatStack *st, const Item *it, const AnimFrame *f);
/* The hit Lara feels from effect fx over the next ticks. */
void Effect_LaraHitBy(struct Game *g, int fx);

/* ---- effect_draw.c -------------------------------------------------------- */

/* The palette entry nearest an RGB colour (index 0, the see-through texel,
 * left out). */
uint8_t Effect_NearestColour(const Level *lv, int r, int g, int b);
/* ---- flame.c --------------------------------------------------------------- */

/* Whether Lara is on the floor of the lowest sector under her (where a
 * lava floor burns her). */
bool Effect_LaraOnLowestFloor(struct Game *g, const Item *lara);

/* ---- flame_tr2.c ------------------------------------------------------------ */

/* Whether a flame rides on Lara (the original's Lara.burn). */
bool Effect_LaraBurning(struct Game *g);

/* ---- missile.c ------------------------------------------------------------ */

/* Aims a projectile at three quarters of the way up Lara's box, then
 * spreads it by up to +-256 (pitch first, then yaw) from the control
 * stream (every game's projectiles). */
void Effect_AimAtLara(struct Game *g, Effect *e);
/* A knife or harpoon a creature throws or shoots (TR2's, and TR3's
 * diver's, which kept TR2's numbers): effect `object_id` at (x, y, z)
 * heading yrot, flying at 150, shade 0xE00, aimed at Lara
 * (Effect_AimAtLara). EFFECT_NONE when none is free. */
int Effect_AimedMissile(struct Game *g, int object_id, int32_t x, int32_t y, int32_t z, int16_t yrot,
                        int room);

/* ---- explosion.c ---------------------------------------------------------- */

/* A projectile or body part turning into an explosion where it is. */
void Effect_BecomeExplosion(struct Game *g, Effect *e);

/* ---- the kinds' setups (effect.c calls them from Effect_SetupKinds) ------- */

void Blood_Setup(struct Game *g);
void Ricochet_Setup(struct Game *g);
void GunFlash_Setup(struct Game *g);
void Splash_Setup(struct Game *g);
void Bubble_Setup(struct Game *g);
void Explosion_Setup(struct Game *g);
void BodyPart_Setup(struct Game *g);
void Sparkle_Setup(struct Game *g);
void Missile_Setup(struct Game *g);
void Ember_Setup(struct Game *g);
void Flame_Setup(struct Game *g);

#endif
