/* TR2's Bartoli and the spheres of light of his transformation (see
 * dragon.h). Facts from the original's InitialiseBartoli, BartoliControl
 * and the spheres' routines (TRX src/tr2/game/objects/creatures/
 * bartoli.c and objects/general/sphere_of_doom.c). The spheres are drawn
 * as the original's DrawSphereOfDoom: their mesh through the ordinary mesh
 * path (phd_PutPolygons), each face opaque or colour-keyed by its texture;
 * the first two's semi-transparent flag is read only by the sprite draws
 * (DrawSpriteItem, DrawEffect), so all three are solid in its renderer
 * (TR2Main game/draw.cpp, 3dsystem/3d_gen.cpp). */
#include "game/objects/tr2/creatures/dragon.h"

#include <stdlib.h>
#include <string.h>

#include "engine/math/matrix.h"
#include "engine/render/render.h"

#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define BARTOLI_RANGE (5 * WALL_SIZE)  /* Lara this near (x and z) wakes him */
#define BARTOLI_BOOM_STEP 10
#define BACK_MESHES 0x1FFFFFu          /* the back's meshes drawn */
#define SPHERE_RADIUS (STEP_SIZE * 5 / 2)
#define SPHERE_GROWTH 64               /* timer a tick: radius = 640 * timer / 256 */
#define SPHERE_LIFE (60 * SPHERE_GROWTH)
#define SPHERE_SPIN (10 * 182)
#define SPHERE_THROW_SPEED 150
#define SPHERE_THROW_LIFT (-50)
#define SFX2_BARTOLI_TRANSFORM 341

/* A hidden part of the dragon where Bartoli stands, facing his way. */
static int make_part(Game *g, int object_id, const Item *bartoli)
{
    int n = Trap_CreateItem(g, object_id, bartoli->room, bartoli->pos, bartoli->rot.y);
    if (n == ITEM_NONE)
        return n;
    Item *it = &g->sim->items[n];
    it->flags |= ITEM_FILE_INVISIBLE;
    it->invisible = true;
    it->status = ITEM_STATUS_INVISIBLE;
    it->intensity = -1;
    return n;
}

/* Bartoli's set-up makes the dragon: its back, then its front (the
 * back's data names the front, his names the back). */
static void bartoli_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->data_index = ITEM_NONE;
    if (!g->objects[O2_DRAGON_FRONT].control)
        return; /* the level has no dragon */
    int back = make_part(g, O2_DRAGON_BACK, it);
    int front = back == ITEM_NONE ? ITEM_NONE : make_part(g, O2_DRAGON_FRONT, it);
    if (front == ITEM_NONE)
        return;
    g->sim->items[back].mesh_bits = BACK_MESHES;
    g->sim->items[back].data_index = front;
    g->sim->items[front].data_index = ITEM_NONE;
    it = &g->sim->items[item];
    it->data_index = back;
}

/* A sphere of light bursting from a click below his feet. */
static void boom(Game *g, int object_id, const Item *from)
{
    Vec3i at = { from->pos.x, from->pos.y + STEP_SIZE, from->pos.z };
    int n = Trap_CreateItem(g, object_id, from->room, at, 0);
    if (n == ITEM_NONE)
        return;
    g->sim->items[n].intensity = -1;
    Object_AddActive(g, n);
    g->sim->items[n].status = ITEM_STATUS_ACTIVE;
}

/* The dragon takes his place: both parts wake, he is gone. */
static void become_dragon(Game *g, int item)
{
    int back = g->sim->items[item].data_index;
    if (back < 0 || (uint32_t)back >= g->sim->num_items)
        return;
    Item *b = &g->sim->items[back];
    int front = b->data_index;
    b->touch_bits = 0;
    g->sim->items[front].touch_bits = 0;
    Lot_EnableAI(g, front, true);
    Object_AddActive(g, front);
    Object_AddActive(g, back);
    b->status = ITEM_STATUS_ACTIVE;
    Object_Kill(g, item);
}

static void bartoli_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (it->timer == 0) {
        const Item *lara = Game_LaraItem(g);
        if (lara && abs(lara->pos.x - it->pos.x) < BARTOLI_RANGE &&
            abs(lara->pos.z - it->pos.z) < BARTOLI_RANGE)
            it->timer = 1;
        return;
    }
    it->timer++;
    if ((it->timer & 7) == 0)
        g->camera.bounce = it->timer;
    Dragon_MysticLight(g, item);
    Object_Animate(g, it);
    if (it->timer == BARTOLI_BOOM_TIME)
        boom(g, O2_SPHERE_OF_DOOM_1, it);
    else if (it->timer == BARTOLI_BOOM_TIME + BARTOLI_BOOM_STEP)
        boom(g, O2_SPHERE_OF_DOOM_2, it);
    else if (it->timer == BARTOLI_BOOM_TIME + 2 * BARTOLI_BOOM_STEP)
        boom(g, O2_SPHERE_OF_DOOM_3, it);
    else if (it->timer >= BARTOLI_BOOM_TIME + 2 * BARTOLI_BOOM_STEP)
        become_dragon(g, item);
}

/* ---- the spheres --------------------------------------------------------------- */

