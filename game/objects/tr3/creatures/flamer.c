/* Area 51's flamethrower guard (O3_FLAMETHROWER_BLOKE; tomb3 flamer.cpp,
 * setup.cpp): 36 hit points. Until Lara's guns hurt him he leaves her
 * alone and goes for the nearest other living creature (not another
 * flamethrower guard or a soldier); once hurt he is after her, and a hit
 * alerts his kind. Within four sectors of a creature he can target he
 * aims, standing or walking, and pours fire at it: a puff of TR3's stream
 * of fire (O3_DRAGON_FIRE, game/effects/fire_stream_tr3.c) every tick
 * from his gun, its speed growing by a quarter and one each tick to 40,
 * then at 12..43 (control stream); the puffs set Lara alight. He reads
 * his AI objects (game/creature/ai_tr3.h): on guard he stands looking
 * about (now and then shifting into his wait and back) until alerted, a
 * patroller walks his route; Lara is his target there only once she has
 * hurt him, as ever. His pilot flame, the stream's flames and the light at
 * his nozzle are TR3's sparks (game/effects/flamer_looks_tr3.c). Not yet:
 * the burnt mutant's count of the fire he takes, the Chamber's rule that
 * there he is after Lara from the start. */
#include "game/objects/tr3/creatures/tr3_people.h"

#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/effects/flamer_looks_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/creatures/tr3_beasts.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define FLAMER_HIT_POINTS 36
#define FLAMER_WALK_TURN 910          /* 5 degrees */
#define FLAMER_RANGE 0x1000000        /* four sectors, squared */
#define FLAMER_RAMP 40
#define FLAMER_DIE_ANIM 19
#define FLAMER_STOP_ANIM 12           /* a guard caught walking stands at once */
#define FLAMER_SFX 204                /* SFX_FLAME_THROWER_LOOP */

enum {
    FLAMER_STOP = 1,
    FLAMER_WALK = 2,
    FLAMER_WAIT = 4,
    FLAMER_WALK_FIRE = 6,
    FLAMER_DEATH = 7,
    FLAMER_WALK_AIM = 9,
    FLAMER_STOP_AIM = 10,
    FLAMER_STOP_FIRE = 11,
};

/* His gun's nozzle: a point on mesh 7, the fire aimed along it. */
static const CreatureBite k_gun = { 0, 340, 64, 7 };

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

/* The nearest living creature thinking that he may burn. */
static int16_t nearest_other(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    CreatureSlots *cs = g->creatures;
    int16_t best = ITEM_NONE;
    int32_t best_dist = INT32_MAX;
    for (int i = 0; cs && i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0 || other == item)
            continue;
        const Item *e = &g->sim->items[other];
        if (e->object_id == O3_LARA || e->object_id == O3_WHITE_SOLDIER ||
            e->object_id == O3_FLAMETHROWER_BLOKE || e->hit_points <= 0)
            continue;
        int32_t dx = (e->pos.x - it->pos.x) >> 2, dz = (e->pos.z - it->pos.z) >> 2;
        int32_t d = dx * dx + dz * dz;
        if (d < best_dist) {
            best = (int16_t)other;
            best_dist = d;
        }
    }
    return best;
}

/* One puff from the nozzle along the gun at `speed` (times 4). */
static void flamer_puff(Game *g, const Item *it, int16_t speed)
{
    Vec3i from = { k_gun.x, k_gun.y, k_gun.z };
    Vec3i along = { k_gun.x, k_gun.y * 2, k_gun.z };
    Creature_JointPos(g, it, &from, k_gun.mesh);
    Creature_JointPos(g, it, &along, k_gun.mesh);
    int16_t angles[2];
    Camera_VectorAngles(along.x - from.x, along.y - from.y, along.z - from.z, angles);
    int fx = Effect_FireStreamTR3(g, O3_DRAGON_FIRE, &from, (Vec3s){ angles[1], angles[0], 0 },
                                  (int16_t)(speed << 2), it->room);
    Flamer3_StreamLooks(g, fx, speed);
}

/* The fire states: the flow ramps up, then flickers. */
static void flamer_fire(Game *g, Item *it, CreatureInfo *c)
{
    if (c->flags < FLAMER_RAMP)
        c->flags = (int16_t)(c->flags + (c->flags >> 2) + 1);
    if (c->flags < FLAMER_RAMP)
        flamer_puff(g, it, c->flags);
    else
        flamer_puff(g, it, (int16_t)((rnd(g) & 0x1F) + 12));
    Object_Sound(g, it, FLAMER_SFX);
}

/* On guard: standing he looks about and now and then shifts into his
 * wait; caught walking he stands at once. */
static void flamer_guard(Game *g, int item, Item *it, int16_t *head)
{
    if (it->current_state == FLAMER_WALK) {
        Creature_SwitchAnim(g, it, FLAMER_STOP_ANIM, 0);
        it->current_state = it->goal_state = FLAMER_STOP;
        return;
    }
    *head = AiTR3_GuardHead(g, item);
    if (!(rnd(g) & 0xFF))
        it->goal_state = FLAMER_WAIT;
}

typedef struct {
    CreatureAI info;
    int16_t lara_angle;
    int16_t x_angle;   /* the pitch to his target (the original's AI x_angle) */
    bool can_burn;     /* a target in reach he may burn */
} FlamerSight;

