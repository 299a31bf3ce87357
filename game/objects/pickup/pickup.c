/* Pickups (see pickup.h). Pickups have no control routine: they never sit
 * on the active list; Lara's collision takes them. */
#include "game/objects/pickup/pickup.h"

#include "game/game.h"
#include "game/objects/general/interact.h"

#define D INTERACT_DEG
#define PICKUP_FRAME 42     /* frame of her pick-up that takes the item */
#define PICKUP_FRAME_UW 18  /* the same under water */
#define LARA_MESH_TORSO 7
/* TR3's crouching pick-up (its animation numbers, from her first). */
#define LARA3_ANIM_DUCK_BREATHE 222
#define LARA3_ANIM_DUCK_PICKUP 291
#define DUCK_PICKUP_FRAME 22 /* ... the frames of it that take the item */
#define DUCK_PICKUP_FRAME2 20

enum { RULES_TR1, RULES_TR2, RULES_TR3 };

static const InteractBounds k_bounds = {
    -256, 256, -100, 100, -256, 256,
    -10 * D, 10 * D, 0, 0, 0, 0,
};

static const InteractBounds k_bounds_water = {
    -512, 512, -512, 512, -512, 512,
    -45 * D, 45 * D, -45 * D, 45 * D, -45 * D, 45 * D,
};

static const Vec3i k_position = { 0, 0, -100 };
static const Vec3i k_position_water = { 0, -200, -350 };

static bool is_pickup(const Game *g, const Item *it);

/* Into the inventory and out of the world. */
static void take(Game *g, int index, Item *it)
{
    /* The shotgun goes on her back. */
    const GameObjectIds *ids = g->rules->ids;
    if (ids && it->object_id == ids->shotgun_item && g->objects[ids->lara_shotgun].loaded)
        g->lara.mesh_swap[LARA_MESH_TORSO] = ids->lara_shotgun;
    /* (TR3's rules get their inventory with its ring.) */
    if (g->rules->inventory_add)
        g->rules->inventory_add(g, it->object_id);
    it->status = ITEM_STATUS_INVISIBLE;
    Sim_RemoveDrawn(g->sim, index);
    g->pickups++;
}

/* Everything lying on the spot (same x and z) goes at once. */
static void take_all_here(Game *g, const Item *it, const Item *lara)
{
    Sim *s = g->sim;
    int n = s->room_items[lara->room];
    for (uint32_t guard = 0; n != ITEM_NONE && guard <= s->num_items; guard++) {
        Item *other = &s->items[n];
        int next = other->next_item;
        if (other->pos.x == it->pos.x && other->pos.z == it->pos.z && is_pickup(g, other))
            take(g, n, other);
        n = next;
    }
}

static int lara_rel_anim(const Game *g, const Item *lara)
{
    return lara->anim - Lara_AnimBase(g, lara);
}

/* The frame of her pick-up that takes the item: TR3 also picks up
 * crouching (its own animation, two frames of it). */
static bool taking_frame(const Game *g, const Item *lara, int rules)
{
    int frame = Object_AnimFrame(g, lara);
    if (rules == RULES_TR3 && lara_rel_anim(g, lara) == LARA3_ANIM_DUCK_PICKUP)
        return frame == DUCK_PICKUP_FRAME || frame == DUCK_PICKUP_FRAME2;
    return frame == PICKUP_FRAME;
}

/* Standing still with action (TR3: standing in her breathing animation,
 * or crouching still; on all fours, action first crouches her). */
static void reach_for(Game *g, Item *it, Item *lara, int rules)
{
    if (!(Game_Input(g) & INPUT_ACTION))
        return;
    if (rules == RULES_TR3 && lara->current_state == LS_ALL4S) {
        lara->goal_state = LS_DUCK;
        return;
    }
    if (g->lara.gun_status != LGS_ARMLESS || lara->gravity)
        return;
    if (rules != RULES_TR3) {
        if (lara->current_state != LS_STOP)
            return;
        Interact_AlignPosition(g, it, &k_position);
        Interact_AnimateUntil(g, LS_PICKUP);
        lara->goal_state = LS_STOP;
        g->lara.gun_status = LGS_HANDS_BUSY;
        return;
    }
    int anim = lara_rel_anim(g, lara);
    bool ducked = lara->current_state == LS_DUCK && anim == LARA3_ANIM_DUCK_BREATHE;
    if (!ducked && !(lara->current_state == LS_STOP && anim == LARA_ANIM_BREATH))
        return;
    /* TR3 steps her animation once toward the pick-up (crouching, that is
     * the crouching pick-up), then means to end where she began. */
    Interact_AlignPosition(g, it, &k_position);
    lara->goal_state = LS_PICKUP;
    Lara_Animate(g, lara);
    lara->goal_state = ducked ? LS_DUCK : LS_STOP;
    g->lara.gun_status = LGS_HANDS_BUSY;
}

