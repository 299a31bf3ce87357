/* TR2's ladders (see lara_climb.h): the tests of the climbable wall ahead,
 * the six ladder states and the ladder pieces of the hang, the grabs and
 * the vault. Numbers, probe order and the quirks a climber feels (the
 * climb end's camera, the hang-on-wall shift) follow the original game. */
#include "game/lara/lara_climb.h"

#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/objects/object.h"

#define STEP_L 256
#define STEPUP_HEIGHT 384
#define DEG(d) ((d) * 182)
#define CLIMB_SHIFT 70          /* how far a hold may be off her hands and still be reached */
#define CLIMB_HANG 900          /* a wall this tall under her hands lets her hang at its top */
#define CLIMB_HEIGHT 512        /* one climbing step: half a sector */
#define CLIMB_WIDTH_RIGHT 120   /* her hands' reach beside her body */
#define CLIMB_WIDTH_LEFT 80
#define STANCE_ORIGIN (-700)    /* top of the stance's hand box, from her feet */
#define HANG_ANGLE 6370         /* 35 degrees: square enough to a wall to grab it */
#define LADDER_CEILING_ROOM (-256) /* head room the hang needs to go up the ladder */
#define PULL_UP_LEDGE_SLACK 120 /* the two hands' ledges may differ this much */
#define ANIM_LOOP_CAP 512       /* bounds the "play until the state shows" loops */

/* Frames (within the animation) the ladder moves test at. */
#define LF_HANG 21              /* the grab animation's still hang */
#define LF_START_HANG 12        /* where a jump up joins it */
#define LF_CLIMB_L_SHIFT_START 28 /* climbing up or down: the left hand's step */
#define LF_CLIMB_L_SHIFT_END 29
#define LF_CLIMB_R_SHIFT 57     /* ... and the right hand's */

static bool held(const Game *g, InputWord bit) { return (Game_Input(g) & bit) != 0; }

static int32_t iabs(int32_t v) { return v < 0 ? -v : v; }

/* The facing quadrant: 0 north (+z), 1 east (+x), 2 south, 3 west. */
static int quadrant(int16_t rot) { return (uint16_t)(rot + ANGLE_90 / 2) / ANGLE_90; }

static bool in_anim(const Game *g, const Item *item, int rel_anim)
{
    return item->anim == Lara_AnimBase(g, item) + rel_anim;
}

/* Her frame within her current animation. */
static int anim_frame(const Game *g, const Item *item)
{
    if (item->anim < 0 || (uint32_t)item->anim >= g->lv->num_animations)
        return -1;
    return item->frame - g->lv->animations[item->anim].frame_start;
}

static bool at_frame(const Game *g, const Item *item, int rel_anim, int frame)
{
    return in_anim(g, item, rel_anim) && anim_frame(g, item) == frame;
}

static void no_push(CollInfo *coll)
{
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
}

void Lara_TestTriggers(Game *g, const Item *item, int32_t trigger, uint8_t climb, bool monkey)
{
    if (climb != LARA_CLIMB_UNPROBED) {
        g->lara.climb_status = ((climb >> quadrant(item->rot.y)) & 1) != 0;
        g->lara.can_monkey_swing = monkey;
    }
    Game_TestTriggers(g, trigger, false);
}

/* ---- the wall tests -------------------------------------------------------- */

/* The wall a hand box meets: the box (item_height tall from y, at x/z)
 * must sit in open space (within CLIMB_SHIFT, *shift the fix), and the
 * point 2 units further on (x + dx, z + dz) must be solid over the box's
 * height. A wall that ends under her hands is a hang when she has at
 * least CLIMB_HANG of wall to hold. */
