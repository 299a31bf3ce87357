/* The skidoo (see skidoo.h): getting on (the action key beside it, facing
 * across it), Lara's tick while she rides (its physics in skidoo_move.c,
 * her rider animations, the engine's sounds, the snow, the armed skidoo's
 * guns), her getting off either side, her falling off it in a long drop
 * (the skidoo explodes where it lands), and its save data. */
#include "game/objects/tr2/vehicle/skidoo.h"

#include "engine/core/serial.h"
#include "game/creature/creature_draw.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_climb.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/skidoo_internal.h"

#define GET_OFF_END_FRAME 59  /* the get-off animations' last frame */
#define LET_GO_END_FRAME 17   /* the let-go animation's last frame */
#define FALL_DEATH_SPEED 154  /* the original's DAMAGE_START + DAMAGE_LENGTH */
#define LET_GO_LIFT 200
#define ALL_BUT_FIRST_TWO_MESHES 0xFFFFFFFCu
#define MUSIC2_SKIDOO_THEME 52
#define MUSIC2_BATTLE_THEME 53
#define MUSIC_PLAYED_ONCE 0x100 /* the original's one-shot bit of a track's flags */

enum { GET_ON_NONE, GET_ON_LEFT, GET_ON_RIGHT };

const CreatureBite Skidoo_LeftGun = { 219, -71, SKIDOO_FRONT, 0 };
const CreatureBite Skidoo_RightGun = { -235, -71, SKIDOO_FRONT, 0 };

/* ---- animations of another object ---------------------------------------- */

static int first_anim(const Game *g, int object_id)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object_id);
    return m ? Sim_ModelFirstAnim(g->lv, m) : -1;
}

void Skidoo_SwitchObjAnim(Game *g, Item *it, int object_id, int rel_anim, int rel_frame)
{
    int first = first_anim(g, object_id);
    if (first < 0 || first + rel_anim >= (int)g->lv->num_animations)
        return;
    it->anim = (int16_t)(first + rel_anim);
    it->frame = (int16_t)(g->lv->animations[it->anim].frame_start + rel_frame);
}

int Skidoo_RelAnim(const Game *g, const Item *it, int object_id)
{
    int first = first_anim(g, object_id);
    return first < 0 ? 0 : it->anim - first;
}

/* ---- set-up and save ---------------------------------------------------------- */

void Skidoo_Initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    SkidooInfo *d = Object_Alloc(g, sizeof(SkidooInfo));
    it->data = d;
    if (d)
        d->momentum_angle = it->rot.y;
}

static void skidoo_save(const Game *g, int item, SerialWriter *w)
{
    const SkidooInfo *d = g->sim->items[item].data;
    SkidooInfo z = { 0 };
    if (!d)
        d = &z;
    Serial_PutI32(w, d->track_mesh);
    Serial_PutI32(w, d->skidoo_turn);
    Serial_PutI32(w, d->left_fallspeed);
    Serial_PutI32(w, d->right_fallspeed);
    Serial_PutI32(w, d->momentum_angle);
    Serial_PutI32(w, d->extra_rotation);
    Serial_PutI32(w, d->pitch);
}

static void skidoo_load(Game *g, int item, SerialReader *r)
{
    SkidooInfo v;
    v.track_mesh = (int16_t)Serial_GetI32(r);
    v.skidoo_turn = Serial_GetI32(r);
    v.left_fallspeed = Serial_GetI32(r);
    v.right_fallspeed = Serial_GetI32(r);
    v.momentum_angle = (int16_t)Serial_GetI32(r);
    v.extra_rotation = (int16_t)Serial_GetI32(r);
    v.pitch = Serial_GetI32(r);
    if (v.track_mesh & ~(SKIDOO_GUN_MESH | 3) || v.skidoo_turn < -SKIDOO_MAX_TURN ||
        v.skidoo_turn > SKIDOO_MAX_TURN) {
        Serial_Fail(r, "skidoo data out of range");
        return;
    }
    SkidooInfo *d = g->sim->items[item].data;
    if (!d) {
        d = Object_Alloc(g, sizeof(SkidooInfo));
        g->sim->items[item].data = d;
    }
    if (d)
        *d = v;
}

/* ---- the snow behind it --------------------------------------------------------- */

