/* TR2's creatures of game/objects/tr2/creatures/ (the people with guns and
 * knives, the monks, the bosses): one set-up routine per kind, each
 * registering its object ids in the object table when the level has their
 * model (game/objects/tr2/object_tr2.c's list calls them), and the helpers
 * they share. */
#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_TR2_CREATURES_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_TR2_CREATURES_H

#include "engine/core/common.h"
#include "engine/sim/item.h"
#include "game/creature/creature.h"

struct Game;

/* The collision radius of every TR2 human (a tenth of a sector). */
#define TR2_PERSON_RADIUS (WALL_SIZE / 10)
#define TR2_CULTIST_RADIUS TR2_PERSON_RADIUS

/* Every kind below, for Object_SetupTR2's list. */
void Tr2People_Setup(struct Game *g);

/* The gunman cultists (O2_CULT_1; CULT_1A and 1B when they can borrow his
 * animations). */
void Cultist1_Setup(struct Game *g);
/* The two-gun cultist (O2_CULT_3). */
void Cultist3_Setup(struct Game *g);
/* The bandits (O2_BANDIT_1; O2_BANDIT_2 and 2B). */
void Bandit1_Setup(struct Game *g);
void Bandit2_Setup(struct Game *g);
/* The rig workers with a shotgun (O2_WORKER_1), a gun (O2_WORKER_2) and
 * a flamethrower (O2_WORKER_5). */
void Worker1_Setup(struct Game *g);
void Worker2_Setup(struct Game *g);
/* The rig workers with a crowbar or a pipe, who climb (O2_WORKER_3, 4). */
void Worker3_Setup(struct Game *g);
/* The knife thrower (O2_CULT_2). */
void Cultist2_Setup(struct Game *g);
/* The scuba diver with his harpoon gun (O2_DIVER). */
void Diver_Setup(struct Game *g);
/* TR3's diver (O3_DIVER): the same routine with TR3's harpoon. */
void Diver_SetupTR3(struct Game *g);
/* The monks (O2_MONK_1, O2_MONK_2), friendly until Lara angers them. */
void Monk_Setup(struct Game *g);
/* The monks' side of a hit from Lara's guns (her guns' hit routine calls
 * it for every target it hits, after the damage): while the monks are
 * calm, a monk adds her damage up and all monks turn on her once it passes
 * 10, or at once if he was idle (bored). Nothing for other items. */
void Tr2Monk_HitByLara(struct Game *g, int item, int damage);
/* The Xian spearman and knight (jade statues that come to life). */
void Xian_Setup(struct Game *g);
/* The T-rex (O2_DINO). */
void Dino_Setup(struct Game *g);
/* Winston, the butler (O2_WINSTON). */
void Winston_Setup(struct Game *g);

/* The item a TR2 person shoots at this tick: the enemy the creature core
 * chose (Creature_Enemy: bandits may pick a monk, monks a bandit). */
int Tr2People_Enemy(const struct Game *g, int item);
/* Turns the y-turn of a bone of an object's model on or off (the two-gun
 * cultist aims with his body or either arm, choosing each tick). */
void Tr2People_BoneTurn(struct Game *g, int object_id, int bone, bool on);

/* Makes object_id play the animations of from_id's model, as the
 * original's set-up of CULT_1A/1B and BANDIT_2B does (their models carry
 * no animations of their own): false, and nothing changed, when either
 * model is missing or their skeletons differ. */
bool Tr2People_BorrowAnims(struct Game *g, int object_id, int from_id);
/* Puts an item at the start of its model's first animation, in that
 * animation's state (the original's item set-up, for borrowers whose
 * items were placed before the borrowing). */
void Tr2People_StartFirstAnim(struct Game *g, Item *it);

/* A missile of a creature (game/effects' spawners: Effect_KnifeTR2,
 * Effect_HarpoonTR2) leaving from a point on one of its meshes, heading
 * its way at its speed; returns the effect or EFFECT_NONE. */
typedef int (*Tr2MissileFn)(struct Game *g, int32_t x, int32_t y, int32_t z, int16_t speed,
                            int16_t yrot, int room);
int Tr2People_Missile(struct Game *g, int item, const CreatureBite *from, Tr2MissileFn spawn);

/* What sets one kind of TR2 person apart in the tick and set-up every
 * one of them follows (Tr2People_Control, Tr2People_SetupKind): its
 * numbers, and its `alive` routine choosing the next state (head, neck
 * and tilt start at 0; it sets them for the turns after it). */
typedef void (*Tr2PersonAliveFn)(struct Game *g, int item, Item *it, CreatureInfo *c,
                                 const CreatureAI *info, int16_t angle, int16_t *head,
                                 int16_t *neck, int16_t *tilt);
typedef struct Tr2PersonKind {
    int16_t hit_points;
    int16_t pivot_length;
    int16_t radius;
    int head_bone;         /* the bones turning with the head and neck; */
    int neck_bone;         /* < 0: the kind has no neck turn */
    int16_t death_state;   /* Creature_StartDeath's numbers */
    int die_anim;
    int32_t death_spread;
    bool violent;          /* Creature_Mood's flag */
    bool zero_hp_on_death; /* the original's first bandit clears them */
    Tr2PersonAliveFn alive;
} Tr2PersonKind;
/* One tick of a person of kind k (the original's control routines of
 * these kinds all have this shape): the death once out of hit points,
 * else the AI info, mood, turn and k->alive; then tilt, head, neck and
 * the animation step. */
void Tr2People_Control(struct Game *g, int item, const Tr2PersonKind *k);
/* Registers object_id as a person of kind k ticked by `control` (the
 * kind's one-line wrapper of Tr2People_Control); false when the level
 * lacks its model, as Creature_SetupObject. */
bool Tr2People_SetupKind(struct Game *g, int object_id, const Tr2PersonKind *k,
                         void (*control)(struct Game *g, int item));

/* The states of a rig worker with a gun (WORKER_1, 2 and 5) that his
 * stop and walk choices lead to, and how he picks an aim from a stop
 * (the first worker draws one of two; the second too, the flamethrower
 * takes the first without drawing). */
typedef struct Tr2GunmanStates {
    int16_t stop, walk, run, wait;
    int16_t walk_aim; /* the state he goes to, to shoot while walking */
    int16_t (*stop_aim)(struct Game *g, const Item *it);
    int16_t walk_turn;
    int32_t run_range, shoot_range; /* squared distances */
} Tr2GunmanStates;
/* His choice from a stop, and while walking (the original's two workers
 * choose alike, with their own state numbers). */
void Tr2People_GunmanStop(struct Game *g, int item, Item *it, CreatureInfo *c,
                          const CreatureAI *info, const Tr2GunmanStates *st);
void Tr2People_GunmanWalk(struct Game *g, int item, Item *it, CreatureInfo *c,
                          const CreatureAI *info, const Tr2GunmanStates *st);

#endif
