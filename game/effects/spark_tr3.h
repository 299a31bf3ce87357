/* TR3's sparks (spark_tr3.c, spark_fx_tr3.c): the original's pool of 192
 * coloured, sized particles of its sprite sheet that makes blood, ricochets,
 * explosions, smoke, steam, mist, flames and gun smoke (tomb3 effect2.cpp:
 * GetFreeSpark, UpdateSparks and the Trigger* spawners).
 *
 * Each spark lives `life` ticks from `s_life`; its colour goes from the
 * start colour to the end colour over its first `col_fade` ticks, then
 * fades to black over its last `fade_black` ticks; its width and height go
 * from the start size to the end size over its whole life; it moves by its
 * velocity / 32 a tick, gravity added to its vertical speed (capped by
 * max_yvel * 32 when set), friction taking 1/2^n of its speed a tick (low
 * nibble: across, high nibble: up and down), the wind (outside rooms, from
 * the braid's TR3 wind, the original's SmokeWind) pushing those that are
 * flagged. A spark may ride on an effect or an item (its position then an
 * offset from theirs) and an explosion's spark may set off `extras & 7`
 * more explosion sparks `extras >> 3` ticks into its life.
 *
 * Random numbers: the original draws its sparks' numbers from the control
 * stream. Here they come from the pool's own stream (the draw stream's
 * steps on a seed of its own, reseeded with the level), so that making
 * sparks, which our spawners do only where their looks are built, never
 * moves the game's streams (TR1's and TR2's traces, TR3's creatures).
 * Sparks are not saved (the original's saves hold none): a loaded game
 * starts with none. */
#ifndef TOMB8_GAME_EFFECTS_SPARK_TR3_H
#define TOMB8_GAME_EFFECTS_SPARK_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/sim_draw.h"

struct Game;
struct Item;

#define SPARK3_MAX 192

/* Spark flags (the original's SF_*, our own bits). */
enum {
    SPARK3_SCALE = 1 << 0,    /* sized by its depth: (w << scalar) over z */
    SPARK3_DEF = 1 << 1,      /* textured: sprite `def` of the sheet */
    SPARK3_ALTDEF = 1 << 2,   /* the sprite steps 1..3 further as it darkens */
    SPARK3_ROTATE = 1 << 3,   /* turns by rot_add a tick (not drawn turned) */
    SPARK3_BLOOD = 1 << 4,    /* blood: every other one is spared when full */
    SPARK3_OUTSIDE = 1 << 5,  /* blown by the wind */
    SPARK3_FX = 1 << 6,       /* rides on effect fx_obj */
    SPARK3_ITEM = 1 << 7,     /* rides on item fx_obj */
    SPARK3_ATTACHED = 1 << 8, /* stays its last 16 ticks while it rides */
    SPARK3_UNDERWATER = 1 << 9,
    SPARK3_GREEN = 1 << 10,   /* a green explosion (its colours turned) */
    SPARK3_NODE = 1 << 11,    /* with SPARK3_ITEM: rides on a joint of it */
};

/* The joints a spark may ride on (the original's NodeOffsets, by its
 * NodeNumber): a point on one mesh of the item's model, the spark's place
 * an offset from where that point is as the item is drawn. */
enum {
    SPARK3_NODE_FLAMER = 0,    /* the flamethrower's nozzle */
    SPARK3_NODE_WINGMUTE = 1,  /* the winged mutant's */
    SPARK3_NODE_PUNK = 2,      /* the flaming punk's torch (lets go at 8..11) */
    SPARK3_NODE_PENDULUM = 3,  /* the burning pendulum (lets go at 12..15) */
    SPARK3_NODE_TONY_LEFT = 4, /* Tony's hands */
    SPARK3_NODE_TONY_RIGHT = 5,
    SPARK3_NODE_CLAW_ARM = 6,  /* the claw mutant's plasma arm */
    SPARK3_NODE_WILLARD_LEFT = 7,
    SPARK3_NODE_WILLARD_RIGHT = 8,
    SPARK3_NODE_CLEANER = 9,   /* 9..11: the cleaner robot's */
    SPARK3_NODES = 12
};

