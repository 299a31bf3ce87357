/* The wolf (TR1 object 7): a grey quadruped of boxes with the TR1 wolf's
 * structure and motion of our own.
 *
 * STRUCTURE (facts the original control code relies on): 26 meshes in the
 * TR1 wolf's tree order (hindquarters as the root, chest, neck, head with
 * two ears and the lower jaw, four legs of four parts, a three-part tail),
 * so that the bite's mesh (the jaw, 6), the touch mask's meshes and the
 * head bone (tree entry 2) are what wolf.c expects; its 25 animations in
 * the original numbering with their states, frame counts and rates,
 * speeds and accelerations, next animations, state changes and commands
 * (the three deaths 20..22 end with the deactivating command; the sleeping
 * loop holds frame 96, where a new wolf starts).
 *
 * MOTION: our own poses: a standing stance, walk and stalk gaits (legs
 * swinging a quarter cycle apart), a gallop, lying asleep, crouching,
 * sitting to howl, the pounce, the bite and three ways of falling dead,
 * blended over each animation. Every key frame's bounding box is measured
 * from the posed meshes, with the lowest point on the floor where the wolf
 * stands. */
#include "engine/anim/anim.h"
#include "engine/math/matrix.h"
#include "tools/levelbuild/lb_internal.h"

#include <stdlib.h>
#include <string.h>

#define WOLF_MESHES 26
#define WOLF_ANIMS 25
#define DEG(d) ((int32_t)(d) * 65536 / 360)
#define PCT(p) ((int32_t)(p) * 65536 / 100) /* a fraction of a cycle */

/* Mesh slots (the TR1 wolf's order). */
enum {
    W_REAR = 0, W_CHEST, W_NECK, W_HEAD, W_EAR_R, W_EAR_L, W_JAW,
    W_FR_UP, W_FR_LOW, W_FR_PAS, W_FR_PAW,
    W_FL_UP, W_FL_LOW, W_FL_PAS, W_FL_PAW,
    W_BR_UP, W_BR_LOW, W_BR_PAS, W_BR_PAW,
    W_BL_UP, W_BL_LOW, W_BL_PAS, W_BL_PAW,
    W_TAIL1, W_TAIL2, W_TAIL3,
};

/* ---- the structure table ------------------------------------------------------ */

typedef LB_AnimDef WolfAnimDef;

typedef struct {
    uint8_t anim, state;
    uint16_t low, high;     /* relative frames */
    uint8_t target;
    uint16_t target_frame;
} WolfDispatchDef;

typedef struct {
    uint8_t anim;
    int16_t type, frame, sound; /* 4 = deactivate (no args), 5 = sound */
} WolfCommandDef;

#define U(n) ((n) * 65536)

static const WolfAnimDef k_wolf_anims[WOLF_ANIMS] = {
    /*  0 asleep             */ {8, 99, 5, 0, 0, 0, 98},
    /*  1 waking             */ {8, 59, 4, 0, 0, 8, 0},
    /*  2 stop to walk       */ {2, 10, 2, 0, 116508, 3, 5},
    /*  3 walk               */ {2, 40, 4, U(16), 0, 3, 0},
    /*  4 walk to stalk      */ {5, 13, 2, U(16), 0, 5, 17},
    /*  5 stalk              */ {5, 40, 4, U(16), 0, 5, 0},
    /*  6 stalk to run       */ {3, 8, 2, U(16), 786432, 7, 7},
    /*  7 run                */ {3, 18, 2, U(100), 0, 7, 0},
    /*  8 stop               */ {1, 1, 1, 0, 0, 8, 0},
    /*  9 pounce             */ {6, 22, 3, U(100), 0, 9, 0},
    /* 10 crouch to stalk    */ {5, 6, 3, 0, 209715, 5, 25},
    /* 11 stalk to crouch    */ {5, 12, 3, 1048575, -95325, 12, 1},
    /* 12 crouching down     */ {9, 10, 3, 0, 0, 14, 0},
    /* 13 crouch to run      */ {3, 8, 2, 0, 936228, 7, 7},
    /* 14 crouch             */ {9, 1, 1, 0, 0, 14, 0},
    /* 15 run to crouch      */ {3, 26, 3, 6553599, -262143, 14, 0},
    /* 16 howl               */ {7, 41, 3, 0, 0, 14, 0},
    /* 17 stop to crouch     */ {9, 15, 2, -393215, 0, 14, 0},
    /* 18 fast turn          */ {10, 34, 9, 6553599, 0, 7, 4},
    /* 19 walk to stop       */ {1, 16, 3, 327679, -21845, 8, 0},
    /* 20 death (right side) */ {11, 41, 2, 0, 0, 20, 40},
    /* 21 death (left side)  */ {11, 34, 2, 0, 0, 21, 33},
    /* 22 death (slumped)    */ {11, 40, 2, 0, 0, 22, 39},
    /* 23 bite               */ {12, 30, 3, 0, 0, 14, 0},
    /* 24 crouch to stop     */ {1, 15, 2, 0, 0, 8, 0},
};

