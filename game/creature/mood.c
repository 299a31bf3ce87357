/* Creature mood and target boxes (see mood.h). */
#include "game/creature/mood.h"

#include "game/collide/collide.h"
#include "game/creature/box.h"
#include "game/creature/creature_rules.h"
#include "game/game.h"

#define ATTACK_RANGE (3 * WALL_SIZE * 3 * WALL_SIZE)
#define ESCAPE_CHANCE 0x800     /* of 0x8000: a hurt creature flees */
#define RECOVER_CHANCE 0x100    /* a fleeing creature turns to stalk */

/* How the games' moods differ. */
typedef struct {
    /* TR1: the attack follows the enemy only when a control number is
     * under the kind's smartness. */
    bool smartness;
    /* TR1 picks a zone-list entry as number * count / 0x7FFF (one past
     * the list on a draw of 0x7FFF: the spare node keeps that in
     * bounds), TR2 as (count * number) >> 15. */
    bool draw_by_shift;
    /* TR2: a bored creature turns to stalk only a chosen, living enemy. */
    bool stalk_live_enemy;
    /* TR3 (its GetCreatureMood): only a dead Lara bores it (an AI object
     * it heads for has no hit points), and a calm creature's moods
     * change by TR3's own rules (next_calm_tr3). */
    bool tr3;
} MoodStyle;

static const MoodStyle k_tr1 = { true, false, false, false };
static const MoodStyle k_tr2 = { false, true, true, false };
static const MoodStyle k_tr3 = { false, true, true, true };

/* A random box of the creature's zone list. */
static int random_zone_box(Game *g, const Lot *lot, const MoodStyle *st)
{
    int32_t r = Prng_Control(&g->sim->prng);
    int32_t i = st->draw_by_shift ? (lot->zone_count * r) >> 15 : r * lot->zone_count / 0x7FFF;
    return lot->node[i].box_num;
}

/* TR3's calm (not violent) creature: alerted out of the enemy's zone it
 * stalks (or, nearer than the original's 3072 -- squared -- is bored); a
 * hit while attacking turns it to stalk, not to flee; it gives up an
 * attack out of the zone only beyond 6144 (squared, as the original). */
static CreatureMood next_calm_tr3(Game *g, const Item *item, const CreatureInfo *c,
                                  const CreatureAI *info)
{
    bool same_zone = info->zone_num == info->enemy_zone;
    CreatureMood mood = c->mood;
    switch (mood) {
    case MOOD_BORED:
    case MOOD_STALK:
        if (c->alerted && !same_zone)
            return info->distance > 3072 ? MOOD_STALK : MOOD_BORED;
        if (same_zone)
            return info->distance < ATTACK_RANGE ||
                           (mood == MOOD_STALK && c->lot.required_box == LOT_NO_BOX)
                       ? MOOD_ATTACK
                       : MOOD_STALK;
        return mood;
    case MOOD_ATTACK:
        if (item->hit_status && (Prng_Control(&g->sim->prng) < ESCAPE_CHANCE || !same_zone))
            return MOOD_STALK;
        if (!same_zone && info->distance > 6144)
            return MOOD_BORED;
        return mood;
    case MOOD_ESCAPE:
        if (same_zone && Prng_Control(&g->sim->prng) < RECOVER_CHANCE)
            return MOOD_STALK;
        return mood;
    }
    return mood;
}

