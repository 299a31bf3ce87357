/* The state sections of a save body (see save.h for the file around them).
 *
 * Each section is a four-letter tag, a u32 length and its fields, written
 * one by one in a fixed order with fixed widths. The readers check every
 * value that indexes something (items, rooms, boxes, effects, AI slots)
 * against the level and the slot counts, so a file that passes its
 * checksum but was made by hand still cannot point the game outside its
 * arrays. Pointers are never stored: item data is written as what it is
 * (nothing, an AI slot by number, or the item's own block by value through
 * its object's save_data hook) and rebuilt on load.
 *
 * A new field in any of these structures must be added here (write and
 * read, same place in both); tests/test_save.c watches the structures'
 * sizes and fails with a pointer to this file when one changes. */
#include "game/save/save_internal.h"

#include <string.h>

#include "game/creature/lot.h"
#include "game/mesh_table.h"

#define TAG(a, b, c, d) ((uint32_t)(a) | ((uint32_t)(b) << 8) | ((uint32_t)(c) << 16) | ((uint32_t)(d) << 24))

enum {
    ITEM_DATA_NONE = 0,
    ITEM_DATA_AI_SLOT = 1,  /* one of the creatures' AI slots, by number */
    ITEM_DATA_OWN = 2,      /* the block its initialise routine made */
};

/* ---- small helpers ----------------------------------------------------------- */

static void put_vec3i(SerialWriter *w, Vec3i v)
{
    Serial_PutI32(w, v.x);
    Serial_PutI32(w, v.y);
    Serial_PutI32(w, v.z);
}

/* A world coordinate: where the level loader and the simulation keep
 * every position (engine/level/level.h), so position arithmetic never
 * overflows. */
static int32_t get_coord(SerialReader *r)
{
    return Serial_GetRange(r, -LEVEL_WORLD_LIMIT, LEVEL_WORLD_LIMIT, "world coordinate");
}

static Vec3i get_vec3i(SerialReader *r)
{
    Vec3i v;
    v.x = get_coord(r);
    v.y = get_coord(r);
    v.z = get_coord(r);
    return v;
}

static void put_vec3s(SerialWriter *w, Vec3s v)
{
    Serial_PutI16(w, v.x);
    Serial_PutI16(w, v.y);
    Serial_PutI16(w, v.z);
}

static Vec3s get_vec3s(SerialReader *r)
{
    Vec3s v;
    v.x = Serial_GetI16(r);
    v.y = Serial_GetI16(r);
    v.z = Serial_GetI16(r);
    return v;
}

static int32_t last_item(const Game *g) { return (int32_t)g->sim->num_items - 1; }
static int32_t last_room(const Game *g) { return (int32_t)g->lv->num_rooms - 1; }

/* ---- Game's own fields: input, trigger memory, statistics, inventory ---------- */

static void game_save(const Game *g, SerialWriter *w)
{
    /* The word as the rules last saw it (less what Lara's look took) and
     * the word before it; the word itself is in the Sim's section. */
    Serial_PutU32(w, Game_Input(g));
    Serial_PutU32(w, g->sim->input_prev);
    Serial_PutU32(w, GAME_FLIP_MAPS);
    for (int i = 0; i < GAME_FLIP_MAPS; i++)
        Serial_PutU16(w, g->flip_maps[i]);
    Serial_PutU32(w, GAME_MUSIC_TRACKS);
    for (int i = 0; i < GAME_MUSIC_TRACKS; i++)
        Serial_PutU16(w, g->music_flags[i]);
    Serial_PutU32(w, g->secrets);
    Serial_PutI32(w, g->secrets_found);
    Serial_PutU32(w, INVENTORY_SLOTS);
    for (int i = 0; i < INVENTORY_SLOTS; i++)
        Serial_PutI16(w, g->inv.count[i]);
    Serial_PutI16(w, g->inv_chosen);
    put_vec3i(w, g->pickup_pos);
    Serial_PutI32(w, g->pickups);
    Serial_PutBool(w, g->level_complete);
    Serial_PutI16(w, g->gym_counter);
    put_vec3i(w, g->sink_target);
    Serial_PutI32(w, g->sink_box);
    /* TR2's further statistics: in its saves only (TR1's bytes stay) */
    if (g->rules && g->rules->tr2_statistics) {
        Serial_PutI32(w, g->ammo_used);
        Serial_PutI32(w, g->ammo_hits);
        Serial_PutI32(w, g->medipacks_used);
        Serial_PutU32(w, g->distance);
    }
    if (g->rules && g->rules->swarm)
        g->rules->swarm->save(g, w);
}

static void game_load(Game *g, SerialReader *r)
{
    /* After the Sim's section: what look took is what the word lacks. */
    g->input_taken = g->sim->input & ~Serial_GetU32(r);
    g->sim->input_prev = Serial_GetU32(r);
    Serial_GetRange(r, GAME_FLIP_MAPS, GAME_FLIP_MAPS, "flip map count");
    for (int i = 0; i < GAME_FLIP_MAPS; i++)
        g->flip_maps[i] = Serial_GetU16(r);
    Serial_GetRange(r, GAME_MUSIC_TRACKS, GAME_MUSIC_TRACKS, "music track count");
    for (int i = 0; i < GAME_MUSIC_TRACKS; i++)
        g->music_flags[i] = Serial_GetU16(r);
    g->secrets = Serial_GetU32(r);
    g->secrets_found = Serial_GetI32(r);
    Serial_GetRange(r, INVENTORY_SLOTS, INVENTORY_SLOTS, "inventory size");
    for (int i = 0; i < INVENTORY_SLOTS; i++)
        g->inv.count[i] = Serial_GetI16(r);
    g->inv_chosen = Serial_GetI16Range(r, -1, INVENTORY_SLOTS - 1, "chosen inventory item");
    g->pickup_pos = get_vec3i(r);
    g->pickups = Serial_GetI32(r);
    g->level_complete = Serial_GetBool(r, "level complete");
    g->gym_counter = Serial_GetI16(r);
    g->sink_target = get_vec3i(r);
    /* A camera's flag word as the level stores it (the game checks it
     * where it is used). */
    g->sink_box = Serial_GetRange(r, -1, UINT16_MAX, "current's box");
    if (g->rules && g->rules->tr2_statistics) {
        g->ammo_used = Serial_GetI32(r);
        g->ammo_hits = Serial_GetI32(r);
        g->medipacks_used = Serial_GetI32(r);
        g->distance = Serial_GetU32(r);
    }
    if (g->rules && g->rules->swarm)
        g->rules->swarm->load(g, r);
}

