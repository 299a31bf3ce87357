/* TR2's extra animations (see lara.h: Lara_StartExtraAnim): the routines
 * of the extra model's states, run instead of her own while
 * Lara.extra_anim is set (lara_table.c), as the original's extra control
 * table. */
#include "game/lara/lara_climb.h"
#include "game/lara/lara_internal.h"
#include "game/rules/rules.h"

#include "game/effects/spark_tr3.h"
#include "game/inventory/inventory.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define DEG(d) ((d) * 182)
#define KILL_TIMER_HOLD 30          /* the death timer waits until this close to the end */
#define YETI_KILL_ANGLE DEG(160)
#define YETI_KILL_DISTANCE 3072
#define SHARK_KILL_ANGLE DEG(160)
#define SHARK_KILL_DISTANCE 3072
#define AIRLOCK_ANGLE DEG(80)
#define AIRLOCK_ELEVATION (-DEG(25))
#define GONG_BONG_ANGLE (-DEG(25))
#define GONG_BONG_ELEVATION (-DEG(20))
#define GONG_BONG_DISTANCE 3072
#define TREX_KILL_ANGLE DEG(170)
#define TREX_KILL_ELEVATION (-DEG(25))
/* TR2's CD tracks of the dagger's pull and of the shower scene. */
#define MUSIC2_DAGGER_PULL 28
#define MUSIC2_CUTSCENE_BATH 27
#define DAGGER_PULLED_FRAME 1   /* frames of the pull, from its start */
#define DAGGER_STORED_FRAME 180
#define QUARTER_TURN 0x4000      /* the original's 90 degrees, exact */
#define SHOWER_START_FRAME 1    /* frames of the shower scene */
#define MUSIC2_REVEAL_2 63      /* the opening of Home Sweet Home */
#define HOUSE_START_FRAME 1     /* frames of that opening */
#define HOUSE_STORED_FRAME 401
#define SHOWER_SHOTGUN_FRAME 316
#define RAPIDS_DROWN_ANIM 25     /* of TR3's vehicle set */
#define RAPIDS_DROWN_DEPTH 384
#define RAPIDS_DROWN_TURN 1024

static const Animation *current_anim(const Game *g, const Item *item)
{
    if (item->anim < 0 || (uint32_t)item->anim >= g->lv->num_animations)
        return NULL;
    return &g->lv->animations[item->anim];
}

/* The kills: her death timer is held at its start until the animation is
 * nearly over. */
static void hold_death_timer(Game *g, const Item *item)
{
    const Animation *a = current_anim(g, item);
    if (a && item->frame < (int32_t)a->frame_end - KILL_TIMER_HOLD)
        g->lara.death_count = 1;
}

bool Lara_StartExtraAnim(Game *g, int goal) { return Lara_StartExtraAnimOf(g, LARA2_EXTRA_OBJECT, goal); }

bool Lara_StartExtraAnimOf(Game *g, int extra_object, int goal)
{
    Item *item = Game_LaraItem(g);
    const Model *m = Level_FindModel(g->lv, (uint32_t)extra_object);
    int first = m ? Sim_ModelFirstAnim(g->lv, m) : -1;
    if (!item || first < 0 || (uint32_t)first >= g->lv->num_animations)
        return false;
    item->anim = (int16_t)first;
    item->frame = (int16_t)g->lv->animations[first].frame_start;
    item->current_state = LS2_EXTRA_BREATH;
    item->goal_state = (int16_t)goal;
    Object_Animate(g, item);
    g->lara.extra_anim = true;
    g->lara.gun_status = LGS_HANDS_BUSY;
    g->lara.hit_direction = -1;
    return true;
}

bool Lara_StartLevelAnim(Game *g, int goal)
{
    if (!Lara_StartExtraAnim(g, goal))
        return false;
    const Item *item = Game_LaraItem(g);
    g->lara.water_status = LWS_ABOVE_WATER;
    Camera_InvokeCinematic(g, item->pos, item->rot.y);
    return true;
}

/* Back from the extra model to her own standing animation. */
static void extra_breath(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    Lara_SwitchAnim(g, item, LARA_ANIM_BREATH, 0);
    item->goal_state = LS_STOP;
    item->current_state = LS_STOP;
    g->lara.extra_anim = false;
    g->lara.gun_status = LGS_ARMLESS;
    if (g->camera.type != CAM_HEAVY)
        g->camera.type = CAM_CHASE;
}

static void extra_yeti_kill(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    g->camera.target_angle = YETI_KILL_ANGLE;
    g->camera.target_distance = YETI_KILL_DISTANCE;
    g->lara.hit_direction = -1;
    hold_death_timer(g, item);
}

