/* What TR2's gun files share (lara_gun_tr2.c: the per-tick routine and
 * the weapon table; lara_gun_tr2_aim.c: targets and shots of the
 * two-handed guns; lara_gun_tr2_rifle.c: the guns driven by their own
 * model; lara_gun_tr2_flare.c: the flare in her hand). Not for use outside
 * game/lara/. */
#ifndef TOMB8_GAME_LARA_LARA_GUN_TR2_H
#define TOMB8_GAME_LARA_LARA_GUN_TR2_H

#include "game/lara/lara_gun_internal.h"

/* TR2's sound ids (the SoundMap indices its original plays). The ones its
 * weapon table names (8, 21, 43, 45) are from that table; the uzis' stop is
 * the fire sound + 1 as the original plays it. */
enum {
    SFX2_LARA_NO = 2,
    SFX2_LARA_DRAW = 6,
    SFX2_LARA_HOLSTER = 7,
    SFX2_LARA_FIRE = 8,
    SFX2_LARA_RELOAD = 9,
    SFX2_LARA_RICOCHET = 10,
    SFX2_FLARE_IGNITE = 11,
    SFX2_FLARE_BURN = 12,
    SFX2_MAGNUMS = 21,
    SFX2_UZI_FIRE = 43,
    SFX2_UZI_STOP = 44,
    SFX2_SHOTGUN = 45,
    SFX2_LARA_EMPTY = 48,
    SFX2_M16_FIRE = 78,
    SFX2_M16_STOP = 104,
    SFX2_EXPLOSION1 = 105, /* TR3's rocket launch (its numbering agrees) */
};

/* The object ids TR2's gun code names, per game (GunRules.ids): TR2's
 * (O2_*) and TR3's (O3_*) numbering. -1: the game has no such object. */
typedef struct Gun2Ids {
    int16_t pistols_anim;  /* the two-handed guns' arm frames */
    int16_t uzi_head;      /* her head while firing (the original's quirk) */
    int16_t flare_anim;    /* the flare's arm frames and hand mesh */
    int16_t flare_item;    /* a thrown or dropped flare */
    int16_t flares_option; /* the inventory entry counting her flares */
    int16_t flare_fire;    /* the flame drawn on a held flare */
    int16_t gun_flash;
    int16_t m16_flash;
    int16_t harpoon_bolt;
    int16_t grenade;
    int16_t rocket;        /* TR3's rocket launcher's rocket */
} Gun2Ids;

/* How a game's rifle-type guns launch their projectiles (GunRules.rifle). */
typedef struct Gun2Rifle {
    int16_t harpoon_speed; /* a bolt's speed along its pitch */
    int16_t harpoon_clip;  /* she reloads when the bolts left are a multiple */
    int16_t harpoon_life;  /* a bolt's hit points at launch (TR3's stuck
                              bolt counts them down); 0: none */
    bool harpoon_torso_aim; /* with no target a bolt takes her torso's turn
                               (TR3), not her left arm's (TR2) */
    /* The model frames at which the gun comes into her hand while drawn
     * and goes onto her back while put away, per gun type. */
    int8_t draw_frame[LGT_COUNT_TR3];
    int8_t undraw_frame[LGT_COUNT_TR3];
    int16_t grenade_speed;
    /* TR3: a grenade's fuse in ticks (its hit points at launch), fired
     * from the launcher's mouth with a fall by its pitch; 0: TR2's. */
    int16_t grenade_fuse;
} Gun2Rifle;

static inline const Gun2Ids *Gun2_Ids(const struct Game *g)
{
    return g->rules->guns->ids;
}

/* The object whose frames a pistol-type gun's arms play: its frame runs'
 * own (TR3's Desert Eagle) or the game's pistols animation. */
static inline int Gun2_PistolsObject(const struct Game *g, int type)
{
    int obj = Gun_PistolFrames(g, type)->object;
    return obj >= 0 ? obj : Gun2_Ids(g)->pistols_anim;
}

/* The rifle-type guns' model states (their animations' state ids). */
enum {
    GUN2_S_AIM = 0,
    GUN2_S_DRAW = 1,
    GUN2_S_RECOIL = 2,
    GUN2_S_UNDRAW = 3,
    GUN2_S_UNAIM = 4,
    GUN2_S_RELOAD = 5,
    GUN2_S_UAIM = 6,
    GUN2_S_UUNAIM = 7,
    GUN2_S_URECOIL = 8,
    GUN2_S_SURF_UNDRAW = 9,
};

/* Flares: a flare burns 60 seconds; its light grows over the first second
 * and flickers over the last two. */
#define FLARE2_MAX_AGE GUN_FLARE_MAX_AGE
#define FLARE2_OLD_AGE 1740
#define FLARE2_YOUNG_AGE 30
#define FLARE2_INTENSITY 12
#define FLARE2_FALLOFF 11

extern const Gun2Rifle Gun2_RifleTR2;

/* lara_gun_tr2.c */
/* TR2's weapon table and per-tick routines (GunRules.init / control), which
 * TR3's gun rules share (lara_gun_tr3.c). */
extern const GunWeapon Gun2_Weapons[LGT_COUNT_TR2];
void Gun2_Init(struct Game *g);
void Gun2_Control(struct Game *g);
LaraAmmo *Gun2_Ammo(Lara *l, int type);
bool Gun2_IsRifle(int type);
void Gun2_Sound(struct Game *g, int sfx);
void Gun2_NewWeapon(struct Game *g);
bool Gun2_HaveFlares(const struct Game *g);

/* lara_gun_tr2_aim.c */
void Gun2_GetNewTarget(struct Game *g, const GunWeapon *w);
/* One shot as TR2's FireWeapon: 0 no ammunition, 1 hit, -1 miss. */
int Gun2_FireWeapon(struct Game *g, int type, int target, const int16_t angles[2]);
void Gun2_PistolsControl(struct Game *g, int type);
void Gun2_HitTarget(struct Game *g, Item *it, const GameVec *at, int damage);
/* This tick's gun-flash light (see GunLights): TR2's, and the game's
 * (GunRules.flash_light, TR2's without one) for gun `type`. */
void Gun2_FlashLight(struct Game *g);
void Gun2_Flash(struct Game *g, int type);
/* The game's looks of a shot and of a tick of its guns
 * (GunRules.shot_looks / tick_looks; nothing without them). */
void Gun2_ShotLooks(struct Game *g, int type, bool left);
void Gun2_TickLooks(struct Game *g, int type, bool rifle);
/* The game's extra sound of a shot (GunRules.shot_sound; none without). */
void Gun2_ShotSound(struct Game *g, int type);

/* lara_gun_tr3_looks.c: TR3's (GunRules.shot_looks / tick_looks). */
void Gun3_ShotLooks(struct Game *g, int type, bool left);
void Gun3_TickLooks(struct Game *g, int type, bool rifle);

/* lara_gun_tr2_rifle.c */
void Gun2_RifleDrawMeshes(struct Game *g, int type);
void Gun2_RifleDraw(struct Game *g, int type);
void Gun2_RifleUndraw(struct Game *g, int type);
void Gun2_RifleControl(struct Game *g, int type);

/* lara_gun_tr2_flare.c */
void Gun2_FlareControl(struct Game *g);
void Gun2_FlareDraw(struct Game *g);
void Gun2_FlareUndraw(struct Game *g);
/* The flare leaves her hand as an item: thrown, or dropped (a gun is
 * drawn over it). */
void Gun2_FlareDispose(struct Game *g, bool thrown);

#endif
