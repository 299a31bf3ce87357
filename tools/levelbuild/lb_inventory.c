/* The inventory ring's models of our own, under TR1's inventory object ids
 * and with the frame counts the ring's item table plays (game/inventory/
 * ring.c): the compass (72: case, needle, lid, hoop; its lid opens over
 * frames 0..10 and closes again by 24, the ring turns the needle, mesh 1),
 * the passport closed (81) and open (71: spine, front cover, its inside,
 * page 2, back cover, its inside, page 1, 30 frames: the front cover opens
 * by 14, page 1 turns by 19, page 2 by 24, the back cover closes by 29,
 * the frames the passport's pages stop at), the sound (96), detail (95)
 * and controls (97) options, the pistols (99: a holster pad and two guns
 * that part over 12 frames) and their clips (103). Coloured boxes; the
 * shapes and poses are ours, the ids, mesh slots and frame runs are what
 * the original's ring code expects. */
#include "tools/levelbuild/lb_internal.h"

#include <string.h>

#define DEG(d) ((int32_t)(d) * 65536 / 360)
#define MAX_PARTS 7

enum {
    OBJ_PASSPORT_OPTION = 71, OBJ_MAP_OPTION = 72, OBJ_PASSPORT_CLOSED = 81,
    OBJ_DETAIL_OPTION = 95, OBJ_SOUND_OPTION = 96, OBJ_CONTROL_OPTION = 97,
    OBJ_GUN_OPTION = 99, OBJ_GUN_AMMO_OPTION = 103,
};

/* One part of a model: its mesh and (parts after the first) where it hangs
 * from the first part (every part is a child of the first). */
typedef struct {
    LB_MeshBuild mb;
    int x, y, z;
} Part;

static Part g_parts[MAX_PARTS]; /* large: kept off the stack */
/* The size the model being made is drawn at, percent of the numbers
 * written below (the shapes are drawn large, then sized as the original's
 * items: a hand's breadth, about 100 units). */
static int g_scale = 100;

static int Sc(int v) { return v * g_scale / 100; }

/* One frame: the rotations of each part (16-bit angles, X Y Z) and where
 * the whole model is moved (offset, before sizing). */
typedef void (*PoseFn)(int frame, int32_t rot[MAX_PARTS][3], int16_t offset[3]);

/* A model of `n` parts (g_parts) with one looping animation of `frames`
 * frames posed by `pose` (NULL: at rest). */
static void InvModel(LB_Builder *b, uint32_t id, int n, int frames, PoseFn pose,
                     const int16_t bbox[6])
{
    Level *lv = &b->level;
    int first = -1;
    for (int k = 0; k < n; k++) {
        int ptr = LB_EmitMesh(b, &g_parts[k].mb);
        if (k == 0)
            first = ptr;
    }
    uint32_t tree = lv->num_mesh_tree_words;
    /* push the first part's matrix once, then pop and push it again for
     * each further part: all hang from the first */
    for (int k = 1; k < n; k++)
        LB_AddTreeNode(b, k == 1 ? 2 : 3, Sc(g_parts[k].x), Sc(g_parts[k].y), Sc(g_parts[k].z));
    int16_t box[6];
    for (int i = 0; i < 6; i++)
        box[i] = (int16_t)Sc(bbox[i]);
    uint32_t frame_word = lv->num_frame_words;
    int anim = (int)lv->num_animations;
    const LB_AnimDef def = {0, (uint16_t)frames, 1, 0, 0, 0, 0};
    uint32_t start[2], key[2];
    LB_AnimLayout(&def, 1, start, key);
    LB_AddAnim(b, &def, 0, anim, start, key, frame_word, 10u + 2u * (uint32_t)n);
    for (int f = 0; f < frames; f++) {
        int32_t rot[MAX_PARTS][3];
        int16_t offset[3] = {0, 0, 0};
        memset(rot, 0, sizeof rot);
        if (pose)
            pose(f, rot, offset);
        for (int i = 0; i < 3; i++)
            offset[i] = (int16_t)Sc(offset[i]);
        LB_EmitFrame(b, box, offset, n, (const int32_t(*)[3])rot);
    }
    LB_AddModel(b, id, n, first, tree, frame_word, anim);
}

