/* TR3's laser sights, as the original draws them (tomb3 draw.cpp
 * DrawAnimatingItem, its EnemyWeapon and EnemyBites tables; setup.cpp).
 *
 * Only the kinds whose bite slot is SWAT_GUN_BITE carry one (the only
 * slot its EnemyWeapon table marks with 0x80): the SWAT (O3_SWAT_GUN) and
 * the mercenary (O3_LON_MERCENARY_1), both run by swat.cpp
 * (smg_soldier.c here). Their control routine knows nothing of it: the
 * beam is part of drawing them, so it shows whenever they are drawn,
 * standing, walking, aiming or firing alike. It starts at (0, 200, 106)
 * in their mesh 7 (the gun arm), runs along that mesh's y axis to 32 times
 * as far (0, 6400, 106), and is cut short by the line of sight (LOS: the
 * first wall, floor or ceiling; Lara and other items do not stop it). It
 * is the security lasers' beam (S_DrawLaserBeam) in red: shifts 255, 2
 * and 3 of the flickering shade (red shade + 32, green a quarter, blue an
 * eighth). The original moves that shade with 32 numbers of its draw
 * stream for each beam it draws (UpdateLaserShades); here the beams' own
 * stand-in for them (game/effects/bolt.h), so drawing reads no stream.
 *
 * A dead one keeps it while his death animation plays. Once it has ended,
 * the original checks for that end only where it draws a frame between
 * two key frames; where the frame is a key frame it draws the beam
 * regardless. So the beam stays on a body whose death ends on a key frame
 * and goes out on the others: the same rule here, from the animation's
 * frame rate. */
#include "game/objects/tr3/creatures/laser_sight_tr3.h"

#include "game/camera/los.h"
#include "game/creature/creature.h"
#include "game/effects/bolt.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SIGHT_MESH 7
#define SIGHT_X 0
#define SIGHT_Y 200
#define SIGHT_Z 106
#define SIGHT_REACH_SHIFT 5 /* its far end: y 32 times as far */
/* S_DrawLaserBeam's shifts of the shade: red */
#define SIGHT_SHIFT_R 255
#define SIGHT_SHIFT_G 2
#define SIGHT_SHIFT_B 3

static bool carries_sight(int16_t id)
{
    return id == O3_SWAT_GUN || id == O3_LON_MERCENARY_1;
}

/* Drawn as the original draws it (see above): alive, or dead with the
 * death animation still playing, or ended on a key frame. */
static bool sight_shown(const Level *lv, const Item *it)
{
    if (it->hit_points > 0 || it->anim < 0 || (uint32_t)it->anim >= lv->num_animations)
        return it->hit_points > 0;
    const Animation *a = &lv->animations[it->anim];
    if (it->frame != a->frame_end)
        return true;
    int rate = a->frame_rate ? a->frame_rate : 1;
    return (it->frame - a->frame_start) % rate == 0;
}

bool Tr3LaserSight_Beam(const Game *g, int item, Vec3i *from, Vec3i *to, int16_t *room)
{
    const Sim *s = g->sim;
    const Level *lv = g->lv;
    if (!s || !lv || item < 0 || (uint32_t)item >= s->num_items)
        return false;
    const Item *it = &s->items[item];
    if (!carries_sight(it->object_id) || it->status == ITEM_STATUS_INVISIBLE || it->model < 0 ||
        it->room < 0 || (uint32_t)it->room >= lv->num_rooms ||
        lv->models[it->model].num_meshes <= SIGHT_MESH || !sight_shown(lv, it))
        return false;
    Vec3i a = { SIGHT_X, SIGHT_Y, SIGHT_Z };
    Vec3i b = { SIGHT_X, SIGHT_Y << SIGHT_REACH_SHIFT, SIGHT_Z };
    Creature_JointPos(g, it, &a, SIGHT_MESH);
    Creature_JointPos(g, it, &b, SIGHT_MESH);
    /* The sight line on a copy of the world: its queries leave what they
     * found in the world's fields, which the game's own queries read. */
    World w = g->world;
    GameVec start = { a.x, a.y, a.z, it->room };
    World_Sector(&w, start.x, start.y, start.z, &start.room);
    if (start.room < 0)
        return false;
    GameVec end = { b.x, b.y, b.z, start.room };
    Los_Check(&w, &start, &end);
    *from = a;
    *to = (Vec3i){ end.x, end.y, end.z };
    *room = start.room;
    return true;
}

bool Tr3LaserSight_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Sim *s = g->sim;
    if (!s || !g->lv)
        return true;
    for (uint32_t i = 0; i < s->num_items; i++) {
        if (!carries_sight(s->items[i].object_id))
            continue;
        Bolt bl = { 0 };
        if (!Tr3LaserSight_Beam(g, (int)i, &bl.from, &bl.to, &bl.room))
            continue;
        bl.r = SIGHT_SHIFT_R;
        bl.g = SIGHT_SHIFT_G;
        bl.b = SIGHT_SHIFT_B;
        bl.look = BOLT_LASER;
        /* its flicker keyed apart from the tick's bolts */
        if (!Bolt_AppendOne(g->lv, &bl, BOLT_MAX + (int)i, s->tick, dl))
            return false;
    }
    return true;
}
