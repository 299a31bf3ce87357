/* The inventory ring (see ring.h): the original's ring states, motions and
 * item animation, driven one input word per tick (its drawing is
 * ring_draw.c). */
#include "game/inventory/ring.h"
#include "game/inventory/ring_internal.h"

#include <stdio.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "game/game.h"
#include "game/ui/ring_pages.h"

#define ALL_MESHES 0xFFFFFFFFu
#define ANGLE_90 0x4000
#define ANGLE_360 0x10000

/* The original's INVENTORY_ITEM table (object, name, frames, open frame,
 * animation speed, selected pitch of its ring slot, selected pitch, yaw,
 * height and distance, meshes drawn when selected, ring position). */
static const RingItemDef k_items[] = {
    {O_MAP_OPTION, "Compass", 25, 10, 1, 4352, -8192, 0, 0, 456, 0x5, 0, RING_KIND_COMPASS, 0},
    {O_GUN_OPTION, "Pistols", 12, 11, 1, 3200, -3808, 0, 0, 296, ALL_MESHES, 1, RING_KIND_GUN, LGT_PISTOLS},
    {O_SHOTGUN_OPTION, "Shotgun", 13, 12, 1, 3200, 0, -8192, 0, 296, ALL_MESHES, 2, RING_KIND_GUN, LGT_SHOTGUN},
    {O_MAGNUM_OPTION, "Magnums", 12, 11, 1, 3200, -3808, 0, 0, 296, ALL_MESHES, 3, RING_KIND_GUN, LGT_MAGNUMS},
    {O_UZI_OPTION, "Uzis", 13, 12, 1, 3200, -3808, 0, 0, 296, ALL_MESHES, 4, RING_KIND_GUN, LGT_UZIS},
    {O_EXPLOSIVE_OPTION, "Grenade", 15, 14, 1, 5024, 0, 0, 0, 368, ALL_MESHES, 5, RING_KIND_EXPLOSIVE, 0},
    {O_BIGMEDI_OPTION, "Large Medi Pack", 20, 19, 1, 3616, -8160, -4096, 0, 352, ALL_MESHES, 6, RING_KIND_MEDI_LARGE, 0},
    {O_MEDI_OPTION, "Small Medi Pack", 26, 25, 1, 4032, -7296, -4096, 0, 216, ALL_MESHES, 7, RING_KIND_MEDI_SMALL, 0},
    {O_GUN_AMMO_OPTION, "Pistol Clips", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL_MESHES, 1, RING_KIND_NONE, 0},
    {O_SG_AMMO_OPTION, "Shotgun Shells", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL_MESHES, 2, RING_KIND_AMMO, 0},
    {O_MAG_AMMO_OPTION, "Magnum Clips", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL_MESHES, 3, RING_KIND_AMMO, 0},
    {O_UZI_AMMO_OPTION, "Uzi Clips", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL_MESHES, 4, RING_KIND_AMMO, 0},
    {O_LEADBAR_OPTION, "Lead Bar", 1, 0, 1, 3616, -8160, -4096, 0, 352, ALL_MESHES, 100, RING_KIND_ITEM, 0},
    {O_KEY_OPTION1, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 101, RING_KIND_ITEM, 0},
    {O_KEY_OPTION2, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 102, RING_KIND_ITEM, 0},
    {O_KEY_OPTION3, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 103, RING_KIND_ITEM, 0},
    {O_KEY_OPTION4, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 104, RING_KIND_ITEM, 0},
    {O_PUZZLE_OPTION4, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 105, RING_KIND_ITEM, 0},
    {O_PUZZLE_OPTION3, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 106, RING_KIND_ITEM, 0},
    {O_PUZZLE_OPTION2, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 107, RING_KIND_ITEM, 0},
    {O_PUZZLE_OPTION1, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 108, RING_KIND_ITEM, 0},
    {O_SCION_OPTION, "Scion", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 109, RING_KIND_ITEM, 0},
    {O_PICKUP_OPTION2, "Pickup", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 110, RING_KIND_ITEM, 0},
    {O_PICKUP_OPTION1, "Pickup", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL_MESHES, 111, RING_KIND_ITEM, 0},
    /* the options ring, in its fixed order */
    {O_PASSPORT_CLOSED, "Game", 30, 14, 1, 4640, -4320, 0, 0, 384, 0x13, 0, RING_KIND_PASSPORT, 0},
    {O_CONTROL_OPTION, "Controls", 1, 0, 1, 5504, 1536, 0, 0, 352, ALL_MESHES, 3, RING_KIND_CONTROLS, 0},
    {O_SOUND_OPTION, "Sound", 1, 0, 1, 4832, -2336, 0, 0, 368, ALL_MESHES, 2, RING_KIND_SOUND, 0},
    {O_DETAIL_OPTION, "Detail Levels", 1, 0, 1, 4224, -6720, 0, 0, 424, ALL_MESHES, 1, RING_KIND_DETAIL, 0},
    {O_PHOTO_OPTION, "Lara's Home", 1, 0, 1, 4640, -4320, 0, 0, 384, ALL_MESHES, 5, RING_KIND_PHOTO, 0},
};
#define NUM_ITEMS ((int)COUNT_OF(k_items))
#define FIRST_OPTION 24

