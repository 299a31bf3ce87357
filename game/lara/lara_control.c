/* Lara's tick (see lara.h): water-status transitions, then the handler of
 * her water status; the above-water handler and her animate step live
 * here, the underwater and surface ones in lara_water.c. */
#include "game/lara/lara_internal.h"
#include "game/lara/lara_climb.h"

#include <string.h>

#include "engine/math/fixed.h"
#include "game/flipeffect.h"
#include "game/lara/lara_gun.h"

#define LARA_UW_DAMAGE 5        /* hit points a tick once out of air */
#define LARA_SURF_AIR_GAIN 10   /* air regained a tick at the surface */
#define SWAMP_SINK 2            /* TR3: how far she sinks a tick in a swamp */


static void init_item(Game *g, Item *item)
{
    Lara *l = &g->lara;
    /* She is not something the collision of other items looks at. */
    item->collidable = false;
    item->hit_points = LARA_HITPOINTS;
    /* The demo start puts her in her standing animation; in a water room
     * the original starts her treading water instead. */
    if (World_RoomIsWater(&g->world, item->room)) {
        l->water_status = LWS_UNDERWATER;
        item->fall_speed = 0;
        item->current_state = item->goal_state = LS_TREAD;
        Lara_SwitchAnim(g, item, LARA_ANIM_TREAD, 0);
    }
}

void Lara_Init(Game *g)
{
    Lara *l = &g->lara;
    memset(l, 0, sizeof(*l));
    l->item = g->sim->lara;
    l->target = -1;
    l->interact_target = -1;
    l->vehicle = -1;
    l->air = LARA_AIR_MAX;
    l->water_status = LWS_ABOVE_WATER;
    l->gun_status = LGS_ARMLESS;
    l->gun_type = LGT_PISTOLS;
    l->request_gun_type = LGT_PISTOLS;
    l->has_pistols = true;
    l->pistols.ammo = 1000;
    l->left_arm.anim = l->right_arm.anim = -1;
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        l->mesh_swap[i] = -1;
    Item *item = Game_LaraItem(g);
    if (item)
        init_item(g, item);
    /* Weapons last: the holstered guns' meshes replace her own. */
    Gun_Init(g);
}

int Lara_AnimBase(const Game *g, const Item *item)
{
    if (item->model < 0 || (uint32_t)item->model >= g->lv->num_models)
        return 0;
    int first = Sim_ModelFirstAnim(g->lv, &g->lv->models[item->model]);
    return first < 0 ? 0 : first;
}

void Lara_SwitchAnim(Game *g, Item *item, int rel_anim, int rel_frame)
{
    int anim = Lara_AnimBase(g, item) + rel_anim;
    if (anim < 0 || (uint32_t)anim >= g->lv->num_animations)
        return;
    item->anim = (int16_t)anim;
    item->frame = (int16_t)(g->lv->animations[anim].frame_start + rel_frame);
}

void Lara_TakeDamage(Game *g, int16_t damage, bool hit_status)
{
    Item *item = Game_LaraItem(g);
    if (!item)
        return;
    item->hit_points = (int16_t)(item->hit_points - damage);
    if (item->hit_points < 0)
        item->hit_points = 0;
    if (hit_status)
        item->hit_status = true;
}

/* Her animations' events go to the Sim's handlers (sound, flipeffects),
 * except the two that concern her alone: EMPTY_HANDS frees her hands, and
 * KILL means nothing for her. The Sim's AnimEvents carry one user pointer,
 * so her step wraps them. */
typedef struct {
    const AnimEvents *inner;
    Game *g;
} LaraEvents;

static void ev_sound(void *user, Item *item, int sound_id)
{
    const LaraEvents *le = user;
    if (le->inner->sound)
        le->inner->sound(le->inner->user, item, sound_id);
}

static void ev_flipeffect(void *user, Item *item, int effect)
{
    const LaraEvents *le = user;
    if (le->inner->flipeffect)
        le->inner->flipeffect(le->inner->user, item, effect);
    /* The parts of her own effects that reach into her game state, which
     * the flipeffect module cannot see: a climb or vault frees her hands
     * before its animation ends; her reset to standing also resets the
     * camera. */
    if (effect == FX_LARA_HANDSFREE)
        le->g->lara.gun_status = LGS_ARMLESS;
    else if (effect == FX_LARA_NORMAL)
        le->g->camera.type = CAM_CHASE;
}

static void ev_empty_hands(void *user, Item *item)
{
    const LaraEvents *le = user;
    le->g->lara.gun_status = LGS_ARMLESS;
}

void Lara_Animate(Game *g, Item *item)
{
    LaraEvents le = {.inner = &g->sim->events, .g = g};
    AnimEvents ev = {
        .user = &le,
        .sound = ev_sound,
        .flipeffect = ev_flipeffect,
        .empty_hands = ev_empty_hands,
        .kill = NULL,
    };
    AnimStepOptions opt = {
        .lara = true,
        .calc_fall_speed = &g->lara.calc_fall_speed,
        .use_move_angle = true,
        .move_angle = g->lara.move_angle,
        .swamp = Lara_InSwamp(g, item),
    };
    opt.swamp_wade = opt.swamp && g->lara.water_status == LWS_WADE;
    Anim_AnimateEx(g->lv, item, &ev, &opt);
}

