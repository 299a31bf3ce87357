/* The original's camera (see camera.h). */
#include "game/camera/camera.h"

#include <string.h>

#include "engine/anim/anim.h"
#include "engine/sim/prng.h"
#include "game/camera/los.h"
#include "game/game.h"

#define STEP 256                  /* a click */
#define MIN_SQUARE (256 * 256)    /* a quarter sector, squared */
#define LOOK_CLAMP (STEP + 50)
#define HEAD_TURN (4 * 182)
#define MAX_HEAD_ROTATION (50 * 182)
#define MAX_HEAD_TILT (85 * 182)

/* ---- the original's atan (engine/math's Math_Sin is already the original's;
 * its Math_Atan2 rounds the table index where the original truncates) ---- */

int32_t Camera_Atan(int32_t z, int32_t x)
{
    /* Octant bases: bit 2 = z negative, bit 1 = x negative, bit 0 = the
     * components were swapped. A negative sum is negated, which is why
     * octant 2 ends at 0xFFFF rather than 0x10000. */
    static const int32_t base[8] = { 0, -0x4000, -0xFFFF, 0xC000,
                                     -0x8000, 0x4000, 0x8000, -0xC000 };
    if (z == 0 && x == 0)
        return 0;
    int octant = 0;
    int64_t a = z, b = x;
    if (a < 0) {
        octant |= 4;
        a = -a;
    }
    if (b < 0) {
        octant |= 2;
        b = -b;
    }
    if (b > a) {
        octant |= 1;
        int64_t t = a;
        a = b;
        b = t;
    }
    int32_t r = base[octant] + Math_AtanTable[(b * 0x800) / a];
    return r < 0 ? -r : r;
}

void Camera_VectorAngles(int32_t x, int32_t y, int32_t z, int16_t out[2])
{
    out[0] = (int16_t)Camera_Atan(z, x);
    while ((int16_t)x != x || (int16_t)y != y || (int16_t)z != z) {
        x >>= 2;
        y >>= 2;
        z >>= 2;
    }
    uint32_t horiz = Math_Sqrt32((uint32_t)(x * x) + (uint32_t)(z * z));
    int16_t pitch = (int16_t)Camera_Atan((int32_t)horiz, y);
    if ((y > 0 && pitch > 0) || (y < 0 && pitch < 0))
        pitch = (int16_t)-pitch;
    out[1] = pitch;
}

/* ---- helpers ------------------------------------------------------------- */

static int32_t wrap32(int64_t v) { return (int32_t)(uint32_t)(uint64_t)v; }
static int32_t square32(int32_t v) { return wrap32((int64_t)v * v); }

bool Camera_ItemLookedAt(const GameCamera *c, int item)
{
    if (item < 0 || item >= CAMERA_MAX_ITEMS)
        return false;
    return (c->looked_at[item >> 3] >> (item & 7)) & 1;
}

void Camera_SetItemLookedAt(GameCamera *c, int item)
{
    if (item >= 0 && item < CAMERA_MAX_ITEMS)
        c->looked_at[item >> 3] |= (uint8_t)(1u << (item & 7));
}

bool Camera_FixedOneShotUsed(const GameCamera *c, int camera_num)
{
    if (camera_num < 0 || camera_num >= CAMERA_MAX_FIXED)
        return false;
    return (c->fixed_one_shot[camera_num >> 3] >> (camera_num & 7)) & 1;
}

static void set_fixed_one_shot(GameCamera *c, int camera_num)
{
    if (camera_num >= 0 && camera_num < CAMERA_MAX_FIXED)
        c->fixed_one_shot[camera_num >> 3] |= (uint8_t)(1u << (camera_num & 7));
}

/* The item's bounding box at its current frame, interpolated between key
 * frames the way the original does it: num/den with den the animation's
 * frame rate (shortened only when the next key index passes the
 * animation's last frame number, a comparison of unlike quantities that the
 * original makes and that almost never fires). */
