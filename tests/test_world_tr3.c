/* TR3's world seam (game/rules/tr3.c): its triggers (game/trigger_tr3.c),
 * flipeffects (game/flipeffect_tr3.c), creature rules, effect, sound and
 * object ids, on purpose-built TR3 rooms (tests/tr_build.h; skipped
 * without the shared donor level). The items the triggers name are of
 * kinds the donor has no model for (an animating object): the trigger
 * code only sets their codes and lists, which is what these check. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/audio/music.h"
#include "engine/audio/wav_writer.h"
#include "engine/core/log.h"
#include "engine/level/level_floor.h"
#include "game/creature/creature_rules.h"
#include "game/effects/effect.h"
#include "game/flipeffect.h"
#include "game/game.h"
#include "game/game_music.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

/* A room of 8x8 sectors (floor 0, ceiling 12 clicks up). */
static TrBuild *new_room(int *room)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (b)
        *room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    return b;
}

static TestGame *open_built(TrBuild *b, const char *name)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!path || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "%s: %s\n", name, err);
        free(t);
        return NULL;
    }
    return t;
}

/* A new model entry: the donor model's meshes and animations under `id`
 * (the donor has no door model: its flare arm, O3_FLARE, whose state-0
 * animation changes to a state-1 one, stands in, as a door opens). */
static bool add_stand_in(Level *lv, int16_t id, uint32_t donor)
{
    return !Level_FindModel(lv, (uint32_t)id) && TrBuildGame_CopyModel(lv, donor, (uint32_t)id);
}

static TestGame *open_with_stand_in(TrBuild *b, const char *name, int16_t id, uint32_t donor)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    bool ok = path && t && Level_Load(path, &t->lv, err, sizeof err);
    if (!ok) {
        fprintf(stderr, "%s: %s\n", name, err);
        free(t);
        return NULL;
    }
    if (!add_stand_in(&t->lv, id, donor) || !TestGame_Start(t)) {
        Level_Free(&t->lv);
        free(t);
        return NULL;
    }
    return t;
}

static int32_t floor_at(Game *g, int32_t x, int32_t y, int32_t z)
{
    int16_t room = 0;
    const RoomSector *sec = World_Sector(&g->world, x, y, z, &room);
    return World_Height(&g->world, sec, x, y, z);
}

/* Lara stands at (x, z) on the floor of room 0, then `ticks` pass. */
static Item *stand_at(TestGame *t, int32_t x, int32_t z, int ticks)
{
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos.x = x;
    lara->pos.z = z;
    lara->pos.y = 0;
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, ticks);
    return lara;
}

typedef struct {
    int tracks[16];
    int n;
} Played;

static void record_track(void *user, int track)
{
    Played *p = user;
    if (p->n < 16)
        p->tracks[p->n++] = track;
}

TEST(world_tr3_rules_fill_the_seam)
{
    const GameRules *r = &GameRules_TR3;
    CHECK(r->test_triggers == Trigger_TestTR3);
    CHECK(r->draw_item != NULL);
    CHECK(r->draw_effects);
    CHECK(r->effect_ids == &EffectIds_TR3);
    CHECK_EQ(r->effect_ids->gun_flash, O3_GUN_FLASH);
    CHECK_EQ(r->effect_ids->bubble, O3_BUBBLES_1);
    CHECK_EQ(r->effect_ids->body_part, O3_BODY_PART);
    CHECK(r->effect_ids->blood >= r->effect_ids->first_spark);
    CHECK(r->sounds == &GameSounds_TR3);
    CHECK_EQ(r->sounds->flood, 163);
    CHECK(r->creatures == &CreatureRules_TR3);
    CHECK(r->creatures->water_creature(O3_CROCODILE));
    CHECK(!r->creatures->water_creature(O3_TIGER));
    CHECK(r->flipeffects == &FlipFx_TableTR3);
    CHECK(r->ids && r->ids->key_hole1 == O3_KEY_HOLE_1 && r->ids->movable_block1 == O3_MOVABLE_BLOCK);
    CHECK_EQ(r->sky_object, O3_HORIZON);
}

