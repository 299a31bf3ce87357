/* TR3's Winston, Lara's butler at her home (tomb3 winston.cpp). A
 * creature that never harms her: Lara is the one he is after (the TR3
 * AI info's default enemy) and he follows her about the house, walking
 * until she is within a sector and a half ahead of him, then standing;
 * Lara walks through nothing: he pushes her as an object does (the
 * original's ObjectCollision, not a creature's), and he never dies.
 *  - O3_WINSTON (OldWinstonControl): only that, and his mutterings.
 *  - O3_ARMY_WINSTON (WinstonControl, in his armour for target
 *    practice): the old Winston leaves the house when he is about; aimed
 *    at he raises his tray (defends), hit he staggers; shot down he falls,
 *    lies 150 ticks (each hit knocks him down again), gets up with 16 hit
 *    points and, one time in two, brushes himself off.
 * Numbers from the original's set-up (20 hit points, radius 102, shadow
 * 64, no initialise routine). Sounds by the original's numbers. */
#include "game/objects/tr3/creatures/tr3_people.h"

#include "game/collide/collide.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum {
    WIN_EMPTY, WIN_STOP, WIN_WALK, WIN_DEF1, WIN_DEF2, WIN_DEF3, WIN_HIT1, WIN_HIT2, WIN_HIT3,
    WIN_HITDOWN, WIN_FALLDOWN, WIN_GETUP, WIN_BRUSHOFF, WIN_ONFLOOR,
};

#define WIN_HIT_POINTS 20
#define WIN_GETUP_HIT_POINTS 16
#define WIN_SHADOW 64
#define WIN_NEAR 0x240000 /* a sector and a half, squared */
#define WIN_TURN ANGLE_DEG(2)
#define WIN_FALL_ANIM 16
#define WIN_FLOOR_TICKS 150
#define WIN_BRUSH_OFF 999 /* CreatureInfo.flags: he will brush himself off */
/* His sounds (the original's sample numbers). */
#define SFX3_WINSTON_WALK 345
#define SFX3_WINSTON_TURN 344
#define SFX3_WINSTON_MUTTER 347
#define SFX3_WINSTON_TOUCH 346

static int16_t rnd(Game *g) { return (int16_t)Prng_Control(&g->sim->prng); }

/* What both do first: Lara's whereabouts, a violent mood (straight for
 * her), the turn. */
static int16_t think(Game *g, int item, CreatureInfo *c, CreatureAI *info)
{
    Creature_AIInfo(g, item, info);
    Creature_Mood(g, item, info, true);
    return Creature_Turn(g, item, c->maximum_turn);
}

/* Walking: near her and facing her he stops; near but facing away he
 * mutters once. */
static void walk_near(Game *g, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    if (info->distance >= WIN_NEAR)
        return;
    if (info->ahead) {
        it->goal_state = WIN_STOP;
        if (c->flags & 1)
            c->flags--;
    } else if (!(c->flags & 1)) {
        Object_Sound(g, it, SFX3_WINSTON_TURN);
        Object_Sound(g, it, SFX3_WINSTON_MUTTER);
        c->flags |= 1;
    }
}

/* From his stand: off after her when she is far or behind him. */
static void stand(Game *g, Item *it, const CreatureAI *info)
{
    if ((info->distance > WIN_NEAR || !info->ahead) && it->goal_state != WIN_WALK) {
        it->goal_state = WIN_WALK;
        Object_Sound(g, it, SFX3_WINSTON_WALK);
    }
}

static void old_winston_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    CreatureAI info;
    int16_t angle = think(g, item, c, &info);
    if (it->current_state == WIN_STOP)
        stand(g, it, &info);
    else
        walk_near(g, it, c, &info);
    if (it->touch_bits) {
        if (!(c->flags & 2)) {
            Object_Sound(g, it, SFX3_WINSTON_TOUCH);
            Object_Sound(g, it, SFX3_WINSTON_MUTTER);
            c->flags |= 2;
        }
    } else if (c->flags & 2) {
        c->flags -= 2;
    }
    if (Prng_Draw(&g->sim->prng) < 256)
        Object_Sound(g, it, SFX3_WINSTON_MUTTER);
    Creature_Animate(g, item, angle, 0);
}