static void item_bounds(const Level *lv, const Item *it, BoundingBox *out)
{
    memset(out, 0, sizeof(*out));
    if (it->anim < 0 || (uint32_t)it->anim >= lv->num_animations || it->model < 0 ||
        (uint32_t)it->model >= lv->num_models)
        return;
    const Animation *a = &lv->animations[it->anim];
    int nm = lv->models[it->model].num_meshes;
    uint32_t stride = Anim_FrameStride(lv, a, nm);
    int32_t rate = a->frame_rate ? a->frame_rate : 1;
    int32_t cur = it->frame - a->frame_start;
    if (cur < 0)
        cur = 0;
    int32_t key = cur / rate;
    int32_t num = cur % rate;
    int32_t den = rate;
    if (num && key + 1 > a->frame_end)
        den = a->frame_end + rate - (key + 1);
    AnimFrame f0;
    uint32_t word0 = a->frame_offset / 2u + (uint32_t)key * stride;
    if (!Anim_DecodeFrame(lv, word0, nm, &f0))
        return;
    *out = f0.bbox;
    if (num == 0 || den <= 0)
        return;
    AnimFrame f1;
    if (!Anim_DecodeFrame(lv, word0 + stride, nm, &f1))
        return;
#define LERP_B(f) out->f = (int16_t)(f0.bbox.f + ((f1.bbox.f - f0.bbox.f) * num) / den)
    LERP_B(min_x);
    LERP_B(max_x);
    LERP_B(min_y);
    LERP_B(max_y);
    LERP_B(min_z);
    LERP_B(max_z);
#undef LERP_B
}

static const RoomSector *sector_at(Game *g, int32_t x, int32_t y, int32_t z, int16_t *room)
{
    return World_Sector(&g->world, x, y, z, room);
}

/* Inside a floor or a ceiling (the boundaries count as inside). */
static bool bad_position(Game *g, int32_t x, int32_t y, int32_t z, int16_t room)
{
    const RoomSector *s = sector_at(g, x, y, z, &room);
    return y >= World_Height(&g->world, s, x, y, z) || y <= World_Ceiling(&g->world, s, x, y, z);
}

/* The box of the sector at grid column x_sector, row z_sector of `room`,
 * indexed as the original does: straight into the room's sector array with
 * no clamping (one row past an edge lands in the neighbouring column); an
 * index outside the array counts as no box. */
static int box_of_unit(Game *g, int room, int32_t x_sector, int32_t z_sector)
{
    const Level *lv = g->lv;
    const Room *r = World_Room(&g->world, room); /* the flip state's data */
    if (!r)
        return -1;
    int32_t nz = r->num_z_sectors, nx = r->num_x_sectors;
    int64_t idx = (int64_t)z_sector + (int64_t)x_sector * nz;
    if (nz <= 0 || idx < 0 || idx >= (int64_t)nz * nx)
        return -1;
    int32_t col = (int32_t)(idx / nz), row = (int32_t)(idx % nz);
    const RoomSector *s =
        World_RoomSector(&g->world, room, r->x + col * WALL_SIZE, r->z + row * WALL_SIZE);
    if (!s) /* no run-time grid: the level's own */
        s = &r->sectors[idx];
    uint16_t b = Level_SectorBox(lv, s);
    if (b == NO_BOX || b >= lv->num_boxes)
        return -1;
    return b;
}

static int box_of_sector(const Game *g, const RoomSector *s)
{
    if (!s)
        return -1;
    uint16_t b = Level_SectorBox(g->lv, s);
    if (b == NO_BOX || b >= g->lv->num_boxes)
        return -1;
    return b;
}

/* ---- the moves ------------------------------------------------------------ */

/* Moves the camera 1/speed of the way to `ideal`, keeps it a click clear of
 * the floor and ceiling (pulling it back along the sight line when it would
 * sink into the floor), and applies the bounce. */
static void move_to(Game *g, const GameVec *ideal, int32_t speed)
{
    GameCamera *c = &g->camera;
    World *w = &g->world;
    if (speed == 0)
        speed = 1;
    w->chunky = false;
    const GameVec old = c->pos;
    GameVec pos = c->pos;
    pos.x += (ideal->x - pos.x) / speed;
    pos.z += (ideal->z - pos.z) / speed;
    pos.y += (ideal->y - pos.y) / speed;
    pos.room = ideal->room;

    const RoomSector *s = sector_at(g, pos.x, pos.y, pos.z, &pos.room);
    int32_t height = World_Height(w, s, pos.x, pos.y, pos.z);
    if (height == WORLD_NO_HEIGHT) {
        /* Stepped into a wall: keep the old height and room. */
        pos.y = old.y;
        pos.room = old.room;
        s = sector_at(g, pos.x, pos.y, pos.z, &pos.room);
        height = World_Height(w, s, pos.x, pos.y, pos.z);
    }
    height -= STEP;
    if (pos.y >= height && ideal->y >= height) {
        Los_Check(w, &c->target, &pos);
        s = sector_at(g, pos.x, pos.y, pos.z, &pos.room);
        height = World_Height(w, s, pos.x, pos.y, pos.z) - STEP;
    }
    c->pos = pos;

    int32_t ceiling = World_Ceiling(w, s, pos.x, pos.y, pos.z) + STEP;
    if (height < ceiling) {
        ceiling = (height + ceiling) >> 1;
        height = ceiling;
    }

    if (c->bounce > 0) {
        c->pos.y += c->bounce;
        c->target.y += c->bounce;
        c->bounce = 0;
    } else if (c->bounce < 0) {
        /* Three control-stream draws, x, y, z in that order. The x shake
         * lands on the target's y, as in the original. */
        int32_t sx = c->bounce * (Prng_Control(&g->sim->prng) - 0x4000) / 0x7FFF;
        int32_t sy = c->bounce * (Prng_Control(&g->sim->prng) - 0x4000) / 0x7FFF;
        int32_t sz = c->bounce * (Prng_Control(&g->sim->prng) - 0x4000) / 0x7FFF;
        c->pos.x += sx;
        c->pos.y += sy;
        c->pos.z += sz;
        c->target.y += sx;
        c->target.y += sy;
        c->target.z += sz;
        c->bounce += 5;
    }

    if (c->pos.y > height)
        c->shift = height - c->pos.y;
    else if (c->pos.y < ceiling)
        c->shift = ceiling - c->pos.y;
    else
        c->shift = 0;
}