/* How it mixes (the original's TransType). */
enum { SPARK3_OPAQUE = 1, SPARK3_ADD = 2, SPARK3_SUB = 3 };

typedef struct Spark3 {
    int32_t x, y, z;
    int16_t xvel, yvel, zvel;
    int16_t gravity;
    int16_t rot_ang;
    uint16_t flags;
    int16_t room;             /* where it is (drawing: visibility, clip) */
    int16_t fx_obj;           /* the effect or item it rides on */
    uint8_t s_width, width, d_width;
    uint8_t s_height, height, d_height;
    uint8_t friction;
    uint8_t scalar;
    uint8_t def;              /* sprite: an offset into the sheet */
    int8_t rot_add;
    int8_t max_yvel;
    bool on;
    uint8_t sr, sg, sb;       /* start colour */
    uint8_t dr, dg, db;       /* end colour */
    uint8_t r, g, b;          /* now */
    uint8_t col_fade, fade_black;
    uint8_t s_life, life;
    uint8_t trans;
    uint8_t extras;           /* children (& 7) and when (>> 3) */
    int8_t dynamic;           /* its light's reach (the original's spark
                               * dynamic's Falloff): -1 none */
    uint8_t node;             /* SPARK3_NODE: the joint (SPARK3_NODE_*) */
} Spark3;

/* Sparks that may carry a light at once (the original's 32 spark
 * dynamics). */
#define SPARK3_LIGHTS 32

typedef struct SparkPool {
    uint32_t seed;            /* its own random stream */
    int32_t next;             /* where the search for a free one starts */
    uint32_t made;            /* sparks made since the level started */
    /* The numbers of the sparks' lights: a stream of its own, so that the
     * lights leave the sparks' own numbers (and looks) as they were. */
    uint32_t light_seed;
    /* Lara's guns' smoke after a shot (the original's SmokeCountL/R and
     * SmokeWeapon): ticks left at each hand, counted down a tick. */
    uint8_t smoke_l, smoke_r;
    int8_t smoke_weapon;
    /* The quad bike's exhaust burst as it starts (the original's
     * ExhaustSmokeVel): counts up to 16, back to 0 off the bike. */
    uint8_t exhaust_vel;
    /* The cleaner robots' bursts of sparks at their three nodes (the
     * original's elecspark: one set for all robots): ticks left. */
    uint8_t cleaner_burst[3];
    Spark3 s[SPARK3_MAX];
} SparkPool;

/* Empties the Game's pool for a new level (Effect_Init, when the game's
 * EffectIds have one), allocating it the first time; its stream seeded. */
void Spark3_Init(struct Game *g);
/* The pool's next random number, 0..0x7FFF. */
int32_t Spark3_Rand(struct Game *g);
/* The next number of the pool's light stream (light_seed), 0..0x7FFF: for
 * the lights that go with the looks (what the original draws from its
 * control stream for them), leaving the sparks' own numbers as they are. */
int32_t Spark3_LightRand(struct Game *g);
/* A slot for a new spark, cleared, on, its room `room` and no light; the
 * original's choice when all are on: the one with the least life left
 * without a light (of blood, only odd slots). NULL without a pool. */
Spark3 *Spark3_New(struct Game *g, int room);
/* One time in two, as most of the original's spawners: s turns, from a
 * random angle, by lo + 0..span a tick either way (16, 0xF for most; draws
 * from the sparks' stream). */
void Spark3_MaybeTurn(struct Game *g, Spark3 *s, int lo, int span);
/* The original's flame colours, shared by its fire spawners (the
 * flamethrower's hits, Tony's flames, the punk's torch): yellow going
 * orange, added to the screen, colour fade fade_lo + 0..3 ticks, life
 * life_lo + 0..7; draws from the sparks' stream in the originals' order. */