static int test_climb(Game *g, int32_t x, int32_t y, int32_t z, int32_t dx, int32_t dz,
                      int32_t item_height, int16_t item_room, int32_t *shift)
{
    World *w = &g->world;
    *shift = 0;
    if (!g->lara.climb_status)
        return CLIMB_NONE;

    int16_t room = item_room;
    const RoomSector *s = World_Sector(w, x, y - 128, z, &room);
    int32_t h = World_Height(w, s, x, y, z);
    if (h == WORLD_NO_HEIGHT)
        return CLIMB_NONE;
    h -= y + item_height + STEP_L / 2;
    if (h < -CLIMB_SHIFT)
        return CLIMB_NONE;
    if (h < 0)
        *shift = h;
    int32_t c = World_Ceiling(w, s, x, y, z) - y;
    if (c > CLIMB_SHIFT)
        return CLIMB_NONE;
    if (c > 0) {
        if (*shift)
            return CLIMB_NONE;
        *shift = c;
    }
    bool hang = item_height + h >= CLIMB_HANG;

    int32_t x2 = x + dx, z2 = z + dz;
    s = World_Sector(w, x2, y, z2, &room);
    h = World_Height(w, s, x2, y, z2);
    if (h != WORLD_NO_HEIGHT)
        h -= y;
    if (h > CLIMB_SHIFT) {
        /* Open floor behind the top of the box: how far the wall reaches. */
        c = World_Ceiling(w, s, x2, y, z2) - y;
        if (c >= CLIMB_HEIGHT)
            return CLIMB_OK;
        if (c > CLIMB_HEIGHT - CLIMB_SHIFT) {
            if (*shift > 0)
                return hang ? CLIMB_HANG : CLIMB_NONE;
            *shift = c - CLIMB_HEIGHT;
            return CLIMB_OK;
        }
        if (c > 0)
            return hang ? CLIMB_HANG : CLIMB_NONE;
        if (c > -CLIMB_SHIFT && hang && *shift <= 0) {
            if (*shift > c)
                *shift = c;
            return CLIMB_HANG;
        }
        return CLIMB_NONE;
    }
    if (h > 0) {
        if (*shift < 0)
            return CLIMB_NONE;
        if (h > *shift)
            *shift = h;
    }

    /* The wall's foot: is there open space under it within the box? */
    room = item_room;
    s = World_Sector(w, x, item_height + y, z, &room);
    s = World_Sector(w, x2, item_height + y, z2, &room);
    c = World_Ceiling(w, s, x2, item_height + y, z2);
    if (c == WORLD_NO_HEIGHT)
        return CLIMB_OK;
    c -= y;
    if (c <= h || c >= CLIMB_HEIGHT)
        return CLIMB_OK;
    if (c > CLIMB_HEIGHT - CLIMB_SHIFT) {
        if (*shift > 0)
            return hang ? CLIMB_HANG : CLIMB_NONE;
        *shift = c - CLIMB_HEIGHT;
        return CLIMB_OK;
    }
    return hang ? CLIMB_HANG : CLIMB_NONE;
}

/* The point `front` ahead and `right` to her right along her facing axis,
 * and the 2-unit step into the wall she faces. */
static void probe_point(const Item *item, int32_t front, int32_t right, int32_t *x, int32_t *z,
                        int32_t *dx, int32_t *dz)
{
    *dx = *dz = 0;
    switch (quadrant(item->rot.y)) {
    case 0:
        *x = item->pos.x + right;
        *z = item->pos.z + front;
        *dz = 2;
        break;
    case 1:
        *x = item->pos.x + front;
        *z = item->pos.z - right;
        *dx = 2;
        break;
    case 2:
        *x = item->pos.x - right;
        *z = item->pos.z - front;
        *dz = -2;
        break;
    default:
        *x = item->pos.x - front;
        *z = item->pos.z + right;
        *dx = -2;
        break;
    }
}

int Lara_TestClimbPos(Game *g, const Item *item, int32_t front, int32_t right, int32_t origin,
                      int32_t height, int32_t *shift)
{
    int32_t x, z, dx, dz;
    probe_point(item, front, right, &x, &z, &dx, &dz);
    return test_climb(g, x, item->pos.y + origin, z, dx, dz, height, item->room, shift);
}