/* The HUD's pickups: ring objects and the pickups whose sprites show. */
static const int16_t k_hud_pickups[][2] = {
    {O_GUN_OPTION, O_GUN_ITEM},           {O_SHOTGUN_OPTION, O_SHOTGUN_ITEM},
    {O_MAGNUM_OPTION, O_MAGNUM_ITEM},     {O_UZI_OPTION, O_UZI_ITEM},
    {O_SG_AMMO_OPTION, O_SG_AMMO_ITEM},   {O_MAG_AMMO_OPTION, O_MAG_AMMO_ITEM},
    {O_UZI_AMMO_OPTION, O_UZI_AMMO_ITEM}, {O_MEDI_OPTION, O_MEDI_ITEM},
    {O_BIGMEDI_OPTION, O_BIGMEDI_ITEM},   {O_PUZZLE_OPTION1, O_PUZZLE_ITEM1},
    {O_PUZZLE_OPTION2, O_PUZZLE_ITEM2},   {O_PUZZLE_OPTION3, O_PUZZLE_ITEM3},
    {O_PUZZLE_OPTION4, O_PUZZLE_ITEM4},   {O_LEADBAR_OPTION, O_LEADBAR_ITEM},
    {O_KEY_OPTION1, O_KEY_ITEM1},         {O_KEY_OPTION2, O_KEY_ITEM2},
    {O_KEY_OPTION3, O_KEY_ITEM3},         {O_KEY_OPTION4, O_KEY_ITEM4},
    {O_PICKUP_OPTION1, O_PICKUP_ITEM1},   {O_PICKUP_OPTION2, O_PICKUP_ITEM2},
    {O_SCION_OPTION, O_SCION_ITEM},
};
_Static_assert(NUM_ITEMS <= RING_MAX_DEFS, "Ring.items holds one state per entry");
const RingItemTable Ring_ItemsTR1 = {
    .defs = k_items,
    .count = NUM_ITEMS,
    .first_option = FIRST_OPTION,
    .passport_open = O_PASSPORT_OPTION,
    .stats_option = O_MAP_OPTION,
    .pistols_option = O_GUN_OPTION,
    .gun_types = LGT_COUNT,
    .named = {O_PUZZLE_OPTION1, O_PUZZLE_OPTION2, O_PUZZLE_OPTION3, O_PUZZLE_OPTION4,
              O_PICKUP_OPTION1, O_PICKUP_OPTION2, O_KEY_OPTION1, O_KEY_OPTION2, O_KEY_OPTION3,
              O_KEY_OPTION4},
    .hud_pickups = k_hud_pickups,
    .num_hud_pickups = (int)COUNT_OF(k_hud_pickups),
    .hud_guns = {O_SHOTGUN_OPTION, O_MAGNUM_OPTION, O_UZI_OPTION},
    .hud_gun_ammo = {O_SG_AMMO_ITEM, O_MAG_AMMO_ITEM, O_UZI_AMMO_ITEM},
};
#define KEYS_POS 100 /* ring positions from here on go on the keys ring */

/* Passport meshes (bits of meshes_drawn). */
enum {
    PASS_SPINE = 1, PASS_FRONT = 2, PASS_IN_FRONT = 4, PASS_PAGE2 = 8, PASS_BACK = 16,
    PASS_IN_BACK = 32, PASS_PAGE1 = 64, PASS_COMMON = PASS_SPINE | PASS_FRONT | PASS_BACK,
};

static const int k_control_actions[13] = {0, 1, 2, 3, 10, 11, 7, 4, 6, 5, 9, 12, 8};

int Ring_ControlAction(int row) { return row >= 0 && row < 13 ? k_control_actions[row] : -1; }

const RingItemDef *Ring_ItemDef(int object_id)
{
    if (object_id == O_PASSPORT_OPTION)
        object_id = O_PASSPORT_CLOSED;
    for (int i = 0; i < NUM_ITEMS; i++)
        if (k_items[i].object_id == object_id)
            return &k_items[i];
    return NULL;
}

const RingItemDef *Ring_TableDef(const RingItemTable *t, int object_id)
{
    for (int i = 0; i < t->count; i++)
        if (t->defs[i].object_id == object_id ||
            (t->defs[i].kind == RING_KIND_PASSPORT && object_id == t->passport_open))
            return &t->defs[i];
    return NULL;
}

const char *Ring_ItemName(int object_id)
{
    const RingItemDef *d = Ring_ItemDef(object_id);
    return d ? d->name : "";
}

static void play(const Ring *r, int sfx)
{
    if (r->env.sound)
        r->env.sound(r->env.user, sfx);
}

static RingItemState *cur_state(Ring *r) { return &r->items[r->list[r->current_object]]; }