/* Keeps a point `clamp` units clear of the walls of its box and of the
 * floor and ceiling; returns the vertical correction. */
static int32_t shift_clamp(Game *g, GameVec *p, int32_t clamp)
{
    World *w = &g->world;
    const int32_t x = p->x, y = p->y, z = p->z;
    const RoomSector *s = sector_at(g, x, y, z, &p->room);
    int b = box_of_sector(g, s);
    if (b >= 0) {
        const Box *box = &g->lv->boxes[b];
        if (z < box->min_z + clamp && bad_position(g, x, y, z - clamp, p->room))
            p->z = box->min_z + clamp;
        else if (z > box->max_z - clamp && bad_position(g, x, y, z + clamp, p->room))
            p->z = box->max_z - clamp;
        if (x < box->min_x + clamp && bad_position(g, x - clamp, y, z, p->room))
            p->x = box->min_x + clamp;
        else if (x > box->max_x - clamp && bad_position(g, x + clamp, y, z, p->room))
            p->x = box->max_x - clamp;
    }
    int32_t height = World_Height(w, s, x, y, z) - clamp;
    int32_t ceiling = World_Ceiling(w, s, x, y, z) + clamp;
    if (height < ceiling) {
        ceiling = (height + ceiling) >> 1;
        height = ceiling;
    }
    if (y > height)
        return height - y;
    if (p->y < ceiling)
        return ceiling - y;
    return 0;
}

/* Slides the ideal position along the wall it is pressed against (chase and
 * combat), keeping the target distance where it can. (x, y) are the two
 * horizontal axes in the order the caller picked; left/right are the near
 * and far limits on x, top/bottom on y. */
static void shift_along(const GameCamera *c, int32_t *x, int32_t *y, int32_t tx, int32_t ty,
                        int32_t left, int32_t top, int32_t right, int32_t bottom)
{
    const int32_t tl = square32(tx - left) + square32(ty - top);
    const int32_t bl = square32(tx - left) + square32(ty - bottom);
    const int32_t tr = square32(tx - right) + square32(ty - top);
    int32_t shift;
    if (c->target_square < tl) {
        *x = left;
        shift = c->target_square - square32(tx - left);
        if (shift < 0)
            return;
        shift = (int32_t)Math_Sqrt32((uint32_t)shift);
        *y = ty + (top < bottom ? -shift : shift);
    } else if (tl > MIN_SQUARE) {
        *x = left;
        *y = top;
    } else if (c->target_square < bl) {
        *x = left;
        shift = c->target_square - square32(tx - left);
        if (shift < 0)
            return;
        shift = (int32_t)Math_Sqrt32((uint32_t)shift);
        *y = ty + (top < bottom ? shift : -shift);
    } else if (bl > MIN_SQUARE) {
        *x = left;
        *y = bottom;
    } else if (c->target_square < tr) {
        shift = c->target_square - square32(ty - top);
        if (shift < 0)
            return;
        shift = (int32_t)Math_Sqrt32((uint32_t)shift);
        *x = tx + (left < right ? shift : -shift);
        *y = top;
    } else {
        *x = right;
        *y = top;
    }
}

/* Look mode instead cuts the ideal position off where the line to it leaves
 * the box. */
