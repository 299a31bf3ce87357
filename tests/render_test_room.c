/* The renderer tests' open room (see render_test_room.h). */
#include "tests/render_test_room.h"

#include <stdlib.h>

#include "engine/level/level_write.h"
#include "tools/levelbuild/levelbuild.h"

bool RenderTestRoom_Build(Level *lv, const char *name)
{
    LB_Builder b;
    if (!LB_Init(&b))
        return false;
    int r = LB_AddRoom(&b, 0, 0, 5, 5, 0, -8, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b, LB_OBJ_LARA, r, 2560, 0, 2560, 0, 0);
    bool ok = LB_Finish(&b);
    uint8_t *data = NULL;
    size_t n = 0;
    char err[256];
    ok = ok && LevelWrite_TR1(&b.level, &data, &n, err, sizeof err) &&
         Level_LoadMemory(data, n, name, NULL, 0, lv, err, sizeof err);
    free(data);
    LB_Free(&b);
    return ok;
}
