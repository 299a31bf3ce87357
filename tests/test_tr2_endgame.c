/* TR2's end game on purpose-built rooms (tests/tr_build.h on the shared
 * RANDO_TEST1.TR2): the final-level counter, Lara's closing scene and the
 * dragon's dagger (her extra set's routines), Bartoli and the dragon.
 * The shared level lacks most of these models: stand-ins are named at
 * each test. Its extra set (O2_LARA_EXTRA) has two animations and none of
 * the dagger's or the shower's: their routines are driven frame by frame
 * on its first animation. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/level/level_floor.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/lara/lara_climb.h"
#include "game/objects/object.h"
#include "game/objects/tr2/general/final_level_counter.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

static TrBuild *end_room(int *room)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    *room = LB_AddRoom(&b->lb, 0, 0, 8, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    return b;
}

/* Gives the donor's model of object `donor_id` the id `id`. */
static bool stand_in(TrBuild *b, uint32_t donor_id, uint32_t id)
{
    for (uint32_t i = 0; i < b->donor.num_models; i++)
        if (b->donor.models[i].id == donor_id) {
            b->donor.models[i].id = id;
            return true;
        }
    return false;
}

/* Writes, loads and starts the level (TR2's rules); deletes the builder. */
static TestGame *open_built(TrBuild *b, const char *name)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        fprintf(stderr, "%s: %s\n", name, err[0] ? err : "does not open");
        free(t);
        return NULL;
    }
    return t;
}

#define END_ROOM_OR_SKIP(b, room)                                              \
    int room = 0;                                                              \
    TrBuild *b = end_room(&room);                                              \
    if (!b)                                                                    \
    SKIP("%s not available", TrBuild_DonorName(GAME_TR2))

static void run_counter(Game *g, int counter, int ticks)
{
    for (int i = 0; i < ticks; i++)
        g->objects[O2_FINAL_LEVEL_COUNTER].control(g, counter);
}

/* The counter counts the dogs, CULT_1 gunmen and WORKER_3s (two gunmen
 * here); their number of kills wakes the boss (CULT_3: a stand-in, CULT_1B's
 * model renamed); 150 ticks after one kill more, Lara is put in her
 * closing scene where the counter stands, the level's cinematic camera
 * from frame 428. */
TEST(tr2_final_counter_wakes_the_boss_then_starts_the_closing_scene)
{
    END_ROOM_OR_SKIP(b, room);
    bool boss_model = stand_in(b, O2_CULT_1B, O2_CULT_3);
    LB_AddItem(&b->lb, O2_LARA, room, 1536, 0, 1536, 0, 0);
    LB_AddItem(&b->lb, O2_CULT_1, room, 3584, 0, 1536, 0, 0);
    LB_AddItem(&b->lb, O2_CULT_1, room, 3584, 0, 3584, 0, 0);
    LB_AddItem(&b->lb, O2_CULT_3, room, 5632, 0, 3584, 0, 0);
    LB_AddItem(&b->lb, O2_FINAL_LEVEL_COUNTER, room, 2560, 0, 4608, 0x4000, 0);
    TestGame *t = open_built(b, "final_counter.tr2");
    CHECK(t != NULL && boss_model);
    Game *g = &t->g;
    int counter = Test_FirstItem(&t->sim, O2_FINAL_LEVEL_COUNTER);
    int boss = Test_FirstItem(&t->sim, O2_CULT_3);
    const FinalLevel *f = counter >= 0 ? t->sim.items[counter].data : NULL;
    bool set_up = f && boss >= 0 && g->objects[O2_FINAL_LEVEL_COUNTER].control && Lot_Init(g);
    int16_t count = -1, bosses = -1, awake0 = -1, awake1 = -1, awake149 = -1;
    bool boss_asleep = false, boss_woken = false, scene_early = true, scene = false;
    bool camera = false, placed = false;
    uint32_t bits = 0;
    if (set_up) {
        count = f->level_count;
        bosses = f->boss_count;
        run_counter(g, counter, 3); /* no kills yet */
        awake0 = f->boss_active;
        boss_asleep = t->sim.items[boss].status != ITEM_STATUS_ACTIVE;
        g->creatures->kills = 2;
        run_counter(g, counter, 1);
        awake1 = f->boss_active;
        boss_woken = t->sim.items[boss].status == ITEM_STATUS_ACTIVE &&
                     Creature_Info(g, boss) != NULL;
        bits = t->sim.items[boss].mesh_bits;
        g->creatures->kills = 3;
        run_counter(g, counter, 148);
        awake149 = f->boss_active;
        scene_early = g->lara.extra_anim;
        run_counter(g, counter, 1);
        const Item *lara = Game_LaraItem(g), *it = &t->sim.items[counter];
        scene = g->lara.extra_anim && lara->current_state == LS2_EXTRA_FINAL_ANIM;
        camera = g->camera.type == CAM_CINEMATIC && g->camera.cine.frame == FINAL_CINE_FRAME;
        placed = lara->pos.x == it->pos.x && lara->pos.z == it->pos.z &&
                 lara->rot.y == it->rot.y;
    }
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK_EQ(count, 2);
    CHECK_EQ(bosses, 1);
    CHECK_EQ(awake0, 0);
    CHECK(boss_asleep);
    CHECK_EQ(awake1, 1);
    CHECK(boss_woken);
    CHECK_EQ(bits, 0xFFFF1FFFu);
    CHECK_EQ(awake149, 149);
    CHECK(!scene_early);
    CHECK(scene);
    CHECK(camera);
    CHECK(placed);
}

