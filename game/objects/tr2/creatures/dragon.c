/* TR2's dragon (see dragon.h). Numbers, states and order of work from the
 * original's DragonControl, DragonCollision and DragonBones (TRX
 * src/tr2/game/objects/creatures/dragon.c for the facts). */
#include "game/objects/tr2/creatures/dragon.h"

#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/creatures/tr2_creatures.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define DRAGON_CLOSE 900         /* where the push leaves Lara, near or far */
#define DRAGON_FAR 2300
#define DRAGON_MID ((DRAGON_CLOSE + DRAGON_FAR) / 2)
#define DRAGON_L_COL (-512)      /* the dead body's width, to its side */
#define DRAGON_R_COL 512
#define DRAGON_CLOSE_RANGE 9437184   /* 3 sectors, squared */
#define DRAGON_STOP_RANGE 37748736   /* 6 sectors, squared */
#define DRAGON_TOUCH_DAMAGE 10
#define DRAGON_SWIPE_DAMAGE 250
#define DRAGON_WALK_TURN (2 * 182)
#define DRAGON_NEED_TURN 182
#define DRAGON_TOUCH_L 0x7F000000u
#define DRAGON_TOUCH_R 0x000000FEu
#define DRAGON_RADIUS (WALL_SIZE / 3)
#define DRAGON_PIVOT 300
#define DRAGON_FIRE_TICKS 30
#define DRAGON_HEAD_BONE 10
#define DRAGON_BONES_TIME (-100) /* its bones are left */
#define DRAGON_GONE_TIME (-200)  /* it is gone */
#define DRAGON_SINK 10           /* a tick, between the two */
#define DRAGON_LIGHT_TIME (-20)  /* its last lights */
#define DAGGER_REACH 350         /* Lara's place to pull the dagger, about the body */
#define DAGGER_ANGLE (30 * 182)
#define QUARTER 0x4000
#define SFX2_DRAGON_FIRE 305
#define BONE_FRONT_MESHES (~0xC00000u) /* the front bones lack two meshes */

enum {
    DRAGON_STATE_WALK = 1,
    DRAGON_STATE_LEFT = 2,
    DRAGON_STATE_RIGHT = 3,
    DRAGON_STATE_AIM = 4,
    DRAGON_STATE_TURN_LEFT = 7,
    DRAGON_STATE_TURN_RIGHT = 8,
    DRAGON_STATE_SWIPE_LEFT = 9,
    DRAGON_STATE_SWIPE_RIGHT = 10,
};

static const CreatureBite k_mouth = { 35, 171, 1168, 12 };

/* The original takes the dragon's damage straight off her hit points. */
static void hurt_lara(Game *g, int16_t damage)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    lara->hit_status = true;
    lara->hit_points = (int16_t)(lara->hit_points - damage);
}

/* Its counter (the front's creature flags) runs up from 0 while it lies
 * dying and down from -1 once the dagger is out. */
static int16_t counter_of(const CreatureInfo *c) { return (int16_t)c->flags; }
static void set_counter(CreatureInfo *c, int v) { c->flags = (uint16_t)(int16_t)v; }

void Dragon_MysticLight(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    Prng *p = &g->sim->prng;
    int fx = Effect_Create(g, it->room);
    if (fx != EFFECT_NONE) {
        Effect *e = Effect_Get(g, fx);
        e->object_id = O2_TWINKLE;
        e->rot.y = (int16_t)(2 * Prng_Draw(p));
        e->pos.x = it->pos.x + ((5 * WALL_SIZE * Math_Sin(e->rot.y)) >> W2V_SHIFT);
        e->pos.z = it->pos.z + ((5 * WALL_SIZE * Math_Cos(e->rot.y)) >> W2V_SHIFT);
        e->pos.y = (Prng_Draw(p) >> 2) + it->pos.y - WALL_SIZE;
        e->room = it->room;
        e->counter = (int16_t)item;
        e->frame_num = 0;
    }
    /* The original's compiler took the light's arguments right to left:
     * the fall-off's number first. */
    int falloff = ((4 * Prng_Draw(p)) >> 15) + 10;
    int intensity = ((4 * Prng_Draw(p)) >> 15) + 12;
    Gun_AddLight(&g->lights, it->pos, it->room, intensity, falloff);
}

/* ---- the dagger ------------------------------------------------------------ */

