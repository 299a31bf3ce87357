/* The London boss, Sophia Lee (O3_LON_BOSS; tomb3 londboss.cpp), see
 * boss_tr3.h; her bolts, plasma, rings and the fusebox: london_fx.c.
 *
 * Nothing Lara does hurts her: every tick her hit points go back to 300.
 * She is killed by the fusebox (O3_EXTRAFX_6): once it blows her hit
 * points are nothing.
 *
 * Alive she reads her AI objects (ambush spots on her way up the
 * building), alerts her kind when hit, when Lara is within a sector, in
 * sight or above her (Lara above her also counts as having hurt her),
 * and counts her timer down. From a stand (1): a guard walks (2) when
 * Lara is behind her below the top (12 sectors up, the original's
 * -0x2E00); at the top, or when Lara is below her, one time in 16 she
 * laughs (7) while her timer runs, not charged; else at the top, at her
 * spot or with Lara below her she zaps: the big zap (5) when charged,
 * the little one (8) while her timer runs, or she summons (4); a
 * patroller walks; she runs (3) away or at Lara when she is above her,
 * stands or runs bored, walks within a sector of her, runs otherwise.
 * Summoning (animations 1 and 2): on the first frame her timer is set to
 * 600 (her little zaps' time); a hit before its end breaks it off; at
 * the end of the second she is charged. Every other tick of it a summon
 * bolt rises about her and a summon ring shrinks round her (at most six).
 * The big zap's 36th frame fires two small bolts at Lara from her left
 * and right hand (turned 512 out) and a large one from her staff; the
 * little zap's 14th frame the two small ones (damage: london_fx.c). In
 * the zaps and the summon she turns to Lara by up to 4 degrees a tick.
 * She climbs and drops as TR2's climbers (animations 9, 18, 15, 21).
 *
 * While she lives and Lara (alive) comes within 2.75 sectors of her
 * middle, her knock-back rings start (london_fx.c), once until they end.
 *
 * Dead (the fusebox), her death (animation 17) plays to its last frame
 * but one and holds; her meshes vanish, what she carried drops where she
 * is, her explosion counts one a tick with a ring, sparks and the blast's
 * sound on counts 1, 15, 25, 35, 45 and 55, and past 128 she is gone. The
 * level goes on by its own triggers (the fusebox's, the dropped pick-up).
 *
 * Kept in Item.data_index (saved): the fusebox's shock, the dropped flag,
 * her charge (london.h); in the AI slot's item_flags: [0] the knock-back
 * rings are on (2), [1] the explosion count. Her lights (her staff's, the
 * fusebox's shock on her, her bolts' and plasma's): london_lights.c; her
 * shield of light as she blows apart: boss_looks_tr3.c. Not yet: the
 * electricity over her (drawing). */
#include "game/objects/tr3/boss/boss_tr3.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_rules.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/boss/boss_looks_tr3.h"
#include "game/objects/tr3/boss/london.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/general/crystal_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define LON_HIT_POINTS 300
#define LON_RADIUS (WALL_SIZE / 10)
#define LON_PIVOT 50
#define LON_TOP (-0x2E00)
#define LON_NEAR 0x100000               /* a sector, squared */
#define LON_FOLLOW_FAR 0x400000         /* 2 sectors */
#define LON_WALK_TURN 728               /* 4 degrees */
#define LON_RUN_TURN 1274               /* 7 degrees */
#define LON_GUARD_BEHIND 0x3000
#define LON_SUMMON_TIMER 600
#define LON_BIGZAP_FRAME 36
#define LON_LILZAP_FRAME 14
#define LON_KNOCKBACK_RANGE 2816
#define LON_GONE_COUNT 128
#define LON_VAULT_SHIFT 96

enum {
    LON_EMPTY = 0,
    LON_STAND = 1,
    LON_WALK = 2,
    LON_RUN = 3,
    LON_SUMMON = 4,
    LON_BIGZAP = 5,
    LON_DEATH = 6,
    LON_LAUGH = 7,
    LON_LILZAP = 8,
    LON_VAULT2 = 9,
    LON_VAULT3 = 10,
    LON_VAULT4 = 11,
    LON_GODOWN = 12,
};

