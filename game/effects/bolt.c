/* Beams and bolts drawn as rows of dots (see bolt.h). */
#include "game/effects/bolt.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/mem.h"
#include "game/effects/effect_internal.h"

void Bolt_Add(Bolts *l, Vec3i from, Vec3i to, int room, int r, int g, int b)
{
    if (l->count >= BOLT_MAX || room < 0)
        return;
    Bolt *o = &l->bolt[l->count++];
    o->from = from;
    o->to = to;
    o->room = (int16_t)room;
    o->r = (uint8_t)CLAMP(r, 0, 255);
    o->g = (uint8_t)CLAMP(g, 0, 255);
    o->b = (uint8_t)CLAMP(b, 0, 255);
}

static int32_t span(const Bolt *bl)
{
    int32_t dx = abs(bl->to.x - bl->from.x), dy = abs(bl->to.y - bl->from.y), dz = abs(bl->to.z - bl->from.z);
    return MAX(dx, MAX(dy, dz));
}

int Bolt_Dots(const Bolt *bl)
{
    int n = span(bl) / BOLT_DOT_STEP + 1;
    return CLAMP(n, 2, BOLT_DOTS_MAX);
}

Vec3i Bolt_DotAt(const Bolt *bl, int i)
{
    int n = Bolt_Dots(bl) - 1;
    return (Vec3i){ bl->from.x + (int32_t)((int64_t)(bl->to.x - bl->from.x) * i / n),
                    bl->from.y + (int32_t)((int64_t)(bl->to.y - bl->from.y) * i / n),
                    bl->from.z + (int32_t)((int64_t)(bl->to.z - bl->from.z) * i / n) };
}

bool Bolt_AppendDraws(const Game *g, SimDrawList *dl)
{
    const Bolts *l = &g->bolts;
    const Level *lv = g->lv;
    if (!lv || !l->count)
        return true;
    size_t n = 0;
    for (int k = 0; k < l->count; k++)
        n += (size_t)Bolt_Dots(&l->bolt[k]);
    if (!Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + n,
                  sizeof(RenderSpriteDraw)))
        return false;
    for (int k = 0; k < l->count; k++) {
        const Bolt *bl = &l->bolt[k];
        if ((uint32_t)bl->room >= lv->num_rooms)
            continue;
        uint8_t colour = Effect_NearestColour(lv, bl->r, bl->g, bl->b);
        for (int i = 0, dots = Bolt_Dots(bl); i < dots; i++) {
            Vec3i p = Bolt_DotAt(bl, i);
            RenderSpriteDraw *s = &dl->sprites[dl->num_sprites++];
            memset(s, 0, sizeof(*s));
            s->x = p.x;
            s->y = p.y;
            s->z = p.z;
            s->room = bl->room;
            s->sprite = RENDER_SPRITE_NONE;
            s->look = RENDER_SPRITE_FLAT;
            s->colour = colour;
            s->shade = 0x1000;
            s->size = RENDER_SIZE_PIXELS;
            s->w = s->h = 1;
        }
    }
    return true;
}
