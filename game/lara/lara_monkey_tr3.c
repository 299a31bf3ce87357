/* TR3's monkey swing (see lara_tr3_internal.h): under a ceiling whose
 * sector carries the monkey-swing function (Lara.can_monkey_swing, set
 * with the triggers each tick), a jump up with action held catches it; she
 * hangs 704 below it, swings forward, sideways and turns while action is
 * held, and drops when it is let go or the ceiling ends. The hang state
 * (LS_HANG2) is also TR3's free hang from a ledge, which shimmies and
 * climbs as TR2's hang. Numbers are the original's. */
#include "game/lara/lara_tr3_internal.h"

#define MONKEY_HEIGHT 600       /* the swing's probe height */
#define MONKEY_HANG 704         /* her origin below the bars */
#define MONKEY_CEILING_STEP 50  /* the bars may change this much between probes */
#define MONKEY_TURN 273         /* a tick of the hanging turn */
#define MONKEY_ELEVATION 1820   /* the camera looks up at her */
#define HANG_ELEVATION (-10920)
#define MONKEY_DROP_FRAME 9     /* the let-go's frame she falls from */

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

static int32_t iabs(int32_t v)
{
    return v < 0 ? -v : v;
}

static void set_anim_state(Game *g, Item *item, int rel_anim, int state)
{
    Lara_SwitchAnim(g, item, rel_anim, 0);
    item->current_state = item->goal_state = (int16_t)state;
}

/* Her origin back to MONKEY_HANG under the bars. */
static void snap(Game *g, Item *item)
{
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    int32_t c = World_Ceiling(&g->world, s, item->pos.x, item->pos.y, item->pos.z);
    item->pos.y = c + MONKEY_HANG;
}

/* Off the bars: the let-go of the ledge hang from its falling frame. */
static void fall(Game *g, Item *item)
{
    Lara_SwitchAnim(g, item, LARA2_ANIM_JUMP_UP, MONKEY_DROP_FRAME);
    item->current_state = item->goal_state = LS_UP_JUMP;
    item->gravity = true;
    item->speed = 2;
    item->fall_speed = 1;
    item->pos.y += 256;
    g->lara.gun_status = LGS_ARMLESS;
}

/* Action let go or no bars over her: she drops (true). */
static bool let_go(Game *g, Item *item)
{
    if (held(g, INPUT_ACTION) && g->lara.can_monkey_swing)
        return false;
    fall(g, item);
    return true;
}

static void probe(Game *g, Item *item, CollInfo *coll, int16_t angle, int32_t bad_neg,
                  bool slopes_are_walls)
{
    Lara *l = &g->lara;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = bad_neg;
    coll->bad_ceiling = 0;
    l->move_angle = angle;
    coll->facing = angle;
    coll->radius = LARA_RADIUS;
    coll->slopes_are_walls = slopes_are_walls;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room,
                          MONKEY_HEIGHT);
}

/* The bars go on ahead: no wall and no step in the ceiling. */
static bool bars_ahead(const CollInfo *coll)
{
    return iabs(coll->mid.ceiling - coll->front.ceiling) <= MONKEY_CEILING_STEP;
}

/* She faces near a grid axis (0) or near a diagonal (1). */
static int octant(int16_t rot)
{
    int32_t r = rot < 0 ? -(int32_t)rot : rot;
    return r >= 0x2000 && r <= 0x6000;
}

/* Room to swing sideways: the bars go on and no wall stops her (the
 * original's tests, left and right not alike). */
static bool test_side(Game *g, Item *item, CollInfo *coll, bool left)
{
    probe(g, item, coll, (int16_t)(item->rot.y + (left ? -ANGLE_90 : ANGLE_90)),
          left ? COLL_NO_BAD_NEG : -384, false);
    if (!bars_ahead(coll))
        return false;
    if (coll->coll_type == COLL_NONE)
        return true;
    int oct = octant(item->rot.y);
    if (!oct && coll->coll_type == COLL_FRONT)
        return false;
    if (left)
        return !((!oct && coll->coll_type == COLL_LEFT) ||
                 (oct && (coll->coll_type == COLL_RIGHT || coll->coll_type == COLL_LEFT)));
    return !(oct && (coll->coll_type == COLL_FRONT || coll->coll_type == COLL_RIGHT ||
                     coll->coll_type == COLL_LEFT));
}