static const WolfDispatchDef k_wolf_dispatches[] = {
    {0, 1, 98, 99, 1, 0},
    {3, 1, 24, 25, 19, 0},  {3, 5, 4, 5, 4, 0},
    {5, 3, 39, 40, 6, 0},   {5, 9, 12, 13, 11, 0},  {5, 12, 0, 40, 23, 0},
    {7, 6, 0, 18, 9, 0},    {7, 9, 6, 7, 15, 0},    {7, 10, 0, 18, 18, 0},
    {8, 2, 0, 1, 2, 0},     {8, 7, 0, 1, 16, 0},    {8, 8, 0, 1, 0, 0},  {8, 9, 0, 1, 17, 0},
    {9, 3, 21, 22, 7, 16},
    {14, 1, 0, 1, 24, 0},   {14, 3, 0, 1, 13, 0},   {14, 5, 0, 1, 10, 0},
    {14, 7, 0, 1, 16, 0},   {14, 12, 0, 1, 23, 0},
};

/* TR1 wolf sounds: pounce 19, death 22, howl 24, bite 25. */
static const WolfCommandDef k_wolf_commands[] = {
    {9, 5, 3, 19},  {16, 5, 9, 24}, {20, 4, 0, 0}, {20, 5, 1, 22}, {21, 4, 0, 0},
    {21, 5, 1, 22}, {22, 4, 0, 0},  {22, 5, 1, 22}, {23, 5, 3, 25},
};

/* ---- meshes ----------------------------------------------------------------------- */

/* One mesh: up to three boxes in one colour each. */
typedef struct {
    int16_t box[3][6];
    uint8_t colour[3];
    int nboxes;
} WolfPart;

