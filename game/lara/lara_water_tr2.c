/* TR2's tick (see lara_tr2_internal.h): the water-status transitions with
 * wading, the above-water and underwater handlers, the swimming states
 * with the underwater roll, and the collisions that take her from deep
 * water into shallow water (wading out, standing up from a swim).
 *
 * Depths, relative to the water surface: up to the wade depth
 * (LaraTable.wade_depth: TR2 LARA_WADE_DEPTH, TR3 a step) under it
 * she walks as on land; from there she wades while the floor is within
 * LARA_SWIM_DEPTH - STEP_L of the surface; past LARA_SWIM_DEPTH she
 * swims. The surface handler is TR1's (lara_water.c). */
#include "game/lara/lara_tr2_internal.h"
#include "game/lara/lara_climb.h"

#include <string.h>

#include "engine/math/fixed.h"
#include "game/effects/splash_tr3.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr2/vehicle/vehicle.h"

#define DEG_1 182
#define STEP_L 256
#define NO_FLOOR_DEATH_COUNT (9 * SIM_TICK_HZ)
#define WALL_L 1024
#define LARA_WADE_DEPTH 384
#define LARA_SWIM_DEPTH 730
#define LARA_HEIGHT_UW 400
#define LARA_RADIUS_UW 300
#define UW_MAX_SPEED 200
#define WATER_FRICTION 6
#define SWIM_ACCEL 8
#define UW_TURN_RATE (2 * DEG_1)        /* pitch a tick swimming up or down */
#define LEAN_RATE_SWIM (2 * LARA_LEAN_RATE)
#define LEAN_UNDO_UW (2 * LARA_LEAN_UNDO)
#define LEAN_MAX_UW (2 * LARA_LEAN_MAX)
#define PITCH_MAX_UW (85 * DEG_1)       /* TR1 allows 100 degrees */
#define DIVE_PITCH (-45 * DEG_1)
#define UW_CEILING_DEFLECT (2 * DEG_1)
#define DIVE_WAIT 10
#define STAND_UP_DEPTH (STEP_L * 2)     /* swimming over a floor this near the surface */
#define HANG_ANGLE (35 * DEG_1)
#define SLOPE_DIF 60
#define UW_DAMAGE 5
#define SURF_AIR_GAIN 10
#define SFX_LARA_BREATH 36
#define SWAMP_DIVE_DEPTH 1000
#define SWAMP_BREATH_DEPTH (-775)  /* sunk deeper than this, she holds her breath */
#define SWAMP_AIR_LOSS 6
#define SWAMP_DAMAGE 10

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

static int16_t add16(int16_t a, int32_t b)
{
    return (int16_t)(a + b);
}

static int16_t decay(int16_t v, int16_t undo)
{
    if (v > undo)
        return (int16_t)(v - undo);
    if (v < -undo)
        return (int16_t)(v + undo);
    return 0;
}

