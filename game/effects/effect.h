/* Effects: the original's second, lighter list of moving things (blood,
 * ricochets, gun flashes, splashes, bubbles, explosions, flying body parts,
 * flames, embers, the mutants' and Natla's projectiles). An effect has no
 * animation of its own: its object id picks a control routine and what is
 * drawn (a sprite frame, or a mesh).
 *
 * As the original:
 *  - a fixed pool of EFFECT_MAX slots; a free slot is taken from the head of
 *    the free list and a killed one goes back to its head;
 *  - a new effect goes to the head of the active list and of its room's
 *    list, so effects created during the item step of a tick already run in
 *    that tick's effect step, while those created by the effect step itself
 *    (or by Lara) wait for the next tick;
 *  - Effect_Control walks the active list once per tick (the Sim's
 *    control_effects hook, between the items and Lara), running each
 *    effect's control routine from the object table (ObjectInfo
 *    .effect_control, registered by the kinds: Effect_SetupKinds) and
 *    reading its successor after the routine ran;
 *  - a slot's fields are not cleared when it is taken: the spawners set what
 *    the routines read, and a few (Lara catching fire) leave the position
 *    to the first control tick, exactly as the original.
 *
 * Random numbers: cosmetic choices (splash directions, bubble sizes,
 * ricochet frames of Lara's misses) come from the draw stream; anything that
 * can change the game (gun flash roll, body-part flight, projectile aim,
 * flames on Lara, the dart's dust frame) from the control stream, call for
 * call as the original. */
#ifndef TOMB8_GAME_EFFECTS_EFFECT_H
#define TOMB8_GAME_EFFECTS_EFFECT_H

#include "engine/sim/item.h"
#include "engine/sim/sim_draw.h"
#include "game/camera/camera.h"

struct Game;

#define EFFECT_MAX 100          /* the original's pool (TR1X allows 1000) */
#define EFFECT_NONE (-1)
#define EFFECT_OBJECTS 384      /* object ids an effect may carry (OBJECT_MAX: TR3 to 375) */

typedef struct Effect {
    Vec3i pos;
    Vec3s rot;
    int16_t room;
    int16_t object_id;
    int16_t next_draw;          /* next effect in the same room */
    int16_t next_free;
    int16_t next_active;
    int16_t speed;
    int16_t fall_speed;
    int16_t frame_num;          /* sprite frame (0, -1, ...) or mesh index */
    int16_t counter;
    int16_t shade;
} Effect;

typedef struct EffectList {
    Effect fx[EFFECT_MAX];
    int16_t next_active;        /* head of the active list */
    int16_t next_free;          /* head of the free list */
    int16_t *room_fx;           /* head of each room slot's list */
    uint32_t num_rooms;
    /* The original's "number of meshes" of each object as effects read it:
     * minus the sprite count for sprite sequences (frames count down from
     * 0 to this), the mesh count for models, 0 when absent. */
    int16_t mesh_count[EFFECT_OBJECTS];
    /* Positional sounds of effects (the FlipFx sound output fits: see
     * game_audio.h); NULL = silent. Sounds never feed back. */
    void (*play_sound)(void *user, int sound_id, const Vec3i *pos);
    /* The same at a pitch (Q16, 0x10000 = the sample's rate); NULL: played
     * through play_sound, unpitched. */
    void (*play_sound_pitch)(void *user, int sound_id, const Vec3i *pos, int32_t pitch);
    void *sound_user;
} EffectList;

/* The object ids (and the one sound) the shared effect kinds carry, per
 * game (GameRules.effect_ids): the spawners and the kinds' registrations
 * read them here, so TR2's Lara, traps and creatures make TR2's sprites.
 * -1: the game has no such kind (TR1's projectiles in TR2, which has its
 * own harpoons, flames and knives). */
