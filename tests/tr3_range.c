/* The TR3 creature test range (see tr3_range.h). */
#include "tests/tr3_range.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/sim/sim.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr_build.h"

/* Lara's standing animation in the TR1-TR3 sets: the stand-ins' pose. */
#define LARA_STAND_ANIM 11

static bool grow(void **p, size_t elem, uint32_t n)
{
    void *q = realloc(*p, elem * n);
    if (!q)
        return false;
    *p = q;
    return true;
}

bool Tr3Range_AddStandIn(Level *lv, uint32_t id, const Tr3Anim *anims, int n)
{
    const Model *lara = Level_FindModel(lv, O3_LARA);
    if (!lara || lara->animation == 0xFFFF || n <= 0)
        return false;
    const Animation pose = lv->animations[lara->animation + LARA_STAND_ANIM];
    uint32_t targets = 0;
    for (int a = 0; a < n; a++)
        targets += !anims[a].hold;
    /* (an upper bound: every animation to every state) */
    uint32_t changes = (uint32_t)n * targets;
    uint32_t tree_words = (uint32_t)(lara->num_meshes - 1) * 4u;
    if (!grow((void **)&lv->animations, sizeof *lv->animations, lv->num_animations + (uint32_t)n) ||
        !grow((void **)&lv->state_changes, sizeof *lv->state_changes,
              lv->num_state_changes + changes) ||
        !grow((void **)&lv->anim_dispatches, sizeof *lv->anim_dispatches,
              lv->num_anim_dispatches + changes) ||
        !grow((void **)&lv->models, sizeof *lv->models, lv->num_models + 1) ||
        !grow((void **)&lv->mesh_trees, sizeof *lv->mesh_trees,
              lv->num_mesh_tree_words + tree_words))
        return false;
    lara = Level_FindModel(lv, O3_LARA);
    Model m = *lara;
    /* Its own mesh tree: the kind's set-up marks head bones in it. */
    memcpy(lv->mesh_trees + lv->num_mesh_tree_words, lv->mesh_trees + lara->mesh_tree,
           tree_words * sizeof *lv->mesh_trees);
    m.mesh_tree = lv->num_mesh_tree_words;
    lv->num_mesh_tree_words += tree_words;
    uint32_t base = lv->num_animations;
    for (int a = 0; a < n; a++) {
        const Tr3Anim *s = &anims[a];
        Animation an = pose;
        an.state_id = (uint16_t)s->state;
        an.frame_rate = (uint8_t)s->frames; /* every frame shows the first key */
        an.frame_start = 0;
        an.frame_end = (uint16_t)(s->frames - 1);
        an.speed = (int32_t)s->speed * 65536;
        an.accel = 0;
        an.next_anim = (uint16_t)(base + (uint32_t)(s->next < 0 ? a : s->next));
        an.next_frame = s->hold ? an.frame_end : 0;
        an.num_anim_commands = 0;
        an.anim_command_offset = 0;
        an.num_state_changes = 0;
        an.state_change_offset = (uint16_t)lv->num_state_changes;
        /* A hold, or an animation followed by another (a blow), plays
         * through without changes. */
        bool through = s->hold || (s->next >= 0 && s->next != a);
        for (int to = 0; to < n && !through; to++) {
            /* to each state's first animation that is not a hold */
            if (anims[to].hold || anims[to].state == s->state)
                continue;
            bool first = true;
            for (int k = 0; k < to; k++)
                first = first && anims[k].state != anims[to].state;
            if (!first)
                continue;
            AnimDispatch d = { 0, (int16_t)(s->frames - 1), (int16_t)(base + (uint32_t)to), 0 };
            StateChange sc = { (uint16_t)anims[to].state, 1, (uint16_t)lv->num_anim_dispatches };
            lv->anim_dispatches[lv->num_anim_dispatches++] = d;
            lv->state_changes[lv->num_state_changes++] = sc;
            an.num_state_changes++;
        }
        lv->animations[lv->num_animations++] = an;
    }
    m.id = id;
    m.animation = (uint16_t)base;
    lv->models[lv->num_models++] = m;
    return true;
}

void Tr3Range_Wake(TestGame *t, int item)
{
    if (item < 0)
        return;
    Game *g = &t->g;
    Item *it = &t->sim.items[item];
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(g, item);
    Lot_EnableAI(g, item, true);
}

int Tr3Range_RelAnim(const TestGame *t, int item)
{
    const Item *it = &t->sim.items[item];
    const Model *m = &t->lv.models[it->model];
    return it->anim - (int)m->animation;
}

TestGame *Tr3Range_Open(const Tr3Range *r, int *lara, int *creature, int *other)
{
    static const Tr3RangeExtra none = { NULL, 0, false };
    return Tr3Range_OpenWith(r, &none, lara, creature, other);
}