/* ---- the original's motion helpers ---------------------------------------- */

static void motion_init(Ring *r, RingStatus status, RingStatus target, int16_t frames)
{
    memset(&r->motion, 0, sizeof(r->motion));
    r->motion.count = frames;
    r->motion.status = status;
    r->motion.status_target = target;
}

static void motion_setup(Ring *r, RingStatus status, RingStatus target, int16_t frames)
{
    RingMotion *m = &r->motion;
    m->count = frames;
    m->status = status;
    m->status_target = target;
    m->radius_rate = 0;
    m->camera_y_rate = 0;
}

/* The rates divide by the motion's frame count: the callers set one first. */
static int16_t div_count(const Ring *r, int32_t v)
{
    return (int16_t)(r->motion.count ? v / r->motion.count : 0);
}

static void motion_radius(Ring *r, int16_t target)
{
    r->motion.radius_target = target;
    r->motion.radius_rate = div_count(r, target - r->radius);
}

static void motion_rotation(Ring *r, int32_t rotation, int32_t target)
{
    r->motion.rotate_target = (int16_t)target;
    r->motion.rotate_rate = div_count(r, rotation);
}

static void motion_camera_y(Ring *r, int16_t target)
{
    r->motion.camera_y_target = target;
    r->motion.camera_y_rate = div_count(r, target - r->camera_y);
}

static void motion_camera_pitch(Ring *r, int16_t target)
{
    r->motion.camera_pitch_target = target;
    r->motion.camera_pitch_rate = div_count(r, target);
}

static void motion_item_select(Ring *r, const RingItemDef *d)
{
    RingMotion *m = &r->motion;
    m->item_pt_x_rot_target = d->x_rot_pt_sel;
    m->item_pt_x_rot_rate = div_count(r, d->x_rot_pt_sel);
    m->item_x_rot_target = d->x_rot_sel;
    m->item_x_rot_rate = div_count(r, d->x_rot_sel);
    m->item_y_trans_target = d->y_trans_sel;
    m->item_y_trans_rate = div_count(r, d->y_trans_sel);
    m->item_z_trans_target = d->z_trans_sel;
    m->item_z_trans_rate = div_count(r, d->z_trans_sel);
}

static void motion_item_deselect(Ring *r, const RingItemDef *d)
{
    RingMotion *m = &r->motion;
    m->item_pt_x_rot_target = 0;
    m->item_pt_x_rot_rate = (int16_t)-div_count(r, d->x_rot_pt_sel);
    m->item_x_rot_target = 0;
    m->item_x_rot_rate = div_count(r, -d->x_rot_sel);
    m->item_y_trans_target = 0;
    m->item_y_trans_rate = -div_count(r, d->y_trans_sel);
    m->item_z_trans_target = 0;
    m->item_z_trans_rate = -div_count(r, d->z_trans_sel);
}

static void calc_adders(Ring *r)
{
    int n = r->number_of_objects > 0 ? r->number_of_objects : 1;
    r->angle_adder = (int16_t)(ANGLE_360 / n);
    r->rot_adder_l = (int16_t)(r->angle_adder / RING_ROTATE_DURATION);
    r->rot_adder_r = (int16_t)(-r->angle_adder / RING_ROTATE_DURATION);
}

static int16_t slot_angle(const Ring *r, int object) { return (int16_t)(-ANGLE_90 - r->angle_adder * object); }

static void do_motions(Ring *r)
{
    RingMotion *m = &r->motion;
    if (m->count) {
        r->radius = (int16_t)(r->radius + m->radius_rate);
        r->camera_y += m->camera_y_rate;
        r->ring_rot_y = (int16_t)(r->ring_rot_y + m->rotate_rate);
        r->camera_pitch = (int16_t)(r->camera_pitch + m->camera_pitch_rate);
        RingItemState *it = r->number_of_objects ? cur_state(r) : NULL;
        if (it) {
            it->x_rot_pt = (int16_t)(it->x_rot_pt + m->item_pt_x_rot_rate);
            it->x_rot = (int16_t)(it->x_rot + m->item_x_rot_rate);
            it->y_trans += m->item_y_trans_rate;
            it->z_trans += m->item_z_trans_rate;
        }
        if (--m->count == 0) {
            m->status = m->status_target;
            if (m->radius_rate) {
                m->radius_rate = 0;
                r->radius = m->radius_target;
            }
            if (m->camera_y_rate) {
                m->camera_y_rate = 0;
                r->camera_y = m->camera_y_target;
            }
            if (m->rotate_rate) {
                m->rotate_rate = 0;
                r->ring_rot_y = m->rotate_target;
            }
            if (it && m->item_pt_x_rot_rate) {
                m->item_pt_x_rot_rate = 0;
                it->x_rot_pt = m->item_pt_x_rot_target;
            }
            if (it && m->item_x_rot_rate) {
                m->item_x_rot_rate = 0;
                it->x_rot = m->item_x_rot_target;
            }
            if (it && m->item_y_trans_rate) {
                m->item_y_trans_rate = 0;
                it->y_trans = m->item_y_trans_target;
            }
            if (it && m->item_z_trans_rate) {
                m->item_z_trans_rate = 0;
                it->z_trans = m->item_z_trans_target;
            }
            if (m->camera_pitch_rate) {
                m->camera_pitch_rate = 0;
                r->camera_pitch = m->camera_pitch_target;
            }
        }
    }
    if (r->rotating) {
        r->ring_rot_y = (int16_t)(r->ring_rot_y + r->rot_adder);
        if (--r->rot_count == 0) {
            r->current_object = r->target_object;
            r->ring_rot_y = slot_angle(r, r->target_object);
            r->rotating = false;
        }
    }
}

