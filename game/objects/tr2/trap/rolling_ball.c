/* TR2's rolling balls: the boulder (1), the snowball (2) and the spiked
 * ball (3). As TR1's boulder they drop to the floor once triggered, roll
 * along their animation setting off heavy triggers, crush Lara on the
 * ground and knock her about in the air (100); TR2 adds: each kind's
 * rolling sound, the camera shaking within ten sectors of the listener,
 * the wall test a sector ahead (384 for the boulder), and the snowball and
 * spiked ball ending in their own breaking animation (goal 2, then only
 * animated) where the boulder just stops. When its trigger lets go a
 * stopped ball goes home and back to its first animation. Each kind's
 * numbers are a Trap2BallKind, so TR3's balls run the same routine with
 * theirs (TR3 also looks for a ceiling too low ahead). */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define BALL_SHAKE_RANGE (WALL_SIZE * 10)
#define DEATH_CAMERA_ANGLE (170 * 182)
#define DEATH_CAMERA_ELEVATION (-25 * 182)

/* On the floor: the kind's rolling sound, and the camera shakes nearer
 * than ten sectors to the listener (the original's microphone; here the
 * camera's position, where the microphone sits in a normal view). */
static void ball_on_floor(Game *g, Item *it, const Trap2BallKind *k)
{
    Object_Sound(g, it, k->roll_sfx);
    int32_t dx = g->camera.pos.x - it->pos.x;
    int32_t dz = g->camera.pos.z - it->pos.z;
    int32_t dist = (int32_t)Math_Sqrt32((uint32_t)(dx * dx + dz * dz));
    if (dist < BALL_SHAKE_RANGE)
        g->camera.bounce = 40 * (dist - BALL_SHAKE_RANGE) / BALL_SHAKE_RANGE;
}

/* Whether the way `ahead` of the ball is blocked: a floor above it there,
 * or (kinds with a clearance) a ceiling lower than its height above it. */
