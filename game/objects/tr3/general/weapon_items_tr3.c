/* TR3's weapon items, where TR3 changed TR2's (game/objects/tr2/
 * weapon_items_tr2.c):
 *  - the harpoon bolt (O3_HARPOON_BOLT): spins as it flies; in air its
 *    pitch drops a degree a tick (to straight down) at 256 along it, under
 *    water it keeps its pitch at 128 and trails bubbles; the first creature
 *    it meets takes the harpoon's damage and the bolt is gone; a bolt that
 *    hits the floor or ceiling sticks there, quivering for its first 64
 *    ticks, and is gone once its 256 hit points have counted down (two a
 *    tick while it quivers, one after);
 *  - the rocket (O3_ROCKET): TR3's own. It speeds up from 16 by a quarter
 *    and 4 a tick to 512 in air (towards 128 under water) along its aim,
 *    lights its surroundings, and explodes on the floor, the ceiling or
 *    the first creature it meets: every creature within a sector of the
 *    blast takes 30 (the one it met 30 more), and one it kills is blown
 *    apart (the bosses excepted); the big gun's rockets (data_index 1)
 *    take twice the damage and twice the blast;
 *  - the grenade (O3_GRENADE): TR3's own. It falls 3 a tick faster in
 *    air (drifts under water), tumbles, bounces off floors, walls, slopes
 *    and ceilings (bounce_tr3.c), and explodes when its 120-tick fuse runs
 *    out or on the first creature it meets: 20 to every creature within a
 *    sector (the one met 20 more), a creature it kills blown apart;
 *  - the thrown flare: TR2's pick-up (Weapon3_SetupFlare), TR3's flight:
 *    it falls 6 a tick faster in air (drifts under water), bounces as the
 *    grenade does (but its own numbers), burns 30 seconds with TR3's light
 *    (Gun_FlareLightTR3), and goes out at once in a swamp.
 * All three break a smashable window or object they meet and fly on
 * (smash_tr3.c). The rocket's and the grenade's blasts alert the thinking
 * creatures in their room or within about 5.5 sectors (AlertNearbyGuards,
 * game/creature/ai_tr3.h), wherever Lara is.
 * Facts from the original (tomb3 game/lara1gun.cpp ControlHarpoonBolt,
 * ControlRocket, ControlGrenade; laraflar.cpp FlareControl). */
#include "game/game.h"

#include "game/collide/collide.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/effects/smoke_looks_tr3.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/weapon_items_tr2.h"
#include "game/objects/tr3/general/bounce_tr3.h"
#include "game/objects/tr3/general/smash_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"

#define HARPOON_DAMAGE 4      /* TR3's weapon table (lara_gun_tr3.c) */
#define BOLT_LIFE 256         /* its hit points at launch */
#define BOLT_QUIVER 192       /* quivers while it has more */
#define BOLT_AIR_SPEED 256
#define BOLT_WATER_SPEED 128
#define BOLT_SPIN 6370
#define BOLT_DROP (1 * 182)   /* a degree of pitch a tick in air */

/* Stuck in the floor or ceiling: the pitch it struck at (kept in its
 * current_state, as the original) wobbles by a falling sine while it
 * quivers; the count runs down and the bolt goes at zero. */
static bool stuck(Game *g, int item, Item *it)
{
    if (it->hit_points == BOLT_LIFE)
        it->current_state = it->rot.x;
    if (it->hit_points >= BOLT_QUIVER) {
        int32_t wave = (Math_Sin((it->hit_points & 7) * 4096) >> 1) - 1024;
        it->rot.x = (int16_t)(it->current_state + (((it->hit_points - BOLT_QUIVER) * wave) >> 6));
        it->hit_points--;
    }
    it->hit_points--;
    if (it->hit_points <= 0) {
        Trap_KillItem(g, item);
        return false;
    }
    it->fall_speed = 0;
    it->speed = 0;
    return true;
}