/* Shot down: he falls, lies, gets up (item_flags[0] counts his ticks
 * down). */
static void army_down(Game *g, Item *it, CreatureInfo *c)
{
    c->maximum_turn = 0;
    switch (it->current_state) {
    case WIN_HITDOWN:
    case WIN_FALLDOWN:
    case WIN_ONFLOOR:
        if (it->hit_status) {
            it->goal_state = WIN_HITDOWN;
        } else if (--c->item_flags[0] < 0) {
            it->goal_state = it->current_state == WIN_ONFLOOR ? WIN_GETUP : WIN_ONFLOOR;
        }
        break;
    case WIN_GETUP:
        it->hit_points = WIN_GETUP_HIT_POINTS;
        if (rnd(g) & 1)
            c->flags = WIN_BRUSH_OFF;
        break;
    default:
        Creature_SwitchAnim(g, it, WIN_FALL_ANIM, 0);
        it->current_state = it->goal_state = WIN_FALLDOWN;
        c->item_flags[0] = WIN_FLOOR_TICKS;
        break;
    }
}

static void army_up(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    bool aimed_at = g->lara.target == item;
    switch (it->current_state) {
    case WIN_STOP:
        c->maximum_turn = WIN_TURN;
        if (c->flags == WIN_BRUSH_OFF)
            it->goal_state = WIN_BRUSHOFF;
        else if (aimed_at)
            it->goal_state = WIN_DEF1;
        else
            stand(g, it, info);
        break;
    case WIN_WALK:
        c->maximum_turn = WIN_TURN;
        if (aimed_at)
            it->goal_state = WIN_STOP;
        else
            walk_near(g, it, c, info);
        break;
    case WIN_DEF1:
    case WIN_DEF2:
    case WIN_DEF3:
        c->maximum_turn = WIN_TURN;
        if (it->required_state)
            it->goal_state = it->required_state;
        if (it->hit_status)
            it->goal_state = (int16_t)(it->current_state + (WIN_HIT1 - WIN_DEF1));
        else if (!aimed_at && it->current_state != WIN_DEF2)
            it->goal_state = it->current_state == WIN_DEF1 ? WIN_STOP : WIN_DEF1;
        break;
    case WIN_HIT1:
        it->required_state = (rnd(g) & 1) ? WIN_DEF3 : WIN_DEF2;
        break;
    case WIN_HIT2:
    case WIN_HIT3:
        it->required_state = WIN_DEF1;
        break;
    case WIN_BRUSHOFF:
        c->maximum_turn = 0;
        c->flags = 0;
        break;
    default:
        break;
    }
}

static void army_winston_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    CreatureAI info;
    int16_t angle = think(g, item, c, &info);
    /* the butler of the house leaves it while his armoured self is about */
    CreatureSlots *cs = g->creatures;
    for (int i = 0; cs && i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other >= 0 && g->sim->items[other].object_id == O3_WINSTON) {
            g->sim->items[other].status = ITEM_STATUS_INVISIBLE;
            Creature_Die(g, other);
            break;
        }
    }
    if (it->hit_points <= 0)
        army_down(g, it, c);
    else
        army_up(g, item, it, c, &info);
    if (rnd(g) < 256)
        Object_Sound(g, it, SFX3_WINSTON_MUTTER);
    Creature_Animate(g, item, angle, 0);
}

static void setup_one(Game *g, int object_id, void (*control)(Game *g, int item))
{
    const Tr3PersonNumbers n = {
        .hit_points = WIN_HIT_POINTS,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = WIN_SHADOW,
        .num_bones = 0,
    };
    if (!Tr3People_SetupKind(g, object_id, &n, control))
        return;
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = NULL;
    o->collision = Coll_ObjectCollision;
    /* tomb3 setup.cpp sets none of his save flags */
    o->save_flags = o->save_position = o->save_hitpoints = o->save_anim = false;
}

void Tr3Winston_Setup(Game *g)
{
    setup_one(g, O3_WINSTON, old_winston_control);
    setup_one(g, O3_ARMY_WINSTON, army_winston_control);
}