static void clip_to(const GameCamera *c, int32_t *x, int32_t *y, int32_t tx, int32_t ty,
                    int32_t left, int32_t top, int32_t right, int32_t bottom)
{
    (void)c;
    const int32_t dx = *x - tx, dy = *y - ty;
    if ((right > left) != (tx < left)) {
        if (dx)
            *y = ty + wrap32((int64_t)(left - tx) * dy) / dx;
        *x = left;
    }
    if ((bottom > top && ty > top && *y < top) || (bottom < top && ty < top && *y > top)) {
        if (dy)
            *x = tx + wrap32((int64_t)(top - ty) * dx) / dy;
        *y = top;
    }
}

typedef void (*ShiftFn)(const GameCamera *c, int32_t *x, int32_t *y, int32_t tx, int32_t ty,
                        int32_t left, int32_t top, int32_t right, int32_t bottom);

/* Keeps the ideal position inside the space around the target: first along
 * the sight line, then within the box under the target widened by the
 * neighbouring boxes that are open, shifting (or clipping) it off the first
 * blocked side it lies beyond. */
static void smart_shift(Game *g, GameVec *ideal, ShiftFn shift)
{
    GameCamera *c = &g->camera;
    const Level *lv = g->lv;
    Los_Check(&g->world, &c->target, ideal);

    const Room *r = World_Room(&g->world, c->target.room);
    const Room *ideal_room = World_Room(&g->world, ideal->room);
    if (!r || !ideal_room)
        return;
    int32_t z_sector = (c->target.z - r->z) >> 10;
    int32_t x_sector = (c->target.x - r->x) >> 10;
    int target_box = box_of_unit(g, c->target.room, x_sector, z_sector);

    r = ideal_room;
    z_sector = (ideal->z - r->z) >> 10;
    x_sector = (ideal->x - r->x) >> 10;
    int camera_box = box_of_unit(g, ideal->room, x_sector, z_sector);

    /* Limits: the target's box, or the ideal position's when that lies
     * outside it. A target on a sector without a box (the original reads
     * past the box array there) gets that one sector, as TRX does. */
    Box own;
    const Box *box;
    if (target_box >= 0) {
        box = &lv->boxes[target_box];
    } else {
        own.min_z = c->target.z & ~(WALL_SIZE - 1);
        own.max_z = own.min_z + WALL_SIZE - 1;
        own.min_x = c->target.x & ~(WALL_SIZE - 1);
        own.max_x = own.min_x + WALL_SIZE - 1;
        box = &own;
    }
    if (camera_box >= 0 && (ideal->z < box->min_z || ideal->z > box->max_z ||
                            ideal->x < box->min_x || ideal->x > box->max_x))
        box = &lv->boxes[camera_box];
    int32_t left = box->min_z, right = box->max_z, top = box->min_x, bottom = box->max_x;

    int32_t test = (ideal->z - WALL_SIZE) | (WALL_SIZE - 1);
    const bool bad_left = bad_position(g, ideal->x, ideal->y, test, ideal->room);
    if (!bad_left) {
        int b = box_of_unit(g, ideal->room, x_sector, z_sector - 1);
        if (b >= 0 && lv->boxes[b].min_z < left)
            left = lv->boxes[b].min_z;
    }
    test = (ideal->z + WALL_SIZE) & ~(WALL_SIZE - 1);
    const bool bad_right = bad_position(g, ideal->x, ideal->y, test, ideal->room);
    if (!bad_right) {
        int b = box_of_unit(g, ideal->room, x_sector, z_sector + 1);
        if (b >= 0 && lv->boxes[b].max_z > right)
            right = lv->boxes[b].max_z;
    }
    test = (ideal->x - WALL_SIZE) | (WALL_SIZE - 1);
    const bool bad_top = bad_position(g, test, ideal->y, ideal->z, ideal->room);
    if (!bad_top) {
        int b = box_of_unit(g, ideal->room, x_sector - 1, z_sector);
        if (b >= 0 && lv->boxes[b].min_x < top)
            top = lv->boxes[b].min_x;
    }
    test = (ideal->x + WALL_SIZE) & ~(WALL_SIZE - 1);
    const bool bad_bottom = bad_position(g, test, ideal->y, ideal->z, ideal->room);
    if (!bad_bottom) {
        int b = box_of_unit(g, ideal->room, x_sector + 1, z_sector);
        if (b >= 0 && lv->boxes[b].max_x > bottom)
            bottom = lv->boxes[b].max_x;
    }

    left += STEP;
    right -= STEP;
    top += STEP;
    bottom -= STEP;

    const int32_t tx = c->target.x, tz = c->target.z;
    bool clipped = true;
    if (ideal->z < left && bad_left) {
        if (ideal->x < tx)
            shift(c, &ideal->z, &ideal->x, tz, tx, left, top, right, bottom);
        else
            shift(c, &ideal->z, &ideal->x, tz, tx, left, bottom, right, top);
    } else if (ideal->z > right && bad_right) {
        if (ideal->x < tx)
            shift(c, &ideal->z, &ideal->x, tz, tx, right, top, left, bottom);
        else
            shift(c, &ideal->z, &ideal->x, tz, tx, right, bottom, left, top);
    } else if (ideal->x < top && bad_top) {
        if (ideal->z < tz)
            shift(c, &ideal->x, &ideal->z, tx, tz, top, left, bottom, right);
        else
            shift(c, &ideal->x, &ideal->z, tx, tz, top, right, bottom, left);
    } else if (ideal->x > bottom && bad_bottom) {
        if (ideal->z < tz)
            shift(c, &ideal->x, &ideal->z, tx, tz, bottom, left, top, right);
        else
            shift(c, &ideal->x, &ideal->z, tx, tz, bottom, right, top, left);
    } else {
        clipped = false;
    }
    if (clipped)
        sector_at(g, ideal->x, ideal->y, ideal->z, &ideal->room);
}

