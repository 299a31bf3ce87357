/* Tony, the boss of the Lost City of Tinnos (O3_TONY; tomb3 tonyboss.cpp),
 * see boss_tr3.h.
 *
 * He waits (state 0) until Lara comes within 5 sectors, rises (1), then
 * floats (2) turning to her at 2 degrees a tick, his torso and head
 * following her. Until his big boom nothing hurts him: every tick his hit
 * points go back to 100. From the float he first booms (5): on its 56th
 * frame he is open to harm for good and his boom starts a count; on its
 * 32nd tick the map flips (the original's FlipMap), at 65 the count ends.
 * After that, every 64 ticks (the original's wibble & 0xFF) he zaps, in
 * turn with both hands at the rocks above (4: two fireballs rising from
 * meshes 10 and 13 on the 40th frame) and with one hand at Lara (3: one
 * fireball from mesh 13 on the 28th frame, thrown along his facing at 160
 * a tick, falling).
 *
 * His fireballs (effects of O3_TONYFIREBALL, tomb3 ControlTonyFireBall):
 * the rising ones speed up to the ceiling, where each breaks into three
 * that scatter and one that falls from the ceiling over Lara (within half
 * a sector of her); the thrown one breaks on the floor or a wall into
 * seven; the falling one into three more. Any of them within 200 of Lara
 * while she is not already burning costs her 200 hit points and sets her
 * alight; water puts them out.
 *
 * Dead (his 100 gone), he plays his death (animation 6) to its 110th
 * frame and holds it; his meshes vanish, what he carried drops where he
 * is, and his explosion counts to 129 (one every other tick: the hold
 * lets one animation step through in two, as the original's; the blast's
 * sound on counts 1, 15, 25, 35, 45 and 55), when he is gone: no longer a
 * target nor in the game. The level goes on by its own triggers (the dropped pick-up, the
 * flip).
 *
 * Kept in the AI slot's item_flags (saved): [0] which zap is next, [1] the
 * boom / explosion count, [2] the dropped flag, [3] 0 waiting, 1 risen, 2
 * open to harm. What he shows besides his meshes (the fireballs' flames
 * and lights and bursts, his hands' flames and lights, the shield and the
 * explosion's rings) is tony_looks.c's, on the spark pool's streams. */
#include "game/objects/tr3/boss/boss_tr3.h"

#include "engine/math/fixed.h"
#include "game/creature/creature.h"
#include "game/creature/creature_rules.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/boss/boss_looks_tr3.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/general/crystal_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define TONY_HIT_POINTS 200
#define TONY_GUARD_HIT_POINTS 100
#define TONY_RADIUS (WALL_SIZE / 10)
#define TONY_PIVOT 50
#define TONY_WAKE_RANGE 0x1900000       /* 5 sectors, squared */
#define TONY_TURN ANGLE_DEG(2)
#define TONY_ZAPP_TURN ANGLE_DEG(1)
#define TONY_RISE_STILL 16              /* frames of the rise before he turns */
#define TONY_BOOM_FRAME 56
#define TONY_ZAPP_FRAME 28
#define TONY_ROCKZAPP_FRAME 40
#define TONY_DEATH_ANIM 6
#define TONY_DEATH_HOLD 110
#define TONY_FLIP_COUNT 32
#define TONY_BOOM_END 64
#define TONY_GONE_COUNT 128
#define TONY_LEFT_HAND 10
#define TONY_RIGHT_HAND 13

#define FIREBALL_DAMAGE 200
#define FIREBALL_REACH 200
#define FIREBALL_THROW_SPEED 160
#define FIREBALL_MAX_RISE (-4096)
#define FIREBALL_MAX_FALL 512

enum {
    TONY_WAIT = 0,
    TONY_RISE = 1,
    TONY_FLOAT = 2,
    TONY_ZAPP = 3,
    TONY_ROCKZAPP = 4,
    TONY_BIGBOOM = 5,
    TONY_DEATH = 6,
};

/* The kinds of fireball (the original's flag1). */
enum {
    BALL_RISE_LEFT = 0,
    BALL_RISE_RIGHT = 1,
    BALL_THROWN = 2,
    BALL_FROM_CEILING = 3,
    BALL_SCATTER = 4,
    BALL_SPLASH = 5,
    BALL_SPARK = 6,
};

/* The AI slot's words (the original's item_flags and bossdata). */
enum { NEXT_ZAPP = 0, COUNT = 1, DROPPED = 2, PHASE = 3 };
enum { PHASE_WAITING = 0, PHASE_RISEN = 1, PHASE_OPEN = 2 };

/* The original's wibble: 4 more every tick, in a byte. */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

