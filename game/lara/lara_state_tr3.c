/* TR3's dry-land states (see lara_tr3_internal.h): standing and running as
 * TR3 changed them, the sprint and its jump, crouching and crawling.
 * Numbers are the original's (tomb3/game/lara.cpp). */
#include "game/lara/lara_tr3_internal.h"

#include "engine/math/fixed.h"

#define STEP_L 256
#define WALL_MASK 1023
#define FRONT_PROBE 104         /* how far ahead standing looks before a move */
#define STEP_PROBE 148          /* ... before a side step */
#define WADE_STEP 383           /* floor change a wading move takes */
#define DUCK_HEIGHT 400         /* the crouch's probe height */
#define DUCK_RADIUS 200
#define KEEP_DUCKED_CEILING (-362) /* lower than this over her: she stays down */
#define CRAWL_STEP 255          /* floor change a crawl takes */
#define CRAWL_ELEVATION (-4186) /* the camera looks down at her crawling */
#define CRAWL_TURN_LIMIT 546
#define ALL4_TURN 273           /* a tick of the on-the-spot crawl turn */
#define DASH_TURN_LIMIT 728
#define DASH_LEAN_MAX 2912
#define DASH_STEP_DOWN 50       /* the most she drops a tick sprinting down */
#define DUCK_WAIT_FRAMES 10     /* the crouch's breath before she can crawl */
#define CRAWL_EDGE_DROP 768     /* a drop behind that deep is an edge to hang from */
#define CRAWL_EDGE_OFFSET 225   /* where on the sector she backs off it */
#define HANG_ANGLE 6370         /* 35 degrees */
#define CRAWL2HANG_FALL 512

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

static bool wading(const Game *g)
{
    return g->lara.water_status == LWS_WADE;
}

static bool dead(Item *item, int16_t goal)
{
    if (item->hit_points > 0)
        return false;
    item->goal_state = goal;
    return true;
}

static bool anim_is(const Game *g, const Item *item, int rel_anim)
{
    return item->anim - Lara_AnimBase(g, item) == rel_anim;
}

static void set_anim_state(Game *g, Item *item, int rel_anim, int state)
{
    Lara_SwitchAnim(g, item, rel_anim, 0);
    item->current_state = item->goal_state = (int16_t)state;
}

static bool big_slope(const Game *g)
{
    return g->world.height_type == HEIGHT_BIG_SLOPE;
}

int32_t Lara3_CeilingFront(Game *g, const Item *item, int16_t angle, int32_t dist)
{
    int32_t x = item->pos.x + ((Math_Sin(angle) * dist) >> W2V_SHIFT);
    int32_t y = item->pos.y - LARA_HEIGHT;
    int32_t z = item->pos.z + ((Math_Cos(angle) * dist) >> W2V_SHIFT);
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Ceiling(&g->world, s, x, y, z);
    if (h != WORLD_NO_HEIGHT)
        h += LARA_HEIGHT - item->pos.y;
    return h;
}

/* ---- standing and running ---------------------------------------------------- */

/* She crouches with her hands free or a one-handed pair drawn (not with a
 * rifle). */
static bool may_duck(const Lara *l)
{
    return l->gun_status == LGS_ARMLESS || l->gun_type == LGT_UNARMED ||
           l->gun_type == LGT_PISTOLS || l->gun_type == LGT_MAGNUMS || l->gun_type == LGT_UZIS ||
           l->gun_type == LGT_FLARE;
}

/* A side step needs level floor and head room beside her. */
static bool can_step(Game *g, Item *item, int16_t angle)
{
    int32_t h = Lara_FloorFront(g, item, angle, STEP_PROBE);
    bool slope = big_slope(g);
    int32_t c = Lara3_CeilingFront(g, item, angle, STEP_PROBE);
    return h < 128 && h > -128 && !slope && c <= 0;
}

/* Standing in water: in a swamp no jump, and she wades on over any drop
 * ahead (no higher than a wading step up). */