/* ---- the camera types ----------------------------------------------------- */

static void chase(Game *g, const Item *item)
{
    GameCamera *c = &g->camera;
    c->target_elevation = (int16_t)(c->target_elevation + item->rot.x);
    if (c->target_elevation > CAMERA_MAX_ELEVATION)
        c->target_elevation = CAMERA_MAX_ELEVATION;
    else if (c->target_elevation < -CAMERA_MAX_ELEVATION)
        c->target_elevation = -CAMERA_MAX_ELEVATION;

    int32_t distance = (c->target_distance * Math_Cos(c->target_elevation)) >> W2V_SHIFT;
    GameVec ideal;
    ideal.y = c->target.y + ((c->target_distance * Math_Sin(c->target_elevation)) >> W2V_SHIFT);
    c->target_square = square32(distance);
    int16_t angle = (int16_t)(item->rot.y + c->target_angle);
    ideal.x = c->target.x - ((distance * Math_Sin(angle)) >> W2V_SHIFT);
    ideal.z = c->target.z - ((distance * Math_Cos(angle)) >> W2V_SHIFT);
    ideal.room = c->pos.room;

    smart_shift(g, &ideal, shift_along);
    move_to(g, &ideal, c->fixed_camera ? c->speed : CAMERA_CHASE_SPEED);
}

static void combat(Game *g, const Item *item)
{
    GameCamera *c = &g->camera;
    const Lara *l = &g->lara;
    c->target.z = item->pos.z;
    c->target.x = item->pos.x;
    if (l->target >= 0) {
        c->target_angle = (int16_t)(item->rot.y + l->target_angles[0]);
        c->target_elevation = (int16_t)(item->rot.x + l->target_angles[1]);
    } else {
        c->target_angle = (int16_t)(item->rot.y + l->torso_rot.y + l->head_rot.y);
        c->target_elevation = (int16_t)(item->rot.x + l->torso_rot.x + l->head_rot.x);
    }
    c->target_distance = CAMERA_COMBAT_DISTANCE;

    int32_t distance = (c->target_distance * Math_Cos(c->target_elevation)) >> W2V_SHIFT;
    GameVec ideal;
    ideal.x = c->target.x - ((distance * Math_Sin(c->target_angle)) >> W2V_SHIFT);
    ideal.y = c->target.y + ((c->target_distance * Math_Sin(c->target_elevation)) >> W2V_SHIFT);
    ideal.z = c->target.z - ((distance * Math_Cos(c->target_angle)) >> W2V_SHIFT);
    ideal.room = c->pos.room;

    smart_shift(g, &ideal, shift_along);
    move_to(g, &ideal, c->speed);
}