static int32_t rnd(Game *g) { return Prng_Control(&g->sim->prng); }

/* Lara burns while a flame rides on her (a flame effect with a negative
 * counter: game/effects/flame.c). */
static bool lara_burns(Game *g)
{
    const EffectList *l = &g->effects;
    int16_t flame = Effect_Ids(g)->flame;
    for (int fx = l->next_active, n = 0; fx >= 0 && fx < EFFECT_MAX && n < EFFECT_MAX;
         fx = l->fx[fx].next_active, n++)
        if (l->fx[fx].object_id == flame && l->fx[fx].counter < 0)
            return true;
    return false;
}

/* A new fireball (the original's TriggerFireBall): `kind` picks where it
 * starts and how it moves; the counter holds the kind, the shade its
 * fall's growth (the original's flag2). */
static void fire_ball(Game *g, const Item *tony, int kind, Vec3i pos, int room, int16_t angle,
                      int32_t speed)
{
    int32_t fall;
    switch (kind) {
    case BALL_RISE_LEFT:
    case BALL_RISE_RIGHT:
        pos = (Vec3i){ 0, 0, 0 };
        Creature_JointPos(g, tony, &pos, kind == BALL_RISE_LEFT ? TONY_LEFT_HAND : TONY_RIGHT_HAND);
        angle = tony->rot.y;
        fall = -16;
        speed = 0;
        break;
    case BALL_THROWN:
        pos = (Vec3i){ 0, 0, 0 };
        Creature_JointPos(g, tony, &pos, TONY_RIGHT_HAND);
        speed = FIREBALL_THROW_SPEED;
        fall = -32 - (rnd(g) & 7);
        break;
    case BALL_FROM_CEILING:
        speed = 0;
        fall = (rnd(g) & 3) + 4;
        break;
    case BALL_SCATTER:
        speed += rnd(g) & 3;
        angle = (int16_t)(rnd(g) << 1);
        fall = (rnd(g) & 3) - 2;
        break;
    case BALL_SPLASH:
        speed = (rnd(g) & 7) + 48;
        angle = (int16_t)(angle + (rnd(g) & 0x1FFF) + 0x7000);
        fall = -16 - (rnd(g) & 0xF);
        break;
    default:
        speed = (rnd(g) & 0x1F) + 32;
        angle = (int16_t)(rnd(g) << 1);
        fall = -32 - (rnd(g) & 0x1F);
        break;
    }
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    e->pos = pos;
    e->rot = (Vec3s){ 0, angle, 0 };
    e->object_id = O3_TONYFIREBALL;
    e->speed = (int16_t)speed;
    e->fall_speed = (int16_t)fall;
    e->frame_num = -1; /* no mesh of its own to draw */
    e->counter = (int16_t)kind;
    int16_t grow = (int16_t)((rnd(g) & 3) + 1);
    e->shade = kind == BALL_SPLASH ? (int16_t)(grow << 1) : kind == BALL_THROWN ? 0 : grow;
}

static void ball_move(Effect *e)
{
    int kind = e->counter;
    if (kind == BALL_RISE_LEFT || kind == BALL_RISE_RIGHT) {
        e->fall_speed = (int16_t)(e->fall_speed + (e->fall_speed >> 3) + 1);
        if (e->fall_speed < FIREBALL_MAX_RISE)
            e->fall_speed = FIREBALL_MAX_RISE;
        e->pos.y += e->fall_speed;
    } else if (kind == BALL_FROM_CEILING) {
        e->fall_speed = (int16_t)(e->fall_speed + 2);
        e->pos.y += e->fall_speed;
    } else {
        if (kind != BALL_THROWN && e->speed > 48)
            e->speed--;
        e->fall_speed = (int16_t)(e->fall_speed + e->shade);
        if (e->fall_speed > FIREBALL_MAX_FALL)
            e->fall_speed = FIREBALL_MAX_FALL;
        e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
        e->pos.y += e->fall_speed >> 1;
        e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    }
}

/* A fireball meets the floor or the ceiling: the first four kinds break
 * into more; a rising one also drops one from the ceiling over Lara. */