static void BuildMeshes(LB_Builder *b, int *first)
{
    static LB_MeshBuild mb;
    /* A dark grey coat (lit rooms brighten colours a lot), a paler belly,
     * muzzle and tail tip, brown ears and ruff. */
    const PaletteColour *pal = b->level.palette;
    uint8_t grey = LB_NearestColour(pal, 84, 82, 80), white = LB_NearestColour(pal, 150, 146, 140),
            dark = LB_NearestColour(pal, 30, 30, 34), brown = LB_NearestColour(pal, 104, 72, 50),
            red = LB_PlainColour(1);
    const WolfPart parts[WOLF_MESHES] = {
        /* hindquarters and chest: a grey back over a pale belly */
        {{{-65, -70, -230, 65, 30, 10}, {-58, 30, -220, 58, 55, 0}}, {grey, white}, 2},
        {{{-75, -80, -10, 75, 35, 230}, {-66, 35, 0, 66, 70, 215}, {-80, -88, 120, 80, -40, 230}},
         {grey, white, brown}, 3},
        {{{-45, -45, -10, 45, 45, 130}}, {grey}, 1},
        /* head: skull, muzzle, black nose */
        {{{-55, -55, -30, 55, 35, 90}, {-30, -30, 90, 30, 5, 200}, {-14, -34, 196, 14, -12, 214}},
         {grey, grey, dark}, 3},
        {{{-16, -60, -10, 16, 0, 10}}, {brown}, 1},
        {{{-16, -60, -10, 16, 0, 10}}, {brown}, 1},
        /* lower jaw with a red mouth on top */
        {{{-25, 0, 0, 25, 25, 135}, {-18, -4, 10, 18, 0, 125}}, {white, red}, 2},
        /* front legs: upper, lower, pastern, paw */
        {{{-22, -10, -25, 22, 120, 25}}, {grey}, 1},
        {{{-16, 0, -16, 16, 110, 16}}, {grey}, 1},
        {{{-13, 0, -13, 13, 40, 13}}, {white}, 1},
        {{{-18, 0, -15, 18, 22, 35}}, {dark}, 1},
        {{{-22, -10, -25, 22, 120, 25}}, {grey}, 1},
        {{{-16, 0, -16, 16, 110, 16}}, {grey}, 1},
        {{{-13, 0, -13, 13, 40, 13}}, {white}, 1},
        {{{-18, 0, -15, 18, 22, 35}}, {dark}, 1},
        /* back legs: thigh, shank, hock, paw */
        {{{-25, -20, -35, 25, 115, 35}}, {grey}, 1},
        {{{-15, 0, -15, 15, 110, 15}}, {grey}, 1},
        {{{-12, 0, -12, 12, 55, 12}}, {white}, 1},
        {{{-18, 0, -15, 18, 22, 35}}, {dark}, 1},
        {{{-25, -20, -35, 25, 115, 35}}, {grey}, 1},
        {{{-15, 0, -15, 15, 110, 15}}, {grey}, 1},
        {{{-12, 0, -12, 12, 55, 12}}, {white}, 1},
        {{{-18, 0, -15, 18, 22, 35}}, {dark}, 1},
        /* tail, paler towards the tip */
        {{{-20, -20, -110, 20, 20, 0}}, {grey}, 1},
        {{{-17, -17, -110, 17, 17, 0}}, {grey}, 1},
        {{{-14, -14, -90, 14, 14, 0}}, {white}, 1},
    };
    for (int i = 0; i < WOLF_MESHES; i++) {
        memset(&mb, 0, sizeof mb);
        for (int k = 0; k < parts[i].nboxes; k++) {
            const int16_t *x = parts[i].box[k];
            LB_MeshBox(&mb, x[0], x[1], x[2], x[3], x[4], x[5], false, parts[i].colour[k], 0);
        }
        int ptr = LB_EmitMesh(b, &mb);
        if (i == 0)
            *first = ptr;
    }
}

/* The tree (flags: 1 pop, 2 push): the TR1 wolf's shape of it; offsets
 * are ours (units, y down, z forward). */
static void BuildTree(LB_Builder *b)
{
    static const int32_t k_tree[WOLF_MESHES - 1][4] = {
        {2, 0, 0, 0},        /*  1 chest: push the hindquarters */
        {2, 0, -40, 210},    /*  2 neck: push the chest */
        {0, 0, -10, 120},    /*  3 head */
        {2, 35, -50, -5},    /*  4 right ear: push the head */
        {3, -35, -50, -5},   /*  5 left ear: pop + push the head */
        {1, 0, 10, 60},      /*  6 jaw: pop the head */
        {3, 50, 30, 150},    /*  7 front right leg: pop + push the chest */
        {0, 0, 120, 0},      /*  8 */
        {0, 0, 110, 0},      /*  9 */
        {0, 0, 40, 0},       /* 10 */
        {1, -50, 30, 150},   /* 11 front left leg: pop the chest */
        {0, 0, 120, 0},      /* 12 */
        {0, 0, 110, 0},      /* 13 */
        {0, 0, 40, 0},       /* 14 */
        {3, 50, 20, -170},   /* 15 back right leg: pop + push the hindquarters */
        {0, 0, 115, 0},      /* 16 */
        {0, 0, 110, 0},      /* 17 */
        {0, 0, 55, 0},       /* 18 */
        {3, -50, 20, -170},  /* 19 back left leg: pop + push the hindquarters */
        {0, 0, 115, 0},      /* 20 */
        {0, 0, 110, 0},      /* 21 */
        {0, 0, 55, 0},       /* 22 */
        {1, 0, -40, -225},   /* 23 tail: pop the hindquarters */
        {0, 0, 0, -110},     /* 24 */
        {0, 0, 0, -110},     /* 25 */
    };
    for (int i = 0; i < WOLF_MESHES - 1; i++)
        LB_AddTreeNode(b, k_tree[i][0], k_tree[i][1], k_tree[i][2], k_tree[i][3]);
}

