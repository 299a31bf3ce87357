/* The skidoo drivers who chase Lara (O2_SKIDOO_DRIVER riding an
 * O2_SKIDOO_ARMED): the driver's set-up makes his armed skidoo (hidden
 * until he wakes); the skidoo is the creature that thinks (AI slot, mood,
 * turns, the animation that moves it), the driver rides it playing the same
 * animation numbers of his own model. He fires both guns when Lara is
 * within 15 degrees ahead (10 a hit while she rides a skidoo herself, 50
 * on foot), five ticks of gunfire each time. Shot off it (the skidoo's
 * hit points gone), he falls (his animation 10) and the skidoo runs on
 * until it stands; then he is gone and his skidoo, guns and all, is hers
 * to ride (an O2_SKIDOO_FAST with the guns' bit). The armed skidoo runs her
 * over (100) when it moves and she is on foot. Facts from the original
 * (TRX src/tr2 game/objects/creatures/skidoo_driver.c,
 * game/objects/vehicles/skidoo_armed.c). */
#include "game/objects/tr2/vehicle/skidoo_driver.h"

#include <stdlib.h>

#include "game/creature/creature_gun.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/skidoo_internal.h"

#define DRIVER_MIN_TURN (SKIDOO_MAX_TURN / 3)        /* 364 */
#define DRIVER_TARGET_ANGLE (0x10000 / 360 * 15)     /* 2730 */
#define DRIVER_WAIT_RANGE (WALL_SIZE * 4 * WALL_SIZE * 4)
#define DRIVER_SHOT_DAMAGE 10  /* at Lara on a skidoo */
#define DRIVER_LARA_DAMAGE 50  /* at Lara on foot */
#define DRIVER_FIRE_TICKS 5
#define DRIVER_DEATH_ANIM 10
#define ARMED_HITPOINTS 100
#define ARMED_RADIUS (WALL_SIZE / 3)
#define ARMED_RUN_OVER_DAMAGE 100


static void driver_initialise(Game *g, int item)
{
    Item *dr = &g->sim->items[item];
    int n = Creature_SpawnItem(g, item, O2_SKIDOO_ARMED);
    dr->data_index = n;
    if (n == ITEM_NONE)
        return;
    /* Hidden until its driver first thinks (the original starts it with
     * the level's "invisible" bit). */
    Item *sk = &g->sim->items[n];
    sk->status = ITEM_STATUS_INVISIBLE;
    sk->one_shot = false;
}

static Item *skidoo_of(Game *g, const Item *dr)
{
    int32_t n = dr->data_index;
    if (n < 0 || (uint32_t)n >= g->sim->num_items || g->sim->items[n].object_id != O2_SKIDOO_ARMED)
        return NULL;
    return &g->sim->items[n];
}

/* Its states choose from where Lara is (the right turns keep the
 * original's choice: they end in the left turn). */
static void choose_state(Item *sk, const CreatureInfo *c, const CreatureAI *info, int16_t angle)
{
    bool ahead = abs(info->angle) < DRIVER_TARGET_ANGLE && info->distance < DRIVER_WAIT_RANGE;
    switch (sk->current_state) {
    case DRIVER_S_WAIT:
        if (c->mood != MOOD_BORED && !ahead)
            sk->goal_state = DRIVER_S_MOVING;
        break;
    case DRIVER_S_MOVING:
        if (c->mood == MOOD_BORED || ahead)
            sk->goal_state = DRIVER_S_WAIT;
        else if (angle < -DRIVER_MIN_TURN)
            sk->goal_state = DRIVER_S_START_LEFT;
        else if (angle > DRIVER_MIN_TURN)
            sk->goal_state = DRIVER_S_START_RIGHT;
        break;
    case DRIVER_S_START_LEFT:
    case DRIVER_S_LEFT:
    case DRIVER_S_START_RIGHT:
    case DRIVER_S_RIGHT:
        sk->goal_state = angle >= -DRIVER_MIN_TURN ? DRIVER_S_MOVING : DRIVER_S_LEFT;
        break;
    default:
        break;
    }
}

static int16_t control_alive(Game *g, Item *dr, int si, Item *sk, CreatureInfo *c)
{
    CreatureAI info;
    Creature_AIInfo(g, si, &info);
    Creature_Mood(g, si, &info, true);
    int16_t angle = Creature_Turn(g, si, SKIDOO_MAX_TURN / 2);
    choose_state(sk, c, &info, angle);
    if (dr->current_state == DRIVER_S_DEATH)
        return angle;
    Item *lara = Game_LaraItem(g);
    if (c->flags == 0 && abs(info.angle) < DRIVER_TARGET_ANGLE && lara && lara->hit_points > 0) {
        int16_t damage = g->lara.vehicle >= 0 ? DRIVER_SHOT_DAMAGE : DRIVER_LARA_DAMAGE;
        /* The right gun first; the left only when the right had no shot. */
        if (CreatureGun_Shoot(g, si, g->sim->lara, &info, &Skidoo_RightGun, 0, damage) ||
            CreatureGun_Shoot(g, si, g->sim->lara, &info, &Skidoo_LeftGun, 0, damage))
            c->flags = DRIVER_FIRE_TICKS;
    }
    if (c->flags) {
        Object_Sound(g, sk, SFX2_SK_UZI_FIRE);
        c->flags--;
    }
    return angle;
}