typedef struct EffectIds {
    int16_t blood, ricochet, gun_flash, splash, bubble, explosion, body_part, twinkle,
        dart_effect;
    int16_t natla_gun, shard, rocket; /* TR1's projectiles (O_MISSILE1..3) */
    int16_t ember, flame;
    int16_t fast_body_parts; /* whose parts fly twice as fast (TR1's giant mutant) */
    int16_t sfx_explosion; /* what an explosion sounds (TR1 104, TR2 105) */
    bool explosion_light;  /* an explosion lights its surroundings (TR2: a
                            * dynamic light into Game.lights every tick) */
    /* Ids from this one up are stand-ins with no object of their own (TR3's
     * O3_FX_*: what the original makes as sparks of its sprite sheet): they
     * run as the shared kinds and are drawn by spark_looks[id - first_spark]
     * (not drawn past num_spark_looks). 0: none (TR1, TR2). */
    int16_t first_spark;
    int16_t num_spark_looks;
    const struct EffectSparkLook *spark_looks;
    int16_t spark_sheet; /* whose sprite sequence the looks' sprites index */
    /* The game has TR3's spark pool (game/effects/spark_tr3.h, Game.sparks):
     * its blood, ricochets and explosions are sparks there. */
    bool spark_pool;
    /* More of the world's looks drawn with the effects (TR3: the fish
     * shoals, Fish3_AppendDraws); NULL none. False only when out of
     * memory. */
    bool (*world_draws)(const struct Game *g, SimDrawList *dl);
} EffectIds;

/* How a stand-in is drawn as the original's spark (its spawner's numbers):
 * its sprite (an offset into the sprite sheet's sequence; EFFECT_SPARK_FLAT
 * for the sparks drawn as plain quads, EFFECT_SPARK_HIDDEN for none), its
 * start colour, how it mixes (the original's TransType) and its size
 * (RenderSpriteDraw's RENDER_SIZE_PIXELS / _SCALED, width and height). */
enum { EFFECT_SPARK_FLAT = -1, EFFECT_SPARK_HIDDEN = -2 };
enum { EFFECT_SPARK_OPAQUE = 1, EFFECT_SPARK_ADD = 2 };
typedef struct EffectSparkLook {
    int16_t sprite;
    uint8_t r, g, b;
    uint8_t trans;
    uint8_t size, scalar;
    int16_t w, h;
} EffectSparkLook;

/* Draws one sprite at pos (in room) as `lk` looks: what a stand-in of
 * EffectIds.spark_looks shows; also for effects that draw themselves as
 * several sparks (ObjectInfo.effect_draw). The caller has room for it in
 * dl->sprites. */
void Effect_DrawSparkLook(const Level *lv, const EffectIds *ids, const EffectSparkLook *lk,
                          Vec3i pos, int room, SimDrawList *dl);

extern const EffectIds EffectIds_TR1;
extern const EffectIds EffectIds_TR2;
extern const EffectIds EffectIds_TR3;
/* The Game's table (its rules'; TR1's without one). */
const EffectIds *Effect_Ids(const struct Game *g);

/* Empties the pool and the lists for the Game's level (Game_Attach). */
void Effect_Init(struct Game *g);
/* Registers every effect kind's control routine in the object table
 * (g->objects[id].effect_control); Object_SetupAll calls it. */
void Effect_SetupKinds(struct Game *g);

/* ---- the list ------------------------------------------------------------- */

/* Takes a free slot into room `room`'s list and the active list; EFFECT_NONE
 * when the pool is full. Fields other than the links and room are left as
 * the slot's last user left them. */
int Effect_Create(struct Game *g, int room);
void Effect_Kill(struct Game *g, int fx);
/* Moves an effect to another room's list. */
void Effect_NewRoom(struct Game *g, int fx, int room);
Effect *Effect_Get(struct Game *g, int fx);
/* One tick of every active effect, in list order. */
void Effect_Control(struct Game *g);
/* Number of effects on the active list. */
int Effect_ActiveCount(const struct Game *g);

/* ---- spawners (the original's "spawn" routines) ---------------------------- */

