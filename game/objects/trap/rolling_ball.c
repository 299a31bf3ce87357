/* The rolling ball: once triggered it drops to the floor, rolls along its
 * animation, sets off heavy triggers on its way and stops at a wall; when
 * the trigger lets go it goes back where it started. It crushes Lara on the
 * ground (a death animation, the camera swung round) and knocks her about
 * in the air (100). */
#include "game/objects/trap/trap.h"

#include "game/game.h"

#define ROLLINGBALL_DAMAGE_AIR 100
#define DEATH_CAMERA_ANGLE (170 * 182)
#define DEATH_CAMERA_ELEVATION (-25 * 182)

void Trap_BallInitialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    TrapBallHome *h = Object_Alloc(g, sizeof(TrapBallHome));
    it->data = h;
    if (h) {
        h->pos = it->pos;
        h->room = it->room;
    }
}

static void ball_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->status == ITEM_STATUS_ACTIVE) {
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
        }

        /* Half a sector ahead: a floor above the ball is a wall it stops at. */
        int32_t x = it->pos.x + (((WALL_SIZE / 2) * Math_Sin(it->rot.y)) >> W2V_SHIFT);
        int32_t z = it->pos.z + (((WALL_SIZE / 2) * Math_Cos(it->rot.y)) >> W2V_SHIFT);
        s = World_Sector(&g->world, x, it->pos.y, z, &room);
        if (World_Height(&g->world, s, x, it->pos.y, z) < it->pos.y) {
            it->status = ITEM_STATUS_DEACTIVATED;
            it->pos.x = old_x;
            it->pos.y = it->floor;
            it->pos.z = old_z;
            it->speed = 0;
            it->fall_speed = 0;
            it->touch_bits = 0;
        }
    } else if (it->status == ITEM_STATUS_DEACTIVATED && !Object_IsTriggerActive(it)) {
        const TrapBallHome *h = it->data;
        it->status = ITEM_STATUS_INACTIVE;
        if (h) {
            it->pos = h->pos;
            if (it->room != h->room)
                Sim_ItemNewRoom(g->sim, index, h->room);
        }
        Trap_SwitchAnim(g, it, 0, 0);
        if (it->anim >= 0) {
            it->current_state = (int16_t)g->lv->animations[it->anim].state_id;
            it->goal_state = it->current_state;
        }
        it->required_state = TRAP_SET;
        Sim_RemoveActive(g->sim, index);
    }
}

void Trap_BallHitInAir(Game *g, const Item *it, Item *lara, CollInfo *c)
{
    if (c->enable_baddie_push)
        Coll_LaraPush(g, it, c, c->enable_spaz, true);
    lara->hit_points = (int16_t)(lara->hit_points - ROLLINGBALL_DAMAGE_AIR);
    /* Blood on the ball's surface, on the line to her middle. */
    int32_t x = lara->pos.x - it->pos.x;
    int32_t z = lara->pos.z - it->pos.z;
    int32_t y = (lara->pos.y - 350) - (it->pos.y - WALL_SIZE / 2);
    int32_t d = (int32_t)Math_Sqrt32((uint32_t)(x * x + y * y + z * z));
    if (d < WALL_SIZE / 2)
        d = WALL_SIZE / 2;
    x = it->pos.x + x * WALL_SIZE / 2 / d;
    z = it->pos.z + z * WALL_SIZE / 2 / d;
    y = it->pos.y - WALL_SIZE / 2 + y * WALL_SIZE / 2 / d;
    Effect_Blood(g, x, y, z, it->speed, it->rot.y, it->room);
}

static void ball_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_ACTIVE) {
        if (it->status != ITEM_STATUS_INVISIBLE)
            Coll_ObjectCollision(g, index, lara, c);
        return;
    }
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius))
        return;
    if (!Coll_TestCollision(g, it, lara))
        return;

    if (lara->gravity) {
        Trap_BallHitInAir(g, it, lara, c);
        return;
    }

    lara->hit_status = true;
    if (lara->hit_points <= 0)
        return;
    Prng *p = &g->sim->prng;
    lara->hit_points = -1;
    if (lara->room != it->room)
        Sim_ItemNewRoom(g->sim, g->sim->lara, it->room);
    lara->rot.x = 0;
    lara->rot.z = 0;
    lara->rot.y = it->rot.y;
    lara->current_state = LS_SPECIAL;
    lara->goal_state = LS_SPECIAL;
    Lara_SwitchAnim(g, lara, LARA_ANIM_ROLLING_BALL_DEATH, 0);
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    g->camera.target_angle = DEATH_CAMERA_ANGLE;
    g->camera.target_elevation = DEATH_CAMERA_ELEVATION;
    for (int i = 0; i < 15; i++) {
        int32_t x = lara->pos.x + (Prng_Control(p) - 0x4000) / 256;
        int32_t z = lara->pos.z + (Prng_Control(p) - 0x4000) / 256;
        int32_t y = lara->pos.y - Prng_Control(p) / 64;
        int16_t d = (int16_t)(it->rot.y + (Prng_Control(p) - 0x4000) / 8);
        Effect_Blood(g, x, y, z, (int16_t)(it->speed * 2), d, it->room);
    }
}

void Trap_SetupRollingBall(Game *g)
{
    ObjectInfo *o = &g->objects[O_ROLLING_BALL];
    o->initialise = Trap_BallInitialise;
    o->control = ball_control;
    o->collision = ball_collision;
    o->save_position = true;
    o->save_anim = true;
    o->save_flags = true;
}
