/* Puna, the tribal boss of the Temple of Puna (O3_TRIBEBOSS; tomb3
 * triboss.cpp, with the part of its drawing code that acts on the game:
 * draweffects.cpp's TriggerTribeBossHeadElectricity and
 * TriggerElectricBeam, done here in the tick), see boss_tr3.h.
 *
 * He never leaves his chair (state 0): he turns on it, 3 degrees a tick
 * once Lara has come within 2 sectors (not before), his head following
 * her. Whenever she is straight ahead of him (within 128, under a
 * degree), alive, he has fired fewer than 4 beams since his last
 * summoning and no lizard man of his is about, he takes aim at her hips
 * and fires (state 1): his count climbs 3 a tick; past 64 the beam runs
 * from his head (mesh 8) through where her hips were, on to at least 20
 * sectors, stopped by the first wall, floor or ceiling. Lara on that line
 * (her box, the original's LaraOnLOS) dies at once, electrocuted. Nothing is drawn and
 * nothing is hurt while she is more than 18 sectors away along x or z.
 *
 * After 4 beams he summons: from the chair he turns (by a sixteenth of
 * what is left a tick) to face the one of his two summoning spots
 * (Puna's level's own coordinates) further from Lara, then (state 2)
 * counts 2 a tick to 64, 3 after; between 64 and 96 his hand's beam
 * (mesh 14) reaches the spot, and past 90 the lizard man of his room (the
 * first of the level's in the room he starts in) is brought there anew:
 * his first animation, full hit points, active, thinking, facing half
 * round from the first spot, straight on from the second. While that
 * lizard man lives Puna sits facing west (-x), easing round an eighth a
 * tick, and fires no beam; the lizard man, dying, bursts on his death's
 * 50th frame and is gone (lizman.c), and Puna starts again.
 *
 * His shield is up while he sits with no attack coming (state 0, neither
 * beam nor summoning asked for) and down from the moment he starts one
 * until he is back in the chair; dying, it is down for good. While it is
 * up Lara's bullets, harpoons, grenades and rockets glance off (no harm)
 * and light the ring of the shield nearest the hit and its four
 * neighbours, in a shade by her gun, fading by 8 to 15 a tick (half that
 * after a launcher's). The original also keeps a shield_active flag that
 * would hold off his beam; its drawing clears it every frame and nothing
 * sets it, so it never does: not kept.
 *
 * Dead (his 200 gone), he shakes (his roll a random number within his
 * death count, which grows 32 a tick to 2048) through his death
 * (animation 3) to its 120th frame and holds it; his meshes vanish, what
 * he carried drops where he is, and his explosion counts to 129, a ring
 * of sparks and the blast's sound on counts 1, 15, 25, 35, 45 and 55,
 * when he is gone: no longer a target nor in the game. Nothing else
 * follows (the original's "dead" flag is read nowhere): the level goes on
 * by its own triggers and the dropped pick-up.
 *
 * His fight is the level's boss data (CreatureSlots.boss, saved). */
#include "game/objects/tr3/boss/boss_tr3.h"

#include <stdlib.h>
#include <string.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/camera/los.h"
#include "game/creature/creature.h"
#include "game/creature/creature_rules.h"
#include "game/creature/lot.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/boss/puna.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/general/crystal_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define PUNA_HIT_POINTS 200
#define PUNA_ANGLE_45 0x2000
#define PUNA_RADIUS (WALL_SIZE / 10)
#define PUNA_PIVOT 50
#define PUNA_TURN 546                  /* 3 degrees */
#define PUNA_ROUSE_RANGE 0x400000       /* 2 sectors, squared */
#define PUNA_AIM_ARC 128
#define PUNA_BEAMS 4
#define PUNA_SPIN 1274                  /* his staff's turn a tick (joint 0) */
#define PUNA_SETTLE 182                 /* a degree: the turn is done */
#define PUNA_HEAD_ARC 0x2000
#define PUNA_DEATH_ANIM 3
#define PUNA_DEATH_HOLD 120
#define PUNA_SHAKE_STEP 32
#define PUNA_SHAKE_MAX 2048
#define PUNA_GONE_COUNT 128
#define PUNA_BEAM_FROM 64               /* the count past which the beam runs */
#define PUNA_SUMMON_END 96
#define PUNA_SUMMON_AT 90
#define PUNA_BEAM_MIN 20480             /* the beam's shortest reach */
#define PUNA_REACH 0x4800               /* Lara further along x or z: nothing */
#define PUNA_HAND_MESH 14
#define PUNA_LIZARD_FACING ((int16_t)0xC000)
#define PUNA_SFX_EXPLOSION 106          /* TR3's SFX_EXPLOSION2 */

