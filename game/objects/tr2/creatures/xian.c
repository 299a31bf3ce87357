/* TR2's Xian warriors, the jade statues of the Temple of Xian that come to
 * life when triggered: the spearman (XIAN_SPEARMAN, two spear ends) and
 * the knight (XIAN_KNIGHT, a sword; he flies over what he cannot walk).
 * They start as statues (no meshes of their own drawn) and gain a mesh
 * every fourth tick of their waking animation; dying, they lose a mesh a
 * tick and then burst into pieces of their statue. Numbers and states as
 * the original's (TRX src/tr2/game/objects/creatures/xian_spearman.c,
 * xian_knight.c for the facts). Left to the renderer: drawing the statue's
 * jade mesh in place of each mesh not yet (or no longer) alive. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define XIAN_RADIUS (WALL_SIZE / 5)
#define XIAN_WALK_TURN ANGLE_DEG(3)
#define XIAN_RUN_TURN ANGLE_DEG(5)
#define XIAN_RANGE1 (WALL_SIZE * WALL_SIZE)
#define XIAN_RANGE2 ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define XIAN_RANGE3 (WALL_SIZE * 2 * WALL_SIZE * 2)
#define XIAN_RUN_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define XIAN_STOP_CHANCE 0x200
#define XIAN_WALK_CHANCE (XIAN_STOP_CHANCE + 0x200)
/* Ticks between two meshes coming alive. */
#define XIAN_WAKE_WAIT 3
/* TR2's sound ids. */
#define SFX_XIAN_EXPLOSION 105
#define SFX_XIAN_CRUNCH 318
#define SFX_XIAN_HOVER 312

#define SPEAR_HIT_POINTS 100
#define SPEAR_DAMAGE 75
#define SPEAR_RUN_DAMAGE 120
#define SPEAR_TOUCH_LEFT 0x800u
#define SPEAR_TOUCH_RIGHT 0x40000u
#define SPEAR_WAKE_ANIM 48
#define SPEAR_KILL_ANIM 49
#define SPEAR_LARA_KILL_STATE 2 /* O2_LARA_EXTRA's death by a blade */

#define KNIGHT_HIT_POINTS 80
#define KNIGHT_DAMAGE 300
#define KNIGHT_TOUCH 0xC000u
#define KNIGHT_WALK_TURN ANGLE_DEG(5)
#define KNIGHT_FLY_TURN ANGLE_DEG(4)

enum {
    SPEAR_STOP = 1,
    SPEAR_STOP2 = 2,
    SPEAR_WALK = 3,
    SPEAR_RUN = 4,
    SPEAR_AIM1 = 5,
    SPEAR_HIT1 = 6,
    SPEAR_AIM2 = 7,
    SPEAR_HIT2 = 8,
    SPEAR_AIM3 = 9,
    SPEAR_HIT3 = 10,
    SPEAR_AIM4 = 11,
    SPEAR_HIT4 = 12,
    SPEAR_AIM5 = 13,
    SPEAR_HIT5 = 14,
    SPEAR_AIM6 = 15,
    SPEAR_HIT6 = 16,
    SPEAR_DEATH = 17,
    SPEAR_WAKE = 18,
    SPEAR_KILL = 19,
};

enum {
    KNIGHT_STOP = 1,
    KNIGHT_WALK = 2,
    KNIGHT_AIM1 = 3,
    KNIGHT_SLASH1 = 4,
    KNIGHT_AIM2 = 5,
    KNIGHT_SLASH2 = 6,
    KNIGHT_WAIT = 7,
    KNIGHT_FLY = 8,
    KNIGHT_WAKE = 9,
    KNIGHT_AIM3 = 10,
    KNIGHT_SLASH3 = 11,
    KNIGHT_DEATH = 12,
};

static const CreatureBite k_spear_left = { 0, 0, 920, 11 };
static const CreatureBite k_spear_right = { 0, 0, 920, 18 };
static const CreatureBite k_sword = { 0, 37, 550, 15 };

