/* Item lighting of meshes (see below). */
#include "engine/render/render_internal.h"

#include <string.h>

/* ---- item lighting -----------------------------------------------------------
 *
 * External (dynamic) lighting of meshes with normals, as TR1 does it. Facts
 * taken from public descriptions of the original (the TRosettaStone level
 * format notes: light fields, AmbientIntensity 0 bright .. 0x1FFF dark, point
 * light Intensity 0 dark .. 0x1FFF bright, Fade = reach; and the open-source
 * TR1 reimplementation LostArtefacts/TRX, formerly Tomb1Main: its
 * Output_CalculateLight, phd_RotateLight and Output_CalcVerticeLight), restated
 * here in our own terms:
 *
 *  - the light is worked out once for a sample point (in TR1 the centre of
 *    the item's bounding box) from the sample's room only;
 *  - no lights in the room: every vertex gets the room's ambient shade;
 *  - otherwise, with A = 0x1FFF - ambient (a brightness), each light gives
 *      B = A + I * F / (D + F),  F = Fade^2 >> 12,  D = |sample - light|^2 >> 12
 *    (I is the light's 16-bit Intensity, signed in the original's light
 *    struct); the light with the largest B (first one on ties; B must beat 0)
 *    is the only one used;
 *  - M = (A + B) / 2 is the brightness of a vertex lit side-on; the shade
 *    "adder" is 0x1FFF - M and the "divider" (1 << 26) / (B - M), or 0 when
 *    B == A (then every vertex just gets the adder);
 *  - the direction is the unit vector (1.0 = 2^14) from the light towards
 *    the sample. The original turns it into yaw and pitch and back (sine
 *    table) and rotates it by the camera, then by the transpose of each
 *    mesh's object-to-view rotation; the camera cancels out, leaving the
 *    direction in the mesh's own frame, divided by the divider;
 *  - a vertex's shade is adder + (normal . v) >> 16 with the raw normal
 *    (stored at length ~2^14, not renormalised), clamped to 0..0x1FFF.
 *    With unit normals that is 0x1FFF - B facing the light, the ambient
 *    shade facing away and linear in the cosine in between: the light wraps
 *    round the whole mesh rather than stopping at 90 degrees.
 *
 * Differences: RenderMeshDraw has no item, so the sample is each mesh's own
 * centre (Mesh.centre through its world matrix) rather than one point per
 * item; the direction is normalised with a square root instead of going
 * through angles (the same vector to a few units in 2^14); the depth cue is
 * applied per vertex like every other face here, not once per item.
 * Other games: TR2's version (same source) uses the brightest light's
 * contribution without the ambient and the room's ambient as the dark end,
 * which gives the same shades up to rounding, so TR2 levels use this too;
 * TR3 lights are coloured and work differently: this is an approximation
 * there (as the previous renderer was). */

typedef struct {
    int32_t adder;   /* shade of a vertex lit side-on (or of every vertex) */
    int32_t divider; /* 0: no directional part */
    int32_t dir[3];  /* world space, from the light to the sample, 1.0 = 2^14 */
} ItemLight;

static int32_t light_intensity(const Level *lv, const RoomLight *L)
{
    /* TR1/TR2 store a 16-bit word the original reads as signed (LEVEL1's
     * room 9 has 0xF001: a light that never wins); TR3 a 32-bit value */
    if (lv->game == GAME_TR3)
        return CLAMP(L->intensity, INT16_MIN, INT16_MAX);
    return (int16_t)(uint16_t)L->intensity;
}

/* ---- dynamic lights ------------------------------------------------------------
 *
 * TR2's flares, gun flashes and explosions (Render_SetDynamicLights): facts
 * from the original's S_LightRoom, S_CalculateLight and
 * S_CalculateStaticMeshLight (Arsunt/TR2Main specific/output.cpp), in our
 * words. A light of intensity I and fall-off F reaches the points within
 * 2^F of it (a cube test, then the sphere); there it is worth
 * 2^I - (d^2 >> (2F - I)). Room vertices and statics subtract it from
 * their shade; items add it to their brightest light (see item_light). */