/* ---- Lara ------------------------------------------------------------------- */

static void arm_save(SerialWriter *w, const LaraArm *a)
{
    Serial_PutI32(w, a->frame_base);
    Serial_PutI16(w, a->frame_number);
    Serial_PutI16(w, a->anim);
    Serial_PutBool(w, a->lock);
    put_vec3s(w, a->rot);
    Serial_PutI16(w, a->flash_gun);
}

static void arm_load(const Game *g, SerialReader *r, LaraArm *a)
{
    a->frame_base = Serial_GetI32(r);
    a->frame_number = Serial_GetI16(r);
    a->anim = Serial_GetI16Range(r, -1, (int32_t)g->lv->num_animations - 1, "arm animation");
    a->lock = Serial_GetBool(r, "arm lock");
    a->rot = get_vec3s(r);
    a->flash_gun = Serial_GetI16(r);
}

static void ammo_save(SerialWriter *w, const LaraAmmo *a)
{
    Serial_PutI32(w, a->ammo);
    Serial_PutI32(w, a->hit);
    Serial_PutI32(w, a->miss);
}

static void ammo_load(SerialReader *r, LaraAmmo *a)
{
    a->ammo = Serial_GetI32(r);
    a->hit = Serial_GetI32(r);
    a->miss = Serial_GetI32(r);
}

/* TR2's gun and flare state (the rifle-type gun's model, the flare). */
static void gun2_save(const Lara *l, SerialWriter *w)
{
    ammo_save(w, &l->m16);
    ammo_save(w, &l->grenade);
    ammo_save(w, &l->harpoon);
    Serial_PutBool(w, l->has_m16);
    Serial_PutBool(w, l->has_grenade);
    Serial_PutBool(w, l->has_harpoon);
    Serial_PutI16(w, l->last_gun_type);
    Serial_PutI16(w, l->back_gun);
    Serial_PutI16(w, l->flare_age);
    Serial_PutI16(w, l->flare_frame);
    Serial_PutBool(w, l->flare_control_left);
    Serial_PutBool(w, l->m16_firing);
    Serial_PutBool(w, l->harpoon_reload);
    Serial_PutBool(w, l->uzi_left);
    Serial_PutBool(w, l->uzi_right);
    Serial_PutBool(w, l->gun_item_on);
    const Item *gi = &l->gun_item;
    Serial_PutI16(w, gi->object_id);
    Serial_PutI16(w, gi->model);
    Serial_PutI16(w, gi->anim);
    Serial_PutI16(w, gi->frame);
    Serial_PutI16(w, gi->current_state);
    Serial_PutI16(w, gi->goal_state);
    Serial_PutI16(w, gi->required_state);
    Serial_PutI16(w, gi->status);
}

static void gun2_load(Game *g, SerialReader *r, Lara *l)
{
    ammo_load(r, &l->m16);
    ammo_load(r, &l->grenade);
    ammo_load(r, &l->harpoon);
    l->has_m16 = Serial_GetBool(r, "has M16");
    l->has_grenade = Serial_GetBool(r, "has grenade launcher");
    l->has_harpoon = Serial_GetBool(r, "has harpoon gun");
    int32_t guns = Gun_TypeCount(g) > LGT_COUNT_TR2 ? Gun_TypeCount(g) : LGT_COUNT_TR2;
    l->last_gun_type = Serial_GetI16Range(r, LGT_UNARMED, guns - 1, "last gun type");
    l->back_gun = Serial_GetI16Range(r, -1, OBJECT_MAX - 1, "gun on her back");
    l->flare_age = Serial_GetI16Range(r, 0, 0x7FFF, "flare age");
    l->flare_frame = Serial_GetI16(r);
    l->flare_control_left = Serial_GetBool(r, "flare arm");
    l->m16_firing = Serial_GetBool(r, "M16 firing");
    l->harpoon_reload = Serial_GetBool(r, "harpoon reload");
    l->uzi_left = Serial_GetBool(r, "left uzi");
    l->uzi_right = Serial_GetBool(r, "right uzi");
    l->gun_item_on = Serial_GetBool(r, "gun model");
    Item *gi = &l->gun_item;
    memset(gi, 0, sizeof(*gi));
    gi->object_id = Serial_GetI16Range(r, 0, OBJECT_MAX - 1, "gun model object");
    gi->model = Serial_GetI16Range(r, 0, (int32_t)g->lv->num_models - 1, "gun model");
    int32_t anims = (int32_t)g->lv->num_animations;
    gi->anim = Serial_GetI16Range(r, 0, anims > 0 ? anims - 1 : 0, "gun model animation");
    gi->frame = Serial_GetI16(r);
    gi->current_state = Serial_GetI16(r);
    gi->goal_state = Serial_GetI16(r);
    gi->required_state = Serial_GetI16(r);
    gi->status = (uint8_t)Serial_GetI16Range(r, ITEM_STATUS_INACTIVE, ITEM_STATUS_INVISIBLE,
                                             "gun model status");
    gi->room = gi->linked_room = -1;
    gi->next_item = gi->next_active = ITEM_NONE;
}

