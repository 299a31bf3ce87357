/* Bartoli, his spheres of light and the dragon (game/objects/tr2/
 * creatures/dragon.h) on a purpose-built TR2 room (tests/tr_build.h). The
 * shared level has none of their models: Bartoli, the spheres and both
 * dragon parts are stand-ins, copies of the gunman's model (CULT_1: its
 * 29 animations stand in for the dragon's 24; its die, dead and rise
 * animations are 21..23 as the dragon's). For the dagger the stand-in's
 * lying frame is moved a sector along its length, so that Lara standing
 * there touches it as she would the dragon's long body. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_write.h"
#include "engine/render/render.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/mesh_table.h"
#include "game/objects/object.h"
#include "game/objects/tr2/creatures/dragon.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define BODY_SHIFT 1000 /* the stand-in's lying frame, moved along its length */

/* The merged level with copies of CULT_1's model under `ids`, its
 * frame of animation DRAGON_ANIM_DEAD moved BODY_SHIFT along x. */
static const char *write_stand_ins(TrBuild *b, const char *name, const int *ids, int n,
                                   char *err, size_t cap)
{
    Level merged;
    if (!TrBuild_Merge(b, &merged, err, cap))
        return NULL;
    Model *models = calloc(merged.num_models + (uint32_t)n, sizeof *models);
    const Model *src = Level_FindModel(&merged, O2_CULT_1);
    const char *path = NULL;
    if (models && src && (uint32_t)src->animation + DRAGON_ANIM_RESURRECT < merged.num_animations) {
        memcpy(models, merged.models, merged.num_models * sizeof *models);
        for (int i = 0; i < n; i++) {
            models[merged.num_models + (uint32_t)i] = *src;
            models[merged.num_models + (uint32_t)i].id = (uint32_t)ids[i];
        }
        const Animation *dead = &merged.animations[src->animation + DRAGON_ANIM_DEAD];
        uint16_t *f = &merged.frames[dead->frame_offset / 2];
        f[0] = (uint16_t)(f[0] + BODY_SHIFT); /* bounds min x, max x */
        f[1] = (uint16_t)(f[1] + BODY_SHIFT);
        f[6] = (uint16_t)(f[6] + BODY_SHIFT); /* root offset x */
        Model *own = merged.models;
        uint32_t count = merged.num_models;
        merged.models = models;
        merged.num_models = count + (uint32_t)n;
        snprintf(b->path, sizeof b->path, "%s/%s", Test_TmpDir(), name);
        if (LevelWrite_File(&merged, b->path, err, cap))
            path = b->path;
        merged.models = own;
        merged.num_models = count;
    }
    free(models);
    TrBuild_FreeMerged(b, &merged);
    return path;
}

typedef struct {
    TestGame *t;
    int lara, bartoli, back, front;
} Lair;

/* One room; Lara at x = lara_x, Bartoli at the far end facing her (-x);
 * NULL when the shared level is missing. */
static bool open_lair(Lair *l, int lara_x, const char *name)
{
    memset(l, 0, sizeof *l);
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return false;
    int room = LB_AddRoom(&b->lb, 0, 0, 12, 8, 0, -16, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, room, lara_x, 0, 3584, 0x4000, 0);
    LB_AddItem(&b->lb, O2_BARTOLI, room, 9728, 0, 3584, (int16_t)0xC000, 0);
    const int ids[] = { O2_BARTOLI, O2_DRAGON_FRONT, O2_DRAGON_BACK, O2_SPHERE_OF_DOOM_1,
                        O2_SPHERE_OF_DOOM_2, O2_SPHERE_OF_DOOM_3 };
    char err[512] = "";
    const char *written = write_stand_ins(b, name, ids, 6, err, sizeof err);
    char path_buf[4096];
    snprintf(path_buf, sizeof path_buf, "%s", written ? written : "");
    const char *path = written ? path_buf : NULL;
    TrBuild_Delete(b);
    l->t = path ? calloc(1, sizeof *l->t) : NULL;
    if (!l->t || !TestGame_OpenPath(l->t, path)) {
        fprintf(stderr, "%s: %s\n", name, err[0] ? err : "does not open");
        free(l->t);
        l->t = NULL;
        return true; /* there, but broken: the test fails */
    }
    Sim *s = &l->t->sim;
    l->lara = s->lara;
    l->bartoli = Test_FirstItem(s, O2_BARTOLI);
    l->back = Test_FirstItem(s, O2_DRAGON_BACK);
    l->front = Test_FirstItem(s, O2_DRAGON_FRONT);
    return true;
}