static int32_t sphere_radius(const Item *it) { return (SPHERE_RADIUS * it->timer) >> 8; }

/* It grows and spins, sounding at the point of it nearest Lara, and is
 * gone after 60 ticks. */
static void sphere_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->timer = (int16_t)(it->timer + SPHERE_GROWTH);
    it->rot.y = (int16_t)(it->rot.y +
                          (it->object_id == O2_SPHERE_OF_DOOM_2 ? SPHERE_SPIN : -SPHERE_SPIN));
    const Item *lara = Game_LaraItem(g);
    if (lara) {
        int32_t dx = it->pos.x - lara->pos.x, dy = it->pos.y - lara->pos.y;
        int32_t dz = it->pos.z - lara->pos.z;
        int32_t radius = sphere_radius(it);
        int32_t dist = (int32_t)Math_Sqrt64((uint64_t)((int64_t)dx * dx + (int64_t)dy * dy +
                                                       (int64_t)dz * dz));
        Vec3i at = lara->pos;
        at.x += (int32_t)(((int64_t)(dist - radius) * dx) / radius);
        at.y += (int32_t)(((int64_t)(dist - radius) * dy) / radius);
        at.z += (int32_t)(((int64_t)(dist - radius) * dz) / radius);
        Effect_Sound(g, SFX2_BARTOLI_TRANSFORM, &at);
    }
    if (it->timer > SPHERE_LIFE)
        Trap_KillItem(g, item);
}

/* Lara inside it (out of water) is thrown out of it, off her feet. */
static void sphere_collision(Game *g, int item, Item *lara, CollInfo *c)
{
    (void)c;
    if (World_RoomIsWater(&g->world, lara->room))
        return;
    const Item *it = &g->sim->items[item];
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    int32_t radius = sphere_radius(it);
    if ((int64_t)dx * dx + (int64_t)dz * dz >= (int64_t)radius * radius)
        return;
    int16_t angle = (int16_t)Camera_Atan(dz, dx);
    int16_t diff = (int16_t)(lara->rot.y - angle);
    if (abs(diff) < 0x4000) {
        lara->speed = SPHERE_THROW_SPEED;
        lara->rot.y = angle;
    } else {
        lara->speed = -SPHERE_THROW_SPEED;
        lara->rot.y = (int16_t)(angle + 0x8000);
    }
    lara->gravity = true;
    lara->fall_speed = SPHERE_THROW_LIFT;
    lara->pos.x = it->pos.x + (((radius + 50) * Math_Sin(angle)) >> W2V_SHIFT);
    lara->pos.z = it->pos.z + (((radius + 50) * Math_Cos(angle)) >> W2V_SHIFT);
    lara->rot.x = lara->rot.z = 0;
    Lara_SwitchAnim(g, lara, LARA_ANIM_FALL_DOWN, 0);
    lara->current_state = lara->goal_state = LS_FORWARD_JUMP;
}

int Bartoli_DrawSphere(const Game *g, const Sim *s, int item, int32_t t, void *out_v, int cap)
{
    const Item *it = &s->items[item];
    if (it->object_id < O2_SPHERE_OF_DOOM_1 || it->object_id > O2_SPHERE_OF_DOOM_3)
        return -1;
    const Level *lv = g->lv;
    if (cap < 1 || it->model < 0 || (uint32_t)it->model >= lv->num_models ||
        lv->models[it->model].start_mesh >= lv->num_mesh_pointers)
        return 0;
    Vec3i pos;
    Vec3s rot;
    Sim_ItemInterp(s, item, t, &pos, &rot);
    RenderMeshDraw *d = out_v;
    memset(d, 0, sizeof *d);
    d->mesh = Sim_MeshAt(s, lv->models[it->model].start_mesh);
    Mat34_FromTranslation(&d->world, pos.x, pos.y, pos.z);
    Mat34_RotY(&d->world, rot.y);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++)
            d->world.m[r][c] = (d->world.m[r][c] * it->timer) >> 8;
    d->room = s->cur[item].room;
    /* Lit as the original's CalculateObjectLighting lights an item of no
     * shade of its own (the spheres are made with -1): by the room's and
     * the dynamic lights at the sphere, through the grown matrix as its
     * calc_vertice_light does. */
    d->light_mode = RENDER_LIGHT_ROOM;
    if (it->intensity >= 0) {
        d->light_mode = RENDER_LIGHT_FIXED;
        d->shade = (int16_t)CLAMP(it->intensity, 0, 0x1FFF);
    }
    return 1;
}

void Bartoli_Setup(Game *g)
{
    if (Level_FindModel(g->lv, O2_BARTOLI)) {
        ObjectInfo *o = &g->objects[O2_BARTOLI];
        o->initialise = bartoli_initialise;
        o->control = bartoli_control;
        o->save_flags = o->save_anim = true;
    }
    for (int id = O2_SPHERE_OF_DOOM_1; id <= O2_SPHERE_OF_DOOM_3; id++) {
        ObjectInfo *o = &g->objects[id];
        o->control = sphere_control;
        o->collision = sphere_collision;
        o->save_position = o->save_flags = true;
    }
}
