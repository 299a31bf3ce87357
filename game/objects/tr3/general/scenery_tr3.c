/* TR3's moving scenery (see scenery_tr3.h). Facts from the TR3
 * decompilation's set-up (tomb3 setup.cpp) and its routines (objects.cpp):
 * - the animating props play their animation while their trigger is on and
 *   stand still (where they got to) while it is off; ANIMATING_1..6 also
 *   push Lara out as solid objects; the puzzle holes and done forms run the
 *   same routine (TR3's placed pieces animate);
 * - the lift is TR2's (90 ticks' wait, 16 a tick, 22 clicks) with a square
 *   that does not turn with the cabin;
 * - the moving bar is TR2's general object without the light;
 * - the mini copter is TR2's (100 a tick along +z, its rotor heard from a
 *   quarter of the way from Lara, gone 30 sectors from her);
 * - the death slide is TR2's zipline (lara.cpp ControlDeathSlide,
 *   DeathSlideCollision), her grab played through her own animate step;
 * - the earthquake is TR3's own (objects.cpp EarthQuake): while triggered
 *   its strength drifts 2..9 a tick towards a goal that swings between
 *   100 and 20 (held 90..217 ticks at 100, 30..157 at 20, drawn each time
 *   it gets within 16 of it), the camera shakes by the strength and the
 *   rumble plays (not kept: the original raises its pitch with the
 *   strength); one tick in 64 it sets off the first idle flame emitter of
 *   its room, one in 64 its first idle falling ceiling. Its three numbers
 *   are saved;
 * - the detonator is TR2's detonator box (pickup.cpp DetonatorCollision,
 *   objects.cpp DetonatorControl): the second key from a stand before it,
 *   Lara's plunger in her extra set, the blast at frame 80;
 * - the carcass (compy.cpp CarcassControl), once set going, falls (8 a tick
 *   faster to 512 in air, 1 to 64 in water, slowed to 16 where it enters
 *   the water), rolling onto its side as it falls, and rests 64 above the
 *   floor, splashing where it goes in (splash_tr3.h). Not kept: its being
 *   the piranhas' bait. */
#include "game/objects/tr3/general/scenery_tr3.h"

#include <stdlib.h>

#include "engine/core/serial.h"
#include "game/collide/collide.h"
#include "game/effects/effect.h"
#include "game/effects/splash_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/general/copter.h"
#include "game/objects/tr2/general/detonator.h"
#include "game/objects/tr2/general/earthquake.h"
#include "game/objects/tr2/general/general_tr2.h"
#include "game/objects/tr2/general/zipline.h"
#include "game/objects/tr2/lift_tr2.h"
#include "game/objects/tr3/creatures/tr3_beasts.h"
#include "game/objects/tr3/object_ids_tr3.h"

static void animating_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it))
        Object_Animate(g, it);
}

static void setup_animating(Game *g, int id, bool solid)
{
    ObjectInfo *o = &g->objects[id];
    o->control = animating_control;
    if (solid)
        o->collision = Coll_ObjectCollision;
    o->save_flags = true;
    o->save_anim = true;
}

/* ---- the detonator ------------------------------------------------------------------ */

static const DetonatorKind k_detonator = { O3_DETONATOR, O3_KEY_OPTION_2, O3_LARA_EXTRA };

static void detonator_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Detonator_Collide(g, index, lara, c, &k_detonator);
}

static void setup_detonator(Game *g)
{
    ObjectInfo *o = &g->objects[O3_DETONATOR];
    o->collision = detonator_collision;
    o->control = Detonator_BoxControl;
    o->save_flags = true;
    o->save_anim = true;
}

/* ---- the carcass ------------------------------------------------------------------ */

#define CARCASS_REST_ROLL 0x6000 /* lying on its side */

static bool is_water(Game *g, int16_t room) { return World_RoomIsWater(&g->world, room); }

static void carcass_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_ACTIVE)
        return;
    it->pos.y += it->fall_speed;
    int16_t old_room = it->room, room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    if (room != it->room)
        Sim_ItemNewRoom(g->sim, index, room);
    h -= 64;
    if (it->pos.y >= h) {
        it->pos.y = h;
        it->fall_speed = 0;
        it->rot.z = CARCASS_REST_ROLL;
        return;
    }
    bool wet = is_water(g, room);
    int32_t roll = it->rot.z + (it->fall_speed << (wet ? 3 : 1));
    it->rot.z = (int16_t)(roll > CARCASS_REST_ROLL ? CARCASS_REST_ROLL : roll);
    it->fall_speed = (int16_t)(it->fall_speed + (wet ? 1 : 8));
    int16_t top = is_water(g, old_room) ? 64 : 512;
    if (it->fall_speed > top)
        it->fall_speed = top;
    if (wet && !is_water(g, old_room)) {
        /* Into the water: slowed to 16 just under its surface. */
        const Room *r = World_Room(&g->world, room);
        Splash3_Carcass(g, it, room, it->fall_speed);
        it->fall_speed = 16;
        if (r)
            it->pos.y = r->y_top + 1;
    }
    /* Falling in water, it is the piranhas' bait (the original's
     * CarcassItem; at rest it stays what it was last). */
    Fish3_Bait(g, is_water(g, it->room) ? index : -1);
}