static void lara_save(const Game *g, SerialWriter *w)
{
    const Lara *l = &g->lara;
    Serial_PutI32(w, l->item);
    Serial_PutI16(w, l->gun_status);
    Serial_PutI16(w, l->gun_type);
    Serial_PutI16(w, l->request_gun_type);
    Serial_PutI16(w, l->calc_fall_speed);
    Serial_PutI16(w, l->water_status);
    Serial_PutI16(w, l->pose_count);
    Serial_PutI16(w, l->hit_frame);
    Serial_PutI16(w, l->hit_direction);
    Serial_PutI16(w, l->air);
    Serial_PutI16(w, l->dive_count);
    Serial_PutI16(w, l->death_count);
    Serial_PutI16(w, l->current_active);
    Serial_PutI16(w, l->spaz_effect_count);
    Serial_PutI16(w, l->spaz_effect);
    Serial_PutI16(w, l->mesh_effects);
    Serial_PutI16(w, l->turn_rate);
    Serial_PutI16(w, l->move_angle);
    put_vec3s(w, l->head_rot);
    put_vec3s(w, l->torso_rot);
    Serial_PutI32(w, l->target);
    Serial_PutI16(w, l->target_angles[0]);
    Serial_PutI16(w, l->target_angles[1]);
    arm_save(w, &l->left_arm);
    arm_save(w, &l->right_arm);
    ammo_save(w, &l->pistols);
    ammo_save(w, &l->magnums);
    ammo_save(w, &l->uzis);
    ammo_save(w, &l->shotgun);
    Serial_PutBool(w, l->has_pistols);
    Serial_PutBool(w, l->has_magnums);
    Serial_PutBool(w, l->has_uzis);
    Serial_PutBool(w, l->has_shotgun);
    MeshTable_Save(g, w); /* her meshes and the level's table */
    Serial_PutBool(w, l->look);
    Serial_PutI32(w, l->interact_target);
    Serial_PutBool(w, l->slide_angle_set);
    Serial_PutI16(w, l->slide_angle);
    Serial_PutBool(w, l->climb_status);
    gun2_save(l, w);
    Serial_PutBool(w, l->extra_anim);
    Serial_PutI16(w, l->vehicle);
    /* TR3's sprint, crouch and monkey swing: in its saves only (TR1's and
     * TR2's bytes stay). */
    if (Lara_HasTR3Moves(g)) {
        Serial_PutI16(w, l->dash_used);
        Serial_PutI16(w, l->cold);
        Serial_PutBool(w, l->keep_ducked);
        Serial_PutBool(w, l->can_monkey_swing);
        Serial_PutI16(w, l->current_sink);
        Serial_PutI32(w, l->current_xvel);
        Serial_PutI32(w, l->current_zvel);
        ammo_save(w, &l->rocket);
        Serial_PutBool(w, l->has_rocket);
        Serial_PutI16(w, l->poisoned);
        Serial_PutBool(w, l->has_fired);
        Serial_PutI16(w, l->electric);
    }
}

static void lara_load(Game *g, SerialReader *r)
{
    Lara *l = &g->lara;
    /* Lara is the level's own item: the same slot in every game of it. */
    l->item = Serial_GetRange(r, g->lara.item, g->lara.item, "Lara's item");
    /* The game's own gun types (TR1's five, TR2's ten). */
    int32_t guns = Gun_TypeCount(g);
    l->gun_status = Serial_GetI16Range(r, LGS_ARMLESS, guns > LGT_COUNT ? LGS_SPECIAL : LGS_READY,
                                       "gun status");
    l->gun_type = Serial_GetI16Range(r, LGT_UNARMED, guns - 1, "gun type");
    l->request_gun_type = Serial_GetI16Range(r, LGT_UNARMED, guns - 1, "requested gun type");
    l->calc_fall_speed = Serial_GetI16(r);
    l->water_status = Serial_GetI16Range(r, LWS_ABOVE_WATER, LWS_WADE, "water status");
    l->pose_count = Serial_GetI16(r);
    l->hit_frame = Serial_GetI16(r);
    l->hit_direction = Serial_GetI16(r);
    l->air = Serial_GetI16(r);
    l->dive_count = Serial_GetI16(r);
    l->death_count = Serial_GetI16(r);
    l->current_active = Serial_GetI16(r);
    l->spaz_effect_count = Serial_GetI16(r);
    l->spaz_effect = Serial_GetI16Range(r, EFFECT_NONE, EFFECT_MAX - 1, "effect that hit Lara");
    l->mesh_effects = Serial_GetI16(r);
    l->turn_rate = Serial_GetI16(r);
    l->move_angle = Serial_GetI16(r);
    l->head_rot = get_vec3s(r);
    l->torso_rot = get_vec3s(r);
    l->target = Serial_GetRange(r, -1, last_item(g), "Lara's target");
    l->target_angles[0] = Serial_GetI16(r);
    l->target_angles[1] = Serial_GetI16(r);
    arm_load(g, r, &l->left_arm);
    arm_load(g, r, &l->right_arm);
    ammo_load(r, &l->pistols);
    ammo_load(r, &l->magnums);
    ammo_load(r, &l->uzis);
    ammo_load(r, &l->shotgun);
    l->has_pistols = Serial_GetBool(r, "has pistols");
    l->has_magnums = Serial_GetBool(r, "has magnums");
    l->has_uzis = Serial_GetBool(r, "has uzis");
    l->has_shotgun = Serial_GetBool(r, "has shotgun");
    MeshTable_Load(g, r);
    l->look = Serial_GetBool(r, "look");
    l->interact_target = Serial_GetRange(r, -1, last_item(g), "interaction target");
    l->slide_angle_set = Serial_GetBool(r, "slide angle set");
    l->slide_angle = Serial_GetI16(r);
    l->climb_status = Serial_GetBool(r, "climb status");
    gun2_load(g, r, l);
    l->extra_anim = Serial_GetBool(r, "extra animation");
    l->vehicle = Serial_GetI16Range(r, -1, last_item(g), "vehicle");
    if (Lara_HasTR3Moves(g)) {
        l->dash_used = Serial_GetI16Range(r, 0, LARA_DASH_MAX, "sprint energy used");
        l->cold = Serial_GetI16Range(r, 0, LARA_EXPOSURE_MAX + 1, "warmth lost to the cold");
        l->keep_ducked = Serial_GetBool(r, "kept ducked");
        l->can_monkey_swing = Serial_GetBool(r, "monkey swing");
        l->current_sink = Serial_GetI16Range(r, 0, (int16_t)(g->lv->num_cameras > 0x7FFF ? 0x7FFF : g->lv->num_cameras), "current's camera");
        /* The drift eases to at most strength x 1024 (an i16 strength). */
        l->current_xvel = Serial_GetRange(r, -(1 << 25), 1 << 25, "current's x drift");
        l->current_zvel = Serial_GetRange(r, -(1 << 25), 1 << 25, "current's z drift");
        ammo_load(r, &l->rocket);
        l->has_rocket = Serial_GetBool(r, "has rocket launcher");
        l->poisoned = Serial_GetI16Range(r, 0, INT16_MAX, "poison");
        l->has_fired = Serial_GetBool(r, "has fired");
        l->electric = Serial_GetI16Range(r, 0, 16, "electrocution");
    }
}