/* ---- shared: waking and dying -------------------------------------------- */

/* Dying: a mesh fewer each tick, then the statue's pieces fly and he is
 * gone. */
static void crumble(Game *g, int item, Item *it, int16_t death_state, int statue_id)
{
    it->current_state = death_state;
    it->mesh_bits >>= 1;
    if (it->mesh_bits)
        return;
    Effect_Sound(g, SFX_XIAN_EXPLOSION, NULL);
    it->mesh_bits = 0xFFFFFFFFu;
    /* the pieces are the jade statue's meshes */
    const Model *statue = Level_FindModel(g->lv, (uint32_t)statue_id);
    int16_t own = it->model;
    if (statue)
        it->model = (int16_t)(statue - g->lv->models);
    Effect_ExplodingDeath(g, item, 0xFFFFFFFFu, 0, NULL);
    it->model = own;
    Lot_DisableAI(g, item);
    Object_Kill(g, item);
    it->status = ITEM_STATUS_DEACTIVATED;
}

/* Waking: a mesh more every fourth tick (flags count the wait). */
static void wake_step(Item *it, CreatureInfo *c)
{
    if (c->flags == 0) {
        it->mesh_bits = (it->mesh_bits << 1) | 1;
        c->flags = XIAN_WAKE_WAIT;
    } else {
        c->flags--;
    }
}

/* A blow that lands once per attack from each end of the spear. */
static void spear_blow(Game *g, int item, Item *it, CreatureInfo *c, int16_t damage)
{
    if (!(c->flags & 1) && (it->touch_bits & SPEAR_TOUCH_RIGHT)) {
        Creature_HurtLara(g, damage);
        Creature_Effect(g, item, &k_spear_right, CREATURE_FX_BLOOD);
        c->flags |= 1;
        Creature_Sound(g, it, SFX_XIAN_CRUNCH);
    }
    if (!(c->flags & 2) && (it->touch_bits & SPEAR_TOUCH_LEFT)) {
        Creature_HurtLara(g, damage);
        Creature_Effect(g, item, &k_spear_left, CREATURE_FX_BLOOD);
        c->flags |= 2;
        Creature_Sound(g, it, SFX_XIAN_CRUNCH);
    }
}

/* ---- the spearman --------------------------------------------------------- */

static int16_t bored_pick(Game *g, int16_t first, int16_t second, int16_t keep)
{
    int32_t r = Prng_Control(&g->sim->prng);
    return r < XIAN_STOP_CHANCE ? first : r < XIAN_WALK_CHANCE ? second : keep;
}

static void spear_move(Game *g, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    switch (it->current_state) {
    case SPEAR_STOP:
        c->maximum_turn = 0;
        if (c->mood == MOOD_BORED)
            it->goal_state = bored_pick(g, SPEAR_STOP2, SPEAR_WALK, it->goal_state);
        else
            it->goal_state =
                info->ahead && info->distance < XIAN_RANGE1 ? SPEAR_AIM1 : SPEAR_WALK;
        break;
    case SPEAR_STOP2:
        c->maximum_turn = 0;
        if (c->mood == MOOD_ESCAPE)
            it->goal_state = SPEAR_WALK;
        else if (c->mood == MOOD_BORED)
            it->goal_state = bored_pick(g, SPEAR_STOP, SPEAR_WALK, it->goal_state);
        else
            it->goal_state =
                info->ahead && info->distance < XIAN_RANGE1 ? SPEAR_AIM5 : SPEAR_WALK;
        break;
    case SPEAR_WALK:
        c->maximum_turn = XIAN_WALK_TURN;
        if (c->mood == MOOD_ESCAPE)
            it->goal_state = SPEAR_RUN;
        else if (c->mood == MOOD_BORED)
            it->goal_state = bored_pick(g, SPEAR_STOP, SPEAR_STOP2, it->goal_state);
        else if (info->ahead && info->distance < XIAN_RANGE3)
            it->goal_state = info->distance < XIAN_RANGE2                 ? SPEAR_AIM2
                             : Prng_Control(&g->sim->prng) < 0x4000 ? SPEAR_AIM3
                                                                         : SPEAR_AIM4;
        else if (!info->ahead || info->distance > XIAN_RUN_RANGE)
            it->goal_state = SPEAR_RUN;
        break;
    default: /* running */
        c->maximum_turn = XIAN_RUN_TURN;
        if (c->mood == MOOD_ESCAPE)
            break;
        if (c->mood == MOOD_BORED)
            it->goal_state = Prng_Control(&g->sim->prng) < 0x4000 ? SPEAR_STOP : SPEAR_STOP2;
        else if (info->ahead && info->distance < XIAN_RANGE3)
            it->goal_state = SPEAR_AIM6;
        break;
    }
}

