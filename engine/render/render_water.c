/* Water looks (Render_SetWaterLook): TR1's tinted ColourMap and row wibble
 * (render.c, render_frame.c), and TR2's software renderer's water palette,
 * vertex shimmer and surface wobble (here). */
#include "engine/render/render_internal.h"

#include "engine/math/fixed.h"

#define WIBBLE_MASK (RENDER_LIGHT_CYCLE - 1)

void RenderWater_Init(Renderer *r)
{
    /* the original's draw generator, from its start seed */
    uint32_t seed = 0xD371F947u;
    for (int k = 0; k < RENDER_LIGHT_CYCLE; k++) {
        int32_t s = Math_Sin(k * 0x10000 / RENDER_LIGHT_CYCLE);
        r->wibble_table[k] = (int8_t)((s * 2) >> 14);
        r->shade_table[k] = (int16_t)((s * 0x300) >> 14);
        seed = seed * 0x41C64E6Du + 0x3039u;
        r->rand_table[k] = (int16_t)((int32_t)((seed >> 10) & 0x7FFF) >> 5) - 0x1FF;
    }
    /* the original's water palette: red and green x 2/3, blue kept */
    for (int i = 0; i < 256; i++) {
        r->wet_palette[i][0] = (uint8_t)(r->rgb_palette[i][0] * 2 / 3);
        r->wet_palette[i][1] = (uint8_t)(r->rgb_palette[i][1] * 2 / 3);
        r->wet_palette[i][2] = r->rgb_palette[i][2];
    }
}

void Render_SetWaterLook(Renderer *r, RenderWaterLook look)
{
    r->water_look = look == RENDER_WATER_TR2 ? RENDER_WATER_TR2 : RENDER_WATER_TR1;
}

bool Render_Wet(const Renderer *r) { return r->wet; }

int32_t Render_WaterShimmer(const Renderer *r, uint32_t i, uint32_t n)
{
    uint8_t phase = (uint8_t)r->rand_table[(n - i) % RENDER_LIGHT_CYCLE];
    return r->shade_table[(r->tick + phase) & WIBBLE_MASK];
}

const uint8_t *RenderWater_Cmap(const Renderer *r, const Room *room)
{
    if (r->water_look == RENDER_WATER_TR2)
        return r->level->lightmap; /* the palette does it, for the whole screen */
    bool water = room && (room->flags & ROOM_FLAG_WATER) != 0;
    return (water || r->underwater) ? r->water_cmap : r->level->lightmap;
}

/* A screen coordinate (subpixels) in whole pixels of a 480-line screen,
 * truncated as the original's float to integer conversion. */
static inline int32_t to480(const Renderer *r, int32_t s)
{
    return (int32_t)(((int64_t)s * 480) / ((int64_t)r->height * SUB_ONE));
}

void RenderWater_Wibble(const Renderer *r, VVert *vv, uint32_t n, const RoomVertex *attrs,
                        RectI rect)
{
    uint32_t off = r->tick;
    /* a table step (480-line pixels) in subpixels of this frame */
    int32_t unit = SUB_ONE * r->height;
    int32_t x0 = rect.x0 << SUB_BITS, x1 = rect.x1 << SUB_BITS;
    int32_t y0 = rect.y0 << SUB_BITS, y1 = rect.y1 << SUB_BITS;
    for (uint32_t i = 0; i < n; i++) {
        VVert *o = &vv[i];
        if ((o->oc & OC_NEAR) || (attrs && (attrs[i].attributes & 0x8000)))
            continue;
        uint8_t ys = (uint8_t)to480(r, o->sy);
        o->sx += r->wibble_table[(off + ys) & WIBBLE_MASK] * unit / 480;
        uint8_t xs = (uint8_t)to480(r, o->sx);
        o->sy += r->wibble_table[(off + xs) & WIBBLE_MASK] * unit / 480;
        o->oc = (uint8_t)((o->oc & ~OC_RECT) | (o->sx <= x0 ? OC_X0 : 0) |
                          (o->sx >= x1 ? OC_X1 : 0) | (o->sy <= y0 ? OC_Y0 : 0) |
                          (o->sy >= y1 ? OC_Y1 : 0));
    }
}
