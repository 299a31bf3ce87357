/* TR2's flare in Lara's hand: the flare key takes one from the inventory,
 * her left arm plays the flare model's frames (draw, strike, hold), the
 * flare burns 60 seconds with its light (lara.left_arm.flash_gun says
 * whether it gives light this tick) and is thrown when the key is pressed
 * again or it burns out; drawing a gun drops it. A burning flare on the
 * floor is an item (game/objects/tr2/weapon_items_tr2.c) that Lara may
 * pick up again (Gun_TakeFlare). Facts from the original (TRX
 * src/tr2/decomp/flares.c). */
#include "game/lara/lara_gun_tr2.h"
#include "game/lara/lara_tr2_internal.h"

#include "game/inventory/inventory.h"
#include "game/objects/trap/trap.h"
#include "game/objects/tr2/object_ids_tr2.h"

/* Frames of the left arm, counted along the flare model's animations:
 * hold, throw, draw, strike, and the hold reached from a pickup. */
enum {
    FL_HOLD = 0,
    FL_THROW = 1,
    FL_THROW_RELEASE = 21,
    FL_DRAW = 33,
    FL_DRAW_GOT_IT = 46,
    FL_IGNITE = 72,
    FL_2_HOLD = 95,
    FL_END = 110,
    FL_THROW_FRAMES = 32,
};

/* TR2's animation numbers the flare looks at (Lara's TR2 animations). */
enum {
    LA2_STAND_STILL = 11,
    LA2_STAND_IDLE = 103,
    LA2_FLARE_THROW = 214,
};

/* The states in which she keeps the flare raised in her hand. */
static bool hold_state(int s)
{
    switch (s) {
    case LS_WALK: case LS_STOP: case LS_POSE: case LS_TURN_R: case LS_TURN_L: case LS_BACK:
    case LS_FAST_TURN: case LS_STEP_LEFT: case LS_STEP_RIGHT: case LS_WADE: case LS_PICKUP:
    case LS_SWITCH_ON: case LS_SWITCH_OFF:
        return true;
    default:
        return false;
    }
}

static bool room_is_water(Game *g, Vec3i p, int room)
{
    int16_t r = (int16_t)room;
    World_Sector(&g->world, p.x, p.y, p.z, &r);
    return World_RoomIsWater(&g->world, r);
}

int Gun_FlareLight(Game *g, Vec3i pos, int room, int age)
{
    if (age >= FLARE2_MAX_AGE)
        return 0;
    int32_t r = Prng_Draw(&g->sim->prng);
    Vec3i p = { pos.x + (r & 0xA0), pos.y, pos.z };
    if (age < FLARE2_YOUNG_AGE) {
        int in = FLARE2_INTENSITY * (age - FLARE2_YOUNG_AGE) / (2 * FLARE2_YOUNG_AGE) +
                 FLARE2_INTENSITY;
        Gun_AddLight(&g->lights, p, room, in, FLARE2_FALLOFF);
        return 1;
    }
    if (age < FLARE2_OLD_AGE) {
        Gun_AddLight(&g->lights, p, room, FLARE2_INTENSITY, FLARE2_FALLOFF);
        return 1;
    }
    /* Burning out: it flickers. */
    if (r > 0x2000) {
        Gun_AddLight(&g->lights, p, room, FLARE2_INTENSITY - (r & 3), FLARE2_FALLOFF);
        return 1;
    }
    Gun_AddLight(&g->lights, p, room, FLARE2_INTENSITY, FLARE2_FALLOFF / 2);
    return 0;
}

void Gun_FlareBurn(Game *g, Vec3i sound_at, Vec3i pos, int room)
{
    Effect_Sound(g, SFX2_FLARE_BURN, &sound_at);
    if (room_is_water(g, pos, room) && Prng_Draw(&g->sim->prng) < 0x4000)
        Effect_Bubble(g, &pos, room);
}

/* The game's flare light and life (GunRules; TR2's without its own). */
static int game_flare_light(Game *g, Vec3i pos, int room, int age)
{
    const struct GunRules *r = g->rules->guns;
    return r->flare_light ? r->flare_light(g, pos, room, age) : Gun_FlareLight(g, pos, room, age);
}

static int max_age(const Game *g)
{
    int a = g->rules->guns->flare_max_age;
    return a > 0 ? a : FLARE2_MAX_AGE;
}

/* The held flare's tick: lit at age 0, light, burn; burnt out, it is
 * thrown as soon as her hands are free. */
