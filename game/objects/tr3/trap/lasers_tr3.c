/* TR3's security lasers (O3_SECURITY_LASER_ALARM, _DEADLY and _KILLER;
 * tomb3 lasers.cpp). Area 51's moving laser is laser51_tr3.c.
 *
 * A security laser is a row of 1 to 7 horizontal beams, 256 apart going
 * up, the count its trigger's timer byte (0 reads as 1; the trigger keeps
 * no timer). Its beams start 511 in front of it and run back along its
 * facing until a wall stops them. While its trigger is on, each beam
 * that crosses Lara's box (the original's LaraOnLOS) stops at her: the
 * deadly laser costs her 10 a tick and a spray of blood, the killer one
 * her life, the alarm laser nothing; any of the three sets off the alarm
 * (Tr3Autogun_Alarm: the autoguns whose triggers are on wake up). The
 * original does this as it draws the beams, so only while they are on
 * screen; here every tick.
 *
 * The laser also closes the blockable boxes along its line (the
 * original's LaserSplitterToggle, from the blockable box under it
 * through each next sector against its facing while they are blockable):
 * blocked while its trigger is on, open when it goes off. Area 51's
 * civilians and MPs standing in a blocked box are caught by it (their
 * "killing boxes": Tr3People_LaserBox).
 *
 * The beams are drawn as the original's flickering laser lines
 * (Bolt_AddLaser, game/effects/bolt.h) with its shifts of the shade for
 * red, green and blue: alarm 16/0/16 (green), deadly 0/0/16 (yellow),
 * killer 0/2/16 (orange). */
#include "game/objects/tr3/trap/traps_tr3.h"

#include <stdlib.h>

#include "game/camera/los.h"
#include "game/creature/box.h"
#include "game/game.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/general/lights_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define BEAM_REACH 511      /* in front of it, and 32 times that back */
#define BEAM_STEP 256
#define BEAM_MAX 7
#define DEADLY_DAMAGE 10

/* A beam's direction (its start's offset) by the laser's facing. */
static void beam_dir(int16_t yrot, int32_t *x, int32_t *z)
{
    *x = yrot == 0x4000 ? BEAM_REACH : (yrot == 0 || yrot == (int16_t)-0x8000) ? 0 : -BEAM_REACH;
    *z = yrot == 0 ? BEAM_REACH : yrot == (int16_t)-0x8000 ? -BEAM_REACH : 0;
}

/* The original's LaraOnLOS: the segment s..t passes through Lara's
 * accurate box (its x and z extents swapped when she faces along x), as
 * seen where it crosses the box's two faces across its main axis; or it
 * passes one face on each side of her. */
static bool lara_on_beam(Game *g, const Item *lara, const Vec3i *s, const Vec3i *t)
{
    int64_t dx = t->x - s->x, dy = t->y - s->y, dz = t->z - s->z;
    if (!dx && !dz)
        return false;
    BoundingBox b;
    Lara_GetBoundsAccurate(g, lara, &b);
    bool turned = ((uint16_t)(lara->rot.y + 0x2000) & 0x4000) != 0;
    int32_t xe[2] = { turned ? b.min_z : b.min_x, turned ? b.max_z : b.max_x };
    int32_t ze[2] = { turned ? b.min_x : b.min_z, turned ? b.max_x : b.max_z };
    /* along the main axis (a), across it (c) */
    bool along_z = llabs(dz) > llabs(dx);
    int64_t da = along_z ? dz : dx, dc = along_z ? dx : dz;
    int32_t la = along_z ? lara->pos.z - s->z : lara->pos.x - s->x;
    int32_t lc = along_z ? lara->pos.x - s->x : lara->pos.z - s->z;
    const int32_t *ae = along_z ? ze : xe, *ce = along_z ? xe : ze;
    int flag = 0;
    for (int k = 0; k < 2; k++) {
        int64_t dist = la + ae[k];
        if ((da ^ dist) < 0)
            continue;
        int64_t y = dy * dist / da;
        if (y <= lara->pos.y - s->y + b.min_y || y >= lara->pos.y - s->y + b.max_y)
            continue;
        int64_t c = dc * dist / da;
        if (c < lc + ce[0])
            flag |= 1;
        else if (c > lc + ce[1])
            flag |= 2;
        else
            return true;
    }
    return flag == 3;
}