/* Aims: on to the blow while she is ahead and in its range, else back. */
static void spear_aim(Item *it, CreatureInfo *c, const CreatureAI *info)
{
    static const struct {
        int16_t state, range, hit, back;
    } k_aims[] = {
        { SPEAR_AIM1, 1, SPEAR_HIT1, SPEAR_STOP }, { SPEAR_AIM2, 2, SPEAR_HIT2, SPEAR_WALK },
        { SPEAR_AIM3, 3, SPEAR_HIT2, SPEAR_WALK }, { SPEAR_AIM4, 3, SPEAR_HIT2, SPEAR_WALK },
        { SPEAR_AIM5, 1, SPEAR_HIT5, SPEAR_STOP2 }, { SPEAR_AIM6, 3, SPEAR_HIT6, SPEAR_RUN },
    };
    static const int32_t k_range[] = { 0, XIAN_RANGE1, XIAN_RANGE2, XIAN_RANGE3 };
    c->flags = 0;
    for (size_t i = 0; i < sizeof k_aims / sizeof k_aims[0]; i++)
        if (k_aims[i].state == it->current_state)
            it->goal_state = !info->ahead || info->distance > k_range[k_aims[i].range]
                                 ? k_aims[i].back
                                 : k_aims[i].hit;
}

static void spear_hit(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    bool near = info->ahead && info->distance < XIAN_RANGE1;
    switch (it->current_state) {
    case SPEAR_HIT1:
        spear_blow(g, item, it, c, SPEAR_DAMAGE);
        break;
    case SPEAR_HIT5:
        spear_blow(g, item, it, c, SPEAR_DAMAGE);
        it->goal_state = near ? SPEAR_STOP : SPEAR_STOP2;
        break;
    case SPEAR_HIT6:
        spear_blow(g, item, it, c, SPEAR_RUN_DAMAGE);
        if (near)
            it->goal_state = Prng_Control(p) < 0x4000 ? SPEAR_STOP : SPEAR_STOP2;
        else
            it->goal_state = info->ahead && info->distance < XIAN_RANGE3 ? SPEAR_WALK : SPEAR_RUN;
        break;
    default: /* the walking thrusts */
        spear_blow(g, item, it, c, SPEAR_DAMAGE);
        if (near)
            it->goal_state = Prng_Control(p) < 0x4000 ? SPEAR_STOP : SPEAR_STOP2;
        else
            it->goal_state = SPEAR_WALK;
        break;
    }
}

