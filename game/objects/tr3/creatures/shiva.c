/* TR3's shiva statues (O3_SHIVA, the Temple of Puna's approach): 100 hit
 * points, radius 341. It stands as stone (every mesh drawn from
 * O3_MESHSWAP_1's statue meshes) until a trigger wakes it; awake, it
 * comes to life one mesh every other tick (Item.mesh_bits shifted in a
 * bit at a time until 0x7FFFFFFF), then waits 45 ticks before it moves.
 * Then it walks at Lara (4 degrees a turn) and strikes with its swords:
 * the pincer within 1.25 sectors (150), the chopper within 1.33 (180),
 * one blow each through either hand (right 0x2400000, left 0x2400);
 * hit while it waits or walks facing her it guards (its defend states),
 * and escaping it walks backwards unless a wall or a blockable box is
 * behind it, where it guards instead. When its blow kills Lara it plays
 * its kill (animation 18, Lara's extra set as the yeti's kill). Facts
 * from tomb3/game/shiva.cpp and setup.cpp. Once its death has played
 * out it turns back to stone, its last mesh first, a mesh a tick (the
 * original's draw routine: a mesh a drawn frame). Not yet: its smoke and
 * sparks (TR3's sprite sheet). */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "engine/math/fixed.h"
#include "engine/world/world.h"
#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/creature_draw.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SHIVA_HIT_POINTS 100
#define SHIVA_RADIUS 341
#define SHIVA_TURN ANGLE_DEG(4)          /* 728 */
#define SHIVA_PINCER_RANGE 0x190000      /* 1.25 sectors, squared */
#define SHIVA_CHOPPER_RANGE 0x1C6E39     /* 1.33 sectors */
#define SHIVA_PINCER_DAMAGE 150
#define SHIVA_CHOPPER_DAMAGE 180
#define SHIVA_TOUCH_RIGHT 0x2400000
#define SHIVA_TOUCH_LEFT 0x2400
#define SHIVA_HURT 4                     /* flags: guard this long */
#define SHIVA_AWAKE_WAIT (-45)
#define SHIVA_ALIVE 0x7FFFFFFFu
#define SHIVA_START_ANIM 14
#define SHIVA_KILL_ANIM 18
#define SHIVA_DIE_ANIM 22
#define SHIVA_LARA_KILL_STATE 2          /* the extra set's yeti kill */
#define SHIVA_SFX_BLOW 318               /* TR3's SFX_MACAQUE_ROLL */

enum {
    SHIVA_WAIT,
    SHIVA_WALK,
    SHIVA_WAIT_DEF,
    SHIVA_WALK_DEF,
    SHIVA_START,
    SHIVA_PINCER,
    SHIVA_KILL,
    SHIVA_CHOPPER,
    SHIVA_WALKBACK,
    SHIVA_DEATH,
};

static const CreatureBite k_right = { 0, 0, 920, 22 };
static const CreatureBite k_left = { 0, 0, 920, 13 };

typedef struct {
    Game *g;
    int item;
    Item *it;
    CreatureInfo *c;
    CreatureAI info;
    int16_t torso_x, torso_y, head_y;
} Shiva;

/* A sword that touches her lands once per blow, the right one first. */
static void shiva_damage(Shiva *s, int16_t damage)
{
    if (s->c->flags)
        return;
    const CreatureBite *bite = (s->it->touch_bits & SHIVA_TOUCH_RIGHT)  ? &k_right
                               : (s->it->touch_bits & SHIVA_TOUCH_LEFT) ? &k_left
                                                                        : NULL;
    if (!bite)
        return;
    Creature_HurtLara(s->g, damage);
    Creature_Effect(s->g, s->item, bite, CREATURE_FX_BLOOD);
    s->c->flags = 1;
    Object_Sound(s->g, s->it, SHIVA_SFX_BLOW);
}

/* Escaping: backwards, unless the sector behind it has no box or a
 * blockable one (or it was just hurt). */
