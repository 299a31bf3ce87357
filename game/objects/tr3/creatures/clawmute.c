/* TR3's claw mutant (O3_MUTANT_2, Area 51): 130 hit points, radius 256.
 * Close to Lara it slashes (left or right by her side, within a sector),
 * claws (within 1.33 sectors), strikes from the walk (within 1.33) or the
 * run (within 2 sectors, while she moves): 100 once a blow, when its
 * claws (meshes 4 or 7: touch 0x90) touch her. From a stand, when she is
 * more than three sectors off and targetable, or out of its zone, it
 * fires a plasma ball from its arm (O3_EXTRAFX_1, on the 28th frame of
 * its fire state, one time in four not again until it has struck her): the
 * ball speeds up to 384 a tick towards her pitch, 200 to Lara when it
 * comes within 200 of her, bursting into falling fragments that do no
 * harm; floors, ceilings and water put it out. It alerts its kind when
 * Lara is within a sector, hurts it or is seen. Dead, it bursts into
 * pieces at the end of its death (animation 20). Facts from tomb3/game/clawmute.cpp and
 * setup.cpp. It reads its AI objects (game/creature/ai_tr3.h): on guard
 * it stands looking about until alerted, a patroller walks its route.
 * Not yet: its sparks and lights. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "engine/world/world.h"
#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/effects/gas_looks_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define CLAW_HIT_POINTS 130
#define CLAW_RADIUS 256
#define CLAW_WALK_TURN ANGLE_DEG(3)      /* 546 */
#define CLAW_RUN_TURN ANGLE_DEG(4)       /* 728 */
#define CLAW_SLASH_RANGE 0x100000        /* a sector, squared */
#define CLAW_CLAW_RANGE 0x1C6E39         /* 1.33 sectors */
#define CLAW_RUN_ATAK_RANGE 0x400000     /* 2 sectors */
#define CLAW_FIRE_RANGE 0x900000         /* 3 sectors */
#define CLAW_AWARE_RANGE 0x100000
#define CLAW_DAMAGE 100
#define CLAW_TOUCH 0x90
#define CLAW_FIRE_FRAME 28
#define CLAW_DIE_ANIM 20
#define CLAW_SFX_EXPLODE 106             /* TR3's SFX_EXPLOSION2 */

#define BALL_TOP_SPEED 384
#define BALL_REACH 200
#define BALL_DAMAGE 200

enum {
    CLAW_STOP,
    CLAW_WALK,
    CLAW_RUN,
    CLAW_RUN_ATAK,
    CLAW_WALK_ATAK1,
    CLAW_WALK_ATAK2,
    CLAW_SLASH_LEFT,
    CLAW_SLASH_RIGHT,
    CLAW_DEATH,
    CLAW_CLAW_ATAK,
    CLAW_FIRE_ATAK,
};

static const CreatureBite k_claw_left = { 19, -13, 3, 7 };
static const CreatureBite k_claw_right = { 19, -13, 3, 4 };
/* where the ball leaves its arm */
static const CreatureBite k_arm = { -32, -16, -192, 13 };

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

/* ---- the plasma ball ------------------------------------------------------- */

/* A ball (fragment false: aimed along the mutant's facing at Lara's
 * pitch) or a fragment (flying off at a random heading, 45 degrees up,
 * falling). Effect.counter holds which (the original's flag1); drawn as
 * sparks by the original, so nothing of ours (frame -1). */
static void plasma_ball(Game *g, const Item *it, bool fragment, const Vec3i *at, int room)
{
    Vec3i p = at ? *at : (Vec3i){ k_arm.x, k_arm.y, k_arm.z };
    int16_t angles[2];
    if (fragment) {
        angles[0] = (int16_t)(rnd(g) << 1);
        angles[1] = 0x2000;
    } else {
        Creature_JointPos(g, it, &p, k_arm.mesh);
        const Item *lara = Game_LaraItem(g);
        if (lara)
            Camera_VectorAngles(lara->pos.x - p.x, lara->pos.y - p.y - 256, lara->pos.z - p.z,
                                   angles);
        else
            angles[1] = 0;
        angles[0] = it->rot.y;
    }
    int16_t speed = (int16_t)((rnd(g) & 0xF) + 16);
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    e->pos = p;
    e->rot = (Vec3s){ angles[1], angles[0], 0 };
    e->object_id = O3_EXTRAFX_1;
    e->speed = speed;
    e->fall_speed = 0;
    e->counter = fragment;
    e->frame_num = -1;
}

static void plasma_burst(Game *g, const Vec3i *at, int room, int count)
{
    for (int i = 0; i < count; i++)
        plasma_ball(g, NULL, true, at, room);
}