static void rotate_left(Ring *r)
{
    r->rotating = true;
    r->target_object = (int16_t)(r->current_object <= 0 ? r->number_of_objects - 1
                                                         : r->current_object - 1);
    r->rot_count = RING_ROTATE_DURATION;
    r->rot_adder = r->rot_adder_l;
}

static void rotate_right(Ring *r)
{
    r->rotating = true;
    r->target_object = (int16_t)(r->current_object + 1 >= r->number_of_objects
                                     ? 0 : r->current_object + 1);
    r->rot_count = RING_ROTATE_DURATION;
    r->rot_adder = r->rot_adder_r;
}

/* ---- lists ---------------------------------------------------------------- */

static int item_count(const Ring *r, int idx)
{
    const Game *g = r->env.game;
    return g ? Inventory_Count(g, r->defs->defs[idx].object_id) : 0;
}

/* The main and keys rings from Lara's counts, ordered by ring position as
 * the original's insertion keeps them. */
static int build_carried(const Ring *r, bool keys, int16_t *out, int16_t *qty)
{
    int n = 0;
    for (int pos = 0; pos < 128; pos++) {
        for (int i = 0; i < r->defs->first_option && n < RING_MAX_ITEMS; i++) {
            if (r->defs->defs[i].inv_pos != pos || (r->defs->defs[i].inv_pos >= KEYS_POS) != keys)
                continue;
            int c = item_count(r, i);
            if (c <= 0)
                continue;
            out[n] = (int16_t)i;
            qty[n] = (int16_t)c;
            n++;
        }
    }
    return n;
}

static int build_options(const Ring *r, int16_t *out, int16_t *qty)
{
    int n = 0;
    int last = r->mode == RING_MODE_TITLE && r->env.gym_available ? r->defs->count : r->defs->count - 1;
    for (int i = r->defs->first_option; i < last; i++) {
        out[n] = (int16_t)i;
        qty[n++] = 1;
    }
    return n;
}

static void set_list(Ring *r, RingType type)
{
    r->type = type;
    int n;
    if (type == RING_TYPE_OPTION)
        n = build_options(r, r->list, r->qty);
    else
        n = build_carried(r, type == RING_TYPE_KEYS, r->list, r->qty);
    r->number_of_objects = (int16_t)n;
}

static void ring_init(Ring *r, RingType type, int16_t current)
{
    set_list(r, type);
    r->radius = 0;
    r->current_object = current < r->number_of_objects ? current : 0;
    calc_adders(r);
    r->camera_pitch = r->mode == RING_MODE_TITLE ? 1024 : 0;
    r->rotating = false;
    r->rot_count = 0;
    r->target_object = 0;
    r->rot_adder = r->rot_adder_l = r->rot_adder_r = 0;
    calc_adders(r);
    r->camera_y = RING_CAMERA_START_HEIGHT;
    r->camera_z = 896;
    motion_init(r, RNG_OPENING, RNG_OPEN, RING_OPEN_FRAMES);
    motion_radius(r, RING_RADIUS);
    motion_camera_y(r, RING_CAMERA_HEIGHT);
    motion_rotation(r, RING_OPEN_ROTATION, slot_angle(r, r->current_object));
    r->ring_rot_y = (int16_t)(r->motion.rotate_target - RING_OPEN_ROTATION);
}

void Ring_Open(Ring *r, const RingEnv *env, RingMode mode, InputWord held)
{
    memset(r, 0, sizeof(*r));
    r->env = *env;
    r->defs = env->game && env->game->rules && env->game->rules->ring_items
                  ? env->game->rules->ring_items
                  : env->items ? env->items : &Ring_ItemsTR1;
    r->mode = mode;
    r->input_prev = held;
    r->want_key = -1;
    r->passport_page = -1;
    for (int i = 0; i < 13; i++) {
        const char *k = env->key_names[i] ? env->key_names[i] : "";
        strncpy(r->key_names[i], k, sizeof(r->key_names[i]) - 1);
    }
    for (int i = 0; i < r->defs->count; i++) {
        RingItemState *s = &r->items[i];
        s->object_id = r->defs->defs[i].object_id;
        s->anim_direction = 1;
        s->meshes_drawn = r->defs->defs[i].meshes_sel;
    }
    int16_t tmp[RING_MAX_ITEMS], tq[RING_MAX_ITEMS];
    r->main_count = (int16_t)build_carried(r, false, tmp, tq);
    r->keys_count = (int16_t)build_carried(r, true, tmp, tq);
    r->option_count = (int16_t)build_options(r, tmp, tq);
    RingPages_Reset(r);
    if (mode == RING_MODE_KEYS && r->keys_count == 0) {
        r->done = true;
        r->motion.status = RNG_DONE;
        return;
    }
    switch (mode) {
    case RING_MODE_DEATH:
    case RING_MODE_SAVE:
    case RING_MODE_LOAD:
    case RING_MODE_TITLE:
        ring_init(r, RING_TYPE_OPTION, 0);
        break;
    case RING_MODE_KEYS:
        ring_init(r, RING_TYPE_KEYS, 0);
        break;
    default:
        ring_init(r, r->main_count ? RING_TYPE_MAIN : RING_TYPE_OPTION, 0);
        break;
    }
    play(r, RING_SFX_SPININ);
}