static void flamer_states(Game *g, int item, Item *it, CreatureInfo *c, const FlamerSight *s,
                          int16_t *head, int16_t *torso_x, int16_t *torso_y)
{
    const CreatureAI *info = &s->info;
    bool near = s->can_burn && info->distance < FLAMER_RANGE;
    switch (it->current_state) {
    case FLAMER_STOP:
    case FLAMER_WALK:
        *head = s->lara_angle;
        c->flags = 0;
        c->maximum_turn = it->current_state == FLAMER_STOP ? 0 : FLAMER_WALK_TURN;
        if (it->ai_bits & AI_BIT_GUARD) {
            flamer_guard(g, item, it, head);
        } else if (it->ai_bits & AI_BIT_PATROL1)
            it->goal_state = FLAMER_WALK;
        else if (c->mood == MOOD_ESCAPE)
            it->goal_state = FLAMER_WALK;
        else if (s->can_burn)
            it->goal_state = it->current_state == FLAMER_STOP ? (near ? FLAMER_STOP_AIM : FLAMER_WALK)
                                                             : (near ? FLAMER_STOP : FLAMER_WALK_AIM);
        else if (it->current_state == FLAMER_WALK)
            it->goal_state = c->mood == MOOD_BORED && info->ahead ? FLAMER_STOP : FLAMER_WALK;
        else if (c->mood == MOOD_BORED && info->ahead && !(rnd(g) & 0xFF))
            it->goal_state = FLAMER_WAIT;
        else if (c->mood == MOOD_ATTACK || !(rnd(g) & 0xFF))
            it->goal_state = FLAMER_WALK;
        break;
    case FLAMER_WAIT:
        *head = s->lara_angle;
        if (it->ai_bits & AI_BIT_GUARD) {
            *head = AiTR3_GuardHead(g, item);
            if (!(rnd(g) & 0xFF))
                it->goal_state = FLAMER_STOP;
        } else if (near || c->mood != MOOD_BORED) {
            it->goal_state = FLAMER_STOP;
        }
        break;
    case FLAMER_WALK_AIM:
    case FLAMER_STOP_AIM:
        c->flags = 0;
        if (info->ahead) {
            *torso_y = info->angle;
            *torso_x = s->x_angle;
            bool walk = it->current_state == FLAMER_WALK_AIM;
            it->goal_state = near ? (walk ? FLAMER_WALK_FIRE : FLAMER_STOP_FIRE)
                                  : (walk ? FLAMER_WALK : FLAMER_STOP);
        }
        break;
    case FLAMER_WALK_FIRE:
    case FLAMER_STOP_FIRE: {
        bool walk = it->current_state == FLAMER_WALK_FIRE;
        it->goal_state = walk ? FLAMER_WALK : FLAMER_STOP;
        if (info->ahead) {
            *torso_y = info->angle;
            *torso_x = s->x_angle;
            if (near)
                it->goal_state = it->current_state;
        }
        flamer_fire(g, it, c);
        break;
    }
    default:
        break;
    }
    (void)item;
}

/* Whom he is after, what he knows of Lara, his mood and alert. */
static void flamer_think(Game *g, int item, Item *it, CreatureInfo *c, FlamerSight *s)
{
    int lara = g->sim->lara;
    if (it->ai_bits)
        AiTR3_Target(g, item);
    else
        c->enemy = c->hurt_by_lara ? (int16_t)lara : nearest_other(g, item);
    int16_t chosen = c->enemy;
    Creature_AIInfo(g, item, &s->info);
    c->enemy = chosen; /* (the game's AI info may fill in Lara for no one) */
    const Item *l = &g->sim->items[lara];
    if (c->enemy == lara) {
        s->lara_angle = s->info.angle;
    } else {
        int32_t dx = l->pos.x - it->pos.x, dz = l->pos.z - it->pos.z;
        s->lara_angle = (int16_t)(Camera_Atan(dz, dx) - it->rot.y);
    }
    const Item *e = &g->sim->items[c->enemy >= 0 ? c->enemy : lara];
    s->x_angle = Tr3People_XAngle(g, it, e);
    if (c->enemy != lara)
        s->x_angle = (int16_t)(s->x_angle - 2048);
    /* Lara his enemy (a guard's) but unhurt by her: he is after no one */
    if (c->enemy == lara && !c->hurt_by_lara)
        c->enemy = ITEM_NONE;
    Tr3People_Mood(g, item, &s->info, false);
    s->can_burn = c->enemy >= 0 && CreatureGun_CanTarget(g, item, c->enemy, &s->info);
    if (it->hit_status)
        Tr3People_AlertAll(g, item);
}

static void flamer_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t angle = 0, head = 0, torso_x = 0, torso_y = 0;
    Vec3i gun = { k_gun.x, k_gun.y, k_gun.z };
    Creature_JointPos(g, it, &gun, k_gun.mesh);
    Flamer3_GuardLooks(g, item, gun,
                       it->current_state == FLAMER_WALK_FIRE || it->current_state == FLAMER_STOP_FIRE);
    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, FLAMER_DEATH, FLAMER_DIE_ANIM, 0);
    } else {
        FlamerSight s;
        flamer_think(g, item, it, c, &s);
        angle = Creature_Turn(g, item, c->maximum_turn);
        flamer_states(g, item, it, c, &s, &head, &torso_x, &torso_y);
    }
    Tr3People_Pose(it, c, 0, torso_y, torso_x, head);
    Creature_Animate(g, item, angle, 0);
}

void Tr3Flamer_Setup(Game *g)
{
    /* His torso (bone 0) turns about y and x, his head (bone 7) about y. */
    static const Tr3PersonNumbers n = {
        .hit_points = FLAMER_HIT_POINTS,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 3,
        .bones = { { 0, 8 }, { 0, 4 }, { 7, 8 } },
    };
    Tr3People_SetupKind(g, O3_FLAMETHROWER_BLOKE, &n, flamer_control);
}
