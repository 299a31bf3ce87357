/* TR3's floor triggers (the original's TestTriggers as TR3 changed it,
 * tomb3 control.cpp; see game.h). Its trigger and action types are TR2's;
 * the floor's climb, monkey-swing and mine-cart functions before the
 * trigger are Lara's and the mine cart's to read (engine/level/level_floor.c
 * parses them), so the test starts at the trigger. What differs from TR2's
 * (game/trigger_tr2.c):
 *   - one-shot is kept three ways: an ordinary trigger's, a switch
 *     trigger's and an anti trigger's, each stopping only triggers of its
 *     own kind (the original's item flags 0x40 and 0x80 beside the one-shot
 *     bit; here Item.flags' same bits and Item.one_shot);
 *   - an anti trigger clears all of the item's code bits and its reverse
 *     flag, not only its own mask;
 *   - some objects read the timer byte themselves (ObjectInfo.trigger_timer)
 *     or hear an anti trigger (anti_triggered); a dart emitter still
 *     shooting ignores a new trigger;
 *   - secrets are triggers again: each sounds the secret jingle (track
 *     122) once;
 *   - music: tracks 2..127; the atmosphere tracks (26..36, 73..78, 117)
 *     replace the level's ambience (played once per change); the others play
 *     once for each new combination of the trigger's mask and one-shot bits.
 * Camera, flip map, target and flipeffect actions are TR2's; the sink
 * only names its camera (Lara.current_sink), for the rapids and for
 * Lara's own current. */
#include "game/game.h"

#include "game/objects/tr2/switch_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/trigger_internal.h"

/* Item.flags bits (the original's places) for the switch and anti
 * triggers' one-shot. */
#define IFL3_SWITCH_ONE_SHOT 0x0040
#define IFL3_ANTI_ONE_SHOT 0x0080

#define MUSIC3_SECRET 122
#define MUSIC3_END 128

static bool is_anti(const Trigger *t)
{
    return t->type == TRIGGER_TYPE_ANTIPAD || t->type == TRIGGER_TYPE_ANTITRIGGER;
}

/* Whether an earlier one-shot trigger of the same kind closed the item. */
static bool closed(const Item *it, const Trigger *t)
{
    if (is_anti(t))
        return it->flags & IFL3_ANTI_ONE_SHOT;
    if (t->type == TRIGGER_TYPE_SWITCH)
        return it->flags & IFL3_SWITCH_ONE_SHOT;
    return it->one_shot;
}

/* The item's codes from the trigger; true when they are now complete. */
static bool update_codes(Game *g, int index, Item *it, const Trigger *t)
{
    uint8_t mask = (uint8_t)((t->flags & TRIG_MASK_BITS) >> TRIG_MASK_SHIFT);
    bool once = t->flags & TRIG_ONE_SHOT;
    if (t->type == TRIGGER_TYPE_SWITCH) {
        it->activation_mask ^= mask;
        if (once)
            it->flags |= IFL3_SWITCH_ONE_SHOT;
    } else if (is_anti(t)) {
        void (*anti)(Game *, int) = Object_Info(g, it->object_id)->anti_triggered;
        if (anti)
            anti(g, index);
        it->activation_mask = 0;
        it->reverse = false;
        if (once)
            it->flags |= IFL3_ANTI_ONE_SHOT;
    } else if (mask) {
        it->activation_mask |= mask;
    }
    return it->activation_mask == ITEM_MASK_FULL;
}