void Spark3_FlameColours(struct Game *g, Spark3 *s, int fade_lo, int life_lo);
/* One tick of every spark (after Lara's tick); then the lights the
 * explosions' sparks carry (UpdateSparks' second loop): each a light into
 * Game.lights at the spark, give or take up to 240, from its light stream
 * (light_seed). Its reach grows by 6 a tick while the spark is under 4
 * ticks old (to at most 33, 31 counted) and shrinks by one a tick after;
 * its colour white going yellow over the first two ticks, then orange,
 * then a flickering orange (224..255, 128..159, 0..63; a green
 * explosion's turned round as its sparks are); through Gun_AddLightTR3,
 * the colour brought to TR3's 0..31 (>> 3). */
void Spark3_Update(struct Game *g);
/* The wind the looks drift on (the original's SmokeWindX/Z, worked out
 * every tick from the braid's TR3 wind: its strength along its angle);
 * 0 without that wind. */
void Spark3_SmokeWind(const struct Game *g, int32_t *x, int32_t *z);
/* Number of sparks on. */
int Spark3_Count(const struct Game *g);
/* Sets s riding on joint `node` (SPARK3_NODE_*) of item `item`: its place
 * from now on an offset from that point (SPARK3_ITEM | SPARK3_NODE). */
void Spark3_OnNode(Spark3 *s, int item, int node);
/* Where joint `node` of item `item` is now, as the original's
 * GetJointAbsPosition of its NodeOffsets (the creature's head and torso
 * turns counted); changes nothing. */
Vec3i Spark3_NodePos(const struct Game *g, int item, int node);
/* Those riding on effect or item `num` (SPARK3_FX / SPARK3_ITEM in `type`)
 * let go where they are (gone if SPARK3_ATTACHED): it is going away. */
void Spark3_Detach(struct Game *g, int num, unsigned type);
/* Adds the sparks to a draw list (see spark_tr3.c for what 8 bits show).
 * False only when out of memory. */
bool Spark3_AppendDraws(const struct Game *g, SimDrawList *dl);

/* ---- spawners (the original's Trigger* routines; spark_fx_tr3.c) ---------
 * Positions are world positions, angles the original's 4096 a turn unless
 * said. Those the original makes only within 16 sectors of Lara across
 * (x and z) say so ("near Lara"). room: where (x, y, z) is. */

/* TriggerBlood: `num` drops spraying along `angle`. */
void Spark3_Blood(struct Game *g, int32_t x, int32_t y, int32_t z, int angle, int num, int room);
/* TR3's blood splat (DoBloodSplat): 6..13 drops along the 16-bit `yrot`;
 * under water a ripple of blood instead (Splash3_UnderwaterBlood). */
void Spark3_BloodSplat(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t yrot, int room);
/* TriggerRicochetSpark: a spark and a puff flying back along `angle`. */
void Spark3_Ricochet(struct Game *g, int32_t x, int32_t y, int32_t z, int angle, int room);
/* TriggerExplosionSparks (near Lara): one burst spark, with `extras` more
 * explosions to come; dynamic -2: with a light of its own (reach 4, none
 * when SPARK3_LIGHTS sparks have one), -1 none, 0 or more: the light of
 * the explosion it comes from (that reach, handed on to its first child);
 * uw 1 under water, 2 green. Its smoke comes with it
 * (TriggerExplosionSmoke / ..SmokeEnd). */
void Spark3_Explosion(struct Game *g, int32_t x, int32_t y, int32_t z, int extras, int dynamic,
                      int uw, int room);
/* An explosion as the rockets and grenades make one: a burst with a light
 * and two more, each with three to come. */
