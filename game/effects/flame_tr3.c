/* TR3's flame (see Effect_SetupFlameTR3; tomb3 traps.cpp FlameControl).
 * One effect object, four kinds, told apart by frame_num as the original
 * does (the flame is never drawn as a sprite of its own: its look is
 * TR3's sparks and light, made by fire_looks_tr3.c on the pool's own
 * random stream):
 *   FLAME3_BIG   the flame emitter's fire: 5 a tick to Lara within 600
 *                of it, and within 450 she catches fire, after which it
 *                spares her for 100 ticks;
 *   FLAME3_SMALL the second emitter's small fire, harmless; with counter
 *                < 0 it is the fire on Lara (the original's LaraBurn:
 *                one flame for her whole body): 7 a tick, a hit, until
 *                her head (looked up every fourth tick) is under water
 *                (a swamp's does not count in the levels whose rules
 *                keep fire lit there: LEVEL_RULE_SWAMP_FIRE);
 *   FLAME3_JET   the third emitter's jet, hurting as the big fire;
 *   FLAME3_SIDE  the side emitter's jet out of a wall: quiet 60 ticks
 *                (120 by LEVEL_RULE_SLOW_SIDE_FLAMES),
 *                then 64 ticks of flame reaching out behind the emitter
 *                (growing by 32 a tick up to 2048), 5 a tick to Lara in
 *                its reach at its start, and alight once it burns full
 *                (flag1 >= 18).
 * The kinds' counters are the original's flag1 and flag2, kept here in
 * the effect's speed and fall_speed (a flame never moves). */
#include "game/effects/effect_internal.h"
#include "game/effects/fire_looks_tr3.h"
#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define FLAME3_SFX 150            /* SFX_LOOP_FOR_SMALL_FIRES */
#define FLAME3_NEAR 600
#define FLAME3_NEAR_DAMAGE 5
#define FLAME3_CATCH_SQ 202500    /* 450 squared */
#define FLAME3_SPARE 100
#define FLAME3_ON_LARA_DAMAGE 7
#define FLAME3_HEAD 14            /* the mesh whose joint the flame on her follows */
#define SIDE3_QUIET 60
#define SIDE3_QUIET_SLOW 120      /* Madubu Gorge's (LEVEL_RULE_SLOW_SIDE_FLAMES) */
#define SIDE3_BURN 128            /* flag1 counts down from here by 2 */
#define SIDE3_FULL 18
#define SIDE3_REACH 2048
#define SIDE3_RANGE 20480         /* beyond this Lara is not looked for */

/* flag1 / flag2 (see above). */
#define FLAG1(e) ((e)->speed)
#define FLAG2(e) ((e)->fall_speed)