int Lara_TestClimbUpPos(Game *g, const Item *item, int32_t front, int32_t right, int32_t *shift,
                        int32_t *ledge)
{
    World *w = &g->world;
    int32_t x, z, dx, dz;
    probe_point(item, front, right, &x, &z, &dx, &dz);
    int32_t y = item->pos.y - CLIMB_HEIGHT - STEP_L;
    *shift = 0;

    int16_t room = item->room;
    const RoomSector *s = World_Sector(w, x, y, z, &room);
    int32_t c = World_Ceiling(w, s, x, y, z) + STEP_L - y;
    if (c > CLIMB_SHIFT)
        return CLIMB_NONE;
    if (c > 0)
        *shift = c;

    int32_t x2 = x + dx, z2 = z + dz;
    s = World_Sector(w, x2, y, z2, &room);
    int32_t h = World_Height(w, s, x2, y, z2);
    if (h == WORLD_NO_HEIGHT) {
        *ledge = WORLD_NO_HEIGHT;
        return CLIMB_OK;
    }
    h -= y;
    *ledge = h;
    if (h > STEP_L / 2) {
        /* The wall ends a step up: she can pull up onto the top when
         * there is room to stand there. */
        c = World_Ceiling(w, s, x2, y, z2) - y;
        if (c >= CLIMB_HEIGHT)
            return CLIMB_OK;
        if (h - c > LARA_HEIGHT) {
            *shift = h;
            return CLIMB_HANG;
        }
        return CLIMB_NONE;
    }
    if (h > 0 && h > *shift)
        *shift = h;

    room = item->room;
    s = World_Sector(w, x, y + CLIMB_HEIGHT, z, &room);
    s = World_Sector(w, x2, y + CLIMB_HEIGHT, z2, &room);
    c = World_Ceiling(w, s, x2, y + CLIMB_HEIGHT, z2) - y;
    if (c <= h || c >= CLIMB_HEIGHT)
        return CLIMB_OK;
    return CLIMB_NONE;
}

/* The shift both hands agree on (the one that needs a move, or the larger
 * move of the same sign), false when they pull opposite ways. */
static bool agreed_shift(int32_t shift_r, int32_t shift_l, int32_t *shift)
{
    *shift = 0;
    if (shift_r) {
        if (shift_l) {
            if ((shift_r < 0) != (shift_l < 0))
                return false;
            if (shift_r < 0 && shift_l < shift_r)
                *shift = shift_l;
            else if (shift_r > 0 && shift_l > shift_r)
                *shift = shift_l;
            else
                *shift = shift_r;
        } else {
            *shift = shift_r;
        }
    } else if (shift_l) {
        *shift = shift_l;
    }
    return true;
}

bool Lara_TestClimbStance(Game *g, Item *item, CollInfo *coll)
{
    int32_t shift_r, shift_l, shift;
    if (Lara_TestClimbPos(g, item, coll->radius, coll->radius + CLIMB_WIDTH_RIGHT, STANCE_ORIGIN,
                          STEP_L * 2, &shift_r) != CLIMB_OK)
        return false;
    if (Lara_TestClimbPos(g, item, coll->radius, -(coll->radius + CLIMB_WIDTH_LEFT),
                          STANCE_ORIGIN, STEP_L * 2, &shift_l) != CLIMB_OK)
        return false;
    if (!agreed_shift(shift_r, shift_l, &shift))
        return false;
    item->pos.y += shift;
    return true;
}

bool Lara_TestHangOnClimbWall(Game *g, Item *item, CollInfo *coll)
{
    if (!g->lara.climb_status || item->fall_speed < 0)
        return false;
    /* Against the wall along her facing axis only. */
    if (quadrant(item->rot.y) % 2 == 0)
        item->pos.z += coll->shift.z;
    else
        item->pos.x += coll->shift.x;

    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    int32_t y = b.min_y, h = b.max_y - b.min_y, shift;
    /* Both hands must find the wall; a wall ending at either is still held. */
    if (Lara_TestClimbPos(g, item, coll->radius, coll->radius, y, h, &shift) == CLIMB_NONE)
        return false;
    if (Lara_TestClimbPos(g, item, coll->radius, -coll->radius, y, h, &shift) == CLIMB_NONE)
        return false;
    int r = Lara_TestClimbPos(g, item, coll->radius, 0, y, h, &shift);
    if (r == CLIMB_NONE)
        return false;
    if (r == CLIMB_HANG)
        item->pos.y += shift;
    return true;
}