static void spear_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    Item *lara = Game_LaraItem(g);
    bool lara_alive = lara && lara->hit_points > 0;
    int16_t head = 0, neck = 0;

    if (it->hit_points <= 0) {
        crumble(g, item, it, SPEAR_DEATH, O2_XIAN_SPEARMAN_STATUE);
        return;
    }
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, true);
    int16_t angle = Creature_Turn(g, item, c->maximum_turn);
    if (it->current_state != SPEAR_WAKE)
        it->mesh_bits = 0xFFFFFFFFu;

    int16_t s = it->current_state;
    if (info.ahead) {
        if (s >= SPEAR_STOP && s <= SPEAR_RUN)
            neck = info.angle;
        else if (s >= SPEAR_AIM1 && s <= SPEAR_HIT6 && s != SPEAR_HIT1)
            head = info.angle;
    }
    if (s == SPEAR_WAKE)
        wake_step(it, c);
    else if (s >= SPEAR_STOP && s <= SPEAR_RUN)
        spear_move(g, it, c, &info);
    else if (s == SPEAR_AIM1 || s == SPEAR_AIM2 || s == SPEAR_AIM3 || s == SPEAR_AIM4 ||
             s == SPEAR_AIM5 || s == SPEAR_AIM6)
        spear_aim(it, c, &info);
    else if (s == SPEAR_HIT1 || s == SPEAR_HIT2 || s == SPEAR_HIT3 || s == SPEAR_HIT4 ||
             s == SPEAR_HIT5 || s == SPEAR_HIT6)
        spear_hit(g, item, it, c, &info);

    /* His blow took her last hit points: the kill scene. */
    if (lara_alive && lara->hit_points <= 0) {
        Creature_KillTR2(g, item, SPEAR_KILL_ANIM, SPEAR_KILL, SPEAR_LARA_KILL_STATE);
        return;
    }
    Creature_Tilt(it, 0);
    Creature_Head(g, item, head);
    Creature_Neck(g, item, neck);
    Creature_Animate(g, item, angle, 0);
}

/* A statue until triggered: still, no meshes of his own. */
static void spear_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Creature_SwitchAnim(g, it, SPEAR_WAKE_ANIM, 0);
    it->goal_state = it->current_state = SPEAR_WAKE;
    it->status = ITEM_STATUS_INACTIVE;
    it->mesh_bits = 0;
    it->collidable = true;
    it->data = NULL;
}

/* ---- the knight ----------------------------------------------------------- */

static void knight_states(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                          bool lara_dead, int16_t *head, int16_t *neck)
{
    int16_t s = it->current_state;
    if (info->ahead) {
        if (s == KNIGHT_STOP || s == KNIGHT_WALK || s == KNIGHT_FLY)
            *neck = info->angle;
        else if (s == KNIGHT_AIM1 || s == KNIGHT_AIM2 || s == KNIGHT_AIM3 ||
                 s == KNIGHT_SLASH1 || s == KNIGHT_SLASH2 || s == KNIGHT_SLASH3)
            *head = info->angle;
    }
    bool close1 = info->bite && info->distance < XIAN_RANGE1;
    bool close3 = info->bite && info->distance < XIAN_RANGE3;
    switch (s) {
    case KNIGHT_WAKE:
        wake_step(it, c);
        break;
    case KNIGHT_STOP:
        c->maximum_turn = 0;
        if (lara_dead)
            it->goal_state = KNIGHT_WAIT;
        else if (close1)
            it->goal_state = Prng_Control(&g->sim->prng) < 0x4000 ? KNIGHT_AIM1 : KNIGHT_AIM2;
        else
            it->goal_state = info->zone_num != info->enemy_zone ? KNIGHT_FLY : KNIGHT_WALK;
        break;
    case KNIGHT_WALK:
        c->maximum_turn = KNIGHT_WALK_TURN;
        if (lara_dead || (!close3 && info->zone_num != info->enemy_zone))
            it->goal_state = KNIGHT_STOP;
        else if (close3)
            it->goal_state = KNIGHT_AIM3;
        break;
    case KNIGHT_FLY:
        c->maximum_turn = KNIGHT_FLY_TURN;
        {
            Prng *p = &g->sim->prng;
            GameVec at;
            at.x = it->pos.x + (Prng_Draw(p) << 8 >> 15) - 128;
            at.y = it->pos.y + (Prng_Draw(p) << 8 >> 15) - 256;
            at.z = it->pos.z + (Prng_Draw(p) << 8 >> 15) - 128;
            at.room = it->room;
            Effect_Twinkle(g, &at);
            Creature_Sound(g, it, SFX_XIAN_HOVER);
        }
        if (!c->lot.fly)
            it->goal_state = KNIGHT_STOP;
        break;
    case KNIGHT_AIM1:
    case KNIGHT_AIM2:
        c->flags = 0;
        it->goal_state = close1 ? (s == KNIGHT_AIM1 ? KNIGHT_SLASH1 : KNIGHT_SLASH2) : KNIGHT_STOP;
        break;
    case KNIGHT_AIM3:
        c->flags = 0;
        it->goal_state = close3 ? KNIGHT_SLASH3 : KNIGHT_WALK;
        break;
    case KNIGHT_SLASH1:
    case KNIGHT_SLASH2:
    case KNIGHT_SLASH3:
        if (!c->flags && (it->touch_bits & KNIGHT_TOUCH)) {
            Creature_HurtLara(g, KNIGHT_DAMAGE);
            Creature_Effect(g, item, &k_sword, CREATURE_FX_BLOOD);
            c->flags = 1;
        }
        break;
    default:
        break;
    }
}

