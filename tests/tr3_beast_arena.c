/* The TR3 arena of the animal and mutant tests (see tr3_beast_arena.h). */
#include "tests/tr3_beast_arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/creature/lot.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

static uint16_t remap(const int *map, uint16_t s)
{
    return s < TR3_MONKEY_STATES && map[s] >= 0 ? (uint16_t)map[s] : (uint16_t)(40 + s);
}

/* The monkey's model, animations, state changes and dispatches copied
 * under dst_id, states renumbered by map (states it does not map become
 * 40 + s: states the kind never asks for). */
static bool stand_in(Level *lv, uint32_t dst_id, const int *map)
{
    const Model *src = Level_FindModel(lv, O3_MONKEY);
    if (!src || src->animation == 0xFFFF)
        return false;
    uint32_t first = src->animation, end = lv->num_animations;
    for (uint32_t i = 0; i < lv->num_models; i++)
        if (lv->models[i].animation != 0xFFFF && lv->models[i].animation > first &&
            lv->models[i].animation < end)
            end = lv->models[i].animation;
    uint32_t n = end - first, sc_count = 0, d_count = 0;
    for (uint32_t a = first; a < end; a++) {
        const Animation *an = &lv->animations[a];
        sc_count += an->num_state_changes;
        for (uint32_t c = 0; c < an->num_state_changes; c++)
            d_count += lv->state_changes[an->state_change_offset + c].num_dispatches;
    }
    Model m = *src;
    m.id = dst_id;
    m.animation = (uint16_t)lv->num_animations;
    Animation *anims = realloc(lv->animations, sizeof *anims * (lv->num_animations + n));
    if (anims)
        lv->animations = anims;
    StateChange *scs = realloc(lv->state_changes, sizeof *scs * (lv->num_state_changes + sc_count));
    if (scs)
        lv->state_changes = scs;
    AnimDispatch *ds = realloc(lv->anim_dispatches, sizeof *ds * (lv->num_anim_dispatches + d_count));
    if (ds)
        lv->anim_dispatches = ds;
    Model *models = realloc(lv->models, sizeof *models * (lv->num_models + 1));
    if (models)
        lv->models = models;
    if (!anims || !scs || !ds || !models)
        return false;
    uint32_t base = lv->num_animations, sc_at = lv->num_state_changes, d_at = lv->num_anim_dispatches;
    for (uint32_t a = 0; a < n; a++) {
        Animation an = lv->animations[first + a];
        an.state_id = remap(map, an.state_id);
        if (an.next_anim >= first && an.next_anim < end)
            an.next_anim = (uint16_t)(an.next_anim - first + base);
        uint32_t old_sc = an.state_change_offset;
        an.state_change_offset = (uint16_t)sc_at;
        for (uint32_t c = 0; c < an.num_state_changes; c++) {
            StateChange sc = lv->state_changes[old_sc + c];
            uint32_t old_d = sc.dispatch_offset;
            sc.state_id = remap(map, sc.state_id);
            sc.dispatch_offset = (uint16_t)d_at;
            for (uint32_t d = 0; d < sc.num_dispatches; d++) {
                AnimDispatch dp = lv->anim_dispatches[old_d + d];
                if ((uint32_t)dp.next_anim >= first && (uint32_t)dp.next_anim < end)
                    dp.next_anim = (int16_t)(dp.next_anim - (int)first + (int)base);
                lv->anim_dispatches[d_at++] = dp;
            }
            lv->state_changes[sc_at++] = sc;
        }
        lv->animations[base + a] = an;
    }
    lv->num_animations += n;
    lv->num_state_changes = sc_at;
    lv->num_anim_dispatches = d_at;
    lv->models[lv->num_models++] = m;
    return true;
}

TestGame *Tr3Arena_Open(const Tr3Arena *a, int *creature)
{
    return Tr3Arena_OpenWith(a, NULL, 0, creature);
}

TestGame *Tr3Arena_OpenWith(const Tr3Arena *a, const Tr3RangeItem *items, int num_items,
                            int *creature)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    if (a->map && !stand_in(&b->donor, (uint32_t)a->id, a->map)) {
        TrBuild_Delete(b);
        return (TestGame *)-1;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 10, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    int at = room;
    int32_t y = 0;
    if (a->pool) {
        int pool = LB_AddRoom(&b->lb, 0, 0, 6, 10, 6, 0, LB_MAT_WATER0, LB_MAT_STONE, LB_MAT_STONE);
        LB_ConnectVertical(&b->lb, room, pool, 1, 1, 4, 8);
        b->lb.rooms[pool].water = true;
        at = pool;
        y = 1024;
    }
    if (a->pool == 2)
        LB_AddItem(&b->lb, 0, at, 4096, 512, 2560, (int16_t)0xC000, 0);
    else
        LB_AddItem(&b->lb, 0, room, a->lara_x > 0 ? a->lara_x : 7680, 0, 4608, (int16_t)0xC000, 0);
    LB_AddItem(&b->lb, a->id, at, 2560, y, 4608, 0x4000, 0);
    static const Tr3Anim k_marker = { 0, 1, 0, -1, false };
    for (int i = 0; i < num_items; i++) {
        const Tr3RangeItem *e = &items[i];
        if (!Level_FindModel(&b->donor, (uint32_t)e->id) &&
            !Tr3Range_AddStandIn(&b->donor, (uint32_t)e->id, &k_marker, 1)) {
            TrBuild_Delete(b);
            return (TestGame *)-1;
        }
        LB_AddItem(&b->lb, e->id, at, e->x < 0 ? 2560 : e->x, y, e->x < 0 ? 4608 : e->z, e->yaw, 0);
    }
    char err[512] = "";
    const char *written = TrBuild_Write(b, "beasts.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "TR3 arena: %s\n", err);
        free(t);
        return (TestGame *)-1;
    }
    *creature = Test_FirstItem(&t->sim, a->id);
    if (*creature >= 0) {
        Item *it = &t->sim.items[*creature];
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(&t->g, *creature);
        if (t->g.objects[a->id].intelligent)
            Lot_EnableAI(&t->g, *creature, true);
    }
    return t;
}

Tr3Chase Tr3Arena_Chase(TestGame *t, int creature, int ticks)
{
    Tr3Chase c = { 0, -1, 0, 0 };
    Item *lara = &t->sim.items[t->sim.lara], *it = &t->sim.items[creature];
    c.start_dx = c.min_dx = lara->pos.x - it->pos.x;
    for (int i = 0; i < ticks; i++) {
        int16_t hp = lara->hit_points;
        TestGame_Step(t, 0, 1);
        int32_t dx = lara->pos.x - it->pos.x;
        if (dx < c.min_dx)
            c.min_dx = dx;
        if (lara->hit_points < hp) {
            c.damage = hp - lara->hit_points;
            c.tick = i;
            break;
        }
    }
    return c;
}
