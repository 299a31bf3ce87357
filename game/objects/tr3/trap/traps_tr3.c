/* TR3's traps (see traps_tr3.h). Shared with TR1's or TR2's routine:
 * the floor spikes (15 a touch at speed, death on a landing faster than 6),
 * the crumbling tiles (the plank's top a whole sector above the item, the
 * blocks' half a sector), the falling ceiling (300 on a touch while it
 * falls, its floor looked up every tick, as TR2's) and the teeth doors (400
 * on a touch while they close); TR2's pendulum (the swing box too: 50 a
 * touch with blood; TR3's stands still while its trigger is off; not yet
 * its burning kind, item flag 0), wall blade (100 a tick its blade touches Lara
 * mid-cut), springboard (thrown up at -240) and hook (50 a touch, pushed
 * off it as off a creature).
 *
 * TR3's own, small: the dart flies straight along its yaw and pitch at its
 * speed (the emitter's 256, the blowpipe man's 256 along his pipe) rather
 * than spinning as TR2's, stings Lara for 25 with blood and is gone at
 * once; where it meets the floor it is gone. The emitter, once woken,
 * fires a dart every 25 ticks for as long as it is active (its timer
 * counts the gap, the first dart at once), from 512 in front of it along
 * its facing, the dart flying back past it. Not yet: the dart's poison
 * (Lara keeps no poison yet), the puffs of smoke at the emitter and where
 * a dart lands (TR3's sparks) and the blow's sound. */
#include "game/objects/tr3/trap/traps_tr3.h"

#include "engine/math/fixed.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/trap/trap_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"

#define DART3_DAMAGE 25
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
        Effect_Blood(g, it->pos.x, it->pos.y, it->pos.z, lara->speed, lara->rot.y, lara->room);
        Trap_KillItem(g, index);
        return;
    }
    int32_t flat = (it->speed * Math_Cos(it->rot.x)) >> 14;
    it->pos.x += (flat * Math_Sin(it->rot.y)) >> 14;
    it->pos.y -= (it->speed * Math_Sin(it->rot.x)) >> 14;
    it->pos.z += (flat * Math_Cos(it->rot.y)) >> 14;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (it->pos.y >= it->floor)
        Trap_KillItem(g, index);
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

void Traps3_Setup(Game *g)
{
    setup_darts(g);
    Trap_SetupSpikesTR2(g, O3_SPIKES);
    Trap_SetupFallingBlockAs(g, O3_FALLING_BLOCK, false);
    Trap_SetupFallingBlockAs(g, O3_FALLING_BLOCK_2, false);
    Trap_SetupFallingBlockAs(g, O3_FALLING_PLANK, true);
    Trap_SetupFallingCeilingAs(g, O3_FALLING_CEILING_1, true);
    Trap_SetupTeethAs(g, O3_TEETH_TRAP);
    Trap2_SetupPendulumAs(g, O3_PENDULUM, true);
    Trap2_SetupPendulumAs(g, O3_SWING_BOX, true);
    Trap2_SetupBladeAs(g, O3_BLADE);
    Trap2_SetupSpringboardAs(g, O3_SPRING_BOARD);
    Trap2_SetupHookAs(g, O3_HOOK);
}
