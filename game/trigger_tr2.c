/* TR2's floor triggers (the original's TestTriggers as TR2 changed it; see
 * game.h). What differs from TR1's (game/trigger.c):
 *   - the anti-trigger type (9): an anti-pad that needs no floor contact;
 *     both anti types now also make the item one-shot when the trigger is;
 *   - a kill sector burns Lara under water too, not only on its floor;
 *   - a camera's hold time is always whole seconds;
 *   - a flipeffect starts with a flip, or on its own when the trigger
 *     names no flip map at all;
 *   - a music track plays at once or after its trigger's timer, once per
 *     mask bit when the trigger is one-shot; no training-level hints;
 *   - secrets are pick-ups in TR2: the secret action does nothing;
 *   - the airlock switch answers its switch trigger its own way.
 * The sink, flip map and target actions are TR1's. */
#include "game/game.h"

#include "game/objects/pickup/pickup.h"
#include "game/objects/switch/switch.h"
#include "game/objects/tr2/switch_tr2.h"
#include "game/trigger_internal.h"

/* Music tracks a trigger may play: from the Great Wall's cut-scene up to
 * (not including) the title theme. */
#define MUSIC2_FIRST 2
#define MUSIC2_END 64
/* The track a timed music trigger waits to play (the original's
 * CD_TrackID), 0 none: kept in the flag word of track 0, which no trigger
 * plays, so that it is saved with the other flags. */
#define MUSIC2_DELAYED(g) ((g)->music_flags[0])

/* The item side of an object action (the original's, with the anti types'
 * one-shot). */
static void activate_item(Game *g, int index, const Trigger *t)
{
    Item *it = Trigger_ItemAt(g, index);
    if (!it || it->one_shot)
        return;
    it->timer = t->timer;
    if (it->timer != 1)
        it->timer = (int16_t)(it->timer * SIM_TICK_HZ);

    uint8_t mask = (uint8_t)((t->flags & TRIG_MASK_BITS) >> TRIG_MASK_SHIFT);
    if (t->type == TRIGGER_TYPE_SWITCH) {
        it->activation_mask ^= mask;
    } else if (t->type == TRIGGER_TYPE_ANTIPAD || t->type == TRIGGER_TYPE_ANTITRIGGER) {
        it->activation_mask &= (uint8_t)~mask;
        if (t->flags & TRIG_ONE_SHOT)
            it->one_shot = true;
    } else if (mask) {
        it->activation_mask |= mask;
    }
    if (it->activation_mask != ITEM_MASK_FULL)
        return;
    if (t->flags & TRIG_ONE_SHOT)
        it->one_shot = true;
    if (it->active)
        return;

    it->touch_bits = 0;
    if (!Object_Info(g, it->object_id)->intelligent) {
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, index);
    } else if (it->status == ITEM_STATUS_INACTIVE) {
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, index);
        if (g->enable_baddie_ai)
            g->enable_baddie_ai(g, index, true);
    } else if (it->status == ITEM_STATUS_INVISIBLE) {
        bool slot = g->enable_baddie_ai ? g->enable_baddie_ai(g, index, false) : true;
        it->status = slot ? ITEM_STATUS_ACTIVE : ITEM_STATUS_INVISIBLE;
        Object_AddActive(g, index);
    }
}

/* A music trigger: a one-shot trigger plays its track once per mask bit;
 * with a timer the track waits that many seconds of Lara standing on the
 * trigger (counted in the track's low flag byte) before it plays. */
static void trigger_music(Game *g, int track, const Trigger *t)
{
    if (track < MUSIC2_FIRST || track >= MUSIC2_END || track >= GAME_MUSIC_TRACKS)
        return;
    uint16_t *f = &g->music_flags[track];
    if (t->type != TRIGGER_TYPE_SWITCH) {
        uint16_t code = t->flags & TRIG_MASK_BITS;
        if (*f & code)
            return;
        if (t->flags & TRIG_ONE_SHOT)
            *f |= code;
    }
    if (track != MUSIC2_DELAYED(g)) {
        if (t->timer) {
            MUSIC2_DELAYED(g) = (uint16_t)track;
            *f = (uint16_t)((*f & 0xFF00) | ((SIM_TICK_HZ * t->timer) & 0xFF));
        } else {
            Trigger_MusicPlay(g, track);
        }
        return;
    }
    int timer = *f & 0xFF;
    if (!timer)
        return;
    if (--timer == 0) {
        MUSIC2_DELAYED(g) = 0;
        Trigger_MusicPlay(g, track);
    }
    *f = (uint16_t)((*f & 0xFF00) | (timer & 0xFF));
}