bool Lara_InSwamp(const Game *g, const Item *item)
{
    if (!g->rules || !g->rules->lara->swamps)
        return false;
    const Room *r = World_Room(&g->world, item->room);
    return r && (r->flags & ROOM_FLAG_SWAMP);
}

int32_t Lara_SurfaceDist(Game *g, const Item *item)
{
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    return wh == WORLD_NO_HEIGHT ? WORLD_NO_HEIGHT : wh - item->pos.y;
}

int32_t Lara_SwampFloor(const Game *g, const Item *item, int32_t mid_floor, bool on_floor)
{
    if (mid_floor < 0 || !Lara_InSwamp(g, item))
        return mid_floor;
    return mid_floor || on_floor ? SWAMP_SINK : 0;
}

int32_t Lara_FloorFront(Game *g, Item *item, int16_t angle, int32_t dist)
{
    int32_t x = item->pos.x + ((Math_Sin(angle) * dist) >> W2V_SHIFT);
    int32_t y = item->pos.y - LARA_HEIGHT;
    int32_t z = item->pos.z + ((Math_Cos(angle) * dist) >> W2V_SHIFT);
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    if (h != WORLD_NO_HEIGHT)
        h -= item->pos.y;
    return h;
}

/* Moves `v` toward zero by `undo`, snapping to zero inside +-undo. */
static int16_t decay(int16_t v, int16_t undo)
{
    if (v >= -undo && v <= undo)
        return 0;
    return (int16_t)(v < 0 ? v + undo : v - undo);
}

/* Head (and torso, which follows it) drifting back to straight ahead when
 * not looking: within half a head turn it snaps, else it loses an eighth. */
static int16_t ease_head(int16_t a)
{
    if (a > -LARA_HEAD_TURN / 2 && a < LARA_HEAD_TURN / 2)
        return 0;
    return (int16_t)(a - a / 8);
}

static void handle_above_water(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    coll->old = item->pos;
    coll->radius = LARA_RADIUS;
    coll->lava_is_pit = false;
    coll->slopes_are_walls = false;
    coll->slopes_are_pits = false;
    coll->enable_spaz = true;
    coll->enable_baddie_push = true;

    Lara_RunStateControl(g, item, coll);

    if (g->camera.type != CAM_LOOK) {
        l->head_rot.x = ease_head(l->head_rot.x);
        l->torso_rot.x = l->head_rot.x;
        l->head_rot.y = ease_head(l->head_rot.y);
        l->torso_rot.y = l->head_rot.y;
    }

    /* Lean and turn rate fade a little every tick; the state routines
     * above add to them while a direction is held. */
    item->rot.z = decay(item->rot.z, LARA_LEAN_UNDO);
    l->turn_rate = decay(l->turn_rate, LARA_TURN_UNDO);
    item->rot.y = (int16_t)(item->rot.y + l->turn_rate);

    Lara_Animate(g, item);

    Coll_LaraBaddieCollision(g, item, coll);
    Lara_RunStateCollision(g, item, coll);
    /* Room membership is judged from her middle, half her height up. */
    Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
    Gun_Control(g);
    Lara_TestTriggers(g, item, coll->trigger, coll->climb, coll->monkey);
}

void Lara_Control(Game *g)
{
    if (g->rules->lara->tick) {
        g->rules->lara->tick(g);
        if (g->rules->lara->looks)
            g->rules->lara->looks(g);
        return;
    }
    Item *item = Game_LaraItem(g);
    if (!item)
        return;
    Lara *l = &g->lara;
    /* This tick's word (Game_Input), which the look helpers may consume
     * bits of (the camera, running after her, sees what is left, as in the
     * original). */
    g->input_taken = 0;

    CollInfo coll;
    memset(&coll, 0, sizeof(coll));
    coll.trigger = -1;
    coll.climb = LARA_CLIMB_UNPROBED;

    Lara_UpdateWaterStatus(g, item);

    if (item->hit_points <= 0) {
        item->hit_points = -1;
        l->death_count++;
        /* A dead Lara aims at nothing. */
        l->target = -1;
    }

    switch (l->water_status) {
    case LWS_ABOVE_WATER:
        l->air = LARA_AIR_MAX;
        handle_above_water(g, item, &coll);
        break;
    case LWS_UNDERWATER:
        if (item->hit_points >= 0) {
            l->air--;
            if (l->air < 0) {
                l->air = -1;
                Lara_TakeDamage(g, LARA_UW_DAMAGE, false);
            }
        }
        Lara_HandleUnderwater(g, item, &coll);
        break;
    case LWS_SURFACE:
        if (item->hit_points >= 0) {
            l->air += LARA_SURF_AIR_GAIN;
            if (l->air > LARA_AIR_MAX)
                l->air = LARA_AIR_MAX;
        }
        Lara_HandleSurface(g, item, &coll);
        break;
    default:
        /* The fly cheat: indestructible, moved by the underwater code. */
        item->hit_points = LARA_HITPOINTS;
        l->death_count = 0;
        Lara_HandleUnderwater(g, item, &coll);
        break;
    }
}
