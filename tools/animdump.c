/* animdump: the pose of one animation frame of a model, as JSON.
 *
 *   animdump --level FILE --model ID --anim A --frame F [--json]
 *
 * A and F count from the model's first animation and from the animation's
 * first frame (the absolute numbers are printed too). For each mesh: its
 * origin in the item's frame (item at the origin, rotation 0; integer world
 * units) and its decoded rotation angles in 16-bit units, in Y, X, Z order.
 * Between key frames (FrameRate > 1) origins come from the interpolated
 * matrices, as the original draws them, and angles from per-axis
 * shortest-arc interpolation. */
#include "engine/core/json.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "engine/sim/sim.h"

static bool parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    long v = strtol(s, &end, 0);
    if (!*s || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}


static void usage(void)
{
    puts("usage: animdump --level FILE --model ID --anim A --frame F [--json]");
}

int main(int argc, char **argv)
{
    const char *path = NULL;
    long model_id = -1, anim_rel = -1, frame_rel = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json"))
            continue;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            return 0;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "error: %s needs a value\n", a);
            return 2;
        }
        const char *v = argv[++i];
        bool ok = true;
        if (!strcmp(a, "--level"))
            path = v;
        else if (!strcmp(a, "--model"))
            ok = parse_int(v, 0, 0xFFFF, &model_id);
        else if (!strcmp(a, "--anim"))
            ok = parse_int(v, 0, 0xFFFF, &anim_rel);
        else if (!strcmp(a, "--frame"))
            ok = parse_int(v, 0, 0xFFFF, &frame_rel);
        else {
            fprintf(stderr, "error: unknown option %s\n", a);
            return 2;
        }
        if (!ok) {
            fprintf(stderr, "error: %s: bad value '%s'\n", a, v);
            return 2;
        }
    }
    if (!path || model_id < 0 || anim_rel < 0 || frame_rel < 0) {
        fprintf(stderr, "error: --level, --model, --anim and --frame are required\n");
        return 2;
    }
    Level lv;
    char err[512];
    if (!Level_Load(path, &lv, err, sizeof(err))) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    int rc = 2;
    const Model *m = Level_FindModel(&lv, (uint32_t)model_id);
    if (!m) {
        fprintf(stderr, "error: %s: no model with object id %ld\n", path, model_id);
        goto done;
    }
    int first = Sim_ModelFirstAnim(&lv, m);
    if (first < 0 || (uint32_t)(first + anim_rel) >= lv.num_animations) {
        fprintf(stderr, "error: %s: model %ld has no animation %ld\n", path, model_id, anim_rel);
        goto done;
    }
    int anim = first + (int)anim_rel;
    const Animation *an = &lv.animations[anim];
    int nframes = (int)an->frame_end - (int)an->frame_start + 1;
    if (frame_rel >= nframes) {
        fprintf(stderr, "error: %s: animation %d has %d frames, no frame %ld\n", path, anim,
                nframes, frame_rel);
        goto done;
    }
    Item it;
    memset(&it, 0, sizeof(it));
    it.object_id = (int16_t)model_id;
    it.model = (int16_t)(m - lv.models);
    it.anim = (int16_t)anim;
    it.frame = (int16_t)(an->frame_start + frame_rel);
    AnimPose pose;
    Anim_ItemPose(&lv, &it, &pose);
    AnimFrame f;
    Anim_GetFrame(&lv, anim, it.frame, m->num_meshes, &f);
    char name[200];
    Json_Escape(lv.name, name, sizeof(name));
    printf("{\"level\":\"%s\",\"model\":%ld,\"anim\":%ld,\"frame\":%ld,\"anim_abs\":%d,"
           "\"frame_abs\":%d,\"frame_rate\":%u,\"state\":%u,\"num_meshes\":%d,"
           "\"offset\":[%d,%d,%d],\"bbox\":[%d,%d,%d,%d,%d,%d],\"meshes\":[",
           name, model_id, anim_rel, frame_rel, anim, it.frame, an->frame_rate,
           an->state_id, pose.num_meshes, f.offset.x, f.offset.y, f.offset.z, f.bbox.min_x,
           f.bbox.max_x, f.bbox.min_y, f.bbox.max_y, f.bbox.min_z, f.bbox.max_z);
    for (int i = 0; i < pose.num_meshes; i++) {
        int64_t o[3];
        Mat34_Transform(&pose.mesh[i], 0, 0, 0, o);
        printf("%s{\"mesh\":%d,\"origin\":[%lld,%lld,%lld],\"rot_yxz\":[%u,%u,%u]}",
               i ? "," : "", i, (long long)o[0], (long long)o[1], (long long)o[2],
               f.rot[i][1], f.rot[i][0], f.rot[i][2]);
    }
    printf("]}\n");
    rc = 0;
    /* A full disk or closed pipe must not pass for a pose. */
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "error: stdout: write failed\n");
        rc = 2;
    }
done:
    Level_Free(&lv);
    return rc;
}