/* Lara's extra set on its first animation, in `state`, at frame `rel`
 * of it (frame_end + 1 + rel when rel < 0); her extra routine runs once. */
static void run_extra(TestGame *t, int16_t state, int rel)
{
    Game *g = &t->g;
    Item *lara = Game_LaraItem(g);
    const Model *m = Level_FindModel(&t->lv, O2_LARA_EXTRA);
    const Animation *a = &t->lv.animations[m->animation];
    lara->anim = (int16_t)m->animation;
    lara->frame = (int16_t)(rel < 0 ? a->frame_end + 1 + rel : a->frame_start + rel);
    lara->current_state = lara->goal_state = state;
    g->lara.extra_anim = true;
    CollInfo coll = { 0 };
    Lara_RunExtraControl(g, lara, &coll);
}

/* The shower: she cannot die in it; at its first frame the extra set's
 * hips, her own hand and head and nothing on her back, at frame 316 the
 * shotgun in her hand, and the level ends a frame before the end. */
TEST(tr2_closing_scene_swaps_meshes_and_ends_the_level)
{
    END_ROOM_OR_SKIP(b, room);
    LB_AddItem(&b->lb, O2_LARA, room, 1536, 0, 1536, 0, 0);
    TestGame *t = open_built(b, "final_scene.tr2");
    CHECK(t != NULL);
    Game *g = &t->g;
    bool have = Level_FindModel(&t->lv, O2_LARA_EXTRA) != NULL;
    int16_t hp = 0, hips = -2, hand = -2, head = -2, back = -2, gun_hand = -2;
    bool early_end = true, ended = false;
    if (have) {
        Game_LaraItem(g)->hit_points = 5;
        g->lara.mesh_swap[LARA_MESH_HAND_R] = O2_LARA_EXTRA;
        g->lara.mesh_swap[LARA_MESH_HEAD] = O2_LARA_EXTRA;
        g->lara.back_gun = O2_LARA_SHOTGUN;
        run_extra(t, LS2_EXTRA_FINAL_ANIM, 1);
        hp = Game_LaraItem(g)->hit_points;
        hips = g->lara.mesh_swap[LARA_MESH_HIPS];
        hand = g->lara.mesh_swap[LARA_MESH_HAND_R];
        head = g->lara.mesh_swap[LARA_MESH_HEAD];
        back = g->lara.back_gun;
        run_extra(t, LS2_EXTRA_FINAL_ANIM, 316);
        gun_hand = g->lara.mesh_swap[LARA_MESH_HAND_R];
        run_extra(t, LS2_EXTRA_FINAL_ANIM, -1);
        early_end = g->level_complete;
        run_extra(t, LS2_EXTRA_FINAL_ANIM, -2);
        ended = g->level_complete;
    }
    TestGame_Delete(t);
    CHECK(have);
    CHECK_EQ(hp, 1000);
    CHECK_EQ(hips, O2_LARA_EXTRA);
    CHECK_EQ(hand, -1);
    CHECK_EQ(head, -1);
    CHECK_EQ(back, -1);
    CHECK_EQ(gun_hand, O2_LARA_SHOTGUN);
    CHECK(!early_end);
    CHECK(ended);
}

