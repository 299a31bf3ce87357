/* The effect list, the helpers the kinds share and the per-tick walk that
 * runs each effect's control routine from the object table (see effect.h).
 * The kinds themselves, their routines and spawners, are one file each
 * (blood.c, ricochet.c, ...). Numbers and the order of random calls are the
 * original TR1 routines'. */
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"

#include <string.h>

const EffectIds *Effect_Ids(const Game *g)
{
    return g && g->rules && g->rules->effect_ids ? g->rules->effect_ids : &EffectIds_TR1;
}

/* ---- the list ------------------------------------------------------------- */

static int16_t *room_head(EffectList *l, int room)
{
    static int16_t none;
    if (room < 0 || (uint32_t)room >= l->num_rooms || !l->room_fx) {
        none = EFFECT_NONE;
        return &none;
    }
    return &l->room_fx[room];
}

/* What effects read as an object's mesh count: sprites count down from
 * frame 0 to minus their number, models give their mesh count. */
static int16_t mesh_count_of(const Level *lv, int id)
{
    if (!lv)
        return 0;
    const SpriteSequence *sq = Level_FindSpriteSequence(lv, id);
    if (sq)
        return sq->neg_length;
    const Model *m = Level_FindModel(lv, (uint32_t)id);
    return m ? (int16_t)m->num_meshes : 0;
}

void Effect_Init(Game *g)
{
    EffectList *l = &g->effects;
    void (*play)(void *, int, const Vec3i *) = l->play_sound;
    void (*play_pitch)(void *, int, const Vec3i *, int32_t) = l->play_sound_pitch;
    void *user = l->sound_user;
    memset(l, 0, sizeof(*l));
    l->play_sound = play;
    l->play_sound_pitch = play_pitch;
    l->sound_user = user;
    l->next_active = EFFECT_NONE;
    l->next_free = 0;
    for (int i = 0; i < EFFECT_MAX; i++) {
        l->fx[i].next_free = (int16_t)(i + 1 < EFFECT_MAX ? i + 1 : EFFECT_NONE);
        l->fx[i].next_draw = l->fx[i].next_free;
        l->fx[i].next_active = EFFECT_NONE;
        l->fx[i].room = -1;
    }
    l->num_rooms = g->sim ? g->sim->num_rooms : 0;
    l->room_fx = l->num_rooms ? Object_Alloc(g, l->num_rooms * sizeof(int16_t)) : NULL;
    if (!l->room_fx)
        l->num_rooms = 0;
    for (uint32_t r = 0; r < l->num_rooms; r++)
        l->room_fx[r] = EFFECT_NONE;
    for (int id = 0; id < EFFECT_OBJECTS; id++)
        l->mesh_count[id] = mesh_count_of(g->lv, id);
    if (Effect_Ids(g)->spark_pool) {
        Spark3_Init(g);
        Splash3_Init(g);
    }
    /* Body parts carry a mesh index in frame_num: the original gives their
     * object no meshes of its own. */
    if (Effect_Ids(g)->body_part >= 0 && Effect_Ids(g)->body_part < EFFECT_OBJECTS)
        l->mesh_count[Effect_Ids(g)->body_part] = 0;
}

Effect *Effect_Get(Game *g, int fx)
{
    return Effect_Ok(fx) ? &g->effects.fx[fx] : NULL;
}

int Effect_Create(Game *g, int room)
{
    EffectList *l = &g->effects;
    int fx = l->next_free;
    if (!Effect_Ok(fx))
        return EFFECT_NONE;
    Effect *e = &l->fx[fx];
    l->next_free = e->next_free;
    int16_t *head = room_head(l, room);
    e->room = (int16_t)room;
    e->next_draw = *head;
    *head = (int16_t)fx;
    e->next_active = l->next_active;
    l->next_active = (int16_t)fx;
    return fx;
}

/* Unlinks fx from a room list. */
static void unlink_room(EffectList *l, int fx, int room)
{
    int16_t *head = room_head(l, room);
    Effect *e = &l->fx[fx];
    if (*head == fx) {
        *head = e->next_draw;
        return;
    }
    for (int i = *head, guard = 0; Effect_Ok(i) && guard < EFFECT_MAX; guard++) {
        if (l->fx[i].next_draw == fx) {
            l->fx[i].next_draw = e->next_draw;
            return;
        }
        i = l->fx[i].next_draw;
    }
}

void Effect_Kill(Game *g, int fx)
{
    EffectList *l = &g->effects;
    if (!Effect_Ok(fx))
        return;
    Effect *e = &l->fx[fx];
    if (l->next_active == fx) {
        l->next_active = e->next_active;
    } else {
        for (int i = l->next_active, guard = 0; Effect_Ok(i) && guard < EFFECT_MAX; guard++) {
            if (l->fx[i].next_active == fx) {
                l->fx[i].next_active = e->next_active;
                break;
            }
            i = l->fx[i].next_active;
        }
    }
    unlink_room(l, fx, e->room);
    if (g->sparks)
        Spark3_Detach(g, fx, SPARK3_FX);
    e->next_free = l->next_free;
    l->next_free = (int16_t)fx;
}

void Effect_NewRoom(Game *g, int fx, int room)
{
    EffectList *l = &g->effects;
    if (!Effect_Ok(fx))
        return;
    Effect *e = &l->fx[fx];
    unlink_room(l, fx, e->room);
    int16_t *head = room_head(l, room);
    e->room = (int16_t)room;
    e->next_draw = *head;
    *head = (int16_t)fx;
}

int Effect_ActiveCount(const Game *g)
{
    const EffectList *l = &g->effects;
    int n = 0;
    for (int i = l->next_active; Effect_Ok(i) && n <= EFFECT_MAX; i = l->fx[i].next_active)
        n++;
    return n;
}