/* A pad in sector (2, 2) names an item: Lara standing on it gives the
 * item all its codes. An anti pad in (4, 2) then takes them all away and
 * its reverse flag with them, although the pad was one-shot: TR3 keeps
 * an ordinary trigger's one-shot apart from an anti trigger's. Back on
 * the one-shot pad nothing happens any more. */
TEST(world_tr3_pad_and_anti_pad)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    int it = LB_AddItem(&b->lb, O3_ANIMATING_1, room, MID(6), 0, MID(6), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, true);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, it);
    int anti = LB_AddTrigger(&b->lb, room, 4, 2, LB_TRIG_ANTIPAD, 0, false);
    LB_TriggerAction(&b->lb, anti, LB_ACT_OBJECT, it);
    TestGame *t = open_built(b, "tr3_pads.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    CHECK(t->g.rules == &GameRules_TR3);
    Item *item = &t->sim.items[it];
    CHECK_EQ(item->activation_mask, 0);

    stand_at(t, MID(2), MID(2), 2);
    CHECK_EQ(item->activation_mask, ITEM_MASK_FULL);
    CHECK(item->one_shot);
    CHECK_EQ(item->status, ITEM_STATUS_ACTIVE);

    item->reverse = true;
    stand_at(t, MID(4), MID(2), 2);
    CHECK_EQ(item->activation_mask, 0);
    CHECK(!item->reverse);

    stand_at(t, MID(2), MID(2), 2);
    CHECK_EQ(item->activation_mask, 0);
    TestGame_Delete(t);
}

/* Lara at (1, 1), a trigger on (2, 2) finding secret 3 and one on (4, 2)
 * playing track 90; with `atmosphere` one on (4, 4) playing track 30.
 * NULL: no donor level. */
static TrBuild *music_room(bool atmosphere)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    int sec = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_TRIGGER, 0, false);
    LB_TriggerAction(&b->lb, sec, TRIGGER_ACTION_SECRET, 3);
    int mus = LB_AddTrigger(&b->lb, room, 4, 2, LB_TRIG_TRIGGER, 0, false);
    LB_TriggerAction(&b->lb, mus, TRIGGER_ACTION_MUSIC, 90);
    if (atmosphere) {
        int atm = LB_AddTrigger(&b->lb, room, 4, 4, LB_TRIG_TRIGGER, 0, false);
        LB_TriggerAction(&b->lb, atm, TRIGGER_ACTION_MUSIC, 30);
    }
    return b;
}

/* A secret is a trigger action in TR3: found once, with the secret's
 * track (122); a music trigger past track 63 plays once for its codes; an
 * atmosphere track plays when it changes the ambience only. */
