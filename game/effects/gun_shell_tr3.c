/* TR3's spent shells (tomb3 effect2.cpp TriggerGunShell and
 * ControlGunShell): a shell leaves Lara's gun hand spinning, falls, bounces
 * off ceilings and floors (slower each time, back the way it came off a
 * wall), and is gone after a bounce or two or in water. Its random numbers
 * are the spark pool's (game/effects/spark_tr3.h): shells are looks. */
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"

#include "engine/world/floor.h"

#define SFX3_LARA_SHOTGUN_SHELL 49

/* Where a shell leaves each hand, by gun (in the hand's frame). */
static Vec3i hand_point(int type, bool right)
{
    switch (type) {
    case LGT_PISTOLS: return right ? (Vec3i){ 8, 48, 40 } : (Vec3i){ -12, 48, 40 };
    case LGT_MAGNUMS: return right ? (Vec3i){ 16, 40, 56 } : (Vec3i){ -16, 40, 56 };
    case LGT_UZIS: return right ? (Vec3i){ 8, 35, 48 } : (Vec3i){ -16, 35, 48 };
    case LGT_SHOTGUN: return (Vec3i){ 16, 114, 32 };
    default: return (Vec3i){ 16, 2, 64 }; /* the MP5 */
    }
}

int Effect_GunShellTR3(Game *g, bool right, int object_id, int type)
{
    Item *lara = Game_LaraItem(g);
    if (!lara || !g->sparks || Effect_MeshesOf(g, object_id) <= 0)
        return EFFECT_NONE;
    Vec3i at = hand_point(type, right);
    Effect_JointAbsPosition(g, lara, &at, right ? LARA_MESH_HAND_R : LARA_MESH_HAND_L, NULL);
    Spark3_GunSmoke(g, at.x, at.y, at.z, 0, 0, 0, false, type, type == LGT_SHOTGUN ? 24 : 16,
                    lara->room);
    int fx = Effect_Create(g, lara->room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    const Lara *l = &g->lara;
    e->pos = at;
    e->rot = (Vec3s){ 0, 0, (int16_t)Spark3_Rand(g) };
    e->speed = (int16_t)((Spark3_Rand(g) & 0x1F) + 16);
    e->object_id = (int16_t)object_id;
    e->fall_speed = (int16_t)(-48 - (Spark3_Rand(g) & 7));
    e->shade = 0x1000;
    e->counter = (int16_t)((Spark3_Rand(g) & 1) + 1);
    /* its heading, kept in frame_num: a model's effect draws its own
     * first mesh, never the mesh frame_num names */
    int32_t heading;
    if (!right) {
        heading = lara->rot.y + (Spark3_Rand(g) & 0xFFF) + l->left_arm.rot.y - 0x4800;
    } else if (type == LGT_SHOTGUN || type == LGT_M16) {
        heading = l->left_arm.rot.y + lara->rot.y - (Spark3_Rand(g) & 0xFFF) + l->torso_rot.y +
                  (type == LGT_SHOTGUN ? 0x2800 : 0x4800);
        e->rot.y = (int16_t)(l->torso_rot.y + l->left_arm.rot.y + lara->rot.y);
        if (type == LGT_SHOTGUN && e->speed < 24)
            e->speed += 24;
    } else {
        heading = lara->rot.y - (Spark3_Rand(g) & 0xFFF) + l->left_arm.rot.y + 0x4800;
    }
    e->frame_num = (int16_t)heading;
    return fx;
}

/* Bounces off a ceiling (c) or the floor (h); false when it is spent. */
static bool bounce(Game *g, int fx, Effect *e, const Vec3i *old, int32_t c, int32_t h)
{
    if (e->pos.y < c) {
        Effect_Sound(g, SFX3_LARA_SHOTGUN_SHELL, &e->pos);
        e->speed -= 4;
        if (--e->counter < 0 || e->speed < 8) {
            Effect_Kill(g, fx);
            return false;
        }
        e->fall_speed = (int16_t)-e->fall_speed;
        e->pos.y = c;
    }
    if (e->pos.y >= h) {
        Effect_Sound(g, SFX3_LARA_SHOTGUN_SHELL, &e->pos);
        e->speed -= 8;
        if (--e->counter < 0 || e->speed < 8) {
            Effect_Kill(g, fx);
            return false;
        }
        if (old->y > h) {
            /* into a wall: back the way it came */
            e->frame_num = (int16_t)(e->frame_num + 0x8000);
            e->pos.x = old->x;
            e->pos.z = old->z;
        } else {
            e->fall_speed = (int16_t)(-e->fall_speed >> 1);
        }
        e->pos.y = old->y;
    }
    return true;
}

static void fx_shell(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Vec3i old = e->pos;
    e->fall_speed += 6;
    e->rot.x = (int16_t)(e->rot.x + 182 * ((e->speed >> 1) + 7));
    e->rot.y = (int16_t)(e->rot.y + 182 * e->speed);
    e->rot.z = (int16_t)(e->rot.z + 4186);
    e->pos.x += (e->speed * Math_Sin(e->frame_num)) >> 15;
    e->pos.y += e->fall_speed;
    e->pos.z += (e->speed * Math_Cos(e->frame_num)) >> 15;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    if (!s || World_RoomIsWater(&g->world, room)) {
        /* into the water: a small ripple on its surface (ControlGunShell) */
        if (s)
            Splash3_SurfaceRipple(g, e->pos.x, e->pos.z, room, 8 + (Splash3_Rand(g) & 3));
        Effect_Kill(g, fx);
        return;
    }
    int32_t c = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (!bounce(g, fx, e, &old, c, h))
        return;
    room = e->room;
    World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
}

void Effect_SetupGunShellTR3(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_shell);
}