enum { PUNA_SIT = 0, PUNA_HEAD_ATTACK = 1, PUNA_HAND_ATTACK = 2, PUNA_DEATH = 3 };
enum { ATTACK_HEAD = 0, ATTACK_HAND_1 = 1, ATTACK_HAND_2 = 2 };

/* His summoning spots in the Temple of Puna (tomb3's lizman_summon_coords):
 * where the lizard man comes and the facing Puna turns to for it. */
static const struct {
    int32_t x, y, z;
    uint16_t facing;
} k_summon[2] = {
    { 61952, -5376, 62976, 0xE000 },
    { 61952, -5376, 52736, 0xA000 },
};

/* The shield: five rings of eight points about him (heights, radii). */
static const int16_t k_shield_y[5] = { -1536, -1280, -832, -384, 0 };
static const int16_t k_shield_r[5] = { 200, 400, 500, 500, 475 };

static BossData *boss(Game *g) { return &g->creatures->boss; }

Vec3i Puna3_ShieldPoint(int i)
{
    int ring = i >> 3, k = i & 7;
    int16_t a = (int16_t)(k * PUNA_ANGLE_45);
    /* (the original's table read shifts one less: twice the radius) */
    return (Vec3i){ (k_shield_r[ring] * Math_Sin(a)) >> (W2V_SHIFT - 1), k_shield_y[ring],
                    (k_shield_r[ring] * Math_Cos(a)) >> (W2V_SHIFT - 1) };
}

static Vec3i summon_spot(int attack_type)
{
    int k = attack_type == ATTACK_HAND_1 ? 0 : 1;
    return (Vec3i){ k_summon[k].x, k_summon[k].y, k_summon[k].z };
}

static int16_t summon_facing(int attack_type)
{
    return (int16_t)k_summon[attack_type == ATTACK_HAND_1 ? 0 : 1].facing;
}

/* ---- the shield -------------------------------------------------------------- */

/* How brightly a hit lights the shield, by Lara's gun. */
static int glow_of(int gun)
{
    switch (gun) {
    case LGT_PISTOLS: case LGT_UZIS: return 144;
    case LGT_MAGNUMS: case LGT_HARPOON: return 200;
    case LGT_SHOTGUN: case LGT_M16: return 192;
    case LGT_ROCKET: case LGT_GRENADE: return 224;
    default: return 0;
    }
}

/* A point struck (i == 0) or beside it: brighter by a quarter (an eighth)
 * of the gun's shade up to it (half of it); the big guns' at once. */
static uint8_t brighten(int v, int c, bool struck)
{
    int cap = struck ? c : c >> 1;
    if (c >= 200)
        return (uint8_t)cap;
    v += struck ? c >> 2 : c >> 3;
    return (uint8_t)(v > cap ? cap : v);
}

/* The ring nearest a glancing hit lights up (the original's
 * FindClosestShieldPoint: the point of the middle ring nearest it, the
 * points either side on that ring and those above and below). The fade's
 * speed is the drawing's (not the game's random numbers). */
static void shield_glow(Game *g, const Item *it, Vec3i at)
{
    static const int k_near[5] = { 0, -1, 1, -8, 8 };
    BossData *b = boss(g);
    int point = 16;
    int64_t best = INT64_MAX;
    for (int i = 16; i <= 23; i++) {
        Vec3i p = Puna3_ShieldPoint(i);
        int64_t dx = p.x + it->pos.x - at.x, dy = p.y + it->pos.y - at.y,
                dz = p.z + it->pos.z - at.z;
        int64_t d = dx * dx + dy * dy + dz * dz;
        if (d < best)
            best = d, point = i;
    }
    int c = glow_of(g->lara.gun_type);
    bool launcher = g->lara.gun_type == LGT_ROCKET || g->lara.gun_type == LGT_GRENADE;
    for (int i = 0; i < 7; i++)
        Puna3_ElectricSparks(g, at, it->room, true, b->attack_type);
    for (int i = 0; i < 5; i++) {
        int n = point + k_near[i];
        if ((n & 7) == 7 && k_near[i] == -1)
            n += 8;
        if (!(n & 7) && k_near[i] == 1)
            n -= 8;
        for (int ch = 0; ch < 3; ch++) {
            b->glow[n][ch] = brighten(b->glow[n][ch], c, i == 0);
            int fade = ((g->sim->tick + (uint32_t)(n * 3 + ch) * 5u) & 7) + 8;
            b->glow_fade[n][ch] = (uint8_t)(launcher ? fade >> 1 : fade);
        }
    }
}

