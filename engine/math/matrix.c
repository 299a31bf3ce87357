/* 3x4 fixed-point matrices and the matrix stack (see matrix.h). */
#include "engine/math/matrix.h"

#include <string.h>

void Mat34_Identity(Mat34 *m)
{
    memset(m, 0, sizeof(*m));
    m->m[0][0] = m->m[1][1] = m->m[2][2] = FIXED_ONE;
}

void Mat34_FromTranslation(Mat34 *m, int32_t x, int32_t y, int32_t z)
{
    Mat34_Identity(m);
    m->t[0] = (int64_t)x * FIXED_ONE;
    m->t[1] = (int64_t)y * FIXED_ONE;
    m->t[2] = (int64_t)z * FIXED_ONE;
}

void Mat34_Mul(Mat34 *out, const Mat34 *a, const Mat34 *b)
{
    Mat34 r;
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            int64_t s = 0;
            for (int k = 0; k < 3; k++)
                s += (int64_t)a->m[i][k] * b->m[k][j];
            r.m[i][j] = (int32_t)(s >> W2V_SHIFT);
        }
        int64_t s = a->t[i];
        for (int k = 0; k < 3; k++)
            s += ((int64_t)a->m[i][k] * b->t[k]) >> W2V_SHIFT;
        r.t[i] = s;
    }
    *out = r;
}

void Mat34_InverseRigid(Mat34 *out, const Mat34 *m)
{
    Mat34 r;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            r.m[i][j] = m->m[j][i];
    for (int i = 0; i < 3; i++) {
        int64_t s = 0;
        for (int k = 0; k < 3; k++)
            s += ((int64_t)r.m[i][k] * m->t[k]) >> W2V_SHIFT;
        r.t[i] = -s;
    }
    *out = r;
}

/* Column operations: post-multiplying by a rotation mixes two columns. */
static void rot_columns(Mat34 *m, int ca, int cb, int32_t s, int32_t c)
{
    for (int r = 0; r < 3; r++) {
        int64_t a = m->m[r][ca], b = m->m[r][cb];
        m->m[r][ca] = (int32_t)((a * c - b * s) >> W2V_SHIFT);
        m->m[r][cb] = (int32_t)((b * c + a * s) >> W2V_SHIFT);
    }
}

void Mat34_RotY(Mat34 *m, int32_t angle)
{
    if ((angle & 0xFFFF) == 0)
        return;
    /* columns 0 (x) and 2 (z): c0' = c0*c - c2*s, c2' = c2*c + c0*s */
    rot_columns(m, 0, 2, Math_Sin(angle), Math_Cos(angle));
}

void Mat34_RotX(Mat34 *m, int32_t angle)
{
    if ((angle & 0xFFFF) == 0)
        return;
    /* c1' = c1*c + c2*s, c2' = c2*c - c1*s  (positive pitch looks up) */
    rot_columns(m, 2, 1, Math_Sin(angle), Math_Cos(angle));
}

void Mat34_RotZ(Mat34 *m, int32_t angle)
{
    if ((angle & 0xFFFF) == 0)
        return;
    /* c0' = c0*c + c1*s, c1' = c1*c - c0*s */
    rot_columns(m, 1, 0, Math_Sin(angle), Math_Cos(angle));
}

void Mat34_RotYXZ(Mat34 *m, int32_t y, int32_t x, int32_t z)
{
    Mat34_RotY(m, y);
    Mat34_RotX(m, x);
    Mat34_RotZ(m, z);
}

void Mat34_TranslateRel(Mat34 *m, int32_t x, int32_t y, int32_t z)
{
    for (int r = 0; r < 3; r++)
        m->t[r] += (int64_t)m->m[r][0] * x + (int64_t)m->m[r][1] * y + (int64_t)m->m[r][2] * z;
}

void Mat34_FromPosRot(Mat34 *m, int32_t x, int32_t y, int32_t z,
                      int32_t rot_y, int32_t rot_x, int32_t rot_z)
{
    Mat34_FromTranslation(m, x, y, z);
    Mat34_RotYXZ(m, rot_y, rot_x, rot_z);
}

void MatStack_Init(MatStack *s, const Mat34 *base)
{
    s->top = 0;
    if (base)
        s->stack[0] = *base;
    else
        Mat34_Identity(&s->stack[0]);
}

bool MatStack_Push(MatStack *s)
{
    if (s->top + 1 >= MATSTACK_DEPTH)
        return false;
    s->stack[s->top + 1] = s->stack[s->top];
    s->top++;
    return true;
}

bool MatStack_Pop(MatStack *s)
{
    if (s->top == 0)
        return false;
    s->top--;
    return true;
}

int32_t Math_FocalLength(int32_t height, int32_t fov)
{
    int32_t half = (fov / 2) & 0xFFFF;
    int32_t s = Math_Sin(half), c = Math_Cos(half);
    if (s <= 0)
        s = 1;
    /* half width at 4:3 = height * 2 / 3 */
    return (int32_t)(((int64_t)height * 2 * c) / (3 * (int64_t)s));
}

bool Math_Project(int64_t x, int64_t y, int64_t z, int32_t f, int32_t cx, int32_t cy,
                  int sub, int32_t *sx, int32_t *sy)
{
    if (z <= 0)
        return false;
    int64_t one = (int64_t)1 << sub;
    *sx = (int32_t)((int64_t)cx * one + (x * f * one) / z);
    *sy = (int32_t)((int64_t)cy * one + (y * f * one) / z);
    return true;
}
