/* TR3's bats (see bats_tr3.h). */
#include "game/effects/bats_tr3.h"

#include <string.h>

#include "engine/core/common.h"
#include "engine/core/mem.h"
#include "engine/math/fixed.h"
#include "engine/world/world.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"

#define SFX3_BATS_1 157
#define BAT_SPRITE 12      /* the sprite sheet's bat (S_DrawBat) */
#define BAT_TOP_SPEED 300
#define BAT_HOVER 512      /* it is drawn this far above where it flies */

/* The original's wibble as its UpdateBats sees it: the main loop steps it
 * (4 a tick, in a byte) after the items' routines and before the bats. */
static int32_t wibble_after(const Game *g) { return (int32_t)(((g->sim->tick + 1) * 4) & 0xFC); }

static Bats3 *bats_of(Game *g)
{
    if (!g->bats) {
        g->bats = Object_Alloc(g, sizeof(Bats3));
        if (g->bats)
            memset(g->bats, 0, sizeof(Bats3));
    }
    return g->bats;
}

/* TriggerBats: the whole swarm, around (x, y, z), heading a quarter turn
 * left of `angle` (4096 steps), each drawing seven control numbers. */
static void trigger_bats(Game *g, Vec3i at, int room, int32_t angle)
{
    Bats3 *b = bats_of(g);
    if (!b)
        return;
    Prng *p = &g->sim->prng;
    angle = (angle - 1024) & 0xFFF;
    for (int i = 0; i < BATS3_MAX; i++) {
        Bat3 *t = &b->bat[i];
        t->x = (Prng_Control(p) & 0x1FF) + at.x - 256;
        t->y = at.y - (Prng_Control(p) & 0xFF) + 256;
        t->z = (Prng_Control(p) & 0x1FF) + at.z - 256;
        t->angle = (int16_t)(((Prng_Control(p) & 0x7F) + angle - 64) & 0xFFF);
        t->speed = (int16_t)((Prng_Control(p) & 0x1F) + 64);
        t->wing = (uint8_t)(Prng_Control(p) & 0x3F);
        t->life = (uint8_t)((Prng_Control(p) & 7) + 144);
        t->room = (int16_t)room;
        t->on = true;
    }
}

/* Let loose once its trigger makes it active, then gone. */
static void emitter_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!it->active)
        return;
    trigger_bats(g, it->pos, it->room, (uint16_t)it->rot.y >> 4);
    Object_Kill(g, index);
}

void Bats3_Setup(Game *g)
{
    g->objects[O3_BAT_EMITTER].control = emitter_control;
    g->objects[O3_BAT_EMITTER].save_flags = true;
}

static void fly(Game *g, Bat3 *t, int i, bool count_life)
{
    Prng *p = &g->sim->prng;
    if (!(i & 3) && !(Prng_Control(p) & 7)) {
        Vec3i at = { t->x, t->y, t->z };
        Effect_Sound(g, SFX3_BATS_1, &at);
    }
    int32_t a = (t->angle & 0xFFF) << 4;
    t->x -= (t->speed * Math_Cos(a)) >> 14;
    t->y -= Prng_Control(p) & 3;
    t->z += (t->speed * Math_Sin(a)) >> 14;
    t->wing = (uint8_t)((t->wing + 11) & 0x3F);
    if (t->life < 128) {
        t->y += -4 - (i >> 1);
        if (!(Prng_Control(p) & 3)) {
            t->angle = (int16_t)((t->angle + (Prng_Control(p) & 0xFF) - 128) & 0xFFF);
            t->speed = (int16_t)(t->speed + (Prng_Control(p) & 3));
        }
    }
    t->speed = (int16_t)MIN(t->speed + 12, BAT_TOP_SPEED);
    if (t->life && count_life && --t->life == 0)
        t->on = false;
    int16_t room = t->room;
    if (room >= 0 && World_Sector(&g->world, t->x, t->y, t->z, &room))
        t->room = room;
}

void Bats3_Tick(Game *g)
{
    Bats3 *b = g->bats;
    if (!b)
        return;
    bool count_life = (wibble_after(g) & 4) != 0;
    for (int i = 0; i < BATS3_MAX; i++)
        if (b->bat[i].on)
            fly(g, &b->bat[i], i, count_life);
}

