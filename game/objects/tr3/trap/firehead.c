/* The fire head (see firehead.h). Its trigger's timer byte is its number
 * of blows (kept in its hit points, as the original's trigger code does,
 * and never a countdown); rearing (state 1) it takes that count afresh;
 * blowing (state 2) it counts one down a tick and, once none are left at
 * the start of its animation, stops and goes back to rearing, the jet
 * dying away. Standing still (state 0) it only turns to rear. The jet's
 * light: a flicker at the mouth (joint 7), brighter as the jet grows.
 * The jet's flames are TR3's sparks, every other tick from the mouth
 * along its facing at the jet's speed (game/effects/flamer_looks_tr3.c). */
#include "game/objects/tr3/trap/firehead.h"

#include "engine/core/serial.h"
#include "game/collide/collide.h"
#include "game/effects/effect.h"
#include "game/effects/flamer_looks_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum { FIREHEAD_STILL = 0, FIREHEAD_REAR = 1, FIREHEAD_BLOW = 2 };

#define FIREHEAD_MOUTH 7          /* the joint the fire leaves from */
#define FIREHEAD_TOP 2048         /* the jet's greatest speed and reach */
#define FIREHEAD_WIDTH 512        /* half the jet's width */
#define SFX3_FLAME_THROWER_LOOP 204

/* The original's item_flags. */
typedef struct {
    int16_t blows, speed, stop, reach;
} FireHead;

static int16_t firehead_timer(Game *g, int index, int16_t timer)
{
    Item *it = &g->sim->items[index];
    FireHead *f = it->data;
    if (f)
        f->blows = timer;
    it->hit_points = timer;
    return 0;
}

static void firehead_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    it->data = Object_Alloc(g, sizeof(FireHead));
    const Model *m = Level_FindModel(g->lv, (uint32_t)it->object_id);
    if (m && m->animation != 0xFFFF && m->animation + 1u < g->lv->num_animations) {
        it->anim = (int16_t)(m->animation + 1);
        it->frame = (int16_t)g->lv->animations[it->anim].frame_start;
    }
    it->current_state = it->goal_state = FIREHEAD_REAR;
}

/* Lara inside the jet of `reach` from the mouth along the head's facing. */
static bool in_jet(const Item *it, const Item *lara, Vec3i mouth, int32_t reach)
{
    int32_t x0 = mouth.x - FIREHEAD_WIDTH, x1 = mouth.x + FIREHEAD_WIDTH;
    int32_t z0 = mouth.z - FIREHEAD_WIDTH, z1 = mouth.z + FIREHEAD_WIDTH;
    switch (it->rot.y) {
    case 0: x0 = mouth.x; x1 = mouth.x + reach; break;
    case 0x4000: z0 = mouth.z - reach; z1 = mouth.z; break;
    case -0x8000: x0 = mouth.x - reach; x1 = mouth.x; break;
    default: z0 = mouth.z; z1 = mouth.z + reach; break;
    }
    const Vec3i *l = &lara->pos;
    return l->x > x0 && l->x < x1 && l->y > it->pos.y - 1024 && l->y < it->pos.y + 256 &&
           l->z > z0 && l->z < z1;
}

static void blow(Game *g, Item *it, FireHead *f, Vec3i mouth)
{
    if (f->stop) {
        if (f->speed)
            f->speed = (int16_t)(f->speed - 64);
        if (f->reach) {
            f->reach = (int16_t)(f->reach - 32);
            if (f->reach < 0)
                f->reach = 0;
        }
    } else {
        Object_Sound(g, it, SFX3_FLAME_THROWER_LOOP);
        if (f->speed < FIREHEAD_TOP)
            f->speed = (int16_t)(f->speed + 64);
        if (f->reach < FIREHEAD_TOP)
            f->reach = (int16_t)(f->reach + 32);
    }
    if (f->blows)
        f->blows--;
    /* the original's wibble & 4: every other tick */
    if (g->sim->tick & 1) {
        int angle = ((((uint16_t)it->rot.y >> 3) & 0xFFFE) + 0x800) & 0x1FFE;
        Flamer3_FireHeadFlame(g, mouth, angle, f->speed, it->room);
    }
    int anim_start = it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations
                         ? g->lv->animations[it->anim].frame_start
                         : it->frame;
    if (!f->blows && !f->stop && it->frame == anim_start) {
        f->stop = 1;
        it->goal_state = FIREHEAD_REAR;
    }
    Item *lara = Game_LaraItem(g);
    if (lara && in_jet(it, lara, mouth, f->reach))
        Effect_LaraBurnTR3(g); /* (not while a flame rides on her already) */
}

static void firehead_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    FireHead *f = it->data;
    if (!f || !Object_IsTriggerActive(it))
        return;
    if (it->current_state == FIREHEAD_STILL) {
        it->goal_state = FIREHEAD_REAR;
        Object_Animate(g, it);
        return;
    }
    /* The light's flicker: two draws, as the original's colour. */
    int red = (Prng_Control(&g->sim->prng) & 7) + 24;
    Prng_Control(&g->sim->prng);
    Vec3i mouth = { 0, 0, 0 };
    int falloff = 8;
    if (it->current_state == FIREHEAD_REAR) {
        mouth.y = 128;
        Effect_JointAbsPosition(g, it, &mouth, FIREHEAD_MOUTH, NULL);
        f->blows = it->hit_points;
        f->speed = f->stop = f->reach = 0;
    } else {
        Effect_JointAbsPosition(g, it, &mouth, FIREHEAD_MOUTH, NULL);
        blow(g, it, f, mouth);
        falloff = (f->speed >> 7) + 8;
    }
    Gun_AddLight(&g->lights, mouth, it->room, red / 2, falloff);
    Object_Animate(g, it);
}

static void firehead_save(const Game *g, int item, SerialWriter *w)
{
    const FireHead *f = g->sim->items[item].data;
    Serial_PutI16(w, f ? f->blows : 0);
    Serial_PutI16(w, f ? f->speed : 0);
    Serial_PutI16(w, f ? f->stop : 0);
    Serial_PutI16(w, f ? f->reach : 0);
}

static void firehead_load(Game *g, int item, SerialReader *r)
{
    FireHead v;
    v.blows = Serial_GetI16(r);
    v.speed = Serial_GetI16(r);
    v.stop = Serial_GetI16(r);
    v.reach = Serial_GetI16(r);
    if (v.speed < -64 || v.speed > FIREHEAD_TOP + 64 || v.reach < 0 || v.reach > FIREHEAD_TOP + 32 ||
        (v.stop != 0 && v.stop != 1)) {
        Serial_Fail(r, "fire head state out of range");
        return;
    }
    FireHead *f = g->sim->items[item].data;
    if (f)
        *f = v;
}

/* EXTRAFX3 (the original's ControlRotateyThing, firehead.cpp): it
 * animates while its trigger is on; switched off, it is gone. */
static void rotatey_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (Object_IsTriggerActive(it))
        Object_Animate(g, it);
    else
        Object_Kill(g, item);
}

void FireHead3_Setup(Game *g)
{
    ObjectInfo *x = &g->objects[O3_EXTRAFX_3];
    x->control = rotatey_control;
    x->save_position = x->save_flags = true;
    ObjectInfo *o = &g->objects[O3_FIREHEAD];
    o->initialise = firehead_initialise;
    o->control = firehead_control;
    o->collision = Coll_ObjectCollision;
    o->trigger_timer = firehead_timer;
    o->save_data = firehead_save;
    o->load_data = firehead_load;
    o->save_hitpoints = o->save_flags = o->save_anim = true;
}
