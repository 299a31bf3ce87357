/* TR2's scuba diver: swims deep or at the surface, and fires a harpoon
 * (a missile, game/effects/missile_tr2.c) once per aim at Lara when she
 * is in front of him (45 degrees either side) and in sight: in the water
 * on a straight line, or above it from a click above him to her chest.
 * Numbers and states as the original's (TRX src/tr2/game/objects/
 * creatures/diver.c for the facts). A swimmer: the creature core gives
 * him a swimmer's search limits. TR3's diver (O3_DIVER, tomb3 diver.cpp)
 * is this routine with TR3's harpoon (game/effects/missile_tr3.c) and
 * without the head and neck turns (TR3 sets no bones for him); his mood
 * is TR3's (the game's creature rules). */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/camera/los.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define DIVER_HIT_POINTS 20
#define DIVER_RADIUS (WALL_SIZE / 3)
#define DIVER_SWIM_TURN ANGLE_DEG(3)
#define DIVER_FRONT_ARC ANGLE_DEG(45)
#define DIVER_DIE_ANIM 16
/* The depth he keeps deep down, and the surface swim's depth. */
#define DIVER_DEPTH (WALL_SIZE / 2)
#define DIVER_SURFACE_MARGIN 512
#define DIVER_HEAD_BONE 10
#define DIVER_NECK_BONE 14

enum {
    DIVER_EMPTY = 0,
    DIVER_SWIM_DEEP = 1,
    DIVER_SWIM_TOP = 2,
    DIVER_SHOOT_DEEP = 3,
    DIVER_AIM_DEEP = 4,
    DIVER_NULL1 = 5,
    DIVER_AIM_TOP = 6,
    DIVER_SHOOT_TOP = 7,
    DIVER_NULL2 = 8,
    DIVER_DEATH = 9,
};

static const CreatureBite k_gun = { 17, 164, 44, 18 };

/* What the games' divers differ in. */
typedef struct {
    int16_t object_id;
    Tr2MissileFn harpoon;
    void (*setup_missiles)(Game *g);
    bool turns_head;
} DiverKind;

static const DiverKind k_tr2 = { O2_DIVER, Effect_HarpoonTR2, Effect_SetupMissilesTR2, true };
static const DiverKind k_tr3 = { O3_DIVER, Effect_HarpoonTR3, Effect_SetupMissilesTR3, false };

/* Whether he may fire this tick; also, with Lara out of the water and in
 * sight, he heads for where she stands. */