static void stop_wading(Game *g, Item *item, CollInfo *coll, int32_t fh, int32_t rh)
{
    Lara *l = &g->lara;
    bool swamp = Lara_InSwamp(g, item);
    if (held(g, INPUT_JUMP) && !swamp)
        item->goal_state = LS_COMPRESS;
    if (held(g, INPUT_FORWARD)) {
        if (fh > -WADE_STEP && (swamp || fh < WADE_STEP)) {
            LaraState3_Wade(g, item, coll);
            return;
        }
        /* A step too high to wade up: she may vault it. */
        l->move_angle = item->rot.y;
        coll->bad_ceiling = 0;
        coll->bad_pos = COLL_NO_BAD_POS;
        coll->bad_neg = -384;
        coll->radius = 102;
        coll->slopes_are_walls = true;
        Lara_GetCollisionInfo(g, item, coll);
        if (Lara_TestVault(g, item, coll))
            return;
        coll->radius = LARA_RADIUS;
    } else if (held(g, INPUT_BACK) && rh < WADE_STEP && rh > -WADE_STEP) {
        LaraState_Back(g, item, coll);
    }
}

void LaraState3_Stop(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (dead(item, LS_DEATH))
        return;
    if (!anim_is(g, item, LARA3_ANIM_SLIDE_STOP_A) && !anim_is(g, item, LARA3_ANIM_SLIDE_STOP_B))
        Lara_StopSlipping(g, item);
    if (held(g, INPUT_ROLL) && !wading(g)) {
        Lara_StartRoll(g, item);
        return;
    }
    if (held(g, INPUT_DUCK) && !wading(g) && item->current_state == LS_STOP && may_duck(l)) {
        item->goal_state = LS_DUCK;
        return;
    }
    item->goal_state = LS_STOP;
    if (held(g, INPUT_LOOK))
        Lara_LookUpDown(g);

    int32_t fh = WORLD_NO_HEIGHT, rh = WORLD_NO_HEIGHT;
    if (held(g, INPUT_FORWARD))
        fh = Lara_FloorFront(g, item, item->rot.y, FRONT_PROBE);
    else if (held(g, INPUT_BACK))
        rh = Lara_FloorFront(g, item, (int16_t)(item->rot.y + ANGLE_180), FRONT_PROBE);

    if (Lara_InSwamp(g, item)) {
        /* No side steps in a swamp: left and right turn her. */
        if (held(g, INPUT_LEFT))
            item->goal_state = LS_TURN_L;
        else if (held(g, INPUT_RIGHT))
            item->goal_state = LS_TURN_R;
    } else if (held(g, INPUT_STEP_LEFT)) {
        if (can_step(g, item, (int16_t)(item->rot.y - ANGLE_90)))
            item->goal_state = LS_STEP_LEFT;
    } else if (held(g, INPUT_STEP_RIGHT)) {
        if (can_step(g, item, (int16_t)(item->rot.y + ANGLE_90)))
            item->goal_state = LS_STEP_RIGHT;
    } else if (held(g, INPUT_LEFT)) {
        item->goal_state = LS_TURN_L;
    } else if (held(g, INPUT_RIGHT)) {
        item->goal_state = LS_TURN_R;
    }

    if (wading(g)) {
        stop_wading(g, item, coll, fh, rh);
    } else if (held(g, INPUT_JUMP)) {
        item->goal_state = LS_COMPRESS;
    } else if (held(g, INPUT_FORWARD)) {
        /* No run into a steep rise or under a ceiling lower than her. */
        int32_t h = Lara_FloorFront(g, item, item->rot.y, FRONT_PROBE);
        bool slope = big_slope(g);
        int32_t c = Lara3_CeilingFront(g, item, item->rot.y, FRONT_PROBE);
        if ((slope && h < 0) || c > 0)
            item->goal_state = LS_STOP;
        else if (held(g, INPUT_WALK))
            LaraState_Walk(g, item, coll);
        else
            LaraState3_Run(g, item, coll);
    } else if (held(g, INPUT_BACK)) {
        if (held(g, INPUT_WALK)) {
            if (rh < WADE_STEP && rh > -WADE_STEP && !big_slope(g))
                LaraState_Back(g, item, coll);
        } else if (rh > -WADE_STEP) {
            item->goal_state = LS_FAST_BACK;
        }
    }
}