static LB_MeshBuild *Begin(int k, int x, int y, int z)
{
    memset(&g_parts[k], 0, sizeof g_parts[k]);
    g_parts[k].x = x;
    g_parts[k].y = y;
    g_parts[k].z = z;
    return &g_parts[k].mb;
}

static void PartBox(LB_MeshBuild *mb, int x0, int y0, int z0, int x1, int y1, int z1, int colour)
{
    LB_MeshBox(mb, Sc(x0), Sc(y0), Sc(z0), Sc(x1), Sc(y1), Sc(z1), false, LB_PlainColour(colour),
               0);
}

/* Plain colours (LB_PlainColour). */
enum { WHITE = 0, RED = 1, GREEN = 2, BLUE = 3, YELLOW = 4, BLACK = 5, BROWN = 6, ORANGE = 7,
       PURPLE = 8, CYAN = 9, BRIGHT = 10, GREY = 11, DARK_PURPLE = 12, PALE_GREEN = 13,
       PEACH = 14 };

/* Linear ramp of an angle over frames [f0, f1]. */
static int32_t Ramp(int f, int f0, int f1, int32_t to)
{
    if (f <= f0)
        return 0;
    if (f >= f1)
        return to;
    return to * (f - f0) / (f1 - f0);
}

/* ---- the compass --------------------------------------------------------------- */

static void CompassPose(int f, int32_t rot[MAX_PARTS][3], int16_t offset[3])
{
    /* the lid: open by frame 10, closed again by 24 */
    int32_t open = f <= 10 ? Ramp(f, 0, 10, DEG(100)) : DEG(100) - Ramp(f, 10, 24, DEG(100));
    rot[2][0] = -open;
}

static void Compass(LB_Builder *b)
{
    g_scale = 40;
    LB_MeshBuild *mb = Begin(0, 0, 0, 0);
    PartBox(mb, -110, -40, -110, 110, 0, 110, YELLOW);
    PartBox(mb, -90, -44, -90, 90, -40, 90, BRIGHT);
    mb = Begin(1, 0, -46, 0); /* the needle, turned by the ring */
    PartBox(mb, -8, -4, 0, 8, 0, 80, RED);
    PartBox(mb, -8, -4, -80, 8, 0, 0, WHITE);
    /* the lid, hinged at the back (the camera looks at the +z side) */
    mb = Begin(2, 0, -40, -110);
    PartBox(mb, -110, -14, 0, 110, 0, 220, YELLOW);
    PartBox(mb, -60, -18, 70, 60, -14, 150, ORANGE);
    mb = Begin(3, 0, -20, 110); /* the hoop at the front */
    PartBox(mb, -20, -20, 0, 20, 20, 30, ORANGE);
    static const int16_t bbox[6] = {-110, 110, -60, 0, -110, 140};
    InvModel(b, OBJ_MAP_OPTION, 4, 25, CompassPose, bbox);
}

/* ---- the passport ----------------------------------------------------------------- */

/* Standing up and facing the camera (+z) as the original's: the spine at
 * x = 0 runs up (y), the leaves reach out along +x and turn about it,
 * towards the camera, to the other side. */
enum { P_SPINE, P_FRONT, P_IN_FRONT, P_PAGE2, P_BACK, P_IN_BACK, P_PAGE1 };
#define BOOK_W 100
#define BOOK_H 66

static void PassportPose(int f, int32_t rot[MAX_PARTS][3], int16_t offset[3])
{
    /* each leaf turns over the spine to the other side */
    int32_t front = -Ramp(f, 0, 14, DEG(180));
    rot[P_FRONT][1] = rot[P_IN_FRONT][1] = front;
    rot[P_PAGE1][1] = -Ramp(f, 14, 19, DEG(180));
    rot[P_PAGE2][1] = -Ramp(f, 19, 24, DEG(180));
    rot[P_BACK][1] = rot[P_IN_BACK][1] = -Ramp(f, 24, 29, DEG(180));
    /* closed, the book is centred; open, the spine is */
    offset[0] = (int16_t)(f <= 14 ? -BOOK_W / 2 + BOOK_W / 2 * f / 14
                                  : f < 24 ? 0 : BOOK_W / 2 * (f - 24) / 5);
}