static void mark_dead_for_good(Game *g, const Item *back)
{
    CreatureInfo *c = Creature_Info(g, back->data_index);
    if (c)
        set_counter(c, -1);
    if (Lot_Init(g))
        g->creatures->kills++;
}

/* Lara pulls the dagger: she stands where the back lies, in her extra
 * set's pull (right hand holding the extra set's dagger), the level's
 * cinematic camera from its first frame at her place. */
static void pull_dagger(Game *g, Item *lara, const Item *back)
{
    lara->pos = back->pos;
    lara->rot = back->rot;
    lara->fall_speed = 0;
    lara->gravity = false;
    lara->speed = 0;
    if (lara->room != back->room)
        Sim_ItemNewRoom(g->sim, g->sim->lara, back->room);
    Lara_StartExtraAnim(g, LS2_EXTRA_PULL_DAGGER);
    g->lara.mesh_swap[LARA_MESH_HAND_R] = O2_LARA_EXTRA;
    Camera_InvokeCinematic(g, lara->pos, lara->rot.y);
    mark_dead_for_good(g, back);
}

/* Away from the body along its length, to where it stands near or far. */
static void push_away(Item *lara, const Item *dragon, int32_t shift)
{
    int32_t c = Math_Cos(dragon->rot.y), s = Math_Sin(dragon->rot.y);
    int32_t base = shift < DRAGON_MID ? DRAGON_CLOSE : DRAGON_FAR;
    lara->pos.x += (c * (base - shift)) >> W2V_SHIFT;
    lara->pos.z -= (s * (base - shift)) >> W2V_SHIFT;
}

static bool dagger_reachable(const Game *g, const Item *it, const Item *lara, int32_t shift,
                             int32_t side)
{
    int rel = Trap_RelativeAnim(g, it);
    int frame = Object_AnimFrame(g, it);
    int32_t angle = (int32_t)lara->rot.y - (int32_t)it->rot.y;
    bool lying = rel == DRAGON_ANIM_DEAD ||
                 (rel == DRAGON_ANIM_RESURRECT && frame >= 0 && frame <= DRAGON_ALMOST_LIVE);
    return it->object_id == O2_DRAGON_BACK && lying && !lara->gravity && shift <= DRAGON_MID &&
           shift > DRAGON_CLOSE - DAGGER_REACH && side > -DAGGER_REACH && side < DAGGER_REACH &&
           angle > QUARTER - DAGGER_ANGLE && angle < QUARTER + DAGGER_ANGLE;
}

static void dragon_collision(Game *g, int item, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[item];
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius))
        return;
    if (!Coll_TestCollision(g, it, lara))
        return;
    if (it->current_state != DRAGON_STATE_DEATH) {
        Coll_LaraPush(g, it, c, true, false);
        return;
    }
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    int32_t cy = Math_Cos(it->rot.y), sy = Math_Sin(it->rot.y);
    int32_t side = (cy * dz + sy * dx) >> W2V_SHIFT;
    if (side <= DRAGON_L_COL || side >= DRAGON_R_COL) {
        Coll_LaraPush(g, it, c, true, false);
        return;
    }
    int32_t shift = (cy * dx - sy * dz) >> W2V_SHIFT;
    if ((Game_Input(g) & INPUT_ACTION) && dagger_reachable(g, it, lara, shift, side))
        pull_dagger(g, lara, it);
    else
        push_away(lara, it, shift);
}

/* ---- its death ------------------------------------------------------------- */

/* Its bones where it lies: the back's (BONES_3) and the front's (BONES_2,
 * less two meshes), made in the original's slot order. */
static void leave_bones(Game *g, const Item *dragon)
{
    int front = Sim_CreateItem(g->sim, O2_DRAGON_BONES_2, dragon->room, dragon->pos, dragon->rot.y);
    int back = Sim_CreateItem(g->sim, O2_DRAGON_BONES_3, dragon->room, dragon->pos, dragon->rot.y);
    if (front == ITEM_NONE || back == ITEM_NONE)
        return;
    g->sim->items[back].intensity = -1;
    g->sim->items[front].intensity = -1;
    g->sim->items[front].mesh_bits = BONE_FRONT_MESHES;
}

/* The tick of a dead dragon once the dagger is out (counter < 0): its
 * last lights, its bones at -100, then it sinks, and at -200 both parts
 * are gone. */