static int16_t clamp16(int16_t v, int16_t lo, int16_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static void zero_head(Lara *l)
{
    l->head_rot.x = l->head_rot.y = 0;
    l->torso_rot.x = l->torso_rot.y = 0;
}

static void play(Game *g, Item *item, int sound)
{
    if (g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, item, sound);
}

/* Depth of the water she is in or over: the floor under her less the
 * surface height; WORLD_NO_HEIGHT with no water there. */
static int32_t water_depth(Game *g, const Item *item)
{
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    if (wh == WORLD_NO_HEIGHT)
        return WORLD_NO_HEIGHT;
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    int32_t floor = World_Height(&g->world, s, item->pos.x, item->pos.y, item->pos.z);
    return floor == WORLD_NO_HEIGHT ? WORLD_NO_HEIGHT : floor - wh;
}

/* ---- water-status transitions ------------------------------------------- */

/* Out of the water into the air (swum or swept out of it): falling. */
static void water_to_fall(Game *g, Item *item)
{
    g->lara.water_status = LWS_ABOVE_WATER;
    Lara_SwitchAnim(g, item, LARA_ANIM_FALL_DOWN, 0);
    item->current_state = item->goal_state = LS_FORWARD_JUMP;
    item->gravity = true;
    item->speed = (int16_t)(item->fall_speed / 4);
}

/* Wading into water too deep to stand: swimming on the surface, in the
 * surface move that matches her step. */
static void wade_to_surface(Game *g, Item *item, int32_t diff)
{
    Lara *l = &g->lara;
    l->water_status = LWS_SURFACE;
    item->pos.y += 1 - diff;
    int anim;
    switch (item->current_state) {
    case LS_BACK:
        item->goal_state = LS_SURF_BACK;
        anim = LARA2_ANIM_ONWATER_SWIM_BACK_START;
        break;
    case LS_STEP_RIGHT:
        item->goal_state = LS_SURF_RIGHT;
        anim = LARA2_ANIM_ONWATER_SWIM_RIGHT;
        break;
    case LS_STEP_LEFT:
        item->goal_state = LS_SURF_LEFT;
        anim = LARA2_ANIM_ONWATER_SWIM_LEFT;
        break;
    default:
        item->goal_state = LS_SURF_SWIM;
        anim = LARA2_ANIM_ONWATER_SWIM_FORWARD;
        break;
    }
    item->current_state = item->goal_state;
    Lara_SwitchAnim(g, item, anim, 0);
    item->rot.x = item->rot.z = 0;
    item->gravity = false;
    item->fall_speed = 0;
    l->dive_count = 0;
    zero_head(l);
    Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
}

/* TR3: landing in a swamp from the air she is straight into the wade (a
 * dive sinks her 1000 under the surface). */
static void fall_into_swamp(Game *g, Item *item, int32_t wh)
{
    if (item->current_state == LS_SWAN_DIVE || item->current_state == LS_FAST_DIVE)
        item->pos.y = wh + SWAMP_DIVE_DEPTH;
    Lara_SwitchAnim(g, item, LARA2_ANIM_WADE, 0);
    item->current_state = item->goal_state = LS_WADE;
}

static void update_water_status(Game *g, Item *item)
{
    Lara *l = &g->lara;
    bool submerged = World_RoomIsWater(&g->world, item->room);
    int32_t depth = water_depth(g, item);
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    int32_t diff = wh == WORLD_NO_HEIGHT ? WORLD_NO_HEIGHT : item->pos.y - wh;

    const struct LaraTable *t = g->rules->lara;
    bool swamp = Lara_InSwamp(g, item);

    switch (l->water_status) {
    case LWS_ABOVE_WATER:
        if (diff == WORLD_NO_HEIGHT || diff < t->wade_depth)
            break;
        if (depth <= LARA_SWIM_DEPTH - STEP_L || swamp) {
            /* Shallow (or a swamp, however deep): she wades (stopping
             * first unless in the air). */
            if (diff > t->wade_depth) {
                l->water_status = LWS_WADE;
                if (!item->gravity)
                    item->goal_state = LS_STOP;
                else if (swamp)
                    fall_into_swamp(g, item, wh);
            }
        } else if (submerged) {
            Lara_EnterWater(g, item);
        }
        break;

    case LWS_UNDERWATER:
        if (submerged)
            break;
        if (depth == WORLD_NO_HEIGHT || diff >= STEP_L || diff <= -STEP_L) {
            water_to_fall(g, item);
            item->fall_speed = 0;
            item->rot.x = item->rot.z = 0;
            zero_head(l);
            break;
        }
        l->water_status = LWS_SURFACE;
        Lara_SwitchAnim(g, item, LARA_ANIM_SURF_TREAD, 0);
        item->current_state = item->goal_state = LS_SURF_TREAD;
        item->fall_speed = 0;
        item->pos.y += 1 - diff;
        item->rot.x = item->rot.z = 0;
        l->dive_count = DIVE_WAIT + 1;
        zero_head(l);
        Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
        play(g, item, SFX_LARA_BREATH);
        break;

    case LWS_SURFACE:
        if (submerged)
            break;
        if (diff <= t->wade_depth) {
            water_to_fall(g, item);
        } else {
            /* The floor came up under her: she stands, about to wade. */
            l->water_status = LWS_WADE;
            Lara_SwitchAnim(g, item, LARA_ANIM_BREATH, 0);
            item->current_state = LS_STOP;
            item->goal_state = LS_WADE;
            Lara_Animate(g, item);
            item->fall_speed = 0;
        }
        item->rot.x = item->rot.z = 0;
        zero_head(l);
        break;

    case LWS_WADE:
        g->camera.target_elevation = -22 * DEG_1;
        if (diff < t->wade_out_depth) {
            l->water_status = LWS_ABOVE_WATER;
            if (item->current_state == LS_WADE)
                item->goal_state = LS_RUN;
        } else if (diff > LARA_SWIM_DEPTH && !swamp) {
            wade_to_surface(g, item, diff);
        }
        break;

    default:
        break;
    }
}

/* ---- handlers ------------------------------------------------------------------ */

static void handle_above_water(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    coll->old = item->pos;
    coll->old_state = item->current_state;
    coll->old_anim = item->anim;
    coll->old_frame = item->frame;
    coll->radius = LARA_RADIUS;
    coll->slopes_are_walls = false;
    coll->slopes_are_pits = false;
    coll->lava_is_pit = false;
    coll->enable_baddie_push = true;
    coll->enable_spaz = true;

    /* TR2 turns her head with the look key in any state that allows it
     * (the states that do not clear `look` for the next tick). */
    if (held(g, INPUT_LOOK) && l->look)
        Lara_LookLeftRight(g);
    else
        Lara_ResetLook(g);
    l->look = true;

    if (l->vehicle >= 0 && Vehicle_LaraControl(g, item))
        return;

    Lara_RunStateControl(g, item, coll);

    item->rot.z = decay(item->rot.z, LARA_LEAN_UNDO);
    l->turn_rate = decay(l->turn_rate, LARA_TURN_UNDO);
    item->rot.y = add16(item->rot.y, l->turn_rate);

    Lara_Animate(g, item);

    if (l->water_status != LWS_CHEAT) {
        Coll_LaraBaddieCollision(g, item, coll);
        /* A vehicle that let her states run still does her collision. */
        if (l->vehicle < 0)
            Lara_RunStateCollision(g, item, coll);
    }
    Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
    Gun_Control(g);
    Lara_TestTriggers(g, item, coll->trigger, coll->climb, coll->monkey);
}

/* TR1's underwater handler with TR2's swim turning: left / right build a
 * turn rate that fades as on land, and her pitch stops at 85 degrees. */
static void handle_underwater(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    Lara_WaterColl(item, coll, -LARA_HEIGHT_UW, LARA_HEIGHT_UW, LARA_RADIUS_UW);
    coll->enable_baddie_push = true;

    Lara_RunStateControl(g, item, coll);

    item->rot.z = decay(item->rot.z, LEAN_UNDO_UW);
    item->rot.x = clamp16(item->rot.x, -PITCH_MAX_UW, PITCH_MAX_UW);
    item->rot.z = clamp16(item->rot.z, -LEAN_MAX_UW, LEAN_MAX_UW);
    l->turn_rate = decay(l->turn_rate, LARA_TURN_UNDO);
    item->rot.y = add16(item->rot.y, l->turn_rate);

    Lara_RunCurrent(g, item, coll);
    Lara_Animate(g, item);

    int32_t speed = item->fall_speed;
    item->pos.y -= (speed * Math_Sin(item->rot.x)) >> (W2V_SHIFT + 2);
    item->pos.x += (((speed * Math_Sin(item->rot.y)) >> (W2V_SHIFT + 2)) * Math_Cos(item->rot.x)) >>
                   W2V_SHIFT;
    item->pos.z += (((speed * Math_Cos(item->rot.y)) >> (W2V_SHIFT + 2)) * Math_Cos(item->rot.x)) >>
                   W2V_SHIFT;

    Lara_WaterFinish(g, item, coll, 0);
}

/* Out of the water her air comes back: all at once (TR2), or as on the
 * surface while she lives (TR3, LaraTable.air_refills). */
static void breathe(Game *g, const Item *item)
{
    Lara *l = &g->lara;
    if (!g->rules->lara->air_refills) {
        l->air = LARA_AIR_MAX;
    } else if (item->hit_points >= 0 && l->air < LARA_AIR_MAX) {
        l->air = (int16_t)(l->air + SURF_AIR_GAIN);
        if (l->air > LARA_AIR_MAX)
            l->air = LARA_AIR_MAX;
    }
}

/* TR3's cold water (LaraTable.cold_water on a Game.cold_water level), as
 * the original's LaraControl on Antarctica and RX-Tech Mines: after her
 * tick, wading takes one of her warmth a tick and dry land gives one back,
 * at the surface she loses one, under water two (`status`: the water
 * status her tick began with, as the original's switch); with none left,
 * 10 hit points a tick. */
#define COLD_DAMAGE 10
static void chill(Game *g, Item *item, int status)
{
    Lara *l = &g->lara;
    if (!g->rules->lara->cold_water || !g->cold_water)
        return;
    int d = 0;
    if (status == LWS_ABOVE_WATER || status == LWS_WADE)
        d = l->water_status == LWS_WADE ? 1 : -1;
    else if (status == LWS_UNDERWATER)
        d = 2;
    else if (status == LWS_SURFACE)
        d = 1;
    l->cold = (int16_t)CLAMP(l->cold + d, 0, LARA_EXPOSURE_MAX + 1);
    if (l->cold > LARA_EXPOSURE_MAX)
        Lara_TakeDamage(g, COLD_DAMAGE, false);
}

/* TR3's poison (the original's game loop, before Lara's control): from
 * 16 on, every 64 ticks (its wibble coming round), capped at 256 then,
 * a sixteenth of it off her hit points. */
static void poison(Game *g, Item *item)
{
    Lara *l = &g->lara;
    if (l->poisoned < 16 || (g->sim->tick & 63))
        return;
    if (l->poisoned > 256)
        l->poisoned = 256;
    item->hit_points = (int16_t)(item->hit_points - (l->poisoned >> 4));
}

void Lara_ControlTR2(Game *g)
{
    Item *item = Game_LaraItem(g);
    if (!item)
        return;
    Lara *l = &g->lara;
    if (g->rules->lara->poison)
        poison(g, item);
    g->input_taken = 0;

    CollInfo coll;
    memset(&coll, 0, sizeof(coll));
    coll.trigger = -1;
    coll.climb = LARA_CLIMB_UNPROBED;

    /* Measured before she moves, as the original's water_surface_dist. */
    int32_t surface = Lara_SurfaceDist(g, item);
    /* On a vehicle the water cannot take her: the vehicle decides. */
    if (l->vehicle < 0) {
        /* TR3: a splash or ripples where the surface meets her (WadeSplash) */
        if (g->water3)
            Splash3_Wade(g, item,
                         World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z,
                                           item->room),
                         water_depth(g, item));
        update_water_status(g, item);
    }

    if (item->hit_points <= 0) {
        item->hit_points = -1;
        l->death_count++;
        l->target = -1;
        /* Blown apart (a mine under her boat): nothing of her moves any
         * more, and her death counts on twice as fast. */
        if (item->one_shot) {
            l->death_count++;
            return;
        }
    } else if (g->world.no_floor && item->pos.y >= g->world.no_floor) {
        /* Fallen below the script's "no floor" depth: dead, the death
         * timer nine seconds on (one to the menu). */
        item->hit_points = -1;
        l->death_count = NO_FLOOR_DEATH_COUNT;
    }

    const int status = l->water_status;
    switch (l->water_status) {
    case LWS_ABOVE_WATER:
    case LWS_WADE:
        if (!Lara_InSwamp(g, item) || surface >= SWAMP_BREATH_DEPTH) {
            /* (on TR3's UPV she is "above water" under water: its air rules) */
            if (l->vehicle < 0 ||
                !Object_Info(g, g->sim->items[l->vehicle].object_id)->rider_keeps_air)
                breathe(g, item);
        } else if (item->hit_points >= 0) {
            /* Sunk in a swamp: she drowns as under water, faster. */
            l->air = (int16_t)(l->air - SWAMP_AIR_LOSS);
            if (l->air < 0) {
                l->air = -1;
                Lara_TakeDamage(g, SWAMP_DAMAGE, false);
            }
        }
        handle_above_water(g, item, &coll);
        break;
    case LWS_UNDERWATER:
        if (item->hit_points >= 0) {
            l->air--;
            if (l->air < 0) {
                l->air = -1;
                Lara_TakeDamage(g, UW_DAMAGE, false);
            }
        }
        handle_underwater(g, item, &coll);
        break;
    case LWS_SURFACE:
        if (item->hit_points >= 0) {
            l->air = (int16_t)(l->air + SURF_AIR_GAIN);
            if (l->air > LARA_AIR_MAX)
                l->air = LARA_AIR_MAX;
        }
        Lara_HandleSurface(g, item, &coll);
        break;
    default:
        item->hit_points = LARA_HITPOINTS;
        l->death_count = 0;
        handle_underwater(g, item, &coll);
        break;
    }
    chill(g, item, status);
    LaraHair_Control(g);
}

