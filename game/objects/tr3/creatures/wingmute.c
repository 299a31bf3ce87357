/* TR3's winged mutant (O3_MUTANT_1, Area 51 and Antarctica): 24 hit
 * points, radius 204, a flier (TR3's slot set-up lets it go anywhere).
 * It starts standing on the floor (animation 2) and takes off when hurt,
 * when Lara comes within three sectors or once her guns have hurt it;
 * aloft it hovers or flies at her and, with her ahead within half a
 * sector, bites (50 once a bite through its jaws, mesh 12: touch 0x1000);
 * bored it lands again, sinking 51 a tick to the floor. Killed it falls
 * (animation 5, under gravity) and lies on the floor. Facts from
 * tomb3/game/wingmute.cpp and setup.cpp. One whose only AI object is an
 * AI_MODIFY (the flying mutant emitter's, creatures/flymaker.c) takes
 * off at once wherever Lara is and, aloft, never lands: it flies at her
 * and bites when near. Its green glow and sparks (the original's dynamic
 * light and sprite-sheet sparks): game/effects/creature_looks_tr3.c, the
 * glow's phase in Item.data_index (the original's item_flags[1]). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/effects/creature_looks_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define WING_HIT_POINTS 24
#define WING_RADIUS 204
#define WING_TURN ANGLE_DEG(3)          /* 546 */
#define WING_WAIT_TURN ANGLE_DEG(1)     /* 182 */
#define WING_ATTACK_RANGE 0x40000       /* half a sector, squared */
#define WING_WAKE_RANGE 0x900000        /* 3 sectors */
#define WING_DAMAGE 50
#define WING_TOUCH 0x1000
#define WING_LAND_SPEED 51
#define WING_START_ANIM 2
#define WING_FALL_ANIM 5

enum {
    WING_HOVER,
    WING_LAND,
    WING_WAIT,
    WING_TAKEOFF,
    WING_ATTACK,
    WING_FALL,
    WING_DEATH,
    WING_MOVE,
};

static const CreatureBite k_jaws = { 0, 0, 0, 12 };

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

/* Killed: it falls to the floor and lies there. */
static void wing_dead(Game *g, Item *it)
{
    switch (it->current_state) {
    case WING_FALL:
        if (it->pos.y > it->floor) {
            it->pos.y = it->floor;
            it->fall_speed = 0;
            it->gravity = false;
            it->goal_state = WING_DEATH;
        }
        break;
    case WING_DEATH:
        it->pos.y = it->floor;
        break;
    default:
        Creature_SwitchAnim(g, it, WING_FALL_ANIM, 0);
        /* (the goal too: the fall's only way on is to its death) */
        it->current_state = it->goal_state = WING_FALL;
        it->gravity = true;
        it->speed = 0;
        break;
    }
    it->rot.x = 0;
}

/* Aloft, moving or hovering: it bites when she is ahead and near; a
 * hover may land it (the original's draws, in its order). */
static void wing_aloft(Game *g, Item *it, CreatureInfo *c, const CreatureAI *info, bool hover)
{
    bool near = info->ahead && info->distance < WING_ATTACK_RANGE;
    bool modify = it->ai_bits == AI_BIT_MODIFY;
    c->flags = 0;
    c->maximum_turn = WING_TURN;
    if (it->required_state) {
        it->goal_state = it->required_state;
    } else if (hover && (it->hit_status || rnd(g) < 384 || modify)) {
        it->goal_state = WING_MOVE;
    } else if ((c->mood != MOOD_BORED && rnd(g) >= 128) || (hover ? it->hit_status : c->hurt_by_lara) ||
               modify) {
        if (near)
            it->goal_state = WING_ATTACK;
    } else {
        it->goal_state = hover ? WING_LAND : WING_HOVER;
    }
}

static void wing_alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    switch (it->current_state) {
    case WING_HOVER:
        wing_aloft(g, it, c, info, true);
        break;
    case WING_LAND:
        it->pos.y += WING_LAND_SPEED;
        if (it->pos.y > it->floor)
            it->pos.y = it->floor;
        break;
    case WING_WAIT:
        it->pos.y = it->floor;
        c->maximum_turn = WING_WAIT_TURN;
        if (it->hit_status || info->distance < WING_WAKE_RANGE || c->hurt_by_lara ||
            it->ai_bits == AI_BIT_MODIFY)
            it->goal_state = WING_TAKEOFF;
        break;
    case WING_ATTACK:
        c->maximum_turn = WING_TURN;
        if (info->ahead && info->distance < WING_ATTACK_RANGE) {
            it->goal_state = WING_ATTACK;
        } else {
            it->goal_state = WING_HOVER;
            if (info->distance >= WING_ATTACK_RANGE)
                it->required_state = WING_MOVE;
        }
        if (!c->flags && (it->touch_bits & WING_TOUCH)) {
            Creature_HurtLara(g, WING_DAMAGE);
            Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
            c->flags = 1;
        }
        break;
    case WING_MOVE:
        wing_aloft(g, it, c, info, false);
        break;
    default:
        break;
    }
}

static void wing_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t angle = 0;
    if (it->hit_points <= 0) {
        wing_dead(g, it);
    } else {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        Creature_Mood(g, item, &info, true);
        angle = Creature_Turn(g, item, c->maximum_turn);
        wing_alive(g, item, it, c, &info);
    }
    Wing3_Looks(g, item);
    Creature_Animate(g, item, angle, 0);
}

/* Standing on the floor, its glow's phase picked (a control number). */
static void wing_initialise(Game *g, int item)
{
    Creature_InitialiseIn(g, item, WING_START_ANIM, 0, WING_WAIT);
    g->sim->items[item].data_index = Wing3_GlowPhase(rnd(g));
}

void WingMute_Setup(Game *g)
{
    static const Tr3PersonNumbers n = {
        .hit_points = WING_HIT_POINTS,
        .radius = WING_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 0,
    };
    if (Tr3People_SetupKind(g, O3_MUTANT_1, &n, wing_control))
        g->objects[O3_MUTANT_1].initialise = wing_initialise;
}