static void dead_for_good(Game *g, int front, int back, CreatureInfo *c)
{
    Item *f = &g->sim->items[front], *b = &g->sim->items[back];
    int n = counter_of(c);
    if (n > DRAGON_LIGHT_TIME) {
        Prng *p = &g->sim->prng;
        int falloff = ((4 * Prng_Draw(p)) >> 15) + 10 + n / 2;
        int intensity = ((4 * Prng_Draw(p)) >> 15) + 12 + n / 2;
        Gun_AddLight(&g->lights, f->pos, f->room, intensity, falloff);
    }
    if (n == DRAGON_BONES_TIME) {
        leave_bones(g, f);
    } else if (n == DRAGON_GONE_TIME) {
        Lot_DisableAI(g, front);
        Object_Kill(g, front);
        f->status = ITEM_STATUS_DEACTIVATED;
        Object_Kill(g, back);
        b->status = ITEM_STATUS_DEACTIVATED;
    } else if (n < DRAGON_BONES_TIME) {
        f->pos.y += DRAGON_SINK;
        b->pos.y += DRAGON_SINK;
    }
    set_counter(c, n - 1);
}

/* ---- alive ------------------------------------------------------------------ */

static void choose_walk(Item *f, CreatureInfo *c, const CreatureAI *info, int16_t angle,
                        bool ahead)
{
    bool close_ahead = info->distance < DRAGON_STOP_RANGE && info->ahead;
    switch (f->current_state) {
    case DRAGON_STATE_WALK:
        c->flags = 0;
        if (ahead)
            f->goal_state = DRAGON_STATE_STOP;
        else if (angle < -DRAGON_NEED_TURN)
            f->goal_state = close_ahead ? DRAGON_STATE_STOP : DRAGON_STATE_LEFT;
        else if (angle > DRAGON_NEED_TURN)
            f->goal_state = close_ahead ? DRAGON_STATE_STOP : DRAGON_STATE_RIGHT;
        break;
    case DRAGON_STATE_LEFT:
        if (angle > -DRAGON_NEED_TURN || ahead)
            f->goal_state = DRAGON_STATE_WALK;
        break;
    case DRAGON_STATE_RIGHT:
        if (angle < DRAGON_NEED_TURN || ahead)
            f->goal_state = DRAGON_STATE_WALK;
        break;
    default:
        break;
    }
}

static void choose_stop(Item *f, CreatureInfo *c, const CreatureAI *info, bool ahead)
{
    if (ahead) {
        f->goal_state = DRAGON_STATE_AIM;
    } else if (info->distance > DRAGON_STOP_RANGE || !info->ahead) {
        f->goal_state = DRAGON_STATE_WALK;
    } else if (info->distance >= DRAGON_CLOSE_RANGE || c->flags != 0) {
        f->goal_state = info->angle < 0 ? DRAGON_STATE_TURN_LEFT : DRAGON_STATE_TURN_RIGHT;
    } else {
        c->flags = 1;
        f->goal_state = info->angle < 0 ? DRAGON_STATE_SWIPE_LEFT : DRAGON_STATE_SWIPE_RIGHT;
    }
}

/* One living tick: returns the head turn; *angle the body's. */
static int16_t alive(Game *g, int front, CreatureInfo *c, int16_t *angle)
{
    Item *f = &g->sim->items[front];
    CreatureAI info;
    Creature_AIInfo(g, front, &info);
    Creature_Mood(g, front, &info, true);
    *angle = Creature_Turn(g, front, DRAGON_WALK_TURN);
    bool ahead = info.ahead && info.distance > DRAGON_CLOSE_RANGE &&
                 info.distance < DRAGON_STOP_RANGE;
    if (f->touch_bits)
        hurt_lara(g, DRAGON_TOUCH_DAMAGE);
    int16_t head = 0;
    switch (f->current_state) {
    case DRAGON_STATE_AIM:
        f->rot.y = (int16_t)(f->rot.y - *angle);
        if (info.ahead)
            head = (int16_t)-info.angle;
        c->flags = ahead ? DRAGON_FIRE_TICKS : 0;
        f->goal_state = ahead ? DRAGON_STATE_FIRE : DRAGON_STATE_AIM;
        break;
    case DRAGON_STATE_FIRE:
        f->rot.y = (int16_t)(f->rot.y - *angle);
        if (info.ahead)
            head = (int16_t)-info.angle;
        Creature_Sound(g, f, SFX2_DRAGON_FIRE);
        if (c->flags) {
            if (info.ahead)
                Tr2People_Missile(g, front, &k_mouth, Effect_FireStreamTR2);
            c->flags--;
        } else {
            f->goal_state = DRAGON_STATE_STOP;
        }
        break;
    case DRAGON_STATE_STOP:
        f->rot.y = (int16_t)(f->rot.y - *angle);
        choose_stop(f, c, &info, ahead);
        break;
    case DRAGON_STATE_TURN_LEFT:
        c->flags = 0;
        f->rot.y = (int16_t)(f->rot.y - 182 - *angle);
        break;
    case DRAGON_STATE_TURN_RIGHT:
        c->flags = 0;
        f->rot.y = (int16_t)(f->rot.y + 182 - *angle);
        break;
    case DRAGON_STATE_SWIPE_LEFT:
        if (f->touch_bits & DRAGON_TOUCH_L) {
            hurt_lara(g, DRAGON_SWIPE_DAMAGE);
            c->flags = 0;
        }
        break;
    case DRAGON_STATE_SWIPE_RIGHT:
        if (f->touch_bits & DRAGON_TOUCH_R) {
            hurt_lara(g, DRAGON_SWIPE_DAMAGE);
            c->flags = 0;
        }
        break;
    default:
        choose_walk(f, c, &info, *angle, ahead);
        break;
    }
    return head;
}