static void bolt_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Vec3i old = it->pos;
    it->pos.x += (it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    it->pos.y += it->fall_speed;
    it->pos.z += (it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    Trap_NewRoom(g, item, room);

    for (int t = g->sim->room_items[it->room]; t != ITEM_NONE; t = g->sim->items[t].next_item) {
        Smash3_Projectile(g, item, t, old, 0);
        if (!Weapon2_Candidate(g, t, item))
            continue;
        Item *ti = &g->sim->items[t];
        if (!Weapon2_Meets(g, it, old, ti, 0))
            continue;
        Effect_BloodBath(g, it->pos.x, it->pos.y, it->pos.z, 0, 0, it->room, 3);
        Gun_HitTarget(g, ti, HARPOON_DAMAGE);
        Trap_KillItem(g, item);
        return;
    }

    int32_t ceiling = s ? World_Ceiling(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    if (!s || it->pos.y >= it->floor || it->pos.y <= ceiling) {
        if (!stuck(g, item, it))
            return;
    } else {
        it->rot.z = (int16_t)(it->rot.z + BOLT_SPIN);
        int32_t speed = BOLT_AIR_SPEED;
        if (World_RoomIsWater(&g->world, it->room)) {
            /* The original trails a bubble every fourth frame. */
            if ((g->sim->tick & 3) == 0)
                Effect_Bubble(g, &it->pos, it->room);
            Smoke3_BoltTrail(g, it);
            speed = BOLT_WATER_SPEED;
        } else {
            it->rot.x = (int16_t)(it->rot.x - BOLT_DROP);
            if (it->rot.x < -0x4000)
                it->rot.x = -0x4000;
        }
        it->fall_speed = (int16_t)((-speed * Math_Sin(it->rot.x)) >> W2V_SHIFT);
        it->speed = (int16_t)((speed * Math_Cos(it->rot.x)) >> W2V_SHIFT);
    }
    room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, item, room);
}

/* ---- the rocket -------------------------------------------------------------- */

#define ROCKET_AIR_TOP 512
#define ROCKET_WATER_TOP 128
#define ROCKET_BLAST 1024 /* a sector */
#define ROCKET_DAMAGE 30
#define SFX3_EXPLOSION1 105
#define SFX3_EXPLOSION2 106
#define ROCKET_BLAST_PITCH 0x18000 /* Q16: half again the sample's rate */

/* Kinds a rocket hurts but does not blow apart (the original's list). */
static bool survives_blast(int object_id)
{
    switch (object_id) {
    case O3_TRIBEBOSS: case O3_WILLARD_BOSS: case O3_TONY: case O3_LON_BOSS:
    case O3_ELECTRIC_CLEANER: case O3_WHALE: case O3_FLYING_MUTANT_EMITTER:
        return true;
    default:
        return false;
    }
}

/* Its speed and spin for this tick: faster in air, held near 128 in water. */
static void rocket_speed(Item *it, bool water)
{
    if (water) {
        if (it->speed <= ROCKET_WATER_TOP) {
            it->speed = (int16_t)(it->speed + (it->speed >> 2) + 4);
            if (it->speed > ROCKET_WATER_TOP)
                it->speed = ROCKET_WATER_TOP;
        } else {
            it->speed = (int16_t)(it->speed - (it->speed >> 2));
        }
        it->rot.z = (int16_t)(it->rot.z + 182 * ((it->speed >> 3) + 3));
    } else {
        if (it->speed < ROCKET_AIR_TOP)
            it->speed = (int16_t)(it->speed + (it->speed >> 2) + 4);
        it->rot.z = (int16_t)(it->rot.z + 182 * ((it->speed >> 2) + 7));
    }
}

/* Its flame's light, at its tail (128 behind it): the original draws the
 * flame's length and the light's jitter and colour from the control
 * stream (seven numbers a tick), so this does too. The light: the red of
 * its colour halved to the 0..31 scale, fall-off 14. */
static void rocket_light(Game *g, const Item *it)
{
    Prng *p = &g->sim->prng;
    (void)Prng_Control(p); /* the flame's length */
    int32_t cx = Math_Cos(it->rot.x);
    Vec3i tail = {
        it->pos.x - ((((128 * Math_Sin(it->rot.y)) >> W2V_SHIFT) * cx) >> W2V_SHIFT),
        it->pos.y + ((128 * Math_Sin(it->rot.x)) >> W2V_SHIFT),
        it->pos.z - ((((128 * Math_Cos(it->rot.y)) >> W2V_SHIFT) * cx) >> W2V_SHIFT),
    };
    tail.x += (Prng_Control(p) & 0xF) - 8;
    tail.y += (Prng_Control(p) & 0xF) - 8;
    tail.z += (Prng_Control(p) & 0xF) - 8;
    int red = (Prng_Control(p) & 3) + 28;
    (void)Prng_Control(p); /* green */
    (void)Prng_Control(p); /* blue */
    Gun_AddLight(&g->lights, tail, it->room, red / 2, 14);
}

/* One pass over the creatures in `rooms`: each within `radius` of the
 * rocket's path from `old` takes its damage (one it kills is blown apart).
 * With radius 0 the pass stops at the first creature met; true when one
 * was. */
static bool rocket_pass(Game *g, int item, Vec3i old, const RoomList *rooms, int32_t radius,
                        int damage)
{
    Item *it = &g->sim->items[item];
    bool met = false;
    for (int r = 0; r < rooms->count; r++) {
        for (int t = g->sim->room_items[rooms->room[r]]; t != ITEM_NONE;) {
            Item *ti = &g->sim->items[t];
            int next = ti->next_item;
            /* the Crash Site's object sets a rocket off */
            if (Smash3_Projectile(g, item, t, old, radius) && it->object_id == O3_ROCKET) {
                met = true;
                if (radius == 0)
                    return true;
            }
            if (Weapon2_Candidate(g, t, item) && Weapon2_Meets(g, it, old, ti, radius)) {
                met = true;
                Gun_HitTarget(g, ti, damage);
                if (ti->hit_points <= 0 && !survives_blast(ti->object_id)) {
                    Creature_Explode(g, t, 0);
                    Creature_Die(g, t);
                }
                if (radius == 0)
                    return true;
            }
            t = next;
        }
    }
    return met;
}

static void rocket_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Vec3i old = it->pos;
    int16_t old_room = it->room;
    bool water = World_RoomIsWater(&g->world, it->room);
    rocket_speed(it, water);
    rocket_light(g, it);
    Smoke3_RocketTrail(g, item);

    int32_t sp = (it->speed * Math_Cos(it->rot.x)) >> W2V_SHIFT;
    it->pos.x += (sp * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    it->pos.y -= (it->speed * Math_Sin(it->rot.x)) >> W2V_SHIFT;
    it->pos.z += (sp * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    Trap_NewRoom(g, item, room);
    int32_t ceiling = s ? World_Ceiling(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    /* from the air into the water: its splash (a look) */
    if (!water && World_RoomIsWater(&g->world, it->room))
        Splash3_Rocket(g, it);

    /* The floor or ceiling sets it off, its blast reaching every creature
     * within a sector in the rooms near it; or a creature met on the way
     * (hit by the rocket, then by the blast with the others in its room:
     * the original keeps the rooms it listed for no blast). */
    bool boom = !s || it->pos.y >= it->floor || it->pos.y <= ceiling;
    /* The big gun's rockets (data_index 1, the original's item_flags[0])
     * hit twice as hard and blast twice as far. */
    int shift = it->data_index == 1 ? 1 : 0;
    int32_t blast = ROCKET_BLAST << shift;
    int damage = ROCKET_DAMAGE << shift;
    int32_t reach = boom ? blast * 4 : 0;
    RoomList rooms;
    Coll_NearRooms(g, &rooms, it->pos.x, it->pos.y, it->pos.z, reach, reach, it->room);
    if (!boom)
        boom = rocket_pass(g, item, old, &rooms, 0, damage);
    if (!boom)
        return;
    rocket_pass(g, item, old, &rooms, blast, damage);
    if (World_RoomIsWater(&g->world, old_room)) {
        /* back where it was, its explosion under water (ControlRocket) */
        it->pos = old;
        Trap_NewRoom(g, item, old_room);
        Effect_ExplosionUnderwater(g, &old, it->room, &it->pos, it->room);
    } else {
        Effect_Explosion(g, &old, it->room, false);
    }
    AiTR3_AlertNearby(g, item);
    /* Its blast (105) pitched up, then the rumble (106), where it ended
     * (tomb3 lara1gun.cpp ControlRocket: 0x1800000 | SFX_SETPITCH). */
    Effect_SoundPitch(g, SFX3_EXPLOSION1, &it->pos, ROCKET_BLAST_PITCH);
    Effect_Sound(g, SFX3_EXPLOSION2, &it->pos);
    Spark3_Detach(g, item, SPARK3_ITEM); /* its flames stay where they are */
    Trap_KillItem(g, item);
}

/* ---- the grenade ------------------------------------------------------------- */

#define GRENADE_DAMAGE 20

/* Its tumble: about its heading once it rolls on the floor (its
 * required_state set by the bounce), else end over end. */
static void grenade_spin(Item *it, int32_t roll, int32_t tumble)
{
    it->rot.z = (int16_t)(it->rot.z + 182 * roll);
    if (it->required_state)
        it->rot.y = (int16_t)(it->rot.y + 182 * tumble);
    else
        it->rot.x = (int16_t)(it->rot.x + 182 * tumble);
}

static void grenade_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Vec3i old = it->pos;
    bool above_water = !World_RoomIsWater(&g->world, it->room);
    if (!above_water) {
        it->fall_speed = (int16_t)(it->fall_speed + ((5 - it->fall_speed) >> 1));
        it->speed = (int16_t)(it->speed - (it->speed >> 2));
        if (it->speed)
            grenade_spin(it, (it->speed >> 4) + 3, (it->speed >> 2) + 3);
    } else {
        it->fall_speed = (int16_t)(it->fall_speed + 3);
        if (it->speed)
            grenade_spin(it, (it->speed >> 2) + 7, (it->speed >> 1) + 7);
    }
    Smoke3_GrenadeTrail(g, it);
    /* It travels along its heading (goal_state), not the way it faces. */
    it->pos.x += (it->speed * Math_Sin(it->goal_state)) >> W2V_SHIFT;
    it->pos.y += it->fall_speed;
    it->pos.z += (it->speed * Math_Cos(it->goal_state)) >> W2V_SHIFT;
    int16_t facing = it->rot.y;
    it->rot.y = it->goal_state;
    Bounce3_ProperDetection(g, item, old, true);
    it->goal_state = it->rot.y;
    it->rot.y = facing;
    if (above_water && World_RoomIsWater(&g->world, it->room))
        Splash3_Grenade(g, it);

    bool boom = false;
    if (it->hit_points) {
        it->hit_points--;
        boom = it->hit_points == 0;
    }
    int32_t reach = boom ? ROCKET_BLAST * 4 : 0;
    RoomList rooms;
    Coll_NearRooms(g, &rooms, it->pos.x, it->pos.y, it->pos.z, reach, reach, it->room);
    if (!boom)
        boom = rocket_pass(g, item, old, &rooms, 0, GRENADE_DAMAGE);
    if (!boom)
        return;
    rocket_pass(g, item, old, &rooms, ROCKET_BLAST, GRENADE_DAMAGE);
    /* in water its explosion under water where it is now (ControlGrenade) */
    if (World_RoomIsWater(&g->world, it->room))
        Effect_ExplosionUnderwater(g, &old, it->room, &it->pos, it->room);
    else
        Effect_Explosion(g, &old, it->room, false);
    AiTR3_AlertNearby(g, item);
    /* Its blast pitched up as the rocket's, then the rumble (tomb3
     * lara1gun.cpp ControlGrenade) */
    Effect_SoundPitch(g, SFX3_EXPLOSION1, &it->pos, ROCKET_BLAST_PITCH);
    Effect_Sound(g, SFX3_EXPLOSION2, &it->pos);
    Trap_KillItem(g, item);
}

/* ---- the flare --------------------------------------------------------------- */

static void flare_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    const Room *room = World_Room(&g->world, it->room);
    if (room && (room->flags & ROOM_FLAG_SWAMP)) {
        Trap_KillItem(g, item);
        return;
    }
    if (it->fall_speed) {
        it->rot.x = (int16_t)(it->rot.x + 546);
        it->rot.z = (int16_t)(it->rot.z + 910);
    } else {
        it->rot.x = it->rot.z = 0;
    }
    Vec3i old = it->pos;
    it->pos.x += (it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    it->pos.z += (it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    if (World_RoomIsWater(&g->world, it->room)) {
        it->fall_speed = (int16_t)(it->fall_speed + ((5 - it->fall_speed) >> 1));
        it->speed = (int16_t)(it->speed + ((5 - it->speed) >> 1));
    } else {
        it->fall_speed = (int16_t)(it->fall_speed + 6);
    }
    it->pos.y += it->fall_speed;
    Bounce3_ProperDetection(g, item, old, false);
    int32_t age = it->data_index & 0x7FFF;
    if (age < GUN_FLARE_MAX_AGE_TR3) {
        age++;
    } else if (it->fall_speed == 0 && it->speed == 0) {
        Trap_KillItem(g, item);
        return;
    }
    if (Gun_FlareLightTR3(g, it->pos, it->room, age)) {
        age |= 0x8000;
        Gun_FlareBurn(g, it->pos, it->pos, it->room);
    }
    it->data_index = age;
}

void Weapon3_SetupItems(Game *g)
{
    Weapon3_SetupFlare(g, O3_FLARE_ITEM);
    g->objects[O3_FLARE_ITEM].control = flare_control;
    ObjectInfo *o = &g->objects[O3_HARPOON_BOLT];
    o->control = bolt_control;
    o->save_position = true;
    o = &g->objects[O3_ROCKET];
    o->control = rocket_control;
    o->save_position = true;
    o = &g->objects[O3_GRENADE];
    o->control = grenade_control;
    o->save_position = true;
}