/* Off the wall into a fall, facing it, moving away a little. */
static void drop_off(Game *g, Item *item)
{
    item->goal_state = LS_FORWARD_JUMP;
    item->current_state = LS_FORWARD_JUMP;
    Lara_SwitchAnim(g, item, LARA_ANIM_FALL_DOWN, 0);
    item->gravity = true;
    item->speed = 2;
    item->fall_speed = 1;
    g->lara.gun_status = LGS_ARMLESS;
}

bool Lara_CheckForLetGo(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    item->gravity = false;
    item->fall_speed = 0;
    if (held(g, INPUT_ACTION) && item->hit_points > 0)
        return false;
    drop_off(g, item);
    return true;
}

/* ---- the states -------------------------------------------------------------- */

void LaraState2_ClimbStance(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
    g->camera.target_elevation = -DEG(20);
    if (held(g, INPUT_LOOK))
        Lara_LookUpDown(g);
    if (held(g, INPUT_LEFT) || held(g, INPUT_STEP_LEFT)) {
        item->goal_state = LS_CLIMB_LEFT;
    } else if (held(g, INPUT_RIGHT) || held(g, INPUT_STEP_RIGHT)) {
        item->goal_state = LS_CLIMB_RIGHT;
    } else if (held(g, INPUT_JUMP)) {
        /* Off the ladder backwards. */
        item->goal_state = LS_BACK_JUMP;
        g->lara.gun_status = LGS_ARMLESS;
        g->lara.move_angle = (int16_t)(item->rot.y + ANGLE_180);
    }
}

void LaraState2_Climbing(Game *g, Item *item, CollInfo *coll)
{
    (void)item;
    no_push(coll);
    g->camera.target_elevation = DEG(30);
}

void LaraState2_ClimbLeft(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
    g->camera.target_angle = -DEG(30);
    g->camera.target_elevation = -DEG(15);
    if (!held(g, INPUT_LEFT) && !held(g, INPUT_STEP_LEFT))
        item->goal_state = LS_CLIMB_STANCE;
}

void LaraState2_ClimbRight(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
    g->camera.target_angle = DEG(30);
    g->camera.target_elevation = -DEG(15);
    if (!held(g, INPUT_RIGHT) && !held(g, INPUT_STEP_RIGHT))
        item->goal_state = LS_CLIMB_STANCE;
}

void LaraState2_ClimbEnd(Game *g, Item *item, CollInfo *coll)
{
    (void)item;
    no_push(coll);
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    /* The original puts its climb-end elevation (-45 degrees) into the
     * camera's angle here; the camera swings to her side as she climbs
     * off the top. */
    g->camera.target_angle = -DEG(45);
}

void LaraState2_ClimbDown(Game *g, Item *item, CollInfo *coll)
{
    (void)item;
    no_push(coll);
    g->camera.target_elevation = -DEG(45);
}

/* After a side step: on (stance, maybe moving on), off the wall's side into
 * the hang (the animation played on until it shows the hang, her x/z kept),
 * or back where she was in the stance. */
static void climb_left_right(Game *g, Item *item, CollInfo *coll, int result, int32_t shift)
{
    if (result == CLIMB_OK) {
        if (held(g, INPUT_LEFT))
            item->goal_state = LS_CLIMB_LEFT;
        else if (held(g, INPUT_RIGHT))
            item->goal_state = LS_CLIMB_RIGHT;
        else
            item->goal_state = LS_CLIMB_STANCE;
        item->pos.y += shift;
        return;
    }
    if (result == CLIMB_HANG) {
        item->goal_state = LS_HANG;
        for (int i = 0; i < ANIM_LOOP_CAP && item->current_state != LS_HANG; i++)
            Object_Animate(g, item);
        item->pos.x = coll->old.x;
        item->pos.z = coll->old.z;
        return;
    }
    item->pos.x = coll->old.x;
    item->pos.z = coll->old.z;
    item->goal_state = LS_CLIMB_STANCE;
    item->current_state = LS_CLIMB_STANCE;
    if (coll->old_state == LS_CLIMB_STANCE) {
        item->anim = coll->old_anim;
        item->frame = coll->old_frame;
        Lara_Animate(g, item);
    } else {
        Lara_SwitchAnim(g, item, LARA2_ANIM_LADDER_IDLE, 0);
    }
}

