/* Area 51's moving laser (O3_AREA51_LASER; tomb3 51laser.cpp). While its
 * trigger is on it slides to and fro along its facing: first 2560 ahead,
 * then between 2560 behind its start and 2560 ahead; speeding up 5 a tick
 * (in 1/4 units) to 512 (128 a tick), and once within 768 (across and
 * along) of the end it is heading for, easing off by a quarter a tick
 * and resting some 32 ticks before it turns back. It flickers (meshes 2
 * and 4 drawn or not from the control stream) and lights its room; its
 * box grown by 64 touching Lara costs her 25 a tick with blood.
 *
 * Its state is the original's: the start and the end it heads for as
 * sectors' halves (x >> 9 and z >> 9, a byte each, as the original packs
 * them), its way (1 or -1), its speed and its rest; kept in its data
 * block, saved. */
#include "game/objects/tr3/trap/traps_tr3.h"

#include <stdlib.h>

#include "game/game.h"
#include "game/objects/trap/trap.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "engine/core/serial.h"

#define RUN 2560
#define NEAR 768
#define ACCEL 5
#define TOP 512
#define REST 32
#define TOUCH_RADIUS 64
#define TOUCH_DAMAGE 25

typedef struct {
    int16_t start, end;  /* packed: x >> 9 low byte, z >> 9 high byte */
    int16_t way;         /* 1 towards +facing, -1 back */
    int16_t speed;       /* quarter units a tick, signed */
    int16_t rest;        /* the original's shadeB */
} Laser51;

static int16_t pack(int32_t x, int32_t z)
{
    return (int16_t)(((x >> 9) & 0xFF) | (((z >> 9) & 0xFF) << 8));
}
static int32_t unpack_x(int16_t p) { return (p & 0xFF) << 9; }
static int32_t unpack_z(int16_t p) { return ((uint16_t)p & 0xFF00) << 1; }

static void laser51_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Laser51 *l = Object_Alloc(g, sizeof(Laser51));
    it->data = l;
    if (!l)
        return;
    int32_t x = it->pos.x + ((RUN * Math_Sin(it->rot.y)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((RUN * Math_Cos(it->rot.y)) >> W2V_SHIFT);
    l->start = pack(it->pos.x, it->pos.z);
    l->end = pack(x, z);
    l->way = 1;
    l->speed = 0;
    l->rest = 0;
}

/* Speeding up, or at an end easing off and resting, then turning. */
static void move_step(Laser51 *l)
{
    int s = l->way == 1 ? 1 : -1;
    if (!l->rest) {
        l->speed = (int16_t)(l->speed + s * ACCEL);
        if (l->speed * s > TOP)
            l->speed = (int16_t)(s * TOP);
    } else if (l->speed) {
        if (l->speed * s > 4)
            l->speed = (int16_t)(l->speed - (l->speed >> 2));
        else
            l->speed = 0;
    } else {
        l->rest--;
        if (l->rest == 1)
            l->way = (int16_t)-l->way;
    }
}

static void laser51_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Laser51 *l = it->data;
    if (!l || !Object_IsTriggerActive(it))
        return;
    Prng *p = &g->sim->prng;
    it->current_state = 0;
    /* its red light (reach 8 or 9 steps of 256: about 2^11) */
    Prng_Control(p);
    int red = (Prng_Control(p) & 3) + 24;
    Prng_Control(p); /* its green and blue flicker */
    Prng_Control(p);
    Gun_AddLight(&g->lights, (Vec3i){ it->pos.x, it->pos.y - 64, it->pos.z }, it->room, red, 11);
    it->mesh_bits = ~(uint32_t)(Prng_Control(p) & 0x14);
    if (abs(unpack_x(l->end) - it->pos.x) < NEAR && abs(unpack_z(l->end) - it->pos.z) < NEAR) {
        l->rest = REST;
        int32_t x = unpack_x(l->start) + ((-RUN * l->way * Math_Sin(it->rot.y)) >> W2V_SHIFT);
        int32_t z = unpack_z(l->start) + ((-RUN * l->way * Math_Cos(it->rot.y)) >> W2V_SHIFT);
        l->end = pack(x, z);
    }
    move_step(l);
    it->pos.x += (l->speed * Math_Sin(it->rot.y)) >> (W2V_SHIFT + 2);
    it->pos.z += (l->speed * Math_Cos(it->rot.y)) >> (W2V_SHIFT + 2);
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (room != it->room)
        Trap_NewRoom(g, index, room);
    Item *lara = Game_LaraItem(g);
    if (lara && Coll_TestBoundsCollide(g, lara, it, TOUCH_RADIUS)) {
        lara->hit_points = (int16_t)(lara->hit_points - TOUCH_DAMAGE);
        int32_t y = it->pos.y - (Prng_Control(p) & 0xFF) - 32;
        int16_t speed = (int16_t)((Prng_Control(p) & 0x7F) + 128);
        int16_t yrot = (int16_t)(Prng_Control(p) << 1);
        Effect_BloodBath(g, lara->pos.x, y, lara->pos.z, speed, yrot, lara->room, 3);
    }
    Object_Animate(g, it);
}

static void laser51_save(const Game *g, int index, SerialWriter *w)
{
    const Laser51 *l = g->sim->items[index].data;
    Laser51 z = { 0 };
    if (!l)
        l = &z;
    Serial_PutI16(w, l->start);
    Serial_PutI16(w, l->end);
    Serial_PutI16(w, l->way);
    Serial_PutI16(w, l->speed);
    Serial_PutI16(w, l->rest);
}

static void laser51_load(Game *g, int index, SerialReader *r)
{
    Laser51 v;
    v.start = Serial_GetI16(r);
    v.end = Serial_GetI16(r);
    v.way = Serial_GetI16Range(r, -1, 1, "Area 51 laser's way");
    v.speed = Serial_GetI16Range(r, -TOP, TOP, "Area 51 laser's speed");
    v.rest = Serial_GetI16Range(r, 0, REST, "Area 51 laser's rest");
    Laser51 *l = g->sim->items[index].data;
    if (l)
        *l = v;
}

void Laser51_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_AREA51_LASER];
    o->initialise = laser51_initialise;
    o->control = laser51_control;
    o->save_position = o->save_flags = o->save_anim = true;
    o->save_data = laser51_save;
    o->load_data = laser51_load;
}
