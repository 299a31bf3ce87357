/* The gong and the detonator box (see detonator.h), as the original's
 * shared collision and the box's control. */
#include "game/objects/tr2/general/detonator.h"

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/general/interact.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/effects/effect.h"
#include "game/objects/trap/trap.h"

#define D INTERACT_DEG
#define RING_KEYS 2                /* RING_MODE_KEYS of game/inventory/ring.h */
#define EXPLOSION_FRAME 80         /* the box's blast */
#define EXPLOSION_BOUNCE (-150)
#define SFX2_EXPLOSION_1 105

/* The box: as a pick-up's stand. */
static const InteractBounds k_box_bounds = {
    -256, 256, -100, 100, -256, 256,
    -10 * D, 10 * D, 0, 0, 0, 0,
};
/* The gong: a wide stand before it, tested with the gong turned her way. */
static const InteractBounds k_gong_bounds = {
    -512, 1024, -100, 100, -512 - 300, -512 + 100,
    -30 * D, 30 * D, 0, 0, 0, 0,
};
static const Vec3i k_position = {0, 0, 0};

/* The gong stick, where she stands, facing as she does. */
static void make_gong_stick(Game *g, Item *lara)
{
    int i = Trap_CreateItem(g, O2_GONG_BONGER, lara->room, lara->pos, lara->rot.y);
    lara->rot.z = 0;
    if (i == ITEM_NONE)
        return;
    Object_AddActive(g, i);
    g->sim->items[i].status = ITEM_STATUS_ACTIVE;
}

static const DetonatorKind k_tr2 = { O2_DETONATOR_2, O2_KEY_OPTION_2, LARA2_EXTRA_OBJECT };

/* The key she holds out: the one chosen on the ring, or (with no ring to
 * ask) the second key when she has it. False while the ring is asked. */
static bool chosen_key(Game *g, const DetonatorKind *k)
{
    if (g->inv_chosen != -1)
        return true;
    if (g->ring_request) {
        g->ring_request(g->ring_user, RING_KEYS);
        return false;
    }
    if (g->inv.count[k->key_option] > 0)
        g->inv_chosen = k->key_option;
    return true;
}

void Detonator_Collide(Game *g, int index, Item *lara, CollInfo *c, const DetonatorKind *k)
{
    if (g->lara.extra_anim)
        return;
    Item *it = &g->sim->items[index];
    bool box = it->object_id == k->box_id;
    Vec3s old_rot = it->rot;
    /* Tested as if it faced her way (the original's quirk: the box keeps
     * that turn once used). */
    it->rot = (Vec3s){0, lara->rot.y, 0};
    if (it->status == ITEM_STATUS_DEACTIVATED ||
        (g->inv_chosen == -1 && !(Game_Input(g) & INPUT_ACTION)) ||
        g->lara.gun_status != LGS_ARMLESS || lara->gravity || lara->current_state != LS_STOP ||
        !Interact_TestPosition(g, it, box ? &k_box_bounds : &k_gong_bounds) || !chosen_key(g, k)) {
        it->rot = old_rot;
        Coll_ObjectCollision(g, index, lara, c);
        return;
    }
    if (!box)
        it->rot = old_rot;
    bool fits = g->inv_chosen == k->key_option;
    g->inv_chosen = -1;
    if (!fits) {
        it->rot = old_rot;
        Coll_ObjectCollision(g, index, lara, c);
        return;
    }

    g->rules->inventory_remove(g, k->key_option);
    Interact_AlignPosition(g, it, &k_position);
    if (!box)
        lara->rot.y = (int16_t)(lara->rot.y + 0x8000);
    if (!Lara_StartExtraAnimOf(g, k->extra_object, box ? LS2_EXTRA_PLUNGER : LS2_EXTRA_GONG_BONG))
        return;
    if (box) {
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, index);
    } else {
        make_gong_stick(g, lara);
    }
}

static void detonator_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    Detonator_Collide(g, index, lara, c, &k_tr2);
}

void Detonator_BoxControl(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Object_Animate(g, it);
    if (it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations &&
        it->frame - g->lv->animations[it->anim].frame_start == EXPLOSION_FRAME) {
        g->camera.bounce = EXPLOSION_BOUNCE;
        Effect_Sound(g, SFX2_EXPLOSION_1, NULL); /* heard everywhere */
    }
    if (it->status == ITEM_STATUS_DEACTIVATED)
        Sim_RemoveActive(g->sim, index);
}

void Detonator_Setup(Game *g)
{
    g->objects[O2_DETONATOR_1].collision = detonator_collision;
    ObjectInfo *box = &g->objects[O2_DETONATOR_2];
    box->collision = detonator_collision;
    box->control = Detonator_BoxControl;
    box->save_flags = true;
    box->save_anim = true;
}