/* ---- swimming states ---------------------------------------------------------- */

/* Pitch with forward / back; left / right build a turn rate (the handler
 * turns her by it) and lean her. */
static void swim_turn(Game *g, Item *item)
{
    Lara *l = &g->lara;
    if (held(g, INPUT_FORWARD))
        item->rot.x = add16(item->rot.x, -UW_TURN_RATE);
    else if (held(g, INPUT_BACK))
        item->rot.x = add16(item->rot.x, UW_TURN_RATE);

    if (held(g, INPUT_LEFT)) {
        l->turn_rate = (int16_t)(l->turn_rate - LARA_TURN_RATE);
        if (l->turn_rate < -LARA_MED_TURN)
            l->turn_rate = -LARA_MED_TURN;
        item->rot.z = add16(item->rot.z, -LEAN_RATE_SWIM);
    } else if (held(g, INPUT_RIGHT)) {
        l->turn_rate = (int16_t)(l->turn_rate + LARA_TURN_RATE);
        if (l->turn_rate > LARA_MED_TURN)
            l->turn_rate = LARA_MED_TURN;
        item->rot.z = add16(item->rot.z, LEAN_RATE_SWIM);
    }
}

/* Dead (floats up) or the roll key (the underwater roll turns her round):
 * the swimming states stop there (true). */