/* Blood spray drifting along `yrot` (the guns' hits, bites, traps). */
int Effect_Blood(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                 int room);
/* `count` sprays of blood scattered +-256 around (x, y, z) from the draw
 * stream (TR2's blood bath: its blades, spikes and propellers). */
void Effect_BloodBath(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                      int room, int count);
/* A bullet meeting the world: sprite frame from the draw stream, sound. */
void Effect_Ricochet(struct Game *g, const GameVec *at);
/* A creature's muzzle flash (3 ticks; its roll uses the control stream). */
int Effect_GunShot(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                   int room);
/* A creature's shot that hits Lara: blood on one of her meshes (the mesh
 * from the control stream, the offset from the draw stream), the bullet-hit
 * sound, then the flash. */
int Effect_GunHit(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                  int room);
/* A creature's shot that misses: a ricochet on the floor near Lara (draw
 * stream), then the flash. */
int Effect_GunMiss(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                   int room);
/* Ten splash sprites on the water surface above the item, and the splash
 * sound (Lara falling into water). */
void Effect_Splash(struct Game *g, const Item *item);
/* One air bubble rising from pos (room: where pos is). */
void Effect_Bubble(struct Game *g, const Vec3i *pos, int room);
/* TR3's (tomb3 CreateBubble): only where `pos` is in water; its speed
 * (64..319, in 256ths a tick) and how much faster it rises a tick (32..63)
 * from the control stream, as the original. (The original also hangs a
 * spark on it for its look, TriggerBubble: not made; the bubble is drawn
 * as its sprite.) */
void Effect_Bubble3(struct Game *g, const Vec3i *pos, int room);
/* The "Lara bubbles" flipeffect: 0..2 bubbles from her mouth (draw stream)
 * with the bubbles sound. */
void Effect_LaraBubbles(struct Game *g, Item *item);
/* The same for FlipFx.lara_bubbles (user: the Game). */
void Effect_FlipBubbles(void *game, Item *item);
/* A sparkle at one point / on the meshes of an item selected by mesh_mask
 * (the Midas hand's gold, pickups); draw stream. */
void Effect_Twinkle(struct Game *g, const GameVec *at);
void Effect_SparkleItem(struct Game *g, const Item *item, uint32_t mesh_mask);
/* Projectiles aimed at Lara with the control stream's spread: the winged
 * mutant's shard and the shooting mutant's grenade. */
int Effect_ShardGun(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                    int room);
int Effect_RocketGun(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                     int room);
/* TR2's missiles, aimed at Lara like the above: the knife thrower's knife
 * and the scuba diver's harpoon (50 hit points when they reach her). Their
 * control routine is registered by Effect_SetupMissilesTR2 (from the TR2
 * creatures' set-up). */
int Effect_KnifeTR2(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                    int room);
int Effect_HarpoonTR2(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed,
                      int16_t yrot, int room);
/* The flamethrower's fire (20 ticks; lasting while the level has the
 * dragon): 3 a tick to Lara within 350 of it, and she is set alight. */
int Effect_FireStreamTR2(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed,
                         int16_t yrot, int room);
void Effect_SetupMissilesTR2(struct Game *g);
/* TR3's diver's harpoon (game/effects/missile_tr3.c): 50 to Lara when it
 * reaches her; its control routine and the knife's are registered by
 * Effect_SetupMissilesTR3 (TR3's object table, whatever the level holds,
 * as the original's ObjectObjects; the TR3 diver's set-up too). */
int Effect_HarpoonTR3(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed,
                      int16_t yrot, int room);
void Effect_SetupMissilesTR3(struct Game *g);
/* An explosion sprite (frame 0) at pos, with the explosion sound when
 * `sound` (the game's: Effect_Ids(g)->sfx_explosion). Every game: TR2's
 * grenades and mines use it too (TR2's sprite O2_EXPLOSION, sound 105),
 * and the sprite then runs one frame every two ticks until its last. */