static bool can_shoot(Game *g, const Item *it, CreatureInfo *c, const CreatureAI *info)
{
    const Item *lara = Game_LaraItem(g);
    if (!lara)
        return false;
    bool ahead = info->angle > -DIVER_FRONT_ARC && info->angle < DIVER_FRONT_ARC;
    if (g->lara.water_status == LWS_ABOVE_WATER) {
        GameVec start = { it->pos.x, it->pos.y - STEP_SIZE, it->pos.z, it->room };
        GameVec end = { lara->pos.x, lara->pos.y - (LARA_HEIGHT - 150), lara->pos.z, lara->room };
        bool sight = Los_Check(&g->world, &start, &end);
        if (sight)
            c->target = lara->pos;
        return sight && info->angle >= -DIVER_FRONT_ARC && info->angle <= DIVER_FRONT_ARC;
    }
    if (!ahead)
        return false;
    GameVec start = { it->pos.x, it->pos.y, it->pos.z, it->room };
    GameVec end = { lara->pos.x, lara->pos.y, lara->pos.z, lara->room };
    return Los_Check(&g->world, &start, &end);
}

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  const DiverKind *k, bool shoot, int32_t water_level, int16_t *head,
                  int16_t *neck)
{
    int16_t s = it->current_state;
    bool deep_state = s == DIVER_SWIM_DEEP || s == DIVER_AIM_DEEP || s == DIVER_SHOOT_DEEP;
    bool top_state = s == DIVER_SWIM_TOP || s == DIVER_AIM_TOP || s == DIVER_SHOOT_TOP;
    /* Deep down he aims with his neck (turned about z), at the top with
     * his head. */
    if (shoot) {
        if (deep_state)
            *neck = (int16_t)-info->angle;
        else if (top_state)
            *head = info->angle;
    }
    bool wants_up = c->target.y < water_level && it->pos.y < water_level + c->lot.fly;
    switch (it->current_state) {
    case DIVER_SWIM_DEEP:
        c->maximum_turn = DIVER_SWIM_TURN;
        if (wants_up)
            it->goal_state = DIVER_SWIM_TOP;
        else if (c->mood != MOOD_ESCAPE && shoot)
            it->goal_state = DIVER_AIM_DEEP;
        break;
    case DIVER_SWIM_TOP:
        c->maximum_turn = DIVER_SWIM_TURN;
        if (c->target.y > water_level)
            it->goal_state = DIVER_SWIM_DEEP;
        else if (c->mood != MOOD_ESCAPE && shoot)
            it->goal_state = DIVER_AIM_TOP;
        break;
    case DIVER_SHOOT_DEEP:
    case DIVER_SHOOT_TOP:
        if (!c->flags) {
            Tr2People_Missile(g, item, &k_gun, k->harpoon);
            c->flags = 1;
        }
        break;
    case DIVER_AIM_DEEP:
        c->flags = 0;
        it->goal_state =
            !shoot || c->mood == MOOD_ESCAPE || wants_up ? DIVER_SWIM_DEEP : DIVER_SHOOT_DEEP;
        break;
    case DIVER_AIM_TOP:
        c->flags = 0;
        it->goal_state = !shoot || c->mood == MOOD_ESCAPE || c->target.y > water_level
                             ? DIVER_SWIM_TOP
                             : DIVER_SHOOT_TOP;
        break;
    default:
        break;
    }
}

static void diver_control(Game *g, int item, const DiverKind *k)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, DIVER_DEATH, DIVER_DIE_ANIM, 0);
        Creature_Float(g, item);
        return;
    }

    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, false);
    bool shoot = can_shoot(g, it, c, &info);
    int16_t head = 0, neck = 0;
    int16_t angle = Creature_Turn(g, item, c->maximum_turn);
    int32_t water_level =
        World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room) +
        DIVER_SURFACE_MARGIN;
    alive(g, item, it, c, &info, k, shoot, water_level, &head, &neck);

    if (k->turns_head) {
        Creature_Head(g, item, head);
        Creature_Neck(g, item, neck);
    }
    Creature_Animate(g, item, angle, 0);

    switch (it->current_state) {
    case DIVER_SWIM_DEEP:
    case DIVER_AIM_DEEP:
    case DIVER_SHOOT_DEEP:
        Creature_Underwater(g, item, DIVER_DEPTH);
        break;
    default:
        it->pos.y = water_level - DIVER_DEPTH;
        break;
    }
}

static void tr2_control(Game *g, int item) { diver_control(g, item, &k_tr2); }
static void tr3_control(Game *g, int item) { diver_control(g, item, &k_tr3); }

static void setup(Game *g, const DiverKind *k, void (*control)(Game *g, int item))
{
    if (!Creature_SetupObject(g, k->object_id))
        return;
    k->setup_missiles(g);
    ObjectInfo *o = &g->objects[k->object_id];
    o->control = control;
    o->hit_points = DIVER_HIT_POINTS;
    o->radius = DIVER_RADIUS;
    o->pivot_length = 50;
    o->smartness = 0x7FFF;
    if (k->turns_head) {
        Creature_SetBoneFlags(g, k->object_id, DIVER_HEAD_BONE, 8);
        Creature_SetBoneFlags(g, k->object_id, DIVER_NECK_BONE, 16);
    }
}

void Diver_Setup(Game *g) { setup(g, &k_tr2, tr2_control); }
void Diver_SetupTR3(Game *g) { setup(g, &k_tr3, tr3_control); }