void Render_SetDynamicLights(Renderer *r, const RenderDynLight *lights, size_t num_lights)
{
    r->num_dyn = 0;
    for (size_t i = 0; lights && i < num_lights && i < RENDER_MAX_DYN_LIGHTS; i++) {
        RenderDynLight L = lights[i];
        /* keeps 2F - I >= 0 (a right shift), 2^I within a shade's range
         * and the squares of 2^F within 64 bits */
        L.falloff = (int16_t)CLAMP(L.falloff, 0, 15);
        L.intensity = (int16_t)CLAMP(L.intensity, 0, MIN(13, 2 * L.falloff));
        r->dyn[r->num_dyn++] = L;
    }
}

/* The light's worth at offset d from it (point - light); -1 out of reach. */
static int64_t dyn_worth(const RenderDynLight *L, int64_t dx, int64_t dy, int64_t dz)
{
    int64_t rad = (int64_t)1 << L->falloff;
    if (dx < -rad || dx > rad || dy < -rad || dy > rad || dz < -rad || dz > rad)
        return -1;
    int64_t d2 = dx * dx + dy * dy + dz * dz;
    if (d2 > rad * rad)
        return -1;
    return ((int64_t)1 << L->intensity) - (d2 >> (2 * L->falloff - L->intensity));
}

int RenderLight_DynRoom(const Renderer *r, const Room *room, uint8_t *out)
{
    /* the original's extent: one sector in from the walls on each side
     * (the vertical is only tested per vertex) */
    int64_t x_min = 1024, z_min = 1024;
    int64_t x_max = 1024 * ((int64_t)room->num_x_sectors - 1);
    int64_t z_max = 1024 * ((int64_t)room->num_z_sectors - 1);
    int n = 0;
    for (int i = 0; i < r->num_dyn; i++) {
        const RenderDynLight *L = &r->dyn[i];
        int64_t rad = (int64_t)1 << L->falloff;
        int64_t x = (int64_t)L->x - room->x, z = (int64_t)L->z - room->z;
        if (x + rad >= x_min && z + rad >= z_min && x - rad <= x_max && z - rad <= z_max)
            out[n++] = (uint8_t)i;
    }
    return n;
}

int32_t RenderLight_DynShade(const Renderer *r, const uint8_t *idx, int n, int32_t x, int32_t y,
                             int32_t z, int32_t shade)
{
    for (int i = 0; i < n && shade > 0; i++) {
        const RenderDynLight *L = &r->dyn[idx[i]];
        int64_t w = dyn_worth(L, (int64_t)x - L->x, (int64_t)y - L->y, (int64_t)z - L->z);
        if (w > 0)
            shade = (int32_t)MAX(0, shade - w);
    }
    return shade;
}

static void set_dir(ItemLight *out, const int64_t ldir[3])
{
    uint32_t len = Math_Sqrt64((uint64_t)(ldir[0] * ldir[0] + ldir[1] * ldir[1] + ldir[2] * ldir[2]));
    if (len == 0) {
        /* sample on the light: the original's angles of a zero vector are
         * 0, 0, i.e. the direction +z */
        out->dir[0] = out->dir[1] = 0;
        out->dir[2] = 1 << W2V_SHIFT;
        return;
    }
    for (int k = 0; k < 3; k++)
        out->dir[k] = (int32_t)div_trunc(ldir[k] * (1 << W2V_SHIFT), len);
}

/* With dynamic lights reaching the sample, TR2's own form: the brightest
 * room light's worth (best, from direction bdir; 0 when none) plus every
 * dynamic light's, halved, is taken off the ambient; the divider is 2^26
 * over that half and the direction the brightest light's (room or
 * dynamic). False (out untouched) when no dynamic light reaches pos. */