static void knight_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t head = 0, neck = 0;

    if (it->hit_points <= 0) {
        crumble(g, item, it, KNIGHT_DEATH, O2_XIAN_KNIGHT_STATUE);
        return;
    }
    /* He walks; flying, and Lara out of his walking zone, he flies. */
    c->lot.step = STEP_SIZE;
    c->lot.drop = -STEP_SIZE;
    c->lot.fly = 0;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    if (it->current_state == KNIGHT_FLY && info.zone_num != info.enemy_zone) {
        c->lot.step = WALL_SIZE * 20;
        c->lot.drop = -WALL_SIZE * 20;
        c->lot.fly = STEP_SIZE / 4;
        Creature_AIInfo(g, item, &info);
    }
    Creature_Mood(g, item, &info, true);
    int16_t angle = Creature_Turn(g, item, c->maximum_turn);
    if (it->current_state != KNIGHT_WAKE)
        it->mesh_bits = 0xFFFFFFFFu;
    const Item *lara = Game_LaraItem(g);
    knight_states(g, item, it, c, &info, !lara || lara->hit_points <= 0, &head, &neck);

    Creature_Tilt(it, 0);
    Creature_Head(g, item, head);
    Creature_Neck(g, item, neck);
    Creature_Animate(g, item, angle, 0);
}

static void knight_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->status = ITEM_STATUS_INACTIVE;
    it->mesh_bits = 0;
    it->collidable = true;
    it->data = NULL;
}

static void setup(Game *g, int id, int statue, int16_t hit_points, void (*init)(Game *, int),
                  void (*control)(Game *, int), int neck_bone)
{
    /* The original will not run without the statue's model (its pieces). */
    if (!Level_FindModel(g->lv, (uint32_t)statue) || !Creature_SetupObject(g, id))
        return;
    ObjectInfo *o = &g->objects[id];
    o->initialise = init;
    o->control = control;
    o->hit_points = hit_points;
    o->radius = XIAN_RADIUS;
    o->pivot_length = 0;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, id, 6, 8);
    Creature_SetBoneFlags(g, id, neck_bone, 8);
}

void Xian_Setup(Game *g)
{
    setup(g, O2_XIAN_SPEARMAN, O2_XIAN_SPEARMAN_STATUE, SPEAR_HIT_POINTS, spear_initialise,
          spear_control, 12);
    setup(g, O2_XIAN_KNIGHT, O2_XIAN_KNIGHT_STATUE, KNIGHT_HIT_POINTS, knight_initialise,
          knight_control, 16);
}