/* ---- camera ----------------------------------------------------------------- */

static void gamevec_save(SerialWriter *w, const GameVec *v)
{
    Serial_PutI32(w, v->x);
    Serial_PutI32(w, v->y);
    Serial_PutI32(w, v->z);
    Serial_PutI16(w, v->room);
}

/* A position whose room is lowest..the last room. */
static void gamevec_load_from(const Game *g, SerialReader *r, GameVec *v, int lowest,
                              const char *what)
{
    v->x = get_coord(r);
    v->y = get_coord(r);
    v->z = get_coord(r);
    v->room = Serial_GetI16Range(r, lowest, last_room(g), what);
}

static void camera_save(const Game *g, SerialWriter *w)
{
    const GameCamera *c = &g->camera;
    gamevec_save(w, &c->pos);
    gamevec_save(w, &c->target);
    Serial_PutI16(w, c->type);
    Serial_PutI16(w, c->last_type);
    Serial_PutI16(w, c->flags);
    Serial_PutI32(w, c->shift);
    Serial_PutI32(w, c->fixed_camera);
    Serial_PutI32(w, c->number_frames);
    Serial_PutI32(w, c->bounce);
    Serial_PutI32(w, c->underwater);
    Serial_PutI32(w, c->target_distance);
    Serial_PutI32(w, c->target_square);
    Serial_PutI16(w, c->target_angle);
    Serial_PutI16(w, c->target_elevation);
    Serial_PutI16(w, c->actual_elevation);
    Serial_PutI16(w, c->actual_angle);
    Serial_PutI16(w, c->number);
    Serial_PutI16(w, c->last);
    Serial_PutI16(w, c->timer);
    Serial_PutI16(w, c->speed);
    Serial_PutI32(w, c->item);
    Serial_PutI32(w, c->last_item);
    Serial_PutU32(w, (uint32_t)sizeof c->looked_at);
    Serial_PutBytes(w, c->looked_at, sizeof c->looked_at);
    Serial_PutU32(w, (uint32_t)sizeof c->fixed_one_shot);
    Serial_PutBytes(w, c->fixed_one_shot, sizeof c->fixed_one_shot);
    const CameraCinematic *k = &c->cine;
    Serial_PutBool(w, k->cutscene);
    Serial_PutI32(w, k->frame);
    put_vec3i(w, k->origin);
    Serial_PutI16(w, k->origin_room);
    Serial_PutI16(w, k->angle);
    Serial_PutI16(w, k->fov);
    Serial_PutI16(w, k->roll);
}

static void camera_load(Game *g, SerialReader *r)
{
    GameCamera *c = &g->camera;
    /* Without Lara (a cut-scene level such as CUT1 run on its own) the
     * camera has no room yet: Camera_Init leaves -1, which the camera
     * checks for. With her, it always has one. */
    int lowest = Game_LaraItem(g) ? 0 : -1;
    gamevec_load_from(g, r, &c->pos, lowest, "camera room");
    gamevec_load_from(g, r, &c->target, lowest, "camera target room");
    c->type = Serial_GetI16Range(r, CAM_CHASE, CAM_HEAVY, "camera type");
    c->last_type = Serial_GetI16Range(r, CAM_CHASE, CAM_HEAVY, "last camera type");
    c->flags = Serial_GetI16Range(r, CAM_FLAG_NORMAL, CAM_FLAG_CHASE_OBJECT, "camera flags");
    c->shift = get_coord(r);
    c->fixed_camera = Serial_GetI32(r);
    c->number_frames = Serial_GetI32(r);
    /* Shakes and distances the game sets are int16-sized; the camera
     * multiplies them by sines and random numbers. */
    c->bounce = Serial_GetRange(r, INT16_MIN, INT16_MAX, "camera bounce");
    c->underwater = Serial_GetI32(r);
    c->target_distance = Serial_GetRange(r, INT16_MIN, INT16_MAX, "camera distance");
    c->target_square = Serial_GetI32(r);
    c->target_angle = Serial_GetI16(r);
    c->target_elevation = Serial_GetI16(r);
    c->actual_elevation = Serial_GetI16(r);
    c->actual_angle = Serial_GetI16(r);
    /* Camera and item numbers come from trigger words, which may name what
     * the level does not have: the camera checks them where it uses them,
     * so any number a trigger can hold is a state the game can be in. */
    c->number = Serial_GetI16Range(r, CAMERA_NO_NUMBER, CAMERA_MAX_FIXED - 1, "fixed camera");
    c->last = Serial_GetI16Range(r, CAMERA_NO_NUMBER, CAMERA_MAX_FIXED - 1, "last fixed camera");
    c->timer = Serial_GetI16(r);
    c->speed = Serial_GetI16(r);
    c->item = Serial_GetRange(r, -1, CAMERA_MAX_ITEMS - 1, "camera item");
    c->last_item = Serial_GetRange(r, -1, CAMERA_MAX_ITEMS - 1, "camera's last item");
    Serial_GetRange(r, (int32_t)sizeof c->looked_at, (int32_t)sizeof c->looked_at,
                    "looked-at marks size");
    Serial_GetBytes(r, c->looked_at, sizeof c->looked_at);
    Serial_GetRange(r, (int32_t)sizeof c->fixed_one_shot, (int32_t)sizeof c->fixed_one_shot,
                    "one-shot cameras size");
    Serial_GetBytes(r, c->fixed_one_shot, sizeof c->fixed_one_shot);
    CameraCinematic *k = &c->cine;
    k->cutscene = Serial_GetBool(r, "cut-scene");
    k->frame = Serial_GetRange(r, 0, INT32_MAX, "cinematic frame");
    k->origin = get_vec3i(r);
    k->origin_room = Serial_GetI16Range(r, -1, last_room(g), "cinematic room");
    k->angle = Serial_GetI16(r);
    k->fov = Serial_GetI16(r);
    k->roll = Serial_GetI16(r);
}