/* ---- items ---------------------------------------------------------------- */

static void select_meshes(const Ring *r, RingItemState *it, const RingItemDef *d)
{
    if (passport_open(r, it)) {
        int f = it->current_frame;
        if (f <= 14)
            it->meshes_drawn = PASS_COMMON | PASS_IN_FRONT | PASS_PAGE1;
        else if (f < 19)
            it->meshes_drawn = PASS_COMMON | PASS_IN_FRONT | PASS_PAGE1 | PASS_PAGE2;
        else if (f == 19)
            it->meshes_drawn = PASS_COMMON | PASS_PAGE1 | PASS_PAGE2;
        else if (f < 24)
            it->meshes_drawn = PASS_COMMON | PASS_PAGE1 | PASS_PAGE2 | PASS_IN_BACK;
        else if (f < 29)
            it->meshes_drawn = PASS_COMMON | PASS_PAGE2 | PASS_IN_BACK;
        else if (f == 29)
            it->meshes_drawn = PASS_COMMON;
    } else if (d->kind == RING_KIND_COMPASS) {
        it->meshes_drawn = (it->current_frame && it->current_frame < 18) ? ALL_MESHES : d->meshes_sel;
    } else {
        it->meshes_drawn = ALL_MESHES;
    }
}

/* One step of an item's own animation towards its goal frame; false when
 * it is there. */
static bool animate_item(const Ring *r, RingItemState *it, const RingItemDef *d)
{
    if (it->current_frame == it->goal_frame) {
        select_meshes(r, it, d);
        return false;
    }
    if (it->anim_count) {
        it->anim_count--;
    } else {
        it->anim_count = d->anim_speed;
        it->current_frame = (int16_t)(it->current_frame + it->anim_direction);
        if (it->current_frame >= d->frames_total)
            it->current_frame = 0;
        else if (it->current_frame < 0)
            it->current_frame = (int16_t)(d->frames_total - 1);
    }
    select_meshes(r, it, d);
    return true;
}

/* Each item's idle turn: the current one spins (or faces the camera while
 * selected), the others settle back to face the centre. */
static void update_item_turns(Ring *r, InputWord in)
{
    for (int i = 0; i < r->number_of_objects; i++) {
        RingItemState *it = &r->items[r->list[i]];
        const RingItemDef *d = &r->defs->defs[r->list[i]];
        for (int j = 0; j < RING_STEPS_PER_TICK; j++) {
            if (i != r->current_object) {
                if (it->y_rot < 0)
                    it->y_rot = (int16_t)(it->y_rot + 256);
                else if (it->y_rot > 0)
                    it->y_rot = (int16_t)(it->y_rot - 256);
            } else if (r->rotating) {
                if (it->y_rot < 0)
                    it->y_rot = (int16_t)(it->y_rot + 512);
                else if (it->y_rot > 0)
                    it->y_rot = (int16_t)(it->y_rot - 512);
            } else if (r->motion.status == RNG_SELECTED || r->motion.status == RNG_DESELECTING ||
                       r->motion.status == RNG_SELECTING || r->motion.status == RNG_DESELECT ||
                       r->motion.status == RNG_CLOSING_ITEM) {
                if (it->y_rot != d->y_rot_sel) {
                    int32_t delta = d->y_rot_sel - it->y_rot;
                    if (delta > 0 && delta < 0x8000)
                        it->y_rot = (int16_t)(it->y_rot + 1024);
                    else
                        it->y_rot = (int16_t)(it->y_rot - 1024);
                    it->y_rot = (int16_t)(it->y_rot & 0xFC00);
                }
            } else if (r->number_of_objects == 1 || !(in & (INPUT_LEFT | INPUT_RIGHT))) {
                it->y_rot = (int16_t)(it->y_rot + 256);
            }
        }
    }
}

/* The Game's compass needle follows Lara's facing with the original's
 * damped spring. */
