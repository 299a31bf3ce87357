/* TR3's smashables (see smash_tr3.h). Facts from the TR3 decompilation:
 * objects.cpp WindowControl / SmashWindow (the window's sound is
 * SFX_METAL_SHUTTERS_SMASH, 214; the others' the two explosions, 105 and
 * 106), setup.cpp (all four run the window's routine), larafire.cpp
 * SmashItem, lara1gun.cpp (the harpoon, rocket and grenade break one they
 * meet and fly on; not kept: the Crash Site's exception, where only the
 * big gun's rockets break SMASH_OBJECT_1 and others explode on it). */
#include "game/objects/tr3/general/smash_tr3.h"

#include "game/game.h"
#include "game/objects/tr2/trap/trap_tr2.h"
#include "game/objects/tr2/weapon_items_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum { SFX3_EXPLOSION1 = 105, SFX3_EXPLOSION2 = 106, SFX3_METAL_SHUTTERS_SMASH = 214 };

static const Trap2WindowKind k_window = { SFX3_METAL_SHUTTERS_SMASH, -1, true };
static const Trap2WindowKind k_object = { SFX3_EXPLOSION1, SFX3_EXPLOSION2, true };

static const Trap2WindowKind *kind_of(int object_id)
{
    if (object_id == O3_SMASH_WINDOW)
        return &k_window;
    if (object_id >= O3_SMASH_OBJECT_1 && object_id <= O3_SMASH_OBJECT_3)
        return &k_object;
    return NULL;
}

static void window_control(Game *g, int index) { Trap2_WindowControl(g, index, &k_window); }
static void object_control(Game *g, int index) { Trap2_WindowControl(g, index, &k_object); }

void Smash3_Projectile(Game *g, int self, int target, Vec3i old, int32_t radius)
{
    const Item *t = &g->sim->items[target];
    const Trap2WindowKind *k = kind_of(t->object_id);
    if (k && target != self && t->collidable &&
        Weapon2_Meets(g, &g->sim->items[self], old, t, radius))
        Trap2_WindowBreak(g, target, k);
}

void Smash3_Setup(Game *g)
{
    Trap2_SetupWindowAs(g, O3_SMASH_WINDOW, window_control);
    for (int id = O3_SMASH_OBJECT_1; id <= O3_SMASH_OBJECT_3; id++)
        Trap2_SetupWindowAs(g, id, object_control);
}