/* A snow sprite runs through its frames (one a tick) and falls once it
 * has a fall speed. */
static void snow_control(Game *g, int fx)
{
    Effect *e = Effect_Get(g, fx);
    e->frame_num--;
    if (e->frame_num <= g->effects.mesh_count[O2_SNOW_SPRITE]) {
        Effect_Kill(g, fx);
        return;
    }
    e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    if (e->fall_speed) {
        e->pos.y += e->fall_speed;
        e->fall_speed += ANIM_GRAVITY;
    }
}

void Skidoo_SnowEffect(Game *g, const Item *sk)
{
    int fx = Effect_Create(g, sk->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    int32_t sx = Math_Sin(sk->rot.x), sy = Math_Sin(sk->rot.y), cy = Math_Cos(sk->rot.y);
    int32_t x = (SKIDOO_SIDE * (Prng_Draw(&g->sim->prng) - 0x4000)) >> 14;
    e->pos.x = sk->pos.x - ((sy * SKIDOO_SNOW + cy * x) >> W2V_SHIFT);
    e->pos.y = sk->pos.y + ((sx * SKIDOO_SNOW) >> W2V_SHIFT);
    e->pos.z = sk->pos.z - ((cy * SKIDOO_SNOW - sy * x) >> W2V_SHIFT);
    e->room = sk->room;
    e->object_id = O2_SNOW_SPRITE;
    e->frame_num = 0;
    e->speed = 0;
    int32_t speed = sk->speed < 0 ? -sk->speed : sk->speed;
    e->fall_speed = sk->speed < 64 ? (int16_t)(((speed - 64) * Prng_Draw(&g->sim->prng)) >> 15) : 0;
    e->shade = 0;
}

/* ---- getting on ------------------------------------------------------------------ */

static int check_get_on(Game *g, int item, const Item *lara, CollInfo *c)
{
    const Lara *l = &g->lara;
    if (!(Game_Input(g) & INPUT_ACTION) || l->gun_status != LGS_ARMLESS || lara->gravity)
        return GET_ON_NONE;
    Item *sk = &g->sim->items[item];
    int16_t angle = (int16_t)(sk->rot.y - lara->rot.y);
    int side = GET_ON_NONE;
    if (angle > (ANGLE_90 / 2) && angle < (ANGLE_90 + ANGLE_90 / 2))
        side = GET_ON_LEFT;
    else if (angle > -(ANGLE_90 + ANGLE_90 / 2) && angle < -(ANGLE_90 / 2))
        side = GET_ON_RIGHT;
    if (!Coll_TestBoundsCollide(g, lara, sk, c->radius))
        return GET_ON_NONE;
    if (!Coll_TestCollision(g, sk, lara))
        return GET_ON_NONE;
    int16_t room = sk->room;
    const RoomSector *s = World_Sector(&g->world, sk->pos.x, sk->pos.y, sk->pos.z, &room);
    if (World_Height(&g->world, s, sk->pos.x, sk->pos.y, sk->pos.z) < -32000)
        return GET_ON_NONE;
    return side;
}

static void skidoo_collision(Game *g, int item, Item *lara, CollInfo *c)
{
    if (lara->hit_points < 0 || g->lara.vehicle >= 0)
        return;
    int side = check_get_on(g, item, lara, c);
    if (side == GET_ON_NONE) {
        Coll_ObjectCollision(g, item, lara, c);
        return;
    }
    g->lara.vehicle = (int16_t)item;
    Gun_VehicleDropFlare(g);
    Skidoo_SwitchObjAnim(g, lara, O2_LARA_SKIDOO,
                         side == GET_ON_LEFT ? SKIDOO_LA_GET_ON_L : SKIDOO_LA_GET_ON_R, 0);
    lara->current_state = SKIDOO_LS_GET_ON;
    g->lara.gun_status = LGS_ARMLESS;
    Item *sk = &g->sim->items[item];
    lara->pos = sk->pos;
    lara->rot.y = sk->rot.y;
    sk->hit_points = 1;
}

void Skidoo_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_SKIDOO_FAST];
    o->initialise = Skidoo_Initialise;
    o->collision = skidoo_collision;
    o->rider_control = Skidoo_LaraControl;
    o->save_position = o->save_flags = o->save_anim = true;
    o->save_data = skidoo_save;
    o->load_data = skidoo_load;
    g->objects[O2_SNOW_SPRITE].effect_control = snow_control;
}