enum {
    LON_STND2SUM_ANIM = 1,
    LON_SUMMON_ANIM = 2,
    LON_VAULT2_ANIM = 9,
    LON_VAULT4_ANIM = 15,
    LON_DIE_ANIM = 17,
    LON_VAULT3_ANIM = 18,
    LON_GODOWN_ANIM = 21,
};

/* The AI slot's words. */
enum { KB_ON = 0, COUNT = 1 };

/* Her hands and staff (the original's londonboss_points). */
static const CreatureBite k_points[3] = {
    { 16, 56, 356, 10 },
    { -28, 48, 304, 10 },
    { -72, 48, 356, 10 },
};

/* Lara as she sees her whatever her enemy (the original's lara_info). */
typedef struct {
    CreatureAI info;
    int16_t angle, x_angle;
    int32_t distance;
} LonSight;

static int32_t rnd(Game *g) { return Prng_Control(&g->sim->prng); }
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

static int rel_anim(const Game *g, const Item *it)
{
    return it->anim - (int)g->lv->models[it->model].animation;
}

static void turn_to_lara(Item *it, int16_t angle)
{
    if (abs(angle) < LON_WALK_TURN)
        it->rot.y = (int16_t)(it->rot.y + angle);
    else
        it->rot.y = (int16_t)(it->rot.y + (angle >= 0 ? LON_WALK_TURN : -LON_WALK_TURN));
}

/* At her spot: the next ambush spot of her way up. */
static void reached(Item *it, CreatureInfo *c, bool add)
{
    if (!c->reached_goal)
        return;
    c->reached_goal = false;
    it->ai_bits = add ? (uint8_t)(it->ai_bits | AI_BIT_AMBUSH) : AI_BIT_AMBUSH;
    it->ai_tag = (int16_t)(it->ai_tag + 0x2000);
}

static void zap(Game *g, const Item *it, bool big)
{
    Vec3i p[3];
    for (int i = 0; i < 3; i++) {
        p[i] = (Vec3i){ k_points[i].x, k_points[i].y, k_points[i].z };
        Creature_JointPos(g, it, &p[i], k_points[i].mesh);
    }
    London3_Bolt(g, it, p[0], LON_BOLT_SMALL, (int16_t)(it->rot.y + 512));
    if (big)
        London3_Bolt(g, it, p[1], LON_BOLT_LARGE, it->rot.y);
    London3_Bolt(g, it, p[2], LON_BOLT_SMALL, (int16_t)(it->rot.y - 512));
}

static void stand(Game *g, Item *it, CreatureInfo *c, const LonSight *s, const Item *lara,
                  int16_t *head)
{
    c->flags = 0;
    c->maximum_turn = 0;
    reached(it, c, true);
    *head = s->angle;
    bool charged = it->data_index & LON_D_CHARGED;
    bool top = it->pos.y <= LON_TOP;
    if (it->ai_bits & AI_BIT_GUARD) {
        if ((s->angle < -LON_GUARD_BEHIND || s->angle > LON_GUARD_BEHIND) && !top) {
            it->goal_state = LON_WALK;
            c->maximum_turn = LON_WALK_TURN;
        }
    } else if ((top || it->pos.y < lara->pos.y) && !(rnd(g) & 0xF) && !charged && it->timer) {
        it->goal_state = LON_LAUGH;
    } else if (c->reached_goal || lara->pos.y > it->pos.y || top) {
        it->goal_state = charged ? LON_BIGZAP : it->timer ? LON_LILZAP : LON_SUMMON;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = LON_WALK;
    } else if (c->mood == MOOD_ESCAPE || it->pos.y > lara->pos.y) {
        it->goal_state = LON_RUN;
    } else if (c->mood == MOOD_BORED ||
               ((it->ai_bits & AI_BIT_FOLLOW) && s->distance > LON_FOLLOW_FAR)) {
        it->goal_state = it->required_state ? it->required_state
                         : s->info.ahead    ? LON_STAND
                                            : LON_RUN;
    } else if (s->info.bite && s->info.distance < LON_NEAR) {
        it->goal_state = LON_WALK;
    } else {
        it->goal_state = LON_RUN;
    }
}

