/* TR3's orca (the whale of the Antarctic waters): no target for Lara's
 * guns and no attack; it follows her while she is in the water or in a
 * boat, cruising, speeding, nudging her with its snout when close,
 * rolling round when she is behind it and now and then breaching or
 * jumping; it keeps just under the surface. (The ripples it leaves on the
 * surface are not drawn yet.) */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "engine/world/world.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define ORCA_RADIUS (WALL_SIZE / 3)
#define ORCA_PIVOT 200
#define ORCA_TURN ANGLE_DEG(2)
#define ORCA_NUDGE_RANGE (WALL_SIZE * 3 / 4 * (WALL_SIZE * 3 / 4))
#define ORCA_NEAR_RANGE ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define ORCA_BEHIND 0x5000
#define ORCA_ROLL_FRAME 59
#define ORCA_DEPTH 204

enum {
    ORCA_SLOW = 0,
    ORCA_FAST = 1,
    ORCA_JUMP = 2,
    ORCA_SPLASH = 3,
    ORCA_SLOW_BUTT = 4,
    ORCA_FAST_BUTT = 5,
    ORCA_BREACH = 6,
    ORCA_ROLL180 = 7,
};

/* Bored: on, and one tick in 256 a jump. */
static int16_t cruise(Game *g)
{
    return (Prng_Control(&g->sim->prng) & 0xFF) ? ORCA_SLOW : ORCA_JUMP;
}

static void alive(Game *g, Item *it, CreatureInfo *orca, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case ORCA_SLOW:
        orca->flags = 0;
        orca->maximum_turn = ORCA_TURN;
        if (orca->mood == MOOD_BORED) {
            it->goal_state = cruise(g);
        } else if (info->ahead && info->distance < ORCA_NUDGE_RANGE) {
            it->goal_state = ORCA_SLOW_BUTT;
        } else if (orca->mood == MOOD_ESCAPE) {
            it->goal_state = ORCA_FAST;
        } else if (info->distance > ORCA_NEAR_RANGE) {
            if (info->angle >= ORCA_BEHIND || info->angle <= -ORCA_BEHIND)
                it->goal_state = ORCA_ROLL180;
            else
                it->goal_state = (Prng_Control(p) & 0x3F) ? ORCA_FAST : ORCA_BREACH;
        }
        break;

    case ORCA_FAST:
        orca->flags = 0;
        orca->maximum_turn = ORCA_TURN;
        if (orca->mood == MOOD_BORED) {
            it->goal_state = cruise(g);
        } else if (orca->mood != MOOD_ESCAPE) {
            if (info->ahead && info->distance < ORCA_NEAR_RANGE && info->zone_num == info->enemy_zone)
                it->goal_state = ORCA_SLOW;
            else if (info->distance > ORCA_NEAR_RANGE && !(Prng_Control(p) & 0x7F))
                it->goal_state = ORCA_JUMP;
            else if (info->distance > ORCA_NEAR_RANGE && !info->ahead)
                it->goal_state = ORCA_SLOW;
        }
        break;

    case ORCA_ROLL180:
        orca->maximum_turn = 0;
        /* half way through the roll it faces the other way, upside up */
        if (it->frame == g->lv->animations[it->anim].frame_start + ORCA_ROLL_FRAME) {
            it->rot.x = (int16_t)-it->rot.x;
            it->rot.y = (int16_t)(it->rot.y + 0x8000);
        }
        break;

    default:
        break;
    }
}

static void orca_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *orca = it->data;
    it->hit_points = ITEM_DONT_TARGET;

    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    /* Lara out of the water on foot: left alone (as the crocodile, told
     * she is out of its zone so our one mood call keeps it bored). */
    const Item *lara = Game_LaraItem(g);
    CreatureAI mood_info = info;
    if (lara && !World_RoomIsWater(&g->world, lara->room) && g->lara.vehicle < 0) {
        orca->mood = MOOD_BORED;
        mood_info.enemy_zone = (int16_t)(info.zone_num + 1);
    }
    Creature_Mood(g, item, &mood_info, true);
    int16_t angle = Creature_Turn(g, item, orca->maximum_turn);
    alive(g, it, orca, &info);

    Creature_Animate(g, item, angle, 0);
    Creature_Underwater(g, item, ORCA_DEPTH);
}

void Orca_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_WHALE))
        return;
    ObjectInfo *o = &g->objects[O3_WHALE];
    o->control = orca_control;
    o->hit_points = ITEM_DONT_TARGET;
    o->radius = ORCA_RADIUS;
    o->pivot_length = ORCA_PIVOT;
}