/* ---- her animations on it --------------------------------------------------- */

/* Whether she may get off towards `state`'s side: firm, near-level floor
 * with room to stand 330 out. */
static bool get_off_ok(Game *g, const Item *sk, int state)
{
    int16_t rot = (int16_t)(sk->rot.y + (state == SKIDOO_LS_GET_OFF_L ? ANGLE_90 : -ANGLE_90));
    int32_t x = sk->pos.x - ((SKIDOO_GET_OFF_DIST * Math_Sin(rot)) >> W2V_SHIFT);
    int32_t z = sk->pos.z - ((SKIDOO_GET_OFF_DIST * Math_Cos(rot)) >> W2V_SHIFT);
    int32_t y = sk->pos.y;
    int16_t room = sk->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    if (g->world.height_type == HEIGHT_BIG_SLOPE || h == WORLD_NO_HEIGHT)
        return false;
    if (h - sk->pos.y > WALL_SIZE / 2 || sk->pos.y - h > WALL_SIZE / 2)
        return false;
    int32_t ceiling = World_Ceiling(&g->world, s, x, y, z);
    if (ceiling - sk->pos.y > -LARA_HEIGHT || h - ceiling < LARA_HEIGHT)
        return false;
    return true;
}

static void rider_switch(Game *g, Item *lara, int anim, int16_t state)
{
    Skidoo_SwitchObjAnim(g, lara, O2_LARA_SKIDOO, anim, 0);
    lara->goal_state = lara->current_state = state;
}

static void still_state(Game *g, Item *lara, Item *sk, InputWord in, bool dead)
{
    /* Standing on it the first time: the skidoo's theme (the battle theme
     * on an armed one), once a level. */
    const SkidooInfo *d = sk->data;
    int track = (d->track_mesh & SKIDOO_GUN_MESH) ? MUSIC2_BATTLE_THEME : MUSIC2_SKIDOO_THEME;
    if (!(g->music_flags[track] & MUSIC_PLAYED_ONCE)) {
        if (g->music_play)
            g->music_play(g->music_user, track);
        g->music_flags[track] |= MUSIC_PLAYED_ONCE;
    }
    if (dead) {
        lara->goal_state = SKIDOO_LS_DEATH;
        return;
    }
    lara->goal_state = SKIDOO_LS_STILL;
    if (in & INPUT_JUMP) {
        if ((in & INPUT_RIGHT) && get_off_ok(g, sk, SKIDOO_LS_GET_OFF_R)) {
            lara->goal_state = SKIDOO_LS_GET_OFF_R;
            sk->speed = 0;
        } else if ((in & INPUT_LEFT) && get_off_ok(g, sk, SKIDOO_LS_GET_OFF_L)) {
            lara->goal_state = SKIDOO_LS_GET_OFF_L;
            sk->speed = 0;
        }
    } else if (in & INPUT_LEFT) {
        lara->goal_state = SKIDOO_LS_LEFT;
    } else if (in & INPUT_RIGHT) {
        lara->goal_state = SKIDOO_LS_RIGHT;
    } else if (in & (INPUT_BACK | INPUT_FORWARD)) {
        lara->goal_state = SKIDOO_LS_SIT;
    }
}

