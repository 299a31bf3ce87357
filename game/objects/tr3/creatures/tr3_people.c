/* What TR3's humans share (see tr3_people.h). */
#include "game/objects/tr3/creatures/tr3_people.h"

#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/camera/los.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr2/creatures/tr2_creatures.h"

/* TR3's CreatureJoint: 5 degrees a tick, 67.5 either side. */
#define JOINT_STEP ANGLE_DEG(5)
#define JOINT_ARC 0x3000

/* The original's order of these kinds in its object set-up. */
static void (*const k_people[])(Game *g) = {
    Tr3TribeAxe_Setup,
    Tr3Blowpipe_Setup,
    Tr3Brawler_Setup,
    Tr3SecurityGuard_Setup,
    Tr3SmgSoldier_Setup,
    Diver_SetupTR3,
    Tr3Winston_Setup,
    Tr3Autogun_Setup,
    Tr3Flamer_Setup,
};

void Tr3People_Setup(Game *g)
{
    for (size_t i = 0; i < sizeof k_people / sizeof k_people[0]; i++)
        k_people[i](g);
}

bool Tr3People_SetupKind(Game *g, int object_id, const Tr3PersonNumbers *n,
                         void (*control)(Game *g, int item))
{
    if (!Creature_SetupObject(g, object_id))
        return false;
    ObjectInfo *o = &g->objects[object_id];
    o->control = control;
    o->hit_points = n->hit_points;
    o->radius = n->radius;
    o->pivot_length = n->pivot_length;
    o->shadow_size = n->shadow_size;
    /* TR3 has no smartness: its mood always goes for the enemy. */
    o->smartness = 0x7FFF;
    for (int i = 0; i < n->num_bones && i < 4; i++)
        Creature_SetBoneFlags(g, object_id, n->bones[i].bone, n->bones[i].flags);
    return true;
}

void Tr3People_Joint(CreatureInfo *c, int joint, int16_t required)
{
    int16_t *j = joint == 0   ? &c->head_rotation
                 : joint == 1 ? &c->neck_rotation
                 : joint == 2 ? &c->joint2_rotation
                              : &c->joint3_rotation;
    int16_t change = (int16_t)(required - *j);
    if (change > JOINT_STEP)
        change = JOINT_STEP;
    else if (change < -JOINT_STEP)
        change = -JOINT_STEP;
    *j = (int16_t)(*j + change);
    if (*j > JOINT_ARC)
        *j = JOINT_ARC;
    else if (*j < -JOINT_ARC)
        *j = -JOINT_ARC;
}

void Tr3People_Pose(Item *it, CreatureInfo *c, int16_t tilt, int16_t torso_y, int16_t torso_x,
                    int16_t head)
{
    Creature_Tilt(it, tilt);
    Tr3People_Joint(c, 0, torso_y);
    Tr3People_Joint(c, 1, torso_x);
    Tr3People_Joint(c, 2, head);
}

int16_t Tr3People_XAngle(const Game *g, const Item *it, const Item *enemy)
{
    (void)g;
    int32_t x = abs(enemy->pos.x - it->pos.x);
    int32_t z = abs(enemy->pos.z - it->pos.z);
    int32_t y = it->pos.y - enemy->pos.y;
    /* The original's atan(y over the horizontal), in its argument order. */
    int32_t h = x > z ? x + (z >> 1) : z + (x >> 1);
    return (int16_t)Camera_Atan(h, y);
}

bool Tr3People_LaraTargets(const Game *g, int item)
{
    return g->lara.target == item;
}

bool Tr3People_StrikeLara(Game *g, int item, const CreatureBite *bite, uint32_t touch_mask,
                          int16_t damage)
{
    const Item *it = &g->sim->items[item];
    if (!(it->touch_bits & touch_mask))
        return false;
    Creature_HurtLara(g, damage);
    Creature_Effect(g, item, bite, CREATURE_FX_BLOOD);
    return true;
}

bool Tr3People_StrikeCreature(Game *g, int item, int enemy, int32_t reach, int32_t reach_y,
                              int16_t damage)
{
    if (enemy < 0 || (uint32_t)enemy >= g->sim->num_items)
        return false;
    const Item *it = &g->sim->items[item];
    Item *e = &g->sim->items[enemy];
    if (abs(e->pos.x - it->pos.x) >= reach || abs(e->pos.y - it->pos.y) > reach_y ||
        abs(e->pos.z - it->pos.z) >= reach)
        return false;
    e->hit_points = (int16_t)(e->hit_points - damage);
    e->hit_status = true;
    return true;
}

void Tr3People_Mood(Game *g, int item, const CreatureAI *info, bool violent)
{
    const CreatureInfo *c = Creature_Info(g, item);
    if (c && c->enemy == ITEM_NONE)
        Creature_MoodTR2(g, item, info, violent);
    else
        Creature_Mood(g, item, info, violent);
}

void Tr3People_AlertAll(Game *g, int item)
{
    AiTR3_AlertAll(g, item);
}

bool Tr3People_TargetVisible(Game *g, int item, int16_t angle, int32_t distance)
{
    const Item *it = &g->sim->items[item];
    const CreatureInfo *c = it->data;
    const Item *lara = Game_LaraItem(g);
    if (!c || !lara || lara->hit_points <= 0 || distance >= CREATURE_GUN_RANGE)
        return false;
    int16_t off = (int16_t)(angle - c->joint2_rotation);
    if (off <= -0x4000 || off >= 0x4000)
        return false;
    GameVec start = { it->pos.x, it->pos.y - STEP_SIZE * 3, it->pos.z, it->room };
    GameVec end = { lara->pos.x, lara->pos.y - STEP_SIZE * 3, lara->pos.z, lara->room };
    return Los_Check(&g->world, &start, &end);
}

void Tr3People_LaraSight(Game *g, int item, const CreatureAI *info, int16_t *angle,
                         int32_t *distance)
{
    const Item *it = &g->sim->items[item];
    const CreatureInfo *c = it->data;
    const Item *lara = Game_LaraItem(g);
    if (!lara || (c && c->enemy == g->sim->lara)) {
        *angle = info->angle;
        *distance = info->distance;
        return;
    }
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    *angle = (int16_t)(Camera_Atan(dz, dx) - it->rot.y);
    /* (32 bits as the original's; far off it wraps as there) */
    *distance = (int32_t)((uint32_t)dx * (uint32_t)dx + (uint32_t)dz * (uint32_t)dz);
}

void Tr3People_LaserBox(Game *g, Item *it)
{
    int16_t box = Creature_ItemBox(g, it);
    if (box < 0 || (uint32_t)box >= g->lv->num_boxes || !(g->world.box_overlap[box] & WORLD_BOX_BLOCKED))
        return;
    Prng *p = &g->sim->prng;
    int32_t y = it->pos.y - (Prng_Control(p) & 0xFF) - 32;
    int16_t speed = (int16_t)((Prng_Control(p) & 0x7F) + 128);
    int16_t yrot = (int16_t)(Prng_Control(p) << 1);
    Effect_BloodBath(g, it->pos.x, y, it->pos.z, speed, yrot, it->room, 3);
    it->hit_points = (int16_t)(it->hit_points - 20);
}
