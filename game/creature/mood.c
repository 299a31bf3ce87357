/* Creature mood and target boxes (see mood.h). */
#include "game/creature/mood.h"

#include "game/collide/collide.h"
#include "game/creature/box.h"
#include "game/game.h"

#define ATTACK_RANGE (3 * WALL_SIZE * 3 * WALL_SIZE)
#define ESCAPE_CHANCE 0x800     /* of 0x8000: a hurt creature flees */
#define RECOVER_CHANCE 0x100    /* a fleeing creature turns to stalk */

/* A random box of the creature's zone list (the original's draw can pick
 * the entry one past the list; the spare node keeps that in bounds). */
static int random_zone_box(Game *g, const Lot *lot)
{
    int32_t i = Prng_Control(&g->sim->prng) * lot->zone_count / 0x7FFF;
    return lot->node[i].box_num;
}

/* The new mood from the old one and what the creature knows. */
static CreatureMood next_mood(Game *g, const Item *item, const CreatureInfo *c,
                              const CreatureAI *info, bool violent)
{
    const Item *lara = &g->sim->items[g->sim->lara];
    bool same_zone = info->zone_num == info->enemy_zone;
    CreatureMood mood = c->mood;
    if (lara->hit_points <= 0)
        return MOOD_BORED;
    if (violent) {
        switch (mood) {
        case MOOD_ATTACK:
            return same_zone ? mood : MOOD_BORED;
        case MOOD_BORED:
        case MOOD_STALK:
            if (same_zone)
                return MOOD_ATTACK;
            return item->hit_status ? MOOD_ESCAPE : mood;
        case MOOD_ESCAPE:
            return same_zone ? MOOD_ATTACK : mood;
        }
        return mood;
    }
    /* The chance draws only happen when the first part of each test
     * holds, as the original's short-circuit order has it. */
    switch (mood) {
    case MOOD_ATTACK:
        if (item->hit_status &&
            (Prng_Control(&g->sim->prng) < ESCAPE_CHANCE || !same_zone))
            return MOOD_ESCAPE;
        return same_zone ? mood : MOOD_BORED;
    case MOOD_BORED:
    case MOOD_STALK:
        if (item->hit_status &&
            (Prng_Control(&g->sim->prng) < ESCAPE_CHANCE || !same_zone))
            return MOOD_ESCAPE;
        if (same_zone) {
            if (info->distance < ATTACK_RANGE ||
                (mood == MOOD_STALK && c->lot.required_box == LOT_NO_BOX))
                return MOOD_ATTACK;
            return MOOD_STALK;
        }
        return mood;
    case MOOD_ESCAPE:
        if (same_zone && Prng_Control(&g->sim->prng) < RECOVER_CHANCE)
            return MOOD_STALK;
        return mood;
    }
    return mood;
}

void Creature_Mood(Game *g, int item, const CreatureAI *info, bool violent)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    Item *lara = &g->sim->items[g->sim->lara];
    Lot *lot = &c->lot;

    /* A search that only got here through blocked boxes is given up. */
    if (c->box >= 0 && lot->node[c->box].search_num == (lot->search_num | LOT_BLOCKED_SEARCH))
        lot->required_box = LOT_NO_BOX;
    if (c->mood != MOOD_ATTACK && lot->required_box != LOT_NO_BOX &&
        !Box_ValidBox(g, it, info->zone_num, lot->target_box)) {
        if (info->zone_num == info->enemy_zone)
            c->mood = MOOD_BORED;
        lot->required_box = LOT_NO_BOX;
    }

    CreatureMood old = c->mood;
    c->mood = next_mood(g, it, c, info, violent);
    if (old != c->mood) {
        /* Leaving an attack: aim somewhere in the box it was heading for. */
        if (old == MOOD_ATTACK)
            Box_TargetBox(g, lot, lot->target_box);
        lot->required_box = LOT_NO_BOX;
    }

    switch (c->mood) {
    case MOOD_ATTACK:
        if (Prng_Control(&g->sim->prng) < g->objects[it->object_id].smartness) {
            lot->target = lara->pos;
            lot->required_box = g->creatures->lara_box;
            /* Fliers aim at her middle, not her feet, on dry land. */
            if (lot->fly && g->lara.water_status == LWS_ABOVE_WATER) {
                AnimFrame f;
                Coll_GetBestFrame(g->lv, lara, &f);
                lot->target.y += f.bbox.min_y;
            }
        }
        break;

    case MOOD_BORED: {
        int box = random_zone_box(g, lot);
        if (Box_ValidBox(g, it, info->zone_num, box)) {
            if (Box_StalkBox(g, it, box)) {
                Box_TargetBox(g, lot, box);
                c->mood = MOOD_STALK;
            } else if (lot->required_box == LOT_NO_BOX) {
                Box_TargetBox(g, lot, box);
            }
        }
        break;
    }

    case MOOD_STALK:
        if (lot->required_box == LOT_NO_BOX || !Box_StalkBox(g, it, lot->required_box)) {
            int box = random_zone_box(g, lot);
            if (Box_ValidBox(g, it, info->zone_num, box)) {
                if (Box_StalkBox(g, it, box)) {
                    Box_TargetBox(g, lot, box);
                } else if (lot->required_box == LOT_NO_BOX) {
                    Box_TargetBox(g, lot, box);
                    if (info->zone_num != info->enemy_zone)
                        c->mood = MOOD_BORED;
                }
            }
        }
        break;

    case MOOD_ESCAPE: {
        int box = random_zone_box(g, lot);
        if (Box_ValidBox(g, it, info->zone_num, box) && lot->required_box == LOT_NO_BOX) {
            if (Box_EscapeBox(g, it, box)) {
                Box_TargetBox(g, lot, box);
            } else if (info->zone_num == info->enemy_zone && Box_StalkBox(g, it, box)) {
                Box_TargetBox(g, lot, box);
                c->mood = MOOD_STALK;
            }
        }
        break;
    }
    }

    if (lot->target_box == LOT_NO_BOX)
        Box_TargetBox(g, lot, c->box);
    Box_CalculateTarget(g, &c->target, it, c);
}