static void in_hand(Game *g)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    Vec3i p = { 11, 32, 41 };
    Effect_JointAbsPosition(g, lara, &p, LARA_MESH_HAND_L, NULL);
    if (l->flare_age == 0)
        Effect_Sound(g, SFX2_FLARE_IGNITE, &p);
    l->left_arm.flash_gun = (int16_t)game_flare_light(g, p, lara->room, l->flare_age);
    if (l->flare_age < max_age(g)) {
        l->flare_age++;
        Gun_FlareBurn(g, lara->pos, p, lara->room);
    } else if (l->gun_status == LGS_ARMLESS) {
        l->gun_status = LGS_UNDRAW;
    }
}

/* The left arm's animation for a frame of the run. */
static void set_arm(Game *g, int frame)
{
    int rel;
    if (frame < FL_THROW)
        rel = 0;
    else if (frame < FL_DRAW)
        rel = 1;
    else if (frame < FL_IGNITE)
        rel = 2;
    else if (frame < FL_2_HOLD)
        rel = 3;
    else
        rel = 4;
    const Model *m = Level_FindModel(g->lv, Gun2_Ids(g)->flare_anim);
    LaraArm *arm = &g->lara.left_arm;
    arm->frame_number = (int16_t)frame;
    if (!m || m->animation == 0xFFFF || m->animation + (uint32_t)rel >= g->lv->num_animations)
        return;
    arm->anim = (int16_t)(m->animation + rel);
    /* The flare model numbers its frames along the whole run, so the arm's
     * frame counts from the model's first frame. */
    arm->frame_base = Gun_ObjectFrameBase(g->lv, Gun2_Ids(g)->flare_anim);
}

/* Drawn: hands free again, the flare held. */
static void flare_ready(Game *g)
{
    Lara *l = &g->lara;
    l->gun_status = LGS_ARMLESS;
    l->left_arm.rot = l->right_arm.rot = (Vec3s){ 0, 0, 0 };
    l->left_arm.lock = l->right_arm.lock = false;
    l->target = -1;
}

void Gun2_FlareControl(Game *g)
{
    Lara *l = &g->lara;
    const Item *lara = Game_LaraItem(g);
    bool hold = hold_state(lara->current_state);
    if (l->gun_status == LGS_ARMLESS) {
        if (hold) {
            if (!l->flare_control_left) {
                l->left_arm.frame_number = FL_2_HOLD;
                l->flare_control_left = true;
            } else if (l->left_arm.frame_number != FL_HOLD) {
                l->left_arm.frame_number++;
                if (l->left_arm.frame_number == FL_END)
                    l->left_arm.frame_number = FL_HOLD;
            }
        } else {
            l->flare_control_left = false;
        }
    } else {
        l->flare_control_left = hold;
    }
    in_hand(g);
    set_arm(g, l->left_arm.frame_number);
}

void Gun2_FlareDraw(Game *g)
{
    Lara *l = &g->lara;
    const Item *lara = Game_LaraItem(g);
    if (lara->current_state == LS_FLARE_PICKUP || lara->current_state == LS_PICKUP) {
        /* Picked up burning: held at once. */
        in_hand(g);
        l->flare_control_left = false;
        set_arm(g, FL_2_HOLD - 2);
        return;
    }
    int f = l->left_arm.frame_number + 1;
    l->flare_control_left = true;
    if (f < FL_DRAW || f > FL_2_HOLD - 1) {
        f = FL_DRAW;
    } else if (f == FL_DRAW_GOT_IT) {
        Gun_SwapMesh(g, LARA_MESH_HAND_L, Gun2_Ids(g)->flare_anim);
        /* One flare fewer under the flares' inventory entry (what
         * Gun2_HaveFlares counts). */
        int opt = Gun2_Ids(g)->flares_option;
        if (opt >= 0 && g->inv.count[opt] > 0)
            g->inv.count[opt]--;
    } else if (f >= FL_IGNITE && f <= FL_2_HOLD - 2) {
        if (f == FL_IGNITE)
            l->flare_age = 0;
        in_hand(g);
    } else if (f == FL_2_HOLD - 1) {
        flare_ready(g);
        in_hand(g);
        f = FL_HOLD;
    }
    set_arm(g, f);
}

/* The end of a throw: the last gun is hers again, hands free. */
static void thrown_done(Game *g)
{
    Lara *l = &g->lara;
    l->gun_type = l->request_gun_type = l->last_gun_type;
    l->gun_status = LGS_ARMLESS;
    Gun2_NewWeapon(g);
    l->target = -1;
    l->left_arm.lock = l->right_arm.lock = false;
}