static bool ball_blocked(Game *g, const Item *it, int16_t room, const Trap2BallKind *k)
{
    int32_t x = it->pos.x + ((k->ahead * Math_Sin(it->rot.y)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((k->ahead * Math_Cos(it->rot.y)) >> W2V_SHIFT);
    const RoomSector *s = World_Sector(&g->world, x, it->pos.y, z, &room);
    if (World_Height(&g->world, s, x, it->pos.y, z) < it->pos.y)
        return true;
    if (!k->clearance)
        return false;
    int32_t top = it->pos.y - k->clearance;
    int16_t croom = it->room;
    s = World_Sector(&g->world, x, top, z, &croom);
    return World_Ceiling(&g->world, s, x, top, z) > top;
}

/* Blocked ahead, it stops there: breaking (its own animation) or done. */
static void ball_test_wall(Game *g, Item *it, int16_t room, int32_t old_x, int32_t old_z,
                           const Trap2BallKind *k)
{
    if (!ball_blocked(g, it, room, k))
        return;
    if (k->stop_sfx >= 0)
        Object_Sound(g, it, k->stop_sfx);
    if (k->breaks)
        it->goal_state = TRAP_WORKING;
    else
        it->status = ITEM_STATUS_DEACTIVATED;
    it->pos.x = old_x;
    it->pos.y = it->floor;
    it->pos.z = old_z;
    it->speed = 0;
    it->fall_speed = 0;
    it->touch_bits = 0;
}

static void ball_go_home(Game *g, int index, Item *it)
{
    const TrapBallHome *h = it->data;
    it->status = ITEM_STATUS_INACTIVE;
    if (h) {
        it->pos = h->pos;
        Trap_NewRoom(g, index, h->room);
    }
    Trap_SwitchAnim(g, it, 0, 0);
    it->required_state = 0;
    if (it->anim >= 0)
        it->goal_state = (int16_t)g->lv->animations[it->anim].state_id;
    it->current_state = it->goal_state;
    Sim_RemoveActive(g->sim, index);
}

void Trap2_BallControl(Game *g, int index, const Trap2BallKind *k)
{
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_ACTIVE) {
        if (it->status == ITEM_STATUS_DEACTIVATED && !Object_IsTriggerActive(it))
            ball_go_home(g, index, it);
        return;
    }
    if (it->goal_state == TRAP_WORKING) {
        Object_Animate(g, it);
        return;
    }
    if (it->pos.y < it->floor) {
        if (!it->gravity) {
            it->gravity = true;
            it->fall_speed = -10;
        }
    } else if (it->current_state == TRAP_SET) {
        it->goal_state = TRAP_ACTIVATE;
    }

    int32_t old_x = it->pos.x, old_z = it->pos.z;
    Object_Animate(g, it);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    Game_TestTriggers(g, g->world.trigger_index, true);
    if (it->pos.y >= it->floor - STEP_SIZE) {
        it->gravity = false;
        it->fall_speed = 0;
        it->pos.y = it->floor;
        ball_on_floor(g, it, k);
    }
    ball_test_wall(g, it, room, old_x, old_z, k);
}

/* Crushed on the ground: dead in the boulder death, the camera swung
 * round, fifteen sprays (control stream). Unlike TR1 she keeps her room. */
static void ball_crush(Game *g, Item *it, Item *lara)
{
    lara->hit_status = true;
    if (lara->hit_points <= 0)
        return;
    lara->hit_points = -1;
    lara->rot.y = it->rot.y;
    lara->rot.z = 0;
    lara->rot.x = 0;
    Lara_SwitchAnim(g, lara, LARA_ANIM_ROLLING_BALL_DEATH, 0);
    lara->current_state = LS_SPECIAL;
    lara->goal_state = LS_SPECIAL;
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    g->camera.target_angle = DEATH_CAMERA_ANGLE;
    g->camera.target_elevation = DEATH_CAMERA_ELEVATION;
    Prng *p = &g->sim->prng;
    for (int i = 0; i < 15; i++) {
        int32_t x = lara->pos.x + (Prng_Control(p) - 0x4000) / 256;
        int32_t y = lara->pos.y - Prng_Control(p) / 64;
        int32_t z = lara->pos.z + (Prng_Control(p) - 0x4000) / 256;
        int16_t d = (int16_t)(it->rot.y + (Prng_Control(p) - 0x4000) / 8);
        Effect_Blood(g, x, y, z, (int16_t)(it->speed * 2), d, it->room);
    }
}

void Trap2_BallCollision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_ACTIVE) {
        if (it->status != ITEM_STATUS_INVISIBLE)
            Coll_ObjectCollision(g, index, lara, c);
        return;
    }
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius) || !Coll_TestCollision(g, it, lara))
        return;
    if (!lara->gravity) {
        ball_crush(g, it, lara);
        return;
    }
    Trap_BallHitInAir(g, it, lara, c);
}

static const Trap2BallKind k_boulder = { T2_SFX_ROLLING_BALL, -1, STEP_SIZE * 3 / 2, 0, false };
static const Trap2BallKind k_snowball = { T2_SFX_SNOWBALL_ROLL, T2_SFX_SNOWBALL_STOP, WALL_SIZE, 0,
                                          true };
static const Trap2BallKind k_spiked = { T2_SFX_ROLLING_2, T2_SFX_ROLLING_2_HIT, WALL_SIZE, 0, true };

static void boulder_control(Game *g, int index) { Trap2_BallControl(g, index, &k_boulder); }
static void snowball_control(Game *g, int index) { Trap2_BallControl(g, index, &k_snowball); }
static void spiked_control(Game *g, int index) { Trap2_BallControl(g, index, &k_spiked); }

void Trap2_SetupBallAs(Game *g, int object_id, void (*control)(Game *g, int index))
{
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = Trap_BallInitialise;
    o->control = control;
    o->collision = Trap2_BallCollision;
    o->save_position = true;
    o->save_flags = true;
    o->save_anim = true;
}

void Trap2_SetupRollingBalls(Game *g)
{
    Trap2_SetupBallAs(g, O2_ROLLING_BALL_1, boulder_control);
    Trap2_SetupBallAs(g, O2_ROLLING_BALL_2, snowball_control);
    Trap2_SetupBallAs(g, O2_ROLLING_BALL_3, spiked_control);
}