/* The dagger's pull: at frame 180 the dagger goes into her inventory
 * (puzzle item 2) and her hand is her own; at the end she turns a quarter
 * and the heavy trigger under her fires (here it wakes a gunman). */
TEST(tr2_dagger_pull_stores_the_dagger_and_fires_heavy_triggers)
{
    END_ROOM_OR_SKIP(b, room);
    LB_AddItem(&b->lb, O2_LARA, room, 1536, 0, 1536, 0, 0);
    int man = LB_AddItem(&b->lb, O2_CULT_1, room, 5632, 0, 3584, 0, 0);
    int trig = LB_AddTrigger(&b->lb, room, 1, 1, TRIGGER_TYPE_HEAVY, 0, false);
    LB_TriggerAction(&b->lb, trig, 0, man);
    TestGame *t = open_built(b, "dagger.tr2");
    CHECK(t != NULL);
    Game *g = &t->g;
    bool have = Level_FindModel(&t->lv, O2_LARA_EXTRA) != NULL;
    int before = -1, stored = -1;
    int16_t hand = -2, yaw0 = 0, yaw1 = 0;
    bool woke_early = true, woke = false;
    if (have) {
        g->lara.mesh_swap[LARA_MESH_HAND_R] = O2_LARA_EXTRA;
        before = Inventory_Count(g, O2_PUZZLE_ITEM_2);
        run_extra(t, LS2_EXTRA_PULL_DAGGER, 180);
        stored = Inventory_Count(g, O2_PUZZLE_ITEM_2);
        hand = g->lara.mesh_swap[LARA_MESH_HAND_R];
        woke_early = t->sim.items[man].status == ITEM_STATUS_ACTIVE;
        yaw0 = Game_LaraItem(g)->rot.y;
        run_extra(t, LS2_EXTRA_PULL_DAGGER, -1);
        yaw1 = Game_LaraItem(g)->rot.y;
        woke = t->sim.items[man].status == ITEM_STATUS_ACTIVE;
    }
    TestGame_Delete(t);
    CHECK(have);
    CHECK_EQ(before, 0);
    CHECK_EQ(stored, 1);
    CHECK_EQ(hand, -1);
    CHECK(!woke_early);
    CHECK_EQ((int16_t)(yaw1 - yaw0), 0x4000);
    CHECK(woke);
}

/* The counter is never drawn (a stand-in model: CULT_1A's renamed); a
 * loaded save counts again from its items: a boss awake in the save is
 * awake after the load, as the original's level set-up finds it. */