static bool dead_or_rolling(Game *g, Item *item, CollInfo *coll)
{
    coll->enable_spaz = false;
    if (item->hit_points <= 0) {
        item->goal_state = LS_UW_DEATH;
        return true;
    }
    if (held(g, INPUT_ROLL)) {
        item->current_state = LS_WATER_ROLL;
        Lara_SwitchAnim(g, item, LARA2_ANIM_UW_ROLL_START, 0);
        return true;
    }
    return false;
}

static void slow_down(Item *item)
{
    item->fall_speed = (int16_t)(item->fall_speed - WATER_FRICTION);
    if (item->fall_speed < 0)
        item->fall_speed = 0;
}

void LaraState2_Swim(Game *g, Item *item, CollInfo *coll)
{
    if (dead_or_rolling(g, item, coll))
        return;
    swim_turn(g, item);
    int16_t top = g->lara.water_status == LWS_CHEAT ? UW_MAX_SPEED * 2 : UW_MAX_SPEED;
    item->fall_speed = (int16_t)(item->fall_speed + SWIM_ACCEL);
    if (item->fall_speed > top)
        item->fall_speed = top;
    if (!held(g, INPUT_JUMP))
        item->goal_state = LS_GLIDE;
}

void LaraState2_Glide(Game *g, Item *item, CollInfo *coll)
{
    if (dead_or_rolling(g, item, coll))
        return;
    swim_turn(g, item);
    if (held(g, INPUT_JUMP))
        item->goal_state = LS_SWIM;
    slow_down(item);
    if (item->fall_speed <= UW_MAX_SPEED * 2 / 3)
        item->goal_state = LS_TREAD;
}