static void climb_side(Game *g, Item *item, CollInfo *coll, bool left)
{
    if (Lara_CheckForLetGo(g, item, coll))
        return;
    g->lara.move_angle = (int16_t)(item->rot.y + (left ? -ANGLE_90 : ANGLE_90));
    int32_t right = left ? -(coll->radius + CLIMB_WIDTH_LEFT) : coll->radius + CLIMB_WIDTH_RIGHT;
    int32_t shift;
    int r = Lara_TestClimbPos(g, item, coll->radius, right, -CLIMB_HEIGHT, CLIMB_HEIGHT, &shift);
    climb_left_right(g, item, coll, r, shift);
}

void LaraCol2_ClimbLeft(Game *g, Item *item, CollInfo *coll) { climb_side(g, item, coll, true); }
void LaraCol2_ClimbRight(Game *g, Item *item, CollInfo *coll) { climb_side(g, item, coll, false); }

/* Both hands one step up: CLIMB_NONE when either finds no wall. */
static int test_up(Game *g, Item *item, CollInfo *coll, int32_t *shift_r, int32_t *shift_l,
                   int32_t *ledge_r, int32_t *ledge_l)
{
    *shift_r = *shift_l = *ledge_r = *ledge_l = 0;
    int rr = Lara_TestClimbUpPos(g, item, coll->radius, coll->radius + CLIMB_WIDTH_RIGHT, shift_r,
                                 ledge_r);
    int rl = Lara_TestClimbUpPos(g, item, coll->radius, -(coll->radius + CLIMB_WIDTH_LEFT),
                                 shift_l, ledge_l);
    if (rr == CLIMB_NONE || rl == CLIMB_NONE)
        return CLIMB_NONE;
    return rr == CLIMB_HANG || rl == CLIMB_HANG ? CLIMB_HANG : CLIMB_OK;
}

/* Both hands a full wall box at (her y + dy): results in *rr / *rl. */
static void test_hands(Game *g, Item *item, CollInfo *coll, int32_t dy, int *rr, int *rl,
                       int32_t *shift_r, int32_t *shift_l)
{
    *shift_r = *shift_l = 0;
    item->pos.y += dy;
    *rr = Lara_TestClimbPos(g, item, coll->radius, coll->radius + CLIMB_WIDTH_RIGHT,
                            -CLIMB_HEIGHT, CLIMB_HEIGHT, shift_r);
    *rl = Lara_TestClimbPos(g, item, coll->radius, -(coll->radius + CLIMB_WIDTH_LEFT),
                            -CLIMB_HEIGHT, CLIMB_HEIGHT, shift_l);
    item->pos.y -= dy;
}

/* Up from the stance: a step up, or the pull up over the top when the wall
 * ends there with the two hands' ledges level. */
static void stance_up(Game *g, Item *item, CollInfo *coll)
{
    if (item->goal_state == LS_NULL)
        return;
    item->goal_state = LS_CLIMB_STANCE;
    int32_t shift_r, shift_l, ledge_r, ledge_l;
    int r = test_up(g, item, coll, &shift_r, &shift_l, &ledge_r, &ledge_l);
    if (r == CLIMB_NONE)
        return;
    if (r == CLIMB_HANG) {
        if (iabs(ledge_l - ledge_r) > PULL_UP_LEDGE_SLACK)
            return;
        item->goal_state = LS_NULL;
        item->pos.y += (ledge_l + ledge_r) / 2 - STEP_L;
        return;
    }
    /* The larger move of the two when they agree; when they point opposite
     * ways TR2 stays, TR3 takes the left one's. */
    int32_t shift = shift_l;
    if (shift_r) {
        if (shift_l) {
            if ((shift_r < 0) != (shift_l < 0)) {
                if (!g->rules->lara->climb_mixed_shifts)
                    return;
            } else if ((shift_r > 0 && shift_r > shift_l) || (shift_r < 0 && shift_r < shift_l)) {
                shift = shift_r;
            }
        } else {
            shift = shift_r;
        }
    }
    item->goal_state = LS_CLIMBING;
    item->pos.y += shift;
}