TEST(tr2_final_counter_is_not_drawn_and_recounts_after_a_load)
{
    END_ROOM_OR_SKIP(b, room);
    bool models = stand_in(b, O2_CULT_1B, O2_CULT_3) && stand_in(b, O2_CULT_1A, O2_FINAL_LEVEL_COUNTER);
    LB_AddItem(&b->lb, O2_LARA, room, 1536, 0, 1536, 0, 0);
    LB_AddItem(&b->lb, O2_DOG, room, 3584, 0, 1536, 0, 0);
    LB_AddItem(&b->lb, O2_CULT_3, room, 5632, 0, 3584, 0, 0);
    LB_AddItem(&b->lb, O2_FINAL_LEVEL_COUNTER, room, 2560, 0, 4608, 0x4000, 0);
    TestGame *t = open_built(b, "final_save.tr2");
    CHECK(t != NULL && models);
    char path[4096];
    snprintf(path, sizeof path, "%s/final_save.tr2", Test_TmpDir());
    Game *g = &t->g;
    int counter = Test_FirstItem(&t->sim, O2_FINAL_LEVEL_COUNTER);
    int boss = Test_FirstItem(&t->sim, O2_CULT_3);
    int drawn = -2, boss_drawn = -2;
    int16_t fresh = -1, loaded = -1, count = -1;
    bool saved = false, restored = false;
    TestGame *t2 = calloc(1, sizeof *t2);
    if (counter >= 0 && boss >= 0 && t2) {
        RenderMeshDraw out[64];
        drawn = Game_DrawItem(g, &t->sim, counter, 0, out, 64);
        boss_drawn = Game_DrawItem(g, &t->sim, boss, 0, out, 64);
        t->sim.items[boss].status = ITEM_STATUS_ACTIVE;
        uint8_t *buf = NULL;
        size_t n = 0;
        saved = Save_Serialize(g, NULL, NULL, &buf, &n);
        char err[512] = "";
        if (saved && TestGame_OpenPath(t2, path)) {
            int c2 = Test_FirstItem(&t2->sim, O2_FINAL_LEVEL_COUNTER);
            fresh = ((const FinalLevel *)t2->sim.items[c2].data)->boss_active;
            SaveInfo info;
            restored = Save_Restore(&t2->g, NULL, buf, n, "final.sav", &info, err, sizeof err);
            const FinalLevel *f = t2->sim.items[c2].data;
            loaded = f->boss_active;
            count = f->level_count;
            TestGame_Close(t2);
        }
        CHECK_MSG(restored, "%s", err);
        free(buf);
    }
    free(t2);
    TestGame_Delete(t);
    CHECK_EQ(drawn, 0);
    CHECK(boss_drawn != 0);
    CHECK(saved);
    CHECK_EQ(fresh, 0);
    CHECK_EQ(loaded, 1);
    CHECK_EQ(count, 1);
}

/* Home Sweet Home's opening: its first frame puts the dagger in her hand
 * and at her hips (the extra set's meshes), frame 401 puts it away
 * (puzzle item 1, her own meshes), and its end gives the chase camera
 * back. */
TEST(tr2_house_opening_stores_the_dagger)
{
    END_ROOM_OR_SKIP(b, room);
    LB_AddItem(&b->lb, O2_LARA, room, 1536, 0, 1536, 0, 0);
    TestGame *t = open_built(b, "house_start.tr2");
    CHECK(t != NULL);
    Game *g = &t->g;
    bool have = Level_FindModel(&t->lv, O2_LARA_EXTRA) != NULL;
    int16_t hand = -2, hips = -2, hand_after = -2, hips_after = -2;
    int dagger = -1;
    bool cinematic = false, chase = false;
    if (have) {
        cinematic = Lara_StartLevelAnim(g, LS2_EXTRA_START_HOUSE) &&
                    g->camera.type == CAM_CINEMATIC && g->lara.extra_anim;
        run_extra(t, LS2_EXTRA_START_HOUSE, 1);
        hand = g->lara.mesh_swap[LARA_MESH_HAND_R];
        hips = g->lara.mesh_swap[LARA_MESH_HIPS];
        run_extra(t, LS2_EXTRA_START_HOUSE, 401);
        hand_after = g->lara.mesh_swap[LARA_MESH_HAND_R];
        hips_after = g->lara.mesh_swap[LARA_MESH_HIPS];
        dagger = Inventory_Count(g, O2_PUZZLE_ITEM_1);
        run_extra(t, LS2_EXTRA_START_HOUSE, -1);
        chase = g->camera.type == CAM_CHASE;
    }
    TestGame_Delete(t);
    CHECK(have);
    CHECK(cinematic);
    CHECK_EQ(hand, O2_LARA_EXTRA);
    CHECK_EQ(hips, O2_LARA_EXTRA);
    CHECK_EQ(hand_after, -1);
    CHECK_EQ(hips_after, -1);
    CHECK_EQ(dagger, 1);
    CHECK(chase);
}