/* The monkey bars caught: action held, hands free, nothing static in the
 * way, the probe stopped by a monkey-swing ceiling. */
static bool bars_caught(const Game *g, const CollInfo *coll)
{
    const Lara *l = &g->lara;
    return held(g, INPUT_ACTION) && l->gun_status == LGS_ARMLESS && !coll->hit_static &&
           l->can_monkey_swing && coll->coll_type == COLL_TOP;
}

/* TR2's reach (the grab from a forward jump), with the monkey bars caught
 * first: the free hang's grab, where she is (the original snaps her to
 * the bars only from the next tick's hang). */
void LaraCol3_Reach(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    item->gravity = true;
    l->move_angle = item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = 0;
    coll->bad_ceiling = 192;
    Lara_GetCollisionInfo(g, item, coll);
    if (bars_caught(g, coll)) {
        l->head_rot.x = l->head_rot.y = 0;
        l->torso_rot.x = l->torso_rot.y = 0;
        set_anim_state(g, item, LARA_ANIM_GRAB_LEDGE_IN, LS_HANG2);
        item->gravity = false;
        item->speed = 0;
        item->fall_speed = 0;
        l->gun_status = LGS_HANDS_BUSY;
        return;
    }
    LaraCol2_Reach(g, item, coll);
}

/* TR2's jump up, with the monkey bars caught first: action held, hands
 * free, the jump stopped by a monkey-swing ceiling. */
void LaraCol3_UpJump(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (item->hit_points <= 0) {
        item->goal_state = LS_STOP;
        return;
    }
    l->move_angle = item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -384;
    coll->bad_ceiling = 192;
    coll->facing = item->speed < 0 ? (int16_t)(l->move_angle + ANGLE_180) : l->move_angle;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room, 870);
    if (bars_caught(g, coll)) {
        set_anim_state(g, item, LARA3_ANIM_UPJUMP_GRAB, LS_HANG2);
        item->gravity = false;
        item->speed = 0;
        item->fall_speed = 0;
        l->gun_status = LGS_HANDS_BUSY;
        snap(g, item);
        return;
    }
    LaraCol2_UpJump(g, item, coll);
}

void LaraState3_Hang2(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (item->hit_points <= 0) {
        item->goal_state = LS_STOP;
        return;
    }
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
    l->torso_rot.x = l->torso_rot.y = 0;
    if (l->can_monkey_swing) {
        if (held(g, INPUT_ACTION)) {
            g->camera.target_angle = 0;
            g->camera.target_elevation = HANG_ELEVATION;
        } else {
            fall(g, item);
        }
    } else if (held(g, INPUT_LOOK)) {
        Lara_LookUpDown(g);
    }
}

/* The free hang from a ledge: TR2's hang test, then up onto the ledge,
 * into a crawlspace over it, or shimmying. */
static void free_hang(Game *g, Item *item, CollInfo *coll)
{
    Lara_HangTestTR2(g, item, coll);
    if (item->goal_state != LS_HANG2)
        return;
    bool ledge = coll->front.floor > -850 && coll->front.floor < -650 && !coll->hit_static;
    if (held(g, INPUT_FORWARD) && ledge && coll->front.floor - coll->front.ceiling >= 0 &&
        coll->left.floor - coll->left.ceiling >= 0 && coll->right.floor - coll->right.ceiling >= 0) {
        item->goal_state = held(g, INPUT_WALK) ? LS_GYMNAST : LS_NULL;
    } else if (held(g, INPUT_FORWARD | INPUT_DUCK) && Lara3_CrawlLedgeAhead(coll)) {
        item->goal_state = LS_HANG2_DUCK;
        item->required_state = LS_DUCK;
    } else if (held(g, INPUT_LEFT | INPUT_STEP_LEFT)) {
        item->goal_state = LS_HANG_LEFT;
    } else if (held(g, INPUT_RIGHT | INPUT_STEP_RIGHT)) {
        item->goal_state = LS_HANG_RIGHT;
    }
}

