/* TR3's big gun (see big_gun.h): taking it, aiming, firing its rockets,
 * letting go. Lara's tick runs it (its rider routine); it has no item
 * control of its own. */
#include "game/objects/tr3/vehicle/big_gun.h"

#include <stdlib.h>

#include "engine/core/serial.h"
#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/effects/smoke_looks_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/vehicle_tr3.h"
#include "game/objects/trap/trap.h"

#define SFX3_UZI_STOP 44      /* the swing's rattle */
#define SFX3_BAZOOKA_FIRE 77
#define BARREL_MESH 2
#define BARREL_MOUTH 256
#define ROCKET_START_SPEED 16
#define ROCKET_BIG_GUN 1      /* the rocket's data_index: damage and blast doubled */
#define ROT_Y_STEP 8
#define ROT_Y_MAX 64

/* ---- getting on ------------------------------------------------------------------- */

static void big_gun_collision(Game *g, int item, Item *lara, CollInfo *coll)
{
    if (lara->hit_points < 0 || g->lara.vehicle >= 0)
        return;
    Item *it = &g->sim->items[item];
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (!(Game_Input(g) & INPUT_ACTION) || g->lara.gun_status != LGS_ARMLESS || lara->gravity ||
        dx * dx + dz * dz > BIG_GUN_REACH2) {
        Coll_ObjectCollision(g, item, lara, coll);
        return;
    }
    g->lara.vehicle = (int16_t)item;
    Gun_VehicleDropFlare(g);
    g->lara.gun_status = LGS_HANDS_BUSY;
    lara->pos = it->pos;
    lara->rot = it->rot;
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, BIG_GUN_A_GET_ON, 0);
    lara->current_state = lara->goal_state = BIG_GUN_S_GET_ON;
    BigGunInfo *b = it->data;
    if (b) {
        b->flags = 0;
        b->rot_x = BIG_GUN_LEVEL;
    }
}

/* ---- firing -------------------------------------------------------------------------- */

/* A rocket from 256 along the barrel, pitched by the elevation, along the
 * gun's heading; its flight is the rocket item's (weapon_items_tr3.c),
 * data_index 1 doubling its damage and blast as the original's
 * item_flags[0]. */
static void fire(Game *g, const Item *it, const BigGunInfo *b)
{
    const Item *lara = Game_LaraItem(g);
    Vec3i p = {0, 0, BARREL_MOUTH};
    Effect_JointAbsPosition(g, it, &p, BARREL_MESH, NULL);
    int i = Trap_CreateItem(g, O3_ROCKET, lara->room, p, it->rot.y);
    if (i == ITEM_NONE)
        return;
    Item *rk = &g->sim->items[i];
    rk->rot.x = (int16_t)(182 * (32 - b->rot_x));
    rk->rot.y = it->rot.y;
    rk->rot.z = 0;
    rk->speed = ROCKET_START_SPEED;
    rk->data_index = ROCKET_BIG_GUN;
    Object_AddActive(g, i);
    rk->status = ITEM_STATUS_ACTIVE;
    Effect_Sound(g, SFX3_BAZOOKA_FIRE, &rk->pos);
    Effect_SoundPitch(g, SFX3_EXPLOSION1, &rk->pos, 0x20000); /* an octave up, as the original */
    /* its look: the launcher's first puffs and the rocket's flames */
    Smoke3_BigGunShot(g, p.x, p.y, p.z, rk->room);
    Smoke3_RocketBurst(g, i);
}

/* Left / right swing it: the rate grows by 8 a tick to 64 (halved first
 * when it turned the other way) and eases off by a quarter a tick without
 * either key; the swing moves by a quarter of the rate and stops dead at
 * its limits. Forward / back raise and lower the barrel a step a tick. */
static void aim(Game *g, Item *it, BigGunInfo *b, InputWord in)
{
    int dir = (in & INPUT_LEFT) ? -1 : (in & INPUT_RIGHT) ? 1 : 0;
    if (dir) {
        if (b->rot_y_add * dir < 0)
            b->rot_y_add = (int16_t)(b->rot_y_add >> 1);
        b->rot_y_add = (int16_t)(b->rot_y_add + dir * ROT_Y_STEP);
        if (b->rot_y_add * dir > ROT_Y_MAX)
            b->rot_y_add = (int16_t)(dir * ROT_Y_MAX);
        if (!(g->sim->tick & 1) && abs(b->rot_y) < BIG_GUN_YAW_STEPS)
            Object_Sound(g, it, SFX3_UZI_STOP);
    } else {
        b->rot_y_add = (int16_t)(b->rot_y_add - (b->rot_y_add >> 2));
        if (abs(b->rot_y_add) < ROT_Y_STEP)
            b->rot_y_add = 0;
    }
    b->rot_y = (int16_t)(b->rot_y + (b->rot_y_add >> 2));
    if (b->rot_y < -BIG_GUN_YAW_STEPS || b->rot_y > BIG_GUN_YAW_STEPS) {
        b->rot_y = b->rot_y < 0 ? -BIG_GUN_YAW_STEPS : BIG_GUN_YAW_STEPS;
        b->rot_y_add = 0;
    }
    if ((in & INPUT_FORWARD) && b->rot_x < BIG_GUN_TOP)
        b->rot_x++;
    else if ((in & INPUT_BACK) && b->rot_x > 0)
        b->rot_x--;
}