/* Down from the stance: a step down, or into the hang when the wall ends
 * under her feet. */
static void stance_down(Game *g, Item *item, CollInfo *coll)
{
    if (item->goal_state == LS_HANG)
        return;
    item->goal_state = LS_CLIMB_STANCE;
    int rr, rl;
    int32_t shift_r, shift_l;
    test_hands(g, item, coll, STEP_L, &rr, &rl, &shift_r, &shift_l);
    if (rr == CLIMB_NONE || rl == CLIMB_NONE)
        return;
    int32_t shift = shift_l;
    if (shift_r && shift_l) {
        if ((shift_r < 0) != (shift_l < 0)) {
            if (!g->rules->lara->climb_mixed_shifts)
                return; /* TR2 stays; TR3 goes on by the left hand's */
        } else if ((shift_r < 0 && shift_r < shift_l) || (shift_r > 0 && shift_r > shift_l)) {
            shift = shift_r;
        }
    }
    if (rr == CLIMB_OK && rl == CLIMB_OK) {
        item->goal_state = LS_CLIMB_DOWN;
        item->pos.y += shift;
    } else {
        item->goal_state = LS_HANG;
    }
}

void LaraCol2_ClimbStance(Game *g, Item *item, CollInfo *coll)
{
    if (Lara_CheckForLetGo(g, item, coll) || !in_anim(g, item, LARA2_ANIM_LADDER_IDLE))
        return;
    if (held(g, INPUT_FORWARD))
        stance_up(g, item, coll);
    else if (held(g, INPUT_BACK))
        stance_down(g, item, coll);
}

/* Climbing up or down, the wall is tested where a hand moves (the start of
 * the loop, each hand's step): *dy the height already climbed in the loop
 * (0 when this frame is not one of them: nothing to test). */
static bool climb_step_frame(const Game *g, const Item *item, int rel_anim, int32_t *dy)
{
    if (!in_anim(g, item, rel_anim))
        return false;
    int f = anim_frame(g, item);
    if (f == 0)
        *dy = 0;
    else if (f >= LF_CLIMB_L_SHIFT_START && f <= LF_CLIMB_L_SHIFT_END)
        *dy = STEP_L;
    else if (f == LF_CLIMB_R_SHIFT)
        *dy = STEP_L * 2;
    else
        return false;
    return true;
}

void LaraCol2_Climbing(Game *g, Item *item, CollInfo *coll)
{
    int32_t up;
    if (Lara_CheckForLetGo(g, item, coll) || !climb_step_frame(g, item, LARA2_ANIM_LADDER_UP, &up))
        return;
    int32_t yshift = -up;
    item->pos.y += yshift - STEP_L;
    int32_t shift_r, shift_l, ledge_r, ledge_l;
    int r = test_up(g, item, coll, &shift_r, &shift_l, &ledge_r, &ledge_l);
    item->pos.y += STEP_L;

    if (r == CLIMB_NONE || !held(g, INPUT_FORWARD)) {
        /* Stop on the ladder (the hand that moved finishes its step). */
        item->goal_state = LS_CLIMB_STANCE;
        if (yshift)
            Lara_Animate(g, item);
        return;
    }
    if (r == CLIMB_HANG) {
        /* The top: into the stance, then the pull up when both hands
         * found the ledge at the same height. */
        item->goal_state = LS_CLIMB_STANCE;
        Lara_Animate(g, item);
        if (iabs(ledge_l - ledge_r) <= PULL_UP_LEDGE_SLACK) {
            item->goal_state = LS_NULL;
            item->pos.y += (ledge_r + ledge_l) / 2 - STEP_L;
        }
        return;
    }
    item->goal_state = LS_CLIMBING;
    item->pos.y -= yshift;
}