int Effect_Explosion(struct Game *g, const Vec3i *pos, int room, bool sound);
/* As Effect_Explosion (no sound) for TR3's rockets and grenades going off
 * in water: the effect at `pos`, and instead of the burst in the air TR3's
 * explosion under water at `at` (Spark3_UnderwaterExplosion). */
int Effect_ExplosionUnderwater(struct Game *g, const Vec3i *pos, int room, const Vec3i *at,
                               int at_room);

/* The original's exploding death: every mesh of `item` named in mesh_bits
 * (and still drawn) flies off as a body part (direction, speed and lift
 * from the control stream; the giant mutant's fly twice as fast) that hurts
 * Lara by |damage| on contact and explodes on landing when damage > 0; the
 * mesh is cleared from item->mesh_bits. `extra` gives the extra bone
 * rotations (creature head turns) the original reads from the item's data,
 * NULL for none. True once no mesh is left. */
bool Effect_ExplodingDeath(struct Game *g, int item, uint32_t mesh_bits, int16_t damage,
                           const int16_t *extra);

/* Lara and fire: a flame that rides on her (the lava wedge, flame jets);
 * the lava-floor death (ten flames on random meshes, control stream); and
 * putting every flame on her out. */
void Effect_LaraCatchFire(struct Game *g);
void Effect_LaraTouchLava(struct Game *g);
void Effect_LaraExtinguish(struct Game *g);
/* TR2's flame (game/effects/flame_tr2.c, registered for O2_FLAME by TR2's
 * traps): 5 a tick to Lara within 600 of it, alight within 450; a flame
 * riding on her costs 7 a tick (not a hit: no flinch) until water or the
 * flight cheat puts it out. */
void Effect_SetupFlameTR2(struct Game *g, int object_id);
/* TR2's catching fire: not while a flame rides on her already (the
 * original's burn flag) nor in the flight cheat. */
void Effect_LaraCatchFireTR2(struct Game *g);
/* TR3's flame (game/effects/flame_tr3.c, registered for O3_FLAME by
 * TR3's traps): its kinds (the effect's frame_num, as the original's) --
 * the emitters' big fire, small fire (harmless; on Lara when its counter
 * is negative), jet and side jet. Effect_LaraBurnTR3 is TR3's catching
 * fire (its LaraBurn): one flame on Lara unless one rides on her already;
 * it costs her 7 a tick, a hit, until her head is under water. */
enum { FLAME3_BIG = 0, FLAME3_SMALL = 1, FLAME3_JET = 2, FLAME3_SIDE = 3 };
void Effect_SetupFlameTR3(struct Game *g, int object_id);
void Effect_LaraBurnTR3(struct Game *g);
/* Whether a flame rides on Lara (the original's Lara.burn). */
bool Effect_LaraBurning(struct Game *g);
/* TR3's lava floor (its LavaBurn): on the floor of the lowest sector under
 * her, Lara dies and catches fire (one flame). The original electrocutes
 * her instead in Area 51 and the Office (not made yet). */
void Effect_LaraLavaTR3(struct Game *g);
/* TR3's stream of fire (game/effects/fire_stream_tr3.c; the original's
 * DRAGON_FIRE effect, registered for O3_DRAGON_FIRE by TR3's traps): a
 * puff of `object_id` from pos along rot's pitch and heading at `speed`
 * for 20 ticks (its counter), out on a floor or ceiling or in water;
 * near Lara (350) it costs her 3 and sets her alight (Effect_LaraBurnTR3). */
int Effect_FireStreamTR3(struct Game *g, int object_id, const Vec3i *pos, Vec3s rot, int16_t speed,
                         int room);
void Effect_SetupFireStreamTR3(struct Game *g, int object_id);
/* One tick of a puff of TR3's stream, the flamethrower's fire or, with
 * `gas`, the lizard man's and seal mutant's gas (the original's one
 * ControlFlameThrower with its flag): it flies along its pitch and
 * heading, goes out when its 20 ticks are up or it reaches a floor or a
 * ceiling, and fire (not gas) goes out under water. Returns true when it
 * still flies within 350 of Lara; what that does to her is the caller's. */