static void look(Game *g, const Item *item)
{
    GameCamera *c = &g->camera;
    const Lara *l = &g->lara;
    const int32_t old_x = c->target.x, old_z = c->target.z;

    c->target.z = item->pos.z;
    c->target.x = item->pos.x;
    c->target_angle = (int16_t)(item->rot.y + l->torso_rot.y + l->head_rot.y);
    c->target_elevation = (int16_t)(item->rot.x + l->torso_rot.x + l->head_rot.x);
    c->target_distance = CAMERA_DEFAULT_DISTANCE;

    int32_t distance = (c->target_distance * Math_Cos(c->target_elevation)) >> W2V_SHIFT;
    /* Looking up or down moves the target towards or away from her face. */
    c->shift = (-STEP * 2 * Math_Sin(c->target_elevation)) >> W2V_SHIFT;
    c->target.z += (c->shift * Math_Cos(item->rot.y)) >> W2V_SHIFT;
    c->target.x += (c->shift * Math_Sin(item->rot.y)) >> W2V_SHIFT;
    if (bad_position(g, c->target.x, c->target.y, c->target.z, c->target.room)) {
        c->target.x = item->pos.x;
        c->target.z = item->pos.z;
    }
    c->target.y += shift_clamp(g, &c->target, LOOK_CLAMP);

    GameVec ideal;
    ideal.x = c->target.x - ((distance * Math_Sin(c->target_angle)) >> W2V_SHIFT);
    ideal.y = c->target.y + ((c->target_distance * Math_Sin(c->target_elevation)) >> W2V_SHIFT);
    ideal.z = c->target.z - ((distance * Math_Cos(c->target_angle)) >> W2V_SHIFT);
    ideal.room = c->pos.room;

    smart_shift(g, &ideal, clip_to);
    int32_t speed = c->speed ? c->speed : 1;
    c->target.z = old_z + (c->target.z - old_z) / speed;
    c->target.x = old_x + (c->target.x - old_x) / speed;
    move_to(g, &ideal, c->speed);
}

static void fixed(Game *g)
{
    GameCamera *c = &g->camera;
    const Level *lv = g->lv;
    GameVec ideal;
    if (c->forced) {
        ideal = c->forced_pos;
    } else {
        if (c->number < 0 || (uint32_t)c->number >= lv->num_cameras)
            return;
        const Camera *fc = &lv->cameras[c->number];
        ideal = (GameVec){ fc->pos.x, fc->pos.y, fc->pos.z, fc->room };
    }
    c->fixed_camera = 1;
    move_to(g, &ideal, c->speed);
    if (c->timer) {
        c->timer--;
        if (!c->timer)
            c->timer = -1;
    }
}

/* ---- the tick ------------------------------------------------------------- */

static const Item *item_at(Game *g, int i)
{
    if (i < 0 || (uint32_t)i >= g->sim->num_items)
        return NULL;
    return &g->sim->items[i];
}

/* An item named by a trigger comes into Lara's view: she turns her head to
 * it when it is within reach of her neck, and the camera looks with her.
 * *b receives the watched item's box: the original reads it into the same
 * bounds it took Lara's from, so a follow-centre chase that runs after
 * this (the head turn out of reach) centres on the watched item's box. */
static void turn_head_to(Game *g, const Item *lara, const Item *watched, int32_t y,
                         BoundingBox *bounds)
{
    GameCamera *c = &g->camera;
    Lara *l = &g->lara;
    item_bounds(g->lv, watched, bounds);
    const BoundingBox b = *bounds;
    int32_t dx = watched->pos.x - lara->pos.x, dz = watched->pos.z - lara->pos.z;
    int16_t dist = (int16_t)Math_Sqrt32((uint32_t)wrap32((int64_t)dz * dz + (int64_t)dx * dx));
    int16_t angle = (int16_t)(Camera_Atan(dz, dx) - lara->rot.y);
    int16_t tilt = (int16_t)Camera_Atan(dist, y - (watched->pos.y + (b.min_y + b.max_y) / 2));
    angle = (int16_t)(angle >> 1);
    tilt = (int16_t)(tilt >> 1);
    if (angle <= -MAX_HEAD_ROTATION || angle >= MAX_HEAD_ROTATION || tilt <= -MAX_HEAD_TILT ||
        tilt >= MAX_HEAD_TILT)
        return;
    int16_t change = (int16_t)(angle - l->head_rot.y);
    if (change > HEAD_TURN)
        l->head_rot.y = (int16_t)(l->head_rot.y + HEAD_TURN);
    else if (change < -HEAD_TURN)
        l->head_rot.y = (int16_t)(l->head_rot.y - HEAD_TURN);
    else
        l->head_rot.y = (int16_t)(l->head_rot.y + change);
    change = (int16_t)(tilt - l->head_rot.x);
    if (change > HEAD_TURN)
        l->head_rot.x = (int16_t)(l->head_rot.x + HEAD_TURN);
    else if (change < -HEAD_TURN)
        l->head_rot.x = (int16_t)(l->head_rot.x - HEAD_TURN);
    else
        l->head_rot.x = (int16_t)(l->head_rot.x + change);
    l->torso_rot.y = l->head_rot.y;
    l->torso_rot.x = l->head_rot.x;
    c->type = CAM_LOOK;
    Camera_SetItemLookedAt(c, c->item);
}