/* Lara's shots at him while his shield is up do nothing but light it
 * (and fling sparks). */
static bool puna_deflects(Game *g, int item, const Vec3i *at)
{
    if (!g->creatures || !boss(g)->shield_on)
        return false;
    const Item *it = &g->sim->items[item];
    const Item *lara = Game_LaraItem(g);
    /* Where a projectile struck is not told: the side facing Lara. */
    Vec3i where = at ? *at : lara ? lara->pos : it->pos;
    shield_glow(g, it, where);
    return true;
}

/* The middle rings' glow fades a step a tick (the original, a frame). */
static void shield_fade(BossData *b)
{
    for (int i = 8; i <= 31; i++)
        for (int ch = 0; ch < 3; ch++) {
            int v = b->glow[i][ch] - b->glow_fade[i][ch];
            b->glow[i][ch] = (uint8_t)(v < 0 ? 0 : v);
        }
}

/* ---- the beam ----------------------------------------------------------------- */

/* Whether the segment s..t passes through Lara's box (the original's
 * LaraOnLOS, in the plane across whichever of x and z the segment runs
 * longer along). */
static bool lara_on_line(Game *g, const GameVec *s, const GameVec *t)
{
    const Item *l = Game_LaraItem(g);
    if (!l)
        return false;
    BoundingBox bb;
    Lara_GetBoundsAccurate(g, l, &bb);
    int32_t dx = t->x - s->x, dy = t->y - s->y, dz = t->z - s->z;
    /* Facing along x, her box's x and z extents trade places. */
    bool swap = ((l->rot.y + PUNA_ANGLE_45) & ANGLE_90) != 0;
    int32_t xe[2] = { swap ? bb.min_z : bb.min_x, swap ? bb.max_z : bb.max_x };
    int32_t ze[2] = { swap ? bb.min_x : bb.min_z, swap ? bb.max_x : bb.max_z };
    bool along_z = abs(dz) > abs(dx);
    int32_t d_main = along_z ? dz : dx, d_side = along_z ? dx : dz;
    int32_t main0 = along_z ? l->pos.z - s->z : l->pos.x - s->x;
    int32_t side0 = along_z ? l->pos.x - s->x : l->pos.z - s->z;
    const int32_t *main_ext = along_z ? ze : xe, *side_ext = along_z ? xe : ze;
    int flag = 0;
    for (int k = 0; k < 2; k++) {
        int32_t dist = main0 + main_ext[k];
        if (d_main == 0 || ((d_main ^ dist) < 0))
            continue;
        int32_t y = (int32_t)((int64_t)dy * dist / d_main);
        if (y <= l->pos.y - s->y + bb.min_y || y >= l->pos.y - s->y + bb.max_y)
            continue;
        int32_t side = (int32_t)((int64_t)d_side * dist / d_main);
        if (side < side0 + side_ext[0])
            flag |= 1;
        else if (side > side0 + side_ext[1])
            flag |= 2;
        else
            return true;
    }
    return flag == 3;
}

bool Puna3_BeamPath(Game *g, const Item *it, GameVec *src, GameVec *end)
{
    const BossData *b = &g->creatures->boss;
    Vec3i p = b->attack_type == ATTACK_HEAD ? (Vec3i){ 8, 32, PUNA_HEAD_Z } : (Vec3i){ 0, 0, 0 };
    Creature_JointPos(g, it, &p, b->attack_type == ATTACK_HEAD ? PUNA_HEAD_MESH : PUNA_HAND_MESH);
    *src = (GameVec){ p.x, p.y, p.z, it->room };
    Vec3i aim = b->attack_type == ATTACK_HEAD ? b->beam_target : summon_spot(b->attack_type);
    int32_t dx = aim.x - p.x, dy = aim.y - p.y, dz = aim.z - p.z;
    int32_t longest = MAX(abs(dx), MAX(abs(dy), abs(dz)));
    if (longest == 0)
        return false;
    if (longest < PUNA_BEAM_MIN) {
        int32_t m = PUNA_BEAM_MIN / longest + 1;
        dx *= m, dy *= m, dz *= m;
    }
    *end = (GameVec){ p.x + dx, p.y + dy, p.z + dz, it->room };
    Los_Check(&g->world, src, end);
    return true;
}