static void setup_carcass(Game *g)
{
    ObjectInfo *o = &g->objects[O3_CARCASS];
    o->control = carcass_control;
    o->collision = Coll_ObjectCollision;
    o->save_position = o->save_flags = o->save_anim = true;
}

/* ---- the earthquake ---------------------------------------------------------------- */

#define SFX3_EARTHQUAKE_LOOP 107
#define QUAKE_STRONG 100
#define QUAKE_WEAK 20

typedef struct {
    int16_t strength, goal, hold; /* the original's item_flags[0..2] */
} Quake;

static void quake_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Quake *q = it->data;
    if (!q || !Object_IsTriggerActive(it))
        return;
    Prng *p = &g->sim->prng;
    if (!q->goal)
        q->goal = QUAKE_STRONG;
    if (!q->hold && abs(q->strength - q->goal) < 16) {
        bool strong = q->goal == QUAKE_WEAK;
        q->goal = strong ? QUAKE_STRONG : QUAKE_WEAK;
        q->hold = (int16_t)((Prng_Control(p) & 0x7F) + (strong ? 90 : 30));
    }
    if (q->hold)
        q->hold--;
    int16_t step = (int16_t)((Prng_Control(p) & 7) + 2);
    q->strength = (int16_t)(q->strength > q->goal ? q->strength - step : q->strength + step);
    /* the rumble's note rises with the strength: the original's flags word
     * (strength << 16) + 0x1000000 read back as a pitch */
    Effect_SoundPitch(g, SFX3_EARTHQUAKE_LOOP, NULL,
                      (int32_t)(((((uint32_t)q->strength << 16) + 0x1000000u) >> 8) & 0xFFFFFF));
    g->camera.bounce = -q->strength;
    int32_t r = Prng_Control(p);
    if (r < 1024)
        Earthquake_WakeOne(g, it->room, r < 512 ? O3_FLAME_EMITTER : O3_FALLING_CEILING_1);
}

static void quake_initialise(Game *g, int index)
{
    g->sim->items[index].data = Object_Alloc(g, sizeof(Quake));
}

static void quake_save(const Game *g, int item, SerialWriter *w)
{
    const Quake *q = g->sim->items[item].data;
    Serial_PutI16(w, q ? q->strength : 0);
    Serial_PutI16(w, q ? q->goal : 0);
    Serial_PutI16(w, q ? q->hold : 0);
}

static void quake_load(Game *g, int item, SerialReader *r)
{
    Quake v;
    v.strength = Serial_GetI16(r);
    v.goal = Serial_GetI16(r);
    v.hold = Serial_GetI16(r);
    if (v.strength < -16 || v.strength > QUAKE_STRONG + 16 || v.goal < 0 ||
        v.goal > QUAKE_STRONG || v.hold < 0 || v.hold > 0x7F + 90) {
        Serial_Fail(r, "earthquake state out of range");
        return;
    }
    Quake *q = g->sim->items[item].data;
    if (q)
        *q = v;
}

static void setup_quake(Game *g)
{
    ObjectInfo *o = &g->objects[O3_EARTHQUAKE];
    o->initialise = quake_initialise;
    o->control = quake_control;
    o->save_data = quake_save;
    o->load_data = quake_load;
    o->save_flags = true;
}

void Scenery3_Setup(Game *g)
{
    for (int id = O3_ANIMATING_1; id <= O3_ANIMATING_6; id++)
        setup_animating(g, id, true);
    /* (their collisions are the puzzle hole's: world_tr3.c) */
    for (int i = 0; i < 4; i++) {
        setup_animating(g, O3_PUZZLE_HOLE_1 + i, false);
        setup_animating(g, O3_PUZZLE_DONE_1 + i, false);
    }
    LiftTR2_SetupAs(g, O3_LIFT, true);
    GeneralTR2_SetupAs(g, O3_MOVING_BAR, false);
    Copter_SetupMiniAs(g, O3_MINI_COPTER);
    Zipline_SetupAs(g, O3_DEATH_SLIDE, true);
    setup_quake(g);
    setup_detonator(g);
    setup_carcass(g);
}