static void animation(Game *g, Item *lara, Item *sk, int collide, bool dead)
{
    const SkidooInfo *d = sk->data;
    InputWord in = Game_Input(g);
    if (sk->pos.y != sk->floor && sk->fall_speed > 0 && lara->current_state != SKIDOO_LS_FALL &&
        !dead) {
        rider_switch(g, lara, SKIDOO_LA_FALL, SKIDOO_LS_FALL);
        return;
    }
    if (collide && !dead && lara->current_state != SKIDOO_LS_FALL) {
        if (lara->current_state != SKIDOO_LS_HIT) {
            Object_Sound(g, sk, collide == VEHICLE_HIT_FRONT ? SFX2_SK_CLATTER_2 : SFX2_SK_CLATTER_1);
            rider_switch(g, lara, collide, SKIDOO_LS_HIT);
        }
        return;
    }
    switch (lara->current_state) {
    case SKIDOO_LS_SIT:
        if (sk->speed == 0)
            lara->goal_state = SKIDOO_LS_STILL;
        if (dead)
            lara->goal_state = SKIDOO_LS_FALLOFF;
        else if (in & INPUT_LEFT)
            lara->goal_state = SKIDOO_LS_LEFT;
        else if (in & INPUT_RIGHT)
            lara->goal_state = SKIDOO_LS_RIGHT;
        break;
    case SKIDOO_LS_LEFT:
        if (!(in & INPUT_LEFT))
            lara->goal_state = SKIDOO_LS_SIT;
        break;
    case SKIDOO_LS_RIGHT:
        if (!(in & INPUT_RIGHT))
            lara->goal_state = SKIDOO_LS_SIT;
        break;
    case SKIDOO_LS_FALL:
        if (sk->fall_speed <= 0 || d->left_fallspeed <= 0 || d->right_fallspeed <= 0) {
            Object_Sound(g, sk, SFX2_SK_CLATTER_3);
            lara->goal_state = SKIDOO_LS_SIT;
        } else if (sk->fall_speed > FALL_DEATH_SPEED) {
            lara->goal_state = SKIDOO_LS_LET_GO;
        }
        break;
    case SKIDOO_LS_STILL:
        still_state(g, lara, sk, in, dead);
        break;
    default:
        break;
    }
}

/* ---- the end of a ride --------------------------------------------------------- */

static void explode(Game *g, int item)
{
    Item *sk = &g->sim->items[item];
    Effect_Explosion(g, &sk->pos, sk->room, false);
    Effect_ExplodingDeath(g, item, ALL_BUT_FIRST_TWO_MESHES, 0, NULL);
    Effect_Sound(g, SFX2_SK_EXPLOSION, NULL);
    g->lara.vehicle = -1;
}

/* Her own states take over at the end of a get-off (standing beside it)
 * and when she lets go in the air (falling, or killed by the drop when
 * the skidoo is already down: it explodes). */
static bool check_get_off(Game *g, Item *lara, int item)
{
    Item *sk = &g->sim->items[item];
    Lara *l = &g->lara;
    int16_t s = lara->current_state;
    if ((s == SKIDOO_LS_GET_OFF_R || s == SKIDOO_LS_GET_OFF_L) &&
        Object_AnimFrame(g, lara) == GET_OFF_END_FRAME) {
        lara->rot.y = (int16_t)(lara->rot.y + (s == SKIDOO_LS_GET_OFF_L ? ANGLE_90 : -ANGLE_90));
        Lara_SwitchAnim(g, lara, LARA_ANIM_STOP, 0);
        lara->goal_state = lara->current_state = LS_STOP;
        lara->pos.x -= (SKIDOO_GET_OFF_DIST * Math_Sin(lara->rot.y)) >> W2V_SHIFT;
        lara->pos.z -= (SKIDOO_GET_OFF_DIST * Math_Cos(lara->rot.y)) >> W2V_SHIFT;
        lara->rot.x = lara->rot.z = 0;
        l->vehicle = -1;
        l->gun_status = LGS_ARMLESS;
        return true;
    }
    if (s != SKIDOO_LS_LET_GO ||
        (sk->pos.y != sk->floor && Object_AnimFrame(g, lara) != LET_GO_END_FRAME))
        return true;
    Lara_SwitchAnim(g, lara, LARA_ANIM_FAST_FALL, 0);
    lara->current_state = LS_FAST_FALL;
    if (sk->pos.y == sk->floor) {
        lara->goal_state = LS_DEATH;
        lara->fall_speed = FALL_DEATH_SPEED;
        lara->speed = 0;
        explode(g, item);
    } else {
        lara->goal_state = LS_FAST_FALL;
        lara->pos.y -= LET_GO_LIFT;
        lara->fall_speed = sk->fall_speed;
        lara->speed = sk->speed;
        Object_Sound(g, lara, SFX2_SK_LARA_FALL);
    }
    lara->rot.x = lara->rot.z = 0;
    lara->gravity = true;
    l->gun_status = LGS_ARMLESS;
    l->move_angle = sk->rot.y;
    sk->one_shot = true;
    sk->collidable = false;
    return false;
}