/* The new mood from the old one and what the creature knows. */
static CreatureMood next_mood(Game *g, const Item *item, const CreatureInfo *c,
                              const CreatureAI *info, bool violent, const Item *enemy,
                              const MoodStyle *st)
{
    bool same_zone = info->zone_num == info->enemy_zone;
    CreatureMood mood = c->mood;
    if (st->tr3) {
        if (!enemy || (enemy->hit_points <= 0 && enemy == &g->sim->items[g->sim->lara]))
            return MOOD_BORED;
    } else if (!enemy || enemy->hit_points <= 0) {
        return MOOD_BORED;
    }
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
    if (st->tr3)
        return next_calm_tr3(g, item, c, info);
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

/* The mood routine of both games: `enemy` is what the creature is after
 * (NULL: TR2's creature without one, which stays bored and measures from
 * Lara), enemy_box its box. */
/* What a kind does to the mood between the original's GetCreatureMood and
 * CreatureMood. */
enum { ESCAPE_NEVER, ESCAPE_ALWAYS, ESCAPE_IF_BORED };

static void mood(Game *g, int item, const CreatureAI *info, bool violent, const Item *enemy,
                 int16_t enemy_box, const MoodStyle *st, int force_escape)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    const Item *lara = &g->sim->items[g->sim->lara];
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
    c->mood = next_mood(g, it, c, info, violent, enemy, st);
    bool chosen = enemy != NULL;
    if (!enemy)
        enemy = lara;
    if (old != c->mood) {
        /* Leaving an attack: aim somewhere in the box it was heading for. */
        if (old == MOOD_ATTACK)
            Box_TargetBox(g, lot, lot->target_box);
        lot->required_box = LOT_NO_BOX;
    }
    /* (a kind that flees whatever the choice: after it, as TR3's seal
     * mutant sets it between its GetCreatureMood and CreatureMood) */
    if (force_escape == ESCAPE_ALWAYS ||
        (force_escape == ESCAPE_IF_BORED && c->mood == MOOD_BORED))
        c->mood = MOOD_ESCAPE;

    switch (c->mood) {
    case MOOD_ATTACK:
        if (!st->smartness || Prng_Control(&g->sim->prng) < g->objects[it->object_id].smartness) {
            lot->target = enemy->pos;
            lot->required_box = enemy_box;
            /* Fliers aim at the middle, not the feet, while Lara is on
             * dry land. */
            if (lot->fly && g->lara.water_status == LWS_ABOVE_WATER) {
                AnimFrame f;
                Coll_GetBestFrame(g->lv, enemy, &f);
                lot->target.y += f.bbox.min_y;
            }
        }
        break;

    case MOOD_BORED: {
        int box = random_zone_box(g, lot, st);
        if (Box_ValidBox(g, it, info->zone_num, box)) {
            if (Box_StalkBox(g, it, enemy, box) &&
                (!st->stalk_live_enemy || (chosen && enemy->hit_points > 0))) {
                Box_TargetBox(g, lot, box);
                c->mood = MOOD_STALK;
            } else if (lot->required_box == LOT_NO_BOX) {
                Box_TargetBox(g, lot, box);
            }
        }
        break;
    }

    case MOOD_STALK:
        if (lot->required_box == LOT_NO_BOX || !Box_StalkBox(g, it, enemy, lot->required_box)) {
            int box = random_zone_box(g, lot, st);
            if (Box_ValidBox(g, it, info->zone_num, box)) {
                if (Box_StalkBox(g, it, enemy, box)) {
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
        int box = random_zone_box(g, lot, st);
        if (Box_ValidBox(g, it, info->zone_num, box) && lot->required_box == LOT_NO_BOX) {
            if (Box_EscapeBox(g, it, enemy, box)) {
                Box_TargetBox(g, lot, box);
            } else if (info->zone_num == info->enemy_zone && Box_StalkBox(g, it, enemy, box)) {
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

void Creature_MoodTR1(Game *g, int item, const CreatureAI *info, bool violent)
{
    const Item *it = &g->sim->items[item];
    if (!it->data || g->sim->lara < 0)
        return;
    const Item *lara = &g->sim->items[g->sim->lara];
    mood(g, item, info, violent, lara, g->creatures->lara_box, &k_tr1, false);
}

void Creature_MoodTR2(Game *g, int item, const CreatureAI *info, bool violent)
{
    const Item *it = &g->sim->items[item];
    const CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    const Item *enemy = c->enemy >= 0 && (uint32_t)c->enemy < g->sim->num_items
                            ? &g->sim->items[c->enemy] : NULL;
    mood(g, item, info, violent, enemy, c->enemy_box, &k_tr2, ESCAPE_NEVER);
}

void Creature_MoodTR3Escaping(Game *g, int item, const CreatureAI *info, bool violent,
                              bool bored_only)
{
    const Item *it = &g->sim->items[item];
    const CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    const Item *enemy = c->enemy >= 0 && (uint32_t)c->enemy < g->sim->num_items
                            ? &g->sim->items[c->enemy] : NULL;
    mood(g, item, info, violent, enemy, c->enemy_box, &k_tr3,
         bored_only ? ESCAPE_IF_BORED : ESCAPE_ALWAYS);
}

void Creature_Mood(Game *g, int item, const CreatureAI *info, bool violent)
{
    Creature_Rules(g)->mood(g, item, info, violent);
}

void Creature_MoodTR3(Game *g, int item, const CreatureAI *info, bool violent)
{
    const Item *it = &g->sim->items[item];
    const CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    const Item *enemy = c->enemy >= 0 && (uint32_t)c->enemy < g->sim->num_items
                            ? &g->sim->items[c->enemy] : NULL;
    mood(g, item, info, violent, enemy, c->enemy_box, &k_tr3, ESCAPE_NEVER);
}