static void walk(Game *g, Item *it, CreatureInfo *c, const LonSight *s, int16_t *head)
{
    *head = s->angle;
    c->flags = 0;
    c->maximum_turn = LON_WALK_TURN;
    if ((it->ai_bits & AI_BIT_GUARD) || (c->reached_goal && !(it->ai_bits & AI_BIT_FOLLOW))) {
        it->goal_state = LON_STAND;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = LON_WALK;
        *head = 0;
    } else if (c->mood == MOOD_ESCAPE) {
        it->goal_state = LON_RUN;
    } else if (c->mood == MOOD_BORED) {
        if (rnd(g) < 256) {
            it->required_state = LON_LAUGH;
            it->goal_state = LON_STAND;
        }
    } else if (s->info.distance > LON_NEAR) {
        it->goal_state = LON_RUN;
    }
}

static void run(Item *it, CreatureInfo *c, const LonSight *s, int16_t angle, int16_t *head,
                int16_t *tilt)
{
    if (s->info.ahead)
        *head = s->info.angle;
    c->maximum_turn = LON_RUN_TURN;
    *tilt = (int16_t)(angle >> 1);
    if ((it->ai_bits & AI_BIT_GUARD) || (c->reached_goal && !(it->ai_bits & AI_BIT_FOLLOW))) {
        it->goal_state = LON_STAND;
    } else if (c->mood != MOOD_ESCAPE) {
        if ((it->ai_bits & AI_BIT_FOLLOW) && (c->reached_goal || s->distance > LON_FOLLOW_FAR))
            it->goal_state = LON_STAND;
        else if (c->mood == MOOD_BORED)
            it->goal_state = LON_WALK;
        else if (s->info.ahead && s->info.distance < LON_NEAR)
            it->goal_state = LON_WALK;
    }
}

static void summon(Game *g, Item *it, CreatureInfo *c, const LonSight *s, int16_t *head)
{
    *head = s->angle;
    reached(it, c, false);
    int anim = rel_anim(g, it);
    const Animation *a = &g->lv->animations[it->anim];
    if (anim == LON_STND2SUM_ANIM) {
        if (it->frame == a->frame_start)
            it->timer = LON_SUMMON_TIMER;
        else if (it->hit_status && it->goal_state != LON_STAND) {
            /* broken off: her summoning's sound stops, she cries out */
            const AnimEvents *ev = &g->sim->events;
            if (ev->stop_sound)
                ev->stop_sound(ev->user, it, SFX3_LONDON_BOSS_SUMMON);
            Object_Sound(g, it, SFX3_LONDON_BOSS_TAKE_HIT);
            Object_Sound(g, it, SFX3_LONDON_BOSS_SUMMON_NOT);
            it->goal_state = LON_STAND;
        }
    } else if (anim == LON_SUMMON_ANIM && it->frame == a->frame_end) {
        it->data_index |= LON_D_CHARGED;
    }
    turn_to_lara(it, s->angle);
    if (!(wibble(g) & 7)) {
        Vec3i pos = { it->pos.x, (rnd(g) & 0x1FF) - 256, it->pos.z };
        London3_Bolt(g, it, pos, LON_BOLT_SUMMON, 0);
        London3_SummonRing(g, it);
    }
    c->maximum_turn = 0;
}

static void states(Game *g, Item *it, CreatureInfo *c, const LonSight *s, const Item *lara,
                   int16_t angle, int16_t *pose)
{
    int16_t *tilt = &pose[0], *torso_y = &pose[1], *torso_x = &pose[2], *head = &pose[3];
    int frame = Object_AnimFrame(g, it);
    switch (it->current_state) {
    case LON_LAUGH:
        turn_to_lara(it, s->angle);
        if (c->alerted) {
            it->goal_state = LON_STAND;
            break;
        }
        stand(g, it, c, s, lara, head);
        break;
    case LON_STAND:
        stand(g, it, c, s, lara, head);
        break;
    case LON_WALK:
        walk(g, it, c, s, head);
        break;
    case LON_RUN:
        run(it, c, s, angle, head, tilt);
        break;
    case LON_SUMMON:
        summon(g, it, c, s, head);
        break;
    case LON_BIGZAP:
    case LON_LILZAP:
        reached(it, c, false);
        if (it->current_state == LON_BIGZAP)
            it->data_index &= ~LON_D_CHARGED;
        turn_to_lara(it, s->angle);
        c->maximum_turn = 0;
        *torso_x = s->x_angle;
        *torso_y = s->angle;
        if (it->current_state == LON_BIGZAP ? frame == LON_BIGZAP_FRAME : frame == LON_LILZAP_FRAME)
            zap(g, it, it->current_state == LON_BIGZAP);
        break;
    default:
        break;
    }
}

