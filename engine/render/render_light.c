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

static void item_light(const Level *lv, const Room *room, const int64_t pos[3], ItemLight *out)
{
    int32_t ambient = CLAMP(room->ambient, 0, 0x1FFF);
    out->divider = 0;
    out->adder = ambient;
    if (room->num_lights == 0)
        return;
    int64_t amb = 0x1FFF - ambient, brightest = 0;
    int64_t ldir[3] = {0, 0, 0};
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
        int64_t b = amb + (falloff + dist > 0 ? light_intensity(lv, L) * falloff / (falloff + dist) : 0);
        if (b > brightest) {
            brightest = b;
            memcpy(ldir, d, sizeof(ldir));
        }
    }
    int64_t mid = (amb + brightest) / 2;
    out->adder = (int32_t)CLAMP(0x1FFF - mid, INT32_MIN / 2, INT32_MAX / 2);
    if (brightest == amb || brightest == mid)
        return; /* brightest == mid only when brightest == amb - 1 */
    out->divider = (int32_t)(((int64_t)1 << 26) / (brightest - mid));
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
    item_light(r->level, room, pos, &il);
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