static void update_compass(Ring *r)
{
    const Game *g = r->env.game;
    if (!g || r->mode == RING_MODE_TITLE)
        return;
    const Item *lara = g->lara.item >= 0 && (uint32_t)g->lara.item < g->sim->num_items
                           ? &g->sim->items[g->lara.item] : NULL;
    if (!lara)
        return;
    for (int i = 0; i < r->number_of_objects; i++) {
        if (r->defs->defs[r->list[i]].kind != RING_KIND_COMPASS)
            continue;
        const RingItemState *it = &r->items[r->list[i]];
        int16_t delta = (int16_t)(-it->y_rot - lara->rot.y - r->compass_needle);
        r->compass_speed = (int16_t)(r->compass_speed * 19 / 20 + delta / 50);
        r->compass_needle = (int16_t)(r->compass_needle + r->compass_speed);
    }
}

/* ---- using what was chosen ------------------------------------------------- */

/* The ring table of a Game (TR1's without rules). */
static const RingItemTable *game_items(const Game *g)
{
    return g->rules && g->rules->ring_items ? g->rules->ring_items : &Ring_ItemsTR1;
}

void Ring_UseItem(Game *g, int object_id, void (*sound)(void *user, int sfx), void *user)
{
    Lara *l = &g->lara;
    Item *lara = l->item >= 0 && (uint32_t)l->item < g->sim->num_items ? &g->sim->items[l->item]
                                                                         : NULL;
    const RingItemTable *t = game_items(g);
    /* a pickup's object stands for its ring object */
    int opt = Inventory_OptionOf(g, object_id);
    const RingItemDef *d = Ring_TableDef(t, opt >= 0 ? opt : object_id);
    if (!d)
        return;
    switch (d->kind) {
    case RING_KIND_GUN:
    case RING_KIND_FLARES:
        break;
    case RING_KIND_MEDI_SMALL:
    case RING_KIND_MEDI_LARGE: {
        /* TR3's poison (never set in TR1 and TR2) lets a medipack be used
         * at full health, and the medipack cures it. */
        if (!lara || ((lara->hit_points <= 0 || lara->hit_points >= LARA_HITPOINTS) && !l->poisoned))
            return;
        l->poisoned = 0;
        bool big = d->kind == RING_KIND_MEDI_LARGE;
        int hp = lara->hit_points + (big ? LARA_HITPOINTS : LARA_HITPOINTS / 2);
        lara->hit_points = (int16_t)MIN(hp, LARA_HITPOINTS);
        Inventory_Remove(g, d->object_id);
        g->medipacks_used += big ? 2 : 1; /* in halves, as TR2's statistics */
        if (sound)
            sound(user, RING_SFX_MEDI);
        return;
    }
    default:
        return;
    }
    /* a gun (or TR2's flare): drawn at the next tick; choosing the
     * holstered gun she holds draws it anew (the original clears the type
     * first). A type Lara's code of this game does not know yet is not
     * asked for. */
    int gun = d->gun;
    if (gun >= t->gun_types)
        return;
    l->request_gun_type = (int16_t)gun;
    if (l->gun_status == LGS_ARMLESS && l->gun_type == gun)
        l->gun_type = LGT_UNARMED;
}

static void finish(Ring *r)
{
    MenuResult res = {MENU_NONE, 0};
    int chosen = r->chosen;
    Game *g = r->env.game;
    const RingItemDef *cd = chosen ? Ring_TableDef(r->defs, chosen) : NULL;
    int kind = cd ? cd->kind : RING_KIND_NONE;
    if (chosen && chosen == r->defs->passport_open) {
        int page = r->passport_page;
        if (page == 0) {
            res.action = MENU_LOAD_GAME;
            res.slot = r->select_slot;
        } else if (page == 1) {
            if (r->mode == RING_MODE_TITLE || r->env.in_gym || !g) {
                res.action = MENU_NEW_GAME;
            } else {
                res.action = MENU_SAVE_GAME;
                res.slot = r->select_slot;
                if (r->env.save.save)
                    r->env.save.save(r->env.save.user, r->select_slot);
            }
        } else if (page == 2) {
            res.action = r->mode == RING_MODE_TITLE ? MENU_EXIT_GAME : MENU_EXIT_TO_TITLE;
        }
    } else if (kind == RING_KIND_PHOTO) {
        res.action = MENU_LARAS_HOME;
    } else if (g) {
        switch (kind) {
        case RING_KIND_GUN: case RING_KIND_MEDI_SMALL: case RING_KIND_MEDI_LARGE:
        case RING_KIND_FLARES:
            Ring_UseItem(g, chosen, r->env.sound, r->env.user);
            break;
        default:
            break;
        }
    }
    /* keys and puzzle pieces wait for the hole that asked (the original
     * leaves any choice there; -1: the ring was closed) */
    if (g)
        g->inv_chosen = (int16_t)(chosen ? chosen : -1);
    r->result = res;
    r->done = true;
}

/* ---- the tick -------------------------------------------------------------- */

#define SELECT_BITS (INPUT_ACTION | INPUT_SELECT)
#define BACK_BITS (INPUT_OPTION | INPUT_DESELECT)

