/* Floor triggers, the flip map and the level logic they drive (see game.h).
 *
 * A sector's trigger in the floordata (TRosettaStone: FloorData, Trigger):
 *   function word   low 5 bits FD_TRIGGER, bits 8..13 the trigger type;
 *   setup word      bits 0..7 timer (seconds; 1 = one tick), bit 8 one-shot,
 *                   bits 9..13 the activation mask it brings;
 *   [item word]     switch, key and pick-up triggers name their item;
 *   action words    bits 10..13 the action, bits 0..9 its value, bit 15 ends
 *                   the list; a camera action has a second word (timer,
 *                   one-shot bit, glide speed in bits 9..13, end bit).
 * A kill (lava) function before it is handled first. */
#include "game/game.h"

#include "game/objects/pickup/pickup.h"
#include "game/objects/switch/switch.h"

/* Trigger types (function word bits 8..13). */
enum {
    TT_TRIGGER = 0,
    TT_PAD = 1,
    TT_SWITCH = 2,
    TT_KEY = 3,
    TT_PICKUP = 4,
    TT_HEAVY = 5,
    TT_ANTIPAD = 6,
    TT_COMBAT = 7,
    TT_DUMMY = 8,
};

/* Actions (bits 10..13 of an action word). */
enum {
    TO_OBJECT = 0,
    TO_CAMERA = 1,
    TO_SINK = 2,
    TO_FLIPMAP = 3,
    TO_FLIPON = 4,
    TO_FLIPOFF = 5,
    TO_TARGET = 6,
    TO_FINISH = 7,
    TO_CD = 8,
    TO_FLIPEFFECT = 9,
    TO_SECRET = 10,
};

#define TRIG_END 0x8000
#define TRIG_VALUE(w) ((w) & 0x3FF)
#define TRIG_ACTION(w) (((w) >> 10) & 0x0F)
#define TRIG_TYPE(w) (((w) >> 8) & 0x3F)
#define TRIG_TIMER(w) ((w) & 0xFF)
/* The setup word's flags in the original's item-flag positions; the flip
 * map and CD track tables keep them the same way. */
#define TRIG_ONE_SHOT 0x0100
#define TRIG_MASK_BITS 0x3E00
#define TRIG_MASK_SHIFT 9

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

/* A trigger read out of the floordata. */
typedef struct {
    int type;
    uint16_t flags;
    int16_t timer;
    uint32_t actions;       /* index of the first action word */
} Trigger;

static uint16_t fd_word(const Level *lv, uint32_t i)
{
    return i < lv->num_floordata ? lv->floordata[i] : TRIG_END;
}

static Item *item_at(Game *g, int i)
{
    if (i < 0 || (uint32_t)i >= g->sim->num_items)
        return NULL;
    return &g->sim->items[i];
}

/* ---- fixed cameras' one-shot marks ----------------------------------------- */

static bool camera_used(const GameCamera *c, int n)
{
    return n >= 0 && n < CAMERA_MAX_FIXED && ((c->fixed_one_shot[n >> 3] >> (n & 7)) & 1);
}

static void camera_mark_used(GameCamera *c, int n)
{
    if (n >= 0 && n < CAMERA_MAX_FIXED)
        c->fixed_one_shot[n >> 3] |= (uint8_t)(1u << (n & 7));
}

/* ---- lava ------------------------------------------------------------------ */

/* The sector at the bottom of Lara's column is a kill sector. */
static bool lava_under(Game *g, const Item *lara)
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

static void music_play(Game *g, int track)
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
    if (t->type == TT_SWITCH)
        *f ^= mask;
    else if (t->type == TT_ANTIPAD)
        *f &= (uint16_t)~mask;
    else if (mask)
        *f |= mask;

    if ((*f & TRIG_MASK_BITS) == TRIG_MASK_BITS) {
        if (t->flags & TRIG_ONE_SHOT)
            *f |= TRIG_ONE_SHOT;
        music_play(g, track);
    } else if (g->music_stop) {
        g->music_stop(g->music_user);
    }
}

/* ---- actions ------------------------------------------------------------------ */