static void fx_plasma(Game *g, int fx)
{
    Effect *e = Effect_Get(g, fx);
    Vec3i old = e->pos;
    bool fragment = e->counter != 0;
    if (!fragment && e->speed < BALL_TOP_SPEED)
        e->speed = (int16_t)(e->speed + (e->speed >> 3) + 4);
    if (fragment) {
        e->fall_speed++;
        if (e->fall_speed > 8)
            e->speed = (int16_t)(e->speed - 2);
        if (e->rot.x > -0x3C00)
            e->rot.x = (int16_t)(e->rot.x - 0x100);
    }
    int32_t speed = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.x += (speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.y += e->fall_speed - ((e->speed * Math_Sin(e->rot.x)) >> W2V_SHIFT);
    e->pos.z += (speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    Plasma3_BallLooks(g, fx, fragment, old.y);

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t c = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= h || e->pos.y < c) {
        if (!fragment)
            plasma_burst(g, &old, e->room, (rnd(g) & 3) + 5);
        Effect_Kill(g, fx);
    } else if (World_RoomIsWater(&g->world, room)) {
        Effect_Kill(g, fx);
    } else if (!fragment && Effect_LaraIsNear(g, &e->pos, BALL_REACH)) {
        Vec3i at = e->pos;
        int from = e->room;
        plasma_burst(g, &at, from, (rnd(g) & 1) + 3);
        Item *lara = Game_LaraItem(g);
        lara->hit_points = (int16_t)(lara->hit_points - BALL_DAMAGE);
        lara->hit_status = true;
        Effect_Kill(g, fx);
    } else {
        /* (the original files it under Lara's room: its own is kept) */
        if (room != e->room)
            Effect_NewRoom(g, fx, room);
        Plasma3_BallLight(g, fx, fragment);
    }
}

/* ---- the mutant ------------------------------------------------------------ */

typedef struct {
    Game *g;
    int item;
    Item *it;
    CreatureInfo *c;
    CreatureAI info;
    int16_t torso_x, torso_y, head;
} Claw;

/* The original's test, its precedence kept: targetable, far and not
 * just fired; or Lara out of its zone. */
static bool wants_fire(const Claw *k)
{
    bool target = CreatureGun_CanTarget(k->g, k->item, Creature_Enemy(k->g, k->item), &k->info);
    return (target && k->info.distance > CLAW_FIRE_RANGE && !k->c->item_flags[0]) ||
           k->info.zone_num != k->info.enemy_zone;
}

static void aim_torso(Claw *k)
{
    k->torso_x = Tr3People_XAngle(k->g, k->it, Game_LaraItem(k->g));
    k->torso_y = k->info.angle;
}

static void claw_stop(Claw *k)
{
    Item *it = k->it;
    CreatureInfo *c = k->c;
    const CreatureAI *info = &k->info;
    c->maximum_turn = 0;
    c->flags = 0;
    k->head = info->angle;
    if (it->ai_bits & AI_BIT_GUARD) {
        k->head = AiTR3_GuardHead(k->g, k->item);
        it->goal_state = CLAW_STOP;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = CLAW_WALK;
        k->head = 0;
    } else if (c->mood == MOOD_ESCAPE) {
        it->goal_state = CLAW_RUN;
    } else if (info->bite && info->distance < CLAW_SLASH_RANGE) {
        aim_torso(k);
        it->goal_state = info->angle < 0 ? CLAW_SLASH_LEFT : CLAW_SLASH_RIGHT;
    } else if (info->bite && info->distance < CLAW_CLAW_RANGE) {
        aim_torso(k);
        it->goal_state = CLAW_CLAW_ATAK;
    } else if (wants_fire(k)) {
        it->goal_state = CLAW_FIRE_ATAK;
    } else if (c->mood == MOOD_BORED) {
        (void)rnd(k->g);
        it->goal_state = CLAW_WALK;
    } else {
        it->goal_state = it->required_state ? it->required_state : CLAW_RUN;
    }
}

static void claw_move(Claw *k, bool run)
{
    Item *it = k->it;
    CreatureInfo *c = k->c;
    const CreatureAI *info = &k->info;
    const Item *lara = Game_LaraItem(k->g);
    c->maximum_turn = run ? CLAW_RUN_TURN : CLAW_WALK_TURN;
    if (info->ahead)
        k->head = info->angle;
    if (!run) {
        if (it->ai_bits & AI_BIT_PATROL1) {
            it->goal_state = CLAW_WALK;
            k->head = 0;
        } else if (info->bite && info->distance < CLAW_CLAW_RANGE)
            it->goal_state = info->angle < 0 ? CLAW_WALK_ATAK1 : CLAW_WALK_ATAK2;
        else if (wants_fire(k))
            it->goal_state = CLAW_STOP;
        else if (c->mood == MOOD_ESCAPE || c->mood == MOOD_ATTACK)
            it->goal_state = CLAW_RUN;
        return;
    }
    if ((it->ai_bits & AI_BIT_GUARD) || c->mood == MOOD_BORED || (c->flags && info->ahead)) {
        it->goal_state = CLAW_STOP;
    } else if (info->bite && info->distance < CLAW_RUN_ATAK_RANGE) {
        it->goal_state = lara && lara->speed ? CLAW_RUN_ATAK : CLAW_STOP;
    } else if (wants_fire(k)) {
        c->maximum_turn = CLAW_WALK_TURN;
        it->goal_state = CLAW_STOP;
    }
    c->flags = 0;
}

/* The fire state: it turns its body to her; one time in four on the
 * first frame it will not fire again until it strikes; the ball leaves
 * on frame 28. */
static void claw_fire(Claw *k)
{
    Item *it = k->it;
    const CreatureAI *info = &k->info;
    Creature_TurnToward(it, info->angle, CLAW_WALK_TURN);
    if (info->ahead) {
        k->torso_x = Tr3People_XAngle(k->g, it, Game_LaraItem(k->g));
        k->torso_y = (int16_t)(info->angle >> 1);
    }
    int frame = it->frame - k->g->lv->animations[it->anim].frame_start;
    if (frame == 0 && !(rnd(k->g) & 3))
        k->c->item_flags[0] = 1;
    Vec3i arm = { k_arm.x, k_arm.y, k_arm.z };
    Creature_JointPos(k->g, it, &arm, k_arm.mesh);
    Plasma3_ChargeLooks(k->g, k->item, arm, frame);
    if (frame == CLAW_FIRE_FRAME)
        plasma_ball(k->g, it, false, NULL, it->room);
}

static void claw_states(Claw *k)
{
    Item *it = k->it;
    CreatureInfo *c = k->c;
    switch (it->current_state) {
    case CLAW_STOP:
        claw_stop(k);
        break;
    case CLAW_WALK:
        claw_move(k, false);
        break;
    case CLAW_RUN:
        claw_move(k, true);
        break;
    case CLAW_RUN_ATAK:
    case CLAW_WALK_ATAK1:
    case CLAW_WALK_ATAK2:
    case CLAW_SLASH_LEFT:
    case CLAW_SLASH_RIGHT:
    case CLAW_CLAW_ATAK:
        if (k->info.ahead)
            aim_torso(k);
        if (!c->flags && (it->touch_bits & CLAW_TOUCH)) {
            Creature_HurtLara(k->g, CLAW_DAMAGE);
            Creature_Effect(k->g, k->item, &k_claw_left, CREATURE_FX_BLOOD);
            Creature_Effect(k->g, k->item, &k_claw_right, CREATURE_FX_BLOOD);
            c->flags = 1;
        }
        c->item_flags[0] = 0;
        break;
    case CLAW_FIRE_ATAK:
        claw_fire(k);
        break;
    default:
        break;
    }
}

/* The end of its death: it explodes and is gone. */
static bool claw_dead(Game *g, int item, Item *it)
{
    Creature_StartDeath(g, it, CLAW_DEATH, CLAW_DIE_ANIM, 0);
    if (it->frame != g->lv->animations[it->anim].frame_end - 1)
        return false;
    /* the original's exploding CreatureDie: its meshes fly (harmless),
     * an explosion, and the item is gone */
    Effect_ExplodingDeath(g, item, 0xFFFFFFFFu, 0, Creature_ExtraRotation(it));
    Effect_Explosion(g, &it->pos, it->room, false);
    Object_Sound(g, it, CLAW_SFX_EXPLODE);
    Creature_Die(g, item);
    Object_Kill(g, item);
    return true;
}

static void claw_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    Claw k = { g, item, it, it->data, { 0 }, 0, 0, 0 };
    int16_t angle = 0;
    if (it->hit_points <= 0) {
        if (claw_dead(g, item, it))
            return;
    } else {
        if (it->ai_bits)
            AiTR3_Target(g, item);
        Creature_AIInfo(g, item, &k.info);
        int16_t lara_angle;
        int32_t lara_dist;
        Tr3People_LaraSight(g, item, &k.info, &lara_angle, &lara_dist);
        Creature_Mood(g, item, &k.info, k.info.zone_num == k.info.enemy_zone);
        angle = Creature_Turn(g, item, k.c->maximum_turn);
        /* (Lara alerts its kind, whatever it is after) */
        if (lara_dist < CLAW_AWARE_RANGE || it->hit_status ||
            Tr3People_TargetVisible(g, item, lara_angle, lara_dist))
            Tr3People_AlertAll(g, item);
        claw_states(&k);
    }
    Creature_Tilt(it, 0);
    Tr3People_Joint(k.c, 0, k.torso_x);
    Tr3People_Joint(k.c, 1, k.torso_y);
    Tr3People_Joint(k.c, 2, k.head);
    Creature_Animate(g, item, angle, 0);
}

void ClawMute_Setup(Game *g)
{
    /* Bone 0 turns about x and z (the torso), bone 7 about y (the head). */
    static const Tr3PersonNumbers n = {
        .hit_points = CLAW_HIT_POINTS,
        .radius = CLAW_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 0, 4 | 16 }, { 7, 8 } },
    };
    if (Tr3People_SetupKind(g, O3_MUTANT_2, &n, claw_control))
        g->objects[O3_EXTRAFX_1].effect_control = fx_plasma;
}
