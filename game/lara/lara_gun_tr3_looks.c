/* TR3's looks of Lara's shots (GunRules.shot_looks / tick_looks): tomb3
 * lara2gun.cpp's AnimatePistols and lara1gun.cpp's Fire* and
 * AnimateShotgun: smoke trailing from the gun for a while after a shot
 * (its count of ticks kept with the spark pool, which makes the smoke
 * thinner as it runs down), a spent shell from the hand that fired (the
 * shotgun's as it is pumped, the 12th frame of its recoil), the first
 * puffs and the shotgun's sparks flung along the barrel. Where the gun's
 * points are is found from her hand as her body's animation holds it
 * (Effect_JointAbsPosition), as the projectiles are. */
#include "game/lara/lara_gun_internal.h"
#include "game/lara/lara_gun_tr2.h"

#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SHELL_FRAME 12 /* the shotgun's shell leaves on this recoil frame */

/* Where the smoke leaves each hand's gun, by type (in the hand's frame). */
static Vec3i pistol_smoke(int type, bool left)
{
    switch (type) {
    case LGT_MAGNUMS: return left ? (Vec3i){ 16, 160, 56 } : (Vec3i){ -32, 160, 56 };
    case LGT_UZIS: return left ? (Vec3i){ 8, 140, 48 } : (Vec3i){ -16, 140, 48 };
    default: return left ? (Vec3i){ 4, 128, 40 } : (Vec3i){ -16, 128, 40 };
    }
}

static Vec3i rifle_smoke(int type)
{
    switch (type) {
    case LGT_ROCKET: return (Vec3i){ 0, 84, 72 };
    case LGT_GRENADE: return (Vec3i){ 0, 180, 80 };
    case LGT_SHOTGUN: return (Vec3i){ -16, 228, 32 };
    default: return (Vec3i){ 0, 228, 96 }; /* the MP5 */
    }
}

static Vec3i in_hand(Game *g, Vec3i v, bool left)
{
    Effect_JointAbsPosition(g, Game_LaraItem(g), &v, left ? LARA_MESH_HAND_L : LARA_MESH_HAND_R,
                            NULL);
    return v;
}

static void puff(Game *g, Vec3i at, int count)
{
    Spark3_GunSmoke(g, at.x, at.y, at.z, 0, 0, 0, false, g->sparks->smoke_weapon, count,
                    Game_LaraItem(g)->room);
}

void Gun3_TickLooks(Game *g, int type, bool rifle)
{
    SparkPool *p = g->sparks;
    if (!p || !Game_LaraItem(g))
        return;
    if (!rifle) {
        if (p->smoke_l)
            puff(g, in_hand(g, pistol_smoke(p->smoke_weapon, true), true), p->smoke_l);
        if (p->smoke_r)
            puff(g, in_hand(g, pistol_smoke(p->smoke_weapon, false), false), p->smoke_r);
        return;
    }
    if (p->smoke_l)
        puff(g, in_hand(g, rifle_smoke(p->smoke_weapon), false), p->smoke_l);
    const Item *gun = &g->lara.gun_item;
    if (type == LGT_SHOTGUN && gun->current_state == GUN2_S_RECOIL && gun->anim >= 0 &&
        (uint32_t)gun->anim < g->lv->num_animations &&
        gun->frame - g->lv->animations[gun->anim].frame_start == SHELL_FRAME)
        Effect_GunShellTR3(g, true, O3_SHOTGUNSHELL, LGT_SHOTGUN);
}

/* `n` first puffs from the muzzle `from` flung towards `to` (both in her
 * right hand's frame), the shotgun's sparks too. */
static void burst(Game *g, Vec3i from, Vec3i to, int n, int sparks)
{
    SparkPool *p = g->sparks;
    int room = Game_LaraItem(g)->room;
    Vec3i a = in_hand(g, from, false), b = in_hand(g, to, false);
    int xv = b.x - a.x, yv = b.y - a.y, zv = b.z - a.z;
    for (int i = 0; i < n; i++)
        Spark3_GunSmoke(g, a.x, a.y, a.z, xv, yv, zv, true, p->smoke_weapon, p->smoke_l, room);
    for (int i = 0; i < sparks; i++)
        Spark3_ShotgunSparks(g, a.x, a.y, a.z, xv * 2, yv * 2, zv * 2, room);
}

void Gun3_ShotLooks(Game *g, int type, bool left)
{
    SparkPool *p = g->sparks;
    if (!p || !Game_LaraItem(g))
        return;
    p->smoke_weapon = (int8_t)type;
    switch (type) {
    case LGT_PISTOLS:
    case LGT_MAGNUMS:
    case LGT_UZIS:
        if (left)
            p->smoke_l = 28;
        else
            p->smoke_r = 28;
        Effect_GunShellTR3(g, !left, O3_GUNSHELL, type);
        break;
    case LGT_SHOTGUN:
        p->smoke_l = 32;
        burst(g, (Vec3i){ 0, 228, 32 }, (Vec3i){ 0, 1508, 32 }, 7, 12);
        break;
    case LGT_M16:
        p->smoke_l = 24;
        Effect_GunShellTR3(g, true, O3_GUNSHELL, LGT_M16);
        break;
    case LGT_ROCKET:
        p->smoke_l = 32;
        burst(g, (Vec3i){ 0, 180, 72 }, (Vec3i){ 0, 1204, 72 }, 5, 0);
        break;
    case LGT_GRENADE:
        p->smoke_l = 32;
        burst(g, (Vec3i){ 0, 1204, 72 }, (Vec3i){ 0, 1204, 80 }, 5, 0);
        break;
    default:
        break;
    }
}
