/* What the four gun files share (lara_gun.c: the draw / holster state
 * machine and the meshes; lara_gun_pistols.c: the two-handed weapons;
 * lara_gun_shotgun.c; lara_gun_target.c: targets, aim, firing, line of
 * sight). Not for use outside game/lara/lara_gun*.c.
 *
 * Arm frames: each arm plays frames of the weapon's animation object (the
 * pistols object for the pistols, magnums and uzis; the shotgun object for
 * the shotgun), counted from that object's first frame. The numbers below
 * are positions in those frame runs, as the original uses them. */
#ifndef TOMB8_GAME_LARA_LARA_GUN_INTERNAL_H
#define TOMB8_GAME_LARA_LARA_GUN_INTERNAL_H

#include "engine/math/matrix.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"

/* The original's angle unit for "one degree" (65536 / 360, rounded down):
 * every angle in the weapon table is a whole number of these. */
#define GUN_DEG 182

/* Two-handed weapons: frame runs of the pistols object. */
enum {
    GUN_F_AIM_START = 0,
    GUN_F_AIM_BEND = 1,
    GUN_F_AIM_EXTEND = 3,
    GUN_F_AIM_END = 4,
    GUN_F_UNDRAW_START = 5,
    GUN_F_UNDRAW_BEND = 6,
    GUN_F_UNDRAW_END = 12,
    GUN_F_DRAW_START = 13,
    GUN_F_DRAW_END = 23,
    GUN_F_RECOIL_START = 24,
    GUN_F_RECOIL_END = 32,
};

/* A pistol-type gun's frame runs (the original's PISTOL_DEF): the object
 * whose frames its arms play and where each run starts. TR1's and TR2's
 * guns all use the pistols object's runs above (Gun_PistolFramesTR1); TR3's
 * Desert Eagle has its own model's, longer, and is held in the right hand
 * only (one_handed: one gun, on the right thigh, fired from one arm). */
typedef struct GunPistolFrames {
    int16_t object;       /* -1: the game's pistols animation object */
    int16_t aim_end;      /* raised and ready to fire */
    int16_t undraw_start; /* hand at the holster: the draw starts here */
    int16_t draw_start;   /* the gun changes hands */
    int16_t recoil_start; /* the draw ends one before */
    int16_t recoil_end;   /* last frame a recoil may reach */
    bool one_handed;
} GunPistolFrames;
extern const GunPistolFrames Gun_PistolFramesTR1;

/* Shotgun: frame runs of the shotgun object. */
enum {
    SG_F_AIM_START = 0,
    SG_F_AIM_BEND = 1,
    SG_F_AIM_END = 12,
    SG_F_DRAW_START = 13,
    SG_F_DRAW_SFX = 23,
    SG_F_RECOIL_START = 47,
    SG_F_RECOILING = 48,
    SG_F_RECOIL_SFX = 57,
    SG_F_RECOIL_UNDRAW_RESET = 59,
    SG_F_RECOIL_RESET = 60,
    SG_F_RECOIL_END = 79,
    SG_F_UNDRAW_START = 80,
    SG_F_UNDRAW_SFX = 100,
    SG_F_UNDRAW_END = 113,
    SG_F_UNAIM_START = 114,
    SG_F_UNAIM_RAISE = 126,
    SG_F_UNAIM_END = 127,
};

/* Object ids (TR1) of the weapon models: their meshes are swapped onto
 * Lara, their frames drive her arms. */
enum {
    GUN_OBJ_LARA = 0,
    GUN_OBJ_PISTOLS = 1,
    GUN_OBJ_SHOTGUN = 2,
    GUN_OBJ_MAGNUMS = 3,
    GUN_OBJ_UZIS = 4,
};

/* Sound effect ids (TR1 sound map). */
enum {
    GUN_SFX_LARA_NO = 2,
    GUN_SFX_DRAW = 6,
    GUN_SFX_HOLSTER = 7,
    GUN_SFX_PISTOLS = 8,
    GUN_SFX_RELOAD = 9,
    GUN_SFX_RICOCHET = 10,
    GUN_SFX_BEAR_HURT = 16,
    GUN_SFX_WOLF_HURT = 20,
    GUN_SFX_UZIS = 43,
    GUN_SFX_MAGNUMS = 44,
    GUN_SFX_SHOTGUN = 45,
    GUN_SFX_EMPTY = 48,
    GUN_SFX_LION_HURT = 85,
    GUN_SFX_RAT_CHIRP = 95,
    GUN_SFX_SKATEKID_HIT = 132,
    GUN_SFX_TORSO_HIT = 142,
};