/* ---- poses -------------------------------------------------------------------------- */

/* Per mesh X, Y, Z angles (X raises a part pointing forward and swings a
 * hanging leg forward), a lift of the whole body (negative: up) and a
 * forward shift. */
typedef struct {
    int32_t r[WOLF_MESHES][3];
    int32_t lift, shift;
} WPose;

typedef LB_PoseCtx WCtx;

static int32_t Sin(int32_t a) { return LB_Sin(a); }
static int32_t Cos(int32_t a) { return LB_Cos(a); }
static int32_t Swing(int32_t amp, int32_t phase) { return amp * Sin(phase) / 16384; }
static int32_t Lift(int32_t amp, int32_t phase)
{
    int32_t c = Cos(phase);
    return c > 0 ? amp * c / 16384 : 0;
}

static void Mix(WPose *out, const WPose *a, const WPose *b, int32_t t) /* t: 0..256 */
{
    for (int m = 0; m < WOLF_MESHES; m++)
        for (int k = 0; k < 3; k++)
            out->r[m][k] = a->r[m][k] + (b->r[m][k] - a->r[m][k]) * t / 256;
    out->lift = a->lift + (b->lift - a->lift) * t / 256;
    out->shift = a->shift + (b->shift - a->shift) * t / 256;
}

/* Smooth step over 0..256. */
static int32_t Ease(int32_t t)
{
    t = CLAMP(t, 0, 256);
    return t * t * (768 - 2 * t) / 65536;
}

static void FrontLeg(WPose *p, int up, int32_t swing, int32_t bend)
{
    p->r[up][0] = swing;
    p->r[up + 1][0] = -bend;
    p->r[up + 2][0] = bend / 2;
    p->r[up + 3][0] = -swing + bend / 2;
}

static void BackLeg(WPose *p, int up, int32_t swing, int32_t bend)
{
    p->r[up][0] = DEG(15) + swing;
    p->r[up + 1][0] = -DEG(35) - bend;
    p->r[up + 2][0] = DEG(20) + bend / 2;
    p->r[up + 3][0] = -swing + bend / 2;
}

static void Stand(WPose *p)
{
    memset(p, 0, sizeof *p);
    p->r[W_NECK][0] = DEG(35);
    p->r[W_HEAD][0] = -DEG(35);
    FrontLeg(p, W_FR_UP, 0, 0);
    FrontLeg(p, W_FL_UP, 0, 0);
    BackLeg(p, W_BR_UP, 0, 0);
    BackLeg(p, W_BL_UP, 0, 0);
    p->r[W_TAIL1][0] = DEG(40);
    p->r[W_TAIL2][0] = DEG(10);
    p->r[W_TAIL3][0] = DEG(5);
}

/* Walking (low: stalking, body and head down): a four-beat gait, each leg
 * a quarter cycle after the one before (back left, front left, back right,
 * front right). */
static void Walk(WPose *p, int32_t ph, bool low)
{
    Stand(p);
    int32_t amp = low ? DEG(16) : DEG(22), bend = low ? DEG(30) : DEG(35);
    int32_t crouch = low ? DEG(20) : 0;
    FrontLeg(p, W_FL_UP, Swing(amp, ph + PCT(25)) - crouch / 2, Lift(bend, ph + PCT(25)) + crouch);
    FrontLeg(p, W_FR_UP, Swing(amp, ph + PCT(75)) - crouch / 2, Lift(bend, ph + PCT(75)) + crouch);
    BackLeg(p, W_BL_UP, Swing(amp, ph) + crouch, Lift(bend, ph) + crouch);
    BackLeg(p, W_BR_UP, Swing(amp, ph + PCT(50)) + crouch, Lift(bend, ph + PCT(50)) + crouch);
    p->r[W_NECK][0] = (low ? DEG(5) : DEG(35)) + Swing(DEG(3), 2 * ph);
    p->r[W_HEAD][0] = low ? -DEG(10) : -DEG(35);
    p->r[W_TAIL1][1] = Swing(DEG(10), ph);
    p->r[W_TAIL1][0] = low ? DEG(55) : DEG(40);
}

