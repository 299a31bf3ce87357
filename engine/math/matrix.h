/* 3x4 fixed-point matrices and the matrix stack (the original's phd_mxptr
 * model, minus its globals: the stack is an explicit object).
 *
 * A Mat34 maps a point p (world units) to  R * p + t  where
 *   - the 3x3 rotation part m[r][c] has 14-bit fractions (1.0 = 1 << W2V_SHIFT);
 *   - the translation t[r] is in world units << W2V_SHIFT, kept in 64 bits so
 *     world coordinates of any size survive (the original kept 32 bits).
 * Transforming: out = (m[r][0]*x + m[r][1]*y + m[r][2]*z + t[r]) >> W2V_SHIFT
 * (arithmetic shift, i.e. rounding toward -infinity; all integer).
 *
 * Conventions (as the original): y points down; yaw 0 faces +z and yaw 0x4000
 * faces +x; positive pitch (x rotation) tilts the forward axis up (towards -y).
 * The rotation helpers post-multiply (M = M * R), so on a stack that holds an
 * object-to-world (or object-to-view) matrix, Translate then RotYXZ places a
 * child exactly like the original's phd_TranslateRel + phd_RotYXZ.
 *
 * Poses: the animation system hands the renderer one world-space Mat34 per
 * mesh (object space -> world space). */
#ifndef TOMB8_ENGINE_MATH_MATRIX_H
#define TOMB8_ENGINE_MATH_MATRIX_H

#include "engine/math/fixed.h"

typedef struct {
    int32_t m[3][3]; /* rotation, 1.0 = 1 << 14 */
    int64_t t[3];    /* translation, world units << 14 */
} Mat34;

#define MATSTACK_DEPTH 48

typedef struct {
    Mat34 stack[MATSTACK_DEPTH];
    int top; /* index of the current matrix */
} MatStack;

void Mat34_Identity(Mat34 *m);
/* Pure translation to (x, y, z) world units. */
void Mat34_FromTranslation(Mat34 *m, int32_t x, int32_t y, int32_t z);
/* out = a * b (apply b first). out may alias a or b. */
void Mat34_Mul(Mat34 *out, const Mat34 *a, const Mat34 *b);
/* Inverse of a rigid transform (rotation part treated as orthonormal). */
void Mat34_InverseRigid(Mat34 *out, const Mat34 *m);

/* In-place post-multiplications (M = M * R). */
void Mat34_RotY(Mat34 *m, int32_t angle);
void Mat34_RotX(Mat34 *m, int32_t angle);
void Mat34_RotZ(Mat34 *m, int32_t angle);
/* Y, then X, then Z: the original's phd_RotYXZ (object orientation order). */
void Mat34_RotYXZ(Mat34 *m, int32_t y, int32_t x, int32_t z);
/* M = M * T(x, y, z): translate in the matrix's local frame. */
void Mat34_TranslateRel(Mat34 *m, int32_t x, int32_t y, int32_t z);

/* Transforms a point; result in world units (64-bit to be safe). */
static inline void Mat34_Transform(const Mat34 *m, int32_t x, int32_t y, int32_t z,
                                   int64_t out[3])
{
    for (int r = 0; r < 3; r++)
        out[r] = ((int64_t)m->m[r][0] * x + (int64_t)m->m[r][1] * y +
                  (int64_t)m->m[r][2] * z + m->t[r]) >> W2V_SHIFT;
}
/* Rotates a direction (no translation); 14-bit fraction kept in the result
 * if the input had one; here out = (R * v) >> 14. */
static inline void Mat34_Rotate(const Mat34 *m, int32_t x, int32_t y, int32_t z, int32_t out[3])
{
    for (int r = 0; r < 3; r++)
        out[r] = (int32_t)(((int64_t)m->m[r][0] * x + (int64_t)m->m[r][1] * y +
                            (int64_t)m->m[r][2] * z) >> W2V_SHIFT);
}
/* World matrix of an object at pos with TR rotations (y, x, z). */
void Mat34_FromPosRot(Mat34 *m, int32_t x, int32_t y, int32_t z,
                      int32_t rot_y, int32_t rot_x, int32_t rot_z);

/* ---- stack ---------------------------------------------------------------- */
/* Starts the stack with base (identity when NULL). */
void MatStack_Init(MatStack *s, const Mat34 *base);
static inline Mat34 *MatStack_Top(MatStack *s) { return &s->stack[s->top]; }
/* Duplicates the current matrix. Returns false (and does nothing) when the
 * stack is full. */
bool MatStack_Push(MatStack *s);
/* Drops the current matrix; false when only the base is left. */
bool MatStack_Pop(MatStack *s);
static inline void MatStack_Translate(MatStack *s, int32_t x, int32_t y, int32_t z)
{
    Mat34_TranslateRel(&s->stack[s->top], x, y, z);
}
static inline void MatStack_RotYXZ(MatStack *s, int32_t y, int32_t x, int32_t z)
{
    Mat34_RotYXZ(&s->stack[s->top], y, x, z);
}
static inline void MatStack_RotY(MatStack *s, int32_t a) { Mat34_RotY(&s->stack[s->top], a); }
static inline void MatStack_RotX(MatStack *s, int32_t a) { Mat34_RotX(&s->stack[s->top], a); }
static inline void MatStack_RotZ(MatStack *s, int32_t a) { Mat34_RotZ(&s->stack[s->top], a); }

/* ---- projection ------------------------------------------------------------ */
/* Focal length in pixels for a horizontal field of view fov (16-bit angle)
 * measured at 4:3 for a viewport of the given height: wider aspect ratios see
 * more horizontally, taller ones the same vertical extent (Hor+).
 *   f = (height * 4/3 / 2) / tan(fov / 2) */
int32_t Math_FocalLength(int32_t height, int32_t fov);

/* Projects a view-space point (z > 0) to screen coordinates with `sub`
 * fractional bits: sx = cx + x * f / z. Returns false when z <= 0. */
bool Math_Project(int64_t x, int64_t y, int64_t z, int32_t f, int32_t cx, int32_t cy,
                  int sub, int32_t *sx, int32_t *sy);

#endif