/* TR2's run, with the sprint (only with her energy full) and the crouch
 * key (which stops her) first. */
void LaraState3_Run(Game *g, Item *item, CollInfo *coll)
{
    if (item->hit_points > 0 && !held(g, INPUT_ROLL)) {
        if (held(g, INPUT_SPRINT) && g->lara.dash_used == 0) {
            item->goal_state = LS_DASH;
            return;
        }
        if (held(g, INPUT_DUCK) && !wading(g)) {
            item->goal_state = LS_STOP;
            return;
        }
    }
    LaraState2_Run(g, item, coll);
}

/* ---- the sprint --------------------------------------------------------------- */

void LaraState3_Dash(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    (void)coll;
    if (item->hit_points <= 0 || l->dash_used >= LARA_DASH_MAX || !held(g, INPUT_SPRINT) ||
        wading(g)) {
        item->goal_state = LS_RUN;
        return;
    }
    l->dash_used++;
    if (held(g, INPUT_DUCK)) {
        item->goal_state = LS_STOP;
        return;
    }
    if (held(g, INPUT_LEFT)) {
        l->turn_rate = (int16_t)MAX(l->turn_rate - LARA_TURN_RATE, -DASH_TURN_LIMIT);
        item->rot.z = (int16_t)MAX(item->rot.z - LARA_LEAN_RATE, -DASH_LEAN_MAX);
    } else if (held(g, INPUT_RIGHT)) {
        l->turn_rate = (int16_t)MIN(l->turn_rate + LARA_TURN_RATE, DASH_TURN_LIMIT);
        item->rot.z = (int16_t)MIN(item->rot.z + LARA_LEAN_RATE, DASH_LEAN_MAX);
    }
    if (held(g, INPUT_JUMP) && !item->gravity)
        item->goal_state = LS_DASH_DIVE;
    else if (held(g, INPUT_FORWARD))
        item->goal_state = held(g, INPUT_WALK) ? LS_WALK : LS_DASH;
    else if (!held(g, INPUT_LEFT | INPUT_RIGHT))
        item->goal_state = LS_STOP;
}

/* A wall `front` ahead of her, `right` to her right, `down` below her feet
 * (negative: above): 1 no floor there at all, 2 solid, 0 open (the
 * original's TestWall). */
static int test_wall(Game *g, const Item *item, int32_t front, int32_t right, int32_t down)
{
    int32_t x = item->pos.x, y = item->pos.y + down, z = item->pos.z;
    switch ((uint16_t)(item->rot.y + ANGLE_90 / 2) / ANGLE_90) {
    case 0: x -= right; z += front; break;
    case 1: z -= right; x += front; break;
    case 2: x += right; z -= front; break;
    default: z += right; x -= front; break;
    }
    int16_t room = item->room;
    World_Sector(&g->world, item->pos.x, y, item->pos.z, &room);
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    int32_t c = World_Ceiling(&g->world, s, x, y, z);
    if (h == WORLD_NO_HEIGHT)
        return 1;
    return (h - y <= 0 || c - y >= 0) ? 2 : 0;
}

void LaraCol3_Dash(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -384;
    coll->bad_ceiling = 0;
    coll->slopes_are_walls = true;
    Lara_GetCollisionInfo(g, item, coll);
    if (Lara_HitCeiling(g, item, coll) || Lara_TestVault(g, item, coll))
        return;
    if (Lara_DeflectEdge(g, item, coll)) {
        item->rot.z = 0;
        if (test_wall(g, item, STEP_L, 0, -640)) {
            Lara_SwitchAnim(g, item, LARA_ANIM_HIT_WALL_LEFT, 0);
            item->current_state = LS_SPLAT;
            return;
        }
        Lara_CollideStop(g, item, coll);
    }
    if (Lara_Fallen(g, item, coll))
        return;
    if (coll->mid.floor >= -384 && coll->mid.floor < -128) {
        /* The original compares the absolute frame number here. */
        if (item->frame < 3 || item->frame > 14)
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_RIGHT, 0);
        else
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_LEFT, 0);
    }
    if (Lara_TestSlide(g, item, coll))
        return;
    item->pos.y += MIN(coll->mid.floor, DASH_STEP_DOWN);
}

