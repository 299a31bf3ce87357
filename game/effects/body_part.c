/* The exploding death: the meshes of a creature (or of Lara) fly off as
 * body parts that fall, hurt Lara on contact and may burst on landing. */
#include "game/effects/effect_internal.h"

#include <stdlib.h>

static void fx_body_part(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->rot.x = (int16_t)(e->rot.x + 5 * 182);
    e->rot.z = (int16_t)(e->rot.z + 10 * 182);
    e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->fall_speed = (int16_t)(e->fall_speed + ANIM_GRAVITY);
    e->pos.y += e->fall_speed;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y < ceiling) {
        e->fall_speed = (int16_t)-e->fall_speed;
        e->pos.y = ceiling;
    }
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= height) {
        if (e->counter > 0)
            Effect_BecomeExplosion(g, e);
        else
            Effect_Kill(g, fx);
        return;
    }

    int damage = abs(e->counter);
    if (Effect_LaraIsNear(g, &e->pos, damage * 2)) {
        Lara_TakeDamage(g, (int16_t)damage, true);
        if (e->counter > 0) {
            Effect_BecomeExplosion(g, e);
            Effect_LaraHitBy(g, fx);
        } else {
            /* The original goes on to move the freed slot to the new room;
             * that only touches the drawing lists, so stop here. */
            Effect_Kill(g, fx);
            return;
        }
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
}

void BodyPart_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->body_part, fx_body_part);
}

/* One mesh of an exploding item flies off from the walk's current matrix. */
static void spawn_body_part(Game *g, const Item *it, const Mat34 *at, int16_t damage, int mesh)
{
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    Prng *p = &g->sim->prng;
    e->room = it->room;
    e->pos.x = (int32_t)(at->t[0] >> W2V_SHIFT) + it->pos.x;
    e->pos.y = (int32_t)(at->t[1] >> W2V_SHIFT) + it->pos.y;
    e->pos.z = (int32_t)(at->t[2] >> W2V_SHIFT) + it->pos.z;
    e->rot.y = (int16_t)((Prng_Control(p) - 0x4000) * 2);
    /* The giant mutant's parts fly twice as fast. */
    int shift = it->object_id == Effect_Ids(g)->fast_body_parts ? 7 : 8;
    e->speed = (int16_t)(Prng_Control(p) >> shift);
    e->fall_speed = (int16_t)(-Prng_Control(p) >> shift);
    e->counter = damage;
    e->frame_num = (int16_t)mesh;
    e->object_id = Effect_Ids(g)->body_part;
}

bool Effect_ExplodingDeath(Game *g, int item, uint32_t mesh_bits, int16_t damage,
                           const int16_t *extra)
{
    if (item < 0 || (uint32_t)item >= g->sim->num_items)
        return true;
    Item *it = &g->sim->items[item];
    const Level *lv = g->lv;
    const Model *m = Effect_ItemModel(lv, it);
    AnimFrame f;
    if (!m || m->num_meshes == 0 || !Coll_GetBestFrame(lv, it, &f))
        return true;
    MatStack st;
    Effect_WalkBegin(&st, it, &f);
    uint32_t bit = 1;
    if ((bit & mesh_bits) && (bit & it->mesh_bits)) {
        spawn_body_part(g, it, MatStack_Top(&st), damage, m->start_mesh);
        it->mesh_bits -= bit;
    }
    int n = MIN((int)m->num_meshes, ANIM_MAX_MESHES);
    for (int i = 1; i < n; i++) {
        Anim_TreeJoint(lv, m, i, &f, &st, &extra);
        bit <<= 1;
        if ((bit & mesh_bits) && (bit & it->mesh_bits)) {
            spawn_body_part(g, it, MatStack_Top(&st), damage, m->start_mesh + i);
            it->mesh_bits -= bit;
        }
    }
    uint32_t all = m->num_meshes >= 31 ? 0x7FFFFFFFu : 0x7FFFFFFFu >> (31 - m->num_meshes);
    return !(it->mesh_bits & all);
}