/* The lizard man of his room comes anew at the summoning spot (the
 * original's TriggerLizardMan). */
static void summon_lizard(Game *g, BossData *b)
{
    if (b->lizard_item < 0 || (uint32_t)b->lizard_item >= g->sim->num_items)
        return;
    int item = b->lizard_item;
    Item *l = &g->sim->items[item];
    const Model *m = Level_FindModel(g->lv, O3_LIZARD_MAN);
    if (!m || m->animation == 0xFFFF)
        return;
    l->object_id = O3_LIZARD_MAN;
    l->pos = summon_spot(b->attack_type);
    l->anim = (int16_t)m->animation;
    l->frame = (int16_t)g->lv->animations[l->anim].frame_start;
    l->current_state = l->goal_state = (int16_t)g->lv->animations[l->anim].state_id;
    l->required_state = 0;
    l->rot = (Vec3s){ 0, b->attack_type == ATTACK_HAND_1 ? (int16_t)-0x8000 : 0, 0 };
    l->timer = 0;
    l->flags = 0;
    l->invisible = false;
    l->data = NULL;
    l->mesh_bits = 0xFFFFFFFFu;
    l->hit_points = g->objects[O3_LIZARD_MAN].hit_points;
    l->status = ITEM_STATUS_ACTIVE;
    l->collidable = true;
    Object_AddActive(g, item);
    Lot_EnableAI(g, item, true);
    int16_t room = b->lizard_room >= 0 ? b->lizard_room : l->room;
    World_Sector(&g->world, l->pos.x, l->pos.y, l->pos.z, &room);
    Sim_ItemNewRoom(g->sim, item, room);
    b->lizard_active = true;
}

/* What the original's drawing does to the game: the beam at Lara kills
 * her on its line; the summoning beam brings the lizard man. */
static void beam_tick(Game *g, const Item *it, BossData *b)
{
    Item *lara = Game_LaraItem(g);
    if (!lara || b->death_count || !b->attack_count)
        return;
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (dx < -PUNA_REACH || dx > PUNA_REACH || dz < -PUNA_REACH || dz > PUNA_REACH)
        return;
    GameVec src, end;
    if (b->attack_type == ATTACK_HEAD) {
        if (b->attack_count > PUNA_BEAM_FROM && Puna3_BeamPath(g, it, &src, &end) &&
            !g->lara.electric && lara_on_line(g, &src, &end)) {
            lara->hit_points = 0;
            lara->hit_status = true;
            Lara_Electrocute(g);
        }
        return;
    }
    if (b->attack_count >= PUNA_BEAM_FROM && b->attack_count <= PUNA_SUMMON_END &&
        b->attack_count > PUNA_SUMMON_AT && !b->lizard_active)
        summon_lizard(g, b);
}

/* ---- alive ---------------------------------------------------------------------- */

/* His head's pitch to Lara's hips (joint 2), within 45 degrees. */
static int16_t head_pitch(Game *g, const Item *it)
{
    const Item *lara = Game_LaraItem(g);
    Vec3i lp = { 0, 0, 0 }, pp = { 0, 0, 0 };
    Creature_JointPos(g, lara, &lp, 0);
    Creature_JointPos(g, it, &pp, 0);
    int32_t dx = abs(pp.x - lp.x), dz = abs(pp.z - lp.z), dy = pp.y - lp.y;
    int16_t a = (int16_t)Camera_Atan((int32_t)Math_Sqrt64((uint64_t)((int64_t)dx * dx + (int64_t)dz * dz)), dy);
    return abs(a) < PUNA_HEAD_ARC ? a : 0;
}

/* In the chair after 4 beams: turn to the spot further from Lara, then
 * summon. */
static void sit_summon(Game *g, Item *it, CreatureInfo *c, BossData *b, const Item *lara)
{
    c->maximum_turn = 0;
    if (b->attack_type == ATTACK_HEAD) {
        int64_t d[2];
        for (int k = 0; k < 2; k++) {
            int64_t x = lara->pos.x - k_summon[k].x, z = lara->pos.z - k_summon[k].z;
            d[k] = x * x + z * z;
        }
        b->attack_type = d[0] > d[1] ? ATTACK_HAND_1 : ATTACK_HAND_2;
    }
    int16_t want = summon_facing(b->attack_type);
    int32_t diff = (int32_t)(uint16_t)want - (int32_t)(uint16_t)it->rot.y;
    if (abs(diff) >= PUNA_SETTLE) {
        it->rot.y = (int16_t)(it->rot.y + (diff >> 4));
        return;
    }
    it->rot.y = want;
    it->goal_state = PUNA_HAND_ATTACK;
    b->beam_target = summon_spot(b->attack_type);
    b->attack_head_count = 0;
    b->shield_on = false;
}

