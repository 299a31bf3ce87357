/* TR2's body parts (O2_BODY_PART): as TR1's they fly off an exploding
 * item and fall, but TR2 moves them before gravity, splashes where one
 * drops from air into water, lands an armed part (any counter but 0) as
 * an explosion, and a part that reaches Lara costs her its counter and is
 * gone (it no longer bursts on her). */
#include "game/effects/effect_internal.h"

#define SHADE_NEUTRAL 4096

static void become_explosion(Game *g, Effect *e)
{
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = Effect_Ids(g)->explosion;
    e->shade = SHADE_NEUTRAL;
    Effect_Sound(g, Effect_Ids(g)->sfx_explosion, &e->pos);
}

/* A splash sprite where a part falls from air into water. */
static void splash_at(Game *g, const Effect *e)
{
    int fx = Effect_Create(g, e->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *s = &g->effects.fx[fx];
    s->pos = e->pos;
    s->rot.y = 0;
    s->speed = 0;
    s->frame_num = 0;
    s->object_id = Effect_Ids(g)->splash;
}

static void fx_body_part_tr2(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->rot.x = (int16_t)(e->rot.x + 5 * 182);
    e->rot.z = (int16_t)(e->rot.z + 10 * 182);
    e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.y += e->fall_speed;
    e->fall_speed = (int16_t)(e->fall_speed + ANIM_GRAVITY);

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    if (!World_RoomIsWater(&g->world, e->room) && World_RoomIsWater(&g->world, room))
        splash_at(g, e);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y < ceiling) {
        e->pos.y = ceiling;
        e->fall_speed = (int16_t)-e->fall_speed;
    }
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= height) {
        if (e->counter)
            become_explosion(g, e);
        else
            Effect_Kill(g, fx);
        return;
    }
    if (Effect_LaraIsNear(g, &e->pos, 2 * e->counter)) {
        Lara_TakeDamage(g, e->counter, true);
        if (e->counter == 0) {
            become_explosion(g, e);
            Effect_LaraHitBy(g, fx);
        } else {
            /* The original goes on to move the freed slot to the new
             * room (drawing lists only): stopped here, as TR1's. */
            Effect_Kill(g, fx);
            return;
        }
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
}

void Effect_SetupBodyPartTR2(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_body_part_tr2);
}