static bool item_light_dynamic(const Renderer *r, const Room *room, const int64_t pos[3],
                               int64_t best, const int64_t bdir[3], ItemLight *out)
{
    int64_t sum = best, ldir[3] = {bdir[0], bdir[1], bdir[2]};
    bool reached = false;
    for (int i = 0; i < r->num_dyn; i++) {
        const RenderDynLight *L = &r->dyn[i];
        int64_t d[3] = {CLAMP(pos[0] - L->x, -(1 << 30), 1 << 30),
                        CLAMP(pos[1] - L->y, -(1 << 30), 1 << 30),
                        CLAMP(pos[2] - L->z, -(1 << 30), 1 << 30)};
        int64_t w = dyn_worth(L, d[0], d[1], d[2]);
        if (w < 0)
            continue;
        reached = true;
        if (w > best) {
            best = w;
            memcpy(ldir, d, sizeof(ldir));
        }
        sum += w;
    }
    if (!reached)
        return false;
    int64_t half = sum / 2;
    int32_t ambient = CLAMP(room->ambient, 0, 0x1FFF);
    out->adder = (int32_t)(ambient - half);
    out->divider = 0;
    if (half == 0)
        return true;
    out->divider = (int32_t)(((int64_t)1 << 26) / half);
    set_dir(out, ldir);
    return true;
}

static void item_light(const Renderer *r, const Room *room, const int64_t pos[3], ItemLight *out)
{
    const Level *lv = r->level;
    int32_t ambient = CLAMP(room->ambient, 0, 0x1FFF);
    out->divider = 0;
    out->adder = ambient;
    int64_t amb = 0x1FFF - ambient, brightest = 0;
    int64_t ldir[3] = {0, 0, 0};
    int64_t best = 0, bdir[3] = {0, 0, 0}; /* the original's form (dynamic lights) */
    for (uint32_t i = 0; i < room->num_lights; i++) {
        const RoomLight *L = &room->lights[i];
        /* 64-bit (the original's 32 bits overflow beyond ~45000 units);
         * hostile coordinates are clamped so the squares cannot overflow */
        int64_t d[3] = {CLAMP(pos[0] - L->pos.x, -(1 << 30), 1 << 30),
                        CLAMP(pos[1] - L->pos.y, -(1 << 30), 1 << 30),
                        CLAMP(pos[2] - L->pos.z, -(1 << 30), 1 << 30)};
        int64_t dist = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]) >> 12;
        int64_t fade = CLAMP((int64_t)L->fade, 0, (int64_t)1 << 24);
        int64_t falloff = fade * fade >> 12;
        /* falloff + dist == 0 (sample on a light with no reach) would divide
         * by zero in the original; such a light adds nothing here */
        int64_t x = falloff + dist > 0 ? light_intensity(lv, L) * falloff / (falloff + dist) : 0;
        int64_t b = amb + x;
        if (b > brightest) {
            brightest = b;
            memcpy(ldir, d, sizeof(ldir));
        }
        if (x > best) {
            best = x;
            memcpy(bdir, d, sizeof(bdir));
        }
    }
    if (r->num_dyn > 0 && item_light_dynamic(r, room, pos, best, bdir, out))
        return;
    if (room->num_lights == 0)
        return;
    int64_t mid = (amb + brightest) / 2;
    out->adder = (int32_t)CLAMP(0x1FFF - mid, INT32_MIN / 2, INT32_MAX / 2);
    if (brightest == amb || brightest == mid)
        return; /* brightest == mid only when brightest == amb - 1 */
    out->divider = (int32_t)(((int64_t)1 << 26) / (brightest - mid));
    set_dir(out, ldir);
}

/* Per-vertex shades for a mesh. mode: RENDER_LIGHT_FIXED with `fixed`, or
 * lit by the room (see item lighting above). */