static void activate_item(Game *g, int index, const Trigger *t)
{
    Item *it = Trigger_ItemAt(g, index);
    if (!it || closed(it, t))
        return;
    const ObjectInfo *o = Object_Info(g, it->object_id);
    int16_t timer = t->timer;
    if (!is_anti(t)) {
        if (o->trigger_ignored_while_active && it->active)
            return;
        if (o->trigger_timer)
            timer = o->trigger_timer(g, index, timer);
    }
    it->timer = timer;
    if (it->timer != 1)
        it->timer = (int16_t)(it->timer * SIM_TICK_HZ);
    if (!update_codes(g, index, it, t))
        return;
    if (t->flags & TRIG_ONE_SHOT)
        it->one_shot = true;
    if (it->active)
        return;

    if (!o->intelligent) {
        it->touch_bits = 0;
        Object_AddActive(g, index);
        it->status = ITEM_STATUS_ACTIVE;
    } else if (it->status == ITEM_STATUS_INACTIVE) {
        it->touch_bits = 0;
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, index);
        /* The gym's targets are "creatures" that need no AI slot. */
        if (g->enable_baddie_ai && it->object_id != O3_TARGETS)
            g->enable_baddie_ai(g, index, true);
    } else if (it->status == ITEM_STATUS_INVISIBLE) {
        it->touch_bits = 0;
        bool slot = g->enable_baddie_ai ? g->enable_baddie_ai(g, index, false) : true;
        it->status = slot ? ITEM_STATUS_ACTIVE : ITEM_STATUS_INVISIBLE;
        Object_AddActive(g, index);
    }
}

/* The atmosphere tracks' order; the current one (its place + 1, 0 none)
 * is kept in the low five bits of track 0's flag word, which no trigger
 * plays. */
static const uint8_t k_atmospheres[] = {
    26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 73, 74, 75, 76, 77, 78, 117,
};
#define ATMOSPHERE_BITS 0x1F

static int atmosphere_of(int track)
{
    for (int i = 0; i < (int)COUNT_OF(k_atmospheres); i++)
        if (k_atmospheres[i] == track)
            return i + 1;
    return 0;
}

/* A track's six flag bits (one-shot and mask): tracks 0..63 in bits 0..5
 * of their word, 64..127 in bits 6..11 of track - 64's (the flag words,
 * saved with the game, are 64). */
static uint16_t *track_word(Game *g, int track, int *shift)
{
    *shift = (track >> 6) * 6;
    return &g->music_flags[track & (GAME_MUSIC_TRACKS - 1)];
}

static void trigger_music(Game *g, int track, const Trigger *t)
{
    if (track <= 1 || track >= MUSIC3_END)
        return;
    int atmosphere = atmosphere_of(track);
    if (atmosphere) {
        uint16_t *cur = &g->music_flags[0];
        if ((*cur & ATMOSPHERE_BITS) != atmosphere) {
            *cur = (uint16_t)((*cur & ~ATMOSPHERE_BITS) | atmosphere);
            Trigger_MusicPlay(g, track);
        }
        return;
    }
    int shift;
    uint16_t *f = track_word(g, track, &shift);
    uint16_t code = (uint16_t)((t->flags >> 8) & 0x3F);
    if ((((*f >> shift) & 0x3F) & code) == code)
        return;
    *f = (uint16_t)(*f | (code << shift));
    Trigger_MusicPlay(g, track);
}

static void secret(Game *g, int value)
{
    if (value < 0 || value >= 32 || (g->secrets & (1u << value)))
        return;
    g->secrets |= 1u << value;
    g->secrets_found++;
    Trigger_MusicPlay(g, MUSIC3_SECRET);
}

/* The sink names its camera (Lara.current_sink): the current that carries
 * her kayak, her UPV (game/objects/tr3/vehicle/current_tr3.h) and Lara
 * herself swimming (lara_current_tr3.c); TR3 no longer sets up TR2's
 * pathfinding pull. */
static void sink(Game *g, int value)
{
    if (value >= 0 && (uint32_t)value < g->lv->num_cameras)
        g->lara.current_sink = (int16_t)(value + 1);
}

void Trigger_TestTR3(Game *g, int32_t trigger_index, bool heavy)
{
    static const TriggerActions acts = {activate_item, trigger_music, secret, sink, Effect_LaraLavaTR3};
    Trigger_TestLater(g, trigger_index, heavy, &acts);
}