static void activate_item(Game *g, int index, const Trigger *t)
{
    Item *it = item_at(g, index);
    if (!it || it->one_shot)
        return;
    it->timer = t->timer;
    if (it->timer != 1)
        it->timer = (int16_t)(it->timer * SIM_TICK_HZ);

    uint8_t mask = (uint8_t)((t->flags & TRIG_MASK_BITS) >> TRIG_MASK_SHIFT);
    if (t->type == TT_SWITCH)
        it->activation_mask ^= mask;
    else if (t->type == TT_ANTIPAD)
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

static void trigger_camera(Game *g, int value, uint16_t cam_word, const Trigger *t, bool heavy,
                           bool switch_off)
{
    GameCamera *c = &g->camera;
    if (camera_used(c, value))
        return;
    c->number = (int16_t)value;
    if (c->type == CAM_LOOK || c->type == CAM_COMBAT)
        return;
    if (t->type == TT_COMBAT)
        return;
    if (t->type == TT_SWITCH && t->timer && switch_off)
        return;
    if (c->number == c->last && t->type != TT_SWITCH)
        return;
    c->timer = (int16_t)TRIG_TIMER(cam_word);
    if (c->timer != 1)
        c->timer = (int16_t)(c->timer * SIM_TICK_HZ);
    if (cam_word & TRIG_ONE_SHOT)
        camera_mark_used(c, c->number);
    /* The glide bits, as the original reads them (eight times the 5-bit
     * value, plus one). */
    c->speed = (int16_t)(((cam_word & TRIG_MASK_BITS) >> 6) + 1);
    c->type = heavy ? CAM_HEAVY : CAM_FIXED;
}

static void trigger_sink(Game *g, int value)
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
static bool trigger_flip(Game *g, int slot, const Trigger *t)
{
    if (slot < 0 || slot >= GAME_FLIP_MAPS)
        return false;
    uint16_t *f = &g->flip_maps[slot];
    if (*f & TRIG_ONE_SHOT)
        return false;
    uint16_t mask = t->flags & TRIG_MASK_BITS;
    if (t->type == TT_SWITCH)
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

static bool flip_slot_full(const Game *g, int slot)
{
    return slot >= 0 && slot < GAME_FLIP_MAPS &&
           (g->flip_maps[slot] & TRIG_MASK_BITS) == TRIG_MASK_BITS;
}

/* ---- the trigger ------------------------------------------------------------- */

void Game_TestTriggers(Game *g, int32_t trigger_index, bool heavy)
{
    const Level *lv = g->lv;
    /* TR2/TR3 levels are drawn, not played: their triggers name objects of
     * another numbering. */
    if (lv->game != GAME_TR1)
        return;
    if (trigger_index < 0 || (uint32_t)trigger_index >= lv->num_floordata)
        return;
    uint32_t i = (uint32_t)trigger_index;
    Item *lara = Game_LaraItem(g);

    uint16_t fn = fd_word(lv, i);
    if ((fn & 0x1F) == FD_KILL) {
        if (!heavy && lara && lara->pos.y == lara->floor && lava_under(g, lara))
            lava_burn(g, lara);
        if (fn & TRIG_END)
            return;
        fn = fd_word(lv, ++i);
    }
    /* The original takes the next function for a trigger; a damaged file
     * could put anything there. */
    if ((fn & 0x1F) != FD_TRIGGER || i + 1 >= lv->num_floordata)
        return;

    Trigger t;
    t.type = TRIG_TYPE(fn);
    t.flags = fd_word(lv, i + 1);
    t.timer = (int16_t)TRIG_TIMER(t.flags);
    i += 2;

    /* The original re-checks the trigger's camera against the one running
     * (it keeps a fixed camera alive while Lara stays on its trigger) and
     * whether the trigger's target may be looked at, before anything
     * else happens. */
    if (g->camera.type != CAM_HEAVY)
        Camera_RefreshFromTrigger(g, (int32_t)i - 2);

    bool switch_off = false;
    if (heavy) {
        if (t.type != TT_HEAVY)
            return;
    } else {
        switch (t.type) {
        case TT_SWITCH: {
            int value = TRIG_VALUE(fd_word(lv, i++));
            if (!Switch_Trigger(g, value, t.timer))
                return;
            /* A timed switch that is back up: its camera stays off. */
            switch_off = item_at(g, value)->current_state == SWITCH_STATE_ON;
            break;
        }
        case TT_PAD:
        case TT_ANTIPAD:
            if (!lara || lara->pos.y != lara->floor)
                return;
            break;
        case TT_KEY:
            if (!KeyHole_Trigger(g, TRIG_VALUE(fd_word(lv, i++))))
                return;
            break;
        case TT_PICKUP:
            if (!Pickup_Trigger(g, TRIG_VALUE(fd_word(lv, i++))))
                return;
            break;
        case TT_HEAVY:
        case TT_DUMMY:
            return;
        case TT_COMBAT:
            if (g->lara.gun_status != LGS_READY)
                return;
            break;
        default:
            break;
        }
    }

    int camera_item = -1;
    int new_effect = -1;
    bool flip = false;
    for (uint32_t guard = 0; guard < lv->num_floordata; guard++) {
        uint16_t w = fd_word(lv, i++);
        int value = TRIG_VALUE(w);
        switch (TRIG_ACTION(w)) {
        case TO_OBJECT:
            activate_item(g, value, &t);
            break;
        case TO_CAMERA:
            w = fd_word(lv, i++); /* its second word ends the list */
            trigger_camera(g, value, w, &t, heavy, switch_off);
            break;
        case TO_TARGET:
            camera_item = value;
            break;
        case TO_SINK:
            trigger_sink(g, value);
            break;
        case TO_FLIPMAP:
            if (trigger_flip(g, value, &t))
                flip = true;
            break;
        case TO_FLIPON:
            if (flip_slot_full(g, value) && !g->world.flipped)
                flip = true;
            break;
        case TO_FLIPOFF:
            if (flip_slot_full(g, value) && g->world.flipped)
                flip = true;
            break;
        case TO_FLIPEFFECT:
            new_effect = value;
            break;
        case TO_FINISH:
            g->level_complete = true;
            break;
        case TO_CD:
            trigger_music(g, value, &t);
            break;
        case TO_SECRET:
            if (value < 32 && !(g->secrets & (1u << value))) {
                g->secrets |= 1u << value;
                g->secrets_found++;
                music_play(g, MUSIC_SECRET);
            }
            break;
        default:
            break;
        }
        if (w & TRIG_END)
            break;
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
    int n = s->room_items[room];
    for (uint32_t guard = 0; n != ITEM_NONE && guard <= s->num_items; guard++) {
        Item *it = &s->items[n];
        int32_t h = 0;
        switch (it->object_id) {
        case O_MOVABLE_BLOCK:
        case O_MOVABLE_BLOCK2:
        case O_MOVABLE_BLOCK3:
        case O_MOVABLE_BLOCK4:
            h = 1024;
            break;
        case O_ROLLING_BLOCK:
            h = 2048;
            break;
        default:
            break;
        }
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
    g->sim->flipped = w->flipped;
}

void Game_SyncFlip(Game *g)
{
    if (g->sim->flipped != g->world.flipped) {
        /* Game_FlipMap toggles both: put the Sim back first. */
        g->sim->flipped = g->world.flipped;
        Game_FlipMap(g);
    }
}