void LaraState2_Tread(Game *g, Item *item, CollInfo *coll)
{
    if (dead_or_rolling(g, item, coll))
        return;
    if (held(g, INPUT_LOOK))
        Lara_LookUpDown(g);
    swim_turn(g, item);
    if (held(g, INPUT_JUMP))
        item->goal_state = LS_SWIM;
    slow_down(item);
    if (g->lara.gun_status == LGS_HANDS_BUSY)
        g->lara.gun_status = LGS_ARMLESS;
}

/* The roll itself: she stops while the animation turns her over. */
void LaraState2_WaterRoll(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)coll;
    item->fall_speed = 0;
}

/* ---- swimming collision ----------------------------------------------------------- */

/* Swimming over a floor near the surface: she stands up into the wade. */
static void test_water_depth(Game *g, Item *item, const CollInfo *coll)
{
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    int32_t depth = water_depth(g, item);
    if (depth == WORLD_NO_HEIGHT) {
        item->pos = coll->old;
        item->fall_speed = 0;
    } else if (depth <= STAND_UP_DEPTH) {
        Lara_SwitchAnim(g, item, LARA2_ANIM_UNDERWATER_TO_STAND, 0);
        item->current_state = LS_WATER_OUT;
        item->goal_state = LS_STOP;
        item->rot.x = item->rot.z = 0;
        item->gravity = false;
        item->speed = 0;
        item->fall_speed = 0;
        g->lara.water_status = LWS_WADE;
        item->pos.y = World_Height(&g->world, s, item->pos.x, item->pos.y, item->pos.z);
    }
}