/* The gallop: the front legs together, the back legs half a cycle later;
 * the body rocks and rises. */
static void Run(WPose *p, int32_t ph)
{
    Stand(p);
    FrontLeg(p, W_FR_UP, Swing(DEG(40), ph), Lift(DEG(60), ph));
    FrontLeg(p, W_FL_UP, Swing(DEG(40), ph + PCT(10)), Lift(DEG(60), ph + PCT(10)));
    BackLeg(p, W_BR_UP, Swing(DEG(40), ph + PCT(50)), Lift(DEG(50), ph + PCT(50)));
    BackLeg(p, W_BL_UP, Swing(DEG(40), ph + PCT(60)), Lift(DEG(50), ph + PCT(60)));
    p->r[W_REAR][0] = Swing(DEG(6), ph + PCT(25));
    p->r[W_CHEST][0] = -Swing(DEG(8), ph);
    p->r[W_NECK][0] = DEG(15);
    p->r[W_HEAD][0] = -DEG(15);
    p->r[W_TAIL1][0] = DEG(10);
    p->r[W_TAIL2][0] = Swing(DEG(10), ph);
    p->lift = -Lift(40, ph + PCT(50));
}

/* Lying curled up, breathing. */
static void Sleep(WPose *p, int32_t breath)
{
    memset(p, 0, sizeof *p);
    p->r[W_CHEST][0] = Swing(DEG(2), breath);
    p->r[W_NECK][0] = -DEG(10);
    p->r[W_HEAD][0] = DEG(5);
    p->r[W_HEAD][1] = DEG(15);
    for (int up = W_FR_UP; up <= W_FL_UP; up += 4) {
        p->r[up][0] = DEG(85);
        p->r[up + 1][0] = DEG(5);
        p->r[up + 3][0] = -DEG(80);
    }
    for (int up = W_BR_UP; up <= W_BL_UP; up += 4) {
        p->r[up][0] = DEG(75);
        p->r[up + 1][0] = -DEG(150);
        p->r[up + 2][0] = DEG(80);
    }
    p->r[W_REAR][2] = DEG(10);
    p->r[W_TAIL1][1] = DEG(50);
    p->r[W_TAIL2][1] = DEG(40);
    p->r[W_TAIL3][1] = DEG(35);
}

/* Crouched, ready to spring. */
static void Crouch(WPose *p)
{
    Stand(p);
    FrontLeg(p, W_FR_UP, -DEG(20), DEG(45));
    FrontLeg(p, W_FL_UP, -DEG(20), DEG(45));
    BackLeg(p, W_BR_UP, DEG(35), DEG(60));
    BackLeg(p, W_BL_UP, DEG(35), DEG(60));
    p->r[W_NECK][0] = DEG(10);
    p->r[W_HEAD][0] = -DEG(15);
    p->r[W_EAR_R][0] = -DEG(30);
    p->r[W_EAR_L][0] = -DEG(30);
    p->r[W_TAIL1][0] = DEG(55);
}

/* Sitting back with the head up (howl: jaw open). */
static void Sit(WPose *p, int32_t howl)
{
    Stand(p);
    p->r[W_REAR][0] = DEG(35);
    FrontLeg(p, W_FR_UP, -DEG(35), 0);
    FrontLeg(p, W_FL_UP, -DEG(35), 0);
    BackLeg(p, W_BR_UP, DEG(45), DEG(110));
    BackLeg(p, W_BL_UP, DEG(45), DEG(110));
    p->r[W_NECK][0] = DEG(20) + howl * DEG(30) / 256;
    p->r[W_HEAD][0] = -DEG(20) + howl * DEG(15) / 256;
    p->r[W_JAW][0] = -howl * DEG(25) / 256;
    p->r[W_TAIL1][0] = DEG(10);
}