static void ball_break(Game *g, const Effect *e, Vec3i old)
{
    int kind = e->counter;
    if (kind > BALL_FROM_CEILING)
        return;
    int n = kind == BALL_THROWN ? 7 : 3;
    int child = kind == BALL_THROWN ? BALL_SPLASH : kind == BALL_FROM_CEILING ? BALL_SPARK : BALL_SCATTER;
    for (int i = 0; i < n; i++)
        fire_ball(g, NULL, child, old, e->room, e->rot.y, (i << 2) + 32);
    Item *lara = Game_LaraItem(g);
    if ((kind == BALL_RISE_LEFT || kind == BALL_RISE_RIGHT) && lara) {
        int16_t room = lara->room;
        const RoomSector *s = World_Sector(&g->world, lara->pos.x, lara->pos.y, lara->pos.z, &room);
        Vec3i at;
        at.x = (rnd(g) & 0x3FF) + lara->pos.x - 512;
        at.y = World_Ceiling(&g->world, s, lara->pos.x, lara->pos.y, lara->pos.z) + 256;
        at.z = (rnd(g) & 0x3FF) + lara->pos.z - 512;
        Tony3_CeilingBurst(g, at, room);
        fire_ball(g, NULL, BALL_FROM_CEILING, at, room, 0, 0);
    }
}

static void fireball_control(Game *g, int fx)
{
    Effect *e = Effect_Get(g, fx);
    Vec3i old = e->pos;
    ball_move(e);
    Tony3_BallFlame(g, fx, old);
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t c = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= h || e->pos.y < c) {
        Tony3_BallBurst(g, e, old);
        ball_break(g, e, old);
        Effect_Kill(g, fx);
        return;
    }
    const Room *r = World_Room(&g->world, room);
    if (r && (r->flags & ROOM_FLAG_WATER)) {
        Effect_Kill(g, fx);
        return;
    }
    Item *lara = Game_LaraItem(g);
    if (lara && !lara_burns(g) && Effect_LaraIsNear(g, &e->pos, FIREBALL_REACH)) {
        Effect_Kill(g, fx);
        Lara_TakeDamage(g, FIREBALL_DAMAGE, true);
        Effect_LaraCatchFire(g);
        return;
    }
    /* (The original files it under Lara's room here; it is kept in the
     * room it is in.) */
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    Tony3_BallLight(g, Effect_Get(g, fx));
}

/* The float: first the boom, then a zap every 64 ticks, in turn. */
static void float_state(Game *g, Item *it, CreatureInfo *c)
{
    c->maximum_turn = TONY_TURN;
    if (c->item_flags[COUNT])
        return;
    int16_t *f = c->item_flags;
    if (it->goal_state != TONY_BIGBOOM && f[PHASE] != PHASE_OPEN) {
        it->goal_state = TONY_BIGBOOM;
        c->maximum_turn = 0;
    }
    bool beat = (wibble(g) & 0xFF) == 0;
    if (it->goal_state != TONY_ROCKZAPP && f[PHASE] == PHASE_OPEN && beat && !f[NEXT_ZAPP]) {
        it->goal_state = TONY_ROCKZAPP;
        f[NEXT_ZAPP] = 1;
    }
    if (it->goal_state != TONY_ZAPP && it->goal_state != TONY_ROCKZAPP && f[PHASE] == PHASE_OPEN &&
        beat && f[NEXT_ZAPP] == 1) {
        it->goal_state = TONY_ZAPP;
        f[NEXT_ZAPP] = 0;
    }
}

/* The living Tony's tick; the turn he takes. */
static int16_t alive(Game *g, int item, Item *it, CreatureInfo *c, int16_t *torso_y, int16_t *torso_x)
{
    const Item *lara = Game_LaraItem(g);
    if (c->item_flags[PHASE] != PHASE_OPEN)
        it->hit_points = TONY_GUARD_HIT_POINTS;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    int16_t x_angle = lara ? Tr3People_XAngle(g, it, lara) : 0;
    int16_t angle = 0;
    if (c->item_flags[PHASE] != PHASE_WAITING && lara) {
        c->target.x = lara->pos.x;
        c->target.z = lara->pos.z;
        angle = Creature_Turn(g, item, c->maximum_turn);
    } else if (lara) {
        int32_t dx = it->pos.x - lara->pos.x, dz = it->pos.z - lara->pos.z;
        if ((int64_t)dx * dx + (int64_t)dz * dz < TONY_WAKE_RANGE)
            c->item_flags[PHASE] = PHASE_RISEN;
    }
    int frame = Object_AnimFrame(g, it);
    switch (it->current_state) {
    case TONY_WAIT:
        c->maximum_turn = 0;
        if (it->goal_state != TONY_RISE && c->item_flags[PHASE])
            it->goal_state = TONY_RISE;
        break;
    case TONY_RISE:
        c->maximum_turn = frame <= TONY_RISE_STILL ? 0 : TONY_TURN;
        break;
    case TONY_FLOAT:
        *torso_y = info.angle;
        *torso_x = x_angle;
        float_state(g, it, c);
        break;
    case TONY_ZAPP:
        *torso_y = info.angle;
        *torso_x = x_angle;
        c->maximum_turn = TONY_ZAPP_TURN;
        if (frame == TONY_ZAPP_FRAME)
            fire_ball(g, it, BALL_THROWN, it->pos, it->room, it->rot.y, 0);
        break;
    case TONY_ROCKZAPP:
        *torso_y = info.angle;
        *torso_x = x_angle;
        c->maximum_turn = 0;
        if (frame == TONY_ROCKZAPP_FRAME) {
            fire_ball(g, it, BALL_RISE_LEFT, it->pos, it->room, 0, 0);
            fire_ball(g, it, BALL_RISE_RIGHT, it->pos, it->room, 0, 0);
        }
        break;
    case TONY_BIGBOOM:
        c->maximum_turn = 0;
        if (frame == TONY_BOOM_FRAME) {
            c->item_flags[PHASE] = PHASE_OPEN;
            c->item_flags[COUNT] = 1;
        }
        break;
    default:
        break;
    }
    return angle;
}