#define LAIR_OR_SKIP(l, x, name)                                               \
    Lair l;                                                                    \
    if (!open_lair(&l, x, name))                                               \
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));                 \
    CHECK(l.t != NULL)

static void run(Game *g, int id, int item, int ticks)
{
    for (int i = 0; i < ticks; i++)
        g->objects[id].control(g, item);
}

/* Woken by a trigger, as the level's. */
static void wake(Game *g, int item)
{
    g->sim->items[item].status = ITEM_STATUS_ACTIVE;
    Object_AddActive(g, item);
}

/* Bartoli's set-up makes both dragon parts, hidden, where he stands; he
 * waits for Lara within five sectors, then spheres of light burst at
 * ticks 130, 140 and 150 of his count and the dragon wakes on the next. */
TEST(tr2_bartoli_waits_for_lara_then_becomes_the_dragon)
{
    LAIR_OR_SKIP(l, 1536, "bartoli.tr2");
    Game *g = &l.t->g;
    Sim *s = &l.t->sim;
    bool made = l.bartoli >= 0 && l.back >= 0 && l.front >= 0 &&
                s->items[l.bartoli].data_index == l.back && s->items[l.back].data_index == l.front;
    bool hidden = made && s->items[l.back].status == ITEM_STATUS_INVISIBLE &&
                  s->items[l.front].status == ITEM_STATUS_INVISIBLE &&
                  s->items[l.front].pos.x == s->items[l.bartoli].pos.x;
    int16_t waited = -1, woke = -1;
    bool s1_early = true, s1 = false, s2 = false, s3 = false, still_him = false;
    bool dragon = false, gone = false, lights = false;
    if (made) {
        wake(g, l.bartoli);
        run(g, O2_BARTOLI, l.bartoli, 5);
        waited = s->items[l.bartoli].timer;
        s->items[l.lara].pos.x = 9728 - 5 * 1024 + 1;
        run(g, O2_BARTOLI, l.bartoli, 1);
        woke = s->items[l.bartoli].timer;
        run(g, O2_BARTOLI, l.bartoli, 128); /* timer 129 */
        s1_early = Test_FirstItem(s, O2_SPHERE_OF_DOOM_1) >= 0;
        lights = Effect_ActiveCount(g) > 0;
        run(g, O2_BARTOLI, l.bartoli, 1);
        s1 = Test_FirstItem(s, O2_SPHERE_OF_DOOM_1) >= 0;
        run(g, O2_BARTOLI, l.bartoli, 10);
        s2 = Test_FirstItem(s, O2_SPHERE_OF_DOOM_2) >= 0;
        run(g, O2_BARTOLI, l.bartoli, 10);
        s3 = Test_FirstItem(s, O2_SPHERE_OF_DOOM_3) >= 0;
        still_him = s->items[l.bartoli].active;
        run(g, O2_BARTOLI, l.bartoli, 1);
        gone = !s->items[l.bartoli].active;
        dragon = s->items[l.back].active && s->items[l.front].active &&
                 s->items[l.back].status == ITEM_STATUS_ACTIVE &&
                 Creature_Info(g, l.front) != NULL;
    }
    TestGame_Delete(l.t);
    CHECK(made);
    CHECK(hidden);
    CHECK_EQ(waited, 0);
    CHECK_EQ(woke, 1);
    CHECK(!s1_early);
    CHECK(lights);
    CHECK(s1);
    CHECK(s2);
    CHECK(s3);
    CHECK(still_him);
    CHECK(gone);
    CHECK(dragon);
}

/* Makes the dragon as Bartoli does at the end of his count. */
static bool make_dragon(Lair *l)
{
    Game *g = &l->t->g;
    if (l->bartoli < 0 || l->back < 0 || l->front < 0)
        return false;
    wake(g, l->bartoli);
    l->t->sim.items[l->bartoli].timer = BARTOLI_BOOM_TIME + 21;
    run(g, O2_BARTOLI, l->bartoli, 1);
    return Creature_Info(g, l->front) != NULL;
}

/* A sphere grows 64 a tick (radius 640 * timer / 256); Lara inside it is
 * thrown out beyond its edge, off her feet, away from its centre; it is
 * gone after 60 ticks. */