TestGame *Tr3Range_OpenWith(const Tr3Range *r, const Tr3RangeExtra *x, int *lara, int *creature,
                            int *other)
{
    static const Tr3RangeShape plain = { 0, 0, NULL, 0 };
    return Tr3Range_OpenShaped(r, x, &plain, lara, creature, other);
}

TestGame *Tr3Range_OpenShaped(const Tr3Range *r, const Tr3RangeExtra *x, const Tr3RangeShape *sh,
                              int *lara, int *creature, int *other)
{
    static const Tr3RangeRoom k_default = { 0, 0, 0, 0, 0, 0 };
    return Tr3Range_OpenIn(r, x, sh, &k_default, lara, creature, other);
}

TestGame *Tr3Range_OpenIn(const Tr3Range *r, const Tr3RangeExtra *x, const Tr3RangeShape *sh,
                          const Tr3RangeRoom *rm, int *lara, int *creature, int *other)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    /* (no animations: the donor's own model, the monkey) */
    bool ok = !r->anims || Tr3Range_AddStandIn(&b->donor, (uint32_t)r->id, r->anims, r->num_anims);
    if (ok && r->other_id)
        ok = Tr3Range_AddStandIn(&b->donor, (uint32_t)r->other_id, r->other_anims,
                                 r->other_num_anims);
    int room = LB_AddRoom(&b->lb, rm->x, rm->z, rm->nx ? rm->nx : 10, rm->nz ? rm->nz : 6,
                          rm->floor_clicks, rm->floor_clicks - 12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    if (r->wall)
        LB_SetSolid(&b->lb, room, 1 + (r->gap + 1) / 2, 1, 1 + (r->gap + 1) / 2,
                    x->wall_gap ? 3 : 4, true);
    int32_t fy = rm->floor_clicks * 256;
    int32_t lz = rm->z * WALL_SIZE + (rm->line_z ? rm->line_z : 2560);
    int lx = rm->x * WALL_SIZE + 1536, sx = lx + r->gap * WALL_SIZE + r->gap_units;
    int sy = fy - sh->raise * 256;
    if (sh->raise > 0)
        LB_SetFloor(&b->lb, room, sx / WALL_SIZE - rm->x, 1, 8, 4,
                    rm->floor_clicks - sh->raise);
    LB_AddItem(&b->lb, O3_LARA, room, lx, fy, lz, 0x4000, 0);
    LB_AddItem(&b->lb, r->id, room, sx, sy, lz, (int16_t)0xC000, 0);
    if (r->other_id)
        LB_AddItem(&b->lb, r->other_id, room, sx + r->other_gap, fy, lz, (int16_t)0xC000, 0);
    static const Tr3Anim k_marker = { 0, 1, 0, -1, false };
    for (int i = 0; i < x->num_items && ok; i++) {
        const Tr3RangeItem *e = &x->items[i];
        bool own = sh->item_anims && e->id == sh->item_id;
        if (!Level_FindModel(&b->donor, (uint32_t)e->id))
            ok = own ? Tr3Range_AddStandIn(&b->donor, (uint32_t)e->id, sh->item_anims,
                                           sh->item_num_anims)
                     : Tr3Range_AddStandIn(&b->donor, (uint32_t)e->id, &k_marker, 1);
        int32_t ex = e->x < 0 ? sx : e->x, ez = e->x < 0 ? lz : e->z;
        LB_AddItem(&b->lb, e->id, room, ex, e->x < 0 ? sy : fy, ez, e->yaw, 0);
    }
    char err[512] = "";
    const char *written = ok ? TrBuild_Write(b, "people.tr2", err, sizeof err) : NULL;
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "tr3 range: %s\n", ok ? err : "no stand-in");
        free(t);
        return NULL;
    }
    *lara = t->sim.lara;
    *creature = Test_FirstItem(&t->sim, r->id);
    *other = r->other_id ? Test_FirstItem(&t->sim, r->other_id) : -1;
    Tr3Range_Wake(t, *creature);
    Tr3Range_Wake(t, *other);
    return t;
}

Tr3Patrol Tr3Range_WatchPatrol(TestGame *t, int creature, int max_ticks)
{
    Tr3Patrol p = { 0, false, false };
    bool leg = false;
    for (int i = 0; i < max_ticks && p.legs < 3; i++) {
        TestGame_Step(t, 0, 1);
        const CreatureInfo *c = Creature_Info(&t->g, creature);
        if (c && c->patrol2 != leg) {
            leg = c->patrol2;
            p.legs++;
            const Item *it = &t->sim.items[creature];
            if (abs(it->pos.x - 5632) < 768 && abs(it->pos.z - 4608) < 768)
                p.near_p1 = true;
            if (abs(it->pos.x - 5632) < 768 && abs(it->pos.z - 1536) < 768)
                p.near_p2 = true;
        }
    }
    return p;
}