static int16_t shiva_back_off(Shiva *s)
{
    const Item *it = s->it;
    int16_t room = it->room;
    int16_t behind = (int16_t)(it->rot.y + 0x8000);
    int32_t x = it->pos.x + ((WALL_SIZE * Math_Sin(behind)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((WALL_SIZE * Math_Cos(behind)) >> W2V_SHIFT);
    const RoomSector *sec = World_Sector(&s->g->world, x, it->pos.y, z, &room);
    int16_t box = Box_OfSector(s->g, sec);
    if (s->c->flags || box == LOT_NO_BOX || (Box_Overlap(s->g, box) & BOX_BLOCKABLE))
        return SHIVA_WAIT_DEF;
    return SHIVA_WALKBACK;
}

static void shiva_wait(Shiva *s)
{
    Item *it = s->it;
    CreatureInfo *c = s->c;
    const CreatureAI *info = &s->info;
    if ((int16_t)c->flags < 0) {
        /* just awake: it stands (in smoke) a while */
        c->flags = (uint16_t)((int16_t)c->flags + 1);
        return;
    }
    if (c->flags == 1)
        c->flags = 0;
    c->maximum_turn = 0;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = shiva_back_off(s);
    } else if (c->mood == MOOD_BORED) {
        if ((int16_t)Prng_Control(&s->g->sim->prng) < 1024)
            it->goal_state = SHIVA_WALK;
    } else if (info->bite && info->distance < SHIVA_PINCER_RANGE) {
        it->goal_state = SHIVA_PINCER;
        c->flags = 0;
    } else if (info->bite && info->distance < SHIVA_CHOPPER_RANGE) {
        it->goal_state = SHIVA_CHOPPER;
        c->flags = 0;
    } else if (it->hit_status && info->ahead) {
        it->goal_state = SHIVA_WAIT_DEF;
        c->flags = SHIVA_HURT;
    } else {
        it->goal_state = SHIVA_WALK;
    }
}

/* Coming to life: a mesh more every other tick. */
static void shiva_start(Shiva *s)
{
    Item *it = s->it;
    CreatureInfo *c = s->c;
    c->maximum_turn = 0;
    if (c->flags)
        c->flags--;
    else {
        it->mesh_bits = (it->mesh_bits << 1) + 1;
        c->flags = 1;
    }
    if (it->mesh_bits == SHIVA_ALIVE) {
        it->goal_state = SHIVA_WAIT;
        c->flags = (uint16_t)SHIVA_AWAKE_WAIT;
    }
}

static bool at_first_frame(const Shiva *s)
{
    return s->it->frame == s->g->lv->animations[s->it->anim].frame_start;
}

static void shiva_defend(Shiva *s, bool walking)
{
    Item *it = s->it;
    CreatureInfo *c = s->c;
    const CreatureAI *info = &s->info;
    c->maximum_turn = walking ? SHIVA_TURN : 0;
    if (it->hit_status || (!walking && c->mood == MOOD_ESCAPE))
        c->flags = SHIVA_HURT;
    bool done = walking ? info->bite && info->distance < SHIVA_PINCER_RANGE
                        : (info->bite && info->distance < SHIVA_CHOPPER_RANGE) || !info->ahead;
    if (done || (at_first_frame(s) && !c->flags)) {
        it->goal_state = walking ? SHIVA_WALK : SHIVA_WAIT;
        c->flags = 0;
    } else if (c->flags) {
        it->goal_state = walking ? SHIVA_WALK_DEF : SHIVA_WAIT_DEF;
    }
    if (at_first_frame(s)) {
        if (walking)
            c->flags = 0;
        else if (c->flags > 1)
            c->flags -= 2;
    }
}

static void shiva_states(Shiva *s)
{
    Item *it = s->it;
    CreatureInfo *c = s->c;
    const CreatureAI *info = &s->info;
    if (info->ahead)
        s->head_y = info->angle;
    switch (it->current_state) {
    case SHIVA_WAIT:
        shiva_wait(s);
        break;
    case SHIVA_WALK:
        c->maximum_turn = SHIVA_TURN;
        if (c->mood == MOOD_ESCAPE || c->mood == MOOD_BORED) {
            it->goal_state = SHIVA_WAIT;
        } else if (info->bite && info->distance < SHIVA_CHOPPER_RANGE) {
            it->goal_state = SHIVA_WAIT;
            c->flags = 0;
        } else if (it->hit_status) {
            it->goal_state = SHIVA_WALK_DEF;
            c->flags = SHIVA_HURT;
        }
        break;
    case SHIVA_WAIT_DEF:
        shiva_defend(s, false);
        break;
    case SHIVA_WALK_DEF:
        shiva_defend(s, true);
        break;
    case SHIVA_START:
        s->head_y = 0;
        shiva_start(s);
        break;
    case SHIVA_PINCER:
        if (info->ahead) {
            s->torso_y = info->angle;
            s->torso_x = Tr3People_XAngle(s->g, it, Game_LaraItem(s->g));
        }
        c->maximum_turn = SHIVA_TURN;
        shiva_damage(s, SHIVA_PINCER_DAMAGE);
        break;
    case SHIVA_KILL:
        c->maximum_turn = 0;
        s->head_y = s->torso_x = s->torso_y = 0;
        break;
    case SHIVA_CHOPPER: {
        s->head_y = s->torso_y = info->angle;
        int16_t x = Tr3People_XAngle(s->g, it, Game_LaraItem(s->g));
        if (x > 0)
            s->torso_x = x;
        c->maximum_turn = SHIVA_TURN;
        shiva_damage(s, SHIVA_CHOPPER_DAMAGE);
        break;
    }
    case SHIVA_WALKBACK:
        c->maximum_turn = SHIVA_TURN;
        if ((info->ahead && info->distance < SHIVA_CHOPPER_RANGE) ||
            (at_first_frame(s) && !c->flags)) {
            it->goal_state = SHIVA_WAIT;
        } else if (it->hit_status) {
            c->flags = SHIVA_HURT;
            it->goal_state = SHIVA_WAIT;
        }
        break;
    default:
        break;
    }
}

/* Dead, its death played out (deactivated), it turns back to stone from
 * its last mesh down, a mesh a tick (the original's draw routine does it a
 * mesh a drawn frame), and rests once it is all stone. */
static void back_to_stone(Game *g, int item, Item *it)
{
    it->mesh_bits >>= 1;
    if (!it->mesh_bits)
        Sim_RemoveActive(g->sim, item);
}

static void shiva_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (it->status == ITEM_STATUS_DEACTIVATED && it->hit_points <= 0) {
        back_to_stone(g, item, it);
        return;
    }
    if (!Creature_Activate(g, item))
        return;
    Shiva s = { g, item, it, it->data, { 0 }, 0, 0, 0 };
    const Item *lara = Game_LaraItem(g);
    bool lara_alive = lara && lara->hit_points > 0;
    int16_t angle = 0;
    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, SHIVA_DEATH, SHIVA_DIE_ANIM, 0);
    } else {
        Creature_AIInfo(g, item, &s.info);
        Creature_Mood(g, item, &s.info, true);
        /* escaping, it keeps facing her (it walks backwards) */
        if (s.c->mood == MOOD_ESCAPE && lara) {
            s.c->target.x = lara->pos.x;
            s.c->target.z = lara->pos.z;
        }
        angle = Creature_Turn(g, item, s.c->maximum_turn);
        if (it->current_state != SHIVA_START)
            it->mesh_bits = 0xFFFFFFFFu;
        shiva_states(&s);
    }
    if (lara_alive && lara->hit_points <= 0) {
        Creature_KillWithExtra(g, item, SHIVA_KILL_ANIM, SHIVA_KILL, SHIVA_LARA_KILL_STATE,
                               O3_LARA_EXTRA);
        return;
    }
    Creature_Tilt(it, 0);
    Tr3People_Joint(s.c, 0, s.torso_y);
    Tr3People_Joint(s.c, 1, s.torso_x);
    Tr3People_Joint(s.c, 2, (int16_t)(s.head_y - s.torso_y));
    Tr3People_Joint(s.c, 3, 0);
    Creature_Animate(g, item, angle, 0);
    /* its death's end took it off the active list: on it stays while it
     * turns back to stone */
    if (it->status == ITEM_STATUS_DEACTIVATED && it->hit_points <= 0 && it->mesh_bits)
        Object_AddActive(g, item);
}