void RenderLight_Mesh(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room,
                      int mode, int32_t fixed, VVert *vv)
{
    int n = mesh->num_vertices;
    /* per-vertex arrays must cover every vertex (the data is untrusted) */
    bool has_lights = mesh->num_normals < 0 && mesh->lights && -(int)mesh->num_normals >= n;
    bool has_normals = mesh->num_normals > 0 && mesh->normals && mesh->num_normals >= n;
    if (has_lights) {
        /* internal lighting: per-vertex values offset by the intensity */
        int32_t adder = (mode == RENDER_LIGHT_FIXED || mode == RENDER_LIGHT_DIRECTIONAL
                             ? fixed : (room ? room->ambient : 0x1000)) - 0x1000;
        for (int i = 0; i < n; i++)
            vv[i].shade = clamp_shade((int32_t)mesh->lights[i] + adder);
        return;
    }
    if (mode == RENDER_LIGHT_DIRECTIONAL) {
        /* a fixed light: the adder from the draw, the direction and
         * divider from Render_SetObjectLight */
        int32_t div = r->obj_light_divider;
        if (div <= 0 || !has_normals) {
            int32_t s = clamp_shade(fixed);
            for (int i = 0; i < n; i++)
                vv[i].shade = s;
            return;
        }
        int64_t v[3];
        for (int k = 0; k < 3; k++)
            v[k] = ((int64_t)world->m[0][k] * r->obj_light_dir[0] +
                    (int64_t)world->m[1][k] * r->obj_light_dir[1] +
                    (int64_t)world->m[2][k] * r->obj_light_dir[2]) / div;
        for (int i = 0; i < n; i++) {
            const Vec3s *nm = &mesh->normals[i];
            int64_t d = nm->x * v[0] + nm->y * v[1] + nm->z * v[2];
            vv[i].shade = clamp_shade(fixed + (int32_t)(d >> 16));
        }
        return;
    }
    if (mode == RENDER_LIGHT_FIXED || !room) {
        int32_t s = clamp_shade(mode == RENDER_LIGHT_FIXED ? fixed : 0x1000);
        for (int i = 0; i < n; i++)
            vv[i].shade = s;
        return;
    }
    int64_t pos[3];
    Mat34_Transform(world, mesh->centre.x, mesh->centre.y, mesh->centre.z, pos);
    ItemLight il;
    item_light(r, room, pos, &il);
    if (il.divider == 0 || !has_normals) {
        int32_t s = clamp_shade(il.adder);
        for (int i = 0; i < n; i++)
            vv[i].shade = s;
        return;
    }
    /* the direction in the mesh's frame (transpose of the world rotation),
     * scaled by 1 / divider: (normal . v) >> 16 is then the shade offset */
    int64_t v[3];
    for (int k = 0; k < 3; k++)
        v[k] = ((int64_t)world->m[0][k] * il.dir[0] + (int64_t)world->m[1][k] * il.dir[1] +
                (int64_t)world->m[2][k] * il.dir[2]) / il.divider;
    for (int i = 0; i < n; i++) {
        const Vec3s *nm = &mesh->normals[i];
        int64_t d = nm->x * v[0] + nm->y * v[1] + nm->z * v[2];
        vv[i].shade = clamp_shade(il.adder + (d >> 16));
    }
}

void Render_SetObjectLight(Renderer *r, int32_t x, int32_t y, int32_t z, int32_t divider)
{
    uint32_t len = Math_Sqrt64((uint64_t)((int64_t)x * x + (int64_t)y * y + (int64_t)z * z));
    if (len == 0 || divider <= 0) {
        r->obj_light_divider = 0;
        return;
    }
    r->obj_light_dir[0] = (int32_t)div_trunc((int64_t)x * (1 << W2V_SHIFT), len);
    r->obj_light_dir[1] = (int32_t)div_trunc((int64_t)y * (1 << W2V_SHIFT), len);
    r->obj_light_dir[2] = (int32_t)div_trunc((int64_t)z * (1 << W2V_SHIFT), len);
    r->obj_light_divider = divider;
}