/* ---- effects ---------------------------------------------------------------- */

static void effects_save(const Game *g, SerialWriter *w)
{
    const EffectList *l = &g->effects;
    /* Every slot, free ones too: a new effect keeps what its slot's last
     * user left in the fields its spawner does not set. */
    Serial_PutU32(w, EFFECT_MAX);
    for (int i = 0; i < EFFECT_MAX; i++) {
        const Effect *e = &l->fx[i];
        put_vec3i(w, e->pos);
        put_vec3s(w, e->rot);
        Serial_PutI16(w, e->room);
        Serial_PutI16(w, e->object_id);
        Serial_PutI16(w, e->next_draw);
        Serial_PutI16(w, e->next_free);
        Serial_PutI16(w, e->next_active);
        Serial_PutI16(w, e->speed);
        Serial_PutI16(w, e->fall_speed);
        Serial_PutI16(w, e->frame_num);
        Serial_PutI16(w, e->counter);
        Serial_PutI16(w, e->shade);
    }
    Serial_PutI16(w, l->next_active);
    Serial_PutI16(w, l->next_free);
    Serial_PutU32(w, l->num_rooms);
    for (uint32_t r = 0; r < l->num_rooms; r++)
        Serial_PutI16(w, l->room_fx[r]);
}

static void effects_load(Game *g, SerialReader *r)
{
    EffectList *l = &g->effects;
    Serial_GetRange(r, EFFECT_MAX, EFFECT_MAX, "effect slot count");
    for (int i = 0; i < EFFECT_MAX && !r->failed; i++) {
        Effect *e = &l->fx[i];
        e->pos = get_vec3i(r);
        e->rot = get_vec3s(r);
        e->room = Serial_GetI16Range(r, -1, last_room(g), "effect room");
        e->object_id = Serial_GetI16Range(r, 0, EFFECT_OBJECTS - 1, "effect object");
        e->next_draw = Serial_GetI16Range(r, EFFECT_NONE, EFFECT_MAX - 1, "effect room link");
        e->next_free = Serial_GetI16Range(r, EFFECT_NONE, EFFECT_MAX - 1, "effect free link");
        e->next_active = Serial_GetI16Range(r, EFFECT_NONE, EFFECT_MAX - 1, "effect active link");
        e->speed = Serial_GetI16(r);
        e->fall_speed = Serial_GetI16(r);
        e->frame_num = Serial_GetI16(r);
        e->counter = Serial_GetI16(r);
        e->shade = Serial_GetI16(r);
    }
    l->next_active = Serial_GetI16Range(r, EFFECT_NONE, EFFECT_MAX - 1, "effect list head");
    l->next_free = Serial_GetI16Range(r, EFFECT_NONE, EFFECT_MAX - 1, "effect free list head");
    Serial_GetRange(r, (int32_t)l->num_rooms, (int32_t)l->num_rooms, "effect room count");
    for (uint32_t i = 0; i < l->num_rooms && !r->failed; i++)
        l->room_fx[i] = Serial_GetI16Range(r, EFFECT_NONE, EFFECT_MAX - 1, "room effect list head");
}

/* ---- creatures: the AI slots and their searches -------------------------------- */

static void info_save(SerialWriter *w, const CreatureSlots *cs, const CreatureInfo *c)
{
    Serial_PutI16(w, c->head_rotation);
    Serial_PutI16(w, c->neck_rotation);
    Serial_PutI16(w, c->maximum_turn);
    Serial_PutU16(w, c->flags);
    Serial_PutI16(w, c->item);
    Serial_PutI16(w, c->box);
    Serial_PutI32(w, (int32_t)c->mood);
    const Lot *lot = &c->lot;
    /* The node array is the slot's own share of cs->nodes: stored as
     * the slot it belongs to, which the loader checks. */
    int32_t share = lot->node ? (int32_t)((lot->node - cs->nodes) / (ptrdiff_t)(cs->num_boxes + 1)) : -1;
    Serial_PutI32(w, share);
    Serial_PutI16(w, lot->head);
    Serial_PutI16(w, lot->tail);
    Serial_PutU16(w, lot->search_num);
    Serial_PutU16(w, lot->block_mask);
    Serial_PutI16(w, lot->step);
    Serial_PutI16(w, lot->drop);
    Serial_PutI16(w, lot->fly);
    Serial_PutI16(w, lot->zone_count);
    Serial_PutI16(w, lot->target_box);
    Serial_PutI16(w, lot->required_box);
    put_vec3i(w, lot->target);
    put_vec3i(w, c->target);
    Serial_PutBool(w, c->hurt_by_lara);
    Serial_PutI16(w, c->joint2_rotation);
    Serial_PutI16(w, c->joint3_rotation);
    Serial_PutBool(w, c->alerted);
    for (int i = 0; i < 4; i++)
        Serial_PutI16(w, c->item_flags[i]);
    Serial_PutBool(w, c->patrol2);
    Serial_PutBool(w, c->reached_goal);
    Serial_PutBool(w, c->head_left);
    Serial_PutBool(w, c->head_right);
}

