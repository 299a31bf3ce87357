/* TR3's level-select globe drawn (see ring.h Ring_DrawGlobe): the
 * original's inventory item GAMMA_OPTION (tomb3 game/invdata igamma_option,
 * game/inventry.cpp DrawInventoryItem) as the one item of its ring, open
 * and selected: the ring's radius in front of its camera, raised 176 and
 * brought 256 nearer, turned by the globe's angles (y, then x, then z),
 * its first frame, every mesh but the fourth (Peru's marker, which the
 * original never draws). */
#include "game/inventory/ring.h"

#include <string.h>

#include "engine/anim/anim.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define GLOBE_Y_TRANS (-176)
#define GLOBE_Z_TRANS 256
#define GLOBE_MESHES 0xFFFFFFF7u
#define GLOBE_SHADE 0x1000      /* the selected item's (HIGH_LIGHT) */
#define GLOBE_LIGHT_DIVIDER 0x6000
#define GLOBE_MAX_MESHES 32

/* The open ring's camera: 598 behind the ring's front, at its height,
 * looking at the ring's centre line as ring_draw.c's does. */
static void globe_camera(RenderCamera *cam)
{
    memset(cam, 0, sizeof *cam);
    cam->y = RING_CAMERA_HEIGHT;
    cam->z = RING_RADIUS + RING_CAMERA_TO_RING;
    cam->yaw = Math_Atan2(0, -RING_CAMERA_TO_RING);
    cam->pitch = (int16_t)Math_Atan2(-(RING_CAMERA_Y_OFFSET - RING_CAMERA_HEIGHT),
                                     RING_CAMERA_TO_RING);
    cam->fov = ANGLE_DEG(RING_FOV_DEG);
}

bool Ring_DrawGlobe(const Level *lv, Renderer *rd, UiCanvas *c, const int16_t rot[3])
{
    const Model *m = Level_FindModel(lv, O3_GAMMA_OPTION);
    if (!rd || !m || m->num_meshes == 0)
        return false;
    Mat34 w;
    Mat34_Identity(&w);
    Mat34_RotY(&w, -ANGLE_90);  /* the only item, at the ring's front */
    Mat34_TranslateRel(&w, RING_RADIUS, 0, 0);
    Mat34_RotY(&w, ANGLE_90);
    Mat34_TranslateRel(&w, 0, GLOBE_Y_TRANS, GLOBE_Z_TRANS);
    Mat34_RotY(&w, rot[1]);
    Mat34_RotX(&w, rot[0]);
    Mat34_RotZ(&w, rot[2]);
    AnimFrame f;
    if (!Anim_DecodeFrame(lv, m->frame_offset / 2u, m->num_meshes, &f))
        return false;
    AnimPose pose;
    Anim_PoseFromFrame(lv, m, &f, &w, &pose);
    RenderMeshDraw draws[GLOBE_MAX_MESHES];
    size_t n = 0;
    for (int k = 0; k < pose.num_meshes && k < GLOBE_MAX_MESHES; k++) {
        uint32_t ptr = (uint32_t)m->start_mesh + (uint32_t)k;
        if (ptr >= lv->num_mesh_pointers)
            break;
        if (!(GLOBE_MESHES & (1u << k)))
            continue;
        memset(&draws[n], 0, sizeof draws[n]);
        /* the level's own pointer: the original draws it through meshes[]
         * as any ring item, but the globe shows on the title level with no
         * game running, so nothing has traded a pointer (no table) */
        draws[n].mesh = lv->mesh_index[ptr];
        draws[n].world = pose.mesh[k];
        draws[n].room = -1;
        draws[n].light_mode = RENDER_LIGHT_DIRECTIONAL;
        draws[n].shade = GLOBE_SHADE;
        n++;
    }
    RenderCamera cam;
    globe_camera(&cam);
    Render_SetObjectLight(rd, -1536, 256, 1024, GLOBE_LIGHT_DIVIDER);
    return Render_FrameObjectsOver(rd, &cam, draws, n, c->fb);
}
