/* Floor triggers, the flip map and the level logic they drive (see game.h).
 *
 * A sector's trigger comes parsed from the level (engine/level/level_floor.h):
 * its type, timer (seconds; 1 = one tick), one-shot flag and activation
 * mask, the item a switch, key or pick-up trigger waits on, and its list of
 * commands. A kill (lava) function before it is handled first. */
#include "game/game.h"

#include "game/objects/pickup/pickup.h"
#include "game/objects/switch/switch.h"
#include "game/trigger_internal.h"

#define MUSIC_SECRET 13
/* The training level's hint tracks that look at Lara's state. */
#define MX_GYM_HINT_03 28
#define MX_GYM_HINT_04 29
#define MX_GYM_HINT_12 37
#define MX_GYM_HINT_16 41
#define MX_GYM_HINT_17 42
#define MX_GYM_HINT_18 43
#define MX_GYM_HINT_24 49
#define MX_GYM_HINT_25 50

Item *Trigger_ItemAt(Game *g, int i)
{
    if (i < 0 || (uint32_t)i >= g->sim->num_items)
        return NULL;
    return &g->sim->items[i];
}

/* ---- fixed cameras' one-shot marks ----------------------------------------- */

bool Trigger_CameraUsed(const GameCamera *c, int n)
{
    return n >= 0 && n < CAMERA_MAX_FIXED && ((c->fixed_one_shot[n >> 3] >> (n & 7)) & 1);
}

void Trigger_CameraMarkUsed(GameCamera *c, int n)
{
    if (n >= 0 && n < CAMERA_MAX_FIXED)
        c->fixed_one_shot[n >> 3] |= (uint8_t)(1u << (n & 7));
}

/* ---- lava ------------------------------------------------------------------ */

/* The sector at the bottom of Lara's column is a kill sector. */
bool Trigger_LavaUnder(Game *g, const Item *lara)
{
    if (g->lara.water_status == LWS_CHEAT || lara->hit_points < 0)
        return false;
    int16_t room = lara->room;
    const RoomSector *s = World_Sector(&g->world, lara->pos.x, 32000, lara->pos.z, &room);
    return s && World_SectorIsLava(&g->world, World_PitSector(&g->world, s, lara->pos.x, lara->pos.z));
}

/* Lara catches fire and dies, if she stands on the floor there
 * (game/effects: ten flames on her, each drawing its mesh and its life
 * from the control stream). */
static void lava_burn(Game *g, Item *lara)
{
    (void)lara;
    Effect_LaraTouchLava(g);
}

/* ---- CD tracks --------------------------------------------------------------- */

void Trigger_MusicPlay(Game *g, int track)
{
    if (g->music_play)
        g->music_play(g->music_user, track);
}

static void trigger_music(Game *g, int track, const Trigger *t)
{
    if (track < 2 || track >= GAME_MUSIC_TRACKS)
        return;
    Item *lara = Game_LaraItem(g);
    int16_t state = lara ? lara->current_state : -1;
    /* The training level's hints depend on what Lara is doing. */
    switch (track) {
    case MX_GYM_HINT_03:
        if ((g->music_flags[track] & TRIG_ONE_SHOT) && state == LS_UP_JUMP)
            track = MX_GYM_HINT_04;
        break;
    case MX_GYM_HINT_12:
    case MX_GYM_HINT_16:
        if (state != LS_HANG)
            return;
        break;
    case MX_GYM_HINT_17:
        if ((g->music_flags[track] & TRIG_ONE_SHOT) && state == LS_HANG)
            track = MX_GYM_HINT_18;
        break;
    case MX_GYM_HINT_24:
        if (state != LS_SURF_TREAD)
            return;
        break;
    case MX_GYM_HINT_25:
        if (g->music_flags[track] & TRIG_ONE_SHOT) {
            /* Four seconds on the last hint's trigger end the training. */
            if (++g->gym_counter == SIM_TICK_HZ * 4) {
                g->level_complete = true;
                g->gym_counter = 0;
            }
        } else if (state != LS_WATER_OUT) {
            return;
        }
        break;
    default:
        break;
    }

    uint16_t *f = &g->music_flags[track];
    if (*f & TRIG_ONE_SHOT)
        return;
    uint16_t mask = t->flags & TRIG_MASK_BITS;
    if (t->type == TRIGGER_TYPE_SWITCH)
        *f ^= mask;
    else if (t->type == TRIGGER_TYPE_ANTIPAD)
        *f &= (uint16_t)~mask;
    else if (mask)
        *f |= mask;

    if ((*f & TRIG_MASK_BITS) == TRIG_MASK_BITS) {
        if (t->flags & TRIG_ONE_SHOT)
            *f |= TRIG_ONE_SHOT;
        Trigger_MusicPlay(g, track);
    } else if (g->music_stop) {
        g->music_stop(g->music_user);
    }
}