/* Standing still, her whole body throws (the throw animation). */
static bool body_throw(Game *g, int *arm_frame)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    int base = Lara_AnimBase(g, lara);
    int f2 = l->flare_frame;
    if (lara->anim == base + LA2_STAND_IDLE) {
        Lara_SwitchAnim(g, lara, LA2_FLARE_THROW, *arm_frame);
        l->flare_frame = f2 = lara->frame;
    }
    if (lara->anim != base + LA2_FLARE_THROW)
        return false;
    l->flare_control_left = false;
    int first = g->lv->animations[lara->anim].frame_start;
    if (f2 >= first + FL_THROW_FRAMES - 1) {
        thrown_done(g);
        Lara_SwitchAnim(g, lara, LA2_STAND_STILL, 0);
        l->flare_frame = lara->frame;
        lara->current_state = lara->goal_state = LS_STOP;
        return true;
    }
    l->flare_frame = (int16_t)(f2 + 1);
    return false;
}

void Gun2_FlareUndraw(Game *g)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    int f = l->left_arm.frame_number;
    l->flare_control_left = true;
    if (lara->goal_state == LS_STOP) {
        if (body_throw(g, &f))
            return;
    } else if (lara->current_state == LS_STOP) {
        Lara_SwitchAnim(g, lara, LA2_STAND_STILL, 0);
    }

    if (f == FL_HOLD) {
        f = FL_THROW;
    } else if (f >= FL_IGNITE && f < FL_2_HOLD) {
        f++;
        if (f == FL_2_HOLD - 1)
            f = FL_THROW;
    } else if (f >= FL_THROW && f < FL_DRAW) {
        f++;
        if (f == FL_THROW_RELEASE) {
            Gun2_FlareDispose(g, true);
        } else if (f == FL_DRAW) {
            f = 0;
            thrown_done(g);
            l->flare_control_left = false;
            l->flare_frame = 0;
        }
    } else if (f >= FL_2_HOLD && f < FL_END) {
        f++;
        if (f == FL_END)
            f = FL_THROW;
    }
    if (f >= FL_THROW && f < FL_THROW_RELEASE)
        in_hand(g);
    set_arm(g, f);
}

void Gun2_FlareDispose(Game *g, bool thrown)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    Vec3i p = { -16, 32, 42 };
    Effect_JointAbsPosition(g, lara, &p, LARA_MESH_HAND_L, NULL);
    int16_t room = lara->room;
    const RoomSector *s = World_Sector(&g->world, p.x, p.y, p.z, &room);
    int32_t h = s ? World_Height(&g->world, s, p.x, p.y, p.z) : p.y;
    int16_t yaw;
    if (h < p.y) {
        /* Her hand is below the floor: it starts at her feet. */
        p = (Vec3i){ lara->pos.x, p.y, lara->pos.z };
        room = lara->room;
        yaw = (int16_t)-lara->rot.y;
    } else {
        yaw = (int16_t)(thrown ? lara->rot.y : lara->rot.y - 0x2000);
    }
    int i = Trap_CreateItem(g, Gun2_Ids(g)->flare_item, room, p, yaw);
    if (i != ITEM_NONE) {
        Item *it = &g->sim->items[i];
        it->rot.x = it->rot.z = 0;
        it->speed = (int16_t)(lara->speed + (thrown ? 50 : 10));
        it->fall_speed = (int16_t)(lara->fall_speed + (thrown ? -50 : 50));
        int age = l->flare_age & 0x7FFF;
        it->data_index =
            game_flare_light(g, it->pos, it->room, l->flare_age) ? age | 0x8000 : age;
        Object_AddActive(g, i);
        it->status = ITEM_STATUS_ACTIVE;
    }
    Gun_SwapMesh(g, LARA_MESH_HAND_L, GUN_OBJ_LARA);
    if (!thrown)
        l->flare_control_left = false;
}

bool Gun_TakeFlare(Game *g, int item)
{
    Lara *l = &g->lara;
    if (l->gun_type == LGT_FLARE)
        return false;
    Item *it = &g->sim->items[item];
    l->request_gun_type = l->gun_type = LGT_FLARE;
    Gun2_NewWeapon(g);
    l->gun_status = LGS_SPECIAL;
    l->flare_age = (int16_t)(it->data_index & 0x7FFF);
    Trap_KillItem(g, item);
    return true;
}

void LaraState2_PickupFlare(Game *g, Item *item, CollInfo *coll)
{
    /* The pickup's camera, from her other side; her hands are free again
     * on the animation's last frame but one. */
    g->lara.look = false;
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
    g->camera.target_angle = 130 * GUN_DEG;
    g->camera.target_elevation = -15 * GUN_DEG;
    g->camera.target_distance = 1024;
    if (item->anim >= 0 && item->frame == g->lv->animations[item->anim].frame_end - 1)
        g->lara.gun_status = LGS_ARMLESS;
}
