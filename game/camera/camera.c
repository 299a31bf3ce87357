/* The original's camera (see camera.h). */
#include "game/camera/camera.h"

#include <string.h>

#include "game/game.h"

void Camera_Init(Game *g)
{
    GameCamera *c = &g->camera;
    memset(c, 0, sizeof(*c));
    c->number = -1;
    c->item = -1;
    c->last_item = -1;
}

void Camera_Update(Game *g)
{
    (void)g;
}