static void info_load(const Game *g, SerialReader *r, CreatureInfo *c, int slot)
{
    int32_t nb = (int32_t)g->lv->num_boxes;
    c->head_rotation = Serial_GetI16(r);
    c->neck_rotation = Serial_GetI16(r);
    c->maximum_turn = Serial_GetI16(r);
    c->flags = Serial_GetU16(r);
    c->item = Serial_GetI16Range(r, -1, last_item(g), "AI slot item");
    c->box = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "creature box");
    c->mood = (CreatureMood)Serial_GetRange(r, MOOD_BORED, MOOD_STALK, "creature mood");
    Serial_GetRange(r, slot, slot, "AI slot search nodes");
    Lot *lot = &c->lot;
    lot->head = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "search queue head");
    lot->tail = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "search queue tail");
    lot->search_num = Serial_GetU16(r);
    lot->block_mask = Serial_GetU16(r);
    lot->step = Serial_GetI16(r);
    lot->drop = Serial_GetI16(r);
    lot->fly = Serial_GetI16(r);
    lot->zone_count = Serial_GetI16Range(r, 0, nb, "zone box count");
    lot->target_box = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "target box");
    lot->required_box = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "required box");
    lot->target = get_vec3i(r);
    c->target = get_vec3i(r);
    c->hurt_by_lara = Serial_GetBool(r, "creature hurt by Lara");
    c->joint2_rotation = Serial_GetI16(r);
    c->joint3_rotation = Serial_GetI16(r);
    c->alerted = Serial_GetBool(r, "creature alerted");
    for (int i = 0; i < 4; i++)
        c->item_flags[i] = Serial_GetI16(r);
    c->patrol2 = Serial_GetBool(r, "creature patrol leg");
    c->reached_goal = Serial_GetBool(r, "creature reached goal");
    c->head_left = Serial_GetBool(r, "creature head left");
    c->head_right = Serial_GetBool(r, "creature head right");
    /* Not saved (TR2's chosen enemy): chosen again at the next AI tick. */
    c->enemy = ITEM_NONE;
    c->enemy_box = LOT_NO_BOX;
}

static void boss_save(SerialWriter *w, const BossData *b)
{
    Serial_PutI16(w, b->attack_count);
    Serial_PutI16(w, b->death_count);
    Serial_PutI16(w, b->explode_count);
    Serial_PutI16(w, b->ring_count);
    Serial_PutI16(w, b->attack_head_count);
    Serial_PutI16(w, b->attack_type);
    Serial_PutBool(w, b->attack_flag);
    Serial_PutBool(w, b->dropped_icon);
    Serial_PutBool(w, b->dead);
    Serial_PutBool(w, b->shield_on);
    Serial_PutBool(w, b->lizard_active);
    Serial_PutBool(w, b->turned);
    put_vec3i(w, b->beam_target);
    Serial_PutI16(w, b->lizard_item);
    Serial_PutI16(w, b->lizard_room);
}

/* The shield's glow is not saved: it starts dark. */
static void boss_load(const Game *g, SerialReader *r, BossData *b)
{
    memset(b, 0, sizeof *b);
    b->attack_count = Serial_GetI16Range(r, 0, 0x7FFF, "boss attack count");
    b->death_count = Serial_GetI16Range(r, -1, 0x7FFF, "boss death count");
    b->explode_count = Serial_GetI16Range(r, 0, 256, "boss explosion count");
    b->ring_count = Serial_GetI16Range(r, 0, 6, "boss rings");
    b->attack_head_count = Serial_GetI16Range(r, 0, 0x7FFF, "boss beams");
    b->attack_type = Serial_GetI16Range(r, 0, 2, "boss attack");
    b->attack_flag = Serial_GetBool(r, "boss roused");
    b->dropped_icon = Serial_GetBool(r, "boss dropped");
    b->dead = Serial_GetBool(r, "boss dead");
    b->shield_on = Serial_GetBool(r, "boss shield");
    b->lizard_active = Serial_GetBool(r, "boss lizard man");
    b->turned = Serial_GetBool(r, "boss turned");
    b->beam_target = get_vec3i(r);
    b->lizard_item = Serial_GetI16Range(r, -1, last_item(g), "boss lizard man item");
    b->lizard_room = Serial_GetI16Range(r, -1, last_room(g), "boss lizard man room");
}

static void creatures_save(const Game *g, SerialWriter *w)
{
    const CreatureSlots *cs = g->creatures;
    Serial_PutBool(w, cs != NULL);
    if (!cs)
        return;
    Serial_PutI32(w, LOT_SLOTS);
    Serial_PutU32(w, cs->num_boxes);
    Serial_PutI32(w, cs->used);
    Serial_PutI16(w, cs->lara_box);
    Serial_PutI32(w, cs->kills);
    Serial_PutI16(w, cs->pierre);
    Serial_PutI16(w, cs->music_track);
    Serial_PutI16(w, cs->natla_facing);
    Serial_PutI32(w, cs->bacon_x);
    Serial_PutI32(w, cs->bacon_z);
    Serial_PutBool(w, cs->monks_angry);
    Serial_PutI16(w, cs->compy_scared);
    Serial_PutBool(w, cs->compys_attack);
    boss_save(w, &cs->boss);
    for (int i = 0; i < LOT_SLOTS; i++)
        info_save(w, cs, &cs->slot[i]);
    size_t n = (size_t)LOT_SLOTS * (cs->num_boxes + 1);
    for (size_t i = 0; i < n; i++) {
        const LotNode *node = &cs->nodes[i];
        Serial_PutI16(w, node->exit_box);
        Serial_PutU16(w, node->search_num);
        Serial_PutI16(w, node->next_expansion);
        Serial_PutI16(w, node->box_num);
    }
}

