/* TR2's weapon items: what leaves Lara's hands and lives on as an item.
 *  - the flare (O2_FLARE_ITEM): tumbles while it falls, bounces off the
 *    floor and walls, drifts under water, burns out after 60 seconds
 *    (its age and whether its flame shows: Item.data_index, age | 0x8000)
 *    and then goes when it lies still;
 *  - the grenade (O2_GRENADE): flies, drops once it slows, and explodes on
 *    the floor, the ceiling or a creature it meets, hurting each creature
 *    within 512 of its path by 30;
 *  - the harpoon bolt (O2_HARPOON_BOLT): flies straight under water and
 *    drops in air; the first creature it meets takes the harpoon's damage.
 * Facts from the original (TRX src/tr2/game/objects/general/flare_item.c,
 * grenade.c, harpoon_bolt.c). Picking a flare up again is the TR2 pickup's
 * (Gun_TakeFlare). */
#include "game/game.h"

#include "game/creature/creature.h"
#include "game/objects/general/interact.h"
#include "game/objects/trap/trap.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr2/weapon_items_tr2.h"

#define GRENADE_BLAST 512
#define GRENADE_SPEED 200
#define GRENADE_FALL_SPEED (GRENADE_SPEED - 10)
#define GRENADE_DAMAGE 30
#define HARPOON_DAMAGE 4 /* TR2's weapon table */

static void update_room(Game *g, int item, int16_t room)
{
    Trap_NewRoom(g, item, room);
}

/* ---- the flare ------------------------------------------------------------ */