void LaraCol2_ClimbDown(Game *g, Item *item, CollInfo *coll)
{
    int32_t yshift;
    if (Lara_CheckForLetGo(g, item, coll) ||
        !climb_step_frame(g, item, LARA2_ANIM_LADDER_DOWN, &yshift))
        return;
    item->pos.y += yshift;
    int rr, rl;
    int32_t shift_r, shift_l;
    test_hands(g, item, coll, STEP_L, &rr, &rl, &shift_r, &shift_l);

    if (rr == CLIMB_NONE || rl == CLIMB_NONE || !held(g, INPUT_BACK)) {
        item->goal_state = LS_CLIMB_STANCE;
        if (yshift)
            Lara_Animate(g, item);
        return;
    }
    /* The original works out the agreed shift here but never applies it:
     * hands pulling opposite ways only stop her. */
    if (shift_r && shift_l && (shift_r < 0) != (shift_l < 0)) {
        item->goal_state = LS_CLIMB_STANCE;
        Lara_Animate(g, item);
        return;
    }
    if (rr == CLIMB_HANG || rl == CLIMB_HANG) {
        /* The wall ends below: from the stance into the hang. */
        Lara_SwitchAnim(g, item, LARA2_ANIM_LADDER_IDLE, 0);
        item->current_state = LS_CLIMB_STANCE;
        item->goal_state = LS_HANG;
        Lara_Animate(g, item);
        return;
    }
    item->goal_state = LS_CLIMB_DOWN;
    item->pos.y -= yshift;
}

/* ---- pieces of TR2's shared moves -------------------------------------------- */

void Lara_HangTestClimb(Game *g, Item *item, CollInfo *coll, int axis)
{
    if (!held(g, INPUT_ACTION) || item->hit_points <= 0) {
        /* Let go: she drops from where her hips are on the wall's axis, a
         * step lower. */
        Vec3i hips = {0, 0, 0};
        Effect_JointAbsPosition(g, item, &hips, 0, NULL);
        if (axis % 2 == 0)
            item->pos.x = hips.x;
        else
            item->pos.z = hips.z;
        drop_off(g, item);
        item->pos.y += STEP_L;
        return;
    }
    if (!Lara_TestHangOnClimbWall(g, item, coll)) {
        /* Nothing to hold here (the end of a shimmy): back where she was. */
        item->pos = coll->old;
        item->goal_state = LS_HANG;
        item->current_state = LS_HANG;
        Lara_SwitchAnim(g, item, LARA_ANIM_HANG, LF_HANG);
        return;
    }
    /* Still in the hang with the ladder under her hands: onto it. */
    if (at_frame(g, item, LARA_ANIM_HANG, LF_HANG) && Lara_TestClimbStance(g, item, coll))
        item->goal_state = LS_CLIMB_STANCE;
}

bool Lara_HangOntoLadder(Game *g, Item *item, CollInfo *coll, bool forward)
{
    if (!g->lara.climb_status || !at_frame(g, item, LARA_ANIM_HANG, LF_HANG))
        return false;
    if (forward && coll->mid.ceiling > LADDER_CEILING_ROOM)
        return false;
    item->goal_state = LS_HANG;
    item->current_state = LS_HANG;
    Lara_SwitchAnim(g, item,
                    forward ? LARA2_ANIM_LADDER_UP_HANGING : LARA2_ANIM_LADDER_DOWN_HANGING, 0);
    return true;
}

/* Room to swing the legs in under the edge (as the ledge grab tests). */
static bool swing_in(Game *g, const Item *item, int16_t angle)
{
    int32_t x = item->pos.x, y = item->pos.y, z = item->pos.z;
    int16_t room = item->room;
    if (angle == 0)
        z += STEP_L;
    else if (angle == ANGLE_90)
        x += STEP_L;
    else if (angle == -ANGLE_90)
        x -= STEP_L;
    else
        z -= STEP_L;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    int32_t c = World_Ceiling(&g->world, s, x, y, z);
    return h != WORLD_NO_HEIGHT && h - y > 0 && c - y < -400;
}