static void creatures_load(Game *g, SerialReader *r)
{
    bool present = Serial_GetBool(r, "creatures present");
    if (r->failed)
        return;
    if (!present) {
        /* The level's set-up makes the slots whenever it has a creature;
         * a save without them cannot belong to a game that has them. */
        if (g->creatures)
            Serial_Fail(r, "no AI slots saved, but this level has creatures");
        return;
    }
    /* Kill statistics make the slots on the first kill even in a level
     * whose set-up did not. */
    if (!Lot_Init(g)) {
        Serial_Fail(r, "out of memory for the AI slots");
        return;
    }
    CreatureSlots *cs = g->creatures;
    int32_t nb = (int32_t)cs->num_boxes;
    Serial_GetRange(r, LOT_SLOTS, LOT_SLOTS, "AI slot count");
    Serial_GetRange(r, nb, nb, "AI box count");
    int32_t used = Serial_GetRange(r, 0, LOT_SLOTS, "AI slots in use");
    cs->lara_box = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "Lara's box");
    cs->kills = Serial_GetI32(r);
    cs->pierre = Serial_GetI16Range(r, -1, last_item(g), "Pierre's item");
    cs->music_track = Serial_GetI16(r);
    cs->natla_facing = Serial_GetI16(r);
    cs->bacon_x = Serial_GetI32(r);
    cs->bacon_z = Serial_GetI32(r);
    cs->monks_angry = Serial_GetBool(r, "monks angry");
    cs->compy_scared = Serial_GetI16Range(r, 0, 0x7FFF, "compys' scared ticks");
    cs->compys_attack = Serial_GetBool(r, "compys attack");
    boss_load(g, r, &cs->boss);
    int in_use = 0;
    for (int i = 0; i < LOT_SLOTS && !r->failed; i++) {
        LotNode *own = cs->slot[i].lot.node;
        info_load(g, r, &cs->slot[i], i);
        cs->slot[i].lot.node = own;
        in_use += cs->slot[i].item >= 0;
    }
    if (!r->failed && in_use != used)
        Serial_Fail(r, "%d AI slots in use, %d have a creature", (int)used, in_use);
    cs->used = used;
    size_t n = (size_t)LOT_SLOTS * (cs->num_boxes + 1);
    for (size_t i = 0; i < n && !r->failed; i++) {
        LotNode *node = &cs->nodes[i];
        node->exit_box = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "search exit box");
        node->search_num = Serial_GetU16(r);
        node->next_expansion = Serial_GetI16Range(r, LOT_NO_BOX, nb - 1, "search queue link");
        node->box_num = Serial_GetI16Range(r, LOT_NO_BOX, MAX(nb - 1, 0), "zone box");
    }
}

/* ---- item data ------------------------------------------------------------------ */

static int ai_slot_of(const Game *g, const void *data)
{
    const CreatureSlots *cs = g->creatures;
    for (int k = 0; cs && k < LOT_SLOTS; k++)
        if (data == &cs->slot[k])
            return k;
    return -1;
}

static void item_data_save(const Game *g, SerialWriter *w)
{
    const Sim *s = g->sim;
    Serial_PutU32(w, s->num_items);
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        int slot = ai_slot_of(g, it->data);
        if (!it->data) {
            Serial_PutU8(w, ITEM_DATA_NONE);
        } else if (slot >= 0) {
            Serial_PutU8(w, ITEM_DATA_AI_SLOT);
            Serial_PutU8(w, (uint8_t)slot);
        } else {
            Serial_PutU8(w, ITEM_DATA_OWN);
            size_t len_at = w->size;
            Serial_PutU32(w, 0);
            const ObjectInfo *o = Object_Info(g, it->object_id);
            if (o->save_data)
                o->save_data(g, (int)i, w);
            Serial_PatchU32(w, len_at, (uint32_t)(w->size - len_at - 4));
        }
    }
}

static void item_data_load(Game *g, SerialReader *r)
{
    Sim *s = g->sim;
    Serial_GetRange(r, (int32_t)s->num_items, (int32_t)s->num_items, "item data count");
    for (uint32_t i = 0; i < s->num_items && !r->failed; i++) {
        Item *it = &s->items[i];
        uint8_t kind = Serial_GetU8(r);
        /* Items with data are looked up in the object table by their id. */
        if (kind != ITEM_DATA_NONE && (it->object_id < 0 || it->object_id >= OBJECT_MAX)) {
            Serial_Fail(r, "item %u: object %d", i, it->object_id);
            break;
        }
        if (kind == ITEM_DATA_NONE) {
            it->data = NULL;
        } else if (kind == ITEM_DATA_AI_SLOT) {
            int slot = Serial_GetU8(r);
            if (!g->creatures || slot >= LOT_SLOTS || g->creatures->slot[slot].item != (int16_t)i) {
                Serial_Fail(r, "item %u: AI slot %d is not its own", i, slot);
                break;
            }
            it->data = &g->creatures->slot[slot];
        } else if (kind == ITEM_DATA_OWN) {
            uint32_t len = Serial_GetU32(r);
            /* The block is the one this game's set-up made for the item. */
            if (!r->failed && (!it->data || ai_slot_of(g, it->data) >= 0)) {
                Serial_Fail(r, "item %u: saved data the level's set-up does not make", i);
                break;
            }
            SerialReader sub = Serial_Sub(r, len, "item data");
            const ObjectInfo *o = Object_Info(g, it->object_id);
            if (o->load_data && !sub.failed)
                o->load_data(g, (int)i, &sub);
            Serial_EndSub(r, &sub, "item data");
        } else {
            Serial_Fail(r, "item %u: data kind %u", i, kind);
        }
    }
    /* Every slot in use belongs to an item that points back at it. */
    const CreatureSlots *cs = g->creatures;
    for (int k = 0; cs && k < LOT_SLOTS && !r->failed; k++) {
        int item = cs->slot[k].item;
        if (item >= 0 && s->items[item].data != &cs->slot[k])
            Serial_Fail(r, "AI slot %d: its item %d has other data", k, item);
    }
}

/* ---- flipeffects ---------------------------------------------------------------- */

static void flipfx_save(const FlipFx *fx, SerialWriter *w)
{
    Serial_PutBool(w, fx != NULL);
    if (!fx)
        return;
    Serial_PutI32(w, fx->camera_bounce);
    Serial_PutU32(w, fx->flip_count);
    Serial_PutBool(w, fx->level_complete);
    Serial_PutU8(w, fx->gun_swapped);
    Serial_PutBool(w, fx->hands_free_pending);
    Serial_PutU32(w, FX_TR1_COUNT);
    for (int i = 0; i < FX_TR1_COUNT; i++)
        Serial_PutU32(w, fx->calls[i]);
}