static void close_ring(Ring *r)
{
    motion_setup(r, RNG_CLOSING, RNG_DONE, RING_CLOSE_FRAMES);
    motion_radius(r, 0);
    motion_camera_y(r, RING_CAMERA_START_HEIGHT);
    motion_rotation(r, RING_CLOSE_ROTATION, r->ring_rot_y - RING_CLOSE_ROTATION);
}

static void switch_ring(Ring *r, RingStatus via, int16_t pitch)
{
    motion_setup(r, RNG_CLOSING, via, RING_SWITCH_FRAMES / 2);
    motion_radius(r, 0);
    motion_rotation(r, RING_CLOSE_ROTATION, r->ring_rot_y - RING_CLOSE_ROTATION);
    motion_camera_pitch(r, pitch);
    r->motion.misc = pitch;
}

/* Second half of a ring switch: the new ring opens. */
static void open_switched(Ring *r, RingType to, int16_t current)
{
    motion_setup(r, RNG_OPENING, RNG_OPEN, RING_SWITCH_FRAMES / 2);
    motion_radius(r, RING_RADIUS);
    r->camera_pitch = (int16_t)-r->motion.misc;
    r->motion.camera_pitch_rate = (int16_t)(r->motion.misc / (RING_SWITCH_FRAMES / 2));
    r->motion.camera_pitch_target = 0;
    set_list(r, to);
    r->current_object = current < r->number_of_objects ? current : 0;
    calc_adders(r);
    motion_rotation(r, RING_OPEN_ROTATION, slot_angle(r, r->current_object));
    r->ring_rot_y = (int16_t)(r->motion.rotate_target + RING_OPEN_ROTATION);
}

static void remember_current(Ring *r)
{
    if (r->type == RING_TYPE_MAIN)
        r->current_main = r->current_object;
    else if (r->type == RING_TYPE_OPTION)
        r->current_option = r->current_object;
    else
        r->current_keys = r->current_object;
}

static void tick_open(Ring *r, InputWord *in, InputWord *db)
{
    if ((*in & INPUT_RIGHT) && r->number_of_objects > 1) {
        rotate_left(r);
        play(r, RING_SFX_ROTATE);
        return;
    }
    if ((*in & INPUT_LEFT) && r->number_of_objects > 1) {
        rotate_right(r);
        play(r, RING_SFX_ROTATE);
        return;
    }
    if ((*db & BACK_BITS) && r->mode != RING_MODE_TITLE) {
        play(r, RING_SFX_SPINOUT);
        r->chosen = 0;
        remember_current(r);
        close_ring(r);
        *in = *db = 0;
    }
    if ((*db & SELECT_BITS) && r->number_of_objects > 0) {
        if ((r->mode == RING_MODE_SAVE || r->mode == RING_MODE_LOAD || r->mode == RING_MODE_DEATH) &&
            !r->pass_open)
            r->pass_open = true;
        remember_current(r);
        const RingItemDef *d = &r->defs->defs[r->list[r->current_object]];
        RingItemState *it = cur_state(r);
        it->goal_frame = d->open_frame;
        it->anim_direction = 1;
        motion_setup(r, RNG_SELECTING, RNG_SELECTED, RING_SELECTING_FRAMES);
        motion_rotation(r, 0, slot_angle(r, r->current_object));
        motion_item_select(r, d);
        *in = *db = 0;
        switch (d->kind) {
        case RING_KIND_COMPASS: case RING_KIND_STOPWATCH: play(r, RING_SFX_COMPASS); break;
        case RING_KIND_PHOTO: play(r, RING_SFX_CHOOSE); break;
        case RING_KIND_CONTROLS: play(r, RING_SFX_GAMEBOY); break;
        case RING_KIND_GUN:
            play(r, RING_SFX_GUNS);
            break;
        default: play(r, RING_SFX_SPININ); break;
        }
    }
    bool switching = r->mode != RING_MODE_TITLE && r->mode != RING_MODE_KEYS;
    if ((*db & INPUT_FORWARD) && switching) {
        if (r->type == RING_TYPE_MAIN) {
            if (r->keys_count)
                switch_ring(r, RNG_MAIN2KEYS, 0x2000);
            *in = *db = 0;
        } else if (r->type == RING_TYPE_OPTION) {
            if (r->main_count)
                switch_ring(r, RNG_OPTION2MAIN, 0x2000);
            *db = 0;
        }
    } else if ((*db & INPUT_BACK) && switching) {
        if (r->type == RING_TYPE_KEYS) {
            if (r->main_count)
                switch_ring(r, RNG_KEYS2MAIN, -0x2000);
            *in = *db = 0;
        } else if (r->type == RING_TYPE_MAIN) {
            if (r->option_count)
                switch_ring(r, RNG_MAIN2OPTION, -0x2000);
            *db = 0;
        }
    }
}