/* TR2's way (rules TR2 and TR3 below): wading counts as dry land, under
 * water her hands must be free, only the item she reached for is taken,
 * and the item gets its own rotation back after the test. TR3 adds the
 * crouching pick-up (reach_for). */
static void collide(Game *g, int index, Item *lara, int rules)
{
    bool tr2 = rules != RULES_TR1;
    Item *it = &g->sim->items[index];
    /* The test is made with the item turned to face her (TR1's original
     * leaves it turned: sprites do not show it). */
    it->rot.y = lara->rot.y;
    it->rot.z = 0;

    int ws = g->lara.water_status;
    if (ws == LWS_ABOVE_WATER || (tr2 && ws == LWS_WADE)) {
        it->rot.x = 0;
        if (!Interact_TestPosition(g, it, &k_bounds))
            return;
        if (lara->current_state == LS_PICKUP) {
            if (!taking_frame(g, lara, rules))
                return;
            if (tr2)
                take(g, index, it);
            else
                take_all_here(g, it, lara);
            return;
        }
        reach_for(g, it, lara, rules);
    } else if (ws == LWS_UNDERWATER) {
        it->rot.x = (int16_t)(-25 * D);
        if (!Interact_TestPosition(g, it, &k_bounds_water))
            return;
        if (lara->current_state == LS_PICKUP) {
            if (Object_AnimFrame(g, lara) != PICKUP_FRAME_UW)
                return;
            if (tr2)
                take(g, index, it);
            else
                take_all_here(g, it, lara);
            return;
        }
        if ((Game_Input(g) & INPUT_ACTION) && lara->current_state == LS_TREAD &&
            (!tr2 || g->lara.gun_status == LGS_ARMLESS)) {
            if (!Interact_MovePosition(g, it, &k_position_water))
                return;
            Interact_AnimateUntil(g, LS_PICKUP);
            lara->goal_state = LS_TREAD;
        }
    }
}

static void pickup_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    collide(g, index, lara, RULES_TR1);
}

static void pickup_collision_tr2(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    Vec3s rot = it->rot;
    collide(g, index, lara, RULES_TR2);
    it->rot = rot;
}

static void pickup_collision_tr3(Game *g, int index, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[index];
    Vec3s rot = it->rot;
    collide(g, index, lara, RULES_TR3);
    it->rot = rot;
}

static bool is_pickup(const Game *g, const Item *it)
{
    return Object_Info(g, it->object_id)->collision == pickup_collision;
}

bool Pickup_IsKind(const Game *g, int object_id)
{
    CollObjectRoutine fn = Object_Info(g, object_id)->collision;
    return fn == pickup_collision || fn == pickup_collision_tr2 || fn == pickup_collision_tr3;
}

static const int k_pickups[] = {
    O_PICKUP_ITEM1, O_PICKUP_ITEM2, O_KEY_ITEM1, O_KEY_ITEM2, O_KEY_ITEM3, O_KEY_ITEM4,
    O_PUZZLE_ITEM1, O_PUZZLE_ITEM2, O_PUZZLE_ITEM3, O_PUZZLE_ITEM4, O_GUN_ITEM, O_SHOTGUN_ITEM,
    O_MAGNUM_ITEM, O_UZI_ITEM, O_GUN_AMMO_ITEM, O_SG_AMMO_ITEM, O_MAG_AMMO_ITEM, O_UZI_AMMO_ITEM,
    O_EXPLOSIVE_ITEM, O_MEDI_ITEM, O_BIGMEDI_ITEM, O_SCION_ITEM2, O_LEADBAR_ITEM,
};

void Pickup_SetupKind(Game *g, int id)
{
    ObjectInfo *o = &g->objects[id];
    o->collision = pickup_collision;
    o->save_flags = true;
}

void Pickup_SetupKindTR2(Game *g, int id)
{
    ObjectInfo *o = &g->objects[id];
    o->collision = pickup_collision_tr2;
    o->save_flags = true;
}

void Pickup_SetupKindTR3(Game *g, int id)
{
    ObjectInfo *o = &g->objects[id];
    o->collision = pickup_collision_tr3;
    o->save_flags = true;
    o->save_position = true; /* tomb3 setup.cpp: a dropped one has moved */
}

void Pickup_Setup(Game *g)
{
    for (size_t i = 0; i < sizeof(k_pickups) / sizeof(k_pickups[0]); i++)
        Pickup_SetupKind(g, k_pickups[i]);
}

bool Pickup_Trigger(Game *g, int index)
{
    if (index < 0 || (uint32_t)index >= g->sim->num_items)
        return false;
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_INVISIBLE)
        return false;
    it->status = ITEM_STATUS_DEACTIVATED;
    return true;
}
