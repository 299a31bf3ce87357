/* Animation engine: frame decoding (TR1 and TR2/TR3 encodings), key-frame
 * interpolation, the per-tick animation step of an item (state dispatch,
 * end-of-animation links, speed/acceleration, animcommands), and poses as
 * per-mesh world matrices for the renderer.
 *
 * Frame numbers are absolute, as the data stores them (an animation covers
 * frame_start..frame_end; NextFrame, dispatch ranges and animcommand frames
 * use the same numbering). */
#ifndef TOMB8_ENGINE_ANIM_ANIM_H
#define TOMB8_ENGINE_ANIM_ANIM_H

#include "engine/level/level.h"
#include "engine/math/matrix.h"
#include "engine/sim/item.h"

#define ANIM_MAX_MESHES 64 /* more than any TR1-3 model */

/* Physics constants of the original (per tick). */
#define ANIM_GRAVITY 6
#define ANIM_FASTFALL_SPEED 128

/* Animcommand opcodes. */
enum {
    ANIMCMD_NULL = 0,
    ANIMCMD_SET_POSITION = 1, /* x, y, z relative to the item's facing */
    ANIMCMD_JUMP_VELOCITY = 2,/* fall speed, speed */
    ANIMCMD_EMPTY_HANDS = 3,
    ANIMCMD_KILL = 4,
    ANIMCMD_SOUND = 5,        /* frame, sound id (| 0x4000 land, | 0x8000 water) */
    ANIMCMD_FLIPEFFECT = 6,   /* frame, effect */
};
#define ANIM_SOUND_LAND 0x4000
#define ANIM_SOUND_WATER 0x8000
#define ANIM_SOUND_ID_MASK 0x3FFF

/* One decoded key frame (or an interpolated one). Angles are 16-bit units. */
typedef struct {
    BoundingBox bbox;
    Vec3s offset;             /* root mesh offset */
    uint16_t num_meshes;      /* angle sets filled (rest are zero) */
    uint16_t rot[ANIM_MAX_MESHES][3]; /* x, y, z per mesh */
} AnimFrame;

/* The two key frames around an item's frame and the position between them:
 * frame = key0 + num/den of the way to key1 (num = 0: exactly key0). */
typedef struct {
    uint32_t word0, word1;    /* word offsets into Level.frames */
    int32_t num, den;
} AnimKeys;

/* Events an animation raises. Any pointer may be NULL. The engine calls
 * these; the game layer (flipeffects, audio, Lara's hands) implements them. */
typedef struct {
    void *user;
    /* sound_id already masked with ANIM_SOUND_ID_MASK and filtered by the
     * land/water bits. */
    void (*sound)(void *user, Item *item, int sound_id);
    void (*flipeffect)(void *user, Item *item, int effect);
    void (*empty_hands)(void *user, Item *item);
    /* After the engine has marked the item deactivated. */
    void (*kill)(void *user, Item *item);
    /* Stops sound_id playing from the item (not raised by animations: the
     * game's routines call it, e.g. TR3's end of a slide). */
    void (*stop_sound)(void *user, Item *item, int sound_id);
    /* A sound at the item at a pitch (Q16, 0x10000 = the sample's rate:
     * TR2/TR3's engines; not raised by animations). NULL: heard through
     * `sound`, unpitched. */
    void (*sound_pitch)(void *user, Item *item, int sound_id, int32_t pitch);
} AnimEvents;

/* Words per frame for animation `anim` of a model with num_meshes meshes. */
uint32_t Anim_FrameStride(const Level *lv, const Animation *a, int num_meshes);
/* Decodes the frame at word offset `word` (bounds-checked: false if it runs
 * past the frame data; out is then zeroed). */
bool Anim_DecodeFrame(const Level *lv, uint32_t word, int num_meshes, AnimFrame *out);
/* Key frames for (anim, frame); FrameRate > 1 gives num/den in between. */
void Anim_GetKeys(const Level *lv, int anim, int frame, int num_meshes, AnimKeys *out);
/* The frame the item shows at (anim, frame), interpolated between key frames
 * (angles along the shortest arc, offsets and bbox linearly). */
void Anim_GetFrame(const Level *lv, int anim, int frame, int num_meshes, AnimFrame *out);
/* Linear blend of two frames: t in 0..den. */
void Anim_LerpFrame(const AnimFrame *a, const AnimFrame *b, int32_t t, int32_t den,
                    AnimFrame *out);

/* Sets an item's animation (frame < 0: its first frame) and state from the
 * data; clears required_state if reached. */