/* ---- actions ------------------------------------------------------------------ */

static void activate_item(Game *g, int index, const Trigger *t)
{
    Item *it = Trigger_ItemAt(g, index);
    if (!it || it->one_shot)
        return;
    it->timer = t->timer;
    if (it->timer != 1)
        it->timer = (int16_t)(it->timer * SIM_TICK_HZ);

    uint8_t mask = (uint8_t)((t->flags & TRIG_MASK_BITS) >> TRIG_MASK_SHIFT);
    if (t->type == TRIGGER_TYPE_SWITCH)
        it->activation_mask ^= mask;
    else if (t->type == TRIGGER_TYPE_ANTIPAD)
        it->activation_mask &= (uint8_t)~mask;
    else if (mask)
        it->activation_mask |= mask;
    if (it->activation_mask != ITEM_MASK_FULL)
        return;
    if (t->flags & TRIG_ONE_SHOT)
        it->one_shot = true;
    if (it->active)
        return;

    if (Object_Info(g, it->object_id)->intelligent) {
        /* A creature needs an AI slot; one that starts invisible waits
         * on the active list until a slot frees. */
        if (it->status == ITEM_STATUS_INACTIVE) {
            it->touch_bits = 0;
            it->status = ITEM_STATUS_ACTIVE;
            Object_AddActive(g, index);
            if (g->enable_baddie_ai)
                g->enable_baddie_ai(g, index, true);
        } else if (it->status == ITEM_STATUS_INVISIBLE) {
            it->touch_bits = 0;
            bool slot = g->enable_baddie_ai ? g->enable_baddie_ai(g, index, false) : true;
            it->status = slot ? ITEM_STATUS_ACTIVE : ITEM_STATUS_INVISIBLE;
            Object_AddActive(g, index);
        }
    } else {
        it->touch_bits = 0;
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(g, index);
    }
}

void Trigger_Camera(Game *g, const TriggerCommand *cmd, const Trigger *t, bool heavy, bool switch_off,
                    bool whole_seconds)
{
    int value = cmd->value;
    GameCamera *c = &g->camera;
    if (Trigger_CameraUsed(c, value))
        return;
    c->number = (int16_t)value;
    if (c->type == CAM_LOOK || c->type == CAM_COMBAT)
        return;
    if (t->type == TRIGGER_TYPE_COMBAT)
        return;
    if (t->type == TRIGGER_TYPE_SWITCH && t->timer && switch_off)
        return;
    if (c->number == c->last && t->type != TRIGGER_TYPE_SWITCH)
        return;
    c->timer = (int16_t)cmd->camera_timer;
    if (whole_seconds || c->timer != 1)
        c->timer = (int16_t)(c->timer * SIM_TICK_HZ);
    if (cmd->camera_once)
        Trigger_CameraMarkUsed(c, c->number);
    /* The glide, as the original reads its bits (eight times the 5-bit
     * value, plus one). */
    c->speed = (int16_t)(cmd->camera_glide * 8 + 1);
    c->type = heavy ? CAM_HEAVY : CAM_FIXED;
}

void Trigger_Sink(Game *g, int value)
{
    if (value < 0 || (uint32_t)value >= g->lv->num_cameras)
        return;
    const Camera *cam = &g->lv->cameras[value];
    /* The camera's flag word names the box the current flows to; its room
     * word is the current's strength. */
    if (g->sink_box != (int32_t)cam->flag) {
        g->sink_target = cam->pos;
        g->sink_box = cam->flag;
    }
    g->lara.current_active = (int16_t)(cam->room * 6);
}