/* ---- her tick ------------------------------------------------------------------- */

static void test_triggers(Game *g, Item *lara)
{
    int16_t room = lara->room;
    const RoomSector *s = World_Sector(&g->world, lara->pos.x, lara->pos.y, lara->pos.z, &room);
    World_Height(&g->world, s, lara->pos.x, lara->pos.y, lara->pos.z);
    Lara_TestTriggers(g, lara, g->world.trigger_index, g->world.climb, g->world.monkey);
}

static void new_room(Game *g, int item, int room)
{
    if (g->sim->items[item].room == room)
        return;
    Sim_ItemNewRoom(g->sim, item, room);
    Sim_ItemNewRoom(g->sim, g->sim->lara, room);
}

/* The engine's note for a speed: unity at top speed (100), a hundredth of
 * the sample's rate lower for each unit below, as the original's flags
 * word (0x10000 - (100 - speed) * 100) << 8. */
int32_t Skidoo_EnginePitch(int32_t speed)
{
    return 0x10000 - (SKIDOO_MAX_SPEED - speed) * 100;
}

/* The engine: the track turns and the note follows the speed while it
 * drives; it idles when it does not (silent while she gets on or off). */
static void engine(Game *g, Item *sk, SkidooInfo *d, int drive, int32_t pitch)
{
    int16_t guns = d->track_mesh & SKIDOO_GUN_MESH;
    if (drive > 0) {
        d->track_mesh = (d->track_mesh & 3) == 1 ? 2 : 1;
        d->pitch += (pitch - d->pitch) >> 2;
        Object_SoundPitch(g, sk, SFX2_SK_MOVING, Skidoo_EnginePitch(d->pitch));
    } else {
        d->track_mesh = 0;
        if (!drive)
            Object_Sound(g, sk, SFX2_SK_IDLE);
        d->pitch = 0;
    }
    d->track_mesh |= guns;
}

/* Its corners and centre follow the floor; it tilts to the front pair. */
static void settle(Game *g, Item *sk, SkidooInfo *d, Vec3i *fl, Vec3i *fr, int32_t hfl,
                   int32_t hfr, int32_t height)
{
    sk->floor = height;
    d->left_fallspeed = Skidoo_DoDynamics(hfl, d->left_fallspeed, &fl->y);
    d->right_fallspeed = Skidoo_DoDynamics(hfr, d->right_fallspeed, &fr->y);
    int32_t y = sk->pos.y;
    sk->fall_speed = (int16_t)Skidoo_DoDynamics(height, sk->fall_speed, &y);
    sk->pos.y = y;
    int32_t mid = (fr->y + fl->y) / 2;
    int16_t x_rot = (int16_t)Math_Atan2(sk->pos.y - mid, SKIDOO_FRONT);
    int16_t z_rot = (int16_t)Math_Atan2(mid - fl->y, SKIDOO_SIDE);
    sk->rot.x = (int16_t)(sk->rot.x + ((x_rot - sk->rot.x) >> 1));
    sk->rot.z = (int16_t)(sk->rot.z + ((z_rot - sk->rot.z) >> 1));
    (void)g;
}

static void place_rider(Item *lara, const Item *sk, int drive)
{
    if (lara->current_state == SKIDOO_LS_FALLOFF) {
        lara->rot.x = lara->rot.z = 0;
        return;
    }
    lara->pos = sk->pos;
    lara->rot.y = sk->rot.y;
    lara->rot.x = drive >= 0 ? sk->rot.x : 0;
    lara->rot.z = drive >= 0 ? sk->rot.z : 0;
}