TEST(tr2_sphere_of_light_throws_lara_out)
{
    LAIR_OR_SKIP(l, 1536, "spheres.tr2");
    Game *g = &l.t->g;
    Sim *s = &l.t->sim;
    bool made = l.bartoli >= 0;
    if (made) {
        wake(g, l.bartoli);
        s->items[l.bartoli].timer = BARTOLI_BOOM_TIME - 1;
        run(g, O2_BARTOLI, l.bartoli, 1);
    }
    int sphere = Test_FirstItem(s, O2_SPHERE_OF_DOOM_1);
    int16_t speed = 0, state = -1, fall = 0;
    int32_t out = 0;
    int lived = 0;
    bool thrown = false;
    if (made && sphere >= 0) {
        Item *sp = &s->items[sphere], *lara = &s->items[l.lara];
        sp->timer = 0;
        run(g, O2_SPHERE_OF_DOOM_1, sphere, 4); /* timer 256: radius 640 */
        lara->pos = sp->pos;
        lara->pos.x -= 300;
        lara->rot.y = (int16_t)0xC000; /* facing away from the centre */
        CollInfo coll = { 0 };
        coll.radius = 100;
        g->objects[O2_SPHERE_OF_DOOM_1].collision(g, sphere, lara, &coll);
        thrown = lara->gravity;
        speed = lara->speed;
        fall = lara->fall_speed;
        state = lara->current_state;
        out = sp->pos.x - lara->pos.x;
        for (lived = 4; lived < 100 && s->items[sphere].active; lived++)
            run(g, O2_SPHERE_OF_DOOM_1, sphere, 1);
    }
    TestGame_Delete(l.t);
    CHECK(made);
    CHECK(sphere >= 0);
    CHECK(thrown);
    CHECK_EQ(speed, 150);
    CHECK_EQ(fall, -50);
    CHECK_EQ(state, 3);
    CHECK_EQ(out, 690);
    CHECK_EQ(lived, 61);
}

/* One tick of the dragon (its back runs it) from `state` with `touch`
 * bits on Lara; what she lost. */
static int tick_from(Lair *l, int16_t state, uint32_t touch)
{
    Game *g = &l->t->g;
    Item *f = &l->t->sim.items[l->front];
    f->current_state = f->goal_state = state;
    f->touch_bits = touch;
    l->t->sim.items[l->lara].hit_points = 1000;
    run(g, O2_DRAGON_BACK, l->back, 1);
    return 1000 - l->t->sim.items[l->lara].hit_points;
}

/* Its touch costs 10 a tick, a claw's swipe 250 more (once per swipe);
 * its breath is a stream of fire at Lara while she is ahead of it; the
 * back follows the front's animation and place. */
TEST(tr2_dragon_claws_breathes_fire_and_carries_its_back)
{
    LAIR_OR_SKIP(l, 5632, "dragon.tr2");
    Game *g = &l.t->g;
    Sim *s = &l.t->sim;
    bool made = make_dragon(&l);
    int touch = -1, swipe = -1, again = -1, right = -1, flames = 0;
    uint16_t fire_left = 0;
    bool back_follows = false;
    if (made) {
        CreatureInfo *c = Creature_Info(g, l.front);
        touch = tick_from(&l, 9, 0x1);
        swipe = tick_from(&l, 9, 0x7F000000u);
        again = tick_from(&l, 9, 0x7F000000u) - 10; /* flags cleared by the hit: lands again */
        right = tick_from(&l, 10, 0x2);
        c->flags = 30;
        int before = Effect_ActiveCount(g);
        tick_from(&l, DRAGON_STATE_FIRE, 0);
        fire_left = c->flags;
        for (int fx = 0; fx < EFFECT_MAX; fx++)
            flames += g->effects.fx[fx].object_id == O2_MISSILE_FLAME;
        flames = flames > 0 && Effect_ActiveCount(g) > before;
        const Item *f = &s->items[l.front], *b = &s->items[l.back];
        back_follows = b->pos.x == f->pos.x && b->pos.z == f->pos.z && b->rot.y == f->rot.y &&
                       b->current_state == f->current_state &&
                       b->anim - Level_FindModel(&l.t->lv, O2_DRAGON_BACK)->animation ==
                           f->anim - Level_FindModel(&l.t->lv, O2_DRAGON_FRONT)->animation &&
                       b->frame == f->frame;
    }
    TestGame_Delete(l.t);
    CHECK(made);
    CHECK_EQ(touch, 10);
    CHECK_EQ(swipe, 260);
    CHECK_EQ(again, 250);
    CHECK_EQ(right, 260);
    CHECK_EQ(fire_left, 29);
    CHECK(flames);
    CHECK(back_follows);
}

/* Ticks of the lying dragon: the stand-in's die animation leads on to
 * other states where the dragon's leads to its dead one, so it is put
 * back at the start of its die animation, in the death state, before
 * each. */