/* The leap of the pounce: stretched out, jaws open. */
static void Leap(WPose *p)
{
    Stand(p);
    FrontLeg(p, W_FR_UP, DEG(60), DEG(20));
    FrontLeg(p, W_FL_UP, DEG(55), DEG(25));
    BackLeg(p, W_BR_UP, -DEG(55), 0);
    BackLeg(p, W_BL_UP, -DEG(50), 0);
    p->r[W_NECK][0] = DEG(10);
    p->r[W_HEAD][0] = -DEG(5);
    p->r[W_JAW][0] = -DEG(30);
    p->r[W_TAIL1][0] = 0;
    p->lift = -180;
}

/* Falling dead: 0 on the right side, 1 on the left, 2 slumping forward. */
static void Dead(WPose *p, int kind)
{
    Stand(p);
    if (kind == 2) {
        FrontLeg(p, W_FR_UP, DEG(80), 0);
        FrontLeg(p, W_FL_UP, DEG(70), 0);
        BackLeg(p, W_BR_UP, -DEG(70), 0);
        BackLeg(p, W_BL_UP, -DEG(65), 0);
        p->r[W_NECK][0] = -DEG(10);
        p->r[W_HEAD][0] = DEG(10);
    } else {
        int32_t side = kind == 0 ? DEG(85) : -DEG(85);
        p->r[W_REAR][2] = side;
        p->r[W_NECK][0] = DEG(5);
        p->r[W_NECK][1] = kind == 0 ? DEG(20) : -DEG(20);
        p->r[W_HEAD][0] = -DEG(5);
        FrontLeg(p, W_FR_UP, DEG(30), DEG(20));
        FrontLeg(p, W_FL_UP, DEG(15), DEG(30));
        BackLeg(p, W_BR_UP, -DEG(20), DEG(10));
        BackLeg(p, W_BL_UP, DEG(10), DEG(30));
    }
    p->r[W_JAW][0] = -DEG(15);
    p->r[W_TAIL1][0] = 0;
}