static void follow(Game *g, int di, Item *dr, const Item *sk)
{
    dr->pos = sk->pos;
    dr->rot.y = sk->rot.y;
    if (dr->room != sk->room)
        Sim_ItemNewRoom(g->sim, di, sk->room);
}

static void control_dead(Game *g, int di, Item *dr, int si, Item *sk)
{
    if (dr->current_state == DRIVER_S_DEATH) {
        Object_Animate(g, dr);
    } else {
        /* He falls off where it is. */
        follow(g, di, dr, sk);
        Skidoo_SwitchObjAnim(g, dr, O2_SKIDOO_DRIVER, DRIVER_DEATH_ANIM, 0);
        dr->current_state = DRIVER_S_DEATH;
        if (g->lara.target == si)
            g->lara.target = -1;
    }
    /* Riderless, it runs on and comes to a stop. */
    if (sk->current_state == DRIVER_S_MOVING || sk->current_state == DRIVER_S_WAIT)
        sk->goal_state = DRIVER_S_WAIT;
    else
        sk->goal_state = DRIVER_S_MOVING;
}

/* The driver is gone; his skidoo is an ordinary skidoo with guns. */
static void make_mountable(Game *g, int di, Item *dr, int si, Item *sk)
{
    Sim_RemoveActive(g->sim, di);
    dr->collidable = false;
    dr->one_shot = true;
    dr->hit_points = ITEM_DONT_TARGET;
    Lot_DisableAI(g, si);
    Object_SetObjectId(g, sk, O2_SKIDOO_FAST);
    sk->status = ITEM_STATUS_DEACTIVATED;
    Skidoo_Initialise(g, si);
    SkidooInfo *d = sk->data;
    if (d)
        d->track_mesh = SKIDOO_GUN_MESH;
}

static void driver_control(Game *g, int di)
{
    Item *dr = &g->sim->items[di];
    Item *sk = skidoo_of(g, dr);
    if (!sk)
        return;
    int si = (int)(sk - g->sim->items);
    if (!sk->data) {
        Lot_EnableAI(g, si, true);
        sk->status = ITEM_STATUS_ACTIVE;
    }
    CreatureInfo *c = sk->data;
    if (!c)
        return;
    int16_t angle = 0;
    if (sk->hit_points <= 0)
        control_dead(g, di, dr, si, sk);
    else
        angle = control_alive(g, dr, si, sk, c);

    if (sk->current_state == DRIVER_S_WAIT) {
        c->head_rotation = 0;
        Object_Sound(g, sk, SFX2_SK_IDLE);
    } else {
        /* head_rotation turns the armed skidoo's track (its drawing). */
        c->head_rotation = c->head_rotation == 1 ? 2 : 1;
        Skidoo_SnowEffect(g, sk);
        Object_SoundPitch(g, sk, SFX2_SK_MOVING, Skidoo_EnginePitch(sk->speed));
    }
    Creature_Animate(g, si, angle, 0);

    if (dr->current_state == DRIVER_S_DEATH) {
        if (dr->status == ITEM_STATUS_DEACTIVATED && sk->speed == 0 && sk->fall_speed == 0)
            make_mountable(g, di, dr, si, sk);
    } else {
        follow(g, di, dr, sk);
        Skidoo_SwitchObjAnim(g, dr, O2_SKIDOO_DRIVER, Skidoo_RelAnim(g, sk, O2_SKIDOO_ARMED),
                             Object_AnimFrame(g, sk));
    }
}

/* Against Lara: pushes her aside (a hit while it moves), and runs her
 * down (100) when she is on foot and it moves. */
static void armed_collision(Game *g, int item, Item *lara, CollInfo *c)
{
    Item *sk = &g->sim->items[item];
    if (!Coll_TestBoundsCollide(g, lara, sk, c->radius))
        return;
    if (!Coll_TestCollision(g, sk, lara))
        return;
    if (c->enable_baddie_push)
        Coll_LaraPush(g, sk, c, sk->speed > 0 ? c->enable_spaz : false, false);
    if (g->lara.vehicle < 0 && sk->speed > 0)
        Lara_TakeDamage(g, ARMED_RUN_OVER_DAMAGE, true);
}

void SkidooDriver_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_SKIDOO_DRIVER];
    if (o->loaded) {
        o->initialise = driver_initialise;
        o->control = driver_control;
        o->hit_points = 1;
        o->save_position = o->save_flags = o->save_anim = true;
    }
    o = &g->objects[O2_SKIDOO_ARMED];
    if (Creature_SetupObject(g, O2_SKIDOO_ARMED)) {
        /* Its driver makes it and drives it: no routines of its own. */
        o->initialise = NULL;
        o->control = NULL;
        o->collision = armed_collision;
        o->hit_points = ARMED_HITPOINTS;
        o->radius = ARMED_RADIUS;
        o->shadow_size = CREATURE_SHADOW / 2;
        o->pivot_length = 0;
        o->save_hitpoints = true;
    }
}