/* As stone until woken: its waking animation, every mesh the statue's. */
static void shiva_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Creature_SwitchAnim(g, it, SHIVA_START_ANIM, 0);
    it->current_state = it->goal_state = SHIVA_START;
    it->mesh_bits = 0;
    it->collidable = true;
    it->data = NULL;
}

int Shiva_DrawItem(const Game *g, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    if (item < 0 || (uint32_t)item >= s->num_items)
        return -1;
    const Item *it = &s->items[item];
    if (it->object_id != O3_SHIVA || it->model < 0)
        return -1;
    int32_t swap[CREATURE_DRAW_SWAPS];
    Creature_SwapsFrom(s->level, it, O3_MESHSWAP_1, swap);
    return Creature_DrawStatue(g, s, item, t, swap, out, cap);
}

void Shiva_Setup(Game *g)
{
    /* Torso (bone 6) and head (bone 25) turn about y and x. */
    static const Tr3PersonNumbers n = {
        .hit_points = SHIVA_HIT_POINTS,
        .radius = SHIVA_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 6, 8 | 4 }, { 25, 8 | 4 } },
    };
    if (!Tr3People_SetupKind(g, O3_SHIVA, &n, shiva_control))
        return;
    g->objects[O3_SHIVA].initialise = shiva_initialise;
}
