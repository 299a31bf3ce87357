/* TR3's traps (see traps_tr3.h). Shared with TR1's or TR2's routine:
 * the floor spikes (15 a touch at speed, death on a landing faster than 6),
 * the crumbling tiles (the plank's top a whole sector above the item, the
 * blocks' half a sector), the falling ceiling (300 on a touch while it
 * falls, its floor looked up every tick, as TR2's) and the teeth doors (400
 * on a touch while they close); TR2's pendulum (the swing box too: 50 a
 * touch with blood; TR3's stands still while its trigger is off; its
 * burning kind, item flag 0, sets her alight and flames with a light at its
 * blade: fire_looks_tr3.c), wall blade (100 a tick its blade touches Lara
 * mid-cut), springboard (thrown up at -240) and hook (50 a touch, pushed
 * off it as off a creature); TR2's rolling ball for TR3's four (the ball,
 * the big ball, the avalanche and the oil drums: all rumbling with the
 * rolling-ball sound, each looking its own distance ahead for a wall or a
 * ceiling lower than itself: 320 / 832, 1088 / 2112, 1024 / 1024; the
 * drums break up where they stop, the others just stop); TR2's spike wall
 * and spiked ceiling (20 a touch; the rolling-ball sound while they move,
 * the grab sound at a touch; the wall stays where it got to when its
 * trigger lets go; the ceiling comes down 10 a tick, animating, when its
 * trigger's timer is 1, the original's item flag 0, else 5); the spinning
 * blade (100 a touch, no whirring of its own), the icicles (200 while
 * falling, the stalactite sound where they land), the saw, the fan and the
 * small fan (200 a blade touch; the saw kills outright on Thames Wharf,
 * LEVEL_RULE_SAW_KILLS; TR2's sound numbers, which TR3 kept).
 *
 * TR3's own, small: the dart flies straight along its yaw and pitch at its
 * speed (the emitter's 256, the blowpipe man's 256 along his pipe) rather
 * than spinning as TR2's, stings Lara for 25 with blood and is gone at
 * once; where it meets the floor it is gone. The emitter, once woken,
 * fires a dart every 25 ticks for as long as it is active (its timer
 * counts the gap, the first dart at once), from 512 in front of it along
 * its facing, the dart flying back past it. Each sting poisons her by
 * 160 (Lara.poisoned). Five puffs of dust where a dart leaves the emitter
 * and four where one meets the floor (TR3's sparks, fire_looks_tr3.c).
 * Not yet: the blow's sound. */
#include "game/objects/tr3/trap/traps_tr3.h"

#include "engine/math/fixed.h"
#include "game/effects/fire_looks_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/trap/trap_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"

#define DART3_DAMAGE 25
#define DART3_POISON 160
#define DART3_SPEED 256
#define DART3_SHADOW 128
#define DART3_OFFSET 512
#define DART3_GAP 24

static void dart3_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    if (it->touch_bits && lara) {
        Lara_TakeDamage(g, DART3_DAMAGE, true);
        g->lara.poisoned = (int16_t)(g->lara.poisoned + DART3_POISON);
        Effect_Blood(g, it->pos.x, it->pos.y, it->pos.z, lara->speed, lara->rot.y, lara->room);
        Trap_KillItem(g, index);
        return;
    }
    Vec3i was = it->pos;
    int32_t flat = (it->speed * Math_Cos(it->rot.x)) >> 14;
    it->pos.x += (flat * Math_Sin(it->rot.y)) >> 14;
    it->pos.y -= (it->speed * Math_Sin(it->rot.x)) >> 14;
    it->pos.z += (flat * Math_Cos(it->rot.y)) >> 14;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (it->pos.y >= it->floor) {
        Fire3_DartLandLooks(g, (Vec3i){ was.x, it->pos.y, was.z }, it->room);
        Trap_KillItem(g, index);
    }
}

static void dart3_fire(Game *g, const Item *emitter)
{
    int32_t x = 0, z = 0;
    switch (emitter->rot.y) {
    case 0: z = DART3_OFFSET; break;
    case 0x4000: x = DART3_OFFSET; break;
    case -0x4000: x = -DART3_OFFSET; break;
    case -0x8000: z = -DART3_OFFSET; break;
    default: break;
    }
    Vec3i pos = { emitter->pos.x + x, emitter->pos.y - DART3_OFFSET, emitter->pos.z + z };
    int d = Trap_CreateItem(g, O3_DARTS, emitter->room, pos, (int16_t)(emitter->rot.y + 0x8000));
    if (d == ITEM_NONE)
        return;
    Item *dart = &g->sim->items[d];
    dart->rot.x = 0;
    dart->speed = DART3_SPEED;
    Fire3_DartLaunchLooks(g, dart->pos, x, z, dart->room);
    Object_AddActive(g, d);
    dart->status = ITEM_STATUS_ACTIVE;
}

static void emitter3_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->timer > 0) {
        it->timer--;
        return;
    }
    it->timer = DART3_GAP;
    dart3_fire(g, it);
}

static void setup_darts(Game *g)
{
    ObjectInfo *o = &g->objects[O3_DARTS];
    o->control = dart3_control;
    o->collision = Coll_ObjectCollision;
    o->shadow_size = DART3_SHADOW;
    static const int16_t emitters[] = { O3_DART_EMITTER, O3_HOMING_DART_EMITTER };
    for (size_t i = 0; i < COUNT_OF(emitters); i++) {
        o = &g->objects[emitters[i]];
        o->control = emitter3_control;
        o->save_flags = true;
        /* Lara still on its pad does not restart its count. */
        o->trigger_ignored_while_active = true;
    }
}

