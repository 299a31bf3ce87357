/* London's tube train (O3_TRAIN; tomb3 train.cpp), see boss_tr3.h.
 *
 * Once its trigger is on it runs along its facing at 260 units a tick,
 * riding the floor: its height is the floor's under it (32 above it) and
 * its pitch twice the drop between its middle and the floor 5 sectors
 * ahead, each probed along its own pitch and roll as the original's
 * TestHeight; off the level's floor it is gone. Touching Lara (her box
 * within its frame's, then its spheres) kills her on the spot: her death
 * sounds, the extra set's first animation in its train-kill state (11)
 * turned the train's way, no hit points, hands busy, and blood; the train
 * brakes from 160 by 48 a tick. At full speed it plays its tube loop.
 *
 * The original's two item flags (started, speed) live in Item.data_index
 * (saved with the item). While it runs its headlight shines 3 sectors
 * ahead of it (a white dynamic light of reach 16); braking after a kill
 * it forces the camera to a fixed spot on the floor 8 sectors ahead of
 * it, watching Lara (Camera_ForceFixed, the original's
 * ForcedFixedCamera). The kill stops its tube loop. */
#include "game/objects/tr3/boss/boss_tr3.h"

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/trap/trap.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define TRAIN_SPEED 260
#define TRAIN_KILL_SPEED 160
#define TRAIN_BRAKE 48
#define TRAIN_LOOK_AHEAD (5 * WALL_SIZE)
#define TRAIN_RIDE 32           /* above the floor */
#define TRAIN_BLOOD_AHEAD 256
#define TRAIN_BLOOD_UP 512
#define TRAIN_BLOOD_SPEED 1024
#define TRAIN_BLOOD_COUNT 15
#define TRAIN_LIGHT_AHEAD (3 * WALL_SIZE)
#define TRAIN_LIGHT_REACH 16
#define TRAIN_CAMERA_AHEAD (8 * WALL_SIZE)
#define TRAIN_CAMERA_UP 512       /* the floor is found from this far up */

static int16_t speed_of(const Item *it) { return (int16_t)(it->data_index & 0xFFFF); }
static bool started(const Item *it) { return (it->data_index >> 16) != 0; }
static void set_speed(Item *it, int16_t speed)
{
    it->data_index = (int32_t)(((uint32_t)1 << 16) | (uint16_t)speed);
}

/* The floor under a point z ahead of the train along its pitch (the
 * original's TestHeight with no side offset). */
static int32_t floor_ahead(Game *g, const Item *it, int32_t z)
{
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    int32_t x = it->pos.x + ((z * s) >> W2V_SHIFT);
    int32_t y = it->pos.y - ((z * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    int32_t pz = it->pos.z + ((z * c) >> W2V_SHIFT);
    int16_t room = it->room;
    const RoomSector *sec = World_Sector(&g->world, x, y, pz, &room);
    return World_Height(&g->world, sec, x, y, pz);
}

static void train_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Object_IsTriggerActive(it))
        return;
    if (!started(it))
        set_speed(it, TRAIN_SPEED);
    int16_t speed = speed_of(it);
    it->pos.x += (speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    it->pos.z += (speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    int32_t front = floor_ahead(g, it, TRAIN_LOOK_AHEAD);
    int32_t mid = floor_ahead(g, it, 0);
    it->pos.y = mid;
    if (mid == WORLD_NO_HEIGHT) {
        Object_Kill(g, item);
        return;
    }
    it->pos.y -= TRAIN_RIDE;
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (room != it->room)
        Trap_NewRoom(g, item, room);
    it->rot.x = (int16_t)((mid - front) * 2);
    int32_t sn = Math_Sin(it->rot.y), cs = Math_Cos(it->rot.y);
    Vec3i lamp = { it->pos.x + ((TRAIN_LIGHT_AHEAD * sn) >> W2V_SHIFT), it->pos.y,
                   it->pos.z + ((TRAIN_LIGHT_AHEAD * cs) >> W2V_SHIFT) };
    Gun_AddLightTR3(&g->lights, lamp, it->room, TRAIN_LIGHT_REACH, 31, 31, 31);
    if (speed == TRAIN_SPEED) {
        Object_Sound(g, it, SFX3_TUBE_LOOP);
        return;
    }
    /* Below full speed it has hit Lara: it brakes, and the camera watches
     * from the floor ahead of it. */
    speed = (int16_t)(speed - TRAIN_BRAKE);
    set_speed(it, speed < 0 ? 0 : speed);
    if (!g->camera.forced) {
        GameVec at = { it->pos.x + ((TRAIN_CAMERA_AHEAD * sn) >> W2V_SHIFT), 0,
                       it->pos.z + ((TRAIN_CAMERA_AHEAD * cs) >> W2V_SHIFT), it->room };
        int32_t y = it->pos.y - TRAIN_CAMERA_UP;
        const RoomSector *sec = World_Sector(&g->world, at.x, y, at.z, &at.room);
        at.y = World_Height(&g->world, sec, at.x, y, at.z);
        Camera_ForceFixed(g, at);
    }
}

/* Lara into the extra set's train death where she stands. */
static void kill_lara(Game *g, Item *train, Item *lara)
{
    Effect_Sound(g, SFX3_LARA_GENERAL_DEATH, &lara->pos);
    Effect_Sound(g, SFX3_LARA_FALLDEATH, &lara->pos);
    /* Its roar cut at the kill, as the original's StopSoundEffect: braking,
     * the train no longer plays it (only at full speed). */
    const AnimEvents *ev = &g->sim->events;
    if (ev->stop_sound)
        ev->stop_sound(ev->user, train, SFX3_TUBE_LOOP);
    const Model *m = Level_FindModel(g->lv, O3_LARA_EXTRA);
    int first = m ? Sim_ModelFirstAnim(g->lv, m) : -1;
    if (first >= 0) {
        lara->anim = (int16_t)first;
        lara->frame = (int16_t)g->lv->animations[first].frame_start;
    }
    lara->current_state = LS3_EXTRA_TRAIN_KILL;
    lara->goal_state = LS3_EXTRA_TRAIN_KILL;
    lara->hit_points = 0;
    lara->rot.y = train->rot.y;
    lara->gravity = false;
    lara->fall_speed = 0;
    lara->speed = 0;
    if (first >= 0)
        Object_Animate(g, lara);
    g->lara.extra_anim = true;
    g->lara.gun_status = LGS_HANDS_BUSY;
    g->lara.gun_type = LGT_UNARMED;
    g->lara.hit_direction = -1;
    g->lara.air = -1;
}

static void train_collision(Game *g, int item, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[item];
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius) || !Coll_TestCollision(g, it, lara))
        return;
    kill_lara(g, it, lara);
    set_speed(it, TRAIN_KILL_SPEED);
    int32_t x = lara->pos.x + ((TRAIN_BLOOD_AHEAD * Math_Sin(it->rot.y)) >> W2V_SHIFT);
    int32_t z = lara->pos.z + ((TRAIN_BLOOD_AHEAD * Math_Cos(it->rot.y)) >> W2V_SHIFT);
    Effect_BloodBath(g, x, lara->pos.y - TRAIN_BLOOD_UP, z, TRAIN_BLOOD_SPEED, it->rot.y, lara->room,
                     TRAIN_BLOOD_COUNT);
}

void Train3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_TRAIN];
    if (!o->loaded)
        return;
    o->control = train_control;
    o->collision = train_collision;
    o->save_position = true;
    o->save_flags = true;
    o->save_anim = true;
}