/* Alive: what she knows, her alerts and her state; the turn she takes. */
static int16_t alive(Game *g, int item, Item *it, CreatureInfo *c, Item *lara, int16_t *pose)
{
    if (it->ai_bits)
        AiTR3_Target(g, item);
    LonSight s;
    Creature_AIInfo(g, item, &s.info);
    if (c->enemy == g->sim->lara) {
        s.angle = s.info.angle;
        s.x_angle = s.info.x_angle;
        s.distance = s.info.distance;
    } else {
        int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
        s.angle = (int16_t)(Camera_Atan(dz, dx) - it->rot.y);
        s.distance = dx * dx + dz * dz;
        s.x_angle = Tr3People_XAngle(g, it, lara);
    }
    Tr3People_Mood(g, item, &s.info, true);
    int16_t angle = Creature_Turn(g, item, c->maximum_turn);
    int16_t enemy = c->enemy;
    c->enemy = (int16_t)g->sim->lara;
    if (it->hit_status || s.distance < LON_NEAR ||
        Tr3People_TargetVisible(g, item, s.angle, s.distance) || lara->pos.y < it->pos.y)
        Tr3People_AlertAll(g, item);
    c->enemy = enemy;
    if (lara->pos.y < it->pos.y)
        c->hurt_by_lara = true;
    if (it->timer > 0)
        it->timer--;
    it->hit_points = LON_HIT_POINTS;
    states(g, it, c, &s, lara, angle, pose);
    return angle;
}

/* Her shield of light's colour as she blows apart: green-white. */
static void shield_colour(Game *g, int rgb[3])
{
    rgb[0] = Spark3_Rand(g) & 0x3F;
    rgb[1] = (Spark3_Rand(g) & 0x1F) + 224;
    rgb[2] = (rgb[1] >> 2) + (Spark3_Rand(g) & 0x3F);
}

/* The blast's ticks: a ring, sparks and its sound; her shield of light
 * (ExplodeLondonBoss, DrawLondonBossShield) every tick. */
static void explode(Game *g, Item *it, int16_t count)
{
    BossLooks_Shield(g, it, count, 64 - count, 64, shield_colour, 1);
    static const int16_t k_rings[] = { 1, 15, 25, 35, 45, 55 };
    for (int n = 0; n < 6; n++) {
        if (count != k_rings[n])
            continue;
        Prng *p = &g->sim->prng;
        Vec3i at = { (Prng_Draw(p) & 0x3FF) + it->pos.x - 512,
                     it->pos.y - (Prng_Draw(p) & 0x3FF) - 256,
                     (Prng_Draw(p) & 0x3FF) + it->pos.z - 512 };
        London3_ExplosionRing(g, at, it->room, n);
        London3_Burst(g, at, it->room, 3, 2, 3);
        Object_SoundPitch(g, it, SFX3_BLAST_CIRCLE, 0x8000); /* an octave down */
    }
}

/* Dead: true when this tick's work is done (no animation step). */
static bool dying(Game *g, int item, Item *it, CreatureInfo *c)
{
    if (it->current_state != LON_DEATH) {
        Creature_SwitchAnim(g, it, LON_DIE_ANIM, 0);
        it->current_state = LON_DEATH;
    }
    const Animation *a = &g->lv->animations[it->anim];
    if (a->frame_end - it->frame != 1)
        return false;
    it->mesh_bits = 0;
    it->frame = (int16_t)(a->frame_end - 1);
    if (!c->item_flags[COUNT]) {
        London3_KillFx(g, LON_FX_SUMMON_RING);
        if (!(it->data_index & LON_D_DROPPED)) {
            Icon3_BossDrop(g, item);
            it->data_index |= LON_D_DROPPED;
        }
    }
    if (c->item_flags[COUNT] < 256)
        c->item_flags[COUNT]++;
    if (c->item_flags[COUNT] > LON_GONE_COUNT)
        Tr3Boss_Vanish(g, item);
    else
        explode(g, it, c->item_flags[COUNT]);
    return true;
}