void LaraState3_DashDive(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)coll;
    if (item->goal_state != LS_DEATH && item->goal_state != LS_STOP &&
        item->goal_state != LS_RUN && item->fall_speed > LARA_FASTFALL_SPEED)
        item->goal_state = LS_FAST_FALL;
}

void LaraCol3_DashDive(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    l->move_angle = item->speed < 0 ? (int16_t)(item->rot.y + ANGLE_180) : item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEP_L;
    coll->bad_ceiling = 192;
    coll->slopes_are_walls = true;
    Lara_GetCollisionInfo(g, item, coll);
    Lara_DeflectEdgeJump(g, item, coll);
    if (Lara_Fallen(g, item, coll))
        return;
    if (item->speed < 0)
        l->move_angle = item->rot.y;
    if (coll->mid.floor <= 0 && item->fall_speed > 0) {
        if (Lara_LandedBad(g, item, coll))
            item->goal_state = LS_DEATH;
        else if (wading(g) || !held(g, INPUT_FORWARD) || held(g, INPUT_WALK))
            item->goal_state = LS_STOP;
        else
            item->goal_state = LS_RUN;
        item->fall_speed = 0;
        item->gravity = false;
        item->speed = 0;
        item->pos.y += coll->mid.floor;
        Lara_Animate(g, item);
    }
    Coll_ShiftItem(item, coll);
    item->pos.y += coll->mid.floor;
}

/* ---- crouching and crawling -------------------------------------------------- */

/* The crouch's and crawl's probe along her move angle, 400 high. */
static void duck_probe(Game *g, Item *item, CollInfo *coll, int16_t radius, int16_t bad,
                       int16_t bad_ceiling, bool pits)
{
    Lara *l = &g->lara;
    item->gravity = false;
    item->fall_speed = 0;
    coll->facing = l->move_angle;
    coll->radius = radius;
    coll->bad_pos = bad;
    coll->bad_neg = -bad;
    coll->bad_ceiling = bad_ceiling;
    coll->slopes_are_walls = true;
    coll->slopes_are_pits = pits;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room, DUCK_HEIGHT);
}

static void crawl_settle(Game *g, Item *item, CollInfo *coll)
{
    g->lara.keep_ducked = coll->mid.ceiling >= KEEP_DUCKED_CEILING;
    Coll_ShiftItem(item, coll);
    item->pos.y += coll->mid.floor;
}

void LaraState3_Duck(Game *g, Item *item, CollInfo *coll)
{
    coll->enable_spaz = false;
    coll->enable_baddie_push = true;
    if (dead(item, LS_ALL4S))
        return;
    if (Lara_TestSlide(g, item, coll))
        return;
    if (held(g, INPUT_LOOK))
        Lara_LookUpDown(g);
    int32_t base = g->lv->animations[Lara_AnimBase(g, item) + LARA3_ANIM_DUCK_BREATHE].frame_start;
    if (held(g, INPUT_FORWARD | INPUT_BACK) && g->lara.gun_status == LGS_ARMLESS &&
        item->frame > base + DUCK_WAIT_FRAMES) {
        g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
        item->goal_state = LS_ALL4S;
    }
}

void LaraCol3_Duck(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    duck_probe(g, item, coll, DUCK_RADIUS, 384, 0, false);
    if (Lara_Fallen(g, item, coll)) {
        g->lara.gun_status = LGS_ARMLESS;
        return;
    }
    crawl_settle(g, item, coll);
    if ((!held(g, INPUT_DUCK) || wading(g)) && !g->lara.keep_ducked &&
        anim_is(g, item, LARA3_ANIM_DUCK_BREATHE))
        item->goal_state = LS_STOP;
}

/* Crawl states' shared start: dead (back to all fours), look, no push, the
 * camera down at her; true when a slope took her instead. */