/* ---- TR2's routines with TR3's numbers ---------------------------------------- */

static const Trap2BallKind k_ball = { T3_SFX_ROLLING_BALL, -1, 320, 832, false };
static const Trap2BallKind k_big_ball = { T3_SFX_ROLLING_BALL, -1, 1088, 2112, false };
static const Trap2BallKind k_avalanche = { T3_SFX_ROLLING_BALL, -1, WALL_SIZE, WALL_SIZE, false };
static const Trap2BallKind k_oil_drums = { T3_SFX_ROLLING_BALL, -1, WALL_SIZE, WALL_SIZE, true };

static void ball_control(Game *g, int index) { Trap2_BallControl(g, index, &k_ball); }
static void big_ball_control(Game *g, int index) { Trap2_BallControl(g, index, &k_big_ball); }
static void avalanche_control(Game *g, int index) { Trap2_BallControl(g, index, &k_avalanche); }
static void oil_drums_control(Game *g, int index) { Trap2_BallControl(g, index, &k_oil_drums); }

static const Trap2SpikeKind k_spikes = { T3_SFX_ROLLING_BALL, T3_SFX_LARA_GRABFEET, 768, false };

static void spike_wall_control(Game *g, int index) { Trap2_SpikeWallControl(g, index, &k_spikes); }

/* The ceiling keeps its trigger's timer byte (the original's item flag 0,
 * here Item.data_index) and is never timed itself. */
static int16_t ceiling_spikes_timer(Game *g, int index, int16_t timer)
{
    g->sim->items[index].data_index = timer;
    return 0;
}

static void ceiling_spikes_control(Game *g, int index)
{
    Trap2_CeilingSpikesControl(g, index, &k_spikes, g->sim->items[index].data_index == 1);
}

/* TR3's pendulum keeps its trigger's timer (item flag 0, here
 * data_index) and is never timed out: a non-zero timer makes a burning
 * one, whose touch sets Lara alight instead of drawing blood. The swing
 * box runs the same routine and never burns. Both stand still while the
 * trigger is off. */
static int16_t pendulum_timer(Game *g, int index, int16_t timer)
{
    g->sim->items[index].data_index = timer;
    return 0;
}

static void pendulum3_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it))
        return;
    if (it->data_index && it->object_id == O3_PENDULUM)
        Fire3_PendulumLooks(g, it);
    Trap2_PendulumSwing(g, index, it->data_index != 0);
}

static void setup_pendulums(Game *g)
{
    static const int16_t ids[] = { O3_PENDULUM, O3_SWING_BOX };
    for (size_t i = 0; i < COUNT_OF(ids); i++) {
        Trap2_SetupPendulumAs(g, ids[i], true);
        g->objects[ids[i]].control = pendulum3_control;
    }
    g->objects[O3_PENDULUM].trigger_timer = pendulum_timer;
}

/* TR2's saw, which kills outright on Thames Wharf (the original's
 * PropellerControl on LV_ROOFTOPS). */
static void saw_control(Game *g, int index)
{
    Trap2_PropellerControl(g, index, Trap2_PropellerKind(TRAP2_PROPELLER_SAW),
                           (g->level_rules & LEVEL_RULE_SAW_KILLS) != 0);
}

static void setup_tr2_kinds(Game *g)
{
    Trap2_SetupBallAs(g, O3_ROLLING_BALL, ball_control);
    Trap2_SetupBallAs(g, O3_BIG_ROLLING_BALL, big_ball_control);
    Trap2_SetupBallAs(g, O3_AVALANCHE, avalanche_control);
    Trap2_SetupBallAs(g, O3_OILDRUMS, oil_drums_control);
    Trap2_SetupSpikeWallAs(g, O3_SPIKE_WALL, spike_wall_control);
    Trap2_SetupCeilingSpikesAs(g, O3_CEILING_SPIKES, ceiling_spikes_control);
    g->objects[O3_CEILING_SPIKES].trigger_timer = ceiling_spikes_timer;
    Trap2_SetupSpinningBladeAs(g, O3_SPINNING_BLADE, false);
    Trap2_SetupIcicleAs(g, O3_ICICLES, true);
    Trap2_SetupPropellerAs(g, O3_SAW, TRAP2_PROPELLER_SAW);
    g->objects[O3_SAW].control = saw_control;
    Trap2_SetupPropellerAs(g, O3_FAN, TRAP2_PROPELLER_FAN);
    Trap2_SetupPropellerAs(g, O3_SMALL_FAN, TRAP2_PROPELLER_SMALL_FAN);
}

void Traps3_Setup(Game *g)
{
    setup_tr2_kinds(g);
    Fire3_Setup(g);
    setup_darts(g);
    Trap_SetupSpikesTR2(g, O3_SPIKES);
    Trap_SetupFallingBlockAs(g, O3_FALLING_BLOCK, false);
    Trap_SetupFallingBlockAs(g, O3_FALLING_BLOCK_2, false);
    Trap_SetupFallingBlockAs(g, O3_FALLING_PLANK, true);
    Trap_SetupFallingCeilingAs(g, O3_FALLING_CEILING_1, true);
    Trap_SetupTeethAs(g, O3_TEETH_TRAP);
    setup_pendulums(g);
    Trap2_SetupBladeAs(g, O3_BLADE);
    Trap2_SetupSpringboardAs(g, O3_SPRING_BOARD);
    Trap2_SetupHookAs(g, O3_HOOK);
}