static void extra_shark_kill(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    g->camera.target_angle = SHARK_KILL_ANGLE;
    g->camera.target_distance = SHARK_KILL_DISTANCE;
    g->lara.hit_direction = -1;
    const Animation *a = current_anim(g, item);
    if (a && item->frame == (int32_t)a->frame_end) {
        /* Her body floats up while under the surface. */
        int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
        if (wh != WORLD_NO_HEIGHT && wh < item->pos.y - 100)
            item->pos.y -= 5;
    }
    hold_death_timer(g, item);
}

static void extra_airlock(Game *g, Item *item, CollInfo *coll)
{
    (void)item;
    (void)coll;
    g->camera.target_angle = AIRLOCK_ANGLE;
    g->camera.target_elevation = AIRLOCK_ELEVATION;
}

static void extra_gong_bong(Game *g, Item *item, CollInfo *coll)
{
    (void)item;
    (void)coll;
    g->camera.target_angle = GONG_BONG_ANGLE;
    g->camera.target_elevation = GONG_BONG_ELEVATION;
    g->camera.target_distance = GONG_BONG_DISTANCE;
}

static void extra_trex_kill(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    g->camera.target_angle = TREX_KILL_ANGLE;
    g->camera.target_elevation = TREX_KILL_ELEVATION;
    g->lara.hit_direction = -1;
    hold_death_timer(g, item);
}

/* The level's opening animation (the script's start animation): the
 * triggers under her fire each tick of it. */
static void extra_start_anim(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    World_Height(&g->world, s, item->pos.x, item->pos.y, item->pos.z);
    Game_TestTriggers(g, g->world.trigger_index, false);
}

static int rel_frame(const Game *g, const Item *item)
{
    const Animation *a = current_anim(g, item);
    return a ? item->frame - (int32_t)a->frame_start : -1;
}

static void play_music(Game *g, int track)
{
    if (g->music_play)
        g->music_play(g->music_user, track);
}

/* The dragon's dagger (the dragon's collision starts it, her right hand
 * holding the extra set's dagger): its music as it comes out, the dagger
 * into her inventory (puzzle item 2) as her hand is her own again, and at
 * the end she turns a quarter and the heavy triggers under her fire (the
 * Dragon's Lair opens its way on). */
static void extra_pull_dagger(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    int f = rel_frame(g, item);
    if (f == DAGGER_PULLED_FRAME) {
        play_music(g, MUSIC2_DAGGER_PULL);
    } else if (f == DAGGER_STORED_FRAME) {
        g->lara.mesh_swap[LARA_MESH_HAND_R] = -1;
        Inventory_AddTR2(g, O2_PUZZLE_ITEM_2);
    }
    const Animation *a = current_anim(g, item);
    if (a && item->frame == (int32_t)a->frame_end) {
        item->rot.y = (int16_t)(item->rot.y + QUARTER_TURN);
        int16_t room = item->room;
        const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
        World_Height(&g->world, s, item->pos.x, item->pos.y, item->pos.z);
        Game_TestTriggers(g, g->world.trigger_index, true);
    }
}

/* Home Sweet Home's opening (the script's start animation 9): its music
 * and the dagger in her hand and at her hips (the extra set's meshes),
 * then the dagger put away (puzzle item 1) and her own meshes, and at its
 * end the chase camera again. */
static void extra_start_house(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    int f = rel_frame(g, item);
    const Animation *a = current_anim(g, item);
    if (f == HOUSE_START_FRAME) {
        play_music(g, MUSIC2_REVEAL_2);
        g->lara.mesh_swap[LARA_MESH_HAND_R] = O2_LARA_EXTRA;
        g->lara.mesh_swap[LARA_MESH_HIPS] = O2_LARA_EXTRA;
    } else if (f == HOUSE_STORED_FRAME) {
        g->lara.mesh_swap[LARA_MESH_HAND_R] = -1;
        g->lara.mesh_swap[LARA_MESH_HIPS] = -1;
        Inventory_AddTR2(g, O2_PUZZLE_ITEM_1);
    } else if (a && item->frame == (int32_t)a->frame_end) {
        g->camera.type = CAM_CHASE;
    }
}

/* The game's closing scene (the final-level counter starts it): she
 * cannot die in it; the shower's meshes and music, the shotgun in her
 * hand, and the level ends a frame before the animation does. */
static void extra_final_anim(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    item->hit_points = LARA_HITPOINTS;
    int f = rel_frame(g, item);
    const Animation *a = current_anim(g, item);
    if (f == SHOWER_START_FRAME) {
        g->lara.back_gun = -1;
        g->lara.mesh_swap[LARA_MESH_HAND_R] = -1;
        g->lara.mesh_swap[LARA_MESH_HEAD] = -1;
        g->lara.mesh_swap[LARA_MESH_HIPS] = O2_LARA_EXTRA;
        play_music(g, MUSIC2_CUTSCENE_BATH);
    } else if (f == SHOWER_SHOTGUN_FRAME) {
        g->lara.mesh_swap[LARA_MESH_HAND_R] = O2_LARA_SHOTGUN;
    } else if (a && item->frame == (int32_t)a->frame_end - 1) {
        g->level_complete = true;
    }
}