/* What anim `a` shows at frame f of n (t = f / (n - 1) in 256ths). */
static void WolfMotion(int a, int f, int n, WPose *p)
{
    int32_t t = n > 1 ? f * 256 / (n - 1) : 0;
    int32_t cyc = n > 1 ? (int32_t)((int64_t)f * 65536 / n) : 0;
    WPose x, y;
    switch (a) {
    case 0: /* asleep: a slow breath */
        Sleep(p, cyc * 2);
        break;
    case 1: /* waking: lying, lifting the head, standing up */
        Sleep(&x, 0);
        Stand(&y);
        Mix(p, &x, &y, Ease(t * 3 / 2 - 64));
        break;
    case 2: /* from standing into the walk */
        Stand(&x);
        Walk(&y, PCT(50), false);
        Mix(p, &x, &y, Ease(t));
        break;
    case 3:
        Walk(p, cyc, false);
        break;
    case 4: /* walk lowering into the stalk */
        Walk(&x, cyc / 3, false);
        Walk(&y, cyc / 3, true);
        Mix(p, &x, &y, Ease(t));
        break;
    case 5:
        Walk(p, cyc, true);
        break;
    case 6: /* stalk to run */
        Walk(&x, 0, true);
        Run(&y, PCT(40));
        Mix(p, &x, &y, Ease(t));
        break;
    case 7:
        Run(p, cyc);
        break;
    case 8:
        Stand(p);
        break;
    case 9: /* pounce: gather, leap, land */
        Crouch(&x);
        Leap(&y);
        if (t < 64)
            Mix(p, &x, &y, 0);
        else if (t < 160)
            Mix(p, &x, &y, Ease((t - 64) * 256 / 96));
        else
            Mix(p, &y, &x, Ease((t - 160) * 256 / 96));
        break;
    case 10: /* crouch to stalk */
        Crouch(&x);
        Walk(&y, PCT(50), true);
        Mix(p, &x, &y, Ease(t));
        break;
    case 11: /* stalk to crouch */
    case 15: /* run to crouch */
        if (a == 11)
            Walk(&x, 0, true);
        else
            Run(&x, cyc / 2);
        Crouch(&y);
        Mix(p, &x, &y, Ease(t));
        break;
    case 12: /* crouching down */
    case 17: /* stop to crouch */
        Stand(&x);
        Crouch(&y);
        Mix(p, &x, &y, Ease(a == 12 ? t + 128 : t));
        break;
    case 13: /* crouch to run */
        Crouch(&x);
        Run(&y, PCT(40));
        Mix(p, &x, &y, Ease(t));
        break;
    case 14:
        Crouch(p);
        break;
    case 16: /* howl: sit up, howl, back to the crouch */
        Crouch(&x);
        Sit(&y, t > 64 && t < 208 ? 256 : 0);
        if (t < 64)
            Mix(p, &x, &y, Ease(t * 4));
        else if (t < 208)
            Sit(p, Ease(256 - abs(t - 136) * 256 / 72));
        else
            Mix(p, &y, &x, Ease((t - 208) * 256 / 48));
        break;
    case 18: /* fast turn: galloping bent round */
        Run(p, cyc * 2);
        p->r[W_CHEST][1] = DEG(20);
        p->r[W_NECK][1] = DEG(15);
        p->r[W_TAIL1][1] = -DEG(25);
        break;
    case 19: /* walk to stop */
        Walk(&x, PCT(50), false);
        Stand(&y);
        Mix(p, &x, &y, Ease(t));
        break;
    case 20:
    case 21:
    case 22: /* falling dead */
        Stand(&x);
        Dead(&y, a - 20);
        Mix(p, &x, &y, Ease(t * 2));
        break;
    case 23: /* bite: a lunge of the head, the jaws snap */
        Crouch(p);
        {
            int32_t lunge = t < 128 ? Ease(t * 2) : Ease(512 - t * 2);
            p->r[W_NECK][0] = DEG(10) - lunge * DEG(25) / 256;
            p->r[W_HEAD][0] = -DEG(15) + lunge * DEG(10) / 256;
            p->r[W_JAW][0] = -(t < 96 ? Ease(t * 256 / 96) : Ease((160 - t) * 4)) * DEG(35) / 256;
            p->shift = lunge * 60 / 256;
        }
        break;
    case 24: /* crouch to stop */
        Crouch(&x);
        Stand(&y);
        Mix(p, &x, &y, Ease(t));
        break;
    default:
        Stand(p);
        break;
    }
}

/* ---- frames ------------------------------------------------------------------------- */

static int32_t Quantise(int32_t a) { return (int32_t)(((uint32_t)a >> 6) & 0x3FF) << 6; }

static void ToFrame(const WPose *p, int32_t oy, AnimFrame *f)
{
    memset(f, 0, sizeof *f);
    f->offset = (Vec3s){0, (int16_t)oy, (int16_t)p->shift};
    f->num_meshes = WOLF_MESHES;
    for (int m = 0; m < WOLF_MESHES; m++)
        for (int k = 0; k < 3; k++)
            f->rot[m][k] = (uint16_t)Quantise(p->r[m][k]);
}

static void Measure(const WCtx *c, const WPose *p, int32_t oy, int32_t lo[3], int32_t hi[3])
{
    AnimFrame f;
    AnimPose pose;
    ToFrame(p, oy, &f);
    Anim_PoseFromFrame(c->lv, &c->model, &f, NULL, &pose);
    for (int k = 0; k < 3; k++) {
        lo[k] = INT32_MAX;
        hi[k] = INT32_MIN;
    }
    for (int m = 0; m < WOLF_MESHES; m++) {
        const Mesh *mesh = Level_MeshAt(c->lv, c->model.start_mesh + (uint32_t)m);
        for (uint32_t v = 0; mesh && v < mesh->num_vertices; v++) {
            int64_t w[3];
            Mat34_Transform(&pose.mesh[m], mesh->vertices[v].x, mesh->vertices[v].y,
                            mesh->vertices[v].z, w);
            for (int k = 0; k < 3; k++) {
                lo[k] = MIN(lo[k], (int32_t)w[k]);
                hi[k] = MAX(hi[k], (int32_t)w[k]);
            }
        }
    }
}