/* A leaf between depths z0 and z1 (the camera's side is +z), `inset`
 * smaller. */
static void Leaf(int k, int z0, int z1, int inset, int colour)
{
    LB_MeshBuild *mb = Begin(k, 0, 0, 0);
    PartBox(mb, 1, -BOOK_H + inset, z0, BOOK_W - inset, BOOK_H - inset, z1, colour);
}

static void ClosedPose(int f, int32_t rot[MAX_PARTS][3], int16_t offset[3])
{
    offset[0] = -BOOK_W / 2;
}

static void Passport(LB_Builder *b)
{
    g_scale = 100;
    /* closed: one mesh, a red book with a golden crest */
    LB_MeshBuild *mb = Begin(0, 0, 0, 0);
    PartBox(mb, 0, -BOOK_H, -6, BOOK_W, BOOK_H, 6, RED);
    PartBox(mb, 30, -20, 6, 70, 20, 8, YELLOW);
    static const int16_t closed_box[6] = {-BOOK_W / 2, BOOK_W / 2, -BOOK_H, BOOK_H, -6, 8};
    InvModel(b, OBJ_PASSPORT_CLOSED, 1, 1, ClosedPose, closed_box);

    mb = Begin(P_SPINE, 0, 0, 0);
    PartBox(mb, -3, -BOOK_H, -6, 1, BOOK_H, 6, RED);
    /* the leaves from the front: the front cover (its crest outside), its
     * inside, page 1, page 2, the inside of the back cover, the back */
    Leaf(P_FRONT, 4, 6, 0, RED);
    PartBox(&g_parts[P_FRONT].mb, 30, -20, 6, 70, 20, 8, YELLOW);
    Leaf(P_IN_FRONT, 3, 4, 3, PEACH);
    Leaf(P_PAGE1, 1, 3, 5, BRIGHT);
    Leaf(P_PAGE2, -1, 1, 5, WHITE);
    Leaf(P_IN_BACK, -4, -3, 3, PEACH);
    Leaf(P_BACK, -6, -4, 0, RED);
    static const int16_t open_box[6] = {-BOOK_W, BOOK_W, -BOOK_H, BOOK_H, -8, 8};
    InvModel(b, OBJ_PASSPORT_OPTION, 7, 30, PassportPose, open_box);
}

static void SoundOption(LB_Builder *b)
{
    /* a portable radio: a wooden case, a grille, a dial; the aerial apart */
    g_scale = 45;
    LB_MeshBuild *mb = Begin(0, 0, 0, 0);
    PartBox(mb, -150, -150, -50, 150, 0, 50, BROWN);
    PartBox(mb, -130, -130, -56, -10, -20, -50, BLACK);
    PartBox(mb, 30, -110, -56, 120, -70, -50, WHITE);
    PartBox(mb, 50, -50, -60, 80, -20, -50, GREY);
    PartBox(mb, 90, -50, -60, 120, -20, -50, GREY);
    mb = Begin(1, 110, -150, 0);
    PartBox(mb, -6, -180, -6, 6, 0, 6, GREY);
    PartBox(mb, -12, -192, -12, 12, -180, 12, BRIGHT);
    static const int16_t bbox[6] = {-150, 150, -330, 0, -60, 50};
    InvModel(b, OBJ_SOUND_OPTION, 2, 1, NULL, bbox);
}

static void DetailOption(LB_Builder *b)
{
    /* sunglasses: two dark lenses in a frame, a bridge, the arms */
    g_scale = 40;
    LB_MeshBuild *mb = Begin(0, 0, 0, 0);
    PartBox(mb, -170, -70, -10, -20, 0, 10, BLACK);
    PartBox(mb, 20, -70, -10, 170, 0, 10, BLACK);
    PartBox(mb, -160, -62, -14, -30, -8, -10, DARK_PURPLE);
    PartBox(mb, 30, -62, -14, 160, -8, -10, DARK_PURPLE);
    PartBox(mb, -20, -60, -6, 20, -44, 6, BLACK);
    PartBox(mb, -180, -66, 10, -168, -54, 230, BLACK);
    PartBox(mb, 168, -66, 10, 180, -54, 230, BLACK);
    static const int16_t bbox[6] = {-180, 180, -70, 0, -14, 230};
    InvModel(b, OBJ_DETAIL_OPTION, 1, 1, NULL, bbox);
}

