/* Trap registration and the helpers the trap kinds share (see trap.h). */
#include "game/objects/trap/trap.h"

#include "game/game.h"

void Trap_Setup(Game *g)
{
    Trap_SetupPendulum(g);
    Trap_SetupSpikes(g);
    Trap_SetupRollingBall(g);
    Trap_SetupFallingBlock(g);
    Trap_SetupFallingCeiling(g);
    Trap_SetupTeeth(g);
    Trap_SetupDarts(g);
    Trap_SetupDamocles(g);
    Trap_SetupThorsHammer(g);
    Trap_SetupLightning(g);
    Trap_SetupLava(g);
    Trap_SetupFlame(g);
    Trap_SetupSlidingPillar(g);
    Trap_SetupCabin(g);
    Trap_SetupMidas(g);
    Trap_SetupEmitters(g);
}

void Trap_NewRoom(Game *g, int item, int room)
{
    if (g->sim->items[item].room != room)
        Sim_ItemNewRoom(g->sim, item, room);
}

int Trap_CreateItem(Game *g, int object_id, int room, Vec3i pos, int16_t yaw)
{
    int i = Sim_CreateItem(g->sim, object_id, room, pos, yaw);
    if (i == ITEM_NONE)
        return i;
    Item *it = &g->sim->items[i];
    const ObjectInfo *o = Object_Info(g, object_id);
    it->hit_points = o->hit_points;
    it->timer = 0;
    /* The floor of the item's own sector, as a level item gets it. */
    RoomSector *sec = World_RoomSector(&g->world, it->room, it->pos.x, it->pos.z);
    if (sec)
        it->floor = (int32_t)sec->floor * 256;
    if (o->initialise)
        o->initialise(g, i);
    return i;
}

void Trap_KillItem(Game *g, int item)
{
    Object_Kill(g, item);
    Sim_FreeItem(g->sim, item);
}

void Trap_BloodOnLara(Game *g)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    Prng *p = &g->sim->prng;
    int32_t x = lara->pos.x + (Prng_Control(p) - 0x4000) / 256;
    int32_t z = lara->pos.z + (Prng_Control(p) - 0x4000) / 256;
    int32_t y = lara->pos.y - Prng_Control(p) / 44;
    int16_t d = (int16_t)(lara->rot.y + (Prng_Control(p) - 0x4000) / 8);
    Effect_Blood(g, x, y, z, lara->speed, d, lara->room);
}

int Trap_FirstAnim(const Game *g, const Item *it)
{
    if (it->model < 0 || (uint32_t)it->model >= g->lv->num_models)
        return -1;
    return Sim_ModelFirstAnim(g->lv, &g->lv->models[it->model]);
}

void Trap_SwitchAnim(Game *g, Item *it, int rel_anim, int rel_frame)
{
    int first = Trap_FirstAnim(g, it);
    if (first < 0 || (uint32_t)(first + rel_anim) >= g->lv->num_animations)
        return;
    it->anim = (int16_t)(first + rel_anim);
    it->frame = (int16_t)(g->lv->animations[it->anim].frame_start + rel_frame);
}

int Trap_RelativeAnim(const Game *g, const Item *it)
{
    int first = Trap_FirstAnim(g, it);
    return first < 0 ? 0 : it->anim - first;
}