void Camera_Update(Game *g)
{
    GameCamera *c = &g->camera;
    World *w = &g->world;
    /* A forced camera is a fixed one, reached at once (the original's
     * CalculateCamera, before all else). */
    if (c->forced) {
        c->type = CAM_FIXED;
        c->speed = 1;
    }
    if (c->type == CAM_CINEMATIC) {
        /* The level's cinematic frames (Midas's touch, the Scion), as the
         * original's camera does before anything else; a cut-scene's
         * camera runs from its own hook (game/camera/cinematic.c). */
        if (!c->cine.cutscene)
            Camera_InGameCinematic(g);
        return;
    }
    /* Until the camera moves, its floor and ceiling queries read steep
     * slants flat (the original's "chunky" flag). */
    if (c->flags != CAM_FLAG_NO_CHUNKY)
        w->chunky = true;

    const Item *watched = item_at(g, c->item);
    if (!watched)
        c->item = -1;
    const bool fixed_cam = watched && (c->type == CAM_FIXED || c->type == CAM_HEAVY);
    const Item *item = fixed_cam ? watched : Game_LaraItem(g);
    if (!item) {
        w->chunky = false;
        return;
    }

    BoundingBox b;
    item_bounds(g->lv, item, &b);
    int32_t y = item->pos.y;
    if (fixed_cam)
        y += (b.min_y + b.max_y) / 2;
    else /* three quarters of the way up her box */
        y += b.max_y + (((b.min_y - b.max_y) * 3) >> 2);

    if (watched && !fixed_cam)
        turn_head_to(g, item, watched, y, &b);

    if (c->type == CAM_LOOK || c->type == CAM_COMBAT) {
        y -= STEP;
        c->target.room = item->room;
        if (c->fixed_camera) {
            c->target.y = y;
            c->speed = 1;
        } else {
            c->target.y += (y - c->target.y) >> 2;
            c->speed = c->type == CAM_LOOK ? CAMERA_LOOK_SPEED : CAMERA_COMBAT_SPEED;
        }
        c->fixed_camera = 0;
        if (c->type == CAM_LOOK)
            look(g, item);
        else
            combat(g, item);
    } else {
        c->target.x = item->pos.x;
        c->target.z = item->pos.z;
        if (c->flags == CAM_FLAG_FOLLOW_CENTRE) {
            int16_t shift = (int16_t)((b.min_z + b.max_z) / 2);
            c->target.z += (Math_Cos(item->rot.y) * shift) >> W2V_SHIFT;
            c->target.x += (Math_Sin(item->rot.y) * shift) >> W2V_SHIFT;
        }
        c->target.room = item->room;
        if (c->fixed_camera != (int32_t)fixed_cam) {
            /* Switching between Lara and a fixed camera's item: jump. */
            c->target.y = y;
            c->fixed_camera = 1;
            c->speed = 1;
        } else {
            c->target.y += (y - c->target.y) / 4;
            c->fixed_camera = 0;
        }
        /* A target under the floor (Lara in a pit of a steep slope read
         * flat) turns the chunky reading off; the query also settles the
         * target's room. */
        const RoomSector *s = sector_at(g, c->target.x, c->target.y, c->target.z, &c->target.room);
        if (c->target.y > World_Height(w, s, c->target.x, c->target.y, c->target.z))
            w->chunky = false;

        if (c->type == CAM_CHASE || c->flags == CAM_FLAG_CHASE_OBJECT)
            chase(g, item);
        else
            fixed(g);
    }

    c->last = c->number;
    c->fixed_camera = fixed_cam;
    w->chunky = false;
    if (c->pos.room >= 0)
        c->underwater = World_RoomIsWater(w, c->pos.room);

    /* Everything a tick asked for lasts that tick only, except a heavy
     * camera until its timer runs out. */
    if (c->type != CAM_HEAVY || c->timer == -1) {
        c->type = CAM_CHASE;
        c->number = CAMERA_NO_NUMBER;
        c->last_item = c->item;
        c->item = -1;
        c->target_angle = 0;
        c->target_elevation = 0;
        c->target_distance = CAMERA_DEFAULT_DISTANCE;
        c->flags = CAM_FLAG_NORMAL;
    }
}

void Camera_ForceFixed(Game *g, GameVec at)
{
    GameCamera *c = &g->camera;
    if (c->forced)
        return;
    c->forced = true;
    c->forced_pos = at;
}