static void animate(Game *g, int item, Item *it, CreatureInfo *c, int16_t angle)
{
    if ((it->current_state >= LON_VAULT2 && it->current_state <= LON_GODOWN) ||
        it->current_state == LON_DEATH) {
        c->maximum_turn = 0;
        Creature_Animate(g, item, angle, 0);
        return;
    }
    static const struct {
        int vault, anim;
        int16_t state;
    } k_vaults[] = {
        { -4, LON_GODOWN_ANIM, LON_GODOWN },
        { 2, LON_VAULT2_ANIM, LON_VAULT2 },
        { 3, LON_VAULT3_ANIM, LON_VAULT3 },
        { 4, LON_VAULT4_ANIM, LON_VAULT4 },
    };
    int v = Creature_Vault(g, item, angle, 2, LON_VAULT_SHIFT);
    for (size_t i = 0; i < sizeof k_vaults / sizeof k_vaults[0]; i++)
        if (v && v == k_vaults[i].vault) {
            c->maximum_turn = 0;
            Creature_SwitchAnim(g, it, k_vaults[i].anim, 0);
            it->current_state = k_vaults[i].state;
        }
}

/* Lara near her: her knock-back rings, once until they end. */
static void knock_back(Game *g, Item *it, CreatureInfo *c, const Item *lara)
{
    if (it->hit_points > 0 && c->item_flags[KB_ON] != 2 && lara->hit_points > 0) {
        int32_t x = lara->pos.x - it->pos.x, y = lara->pos.y - it->pos.y - 256,
                z = lara->pos.z - it->pos.z;
        int32_t d = 4095;
        if (abs(x) <= 8000 && abs(y) <= 8000 && abs(z) <= 8000)
            d = (int32_t)Math_Sqrt32((uint32_t)(x * x + y * y + z * z));
        if (d < LON_KNOCKBACK_RANGE) {
            c->item_flags[KB_ON] = 2;
            London3_KnockBack(g, it);
        }
    } else if (!London3_CountFx(g, LON_FX_KNOCKBACK)) {
        c->item_flags[KB_ON] = 0;
    }
}

static void london_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    if ((it->data_index & LON_D_SHOCK) == 1)
        it->hit_points = 0;
    London3_ShockLight(g, it, it->data_index & LON_D_SHOCK);
    int16_t angle = 0;
    int16_t pose[4] = { 0, 0, 0, 0 }; /* tilt, torso y, torso x, head */
    if (it->hit_points <= 0) {
        if (dying(g, item, it, c))
            return;
    } else {
        angle = alive(g, item, it, c, lara, pose);
    }
    Tr3People_Pose(it, c, pose[0], pose[1], pose[2], pose[3]);
    animate(g, item, it, c, angle);
    if (it->hit_points <= 0 && !c->item_flags[COUNT])
        London3_DeathElectricity(g, it);
    London3_StaffLight(g, it);
    knock_back(g, it, c, lara);
}

/* The original's initialise: her boss data cleared; she faces as placed. */
static void london_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->data_index = 0;
    it->collidable = true;
}

void London3_Setup(Game *g)
{
    static const Tr3PersonNumbers k_london = {
        .hit_points = LON_HIT_POINTS,
        .radius = LON_RADIUS,
        .pivot_length = LON_PIVOT,
        .shadow_size = 0,
        .num_bones = 2,
        .bones = { { 6, 8 | 4 }, { 13, 8 } },
    };
    London3_FxSetup(g);
    if (!Tr3People_SetupKind(g, O3_LON_BOSS, &k_london, london_control))
        return;
    g->objects[O3_LON_BOSS].initialise = london_initialise;
}