/* ---- her tick ------------------------------------------------------------------------ */

/* The aiming pose: the rider's and the gun's animation 2 at the frame of
 * the elevation (kept inside the animation a level gives). */
static void pose(Game *g, Item *lara, Item *it, int rot_x)
{
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, BIG_GUN_A_AIM, 0);
    if (lara->anim >= 0 && (uint32_t)lara->anim < g->lv->num_animations) {
        const Animation *a = &g->lv->animations[lara->anim];
        int last = a->frame_end - a->frame_start;
        Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, BIG_GUN_A_AIM, rot_x < last ? rot_x : last);
    }
    Vehicle_SwitchObjAnim(g, it, O3_BIGGUN, BIG_GUN_A_AIM, Object_AnimFrame(g, lara));
}

static void get_off_done(Game *g, Item *lara)
{
    Lara_SwitchAnim(g, lara, LARA_ANIM_STOP, 0);
    lara->current_state = lara->goal_state = LS_STOP;
    g->lara.vehicle = -1;
    g->lara.gun_status = LGS_ARMLESS;
}

static bool big_gun_rider_control(Game *g, Item *lara)
{
    Item *it = &g->sim->items[g->lara.vehicle];
    BigGunInfo *b = it->data;
    if (!b)
        return true;
    InputWord in = Game_Input(g);
    if (b->flags & BIG_GUN_F_HELD) {
        if (lara->hit_points <= 0 || (in & INPUT_ROLL)) {
            b->flags = BIG_GUN_F_LEAVE;
        } else if ((in & INPUT_ACTION) && !b->fire_count) {
            fire(g, it, b);
            b->fire_count = BIG_GUN_RELOAD;
        } else {
            aim(g, it, b, in);
        }
    }
    /* Leaving: the barrel comes back level first (a step a tick; the
     * aiming state below takes the flag back, so roll must stay held). */
    if (b->flags & BIG_GUN_F_LEAVE) {
        if (b->rot_x != BIG_GUN_LEVEL) {
            b->rot_x = (int16_t)(b->rot_x + (b->rot_x < BIG_GUN_LEVEL ? 1 : -1));
        } else {
            Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, BIG_GUN_A_GET_OFF, 0);
            lara->current_state = lara->goal_state = BIG_GUN_S_GET_OFF;
            b->flags = BIG_GUN_F_OFF;
        }
    }
    switch (lara->current_state) {
    case BIG_GUN_S_GET_ON:
    case BIG_GUN_S_GET_OFF:
        Object_Animate(g, lara);
        Vehicle_SwitchObjAnim(g, it, O3_BIGGUN, Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM),
                              Object_AnimFrame(g, lara));
        if ((b->flags & BIG_GUN_F_OFF) && Vehicle_AtAnimEnd(g, lara))
            get_off_done(g, lara);
        break;
    case BIG_GUN_S_AIM:
        pose(g, lara, it, b->rot_x);
        if (b->fire_count)
            b->fire_count--;
        b->flags = BIG_GUN_F_HELD;
        break;
    default:
        break;
    }
    it->rot.y = (int16_t)(b->start_rot_y + BIG_GUN_YAW_UNIT * b->rot_y);
    lara->rot.y = it->rot.y;
    CollInfo coll = {0};
    coll.radius = LARA_RADIUS;
    Coll_LaraBaddieCollision(g, lara, &coll);
    g->camera.target_elevation = BIG_GUN_CAMERA_ELEVATION;
    return true;
}

/* ---- set-up and save ------------------------------------------------------------ */

static void big_gun_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    BigGunInfo *b = Object_Alloc(g, sizeof(BigGunInfo));
    it->data = b;
    if (!b)
        return;
    b->rot_x = BIG_GUN_LEVEL;
    b->start_rot_y = it->rot.y;
}

static void big_gun_save(const Game *g, int item, SerialWriter *w)
{
    const BigGunInfo *b = g->sim->items[item].data;
    BigGunInfo z = {0};
    if (!b)
        b = &z;
    const int16_t v[] = {b->rot_x, b->rot_y, b->start_rot_y, b->fire_count, b->flags, b->rot_y_add};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        Serial_PutI16(w, v[i]);
}

static void big_gun_load(Game *g, int item, SerialReader *r)
{
    int16_t v[6];
    for (int i = 0; i < 6; i++)
        v[i] = Serial_GetI16(r);
    if (v[0] < 0 || v[0] > BIG_GUN_TOP || abs(v[1]) > BIG_GUN_YAW_STEPS || v[3] < 0 ||
        v[3] > BIG_GUN_RELOAD || (v[4] & ~7) || abs(v[5]) > ROT_Y_MAX) {
        Serial_Fail(r, "big gun data out of range");
        return;
    }
    BigGunInfo *b = g->sim->items[item].data;
    if (!b)
        return;
    b->rot_x = v[0], b->rot_y = v[1], b->start_rot_y = v[2];
    b->fire_count = v[3], b->flags = v[4], b->rot_y_add = v[5];
}

void BigGun_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_BIGGUN];
    o->initialise = big_gun_initialise;
    o->collision = big_gun_collision;
    o->rider_control = big_gun_rider_control;
    o->save_flags = o->save_position = o->save_anim = true;
    o->save_data = big_gun_save;
    o->load_data = big_gun_load;
}