static void sit(Game *g, Item *it, CreatureInfo *c, BossData *b, const CreatureAI *info,
                int16_t head)
{
    const Item *lara = Game_LaraItem(g);
    b->attack_count = 0;
    if (it->goal_state != PUNA_HEAD_ATTACK && it->goal_state != PUNA_HAND_ATTACK)
        b->shield_on = true;
    Tr3People_Joint(c, 1, b->lizard_active ? head : 0);
    c->maximum_turn = (!b->attack_flag || b->lizard_active) ? 0 : PUNA_TURN;
    if (it->goal_state != PUNA_HEAD_ATTACK && info->angle > -PUNA_AIM_ARC &&
        info->angle < PUNA_AIM_ARC && lara->hit_points > 0 && b->attack_head_count < PUNA_BEAMS &&
        !b->lizard_active) {
        Vec3i hips = { 0, 0, 0 };
        Creature_JointPos(g, lara, &hips, 0);
        b->beam_target = hips;
        it->goal_state = PUNA_HEAD_ATTACK;
        c->maximum_turn = 0;
        b->shield_on = false;
        b->attack_head_count++;
        return;
    }
    if (it->goal_state == PUNA_HAND_ATTACK || b->attack_head_count < PUNA_BEAMS ||
        lara->hit_points <= 0)
        return;
    sit_summon(g, it, c, b, lara);
}

/* The living Puna's tick; the turn he takes. */
static int16_t alive(Game *g, int item, Item *it, CreatureInfo *c, BossData *b)
{
    const Item *lara = Game_LaraItem(g);
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    if (it->hit_status)
        Object_Sound(g, it, SFX3_TRIBOSS_TAKE_HIT);
    if (!b->attack_flag) {
        int64_t x = it->pos.x - lara->pos.x, z = it->pos.z - lara->pos.z;
        if (x * x + z * z < PUNA_ROUSE_RANGE)
            b->attack_flag = true;
    }
    c->target.x = lara->pos.x;
    c->target.z = lara->pos.z;
    int16_t angle = 0;
    if (!b->lizard_active || it->current_state != PUNA_SIT) {
        angle = Creature_Turn(g, item, c->maximum_turn);
    } else {
        /* With his lizard man about he eases round to face west. */
        int32_t diff = 0xC000 - (int32_t)(uint16_t)it->rot.y;
        if (abs(diff) > PUNA_SETTLE)
            it->rot.y = (int16_t)(it->rot.y + (diff >> 3));
        else
            it->rot.y = PUNA_LIZARD_FACING;
    }
    Tr3People_Joint(c, 2, head_pitch(g, it));
    int16_t head = info.ahead ? info.angle : 0;
    switch (it->current_state) {
    case PUNA_SIT:
        sit(g, it, c, b, &info, head);
        break;
    case PUNA_HEAD_ATTACK:
        c->maximum_turn = 0;
        b->attack_count = (int16_t)(b->attack_count + 3);
        b->attack_type = ATTACK_HEAD;
        Tr3People_Joint(c, 1, 0);
        break;
    case PUNA_HAND_ATTACK:
        c->maximum_turn = 0;
        b->attack_count = (int16_t)(b->attack_count + (b->attack_count < 64 ? 2 : 3));
        Tr3People_Joint(c, 1, 0);
        break;
    default:
        break;
    }
    return angle;
}

/* ---- dead ------------------------------------------------------------------------- */

/* A ring of the explosion: sparks at a point about him and the blast. */
static void explode(Game *g, Item *it, BossData *b)
{
    static const int16_t k_rings[] = { 1, 15, 25, 35, 45, 55 };
    b->shield_on = false;
    for (size_t i = 0; i < sizeof k_rings / sizeof k_rings[0]; i++) {
        if (b->explode_count != k_rings[i])
            continue;
        /* (where: the drawing's random numbers, the spark pool's here) */
        int32_t x = (Spark3_Rand(g) & 0x3FF) + it->pos.x - 512;
        int32_t y = it->pos.y - (Spark3_Rand(g) & 0x3FF) - 256;
        int32_t z = (Spark3_Rand(g) & 0x3FF) + it->pos.z - 512;
        b->ring_count++;
        Spark3_Explosion(g, x, y, z, 3, -2, 2, it->room);
        for (int k = 0; k < 2; k++)
            Spark3_Explosion(g, x, y, z, 3, -1, 2, it->room);
        Object_SoundPitch(g, it, SFX3_BLAST_CIRCLE, 0x8000); /* an octave down */
    }
}