void Camera_Init(Game *g)
{
    GameCamera *c = &g->camera;
    memset(c, 0, sizeof(*c));
    c->number = CAMERA_NO_NUMBER;
    c->last = CAMERA_NO_NUMBER;
    c->item = -1;
    c->last_item = -1;
    c->pos.room = -1;
    c->target.room = -1;
    const Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    c->shift = lara->pos.y - WALL_SIZE;
    c->target.x = lara->pos.x;
    c->target.y = c->shift;
    c->target.z = lara->pos.z;
    c->target.room = lara->room;
    c->pos.x = c->target.x;
    c->pos.y = c->target.y;
    c->pos.z = c->target.z - 100;
    c->pos.room = c->target.room;
    c->target_distance = CAMERA_DEFAULT_DISTANCE;
    c->speed = 1;
    c->type = CAM_CHASE;
    c->flags = CAM_FLAG_NORMAL;
    Camera_Update(g);
}

/* ---- drawing -------------------------------------------------------------- */

void Camera_GetView(const Game *g, Vec3i *pos, int16_t *room, int16_t *yaw, int16_t *pitch,
                    int16_t *roll)
{
    const GameCamera *c = &g->camera;
    pos->x = c->pos.x;
    pos->y = c->pos.y + c->shift;
    pos->z = c->pos.z;
    *room = c->pos.room;
    int32_t dx = c->target.x - pos->x;
    int32_t dy = c->target.y - pos->y;
    int32_t dz = c->target.z - pos->z;
    *yaw = (int16_t)Camera_Atan(dz, dx);
    /* The original scales the vector down until every component fits 16
     * bits before measuring the horizontal distance. */
    while (dx != (int16_t)dx || dy != (int16_t)dy || dz != (int16_t)dz) {
        dx >>= 2;
        dy >>= 2;
        dz >>= 2;
    }
    int16_t p = (int16_t)Camera_Atan(
        (int32_t)Math_Sqrt32((uint32_t)((int64_t)dx * dx + (int64_t)dz * dz)), dy);
    /* y grows downwards: a target below gives a downward (negative) pitch. */
    if ((dy > 0 && p > 0) || (dy < 0 && p < 0))
        p = (int16_t)-p;
    *pitch = p;
    *roll = 0;
}

/* ---- triggers ------------------------------------------------------------- */

void Camera_RefreshFromTrigger(Game *g, const TriggerCommand *cmd, uint32_t n)
{
    GameCamera *c = &g->camera;
    /* 2: no camera command; 1: the last tick's camera named again; 0: a
     * different camera (or the last one while it cannot run). */
    int target_ok = 2;
    for (uint32_t k = 0; cmd && k < n; k++) {
        int value = cmd[k].value;
        if (cmd[k].action == TRIGGER_ACTION_CAMERA) {
            if (value == c->last) {
                c->number = (int16_t)value;
                if (c->timer < 0 || c->type == CAM_LOOK || c->type == CAM_COMBAT) {
                    c->timer = -1;
                    target_ok = 0;
                } else {
                    c->type = CAM_FIXED;
                    target_ok = 1;
                }
            } else {
                target_ok = 0;
            }
        } else if (cmd[k].action == TRIGGER_ACTION_TARGET) {
            if (c->type != CAM_LOOK && c->type != CAM_COMBAT)
                c->item = value;
        }
    }
    if (c->item >= 0 &&
        (target_ok == 0 ||
         (target_ok == 2 && Camera_ItemLookedAt(c, c->item) && c->item != c->last_item)))
        c->item = -1;
}

void Camera_TriggerFixed(Game *g, const TriggerCommand *cmd, bool is_switch, bool is_combat,
                         bool switch_timer_off, bool heavy)
{
    GameCamera *c = &g->camera;
    int camera_num = cmd->value;
    if (Camera_FixedOneShotUsed(c, camera_num))
        return;
    c->number = (int16_t)camera_num;
    if (c->type == CAM_LOOK || c->type == CAM_COMBAT)
        return;
    if (is_combat || (is_switch && switch_timer_off))
        return;
    if (camera_num == c->last && !is_switch)
        return;
    c->timer = (int16_t)(cmd->camera_timer * SIM_TICK_HZ);
    if (cmd->camera_once)
        set_fixed_one_shot(c, camera_num);
    c->speed = (int16_t)(cmd->camera_glide * 8 + 1);
    c->type = heavy ? CAM_HEAVY : CAM_FIXED;
}