void Effect_LaraBurnTR3(Game *g)
{
    Item *lara = Game_LaraItem(g);
    if (!lara || Effect_LaraBurning(g))
        return;
    int fx = Effect_Create(g, lara->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->object_id = Effect_Ids(g)->flame;
    e->frame_num = FLAME3_SMALL;
    e->counter = -1;
    /* The original's flame starts where its slot last was until her head
     * is next looked up; here at her head at once. */
    e->pos = (Vec3i){ 0, 0, 0 };
    Effect_JointAbsPosition(g, lara, &e->pos, FLAME3_HEAD, NULL);
}

void Effect_LaraLavaTR3(Game *g)
{
    Item *lara = Game_LaraItem(g);
    if (!lara || lara->hit_points < 0 || g->lara.water_status == LWS_CHEAT ||
        !Effect_LaraOnLowestFloor(g, lara))
        return;
    /* Madubu Gorge's deadly sectors are its rapids: she drowns (once:
     * the drowning keeps her hit points at 0, which the original's test
     * lets through again every tick) */
    if (g->level_rules & LEVEL_RULE_RAPIDS_DROWN) {
        if (!(g->lara.extra_anim && lara->current_state == LS3_EXTRA_RAPIDS_DROWN))
            Lara_StartRapidsDrown(g, O3_VEHICLE_ANIM);
        return;
    }
    lara->hit_status = true;
    lara->hit_points = -1;
    /* Area 51's and the City's floors are electrified, not burning */
    if (g->level_rules & LEVEL_RULE_ELECTRIC_LAVA)
        Lara_Electrocute(g);
    else
        Effect_LaraBurnTR3(g);
}

/* The fire on Lara, until the water puts it out (the effect is gone). */
static void on_lara(Game *g, int fx, Effect *e, Item *lara)
{
    /* The original's wibble steps 4 a tick: every fourth tick (Sim.tick
     * counts the ticks done before this one). */
    if ((g->sim->tick & 3) == 0) {
        e->pos = (Vec3i){ 0, 0, 0 };
        Effect_JointAbsPosition(g, lara, &e->pos, FLAME3_HEAD, NULL);
    }
    Fire3_LaraBurnLooks(g, lara, lara->room);
    if (lara->room != e->room)
        Effect_NewRoom(g, fx, lara->room);
    int32_t wh = World_WaterHeight(&g->world, e->pos.x, e->pos.y, e->pos.z, e->room);
    /* a swamp puts it out but in the levels whose swamps do not */
    bool lit_swamp = (g->level_rules & LEVEL_RULE_SWAMP_FIRE) &&
                     (g->lv->rooms[e->room].flags & ROOM_FLAG_SWAMP);
    if (wh != WORLD_NO_HEIGHT && e->pos.y > wh && !lit_swamp) {
        e->counter = 0;
        Effect_Kill(g, fx);
        return;
    }
    Effect_Sound(g, FLAME3_SFX, &e->pos);
    Lara_TakeDamage(g, FLAME3_ON_LARA_DAMAGE, true);
}

/* The side jet's cycle: its reach this tick (0 while quiet). */
static int32_t side_cycle(Game *g, Effect *e)
{
    if (FLAG2(e)) {
        FLAG2(e)--;
        return 0;
    }
    if (!FLAG1(e)) {
        FLAG1(e) = SIDE3_BURN;
        FLAG2(e) = (g->level_rules & LEVEL_RULE_SLOW_SIDE_FLAMES) ? SIDE3_QUIET_SLOW : SIDE3_QUIET;
        return 0;
    }
    FLAG1(e) -= 2;
    if (FLAG1(e) < 64)
        return SIDE3_REACH;
    return (SIDE3_BURN - FLAG1(e)) << 5;
}

/* Lara in the side jet's reach: a box `reach` long behind the emitter's
 * facing, starting 512 in front of it, 512 wide, from 384 above the
 * emitter to 128 below. */
static void side_detect(Game *g, const Effect *e, Item *lara, int32_t reach)
{
    int32_t dx = lara->pos.x - e->pos.x, dz = lara->pos.z - e->pos.z;
    if (dx < -SIDE3_RANGE || dx > SIDE3_RANGE || dz < -SIDE3_RANGE || dz > SIDE3_RANGE)
        return;
    int32_t x = e->pos.x, z = e->pos.z, x0 = 0, x1 = 0, z0 = 0, z1 = 0;
    switch (e->rot.y) {
    case 0: z += 512; x0 = -256; x1 = 256; z0 = -reach; break;
    case 0x4000: x += 512; x0 = -reach; z0 = -256; z1 = 256; break;
    case -0x4000: x -= 512; x1 = reach; z0 = -256; z1 = 256; break;
    case -0x8000: z -= 512; x0 = -256; x1 = 256; z1 = reach; break;
    default: x = z = 0; break;
    }
    BoundingBox b;
    Lara_GetBoundsAccurate(g, lara, &b);
    if (lara->pos.x < x + x0 || lara->pos.x > x + x1 || lara->pos.z < z + z0 ||
        lara->pos.z > z + z1 || lara->pos.y + b.min_y > e->pos.y + 128 ||
        lara->pos.y + b.max_y < e->pos.y - 384)
        return;
    if (FLAG1(e) >= SIDE3_FULL)
        Effect_LaraBurnTR3(g);
    else
        Lara_TakeDamage(g, FLAME3_NEAR_DAMAGE, true);
}

/* The big fire and the jet: near Lara they scorch her and set her
 * alight. */
static void near_fire(Game *g, Effect *e, Item *lara)
{
    if (!Effect_LaraIsNear(g, &e->pos, FLAME3_NEAR))
        return;
    int32_t x = lara->pos.x - e->pos.x, z = lara->pos.z - e->pos.z;
    Lara_TakeDamage(g, FLAME3_NEAR_DAMAGE, true);
    if (x * x + z * z < FLAME3_CATCH_SQ) {
        e->counter = FLAME3_SPARE;
        Effect_LaraBurnTR3(g);
    }
}

static void fx_flame_tr3(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    if (e->frame_num == FLAME3_SMALL && e->counter < 0) {
        on_lara(g, fx, e, lara);
        return;
    }
    int32_t reach = 0;
    if (e->frame_num == FLAME3_JET) {
        /* Where its flames leap (the look) changes every 8-11 ticks. */
        if (FLAG1(e)) {
            FLAG1(e)--;
        } else {
            FLAG1(e) = (int16_t)((Prng_Control(&g->sim->prng) & 3) + 8);
            int16_t f2 = (int16_t)(Prng_Control(&g->sim->prng) & 0x3F);
            FLAG2(e) = FLAG2(e) == f2 ? (int16_t)((f2 + 13) & 0x3F) : f2;
        }
    } else if (e->frame_num == FLAME3_SIDE) {
        Fire3_SideFlameLooks(g, e);
        reach = side_cycle(g, e);
    }
    Fire3_FlameLooks(g, e);
    Effect_Sound(g, FLAME3_SFX, &e->pos);
    if (e->counter)
        e->counter--;
    else if (e->frame_num == FLAME3_SIDE) {
        if (!Effect_LaraBurning(g) && reach)
            side_detect(g, e, lara, reach);
    } else if (e->frame_num != FLAME3_SMALL)
        near_fire(g, e, lara);
}

void Effect_SetupFlameTR3(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_flame_tr3);
}