static void dying_ticks(Lair *l, int n)
{
    for (int i = 0; i < n; i++) {
        Item *f = &l->t->sim.items[l->front];
        Trap_SwitchAnim(&l->t->g, f, DRAGON_ANIM_DIE, 0);
        f->current_state = DRAGON_STATE_DEATH;
        run(&l->t->g, O2_DRAGON_BACK, l->back, 1);
    }
}

/* Shot down it falls (its die animation, death state); lights gather to
 * it; it stands at 330 ticks and has 150 hit points again after 430. */
TEST(tr2_dragon_rises_again_without_the_dagger)
{
    LAIR_OR_SKIP(l, 1536, "dragon_rise.tr2");
    Game *g = &l.t->g;
    Sim *s = &l.t->sim;
    bool made = make_dragon(&l);
    int16_t state = -1, goal329 = -1, goal330 = -1, hp430 = -1, hp431 = -1;
    int rel = -1;
    if (made) {
        Item *f = &s->items[l.front];
        f->hit_points = 0;
        run(g, O2_DRAGON_BACK, l.back, 1);
        state = f->current_state;
        rel = f->anim - Level_FindModel(&l.t->lv, O2_DRAGON_FRONT)->animation;
        dying_ticks(&l, 329);
        goal329 = f->goal_state;
        dying_ticks(&l, 1);
        goal330 = f->goal_state;
        dying_ticks(&l, 100);
        hp430 = f->hit_points;
        dying_ticks(&l, 1);
        hp431 = f->hit_points;
    }
    TestGame_Delete(l.t);
    CHECK(made);
    CHECK_EQ(state, DRAGON_STATE_DEATH);
    CHECK_EQ(rel, DRAGON_ANIM_DIE);
    CHECK(goal329 != DRAGON_STATE_STOP);
    CHECK_EQ(goal330, DRAGON_STATE_STOP);
    CHECK_EQ(hp430, 0);
    CHECK_EQ(hp431, 150);
}

/* Lara at its side, a sector along its lying body and facing across it:
 * with action she pulls the dagger (her extra set, the dagger in her hand,
 * the cinematic camera, a kill counted); without she is pushed along it.
 * Then it is dead for good: its bones are left at -100 and both parts are
 * gone at -200, sinking 10 a tick between. */
TEST(tr2_dragon_dagger_kills_it_for_good)
{
    LAIR_OR_SKIP(l, 1536, "dagger_pull.tr2");
    Game *g = &l.t->g;
    Sim *s = &l.t->sim;
    bool made = make_dragon(&l);
    int32_t pushed = 0;
    bool pulled = false, placed = false, camera = false, hand = false, marked = false;
    bool bones_early = true, bones = false, sank = false, gone = false;
    int32_t kills = -1;
    if (made) {
        Item *f = &s->items[l.front], *b = &s->items[l.back], *lara = &s->items[l.lara];
        f->hit_points = 0;
        f->rot.y = b->rot.y = 0;
        run(g, O2_DRAGON_BACK, l.back, 1); /* it falls */
        Trap_SwitchAnim(g, b, DRAGON_ANIM_DEAD, 0);
        b->current_state = DRAGON_STATE_DEATH;
        lara->pos = b->pos;
        lara->pos.x += BODY_SHIFT;
        lara->rot.y = 0x4000;
        lara->gravity = false;
        CollInfo coll = { 0 };
        coll.radius = 100;
        s->input = 0;
        g->objects[O2_DRAGON_BACK].collision(g, l.back, lara, &coll);
        pushed = lara->pos.x - (b->pos.x + BODY_SHIFT);
        lara->pos.x = b->pos.x + BODY_SHIFT;
        int32_t k0 = Creature_Kills(g);
        s->input = INPUT_ACTION;
        g->objects[O2_DRAGON_BACK].collision(g, l.back, lara, &coll);
        pulled = g->lara.extra_anim;
        placed = lara->pos.x == b->pos.x && lara->pos.z == b->pos.z && lara->rot.y == b->rot.y;
        camera = g->camera.type == CAM_CINEMATIC;
        hand = g->lara.mesh_swap[LARA_MESH_HAND_R] == O2_LARA_EXTRA;
        marked = (int16_t)Creature_Info(g, l.front)->flags == -1;
        kills = Creature_Kills(g) - k0;
        run(g, O2_DRAGON_BACK, l.back, 99); /* tick k counts -k */
        bones_early = Test_FirstItem(s, O2_DRAGON_BONES_2) >= 0;
        run(g, O2_DRAGON_BACK, l.back, 1);
        bones = Test_FirstItem(s, O2_DRAGON_BONES_2) >= 0 &&
                Test_FirstItem(s, O2_DRAGON_BONES_3) >= 0;
        int32_t y = f->pos.y;
        run(g, O2_DRAGON_BACK, l.back, 99);
        sank = f->pos.y - y == 990 && b->pos.y == f->pos.y;
        run(g, O2_DRAGON_BACK, l.back, 1);
        gone = f->status == ITEM_STATUS_DEACTIVATED && b->status == ITEM_STATUS_DEACTIVATED &&
               !f->active && !b->active;
    }
    TestGame_Delete(l.t);
    CHECK(made);
    CHECK_EQ(pushed, -100);
    CHECK(pulled);
    CHECK(placed);
    CHECK(camera);
    CHECK(hand);
    CHECK(marked);
    CHECK_EQ(kills, 1);
    CHECK(!bones_early);
    CHECK(bones);
    CHECK(sank);
    CHECK(gone);
}