/* Shotgun: pellets per shot and their spread. */
#define GUN_SHOTGUN_PELLETS 6
#define GUN_PELLET_SCATTER (20 * GUN_DEG)

/* One weapon's numbers (the original's table). Angles are relative to
 * Lara's facing: [0..1] yaw min / max, [2..3] pitch min / max. */
typedef struct {
    int16_t lock_angles[4];  /* a target inside locks both arms */
    int16_t left_angles[4];  /* the left arm keeps its lock inside these */
    int16_t right_angles[4];
    int16_t aim_speed;       /* arm turn per tick */
    int16_t shot_accuracy;   /* spread of one shot */
    int32_t gun_height;      /* shots start this far above Lara's feet */
    int16_t damage;
    int32_t target_dist;     /* farthest target */
    int16_t recoil_frame;    /* ticks between shots of one arm */
    int16_t flash_time;      /* ticks of muzzle flash */
    int16_t sample;          /* firing sound */
} GunWeapon;

extern const GunWeapon Gun_Weapons[LGT_COUNT];

/* Her arms (and torso) while drawing: which take a weapon model's frame
 * instead of the body's (lara_gun_draw.c). */
typedef struct {
    bool right_on, left_on; /* the arm plays `right` / `left` */
    bool two_handed;        /* pistol-type: the upper arms aim in her frame */
    bool arms_by_torso;     /* ... turned by her torso's turn, not their own
                             * aim (TR3's Desert Eagle) */
    bool torso_on;          /* torso and head play `torso` (TR2's M16) */
    AnimFrame left, right, torso;
} GunArms;

/* One arm's frame of the weapon model `object` (the arm's own animation
 * when it has one, else the model's first), false when the level has none. */
bool Gun_ArmFrame(const Level *lv, const LaraArm *arm, int object, AnimFrame *out);

/* A game's gun code (GameRules.guns; see lara_gun.h). */
struct GunRules {
    void (*init)(struct Game *g);
    void (*control)(struct Game *g);
    const GunWeapon *weapons;     /* indexed by LaraGunType */
    int num_weapons;
    /* The model whose meshes show each gun type (in her hands, holsters or
     * on her back) and whose frames her arms play; -1 none. */
    int16_t weapon_object[LGT_COUNT_TR3];
    /* The other objects TR2's gun code (lara_gun_tr2*.c) names: the
     * two-handed guns' and the flare's arm models, the flashes, the thrown
     * flare and the projectiles, the flares' inventory entry. NULL for
     * TR1's gun code, which does not use them. */
    const struct Gun2Ids *ids;
    /* How its rifle-type guns launch projectiles (struct Gun2Rifle); NULL
     * for TR1's gun code. */
    const struct Gun2Rifle *rifle;
    /* The pistol-type guns' frame runs, indexed by gun type; NULL: every
     * one takes Gun_PistolFramesTR1. */
    const GunPistolFrames *const *pistol_frames;
    /* The light of a gun flash this tick (TR2's code calls it for the gun
     * `type` that flashes); NULL: TR2's (lara_gun_tr2_aim.c). */
    void (*flash_light)(struct Game *g, int type);
    /* A burning flare's light (see Gun_FlareLight) and the ticks a flare
     * burns; NULL / 0: TR2's. */
    int (*flare_light)(struct Game *g, Vec3i pos, int room, int age);
    int16_t flare_max_age;
    /* The looks of her shots (TR3's: the smoke trailing after a shot, the
     * spent shells, the shotgun's sparks; lara_gun_tr3_looks.c): `shot`
     * once a shot of `type` is fired (left: its flash is at her left
     * hand), `tick` each tick before the guns of `type` animate (rifle:
     * the rifle-type guns'). NULL: none. */
    void (*shot_looks)(struct Game *g, int type, bool left);
    void (*tick_looks)(struct Game *g, int type, bool rifle);
    /* A sound a shot of `type` adds to the gun's own (TR3's blast under
     * each shot), played once per firing tick just before the gun's sample
     * (a rocket's launch: in place of TR2's plain blast); NULL: none. */
    void (*shot_sound)(struct Game *g, int type);
    /* The MP5's blast as it fires and stops (TR3's, pitched higher standing
     * than running); NULL: none. */
    void (*m16_blast)(struct Game *g, bool running);
    /* The M16's (MP5's) own samples: as it fires (each firing tick) and
     * as it stops; 0: none (TR3's MP5 stops with its blast alone). */
    int16_t m16_fire_sound, m16_stop_sound;
    /* Lara's state in which the rifle-type guns may not be drawn (TR3's
     * crouch); -1 none. */
    int16_t no_rifle_state;
    /* Drawing: which frames her arms take, and the meshes added after her
     * own (flashes, the gun on her back, the flare's flame); returns how
     * many of cap it wrote. */
    void (*draw_arms)(const struct Game *g, GunArms *arms);
    int (*draw_extras)(const struct Game *g, const Sim *s, const Mat34 *world,
                       RenderMeshDraw *out, int cap);
};

