/* Lara in water: control and collision of the water states (see lara_internal.h). */
#include "game/lara/lara_internal.h"

void LaraState_Tread(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Tread(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Swim(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Swim(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Glide(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Glide(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SurfTread(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SurfTread(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SurfSwim(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SurfSwim(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Dive(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Dive(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_UwDeath(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_UwDeath(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SurfBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SurfBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SurfLeft(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SurfLeft(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SurfRight(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SurfRight(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_WaterOut(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_WaterOut(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}


/* stub until lara_water lands: the water-status transitions and the two
 * water handlers Lara_Control calls (declared in lara_internal.h). */
void Lara_UpdateWaterStatus(struct Game *g, Item *item)
{
    (void)g;
    (void)item;
}

void Lara_HandleUnderwater(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void Lara_HandleSurface(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}