static void flare_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (it->fall_speed) {
        it->rot.x = (int16_t)(it->rot.x + 3 * 182);
        it->rot.z = (int16_t)(it->rot.z + 5 * 182);
    } else {
        it->rot.x = it->rot.z = 0;
    }
    Vec3i old = it->pos;
    it->pos.z += (it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    it->pos.x += (it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    if (World_RoomIsWater(&g->world, it->room)) {
        it->fall_speed = (int16_t)(it->fall_speed + (5 - it->fall_speed) / 2);
        it->speed = (int16_t)(it->speed + (5 - it->speed) / 2);
    } else {
        it->fall_speed = (int16_t)(it->fall_speed + ANIM_GRAVITY);
    }
    it->pos.y += it->fall_speed;

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    if (it->pos.y < h) {
        int32_t c = World_Ceiling(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        if (it->pos.y < c) {
            it->fall_speed = (int16_t)-it->fall_speed;
            it->pos.y = c;
        }
    } else if (old.y > h) {
        /* Into a wall: back, turned round, slower. */
        it->pos = old;
        it->rot.y = (int16_t)(it->rot.y + ANGLE_180);
        it->speed /= 2;
        room = it->room;
    } else {
        if (it->fall_speed > 40) {
            it->fall_speed = (int16_t)(40 - it->fall_speed);
            if (it->fall_speed < -100)
                it->fall_speed = -100;
        } else {
            it->fall_speed = 0;
            it->speed = (int16_t)(it->speed - 3 < 0 ? 0 : it->speed - 3);
        }
        it->pos.y = h;
    }
    update_room(g, item, room);

    int32_t age = it->data_index & 0x7FFF;
    if (age < GUN_FLARE_MAX_AGE) {
        age++;
    } else if (it->fall_speed == 0 && it->speed == 0) {
        Trap_KillItem(g, item);
        return;
    }
    if (Gun_FlareLight(g, it->pos, it->room, age)) {
        age |= 0x8000;
        Gun_FlareBurn(g, it->pos, it->pos, it->room);
    }
    it->data_index = age;
}

/* Lara picks a flare up again (the original's pickup collision for it):
 * action while standing with free hands starts her flare pick-up (in
 * water she swims to it and takes it in her underwater one); at frame 58
 * (20 under water) of it the flare is hers, burning on. */
#define FLARE_PICKUP_FRAME 58
#define FLARE_PICKUP_FRAME_UW 20
#define LA2_UNDERWATER_FLARE_PICKUP 206

static const InteractBounds k_flare_bounds = {
    -256, 256, -100, 100, -256, 256, -10 * INTERACT_DEG, 10 * INTERACT_DEG, 0, 0, 0, 0,
};
static const InteractBounds k_flare_bounds_uw = {
    -512, 512, -512, 512, -512, 512, -45 * INTERACT_DEG, 45 * INTERACT_DEG,
    -45 * INTERACT_DEG, 45 * INTERACT_DEG, -45 * INTERACT_DEG, 45 * INTERACT_DEG,
};
static const Vec3i k_flare_uw_position = { 0, -200, -350 };

/* What the flare pick-up differs in between TR2 and TR3 (tomb3 pickup.cpp
 * PickUpCollision): TR3's Lara also takes it crouching (from her crouched
 * breathing, on her crouching flare pick-up's frame 22; on all fours
 * action first crouches her), and standing only from her breathing
 * animation; the flare model whose mesh goes into her hand. */
typedef struct {
    int16_t hand_object;
    bool crouch;
} FlarePickup;

static const FlarePickup k_pickup_tr2 = { .hand_object = O2_LARA_FLARE, .crouch = false };
static const FlarePickup k_pickup_tr3 = { .hand_object = O3_FLARE, .crouch = true };

#define LA3_DUCK_BREATHE 222
#define LA3_DUCK_FLARE_PICKUP 312
#define DUCK_FLARE_PICKUP_FRAME 22

/* The frame of her pick-up at which the flare is hers. */
static bool takes_flare_now(Game *g, const Item *lara, bool under, const FlarePickup *r)
{
    int frame = Object_AnimFrame(g, lara);
    if (under)
        return frame == FLARE_PICKUP_FRAME_UW;
    if (r->crouch && lara->anim - Lara_AnimBase(g, lara) == LA3_DUCK_FLARE_PICKUP)
        return frame == DUCK_FLARE_PICKUP_FRAME;
    return frame == FLARE_PICKUP_FRAME;
}

/* On dry land: standing still (TR3: breathing) or, in TR3, crouched. */
static void start_pickup_dry(Game *g, Item *lara, const FlarePickup *r)
{
    Lara *l = &g->lara;
    int anim = lara->anim - Lara_AnimBase(g, lara);
    bool ducked = r->crouch && lara->current_state == LS_DUCK && anim == LA3_DUCK_BREATHE;
    bool standing = lara->current_state == LS_STOP && (!r->crouch || anim == LARA_ANIM_BREATH);
    if (lara->gravity || !(ducked || standing))
        return;
    Interact_AnimateUntil(g, LS_FLARE_PICKUP);
    lara->goal_state = ducked ? LS_DUCK : LS_STOP;
    l->gun_status = LGS_HANDS_BUSY;
}

static void flare_collide(Game *g, int item, Item *lara, const FlarePickup *r)
{
    Item *it = &g->sim->items[item];
    Lara *l = &g->lara;
    bool under = l->water_status == LWS_UNDERWATER || l->water_status == LWS_CHEAT;
    if (!under && l->water_status != LWS_ABOVE_WATER && l->water_status != LWS_WADE)
        return;
    Vec3s old = it->rot;
    it->rot = (Vec3s){ (int16_t)(under ? -25 * INTERACT_DEG : 0), lara->rot.y, 0 };
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;
    if (!Interact_TestPosition(g, it, under ? &k_flare_bounds_uw : &k_flare_bounds)) {
        it->rot = old;
        return;
    }
    it->rot = old;
    if (lara->current_state == LS_FLARE_PICKUP) {
        if (takes_flare_now(g, lara, under, r) && l->gun_type != LGT_FLARE &&
            Gun_TakeFlare(g, item) && under)
            g->lara.mesh_swap[LARA_MESH_HAND_L] = r->hand_object;
        return;
    }
    if (!action)
        return;
    if (r->crouch && !under && lara->current_state == LS_ALL4S) {
        lara->goal_state = LS_DUCK;
        return;
    }
    if (l->gun_status != LGS_ARMLESS || l->gun_type == LGT_FLARE)
        return;
    if (!under) {
        start_pickup_dry(g, lara, r);
    } else if (lara->current_state == LS_TREAD &&
               Interact_MovePosition(g, it, &k_flare_uw_position)) {
        lara->fall_speed = 0;
        Lara_SwitchAnim(g, lara, LA2_UNDERWATER_FLARE_PICKUP, 0);
        lara->goal_state = LS_TREAD;
        lara->current_state = LS_FLARE_PICKUP;
    }
}

static void flare_collision(Game *g, int item, Item *lara, CollInfo *c)
{
    flare_collide(g, item, lara, &k_pickup_tr2);
}

static void flare_collision_tr3(Game *g, int item, Item *lara, CollInfo *c)
{
    flare_collide(g, item, lara, &k_pickup_tr3);
}

/* ---- what the grenade and the bolt meet ------------------------------------ */

bool Weapon2_Meets(Game *g, const Item *it, Vec3i old, const Item *t, int32_t radius)
{
    AnimFrame f;
    if (!Coll_GetBestFrame(g->lv, t, &f))
        return false;
    const BoundingBox *b = &f.bbox;
    int32_t cdy = it->pos.y - t->pos.y;
    if (cdy + radius < b->min_y || cdy - radius > b->max_y)
        return false;
    int32_t cy = Math_Cos(t->rot.y), sy = Math_Sin(t->rot.y);
    int32_t cdx = it->pos.x - t->pos.x, cdz = it->pos.z - t->pos.z;
    int32_t odx = old.x - t->pos.x, odz = old.z - t->pos.z;
    int32_t rx = (cy * cdx - sy * cdz) >> W2V_SHIFT;
    int32_t sx = (cy * odx - sy * odz) >> W2V_SHIFT;
    if ((rx + radius < b->min_x && sx + radius < b->min_x) ||
        (rx - radius > b->max_x && sx - radius > b->max_x))
        return false;
    int32_t rz = (sy * cdx + cy * cdz) >> W2V_SHIFT;
    int32_t sz = (sy * odx + cy * odz) >> W2V_SHIFT;
    if ((rz + radius < b->min_z && sz + radius < b->min_z) ||
        (rz - radius > b->max_z && sz - radius > b->max_z))
        return false;
    return true;
}

bool Weapon2_Candidate(Game *g, int item, int self)
{
    const Item *t = &g->sim->items[item];
    const ObjectInfo *o = Object_Info(g, t->object_id);
    return item != g->sim->lara && item != self && t->collidable && o->intelligent &&
           t->status != ITEM_STATUS_INVISIBLE && o->collision;
}

/* ---- the grenade ------------------------------------------------------------- */

static void grenade_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Vec3i old = it->pos;
    it->speed--;
    if (it->speed < GRENADE_FALL_SPEED)
        it->fall_speed++;
    it->pos.y += it->fall_speed - ((it->speed * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    int32_t sp = (it->speed * Math_Cos(it->rot.x)) >> W2V_SHIFT;
    it->pos.z += (sp * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    it->pos.x += (sp * Math_Sin(it->rot.y)) >> W2V_SHIFT;

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    update_room(g, item, room);

    bool explode = false;
    int32_t radius = 0;
    if (!s || it->pos.y >= it->floor ||
        it->pos.y <= World_Ceiling(&g->world, s, it->pos.x, it->pos.y, it->pos.z)) {
        radius = GRENADE_BLAST;
        explode = true;
    }
    for (int t = g->sim->room_items[it->room]; t != ITEM_NONE; t = g->sim->items[t].next_item) {
        if (!Weapon2_Candidate(g, t, item))
            continue;
        Item *ti = &g->sim->items[t];
        if (!Weapon2_Meets(g, it, old, ti, radius))
            continue;
        explode = true;
        if (ti->status != ITEM_STATUS_ACTIVE)
            continue;
        Gun_HitTarget(g, ti, GRENADE_DAMAGE);
        if (ti->hit_points <= 0 && ti->object_id != O2_DRAGON_FRONT)
            Creature_Die(g, t);
    }
    if (explode) {
        int fx = Effect_Create(g, it->room);
        if (fx != EFFECT_NONE) {
            Effect *e = Effect_Get(g, fx);
            e->pos = old;
            e->speed = 0;
            e->frame_num = 0;
            e->counter = 0;
            e->object_id = O2_EXPLOSION;
        }
        Effect_Sound(g, g->rules->sounds->explosion, NULL);
        Trap_KillItem(g, item);
    }
}

/* ---- the harpoon bolt -------------------------------------------------------- */

static void bolt_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Vec3i old = it->pos;
    if (!World_RoomIsWater(&g->world, it->room))
        it->fall_speed = (int16_t)(it->fall_speed + ANIM_GRAVITY / 2);
    it->pos.x += (it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    it->pos.z += (it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    it->pos.y += it->fall_speed;

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    update_room(g, item, room);

    bool hit = false;
    for (int t = g->sim->room_items[it->room]; t != ITEM_NONE; t = g->sim->items[t].next_item) {
        if (!Weapon2_Candidate(g, t, item))
            continue;
        Item *ti = &g->sim->items[t];
        if (!Weapon2_Meets(g, it, old, ti, 0))
            continue;
        if (ti->status == ITEM_STATUS_ACTIVE) {
            Effect_Blood(g, it->pos.x, it->pos.y, it->pos.z, 0, 0, it->room);
            Gun_HitTarget(g, ti, HARPOON_DAMAGE);
        }
        hit = true;
        break;
    }
    if (!hit && (!s || it->pos.y >= it->floor ||
                 it->pos.y <= World_Ceiling(&g->world, s, it->pos.x, it->pos.y, it->pos.z)))
        hit = true;
    if (hit)
        Trap_KillItem(g, item);
    else if (World_RoomIsWater(&g->world, it->room))
        Effect_Bubble(g, &it->pos, it->room);
}

/* TR3's thrown flare flies, lands and burns as TR2's; it is picked up
 * again as TR2's, crouching too (flare_collision_tr3). */
void Weapon3_SetupFlare(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = flare_control;
    o->collision = flare_collision_tr3;
    o->save_position = o->save_flags = true;
}

void Weapon2_SetupItems(Game *g)
{
    ObjectInfo *o = &g->objects[O2_FLARE_ITEM];
    o->control = flare_control;
    o->collision = flare_collision;
    o->save_position = o->save_flags = true;
    o = &g->objects[O2_GRENADE];
    o->control = grenade_control;
    o->save_position = true;
    o = &g->objects[O2_HARPOON_BOLT];
    o->control = bolt_control;
    o->save_position = true;
}