void Anim_SetAnim(const Level *lv, Item *item, int anim, int frame);
/* Goal-state dispatch: if current != goal and a StateChange for the goal has
 * a range containing the current frame, jumps there. Returns true if so. */
bool Anim_GetChange(const Level *lv, Item *item);
/* One tick of the original AnimateItem: frame+1, dispatch, end of
 * animation (whole-animation commands, NextAnimation/NextFrame), per-frame
 * commands, speed/acceleration or gravity, movement along the yaw. */
void Anim_Animate(const Level *lv, Item *item, const AnimEvents *ev);

/* Variants of the step for the game layer. */
typedef struct {
    /* Lara's step (the original's Lara_Animate): in the air her speed keeps
     * following the animation's acceleration (speed += the change of
     * Speed + Accel * frame over the tick), KILL never deactivates her,
     * required_state is never cleared and the end of an animation sets her
     * current state only (the goal state stays). */
    bool lara;
    /* Lara only: when it points at a nonzero value, a JUMP_VELOCITY command
     * takes that fall speed instead of its own and zeroes it. */
    int16_t *calc_fall_speed;
    /* Direction of horizontal motion when use_move_angle (Lara moves along
     * her "move angle", which differs from her facing when side-stepping or
     * hopping back). */
    bool use_move_angle;
    int16_t move_angle;
    /* Lara in a TR3 swamp room (ROOM_FLAG_SWAMP): in the air her speed
     * loses an eighth a tick (stopping her, gravity off, under 8) and her
     * fall is damped instead of accelerated; swamp_wade (wading there): on
     * the ground the animation's speed is halved and its acceleration
     * quartered. */
    bool swamp;
    bool swamp_wade;
} AnimStepOptions;
void Anim_AnimateEx(const Level *lv, Item *item, const AnimEvents *ev, const AnimStepOptions *opt);

/* ---- poses --------------------------------------------------------------- */

typedef struct {
    int num_meshes;
    Mat34 mesh[ANIM_MAX_MESHES];   /* mesh space -> world space */
} AnimPose;

/* The mesh tree's link of mesh i (1 .. num_meshes - 1) to its parent:
 * flags (1: the parent is the top of the stack, pop; 2: remember the
 * parent, push; 8 / 4 / 16: the bone turns further about y / x / z) and
 * the offset from the parent. All zero outside the tree's words. */
typedef struct {
    int32_t flags, dx, dy, dz;
} AnimTreeNode;
AnimTreeNode Anim_TreeNode(const Level *lv, const Model *m, int i);
/* One step of every walk down a mesh tree, from mesh i's parent to mesh i:
 * Anim_TreeLink pops / pushes as the link says and moves to the joint
 * (returns the link's flags); Anim_TreeJoint then also turns by the
 * frame's rotation of mesh i and, when extra and *extra are given, by the
 * extra rotations of a marked bone (y, x, z in that order, each taking the
 * next value of *extra: creatures' head turns). */
int32_t Anim_TreeLink(const Level *lv, const Model *m, int i, MatStack *st);
int32_t Anim_TreeJoint(const Level *lv, const Model *m, int i, const AnimFrame *f, MatStack *st,
                       const int16_t **extra);

/* Pose of a model for a frame placed by `item_world` (e.g.
 * Mat34_FromPosRot of the item). Mesh tree push/pop per the data. */
void Anim_PoseFromFrame(const Level *lv, const Model *model, const AnimFrame *f,
                        const Mat34 *item_world, AnimPose *out);
/* The same with the extra rotations of the marked bones (extra: their
 * angles in tree order, NULL none). */
void Anim_PoseFromFrameExtra(const Level *lv, const Model *model, const AnimFrame *f,
                             const Mat34 *item_world, const int16_t *extra, AnimPose *out);
/* The item's placement: translation to its position, then rotation Y, X, Z. */
void Anim_ItemWorld(const Item *item, Mat34 *out);
/* The same placement for a position and rotation of its own (an item's
 * snapshot of a past tick). */
void Anim_PlaceWorld(Vec3i pos, Vec3s rot, Mat34 *out);
/* Pose of an item as the original draws it: both key frames posed and the
 * matrices interpolated num/den (FrameRate > 1). */
void Anim_ItemPose(const Level *lv, const Item *item, AnimPose *out);
/* Element-wise matrix blend a -> b, t in 0..65536 (renderer interpolation
 * between two ticks; also how the original blends key frames). */
void Anim_LerpPose(const AnimPose *a, const AnimPose *b, int32_t t, AnimPose *out);

#endif