bool Effect_StreamStepTR3(struct Game *g, int fx, bool gas);
/* TR3's spent shells (game/effects/gun_shell_tr3.c; O3_GUNSHELL,
 * O3_SHOTGUNSHELL): one from Lara's right or left hand for gun `type`
 * (LGT_*), with a puff of gun smoke; it spins, falls and bounces, gone
 * after a bounce or two. EFFECT_NONE when the level has no such model or
 * the pool is full. Its control routine is registered by
 * Effect_SetupGunShellTR3. */
int Effect_GunShellTR3(struct Game *g, bool right, int object_id, int type);
void Effect_SetupGunShellTR3(struct Game *g, int object_id);
/* TR2's own body parts and twinkles (body_part_tr2.c, twinkle_tr2.c;
 * registered with TR2's traps over the shared kinds). */
void Effect_SetupBodyPartTR2(struct Game *g, int object_id);
void Effect_SetupTwinkleTR2(struct Game *g, int object_id);
/* TR2's glow (glow_tr2.c): fades and animates for its counter's ticks. */
void Effect_SetupGlowTR2(struct Game *g, int object_id);
/* TR2's hot liquid (game/effects/hot_liquid_tr2.c): falls pouring, then
 * splashes on the floor. */
void Effect_SetupHotLiquidTR2(struct Game *g, int object_id);
/* TR2's water sprite (the boat's wake, water_sprite_tr2.c): registered
 * for object_id by the boat's set-up. */
void Effect_SetupWaterSpriteTR2(struct Game *g, int object_id);

/* ---- drawing ------------------------------------------------------------------ */

/* Adds the active effects to a draw list built by SimDraw_Build, as the
 * original draws them: sprite objects as their current frame (neutral
 * shade), models as their mesh lit by the effect's shade, body parts as the
 * mesh they carry, lit by their room. At the current tick's positions. False
 * only when out of memory. */
bool Effect_AppendDraws(const struct Game *g, SimDrawList *dl);

/* ---- helpers shared with traps and creatures ------------------------------- */

/* The original's joint position: *vec (in the frame of mesh `joint`) to
 * world coordinates, for the item's best frame; `extra` as above. */
void Effect_JointAbsPosition(const struct Game *g, const Item *item, Vec3i *vec, int joint,
                             const int16_t *extra);
/* The original's "is Lara near this point": within `distance` on the floor
 * plane, and between the top of her accurate box and 100 below its bottom. */
bool Effect_LaraIsNear(struct Game *g, const Vec3i *pos, int32_t distance);
/* A sound at a point (see EffectList.play_sound); pos NULL: a global sound. */
void Effect_Sound(struct Game *g, int sound_id, const Vec3i *pos);
/* The same at a pitch (the original's pitch word, Q16). */
void Effect_SoundPitch(struct Game *g, int sound_id, const Vec3i *pos, int32_t pitch);

/* TR1 sound ids the effects and traps play (SoundMap indices). */
enum {
    EFFECT_SFX_LARA_RICOCHET = 10,
    EFFECT_SFX_LARA_BODYSL = 27,
    EFFECT_SFX_LARA_INJURY = 31,
    EFFECT_SFX_LARA_SPLASH = 33,
    EFFECT_SFX_LARA_BUBBLES = 37,
    EFFECT_SFX_LARA_BULLETHIT = 50,
    EFFECT_SFX_PENDULUM_BLADES = 65,
    EFFECT_SFX_ROCK_FALL_CRUMBLE = 66,
    EFFECT_SFX_THUNDER = 98,
    EFFECT_SFX_DAMOCLES_SWORD = 103,
    EFFECT_SFX_ATLANTEAN_EXPLODE = 104,
    EFFECT_SFX_ROLLING_BALL = 147,
    EFFECT_SFX_LAVA_FOUNTAIN = 149,
    EFFECT_SFX_FIRE = 150,
    EFFECT_SFX_DARTS = 151,
};

#endif