/* TR1's (lara_gun_draw.c) and TR2's (lara_gun_draw_tr2.c). */
void Gun_DrawArmsTR1(const struct Game *g, GunArms *arms);
int Gun_DrawExtrasTR1(const struct Game *g, const Sim *s, const Mat34 *world,
                      RenderMeshDraw *out, int cap);
void Gun_DrawArmsTR2(const struct Game *g, GunArms *arms);
int Gun_DrawExtrasTR2(const struct Game *g, const Sim *s, const Mat34 *world,
                      RenderMeshDraw *out, int cap);

/* The frame runs of pistol-type gun `type` in this game. */
const GunPistolFrames *Gun_PistolFrames(const struct Game *g, int type);

/* The game's weapon table entry (TR1's table for a type it lacks). */
const GunWeapon *Gun_Weapon(const struct Game *g, int type);

/* ---- lara_gun.c ---------------------------------------------------------- */

/* Plays a sound at Lara (the animation events' sound hook). */
void Gun_PlaySound(struct Game *g, int sfx);
/* Mesh slot `slot` of Lara drawn from object `object` (GUN_OBJ_LARA: her
 * own). */
void Gun_SwapMesh(struct Game *g, int slot, int object);
/* Object whose meshes show weapon `type` in this game (GUN_OBJ_LARA for
 * none). */
int Gun_WeaponObject(const struct Game *g, int type);
/* Word offset of the first frame of object `object`'s animation frames,
 * -1 when the level has no such model. */
int32_t Gun_ObjectFrameBase(const Level *lv, int object);
/* The end of a draw: guns ready, arms at rest with their frames from
 * `object`'s animations, head and torso straight, no target. */
void Gun_Ready(struct Game *g, int object);

/* ---- lara_gun_pistols.c (pistols, magnums, uzis) ------------------------- */

/* The arms' frame while drawing (the draw runs from the holster frames);
 * two-handed draw and holster are the same in TR1 and TR2. */
void Gun_PistolsDraw(struct Game *g, int type);
void Gun_PistolsUndraw(struct Game *g, int type);
void Gun_PistolsDrawMeshes(struct Game *g, int type);
void Gun_PistolsControl(struct Game *g, int type);

/* ---- lara_gun_shotgun.c -------------------------------------------------- */

void Gun_ShotgunDraw(struct Game *g);
void Gun_ShotgunUndraw(struct Game *g);
void Gun_ShotgunDrawMeshes(struct Game *g);
void Gun_ShotgunControl(struct Game *g);

/* ---- lara_gun_target.c --------------------------------------------------- */

/* Angles to the current target and the arms' locks (the original's
 * TargetInfo). */
void Gun_TargetInfo(struct Game *g, const GunWeapon *w);
/* Where Lara aims at an item (the original's FindTargetPoint). */
void Gun_TargetPoint(struct Game *g, const Item *it, GameVec *out);
/* The target's bounding spheres for a shot from `view` (see FireWeapon);
 * returns how many, up to cap. x, y, z, r per sphere. */
int Gun_ViewSpheres(struct Game *g, const Item *it, const Mat34 *view, const int16_t *extra,
                    int32_t (*out)[4], int cap);
/* Picks Lara's target for this tick and aims (target_angles, arm locks). */
void Gun_GetNewTarget(struct Game *g, const GunWeapon *w);
/* Turns one arm towards the target angles (or back to rest). */
void Gun_AimWeapon(struct Game *g, const GunWeapon *w, LaraArm *arm);
/* One shot of weapon `type` from Lara along angles[0] (yaw) / angles[1]
 * (pitch): ammunition, two control-stream numbers for the spread, the hit
 * test against the target's spheres. 0: no ammunition; 1: hit; -1: miss. */
int Gun_FireWeapon(struct Game *g, int type, int target, const int16_t angles[2]);

#endif