static void tick_selected(Ring *r, InputWord *in, InputWord *db)
{
    RingItemState *it = cur_state(r);
    const RingItemDef *d = &r->defs->defs[r->list[r->current_object]];
    if (d->kind == RING_KIND_PASSPORT && it->object_id == d->object_id)
        it->object_id = r->defs->passport_open;
    bool busy = false;
    for (int j = 0; j < RING_STEPS_PER_TICK; j++) {
        busy = false;
        if (it->y_rot == d->y_rot_sel)
            busy = animate_item(r, it, d);
    }
    if (busy || r->idelay)
        return;
    RingPages_Control(r, it, d, in, db);
    if (*db & BACK_BITS) {
        motion_setup(r, RNG_CLOSING_ITEM, RNG_DESELECT, 0);
        *in = *db = 0;
        if (r->mode == RING_MODE_LOAD || r->mode == RING_MODE_SAVE)
            motion_setup(r, RNG_CLOSING_ITEM, RNG_EXITING_INVENTORY, 0);
    }
    if (*db & SELECT_BITS) {
        r->chosen = it->object_id;
        remember_current(r);
        if (r->mode == RING_MODE_TITLE &&
            (d->kind == RING_KIND_DETAIL || d->kind == RING_KIND_SOUND ||
             d->kind == RING_KIND_CONTROLS || d->kind == RING_KIND_GAMMA))
            motion_setup(r, RNG_CLOSING_ITEM, RNG_DESELECT, 0);
        else
            motion_setup(r, RNG_CLOSING_ITEM, RNG_EXITING_INVENTORY, 0);
        *in = *db = 0;
    }
}

bool Ring_Tick(Ring *r, InputWord w)
{
    if (r->done)
        return false;
    r->ticks++;
    calc_adders(r);
    InputWord in = w, db = w & ~r->input_prev;
    r->input_prev = w;
    for (int i = 0; i < RING_STEPS_PER_TICK; i++) {
        if (r->idelay) {
            if (r->idcount)
                r->idcount--;
            else
                r->idelay = false;
        }
        do_motions(r);
    }
    r->camera_z = r->radius + RING_CAMERA_TO_RING;
    update_item_turns(r, in);
    update_compass(r);
    r->input = in;
    if (r->motion.status == RNG_DONE) {
        finish(r);
        return false;
    }
    if (r->rotating)
        return true;
    if ((r->mode == RING_MODE_SAVE || r->mode == RING_MODE_LOAD || r->mode == RING_MODE_DEATH) &&
        !r->pass_open)
        db = INPUT_SELECT;

    switch (r->motion.status) {
    case RNG_OPEN:
        tick_open(r, &in, &db);
        break;
    case RNG_MAIN2OPTION:
        r->current_main = r->current_object;
        open_switched(r, RING_TYPE_OPTION, r->current_option);
        break;
    case RNG_MAIN2KEYS:
        r->current_main = r->current_object;
        r->main_count = r->number_of_objects;
        open_switched(r, RING_TYPE_KEYS, r->current_keys);
        break;
    case RNG_KEYS2MAIN:
        r->current_keys = r->current_object;
        open_switched(r, RING_TYPE_MAIN, r->current_main);
        break;
    case RNG_OPTION2MAIN:
        r->option_count = r->number_of_objects;
        r->current_option = r->current_object;
        open_switched(r, RING_TYPE_MAIN, r->current_main);
        break;
    case RNG_SELECTED:
        tick_selected(r, &in, &db);
        break;
    case RNG_DESELECT:
        play(r, RING_SFX_SPINOUT);
        motion_setup(r, RNG_DESELECTING, RNG_OPEN, RING_SELECTING_FRAMES);
        motion_rotation(r, 0, slot_angle(r, r->current_object));
        in = db = 0;
        break;
    case RNG_CLOSING_ITEM: {
        RingItemState *it = cur_state(r);
        const RingItemDef *d = &r->defs->defs[r->list[r->current_object]];
        for (int j = 0; j < RING_STEPS_PER_TICK; j++) {
            if (!animate_item(r, it, d)) {
                if (passport_open(r, it)) {
                    it->object_id = d->object_id;
                    it->current_frame = 0;
                }
                r->motion.count = RING_SELECTING_FRAMES;
                r->motion.status = r->motion.status_target;
                motion_item_deselect(r, d);
                break;
            }
        }
        break;
    }
    case RNG_EXITING_INVENTORY:
        if (!r->motion.count)
            close_ring(r);
        break;
    default:
        break;
    }
    return true;
}

MenuResult Ring_Result(const Ring *r) { return r->result; }

int Ring_Chosen(const Ring *r) { return r->chosen; }

int Ring_WantsKey(const Ring *r) { return r->want_key; }

void Ring_SetKey(Ring *r, const char *key_name)
{
    if (r->want_key < 0 || r->want_key >= 13)
        return;
    strncpy(r->key_names[r->want_key], key_name ? key_name : "", sizeof(r->key_names[0]) - 1);
    r->key_names[r->want_key][sizeof(r->key_names[0]) - 1] = '\0';
    r->want_key = -1;
}