static bool crawl_begin(Game *g, Item *item, CollInfo *coll, bool look)
{
    if (dead(item, LS_ALL4S))
        return true;
    if (look && held(g, INPUT_LOOK))
        Lara_LookUpDown(g);
    g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
    coll->enable_spaz = false;
    coll->enable_baddie_push = true;
    g->camera.target_elevation = CRAWL_ELEVATION;
    return Lara_TestSlide(g, item, coll);
}

void LaraState3_All4s(Game *g, Item *item, CollInfo *coll)
{
    if (item->hit_points <= 0) {
        item->goal_state = LS_DEATH;
        return;
    }
    if (held(g, INPUT_LOOK))
        Lara_LookUpDown(g);
    g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
    coll->enable_spaz = false;
    coll->enable_baddie_push = true;
    if (anim_is(g, item, LARA3_ANIM_DUCK_TO_ALL4S))
        g->lara.gun_status = LGS_HANDS_BUSY;
    if (Lara_TestSlide(g, item, coll))
        return;
    g->camera.target_elevation = CRAWL_ELEVATION;
}

/* A static mesh in the way behind her: a box 50 wide and 512 tall 300
 * behind (the original's GetStaticObjects). */
static bool static_behind(Game *g, const Item *item)
{
    int16_t back = (int16_t)(item->rot.y + ANGLE_180);
    int32_t x = item->pos.x + ((Math_Sin(back) * 300) >> W2V_SHIFT);
    int32_t z = item->pos.z + ((Math_Cos(back) * 300) >> W2V_SHIFT);
    return Coll_StaticInBox(g, x, item->pos.y, z, item->room, 50, 512);
}

/* Backwards out of a crawlspace over a deep drop, with nothing static in
 * the way: squared to the sector's edge, she lowers herself onto it. */
static void back_to_edge(Game *g, Item *item)
{
    switch ((uint16_t)(item->rot.y + ANGLE_90 / 2) / ANGLE_90) {
    case 0:
        item->rot.y = 0;
        item->pos.z = (item->pos.z & ~WALL_MASK) + CRAWL_EDGE_OFFSET;
        break;
    case 1:
        item->rot.y = ANGLE_90;
        item->pos.x = (item->pos.x & ~WALL_MASK) + CRAWL_EDGE_OFFSET;
        break;
    case 2:
        item->rot.y = (int16_t)-ANGLE_180;
        item->pos.z = (item->pos.z | WALL_MASK) - CRAWL_EDGE_OFFSET;
        break;
    default:
        item->rot.y = (int16_t)-ANGLE_90;
        item->pos.x = (item->pos.x | WALL_MASK) - CRAWL_EDGE_OFFSET;
        break;
    }
    item->goal_state = LS_CRAWL2HANG;
}

static void all4s_moves(Game *g, Item *item)
{
    if (held(g, INPUT_FORWARD)) {
        int32_t h = Lara_FloorFront(g, item, item->rot.y, STEP_L);
        if (h < CRAWL_STEP && h > -CRAWL_STEP && !big_slope(g))
            item->goal_state = LS_CRAWL;
    } else if (held(g, INPUT_BACK)) {
        int32_t c = Lara3_CeilingFront(g, item, item->rot.y, -300);
        if (c == WORLD_NO_HEIGHT || c > STEP_L)
            return;
        int32_t h = Lara_FloorFront(g, item, item->rot.y, -300);
        if (h < CRAWL_STEP && h > -CRAWL_STEP && !big_slope(g))
            item->goal_state = LS_CRAWL_BACK;
        else if (held(g, INPUT_ACTION) && h > CRAWL_EDGE_DROP && !static_behind(g, item))
            back_to_edge(g, item);
    } else if (held(g, INPUT_LEFT)) {
        set_anim_state(g, item, LARA3_ANIM_ALL4_TURN_L, LS_ALL4_TURN_L);
    } else if (held(g, INPUT_RIGHT)) {
        set_anim_state(g, item, LARA3_ANIM_ALL4_TURN_R, LS_ALL4_TURN_R);
    }
}