bool Skidoo_LaraControl(Game *g, Item *lara)
{
    int item = g->lara.vehicle;
    Item *sk = &g->sim->items[item];
    SkidooInfo *d = sk->data;
    if (!d)
        return true;
    int collide = Skidoo_Dynamics(g, item);
    Vec3i fl, fr;
    int32_t hfl = Skidoo_TestHeight(g, sk, SKIDOO_FRONT, -SKIDOO_SIDE, &fl);
    int32_t hfr = Skidoo_TestHeight(g, sk, SKIDOO_FRONT, SKIDOO_SIDE, &fr);
    int16_t room = sk->room;
    const RoomSector *s = World_Sector(&g->world, sk->pos.x, sk->pos.y, sk->pos.z, &room);
    int32_t height = World_Height(&g->world, s, sk->pos.x, sk->pos.y, sk->pos.z);

    bool dead = false;
    if (lara->hit_points <= 0) {
        /* Dead, she steers no more (the keys are gone for the tick). */
        dead = true;
        g->input_taken |= INPUT_FORWARD | INPUT_BACK | INPUT_LEFT | INPUT_RIGHT;
    } else if (lara->current_state == SKIDOO_LS_LET_GO) {
        dead = true;
        collide = 0;
    }

    int drive = 0;
    int32_t pitch = 0;
    if (sk->one_shot) {
        collide = 0;
    } else {
        switch (lara->current_state) {
        case SKIDOO_LS_GET_ON:
        case SKIDOO_LS_GET_OFF_L:
        case SKIDOO_LS_GET_OFF_R:
        case SKIDOO_LS_LET_GO:
            drive = -1;
            collide = 0;
            break;
        default:
            drive = Skidoo_UserControl(g, sk, height, &pitch);
            break;
        }
    }
    engine(g, sk, d, drive, pitch);
    settle(g, sk, d, &fl, &fr, hfl, hfr, height);

    if (sk->one_shot) {
        /* She let go: it falls on alone and explodes where it lands. */
        test_triggers(g, lara);
        new_room(g, item, room);
        if (sk->pos.y == sk->floor)
            explode(g, item);
        return false;
    }

    animation(g, lara, sk, collide, dead);
    new_room(g, item, room);
    place_rider(lara, sk, drive);
    test_triggers(g, lara);
    Object_Animate(g, lara);
    if (!dead && drive >= 0 && (d->track_mesh & SKIDOO_GUN_MESH))
        Gun_SkidooGuns(g, item, &Skidoo_LeftGun, &Skidoo_RightGun);
    if (dead)
        Skidoo_SwitchObjAnim(g, sk, O2_SKIDOO_FAST, SKIDOO_LA_DEAD, 0);
    else
        Skidoo_SwitchObjAnim(g, sk, O2_SKIDOO_FAST, Skidoo_RelAnim(g, lara, O2_LARA_SKIDOO),
                             Object_AnimFrame(g, lara));
    if (sk->speed && sk->floor == sk->pos.y) {
        Skidoo_SnowEffect(g, sk);
        if (sk->speed < SKIDOO_SLOW_SPEED)
            Skidoo_SnowEffect(g, sk);
    }
    return check_get_off(g, lara, item);
}

/* ---- drawing ----------------------------------------------------------------- */

int Skidoo_DrawItem(const Game *g, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    const Item *it = &s->items[item];
    if (it->object_id != O2_SKIDOO_FAST || !it->data || it->model < 0)
        return -1;
    const SkidooInfo *d = it->data;
    const Level *lv = s->level;
    const Model *own = &lv->models[it->model];
    int32_t swap[CREATURE_DRAW_SWAPS];
    for (int k = 0; k < CREATURE_DRAW_SWAPS; k++)
        swap[k] = -1;
    /* Armed: the armed skidoo's meshes on its own skeleton. */
    const Model *armed = Level_FindModel(lv, O2_SKIDOO_ARMED);
    if ((d->track_mesh & SKIDOO_GUN_MESH) && armed) {
        for (int k = 0; k < own->num_meshes && k < armed->num_meshes && k < CREATURE_DRAW_SWAPS; k++)
            swap[k] = armed->start_mesh + k;
    }
    /* Moving: the track (mesh 1) from the track object's frames 1 and 7. */
    const Model *track = Level_FindModel(lv, O2_SKIDOO_TRACK);
    int frame = (d->track_mesh & 3) == 1 ? 1 : (d->track_mesh & 3) == 2 ? 7 : 0;
    if (frame && track && frame < track->num_meshes)
        swap[1] = track->start_mesh + frame;
    for (int k = 0; k < CREATURE_DRAW_SWAPS; k++)
        if (swap[k] >= (int32_t)lv->num_mesh_pointers)
            swap[k] = -1;
    return Creature_DrawSwapped(g, s, item, t, swap, out, cap);
}