static int BuildAnims(LB_Builder *b, int first_mesh, uint32_t tree, uint32_t frame_word)
{
    Level *lv = &b->level;
    WCtx c;
    uint32_t start[WOLF_ANIMS + 1], key[WOLF_ANIMS + 1];
    const uint32_t stride = 10 + 2 * WOLF_MESHES;
    int first = (int)lv->num_animations;

    LB_PoseCtxInit(&c, lv, WOLF_MESHES, first_mesh, tree);
    LB_AnimLayout(k_wolf_anims, WOLF_ANIMS, start, key);
    for (int i = 0; i < WOLF_ANIMS && !b->failed; i++) {
        const WolfAnimDef *d = &k_wolf_anims[i];
        Animation *a = LB_AddAnim(b, k_wolf_anims, i, first, start, key, frame_word, stride);
        if (!a)
            break;

        a->state_change_offset = (uint16_t)lv->num_state_changes;
        for (size_t k = 0; k < COUNT_OF(k_wolf_dispatches); k++) {
            const WolfDispatchDef *x = &k_wolf_dispatches[k];
            if (x->anim != i)
                continue;
            StateChange *sc = LB_GROW(b, lv->state_changes, lv->num_state_changes, 1);
            AnimDispatch *ad = LB_GROW(b, lv->anim_dispatches, lv->num_anim_dispatches, 1);
            if (!sc || !ad)
                return -1;
            sc->state_id = x->state;
            sc->num_dispatches = 1;
            sc->dispatch_offset = (uint16_t)(lv->num_anim_dispatches - 1);
            ad->low = (int16_t)(start[i] + x->low);
            ad->high = (int16_t)(start[i] + x->high);
            ad->next_anim = (int16_t)(first + x->target);
            ad->next_frame = (int16_t)(start[x->target] + x->target_frame);
            a->num_state_changes++;
        }

        a->anim_command_offset = (uint16_t)lv->num_anim_commands;
        for (size_t k = 0; k < COUNT_OF(k_wolf_commands); k++) {
            const WolfCommandDef *x = &k_wolf_commands[k];
            if (x->anim != i)
                continue;
            uint32_t n = x->type == 5 ? 3 : 1;
            int16_t *w = LB_GROW(b, lv->anim_commands, lv->num_anim_commands, n);
            if (!w)
                return -1;
            w[0] = x->type;
            if (n == 3) {
                w[1] = (int16_t)(start[i] + (uint32_t)x->frame); /* frames are absolute */
                w[2] = x->sound;
            }
            a->num_anim_commands++;
        }

        for (uint32_t k = 0; k < LB_AnimKeyCount(d); k++) {
            int f = (int)MIN(k * d->rate, d->frames - 1u);
            WPose p;
            int32_t lo[3], hi[3];
            int16_t bbox[6], offset[3];
            WolfMotion(i, f, d->frames, &p);
            /* Stand the pose on the floor, then lift it as it asks. */
            Measure(&c, &p, 0, lo, hi);
            int32_t oy = -hi[1] + p.lift;
            Measure(&c, &p, oy, lo, hi);
            for (int m = 0; m < 3; m++) {
                bbox[2 * m] = (int16_t)lo[m];
                bbox[2 * m + 1] = (int16_t)hi[m];
            }
            offset[0] = 0;
            offset[1] = (int16_t)oy;
            offset[2] = (int16_t)p.shift;
            int32_t rot[WOLF_MESHES][3];
            memcpy(rot, p.r, sizeof rot);
            LB_EmitFrame(b, bbox, offset, WOLF_MESHES, (const int32_t(*)[3])rot);
        }
    }
    return b->failed ? -1 : first;
}

bool LB_Wolf(LB_Builder *b)
{
    Level *lv = &b->level;
    int first_mesh = -1;
    BuildMeshes(b, &first_mesh);
    uint32_t tree = lv->num_mesh_tree_words;
    BuildTree(b);
    uint32_t frames = lv->num_frame_words;
    int anim = b->failed ? -1 : BuildAnims(b, first_mesh, tree, frames);
    if (anim < 0)
        return false;
    LB_AddModel(b, LB_OBJ_WOLF, WOLF_MESHES, first_mesh, tree, frames, anim);
    return !b->failed;
}