void LaraCol3_All4s(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = false;
    item->fall_speed = 0;
    if (item->goal_state == LS_CRAWL2HANG)
        return;
    g->lara.move_angle = item->rot.y;
    duck_probe(g, item, coll, DUCK_RADIUS, CRAWL_STEP, DUCK_HEIGHT, true);
    if (Lara_Fallen(g, item, coll)) {
        g->lara.gun_status = LGS_ARMLESS;
        return;
    }
    crawl_settle(g, item, coll);
    if ((!held(g, INPUT_DUCK) && !g->lara.keep_ducked) || held(g, INPUT_DRAW)) {
        item->goal_state = LS_DUCK;
        return;
    }
    /* New moves only from the still pose's two loops. */
    if (anim_is(g, item, LARA3_ANIM_ALL4S) || anim_is(g, item, LARA3_ANIM_ALL4S2))
        all4s_moves(g, item);
}

void LaraState3_Crawl(Game *g, Item *item, CollInfo *coll)
{
    if (crawl_begin(g, item, coll, true))
        return;
    if (!held(g, INPUT_FORWARD) || (!held(g, INPUT_DUCK) && !g->lara.keep_ducked)) {
        item->goal_state = LS_ALL4S;
        return;
    }
    if (held(g, INPUT_LEFT))
        g->lara.turn_rate = (int16_t)MAX(g->lara.turn_rate - LARA_TURN_RATE, -CRAWL_TURN_LIMIT);
    else if (held(g, INPUT_RIGHT))
        g->lara.turn_rate = (int16_t)MIN(g->lara.turn_rate + LARA_TURN_RATE, CRAWL_TURN_LIMIT);
}

/* A wall ahead stops the crawl (true); one at a side turns her 2 degrees
 * away (the original's LaraDeflectEdgeDuck). */
static bool deflect_edge_duck(Item *item, CollInfo *coll)
{
    if (coll->coll_type == COLL_FRONT || coll->coll_type == COLL_TOP_FRONT) {
        Coll_ShiftItem(item, coll);
        item->speed = 0;
        item->gravity = false;
        return true;
    }
    if (coll->coll_type == COLL_LEFT) {
        Coll_ShiftItem(item, coll);
        item->rot.y = (int16_t)(item->rot.y + 364);
    } else if (coll->coll_type == COLL_RIGHT) {
        Coll_ShiftItem(item, coll);
        item->rot.y = (int16_t)(item->rot.y - 364);
    }
    return false;
}

/* The crawl's and crawl back's collision: a wall stops her on all fours;
 * true when she moved on. */
static bool crawl_collide(Game *g, Item *item, CollInfo *coll)
{
    if (deflect_edge_duck(item, coll)) {
        item->current_state = item->goal_state = LS_ALL4S;
        if (!anim_is(g, item, LARA3_ANIM_ALL4S))
            Lara_SwitchAnim(g, item, LARA3_ANIM_ALL4S, 0);
    } else if (Lara_Fallen(g, item, coll)) {
        g->lara.gun_status = LGS_ARMLESS;
    } else {
        Coll_ShiftItem(item, coll);
        item->pos.y += coll->mid.floor;
        return true;
    }
    return false;
}

void LaraCol3_Crawl(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    duck_probe(g, item, coll, DUCK_RADIUS, CRAWL_STEP, DUCK_HEIGHT, true);
    crawl_collide(g, item, coll);
}

static void all4_turn(Game *g, Item *item, CollInfo *coll, int16_t step, InputWord key)
{
    if (dead(item, LS_ALL4S))
        return;
    coll->enable_spaz = false;
    coll->enable_baddie_push = true;
    g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
    g->camera.target_elevation = CRAWL_ELEVATION;
    if (Lara_TestSlide(g, item, coll))
        return;
    item->rot.y = (int16_t)(item->rot.y + step);
    if (!held(g, key))
        item->goal_state = LS_ALL4S;
}

void LaraState3_All4TurnL(Game *g, Item *item, CollInfo *coll)
{
    all4_turn(g, item, coll, -ALL4_TURN, INPUT_LEFT);
}