static void ControlOption(LB_Builder *b)
{
    /* a game pad: a grey body with grips, a cross and four buttons */
    g_scale = 35;
    LB_MeshBuild *mb = Begin(0, 0, 0, 0);
    PartBox(mb, -180, -40, -90, 180, 0, 90, GREY);
    PartBox(mb, -200, -36, -20, -150, 0, 130, GREY);
    PartBox(mb, 150, -36, -20, 200, 0, 130, GREY);
    PartBox(mb, -130, -48, -14, -50, -40, 14, BLACK);
    PartBox(mb, -104, -48, -40, -76, -40, 40, BLACK);
    static const struct { int x, z, colour; } k_buttons[4] = {
        {90, -30, GREEN}, {130, 0, RED}, {90, 30, BLUE}, {50, 0, YELLOW}};
    for (int i = 0; i < 4; i++)
        PartBox(mb, k_buttons[i].x - 12, -50, k_buttons[i].z - 12, k_buttons[i].x + 12, -40,
            k_buttons[i].z + 12, k_buttons[i].colour);
    PartBox(mb, -30, -44, 40, -6, -40, 56, BLACK);
    PartBox(mb, 6, -44, 40, 30, -40, 56, BLACK);
    static const int16_t bbox[6] = {-200, 200, -50, 0, -90, 130};
    InvModel(b, OBJ_CONTROL_OPTION, 1, 1, NULL, bbox);
}

/* ---- the pistols and their clips --------------------------------------------------- */

static void Pistol(LB_MeshBuild *mb, int side)
{
    /* lying flat: the barrel along x, the grip along z */
    PartBox(mb, side < 0 ? -190 : 0, -30, -14, side < 0 ? 0 : 190, 0, 14, BLACK);
    PartBox(mb, side < 0 ? -10 : -40, -26, 14, side < 0 ? 40 : 10, -4, 90, BROWN);
    PartBox(mb, side < 0 ? -180 : 150, -34, -8, side < 0 ? -150 : 180, -30, 8, GREY);
}

static void PistolsPose(int f, int32_t rot[MAX_PARTS][3], int16_t offset[3])
{
    /* the two guns part as the item is chosen (frames 0..11) */
    rot[1][1] = Ramp(f, 0, 11, DEG(25));
    rot[2][1] = -Ramp(f, 0, 11, DEG(25));
}

static void Pistols(LB_Builder *b)
{
    g_scale = 32;
    LB_MeshBuild *mb = Begin(0, 0, 0, 0);
    PartBox(mb, -220, -16, -120, 220, 0, 120, BROWN);
    PartBox(mb, -200, -20, -100, 200, -16, 100, ORANGE);
    mb = Begin(1, -10, -20, -50);
    Pistol(mb, 1);
    mb = Begin(2, 10, -20, 50);
    Pistol(mb, -1);
    static const int16_t bbox[6] = {-220, 220, -60, 0, -120, 140};
    InvModel(b, OBJ_GUN_OPTION, 3, 12, PistolsPose, bbox);
}

static void PistolClips(LB_Builder *b)
{
    g_scale = 50;
    LB_MeshBuild *mb = Begin(0, -50, 0, 0);
    PartBox(mb, -30, -150, -20, 30, 0, 20, BLACK);
    PartBox(mb, -24, -166, -12, 24, -150, 12, YELLOW);
    mb = Begin(1, 50, 0, 0);
    PartBox(mb, -30, -150, -20, 30, 0, 20, BLACK);
    PartBox(mb, -24, -166, -12, 24, -150, 12, YELLOW);
    static const int16_t bbox[6] = {-80, 80, -166, 0, -20, 20};
    InvModel(b, OBJ_GUN_AMMO_OPTION, 2, 1, NULL, bbox);
}

bool LB_Inventory(LB_Builder *b)
{
    Compass(b);
    Passport(b);
    SoundOption(b);
    DetailOption(b);
    ControlOption(b);
    Pistols(b);
    PistolClips(b);
    return !b->failed;
}