/* The original's LaserSplitterToggle (see above). */
static void toggle_boxes(Game *g, const Item *it, bool active)
{
    World *w = &g->world;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(w, it->pos.x, it->pos.y, it->pos.z, &room);
    int box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
    if (box == LOT_NO_BOX || !(w->box_overlap[box] & WORLD_BOX_BLOCKABLE) ||
        active == ((w->box_overlap[box] & WORLD_BOX_BLOCKED) != 0))
        return;
    int32_t bx, bz;
    beam_dir(it->rot.y, &bx, &bz);
    int32_t xs = bx ? -WALL_SIZE * (bx / BEAM_REACH) : 0, zs = bz ? -WALL_SIZE * (bz / BEAM_REACH) : 0;
    int32_t x = it->pos.x, z = it->pos.z;
    for (int guard = 0; box != LOT_NO_BOX && (w->box_overlap[box] & WORLD_BOX_BLOCKABLE) &&
                        guard < 256; guard++) {
        if (active)
            w->box_overlap[box] = (int16_t)(w->box_overlap[box] | WORLD_BOX_BLOCKED);
        else
            w->box_overlap[box] = (int16_t)(w->box_overlap[box] & ~WORLD_BOX_BLOCKED);
        x += xs;
        z += zs;
        s = World_Sector(w, x, it->pos.y, z, &room);
        box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
    }
}

static void beams(Game *g, Item *it)
{
    /* S_DrawLaser's shifts of the flickering shade: alarm green, deadly
     * yellow, killer orange */
    static const uint8_t k_colour[3][3] = { { 16, 0, 16 }, { 0, 0, 16 }, { 0, 2, 16 } };
    Item *lara = Game_LaraItem(g);
    int kind = it->object_id - O3_SECURITY_LASER_ALARM;
    int32_t x, z;
    beam_dir(it->rot.y, &x, &z);
    for (int i = 0, y = 0; i < it->hit_points && i < BEAM_MAX; i++, y -= BEAM_STEP) {
        GameVec s = { it->pos.x + x, it->pos.y + y, it->pos.z + z, it->room };
        World_Sector(&g->world, s.x, s.y, s.z, &s.room);
        GameVec t = { it->pos.x - (x << 5), it->pos.y + y, it->pos.z - (z << 5), s.room };
        Los_Check(&g->world, &s, &t);
        Vec3i sv = { s.x, s.y, s.z }, tv = { t.x, t.y, t.z };
        if (lara && lara_on_beam(g, lara, &sv, &tv)) {
            if (it->object_id != O3_SECURITY_LASER_ALARM) {
                if (it->object_id == O3_SECURITY_LASER_KILLER)
                    lara->hit_points = 0;
                else
                    lara->hit_points = (int16_t)(lara->hit_points - DEADLY_DAMAGE);
                Prng *p = &g->sim->prng;
                int16_t speed = (int16_t)((Prng_Draw(p) & 0x7F) + 128);
                int16_t yrot = (int16_t)(Prng_Draw(p) << 1);
                Effect_BloodBath(g, lara->pos.x, it->pos.y + y, lara->pos.z, speed, yrot,
                                 lara->room, 1);
            }
            if (!z)
                tv.x = lara->pos.x;
            else
                tv.z = lara->pos.z;
            /* the original wakes the sentry guns and the strobes whose
             * triggers are on in the same loop */
            Tr3Autogun_Alarm(g);
            Lights3_StrobeAlarm(g);
        }
        const uint8_t *c = k_colour[kind];
        Bolt_AddLaser(&g->bolts, sv, tv, s.room, c[0], c[1], c[2]);
    }
}

static void laser_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    bool active = Object_IsTriggerActive(it);
    toggle_boxes(g, it, active);
    if (active)
        beams(g, it);
}

/* The trigger's timer byte is the beam count (0 reads as 1), and the
 * trigger keeps no timer. */
static int16_t laser_timer(Game *g, int index, int16_t timer)
{
    int n = timer & 7;
    g->sim->items[index].hit_points = (int16_t)(n ? n : 1);
    return 0;
}

static void laser_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    toggle_boxes(g, it, Object_IsTriggerActive(it));
}

void Lasers3_Setup(Game *g)
{
    for (int id = O3_SECURITY_LASER_ALARM; id <= O3_SECURITY_LASER_KILLER; id++) {
        ObjectInfo *o = &g->objects[id];
        o->initialise = laser_initialise;
        o->control = laser_control;
        o->trigger_timer = laser_timer;
        o->save_hitpoints = true;
        o->save_flags = true;
    }
}
