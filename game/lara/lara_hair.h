/* Lara's braid (TR2's ponytail, object O2_LARA_HAIR): a chain of six
 * segments hung from a point behind her head, moved each tick by its own
 * velocity, pulled down (or held at the water's surface and above the
 * floor) and pushed out of five of her body spheres, then drawn as the hair
 * object's six meshes. Integer state only; deterministic.
 *
 * The original keeps the chain only in memory, never in its save games:
 * here too it is not saved, and it starts again at rest under her head on
 * the first tick after a level opens or a save is loaded (LaraHair_Reset). */
#ifndef TOMB8_GAME_LARA_LARA_HAIR_H
#define TOMB8_GAME_LARA_LARA_HAIR_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/render/render.h"

struct Game;

#define LARA_HAIR_SEGMENTS 6

typedef struct {
    int32_t x, y, z;
} HairPoint;

typedef struct LaraHair {
    /* false: the next tick hangs the chain straight down from her head */
    bool placed;
    /* [0] the point on her head, [1..6] the segments' far ends */
    HairPoint pos[LARA_HAIR_SEGMENTS + 1];
    /* each segment's direction: yaw, pitch (-0x4000 hangs straight down) */
    int16_t rot_y[LARA_HAIR_SEGMENTS + 1];
    int16_t rot_x[LARA_HAIR_SEGMENTS + 1];
    /* movement of each end during the last tick */
    HairPoint vel[LARA_HAIR_SEGMENTS + 1];
    /* the wind on it (0..8, along +z) where the room has ROOM_FLAG_WIND;
     * TR3 (LaraTable.hair_tr3): its strength (-1..8) and its direction
     * (wind_angle, turning toward dwind_angle; 0..0x1FFE, as TR3's
     * sine-table index, 2048 east), everywhere, blowing in rooms with
     * ROOM_FLAG_WIND */
    int32_t wind;
    int32_t wind_angle, dwind_angle;
} LaraHair;

/* Back to rest (TR2's RESET_HAIR flipeffect too): the next
 * LaraHair_Control hangs it anew. */
void LaraHair_Reset(LaraHair *h);
/* One tick of the braid (after Lara's own tick); nothing when the level has
 * no braid model. */
void LaraHair_Control(struct Game *g);
/* Appends the braid's meshes to out (at most cap); returns how many. */
int LaraHair_Draw(const struct Game *g, RenderMeshDraw *out, int cap);

#endif