/* Dead: true when the tick is done (no animation step). */
static bool dying(Game *g, int item, Item *it, BossData *b)
{
    if (it->current_state != PUNA_DEATH) {
        Creature_SwitchAnim(g, it, PUNA_DEATH_ANIM, 0);
        it->current_state = PUNA_DEATH;
        b->death_count = 1;
    }
    if (Object_AnimFrame(g, it) >= PUNA_DEATH_HOLD) {
        it->mesh_bits = 0;
        Creature_SwitchAnim(g, it, PUNA_DEATH_ANIM, PUNA_DEATH_HOLD);
        b->death_count = -1;
        if (!b->explode_count) {
            b->ring_count = 0;
            Object_Sound(g, it, PUNA_SFX_EXPLOSION);
            if (!b->dropped_icon) {
                Icon3_BossDrop(g, item);
                b->dropped_icon = true;
            }
        }
        if (b->explode_count < 256)
            b->explode_count++;
        if (b->explode_count <= PUNA_GONE_COUNT) {
            explode(g, it, b);
        } else {
            Tr3Boss_Vanish(g, item);
            b->dead = true;
        }
        return true;
    }
    if (b->death_count > 0) {
        it->rot.z = (int16_t)(Prng_Control(&g->sim->prng) % b->death_count - (b->death_count >> 1));
        if (b->death_count < PUNA_SHAKE_MAX)
            b->death_count += PUNA_SHAKE_STEP;
    }
    return false;
}

static void puna_control(Game *g, int item)
{
    if (!g->creatures || !Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    BossData *b = boss(g);
    shield_fade(b);
    /* A lizard man of his killed another way (a rocket) is gone too. */
    if (b->lizard_active && b->lizard_item >= 0) {
        const Item *l = &g->sim->items[b->lizard_item];
        if (l->hit_points <= 0 && !l->active)
            b->lizard_active = false;
    }
    int16_t angle = 0, yrot = it->rot.y;
    bool living = it->hit_points > 0 && Game_LaraItem(g);
    if (it->hit_points <= 0) {
        if (dying(g, item, it, b)) {
            if (!b->dead)
                Puna3_Looks(g, it);
            return;
        }
    } else if (living) {
        angle = alive(g, item, it, c, b);
    }
    c->head_rotation = (int16_t)(c->head_rotation + PUNA_SPIN);
    Creature_Animate(g, item, angle, 0);
    beam_tick(g, it, b);
    Puna3_Looks(g, it);
    /* His chair creaks as it starts to turn. */
    if (living && yrot != it->rot.y && !b->turned) {
        b->turned = true;
        Object_Sound(g, it, SFX3_TRIBOSS_TURN_CHAIR);
    } else if (yrot == it->rot.y) {
        b->turned = false;
    }
}

/* The original's initialise: the lizard man he will summon is the first
 * of the level's in his room; the fight starts afresh. */
static void puna_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->collidable = true;
    if (!g->creatures)
        return;
    BossData *b = boss(g);
    memset(b, 0, sizeof *b);
    b->lizard_item = b->lizard_room = -1;
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        const Item *l = &g->sim->items[i];
        if (l->object_id == O3_LIZARD_MAN && l->room == it->room) {
            b->lizard_item = (int16_t)i;
            b->lizard_room = l->room;
            break;
        }
    }
}

void Puna3_Setup(Game *g)
{
    /* Bone 4 (his staff) turns about y, bone 7 (his head) about y and x. */
    static const Tr3PersonNumbers k_puna = {
        .hit_points = PUNA_HIT_POINTS,
        .radius = PUNA_RADIUS,
        .pivot_length = PUNA_PIVOT,
        .shadow_size = 0,
        .num_bones = 2,
        .bones = { { 4, 8 }, { 7, 8 | 4 } },
    };
    if (!Tr3People_SetupKind(g, O3_TRIBEBOSS, &k_puna, puna_control))
        return;
    g->objects[O3_TRIBEBOSS].initialise = puna_initialise;
    g->objects[O3_TRIBEBOSS].deflects = puna_deflects;
}