/* Flip map slot update; returns whether the map must flip. */
bool Trigger_Flip(Game *g, int slot, const Trigger *t)
{
    if (slot < 0 || slot >= GAME_FLIP_MAPS)
        return false;
    uint16_t *f = &g->flip_maps[slot];
    if (*f & TRIG_ONE_SHOT)
        return false;
    uint16_t mask = t->flags & TRIG_MASK_BITS;
    if (t->type == TRIGGER_TYPE_SWITCH)
        *f ^= mask;
    else if (mask)
        *f |= mask;
    if ((*f & TRIG_MASK_BITS) == TRIG_MASK_BITS) {
        if (t->flags & TRIG_ONE_SHOT)
            *f |= TRIG_ONE_SHOT;
        return !g->world.flipped;
    }
    return g->world.flipped;
}

bool Trigger_FlipSlotFull(const Game *g, int slot)
{
    return slot >= 0 && slot < GAME_FLIP_MAPS &&
           (g->flip_maps[slot] & TRIG_MASK_BITS) == TRIG_MASK_BITS;
}

/* ---- the trigger ------------------------------------------------------------- */

/* Whether the trigger's condition holds (heavy: only heavy triggers run;
 * otherwise per type, with the switch, keyhole or pick-up it waits on);
 * *switch_off tells a timed switch that is back up. */
bool Trigger_Condition(Game *g, const FloorTrigger *ft, const Trigger *t, bool heavy, bool *switch_off,
                       TriggerSwitchFn switch_trigger)
{
    Item *lara = Game_LaraItem(g);
    *switch_off = false;
    if (heavy)
        return t->type == TRIGGER_TYPE_HEAVY;
    switch (t->type) {
    case TRIGGER_TYPE_SWITCH:
        if (!switch_trigger(g, ft->item, t->timer))
            return false;
        /* A timed switch that is back up: its camera stays off. */
        *switch_off = Trigger_ItemAt(g, ft->item)->current_state == SWITCH_STATE_ON;
        return true;
    case TRIGGER_TYPE_PAD:
    case TRIGGER_TYPE_ANTIPAD:
        return lara && lara->pos.y == lara->floor;
    case TRIGGER_TYPE_KEY:
        return KeyHole_Trigger(g, ft->item);
    case TRIGGER_TYPE_PICKUP:
        return Pickup_Trigger(g, ft->item);
    case TRIGGER_TYPE_HEAVY:
    case TRIGGER_TYPE_DUMMY:
        return false;
    case TRIGGER_TYPE_COMBAT:
        return g->lara.gun_status == LGS_READY;
    default:
        return true;
    }
}

void Game_TestTriggers(Game *g, int32_t trigger_index, bool heavy)
{
    /* A game without its own routine yet (TR2/TR3: their triggers name
     * objects of another numbering) runs none. */
    if (g->rules->test_triggers)
        g->rules->test_triggers(g, trigger_index, heavy);
}