/* ---- shared helpers --------------------------------------------------------- */

void Effect_Sound(Game *g, int sound_id, const Vec3i *pos)
{
    if (g->effects.play_sound)
        g->effects.play_sound(g->effects.sound_user, sound_id, pos);
}

void Effect_SoundPitch(Game *g, int sound_id, const Vec3i *pos, int32_t pitch)
{
    if (g->effects.play_sound_pitch)
        g->effects.play_sound_pitch(g->effects.sound_user, sound_id, pos, pitch);
    else
        Effect_Sound(g, sound_id, pos);
}

/* A sound at an item of the level (its number is the emitter). */
void Effect_ItemSound(Game *g, Item *item, int sound_id)
{
    if (item && g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, item, sound_id);
}

bool Effect_LaraIsNear(Game *g, const Vec3i *pos, int32_t distance)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return false;
    int32_t x = pos->x - lara->pos.x;
    int32_t y = pos->y - lara->pos.y;
    int32_t z = pos->z - lara->pos.z;
    if (x < -distance || x > distance || z < -distance || z > distance || y < -WALL_SIZE * 3 ||
        y > WALL_SIZE * 3 || x * x + z * z > distance * distance)
        return false;
    BoundingBox b;
    Lara_GetBoundsAccurate(g, lara, &b);
    return y >= b.min_y && y <= b.max_y + 100;
}

const Model *Effect_ItemModel(const Level *lv, const Item *it)
{
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return NULL;
    return &lv->models[it->model];
}

/* The mesh walk shared by the joint position and the exploding death: the
 * item's rotation, the frame's offset and root rotation, then each child
 * mesh's step (Anim_TreeJoint). */
void Effect_WalkBegin(MatStack *st, const Item *it, const AnimFrame *f)
{
    MatStack_Init(st, NULL);
    MatStack_RotYXZ(st, it->rot.y, it->rot.x, it->rot.z);
    MatStack_Translate(st, f->offset.x, f->offset.y, f->offset.z);
    MatStack_RotYXZ(st, f->rot[0][1], f->rot[0][0], f->rot[0][2]);
}

void Effect_JointAbsPosition(const Game *g, const Item *item, Vec3i *vec, int joint,
                             const int16_t *extra)
{
    const Level *lv = g->lv;
    const Model *m = Effect_ItemModel(lv, item);
    AnimFrame f;
    if (!m || !Coll_GetBestFrame(lv, item, &f)) {
        vec->x += item->pos.x;
        vec->y += item->pos.y;
        vec->z += item->pos.z;
        return;
    }
    MatStack st;
    Effect_WalkBegin(&st, item, &f);
    /* Joints past the last mesh (the original reads beyond the model's
     * tree for them: flames on Lara from a lava death) stop at the last. */
    int n = MIN(joint, (int)m->num_meshes - 1);
    n = MIN(n, ANIM_MAX_MESHES - 1);
    for (int i = 0; i < n; i++)
        Anim_TreeJoint(lv, m, i + 1, &f, &st, &extra);
    Mat34 *top = MatStack_Top(&st);
    Mat34_TranslateRel(top, vec->x, vec->y, vec->z);
    vec->x = item->pos.x + (int32_t)(top->t[0] >> W2V_SHIFT);
    vec->y = item->pos.y + (int32_t)(top->t[1] >> W2V_SHIFT);
    vec->z = item->pos.z + (int32_t)(top->t[2] >> W2V_SHIFT);
}

int16_t Effect_MeshesOf(const Game *g, int id)
{
    return id >= 0 && id < EFFECT_OBJECTS ? g->effects.mesh_count[id] : 0;
}

void Effect_MoveFlat(Effect *e)
{
    e->pos.x += (Math_Sin(e->rot.y) * e->speed) >> W2V_SHIFT;
    e->pos.z += (Math_Cos(e->rot.y) * e->speed) >> W2V_SHIFT;
}

/* One sprite frame every `every` ticks, gone after the last. */
void Effect_StepFrames(Game *g, int fx, Effect *e, int every)
{
    if (++e->counter != every)
        return;
    e->counter = 0;
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
        Effect_Kill(g, fx);
}

/* The hit Lara feels from an effect over the next ticks (direction and
 * stagger: Coll_LaraBaddieCollision reads it). */
void Effect_LaraHitBy(Game *g, int fx)
{
    g->lara.spaz_effect = (int16_t)fx;
    g->lara.spaz_effect_count = 5;
}

/* ---- the kinds and the tick ------------------------------------------------- */

/* Every kind's setup: each registers the control routine of its own object
 * ids (so the order does not matter). */
static void (*const k_kinds[])(Game *g) = {
    Blood_Setup,     Ricochet_Setup, GunFlash_Setup, Splash_Setup, Bubble_Setup,
    Explosion_Setup, BodyPart_Setup, Sparkle_Setup,  Missile_Setup, Ember_Setup,
    Flame_Setup,
};

void Effect_SetupKinds(Game *g)
{
    for (size_t i = 0; i < sizeof(k_kinds) / sizeof(k_kinds[0]); i++)
        k_kinds[i](g);
}

void Effect_Control(Game *g)
{
    EffectList *l = &g->effects;
    int fx = l->next_active;
    /* A routine may kill its own effect; the successor stays readable in
     * the freed slot, as the original relies on. */
    for (int guard = 0; Effect_Ok(fx) && guard < 4 * EFFECT_MAX; guard++) {
        Effect *e = &l->fx[fx];
        void (*control)(Game *, int) = Object_Info(g, e->object_id)->effect_control;
        if (control)
            control(g, fx);
        fx = e->next_active;
    }
}