/* TR2's swimming probe: as tall as her body reaches up or down at her
 * pitch (at least 200), then TR1's deflections, then the depth test. */
void LaraCol2_Swim(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (item->rot.x < -ANGLE_90 || item->rot.x > ANGLE_90)
        l->move_angle = add16(item->rot.y, ANGLE_180);
    else
        l->move_angle = item->rot.y;
    coll->facing = l->move_angle;

    int32_t height = (LARA_HEIGHT * Math_Sin(item->rot.x)) >> W2V_SHIFT;
    if (height < 0)
        height = -height;
    if (height < 200)
        height = 200;
    coll->bad_neg = -height;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y + height / 2, item->pos.z, item->room,
                          height);
    Coll_ShiftItem(item, coll);
    if (coll->coll_type == COLL_CLAMP) {
        item->pos = coll->old;
        item->fall_speed = 0;
        return;
    }
    if (g->rules->lara->uw_ceiling_keeps_pitch) {
        /* TR3: the ceiling turns her down only when already steeply down. */
        if (coll->coll_type == COLL_TOP && item->rot.x < DIVE_PITCH)
            item->rot.x = add16(item->rot.x, -UW_CEILING_DEFLECT);
        Lara_SwimDeflect(item, coll, INT16_MAX);
    } else {
        Lara_SwimDeflect(item, coll, DIVE_PITCH);
    }
    if (l->water_status != LWS_CHEAT)
        test_water_depth(g, item, coll);
}

void LaraCol2_UwDeath(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    item->hit_points = -1;
    l->air = -1;
    l->gun_status = LGS_HANDS_BUSY;
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    if (wh != WORLD_NO_HEIGHT && wh < item->pos.y - 100)
        item->pos.y -= 5;
    LaraCol2_Swim(g, item, coll);
}

/* ---- surface collision ----------------------------------------------------------- */

/* Swimming onto a floor under the surface: she wades out (a step up out of
 * the water, or straight into the wade); sideways she steps. */
static bool test_water_step_out(Game *g, Item *item, const CollInfo *coll)
{
    Lara *l = &g->lara;
    if (coll->coll_type == COLL_FRONT || coll->mid.type == HEIGHT_BIG_SLOPE || coll->mid.floor >= 0)
        return false;
    if (coll->mid.floor < -STEP_L / 2) {
        item->current_state = LS_WATER_OUT;
        item->goal_state = LS_STOP;
        Lara_SwitchAnim(g, item, LARA2_ANIM_ONWATER_TO_WADE, 0);
    } else if (item->goal_state == LS_SURF_LEFT) {
        item->goal_state = LS_STEP_LEFT;
    } else if (item->goal_state == LS_SURF_RIGHT) {
        item->goal_state = LS_STEP_RIGHT;
    } else {
        item->current_state = item->goal_state = LS_WADE;
        Lara_SwitchAnim(g, item, LARA2_ANIM_WADE, 0);
    }
    item->pos.y += coll->front.floor + LARA_HEIGHT_SURF - 5;
    Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
    item->gravity = false;
    item->rot.x = item->rot.z = 0;
    item->speed = 0;
    item->fall_speed = 0;
    l->water_status = LWS_WADE;
    return true;
}

/* Climbing out onto an edge: three heights, three animations (the lowest
 * ends wading). */