bool Lara_GrabClimbWall(Game *g, Item *item, CollInfo *coll, bool jump_up)
{
    if (!g->lara.climb_status || coll->coll_type != COLL_FRONT || !held(g, INPUT_ACTION) ||
        g->lara.gun_status != LGS_ARMLESS || coll->hit_static ||
        coll->mid.ceiling > -STEPUP_HEIGHT || (!jump_up && coll->mid.floor < 200))
        return false;

    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    /* A ledge within this tick's fall is the ledge grab's, not ours. */
    int32_t h1 = coll->front.floor - b.min_y, h2 = h1 + item->fall_speed;
    if (!((h1 < 0 && h2 < 0) || (h1 > 0 && h2 > 0)))
        return false;
    /* Her hands must cross a click line this tick: she grabs the wall
     * there. */
    h1 = item->pos.y + b.min_y;
    h2 = h1 + item->fall_speed;
    if ((h1 >> 8) == (h2 >> 8))
        return false;
    int32_t edge = (item->fall_speed > 0 ? h2 : h1) & ~(STEP_L - 1);
    if (!Lara_TestHangOnClimbWall(g, item, coll))
        return false;

    int16_t angle;
    if (!Lara_FacingAxis(item->rot.y, HANG_ANGLE, &angle))
        return false;

    if (jump_up) {
        item->goal_state = LS_HANG;
        item->current_state = LS_HANG;
        Lara_SwitchAnim(g, item, LARA_ANIM_HANG, LF_START_HANG);
    } else {
        Lara_SwitchAnim(g, item, swing_in(g, item, angle) ? LARA_ANIM_GRAB_LEDGE_IN : LARA_ANIM_HANG,
                        0);
        item->current_state = LS_HANG;
        item->goal_state = LS_HANG;
    }
    /* Her hands at the click line, placed with the grab frame's bounds. */
    Lara_GetBoundsAccurate(g, item, &b);
    item->pos.y = edge - b.min_y;
    if (jump_up) {
        item->pos.x += coll->shift.x;
        item->pos.z += coll->shift.z;
    }
    item->rot.y = angle;
    if (jump_up) {
        item->speed = 0;
        item->gravity = false;
        item->fall_speed = 0;
    } else {
        item->speed = 2;
        item->gravity = true;
        item->fall_speed = 1;
    }
    g->lara.gun_status = LGS_HANDS_BUSY;
    return true;
}

bool Lara_VaultOntoLadder(Game *g, Item *item, CollInfo *coll, int16_t angle)
{
    if (!g->lara.climb_status)
        return false;
    const int32_t mid = STEP_L / 2;
    int32_t front = coll->front.floor;
    if (front <= -STEP_L * 7 - mid && g->lara.water_status != LWS_WADE &&
        coll->left.floor <= -STEP_L * 8 + mid && coll->right.floor <= -STEP_L * 8 &&
        coll->mid.ceiling <= -STEP_L * 8 + mid + LARA_HEIGHT) {
        /* A tall ladder: jump up to it with a fixed take-off speed. */
        item->goal_state = LS_UP_JUMP;
        item->current_state = LS_STOP;
        Lara_SwitchAnim(g, item, LARA_ANIM_STOP, 0);
        g->lara.calc_fall_speed = -116;
        Lara_Animate(g, item);
        item->rot.y = angle;
        Coll_ShiftItem(item, coll);
        return true;
    }
    if ((front < -STEP_L * 4 || coll->front.ceiling >= LARA_HEIGHT - STEP_L) &&
        coll->mid.ceiling <= -STEP_L * 5 + LARA_HEIGHT) {
        /* The ladder starts at the floor: straight onto it. */
        Coll_ShiftItem(item, coll);
        if (!Lara_TestClimbStance(g, item, coll))
            return false;
        item->goal_state = LS_CLIMB_STANCE;
        item->current_state = LS_STOP;
        Lara_SwitchAnim(g, item, LARA_ANIM_STOP, 0);
        Lara_Animate(g, item);
        item->rot.y = angle;
        g->lara.gun_status = LGS_HANDS_BUSY;
        return true;
    }
    return false;
}
