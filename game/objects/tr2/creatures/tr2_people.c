/* Helpers TR2's armed humans share (see tr2_creatures.h). */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "engine/anim/anim.h"
#include "engine/sim/sim.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"

/* The original's order of these kinds in its object set-up. */
static void (*const k_people[])(Game *g) = {
    Cultist1_Setup, Cultist2_Setup, Cultist3_Setup, Bandit1_Setup, Bandit2_Setup,
    Worker1_Setup,  Worker2_Setup,  Worker3_Setup,  Diver_Setup,    Monk_Setup,     Winston_Setup,
    Xian_Setup,     Dino_Setup,
};

void Tr2People_Setup(Game *g)
{
    for (size_t i = 0; i < sizeof k_people / sizeof k_people[0]; i++)
        k_people[i](g);
}

int Tr2People_Enemy(const Game *g, int item)
{
    /* The creature core's choice (bandits may be after a monk). */
    return Creature_Enemy(g, item);
}

void Tr2People_BoneTurn(Game *g, int object_id, int bone, bool on)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object_id);
    /* Bone b is the mesh tree's link to mesh b + 1; bit 8 turns it about y
     * with the next of the creature's head turns. */
    if (!m || bone < 0 || bone + 1 >= m->num_meshes)
        return;
    uint32_t at = m->mesh_tree + (uint32_t)bone * 4u;
    if (at >= g->lv->num_mesh_tree_words)
        return;
    if (on)
        g->lv->mesh_trees[at] |= 8;
    else
        g->lv->mesh_trees[at] &= ~8;
}

bool Tr2People_BorrowAnims(Game *g, int object_id, int from_id)
{
    const Level *lv = g->lv; /* its arrays stay writable, as the mesh trees */
    Model *m = NULL;
    const Model *from = NULL;
    for (uint32_t i = 0; i < lv->num_models; i++) {
        if (lv->models[i].id == (uint32_t)object_id)
            m = &lv->models[i];
        else if (lv->models[i].id == (uint32_t)from_id)
            from = &lv->models[i];
    }
    /* The original requires the other model and stops the game without
     * it; a level here that lacks it leaves the object unset instead. */
    if (!m || !from || from->animation == 0xFFFF || from->num_meshes != m->num_meshes)
        return false;
    m->animation = from->animation;
    return true;
}

void Tr2People_StartFirstAnim(Game *g, Item *it)
{
    const Level *lv = g->lv;
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return;
    int first = Sim_ModelFirstAnim(lv, &lv->models[it->model]);
    if (first < 0)
        return;
    Anim_SetAnim(lv, it, first, -1);
    it->current_state = it->goal_state = (int16_t)lv->animations[first].state_id;
    it->required_state = 0;
}

int Tr2People_Missile(Game *g, int item, const CreatureBite *from, Tr2MissileFn spawn)
{
    const Item *it = &g->sim->items[item];
    Vec3i p = { from->x, from->y, from->z };
    Creature_JointPos(g, it, &p, from->mesh);
    return spawn(g, p.x, p.y, p.z, it->speed, it->rot.y, it->room);
}

void Tr2People_Control(Game *g, int item, const Tr2PersonKind *k)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t head = 0, neck = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        if (k->zero_hp_on_death)
            it->hit_points = 0;
        Creature_StartDeath(g, it, k->death_state, k->die_anim, k->death_spread);
    } else {
        CreatureAI info;
        Creature_AIInfo(g, item, &info);
        Creature_Mood(g, item, &info, k->violent);
        angle = Creature_Turn(g, item, c->maximum_turn);
        k->alive(g, item, it, c, &info, angle, &head, &neck, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    /* Kinds without a neck bone never turn one (their neck stays as set). */
    if (k->neck_bone >= 0)
        Creature_Neck(g, item, neck);
    Creature_Animate(g, item, angle, 0);
}

bool Tr2People_SetupKind(Game *g, int object_id, const Tr2PersonKind *k,
                         void (*control)(Game *g, int item))
{
    if (!Creature_SetupObject(g, object_id))
        return false;
    ObjectInfo *o = &g->objects[object_id];
    o->control = control;
    o->hit_points = k->hit_points;
    o->radius = k->radius;
    o->pivot_length = k->pivot_length;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, object_id, k->head_bone, 8);
    if (k->neck_bone >= 0)
        Creature_SetBoneFlags(g, object_id, k->neck_bone, 8);
    return true;
}

void Tr2People_GunmanStop(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                          const Tr2GunmanStates *st)
{
    c->flags = 0;
    c->maximum_turn = 0;
    if (c->mood == MOOD_ESCAPE)
        it->goal_state = st->run;
    else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info)) {
        if (info->distance >= st->shoot_range && info->zone_num == info->enemy_zone)
            it->goal_state = st->walk;
        else
            it->goal_state = st->stop_aim(g, it);
    } else if (c->mood == MOOD_BORED && info->ahead) {
        it->goal_state = st->wait;
    } else {
        it->goal_state = info->distance > st->run_range ? st->run : st->walk;
    }
}

void Tr2People_GunmanWalk(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                          const Tr2GunmanStates *st)
{
    c->flags = 0;
    c->maximum_turn = st->walk_turn;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = st->run;
    } else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info)) {
        if (info->distance < st->shoot_range || info->zone_num != info->enemy_zone)
            it->goal_state = st->stop;
        else
            it->goal_state = st->walk_aim;
    } else if (c->mood == MOOD_BORED && info->ahead) {
        it->goal_state = st->stop;
    } else if (info->distance > st->run_range) {
        it->goal_state = st->run;
    }
}