/* The blast's sound on the original's ring ticks. */
static void explosion_sound(Game *g, Item *it, int16_t count)
{
    static const int16_t k_rings[] = { 1, 15, 25, 35, 45, 55 };
    for (size_t i = 0; i < sizeof k_rings / sizeof k_rings[0]; i++)
        if (count == k_rings[i])
            Object_SoundPitch(g, it, SFX3_BLAST_CIRCLE, 0x8000); /* an octave down */
}

/* Dead: true when this tick's work is done (no animation step). */
static bool dying(Game *g, int item, Item *it, CreatureInfo *c)
{
    if (it->current_state != TONY_DEATH) {
        Creature_SwitchAnim(g, it, TONY_DEATH_ANIM, 0);
        it->current_state = TONY_DEATH;
    }
    if (Object_AnimFrame(g, it) <= TONY_DEATH_HOLD)
        return false;
    it->mesh_bits = 0;
    Creature_SwitchAnim(g, it, TONY_DEATH_ANIM, TONY_DEATH_HOLD);
    if (!c->item_flags[COUNT] && !c->item_flags[DROPPED]) {
        Icon3_BossDrop(g, item);
        c->item_flags[DROPPED] = 1;
    }
    if (c->item_flags[COUNT] < 256)
        c->item_flags[COUNT]++;
    if (c->item_flags[COUNT] > TONY_GONE_COUNT) {
        Tr3Boss_Vanish(g, item);
        return true;
    }
    explosion_sound(g, it, c->item_flags[COUNT]);
    Tony3_ExplodeLooks(g, it, c->item_flags[COUNT], true);
    return true;
}

static void tony_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t angle = 0, torso_y = 0, torso_x = 0;
    if (it->hit_points <= 0) {
        if (dying(g, item, it, c))
            return;
    } else {
        angle = alive(g, item, it, c, &torso_y, &torso_x);
    }
    if (it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations) {
        const Animation *a = &g->lv->animations[it->anim];
        Tony3_HandLooks(g, item, it->current_state, it->frame - a->frame_start,
                        a->frame_end - a->frame_start + 1);
    }
    /* The boom's count while he lives: the map flips on its 32nd tick. */
    if (c->item_flags[COUNT] && it->hit_points > 0) {
        Tony3_ExplodeLooks(g, it, c->item_flags[COUNT], false);
        c->item_flags[COUNT]++;
        if (c->item_flags[COUNT] == TONY_FLIP_COUNT)
            Game_FlipMap(g);
        if (c->item_flags[COUNT] > TONY_BOOM_END)
            c->item_flags[COUNT] = 0;
    }
    Tr3People_Joint(c, 0, (int16_t)(torso_y >> 1));
    Tr3People_Joint(c, 1, torso_x);
    Tr3People_Joint(c, 2, (int16_t)(torso_y >> 1));
    Creature_Animate(g, item, angle, 0);
}

/* The original's initialise: no random facing (Tony faces as placed). */
static void tony_initialise(Game *g, int item)
{
    g->sim->items[item].collidable = true;
}

void Tony3_Setup(Game *g)
{
    static const Tr3PersonNumbers k_tony = {
        .hit_points = TONY_HIT_POINTS,
        .radius = TONY_RADIUS,
        .pivot_length = TONY_PIVOT,
        .shadow_size = 0,
        .num_bones = 2,
        .bones = { { 6, 8 | 4 }, { 13, 8 } },
    };
    if (!Tr3People_SetupKind(g, O3_TONY, &k_tony, tony_control))
        return;
    g->objects[O3_TONY].initialise = tony_initialise;
    g->objects[O3_TONYFIREBALL].effect_control = fireball_control;
}