void Trigger_TestTR1(Game *g, int32_t trigger_index, bool heavy)
{
    const Level *lv = g->lv;
    FloorEntry e;
    if (!LevelFloor_Entry(lv, trigger_index, &e))
        return;
    Item *lara = Game_LaraItem(g);
    if (e.kill && !heavy && lara && lara->pos.y == lara->floor && Trigger_LavaUnder(g, lara))
        lava_burn(g, lara);
    const FloorTrigger *ft = e.trigger;
    if (!ft)
        return;

    Trigger t;
    t.type = ft->type;
    t.flags = (uint16_t)((ft->one_shot ? TRIG_ONE_SHOT : 0) | (ft->mask << TRIG_MASK_SHIFT));
    t.timer = ft->timer;

    /* The original re-checks the trigger's camera against the one running
     * (it keeps a fixed camera alive while Lara stays on its trigger) and
     * whether the trigger's target may be looked at, before anything
     * else happens. */
    const TriggerCommand *cmd = LevelFloor_Commands(lv, ft);
    if (g->camera.type != CAM_HEAVY)
        Camera_RefreshFromTrigger(g, cmd, ft->num_commands);

    bool switch_off;
    if (!Trigger_Condition(g, ft, &t, heavy, &switch_off, Switch_Trigger))
        return;

    int camera_item = -1;
    int new_effect = -1;
    bool flip = false;
    for (uint32_t k = 0; k < ft->num_commands; k++) {
        int value = cmd[k].value;
        switch (cmd[k].action) {
        case TRIGGER_ACTION_OBJECT:
            activate_item(g, value, &t);
            break;
        case TRIGGER_ACTION_CAMERA:
            Trigger_Camera(g, &cmd[k], &t, heavy, switch_off, false);
            break;
        case TRIGGER_ACTION_TARGET:
            camera_item = value;
            break;
        case TRIGGER_ACTION_CURRENT:
            Trigger_Sink(g, value);
            break;
        case TRIGGER_ACTION_FLIPMAP:
            if (Trigger_Flip(g, value, &t))
                flip = true;
            break;
        case TRIGGER_ACTION_FLIP_ON:
            if (Trigger_FlipSlotFull(g, value) && !g->world.flipped)
                flip = true;
            break;
        case TRIGGER_ACTION_FLIP_OFF:
            if (Trigger_FlipSlotFull(g, value) && g->world.flipped)
                flip = true;
            break;
        case TRIGGER_ACTION_FLIPEFFECT:
            new_effect = value;
            break;
        case TRIGGER_ACTION_FINISH:
            g->level_complete = true;
            break;
        case TRIGGER_ACTION_MUSIC:
            trigger_music(g, value, &t);
            break;
        case TRIGGER_ACTION_SECRET:
            if (value < 32 && !(g->secrets & (1u << value))) {
                g->secrets |= 1u << value;
                g->secrets_found++;
                Trigger_MusicPlay(g, MUSIC_SECRET);
            }
            break;
        default:
            break;
        }
    }

    if (camera_item >= 0 && (g->camera.type == CAM_FIXED || g->camera.type == CAM_HEAVY))
        g->camera.item = camera_item;

    /* A trigger's flipeffect only starts together with a flip. */
    if (flip) {
        Game_FlipMap(g);
        if (new_effect != -1) {
            g->sim->flip_effect = new_effect;
            g->sim->flip_timer = 0;
        }
    }
}

/* ---- flip map ------------------------------------------------------------------ */

/* Movable blocks hold their sector's floor up by a block; a sliding pillar
 * by two. The flip takes them off the old room data and puts them on the
 * new. */
static void flip_items(Game *g, int room, int32_t sign)
{
    Sim *s = g->sim;
    const GameObjectIds *ids = g->rules->ids;
    if (!ids)
        return;
    int n = s->room_items[room];
    for (uint32_t guard = 0; n != ITEM_NONE && guard <= s->num_items; guard++) {
        Item *it = &s->items[n];
        int32_t h = 0;
        int block = it->object_id - ids->movable_block1;
        if (block >= 0 && block < 4)
            h = 1024;
        else if (ids->rolling_block >= 0 && it->object_id == ids->rolling_block)
            h = 2048;
        if (h)
            World_AlterFloorHeight(&g->world, it->pos.x, it->pos.z, it->room, sign * h);
        n = it->next_item;
    }
}

void Game_FlipMap(Game *g)
{
    World *w = &g->world;
    /* Room by room, as the original: lift the blocks, swap the room with
     * its alternate (the alternate forgets its partner), put them back. */
    for (uint32_t r = 0; w->alternate && r < g->sim->num_rooms; r++) {
        int alt = w->alternate[r];
        if (alt < 0 || (uint32_t)alt >= g->sim->num_rooms)
            continue;
        flip_items(g, (int)r, 1);
        int16_t t = w->data_room[r];
        w->data_room[r] = w->data_room[alt];
        w->data_room[alt] = t;
        w->alternate[alt] = -1;
        flip_items(g, (int)r, -1);
    }
    w->flipped = !w->flipped;
}