/* A sphere is drawn as its first mesh grown by its timer / 256 (twice its
 * size at 512), turned with it, lit by the room's lights at it (the
 * original's CalculateObjectLighting for an item of shade -1), not at a
 * fixed shade. */
TEST(tr2_sphere_of_light_drawn_growing)
{
    LAIR_OR_SKIP(l, 1536, "sphere_draw.tr2");
    Game *g = &l.t->g;
    Sim *s = &l.t->sim;
    if (l.bartoli >= 0) {
        wake(g, l.bartoli);
        s->items[l.bartoli].timer = BARTOLI_BOOM_TIME - 1;
        run(g, O2_BARTOLI, l.bartoli, 1);
    }
    int sphere = Test_FirstItem(s, O2_SPHERE_OF_DOOM_1);
    int n1 = -1, n2 = -1;
    int32_t m1 = 0, m2 = 0, m01 = 1;
    int light = -1;
    if (sphere >= 0) {
        RenderMeshDraw out[64];
        s->items[sphere].rot.y = 0;
        s->items[sphere].timer = 256;
        n1 = Game_DrawItem(g, s, sphere, 65536, out, 64);
        m1 = out[0].world.m[0][0];
        m01 = out[0].world.m[0][1];
        light = out[0].light_mode;
        s->items[sphere].timer = 512;
        n2 = Game_DrawItem(g, s, sphere, 65536, out, 64);
        m2 = out[0].world.m[1][1];
    }
    TestGame_Delete(l.t);
    CHECK(sphere >= 0);
    CHECK_EQ(n1, 1);
    CHECK_EQ(m1, 1 << 14);
    CHECK_EQ(m01, 0);
    CHECK_EQ(light, RENDER_LIGHT_ROOM);
    CHECK_EQ(n2, 1);
    CHECK_EQ(m2, 2 << 14);
}

/* A sphere of light is drawn through the game's mesh table: its object's
 * first pointer traded (here with Lara's object's), the sphere shows the
 * traded mesh. */
TEST(tr2_bartoli_sphere_draws_through_the_mesh_table)
{
    LAIR_OR_SKIP(l, 1536, "bartoli_sphere.tr2");
    if (!l.t)
        return;
    Game *g = &l.t->g;
    Sim *s = &l.t->sim;
    const Level *lv = g->lv;
    CHECK(l.bartoli >= 0);
    int sphere = -1;
    if (l.bartoli >= 0) {
        wake(g, l.bartoli);
        s->items[l.lara].pos.x = 9728 - 5 * 1024 + 1;
        run(g, O2_BARTOLI, l.bartoli, 131);
        sphere = Test_FirstItem(s, O2_SPHERE_OF_DOOM_1);
    }
    CHECK(sphere >= 0);
    const Model *sm = Level_FindModel(lv, O2_SPHERE_OF_DOOM_1), *own = Level_FindModel(lv, 0);
    if (sphere >= 0 && sm && own) {
        uint32_t before = lv->mesh_index[sm->start_mesh], other = lv->mesh_index[own->start_mesh];
        CHECK(before != other);
        RenderMeshDraw d;
        CHECK_EQ(Bartoli_DrawSphere(g, s, sphere, 65536, &d, 1), 1);
        CHECK_EQ(d.mesh, before);
        MeshTable_TradeObjects(g, O2_SPHERE_OF_DOOM_1, 0, false);
        CHECK_EQ(Bartoli_DrawSphere(g, s, sphere, 65536, &d, 1), 1);
        CHECK_EQ(d.mesh, other);
    }
    TestGame_Delete(l.t);
}