void Trigger_TestLater(Game *g, int32_t trigger_index, bool heavy, const TriggerActions *acts)
{
    const Level *lv = g->lv;
    FloorEntry e;
    if (!LevelFloor_Entry(lv, trigger_index, &e))
        return;
    Item *lara = Game_LaraItem(g);
    /* A kill sector: she burns (game/effects: the floor check, the
     * game's flames) on its floor, or anywhere in water above it. */
    if (e.kill && !heavy && lara &&
        (lara->pos.y == lara->floor || g->lara.water_status != LWS_ABOVE_WATER))
        acts->lava(g);
    const FloorTrigger *ft = e.trigger;
    if (!ft)
        return;

    Trigger t;
    t.type = ft->type;
    t.flags = (uint16_t)((ft->one_shot ? TRIG_ONE_SHOT : 0) | (ft->mask << TRIG_MASK_SHIFT));
    t.timer = ft->timer;

    const TriggerCommand *cmd = LevelFloor_Commands(lv, ft);
    if (g->camera.type != CAM_HEAVY)
        Camera_RefreshFromTrigger(g, cmd, ft->num_commands);

    bool switch_off;
    if (!Trigger_Condition(g, ft, &t, heavy, &switch_off, SwitchTR2_Trigger))
        return;

    int camera_item = -1;
    int new_effect = -1;
    bool flip = false, flip_available = false;
    for (uint32_t k = 0; k < ft->num_commands; k++) {
        int value = cmd[k].value;
        switch (cmd[k].action) {
        case TRIGGER_ACTION_OBJECT:
            acts->activate_item(g, value, &t);
            break;
        case TRIGGER_ACTION_CAMERA:
            Trigger_Camera(g, &cmd[k], &t, heavy, switch_off, true);
            break;
        case TRIGGER_ACTION_CURRENT:
            if (acts->sink)
                acts->sink(g, value);
            else
                Trigger_Sink(g, value);
            break;
        case TRIGGER_ACTION_FLIPMAP:
            flip_available = true;
            if (Trigger_Flip(g, value, &t))
                flip = true;
            break;
        case TRIGGER_ACTION_FLIP_ON:
            flip_available = true;
            if (Trigger_FlipSlotFull(g, value) && !g->world.flipped)
                flip = true;
            break;
        case TRIGGER_ACTION_FLIP_OFF:
            flip_available = true;
            if (Trigger_FlipSlotFull(g, value) && g->world.flipped)
                flip = true;
            break;
        case TRIGGER_ACTION_TARGET:
            camera_item = value;
            break;
        case TRIGGER_ACTION_FINISH:
            g->level_complete = true;
            break;
        case TRIGGER_ACTION_MUSIC:
            acts->music(g, value, &t);
            break;
        case TRIGGER_ACTION_FLIPEFFECT:
            new_effect = value;
            break;
        case TRIGGER_ACTION_SECRET:
            if (acts->secret)
                acts->secret(g, value);
            break;
        default:
            /* CLEAR_BODIES takes the killed creatures away, which needs
             * the list of killed items (the creatures' death) that is not
             * built yet. */
            break;
        }
    }

    if (camera_item >= 0 && (g->camera.type == CAM_FIXED || g->camera.type == CAM_HEAVY))
        g->camera.item = camera_item;
    if (flip)
        Game_FlipMap(g);
    if (new_effect != -1 && (flip || !flip_available)) {
        g->sim->flip_effect = new_effect;
        g->sim->flip_timer = 0;
    }
}

void Trigger_TestTR2(Game *g, int32_t trigger_index, bool heavy)
{
    static const TriggerActions acts = {activate_item, trigger_music, NULL, NULL, Effect_LaraTouchLava};
    Trigger_TestLater(g, trigger_index, heavy, &acts);
}