/* Shot down: it falls, lights gather while it lies, it stands at 330 and
 * has half its hit points back past 430. False once the dagger is out
 * (that tick's work is done). */
static bool dying(Game *g, int front, int back, CreatureInfo *c)
{
    Item *f = &g->sim->items[front];
    if (f->current_state != DRAGON_STATE_DEATH) {
        Creature_SwitchAnim(g, f, DRAGON_ANIM_DIE, 0);
        f->goal_state = f->current_state = DRAGON_STATE_DEATH;
        c->flags = 0;
        return true;
    }
    if (counter_of(c) >= 0) {
        Dragon_MysticLight(g, front);
        int n = counter_of(c) + 1;
        set_counter(c, n);
        if (n == DRAGON_LIVE_TIME)
            f->goal_state = DRAGON_STATE_STOP;
        if (n > DRAGON_LIVE_TIME + DRAGON_ALMOST_LIVE)
            f->hit_points = DRAGON_HITPOINTS / 2;
        return true;
    }
    dead_for_good(g, front, back, c);
    return false;
}

/* The back copies the front's state, animation (by its number in the
 * set), place and room. */
static void follow_front(Game *g, int back, const Item *f)
{
    Item *b = &g->sim->items[back];
    b->current_state = f->current_state;
    Trap_SwitchAnim(g, b, Trap_RelativeAnim(g, f), Object_AnimFrame(g, f));
    b->pos = f->pos;
    b->rot = f->rot;
    Trap_NewRoom(g, back, f->room);
}

static void dragon_control(Game *g, int back)
{
    const Item *b = &g->sim->items[back];
    if (b->object_id == O2_DRAGON_FRONT)
        return; /* the back runs both */
    int front = b->data_index;
    if (front < 0 || (uint32_t)front >= g->sim->num_items || !Creature_Activate(g, front))
        return;
    Item *f = &g->sim->items[front];
    CreatureInfo *c = f->data;
    int16_t angle = 0, head = 0;
    if (f->hit_points <= 0) {
        if (!dying(g, front, back, c))
            return;
    } else {
        head = alive(g, front, c, &angle);
    }
    Creature_Head(g, front, head);
    Creature_Animate(g, front, angle, 0);
    follow_front(g, back, f);
}

void Dragon_Setup(Game *g)
{
    if (!Level_FindModel(g->lv, O2_DRAGON_BACK))
        return; /* the original requires both parts */
    if (Creature_SetupObject(g, O2_DRAGON_FRONT)) {
        ObjectInfo *o = &g->objects[O2_DRAGON_FRONT];
        o->initialise = NULL; /* made by Bartoli, facing as he faces */
        o->control = dragon_control;
        o->collision = dragon_collision;
        o->hit_points = DRAGON_HITPOINTS;
        o->radius = DRAGON_RADIUS;
        o->pivot_length = DRAGON_PIVOT;
        o->shadow_size = 0;
        Creature_SetBoneFlags(g, O2_DRAGON_FRONT, DRAGON_HEAD_BONE, 16);
    }
    ObjectInfo *b = &g->objects[O2_DRAGON_BACK];
    b->control = dragon_control;
    b->collision = dragon_collision;
    b->radius = DRAGON_RADIUS;
    b->save_position = b->save_flags = b->save_anim = true;
}
