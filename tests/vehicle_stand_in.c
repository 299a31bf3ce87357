/* Stand-in vehicle models (see vehicle_stand_in.h). */
#include "tests/vehicle_stand_in.h"

#include <stdlib.h>

static bool grow(void **p, size_t elem, uint32_t n)
{
    void *q = realloc(*p, elem * (n ? n : 1));
    if (q)
        *p = q;
    return q != NULL;
}

bool StandIn_Add(Level *lv, const StandInAnim *set, int count, const int *ids, int num_ids)
{
    const Model *lara = Level_FindModel(lv, 0);
    if (!lara || lara->animation == 0xFFFF)
        return false;
    const Animation pose = lv->animations[lara->animation + 11]; /* her stand */
    Model base_model = *lara;
    uint32_t sc_count = 0;
    for (int a = 0; a < count; a++)
        sc_count += (uint32_t)set[a].num_changes;
    if (!grow((void **)&lv->animations, sizeof(Animation), lv->num_animations + (uint32_t)count) ||
        !grow((void **)&lv->state_changes, sizeof(StateChange), lv->num_state_changes + sc_count) ||
        !grow((void **)&lv->anim_dispatches, sizeof(AnimDispatch),
              lv->num_anim_dispatches + sc_count) ||
        !grow((void **)&lv->models, sizeof(Model), lv->num_models + (uint32_t)num_ids))
        return false;
    uint32_t base = lv->num_animations;
    for (int a = 0; a < count; a++) {
        const StandInAnim *r = &set[a];
        Animation an = pose;
        an.state_id = r->state;
        an.frame_rate = (uint8_t)r->frames; /* every frame shows her first key */
        an.frame_start = 0;
        an.frame_end = (uint16_t)(r->frames - 1);
        an.speed = r->speed * 65536;
        an.accel = 0;
        an.next_anim = (uint16_t)(base + r->next);
        an.next_frame = 0;
        an.num_anim_commands = 0;
        an.anim_command_offset = 0;
        an.num_state_changes = (uint16_t)r->num_changes;
        an.state_change_offset = (uint16_t)lv->num_state_changes;
        for (int c = 0; c < r->num_changes; c++) {
            AnimDispatch d = {(int16_t)(r->at_end ? r->frames - 1 : 0), (int16_t)(r->frames - 1), (int16_t)(base + r->changes[c][1]), 0};
            StateChange sc = {r->changes[c][0], 1, (uint16_t)lv->num_anim_dispatches};
            lv->anim_dispatches[lv->num_anim_dispatches++] = d;
            lv->state_changes[lv->num_state_changes++] = sc;
        }
        lv->animations[lv->num_animations++] = an;
    }
    for (int i = 0; i < num_ids; i++) {
        Model m = base_model;
        m.animation = (uint16_t)base;
        m.id = (uint32_t)ids[i];
        lv->models[lv->num_models++] = m;
    }
    return true;
}
