/* The renderer makes no heap allocation per frame: everything it needs is
 * allocated by Render_Create. Counted with the sanitizer allocator's hooks
 * (the suite runs under ASan), which see every malloc/free of every thread,
 * the band workers' included: 1, 2, 3 and 16 threads, frames and their RGB
 * conversion (which the workers share too), Render_FrameRGB's frames, and
 * Render_Tick between frames (animated textures), over the peer view, every
 * fixed camera and rooms spread over the level. (It replaces
 * render_no_allocation_per_frame, which counted 1 and 2 threads over the
 * fixed cameras.) */
#include "engine/render/render.h"
#include "game/capture.h"
#include "tests/test.h"

#include <stdatomic.h>
#include <stdlib.h>

#if defined(__SANITIZE_ADDRESS__)
#define HAVE_ALLOC_HOOKS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HAVE_ALLOC_HOOKS 1
#endif
#endif

#ifdef HAVE_ALLOC_HOOKS
/* from <sanitizer/allocator_interface.h> (not always installed) */
int __sanitizer_install_malloc_and_free_hooks(void (*malloc_hook)(const volatile void *, size_t),
                                              void (*free_hook)(const volatile void *));

static atomic_long g_allocs;

static void on_malloc(const volatile void *ptr, size_t size)
{
    (void)ptr;
    (void)size;
    atomic_fetch_add(&g_allocs, 1);
}

static void on_free(const volatile void *ptr) { (void)ptr; }

TEST(render_no_heap_allocations_per_frame)
{
    const char *path = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!path)
        SKIP("tr1/LEVEL1.PHD not available");
    char err[512];
    Level lv;
    CHECK_MSG(Level_Load(path, &lv, err, sizeof(err)), "%s", err);
    RenderMeshDraw *md = NULL;
    RenderSpriteDraw *sd = NULL;
    size_t nm = 0, ns = 0;
    CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
    static int installed;
    if (!installed)
        __sanitizer_install_malloc_and_free_hooks(on_malloc, on_free);
    installed = 1;
    /* the counter sees a malloc made here (else the test could not fail) */
    long before = atomic_load(&g_allocs);
    void *probe = malloc(16);
    CHECK(probe);
    free(probe);
    CHECK_EQ(atomic_load(&g_allocs) - before, 1);

    const int w = 640, h = 480;
    uint8_t *fb = malloc((size_t)w * h), *rgb = malloc((size_t)w * h * 3);
    CHECK(fb && rgb);
    static const int counts[] = {1, 2, 3, 16};
    for (size_t tc = 0; tc < COUNT_OF(counts); tc++) {
        const int threads = counts[tc];
        RenderConfig cfg = {threads};
        Renderer *r = Render_Create(&lv, w, h, &cfg, err, sizeof(err));
        CHECK_MSG(r, "%s", err);
        /* the peer view, fixed cameras and a few rooms, with the items */
        RenderCamera views[12];
        int nv = 0;
        views[nv++] = (RenderCamera){73984, 2237, 3327, 0, 14319, 0, 0, 0};
        for (uint32_t i = 0; i < lv.num_cameras && nv < 8; i++)
            if (Capture_FixedCameraView(&lv, i, &views[nv]) && views[nv].room >= 0)
                nv++;
        for (uint32_t ri = 0; ri < lv.num_rooms && nv < 12; ri += lv.num_rooms / 4 + 1) {
            const Room *rm = &lv.rooms[ri];
            views[nv++] = (RenderCamera){rm->x + rm->num_x_sectors * 512,
                                         (rm->y_top + rm->y_bottom) / 2,
                                         rm->z + rm->num_z_sectors * 512, (int32_t)ri, 0, 0, 0, 0};
        }
        Render_Frame(r, &views[0], md, nm, sd, ns, fb); /* (workers settled) */
        long start = atomic_load(&g_allocs);
        for (int k = 0; k < nv; k++) {
            CHECK(Render_Frame(r, &views[k], md, nm, sd, ns, fb));
            Render_Tick(r);
            Render_ToRGB(r, fb, rgb);
            CHECK(Render_FrameRGB(r, &views[k], md, nm, sd, ns, fb, rgb));
        }
        long made = atomic_load(&g_allocs) - start;
        Render_Destroy(r);
        CHECK_MSG(made == 0, "%d thread(s): %ld heap allocations in %d frames", threads, made, nv);
    }
    free(fb);
    free(rgb);
    free(md);
    free(sd);
    Level_Free(&lv);
}
#endif