int Bats3_Count(const Game *g)
{
    int n = 0;
    for (int i = 0; g->bats && i < BATS3_MAX; i++)
        n += g->bats->bat[i].on;
    return n;
}

bool Bats3_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Level *lv = g->lv;
    int n = Bats3_Count(g);
    if (!n || !lv)
        return true;
    const SpriteSequence *sq = Level_FindSpriteSequence(lv, Effect_Ids(g)->spark_sheet);
    if (!sq || -sq->neg_length <= BAT_SPRITE ||
        sq->offset + BAT_SPRITE >= (int32_t)lv->num_sprite_textures)
        return true; /* no bat to draw them with */
    if (!Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + (size_t)n,
                  sizeof(RenderSpriteDraw)))
        return false;
    for (int i = 0; i < BATS3_MAX; i++) {
        const Bat3 *t = &g->bats->bat[i];
        if (!t->on || t->room < 0 || (uint32_t)t->room >= lv->num_rooms)
            continue;
        RenderSpriteDraw *s = &dl->sprites[dl->num_sprites++];
        memset(s, 0, sizeof(*s));
        s->x = t->x;
        s->y = t->y - BAT_HOVER;
        s->z = t->z;
        s->room = t->room;
        s->sprite = (uint16_t)(sq->offset + BAT_SPRITE);
        s->look = RENDER_SPRITE_PLAIN;
        s->shade = 0x1000;
        /* its mesh: wings 384 across, 288 nose to tail */
        s->size = RENDER_SIZE_SCALED;
        s->scalar = 2;
        s->w = 96;
        s->h = 72;
    }
    return true;
}

void Bats3_Save(const Game *g, SerialWriter *w)
{
    Serial_PutU8(w, (uint8_t)Bats3_Count(g));
    for (int i = 0; g->bats && i < BATS3_MAX; i++) {
        const Bat3 *t = &g->bats->bat[i];
        if (!t->on)
            continue;
        Serial_PutU8(w, (uint8_t)i);
        Serial_PutI32(w, t->x);
        Serial_PutI32(w, t->y);
        Serial_PutI32(w, t->z);
        Serial_PutI16(w, t->room);
        Serial_PutI16(w, t->angle);
        Serial_PutI16(w, t->speed);
        Serial_PutU8(w, t->wing);
        Serial_PutU8(w, t->life);
    }
}

/* A byte of at most `hi`, else a failed read. */
static uint8_t get_byte(SerialReader *r, int hi, const char *what)
{
    uint8_t v = Serial_GetU8(r);
    if (!r->failed && v > hi)
        Serial_Fail(r, "%s: %u", what, v);
    return r->failed ? 0 : v;
}

void Bats3_Load(Game *g, SerialReader *r)
{
    int n = get_byte(r, BATS3_MAX, "bats flying");
    if (g->bats)
        memset(g->bats, 0, sizeof(Bats3));
    if (n && !bats_of(g)) {
        Serial_Fail(r, "bats: out of memory");
        return;
    }
    int32_t rooms = g->lv ? (int32_t)g->lv->num_rooms : 0;
    for (int k = 0; k < n && !r->failed; k++) {
        Bat3 *t = &g->bats->bat[get_byte(r, BATS3_MAX - 1, "bat")];
        t->x = Serial_GetI32(r);
        t->y = Serial_GetI32(r);
        t->z = Serial_GetI32(r);
        t->room = Serial_GetI16Range(r, 0, rooms - 1, "bat's room");
        t->angle = Serial_GetI16Range(r, 0, 0xFFF, "bat's heading");
        t->speed = Serial_GetI16Range(r, 0, BAT_TOP_SPEED, "bat's speed");
        t->wing = get_byte(r, 63, "bat's wing beat");
        t->life = Serial_GetU8(r);
        t->on = !r->failed;
    }
}

const SwarmRules Bats3_Rules = {
    .tick = Bats3_Tick,
    .append_draws = Bats3_AppendDraws,
    .save = Bats3_Save,
    .load = Bats3_Load,
};