static void flipfx_load(FlipFx *fx, SerialReader *r)
{
    FlipFx tmp = {0};
    if (!Serial_GetBool(r, "flipeffects present"))
        return;
    tmp.camera_bounce = Serial_GetI32(r);
    tmp.flip_count = Serial_GetU32(r);
    tmp.level_complete = Serial_GetBool(r, "flipeffect level complete");
    tmp.gun_swapped = Serial_GetU8(r);
    tmp.hands_free_pending = Serial_GetBool(r, "hands free");
    Serial_GetRange(r, FX_TR1_COUNT, FX_TR1_COUNT, "flipeffect count");
    for (int i = 0; i < FX_TR1_COUNT; i++)
        tmp.calls[i] = Serial_GetU32(r);
    if (!fx || r->failed)
        return;
    fx->camera_bounce = tmp.camera_bounce;
    fx->flip_count = tmp.flip_count;
    fx->level_complete = tmp.level_complete;
    fx->gun_swapped = tmp.gun_swapped;
    fx->hands_free_pending = tmp.hands_free_pending;
    memcpy(fx->calls, tmp.calls, sizeof fx->calls);
}

/* ---- the sections ------------------------------------------------------------- */

static void begin(SerialWriter *w, uint32_t tag, size_t *len_at)
{
    Serial_PutU32(w, tag);
    *len_at = w->size;
    Serial_PutU32(w, 0);
}

static void end(SerialWriter *w, size_t len_at)
{
    Serial_PatchU32(w, len_at, (uint32_t)(w->size - len_at - 4));
}

#define SEC_SIM TAG('S', 'I', 'M', ' ')
#define SEC_WORLD TAG('W', 'R', 'L', 'D')
#define SEC_GAME TAG('G', 'A', 'M', 'E')
#define SEC_LARA TAG('L', 'A', 'R', 'A')
#define SEC_CAMERA TAG('C', 'A', 'M', 'R')
#define SEC_EFFECTS TAG('E', 'F', 'F', 'X')
#define SEC_CREATURES TAG('A', 'I', 'S', 'L')
#define SEC_ITEM_DATA TAG('I', 'D', 'A', 'T')
#define SEC_FLIPFX TAG('F', 'L', 'F', 'X')

void SaveState_Write(const Game *g, const FlipFx *fx, SerialWriter *w)
{
    size_t at;
    begin(w, SEC_SIM, &at);
    Sim_Save(g->sim, w);
    end(w, at);
    begin(w, SEC_WORLD, &at);
    World_Save(&g->world, w);
    end(w, at);
    begin(w, SEC_GAME, &at);
    game_save(g, w);
    end(w, at);
    begin(w, SEC_LARA, &at);
    lara_save(g, w);
    end(w, at);
    begin(w, SEC_CAMERA, &at);
    camera_save(g, w);
    end(w, at);
    begin(w, SEC_EFFECTS, &at);
    effects_save(g, w);
    end(w, at);
    begin(w, SEC_CREATURES, &at);
    creatures_save(g, w);
    end(w, at);
    begin(w, SEC_ITEM_DATA, &at);
    item_data_save(g, w);
    end(w, at);
    begin(w, SEC_FLIPFX, &at);
    flipfx_save(fx, w);
    end(w, at);
}

/* The next section, which must be `tag`: a reader over its bytes. */
static SerialReader open_section(SerialReader *r, uint32_t tag, const char *name)
{
    uint32_t got = Serial_GetU32(r);
    uint32_t len = Serial_GetU32(r);
    if (!r->failed && got != tag) {
        r->pos -= 8;
        char have[5];
        for (int i = 0; i < 4; i++) {
            uint8_t c = (uint8_t)(got >> (8 * i));
            have[i] = c >= 0x20 && c < 0x7F ? (char)c : '?';
        }
        have[4] = '\0';
        Serial_Fail(r, "expected section %s, found '%s'", name, have);
    }
    return Serial_Sub(r, r->failed ? 0 : len, name);
}

bool SaveState_Read(Game *g, FlipFx *fx, SerialReader *r)
{
    SerialReader sec;

    sec = open_section(r, SEC_SIM, "SIM");
    if (!sec.failed)
        Sim_Load(g->sim, &sec);
    Serial_EndSub(r, &sec, "section SIM");
    /* Lara's item and the rooms the rest checks against come from here. */
    if (r->failed)
        return false;

    sec = open_section(r, SEC_WORLD, "WRLD");
    if (!sec.failed)
        World_Load(&g->world, &sec);
    Serial_EndSub(r, &sec, "section WRLD");

    sec = open_section(r, SEC_GAME, "GAME");
    game_load(g, &sec);
    Serial_EndSub(r, &sec, "section GAME");

    sec = open_section(r, SEC_LARA, "LARA");
    lara_load(g, &sec);
    Serial_EndSub(r, &sec, "section LARA");

    sec = open_section(r, SEC_CAMERA, "CAMR");
    camera_load(g, &sec);
    Serial_EndSub(r, &sec, "section CAMR");

    sec = open_section(r, SEC_EFFECTS, "EFFX");
    effects_load(g, &sec);
    Serial_EndSub(r, &sec, "section EFFX");

    sec = open_section(r, SEC_CREATURES, "AISL");
    creatures_load(g, &sec);
    Serial_EndSub(r, &sec, "section AISL");

    sec = open_section(r, SEC_ITEM_DATA, "IDAT");
    if (!r->failed)
        item_data_load(g, &sec);
    Serial_EndSub(r, &sec, "section IDAT");

    sec = open_section(r, SEC_FLIPFX, "FLFX");
    flipfx_load(fx, &sec);
    Serial_EndSub(r, &sec, "section FLFX");
    for (uint32_t i = 0; i < g->sim->num_items && !r->failed; i++) {
        const Item *it = &g->sim->items[i];
        if (it->object_id < 0 || it->object_id >= OBJECT_MAX)
            continue;
        const ObjectInfo *o = Object_Info(g, it->object_id);
        if (o->after_load)
            o->after_load(g, (int)i);
    }
    return !r->failed;
}