TEST(world_tr3_secret_and_music_triggers)
{
    TrBuild *b = music_room(true);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame *t = open_built(b, "tr3_music.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    Played p = {0};
    t->g.music_play = record_track;
    t->g.music_user = &p;

    stand_at(t, MID(2), MID(2), 3);
    CHECK_EQ(t->g.secrets, 1u << 3);
    CHECK_EQ(t->g.secrets_found, 1);
    CHECK_EQ(p.n, 1);
    CHECK_EQ(p.tracks[0], 122);

    stand_at(t, MID(4), MID(2), 3);
    CHECK_EQ(p.n, 2);
    CHECK_EQ(p.tracks[1], 90);

    stand_at(t, MID(4), MID(4), 3);
    CHECK_EQ(p.n, 3);
    CHECK_EQ(p.tracks[2], 30);
    /* Back on the first track: its codes are spent. */
    stand_at(t, MID(4), MID(2), 3);
    CHECK_EQ(p.n, 3);
    TestGame_Delete(t);
}

/* The same triggers heard through the game's real music (Game_SetMusic):
 * TR3's tracks past 63 play too, the secret jingle 122 among them. */
TEST(world_tr3_music_past_63_is_heard)
{
    TrBuild *b = music_room(false);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame *t = open_built(b, "tr3_music_heard.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    char dir[512], path[600];
    snprintf(dir, sizeof dir, "%s/tr3_music", Test_TmpDir());
    snprintf(path, sizeof path, "mkdir -p %s", dir);
    CHECK_EQ(Test_Run(path, NULL, 0), 0);
    int16_t pcm[2 * 4410] = {0};
    static const int k_tracks[] = { 90, 122 };
    for (size_t i = 0; i < sizeof k_tracks / sizeof k_tracks[0]; i++) {
        snprintf(path, sizeof path, "%s/%d.wav", dir, k_tracks[i]);
        WavWriter *w = WavWriter_Open(path, 44100, 2, NULL, 0);
        CHECK(w && WavWriter_Write(w, pcm, 4410) && WavWriter_Close(w));
    }
    Music *m = Music_Create(dir);
    CHECK(m);
    Game_SetMusic(&t->g, m);
    stand_at(t, MID(2), MID(2), 3);
    CHECK_EQ(t->g.secrets_found, 1);
    CHECK_EQ(Music_CurrentTrack(m), 122);
    Music_Stop(m);
    stand_at(t, MID(4), MID(2), 3);
    CHECK_EQ(Music_CurrentTrack(m), 90);
    Game_SetMusic(&t->g, NULL);
    Music_Destroy(m);
    TestGame_Delete(t);
}

typedef struct {
    int ids[8];
    int n;
} Sounds;

static void record_sound(void *user, int id, const Vec3i *pos)
{
    Sounds *s = user;
    if (s->n < 8)
        s->ids[s->n++] = id;
}

/* TR3's own flipeffect numbers: the rumble next door (59) sounds 149, the
 * tube train (58) shakes the camera, the instructor's lines play only in
 * their order; TR2's numbers keep TR2's routines (the flood, 5, sounds
 * TR3's reservoir flush). */
TEST(world_tr3_flipeffects)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    TestGame *t = open_built(b, "tr3_fx.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    FlipFx fx;
    FlipFx_Init(&fx, &t->sim);
    CHECK(fx.rules == &GameRules_TR3);
    Sounds s = {0};
    Played p = {0};
    int32_t bounce = 0;
    fx.play_sound = record_sound;
    fx.user = &s;
    fx.camera_bounce_out = &bounce;
    fx.play_music = record_track;
    fx.flip_user = &p;

    FlipFx_Trigger(&fx, 59);
    FlipFx_RunTick(&fx);
    CHECK_EQ(s.n, 1);
    CHECK_EQ(s.ids[0], 149);
    CHECK_EQ(t->sim.flip_effect, -1);

    FlipFx_Trigger(&fx, 58);
    FlipFx_RunTick(&fx);
    CHECK_EQ(fx.camera_bounce, -350);

    /* The second line before the first: nothing; then both in order. */
    FlipFx_Trigger(&fx, 39);
    FlipFx_RunTick(&fx);
    CHECK_EQ(p.n, 0);
    FlipFx_Trigger(&fx, 38);
    FlipFx_RunTick(&fx);
    FlipFx_Trigger(&fx, 39);
    FlipFx_RunTick(&fx);
    CHECK_EQ(p.n, 2);
    CHECK_EQ(p.tracks[0], 108);
    CHECK_EQ(p.tracks[1], 107);

    FlipFx_Trigger(&fx, 5);
    FlipFx_RunTick(&fx);
    CHECK_EQ(s.ids[s.n - 1], 163);
    TestGame_Delete(t);
}

/* TR3's 16 and 17 (shoot_right_gun, shoot_left_gun: TR2's list has
 * nothing there) flash that hand's gun for 3 ticks, the other hand's
 * untouched; 23 and 24 do nothing (below). */
TEST(world_tr3_flipeffects_shoot_guns)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    int lara = LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    TestGame *t = open_built(b, "tr3_fx_guns.tr2");
    TrBuild_Delete(b);
    CHECK(t);
    FlipFx fx;
    FlipFx_Init(&fx, &t->sim);
    fx.flip_user = &t->g;
    Lara *l = &t->g.lara;
    l->left_arm.flash_gun = 0;
    l->right_arm.flash_gun = 0;
    FlipFx_Call(&fx, &t->sim.items[lara], 16);
    CHECK_EQ(l->right_arm.flash_gun, 3);
    CHECK_EQ(l->left_arm.flash_gun, 0);
    l->right_arm.flash_gun = 0;
    FlipFx_Trigger(&fx, 17);
    FlipFx_RunTick(&fx);
    CHECK_EQ(l->left_arm.flash_gun, 3);
    CHECK_EQ(l->right_arm.flash_gun, 0);
    CHECK_EQ(t->sim.flip_effect, -1);
    /* 23 and 24 (dynamic_light_on/off) light nothing in TR3 (its cut-scene
     * actors read the flag and add no light): known, run, nothing logged
     * as missing (TR2's log a hook once). */
    FlipFx_Call(&fx, &t->sim.items[lara], 23);
    FlipFx_Call(&fx, &t->sim.items[lara], 24);
    CHECK_EQ(fx.logged, 0u);
    TestGame_Delete(t);
}

/* TR3's world kinds are TR2's routines under TR3's ids (WorldTR3_Setup):
 * a door walls up the sector it faces until a pad trigger opens it; the
 * switches, blocks, bridges, keyholes and pick-ups are registered. */
TEST(world_tr3_door_opens_from_a_pad)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    int door = LB_AddItem(&b->lb, O3_DOOR_TYPE_1, room, MID(5), 0, MID(2), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, door);
    TestGame *t = open_with_stand_in(b, "tr3_door.tr2", O3_DOOR_TYPE_1, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    CHECK(g->objects[O3_DOOR_TYPE_8].control != NULL);
    CHECK(g->objects[O3_SWITCH_TYPE_1].collision != NULL);
    CHECK(g->objects[O3_SWITCH_TYPE_2].collision != NULL);
    CHECK(g->objects[O3_SMALL_SWITCH].control != NULL);
    CHECK(g->objects[O3_MOVABLE_BLOCK_4].control != NULL);
    CHECK(g->objects[O3_BRIDGE_TILT_2].floor != NULL);
    CHECK(g->objects[O3_TRAPDOOR].floor != NULL);
    CHECK(g->objects[O3_KEY_HOLE_4].collision != NULL);
    CHECK(g->objects[O3_PUZZLE_HOLE_1].collision != NULL);
    CHECK(g->objects[O3_ICON_PICKUP1_ITEM].collision != NULL);
    CHECK(g->objects[O3_MEDI_ITEM].collision != NULL);

    Item *d = &t->sim.items[door];
    CHECK_EQ(floor_at(g, MID(5), 0, MID(1)), WORLD_NO_HEIGHT);
    stand_at(t, MID(2), MID(2), 2);
    CHECK(d->active);
    CHECK_EQ(d->activation_mask, ITEM_MASK_FULL);
    TestGame_Step(t, 0, 20);
    CHECK_EQ(d->current_state, 1);
    CHECK_EQ(floor_at(g, MID(5), 0, MID(1)), 0);
    TestGame_Delete(t);
}

/* A TR3 sector's box word carries its floor's material in its low bits:
 * the door finds its sector's box through Level_SectorBox, so a shut door
 * blocks that box for the creatures and an open one frees it (the
 * builder marks only TR1's doors blockable: the test marks the box). */
TEST(world_tr3_door_blocks_its_box)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    b->tr3_material = 5;
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0, 0);
    int door = LB_AddItem(&b->lb, O3_DOOR_TYPE_1, room, MID(5), 0, MID(2), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, door);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "tr3_door_box.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    bool loaded = path && t && Level_Load(path, &t->lv, err, sizeof err);
    TrBuild_Delete(b);
    CHECK_MSG(loaded, "%s", err);
    const RoomSector *s = Level_RoomSector(&t->lv.rooms[room], 5, 1);
    CHECK(s != NULL);
    uint16_t box = Level_SectorBox(&t->lv, s);
    CHECK(box < t->lv.num_boxes);
    CHECK(s->box_index != box); /* the material is in the word */
    t->lv.boxes[box].overlap_index = (uint16_t)(t->lv.boxes[box].overlap_index | BOX_BLOCKABLE);
    CHECK(add_stand_in(&t->lv, O3_DOOR_TYPE_1, O3_FLARE));
    CHECK(TestGame_Start(t));
    Game *g = &t->g;
    CHECK(g->world.box_overlap[box] & WORLD_BOX_BLOCKED);
    stand_at(t, MID(2), MID(2), 2);
    TestGame_Step(t, 0, 20);
    CHECK_EQ(floor_at(g, MID(5), 0, MID(1)), 0);
    CHECK(!(g->world.box_overlap[box] & WORLD_BOX_BLOCKED));
    TestGame_Delete(t);
}