static bool test_water_climb_out(Game *g, Item *item, const CollInfo *coll)
{
    Lara *l = &g->lara;
    if (coll->coll_type != COLL_FRONT || !held(g, INPUT_ACTION) ||
        coll->front.type == HEIGHT_BIG_SLOPE)
        return false;
    int32_t side = coll->left.floor - coll->right.floor;
    if (side >= SLOPE_DIF || side <= -SLOPE_DIF)
        return false;
    /* (TR2 also lets her climb out holding a flare: with the flares.) */
    if (l->gun_status != LGS_ARMLESS)
        return false;
    if (coll->front.ceiling > 0 || coll->mid.ceiling > -LARA_STEPUP_HEIGHT)
        return false;
    int32_t hdif = coll->front.floor + LARA_HEIGHT_SURF;
    if (hdif <= -STEP_L * 2 || hdif > LARA_HEIGHT_SURF - LARA_STEPUP_HEIGHT)
        return false;
    int16_t angle;
    if (!Lara_FacingAxis(item->rot.y, HANG_ANGLE, &angle))
        return false;

    item->pos.y += hdif - 5;
    Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
    switch (angle) {
    case 0:
        item->pos.z = (item->pos.z & -WALL_L) + WALL_L + LARA_RADIUS;
        break;
    case ANGLE_90:
        item->pos.x = (item->pos.x & -WALL_L) + WALL_L + LARA_RADIUS;
        break;
    case -ANGLE_180:
        item->pos.z = (item->pos.z & -WALL_L) - LARA_RADIUS;
        break;
    default:
        item->pos.x = (item->pos.x & -WALL_L) - LARA_RADIUS;
        break;
    }
    if (hdif < -STEP_L / 2)
        Lara_SwitchAnim(g, item, LARA_ANIM_SURF_CLIMB, 0);
    else if (hdif < STEP_L / 2)
        Lara_SwitchAnim(g, item, LARA2_ANIM_ONWATER_TO_STAND_MEDIUM, 0);
    else
        Lara_SwitchAnim(g, item, LARA2_ANIM_ONWATER_TO_WADE_LOW, 0);
    item->current_state = LS_WATER_OUT;
    item->goal_state = LS_STOP;
    item->rot.y = angle;
    item->rot.x = item->rot.z = 0;
    item->gravity = false;
    item->speed = 0;
    item->fall_speed = 0;
    l->gun_status = LGS_HANDS_BUSY;
    l->water_status = LWS_ABOVE_WATER;
    return true;
}

/* TR2's surface probe reaches 100 deeper than TR1's; after the dive test,
 * a floor under her wades her out. */
static void surface_collision(Game *g, Item *item, CollInfo *coll)
{
    coll->facing = g->lara.move_angle;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y + LARA_HEIGHT_SURF, item->pos.z,
                          item->room, LARA_HEIGHT_SURF + 100);
    Coll_ShiftItem(item, coll);
    if (coll->coll_type == COLL_LEFT) {
        item->rot.y = add16(item->rot.y, 5 * DEG_1);
    } else if (coll->coll_type == COLL_RIGHT) {
        item->rot.y = add16(item->rot.y, -5 * DEG_1);
    } else if (coll->coll_type != COLL_NONE ||
               (coll->mid.floor < 0 && coll->mid.type == HEIGHT_BIG_SLOPE)) {
        item->fall_speed = 0;
        item->pos = coll->old;
    }
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    if (wh - item->pos.y <= -100) {
        Lara_StartSurfaceDive(g, item);
        return;
    }
    test_water_step_out(g, item, coll);
}

void LaraCol2_SurfSwim(Game *g, Item *item, CollInfo *coll)
{
    coll->bad_neg = -LARA_STEPUP_HEIGHT;
    g->lara.move_angle = item->rot.y;
    surface_collision(g, item, coll);
    test_water_climb_out(g, item, coll);
}

void LaraCol2_SurfTread(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    surface_collision(g, item, coll);
}

void LaraCol2_SurfBack(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = add16(item->rot.y, -ANGLE_180);
    surface_collision(g, item, coll);
}

void LaraCol2_SurfLeft(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = add16(item->rot.y, -ANGLE_90);
    surface_collision(g, item, coll);
}

void LaraCol2_SurfRight(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = add16(item->rot.y, ANGLE_90);
    surface_collision(g, item, coll);
}