void LaraCol3_Hang2(Game *g, Item *item, CollInfo *coll)
{
    if (!g->lara.can_monkey_swing) {
        free_hang(g, item, coll);
        return;
    }
    probe(g, item, coll, item->rot.y, COLL_NO_BAD_NEG, false);
    if (held(g, INPUT_FORWARD) && coll->coll_type != COLL_FRONT &&
        iabs(coll->mid.ceiling - coll->front.ceiling) < MONKEY_CEILING_STEP)
        item->goal_state = LS_MONKEY_SWING;
    else if (held(g, INPUT_STEP_LEFT) && test_side(g, item, coll, true))
        item->goal_state = LS_MONKEY_L;
    else if (held(g, INPUT_STEP_RIGHT) && test_side(g, item, coll, false))
        item->goal_state = LS_MONKEY_R;
    else if (held(g, INPUT_LEFT))
        item->goal_state = LS_HANG_TURN_L;
    else if (held(g, INPUT_RIGHT))
        item->goal_state = LS_HANG_TURN_R;
    snap(g, item);
}

/* The moving states' shared start: dead (back to the hang), no push, arms
 * straight. False when dead. */
static bool swing_begin(Game *g, Item *item, CollInfo *coll)
{
    if (item->hit_points <= 0) {
        item->goal_state = LS_HANG2;
        return false;
    }
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
    g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
    return true;
}

void LaraState3_MonkeySwing(Game *g, Item *item, CollInfo *coll)
{
    if (!swing_begin(g, item, coll))
        return;
    item->goal_state = held(g, INPUT_FORWARD) ? LS_MONKEY_SWING : LS_HANG2;
    if (held(g, INPUT_LEFT))
        g->lara.turn_rate = (int16_t)MAX(g->lara.turn_rate - LARA_TURN_RATE, -LARA_JUMP_TURN);
    else if (held(g, INPUT_RIGHT))
        g->lara.turn_rate = (int16_t)MIN(g->lara.turn_rate + LARA_TURN_RATE, LARA_JUMP_TURN);
}

static void back_to_hang(Game *g, Item *item)
{
    set_anim_state(g, item, LARA3_ANIM_MONKEY_HANG, LS_HANG2);
}

void LaraCol3_MonkeySwing(Game *g, Item *item, CollInfo *coll)
{
    if (let_go(g, item))
        return;
    probe(g, item, coll, item->rot.y, COLL_NO_BAD_NEG, false);
    if (coll->coll_type == COLL_FRONT || !bars_ahead(coll)) {
        back_to_hang(g, item);
    } else {
        g->camera.target_elevation = MONKEY_ELEVATION;
        snap(g, item);
    }
}

static void side_swing(Game *g, Item *item, CollInfo *coll, InputWord key, int state)
{
    if (!swing_begin(g, item, coll))
        return;
    item->goal_state = held(g, key) ? (int16_t)state : LS_HANG2;
    g->camera.target_elevation = MONKEY_ELEVATION;
}

void LaraState3_MonkeyL(Game *g, Item *item, CollInfo *coll)
{
    side_swing(g, item, coll, INPUT_STEP_LEFT, LS_MONKEY_L);
}

void LaraState3_MonkeyR(Game *g, Item *item, CollInfo *coll)
{
    side_swing(g, item, coll, INPUT_STEP_RIGHT, LS_MONKEY_R);
}

static void side_collide(Game *g, Item *item, CollInfo *coll, bool left)
{
    if (let_go(g, item))
        return;
    if (test_side(g, item, coll, left))
        snap(g, item);
    else
        back_to_hang(g, item);
}

void LaraCol3_MonkeyL(Game *g, Item *item, CollInfo *coll)
{
    side_collide(g, item, coll, true);
}

void LaraCol3_MonkeyR(Game *g, Item *item, CollInfo *coll)
{
    side_collide(g, item, coll, false);
}

static void hang_turn(Game *g, Item *item, int16_t step, InputWord key)
{
    if (item->hit_points <= 0) {
        item->goal_state = LS_HANG2;
        return;
    }
    g->camera.target_elevation = MONKEY_ELEVATION;
    g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
    item->rot.y = (int16_t)(item->rot.y + step);
    if (!held(g, key))
        item->goal_state = LS_HANG2;
}

void LaraState3_HangTurnL(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    hang_turn(g, item, -MONKEY_TURN, INPUT_LEFT);
}

void LaraState3_HangTurnR(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    hang_turn(g, item, MONKEY_TURN, INPUT_RIGHT);
}

void LaraCol3_HangTurn(Game *g, Item *item, CollInfo *coll)
{
    if (let_go(g, item))
        return;
    probe(g, item, coll, item->rot.y, -384, true);
    snap(g, item);
}

void LaraState3_Monkey180(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
    item->goal_state = LS_HANG2;
}