/* TR3's train death (its extra set's state 11; TR2's set has none): she
 * stays on the floor under her while the death timer is held. */
static void extra_train_kill(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    g->lara.hit_direction = -1;
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    item->pos.y = World_Height(&g->world, s, item->pos.x, item->pos.y, item->pos.z);
    hold_death_timer(g, item);
}

/* TR3's drowning in the rapids: under the floor beneath her by 384,
 * turning; the original counts her death on here too (twice as fast).
 * The rapids' mist about her every tick (its wibble & 3 is always 0): a
 * waterfall's four puffs along a random heading, on the spark pool's own
 * stream. */
static void extra_rapids_drown(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    item->pos.y = World_Height(&g->world, s, item->pos.x, item->pos.y, item->pos.z) +
                  RAPIDS_DROWN_DEPTH;
    item->rot.y = (int16_t)(item->rot.y + RAPIDS_DROWN_TURN);
    g->lara.death_count++;
    if (g->sparks)
        Spark3_WaterfallMist(g, item->pos.x, item->pos.y, item->pos.z, Spark3_Rand(g) & 0xFFF,
                             room);
}

bool Lara_StartRapidsDrown(Game *g, int anim_object)
{
    Item *item = Game_LaraItem(g);
    const Model *m = Level_FindModel(g->lv, (uint32_t)anim_object);
    int first = m ? Sim_ModelFirstAnim(g->lv, m) : -1;
    int anim = first + RAPIDS_DROWN_ANIM;
    if (!item || first < 0 || (uint32_t)anim >= g->lv->num_animations)
        return false;
    item->anim = (int16_t)anim;
    item->frame = (int16_t)g->lv->animations[anim].frame_start;
    item->current_state = LS3_EXTRA_RAPIDS_DROWN;
    item->goal_state = LS3_EXTRA_RAPIDS_DROWN;
    item->gravity = false;
    item->hit_points = 0;
    item->fall_speed = 0;
    item->speed = 0;
    Object_Animate(g, item);
    g->lara.extra_anim = true;
    g->lara.gun_type = LGT_UNARMED;
    g->lara.gun_status = LGS_HANDS_BUSY;
    g->lara.hit_direction = -1;
    return true;
}

static const LaraRoutine k_extra[LS_EXTRA_COUNT] = {
    [LS2_EXTRA_BREATH] = extra_breath,
    [LS2_EXTRA_YETI_KILL] = extra_yeti_kill,
    [LS2_EXTRA_SHARK_KILL] = extra_shark_kill,
    [LS2_EXTRA_AIRLOCK] = extra_airlock,
    [LS2_EXTRA_GONG_BONG] = extra_gong_bong,
    [LS2_EXTRA_TREX_KILL] = extra_trex_kill,
    [LS2_EXTRA_PULL_DAGGER] = extra_pull_dagger,
    [LS2_EXTRA_START_ANIM] = extra_start_anim,
    [LS2_EXTRA_START_HOUSE] = extra_start_house,
    [LS2_EXTRA_FINAL_ANIM] = extra_final_anim,
    [LS3_EXTRA_TRAIN_KILL] = extra_train_kill,
    [LS3_EXTRA_RAPIDS_DROWN] = extra_rapids_drown,
};

const LaraRoutine Lara_ExtraRoutinesTR3[LS_EXTRA_COUNT] = {
    [LS2_EXTRA_BREATH] = extra_breath,
    [LS2_EXTRA_SHARK_KILL] = extra_shark_kill,
    [LS2_EXTRA_AIRLOCK] = extra_airlock,
    [LS2_EXTRA_GONG_BONG] = extra_gong_bong,
    [LS2_EXTRA_TREX_KILL] = extra_trex_kill,
    [LS2_EXTRA_START_ANIM] = extra_start_anim,
    [LS3_EXTRA_TRAIN_KILL] = extra_train_kill,
    [LS3_EXTRA_RAPIDS_DROWN] = extra_rapids_drown,
};

void Lara_RunExtraControl(Game *g, Item *item, CollInfo *coll)
{
    const LaraRoutine *table = g->rules->lara->extra ? g->rules->lara->extra : k_extra;
    if ((uint16_t)item->current_state < LS_EXTRA_COUNT && table[item->current_state])
        table[item->current_state](g, item, coll);
}
