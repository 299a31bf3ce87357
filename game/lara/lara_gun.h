/* Lara's guns: drawing and holstering (driven by INPUT_DRAW and the gun
 * status), the choice of weapon, ammunition, aiming at targets and firing.
 * The above-water handler calls Gun_Control once per tick after her
 * collision and room update, as the original does. */
#ifndef TOMB8_GAME_LARA_LARA_GUN_H
#define TOMB8_GAME_LARA_LARA_GUN_H

#include "engine/render/render.h"
#include "engine/sim/sim.h"
#include "engine/sim/sim_draw.h"
#include "game/creature/creature.h"

struct Game;

/* A game's gun code (GameRules.guns): its weapon table, the weapon models'
 * object ids and its per-tick routine. TR1's is Gun_RulesTR1 (its guns as
 * they were), TR2's Gun_RulesTR2 (game/lara/lara_gun_tr2*.c), TR3's
 * Gun_RulesTR3 (TR2's code with TR3's objects, lara_gun_tr3.c). The type is
 * game/lara's own (lara_gun_internal.h). */
struct GunRules;
extern const struct GunRules Gun_RulesTR1;
extern const struct GunRules Gun_RulesTR2;
extern const struct GunRules Gun_RulesTR3;

/* Light sources of this tick that the renderer does not show yet (a flare
 * in Lara's hand or on the floor, a gun flash): the original adds each as
 * a dynamic light (position, intensity 0..31 and fall-off in 1024-unit
 * steps, as its AddDynamicLight takes them). Game.lights is emptied at the
 * start of every tick and filled by the routines that make light, in the
 * order the original calls AddDynamicLight; a renderer takes it as it is
 * after the tick. Nothing in the simulation reads it back. */
#define GUN_LIGHTS_MAX 16
typedef struct {
    Vec3i pos;
    int16_t room;
    int16_t intensity;
    int16_t falloff;
} GunLight;
typedef struct {
    int count;
    GunLight light[GUN_LIGHTS_MAX];
} GunLights;
/* The tick's lights into the draw list for the renderer
 * (Render_SetDynamicLights), in order, as many as fit. */
void Gun_AppendLightDraws(const GunLights *l, SimDrawList *dl);
/* How many gun types the game has (TR1 LGT_COUNT, TR2 LGT_COUNT_TR2). */
int Gun_TypeCount(const struct Game *g);
/* Adds one (dropped when the record is full). */
void Gun_AddLight(GunLights *l, Vec3i pos, int room, int intensity, int falloff);
/* Adds one given as TR3's TriggerDynamic takes it: its reach in 256-unit
 * steps (nothing at 0; under 8 the colour dims by reach / 8, as TR3 dims
 * it) and a colour of 0..31 a channel. Our lights are white powers of
 * two: the reach becomes the nearest power of two (by its logarithm) and
 * the brightest channel, halved, the intensity. */
void Gun_AddLightTR3(GunLights *l, Vec3i pos, int room, int reach, int r, int g, int b);

/* ---- TR2's flares and projectiles (for their items, game/objects/tr2) ---- */

/* Ticks a TR2 flare burns (60 seconds). */
#define GUN_FLARE_MAX_AGE 1800

/* The light of a flare `age` ticks old at pos (one number of the draw
 * stream for its flicker): added to Game.lights; 1 while it burns bright
 * enough to show its flame, 0 when not (burnt out, or a flicker). */
int Gun_FlareLight(struct Game *g, Vec3i pos, int room, int age);
/* TR3's: a flare burns 30 seconds; its light (tomb3 laraflar.cpp
 * DoFlareLight) flares up over its first 16 ticks, flickers over its last
 * 90 and dies down over its last 24, moved and coloured by the control
 * stream (lara_gun_tr3.c). */
#define GUN_FLARE_MAX_AGE_TR3 900
int Gun_FlareLightTR3(struct Game *g, Vec3i pos, int room, int age);
/* A burning flare's sound (at sound_at) and, under water, its bubbles. */
void Gun_FlareBurn(struct Game *g, Vec3i sound_at, Vec3i pos, int room);
/* Lara takes a burning flare item back into her hand (the flare item's
 * pick-up calls it at the pick-up frame): it keeps burning from its age,
 * the item is gone. False (nothing done) when a flare is already hers. */
bool Gun_TakeFlare(struct Game *g, int item);
/* Damage from Lara's weapons (the grenade's blast, a harpoon bolt): kill
 * count, hit points (never below zero), hit this tick. */
void Gun_HitTarget(struct Game *g, Item *it, int damage);
/* ---- TR2's vehicles (game/objects/tr2/vehicle) ---------------------------- */
/* Getting on a vehicle: a flare in her hand drops to the floor, her hands
 * are empty (nothing when she holds none). */
void Gun_VehicleDropFlare(struct Game *g);
/* One tick of the armed skidoo's guns (item `skidoo`, she rides it): the
 * nearest target ahead within LGT_SKIDOO's arc, her right arm's aim, and
 * while the action key is held a shot (LGT_SKIDOO's damage and spread; the
 * pistols' endless rounds), the gun flash and its light, and a muzzle
 * flash at each gun (left, right: points on the skidoo's mesh). */
void Gun_SkidooGuns(struct Game *g, int skidoo, const CreatureBite *left,
                    const CreatureBite *right);

/* TR2's weapon items: the thrown flare, the grenade and the harpoon bolt
 * (game/objects/tr2/weapon_items_tr2.c; listed in Object_SetupTR2). */
void Weapon2_SetupItems(struct Game *g);
/* TR3's thrown flare (object_id: O3_FLARE_ITEM): TR2's flight and burn
 * (listed in Object_SetupTR3). */
void Weapon3_SetupFlare(struct Game *g, int object_id);
/* TR3's weapon items: the thrown flare (TR2's) and the harpoon bolt as TR3
 * changed it (game/objects/tr3/general/weapon_items_tr3.c; listed in
 * Object_SetupTR3). */
void Weapon3_SetupItems(struct Game *g);

/* The weapon part of Lara's start (the original's inventory set-up): the
 * pistols in hand type when she has them, nothing requested, arms at rest,
 * the holstered weapons' meshes on her thighs / back. Call at the end of
 * Lara_Init. */
void Gun_Init(struct Game *g);

/* One tick of Lara's weapons (the original's LaraGun): flash timers, the
 * draw / holster request (INPUT_DRAW, request_gun_type, leaving the dry
 * land), then the arms' animation, aiming and firing for the gun status. */
void Gun_Control(struct Game *g);

/* Lara's meshes for drawing (a SimDrawList item hook, user = the Game):
 * the body from her animation, torso and head turns, the arms from the
 * weapon's frames while a gun is out, swapped weapon meshes, muzzle
 * flashes. Writes up to cap draws and returns how many; -1 for any other
 * item (or a level whose Lara is not TR1's 15-mesh one). Reads only. */
int Gun_DrawLara(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap);

#endif