void LaraState3_All4TurnR(Game *g, Item *item, CollInfo *coll)
{
    all4_turn(g, item, coll, ALL4_TURN, INPUT_RIGHT);
}

void LaraCol3_All4Turn(Game *g, Item *item, CollInfo *coll)
{
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room, DUCK_HEIGHT);
}

void LaraState3_CrawlBack(Game *g, Item *item, CollInfo *coll)
{
    if (crawl_begin(g, item, coll, true))
        return;
    if (!held(g, INPUT_BACK)) {
        item->goal_state = LS_ALL4S;
        return;
    }
    /* Backwards, right turns her left and left right, as the original. */
    if (held(g, INPUT_RIGHT))
        g->lara.turn_rate = (int16_t)MAX(g->lara.turn_rate - LARA_TURN_RATE, -CRAWL_TURN_LIMIT);
    else if (held(g, INPUT_LEFT))
        g->lara.turn_rate = (int16_t)MIN(g->lara.turn_rate + LARA_TURN_RATE, CRAWL_TURN_LIMIT);
}

void LaraCol3_CrawlBack(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y + ANGLE_180);
    duck_probe(g, item, coll, 250, CRAWL_STEP, DUCK_HEIGHT, true);
    if (crawl_collide(g, item, coll))
        g->lara.move_angle = item->rot.y;
}

/* Lowering herself off the crawlspace's edge: in the drop's animation she
 * catches the edge, hanging free or against the wall (an edge on a click
 * line that only a ladder wall holds is not taken here). */
void LaraCol3_Crawl2Hang(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (!anim_is(g, item, LARA3_ANIM_CRAWL_TO_HANG))
        return;
    item->fall_speed = CRAWL2HANG_FALL;
    item->pos.y |= STEP_L - 1;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -384;
    coll->bad_ceiling = 192;
    l->move_angle = item->rot.y;
    coll->facing = l->move_angle;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room, 870);
    int32_t edge = 0;
    int kind = Lara_EdgeCatchTR2(g, item, coll, &edge);
    int16_t angle;
    if (kind <= 0 || !Lara_FacingAxis(item->rot.y, HANG_ANGLE, &angle))
        return;
    l->head_rot.x = l->head_rot.y = 0;
    l->torso_rot.x = l->torso_rot.y = 0;
    if (Lara_TestHangSwingIn(g, item, angle))
        set_anim_state(g, item, LARA_ANIM_GRAB_LEDGE_IN, LS_HANG2);
    else
        set_anim_state(g, item, LARA_ANIM_HANG, LS_HANG);
    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    item->pos.y += coll->front.floor - b.min_y;
    item->pos.x += coll->shift.x;
    item->pos.z += coll->shift.z;
    item->gravity = true;
    item->rot.y = angle;
    item->speed = 2;
    item->fall_speed = 1;
    l->gun_status = LGS_HANDS_BUSY;
}

/* ---- from a hang into a crawlspace ---------------------------------------- */

bool Lara3_CrawlLedgeAhead(const CollInfo *coll)
{
    return coll->front.floor > -850 && coll->front.floor < -650 && !coll->hit_static &&
           coll->front.floor - coll->front.ceiling >= -256 &&
           coll->left.floor - coll->left.ceiling >= -256 &&
           coll->right.floor - coll->right.ceiling >= -256;
}

/* TR2's hang, and where the ledge has only a crawlspace over it (too low
 * to stand), forward or duck pulls her up into it, crouching. */
void LaraCol3_Hang(Game *g, Item *item, CollInfo *coll)
{
    int16_t anim = item->anim, frame = item->frame;
    LaraCol2_Hang(g, item, coll);
    if (item->goal_state != LS_HANG || item->current_state != LS_HANG || item->anim != anim ||
        item->frame != frame)
        return;
    if (held(g, INPUT_FORWARD | INPUT_DUCK) && Lara3_CrawlLedgeAhead(coll)) {
        item->goal_state = LS_HANG2_DUCK;
        item->required_state = LS_DUCK;
    }
}