void Spark3_ExplosionBurst(struct Game *g, int32_t x, int32_t y, int32_t z, int room);
/* TR3's explosion under water (uw_explosion_tr3.c; TriggerUnderwaterExplosion):
 * its big bubble (with seven bubbles round it, game effects: see there), a
 * burst of four under-water sparks (the first with a light), each with two
 * more to come, and, within two sectors of the surface, a splash there the
 * stronger the nearer. */
void Spark3_UnderwaterExplosion(struct Game *g, int32_t x, int32_t y, int32_t z, int room);
/* TriggerExplosionBubble (near Lara): the big bubble and the seven bubble
 * effects round it (their numbers from the control stream, as the
 * original's CreateBubble); also where an under-water spark sets off its
 * children. */
void Spark3_ExplosionBubble(struct Game *g, int32_t x, int32_t y, int32_t z, int room);
/* TriggerFireFlame (near Lara): type 0 big fire, 1 small, 2 jet, 254/255
 * the flamethrower's; body_part >= 0: riding on effect body_part. */
void Spark3_FireFlame(struct Game *g, int32_t x, int32_t y, int32_t z, int body_part, int type,
                      int room);
/* TriggerFireSmoke (near Lara). */
void Spark3_FireSmoke(struct Game *g, int32_t x, int32_t y, int32_t z, int body_part, int type,
                      int room);
/* TriggerStaticFlame (near Lara): a 2-tick flame of `size`. */
void Spark3_StaticFlame(struct Game *g, int32_t x, int32_t y, int32_t z, int size, int room);
/* TriggerSideFlame (near Lara): along `angle` (a sine-table index, 0..8190
 * in steps of 2), `speed`; pilot: the small one. */
void Spark3_SideFlame(struct Game *g, int32_t x, int32_t y, int32_t z, int angle, int speed,
                      bool pilot, int room);
/* TriggerRocketSmoke: grey `c` + 64. */
void Spark3_RocketSmoke(struct Game *g, int32_t x, int32_t y, int32_t z, int c, int room);
/* TriggerGunSmoke: `shade` * 4 grey (the pistol-type guns' no paler than
 * 64); initial: the first puffs, flung by (xv, yv, zv); weapon: LGT_*
 * (the rocket and grenade launchers' puffs are bigger). */
void Spark3_GunSmoke(struct Game *g, int32_t x, int32_t y, int32_t z, int xv, int yv, int zv,
                     bool initial, int weapon, int shade, int room);
/* TriggerShotgunSparks: a bright spark flung by (xv, yv, zv). */
void Spark3_ShotgunSparks(struct Game *g, int32_t x, int32_t y, int32_t z, int xv, int yv, int zv,
                          int room);
/* TriggerWaterfallMist: four puffs across the fall's foot, along `angle`. */
void Spark3_WaterfallMist(struct Game *g, int32_t x, int32_t y, int32_t z, int angle, int room);
/* TriggerDartSmoke (near Lara): dust where a dart flies (hit: where it
 * stopped). */
void Spark3_DartSmoke(struct Game *g, int32_t x, int32_t y, int32_t z, int xv, int zv, bool hit,
                      int room);
/* TriggerBreath: Lara's breath in the cold, by (xv, yv, zv). */
void Spark3_Breath(struct Game *g, int32_t x, int32_t y, int32_t z, int xv, int yv, int zv,
                   int room);
/* ControlSmokeEmitter's puff (near Lara): black (SPARK3_SUB), white, or
 * steam (slower, paler). */
enum { SPARK3_SMOKE_WHITE = 0, SPARK3_SMOKE_BLACK, SPARK3_SMOKE_STEAM };
void Spark3_EmitterSmoke(struct Game *g, int32_t x, int32_t y, int32_t z, int kind, int room);
/* ControlGhostGasEmitter's puff (near Lara): a slow green haze spread over
 * a sector around and a quarter above (x, y, z). */
void Spark3_GhostGas(struct Game *g, int32_t x, int32_t y, int32_t z, int room);

#endif
